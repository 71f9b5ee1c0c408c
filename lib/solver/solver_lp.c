/* The LP relaxation bound of a bestplay question (docs/solver.md, "The LP
 * bound"). The model is the meld-template relaxation (model (b) of the tenth
 * round, docs/benchmarks-solver-rounds.md): a column per run or distinct
 * group template, pool columns for non-distinct groups, a column per natural
 * card for the wild cards standing for it; a row per natural card (its copies
 * melded lie between its table copies and its table plus hand copies), a row
 * for the wild cards, a row per rank for pooled groups. It is solved by a
 * bounded dual simplex with a dense B^-1 (revised: the pivot row and column
 * are made from the sparse columns) from the slack basis; the bound is then
 * read by weak duality from the original data with the row prices the
 * simplex stopped at, which gives a valid upper bound for ANY prices, so
 * rounding error, degeneracy and the iteration cap cannot make it unsafe. */
#include "solver/solver_lp.h"

#include <math.h> /* INFINITY, fabs (no libm: the library does not link it) */
#include <stdlib.h>
#include <string.h>

enum {
    LP_ROWS = 120,            /* 52 cards, the wild row, 13 ranks, 52 copies, LP2's cards row */
    LP_COLS = 640,            /* runs 364 (cyclic, run_min 7) + groups 143 + wild 52, or pools */
    LP_NZ = LP_COLS * 15,     /* a template has at most 13 cards, plus the cards row */
    LP_WIDTH = LP_COLS + LP_ROWS,
    LP_MAX_POOL_SIZES = 8,    /* group sizes group_min..2*group_min-1 modelled per rank */
    LP_NEED_NATURAL_WILD = 9, /* from this many wild cards a run piece may be all wild */
};

#define LP_EPS_PIVOT 1e-9
#define LP_EPS_FEAS 1e-7
#define LP_MARGIN 1e-6

enum { AT_LOWER = 0, AT_UPPER = 1, BASIC = 2 };

struct cri_lp {
    /* the model: rows lo <= A x <= hi, columns 0 <= x <= up, maximise c x */
    int m, n;
    double lo[LP_ROWS], hi[LP_ROWS];
    double up[LP_COLS], cost[LP_COLS];
    double cards[LP_COLS], worth[LP_COLS]; /* cards melded, their value (wild at vw) */
    int beg[LP_COLS + 1];
    int16_t row[LP_NZ];
    double val[LP_NZ];
    /* the question, as counts */
    int tcnt[52], hcnt[52];  /* natural copies (wild deuces excluded) */
    bool deuce[52];          /* a wild deuce of this card is in the question */
    int tw, w;               /* wild cards on the table, in all */
    int row_of[52], wild_row, rank_row[13];
    /* the simplex: B^-1 (m x m), row i of B^-1 [A -I], a column, reduced
     * costs, values */
    double binv[LP_ROWS * LP_ROWS]; /* by columns: B^-1[r][c] at c * m + r */
    double rho[LP_ROWS];            /* row i of B^-1 */
    double alpha[LP_WIDTH], col[LP_ROWS];
    double d[LP_WIDTH], z[LP_WIDTH], xb[LP_ROWS];
    double lb[LP_WIDTH], ub[LP_WIDTH];
    int basis[LP_ROWS];
    uint8_t state[LP_WIDTH];
    int nz[LP_WIDTH];
    double ratio[LP_WIDTH];
    int32_t pivots;
};

cri_lp *cri_lp_new(void)
{
    return calloc(1, sizeof(cri_lp));
}

void cri_lp_free(cri_lp *lp)
{
    free(lp);
}

int32_t cri_lp_last_pivots(const cri_lp *lp)
{
    return lp ? lp->pivots : 0;
}

static double lp_max(double a, double b)
{
    return a > b ? a : b;
}

static double lp_min(double a, double b)
{
    return a < b ? a : b;
}

/* floor of a value well inside the int range */
static int lp_floor(double x)
{
    int k = (int)x;
    return (double)k > x ? k - 1 : k;
}

/* ---- the model ---------------------------------------------------------- */

static int card_index(unsigned suit, unsigned rank)
{
    return (int)(suit * 13 + rank - 1);
}

static int new_row(cri_lp *lp, double lo, double hi)
{
    lp->lo[lp->m] = lo;
    lp->hi[lp->m] = hi;
    return lp->m++;
}

static int card_row(cri_lp *lp, int c)
{
    if (lp->row_of[c] < 0)
        lp->row_of[c] = new_row(lp, lp->tcnt[c], lp->tcnt[c] + lp->hcnt[c]);
    return lp->row_of[c];
}

static void add_entry(cri_lp *lp, int r, double v)
{
    int k = lp->beg[lp->n + 1]++;
    lp->row[k] = (int16_t)r;
    lp->val[k] = v;
}

static bool open_col(cri_lp *lp, double up, double cards, double worth)
{
    if (lp->n >= LP_COLS)
        return false;
    lp->up[lp->n] = up;
    lp->cost[lp->n] = cards;
    lp->cards[lp->n] = cards;
    lp->worth[lp->n] = worth;
    lp->beg[lp->n + 1] = lp->beg[lp->n];
    return true;
}

/* What the columns need to know: the values, the largest wild value vw,
 * the row of the cards melded. */
typedef struct lp_obj {
    const cri_meld_profile *p;
    double vw;
    int kcards_row;
} lp_obj;

/* A template of k cards (indices 0..51), one copy of each: kept unless it
 * cannot occur in any play of the question. */
static bool add_template(cri_lp *lp, const lp_obj *o, const int *cards, int k)
{
    int miss = 0;
    bool natural = false;
    double up = 1e9, worth = 0;
    for (int i = 0; i < k; i++) {
        int c = cards[i], have = lp->tcnt[c] + lp->hcnt[c];
        miss += have == 0;
        natural |= have > 0 || lp->deuce[c];
        if (have + lp->w < up)
            up = have + lp->w;
        worth += o->p->value[c % 13 + 1];
    }
    if (miss > lp->w || up <= 0)
        return true;
    if (o->p->need_natural && !natural && lp->w < LP_NEED_NATURAL_WILD)
        return true;
    if (!open_col(lp, up, k, worth))
        return false;
    for (int i = 0; i < k; i++)
        add_entry(lp, card_row(lp, cards[i]), 1);
    add_entry(lp, o->kcards_row, k);
    lp->n++;
    return true;
}

static bool add_runs(cri_lp *lp, const lp_obj *o)
{
    const cri_meld_profile *p = o->p;
    int rmin = p->run_min, rmax = 2 * p->run_min - 1;
    if (rmax > 13)
        rmax = 13;
    int cards[13];
    for (unsigned s = 0; s < 4; s++)
        for (int len = rmin; len <= rmax; len++) {
            int starts = p->seq_mode == CR_SEQ_CYCLIC ? 13
                         : p->seq_mode == CR_SEQ_HIGH_OR_LOW ? 15 - len
                                                              : 14 - len;
            if (len == 13)
                starts = 1; /* every 13-card run holds the same cards */
            for (int r = 1; r <= starts; r++) {
                for (int i = 0; i < len; i++)
                    cards[i] = card_index(s, (unsigned)((r + i - 1) % 13 + 1));
                if (!add_template(lp, o, cards, len))
                    return false;
            }
        }
    return true;
}

static bool add_groups(cri_lp *lp, const lp_obj *o)
{
    const cri_meld_profile *p = o->p;
    int gmin = p->group_min, gmax = p->group_max == CRI_GROUP_UNLIMITED ? 1000 : p->group_max;
    int cards[4];
    if (p->group_distinct) {
        for (unsigned r = 1; r <= 13; r++)
            for (unsigned mask = 1; mask < 16; mask++) {
                int k = 0;
                for (unsigned s = 0; s < 4; s++)
                    if (mask >> s & 1)
                        cards[k++] = card_index(s, r);
                if (k >= gmin && k <= gmax && !add_template(lp, o, cards, k))
                    return false;
            }
        return true;
    }
    /* Pooled: u_c natural copies of c and v wild cards go to groups of the
     * rank, g_k groups of k cards take them (a group of any size is a sum
     * of groups of group_min..2*group_min-1 cards). */
    int kmax = 2 * gmin - 1 < gmax ? 2 * gmin - 1 : gmax;
    if (kmax - gmin + 1 > LP_MAX_POOL_SIZES)
        return false;
    for (unsigned r = 1; r <= 13; r++) {
        int cap = lp->w, have[4];
        for (unsigned s = 0; s < 4; s++) {
            int c = card_index(s, r);
            have[s] = lp->tcnt[c] + lp->hcnt[c];
            cap += have[s];
        }
        if (cap < gmin)
            continue;
        int rr = lp->rank_row[r - 1] = new_row(lp, 0, 0);
        /* A group of k cards holds at most min(k, n_c) natural copies of c:
         * u_c - sum_k min(k, n_c) g_k <= 0, a row where it says more than
         * the rank row (n_c < kmax). */
        int copies_row[4];
        for (unsigned s = 0; s < 4; s++) {
            int c = card_index(s, r), nc = have[s];
            copies_row[s] = -1;
            if (nc == 0)
                continue;
            if (nc < kmax) {
                double lo = 0;
                for (int k = gmin; k <= kmax; k++)
                    lo -= (k < nc ? k : nc) * (double)(cap / k);
                copies_row[s] = new_row(lp, lo, 0);
            }
            if (!open_col(lp, nc, 1, p->value[r]))
                return false;
            add_entry(lp, card_row(lp, c), 1);
            add_entry(lp, rr, 1);
            if (copies_row[s] >= 0)
                add_entry(lp, copies_row[s], 1);
            add_entry(lp, o->kcards_row, 1);
            lp->n++;
        }
        if (lp->w > 0) { /* v: wild cards in groups of the rank */
            if (!open_col(lp, lp->w, 1, o->vw))
                return false;
            add_entry(lp, rr, 1);
            add_entry(lp, lp->wild_row, 1);
            add_entry(lp, o->kcards_row, 1);
            lp->n++;
        }
        for (int k = gmin; k <= kmax; k++) {
            if (cap / k == 0)
                continue;
            if (!open_col(lp, cap / k, 0, 0))
                return false;
            add_entry(lp, rr, -k);
            for (unsigned s = 0; s < 4; s++)
                if (copies_row[s] >= 0)
                    add_entry(lp, copies_row[s], -(k < have[s] ? k : have[s]));
            lp->n++;
        }
    }
    return true;
}

/* y_c: wild cards standing for c, over all melds (only for cards some
 * column can meld). */
static bool add_wild(cri_lp *lp, const lp_obj *o)
{
    if (lp->w == 0)
        return true;
    for (int c = 0; c < 52; c++) {
        if (lp->row_of[c] < 0)
            continue;
        if (!open_col(lp, lp->w, 0, o->vw - o->p->value[c % 13 + 1]))
            return false;
        add_entry(lp, lp->row_of[c], -1);
        add_entry(lp, lp->wild_row, 1);
        lp->n++;
    }
    return true;
}

/* The whole model; row 0 counts the cards melded (T .. T + H for now). */
static bool build(cri_lp *lp, const lp_obj *obj_in, int tcards, int total)
{
    lp_obj o = *obj_in;
    lp->m = lp->n = 0;
    lp->beg[0] = 0;
    lp->wild_row = -1;
    for (int c = 0; c < 52; c++)
        lp->row_of[c] = -1;
    for (int r = 0; r < 13; r++)
        lp->rank_row[r] = -1;
    o.kcards_row = new_row(lp, tcards, total);
    if (lp->w > 0)
        lp->wild_row = new_row(lp, lp->tw, lp->w);
    if (!add_runs(lp, &o) || !add_groups(lp, &o) || !add_wild(lp, &o))
        return false;
    /* A table card no column can meld: an empty row that cannot be met. */
    for (int c = 0; c < 52; c++)
        if (lp->tcnt[c] > 0)
            card_row(lp, c);
    return lp->m <= LP_ROWS;
}

/* ---- the dual simplex --------------------------------------------------- */

/* Weak duality from the original data: for any row prices pi,
 * c x = pi A x + (c - pi A) x <= sum_r max(pi_r lo_r, pi_r hi_r)
 *                               + sum_j max(0, d_j up_j). */
static double dual_bound(const cri_lp *lp, const double *pi)
{
    double ub = 0;
    for (int r = 0; r < lp->m; r++)
        ub += lp_max(pi[r] * lp->lo[r], pi[r] * lp->hi[r]);
    for (int j = 0; j < lp->n; j++) {
        double dj = lp->cost[j];
        for (int k = lp->beg[j]; k < lp->beg[j + 1]; k++)
            dj -= pi[lp->row[k]] * lp->val[k];
        ub += lp_max(0, dj * lp->up[j]);
    }
    return ub;
}

/* Farkas check of row combination rho: A x - s = 0 has rho (A x - s) = 0,
 * impossible when that sum's range over the boxes excludes 0. */
static bool proves_infeasible(const cri_lp *lp, const double *rho)
{
    double lo = 0, hi = 0;
    for (int r = 0; r < lp->m; r++) {
        lo -= lp_max(rho[r] * lp->lo[r], rho[r] * lp->hi[r]);
        hi -= lp_min(rho[r] * lp->lo[r], rho[r] * lp->hi[r]);
    }
    for (int j = 0; j < lp->n; j++) {
        double a = 0;
        for (int k = lp->beg[j]; k < lp->beg[j + 1]; k++)
            a += rho[lp->row[k]] * lp->val[k];
        lo += lp_min(0, a * lp->up[j]);
        hi += lp_max(0, a * lp->up[j]);
    }
    return lo > LP_MARGIN || hi < -LP_MARGIN;
}

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

/* Row i of B^-1 [A -I] into lp->alpha (every column; the slack of row r
 * is -e_r). */
static void row_alpha(cri_lp *lp, int i)
{
    int m = lp->m, n = lp->n;
    double *rho = lp->rho;
    for (int c = 0; c < m; c++)
        rho[c] = lp->binv[c * m + i];
    for (int j = 0; j < n; j++) {
        double a = 0;
        if (lp->state[j] != BASIC)
            for (int k = lp->beg[j]; k < lp->beg[j + 1]; k++)
                a += rho[lp->row[k]] * lp->val[k];
        lp->alpha[j] = a;
    }
    for (int r = 0; r < m; r++)
        lp->alpha[n + r] = lp->state[n + r] == BASIC ? 0 : -rho[r];
    lp->alpha[lp->basis[i]] = 1; /* a basic column is a unit column */
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

static void start(cri_lp *lp)
{
    int m = lp->m, n = lp->n;
    memset(lp->binv, 0, sizeof(double) * (size_t)(m * m));
    for (int r = 0; r < m; r++) {
        lp->binv[r * m + r] = -1; /* the slack basis: B = -I */
        lp->basis[r] = n + r;
        lp->xb[r] = 0;
        lp->lb[n + r] = lp->lo[r];
        lp->ub[n + r] = lp->hi[r];
        lp->state[n + r] = BASIC;
        lp->d[n + r] = 0;
    }
    for (int j = 0; j < n; j++) {
        lp->lb[j] = 0;
        lp->ub[j] = lp->up[j];
        lp->d[j] = lp->cost[j];
        lp->state[j] = lp->cost[j] > 0 ? AT_UPPER : AT_LOWER; /* dual feasible */
        lp->z[j] = lp->state[j] == AT_UPPER ? lp->up[j] : 0;
        for (int k = lp->beg[j]; k < lp->beg[j + 1]; k++)
            lp->xb[lp->row[k]] += lp->val[k] * lp->z[j];
    }
}

/* The row to leave: the basic variable most outside its bounds; -1 if none. */
static int leaving_row(const cri_lp *lp, double *target, bool *increase, double *infeas)
{
    int best = -1;
    double worst = LP_EPS_FEAS;
    for (int r = 0; r < lp->m; r++) {
        int b = lp->basis[r];
        double below = lp->lb[b] - lp->xb[r], above = lp->xb[r] - lp->ub[b];
        if (below > worst) {
            worst = below;
            best = r;
            *target = lp->lb[b];
            *increase = true;
            *infeas = below;
        } else if (above > worst) {
            worst = above;
            best = r;
            *target = lp->ub[b];
            *increase = false;
            *infeas = above;
        }
    }
    return best;
}

/* The dual ratio test on row i (increase: the basic variable must rise by
 * infeas), with bound flipping: the candidates in the order of their ratios
 * |d_j / a_ij|, ties to the largest |pivot|; while the infeasibility left
 * exceeds what a candidate moving to its other bound removes, it flips (past
 * the step its reduced cost changes sign, so it is dual feasible there) and
 * the next one is tried. -1 if no column can enter. */
static int entering_col(cri_lp *lp, int i, bool increase, double infeas)
{
    int w = lp->n + lp->m, nc = 0, m = lp->m;
    row_alpha(lp, i);
    const double *t = lp->alpha;
    for (int j = 0; j < w; j++) {
        double a = t[j];
        if (lp->state[j] == BASIC || fabs(a) < LP_EPS_PIVOT || lp->ub[j] <= lp->lb[j])
            continue;
        /* x_B(i) moves by -a per unit of x_j */
        if ((-a > 0) != (increase == (lp->state[j] == AT_LOWER)))
            continue;
        lp->ratio[j] = fabs(lp->d[j]) / fabs(a);
        lp->nz[nc++] = j;
    }
    while (nc > 0) {
        int best = 0;
        for (int k = 1; k < nc; k++) {
            int j = lp->nz[k], b = lp->nz[best];
            if (lp->ratio[j] < lp->ratio[b] - 1e-12
                || (lp->ratio[j] <= lp->ratio[b] + 1e-12 && fabs(t[j]) > fabs(t[b])))
                best = k;
        }
        int j = lp->nz[best];
        double range = lp->ub[j] - lp->lb[j], gain = fabs(t[j]) * range;
        if (infeas - gain <= LP_EPS_FEAS)
            return j;
        /* flip j to its other bound */
        infeas -= gain;
        double delta = lp->state[j] == AT_LOWER ? range : -range;
        lp->state[j] = lp->state[j] == AT_LOWER ? AT_UPPER : AT_LOWER;
        lp->z[j] += delta;
        column(lp, j, lp->col);
        for (int r = 0; r < m; r++)
            lp->xb[r] -= lp->col[r] * delta;
        lp->nz[best] = lp->nz[--nc];
    }
    return -1;
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
    for (int r = 0; r < m; r++)
        lp->xb[r] -= col[r] * step;
    int leave = lp->basis[i];
    lp->state[leave] = increase ? AT_LOWER : AT_UPPER;
    lp->z[leave] = target;
    lp->xb[i] = lp->z[q] + step;
    lp->basis[i] = q;
    lp->state[q] = BASIC;
    /* B^-1 of the new basis: row i over p, the others eliminated (by
     * columns: each column less col times its row-i entry) */
    col[i] -= 1; /* then the axpy below leaves row i at its entry over p */
    for (int c = 0; c < m; c++) {
        double *bc = lp->binv + c * m;
        double e = bc[i] / p;
        if (e != 0)
            axpy(bc, col, -e, m);
    }
    col[i] += 1;
    double theta = lp->d[q] / lp->alpha[q];
    for (int j = 0; j < w; j++)
        if (lp->state[j] != BASIC && lp->alpha[j] != 0)
            lp->d[j] -= theta * lp->alpha[j];
    lp->d[q] = 0;
    lp->pivots++;
}

/* LP2 from LP1's last basis: the objective big * cards + value, the cards
 * row capped at kcards. Boxed columns make any basis dual feasible: the
 * reduced costs are made again and each nonbasic column moves to the bound
 * its sign asks for; the dual simplex then goes on from there. */
static void restart(cri_lp *lp, double big, double kcards)
{
    int m = lp->m, n = lp->n, w = n + m;
    for (int j = 0; j < n; j++)
        lp->cost[j] = big * lp->cards[j] + lp->worth[j];
    lp->hi[0] = lp->ub[n] = kcards;
    /* y = c_B B^-1; d_j = c_j - y a_j (the slack of row r: y_r) */
    double *y = lp->col;
    for (int r = 0; r < m; r++)
        y[r] = 0;
    for (int i = 0; i < m; i++) {
        double cb = lp->basis[i] < n ? lp->cost[lp->basis[i]] : 0;
        if (cb != 0)
            for (int r = 0; r < m; r++)
                y[r] += cb * lp->binv[r * m + i];
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
    for (int j = 0; j < w; j++) {
        if (lp->state[j] == BASIC)
            continue;
        if (lp->d[j] > 0 && lp->ub[j] > lp->lb[j])
            lp->state[j] = AT_UPPER;
        else if (lp->d[j] < 0 || lp->ub[j] <= lp->lb[j])
            lp->state[j] = AT_LOWER;
        lp->z[j] = lp->state[j] == AT_UPPER ? lp->ub[j] : lp->lb[j];
    }
    /* x_B = -B^-1 N z_N */
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
    for (int i = 0; i < m; i++) {
        double x = 0;
        for (int r = 0; r < m; r++)
            x -= lp->binv[r * m + i] * v[r];
        lp->xb[i] = x;
    }
}

/* Runs the dual simplex from the current basis; the bound on the model's
 * maximum, or -INFINITY when the model is proven infeasible. */
static double run(cri_lp *lp)
{
    double pi[LP_ROWS];
    for (int it = 0; it < 20 * lp->m; it++) {
        double target = 0;
        bool increase = false;
        double infeas = 0;
        int i = leaving_row(lp, &target, &increase, &infeas);
        if (i < 0)
            break;
        int q = entering_col(lp, i, increase, infeas);
        if (q < 0) {
            /* row i of B^-1 */
            double big = 0;
            for (int r = 0; r < lp->m; r++) {
                pi[r] = lp->binv[r * lp->m + i];
                big = lp_max(big, fabs(pi[r]));
            }
            for (int r = 0; r < lp->m; r++) /* scaled to 1, so the margin means something */
                pi[r] /= big;
            if (big > 0 && proves_infeasible(lp, pi))
                return -INFINITY;
            break;
        }
        pivot(lp, i, q, target, increase);
    }
    /* Prices so large that rounding in the sum could pass the margin (an
     * ill-conditioned basis): the prices 0 instead, a weaker bound. */
    bool sane = true;
    for (int r = 0; r < lp->m; r++) {
        pi[r] = lp->state[lp->n + r] == BASIC ? 0 : lp->d[lp->n + r];
        sane &= fabs(pi[r]) < 1e6;
    }
    if (!sane)
        memset(pi, 0, sizeof pi);
    return dual_bound(lp, pi);
}

/* ---- the question ------------------------------------------------------- */

/* Counts the cards; false on a code the model does not know. */
static bool count(cri_lp *lp, const cri_meld_profile *p, const uint8_t *cards, size_t n,
                  int *nat, int *wild, double *vw, double *value)
{
    for (size_t i = 0; i < n; i++) {
        unsigned code = cards[i], rank = code & 15u, suit = code >> 4;
        *value += cri_card_value(p, code);
        if (cri_card_is_wild(p, code)) {
            ++*wild;
            *vw = lp_max(*vw, cri_card_value(p, code));
            if (code != 0x40)
                lp->deuce[card_index(suit, rank)] = true;
            continue;
        }
        if (rank < 1 || rank > 13 || suit > 3)
            return false;
        nat[card_index(suit, rank)]++;
    }
    return true;
}

bool cri_lp_bestplay_bound(cri_lp *lp, const cri_meld_profile *p, const uint8_t *table, size_t nt,
                           const uint8_t *hand, size_t nh, cri_lp_bound *out)
{
    out->cards_left = out->value_left = 0;
    if (!lp || !p || p->run_min < 3 || p->run_min > 13 || p->group_min < 3
        || p->seq_mode > CR_SEQ_CYCLIC)
        return false;
    memset(lp->tcnt, 0, sizeof lp->tcnt);
    memset(lp->hcnt, 0, sizeof lp->hcnt);
    memset(lp->deuce, 0, sizeof lp->deuce);
    lp->pivots = 0;
    int hw = 0, tw = 0;
    double vw = 0, vtable = 0, vhand = 0;
    if (!count(lp, p, table, nt, lp->tcnt, &tw, &vw, &vtable)
        || !count(lp, p, hand, nh, lp->hcnt, &hw, &vw, &vhand))
        return false;
    lp->tw = tw;
    lp->w = tw + hw;
    int total = (int)(nt + nh);

    lp_obj o = {p, vw, 0};
    if (!build(lp, &o, (int)nt, total))
        return false;
    start(lp);
    double ub1 = run(lp);
    int melded = ub1 == -INFINITY ? -1 : lp_floor(lp_min(ub1, total) + LP_MARGIN);
    if (melded < (int)nt) { /* no play melds the table */
        out->cards_left = (int32_t)nh + 1;
        return true;
    }
    if (melded > total)
        melded = total;
    out->cards_left = total - melded;

    /* big: more than any value melded, so that the cards come first */
    double big = 1 + vtable + vhand + total * vw;
    restart(lp, big, melded);
    double ub2 = run(lp);
    double left = ub2 == -INFINITY ? vhand : vhand + vtable - (ub2 - big * melded) - LP_MARGIN;
    left = lp_min(lp_max(left, 0), vhand);
    out->value_left = -lp_floor(-left); /* ceil */
    return true;
}
