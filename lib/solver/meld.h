/* One meld's validity under a profile, with a concrete declaration for every
 * wild card (RULES.md 1.2-1.4; the declaration rules are in docs/solver.md). */
#ifndef CRI_MELD_H
#define CRI_MELD_H

#include "solver/meld_profile.h"

/* Checks whether cards[0..n) is one valid meld. Returns CR_MELD_GROUP,
 * CR_MELD_RUN or CR_MELD_NONE. On a valid meld, out_cards receives the cards
 * in meld order and out_stands the card each one stands for (both hold n;
 * either may be NULL); on CR_MELD_NONE *reason (if reason is not NULL) gets
 * a static sentence. Cards must be valid codes; n may be anything. */
int cri_meld_check(const cri_meld_profile *p, const uint8_t *cards, size_t n, uint8_t *out_cards,
                   uint8_t *out_stands, const char **reason);

#endif
