/* lib/solver/solver_lp.h (interface; implementation on branch lpcore) */
#ifndef CRI_SOLVER_LP_H
#define CRI_SOLVER_LP_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "solver/meld_profile.h"

typedef struct cri_lp cri_lp;
cri_lp *cri_lp_new(void);
void cri_lp_free(cri_lp *lp);
typedef struct cri_lp_bound {
    int32_t cards_left;
    int32_t value_left;
} cri_lp_bound;
bool cri_lp_bestplay_bound(cri_lp *lp, const cri_meld_profile *p, const uint8_t *table, size_t nt,
                           const uint8_t *hand, size_t nh, cri_lp_bound *out);
#endif
