/* Which card to leave, checked on the LP bound's own model (docs/solver.md,
 * "Which card to leave"). The question's full bound has just been computed
 * when the solver tries which card to leave, and its model is still in the
 * scratch. Arranging every card of the question but one copy of x asks each
 * card row for all its copies (x's for one fewer) and the wild row for all
 * the wild cards: the same model with its row bounds moved. That model is a
 * relaxation of x's own arrangement model (built from the question's cards,
 * its columns' bounds and pooled rows are those of one copy more, only
 * looser), so when it has no solution, or no whole one, no arrangement of
 * those cards exists. Moving row bounds keeps the last basis dual feasible,
 * so each card costs a few dual simplex pivots from the last, where its own
 * arrangement builds and solves its model from the crash start; where the
 * LP does not rule the card out, a branch and bound from that basis looks
 * for a whole point (a few boxes: every point melds the same cards, so the
 * first whole one closes it). Its want of one rules the card out; the point
 * it finds is kept (lp->whole), and read back as melds it is often the
 * arrangement itself (cri_lp_answer_but_one). The check stops at the first
 * card it cannot rule out: the caller tries that card next, which is most
 * often the answer. */
#include "solver/solver_lp_impl.h"

#include <math.h> /* INFINITY */

/* Whether every card of the question but one copy of code (a natural's
 * index, or -1 for a wild card) may be melded: false only when proven, by
 * the LP or by a branch and bound over up to nodes boxes (0: the LP alone),
 * whose whole point, if it met one, is left in lp->whole. */
static bool may_arrange_but(cri_lp *lp, int natural, int total, int nodes)
{
    for (int c = 0; c < 52; c++)
        if (lp->row_of[c] >= 0) {
            double all = lp->tcnt[c] + lp->hcnt[c] - (c == natural);
            lp_set_row(lp, lp->row_of[c], all, all);
        }
    if (lp->wild_row >= 0) {
        double all = lp->w - (natural < 0);
        lp_set_row(lp, lp->wild_row, all, all);
    }
    lp_set_row(lp, 0, total - 1, total - 1);
    cri_lp_restart(lp, 1, 0, total - 1); /* the most cards melded */
    double most = cri_lp_run(lp);
    if (most == -INFINITY || most + LP_MARGIN < total - 1)
        return false;
    if (nodes <= 0)
        return true;
    /* Every card row, the wild row and the cards row fixed: every point
     * melds the same cards and has the same objective, so the boxes look
     * for any whole point, the first met closing them (no card-count
     * floors to cut by). It ends with every template back in its own box
     * (own_boxes), which the next check restarts from. */
    lp->levels.on = false;
    return cri_lp_branch(lp, 1, total - 1, nodes) != -INFINITY;
}

void cri_lp_leave_check(cri_lp *lp, uint64_t question, const cri_meld_profile *p,
                        const uint8_t *codes, size_t n, bool *possible, int nodes)
{
    for (size_t i = 0; i < n; i++)
        possible[i] = true;
    if (lp) /* only a check's whole point from here on (a card ruled out met none) */
        lp->has_whole = false;
    if (!lp || question == 0 || lp->checks_question != question || lp->model_lean)
        return;
    /* a natural card no column melds: its row is missing, not checked */
    int total = lp->w;
    for (int c = 0; c < 52; c++) {
        int have = lp->tcnt[c] + lp->hcnt[c];
        if (have > 0 && lp->row_of[c] < 0)
            return;
        total += have;
    }
    lp->model_question = 0; /* its row bounds are moved: no longer that bound's model */
    lp->rounds.open = false;
    for (size_t i = 0; i < n; i++) {
        bool wild = cri_card_is_wild(p, codes[i]);
        int c = wild ? -1 : lp_code_index(codes[i]);
        if ((!wild && (c < 0 || lp->tcnt[c] + lp->hcnt[c] == 0)) || (wild && lp->w == 0))
            return; /* not a card of the question: unchecked, so are the rest */
        possible[i] = may_arrange_but(lp, c, total, nodes);
        if (possible[i])
            return; /* the rest unchecked: true */
    }
}
