/* Cyclic questions (docs/solver.md): the cycle has no first rank, so the
 * sweep is cut somewhere; a portfolio of cuts, first relaxed sweeps (runs
 * may stop short at the cut: a lower bound, often already joining round the
 * corner), then full sweeps with wrap positions, each attempt under an
 * allowance of steps that doubles as the cuts go round. */
#include "solver/solver_dp.h"

/* How much the cards at one rank near the cut weigh in its score, as a
 * power of (1 + their count): the ranks either side of the cut (virtual K
 * and A) weigh four times those one further out (Q and 2). A run round the
 * corner holds a card at K and one at A (or jokers for them): where a suit
 * has both, a relaxed sweep may end a run short at K and start one at A
 * that do not join, which costs a second cut. Measured against weighing the
 * four ranks alike on the RockIt hint benchmark's 40-card tables: failed
 * joins 69 -> 36, median instructions 705 k -> 536 k, and the solver
 * benchmark's CYCLIC cases 6% fewer steps at the median. */
static const unsigned cut_weight[4] = {1, 4, 4, 1}; /* virtual ranks Q, K, A, 2 */

/* Cyclic ranks have no first rank: rank the 13 places to cut the cycle by
 * how few cards lie within two ranks of the cut, since every card that may
 * cross it multiplies the states, and the two ranks touching it most
 * (cut_weight). Writes the rotations, best first. */
static void rank_cuts(const cri_dp_problem *pb, unsigned order[13])
{
    /* A rank's factor over the four suits (1 + its count, two or more
     * counting as two); a cut's score is the product of its four ranks'
     * factors, each to its weight, so that the score stays under
     * 3^40 < 2^64. */
    uint64_t factor[14];
    for (unsigned r = 1; r <= 13; r++) {
        factor[r] = 1;
        for (unsigned s = 0; s < 4; s++)
            factor[r] *= 1u + (pb->count[s][r] < 2 ? pb->count[s][r] : 2u);
    }
    uint64_t score[13];
    for (unsigned rot = 0; rot < 13; rot++) {
        score[rot] = 1;
        for (unsigned k = 0; k < 4; k++) {
            unsigned v = k < 2 ? 12 + k : k - 1; /* virtual ranks 12, 13, 1, 2 around the cut */
            uint64_t f = factor[(v - 1 + rot) % 13 + 1];
            for (unsigned e = 0; e < cut_weight[k]; e++)
                score[rot] *= f;
        }
        unsigned j = rot;
        for (; j > 0 && score[order[j - 1]] > score[rot]; j--)
            order[j] = order[j - 1];
        order[j] = rot;
    }
}

/* The step count at which an attempt allowed `allowance` more steps stops
 * (never past the query's budget). */
static uint64_t cap_after(const cr_solver *s, uint64_t allowance)
{
    return s->budget - s->steps > allowance ? s->steps + allowance : s->budget;
}

/* Ends an attempt that used up its allowance: the query goes on. What it
 * finished stays in the memo (keyed by the sweep), for when it resumes. */
static void attempt_over(cri_dp_ctx *c)
{
    c->status = CR_OK;
}

/* Whether the relaxed cuts give way to the full sweeps: once the question
 * has run past the LP root bound's mark, that bound (raising *best_lb, to
 * CRI_DP_INF when nothing melds) is at least as good as what the relaxed
 * cuts are after, nearly always the optimum itself (docs/solver.md, "The
 * LP root bound"), and the full sweeps, which stop early at it, settle the
 * question in fewer steps than the relaxed cuts' searches for theirs
 * (measured: the sixteenth round of docs/benchmarks-solver-rounds.md). */
static bool lp_ends_relaxed_cuts(cri_dp_ctx *c, int32_t *best_lb)
{
    int32_t lp = cri_lp_root_for_cuts(c);
    if (lp > *best_lb)
        *best_lb = lp;
    return lp >= 0 && lp < CRI_DP_INF;
}

/* Cyclic ranks: first a relaxation at every cut of the cycle, the plain
 * A..K sweep where a run may stop short at either end of the cut (it might
 * continue round the corner). It admits every cyclic solution, so it is a
 * lower bound: when it finds nothing there is nothing, and when its
 * solution's open halves join round the corner it is optimal. Cuts differ a
 * lot in how tight the relaxation is and how many states the full sweep
 * (wrap positions) has, so each attempt gets an allowance of steps: a cut
 * that does not settle the question within it gives way to the next, and
 * the full sweeps go round the cuts with doubling allowances, so the query
 * costs at most about twice the cuts tried times the cheapest cut's work. */
int32_t cri_dp_solve_cyclic(cri_dp_ctx *c, bool want_result, int32_t pre_cost, int32_t *out_cost)
{
    cr_solver *s = c->s;
    unsigned cuts[13] = {0};
    rank_cuts(c->pb, cuts);
    int first = c->first, last = c->last;
    bool lean = cri_dp_lean_ok(c->prof, c->pb);
    int32_t best_lb = 0;
    uint64_t relaxed_steps[13];
    /* When the lean solution's extra wild cards fit nowhere at the first cut
     * (and its full relaxed solution does not join), they will not at the
     * others either: those only give their bound, or prove "impossible". */
    bool extras_stuck = false;
    c->relax = true;
    c->first = POS_RANK(1);
    c->last = POS_RANK(13);
    for (unsigned k = 0; k < 13; k++) {
        if (lp_ends_relaxed_cuts(c, &best_lb)) {
            for (unsigned untried = k; untried < 13; untried++)
                relaxed_steps[untried] = UINT64_MAX; /* last, in rank order */
            break;
        }
        if (best_lb >= CRI_DP_INF) {
            *out_cost = CRI_DP_INF;
            return CR_OK;
        }
        cri_dp_set_rotation(c, cuts[k]);
        c->lean = lean;
        uint64_t before = s->steps;
        c->step_cap = cap_after(s, s->relaxed_allowance);
        /* A relaxed sweep never asks for the bound: the cut stops at its
         * mark instead, for the bound at the loop's top (it ran up to its
         * whole allowance past the mark: twenty-third round of
         * docs/benchmarks-solver-rounds.md). */
        uint64_t lp_due = cri_lp_root_due_for_cuts(c);
        if (lp_due > s->steps && lp_due < c->step_cap)
            c->step_cap = lp_due;
        /* Lean first; when its extra wild cards fit nowhere, at the first
         * cut, the full relaxed search (whose solution may then join).
         * Every cut's relaxed optimum is a lower bound of the question's
         * optimum, but not of another cut's: the deepening may start at the
         * best bound so far, since a cheaper optimum here is found all the
         * same (exactly, below that limit). */
        int32_t lb = 0;
        bool lean_extras = false;
        /* The probe (docs/solver.md): when the cut's relaxation has a
         * path costing less than best_lb, its optimum is below best_lb, so
         * it raises no bound, proves nothing impossible, and its solution
         * does not join round the corner (joined, it would be a solution of
         * the question, which costs at least best_lb). The probe stops at
         * the first such path instead of searching for that optimum. */
        bool below = k > 0 && best_lb > 0 && cri_dp_probe(c, best_lb);
        for (; !below && c->status == CR_OK;) {
            lb = cri_dp_deepen(c, best_lb > 0 ? best_lb + 1 : 16);
            if (c->status != CR_OK || lb >= CRI_DP_INF)
                break;
            best_lb = lb > best_lb ? lb : best_lb;
            if (extras_stuck)
                break;
            int32_t rc = cri_dp_rebuild_answer(c, lb);
            lean_extras = lean_extras || (c->lean && rc == EXTRAS_UNPLACED);
            if (rc == CR_OK) {
                *out_cost = lb + pre_cost;
                return CR_OK;
            }
            if (rc != NEED_FULL_SEARCH && rc != EXTRAS_UNPLACED)
                return rc;
            /* The full relaxed search at the first cut only: elsewhere it
             * rarely joins where the first did not. */
            if (rc != EXTRAS_UNPLACED || !c->lean || k > 0)
                break;
            c->lean = false;
        }
        extras_stuck = extras_stuck || (k == 0 && lean_extras);
        relaxed_steps[k] = s->steps - before;
        if (c->status == ATTEMPT_OVER) {
            relaxed_steps[k] = UINT64_MAX;
            attempt_over(c);
            continue;
        }
        if (c->status != CR_OK)
            return c->status;
        if (lb >= CRI_DP_INF) {
            *out_cost = CRI_DP_INF;
            return CR_OK;
        }
        cri_memo_next_generation(c->m);
    }
    /* The full sweeps, cheapest relaxation first (a cut whose relaxation
     * was quick tends to have few states round the corner too). */
    unsigned order[13] = {0};
    for (unsigned k = 0; k < 13; k++) {
        unsigned j = k;
        for (; j > 0 && relaxed_steps[order[j - 1]] > relaxed_steps[k]; j--)
            order[j] = order[j - 1];
        order[j] = k;
    }
    c->relax = false;
    c->first = first;
    c->last = last;
    uint64_t allowance = s->full_allowance ? s->full_allowance : 1;
    for (;; allowance = allowance < s->budget ? allowance * 2 : allowance) {
        for (unsigned k = 0; k < FULL_CUTS; k++) {
            cri_dp_set_rotation(c, cuts[order[k]]);
            c->lean = lean;
            c->step_cap = cap_after(s, allowance);
            int32_t rc = cri_dp_sweep(c, best_lb + 1, want_result, pre_cost, out_cost);
            if (rc != ATTEMPT_OVER)
                return rc;
            attempt_over(c);
        }
    }
}
