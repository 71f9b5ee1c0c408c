/* The partition engine behind deadwood, arrange, bestplay and can_join: a
 * dynamic programme over ranks (docs/solver.md). Every question is "meld
 * these cards, leaving out only cards that may be left, at least cost". */
#ifndef CRI_SOLVER_TABLE_H
#define CRI_SOLVER_TABLE_H

#include "solver/solver_internal.h"

/* A cost no solution reaches: "cannot be done". */
#define CRI_DP_INF (INT32_MAX / 4)

/* The leave cost a bestplay question adds to each hand card: one card
 * weighs more than any total of card values, so fewer cards left always
 * wins, then less value (the LP root bound reads costs in these units). */
#define CRI_BESTPLAY_CARD_WEIGHT (1 << 20)

typedef struct cri_dp_problem {
    uint8_t count[4][14];  /* natural copies by suit and rank (wild deuces excluded) */
    uint8_t hand[4][14];   /* how many of them may be left out */
    int32_t leave[4][14];  /* the cost of leaving one out */
    uint8_t wilds;         /* wild cards in all */
    uint8_t wilds_hand;    /* how many of them may be left out */
    bool any_play;         /* can_join: cost 0 iff some hand card is played, else 1 */
    bool has_hand;         /* some card may be left out */
    int32_t card_weight;   /* the extra leave cost of every hand card (bestplay: a whole
                            * card outweighs any values; the LP root bound needs it;
                            * CRI_GOAL_MOST: 1, values not counted) */
    int32_t upper;         /* a cost some solution reaches (0: none known): the search may
                            * start its deepening just above it (solver_quick.c) */
    /* The wild cards: those that must be melded first, then those that may
     * be left out by decreasing leave cost (so the cheapest are left). */
    uint8_t wild_codes[CR_MAX_CARDS * 2];
    int32_t wild_leave[CR_MAX_CARDS * 2]; /* leave cost of wild_codes[i] (INF: must meld) */
} cri_dp_problem;

/* What a question minimises: it sets what leaving a hand card out costs. */
typedef enum cri_goal {
    CRI_GOAL_VALUE, /* the value left (deadwood; the table alone, which has no hand) */
    CRI_GOAL_BEST,  /* the hand cards left, then their value (bestplay, bots) */
    CRI_GOAL_MOST,  /* the hand cards left, whatever their value (MANIP hints) */
    CRI_GOAL_ANY    /* 0 once some hand card is played, else 1 (can_join) */
} cri_goal;

/* The cost of leaving out a hand card of the given value, as the problem
 * of the goal counts it (CRI_GOAL_ANY: as bestplay's, before the search's
 * own any-play rule). */
int32_t cri_dp_leave_cost(cri_goal goal, int32_t value);

/* Builds a problem from cards that must be melded (table) and cards that may
 * be left out (hand) at the goal's cost each. */
void cri_dp_problem_build(cri_dp_problem *pb, const cri_meld_profile *prof,
                          const cri_multiset *table, const cri_multiset *hand, cri_goal goal);

/* Solves pb on solver s. *out_cost receives the least cost (CRI_DP_INF when
 * impossible). With want_result, s->res receives the melds and the left-out
 * cards of one optimal solution. Returns CR_OK, CR_E_LIMIT (budget, memory
 * bound or too many open runs), CR_E_NOMEM or CR_E_INTERNAL. */
int32_t cri_dp_solve(cr_solver *s, const cri_dp_problem *pb, int32_t *out_cost, bool want_result);

/* A problem with its cards in no meld at all taken out (cri_dp_prune_isolated):
 * the quick bounds (solver_quick.c) make it for their lower bound, and the
 * search takes it from them instead of building and pruning it again. */
typedef struct cri_dp_reduced {
    cri_dp_problem pb;          /* without the cards taken out */
    uint8_t left[CR_MAX_CARDS]; /* the hand cards taken out (left out of every play) */
    size_t nleft;
    int32_t cost;               /* their cost */
    bool made;                  /* false: not built (the fields above are unset) */
    bool meldable;              /* false: a card that must be melded is in no meld */
} cri_dp_reduced;

/* cri_dp_solve on a problem already pruned (r->made; r->pb.upper as in
 * cri_dp_solve): no solution (CRI_DP_INF) when it is not meldable. */
int32_t cri_dp_solve_reduced(cr_solver *s, const cri_dp_reduced *r, int32_t *out_cost,
                             bool want_result);

/* Frees the solver's DP scratch memory (NULL is fine). */
void cri_dp_scratch_free(cri_memo *m);

#endif
