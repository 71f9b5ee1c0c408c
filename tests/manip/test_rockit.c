/* RockIt to Destiny (RULES.md 16) on the MANIP engine: the scenarios
 * RD-T1..RD-T7 and every RockIt option and named variant of 17.3. */
#include "manip/manip_test.h"

#define R2 "rockit players=2"
#define R2X "rockit players=2 rockit.two_decks_for_two"
#define OTHER "hand 1 2C\nstock rest\n"

START_TEST(rd_t1_coming_in)
{
    const char *L = "turn 0\ntable 7C 8C 9C\nhand 0 10C JC QC 9H 10H JH 2S 2H 2D QS KS AS 3C 4C 5C 6D 7D 8D JK\n"
                    "hand 1 2C\nstock rest\n";
    cr_game *g = layout_game(R2, L);
    legal(g, 0, "commit 7C 8C 9C / 10C JC QC");
    ck_assert(listed(g, 0, "commit 7C 8C 9C / 10C JC QC"));
    refused(g, 0, "commit 7C 8C 9C / 9H 10H JH", CR_REASON_COME_IN_TOO_LOW);
    legal(g, 0, "commit 7C 8C 9C / 2S 2H 2D");
    refused(g, 0, "commit 7C 8C 9C / 10C JC JK=QC", CR_REASON_COME_IN_JOKER);
    refused(g, 0, "commit 7C 8C 9C / QS KS AS", CR_REASON_COME_IN_TOO_LOW);
    refused(g, 0, "commit 7C 8C 9C 10C", CR_REASON_COME_IN_REQUIRED);
    refused(g, 0, "commit 7C 8C 9C / 3C 4C 5C / 6D 7D 8D", CR_REASON_COME_IN_NOT_SINGLE_NEW_TRICK);
    play(g, 0, "commit 7C 8C 9C / 10C JC QC");
    /* The coming-in turn ends: a further play is not this seat's (RULES.md
     * says E_WRONG_PHASE; the turn has passed, so E_NOT_YOUR_TURN). */
    ck_assert_int_eq(cr_game_to_act(g), 1);
    refused(g, 0, "commit 7C 8C 9C / 10C JC QC 9H", CR_REASON_NOT_YOUR_TURN);
    cr_game_free(g);
    g = layout_game(R2 " rockit.come_in=MULTI_TRICK_SUM", L);
    play(g, 0, "commit 7C 8C 9C / 3C 4C 5C / 6D 7D 8D");
    cr_game_free(g);
}
END_TEST

START_TEST(rd_t2_adding_and_splitting)
{
    cr_game *g = layout_game(R2, "turn 0\ncame_in 0\ntable 7C 8C 9C\nhand 0 10C 6C 5C KD\n" OTHER);
    legal(g, 0, "commit 7C 8C 9C 10C");
    legal(g, 0, "commit 6C 7C 8C 9C");
    legal(g, 0, "commit 5C 6C 7C 8C 9C");
    cr_game_free(g);
    g = layout_game(R2X, "turn 0\ncame_in 0\ntable 5H 6H 7H 8H 9H\nhand 0 7H KD\n" OTHER);
    refused(g, 0, "commit 5H 6H / 7H 8H 9H", CR_REASON_TABLE_INVALID);
    play(g, 0, "commit 5H 6H 7H / 7H 8H 9H");
    cr_game_free(g);
}
END_TEST

START_TEST(rd_t3_taking_from_a_run)
{
    const char *T = "turn 0\ncame_in 0\ntable 9D 10D JD QD KD\n";
    char L[512];
    snprintf(L, sizeof L, "%shand 0 9S 9H KS KH AD JD JS JH 8D 2C\nhand 1 3C\nstock rest\n", T);
    cr_game *g = layout_game(R2X, L);
    legal(g, 0, "commit 10D JD QD KD / 9D 9S 9H");       /* (a) */
    legal(g, 0, "commit 9D 10D JD / JD QD KD");           /* (b) the second pack's JD */
    legal(g, 0, "commit 9D 10D JD QD / KD KS KH");        /* (c) */
    legal(g, 0, "commit 9D 10D JD / QD KD AD");           /* (d) */
    refused(g, 0, "commit 9D 10D / JD JS JH / QD KD", CR_REASON_TABLE_INVALID); /* (e) */
    legal(g, 0, "commit 8D 9D 10D / JD JS JH / QD KD AD");
    cr_game_free(g);
}
END_TEST

START_TEST(rd_t4_sevens_and_sixes)
{
    cr_game *g = layout_game(R2, "turn 0\ncame_in 0\ntable 7S 7H 7D / 6S 6H 6D\nhand 0 8S 5H 5D 4D KC\n" OTHER);
    refused(g, 0, "commit 6S 7S 8S / 5H 6H 7H / 4D 5D 6D", CR_REASON_BOARD_CARD_TO_HAND);
    play(g, 0, "commit 6S 7S 8S / 5H 6H 7H / 5D 6D 7D");
    cr_game_free(g);
}
END_TEST

START_TEST(rd_t5_joker_steals)
{
    /* (a) */
    cr_game *g = layout_game(R2, "turn 0\ncame_in 0\ntable AD 2D JK1=3D 4D\nhand 0 3D 8C 9C KH\n" OTHER);
    play(g, 0, "commit AD 2D 3D 4D / 8C 9C JK1=10C");
    cr_game_free(g);
    /* (b) the 3D comes from the board, not the hand */
    const char *B = "turn 0\ncame_in 0\ntable AD 2D JK1=3D 4D / 3S 3H 3C 3D\nhand 0 8C 9C KH\n" OTHER;
    g = layout_game(R2, B);
    refused(g, 0, "commit AD 2D 3D 4D / 3S 3H 3C / 8C 9C JK1=10C", CR_REASON_JOKER_STEAL_NO_REPLACEMENT);
    cr_game_free(g);
    g = layout_game(R2 " rockit.steal_with_table_card", B); /* RD-7 */
    play(g, 0, "commit AD 2D 3D 4D / 3S 3H 3C / 8C 9C JK1=10C");
    cr_game_free(g);
    /* (c) the stolen joker onto a board trick */
    g = layout_game(R2, "turn 0\ncame_in 0\ntable AD 2D JK1=3D 4D / 5C 6C 7C\nhand 0 3D KH\n" OTHER);
    refused(g, 0, "commit AD 2D 3D 4D / 5C 6C 7C JK1=8C", CR_REASON_JOKER_STEAL_NOT_NEW_HAND_TRICK);
    cr_game_free(g);
    /* (d) a group joker: any missing suit replaces it */
    g = layout_game(R2, "turn 0\ncame_in 0\ntable QS QH JK2\nhand 0 QD 5H 6H KC\n" OTHER);
    play(g, 0, "commit QS QH QD / 5H 6H JK2=7H");
    cr_game_free(g);
    /* A repeated suit as the replacement: the group itself is invalid, and
     * V1 comes first (RULES.md names E_JOKER_STEAL_NO_REPLACEMENT). */
    g = layout_game(R2X, "turn 0\ncame_in 0\ntable QS QH JK2\nhand 0 QS 5H 6H KC\n" OTHER);
    refused(g, 0, "commit QS QH QS / 5H 6H JK2=7H", CR_REASON_TABLE_INVALID);
    cr_game_free(g);
    /* (e) a joker from the hand: no restriction */
    g = layout_game(R2X, "turn 0\ncame_in 0\nhand 0 JK 9C 10C KH\n" OTHER);
    play(g, 0, "commit JK=8C 9C 10C");
    cr_game_free(g);
}
END_TEST

START_TEST(rd_t6_groups_and_winning)
{
    cr_game *g = layout_game(R2X, "turn 0\ncame_in 0\nhand 0 7S 7S 7H KC\n" OTHER);
    refused(g, 0, "commit 7S 7S 7H", CR_REASON_TABLE_INVALID);
    cr_game_free(g);
    g = layout_game(R2X, "turn 0\ncame_in 0\ntable 7S 7H 7D\nhand 0 7S 7C 7H KC\n" OTHER);
    legal(g, 0, "commit 7S 7H 7D / 7S 7C 7H");
    cr_game_free(g);
    g = layout_game(R2X, "turn 0\ncame_in 0\ntable 7S 7H 7D 7C\nhand 0 7C KC\n" OTHER);
    refused(g, 0, "commit 7S 7H 7D 7C 7C", CR_REASON_TABLE_INVALID);
    cr_game_free(g);
    g = layout_game(R2, "turn 0\ndealer 1\ncame_in 0\ntable 7H 8H 9H\nhand 0 10H\n" OTHER);
    play(g, 0, "commit 7H 8H 9H 10H");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_OUT);
    ck_assert_int_eq(winners_of(g), 1u);
    ck_assert_int_eq(cr_game_next_deal(g), CR_OK);
    ck_assert_int_eq(cr_game_to_act(g), 0); /* the winner plays first */
    cr_game_free(g);
}
END_TEST

static const char *blocked_layout(void)
{
    static char L[1024];
    char t[900] = "";
    run_text(t, sizeof t, 1, 12, 'C');
    strcat(t, " JK=KC /");
    run_text(t, sizeof t, 3, 13, 'D');
    strcat(t, " AD /");
    run_text(t, sizeof t, 1, 13, 'H');
    strcat(t, " /");
    run_text(t, sizeof t, 1, 13, 'S');
    snprintf(L, sizeof L, "turn 0\ncame_in 0 1\nhand 0 KC 2D\nhand 1 JK\ntable %s\n", t);
    return L;
}

START_TEST(rd_t7_blocked_game)
{
    cr_game *g = layout_game(R2, blocked_layout());
    refused(g, 0, "draw", CR_REASON_STOCK_EMPTY);
    play(g, 0, "pass");
    play(g, 1, "pass");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BLOCKED);
    ck_assert_int_eq(winners_of(g), 0u);
    cr_game_free(g);
    g = layout_game(R2 " rockit.blocked=FEWEST_CARDS", blocked_layout());
    play(g, 0, "pass");
    play(g, 1, "pass");
    ck_assert_int_eq(winners_of(g), 2u);
    cr_game_free(g);
    g = layout_game(R2 " rockit.blocked=LOWEST_POINTS", blocked_layout());
    play(g, 0, "pass");
    play(g, 1, "pass");
    ck_assert_int_eq(winners_of(g), 2u);
    cr_game_free(g);
    g = layout_game(R2, "turn 0\nhand 0 KC 2D\n" OTHER);
    refused(g, 0, "pass", CR_REASON_WRONG_PHASE);
    cr_game_free(g);
}
END_TEST

START_TEST(rd_1_decks)
{
    static const struct {
        const char *rules;
        int stock;
    } cases[] = {{R2, 54 - 28}, {R2X, 108 - 28}, {"rockit players=3", 108 - 42},
                 {"rockit players=3 rockit.one_deck_three_players", 12}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cr_game *g = NULL;
        ck_assert_int_eq(cr_game_new_text(&g, cases[i].rules, 7), CR_OK);
        ck_assert_int_eq(cr_game_stock_size(g), cases[i].stock);
        ck_assert_int_eq(cr_game_hand_size(g, 0), 14);
        cr_game_free(g);
    }
}
END_TEST

START_TEST(rd_2_come_in_then_continue)
{
    const char *L = "turn 0\ntable 7C 8C 9C\nhand 0 10C JC QC 9H 10H JH KD\n" OTHER;
    cr_game *g = layout_game(R2 " rockit.come_in_then_continue", L);
    play(g, 0, "commit 7C 8C 9C / 10C JC QC");
    ck_assert_int_eq(cr_game_to_act(g), 0);
    refused(g, 0, "draw", CR_REASON_WRONG_PHASE);
    play(g, 0, "commit 7C 8C 9C / 10C JC QC / 9H 10H JH");
    ck_assert_int_eq(cr_game_to_act(g), 1);
    cr_game_free(g);
    g = layout_game(R2 " rockit.come_in_then_continue", L);
    play(g, 0, "commit 7C 8C 9C / 10C JC QC");
    play(g, 0, "done");
    ck_assert_int_eq(cr_game_to_act(g), 1);
    cr_game_free(g);
}
END_TEST

START_TEST(rd_6_joker_immobile)
{
    const char *L = "turn 0\ncame_in 0\ntable AD 2D JK1=3D 4D\nhand 0 3D 3S 3H KC\n" OTHER;
    const char *mv = "commit AD 2D 3D 4D / 3S 3H JK1=3D";
    cr_game *g = layout_game(R2, L);
    legal(g, 0, mv);
    cr_game_free(g);
    g = layout_game(R2 " rockit.joker_immobile", L);
    refused(g, 0, mv, CR_REASON_JOKER_DECLARATION_FIXED);
    cr_game_free(g);
}
END_TEST

START_TEST(rd_9_group_joker_declared_suit)
{
    const char *L = "turn 0\ncame_in 0\ntable QS QH JK1=QD\nhand 0 QC 5H 6H KD\n" OTHER;
    const char *mv = "commit QS QH QC / 5H 6H JK1=7H";
    cr_game *g = layout_game(R2, L);
    legal(g, 0, mv);
    cr_game_free(g);
    g = layout_game(R2 " rockit.group_joker_declared_suit", L);
    refused(g, 0, mv, CR_REASON_JOKER_STEAL_NO_REPLACEMENT);
    cr_game_free(g);
}
END_TEST

START_TEST(rd_11_allow_all_joker_tricks)
{
    const char *L = "turn 0\ncame_in 0\nhand 0 JK JK JK KD\n" OTHER;
    cr_game *g = layout_game(R2X, L);
    refused(g, 0, "commit JK=5H JK=6H JK=7H", CR_REASON_TABLE_INVALID);
    cr_game_free(g);
    g = layout_game(R2X " rockit.allow_all_joker_tricks", L);
    play(g, 0, "commit JK=5H JK=6H JK=7H");
    cr_game_free(g);
}
END_TEST

START_TEST(rd_15_penalty_draw3)
{
    cr_game *g = layout_game(R2X " invalid_commit_policy=PENALTY_DRAW3",
                             "turn 0\ncame_in 0\ntable 5H 6H 7H 8H 9H\nhand 0 7H KD\n" OTHER);
    play(g, 0, "commit 5H 6H / 7H 8H 9H");
    ck_assert_int_eq(cr_game_hand_size(g, 0), 5);
    ck_assert_int_eq(cr_game_to_act(g), 1);
    cr_game_free(g);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("rockit");
    TCase *tc = tcase_create("rockit");
    tcase_add_test(tc, rd_t1_coming_in);
    tcase_add_test(tc, rd_t2_adding_and_splitting);
    tcase_add_test(tc, rd_t3_taking_from_a_run);
    tcase_add_test(tc, rd_t4_sevens_and_sixes);
    tcase_add_test(tc, rd_t5_joker_steals);
    tcase_add_test(tc, rd_t6_groups_and_winning);
    tcase_add_test(tc, rd_t7_blocked_game);
    tcase_add_test(tc, rd_1_decks);
    tcase_add_test(tc, rd_2_come_in_then_continue);
    tcase_add_test(tc, rd_6_joker_immobile);
    tcase_add_test(tc, rd_9_group_joker_declared_suit);
    tcase_add_test(tc, rd_11_allow_all_joker_tricks);
    tcase_add_test(tc, rd_15_penalty_draw3);
    suite_add_tcase(s, tc);
    return s;
}
