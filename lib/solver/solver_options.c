/* The options of the partition engine (docs/solver.md): the groups a
 * rank's naturals can form, and the ways one suit can be treated at one
 * position (which open runs continue, on a natural or a wild card, or
 * close; how many new runs start; how many naturals go to the groups or are
 * left out; how many are kept for a wrap position), made lazily in the order
 * the search tries them. Each pruning of the options is a named function
 * here: fed_ahead, run_act_ok, lean_wild_start, cyclic_reserve_cap and the
 * no-close-and-restart rule in push_opts. */
#include <limits.h>
#include <string.h>

#include "solver/solver_options.h"

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


/* The run is 3 or more cards long. */
static bool long_enough(bool lean, unsigned v)
{
    return lean ? v == 3 || v == 7 : v == 3 || v == 6;
}

static unsigned continued(bool lean, unsigned v, int act)
{
    return (lean ? next_lean : next_full)[v][act];
}


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
bool cri_dp_gen_more(cri_dp_ctx *c, opt_gen *g, cri_suit_opt *out, size_t *n)
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
void cri_dp_gen_start(const cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, opt_gen *g)
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

/* A count of the inputs' key: a card's copies (at most CR_MAX_PACKS), or
 * UINT_MAX ("no check", "no cap"), which becomes 4: every larger value acts
 * alike, as a cap on or a need for at most three copies. */
static uint64_t copies(unsigned v)
{
    return v < 4u ? v : 4u;
}

_Static_assert(CR_MAX_PACKS < 4, "a card's copies fit the inputs' key");

void cri_dp_opt_in_key(const opt_gen *g, unsigned runs, uint64_t *key0, uint64_t *key1)
{
    const suit_in *in = &g->in;
    /* (the suit's runs as the state holds them: sorted, so they give val[]
     * and nruns; budget < 32, as used_of) */
    uint64_t k = (uint64_t)runs | in->budget << 12 | (unsigned)in->kind << 17;
    k |= copies(in->avail) << 19 | copies(in->leavable) << 22 | copies(in->reserve_cap) << 25 |
         copies(in->next_avail) << 28 | copies(in->next2_avail) << 31 |
         copies(g->take_max) << 34;
    k |= (uint64_t)(in->start_natural | in->start_wild << 3) << 37;
    k |= (uint64_t)((unsigned)in->may_reserve | (unsigned)in->wild_start_ok << 1 |
                    (unsigned)in->lean << 2 | (unsigned)in->first_suffix << 3 |
                    (unsigned)in->wild_new_ok << 4)
         << 43;
    *key0 = k; /* 48 bits */
    /* The leave cost matters only where a natural may be left. */
    *key1 = in->leavable ? (uint32_t)in->leave_cost : 0u;
}

const cri_suit_opt *cri_dp_opts_kept(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1,
                                     uint64_t key, cri_opts_made *made, size_t *n)
{
    struct cri_memo *m = c->m;
    const cri_opt_slot *kept = cri_opt_cache_find(m, key);
    if (kept) {
        *n = kept->n;
        return cri_oarena_at(m, kept->off);
    }
    cri_dp_gen_start(c, cell, k0, k1, &made->gen);
    unsigned runs = (unsigned)(k0 >> (12 * (cell % 4))) & 0xFFFu;
    cri_dp_opt_in_key(&made->gen, runs, &made->in0, &made->in1);
    const cri_opt_made *e = cri_opt_store_find(m, key, made->in0, made->in1);
    if (!e)
        return NULL;
    *n = e->n;
    return cri_oarena_at(m, e->off);
}

/* What a cell's option list depends on besides the query: the suit's open
 * runs, the free wild cards, the reservation the cell reads (gen_start) and
 * the sweep's settings. Lists are shared by every state with the same key. */
uint64_t cri_dp_opt_key(const cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1)
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

/* The state after suit s takes an option at a position, in two steps: the
 * option's fields go into the state's words cleared here (cri_dp_apply). */
void cri_dp_apply_at(const cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, cri_apply_at *at)
{
    int pos = cell / 4;
    unsigned s = (unsigned)cell % 4u;
    int kind = pos_kind(c, pos);
    unsigned rank = pos_rank(pos);
    /* The runs are replaced, the wild cards used grow by the option's. */
    at->n0_base = k0 & ~(UINT64_C(0xFFF) << (12 * s));
    at->run_shift = 12 * s;
    /* The reservation field the cell reads or fills: filled from the
     * option (prefix Q and K, ranks A and 2) or emptied (taken from). */
    unsigned field = kind == PK_PREFIX   ? (rank == 12 ? RES_Q : RES_K)
                     : kind == PK_SUFFIX ? (rank == 1 ? RES_A : RES_2)
                     : rank == 12        ? RES_Q
                     : rank == 13        ? RES_K
                     : rank == 1         ? RES_A
                                         : RES_2;
    bool touches = kind != PK_NORMAL || rank == 12 || rank == 13 || rank == 1 || rank == 2;
    bool from_opt = kind == PK_PREFIX || (kind == PK_NORMAL && (rank == 1 || rank == 2));
    uint64_t res = k1 & 0xFFFFFFFFu;
    if (touches)
        res = res_set(res, s, field, 0);
    at->res_shift = s * 8 + field * 2;
    at->res_mask = from_opt ? 0xFFu : 0u;
    unsigned pool = pool_of(k1) & ~(3u << (2 * s));
    at->pool_shift = 32 + 2 * s;
    at->n1_base = res | ((uint64_t)pool << 32) | (k1 & (UINT64_C(1) << PLAYED_BIT));
    /* Copies left out are hand copies; any other hand copy was played. */
    at->hand_here = c->pb->any_play && kind == PK_NORMAL ? c->pb->hand[s][real_rank(c, rank)] : 0;
}
