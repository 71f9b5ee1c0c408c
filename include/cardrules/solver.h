/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/**
 * @file solver.h
 * @brief Meld profiles, the single-meld check and the meld-partition solver.
 *
 * Part of the public API; include cardrules.h rather than this file.
 */
#ifndef CARDRULES_SOLVER_H
#define CARDRULES_SOLVER_H

#include "common.h"
#include "rules.h"

CR_BEGIN_DECLS

/** @defgroup solver Meld solver
 * The meld rules of a rummy or manipulation preset (a *meld profile*) and the
 * questions asked about card lists under them (docs/solver.md):
 *
 * - **meld**: is this card list one valid meld; its kind; what each wild card stands for;
 * - **deadwood**: the least total value of the cards left out of melds (RULES.md 1.6),
 *   and one partition achieving it;
 * - **arrange**: can every card be partitioned into valid melds, and one way;
 * - **bestplay**: table cards that must all stay melded plus hand cards that may join:
 *   the most hand cards that can join (ties: the larger total card value);
 * - **can_join**: whether at least one hand card can join.
 *
 * Answers never depend on the order of the input cards. A query's result
 * (the melds, the wild cards' declared cards, unmatched and played cards) is
 * kept on the solver until its next query and read with the
 * `cr_solver_result_*` accessors. A solver owns all its scratch memory, so
 * repeated queries allocate nothing. Different solvers may be used from
 * different threads at once; one solver by one thread at a time.
 *
 * Bounds: every card list holds at most ::CR_MAX_CARDS cards, at most
 * ::CR_MAX_PACKS copies of a card and ::CR_MAX_JOKERS jokers (else
 * ::CR_E_LIMIT); an invalid card code is ::CR_E_INVALID_ARGUMENT. Every
 * search is bounded by the solver's effort budget (cr_solver_set_budget()):
 * a query that would exceed it returns ::CR_E_LIMIT.
 * @{ */

/** Meld kind: not a valid meld (also the kind of an empty result). */
#define CR_MELD_NONE 0
/** Meld kind: a group (cards of one rank). */
#define CR_MELD_GROUP 1
/** Meld kind: a run (sequence: consecutive ranks of one suit). */
#define CR_MELD_RUN 2

/** Sequence mode `LOW` (RULES.md 1.2): the ace is low only. */
#define CR_SEQ_LOW 0
/** Sequence mode `HIGH_OR_LOW`: A-2-3 and Q-K-A, never K-A-2. */
#define CR_SEQ_HIGH_OR_LOW 1
/** Sequence mode `CYCLIC`: ranks wrap round the corner (K-A-2). */
#define CR_SEQ_CYCLIC 2

/** The default effort budget of a new solver (search steps per query). */
#define CR_SOLVER_DEFAULT_BUDGET 20000000u

/** The meld rules of a preset: group and run sizes, sequence mode, wild
 * cards, card values (an opaque handle). */
typedef struct cr_meld_profile cr_meld_profile;

/** A reusable solver: a copy of a profile, scratch memory and the last result
 * (an opaque handle). */
typedef struct cr_solver cr_solver;

/**
 * Create the meld profile of a preset.
 * @param[out] out receives the new profile; untouched on failure.
 * @param preset_name a preset name or alias (cr_preset_from_name(); docs/solver.md
 *        lists them), e.g. `"carousel"`, `"round-the-corner"`, `"java"`.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (NULL), ::CR_E_NOT_FOUND (unknown name),
 *         ::CR_E_UNSUPPORTED (a shedding preset: it has no melds), ::CR_E_NOMEM.
 */
CR_API int32_t cr_meld_profile_new(cr_meld_profile **out, const char *preset_name);

/**
 * Create the meld profile of a rules object: its preset's profile with the
 * rules' own options applied (sequence mode, group shape, wild deuces, the
 * natural-card rule and card values, e.g. `rummy.seq_mode`, `rummy.group`,
 * `rummy.court_values`, `man.seq_mode`, `man.require_natural`). A game's
 * hints and checks use this profile.
 * @param[out] out receives the new profile; untouched on failure.
 * @param rules the rules.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (NULL), ::CR_E_UNSUPPORTED (a
 *         shedding preset: it has no melds), ::CR_E_NOMEM.
 */
CR_API int32_t cr_meld_profile_from_rules(cr_meld_profile **out, const cr_rules *rules);

/**
 * Create a copy of a profile.
 * @param[out] out receives the copy; untouched on failure.
 * @param profile the profile to copy.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_NOMEM.
 */
CR_API int32_t cr_meld_profile_clone(cr_meld_profile **out, const cr_meld_profile *profile);

/**
 * Free a profile.
 * @param profile the profile, or NULL (then nothing happens).
 */
CR_API void cr_meld_profile_free(cr_meld_profile *profile);

/**
 * Override one parameter of a profile. Keys (case-insensitive) and values:
 * `group_min` (3..13), `group_max` (3..24, or `0`/`unlimited`),
 * `group_distinct_suits` (`on`/`off`, `1`/`0`),
 * `seq_mode` (`LOW`, `HIGH_OR_LOW`, `CYCLIC`), `wild_deuces` (`on`/`off`),
 * `need_natural` (`on`/`off`: every meld needs a natural card, RockIt RD-11),
 * `value.<R>` for a rank R (`A 2 .. 10 J Q K`, 0..1000), `value.JK` (a joker),
 * `value.wild2` (a wild deuce). A rejected call changes nothing.
 * @param profile the profile.
 * @param key NUL-terminated key.
 * @param value NUL-terminated value.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (NULL), ::CR_E_NOT_FOUND (unknown key),
 *         ::CR_E_CONFIG (a value out of range, group_min above group_max, or
 *         `need_natural` and `wild_deuces` both on: not supported).
 */
CR_API int32_t cr_meld_profile_set(cr_meld_profile *profile, const char *key, const char *value);

/**
 * Read one numeric parameter of a profile (the keys of cr_meld_profile_set(),
 * plus `run_min`, always 3: RULES.md 1.2;
 * `seq_mode` reads as a `CR_SEQ_*` value, switches as 0/1, an unlimited
 * `group_max` as 0).
 * @param[out] out_value receives the value; untouched on failure.
 * @param profile the profile.
 * @param key NUL-terminated key.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_NOT_FOUND.
 */
CR_API int32_t cr_meld_profile_get(int32_t *out_value, const cr_meld_profile *profile,
                                   const char *key);

/**
 * Create a solver for a profile (the profile is copied: later changes to it
 * do not affect the solver). Creating one makes the tables its searches
 * read (about 10 microseconds on the reference machine): keep a solver for the
 * questions of a game rather than making one a question.
 * @param[out] out receives the solver; untouched on failure.
 * @param profile the meld rules.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_NOMEM.
 */
CR_API int32_t cr_solver_new(cr_solver **out, const cr_meld_profile *profile);

/**
 * Free a solver and its result.
 * @param solver the solver, or NULL (then nothing happens).
 */
CR_API void cr_solver_free(cr_solver *solver);

/**
 * Set the effort budget: the most search steps one query may take before it
 * gives up with ::CR_E_LIMIT.
 * @param solver the solver.
 * @param steps 1 or more; 0 restores ::CR_SOLVER_DEFAULT_BUDGET.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_solver_set_budget(cr_solver *solver, uint64_t steps);

/**
 * The detailed message of the solver's last failed call.
 * @param solver the solver (NULL gives a static message).
 * @return a string owned by the solver until its next call; never NULL
 *         (empty after a successful call).
 */
CR_API const char *cr_solver_last_error(const cr_solver *solver);

/**
 * Check whether a card list is one valid meld. The result holds the meld (if
 * valid) with its wild cards' declared cards, or the reason it is not.
 * @param[out] out_kind may be NULL; receives ::CR_MELD_GROUP, ::CR_MELD_RUN or
 *             ::CR_MELD_NONE (not a valid meld: see cr_solver_result_reason()).
 * @param solver the solver.
 * @param cards the cards.
 * @param count the number of cards.
 * @return ::CR_OK (valid or not), ::CR_E_INVALID_ARGUMENT, ::CR_E_LIMIT.
 */
CR_API int32_t cr_solver_meld(int32_t *out_kind, cr_solver *solver, const uint8_t *cards,
                              size_t count);

/**
 * Check whether a card list is one valid meld when its wild cards keep the
 * caller's declarations (a joker already on the table stands for the card it
 * was declared as, RULES.md CA-10). `declared[i]` is 0 (no declaration: a
 * natural card, or a wild card free to stand for any card), a standard card
 * code (the wild card stands for that card; a natural card may only be
 * declared as itself) or `CR_OPEN_SUIT(rank)` (a wild card in a group of that
 * rank with its suit left open). The result holds the meld (if valid) with
 * every wild card's declared card, or the reason it is not.
 * @param[out] out_kind may be NULL; receives ::CR_MELD_GROUP, ::CR_MELD_RUN or
 *             ::CR_MELD_NONE.
 * @param solver the solver.
 * @param cards the cards.
 * @param declared one declaration per card (same count).
 * @param count the number of cards.
 * @return ::CR_OK (valid or not), ::CR_E_INVALID_ARGUMENT (NULL lists with a
 *         non-zero count, a bad card code), ::CR_E_LIMIT.
 */
CR_API int32_t cr_solver_meld_declared(int32_t *out_kind, cr_solver *solver, const uint8_t *cards,
                                       const uint8_t *declared, size_t count);

/**
 * The deadwood of a hand: the least total value of the cards left out of
 * disjoint valid melds (RULES.md 1.6). The result holds one optimal partition
 * (melds and unmatched cards).
 * @param[out] out_deadwood may be NULL; receives the deadwood value.
 * @param solver the solver.
 * @param hand the cards.
 * @param count the number of cards.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_LIMIT.
 */
CR_API int32_t cr_solver_deadwood(int32_t *out_deadwood, cr_solver *solver, const uint8_t *hand,
                                  size_t count);

/**
 * Whether every card can be partitioned into valid melds (an empty list can).
 * The result holds one arrangement when there is one.
 * @param[out] out_arrangeable may be NULL; receives 1 or 0.
 * @param solver the solver.
 * @param cards the cards.
 * @param count the number of cards.
 * @return ::CR_OK (arrangeable or not), ::CR_E_INVALID_ARGUMENT, ::CR_E_LIMIT.
 */
CR_API int32_t cr_solver_arrange(int32_t *out_arrangeable, cr_solver *solver,
                                 const uint8_t *cards, size_t count);

/**
 * Best play: the largest number of hand cards that can join the table cards
 * so that all of them (every table card, every joining hand card) are
 * partitioned into valid melds; among those, the largest total card value.
 * The result holds the played hand cards and the arrangement.
 * @param[out] out_count may be NULL; receives the number of hand cards played (may be 0).
 * @param[out] out_value may be NULL; receives their total value.
 * @param solver the solver.
 * @param table the table cards (may be empty).
 * @param table_count their number.
 * @param hand the hand cards.
 * @param hand_count their number.
 * @return ::CR_OK, ::CR_E_UNSATISFIABLE (the table alone cannot be arranged),
 *         ::CR_E_INVALID_ARGUMENT, ::CR_E_LIMIT (also when table and hand together
 *         exceed the card bounds).
 */
CR_API int32_t cr_solver_bestplay(int32_t *out_count, int32_t *out_value, cr_solver *solver,
                                  const uint8_t *table, size_t table_count,
                                  const uint8_t *hand, size_t hand_count);

/**
 * Whether at least one hand card can join the table so that every table card
 * and every joining card is melded (the rearrangement check of Carousel and
 * RockIt). The table alone must be arrangeable. On a yes the result holds one
 * such play (not necessarily the best).
 * @param[out] out_yes receives 1 or 0.
 * @param solver the solver.
 * @param table the table cards.
 * @param table_count their number.
 * @param hand the hand cards.
 * @param hand_count their number.
 * @return ::CR_OK, ::CR_E_UNSATISFIABLE (the table alone cannot be arranged),
 *         ::CR_E_INVALID_ARGUMENT, ::CR_E_LIMIT.
 */
CR_API int32_t cr_solver_can_join(int32_t *out_yes, cr_solver *solver, const uint8_t *table,
                                  size_t table_count, const uint8_t *hand, size_t hand_count);

/**
 * The number of melds in the last result (0 after a failed query).
 * @param solver the solver.
 * @return the count (>= 0), or ::CR_E_INVALID_ARGUMENT for NULL.
 */
CR_API int32_t cr_solver_result_meld_count(const cr_solver *solver);

/**
 * One meld of the last result, in meld order (a run from its low end, a
 * group natural cards first), with the card each card stands for: a natural
 * card stands for itself, a wild card for its declared card (docs/solver.md
 * says how a group joker's suit is chosen).
 * @param[out] cards may be NULL when @p cap is 0; receives the meld's cards.
 * @param[out] stands_for may be NULL; receives, index by index, the declared card.
 * @param cap capacity of @p cards and @p stands_for (in cards).
 * @param[out] out_count receives the meld's size (also on ::CR_E_BUFFER_TOO_SMALL).
 * @param[out] out_kind may be NULL; receives ::CR_MELD_GROUP or ::CR_MELD_RUN.
 * @param solver the solver.
 * @param index 0 .. cr_solver_result_meld_count() - 1.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (NULL, index out of range),
 *         ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_solver_result_meld(uint8_t *cards, uint8_t *stands_for, size_t cap,
                                     size_t *out_count, int32_t *out_kind,
                                     const cr_solver *solver, size_t index);

/**
 * The cards of the last result that are in no meld: the unmatched cards of
 * a deadwood query, the hand cards not played by bestplay / can_join; in
 * canonical order (ascending code, jokers last).
 * @param[out] out may be NULL when @p cap is 0.
 * @param cap capacity of @p out.
 * @param[out] out_count receives the number (also on ::CR_E_BUFFER_TOO_SMALL).
 * @param solver the solver.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_solver_result_unmatched(uint8_t *out, size_t cap, size_t *out_count,
                                          const cr_solver *solver);

/**
 * The hand cards played by the last bestplay / can_join query, in canonical
 * order (empty for other queries).
 * @param[out] out may be NULL when @p cap is 0.
 * @param cap capacity of @p out.
 * @param[out] out_count receives the number (also on ::CR_E_BUFFER_TOO_SMALL).
 * @param solver the solver.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_solver_result_played(uint8_t *out, size_t cap, size_t *out_count,
                                       const cr_solver *solver);

/**
 * Why the last meld query found no valid meld.
 * @param solver the solver.
 * @return a static English sentence; empty when the meld was valid or the
 *         last query was not a meld query; never NULL.
 */
CR_API const char *cr_solver_result_reason(const cr_solver *solver);
/** @} */

CR_END_DECLS

#endif /* CARDRULES_SOLVER_H */
