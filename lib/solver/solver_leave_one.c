/* Which card to leave (docs/solver.md, "Which card to leave"): a bestplay
 * question whose LP bound is one card, and that the search has not ended by
 * then, is answered by arrangements instead. Every play costs at least the
 * bound, so none leaves no card; one leaving two or more cards costs more
 * than any leaving one (a card outweighs every value); so the optimum, if a
 * play leaves a single card, is the cheapest card c such that every other
 * card arranges. The candidates are tried cheapest first (none below the
 * bound: no play costs less), the first that arranges is the answer. An
 * arrangement asks for every card to be melded, which prunes far more than
 * the search's allowance of one card anywhere: the worst question of the
 * benchmark took 460,000 steps to prove a bound 2 points short, 8
 * arrangements of about 3,000 steps each here. Each card is first checked
 * on the bound's own model (cri_lp_leave_check: its LP, then its branch and
 * bound); the whole point the check's boxes met for that card, read back as
 * melds, is often its arrangement, and then no search is needed. Where the
 * bound's own whole point leaves one card, that card is an answer unless a
 * cheaper one is: only the cheaper cards are tried. The cards of one cost
 * are checked all at once first (cri_lp_leave_check_set), a point or not. */
#include "cards/multiset.h"
#include "solver/solver_dp.h"
#include "solver/solver_internal.h"
#include "solver/solver_lp.h"

typedef struct candidate {
    int32_t cost; /* of leaving it, in the search's units */
    uint8_t code;
} candidate;

/* The problem's cards that may be left, one per code, cheapest first (the
 * code breaks ties, so the order does not depend on the input's). */
static size_t candidates(const cri_dp_problem *pb, int32_t bound, candidate *out)
{
    size_t n = 0;
    for (unsigned su = 0; su < 4; su++)
        for (unsigned r = 1; r <= 13; r++)
            if (pb->hand[su][r] > 0 && pb->leave[su][r] >= bound)
                out[n++] = (candidate){pb->leave[su][r], CR_CARD(r, su)};
    for (unsigned i = (unsigned)pb->wilds - pb->wilds_hand; i < pb->wilds; i++) {
        bool listed = false;
        for (size_t k = 0; k < n; k++)
            listed = listed || out[k].code == pb->wild_codes[i];
        if (!listed && pb->wild_leave[i] >= bound)
            out[n++] = (candidate){pb->wild_leave[i], pb->wild_codes[i]};
    }
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && (out[j - 1].cost > out[j].cost ||
                                     (out[j - 1].cost == out[j].cost && out[j - 1].code > out[j].code));
             j--) {
            candidate t = out[j];
            out[j] = out[j - 1];
            out[j - 1] = t;
        }
    return n;
}

/* Every card of the problem but one copy of code, as a multiset. */
static void cards_but(const cri_dp_problem *pb, uint8_t code, cri_multiset *ms)
{
    cri_ms_clear(ms);
    for (unsigned su = 0; su < 4; su++)
        for (unsigned r = 1; r <= 13; r++)
            for (unsigned k = 0; k < pb->count[su][r]; k++)
                cri_ms_add(ms, CR_CARD(r, su));
    for (unsigned i = 0; i < pb->wilds; i++)
        cri_ms_add(ms, pb->wild_codes[i]);
    cri_ms_remove(ms, code);
}

/* An arrangement searched with the LP scratch set aside for them
 * (s->lp_side, made on first use like s->lp), so that the question's bound
 * model stays in s->lp for the checks of the cards after it. */
static int32_t solve_aside(cr_solver *s, const cri_dp_problem *arrange, int32_t *cost,
                           bool want_result)
{
    struct cri_lp *bound = s->lp;
    s->lp = s->lp_side;
    int32_t rc = cri_dp_solve(s, arrange, cost, want_result);
    s->lp_side = s->lp;
    s->lp = bound;
    return rc;
}

/* Whether every card of r's problem but one copy of code arranges, its
 * melds then in s->res when want_result: the leave check's whole point
 * read back (cri_lp_answer_but_one), else the arrangement searched. *rc:
 * that search's error, CR_OK otherwise. */
static bool arranges_without(cr_solver *s, const cri_dp_reduced *r, uint8_t code,
                             bool want_result, int32_t *rc)
{
    *rc = CR_OK;
    if (cri_lp_answer_but_one(s, r, code)) {
        s->leave_one_check_plays++;
        if (want_result)
            s->res = s->lp_play;
        return true;
    }
    cri_multiset ms;
    cards_but(&r->pb, code, &ms);
    cri_dp_problem arrange;
    cri_dp_problem_build(&arrange, &s->prof, &ms, NULL, CRI_GOAL_VALUE);
    /* Under the question's step count, already past the LP's marks: each
     * arrangement asks for its LP at once, which proves most of those that
     * fail (counting each from 0 instead took 2-6 times the steps on the
     * hardest questions: twentieth round). */
    int32_t cost = CRI_DP_INF;
    *rc = solve_aside(s, &arrange, &cost, want_result);
    return *rc == CR_OK && cost < CRI_DP_INF;
}

/* The answer: leaving cand (with the cards pruned before the search), its
 * arrangement already in s->res when want_result. */
static int32_t leave(cr_solver *s, const cri_dp_reduced *r, candidate cand, int32_t *out_cost,
                     bool want_result)
{
    if (want_result) { /* left: the card and those pruned before */
        cri_multiset left;
        cri_ms_clear(&left);
        cri_ms_add(&left, cand.code);
        for (size_t k = 0; k < r->nleft; k++)
            cri_ms_add(&left, r->left[k]);
        s->res.unmatched_count = cri_ms_to_cards(&left, s->res.unmatched);
    }
    *out_cost = cand.cost + r->cost;
    s->leave_one_plays++;
    return CR_OK;
}

/* The end of the cards of one cost from `from` (cand is sorted by cost). */
static size_t same_cost_end(const candidate *cand, size_t n, size_t from)
{
    size_t end = from + 1;
    while (end < n && cand[end].cost == cand[from].cost)
        end++;
    return end;
}

/* The card of cand[from..end) that the scratch's whole point leaves, if
 * its melds arrange every other card (cri_lp_whole_leaves_one), its melds
 * then in *play; end when none. */
static size_t point_leaves(cr_solver *s, const cri_dp_reduced *r, const candidate *cand,
                           size_t from, size_t end, cri_result *play)
{
    uint8_t code;
    if (!cri_lp_whole_leaves_one(s, r, &code))
        return end;
    for (size_t i = from; i < end; i++)
        if (cand[i].code == code) {
            *play = s->lp_play;
            return i;
        }
    return end; /* (a card of the table alone: not one the hand may leave) */
}

/* Each card of cand[from..end) in turn: checked on the bound's model (up
 * to nodes boxes), then its arrangement read from the check's point or
 * searched. The index of the first whose rest arranges (its arrangement in
 * s->res when want_result), end when none, or an error in *rc. */
static size_t each_card(cr_solver *s, const cri_dp_reduced *r, const candidate *cand,
                        size_t from, size_t end, uint64_t lp_name, int nodes, bool want_result,
                        int32_t *rc)
{
    *rc = CR_OK;
    for (size_t i = from; i < end; i++) {
        bool possible;
        cri_lp_leave_check(s->lp, lp_name, &s->prof, &cand[i].code, 1, &possible, nodes);
        if (!possible) {
            s->leave_one_ruled_out++;
            continue;
        }
        if (arranges_without(s, r, cand[i].code, want_result, rc))
            return i;
        if (*rc != CR_OK)
            return end;
    }
    return end;
}

int32_t cri_dp_leave_one(cr_solver *s, const cri_dp_reduced *r, int32_t bound, uint64_t lp_name,
                         int32_t *out_cost, bool want_result)
{
    candidate cand[CR_MAX_CARDS];
    size_t n = candidates(&r->pb, bound, cand);
    s->leave_one_tries++;
    /* The card the bound's own whole point leaves, if any, is an answer
     * unless a cheaper card is (docs/solver.md, "Which card to leave"):
     * only the cheaper ones are tried. With or without it, the cards of
     * one cost at a time, all of them at once on the bound's model first
     * (most often they are all ruled out, in one check; where they are
     * not, the card the set check's point leaves, if it met one, is as
     * cheap as any of them). */
    cri_result play; /* the known point's melds, or a set check's that answers */
    size_t known = s->leave_known_off ? n : point_leaves(s, r, cand, 0, n, &play);
    int nodes = s->leave_check_boxes_off ? 0 : CRI_LEAVE_CHECK_NODES;
    for (size_t from = 0; from < n;) {
        size_t end = same_cost_end(cand, n, from);
        if (known < n && cand[from].cost >= cand[known].cost) {
            s->leave_one_known_plays++;
            if (want_result)
                s->res = play;
            return leave(s, r, cand[known], out_cost, want_result);
        }
        if (end - from > 1 && (known < n || !s->leave_sets_known_only)) {
            uint8_t codes[CR_MAX_CARDS];
            for (size_t i = from; i < end; i++)
                codes[i - from] = cand[i].code;
            s->leave_one_set_checks++;
            if (!cri_lp_leave_check_set(s->lp, lp_name, &s->prof, codes, end - from, nodes)) {
                s->leave_one_ruled_out += end - from;
                from = end;
                continue;
            }
            size_t at = point_leaves(s, r, cand, from, end, &play); /* (play kept if none) */
            if (at < end) {
                s->leave_one_check_plays++;
                if (want_result)
                    s->res = play;
                return leave(s, r, cand[at], out_cost, want_result);
            }
        }
        int32_t rc;
        size_t at = each_card(s, r, cand, from, end, lp_name, nodes, want_result, &rc);
        if (rc != CR_OK)
            return rc;
        if (at < end)
            return leave(s, r, cand[at], out_cost, want_result);
        from = end;
    }
    return NEED_FULL_SEARCH;
}
