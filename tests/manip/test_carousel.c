/* Carousel (RULES.md 15) on the MANIP engine: the scenarios CA-T1..CA-T7
 * and every Carousel option and named variant of 17.3, from layouts. */
#include "manip/manip_test.h"

#define C3 "carousel players=3"
/* Seats 1 and 2 hold a card each; the rest of the deck is the stock. */
#define OTHERS "hand 1 2C\nhand 2 3C\nstock rest\n"

START_TEST(ca_t1_sevens_rearranged)
{
    const char *L = "turn 0\ndraws 1\ntable 7S 7H 7C\nhand 0 7D 8S 9S KD\n" OTHERS;
    cr_game *g = layout_game(C3, L);
    /* Without first laying off 7D the sevens are left two. */
    refused(g, 0, "commit 7H 7C / 7S 8S 9S", CR_REASON_TABLE_INVALID);
    play(g, 0, "commit 7H 7C 7D / 7S 8S 9S");
    ck_assert_int_eq(cr_game_hand_size(g, 0), 1);
    ck_assert_int_eq(cr_game_to_act(g), 1);
    cr_game_free(g);
}
END_TEST

START_TEST(ca_t2_split_sequence)
{
    cr_game *g = layout_game(C3, "turn 0\ndraws 1\ntable 9C 10C JC QC KC\nhand 0 JC KD\n" OTHERS);
    play(g, 0, "commit 9C 10C JC / JC QC KC");
    uint8_t t[64];
    size_t n = 0;
    ck_assert_int_eq(cr_game_pile(t, sizeof t, &n, g, CR_PILE_TABLE), CR_OK);
    ck_assert_int_eq((int)n, 7); /* six cards and a separator */
    cr_game_free(g);
}
END_TEST

START_TEST(ca_t3_groups_into_sequences)
{
    cr_game *g = layout_game(C3, "turn 0\ndraws 1\ntable 8S 8H 8D / 7S 7H 7D / 6S 6H 6D\nhand 0 9S 5H KD\n" OTHERS);
    play(g, 0, "commit 6S 7S 8S 9S / 5H 6H 7H 8H / 6D 7D 8D");
    ck_assert_int_eq(cr_game_hand_size(g, 0), 1);
    cr_game_free(g);
}
END_TEST

START_TEST(ca_t4_declared_joker)
{
    /* (a) the joker may not become the ten to take the nine. */
    cr_game *g = layout_game(C3, "turn 0\ndraws 1\ntable JH QH JK1=KH\nhand 0 9H KD\n" OTHERS);
    refused(g, 0, "commit 9H JK1=10H JH QH", CR_REASON_JOKER_DECLARATION_FIXED);
    refused(g, 0, "commit 9H JK=10H JH QH", CR_REASON_JOKER_DECLARATION_FIXED);
    cr_game_free(g);
    /* (b) exchanged for the natural king, re-declared and placed. (c) left unplaced. */
    g = layout_game(C3, "turn 0\ndraws 1\ntable JH QH JK1=KH\nhand 0 KH 9H KD\n" OTHERS);
    refused(g, 0, "commit JH QH KH", CR_REASON_JOKER_TO_HAND);
    play(g, 0, "commit 9H JK1=10H JH QH KH");
    char view[4096];
    ck_assert_int_eq(cr_game_view(view, sizeof view, NULL, g, 1), CR_OK);
    ck_assert_ptr_nonnull(strstr(view, "\"JK1=10H\""));
    cr_game_free(g);
    /* (d) captured by a table card (the K group keeps three). */
    g = layout_game(C3, "turn 0\ndraws 1\ntable JH QH JK1=KH / KH KS KD KC\nhand 0 5C 6C KD\n" OTHERS);
    play(g, 0, "commit JH QH KH / KS KD KC / 5C 6C JK1=7C");
    cr_game_free(g);
    /* CA-11: a joker in a group is declared with a rank and a suit, not a
     * rank alone (as a layout's table, test_manip.c). */
    g = layout_game(C3, "turn 0\ndraws 1\nhand 0 QS QH JK 2C\n" OTHERS);
    refused(g, 0, "commit QS QH JK=Q*", CR_REASON_TABLE_INVALID);
    play(g, 0, "commit QS QH JK=QD");
    cr_game_free(g);
}
END_TEST

START_TEST(ca_t5_draw_and_knock_flow)
{
    cr_game *g = layout_game(C3, "turn 0\ntable 7S 7H 7C\nhand 0 7D KD\n" OTHERS);
    refused(g, 0, "commit 7S 7H 7C 7D", CR_REASON_WRONG_PHASE); /* a turn starts with a draw */
    refused(g, 0, "knock", CR_REASON_KNOCK_NOT_ALLOWED);
    play(g, 0, "draw");
    play(g, 0, "draw");
    play(g, 0, "draw");
    ck_assert_int_eq(cr_game_to_act(g), 1); /* the third draw ends the turn */
    refused(g, 0, "commit 7S 7H 7C 7D", CR_REASON_NOT_YOUR_TURN);
    refused(g, 0, "knock", CR_REASON_NOT_YOUR_TURN);
    cr_game_free(g);
    /* Count 4 after the second draw: knock. Count 6: not allowed. */
    g = layout_game(C3, "turn 0\ndraws 2\nhand 0 AC 3D\n" OTHERS);
    play(g, 0, "knock");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_KNOCK);
    cr_game_free(g);
    g = layout_game(C3, "turn 0\ndraws 2\nhand 0 AC 5D\n" OTHERS);
    refused(g, 0, "knock", CR_REASON_KNOCK_NOT_ALLOWED);
    /* A commit ends the turn (the library keeps no half-turn), so a draw
     * after playing is not this seat's move any more. */
    cr_game_free(g);
    g = layout_game(C3, "turn 0\ndraws 1\ntable 7S 7H 7C\nhand 0 7D KD\n" OTHERS);
    play(g, 0, "commit 7S 7H 7C 7D");
    refused(g, 0, "draw", CR_REASON_NOT_YOUR_TURN);
    cr_game_free(g);
}
END_TEST

/* Knocker seat 0; counts from the hands. */
static cr_game *knock_deal(const char *h0, const char *h1, const char *h2)
{
    char L[512];
    snprintf(L, sizeof L, "turn 0\ndraws 1\nhand 0 %s\nhand 1 %s\nhand 2 %s\nstock rest\n", h0, h1, h2);
    cr_game *g = layout_game(C3, L);
    play(g, 0, "knock");
    return g;
}

START_TEST(ca_t6_deal_scoring)
{
    cr_game *g = knock_deal("3C", "10C 2C", "7C"); /* 3, 12, 7 */
    ck_assert_int_eq(delta_of(g, 0), 13);
    ck_assert_int_eq(winners_of(g), 1u);
    cr_game_free(g);
    g = knock_deal("4C", "3C", "10C 10D"); /* 4, 3, 20: undercut */
    ck_assert_int_eq(delta_of(g, 1), 28);
    ck_assert_int_eq(delta_of(g, 0), 0);
    ck_assert_int_eq(winners_of(g), 2u);
    cr_game_free(g);
    g = knock_deal("4C", "4D", "10C 10D"); /* a tie with the knocker */
    ck_assert_int_eq(delta_of(g, 1), 26);
    cr_game_free(g);
    /* The knocker empties his hand (an automatic knock at count 0). */
    g = layout_game(C3, "turn 0\ndraws 1\ntable 5C 6C 7C\nhand 0 8C\nhand 1 10C 2C\nhand 2 7D\nstock rest\n");
    play(g, 0, "commit 5C 6C 7C 8C");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_OUT);
    ck_assert_int_eq(delta_of(g, 0), 44);
    cr_game_free(g);
    /* Stock end 6, 6, 20: both low players score 14. The table holds the
     * rest of both packs (the suits around the held cards) and the jokers. */
    char L[2048] = "turn 0\nfinal 0\nhand 0 6C\nhand 1 6D\nhand 2 10H 10S\ntable ";
    char t[1024] = "";
    run_text(t, sizeof t, 1, 5, 'C');
    strcat(t, " JK=6C /");
    run_text(t, sizeof t, 7, 13, 'C');
    strcat(t, " /");
    run_text(t, sizeof t, 1, 5, 'D');
    strcat(t, " JK=6D /");
    run_text(t, sizeof t, 7, 13, 'D');
    strcat(t, " /");
    run_text(t, sizeof t, 1, 9, 'H');
    strcat(t, " /");
    run_text(t, sizeof t, 11, 13, 'H');
    strcat(t, " /");
    run_text(t, sizeof t, 1, 9, 'S');
    strcat(t, " /");
    run_text(t, sizeof t, 11, 13, 'S');
    const char suits[] = "CDHS";
    for (int s = 0; s < 4; s++) {
        strcat(t, " /");
        run_text(t, sizeof t, 1, 13, suits[s]);
    }
    strcat(L, t);
    strcat(L, "\n");
    g = layout_game(C3, L);
    play(g, 0, "pass");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_STOCK_END);
    ck_assert_int_eq(delta_of(g, 0), 14);
    ck_assert_int_eq(delta_of(g, 1), 14);
    ck_assert_int_eq(delta_of(g, 2), 0);
    ck_assert_int_eq(winners_of(g), 3u);
    cr_game_free(g);
}
END_TEST

/* CA-T7: seat 0 reaches 160 with 5 deals won; seat 1 has 60 and 2 deals;
 * seat 2 nothing. The deal: seat 0 knocks with 1 against 6 and 6. */
static cr_game *settlement_deal(const char *rules, const char *counters)
{
    char L[512];
    snprintf(L, sizeof L,
             "turn 0\ndraws 1\nscores 150 60 0\ncounters %s\nhand 0 AC\nhand 1 6D\nhand 2 6H\nstock rest\n",
             counters);
    cr_game *g = layout_game(rules, L);
    play(g, 0, "knock");
    return g;
}

START_TEST(ca_t7_game_settlement)
{
    cr_game *g = settlement_deal(C3, "4 2 0 0 0");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_MATCH_OVER);
    ck_assert_int_eq(score_of(g, 0), 385);
    ck_assert_int_eq(score_of(g, 1), 110);
    ck_assert_int_eq(score_of(g, 2), 0);
    ck_assert_int_eq(paid(g, 1, 0), 275);
    ck_assert_int_eq(paid(g, 2, 0), 770); /* blank: double */
    ck_assert_int_eq(paid(g, 2, 1), 110);
    int64_t net0 = paid(g, 1, 0) + paid(g, 2, 0), net1 = paid(g, 2, 1) - paid(g, 1, 0),
            net2 = -paid(g, 2, 0) - paid(g, 2, 1);
    ck_assert_int_eq(net0, 1045);
    ck_assert_int_eq(net1, -165);
    ck_assert_int_eq(net2, -880);
    ck_assert_int_eq(net0 + net1 + net2, 0);
    int32_t w[4];
    size_t n = 0;
    ck_assert_int_eq(cr_game_match_winners(w, 4, &n, g), CR_OK);
    ck_assert_int_eq((int)n, 1);
    ck_assert_int_eq(w[0], 0);
    cr_game_free(g);
}
END_TEST

/* ---- options and variants (17.3) ---------------------------------------------------------------- */

START_TEST(ca_1_seq_mode_high_or_low)
{
    const char *L = "turn 0\ndraws 1\nhand 0 QH KH AH 2D\n" OTHERS;
    cr_game *g = layout_game(C3, L);
    refused(g, 0, "commit QH KH AH", CR_REASON_TABLE_INVALID);
    cr_game_free(g);
    g = layout_game(C3 " carousel.seq_mode=HIGH_OR_LOW", L);
    play(g, 0, "commit QH KH AH");
    cr_game_free(g);
}
END_TEST

/* CA-1: the hint's solver follows the variant (its profile comes from the
 * game's rules): Q-K-A is hinted under HIGH_OR_LOW, never under the default. */
START_TEST(ca_1_seq_mode_high_or_low_hint)
{
    const char *L = "turn 0\ndraws 1\nhand 0 QH KH AH 2D\n" OTHERS;
    char mv[256];
    int32_t count = -1;
    cr_game *g = layout_game(C3, L);
    ck_assert_int_eq(cr_game_hint(mv, sizeof mv, NULL, &count, g, 0), CR_OK);
    ck_assert_int_eq(count, 0);
    cr_game_free(g);
    g = layout_game(C3 " carousel.seq_mode=HIGH_OR_LOW", L);
    ck_assert_int_eq(cr_game_hint(mv, sizeof mv, NULL, &count, g, 0), CR_OK);
    ck_assert_int_eq(count, 3);
    ck_assert_ptr_nonnull(strstr(mv, "QH"));
    ck_assert_ptr_nonnull(strstr(mv, "KH"));
    ck_assert_ptr_nonnull(strstr(mv, "AH"));
    ck_assert_ptr_null(strstr(mv, "2D"));
    play(g, 0, mv);
    cr_game_free(g);
}
END_TEST

START_TEST(ca_4_empty_hand_no_autoknock)
{
    const char *L = "turn 0\ndraws 1\ntable 5C 6C 7C\nhand 0 8C\n" OTHERS;
    cr_game *g = layout_game(C3 " carousel.empty_hand_no_autoknock", L);
    play(g, 0, "commit 5C 6C 7C 8C");
    ck_assert_int_eq(cr_game_is_deal_over(g), 0);
    ck_assert_int_eq(cr_game_to_act(g), 1);
    cr_game_free(g);
}
END_TEST

START_TEST(ca_5_final_round_includes_drawer)
{
    /* Seat 0 draws the last card and ends its turn. */
    const char *L = "turn 0\nhand 0 KD\nhand 1 rest\nstock 2C\n";
    cr_game *g = layout_game("carousel players=2", L);
    play(g, 0, "draw");
    refused(g, 0, "draw", CR_REASON_STOCK_EMPTY);
    play(g, 0, "done");
    ck_assert_int_eq(cr_game_to_act(g), 1);
    refused(g, 1, "draw", CR_REASON_WRONG_PHASE);
    refused(g, 1, "knock", CR_REASON_KNOCK_NOT_ALLOWED); /* CA-7 */
    play(g, 1, "pass");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_STOCK_END);
    cr_game_free(g);
    g = layout_game("carousel players=2 carousel.final_round_includes_drawer", L);
    play(g, 0, "draw");
    play(g, 0, "done");
    play(g, 1, "pass");
    ck_assert_int_eq(cr_game_to_act(g), 0); /* the drawer last */
    play(g, 0, "pass");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_STOCK_END);
    cr_game_free(g);
}
END_TEST

START_TEST(ca_8_table_exchange_no_hand_card)
{
    const char *L = "turn 0\ndraws 1\ntable JH QH JK1=KH / KH KS KD KC\nhand 0 KD\n" OTHERS;
    const char *mv = "commit JK1=10H JH QH KH / KS KD KC";
    cr_game *g = layout_game(C3, L);
    refused(g, 0, mv, CR_REASON_NO_HAND_CARD_PLAYED);
    cr_game_free(g);
    g = layout_game(C3 " carousel.table_exchange_no_hand_card", L);
    play(g, 0, mv);
    cr_game_free(g);
}
END_TEST

START_TEST(ca_10_joker_immobile)
{
    const char *L = "turn 0\ndraws 1\ntable JH QH JK1=KH\nhand 0 KH KS KD 5C\n" OTHERS;
    const char *mv = "commit JH QH KH / KS KD JK1=KH";
    cr_game *g = layout_game(C3, L);
    legal(g, 0, mv); /* the joker moves and stays the king of hearts */
    cr_game_free(g);
    g = layout_game(C3 " carousel.joker_immobile", L);
    refused(g, 0, mv, CR_REASON_JOKER_DECLARATION_FIXED);
    cr_game_free(g);
}
END_TEST

START_TEST(ca_14_turn_time_limit)
{
    const char *L = "turn 0\nhand 0 KD\n" OTHERS;
    cr_game *g = layout_game(C3, L);
    refused(g, 0, "pass", CR_REASON_WRONG_PHASE);
    cr_game_free(g);
    /* The host reports a seat out of time with `pass`: it withdraws. */
    g = layout_game(C3 " carousel.turn_time_limit=120", L);
    play(g, 0, "pass");
    ck_assert_int_eq(cr_game_to_act(g), 1);
    char view[4096];
    ck_assert_int_eq(cr_game_view(view, sizeof view, NULL, g, -1), CR_OK);
    ck_assert_ptr_nonnull(strstr(view, "\"withdrawn\":[0]"));
    play(g, 1, "draw");
    play(g, 1, "draw");
    play(g, 1, "draw");
    play(g, 2, "draw");
    play(g, 2, "draw");
    play(g, 2, "draw");
    ck_assert_int_eq(cr_game_to_act(g), 1); /* seat 0 takes no more turns */
    cr_game_free(g);
}
END_TEST

START_TEST(ca_15_tie_shares_game)
{
    const char *L = "turn 0\ndraws 1\nscores 145 150 0\nhand 0 AC\nhand 1 3C\nhand 2 4C\nstock rest\n";
    cr_game *g = layout_game(C3, L);
    play(g, 0, "knock"); /* +5: 150 and 150 */
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_DEAL_OVER);
    cr_game_free(g);
    g = layout_game(C3 " carousel.tie_shares_game", L);
    play(g, 0, "knock");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_MATCH_OVER);
    int32_t w[4];
    size_t n = 0;
    ck_assert_int_eq(cr_game_match_winners(w, 4, &n, g), CR_OK);
    ck_assert_int_eq((int)n, 2);
    cr_game_free(g);
}
END_TEST

START_TEST(ca_16_blank_means_no_deal_points)
{
    /* Seat 2 has no deal points but one deal won: 25 in the end. */
    cr_game *g = settlement_deal(C3, "4 2 1 0 0");
    ck_assert_int_eq(score_of(g, 2), 25);
    ck_assert_int_eq(paid(g, 2, 0), 360);
    cr_game_free(g);
    g = settlement_deal(C3 " carousel.blank_means_no_deal_points", "4 2 1 0 0");
    ck_assert_int_eq(paid(g, 2, 0), 720);
    cr_game_free(g);
}
END_TEST

START_TEST(cm_7_penalty_draw3)
{
    const char *L = "turn 0\ndraws 1\ntable 7S 7H 7C\nhand 0 7D 8S 9S KD\n" OTHERS;
    cr_game *g = layout_game(C3 " invalid_commit_policy=PENALTY_DRAW3", L);
    refused(g, 0, "commit 7H 7C 7D 5S / 7S 8S 9S", CR_REASON_CARD_NOT_IN_HAND); /* not a table offence */
    play(g, 0, "commit 7H 7C / 7S 8S 9S");
    ck_assert_int_eq(cr_game_hand_size(g, 0), 7);
    ck_assert_int_eq(cr_game_to_act(g), 1);
    uint8_t t[16];
    size_t n = 0;
    ck_assert_int_eq(cr_game_pile(t, sizeof t, &n, g, CR_PILE_TABLE), CR_OK);
    ck_assert_int_eq((int)n, 3);
    cr_game_free(g);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("carousel");
    TCase *tc = tcase_create("carousel");
    tcase_add_test(tc, ca_t1_sevens_rearranged);
    tcase_add_test(tc, ca_t2_split_sequence);
    tcase_add_test(tc, ca_t3_groups_into_sequences);
    tcase_add_test(tc, ca_t4_declared_joker);
    tcase_add_test(tc, ca_t5_draw_and_knock_flow);
    tcase_add_test(tc, ca_t6_deal_scoring);
    tcase_add_test(tc, ca_t7_game_settlement);
    tcase_add_test(tc, ca_1_seq_mode_high_or_low);
    tcase_add_test(tc, ca_1_seq_mode_high_or_low_hint);
    tcase_add_test(tc, ca_4_empty_hand_no_autoknock);
    tcase_add_test(tc, ca_5_final_round_includes_drawer);
    tcase_add_test(tc, ca_8_table_exchange_no_hand_card);
    tcase_add_test(tc, ca_10_joker_immobile);
    tcase_add_test(tc, ca_14_turn_time_limit);
    tcase_add_test(tc, ca_15_tie_shares_game);
    tcase_add_test(tc, ca_16_blank_means_no_deal_points);
    tcase_add_test(tc, cm_7_penalty_draw3);
    suite_add_tcase(s, tc);
    return s;
}
