/* What must not change the LP bound (lib/solver/solver_lp.c), on random
 * questions of seven presets, for the LP alone, the bound and the lean
 * bound alike:
 *
 * - twin columns (is_twin): templates with wild positions that take the
 *   same cards of the question and as many wild cards are one column. The
 *   whole points are the same, so the LP with the twins dropped is the
 *   same relaxation or a tighter one (a twin pair may exceed the kept
 *   column's upper bound where it is fractional): its bounds are never
 *   weaker than those with every template its own column (the tests'
 *   switch keep_twins), and most often the same (their soundness against
 *   the optimum: test_lp.c); the templates kept are one of each class (the
 *   cards taken, the wild positions) of all the templates, read back from
 *   the columns: fewer columns on most questions with a wild card, the
 *   same on those without.
 * - the crash start (cri_lp_start_crash): the bounds are those from the
 *   slack basis (the tests' switch slack_start), in fewer pivots in all.
 * - the crash start's order (crash_basis): the bounds are those of its
 *   templates largest first (crash_largest_first), in fewer pivots in all.
 * - dual steepest edge (leaving_row): the bounds are those of the row most
 *   outside its bounds (most_infeasible_row), in fewer pivots in all, and
 *   the settled bounds of the branch and bound too.
 * - the skipped restart (solve in solver_lp_branch.c): a box whose
 *   parent's values are at hand starts from them. A branch and bound that
 *   closes every box (cri_lp_settled) gives the integer model's optimum,
 *   the same as with a restart for every box (restart_every_box); one
 *   cut short by its cap may end on another bound, as rounding takes the
 *   simplex to another vertex of a tie.
 * - the split by penalties (split_by_penalties): the settled bounds are
 *   those of the split on the most fractional template (the tests' switch
 *   split_most_fractional).
 * - the boxes' perturbed reduced costs (cri_lp_perturb): the settled
 *   bounds are those without (boxes_unperturbed).
 * - the cutoff (cri_lp_run_above): a box's simplex stops once its bound is
 *   proven no better than the whole point found. Every bound, settled or
 *   not, and every branch and bound's number of boxes are those of the
 *   simplex run to each box's optimum (boxes_uncut), in fewer pivots. (The
 *   boxes could differ where the whole point is the LP's own, docs/solver.md;
 *   on these questions they do not.)
 *
 * - boxes lowered a card left for their turn (left_for_its_turn): the
 *   settled bounds are those of solving them again at once
 *   (lowered_at_once).
 *
 * (A branch and bound may end on another bound of the same integer model,
 * its boxes being other boxes: its soundness is test_lp's.)
 *
 * Scale: CR_TEST_SCALE (percent) multiplies the number of questions. */
#include "random_support.h"
#include "solver/solver_lp_impl.h" /* the columns, the tests' switches */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const presets[] = {"carousel", "rockit", "straight7", "boathouse",
                                      "double",   "java",   "rummy-poker"};
enum { N_PRESETS = sizeof presets / sizeof presets[0] };

/* A template column's class: the cards of the question among its
 * positions (a bit per card index), its count of wild positions (from bit
 * 52); 0 for a column of another kind. Read from what the column stands
 * for (lp->info), as the LP's play reads it. */
static uint64_t template_class(const cri_lp *lp, int j)
{
    const cri_lp_col *col = &lp->info[j];
    if (col->kind != COL_RUN && col->kind != COL_GROUP)
        return 0;
    uint64_t cards = 0, wild = 0;
    unsigned nth_suit = 0;
    for (unsigned i = 0; i < col->size; i++) {
        unsigned suit = col->suit, rank = col->rank;
        if (col->kind == COL_RUN) {
            rank = (col->rank + i - 1) % 13 + 1;
        } else { /* the suits of the group's mask in order */
            while (!(col->suit >> nth_suit & 1u))
                nth_suit++;
            suit = nth_suit++;
        }
        int c = (int)(suit * 13 + rank - 1);
        if (lp->tcnt[c] + lp->hcnt[c] > 0)
            cards |= UINT64_C(1) << c;
        else
            wild++;
    }
    return cards | wild << 52;
}

static int by_value(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* What a model is: its bounds, its columns, its templates and their
 * classes (sorted, each once), the pivots of both bounds. */
typedef struct model {
    cri_lp_bound full, lean;
    int columns, templates, classes;
    uint64_t class[LP_COLS];
    int32_t pivots;
} model;

static void bound_both(const env *e, cri_lp *lp, const uint8_t *table, size_t nt,
                       const uint8_t *hand, size_t nh, model *out)
{
    ck_assert(cri_lp_bestplay_bound(lp, &e->profile->p, table, nt, hand, nh, &out->full));
    out->columns = lp->n;
    out->templates = out->classes = 0;
    for (int j = 0; j < lp->n; j++) {
        uint64_t c = template_class(lp, j);
        if (c)
            out->class[out->templates++] = c;
    }
    qsort(out->class, (size_t)out->templates, sizeof out->class[0], by_value);
    for (int i = 0; i < out->templates; i++)
        if (i == 0 || out->class[i] != out->class[i - 1])
            out->class[out->classes++] = out->class[i];
    out->pivots = cri_lp_last_pivots(lp);
    ck_assert(cri_lp_lean_bound(lp, &e->profile->p, table, nt, hand, nh, &out->lean));
    out->pivots += cri_lp_last_pivots(lp);
}

/* Bound a no weaker than bound b: more cards left, or as many and at
 * least as much value. */
static bool no_weaker(const cri_lp_bound *a, const cri_lp_bound *b)
{
    return a->cards_left > b->cards_left ||
           (a->cards_left == b->cards_left && a->value_left >= b->value_left);
}

static bool same_bound(const cri_lp_bound *a, const cri_lp_bound *b)
{
    return a->cards_left == b->cards_left && a->value_left == b->value_left;
}

/* That holds of the bounds of models a (what) and b (without it). */
static void assert_bounds(const env *e, bool holds, const char *what, const uint8_t *table,
                          size_t nt, const uint8_t *hand, size_t nh, const model *a,
                          const model *b)
{
    ck_assert_msg(holds, "%s [%s] -- [%s]: %d/%d, lean %d/%d %s, %d/%d, lean %d/%d without",
                  e->v->label, text(table, nt), text(hand, nh), a->full.cards_left,
                  a->full.value_left, a->lean.cards_left, a->lean.value_left, what,
                  b->full.cards_left, b->full.value_left, b->lean.cards_left,
                  b->lean.value_left);
}

static void assert_same_bounds(const env *e, const char *what, const uint8_t *table, size_t nt,
                               const uint8_t *hand, size_t nh, const model *a, const model *b)
{
    assert_bounds(e, same_bound(&a->full, &b->full) && same_bound(&a->lean, &b->lean), what,
                  table, nt, hand, nh, a, b);
}

START_TEST(dropped_twins_never_weaken_the_bound)
{
    env e;
    env_open(&e, variant_index(presets[_i]), 31);
    cri_lp *dropped = cri_lp_new(), *kept = cri_lp_new();
    ck_assert(dropped && kept);
    kept->keep_twins = true;
    static model a, b;
    int n = scaled(&e, 300), wild = 0, fewer = 0, tighter = 0;
    for (int q = 0; q < n; q++) {
        uint8_t table[MAXC], hand[MAXC];
        size_t nt, nh;
        gen_question(&e, table, &nt, hand, &nh, 40, 40);
        bound_both(&e, dropped, table, nt, hand, nh, &a);
        bound_both(&e, kept, table, nt, hand, nh, &b);
        /* one template of each class, the other columns all there */
        ck_assert_int_eq(a.templates, a.classes);
        ck_assert_int_eq(a.classes, b.classes);
        ck_assert(!memcmp(a.class, b.class, sizeof a.class[0] * (size_t)a.classes));
        ck_assert_int_eq(a.columns - a.templates, b.columns - b.templates);
        if (has_wild(&e, table, nt, hand, nh)) {
            wild++;
            fewer += a.columns < b.columns;
        } else {
            ck_assert_int_eq(a.columns, b.columns);
        }
        assert_bounds(&e, no_weaker(&a.full, &b.full) && no_weaker(&a.lean, &b.lean),
                      "with the twins dropped", table, nt, hand, nh, &a, &b);
        tighter += !same_bound(&a.full, &b.full) || !same_bound(&a.lean, &b.lean);
    }
    printf("%s: %d questions, %d with a wild card, %d of them with fewer columns, %d bounds "
           "tighter\n",
           e.v->label, n, wild, fewer, tighter);
    ck_assert_int_ge(fewer * 2, wild);
    ck_assert_int_le(tighter * 100, n); /* (most often the same: a pair past its bound is rare) */
    cri_lp_free(dropped);
    cri_lp_free(kept);
    env_close(&e);
}
END_TEST

/* The bounds (bestplay and lean) of n random questions asked of a (with
 * what) and b (without it): the same on each; a's pivots fewer in all. */
static void same_bounds_in_fewer_pivots(env *e, int n, cri_lp *a, cri_lp *b, const char *what)
{
    static model x, y;
    int64_t pivots_a = 0, pivots_b = 0;
    for (int q = 0; q < n; q++) {
        uint8_t table[MAXC], hand[MAXC];
        size_t nt, nh;
        /* hands alone of every size too (the crash start's fill rule's two sides) */
        gen_question(e, table, &nt, hand, &nh, q % 3 ? 60 : 0, q % 3 ? 40 : 70);
        bound_both(e, a, table, nt, hand, nh, &x);
        bound_both(e, b, table, nt, hand, nh, &y);
        assert_same_bounds(e, what, table, nt, hand, nh, &x, &y);
        pivots_a += x.pivots;
        pivots_b += y.pivots;
    }
    printf("%s: %d questions, %lld pivots %s, %lld without\n", e->v->label, n,
           (long long)pivots_a, what, (long long)pivots_b);
    ck_assert_msg(pivots_a < pivots_b, "%s: %lld pivots %s, %lld without", e->v->label,
                  (long long)pivots_a, what, (long long)pivots_b);
}

/* same_bounds_in_fewer_pivots over the questions of preset's env seeded
 * with seed, a scratch as made against one whose device is switched off
 * (switch_off). */
static void fewer_pivots_than_without(int preset, uint64_t seed, void (*switch_off)(cri_lp *),
                                      const char *what)
{
    env e;
    env_open(&e, variant_index(presets[preset]), seed);
    cri_lp *with = cri_lp_new(), *without = cri_lp_new();
    ck_assert(with && without);
    switch_off(without);
    same_bounds_in_fewer_pivots(&e, scaled(&e, 300), with, without, what);
    cri_lp_free(with);
    cri_lp_free(without);
    env_close(&e);
}

static void slack_start(cri_lp *lp) { lp->slack_start = true; }
static void crash_largest_first(cri_lp *lp) { lp->crash_largest_first = true; }

START_TEST(crash_start_changes_no_bound)
{
    fewer_pivots_than_without(_i, 32, slack_start, "from the crash start");
}
END_TEST

/* The crash start's order (crash_basis): its templates smallest first
 * where most cards meld give the bounds of the order before the
 * sixty-seventh round, largest first (the tests' switch
 * crash_largest_first), in fewer pivots in all. */
START_TEST(crash_order_changes_no_bound)
{
    fewer_pivots_than_without(_i, 33, crash_largest_first, "with the templates smallest first");
}
END_TEST

/* The settled bounds (bestplay and lean) of n random questions at caps of
 * 1-64 boxes, asked of a and b: equal where both settle; same_tree: every
 * bound equal, settled or not, and in as many boxes. Counts the bounds
 * settled both ways, and those whose branch and bounds solved a different
 * number of boxes. */
static void compare_bounds(env *e, int n, cri_lp *a, cri_lp *b, bool same_tree, int *settled,
                           int *other_boxes)
{
    *settled = *other_boxes = 0;
    for (int q = 0; q < n; q++) {
        uint8_t table[MAXC], hand[MAXC];
        size_t nt, nh;
        gen_question(e, table, &nt, hand, &nh, q % 3 ? 60 : 0, q % 3 ? 40 : 60);
        cri_lp_set_branch_nodes(a, 1 + q % 64);
        cri_lp_set_branch_nodes(b, 1 + q % 64);
        for (int lean = 0; lean < 2; lean++) {
            cri_lp_bound x, y;
            ck_assert(lp_bound_of(a, lean, e, table, nt, hand, nh, &x));
            ck_assert(lp_bound_of(b, lean, e, table, nt, hand, nh, &y));
            *other_boxes += cri_lp_last_branch_nodes(a) != cri_lp_last_branch_nodes(b);
            if (same_tree)
                ck_assert_int_eq(cri_lp_settled(a), cri_lp_settled(b));
            else if (!cri_lp_settled(a) || !cri_lp_settled(b))
                continue;
            *settled += cri_lp_settled(a);
            ck_assert_msg(x.cards_left == y.cards_left && x.value_left == y.value_left,
                          "%s [%s] -- [%s] %s: %d/%d, the other way %d/%d", e->v->label,
                          text(table, nt), text(hand, nh), lean ? "lean" : "bestplay",
                          x.cards_left, x.value_left, y.cards_left, y.value_left);
        }
    }
    ck_assert_int_gt(*settled, 0);
}

/* The settled bounds with and without a device (switched off on the
 * second scratch by switch_off), over the questions of preset's env seeded
 * with seed (200 scaled, at least at_least): the same both ways, and what
 * the device does (count) happens on the first scratch, never on the
 * second. */
static void same_without(int preset, uint64_t seed, int at_least, void (*switch_off)(cri_lp *),
                         int64_t (*count)(const cri_lp *), const char *counted)
{
    env e;
    env_open(&e, variant_index(presets[preset]), seed);
    cri_lp *with = cri_lp_new(), *without = cri_lp_new();
    ck_assert(with && without);
    switch_off(without);
    int settled, other_boxes;
    compare_bounds(&e, scaled_at_least(&e, 200, at_least), with, without, false, &settled,
                   &other_boxes);
    printf("%s: %d bounds settled both ways, %d in another number of boxes, %lld %s\n",
           e.v->label, settled, other_boxes, (long long)count(with), counted);
    ck_assert_int_gt(count(with), 0);
    ck_assert_int_eq(count(without), 0);
    cri_lp_free(with);
    cri_lp_free(without);
    env_close(&e);
}

static void restart_every_box(cri_lp *lp) { lp->restart_every_box = true; }
static int64_t boxes_at_hand(const cri_lp *lp) { return lp->boxes_at_hand; }
static void no_fixing(cri_lp *lp) { lp->boxes_unfixed = true; }
static int64_t templates_capped(const cri_lp *lp) { return lp->fix.fixed; }
static void no_levels(cri_lp *lp) { lp->boxes_unleveled = true; }
static int64_t boxes_lowered(const cri_lp *lp) { return lp->boxes_lowered; }
static void lowered_at_once(cri_lp *lp) { lp->lowered_at_once = true; }
static int64_t boxes_left_stale(const cri_lp *lp) { return lp->boxes_left_stale; }
static void rows_unsplit(cri_lp *lp) { lp->rows_unsplit = true; }
static int64_t boxes_split_on_rows(const cri_lp *lp) { return lp->boxes_split_on_rows; }

/* Boxes skip the restart (counted) only where it is not asked for; the
 * settled bounds are those with a restart for every box. */
START_TEST(skipped_restart_changes_no_settled_bound)
{
    same_without(_i, 33, 0, restart_every_box, boxes_at_hand,
                 "boxes without a restart");
}
END_TEST

/* Dual steepest edge (leaving_row in solver_lp_simplex.c) gives the LP's
 * bounds of the row most outside its bounds (the tests' switch
 * most_infeasible_row), in fewer pivots in all; and, its boxes being other
 * boxes, the same settled bounds. */
START_TEST(steepest_edge_changes_no_bound)
{
    env e;
    env_open(&e, variant_index(presets[_i]), 45);
    cri_lp *steepest = cri_lp_new(), *most = cri_lp_new();
    ck_assert(steepest && most);
    cri_lp_set_most_infeasible_row(most, true);
    same_bounds_in_fewer_pivots(&e, scaled(&e, 300), steepest, most, "by steepest edge");
    int settled, other_boxes;
    compare_bounds(&e, scaled(&e, 100), steepest, most, false, &settled, &other_boxes);
    printf("%s: %d bounds settled both ways, %d in another number of boxes\n", e.v->label,
           settled, other_boxes);
    ck_assert_int_gt(settled, 0);
    cri_lp_free(steepest);
    cri_lp_free(most);
    env_close(&e);
}
END_TEST

/* The split by penalties (split_by_penalties) gives the settled bounds of
 * the split on the most fractional template, its branch and bounds being
 * other trees. (That it takes fewer boxes on hard questions is the
 * benchmark's to show: on these, most settle within a few boxes either
 * way.) */
START_TEST(split_rule_changes_no_settled_bound)
{
    env e;
    env_open(&e, variant_index(presets[_i]), 34);
    cri_lp *penalties = cri_lp_new(), *fraction = cri_lp_new();
    ck_assert(penalties && fraction);
    fraction->split_most_fractional = true;
    int settled, other_boxes;
    compare_bounds(&e, scaled(&e, 200), penalties, fraction, false, &settled, &other_boxes);
    printf("%s: %d bounds settled both ways, %d in another number of boxes\n", e.v->label,
           settled, other_boxes);
    ck_assert_int_gt(other_boxes, 0);
    cri_lp_free(penalties);
    cri_lp_free(fraction);
    env_close(&e);
}
END_TEST

/* The boxes' perturbed reduced costs (cri_lp_perturb) give the settled
 * bounds of the reduced costs as made, their simplex taking other steps. */
START_TEST(perturbation_changes_no_settled_bound)
{
    env e;
    env_open(&e, variant_index(presets[_i]), 35);
    cri_lp *perturbed = cri_lp_new(), *as_made = cri_lp_new();
    ck_assert(perturbed && as_made);
    as_made->boxes_unperturbed = true;
    int settled, other_boxes;
    compare_bounds(&e, scaled(&e, 200), perturbed, as_made, false, &settled, &other_boxes);
    printf("%s: %d bounds settled both ways, %d in another number of boxes\n", e.v->label,
           settled, other_boxes);
    ck_assert_int_gt(other_boxes, 0);
    cri_lp_free(perturbed);
    cri_lp_free(as_made);
    env_close(&e);
}
END_TEST

/* The cutoff (cri_lp_run_above) changes no bound and no branch and
 * bound's boxes: a box stopped there is never split (the whole point's own
 * box, or one at its bound, comes first). It saves pivots. Both sides
 * without the reduced costs' caps, which close many of the boxes the
 * cutoff would stop (with them, straight7's 60 questions under valgrind's
 * arithmetic took the same pivots either way). */
START_TEST(cutoff_changes_no_bound)
{
    env e;
    env_open(&e, variant_index(presets[_i]), 36);
    cri_lp *cut = cri_lp_new(), *uncut = cri_lp_new();
    ck_assert(cut && uncut);
    uncut->boxes_uncut = true;
    cut->boxes_unfixed = uncut->boxes_unfixed = true;
    int settled, other_boxes;
    /* (at least 60 questions: at 20, two presets' boxes never met the cutoff) */
    compare_bounds(&e, scaled_at_least(&e, 200, 60), cut, uncut, true, &settled, &other_boxes);
    printf("%s: %d bounds settled, %lld pivots in boxes with the cutoff, %lld without\n", e.v->label,
           settled, (long long)cut->box_pivots, (long long)uncut->box_pivots);
    ck_assert_int_eq(other_boxes, 0);
    ck_assert_int_lt(cut->box_pivots, uncut->box_pivots);
    cri_lp_free(cut);
    cri_lp_free(uncut);
    env_close(&e);
}
END_TEST

/* Reduced-cost fixing (cap_templates in solver_lp_branch.c) gives the
 * settled bounds of the branch and bound without it: a cap only leaves
 * out points that cannot beat the whole point already met. It caps
 * templates on these questions. */
START_TEST(fixing_changes_no_settled_bound)
{
    same_without(_i, 38, 60, no_fixing, templates_capped, "templates capped");
}
END_TEST

/* Boxes solved again a card lower (to_play_level in solver_lp_branch.c:
 * a box whose bound lies at or under the floor of the plays melding its
 * cap holds none of them) give the settled bounds of the branch and bound
 * that splits them on, and takes a later card count for a value no play
 * has (beyond_value). Such boxes occur on these questions. */
START_TEST(card_counts_change_no_settled_bound)
{
    same_without(_i, 39, 60, no_levels, boxes_lowered,
                 "boxes solved a card lower");
}
END_TEST

/* A box lowered a card (to_play_level) is solved again when its turn
 * comes, its bound a ceiling till then (left_for_its_turn): the settled
 * bounds are those of solving it again at once (lowered_at_once). Such
 * boxes occur on these questions. */
START_TEST(stale_boxes_change_no_settled_bound)
{
    same_without(_i, 40, 60, lowered_at_once, boxes_left_stale,
                 "boxes left for their turn");
}
END_TEST

/* A box may be split on a card row or the wild row (the copies of a card,
 * the wild cards, a play melds: whole in every play) as well as on a
 * template (split_by_penalties): the settled bounds are those of splitting
 * templates alone. Such splits occur on these questions. */
START_TEST(row_splits_change_no_settled_bound)
{
    same_without(_i, 41, 60, rows_unsplit, boxes_split_on_rows, "boxes split on a row");
}
END_TEST

/* A box's template is chosen when it is split, not when it is solved
 * (split_column): every box split had its template chosen once, and
 * boxes solved to be split but never split (a whole point found later
 * bounds them, or the search ends first) cost no choice. The bounds are
 * those of any rule (split_rule_changes_no_settled_bound). */
START_TEST(template_chosen_only_when_split)
{
    env e;
    env_open(&e, variant_index(presets[_i]), 37);
    cri_lp *lp = cri_lp_new();
    ck_assert_ptr_nonnull(lp);
    int64_t boxes = 0;
    for (int q = 0; q < scaled_at_least(&e, 200, 60); q++) {
        uint8_t table[MAXC], hand[MAXC];
        size_t nt, nh;
        gen_question(&e, table, &nt, hand, &nh, q % 3 ? 60 : 0, q % 3 ? 40 : 60);
        cri_lp_set_branch_nodes(lp, 1 + q % 64);
        cri_lp_bound b;
        int64_t split = lp->boxes_split;
        ck_assert(cri_lp_bestplay_bound(lp, &e.profile->p, table, nt, hand, nh, &b));
        int32_t solved = cri_lp_last_branch_nodes(lp);
        boxes += solved;
        /* each split makes two boxes: at most (solved - 1) / 2 splits per card count */
        ck_assert_int_le(2 * (lp->boxes_split - split), solved);
    }
    printf("%s: %lld boxes, %lld to be split, %lld split\n", e.v->label, (long long)boxes,
           (long long)lp->boxes_to_split, (long long)lp->boxes_split);
    ck_assert_int_gt(lp->boxes_split, 0);
    ck_assert_int_lt(lp->boxes_split, lp->boxes_to_split);
    cri_lp_free(lp);
    env_close(&e);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("solver_lp_same_bound");
    TCase *tc = tcase_create("same_bound");
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, dropped_twins_never_weaken_the_bound, 0, N_PRESETS);
    tcase_add_loop_test(tc, crash_start_changes_no_bound, 0, N_PRESETS);
    tcase_add_loop_test(tc, crash_order_changes_no_bound, 0, N_PRESETS);
    tcase_add_loop_test(tc, steepest_edge_changes_no_bound, 0, N_PRESETS);
    tcase_add_loop_test(tc, skipped_restart_changes_no_settled_bound, 0, N_PRESETS);
    tcase_add_loop_test(tc, split_rule_changes_no_settled_bound, 0, N_PRESETS);
    tcase_add_loop_test(tc, perturbation_changes_no_settled_bound, 0, N_PRESETS);
    tcase_add_loop_test(tc, cutoff_changes_no_bound, 0, N_PRESETS);
    tcase_add_loop_test(tc, template_chosen_only_when_split, 0, N_PRESETS);
    tcase_add_loop_test(tc, fixing_changes_no_settled_bound, 0, N_PRESETS);
    tcase_add_loop_test(tc, card_counts_change_no_settled_bound, 0, N_PRESETS);
    tcase_add_loop_test(tc, stale_boxes_change_no_settled_bound, 0, N_PRESETS);
    tcase_add_loop_test(tc, row_splits_change_no_settled_bound, 0, N_PRESETS);
    suite_add_tcase(s, tc);
    return s;
}
