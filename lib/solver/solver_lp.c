/* TEMPORARY stub until branch lpcore lands. */
#include <stdlib.h>
#include "solver/solver_lp.h"
struct cri_lp { int unused; };
cri_lp *cri_lp_new(void) { return malloc(sizeof(cri_lp)); }
void cri_lp_free(cri_lp *lp) { free(lp); }
bool cri_lp_bestplay_bound(cri_lp *lp, const cri_meld_profile *p, const uint8_t *table, size_t nt,
                           const uint8_t *hand, size_t nh, cri_lp_bound *out)
{
    (void)lp, (void)p, (void)table, (void)nt, (void)hand, (void)nh;
    out->cards_left = out->value_left = 0;
    return false;
}
