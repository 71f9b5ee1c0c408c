/* The option generator of the partition engine (solver_options.c): the ways
 * one suit can be treated at one position, made lazily in the order the
 * search tries them, and the groups a rank's naturals can form. */
#ifndef CRI_SOLVER_OPTIONS_H
#define CRI_SOLVER_OPTIONS_H

#include "solver/solver_dp.h"

/* What one cell's options depend on. */
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

/* The actions chosen so far for the open runs. */
typedef struct gen_acc {
    uint8_t act[MAX_RUNS];
    unsigned nat, wild;
} gen_acc;

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

/* Whether a run of value v may close (full search: 3+ long with a natural;
 * lean search: also two naturals; see the run values in solver_options.c). */
static inline bool closable(bool lean, unsigned v)
{
    return v == (lean ? 7u : 3u);
}

/* Relaxed sweep: whether suit s has a natural close enough to the cut for a
 * run round the corner: within the wild cards' reach of K (before the cut,
 * for a head after it) or of A (after it, for a tail before it). */
static inline bool near_cut(const cri_dp_ctx *c, unsigned s, bool before)
{
    unsigned reach = c->pb->wilds < 12 ? c->pb->wilds : 12;
    unsigned window = (1u << (reach + 1)) - 1u;
    unsigned ranks = c->suit_ranks[s];
    return before ? ((ranks >> (13 - reach)) & window) != 0 : ((ranks >> 1) & window) != 0;
}

/* Whether suit s has a natural within the next `budget` positions after
 * extended rank x (14: the high ace, 15: the 2 after it). */
static inline bool natural_follows(const cri_dp_ctx *c, unsigned s, unsigned x, unsigned budget)
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
static inline bool tail_to_cut(const cri_dp_ctx *c, unsigned s, unsigned rank, unsigned budget)
{
    return c->relax && rank + budget >= 14 && near_cut(c, s, false);
}

/* Whether a cell's one option changes nothing and costs nothing: a normal
 * position of (virtual) rank 3..11, which reads no reservation, where the
 * suit has no natural and no open run, and no run may start on a wild card
 * (none is free, or no natural of the suit follows within their reach, as
 * cri_dp_gen_start rules); and, after the last suit, no natural waits for
 * the rank's groups (the empty vector takes no wild card). The search
 * passes such a cell straight on (solve_at) and the rebuild steps over it:
 * the state, the cost and the melds are those its one option gives. */
static inline bool cri_dp_cell_passes(const cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1)
{
    unsigned s = (unsigned)cell % 4u;
    if (cell >= 64 || !((c->empty_cells >> cell) & 1u) || ((k0 >> (12 * s)) & 0xFFFu) != 0 ||
        (s == 3 && pool_of(k1) != 0))
        return false;
    unsigned budget = c->pb->wilds - used_of(k0), rank = pos_rank(cell / 4);
    return budget == 0 || !(natural_follows(c, s, rank, budget) || tail_to_cut(c, s, rank, budget));
}

/* Sets up the option generator of suit s at a cell. */
void cri_dp_gen_start(const cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1, opt_gen *g);

/* Appends the next non-empty group of options to out[0..*n); false when
 * there are no more (or the list is too long: c->status). */
bool cri_dp_gen_more(cri_dp_ctx *c, opt_gen *g, cri_suit_opt *out, size_t *n);

/* What a list of options is made from, after cri_dp_gen_start: every
 * input of the generator, packed in two words (runs: the suit's 12 bits of
 * the state's runs, which give the generator's val[] and nruns). Lists
 * made from the same inputs are the same list, in any query
 * (cri_opt_store_find). */
void cri_dp_opt_in_key(const opt_gen *g, unsigned runs, uint64_t *key0, uint64_t *key1);

/* The key of a cell's option list (what it depends on besides the query). */
uint64_t cri_dp_opt_key(const cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1);

/* A list about to be made: its generator and its inputs' key. */
typedef struct cri_opts_made {
    opt_gen gen;
    uint64_t in0, in1;
} cri_opts_made;

/* The complete option list of a cell (key: cri_dp_opt_key) when one is
 * kept: for key in this query, or made from the same inputs by this query
 * or an earlier one (then kept for key too). Else NULL, with *made set up
 * to make it (cri_dp_gen_more) and keep it (cri_opt_cache_put). The list
 * never moves while the query runs. */
const cri_suit_opt *cri_dp_opts_kept(cri_dp_ctx *c, int cell, uint64_t k0, uint64_t k1,
                                     uint64_t key, cri_opts_made *made, size_t *n);

#endif
