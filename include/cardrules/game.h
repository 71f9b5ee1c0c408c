/**
 * @file game.h
 * @brief (being written) the game part of the public API.
 *
 * Part of the public API; include cardrules.h rather than this file.
 */
#ifndef CARDRULES_GAME_H
#define CARDRULES_GAME_H

#include "common.h"

#endif
