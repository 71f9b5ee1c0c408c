/* The dual simplex of the LP bound (docs/solver.md, "The LP bound"): a
 * bounded dual simplex with a dense B^-1 (revised: the pivot row and column
 * are made from the sparse columns), a bound-flipping ratio test, and the
 * bound read by weak duality (solver_lp_duality.c) with the row prices it
 * stopped at, which gives a valid upper bound for ANY prices, so rounding
 * error, degeneracy and the iteration cap cannot make it unsafe. */
#include "solver/solver_lp_impl.h"

#include <math.h> /* INFINITY, fabs (no libm: the library does not link it) */
#include <string.h>

/* y += a x over n entries (distinct arrays: the compiler may pair them). */
static void axpy(double *restrict y, const double *restrict x, double a, int n)
{
    int k = 0;
    for (; k + 4 <= n; k += 4) {
        y[k] += a * x[k];
        y[k + 1] += a * x[k + 1];
        y[k + 2] += a * x[k + 2];
        y[k + 3] += a * x[k + 3];
    }
    for (; k < n; k++)
        y[k] += a * x[k];
}

/* Whether nonbasic column j, whose entry in the pivot row is a, may enter
 * (the ratio test's candidates): a pivot not too small, a box to move in,
 * and moving x_B(i) the right way (increase: it must rise). Without
 * branches: which columns pass is data, and a branch per test was
 * mispredicted on about every other column. */
static inline bool may_enter(const cri_lp *lp, int j, double a, bool increase)
{
    bool usable = pivot_usable(a), boxed = !(lp->ub[j] <= lp->lb[j]);
    bool right_way = moves_basic(a, lp->state[j] == AT_LOWER, increase);
    return usable & boxed & right_way;
}

/* Row i of B^-1 [A -I] into lp->alpha (every column; the slack of row r
 * is -e_r), and the columns that may enter (may_enter) into lp->nz in
 * column order, made in the same pass; their count. */
static int row_alpha(cri_lp *lp, int i, bool increase)
{
    int m = lp->m, n = lp->n, nc = 0;
    double *rho = lp->rho;
    for (int c = 0; c < m; c++)
        rho[c] = lp->binv[c * m + i];
    for (int j = 0; j < n; j++) {
        double a = 0;
        if (lp->state[j] != BASIC) {
            for (int k = lp->beg[j]; k < lp->beg[j + 1]; k++)
                a += rho[lp->row[k]] * lp->val[k];
            lp->nz[nc] = j;
            nc += may_enter(lp, j, a, increase);
        }
        lp->alpha[j] = a;
    }
    for (int r = 0; r < m; r++) {
        int j = n + r;
        double a = 0;
        if (lp->state[j] != BASIC) {
            a = -rho[r];
            lp->nz[nc] = j;
            nc += may_enter(lp, j, a, increase);
        }
        lp->alpha[j] = a;
    }
    lp->alpha[lp->basis[i]] = 1; /* a basic column is a unit column */
    return nc;
}

/* Where each column of B^-1 may be nonzero, rows lo[c] to hi[c] - 1,
 * while a start builds B^-1 from the slack basis (the crash, a kept
 * basis): its columns stay short there, and passes over all m rows were
 * most of the crash's time on 40-card hands. The entries outside a span
 * are exact zeros, so the sums over the spans are the ones over every row. */
typedef struct binv_spans {
    int lo[LP_ROWS], hi[LP_ROWS];
} binv_spans;

static void slack_spans(const cri_lp *lp, binv_spans *sp)
{
    for (int r = 0; r < lp->m; r++) {
        sp->lo[r] = r;
        sp->hi[r] = r + 1;
    }
}

/* Column j < n of B^-1 A into out, over the spans; where it may be
 * nonzero into *lo, *hi (out is 0 elsewhere). */
static void spanned_column(const cri_lp *lp, int j, double *out, const binv_spans *sp, int *lo,
                           int *hi)
{
    int m = lp->m, a = m, b = 0;
    for (int r = 0; r < m; r++)
        out[r] = 0;
    for (int k = lp->beg[j]; k < lp->beg[j + 1]; k++) {
        int r = lp->row[k], from = sp->lo[r];
        a = from < a ? from : a;
        b = sp->hi[r] > b ? sp->hi[r] : b;
        axpy(out + from, lp->binv + r * m + from, lp->val[k], sp->hi[r] - from);
    }
    *lo = a;
    *hi = a < b ? b : a;
}

/* Column j of B^-1 [A -I] into out. */
static void column(const cri_lp *lp, int j, double *out)
{
    int m = lp->m, n = lp->n;
    if (j >= n) {
        for (int r = 0; r < m; r++)
            out[r] = -lp->binv[(j - n) * m + r];
        return;
    }
    for (int r = 0; r < m; r++)
        out[r] = 0;
    for (int k = lp->beg[j]; k < lp->beg[j + 1]; k++)
        axpy(out, lp->binv + lp->row[k] * m, lp->val[k], m);
}

/* Column j's cost perturbation, about 1e-6 and different per column: on
 * this model's many ties the ratio test's steps are 0 (the dual simplex
 * stalls) unless the reduced costs are pulled apart. Made once a scratch
 * (cri_lp_new): a division and a remainder per column at each start. */
void cri_lp_make_perturbations(cri_lp *lp)
{
    for (int j = 0; j < LP_COLS; j++)
        lp->perturbation[j] = 1e-6 * (1 + (j * 7919 % 1009) / 1009.0);
}

/* The slack basis: every row's slack basic, B = -I. */
static void slack_basis(cri_lp *lp)
{
    int m = lp->m, n = lp->n;
    memset(lp->binv, 0, sizeof(double) * (size_t)(m * m));
    for (int r = 0; r < m; r++) {
        lp->binv[r * m + r] = -1;
        lp->basis[r] = n + r;
        lp->state[n + r] = BASIC;
    }
}

void cri_lp_start(cri_lp *lp)
{
    int m = lp->m, n = lp->n;
    slack_basis(lp);
    for (int r = 0; r < m; r++) {
        lp->xb[r] = 0;
        lp->lb[n + r] = lp->lo[r];
        lp->ub[n + r] = lp->hi[r];
        lp->d[n + r] = 0;
    }
    for (int j = 0; j < n; j++) {
        lp->lb[j] = 0;
        lp->ub[j] = lp->up[j];
        /* Perturbed on the side of its bound (many columns cost the same:
         * ties in the ratio test stall the dual simplex); the caller takes
         * it back with cri_lp_restart() and the true costs. */
        lp->d[j] = lp->cost[j] + (lp->cost[j] > 0 ? lp->perturbation[j] : -lp->perturbation[j]);
        lp->state[j] = lp->cost[j] > 0 ? AT_UPPER : AT_LOWER; /* dual feasible */
        lp->z[j] = lp->state[j] == AT_UPPER ? lp->up[j] : 0;
        for (int k = lp->beg[j]; k < lp->beg[j + 1]; k++)
            lp->xb[lp->row[k]] += lp->val[k] * lp->z[j];
    }
}

/* The squared norm of row i of B^-1 (stored by columns: a stride of m).
 * Only the rows outside their bounds need one, often a few, so a row at a
 * time costs less than every row's by columns (measured: docs/solver.md). */
static double row_norm(const cri_lp *lp, int i)
{
    int m = lp->m, c = 0;
    const double *b = lp->binv + i;
    double s[4] = {0, 0, 0, 0}; /* four sums side by side: no wait on the last add */
    for (; c + 4 <= m; c += 4)
        for (int u = 0; u < 4; u++)
            s[u] += b[(c + u) * m] * b[(c + u) * m];
    for (; c < m; c++)
        s[0] += b[c * m] * b[c * m];
    return (s[0] + s[1]) + (s[2] + s[3]);
}

/* The row to leave: of the basic variables outside their bounds, the one
 * whose infeasibility is largest against the norm of its row of B^-1
 * (dual steepest edge, the weights exact: B^-1 is at hand); -1 if none. */
static int leaving_row(const cri_lp *lp, double *target, bool *increase, double *infeas)
{
    int m = lp->m, out[LP_ROWS], k = 0;
    double miss[LP_ROWS];
    for (int r = 0; r < m; r++) {
        int b = lp->basis[r];
        double below = lp->lb[b] - lp->xb[r], above = lp->xb[r] - lp->ub[b];
        double v = below > above ? below : above;
        out[k] = r;
        miss[k] = v;
        k += v > LP_EPS_FEAS;
    }
    if (k == 0)
        return -1;
    int best = 0;
    double score = -1;
    for (int t = 0; k > 1 && t < k; t++) { /* (one row: no need to weigh it) */
        double sc = lp->most_infeasible_row ? miss[t] : miss[t] * miss[t] / row_norm(lp, out[t]);
        if (sc > score) {
            score = sc;
            best = t;
        }
    }
    int r = out[best], b = lp->basis[r];
    *increase = lp->lb[b] - lp->xb[r] > lp->xb[r] - lp->ub[b];
    *target = *increase ? lp->lb[b] : lp->ub[b];
    *infeas = miss[best];
    return r;
}

/* The dual ratio test on row i (increase: the basic variable must rise by
 * infeas), with bound flipping: the candidates in the order of their ratios
 * |d_j / a_ij|, ties to the largest |pivot|; while the infeasibility left
 * exceeds what a candidate moving to its other bound removes, it flips (past
 * the step its reduced cost changes sign, so it is dual feasible there) and
 * the next one is tried. -1 if no column can enter. */
static int entering_col(cri_lp *lp, int i, bool increase, double infeas)
{
    int m = lp->m;
    int nc = row_alpha(lp, i, increase);
    const double *t = lp->alpha;
    /* their ratios and pivot sizes, side by side for the passes below */
    double *ratio = lp->ratio, *size = lp->size;
    for (int k = 0; k < nc; k++) {
        int j = lp->nz[k];
        size[k] = fabs(t[j]);
        ratio[k] = fabs(lp->d[j]) / size[k];
    }
    /* The flipped columns' moves, summed in the rows' space (their A z):
     * one product with B^-1 at the end moves x_B, where a column of
     * B^-1 A per flip was most of the ratio test's time. */
    double moved[LP_ROWS];
    int flips = 0, j = -1;
    while (nc > 0) {
        int best = 0;
        double best_ratio = ratio[0], best_size = size[0];
        for (int k = 1; k < nc; k++)
            if (ratio[k] < best_ratio - 1e-12 ||
                (ratio[k] <= best_ratio + 1e-12 && size[k] > best_size)) {
                best = k;
                best_ratio = ratio[k];
                best_size = size[k];
            }
        int c = lp->nz[best];
        double range = lp->ub[c] - lp->lb[c], gain = size[best] * range;
        if (infeas - gain <= LP_EPS_FEAS) {
            j = c;
            break;
        }
        /* flip c to its other bound */
        infeas -= gain;
        double delta = lp->state[c] == AT_LOWER ? range : -range;
        lp->state[c] = lp->state[c] == AT_LOWER ? AT_UPPER : AT_LOWER;
        lp->z[c] += delta;
        if (flips++ == 0)
            memset(moved, 0, sizeof(double) * (size_t)m);
        if (c < lp->n) {
            lp->nonbasic_objective += lp->cost[c] * delta;
            for (int k = lp->beg[c]; k < lp->beg[c + 1]; k++)
                moved[lp->row[k]] += lp->val[k] * delta;
        } else {
            moved[c - lp->n] -= delta;
        }
        nc--;
        lp->nz[best] = lp->nz[nc];
        ratio[best] = ratio[nc];
        size[best] = size[nc];
    }
    for (int r = 0; flips > 0 && r < m; r++)
        if (moved[r] != 0)
            axpy(lp->xb, lp->binv + r * m, -moved[r], m);
    return j;
}

/* replace_row for a column col nonzero only in rows lo to hi - 1; sp (if
 * not NULL): the spans of B^-1's columns, widened where they change. */
static void replace_row_spanned(cri_lp *lp, int i, double *col, int lo, int hi, binv_spans *sp)
{
    int m = lp->m;
    double p = col[i];
    col[i] -= 1; /* then the axpy below leaves row i at its entry over p */
    for (int c = 0; c < m; c++) {
        double *bc = lp->binv + c * m;
        double e = bc[i] / p;
        if (e == 0)
            continue;
        axpy(bc + lo, col + lo, -e, hi - lo);
        if (sp) {
            sp->lo[c] = lo < sp->lo[c] ? lo : sp->lo[c];
            sp->hi[c] = hi > sp->hi[c] ? hi : sp->hi[c];
        }
    }
    col[i] += 1;
}

/* B^-1 once the column col (B^-1 a_q) replaces basic row i: row i over the
 * pivot col[i], the others eliminated (by columns: each column less col
 * times its row-i entry). */
static void replace_row(cri_lp *lp, int i, double *col)
{
    replace_row_spanned(lp, i, col, 0, lp->m, NULL);
}

/* Column q enters at row i (lp->alpha holds row i of B^-1 [A -I]). */
static void pivot(cri_lp *lp, int i, int q, double target, bool increase)
{
    int m = lp->m, w = lp->n + m;
    double *col = lp->col;
    column(lp, q, col);
    double p = col[i];
    /* x_q moves so that x_B(i) lands on target */
    double step = (lp->xb[i] - target) / p;
    axpy(lp->xb, col, -step, m);
    int leave = lp->basis[i];
    lp->state[leave] = increase ? AT_LOWER : AT_UPPER;
    lp->z[leave] = target;
    if (leave < lp->n)
        lp->nonbasic_objective += lp->cost[leave] * target;
    if (q < lp->n)
        lp->nonbasic_objective -= lp->cost[q] * lp->z[q];
    lp->xb[i] = lp->z[q] + step;
    lp->basis[i] = q;
    lp->state[q] = BASIC;
    replace_row(lp, i, col);
    double theta = lp->d[q] / lp->alpha[q];
    /* every column: a basic one's alpha is 0 (row_alpha), which leaves its
     * d as it is, and without a test the loop is a vector one */
    axpy(lp->d, lp->alpha, -theta, w);
    lp->d[q] = 0;
    lp->pivots++;
}

/* The prices y = c_B B^-1 and every column's reduced cost d_j = c_j - y a_j
 * (the slack of row r: y_r), 0 for the basic ones; sp (if not NULL): the
 * spans of B^-1's columns (a start's). */
static void reduced_costs_spanned(cri_lp *lp, const binv_spans *sp)
{
    int m = lp->m, n = lp->n;
    double *y = lp->col, cb[LP_ROWS];
    int at[LP_ROWS], costly = 0; /* the basic columns that cost something, in order */
    int before[LP_ROWS + 1];       /* before[i]: those in rows under i */
    for (int i = 0; i < m; i++) {
        before[i] = costly;
        cb[costly] = lp->basis[i] < n ? lp->cost[lp->basis[i]] : 0;
        at[costly] = i;
        costly += cb[costly] != 0;
    }
    before[m] = costly;
    /* y_r = sum_i cb_i B^-1[i][r] (column r of B^-1 is contiguous), over
     * those only, within the column's span: the same sum, in the same
     * order, as over every i */
    for (int r = 0; r < m; r++) {
        const double *b = lp->binv + r * m;
        double yr = 0;
        int from = sp ? before[sp->lo[r]] : 0, to = sp ? before[sp->hi[r]] : costly;
        for (int t = from; t < to; t++)
            yr += cb[t] * b[at[t]];
        y[r] = yr;
    }
    for (int j = 0; j < n; j++) {
        double dj = lp->cost[j];
        for (int k = lp->beg[j]; k < lp->beg[j + 1]; k++)
            dj -= y[lp->row[k]] * lp->val[k];
        lp->d[j] = dj;
    }
    for (int r = 0; r < m; r++)
        lp->d[n + r] = y[r];
    for (int i = 0; i < m; i++)
        lp->d[lp->basis[i]] = 0;
}

static void reduced_costs(cri_lp *lp)
{
    reduced_costs_spanned(lp, NULL);
}

/* The basic values from the nonbasic ones: x_B = -B^-1 N z_N; sp as in
 * reduced_costs_spanned. */
static void basic_values_spanned(cri_lp *lp, const binv_spans *sp)
{
    int m = lp->m, n = lp->n, w = n + m;
    double v[LP_ROWS];
    for (int r = 0; r < m; r++)
        v[r] = 0;
    for (int j = 0; j < w; j++) {
        if (lp->state[j] == BASIC || lp->z[j] == 0)
            continue;
        if (j >= n)
            v[j - n] -= lp->z[j];
        else
            for (int k = lp->beg[j]; k < lp->beg[j + 1]; k++)
                v[lp->row[k]] += lp->val[k] * lp->z[j];
    }
    /* by columns of B^-1, each added whole (the same sums, in the same
     * order, as by rows, without the stride), or over its span */
    for (int i = 0; i < m; i++)
        lp->xb[i] = 0;
    for (int r = 0; r < m; r++) {
        int lo = sp ? sp->lo[r] : 0, hi = sp ? sp->hi[r] : m;
        axpy(lp->xb + lo, lp->binv + r * m + lo, -v[r], hi - lo);
    }
}

static void basic_values(cri_lp *lp)
{
    basic_values_spanned(lp, NULL);
}

/* LP2 from LP1's last basis: the objective big * cards + value, the cards
 * row capped at kcards. Boxed columns make any basis dual feasible: the
 * reduced costs are made again and each nonbasic column moves to the bound
 * its sign asks for; the dual simplex then goes on from there. */
void cri_lp_set_costs(cri_lp *lp, double per_card, double per_value)
{
    for (int j = 0; j < lp->n; j++)
        lp->cost[j] = per_card * lp->cards[j] + per_value * lp->worth[j];
}

void cri_lp_restart(cri_lp *lp, double per_card, double per_value, double kcards)
{
    int m = lp->m, n = lp->n, w = n + m;
    cri_lp_set_costs(lp, per_card, per_value);
    lp->hi[0] = lp->ub[n] = kcards;
    reduced_costs(lp);
    /* A reduced cost within LP_EPS_DUAL of 0 leaves its column where it is:
     * either bound is dual feasible to that tolerance, and on this model's
     * many ties the rounding of d_j made afresh would otherwise send columns
     * across their boxes at random, each a primal infeasibility to pivot
     * away (on 80-card questions three times the pivots; the bound is safe
     * for any prices, so only its tightness could suffer). */
    for (int j = 0; j < w; j++) {
        if (lp->state[j] == BASIC)
            continue;
        if (lp->d[j] > LP_EPS_DUAL && lp->ub[j] > lp->lb[j])
            lp->state[j] = AT_UPPER;
        else if (lp->d[j] < -LP_EPS_DUAL || lp->ub[j] <= lp->lb[j])
            lp->state[j] = AT_LOWER;
        lp->z[j] = lp->state[j] == AT_UPPER ? lp->ub[j] : lp->lb[j];
    }
    basic_values(lp);
}

void cri_lp_perturb(cri_lp *lp)
{
    for (int j = 0; j < lp->n; j++)
        if (lp->state[j] != BASIC)
            lp->d[j] += lp->state[j] == AT_UPPER ? lp->perturbation[j] : -lp->perturbation[j];
}

/* ---- the crash start ----------------------------------------------------- */

/* Pivots column j into the priced row, not yet filled, where B^-1 a_j is
 * largest (at least 1e-3); false when there is none. */
static bool crash_in(cri_lp *lp, int j, const bool *priced, bool *filled, binv_spans *sp)
{
    int row = -1, lo, hi;
    spanned_column(lp, j, lp->col, sp, &lo, &hi);
    double size = 1e-3;
    for (int r = lo; r < hi; r++)
        if (priced[r] && !filled[r] && fabs(lp->col[r]) > size) {
            size = fabs(lp->col[r]);
            row = r;
        }
    if (row < 0)
        return false;
    replace_row_spanned(lp, row, lp->col, lo, hi, sp);
    lp->state[lp->basis[row]] = AT_UPPER; /* the row's slack, nonbasic (its side is
                                           * set again with the reduced costs) */
    lp->basis[row] = j;
    lp->state[j] = BASIC;
    filled[row] = true;
    return true;
}

/* Whether column j has an entry in a priced row that is (or is not yet)
 * filled. */
static bool meets(const cri_lp *lp, int j, const bool *priced, const bool *filled, bool is_filled)
{
    for (int k = lp->beg[j]; k < lp->beg[j + 1]; k++)
        if (priced[lp->row[k]] && filled[lp->row[k]] == is_filled)
            return true;
    return false;
}

/* A template's place in the crash basis's order (its bucket, 0 first), or
 * -1 for a column that is no template: smallest first, a size's runs
 * before its groups; largest first (13 - size) where only a cover is made
 * (no fill). */
enum { CRASH_BUCKETS = 2 * 13 };
static int size_bucket(const cri_lp_col *c, bool smallest_first)
{
    bool is_template = c->kind == COL_RUN || c->kind == COL_GROUP;
    if (!(is_template && c->size >= 1 && c->size <= 13))
        return -1;
    return smallest_first ? (c->size - 1) * 2 + (c->kind == COL_GROUP) : 13 - c->size;
}

/* The crash basis: the templates in their order (size_bucket), each into
 * a priced row while it meets no row already filled (a greedy cover of the
 * cards by disjoint melds); then, with fill, any column with an entry in a
 * priced row left into one of them. With fill (most cards meld) smallest
 * first: the runs of three tile each suit before a longer run or a group
 * takes their cards, a start nearer the optimum's basis (about a sixth
 * fewer pivots on the LP's own questions, a quarter to a third on 80-card
 * hands); a cover alone (a hand with a wild card that melds far fewer of
 * its cards) took more pivots that way and keeps largest first
 * (sixty-seventh round of docs/benchmarks-solver-rounds.md). */
static void crash_basis(cri_lp *lp, const bool *priced, bool fill, binv_spans *sp)
{
    int n = lp->n, left = 0;
    bool filled[LP_ROWS] = {false};
    for (int r = 0; r < lp->m; r++)
        left += priced[r];
    /* The templates by bucket, in column order within one: one counting
     * sort, not a pass over every column at each size (those passes were
     * about 4% of a 20-card hand's LP). */
    bool smallest_first = fill && !lp->crash_largest_first;
    int at[CRASH_BUCKETS + 1] = {0}, order[LP_COLS];
    for (int j = 0; j < n; j++) {
        int b = size_bucket(&lp->info[j], smallest_first);
        if (b >= 0)
            at[b + 1]++;
    }
    for (int k = 1; k <= CRASH_BUCKETS; k++)
        at[k] += at[k - 1];
    int templates = at[CRASH_BUCKETS];
    for (int j = 0; j < n; j++) {
        int b = size_bucket(&lp->info[j], smallest_first);
        if (b >= 0)
            order[at[b]++] = j;
    }
    slack_spans(lp, sp);
    for (int k = 0; k < templates && left > 0; k++)
        if (!meets(lp, order[k], priced, filled, true))
            left -= crash_in(lp, order[k], priced, filled, sp);
    for (int j = 0; fill && j < n && left > 0; j++)
        if (lp->state[j] != BASIC && meets(lp, j, priced, filled, false))
            left -= crash_in(lp, j, priced, filled, sp);
}

void cri_lp_start_crash(cri_lp *lp, const bool *priced, bool fill)
{
    int m = lp->m, n = lp->n;
    slack_basis(lp);
    for (int r = 0; r < m; r++) {
        lp->lb[n + r] = lp->lo[r];
        lp->ub[n + r] = lp->hi[r];
    }
    for (int j = 0; j < n; j++) {
        lp->lb[j] = 0;
        lp->ub[j] = lp->up[j];
        lp->state[j] = AT_LOWER;
    }
    binv_spans sp; /* (B^-1's columns' spans, for the prices and values too) */
    crash_basis(lp, priced, fill, &sp);
    reduced_costs_spanned(lp, &sp);
    /* Each nonbasic column on the side of its reduced cost, about 0 for
     * most: perturbed downwards, so that they stay at 0 and the ratio
     * test's ties are broken (the caller takes it back with
     * cri_lp_restart() and the true costs). A slack's reduced cost is its
     * row's price: 1, at the row's upper bound. */
    for (int j = 0; j < n + m; j++) {
        if (lp->state[j] == BASIC)
            continue;
        if (j < n)
            lp->d[j] -= lp->perturbation[j];
        lp->state[j] = lp->d[j] > 0 && lp->ub[j] > lp->lb[j] ? AT_UPPER : AT_LOWER;
        lp->z[j] = lp->state[j] == AT_UPPER ? lp->ub[j] : lp->lb[j];
    }
    basic_values_spanned(lp, &sp);
}

/* The nonbasic templates' part of the objective (their c_j z_j), which
 * the dual simplex's steps then keep (a flip, a pivot) in
 * lp->nonbasic_objective. */
static void sum_nonbasic_objective(cri_lp *lp)
{
    double z = 0;
    for (int j = 0; j < lp->n; j++)
        if (lp->state[j] != BASIC)
            z += lp->cost[j] * lp->z[j];
    lp->nonbasic_objective = z;
}

/* The objective at the current basic values (primal infeasible during the
 * dual simplex): with the reduced costs dual feasible it is the dual
 * objective, the bound cri_lp_run would return now, to the perturbation.
 * Its nonbasic part is kept as the steps go (a pass over every column at
 * each step was 7% of the slowest questions' time); it only says when the
 * bound is worth reading, so the rounding it gathers is harmless. */
static double basic_objective(const cri_lp *lp)
{
    double z = lp->nonbasic_objective;
    for (int r = 0; r < lp->m; r++)
        if (lp->basis[r] < lp->n)
            z += lp->cost[lp->basis[r]] * lp->xb[r];
    return z;
}

/* How far under cutoff + 1 the basic objective must be before the bound is
 * read (a pass over the columns): the two differ by the perturbation of the
 * reduced costs, some 1e-4 here, and a bound read and found just above
 * would be read again at every pivot. */
#define LP_CUTOFF_SLACK 0.01

/* The dual simplex's objective falls at every step and is a bound all the
 * way (the reduced costs stay dual feasible): whether it is under cutoff + 1
 * now, proven by weak duality with the slacks' prices (that bound into
 * *bound). */
static bool proven_under(const cri_lp *lp, double cutoff, double *bound)
{
    if (!(basic_objective(lp) < cutoff + 1 - LP_CUTOFF_SLACK))
        return false;
    double pi[LP_ROWS];
    return cri_lp_slack_bound(lp, pi, bound) && *bound + LP_MARGIN < cutoff + 1;
}

/* The dual simplex (cri_lp_run_above); cut: whether there is a cutoff,
 * constant at each call, so that the plain run's loop has no test for it
 * (the test alone measured 6% slower on the LP's own questions); read:
 * whether the caller wants the bound (not: 0 returned, the same pivots). */
static inline __attribute__((always_inline)) double run_dual(cri_lp *lp, double cutoff, bool cut,
                                                             bool read)
{
    double pi[LP_ROWS];
    if (cut)
        sum_nonbasic_objective(lp);
    lp->run_optimal = false;
    for (int it = 0; it < 20 * lp->m; it++) {
        double target = 0;
        bool increase = false;
        double infeas = 0;
        int i = leaving_row(lp, &target, &increase, &infeas);
        if (i < 0) {
            lp->run_optimal = true;
            break;
        }
        int q = entering_col(lp, i, increase, infeas);
        if (q < 0 && !read)
            return 0;
        if (q < 0) {
            /* row i of B^-1 */
            double big = 0;
            for (int r = 0; r < lp->m; r++) {
                pi[r] = lp->binv[r * lp->m + i];
                big = lp_max(big, fabs(pi[r]));
            }
            for (int r = 0; r < lp->m; r++) /* scaled to 1, so the margin means something */
                pi[r] /= big;
            if (big > 0 && cri_lp_proves_infeasible(lp, pi))
                return -INFINITY;
            break;
        }
        pivot(lp, i, q, target, increase);
        double proven;
        if (cut && proven_under(lp, cutoff, &proven))
            return proven;
    }
    if (!read)
        return 0;
    double bound;
    cri_lp_slack_bound(lp, pi, &bound); /* (not sane: 0 prices, a weaker bound) */
    return bound;
}

double cri_lp_run(cri_lp *lp)
{
    return run_dual(lp, -INFINITY, false, true);
}

double cri_lp_row_value(const cri_lp *lp, int r)
{
    int slack = lp->n + r;
    if (lp->state[slack] != BASIC)
        return lp->z[slack];
    for (int i = 0; i < lp->m; i++)
        if (lp->basis[i] == slack)
            return lp->xb[i];
    return lp->z[slack]; /* (not reached: a basic column has a row) */
}

bool cri_lp_cap_cards(cri_lp *lp, double kcards)
{
    int n = lp->n;
    if (cri_lp_row_value(lp, 0) > kcards + LP_EPS_FEAS
        || (lp->state[n] == AT_UPPER && lp->z[n] != kcards))
        return false;
    lp->hi[0] = lp->ub[n] = kcards;
    return true;
}

bool cri_lp_cap_keeps_bound(const cri_lp *lp)
{
    return lp->run_optimal && lp->state[lp->n] == BASIC;
}

void cri_lp_settle(cri_lp *lp)
{
    run_dual(lp, -INFINITY, false, false);
}

double cri_lp_run_above(cri_lp *lp, double cutoff)
{
    return cutoff > -INFINITY ? run_dual(lp, cutoff, true, true) : cri_lp_run(lp);
}

static bool has(const uint64_t *set, int j)
{
    return (set[j / 64] >> (j % 64)) & 1;
}

/* (a word of bits at a time, without a branch per column: which state a
 * column is in is data, and the branches were mispredicted) */
void cri_lp_save_basis(const cri_lp *lp, cri_lp_basis *keep)
{
    int w = lp->n + lp->m;
    for (int word = 0; word < LP_BASIS_WORDS; word++) {
        uint64_t basic = 0, upper = 0;
        int end = w - word * 64 < 64 ? w - word * 64 : 64;
        for (int b = 0; b < end; b++) {
            uint8_t state = lp->state[word * 64 + b];
            basic |= (uint64_t)(state == BASIC) << b;
            upper |= (uint64_t)(state == AT_UPPER) << b;
        }
        keep->basic[word] = basic;
        keep->upper[word] = upper;
    }
}

/* From the slack basis, each kept template pivots into the row of a slack
 * that the kept basis has not, the largest |entry| of its column first. */
bool cri_lp_load_basis(cri_lp *lp, const cri_lp_basis *keep)
{
    int n = lp->n;
    slack_basis(lp);
    for (int j = 0; j < n; j++)
        lp->state[j] = has(keep->upper, j) ? AT_UPPER : AT_LOWER;
    binv_spans sp;
    slack_spans(lp, &sp);
    for (int j = 0; j < n; j++) {
        if (!has(keep->basic, j))
            continue;
        int lo, hi;
        spanned_column(lp, j, lp->col, &sp, &lo, &hi);
        int row = -1;
        double size = LP_EPS_FEAS;
        for (int r = lo; r < hi; r++)
            if (lp->basis[r] >= n && !has(keep->basic, lp->basis[r]) && fabs(lp->col[r]) > size) {
                size = fabs(lp->col[r]);
                row = r;
            }
        if (row < 0)
            return false;
        replace_row_spanned(lp, row, lp->col, lo, hi, &sp);
        lp->state[n + row] = has(keep->upper, n + row) ? AT_UPPER : AT_LOWER;
        lp->basis[row] = j;
        lp->state[j] = BASIC;
    }
    return true;
}

void cri_lp_save_factor(const cri_lp *lp, cri_lp_factor *f)
{
    size_t m = (size_t)lp->m, w = (size_t)(lp->n + lp->m);
    memcpy(f->binv, lp->binv, sizeof(double) * m * m);
    memcpy(f->d, lp->d, sizeof(double) * w);
    memcpy(f->z, lp->z, sizeof(double) * w);
    memcpy(f->xb, lp->xb, sizeof(double) * m);
    memcpy(f->basis, lp->basis, sizeof(int) * m);
    memcpy(f->state, lp->state, w);
}

void cri_lp_load_factor(cri_lp *lp, const cri_lp_factor *f)
{
    size_t m = (size_t)lp->m, w = (size_t)(lp->n + lp->m);
    memcpy(lp->binv, f->binv, sizeof(double) * m * m);
    memcpy(lp->d, f->d, sizeof(double) * w);
    memcpy(lp->z, f->z, sizeof(double) * w);
    memcpy(lp->xb, f->xb, sizeof(double) * m);
    memcpy(lp->basis, f->basis, sizeof(int) * m);
    memcpy(lp->state, f->state, w);
}
