/* The move grammar (docs/game.md "Moves"): every text form round-trips
 * through the programmatic form, the card-array encoding of enum
 * cr_move_code is what the header documents, and malformed text or arrays
 * are refused with an error, never a crash. */
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "cardrules.h"

static cr_game *any_game(void)
{
    cr_game *g = NULL;
    ck_assert_int_eq(cr_game_new_text(&g, "rockaway players=3", 1), CR_OK);
    return g;
}

/* text -> programmatic -> text gives the text back, and the bytes given. */
static void round_trip(cr_game *g, const char *text, int32_t want_type, const uint8_t *want, size_t want_n,
                       int32_t want_arg)
{
    int32_t type, arg;
    uint8_t cards[64];
    size_t n;
    ck_assert_msg(cr_game_move_parse(&type, cards, sizeof cards, &n, &arg, g, text) == CR_OK, "%s: %s", text,
                  cr_game_last_error(g));
    ck_assert_int_eq(type, want_type);
    ck_assert_int_eq(arg, want_arg);
    ck_assert_msg(n == want_n && memcmp(cards, want, n) == 0, "%s: encoding differs", text);
    char back[256];
    ck_assert_int_eq(cr_game_move_format(back, sizeof back, NULL, g, type, cards, n, arg), CR_OK);
    ck_assert_str_eq(back, text);
}

#define C(r, s) CR_CARD(r, CR_SUIT_##s)
#define RT(g, text, type, arg, ...)                                                                \
    do {                                                                                           \
        static const uint8_t want_[] = {__VA_ARGS__};                                              \
        round_trip(g, text, type, want_, sizeof want_, arg);                                       \
    } while (0)

START_TEST(every_form_round_trips)
{
    cr_game *g = any_game();
    static const char *plain[] = {"draw", "pass", "take", "knock", "done"};
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) {
        int32_t type, arg;
        size_t n;
        uint8_t cards[4];
        ck_assert_int_eq(cr_game_move_parse(&type, cards, sizeof cards, &n, &arg, g, plain[i]), CR_OK);
        ck_assert_uint_eq(n, 0);
        char back[32];
        ck_assert_int_eq(cr_game_move_format(back, sizeof back, NULL, g, type, cards, n, arg), CR_OK);
        ck_assert_str_eq(back, plain[i]);
    }
    RT(g, "play 7H", CR_MOVE_PLAY, -1, C(7, HEARTS));
    RT(g, "play AS H", CR_MOVE_PLAY, CR_SUIT_HEARTS, C(1, SPADES));
    round_trip(g, "take 2", CR_MOVE_TAKE, (const uint8_t *)"", 0, 2);
    RT(g, "discard 5H", CR_MOVE_DISCARD, -1, C(5, HEARTS));
    RT(g, "discard JK", CR_MOVE_DISCARD, -1, CR_CARD_JOKER);
    RT(g, "meld 7C 8C 9C", CR_MOVE_MELD, -1, C(7, CLUBS), C(8, CLUBS), C(9, CLUBS));
    RT(g, "meld 7C JK=8C 9C", CR_MOVE_MELD, -1, C(7, CLUBS), CR_JOKER_AS(C(8, CLUBS)), C(9, CLUBS));
    /* `/` between the melds of one going-out or exposure move (SR-T1, SR-T2) */
    RT(g, "meld 3S 3H 3D / 7C 8C 9C", CR_MOVE_MELD, -1, C(3, SPADES), C(3, HEARTS), C(3, DIAMONDS),
       CR_MOVE_SEPARATOR, C(7, CLUBS), C(8, CLUBS), C(9, CLUBS));
    RT(g, "expose 9C 9H 9D / 4S 5S 6S", CR_MOVE_EXPOSE, -1, C(9, CLUBS), C(9, HEARTS), C(9, DIAMONDS),
       CR_MOVE_SEPARATOR, C(4, SPADES), C(5, SPADES), C(6, SPADES));
    RT(g, "layoff 10C 3", CR_MOVE_LAYOFF, 3, C(10, CLUBS));
    RT(g, "layoff JK=QH 0", CR_MOVE_LAYOFF, 0, CR_JOKER_AS(C(12, HEARTS)));
    /* a wild deuce keeps its physical card (JR-T1: 2C=9C) */
    RT(g, "meld 9H 9D 2C=9C", CR_MOVE_MELD, -1, C(9, HEARTS), C(9, DIAMONDS), CR_MOVE_WILD, C(2, CLUBS),
       C(9, CLUBS));
    /* group jokers and wild deuces with an open suit (RULES.md 0.1 `JK=Q*`) */
    RT(g, "meld QS QH JK=Q*", CR_MOVE_MELD, -1, C(12, SPADES), C(12, HEARTS), CR_JOKER_AS(CR_OPEN_SUIT(12)));
    RT(g, "meld 10S 10H 2D=10*", CR_MOVE_MELD, -1, C(10, SPADES), C(10, HEARTS), CR_MOVE_WILD, C(2, DIAMONDS),
       CR_OPEN_SUIT(10));
    /* numbered jokers, told apart for a steal (RD-T5) */
    RT(g, "commit AD 2D 3D 4D / 8C 9C JK1=10C", CR_MOVE_COMMIT, -1, C(1, DIAMONDS), C(2, DIAMONDS),
       C(3, DIAMONDS), C(4, DIAMONDS), CR_MOVE_SEPARATOR, C(8, CLUBS), C(9, CLUBS), CR_MOVE_JOKER_ID, 1,
       CR_JOKER_AS(C(10, CLUBS)));
    RT(g, "commit QS QH JK2=Q*", CR_MOVE_COMMIT, -1, C(12, SPADES), C(12, HEARTS), CR_MOVE_JOKER_ID, 2,
       CR_JOKER_AS(CR_OPEN_SUIT(12)));
    RT(g, "commit JK3 9C 10C", CR_MOVE_COMMIT, -1, CR_MOVE_JOKER_ID, 3, CR_CARD_JOKER, C(9, CLUBS),
       C(10, CLUBS));
    /* Carousel: a knock carries this turn's table (CA-2) */
    RT(g, "knock 7C 8C 9C / QH QS JK=QD", CR_MOVE_KNOCK, -1, C(7, CLUBS), C(8, CLUBS), C(9, CLUBS),
       CR_MOVE_SEPARATOR, C(12, HEARTS), C(12, SPADES), CR_JOKER_AS(C(12, DIAMONDS)));
    cr_game_free(g);
}
END_TEST

START_TEST(free_spelling_gives_canonical_text)
{
    cr_game *g = any_game();
    static const struct {
        const char *in, *out;
    } cases[] = {
        {"  PLAY   tH\t", "play 10H"},
        {"no-play", "pass"},
        {"draw stock", "draw"},
        {"MELD jk1=q* 10♥ 2c=10d", "meld JK1=Q* 10H 2C=10D"},
        {"meld 3S 3H 3D   /   7C 8C 9C", "meld 3S 3H 3D / 7C 8C 9C"},
        {"commit QH' QS JK=q♦", "commit QH QS JK=QD"},
        {"knock", "knock"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int32_t type, arg;
        uint8_t cards[64];
        size_t n;
        ck_assert_msg(cr_game_move_parse(&type, cards, sizeof cards, &n, &arg, g, cases[i].in) == CR_OK, "%s",
                      cases[i].in);
        char back[128];
        ck_assert_int_eq(cr_game_move_format(back, sizeof back, NULL, g, type, cards, n, arg), CR_OK);
        ck_assert_str_eq(back, cases[i].out);
    }
    cr_game_free(g);
}
END_TEST

START_TEST(bad_text_is_refused)
{
    cr_game *g = any_game();
    static const char *garbage[] = {
        "",           "   ",          "play",          "play 7H 8H",   "play XX",        "play 7H Z",
        "draw 7H",    "draw stock stock", "pass now",  "dance",        "layoff 10C",     "layoff 10C 99999999999",
        "layoff 3 10C", "take -1",    "take 2 2",      "meld",         "commit / 7C",    "commit 7C /",
        "commit 7C / / 8C", "meld /", "play JK=7H",    "meld JK=JK",   "discard 2C=9C",  "layoff 10C / JH 3",
        "expose 7C 8C 9C / ", "meld JK=1*", "meld JK=*", "meld JK=Z*", "meld 2C=",     "meld JK10=5C",
        "meld JK0",   "meld 7C=",     "play 7Hxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "knock /", "done /",
        "\xff\xfe",
    };
    for (size_t i = 0; i < sizeof garbage / sizeof garbage[0]; i++) {
        int32_t type, arg;
        uint8_t cards[64];
        size_t n;
        ck_assert_msg(cr_game_move_parse(&type, cards, sizeof cards, &n, &arg, g, garbage[i]) != CR_OK, "%s",
                      garbage[i]);
        ck_assert_int_eq(cr_game_validate(g, 1, garbage[i]), CR_E_PARSE);
        ck_assert_int_eq(cr_game_apply(g, 1, garbage[i]), CR_E_PARSE);
        ck_assert_str_ne(cr_game_last_error(g), "");
    }
    /* A move with too many entries is a limit, not a crash. */
    char *huge = malloc(4 + 3 * 4000 + 1);
    memcpy(huge, "meld", 4);
    for (size_t i = 0; i < 4000; i++)
        memcpy(huge + 4 + 3 * i, " 2C", 3);
    huge[4 + 3 * 4000] = '\0';
    ck_assert_int_eq(cr_game_validate(g, 1, huge), CR_E_LIMIT);
    free(huge);
    cr_game_free(g);
}
END_TEST

/* Programmatic moves come from outside too: a card array that is not a
 * sequence of entries is refused before any engine sees it. */
START_TEST(bad_arrays_are_refused)
{
    cr_game *g = any_game();
    static const struct {
        uint8_t b[5];
        size_t n;
    } bad[] = {
        {{CR_MOVE_WILD}, 1},                                    /* truncated */
        {{CR_MOVE_WILD, C(2, CLUBS)}, 2},                       /* truncated */
        {{CR_MOVE_WILD, CR_CARD_JOKER, C(9, CLUBS)}, 3},        /* a joker is declared with CR_JOKER_AS */
        {{CR_MOVE_WILD, C(2, CLUBS), 0x0F}, 3},                 /* not a declaration */
        {{CR_MOVE_WILD, C(2, CLUBS), CR_OPEN_SUIT(14)}, 3},     /* no rank 14 */
        {{CR_MOVE_JOKER_ID, 0, CR_CARD_JOKER}, 3},              /* jokers are numbered from 1 */
        {{CR_MOVE_JOKER_ID, 10, CR_CARD_JOKER}, 3},             /* .. to 9 */
        {{CR_MOVE_JOKER_ID, 2, C(2, CLUBS)}, 3},                /* only a joker carries a number */
        {{CR_MOVE_JOKER_ID, 2}, 2},                             /* truncated */
        {{CR_MOVE_SEPARATOR, C(7, CLUBS)}, 2},                  /* separator first */
        {{C(7, CLUBS), CR_MOVE_SEPARATOR}, 2},                  /* separator last */
        {{C(7, CLUBS), CR_MOVE_SEPARATOR, CR_MOVE_SEPARATOR, C(8, CLUBS)}, 4},
        {{CR_JOKER_AS(0x0F)}, 1},                               /* declared as nothing */
        {{0x41}, 1},                                            /* an open-suit code is not a card */
        {{0x3E}, 1},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char text[64];
        ck_assert_msg(cr_game_validate_move(g, 1, CR_MOVE_MELD, bad[i].b, bad[i].n, -1) == CR_E_INVALID_ARGUMENT,
                      "case %zu", i);
        ck_assert_int_eq(cr_game_apply_move(g, 1, CR_MOVE_MELD, bad[i].b, bad[i].n, -1), CR_E_INVALID_ARGUMENT);
        ck_assert_int_eq(cr_game_apply_unchecked(g, 1, CR_MOVE_MELD, bad[i].b, bad[i].n, -1),
                         CR_E_INVALID_ARGUMENT);
        ck_assert_int_eq(cr_game_move_format(text, sizeof text, NULL, g, CR_MOVE_MELD, bad[i].b, bad[i].n, -1),
                         CR_E_INVALID_ARGUMENT);
    }
    cr_game_free(g);
}
END_TEST

START_TEST(codes_are_frozen)
{
    ck_assert_int_eq(CR_MOVE_SEPARATOR, 0xFF);
    ck_assert_int_eq(CR_MOVE_WILD, 0xFE);
    ck_assert_int_eq(CR_MOVE_JOKER_ID, 0xFD);
    ck_assert_int_eq(CR_MOVE_TYPE_LIMIT, 12);
    ck_assert_int_eq(CR_JOKER_AS(C(8, CLUBS)), 0x88);
    ck_assert_int_eq(CR_OPEN_SUIT(12), 0x4C);
    ck_assert_int_eq(CR_JOKER_AS(CR_OPEN_SUIT(12)), 0xCC);
    ck_assert_int_eq(cr_joker_as(C(8, CLUBS)), 0x88);
    ck_assert_int_eq(cr_joker_as(CR_OPEN_SUIT(12)), 0xCC);
    ck_assert_int_eq(cr_joker_as(CR_CARD_JOKER), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_joker_as(0x0F), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_open_suit(1), 0x41);
    ck_assert_int_eq(cr_open_suit(13), 0x4D);
    ck_assert_int_eq(cr_open_suit(0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_open_suit(14), CR_E_INVALID_ARGUMENT);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("move_text");
    TCase *tc = tcase_create("grammar");
    tcase_add_test(tc, every_form_round_trips);
    tcase_add_test(tc, free_spelling_gives_canonical_text);
    tcase_add_test(tc, bad_text_is_refused);
    tcase_add_test(tc, bad_arrays_are_refused);
    tcase_add_test(tc, codes_are_frozen);
    suite_add_tcase(s, tc);
    return s;
}
