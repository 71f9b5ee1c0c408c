/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/**
 * @file common.h
 * @brief Export macro, version, status codes and move-rejection reason codes.
 *
 * Part of the public API; include cardrules.h rather than this file.
 */
#ifndef CARDRULES_COMMON_H
#define CARDRULES_COMMON_H

#include <stddef.h>
#include <stdint.h>

/** @cond INTERNAL */
#if defined(CR_BUILDING_LIBRARY) && defined(__GNUC__)
#define CR_API __attribute__((visibility("default")))
#else
#define CR_API
#endif

#ifdef __cplusplus
#define CR_BEGIN_DECLS extern "C" {
#define CR_END_DECLS }
#else
#define CR_BEGIN_DECLS
#define CR_END_DECLS
#endif
/** @endcond */

CR_BEGIN_DECLS

/** @defgroup version Version
 * The package version, as a header macro and as a function (for bindings and
 * to detect a header/library mismatch at run time).
 * @{ */
/** Major version: incremented for incompatible API changes. */
#define CR_VERSION_MAJOR 0
/** Minor version: incremented for compatible additions. */
#define CR_VERSION_MINOR 1
/** Patch version: incremented for fixes. */
#define CR_VERSION_PATCH 0
/** The version as one number: `MAJOR*10000 + MINOR*100 + PATCH`. */
#define CR_VERSION_NUMBER (CR_VERSION_MAJOR * 10000 + CR_VERSION_MINOR * 100 + CR_VERSION_PATCH)
/** The version as text, `"MAJOR.MINOR.PATCH"`. */
#define CR_VERSION_STRING "0.1.0"

/** @return the library's ::CR_VERSION_NUMBER (of the library linked, not the header compiled). */
CR_API uint32_t cr_version_number(void);
/** @return the library's ::CR_VERSION_STRING; a static string. */
CR_API const char *cr_version_string(void);
/** @} */

/** @defgroup status Status codes
 * Every function that can fail returns one of these. The values are frozen:
 * new codes are only ever appended, with the next lower number.
 * @{ */
/** The values of the status codes. */
enum cr_status {
    CR_OK = 0,                   /**< success */
    CR_E_INVALID_ARGUMENT = -1,  /**< API misuse: NULL where a value is required, out-of-range number, wrong seat */
    CR_E_PARSE = -2,             /**< text (cards, moves, rules, saves) could not be parsed */
    CR_E_NOMEM = -3,             /**< an allocation failed; nothing was changed */
    CR_E_LIMIT = -4,             /**< an input bound or a search-effort budget was exceeded */
    CR_E_UNSUPPORTED = -5,       /**< well-formed but not supported (e.g. a preset without an engine yet) */
    CR_E_ILLEGAL_MOVE = -6,      /**< the rules refuse the move; the reason code says why */
    CR_E_INTERNAL = -7,          /**< a bug in the library: please report it */
    CR_E_BUFFER_TOO_SMALL = -8,  /**< a caller buffer is too small; the needed size was reported */
    CR_E_NOT_FOUND = -9,         /**< an unknown name: preset, option, game id */
    CR_E_CONFIG = -10,           /**< an impossible rules combination (player count, pack count, option value) */
    CR_E_INVALID_DEAL = -11,     /**< an imported deal or layout is not exactly the preset's deck or sizes */
    CR_E_UNSATISFIABLE = -12     /**< the given cards cannot be arranged into valid melds */
};

/**
 * Describe a status code.
 * @param status a value returned by any function of this library.
 * @return a static, human-readable English sentence; never NULL (an unknown
 *         value gives "unknown status code").
 */
CR_API const char *cr_strerror(int32_t status);

/**
 * The stable name of a status code, e.g. `"CR_E_PARSE"` for ::CR_E_PARSE.
 * @param status any value.
 * @return a static string; never NULL (`"CR_E_UNKNOWN"` for an unknown value).
 */
CR_API const char *cr_status_name(int32_t status);
/** @} */

/** @defgroup reasons Move-rejection reason codes
 * Why the rules refuse a move (RULES.md section 0.4). Returned alongside
 * ::CR_E_ILLEGAL_MOVE (and ::CR_E_CONFIG / ::CR_E_INVALID_DEAL where they
 * apply). The values are frozen and append-only.
 * @{ */
/** The values of the reason codes; the stable name of `CR_REASON_X` is `"E_X"`. */
enum cr_reason {
    CR_REASON_NONE = 0,                        /**< no reason: the move is legal */
    CR_REASON_NOT_YOUR_TURN = 1,                    /**< acting out of turn */
    CR_REASON_WRONG_PHASE = 2,                      /**< action type not available in the current phase */
    CR_REASON_CARD_NOT_IN_HAND = 3,                 /**< card not held by the actor */
    CR_REASON_NO_MATCH = 4,                         /**< shedding play does not match the required rank/suit */
    CR_REASON_HAS_PLAYABLE_CARD = 5,                /**< draw/pass attempted while holding a legal card */
    CR_REASON_STOCK_EMPTY = 6,                      /**< draw from an empty stock */
    CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED = 7,        /**< draw combination not permitted by the game */
    CR_REASON_DISCARD_TAKEN_THIS_TURN = 8,          /**< discarding a card taken from the discard pile this turn */
    CR_REASON_INVALID_MELD = 9,                     /**< a meld/trick is not a valid group or sequence */
    CR_REASON_MELD_NOT_ALLOWED_NOW = 10,            /**< melding/laying off not permitted now */
    CR_REASON_MELD_LIMIT = 11,                      /**< exceeds the per-turn meld/lay-off limit */
    CR_REASON_MUST_GO_OUT_ALL_AT_ONCE = 12,         /**< installment melding in a game that forbids it */
    CR_REASON_GO_OUT_NEEDS_DISCARD = 13,            /**< going out without the mandatory final discard */
    CR_REASON_LEFTOVER_TOO_HIGH = 14,               /**< leftover card exceeds the limit */
    CR_REASON_MUST_MELD_BEFORE_DRAW = 15,           /**< going down after drawing */
    CR_REASON_UPCARD_NOT_USED = 16,                 /**< break rule: upcard taken but not used */
    CR_REASON_KNOCK_NOT_ALLOWED = 17,               /**< knock with count above limit or at a forbidden moment */
    CR_REASON_NO_HAND_CARD_PLAYED = 18,             /**< manipulation turn without a card from hand */
    CR_REASON_TABLE_INVALID = 19,                   /**< at commit, some table meld is invalid */
    CR_REASON_BOARD_CARD_TO_HAND = 20,              /**< a table card would end in a hand */
    CR_REASON_JOKER_TO_HAND = 21,                   /**< a melded joker would return to a hand */
    CR_REASON_JOKER_DECLARATION_FIXED = 22,         /**< a joker's declaration would change without a legal exchange */
    CR_REASON_JOKER_STEAL_NO_REPLACEMENT = 23,      /**< joker taken without the represented natural card from hand */
    CR_REASON_JOKER_STEAL_NOT_NEW_HAND_TRICK = 24,  /**< stolen joker not placed in a new trick of hand cards */
    CR_REASON_COME_IN_REQUIRED = 25,                /**< table play before coming in */
    CR_REASON_COME_IN_TOO_LOW = 26,                 /**< coming-in trick under 30 points */
    CR_REASON_COME_IN_JOKER = 27,                   /**< joker in the coming-in trick */
    CR_REASON_COME_IN_NOT_SINGLE_NEW_TRICK = 28,    /**< coming in by adding to the board or with several tricks */
    CR_REASON_PLAYER_COUNT = 29,                    /**< player or pack count not allowed for the preset */
    CR_REASON_INVALID_DEAL = 30                /**< an imported deal has wrong sizes or is not the deck */
};

/**
 * The stable name of a reason code as RULES.md writes it, e.g. `"E_NO_MATCH"`.
 * @param reason a reason code.
 * @return a static string; never NULL (`"E_UNKNOWN"` for an unknown value,
 *         `"NONE"` for ::CR_REASON_NONE, which "OK" also finds in cr_reason_from_name()).
 */
CR_API const char *cr_reason_name(int32_t reason);

/**
 * A one-line English description of a reason code.
 * @param reason a reason code.
 * @return a static string; never NULL.
 */
CR_API const char *cr_reason_message(int32_t reason);

/**
 * Look a reason code up by its stable name (case-insensitive):
 * `"E_NO_MATCH"`, `"NO_MATCH"` or `"CR_REASON_NO_MATCH"`.
 * @param[out] out_reason receives the code; untouched on failure.
 * @param name NUL-terminated name.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT for NULL pointers, ::CR_E_NOT_FOUND.
 */
CR_API int32_t cr_reason_from_name(int32_t *out_reason, const char *name);

/** @return one more than the largest reason code defined by this library version. */
CR_API int32_t cr_reason_count(void);
/** @} */

/** @defgroup errors Error objects
 * One model for every call that can fail (docs/conventions.md "Errors"):
 * the status is the return value; the detail (an English message that
 * names what was wrong and, for an unknown name, the closest valid one,
 * and the rule reason where there is one) is kept by the handle the call
 * was made on (cr_game_last_error(), cr_rules_last_error(),
 * cr_solver_last_error()), or, for a call that creates a handle or has none
 * (the `_ex` functions such as cr_game_new_text_ex() and
 * cr_rules_from_text_ex()), by a ::cr_error the caller passes. A
 * ::cr_error belongs to the caller: make one, pass it to any number of calls
 * (each overwrites it; a success clears it), free it. Never a thread-local.
 * @{ */

/** An opaque error object (see the group text). */
typedef struct cr_error cr_error;

/**
 * Make an error object, in the success state.
 * @param[out] out receives the object.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (NULL), ::CR_E_NOMEM.
 */
CR_API int32_t cr_error_new(cr_error **out);

/**
 * Release an error object.
 * @param err the object, or NULL (nothing happens).
 */
CR_API void cr_error_free(cr_error *err);

/**
 * The status of the last call that was given this object.
 * @param err the object.
 * @return ::CR_OK after a success, the failure's status, or ::CR_E_INVALID_ARGUMENT for NULL.
 */
CR_API int32_t cr_error_status(const cr_error *err);

/**
 * The rule reason of the last call that was given this object.
 * @param err the object.
 * @return a ::cr_reason value (::CR_REASON_NONE when the failure was not a
 *         rule's, or after a success), or ::CR_E_INVALID_ARGUMENT for NULL.
 */
CR_API int32_t cr_error_reason(const cr_error *err);

/**
 * The message of the last call that was given this object.
 * @param err the object.
 * @return a NUL-terminated English message owned by the object, `""` after
 *         a success; never NULL.
 */
CR_API const char *cr_error_message(const cr_error *err);
/** @} */

/** @defgroup limits Limits
 * Bounds on untrusted input, the same in every query.
 * @{ */
/** The most standard packs any pack may be built from. */
#define CR_MAX_PACKS 3
/** The most jokers any pack may contain. */
#define CR_MAX_JOKERS 6
/** The most cards any card list given to the library may hold: 3 packs and 6 jokers. */
#define CR_MAX_CARDS (52 * CR_MAX_PACKS + CR_MAX_JOKERS)
/** @return ::CR_MAX_CARDS, for bindings that cannot see macros. */
CR_API uint32_t cr_max_cards(void);
/** @} */

/** @defgroup constants Constants for bindings
 * Every public constant of the headers (each enum value and each numeric
 * macro) as data, so that a binding reads the values from the library it
 * loaded instead of retyping them (docs/conventions.md, "FFI safety").
 *
 * Each entry has a **group** (a lower-case name: `status`, `reason`,
 * `version`, `limit`, `suit`, `rank`, `card`, `color`, `format`, `preset`,
 * `engine`, `option_type`, `meld_kind`, `seq_mode`, `seat`, `phase`,
 * `move_type`, `move_code`, `end_reason`, `currency`, `pile`), a **name**
 * (the C identifier, `"CR_E_PARSE"`), a **short name** (the name without the
 * prefix its group shares, `"E_PARSE"`; `"NO_MATCH"` for
 * `CR_REASON_NO_MATCH`; `"READY"` for `CR_PHASE_READY`) and a **value**.
 * Names and groups are stable; entries are only ever added. Indices are
 * valid for one library version: look constants up by name, or walk the
 * table, but do not store indices. String macros (::CR_VERSION_STRING) and
 * function-like macros (CR_CARD(), CR_JOKER_AS(), CR_OPEN_SUIT()) are not in
 * the table: they have functions (cr_version_string(), cr_card_make(),
 * cr_joker_as(), cr_open_suit()).
 * @{ */

/** @return the number of entries of the constant table (entries are 0..count-1). */
CR_API int32_t cr_constant_count(void);

/**
 * One entry of the constant table.
 * @param[out] out_group may be NULL; receives the group, e.g. `"status"` (a static string).
 * @param[out] out_name may be NULL; receives the C identifier, e.g. `"CR_E_PARSE"` (static).
 * @param[out] out_short_name may be NULL; receives the name without its group's prefix,
 *             e.g. `"E_PARSE"` (static).
 * @param[out] out_value may be NULL; receives the value.
 * @param index 0..cr_constant_count()-1.
 * @return ::CR_OK, or ::CR_E_INVALID_ARGUMENT for an index out of range (outputs untouched).
 */
CR_API int32_t cr_constant_get(const char **out_group, const char **out_name,
                               const char **out_short_name, int64_t *out_value, int32_t index);

/**
 * Look a constant up by its C identifier (exact spelling, e.g. `"CR_PHASE_READY"`).
 * @param[out] out_value receives the value; untouched on failure.
 * @param name NUL-terminated identifier.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT for NULL pointers, ::CR_E_NOT_FOUND.
 */
CR_API int32_t cr_constant_find(int64_t *out_value, const char *name);
/** @} */

CR_END_DECLS

#endif /* CARDRULES_COMMON_H */
