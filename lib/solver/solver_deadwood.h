/* Deadwood of hands without wild cards by branch and bound (solver_deadwood.c). */
#ifndef CRI_SOLVER_DEADWOOD_H
#define CRI_SOLVER_DEADWOOD_H

#include "solver/solver_internal.h"

/* Solves deadwood for a hand without wild cards into s->res and *out_cost.
 * Returns false (result untouched) when the hand has wild cards or the search
 * grew too large: the caller then uses the rank DP. */
bool cri_deadwood_fast(cr_solver *s, const cri_multiset *hand, int32_t *out_cost);

/* The same for a one-pack hand of n cards given as its mask (no card twice,
 * no joker), into a result the caller has cleared: the LOW search of
 * solver_deadwood_low.c where it applies, else the plain search below. */
bool cri_deadwood_one_pack(cr_solver *s, uint64_t hand, size_t n, int32_t *out_cost);

/* The plain one-pack search, whatever the profile (and no wild card in hand).
 * The tests hold the LOW search to its answers. */
bool cri_deadwood_one_pack_search(cr_solver *s, uint64_t hand, int32_t *out_cost);

#endif
