/* Rummy Poker against RULES.md 14: RP-T1..RP-T3 and the variants RP-1
 * (rummypoker.scoring), RP-2 (winner_gain), RP-3 (ignore_leftover), RP-4
 * (rummy_bonus), RP-5 (cumulative_bonuses), RP-6 (bonus_needs_all_ten),
 * RP-8 (jokers_only_wild), RP-9 (rummy.group), RP-13 (rummy.seq_mode). */
#include "rummy/rummy_test.h"

static cr_game *rp(const char *rules, const char *hand1, const char *others)
{
    char text[512];
    snprintf(text, sizeof text, "dealer 0\nturn 1\nhand 1 %s\n%sstock rest\n", hand1, others);
    return layout_game(rules, text);
}

START_TEST(rp_t1_nine_plus_leftover)
{
    static const struct {
        const char *left;
        bool ok;
    } cases[] = {{"3S", true}, {"AS", false}, {"2D", false}, {"4C", false}};
    for (size_t i = 0; i < 4; i++) {
        char hand[96];
        snprintf(hand, sizeof hand, "4H 5H 6H 7C 7D 7S 9D 10D JD %s", cases[i].left);
        cr_game *g = rp("rummy-poker players=2", hand, "hand 0 KC\n");
        if (cases[i].ok)
            play(g, 1, "meld 4H 5H 6H / 7C 7D 7S / 9D 10D JD");
        else
            refused(g, 1, "meld 4H 5H 6H / 7C 7D 7S / 9D 10D JD", CR_REASON_LEFTOVER_TOO_HIGH);
        cr_game_free(g);
    }
}
END_TEST

START_TEST(rp_t2_pattern_bonuses)
{
    cr_game *g = rp("rummy-poker players=2", "3H 4H 5H 6H 7H 8H 9H 10H JH QH", "hand 0 KC\n");
    play(g, 1, "meld 3H 4H 5H 6H 7H 8H 9H 10H JH QH");
    ck_assert_int_eq(delta_of(g, 1), 10 + 50); /* straight flush, not 100 */
    ck_assert_int_eq(delta_of(g, 0), 0);       /* losers score nothing */
    cr_game_free(g);
    g = rp("rummy-poker players=2 rummypoker.cumulative_bonuses", "3H 4H 5H 6H 7H 8H 9H 10H JH QH", "hand 0 KC\n");
    play(g, 1, "meld 3H 4H 5H 6H 7H 8H 9H 10H JH QH");
    ck_assert_int_eq(delta_of(g, 1), 10 + 100); /* RP-5 */
    cr_game_free(g);
    g = rp("rummy-poker players=2 rummypoker.rummy_bonus=25", "3H 4H 5H 6H 7H 8H 9H 10H JH QH", "hand 0 KC\n");
    play(g, 1, "meld 3H 4H 5H 6H 7H 8H 9H 10H JH QH");
    ck_assert_int_eq(delta_of(g, 1), 10 + 50 + 25); /* RP-4 */
    cr_game_free(g);
    g = rp("rummy-poker players=2", "AC 2C 3C 4D 5D 6D 7H 8H 9H 10H", "hand 0 KC\n");
    play(g, 1, "meld AC 2C 3C / 4D 5D 6D / 7H 8H 9H 10H");
    ck_assert_int_eq(delta_of(g, 1), 10 + 25); /* straight A..10 */
    cr_game_free(g);
    g = rp("rummy-poker players=2", "3S 4S 5S 6S 9S 10S JS 6S 7S 8S", "hand 0 KC\n");
    play(g, 1, "meld 3S 4S 5S 6S / 9S 10S JS / 6S' 7S 8S");
    ck_assert_int_eq(delta_of(g, 1), 10 + 25); /* flush, 6 repeated: no straight */
    cr_game_free(g);
}
END_TEST

static const char *rp_t3_others = "hand 2 KC QD JH\nhand 0 5C 7D\n";

START_TEST(rp_t3_scoring)
{
    const char *hand = "4S 5S 6S 7S 9S 10S JS QS KS 3C";
    const char *move = "meld 4S 5S 6S 7S / 9S 10S JS QS KS";
    cr_game *g = rp("rummy-poker players=3", hand, rp_t3_others);
    play(g, 1, move);
    ck_assert_int_eq(delta_of(g, 1), 30 + 12 + 25 - 3);
    ck_assert_int_eq(cr_game_is_match_over(g), 0);
    cr_game_free(g);
    char text[512];
    snprintf(text, sizeof text, "dealer 0\nturn 1\nscores 0 40 0\nhand 1 %s\n%sstock rest\n", hand, rp_t3_others);
    g = layout_game("rummy-poker players=3", text);
    play(g, 1, move);
    ck_assert_int_eq(cr_game_is_match_over(g), 1); /* 104 */
    int32_t w[3];
    size_t n = 0;
    ck_assert_int_eq(cr_game_match_winners(w, 3, &n, g), CR_OK);
    ck_assert_uint_eq(n, 1);
    ck_assert_int_eq(w[0], 1);
    cr_game_free(g);
    /* RP-2, RP-3, RP-6, RP-1. */
    g = rp("rummy-poker players=3 rummypoker.winner_gain=BONUS_ONLY", hand, rp_t3_others);
    play(g, 1, move);
    ck_assert_int_eq(delta_of(g, 1), 25 - 3);
    cr_game_free(g);
    g = rp("rummy-poker players=3 rummypoker.ignore_leftover", hand, rp_t3_others);
    play(g, 1, move);
    ck_assert_int_eq(delta_of(g, 1), 30 + 12 + 25);
    cr_game_free(g);
    g = rp("rummy-poker players=3 rummypoker.bonus_needs_all_ten", hand, rp_t3_others);
    play(g, 1, move);
    ck_assert_int_eq(delta_of(g, 1), 30 + 12 - 3);
    cr_game_free(g);
    g = rp("rummy-poker players=3 rummypoker.scoring=JAVA_PENALTY", hand, rp_t3_others);
    play(g, 1, move);
    int64_t want[3] = {12, 3 - 25, 30};
    deltas_are(g, want, 3);
    cr_game_free(g);
}
END_TEST

/* RP-8, RP-9, RP-13: the meld rules. */
START_TEST(rp_meld_variants)
{
    const char *hand = "7S 7S 7D 9H 9D 2D QS KS AS 3C";
    cr_game *g = rp("rummy-poker players=2", hand, "hand 0 KC\n");
    ck_assert_int_eq(cr_game_validate(g, 1, "meld 7S 7S' 7D / 9H 9D 2D / QS KS AS"), CR_E_ILLEGAL_MOVE);
    ck_assert_int_eq(cr_game_validate(g, 1, "meld 7S 7S' 7D / 9H 9D 2D / 3C QS KS AS"), CR_E_ILLEGAL_MOVE);
    cr_game_free(g);
    g = rp("rummy-poker players=2 rummy.seq_mode=HIGH_OR_LOW", hand, "hand 0 KC\n");
    play(g, 1, "meld 7S 7S' 7D / 9H 9D 2D / QS KS AS"); /* RP-13: Q-K-A; RP-9: 7S twice */
    cr_game_free(g);
    g = rp("rummy-poker players=2 rummy.seq_mode=HIGH_OR_LOW rummy.group=DISTINCT", hand, "hand 0 KC\n");
    refused(g, 1, "meld 7S 7S' 7D / 9H 9D 2D / QS KS AS", CR_REASON_INVALID_MELD);
    cr_game_free(g);
    g = rp("rummy-poker players=2 rummy.seq_mode=HIGH_OR_LOW rummypoker.jokers_only_wild", hand, "hand 0 KC\n");
    refused(g, 1, "meld 7S 7S' 7D / 9H 9D 2D / QS KS AS", CR_REASON_INVALID_MELD); /* 2D is no wild card */
    cr_game_free(g);
}
END_TEST

void rummy_add_rp(TCase *tc)
{
    tcase_add_test(tc, rp_t1_nine_plus_leftover);
    tcase_add_test(tc, rp_t2_pattern_bonuses);
    tcase_add_test(tc, rp_t3_scoring);
    tcase_add_test(tc, rp_meld_variants);
}
