/* RUMMY melds: the candidate melds of a hand (groups by rank, runs by suit
 * under the sequence mode), deadwood (RULES.md 1.6) as a search over them,
 * exact covers (going rummy) and maximal exposures (the break), and the
 * reading of meld moves through the one move decoder and the meld check. */
#include <string.h>

#include "cardrules/solver.h"
#include "solver/meld.h"
#include "rummy/rummy_internal.h"

static void push(uint64_t *out, size_t cap, size_t *k, uint64_t m)
{
    if (*k < cap)
        out[(*k)++] = m;
}

/* Cards in a 4-bit set (no popcount instruction without -march: a
 * library call). */
static const uint8_t bits4[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

/* Groups: every subset of group_min..group_max cards of one rank (one
 * pack: the suits differ by construction). m: the cards as a mask. */
static void groups(const cri_rummy_opts *o, const int8_t *at, uint64_t m, uint64_t *out, size_t cap, size_t *k)
{
    unsigned gmax = o->prof.group_max == CRI_GROUP_UNLIMITED ? 4u : o->prof.group_max;
    for (unsigned r = 1; r <= 13; r++) {
        /* the rank's four suit bits summed into the top lane */
        if ((unsigned)((((m >> r) & CRI_RANK_COLUMN) * CRI_RANK_COLUMN) >> 48) < o->prof.group_min)
            continue;
        int idx[4];
        unsigned c = 0;
        for (unsigned s = 0; s < 4; s++)
            if (at[s * 16 + r] >= 0)
                idx[c++] = at[s * 16 + r];
        if (c < o->prof.group_min)
            continue;
        for (unsigned sub = 1; sub < (1u << c); sub++) {
            unsigned size = bits4[sub];
            if (size < o->prof.group_min || size > gmax)
                continue;
            uint64_t grp = 0;
            for (unsigned i = 0; i < c; i++)
                if (sub & (1u << i))
                    grp |= UINT64_C(1) << idx[i];
            push(out, cap, k, grp);
        }
    }
}

/* Runs of one suit: rank sequences by mode (RULES.md 1.2). Position j of a
 * run starting at rank `start` is rank start + j, taken mod 13 when cyclic;
 * 14 is the high ace. */
static void runs(const cri_rummy_opts *o, const int8_t *at, uint64_t m, uint64_t *out, size_t cap, size_t *k)
{
    unsigned mode = o->prof.seq_mode, rmin = o->prof.run_min < 3 ? 3u : o->prof.run_min;
    unsigned last_start = mode == CR_SEQ_LOW ? 11u : mode == CR_SEQ_HIGH_OR_LOW ? 12u : 13u;
    for (unsigned s = 0; s < 4; s++) {
        unsigned lane = (unsigned)(m >> (16 * s)) & 0x3FFEu;
        unsigned held = (unsigned)bits4[lane & 15u] + bits4[(lane >> 4) & 15u] + bits4[(lane >> 8) & 15u] +
                        bits4[lane >> 12];
        if (held < rmin)
            continue; /* too few cards of the suit for a run */
        for (unsigned start = 1; start <= last_start; start++) {
            uint64_t run = 0;
            for (unsigned len = 1; len <= 13; len++) {
                unsigned r = start + len - 1;
                if (mode == CR_SEQ_CYCLIC)
                    r = (r - 1) % 13 + 1;
                else if (r == 14)
                    r = 1;
                else if (r > 14)
                    break;
                if (mode == CR_SEQ_LOW && start + len - 1 > 13)
                    break;
                int i = at[s * 16 + r];
                if (i < 0)
                    break;
                run |= UINT64_C(1) << i;
                /* A full suit is one meld, whatever its start. */
                if (len == 13 && start != 1)
                    break;
                if (len >= rmin)
                    push(out, cap, k, run);
            }
        }
    }
}

/* Several packs without wild cards: the one-pack candidates, with every
 * copy of a card its own index, so that two copies may lie in different
 * melds. Groups are the subsets of a rank's cards of group_min..group_max
 * cards (suits differing unless rummy.group lets them repeat); runs take
 * one copy of each rank in turn. Hands of any size (Boathouse and
 * Round-the-Corner hands grow) are searched, up to CRI_RUMMY_HAND_MAX. */
typedef struct copies {
    int8_t at[64][CR_MAX_PACKS]; /* indexes of each card code's copies */
    uint8_t n[64];
} copies;

static void copy_groups(const cri_rummy_opts *o, const copies *cp, const uint8_t *cards, uint64_t *out, size_t cap,
                        size_t *k)
{
    unsigned gmax = o->prof.group_max == CRI_GROUP_UNLIMITED ? 4u * CR_MAX_PACKS : o->prof.group_max;
    for (unsigned r = 1; r <= 13 && *k < cap; r++) {
        int idx[4 * CR_MAX_PACKS];
        unsigned c = 0;
        for (unsigned s = 0; s < 4; s++)
            for (unsigned j = 0; j < cp->n[s * 16 + r]; j++)
                idx[c++] = cp->at[s * 16 + r][j];
        if (c < o->prof.group_min)
            continue;
        for (unsigned sub = 1; sub < (1u << c) && *k < cap; sub++) {
            unsigned size = (unsigned)__builtin_popcount(sub), suits = 0;
            if (size < o->prof.group_min || size > gmax)
                continue;
            uint64_t m = 0;
            for (unsigned i = 0; i < c; i++)
                if (sub & (1u << i)) {
                    m |= UINT64_C(1) << idx[i];
                    suits |= 1u << (cards[idx[i]] >> 4);
                }
            if (!o->prof.group_distinct || (unsigned)__builtin_popcount(suits) == size)
                push(out, cap, k, m);
        }
    }
}

/* The rank at position len (1-based) of a run starting at `start`, as in
 * runs() above; 0 past the end. */
static unsigned run_rank(unsigned mode, unsigned start, unsigned len)
{
    unsigned r = start + len - 1;
    if (mode == CR_SEQ_CYCLIC)
        return len > 13 ? 0u : (r - 1) % 13 + 1;
    if (mode == CR_SEQ_LOW)
        return r > 13 ? 0u : r;
    return r > 14 ? 0u : r == 14 ? 1u : r;
}

static void copy_runs_from(const cri_rummy_opts *o, const copies *cp, unsigned s, unsigned start, unsigned len,
                           uint64_t m, uint64_t *out, size_t cap, size_t *k)
{
    unsigned rmin = o->prof.run_min < 3 ? 3u : o->prof.run_min;
    unsigned r = len < 13 ? run_rank(o->prof.seq_mode, start, len + 1) : 0u;
    /* A full suit is one meld, whatever its start. */
    if (!r || (len + 1 == 13 && start != 1))
        return;
    unsigned code = s * 16 + r;
    for (unsigned j = 0; j < cp->n[code] && *k < cap; j++) {
        uint64_t m2 = m | UINT64_C(1) << cp->at[code][j];
        if (len + 1 >= rmin)
            push(out, cap, k, m2);
        copy_runs_from(o, cp, s, start, len + 1, m2, out, cap, k);
    }
}

static size_t copy_melds(const cri_rummy_opts *o, const uint8_t *cards, size_t n, uint64_t *out, size_t cap)
{
    copies cp;
    memset(cp.n, 0, sizeof cp.n);
    if (n > CRI_RUMMY_HAND_MAX)
        n = CRI_RUMMY_HAND_MAX;
    for (size_t i = 0; i < n; i++)
        if (cards[i] < 64 && cp.n[cards[i]] < CR_MAX_PACKS)
            cp.at[cards[i]][cp.n[cards[i]]++] = (int8_t)i;
    size_t k = 0;
    copy_groups(o, &cp, cards, out, cap, &k);
    unsigned mode = o->prof.seq_mode;
    unsigned last_start = mode == CR_SEQ_LOW ? 11u : mode == CR_SEQ_HIGH_OR_LOW ? 12u : 13u;
    for (unsigned s = 0; s < 4; s++)
        for (unsigned start = 1; start <= last_start && k < cap; start++)
            copy_runs_from(o, &cp, s, start, 0, 0, out, cap, &k);
    return k;
}

size_t cri_rummy_melds(const cri_rummy_opts *o, const uint8_t *cards, size_t n, uint64_t *out, size_t cap)
{
    if (o->wild)
        return cri_rummy_subset_melds(o, cards, n, out, cap); /* rummy_wild.c */
    if (o->subsets)
        return copy_melds(o, cards, n, out, cap);
    int8_t at[64];
    memset(at, -1, sizeof at);
    if (n > CRI_RUMMY_HAND_MAX)
        n = CRI_RUMMY_HAND_MAX;
    uint64_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (cards[i] < 64) {
            at[cards[i]] = (int8_t)i;
            m |= UINT64_C(1) << cards[i];
        }
    size_t k = 0;
    groups(o, at, m, out, cap, &k);
    runs(o, at, m, out, cap, &k);
    return k;
}

bool cri_rummy_any_meld(const cri_rummy_opts *o, const uint8_t *cards, size_t n)
{
    if (o->wild) {
        uint64_t one[1];
        return cri_rummy_subset_melds(o, cards, n, one, 1) > 0;
    }
    if (o->subsets && !o->prof.group_distinct) {
        /* Groups may repeat a suit: count every copy of a rank. */
        uint8_t per_rank[16] = {0};
        for (size_t i = 0; i < n; i++)
            if (cards[i] < 64 && ++per_rank[cards[i] & 15u] >= o->prof.group_min)
                return true;
    }
    /* One pack, no wild card: bit masks (lib/cards/multiset.h lanes).
     * Several packs too: runs never hold a card twice and distinct-suit
     * groups never two copies, so the card codes alone answer. */
    uint64_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (cards[i] < 64)
            m |= UINT64_C(1) << cards[i];
    /* Groups: at least group_min of the four suit lanes share a rank bit. */
    uint64_t a = m & 0x3FFEu, b = (m >> 16) & 0x3FFEu, c = (m >> 32) & 0x3FFEu, d = (m >> 48) & 0x3FFEu, grp;
    switch (o->prof.group_min) {
    case 0:
        grp = 1;
        break;
    case 1:
        grp = a | b | c | d;
        break;
    case 2:
        grp = (a & (b | c | d)) | (b & (c | d)) | (c & d);
        break;
    case 3:
        grp = (a & b & (c | d)) | (c & d & (a | b));
        break;
    case 4:
        grp = a & b & c & d;
        break;
    default:
        grp = 0;
    }
    if (grp)
        return true;
    unsigned rmin = o->prof.run_min < 3 ? 3u : o->prof.run_min;
    if (o->prof.seq_mode != CR_SEQ_CYCLIC) {
        /* Every suit at once: a window of ranks that crosses from one lane
         * into the next holds bit 15 of a lane, always clear. */
        uint64_t x = m & CRI_LANE_RANKS;
        if (o->prof.seq_mode == CR_SEQ_HIGH_OR_LOW)
            x |= (x & UINT64_C(0x0002000200020002)) << 13; /* the ace again above the king (bit 14) */
        uint64_t run = x;
        for (unsigned k = 1; k < rmin && run; k++)
            run &= x >> k;
        return run != 0;
    }
    for (unsigned s = 0; s < 4; s++) {
        uint64_t x = (m >> (16 * s)) & 0x3FFEu; /* ranks 1..13 at bits 1..13 */
        x |= (x & 0x7FFEu) << 13;               /* round the corner */
        uint64_t run = x;
        for (unsigned k = 1; k < rmin; k++)
            run &= x >> k;
        if (run)
            return true;
    }
    return false;
}

int32_t cri_rummy_hand_value(const cri_rummy_opts *o, const uint8_t *cards, size_t n)
{
    int32_t v = 0;
    for (size_t i = 0; i < n; i++)
        v += cri_card_value(&o->prof, cards[i]);
    return v;
}

/* Deadwood of a small hand (RULES.md 1.6): its lowest card is either left
 * out or melded in a candidate meld whose lowest card it is (a meld that
 * holds it and lies within the cards left has no lower card). Remainders are
 * remembered in a small direct-mapped cache (a clash only forgets one): with
 * several wild or identical cards a hand has hundreds of candidate melds,
 * and uncached the same remainders were searched again under every order of
 * the melds taken before them (a 14-card Rummy Poker hand with six wild
 * cards: 25 ms a count, 0.36 s for a bot's discard; found by the move
 * fuzzer). All of it lives on the stack: small hands allocate nothing
 * (CRI_RUMMY_SMALL_HAND). */
enum { DW_CACHE = 2048 };
typedef struct dw_search {
    const uint64_t *melds;
    uint16_t order[CRI_RUMMY_CAND_MAX];     /* meld indexes by lowest card */
    uint16_t start[CRI_RUMMY_SMALL_HAND + 1]; /* order[start[i]..start[i+1]): lowest card i */
    int32_t val[CRI_RUMMY_SMALL_HAND];
    uint16_t key[DW_CACHE]; /* the remainder's mask + 1; 0: empty */
    int32_t dw[DW_CACHE];
} dw_search;

static int32_t dw_rec(dw_search *d, uint64_t mask)
{
    if (!mask)
        return 0;
    unsigned slot = (unsigned)((mask * UINT64_C(0x9E3779B97F4A7C15)) >> 53) & (DW_CACHE - 1);
    if (d->key[slot] == mask + 1)
        return d->dw[slot];
    unsigned i = (unsigned)__builtin_ctzll(mask);
    int32_t best = d->val[i] + dw_rec(d, mask & ~(UINT64_C(1) << i));
    for (unsigned k = d->start[i]; k < d->start[i + 1] && best > 0; k++) {
        uint64_t m = d->melds[d->order[k]];
        if ((m & mask) == m) {
            int32_t v = dw_rec(d, mask & ~m);
            if (v < best)
                best = v;
        }
    }
    d->key[slot] = (uint16_t)(mask + 1);
    d->dw[slot] = best;
    return best;
}

/* Its own frame (not inlined into the caller's): the cache is not on the
 * stack while the candidate melds are built, whose subset search has a
 * large frame of its own. */
__attribute__((noinline)) static int32_t least_deadwood(const uint64_t *melds, size_t mn, const int32_t *val,
                                                        size_t n)
{
    dw_search d;
    d.melds = melds;
    /* a counting sort of the melds by their lowest card */
    unsigned count[CRI_RUMMY_SMALL_HAND + 1] = {0};
    for (size_t j = 0; j < mn; j++)
        count[__builtin_ctzll(melds[j])]++;
    unsigned at = 0;
    for (size_t i = 0; i <= n; i++) {
        d.start[i] = (uint16_t)at;
        at += count[i];
        count[i] = d.start[i];
    }
    for (size_t j = 0; j < mn; j++)
        d.order[count[__builtin_ctzll(melds[j])]++] = (uint16_t)j;
    memcpy(d.val, val, n * sizeof *val);
    memset(d.key, 0, sizeof d.key);
    return dw_rec(&d, (UINT64_C(1) << n) - 1);
}

int32_t cri_rummy_small_deadwood(const cri_rummy_opts *o, const uint8_t *cards, size_t n)
{
    uint64_t melds[CRI_RUMMY_CAND_MAX];
    int32_t val[CRI_RUMMY_SMALL_HAND];
    size_t mn = cri_rummy_melds(o, cards, n, melds, CRI_RUMMY_CAND_MAX);
    for (size_t i = 0; i < n; i++)
        val[i] = cri_card_value(&o->prof, cards[i]);
    return least_deadwood(melds, mn, val, n);
}

void cri_rummy_deadwood_without(const cr_game *g, const uint8_t *cards, size_t n, int32_t *out)
{
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    uint64_t melds[CRI_RUMMY_CAND_MAX], sub[CRI_RUMMY_CAND_MAX];
    int32_t val[CRI_RUMMY_SMALL_HAND], rest_val[CRI_RUMMY_SMALL_HAND];
    size_t mn = 0;
    /* The shortcut needs the hand's whole list: a hand the enumeration
     * reads whole (no cut), whose list the cap did not cut. */
    bool whole = n >= 1 && n <= CRI_RUMMY_SMALL_HAND;
    if (whole) {
        mn = cri_rummy_melds(o, cards, n, melds, CRI_RUMMY_CAND_MAX);
        whole = mn < CRI_RUMMY_CAND_MAX;
        for (size_t i = 0; i < n; i++)
            val[i] = cri_card_value(&o->prof, cards[i]);
    }
    for (size_t i = 0; i < n; i++) {
        if (i && cards[i] == cards[i - 1]) { /* the same cards left */
            out[i] = out[i - 1];
            continue;
        }
        if (!whole) {
            uint8_t rest[CRI_RUMMY_DECK];
            memcpy(rest, cards, i);
            memcpy(rest + i, cards + i + 1, n - i - 1);
            out[i] = cri_rummy_deadwood(g, rest, n - 1);
            continue;
        }
        uint64_t low = (UINT64_C(1) << i) - 1;
        size_t k = 0;
        for (size_t j = 0; j < mn; j++)
            if (!((melds[j] >> i) & 1u))
                sub[k++] = (melds[j] & low) | ((melds[j] >> 1) & ~low);
        memcpy(rest_val, val, i * sizeof *val);
        memcpy(rest_val + i, val + i + 1, (n - i - 1) * sizeof *val);
        out[i] = least_deadwood(sub, k, rest_val, n - 1);
    }
}

int32_t cri_rummy_deadwood(const cr_game *g, const uint8_t *cards, size_t n)
{
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    if (n > CRI_RUMMY_SMALL_HAND) {
        /* Larger hands (a Round-the-Corner hand that took many upcards) go
         * to the game's solver, whose bitmask DP does not grow with the hand
         * the way the search above does. The solver is the game's cache
         * (heap part), not its state. */
        cr_game *mg = (cr_game *)(uintptr_t)g;
        struct cr_solver *sv = cri_game_solver(mg);
        int32_t dw = 0;
        if (sv && cr_solver_deadwood(&dw, sv, cards, n) == CR_OK)
            return dw;
        cri_rummy_st(mg)->oom = 1; /* out of memory: the move applying is undone */
        return cri_rummy_hand_value(o, cards, n);
    }
    return cri_rummy_small_deadwood(o, cards, n);
}

int32_t cri_rummy_loser_count(const cr_game *g, int32_t seat)
{
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n = cri_ms_to_cards(&cri_rummy_cst(g)->hand[seat], cards);
    if (o->loser_count == CRI_COUNT_HAND_VALUE)
        return cri_rummy_hand_value(o, cards, n);
    return cri_rummy_deadwood(g, cards, n);
}

/* ---- covers and maximal sets --------------------------------------------------------- */

/* Remainders of the hand found to have no exact cover, in a direct-mapped
 * table (a clash only forgets one). Without it a hand of many cards (a
 * Round-the-Corner hand that took many upcards, or a layout) re-searched
 * the same uncoverable remainder under every order of the melds taken
 * before it: seconds for one legal list of a 47-card hand (found by the
 * layout fuzzer). Whether a remainder has a cover does not depend on the
 * path to it: the meld count bound below never bites (a meld has two cards
 * or more and a mask 64). Small hands skip the table (its clearing would
 * cost more than their whole search). */
#define DEAD_BITS 10
#define DEAD_FROM_CARDS 16

typedef struct sets_walk {
    const uint64_t *melds;
    size_t mn;
    uint64_t within;
    cri_rummy_sets_cb cb;
    void *ctx;
    uint64_t set[CRI_RUMMY_MELDS];
    size_t k;
    unsigned long leaves; /* exact covers reached (callbacks made) */
    uint64_t *dead;       /* covers of many cards: remainders with none, or NULL */
} sets_walk;

static uint64_t *dead_slot(const sets_walk *w, uint64_t left)
{
    return &w->dead[(left * UINT64_C(0x9E3779B97F4A7C15)) >> (64 - DEAD_BITS)];
}

static int cover_rec(sets_walk *w, uint64_t left)
{
    if (!left) {
        w->leaves++;
        return w->cb(w->ctx, w->set, w->k);
    }
    if (w->dead && *dead_slot(w, left) == left)
        return 0;
    unsigned long leaves = w->leaves;
    if (w->dead) {
        /* A card of the remainder in no meld within it: no cover. */
        uint64_t reach = 0;
        for (size_t j = 0; j < w->mn; j++)
            if ((w->melds[j] & left) == w->melds[j])
                reach |= w->melds[j];
        if (reach != left) {
            *dead_slot(w, left) = left;
            return 0;
        }
    }
    unsigned i = (unsigned)__builtin_ctzll(left);
    for (size_t j = 0; j < w->mn && w->k < CRI_RUMMY_MELDS; j++) {
        uint64_t m = w->melds[j];
        if (((m >> i) & 1u) && (m & left) == m) {
            w->set[w->k++] = m;
            int stop = cover_rec(w, left & ~m);
            w->k--;
            if (stop)
                return stop;
        }
    }
    if (w->dead && w->leaves == leaves)
        *dead_slot(w, left) = left;
    return 0;
}

int cri_rummy_covers(const uint64_t *melds, size_t mn, uint64_t cover, cri_rummy_sets_cb cb, void *ctx)
{
    uint64_t dead[1u << DEAD_BITS];
    sets_walk w = {.melds = melds, .mn = mn, .cb = cb, .ctx = ctx};
    if (__builtin_popcountll(cover) >= DEAD_FROM_CARDS) {
        memset(dead, 0, sizeof dead);
        w.dead = dead;
    }
    return cover ? cover_rec(&w, cover) : 0;
}

static int max_rec(sets_walk *w, size_t j, uint64_t used)
{
    if (j == w->mn) {
        for (size_t t = 0; t < w->mn; t++)
            if (!(w->melds[t] & used) && (w->melds[t] & w->within) == w->melds[t])
                return 0; /* another meld is left among the kept cards */
        return w->k ? w->cb(w->ctx, w->set, w->k) : 0;
    }
    uint64_t m = w->melds[j];
    if (!(m & used) && (m & w->within) == m && w->k < CRI_RUMMY_MELDS) {
        w->set[w->k++] = m;
        int stop = max_rec(w, j + 1, used | m);
        w->k--;
        if (stop)
            return stop;
    }
    return max_rec(w, j + 1, used);
}

int cri_rummy_maximal(const uint64_t *melds, size_t mn, uint64_t within, cri_rummy_sets_cb cb, void *ctx)
{
    sets_walk w = {.melds = melds, .mn = mn, .within = within, .cb = cb, .ctx = ctx};
    return max_rec(&w, 0, 0);
}

void cri_rummy_move_of(const cri_rummy_opts *o, cri_move *m, int32_t type, const uint8_t *cards, const uint64_t *set,
                       size_t k)
{
    m->type = type;
    m->arg = -1;
    m->n = 0;
    for (size_t j = 0; j < k; j++) {
        if (j)
            m->cards[m->n++] = CR_MOVE_SEPARATOR;
        uint8_t c[CRI_RUMMY_DECK], ordered[CRI_RUMMY_DECK], stands[CRI_RUMMY_DECK];
        size_t n = 0;
        for (uint64_t b = set[j]; b; b &= b - 1)
            c[n++] = cards[__builtin_ctzll(b)];
        if (!o->wild || cri_meld_check(&o->prof, c, n, ordered, stands, NULL) == CR_MELD_NONE) {
            memcpy(m->cards + m->n, c, n);
            m->n = (uint16_t)(m->n + n);
            continue;
        }
        for (size_t i = 0; i < n; i++) {
            cri_move_entry e = {.card = ordered[i], .declared = stands[i] != ordered[i] ? stands[i] : 0};
            m->n = (uint16_t)(m->n + cri_move_encode(m->cards + m->n, &e));
        }
    }
}

/* ---- reading meld moves ----------------------------------------------------------------- */

static int32_t bad_meld(cr_game *g, const char *why)
{
    return cri_game_fail(g, CR_E_ILLEGAL_MOVE, CR_REASON_INVALID_MELD, "E_INVALID_MELD: %s", why);
}

int32_t cri_rummy_read_melds(cr_game *g, int32_t seat, const cri_move *m, cri_rummy_melds_in *out)
{
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    cri_move_entry e[CRI_MOVE_MAX];
    size_t en = 0;
    memset(out, 0, sizeof *out);
    if (cri_move_decode(m->cards, m->n, e, CRI_MOVE_MAX, &en) != CR_OK || en == 0)
        return bad_meld(g, "name the cards of every meld");
    uint8_t cur[CRI_RUMMY_DECK], decl[CRI_RUMMY_DECK];
    size_t cn = 0;
    for (size_t i = 0; i <= en; i++) {
        if (i == en || e[i].separator) {
            if (out->k >= CRI_RUMMY_MELDS)
                return bad_meld(g, "too many melds");
            uint8_t ordered[CRI_RUMMY_DECK], stands[CRI_RUMMY_DECK];
            const char *why = NULL;
            /* Wild cards keep a declaration given in the move (JR: it is
             * checked, 1.4), or take the one the meld check finds. */
            if (cri_meld_order_declared(&o->prof, cur, decl, cn, ordered, stands, &why) == CR_MELD_NONE)
                return bad_meld(g, why ? why : "not a group or a sequence");
            out->at[out->k] = (uint8_t)out->n;
            out->len[out->k] = (uint8_t)cn;
            memcpy(out->cards + out->n, ordered, cn);
            memcpy(out->stands + out->n, stands, cn);
            out->n += cn;
            out->k++;
            cn = 0;
            continue;
        }
        if (e[i].joker_id || ((e[i].card == CR_CARD_JOKER || e[i].declared) && !cri_card_is_wild(&o->prof, e[i].card)))
            return bad_meld(g, "only a wild card may stand for another card");
        if (cn >= CRI_RUMMY_DECK || out->n + cn >= CRI_RUMMY_DECK)
            return bad_meld(g, "too many cards");
        decl[cn] = e[i].declared;
        cur[cn++] = e[i].card;
        cri_ms_add(&out->all, e[i].card);
        if (cri_ms_count(&out->all, e[i].card) > cri_ms_count(&cri_rummy_cst(g)->hand[seat], e[i].card))
            return cri_game_fail(g, CR_E_ILLEGAL_MOVE, CR_REASON_CARD_NOT_IN_HAND,
                                 "E_CARD_NOT_IN_HAND: seat %d does not hold %s", (int)seat,
                                 cr_card_name(e[i].card));
    }
    return CR_OK;
}

int32_t cri_rummy_layoff_wild(const cr_game *g, unsigned meld, unsigned c, unsigned joker_to, uint8_t *out,
                              uint8_t *out_stands, int *moved_at)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    if (meld >= s->meld_n)
        return CR_REASON_INVALID_MELD;
    unsigned at = s->meld_at[meld], n = s->meld_len[meld];
    uint8_t cards[CRI_RUMMY_DECK], decl[CRI_RUMMY_DECK];
    int j = -1;
    for (unsigned i = 0; i < n; i++) {
        cards[i] = s->table[at + i];
        bool wild = cri_card_is_wild(&o->prof, cards[i]) && s->stands[at + i] != cards[i];
        decl[i] = wild ? s->stands[at + i] : 0;
        if (joker_to && wild && s->stands[at + i] == c && j < 0)
            j = (int)i;
    }
    cards[n] = (uint8_t)c;
    decl[n] = 0;
    if (joker_to) {
        if (j < 0)
            return CR_REASON_INVALID_MELD; /* no joker stands for that card */
        bool group = (s->stands[at] & 15u) == (s->stands[at + n - 1] & 15u);
        if (group)
            return CR_REASON_JOKER_DECLARATION_FIXED; /* a group joker does not move */
        if (o->joker_move == CRI_JOKER_MOVE_FOSTER && (s->moved[at + (unsigned)j] || (j > 0 && (unsigned)j < n - 1)))
            return CR_REASON_JOKER_DECLARATION_FIXED; /* FOSTER: only an end joker, once */
        decl[j] = (uint8_t)joker_to;
    }
    uint8_t ordered[CRI_RUMMY_DECK], stands[CRI_RUMMY_DECK];
    if (cri_meld_order_declared(&o->prof, cards, decl, n + 1, ordered, stands, NULL) == CR_MELD_NONE)
        return CR_REASON_INVALID_MELD;
    if (out)
        memcpy(out, ordered, n + 1);
    if (out_stands)
        memcpy(out_stands, stands, n + 1);
    if (moved_at) {
        *moved_at = -1;
        for (unsigned i = 0; joker_to && i <= n; i++)
            if (stands[i] == joker_to && cri_card_is_wild(&o->prof, ordered[i]))
                *moved_at = (int)i;
    }
    return CR_REASON_NONE;
}

bool cri_rummy_layoff_ok(const cr_game *g, unsigned meld, unsigned c, uint8_t *out)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    if (meld >= s->meld_n)
        return false;
    if (cri_rummy_opts_of(g)->wild)
        return cri_rummy_layoff_wild(g, meld, c, 0, out, NULL, NULL) == CR_REASON_NONE;
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n = s->meld_len[meld];
    memcpy(cards, s->table + s->meld_at[meld], n);
    cards[n++] = (uint8_t)c;
    return cri_meld_check(&cri_rummy_opts_of(g)->prof, cards, n, out, NULL, NULL) != CR_MELD_NONE;
}
