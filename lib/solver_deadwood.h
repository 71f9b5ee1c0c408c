/* Deadwood of hands without wild cards by branch and bound (solver_deadwood.c). */
#ifndef CRI_SOLVER_DEADWOOD_H
#define CRI_SOLVER_DEADWOOD_H

#include "solver_internal.h"

/* Solves deadwood for a hand without wild cards into s->res and *out_cost.
 * Returns false (result untouched) when the hand has wild cards or the search
 * grew too large: the caller then uses the rank DP. */
bool cri_deadwood_fast(cr_solver *s, const cri_multiset *hand, int32_t *out_cost);

#endif
