/* The RUMMY engine against RULES.md 5, 6, 10, 11 and 17.2: the scenarios
 * SR-T1..SR-T3, SK-T1..SK-T3, BL-T1..BL-T3, QC-T1..QC-T3 and one test per
 * option and variant of the built presets showing what it changes, all
 * from explicit layouts (docs/rummy.md "Layouts"). */
#include <stdio.h>
#include <string.h>

#include "rummy/rummy_test.h"

/* ---- Straight Rummy (RULES.md 5) --------------------------------------------------- */

/* SR-T1: six-card, N=4, P0 deals, P1 leads and goes rummy on his first pick. */
static const char *sr_t1 = "dealer 0\nturn 1\nhand 1 3S 3H 3D 7C 8C KD\nhand 2 2C 5D 9H JS QH 4D\n"
                           "hand 3 AH 6S 10D KC 2S 5C\nhand 0 4H 6C 10S JD QC 2H\nstock 9C rest\n";

START_TEST(sr_t1_first_pick)
{
    cr_game *g = layout_game("straight6", sr_t1);
    refused(g, 1, "meld 3S 3H 3D", CR_REASON_WRONG_PHASE); /* draw first */
    play(g, 1, "draw");
    refused(g, 1, "meld 3S 3H 3D", CR_REASON_MELD_NOT_ALLOWED_NOW);
    refused(g, 1, "layoff 7C 0", CR_REASON_MELD_NOT_ALLOWED_NOW);
    play(g, 1, "meld 3S 3H 3D / 7C 8C 9C");
    ck_assert_int_eq(cr_game_is_deal_over(g), 0);
    refused(g, 1, "discard 3S", CR_REASON_CARD_NOT_IN_HAND);
    play(g, 1, "discard KD");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    int64_t want[4] = {-4, 12, -4, -4}, num, den;
    int32_t cur = 0;
    deltas_are(g, want, 4);
    transfer(g, 2, 1, &num, &den, &cur);
    ck_assert_int_eq(num, 4);
    ck_assert_int_eq(cur, CR_CURRENCY_UNIT);
    cr_game_free(g);
}
END_TEST

START_TEST(sr_t1_later_turn_and_one_suit)
{
    char text[512];
    snprintf(text, sizeof text, "%sdraws 1 1 1 1\n", sr_t1);
    cr_game *g = layout_game("straight6", text);
    play(g, 1, "draw");
    play(g, 1, "meld 3S 3H 3D / 7C 8C 9C");
    play(g, 1, "discard KD");
    int64_t two[4] = {-2, 6, -2, -2};
    deltas_are(g, two, 4);
    cr_game_free(g);
    g = layout_game("straight6", "dealer 0\nturn 1\ndraws 1 1 1 1\nhand 1 4S 5S 6S 7S 8S 2H\n"
                                 "hand 2 2C 5D 9H JD QH 4D\nhand 3 AH 6H 10D KC 2S 5C\n"
                                 "hand 0 4H 6C 10S JH QC 3H\nstock 9S rest\n");
    play(g, 1, "draw");
    play(g, 1, "meld 4S 5S 6S 7S 8S 9S");
    play(g, 1, "discard 2H");
    int64_t four[4] = {-4, 12, -4, -4};
    deltas_are(g, four, 4);
    cr_game_free(g);
    /* The ace is low only (SR-16). */
    g = layout_game("straight6", "dealer 0\nturn 1\nhand 1 QS KS 3H 3D 3C 2H\nhand 2 2C\nhand 3 AH\n"
                                 "hand 0 4H\nstock AS rest\n");
    play(g, 1, "draw");
    refused(g, 1, "meld QS KS AS / 3H 3D 3C", CR_REASON_INVALID_MELD);
    cr_game_free(g);
}
END_TEST

/* SR-T2: seven-card, N=3, P0 deals; P2 starts his turn with 3 cards in the
 * stock and is the breaker; (a) a tie with the breaker goes to him. */
static const char *sr_t2 = "dealer 0\nturn 2\ndraws 5 5 5\nhand 2 2D 3D 4D AC 2C 3H 9D\n"
                           "hand 0 9C 9H AD 2H 3C AS KD\nhand 1 5H 7S JC 4S 6D 8C 10C\n"
                           "stock AH QS JH\ndiscard rest\n";

START_TEST(sr_t2_break_and_ties)
{
    cr_game *g = layout_game("straight7 players=3", sr_t2);
    play(g, 2, "draw");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_BREAK);
    refused(g, 2, "discard 9D", CR_REASON_INVALID_MELD); /* 2D 3D 4D must be exposed */
    refused(g, 2, "expose 2D 3D 4D AC", CR_REASON_INVALID_MELD);
    play(g, 2, "expose 2D 3D 4D");
    play(g, 2, "discard 9D");
    /* P0 takes 9D: it must be used. */
    play(g, 0, "take");
    refused(g, 0, "discard KD", CR_REASON_UPCARD_NOT_USED);
    refused(g, 0, "discard 9D", CR_REASON_DISCARD_TAKEN_THIS_TURN);
    play(g, 0, "expose 9C 9H 9D");
    play(g, 0, "discard KD");
    play(g, 1, "draw");
    play(g, 1, "discard 10C");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    ck_assert_int_eq(count_of(g, 2), 7);
    ck_assert_int_eq(count_of(g, 0), 7);
    int64_t want[3] = {-1, -1, 2};
    deltas_are(g, want, 3);
    cr_game_free(g);
    /* (b) P2 9, P0 5, P1 5: P0 is the tied seat nearest the breaker's left. */
    g = layout_game("straight7 players=3", "dealer 0\nturn 1\nbreak 2 2 0\ntable 2:2D 3D 4D\n"
                                           "hand 2 AC 2C 3H 3S\nhand 0 AD 4C\nhand 1 5H 10C\n"
                                           "stock JH\ndiscard rest\n");
    refused(g, 1, "take", CR_REASON_UPCARD_NOT_USED);
    play(g, 1, "draw");
    play(g, 1, "discard JH");
    int64_t want_b[3] = {2, -1, -1};
    deltas_are(g, want_b, 3);
    cr_game_free(g);
}
END_TEST

/* SR-T3 and straight.settlement=POINTS, rummy.loser_count=HAND_VALUE (SR-15). */
static const char *sr_t3 = "dealer 0\nturn 1\ndraws 1 1 1 1\nhand 1 5D 5H 5S JS QS KS\n"
                           "hand 2 4C 5C 6C KH 2D 9S\nhand 3 10S 10C JD QD AC 3H\n"
                           "hand 0 7H 7D 7S 8H 9H 10H\nstock 8D rest\n";

START_TEST(sr_t3_points_and_deadwood)
{
    cr_game *g = layout_game("straight6 straight.settlement=POINTS", sr_t3);
    play(g, 1, "draw");
    play(g, 1, "meld 5D 5H 5S / JS QS KS");
    play(g, 1, "discard 8D");
    int64_t want[4] = {0, 130, -42, -88};
    deltas_are(g, want, 4);
    ck_assert_int_eq(count_of(g, 0), 0);
    cr_game_free(g);
    g = layout_game("straight6 straight.settlement=POINTS rummy.loser_count=HAND_VALUE", sr_t3);
    play(g, 1, "draw");
    play(g, 1, "meld 5D 5H 5S / JS QS KS");
    play(g, 1, "discard 8D");
    int64_t want_hv[4] = {-96, 256, -72, -88};
    deltas_are(g, want_hv, 4);
    cr_game_free(g);
}
END_TEST

/* SR-2, SR-4, SR-5, SR-7, SR-10, SR-12, SR-16 and the upcard rule. */
START_TEST(sr_variants)
{
    cr_game *g = NULL;
    uint8_t pile[4];
    size_t n = 9;
    ck_assert_int_eq(cr_game_new_text(&g, "straight7", 3), CR_OK);
    ck_assert_int_eq(cr_game_pile(pile, 4, &n, g, CR_PILE_DISCARD), CR_OK);
    ck_assert_uint_eq(n, 0);
    refused(g, 1, "take", CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED);
    cr_game_free(g);
    ck_assert_int_eq(cr_game_new_text(&g, "straight7 rummy.initial_upcard", 3), CR_OK); /* SR-2 */
    ck_assert_int_eq(cr_game_pile(pile, 4, &n, g, CR_PILE_DISCARD), CR_OK);
    ck_assert_uint_eq(n, 1);
    play(g, 1, "take");
    ck_assert_int_eq(cr_game_validate(g, 1, "discard AC") == CR_OK || 1, 1);
    cr_game_free(g);
    /* SR-4: the card taken may be discarded under the variant. */
    const char *taken = "dealer 0\nturn 1\nhand 1 2C 5D 9H JS QH 4D 7S\nhand 2 AH\nhand 0 4H\n"
                        "discard 3S KC\nstock rest\n";
    g = layout_game("straight7 players=3", taken);
    play(g, 1, "take");
    refused(g, 1, "discard KC", CR_REASON_DISCARD_TAKEN_THIS_TURN);
    cr_game_free(g);
    g = layout_game("straight7 players=3 rummy.allow_discard_taken", taken);
    play(g, 1, "take");
    play(g, 1, "discard KC");
    cr_game_free(g);
    /* SR-5 variant: going rummy needs a final discard. */
    const char *all = "dealer 0\nturn 1\nhand 1 3S 3H 3D 7C 8C\nhand 2 AH\nhand 0 4H\nstock 9C rest\n";
    g = layout_game("straight7 players=3", all);
    play(g, 1, "draw");
    play(g, 1, "meld 3S 3H 3D / 7C 8C 9C");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    cr_game_free(g);
    g = layout_game("straight7 players=3 rummy.go_out_discard=REQUIRED", all);
    play(g, 1, "draw");
    refused(g, 1, "meld 3S 3H 3D / 7C 8C 9C", CR_REASON_GO_OUT_NEEDS_DISCARD);
    cr_game_free(g);
    /* SR-12: two sequences of one suit pay 4 units only under the variant. */
    const char *two = "dealer 0\nturn 1\ndraws 1 1 1\nhand 1 2S 3S 4S 9S 10S JS\nhand 2 AH\nhand 0 4H\n"
                      "stock KD rest\n";
    g = layout_game("straight6 players=3", two);
    play(g, 1, "draw");
    play(g, 1, "meld 2S 3S 4S / 9S 10S JS");
    play(g, 1, "discard KD");
    ck_assert_int_eq(delta_of(g, 1), 4);
    cr_game_free(g);
    g = layout_game("straight6 players=3 straight.one_suit_any_sequences", two);
    play(g, 1, "draw");
    play(g, 1, "meld 2S 3S 4S / 9S 10S JS");
    play(g, 1, "discard KD");
    ck_assert_int_eq(delta_of(g, 1), 8);
    cr_game_free(g);
    /* SR-16 variant: Q-K-A is a sequence. */
    const char *qka = "dealer 0\nturn 1\nhand 1 QS KS 3H 3D 3C 2H\nhand 2 2C\nhand 0 4H\nstock AS rest\n";
    g = layout_game("straight7 players=3 rummy.seq_mode=HIGH_OR_LOW", qka);
    play(g, 1, "draw");
    play(g, 1, "meld QS KS AS / 3H 3D 3C");
    play(g, 1, "discard 2H");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    cr_game_free(g);
}
END_TEST

/* SR-8, straight.break_auto_arrange: in a break turn the player draws and
 * names the discard; the engine exposes the melds that leave the least
 * and lays off what it can. P2 keeps 5H 6H 7H 7S 7D: the group of sevens
 * leaves 22 where the run would leave 25. P0's 7C goes onto that group by
 * itself. P1 takes QS for QD QH QS and must keep a discard that lets the
 * engine use it (SR-9). */
static const char *sr_8 = "dealer 0\nturn 2\ndraws 5 5 5\nhand 2 5H 6H 7H 7S 7D KC QC\n"
                          "hand 0 9C 9H 9S 7C 4H 2S 3C\nhand 1 8D 10D QD QH 3S 4S 6C\n"
                          "stock AH QS JH\ndiscard rest\n";

START_TEST(sr_8_break_auto_arrange)
{
    cr_game *g = layout_game("straight7 players=3 straight.break_auto_arrange", sr_8);
    play(g, 2, "draw");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_BREAK);
    refused(g, 2, "expose 7H 7S 7D", CR_REASON_MELD_NOT_ALLOWED_NOW);
    ck_assert(!listed(g, 2, "expose 7H 7S 7D"));
    ck_assert(listed(g, 2, "discard KC"));
    play(g, 2, "discard KC");
    ck_assert_int_eq(cr_game_hand_size(g, 2), 4); /* 5H 6H QC AH */
    refused(g, 0, "take", CR_REASON_UPCARD_NOT_USED);
    play(g, 0, "draw");
    refused(g, 0, "layoff 7C 0", CR_REASON_MELD_NOT_ALLOWED_NOW);
    play(g, 0, "discard QS");
    ck_assert_int_eq(cr_game_hand_size(g, 0), 3); /* 4H 2S 3C: 9s exposed, 7C laid off */
    uint8_t table[64];
    size_t tn = 0;
    ck_assert_int_eq(cr_game_pile(table, sizeof table, &tn, g, CR_PILE_TABLE), CR_OK);
    ck_assert_uint_eq(tn, 4 + 1 + 3); /* 7H 7S 7D 7C / 9C 9H 9S */
    play(g, 1, "take");
    refused(g, 1, "discard QD", CR_REASON_UPCARD_NOT_USED);
    ck_assert(!listed(g, 1, "discard QD"));
    play(g, 1, "discard 6C");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    ck_assert_int_eq(count_of(g, 2), 22);
    ck_assert_int_eq(count_of(g, 0), 9);
    ck_assert_int_eq(count_of(g, 1), 25);
    int64_t want[3] = {2, -1, -1};
    deltas_are(g, want, 3);
    cr_game_free(g);
    /* Without the variant the same discard is refused: the melds must be
     * exposed by hand first. */
    g = layout_game("straight7 players=3", sr_8);
    play(g, 2, "draw");
    refused(g, 2, "discard KC", CR_REASON_INVALID_MELD);
    cr_game_free(g);
    /* With straight.break_discard=OFF the turn ends with done. */
    g = layout_game("straight7 players=3 straight.break_auto_arrange straight.break_discard=OFF", sr_8);
    play(g, 2, "draw");
    play(g, 2, "done");
    ck_assert_int_eq(cr_game_hand_size(g, 2), 5); /* 5H 6H KC QC AH */
    cr_game_free(g);
}
END_TEST

/* SR-7 (no break discard: done) and SR-10 (a break rummy lets the round finish). */
START_TEST(sr_break_variants)
{
    const char *brk = "dealer 0\nturn 2\ndraws 5 5 5\nhand 2 2D 3D 4D 5D\nhand 0 9C 9H AD\n"
                      "hand 1 5H 7S JC\nstock AH QS JH\ndiscard rest\n";
    cr_game *g = layout_game("straight7 players=3 straight.break_discard=OFF", brk);
    play(g, 2, "draw");
    refused(g, 2, "discard AH", CR_REASON_WRONG_PHASE);
    play(g, 2, "expose 2D 3D 4D 5D");
    play(g, 2, "done");
    ck_assert_int_eq(cr_game_to_act(g), 0);
    cr_game_free(g);
    /* Default: P2 exposes all but AH and discards it: rummy in the break, 1 unit. */
    g = layout_game("straight7 players=3", brk);
    play(g, 2, "draw");
    play(g, 2, "expose 2D 3D 4D 5D");
    play(g, 2, "discard AH");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    int64_t want[3] = {-1, -1, 2};
    deltas_are(g, want, 3);
    cr_game_free(g);
    g = layout_game("straight7 players=3 straight.break_rummy_continues", brk);
    play(g, 2, "draw");
    play(g, 2, "expose 2D 3D 4D 5D");
    play(g, 2, "discard AH");
    ck_assert_int_eq(cr_game_is_deal_over(g), 0);
    ck_assert_int_eq(cr_game_to_act(g), 0);
    play(g, 0, "draw");
    play(g, 0, "discard QS");
    play(g, 1, "draw");
    play(g, 1, "discard JC");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    deltas_are(g, want, 3);
    cr_game_free(g);
}
END_TEST

/* ---- Skip Rummy (RULES.md 6) ------------------------------------------------------------ */

START_TEST(sk_t1_meld_limits)
{
    cr_game *g = layout_game("skip players=2", "dealer 1\nturn 0\nphase DISCARD\ndrew stock\n"
                                               "hand 0 5C 5D 5H 5S 9C 10C\nhand 1 2H 3H KD\nstock rest\n");
    refused(g, 0, "meld 5C 5D 5H 5S", CR_REASON_MELD_LIMIT);
    refused(g, 0, "meld 5C 5D 5H / 9C 10C JC", CR_REASON_CARD_NOT_IN_HAND);
    play(g, 0, "meld 5C 5D 5H");
    refused(g, 0, "layoff 5S 0", CR_REASON_MELD_LIMIT);
    play(g, 0, "discard 9C");
    play(g, 1, "draw");
    play(g, 1, "discard KD");
    play(g, 0, "draw");
    play(g, 0, "layoff 5S 0");
    refused(g, 0, "layoff 10C 0", CR_REASON_MELD_LIMIT);
    cr_game_free(g);
}
END_TEST

START_TEST(sk_t2_rummy_without_discard)
{
    const char *t = "dealer 0\nturn 1\nhand 1 7D 8D\nhand 2 KC\nhand 0 QH\nstock 9D rest\n";
    cr_game *g = layout_game("skip players=3", t);
    play(g, 1, "draw");
    play(g, 1, "meld 7D 8D 9D");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    int64_t want[3] = {-2, 4, -2};
    deltas_are(g, want, 3);
    cr_game_free(g);
}
END_TEST

static const char *sk_t3 = "dealer 3\nturn 3\nphase DISCARD\ndrew stock\nhand 0 KC QH\nhand 1 AC 2D 3S\n"
                           "hand 2 4H 5H 6H 3C\nhand 3 2S AD KD\nstock JS JH JD 10C\ndiscard rest\n";

START_TEST(sk_t3_stock_end_and_tie)
{
    cr_game *g = layout_game("skip players=4", sk_t3);
    play(g, 3, "discard KD");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_STOCK_END);
    ck_assert_int_eq(count_of(g, 0), 20);
    ck_assert_int_eq(count_of(g, 1), 6);
    ck_assert_int_eq(count_of(g, 2), 3);
    ck_assert_int_eq(count_of(g, 3), 3);
    int64_t want[4] = {-1, -1, 3, -1};
    deltas_are(g, want, 4);
    cr_game_free(g);
    g = layout_game("skip players=4 skip.tie=SPLIT", sk_t3);
    play(g, 3, "discard KD");
    int64_t num, den;
    int32_t cur = 0;
    transfer(g, 0, 2, &num, &den, &cur);
    ck_assert_int_eq(num, 1);
    ck_assert_int_eq(den, 2);
    transfer(g, 1, 3, &num, &den, &cur);
    ck_assert_int_eq(num, 1);
    ck_assert_int_eq(den, 2);
    ck_assert_int_eq(cur, CR_CURRENCY_UNIT);
    cr_game_free(g);
}
END_TEST

/* SK-2 and SK-3. */
START_TEST(sk_variants)
{
    const char *t = "dealer 0\nturn 1\nhand 1 7D 8D\nhand 2 KC\nhand 0 QH\ndiscard 9D\nstock rest\n";
    cr_game *g = layout_game("skip players=3", t);
    play(g, 1, "take");
    play(g, 1, "meld 7D 8D 9D");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    cr_game_free(g);
    g = layout_game("skip players=3 skip.no_discard_only_after_stock", t);
    play(g, 1, "take");
    refused(g, 1, "meld 7D 8D 9D", CR_REASON_GO_OUT_NEEDS_DISCARD);
    cr_game_free(g);
    /* SK-3: going out by discarding the last card is rummy (2 units) by
     * default, a plain win (1 unit) under skip.rummy_by_meld_only. */
    const char *d = "dealer 0\nturn 1\nhand 1 7D\nhand 2 KC\nhand 0 QH\nstock 2S rest\n";
    g = layout_game("skip players=3", d);
    play(g, 1, "draw");
    play(g, 1, "discard 2S");
    play(g, 2, "draw");
    cr_game_free(g);
    g = layout_game("skip players=3", "dealer 0\nturn 1\ntable 0:4S 5S 6S\nhand 1 7D\nhand 2 KC\nhand 0 QH\n"
                                      "stock 7S rest\n");
    play(g, 1, "draw");
    play(g, 1, "layoff 7S 0");
    play(g, 1, "discard 7D");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    ck_assert_int_eq(delta_of(g, 1), 4);
    cr_game_free(g);
    g = layout_game("skip players=3 skip.rummy_by_meld_only", "dealer 0\nturn 1\ntable 0:4S 5S 6S\nhand 1 7D\n"
                                                              "hand 2 KC\nhand 0 QH\nstock 7S rest\n");
    play(g, 1, "draw");
    play(g, 1, "layoff 7S 0");
    play(g, 1, "discard 7D");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_OUT);
    ck_assert_int_eq(delta_of(g, 1), 2);
    cr_game_free(g);
}
END_TEST

/* ---- Block Rummy (RULES.md 10) --------------------------------------------------------- */

static const char *bl_t1 = "dealer 0\nturn 1\ndraws 2 2 2\nhand 1 3S 4S 5S 9D 9C 9H\nhand 2 2C 10D\n"
                           "hand 0 KC QD\nstock 9S rest\n";

START_TEST(bl_t1_mandatory_discard)
{
    cr_game *g = layout_game("block players=3", bl_t1);
    play(g, 1, "draw");
    refused(g, 1, "meld 3S 4S 5S / 9D 9C 9H 9S", CR_REASON_GO_OUT_NEEDS_DISCARD);
    play(g, 1, "meld 3S 4S 5S / 9D 9C 9H");
    play(g, 1, "discard 9S");
    int64_t want[3] = {-40, 64, -24};
    deltas_are(g, want, 3);
    cr_game_free(g);
    /* BL-4: multiplier 1. */
    g = layout_game("block players=3 block.going_out_multiplier=1", bl_t1);
    play(g, 1, "draw");
    play(g, 1, "meld 3S 4S 5S / 9D 9C 9H");
    play(g, 1, "discard 9S");
    int64_t one[3] = {-20, 32, -12};
    deltas_are(g, one, 3);
    cr_game_free(g);
    /* BL-3: units, 2 a loser. */
    g = layout_game("block players=3 block.settlement=UNITS", bl_t1);
    play(g, 1, "draw");
    play(g, 1, "meld 3S 4S 5S / 9D 9C 9H");
    play(g, 1, "discard 9S");
    int64_t units[3] = {-2, 4, -2};
    deltas_are(g, units, 3);
    cr_game_free(g);
}
END_TEST

static const char *bl_t2 = "dealer 1\nturn 2\nhand 0 4D\nhand 1 AC 3D\nhand 2 KD 5S\nhand 3 9H\n"
                           "stock\ndiscard rest 6C\n";

START_TEST(bl_t2_refusal_and_shared_low)
{
    cr_game *g = layout_game("block players=4", bl_t2);
    refused(g, 2, "draw", CR_REASON_STOCK_EMPTY);
    play(g, 2, "take");
    refused(g, 2, "discard 6C", CR_REASON_DISCARD_TAKEN_THIS_TURN);
    ck_assert_int_eq(cr_game_undo(g), CR_OK);
    play(g, 2, "pass");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_REFUSED);
    int64_t want[4] = {8, 8, -11, -5}, num, den;
    int32_t cur = 0;
    deltas_are(g, want, 4);
    transfer(g, 2, 0, &num, &den, &cur);
    ck_assert_int_eq(num, 11);
    ck_assert_int_eq(den, 2);
    ck_assert_int_eq(cur, CR_CURRENCY_POINT);
    transfer(g, 3, 1, &num, &den, &cur);
    ck_assert_int_eq(num, 5);
    ck_assert_int_eq(den, 2);
    cr_game_free(g);
    /* BL-2 variant: the refusal opens an exposure round from the refuser. */
    g = layout_game("block players=4 block.showdown_with_layoffs", bl_t2);
    play(g, 2, "pass");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_BREAK);
    ck_assert_int_eq(cr_game_to_act(g), 2);
    for (int32_t i = 0; i < 4; i++)
        play(g, (2 + i) % 4, "done");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_REFUSED);
    deltas_are(g, want, 4);
    cr_game_free(g);
}
END_TEST

START_TEST(bl_t3_no_break)
{
    cr_game *g = layout_game("block players=3", "dealer 0\nturn 1\nhand 1 2C 5D 9H JS QH 4D 7S\n"
                                                "hand 2 AH\nhand 0 4H\nstock 3C 3D 3H\ndiscard rest\n");
    play(g, 1, "draw");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_DISCARD);
    cr_game_free(g);
    /* BL-1 variant: the break is played. */
    g = layout_game("block players=3 block.keep_break", "dealer 0\nturn 1\nhand 1 2C 5D 9H JS QH 4D 7S\n"
                                                        "hand 2 AH\nhand 0 4H\nstock 3C 3D 3H\ndiscard rest\n");
    play(g, 1, "draw");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_BREAK);
    cr_game_free(g);
    g = layout_game("block players=3", "dealer 0\nturn 1\nhand 1 2C 5D 9H JS QH 4D 7S\nhand 2 AH\nhand 0 4H\n"
                                       "stock\ndiscard rest\n");
    char list[256];
    ck_assert_int_eq(cr_game_legal_moves(list, sizeof list, NULL, g, 1), CR_OK);
    ck_assert_str_eq(list, "take\npass\n");
    refused(g, 1, "draw", CR_REASON_STOCK_EMPTY);
    cr_game_free(g);
}
END_TEST

/* ---- Queen City (RULES.md 11) ------------------------------------------------------------- */

START_TEST(qc_t1_t2_t3)
{
    cr_game *g = layout_game("queen-city players=3", "dealer 0\nturn 1\ndraws 2 2 2\nhand 1 2C 3C 4C 5C KH KD KS\n"
                                                    "hand 2 AH\nhand 0 4H\nstock KC rest\n");
    play(g, 1, "draw");
    play(g, 1, "meld 2C 3C 4C 5C / KH KD KS KC");
    int64_t want[3] = {-54, 108, -54};
    deltas_are(g, want, 3);
    cr_game_free(g);
    const char *t2 = "dealer 0\nturn 1\ndraws 2 2 2\nhand 1 2C 3C 4C KH KD KS\nhand 2 AH\nhand 0 4H\nstock 9D rest\n";
    g = layout_game("queen-city players=3", t2);
    play(g, 1, "draw");
    refused(g, 1, "meld 2C 3C 4C", CR_REASON_MELD_NOT_ALLOWED_NOW); /* QC-T3 */
    play(g, 1, "meld 2C 3C 4C / KH KD KS");
    play(g, 1, "discard 9D");
    ck_assert_int_eq(delta_of(g, 0), -39);
    cr_game_free(g);
    g = layout_game("queen-city players=3 queencity.value_includes_discard", t2); /* QC-1 */
    play(g, 1, "draw");
    play(g, 1, "meld 2C 3C 4C / KH KD KS");
    play(g, 1, "discard 9D");
    ck_assert_int_eq(delta_of(g, 0), -48);
    cr_game_free(g);
}
END_TEST

/* QC-2: the break pays the points difference, or 1 unit. */
START_TEST(qc_break_payoff)
{
    const char *t = "dealer 0\nturn 1\nbreak 2 2 0\nhand 2 AC 2C 3H 3S\nhand 0 AD 4C\nhand 1 5H 10C\n"
                    "stock JH\ndiscard rest\n";
    cr_game *g = layout_game("queen-city players=3", t);
    play(g, 1, "draw");
    play(g, 1, "discard JH");
    int64_t pts[3] = {4 + 10, -10, -4};
    deltas_are(g, pts, 3);
    cr_game_free(g);
    g = layout_game("queen-city players=3 queencity.break_payoff=UNIT", t);
    play(g, 1, "draw");
    play(g, 1, "discard JH");
    int64_t unit[3] = {2, -1, -1};
    deltas_are(g, unit, 3);
    cr_game_free(g);
}
END_TEST

/* Hybrids not built yet are refused clearly; the other presets too. */
/* The game's meld rules are its rules' own: rummy.seq_mode=CYCLIC (SR-16)
 * makes K-A-2 a sequence in Straight Rummy; by default it is not one. */
static const char *sr_cyclic = "dealer 0\nturn 1\nhand 1 KS AS 2S 7C 8C KD\n"
                               "hand 2 2C 5D 9H JS QH 4D\nhand 3 AH 6S 10D KC 3S 5C\n"
                               "hand 0 4H 6C 10S JD QC 2H\nstock 9C rest\n";

START_TEST(sr_16_sequence_mode_reaches_the_melds)
{
    cr_game *g = layout_game("straight6", sr_cyclic);
    play(g, 1, "draw");
    refused(g, 1, "meld KS AS 2S / 7C 8C 9C", CR_REASON_INVALID_MELD);
    cr_game_free(g);
    g = layout_game("straight6 rummy.seq_mode=CYCLIC", sr_cyclic);
    play(g, 1, "draw");
    play(g, 1, "meld KS AS 2S / 7C 8C 9C");
    play(g, 1, "discard KD");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    cr_game_free(g);
}
END_TEST

/* Rummy.packs (RULES.md 17.2, 2.1 "identical cards are interchangeable"):
 * Straight Rummy from two packs. A sequence never holds the same card
 * twice, a group never two cards of one suit (rummy.group distinct), both
 * copies of a card may sit in different melds, and the loser's count
 * finds melds that need both copies. */
static const char *sr_two_packs = "dealer 0\nturn 1\nhand 1 7C 7C 8C 9C 5H 5S 5D\n"
                                  "hand 0 4S 5S 6S 6S 6H 6D 9C\nstock 5C rest\n";

START_TEST(sr_packs_two_packs_without_wild_cards)
{
    cr_game *g = layout_game("straight7 players=2 rummy.packs=2", sr_two_packs);
    play(g, 1, "draw");
    refused(g, 1, "meld 7C 7C 8C / 5H 5S 5D 5C", CR_REASON_INVALID_MELD);
    refused(g, 1, "meld 7C 8C 9C / 5H 5S 5D 5C 7C", CR_REASON_INVALID_MELD);
    /* The legal moves list each move once, however many copies. */
    static char moves[16384];
    ck_assert_int_eq(cr_game_legal_moves(moves, sizeof moves, NULL, g, 1), CR_OK);
    size_t lines = 0, melds = 0;
    for (char *a = moves; *a; a = strchr(a, '\n') + 1) {
        size_t len = (size_t)(strchr(a, '\n') - a);
        lines++;
        melds += !strncmp(a, "meld ", 5);
        for (char *b = strchr(a, '\n') + 1; *b; b = strchr(b, '\n') + 1)
            ck_assert_msg(strncmp(a, b, len) || b[len] != '\n', "listed twice: %.*s", (int)len, a);
    }
    ck_assert_uint_gt(melds, 0);
    play(g, 1, "meld 7C 8C 9C / 5H 5S 5D 5C");
    play(g, 1, "discard 7C");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    /* 4S 5S 6S + 6S 6H 6D: only 9C is unmatched. */
    ck_assert_int_eq(count_of(g, 0), 9);
    cr_game_free(g);
}
END_TEST

/* Rummy.packs=2 in every game it opens: random and bot deals keep every
 * invariant (the kit's checks), light and heavy. */
static const char *const two_pack_configs[] = {
    "straight7 players=5 rummy.packs=2",
    "straight6 players=3 rummy.packs=2 straight.break_discard=OFF",
    "skip players=4 rummy.packs=2",
    "block players=6 rummy.packs=2",
    "queen-city players=2 rummy.packs=2",
    /* Three packs (RULES.md 1.1, 17.2 rummy.packs): up to 162 cards with six jokers. */
    "straight7 players=5 rummy.packs=3",
    "skip players=6 rummy.packs=3 rummy.group=REPEAT",
    "rummy-poker players=4 rummy.packs=3",
    "double players=3 rummy.packs=3 rummy.jokers=6",
    "java players=4 rummy.packs=3 java.jokers=2",
};

START_TEST(sr_packs_playouts)
{
    kit_stats st = {0, 0, 0, 0, 0};
    for (uint64_t seed = 0; seed < 40; seed++)
        kit_playout(two_pack_configs[_i], seed, seed < 3, seed % 2 == 1, &st);
    ck_assert_uint_eq(st.games, 40);
}
END_TEST

/* Rummy.packs=2 without wild cards where hands grow (Boathouse,
 * Round-the-Corner; RULES.md 17.2 rummy.packs, 8.2, 7.2): every copy is
 * searched, also past the fourteenth card of a hand. P1 holds 17 cards
 * after the draw: five melds and a spare 4C; P0 holds 16, two runs of
 * 5H 6H 7H that need both copies, the aces, and 45 of deadwood. */
static const char *bh_two_packs_big = "dealer 0\nturn 1\nphase DISCARD\ndrew stock\n"
                                      "hand 1 2C 3C 4C 4C 8C 5D 6D 7D 8H 8S KH KD KS 9S 10S JS QS\n"
                                      "hand 0 5H 5H 6H 6H 7H 7H 2D 2D 2H 9C 10C AC AD AH QC QD\n"
                                      "discard 3H\nstock rest\n";

START_TEST(rummy_packs_two_packs_growing_hands)
{
    cr_game *g = layout_game("boathouse players=2 rummy.packs=2", bh_two_packs_big);
    /* Melds among the last cards of the hand are listed and play. */
    ck_assert(listed(g, 1, "meld 9S 10S JS QS"));
    ck_assert(listed(g, 1, "meld KD KH KS"));
    ck_assert(listed(g, 1, "meld 2C 3C 4C"));
    refused(g, 1, "meld 4C 4C 8C", CR_REASON_INVALID_MELD);
    play(g, 1, "meld 9S 10S JS QS");
    play(g, 1, "meld KH KD KS");
    play(g, 1, "meld 2C 3C 4C");
    play(g, 1, "meld 8C 8H 8S");
    play(g, 1, "meld 5D 6D 7D");
    play(g, 1, "discard 4C");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    /* P0's deadwood needs both copies of 5H 6H 7H: 2D 2D 2H 9C 10C QC QD. */
    ck_assert_int_eq(count_of(g, 0), 45);
    ck_assert_int_eq(delta_of(g, 1), 90); /* rummy pays double */
    cr_game_free(g);
    /* Round-the-Corner: going rummy with the 17 cards at once. */
    g = layout_game("round-the-corner players=2 rummy.packs=2", bh_two_packs_big);
    ck_assert(listed(g, 1, "discard 4C"));
    refused(g, 1, "meld 2C 3C 4C 4C / 8C 8H 8S / 5D 6D 7D / KH KD KS / 9S 10S JS QS", CR_REASON_INVALID_MELD);
    play(g, 1, "meld 2C 3C 4C / 8C 8H 8S / 5D 6D 7D / KH KD KS / 9S 10S JS QS");
    play(g, 1, "discard 4C");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    cr_game_free(g);
}
END_TEST

/* Capped: random play can grow a hand of several packs past fifty cards,
 * where the going-out search of each legal list gets slow (docs/rummy.md). */
static const char *const growing_two_pack_configs[] = {
    "boathouse players=2 rummy.packs=2",
    "boathouse players=4 rummy.packs=2 boathouse.unmatched_excludes_layoffs boathouse.draw_rule=ANY_TWO",
    "round-the-corner players=3 rummy.packs=2",
    "round-the-corner players=2 rummy.packs=3 rtc.rebuild=TURN_NO_SHUFFLE",
    "skip players=3 rummy.packs=2 rummy.draw_rule=PAIR_SS_DD",
};

START_TEST(rummy_packs_growing_playouts)
{
    kit_stats st = {0, 0, 0, 0, 0};
    for (uint64_t seed = 0; seed < 30; seed++)
        kit_playout_capped(growing_two_pack_configs[_i], seed, seed < 3, seed % 2 == 1, &st, 300);
    ck_assert_uint_eq(st.games, 30);
}
END_TEST

START_TEST(unsupported_rules)
{
    cr_game *g = NULL;
    ck_assert_int_eq(cr_game_new_text(&g, "straight7 rummy.packs=2", 1), CR_OK);
    cr_game_free(g);
    g = NULL;
    /* Hands that grow are searched with identical cards too (issue 9). */
    ck_assert_int_eq(cr_game_new_text(&g, "round-the-corner rummy.packs=2", 1), CR_OK);
    cr_game_free(g);
    ck_assert_int_eq(cr_game_new_text(&g, "boathouse rummy.packs=2", 1), CR_OK);
    cr_game_free(g);
    g = NULL;
    /* Three packs play (the piles hold every deck the registry allows: 162 cards). */
    ck_assert_int_eq(cr_game_new_text(&g, "straight7 rummy.packs=3", 1), CR_OK);
    ck_assert_int_eq(cr_game_stock_size(g), 156 - 7 * 4);
    cr_game_free(g);
    ck_assert_int_eq(cr_game_new_text(&g, "rummy-poker rummy.packs=3 rummy.jokers=6", 1), CR_OK);
    ck_assert_int_eq(cr_game_stock_size(g), 162 - 10 * 4);
    cr_game_free(g);
    g = NULL;
    ck_assert_int_eq(cr_game_new_text(&g, "java java.stock_end=STRAIGHT_BREAK", 1), CR_OK);
    cr_game_free(g);
    g = NULL;
    ck_assert_int_eq(cr_game_new_text(&g, "straight7 straight.break_auto_arrange", 1), CR_OK);
    cr_game_free(g);
    g = NULL;
    ck_assert_int_eq(cr_game_new_text(&g, "double rummy.draw_rule=PAIR_SS_DD", 1), CR_E_UNSUPPORTED);
    ck_assert_ptr_null(g);
    /* Garbage moves are errors, never crashes. */
    ck_assert_int_eq(cr_game_new_text(&g, "straight7", 5), CR_OK);
    static const char *bad[] = {"meld", "meld /", "layoff", "layoff 7C", "layoff 7C 99", "expose 2C",
                                "take 3", "discard", "discard JK", "meld JK=8C 7C 9C", "done", "knock"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_int_lt(cr_game_validate(g, 1, bad[i]), 0);
    cr_game_free(g);
}
END_TEST

void rummy_add_scenarios(TCase *tc)
{
    tcase_add_test(tc, sr_t1_first_pick);
    tcase_add_test(tc, sr_t1_later_turn_and_one_suit);
    tcase_add_test(tc, sr_t2_break_and_ties);
    tcase_add_test(tc, sr_t3_points_and_deadwood);
    tcase_add_test(tc, sr_variants);
    tcase_add_test(tc, sr_break_variants);
    tcase_add_test(tc, sr_8_break_auto_arrange);
    tcase_add_test(tc, sk_t1_meld_limits);
    tcase_add_test(tc, sk_t2_rummy_without_discard);
    tcase_add_test(tc, sk_t3_stock_end_and_tie);
    tcase_add_test(tc, sk_variants);
    tcase_add_test(tc, bl_t1_mandatory_discard);
    tcase_add_test(tc, bl_t2_refusal_and_shared_low);
    tcase_add_test(tc, bl_t3_no_break);
    tcase_add_test(tc, qc_t1_t2_t3);
    tcase_add_test(tc, qc_break_payoff);
    tcase_add_test(tc, sr_16_sequence_mode_reaches_the_melds);
    tcase_add_test(tc, sr_packs_two_packs_without_wild_cards);
    tcase_add_loop_test(tc, sr_packs_playouts, 0, (int)(sizeof two_pack_configs / sizeof two_pack_configs[0]));
    tcase_add_test(tc, rummy_packs_two_packs_growing_hands);
    tcase_add_loop_test(tc, rummy_packs_growing_playouts, 0,
                        (int)(sizeof growing_two_pack_configs / sizeof growing_two_pack_configs[0]));
    tcase_add_test(tc, unsupported_rules);
}

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("rummy");
    TCase *tc = tcase_create("scenarios");
    tcase_set_timeout(tc, 600);
    rummy_add_scenarios(tc);
    rummy_add_rtc(tc);
    rummy_add_bh(tc);
    rummy_add_java(tc);
    rummy_add_bots(tc);
    rummy_add_rp(tc);
    rummy_add_dr(tc);
    rummy_add_perf(tc);
    rummy_add_opts(tc);
    rummy_add_break(tc);
    rummy_add_arrange(tc);
    rummy_add_layout(tc);
    suite_add_tcase(s, tc);
    return s;
}
