/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/**
 * @file assist.h
 * @brief What a client or a bot asks besides legality: the baseline bots and
 *        the manipulation games' table helpers (hint, can-play, arrange).
 *
 * Part of the public API; include cardrules.h rather than this file.
 */
#ifndef CARDRULES_ASSIST_H
#define CARDRULES_ASSIST_H

#include "common.h"
#include "game.h"

CR_BEGIN_DECLS

/** @addtogroup game
 * @{ */

/** @name Baseline bots
 * @{ */

/**
 * The baseline bot's choice for a seat, as canonical move text. The bot
 * follows the seed documents' strategy hints (Rockaway: keep aces, match by
 * the suit one is long in; Go Boom: shed high cards, keep flexibility) and is
 * deterministic: the same game state and seed give the same move.
 * @param[out] buf receives the NUL-terminated move text (may be NULL when @p cap is 0).
 * @param cap size of @p buf in bytes.
 * @param[out] out_needed may be NULL; receives the size needed including the NUL.
 * @param game the handle.
 * @param seat the seat to act.
 * @param seed breaks ties between equally good moves.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (NULL, not that seat's turn, deal over),
 *         ::CR_E_BUFFER_TOO_SMALL, ::CR_E_UNSUPPORTED.
 */
CR_API int32_t cr_game_bot_move(char *buf, size_t cap, size_t *out_needed, cr_game *game, int32_t seat,
                                uint64_t seed);

/**
 * Let the baseline bot play one move for a seat (cr_game_bot_move() then cr_game_apply()).
 * @param game the handle.
 * @param seat the seat to act.
 * @param seed breaks ties between equally good moves.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_UNSUPPORTED, ::CR_E_NOMEM.
 */
CR_API int32_t cr_game_bot_play(cr_game *game, int32_t seat, uint64_t seed);
/** @} */

/** @name Table helpers of the manipulation games (Carousel, RockIt)
 * A manipulation turn commits a whole table, and the tables a hand can
 * make cannot be listed; these answer what a client or a bot asks instead,
 * backed by the meld solver (docs/manip.md). Other presets refuse them
 * with ::CR_E_UNSUPPORTED.
 * @{ */

/**
 * The hint for the seat to act: the largest set of its hand cards that can
 * join the table now, as one full `commit` move (every table card still
 * melded, table jokers keeping their cards); where every largest play the
 * solver finds moves a table joker where the rules do not let it go, the
 * largest that leaves the melds holding table jokers as they lie (docs/manip.md);
 * before a RockIt player has come in, the largest coming-in trick. An empty
 * text (and 0 cards) when no hand card can be played, when @p seat is not to
 * act, or when the solver's effort budget ran out.
 * @param[out] buf receives the NUL-terminated move text (may be NULL when @p cap is 0).
 * @param cap size of @p buf in bytes.
 * @param[out] out_needed may be NULL; receives the size needed including the NUL.
 * @param[out] out_count may be NULL; receives the number of hand cards the hint plays.
 * @param game the handle.
 * @param seat a seat.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL, ::CR_E_UNSUPPORTED.
 */
CR_API int32_t cr_game_hint(char *buf, size_t cap, size_t *out_needed, int32_t *out_count, cr_game *game,
                            int32_t seat);

/**
 * Whether the seat to act can play all of these hand cards this turn (with
 * the help of any other cards of its hand and any rearrangement of the
 * table); with no cards, whether it can play any hand card at all. Before a
 * RockIt player has come in: whether a coming-in trick holds them all.
 * @param[out] out_yes receives 1 or 0 (0 for a seat not to act).
 * @param game the handle.
 * @param seat a seat.
 * @param cards card codes of the seat's hand (jokers ::CR_CARD_JOKER); may be NULL when @p count is 0.
 * @param count the number of cards.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (also a card the seat does not hold,
 *         reason ::CR_REASON_CARD_NOT_IN_HAND), ::CR_E_UNSUPPORTED, ::CR_E_LIMIT
 *         (the solver's effort budget ran out).
 */
CR_API int32_t cr_game_can_play(int32_t *out_yes, cr_game *game, int32_t seat, const uint8_t *cards,
                                size_t count);

/**
 * One valid arrangement of the cards of a table that does not validate: the
 * same cards split into valid melds, as a `commit` move; numbered table
 * jokers keep the cards they represent, other jokers are declared afresh.
 * @param[out] buf receives the NUL-terminated move text (may be NULL when @p cap is 0).
 * @param cap size of @p buf in bytes.
 * @param[out] out_needed may be NULL; receives the size needed including the NUL.
 * @param game the handle.
 * @param table the melds, as a `commit` move or its card list (`7C 8C / 9C QH QS QD`).
 * @return ::CR_OK, ::CR_E_UNSATISFIABLE (no arrangement), ::CR_E_PARSE,
 *         ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL, ::CR_E_UNSUPPORTED,
 *         ::CR_E_LIMIT (budget or size).
 */
CR_API int32_t cr_game_arrange(char *buf, size_t cap, size_t *out_needed, cr_game *game, const char *table);
/** @} */

/** @} */

CR_END_DECLS

#endif /* CARDRULES_ASSIST_H */
