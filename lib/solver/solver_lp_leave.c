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

/* The cards a check leaves one copy of: natural card indices, and whether
 * a wild card is among them. */
typedef struct leave_set {
    bool natural[52];
    bool wild;
    int count; /* cards in the set */
} leave_set;

/* Whether every card of the question but one copy of one card of the set
 * may be melded: false only when proven, by the LP or by a branch and
 * bound over up to nodes boxes (0: the LP alone), whose whole point, if it
 * met one, is left in lp->whole. A set of one card fixes its row at all
 * but one copy; a larger set lets each of its rows take all its copies or
 * one fewer, the cards row (every card but one) making it one copy of one
 * of them in all. */
static bool may_arrange_but(cri_lp *lp, const leave_set *set, int total, int nodes)
{
    bool one = set->count == 1;
    for (int c = 0; c < 52; c++)
        if (lp->row_of[c] >= 0) {
            double all = lp->tcnt[c] + lp->hcnt[c], lo = all - set->natural[c];
            lp_set_row(lp, lp->row_of[c], lo, one ? lo : all);
        }
    if (lp->wild_row >= 0) {
        double all = lp->w, lo = all - set->wild;
        lp_set_row(lp, lp->wild_row, lo, one ? lo : all);
    }
    lp_set_row(lp, 0, total - 1, total - 1);
    cri_lp_restart(lp, 1, 0, total - 1); /* the most cards melded */
    double most = cri_lp_run(lp);
    if (most == -INFINITY || most + LP_MARGIN < total - 1)
        return false;
    if (nodes <= 0)
        return true;
    /* Every card row, the wild row and the cards row fixed (a set's rows
     * each within a copy, the cards row fixing their sum): every point
     * melds as many cards and has the same objective, so the boxes look
     * for any whole point, the first met closing them (no card-count
     * floors to cut by). It ends with every template back in its own box
     * (own_boxes), which the next check restarts from. */
    lp->levels.on = false;
    return cri_lp_branch(lp, 1, total - 1, nodes) != -INFINITY;
}

/* Whether the scratch holds question's full bound's model, to check on:
 * *total its cards (a natural card no column melds has no row: none
 * checked then). Its rows are moved from here on. */
static bool checks_ready(cri_lp *lp, uint64_t question, int *total)
{
    if (lp) /* only a check's whole point from here on (a card ruled out met none) */
        lp->has_whole = false;
    if (!lp || question == 0 || lp->checks_question != question || lp->model_lean)
        return false;
    *total = lp->w;
    for (int c = 0; c < 52; c++) {
        int have = lp->tcnt[c] + lp->hcnt[c];
        if (have > 0 && lp->row_of[c] < 0)
            return false;
        *total += have;
    }
    lp->model_question = 0; /* its row bounds are moved: no longer that bound's model */
    lp->rounds.open = false;
    return true;
}

/* Adds code to the set; false when it is no card of the question. */
static bool add_to_set(const cri_lp *lp, const cri_meld_profile *p, uint8_t code, leave_set *set)
{
    if (cri_card_is_wild(p, code)) {
        if (lp->w == 0)
            return false;
        set->count += !set->wild;
        set->wild = true;
        return true;
    }
    int c = lp_code_index(code);
    if (c < 0 || lp->tcnt[c] + lp->hcnt[c] == 0)
        return false;
    set->count += !set->natural[c];
    set->natural[c] = true;
    return true;
}

void cri_lp_leave_check(cri_lp *lp, uint64_t question, const cri_meld_profile *p,
                        const uint8_t *codes, size_t n, bool *possible, int nodes)
{
    for (size_t i = 0; i < n; i++)
        possible[i] = true;
    int total;
    if (!checks_ready(lp, question, &total))
        return;
    for (size_t i = 0; i < n; i++) {
        leave_set one = {{false}, false, 0};
        if (!add_to_set(lp, p, codes[i], &one))
            return; /* not a card of the question: unchecked, so are the rest */
        possible[i] = may_arrange_but(lp, &one, total, nodes);
        if (possible[i])
            return; /* the rest unchecked: true */
    }
}

bool cri_lp_leave_check_set(cri_lp *lp, uint64_t question, const cri_meld_profile *p,
                            const uint8_t *codes, size_t n, int nodes)
{
    int total;
    if (!checks_ready(lp, question, &total))
        return true;
    leave_set set = {{false}, false, 0};
    for (size_t i = 0; i < n; i++)
        if (!add_to_set(lp, p, codes[i], &set))
            return true; /* not a card of the question: unchecked */
    return set.count == 0 || may_arrange_but(lp, &set, total, nodes);
}
