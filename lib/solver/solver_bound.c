/* The suit bound (docs/solver.md, "The suit bound"): an admissible lower
 * bound of the cost still to come from a state of the search, the sum over
 * the suits of each suit's least cost alone.
 *
 * One suit alone is the same programme on that suit's cells only, with the
 * same options (cri_dp_gen_start, the same sweep settings), where
 *  - the other suits do not exist, so neither do their costs;
 *  - a natural sent to the groups of its rank costs nothing, provided some
 *    group of the problem could hold it at all (cri_dp_ranks_in_some_group), and
 *    the groups' wild cards are free;
 *  - the suit may use every wild card still free, whatever the others use;
 *  - wild cards left over cost nothing.
 * Every solution of the whole search, restricted to one suit, is a solution
 * of that suit alone (its options are among the suit's options, since more
 * free wild cards only ever allow more options: fed_ahead, natural_follows,
 * lean_wild_start and cyclic_reserve_cap all grow with the budget) of no
 * greater cost, and the left-out naturals' costs add up over the suits. So
 * the sum never exceeds the true cost: a state whose bound reaches the
 * search's limit is cut without being searched. */
#include <stdlib.h>
#include <string.h>

#include "common/prefault.h"
#include "solver/solver_options.h"

#define BOUND_FIRST_CAP 1024u
#define BOUND_MAX_CAP ((size_t)1 << 20)

/* The key of one suit's state: suit, position, its open runs, its
 * reservations, the free wild cards and the sweep's settings. */
static uint64_t bound_key(const cri_dp_ctx *c, unsigned s, int pos, unsigned runs, unsigned res,
                          unsigned budget)
{
    return (uint64_t)s | (uint64_t)pos << 2 | (uint64_t)runs << 7 | (uint64_t)res << 19 |
           (uint64_t)budget << 27 | (uint64_t)c->lean << 35 | (uint64_t)c->relax << 36 |
           (uint64_t)c->rot << 37 | (uint64_t)c->first << 41 | (uint64_t)c->last << 46;
}

static struct cri_bound_entry *bound_find(struct cri_memo *m, uint64_t key, bool *found)
{
    size_t mask = m->bcap - 1;
    for (size_t i = (size_t)(cri_memo_mix(key, 0) & mask);; i = (i + 1) & mask) {
        struct cri_bound_entry *e = &m->btab[i];
        if (e->gen != m->bgen) {
            *found = false;
            return e;
        }
        if (e->key == key) {
            *found = true;
            return e;
        }
    }
}

void cri_bound_next_generation(struct cri_memo *m)
{
    cri_generation_next(&m->bgen, 0x7FFFFFFFu, m->btab, m->bcap * sizeof *m->btab);
    m->bused = 0;
}

/* Doubles the table (or empties it at its bound: it is a cache). */
static bool bound_grow(struct cri_memo *m)
{
    size_t ncap = m->bcap ? m->bcap * 2 : BOUND_FIRST_CAP;
    if (ncap > BOUND_MAX_CAP) {
        cri_bound_next_generation(m);
        return true;
    }
    struct cri_bound_entry *nt = cri_calloc_prefaulted(ncap, sizeof *nt);
    if (!nt)
        return false;
    struct cri_bound_entry *old = m->btab;
    size_t ocap = m->bcap;
    uint32_t gen = m->bgen;
    m->btab = nt;
    m->bcap = ncap;
    m->bgen = 1;
    m->bused = 0;
    for (size_t i = 0; i < ocap; i++) {
        if (old[i].gen != gen)
            continue;
        bool found;
        struct cri_bound_entry *e = bound_find(m, old[i].key, &found);
        *e = old[i];
        e->gen = 1;
        m->bused++;
    }
    free(old);
    return true;
}

/* The end for one suit: its open runs may all close, nothing is still
 * reserved (as terminal_cost, without the wild cards). */
static int32_t suit_end(const cri_dp_ctx *c, unsigned s, unsigned runs, unsigned res)
{
    if (res)
        return CRI_DP_INF;
    for (unsigned j = 0; j < MAX_RUNS; j++) {
        unsigned v = (runs >> (3 * j)) & RUN_MASK;
        if (v && !closable(c->lean, v) && !(c->relax && near_cut(c, s, false)))
            return CRI_DP_INF;
    }
    return 0;
}

/* One suit's least cost from a position on, alone (the file's comment). */
static int32_t suit_rest(cri_dp_ctx *c, unsigned s, int pos, unsigned runs, unsigned res,
                         unsigned budget)
{
    if (pos > c->last)
        return suit_end(c, s, runs, res);
    struct cri_memo *m = c->m;
    uint64_t key = bound_key(c, s, pos, runs, res, budget);
    bool found;
    struct cri_bound_entry *e = bound_find(m, key, &found);
    if (found)
        return e->cost;
    int cell = CELL(pos, s);
    uint64_t k0 = (uint64_t)runs << (12 * s) | (uint64_t)(c->pb->wilds - budget) << 48;
    uint64_t k1 = (uint64_t)res << (8 * s);
    /* The cell's options: the kept list, else made whole on the stack of
     * lists in progress (above the search's), and kept. */
    uint64_t okey = cri_dp_opt_key(c, cell, k0, k1);
    size_t top = m->osp, n = 0;
    cri_opts_made made;
    const cri_suit_opt *list = cri_dp_opts_kept(c, cell, k0, k1, okey, &made, &n);
    if (!list) {
        size_t base = cri_ostack_open(m);
        if (base == SIZE_MAX) {
            c->status = CR_E_NOMEM;
            return 0;
        }
        cri_suit_opt *fresh = cri_ostack_at(m, base);
        while (cri_dp_gen_more(c, &made.gen, fresh, &n))
            ;
        if (c->status != CR_OK)
            return 0;
        cri_opt_cache_put(m, okey, made.in0, made.in1, fresh, n);
        list = fresh;
        m->osp = base + n;
    }
    unsigned real = real_rank(c, pos_rank(pos));
    bool groups = (c->can_group[s] >> real) & 1u;
    int32_t share = pos_kind(c, pos) == PK_NORMAL ? c->group_share[real] : 0;
    int32_t best = CRI_DP_INF;
    cri_apply_at at;
    cri_dp_apply_at(c, cell, k0, k1, &at);
    for (size_t i = 0; i < n && best > 0; i++) {
        const cri_suit_opt *o = &list[i];
        if (o->pool && !groups)
            continue;
        int32_t own = o->cost + c->lambda * o->wilds + share * o->pool;
        if (own >= best)
            continue;
        uint64_t n0, n1;
        cri_dp_apply(&at, o, &n0, &n1);
        int32_t sub = suit_rest(c, s, pos + 1, (unsigned)(n0 >> (12 * s)) & 0xFFFu,
                                (unsigned)(n1 >> (8 * s)) & 0xFFu, budget - o->wilds);
        if (c->status != CR_OK)
            break;
        if (sub < CRI_DP_INF && own + sub < best)
            best = own + sub;
    }
    m->osp = top;
    if (c->status != CR_OK)
        return 0;
    if ((m->bused + 1) * 2 > m->bcap && !bound_grow(m))
        return best; /* no memory: answered all the same, kept nowhere */
    e = bound_find(m, key, &found);
    if (!found)
        m->bused++;
    e->key = key;
    e->cost = best;
    e->gen = m->bgen;
    return best;
}

void cri_bound_start(cri_dp_ctx *c)
{
    struct cri_memo *m = c->m;
    c->bound_ready = true;
    if (!m->btab && !bound_grow(m)) {
        c->bound = false;
        return;
    }
    cri_bound_next_generation(m);
    /* The price of a wild card: any price keeps the bound a bound; the best
     * is about what a wild card saves. Measured on the bench's questions,
     * two of the cheapest left-out cards beat one (1.5-2.3x fewer steps),
     * four, and the best of several prices at once. */
    int32_t cheapest = CRI_DP_INF;
    for (unsigned s = 0; s < 4; s++)
        for (unsigned r = 1; r <= 13; r++)
            if (c->pb->hand[s][r] && c->pb->leave[s][r] < cheapest)
                cheapest = c->pb->leave[s][r];
    c->lambda = c->pb->wilds && cheapest < CRI_DP_INF ? 2 * cheapest : 0;
    /* Nothing may be left out (arrange, a table alone): every cost is 0 or
     * "impossible", so the bound only counts wild cards, 12 units each (a
     * grouped natural's share of them, a fraction of 1..4ths, is then a
     * whole number), and a positive bound means more wild cards are needed
     * than are free: impossible. */
    c->bound_counts_wilds = !c->pb->has_hand;
    if (c->bound_counts_wilds)
        c->lambda = c->pb->wilds ? 12 : 0;
    /* Each natural in a group of rank r pays its share of the group's wild
     * cards: a group of g naturals needs group_min - g of them at least, and
     * (group_min - g) / g only falls as g grows to the most naturals one
     * group of that rank can hold. */
    for (unsigned r = 1; r <= 13; r++) {
        unsigned most = 0;
        for (unsigned s = 0; s < 4; s++)
            most += c->prof->group_distinct ? c->pb->count[s][r] > 0 : c->pb->count[s][r];
        if (c->prof->group_max != CRI_GROUP_UNLIMITED && most > c->prof->group_max)
            most = c->prof->group_max;
        unsigned need = most && most < c->prof->group_min ? c->prof->group_min - most : 0;
        c->group_share[r] = most ? (int32_t)((int64_t)c->lambda * need / most) : 0;
    }
    uint32_t grouped = cri_dp_ranks_in_some_group(c->prof, c->pb);
    for (unsigned s = 0; s < 4; s++) {
        c->can_group[s] = 0;
        for (unsigned r = 1; r <= 13; r++)
            if (c->pb->count[s][r] && ((grouped >> r) & 1u))
                c->can_group[s] = (uint16_t)(c->can_group[s] | (1u << r));
    }
}

int32_t cri_bound_rest(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, const int32_t *parent)
{
    int pos = cell / 4;
    unsigned first_suit = (unsigned)cell % 4u;
    unsigned budget = c->pb->wilds - used_of(k0);
    struct cri_bound_parts *mine = &c->bparts[cell];
    /* A child of the state at cell - 1 with the same free wild cards
     * differs from it in the suit that moved only: the other suits' parts
     * have the same keys, so their values are the parent's (the saving of
     * three of four look-ups, not a different bound). */
    unsigned moved = (unsigned)(cell + 3) % 4u;
    bool reuse = parent && !c->s->bound_whole &&
                 c->pb->wilds - used_of(c->bparts[cell - 1].k0) == budget;
    /* The suits' prices of their wild cards, less what all the free wild
     * cards could cost at most. */
    int64_t total = -(int64_t)c->lambda * budget;
    int32_t parts[4];
    for (unsigned s = 0; s < 4; s++) {
        int32_t part;
        if (reuse && s != moved) {
            part = parent[s];
        } else {
            /* Suits before the cell's have taken this position already. */
            part = suit_rest(c, s, s < first_suit ? pos + 1 : pos,
                             (unsigned)(k0 >> (12 * s)) & 0xFFFu,
                             (unsigned)(k1 >> (8 * s)) & 0xFFu, budget);
            if (c->status != CR_OK)
                return 0;
        }
        if (part >= CRI_DP_INF)
            return CRI_DP_INF;
        parts[s] = part;
        total += part;
    }
    memcpy(mine->part, parts, sizeof parts);
    mine->k0 = k0;
    mine->k1 = k1;
    mine->epoch = c->bepoch;
    if (total <= 0)
        return 0;
    if (c->bound_counts_wilds)
        return CRI_DP_INF;
    return total < CRI_DP_INF ? (int32_t)total : CRI_DP_INF - 1;
}

void cri_bound_free(struct cri_memo *m)
{
    free(m->btab);
    m->btab = NULL;
    m->bcap = m->bused = 0;
}
