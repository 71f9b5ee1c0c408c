/* Double Rummy against RULES.md 12: DR-T1..DR-T3 and the variants DR-1
 * (double.max_players), DR-3 (double.joker_move=FOSTER), DR-5
 * (double.free_melding). */
#include "rummy/rummy_test.h"

/* DR-T1: in the break, seat 1 lays off onto {7S JK=8S 9S} and {JK=2H 3H 4H}. */
static const char *dr_t1 = "dealer 0\nturn 1\nbreak 1 0 0\nphase BREAK\ndrew stock\n"
                           "table 2:7S JK=8S 9S / 2:JK=2H 3H 4H\nhand 1 8S 2H 5H KC\nhand 2 QD\nhand 0 QC\n"
                           "stock rest\n";

START_TEST(dr_t1_joker_moves)
{
    cr_game *g = layout_game("double players=3", dr_t1);
    refused(g, 1, "layoff 8S 0", CR_REASON_JOKER_DECLARATION_FIXED); /* say where the joker goes */
    refused(g, 1, "layoff 8S JK=5S 0", CR_REASON_INVALID_MELD);
    play(g, 1, "layoff 8S JK=10S 0");
    uint8_t t[32];
    size_t n = 0;
    ck_assert_int_eq(cr_game_pile(t, 32, &n, g, CR_PILE_TABLE), CR_OK);
    char view[4096];
    ck_assert_int_eq(cr_game_view(view, sizeof view, NULL, g, 2), CR_OK);
    ck_assert_ptr_nonnull(strstr(view, "\"cards\":[\"7S\",\"8S\",\"9S\",\"JK\"],\"declared\":[\"JK=10S\"]"));
    play(g, 1, "layoff 2H JK=5H 1");
    ck_assert_int_eq(cr_game_view(view, sizeof view, NULL, g, 2), CR_OK);
    ck_assert_ptr_nonnull(strstr(view, "\"cards\":[\"2H\",\"3H\",\"4H\",\"JK\"],\"declared\":[\"JK=5H\"]"));
    /* A sequence joker may move again (Scarne). */
    play(g, 1, "layoff 5H JK=6H 1");
    cr_game_free(g);
    g = layout_game("double players=3", dr_t1);
    play(g, 1, "layoff 8S JK=6S 0"); /* the low end instead */
    ck_assert_int_eq(cr_game_view(view, sizeof view, NULL, g, 2), CR_OK);
    ck_assert_ptr_nonnull(strstr(view, "\"cards\":[\"JK\",\"7S\",\"8S\",\"9S\"],\"declared\":[\"JK=6S\"]"));
    cr_game_free(g);
    /* FOSTER: an interior joker stays; an end joker moves once. */
    g = layout_game("double players=3 double.joker_move=FOSTER", dr_t1);
    refused(g, 1, "layoff 8S JK=10S 0", CR_REASON_JOKER_DECLARATION_FIXED);
    play(g, 1, "layoff 2H JK=5H 1");
    refused(g, 1, "layoff 5H JK=6H 1", CR_REASON_JOKER_DECLARATION_FIXED);
    cr_game_free(g);
}
END_TEST

static void meld_shape(const char *meld, const char *extra, bool ok)
{
    char text[512], move[96], held[64];
    /* the hand: the meld's cards without primes or declarations */
    size_t k = 0;
    for (const char *p = meld; *p && k + 1 < sizeof held; p++) {
        if (*p == '\'')
            continue;
        if (*p == '=') {
            while (p[1] && p[1] != ' ')
                p++;
            continue;
        }
        held[k++] = *p;
    }
    held[k] = '\0';
    snprintf(text, sizeof text, "dealer 0\nturn 1\nphase DISCARD\ndrew stock\nhand 1 %s %s\nhand 2 QD\nhand 0 QC\n"
                                "stock rest\n", held, extra);
    cr_game *g = layout_game("double players=3", text);
    snprintf(move, sizeof move, "meld %s", meld);
    if (ok)
        play(g, 1, move);
    else
        refused(g, 1, move, CR_REASON_INVALID_MELD);
    cr_game_free(g);
}

START_TEST(dr_t2_meld_shapes)
{
    meld_shape("7S 7S' 7D", "KC", true);
    meld_shape("5C 5D 5H 5S 5C'", "KC", true);
    meld_shape("QH KH AH", "KC", true);
    meld_shape("AC 2C 3C", "KC", true);
    meld_shape("JK=9D 9C 9C'", "KC", true);
    meld_shape("KD AD 2D", "KC", false);
    meld_shape("7S 7D", "KC 4H", false);
}
END_TEST

/* DR-T3: a break count with a joker 15 and an ace 11. */
START_TEST(dr_t3_counts)
{
    cr_game *g = layout_game("double players=3", "dealer 0\nturn 2\nbreak 0 2 0\nhand 2 JK AC KD 4S\n"
                                                 "hand 0 QC\nhand 1 2D\nstock 9H rest\n");
    play(g, 2, "draw");
    play(g, 2, "discard 9H");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    ck_assert_int_eq(count_of(g, 2), 15 + 11 + 10 + 4);
    cr_game_free(g);
}
END_TEST

/* DR-1 and DR-5. */
START_TEST(dr_variants)
{
    cr_game *g = NULL;
    ck_assert_int_lt(cr_game_new_text(&g, "double players=9", 1), 0);
    ck_assert_int_eq(cr_game_new_text(&g, "double players=9 double.max_players=9", 1), CR_OK);
    cr_game_free(g);
    const char *t = "dealer 0\nturn 1\nphase DISCARD\ndrew stock\nhand 1 7S 7S 7D KC 4H\nhand 2 QD\nhand 0 QC\nstock rest\n";
    g = layout_game("double players=3", t);
    refused(g, 1, "meld 7S 7S' 7D", CR_REASON_MELD_NOT_ALLOWED_NOW);
    cr_game_free(g);
    g = layout_game("double players=3 double.free_melding", t);
    play(g, 1, "meld 7S 7S' 7D");
    play(g, 1, "discard KC");
    ck_assert_int_eq(cr_game_is_deal_over(g), 0);
    cr_game_free(g);
}
END_TEST

void rummy_add_dr(TCase *tc)
{
    tcase_add_test(tc, dr_t1_joker_moves);
    tcase_add_test(tc, dr_t2_meld_shapes);
    tcase_add_test(tc, dr_t3_counts);
    tcase_add_test(tc, dr_variants);
}
