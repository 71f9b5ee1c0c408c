/* The public solver handle: creation, budget, errors, input checking, the
 * result accessors and the table questions' entries (arrange, bestplay,
 * can_join). One meld is checked in meld.c; partitions are found by the
 * engine of solver_sweep.c (and the files it names). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/meld.h"
#include "solver/solver_deadwood.h"
#include "solver/solver_internal.h"
#include "solver/solver_lp.h"
#include "solver/solver_quick.h"
#include "solver/solver_table.h"

int32_t cri_solver_fail(cr_solver *s, int32_t status, const char *message)
{
    size_t n = strlen(message);
    if (n >= sizeof s->error)
        n = sizeof s->error - 1;
    memcpy(s->error, message, n);
    s->error[n] = '\0';
    return status;
}

void cri_result_add_meld(cri_result *r, int kind, const uint8_t *cards, const uint8_t *stands_for,
                         size_t n)
{
    cri_result_meld *m = &r->melds[r->meld_count++];
    m->kind = (uint8_t)kind;
    m->count = (uint8_t)n;
    m->start = (uint16_t)r->card_count;
    memcpy(r->cards + r->card_count, cards, n);
    memcpy(r->stands_for + r->card_count, stands_for, n);
    r->card_count += n;
}

/* A failed search leaves no partial result behind. */
static int32_t solve_failed(cr_solver *s, int32_t rc)
{
    s->res.meld_count = 0;
    s->res.card_count = 0;
    s->res.unmatched_count = 0;
    s->res.played_count = 0;
    if (rc == CR_E_LIMIT)
        return cri_solver_fail(s, rc, "the search exceeded the solver's effort budget or memory "
                                      "bound (cr_solver_set_budget)");
    if (rc == CR_E_NOMEM)
        return cri_solver_fail(s, rc, "out of memory");
    return cri_solver_fail(s, rc, "internal error in the solver: please report it");
}

int32_t cr_solver_new(cr_solver **out, const cr_meld_profile *profile)
{
    if (!out || !profile)
        return CR_E_INVALID_ARGUMENT;
    cr_solver *s = calloc(1, sizeof *s);
    if (!s)
        return CR_E_NOMEM;
    s->prof = profile->p;
    for (unsigned code = 0; code < CRI_CODE_SPACE; code++)
        s->card_value[code] = cri_code_is_valid(code) ? cri_card_value(&s->prof, code) : 0;
    for (unsigned su = 0; su < 4; su++)
        for (unsigned half = 0; half < 2; half++)
            for (unsigned bits = 0; bits < 128; bits++)
                for (unsigned b = 0; b < 7; b++) {
                    unsigned rank = 1 + 7 * half + b;
                    if (((bits >> b) & 1u) && rank <= 13)
                        s->lane_value[su][half][bits] += s->card_value[CR_CARD(rank, su)];
                }
    cri_quick_arrange_init(s);
    s->budget = CR_SOLVER_DEFAULT_BUDGET;
    s->relaxed_allowance = CRI_RELAXED_ALLOWANCE;
    s->full_allowance = CRI_FULL_ALLOWANCE;
    s->res.reason = "";
    *out = s;
    return CR_OK;
}

void cr_solver_free(cr_solver *solver)
{
    if (!solver)
        return;
    cri_dp_scratch_free(solver->memo);
    cri_lp_free(solver->lp);
    cri_lp_free(solver->lp_side);
    free(solver);
}

int32_t cr_solver_set_budget(cr_solver *solver, uint64_t steps)
{
    if (!solver)
        return CR_E_INVALID_ARGUMENT;
    solver->budget = steps ? steps : CR_SOLVER_DEFAULT_BUDGET;
    return CR_OK;
}

const char *cr_solver_last_error(const cr_solver *solver)
{
    if (!solver)
        return "no solver (NULL handle)";
    return solver->error;
}

/* cri_ms_from_cards in registers: every query starts here, and adding the
 * cards one by one through memory makes each wait for the store before
 * (about half of a short deadwood query). Returns CR_OK, or CR_E_LIMIT or
 * CR_E_INVALID_ARGUMENT like cri_ms_from_cards. */
static int32_t cards_to_multiset(cri_multiset *ms, const uint8_t *cards, size_t n)
{
    uint64_t copy[CRI_MS_COPIES] = {0};
    uint64_t over = 0;
    unsigned jokers = 0;
    bool invalid = false;
    for (size_t i = 0; i < n; i++) {
        unsigned code = cards[i];
        if (code == CRI_JOKER_CODE) {
            jokers++;
            continue;
        }
        invalid = invalid || !cri_code_is_standard(code);
        uint64_t bit = UINT64_C(1) << (code & 63u);
        /* The first copy without this card gets it; none: too many copies. */
        for (int k = 0; k < CRI_MS_COPIES; k++) {
            uint64_t add = bit & ~copy[k];
            copy[k] |= add;
            bit &= ~add;
        }
        over |= bit;
    }
    if (invalid)
        return CR_E_INVALID_ARGUMENT;
    if (over || jokers > CR_MAX_JOKERS)
        return CR_E_LIMIT;
    for (int k = 0; k < CRI_MS_COPIES; k++)
        ms->copy[k] = copy[k];
    ms->jokers = (uint8_t)jokers;
    return CR_OK;
}

/* Clears the last result and error: only the counts, as nothing reads the
 * arrays beyond them. */
static void query_reset(cr_solver *s)
{
    s->res.meld_count = 0;
    s->res.card_count = 0;
    s->res.unmatched_count = 0;
    s->res.played_count = 0;
    s->res.reason = "";
    s->error[0] = '\0';
    s->steps = 0;
}

/* Starts a query: clears the result and the error, checks one card list
 * (NULL only when empty, valid codes, the card bounds) into ms. */
int32_t cri_solver_begin(cr_solver *s, cri_multiset *ms, const uint8_t *cards, size_t n,
                         const char *what)
{
    query_reset(s);
    if (!cards && n)
        return cri_solver_fail(s, CR_E_INVALID_ARGUMENT, "NULL card list with a non-zero count");
    if (n > CR_MAX_CARDS) {
        snprintf(s->error, sizeof s->error, "%s: %zu cards, at most %d allowed", what, n,
                 CR_MAX_CARDS);
        return CR_E_LIMIT;
    }
    /* One pass checks and counts the cards; the slow pass below only names
     * the bad card (deadwood of a short hand costs about as much as this). */
    int32_t rc = cards_to_multiset(ms, cards, n);
    for (size_t i = 0; rc != CR_OK && i < n; i++) {
        if (!cri_code_is_valid(cards[i])) {
            snprintf(s->error, sizeof s->error, "%s: card %zu has the invalid code 0x%02x", what, i,
                     (unsigned)cards[i]);
            return CR_E_INVALID_ARGUMENT;
        }
    }
    if (rc != CR_OK) {
        snprintf(s->error, sizeof s->error,
                 "%s: more than %d copies of a card or more than %d jokers", what, CR_MAX_PACKS,
                 CR_MAX_JOKERS);
        return CR_E_LIMIT;
    }
    return CR_OK;
}

int32_t cr_solver_meld(int32_t *out_kind, cr_solver *solver, const uint8_t *cards, size_t count)
{
    if (!solver)
        return CR_E_INVALID_ARGUMENT;
    cri_multiset ms;
    int32_t rc = cri_solver_begin(solver, &ms, cards, count, "meld");
    if (rc != CR_OK)
        return rc;
    /* Canonical order first, so the answer cannot depend on the input order. */
    uint8_t canon[CR_MAX_CARDS], oc[CR_MAX_CARDS], os[CR_MAX_CARDS];
    size_t n = cri_ms_to_cards(&ms, canon);
    int kind = cri_meld_check(&solver->prof, canon, n, oc, os, &solver->res.reason);
    if (kind != CR_MELD_NONE)
        cri_result_add_meld(&solver->res, kind, oc, os, n);
    if (out_kind)
        *out_kind = kind;
    return CR_OK;
}

int32_t cr_solver_meld_declared(int32_t *out_kind, cr_solver *solver, const uint8_t *cards,
                                const uint8_t *declared, size_t count)
{
    if (!solver)
        return CR_E_INVALID_ARGUMENT;
    if (!declared && count)
        return cri_solver_fail(solver, CR_E_INVALID_ARGUMENT,
                               "NULL declaration list with a non-zero count");
    cri_multiset ms;
    int32_t rc = cri_solver_begin(solver, &ms, cards, count, "meld");
    if (rc != CR_OK)
        return rc;
    /* Pairs in a canonical order (card, then declaration), so the answer
     * cannot depend on the input order. */
    uint16_t pair[CR_MAX_CARDS];
    for (size_t i = 0; i < count; i++) {
        uint16_t v = (uint16_t)(cards[i] << 8 | declared[i]);
        size_t j = i;
        for (; j > 0 && pair[j - 1] > v; j--)
            pair[j] = pair[j - 1];
        pair[j] = v;
    }
    uint8_t pc[CR_MAX_CARDS], pd[CR_MAX_CARDS], oc[CR_MAX_CARDS], os[CR_MAX_CARDS];
    for (size_t i = 0; i < count; i++) {
        pc[i] = (uint8_t)(pair[i] >> 8);
        pd[i] = (uint8_t)pair[i];
    }
    int kind = cri_meld_order_declared(&solver->prof, pc, pd, count, oc, os, &solver->res.reason);
    if (kind != CR_MELD_NONE)
        cri_result_add_meld(&solver->res, kind, oc, os, count);
    if (out_kind)
        *out_kind = kind;
    return CR_OK;
}

/* Builds and solves one partition problem; a failure leaves no result.
 * upper: a cost some solution reaches (0: none known). */
/* Solves the problem of table and hand, or the one the quick bounds already
 * built and pruned (red, when made), starting just above upper. */
static int32_t solve_problem(int32_t *out_cost, cr_solver *s, const cri_multiset *table,
                             const cri_multiset *hand, cri_goal goal, bool want_result,
                             int32_t upper, cri_dp_reduced *red)
{
    int32_t rc;
    if (red && red->made) {
        red->pb.upper = upper;
        rc = cri_dp_solve_reduced(s, red, out_cost, want_result);
    } else {
        cri_dp_problem pb;
        cri_dp_problem_build(&pb, &s->prof, table, hand, goal);
        pb.upper = upper;
        rc = cri_dp_solve(s, &pb, out_cost, want_result);
    }
    return rc == CR_OK ? CR_OK : solve_failed(s, rc);
}

/* Arranges cards alone (arrange, and bestplay's table) into s->res, its
 * cost (0, or CRI_DP_INF when they cannot be arranged) in *out_cost: the
 * quick arrangement, else the search from the problem it pruned. `prove`:
 * the quick arrangement may prove there is none (arrange's question, where
 * that is a common answer; a table is seldom one, and its longer search
 * would cost bestplay's tables time, measured 2026-12-03). */
static int32_t arrange_alone(int32_t *out_cost, cr_solver *s, const cri_multiset *table,
                             bool prove)
{
    cri_dp_reduced red;
    *out_cost = 0;
    switch (cri_quick_arrange(s, table, &red, prove ? CRI_QA_ASK_PROVE : CRI_QA_ASK_TABLE)) {
    case CRI_QA_ARRANGED:
        return CR_OK;
    case CRI_QA_NONE: /* as the search answers a set it cannot arrange */
        *out_cost = CRI_DP_INF;
        return CR_OK;
    case CRI_QA_UNKNOWN:
        break;
    }
    return solve_problem(out_cost, s, table, NULL, CRI_GOAL_VALUE, true, 0, &red);
}

/* Bestplay's play of every hand card: when the quick arrangement arranges
 * table and hand together, no play holds more cards, nor more value (no
 * card is worth less than nothing), and that arrangement is the answer,
 * nothing left over. Otherwise s->res keeps the table's arrangement. */
static bool play_all(cr_solver *s, const cri_multiset *all)
{
    cri_result table = s->res;
    cri_dp_reduced red;
    s->res.meld_count = 0;
    s->res.card_count = 0;
    cri_qa_ask ask = table.card_count > 0 ? CRI_QA_ASK_ONTO_TABLE : CRI_QA_ASK_TABLE;
    if (cri_quick_arrange(s, all, &red, ask) == CRI_QA_ARRANGED) {
        s->res.unmatched_count = 0;
        s->played_all++;
        return true;
    }
    s->res = table;
    return false;
}

/* The one-pack mask of cards when they are standard cards, none twice: one
 * pass with no branch per card, as the whole of a short deadwood query costs
 * little more. False for anything else (jokers, repeats, bad codes), which
 * the general path checks and reports. */
static bool one_pack_mask(uint64_t *out, const uint8_t *cards, size_t n)
{
    uint64_t m = 0, twice = 0;
    unsigned codes = 0; /* codes of 64 and more (the joker) show in its high bits */
    for (size_t i = 0; i < n; i++) {
        unsigned code = cards[i];
        uint64_t bit = UINT64_C(1) << (code & 63u);
        twice |= m & bit;
        m |= bit;
        codes |= code;
    }
    *out = m;
    return !(twice | (m & ~CRI_LANE_RANKS) | (codes >> 6));
}

int32_t cr_solver_deadwood(int32_t *out_deadwood, cr_solver *solver, const uint8_t *hand,
                           size_t count)
{
    if (!solver)
        return CR_E_INVALID_ARGUMENT;
    int32_t cost = 0;
    uint64_t one_pack;
    /* A one-pack hand the search gave up on (wild deuces, too many nodes)
     * goes straight to the rank DP, whose budget still counts the search's
     * steps: the search would only give up again. */
    bool searched = false;
    if (hand && count <= 52 && one_pack_mask(&one_pack, hand, count)) {
        query_reset(solver);
        if (cri_deadwood_one_pack(solver, one_pack, count, &cost)) {
            if (out_deadwood)
                *out_deadwood = cost;
            return CR_OK;
        }
        searched = true;
    }
    uint64_t spent = solver->steps;
    cri_multiset ms;
    int32_t rc = cri_solver_begin(solver, &ms, hand, count, "deadwood");
    if (rc != CR_OK)
        return rc;
    if (searched)
        solver->steps = spent;
    if (searched || !cri_deadwood_fast(solver, &ms, &cost)) {
        rc = solve_problem(&cost, solver, NULL, &ms, CRI_GOAL_VALUE, true, 0, NULL);
        if (rc == CR_OK && cost >= CRI_DP_INF) /* leaving every card is always possible */
            rc = solve_failed(solver, CR_E_INTERNAL);
        if (rc != CR_OK)
            return rc;
    }
    if (out_deadwood)
        *out_deadwood = cost;
    return CR_OK;
}

int32_t cr_solver_arrange(int32_t *out_arrangeable, cr_solver *solver, const uint8_t *cards,
                          size_t count)
{
    if (!solver)
        return CR_E_INVALID_ARGUMENT;
    cri_multiset ms;
    int32_t rc = cri_solver_begin(solver, &ms, cards, count, "arrange");
    if (rc != CR_OK)
        return rc;
    int32_t cost = 0;
    rc = arrange_alone(&cost, solver, &ms, true);
    if (rc != CR_OK)
        return rc;
    if (out_arrangeable)
        *out_arrangeable = cost < CRI_DP_INF;
    return CR_OK;
}

/* The caller's arrangement of the table (ends[k]: one past meld k's last
 * card) as the result, when every meld passes the meld check and the melds
 * cover the table; else false, with the result left empty. */
static bool given_arrangement(cr_solver *s, const uint8_t *table, size_t nt, const uint16_t *ends,
                              size_t nmelds)
{
    size_t from = 0;
    for (size_t k = 0; k < nmelds && from < nt; k++) {
        size_t n = ends[k] - from;
        uint8_t oc[CR_MAX_CARDS], os[CR_MAX_CARDS];
        int kind = ends[k] <= nt && ends[k] > from
                       ? cri_meld_check(&s->prof, table + from, n, oc, os, NULL)
                       : CR_MELD_NONE;
        if (kind == CR_MELD_NONE)
            break;
        cri_result_add_meld(&s->res, kind, oc, os, n);
        from = ends[k];
    }
    if (from == nt && s->res.meld_count == nmelds)
        return true;
    s->res.meld_count = 0;
    s->res.card_count = 0;
    return false;
}

/* Shared by bestplay and can_join: checks both lists and the table alone,
 * then finds the best play by the goal (CRI_GOAL_ANY: just some play) and fills the
 * result (played = hand - unmatched). ends (may be NULL): the caller's
 * arrangement of the table, used instead of arranging it when valid. */
static int32_t best_play(int32_t *out_count, int32_t *out_value, cr_solver *s,
                         const uint8_t *table, size_t nt, const uint8_t *hand, size_t nh,
                         cri_goal goal, const uint16_t *ends, size_t nmelds)
{
    cri_multiset mt, mh, all;
    int32_t rc = cri_solver_begin(s, &mh, hand, nh, "hand");
    if (rc != CR_OK)
        return rc;
    rc = cri_solver_begin(s, &mt, table, nt, "table");
    if (rc != CR_OK)
        return rc;
    all = mt;
    for (size_t i = 0; i < nh; i++) {
        if (!cri_ms_add(&all, hand[i])) {
            snprintf(s->error, sizeof s->error,
                     "table and hand together hold more than %d copies of a card or more "
                     "than %d jokers", CR_MAX_PACKS, CR_MAX_JOKERS);
            return CR_E_LIMIT;
        }
    }
    if (nt + nh > CR_MAX_CARDS) {
        snprintf(s->error, sizeof s->error, "table and hand together hold %zu cards, at most %d",
                 nt + nh, CR_MAX_CARDS);
        return CR_E_LIMIT;
    }
    int32_t cost = 0;
    /* Without hand cards the table's own arrangement is the answer: nothing
     * joins. (Asked of the engine, can_join would search every arrangement
     * for a play that cannot exist.) The arrangement is kept in any case:
     * the quick bounds build on it. An empty table's is empty, as the
     * result already is: no sweep (it walks every cell, about 5 us). */
    if (nt > 0 && (!ends || !given_arrangement(s, table, nt, ends, nmelds)))
        rc = arrange_alone(&cost, s, &mt, false);
    if (rc != CR_OK)
        return rc;
    if (cost >= CRI_DP_INF)
        return cri_solver_fail(s, CR_E_UNSATISFIABLE, "the table cards alone cannot be arranged");
    /* The quick bounds (solver_quick.c): a greedy play on that arrangement
     * is an upper bound of the cost; when it meets the lower bound it is
     * the answer, else the search starts just above it. can_join only asks
     * for some play: a greedy play of one card or more answers it. */
    int32_t upper = 0;
    bool proven = false;
    cri_dp_reduced red; /* the problem the quick bounds pruned, when they did */
    red.made = false;
    if (nh > 0 && goal != CRI_GOAL_ANY && play_all(s, &all))
        proven = true;
    else if (nh > 0 && goal != CRI_GOAL_ANY)
        upper = cri_quick_bestplay(s, &mt, &mh, goal, &proven, &red);
    else if (nh > 0)
        proven = cri_quick_any_play(s, &mh);
    if (upper >= CRI_DP_INF)
        upper = 0;
    if (nh > 0 && !proven)
        rc = solve_problem(&cost, s, &mt, &mh, goal, true, upper, &red);
    if (rc == CR_OK && cost >= CRI_DP_INF)
        rc = solve_failed(s, CR_E_INTERNAL);
    if (rc != CR_OK)
        return rc;
    /* Played = hand minus the cards left out. */
    cri_multiset played = mh;
    for (size_t i = 0; i < s->res.unmatched_count; i++)
        if (!cri_ms_remove(&played, s->res.unmatched[i]))
            return solve_failed(s, CR_E_INTERNAL);
    s->res.played_count = cri_ms_to_cards(&played, s->res.played);
    int32_t value = 0;
    for (size_t i = 0; i < s->res.played_count; i++)
        value += cri_card_value(&s->prof, s->res.played[i]);
    if (out_count)
        *out_count = (int32_t)s->res.played_count;
    if (out_value)
        *out_value = value;
    return CR_OK;
}

int32_t cr_solver_bestplay(int32_t *out_count, int32_t *out_value, cr_solver *solver,
                           const uint8_t *table, size_t table_count, const uint8_t *hand,
                           size_t hand_count)
{
    if (!solver)
        return CR_E_INVALID_ARGUMENT;
    return best_play(out_count, out_value, solver, table, table_count, hand, hand_count,
                     CRI_GOAL_BEST, NULL, 0);
}

int32_t cri_solver_bestplay_arranged(int32_t *out_count, int32_t *out_value, cr_solver *solver,
                                     const uint8_t *table, size_t table_count,
                                     const uint16_t *meld_ends, size_t melds, const uint8_t *hand,
                                     size_t hand_count, cri_goal goal)
{
    if (!solver || (!meld_ends && melds) || (goal != CRI_GOAL_BEST && goal != CRI_GOAL_MOST))
        return CR_E_INVALID_ARGUMENT;
    return best_play(out_count, out_value, solver, table, table_count, hand, hand_count, goal,
                     meld_ends, melds);
}

int32_t cri_solver_can_join_arranged(int32_t *out_yes, cr_solver *solver, const uint8_t *table,
                                     size_t table_count, const uint16_t *meld_ends, size_t melds,
                                     const uint8_t *hand, size_t hand_count)
{
    if (!solver || !out_yes || (!meld_ends && melds))
        return CR_E_INVALID_ARGUMENT;
    int32_t count = 0;
    int32_t rc = best_play(&count, NULL, solver, table, table_count, hand, hand_count,
                           CRI_GOAL_ANY, meld_ends, melds);
    if (rc != CR_OK)
        return rc;
    *out_yes = count > 0;
    return CR_OK;
}

int32_t cr_solver_can_join(int32_t *out_yes, cr_solver *solver, const uint8_t *table,
                           size_t table_count, const uint8_t *hand, size_t hand_count)
{
    return cri_solver_can_join_arranged(out_yes, solver, table, table_count, NULL, 0, hand,
                                        hand_count);
}

/* ---- result accessors --------------------------------------------------- */

int32_t cr_solver_result_meld_count(const cr_solver *solver)
{
    if (!solver)
        return CR_E_INVALID_ARGUMENT;
    return (int32_t)solver->res.meld_count;
}

/* Copies n cards into a caller buffer with the usual capacity protocol. */
static int32_t copy_out(uint8_t *out, size_t cap, size_t *out_count, const uint8_t *src, size_t n)
{
    if (!out_count || (!out && cap))
        return CR_E_INVALID_ARGUMENT;
    *out_count = n;
    if (n > cap)
        return CR_E_BUFFER_TOO_SMALL;
    if (n)
        memcpy(out, src, n);
    return CR_OK;
}

int32_t cr_solver_result_meld(uint8_t *cards, uint8_t *stands_for, size_t cap, size_t *out_count,
                              int32_t *out_kind, const cr_solver *solver, size_t index)
{
    if (!solver || !out_count || (!cards && cap) || index >= solver->res.meld_count)
        return CR_E_INVALID_ARGUMENT;
    const cri_result_meld *m = &solver->res.melds[index];
    if (out_kind)
        *out_kind = m->kind;
    int32_t rc = copy_out(cards, cap, out_count, solver->res.cards + m->start, m->count);
    if (rc == CR_OK && stands_for)
        memcpy(stands_for, solver->res.stands_for + m->start, m->count);
    return rc;
}

int32_t cr_solver_result_unmatched(uint8_t *out, size_t cap, size_t *out_count,
                                   const cr_solver *solver)
{
    if (!solver)
        return CR_E_INVALID_ARGUMENT;
    return copy_out(out, cap, out_count, solver->res.unmatched, solver->res.unmatched_count);
}

int32_t cr_solver_result_played(uint8_t *out, size_t cap, size_t *out_count,
                                const cr_solver *solver)
{
    if (!solver)
        return CR_E_INVALID_ARGUMENT;
    return copy_out(out, cap, out_count, solver->res.played, solver->res.played_count);
}

const char *cr_solver_result_reason(const cr_solver *solver)
{
    if (!solver)
        return "";
    return solver->res.reason;
}
