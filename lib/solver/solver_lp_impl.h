/* The LP bound's scratch and its dual simplex, shared by the LP's files:
 * solver_lp.c (the model and the question), solver_lp_simplex.c (the
 * solver), solver_lp_duality.c (its bound), solver_lp_branch.c and
 * solver_lp_penalty.c (the branch and bound and its split),
 * solver_lp_play.c and solver_lp_leave.c; and the tests' switches. Private
 * to them. */
#ifndef CRI_SOLVER_LP_IMPL_H
#define CRI_SOLVER_LP_IMPL_H

#include "solver/solver_lp.h"

#include <math.h> /* fabs (pivot_usable) */

enum {
    LP_ROWS = 120,            /* 52 cards, the wild row, 13 ranks, 52 copies, LP2's cards row */
    LP_COLS = 640,            /* runs 364 (cyclic, run_min 7) + groups 143 + wild 52, or pools */
    LP_NZ = LP_COLS * 15,     /* a template has at most 13 cards, plus the cards row */
    LP_WIDTH = LP_COLS + LP_ROWS,
    LP_MAX_POOL_SIZES = 8,    /* group sizes group_min..2*group_min-1 modelled per rank */
    LP_NEED_NATURAL_WILD = 9, /* from this many wild cards a run piece may be all wild */
};

enum {
    LP_BRANCH_OPEN = 1024, /* boxes open at once in the branch and bound (and its node cap) */
    LP_BRANCH_DEPTH = 48, /* bound changes a box may carry from the root */
    LP_VALUE_ROUNDS = 4,  /* card counts a bound may try (beyond_value in solver_lp.c) */
    LP_TWIN_BITS = 10,    /* the twin columns' table (is_twin in solver_lp.c): over LP_COLS */
    LP_CRASH_FILL_MIN = 60, /* a hand alone with a wild card fills its crash basis from here */
    LP_SPLIT_CANDIDATES = 16, /* the most fractional templates and rows a box's split is
                               * chosen among */
    LP_ROW_SPLIT_WEIGHT = 2,  /* a row's penalty score counts this many times a template's */
    LP_LEVELS = 2 * CR_MAX_CARDS + 1, /* card counts a branch and bound's plays may meld */
};

/* A basis as the branch and bound keeps it for each open box, so that the
 * box's children start from it: which columns are basic, and which
 * nonbasic ones are at their upper bound, a bit each. */
enum { LP_BASIS_WORDS = (LP_COLS + LP_ROWS + 63) / 64 };
typedef struct cri_lp_basis {
    uint64_t basic[LP_BASIS_WORDS], upper[LP_BASIS_WORDS];
} cri_lp_basis;

/* A basis with its B^-1 and the values the simplex ended on (reduced
 * costs, nonbasic and basic values): the split box's, from which both its
 * children start (a copy back costs less than making B^-1 again, and with
 * the values a child need not restart: solve() in solver_lp_branch.c). */
typedef struct cri_lp_factor {
    double binv[LP_ROWS * LP_ROWS];
    double d[LP_WIDTH], z[LP_WIDTH], xb[LP_ROWS];
    int basis[LP_ROWS];
    uint8_t state[LP_COLS + LP_ROWS];
} cri_lp_factor;

/* A box of the branch and bound (solver_lp_branch.c): bound changes from
 * the model's own boxes, its bound, whether it is to be split, and the
 * basis its simplex ended on. */
typedef struct cri_lp_box {
    cri_lp_basis basis;
    int serial; /* the how-many-th box solved (whether its basis is the one loaded) */
    double bound;
    bool to_split; /* a fractional solution above the whole point: the template to
                    * split it on is chosen when it is split (branch_on) */
    bool stale;    /* lowered a card and left to be solved again at its turn, its
                    * bound a ceiling meanwhile (left_for_its_turn) */
    int depth;
    /* its changes: column col[k] (a template, or n + r for row r's slack,
     * which is the row's value) within lo[k] .. hi[k] */
    int16_t col[LP_BRANCH_DEPTH], lo[LP_BRANCH_DEPTH], hi[LP_BRANCH_DEPTH];
    int16_t kcards; /* its cards row's cap: the branch and bound's, or lower (run_box) */
} cri_lp_box;

#define LP_EPS_PIVOT 1e-9
#define LP_EPS_FEAS 1e-7
#define LP_EPS_DUAL 1e-9 /* a reduced cost this near 0 keeps its column's side (cri_lp_restart) */
#define LP_MARGIN 1e-6

enum { AT_LOWER = 0, AT_UPPER = 1, BASIC = 2 };

/* What a column stands for, so that an integer point can be read back as
 * melds (solver_lp_play.c). */
enum cri_lp_col_kind {
    COL_RUN,          /* a run of `size` cards of `suit` from `rank` (round the corner in CYCLIC) */
    COL_GROUP,        /* a group of `rank`, suits the bits of `suit` */
    COL_POOL_NATURAL, /* u_c: copies of (suit, rank) in the pooled groups of its rank */
    COL_POOL_WILD,    /* v_r: wild cards in the pooled groups of `rank` */
    COL_POOL_GROUPS,  /* g_{r,k}: pooled groups of `size` cards of `rank` */
    COL_WILD_FOR      /* y_c: wild cards standing for (suit, rank) in runs and groups */
};
typedef struct cri_lp_col {
    uint8_t kind, suit, rank, size;
} cri_lp_col;

/* Where a branch and bound stands, so that a deeper one goes on from it:
 * its objective and cards cap, the boxes solved and left open (lp->open). */
typedef struct cri_lp_branch_state {
    double per_card, kcards;
    int nodes, nopen;
    bool stopped; /* at its cap, with a box left to split */
    int at_hand;  /* the serial of the box whose values the scratch holds (0: none) */
} cri_lp_branch_state;

/* What the plays of a bound's question are worth by the cards they meld,
 * for its branch and bounds (set by value_rounds in solver_lp.c, read by
 * run_box in solver_lp_branch.c): no play melding L cards has an objective
 * at or under floor[L] (L < count), and none melds fewer than least. */
typedef struct cri_lp_levels {
    bool on; /* else every point of the model may be a play */
    int least, count;
    double floor[LP_LEVELS];
} cri_lp_levels;

/* Reduced-cost fixing in a branch and bound (docs/solver.md, "Fixing by
 * reduced costs"): the root box's weak-duality bound and its templates'
 * reduced costs under the same prices; from them, once a whole point W is
 * met, each template's cap, the most copies a point of objective W + 1 or
 * more can use. */
typedef struct cri_lp_fixing {
    bool on;                   /* the root's prices were sane: caps may be made */
    double root_bound;         /* weak duality's bound of the root box */
    double cost[LP_COLS];      /* each template's reduced cost under its prices */
    double whole;              /* the whole point's objective the caps are made for */
    double cap[LP_COLS];       /* each template's cap (up_j where none) */
    /* The boxes still at the root's cards cap (top) look only for plays
     * melding that many cards, above the floor of their count too
     * (lp->levels): their caps, made for that floor or the whole point. */
    int top;
    double whole_top;
    double cap_top[LP_COLS];
    int64_t fixed;             /* tests: templates capped under up_j, in the scratch's life */
} cri_lp_fixing;

/* Where a bound's card-count rounds stand (bestplay_bound in solver_lp.c),
 * kept with the branch and bound of the last one, so that the same
 * question's bound asked again with more boxes goes on from there instead
 * of solving the LP and the boxes already solved again. */
typedef struct cri_lp_rounds {
    uint64_t question; /* cri_lp_set_question()'s name of the question (0: none) */
    const cri_meld_profile *profile;
    bool lean;
    bool open; /* the first round's branch and bound stopped at its cap: it may go on */
    int melded, total; /* the cards the round melds, of all the cards */
    double big, ub2; /* the round's objective per card, its LP's bound */
    bool lp2_at_hand; /* the basis is the first round's LP's optimum, but for its cap */
} cri_lp_rounds;

struct cri_lp {
    /* the model: rows lo <= A x <= hi, columns 0 <= x <= up, maximise c x */
    int m, n;
    double lo[LP_ROWS], hi[LP_ROWS];
    double up[LP_COLS], cost[LP_COLS];
    double cards[LP_COLS], worth[LP_COLS]; /* cards melded, their value (wild at vw) */
    cri_lp_col info[LP_COLS];              /* what each column stands for */
    int beg[LP_COLS + 1];
    int16_t row[LP_NZ];
    double val[LP_NZ];
    /* the question, as counts */
    int tcnt[52], hcnt[52];  /* natural copies (wild deuces excluded) */
    bool deuce[52];          /* a wild deuce of this card is in the question */
    int tw, w;               /* wild cards on the table, in all */
    int row_of[52], wild_row, rank_row[13];
    /* The card rows' and the wild row's own bounds while a branch and bound
     * runs (the copies of each card melded, the wild cards melded: whole in
     * every play), which a box may split like a template's (cri_lp_branch
     * sets them; row 0, the cards row, has the box's own cap instead);
     * splittable[r]: row r is one of them, with room to split. */
    double row_lo[LP_ROWS], row_hi[LP_ROWS];
    bool splittable[LP_ROWS];
    /* the simplex: B^-1 (m x m), row i of B^-1 [A -I], a column, reduced
     * costs, values */
    double binv[LP_ROWS * LP_ROWS]; /* by columns: B^-1[r][c] at c * m + r */
    double rho[LP_ROWS];            /* row i of B^-1 */
    double alpha[LP_WIDTH], col[LP_ROWS];
    double d[LP_WIDTH], z[LP_WIDTH], xb[LP_ROWS];
    double nonbasic_objective; /* sum of c_j z_j over the nonbasic templates, kept by
                                * the dual simplex's steps (basic_objective) */
    double lb[LP_WIDTH], ub[LP_WIDTH];
    int basis[LP_ROWS];
    uint8_t state[LP_WIDTH];
    int nz[LP_WIDTH];
    double ratio[LP_WIDTH], size[LP_WIDTH]; /* the ratio test's candidates (entering_col) */
    double penalty_rows[LP_ROWS * LP_SPLIT_CANDIDATES]; /* cri_lp_penalty_rates' rows of B^-1 */
    double perturbation[LP_COLS]; /* each column's (cri_lp_make_perturbations) */
    int32_t pivots;
    bool run_optimal; /* the last run ended with no row outside its bounds */
    cri_lp_box open[LP_BRANCH_OPEN]; /* the branch and bound's open boxes */
    cri_lp_branch_state bb;          /* and where it stands (it may go on: cri_lp_branch_more) */
    cri_lp_fixing fix;               /* and its templates' caps */
    cri_lp_levels levels;            /* and the plays' floors by card count */
    cri_lp_factor split;             /* the basis of the box it splits */
    cri_lp_factor sibling;           /* the first child's, solved before the second */
    int sibling_serial;              /* its serial (-1: none) */
    int32_t branch_nodes;      /* cri_lp_set_branch_nodes(); 0: the LP alone */
    int32_t least_left;        /* cri_lp_set_least_left(); 0: none */
    uint64_t question;         /* cri_lp_set_question() */
    uint64_t model_question;   /* the question whose bound built the model (0: none, or
                                * its rows moved since: cri_lp_leave_check) */
    bool model_lean;           /* and whether that bound was the lean one */
    uint64_t checks_question;  /* the question whose bound's columns are in the scratch,
                                * its rows perhaps moved by checks since: which card to
                                * leave may check on them (cri_lp_leave_check) */
    cri_lp_rounds rounds;      /* the last bound's rounds */
    int32_t branch_nodes_used; /* by the last bound's branch and bounds (cri_lp_branch adds) */
    bool settled; /* every round of the last bound closed its branch and bound (cri_lp_settled) */
    /* The best integer point the last bound met (cri_lp_keep_whole): the
     * columns' values, its objective; has_whole false when it met none. */
    int16_t whole[LP_COLS];
    double whole_objective;
    bool has_whole;
    bool whole_lean; /* it is a point of the lean model */
    bool keep_twins; /* tests: every template its own column, twins too */
    bool slack_start; /* tests: every bound from the slack basis, not the crash start */
    bool crash_largest_first; /* tests: the crash start's templates largest first, as before
                               * the sixty-seventh round (a question test_lp_leave.c
                               * pins) */
    bool restart_every_box; /* tests: every box restarts, its parent's values at hand or not */
    bool split_most_fractional; /* tests: a box splits on its most fractional template */
    bool boxes_unperturbed; /* tests: a box's restart leaves the reduced costs as made */
    bool boxes_uncut;       /* tests: a box's simplex runs on under the whole point found */
    bool boxes_unfixed;     /* tests: no template capped by its reduced cost */
    int64_t boxes_at_hand;  /* tests: the boxes solved without a restart, in the scratch's life */
    int64_t box_pivots;     /* tests: the pivots of the boxes' simplex, in the scratch's life */
    int64_t boxes_to_split; /* tests: the boxes solved to be split, in the scratch's life */
    int64_t boxes_split;    /* tests: the boxes split (a template chosen), in the scratch's life */
    int64_t boxes_lowered;  /* tests: the boxes solved again a card lower (run_box), likewise */
    bool boxes_unleveled;   /* tests: no box solved again a card lower */
    bool lowered_at_once;   /* tests: a box lowered a card is solved again at once */
    int64_t boxes_left_stale; /* tests: the boxes lowered and left for their turn, likewise */
    bool rows_unsplit;        /* tests: a box splits on templates only, never on a row */
    bool most_infeasible_row; /* tests: the leaving row the one most outside its bounds
                               * (cri_lp_set_most_infeasible_row) */
    int64_t boxes_split_on_rows; /* tests: the boxes split on a row, likewise */
    /* The templates with wild positions of the model being built, keyed by
     * the cards they take and their wild positions (is_twin); an entry is
     * current when its build is the model's. */
    uint32_t build;
    uint32_t twin_build[1u << LP_TWIN_BITS];
    uint64_t twin_key[1u << LP_TWIN_BITS];
};
/* A natural card's index in the model's card rows (suit 0-3, rank 1-13). */
static inline int lp_card_index(unsigned suit, unsigned rank)
{
    return (int)(suit * 13 + rank - 1);
}

/* A card code's index in the card rows, -1 for a code of no natural card
 * (a joker, an invalid code). */
static inline int lp_code_index(unsigned code)
{
    unsigned rank = code & 15u, suit = code >> 4;
    return rank >= 1 && rank <= 13 && suit <= 3 ? lp_card_index(suit, rank) : -1;
}

static inline double lp_max(double a, double b)
{
    return a > b ? a : b;
}

static inline double lp_min(double a, double b)
{
    return a < b ? a : b;
}

/* Row r's bounds, its slack's box with them (the dual bound and the
 * infeasibility proof read the rows' bounds, the simplex the slack's box):
 * a branch's split on a row (solver_lp_branch.c), which card to leave's
 * checks (solver_lp_leave.c). */
static inline void lp_set_row(cri_lp *lp, int r, double lo, double hi)
{
    lp->lo[r] = lp->lb[lp->n + r] = lo;
    lp->hi[r] = lp->ub[lp->n + r] = hi;
}

/* From the slack basis, each column at the bound its cost asks for; the
 * reduced costs perturbed (cri_lp_restart() takes that back). */
void cri_lp_start(cri_lp *lp);
/* The crash start (docs/solver.md, "The crash start"): for the cards
 * objective, prices of 1 on the rows priced[] (the card rows, and the wild
 * row of the full model) give every column a reduced cost of 0. Those rows
 * get columns of a greedy cover of the cards by disjoint templates as
 * their basics, with fill any column for the ones left; the other rows
 * keep their slacks. The reduced costs perturbed (cri_lp_restart() takes
 * that back). */
void cri_lp_start_crash(cri_lp *lp, const bool *priced, bool fill);
/* Each column's cost: per_card * its cards + per_value * its worth. */
void cri_lp_set_costs(cri_lp *lp, double per_card, double per_value);
/* From the last basis with the costs per_card * cards + per_value * worth
 * (cri_lp_set_costs) and the cards row (row 0) capped at kcards. */
void cri_lp_restart(cri_lp *lp, double per_card, double per_value, double kcards);
/* Each nonbasic template's reduced cost perturbed further to the side of
 * its bound, as the starts do, so that a dual degenerate basis (most
 * reduced costs 0 after cri_lp_restart) does not stall the dual simplex.
 * Dual feasibility is kept; the bound, weak duality's for any prices, stays
 * safe. */
void cri_lp_perturb(cri_lp *lp);
/* Each column's cost perturbation into lp->perturbation (once a scratch). */
void cri_lp_make_perturbations(cri_lp *lp);
/* Runs the dual simplex; the bound on the model's maximum by weak duality,
 * or -INFINITY when the model is proven infeasible. */
double cri_lp_run(cri_lp *lp);
/* The value of row r (A x)_r at the current basis. */
double cri_lp_row_value(const cri_lp *lp, int r);
/* Caps the cards row (row 0) at kcards without a restart, where the
 * current basis meets the cap already; false, nothing changed, where not. */
bool cri_lp_cap_cards(cri_lp *lp, double kcards);
/* Whether the last run ended at an optimum (no row outside its bounds)
 * with the cards row's slack basic: that row's price is 0, so a cap of
 * the row at its value leaves the basis optimal and weak duality's bound
 * as the run read it (a run again would read the same, at no pivot). */
bool cri_lp_cap_keeps_bound(const cri_lp *lp);
/* cri_lp_run to the same basis, without reading a bound (for a run whose
 * costs are put back before the next: LP1's perturbed one). */
void cri_lp_settle(cri_lp *lp);
/* Farkas check of row combination rho: A x - s = 0 has rho (A x - s) = 0,
 * impossible when that sum's range over the boxes (the columns' own, a
 * branch's) excludes 0. */
bool cri_lp_proves_infeasible(const cri_lp *lp, const double *rho);
/* Weak duality from the original data, for any row prices pi:
 * c x = pi A x + (c - pi A) x <= sum_r max(pi_r lo_r, pi_r hi_r)
 *                               + sum_j max(d_j lb_j, d_j ub_j)
 * over the columns' boxes (0 and up_j, or a branch's, cri_lp_branch); read
 * here with the current basis's row prices (the slacks' reduced costs) into
 * pi (m entries), the bound into *bound. Prices so large that the sum's
 * rounding could pass the margin (an ill-conditioned basis) are replaced by
 * 0, a weaker bound still safe, and false is returned. */
bool cri_lp_slack_bound(const cri_lp *lp, double *pi, double *bound);
/* Weak duality's bound with the current basis's row prices (the slacks'
 * reduced costs) over the columns' boxes, and each template's reduced cost
 * under them into cost (n entries); false, nothing written, when the
 * prices are not sane (too large to trust the sum's rounding). */
bool cri_lp_priced_bound(const cri_lp *lp, double *bound, double *cost);
/* cri_lp_run, stopped early once the bound is proven under cutoff + 1
 * (the objective is whole at integer points: such a model has none above
 * cutoff); the bound returned is then that proof's, under cutoff + 1, and
 * the basis is not optimal. cutoff -INFINITY: cri_lp_run. */
double cri_lp_run_above(cri_lp *lp, double cutoff);

/* Keeps the current basis in *keep. */
void cri_lp_save_basis(const cri_lp *lp, cri_lp_basis *keep);
/* Makes B^-1 of a kept basis afresh; the caller then restarts from it
 * (cri_lp_restart). false when a kept column would not pivot in (a basis
 * singular to rounding): the basis loaded is then the slack basis with as
 * many of the kept columns as went in, still a start for the dual simplex. */
bool cri_lp_load_basis(cri_lp *lp, const cri_lp_basis *keep);
/* Copies the current basis, B^-1 and values to *f, and back. */
void cri_lp_save_factor(const cri_lp *lp, cri_lp_factor *f);
void cri_lp_load_factor(cri_lp *lp, const cri_lp_factor *f);

/* Branch and bound from the LP just run (cri_lp_restart's objective with
 * per_card, per value 1, the cards row capped at kcards) over at most
 * max_nodes boxes, added to branch_nodes_used: an upper bound of the
 * integer model's maximum (with lp->levels on, of its points that may be
 * plays), whole, or -INFINITY when it has none (solver_lp_branch.c).
 * lp->bb.stopped: it stopped at the cap. */
double cri_lp_branch(cri_lp *lp, double per_card, double kcards, int max_nodes);
/* The last branch and bound, stopped at its cap (lp->bb.stopped) and the
 * model and scratch untouched since, going on up to max_nodes boxes in all:
 * the same bound a branch and bound over max_nodes boxes from the start
 * would give. */
double cri_lp_branch_more(cri_lp *lp, int max_nodes);

/* The parts of the ratio test's rule for a column to enter (may_enter in
 * solver_lp_simplex.c) that the penalties share (solver_lp_penalty.c).
 * Whether an entry a of the pivot row is large enough to pivot on. */
static inline bool pivot_usable(double a)
{
    return !(fabs(a) < LP_EPS_PIVOT);
}

/* Whether x_B(i) moves the way asked (rise: it must rise) as a nonbasic
 * column with entry a in its row leaves its bound (at_lower: its lower
 * bound, so the column rises; x_B(i) moves by -a per unit of it). */
static inline bool moves_basic(double a, bool at_lower, bool rise)
{
    return (-a > 0) == (rise == at_lower);
}

/* The branching penalties (docs/solver.md, "The split by penalties"): for
 * the basic variables of rows[0..k-1] (k at most LP_SPLIT_CANDIDATES), the
 * objective the dual simplex's first step gives up per unit that variable
 * must fall (down) or rise (up) from the current basis, min |d_j / a_ij|
 * over the columns that may enter that way; INFINITY where none may (that
 * side has no solution). */
void cri_lp_penalty_rates(cri_lp *lp, const int *rows, int k, double *down, double *up);

/* When the solution just found lies in its boxes and every column is
 * whole, keeps it as lp->whole if its objective beats the one kept. */
void cri_lp_keep_whole(cri_lp *lp);

#endif
