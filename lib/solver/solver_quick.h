/* Bestplay's quick bounds and the quick arrangement (solver_quick.c, docs/solver.md). */
#ifndef CRI_SOLVER_QUICK_H
#define CRI_SOLVER_QUICK_H

#include "solver/solver_table.h"

/* With s->res holding an arrangement of the table alone: lays the hand's
 * cards off onto its melds and melds the rest greedily (canonical order, so
 * the play does not depend on the input order). Returns that play's cost
 * (cri_dp_leave_cost of the goal, CRI_GOAL_BEST or _MOST, per hand card
 * left), a cost the search can reach. When it
 * equals the cost of the hand cards in no meld at all (a lower bound of
 * every play), the play is optimal: s->res then holds it (melds and
 * unmatched) and *proven is set; otherwise s->res is left as it was.
 * *red receives the pruned problem behind the lower bound, for the search to
 * start from. A hand alone (empty table) with wild cards makes no greedy
 * play: 0 (no cost known). CRI_DP_INF: a table meld too long for the
 * greedy to extend (no play made). */
int32_t cri_quick_bestplay(cr_solver *s, const cri_multiset *table, const cri_multiset *hand,
                           cri_goal goal, bool *proven, cri_dp_reduced *red);

/* What the quick arrangement settled. */
typedef enum cri_qa_result {
    CRI_QA_UNKNOWN = 0, /* nothing: only the search can tell */
    CRI_QA_ARRANGED,    /* an arrangement, in s->res */
    CRI_QA_NONE         /* no arrangement exists (too few jokers, or LOW searched to its end) */
} cri_qa_result;

/* What a quick arrangement is asked for, which sets how long it may search
 * (solver_quick_arrange.c): a table alone (bestplay's and can_join's), a
 * table and a hand together (bestplay's play of every hand card: longer, as
 * the table arranges and the hand's cards then often do too; a hand alone,
 * onto an empty table, is asked as a table), or arrange's question (a proof
 * may be drawn). */
typedef enum cri_qa_ask {
    CRI_QA_ASK_TABLE,
    CRI_QA_ASK_ONTO_TABLE,
    CRI_QA_ASK_PROVE
} cri_qa_ask;

/* The quick arrangement of cards alone (arrange's, and bestplay's and
 * can_join's table; bestplay's table and hand together): unless a card is in
 * no meld at all, a small search over the ranks (solver_quick_arrange.c).
 * When its melds pass the meld check and hold every card they are an
 * arrangement, which is all an arrangement question asks: s->res then holds
 * it and CRI_QA_ARRANGED is returned. Asked to prove, in LOW without wild
 * deuces among the cards, the search sees every arrangement there is (it
 * also tries the jokers only an arrangement's bridges and J-Q-K runs need,
 * and may take more nodes), so when it ends without one, not out of nodes,
 * none exists: CRI_QA_NONE; so too, asked anything in any mode, when the
 * cards have too few jokers for their melds (cri_jokers_too_few).
 * Otherwise (CRI_QA_UNKNOWN) s->res is left as it was and only the search
 * can tell; *red holds the problem pruned of the cards in no meld
 * (red->meldable false: one of them, so no arrangement) for the search to
 * start from, with every answer. */
cri_qa_result cri_quick_arrange(cr_solver *s, const cri_multiset *cards, cri_dp_reduced *red,
                                cri_qa_ask ask);

/* Whether cards (by_rank[r][su]: the copies of rank r, suit su; plus
 * `jokers` jokers, no other wild card) have too few jokers to be arranged
 * under p, in any mode: the least joker shares of their natural cards add
 * up to more than the jokers (solver_joker_shares.c; docs/solver.md, "The
 * jokers the melds share"). False says nothing. */
bool cri_jokers_too_few(const cri_meld_profile *p, unsigned by_rank[14][4], unsigned jokers);

/* Fills s->group_jokers from s->prof (once, when the solver is made). */
void cri_quick_arrange_init(cr_solver *s);

/* can_join's quick yes: with s->res holding an arrangement of the table
 * alone, the same greedy play; when it plays at least one hand card it is a
 * play (every meld passes the meld check, every table card stays melded),
 * so the answer is yes: s->res then holds it and true is returned.
 * Otherwise s->res is left as it was and only the search can tell. */
bool cri_quick_any_play(cr_solver *s, const cri_multiset *hand);

/* cr_solver_bestplay for a caller that holds the table as melds (MANIP
 * hints and bots): meld k is table[meld_ends[k-1] .. meld_ends[k]) (from 0
 * for k = 0). When every meld passes the meld check, that arrangement stands
 * for the table's own (no search of the table alone; the quick bounds build
 * on it); otherwise the table is arranged as by cr_solver_bestplay. The
 * answer is bestplay's (count and value) for CRI_GOAL_BEST; for
 * CRI_GOAL_MOST a play of as many hand cards, whatever their value (a
 * smaller search: the value is not optimised). The arrangement may depend
 * on the melds given. */
int32_t cri_solver_bestplay_arranged(int32_t *out_count, int32_t *out_value, cr_solver *solver,
                                     const uint8_t *table, size_t table_count,
                                     const uint16_t *meld_ends, size_t melds, const uint8_t *hand,
                                     size_t hand_count, cri_goal goal);

/* cr_solver_can_join for the same callers, in the same way: the melds
 * given stand for the table's arrangement when each passes the meld check
 * (can_join's quick yes builds on it). */
int32_t cri_solver_can_join_arranged(int32_t *out_yes, cr_solver *solver, const uint8_t *table,
                                     size_t table_count, const uint16_t *meld_ends, size_t melds,
                                     const uint8_t *hand, size_t hand_count);

#endif
