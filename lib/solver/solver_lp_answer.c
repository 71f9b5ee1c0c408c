/* The LP's play as the answer (docs/solver.md, "The LP's play"). When the
 * LP bound's model has an integer point at the bound (the branch and bound
 * ends on a whole box on nearly every hard question), its melds are read
 * back (cri_lp_play in solver_lp_play.c), the wild cards given out, every
 * meld checked and the cards counted: a play of the question that costs the
 * bound itself is optimal, since no play costs less, and the search ends. */
#include "solver/meld.h"
#include "solver/solver_dp.h"
#include "solver/solver_lp.h"

/* The wild cards a play gives out, in order: those that must be melded
 * first, then the dearest (pb->wild_codes is in that order). */
typedef struct wild_deal {
    uint8_t code[CR_MAX_CARDS * 2];
    unsigned n, used;
} wild_deal;

/* No card's code (rank 0): no wild card is skipped. */
enum { SKIP_NONE = 0 };

/* Every wild card of pb but one copy of skip (the last in that order; a
 * code that is no wild card of pb, SKIP_NONE: none skipped). */
static void deal_wilds(const cri_dp_problem *pb, uint8_t skip, wild_deal *d)
{
    d->n = d->used = 0;
    unsigned last = pb->wilds;
    for (unsigned i = 0; i < pb->wilds; i++)
        if (pb->wild_codes[i] == skip)
            last = i;
    for (unsigned i = 0; i < pb->wilds; i++)
        if (i != last)
            d->code[d->n++] = pb->wild_codes[i];
}

/* The melds into r, each through the meld check; the naturals they take
 * counted in used, the wild cards dealt in turn for their places. */
static bool check_melds(const cri_meld_profile *prof, const cri_lp_meld *melds, size_t k,
                        cri_result *r, uint8_t used[4][14], wild_deal *wilds)
{
    for (size_t m = 0; m < k; m++) {
        uint8_t cards[16], oc[16], os[16];
        unsigned n = melds[m].n;
        for (unsigned i = 0; i < n; i++) {
            uint8_t code = melds[m].card[i];
            if (code == CR_CARD_JOKER) {
                if (wilds->used >= wilds->n)
                    return false;
                cards[i] = wilds->code[wilds->used++];
                continue;
            }
            cards[i] = code;
            used[code >> 4][code & 15u]++;
        }
        int kind = cri_meld_check(prof, cards, n, oc, os, NULL);
        if (kind == CR_MELD_NONE || r->card_count + n > CR_MAX_CARDS ||
            r->meld_count >= CRI_MAX_MELDS)
            return false;
        cri_result_add_meld(r, kind, oc, os, n);
    }
    return true;
}

/* The scratch's whole point read back as melds into r (emptied first),
 * checked, the wild cards of d dealt; the naturals counted in used. None
 * when there is no point, or it is not read back: the caller tells that
 * from a point of no melds by the cards counted. */
static bool read_play(const cr_solver *s, cri_result *r, uint8_t used[4][14], wild_deal *d)
{
    cri_lp_meld melds[CRI_MAX_MELDS];
    size_t k = cri_lp_play(s->lp, melds, CRI_MAX_MELDS);
    r->meld_count = r->card_count = r->unmatched_count = 0;
    return check_melds(&s->prof, melds, k, r, used, d);
}

bool cri_lp_answer(cri_dp_ctx *c, int32_t bound)
{
    cr_solver *s = c->s;
    const cri_dp_problem *pb = c->pb;
    cri_result *r = &s->lp_play;
    uint8_t used[4][14] = {{0}};
    wild_deal deal;
    deal_wilds(pb, SKIP_NONE, &deal);
    if (!read_play(s, r, used, &deal) || r->meld_count == 0)
        return false;
    /* Every table card melded, no card melded twice; the cost of the rest. */
    unsigned wilds = deal.used;
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

bool cri_lp_answer_but_one(cr_solver *s, const cri_dp_reduced *red, uint8_t code)
{
    const cri_dp_problem *pb = &red->pb;
    cri_result *r = &s->lp_play;
    uint8_t used[4][14] = {{0}};
    wild_deal deal;
    deal_wilds(pb, code, &deal);
    bool wild = deal.n < pb->wilds;
    if (!read_play(s, r, used, &deal) || deal.used != deal.n)
        return false;
    /* every natural melded, but one copy of code when it is no wild card
     * (none melded: the rest is no card at all, or no point was read) */
    for (unsigned su = 0; su < 4; su++)
        for (unsigned rank = 1; rank <= 13; rank++) {
            unsigned kept = !wild && code == CR_CARD(rank, su);
            if (used[su][rank] + kept != pb->count[su][rank])
                return false;
        }
    return true;
}

bool cri_lp_whole_leaves_one(cr_solver *s, const cri_dp_reduced *red, uint8_t *code)
{
    const cri_dp_problem *pb = &red->pb;
    uint8_t used[4][14] = {{0}};
    wild_deal deal;
    deal_wilds(pb, SKIP_NONE, &deal);
    if (!read_play(s, &s->lp_play, used, &deal))
        return false;
    /* the cards it leaves: one copy of one card (a natural, or the first
     * wild card of the deal's order it did not use: the last of that
     * order, so the deal was the one cri_lp_answer_but_one makes for that
     * card, and with every count checked below the melds are its
     * arrangement of the rest, as a leave check's point would be) */
    unsigned left = deal.n - deal.used;
    if (left == 1)
        *code = deal.code[deal.used];
    for (unsigned su = 0; su < 4; su++)
        for (unsigned rank = 1; rank <= 13; rank++) {
            if (used[su][rank] > pb->count[su][rank])
                return false;
            unsigned rest = pb->count[su][rank] - used[su][rank];
            if (rest == 1)
                *code = CR_CARD(rank, su);
            left += rest;
        }
    return left == 1;
}
