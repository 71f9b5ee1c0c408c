/* Branch and bound over the LP bound's model (docs/solver.md, "The LP
 * bound"): the integer optimum of the meld-template model, which every play
 * of the question is a solution of, is a tighter bound than its relaxation.
 * Depth first from the LP's last basis: a template taken a fractional number
 * of times gives two boxes (at most its floor, at least its ceiling), each
 * solved by the dual simplex warm from its parent's basis. Every node's
 * bound is read by weak duality over its own box, so a subtree's bound is
 * valid whether or not its simplex finished, and the answer, the largest
 * bound over the leaves (nodes left unexplored at the cap count with their
 * LP bound), is valid at any node cap. */
#include "solver/solver_lp_impl.h"

#include <math.h> /* INFINITY */

typedef struct branch {
    double per_card, kcards;
    int nodes, max_nodes;
    double incumbent; /* the best integer solution's objective so far */
} branch;

static double floor_of(double x)
{
    double k = (double)(long long)x;
    return k > x ? k - 1 : k;
}

/* Column j's value in the current basic solution. */
static double value_of(const cri_lp *lp, int j)
{
    if (lp->state[j] != BASIC)
        return lp->z[j];
    for (int i = 0; i < lp->m; i++)
        if (lp->basis[i] == j)
            return lp->xb[i];
    return 0;
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

/* The most fractional template, or -1 when every one is whole. */
static int fractional(const cri_lp *lp, double *value)
{
    int best = -1;
    double dist_best = LP_EPS_FEAS;
    for (int j = 0; j < lp->n; j++) {
        double v = value_of(lp, j), f = v - floor_of(v);
        double dist = f < 0.5 ? f : 1 - f;
        if (dist > dist_best) {
            dist_best = dist;
            best = j;
            *value = v;
        }
    }
    return best;
}

/* The bound of the current box's integer optimum (objectives are whole:
 * whole cards and values times whole counts). */
static double node(cri_lp *lp, branch *b)
{
    b->nodes++;
    cri_lp_restart(lp, b->per_card, 1, b->kcards);
    double bound = cri_lp_run(lp);
    if (bound == -INFINITY)
        return -INFINITY; /* no integer point in this box */
    bound = floor_of(bound + LP_MARGIN);
    if (bound <= b->incumbent || !primal_feasible(lp))
        return bound; /* nothing better below, or no solution to branch on */
    double v = 0;
    int j = fractional(lp, &v);
    if (j < 0) { /* whole: a solution of the integer model */
        double objective = 0;
        for (int k = 0; k < lp->n; k++)
            objective += lp->cost[k] * value_of(lp, k);
        objective = floor_of(objective + 0.5);
        if (objective > b->incumbent)
            b->incumbent = objective;
        return bound;
    }
    if (b->nodes >= b->max_nodes)
        return bound;
    double lo = lp->lb[j], hi = lp->ub[j];
    lp->lb[j] = floor_of(v) + 1;
    double up = node(lp, b);
    lp->lb[j] = lo;
    if (b->nodes >= b->max_nodes)
        return bound; /* the other box unsolved: this box's bound covers it */
    lp->ub[j] = floor_of(v);
    double down = node(lp, b);
    lp->ub[j] = hi;
    return up > down ? up : down;
}

double cri_lp_branch(cri_lp *lp, double per_card, double kcards, int max_nodes)
{
    branch b = {per_card, kcards, 0, max_nodes, -1};
    double bound = node(lp, &b);
    lp->branch_nodes_used = b.nodes;
    return bound;
}
