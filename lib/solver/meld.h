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

/* Checks cards[0..n) as one meld whose wild cards keep the caller's
 * declarations (CA-10, RockIt V4): declared[i] is 0 (no declaration: a
 * natural card, or a wild card free to stand for any card), a standard card
 * (the wild card stands for it; a natural may only be declared as itself),
 * or CR_OPEN_SUIT(rank) (a wild card in a group of that rank, its suit left
 * open). Returns the kind like cri_meld_check; on a valid meld out_stands
 * (may be NULL; n entries, in the caller's order) receives the card each card
 * stands for; otherwise *reason gets a static sentence. Cards must be valid
 * codes. */
int cri_meld_check_declared(const cri_meld_profile *p, const uint8_t *cards,
                            const uint8_t *declared, size_t n, uint8_t *out_stands,
                            const char **reason);

/* The same check, with the meld in meld order: out_cards the caller's cards,
 * out_stands what each stands for (both may be NULL). */
int cri_meld_order_declared(const cri_meld_profile *p, const uint8_t *cards,
                            const uint8_t *declared, size_t n, uint8_t *out_cards,
                            uint8_t *out_stands, const char **reason);

#endif
