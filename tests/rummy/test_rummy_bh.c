/* Boathouse Rum (S1, RULES.md 8) against its scenarios BH-T1..BH-T4 and
 * the variants BH-1 (boathouse.draw_rule), BH-2 (dd_partial), BH-3 / BH-4
 * (generic rummy options), BH-5 (court_values), BH-6
 * (unmatched_excludes_layoffs), BH-7 (rummy_first_turn_only), BH-8
 * (rebuild), BH-11 (the winner deals for two), BH-13 (target_score). */
#include "rummy/rummy_test.h"

/* BH-T1: N=3, hands of 7, upcard 9H. */
static const char *bh_t1 = "dealer 0\nturn 1\nhand 1 2C 5D 9D JS QH 3S 7C\nhand 2 AH 4D 6S 8C 10H KC 3D\n"
                           "hand 0 4H 5H 6C 8D 10S JD 2S\ndiscard 9H\nstock 4C KD rest\n";

START_TEST(bh_t1_draws_and_discards)
{
    cr_game *g = layout_game("boathouse players=3", bh_t1);
    refused(g, 1, "take 2", CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED); /* one card in the pile */
    refused(g, 1, "take", CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED);
    play(g, 1, "draw");
    refused(g, 1, "discard 4C", CR_REASON_WRONG_PHASE); /* two cards are owed */
    play(g, 1, "draw");
    ck_assert_int_eq(cr_game_hand_size(g, 1), 9);
    play(g, 1, "discard KD"); /* a stock card may go */
    cr_game_free(g);
    /* P2: the pile is [9H, QS]: take 2 takes QS then 9H; neither may be discarded. */
    const char *p2 = "dealer 0\nturn 2\nhand 1 2C 5D 9D JS QH 3S 7C 4C\nhand 2 AH 4D 6S 8C 10H KC 3D\n"
                     "hand 0 4H 5H 6C 8D 10S JD 2S\ndiscard 9H QS\nstock rest\n";
    g = layout_game("boathouse players=3", p2);
    play(g, 2, "take 2");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_DISCARD);
    refused(g, 2, "discard QS", CR_REASON_DISCARD_TAKEN_THIS_TURN);
    refused(g, 2, "discard 9H", CR_REASON_DISCARD_TAKEN_THIS_TURN);
    play(g, 2, "discard KC");
    cr_game_free(g);
    /* D then S: refused by default; legal under ANY_TWO and SCARNE (BH-1). */
    g = layout_game("boathouse players=3", p2);
    refused(g, 2, "take", CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED);
    cr_game_free(g);
    static const char *const loose[] = {"boathouse players=3 boathouse.draw_rule=ANY_TWO",
                                        "boathouse players=3 boathouse.draw_rule=SCARNE"};
    for (size_t i = 0; i < 2; i++) {
        g = layout_game(loose[i], p2);
        play(g, 2, "take");
        play(g, 2, "draw");
        ck_assert_int_eq(cr_game_phase(g), CR_PHASE_DISCARD);
        cr_game_free(g);
    }
    /* ANY_TWO also allows S then D; SCARNE does not. */
    g = layout_game(loose[0], p2);
    play(g, 2, "draw");
    play(g, 2, "take");
    cr_game_free(g);
    g = layout_game(loose[1], p2);
    play(g, 2, "draw");
    refused(g, 2, "take", CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED);
    cr_game_free(g);
    /* BH-2 variant: take 2 with one card takes it and a stock card. */
    g = layout_game("boathouse players=3 boathouse.dd_partial", bh_t1);
    play(g, 1, "take 2");
    ck_assert_int_eq(cr_game_hand_size(g, 1), 9);
    refused(g, 1, "discard 9H", CR_REASON_DISCARD_TAKEN_THIS_TURN);
    play(g, 1, "discard 4C");
    cr_game_free(g);
    /* BH-3 variant: rummy.allow_discard_taken. */
    g = layout_game("boathouse players=3 rummy.allow_discard_taken", p2);
    play(g, 2, "take 2");
    play(g, 2, "discard QS");
    cr_game_free(g);
}
END_TEST

START_TEST(bh_t2_cyclic_melds)
{
    static const char *const ok[] = {"KS AS 2S", "QH KH AH", "AD 2D 3D", "QC KC AC 2C", "JH QH KH AH 2H 3H",
                                     "7C 7D 7H 7S"};
    static const char *const bad[] = {"QS KS 2S", "7C 7D"};
    for (size_t i = 0; i < 6; i++) {
        char text[512];
        snprintf(text, sizeof text, "dealer 0\nturn 1\nphase DISCARD\ndrew stock\nhand 1 %s 9D\nhand 2 5D\n"
                                    "hand 0 6D\nstock rest\n", ok[i]);
        cr_game *g = layout_game("boathouse players=3", text);
        char move[64];
        snprintf(move, sizeof move, "meld %s", ok[i]);
        play(g, 1, move);
        cr_game_free(g);
    }
    for (size_t i = 0; i < 2; i++) {
        char text[512];
        snprintf(text, sizeof text, "dealer 0\nturn 1\nphase DISCARD\ndrew stock\nhand 1 %s 9D\nhand 2 5D\n"
                                    "hand 0 6D\nstock rest\n", bad[i]);
        cr_game *g = layout_game("boathouse players=3", text);
        char move[64];
        snprintf(move, sizeof move, "meld %s", bad[i]);
        refused(g, 1, move, CR_REASON_INVALID_MELD);
        cr_game_free(g);
    }
}
END_TEST

/* BH-T3: N=3; P1 goes out having melded earlier; then the rummy. */
START_TEST(bh_t3_settlement)
{
    /* P1, P2, P3 of RULES.md are seats 1, 2, 0; `melded 1`: seat 1 melded
     * in an earlier turn. */
    const char *three = "dealer 2\nturn 1\nphase DISCARD\ndrew stock\ntable 1:9C 9D 9H\nhand 1 2S 3S 4S JD\n"
                        "hand 2 4H 5H 6H KS AC\nhand 0 7C 7D 7S 2H\nstock rest\n";
    char text[512];
    snprintf(text, sizeof text, "%smelded 1\n", three);
    cr_game *g = layout_game("boathouse players=3", text);
    play(g, 1, "meld 2S 3S 4S");
    play(g, 1, "discard JD");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_OUT);
    ck_assert_int_eq(count_of(g, 2), 21);
    ck_assert_int_eq(count_of(g, 0), 2);
    int64_t want[3] = {-2, 23, -21};
    deltas_are(g, want, 3);
    cr_game_free(g);
    /* No earlier meld or lay-off: rummy, every payment doubled. */
    g = layout_game("boathouse players=3", three);
    play(g, 1, "meld 2S 3S 4S");
    play(g, 1, "discard JD");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    int64_t twice[3] = {-4, 46, -42};
    deltas_are(g, twice, 3);
    cr_game_free(g);
    /* BH-5 variant: court cards by rank: P2 pays 13 + 11. */
    snprintf(text, sizeof text, "%smelded 1\n", three);
    g = layout_game("boathouse players=3 boathouse.court_values=RANK", text);
    play(g, 1, "meld 2S 3S 4S");
    play(g, 1, "discard JD");
    ck_assert_int_eq(delta_of(g, 2), -24);
    cr_game_free(g);
    /* BH-6 variant: P3's 2H could be laid off onto 3H 4H 5H. */
    const char *lay = "dealer 2\nturn 1\nphase DISCARD\ndrew stock\nmelded 1\ntable 1:3H 4H 5H\nhand 1 2S 3S 4S JD\n"
                      "hand 2 8C 8D KS\nhand 0 2H 9C\nstock rest\n";
    g = layout_game("boathouse players=3", lay);
    play(g, 1, "meld 2S 3S 4S");
    play(g, 1, "discard JD");
    ck_assert_int_eq(count_of(g, 0), 2 + 9);
    cr_game_free(g);
    g = layout_game("boathouse players=3 boathouse.unmatched_excludes_layoffs", lay);
    play(g, 1, "meld 2S 3S 4S");
    play(g, 1, "discard JD");
    ck_assert_int_eq(count_of(g, 0), 9);
    cr_game_free(g);
}
END_TEST

/* BH-7 variant: rummy only on the seat's first turn. */
START_TEST(bh_rummy_first_turn_only)
{
    const char *t = "dealer 2\nturn 1\nphase DISCARD\ndrew stock\ndraws 3 3 3\nhand 1 2S 3S 4S JD\n"
                    "hand 2 4H 5H 6H KS AC\nhand 0 7C 7D 7S 2H\nstock rest\n";
    cr_game *g = layout_game("boathouse players=3", t);
    play(g, 1, "meld 2S 3S 4S");
    play(g, 1, "discard JD");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    cr_game_free(g);
    g = layout_game("boathouse players=3 boathouse.rummy_first_turn_only", t);
    play(g, 1, "meld 2S 3S 4S");
    play(g, 1, "discard JD");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_OUT);
    cr_game_free(g);
}
END_TEST

/* BH-T4 and BH-8: the stock runs out in the middle of a two-card draw. */
static const char *bh_t4 = "dealer 0\nturn 1\nhand 1 rest\nhand 2 AH\nhand 0 4H\ndiscard 5D 8S JH\nstock 8D\n";

START_TEST(bh_t4_stock_exhaustion)
{
    cr_game *g = layout_game("boathouse players=3", bh_t4);
    play(g, 1, "draw"); /* 8D */
    play(g, 1, "take"); /* (i) JH instead of the card owed */
    refused(g, 1, "discard JH", CR_REASON_DISCARD_TAKEN_THIS_TURN);
    cr_game_free(g);
    g = layout_game("boathouse players=3", bh_t4);
    play(g, 1, "draw");
    play(g, 1, "draw"); /* (ii) the pile turned over: 5D on top */
    ck_assert_int_eq(cr_game_stock_size(g), 2);
    uint8_t pile[4];
    size_t k = 9;
    ck_assert_int_eq(cr_game_pile(pile, 4, &k, g, CR_PILE_DISCARD), CR_OK);
    ck_assert_uint_eq(k, 0);
    ck_assert_int_eq(cr_game_validate(g, 1, "discard 5D"), CR_OK);
    cr_game_free(g);
    /* BH-8 variants: shuffled (all, or all but the top card). */
    g = layout_game("boathouse players=3 boathouse.rebuild=KEEP_TOP_SHUFFLE", bh_t4);
    play(g, 1, "draw");
    play(g, 1, "draw");
    ck_assert_int_eq(cr_game_stock_size(g), 1);
    ck_assert_int_eq(cr_game_pile(pile, 4, &k, g, CR_PILE_DISCARD), CR_OK);
    ck_assert_uint_eq(k, 1);
    ck_assert_int_eq(pile[0], 0x2B); /* JH stays */
    cr_game_free(g);
    g = layout_game("boathouse players=3 boathouse.rebuild=SHUFFLE", bh_t4);
    play(g, 1, "draw");
    play(g, 1, "draw");
    ck_assert_int_eq(cr_game_stock_size(g), 2);
    cr_game_free(g);
    /* BH-10: nothing left while a card is owed: void. */
    g = layout_game("boathouse players=3", "dealer 0\nturn 1\nhand 1 rest\nhand 2 AH\nhand 0 4H\ndiscard\nstock 8D\n");
    play(g, 1, "draw");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_VOID);
    cr_game_free(g);
}
END_TEST

/* BH-4 variant, BH-11 (the winner deals for two), BH-13 (target_score). */
START_TEST(bh_dealer_and_target)
{
    const char *t = "dealer 0\nturn 1\nphase DISCARD\ndrew stock\nhand 1 2S 3S 4S\nhand 0 KS KH\nstock rest\n";
    cr_game *g = layout_game("boathouse players=2", t);
    play(g, 1, "meld 2S 3S 4S"); /* out without a discard (BH-4) */
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    ck_assert_int_eq(cr_game_next_deal(g), CR_OK);
    ck_assert_int_eq(cr_game_dealer(g), 1); /* the winner deals */
    cr_game_free(g);
    g = layout_game("boathouse players=2 rummy.go_out_discard=REQUIRED", t);
    refused(g, 1, "meld 2S 3S 4S", CR_REASON_GO_OUT_NEEDS_DISCARD);
    cr_game_free(g);
    g = layout_game("boathouse players=3", "dealer 0\nturn 1\nphase DISCARD\ndrew stock\nhand 1 2S 3S 4S\n"
                                          "hand 2 5D\nhand 0 KS KH\nstock rest\n");
    play(g, 1, "meld 2S 3S 4S");
    ck_assert_int_eq(cr_game_next_deal(g), CR_OK);
    ck_assert_int_eq(cr_game_dealer(g), 1); /* three players: to the left */
    cr_game_free(g);
    g = layout_game("boathouse players=2 target_score=40", t);
    play(g, 1, "meld 2S 3S 4S");
    ck_assert_int_eq(cr_game_is_match_over(g), 1);
    int32_t w[2];
    size_t n = 0;
    ck_assert_int_eq(cr_game_match_winners(w, 2, &n, g), CR_OK);
    ck_assert_uint_eq(n, 1);
    ck_assert_int_eq(w[0], 1);
    cr_game_free(g);
}
END_TEST

void rummy_add_bh(TCase *tc)
{
    tcase_add_test(tc, bh_t1_draws_and_discards);
    tcase_add_test(tc, bh_t2_cyclic_melds);
    tcase_add_test(tc, bh_t3_settlement);
    tcase_add_test(tc, bh_rummy_first_turn_only);
    tcase_add_test(tc, bh_t4_stock_exhaustion);
    tcase_add_test(tc, bh_dealer_and_target);
}
