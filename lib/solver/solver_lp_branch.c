/* Branch and bound over the LP bound's model (docs/solver.md, "The LP
 * bound"): the integer optimum of the meld-template model, which every play
 * of the question is a solution of, is a tighter bound than its relaxation.
 * Best first: the open box with the largest bound is split on a fractional
 * template, or a fractional card row (the copies of a card melded), chosen
 * by penalties when its turn comes (split_column, split_by_penalties; at
 * most its floor, at least its ceiling), each new
 * box solved by the dual simplex from its parent's basis (kept with every
 * open box; with every column boxed, any basis is made dual feasible again:
 * cri_lp_restart). Among boxes of the same bound the last solved is split
 * first: its B^-1 and values are at hand (the last box's, or its sibling's
 * kept for that), where another's B^-1 is made again from the slack basis,
 * which costs more than solving a box, and the box solved again from it
 * (split_column), so that its children start from its values without a
 * restart (solve). Every box's bound is read by weak duality over its own
 * boxes, so it holds whether or not its simplex finished, and the answer,
 * the largest bound of the boxes left open, is valid at any cap; splitting
 * that box first is what lowers it. The best whole solution a box meets is
 * kept (cri_lp_keep_whole): read back as melds it may be the answer (the
 * LP's play, solver_lp_answer.c), and from then on every box's templates
 * are capped by the root box's reduced costs (cap_templates). The open
 * boxes stay in the scratch with where the search stands (lp->bb, lp->fix),
 * so that a deeper branch and bound of the same question goes on from them
 * (cri_lp_branch_more): the boxes it solves, and so its bound, are those
 * of one run over its cap. */
#include "solver/solver_lp_impl.h"

#include <math.h> /* INFINITY */
#include <string.h>

typedef cri_lp_box box;

static double floor_of(double x)
{
    double k = (double)(long long)x;
    return k > x ? k - 1 : k;
}

/* Every template's value in the current basic solution into x: a pass
 * over the columns and one over the rows (a column's value asked alone
 * would scan the basis for it, n times m for all). */
static void column_values(const cri_lp *lp, double *x)
{
    for (int j = 0; j < lp->n; j++)
        x[j] = lp->state[j] == BASIC ? 0 : lp->z[j];
    for (int i = 0; i < lp->m; i++)
        if (lp->basis[i] < lp->n)
            x[lp->basis[i]] = lp->xb[i];
}

/* Every template back in the model's own box, 0 .. up_j, every splittable
 * row in its own bounds, and the cards row under the branch and bound's
 * cap. */
static void own_boxes(cri_lp *lp)
{
    for (int j = 0; j < lp->n; j++) {
        lp->lb[j] = 0;
        lp->ub[j] = lp->up[j];
    }
    for (int r = 1; r < lp->m; r++)
        if (lp->splittable[r])
            lp_set_row(lp, r, lp->row_lo[r], lp->row_hi[r]);
    lp->hi[0] = lp->ub[lp->n] = lp->bb.kcards;
}

/* The rows a box may split (docs/solver.md, "Splitting on a card row"):
 * every card row and the wild row with room, their own bounds kept. */
static void splittable_rows(cri_lp *lp)
{
    for (int r = 0; r < lp->m; r++) {
        lp->row_lo[r] = lp->lo[r];
        lp->row_hi[r] = lp->hi[r];
        lp->splittable[r] = false;
    }
    if (lp->rows_unsplit)
        return;
    for (int c = 0; c < 52; c++)
        if (lp->row_of[c] > 0)
            lp->splittable[lp->row_of[c]] = lp->hi[lp->row_of[c]] > lp->lo[lp->row_of[c]];
    if (lp->wild_row > 0)
        lp->splittable[lp->wild_row] = lp->hi[lp->wild_row] > lp->lo[lp->wild_row];
}

/* Whether basic variable j may be split on: a template, or the slack of
 * a splittable row. */
static bool may_split(const cri_lp *lp, int j)
{
    return j < lp->n || lp->splittable[j - lp->n];
}

/* Whether the basic solution lies in its boxes (the simplex finished). */
static bool primal_feasible(const cri_lp *lp)
{
    for (int i = 0; i < lp->m; i++) {
        int b = lp->basis[i];
        if (lp->xb[i] < lp->lb[b] - LP_EPS_FEAS || lp->xb[i] > lp->ub[b] + LP_EPS_FEAS)
            return false;
    }
    return true;
}

/* How far a value is from whole, 0 .. 1/2. */
static double fraction_off(double v)
{
    double f = v - floor_of(v);
    return f < 0.5 ? f : 1 - f;
}

/* The most fractional of the templates' values x, or -1 when every one
 * is whole. */
static int most_fractional(const cri_lp *lp, const double *x, double *value)
{
    int best = -1;
    double dist_best = LP_EPS_FEAS;
    for (int j = 0; j < lp->n; j++) {
        double dist = fraction_off(x[j]);
        if (dist > dist_best) {
            dist_best = dist;
            best = j;
            *value = x[j];
        }
    }
    return best;
}

/* The most fractional template of the current basic solution, or -1. */
static int fractional(const cri_lp *lp, double *value)
{
    double x[LP_COLS];
    column_values(lp, x);
    return most_fractional(lp, x, value);
}

/* The column to split on, by penalties, for the box whose solution is in
 * the scratch: among its LP_SPLIT_CANDIDATES most fractional basic
 * templates and splittable rows (ties to the lower column), the one whose children's bounds
 * the dual simplex's first step lowers most, scored min + max / 6 of the two sides (each the rate of
 * cri_lp_penalty_rates times the distance that side moves the value; a
 * side with no column to enter scores infinite: it has no solution), a
 * row's score LP_ROW_SPLIT_WEIGHT times. Ties
 * to the more fractional. -1 when every template is whole. The boxes
 * close sooner than split on the most fractional alone (docs/solver.md,
 * "The split by penalties"). */
static int split_by_penalties(cri_lp *lp, double *value)
{
    int rows[LP_ROWS], k = 0;
    double off[LP_ROWS];
    for (int i = 0; i < lp->m; i++) {
        if (!may_split(lp, lp->basis[i]))
            continue;
        double o = fraction_off(lp->xb[i]);
        if (o > LP_EPS_FEAS) {
            rows[k] = i;
            off[k++] = o;
        }
    }
    if (k == 0)
        return -1;
    /* the most fractional first, by a partial selection sort */
    int keep = k < LP_SPLIT_CANDIDATES ? k : LP_SPLIT_CANDIDATES;
    for (int a = 0; a < keep; a++) {
        int b = a;
        for (int c = a + 1; c < k; c++)
            if (off[c] > off[b] + 1e-12 ||
                (off[c] >= off[b] - 1e-12 && lp->basis[rows[c]] < lp->basis[rows[b]]))
                b = c;
        int row = rows[a];
        double o = off[a];
        rows[a] = rows[b];
        off[a] = off[b];
        rows[b] = row;
        off[b] = o;
    }
    int best = 0;
    if (keep > 1) { /* (one candidate needs no score) */
        double down[LP_SPLIT_CANDIDATES], up[LP_SPLIT_CANDIDATES], best_score = -1;
        cri_lp_penalty_rates(lp, rows, keep, down, up);
        for (int c = 0; c < keep; c++) {
            double v = lp->xb[rows[c]], f = v - floor_of(v);
            double lower = f * down[c], upper = (1 - f) * up[c];
            double score = lp_min(lower, upper) + lp_max(lower, upper) / 6;
            if (lp->basis[rows[c]] >= lp->n)
                score *= LP_ROW_SPLIT_WEIGHT;
            if (score > best_score + 1e-12) {
                best_score = score;
                best = c;
            }
        }
    }
    *value = lp->xb[rows[best]];
    return lp->basis[rows[best]];
}

/* Whether box b is solved under the top caps (fix.cap_top): at the root's
 * cards cap, with card counts on. Those caps leave out its points melding
 * fewer cards, which it holds all the same: a top box is lowered a card,
 * not dropped, when they leave it nothing. */
static bool under_top_caps(const cri_lp *lp, const box *b)
{
    return lp->levels.on && lp->fix.on && b->kcards == lp->fix.top;
}

/* Box b's bounds: the model's own boxes under the templates' caps
 * (cap_templates) with b's changes; false when a change lies above its
 * template's cap: the box holds no point above the whole one. */
static bool box_bounds(cri_lp *lp, const box *b)
{
    own_boxes(lp);
    if (lp->fix.on) {
        const double *cap = under_top_caps(lp, b) ? lp->fix.cap_top : lp->fix.cap;
        for (int j = 0; j < lp->n; j++)
            lp->ub[j] = cap[j];
    }
    bool some = true;
    for (int k = 0; k < b->depth; k++) {
        int j = b->col[k];
        lp->lb[j] = b->lo[k];
        lp->ub[j] = lp_min(b->hi[k], lp->ub[j]);
        if (j >= lp->n)
            lp_set_row(lp, j - lp->n, lp->lb[j], lp->ub[j]);
        some &= lp->lb[j] <= lp->ub[j];
    }
    lp->hi[0] = lp->ub[lp->n] = b->kcards;
    return some;
}

/* Whether every nonbasic column sits on the bound its state names (a
 * child that skips the restart needs its parent's values to: a cap made
 * since may have moved a bound). */
static bool on_bounds(const cri_lp *lp)
{
    bool on = true;
    for (int j = 0; j < lp->n + lp->m; j++)
        on &= lp->state[j] == BASIC ||
              lp->z[j] == (lp->state[j] == AT_UPPER ? lp->ub[j] : lp->lb[j]);
    return on;
}

/* The whole point found so far's objective, floored (-INFINITY: none). */
static double whole_so_far(const cri_lp *lp)
{
    return lp->has_whole ? floor_of(lp->whole_objective + LP_MARGIN) : -INFINITY;
}

/* Reduced-cost fixing (docs/solver.md, "Fixing by reduced costs"): with
 * the root box's prices, every point of the model has objective at most
 * root_bound + cost_j x_j for a template whose reduced cost cost_j is
 * negative (weak duality, that template's term taken at x_j instead of at
 * its lower bound 0). Once a whole point W is met, no point using more
 * than (root_bound - W - 1) / -cost_j copies of it reaches W + 1, which is
 * all the search still looks for: that many is its cap in every box. */
static void cap_for(cri_lp *lp, double target, double *made_for, double *cap)
{
    cri_lp_fixing *f = &lp->fix;
    if (!f->on || !(target > *made_for))
        return;
    *made_for = target;
    double room = f->root_bound + LP_MARGIN - (target + 1);
    for (int j = 0; j < lp->n; j++) {
        double loss = -f->cost[j]; /* per copy */
        if (!(room < loss * cap[j]))
            continue; /* (a cost of about 0 too: room / loss would overflow) */
        f->fixed += cap[j] == lp->up[j];
        cap[j] = room < 0 ? 0 : floor_of(room / loss);
    }
}

/* The floor of the plays melding the top boxes' cards (lp->levels on). */
static double top_floor(const cri_lp *lp)
{
    const cri_lp_levels *lv = &lp->levels;
    return lp->fix.top < lv->count ? lv->floor[lp->fix.top] : -INFINITY;
}

/* The caps, for the whole point found so far: every box's, and with card
 * counts on the top boxes' (for that point or their floor, whichever is
 * higher; without, they are every box's: under_top_caps). */
static void cap_templates(cri_lp *lp)
{
    cri_lp_fixing *f = &lp->fix;
    double whole = whole_so_far(lp);
    cap_for(lp, whole, &f->whole, f->cap);
    if (lp->levels.on)
        cap_for(lp, lp_max(whole, top_floor(lp)), &f->whole_top, f->cap_top);
}

/* A box's solution is not to be split: kept if it is the best whole point
 * so far, and the caps made again for it. */
static void keep_whole_and_cap(cri_lp *lp)
{
    cri_lp_keep_whole(lp);
    cap_templates(lp);
}

/* A box's values made again from its basis (its bounds set): the
 * restart, and the reduced costs perturbed as the starts do. */
static void restart_box(cri_lp *lp)
{
    cri_lp_restart(lp, lp->bb.per_card, 1, lp->hi[0]); /* (the box's cards cap) */
    if (!lp->boxes_unperturbed)
        cri_lp_perturb(lp);
}

/* The fixing's root: the root box just solved, its prices and reduced
 * costs read; every cap the template's own bound until a whole point. */
static void fixing_root(cri_lp *lp)
{
    cri_lp_fixing *f = &lp->fix;
    f->on = !lp->boxes_unfixed && lp->open[0].bound != -INFINITY &&
            cri_lp_priced_bound(lp, &f->root_bound, f->cost);
    f->whole = f->whole_top = -INFINITY;
    f->top = lp->open[0].kcards;
    for (int j = 0; j < lp->n; j++)
        f->cap[j] = f->cap_top[j] = lp->up[j];
    cap_templates(lp);
}

/* The cutoff of box b's simplex: the whole point's, or the floor of the
 * plays melding as many cards as its cap (lp->levels) when higher: a
 * bound proven under either has no point to split. */
static double box_cutoff(const cri_lp *lp, const box *b, double cutoff)
{
    const cri_lp_levels *lv = &lp->levels;
    return lv->on && b->kcards < lv->count ? lp_max(cutoff, lv->floor[b->kcards]) : cutoff;
}

/* Box b's cards capped at cap, its bounds set again (box_bounds: no
 * longer a top box's caps); false when that is under the fewest cards a
 * play melds, or a change of the box lies above a cap. */
static bool lower_box(cri_lp *lp, box *b, int cap)
{
    if (cap < lp->levels.least)
        return false;
    b->kcards = (int16_t)cap;
    lp->boxes_lowered++;
    return box_bounds(lp, b);
}

/* Box b's bounds set (box_bounds), a top box whose changes lie above the
 * top caps lowered a card (*lowered); false when none are left. */
static bool set_box(cri_lp *lp, box *b, bool *lowered)
{
    if (box_bounds(lp, b))
        return true;
    if (!under_top_caps(lp, b))
        return false;
    *lowered = true;
    return lower_box(lp, b, b->kcards - 1);
}

/* Box b, just lowered to b->kcards cards (to_play_level), left to be
 * solved again when its turn comes (split_column): most such boxes never
 * come first, a play melding more cards being found or the search ending
 * before. Its bound meanwhile: no point melding at most that many cards is
 * above per_card (kcards + 1) - 1, the value melded being under per_card
 * (every box melding more cards is above it, so these come after them);
 * nor, unless it was read under the top caps (which leave out its points
 * melding fewer cards: holds false), above the bound read before it was
 * lowered. */
static double left_for_its_turn(cri_lp *lp, box *b, double bound, bool holds)
{
    double ceiling = lp->bb.per_card * (b->kcards + 1) - 1;
    b->stale = true;
    lp->boxes_left_stale++;
    return holds ? lp_min(bound, ceiling) : ceiling;
}

/* Box b's bound, from its simplex just run, lowered to where its points
 * may be plays (docs/solver.md, "Card counts no play reaches"): while it
 * lies at or under the floor of the plays melding as many cards as its cap
 * (lp->levels), the box holds none of them, and is solved again with its
 * cards capped lower (at the card count of its bound, if lower): the root
 * at once, any other box when its turn comes (left_for_its_turn, which
 * gives its bound till then); -INFINITY under the fewest cards a play
 * melds. A bound not above the whole point
 * found is left as it is (the box is not split), unless the top caps left
 * out its points melding fewer cards; so is "no point" (-INFINITY). */
static double to_play_level(cri_lp *lp, box *b, double bound, double whole, double cutoff)
{
    const cri_lp_levels *lv = &lp->levels;
    while (lv->on) {
        int cap = b->kcards;
        bool top_caps = under_top_caps(lp, b);
        if (bound == -INFINITY) {
            if (!top_caps)
                break;
            cap--;
        } else {
            double top = floor_of(bound + LP_MARGIN);
            if ((!(top > whole) && !top_caps) || cap >= lv->count || top > lv->floor[cap])
                break;
            int level = (int)floor_of(top / lp->bb.per_card);
            /* (under the top caps the bound says nothing of the points
             * they leave out: a card lower only) */
            cap = !top_caps && level < cap - 1 ? level : cap - 1;
        }
        if (!lower_box(lp, b, cap))
            return -INFINITY;
        if (b->depth > 0 && !lp->lowered_at_once) /* (the root is solved at once: its
                                                    * prices make the caps) */
            return left_for_its_turn(lp, b, bound, !top_caps);
        restart_box(lp);
        bound = cri_lp_run_above(lp, box_cutoff(lp, b, cutoff));
    }
    return bound;
}

/* Runs box b's simplex from the values in the scratch (its bounds set):
 * its bound, whole (the objective is whole at integer points; -INFINITY
 * when it has no integer point), and whether it is to be split. No box
 * under the whole point found so far is split (the point's own box, or
 * one at its bound, comes first: before), so its simplex stops once
 * proven there. A box to be split is left for its turn (branch_on), where
 * the template is chosen: of the boxes solved, about half are never split
 * (their bound falls under a whole point found later, or the search ends
 * first), and choosing costs as much as a few pivots. */
static void run_box(cri_lp *lp, box *b)
{
    double whole = whole_so_far(lp), cutoff = lp->boxes_uncut ? -INFINITY : whole;
    int32_t pivots = lp->pivots;
    b->stale = false;
    double bound = cri_lp_run_above(lp, box_cutoff(lp, b, cutoff));
    bound = to_play_level(lp, b, bound, whole, cutoff);
    lp->box_pivots += lp->pivots - pivots;
    b->to_split = false;
    if (bound == -INFINITY) {
        b->bound = -INFINITY;
        return;
    }
    double v;
    b->bound = floor_of(bound + LP_MARGIN);
    /* (a stale box's values in the scratch are not its own: it is solved
     * again when split, split_column) */
    b->to_split = b->bound > whole &&
                  (b->stale || (primal_feasible(lp) && b->depth < LP_BRANCH_DEPTH &&
                                fractional(lp, &v) >= 0));
    if (b->to_split)
        lp->boxes_to_split++;
    else if (!b->stale)
        keep_whole_and_cap(lp);
}

/* Solves box b: its bound and whether it is to be split (run_box).
 * at_hand: the simplex's values are those its parent ended on and the
 * split template is basic in them. The restart is then skipped: the costs
 * are the parent's, so are the reduced costs, still dual feasible, and the
 * nonbasic columns' boxes and values; only the split template's basic
 * value lies outside its new box, which the dual simplex mends from there.
 * (The bound is weak duality's for any prices, so rounding carried from
 * box to box cannot make it unsafe.) */
static void solve(cri_lp *lp, box *b, bool at_hand)
{
    cri_lp_branch_state *br = &lp->bb;
    br->nodes++;
    b->serial = br->nodes;
    bool lowered = false;
    if (!set_box(lp, b, &lowered)) {
        b->bound = -INFINITY;
        b->to_split = false;
        /* The scratch's values are no open box's now: the second child's
         * are its parent's (its split factor loaded), which the first child,
         * split next, must not take for its own (it splits on its parent's
         * template again, a box like itself, until LP_BRANCH_DEPTH). */
        br->at_hand = 0;
        return;
    }
    if (at_hand && !lowered && on_bounds(lp))
        lp->boxes_at_hand++;
    else
        restart_box(lp);
    run_box(lp, b);
    br->at_hand = b->serial;
    cri_lp_save_basis(lp, &b->basis);
}

void cri_lp_keep_whole(cri_lp *lp)
{
    double v = 0, objective = 0, x[LP_COLS];
    if (!primal_feasible(lp))
        return;
    column_values(lp, x);
    if (most_fractional(lp, x, &v) >= 0)
        return;
    int16_t point[LP_COLS];
    for (int j = 0; j < lp->n; j++) {
        point[j] = (int16_t)floor_of(x[j] + 0.5);
        objective += lp->cost[j] * point[j];
    }
    if (lp->has_whole && objective <= lp->whole_objective)
        return;
    memcpy(lp->whole, point, sizeof point[0] * (size_t)lp->n);
    lp->whole_objective = objective;
    lp->has_whole = true;
}

/* Whether open box a comes before b: the box with the largest bound holds
 * the answer so far; among equal bounds one not to be split (whole), which
 * ends the search with the same answer where splitting another would go
 * on, then the last solved (its B^-1 at hand). */
static bool before(const box *a, const box *b)
{
    if (a->bound != b->bound)
        return a->bound > b->bound;
    if (a->to_split != b->to_split)
        return !a->to_split;
    return a->serial > b->serial;
}

/* B^-1 of the box to split: at hand when the scratch holds its values
 * (lp->bb.at_hand: the last box solved, or solved again by
 * split_column), kept when it is that one's sibling, else made again
 * from its basis. Whether the box's values came with it (not with a basis
 * made again). */
static bool load_parent(cri_lp *lp, const box *parent)
{
    if (parent->serial == lp->bb.at_hand)
        return true;
    if (parent->serial == lp->sibling_serial) {
        cri_lp_load_factor(lp, &lp->sibling);
        lp->bb.at_hand = parent->serial;
        return true;
    }
    cri_lp_load_basis(lp, &parent->basis);
    lp->bb.at_hand = 0;
    return false;
}

/* The column to split box b on (a template or a row's slack), its value
 * at *value: b's solution is
 * in the scratch when values (the box is the last solved, or its sibling),
 * else its basis was loaded and it is solved again from there (its
 * optimum, and so about no pivot; the children then start from its values
 * too). -1 when, solved again, it is not to be split after all (its bound
 * then updated: whole, under the whole point, or none). */
static int split_column(cri_lp *lp, box *b, bool values, double *value)
{
    bool lowered = false;
    if (!set_box(lp, b, &lowered)) { /* (under a cap made since) */
        b->bound = -INFINITY;
        b->to_split = false;
        return -1;
    }
    if (!values || lowered || b->stale) {
        double bound = b->bound;
        restart_box(lp);
        run_box(lp, b);
        lp->bb.at_hand = b->serial;
        if (b->bound > bound) /* (rounding: the box's first bound holds) */
            b->bound = bound;
        if (!b->to_split || b->stale) /* (lowered again: its turn comes again) */
            return -1;
    }
    int j = lp->split_most_fractional ? fractional(lp, value) : split_by_penalties(lp, value);
    if (j < 0) { /* (every template whole after all) */
        b->to_split = false;
        keep_whole_and_cap(lp);
    }
    return j;
}

/* Splits the best open box until it is whole, none is left, or the cap:
 * the largest bound of the boxes left open. */
static double branch_on(cri_lp *lp, int max_nodes)
{
    cri_lp_branch_state *br = &lp->bb;
    box *boxes = lp->open; /* the boxes left open */
    int used = br->nodes;
    if (max_nodes > LP_BRANCH_OPEN)
        max_nodes = LP_BRANCH_OPEN;
    double answer;
    for (;;) {
        int top = -1;
        for (int i = 0; i < br->nopen; i++)
            if (boxes[i].bound != -INFINITY && (top < 0 || before(&boxes[i], &boxes[top])))
                top = i;
        answer = top < 0 ? -INFINITY : boxes[top].bound;
        br->stopped = top >= 0 && boxes[top].to_split;
        if (!br->stopped || br->nodes + 2 > max_nodes || br->nopen + 1 > LP_BRANCH_OPEN)
            break; /* none left, the best is whole (or cannot be split), or the cap */
        box parent = boxes[top];
        boxes[top] = boxes[--br->nopen];
        /* Both children start from its basis, a bound away from their own
         * optimum (a few pivots); its B^-1 is copied back for the second
         * child, and the first child's kept for when it is split next. */
        bool values = load_parent(lp, &parent);
        double v;
        int j = split_column(lp, &parent, values, &v);
        if (j < 0) { /* solved again, it is not to be split after all */
            if (parent.bound != -INFINITY)
                boxes[br->nopen++] = parent;
            continue;
        }
        cri_lp_save_factor(lp, &lp->split);
        lp->boxes_split++;
        int d = parent.depth;
        bool at_hand = lp->state[j] == BASIC && !lp->restart_every_box;
        bool row = j >= lp->n;
        lp->boxes_split_on_rows += row;
        int lo_j = row ? (int)lp->row_lo[j - lp->n] : 0;
        int hi_j = row ? (int)lp->row_hi[j - lp->n] : (int)lp->up[j];
        for (int k = 0; k < d; k++)
            if (parent.col[k] == j) {
                lo_j = parent.lo[k];
                hi_j = parent.hi[k];
            }
        for (int side = 0; side < 2; side++) {
            box *c = &boxes[br->nopen];
            if (side)
                cri_lp_load_factor(lp, &lp->split);
            *c = parent;
            c->col[d] = (int16_t)j;
            c->lo[d] = (int16_t)(side ? floor_of(v) + 1 : lo_j);
            c->hi[d] = (int16_t)(side ? hi_j : floor_of(v));
            c->depth = d + 1;
            solve(lp, c, at_hand);
            if (!side) {
                cri_lp_save_factor(lp, &lp->sibling);
                lp->sibling_serial = c->serial;
            }
            /* a child's bound above its parent's is rounding: the parent's holds */
            if (c->bound > parent.bound)
                c->bound = parent.bound;
            if (c->bound != -INFINITY)
                br->nopen++;
        }
    }
    lp->branch_nodes_used += br->nodes - used;
    own_boxes(lp);
    return answer;
}

double cri_lp_branch(cri_lp *lp, double per_card, double kcards, int max_nodes)
{
    lp->bb = (cri_lp_branch_state){per_card, kcards, 0, 1, false, 0};
    splittable_rows(lp);
    lp->sibling_serial = -1;
    lp->open[0].depth = 0;
    lp->open[0].kcards = (int16_t)kcards;
    lp->fix.on = false;
    solve(lp, &lp->open[0], false);
    fixing_root(lp);
    lp->branch_nodes_used++; /* (branch_on counts the boxes it solves) */
    return branch_on(lp, max_nodes);
}

double cri_lp_branch_more(cri_lp *lp, int max_nodes)
{
    return branch_on(lp, max_nodes);
}
