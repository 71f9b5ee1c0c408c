/* The partition engine: a dynamic programme over rank positions (van Rijn,
 * Takes and Vis 2015), memoised on a compact state; docs/solver.md tells
 * the whole story.
 *
 * State after a position: per suit up to MAX_RUNS open runs, each a small
 * value (how many naturals it holds, how long it is: next_full / next_lean
 * below), the number of wild cards used so far, and cards reserved for the
 * wrap-around positions. At each position, per suit, every open run is
 * continued (by a natural or a wild card) or closed (once long enough); new
 * runs start; naturals left go to groups of that rank or are left out (at
 * their leave cost). Groups take wild cards too (a table, filled on first
 * use, says which numbers of wild cards a set of naturals can absorb). Wild
 * cards still unused at the end form melds of their own or are left out.
 *
 * Sequence modes by positions:
 *  - LOW: ranks A..K.
 *  - HIGH_OR_LOW: A..K then a suffix position "A high", fed by aces reserved
 *    at rank A.
 *  - CYCLIC: the cycle cut where fewest cards cross; prefix positions Q, K
 *    (cards reserved from ranks Q, K, so only runs that cross into A start
 *    there), A..K, then suffix positions A, 2 (cards reserved at ranks A, 2),
 *    after a relaxed sweep without them that often settles the question.
 *
 * The search is a branch and bound under iterative deepening, lean first
 * (wild cards only where needed); solver_rebuild.c turns the memo into melds. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "solver/solver_dp.h"

/* How many options ahead the search starts loading memo slots. */
#define PREFETCH_AHEAD 4
#define PREFETCH_RING 8 /* > PREFETCH_AHEAD */

/* ---- memo ------------------------------------------------------------------------ */

/* The home slot of a key: the slot is taken from the low bits, so every
 * key bit must reach them (murmur3's finaliser after folding the two words;
 * a multiply alone never moves the position and wild-card bits of k0 down,
 * and keys that differ only there piled up in long probe chains). */
static uint64_t mix(uint64_t a, uint64_t b)
{
    uint64_t h = a ^ (b * UINT64_C(0x9E3779B97F4A7C15)) ^ (b >> 29);
    h ^= h >> 33;
    h *= UINT64_C(0xFF51AFD7ED558CCD);
    h ^= h >> 33;
    h *= UINT64_C(0xC4CEB9FE1A85EC53);
    h ^= h >> 33;
    return h;
}

static cri_memo_entry *memo_find(struct cri_memo *m, uint64_t k0, uint64_t k1, bool *found)
{
    size_t mask = m->cap - 1;
    for (size_t i = (size_t)mix(k0, k1) & mask;; i = (i + 1) & mask) {
        cri_memo_entry *e = &m->tab[i];
        if ((e->gen & 0x7FFFFFFFu) != m->gen) {
            *found = false;
            return e;
        }
        if (e->k0 == k0 && e->k1 == k1) {
            *found = true;
            return e;
        }
    }
}

/* A small first table: a fresh page costs a fault (microseconds on a VM)
 * when first touched, and a small question touches few slots. */
#define MEMO_FIRST_CAP 512

static int32_t memo_grow(struct cri_memo *m)
{
    size_t ncap = m->cap ? m->cap * 2 : MEMO_FIRST_CAP;
    if (ncap > ((size_t)1 << MEMO_MAX_LOG2))
        return CR_E_LIMIT;
    cri_memo_entry *old = m->tab;
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
        if ((old[i].gen & 0x7FFFFFFFu) != gen)
            continue;
        bool found;
        cri_memo_entry *e = memo_find(m, old[i].k0, old[i].k1, &found);
        *e = old[i];
        e->gen = (old[i].gen & 0x80000000u) | 1u;
        m->used++;
    }
    free(old);
    return CR_OK;
}

/* A new generation empties the memo in O(1). */
static void next_generation(struct cri_memo *m)
{
    m->gen++;
    if (m->gen >= 0x7FFFFFFFu) {
        memset(m->tab, 0, m->cap * sizeof *m->tab);
        m->gen = 1;
    }
    m->used = 0;
}

/* ---- groups -------------------------------------------------------------------- */


/* Lists the parts of a non-empty count vector (index c0 + 4c1 + 16c2 + 64c3),
 * in increasing order of the part's own index (so rebuilt groups do not
 * depend on how the list is made); only sub-vectors d <= c are visited. */
size_t cri_dp_group_parts(const cri_meld_profile *p, unsigned pool, cri_group_part *out)
{
    unsigned gmax = p->group_max == CRI_GROUP_UNLIMITED ? 31u : p->group_max;
    unsigned c[4] = {pool & 3u, (pool >> 2) & 3u, (pool >> 4) & 3u, (pool >> 6) & 3u};
    unsigned first = 0;
    while (!c[first])
        first++;
    unsigned lim = p->group_distinct ? 1u : 3u;
    unsigned top[4];
    for (unsigned s = 0; s < 4; s++)
        top[s] = c[s] < lim ? c[s] : lim;
    size_t n = 0;
    unsigned d[4];
    for (d[3] = 0; d[3] <= top[3]; d[3]++)
        for (d[2] = 0; d[2] <= top[2]; d[2]++)
            for (d[1] = 0; d[1] <= top[1]; d[1]++)
                for (d[0] = 0; d[0] <= top[0]; d[0]++) {
                    unsigned size = d[0] + d[1] + d[2] + d[3];
                    if (!d[first] || size > gmax)
                        continue;
                    unsigned wmax = gmax - size;
                    if (p->group_distinct && wmax > 4 - size)
                        wmax = 4 - size;
                    cri_group_part *g = &out[n++];
                    for (unsigned s = 0; s < 4; s++)
                        g->d[s] = (uint8_t)d[s];
                    g->rest = (uint8_t)(pool - (d[0] + 4 * d[1] + 16 * d[2] + 64 * d[3]));
                    g->wmin = (uint8_t)(size < p->group_min ? p->group_min - size : 0);
                    g->wmax = (uint8_t)(wmax < 31 ? wmax : 31);
                }
    return n;
}

/* The set of wild-card numbers w (bit w) such that the naturals of a count
 * vector plus w wild cards split exactly into valid groups, each with a
 * natural. Computed on first use per vector (a search meets few of the 256;
 * a parts' rest is a smaller vector, so the recursion ends), and kept for
 * the solver's life: it depends on the profile only. */
uint32_t cri_dp_group_ok_compute(struct cri_memo *m, const cri_meld_profile *p, unsigned pool)
{
    uint32_t ok = 0;
    if (pool == 0) {
        ok = 1u;
    } else {
        cri_group_part parts[256];
        size_t n = cri_dp_group_parts(p, pool, parts);
        for (size_t i = 0; i < n; i++) {
            uint32_t rest = cri_dp_group_ok(m, p, parts[i].rest);
            for (unsigned w = parts[i].wmin; w <= parts[i].wmax; w++)
                ok |= rest << w;
        }
    }
    m->group_ok[pool] = ok;
    m->group_known[pool >> 6] |= UINT64_C(1) << (pool & 63u);
    return ok;
}

/* ---- options for one suit at one position -------------------------------- */

typedef struct suit_in {
    unsigned nruns;
    unsigned val[MAX_RUNS]; /* decreasing */
    unsigned avail;         /* naturals of this suit at this position */
    unsigned leavable;      /* how many of them may be left out */
    int32_t leave_cost;
    unsigned budget;        /* wild cards still free */
    int kind;               /* enum cri_pos_kind */
    bool may_reserve;       /* rank A or 2 in a wrapping mode: keep some for the suffix */
    unsigned reserve_cap;   /* at most this many kept (cyclic_reserve_cap) */
    bool wild_start_ok;     /* a natural of this suit follows closely */
    bool lean;              /* lean search: wild cards only where a meld needs them */
    bool first_suffix;      /* the position right after K */
    bool wild_new_ok;       /* a new run may start on a wild card (lean_wild_start) */
    unsigned start_natural; /* value of a run started here on a natural */
    unsigned start_wild;    /* ... on a wild card */
    unsigned next_avail;    /* naturals of this suit at the next position (UINT_MAX: no check) */
    unsigned next2_avail;   /* ... at the one after (UINT_MAX: no check) */
} suit_in;

/* Run values and their transitions. Full search: 1..3 a run holding a
 * natural, 1, 2 or 3+ long; 4..6 wild cards only, 1, 2 or 3+ long. Lean
 * search, where a run also needs two natural cards (a single natural with
 * wild cards is met as a group instead): 1 one natural; 2, 3 one natural,
 * 2 or 3+ long; 4, 5 wild cards only, 1 or 2 long; 6, 7 two naturals or
 * more, 2 or 3+ long. A new run starts at 1 (natural) or 4 (wild card);
 * 0 in the table means "not allowed". */
static const uint8_t next_full[8][3] = {
    {0, 0, 0}, {0, 2, 2}, {0, 3, 3}, {0, 3, 3}, {0, 2, 5}, {0, 3, 6}, {0, 3, 6}, {0, 0, 0},
};
static const uint8_t next_lean[8][3] = {
    {0, 0, 0}, {0, 6, 2}, {0, 7, 3}, {0, 7, 3}, {0, 2, 5}, {0, 3, 0}, {0, 7, 7}, {0, 7, 7},
};

static bool closable(bool lean, unsigned v)
{
    return v == (lean ? 7u : 3u);
}

/* The run is 3 or more cards long. */
static bool long_enough(bool lean, unsigned v)
{
    return lean ? v == 3 || v == 7 : v == 3 || v == 6;
}

static unsigned continued(bool lean, unsigned v, int act)
{
    return (lean ? next_lean : next_full)[v][act];
}

typedef struct gen_acc {
    uint8_t act[MAX_RUNS];
    unsigned nat, wild;
} gen_acc;

/* A run one card long (on a natural or a wild card, either search). */
static bool one_long(unsigned v)
{
    return v == 1 || v == 4;
}

/* Whether the next two ranks can feed the suit's open runs after an option
 * (kept runs vals[0..nv), nn new ones on naturals, nw on wild cards, free
 * wild cards left): every run that cannot close yet needs a card at the
 * next rank, and a run one card long one at the rank after too, each a
 * natural of the suit there or a wild card. An option failing this dies a
 * position or two later, after filling the memo with its states. The
 * naturals counted are all there are, so a live option always passes. */
static bool fed_ahead(const suit_in *in, const unsigned *vals, unsigned nv, unsigned nn,
                      unsigned nw, unsigned wilds_left)
{
    if (in->next_avail == UINT_MAX)
        return true;
    unsigned need1 = nn * !closable(in->lean, in->start_natural) +
                     nw * !closable(in->lean, in->start_wild);
    unsigned need2 = nn * one_long(in->start_natural) + nw * one_long(in->start_wild);
    for (unsigned i = 0; i < nv; i++) {
        need1 += !closable(in->lean, vals[i]);
        need2 += one_long(vals[i]);
    }
    unsigned wild1 = need1 > in->next_avail ? need1 - in->next_avail : 0;
    unsigned wild2 = in->next2_avail != UINT_MAX && need2 > in->next2_avail
                         ? need2 - in->next2_avail
                         : 0;
    return wild1 + wild2 <= wilds_left;
}

static void push_opts(cri_dp_ctx *c, cri_suit_opt *out, size_t *n, const suit_in *in, const gen_acc *a)
{
    /* Runs kept, in old-slot order, then new ones. */
    unsigned vals[MAX_RUNS];
    unsigned src[MAX_RUNS];
    unsigned nv = 0;
    for (unsigned j = 0; j < in->nruns; j++) {
        if (a->act[j] == ACT_CLOSE)
            continue;
        vals[nv] = continued(in->lean, in->val[j], a->act[j]);
        src[nv++] = j;
    }
    unsigned rest_nat = in->avail - a->nat;
    unsigned rest_budget = in->budget - a->wild;
    unsigned max_new = MAX_RUNS - nv;
    /* Closing a run while starting another of the same suit on a natural
     * here is never better than continuing the closed run with that natural
     * instead: the same cost, groups and wild cards so far, and a closable
     * run can do whatever the new one does later and close whenever. (Lean
     * search: a closable run takes a wild card only where a natural follows
     * in reach; where the new run would take one without (two naturals, to
     * reach three cards) it must close right after, so the old run closes at
     * once and keeps that wild card free, which can only help.) So such
     * options are not generated. */
    bool closes = false;
    for (unsigned j = 0; j < in->nruns; j++)
        closes = closes || a->act[j] == ACT_CLOSE;
    /* Locals: the byte stores into the options could alias *a and *n. */
    unsigned act[MAX_RUNS];
    for (unsigned j = 0; j < MAX_RUNS; j++)
        act[j] = a->act[j];
    size_t count = *n;
    unsigned reserve_max = in->may_reserve ? rest_nat : 0;
    if (reserve_max > in->reserve_cap)
        reserve_max = in->reserve_cap;
    for (unsigned reserve = 0; reserve <= reserve_max; reserve++) {
        unsigned free_nat = rest_nat - reserve;
        if (in->kind == PK_PREFIX) {
            /* Every natural taken here is reserved from its rank and starts or continues a run. */
            if (reserve)
                break;
        }
        unsigned nn_max = free_nat < max_new ? free_nat : max_new;
        if (in->kind == PK_SUFFIX || closes)
            nn_max = 0;
        /* New runs before groups: most tables are mostly runs. */
        for (unsigned nn = nn_max + 1; nn-- > 0;) {
            unsigned wmax = 0;
            if (in->kind == PK_NORMAL && in->wild_start_ok && in->wild_new_ok)
                wmax = rest_budget < max_new - nn ? rest_budget : max_new - nn;
            for (unsigned nw = 0; nw <= wmax; nw++) {
                unsigned after = free_nat - nn;
                if (in->kind != PK_NORMAL && after)
                    continue; /* wrap positions use exactly their cards */
                if (!fed_ahead(in, vals, nv, nn, nw, rest_budget - nw))
                    continue;
                /* The runs: kept, then nn on a natural, then nw on a wild
                 * card, sorted decreasing (stable insertion sort of at most
                 * 4), each value << 3 | its source. Whole words only: byte
                 * writes read back as a word stall the store forwarding. */
                unsigned tv[MAX_RUNS] = {0, 0, 0, 0};
                unsigned t = 0;
                for (unsigned i = 0; i < nv + nn + nw; i++) {
                    unsigned v = i < nv ? vals[i] << 3 | src[i]
                                 : i < nv + nn ? in->start_natural << 3 | SRC_NEW_NATURAL
                                               : in->start_wild << 3 | SRC_NEW_WILD;
                    unsigned j = t++;
                    for (; j > 0 && tv[j - 1] >> 3 < v >> 3; j--)
                        tv[j] = tv[j - 1];
                    tv[j] = v;
                }
                uint16_t packed = 0;
                for (unsigned i = 0; i < t; i++)
                    packed = (uint16_t)(packed | ((tv[i] >> 3) << (3 * i)));
                unsigned kmax = in->kind == PK_NORMAL ? (after < in->leavable ? after : in->leavable) : 0;
                uint8_t wilds = (uint8_t)(a->wild + nw);
                uint8_t reserved = (uint8_t)(in->kind == PK_NORMAL ? reserve : a->nat + nn);
                int32_t leave_cost = in->leave_cost;
                for (unsigned k = 0; k <= kmax; k++) {
                    if (count >= MAX_OPTS) {
                        c->status = CR_E_LIMIT;
                        *n = count;
                        return;
                    }
                    /* Field by field into place: building one on the stack
                     * and copying it stalls on the partial writes. */
                    cri_suit_opt *o = &out[count++];
                    o->runs = packed;
                    for (unsigned i = 0; i < MAX_RUNS; i++) {
                        o->src[i] = (uint8_t)(tv[i] & 7u);
                        o->act[i] = (uint8_t)act[i];
                    }
                    o->wilds = wilds;
                    o->reserve = reserved;
                    o->left = (uint8_t)k;
                    o->pool = (uint8_t)(after - k);
                    o->cost = (int32_t)k * leave_cost;
                }
            }
        }
    }
    *n = count;
}

/* Whether run slot j may take action act, given the actions of the slots
 * before it (equal values get non-increasing actions, so interchangeable
 * runs are not enumerated twice). */
static bool run_act_ok(const suit_in *in, const gen_acc *a, unsigned j, int act)
{
    unsigned v = in->val[j];
    if (j > 0 && in->val[j - 1] == v && act > a->act[j - 1])
        return false;
    if (act == ACT_CLOSE && (!closable(in->lean, v) || in->kind == PK_PREFIX))
        return false;
    if (act != ACT_CLOSE && !continued(in->lean, v, act))
        return false;
    /* Only a run 3+ long carries on past K: shorter crossing runs start
     * in the prefix. */
    if (act != ACT_CLOSE && in->first_suffix && !long_enough(in->lean, v))
        return false;
    if (act == ACT_NATURAL && a->nat >= in->avail)
        return false;
    if (act == ACT_WILD && a->wild >= in->budget)
        return false;
    /* Lean: a run takes a wild card only to bridge to a later natural,
     * or to reach three cards once it has two naturals; any other is an
     * "extra" wild card, placed after the search. */
    if (act == ACT_WILD && in->lean && v != 6 && !in->wild_start_ok)
        return false;
    return true;
}

/* Continuing first, then closing, then wild cards: the depth-first search
 * meets a good solution early, which the bounds then use. */
static const uint8_t run_order[3] = {ACT_NATURAL, ACT_CLOSE, ACT_WILD};

/* The options of one cell, made one group (one action per open run) at a
 * time, so the search tries the first options before the rest are made. */
typedef struct opt_gen {
    suit_in in;
    gen_acc a;
    uint8_t next[MAX_RUNS + 1]; /* per run slot: the index into run_order tried */
    unsigned j;                 /* the slot being chosen (in.nruns: a choice is complete) */
    unsigned take, take_max;    /* prefix: how many naturals are taken now */
    bool started;
} opt_gen;

static void drop_act(gen_acc *a, unsigned j)
{
    a->nat -= a->act[j] == ACT_NATURAL;
    a->wild -= a->act[j] == ACT_WILD;
}

/* Advances to the next complete choice of actions, in the order of a
 * depth-first enumeration slot by slot; false when there is none. */
static bool next_choice(opt_gen *g)
{
    const suit_in *in = &g->in;
    gen_acc *a = &g->a;
    unsigned j = g->j;
    bool back = g->started; /* leave the choice returned last */
    g->started = true;
    for (;;) {
        if (!back && j == in->nruns) {
            g->j = j;
            if (in->kind != PK_SUFFIX || a->nat == in->avail)
                return true;
            back = true;
        }
        if (back) {
            if (j == 0)
                return false;
            j--;
            drop_act(a, j);
            g->next[j]++;
            back = false;
        }
        while (g->next[j] < 3 && !run_act_ok(in, a, j, run_order[g->next[j]]))
            g->next[j]++;
        if (g->next[j] == 3) {
            back = true;
            continue;
        }
        int act = run_order[g->next[j]];
        a->act[j] = (uint8_t)act;
        a->nat += act == ACT_NATURAL;
        a->wild += act == ACT_WILD;
        g->next[++j] = 0;
    }
}

/* Appends the next non-empty group of options to out[0..*n); false when
 * there are no more (or the list is too long: c->status). */
static bool gen_more(cri_dp_ctx *c, opt_gen *g, cri_suit_opt *out, size_t *n)
{
    for (;;) {
        if (c->status != CR_OK)
            return false;
        if (next_choice(g)) {
            size_t before = *n;
            push_opts(c, out, n, &g->in, &g->a);
            if (g->in.kind == PK_PREFIX) {
                /* Exactly the naturals taken are reserved. */
                size_t w = before;
                for (size_t i = before; i < *n; i++)
                    if (out[i].reserve == g->take)
                        out[w++] = out[i];
                *n = w;
            }
            if (*n > before && c->status == CR_OK)
                return true;
            continue;
        }
        if (g->in.kind != PK_PREFIX || g->take >= g->take_max)
            return false;
        g->take++;
        g->in.avail = g->take;
        memset(&g->a, 0, sizeof g->a);
        memset(g->next, 0, sizeof g->next);
        g->j = 0;
        g->started = false;
    }
}

/* ---- the programme ------------------------------------------------------------- */



/* Relaxed sweep: whether suit s has a natural close enough to the cut for a
 * run round the corner: within the wild cards' reach of K (before the cut,
 * for a head after it) or of A (after it, for a tail before it). */
static bool near_cut(const cri_dp_ctx *c, unsigned s, bool before)
{
    unsigned reach = c->pb->wilds < 12 ? c->pb->wilds : 12;
    unsigned window = (1u << (reach + 1)) - 1u;
    unsigned ranks = c->suit_ranks[s];
    return before ? ((ranks >> (13 - reach)) & window) != 0 : ((ranks >> 1) & window) != 0;
}

/* Cost of the end: every open run closes, unused wild cards meld alone or are left. */
static int32_t terminal_cost(const cri_dp_ctx *c, uint64_t k0, uint64_t k1)
{
    uint64_t res = k1 & 0xFFFFFFFFu;
    for (unsigned s = 0; s < 4; s++)
        for (unsigned j = 0; j < MAX_RUNS; j++) {
            unsigned v = run_get(k0, s, j);
            if (v && !closable(c->lean, v) && !(c->relax && near_cut(c, s, false)))
                return CRI_DP_INF; /* relaxed: it may be the tail of a run round the corner */
        }
    if (res)
        return CRI_DP_INF;
    unsigned left = c->pb->wilds - used_of(k0);
    bool all_used = left == 0 || (left >= 3 && !c->prof->need_natural) || c->lean;
    if (!all_used && left > c->pb->wilds_hand)
        return CRI_DP_INF;
    if (c->pb->any_play) {
        /* 0 when some hand card is played: a natural, or a wild card kept. */
        bool played = (k1 >> PLAYED_BIT) & 1u;
        unsigned hand_wilds_left = all_used ? 0 : left;
        return played || c->pb->wilds_hand > hand_wilds_left ? 0 : 1;
    }
    if (all_used)
        return 0; /* lean: extras are placed into melds after the search, or it is redone */
    int32_t cost = 0;
    for (unsigned i = 0; i < left; i++)
        cost += c->pb->wild_leave[c->pb->wilds - 1 - i];
    return cost;
}



static int32_t solve(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, int32_t limit);

/* Whether suit s has a natural within the next `budget` positions after
 * extended rank x (14: the high ace, 15: the 2 after it). */
static bool natural_follows(const cri_dp_ctx *c, unsigned s, unsigned x, unsigned budget)
{
    unsigned reach = budget < 12 ? budget : 12;
    unsigned after = (unsigned)c->suit_ranks[s] >> (x + 1);
    return reach && (after & ((1u << reach) - 1u));
}

/* Relaxed sweep: whether a run of suit s may take wild cards from `rank` up
 * to the cut, as the tail of a run round the corner whose suit has a natural
 * just after the cut. natural_follows() cannot see that natural: the head's
 * wild cards were taken at the start of the sweep, so the budget left here
 * no longer reaches it (JS W | W AS, cut between Q and K). Without this the
 * lean sweep is no lower bound and answered "nothing" wrongly. The wild
 * cards from rank to K, 14 - rank of them, must be free. */
static bool tail_to_cut(const cri_dp_ctx *c, unsigned s, unsigned rank, unsigned budget)
{
    return c->relax && rank + budget >= 14 && near_cut(c, s, false);
}

/* Lean search: whether a new run may start on a wild card at virtual rank
 * `rank`. Lean runs hold two naturals, so the leading wild cards of a run
 * are either extras (the run is 3+ long without them: start it on its first
 * natural) or it is W..W n1 n2, whose wild card can as well follow n2 (the
 * others being extras) unless n2 sits at the last rank a two-card run may
 * still grow past. Only there, within the wild cards' reach, is a start on a
 * wild card needed; elsewhere it merely repeats a solution with other states.
 * Cyclic: a run crosses past K only when 3+ long there, so a run whose
 * naturals start at Q or K may need its leading wild cards: one rank more
 * margin. The relaxed sweep's rank 1 starts are heads round the corner. */
static bool lean_wild_start(const cri_dp_ctx *c, unsigned rank, unsigned budget)
{
    unsigned last_pair_top; /* the highest rank n2 can take with no wild card after it */
    if (c->relax)
        last_pair_top = 13;
    else if (c->prof->seq_mode == CR_SEQ_HIGH_OR_LOW)
        last_pair_top = 14; /* the ace high */
    else if (c->prof->seq_mode == CR_SEQ_CYCLIC)
        last_pair_top = 12;
    else
        last_pair_top = 13;
    return (c->relax && rank == 1) || rank + budget + 1 >= last_pair_top;
}

/* Cyclic: how many aces (or 2s) of suit s may be kept for the suffix, with
 * `budget` wild cards still free. Each one kept is taken there by its own
 * run continuing past K, which the suffix allows only for a run 3+ long at
 * K: so each such run holds a card of the suit, a natural or a wild card, at
 * each of J, Q and K, and the wild cards standing in where the naturals
 * there run short are different cards. A run that takes a kept 2 took an
 * ace before it: a kept one (res_a of them) or a wild card. */
static unsigned cyclic_reserve_cap(const cri_dp_ctx *c, unsigned s, unsigned rank,
                                   unsigned budget, unsigned res_a)
{
    unsigned cap = 0;
    for (unsigned keep = 1; keep <= CR_MAX_PACKS; keep++) {
        unsigned wild = 0;
        for (unsigned v = 11; v <= 13; v++) {
            unsigned nat = c->pb->count[s][real_rank(c, v)];
            wild += keep > nat ? keep - nat : 0;
        }
        if (wild > budget)
            break;
        cap = keep;
    }
    if (rank == 2 && cap > res_a + budget)
        cap = res_a + budget;
    return cap;
}

/* Sets up the option generator of suit s at a cell. */
static void gen_start(const cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, opt_gen *g)
{
    int pos = cell / 4;
    unsigned s = (unsigned)cell % 4u;
    int kind = pos_kind(c, pos);
    unsigned rank = pos_rank(pos);
    unsigned budget = c->pb->wilds - used_of(k0);
    /* Every field set one by one: a memset of the whole (rep stos) costs
     * more than all the rest on a search that tries one option per cell. */
    suit_in *in = &g->in;
    in->nruns = 0;
    in->avail = in->leavable = 0;
    in->leave_cost = 0;
    in->kind = kind;
    in->budget = budget;
    in->may_reserve = false;
    in->reserve_cap = 0;
    in->first_suffix = false;
    in->wild_new_ok = false;
    in->lean = c->lean;
    in->start_natural = 1;
    in->start_wild = 4;
    in->next_avail = in->next2_avail = UINT_MAX;
    for (unsigned j = 0; j < MAX_RUNS; j++)
        g->a.act[j] = 0;
    g->a.nat = g->a.wild = 0;
    g->next[0] = 0;
    g->j = 0;
    g->take = g->take_max = 0;
    g->started = false;
    if (kind == PK_NORMAL && pos + 1 <= c->last && pos_kind(c, pos + 1) == PK_NORMAL)
        in->next_avail = c->pb->count[s][real_rank(c, pos_rank(pos + 1))];
    if (kind == PK_NORMAL && pos + 2 <= c->last && pos_kind(c, pos + 2) == PK_NORMAL)
        in->next2_avail = c->pb->count[s][real_rank(c, pos_rank(pos + 2))];
    if (c->relax && rank == 1 && kind == PK_NORMAL && near_cut(c, s, true)) {
        /* Relaxed cyclic sweep: a run starting at the cut may be the head of
         * a run round the corner (whose tail holds a natural close to the
         * cut), so it counts as long enough. */
        in->start_natural = in->start_wild = c->lean ? 7u : 3u;
    }
    in->wild_start_ok = kind == PK_PREFIX; /* prefix runs always head for the ace */
    for (unsigned j = 0; j < MAX_RUNS; j++) {
        unsigned v = run_get(k0, s, j);
        if (v)
            in->val[in->nruns++] = v;
    }
    unsigned real = real_rank(c, rank);
    unsigned count = c->pb->count[s][real];
    if (kind == PK_NORMAL) {
        if (rank == 12)
            count -= res_get(k1, s, RES_Q);
        if (rank == 13)
            count -= res_get(k1, s, RES_K);
        in->avail = count;
        in->leavable = c->pb->hand[s][real] < count ? c->pb->hand[s][real] : count;
        in->leave_cost = c->pb->leave[s][real];
        bool cyc = c->prof->seq_mode == CR_SEQ_CYCLIC;
        bool hol = c->prof->seq_mode == CR_SEQ_HIGH_OR_LOW;
        /* Keep aces (and deuces, cyclic) for the suffix when a king could lead there. */
        in->may_reserve = !c->relax && ((cyc && (rank == 1 || rank == 2)) || (hol && rank == 1)) &&
                          (((c->suit_ranks[s] >> 13) & 1u) || c->pb->wilds);
        in->reserve_cap = in->may_reserve && cyc
                              ? cyclic_reserve_cap(c, s, rank, budget, res_get(k1, s, RES_A))
                              : UINT_MAX;
        in->wild_start_ok = natural_follows(c, s, rank, budget) || tail_to_cut(c, s, rank, budget);
        in->wild_new_ok = !c->lean || lean_wild_start(c, rank, budget);
    } else if (kind == PK_PREFIX) {
        /* Cards of rank Q/K taken now (0..take_max, in turn) to start or
         * carry a run into the ace. */
        g->take_max = (c->suit_ranks[s] & 2u) || c->pb->wilds ? count : 0;
        in->avail = 0;
    } else {
        in->avail = res_get(k1, s, rank == 1 ? RES_A : RES_2);
        in->first_suffix = pos == POS_SUFFIX_A && c->prof->seq_mode == CR_SEQ_CYCLIC;
        in->wild_start_ok = natural_follows(c, s, rank == 1 ? 14 : 15, budget);
    }
}

/* What a cell's option list depends on besides the query: the suit's open
 * runs, the free wild cards, the reservation the cell reads (gen_start) and
 * the sweep's settings. Lists are shared by every state with the same key. */
static uint64_t opt_key(const cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1)
{
    int pos = cell / 4;
    unsigned s = (unsigned)cell % 4u;
    int kind = pos_kind(c, pos);
    unsigned rank = pos_rank(pos);
    unsigned res = 0;
    if (kind == PK_NORMAL && (rank == 12 || rank == 13 || rank == 2))
        res = res_get(k1, s, rank == 12 ? RES_Q : rank == 13 ? RES_K : RES_A);
    else if (kind == PK_SUFFIX)
        res = res_get(k1, s, rank == 1 ? RES_A : RES_2);
    uint64_t budget = c->pb->wilds - used_of(k0);
    return (uint64_t)cell | ((k0 >> (12 * s)) & 0xFFFu) << 7 | budget << 19 | (uint64_t)res << 27 |
           (uint64_t)c->lean << 29 | (uint64_t)c->relax << 30 | (uint64_t)c->rot << 31 |
           (uint64_t)c->first << 35 | (uint64_t)c->last << 40;
}

/* ---- complete option lists, kept per query ------------------------------------ */

/* The kept list of key, or NULL. */
static const cri_opt_slot *opt_cache_find(const struct cri_memo *m, uint64_t key)
{
    if (!m->ocap)
        return NULL;
    size_t mask = m->ocap - 1;
    for (size_t i = (size_t)((key * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & mask;;
         i = (i + 1) & mask) {
        const cri_opt_slot *e = &m->otab[i];
        if (e->gen != m->ogen)
            return NULL;
        if (e->key == key)
            return e;
    }
}

static cri_opt_slot *opt_cache_slot(struct cri_memo *m, uint64_t key)
{
    size_t mask = m->ocap - 1;
    for (size_t i = (size_t)((key * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & mask;;
         i = (i + 1) & mask) {
        cri_opt_slot *e = &m->otab[i];
        if (e->gen != m->ogen || e->key == key)
            return e;
    }
}

/* Keeps a complete list; silently keeps nothing when the bounds are met
 * (the list is then made again on the next visit). */
static void opt_cache_put(struct cri_memo *m, uint64_t key, const cri_suit_opt *opts, size_t n)
{
    if (m->oarena_used + n > OPT_ARENA_MAX || (m->oused + 1) * 2 > OPT_TABLE_MAX)
        return;
    if (!m->oarena) {
        m->oarena = malloc(OPT_ARENA_MAX * sizeof *m->oarena);
        if (!m->oarena)
            return;
    }
    if ((m->oused + 1) * 2 > m->ocap) {
        size_t ncap = m->ocap ? m->ocap * 2 : 256;
        cri_opt_slot *nt = calloc(ncap, sizeof *nt);
        if (!nt)
            return;
        cri_opt_slot *old = m->otab;
        size_t ocap = m->ocap;
        m->otab = nt;
        m->ocap = ncap;
        uint32_t gen = m->ogen;
        m->ogen = 1;
        for (size_t i = 0; i < ocap; i++)
            if (old[i].gen == gen) {
                cri_opt_slot *e = opt_cache_slot(m, old[i].key);
                *e = old[i];
                e->gen = 1;
            }
        free(old);
    }
    cri_opt_slot *e = opt_cache_slot(m, key);
    e->key = key;
    e->gen = m->ogen;
    e->off = (uint32_t)m->oarena_used;
    e->n = (uint32_t)n;
    memcpy(m->oarena + m->oarena_used, opts, n * sizeof *opts);
    m->oarena_used += n;
    m->oused++;
}

/* The state after suit s takes option o at a position. */
void cri_dp_apply_option(const cri_dp_ctx *c, int cell, const cri_suit_opt *o, uint64_t k0, uint64_t k1,
                         uint64_t *n0, uint64_t *n1)
{
    int pos = cell / 4;
    unsigned s = (unsigned)cell % 4u;
    int kind = pos_kind(c, pos);
    unsigned rank = pos_rank(pos);
    uint64_t runs = (k0 & ~(UINT64_C(0xFFF) << (12 * s)) & ((UINT64_C(1) << 48) - 1)) |
                    ((uint64_t)o->runs << (12 * s));
    uint64_t used = used_of(k0) + o->wilds;
    *n0 = runs | (used << 48);
    uint64_t res = k1 & 0xFFFFFFFFu;
    if (kind == PK_PREFIX)
        res = res_set(res, s, rank == 12 ? RES_Q : RES_K, o->reserve);
    else if (kind == PK_SUFFIX)
        res = res_set(res, s, rank == 1 ? RES_A : RES_2, 0);
    else if (rank == 12)
        res = res_set(res, s, RES_Q, 0);
    else if (rank == 13)
        res = res_set(res, s, RES_K, 0);
    else if (rank == 1 || rank == 2)
        res = res_set(res, s, rank == 1 ? RES_A : RES_2, o->reserve);
    unsigned pool = (pool_of(k1) & ~(3u << (2 * s))) | ((unsigned)o->pool << (2 * s));
    *n1 = res | ((uint64_t)pool << 32) | (k1 & (UINT64_C(1) << PLAYED_BIT));
    /* Copies left out are hand copies; any other hand copy was played. */
    if (c->pb->any_play && kind == PK_NORMAL && c->pb->hand[s][real_rank(c, rank)] > o->left)
        *n1 |= UINT64_C(1) << PLAYED_BIT;
}

static uint64_t sweep_key(const cri_dp_ctx *c);

/* Starts loading the memo slot of state n0, n1 after an option at cell
 * (with the fewest group wild cards, the first tried), so that its cache
 * miss (the table is megabytes) overlaps the search of the options before. */
static void prefetch_child(cri_dp_ctx *c, int cell, uint64_t n0, uint64_t n1)
{
#ifdef __GNUC__
    if ((cell + 1) / 4 > c->last)
        return; /* the end: no memo */
    if (cell % 4 == 3) {
        uint32_t ok = cri_dp_group_ok(c->m, c->prof, pool_of(n1));
        if (!ok)
            return;
        n0 += (uint64_t)__builtin_ctz(ok) << 48;
        n1 &= ~(UINT64_C(0xFF) << 32);
    }
    uint64_t key0 = n0 | ((uint64_t)(cell + 1) << 53);
    uint64_t key1 = n1 | sweep_key(c); /* as solve() keys it */
    __builtin_prefetch(&c->m->tab[(size_t)mix(key0, key1) & (c->m->cap - 1)]);
#else
    (void)c, (void)cell, (void)n0, (void)n1;
#endif
}

/* Tries every option at a cell (and, after the last suit, every group wild
 * count): branch and bound under limit. Returns the least cost when it is
 * below limit, else limit (then only a lower bound). Find mode (target >= 0)
 * instead stops at the first choice whose cost is exactly target and reports
 * it in *found_opt, *found_w.
 *
 * The options come from the list kept for the cell's key, else they are
 * made group by group on the stack of lists in progress (one list per cell
 * of the recursion) as the loop reaches them, and kept once complete. The
 * order, and so every step, is the same either way. A list never reaches
 * MAX_OPTS (counting every possible input of a cell gives at most 231
 * options, 4 x 231 at a prefix cell), so making it lazily cannot miss a
 * CR_E_LIMIT that making it at once would meet. */
static int32_t try_options(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, int32_t limit,
                           int32_t target, cri_suit_opt *found_opt, unsigned *found_w)
{
    struct cri_memo *m = c->m;
    uint64_t key = opt_key(c, cell, k0, k1);
    const cri_opt_slot *kept = opt_cache_find(m, key);
    /* Where the list is: the kept lists never move (the table of keys may). */
    const cri_suit_opt *list = m->ostack + m->osp;
    size_t base = m->osp, n = 0;
    opt_gen gen;
    bool complete = kept != NULL;
    if (kept) {
        list = m->oarena + kept->off;
        n = kept->n;
    } else {
        gen_start(c, cell, k0, k1, &gen);
    }
    int32_t best = CRI_DP_INF; /* exact when below limit, else a lower bound */
    bool last_suit = cell % 4 == 3;
    /* The states after options [ahead - PREFETCH_RING, ahead), computed when
     * their memo slots were prefetched. */
    uint64_t ring0[PREFETCH_RING], ring1[PREFETCH_RING];
    size_t ahead = 0;
    for (size_t i = 0;; i++) {
        if (i == n) {
            if (complete)
                break;
            if (!gen_more(c, &gen, m->ostack + base, &n)) {
                if (c->status != CR_OK)
                    return CRI_DP_INF;
                complete = true;
                opt_cache_put(m, key, m->ostack + base, n);
                break;
            }
            m->osp = base + n;
        }
        if (++c->s->steps > c->step_cap) {
            c->status = c->s->steps > c->s->budget ? CR_E_LIMIT : ATTEMPT_OVER;
            return CRI_DP_INF;
        }
        const cri_suit_opt *o = &list[i];
        int32_t cap = best < limit ? best : limit;
        int32_t sub_limit = target >= 0 ? target - o->cost + 1 : cap - o->cost;
        if (sub_limit <= 0) {
            if (target < 0 && o->cost < best)
                best = o->cost; /* a lower bound, >= limit here */
            continue;
        }
        uint64_t n0, n1;
        if (ahead > i) {
            n0 = ring0[i % PREFETCH_RING];
            n1 = ring1[i % PREFETCH_RING];
        } else {
            cri_dp_apply_option(c, cell, o, k0, k1, &n0, &n1);
            ahead = i + 1;
        }
        for (; ahead < n && ahead <= i + PREFETCH_AHEAD; ahead++) {
            uint64_t *p0 = &ring0[ahead % PREFETCH_RING], *p1 = &ring1[ahead % PREFETCH_RING];
            cri_dp_apply_option(c, cell, &list[ahead], k0, k1, p0, p1);
            prefetch_child(c, cell, *p0, *p1);
        }
        unsigned wmax = 0;
        uint32_t ok = 1u;
        unsigned pool = pool_of(n1);
        if (last_suit) {
            ok = cri_dp_group_ok(m, c->prof, pool);
            if (c->lean && ok)
                ok &= ~ok + 1u; /* lean: the fewest wild cards the groups need */
            wmax = c->pb->wilds - used_of(n0);
            n1 &= ~(UINT64_C(0xFF) << 32);
        }
        for (unsigned w = 0; w <= wmax && w < 32; w++) {
            if (!((ok >> w) & 1u))
                continue;
            if (target < 0) {
                cap = best < limit ? best : limit;
                sub_limit = cap - o->cost;
                if (sub_limit <= 0) {
                    if (o->cost < best)
                        best = o->cost;
                    break;
                }
            }
            int32_t sub = solve(c, cell + 1, n0 + ((uint64_t)w << 48), n1, sub_limit);
            if (c->status != CR_OK)
                return CRI_DP_INF;
            int32_t total = sub >= CRI_DP_INF ? CRI_DP_INF : o->cost + sub;
            if (target >= 0) {
                if (sub < sub_limit && total == target) {
                    *found_opt = *o;
                    *found_w = w;
                    return total;
                }
                continue;
            }
            if (total < best)
                best = total;
            if (best == 0)
                return 0; /* nothing beats leaving nothing out */
        }
    }
    return best;
}

int32_t cri_dp_step(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, int32_t limit,
                    int32_t target, cri_suit_opt *found_opt, unsigned *found_w)
{
    size_t base = c->m->osp;
    int32_t r = try_options(c, cell, k0, k1, limit, target, found_opt, found_w);
    c->m->osp = base; /* this cell's list in progress, if any, is done with */
    return r;
}

/* Memo entries store an exact cost, or (BOUND_FLAG in gen) only a lower
 * bound found under a smaller limit. */
#define BOUND_FLAG 0x80000000u

/* The sweep's settings as key bits above the state's (k1 uses bits 0..40):
 * the cyclic attempts at different cuts, lean or full, relaxed or not, share
 * the memo, so an attempt resumed with a larger allowance finds its work. */
static uint64_t sweep_key(const cri_dp_ctx *c)
{
    return ((uint64_t)c->rot << 48) | ((uint64_t)c->lean << 52) | ((uint64_t)c->relax << 53);
}

static int32_t solve(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, int32_t limit)
{
    if (cell / 4 > c->last)
        return terminal_cost(c, k0, k1);
    uint64_t key0 = k0 | ((uint64_t)cell << 53);
    uint64_t key1 = k1 | sweep_key(c);
    bool found;
    cri_memo_entry *e = memo_find(c->m, key0, key1, &found);
    if (found && (!(e->gen & BOUND_FLAG) || e->cost >= limit))
        return e->cost;
    int32_t best = cri_dp_step(c, cell, k0, k1, limit, -1, NULL, NULL);
    if (c->status != CR_OK)
        return CRI_DP_INF;
    /* The table may have grown while searching below: find the slot again. */
    if ((c->m->used + 1) * 2 > c->m->cap) {
        int32_t rc = memo_grow(c->m);
        if (rc == CR_E_LIMIT)
            next_generation(c->m); /* at its bound: the memo is a cache, start it afresh */
        else if (rc != CR_OK) {
            c->status = rc;
            return CRI_DP_INF;
        }
    }
    e = memo_find(c->m, key0, key1, &found);
    e->k0 = key0;
    e->k1 = key1;
    e->cost = best;
    e->gen = c->m->gen | (best >= limit ? BOUND_FLAG : 0u);
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
                pb->has_hand = true;
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
    pb->has_hand = pb->has_hand || nmay > 0;
}

/* ---- entry ------------------------------------------------------------------------ */

/* Cyclic ranks have no first rank: rank the 13 places to cut the cycle by
 * how few cards lie within two ranks of the cut, since every card that may
 * cross it multiplies the states. Writes the rotations, best first. */
static void rank_cuts(const cri_dp_problem *pb, unsigned order[13])
{
    uint64_t score[13];
    for (unsigned rot = 0; rot < 13; rot++) {
        score[rot] = 1;
        for (unsigned s = 0; s < 4; s++)
            for (unsigned k = 0; k < 4; k++) {
                /* virtual ranks 12, 13, 1, 2 around the cut */
                unsigned v = k < 2 ? 12 + k : k - 1;
                score[rot] *= 1u + pb->count[s][(v - 1 + rot) % 13 + 1];
            }
        unsigned j = rot;
        for (; j > 0 && score[order[j - 1]] > score[rot]; j--)
            order[j] = order[j - 1];
        order[j] = rot;
    }
}

/* Sets the sweep's rotation and the per-suit rank masks that depend on it. */
static void set_rotation(cri_dp_ctx *c, unsigned rot)
{
    c->rot = rot;
    for (unsigned su = 0; su < 4; su++) {
        c->suit_ranks[su] = 0;
        for (unsigned v = 1; v <= 13; v++)
            if (c->pb->count[su][real_rank(c, v)])
                c->suit_ranks[su] = (uint16_t)(c->suit_ranks[su] | (1u << v));
        if (c->prof->seq_mode != CR_SEQ_LOW && c->pb->count[su][real_rank(c, 1)])
            c->suit_ranks[su] = (uint16_t)(c->suit_ranks[su] | (1u << 14));
        if (c->prof->seq_mode == CR_SEQ_CYCLIC && c->pb->count[su][real_rank(c, 2)])
            c->suit_ranks[su] = (uint16_t)(c->suit_ranks[su] | (1u << 15));
    }
}

/* Whether natural (rank r, suit s) lies in some meld of all the cards with
 * the wild cards there are (only asked with fewer than two: with two, any
 * card makes a group). */
static bool in_some_meld(const cri_meld_profile *p, const cri_dp_problem *pb, unsigned s,
                         unsigned r)
{
    unsigned others = 0;
    for (unsigned t = 0; t < 4; t++) {
        unsigned n = pb->count[t][r] - (t == s ? 1u : 0u);
        others += p->group_distinct ? (t != s && n > 0) : n;
    }
    if (others + 1 + pb->wilds >= p->group_min && p->group_min <= (p->group_distinct ? 4u : 24u))
        return true;
    /* Runs: the three windows of three positions holding r. */
    int mode = p->seq_mode;
    for (int off = -2; off <= 0; off++) {
        unsigned missing = 0;
        bool fits = true;
        for (int k = 0; k < 3; k++) {
            int pos = (int)r + off + k; /* 0 is K (cyclic), 14 the high ace, 15 a 2 (cyclic) */
            if (pos == (int)r)
                continue;
            unsigned real;
            if (pos >= 1 && pos <= 13)
                real = (unsigned)pos;
            else if (mode == CR_SEQ_CYCLIC)
                real = (unsigned)((pos + 12) % 13 + 1);
            else if (mode == CR_SEQ_HIGH_OR_LOW && pos == 14)
                real = 1;
            else if (mode == CR_SEQ_HIGH_OR_LOW && r == 1 && pos <= 0)
                real = (unsigned)(pos + 13); /* the ace high: Q K A */
            else {
                fits = false;
                break;
            }
            missing += pb->count[s][real] == 0;
        }
        if (fits && missing <= pb->wilds)
            return true;
    }
    return false;
}

/* Takes out of pb the naturals that are in no meld at all: hand copies are
 * left out at once (their cost added to *cost), a table copy makes the
 * question impossible (returns false). */
static bool prune_isolated(const cri_meld_profile *p, cri_dp_problem *pb, uint8_t *left,
                           size_t *nleft, int32_t *cost)
{
    *nleft = 0;
    *cost = 0;
    if (pb->wilds >= 2)
        return true;
    bool drop[4][14] = {{false}};
    for (unsigned s = 0; s < 4; s++)
        for (unsigned r = 1; r <= 13; r++)
            drop[s][r] = pb->count[s][r] && !in_some_meld(p, pb, s, r);
    for (unsigned s = 0; s < 4; s++)
        for (unsigned r = 1; r <= 13; r++) {
            if (!drop[s][r])
                continue;
            if (pb->count[s][r] > pb->hand[s][r])
                return false;
            for (unsigned k = 0; k < pb->count[s][r]; k++)
                left[(*nleft)++] = CR_CARD(r, s);
            *cost += (int32_t)pb->count[s][r] * pb->leave[s][r];
            pb->count[s][r] = pb->hand[s][r] = 0;
        }
    return true;
}

/* Empties the kept option lists: once per query, as they depend on the
 * problem (never mid-search, where lists in use live on the stack and in
 * the arena; the sweep's settings are part of their key). */
static void options_clear(struct cri_memo *m)
{
    m->ogen++;
    if (m->ogen >= 0x7FFFFFFFu) {
        if (m->otab)
            memset(m->otab, 0, m->ocap * sizeof *m->otab);
        m->ogen = 1;
    }
    m->oused = 0;
    m->oarena_used = 0;
    m->osp = 0;
}

void cri_dp_scratch_free(cri_memo *m)
{
    if (!m)
        return;
    free(m->tab);
    free(m->ostack);
    free(m->otab);
    free(m->oarena);
    free(m);
}

/* Iterative deepening on the cost at the sweep's settings: a search under a
 * small limit prunes every path that already costs more; memoised lower
 * bounds carry over to the next, larger limit. */
static int32_t deepen(cri_dp_ctx *c, int32_t first_limit)
{
    int32_t best = CRI_DP_INF;
    for (int32_t lim = first_limit;; lim = lim < CRI_DP_INF / 2 ? lim * 2 : CRI_DP_INF) {
        best = solve(c, CELL(c->first, 0), 0, 0, lim);
        if (c->status != CR_OK || best < lim || lim >= CRI_DP_INF)
            return best;
    }
}

/* Rebuilds the solution of cost total: the rebuild is part of the answer,
 * so it runs outside the current attempt's allowance (not the budget's). */
static int32_t rebuild_answer(cri_dp_ctx *c, int32_t total)
{
    uint64_t cap = c->step_cap;
    c->step_cap = c->s->budget;
    int32_t rc = cri_dp_rebuild(c, total);
    c->step_cap = cap;
    return rc;
}

/* A whole sweep at c's settings: the lean search (wild cards only where a
 * meld needs them; the rest are added to melds afterwards), exact whenever
 * those extra wild cards fit, else the full search. Returns CR_OK with
 * *out_cost (CRI_DP_INF: impossible), ATTEMPT_OVER, or an error. */
static int32_t sweep(cri_dp_ctx *c, int32_t first_limit, bool want_result, int32_t pre_cost,
                     int32_t *out_cost)
{
    for (;;) {
        int32_t best = deepen(c, first_limit);
        if (c->status != CR_OK)
            return c->status;
        *out_cost = best >= CRI_DP_INF ? CRI_DP_INF : best + pre_cost;
        if (best >= CRI_DP_INF || (!want_result && !c->lean))
            return CR_OK;
        int32_t rc = rebuild_answer(c, best);
        if (rc != EXTRAS_UNPLACED || !c->lean)
            return rc;
        c->lean = false;
    }
}

/* The step count at which an attempt allowed `allowance` more steps stops
 * (never past the query's budget). */
static uint64_t cap_after(const cr_solver *s, uint64_t allowance)
{
    return s->budget - s->steps > allowance ? s->steps + allowance : s->budget;
}

/* Ends an attempt that used up its allowance: the query goes on. What it
 * finished stays in the memo (keyed by the sweep), for when it resumes. */
static void attempt_over(cri_dp_ctx *c)
{
    c->status = CR_OK;
}

/* Cyclic ranks: first a relaxation at every cut of the cycle, the plain
 * A..K sweep where a run may stop short at either end of the cut (it might
 * continue round the corner). It admits every cyclic solution, so it is a
 * lower bound: when it finds nothing there is nothing, and when its
 * solution's open halves join round the corner it is optimal. Cuts differ a
 * lot in how tight the relaxation is and how many states the full sweep
 * (wrap positions) has, so each attempt gets an allowance of steps: a cut
 * that does not settle the question within it gives way to the next, and
 * the full sweeps go round the cuts with doubling allowances, so the query
 * costs at most about twice the cuts tried times the cheapest cut's work. */
static int32_t solve_cyclic(cri_dp_ctx *c, bool want_result, int32_t pre_cost, int32_t *out_cost)
{
    cr_solver *s = c->s;
    unsigned cuts[13];
    rank_cuts(c->pb, cuts);
    int first = c->first, last = c->last;
    bool lean = c->pb->wilds > 0;
    int32_t best_lb = 0;
    uint64_t relaxed_steps[13];
    /* When the lean solution's extra wild cards fit nowhere at the first cut
     * (and its full relaxed solution does not join), they will not at the
     * others either: those only give their bound, or prove "impossible". */
    bool extras_stuck = false;
    c->relax = true;
    c->first = POS_RANK(1);
    c->last = POS_RANK(13);
    for (unsigned k = 0; k < 13; k++) {
        set_rotation(c, cuts[k]);
        c->lean = lean;
        uint64_t before = s->steps;
        c->step_cap = cap_after(s, s->relaxed_allowance);
        /* Lean first; when its extra wild cards fit nowhere, at the first
         * cut, the full relaxed search (whose solution may then join).
         * Every cut's relaxed optimum is a lower bound of the question's
         * optimum, but not of another cut's: the deepening may start at the
         * best bound so far, since a cheaper optimum here is found all the
         * same (exactly, below that limit). */
        int32_t lb;
        bool lean_extras = false;
        for (;;) {
            lb = deepen(c, best_lb > 0 ? best_lb + 1 : 16);
            if (c->status != CR_OK || lb >= CRI_DP_INF)
                break;
            best_lb = lb > best_lb ? lb : best_lb;
            if (extras_stuck)
                break;
            int32_t rc = rebuild_answer(c, lb);
            lean_extras = lean_extras || (c->lean && rc == EXTRAS_UNPLACED);
            if (rc == CR_OK) {
                *out_cost = lb + pre_cost;
                return CR_OK;
            }
            if (rc != NEED_FULL_SEARCH && rc != EXTRAS_UNPLACED)
                return rc;
            /* The full relaxed search at the first cut only: elsewhere it
             * rarely joins where the first did not. */
            if (rc != EXTRAS_UNPLACED || !c->lean || k > 0)
                break;
            c->lean = false;
        }
        extras_stuck = extras_stuck || (k == 0 && lean_extras);
        relaxed_steps[k] = s->steps - before;
        if (c->status == ATTEMPT_OVER) {
            relaxed_steps[k] = UINT64_MAX;
            attempt_over(c);
            continue;
        }
        if (c->status != CR_OK)
            return c->status;
        if (lb >= CRI_DP_INF) {
            *out_cost = CRI_DP_INF;
            return CR_OK;
        }
        next_generation(c->m);
    }
    /* The full sweeps, cheapest relaxation first (a cut whose relaxation
     * was quick tends to have few states round the corner too). */
    unsigned order[13];
    for (unsigned k = 0; k < 13; k++) {
        unsigned j = k;
        for (; j > 0 && relaxed_steps[order[j - 1]] > relaxed_steps[k]; j--)
            order[j] = order[j - 1];
        order[j] = k;
    }
    c->relax = false;
    c->first = first;
    c->last = last;
    uint64_t allowance = s->full_allowance ? s->full_allowance : 1;
    for (;; allowance = allowance < s->budget ? allowance * 2 : allowance) {
        for (unsigned k = 0; k < FULL_CUTS; k++) {
            set_rotation(c, cuts[order[k]]);
            c->lean = lean;
            c->step_cap = cap_after(s, allowance);
            int32_t rc = sweep(c, best_lb + 1, want_result, pre_cost, out_cost);
            if (rc != ATTEMPT_OVER)
                return rc;
            attempt_over(c);
        }
    }
}

int32_t cri_dp_solve(cr_solver *s, const cri_dp_problem *pb, int32_t *out_cost, bool want_result)
{
    if (!s->memo) {
        s->memo = calloc(1, sizeof *s->memo);
        if (!s->memo)
            return CR_E_NOMEM;
    }
    struct cri_memo *m = s->memo;
    if (!m->tab) {
        int32_t rc = memo_grow(m);
        if (rc != CR_OK)
            return rc;
    }
    if (!m->ostack) {
        /* Only the part in use is ever touched. */
        m->ostack = malloc((size_t)NPOS * 4 * MAX_OPTS * sizeof *m->ostack);
        if (!m->ostack)
            return CR_E_NOMEM;
    }
    next_generation(m);
    options_clear(m);
    /* Cards in no meld at all never need the search. */
    cri_dp_problem reduced = *pb;
    uint8_t pre_left[CR_MAX_CARDS];
    size_t npre = 0;
    int32_t pre_cost = 0;
    if (!prune_isolated(&s->prof, &reduced, pre_left, &npre, &pre_cost)) {
        *out_cost = CRI_DP_INF;
        return CR_OK;
    }
    pb = &reduced;
    cri_dp_ctx c;
    memset(&c, 0, sizeof c);
    c.s = s;
    c.m = m;
    c.pb = pb;
    c.pre_left = pre_left;
    c.npre_left = npre;
    c.prof = &s->prof;
    c.status = CR_OK;
    c.step_cap = s->budget;
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
    if (s->prof.seq_mode != CR_SEQ_CYCLIC) {
        set_rotation(&c, 0);
        c.lean = pb->wilds > 0;
        return sweep(&c, 16, want_result, pre_cost, out_cost);
    }
    return solve_cyclic(&c, want_result, pre_cost, out_cost);
}
