/* Card codes and notation (RULES.md 0.1): every code round-trips through
 * text, every bad input is refused with its error and position. */
#include "check_main.h"
#include "common/internal.h"

#include <string.h>

static void all_codes(uint8_t *out, size_t *n)
{
    *n = 0;
    for (unsigned c = 0; c < 256; c++)
        if (cr_card_is_valid((uint8_t)c))
            out[(*n)++] = (uint8_t)c;
}

START_TEST(there_are_53_codes_with_the_documented_layout)
{
    uint8_t codes[256];
    size_t n;
    all_codes(codes, &n);
    ck_assert_uint_eq(n, 53);
    for (size_t i = 0; i < n; i++) {
        uint8_t c = codes[i];
        if (c == CR_CARD_JOKER) {
            ck_assert_int_eq(cr_card_rank(c), 0);
            ck_assert_int_eq(cr_card_suit(c), CR_SUIT_NONE);
            ck_assert_int_eq(cr_card_color(c), CR_COLOR_NONE);
            ck_assert_int_eq(cr_card_is_joker(c), 1);
            continue;
        }
        int32_t rank = cr_card_rank(c), suit = cr_card_suit(c);
        ck_assert_int_ge(rank, 1);
        ck_assert_int_le(rank, 13);
        ck_assert_int_eq(c, (suit << 4) | rank);
        ck_assert_int_eq(cr_card_color(c),
                         suit == CR_SUIT_DIAMONDS || suit == CR_SUIT_HEARTS ? CR_COLOR_RED
                                                                            : CR_COLOR_BLACK);
        uint8_t made = 0;
        ck_assert_int_eq(cr_card_make(&made, (uint32_t)rank, (uint32_t)suit), CR_OK);
        ck_assert_int_eq(made, c);
    }
    ck_assert_int_eq(CR_CARD(CR_RANK_QUEEN, CR_SUIT_HEARTS), 0x2C);
    ck_assert_int_eq(cr_card_rank(0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_card_suit(0x0E), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_card_color(0xFF), CR_E_INVALID_ARGUMENT);
    uint8_t out = 0;
    ck_assert_int_eq(cr_card_make(&out, 0, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_card_make(&out, 14, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_card_make(&out, 1, 4), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_card_make(NULL, 1, 1), CR_E_INVALID_ARGUMENT);
}
END_TEST

START_TEST(every_code_round_trips_through_text)
{
    uint8_t codes[256];
    size_t n;
    all_codes(codes, &n);
    for (size_t i = 0; i < n; i++) {
        for (uint32_t flags = 0; flags <= CR_FORMAT_UNICODE; flags++) {
            char text[CR_CARD_TEXT_MAX];
            ck_assert_int_eq(cr_card_format(text, sizeof text, codes[i], flags), CR_OK);
            uint8_t back = 0;
            ck_assert_int_eq(cr_card_parse(&back, text), CR_OK);
            ck_assert_int_eq(back, codes[i]);
        }
        ck_assert_str_ne(cr_card_name(codes[i]), "??");
        uint8_t back = 0;
        ck_assert_int_eq(cr_card_parse(&back, cr_card_name(codes[i])), CR_OK);
        ck_assert_int_eq(back, codes[i]);
    }
    /* Invalid codes neither format nor name. */
    for (unsigned c = 0; c < 256; c++) {
        if (cr_card_is_valid((uint8_t)c))
            continue;
        char text[CR_CARD_TEXT_MAX];
        ck_assert_int_eq(cr_card_format(text, sizeof text, (uint8_t)c, 0), CR_E_INVALID_ARGUMENT);
        ck_assert_str_eq(cr_card_name((uint8_t)c), "??");
    }
}
END_TEST

START_TEST(canonical_and_unicode_output)
{
    char text[CR_CARD_TEXT_MAX];
    ck_assert_int_eq(cr_card_format(text, sizeof text, CR_CARD(10, CR_SUIT_HEARTS), 0), CR_OK);
    ck_assert_str_eq(text, "10H");
    ck_assert_int_eq(cr_card_format(text, sizeof text, CR_CARD(10, CR_SUIT_HEARTS), CR_FORMAT_UNICODE), CR_OK);
    ck_assert_str_eq(text, "10\xE2\x99\xA5");
    ck_assert_int_eq(cr_card_format(text, sizeof text, CR_CARD(1, CR_SUIT_SPADES), CR_FORMAT_UNICODE), CR_OK);
    ck_assert_str_eq(text, "A\xE2\x99\xA0");
    ck_assert_int_eq(cr_card_format(text, sizeof text, CR_CARD_JOKER, 0), CR_OK);
    ck_assert_str_eq(text, "JK");
    ck_assert_int_eq(cr_card_format(text, 4, CR_CARD(10, CR_SUIT_HEARTS), 0), CR_OK);
    ck_assert_int_eq(cr_card_format(text, 3, CR_CARD(10, CR_SUIT_HEARTS), 0), CR_E_BUFFER_TOO_SMALL);
    ck_assert_int_eq(cr_card_format(text, sizeof text, 1, 2), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_card_format(NULL, 8, 1, 0), CR_E_INVALID_ARGUMENT);
}
END_TEST

START_TEST(accepted_spellings)
{
    static const struct {
        const char *text;
        uint8_t code;
    } ok[] = {
        {"10H", CR_CARD(10, 2)}, {"TH", CR_CARD(10, 2)},   {"th", CR_CARD(10, 2)},
        {"qs", CR_CARD(12, 3)},  {"aD", CR_CARD(1, 1)},    {"QH'", CR_CARD(12, 2)},
        {"JK", CR_CARD_JOKER},   {"jk", CR_CARD_JOKER},    {"JK1", CR_CARD_JOKER},
        {"JK2", CR_CARD_JOKER},  {"7\xE2\x99\xA3", CR_CARD(7, 0)}, /* 7♣ */
        {"K\xE2\x99\xA6", CR_CARD(13, 1)},                          /* K♦ */
        {"2\xE2\x99\xA1", CR_CARD(2, 2)},                           /* 2♡ */
        {"j\xE2\x99\xA4", CR_CARD(11, 3)},                          /* j♤ */
        {"A\xE2\x99\xA5\xEF\xB8\x8F", CR_CARD(1, 2)},               /* A♥ + VS16 */
        {"9\xE2\x99\xA2", CR_CARD(9, 1)},                           /* 9♢ */
        {"3\xE2\x99\xA7", CR_CARD(3, 0)},                           /* 3♧ */
    };
    for (size_t i = 0; i < CRI_ARRAY_LEN(ok); i++) {
        uint8_t c = 0;
        ck_assert_msg(cr_card_parse(&c, ok[i].text) == CR_OK, "refused %s", ok[i].text);
        ck_assert_int_eq(c, ok[i].code);
    }
}
END_TEST

START_TEST(bad_cards_are_refused)
{
    static const char *const bad[] = {
        "", " ", "1H", "11H", "0S", "1", "10", "H", "ZH", "10X", "QHH", "Q H", "QH ",
        " QH", "JK0", "JK10", "JKX", "J", "K", "JKH", "QH''", "10\xE2\x99", "10\xE2\x99\xA8",
        "\xE2\x99\xA5", "A\xE2\x99\xA5\xEF", "\xFF", "1OH", "QHx"};
    for (size_t i = 0; i < CRI_ARRAY_LEN(bad); i++) {
        uint8_t c = 0x77;
        ck_assert_msg(cr_card_parse(&c, bad[i]) == CR_E_PARSE, "accepted \"%s\"", bad[i]);
        ck_assert_int_eq(c, 0x77); /* untouched */
    }
    ck_assert_int_eq(cr_card_parse(NULL, "QH"), CR_E_INVALID_ARGUMENT);
    uint8_t c;
    ck_assert_int_eq(cr_card_parse(&c, NULL), CR_E_INVALID_ARGUMENT);
}
END_TEST

START_TEST(lists_parse_with_positions)
{
    uint8_t out[CR_MAX_CARDS];
    size_t n = 0, at = 0;
    ck_assert_int_eq(cr_cards_parse(out, CR_MAX_CARDS, &n, &at, " 7C,8c\t9\xE2\x99\xA3  JK\n"), CR_OK);
    ck_assert_uint_eq(n, 4);
    ck_assert_int_eq(out[0], CR_CARD(7, 0));
    ck_assert_int_eq(out[2], CR_CARD(9, 0));
    ck_assert_int_eq(out[3], CR_CARD_JOKER);
    ck_assert_int_eq(cr_cards_parse(out, CR_MAX_CARDS, &n, &at, ""), CR_OK);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(cr_cards_parse(NULL, 0, &n, &at, "   "), CR_OK);
    ck_assert_uint_eq(n, 0);

    memset(out, 0xAA, sizeof out);
    n = 99;
    ck_assert_int_eq(cr_cards_parse(out, CR_MAX_CARDS, &n, &at, "7C 8C ZZ 9C"), CR_E_PARSE);
    ck_assert_uint_eq(at, 6);
    ck_assert_uint_eq(n, 99);
    ck_assert_int_eq(out[0], 0xAA); /* nothing written on failure */
    ck_assert_int_eq(cr_cards_parse(out, CR_MAX_CARDS, &n, &at, "XX"), CR_E_PARSE);
    ck_assert_uint_eq(at, 0);
    ck_assert_int_eq(cr_cards_parse(out, CR_MAX_CARDS, &n, NULL, "7C 1"), CR_E_PARSE);

    ck_assert_int_eq(cr_cards_parse(out, 2, &n, &at, "7C 8C 9C"), CR_E_BUFFER_TOO_SMALL);
    ck_assert_uint_eq(n, 3);
    ck_assert_int_eq(cr_cards_parse(out, 1, NULL, &at, "7C"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_cards_parse(NULL, 1, &n, &at, "7C"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_cards_parse(out, 1, &n, &at, NULL), CR_E_INVALID_ARGUMENT);

    /* More than CR_MAX_CARDS cards is a limit error, whatever the capacity. */
    char big[(CR_MAX_CARDS + 1) * 3 + 1];
    size_t len = 0;
    for (int i = 0; i <= CR_MAX_CARDS; i++) {
        memcpy(big + len, "AS ", 3);
        len += 3;
    }
    big[len] = '\0';
    ck_assert_int_eq(cr_cards_parse(out, CR_MAX_CARDS, &n, &at, big), CR_E_LIMIT);
    big[len - 3] = '\0';
    ck_assert_int_eq(cr_cards_parse(out, CR_MAX_CARDS, &n, &at, big), CR_OK);
    ck_assert_uint_eq(n, CR_MAX_CARDS);
}
END_TEST

START_TEST(lists_format_and_round_trip)
{
    uint8_t deck[CR_MAX_CARDS];
    size_t n;
    ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &n, 3, 6), CR_OK);
    ck_assert_uint_eq(n, CR_MAX_CARDS);
    for (uint32_t flags = 0; flags <= CR_FORMAT_UNICODE; flags++) {
        size_t need = 0;
        ck_assert_int_eq(cr_cards_format(NULL, 0, &need, deck, n, flags), CR_E_BUFFER_TOO_SMALL);
        char text[CR_MAX_CARDS * CR_CARD_TEXT_MAX];
        ck_assert_int_eq(cr_cards_format(text, need - 1, NULL, deck, n, flags), CR_E_BUFFER_TOO_SMALL);
        ck_assert_int_eq(cr_cards_format(text, need, NULL, deck, n, flags), CR_OK);
        ck_assert_uint_eq(strlen(text) + 1, need);
        uint8_t back[CR_MAX_CARDS];
        size_t m = 0;
        ck_assert_int_eq(cr_cards_parse(back, CR_MAX_CARDS, &m, NULL, text), CR_OK);
        ck_assert_uint_eq(m, n);
        ck_assert_mem_eq(back, deck, n);
    }
    char text[16];
    uint8_t two[2] = {CR_CARD(7, 0), CR_CARD(10, 3)};
    ck_assert_int_eq(cr_cards_format(text, sizeof text, NULL, two, 2, 0), CR_OK);
    ck_assert_str_eq(text, "7C 10S");
    ck_assert_int_eq(cr_cards_format(text, sizeof text, NULL, two, 0, 0), CR_OK);
    ck_assert_str_eq(text, "");
    uint8_t badcard[1] = {0x3F};
    ck_assert_int_eq(cr_cards_format(text, sizeof text, NULL, badcard, 1, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_cards_format(text, sizeof text, NULL, NULL, 1, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_cards_format(text, sizeof text, NULL, two, CR_MAX_CARDS + 1, 0), CR_E_LIMIT);
}
END_TEST

START_TEST(decks_in_canonical_order)
{
    uint8_t deck[CR_MAX_CARDS];
    size_t n = 0;
    ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &n, 1, 0), CR_OK);
    ck_assert_uint_eq(n, 52);
    ck_assert_int_eq(deck[0], CR_CARD(1, CR_SUIT_CLUBS));
    ck_assert_int_eq(deck[12], CR_CARD(13, CR_SUIT_CLUBS));
    ck_assert_int_eq(deck[13], CR_CARD(1, CR_SUIT_DIAMONDS));
    ck_assert_int_eq(deck[51], CR_CARD(13, CR_SUIT_SPADES));
    ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &n, 2, 4), CR_OK);
    ck_assert_uint_eq(n, 108);
    ck_assert_int_eq(deck[52], CR_CARD(1, CR_SUIT_CLUBS));
    ck_assert_int_eq(deck[104], CR_CARD_JOKER);
    ck_assert_int_eq(deck[107], CR_CARD_JOKER);
    ck_assert_int_eq(cr_deck_build(deck, 100, &n, 2, 0), CR_E_BUFFER_TOO_SMALL);
    ck_assert_uint_eq(n, 104);
    ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &n, 0, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &n, 4, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &n, 1, 7), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_deck_build(deck, sizeof deck, NULL, 1, 0), CR_E_INVALID_ARGUMENT);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("cards");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, there_are_53_codes_with_the_documented_layout);
    tcase_add_test(tc, every_code_round_trips_through_text);
    tcase_add_test(tc, canonical_and_unicode_output);
    tcase_add_test(tc, accepted_spellings);
    tcase_add_test(tc, bad_cards_are_refused);
    tcase_add_test(tc, lists_parse_with_positions);
    tcase_add_test(tc, lists_format_and_round_trip);
    tcase_add_test(tc, decks_in_canonical_order);
    suite_add_tcase(s, tc);
    return s;
}
