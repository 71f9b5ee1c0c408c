/* Quick answers about the candidate melds of a hand (rummy_meld.c's
 * enumeration), for the legal list and validation.
 *
 * Candidate melds of a hand with wild cards or identical cards (several
 * packs): every subset of three or more cards the meld check accepts, as
 * masks of indexes into the hand, in increasing mask order ("subset
 * order", the order docs/rummy.md gives the legal list).
 *
 * Trying all 2^n subsets costs 2^n meld checks (2048 for an 11-card Rummy
 * Poker hand, every legal list). But the natural cards of a meld share a
 * rank (a group) or a suit (a run), so only those subsets of naturals can
 * be in one, each with any subset of the wild cards: the candidates are
 * built that way, checked by the same meld check, then sorted, which gives
 * exactly the masks (and order) of the plain enumeration, kept below as
 * the reference and as the fallback for hands with too many candidates. */
#include <stdlib.h>
#include <string.h>

#include "solver/meld.h"
#include "rummy/rummy_internal.h"

/* Hands are cut to this many cards, as the meld search always did. */
#define WILD_HAND_MAX 14
/* Accepted subsets kept before sorting; more than that (a hand full of
 * wild cards) goes to the plain enumeration. */
#define FOUND_MAX 2048

static void push(uint64_t *out, size_t cap, size_t *k, uint64_t m)
{
    if (*k < cap)
        out[(*k)++] = m;
}

/* Whether the cards of mask sub form a meld (cards in index order). */
static bool is_meld(const cri_rummy_opts *o, const uint8_t *cards, uint64_t sub)
{
    uint8_t c[WILD_HAND_MAX];
    size_t m = 0;
    for (uint64_t b = sub; b; b &= b - 1)
        c[m++] = cards[__builtin_ctzll(b)];
    return cri_meld_check(&o->prof, c, m, NULL, NULL, NULL) != CR_MELD_NONE;
}

size_t cri_rummy_subset_melds_plain(const cri_rummy_opts *o, const uint8_t *cards, size_t n, uint64_t *out,
                                    size_t cap)
{
    size_t k = 0;
    if (n > WILD_HAND_MAX)
        n = WILD_HAND_MAX;
    for (uint64_t sub = 1; sub < (UINT64_C(1) << n) && k < cap; sub++) {
        if (__builtin_popcountll(sub) < 3)
            continue;
        unsigned ranks = 0, suits = 0;
        for (uint64_t b = sub; b; b &= b - 1) {
            unsigned card = cards[__builtin_ctzll(b)];
            if (!cri_card_is_wild(&o->prof, card)) {
                ranks |= 1u << (card & 15u);
                suits |= 1u << (card >> 4);
            }
        }
        /* The natural cards of a meld share a rank or a suit. */
        if (__builtin_popcount(ranks) > 1 && __builtin_popcount(suits) > 1)
            continue;
        if (is_meld(o, cards, sub))
            push(out, cap, &k, sub);
    }
    return k;
}

static int cmp_mask(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

typedef struct found {
    const cri_rummy_opts *o;
    const uint8_t *cards;
    uint64_t wild;
    uint64_t *m;
    size_t k;
    bool full;
} found;

/* Every meld made of the naturals nat and a subset of the wild cards. */
static void with_wilds(found *f, uint64_t nat)
{
    uint64_t w = 0;
    do {
        uint64_t sub = nat | w;
        if (__builtin_popcountll(sub) >= 3 && is_meld(f->o, f->cards, sub)) {
            if (f->k == FOUND_MAX) {
                f->full = true;
                return;
            }
            f->m[f->k++] = sub;
        }
        w = (w - f->wild) & f->wild; /* the next subset of the wild cards */
    } while (w && !f->full);
}

/* Nonempty subsets of fam; with runs_only, those whose cards hold two
 * ranks or more (the others are subsets of a rank family, tried there). */
static void family(found *f, uint64_t fam, bool runs_only)
{
    for (uint64_t nat = fam & (0 - fam); nat && !f->full; nat = (nat - fam) & fam) {
        if (runs_only) {
            unsigned ranks = 0;
            for (uint64_t b = nat; b; b &= b - 1)
                ranks |= 1u << (f->cards[__builtin_ctzll(b)] & 15u);
            if (__builtin_popcount(ranks) < 2)
                continue;
        }
        with_wilds(f, nat);
    }
}

size_t cri_rummy_subset_melds(const cri_rummy_opts *o, const uint8_t *cards, size_t n, uint64_t *out, size_t cap)
{
    if (n > WILD_HAND_MAX)
        n = WILD_HAND_MAX;
    uint64_t rank[16] = {0}, suit[16] = {0}, m[FOUND_MAX];
    found f = {.o = o, .cards = cards, .m = m};
    for (size_t i = 0; i < n; i++) {
        unsigned c = cards[i];
        if (cri_card_is_wild(&o->prof, c))
            f.wild |= UINT64_C(1) << i;
        else {
            rank[c & 15u] |= UINT64_C(1) << i;
            suit[(c >> 4) & 15u] |= UINT64_C(1) << i;
        }
    }
    if (f.wild)
        with_wilds(&f, 0); /* melds of wild cards only */
    for (unsigned r = 0; r < 16 && !f.full; r++)
        family(&f, rank[r], false);
    for (unsigned s = 0; s < 16 && !f.full; s++)
        family(&f, suit[s], true);
    if (f.full)
        return cri_rummy_subset_melds_plain(o, cards, n, out, cap);
    qsort(m, f.k, sizeof m[0], cmp_mask);
    size_t k = f.k < cap ? f.k : cap;
    memcpy(out, m, k * sizeof m[0]);
    return k;
}

/* The length of the block of set bits of x around bit p (0 if p is clear). */
static unsigned block_at(uint32_t x, unsigned p)
{
    unsigned len = 0;
    for (unsigned b = p; b < 32 && ((x >> b) & 1u); b++)
        len++;
    for (unsigned b = p; len && b-- > 0 && ((x >> b) & 1u);)
        len++;
    return len;
}

/* One pack, no wild card, without listing the melds: a group of the
 * card's rank (group_min cards of it), or a run of its suit (the
 * consecutive ranks around it, the ace also above the king under
 * HIGH_OR_LOW, round the corner under CYCLIC) run_min long. */
static bool in_meld_one_pack(const cri_meld_profile *p, uint64_t m, unsigned u)
{
    unsigned r = u & 15u, su = u >> 4;
    unsigned gmax = p->group_max == CRI_GROUP_UNLIMITED ? 4u : p->group_max;
    /* the four suit lanes' bits of rank r summed in the top lane */
    unsigned same_rank = (unsigned)((((m >> r) & CRI_RANK_COLUMN) * CRI_RANK_COLUMN) >> 48);
    if (same_rank >= p->group_min && p->group_min <= gmax)
        return true;
    unsigned rmin = p->run_min < 3 ? 3u : p->run_min;
    uint32_t x = (uint32_t)(m >> (16 * su)) & 0x3FFEu; /* ranks 1..13 at bits 1..13 */
    if (p->seq_mode == CR_SEQ_HIGH_OR_LOW)
        x |= (x & 2u) << 13; /* the ace again above the king */
    else if (p->seq_mode == CR_SEQ_CYCLIC)
        x |= (x & 0x3FFEu) << 13; /* round the corner */
    unsigned len = block_at(x, r), hi = 0;
    if (p->seq_mode == CR_SEQ_HIGH_OR_LOW && r == 1)
        hi = block_at(x, 14);
    else if (p->seq_mode == CR_SEQ_CYCLIC)
        hi = block_at(x, r + 13);
    return (len > hi ? len : hi) >= rmin;
}

bool cri_rummy_in_meld(const cri_rummy_opts *o, const uint8_t *cards, size_t n, size_t at)
{
    if (at >= n)
        return false;
    if (!o->subsets && n <= CRI_RUMMY_HAND_MAX) {
        uint64_t m = 0;
        for (size_t i = 0; i < n; i++)
            if (cards[i] < 64)
                m |= UINT64_C(1) << cards[i];
        return cards[at] < 64 && in_meld_one_pack(&o->prof, m, cards[at]);
    }
    if (at >= 64)
        return false; /* past the hands the enumeration reads */
    uint64_t melds[CRI_RUMMY_CAND_MAX];
    size_t mn = cri_rummy_melds(o, cards, n, melds, CRI_RUMMY_CAND_MAX);
    for (size_t j = 0; j < mn; j++)
        if ((melds[j] >> at) & 1u)
            return true;
    return false;
}
