/* The LP relaxation bound of a bestplay question (docs/solver.md, "The LP
 * bound"). The model is the meld-template relaxation (model (b) of the tenth
 * round, docs/benchmarks-solver-rounds.md): a column per run or distinct
 * group template, pool columns for non-distinct groups, a column per natural
 * card for the wild cards standing for it; a row per natural card (its copies
 * melded lie between its table copies and its table plus hand copies), a row
 * for the wild cards, a row per rank for pooled groups. The dual simplex that
 * solves it is solver_lp_simplex.c. */
#include "solver/solver_lp_impl.h"

#include "common/prefault.h"

#include <math.h> /* INFINITY */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* The scratch's members written before they are read, left as malloc gives
 * them: the model's nonzeros (build writes the n columns' entries), B^-1
 * (each start writes its m x m), the branch and bound's open boxes (each
 * pushed before it is read) and its two kept factors (each saved before it
 * is loaded): 0.85 MB of 1.1. A solver's first LP took the whole scratch
 * zeroed, and where the heap had given its top back to the system since
 * (another solver freed), each of those ~275 pages was a fresh one, ~11 us
 * on the reference VM: that question's time ten times over
 * (docs/benchmarks-solver-rounds.md, sixty-second round). The parts zeroed
 * are mapped first in one call each (cri_prefault: where they lie in fresh
 * memory, about half the cost of a fault per page; sixty-third round). Any
 * order; members do not overlap. */
#define LP_MEMBER(name) {offsetof(cri_lp, name), sizeof(((cri_lp *)0)->name)}
static const struct lp_span {
    size_t at, size;
} lp_unzeroed[] = {LP_MEMBER(row), LP_MEMBER(val), LP_MEMBER(binv), LP_MEMBER(open),
                   LP_MEMBER(split), LP_MEMBER(sibling)};

/* The listed member that starts nearest at or after `at`, or none (the
 * list's order does not matter: the list is the only copy of it). */
static const struct lp_span *next_unzeroed(size_t at)
{
    const struct lp_span *next = NULL;
    for (size_t k = 0; k < sizeof lp_unzeroed / sizeof lp_unzeroed[0]; k++)
        if (lp_unzeroed[k].at >= at && (!next || lp_unzeroed[k].at < next->at))
            next = &lp_unzeroed[k];
    return next;
}

cri_lp *cri_lp_new(void)
{
    cri_lp *lp = malloc(sizeof(cri_lp));
    if (!lp)
        return NULL;
    char *bytes = (char *)lp;
    for (size_t at = 0; at < sizeof(cri_lp);) {
        const struct lp_span *skip = next_unzeroed(at);
        size_t to = skip ? skip->at : sizeof(cri_lp);
        cri_prefault(bytes + at, to - at);
        memset(bytes + at, 0, to - at);
        at = skip ? skip->at + skip->size : to;
    }
    cri_lp_make_perturbations(lp);
    return lp;
}

void cri_lp_fill_unzeroed(cri_lp *lp, unsigned char byte)
{
    for (size_t k = 0; k < sizeof lp_unzeroed / sizeof lp_unzeroed[0]; k++)
        memset((char *)lp + lp_unzeroed[k].at, byte, lp_unzeroed[k].size);
}

void cri_lp_free(cri_lp *lp)
{
    free(lp);
}

int32_t cri_lp_last_pivots(const cri_lp *lp)
{
    return lp ? lp->pivots : 0;
}

void cri_lp_set_question(cri_lp *lp, uint64_t question)
{
    if (lp)
        lp->question = question;
}

void cri_lp_set_branch_nodes(cri_lp *lp, int32_t nodes)
{
    if (lp)
        lp->branch_nodes = nodes > 0 ? nodes : 0;
}

void cri_lp_set_least_left(cri_lp *lp, int32_t cards)
{
    if (lp)
        lp->least_left = cards > 0 ? cards : 0;
}

void cri_lp_set_most_infeasible_row(cri_lp *lp, bool on)
{
    if (lp)
        lp->most_infeasible_row = on;
}

int32_t cri_lp_last_branch_nodes(const cri_lp *lp)
{
    return lp ? lp->branch_nodes_used : 0;
}

bool cri_lp_settled(const cri_lp *lp)
{
    return lp && lp->settled;
}

/* floor of a value well inside the int range */
static int lp_floor(double x)
{
    int k = (int)x;
    return (double)k > x ? k - 1 : k;
}

/* ---- the model ---------------------------------------------------------- */

static int new_row(cri_lp *lp, double lo, double hi)
{
    lp->lo[lp->m] = lo;
    lp->hi[lp->m] = hi;
    return lp->m++;
}

static int card_row(cri_lp *lp, int c)
{
    if (lp->row_of[c] < 0)
        lp->row_of[c] = new_row(lp, lp->tcnt[c], lp->tcnt[c] + lp->hcnt[c]);
    return lp->row_of[c];
}

static void add_entry(cri_lp *lp, int r, double v)
{
    int k = lp->beg[lp->n + 1]++;
    lp->row[k] = (int16_t)r;
    lp->val[k] = v;
}

static bool open_col(cri_lp *lp, cri_lp_col info, double up, double cards, double worth)
{
    if (lp->n >= LP_COLS)
        return false;
    lp->info[lp->n] = info;
    lp->up[lp->n] = up;
    lp->cost[lp->n] = cards;
    lp->cards[lp->n] = cards;
    lp->worth[lp->n] = worth;
    lp->beg[lp->n + 1] = lp->beg[lp->n];
    return true;
}

/* What the columns need to know: the values, the largest wild value vw,
 * the row of the cards melded. */
typedef struct lp_obj {
    const cri_meld_profile *p;
    double vw;
    int kcards_row;
    bool lean; /* count natural cards only: the wild cards are free (cri_lp_lean_bound) */
    /* per card index, made once a model (template_inputs) for the
     * templates' one pass: the copies in the question, whether a position
     * of it is natural (a copy or a wild deuce of it), what it is worth */
    int have[52];
    bool natural[52];
    double worth[52];
} lp_obj;

/* The per-card inputs of the templates (lp_obj). */
static void template_inputs(const cri_lp *lp, lp_obj *o)
{
    for (int c = 0; c < 52; c++) {
        o->have[c] = lp->tcnt[c] + lp->hcnt[c];
        o->natural[c] = o->have[c] > 0 || lp->deuce[c];
        /* (a position without a copy takes a wild card, worth vw; lean: 0) */
        o->worth[c] = o->have[c] ? o->p->value[c % 13 + 1] : o->lean ? 0 : o->vw;
    }
}

/* Whether a template with wild positions is the twin of a column already
 * in the model, and if not, notes it. Such a column is determined by the
 * copies it takes (copies: the cards of the question among its positions,
 * a bit per card index) and its
 * count of wild positions: its entries (those card rows, the wild row, the
 * cards row), its cost and value and its upper bound are all functions of
 * the two. Twins are one column twice, so the integer points are the same
 * with one of them (x1 + x2 of a whole pair is x of the one: the rows
 * bound the pair's sum by W / miss and the like, and a whole sum by their
 * floors, which is the one's upper bound). The LP is the same or tighter
 * (a fractional pair may pass that floor: W 3, miss 2, x1 + x2 = 1.5), so
 * its bound is too. With wild cards, a third to a half of a small
 * question's templates are twins (a 3 and two wild cards as a run, and
 * again as every group). */
static bool is_twin(cri_lp *lp, uint64_t copies, int miss)
{
    uint64_t key = copies | (uint64_t)miss << 52; /* (card indices are under 52) */
    unsigned h = (unsigned)((key * UINT64_C(0x9E3779B97F4A7C15)) >> (64 - LP_TWIN_BITS));
    for (; lp->twin_build[h] == lp->build; h = (h + 1) & ((1u << LP_TWIN_BITS) - 1))
        if (lp->twin_key[h] == key)
            return true;
    lp->twin_build[h] = lp->build;
    lp->twin_key[h] = key;
    return false;
}

/* A template of k cards (indices 0..51), one copy of each, miss of them
 * without a copy (the callers have passed over the templates with more such
 * positions than wild cards, whose up would be 0): kept unless it cannot
 * occur in any play of the question or is the twin of one kept. */
static bool add_template(cri_lp *lp, const lp_obj *o, cri_lp_col info, const int *cards, int k,
                         int miss)
{
    int sum = lp->w, up = 1 << 20;
    bool natural = false;
    double worth = 0;
    uint64_t copies = 0; /* the card indices with a copy (is_twin) */
    for (int i = 0; i < k; i++) {
        int c = cards[i], have = o->have[c];
        natural |= o->natural[c];
        if (have + lp->w < up)
            up = have + lp->w;
        sum += have;
        worth += o->worth[c];
        copies |= (uint64_t)(have > 0) << c;
    }
    /* Each copy takes k cards of its positions' copies and the wild cards,
     * and a wild card for each position without a copy. */
    if (sum / k < up)
        up = sum / k;
    if (miss > 0 && lp->w / miss < up)
        up = lp->w / miss;
    if (up <= 0)
        return true;
    if (o->p->need_natural && !natural && lp->w < LP_NEED_NATURAL_WILD)
        return true;
    /* (Lean: a position without a copy is a wild card, which does not count.) */
    int counted = o->lean ? k - miss : k;
    if (miss > 0 && !lp->keep_twins && is_twin(lp, copies, miss))
        return true;
    if (!open_col(lp, info, up, counted, worth))
        return false;
    /* A position without a copy takes a wild card, in the wild row itself
     * (its card row would fix y_c to the uses of c: projected out). */
    for (int i = 0; i < k; i++)
        if (o->have[cards[i]] > 0)
            add_entry(lp, card_row(lp, cards[i]), 1);
    if (miss > 0)
        add_entry(lp, lp->wild_row, miss);
    if (counted)
        add_entry(lp, o->kcards_row, counted);
    lp->n++;
    return true;
}

static bool add_runs(cri_lp *lp, const lp_obj *o)
{
    const cri_meld_profile *p = o->p;
    int rmin = p->run_min, rmax = 2 * p->run_min - 1;
    if (rmax > 13)
        rmax = 13;
    int ring[26]; /* the suit's card indices by rank, twice round: a run's are ring + start */
    /* held[i]: the positions of ring[0..i) with a copy, so that a run's
     * positions without one are counted at once, and the runs that need
     * more wild cards than there are (most of them in a small question)
     * are passed over without a look at their cards */
    int held[27];
    for (unsigned s = 0; s < 4; s++) {
        held[0] = 0;
        for (int i = 0; i < 26; i++) {
            ring[i] = lp_card_index(s, (unsigned)(i % 13 + 1));
            held[i + 1] = held[i] + (o->have[ring[i]] > 0);
        }
        for (int len = rmin; len <= rmax; len++) {
            int starts = p->seq_mode == CR_SEQ_CYCLIC ? 13
                         : p->seq_mode == CR_SEQ_HIGH_OR_LOW ? 15 - len
                                                              : 14 - len;
            if (len == 13)
                starts = 1; /* every 13-card run holds the same cards */
            for (int r = 1; r <= starts; r++) {
                int miss = len - (held[r - 1 + len] - held[r - 1]);
                if (miss > lp->w)
                    continue;
                cri_lp_col info = {COL_RUN, (uint8_t)s, (uint8_t)r, (uint8_t)len};
                if (!add_template(lp, o, info, ring + r - 1, len, miss))
                    return false;
            }
        }
    }
    return true;
}

static bool add_groups(cri_lp *lp, const lp_obj *o)
{
    const cri_meld_profile *p = o->p;
    int gmin = p->group_min, gmax = p->group_max == CRI_GROUP_UNLIMITED ? 1000 : p->group_max;
    int cards[4];
    if (p->group_distinct) {
        static const int8_t suits_in[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
        for (unsigned r = 1; r <= 13; r++) {
            unsigned held = 0; /* the suits of the rank with a copy (as held in add_runs) */
            for (unsigned s = 0; s < 4; s++)
                held |= (unsigned)(o->have[lp_card_index(s, r)] > 0) << s;
            for (unsigned mask = 1; mask < 16; mask++) {
                int k = suits_in[mask]; /* (no popcount instruction without -mpopcnt) */
                int miss = k - suits_in[mask & held];
                if (k < gmin || k > gmax || miss > lp->w)
                    continue;
                for (unsigned s = 0, i = 0; s < 4; s++)
                    if (mask >> s & 1)
                        cards[i++] = lp_card_index(s, r);
                cri_lp_col info = {COL_GROUP, (uint8_t)mask, (uint8_t)r, (uint8_t)k};
                if (!add_template(lp, o, info, cards, k, miss))
                    return false;
            }
        }
        return true;
    }
    /* Pooled: u_c natural copies of c and v wild cards go to groups of the
     * rank, g_k groups of k cards take them (a group of any size is a sum
     * of groups of group_min..2*group_min-1 cards). */
    int kmax = 2 * gmin - 1 < gmax ? 2 * gmin - 1 : gmax;
    if (kmax - gmin + 1 > LP_MAX_POOL_SIZES)
        return false;
    for (unsigned r = 1; r <= 13; r++) {
        int cap = lp->w, have[4];
        for (unsigned s = 0; s < 4; s++) {
            int c = lp_card_index(s, r);
            have[s] = lp->tcnt[c] + lp->hcnt[c];
            cap += have[s];
        }
        if (cap < gmin)
            continue;
        int rr = lp->rank_row[r - 1] = new_row(lp, 0, 0);
        /* A group of k cards holds at most min(k, n_c) natural copies of c:
         * u_c - sum_k min(k, n_c) g_k <= 0, a row where it says more than
         * the rank row (n_c < kmax). */
        int copies_row[4];
        for (unsigned s = 0; s < 4; s++) {
            int c = lp_card_index(s, r), nc = have[s];
            copies_row[s] = -1;
            if (nc == 0)
                continue;
            if (nc < kmax) {
                double lo = 0;
                for (int k = gmin; k <= kmax; k++)
                    lo -= (k < nc ? k : nc) * (double)(cap / k);
                copies_row[s] = new_row(lp, lo, 0);
            }
            cri_lp_col info = {COL_POOL_NATURAL, (uint8_t)s, (uint8_t)r, 1};
            if (!open_col(lp, info, nc, 1, p->value[r]))
                return false;
            add_entry(lp, card_row(lp, c), 1);
            add_entry(lp, rr, 1);
            if (copies_row[s] >= 0)
                add_entry(lp, copies_row[s], 1);
            add_entry(lp, o->kcards_row, 1);
            lp->n++;
        }
        if (lp->w > 0) { /* v: wild cards in groups of the rank */
            cri_lp_col info = {COL_POOL_WILD, 0, (uint8_t)r, 1};
            if (!open_col(lp, info, lp->w, o->lean ? 0 : 1, o->lean ? 0 : o->vw))
                return false;
            add_entry(lp, rr, 1);
            add_entry(lp, lp->wild_row, 1);
            if (!o->lean)
                add_entry(lp, o->kcards_row, 1);
            lp->n++;
        }
        for (int k = gmin; k <= kmax; k++) {
            if (cap / k == 0)
                continue;
            cri_lp_col info = {COL_POOL_GROUPS, 0, (uint8_t)r, (uint8_t)k};
            if (!open_col(lp, info, cap / k, 0, 0))
                return false;
            add_entry(lp, rr, -k);
            for (unsigned s = 0; s < 4; s++)
                if (copies_row[s] >= 0)
                    add_entry(lp, copies_row[s], -(k < have[s] ? k : have[s]));
            lp->n++;
        }
    }
    return true;
}

/* y_c: wild cards standing for c, over all melds (only for cards some
 * column can meld). */
static bool add_wild(cri_lp *lp, const lp_obj *o)
{
    if (lp->w == 0)
        return true;
    for (int c = 0; c < 52; c++) {
        if (lp->row_of[c] < 0)
            continue;
        /* Lean: the natural its template counted is not there. */
        double worth = o->lean ? 0 : o->vw;
        cri_lp_col info = {COL_WILD_FOR, (uint8_t)(c / 13), (uint8_t)(c % 13 + 1), 1};
        if (!open_col(lp, info, lp->w, o->lean ? -1 : 0, worth - o->p->value[c % 13 + 1]))
            return false;
        add_entry(lp, lp->row_of[c], -1);
        add_entry(lp, lp->wild_row, 1);
        if (o->lean)
            add_entry(lp, o->kcards_row, -1);
        lp->n++;
    }
    return true;
}

/* The whole model; row 0 counts the cards melded (T .. T + H for now). */
static bool build(cri_lp *lp, const lp_obj *obj_in, int tcards, int total)
{
    lp_obj o = *obj_in;
    template_inputs(lp, &o);
    lp->m = lp->n = 0;
    lp->beg[0] = 0;
    if (++lp->build == 0) { /* (wrapped: no entry may look current) */
        memset(lp->twin_build, 0, sizeof lp->twin_build);
        lp->build = 1;
    }
    lp->wild_row = -1;
    for (int c = 0; c < 52; c++)
        lp->row_of[c] = -1;
    for (int r = 0; r < 13; r++)
        lp->rank_row[r] = -1;
    o.kcards_row = new_row(lp, tcards, total);
    if (lp->w > 0)
        lp->wild_row = new_row(lp, o.lean ? 0 : lp->tw, lp->w);
    if (!add_runs(lp, &o) || !add_groups(lp, &o) || !add_wild(lp, &o))
        return false;
    /* A table card no column can meld: an empty row that cannot be met. */
    for (int c = 0; c < 52; c++)
        if (lp->tcnt[c] > 0)
            card_row(lp, c);
    return lp->m <= LP_ROWS;
}

/* The first basis of a bound: the crash start, its rows priced at 1 the
 * card rows and (the full model, where a wild card melded counts) the wild
 * row. Every row gets a column where most cards meld; a hand alone with a
 * wild card under LP_CRASH_FILL_MIN cards melds fewer of them, and there
 * only the greedy cover's rows do (fewer pivots, measured: docs/solver.md). */
static void start(cri_lp *lp, bool lean, int nt, int total)
{
    if (lp->slack_start) {
        cri_lp_start(lp);
        return;
    }
    bool priced[LP_ROWS] = {false};
    for (int c = 0; c < 52; c++)
        if (lp->row_of[c] >= 0)
            priced[lp->row_of[c]] = true;
    if (lp->wild_row >= 0 && !lean)
        priced[lp->wild_row] = true;
    cri_lp_start_crash(lp, priced, nt > 0 || lp->w == 0 || total >= LP_CRASH_FILL_MIN);
}

/* ---- the question ------------------------------------------------------- */

/* Counts the cards; false on a code the model does not know. */
static bool count(cri_lp *lp, const cri_meld_profile *p, const uint8_t *cards, size_t n,
                  int *nat, int *wild, double *vw, double *value)
{
    for (size_t i = 0; i < n; i++) {
        unsigned code = cards[i];
        int c = lp_code_index(code);
        *value += cri_card_value(p, code);
        if (cri_card_is_wild(p, code)) {
            ++*wild;
            *vw = lp_max(*vw, cri_card_value(p, code));
            if (c >= 0)
                lp->deuce[c] = true; /* (a wild deuce: a joker has no row) */
            continue;
        }
        if (c < 0)
            return false;
        nat[c]++;
    }
    return true;
}

/* The values of the hand cards a play may leave (lean: its natural ones),
 * ascending, into vals; how many. */
static int left_values(const cri_meld_profile *p, const uint8_t *hand, size_t nh, bool lean,
                       int32_t *vals)
{
    int n = 0;
    for (size_t i = 0; i < nh && n < CR_MAX_CARDS * 2; i++) {
        if (lean && cri_card_is_wild(p, hand[i]))
            continue;
        int32_t v = cri_card_value(p, hand[i]), k = n++;
        for (; k > 0 && vals[k - 1] > v; k--) /* ascending */
            vals[k] = vals[k - 1];
        vals[k] = v;
    }
    return n;
}

/* A bound of k cards worth v where no k of the counted hand cards are
 * worth v: no play leaves exactly k (nor fewer: the cards bound), so every
 * play leaves k + 1 or more, worth at least the k + 1 cheapest; k + 1 past
 * the hand: no play melds the table. (The branch and bound's value is often
 * of that kind when its card count is short: one card worth 219.) */
static void beyond_value(const cri_meld_profile *p, const uint8_t *hand, size_t nh, bool lean,
                         cri_lp_bound *out)
{
    int32_t vals[CR_MAX_CARDS * 2];
    int n = left_values(p, hand, nh, lean, vals);
    while (out->cards_left <= n) {
        int64_t most = 0;
        for (int i = 0; i < out->cards_left; i++)
            most += vals[n - 1 - i];
        if (out->value_left <= most)
            return;
        int32_t k = ++out->cards_left;
        int64_t least = 0;
        for (int i = 0; i < k && i < n; i++)
            least += vals[i];
        out->value_left = k <= n ? (int32_t)least : 0;
    }
}

/* The plays' floors by card count for a round's branch and bound
 * (lp->levels; docs/solver.md, "Card counts no play reaches"): a play
 * melding L of the q->total cards leaves the other k = total - L, hand
 * cards worth at most the k dearest, so it melds value at least vall less
 * those (the model counts a wild card at vw, no less than its own value):
 * its objective is above big L + that - 1. None leaves more cards than the
 * hand holds. The same reasoning as beyond_value's, for every box. */
static void set_levels(cri_lp *lp, const cri_meld_profile *p, const uint8_t *hand, size_t nh,
                       const cri_lp_rounds *q, double vall)
{
    cri_lp_levels *lv = &lp->levels;
    int32_t vals[CR_MAX_CARDS * 2];
    int n = left_values(p, hand, nh, q->lean, vals);
    /* (without a card to leave, every point of a box melds every card, or
     * it has none: no box would lower, and the cutoff would only cost) */
    lv->on = !lp->boxes_unleveled && n > 0 && q->total + 1 <= LP_LEVELS;
    if (!lv->on)
        return;
    lv->count = q->total + 1;
    lv->least = q->total - n > 0 ? q->total - n : 0;
    double dearest = 0; /* the k dearest, k = total - L */
    for (int level = q->total; level >= 0; level--) {
        int k = q->total - level;
        if (k > n) {
            lv->floor[level] = INFINITY;
            continue;
        }
        if (k > 0)
            dearest += vals[n - k];
        lv->floor[level] = q->big * level + (vall - dearest) - 1;
    }
}

/* A question's cards as the model counts them. */
typedef struct lp_counts {
    int t[52], h[52];
    bool deuce[52];
    int tw, w;
} lp_counts;

static bool counted_alike(const cri_lp *lp, const lp_counts *k)
{
    return k->tw == lp->tw && k->w == lp->w && !memcmp(k->t, lp->tcnt, sizeof k->t)
           && !memcmp(k->h, lp->hcnt, sizeof k->h) && !memcmp(k->deuce, lp->deuce, sizeof k->deuce);
}

/* The card-count rounds of a bound: the most value of plays melding
 * q->melded cards (the LP, then its branch and bound); a value no play
 * leaving that many cards can have tries one card more (beyond_value).
 * again: the first round's branch and bound goes on where the same
 * question's last bound stopped it (only the first round's may: q->open). */
static void value_rounds(cri_lp *lp, const cri_meld_profile *p, const uint8_t *hand,
                         size_t nh_all, int nh, int nt, double vtable, double vhand, bool again,
                         cri_lp_rounds *q, cri_lp_bound *out)
{
    q->open = false;
    lp->settled = lp->branch_nodes > 0;
    for (int round = 0; round < LP_VALUE_ROUNDS; round++) {
        double ub2, whole = INFINITY;
        if (again) {
            ub2 = q->ub2;
            whole = cri_lp_branch_more(lp, lp->branch_nodes);
            again = false;
        } else {
            bool capped = q->lp2_at_hand && cri_lp_cap_cards(lp, q->melded);
            if (!capped)
                cri_lp_restart(lp, q->big, 1, q->melded);
            if (!(capped && cri_lp_cap_keeps_bound(lp)))
                q->ub2 = cri_lp_run(lp); /* (else the uncapped run's, kept in q->ub2) */
            q->lp2_at_hand = false; /* (a later round caps it lower) */
            ub2 = q->ub2;
            lp->has_whole = false; /* the points of this card count only */
            cri_lp_keep_whole(lp);
            lp->bb.stopped = false;
            if (ub2 != -INFINITY && lp->branch_nodes > 0) {
                set_levels(lp, p, hand, nh_all, q, vhand + vtable);
                whole = cri_lp_branch(lp, q->big, q->melded, lp->branch_nodes);
            }
        }
        /* Only the first round's boxes are kept to go on with: a later
         * round's cards row is capped at a count beyond_value chose, and
         * its boxes closed less often than the first round's from the
         * start (whose boxes prove the cards and the value together). */
        q->open = lp->bb.stopped && round == 0;
        if (lp->bb.stopped)
            lp->settled = false;
        if (whole != INFINITY) {
            /* The integer model's bound (big * cards + value): fewer cards
             * than the relaxation's, or the same with less value. */
            int k = whole == -INFINITY ? -1 : lp_floor((whole + LP_MARGIN) / q->big);
            if (k < nt) { /* no integer play melds the table */
                out->cards_left = nh + 1;
                q->open = false;
                return;
            }
            if (k < q->melded) {
                q->melded = k;
                out->cards_left = q->total - q->melded;
            }
            ub2 = lp_min(ub2, whole);
        }
        double left = ub2 == -INFINITY ? vhand
                                       : vhand + vtable - (ub2 - q->big * q->melded) - LP_MARGIN;
        left = lp_min(lp_max(left, 0), vhand);
        out->value_left = -lp_floor(-left); /* ceil */
        int32_t cards = out->cards_left;
        beyond_value(p, hand, nh_all, q->lean, out);
        if (out->cards_left > nh) { /* no play melds the table */
            q->open = false;
            return;
        }
        if (out->cards_left == cards)
            return;
        /* a card more than the bound said: the value of plays leaving that
         * many, from the same model with the cards row capped lower */
        q->melded = q->total - out->cards_left;
        q->open = false;
    }
    q->open = false; /* (no round left to go on with) */
    lp->settled = false; /* (the rounds ran out: another call might try one more) */
}

/* Both bounds: of the question, or (lean) of the question whose wild
 * cards may all be left out at no cost, counting natural cards only. A
 * bound asked again for the question of the last one (cri_lp_set_question)
 * with more boxes goes on from its last round's branch and bound. */
static bool bestplay_bound(cri_lp *lp, const cri_meld_profile *p, const uint8_t *table,
                           size_t nt, const uint8_t *hand, size_t nh, bool lean,
                           cri_lp_bound *out)
{
    size_t nh_all = nh; /* the hand array's length (lean counts its naturals only) */
    out->cards_left = out->value_left = 0;
    if (!lp || !p || p->run_min < 3 || p->run_min > 13 || p->group_min < 3
        || p->seq_mode > CR_SEQ_CYCLIC)
        return false;
    cri_lp_rounds *q = &lp->rounds;
    lp_counts last; /* the last bound's: whether this is the same question */
    memcpy(last.t, lp->tcnt, sizeof last.t);
    memcpy(last.h, lp->hcnt, sizeof last.h);
    memcpy(last.deuce, lp->deuce, sizeof last.deuce);
    last.tw = lp->tw;
    last.w = lp->w;
    memset(lp->tcnt, 0, sizeof lp->tcnt);
    memset(lp->hcnt, 0, sizeof lp->hcnt);
    memset(lp->deuce, 0, sizeof lp->deuce);
    lp->pivots = 0;
    lp->branch_nodes_used = 0;
    lp->settled = false;
    int hw = 0, tw = 0;
    double vw = 0, vtable = 0, vhand = 0;
    bool counted = count(lp, p, table, nt, lp->tcnt, &tw, &vw, &vtable)
                   && count(lp, p, hand, nh, lp->hcnt, &hw, &vw, &vhand);
    lp->tw = tw;
    lp->w = tw + hw;
    bool again = counted && q->open && lp->question != 0 && q->question == lp->question
                 && q->profile == p && q->lean == lean && lp->branch_nodes > lp->bb.nodes
                 && counted_alike(lp, &last);
    q->open = false;
    if (!counted)
        return false;
    if (lean) { /* the natural cards only */
        nt -= (size_t)tw;
        nh -= (size_t)hw;
        vtable = vhand = 0;
        for (int c = 0; c < 52; c++) {
            vtable += lp->tcnt[c] * (double)p->value[c % 13 + 1];
            vhand += lp->hcnt[c] * (double)p->value[c % 13 + 1];
        }
    }
    if (again) {
        out->cards_left = q->total - q->melded;
        value_rounds(lp, p, hand, nh_all, (int)nh, (int)nt, vtable, vhand, true, q, out);
        return true;
    }
    lp->has_whole = false;
    lp->whole_lean = lean;
    lp->levels.on = false;
    int total = (int)(nt + nh);

    lp_obj o = {.p = p, .vw = vw, .kcards_row = 0, .lean = lean};
    lp->model_question = lp->checks_question = 0;
    if (!build(lp, &o, (int)nt, total))
        return false;
    lp->model_question = lp->checks_question = lp->question;
    lp->model_lean = lean;
    /* big: more than any value melded, so that the cards come first */
    double big = 1 + vtable + vhand + total * vw;
    /* The start runs with each column's value over big added to its cards
     * (perturbed: a tiebreak under one card in all), then LP2's objective
     * (big * cards + value) from there, its cards row not capped yet. A
     * play's value is at least 0 and under big, so none melds more cards
     * than that bound over big; where the LP's optimum melds a whole number
     * of cards, that bound is also LP1's (the cards alone reach under one
     * card more: one more would be worth big, more than any value), and
     * the optimum is LP2's under that cap, so neither LP1 nor LP2 runs
     * again (docs/solver.md). A fractional count runs LP1, the cards alone,
     * whose bound may be a card lower. */
    cri_lp_set_costs(lp, 1, 1 / big);
    start(lp, lean, (int)nt, total);
    cri_lp_settle(lp);
    cri_lp_restart(lp, big, 1, total);
    double ub = cri_lp_run(lp);
    int melded = ub == -INFINITY ? -1 : lp_floor(lp_min(ub / big, total) + LP_MARGIN);
    bool at_hand = melded >= 0 && fabs(cri_lp_row_value(lp, 0) - melded) <= LP_EPS_FEAS;
    if (!at_hand && melded >= 0) {
        cri_lp_restart(lp, 1, 0, total);
        double ub1 = cri_lp_run(lp);
        melded = ub1 == -INFINITY ? -1 : lp_floor(lp_min(ub1, total) + LP_MARGIN);
    }
    if (!lean && melded > total - lp->least_left) { /* (proven by the caller) */
        melded = total - lp->least_left;
        at_hand = false;
    }
    if (melded < (int)nt) { /* no play melds the table */
        out->cards_left = (int32_t)nh + 1;
        return true;
    }
    if (melded > total)
        melded = total;
    out->cards_left = total - melded;

    *q = (cri_lp_rounds){lp->question, p, lean, false, melded, total, big, at_hand ? ub : 0,
                         at_hand};
    value_rounds(lp, p, hand, nh_all, (int)nh, (int)nt, vtable, vhand, false, q, out);
    return true;
}

bool cri_lp_bestplay_bound(cri_lp *lp, const cri_meld_profile *p, const uint8_t *table, size_t nt,
                           const uint8_t *hand, size_t nh, cri_lp_bound *out)
{
    return bestplay_bound(lp, p, table, nt, hand, nh, false, out);
}

bool cri_lp_lean_bound(cri_lp *lp, const cri_meld_profile *p, const uint8_t *table, size_t nt,
                       const uint8_t *hand, size_t nh, cri_lp_bound *out)
{
    return bestplay_bound(lp, p, table, nt, hand, nh, true, out);
}
