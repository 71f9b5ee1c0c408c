/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/**
 * @file presets.h
 * @brief The fourteen game presets: ids, names and aliases (RULES.md 17.0).
 *
 * Part of the public API; include cardrules.h rather than this file.
 */
#ifndef CARDRULES_PRESETS_H
#define CARDRULES_PRESETS_H

#include "common.h"

CR_BEGIN_DECLS

/** @defgroup presets Presets
 * A preset is one of the fourteen games of RULES.md, a full assignment of
 * rule options. Ids are frozen; names are matched case-insensitively with
 * every character other than a letter or digit ignored, so `"Go Boom"`,
 * `"go-boom"` and `"GO_BOOM"` are one name. Each preset answers to its short
 * name (cr_preset_name()), its `CR_GAME_*` identifier and the aliases of
 * RULES.md 17.0 (docs/presets.md lists them all).
 * @{ */
/** Preset ids (values frozen). */
enum cr_preset_id {
    CR_GAME_ROCKAWAY = 1,           /**< "rockaway": widow-covering shedding game (S0) */
    CR_GAME_GO_BOOM = 2,            /**< "go-boom": trick-taking shedding game (S2) */
    CR_GAME_BOATHOUSE_BICYCLE = 3,  /**< "boathouse": Boathouse Rum, Bicycle rules (S1) */
    CR_GAME_STRAIGHT_RUMMY_6 = 4,   /**< "straight6": six-card Straight Rummy (S3) */
    CR_GAME_STRAIGHT_RUMMY_7 = 5,   /**< "straight7": seven-card Straight Rummy (S3) */
    CR_GAME_SKIP_RUMMY = 6,         /**< "skip": Skip Rummy (S3) */
    CR_GAME_ROUND_THE_CORNER = 7,   /**< "round-the-corner": Round-the-Corner Rummy (S3) */
    CR_GAME_BLOCK_RUMMY = 8,        /**< "block": Block Rummy (S3) */
    CR_GAME_QUEEN_CITY = 9,         /**< "queen-city": Queen City Rummy (S3) */
    CR_GAME_DOUBLE_RUMMY = 10,      /**< "double": Double Rummy (S3) */
    CR_GAME_JAVA_RUMMY = 11,        /**< "java": Java Rummy (S3) */
    CR_GAME_RUMMY_POKER = 12,       /**< "rummy-poker": Rummy Poker (S3) */
    CR_GAME_CAROUSEL = 13,          /**< "carousel": Carousel (S3) */
    CR_GAME_ROCKIT = 14             /**< "rockit": RockIt to Destiny (S4) */
};

/** Engine ids (values frozen). */
enum cr_engine_id {
    CR_ENGINE_SHED = 1,   /**< shedding games: Rockaway, Go Boom */
    CR_ENGINE_RUMMY = 2,  /**< draw-discard rummy games */
    CR_ENGINE_MANIP = 3   /**< table-manipulation games: Carousel, RockIt */
};

/** @return the number of presets (14); ids run from 1 to this value. */
CR_API int32_t cr_preset_count(void);

/**
 * Look a preset up by any of its names.
 * @param[out] out_id receives the id; untouched on failure.
 * @param name NUL-terminated name or alias.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT for NULL, ::CR_E_NOT_FOUND.
 */
CR_API int32_t cr_preset_from_name(int32_t *out_id, const char *name);

/**
 * The canonical short name of a preset, e.g. `"go-boom"`.
 * @param id a preset id.
 * @return a static string, or NULL for an unknown id.
 */
CR_API const char *cr_preset_name(int32_t id);

/**
 * The display title of a preset, e.g. `"Go Boom"`.
 * @param id a preset id.
 * @return a static string, or NULL for an unknown id.
 */
CR_API const char *cr_preset_title(int32_t id);

/**
 * The engine a preset runs on.
 * @param id a preset id.
 * @return a ::cr_engine_id value, or ::CR_E_INVALID_ARGUMENT for an unknown id.
 */
CR_API int32_t cr_preset_engine(int32_t id);
/** @} */

CR_END_DECLS

#endif /* CARDRULES_PRESETS_H */
