/* The partition engine's problem: built from the table and hand cards, then
 * pruned before any search (docs/solver.md, "Pruning before the sweep"). */
#include <string.h>

#include "solver/solver_dp.h"

/* ---- problem building -------------------------------------------------------------- */

int32_t cri_dp_leave_cost(cri_goal goal, int32_t value)
{
    switch (goal) {
    case CRI_GOAL_BEST:
    case CRI_GOAL_ANY:
        return value + CRI_BESTPLAY_CARD_WEIGHT;
    case CRI_GOAL_MOST:
        return 1;
    default:
        return value;
    }
}

void cri_dp_problem_build(cri_dp_problem *pb, const cri_meld_profile *prof,
                          const cri_multiset *table, const cri_multiset *hand, cri_goal goal)
{
    memset(pb, 0, sizeof *pb);
    pb->card_weight = cri_dp_leave_cost(goal, 0);
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
                    may_cost[nmay++] = cri_dp_leave_cost(goal, cri_card_value(prof, code));
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
                pb->leave[s][r] = cri_dp_leave_cost(goal, cri_card_value(prof, code));
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
    if (goal == CRI_GOAL_ANY) { /* the search's own rule: no natural costs anything */
        pb->any_play = true;
        memset(pb->leave, 0, sizeof pb->leave);
    }
}

/* ---- pruning before the search --------------------------------------------------- */

uint32_t cri_dp_ranks_in_some_group(const cri_meld_profile *p, const cri_dp_problem *pb)
{
    if (p->group_min > (p->group_distinct ? 4u : 24u))
        return 0;
    uint32_t ranks = 0;
    for (unsigned r = 1; r <= 13; r++) {
        unsigned cards = 0; /* for a group: copies, or suits where they must differ */
        for (unsigned t = 0; t < 4; t++)
            cards += p->group_distinct ? pb->count[t][r] > 0 : pb->count[t][r];
        ranks |= (uint32_t)(cards + pb->wilds >= p->group_min) << r;
    }
    return ranks;
}

/* The positions of a run's sequence, 0..15, as a mask: 1..13 are the ranks
 * ace to king; 14 is the ace high (HIGH_OR_LOW: Q K A; CYCLIC); 0 the king
 * and 15 the two round the corner (CYCLIC: K A 2 from either side). */
static uint32_t seq_positions(int mode)
{
    switch (mode) {
    case CR_SEQ_CYCLIC:
        return 0xFFFFu;
    case CR_SEQ_HIGH_OR_LOW:
        return 0x7FFEu;
    default:
        return 0x3FFEu;
    }
}

/* A suit's ranks (bit r) spread onto the positions that hold them. */
static uint32_t ranks_to_positions(int mode, uint32_t ranks)
{
    uint32_t pos = ranks & 0x3FFEu;
    if (mode != CR_SEQ_LOW)
        pos |= (ranks & 2u) << 13; /* the ace at 14 */
    if (mode == CR_SEQ_CYCLIC)
        pos |= ((ranks >> 13) & 1u) | ((ranks & 4u) << 13); /* the king at 0, the two at 15 */
    return pos & seq_positions(mode);
}

/* Positions back to the ranks they hold. */
static uint32_t positions_to_ranks(int mode, uint32_t pos)
{
    uint32_t ranks = pos & 0x3FFEu;
    if (mode != CR_SEQ_LOW)
        ranks |= (pos >> 13) & 2u;
    if (mode == CR_SEQ_CYCLIC)
        ranks |= ((pos & 1u) << 13) | ((pos >> 13) & 4u);
    return ranks;
}

/* The ranks (bit r) at which a natural of a suit holding `ranks` lies in a
 * window of three consecutive positions of the sequence whose other two
 * ranks are there, or are missing no more than `wilds` times. A run through
 * a natural holds such a window, so a natural outside them is in no run. */
static uint32_t ranks_in_some_window(int mode, uint32_t ranks, unsigned wilds)
{
    uint32_t valid = seq_positions(mode), a = ranks_to_positions(mode, ranks);
    uint32_t b = a >> 1, c = a >> 2;
    uint32_t starts = valid & (valid >> 1) & (valid >> 2); /* all three positions exist */
    uint32_t ok = wilds == 0   ? a & b & c
                  : wilds == 1 ? (a & b) | (b & c) | (a & c) /* at most one missing */
                               : starts;
    ok &= starts;
    return positions_to_ranks(mode, (ok | (ok << 1) | (ok << 2)) & valid);
}

/* The other two ranks of the window of three positions from r + off holding
 * rank r, or false when there is no such window in the sequence mode. */
static inline bool window_ranks(int mode, unsigned r, int off, unsigned other[2])
{
    unsigned n = 0;
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
        else if (mode == CR_SEQ_HIGH_OR_LOW && r == 1 && off == -2)
            real = (unsigned)(pos + 13); /* the ace high: Q K A (no K A 2) */
        else
            return false;
        other[n++] = real;
    }
    return true;
}

unsigned cri_dp_natural_melds_most(const cri_meld_profile *p, const cri_dp_problem *pb,
                                   unsigned s, unsigned r)
{
    unsigned n = pb->count[s][r], others = 0, suits = 0, all = 0;
    for (unsigned t = 0; t < 4; t++) {
        all += pb->count[t][r];
        if (t != s) {
            others += pb->count[t][r];
            suits += pb->count[t][r] > 0;
        }
    }
    unsigned most = 0;
    if (!p->group_distinct) {
        if (all >= p->group_min)
            return n; /* the copies may group among themselves: no count kept */
    } else if (suits + 1 >= p->group_min && p->group_min <= 4) {
        most = others / (p->group_min - 1u); /* each group: one copy, group_min - 1 others */
    }
    /* Disjoint natural runs through one window hold a copy each of its two
     * other cards; every run through r holds some window. */
    for (int off = -2; off <= 0 && most < n; off++) {
        unsigned o[2];
        if (window_ranks(p->seq_mode, r, off, o)) {
            unsigned a = pb->count[s][o[0]], b = pb->count[s][o[1]];
            most += a < b ? a : b;
        }
    }
    return most < n ? most : n;
}

/* Takes out of pb the naturals that are in no meld at all: hand copies are
 * left out at once (their cost added to *cost), a table copy makes the
 * question impossible (returns false). */
bool cri_dp_prune_isolated(const cri_meld_profile *p, cri_dp_problem *pb, uint8_t *left,
                           size_t *nleft, int32_t *cost)
{
    *nleft = 0;
    *cost = 0;
    if (pb->wilds >= 2)
        return true;
    /* Which naturals to take out is read from the problem as it was: the
     * groups' mask is made before any is taken out, and a suit's windows
     * read only its own naturals, which taking out another suit's leaves. */
    uint32_t grouped = cri_dp_ranks_in_some_group(p, pb);
    for (unsigned s = 0; s < 4; s++) {
        uint32_t ranks = 0;
        for (unsigned r = 1; r <= 13; r++)
            ranks |= (uint32_t)(pb->count[s][r] > 0) << r;
        uint32_t drop = ranks & ~(grouped | ranks_in_some_window(p->seq_mode, ranks, pb->wilds));
        for (; drop; drop &= drop - 1) {
            unsigned r = (unsigned)__builtin_ctz(drop);
            if (pb->count[s][r] > pb->hand[s][r])
                return false;
            for (unsigned k = 0; k < pb->count[s][r]; k++)
                left[(*nleft)++] = CR_CARD(r, s);
            *cost += (int32_t)pb->count[s][r] * pb->leave[s][r];
            pb->count[s][r] = pb->hand[s][r] = 0;
        }
    }
    return true;
}
