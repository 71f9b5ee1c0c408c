/* The tricky cases of the issue (values from RULES.md) and bad input, for
 * tests/solver/test_solver_random. */
#include "random_support.h"
#include "solver/solver_dp.h"

#include <string.h>

/* ---- the tricky cases of the issue, values from RULES.md ------------------------------ */

static void parse(uint8_t *out, size_t *n, const char *t)
{
    ck_assert_int_eq(cr_cards_parse(out, MAXC, n, NULL, t), CR_OK);
}

/* Opens the default profile of a preset. */
static void named(env *e, int32_t preset)
{
    for (int i = 0; i < N_VARIANTS; i++)
        if (variants[i].preset == preset && !variants[i].key) {
            env_open(e, i, 6);
            return;
        }
    ck_abort_msg("no such preset");
}

/* One query on text cards under a preset's defaults: checked against the
 * reference (check_*), then its value returned for the RULES.md figure. */
enum { ASK_MELD, ASK_DEADWOOD, ASK_ARRANGE };

static int32_t ask(int query, int32_t preset, const char *t)
{
    env e;
    uint8_t c[MAXC];
    size_t n;
    parse(c, &n, t);
    named(&e, preset);
    int32_t v = -1, st;
    if (query == ASK_MELD) {
        check_meld(&e, c, n);
        st = cr_solver_meld(&v, e.solver, c, n);
    } else if (query == ASK_DEADWOOD) {
        check_deadwood(&e, c, n);
        st = cr_solver_deadwood(&v, e.solver, c, n);
    } else {
        check_arrange(&e, c, n);
        st = cr_solver_arrange(&v, e.solver, c, n);
    }
    ck_assert_int_eq(st, CR_OK);
    env_close(&e);
    return v;
}

#define meld_kind(preset, t) ask(ASK_MELD, preset, t)
#define deadwood_of(preset, t) ask(ASK_DEADWOOD, preset, t)
#define arrangeable(preset, t) ask(ASK_ARRANGE, preset, t)

static void best(int32_t preset, const char *table, const char *hand, int32_t count,
                 int32_t value)
{
    env e;
    uint8_t t[MAXC], h[MAXC];
    size_t nt, nh;
    parse(t, &nt, table);
    parse(h, &nh, hand);
    named(&e, preset);
    check_bestplay(&e, t, nt, h, nh);
    int32_t c = -1, v = -1;
    ck_assert_int_eq(cr_solver_bestplay(&c, &v, e.solver, t, nt, h, nh), CR_OK);
    ck_assert_int_eq(c, count);
    ck_assert_int_eq(v, value);
    env_close(&e);
}

START_TEST(tricky_cases)
{
    /* Duplicate cards in one group: refused where suits must differ (RD-T6, 1.3). */
    ck_assert_int_eq(meld_kind(CR_GAME_ROCKIT, "7S 7S 7H"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind(CR_GAME_CAROUSEL, "7S 7S 7H 7D"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind(CR_GAME_DOUBLE_RUMMY, "7S 7S 7D"), CR_MELD_GROUP);
    ck_assert_int_eq(arrangeable(CR_GAME_ROCKIT, "7S 7S 7H"), 0);
    ck_assert_int_eq(arrangeable(CR_GAME_ROCKIT, "7S 7H 7D 7S 7C 7H"), 1);
    ck_assert_int_eq(deadwood_of(CR_GAME_CAROUSEL, "7S 7S 7H 8S 9S"), 14);
    /* A five-card run that is better split (SR-T3 and a longer one). */
    ck_assert_int_eq(deadwood_of(CR_GAME_STRAIGHT_RUMMY_6, "7H 7D 7S 8H 9H 10H"), 0);
    ck_assert_int_eq(deadwood_of(CR_GAME_STRAIGHT_RUMMY_7, "3C 4C 5C 6C 7C 3D 3H 7D 7H"), 0);
    /* A card usable in a group or a run. */
    ck_assert_int_eq(deadwood_of(CR_GAME_QUEEN_CITY, "5H 6H 7H 7C 7D"), 11);
    ck_assert_int_eq(deadwood_of(CR_GAME_QUEEN_CITY, "5H 6H 7H 7C 7D 7S"), 0);
    /* Jokers at the ends of long runs, inside four-card groups. */
    ck_assert_int_eq(meld_kind(CR_GAME_CAROUSEL, "JK 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"),
                     CR_MELD_RUN);
    ck_assert_int_eq(meld_kind(CR_GAME_CAROUSEL, "JK JK 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"),
                     CR_MELD_RUN);
    ck_assert_int_eq(meld_kind(CR_GAME_CAROUSEL, "JK JK 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"),
                     CR_MELD_NONE);
    ck_assert_int_eq(meld_kind(CR_GAME_ROCKIT, "JK AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"),
                     CR_MELD_RUN);
    ck_assert_int_eq(meld_kind(CR_GAME_CAROUSEL, "7S JK 7H JK"), CR_MELD_GROUP);
    ck_assert_int_eq(meld_kind(CR_GAME_ROCKIT, "7S 7H 7D JK JK"), CR_MELD_NONE);
    ck_assert_int_eq(arrangeable(CR_GAME_ROCKIT, "7S 7H JK 7D 8D 9D JK"), 1);
    /* Three or more jokers; RockIt needs a natural card (RD-11). */
    ck_assert_int_ne(meld_kind(CR_GAME_CAROUSEL, "JK JK JK"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind(CR_GAME_ROCKIT, "JK JK JK"), CR_MELD_NONE);
    ck_assert_int_ne(meld_kind(CR_GAME_ROCKIT, "JK JK JK 5C"), CR_MELD_NONE);
    ck_assert_int_eq(deadwood_of(CR_GAME_CAROUSEL, "JK JK JK JK 5C 9D KS"), 5);
    ck_assert_int_eq(arrangeable(CR_GAME_ROCKIT, "JK JK JK JK 5C 9D"), 1);
    /* K-A-2 only in CYCLIC (RC-T3, DR-T2, SR-T1); Q-K-A in HIGH_OR_LOW (DR-T2). */
    ck_assert_int_eq(meld_kind(CR_GAME_ROCKIT, "KC AC 2C"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind(CR_GAME_ROUND_THE_CORNER, "QD KD AD 2D 3D"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind(CR_GAME_DOUBLE_RUMMY, "KD AD 2D"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind(CR_GAME_DOUBLE_RUMMY, "KD JK 2D"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind(CR_GAME_CAROUSEL, "KC AC 2C"), CR_MELD_NONE);
    ck_assert_int_eq(meld_kind(CR_GAME_DOUBLE_RUMMY, "QH KH AH"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind(CR_GAME_DOUBLE_RUMMY, "KH AH JK"), CR_MELD_RUN);
    ck_assert_int_eq(meld_kind(CR_GAME_STRAIGHT_RUMMY_6, "QS KS AS"), CR_MELD_NONE);
    ck_assert_int_eq(deadwood_of(CR_GAME_DOUBLE_RUMMY, "KD AD 2D 3D"), 10);
    ck_assert_int_eq(deadwood_of(CR_GAME_ROCKIT, "KD AD 2D 3D"), 0);
    /* The scenarios' deadwood values (SR-T3, JR-T1, BH-T3, DR-T3). */
    ck_assert_int_eq(deadwood_of(CR_GAME_STRAIGHT_RUMMY_6, "4C 5C 6C KH 2D 9S"), 21);
    ck_assert_int_eq(deadwood_of(CR_GAME_STRAIGHT_RUMMY_6, "10S 10H JD QD AC 3H"), 44);
    ck_assert_int_eq(deadwood_of(CR_GAME_JAVA_RUMMY, "KC QD 2S 5H 5C 5D AS"), 21);
    ck_assert_int_eq(deadwood_of(CR_GAME_BOATHOUSE_BICYCLE, "4H 5H 6H KS AC"), 21);
    ck_assert_int_eq(deadwood_of(CR_GAME_BOATHOUSE_BICYCLE, "7C 7D 7S 2H"), 2);
    ck_assert_int_eq(deadwood_of(CR_GAME_DOUBLE_RUMMY, "JK AC KD 4S"), 40);
    /* Table play (CA-T1, CA-T3, RD-T3 e, RD-T4, RD-T5 a). */
    best(CR_GAME_CAROUSEL, "7S 7H 7C", "7D 8S 9S", 3, 24);
    best(CR_GAME_CAROUSEL, "8S 8H 8D 7S 7H 7D 6S 6H 6D", "9S 5H", 2, 14);
    best(CR_GAME_ROCKIT, "9D 10D JD QD KD", "JS JH 8D AD", 4, 29);
    best(CR_GAME_ROCKIT, "7S 7H 7D 6S 6H 6D", "8S 5H 5D", 3, 18);
    best(CR_GAME_ROCKIT, "AD 2D JK 4D", "3D 8C 9C", 3, 20);
    best(CR_GAME_CAROUSEL, "5H 6H 7H JK", "3D 4D 9C 10C", 2, 19);
}
END_TEST

/* ---- runs across the K-A seam (CYCLIC), two copies, jokers ------------------------------ */

/* Whether the variant's runs go round the corner. */
static bool cyclic_variant(const env *e)
{
    int32_t mode = -1;
    ck_assert_int_eq(cr_meld_profile_get(&mode, e->profile, "seq_mode"), CR_OK);
    return mode == CR_SEQ_CYCLIC;
}

START_TEST(seam_cases)
{
    /* Two Q-K-A-2 runs of one suit (RC-T3, SR-T1: K-A-2 is a run in CYCLIC). */
    ck_assert_int_eq(arrangeable(CR_GAME_ROCKIT, "QH KH AH 2H QH KH AH 2H"), 1);
    ck_assert_int_eq(arrangeable(CR_GAME_ROUND_THE_CORNER, "QH KH AH 2H QH KH AH 2H"), 1);
    /* Jokers inside crossing runs: Q K [A] 2 3 and K A [2]. */
    ck_assert_int_eq(arrangeable(CR_GAME_ROCKIT, "QH KH JK 2H 3H KH AH JK"), 1);
    /* One crossing run per copy, the joker standing for the other ace. */
    ck_assert_int_eq(arrangeable(CR_GAME_ROCKIT, "KS AS 2S KS JK 2S"), 1);
    /* Crossings in two suits at once, with a joker each side of the seam. */
    ck_assert_int_eq(arrangeable(CR_GAME_ROCKIT, "JK KD AD JK QC KC AC 2C"), 1);
    /* A crossing run needs three cards: K-A alone is no meld. */
    ck_assert_int_eq(arrangeable(CR_GAME_ROCKIT, "KS AS KS AS"), 0);
    ck_assert_int_eq(arrangeable(CR_GAME_ROCKIT, "KS AS JK KS AS"), 0);
    ck_assert_int_eq(arrangeable(CR_GAME_ROCKIT, "KS AS JK KS AS JK"), 1);
    /* Bestplay onto an empty table and onto a crossing run. */
    best(CR_GAME_ROCKIT, "", "QH KH AH 2H KH AH 2H 9C", 7, 36);
    best(CR_GAME_ROCKIT, "QS KS AS", "2S JK KS AS 2S", 5, 15);
    best(CR_GAME_ROCKIT, "", "QD KD JK 2D QD KD 5C 6C", 4, 22);
}
END_TEST

/* Random hands made of runs round the cycle (each run 3-5 cards of one
 * suit from a random rank, K-A-2 allowed), two packs, jokers standing in
 * for some cards or added, and a few cards more. The runs start all round
 * the cycle, so no cut of it is free of runs across it: the wrap positions
 * (and every other cut's treatment of the seam) are exercised, with two
 * copies of a card and jokers on either side of the seam. */
static size_t gen_round_runs(env *e, uint8_t *out)
{
    int copies[4][14] = {{0}};
    size_t n = 0;
    unsigned runs = 3 + rnd(e, 2), jokers = rnd(e, 4);
    for (unsigned k = 0; k < runs; k++) {
        unsigned su = rnd(e, 4), start = 1 + rnd(e, 13), len = 3 + rnd(e, 3);
        for (unsigned j = 0; j < len; j++) {
            unsigned r = (start - 1 + j) % 13 + 1;
            if (jokers && rnd(e, 6) == 0) {
                out[n++] = CR_CARD_JOKER;
                jokers--;
            } else if (copies[su][r] < 2) {
                copies[su][r]++;
                out[n++] = CR_CARD(r, su);
            }
        }
    }
    for (unsigned k = rnd(e, 3); k > 0; k--) {
        unsigned su = rnd(e, 4), r = 1 + rnd(e, 13);
        if (copies[su][r] < 2) {
            copies[su][r]++;
            out[n++] = CR_CARD(r, su);
        }
    }
    for (; jokers > 0 && rnd(e, 2); jokers--)
        out[n++] = CR_CARD_JOKER;
    return n;
}

START_TEST(seam_agrees)
{
    env e;
    env_open(&e, _i, 13);
    if (!cyclic_variant(&e)) {
        env_close(&e);
        return;
    }
    for (int i = 0; i < scaled(&e, 150); i++) {
        uint8_t cards[MAXC], mixed[MAXC];
        size_t n = gen_round_runs(&e, cards);
        shuffled_copy(&e, mixed, cards, n);
        check_arrange(&e, mixed, n);
        check_bestplay(&e, mixed, 0, mixed, n);
        size_t nt = rnd(&e, 6);
        check_bestplay(&e, cards, nt, cards + nt, n - nt);
    }
    env_close(&e);
}
END_TEST

/* The suit bound of a state takes the suits its move left alone from its
 * parent's (cri_bound_rest): that must be the very bound computed whole, so
 * on hint-sized questions (a table of 8-12 melds, a hand of whole melds,
 * lay-offs and strays, two packs, 0-3 jokers) both give the same answers in
 * the same number of steps, with the bound from the first step. A parent
 * part taken from another state (the slot not checked) fails this. */
START_TEST(bound_parts_agree)
{
    env e;
    env_open(&e, _i, 14);
    cr_solver *whole = NULL;
    ck_assert_int_eq(cr_solver_new(&whole, e.profile), CR_OK);
    whole->bound_at_once = whole->bound_whole = true;
    /* Without the LP from the first step, nor at once onto a CYCLIC table
     * with a wild card: its plays, of the table alone as of the question,
     * end these questions before any search step. */
    e.solver->lp_at_once = whole->lp_at_once = false;
    e.solver->lp_onto_table_late = whole->lp_onto_table_late = true;
    whole->relaxed_allowance = e.solver->relaxed_allowance;
    whole->full_allowance = e.solver->full_allowance;
    e.solver->bound_at_once = true;
    e.solver->bound_whole = false;
    int reused = 0;
    for (int i = 0; i < scaled(&e, 40); i++) {
        uint8_t table[MAXC], hand[MAXC], pool[MAXC];
        unsigned jokers = rnd(&e, 4), table_jokers = rnd(&e, jokers + 1);
        counts used = {{0}};
        size_t nh = gen_meld_sum(&e, hand, rnd(&e, 3), 2, jokers - table_jokers, &used, 8);
        size_t nt = gen_meld_sum(&e, table, 8 + rnd(&e, 5), 2, table_jokers, &used, 60);
        size_t np = gen_dense(&e, pool, 4 + rnd(&e, 6), 2, 0, 4 + rnd(&e, 4));
        np += gen_uniform(&e, pool + np, rnd(&e, 4), 2, 0);
        for (size_t j = 0; j < np && nh < 14; j++)
            if (used.n[pool[j]] < 2)
                used.n[pool[j]]++, hand[nh++] = pool[j];
        int32_t c1 = -1, v1 = -1, c2 = -2, v2 = -2;
        int32_t r1 = cr_solver_bestplay(&c1, &v1, e.solver, table, nt, hand, nh);
        int32_t r2 = cr_solver_bestplay(&c2, &v2, whole, table, nt, hand, nh);
        ck_assert_msg(r1 == r2 && c1 == c2 && v1 == v2 && e.solver->steps == whole->steps,
                      "%s: %s / %s: rc %d %d, %d cards %d points / %d cards %d points, "
                      "steps %llu / %llu", e.v->label, text(table, nt), text(hand, nh),
                      (int)r1, (int)r2, (int)c1, (int)v1, (int)c2, (int)v2,
                      (unsigned long long)e.solver->steps, (unsigned long long)whole->steps);
        reused += e.solver->steps > 0;
    }
    ck_assert_int_gt(reused, 0);
    cr_solver_free(whole);
    env_close(&e);
}
END_TEST

/* One question of a random kind (0: arrange, 1: bestplay onto a table of
 * up to 40 cards, 2: a hand alone of 12-41 cards); its kind. */
static unsigned draw_question(env *e, uint8_t *table, size_t *nt, uint8_t *hand, size_t *nh)
{
    unsigned kind = rnd(e, 3);
    *nt = *nh = 0;
    if (kind == 1) {
        gen_question(e, table, nt, hand, nh, 40, 14);
    } else { /* (drawn in turn: the order of a call's arguments is unspecified) */
        unsigned jokers = rnd_jokers(e), n = 12 + rnd(e, 30);
        *nh = gen_uniform(e, hand, n, rnd_packs(e), jokers);
    }
    return kind;
}

/* A new solver of e's profile with e's solver's switches (its attempts'
 * allowances, the suit bound and the LP from the first step): the same
 * questions take the same path on both. */
static cr_solver *twin_solver(const env *e)
{
    cr_solver *s = NULL;
    ck_assert_int_eq(cr_solver_new(&s, e->profile), CR_OK);
    s->relaxed_allowance = e->solver->relaxed_allowance;
    s->full_allowance = e->solver->full_allowance;
    s->bound_at_once = e->solver->bound_at_once;
    s->lp_at_once = e->solver->lp_at_once;
    return s;
}

/* One question on solver s, whose answer goes to *r: its kind by k (0:
 * arrange, 1: bestplay onto the table, 2: the hand alone). */
static int32_t ask_kind(cr_solver *s, unsigned k, const uint8_t *table, size_t nt,
                   const uint8_t *hand, size_t nh, int32_t *count, int32_t *value, result *r)
{
    int32_t rc = k == 0   ? cr_solver_arrange(count, s, hand, nh)
                 : k == 1 ? cr_solver_bestplay(count, value, s, table, nt, hand, nh)
                          : cr_solver_bestplay(count, value, s, NULL, 0, hand, nh);
    read_result(r, s);
    return rc;
}

/* A solver keeps the option lists of its questions for the next ones, by
 * what each list is made from (cri_dp_opt_in_key, cri_opt_store_find): one
 * solver answering questions in turn must give the answers, melds and
 * steps of a new solver per question. A generator input left out of the
 * key hands a later question a list made for other inputs, and fails this.
 * Each question is asked of the solver twice: the second time finds its
 * lists in the store whenever the first kept some and the store lasts. */
START_TEST(option_lists_outlive_their_query)
{
    env e;
    env_open(&e, _i, 15);
    /* (the LP from the first step ends some before any list is made) */
    e.solver->lp_at_once = false;
    int found = 0, n = scaled_at_least(&e, 30, 30);
    /* (drawing on, up to four times, until a question finds its lists) */
    for (int i = 0; i < n || (found == 0 && i < 4 * n); i++) {
        uint8_t table[MAXC], hand[MAXC];
        size_t nt, nh;
        unsigned kind = draw_question(&e, table, &nt, hand, &nh);
        cr_solver *fresh = twin_solver(&e);
        int32_t c0 = -1, v0 = -1; /* (arrange sets no value) */
        result b;
        int32_t r0 = ask_kind(fresh, kind, table, nt, hand, nh, &c0, &v0, &b);
        uint32_t queries = e.solver->memo ? e.solver->memo->ogen : 0;
        for (int again = 0; again < 2; again++) {
            /* (the first ask searched once and kept lists, and the store
             * keeps them for the next query: ogen counts the searches) */
            const struct cri_memo *m = e.solver->memo;
            bool lasts = m && m->ogen == queries + 1 && m->oused > 0 && cri_opt_store_lasts(m);
            uint64_t hits = m ? m->phits : 0;
            int32_t c1 = -1, v1 = -1;
            result a;
            int32_t r1 = ask_kind(e.solver, kind, table, nt, hand, nh, &c1, &v1, &a);
            ck_assert_msg(r1 == r0 && c1 == c0 && v1 == v0 && same_result(&a, &b) &&
                              e.solver->steps == fresh->steps,
                          "%s: kind %u, ask %d: %s / %s: rc %d %d, %d / %d, %d / %d, "
                          "steps %llu / %llu",
                          e.v->label, kind, again, text(table, nt), text(hand, nh), (int)r1,
                          (int)r0, (int)c1, (int)c0, (int)v1, (int)v0,
                          (unsigned long long)e.solver->steps, (unsigned long long)fresh->steps);
            if (again && lasts) {
                ck_assert_msg(e.solver->memo->phits > hits, "%s: %s: no kept list found again",
                              e.v->label, text(hand, nh));
                found++;
            }
        }
        cr_solver_free(fresh);
    }
    ck_assert_int_gt(found, 0);
    env_close(&e);
}
END_TEST

/* The rebuild follows the choice the memo kept with each exact cost
 * (cri_dp_memo_choice) and searches a cell only where the memo kept none
 * (the memo emptied at its bound, an index past the bits). A solver whose
 * rebuild always searches must give the same answers, in valid melds of
 * the cards asked (not always the same melds: the rebuild's searches count
 * steps, and a question's later searches read the count at their marks).
 * A kept choice off by one fails this, or the rebuild with CR_E_INTERNAL. */
START_TEST(rebuild_follows_the_search)
{
    env e;
    env_open(&e, _i, 16);
    e.solver->lp_at_once = false; /* (the LP's play would answer some: no rebuild) */
    cr_solver *searching = twin_solver(&e);
    searching->memo_choice_off = true;
    int rebuilt = 0;
    for (int i = 0; i < scaled_at_least(&e, 30, 30); i++) {
        uint8_t table[MAXC], hand[MAXC];
        size_t nt, nh;
        unsigned kind = draw_question(&e, table, &nt, hand, &nh);
        int32_t c1 = -1, v1 = -1, c2 = -1, v2 = -1;
        result a, b;
        int32_t r1 = ask_kind(e.solver, kind, table, nt, hand, nh, &c1, &v1, &a);
        int32_t r2 = ask_kind(searching, kind, table, nt, hand, nh, &c2, &v2, &b);
        ck_assert_msg(r1 == r2 && c1 == c2 && v1 == v2,
                      "%s: kind %u: %s / %s: rc %d %d, %d / %d, %d / %d", e.v->label, kind,
                      text(table, nt), text(hand, nh), (int)r1, (int)r2, (int)c1, (int)c2,
                      (int)v1, (int)v2);
        counts melded = {{0}};
        const char *why = check_melds(&e, &b, &melded);
        ck_assert_msg(!why, "%s: %s / %s: %s", e.v->label, text(table, nt), text(hand, nh),
                      why ? why : "");
        rebuilt += searching->steps > e.solver->steps; /* (its rebuild searched) */
    }
    ck_assert_int_gt(rebuilt, 0);
    cr_solver_free(searching);
    env_close(&e);
}
END_TEST

START_TEST(bad_input)
{
    env e;
    env_open(&e, 10, 7);
    uint8_t cards[4] = {0x0E, 0x01, 0x02, 0x03};
    int32_t v = -1;
    ck_assert_int_eq(cr_solver_deadwood(&v, e.solver, cards, 4), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_solver_arrange(&v, e.solver, NULL, 3), CR_E_INVALID_ARGUMENT);
    uint8_t four[4] = {0x01, 0x01, 0x01, 0x01};
    ck_assert_int_eq(cr_solver_arrange(&v, e.solver, four, 4), CR_E_LIMIT);
    uint8_t t[2] = {CR_CARD(5, 2), CR_CARD(6, 2)}, h[1] = {CR_CARD(7, 2)};
    int32_t c = -1;
    ck_assert_int_eq(cr_solver_bestplay(&c, &v, e.solver, t, 2, h, 1), CR_E_UNSATISFIABLE);
    env_close(&e);
}
END_TEST

void random_add_tricky(TCase *tc)
{
    tcase_add_test(tc, tricky_cases);
    tcase_add_test(tc, seam_cases);
    tcase_add_loop_test(tc, seam_agrees, 0, N_VARIANTS);
    tcase_add_loop_test(tc, bound_parts_agree, 0, N_VARIANTS);
    tcase_add_loop_test(tc, option_lists_outlive_their_query, 0, N_VARIANTS);
    tcase_add_loop_test(tc, rebuild_follows_the_search, 0, N_VARIANTS);
    tcase_add_test(tc, bad_input);
}
