/**
 * @file solver.h
 * @brief (being written) the solver part of the public API.
 *
 * Part of the public API; include cardrules.h rather than this file.
 */
#ifndef CARDRULES_SOLVER_H
#define CARDRULES_SOLVER_H

#include "common.h"

#endif
