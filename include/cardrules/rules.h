/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/**
 * @file rules.h
 * @brief Rules objects: a preset plus named option overrides (RULES.md 17).
 *
 * Part of the public API; include cardrules.h rather than this file.
 */
#ifndef CARDRULES_RULES_H
#define CARDRULES_RULES_H

#include "common.h"

CR_BEGIN_DECLS

/** @defgroup rules Rules
 * A rules object (::cr_rules) is one of the fourteen presets (presets.h)
 * plus any overrides of its named options (RULES.md section 17): engine
 * options such as `shed.on_go_out`, game-level variants such as
 * `goboom.finish_trick` (shorthands that set engine options), and common
 * options (`players`, `first_dealer`, `target_score`, `max_stock_rebuilds`,
 * `invalid_commit_policy`, ...). docs/rules.md lists every option with its
 * type, its default per preset and the RULES.md ambiguity that defines it.
 *
 * **Text form.** A rules object has a text form, e.g.
 * `"go-boom players=8 goboom.finish_trick"`: the preset name (any alias)
 * first, then whitespace-separated tokens `name=value`, or a bare `name`
 * for a flag (same as `name=ON`). Tokens apply left to right; the same name
 * twice is a parse error. Names and enum values are case-insensitive.
 * cr_rules_to_text() writes the canonical form (preset short name,
 * `players=N`, then only the stored options that differ from the preset's
 * defaults, in registry order) which parses back to an equal object.
 *
 * **Checking.** cr_rules_set() checks the option's name, that it applies to
 * the preset, and its value against the option's type and bounds.
 * Combinations (player count against the preset's range, enough cards for
 * the deal, a first dealer seat below the player count) are checked by
 * cr_rules_validate(), which the text parsers and game creation call.
 * Every call that fails changes nothing and leaves a message on the handle.
 *
 * **Threads.** No global state: different objects may be used from
 * different threads at once; one object by one thread at a time.
 * @{ */

/** An opaque rules object. */
typedef struct cr_rules cr_rules;

/** Option value types (cr_rules_option_type()); values frozen. */
enum cr_option_type {
    CR_OPTION_BOOL = 1,  /**< `ON` or `OFF` (also true/false, yes/no, 1/0); a bare name means ON */
    CR_OPTION_INT = 2,   /**< a decimal integer within bounds, or one of its named special values */
    CR_OPTION_ENUM = 3,  /**< one of a list of names */
    CR_OPTION_RANKS = 4  /**< a set of ranks: `NONE`, or ranks joined by commas, e.g. `A` or `A,8` */
};

/** The most bytes of a text form the parsers accept (longer: ::CR_E_LIMIT). */
#define CR_RULES_TEXT_MAX 4096

/**
 * Create a rules object holding the defaults of a preset.
 * @param[out] out receives the new object (free with cr_rules_free()); set
 *             to NULL on failure.
 * @param preset a preset name or alias (case-insensitive, see presets.h).
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT for NULL, ::CR_E_NOT_FOUND for an
 *         unknown preset, ::CR_E_NOMEM.
 */
CR_API int32_t cr_rules_new(cr_rules **out, const char *preset);

/**
 * cr_rules_new() that explains a failure in an error object (an unknown
 * preset name with the closest valid one).
 * @param[out] out receives the new object; NULL on failure.
 * @param err may be NULL; receives the status and message of a failure, or is cleared.
 * @param preset a preset name or alias.
 * @return as cr_rules_new().
 */
CR_API int32_t cr_rules_new_ex(cr_rules **out, cr_error *err, const char *preset);

/**
 * Create a rules object holding the defaults of a preset given by id.
 * @param[out] out receives the new object; NULL on failure.
 * @param preset_id a ::cr_preset_id value.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (NULL or unknown id), ::CR_E_NOMEM.
 */
CR_API int32_t cr_rules_new_id(cr_rules **out, int32_t preset_id);

/**
 * Create a rules object from its text form and validate it.
 * @param[out] out receives the new object; NULL on failure.
 * @param text the text form, preset first (see @ref rules).
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT for NULL, ::CR_E_PARSE (empty
 *         text, malformed token, duplicate name), ::CR_E_NOT_FOUND (unknown
 *         preset or option), ::CR_E_CONFIG (bad value, option of another
 *         game, impossible combination), ::CR_E_UNSUPPORTED (values this
 *         version does not play yet: cr_rules_validate()), ::CR_E_LIMIT,
 *         ::CR_E_NOMEM. cr_rules_from_text_ex() gives the message.
 */
CR_API int32_t cr_rules_from_text(cr_rules **out, const char *text);

/**
 * cr_rules_from_text() that explains a failure in an error object
 * (docs/conventions.md "Errors"): the token that was wrong and, for an
 * unknown preset, option or value name, the closest valid one
 * (`unknown option "plyers"; did you mean "players"?`), and the reason
 * (::CR_REASON_PLAYER_COUNT) for a player count the game does not allow.
 * @param[out] out receives the new object; NULL on failure.
 * @param err may be NULL; receives the status, reason and message of a failure, or is cleared.
 * @param text the text form, preset first.
 * @return as cr_rules_from_text().
 */
CR_API int32_t cr_rules_from_text_ex(cr_rules **out, cr_error *err, const char *text);

/**
 * Replace a rules object with the rules of a full text form (preset first),
 * validated. Atomic: on failure the object is unchanged and
 * cr_rules_last_error() says why.
 * @param r the object.
 * @param text the text form.
 * @return as cr_rules_from_text().
 */
CR_API int32_t cr_rules_parse(cr_rules *r, const char *text);

/**
 * Apply option tokens (`name=value` or bare flags, no preset) in order, then
 * validate. Atomic: on any failure nothing is applied.
 * @param r the object.
 * @param text whitespace-separated tokens; may be empty.
 * @return ::CR_OK or as cr_rules_from_text().
 */
CR_API int32_t cr_rules_apply_text(cr_rules *r, const char *text);

/**
 * Write the canonical text form. It parses back to an object equal under
 * cr_rules_equal().
 * @param[out] buf receives the NUL-terminated text; may be NULL when @p cap is 0.
 * @param cap size of @p buf in bytes.
 * @param[out] needed receives the size needed, NUL included; may be NULL.
 * @param r the object.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL (the
 *         needed size is still reported).
 */
CR_API int32_t cr_rules_to_text(char *buf, size_t cap, size_t *needed, const cr_rules *r);

/**
 * Set one option. Atomic: a rejected value changes nothing.
 * @param r the object.
 * @param name an option name (cr_rules_option_name()), e.g. `"players"`,
 *             `"shed.on_go_out"`, `"goboom.finish_trick"`.
 * @param value the value as text; NULL for a flag (same as `"ON"`).
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT for NULL @p r or @p name,
 *         ::CR_E_NOT_FOUND for an unknown name, ::CR_E_CONFIG for a value
 *         outside the option's type or bounds, or an option that does not
 *         apply to the preset. The combination is not checked here: call
 *         cr_rules_validate().
 */
CR_API int32_t cr_rules_set(cr_rules *r, const char *name, const char *value);

/**
 * Set one option from a number: a bool (0/1), an int, or an enum option by
 * the index of its value name (cr_rules_option_value_name()); a rank set as
 * a mask (bit r for rank r). Atomic.
 * @param r the object.
 * @param name an option name.
 * @param value the value.
 * @return as cr_rules_set().
 */
CR_API int32_t cr_rules_set_int(cr_rules *r, const char *name, int64_t value);

/**
 * Read one option as a number (see cr_rules_set_int() for the encoding).
 * A shorthand variant reads as the value whose settings currently hold.
 * @param[out] out receives the value; untouched on failure.
 * @param r the object.
 * @param name an option name.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_NOT_FOUND (unknown name,
 *         or a shorthand none of whose values holds).
 */
CR_API int32_t cr_rules_get_int(int64_t *out, const cr_rules *r, const char *name);

/**
 * Read one option as text, in the form cr_rules_set() accepts.
 * @param[out] buf receives the NUL-terminated text; may be NULL when @p cap is 0.
 * @param cap size of @p buf.
 * @param[out] needed receives the size needed, NUL included; may be NULL.
 * @param r the object.
 * @param name an option name.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_NOT_FOUND,
 *         ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_rules_get_text(char *buf, size_t cap, size_t *needed, const cr_rules *r,
                                 const char *name);

/**
 * Check the whole combination: the player count against the preset's range,
 * enough cards for the deal (N × hand + upcard ≤ deck), the first dealer
 * seat, then the engine, as cr_game_new() asks it: rules that validate are
 * rules a game can be created with, and rules creation refuses are refused
 * here with the same status, reason and message. Sets
 * cr_rules_last_error() and cr_rules_last_reason().
 * @param r the object.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT for NULL, ::CR_E_CONFIG (with
 *         reason ::CR_REASON_PLAYER_COUNT for a player or pack count),
 *         ::CR_E_UNSUPPORTED for option values this library version does
 *         not play yet, ::CR_E_NOMEM (the engine's check sets up a
 *         scratch game).
 */
CR_API int32_t cr_rules_validate(cr_rules *r);

/**
 * The message of the last failed call on this object.
 * @param r the object.
 * @return a string owned by @p r, valid until the next call on it; `""`
 *         after a success; a static string for NULL @p r.
 */
CR_API const char *cr_rules_last_error(const cr_rules *r);

/**
 * The reason code of the last failed call (::CR_REASON_PLAYER_COUNT for a
 * player or pack count), ::CR_REASON_NONE otherwise.
 * @param r the object.
 * @return a ::cr_reason value (0 for NULL).
 */
CR_API int32_t cr_rules_last_reason(const cr_rules *r);

/**
 * Copy a rules object.
 * @param[out] out receives the new copy; NULL on failure.
 * @param r the object to copy.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_NOMEM.
 */
CR_API int32_t cr_rules_copy(cr_rules **out, const cr_rules *r);

/**
 * Compare two rules objects: same preset and same value for every option
 * (error messages are not compared).
 * @param a first object.
 * @param b second object.
 * @return 1 if equal, 0 if not, ::CR_E_INVALID_ARGUMENT for NULL.
 */
CR_API int32_t cr_rules_equal(const cr_rules *a, const cr_rules *b);

/**
 * Free a rules object.
 * @param r the object; NULL is accepted and ignored.
 */
CR_API void cr_rules_free(cr_rules *r);

/**
 * The preset of a rules object.
 * @param r the object.
 * @return a ::cr_preset_id, or ::CR_E_INVALID_ARGUMENT for NULL.
 */
CR_API int32_t cr_rules_preset(const cr_rules *r);

/**
 * The player count of a rules object.
 * @param r the object.
 * @return the count, or ::CR_E_INVALID_ARGUMENT for NULL.
 */
CR_API int32_t cr_rules_players(const cr_rules *r);

/**
 * The engine that plays these rules, and whether this library has it.
 * @param[out] out_supported receives 1 if games can be created for these
 *             rules by this library version, 0 if the engine is not written
 *             yet (game creation then returns ::CR_E_UNSUPPORTED); may be NULL.
 * @param r the object.
 * @return a ::cr_engine_id, or ::CR_E_INVALID_ARGUMENT for NULL @p r.
 */
CR_API int32_t cr_rules_engine(int32_t *out_supported, const cr_rules *r);

/**
 * Resolved deal figures for the object's player count (RULES.md 1.1).
 * @param[out] out_packs receives the number of standard packs; may be NULL.
 * @param[out] out_jokers receives the number of jokers; may be NULL.
 * @param[out] out_hand_size receives the cards dealt to each seat; may be NULL.
 * @param r the object.
 * @return ::CR_OK or ::CR_E_INVALID_ARGUMENT for NULL @p r.
 */
CR_API int32_t cr_rules_deal_figures(uint32_t *out_packs, uint32_t *out_jokers,
                                     uint32_t *out_hand_size, const cr_rules *r);

/** @name Enumerating the registry (for bindings and user interfaces)
 * Options are numbered 0..cr_rules_option_count()-1 in registry order.
 * @{ */
/** @return the number of registered options (stored options and shorthand variants). */
CR_API int32_t cr_rules_option_count(void);

/**
 * The stable name of an option.
 * @param index 0..cr_rules_option_count()-1.
 * @return a static string, or NULL for a bad index.
 */
CR_API const char *cr_rules_option_name(int32_t index);

/**
 * Find an option by name (case-insensitive).
 * @param[out] out_index receives the index; untouched on failure.
 * @param name the option name.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_NOT_FOUND.
 */
CR_API int32_t cr_rules_option_find(int32_t *out_index, const char *name);

/**
 * The value type of an option.
 * @param index an option index.
 * @return a ::cr_option_type, or ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_rules_option_type(int32_t index);

/**
 * Whether an option is a shorthand variant (it sets other options and is
 * never written by cr_rules_to_text()) rather than a stored option.
 * @param index an option index.
 * @return 1 shorthand, 0 stored, ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_rules_option_is_shorthand(int32_t index);

/**
 * The bounds of an int option (special values excluded), or of a bool (0..1)
 * or enum (0..count-1) option's numeric encoding.
 * @param[out] out_min receives the least value; may be NULL.
 * @param[out] out_max receives the greatest value; may be NULL.
 * @param index an option index.
 * @return ::CR_OK or ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_rules_option_bounds(int64_t *out_min, int64_t *out_max, int32_t index);

/**
 * The number of named values of an option: the names of an enum, or the
 * special names of an int (e.g. `AUTO_GOBOOM` for `shed.packs`).
 * @param index an option index.
 * @return the count (0 for none), or ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_rules_option_value_count(int32_t index);

/**
 * One named value of an option.
 * @param[out] out_number receives the value's number (enum index, or the
 *             special's negative int); may be NULL.
 * @param index an option index.
 * @param k 0..cr_rules_option_value_count()-1.
 * @return a static string, or NULL for a bad index.
 */
CR_API const char *cr_rules_option_value_name(int64_t *out_number, int32_t index, int32_t k);

/**
 * Whether an option applies to a preset.
 * @param index an option index.
 * @param preset_id a ::cr_preset_id.
 * @return 1 or 0, or ::CR_E_INVALID_ARGUMENT for a bad index or id.
 */
CR_API int32_t cr_rules_option_applies(int32_t index, int32_t preset_id);

/**
 * The default value of an option for a preset, as text.
 * @param[out] buf receives the NUL-terminated text; may be NULL when @p cap is 0.
 * @param cap size of @p buf.
 * @param[out] needed receives the size needed, NUL included; may be NULL.
 * @param index an option index.
 * @param preset_id a ::cr_preset_id.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_NOT_FOUND (a shorthand
 *         none of whose values holds by default), ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_rules_option_default(char *buf, size_t cap, size_t *needed, int32_t index,
                                       int32_t preset_id);

/**
 * A one-line English description of an option.
 * @param index an option index.
 * @return a static string, or NULL for a bad index.
 */
CR_API const char *cr_rules_option_description(int32_t index);

/**
 * The RULES.md ambiguity ids or section that define an option, e.g. `"GB-6"`.
 * @param index an option index.
 * @return a static string (possibly empty), or NULL for a bad index.
 */
CR_API const char *cr_rules_option_source(int32_t index);
/** @} */

/**
 * The default player count of a preset (docs/rules.md: 4 for every preset).
 * @param preset_id a ::cr_preset_id.
 * @return the count, or ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_rules_default_players(int32_t preset_id);

/**
 * The player range of a preset with its default options (RULES.md tables).
 * @param[out] out_min receives the least count; may be NULL.
 * @param[out] out_max receives the greatest count; may be NULL.
 * @param preset_id a ::cr_preset_id.
 * @return ::CR_OK or ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_rules_player_range(uint32_t *out_min, uint32_t *out_max, int32_t preset_id);

/** @} */

CR_END_DECLS

#endif
