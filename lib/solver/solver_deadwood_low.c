/* One-pack deadwood under LOW runs: the plain search of solver_deadwood.c
 * (lowest card first: runs from it, shortest first, then groups, largest
 * first, then leaving it out; the first partition found at the least cost
 * wins), with every subtree that needs no choice answered in closed form.
 *
 * From a 64-bit hand mask, shifts give the cards lying in some run (three
 * ranks in a row) and in some group (group_min suits of a rank). A card in
 * neither is deadwood whatever happens. When no card lies in both and every
 * card that melds is worth something, the least deadwood is exactly the
 * value of the cards in neither: groups take all of their rank, and a
 * stretch of k cards in a row splits into runs. The search would find, first,
 * the split that takes runs of 3 from the low end while the rest can still be
 * melded whole (3, 4 and 5 cards stay one run; 6 = 3+3, 7 = 3+4, ...), which
 * is what the closed form writes. So the search only branches where a card
 * lies in both a run and a group (about 3% of random 10-card hands; 60% have
 * no meld at all and are answered by lookups). */
#include "solver/solver_deadwood_low.h"

#define NODE_LIMIT 20000 /* the plain search's: this search visits no more nodes */

/* The melds chosen on a path, in the order of their lowest card. A meld is
 * its mask: a run lies in one suit lane, a group does not. Small enough to
 * copy whole when a path becomes the best. */
typedef struct low_path {
    uint64_t meld[CRI_DEADWOOD_LOW_MAX_CARDS / 3];
    size_t depth;
} low_path;

typedef struct low_ctx {
    const cr_solver *s;
    uint64_t zero;    /* cards that meld but are worth 0: leaving one out may tie */
    unsigned gmin, gmax;
    int32_t best;
    unsigned nodes;
    bool aborted;
    low_path path, best_path;
    uint64_t best_rest; /* what the closed form melds after best_path */
} low_ctx;

/* Cards of m in some run of at least three (LOW: ranks 1..13 in bits 1..13
 * of each 16-bit suit lane; bits 0, 14 and 15 are never set, so runs cannot
 * cross lanes: the plain shifts of cri_run_starts without its loop). */
static inline uint64_t run_cover(uint64_t m)
{
    uint64_t starts = m & (m >> 1) & (m >> 2);
    return starts | (starts << 1) | (starts << 2);
}

/* ---- writing the result --------------------------------------------------- */

/* A meld of natural cards: under LOW both runs and groups list their cards
 * in code order. */
static void put_meld(cri_result *r, uint64_t meld)
{
    cri_result_meld *e = &r->melds[r->meld_count++];
    size_t n = r->card_count;
    bool one_suit = (meld >> ((unsigned)__builtin_ctzll(meld) & ~15u)) <= UINT64_C(0xFFFF);
    e->kind = one_suit ? CR_MELD_RUN : CR_MELD_GROUP;
    e->start = (uint16_t)n;
    for (; meld; meld &= meld - 1) {
        uint8_t code = (uint8_t)__builtin_ctzll(meld);
        r->cards[n] = code;
        r->stands_for[n] = code;
        n++;
    }
    e->count = (uint8_t)(n - e->start);
    r->card_count = n;
}

/* The closed form's melds of rest (no card in both a run and a group), in
 * the order the search takes them: by lowest card. */
static void put_rest(cri_result *r, uint64_t rest, unsigned gmin)
{
    const uint64_t groups = cri_group_cover(rest, gmin);
    while (rest) {
        unsigned lo = (unsigned)__builtin_ctzll(rest);
        uint64_t meld;
        if ((groups >> lo) & 1u) {
            meld = rest & (CRI_RANK_COLUMN << (lo & 15u));
        } else {
            /* The stretch from lo: runs of 3 until 3 to 5 cards are left. */
            unsigned len = (unsigned)__builtin_ctzll(~((rest & ~groups) >> lo));
            meld = ((UINT64_C(1) << (len > 5 ? 3 : len)) - 1) << lo;
        }
        put_meld(r, meld);
        rest &= ~meld;
    }
}

/* Writes the cards left out and returns their value (summed on the way:
 * cheaper than lane lookups afterwards). */
static int32_t put_unmatched(const cr_solver *s, cri_result *r, uint64_t left)
{
    size_t n = 0;
    int32_t value = 0;
    for (; left; left &= left - 1) {
        unsigned code = (unsigned)__builtin_ctzll(left);
        r->unmatched[n++] = (uint8_t)code;
        value += s->card_value[code];
    }
    r->unmatched_count = n;
    return value;
}

/* ---- the search ------------------------------------------------------------- */

static void search(low_ctx *c, uint64_t m, int32_t cost);

static void try_meld(low_ctx *c, uint64_t m, int32_t cost, uint64_t meld)
{
    if (c->path.depth == CRI_ARRAY_LEN(c->path.meld)) {
        c->aborted = true; /* a hand beyond CRI_DEADWOOD_LOW_MAX_CARDS: not ours */
        return;
    }
    c->path.meld[c->path.depth++] = meld;
    search(c, m & ~meld, cost);
    c->path.depth--;
}

static void search(low_ctx *c, uint64_t m, int32_t cost)
{
    if (c->aborted || cost >= c->best)
        return;
    if (++c->nodes > NODE_LIMIT) {
        c->aborted = true;
        return;
    }
    uint64_t runs = run_cover(m), groups = cri_group_cover(m, c->gmin);
    uint64_t iso = m & ~(runs | groups);
    /* Few cards fall out at a time here: a loop over them beats the
     * lane lookups of cri_mask_value. */
    for (uint64_t b = iso; b; b &= b - 1)
        cost += c->s->card_value[__builtin_ctzll(b)];
    if (cost >= c->best)
        return;
    m &= ~iso;
    if (!(runs & groups) && !(m & c->zero)) {
        /* Nothing left to choose: the rest melds whole (see the top). */
        c->best = cost;
        c->best_path = c->path;
        c->best_rest = m;
        return;
    }
    /* The plain search's branches at the lowest card, in its order. */
    unsigned lo = (unsigned)__builtin_ctzll(m);
    unsigned r = lo & 15u, s = lo >> 4;
    uint64_t lob = UINT64_C(1) << lo;
    uint64_t meld = lob;
    for (unsigned q = r + 1; q <= 13 && ((m >> (lo + q - r)) & 1u); q++) {
        meld |= lob << (q - r);
        if (q - r + 1 >= 3)
            try_meld(c, m, cost, meld);
    }
    unsigned others = cri_rank_suits(m, r) & ~(1u << s);
    for (unsigned t = others; t; t = (t - 1) & others) {
        unsigned size = 1u + cri_suit_count(t);
        if (size >= c->gmin && size <= c->gmax)
            try_meld(c, m, cost, lob | cri_rank_in_suits(r, t));
    }
    search(c, m & ~lob, cost + c->s->card_value[lo]);
}

/* Which of the cards that meld are worth 0 (a profile may set a value to
 * 0): usually none, and few cards meld, so a loop over them is short. */
static uint64_t zero_valued(const cr_solver *s, uint64_t melds)
{
    uint64_t zero = 0;
    for (; melds; melds &= melds - 1) {
        unsigned code = (unsigned)__builtin_ctzll(melds);
        zero |= (uint64_t)(s->card_value[code] == 0) << code;
    }
    return zero;
}

bool cri_deadwood_low(cr_solver *s, uint64_t hand, int32_t *out_cost)
{
    cri_result *res = &s->res;
    const unsigned gmin = s->prof.group_min;
    const uint64_t runs = run_cover(hand), groups = cri_group_cover(hand, gmin);
    const uint64_t melds = runs | groups;
    const uint64_t zero = zero_valued(s, melds);
    if (!(runs & groups) && !zero) {
        /* Nothing to choose (97% of random 10-card hands, 60% without any
         * meld): the search's root would be its only node. */
        s->steps += 1;
        put_rest(res, melds, gmin);
        *out_cost = put_unmatched(s, res, hand & ~melds);
        return true;
    }
    low_ctx c;
    c.s = s;
    c.zero = zero;
    c.gmin = gmin;
    c.gmax = s->prof.group_max < 4 ? s->prof.group_max : 4;
    c.best = INT32_MAX;
    c.nodes = 0;
    c.aborted = false;
    c.path.depth = c.best_path.depth = 0;
    c.best_rest = 0;
    search(&c, hand, 0);
    s->steps += c.nodes;
    if (c.aborted)
        return false;
    uint64_t melded = c.best_rest;
    for (size_t i = 0; i < c.best_path.depth; i++) {
        put_meld(res, c.best_path.meld[i]);
        melded |= c.best_path.meld[i];
    }
    put_rest(res, c.best_rest, gmin);
    put_unmatched(s, res, hand & ~melded);
    *out_cost = c.best;
    return true;
}
