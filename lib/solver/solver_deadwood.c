/* Deadwood of hands without wild cards, the common case: depth first over the
 * lowest card left (by code: lowest suit, then rank), which is either left
 * out or melded with higher cards, with branch and bound on the cost so far.
 * Runs come from the suit lane of the copy-0 mask, groups from the rank
 * column. Small hands take a few dozen nodes; a hand whose search would grow
 * past a node limit is handed back to the rank DP (solver_sweep.c). */
#include <string.h>

#include "solver/solver_deadwood.h"
#include "solver/solver_deadwood_low.h"

#define NODE_LIMIT 20000

typedef struct dw_ctx {
    const cri_meld_profile *p;
    cri_multiset ms;
    int32_t best;
    unsigned nodes;
    bool aborted;
    /* The current path and the best one: melds as cards, then left-out cards. */
    uint8_t path[CR_MAX_CARDS];
    uint8_t path_len[CRI_MAX_MELDS];
    uint8_t path_kind[CRI_MAX_MELDS];
    size_t path_cards, path_melds;
    uint8_t left[CR_MAX_CARDS];
    size_t nleft;
    uint8_t best_path[CR_MAX_CARDS];
    uint8_t best_len[CRI_MAX_MELDS];
    uint8_t best_kind[CRI_MAX_MELDS];
    size_t best_cards, best_melds;
    uint8_t best_left[CR_MAX_CARDS];
    size_t best_nleft;
} dw_ctx;

static bool has(const dw_ctx *c, unsigned code)
{
    return (c->ms.copy[0] >> code) & 1u;
}

static void dfs(dw_ctx *c, int32_t cost);

/* Tries cards[0..n) (in meld order) as one meld of the path. */
static void try_meld(dw_ctx *c, const uint8_t *cards, size_t n, int kind, int32_t cost)
{
    c->path_kind[c->path_melds] = (uint8_t)kind;
    for (size_t i = 0; i < n; i++)
        cri_ms_remove(&c->ms, cards[i]);
    memcpy(c->path + c->path_cards, cards, n);
    c->path_cards += n;
    c->path_len[c->path_melds++] = (uint8_t)n;
    dfs(c, cost);
    c->path_melds--;
    c->path_cards -= n;
    for (size_t i = 0; i < n; i++)
        cri_ms_add(&c->ms, cards[i]);
}

/* Runs holding card lo (the lowest left): in LOW it starts them; HIGH_OR_LOW
 * adds runs ending in the high ace; CYCLIC adds arcs through K->A. */
static void try_runs(dw_ctx *c, unsigned lo, int32_t cost)
{
    unsigned r = lo & 15u, s = lo >> 4;
    uint8_t cards[16];
    if (c->p->seq_mode == CR_SEQ_CYCLIC) {
        /* How many cards precede lo round the corner (K, Q, ... before an ace). */
        unsigned back = 0;
        for (unsigned x = r; back < 12; back++) {
            x = x == 1 ? 13 : x - 1;
            if (!has(c, CR_CARD(x, s)))
                break;
        }
        for (unsigned b = 0; b <= back; b++) {
            unsigned start = r;
            for (unsigned k = 0; k < b; k++)
                start = start == 1 ? 13 : start - 1;
            size_t n = 0;
            for (unsigned q = start, k = 0; k < b; k++, q = q % 13 + 1)
                cards[n++] = CR_CARD(q, s);
            cards[n++] = (uint8_t)lo;
            if (n >= 3)
                try_meld(c, cards, n, CR_MELD_RUN, cost);
            for (unsigned q = r % 13 + 1; n < 13 && q != start && has(c, CR_CARD(q, s));
                 q = q % 13 + 1) {
                cards[n++] = CR_CARD(q, s);
                if (n >= 3)
                    try_meld(c, cards, n, CR_MELD_RUN, cost);
            }
        }
        return;
    }
    size_t n = 0;
    cards[n++] = (uint8_t)lo;
    for (unsigned q = r + 1; q <= 13 && has(c, CR_CARD(q, s)); q++) {
        cards[n++] = CR_CARD(q, s);
        if (n >= 3)
            try_meld(c, cards, n, CR_MELD_RUN, cost);
    }
    if (c->p->seq_mode == CR_SEQ_HIGH_OR_LOW && r == 1) {
        /* ... Q K A with the ace high, written from the low end. */
        unsigned low = 14;
        while (low > 2 && has(c, CR_CARD(low - 1, s)))
            low--;
        for (unsigned from = 12; from >= low && from <= 12; from--) {
            n = 0;
            for (unsigned q = from; q <= 13; q++)
                cards[n++] = CR_CARD(q, s);
            cards[n++] = (uint8_t)lo;
            try_meld(c, cards, n, CR_MELD_RUN, cost);
        }
    }
}

/* Groups holding card lo: any choice of the other cards of its rank that the
 * group rules allow (lo is the lowest card left, so they are all above it). */
static void try_groups(dw_ctx *c, unsigned lo, int32_t cost)
{
    unsigned r = lo & 15u, s0 = lo >> 4;
    /* Not enough cards of this rank for any group: nothing to try. */
    unsigned total = 0;
    for (int k = 0; k < CRI_MS_COPIES && c->ms.copy[k]; k++)
        total += cri_suit_count(cri_rank_suits(c->ms.copy[k], r));
    if (total < c->p->group_min)
        return;
    unsigned cnt[4] = {0, 0, 0, 0};
    for (unsigned s = s0; s < 4; s++)
        cnt[s] = cri_ms_count(&c->ms, CR_CARD(r, s));
    cnt[s0]--; /* lo itself */
    unsigned lim = c->p->group_distinct ? 1u : 3u;
    unsigned gmax = c->p->group_max == CRI_GROUP_UNLIMITED ? 64u : c->p->group_max;
    unsigned d[4];
    for (d[0] = 0; d[0] <= (cnt[0] < lim ? cnt[0] : lim); d[0]++)
        for (d[1] = 0; d[1] <= (cnt[1] < lim ? cnt[1] : lim); d[1]++)
            for (d[2] = 0; d[2] <= (cnt[2] < lim ? cnt[2] : lim); d[2]++)
                for (d[3] = 0; d[3] <= (cnt[3] < lim ? cnt[3] : lim); d[3]++) {
                    if (c->p->group_distinct && d[s0])
                        continue;
                    unsigned size = 1 + d[0] + d[1] + d[2] + d[3];
                    if (size < c->p->group_min || size > gmax)
                        continue;
                    uint8_t cards[16];
                    size_t n = 0;
                    cards[n++] = (uint8_t)lo;
                    for (unsigned s = 0; s < 4; s++)
                        for (unsigned k = 0; k < d[s]; k++)
                            cards[n++] = CR_CARD(r, s);
                    try_meld(c, cards, n, CR_MELD_GROUP, cost);
                }
}

static void dfs(dw_ctx *c, int32_t cost)
{
    if (c->aborted || cost >= c->best)
        return;
    if (++c->nodes > NODE_LIMIT) {
        c->aborted = true;
        return;
    }
    if (!c->ms.copy[0]) {
        c->best = cost;
        memcpy(c->best_path, c->path, c->path_cards);
        memcpy(c->best_len, c->path_len, c->path_melds);
        memcpy(c->best_kind, c->path_kind, c->path_melds);
        c->best_cards = c->path_cards;
        c->best_melds = c->path_melds;
        memcpy(c->best_left, c->left, c->nleft);
        c->best_nleft = c->nleft;
        return;
    }
    unsigned lo = (unsigned)__builtin_ctzll(c->ms.copy[0]);
    try_runs(c, lo, cost);
    try_groups(c, lo, cost);
    cri_ms_remove(&c->ms, lo);
    c->left[c->nleft++] = (uint8_t)lo;
    dfs(c, cost + cri_card_value(c->p, lo));
    c->nleft--;
    cri_ms_add(&c->ms, lo);
}

/* ---- one pack: the whole state is one 64-bit mask ------------------------ */

typedef struct meld1 {
    uint64_t mask;
    uint8_t kind, start, len; /* runs: first rank (14 = ace high wraps to 1) and length */
} meld1;

typedef struct dw1_ctx {
    const cr_solver *s;
    const cri_meld_profile *p;
    const int32_t *value; /* by card code */
    int32_t best;
    unsigned nodes;
    bool aborted;
    meld1 path[CRI_MAX_MELDS], best_path[CRI_MAX_MELDS];
    size_t depth, best_depth;
    uint64_t best_left;
} dw1_ctx;

static void dfs1(dw1_ctx *c, uint64_t m, uint64_t left, int32_t cost);

static void try1(dw1_ctx *c, uint64_t m, uint64_t left, int32_t cost, uint64_t meld, int kind,
                 unsigned start, unsigned len)
{
    meld1 *e = &c->path[c->depth++];
    e->mask = meld;
    e->kind = (uint8_t)kind;
    e->start = (uint8_t)start;
    e->len = (uint8_t)len;
    dfs1(c, m & ~meld, left, cost);
    c->depth--;
}

static uint64_t bit_of(unsigned rank, unsigned suit)
{
    return UINT64_C(1) << (suit * 16 + (rank - 1) % 13 + 1);
}

/* The cards of one-pack mask m that lie in at least one meld of m: runs of
 * three by shifts (with the ace also above the king, and the 2 above that,
 * where runs may go round), groups where three (or group_min) suits share
 * a rank, bit-sliced over the four suit lanes. */
static uint64_t meldable(const dw1_ctx *c, uint64_t m)
{
    const uint64_t aces = m & (CRI_RANK_COLUMN << 1), twos = m & (CRI_RANK_COLUMN << 2);
    uint64_t ext = m;
    if (c->p->seq_mode != CR_SEQ_LOW)
        ext |= aces << 13; /* the ace again at bit 14 */
    if (c->p->seq_mode == CR_SEQ_CYCLIC)
        ext |= twos << 13; /* the 2 again at bit 15 */
    uint64_t starts = ext & CRI_LANE_RANKS & (ext >> 1) & (ext >> 2);
    uint64_t cover = starts | (starts << 1) | (starts << 2);
    uint64_t out = cover & m;
    out |= (cover >> 13) & (aces | twos) & (c->p->seq_mode == CR_SEQ_CYCLIC
                                                 ? (CRI_RANK_COLUMN << 1) | (CRI_RANK_COLUMN << 2)
                                                 : (CRI_RANK_COLUMN << 1));
    return out | cri_group_cover(m, c->p->group_min);
}

static void dfs1(dw1_ctx *c, uint64_t m, uint64_t left, int32_t cost)
{
    if (c->aborted || cost >= c->best)
        return;
    if (++c->nodes > NODE_LIMIT) {
        c->aborted = true;
        return;
    }
    if (!m) {
        c->best = cost;
        if (c->depth)
            memcpy(c->best_path, c->path, c->depth * sizeof *c->path);
        c->best_depth = c->depth;
        c->best_left = left;
        return;
    }
    /* Cards in no meld of what is left stay unmatched whatever happens
     * deeper: take them out at once (and prune on their cost). */
    uint64_t iso = m & ~meldable(c, m);
    if (iso) {
        cost += cri_mask_value(c->s, iso);
        m &= ~iso;
        left |= iso;
        if (cost >= c->best)
            return;
        if (!m) {
            dfs1(c, m, left, cost);
            return;
        }
    }
    unsigned lo = (unsigned)__builtin_ctzll(m);
    unsigned r = lo & 15u, s = lo >> 4;
    uint64_t lob = UINT64_C(1) << lo;
    /* Runs through lo. Lower ranks of its suit are gone (lo is lowest), so
     * a run starts at lo, except round the corner (or at a high ace). */
    int mode = c->p->seq_mode;
    if (mode == CR_SEQ_CYCLIC) {
        unsigned back = 0;
        while (back < 12 && (m & bit_of(r + 13 - back - 1, s)))
            back++;
        for (unsigned b = 0; b <= back; b++) {
            unsigned start = (r + 13 - b - 1) % 13 + 1;
            uint64_t meld = 0;
            unsigned len = 0;
            for (; len < 13; len++) {
                uint64_t bb = bit_of(start + len, s);
                if (!(m & bb))
                    break;
                meld |= bb;
                if (len + 1 >= 3 && len + 1 > b)
                    try1(c, m, left, cost, meld, CR_MELD_RUN, start, len + 1);
            }
        }
    } else {
        uint64_t meld = lob;
        for (unsigned q = r + 1; q <= 13 && (m & bit_of(q, s)); q++) {
            meld |= bit_of(q, s);
            if (q - r + 1 >= 3)
                try1(c, m, left, cost, meld, CR_MELD_RUN, r, q - r + 1);
        }
        if (mode == CR_SEQ_HIGH_OR_LOW && r == 1) {
            meld = lob;
            for (unsigned q = 13; q >= 2 && (m & bit_of(q, s)); q--) {
                meld |= bit_of(q, s);
                if (14 - q + 1 >= 3)
                    try1(c, m, left, cost, meld, CR_MELD_RUN, q, 14 - q + 1);
            }
        }
    }
    /* Groups through lo: any set of the other suits holding its rank. */
    unsigned others = cri_rank_suits(m, r) & ~(1u << s);
    if (others) {
        unsigned gmax = c->p->group_max == CRI_GROUP_UNLIMITED ? 4u : c->p->group_max;
        for (unsigned t = others;; t = (t - 1) & others) {
            unsigned size = 1u + cri_suit_count(t);
            if (t && size >= c->p->group_min && size <= gmax) {
                uint64_t meld = lob | cri_rank_in_suits(r, t);
                try1(c, m, left, cost, meld, CR_MELD_GROUP, 0, 0);
            }
            if (!t)
                break;
        }
    }
    dfs1(c, m & ~lob, left | lob, cost + c->value[lo]);
}

bool cri_deadwood_one_pack_search(cr_solver *s, uint64_t hand, int32_t *out_cost)
{
    dw1_ctx c;
    c.s = s;
    c.p = &s->prof;
    c.value = s->card_value;
    c.best = INT32_MAX;
    c.nodes = 0;
    c.aborted = false;
    c.depth = c.best_depth = 0;
    c.best_left = 0;
    dfs1(&c, hand, 0, 0);
    s->steps += c.nodes;
    if (c.aborted)
        return false;
    for (size_t i = 0; i < c.best_depth; i++) {
        const meld1 *e = &c.best_path[i];
        uint8_t cards[16];
        size_t n = 0;
        if (e->kind == CR_MELD_RUN) {
            unsigned suit = (unsigned)__builtin_ctzll(e->mask) >> 4;
            for (unsigned k = 0; k < e->len; k++)
                cards[n++] = CR_CARD((e->start + k - 1) % 13 + 1, suit);
        } else {
            for (uint64_t b = e->mask; b; b &= b - 1)
                cards[n++] = (uint8_t)__builtin_ctzll(b);
        }
        cri_result_add_meld(&s->res, e->kind, cards, cards, n);
    }
    size_t n = 0;
    for (uint64_t b = c.best_left; b; b &= b - 1)
        s->res.unmatched[n++] = (uint8_t)__builtin_ctzll(b);
    s->res.unmatched_count = n;
    *out_cost = c.best;
    return true;
}

bool cri_deadwood_one_pack(cr_solver *s, uint64_t hand, size_t n, int32_t *out_cost)
{
    const cri_meld_profile *p = &s->prof;
    if (p->wild_deuces && (hand & (CRI_RANK_COLUMN << 2)))
        return false;
    if (cri_deadwood_low_applies(p) && n <= CRI_DEADWOOD_LOW_MAX_CARDS)
        return cri_deadwood_low(s, hand, out_cost);
    return cri_deadwood_one_pack_search(s, hand, out_cost);
}

bool cri_deadwood_fast(cr_solver *s, const cri_multiset *hand, int32_t *out_cost)
{
    const cri_meld_profile *p = &s->prof;
    if (hand->jokers)
        return false;
    if (p->wild_deuces && (cri_ms_rank_count(hand, 2) > 0))
        return false;
    if (!hand->copy[1])
        return cri_deadwood_one_pack(s, hand->copy[0], cri_ms_total(hand), out_cost);
    dw_ctx c;
    c.p = p;
    c.ms = *hand;
    c.best = INT32_MAX;
    c.nodes = 0;
    c.aborted = false;
    c.path_cards = c.path_melds = c.nleft = 0;
    c.best_cards = c.best_melds = c.best_nleft = 0;
    dfs(&c, 0);
    s->steps += c.nodes;
    if (c.aborted)
        return false;
    /* Melds were built in meld order with natural cards only. */
    size_t at = 0;
    for (size_t i = 0; i < c.best_melds; i++) {
        cri_result_add_meld(&s->res, c.best_kind[i], c.best_path + at, c.best_path + at,
                            c.best_len[i]);
        at += c.best_len[i];
    }
    cri_multiset left;
    cri_ms_clear(&left);
    for (size_t i = 0; i < c.best_nleft; i++)
        cri_ms_add(&left, c.best_left[i]);
    s->res.unmatched_count = cri_ms_to_cards(&left, s->res.unmatched);
    *out_cost = c.best;
    return true;
}
