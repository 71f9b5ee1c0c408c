/* Issue 9's last combinations: Java's going down with the Straight Rummy
 * break (JR-5 java.stock_end=STRAIGHT_BREAK, RP-12 for Rummy Poker), two-card
 * draws with the break (BH-1 draws, SR-6, SR-9) and two-card draws with
 * Java's final round (JR-5). docs/games/java.md and docs/rummy.md say how
 * each interaction was decided. */
#include "rummy/rummy_test.h"

/* P1 starts the break (2 stock cards, 2 players). */
static const char *jr_break = "dealer 0\nturn 1\nhand 1 4S 5S 6S 9H 9D 9C QD\n"
                              "hand 0 3H 3D 3C 7S 10D KC JH\nstock 8H 8D\ndiscard rest\n";

/* JR-5 STRAIGHT_BREAK: the leftover limit still bars going down; after the
 * draw the break turn is Straight Rummy's (expose all, lay off, discard,
 * the upcard only to use it); everyone then adds what he holds, nobody wins. */
START_TEST(jr_5_straight_break_expose_lay_off_and_score)
{
    cr_game *g = layout_game("java players=2 java.stock_end=STRAIGHT_BREAK", jr_break);
    refused(g, 1, "meld 4S 5S 6S / 9H 9D 9C", CR_REASON_LEFTOVER_TOO_HIGH);
    play(g, 1, "draw");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_BREAK);
    refused(g, 1, "discard QD", CR_REASON_INVALID_MELD); /* SR-8: the melds first */
    refused(g, 1, "meld 4S 5S 6S / 9H 9D 9C", CR_REASON_MUST_MELD_BEFORE_DRAW);
    refused(g, 1, "expose 4S 5S 6S", CR_REASON_INVALID_MELD); /* 9H 9D 9C kept */
    legal(g, 1, "expose 9C 9D 9H / 4S 5S 6S");
    play(g, 1, "expose 4S 5S 6S / 9H 9D 9C");
    play(g, 1, "discard QD");
    ck_assert_int_eq(cr_game_is_deal_over(g), 0);
    /* SR-9: QD fits no meld of P0 and no break meld. */
    refused(g, 0, "take", CR_REASON_UPCARD_NOT_USED);
    play(g, 0, "draw");
    play(g, 0, "expose 3H 3D 3C");
    play(g, 0, "layoff 7S 0");
    play(g, 0, "discard KC");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    ck_assert_uint_eq(winners_of(g), 0);
    int64_t want[2] = {10 + 10 + 8, 8}; /* 10D JH 8D; 8H */
    deltas_are(g, want, 2);
    cr_game_free(g);
}
END_TEST

/* JR-5 STRAIGHT_BREAK: going down before the break turn's draw wins as
 * Java scores; wild deuces carry declarations in exposures; a hand emptied
 * after the draw is no going down: the turn ends and counts 0. */
START_TEST(jr_5_straight_break_go_down_wild_and_empty_hand)
{
    cr_game *g = layout_game("java players=2 java.stock_end=STRAIGHT_BREAK",
                             "dealer 0\nturn 1\nhand 1 4S 5S 6S 9H 9D 9C 3D\nhand 0 KC QD 5H\nstock 8H 8D\n"
                             "discard rest\n");
    play(g, 1, "meld 4S 5S 6S / 9H 9D 9C");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_OUT);
    int64_t want[2] = {25, 3};
    deltas_are(g, want, 2);
    cr_game_free(g);
    g = layout_game("java players=2 java.stock_end=STRAIGHT_BREAK",
                    "dealer 0\nturn 1\nhand 1 4S 5S 2C 9H 9D KC QD\nhand 0 KH QH 5H\nstock 8H 8D\ndiscard rest\n");
    play(g, 1, "draw");
    refused(g, 1, "expose 4S 5S", CR_REASON_INVALID_MELD);
    play(g, 1, "expose 4S 5S 2C=6S");
    play(g, 1, "discard QD");
    cr_game_free(g);
    /* P1 draws 8S and exposes all eight cards: count 0, P0 still plays. */
    g = layout_game("java players=2 java.stock_end=STRAIGHT_BREAK",
                    "dealer 0\nturn 1\nhand 1 4S 5S 6S 7S 9H 9D 9C\nhand 0 KH QH 5H\nstock 8S 8D\ndiscard rest\n");
    play(g, 1, "draw");
    play(g, 1, "expose 4S 5S 6S 7S 8S / 9H 9D 9C");
    ck_assert_int_eq(cr_game_is_deal_over(g), 0);
    ck_assert_int_eq(cr_game_to_act(g), 0);
    play(g, 0, "draw");
    play(g, 0, "discard KH");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    int64_t want2[2] = {10 + 5 + 8, 0};
    deltas_are(g, want2, 2);
    cr_game_free(g);
}
END_TEST

/* RP-12 with the break (rummy.stock_end=BREAK): no winner, nobody scores. */
START_TEST(rp_12_straight_break_nobody_scores)
{
    cr_game *g = layout_game("rummy-poker players=2 rummy.stock_end=BREAK",
                             "dealer 0\nturn 1\nhand 1 4S 5S 6S 9H 9D 9C QD KD 8C 7D\n"
                             "hand 0 3H 3D 3C 7S 10D KC JH QS 6C 4H\nstock 8H 8D\ndiscard rest\n");
    play(g, 1, "draw");
    play(g, 1, "expose 4S 5S 6S / 9H 9D 9C");
    play(g, 1, "discard QD");
    play(g, 0, "draw");
    play(g, 0, "expose 3H 3D 3C");
    play(g, 0, "discard KC");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    int64_t want[2] = {0, 0};
    deltas_are(g, want, 2);
    cr_game_free(g);
}
END_TEST

/* SR-6 with two-card draws: the break starts at 2N+1 stock cards or fewer
 * (one more normal turn could leave fewer than two cards a seat). */
START_TEST(sr_6_two_card_draws_break_at_2n_plus_1)
{
    const char *rules = "straight7 players=2 rummy.draw_rule=PAIR_SS_DD rummy.initial_upcard";
    cr_game *g = layout_game(rules, "dealer 0\nturn 1\nhand 1 AC 3D 5S 7H 9C JD KS\nhand 0 2C 4D 6S 8H 10C QD KH\n"
                                    "stock 2D 4C 6H 8S 10D QC\ndiscard rest\n");
    play(g, 1, "draw");
    play(g, 1, "draw");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_DISCARD); /* 6 cards: a normal turn */
    play(g, 1, "discard KS");
    play(g, 0, "draw");
    play(g, 0, "draw");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_BREAK); /* 4 cards: the break */
    play(g, 0, "discard KH");
    play(g, 1, "draw");
    play(g, 1, "draw");
    play(g, 1, "discard QC");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    cr_game_free(g);
    g = layout_game(rules, "dealer 0\nturn 1\nhand 1 AC 3D 5S 7H 9C JD KS\nhand 0 2C 4D 6S 8H 10C QD KH\n"
                           "stock 2D 4C 6H 8S 10D\ndiscard rest\n");
    play(g, 1, "draw");
    play(g, 1, "draw");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_BREAK); /* 5 = 2N+1: the break */
    cr_game_free(g);
}
END_TEST

/* SR-9 with `take 2`: both cards taken must go into melds or lay-offs this
 * turn, together; a pair that cannot both be used is refused. */
START_TEST(sr_9_take_2_at_the_break_uses_both)
{
    const char *rules = "straight7 players=2 rummy.draw_rule=PAIR_SS_DD rummy.initial_upcard";
    cr_game *g = layout_game(rules, "dealer 0\nturn 0\nbreak 1 1 0\nhand 0 9C 9H 5H 6H KS QD JC\n"
                                    "hand 1 2C 3S 4D 8C 10S AS KD\ndiscard 10H 7H 9D\nstock rest\n");
    legal(g, 0, "take 2");
    play(g, 0, "take 2");
    refused(g, 0, "discard KS", CR_REASON_UPCARD_NOT_USED);
    refused(g, 0, "expose 9C 9H 9D", CR_REASON_INVALID_MELD); /* 5H 6H 7H kept */
    refused(g, 0, "discard 7H", CR_REASON_DISCARD_TAKEN_THIS_TURN);
    play(g, 0, "expose 9C 9H 9D / 5H 6H 7H");
    play(g, 0, "discard KS");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    cr_game_free(g);
    /* 7H and 5C would both need 5H: one meld or the other, never both. */
    g = layout_game(rules, "dealer 0\nturn 0\nbreak 1 1 0\nhand 0 5H 6H 5D KS QD JC 8C\n"
                           "hand 1 2C 3S 4D 9C 10S AS KD\ndiscard 10H 5C 7H\nstock rest\n");
    refused(g, 0, "take 2", CR_REASON_UPCARD_NOT_USED);
    ck_assert(!listed(g, 0, "take 2"));
    play(g, 0, "draw");
    play(g, 0, "draw");
    cr_game_free(g);
    /* KD has no use: refused although 7H has one. */
    g = layout_game(rules, "dealer 0\nturn 0\nbreak 1 1 0\nhand 0 5H 6H 5D KS QD JC 8C\n"
                           "hand 1 2C 3S 4D 9C 10S AS 3H\ndiscard 10H KD 7H\nstock rest\n");
    refused(g, 0, "take 2", CR_REASON_UPCARD_NOT_USED);
    cr_game_free(g);
}
END_TEST

/* JR-5 final round with two-card draws: it starts at 2N+1 stock cards or
 * fewer, and draws from the stock only (two cards). */
START_TEST(jr_5_final_round_two_card_draws)
{
    const char *rules = "java players=2 rummy.wild_deuces=OFF rummy.draw_rule=PAIR_SS_DD";
    const char *low = "dealer 0\nturn 1\nhand 1 4S 8S KH\nhand 0 KC 5D\nstock 3C 3D 3H 7C 9D\ndiscard rest\n";
    cr_game *g = layout_game(rules, low);
    refused(g, 1, "take 2", CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED);
    play(g, 1, "draw");
    play(g, 1, "draw");
    play(g, 1, "discard KH");
    ck_assert_int_eq(cr_game_is_deal_over(g), 0);
    refused(g, 0, "take 2", CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED);
    play(g, 0, "draw");
    play(g, 0, "draw");
    play(g, 0, "discard KC");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    ck_assert_uint_eq(winners_of(g), 0);
    int64_t want[2] = {5 + 3 + 7, 4 + 8 + 3 + 3};
    deltas_are(g, want, 2);
    cr_game_free(g);
    /* Going down before the draw still wins in the final round. */
    g = layout_game(rules, "dealer 0\nturn 1\nhand 1 4S 5S 6S 9H 9D 9C 3D\nhand 0 KC 5D\n"
                           "stock 3C 3H 7C 9S 10D\ndiscard rest\n");
    play(g, 1, "meld 4S 5S 6S / 9H 9D 9C");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_OUT);
    cr_game_free(g);
}
END_TEST

/* Layouts and saves hold the new states: a Java break under way (table
 * melds, the break item), and a break turn holding two taken cards. */
START_TEST(jr_5_sr_9_layouts_of_the_new_states)
{
    cr_game *g = layout_game("java players=3 java.stock_end=STRAIGHT_BREAK",
                             "dealer 0\nturn 2\nbreak 1 1 0\ntable 1:4S 5S 2C=6S\nhand 1 KD\n"
                             "hand 2 7S 9H 9D 9C QH\nhand 0 KC 5H 3D\nstock 8H 8D\ndiscard rest\n");
    play(g, 2, "draw");
    refused(g, 2, "discard QH", CR_REASON_INVALID_MELD);
    play(g, 2, "expose 9H 9D 9C");
    play(g, 2, "layoff 7S 0");
    static char save[1 << 16];
    size_t need = 0;
    ck_assert_int_eq(cr_game_save(save, sizeof save, &need, g), CR_OK);
    cr_game *back = NULL;
    char msg[256];
    ck_assert_int_eq(cr_game_load(&back, msg, sizeof msg, save), CR_OK);
    play(back, 2, "discard QH");
    play(back, 0, "draw");
    play(back, 0, "discard KC");
    ck_assert_int_eq(cr_game_end_reason(back), CR_END_BREAK);
    cr_game_free(back);
    cr_game_free(g);
    g = layout_game("straight7 players=2 rummy.draw_rule=PAIR_SS_DD rummy.initial_upcard",
                    "dealer 0\nturn 0\nbreak 1 1 0\nphase BREAK\ntaken 7H 9D\ndrew stock\n"
                    "hand 0 9C 9H 9D 5H 6H 7H KS QD JC\nhand 1 2C 3S 4D 8C 10S AS KD\n"
                    "discard 10H\nstock rest\n");
    refused(g, 0, "discard KS", CR_REASON_UPCARD_NOT_USED);
    refused(g, 0, "expose 5H 6H 7H", CR_REASON_INVALID_MELD);
    play(g, 0, "expose 9C 9H 9D / 5H 6H 7H");
    play(g, 0, "discard KS");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    cr_game_free(g);
    /* SR-6: a break whose stock cannot serve every draw to come (two a
     * turn here) is no state of the game: refused. */
    cr_rules *r = NULL;
    ck_assert_int_eq(cr_rules_from_text(&r, "straight7 players=3 rummy.draw_rule=PAIR_SS_DD"), CR_OK);
    g = NULL;
    ck_assert_int_eq(cr_game_new_layout(&g, msg, sizeof msg, r,
                                        "dealer 0\nturn 2\nbreak 1 1 0\nhand 0 2C\nhand 1 3C\nhand 2 4C\n"
                                        "stock 5D 6D 7D\ndiscard rest\n"),
                     CR_E_INVALID_DEAL);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(cr_game_new_layout(&g, msg, sizeof msg, r,
                                        "dealer 0\nturn 2\nbreak 1 1 0\nhand 0 2C\nhand 1 3C\nhand 2 4C\n"
                                        "stock 5D 6D 7D 8D\ndiscard rest\n"),
                     CR_OK);
    cr_game_free(g);
    cr_rules_free(r);
    /* SR-6 before the break: a seat that has drawn with the stock at the
     * break's threshold hands the next turn a break, which needs a draw for
     * every seat (the same rule as JR-5's final round). */
    ck_assert_int_eq(cr_rules_from_text(&r, "straight7 players=2"), CR_OK);
    static const char discard_phase[] = "dealer 0\nturn 1\nphase DISCARD\ndrew stock\n"
                                        "hand 1 4S 5S 6S 9H 9D 9C 3D KH\nhand 0 KC 5D 2H 3H 7C 8S JD\n";
    char layout[512];
    snprintf(layout, sizeof layout, "%sstock 10D\ndiscard rest\n", discard_phase);
    g = NULL;
    ck_assert_int_eq(cr_game_new_layout(&g, msg, sizeof msg, r, layout), CR_E_INVALID_DEAL);
    ck_assert_ptr_null(g);
    snprintf(layout, sizeof layout, "%sstock 10D QD\ndiscard rest\n", discard_phase);
    ck_assert_int_eq(cr_game_new_layout(&g, msg, sizeof msg, r, layout), CR_OK);
    play(g, 1, "discard KH");
    play(g, 0, "draw");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_BREAK);
    cr_game_free(g);
    cr_rules_free(r);
}
END_TEST

/* Hand sizes and wild cards (docs/rummy.md, "What is refused and why"):
 * the wild-card meld search covers a hand's first 14 cards, so wild cards
 * play with one-card draws and at most 13 cards dealt; two-card and Scarne
 * draws where cards are wild are refused with any stock end (Boathouse with
 * jokers used to play with a legal list that missed melds past the 14th
 * card). Without wild cards every registered hand size plays. */
START_TEST(rummy_hand_sizes_and_wild_cards)
{
    static const char *const plays[] = {"straight7 players=2 rummy.hand_size=20", "skip players=2 rummy.hand_size=20",
                                        "block players=2 rummy.hand_size=16", "boathouse players=2 rummy.hand_size=20",
                                        "java players=2 rummy.hand_size=13", "double players=2 rummy.hand_size=13"};
    static const char *const refused_rules[] = {
        "double players=2 rummy.hand_size=14", "java players=2 rummy.hand_size=20",
        "boathouse players=2 rummy.jokers=2", "round-the-corner players=2 rummy.jokers=1",
        "rummy-poker players=2 rummy.draw_rule=ANY_TWO rummy.stock_end=END_AT_N",
        "double players=2 rummy.draw_rule=PAIR_SS_DD", "straight7 players=2 rummy.wild_deuces=ON rummy.hand_size=14"};
    for (size_t i = 0; i < sizeof plays / sizeof plays[0]; i++) {
        cr_game *g = NULL;
        ck_assert_msg(cr_game_new_text(&g, plays[i], 1) == CR_OK, "%s", plays[i]);
        cr_game_free(g);
    }
    for (size_t i = 0; i < sizeof refused_rules / sizeof refused_rules[0]; i++) {
        cr_game *g = NULL;
        ck_assert_msg(cr_game_new_text(&g, refused_rules[i], 1) == CR_E_UNSUPPORTED, "%s", refused_rules[i]);
        cr_rules *r = NULL; /* the text parser asks the engine as creation does */
        ck_assert_int_eq(cr_rules_from_text(&r, refused_rules[i]), CR_E_UNSUPPORTED);
        ck_assert_ptr_null(r);
    }
    /* A 21-card hand (20 dealt, one drawn) goes rummy, its partitions listed. */
    cr_game *g = layout_game("straight7 players=2 rummy.hand_size=20",
                             "dealer 1\nturn 0\nphase DISCARD\ndrew stock\n"
                             "hand 0 AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC 5D 5H 5S JD QD KD 9D 9H 9S\n"
                             "hand 1 2D 3D 4D 6D 7D 8D 10D AD 2H 3H 4H 6H 7H 8H 10H JH QH KH AH 2S\nstock rest\n");
    ck_assert(listed(g, 0, "meld AC 2C 3C / 4C 5C 6C / 7C 8C 9C / 10C JC QC / 5D 5H 5S / 9D 9H 9S / JD QD KD"));
    play(g, 0, "meld AC 2C 3C 4C / 5C 5D 5H 5S / 6C 7C 8C / 9C 9D 9H 9S / 10C JC QC / JD QD KD");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    cr_game_free(g);
}
END_TEST

void rummy_add_break(TCase *tc)
{
    tcase_add_test(tc, rummy_hand_sizes_and_wild_cards);
    tcase_add_test(tc, jr_5_sr_9_layouts_of_the_new_states);
    tcase_add_test(tc, jr_5_straight_break_expose_lay_off_and_score);
    tcase_add_test(tc, jr_5_straight_break_go_down_wild_and_empty_hand);
    tcase_add_test(tc, rp_12_straight_break_nobody_scores);
    tcase_add_test(tc, sr_6_two_card_draws_break_at_2n_plus_1);
    tcase_add_test(tc, sr_9_take_2_at_the_break_uses_both);
    tcase_add_test(tc, jr_5_final_round_two_card_draws);
}
