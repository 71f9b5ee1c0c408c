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
 * (wild cards only where needed); solver_rebuild.c turns the memo into melds.
 *
 * This file: the search itself (try_options, solve), the sweep at one
 * setting (deepen, sweep) and the entry. The options come from
 * solver_options.c, the memo from solver_memo.c, the cyclic portfolio of
 * cuts from solver_cyclic.c, the problem and its pruning before the search
 * from solver_problem.c. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "solver/solver_options.h"

/* How many options ahead the search starts loading memo slots. */
#define PREFETCH_AHEAD 4
#define PREFETCH_RING 8 /* > PREFETCH_AHEAD */
/* Memo capacities (entries of 24 bytes) up to which nothing is loaded ahead. */
#define PREFETCH_MIN_CAP ((size_t)1 << 13)

/* ---- the programme ------------------------------------------------------------- */

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

/* The search comes in two copies of the same code (the functions *_at,
 * inlined into each): the plain one, and the one that carries the path's
 * cost for the LP root bound's early stop (lp). Carrying it costs the
 * median question, which never computes the bound, about 1% of its
 * instructions, so only a round that has the bound uses that copy. */
#ifdef __GNUC__
#define SEARCH_INLINE static inline __attribute__((always_inline))
#else
#define SEARCH_INLINE static inline
#endif

static int32_t solve(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, int32_t limit);
static int32_t solve_lp(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, int32_t limit,
                        int32_t path);

/* The memo's key of state k0, k1 at a cell: the cell above the state's bits
 * of k0 (k0 uses bits 0..52), the sweep's settings above k1's (k1 uses bits
 * 0..40): the cyclic attempts at different cuts, lean or full, relaxed or
 * not, share the memo, so an attempt resumed with a larger allowance finds
 * its work. The search, its prefetch and the rebuild all key a state so. */
static inline void memo_key(const cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1,
                            uint64_t *key0, uint64_t *key1)
{
    *key0 = k0 | ((uint64_t)cell << 53);
    *key1 = k1 | ((uint64_t)c->rot << 48) | ((uint64_t)c->lean << 52) |
            ((uint64_t)c->relax << 53);
}

/* The LP root bound's early stop (docs/solver.md, "The LP root bound"): in a
 * full sweep every path from the root through this state costs at least the
 * question's optimum, so at least the root bound R. A completion found at
 * cost t with path + t <= R is then this state's optimum (no completion can
 * cost less than R - path) and the search of the state may stop there, its
 * value exact. R is the bound of the sweep's own problem (c->lp_now:
 * cri_lp_root_use); the relaxed cyclic sweeps have none, and probes and
 * the rebuild's search for a target look for other things: none stops
 * early. Returns the largest completion cost that stops, or -1. */
static inline int32_t lp_room(const cri_dp_ctx *c, int32_t target, int32_t path)
{
    return target >= 0 ? -1 : c->lp_now - path;
}

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
    uint64_t key0, key1;
    memo_key(c, cell + 1, n0, n1, &key0, &key1);
    __builtin_prefetch(&c->m->tab[(size_t)cri_memo_mix(key0, key1) & (c->m->cap - 1)]);
#else
    (void)c, (void)cell, (void)n0, (void)n1;
#endif
}

/* A choice as the memo keeps it (MEMO_CHOICE_*): option i of the cell's
 * list, then w wild cards to the rank's groups; 0 (none) past the bits. */
static inline uint32_t choice_word(size_t i, unsigned w)
{
    return i < MEMO_CHOICE_OPTS && w <= MEMO_CHOICE_WILDS
               ? (uint32_t)(i + 1) | (uint32_t)w << MEMO_CHOICE_WILD_SHIFT
               : 0u;
}

/* Tries every option at a cell (and, after the last suit, every group wild
 * count): branch and bound under limit. Returns the least cost when it is
 * below limit, else limit (then only a lower bound); with the least cost,
 * *choice is the first choice that reaches it (choice_word). Find mode
 * (target >= 0) instead stops at the first choice whose cost is exactly
 * target and reports it in *found_opt, *found_w.
 *
 * The options come from the list kept for the cell's key, else they are
 * made group by group on the stack of lists in progress (one list per cell
 * of the recursion) as the loop reaches them, and kept once complete. The
 * order, and so every step, is the same either way. A list never reaches
 * MAX_OPTS (counting every possible input of a cell gives at most 231
 * options, 4 x 231 at a prefix cell), so making it lazily cannot miss a
 * CR_E_LIMIT that making it at once would meet. */
SEARCH_INLINE int32_t try_options_at(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1,
                                     int32_t limit, int32_t path, int32_t target,
                                     cri_suit_opt *found_opt, unsigned *found_w, uint32_t *choice,
                                     const bool lp)
{
    struct cri_memo *m = c->m;
    uint64_t key = cri_dp_opt_key(c, cell, k0, k1);
    size_t base = 0, n = 0;
    cri_opts_made made;
    const cri_suit_opt *list = cri_dp_opts_kept(c, cell, k0, k1, key, &made, &n);
    cri_suit_opt *fresh = NULL; /* the list in progress, when not kept */
    bool complete = list != NULL;
    if (!complete) {
        base = cri_ostack_open(m);
        if (base == SIZE_MAX) {
            c->status = CR_E_NOMEM;
            return CRI_DP_INF;
        }
        list = fresh = cri_ostack_at(m, base);
    }
    int32_t best = CRI_DP_INF; /* exact when below limit, else a lower bound */
    bool last_suit = cell % 4 == 3;
    /* This state's suit bound parts, when solve() just made them: its
     * children's bounds start from them (cri_bound_rest). */
    const struct cri_bound_parts *bp = &c->bparts[cell];
    const int32_t *mine = bp->epoch == c->bepoch && bp->k0 == k0 && bp->k1 == k1 ? bp->part : NULL;
    /* The states after options [ahead - PREFETCH_RING, ahead), computed when
     * their memo slots were prefetched. */
    uint64_t ring0[PREFETCH_RING], ring1[PREFETCH_RING];
    size_t ahead = 0;
    /* A memo that fits in the cache gains nothing from loading ahead, and
     * the states made ahead for options never tried are work lost. */
    bool prefetch = m->cap > PREFETCH_MIN_CAP;
    cri_apply_at at;
    cri_dp_apply_at(c, cell, k0, k1, &at);
    int32_t room = lp ? lp_room(c, target, path) : -1;
    for (size_t i = 0;; i++) {
        if (i == n) {
            if (complete)
                break;
            if (!cri_dp_gen_more(c, &made.gen, fresh, &n)) {
                if (c->status != CR_OK)
                    return CRI_DP_INF;
                complete = true;
                cri_opt_cache_put(m, key, made.in0, made.in1, list, n);
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
            cri_dp_apply(&at, o, &n0, &n1);
            ahead = i + 1;
        }
        for (; prefetch && ahead < n && ahead <= i + PREFETCH_AHEAD; ahead++) {
            uint64_t *p0 = &ring0[ahead % PREFETCH_RING], *p1 = &ring1[ahead % PREFETCH_RING];
            cri_dp_apply(&at, &list[ahead], p0, p1);
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
            c->parent_parts = mine;
            uint64_t w0 = n0 + ((uint64_t)w << 48);
            int32_t sub = lp ? solve_lp(c, cell + 1, w0, n1, sub_limit, path + o->cost)
                             : solve(c, cell + 1, w0, n1, sub_limit);
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
            if (total < best) {
                best = total;
                *choice = choice_word(i, w);
            }
            if (best == 0)
                return 0; /* nothing beats leaving nothing out */
            if (lp && total <= room && sub < sub_limit)
                return total; /* the LP root bound's early stop: exact (lp_room) */
        }
    }
    return best;
}

SEARCH_INLINE int32_t step_at(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, int32_t limit,
                              int32_t path, int32_t target, cri_suit_opt *found_opt,
                              unsigned *found_w, uint32_t *choice, const bool lp)
{
    size_t base = c->m->osp;
    int32_t r =
        try_options_at(c, cell, k0, k1, limit, path, target, found_opt, found_w, choice, lp);
    c->m->osp = base; /* this cell's list in progress, if any, is done with */
    return r;
}

int32_t cri_dp_step(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, int32_t limit,
                    int32_t path, int32_t target, cri_suit_opt *found_opt, unsigned *found_w)
{
    uint32_t choice = 0;
    if (c->lp_now >= 0)
        return step_at(c, cell, k0, k1, limit, path, target, found_opt, found_w, &choice, true);
    return step_at(c, cell, k0, k1, limit, 0, target, found_opt, found_w, &choice, false);
}

/* Option i of a cell's list: from the kept list, else made again as far as
 * i (the order is the same either way). False when there is none. */
static bool option_at(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, size_t i,
                      cri_suit_opt *out)
{
    struct cri_memo *m = c->m;
    cri_opts_made made;
    size_t n = 0;
    const cri_suit_opt *kept =
        cri_dp_opts_kept(c, cell, k0, k1, cri_dp_opt_key(c, cell, k0, k1), &made, &n);
    if (kept) {
        if (i >= n)
            return false;
        *out = kept[i];
        return true;
    }
    size_t base = cri_ostack_open(m);
    if (base == SIZE_MAX)
        return false;
    cri_suit_opt *list = cri_ostack_at(m, base);
    bool more = true;
    while (n <= i && (more = cri_dp_gen_more(c, &made.gen, list, &n)))
        m->osp = base + n;
    m->osp = base;
    if (!more) {
        c->status = CR_OK; /* a list too long: the search finds its own way */
        return false;
    }
    *out = list[i];
    return true;
}

bool cri_dp_memo_choice(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, int32_t cost,
                        cri_suit_opt *opt, unsigned *w)
{
    if (c->s->memo_choice_off)
        return false;
    uint64_t key0, key1;
    memo_key(c, cell, k0, k1, &key0, &key1);
    bool found;
    const cri_memo_entry *e = cri_memo_find(c->m, key0, key1, &found);
    if (!found || (e->gen & MEMO_BOUND) || e->cost != cost)
        return false;
    uint32_t choice = e->gen >> MEMO_CHOICE_SHIFT;
    size_t i = choice & MEMO_CHOICE_OPTS;
    if (!i || !option_at(c, cell, k0, k1, i - 1, opt))
        return false;
    *w = (choice >> MEMO_CHOICE_WILD_SHIFT) & MEMO_CHOICE_WILDS;
    return true;
}

/* A probe (c->probe) stops at the first path that costs less than its root
 * limit, which reaches here as a cost below the state's own limit. */
static int32_t probe_check(cri_dp_ctx *c, int32_t cost, int32_t limit)
{
    if (c->probe && cost < limit) {
        c->status = PROBE_FOUND;
        return CRI_DP_INF;
    }
    return cost;
}

SEARCH_INLINE int32_t solve_at(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, int32_t limit,
                               int32_t path, const bool lp)
{
    const int32_t *parent = c->parent_parts; /* set by the caller for this call only */
    c->parent_parts = NULL;
    if (cell / 4 > c->last)
        return probe_check(c, terminal_cost(c, k0, k1), limit);
    /* A cell with one option that changes nothing (cri_dp_cell_passes):
     * straight on, without a memo entry; it counts the step its option
     * would (the marks that read the steps were measured with it). */
    if (cri_dp_cell_passes(c, cell, k0, k1)) {
        c->s->steps++;
        return lp ? solve_lp(c, cell + 1, k0, k1, limit, path) : solve(c, cell + 1, k0, k1, limit);
    }
    /* The entry: an exact cost (with the choice that reached it), or
     * (MEMO_BOUND) only a lower bound found under a smaller limit. */
    uint64_t key0, key1;
    memo_key(c, cell, k0, k1, &key0, &key1);
    bool found;
    cri_memo_entry *e = cri_memo_find(c->m, key0, key1, &found);
    if (found && (!(e->gen & MEMO_BOUND) || e->cost >= limit))
        return probe_check(c, e->cost, limit);
    int32_t best = 0;
    uint32_t choice = 0;
    if (!found) {
        /* The ahead bound (solver_ahead.c): the naturals ahead that no meld
         * with the free wild cards holds are left out of every completion. */
        if (c->ahead_on && c->s->steps >= CRI_AHEAD_AFTER) {
            if (!c->ahead_ready)
                cri_ahead_start(c); /* on first use: most small questions end before */
            best = cri_ahead_bound(c, cell, k0);
        }
        /* The LP root bound's next stage, once its mark is passed (it may
         * end the round: LP_RESTART). Looked for at every first visit, so
         * that a mark under CRI_BOUND_AFTER is met where it lies, not at
         * the next round's start. */
        if (c->s->steps >= c->lp_check) {
            cri_lp_root_compute(c);
            if (c->status != CR_OK)
                return CRI_DP_INF;
        }
        /* The suit bound (solver_bound.c): a state it puts at or past the
         * limit is not searched; the bound is memoised like any lower bound.
         * (Only on a first visit: a state met again has its own, better
         * bound; and only once the question has taken CRI_BOUND_AFTER steps.) */
        if (c->bound && best < limit &&
            (c->s->steps >= CRI_BOUND_AFTER || c->s->bound_at_once)) {
            if (!c->bound_ready)
                cri_bound_start(c); /* prepared on first use: most questions end before */
            if (c->bound) { /* (no memory for its table: off) */
                int32_t suits = cri_bound_rest(c, cell, k0, k1, parent);
                best = suits > best ? suits : best;
            }
            if (c->status != CR_OK)
                return CRI_DP_INF;
        }
    }
    if (best < limit)
        best = step_at(c, cell, k0, k1, limit, path, -1, NULL, NULL, &choice, lp);
    if (c->status != CR_OK)
        return CRI_DP_INF;
    /* The table may have grown while searching below: find the slot again. */
    if (cri_memo_crowded(c->m)) {
        int32_t rc = cri_memo_grow(c->m);
        if (rc == CR_E_LIMIT)
            cri_memo_next_generation(c->m); /* at its bound: the memo is a cache, start it afresh */
        else if (rc != CR_OK) {
            c->status = rc;
            return CRI_DP_INF;
        }
    }
    e = cri_memo_find(c->m, key0, key1, &found);
    e->k0 = key0;
    e->k1 = key1;
    e->cost = best;
    e->gen = c->m->gen | (best >= limit ? MEMO_BOUND : choice << MEMO_CHOICE_SHIFT);
    if (!found)
        c->m->used++;
    return best;
}

static int32_t solve(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, int32_t limit)
{
    return solve_at(c, cell, k0, k1, limit, 0, false);
}

static int32_t solve_lp(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, int32_t limit,
                        int32_t path)
{
    return solve_at(c, cell, k0, k1, limit, path, true);
}

/* ---- one sweep --------------------------------------------------------------------- */

/* Sets the sweep's rotation and the per-suit rank masks that depend on it. */
void cri_dp_set_rotation(cri_dp_ctx *c, unsigned rot)
{
    c->rot = rot;
    c->bepoch++;
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
    c->empty_cells = 0;
    for (int pos = 0; pos < NPOS && CELL(pos, 3) < 64; pos++) {
        unsigned rank = pos_rank(pos);
        if (pos_kind(c, pos) != PK_NORMAL || rank < 3 || rank > 11)
            continue;
        for (unsigned su = 0; su < 4; su++)
            if (!c->pb->count[su][real_rank(c, rank)])
                c->empty_cells |= UINT64_C(1) << CELL(pos, su);
    }
    c->ahead_ready = false; /* the ahead bound's table depends on the rotation */
}

/* The next round's limit after a round under lim found nothing: twice
 * lim, or, under the LP root bound, lim up to the next whole card: the
 * bound's card count is the optimum's on 98% of the questions (test_lp), so
 * the optimum is most likely under the next card, and doubling from there
 * would admit plays leaving twice the cards, a search many times larger. */
static int32_t next_limit(const cri_dp_ctx *c, int32_t lim)
{
    int32_t w = c->pb->card_weight;
    if (c->lp_now >= 0 && w > 0 && lim / w < CRI_DP_INF / w - 1) {
        int32_t card = (lim / w + 1) * w;
        if (card < lim * 2)
            return card;
    }
    return lim < CRI_DP_INF / 2 ? lim * 2 : CRI_DP_INF;
}

/* Iterative deepening on the cost at the sweep's settings: a search under a
 * small limit prunes every path that already costs more; memoised lower
 * bounds carry over to the next, larger limit. It starts no lower than the
 * start limit: a solution below that exists, so the rounds below it would
 * only prove that nothing cheaper does, which the first round proves too. */
int32_t cri_dp_deepen(cri_dp_ctx *c, int32_t first_limit)
{
    int32_t best = CRI_DP_INF;
    int32_t lim = first_limit > c->start_limit ? first_limit : c->start_limit;
    c->bepoch++; /* lean or relax may have changed: no parts carry over */
    for (;;) {
        cri_lp_root_use(c);
        if (c->s->steps >= c->lp_check)
            cri_lp_root_compute(c);
        if (c->lp_root[0] >= CRI_DP_INF)
            return CRI_DP_INF; /* the LP proves that nothing melds the table */
        if (c->lp_play) {
            c->status = LP_PLAY; /* the LP's play is optimal: the answer */
            return CRI_DP_INF;
        }
        if (c->leave_one_due) {
            c->status = LEAVE_ONE; /* which card to leave (solver_leave_one.c) */
            return CRI_DP_INF;
        }
        /* The LP root bound: no solution costs less, so rounds under it
         * would fail. (Not in the relaxed cyclic sweeps, whose optimum may
         * lie under it: there a higher limit only loosens the sweep.) */
        if (lim <= c->lp_now)
            lim = c->lp_now + 1;
        int cell = CELL(c->first, 0);
        c->lp_restart_ok = true;
        best = c->lp_now >= 0 ? solve_lp(c, cell, 0, 0, lim, 0) : solve(c, cell, 0, 0, lim);
        c->lp_restart_ok = false;
        if (c->status == LP_RESTART) {
            c->status = CR_OK; /* the bound came in this round: again with it */
            continue;
        }
        if (c->status != CR_OK || best < lim || lim >= CRI_DP_INF)
            return best;
        lim = next_limit(c, lim);
    }
}

bool cri_dp_probe(cri_dp_ctx *c, int32_t limit)
{
    c->probe = true;
    c->bepoch++;
    cri_lp_root_use(c);
    solve(c, CELL(c->first, 0), 0, 0, limit);
    c->probe = false;
    cri_lp_root_use(c);
    if (c->status != PROBE_FOUND)
        return false;
    c->status = CR_OK;
    return true;
}

/* Rebuilds the solution of cost total: the rebuild is part of the answer,
 * so it runs outside the current attempt's allowance (not the budget's). */
int32_t cri_dp_rebuild_answer(cri_dp_ctx *c, int32_t total)
{
    uint64_t cap = c->step_cap;
    c->step_cap = c->s->budget;
    c->bepoch++;
    int32_t rc = cri_dp_rebuild(c, total);
    c->step_cap = cap;
    return rc;
}

/* A whole sweep at c's settings: the lean search (wild cards only where a
 * meld needs them; the rest are added to melds afterwards), exact whenever
 * those extra wild cards fit, else the full search. Returns CR_OK with
 * *out_cost (CRI_DP_INF: impossible), ATTEMPT_OVER, or an error. */
int32_t cri_dp_sweep(cri_dp_ctx *c, int32_t first_limit, bool want_result, int32_t pre_cost,
                     int32_t *out_cost)
{
    for (;;) {
        int32_t best = cri_dp_deepen(c, first_limit);
        if (c->status != CR_OK)
            return c->status;
        *out_cost = best >= CRI_DP_INF ? CRI_DP_INF : best + pre_cost;
        if (best >= CRI_DP_INF || (!want_result && !c->lean))
            return CR_OK;
        int32_t rc = cri_dp_rebuild_answer(c, best);
        if (rc != EXTRAS_UNPLACED || !c->lean)
            return rc;
        c->lean = false;
    }
}

/* ---- entry ------------------------------------------------------------------------ */

int32_t cri_dp_solve(cr_solver *s, const cri_dp_problem *pb, int32_t *out_cost, bool want_result)
{
    /* Cards in no meld at all never need the search. */
    cri_dp_reduced r;
    r.pb = *pb;
    r.nleft = 0;
    r.cost = 0;
    r.meldable = cri_dp_prune_isolated(&s->prof, &r.pb, r.left, &r.nleft, &r.cost);
    r.made = true;
    return cri_dp_solve_reduced(s, &r, out_cost, want_result);
}

int32_t cri_dp_solve_reduced(cr_solver *s, const cri_dp_reduced *r, int32_t *out_cost,
                             bool want_result)
{
    if (!r->meldable) { /* a card that must be melded is in no meld */
        *out_cost = CRI_DP_INF;
        return CR_OK;
    }
    if (!s->memo) {
        s->memo = calloc(1, sizeof *s->memo);
        if (!s->memo)
            return CR_E_NOMEM;
        cri_dp_group_preset(s->memo, &s->prof);
    }
    struct cri_memo *m = s->memo;
    if (!m->tab) {
        int32_t rc = cri_memo_grow(m);
        if (rc != CR_OK)
            return rc;
    }
    cri_memo_next_generation(m);
    cri_opt_cache_clear(m);
    const cri_dp_problem *pb = &r->pb;
    int32_t pre_cost = r->cost;
    cri_dp_ctx c;
    memset(&c, 0, sizeof c);
    c.s = s;
    c.m = m;
    c.pb = pb;
    c.pre_left = r->left;
    c.npre_left = r->nleft;
    c.prof = &s->prof;
    c.status = CR_OK;
    c.step_cap = s->budget;
    c.bepoch = 1; /* the parts of the suit bound: none valid yet */
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
    /* The quick bounds' play (solver_quick.c) costs pb->upper: the
     * deepening may start just above it. Measured on the bestplay benchmark
     * that pays only without wild cards (with them, a loose start costs the
     * lean search more than the rounds it skips), so only then. */
    c.start_limit = pb->upper > pre_cost && pb->wilds == 0 ? pb->upper - pre_cost + 1 : 0;
    /* can_join's costs say only whether a hand card is played: no bound. */
    c.bound = !pb->any_play;
    c.ahead_on = !pb->any_play;
    cri_lp_root_arm(&c);
    int32_t rc;
    if (s->prof.seq_mode != CR_SEQ_CYCLIC) {
        cri_dp_set_rotation(&c, 0);
        c.lean = cri_dp_lean_ok(&s->prof, pb);
        rc = cri_dp_sweep(&c, 16, want_result, pre_cost, out_cost);
    } else {
        rc = cri_dp_solve_cyclic(&c, want_result, pre_cost, out_cost);
    }
    if (rc == LP_PLAY) { /* solver_lp_answer.c */
        s->res = s->lp_play;
        *out_cost = c.lp_play_cost + pre_cost;
        rc = CR_OK;
    }
    if (rc == LEAVE_ONE) {
        rc = cri_dp_leave_one(s, r, c.lp_root[0], cri_lp_root_name(&c, false), out_cost, want_result);
        if (rc == NEED_FULL_SEARCH) { /* no single card: the search again, to its end */
            bool off = s->leave_one_off;
            s->leave_one_off = true;
            s->least_left = s->least_left_off ? 0 : 2; /* (no play leaves none, nor one) */
            rc = cri_dp_solve_reduced(s, r, out_cost, want_result);
            s->least_left = 0;
            s->leave_one_off = off;
        }
    }
    return rc;
}
