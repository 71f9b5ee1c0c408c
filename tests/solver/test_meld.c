/* The single-meld check and the meld profiles (RULES.md 1.2-1.4, BH-T2,
 * RC-T3, DR-T2, JR-T1, RP-T2, CA-T4, RD-T5, RD-T6, SR-T1). */
#include "check_main.h"
#include "common/internal.h"

#include <stdio.h>
#include <string.h>

/* Runs the meld query on text cards under a preset; returns the kind. */
static int32_t meld_kind(const char *preset, const char *text)
{
    cr_meld_profile *p = NULL;
    cr_solver *s = NULL;
    ck_assert_int_eq(cr_meld_profile_new(&p, preset), CR_OK);
    ck_assert_int_eq(cr_solver_new(&s, p), CR_OK);
    uint8_t cards[CR_MAX_CARDS];
    size_t n = 0;
    ck_assert_int_eq(cr_cards_parse(cards, CR_MAX_CARDS, &n, NULL, text), CR_OK);
    int32_t kind = -1;
    ck_assert_int_eq(cr_solver_meld(&kind, s, cards, n), CR_OK);
    if (kind == CR_MELD_NONE) {
        ck_assert_int_eq(cr_solver_result_meld_count(s), 0);
        ck_assert_str_ne(cr_solver_result_reason(s), "");
    } else {
        ck_assert_int_eq(cr_solver_result_meld_count(s), 1);
        ck_assert_str_eq(cr_solver_result_reason(s), "");
    }
    cr_solver_free(s);
    cr_meld_profile_free(p);
    return kind;
}

/* The declarations of a valid meld as text "JK=3D 2C=9C" (wild cards only,
 * in meld order), or "" if it has no wild card that stands for another card. */
static void meld_wilds(char *out, size_t cap, const char *preset, const char *text)
{
    cr_meld_profile *p = NULL;
    cr_solver *s = NULL;
    ck_assert_int_eq(cr_meld_profile_new(&p, preset), CR_OK);
    ck_assert_int_eq(cr_solver_new(&s, p), CR_OK);
    uint8_t cards[CR_MAX_CARDS], oc[CR_MAX_CARDS], os[CR_MAX_CARDS];
    size_t n = 0, m = 0;
    ck_assert_int_eq(cr_cards_parse(cards, CR_MAX_CARDS, &n, NULL, text), CR_OK);
    int32_t kind = 0;
    ck_assert_int_eq(cr_solver_meld(&kind, s, cards, n), CR_OK);
    ck_assert_int_ne(kind, CR_MELD_NONE);
    ck_assert_int_eq(cr_solver_result_meld(oc, os, CR_MAX_CARDS, &m, NULL, s, 0), CR_OK);
    ck_assert_uint_eq(m, n);
    out[0] = '\0';
    for (size_t i = 0; i < m; i++) {
        if (oc[i] == os[i])
            continue;
        char item[32];
        snprintf(item, sizeof item, "%s%s=%s", out[0] ? " " : "", cr_card_name(oc[i]),
                 cr_card_name(os[i]));
        strncat(out, item, cap - strlen(out) - 1);
    }
    cr_solver_free(s);
    cr_meld_profile_free(p);
}

START_TEST(boathouse_cyclic_melds_bh_t2)
{
    const char *valid[] = {"KS AS 2S", "QH KH AH", "AD 2D 3D", "QC KC AC 2C", "JH QH KH AH 2H 3H",
                           "7C 7D 7H 7S"};
    for (size_t i = 0; i < CRI_ARRAY_LEN(valid); i++)
        ck_assert_int_ne(meld_kind("boathouse", valid[i]), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind("boathouse", "QS KS 2S"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind("boathouse", "7C 7D"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind("boathouse", "KS AS 2S"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind("boathouse", "7C 7D 7H 7S"), CR_MELD_GROUP);
}
END_TEST

/* Every set of two or more ranks of one suit with 0-3 jokers as a CYCLIC
 * run (BH-T2, RD-T6), against a reference that measures spans forward:
 * a run when some natural's arc of n cards holds every natural; then its
 * stands are the arc from the natural with the shortest span (the lowest
 * rank on a tie), the jokers after the last natural. */
START_TEST(cyclic_runs_every_set_of_ranks)
{
    cr_meld_profile *p = NULL;
    cr_solver *s = NULL;
    ck_assert_int_eq(cr_meld_profile_new(&p, "rockit"), CR_OK);
    ck_assert_int_eq(cr_solver_new(&s, p), CR_OK);
    const unsigned suit = 2;
    for (unsigned set = 1; set < (1u << 13); set++)
        for (unsigned jokers = 0; jokers <= 3; jokers++) {
            uint8_t cards[16], oc[16], os[16];
            size_t n = 0, m = 0;
            for (unsigned r = 1; r <= 13; r++)
                if (set >> (r - 1) & 1u)
                    cards[n++] = CR_CARD(r, suit);
            for (unsigned j = 0; j < jokers; j++)
                cards[n++] = CR_CARD_JOKER;
            if (n < 3 || n > 13)
                continue;
            unsigned best = 0, best_span = 99; /* forward from each natural */
            for (unsigned r = 1; r <= 13; r++) {
                if (!(set >> (r - 1) & 1u))
                    continue;
                unsigned span = 0;
                for (unsigned k = 0; k < 13; k++)
                    if (set >> ((r - 1 + k) % 13u) & 1u)
                        span = k + 1;
                if (span < best_span) {
                    best_span = span;
                    best = r;
                }
            }
            int32_t kind = -1;
            ck_assert_int_eq(cr_solver_meld(&kind, s, cards, n), CR_OK);
            if (best_span > n) {
                ck_assert_msg(kind == CR_MELD_NONE, "set %#x jokers %u", set, jokers);
                continue;
            }
            if (!(set & (set - 1u))) { /* one natural: a group first (one rank) */
                ck_assert_msg(kind == CR_MELD_GROUP, "set %#x jokers %u", set, jokers);
                continue;
            }
            ck_assert_msg(kind == CR_MELD_RUN, "set %#x jokers %u", set, jokers);
            ck_assert_int_eq(cr_solver_result_meld(oc, os, 16, &m, NULL, s, 0), CR_OK);
            ck_assert_uint_eq(m, n);
            for (size_t k = 0; k < m; k++) {
                unsigned rank = (best - 1u + (unsigned)k) % 13u + 1u;
                ck_assert_msg(os[k] == CR_CARD(rank, suit), "set %#x jokers %u at %zu", set,
                              jokers, k);
                ck_assert_uint_eq(oc[k], (set >> (rank - 1) & 1u) ? os[k] : CR_CARD_JOKER);
            }
        }
    cr_solver_free(s);
    cr_meld_profile_free(p);
}
END_TEST

START_TEST(round_the_corner_rc_t3)
{
    ck_assert_int_eq(meld_kind("round-the-corner", "KS AS 2S"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind("round-the-corner", "5H 6H 7H 8H"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind("dizzy rummy", "QD KD AD 2D 3D"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind("round-the-corner", "AC 2C 3C"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind("round-the-corner", "QS KS 2S"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind("round-the-corner", "AS KS QS"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind("round-the-corner", "JH QH KH AH 2H"), CR_MELD_RUN);
    /* 13 cards round the corner, no rank twice. */
    ck_assert_int_eq(meld_kind("round-the-corner", "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"),
                     CR_MELD_RUN);
}
END_TEST

START_TEST(straight_rummy_ace_low_only_sr_t1)
{
    ck_assert_int_eq(meld_kind("straight6", "QS KS AS"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind("straight6", "KS AS 2S"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind("straight6", "AS 2S 3S"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind("straight7", "4S 5S 6S 7S 8S 9S"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind("straight7", "3S 3H 3D"), CR_MELD_GROUP);
    ck_assert_int_eq(meld_kind("straight7", "3S 3H 4D"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind("straight7", "3S 4S 6S"), CR_MELD_NONE);
}
END_TEST

START_TEST(double_rummy_shapes_dr_t2)
{
    const char *valid[] = {"7S 7S' 7D", "5C 5D 5H 5S 5C'", "QH KH AH", "AC 2C 3C", "JK 9C 9C'"};
    for (size_t i = 0; i < CRI_ARRAY_LEN(valid); i++)
        ck_assert_int_ne(meld_kind("double", valid[i]), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind("double", "KD AD 2D"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind("double", "7S 7D"), CR_MELD_NONE);
    /* HIGH_OR_LOW: jokers reach the high ace, never round the corner. */
    char w[128];
    meld_wilds(w, sizeof w, "double", "QH KH JK");
    ck_assert_str_eq(w, "JK=AH");
    ck_assert_int_eq(meld_kind("double", "KD JK 2D"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind("double", "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind("double", "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD JK"),
                     CR_MELD_NONE);
}
END_TEST

START_TEST(java_deuces_wild_jr_t1)
{
    char w[128];
    ck_assert_int_eq(meld_kind("java", "9H 9D 2C"), CR_MELD_GROUP);
    meld_wilds(w, sizeof w, "java", "9H 9D 2C");
    ck_assert_str_eq(w, "2C=9C");
    meld_wilds(w, sizeof w, "java", "5H 5C 5D 2S");
    ck_assert_str_eq(w, "2S=5S");
    /* JR-2: a deuce may stand for itself. */
    meld_wilds(w, sizeof w, "java", "AC 2C 3C");
    ck_assert_str_eq(w, "");
    meld_wilds(w, sizeof w, "java", "AC 2D 3C");
    ck_assert_str_eq(w, "2D=2C");
    /* 13.3: no two cards with the same declared identity in one pack. */
    ck_assert_int_eq(meld_kind("java", "9H 9D 9C 9S 2C"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind("java", "4S 5S 6S"), CR_MELD_RUN);
}
END_TEST

START_TEST(rummy_poker_shapes_rp_t2)
{
    ck_assert_int_eq(meld_kind("rummy poker", "AC 2C 3C"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind("rummy poker", "3H 4H 5H 6H 7H 8H 9H 10H JH QH"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind("rummy poker", "6S' 7S 8S"), CR_MELD_RUN);
    /* RP-9: suits may repeat in a group, at most four cards. */
    ck_assert_int_eq(meld_kind("rummy poker", "7S 7S' 7D"), CR_MELD_GROUP);
    ck_assert_int_eq(meld_kind("rummy poker", "7S 7S' 7D 7D' 7C"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind("rummy poker", "2C 2C' 2D"), CR_MELD_GROUP);
}
END_TEST

START_TEST(carousel_jokers_ca_t4)
{
    char w[128];
    meld_wilds(w, sizeof w, "carousel", "JH QH JK");
    ck_assert_str_eq(w, "JK=KH");
    meld_wilds(w, sizeof w, "carousel", "9H JK JH QH KH");
    ck_assert_str_eq(w, "JK=10H");
    meld_wilds(w, sizeof w, "carousel", "5C 6C JK");
    ck_assert_str_eq(w, "JK=7C");
    /* Jokers at both ends when the top is reached, inside, several. */
    meld_wilds(w, sizeof w, "carousel", "QC KC JK JK");
    ck_assert_str_eq(w, "JK=10C JK=JC");
    meld_wilds(w, sizeof w, "carousel", "3D JK JK 6D");
    ck_assert_str_eq(w, "JK=4D JK=5D");
    /* A joker in a four-card group stands for the missing suit (CA-11). */
    meld_wilds(w, sizeof w, "carousel", "8S 8C JK 8H");
    ck_assert_str_eq(w, "JK=8D");
    ck_assert_int_eq(meld_kind("carousel", "8S 8C 8H 8D JK"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind("carousel", "QC KC AC"), CR_MELD_NONE); /* CA-1 */
    ck_assert_int_eq(meld_kind("carousel", "JK JK JK"), CR_MELD_GROUP); /* CA-12 */
}
END_TEST

START_TEST(rockit_groups_and_naturals_rd_t6)
{
    ck_assert_int_eq(meld_kind("rockit", "7S 7S' 7H"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind("rockit", "7S' 7C 7H'"), CR_MELD_GROUP);
    ck_assert_int_eq(meld_kind("rockit", "7S 7H 7D 7C'"), CR_MELD_GROUP);
    ck_assert_int_eq(meld_kind("rockit", "7S 7H 7D 7C' 7C"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind("rockit", "JK JK JK"), CR_MELD_NONE); /* RD-11 */
    ck_assert_int_eq(meld_kind("rockit", "KD AD 2D"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind("rockit", "QS QH JK"), CR_MELD_GROUP); /* RD-T5 (d) */
    char w[128];
    meld_wilds(w, sizeof w, "rockit", "JK 9C 10C");
    ck_assert_str_eq(w, "JK=JC");
    meld_wilds(w, sizeof w, "rockit", "AD 2D JK 4D");
    ck_assert_str_eq(w, "JK=3D");
}
END_TEST

START_TEST(input_order_does_not_matter)
{
    cr_meld_profile *p = NULL;
    cr_solver *s = NULL;
    ck_assert_int_eq(cr_meld_profile_new(&p, "carousel"), CR_OK);
    ck_assert_int_eq(cr_solver_new(&s, p), CR_OK);
    const uint8_t a[] = {0x40, 0x29, 0x2B, 0x2C, 0x2D}; /* JK 9H JH QH KH */
    const uint8_t b[] = {0x2D, 0x2B, 0x40, 0x29, 0x2C};
    uint8_t oa[8], sa[8], ob[8], sb[8];
    size_t na = 0, nb = 0;
    ck_assert_int_eq(cr_solver_meld(NULL, s, a, 5), CR_OK);
    ck_assert_int_eq(cr_solver_result_meld(oa, sa, 8, &na, NULL, s, 0), CR_OK);
    ck_assert_int_eq(cr_solver_meld(NULL, s, b, 5), CR_OK);
    ck_assert_int_eq(cr_solver_result_meld(ob, sb, 8, &nb, NULL, s, 0), CR_OK);
    ck_assert_uint_eq(na, nb);
    ck_assert_mem_eq(oa, ob, na);
    ck_assert_mem_eq(sa, sb, na);
    cr_solver_free(s);
    cr_meld_profile_free(p);
}
END_TEST

START_TEST(profiles_by_name_and_overrides)
{
    cr_meld_profile *p = NULL;
    ck_assert_int_eq(cr_meld_profile_new(&p, "go-boom"), CR_E_UNSUPPORTED);
    ck_assert_int_eq(cr_meld_profile_new(&p, "no such game"), CR_E_NOT_FOUND);
    ck_assert_int_eq(cr_meld_profile_new(NULL, "java"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_meld_profile_new(&p, NULL), CR_E_INVALID_ARGUMENT);
    static const struct {
        const char *name;
        int32_t seq, gmax, distinct, wild2, natural, ace, joker;
    } rows[] = {
        {"Boathouse", CR_SEQ_CYCLIC, 4, 1, 0, 0, 11, 0},
        {"straight6", CR_SEQ_LOW, 4, 1, 0, 0, 1, 0},
        {"Straight Rummy", CR_SEQ_LOW, 4, 1, 0, 0, 1, 0},
        {"skip", CR_SEQ_LOW, 4, 1, 0, 0, 1, 0},
        {"Boat House Rummy (Scarne)", CR_SEQ_CYCLIC, 4, 1, 0, 0, 1, 0},
        {"block", CR_SEQ_LOW, 4, 1, 0, 0, 1, 0},
        {"cincinnati", CR_SEQ_LOW, 4, 1, 0, 0, 1, 0},
        {"double", CR_SEQ_HIGH_OR_LOW, 0, 0, 0, 0, 11, 15},
        {"Freeze Out", CR_SEQ_LOW, 4, 1, 1, 0, 1, 25},
        {"rummy-poker", CR_SEQ_LOW, 4, 0, 1, 0, 10, 25},
        {"carousel", CR_SEQ_LOW, 4, 1, 0, 0, 1, 25},
        {"RockIt", CR_SEQ_CYCLIC, 4, 1, 0, 1, 1, 0},
    };
    for (size_t i = 0; i < CRI_ARRAY_LEN(rows); i++) {
        ck_assert_int_eq(cr_meld_profile_new(&p, rows[i].name), CR_OK);
        int32_t v = -1;
        ck_assert_int_eq(cr_meld_profile_get(&v, p, "seq_mode"), CR_OK);
        ck_assert_int_eq(v, rows[i].seq);
        ck_assert_int_eq(cr_meld_profile_get(&v, p, "group_max"), CR_OK);
        ck_assert_int_eq(v, rows[i].gmax);
        ck_assert_int_eq(cr_meld_profile_get(&v, p, "group_distinct_suits"), CR_OK);
        ck_assert_int_eq(v, rows[i].distinct);
        ck_assert_int_eq(cr_meld_profile_get(&v, p, "wild_deuces"), CR_OK);
        ck_assert_int_eq(v, rows[i].wild2);
        ck_assert_int_eq(cr_meld_profile_get(&v, p, "need_natural"), CR_OK);
        ck_assert_int_eq(v, rows[i].natural);
        ck_assert_int_eq(cr_meld_profile_get(&v, p, "value.A"), CR_OK);
        ck_assert_int_eq(v, rows[i].ace);
        ck_assert_int_eq(cr_meld_profile_get(&v, p, "value.JK"), CR_OK);
        ck_assert_int_eq(v, rows[i].joker);
        ck_assert_int_eq(cr_meld_profile_get(&v, p, "value.K"), CR_OK);
        ck_assert_int_eq(v, 10);
        cr_meld_profile_free(p);
    }
    ck_assert_int_eq(cr_meld_profile_new(&p, "carousel"), CR_OK);
    ck_assert_int_eq(cr_meld_profile_set(p, "seq_mode", "high_or_low"), CR_OK); /* CA-1 variant */
    int32_t v = -1;
    ck_assert_int_eq(cr_meld_profile_get(&v, p, "seq_mode"), CR_OK);
    ck_assert_int_eq(v, CR_SEQ_HIGH_OR_LOW);
    ck_assert_int_eq(cr_meld_profile_set(p, "seq_mode", "sideways"), CR_E_CONFIG);
    ck_assert_int_eq(cr_meld_profile_set(p, "colour", "red"), CR_E_NOT_FOUND);
    ck_assert_int_eq(cr_meld_profile_set(p, "group_min", "5"), CR_E_CONFIG); /* above max 4 */
    ck_assert_int_eq(cr_meld_profile_set(p, "value.K", "13"), CR_OK);
    ck_assert_int_eq(cr_meld_profile_get(&v, p, "value.k"), CR_OK);
    ck_assert_int_eq(v, 13);
    ck_assert_int_eq(cr_meld_profile_set(p, "value.K", "-1"), CR_E_CONFIG);
    ck_assert_int_eq(cr_meld_profile_set(p, "group_max", "unlimited"), CR_OK);
    ck_assert_int_eq(cr_meld_profile_set(NULL, "group_max", "4"), CR_E_INVALID_ARGUMENT);
    /* need_natural with wild deuces is refused in either order, changing nothing
     * (a run over 13 cards could not be split into halves with a natural each). */
    ck_assert_int_eq(cr_meld_profile_set(p, "wild_deuces", "on"), CR_OK);
    ck_assert_int_eq(cr_meld_profile_set(p, "need_natural", "on"), CR_E_CONFIG);
    ck_assert_int_eq(cr_meld_profile_get(&v, p, "need_natural"), CR_OK);
    ck_assert_int_eq(v, 0);
    ck_assert_int_eq(cr_meld_profile_set(p, "wild_deuces", "off"), CR_OK);
    ck_assert_int_eq(cr_meld_profile_set(p, "need_natural", "on"), CR_OK);
    ck_assert_int_eq(cr_meld_profile_set(p, "wild_deuces", "on"), CR_E_CONFIG);
    ck_assert_int_eq(cr_meld_profile_get(&v, p, "wild_deuces"), CR_OK);
    ck_assert_int_eq(v, 0);
    cr_meld_profile *q = NULL;
    ck_assert_int_eq(cr_meld_profile_clone(&q, p), CR_OK);
    ck_assert_int_eq(cr_meld_profile_get(&v, q, "group_max"), CR_OK);
    ck_assert_int_eq(v, 0);
    cr_meld_profile_free(q);
    cr_meld_profile_free(p);
    cr_meld_profile_free(NULL);
}
END_TEST

START_TEST(meld_misuse_is_refused)
{
    cr_meld_profile *p = NULL;
    cr_solver *s = NULL;
    ck_assert_int_eq(cr_meld_profile_new(&p, "double"), CR_OK);
    ck_assert_int_eq(cr_solver_new(&s, p), CR_OK);
    ck_assert_int_eq(cr_solver_new(NULL, p), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_solver_meld(NULL, NULL, NULL, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_solver_meld(NULL, s, NULL, 3), CR_E_INVALID_ARGUMENT);
    const uint8_t bad[] = {0x01, 0x02, 0x0E};
    ck_assert_int_eq(cr_solver_meld(NULL, s, bad, 3), CR_E_INVALID_ARGUMENT);
    ck_assert_str_ne(cr_solver_last_error(s), "");
    const uint8_t four[] = {0x01, 0x01, 0x01, 0x01};
    ck_assert_int_eq(cr_solver_meld(NULL, s, four, 4), CR_E_LIMIT);
    uint8_t many[CR_MAX_CARDS + 1];
    memset(many, 0x01, sizeof many);
    ck_assert_int_eq(cr_solver_meld(NULL, s, many, sizeof many), CR_E_LIMIT);
    int32_t kind = -1;
    ck_assert_int_eq(cr_solver_meld(&kind, s, NULL, 0), CR_OK);
    ck_assert_int_eq(kind, CR_MELD_NONE);
    size_t n = 0;
    ck_assert_int_eq(cr_solver_result_meld(NULL, NULL, 0, &n, NULL, s, 0), CR_E_INVALID_ARGUMENT);
    const uint8_t run[] = {0x11, 0x12, 0x13};
    ck_assert_int_eq(cr_solver_meld(&kind, s, run, 3), CR_OK);
    ck_assert_int_eq(cr_solver_result_meld(NULL, NULL, 0, &n, NULL, s, 0), CR_E_BUFFER_TOO_SMALL);
    ck_assert_uint_eq(n, 3);
    cr_solver_free(s);
    cr_solver_free(NULL);
    cr_meld_profile_free(p);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("meld");
    TCase *tc = tcase_create("meld");
    tcase_add_test(tc, boathouse_cyclic_melds_bh_t2);
    tcase_add_test(tc, cyclic_runs_every_set_of_ranks);
    tcase_add_test(tc, round_the_corner_rc_t3);
    tcase_add_test(tc, straight_rummy_ace_low_only_sr_t1);
    tcase_add_test(tc, double_rummy_shapes_dr_t2);
    tcase_add_test(tc, java_deuces_wild_jr_t1);
    tcase_add_test(tc, rummy_poker_shapes_rp_t2);
    tcase_add_test(tc, carousel_jokers_ca_t4);
    tcase_add_test(tc, rockit_groups_and_naturals_rd_t6);
    tcase_add_test(tc, input_order_does_not_matter);
    tcase_add_test(tc, profiles_by_name_and_overrides);
    tcase_add_test(tc, meld_misuse_is_refused);
    suite_add_tcase(s, tc);
    return s;
}
