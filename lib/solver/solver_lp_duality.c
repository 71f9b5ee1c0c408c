/* The LP bound read by weak duality (docs/solver.md, "The LP bound"): from
 * the original data and any row prices, so that rounding error, degeneracy
 * and the dual simplex's iteration cap (solver_lp_simplex.c) cannot make it
 * unsafe; and the Farkas check that proves a model infeasible. */
#include "solver/solver_lp_impl.h"

#include <math.h> /* fabs (no libm: the library does not link it) */

/* Template j's reduced cost under row prices pi, from the original data. */
static double priced_cost(const cri_lp *lp, const double *pi, int j)
{
    double dj = lp->cost[j];
    for (int k = lp->beg[j]; k < lp->beg[j + 1]; k++)
        dj -= pi[lp->row[k]] * lp->val[k];
    return dj;
}

/* Weak duality's sum under row prices pi (its inequality: solver_lp_impl.h,
 * cri_lp_slack_bound). */
static double dual_bound(const cri_lp *lp, const double *pi)
{
    double ub = 0;
    for (int r = 0; r < lp->m; r++)
        ub += lp_max(pi[r] * lp->lo[r], pi[r] * lp->hi[r]);
    for (int j = 0; j < lp->n; j++) {
        double dj = priced_cost(lp, pi, j);
        ub += lp_max(dj * lp->lb[j], dj * lp->ub[j]);
    }
    return ub;
}

bool cri_lp_proves_infeasible(const cri_lp *lp, const double *rho)
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
        lo += lp_min(a * lp->lb[j], a * lp->ub[j]);
        hi += lp_max(a * lp->lb[j], a * lp->ub[j]);
    }
    return lo > LP_MARGIN || hi < -LP_MARGIN;
}

/* The row prices the reduced costs of the slacks give (the slack of row r
 * is -e_r, so its reduced cost is pi_r), into pi. */
static void slack_prices(const cri_lp *lp, double *pi)
{
    for (int r = 0; r < lp->m; r++)
        pi[r] = lp->state[lp->n + r] == BASIC ? 0 : lp->d[lp->n + r];
}

/* Prices so large that rounding in weak duality's sum could pass the
 * margin (an ill-conditioned basis). */
static bool sane_prices(const cri_lp *lp, const double *pi)
{
    bool sane = true;
    for (int r = 0; r < lp->m; r++)
        sane &= fabs(pi[r]) < 1e6;
    return sane;
}

bool cri_lp_slack_bound(const cri_lp *lp, double *pi, double *bound)
{
    slack_prices(lp, pi);
    bool sane = sane_prices(lp, pi);
    if (!sane)
        for (int r = 0; r < lp->m; r++)
            pi[r] = 0;
    *bound = dual_bound(lp, pi);
    return sane;
}

bool cri_lp_priced_bound(const cri_lp *lp, double *bound, double *cost)
{
    double pi[LP_ROWS], b;
    if (!cri_lp_slack_bound(lp, pi, &b))
        return false;
    *bound = b;
    for (int j = 0; j < lp->n; j++)
        cost[j] = priced_cost(lp, pi, j);
    return true;
}
