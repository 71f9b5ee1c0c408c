/* The pruning before the search (cri_dp_prune_isolated, "Pruning before the
 * sweep" in docs/solver.md): in random sparse problems of every sequence
 * mode and group shape, it takes out exactly the naturals that no group of
 * their rank and no window of three consecutive ranks of their suit can
 * hold with the problem's wild cards, as a plain per-card reading of that
 * rule lists them; the hand copies go to the cards left with their cost,
 * a table copy makes the question impossible. The windows are written out
 * here rank by rank, so that the library's masks of positions (the ace high,
 * round the corner) are checked against an independent list. */
#include "check_main.h"
#include "cards/random.h"
#include "common/internal.h"
#include "solver/solver_internal.h"
#include "solver/solver_dp.h"

#include <string.h>

/* The windows of three ranks a run can hold in the mode, into w: how many. */
static size_t windows_of(int mode, unsigned w[13][3])
{
    size_t n = 0;
    for (unsigned k = 1; k <= 11; k++, n++)
        for (unsigned j = 0; j < 3; j++)
            w[n][j] = k + j; /* A 2 3 .. J Q K */
    if (mode == CR_SEQ_HIGH_OR_LOW || mode == CR_SEQ_CYCLIC) {
        w[n][0] = 12, w[n][1] = 13, w[n][2] = 1; /* Q K A */
        n++;
    }
    if (mode == CR_SEQ_CYCLIC) {
        w[n][0] = 13, w[n][1] = 1, w[n][2] = 2; /* K A 2 */
        n++;
    }
    return n;
}

/* Whether natural (s, r) lies in some group or window, read card by card. */
static bool in_some_meld(const cri_meld_profile *p, const cri_dp_problem *pb, unsigned s,
                         unsigned r)
{
    unsigned cards = 0;
    for (unsigned t = 0; t < 4; t++)
        cards += p->group_distinct ? pb->count[t][r] > 0 : pb->count[t][r];
    if (cards + pb->wilds >= p->group_min && p->group_min <= (p->group_distinct ? 4u : 24u))
        return true;
    unsigned w[13][3];
    size_t nw = windows_of(p->seq_mode, w);
    for (size_t i = 0; i < nw; i++) {
        if (w[i][0] != r && w[i][1] != r && w[i][2] != r)
            continue;
        unsigned missing = 0;
        for (unsigned j = 0; j < 3; j++)
            missing += w[i][j] != r && pb->count[s][w[i][j]] == 0;
        if (missing <= pb->wilds)
            return true;
    }
    return false;
}

/* A sparse random problem: a natural is there one time in four (one or two
 * copies, some of them hand copies), 0-2 wild cards. */
static void random_problem(cri_pcg32 *rng, cri_dp_problem *pb)
{
    memset(pb, 0, sizeof *pb);
    for (unsigned s = 0; s < 4; s++)
        for (unsigned r = 1; r <= 13; r++) {
            if (cri_pcg32_bounded(rng, 4) != 0)
                continue;
            pb->count[s][r] = (uint8_t)(1 + cri_pcg32_bounded(rng, 2));
            pb->hand[s][r] = (uint8_t)(cri_pcg32_bounded(rng, 4) == 0
                                           ? cri_pcg32_bounded(rng, pb->count[s][r])
                                           : pb->count[s][r]);
            pb->leave[s][r] = (int32_t)(1 + cri_pcg32_bounded(rng, 20));
        }
    pb->wilds = (uint8_t)cri_pcg32_bounded(rng, 3);
}

/* The sequence modes and group shapes tried. */
static const struct {
    uint8_t seq_mode, group_min, group_distinct;
} shapes[] = {
    {CR_SEQ_LOW, 3, 1},         {CR_SEQ_LOW, 3, 0},          {CR_SEQ_LOW, 4, 1},
    {CR_SEQ_HIGH_OR_LOW, 3, 1}, {CR_SEQ_HIGH_OR_LOW, 3, 0},  {CR_SEQ_CYCLIC, 3, 1},
    {CR_SEQ_CYCLIC, 3, 0},      {CR_SEQ_CYCLIC, 5, 1}, /* no group at all */
};

START_TEST(prune_takes_out_exactly_the_naturals_in_no_meld)
{
    cri_meld_profile p;
    memset(&p, 0, sizeof p);
    p.group_max = CRI_GROUP_UNLIMITED;
    p.run_min = 3;
    p.seq_mode = shapes[_i].seq_mode;
    p.group_min = shapes[_i].group_min;
    p.group_distinct = shapes[_i].group_distinct;
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 20261204u + cr_test_seed() * 103u + (uint64_t)_i);
    unsigned dropped = 0, impossible = 0, kept_by_wild = 0;
    for (int round = 0; round < 3000; round++) {
        cri_dp_problem pb, before;
        random_problem(&rng, &pb);
        before = pb;
        uint8_t left[CR_MAX_CARDS];
        size_t nleft = 99;
        int32_t cost = -1;
        bool ok = cri_dp_prune_isolated(&p, &pb, left, &nleft, &cost);
        bool want_ok = true;
        size_t want_left = 0;
        int32_t want_cost = 0;
        for (unsigned s = 0; s < 4; s++)
            for (unsigned r = 1; r <= 13; r++) {
                unsigned n = before.count[s][r];
                if (n == 0 || before.wilds >= 2 || in_some_meld(&p, &before, s, r)) {
                    if (n > 0 && before.wilds == 1 && ok) {
                        cri_dp_problem none = before;
                        none.wilds = 0;
                        kept_by_wild += !in_some_meld(&p, &none, s, r);
                    }
                    /* kept, untouched */
                    if (ok) {
                        ck_assert_uint_eq(pb.count[s][r], n);
                        ck_assert_uint_eq(pb.hand[s][r], before.hand[s][r]);
                    }
                    continue;
                }
                want_ok = want_ok && before.hand[s][r] == n;
                want_cost += (int32_t)n * before.leave[s][r];
                for (unsigned k = 0; k < n; k++) {
                    ck_assert_uint_lt(want_left, CR_MAX_CARDS);
                    if (ok)
                        ck_assert_uint_eq(left[want_left], CR_CARD(r, s));
                    want_left++;
                }
                if (ok) {
                    ck_assert_uint_eq(pb.count[s][r], 0);
                    ck_assert_uint_eq(pb.hand[s][r], 0);
                }
            }
        ck_assert_msg(ok == want_ok, "round %d: prune said %d, the rule %d", round, ok, want_ok);
        if (!ok) {
            impossible++;
            continue;
        }
        ck_assert_uint_eq(nleft, want_left);
        ck_assert_int_eq(cost, want_cost);
        dropped += (unsigned)nleft;
    }
    /* The rule takes cards out, finds tables impossible and keeps cards
     * for the wild card alone: the test sees each case. */
    ck_assert_uint_gt(dropped, 1000);
    ck_assert_uint_gt(impossible, 100);
    ck_assert_uint_gt(kept_by_wild, 100);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("solver_prune");
    TCase *tc = tcase_create("isolated");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, prune_takes_out_exactly_the_naturals_in_no_meld, 0,
                        (int)CRI_ARRAY_LEN(shapes));
    suite_add_tcase(s, tc);
    return s;
}
