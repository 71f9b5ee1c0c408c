/* The SHED baseline bots (RULES.md 2, 3; docs/game.md "Bots"): the same
 * state and seed give the same move, S0's strategy hint is followed, and
 * each bot beats uniformly random legal play. */
#include "game/game_kit.h"

START_TEST(bot_is_deterministic_and_keeps_aces)
{
    cr_game *a = kit_new_game("rockaway players=4", 77), *b = kit_new_game("rockaway players=4", 77);
    for (int i = 0; i < 40 && !cr_game_is_deal_over(a); i++) {
        char ma[32], mb[32];
        int32_t s = cr_game_to_act(a);
        ck_assert_int_eq(cr_game_bot_move(ma, sizeof ma, NULL, a, s, 5), CR_OK);
        ck_assert_int_eq(cr_game_bot_move(mb, sizeof mb, NULL, b, s, 5), CR_OK);
        ck_assert_str_eq(ma, mb);
        ck_assert_int_eq(cr_game_validate(a, s, ma), CR_OK);
        cr_game_apply(a, s, ma);
        cr_game_apply(b, s, mb);
    }
    cr_game_free(a);
    cr_game_free(b);
    /* S0: "an Ace should not be played if another choice is available". */
    cr_rules *r;
    ck_assert_int_eq(cr_rules_from_text(&r, "rockaway players=2"), CR_OK);
    char msg[128], mv[32];
    cr_game *g;
    ck_assert_int_eq(cr_game_new_layout(&g, msg, sizeof msg, r,
                                        "dealer 0\nhand 1 AS 5D 9C 2C\nhand 0 3H\nwidow 9D\nstock rest\n"),
                     CR_OK);
    ck_assert_int_eq(cr_game_bot_move(mv, sizeof mv, NULL, g, 1, 1), CR_OK);
    ck_assert_str_ne(mv, "play AS");
    cr_game_free(g);
    cr_rules_free(r);
}
END_TEST

/* The bot at seat 0 against uniformly random legal play at the others:
 * returns seat 0's total score change minus the others' average. */
static double bot_edge(const char *rules, int games)
{
    cr_rng *rng;
    ck_assert_int_eq(cr_rng_new(&rng, 4242), CR_OK);
    double bot = 0, others = 0;
    for (int i = 0; i < games; i++) {
        cr_game *g = kit_new_game(rules, 9000 + (uint64_t)i);
        while (!cr_game_is_deal_over(g)) {
            int32_t seat = cr_game_to_act(g);
            if (seat == 0) {
                REQ_EQ(cr_game_bot_play(g, 0, (uint64_t)i), CR_OK);
                continue;
            }
            size_t n;
            uint32_t pick;
            int32_t type, arg;
            uint8_t cards[4];
            size_t cn;
            cr_game_legal_count(&n, g, seat);
            cr_rng_bounded(&pick, rng, (uint32_t)n);
            cr_game_legal_move_get(&type, cards, sizeof cards, &cn, &arg, g, pick);
            REQ_EQ(cr_game_apply_move(g, seat, type, cards, cn, arg), CR_OK);
        }
        int32_t np = cr_game_player_count(g);
        for (int32_t s = 0; s < np; s++) {
            int64_t d;
            cr_game_deal_count(NULL, &d, g, s);
            if (s == 0)
                bot += (double)d;
            else
                others += (double)d / (np - 1);
        }
        cr_game_free(g);
    }
    cr_rng_free(rng);
    return (bot - others) / games;
}

START_TEST(bot_beats_random_play)
{
    /* Rockaway scores penalties (lower is better), Go Boom winnings. */
    double rk = bot_edge("rockaway players=4", 400);
    double gb = bot_edge("go-boom players=4", 400);
    ck_assert_msg(rk < -3.0, "Rockaway bot edge %.2f", rk);
    ck_assert_msg(gb > 3.0, "Go Boom bot edge %.2f", gb);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("shed_bot");
    TCase *tc = tcase_create("bot");
    tcase_add_test(tc, bot_is_deterministic_and_keeps_aces);
    tcase_add_test(tc, bot_beats_random_play);
    suite_add_tcase(s, tc);
    return s;
}
