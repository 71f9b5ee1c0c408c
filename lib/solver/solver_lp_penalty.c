/* The branching penalties (docs/solver.md, "The split by penalties"): for a
 * box's candidate rows of B^-1, the least ratio |d_j / a_ij| over the columns
 * that may enter as each row's basic value must fall or rise, read in one
 * pass over the columns. */
#include "solver/solver_lp_impl.h"

#include <math.h> /* INFINITY, fabs (no libm: the library does not link it) */

/* cri_lp_penalty_rates' pass over the columns, its k rows of B^-1 in
 * lp->penalty_rows, interleaved at stride width (padded with 0): width a
 * constant at each call, so the loops over the rows are unrolled and
 * vectorized (with k as their bound they were scalar, a[] in memory). */
static inline __attribute__((always_inline)) void penalty_pass(cri_lp *lp, int k, int width,
                                                               double *down, double *up)
{
    int m = lp->m, n = lp->n;
    const double *rho = lp->penalty_rows;
    for (int j = 0; j < n + m; j++) {
        if (lp->state[j] == BASIC || lp->ub[j] <= lp->lb[j])
            continue; /* (not in a box to move in: may_enter refuses it) */
        double a[LP_SPLIT_CANDIDATES];
        if (j < n) {
            /* four rows at a time, their sums in registers */
            for (int c0 = 0; c0 < width; c0 += 4) {
                double s[4] = {0, 0, 0, 0};
                for (int e = lp->beg[j]; e < lp->beg[j + 1]; e++) {
                    const double *rho_r = rho + lp->row[e] * width + c0;
                    double v = lp->val[e];
                    for (int c = 0; c < 4; c++)
                        s[c] += rho_r[c] * v;
                }
                for (int c = 0; c < 4; c++)
                    a[c0 + c] = s[c];
            }
        } else {
            for (int c = 0; c < width; c++)
                a[c] = -rho[(j - n) * width + c];
        }
        /* may_enter's rule, its column tests hoisted (may_enter itself,
         * called for both sides of every candidate, measured 5-10% slower
         * on questions of 1,024 boxes): the columns that may enter where
         * x_B(i) must rise (the up child) or fall (the down child), each
         * at |d_j / a_ij| */
        double dj = fabs(lp->d[j]);
        bool lower = lp->state[j] == AT_LOWER;
        for (int c = 0; c < k; c++) {
            if (!pivot_usable(a[c]))
                continue;
            double *ratio = moves_basic(a[c], lower, true) ? &up[c] : &down[c];
            *ratio = lp_min(*ratio, dj / fabs(a[c]));
        }
    }
}

/* (the widest pass sums four rows at a time, and the scratch holds its rows) */
_Static_assert(LP_SPLIT_CANDIDATES % 4 == 0 && LP_SPLIT_CANDIDATES > 8,
               "the penalties' passes are 4, 8 and LP_SPLIT_CANDIDATES rows wide");

void cri_lp_penalty_rates(cri_lp *lp, const int *rows, int k, double *down, double *up)
{
    int m = lp->m;
    int width = k <= 4 ? 4 : k <= 8 ? 8 : LP_SPLIT_CANDIDATES;
    /* rows i of B^-1, interleaved: one pass over the columns serves all k */
    double *rho = lp->penalty_rows;
    for (int r = 0; r < m; r++)
        for (int c = 0; c < width; c++)
            rho[r * width + c] = c < k ? lp->binv[r * m + rows[c]] : 0;
    for (int c = 0; c < k; c++)
        down[c] = up[c] = INFINITY;
    if (width == 4)
        penalty_pass(lp, k, 4, down, up);
    else if (width == 8)
        penalty_pass(lp, k, 8, down, up);
    else
        penalty_pass(lp, k, LP_SPLIT_CANDIDATES, down, up);
}
