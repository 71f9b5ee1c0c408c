/* An integer point of the LP bound's model read back as melds (docs/solver.md,
 * "The LP's play"). Every column of the model stands for melds (solver_lp.c,
 * lp->info): a run or group template, one meld per copy; the wild cards
 * standing for a card (y_c) take the place of that many of its copies in
 * those melds; pooled groups get their rank's naturals and wild cards dealt
 * round. The melds are not checked here: the caller puts each through the
 * meld check and counts the cards, so a point that is no play (a piece of
 * wild cards alone where a natural is needed) is only a play not taken. */
#include "solver/solver_lp_impl.h"

#include <string.h>

/* Appends a meld of n cards; false when out is full. */
static bool add_meld(cri_lp_meld *out, size_t cap, size_t *k, const uint8_t *cards, unsigned n)
{
    if (*k >= cap || n > sizeof out->card)
        return false;
    out[*k].n = (uint8_t)n;
    memcpy(out[*k].card, cards, n);
    ++*k;
    return true;
}

/* The melds of a template column, one per copy; a position of a card the
 * question holds no copy of is a wild card. */
static bool template_melds(const cri_lp *lp, const cri_lp_col *col, int copies, cri_lp_meld *out,
                           size_t cap, size_t *k)
{
    uint8_t cards[16];
    unsigned n = 0;
    for (unsigned i = 0; i < col->size; i++) {
        unsigned suit = col->suit, rank = col->rank;
        if (col->kind == COL_RUN) {
            rank = (col->rank + i - 1) % 13 + 1;
        } else { /* the i-th suit of the group's mask */
            unsigned seen = 0;
            for (suit = 0; suit < 4; suit++)
                if ((col->suit >> suit & 1u) && seen++ == i)
                    break;
        }
        unsigned c = suit * 13 + rank - 1;
        cards[n++] = lp->tcnt[c] + lp->hcnt[c] > 0 ? CR_CARD(rank, suit) : CR_CARD_JOKER;
    }
    for (int copy = 0; copy < copies; copy++)
        if (!add_meld(out, cap, k, cards, n))
            return false;
    return true;
}

/* Turns `count` copies of card code into wild cards, the last melds
 * first; returns how many it could not find. */
static int stand_in(cri_lp_meld *melds, size_t k, uint8_t code, int count)
{
    for (size_t m = k; m-- > 0 && count > 0;)
        for (unsigned i = melds[m].n; i-- > 0 && count > 0;)
            if (melds[m].card[i] == code) {
                melds[m].card[i] = CR_CARD_JOKER;
                count--;
            }
    return count;
}

/* The pooled groups of each rank the point holds, their sizes in column
 * order (a copy each), gathered in cri_lp_play's one pass over the columns. */
typedef struct pooled {
    int groups[14];
    uint8_t size[14][CR_MAX_CARDS];
} pooled;

/* The pooled groups of one rank: g_k groups of k cards, the naturals dealt
 * round them one at a time (so every group gets one before any gets two),
 * then the wild cards into the places left. */
static bool pool_melds(const pooled *pool, unsigned rank, const int u[4], int wild,
                       cri_lp_meld *out, size_t cap, size_t *k)
{
    const uint8_t *size = pool->size[rank];
    int groups = pool->groups[rank], places = 0, naturals = u[0] + u[1] + u[2] + u[3];
    if (groups > CR_MAX_CARDS)
        return false;
    for (int g = 0; g < groups; g++)
        places += size[g];
    if (places != naturals + wild)
        return false;
    if (groups == 0)
        return true;
    size_t first = *k;
    for (int g = 0; g < groups; g++) {
        static const uint8_t none[1];
        if (!add_meld(out, cap, k, none, 0))
            return false;
    }
    unsigned suit = 0;
    int dealt[4] = {0, 0, 0, 0};
    for (int g = 0, left = naturals; left > 0; g = (g + 1) % groups) {
        cri_lp_meld *m = &out[first + (size_t)g];
        if (m->n >= size[g])
            continue;
        while (dealt[suit] >= u[suit])
            suit++;
        m->card[m->n++] = CR_CARD(rank, suit);
        dealt[suit]++;
        left--;
    }
    for (int g = 0; g < groups; g++)
        while (out[first + (size_t)g].n < size[g])
            out[first + (size_t)g].card[out[first + (size_t)g].n++] = CR_CARD_JOKER;
    return true;
}

size_t cri_lp_play(const cri_lp *lp, cri_lp_meld *out, size_t cap)
{
    if (!lp || !lp->has_whole || lp->whole_lean)
        return 0;
    size_t k = 0;
    int u[14][4], v[14], y[52];
    pooled pool;
    memset(u, 0, sizeof u);
    memset(v, 0, sizeof v);
    memset(y, 0, sizeof y);
    memset(pool.groups, 0, sizeof pool.groups);
    for (int j = 0; j < lp->n; j++) {
        const cri_lp_col *col = &lp->info[j];
        int x = lp->whole[j];
        if (x <= 0)
            continue;
        switch (col->kind) {
        case COL_RUN:
        case COL_GROUP:
            if (!template_melds(lp, col, x, out, cap, &k))
                return 0;
            break;
        case COL_POOL_NATURAL:
            u[col->rank][col->suit] += x;
            break;
        case COL_POOL_WILD:
            v[col->rank] += x;
            break;
        case COL_WILD_FOR:
            y[col->suit * 13 + col->rank - 1] += x;
            break;
        case COL_POOL_GROUPS:
            for (int copy = 0; copy < x; copy++) {
                int *g = &pool.groups[col->rank];
                if (*g < CR_MAX_CARDS)
                    pool.size[col->rank][*g] = col->size;
                ++*g; /* (past CR_MAX_CARDS: pool_melds turns it down) */
            }
            break;
        default:
            break;
        }
    }
    /* A wild card standing for c where no template holds c stood for a
     * copy of it in its rank's pooled groups. */
    for (int c = 0; c < 52; c++) {
        unsigned suit = (unsigned)c / 13, rank = (unsigned)c % 13 + 1;
        int rest = stand_in(out, k, CR_CARD(rank, suit), y[c]);
        if (rest > u[rank][suit])
            return 0;
        u[rank][suit] -= rest;
        v[rank] += rest;
    }
    for (unsigned r = 1; r <= 13; r++)
        if (!pool_melds(&pool, r, u[r], v[r], out, cap, &k))
            return 0;
    return k;
}
