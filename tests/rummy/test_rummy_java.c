/* Java Rummy against RULES.md 13: JR-T1..JR-T4 and the variants JR-1
 * (java.jokers), JR-4 (rummy.loser_count), JR-5 (java.stock_end), JR-8
 * (java.entry_chip), JR-9 (eliminated seats skipped). */
#include "rummy/rummy_test.h"

/* JR-T1: P (seat 1) goes down with six before drawing, leftover 3D; Q
 * (seat 0) counts 21 with 5H 5C 5D 2S=5S. */
static const char *jr_t1 = "dealer 0\nturn 1\nhand 1 4S 5S 6S 9H 9D 2C 3D\nhand 0 KC QD 2S 5H 5C 5D AS\nstock rest\n";

START_TEST(jr_t1_going_down_with_six)
{
    cr_game *g = layout_game("java players=2", jr_t1);
    refused(g, 1, "meld 4S 5S 6S / 9H 9D 2C=9H", CR_REASON_INVALID_MELD); /* 13.3: 9H twice */
    play(g, 1, "meld 4S 5S 6S / 9H 9D 2C=9C");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_OUT);
    int64_t want[2] = {21, 3};
    deltas_are(g, want, 2);
    ck_assert_int_eq(count_of(g, 0), 21);
    cr_game_free(g);
    /* The deuce's declaration may be left to the engine. */
    g = layout_game("java players=2", jr_t1);
    play(g, 1, "meld 4S 5S 6S / 9H 9D 2C");
    deltas_are(g, want, 2);
    cr_game_free(g);
}
END_TEST

START_TEST(jr_t2_illegal_attempts)
{
    cr_game *g = layout_game("java players=2", jr_t1);
    refused(g, 1, "meld 4S 5S 6S", CR_REASON_MUST_GO_OUT_ALL_AT_ONCE);
    play(g, 1, "draw");
    refused(g, 1, "meld 4S 5S 6S / 9H 9D 2C=9C", CR_REASON_MUST_MELD_BEFORE_DRAW);
    cr_game_free(g);
    g = layout_game("java players=2", "dealer 0\nturn 1\nhand 1 4S 5S 6S 9H 9D 2C 6C\nhand 0 KC\nstock rest\n");
    refused(g, 1, "meld 4S 5S 6S / 9H 9D 2C=9C", CR_REASON_LEFTOVER_TOO_HIGH);
    cr_game_free(g);
    g = layout_game("java players=2", "dealer 0\nturn 1\nhand 1 4S 5S 6S 9H 9D 9C 2H\nhand 0 KC\nstock rest\n");
    refused(g, 1, "meld 4S 5S 6S / 9H 9D 9C", CR_REASON_LEFTOVER_TOO_HIGH);
    cr_game_free(g);
}
END_TEST

START_TEST(jr_t3_rummy_with_seven)
{
    cr_game *g = layout_game("java players=2", "dealer 0\nturn 1\nscores 0 10\nhand 1 4S 5S 6S 7S 9H 9D 2C\n"
                                               "hand 0 KC\nstock rest\n");
    char list[4096];
    ck_assert_int_eq(cr_game_legal_moves(list, sizeof list, NULL, g, 1), CR_OK);
    ck_assert_ptr_nonnull(strstr(list, "meld 9D 9H 2C=9C / 4S 5S 6S 7S\n"));
    ck_assert_ptr_nonnull(strstr(list, "meld 9D 9H 2C=9C / 5S 6S 7S\n")); /* leftover 4S */
    play(g, 1, "meld 4S 5S 6S 7S / 9H 9D 2C");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    int64_t s = 0;
    ck_assert_int_eq(cr_game_score(&s, g, 1), CR_OK);
    ck_assert_int_eq(s, -15);
    cr_game_free(g);
}
END_TEST

static const char *counters_off(int seat, int pool)
{
    static char text[128];
    int v[15] = {0};
    if (seat >= 0)
        v[seat] = 1;
    v[14] = pool;
    size_t at = (size_t)snprintf(text, sizeof text, "counters");
    for (int i = 0; i < 15; i++)
        at += (size_t)snprintf(text + at, sizeof text - at, " %d", v[i]);
    snprintf(text + at, sizeof text - at, "\n");
    return text;
}

START_TEST(jr_t4_elimination)
{
    /* (a) P2 goes down; P0 +15 and P1 +12 cross 100: P2 collects 2 chips. */
    cr_game *g = layout_game("java players=3", "dealer 1\nturn 2\nscores 90 95 40\nhand 2 4S 5S 6S 7S 9H 9D 9C\n"
                                               "hand 0 KC 5D\nhand 1 JC AD AH\nstock rest\n");
    play(g, 2, "meld 4S 5S 6S 7S / 9H 9D 9C");
    ck_assert_int_eq(cr_game_is_match_over(g), 1);
    int32_t w[3];
    size_t n = 0;
    ck_assert_int_eq(cr_game_match_winners(w, 3, &n, g), CR_OK);
    ck_assert_uint_eq(n, 1);
    ck_assert_int_eq(w[0], 2);
    int64_t num, den;
    int32_t cur = 0;
    transfer(g, 0, CR_SEAT_POOL, &num, &den, &cur);
    ck_assert_int_eq(num, 1);
    ck_assert_int_eq(cur, CR_CURRENCY_CHIP);
    transfer(g, CR_SEAT_POOL, 2, &num, &den, &cur);
    ck_assert_int_eq(num, 2);
    cr_game_free(g);
    /* (b) P2 is out; the final round ends with nobody down: P0 110, P1
     * 105, both out; P1, lower, takes the pool (P2's chip and theirs). */
    char text[512];
    snprintf(text, sizeof text, "dealer 1\nturn 0\nscores 90 95 130\n%sfinal 1 1\nhand 0 KC QD\nhand 1 10D\n"
                                "stock 3C rest\n", counters_off(2, 1));
    g = layout_game("java players=3", text);
    refused(g, 0, "take", CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED); /* the final round draws from the stock */
    play(g, 0, "draw");
    play(g, 0, "discard 3C");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    ck_assert_int_eq(cr_game_is_match_over(g), 1);
    ck_assert_int_eq(cr_game_match_winners(w, 3, &n, g), CR_OK);
    ck_assert_uint_eq(n, 1);
    ck_assert_int_eq(w[0], 1);
    transfer(g, CR_SEAT_POOL, 1, &num, &den, &cur);
    ck_assert_int_eq(num, 3);
    cr_game_free(g);
}
END_TEST

/* JR-9: an eliminated seat neither plays nor deals. */
START_TEST(jr_skip_eliminated)
{
    char text[512];
    snprintf(text, sizeof text, "dealer 0\nturn 2\nscores 10 120 20\n%shand 2 4S 5S 6S 7S 9H 9D 9C\n"
                                "hand 0 KC 5D\nstock rest\n", counters_off(1, 1));
    cr_game *g = layout_game("java players=3", text);
    play(g, 2, "draw");
    play(g, 2, "discard 7S");
    ck_assert_int_eq(cr_game_to_act(g), 0);
    play(g, 0, "draw");
    play(g, 0, "discard KC");
    ck_assert_int_eq(cr_game_to_act(g), 2);
    cr_game_free(g);
    g = layout_game("java players=3", text);
    play(g, 2, "meld 4S 5S 6S 7S / 9H 9D 9C");
    ck_assert_int_eq(cr_game_is_match_over(g), 0);
    ck_assert_int_eq(cr_game_next_deal(g), CR_OK);
    ck_assert_int_eq(cr_game_dealer(g), 2);
    ck_assert_int_eq(cr_game_hand_size(g, 1), 0);
    ck_assert_int_eq(cr_game_to_act(g), 0);
    cr_game_free(g);
}
END_TEST

/* JR-1, JR-4, JR-5, JR-8. */
START_TEST(jr_variants)
{
    cr_game *g = NULL;
    ck_assert_int_eq(cr_game_new_text(&g, "java players=2 java.jokers=2", 1), CR_OK);
    uint8_t deck[64];
    size_t n = 0;
    ck_assert_int_eq(cr_game_pile(deck, 64, &n, g, CR_PILE_DISCARD), CR_OK);
    ck_assert_int_eq(cr_game_stock_size(g) + 14, 54);
    cr_game_free(g);
    g = layout_game("java players=2 java.jokers=1", "dealer 0\nturn 1\nhand 1 4S 5S 6S 9H 9D JK 3D\n"
                                                   "hand 0 KC\nstock rest\n");
    play(g, 1, "meld 4S 5S 6S / 9H 9D JK=9S");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_OUT);
    cr_game_free(g);
    /* JR-4 variant: losers count every card. */
    g = layout_game("java players=2 rummy.loser_count=HAND_VALUE", jr_t1);
    play(g, 1, "meld 4S 5S 6S / 9H 9D 2C=9C");
    ck_assert_int_eq(delta_of(g, 0), 10 + 10 + 25 + 15 + 1);
    cr_game_free(g);
    /* JR-5: the final round by default, a stop at N under END_AT_N. */
    const char *low = "dealer 0\nturn 1\nhand 1 4S 8S KH\nhand 0 KC 5D\nstock 3C 3D 3H\ndiscard rest\n";
    g = layout_game("java players=2", low);
    play(g, 1, "draw");
    play(g, 1, "discard KH");
    ck_assert_int_eq(cr_game_is_deal_over(g), 0);
    play(g, 0, "draw"); /* the final round: P0, then P1 once more */
    play(g, 0, "discard KC");
    ck_assert_int_eq(cr_game_is_deal_over(g), 0);
    play(g, 1, "draw");
    play(g, 1, "discard 8S");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    ck_assert_int_eq(cr_game_deal_winners(NULL, 0, &n, g), CR_OK);
    ck_assert_uint_eq(n, 0);
    cr_game_free(g);
    g = layout_game("java players=2 java.stock_end=END_AT_N", low);
    play(g, 1, "draw");
    play(g, 1, "discard KH");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_STOCK_END);
    int64_t want[2] = {15, 15};
    deltas_are(g, want, 2);
    cr_game_free(g);
    /* JR-8: everyone antes a chip on the first deal. */
    g = layout_game("java players=2 java.entry_chip", jr_t1);
    play(g, 1, "meld 4S 5S 6S / 9H 9D 2C=9C");
    int64_t num, den;
    int32_t cur = 0;
    transfer(g, 0, CR_SEAT_POOL, &num, &den, &cur);
    ck_assert_int_eq(num, 1);
    transfer(g, 1, CR_SEAT_POOL, &num, &den, &cur);
    ck_assert_int_eq(num, 1);
    cr_game_free(g);
}
END_TEST

/* JR-5: a layout must leave a stock card for every final turn still to draw
 * (a deal starts the final round with one a seat); the layout fuzzer found a
 * stock of 1 for 2 players that left the second seat without a legal move. */
static int32_t java_rules_layout_rc(const char *rules, const char *layout)
{
    cr_rules *r = NULL;
    ck_assert_int_eq(cr_rules_from_text(&r, rules), CR_OK);
    cr_game *g = NULL;
    char msg[256];
    int32_t rc = cr_game_new_layout(&g, msg, sizeof msg, r, layout);
    ck_assert(rc == CR_OK ? g != NULL : g == NULL);
    cr_game_free(g);
    cr_rules_free(r);
    return rc;
}

static int32_t java_layout_rc(const char *layout)
{
    return java_rules_layout_rc("java players=2", layout);
}

START_TEST(jr_5_final_round_layout_stock)
{
    ck_assert_int_eq(java_layout_rc("dealer 1\nhand 0 QC 3S\nstock 2H\nhand 1 rest\n"), CR_E_INVALID_DEAL);
    /* The final round under way: one turn done, the seat to act still to draw. */
    ck_assert_int_eq(java_layout_rc("dealer 1\nturn 1\nfinal 0 1\nhand 0 QC 3S\nstock\nhand 1 rest\n"),
                     CR_E_INVALID_DEAL);
    ck_assert_int_eq(java_layout_rc("dealer 1\nturn 1\nfinal 0 1\nhand 0 QC 3S\nstock 2H\nhand 1 rest\n"),
                     CR_OK);
    /* At the bound, N cards for N seats: each draws once, and nobody going down is a break. */
    cr_game *g = layout_game("java players=2", "dealer 1\nhand 0 QC 3S\nstock 2H 4H\nhand 1 rest\n");
    for (int32_t seat = 0; seat < 2; seat++) {
        size_t n = 0;
        ck_assert_int_eq(cr_game_legal_count(&n, g, seat), CR_OK);
        ck_assert_uint_gt(n, 0);
        play(g, seat, "draw");
        play(g, seat, seat ? "discard 5H" : "discard QC");
    }
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    cr_game_free(g);
    /* With two-card draws every final turn takes two stock cards: 2N for N seats. */
    static const char two[] = "java players=2 rummy.draw_rule=ANY_TWO rummy.wild_deuces=OFF rummy.jokers=0";
    ck_assert_int_eq(java_rules_layout_rc(two, "dealer 1\nhand 0 QC 3S\nstock 2H 4H 6H\nhand 1 rest\n"),
                     CR_E_INVALID_DEAL);
    ck_assert_int_eq(java_rules_layout_rc(two, "dealer 1\nhand 0 QC 3S\nstock 2H 4H 6H 8H\nhand 1 rest\n"), CR_OK);
    ck_assert_int_eq(java_rules_layout_rc(two, "dealer 1\nturn 1\nfinal 0 1\nhand 0 QC 3S\nstock 2H\nhand 1 rest\n"),
                     CR_E_INVALID_DEAL);
    ck_assert_int_eq(java_rules_layout_rc(two, "dealer 1\nturn 1\nfinal 0 1\nhand 0 QC 3S\nstock 2H 4H\nhand 1 rest\n"),
                     CR_OK);
}
END_TEST

void rummy_add_java(TCase *tc)
{
    tcase_add_test(tc, jr_t1_going_down_with_six);
    tcase_add_test(tc, jr_t2_illegal_attempts);
    tcase_add_test(tc, jr_t3_rummy_with_seven);
    tcase_add_test(tc, jr_t4_elimination);
    tcase_add_test(tc, jr_skip_eliminated);
    tcase_add_test(tc, jr_variants);
    tcase_add_test(tc, jr_5_final_round_layout_stock);
}

/* The baseline bot beats random play: seat 0 is the bot, the others pick
 * uniformly among their legal moves; over many deals the bot's average
 * score change is better than a random seat's (Java: penalties, lower). */
static const char *const bot_presets[] = {"straight7 players=3", "skip players=3",      "block players=3",
                                          "queen-city players=3", "boathouse players=3",
                                          "round-the-corner players=3", "java players=3",
                                          "rummy-poker players=3", "double players=3"};

START_TEST(bot_beats_random)
{
    const char *rules = bot_presets[_i];
    double bot = 0, others = 0;
    int deals = 0;
    cr_rng *rng;
    ck_assert_int_eq(cr_rng_new(&rng, 77), CR_OK);
    for (uint64_t seed = 0; seed < 150; seed++) {
        cr_game *g = kit_new_game(rules, seed);
        for (int steps = 0; !cr_game_is_deal_over(g) && steps < 3000; steps++) {
            int32_t seat = cr_game_to_act(g);
            if (seat == 0) {
                REQ_EQ(cr_game_bot_play(g, 0, seed), CR_OK);
                continue;
            }
            size_t n = 0;
            uint32_t pick;
            int32_t type, arg;
            uint8_t cards[CRI_MOVE_MAX];
            size_t cn;
            REQ_EQ(cr_game_legal_count(&n, g, seat), CR_OK);
            cr_rng_bounded(&pick, rng, (uint32_t)n);
            REQ_EQ(cr_game_legal_move_get(&type, cards, sizeof cards, &cn, &arg, g, pick), CR_OK);
            REQ_EQ(cr_game_apply_move(g, seat, type, cards, cn, arg), CR_OK);
        }
        if (cr_game_is_deal_over(g)) {
            deals++;
            bot += (double)delta_of(g, 0);
            others += ((double)delta_of(g, 1) + (double)delta_of(g, 2)) / 2;
        }
        cr_game_free(g);
    }
    cr_rng_free(rng);
    ck_assert_int_gt(deals, 100);
    bool lower_better = strncmp(rules, "java", 4) == 0;
    ck_assert_msg(lower_better ? bot < others : bot > others, "%s: bot %.1f, random %.1f a deal", rules,
                  bot / deals, others / deals);
}
END_TEST

void rummy_add_bots(TCase *tc)
{
    tcase_add_loop_test(tc, bot_beats_random, 0, (int)(sizeof bot_presets / sizeof bot_presets[0]));
}
