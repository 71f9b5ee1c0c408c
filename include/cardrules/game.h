/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/**
 * @file game.h
 * @brief Game handles: create, query, validate and apply moves, views,
 *        history, save/load and matches (the bots and table helpers are
 *        in assist.h).
 *
 * Part of the public API; include cardrules.h rather than this file.
 */
#ifndef CARDRULES_GAME_H
#define CARDRULES_GAME_H

#include "common.h"
#include "rules.h"

CR_BEGIN_DECLS

/** @defgroup game Game handles
 * A ::cr_game is one match of one preset: the current deal, the cumulative
 * scores, the move history of the deal, a per-handle error detail. Every
 * preset is played through these functions; the engine behind them (SHED,
 * RUMMY, MANIP) is chosen by the rules. A preset whose engine is not built
 * yet refuses creation with ::CR_E_UNSUPPORTED.
 *
 * Threads: there is no global mutable state. Different handles may be used
 * from different threads at once; one handle must be used by one thread at a
 * time (every call, even a query, may update the handle's error detail and
 * caches).
 *
 * Errors: every function returns a status (::CR_OK or a negative
 * `CR_E_*`); after a failure cr_game_last_error() gives an English message
 * and cr_game_last_reason() the rule reason code (for ::CR_E_ILLEGAL_MOVE
 * and ::CR_E_INVALID_DEAL). A rejected call changes nothing in the game.
 *
 * Seats are numbered 0..N-1 clockwise (RULES.md 0.2) and passed as
 * `int32_t`; ::CR_SEAT_SPECTATOR asks for a spectator's view.
 *
 * Text formats (moves, layouts, saves, views) are documented in docs/game.md.
 * @{ */

/** @cond INTERNAL */
struct cr_rules; /* the rules object of rules.h (forward declaration) */
/** @endcond */

/** An opaque game. Create it with cr_game_new() (or a sibling), release it
 * with cr_game_free(). */
typedef struct cr_game cr_game;

/** Special seat numbers (values frozen; constants of an enum so bindings see them). */
enum cr_seat_special {
    CR_SEAT_SPECTATOR = -1,  /**< the seat number that asks for a spectator's view (cr_game_view()) */
    CR_SEAT_NONE = -1,       /**< what cr_game_to_act() reports when nobody is to act (deal over) */
    CR_SEAT_POOL = -2        /**< a ledger payer or payee that is the pool, not a seat (CHIP currency) */
};

/** Game phases (values frozen, append-only), as cr_game_phase() returns them. */
enum cr_phase {
    CR_PHASE_READY = 1,      /**< the seat to act starts its turn: SHED play, draw or pass; RUMMY draw */
    CR_PHASE_DRAWING = 2,    /**< SHED: the seat is drawing until it can play (RK-3, GB-5) */
    CR_PHASE_DISCARD = 3,    /**< RUMMY: after the draw: meld, lay off, discard */
    CR_PHASE_TRANSACTION = 4,/**< MANIP: a table transaction is open */
    CR_PHASE_BREAK = 5,      /**< RUMMY: exposures and lay-offs of a break / showdown */
    CR_PHASE_DEAL_OVER = 6,  /**< the deal has ended; see cr_game_end_reason(); cr_game_next_deal() continues */
    CR_PHASE_MATCH_OVER = 7  /**< the deal has ended and so has the match; see cr_game_match_winners() */
};

/**
 * The stable name of a phase, e.g. `"READY"`, `"DEAL_OVER"`.
 * @param phase a ::cr_phase value.
 * @return a static string; never NULL (`"UNKNOWN"` for an unknown value).
 */
CR_API const char *cr_phase_name(int32_t phase);

/** Move types (values frozen, append-only): the programmatic form of a move.
 * The canonical text of each is given (docs/game.md has the grammar). */
enum cr_move_type {
    CR_MOVE_PLAY = 1,         /**< `play 7H` (SHED); `play AS H` names the suit to follow (shed.ace_names_suit); arg = named suit or -1 */
    CR_MOVE_DRAW = 2,         /**< `draw`: take the top card of the stock */
    CR_MOVE_PASS = 3,         /**< `pass`: SHED pass / no-play with an exhausted stock (RK-11, GB-2) */
    CR_MOVE_TAKE = 4,         /**< `take` (RUMMY): take the upcard; `take 2` takes the top 2 discards (arg = count) */
    CR_MOVE_DISCARD = 5,      /**< `discard 5H` (RUMMY) */
    CR_MOVE_MELD = 6,         /**< `meld 7C 8C 9C`, jokers declared as `JK=8C`; several melds at once separated by `/` (RUMMY) */
    CR_MOVE_LAYOFF = 7,       /**< `layoff 10C 3`: cards onto table meld number arg (0-based) (RUMMY) */
    CR_MOVE_KNOCK = 8,        /**< `knock`; Carousel: `knock 7C 8C 9C / ...` knocks with this turn's table (RUMMY, Carousel) */
    CR_MOVE_COMMIT = 9,       /**< `commit 7C 8C 9C / QH QS QD`: the whole proposed table, melds separated by `/` (MANIP) */
    CR_MOVE_EXPOSE = 10,      /**< `expose 7C 8C 9C / 5H 5S 5D`: the melds shown at a break / showdown, `/` between melds (RUMMY) */
    CR_MOVE_DONE = 11         /**< `done`: end one's exposures or turn without a discard where the game allows it */
};

/** Codes of programmatic moves besides the move types (values frozen).
 *
 * A move's card array is a sequence of entries, each one to three bytes:
 * - a card code (`7C`; `JK` is ::CR_CARD_JOKER);
 * - a joker declared as a card: one byte `CR_JOKER_AS(d)` (`JK=8C`, `JK=Q*`),
 *   where the declaration `d` is a standard card or `CR_OPEN_SUIT(rank)`
 *   (a group joker whose suit is left open, RULES.md 0.1);
 * - a numbered joker (`JK2`, `JK2=8C`): ::CR_MOVE_JOKER_ID, the number 1..9,
 *   then the joker's byte (::CR_CARD_JOKER or `CR_JOKER_AS(d)`);
 * - a natural wild card with its declaration (`2C=9C`, a deuce where deuces
 *   are wild): ::CR_MOVE_WILD, the physical card, the declaration `d`;
 * - ::CR_MOVE_SEPARATOR between two melds (not first, last or doubled).
 * docs/game.md has the text form of each. */
enum cr_move_code {
    CR_MOVE_TYPE_LIMIT = 12,   /**< one more than the largest move type (types run 1..::CR_MOVE_DONE) */
    CR_MOVE_SEPARATOR = 0xFF,  /**< in a move's card array: separates two melds (meld, expose, commit, knock) */
    CR_MOVE_WILD = 0xFE,       /**< in a move's card array: the next two bytes are a natural wild card and its declaration */
    CR_MOVE_JOKER_ID = 0xFD,   /**< in a move's card array: the next byte is a joker's number 1..9, then the joker */
    CR_JOKER_DECLARED = 0x80,  /**< in a move's card array: bit set on a declared joker, see CR_JOKER_AS() */
    CR_OPEN_SUIT_BASE = 0x40   /**< a declaration of a rank with an open suit is this plus the rank, see CR_OPEN_SUIT() */
};

/** In a programmatic move's card array: a joker declared as `d` (a standard
 * card or CR_OPEN_SUIT()) is written `CR_JOKER_AS(d)` (`JK=d` in text);
 * cr_joker_as() is the same for bindings. */
#define CR_JOKER_AS(d) ((uint8_t)(CR_JOKER_DECLARED | (uint8_t)(d)))

/** A declaration of rank `r` with its suit left open (`Q*` in text: a group
 * joker, RULES.md 0.1); cr_open_suit() is the same for bindings. */
#define CR_OPEN_SUIT(r) ((uint8_t)(CR_OPEN_SUIT_BASE | (uint8_t)(r)))

/**
 * The card-array code of a joker declared as `d` (CR_JOKER_AS()).
 * @param declared a standard card code, or CR_OPEN_SUIT() of a rank.
 * @return the code (128 + @p declared), or ::CR_E_INVALID_ARGUMENT for a joker or an invalid code.
 */
CR_API int32_t cr_joker_as(uint8_t declared);

/**
 * The declaration code of a rank with an open suit (CR_OPEN_SUIT()).
 * @param rank 1..13.
 * @return the code (64 + @p rank), or ::CR_E_INVALID_ARGUMENT for a rank out of range.
 */
CR_API int32_t cr_open_suit(int32_t rank);

/** Why a deal ended (RULES.md 1.8; values frozen). */
enum cr_end_reason {
    CR_END_NONE = 0,       /**< the deal is still being played */
    CR_END_OUT = 1,        /**< a player went out (played or melded his last card) */
    CR_END_RUMMY = 2,      /**< a player went rummy (all at once) */
    CR_END_KNOCK = 3,      /**< a knock */
    CR_END_BREAK = 4,      /**< a break / showdown */
    CR_END_STOCK_END = 5,  /**< the stock ran out */
    CR_END_BLOCKED = 6,    /**< nobody can play (Rockaway RK-6) */
    CR_END_REFUSED = 7,    /**< everybody refused */
    CR_END_VOID = 8        /**< the deal is void (CM-11) */
};

/**
 * The stable name of an end reason, e.g. `"OUT"`, `"BLOCKED"` (`"NONE"` for ::CR_END_NONE).
 * @param reason a ::cr_end_reason value.
 * @return a static string; never NULL (`"UNKNOWN"` for an unknown value).
 */
CR_API const char *cr_end_reason_name(int32_t reason);

/** Ledger currencies (RULES.md 0.3; values frozen). */
enum cr_currency {
    CR_CURRENCY_UNIT = 1,   /**< the agreed stake */
    CR_CURRENCY_POINT = 2,  /**< card-point scores */
    CR_CURRENCY_CHIP = 3    /**< a pool contribution */
};

/**
 * The stable name of a currency: `"UNIT"`, `"POINT"` or `"CHIP"`.
 * @param currency a ::cr_currency value.
 * @return a static string; never NULL (`"UNKNOWN"` for an unknown value).
 */
CR_API const char *cr_currency_name(int32_t currency);

/** Piles for cr_game_pile() (values frozen). */
enum cr_pile {
    CR_PILE_WIDOW = 1,    /**< Rockaway: the covered pile, bottom to top; the last card is the widow */
    CR_PILE_TRICK = 2,    /**< Go Boom: the current trick in play order (cr_game_trick() adds the seats) */
    CR_PILE_DISCARD = 3,  /**< RUMMY: the discard pile, bottom to top; the last card is the upcard */
    CR_PILE_OUT = 4,      /**< cards out of play (Go Boom's finished tricks), in the order they left */
    CR_PILE_TABLE = 5     /**< RUMMY/MANIP: the table melds, separated by ::CR_MOVE_SEPARATOR, jokers as CR_JOKER_AS() */
};

/** @name Creation and release
 * @{ */

/**
 * Create a game: the match of the rules, with its first deal dealt by the
 * preset's procedure from a shuffle of a 64-bit seed (the same rules and
 * seed give the same game everywhere). The first dealer follows the
 * `first_dealer` option (a seat number; HOST: seat 0; CUT_LOW / CUT_HIGH:
 * cuts drawn from the same seeded generator, ties draw again).
 * @param[out] out receives the handle; set to NULL on failure.
 * @param rules the rules (copied; the caller keeps ownership).
 * @param seed any value.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (NULL), ::CR_E_UNSUPPORTED (no
 *         engine for the preset yet), ::CR_E_CONFIG, ::CR_E_NOMEM.
 */
CR_API int32_t cr_game_new(cr_game **out, const struct cr_rules *rules, uint64_t seed);

/**
 * cr_game_new() that explains a failure in an error object (docs/conventions.md "Errors").
 * @param[out] out receives the handle; set to NULL on failure.
 * @param err may be NULL; receives the status, reason and message of a failure, or is cleared.
 * @param rules the rules (copied; the caller keeps ownership).
 * @param seed any value.
 * @return as cr_game_new().
 */
CR_API int32_t cr_game_new_ex(cr_game **out, cr_error *err, const struct cr_rules *rules, uint64_t seed);

/**
 * cr_game_new() with the seed `(seed_hi << 32) | seed_lo`, for bindings
 * without 64-bit integers.
 * @param[out] out receives the handle; set to NULL on failure.
 * @param rules the rules (copied).
 * @param seed_hi the upper 32 bits of the seed.
 * @param seed_lo the lower 32 bits of the seed.
 * @return as cr_game_new().
 */
CR_API int32_t cr_game_new_halves(cr_game **out, const struct cr_rules *rules, uint32_t seed_hi,
                                  uint32_t seed_lo);

/**
 * Create a game from rules in text form (e.g. `"go-boom players=4"`, the
 * format of the rules registry) and a 64-bit seed: one call for bindings.
 * @param[out] out receives the handle; set to NULL on failure.
 * @param rules_text NUL-terminated rules text.
 * @param seed any value.
 * @return as cr_game_new(), plus ::CR_E_PARSE and ::CR_E_NOT_FOUND for bad rules text;
 *         cr_game_new_text_ex() gives the message.
 */
CR_API int32_t cr_game_new_text(cr_game **out, const char *rules_text, uint64_t seed);

/**
 * cr_game_new_text() that explains a failure in an error object: a bad
 * rules text gets the registry's message (an unknown preset or option name
 * with the closest valid one), a rules combination the game cannot play its reason.
 * @param[out] out receives the handle; set to NULL on failure.
 * @param err may be NULL; receives the status, reason and message of a failure, or is cleared.
 * @param rules_text NUL-terminated rules text.
 * @param seed any value.
 * @return as cr_game_new_text().
 */
CR_API int32_t cr_game_new_text_ex(cr_game **out, cr_error *err, const char *rules_text, uint64_t seed);

/**
 * Create a game whose first deal is dealt from a stacked pack: the full
 * pack of the preset for this player count, top card first, dealt by the
 * preset's own procedure (one at a time clockwise from the dealer's left,
 * then the widow / upcard if any, the rest is the stock). Later deals of the
 * match are shuffled by the generator seeded with 0.
 * @param[out] out receives the handle; set to NULL on failure.
 * @param rules the rules (copied).
 * @param pack the cards, top first.
 * @param count the number of cards; must be the size of the preset's deck.
 * @param dealer the dealer seat, 0..N-1.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_UNSUPPORTED, ::CR_E_CONFIG,
 *         ::CR_E_INVALID_DEAL (not exactly the deck; reason ::CR_REASON_INVALID_DEAL;
 *         cr_game_new_stacked_ex() gives the message),
 *         ::CR_E_NOMEM.
 */
CR_API int32_t cr_game_new_stacked(cr_game **out, const struct cr_rules *rules, const uint8_t *pack,
                                   size_t count, int32_t dealer);

/**
 * cr_game_new_stacked() that explains a failure (which card is wrong, the
 * reason ::CR_REASON_INVALID_DEAL) in an error object.
 * @param[out] out receives the handle; set to NULL on failure.
 * @param err may be NULL; receives the status, reason and message of a failure, or is cleared.
 * @param rules the rules (copied).
 * @param pack the cards, top first.
 * @param count the number of cards.
 * @param dealer the dealer seat, 0..N-1.
 * @return as cr_game_new_stacked().
 */
CR_API int32_t cr_game_new_stacked_ex(cr_game **out, cr_error *err, const struct cr_rules *rules,
                                      const uint8_t *pack, size_t count, int32_t dealer);

/**
 * Create a game from an explicit layout: a position in the middle of a deal
 * (tests, puzzles, imported positions). The layout is text, one item a line
 * (docs/game.md): `dealer`, `turn`, `hand <seat> <cards>`, `stock <cards>`
 * (top first), `widow <cards>` (bottom to top), `trick <seat>:<card> ...`,
 * `out <cards>`, `scores ...`, and so on. It is validated: every card of the
 * preset's deck exactly once over all piles (RULES.md 1.5), sizes within the
 * preset's bounds, a consistent turn and phase.
 * @param[out] out receives the handle; set to NULL on failure.
 * @param[out] msg_buf may be NULL; receives the NUL-terminated error message on failure.
 * @param msg_cap size of @p msg_buf in bytes (0 if NULL).
 * @param rules the rules (copied).
 * @param layout NUL-terminated layout text (at most 64 KiB).
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_UNSUPPORTED, ::CR_E_CONFIG,
 *         ::CR_E_PARSE, ::CR_E_INVALID_DEAL (wrong cards or sizes), ::CR_E_LIMIT, ::CR_E_NOMEM.
 */
CR_API int32_t cr_game_new_layout(cr_game **out, char *msg_buf, size_t msg_cap,
                                  const struct cr_rules *rules, const char *layout);

/**
 * cr_game_new_layout() with its message in an error object (the preferred
 * form: the same error model as every creation path).
 * @param[out] out receives the handle; set to NULL on failure.
 * @param err may be NULL; receives the status, reason and message (with the
 *        layout line) of a failure, or is cleared.
 * @param rules the rules (copied).
 * @param layout NUL-terminated layout text (at most 64 KiB).
 * @return as cr_game_new_layout().
 */
CR_API int32_t cr_game_new_layout_ex(cr_game **out, cr_error *err, const struct cr_rules *rules,
                                     const char *layout);

/**
 * Copy a game, with its history, scores and generator (for search): the
 * copy and the original then evolve independently.
 * @param[out] out receives the new handle; set to NULL on failure.
 * @param game the game to copy.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_NOMEM.
 */
CR_API int32_t cr_game_copy(cr_game **out, const cr_game *game);

/**
 * Release a game.
 * @param game the handle, or NULL (nothing happens).
 */
CR_API void cr_game_free(cr_game *game);
/** @} */

/** @name Errors
 * @{ */

/**
 * The message of the last failed call on this handle.
 * @param game the handle (NULL gives a static message saying so).
 * @return a NUL-terminated string owned by the handle, valid until the next
 *         call on it; `""` when the last call succeeded. Never NULL.
 */
CR_API const char *cr_game_last_error(const cr_game *game);

/**
 * The rule reason code of the last failed call on this handle.
 * @param game the handle.
 * @return a ::cr_reason value (::CR_REASON_NONE when the last call succeeded
 *         or failed for a reason other than the rules); ::CR_E_INVALID_ARGUMENT for NULL.
 */
CR_API int32_t cr_game_last_reason(const cr_game *game);
/** @} */

/** @name State queries
 * Queries give the host the whole truth (any seat's hand); for what one
 * seat may see, use cr_game_view(). Integer queries return the value
 * (>= 0) or a negative status.
 * @{ */

/** @param game the handle. @return the preset id (::cr_preset_id), or ::CR_E_INVALID_ARGUMENT. */
CR_API int32_t cr_game_preset(const cr_game *game);
/** @param game the handle. @return the engine id (::cr_engine_id), or ::CR_E_INVALID_ARGUMENT. */
CR_API int32_t cr_game_engine(const cr_game *game);
/** @param game the handle. @return the number of players N, or ::CR_E_INVALID_ARGUMENT. */
CR_API int32_t cr_game_player_count(const cr_game *game);
/** @param game the handle. @return the current ::cr_phase, or ::CR_E_INVALID_ARGUMENT. */
CR_API int32_t cr_game_phase(const cr_game *game);
/** @param game the handle. @return the seat to act, ::CR_SEAT_NONE when the deal is over,
 *  or ::CR_E_INVALID_ARGUMENT. */
CR_API int32_t cr_game_to_act(const cr_game *game);
/** @param game the handle. @return the dealer seat of the current deal, or ::CR_E_INVALID_ARGUMENT. */
CR_API int32_t cr_game_dealer(const cr_game *game);
/** @param game the handle. @return the number of the current deal in the match (0 for the first),
 *  or ::CR_E_INVALID_ARGUMENT. */
CR_API int32_t cr_game_deal_number(const cr_game *game);
/** @param game the handle. @return the number of cards in the stock, or ::CR_E_INVALID_ARGUMENT. */
CR_API int32_t cr_game_stock_size(const cr_game *game);

/**
 * The number of cards a seat holds.
 * @param game the handle.
 * @param seat 0..N-1.
 * @return the count, or ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_game_hand_size(const cr_game *game, int32_t seat);

/**
 * The cards a seat holds, in canonical order (ascending code).
 * @param[out] out receives the cards (may be NULL when @p cap is 0).
 * @param cap capacity of @p out.
 * @param[out] out_count receives the number of cards (also on ::CR_E_BUFFER_TOO_SMALL).
 * @param game the handle.
 * @param seat 0..N-1.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_game_hand(uint8_t *out, size_t cap, size_t *out_count, cr_game *game, int32_t seat);

/**
 * A public pile.
 * @param[out] out receives the cards (may be NULL when @p cap is 0).
 * @param cap capacity of @p out.
 * @param[out] out_count receives the number of cards (also on ::CR_E_BUFFER_TOO_SMALL).
 * @param game the handle.
 * @param pile a ::cr_pile value; a pile the game does not have is empty.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_game_pile(uint8_t *out, size_t cap, size_t *out_count, cr_game *game, int32_t pile);

/**
 * The top card of the widow (Rockaway) or of the discard pile (RUMMY upcard).
 * @param[out] out_card receives the card.
 * @param game the handle.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_NOT_FOUND (no such card now).
 */
CR_API int32_t cr_game_top_card(uint8_t *out_card, cr_game *game);

/**
 * The current trick (trick-taking SHED games) with who played what.
 * @param[out] out_cards receives the cards in play order (may be NULL when @p cap is 0).
 * @param[out] out_seats receives the seat of each card (may be NULL when @p cap is 0).
 * @param cap capacity of both arrays.
 * @param[out] out_count receives the number of cards (also on ::CR_E_BUFFER_TOO_SMALL).
 * @param game the handle.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_game_trick(uint8_t *out_cards, int32_t *out_seats, size_t cap, size_t *out_count,
                             cr_game *game);

/**
 * A seat's cumulative match score (Rockaway: penalty total; Go Boom: points won).
 * @param[out] out_score receives the score.
 * @param game the handle.
 * @param seat 0..N-1.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_game_score(int64_t *out_score, cr_game *game, int32_t seat);

/**
 * The rules of the game in the registry's text form (parses back to the same rules).
 * @param[out] buf receives the NUL-terminated text (may be NULL when @p cap is 0).
 * @param cap size of @p buf in bytes.
 * @param[out] out_needed may be NULL; receives the size needed including the NUL.
 * @param game the handle.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_game_rules_text(char *buf, size_t cap, size_t *out_needed, cr_game *game);
/** @} */

/** @name Result of a deal and of the match
 * Valid once the phase is ::CR_PHASE_DEAL_OVER or ::CR_PHASE_MATCH_OVER
 * (before, they fail with ::CR_E_INVALID_ARGUMENT, except the end reason,
 * which is ::CR_END_NONE).
 * @{ */

/** @param game the handle. @return the ::cr_end_reason of the current deal, or ::CR_E_INVALID_ARGUMENT. */
CR_API int32_t cr_game_end_reason(const cr_game *game);
/** @param game the handle. @return 1 if the current deal is over, 0 if not, or ::CR_E_INVALID_ARGUMENT. */
CR_API int32_t cr_game_is_deal_over(const cr_game *game);
/** @param game the handle. @return 1 if the match is over, 0 if not, or ::CR_E_INVALID_ARGUMENT. */
CR_API int32_t cr_game_is_match_over(const cr_game *game);

/**
 * The winners of the deal (none for a blocked Rockaway deal under ALL_CHARGED).
 * @param[out] out_seats receives the seats in increasing order (may be NULL when @p cap is 0).
 * @param cap capacity of @p out_seats.
 * @param[out] out_count receives the number of winners (also on ::CR_E_BUFFER_TOO_SMALL).
 * @param game the handle.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_game_deal_winners(int32_t *out_seats, size_t cap, size_t *out_count, cr_game *game);

/**
 * A seat's count in the finished deal (the `hand_value` or deadwood the
 * game charges, RULES.md 1.6) and its score change.
 * @param[out] out_count receives the seat's count (may be NULL).
 * @param[out] out_delta receives the change of the seat's match score (may be NULL).
 * @param game the handle.
 * @param seat 0..N-1.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_game_deal_count(int64_t *out_count, int64_t *out_delta, cr_game *game, int32_t seat);

/**
 * The number of transfers in the finished deal's settlement ledger (RULES.md 0.3).
 * @param[out] out_count receives the number.
 * @param game the handle.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_game_ledger_count(size_t *out_count, cr_game *game);

/**
 * One transfer of the ledger: the payer pays the payee `numerator/denominator`
 * of the currency (an exact rational in lowest terms, denominator >= 1).
 * @param[out] out_payer receives the paying seat (or ::CR_SEAT_POOL).
 * @param[out] out_payee receives the receiving seat (or ::CR_SEAT_POOL).
 * @param[out] out_numerator receives the amount's numerator (> 0).
 * @param[out] out_denominator receives the amount's denominator (>= 1).
 * @param[out] out_currency receives the ::cr_currency.
 * @param game the handle.
 * @param index 0 .. count-1.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_game_ledger_get(int32_t *out_payer, int32_t *out_payee, int64_t *out_numerator,
                                  int64_t *out_denominator, int32_t *out_currency, cr_game *game,
                                  size_t index);

/**
 * The winners of the match (tied winners share; RK-9).
 * @param[out] out_seats receives the seats in increasing order (may be NULL when @p cap is 0).
 * @param cap capacity of @p out_seats.
 * @param[out] out_count receives the number of winners (also on ::CR_E_BUFFER_TOO_SMALL).
 * @param game the handle; the match must be over.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_game_match_winners(int32_t *out_seats, size_t cap, size_t *out_count, cr_game *game);

/**
 * Start the next deal of the match: the dealer rotates by the preset's rule
 * (clockwise for SHED), the pack is shuffled by the game's generator, the
 * cumulative scores are kept and the history restarts.
 * @param game the handle; its phase must be ::CR_PHASE_DEAL_OVER.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (NULL, deal not over, match over).
 */
CR_API int32_t cr_game_next_deal(cr_game *game);
/** @} */

/** @name Moves
 * A move is submitted for a seat as text (docs/game.md: `play 7H`, `draw`,
 * `pass`, `discard 5H`, `meld 7C 8C 9C`, `layoff 10C 3`, ...; case and
 * spacing are free, the canonical form is lower-case words, canonical card
 * names, single spaces) or in programmatic form (type, cards, arg).
 * Validation is a dry run; apply validates and changes the state atomically.
 * @{ */

/**
 * Validate a move without changing the game.
 * @param game the handle.
 * @param seat the seat that moves.
 * @param move NUL-terminated move text.
 * @return ::CR_OK (legal), ::CR_E_ILLEGAL_MOVE (see cr_game_last_reason()),
 *         ::CR_E_PARSE (not a move), ::CR_E_INVALID_ARGUMENT (NULL, seat out of range).
 */
CR_API int32_t cr_game_validate(cr_game *game, int32_t seat, const char *move);

/**
 * Validate and apply a move; a rejected move changes nothing.
 * @param game the handle.
 * @param seat the seat that moves.
 * @param move NUL-terminated move text.
 * @return as cr_game_validate(), plus ::CR_E_NOMEM (history could not grow; nothing changed).
 */
CR_API int32_t cr_game_apply(cr_game *game, int32_t seat, const char *move);

/**
 * Validate a move given in programmatic form.
 * @param game the handle.
 * @param seat the seat that moves.
 * @param type a ::cr_move_type.
 * @param cards the move's cards (may be NULL when @p count is 0); jokers
 *        declared with CR_JOKER_AS(), melds separated by ::CR_MOVE_SEPARATOR.
 * @param count the number of entries in @p cards (at most 2 * ::CR_MAX_CARDS).
 * @param arg the move's number: named suit for ::CR_MOVE_PLAY, meld index
 *        for ::CR_MOVE_LAYOFF, count for ::CR_MOVE_TAKE; -1 when unused.
 * @return as cr_game_validate().
 */
CR_API int32_t cr_game_validate_move(cr_game *game, int32_t seat, int32_t type, const uint8_t *cards,
                                     size_t count, int32_t arg);

/**
 * Validate and apply a move given in programmatic form.
 * @param game the handle.
 * @param seat the seat that moves.
 * @param type a ::cr_move_type.
 * @param cards the move's cards (may be NULL when @p count is 0).
 * @param count the number of entries in @p cards.
 * @param arg the move's number, -1 when unused.
 * @return as cr_game_apply().
 */
CR_API int32_t cr_game_apply_move(cr_game *game, int32_t seat, int32_t type, const uint8_t *cards,
                                  size_t count, int32_t arg);

/**
 * Apply a move WITHOUT validating it, for search and simulation on moves
 * obtained from cr_game_legal_move_get() of the same state. Cheaper than
 * cr_game_apply_move(). An illegal move here leaves the game in an
 * unspecified (but memory-safe) state: never use it on untrusted input.
 * A MANIP commit is still checked (its cards may lie anywhere), and one
 * that fails takes PENALTY_DRAW3's penalty whatever the policy, without
 * an error.
 * @param game the handle.
 * @param seat the seat that moves.
 * @param type a ::cr_move_type.
 * @param cards the move's cards (may be NULL when @p count is 0).
 * @param count the number of entries in @p cards.
 * @param arg the move's number, -1 when unused.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (NULL, bad seat or type, a move
 *         type the game lacks, a card the seat does not hold),
 *         ::CR_E_ILLEGAL_MOVE (a move the engine reads to apply it, a RUMMY
 *         meld, that it cannot read as melds), ::CR_E_NOMEM; a message with
 *         every error.
 */
CR_API int32_t cr_game_apply_unchecked(cr_game *game, int32_t seat, int32_t type, const uint8_t *cards,
                                       size_t count, int32_t arg);

/**
 * Parse move text into programmatic form (no legality check).
 * @param[out] out_type receives the ::cr_move_type.
 * @param[out] out_cards receives the cards (may be NULL when @p cap is 0).
 * @param cap capacity of @p out_cards.
 * @param[out] out_count receives the number of card entries (also on ::CR_E_BUFFER_TOO_SMALL).
 * @param[out] out_arg receives the arg (-1 when unused).
 * @param game the handle (the move grammar can depend on the game's options).
 * @param move NUL-terminated move text.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_PARSE, ::CR_E_LIMIT, ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_game_move_parse(int32_t *out_type, uint8_t *out_cards, size_t cap, size_t *out_count,
                                  int32_t *out_arg, cr_game *game, const char *move);

/**
 * Format a programmatic move as canonical text (parses back to the same move).
 * @param[out] buf receives the NUL-terminated text (may be NULL when @p cap is 0).
 * @param cap size of @p buf in bytes.
 * @param[out] out_needed may be NULL; receives the size needed including the NUL.
 * @param game the handle.
 * @param type a ::cr_move_type.
 * @param cards the move's cards (may be NULL when @p count is 0).
 * @param count the number of entries in @p cards.
 * @param arg the move's number, -1 when unused.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_game_move_format(char *buf, size_t cap, size_t *out_needed, cr_game *game, int32_t type,
                                   const uint8_t *cards, size_t count, int32_t arg);
/** @} */

/** @name Legal moves
 * @{ */

/**
 * List the legal moves of a seat now: computes the list and keeps it in the
 * handle for cr_game_legal_move_get() (until the next change of the game).
 * Another seat than the seat to act has no legal move (count 0). MANIP games
 * cannot enumerate table rearrangements: there the list holds the other
 * moves and cr_game_legal_types() tells whether a ::CR_MOVE_COMMIT is possible.
 * @param[out] out_count receives the number of legal moves.
 * @param game the handle.
 * @param seat 0..N-1.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_NOMEM.
 */
CR_API int32_t cr_game_legal_count(size_t *out_count, cr_game *game, int32_t seat);

/**
 * One legal move of the list computed by cr_game_legal_count() (for the
 * same seat, the game unchanged since).
 * @param[out] out_type receives the ::cr_move_type.
 * @param[out] out_cards receives the cards (may be NULL when @p cap is 0).
 * @param cap capacity of @p out_cards.
 * @param[out] out_count receives the number of card entries (also on ::CR_E_BUFFER_TOO_SMALL).
 * @param[out] out_arg receives the arg (-1 when unused).
 * @param game the handle.
 * @param index 0 .. count-1.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (no list, index out of range), ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_game_legal_move_get(int32_t *out_type, uint8_t *out_cards, size_t cap, size_t *out_count,
                                      int32_t *out_arg, cr_game *game, size_t index);

/**
 * The legal moves of a seat as canonical text, one move a line (each line
 * ends with `\n`), in the order of cr_game_legal_move_get().
 * @param[out] buf receives the NUL-terminated text (may be NULL when @p cap is 0).
 * @param cap size of @p buf in bytes.
 * @param[out] out_needed may be NULL; receives the size needed including the NUL.
 * @param game the handle.
 * @param seat 0..N-1.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL, ::CR_E_NOMEM.
 */
CR_API int32_t cr_game_legal_moves(char *buf, size_t cap, size_t *out_needed, cr_game *game, int32_t seat);

/**
 * The move types a seat may use now, as a bit mask: bit t set for each
 * ::cr_move_type t that has at least one legal instance (for MANIP, a
 * possible ::CR_MOVE_COMMIT is reported without enumerating it).
 * @param[out] out_mask receives the mask.
 * @param game the handle.
 * @param seat 0..N-1.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_game_legal_types(uint32_t *out_mask, cr_game *game, int32_t seat);
/** @} */

/** @name Views
 * @{ */

/**
 * The state as one seat (or a spectator) may see it, as one JSON object
 * (schema in docs/game.md): never another seat's hidden cards, never the
 * stock order; a drawn card is visible only to the drawer.
 * @param[out] buf receives the NUL-terminated JSON (may be NULL when @p cap is 0).
 * @param cap size of @p buf in bytes.
 * @param[out] out_needed may be NULL; receives the size needed including the NUL.
 * @param game the handle.
 * @param seat 0..N-1, or ::CR_SEAT_SPECTATOR.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_game_view(char *buf, size_t cap, size_t *out_needed, cr_game *game, int32_t seat);
/** @} */

/** @name History, save, load, undo
 * @{ */

/**
 * The number of moves played in the current deal.
 * @param[out] out_count receives the number.
 * @param game the handle.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_game_history_count(size_t *out_count, cr_game *game);

/**
 * One move of the current deal's history, as canonical text, with its seat.
 * @param[out] buf receives the NUL-terminated move text (may be NULL when @p cap is 0).
 * @param cap size of @p buf in bytes.
 * @param[out] out_needed may be NULL; receives the size needed including the NUL.
 * @param[out] out_seat may be NULL; receives the seat that moved.
 * @param game the handle.
 * @param index 0 (first move of the deal) .. count-1.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_game_history_get(char *buf, size_t cap, size_t *out_needed, int32_t *out_seat,
                                   cr_game *game, size_t index);

/**
 * Undo the last move of the current deal (also one that ended the deal).
 * @param game the handle.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (NULL, no move to undo), ::CR_E_NOMEM.
 */
CR_API int32_t cr_game_undo(cr_game *game);

/**
 * Save the exact state as versioned text (docs/game.md): the rules, the
 * deal's starting position, the generator, the match scores and the moves.
 * cr_game_load() of it gives a game identical in every query and view.
 * @param[out] buf receives the NUL-terminated text (may be NULL when @p cap is 0).
 * @param cap size of @p buf in bytes.
 * @param[out] out_needed may be NULL; receives the size needed including the NUL.
 * @param game the handle.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_game_save(char *buf, size_t cap, size_t *out_needed, cr_game *game);

/**
 * Restore a game from cr_game_save() text. The text is untrusted: it is
 * parsed with bounds, the position validated and every move replayed
 * through validation; bad input gives an error, never a crash.
 * @param[out] out receives the handle; set to NULL on failure.
 * @param[out] msg_buf may be NULL; receives the NUL-terminated error message on failure.
 * @param msg_cap size of @p msg_buf in bytes.
 * @param text NUL-terminated save text (at most 1 MiB).
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_PARSE, ::CR_E_UNSUPPORTED
 *         (unknown save version or preset without engine), ::CR_E_CONFIG,
 *         ::CR_E_INVALID_DEAL, ::CR_E_ILLEGAL_MOVE (a saved move is illegal),
 *         ::CR_E_LIMIT, ::CR_E_NOMEM.
 */
CR_API int32_t cr_game_load(cr_game **out, char *msg_buf, size_t msg_cap, const char *text);
/**
 * cr_game_load() with its message in an error object (the preferred form).
 * @param[out] out receives the handle; set to NULL on failure.
 * @param err may be NULL; receives the status, reason (for a saved move
 *        that is illegal) and message (with the line) of a failure, or is cleared.
 * @param text NUL-terminated save text (at most 1 MiB).
 * @return as cr_game_load().
 */
CR_API int32_t cr_game_load_ex(cr_game **out, cr_error *err, const char *text);

/**
 * The record of the whole match this handle has played (docs/game.md,
 * "Match records"): the rules, the start of its first deal (the seed's
 * generator and pack, a stacked pack, or a layout), and every move of every
 * deal with the deal boundaries, as versioned text. cr_game_replay() of it
 * gives a game identical to this one in every query, view, save and
 * record. A game loaded from a save records from the saved deal on.
 * @param[out] buf receives the NUL-terminated text (may be NULL when @p cap is 0).
 * @param cap size of @p buf in bytes.
 * @param[out] out_needed may be NULL; receives the size needed including the NUL.
 * @param game the handle.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL, ::CR_E_NOMEM.
 */
CR_API int32_t cr_game_record(char *buf, size_t cap, size_t *out_needed, cr_game *game);

/**
 * Replay a match record (cr_game_record()) into a new game. The text is
 * untrusted: bounded (16 MiB, 8 KiB lines), the start validated like a new
 * game, every move validated and every deal boundary applied with
 * cr_game_next_deal().
 * @param[out] out receives the handle; set to NULL on failure.
 * @param err may be NULL; receives the status, reason (for a recorded move
 *        that is illegal) and message (with the line) of a failure, or is cleared.
 * @param record NUL-terminated record text.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_PARSE, ::CR_E_UNSUPPORTED
 *         (unknown version or preset without engine), ::CR_E_CONFIG,
 *         ::CR_E_INVALID_DEAL, ::CR_E_ILLEGAL_MOVE, ::CR_E_LIMIT, ::CR_E_NOMEM.
 */
CR_API int32_t cr_game_replay(cr_game **out, cr_error *err, const char *record);
/** @} */

/** @} */

CR_END_DECLS

#endif /* CARDRULES_GAME_H */
