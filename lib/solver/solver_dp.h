/* The partition engine's private parts, shared by the engine's files (the
 * programme) and solver_rebuild.c (the solution it rebuilds). */
#ifndef CRI_SOLVER_DP_H
#define CRI_SOLVER_DP_H

#include "solver/solver_table.h"

#include <string.h> /* memset (cri_generation_next) */

#define MAX_RUNS 4
#define RUN_MASK 7u
#define MAX_OPTS 1024
#define NPOS 17
#define POS_RANK(r) ((r) + 1) /* rank 1..13 sits at position 2..14 */
#define POS_SUFFIX_A 15
#define POS_SUFFIX_2 16
#define MEMO_MAX_LOG2 22
/* State bit (second key word): a hand card has been played (can_join). */
#define PLAYED_BIT 40
/* Cyclic: how many cuts the full sweeps go round (the allowances are the
 * solver's, solver_internal.h). */
#define FULL_CUTS 4u

/* The ahead bound's table covers states with fewer free wild cards than
 * this (with more it is not used: 0 is always a lower bound). */
#define CRI_AHEAD_WILDS 8

enum cri_pos_kind { PK_PREFIX, PK_NORMAL, PK_SUFFIX };
enum cri_run_act { ACT_CLOSE = 0, ACT_NATURAL = 1, ACT_WILD = 2 };
enum cri_run_src { SRC_NEW_NATURAL = 4, SRC_NEW_WILD = 5 };

/* One way to treat one suit at one position. */
typedef struct cri_suit_opt {
    uint16_t runs;   /* resulting run values, 3 bits each, sorted decreasing */
    uint8_t src[MAX_RUNS]; /* per resulting slot: old slot 0..3 or SRC_NEW_* */
    uint8_t act[MAX_RUNS]; /* per old slot: enum cri_run_act */
    uint8_t wilds;   /* wild cards used by runs */
    uint8_t pool;    /* naturals sent to the groups of this rank */
    uint8_t left;    /* naturals left out */
    uint8_t reserve; /* naturals reserved for (or taken from) a wrap position */
    int32_t cost;
} cri_suit_opt;

typedef struct cri_memo_entry {
    uint64_t k0, k1;
    int32_t cost;
    uint32_t gen; /* MEMO_GEN_MASK: generation; MEMO_CHOICE_*; MEMO_BOUND */
} cri_memo_entry;

/* A memo entry's last word. Its generation (current or stale) in the low
 * bits; MEMO_BOUND when the cost is only a lower bound; with an exact cost,
 * the choice the search reached it by, which the rebuild follows instead of
 * searching the cell again (0: none kept): the option's index in the cell's
 * list plus one (options past MEMO_CHOICE_OPTS are not kept), and the wild
 * cards given to the rank's groups after the last suit. */
#define MEMO_GEN_MASK 0xFFFFu
#define MEMO_CHOICE_SHIFT 16
#define MEMO_CHOICE_OPTS 0x3FFu   /* 10 bits: index + 1 */
#define MEMO_CHOICE_WILD_SHIFT 10 /* then 5 bits: the groups' wild cards */
#define MEMO_CHOICE_WILDS 0x1Fu
#define MEMO_BOUND 0x80000000u
_Static_assert(MAX_OPTS - 1 <= MEMO_CHOICE_OPTS && MEMO_CHOICE_WILD_SHIFT + 5 <= 15,
               "a choice fits between the generation and MEMO_BOUND");

/* One suit's least cost from a state on, alone (solver_bound.c). */
struct cri_bound_entry {
    uint64_t key;
    int32_t cost;
    uint32_t gen;
};

/* The next generation of a table emptied in O(1) by generations (the memo,
 * the kept option lists, the suit bound's table): an entry is current when
 * its generation is *gen. At `limit` (the largest generation its entries
 * hold) the table (bytes long; NULL when not made yet) is wiped and the
 * count starts again at 1, so that no entry of an old generation looks
 * current. */
static inline void cri_generation_next(uint32_t *gen, uint32_t limit, void *tab, size_t bytes)
{
    if (++*gen >= limit) {
        if (tab)
            memset(tab, 0, bytes);
        *gen = 1;
    }
}

/* A complete option list kept for a key (solver_memo.c, cri_dp_opt_key). */
typedef struct cri_opt_slot {
    uint64_t key;
    uint32_t gen;
    uint32_t off : 20; /* first option in the arena (< OPT_ARENA_MAX) */
    uint32_t n : 12;   /* options (<= MAX_OPTS) */
} cri_opt_slot;

/* A complete option list by what it was made from (cri_dp_opt_in_key):
 * the store that outlives a query (cri_opt_store_find). */
typedef struct cri_opt_made {
    uint64_t in0, in1;
    uint32_t off : 20; /* as in cri_opt_slot */
    uint32_t n : 12;
    uint32_t gen;      /* current when the store's (cri_generation_next) */
} cri_opt_made;

/* Bounds of the kept option lists (beyond them lists are made again). */
#define OPT_ARENA_MAX ((size_t)1 << 17) /* options (20 bytes each) */
#define OPT_TABLE_MAX ((size_t)1 << 15) /* slots, at most half used */
/* The arena's lists outlive their query while it is at most this full when
 * the next query starts (else it starts empty, and so does the store). */
#define OPT_ARENA_KEEP (OPT_ARENA_MAX / 4)
_Static_assert(OPT_ARENA_MAX <= ((size_t)1 << 20) && MAX_OPTS < (1 << 12),
               "a kept list's place fits cri_opt_slot's bit fields");

/* The stack of option lists in progress: one list per cell of the search's
 * recursion and as many again for the suit bound's (solver_bound.c). */
#define OSTACK_SIZE ((size_t)NPOS * 8 * MAX_OPTS)

/* The option stack and the arena of kept lists live in chunks of OCHUNK
 * options (40 KB), made when first reached: an allocation that size comes
 * from memory the heap already has, where one of the whole stack (2.8 MB)
 * was a fresh mmap for every solver, each page a question touched a page
 * fault (docs/solver.md, "Memory"). A list never spans two chunks: one
 * that might not fit in what is left of a chunk starts the next. */
#define OCHUNK ((size_t)2 * MAX_OPTS)
#define OSTACK_CHUNKS (2 * OSTACK_SIZE / OCHUNK) /* lists may leave up to half a chunk */
#define OARENA_CHUNKS (OPT_ARENA_MAX / OCHUNK)

struct cri_memo {
    cri_memo_entry *tab;
    size_t cap, used;
    uint32_t gen;
    /* Option lists in progress: a stack, one list per cell of the recursion
     * (which goes one cell deeper per level), the newest on top. */
    cri_suit_opt *ostack[OSTACK_CHUNKS]; /* chunks, made when first reached */
    size_t osp;                           /* options in use, counted across chunks */
    /* Complete option lists of this query, by key (cri_dp_opt_key). */
    cri_opt_slot *otab;
    size_t ocap, oused;
    uint32_t ogen;
    cri_suit_opt *oarena[OARENA_CHUNKS]; /* chunks, made when first reached */
    size_t oarena_used;
    /* The same lists by what they are made from, for later queries: an
     * earlier query's lists stay in the arena (OPT_ARENA_KEEP). */
    cri_opt_made *ptab;
    size_t pcap, pused;
    uint32_t pgen;
    uint64_t phits; /* lists found there, for the tests */
    uint32_t group_ok[256]; /* bit w: the naturals (count vector) take exactly w wild cards */
    uint64_t group_known[4]; /* bit v: group_ok[v] is computed */
    /* The suit bound's memo (solver_bound.c): one suit's least cost from a
     * position, by key; emptied per query by its generation. */
    struct cri_bound_entry *btab;
    size_t bcap, bused;
    uint32_t bgen;
};

/* ---- memory (solver_memo.c) ------------------------------------------------ */

/* Option i of the stack of lists in progress, or of the arena of kept ones. */
static inline cri_suit_opt *cri_ostack_at(const struct cri_memo *m, size_t i)
{
    return m->ostack[i / OCHUNK] + i % OCHUNK;
}
static inline const cri_suit_opt *cri_oarena_at(const struct cri_memo *m, size_t i)
{
    return m->oarena[i / OCHUNK] + i % OCHUNK;
}

/* Where a new list in progress starts: m->osp, or the start of the next
 * chunk when a whole list (MAX_OPTS) might not fit in what is left of this
 * one; its chunk made. SIZE_MAX when out of memory. */
size_t cri_ostack_open(struct cri_memo *m);

/* The home slot of a key: the slot is taken from the low bits, so every
 * key bit must reach them (murmur3's finaliser after folding the two words;
 * a multiply alone never moves the position and wild-card bits of k0 down,
 * and keys that differ only there piled up in long probe chains). */
static inline uint64_t cri_memo_mix(uint64_t a, uint64_t b)
{
    uint64_t h = a ^ (b * UINT64_C(0x9E3779B97F4A7C15)) ^ (b >> 29);
    h ^= h >> 33;
    h *= UINT64_C(0xFF51AFD7ED558CCD);
    h ^= h >> 33;
    h *= UINT64_C(0xC4CEB9FE1A85EC53);
    h ^= h >> 33;
    return h;
}

static inline cri_memo_entry *cri_memo_find(struct cri_memo *m, uint64_t k0, uint64_t k1, bool *found)
{
    size_t mask = m->cap - 1;
    for (size_t i = (size_t)cri_memo_mix(k0, k1) & mask;; i = (i + 1) & mask) {
        cri_memo_entry *e = &m->tab[i];
        if ((e->gen & MEMO_GEN_MASK) != m->gen) {
            *found = false;
            return e;
        }
        if (e->k0 == k0 && e->k1 == k1) {
            *found = true;
            return e;
        }
    }
}

/* Whether the memo must grow, or at its bound be emptied, before one more
 * entry. Below its bound it is kept at most half full, where probe chains
 * are short. At its bound it fills to three quarters first: emptying it
 * throws away the work of every attempt of the question (a CYCLIC question
 * resumes its attempts at each cut from the memo), and at three quarters a
 * chain is still a few slots. Measured on the hardest questions of the
 * benchmark (millions of steps), the memo emptied half as often and they
 * took 11-39% fewer steps; the others never reach the bound. */
static inline bool cri_memo_crowded(const struct cri_memo *m)
{
    if (m->cap < ((size_t)1 << MEMO_MAX_LOG2))
        return (m->used + 1) * 2 > m->cap;
    return (m->used + 1) * 4 > m->cap * 3;
}

/* Doubles the memo (CR_E_LIMIT at its bound, CR_E_NOMEM), keeping its entries. */
int32_t cri_memo_grow(struct cri_memo *m);

/* A new generation empties the memo in O(1). */
void cri_memo_next_generation(struct cri_memo *m);

/* The kept option list of key, or NULL. */
const cri_opt_slot *cri_opt_cache_find(const struct cri_memo *m, uint64_t key);

/* The complete list made from inputs in0, in1 (cri_dp_opt_in_key) by this
 * query or an earlier one, kept from now on for key too; NULL when there is
 * none (or it cannot be kept for key: it is made again). */
const cri_opt_made *cri_opt_store_find(struct cri_memo *m, uint64_t key, uint64_t in0,
                                       uint64_t in1);

/* Keeps a complete option list, for key and for its inputs in0, in1;
 * silently keeps nothing when the bounds are met (the list is then made
 * again on the next visit). */
void cri_opt_cache_put(struct cri_memo *m, uint64_t key, uint64_t in0, uint64_t in1,
                       const cri_suit_opt *opts, size_t n);

/* Empties the option lists kept by key (once per query); the store by
 * inputs keeps its lists when cri_opt_store_lasts. */
void cri_opt_cache_clear(struct cri_memo *m);

/* Whether the next query starts with the store's lists: it has some, the
 * arena is at most OPT_ARENA_KEEP full and the store a quarter (else both
 * start empty). */
bool cri_opt_store_lasts(const struct cri_memo *m);

/* The LP root bound's stages: the LP, then its branch and bound over
 * CRI_LP_BRANCH_NODES boxes, then over CRI_LP_DEEPER times as many, twice. */
#define LP_STAGES 4

typedef struct cri_dp_ctx {
    cr_solver *s;
    struct cri_memo *m;
    const cri_dp_problem *pb;
    const cri_meld_profile *prof;
    int first, last; /* positions used */
    int32_t status;  /* CR_OK until the search must stop */
    uint64_t empty_cells; /* bit cell: a normal position of virtual rank 3..11 whose suit
                           * has no natural there (cri_dp_cell_passes reads it) */
    uint16_t suit_ranks[4]; /* bit r: the suit has a natural of rank r (bit 14: an ace
                             * after K when aces may be high, bit 15: a 2 after it, cyclic) */
    bool lean;              /* wild cards only where needed; extras placed afterwards */
    unsigned rot;           /* cyclic: the sweep's rank 1 is the real rank 1 + rot */
    uint64_t step_cap;      /* the current attempt stops at this many steps (ATTEMPT_OVER) */
    bool relax;             /* cyclic relaxation: runs may be cut at the corner, no wrap positions */
    const uint8_t *pre_left; /* hand cards left out before the search (in no meld at all) */
    size_t npre_left;
    bool bound;             /* the suit bound prunes (solver_bound.c) */
    bool bound_ready;       /* cri_bound_start has run for this query */
    /* The suit bound's parts of the state last bounded at each cell (that
     * state and its four suits' least costs alone), valid while their
     * epoch is bepoch and the state is the one asked about: a child
     * differs from its parent in one suit only (cri_bound_rest). */
    struct cri_bound_parts {
        uint64_t k0, k1;
        int32_t part[4];
        uint32_t epoch;
    } bparts[NPOS * 4];
    uint32_t bepoch;              /* bumped whenever the sweep's settings may change */
    const int32_t *parent_parts; /* the parts of the state whose child solve() visits, or NULL */
    uint16_t can_group[4];  /* bit r (real rank): the natural of suit s, rank r may be in a group */
    int32_t lambda;         /* the suit bound's price of a wild card */
    bool bound_counts_wilds; /* nothing may be left out: a positive bound is "impossible" */
    int32_t group_share[14]; /* per real rank: a grouped natural's least share of wild cards, priced */
    bool probe;             /* stop at the first path under the root limit (PROBE_FOUND) */
    int32_t start_limit;    /* just above a cost some solution reaches (cri_dp_problem.upper),
                             * or 0: cri_dp_deepen's first limit is never lower */
    /* The LP root bound (solver_lp_root.c): the step counts from which the
     * LP [.][0] and its branch and bound's stages [.][1..] are asked for, of
     * the question's bound [0] and the lean search's [1] (UINT64_MAX: never). */
    uint64_t lp_mark[2][LP_STAGES];
    uint64_t lp_check;      /* when the sweep running asks for its next bound (UINT64_MAX: none) */
    uint64_t lp_question;   /* the question's name for the LP (cri_lp_set_question) */
    uint8_t lp_stage[2];    /* the full [0] and the lean [1] bound: the stages computed
                             * (0: none yet, 1 the LP's, 2.. a branch and bound's) */
    int32_t lp_root[2];     /* lower bounds of the sweep root's cost, full [0] and lean [1]
                             * searches, or -1; [0] CRI_DP_INF: no play melds the table */
    int32_t lp_now;         /* the bound of the sweep at its settings now (cri_lp_root_use) */
    bool lp_restart_ok;     /* a deepening round is running: it may stop for a better bound */
    bool lp_play;           /* s->lp_play is an optimal play, of cost lp_play_cost (LP_PLAY) */
    bool leave_one_ok;      /* a bestplay question that may try which card to leave */
    bool leave_one_due;     /* its branch and bound's bound is one card (LEAVE_ONE) */
    int32_t lp_play_cost;
    bool ahead_on;          /* the ahead bound prunes (solver_ahead.c) */
    bool ahead_ready;       /* its table is built for the sweep's rotation */
    int32_t ahead[CRI_AHEAD_WILDS][NPOS]; /* its table: by free wild cards and position */
} cri_dp_ctx;

/* The real rank of a virtual rank (1..13) of the sweep. */
static inline unsigned real_rank(const cri_dp_ctx *c, unsigned v)
{
    return (v - 1 + c->rot) % 13 + 1;
}

/* ---- state packing ---------------------------------------------------------- */

static inline unsigned run_get(uint64_t runs, unsigned s, unsigned j)
{
    return (unsigned)(runs >> (s * 12 + j * 3)) & RUN_MASK;
}

static inline unsigned used_of(uint64_t k0)
{
    return (unsigned)(k0 >> 48) & 31u;
}

static inline unsigned res_get(uint64_t res, unsigned s, unsigned which)
{
    return (unsigned)(res >> (s * 8 + which * 2)) & 3u;
}

static inline uint64_t res_set(uint64_t res, unsigned s, unsigned which, unsigned v)
{
    unsigned sh = s * 8 + which * 2;
    return (res & ~(UINT64_C(3) << sh)) | ((uint64_t)v << sh);
}

/* Reservation fields. */
enum { RES_Q = 0, RES_K = 1, RES_A = 2, RES_2 = 3 };

/* One group a rank's naturals can form: d[s] naturals of suit s, one of them
 * of the first suit present, taking wmin..wmax wild cards; rest is what
 * the other groups get. */
typedef struct cri_group_part {
    uint8_t d[4];
    uint8_t rest;
    uint8_t wmin, wmax;
} cri_group_part;

/* The programme walks cells (position, suit): at each cell one suit's
 * option is chosen; after the last suit of a position, the groups of that
 * rank take their wild cards. So a position costs a sum, not a product, of
 * the suits' options. State between cells: k0 = open runs (48 bits) | wild
 * cards used << 48; k1 = reservations (32 bits) | naturals sent to groups at
 * this position (2 bits a suit) << 32. */
#define CELL(pos, s) ((pos) * 4 + (int)(s))

static inline unsigned pool_of(uint64_t k1)
{
    return (unsigned)(k1 >> 32) & 0xFFu;
}

static inline int pos_kind(const cri_dp_ctx *c, int pos)
{
    (void)c;
    if (pos < 2)
        return PK_PREFIX;
    if (pos > 14)
        return PK_SUFFIX;
    return PK_NORMAL;
}

static inline unsigned pos_rank(int pos)
{
    static const unsigned ranks[NPOS] = {12, 13, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1, 2};
    return ranks[pos];
}

/* Status of a relaxed solution whose pieces do not join round the corner. */
#define NEED_FULL_SEARCH 1
/* Status of a lean solution whose extra wild cards fit in no meld. */
#define EXTRAS_UNPLACED 3
/* Status of a cyclic attempt that used up its allowance of steps. */
#define ATTEMPT_OVER 2
/* Status of a probe that found a path under its limit (solver_cyclic.c). */
#define PROBE_FOUND 4
/* Status of a deepening round stopped when the LP root bound came in, to
 * be searched again with it (cri_dp_deepen). */
#define LP_RESTART 5
/* Status of a question the LP's play answers (solver_lp_answer.c): it
 * unwinds every search and sweep, and the entry takes s->lp_play. */
#define LP_PLAY 6
/* Status of a bestplay question whose LP bound is one card (cri_lp_root_compute):
 * it unwinds every search and sweep, and the entry tries which card to
 * leave (solver_leave_one.c). */
#define LEAVE_ONE 7

/* Tries every option at a cell under a cost limit, or finds one of cost
 * target (solver_sweep.c). path: the cost of the options from the sweep's
 * root to the state (the LP root bound's early stop reads it). */
int32_t cri_dp_step(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, int32_t limit,
                    int32_t path, int32_t target, cri_suit_opt *found_opt, unsigned *found_w);

/* The choice the search kept with state k0, k1 at a cell when its exact
 * cost is `cost` (solver_sweep.c): the option and the groups' wild cards
 * that reach it. False when the memo has none; the rebuild then finds one
 * with cri_dp_step. */
bool cri_dp_memo_choice(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, int32_t cost,
                        cri_suit_opt *opt, unsigned *w);

/* What taking an option at one state needs, worked out once for all the
 * state's options (cri_dp_apply_at): the state's words with the moving
 * suit's runs, pool and reservation field cleared, and where the option's
 * fields go. */
typedef struct cri_apply_at {
    uint64_t n0_base, n1_base;
    unsigned run_shift;   /* 12 * suit */
    unsigned pool_shift;  /* 32 + 2 * suit */
    unsigned res_shift;   /* the reservation field the option sets */
    uint64_t res_mask;    /* 0xFF when the option's reserve is kept there, else 0 */
    unsigned hand_here;   /* can_join at a rank: its hand copies (more than left out: a play) */
} cri_apply_at;

/* Prepares the options of state k0, k1 at a cell (solver_options.c). */
void cri_dp_apply_at(const cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, cri_apply_at *at);

/* The state after option o, from what cri_dp_apply_at prepared. */
static inline void cri_dp_apply(const cri_apply_at *at, const cri_suit_opt *o, uint64_t *n0,
                                uint64_t *n1)
{
    *n0 = at->n0_base + ((uint64_t)o->runs << at->run_shift) + ((uint64_t)o->wilds << 48);
    *n1 = at->n1_base | (((uint64_t)o->reserve & at->res_mask) << at->res_shift) |
          ((uint64_t)o->pool << at->pool_shift) |
          ((uint64_t)(at->hand_here > o->left) << PLAYED_BIT);
}

/* The state after suit option o at a cell (both steps above at once). */
static inline void cri_dp_apply_option(const cri_dp_ctx *c, int cell, const cri_suit_opt *o,
                                       uint64_t k0, uint64_t k1, uint64_t *n0, uint64_t *n1)
{
    cri_apply_at at;
    cri_dp_apply_at(c, cell, k0, k1, &at);
    cri_dp_apply(&at, o, n0, n1);
}

/* Lists the groups a rank's naturals (a count vector) can form (solver_options.c). */
size_t cri_dp_group_parts(const cri_meld_profile *p, unsigned pool, cri_group_part *out);

/* Computes and keeps group_ok[pool] (solver_options.c). */
uint32_t cri_dp_group_ok_compute(struct cri_memo *m, const cri_meld_profile *p, unsigned pool);

/* Fills the group table of the usual group limits at once (solver_groups.c). */
void cri_dp_group_preset(struct cri_memo *m, const cri_meld_profile *p);

/* Bit w: the naturals of a count vector plus w wild cards split exactly
 * into valid groups. */
static inline uint32_t cri_dp_group_ok(struct cri_memo *m, const cri_meld_profile *p,
                                       unsigned pool)
{
    if ((m->group_known[pool >> 6] >> (pool & 63u)) & 1u)
        return m->group_ok[pool];
    return cri_dp_group_ok_compute(m, p, pool);
}

/* Rebuilds one solution of cost total into the solver's result; returns
 * CR_OK, NEED_FULL_SEARCH, EXTRAS_UNPLACED or an error (solver_rebuild.c). */
int32_t cri_dp_rebuild(cri_dp_ctx *c, int32_t total);

/* ---- the sweep (solver_sweep.c), the cyclic cuts (solver_cyclic.c), the
 * pruning before the search (solver_problem.c) ---------------------------------- */

/* Sets the sweep's rotation and the per-suit rank masks that depend on it. */
void cri_dp_set_rotation(cri_dp_ctx *c, unsigned rot);

/* Iterative deepening from first_limit at c's settings: the least cost, or
 * CRI_DP_INF (c->status says whether the search stopped). */
int32_t cri_dp_deepen(cri_dp_ctx *c, int32_t first_limit);

/* Whether some path at c's settings costs less than limit: a search that
 * stops at the first one found (true, status CR_OK). Otherwise false, with
 * c->status CR_OK (none: the least cost is at least limit) or why it
 * stopped. What it finished stays in the memo, exact or a bound. */
bool cri_dp_probe(cri_dp_ctx *c, int32_t limit);

/* Rebuilds the solution of cost total outside the attempt's allowance. */
int32_t cri_dp_rebuild_answer(cri_dp_ctx *c, int32_t total);

/* Whether the lean search may be tried first: its proof reads a run of one
 * natural and two wild cards as a group of those three cards, which needs
 * groups of three to be allowed (group_min <= 3 <= group_max). Otherwise
 * the full search answers alone. */
static inline bool cri_dp_lean_ok(const cri_meld_profile *p, const cri_dp_problem *pb)
{
    return pb->wilds > 0 && p->group_min <= 3 && p->group_max >= 3;
}

/* A whole sweep at c's settings, lean first, then full when the lean
 * solution's extra wild cards fit nowhere. Returns CR_OK with *out_cost,
 * ATTEMPT_OVER, or an error. */
int32_t cri_dp_sweep(cri_dp_ctx *c, int32_t first_limit, bool want_result, int32_t pre_cost,
                     int32_t *out_cost);

/* Solves a cyclic question over the portfolio of cuts. */
int32_t cri_dp_solve_cyclic(cri_dp_ctx *c, bool want_result, int32_t pre_cost, int32_t *out_cost);

/* The ranks (bit r) at which a natural of the problem lies in some group of
 * its rank's naturals and every wild card (the same for every suit holding
 * one at that rank; read with the naturals there, as a rank without any may
 * be set when the wild cards alone make a group). */
uint32_t cri_dp_ranks_in_some_group(const cri_meld_profile *p, const cri_dp_problem *pb);

/* An upper bound (at most its copies) of how many copies of the natural of
 * suit s, rank r melds without wild cards (groups of its rank, runs through
 * it) can hold at once: any more are melded only with a wild card, or not. */
unsigned cri_dp_natural_melds_most(const cri_meld_profile *p, const cri_dp_problem *pb,
                                   unsigned s, unsigned r);

/* ---- the suit bound (solver_bound.c) --------------------------------------------- */

/* The steps a question takes before the suit bound joins in: a question
 * settled in fewer (most are) does not pay for building one suit's costs
 * alone per sweep setting, which cost up to three times the search on a
 * whole CYCLIC pack; a hard one loses at most these steps. */
#define CRI_BOUND_AFTER 2000u

/* Prepares the suit bound of a query (c->can_group, c->lambda, ...) on its
 * first use; clears c->bound when its memo cannot be had. */
void cri_bound_start(cri_dp_ctx *c);

/* A new generation empties the suit bound's table in O(1) (a query's
 * start, or the table full at its bound); the table is wiped when the
 * number nears 2^31, so that no entry of an old generation looks current. */
void cri_bound_next_generation(struct cri_memo *m);

/* A lower bound of the least cost from state k0, k1 at cell to the end.
 * parent: the parts of the state at cell - 1 it follows from, or NULL. */
int32_t cri_bound_rest(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, const int32_t *parent);

/* ---- the LP root bound (solver_lp_root.c) ---------------------------------------- */

/* (The marks at which a question asks for it: solver_lp_marks.h.) */

/* Sets c->lp_mark for a new query: only bestplay questions (a card
 * outweighs every value) and those without a hand (a proof that none
 * exists) ask for the LP. */
void cri_lp_root_arm(cri_dp_ctx *c);

/* Solves the LP of c's problem for the search running (lean or full) and
 * sets its c->lp_root (CRI_DP_INF: no play melds the table), once each;
 * in the lean search, the question's own too once its mark is passed, for
 * its play (cri_lp_answer).
 * Leaves it -1 when the LP cannot be had (no memory, a profile it does not
 * model). A round that may restart (c->lp_restart_ok) ends with LP_RESTART. */
void cri_lp_root_compute(cri_dp_ctx *c);

/* Whether the integer point of the LP bound just computed, read back as
 * melds, is a play of c's question costing bound (a lower bound of every
 * play): then it is optimal, s->lp_play holds it, c->lp_play is set
 * (solver_lp_answer.c). */
bool cri_lp_answer(cri_dp_ctx *c, int32_t bound);

/* Whether the scratch's whole point (a leave check's: cri_lp_leave_check),
 * read back as melds, melds every card of red but one copy of code, every
 * meld checked: then s->lp_play holds those melds (its cards left are the
 * caller's to fill: code, and red's pruned before the search)
 * (solver_lp_answer.c). */
bool cri_lp_answer_but_one(cr_solver *s, const cri_dp_reduced *red, uint8_t code);

/* Whether the scratch's whole point (the last bound's, before any leave
 * check), read back as melds, melds every card of red but one copy of one
 * card, every meld checked (what cri_lp_answer_but_one accepts for that
 * card): then *code is that card and s->lp_play holds the melds
 * (solver_lp_answer.c). */
bool cri_lp_whole_leaves_one(cr_solver *s, const cri_dp_reduced *red, uint8_t *code);

/* The boxes of which card to leave's check of each card on the bound's
 * model (cri_lp_leave_check), where its LP cannot rule the card out: every
 * point of that model melds the same cards, so the boxes look for a whole
 * one, which the first met closes (measured: fortieth round of
 * docs/benchmarks-solver-rounds.md). */
#define CRI_LEAVE_CHECK_NODES 24

/* A bestplay question whose LP bound (bound, in the search's units) is
 * one card: the cheapest card whose leaving lets every other card of r's
 * problem arrange, tried cheapest first, none costing less than bound; its
 * cost (with r->cost) in *out_cost and, with want_result, the arrangement
 * in s->res; lp_name names the question's full bound, whose model rules
 * cards out first (cri_lp_leave_check). NEED_FULL_SEARCH when no card does (two or more are left), or
 * an error (CR_E_LIMIT, CR_E_NOMEM) (solver_leave_one.c). */
int32_t cri_dp_leave_one(cr_solver *s, const cri_dp_reduced *r, int32_t bound, uint64_t lp_name,
                         int32_t *out_cost, bool want_result);
/* The name of c's question's bound (lean or full) for the LP's scratch
 * (cri_lp_set_question): which card to leave checks the cards on the full
 * bound's model under it (cri_lp_leave_check). */
uint64_t cri_lp_root_name(const cri_dp_ctx *c, bool lean);

/* The question's own LP root bound for the cyclic cuts, between relaxed
 * cuts (whose sweeps never ask for it): computes the full search's bound
 * (the LP, then its branch and bound) where the step count has passed its
 * mark, and returns it: -1 when there is none (yet), CRI_DP_INF when
 * nothing melds the table. c's settings are left as they were. */
int32_t cri_lp_root_for_cuts(cri_dp_ctx *c);

/* The step count at which the question's own bound is next due
 * (UINT64_MAX: never): a relaxed cut stops there, so that the bound is
 * computed at its mark rather than after the cut's whole allowance. */
uint64_t cri_lp_root_due_for_cuts(const cri_dp_ctx *c);

/* Sets c->lp_now for the sweep's settings: the lean or the full bound, or
 * -1 in a relaxed cyclic sweep or a probe (whose optimum may lie under
 * both), and c->lp_check, the step count from which that bound is asked
 * for. Called whenever they may have changed (a round, a probe) and when
 * a bound is computed. */
void cri_lp_root_use(cri_dp_ctx *c);

/* ---- the ahead bound (solver_ahead.c) -------------------------------------------- */

/* The steps a question takes before the ahead bound joins in: building its
 * table costs more than the questions settled in fewer save (hints on
 * 90-card tables: 2-3% more instructions with it from the first step, 1.4%
 * from 100 steps, 0.7% from 500, where the 40-card ones gain less). */
#define CRI_AHEAD_AFTER 100u

/* Builds c's ahead bound table for the sweep's rotation (on first use). */
void cri_ahead_start(cri_dp_ctx *c);

/* A lower bound of the least cost from a state at cell with wild cards
 * used as in k0: the naturals ahead in no meld without wild cards, less
 * what the free wild cards can bring into melds. */
static inline int32_t cri_ahead_bound(const cri_dp_ctx *c, int cell, uint64_t k0)
{
    unsigned f = c->pb->wilds - used_of(k0);
    return f < CRI_AHEAD_WILDS ? c->ahead[f][cell / 4] : 0;
}

/* Frees the suit bound's memo. */
void cri_bound_free(struct cri_memo *m);

/* Takes out of pb the naturals in no meld at all: hand copies are left out
 * (into left, their cost into *cost); a table copy makes the question
 * impossible (false). */
bool cri_dp_prune_isolated(const cri_meld_profile *p, cri_dp_problem *pb, uint8_t *left,
                           size_t *nleft, int32_t *cost);

#endif
