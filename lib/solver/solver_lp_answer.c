/* The LP's play as the answer (docs/solver.md, "The LP's play"). When the
 * LP bound's model has an integer point at the bound (the branch and bound
 * ends on a whole box on nearly every hard question), its melds are read
 * back (cri_lp_play in solver_lp_play.c), the wild cards given out, every
 * meld checked and the cards counted: a play of the question that costs the
 * bound itself is optimal, since no play costs less, and the search ends. */
#include "solver/meld.h"
#include "solver/solver_dp.h"
#include "solver/solver_lp.h"

/* The wild card for a place the model left to one: those that must be
 * melded first, then the dearest (pb->wild_codes is in that order). */
static bool next_wild(const cri_dp_problem *pb, unsigned *used, uint8_t *out)
{
    if (*used >= pb->wilds)
        return false;
    *out = pb->wild_codes[(*used)++];
    return true;
}

/* The melds into r, each through the meld check; the naturals they take
 * counted in used, the wild cards given out in *wilds. */
static bool check_melds(const cri_dp_ctx *c, const cri_lp_meld *melds, size_t k, cri_result *r,
                        uint8_t used[4][14], unsigned *wilds)
{
    for (size_t m = 0; m < k; m++) {
        uint8_t cards[16], oc[16], os[16];
        unsigned n = melds[m].n;
        for (unsigned i = 0; i < n; i++) {
            uint8_t code = melds[m].card[i];
            if (code == CR_CARD_JOKER) {
                if (!next_wild(c->pb, wilds, &cards[i]))
                    return false;
                continue;
            }
            cards[i] = code;
            used[code >> 4][code & 15u]++;
        }
        int kind = cri_meld_check(c->prof, cards, n, oc, os, NULL);
        if (kind == CR_MELD_NONE || r->card_count + n > CR_MAX_CARDS ||
            r->meld_count >= CRI_MAX_MELDS)
            return false;
        cri_result_add_meld(r, kind, oc, os, n);
    }
    return true;
}

bool cri_lp_answer(cri_dp_ctx *c, int32_t bound)
{
    cr_solver *s = c->s;
    const cri_dp_problem *pb = c->pb;
    cri_lp_meld melds[CRI_MAX_MELDS];
    size_t k = cri_lp_play(s->lp, melds, CRI_MAX_MELDS);
    if (k == 0)
        return false;
    cri_result *r = &s->lp_play;
    r->meld_count = r->card_count = r->unmatched_count = 0;
    uint8_t used[4][14] = {{0}};
    unsigned wilds = 0;
    if (!check_melds(c, melds, k, r, used, &wilds))
        return false;
    /* Every table card melded, no card melded twice; the cost of the rest. */
    if (wilds < (unsigned)pb->wilds - pb->wilds_hand)
        return false;
    cri_multiset left;
    cri_ms_clear(&left);
    int64_t cost = 0;
    for (unsigned su = 0; su < 4; su++)
        for (unsigned rank = 1; rank <= 13; rank++) {
            if (used[su][rank] > pb->count[su][rank] ||
                pb->count[su][rank] - used[su][rank] > pb->hand[su][rank])
                return false;
            for (unsigned i = used[su][rank]; i < pb->count[su][rank]; i++) {
                cost += pb->leave[su][rank];
                cri_ms_add(&left, CR_CARD(rank, su));
            }
        }
    for (unsigned i = wilds; i < pb->wilds; i++) {
        cost += pb->wild_leave[i];
        cri_ms_add(&left, pb->wild_codes[i]);
    }
    if (cost != bound)
        return false; /* (above it: not shown optimal; below it the bound would be wrong) */
    for (size_t i = 0; i < c->npre_left; i++)
        cri_ms_add(&left, c->pre_left[i]);
    r->unmatched_count = cri_ms_to_cards(&left, r->unmatched);
    c->lp_play = true;
    c->lp_play_cost = bound;
    s->lp_plays++;
    return true;
}
