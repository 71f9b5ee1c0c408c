/* One-pack deadwood under LOW runs, mostly by covers (solver_deadwood_low.c). */
#ifndef CRI_SOLVER_DEADWOOD_LOW_H
#define CRI_SOLVER_DEADWOOD_LOW_H

#include "solver/solver_internal.h"

/* The most cards a hand may have for cri_deadwood_low. Bigger hands keep the
 * plain search, whose node limit hands the hardest to the rank DP: answering
 * those here could return another partition of equal deadwood. (The plain
 * search takes at most a few hundred nodes at this size, far below its limit.) */
#define CRI_DEADWOOD_LOW_MAX_CARDS 16

/* Whether cri_deadwood_low can answer under profile p: LOW runs, and a group
 * may hold every card of its rank that one pack has. */
static inline bool cri_deadwood_low_applies(const cri_meld_profile *p)
{
    return p->seq_mode == CR_SEQ_LOW && p->group_max >= 4;
}

/* Deadwood of the one-pack hand mask `hand` (no wild card in it, at most
 * CRI_DEADWOOD_LOW_MAX_CARDS cards, the profile passing
 * cri_deadwood_low_applies) into s->res and *out_cost: the same value and
 * partition as the plain search of solver_deadwood.c. Returns false (result
 * untouched) when the search grew too large. */
bool cri_deadwood_low(cr_solver *s, uint64_t hand, int32_t *out_cost);

#endif
