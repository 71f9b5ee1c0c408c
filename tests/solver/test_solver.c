/* Deadwood, arrange, bestplay and can_join on the RULES.md scenarios that
 * involve melds (SR-T3, SK-T3, BH-T3, RC-T3, BL-T1, QC-T1/T2, DR-T3, JR-T1,
 * RP-T2, CA-T1..T4, RD-T2..T6), the tricky cases from peers' bug reports,
 * input-order independence and misuse. */
#include "check_main.h"
#include "common/internal.h"
#include "cards/random.h"
#include "solver/solver_dp.h"
#include "solver_fixture.h"

#include <string.h>

static int32_t deadwood(const char *preset, const char *hand)
{
    fixture f = open_preset(preset);
    uint8_t cards[CR_MAX_CARDS];
    size_t n = parse(cards, hand);
    int32_t d = -1;
    ck_assert_int_eq(cr_solver_deadwood(&d, f.s, cards, n), CR_OK);
    close_fixture(&f);
    return d;
}

static int32_t arrange(const char *preset, const char *text)
{
    fixture f = open_preset(preset);
    uint8_t cards[CR_MAX_CARDS];
    size_t n = parse(cards, text);
    int32_t yes = -1;
    ck_assert_int_eq(cr_solver_arrange(&yes, f.s, cards, n), CR_OK);
    if (yes) {
        size_t total = 0;
        for (int32_t i = 0; i < cr_solver_result_meld_count(f.s); i++) {
            size_t k = 0;
            ck_assert_int_eq(cr_solver_result_meld(NULL, NULL, 0, &k, NULL, f.s, (size_t)i),
                             CR_E_BUFFER_TOO_SMALL);
            total += k;
        }
        ck_assert_uint_eq(total, n);
    }
    close_fixture(&f);
    return yes;
}

/* Best play: returns the count, stores the value. */
static int32_t bestplay(const char *preset, const char *table, const char *hand, int32_t *value)
{
    fixture f = open_preset(preset);
    uint8_t t[CR_MAX_CARDS], h[CR_MAX_CARDS];
    size_t nt = parse(t, table), nh = parse(h, hand);
    int32_t count = -1, v = -1, yes = -1;
    ck_assert_int_eq(cr_solver_bestplay(&count, &v, f.s, t, nt, h, nh), CR_OK);
    size_t np = 0;
    ck_assert_int_eq(cr_solver_result_played(NULL, 0, &np, f.s),
                     count ? CR_E_BUFFER_TOO_SMALL : CR_OK);
    ck_assert_uint_eq(np, (size_t)count);
    ck_assert_int_eq(cr_solver_can_join(&yes, f.s, t, nt, h, nh), CR_OK);
    ck_assert_int_eq(yes, count > 0);
    close_fixture(&f);
    if (value)
        *value = v;
    return count;
}

START_TEST(straight_rummy_deadwood_sr_t3)
{
    ck_assert_int_eq(deadwood("straight6", "4C 5C 6C KH 2D 9S"), 21);
    ck_assert_int_eq(deadwood("straight6", "10S 10H JD QD AC 3H"), 44);
    /* Optimal, not greedy: 0, not the 14 a four-card run leaves. */
    ck_assert_int_eq(deadwood("straight6", "7H 7D 7S 8H 9H 10H"), 0);
}
END_TEST

START_TEST(skip_rummy_counts_sk_t3)
{
    ck_assert_int_eq(deadwood("skip", "KC QH"), 20);
    ck_assert_int_eq(deadwood("skip", "AC 2D 3S"), 6);
    ck_assert_int_eq(deadwood("skip", "4H 5H 6H 3C"), 3);
    ck_assert_int_eq(deadwood("skip", "2S AD"), 3);
    ck_assert_int_eq(deadwood("skip", ""), 0);
}
END_TEST

START_TEST(boathouse_settlement_bh_t3)
{
    ck_assert_int_eq(deadwood("boathouse", "4H 5H 6H KS AC"), 21);
    ck_assert_int_eq(deadwood("boathouse", "7C 7D 7S 2H"), 2);
    /* court_values=RANK (BH-5): J 11, Q 12, K 13. */
    fixture f = open_preset("boathouse");
    ck_assert_int_eq(cr_meld_profile_set(f.p, "value.J", "11"), CR_OK);
    ck_assert_int_eq(cr_meld_profile_set(f.p, "value.Q", "12"), CR_OK);
    ck_assert_int_eq(cr_meld_profile_set(f.p, "value.K", "13"), CR_OK);
    cr_solver *s = NULL;
    ck_assert_int_eq(cr_solver_new(&s, f.p), CR_OK);
    uint8_t cards[8];
    size_t n = parse(cards, "4H 5H 6H KS AC");
    int32_t d = -1;
    ck_assert_int_eq(cr_solver_deadwood(&d, s, cards, n), CR_OK);
    ck_assert_int_eq(d, 24);
    /* KS AC round the corner need a third card: still unmatched. */
    uint8_t un[8];
    size_t nu = 0;
    ck_assert_int_eq(cr_solver_result_unmatched(un, 8, &nu, s), CR_OK);
    ck_assert_uint_eq(nu, 2);
    ck_assert_int_eq(un[0], CR_CARD(1, CR_SUIT_CLUBS));
    ck_assert_int_eq(un[1], CR_CARD(13, CR_SUIT_SPADES));
    cr_solver_free(s);
    close_fixture(&f);
}
END_TEST

START_TEST(go_out_hands_rc_t3_bl_t1_qc_t1)
{
    ck_assert_int_eq(arrange("round-the-corner", "KS AS 2S 5H 6H 7H 8H"), 1);
    ck_assert_int_eq(arrange("round-the-corner", "QS KS 2S"), 0);
    ck_assert_int_eq(arrange("block", "3S 4S 5S 9D 9C 9H 9S"), 1);
    ck_assert_int_eq(arrange("queen-city", "2C 3C 4C 5C KH KD KS KC"), 1);
    ck_assert_int_eq(deadwood("queen-city", "2C 3C 4C KH KD KS 9D"), 9); /* QC-T2 */
    ck_assert_int_eq(arrange("straight6", "3S 3H 3D 7C 8C 9C"), 1);   /* SR-T1 */
}
END_TEST

START_TEST(double_rummy_counts_dr_t3)
{
    ck_assert_int_eq(deadwood("double", "JK AC KD 4S"), 40);
    /* A joker joins a group of duplicates (DR-2). */
    ck_assert_int_eq(deadwood("double", "9C 9C' JK 4S"), 4);
    ck_assert_int_eq(arrange("double", "5C 5D 5H 5S 5C'"), 1);
}
END_TEST

START_TEST(java_deadwood_jr_t1)
{
    ck_assert_int_eq(deadwood("java", "KC QD 2S 5H 5C 5D AS"), 21);
    ck_assert_int_eq(deadwood("java", "4S 5S 6S 9H 9D 2C 3D"), 3);
    /* A lone deuce is 25 (13.1). */
    ck_assert_int_eq(deadwood("java", "2H 9C"), 34);
}
END_TEST

START_TEST(rummy_poker_hands_rp_t2)
{
    ck_assert_int_eq(arrange("rummy-poker", "3H 4H 5H 6H 7H 8H 9H 10H JH QH"), 1);
    ck_assert_int_eq(arrange("rummy-poker", "AC 2C 3C 4D 5D 6D 7H 8H 9H 10H"), 1);
    ck_assert_int_eq(arrange("rummy-poker", "3S 4S 5S 6S 9S 10S JS 6S' 7S 8S"), 1);
    ck_assert_int_eq(deadwood("rummy-poker", "AS 9C"), 19); /* RP-11: the ace is 10 */
}
END_TEST

START_TEST(carousel_rearrangements_ca_t1_to_t4)
{
    int32_t value = 0;
    /* CA-T1: the sevens. */
    ck_assert_int_eq(bestplay("carousel", "7S 7H 7C", "7D 8S 9S", &value), 3);
    ck_assert_int_eq(value, 24);
    ck_assert_int_eq(bestplay("carousel", "7S 7H 7C", "8S 9S", NULL), 0);
    ck_assert_int_eq(arrange("carousel", "7H 7C 7D 7S 8S 9S"), 1);
    /* CA-T2: splitting a sequence. */
    ck_assert_int_eq(bestplay("carousel", "9C 10C JC QC KC", "JC'", NULL), 1);
    /* CA-T3: groups into sequences. */
    ck_assert_int_eq(bestplay("carousel", "8S 8H 8D 7S 7H 7D 6S 6H 6D", "9S 5H", NULL), 2);
    /* CA-T4 (b) and (d) as final tables. */
    ck_assert_int_eq(arrange("carousel", "9H JK JH QH KH"), 1);
    ck_assert_int_eq(bestplay("carousel", "JH QH JK KH' KS KD KC", "5C 6C", NULL), 2);
    ck_assert_int_eq(arrange("carousel", "JH QH KH' KS KD KC 5C 6C JK"), 1);
}
END_TEST

START_TEST(rockit_tables_rd_t2_to_t6)
{
    ck_assert_int_eq(bestplay("rockit", "7C 8C 9C", "10C", NULL), 1);
    ck_assert_int_eq(bestplay("rockit", "7C 8C 9C", "6C 5C", NULL), 2);
    ck_assert_int_eq(bestplay("rockit", "5H 6H 7H 8H 9H", "7H'", NULL), 1);   /* RD-T2 */
    ck_assert_int_eq(bestplay("rockit", "9D 10D JD QD KD", "9S 9H", NULL), 2); /* RD-T3 a */
    ck_assert_int_eq(bestplay("rockit", "9D 10D JD QD KD", "AD", NULL), 1);    /* RD-T3 d */
    ck_assert_int_eq(bestplay("rockit", "9D 10D JD QD KD", "8D AD JS JH", NULL), 4); /* e */
    ck_assert_int_eq(arrange("rockit", "9D 10D QD KD JD JS JH"), 0);          /* e, alone */
    ck_assert_int_eq(bestplay("rockit", "7S 7H 7D 6S 6H 6D", "8S 5H 5D", NULL), 3); /* RD-T4 */
    ck_assert_int_eq(bestplay("rockit", "AD 2D JK 4D", "3D 8C 9C", NULL), 3); /* RD-T5 a */
    ck_assert_int_eq(arrange("rockit", "QS QH QD 5H 6H JK"), 1);               /* RD-T5 d */
    ck_assert_int_eq(arrange("rockit", "QS QH QS' 5H 6H JK"), 0);
    ck_assert_int_eq(arrange("rockit", "7S 7H 7D 7S' 7C 7H'"), 1);             /* RD-T6 */
    ck_assert_int_eq(arrange("rockit", "7S 7S' 7H"), 0);
    ck_assert_int_eq(arrange("rockit", "7S 7H 7D 7C' 7C"), 0);
    ck_assert_int_eq(bestplay("rockit", "7H 8H 9H", "10H", NULL), 1);
}
END_TEST

START_TEST(peer_bug_reports)
{
    /* Duplicate cards in one group: refused where suits must differ. */
    ck_assert_int_eq(arrange("carousel", "7S 7S' 7H"), 0);
    ck_assert_int_eq(arrange("rummy-poker", "7S 7S' 7H"), 1);
    /* A five-card run that is better split. */
    ck_assert_int_eq(deadwood("straight7", "3H 4H 5H 6H 7H 7S 7D"), 0);
    /* A card usable in a group or a run (either way 0 here, one way only there). */
    ck_assert_int_eq(deadwood("straight7", "5C 6C 7C 7D 7H"), 11);
    ck_assert_int_eq(deadwood("straight7", "5C 6C 7C 7D 7H 8C"), 14);
    /* Jokers at the ends of long runs and inside four-card groups. */
    ck_assert_int_eq(arrange("carousel", "JK 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"), 1);
    /* A joker beyond a full suit splits it: {AC 2C 3C JK=4C} {4C .. KC}. */
    ck_assert_int_eq(arrange("carousel", "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC JK"), 1);
    ck_assert_int_eq(arrange("carousel", "AC KC JK"), 0);
    ck_assert_int_eq(arrange("carousel", "AC 3C 5C JK JK"), 1);
    ck_assert_int_eq(arrange("carousel", "AC 4C JK"), 0);
    ck_assert_int_eq(arrange("carousel", "8S 8C JK 8H"), 1);
    ck_assert_int_eq(arrange("carousel", "8S 8C JK 8H 8D"), 0);
    ck_assert_int_eq(arrange("carousel", "QC KC JK JK"), 1);
    /* Three or more jokers. */
    ck_assert_int_eq(arrange("rummy-poker", "JK JK JK"), 1);
    ck_assert_int_eq(arrange("rockit", "JK JK JK"), 0);
    ck_assert_int_eq(arrange("rockit", "JK JK JK 5C"), 1);
    ck_assert_int_eq(arrange("rockit", "JK JK JK JK 5C 9D"), 1);
    ck_assert_int_eq(arrange("rockit", "JK 5C 9D"), 0);
    /* K-A-2 only in CYCLIC; Q-K-A in HIGH_OR_LOW. */
    ck_assert_int_eq(arrange("rockit", "KS AS 2S"), 1);
    ck_assert_int_eq(arrange("boathouse", "QS KS AS 2S 3S"), 1);
    ck_assert_int_eq(arrange("carousel", "KS AS 2S"), 0);
    ck_assert_int_eq(arrange("double", "KS AS 2S"), 0);
    ck_assert_int_eq(arrange("double", "KS JK 2S"), 0);
    ck_assert_int_eq(arrange("double", "QS KS AS"), 1);
    ck_assert_int_eq(arrange("double", "QS KS JK"), 1);
    ck_assert_int_eq(arrange("straight6", "QS KS AS"), 0);
    /* Found by the reference comparison: a run three long before the corner
     * (J JK JK) carrying one card past it (AH), and K JK JK 3 round it. */
    ck_assert_int_eq(deadwood("rockit", "JC 9H 8H JK JS JK JH JH' 7H AH 3C"), 3);
    int32_t value = 0;
    ck_assert_int_eq(bestplay("rockit", "", "7S 3D QS KD 7C JH JK JK JK", &value), 7);
    ck_assert_int_eq(value, 27);
    ck_assert_int_eq(
        bestplay("round-the-corner", "4H KH 6H 3H 2H 5H KC KD", "JC 8S 7C 8C 9H 7D JK JK JK", &value),
        7);
    ck_assert_int_eq(value, 32);
    /* A wrap run whose two sides are both long splits in two. */
    ck_assert_int_eq(arrange("rockit", "JD QD KD AD 2D 3D"), 1);
    ck_assert_int_eq(arrange("rockit", "KD AD 2D 3D 4D 5D JK"), 1);
}
END_TEST

/* Wild cards next to the cut of the cycle (found by the reference comparison
 * at ten times its size). The relaxed sweep let a run take a wild card only
 * with a natural of its suit in reach of the wild cards still free; a tail
 * J W just before the cut, whose head W A had taken the other wild card at
 * the start of the sweep, was not admitted, so the "lower bound" said no. */
START_TEST(cyclic_wild_cards_at_the_cut)
{
    /* 9C 9S 9H / 8D 8S 8H / 4D 4C 4S / JS JK=QS JK=KS AS. */
    ck_assert_int_eq(arrange("boathouse", "8D 9C 9S AS 8S 4D JK 9H 4C JS 4S 8H JK"), 1);
    ck_assert_int_eq(arrange("boathouse", "AS JS JK JK"), 1);
    /* QC JK JK JK 3C (Q K A 2 3) / 6S 6C JK / 8S 9S 10S. */
    ck_assert_int_eq(deadwood("boathouse", "6S JK 10S JK 3C 8S JK 6C JK 9S QC"), 0);
    /* KC KS KD / AS JK 3S / AD 2D 3D 4D / 5H JK JK JK 9H. */
    ck_assert_int_eq(deadwood("round-the-corner", "AS JK 3D 4D AD 2D 3S JK KD JK JK KC KS 9H 5H"), 0);
    /* 2S 2D 2H / 3H JK JK 6H / 8H 9H 10H / 10S JS QS. */
    ck_assert_int_eq(deadwood("rockit", "8H 2S 10H JS 2H 9H 6H 10S JK JK 2D QS 3H"), 0);
    /* KH AH 2H 3H 4H / 8D 9D 10D / 4C 5C 6C 7C / 10S JK JK JK AS. */
    ck_assert_int_eq(arrange("rockit+need_natural=off",
                             "AH 4H 10D 3H AS JK 2H 7C 5C JK JK 6C 9D 10S 8D KH 4C"),
                     1);
    /* Every hand card: 9D 9H 9C / QH QS QD / 6S 6C JK / 7S 8S JK 10S / AH JK JK 4H. */
    int32_t value = 0;
    ck_assert_int_eq(bestplay("boathouse", "9D QH QS 6S QD 9H 7S 8S JK", "10S 4H AH 6C 9C JK JK JK",
                              &value),
                     8);
    ck_assert_int_eq(value, 10 + 4 + 11 + 6 + 9);
    /* Table: 10D JD QD KD AD 2D 3D JK / AD AH AS AC. Each hand natural needs
     * two wild cards of the three, but 7S JK JK JK(table) JS shares them:
     * 7S JS JK JK (7 + 10 + 0 + 0). */
    ck_assert_int_eq(bestplay("rockit+need_natural=off", "JK KD 3D QD AH 2D JD AD AS 10D AD AC",
                              "6D 7S 5H JS JK JK", &value),
                     4);
    ck_assert_int_eq(value, 17);
}
END_TEST

/* The result of a deadwood query as text, to compare two queries. */
static void result_text(char *out, size_t cap, const cr_solver *s)
{
    out[0] = '\0';
    for (int32_t i = 0; i < cr_solver_result_meld_count(s); i++) {
        uint8_t c[CR_MAX_CARDS], d[CR_MAX_CARDS];
        size_t k = 0;
        ck_assert_int_eq(cr_solver_result_meld(c, d, CR_MAX_CARDS, &k, NULL, s, (size_t)i), CR_OK);
        for (size_t j = 0; j < k; j++) {
            strncat(out, cr_card_name(c[j]), cap - strlen(out) - 1);
            strncat(out, "=", cap - strlen(out) - 1);
            strncat(out, cr_card_name(d[j]), cap - strlen(out) - 1);
            strncat(out, " ", cap - strlen(out) - 1);
        }
        strncat(out, "| ", cap - strlen(out) - 1);
    }
    uint8_t u[CR_MAX_CARDS];
    size_t nu = 0;
    ck_assert_int_eq(cr_solver_result_unmatched(u, CR_MAX_CARDS, &nu, s), CR_OK);
    for (size_t j = 0; j < nu; j++) {
        strncat(out, cr_card_name(u[j]), cap - strlen(out) - 1);
        strncat(out, " ", cap - strlen(out) - 1);
    }
}

START_TEST(answers_do_not_depend_on_input_order)
{
    static const char *const cases[][2] = {
        {"java", "4S 5S 6S 9H 9D 2C 3D 2H JK"},
        {"carousel", "JH QH JK KH' KS KD KC 5C 6C 9H 9D 9S"},
        {"rockit", "QD KD AD 2D 3D 4D JK 7S 7H 7D 7C 8S 9S"},
        {"double", "QH KH AH AC 2C 3C JK JK 7S 7S' 7D 9H"},
    };
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 42);
    for (size_t c = 0; c < CRI_ARRAY_LEN(cases); c++) {
        fixture f = open_preset(cases[c][0]);
        uint8_t cards[CR_MAX_CARDS];
        size_t n = parse(cards, cases[c][1]);
        char first[2048], again[2048];
        int32_t d0 = -1, d = -1;
        ck_assert_int_eq(cr_solver_deadwood(&d0, f.s, cards, n), CR_OK);
        result_text(first, sizeof first, f.s);
        for (int k = 0; k < 20; k++) {
            cri_shuffle(&rng, cards, n);
            ck_assert_int_eq(cr_solver_deadwood(&d, f.s, cards, n), CR_OK);
            ck_assert_int_eq(d, d0);
            result_text(again, sizeof again, f.s);
            ck_assert_str_eq(again, first);
            /* bestplay with the shuffled list split in two. */
            int32_t c1 = -1, v1 = -1, c2 = -1, v2 = -1;
            int32_t r1 = cr_solver_bestplay(&c1, &v1, f.s, NULL, 0, cards, n);
            ck_assert_int_eq(r1, CR_OK);
            cri_shuffle(&rng, cards, n);
            ck_assert_int_eq(cr_solver_bestplay(&c2, &v2, f.s, NULL, 0, cards, n), CR_OK);
            ck_assert_int_eq(c1, c2);
            ck_assert_int_eq(v1, v2);
        }
        close_fixture(&f);
    }
}
END_TEST

START_TEST(misuse_is_refused_and_changes_nothing)
{
    fixture f = open_preset("carousel");
    uint8_t cards[CR_MAX_CARDS + 8];
    size_t n = parse(cards, "7S 7H 7C");
    int32_t out = -1;
    ck_assert_int_eq(cr_solver_deadwood(&out, NULL, cards, n), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_solver_arrange(&out, NULL, cards, n), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_solver_deadwood(&out, f.s, NULL, 2), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(out, -1);
    ck_assert_int_eq(cr_solver_can_join(NULL, f.s, cards, n, cards, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_solver_bestplay(NULL, NULL, NULL, cards, n, cards, 0),
                     CR_E_INVALID_ARGUMENT);
    uint8_t bad[] = {0x07, 0x4F};
    ck_assert_int_eq(cr_solver_arrange(&out, f.s, bad, 2), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(out, -1);
    ck_assert_str_ne(cr_solver_last_error(f.s), "");
    ck_assert_str_ne(cr_solver_last_error(NULL), "");
    /* Too many cards, copies or jokers. */
    memset(cards, CR_CARD_JOKER, 7);
    ck_assert_int_eq(cr_solver_deadwood(&out, f.s, cards, 7), CR_E_LIMIT);
    memset(cards, 0x11, CR_MAX_CARDS + 1);
    ck_assert_int_eq(cr_solver_deadwood(&out, f.s, cards, CR_MAX_CARDS + 1), CR_E_LIMIT);
    uint8_t t[CR_MAX_CARDS], h[CR_MAX_CARDS];
    size_t nt = parse(t, "7S 7S' 7S'"), nh = parse(h, "7S");
    ck_assert_int_eq(cr_solver_bestplay(&out, NULL, f.s, t, nt, h, nh), CR_E_LIMIT);
    /* The table alone cannot be arranged. */
    nt = parse(t, "7S 7H");
    nh = parse(h, "7D");
    ck_assert_int_eq(cr_solver_bestplay(&out, NULL, f.s, t, nt, h, nh), CR_E_UNSATISFIABLE);
    ck_assert_int_eq(cr_solver_can_join(&out, f.s, t, nt, h, nh), CR_E_UNSATISFIABLE);
    ck_assert_int_eq(cr_solver_result_meld_count(f.s), 0);
    ck_assert_int_eq(cr_solver_result_meld_count(NULL), CR_E_INVALID_ARGUMENT);
    size_t k = 0;
    ck_assert_int_eq(cr_solver_result_unmatched(NULL, 0, NULL, f.s), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_solver_result_played(NULL, 3, &k, f.s), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_solver_set_budget(NULL, 5), CR_E_INVALID_ARGUMENT);
    ck_assert_str_eq(cr_solver_result_reason(NULL), "");
    close_fixture(&f);
}
END_TEST

START_TEST(budget_exceeded_is_a_limit_not_a_hang)
{
    fixture f = open_preset("rummy-poker");
    uint8_t deck[CR_MAX_CARDS];
    size_t n = 0;
    ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &n, 2, 4), CR_OK);
    ck_assert_int_eq(cr_solver_set_budget(f.s, 50), CR_OK);
    int32_t out = -1;
    ck_assert_int_eq(cr_solver_deadwood(&out, f.s, deck, n), CR_E_LIMIT);
    ck_assert_int_eq(out, -1);
    ck_assert_int_eq(cr_solver_result_meld_count(f.s), 0);
    ck_assert_str_ne(cr_solver_last_error(f.s), "");
    /* The default budget answers the same question; the solver is reusable. */
    ck_assert_int_eq(cr_solver_set_budget(f.s, 0), CR_OK);
    ck_assert_int_eq(cr_solver_deadwood(&out, f.s, deck, n), CR_OK);
    ck_assert_int_eq(out, 0);
    ck_assert_int_eq(cr_solver_arrange(&out, f.s, deck, n), CR_OK);
    ck_assert_int_eq(out, 1);
    close_fixture(&f);
}
END_TEST

/* The memo's growth policy (docs/solver.md, "Bounds and budget"): below
 * its bound it grows at half full; at its bound it fills to three quarters
 * before it is emptied, since emptying it loses every attempt's work. */
START_TEST(memo_fills_to_three_quarters_at_its_bound)
{
    struct cri_memo m;
    memset(&m, 0, sizeof m);
    m.cap = 1024;
    m.used = 511;
    ck_assert(!cri_memo_crowded(&m));
    m.used = 512;
    ck_assert(cri_memo_crowded(&m));
    m.cap = (size_t)1 << MEMO_MAX_LOG2;
    m.used = m.cap / 2;
    ck_assert(!cri_memo_crowded(&m));
    m.used = m.cap * 3 / 4 - 1;
    ck_assert(!cri_memo_crowded(&m));
    m.used = m.cap * 3 / 4;
    ck_assert(cri_memo_crowded(&m));
}
END_TEST

/* Each table's next generation from its wrap (`near`; the memo's own,
 * memo_near, lower: its entries keep a choice beside their generation):
 * no entry left looks current (the entries of the generations after the
 * last wrap would). */
static void assert_wrap_wipes(struct cri_memo *m, uint32_t memo_near, uint32_t near)
{
    m->gen = memo_near;
    cri_memo_next_generation(m);
    for (size_t k = 0; k < m->cap; k++)
        ck_assert_uint_ne(m->tab[k].gen & MEMO_GEN_MASK, m->gen);
    m->ogen = near;
    cri_opt_cache_clear(m);
    for (size_t k = 0; k < m->ocap; k++)
        ck_assert_uint_ne(m->otab[k].gen, m->ogen);
    m->bgen = near;
    cri_bound_next_generation(m);
    for (size_t k = 0; k < m->bcap; k++)
        ck_assert_uint_ne(m->btab[k].gen, m->bgen);
}

/* The memo, the kept option lists and the bound table are emptied in O(1)
 * by a generation number, and wiped when it nears 2^31 (the memo: 2^16,
 * every 65,535 questions or so; a server's solver answering for years
 * reaches the others). Two solvers answer the same questions
 * in turn, one with its three generations pushed to the wrap before each:
 * the same answers, melds and all. Entries of its earlier questions are
 * still in its tables with small generations, so a wrap that did not wipe
 * them would hand the search stale costs. */
START_TEST(tables_survive_their_generations_wrapping)
{
    static const char *const presets[] = {"rockit", "carousel"};
    const uint32_t near = 0x7FFFFFFEu, memo_near = MEMO_GEN_MASK - 1u;
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 7);
    for (size_t i = 0; i < CRI_ARRAY_LEN(presets); i++) {
        fixture plain = open_preset(presets[i]), wrapped = open_preset(presets[i]);
        /* (a first question each: the tables are made on first use; three
         * copies of a card, which only the search arranges) */
        uint8_t first[9];
        for (unsigned k = 0; k < 9; k++)
            first[k] = CR_CARD(5 + k % 3, 0);
        int32_t yes = -1;
        int wraps[3] = {0, 0, 0};
        /* (the suit bound's table from the first step, not only past 2,000;
         * the search's tables are asked for, not the quick arrangement) */
        plain.s->bound_at_once = wrapped.s->bound_at_once = true;
        plain.s->quick_arrange_off = wrapped.s->quick_arrange_off = true;
        ck_assert_int_eq(cr_solver_arrange(&yes, plain.s, first, 9), CR_OK);
        ck_assert_int_eq(cr_solver_arrange(&yes, wrapped.s, first, 9), CR_OK);
        ck_assert_int_eq(yes, 1);
        for (int q = 0; q < 12; q++) {
            uint8_t deck[CR_MAX_CARDS];
            size_t n = 0;
            ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &n, 2, 2), CR_OK);
            cri_shuffle(&rng, deck, n);
            size_t nh = 30 + (size_t)(q % 3) * 15;
            /* bestplay onto an empty table, or (every other question) arrange */
            int32_t c0 = -1, v0 = -1, c1 = -1, v1 = -1;
            if (q % 2)
                ck_assert_int_eq(cr_solver_arrange(&c0, plain.s, deck, nh), CR_OK);
            else
                ck_assert_int_eq(cr_solver_bestplay(&c0, &v0, plain.s, NULL, 0, deck, nh), CR_OK);
            ck_assert_ptr_nonnull(wrapped.s->memo);
            wrapped.s->memo->gen = memo_near;
            wrapped.s->memo->ogen = wrapped.s->memo->bgen = near;
            if (q % 2)
                ck_assert_int_eq(cr_solver_arrange(&c1, wrapped.s, deck, nh), CR_OK);
            else
                ck_assert_int_eq(cr_solver_bestplay(&c1, &v1, wrapped.s, NULL, 0, deck, nh), CR_OK);
            ck_assert_int_eq(c1, c0);
            ck_assert_int_eq(v1, v0);
            char a[4096], b[4096];
            result_text(a, sizeof a, plain.s);
            result_text(b, sizeof b, wrapped.s);
            ck_assert_str_eq(b, a);
            /* a table the question used: its generation wrapped */
            wraps[0] += wrapped.s->memo->gen < memo_near;
            wraps[1] += wrapped.s->memo->ogen < near;
            wraps[2] += wrapped.s->memo->bgen < near;
            assert_wrap_wipes(wrapped.s->memo, memo_near, near);
        }
        for (int t = 0; t < 3; t++)
            ck_assert_msg(wraps[t] > 0, "%s: table %d never wrapped", presets[i], t);
        close_fixture(&plain);
        close_fixture(&wrapped);
    }
}
END_TEST

/* The group tables made ahead (solver_groups.c) are exactly the computed
 * ones (cri_dp_group_ok_compute) for their group limits, entry for entry;
 * other limits are left to the computation. */
START_TEST(group_tables_agree)
{
    static const struct { uint8_t min, max, distinct; bool preset; } limits[] = {
        {3, 4, 1, true}, {3, 4, 0, true}, {3, CRI_GROUP_UNLIMITED, 0, true},
        {3, 5, 0, false}, {4, 4, 1, false}, {2, 4, 0, false}, {3, CRI_GROUP_UNLIMITED, 1, false},
    };
    static struct cri_memo made, computed;
    for (size_t k = 0; k < CRI_ARRAY_LEN(limits); k++) {
        cri_meld_profile p;
        memset(&p, 0, sizeof p);
        p.group_min = limits[k].min;
        p.group_max = limits[k].max;
        p.group_distinct = limits[k].distinct;
        memset(&made, 0, sizeof made);
        memset(&computed, 0, sizeof computed);
        cri_dp_group_preset(&made, &p);
        ck_assert_int_eq(made.group_known[0] == UINT64_MAX, limits[k].preset);
        for (unsigned pool = 0; pool < 256; pool++) {
            uint32_t want = cri_dp_group_ok_compute(&computed, &p, pool);
            ck_assert_msg(cri_dp_group_ok(&made, &p, pool) == want,
                          "limits %u-%u distinct %u, vector %u: 0x%x, computed 0x%x",
                          limits[k].min, limits[k].max, limits[k].distinct, pool,
                          cri_dp_group_ok(&made, &p, pool), want);
        }
    }
}
END_TEST

START_TEST(the_largest_inputs_are_answered)
{
    /* CR_MAX_CARDS: three packs and six jokers, under the unlimited groups of Double Rummy. */
    fixture f = open_preset("double");
    uint8_t deck[CR_MAX_CARDS];
    size_t n = 0;
    ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &n, 3, 6), CR_OK);
    ck_assert_uint_eq(n, CR_MAX_CARDS);
    int32_t d = -1, yes = -1, count = -1, value = -1;
    ck_assert_int_eq(cr_solver_deadwood(&d, f.s, deck, n), CR_OK);
    ck_assert_int_eq(d, 0);
    ck_assert_int_eq(cr_solver_arrange(&yes, f.s, deck, n), CR_OK);
    ck_assert_int_eq(yes, 1);
    ck_assert_int_eq(cr_solver_bestplay(&count, &value, f.s, deck, 81, deck + 81, n - 81), CR_OK);
    ck_assert_int_eq(count, (int32_t)(n - 81));
    close_fixture(&f);
}
END_TEST

START_TEST(big_tables_of_every_mode)
{
    /* Whole packs with jokers arrange under every profile with wild cards. */
    static const char *const presets[] = {"double", "rummy-poker", "carousel", "rockit", "java"};
    for (size_t i = 0; i < CRI_ARRAY_LEN(presets); i++) {
        fixture f = open_preset(presets[i]);
        uint8_t deck[CR_MAX_CARDS];
        size_t n = 0;
        ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &n, 2, 4), CR_OK);
        int32_t yes = -1;
        ck_assert_int_eq(cr_solver_arrange(&yes, f.s, deck, n), CR_OK);
        ck_assert_int_eq(yes, 1);
        /* Minus one card of a two-card shortfall: 2 packs less AC, 2C, 3C leave AC' 2C' 3C'. */
        ck_assert_int_eq(cr_solver_arrange(&yes, f.s, deck + 3, n - 3), CR_OK);
        ck_assert_int_eq(yes, 1);
        close_fixture(&f);
    }
}
END_TEST

START_TEST(extra_wild_cards_take_spare_ends)
{
    /* A whole pack's runs A-K take no joker; the lean search's extra jokers
     * go to new groups of two kings (or any rank) the runs can spare
     * (group_from_spares in solver_rebuild.c). The arrangement must still
     * meld every card, each meld valid. */
    static const char *const presets[] = {"carousel", "rockit"};
    for (size_t i = 0; i < CRI_ARRAY_LEN(presets); i++)
        for (unsigned jokers = 1; jokers <= 2; jokers++) {
            fixture f = open_preset(presets[i]);
            uint8_t deck[CR_MAX_CARDS];
            size_t n = 0;
            ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &n, 2, jokers), CR_OK);
            int32_t yes = -1;
            ck_assert_int_eq(cr_solver_arrange(&yes, f.s, deck, n), CR_OK);
            ck_assert_int_eq(yes, 1);
            cr_solver *check = NULL;
            ck_assert_int_eq(cr_solver_new(&check, f.p), CR_OK);
            int32_t melds = cr_solver_result_meld_count(f.s);
            size_t total = 0, wild = 0;
            for (int32_t m = 0; m < melds; m++) {
                uint8_t cards[CR_MAX_CARDS], stands[CR_MAX_CARDS];
                size_t size = 0;
                ck_assert_int_eq(
                    cr_solver_result_meld(cards, stands, sizeof cards, &size, NULL, f.s, (size_t)m), CR_OK);
                int32_t kind = -1;
                ck_assert_int_eq(cr_solver_meld(&kind, check, cards, size), CR_OK);
                ck_assert_msg(kind != CR_MELD_NONE, "%s, %u jokers: meld %d is not a meld",
                              presets[i], jokers, (int)m);
                total += size;
                for (size_t k = 0; k < size; k++)
                    wild += cards[k] == CR_CARD_JOKER;
            }
            ck_assert_uint_eq(total, n);
            ck_assert_uint_eq(wild, jokers);
            cr_solver_free(check);
            close_fixture(&f);
        }
}
END_TEST

/* Of two wild cards in the hand only one fits (the table's three sevens
 * take one more card; two wild cards with a seven would leave the other
 * sevens unmelded): the best play plays the dearer one and leaves the
 * cheaper, whichever of the deuce and the joker that is (the problem
 * keeps the hand's wild cards by decreasing cost, solver_problem.c). */
START_TEST(the_dearer_hand_wild_card_is_played)
{
    static const struct {
        const char *preset;
        int32_t value;
    } cases[] = {
        {"java+value.wild2=5", 25},  /* the joker (25) before the deuce (5) */
        {"java+value.wild2=40", 40}, /* the deuce (40) before the joker (25) */
        {"java+value.JK=60", 60},
    };
    for (size_t i = 0; i < CRI_ARRAY_LEN(cases); i++) {
        int32_t value = -1;
        ck_assert_int_eq(bestplay(cases[i].preset, "7C 7D 7H", "2C JK", &value), 1);
        ck_assert_msg(value == cases[i].value, "%s: value %d, expected %d", cases[i].preset, (int)value,
                      (int)cases[i].value);
    }
}
END_TEST

/* The cards of the melds of f's last result, each meld checked to be a meld
 * of the same kind (by another solver: a query on f.s would end its result). */
Suite *cr_test_suite(void)
{
    Suite *s = suite_create("solver");
    TCase *tc = tcase_create("solver");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, straight_rummy_deadwood_sr_t3);
    tcase_add_test(tc, skip_rummy_counts_sk_t3);
    tcase_add_test(tc, boathouse_settlement_bh_t3);
    tcase_add_test(tc, go_out_hands_rc_t3_bl_t1_qc_t1);
    tcase_add_test(tc, double_rummy_counts_dr_t3);
    tcase_add_test(tc, java_deadwood_jr_t1);
    tcase_add_test(tc, rummy_poker_hands_rp_t2);
    tcase_add_test(tc, carousel_rearrangements_ca_t1_to_t4);
    tcase_add_test(tc, rockit_tables_rd_t2_to_t6);
    tcase_add_test(tc, peer_bug_reports);
    tcase_add_test(tc, cyclic_wild_cards_at_the_cut);
    tcase_add_test(tc, answers_do_not_depend_on_input_order);
    tcase_add_test(tc, misuse_is_refused_and_changes_nothing);
    tcase_add_test(tc, budget_exceeded_is_a_limit_not_a_hang);
    tcase_add_test(tc, big_tables_of_every_mode);
    tcase_add_test(tc, extra_wild_cards_take_spare_ends);
    tcase_add_test(tc, the_dearer_hand_wild_card_is_played);
    tcase_add_test(tc, the_largest_inputs_are_answered);
    tcase_add_test(tc, memo_fills_to_three_quarters_at_its_bound);
    tcase_add_test(tc, group_tables_agree);
    tcase_add_test(tc, tables_survive_their_generations_wrapping);
    suite_add_tcase(s, tc);
    return s;
}
