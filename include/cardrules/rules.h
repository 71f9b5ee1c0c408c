/**
 * @file rules.h
 * @brief (being written) the rules part of the public API.
 *
 * Part of the public API; include cardrules.h rather than this file.
 */
#ifndef CARDRULES_RULES_H
#define CARDRULES_RULES_H

#include "common.h"

#endif
