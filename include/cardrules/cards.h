/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/**
 * @file cards.h
 * @brief Card codes, card notation (parse and format) and packs.
 *
 * Part of the public API; include cardrules.h rather than this file.
 */
#ifndef CARDRULES_CARDS_H
#define CARDRULES_CARDS_H

#include "common.h"

CR_BEGIN_DECLS

/** @defgroup cards Cards
 * A card is one byte, frozen for the ABI: `suit << 4 | rank` with rank 1
 * (ace) to 13 (king) and suit 0..3 in the order clubs, diamonds, hearts,
 * spades. So a standard card's code is also its bit position in a 64-bit
 * one-pack mask with one 16-bit lane per suit. Every joker is ::CR_CARD_JOKER.
 * Copies from a second or third pack have the same code: card lists are
 * multisets. Codes outside these 53 values are invalid everywhere.
 *
 * Text notation (RULES.md 0.1): a rank `A 2 3 4 5 6 7 8 9 10 J Q K` (also
 * `T` for ten) followed by a suit `C D H S` or a suit symbol
 * (♣ ♦ ♥ ♠, or the white ♧ ♢ ♡ ♤), in any case; `JK` (optionally numbered
 * `JK1`..`JK9`) for a joker. A trailing `'` (second-pack copy, `QH'`) is
 * accepted and ignored. Canonical output is ASCII with `10`, e.g. `10H`, `JK`;
 * ::CR_FORMAT_UNICODE writes the suit symbol instead, e.g. `10♥`.
 * @{ */

/** Suit code of clubs. */
#define CR_SUIT_CLUBS 0
/** Suit code of diamonds. */
#define CR_SUIT_DIAMONDS 1
/** Suit code of hearts. */
#define CR_SUIT_HEARTS 2
/** Suit code of spades. */
#define CR_SUIT_SPADES 3
/** What cr_card_suit() returns for a joker. */
#define CR_SUIT_NONE 4

/** Rank code of the ace. */
#define CR_RANK_ACE 1
/** Rank code of the jack. */
#define CR_RANK_JACK 11
/** Rank code of the queen. */
#define CR_RANK_QUEEN 12
/** Rank code of the king. */
#define CR_RANK_KING 13

/** The code of a standard card: `CR_CARD(CR_RANK_QUEEN, CR_SUIT_HEARTS)`. */
#define CR_CARD(rank, suit) ((uint8_t)(((suit) << 4) | (rank)))
/** The code of every joker. */
#define CR_CARD_JOKER 0x40

/** Colour code of clubs and spades. */
#define CR_COLOR_BLACK 0
/** Colour code of diamonds and hearts. */
#define CR_COLOR_RED 1
/** What cr_card_color() returns for a joker. */
#define CR_COLOR_NONE 2

/** Format flag: canonical ASCII notation (`10H`). */
#define CR_FORMAT_ASCII 0u
/** Format flag: Unicode suit symbols (`10♥`), UTF-8 encoded. */
#define CR_FORMAT_UNICODE 1u

/** Buffer size that always holds one formatted card and its NUL. */
#define CR_CARD_TEXT_MAX 8

/** Whether a code is a card.
 * @param card any byte.
 * @return 1 if @p card is one of the 53 valid codes, else 0. */
CR_API int32_t cr_card_is_valid(uint8_t card);
/** Whether a code is the joker.
 * @param card any byte.
 * @return 1 if @p card is ::CR_CARD_JOKER, else 0. */
CR_API int32_t cr_card_is_joker(uint8_t card);
/** The rank of a card.
 * @param card a card code.
 * @return the rank 1..13, 0 for a joker, ::CR_E_INVALID_ARGUMENT for an invalid code. */
CR_API int32_t cr_card_rank(uint8_t card);
/** The suit of a card.
 * @param card a card code.
 * @return the suit 0..3, ::CR_SUIT_NONE for a joker, ::CR_E_INVALID_ARGUMENT for an invalid code. */
CR_API int32_t cr_card_suit(uint8_t card);
/** The colour of a card.
 * @param card a card code.
 * @return ::CR_COLOR_BLACK or ::CR_COLOR_RED, ::CR_COLOR_NONE for a joker,
 *          ::CR_E_INVALID_ARGUMENT for an invalid code. */
CR_API int32_t cr_card_color(uint8_t card);

/**
 * Make a card code from a rank and a suit.
 * @param[out] out_card receives the code.
 * @param rank 1..13.
 * @param suit 0..3.
 * @return ::CR_OK, or ::CR_E_INVALID_ARGUMENT (NULL output, rank or suit out of range).
 */
CR_API int32_t cr_card_make(uint8_t *out_card, uint32_t rank, uint32_t suit);

/**
 * The canonical ASCII name of a card, e.g. `"10H"`, `"JK"`.
 * @param card a card code.
 * @return a static string; never NULL (`"??"` for an invalid code).
 */
CR_API const char *cr_card_name(uint8_t card);

/**
 * Parse one card; the whole string must be the card (no surrounding space).
 * @param[out] out_card receives the code; untouched on failure.
 * @param text NUL-terminated UTF-8.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT for NULL, ::CR_E_PARSE for anything else.
 */
CR_API int32_t cr_card_parse(uint8_t *out_card, const char *text);

/**
 * Format one card.
 * @param[out] buf receives the NUL-terminated text.
 * @param cap size of @p buf in bytes (::CR_CARD_TEXT_MAX always suffices).
 * @param card the code.
 * @param flags ::CR_FORMAT_ASCII or ::CR_FORMAT_UNICODE.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (NULL buffer, invalid card, unknown
 *         flag), ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_card_format(char *buf, size_t cap, uint8_t card, uint32_t flags);

/**
 * Parse a list of cards separated by white space (spaces, tabs, newlines) and/or commas.
 * @param[out] out receives the codes in input order; untouched on failure.
 * @param cap capacity of @p out in cards.
 * @param[out] out_count receives the number of cards; on ::CR_E_BUFFER_TOO_SMALL, the number needed.
 * @param[out] out_error_offset may be NULL; on ::CR_E_PARSE receives the byte
 *             offset in @p text of the first character of the bad token.
 * @param text NUL-terminated UTF-8; an empty or blank string is an empty list.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (NULL text or out_count, or NULL
 *         @p out with a non-zero @p cap), ::CR_E_PARSE,
 *         ::CR_E_LIMIT (more than ::CR_MAX_CARDS cards), ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_cards_parse(uint8_t *out, size_t cap, size_t *out_count,
                              size_t *out_error_offset, const char *text);

/**
 * Format a list of cards separated by single spaces.
 * @param[out] buf receives the NUL-terminated text (may be NULL when @p cap is 0).
 * @param cap size of @p buf in bytes.
 * @param[out] out_needed may be NULL; receives the size needed including the NUL.
 * @param cards the codes.
 * @param count number of codes (at most ::CR_MAX_CARDS).
 * @param flags ::CR_FORMAT_ASCII or ::CR_FORMAT_UNICODE.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT (invalid code, NULL @p cards with a
 *         non-zero count, unknown flag), ::CR_E_LIMIT, ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_cards_format(char *buf, size_t cap, size_t *out_needed,
                               const uint8_t *cards, size_t count, uint32_t flags);
/** @} */

/** @defgroup decks Packs
 * @{ */
/**
 * Build a pack of 1..::CR_MAX_PACKS standard decks plus 0..::CR_MAX_JOKERS
 * jokers, in canonical order: deck by deck, within a deck clubs, diamonds,
 * hearts, spades, each ace to king; then the jokers. This order is part of
 * the API contract: shuffles and stacked deals start from it.
 * @param[out] out receives the cards; untouched on failure.
 * @param cap capacity of @p out.
 * @param[out] out_count receives `52 * packs + jokers` (also on ::CR_E_BUFFER_TOO_SMALL).
 * @param packs 1..3.
 * @param jokers 0..6.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_BUFFER_TOO_SMALL.
 */
CR_API int32_t cr_deck_build(uint8_t *out, size_t cap, size_t *out_count,
                             uint32_t packs, uint32_t jokers);
/** @} */

CR_END_DECLS

#endif /* CARDRULES_CARDS_H */
