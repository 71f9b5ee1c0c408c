/* The LP relaxation bound of bestplay (lib/solver/solver_lp.c) against the
 * solver's own exact answers, fixed seeds.
 *
 * Soundness: on random bestplay questions of seven presets (tables are sums
 * of valid melds, one or two packs, 0-4 jokers; hands random from the rest
 * of the deck), the bound never exceeds the optimum: cards_left is at most
 * the hand cards the best play leaves, and when equal value_left is at most
 * the hand value it leaves. Arrange questions (empty hand): a table the
 * solver arranges gets cards_left 0; cards_left 1 only for a table it cannot
 * arrange. The lean bound (wild cards free) is at most the natural hand cards
 * (then their value) the best play leaves. Tightness: the bound equals the optimum's cards left on at least
 * 80% of the questions with wild cards and of those without (so a broken LP
 * that answers 0 fails). The bound does not depend on the order of the cards.
 * A hard question that leaves one card is answered exactly by trying which
 * card to leave, and by the deeper branch and bounds. (When a hand alone
 * asks for the bound: test_lp_marks.c.)
 *
 * Scale: CR_TEST_SCALE (percent) multiplies the number of questions. */
#include "random_support.h"
#include "solver/solver_lp.h"
#include "solver/solver_dp.h"       /* which card to leave (cri_dp_leave_one) */
#include "solver/solver_lp_impl.h" /* the kept basis (cri_lp_load_basis) */

#include <math.h>
#include <stdio.h>
#include <string.h>

static const char *const presets[] = {"carousel", "rockit", "straight7", "boathouse",
                                      "double",   "java",   "rummy-poker"};
enum { N_PRESETS = sizeof presets / sizeof presets[0] };

static int hand_value(const env *e, const uint8_t *cards, size_t n)
{
    int v = 0;
    for (size_t i = 0; i < n; i++)
        v += cri_card_value(&e->profile->p, cards[i]);
    return v;
}

/* The cards of a text (at most MAXC), which must parse. */
static size_t parse_cards(uint8_t *out, const char *text)
{
    size_t n = 0;
    ck_assert_int_eq(cr_cards_parse(out, MAXC, &n, NULL, text), CR_OK);
    return n;
}

/* A pinned question: the env of preset and seed opened, the hand of a
 * text (which must hold `cards` cards) into hand; its count. */
static size_t open_with_hand(env *e, const char *preset, uint64_t seed, const char *text,
                             uint8_t *hand, size_t cards)
{
    env_open(e, variant_index(preset), seed);
    size_t n = parse_cards(hand, text);
    ck_assert_uint_eq(n, cards);
    return n;
}

/* The natural cards the solver's last answer leaves (and their value). */
static void naturals_left(const env *e, int *count, int *value)
{
    uint8_t un[MAXC];
    size_t nun = 0;
    ck_assert_int_eq(cr_solver_result_unmatched(un, MAXC, &nun, e->solver), CR_OK);
    *count = *value = 0;
    for (size_t i = 0; i < nun; i++)
        if (!cri_card_is_wild(&e->profile->p, un[i])) {
            ++*count;
            *value += cri_card_value(&e->profile->p, un[i]);
        }
}

/* One preset's questions; adds its counts of questions and of exact bounds
 * to asked and exact ([with wild cards]). */
static void sound_and_tight(int preset, int *pooled_asked, int *pooled_exact)
{
    env e;
    env_open(&e, variant_index(presets[preset]), 11);
    cr_solver_set_budget(e.solver, 2000000);
    cri_lp *lp = cri_lp_new();
    ck_assert_ptr_nonnull(lp);
    int n = scaled(&e, 1500), limited = 0, asked[2] = {0, 0}, exact[2] = {0, 0};
    int value_exact = 0, pivots_max = 0, lean_exact = 0;
    for (int q = 0; q < n; q++) {
        uint8_t table[MAXC], hand[MAXC];
        size_t nt, nh;
        gen_question(&e, table, &nt, hand, &nh, 60, 30);
        int32_t count = -1, value = -1;
        int32_t st = cr_solver_bestplay(&count, &value, e.solver, table, nt, hand, nh);
        cri_lp_bound b = {-1, -1};
        ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, table, nt, hand, nh, &b));
        if (cri_lp_last_pivots(lp) > pivots_max)
            pivots_max = cri_lp_last_pivots(lp);
        if (st == CR_E_LIMIT) {
            limited++;
            continue;
        }
        ck_assert_msg(st == CR_OK, "%s bestplay [%s] -- [%s]: %s", e.v->label, text(table, nt),
                      text(hand, nh), cr_solver_last_error(e.solver));
        int left = (int)nh - count, vleft = hand_value(&e, hand, nh) - value;
        ck_assert_msg(b.cards_left <= left && (b.cards_left < left || b.value_left <= vleft),
                      "%s [%s] -- [%s]: bound %d cards worth %d, optimum leaves %d worth %d",
                      e.v->label, text(table, nt), text(hand, nh), b.cards_left, b.value_left,
                      left, vleft);
        /* The lean bound (wild cards free, natural hand cards counted):
         * the best play less its wild cards is a lean play, so the bound is
         * at most the natural cards it leaves (and, equal, their value). */
        int nat_left = 0, nat_vleft = 0;
        naturals_left(&e, &nat_left, &nat_vleft);
        cri_lp_bound lb = {-1, -1};
        ck_assert(cri_lp_lean_bound(lp, &e.profile->p, table, nt, hand, nh, &lb));
        ck_assert_msg(lb.cards_left <= nat_left &&
                          (lb.cards_left < nat_left || lb.value_left <= nat_vleft),
                      "%s [%s] -- [%s]: lean bound %d cards worth %d, the best play leaves "
                      "%d naturals worth %d",
                      e.v->label, text(table, nt), text(hand, nh), lb.cards_left, lb.value_left,
                      nat_left, nat_vleft);
        lean_exact += lb.cards_left == nat_left && lb.value_left == nat_vleft;
        int w = has_wild(&e, table, nt, hand, nh);
        asked[w]++;
        exact[w] += b.cards_left == left;
        value_exact += b.cards_left == left && b.value_left == vleft;
        /* Shuffled, the same bound. */
        uint8_t st_[MAXC], sh[MAXC];
        shuffled_copy(&e, st_, table, nt);
        shuffled_copy(&e, sh, hand, nh);
        cri_lp_bound b2 = {-1, -1};
        ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, st_, nt, sh, nh, &b2));
        ck_assert_msg(b2.cards_left == b.cards_left && b2.value_left == b.value_left,
                      "%s [%s] -- [%s]: the bound changed when shuffled", e.v->label,
                      text(table, nt), text(hand, nh));
    }
    printf("%s: %d questions (%d over the budget); cards_left exact on %d of %d without wild "
           "cards, %d of %d with; cost exact on %d; pivots max %d; the lean bound meets the "
           "best play's naturals on %d\n",
           e.v->label, n, limited, exact[0], asked[0], exact[1], asked[1], value_exact,
           pivots_max, lean_exact);
    ck_assert_msg(limited * 50 <= n, "%s: %d questions over the budget", e.v->label, limited);
    /* At least 80% per preset (the tenth round saw 91-100%) and overall. */
    for (int w = 0; w < 2; w++) {
        ck_assert_msg(asked[w] < 20 || exact[w] * 5 >= asked[w] * 4,
                      "%s: the bound is exact on %d of %d questions (wild cards: %d)",
                      e.v->label, exact[w], asked[w], w);
        pooled_asked[w] += asked[w];
        pooled_exact[w] += exact[w];
    }
    cri_lp_free(lp);
    env_close(&e);
}

START_TEST(bound_is_sound_and_tight)
{
    int pooled_asked[2] = {0, 0}, pooled_exact[2] = {0, 0};
    for (int i = 0; i < N_PRESETS; i++)
        sound_and_tight(i, pooled_asked, pooled_exact);
    for (int w = 0; w < 2; w++) {
        printf("all presets, %s wild cards: cards_left exact on %d of %d (%.1f%%)\n",
               w ? "with" : "without", pooled_exact[w], pooled_asked[w],
               100.0 * pooled_exact[w] / (pooled_asked[w] ? pooled_asked[w] : 1));
        ck_assert_int_gt(pooled_asked[w], 0);
        ck_assert_int_ge(pooled_exact[w] * 5, pooled_asked[w] * 4);
    }
}
END_TEST

/* The branch and bound (solver_lp_branch.c) under caps of 1 to 64 boxes:
 * never above the optimum (the question's bound and the lean one), never
 * weaker than the relaxation alone, and exact on more questions than it;
 * "no play melds the table" only where the solver finds none. */
START_TEST(branch_bound_is_sound_and_tighter)
{
    env e;
    env_open(&e, variant_index(presets[_i]), 14);
    cr_solver_set_budget(e.solver, 2000000);
    cri_lp *plain = cri_lp_new(), *branched = cri_lp_new();
    ck_assert(plain && branched);
    int n = scaled(&e, 150), exact_plain = 0, exact_branched = 0, boxes_max = 0;
    for (int q = 0; q < n; q++) {
        uint8_t table[MAXC], hand[MAXC];
        size_t nt, nh;
        gen_question(&e, table, &nt, hand, &nh, 40, 40);
        cri_lp_set_branch_nodes(branched, 1 + q % 64);
        int32_t count = -1, value = -1;
        int32_t st = cr_solver_bestplay(&count, &value, e.solver, table, nt, hand, nh);
        cri_lp_bound b = {-1, -1}, lp = {-1, -1};
        ck_assert(cri_lp_bestplay_bound(plain, &e.profile->p, table, nt, hand, nh, &lp));
        ck_assert(cri_lp_bestplay_bound(branched, &e.profile->p, table, nt, hand, nh, &b));
        if (cri_lp_last_branch_nodes(branched) > boxes_max)
            boxes_max = cri_lp_last_branch_nodes(branched);
        ck_assert_int_le(cri_lp_last_branch_nodes(branched), 4 * (1 + q % 64));
        ck_assert_msg(b.cards_left > lp.cards_left ||
                          (b.cards_left == lp.cards_left && b.value_left >= lp.value_left),
                      "%s [%s] -- [%s]: branched %d/%d weaker than the LP's %d/%d", e.v->label,
                      text(table, nt), text(hand, nh), b.cards_left, b.value_left, lp.cards_left,
                      lp.value_left);
        if (st == CR_E_UNSATISFIABLE || st == CR_E_LIMIT)
            continue;
        ck_assert_int_eq(st, CR_OK);
        int left = (int)nh - count, vleft = hand_value(&e, hand, nh) - value;
        ck_assert_msg(b.cards_left < left || (b.cards_left == left && b.value_left <= vleft),
                      "%s [%s] -- [%s] (%d boxes): bound %d cards worth %d, optimum leaves %d "
                      "worth %d",
                      e.v->label, text(table, nt), text(hand, nh), 1 + q % 64, b.cards_left,
                      b.value_left, left, vleft);
        exact_plain += lp.cards_left == left && lp.value_left == vleft;
        exact_branched += b.cards_left == left && b.value_left == vleft;
        int nat_left = 0, nat_vleft = 0;
        naturals_left(&e, &nat_left, &nat_vleft);
        cri_lp_bound lb = {-1, -1};
        ck_assert(cri_lp_lean_bound(branched, &e.profile->p, table, nt, hand, nh, &lb));
        ck_assert_msg(lb.cards_left < nat_left ||
                          (lb.cards_left == nat_left && lb.value_left <= nat_vleft),
                      "%s [%s] -- [%s]: lean branched bound %d cards worth %d, the best play "
                      "leaves %d naturals worth %d",
                      e.v->label, text(table, nt), text(hand, nh), lb.cards_left, lb.value_left,
                      nat_left, nat_vleft);
    }
    printf("%s: %d questions; whole cost exact on %d with the LP alone, %d with branch and "
           "bound (up to %d boxes)\n",
           e.v->label, n, exact_plain, exact_branched, boxes_max);
    ck_assert_int_ge(exact_branched, exact_plain);
    cri_lp_free(plain);
    cri_lp_free(branched);
    env_close(&e);
}
END_TEST

/* A bound asked again for the same question with more boxes goes on from
 * the boxes its first card count left open (cri_lp_set_question): the same
 * bound and play as from the start, in the same boxes in all; another
 * name, another kind between, or other cards start again. */
static void assert_same_bound(const env *e, const char *what, const uint8_t *table, size_t nt,
                              const uint8_t *hand, size_t nh, const cri_lp_bound *a,
                              const cri_lp *la, const cri_lp_bound *b, const cri_lp *lb)
{
    cri_lp_meld pa[64], pb[64];
    size_t na = cri_lp_play(la, pa, 64), nb = cri_lp_play(lb, pb, 64);
    bool same_play = na == nb;
    for (size_t i = 0; same_play && i < na; i++)
        same_play = pa[i].n == pb[i].n && !memcmp(pa[i].card, pb[i].card, pa[i].n);
    ck_assert_msg(a->cards_left == b->cards_left && a->value_left == b->value_left && same_play,
                  "%s [%s] -- [%s] %s: %d/%d (play of %zu melds) where from the start "
                  "%d/%d (%zu)",
                  e->v->label, text(table, nt), text(hand, nh), what, a->cards_left,
                  a->value_left, na, b->cards_left, b->value_left, nb);
}

START_TEST(branch_bound_goes_on)
{
    env e;
    env_open(&e, variant_index(presets[_i]), 15);
    cri_lp *fresh = cri_lp_new(), *lp = cri_lp_new();
    ck_assert(fresh && lp);
    /* (the check that some went on needs a few dozen: 7-33 in 100) */
    int n = scaled_at_least(&e, 100, 50), went_on = 0;
    for (int q = 0; q < n; q++) {
        uint8_t table[MAXC], hand[MAXC], other[MAXC];
        size_t nt, nh;
        gen_question(&e, table, &nt, hand, &nh, 40, 40);
        int first = 1 + q % 16, then = first + 1 + q % 48;
        cri_lp_bound from_start, b1, b2;
        cri_lp_set_branch_nodes(fresh, then);
        ck_assert(cri_lp_bestplay_bound(fresh, &e.profile->p, table, nt, hand, nh, &from_start));
        int boxes_from_start = cri_lp_last_branch_nodes(fresh);
        /* the same name twice, the second with more boxes */
        cri_lp_set_question(lp, 2 * (uint64_t)q + 1);
        cri_lp_set_branch_nodes(lp, first);
        ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, table, nt, hand, nh, &b1));
        int boxes_first = cri_lp_last_branch_nodes(lp);
        bool open = lp->rounds.open;
        cri_lp_set_branch_nodes(lp, then);
        ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, table, nt, hand, nh, &b2));
        assert_same_bound(&e, "gone on", table, nt, hand, nh, &b2, lp, &from_start, fresh);
        if (open) { /* the boxes solved again would be counted again */
            went_on++;
            ck_assert_int_eq(boxes_first + cri_lp_last_branch_nodes(lp), boxes_from_start);
        } else {
            ck_assert_int_eq(cri_lp_last_branch_nodes(lp), boxes_from_start);
        }
        /* a lean bound between, or other cards, under the same name: from
         * the start again */
        cri_lp_set_question(lp, 2 * (uint64_t)q + 2);
        cri_lp_set_branch_nodes(lp, first);
        ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, table, nt, hand, nh, &b1));
        ck_assert(cri_lp_lean_bound(lp, &e.profile->p, table, nt, hand, nh, &b2));
        cri_lp_set_branch_nodes(lp, then);
        ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, table, nt, hand, nh, &b2));
        assert_same_bound(&e, "after a lean bound", table, nt, hand, nh, &b2, lp, &from_start,
                          fresh);
        ck_assert_int_eq(cri_lp_last_branch_nodes(lp), boxes_from_start);
        if (nh > 1) {
            memcpy(other, hand, nh);
            cri_lp_set_branch_nodes(lp, first);
            ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, table, nt, other, nh - 1, &b1));
            cri_lp_set_branch_nodes(lp, then);
            ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, table, nt, hand, nh, &b2));
            assert_same_bound(&e, "after other cards", table, nt, hand, nh, &b2, lp,
                              &from_start, fresh);
            ck_assert_int_eq(cri_lp_last_branch_nodes(lp), boxes_from_start);
        }
    }
    printf("%s: %d questions, %d went on from the boxes left open\n", e.v->label, n, went_on);
    ck_assert_int_gt(went_on, 0);
    cri_lp_free(fresh);
    cri_lp_free(lp);
    env_close(&e);
}
END_TEST

/* A bound whose branch and bound closed every box (cri_lp_settled) is the
 * model's integer optimum: the same question with many more boxes gives
 * the same bound and the same play, which is why the search asks for no
 * deeper stage after it (solver_lp_root.c). The LP alone never settles. */
START_TEST(settled_bound_is_final)
{
    env e;
    env_open(&e, variant_index(presets[_i]), 18);
    cri_lp *lp = cri_lp_new(), *deeper = cri_lp_new();
    ck_assert(lp && deeper);
    /* (the check that some do not settle needs a few dozen: 10-39 in 100) */
    int n = scaled_at_least(&e, 100, 50), settled = 0, lean_settled = 0;
    for (int q = 0; q < n; q++) {
        uint8_t table[MAXC], hand[MAXC];
        size_t nt, nh;
        gen_question(&e, table, &nt, hand, &nh, 40, 40);
        int boxes = 1 + q % 16;
        cri_lp_bound b, more;
        cri_lp_set_branch_nodes(lp, 0);
        ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, table, nt, hand, nh, &b));
        ck_assert(!cri_lp_settled(lp));
        cri_lp_set_branch_nodes(lp, boxes);
        cri_lp_set_branch_nodes(deeper, 16 * boxes);
        ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, table, nt, hand, nh, &b));
        if (cri_lp_settled(lp)) {
            settled++;
            ck_assert(cri_lp_bestplay_bound(deeper, &e.profile->p, table, nt, hand, nh, &more));
            assert_same_bound(&e, "settled", table, nt, hand, nh, &more, deeper, &b, lp);
        }
        ck_assert(cri_lp_lean_bound(lp, &e.profile->p, table, nt, hand, nh, &b));
        if (cri_lp_settled(lp)) {
            lean_settled++;
            ck_assert(cri_lp_lean_bound(deeper, &e.profile->p, table, nt, hand, nh, &more));
            ck_assert_int_eq(more.cards_left, b.cards_left);
            ck_assert_int_eq(more.value_left, b.value_left);
        }
    }
    printf("%s: %d questions, %d bounds settled, %d lean ones\n", e.v->label, n, settled,
           lean_settled);
    /* some settle and some do not at these caps (else the test shows nothing) */
    ck_assert_int_gt(settled, 0);
    ck_assert_int_lt(settled, n);
    cri_lp_free(lp);
    cri_lp_free(deeper);
    env_close(&e);
}
END_TEST

/* Entry (r, j) of B^-1 [A -I]: row r of the current B^-1 times column j. */
static double binv_times(const cri_lp *lp, int r, int j)
{
    int m = lp->m;
    if (j >= lp->n)
        return -lp->binv[(j - lp->n) * m + r];
    double x = 0;
    for (int k = lp->beg[j]; k < lp->beg[j + 1]; k++)
        x += lp->binv[lp->row[k] * m + r] * lp->val[k];
    return x;
}

/* The branch and bound starts each box's children from its basis, made
 * again from the bits it kept (cri_lp_load_basis): the basis of every
 * question's last LP loads back as the same columns with B^-1 B = I. */
START_TEST(kept_basis_loads_back)
{
    env e;
    env_open(&e, variant_index(presets[_i]), 15);
    cri_lp *lp = cri_lp_new();
    ck_assert(lp);
    cri_lp_set_branch_nodes(lp, 8);
    int n = scaled(&e, 100);
    for (int q = 0; q < n; q++) {
        uint8_t table[MAXC], hand[MAXC];
        size_t nt, nh;
        gen_question(&e, table, &nt, hand, &nh, 40, 40);
        cri_lp_bound b;
        ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, table, nt, hand, nh, &b));
        cri_lp_basis kept, loaded;
        cri_lp_save_basis(lp, &kept);
        ck_assert_msg(cri_lp_load_basis(lp, &kept), "%s [%s] -- [%s]: the kept basis is singular",
                      e.v->label, text(table, nt), text(hand, nh));
        cri_lp_save_basis(lp, &loaded);
        ck_assert(!memcmp(&kept, &loaded, sizeof kept));
        for (int r = 0; r < lp->m; r++)
            for (int i = 0; i < lp->m; i++)
                ck_assert_msg(fabs(binv_times(lp, r, lp->basis[i]) - (r == i)) < 1e-9,
                              "%s [%s] -- [%s]: (B^-1 B)[%d][%d] = %g", e.v->label,
                              text(table, nt), text(hand, nh), r, i,
                              binv_times(lp, r, lp->basis[i]));
    }
    cri_lp_free(lp);
    env_close(&e);
}
END_TEST

/* A bound whose value no play leaving that many cards can have means a card
 * more (beyond_value in solver_lp.c): this 62-card hand (the bench's
 * bestplay_empty_cyclic_j2_n60, question 3) has the LP bound one card worth
 * 6, its branch and bound one card worth more than any card of the hand,
 * and the optimum leaves two worth 8, which the bound then finds. */
START_TEST(branch_bound_beyond_value)
{
    static const char hand_text[] =
        "6H 5C KH AS JK KS 7H 4D 6S QC 4S 9C AC JH 9H QD JH 4D QS 4C JC 7D 2S 5H 7S QD 7D "
        "QC 5S JS 3C 8S JK JS 9C 4C KD 3S 6S 10H KC 6C 10S 8H 2H 10C 3C 2C 5C QH 9D 10S 3H "
        "3S 9S QS 7S KH 4H KS 6D 7H";
    env e;
    uint8_t hand[MAXC];
    size_t nh = open_with_hand(&e, "rockit", 15, hand_text, hand, 62);
    int32_t count = -1, value = -1;
    ck_assert_int_eq(cr_solver_bestplay(&count, &value, e.solver, NULL, 0, hand, nh), CR_OK);
    int left = (int)nh - count, vleft = hand_value(&e, hand, nh) - value;
    ck_assert_int_eq(left, 2);
    ck_assert_int_eq(vleft, 8);
    cri_lp *lp = cri_lp_new();
    ck_assert_ptr_nonnull(lp);
    cri_lp_bound b = {-1, -1};
    ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, NULL, 0, hand, nh, &b));
    ck_assert_int_eq(b.cards_left, 1);
    ck_assert_int_eq(b.value_left, 6);
    cri_lp_set_branch_nodes(lp, 64);
    ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, NULL, 0, hand, nh, &b));
    ck_assert_int_eq(b.cards_left, left);
    ck_assert_int_eq(b.value_left, vleft);
    ck_assert_int_le(cri_lp_last_branch_nodes(lp), 4 * 64);
    cri_lp_free(lp);
    env_close(&e);
}
END_TEST

/* The hand without one copy of card (the first found), as arrange asks. */
static size_t without(uint8_t *out, const uint8_t *hand, size_t n, uint8_t card)
{
    size_t k = 0;
    bool dropped = false;
    for (size_t i = 0; i < n; i++) {
        if (!dropped && hand[i] == card)
            dropped = true;
        else
            out[k++] = hand[i];
    }
    return k;
}

/* The optimum of a hand that leaves one card, checked by arrangements
 * alone: the played cards arrange, the whole hand does not, and neither
 * does the hand without any card worth less than the one left. */
static void check_one_left(env *e, const uint8_t *hand, size_t nh, int32_t count, int32_t value)
{
    uint8_t rest[MAXC], left = 0;
    size_t nleft = 0;
    ck_assert_int_eq((int)nh - count, 1);
    ck_assert_int_eq(cr_solver_result_unmatched(&left, 1, &nleft, e->solver), CR_OK);
    ck_assert_uint_eq(nleft, 1);
    int vleft = hand_value(e, hand, nh) - value;
    ck_assert_int_eq(vleft, hand_value(e, &left, 1));
    int32_t yes = -1;
    ck_assert_int_eq(cr_solver_arrange(&yes, e->solver, rest, without(rest, hand, nh, left)), CR_OK);
    ck_assert_int_eq(yes, 1);
    ck_assert_int_eq(cr_solver_arrange(&yes, e->solver, hand, nh), CR_OK);
    ck_assert_int_eq(yes, 0);
    int cheaper = 0;
    for (size_t i = 0; i < nh; i++) {
        if (hand_value(e, &hand[i], 1) >= vleft)
            continue;
        ck_assert_int_eq(cr_solver_arrange(&yes, e->solver, rest, without(rest, hand, nh, hand[i])),
                         CR_OK);
        ck_assert_msg(yes == 0, "the hand without %s arranges", text(&hand[i], 1));
        cheaper++;
    }
    ck_assert_int_gt(cheaper, 0);
}

/* Which card to leave on the bound's own model (solver_lp_leave.c): a card
 * it rules out leaves cards that do not arrange (the solver's arrangement
 * says so), whether by the LP alone or by a branch and bound too (two
 * questions in three); it stops at the first card it cannot rule out,
 * every later one unchecked (true); under another name or on the lean
 * bound's model it rules out none. Each question's cards are checked in
 * turns, as which card to leave does after each arrangement that fails:
 * after the first card a turn cannot rule out, the cards after it are
 * checked on the same model, its rows as the last turn left them (every
 * other question's bound made again first; a turn's boxes leave the
 * model's own boxes to the next). */
START_TEST(leave_check_rules_out_only_the_impossible)
{
    env e;
    env_open(&e, variant_index(presets[_i]), 18);
    cr_solver_set_budget(e.solver, 2000000);
    cri_lp *lp = cri_lp_new();
    ck_assert_ptr_nonnull(lp);
    int n = scaled(&e, 100), ruled_out = 0, checked = 0, stopped = 0;
    for (int q = 0; q < n; q++) {
        uint8_t table[MAXC], hand[MAXC], all[2 * MAXC], rest[2 * MAXC], codes[2 * MAXC];
        size_t nt, nh, k = 0;
        gen_question(&e, table, &nt, hand, &nh, 30, 30);
        memcpy(all, table, nt);
        memcpy(all + nt, hand, nh);
        for (size_t i = 0; i < nt + nh; i++) {
            bool seen = false;
            for (size_t j = 0; j < k; j++)
                seen = seen || codes[j] == all[i];
            if (!seen)
                codes[k++] = all[i];
        }
        bool possible[2 * MAXC];
        cri_lp_bound b;
        uint64_t name = 2 * (uint64_t)q + 1;
        cri_lp_set_question(lp, name);
        cri_lp_set_branch_nodes(lp, q % 2 ? 16 : 0);
        int boxes = q % 3 ? 8 : 0; /* each card by a branch and bound too, or the LP alone */
        ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, table, nt, hand, nh, &b));
        cri_lp_leave_check(lp, name + 1, &e.profile->p, codes, k, possible, 0);
        for (size_t i = 0; i < k; i++)
            ck_assert(possible[i]);
        for (size_t from = 0; from < k;) {
            if (from > 0 && q % 4 >= 2) /* (the rows the last turn moved, or made again) */
                ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, table, nt, hand, nh, &b));
            const uint8_t *turn = codes + from;
            size_t left = k - from, first = left;
            cri_lp_leave_check(lp, name, &e.profile->p, turn, left, possible, boxes);
            for (size_t i = 0; i < left; i++) {
                if (i > first) {
                    ck_assert_msg(possible[i], "a card after the first not ruled out was checked");
                    continue;
                }
                checked++;
                if (possible[i]) {
                    first = i;
                    continue;
                }
                ruled_out++;
                int32_t yes = -1;
                int32_t st = cr_solver_arrange(&yes, e.solver, rest,
                                               without(rest, all, nt + nh, turn[i]));
                if (st == CR_E_LIMIT)
                    continue;
                ck_assert_int_eq(st, CR_OK);
                ck_assert_msg(yes == 0, "%s [%s] -- [%s]: ruled out %s, but the rest arranges",
                              e.v->label, text(table, nt), text(hand, nh), text(&turn[i], 1));
            }
            stopped += first + 1 < left;
            from += first + 1;
        }
        ck_assert(cri_lp_lean_bound(lp, &e.profile->p, table, nt, hand, nh, &b));
        cri_lp_leave_check(lp, name, &e.profile->p, codes, k, possible, boxes);
        for (size_t i = 0; i < k; i++)
            ck_assert(possible[i]);
    }
    printf("%s: %d questions, %d of %d cards ruled out, %d turns stopped early\n", e.v->label, n,
           ruled_out, checked, stopped);
    ck_assert_int_gt(ruled_out, 0);
    ck_assert_int_gt(stopped, 0);
    cri_lp_free(lp);
    env_close(&e);
}
END_TEST

/* Which card to leave, on its own (solver_leave_one.c): the cheapest
 * card whose leaving lets the rest arrange, none under the bound; none when
 * two cards must be left (the search then goes on), nor when the only card
 * that could be left costs less than the bound says. */
static int32_t leave_one(env *e, const char *cards, int32_t bound, int32_t *cost, uint8_t *left)
{
    uint8_t hand[MAXC];
    size_t nh = parse_cards(hand, cards);
    cri_multiset ms;
    cri_ms_clear(&ms);
    for (size_t i = 0; i < nh; i++)
        cri_ms_add(&ms, hand[i]);
    cri_dp_reduced r;
    memset(&r, 0, sizeof r);
    cri_dp_problem_build(&r.pb, &e->profile->p, NULL, &ms, CRI_GOAL_BEST);
    r.made = r.meldable = true;
    *cost = -1;
    int32_t rc = cri_dp_leave_one(e->solver, &r, bound, 0, cost, true);
    size_t n = 0;
    if (rc == CR_OK) {
        ck_assert_int_eq(cr_solver_result_unmatched(left, 1, &n, e->solver), CR_OK);
        ck_assert_uint_eq(n, 1);
    }
    return rc;
}

START_TEST(leave_one_card)
{
    env e;
    env_open(&e, variant_index("carousel"), 17);
    const int32_t card = CRI_BESTPLAY_CARD_WEIGHT;
    int32_t king = e.profile->p.value[13], nine = e.profile->p.value[9], cost = -1;
    uint8_t left = 0;
    /* one card to leave: the king, or (cheaper) the nine, never the run's */
    ck_assert_int_eq(leave_one(&e, "5H 6H 7H KD", card, &cost, &left), CR_OK);
    ck_assert_int_eq(cost, card + king);
    ck_assert_int_eq(left, CR_CARD(13, 1));
    ck_assert_int_eq(leave_one(&e, "5H 6H 7H 9C 9D 9S KD", card, &cost, &left), CR_OK);
    ck_assert_int_eq(cost, card + king);
    ck_assert_int_eq(leave_one(&e, "5H 6H 7H 8H 9C KD KS KC", card, &cost, &left), CR_OK);
    ck_assert_int_eq(cost, card + nine);
    ck_assert_int_eq(left, CR_CARD(9, 0));
    /* two to leave, or the one card under the bound: none */
    ck_assert_int_eq(leave_one(&e, "5H 6H 7H 9C KD", card, &cost, &left), NEED_FULL_SEARCH);
    ck_assert_int_eq(leave_one(&e, "5H 6H 7H KD", card + king + 1, &cost, &left),
                     NEED_FULL_SEARCH);
    env_close(&e);
}
END_TEST

/* This 80-card hand (the bench's bestplay_empty_cyclic_j0_n80, question
 * 11) has a first-stage bound of one card worth 4 where the optimum leaves one
 * worth 6, its boxes split on the most fractional template (the tests'
 * switch split_most_fractional); the search alone proved that in 482,271
 * steps. Which card to leave (solver_leave_one.c) answers it soon after
 * that bound, most cards ruled out by the bound's model before their
 * search; without it (the tests' switch leave_one_off), the deeper branch
 * and bound stages close the bound and their play is the answer
 * (solver_lp_root.c, CRI_LP_DEEPER). Split by penalties (the default), the
 * first deeper stage closes the bound and its play is the answer, at 5,001
 * steps. Each answer is checked by arrangements alone. */
START_TEST(hard_question_one_card_left)
{
    static const char hand_text[] =
        "8D 2H 3H QS QH QD AH 6H 2S 2D 4D KC AC 6C 9H 3H JC 9S 10H AD 4S QD 10D QS 3S "
        "8D 8S 4C 3C KC 7D 3C KS 7C 5D 3D KD QC 7S JH AD JC AS KH 9D 5S 5C AH 5H 7D 6H "
        "10S 7H 7S 5H 10C 5D 9D KS 2C 6S 10D 3D QH 5C 2D 4S JD 8C QC KD 6S 10S 8C AS "
        "6D JH KH 4D 6C";
    env e;
    uint8_t hand[MAXC];
    size_t nh = open_with_hand(&e, "rockit", 16, hand_text, hand, 80);
    ck_assert(e.solver->lp || (e.solver->lp = cri_lp_new()));
    e.solver->lp->split_most_fractional = true;
    int32_t count = -1, value = -1;
    uint64_t plays = e.solver->leave_one_plays, ruled = e.solver->leave_one_ruled_out;
    ck_assert_int_eq(cr_solver_bestplay(&count, &value, e.solver, NULL, 0, hand, nh), CR_OK);
    ck_assert_uint_lt(e.solver->steps, 40000);
    ck_assert_uint_eq(e.solver->leave_one_plays, plays + 1);
    /* and the bound's own model ruled cards out before their arrangement
     * was searched (cri_lp_leave_check): the 9 cheapest of this hand's
     * cards, before the first it could not rule out */
    ck_assert_uint_gt(e.solver->leave_one_ruled_out, ruled);
    check_one_left(&e, hand, nh, count, value);
    e.solver->leave_one_off = true;
    int32_t count2 = -1, value2 = -1;
    plays = e.solver->lp_plays;
    ck_assert_int_eq(cr_solver_bestplay(&count2, &value2, e.solver, NULL, 0, hand, nh), CR_OK);
    ck_assert_uint_lt(e.solver->steps, 100000);
    ck_assert_uint_eq(e.solver->lp_plays, plays + 1);
    ck_assert_int_eq(count2, count);
    ck_assert_int_eq(value2, value);
    check_one_left(&e, hand, nh, count2, value2);
    e.solver->leave_one_off = false;
    e.solver->lp->split_most_fractional = false;
    plays = e.solver->lp_plays;
    uint64_t leave_one_plays = e.solver->leave_one_plays;
    ck_assert_int_eq(cr_solver_bestplay(&count2, &value2, e.solver, NULL, 0, hand, nh), CR_OK);
    ck_assert_uint_lt(e.solver->steps, 10000);
    ck_assert_uint_eq(e.solver->lp_plays, plays + 1);
    ck_assert_uint_eq(e.solver->leave_one_plays, leave_one_plays);
    ck_assert_int_eq(count2, count);
    ck_assert_int_eq(value2, value);
    env_close(&e);
}
END_TEST

/* A box split on a card row (docs/solver.md, "Splitting on a card row"):
 * on this 62-card hand (the bench's bestplay_empty_cyclic_j2_n60 under
 * CR_BENCH_SEED=3000, question 27) splitting templates alone (the tests'
 * switch rows_unsplit) leaves the first stage's 24 boxes open at a bound
 * of two cards worth 7, and the search goes on to the second stage (2,005
 * steps). Split on how many copies of a card are melded too, the first
 * stage settles in 7 boxes at the optimum, two cards worth 11, and its
 * play is the answer at the first round of the search. (The thirty-ninth
 * round's hand for this, seed 1000's bestplay_empty_low_j2_n60 question 8,
 * settles either way since the fortieth round's mend of the first child's
 * values: first_child_split_on_its_own_values.) */
START_TEST(value_gap_closed_by_row_splits)
{
    static const char hand_text[] =
        "JH 4D 8H 5D 5C 10H 9H 6S 10C 5H 9S 7S 2H 10S 3S 8S 9D 2C QH 8D AC JD 5S KS KD 6H AS "
        "9C AH KC 5S 7C 5D QH 10C 8C JS AC 4H 9D 3C 4S JK 6C 5C KH 3H 7H 8D JK 4C 6S 6H 3D "
        "KS 3S QS 4S JD 9S 6D 7D";
    env e;
    uint8_t hand[MAXC];
    size_t nh = open_with_hand(&e, "rockit", 17, hand_text, hand, 62);
    cri_lp *lp = cri_lp_new();
    ck_assert_ptr_nonnull(lp);
    cri_lp_set_branch_nodes(lp, 24);
    cri_lp_bound bound[2];
    for (int unsplit = 0; unsplit < 2; unsplit++) {
        lp->rows_unsplit = unsplit;
        int64_t on_rows = lp->boxes_split_on_rows;
        cri_lp_bound *b = &bound[unsplit];
        *b = (cri_lp_bound){-1, -1};
        ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, NULL, 0, hand, nh, b));
        printf("row splits %s: bound %d cards worth %d, %s in %d boxes, %lld split on rows\n",
               unsplit ? "off" : "on", b->cards_left, b->value_left,
               cri_lp_settled(lp) ? "settled" : "open", cri_lp_last_branch_nodes(lp),
               (long long)(lp->boxes_split_on_rows - on_rows));
        ck_assert(cri_lp_settled(lp) == !unsplit);
        ck_assert((lp->boxes_split_on_rows > on_rows) == !unsplit);
    }
    cri_lp_free(lp);
    ck_assert(e.solver->lp || (e.solver->lp = cri_lp_new()));
    e.solver->bound_at_once = e.solver->lp_at_once = false; /* (the solver's own marks) */
    for (int unsplit = 0; unsplit < 2; unsplit++) {
        e.solver->lp->rows_unsplit = unsplit;
        int32_t count = -1, value = -1;
        uint64_t plays = e.solver->lp_plays;
        ck_assert_int_eq(cr_solver_bestplay(&count, &value, e.solver, NULL, 0, hand, nh), CR_OK);
        printf("row splits %s: %llu steps\n", unsplit ? "off" : "on",
               (unsigned long long)e.solver->steps);
        /* the bound of the settled first stage is the optimum */
        ck_assert_int_eq((int)nh - count, bound[0].cards_left);
        ck_assert_int_eq(hand_value(&e, hand, nh) - value, bound[0].value_left);
        if (unsplit) {
            ck_assert_uint_gt(e.solver->steps, 1000);
        } else {
            ck_assert_uint_eq(e.solver->lp_plays, plays + 1);
            ck_assert_uint_lt(e.solver->steps, 1000);
        }
    }
    env_close(&e);
}
END_TEST

/* A box's second child empty from the start (its change above a template's
 * cap) leaves the scratch with its parent's values (solver_lp_branch.c,
 * solve): the first child, split next, must not take them for its own. It
 * did on this 44-card hand (the bench's bestplay_empty_low_j4_n40 under
 * CR_BENCH_SEED=7000, question 52): each such split was on the parent's
 * template again, a box like itself, so the first stage's 24 boxes, and
 * the deeper stages' down to LP_BRANCH_DEPTH, never met the whole point at
 * the bound (two cards worth 12; the best they met left two worth 13),
 * and the search had to find a play at 12 itself: 16,328 steps. The first
 * stage settles now, and its play is the answer at the first round. */
START_TEST(first_child_split_on_its_own_values)
{
    static const char hand_text[] =
        "3D 4S QC 10D JK 6S AC JK JK 9H JH 4H AH JK JD 10H 5S 8D 10S KH 2H 3S 4D 2C QH JC "
        "8C JC 9S KD 6S 3D 6C 8H 8S 7H 9C 2D 5H KS 7C 8H 6D 5D";
    env e;
    uint8_t hand[MAXC];
    size_t nh = open_with_hand(&e, "carousel", 20, hand_text, hand, 44);
    cri_lp *lp = cri_lp_new();
    ck_assert_ptr_nonnull(lp);
    cri_lp_set_branch_nodes(lp, 24);
    cri_lp_bound b = {-1, -1};
    ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, NULL, 0, hand, nh, &b));
    printf("first child's values: bound %d cards worth %d, %s in %d boxes\n", b.cards_left,
           b.value_left, cri_lp_settled(lp) ? "settled" : "open", cri_lp_last_branch_nodes(lp));
    ck_assert_int_eq(b.cards_left, 2);
    ck_assert_int_eq(b.value_left, 12);
    ck_assert(cri_lp_settled(lp));
    cri_lp_free(lp);
    e.solver->bound_at_once = e.solver->lp_at_once = false; /* (the solver's own marks) */
    int32_t count = -1, value = -1;
    uint64_t plays = e.solver->lp_plays;
    ck_assert_int_eq(cr_solver_bestplay(&count, &value, e.solver, NULL, 0, hand, nh), CR_OK);
    ck_assert_int_eq((int)nh - count, 2);
    ck_assert_int_eq(hand_value(&e, hand, nh) - value, 12);
    ck_assert_uint_eq(e.solver->lp_plays, plays + 1);
    ck_assert_uint_lt(e.solver->steps, 1000);
    env_close(&e);
}
END_TEST

/* Which card to leave checks the cards after an arrangement that failed on
 * the question's bound model again (solver_leave_one.c: the arrangements
 * search with an LP scratch of their own, so that model stays): this
 * 80-card hand (the bench's bestplay_empty_low_j0_n80 under
 * CR_BENCH_SEED=5000, question 54) has its branch and bound's first stage
 * at a card worth 6 where the optimum leaves one worth 10; the first
 * card's check cannot rule it out, its arrangement fails, and cards after
 * it are then ruled out on the model instead of searched. The answer is
 * checked by arrangements alone. */
static const char leave_one_80_cards[] =
    "QC 8H 2H 9D AS QD 5D QH 6C 2D KS KH 7H 5C 4D 9D KC AH QS 3D 2D QS 5S 8D JH 8S 6D "
    "QD 5C AS 10S JD 4H 6H KD 10C 9H 4H 8C 7S JD 2C KC JH 4S AC 6S 2C 9C 5H 10D 2S 6D "
    "10C 8C 6H 9S 4S 9S JS 7C 9C AD 8H 6S 3D 10S QH 5D 4C 2S 6C AC JC AD 3S 3H AH 5H 10H";

START_TEST(leave_one_checks_again_after_each_arrangement)
{
    env e;
    uint8_t hand[MAXC];
    size_t nh = open_with_hand(&e, "carousel", 18, leave_one_80_cards, hand, 80);
    e.solver->bound_at_once = e.solver->lp_at_once = false; /* (the solver's own marks) */
    e.solver->leave_check_boxes_off = true; /* (each card by the LP alone, as it was) */
    int32_t count = -1, value = -1;
    uint64_t tries = e.solver->leave_one_tries, plays = e.solver->leave_one_plays,
             ruled = e.solver->leave_one_ruled_out;
    ck_assert_int_eq(cr_solver_bestplay(&count, &value, e.solver, NULL, 0, hand, nh), CR_OK);
    printf("which card to leave: %llu cards ruled out on the bound's model\n",
           (unsigned long long)(e.solver->leave_one_ruled_out - ruled));
    ck_assert_uint_eq(e.solver->leave_one_tries, tries + 1);
    ck_assert_uint_eq(e.solver->leave_one_plays, plays + 1);
    ck_assert_uint_gt(e.solver->leave_one_ruled_out, ruled);
    check_one_left(&e, hand, nh, count, value);
    ck_assert_int_eq(hand_value(&e, hand, nh) - value, 10);
    env_close(&e);
}
END_TEST

/* Which card to leave checks each card by a branch and bound too on the
 * bound's model (solver_lp_leave.c, CRI_LEAVE_CHECK_NODES), where the LP
 * alone cannot rule it out, and the whole point it meets, read back as
 * melds, is the arrangement of the rest (cri_lp_answer_but_one): on the
 * hand above (the bench's bestplay_empty_low_j0_n80 under CR_BENCH_SEED=
 * 5000, question 54) the LP alone rules out 8 cards and the others are
 * searched as arrangements, most failing (7,586 steps); with the boxes 18
 * are ruled out and the answer is the check's play, at the question's own
 * 5,003 steps. The same answer either way (the tests' switch
 * leave_check_boxes_off), checked by arrangements alone. */
START_TEST(leave_check_boxes_rule_out_and_arrange)
{
    env e;
    uint8_t hand[MAXC];
    size_t nh = open_with_hand(&e, "carousel", 18, leave_one_80_cards, hand, 80);
    e.solver->bound_at_once = e.solver->lp_at_once = false; /* (the solver's own marks) */
    int32_t count[2], value[2];
    uint64_t ruled[2], steps[2], check_plays[2];
    for (int off = 1; off >= 0; off--) {
        e.solver->leave_check_boxes_off = off;
        uint64_t r0 = e.solver->leave_one_ruled_out, p0 = e.solver->leave_one_check_plays,
                 l0 = e.solver->leave_one_plays;
        ck_assert_int_eq(cr_solver_bestplay(&count[off], &value[off], e.solver, NULL, 0, hand, nh),
                         CR_OK);
        ck_assert_uint_eq(e.solver->leave_one_plays, l0 + 1);
        ruled[off] = e.solver->leave_one_ruled_out - r0;
        check_plays[off] = e.solver->leave_one_check_plays - p0;
        steps[off] = e.solver->steps;
        printf("leave checks %s: %llu cards ruled out, %llu steps, %llu check plays\n",
               off ? "by the LP alone" : "with boxes", (unsigned long long)ruled[off],
               (unsigned long long)steps[off], (unsigned long long)check_plays[off]);
    }
    ck_assert_int_eq(count[0], count[1]);
    ck_assert_int_eq(value[0], value[1]);
    check_one_left(&e, hand, nh, count[0], value[0]);
    ck_assert_uint_gt(ruled[0], ruled[1]);
    ck_assert_uint_eq(check_plays[1], 0);
    ck_assert_uint_eq(check_plays[0], 1);
    ck_assert_uint_lt(steps[0], steps[1]);
    env_close(&e);
}
END_TEST

/* When which card to leave finds no single card, the search runs again to
 * its end (solver_sweep.c), and its LP bound now counts the two cards
 * every play is then known to leave (cri_lp_set_least_left): this question
 * (the bench's bestplay_low_j0_t60 under CR_BENCH_SEED=5000, question 50)
 * has its first stage's bound at one card worth 7, leaves two worth 13,
 * and that search's first stage bounds it at two cards (its second stage
 * then settles in 12 boxes where it took 36). The answer is the same
 * with the count left out (the tests' switch least_left_off). */
static const char two_left_table[] =
    "2D 5S 5H 7D 10D 5C 10S 10C 3C 8S KD 10D 4C 10H 2S JH 7D 8D 2S 3S 8C AD KS 9H 4S AS "
    "7C 5S 2C 9D KH 6D 2C 6C 9D 6S 7S KC 8H 5H 5C JD 3C JS 6S 4H 4C 6H AS 6C 4S 8D JC 9S "
    "9C 7H 3S AC 7H 6H 3D AC";
static const char two_left_hand[] = "6D QS 3D JC QD 7S 3H 9C KH 7C AH QH 9H JS";

START_TEST(search_again_counts_two_cards_left)
{
    env e;
    uint8_t hand[MAXC], table[MAXC];
    size_t nh = open_with_hand(&e, "carousel", 19, two_left_hand, hand, 14);
    size_t nt = parse_cards(table, two_left_table);
    ck_assert_uint_eq(nt, 62);
    e.solver->bound_at_once = e.solver->lp_at_once = false; /* (the solver's own marks) */
    cri_lp *lp = cri_lp_new();
    ck_assert_ptr_nonnull(lp);
    cri_lp_set_branch_nodes(lp, 24);
    for (int32_t least = 0; least <= 2; least += 2) {
        cri_lp_set_least_left(lp, least);
        cri_lp_bound b = {-1, -1};
        ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, table, nt, hand, nh, &b));
        printf("at least %d cards left: bound %d cards worth %d\n", least, b.cards_left,
               b.value_left);
        ck_assert_int_eq(b.cards_left, least ? 2 : 1);
        ck_assert_int_le(b.value_left, 13);
    }
    cri_lp_free(lp);
    for (int off = 0; off < 2; off++) {
        e.solver->least_left_off = off;
        int32_t count = -1, value = -1;
        uint64_t tries = e.solver->leave_one_tries, plays = e.solver->leave_one_plays;
        ck_assert_int_eq(cr_solver_bestplay(&count, &value, e.solver, table, nt, hand, nh), CR_OK);
        ck_assert_uint_eq(e.solver->leave_one_tries, tries + 1);
        ck_assert_uint_eq(e.solver->leave_one_plays, plays);
        ck_assert_int_eq((int)nh - count, 2);
        ck_assert_int_eq(hand_value(&e, hand, nh) - value, 13);
        if (!off) /* (the search again's bound its last) */
            ck_assert_int_lt(cri_lp_last_branch_nodes(e.solver->lp), 36);
    }
    env_close(&e);
}
END_TEST

/* The search again after which card to leave found no single card asks
 * for its second stage of boxes at once (solver_lp_root.c,
 * cri_lp_root_arm): on the question above its first stage's boxes left it
 * open at one card, which is why a card to leave was tried. At once, that
 * stage settles the bound at the answer and its play ends the question at
 * the first search's 5,000 steps; at the mode's marks (the tests' switch
 * lp_research_late) the search again sweeps to 10,000 steps first. */
START_TEST(search_again_asks_its_second_stage_at_once)
{
    env e;
    uint8_t hand[MAXC], table[MAXC];
    size_t nh = open_with_hand(&e, "carousel", 19, two_left_hand, hand, 14);
    size_t nt = parse_cards(table, two_left_table);
    e.solver->bound_at_once = e.solver->lp_at_once = false; /* (the solver's own marks) */
    uint64_t steps[2];
    for (int late = 0; late < 2; late++) {
        e.solver->lp_research_late = late;
        int32_t count = -1, value = -1;
        uint64_t plays = e.solver->lp_plays;
        ck_assert_int_eq(cr_solver_bestplay(&count, &value, e.solver, table, nt, hand, nh), CR_OK);
        steps[late] = e.solver->steps;
        printf("search again's second stage %s: %llu steps\n", late ? "at its mark" : "at once",
               (unsigned long long)steps[late]);
        ck_assert_int_eq((int)nh - count, 2);
        ck_assert_int_eq(hand_value(&e, hand, nh) - value, 13);
        ck_assert_uint_eq(e.solver->lp_plays, plays + 1);
    }
    ck_assert_uint_lt(steps[0], steps[1]);
    env_close(&e);
}
END_TEST

/* Empty hand: a table the solver arranges gets 0; 1 is a proof it cannot be. */
START_TEST(arrange_questions)
{
    env e;
    env_open(&e, variant_index(presets[_i]), 12);
    cr_solver_set_budget(e.solver, 2000000);
    cri_lp *lp = cri_lp_new();
    ck_assert_ptr_nonnull(lp);
    int n = scaled(&e, 400), refused = 0, no = 0;
    for (int q = 0; q < n; q++) {
        uint8_t table[MAXC], hand[MAXC];
        size_t nt, nh;
        if (q % 2) {
            gen_question(&e, table, &nt, hand, &nh, 60, 0);
        } else { /* random cards, mostly not arrangeable */
            unsigned packs = 1 + rnd(&e, 2);
            nt = gen_uniform(&e, table, 3 + rnd(&e, 20), packs, rnd(&e, 3));
        }
        int32_t yes = -1;
        int32_t st = cr_solver_arrange(&yes, e.solver, table, nt);
        cri_lp_bound b = {-1, -1};
        ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, table, nt, hand, 0, &b));
        ck_assert_int_ge(b.cards_left, 0);
        ck_assert_int_le(b.cards_left, 1);
        ck_assert_int_eq(b.value_left, 0);
        if (st != CR_OK)
            continue;
        ck_assert_msg(yes == 1 ? b.cards_left == 0 : true, "%s arrange [%s]: bound %d",
                      e.v->label, text(table, nt), b.cards_left);
        no += !yes;
        refused += !yes && b.cards_left == 1;
    }
    printf("%s: %d arrange questions, %d not arrangeable, %d of them proven by the LP\n",
           e.v->label, n, no, refused);
    cri_lp_free(lp);
    env_close(&e);
}
END_TEST

/* Every profile under test, up to the card bounds (three packs, six
 * jokers, 162 cards): a bound within range, whatever the shape. */
START_TEST(every_profile_and_size)
{
    env e;
    env_open(&e, _i, 13);
    cri_lp *lp = cri_lp_new();
    ck_assert_ptr_nonnull(lp);
    for (int q = 0; q < scaled(&e, 60); q++) {
        uint8_t cards[MAXC];
        size_t n = gen_uniform(&e, cards, 1 + rnd(&e, 162), 1 + rnd(&e, 3), rnd(&e, 7));
        size_t nt = rnd(&e, (unsigned)n + 1), nh = n - nt;
        cri_lp_bound b = {-1, -1};
        ck_assert_msg(cri_lp_bestplay_bound(lp, &e.profile->p, cards, nt, cards + nt, nh, &b),
                      "%s: no bound for %zu + %zu cards", e.v->label, nt, nh);
        ck_assert_int_ge(b.cards_left, 0);
        ck_assert_int_le(b.cards_left, (int)nh + 1);
        ck_assert_int_ge(b.value_left, 0);
        ck_assert_int_le(b.value_left, hand_value(&e, cards + nt, nh));
    }
    cri_lp_free(lp);
    env_close(&e);
}
END_TEST

START_TEST(bad_input)
{
    cri_lp_bound b = {5, 5};
    const cri_meld_profile *p = cri_meld_profile_of(CR_GAME_CAROUSEL);
    ck_assert_ptr_nonnull(p);
    uint8_t t[3] = {CR_CARD(5, 0), CR_CARD(6, 0), CR_CARD(7, 0)};
    ck_assert(!cri_lp_bestplay_bound(NULL, p, t, 3, t, 0, &b));
    ck_assert_int_eq(b.cards_left, 0);
    ck_assert_int_eq(b.value_left, 0);
    ck_assert_int_eq(cri_lp_last_pivots(NULL), 0);
    ck_assert_int_eq(cri_lp_last_branch_nodes(NULL), 0);
    cri_lp_set_branch_nodes(NULL, 5);
    cri_lp_set_question(NULL, 5);
    cri_lp_free(NULL);
    /* A small known case: 5-6-7 of clubs on the table, 8C and KD in hand:
     * 8C joins, KD stays (cards_left 1, worth the king's value). */
    cri_lp *lp = cri_lp_new();
    ck_assert_ptr_nonnull(lp);
    uint8_t h[2] = {CR_CARD(8, 0), CR_CARD(13, 1)};
    ck_assert(cri_lp_bestplay_bound(lp, p, t, 3, h, 2, &b));
    ck_assert_int_eq(b.cards_left, 1);
    ck_assert_int_eq(b.value_left, p->value[13]);
    /* A lone table card cannot be melded: cards_left above the hand count. */
    ck_assert(cri_lp_bestplay_bound(lp, p, t, 1, h, 2, &b));
    ck_assert_int_eq(b.cards_left, 3);
    cri_lp_free(lp);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("solver_lp");
    TCase *tc = tcase_create("lp");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, bad_input);
    tcase_add_test(tc, bound_is_sound_and_tight);
    tcase_add_loop_test(tc, branch_bound_is_sound_and_tighter, 0, N_PRESETS);
    tcase_add_test(tc, branch_bound_beyond_value);
    tcase_add_loop_test(tc, branch_bound_goes_on, 0, N_PRESETS);
    tcase_add_loop_test(tc, settled_bound_is_final, 0, N_PRESETS);
    tcase_add_test(tc, leave_one_card);
    tcase_add_loop_test(tc, leave_check_rules_out_only_the_impossible, 0, N_PRESETS);
    tcase_add_test(tc, hard_question_one_card_left);
    tcase_add_test(tc, value_gap_closed_by_row_splits);
    tcase_add_test(tc, leave_one_checks_again_after_each_arrangement);
    tcase_add_test(tc, leave_check_boxes_rule_out_and_arrange);
    tcase_add_test(tc, first_child_split_on_its_own_values);
    tcase_add_test(tc, search_again_asks_its_second_stage_at_once);
    tcase_add_test(tc, search_again_counts_two_cards_left);
    tcase_add_loop_test(tc, kept_basis_loads_back, 0, N_PRESETS);
    tcase_add_loop_test(tc, arrange_questions, 0, N_PRESETS);
    tcase_add_loop_test(tc, every_profile_and_size, 0, N_VARIANTS);
    suite_add_tcase(s, tc);
    return s;
}
