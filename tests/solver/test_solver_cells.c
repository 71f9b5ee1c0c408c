/* The cells the search passes straight on (cri_dp_cell_passes, "A cell with
 * one option passes" in docs/solver.md): at every cell it names, in random
 * problems of every sequence mode, with and without wild cards, lean and
 * full, relaxed and not, at every cyclic rotation, the option generator
 * makes exactly one option, which costs nothing and leaves the state as it
 * is. The test fails when the generator learns a choice at such a cell (a
 * new way to start a run on a wild card, say) that the rule would skip. */
#include "check_main.h"
#include "cards/random.h"
#include "common/internal.h"
#include "solver/solver_internal.h"
#include "solver/solver_options.h"
#include "solver/solver_table.h"

#include <string.h>

/* The profiles: a preset, then one setting (or none). */
static const struct {
    const char *preset, *key, *value;
} profiles[] = {
    {"rockit", NULL, NULL},
    {"rockit", "seq_mode", "LOW"},
    {"rockit", "seq_mode", "HIGH_OR_LOW"},
    {"carousel", NULL, NULL},
    {"boathouse", "seq_mode", "CYCLIC"},
    {"java", NULL, NULL},
    {"double", "wild_deuces", "on"},
};

/* A random state: each suit has open runs one time in three (values valid
 * for the search, full or lean), the wild cards used at most those there
 * are; the groups' naturals of the position and the reservations small. */
static void random_state(cri_pcg32 *rng, bool lean, unsigned wilds, uint64_t *k0, uint64_t *k1)
{
    *k0 = 0;
    for (unsigned s = 0; s < 4; s++) {
        if (cri_pcg32_bounded(rng, 3) != 0)
            continue;
        unsigned n = 1 + cri_pcg32_bounded(rng, MAX_RUNS), prev = 7;
        for (unsigned j = 0; j < n; j++) {
            unsigned v = 1 + cri_pcg32_bounded(rng, lean ? 7 : 6);
            v = v > prev ? prev : v; /* sorted decreasing, as the search keeps them */
            *k0 |= (uint64_t)v << (s * 12 + j * 3);
            prev = v;
        }
    }
    *k0 |= (uint64_t)cri_pcg32_bounded(rng, wilds + 1) << 48;
    *k1 = 0;
    for (unsigned s = 0; s < 4; s++)
        for (unsigned which = 0; which < 4; which++)
            *k1 = res_set(*k1, s, which, cri_pcg32_bounded(rng, 3) == 0);
    if (cri_pcg32_bounded(rng, 2))
        *k1 |= (uint64_t)cri_pcg32_bounded(rng, 256) << 32;
}

/* Every option the generator makes at a cell, into out (MAX_OPTS): how many. */
static size_t all_options(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, cri_suit_opt *out)
{
    opt_gen g;
    size_t n = 0;
    cri_dp_gen_start(c, cell, k0, k1, &g);
    while (cri_dp_gen_more(c, &g, out, &n))
        ;
    ck_assert_int_eq(c->status, CR_OK);
    return n;
}

START_TEST(a_passed_cell_has_one_option_that_changes_nothing)
{
    static cri_suit_opt opts[MAX_OPTS];
    static struct cri_memo memo; /* the group table's, for the empty vector */
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 20261204u + cr_test_seed() * 101u + (uint64_t)_i);
    cr_meld_profile *p = NULL;
    cr_solver *solver = NULL;
    ck_assert_int_eq(cr_meld_profile_new(&p, profiles[_i].preset), CR_OK);
    if (profiles[_i].key)
        ck_assert_int_eq(cr_meld_profile_set(p, profiles[_i].key, profiles[_i].value), CR_OK);
    ck_assert_int_eq(cr_solver_new(&solver, p), CR_OK);
    const cri_meld_profile *prof = &solver->prof;
    unsigned passed = 0, passed_with_wilds = 0;
    for (int round = 0; round < 300; round++) {
        uint8_t deck[CR_MAX_CARDS];
        size_t n = 0;
        ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &n, 2, 4), CR_OK);
        cri_shuffle(&rng, deck, n);
        size_t take = 3 + cri_pcg32_bounded(&rng, 45), nt = cri_pcg32_bounded(&rng, (uint32_t)take);
        cri_multiset table, hand;
        cri_ms_clear(&table);
        cri_ms_clear(&hand);
        for (size_t i = 0; i < take; i++)
            cri_ms_add(i < nt ? &table : &hand, deck[i]);
        cri_dp_problem pb;
        cri_dp_problem_build(&pb, prof, &table, &hand, CRI_GOAL_VALUE);
        cri_dp_ctx c;
        memset(&c, 0, sizeof c);
        c.s = solver;
        c.pb = &pb;
        c.prof = prof;
        c.status = CR_OK;
        bool cyclic = prof->seq_mode == CR_SEQ_CYCLIC;
        c.first = cyclic ? 0 : POS_RANK(1);
        c.last = cyclic ? POS_SUFFIX_2
                 : prof->seq_mode == CR_SEQ_HIGH_OR_LOW ? POS_SUFFIX_A
                                                        : POS_RANK(13);
        c.lean = cri_pcg32_bounded(&rng, 2);
        c.relax = cyclic && cri_pcg32_bounded(&rng, 2);
        cri_dp_set_rotation(&c, cyclic ? cri_pcg32_bounded(&rng, 13) : 0);
        for (int k = 0; k < 20; k++) {
            uint64_t k0, k1_all;
            random_state(&rng, c.lean, pb.wilds, &k0, &k1_all);
            for (int cell = CELL(c.first, 0); cell < CELL(c.last + 1, 0); cell++) {
                /* the rank's groups hold naturals of the suits before this one only */
                unsigned s = (unsigned)cell % 4u;
                uint64_t k1 = k1_all & ~(((UINT64_C(1) << (2 * (4 - s))) - 1) << (32 + 2 * s));
                if (!cri_dp_cell_passes(&c, cell, k0, k1))
                    continue;
                size_t count = all_options(&c, cell, k0, k1, opts);
                ck_assert_msg(count == 1, "%s %s: cell %d passed with %zu options",
                              profiles[_i].preset, profiles[_i].value ? profiles[_i].value : "",
                              cell, count);
                uint64_t n0, n1;
                cri_dp_apply_option(&c, cell, &opts[0], k0, k1, &n0, &n1);
                ck_assert_int_eq(opts[0].cost, 0);
                ck_assert_uint_eq(n0, k0);
                ck_assert_uint_eq(n1, k1);
                /* After the last suit the rank's groups take wild cards: none
                 * here, with no natural in them, so no choice either. */
                if (s == 3) {
                    ck_assert_uint_eq(pool_of(n1), 0);
                    ck_assert_uint_eq(cri_dp_group_ok_compute(&memo, prof, 0), 1u);
                }
                passed++;
                passed_with_wilds += used_of(k0) < pb.wilds;
            }
        }
    }
    /* The rule is met often, wild cards free too: the test sees it work. */
    ck_assert_uint_gt(passed, 1000);
    ck_assert_uint_gt(passed_with_wilds, 100);
    cr_solver_free(solver);
    cr_meld_profile_free(p);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("solver_cells");
    TCase *tc = tcase_create("passes");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, a_passed_cell_has_one_option_that_changes_nothing, 0,
                        (int)CRI_ARRAY_LEN(profiles));
    suite_add_tcase(s, tc);
    return s;
}
