/* Round-the-Corner Rummy against RULES.md 7: RC-T1..RC-T4, the variants
 * RC-4 (rtc.free_melding), RC-5 (rtc.payoff), RC-6 (rtc.rebuild), RC-7 /
 * CM-11 (max_stock_rebuilds), and playouts with every check after every
 * move, capped: a random player may take upcards forever (S3 allows it). */
#include "rummy/rummy_test.h"

START_TEST(rc_t1_deal_sizes)
{
    for (int32_t n = 2; n <= 4; n++) {
        char text[64];
        snprintf(text, sizeof text, "round-the-corner players=%d", (int)n);
        cr_game *g = NULL;
        ck_assert_int_eq(cr_game_new_text(&g, text, 9), CR_OK);
        for (int32_t s = 0; s < n; s++)
            ck_assert_int_eq(cr_game_hand_size(g, s), 9 - n);
        uint8_t pile[8];
        size_t k = 0;
        ck_assert_int_eq(cr_game_pile(pile, 8, &k, g, CR_PILE_DISCARD), CR_OK);
        ck_assert_uint_eq(k, 1);
        cr_game_free(g);
    }
    cr_game *g = NULL;
    cr_error *err = NULL;
    ck_assert_int_eq(cr_error_new(&err), CR_OK);
    ck_assert_int_lt(cr_game_new_text_ex(&g, err, "round-the-corner players=5", 9), 0);
    ck_assert_int_eq(cr_error_reason(err), CR_REASON_PLAYER_COUNT);
    cr_error_free(err);
}
END_TEST

static const char *rc_t2 = "dealer 0\nturn 1\nhand 1 2C 5D 9D JS QH\nhand 2 AH\nhand 0 4H\n"
                           "discard 6H JC\nstock 4S rest\n";

START_TEST(rc_t2_draw_sequences)
{
    cr_game *g = layout_game("round-the-corner players=3", rc_t2);
    play(g, 1, "draw"); /* [S] */
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_DISCARD);
    refused(g, 1, "take", CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED); /* [S,D] */
    refused(g, 1, "draw", CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED); /* [S,S] */
    cr_game_free(g);
    g = layout_game("round-the-corner players=3", rc_t2);
    play(g, 1, "take"); /* [D,S] */
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_READY);
    refused(g, 1, "discard JC", CR_REASON_WRONG_PHASE); /* the second draw is compulsory */
    play(g, 1, "draw");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_DISCARD);
    ck_assert_int_eq(cr_game_hand_size(g, 1), 7);
    cr_game_free(g);
    g = layout_game("round-the-corner players=3", rc_t2);
    play(g, 1, "take"); /* [D,D] */
    play(g, 1, "take");
    refused(g, 1, "discard JC", CR_REASON_DISCARD_TAKEN_THIS_TURN);
    refused(g, 1, "discard 6H", CR_REASON_DISCARD_TAKEN_THIS_TURN);
    play(g, 1, "discard 2C");
    /* Both taken cards are public knowledge in every view. */
    char view[4096];
    ck_assert_int_eq(cr_game_view(view, sizeof view, NULL, g, 2), CR_OK);
    ck_assert_ptr_nonnull(strstr(view, "\"known\":[[],[\"JC\",\"6H\"],[]]"));
    cr_game_free(g);
    /* RC-2 variant: rummy.allow_discard_taken. */
    g = layout_game("round-the-corner players=3 rummy.allow_discard_taken", rc_t2);
    play(g, 1, "take");
    play(g, 1, "take");
    play(g, 1, "discard JC");
    cr_game_free(g);
}
END_TEST

static const char *rc_t3 = "dealer 0\nturn 1\nhand 1 KS AS 5H 6H 7H\nhand 2 QD KD AD 2D 3D\nhand 3 AC 2C 3C QS 9S\n"
                           "hand 0 4H\ndiscard 9C 2S\nstock 8H rest\n";

START_TEST(rc_t3_round_the_corner_rummy)
{
    cr_game *g = layout_game("round-the-corner players=4", rc_t3);
    play(g, 1, "take");
    play(g, 1, "draw");
    refused(g, 1, "meld KS AS 2S", CR_REASON_MELD_NOT_ALLOWED_NOW); /* RC-4 */
    play(g, 1, "meld KS AS 2S / 5H 6H 7H 8H");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    int64_t want[4] = {-1, 3, -1, -1};
    deltas_are(g, want, 4);
    cr_game_free(g);
    /* Q-K-A-2-3 and A-2-3 are sequences; Q-K-2 is not. */
    g = layout_game("round-the-corner players=4", "dealer 1\nturn 2\nphase DISCARD\ndrew stock\n"
                                                  "hand 2 QD KD AD 2D 3D 9H\nhand 3 AC\nhand 0 4H\nhand 1 5S\nstock rest\n");
    play(g, 2, "meld QD KD AD 2D 3D");
    play(g, 2, "discard 9H");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    cr_game_free(g);
    g = layout_game("round-the-corner players=4", "dealer 2\nturn 3\nphase DISCARD\ndrew stock\n"
                                                  "hand 3 QS KS 2S AC 2C 3C\nhand 0 4H\nhand 1 5S\nhand 2 9H\nstock rest\n");
    refused(g, 3, "meld QS KS 2S / AC 2C 3C", CR_REASON_INVALID_MELD);
    cr_game_free(g);
}
END_TEST

static const char *rc_t4 = "dealer 0\nturn 1\nhand 1 rest\nhand 2 AH\nhand 0 4H\ndiscard 5D 8S JH 2C\nstock\n";

START_TEST(rc_t4_stock_rebuild)
{
    cr_game *g = layout_game("round-the-corner players=3", rc_t4);
    play(g, 1, "draw");
    ck_assert_int_eq(cr_game_stock_size(g), 2);
    uint8_t pile[4];
    size_t k = 0;
    ck_assert_int_eq(cr_game_pile(pile, 4, &k, g, CR_PILE_DISCARD), CR_OK);
    ck_assert_uint_eq(k, 1);
    ck_assert_int_eq(pile[0], 0x02); /* 2C stays as the discard pile */
    cr_game_free(g);
    /* RC-6 variant: the pile is turned over, its bottom card on top. */
    g = layout_game("round-the-corner players=3 rtc.rebuild=TURN_NO_SHUFFLE", rc_t4);
    play(g, 1, "draw");
    ck_assert_int_eq(cr_game_validate(g, 1, "discard 5D"), CR_OK);
    cr_game_free(g);
    /* Only the upcard left: the draw is that card alone. */
    g = layout_game("round-the-corner players=3", "dealer 0\nturn 1\nhand 1 rest\nhand 2 AH\nhand 0 4H\n"
                                                  "discard 2C\nstock\n");
    char list[64];
    ck_assert_int_eq(cr_game_legal_moves(list, sizeof list, NULL, g, 1), CR_OK);
    ck_assert_str_eq(list, "take\n");
    refused(g, 1, "draw", CR_REASON_STOCK_EMPTY);
    play(g, 1, "take");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_DISCARD);
    cr_game_free(g);
    /* RC-7 / CM-11: with no rebuild left the hand is void. */
    g = layout_game("round-the-corner players=3 max_stock_rebuilds=0", rc_t4);
    play(g, 1, "draw");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_VOID);
    size_t ln = 9;
    ck_assert_int_eq(cr_game_ledger_count(&ln, g), CR_OK);
    ck_assert_uint_eq(ln, 0);
    cr_game_free(g);
}
END_TEST

/* RC-5: the stake, Straight Rummy's schedule, or points. */
START_TEST(rc_payoff_variants)
{
    const char *t = "dealer 0\nturn 1\ndraws 3 3 3\nhand 1 KS AS 5H 6H 7H\nhand 2 QD KD 9D 2D 3D\n"
                    "hand 0 4H\ndiscard 9C 2S\nstock 8H rest\n";
    cr_game *g = layout_game("round-the-corner players=3 rtc.payoff=STRAIGHT_SCHEDULE", t);
    play(g, 1, "take");
    play(g, 1, "draw");
    play(g, 1, "meld KS AS 2S / 5H 6H 7H 8H");
    ck_assert_int_eq(delta_of(g, 1), 4);
    cr_game_free(g);
    g = layout_game("round-the-corner players=3 rtc.payoff=POINTS", t);
    play(g, 1, "take");
    play(g, 1, "draw");
    play(g, 1, "meld KS AS 2S / 5H 6H 7H 8H");
    ck_assert_int_eq(delta_of(g, 0), -2 * 4);                   /* 4H */
    ck_assert_int_eq(delta_of(g, 2), -2 * (10 + 10 + 9 + 2 + 3)); /* no meld: Q-K-9-2-3 */
    cr_game_free(g);
}
END_TEST

/* RC-4 variant: melds and lay-offs at any turn; the hand empties to win. */
START_TEST(rc_free_melding)
{
    const char *t = "dealer 0\nturn 1\nhand 1 KS AS 5H 6H 9C\nhand 2 QD\nhand 0 4H\ndiscard 3C 2S\nstock 7H rest\n";
    cr_game *g = layout_game("round-the-corner players=3 rtc.free_melding", t);
    play(g, 1, "take");
    play(g, 1, "draw");
    play(g, 1, "meld KS AS 2S");
    ck_assert_int_eq(cr_game_is_deal_over(g), 0);
    refused(g, 1, "layoff 6H 0", CR_REASON_INVALID_MELD);
    play(g, 1, "meld 5H 6H 7H");
    play(g, 1, "discard 9C");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    cr_game_free(g);
    /* Lay-offs go onto any meld on the table. */
    g = layout_game("round-the-corner players=3 rtc.free_melding",
                    "dealer 0\nturn 1\ntable 2:QS KS AS\nhand 1 2S 9C 9D\nhand 2 QD\nhand 0 4H\ndiscard 3C\nstock 7H rest\n");
    play(g, 1, "draw");
    play(g, 1, "layoff 2S 0");
    play(g, 1, "discard 9C");
    ck_assert_int_eq(cr_game_hand_size(g, 1), 2);
    cr_game_free(g);
    g = layout_game("round-the-corner players=3", t);
    play(g, 1, "take");
    play(g, 1, "draw");
    refused(g, 1, "meld KS AS 2S", CR_REASON_MELD_NOT_ALLOWED_NOW);
    cr_game_free(g);
}
END_TEST

static const char *const rtc_configs[] = {
    "round-the-corner players=2",
    "round-the-corner players=3 rtc.free_melding",
    "round-the-corner players=4 rtc.payoff=STRAIGHT_SCHEDULE rtc.rebuild=TURN_NO_SHUFFLE",
    "round-the-corner players=2 rtc.payoff=POINTS max_stock_rebuilds=1 rummy.allow_discard_taken",
};

START_TEST(rc_playouts)
{
    kit_stats st = {0, 0, 0, 0, 0};
    for (uint64_t seed = 0; seed < 300; seed++)
        kit_playout_capped(rtc_configs[_i], seed, false, seed % 2 == 1, &st, 1500);
    for (uint64_t seed = 0; seed < 6; seed++)
        kit_playout_capped(rtc_configs[_i], 900 + seed, true, seed % 3 == 0, &st, 300);
    ck_assert_uint_eq(st.games, 306);
    ck_assert_uint_gt(st.deals_out, 0);
}
END_TEST

void rummy_add_rtc(TCase *tc)
{
    tcase_add_test(tc, rc_t1_deal_sizes);
    tcase_add_test(tc, rc_t2_draw_sequences);
    tcase_add_test(tc, rc_t3_round_the_corner_rummy);
    tcase_add_test(tc, rc_t4_stock_rebuild);
    tcase_add_test(tc, rc_payoff_variants);
    tcase_add_test(tc, rc_free_melding);
    tcase_add_loop_test(tc, rc_playouts, 0, (int)(sizeof rtc_configs / sizeof rtc_configs[0]));
}
