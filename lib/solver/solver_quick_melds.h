/* What the quick arrangement's search (solver_quick_arrange.c) hands to the
 * rebuild of its melds (solver_quick_melds.c). */
#ifndef CRI_SOLVER_QUICK_MELDS_H
#define CRI_SOLVER_QUICK_MELDS_H

#include "solver/solver_internal.h"

/* One choice at a rank, two bits a suit: copies to groups (g), jokers
 * going on short runs as this rank's card (wr); jokers in the rank's groups
 * (wg); jokers in all (cost). */
typedef struct cri_qa_choice {
    uint8_t g, wr, wg, cost;
} cri_qa_choice;

/* Suit su's two bits of a choice's field. */
#define CRI_QA_GET(bits, su) (((unsigned)(bits) >> (2u * (su))) & 3u)

/* What the search found: the rank at each position of its sweep, the
 * copies there by suit, the choice it made there, and the jokers. */
typedef struct cri_qa_found {
    const cri_meld_profile *p;
    const unsigned *rank_at;     /* [13] */
    const uint8_t (*cnt)[4];     /* [13][4] */
    const cri_qa_choice *path;   /* [13] */
    unsigned jokers;
} cri_qa_found;

/* The groups of copies g (two bits a suit) at one rank: how many, or -1 when
 * they cannot all be in groups. *jokers_needed: the jokers that bring every
 * group to group_min. */
int cri_qa_groups_of(const cri_meld_profile *p, unsigned g, unsigned *jokers_needed);

/* The melds of what the search found into s->res: runs, groups, the jokers
 * no short meld took given to melds with room in turn (a long run split
 * when none has any); all of them pass the meld check and hold every card
 * (total), or nothing is kept and false is returned. */
bool cri_qa_rebuild(cr_solver *s, const cri_qa_found *found, size_t total);

#endif
