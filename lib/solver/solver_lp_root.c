/* The LP root bound (docs/solver.md, "The LP root bound"): once a question
 * has taken CRI_LP_AFTER steps, the LP relaxation of its meld-template model
 * (solver_lp.c) gives a lower bound of the sweep root's cost. The search
 * uses it twice: the deepening starts just above it (cri_dp_deepen), and a
 * full sweep stops searching a state once a path through it reaches it
 * (try_options in solver_sweep.c). And the model's integer point, when it
 * is a play costing the bound, is the answer (solver_lp_answer.c). */
#include <stdint.h>

#include "solver/solver_dp.h"
#include "solver/solver_lp_marks.h"
#include "solver/solver_internal.h"
#include "solver/solver_lp.h"

/* The cards of a question, wild cards included. */
static int question_cards(const cri_dp_problem *pb)
{
    int n = pb->wilds;
    for (int s = 0; s < 4; s++)
        for (int r = 0; r < 14; r++)
            n += pb->count[s][r];
    return n;
}

/* Whether the question has table cards (natural or wild) besides its hand. */
static bool has_table(const cri_dp_problem *pb)
{
    if (pb->wilds_hand != pb->wilds)
        return true;
    for (int su = 0; su < 4; su++)
        for (int r = 0; r < 14; r++)
            if (pb->hand[su][r] != pb->count[su][r])
                return true;
    return false;
}

/* How much of its bound a question of `cards` cards (question_cards) asks
 * for at once: a hand alone (no table card, natural or wild) of
 * CRI_LP_HAND_ALONE_MIN .. CRI_LP_HAND_ALONE_MAX - 1 cards its LP bound
 * (1), from CRI_LP_HAND_ALONE_BRANCH_MIN cards its first branch and bound
 * too (2); any other question nothing (0). */
static unsigned hand_alone_at_once(const cri_dp_ctx *c, int cards)
{
    const cri_dp_problem *pb = c->pb;
    const cr_solver *s = c->s;
    if (s->lp_hand_alone_late || !pb->has_hand || has_table(pb) ||
        cards < CRI_LP_HAND_ALONE_MIN || cards >= CRI_LP_HAND_ALONE_MAX ||
        (pb->wilds == 0 && s->lp_hand_alone_wild_only))
        return 0;
    return cards >= CRI_LP_HAND_ALONE_BRANCH_MIN && !s->lp_hand_alone_branch_late ? 2 : 1;
}

/* How many times deeper than the first branch and bound a stage is, each
 * stage after it factor times the last: 1 for the LP and the first. */
static uint32_t deeper(unsigned stage, uint32_t factor)
{
    uint32_t times = 1;
    for (unsigned k = 2; k <= stage; k++)
        times *= factor;
    return times;
}

/* The boxes of a stage's branch and bound: none for the LP alone. */
static int32_t stage_nodes(unsigned stage)
{
    return stage > 0 ? CRI_LP_BRANCH_NODES * (int32_t)deeper(stage, CRI_LP_DEEPER) : 0;
}

void cri_lp_root_arm(cri_dp_ctx *c)
{
    const cri_dp_problem *pb = c->pb;
    bool bestplay = pb->card_weight == CRI_BESTPLAY_CARD_WEIGHT;
    c->lp_root[0] = c->lp_root[1] = c->lp_now = -1;
    c->lp_stage[0] = c->lp_stage[1] = 0;
    /* The sweeps' marks (the LP's, the branch and bound's); a cyclic
     * question's own bound earlier: its relaxed cuts never ask for it, and
     * it ends them (lp_ends_relaxed_cuts), and a bestplay question's play
     * often ends the question; a hand alone's LP (and its first branch
     * and bound, the deeper ones soon after) at once, where its play ends
     * most questions in their first round; a table alone's with a wild
     * card from 1,000 steps, past which its search seldom ends soon; any
     * other bestplay question's with a wild card from 2,000 steps; a large
     * one onto a table without a wild card from 1,000. */
    static const uint64_t sweeps[2] = {CRI_LP_AFTER, CRI_LP_BRANCH_AFTER};
    static const uint64_t cyclic[2] = {CRI_LP_CYCLIC_AFTER, CRI_LP_CYCLIC_BRANCH_AFTER};
    static const uint64_t cyclic_table[2] = {CRI_LP_CYCLIC_TABLE_AFTER,
                                             CRI_LP_CYCLIC_TABLE_BRANCH_AFTER};
    static const uint64_t low_large[2] = {CRI_LP_LOW_LARGE_AFTER, CRI_LP_LOW_LARGE_BRANCH_AFTER};
    static const uint64_t large_table[2] = {CRI_LP_LARGE_ONTO_TABLE_AFTER,
                                            CRI_LP_LARGE_ONTO_TABLE_AFTER};
    static const uint64_t table_wild_marks[2] = {CRI_LP_TABLE_WILD_AFTER, CRI_LP_TABLE_WILD_AFTER};
    static const uint64_t hand_wild_marks[2] = {CRI_LP_HAND_WILD_AFTER, CRI_LP_HAND_WILD_AFTER};
    bool cuts = c->prof->seq_mode == CR_SEQ_CYCLIC;
    int cards = question_cards(pb);
    bool large = !cuts && cards >= CRI_LP_LOW_LARGE;
    unsigned at_once = bestplay ? hand_alone_at_once(c, cards) : 0;
    bool table_wild = !pb->has_hand && pb->wilds > 0 && !c->s->lp_table_wild_late;
    bool hand_wild = bestplay && pb->has_hand && pb->wilds > 0 && at_once == 0 &&
                     !c->s->lp_hand_wild_late;
    bool large_onto_table = bestplay && pb->has_hand && pb->wilds == 0 &&
                            cards >= CRI_LP_LARGE_ONTO_TABLE && has_table(pb) &&
                            !c->s->lp_large_onto_table_late;
    const uint64_t *mode = table_wild         ? table_wild_marks
                           : hand_wild        ? hand_wild_marks
                           : large_onto_table ? large_table
                           : cuts             ? (pb->has_hand ? cyclic : cyclic_table)
                           : large            ? low_large
                                              : sweeps;
    /* The question's marks: the LP's, the first branch and bound's, the
     * second's (each deeper one CRI_LP_MARK_DEEPER times the last). A table
     * alone with a wild card asks for its second with its first: one still
     * open after its first boxes is a hard one, whose search rarely ends
     * before the next mark (thirty-eighth round; for a hand alone and for
     * other bestplay questions with a wild card, questions other than the
     * benchmark's lost up to 2x). */
    uint64_t own[3] = {mode[0], mode[1], table_wild ? mode[1] : mode[1] * CRI_LP_MARK_DEEPER};
    if (at_once >= 1)
        own[0] = 0;
    if (at_once == 2) {
        own[1] = 0;
        own[2] = CRI_LP_HAND_ALONE_DEEPER_AFTER;
    }
    /* a cyclic hand with a wild card onto a table: its LP and first branch
     * and bound at once, the deeper ones from the mode's first mark */
    if (hand_wild && cuts && has_table(pb) && !c->s->lp_onto_table_late) {
        own[0] = own[1] = 0;
        own[2] = CRI_LP_HAND_WILD_AFTER;
    }
    /* a cyclic hand alone of fewer cards: its first two stages together,
     * soon (CRI_LP_HAND_ALONE_CYCLIC_BRANCH_AFTER) */
    if (at_once == 1 && cards < CRI_LP_HAND_ALONE_BRANCH_MIN && cuts &&
        !c->s->lp_hand_alone_cyclic_late)
        own[1] = own[2] = CRI_LP_HAND_ALONE_CYCLIC_BRANCH_AFTER;
    /* The search again after which card to leave found no single card
     * (c->s->least_left): a question whose first boxes left it open at a
     * card, so its second stage at once, the deeper ones at their factor
     * from there (fortieth round of docs/benchmarks-solver-rounds.md). */
    if (bestplay && c->s->least_left > 0 && !c->s->lp_research_late) {
        uint64_t now = c->s->steps > 0 ? c->s->steps : 1;
        own[0] = own[1] = 0;
        own[2] = now;
    }
    for (unsigned k = 0; k < LP_STAGES; k++) {
        c->lp_mark[0][k] = k < 2 ? own[k] : own[2] * deeper(k - 1, CRI_LP_MARK_DEEPER);
        c->lp_mark[1][k] = sweeps[k < 2 ? k : 1] * deeper(k, CRI_LP_MARK_DEEPER);
        for (unsigned lean = 0; lean < 2; lean++) {
            if (c->s->lp_at_once)
                c->lp_mark[lean][k] = 0;
            if (pb->any_play || (!bestplay && pb->has_hand))
                c->lp_mark[lean][k] = UINT64_MAX;
        }
    }
    c->lp_check = UINT64_MAX;
    c->lp_question = ++c->s->lp_questions;
    c->leave_one_ok = bestplay && pb->has_hand && !pb->any_play && !c->s->leave_one_off;
    c->leave_one_due = false;
}

uint64_t cri_lp_root_name(const cri_dp_ctx *c, bool lean)
{
    return c->lp_question * 2 + lean;
}

/* Which bound the search running asks for: the lean one in the lean
 * search of a question with a hand; else the question's (without a hand
 * only its proof of "impossible" counts, which needs no sweep of its own,
 * and that LP proves it more often, the table's wild cards melded). */
static int lp_kind(const cri_dp_ctx *c)
{
    return c->pb->has_hand && c->lean;
}

/* A relaxed cyclic sweep or a probe: its optimum may lie under every bound
 * of the question, so it neither uses one nor (with a hand) asks for one. */
static bool lp_off(const cri_dp_ctx *c)
{
    return c->relax || c->probe;
}

/* The step count at which a kind's next stage is due (UINT64_MAX: none). */
static uint64_t due(const cri_dp_ctx *c, int kind)
{
    unsigned stage = c->lp_stage[kind];
    return stage < LP_STAGES ? c->lp_mark[kind][stage] : UINT64_MAX;
}

void cri_lp_root_use(cri_dp_ctx *c)
{
    bool off = lp_off(c);
    c->lp_now = off ? -1 : c->lp_root[c->lean];
    int kind = lp_kind(c);
    c->lp_check = !off || !c->pb->has_hand ? due(c, kind) : UINT64_MAX;
    /* The lean search asks for the question's own bound too, not to prune
     * (the lean optimum may lie under it) but for the LP's play. */
    if (kind == 1 && !off && due(c, 0) < c->lp_check)
        c->lp_check = due(c, 0);
}

/* The problem's cards as the LP reads them: what the search sees (the cards
 * pruned before it are in pre_cost, outside the sweep's cost). */
static void problem_cards(const cri_dp_problem *pb, uint8_t *table, size_t *nt, uint8_t *hand,
                          size_t *nh)
{
    *nt = *nh = 0;
    for (unsigned su = 0; su < 4; su++)
        for (unsigned r = 1; r <= 13; r++) {
            uint8_t code = CR_CARD(r, su);
            for (unsigned k = pb->hand[su][r]; k < pb->count[su][r]; k++)
                table[(*nt)++] = code;
            for (unsigned k = 0; k < pb->hand[su][r]; k++)
                hand[(*nh)++] = code;
        }
    unsigned table_wilds = (unsigned)pb->wilds - pb->wilds_hand;
    for (unsigned i = 0; i < pb->wilds; i++) {
        if (i < table_wilds)
            table[(*nt)++] = pb->wild_codes[i];
        else
            hand[(*nh)++] = pb->wild_codes[i];
    }
}

/* No later stage of a kind's bound is due: where its bound cannot be had
 * (no memory for the scratch, or a model the scratch cannot hold) none
 * could have it, and where its branch and bound settled every later one
 * gives the same bound. A relaxed cut is then no longer stopped at their
 * marks (cri_lp_root_due_for_cuts) only to lose its work. */
static void no_later_stage(cri_dp_ctx *c, bool lean)
{
    c->lp_stage[lean] = LP_STAGES;
    cri_lp_root_use(c);
}

/* The next stage of one kind's bound: the lean search's (lean) or the
 * question's. */
static void compute_kind(cri_dp_ctx *c, bool lean)
{
    const cri_dp_problem *pb = c->pb;
    int32_t running = c->lp_now; /* the bound the round running has */
    /* The last stage due: one due with it would only repeat its work. */
    unsigned stage = c->lp_stage[lean];
    while (stage + 1 < LP_STAGES && c->s->steps >= c->lp_mark[lean][stage + 1])
        stage++;
    c->lp_stage[lean] = (uint8_t)(stage + 1);
    cri_lp_root_use(c);
    cr_solver *s = c->s;
    if (!s->lp && !(s->lp = cri_lp_new())) {
        no_later_stage(c, lean); /* no memory: the search goes on without the bound */
        return;
    }
    /* a deeper stage goes on from the last one's boxes (each kind its own name) */
    cri_lp_set_question(s->lp, cri_lp_root_name(c, lean));
    cri_lp_set_branch_nodes(s->lp, stage_nodes(stage));
    cri_lp_set_least_left(s->lp, s->least_left);
    uint8_t table[CR_MAX_CARDS * 2], hand[CR_MAX_CARDS * 2];
    size_t nt, nh;
    problem_cards(pb, table, &nt, hand, &nh);
    cri_lp_bound b;
    bool ok = lean ? cri_lp_lean_bound(s->lp, c->prof, table, nt, hand, nh, &b)
                   : cri_lp_bestplay_bound(s->lp, c->prof, table, nt, hand, nh, &b);
    if (!ok) {
        no_later_stage(c, lean);
        return;
    }
    /* A bound its branch and bound settled is the model's integer optimum:
     * a deeper stage would give the same bound and play, so none is due. */
    if (cri_lp_settled(s->lp))
        no_later_stage(c, lean);
    /* (The lean question is a relaxation of the question: "impossible"
     * there is impossible here.) */
    size_t counted = lean ? nh - pb->wilds_hand : nh;
    if (b.cards_left > (int32_t)counted) {
        c->lp_root[0] = c->lp_root[1] = CRI_DP_INF; /* no play melds every table card */
    } else if (pb->has_hand && pb->card_weight == CRI_BESTPLAY_CARD_WEIGHT) {
        /* (only in bestplay's units, where a whole card outweighs every
         * value, is this a bound of the cost) */
        int64_t root = (int64_t)b.cards_left * CRI_BESTPLAY_CARD_WEIGHT + b.value_left;
        if (root > c->lp_root[lean])
            c->lp_root[lean] = root < CRI_DP_INF ? (int32_t)root : CRI_DP_INF - 1;
        if (!lean)
            cri_lp_answer(c, c->lp_root[0]);
        /* a branch and bound's bound of one card: which card to leave */
        if (!lean && stage > 0 && c->leave_one_ok && !c->lp_play &&
            c->lp_root[0] / CRI_BESTPLAY_CARD_WEIGHT == 1)
            c->leave_one_due = true;
    } else if (!pb->has_hand && !lean && b.cards_left == 0) {
        /* The table alone (arrange): the model's integer point, when it is
         * an arrangement of every card, answers (the LP's play, at cost 0). */
        if (!cri_lp_answer(c, 0))
            return;
    } else {
        return;
    }
    /* A round running without the bound, or with a lower one, is searched
     * again with it (what it finished stays in the memo), or ends at once
     * when nothing melds the table. */
    cri_lp_root_use(c);
    if (c->lp_restart_ok &&
        (c->lp_now > running || c->lp_root[0] >= CRI_DP_INF || c->lp_play || c->leave_one_due))
        c->status = LP_RESTART;
}

void cri_lp_root_compute(cri_dp_ctx *c)
{
    /* only the bounds of the search running: the lean one often answers
     * alone, and the question's is then asked for its play only */
    int kind = lp_kind(c);
    if (c->s->steps >= due(c, kind))
        compute_kind(c, kind);
    if (kind == 1 && !lp_off(c) && !c->lp_play && c->s->steps >= due(c, 0))
        compute_kind(c, false);
}

int32_t cri_lp_root_for_cuts(cri_dp_ctx *c)
{
    bool relax = c->relax, lean = c->lean;
    c->relax = c->lean = false; /* the settings of the question itself */
    cri_lp_root_use(c);
    if (c->s->steps >= due(c, 0)) /* the last stage due (compute_kind skips the others) */
        compute_kind(c, false);
    c->relax = relax;
    c->lean = lean;
    cri_lp_root_use(c);
    return c->lp_root[0];
}

uint64_t cri_lp_root_due_for_cuts(const cri_dp_ctx *c)
{
    return due(c, 0);
}
