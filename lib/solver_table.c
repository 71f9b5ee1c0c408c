/* The partition engine: a dynamic programme over rank positions (van Rijn,
 * Takes and Vis 2015), memoised on a compact state.
 *
 * State after a position: per suit up to MAX_RUNS open runs, each a small
 * value (1..3: a run holding a natural card, of length 1, 2, 3 or more;
 * 4..6: a run of wild cards only so far, length 1, 2, 3 or more), the
 * number of wild cards used so far, and cards reserved for the wrap-around
 * positions. At each position, per suit, every open run is continued (by a
 * natural or a wild card) or closed (only when it holds a natural and is 3+
 * long); new runs start; naturals left go to groups of that rank or are left
 * out (at their leave cost). Groups take wild cards too (a precomputed table
 * says which numbers of wild cards a set of naturals can absorb). Wild cards
 * still unused at the end form melds of their own (3 or more, when a meld
 * may lack a natural card) or are left out.
 *
 * Sequence modes by positions (docs/solver.md):
 *  - LOW: ranks A..K.
 *  - HIGH_OR_LOW: A..K then a suffix position "A high", fed by aces reserved
 *    at rank A.
 *  - CYCLIC: prefix positions Q, K (cards reserved from ranks Q, K, so only
 *    runs that cross into A start there), A..K, then suffix positions A, 2
 *    (cards reserved at ranks A, 2). A run that crosses K->A is needed only
 *    when natural cards lie on both sides and one side is at most two long,
 *    so two prefix and two suffix positions are enough. */
#include <stdlib.h>
#include <string.h>

#include "meld.h"
#include "solver_table.h"

#define MAX_RUNS 4
#define RUN_MASK 7u
#define MAX_OPTS 2048
#define NPOS 17
#define POS_RANK(r) ((r) + 1) /* rank 1..13 sits at position 2..14 */
#define POS_SUFFIX_A 15
#define POS_SUFFIX_2 16
#define MEMO_MAX_LOG2 22

enum pos_kind { PK_PREFIX, PK_NORMAL, PK_SUFFIX };
enum run_act { ACT_CLOSE = 0, ACT_NATURAL = 1, ACT_WILD = 2 };
enum run_src { SRC_NEW_NATURAL = 4, SRC_NEW_WILD = 5 };

/* One way to treat one suit at one position. */
typedef struct suit_opt {
    uint16_t runs;   /* resulting run values, 3 bits each, sorted decreasing */
    uint8_t src[MAX_RUNS]; /* per resulting slot: old slot 0..3 or SRC_NEW_* */
    uint8_t act[MAX_RUNS]; /* per old slot: enum run_act */
    uint8_t wilds;   /* wild cards used by runs */
    uint8_t pool;    /* naturals sent to the groups of this rank */
    uint8_t left;    /* naturals left out */
    uint8_t reserve; /* naturals reserved for (or taken from) a wrap position */
    int32_t cost;
} suit_opt;

typedef struct memo_entry {
    uint64_t k0, k1;
    int32_t cost;
    uint32_t gen;
} memo_entry;

struct cri_memo {
    memo_entry *tab;
    size_t cap, used;
    uint32_t gen;
    /* Option lists: one set per position (the recursion is one position deep per level). */
    suit_opt opts[NPOS][4][MAX_OPTS];
    size_t nopts[NPOS][4];
    uint32_t group_ok[256]; /* bit w: the naturals (count vector) take exactly w wild cards */
    bool group_ready;
};

typedef struct dp_ctx {
    cr_solver *s;
    struct cri_memo *m;
    const cri_dp_problem *pb;
    const cri_meld_profile *prof;
    int first, last; /* positions used */
    int32_t status;  /* CR_OK until the search must stop */
    uint16_t suit_ranks[4]; /* bit r: the suit has a natural of rank r */
} dp_ctx;

/* ---- state packing ---------------------------------------------------------- */

static unsigned run_get(uint64_t runs, unsigned s, unsigned j)
{
    return (unsigned)(runs >> (s * 12 + j * 3)) & RUN_MASK;
}

static unsigned used_of(uint64_t k0)
{
    return (unsigned)(k0 >> 48) & 31u;
}

static unsigned res_get(uint64_t res, unsigned s, unsigned which)
{
    return (unsigned)(res >> (s * 8 + which * 2)) & 3u;
}

static uint64_t res_set(uint64_t res, unsigned s, unsigned which, unsigned v)
{
    unsigned sh = s * 8 + which * 2;
    return (res & ~(UINT64_C(3) << sh)) | ((uint64_t)v << sh);
}

/* Reservation fields. */
enum { RES_Q = 0, RES_K = 1, RES_A = 2, RES_2 = 3 };

/* ---- memo ------------------------------------------------------------------------ */

static uint64_t mix(uint64_t a, uint64_t b)
{
    uint64_t h = a * UINT64_C(0x9E3779B97F4A7C15) ^ (b + UINT64_C(0x632BE59BD9B4E019));
    h ^= h >> 29;
    h *= UINT64_C(0xBF58476D1CE4E5B9);
    h ^= h >> 32;
    return h;
}

static memo_entry *memo_find(struct cri_memo *m, uint64_t k0, uint64_t k1, bool *found)
{
    size_t mask = m->cap - 1;
    for (size_t i = (size_t)mix(k0, k1) & mask;; i = (i + 1) & mask) {
        memo_entry *e = &m->tab[i];
        if (e->gen != m->gen) {
            *found = false;
            return e;
        }
        if (e->k0 == k0 && e->k1 == k1) {
            *found = true;
            return e;
        }
    }
}

static int32_t memo_grow(struct cri_memo *m)
{
    size_t ncap = m->cap ? m->cap * 2 : 4096;
    if (ncap > ((size_t)1 << MEMO_MAX_LOG2))
        return CR_E_LIMIT;
    memo_entry *old = m->tab;
    size_t ocap = m->cap;
    m->tab = calloc(ncap, sizeof *m->tab);
    if (!m->tab) {
        m->tab = old;
        return CR_E_NOMEM;
    }
    m->cap = ncap;
    uint32_t gen = m->gen;
    m->gen = 1;
    m->used = 0;
    for (size_t i = 0; i < ocap; i++) {
        if (old[i].gen != gen)
            continue;
        bool found;
        memo_entry *e = memo_find(m, old[i].k0, old[i].k1, &found);
        *e = old[i];
        e->gen = 1;
        m->used++;
    }
    free(old);
    return CR_OK;
}

/* ---- groups -------------------------------------------------------------------- */

/* For every vector of natural counts per suit (0..3 each, index c0 + 4c1 +
 * 16c2 + 64c3), the set of wild-card numbers w (bit w) such that the
 * naturals plus w wild cards split exactly into valid groups, each with a
 * natural. */
static void groups_prepare(struct cri_memo *m, const cri_meld_profile *p)
{
    unsigned gmax = p->group_max == CRI_GROUP_UNLIMITED ? 31u : p->group_max;
    m->group_ok[0] = 1u;
    for (unsigned g = 1; g < 256; g++) {
        unsigned c[4] = {g & 3u, (g >> 2) & 3u, (g >> 4) & 3u, (g >> 6) & 3u};
        unsigned first = 0;
        while (!c[first])
            first++;
        uint32_t ok = 0;
        /* The group holding one natural of the first suit present: any
         * sub-vector d <= c with d[first] >= 1 (suits distinct: d <= 1). */
        unsigned lim = p->group_distinct ? 1u : 3u;
        for (unsigned d0 = 0; d0 <= (c[0] < lim ? c[0] : lim); d0++)
            for (unsigned d1 = 0; d1 <= (c[1] < lim ? c[1] : lim); d1++)
                for (unsigned d2 = 0; d2 <= (c[2] < lim ? c[2] : lim); d2++)
                    for (unsigned d3 = 0; d3 <= (c[3] < lim ? c[3] : lim); d3++) {
                        unsigned d[4] = {d0, d1, d2, d3};
                        if (!d[first])
                            continue;
                        unsigned size = d0 + d1 + d2 + d3;
                        if (size > gmax)
                            continue;
                        unsigned rest = g - (d0 + 4 * d1 + 16 * d2 + 64 * d3);
                        unsigned wmin = size < p->group_min ? p->group_min - size : 0;
                        unsigned wmax = gmax - size;
                        if (p->group_distinct && wmax > 4 - size)
                            wmax = 4 - size;
                        for (unsigned w = wmin; w <= wmax && w < 32; w++)
                            ok |= (m->group_ok[rest] << w);
                    }
        m->group_ok[g] = ok;
    }
    m->group_ready = true;
}

/* ---- options for one suit at one position -------------------------------- */

typedef struct suit_in {
    unsigned nruns;
    unsigned val[MAX_RUNS]; /* decreasing */
    unsigned avail;         /* naturals of this suit at this position */
    unsigned leavable;      /* how many of them may be left out */
    int32_t leave_cost;
    unsigned budget;        /* wild cards still free */
    int kind;               /* enum pos_kind */
    bool may_reserve;       /* rank A or 2 in a wrapping mode: keep some for the suffix */
    bool wild_start_ok;     /* a natural of this suit follows closely */
} suit_in;

static unsigned continued(unsigned v, int act)
{
    if (act == ACT_NATURAL)
        return v <= 3 ? (v < 3 ? v + 1 : 3) : (v - 3 < 3 ? v - 3 + 1 : 3);
    return v <= 3 ? (v < 3 ? v + 1 : 3) : (v < 6 ? v + 1 : 6);
}

typedef struct gen_acc {
    uint8_t act[MAX_RUNS];
    unsigned nat, wild;
} gen_acc;

static void push_opts(dp_ctx *c, suit_opt *out, size_t *n, const suit_in *in, const gen_acc *a)
{
    /* Runs kept, in old-slot order, then new ones. */
    unsigned vals[2 * MAX_RUNS + 8];
    uint8_t src[2 * MAX_RUNS + 8];
    unsigned nv = 0;
    for (unsigned j = 0; j < in->nruns; j++) {
        if (a->act[j] == ACT_CLOSE)
            continue;
        vals[nv] = continued(in->val[j], a->act[j]);
        src[nv++] = (uint8_t)j;
    }
    unsigned rest_nat = in->avail - a->nat;
    unsigned rest_budget = in->budget - a->wild;
    unsigned max_new = MAX_RUNS - nv;
    for (unsigned reserve = 0; reserve <= (in->may_reserve ? rest_nat : 0); reserve++) {
        unsigned free_nat = rest_nat - reserve;
        if (in->kind == PK_PREFIX) {
            /* Every natural taken here is reserved from its rank and starts or continues a run. */
            if (reserve)
                break;
        }
        for (unsigned nn = 0; nn <= free_nat && nn <= max_new; nn++) {
            if (in->kind == PK_SUFFIX && nn)
                break;
            unsigned wmax = 0;
            if (in->kind == PK_NORMAL && in->wild_start_ok)
                wmax = rest_budget < max_new - nn ? rest_budget : max_new - nn;
            for (unsigned nw = 0; nw <= wmax; nw++) {
                unsigned after = free_nat - nn;
                if (in->kind != PK_NORMAL && after)
                    continue; /* wrap positions use exactly their cards */
                unsigned kmax = in->kind == PK_NORMAL ? (after < in->leavable ? after : in->leavable) : 0;
                for (unsigned k = 0; k <= kmax; k++) {
                    if (*n >= MAX_OPTS) {
                        c->status = CR_E_LIMIT;
                        return;
                    }
                    suit_opt *o = &out[(*n)++];
                    unsigned tv[2 * MAX_RUNS + 8];
                    uint8_t ts[2 * MAX_RUNS + 8];
                    unsigned t = nv;
                    memcpy(tv, vals, nv * sizeof *vals);
                    memcpy(ts, src, nv);
                    for (unsigned i = 0; i < nn; i++) {
                        tv[t] = 1;
                        ts[t++] = SRC_NEW_NATURAL;
                    }
                    for (unsigned i = 0; i < nw; i++) {
                        tv[t] = 4;
                        ts[t++] = SRC_NEW_WILD;
                    }
                    /* Sort decreasing (insertion sort of at most 4). */
                    for (unsigned i = 1; i < t; i++) {
                        unsigned v = tv[i];
                        uint8_t sv = ts[i];
                        unsigned j = i;
                        for (; j > 0 && tv[j - 1] < v; j--) {
                            tv[j] = tv[j - 1];
                            ts[j] = ts[j - 1];
                        }
                        tv[j] = v;
                        ts[j] = sv;
                    }
                    uint16_t packed = 0;
                    for (unsigned i = 0; i < t; i++)
                        packed = (uint16_t)(packed | (tv[i] << (3 * i)));
                    o->runs = packed;
                    memset(o->src, 0, sizeof o->src);
                    memcpy(o->src, ts, t);
                    memset(o->act, 0, sizeof o->act);
                    memcpy(o->act, a->act, in->nruns);
                    o->wilds = (uint8_t)(a->wild + nw);
                    o->left = (uint8_t)k;
                    o->pool = (uint8_t)(after - k);
                    o->reserve = (uint8_t)(in->kind == PK_NORMAL ? reserve : a->nat + nn);
                    o->cost = (int32_t)k * in->leave_cost;
                }
            }
        }
    }
}

/* Chooses an action for run slot j onwards (equal values get non-increasing
 * actions, so interchangeable runs are not enumerated twice). */
static void gen_runs(dp_ctx *c, suit_opt *out, size_t *n, const suit_in *in, gen_acc *a,
                     unsigned j)
{
    if (c->status != CR_OK)
        return;
    if (j == in->nruns) {
        if (in->kind == PK_SUFFIX && a->nat != in->avail)
            return;
        push_opts(c, out, n, in, a);
        return;
    }
    unsigned v = in->val[j];
    int top = ACT_WILD;
    if (j > 0 && in->val[j - 1] == v)
        top = a->act[j - 1];
    for (int act = 0; act <= top; act++) {
        if (act == ACT_CLOSE && (v != 3 || in->kind == PK_PREFIX))
            continue;
        if (act == ACT_NATURAL && a->nat >= in->avail)
            continue;
        if (act == ACT_WILD && a->wild >= in->budget)
            continue;
        a->act[j] = (uint8_t)act;
        a->nat += act == ACT_NATURAL;
        a->wild += act == ACT_WILD;
        gen_runs(c, out, n, in, a, j + 1);
        a->nat -= act == ACT_NATURAL;
        a->wild -= act == ACT_WILD;
    }
}

/* ---- the programme ------------------------------------------------------------- */

static int pos_kind(const dp_ctx *c, int pos)
{
    (void)c;
    if (pos < 2)
        return PK_PREFIX;
    if (pos > 14)
        return PK_SUFFIX;
    return PK_NORMAL;
}

static unsigned pos_rank(int pos)
{
    static const unsigned ranks[NPOS] = {12, 13, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1, 2};
    return ranks[pos];
}

/* Cost of the end: every open run closes, unused wild cards meld alone or are left. */
static int32_t terminal_cost(const dp_ctx *c, uint64_t k0, uint64_t res)
{
    for (unsigned s = 0; s < 4; s++)
        for (unsigned j = 0; j < MAX_RUNS; j++) {
            unsigned v = run_get(k0, s, j);
            if (v && v != 3)
                return CRI_DP_INF;
        }
    if (res)
        return CRI_DP_INF;
    unsigned left = c->pb->wilds - used_of(k0);
    if (left == 0 || (left >= 3 && !c->prof->need_natural))
        return 0;
    if (left > c->pb->wilds_hand)
        return CRI_DP_INF;
    int32_t cost = 0;
    for (unsigned i = 0; i < left; i++)
        cost += c->pb->wild_leave[c->pb->wilds - 1 - i];
    return cost;
}

static int32_t solve(dp_ctx *c, int pos, uint64_t k0, uint64_t res);

/* The per-position data every step needs. */
typedef struct step_ctx {
    int pos;
    uint64_t k0, res;
    unsigned used;
    uint64_t base_res; /* res with this position's consumed reservations cleared */
} step_ctx;

/* Fills the option lists of the 4 suits at a position. */
static void make_options(dp_ctx *c, const step_ctx *st, unsigned budget_total)
{
    int kind = pos_kind(c, st->pos);
    unsigned rank = pos_rank(st->pos);
    for (unsigned s = 0; s < 4; s++) {
        suit_in in;
        memset(&in, 0, sizeof in);
        in.kind = kind;
        for (unsigned j = 0; j < MAX_RUNS; j++) {
            unsigned v = run_get(st->k0, s, j);
            if (v)
                in.val[in.nruns++] = v;
        }
        unsigned count = c->pb->count[s][rank];
        if (kind == PK_NORMAL) {
            if (rank == 12)
                count -= res_get(st->res, s, RES_Q);
            if (rank == 13)
                count -= res_get(st->res, s, RES_K);
            in.avail = count;
            in.leavable = c->pb->hand[s][rank] < count ? c->pb->hand[s][rank] : count;
            in.leave_cost = c->pb->leave[s][rank];
            bool cyc = c->prof->seq_mode == CR_SEQ_CYCLIC;
            bool hol = c->prof->seq_mode == CR_SEQ_HIGH_OR_LOW;
            /* Reserve aces (and deuces, cyclic) for the suffix when a king could lead there. */
            in.may_reserve = ((cyc && (rank == 1 || rank == 2)) || (hol && rank == 1)) &&
                             ((c->suit_ranks[s] >> 13) & 1u || c->pb->wilds);
            unsigned reach = budget_total < 12 ? budget_total : 12;
            uint16_t after = (uint16_t)(c->suit_ranks[s] >> (rank + 1));
            in.wild_start_ok = reach && (after & ((1u << reach) - 1u));
        } else if (kind == PK_PREFIX) {
            /* Cards of rank Q/K that start or carry a run into the ace. */
            in.avail = (c->suit_ranks[s] & 2u) || c->pb->wilds ? count : 0;
            if (in.avail > MAX_RUNS)
                in.avail = MAX_RUNS;
        } else {
            in.avail = res_get(st->res, s, rank == 1 ? RES_A : RES_2);
        }
        in.budget = budget_total;
        gen_acc a;
        memset(&a, 0, sizeof a);
        c->m->nopts[st->pos][s] = 0;
        if (kind == PK_PREFIX) {
            /* Prefix: choose how many naturals to take (0..avail), all used. */
            unsigned cap = in.avail;
            for (unsigned take = 0; take <= cap; take++) {
                in.avail = take;
                gen_acc b;
                memset(&b, 0, sizeof b);
                size_t before = c->m->nopts[st->pos][s];
                gen_runs(c, c->m->opts[st->pos][s], &c->m->nopts[st->pos][s], &in, &b, 0);
                /* Keep only options that used every taken card. */
                size_t w = before;
                for (size_t i = before; i < c->m->nopts[st->pos][s]; i++)
                    if (c->m->opts[st->pos][s][i].reserve == take)
                        c->m->opts[st->pos][s][w++] = c->m->opts[st->pos][s][i];
                c->m->nopts[st->pos][s] = w;
            }
        } else {
            gen_runs(c, c->m->opts[st->pos][s], &c->m->nopts[st->pos][s], &in, &a, 0);
        }
    }
}

/* The state after a combination of suit options (before groups). */
static void combine_state(const dp_ctx *c, const step_ctx *st, const size_t idx[4],
                          uint64_t *runs, uint64_t *res, unsigned *wilds, unsigned *pool,
                          int32_t *cost)
{
    int kind = pos_kind(c, st->pos);
    unsigned rank = pos_rank(st->pos);
    *runs = 0;
    *res = st->base_res;
    *wilds = 0;
    *pool = 0;
    *cost = 0;
    for (unsigned s = 0; s < 4; s++) {
        const suit_opt *o = &c->m->opts[st->pos][s][idx[s]];
        *runs |= (uint64_t)o->runs << (12 * s);
        *wilds += o->wilds;
        *pool |= (unsigned)o->pool << (2 * s);
        *cost += o->cost;
        if (kind == PK_PREFIX)
            *res = res_set(*res, s, rank == 12 ? RES_Q : RES_K, o->reserve);
        else if (kind == PK_NORMAL && rank == 1 && o->reserve)
            *res = res_set(*res, s, RES_A, o->reserve);
        else if (kind == PK_NORMAL && rank == 2 && o->reserve)
            *res = res_set(*res, s, RES_2, o->reserve);
    }
}

/* Walks every combination of suit options and group wild counts; in search
 * mode returns the least cost, in find mode (target >= 0) stops at the first
 * combination reaching target and stores it in found_idx / found_w. */
static int32_t step(dp_ctx *c, const step_ctx *st, int32_t target, size_t found_idx[4],
                    unsigned *found_w)
{
    unsigned budget = c->pb->wilds - st->used;
    make_options(c, st, budget);
    if (c->status != CR_OK)
        return CRI_DP_INF;
    size_t n[4];
    for (unsigned s = 0; s < 4; s++) {
        n[s] = c->m->nopts[st->pos][s];
        if (!n[s])
            return CRI_DP_INF;
    }
    int32_t best = CRI_DP_INF;
    size_t idx[4];
    for (idx[0] = 0; idx[0] < n[0]; idx[0]++)
        for (idx[1] = 0; idx[1] < n[1]; idx[1]++)
            for (idx[2] = 0; idx[2] < n[2]; idx[2]++)
                for (idx[3] = 0; idx[3] < n[3]; idx[3]++) {
                    if (++c->s->steps > c->s->budget) {
                        c->status = CR_E_LIMIT;
                        return CRI_DP_INF;
                    }
                    uint64_t runs, res;
                    unsigned wilds, pool;
                    int32_t cost;
                    combine_state(c, st, idx, &runs, &res, &wilds, &pool, &cost);
                    if (wilds > budget)
                        continue;
                    uint32_t ok = c->m->group_ok[pool];
                    unsigned room = budget - wilds;
                    for (unsigned w = 0; w <= room && w < 32; w++) {
                        if (!((ok >> w) & 1u))
                            continue;
                        uint64_t k0 = runs | ((uint64_t)(st->used + wilds + w) << 48);
                        int32_t sub = solve(c, st->pos + 1, k0, res);
                        if (c->status != CR_OK)
                            return CRI_DP_INF;
                        if (sub >= CRI_DP_INF)
                            continue;
                        int32_t total = cost + sub;
                        if (target >= 0 && total == target) {
                            memcpy(found_idx, idx, sizeof idx);
                            *found_w = w;
                            return total;
                        }
                        if (total < best)
                            best = total;
                    }
                }
    return best;
}

static void make_step(const dp_ctx *c, step_ctx *st, int pos, uint64_t k0, uint64_t res)
{
    st->pos = pos;
    st->k0 = k0;
    st->res = res;
    st->used = used_of(k0);
    uint64_t r = res;
    unsigned rank = pos_rank(pos);
    if (pos_kind(c, pos) == PK_NORMAL && rank == 12)
        for (unsigned s = 0; s < 4; s++)
            r = res_set(r, s, RES_Q, 0);
    if (pos_kind(c, pos) == PK_NORMAL && rank == 13)
        for (unsigned s = 0; s < 4; s++)
            r = res_set(r, s, RES_K, 0);
    if (pos == POS_SUFFIX_A)
        for (unsigned s = 0; s < 4; s++)
            r = res_set(r, s, RES_A, 0);
    if (pos == POS_SUFFIX_2)
        for (unsigned s = 0; s < 4; s++)
            r = res_set(r, s, RES_2, 0);
    st->base_res = r;
}

static int32_t solve(dp_ctx *c, int pos, uint64_t k0, uint64_t res)
{
    if (pos > c->last)
        return terminal_cost(c, k0, res);
    uint64_t key0 = k0 | ((uint64_t)pos << 53);
    bool found;
    memo_entry *e = memo_find(c->m, key0, res, &found);
    if (found)
        return e->cost;
    step_ctx st;
    make_step(c, &st, pos, k0, res);
    int32_t best = step(c, &st, -1, NULL, NULL);
    if (c->status != CR_OK)
        return CRI_DP_INF;
    /* The table may have moved while searching below: find the slot again. */
    if ((c->m->used + 1) * 2 > c->m->cap) {
        int32_t rc = memo_grow(c->m);
        if (rc != CR_OK) {
            c->status = rc;
            return CRI_DP_INF;
        }
    }
    e = memo_find(c->m, key0, res, &found);
    e->k0 = key0;
    e->k1 = res;
    e->cost = best;
    e->gen = c->m->gen;
    if (!found)
        c->m->used++;
    return best;
}

/* ---- problem building -------------------------------------------------------------- */

void cri_dp_problem_build(cri_dp_problem *pb, const cri_meld_profile *prof,
                          const cri_multiset *table, const cri_multiset *hand, int32_t extra)
{
    memset(pb, 0, sizeof *pb);
    uint8_t must[CR_MAX_CARDS * 2], may[CR_MAX_CARDS * 2];
    int32_t may_cost[CR_MAX_CARDS * 2];
    size_t nmust = 0, nmay = 0;
    for (int side = 0; side < 2; side++) {
        const cri_multiset *ms = side ? hand : table;
        if (!ms)
            continue;
        uint8_t cards[CR_MAX_CARDS];
        size_t n = cri_ms_to_cards(ms, cards);
        for (size_t i = 0; i < n; i++) {
            unsigned code = cards[i];
            if (cri_card_is_wild(prof, code)) {
                if (side) {
                    may[nmay] = (uint8_t)code;
                    may_cost[nmay++] = cri_card_value(prof, code) + extra;
                } else {
                    must[nmust++] = (uint8_t)code;
                }
                continue;
            }
            unsigned s = code >> 4, r = code & 15u;
            pb->count[s][r]++;
            if (side) {
                pb->hand[s][r]++;
                pb->leave[s][r] = cri_card_value(prof, code) + extra;
            }
        }
    }
    /* Leavable wild cards by decreasing cost, so the cheapest are at the end. */
    for (size_t i = 1; i < nmay; i++) {
        for (size_t j = i; j > 0 && may_cost[j - 1] < may_cost[j]; j--) {
            int32_t tc = may_cost[j];
            may_cost[j] = may_cost[j - 1];
            may_cost[j - 1] = tc;
            uint8_t t = may[j];
            may[j] = may[j - 1];
            may[j - 1] = t;
        }
    }
    for (size_t i = 0; i < nmust; i++) {
        pb->wild_codes[pb->wilds] = must[i];
        pb->wild_leave[pb->wilds++] = CRI_DP_INF;
    }
    for (size_t i = 0; i < nmay; i++) {
        pb->wild_codes[pb->wilds] = may[i];
        pb->wild_leave[pb->wilds++] = may_cost[i];
    }
    pb->wilds_hand = (uint8_t)nmay;
}

/* ---- reconstruction -------------------------------------------------------------- */

typedef struct live_run {
    uint8_t cards[32];
    unsigned n;
} live_run;

typedef struct rebuild {
    live_run runs[4][MAX_RUNS];
    unsigned next_wild; /* index into pb->wild_codes */
    uint8_t left[CR_MAX_CARDS * 2];
    size_t nleft;
} rebuild;

static uint8_t take_wild(dp_ctx *c, rebuild *rb)
{
    return c->pb->wild_codes[rb->next_wild++];
}

/* Emits one meld (a run split in two when longer than 13 from overlapping
 * around the corner). */
static int32_t emit_meld(dp_ctx *c, const uint8_t *cards, size_t n)
{
    uint8_t oc[CR_MAX_CARDS], os[CR_MAX_CARDS];
    int kind = cri_meld_check(c->prof, cards, n, oc, os, NULL);
    if (kind != CR_MELD_NONE) {
        if (c->s->res.card_count + n > CR_MAX_CARDS || c->s->res.meld_count >= CRI_MAX_MELDS)
            return CR_E_INTERNAL;
        cri_result_add_meld(&c->s->res, kind, oc, os, n);
        return CR_OK;
    }
    if (n >= 6) {
        int32_t rc = emit_meld(c, cards, n / 2);
        return rc != CR_OK ? rc : emit_meld(c, cards + n / 2, n - n / 2);
    }
    return CR_E_INTERNAL;
}

/* Splits the naturals of a rank (pool counts per suit) and w wild cards into
 * groups, emitting them. */
static int32_t emit_groups(dp_ctx *c, rebuild *rb, unsigned rank, unsigned pool, unsigned w)
{
    const cri_meld_profile *p = c->prof;
    unsigned gmax = p->group_max == CRI_GROUP_UNLIMITED ? 31u : p->group_max;
    while (pool) {
        unsigned cnt[4] = {pool & 3u, (pool >> 2) & 3u, (pool >> 4) & 3u, (pool >> 6) & 3u};
        unsigned first = 0;
        while (!cnt[first])
            first++;
        unsigned lim = p->group_distinct ? 1u : 3u;
        bool done = false;
        for (unsigned d0 = 0; d0 <= (cnt[0] < lim ? cnt[0] : lim) && !done; d0++)
            for (unsigned d1 = 0; d1 <= (cnt[1] < lim ? cnt[1] : lim) && !done; d1++)
                for (unsigned d2 = 0; d2 <= (cnt[2] < lim ? cnt[2] : lim) && !done; d2++)
                    for (unsigned d3 = 0; d3 <= (cnt[3] < lim ? cnt[3] : lim) && !done; d3++) {
                        unsigned d[4] = {d0, d1, d2, d3};
                        if (!d[first])
                            continue;
                        unsigned size = d0 + d1 + d2 + d3;
                        if (size > gmax)
                            continue;
                        unsigned rest = pool - (d0 + 4 * d1 + 16 * d2 + 64 * d3);
                        unsigned wmin = size < p->group_min ? p->group_min - size : 0;
                        unsigned wmax = gmax - size;
                        if (p->group_distinct && wmax > 4 - size)
                            wmax = 4 - size;
                        for (unsigned x = wmin; x <= wmax && x <= w; x++) {
                            if (!((c->m->group_ok[rest] >> (w - x)) & 1u))
                                continue;
                            uint8_t cards[40];
                            size_t n = 0;
                            for (unsigned s = 0; s < 4; s++)
                                for (unsigned k = 0; k < d[s]; k++)
                                    cards[n++] = CR_CARD(rank, s);
                            for (unsigned k = 0; k < x; k++)
                                cards[n++] = take_wild(c, rb);
                            int32_t rc = emit_meld(c, cards, n);
                            if (rc != CR_OK)
                                return rc;
                            pool = rest;
                            w -= x;
                            done = true;
                            break;
                        }
                    }
        if (!done)
            return CR_E_INTERNAL;
    }
    return w ? CR_E_INTERNAL : CR_OK;
}

/* Applies one position's chosen options to the live runs. */
static int32_t apply_step(dp_ctx *c, rebuild *rb, const step_ctx *st, const size_t idx[4],
                          unsigned w)
{
    unsigned rank = pos_rank(st->pos);
    int kind = pos_kind(c, st->pos);
    unsigned pool = 0;
    for (unsigned s = 0; s < 4; s++) {
        const suit_opt *o = &c->m->opts[st->pos][s][idx[s]];
        uint8_t natural = CR_CARD(rank, s);
        unsigned nruns = 0;
        for (unsigned j = 0; j < MAX_RUNS; j++)
            if (run_get(st->k0, s, j))
                nruns = j + 1;
        live_run old[MAX_RUNS];
        memcpy(old, rb->runs[s], sizeof old);
        for (unsigned j = 0; j < nruns; j++) {
            if (o->act[j] == ACT_CLOSE) {
                int32_t rc = emit_meld(c, old[j].cards, old[j].n);
                if (rc != CR_OK)
                    return rc;
            } else if (old[j].n < sizeof old[j].cards) {
                old[j].cards[old[j].n++] = o->act[j] == ACT_NATURAL ? natural : take_wild(c, rb);
            } else {
                return CR_E_INTERNAL;
            }
        }
        live_run fresh[MAX_RUNS];
        for (unsigned j = 0; j < MAX_RUNS; j++) {
            fresh[j].n = 0;
            if (!((o->runs >> (3 * j)) & RUN_MASK))
                continue;
            if (o->src[j] == SRC_NEW_NATURAL) {
                fresh[j].cards[0] = natural;
                fresh[j].n = 1;
            } else if (o->src[j] == SRC_NEW_WILD) {
                fresh[j].cards[0] = take_wild(c, rb);
                fresh[j].n = 1;
            } else {
                fresh[j] = old[o->src[j]];
            }
        }
        memcpy(rb->runs[s], fresh, sizeof fresh);
        for (unsigned k = 0; k < o->left; k++)
            rb->left[rb->nleft++] = natural;
        pool |= (unsigned)o->pool << (2 * s);
    }
    if (kind == PK_NORMAL)
        return emit_groups(c, rb, rank, pool, w);
    return w ? CR_E_INTERNAL : CR_OK;
}

static int32_t rebuild_solution(dp_ctx *c, int32_t total)
{
    rebuild *rb = calloc(1, sizeof *rb);
    if (!rb)
        return CR_E_NOMEM;
    uint64_t k0 = 0, res = 0;
    int32_t remaining = total;
    int32_t rc = CR_OK;
    for (int pos = c->first; pos <= c->last && rc == CR_OK; pos++) {
        step_ctx st;
        make_step(c, &st, pos, k0, res);
        size_t idx[4];
        unsigned w = 0;
        /* Find the combination whose own cost plus the rest is the remaining optimum. */
        int32_t found = step(c, &st, remaining, idx, &w);
        if (c->status != CR_OK) {
            rc = c->status;
            break;
        }
        if (found != remaining) {
            rc = CR_E_INTERNAL;
            break;
        }
        uint64_t runs, nres;
        unsigned wilds, pool;
        int32_t cost;
        combine_state(c, &st, idx, &runs, &nres, &wilds, &pool, &cost);
        rc = apply_step(c, rb, &st, idx, w);
        k0 = runs | ((uint64_t)(st.used + wilds + w) << 48);
        res = nres;
        remaining -= cost;
    }
    if (rc == CR_OK) {
        /* Close the runs still open, then the unused wild cards. */
        for (unsigned s = 0; s < 4 && rc == CR_OK; s++)
            for (unsigned j = 0; j < MAX_RUNS && rc == CR_OK; j++)
                if (run_get(k0, s, j))
                    rc = emit_meld(c, rb->runs[s][j].cards, rb->runs[s][j].n);
    }
    if (rc == CR_OK) {
        unsigned left = c->pb->wilds - rb->next_wild;
        if (left >= 3 && !c->prof->need_natural) {
            uint8_t cards[CR_MAX_CARDS * 2];
            for (unsigned i = 0; i < left; i++)
                cards[i] = take_wild(c, rb);
            rc = emit_meld(c, cards, left);
        } else {
            while (rb->next_wild < c->pb->wilds)
                rb->left[rb->nleft++] = take_wild(c, rb);
        }
    }
    if (rc == CR_OK) {
        cri_multiset ms;
        cri_ms_clear(&ms);
        for (size_t i = 0; i < rb->nleft; i++)
            cri_ms_add(&ms, rb->left[i]);
        c->s->res.unmatched_count = cri_ms_to_cards(&ms, c->s->res.unmatched);
    }
    free(rb);
    return rc;
}

/* ---- entry ------------------------------------------------------------------------ */

void cri_dp_scratch_free(cri_memo *m)
{
    if (!m)
        return;
    free(m->tab);
    free(m);
}

int32_t cri_dp_solve(cr_solver *s, const cri_dp_problem *pb, int32_t *out_cost, bool want_result)
{
    if (!s->memo) {
        s->memo = calloc(1, sizeof *s->memo);
        if (!s->memo)
            return CR_E_NOMEM;
    }
    struct cri_memo *m = s->memo;
    if (!m->group_ready)
        groups_prepare(m, &s->prof);
    if (!m->tab) {
        int32_t rc = memo_grow(m);
        if (rc != CR_OK)
            return rc;
    }
    /* A new generation empties the memo in O(1). */
    m->gen++;
    if (m->gen == 0) {
        memset(m->tab, 0, m->cap * sizeof *m->tab);
        m->gen = 1;
    }
    m->used = 0;
    dp_ctx c;
    memset(&c, 0, sizeof c);
    c.s = s;
    c.m = m;
    c.pb = pb;
    c.prof = &s->prof;
    c.status = CR_OK;
    switch (s->prof.seq_mode) {
    case CR_SEQ_CYCLIC:
        c.first = 0;
        c.last = POS_SUFFIX_2;
        break;
    case CR_SEQ_HIGH_OR_LOW:
        c.first = POS_RANK(1);
        c.last = POS_SUFFIX_A;
        break;
    default:
        c.first = POS_RANK(1);
        c.last = POS_RANK(13);
        break;
    }
    for (unsigned su = 0; su < 4; su++)
        for (unsigned r = 1; r <= 13; r++)
            if (pb->count[su][r])
                c.suit_ranks[su] = (uint16_t)(c.suit_ranks[su] | (1u << r));
    int32_t best = solve(&c, c.first, 0, 0);
    if (c.status != CR_OK)
        return c.status;
    *out_cost = best;
    if (want_result && best < CRI_DP_INF)
        return rebuild_solution(&c, best);
    return CR_OK;
}
