/* Whether a set of cards has too few jokers to be arranged (docs/solver.md,
 * "The jokers the melds share"): the quick arrangement's proof that takes
 * no search. A meld of j jokers and n natural cards gives each of its
 * natural cards a share j / n; in an arrangement the shares of all the
 * natural cards add up to the jokers melded. A card's share is at least the
 * least share of any meld the set's cards could make with it, so when
 * those least shares add up to more than the jokers, no arrangement exists.
 * Runs longer than 2 * run_min - 1 need not be looked at: each splits into
 * runs of run_min .. 2 * run_min - 1 positions whose shares are the run's
 * cut up (a piece of jokers alone only adds jokers). */
#include "solver/solver_quick.h"

/* Shares in whole units: 840 is a multiple of every count of natural cards
 * a meld of the quick arrangement's sets may hold (1 to 8); any other count
 * rounds down, which keeps the sum a lower bound. */
#define SHARE_UNIT 840u

/* The share of each natural card of a meld of `size` positions, `naturals`
 * of them natural cards (at least one). */
static unsigned share(unsigned size, unsigned naturals)
{
    return (size - naturals) * SHARE_UNIT / naturals;
}

/* The least share of a group of rank r (a card of it held): 0 when its
 * natural cards make one (copies of distinct suits, or any copies when
 * suits may repeat), else the group of group_min positions with all of
 * them. */
static unsigned group_share(const cri_meld_profile *p, unsigned by_rank[14][4], unsigned r)
{
    unsigned naturals = 0;
    for (unsigned su = 0; su < 4; su++)
        naturals += p->group_distinct ? by_rank[r][su] > 0 : by_rank[r][su];
    return naturals >= p->group_min ? 0u : share(p->group_min, naturals);
}

/* The least share of suit su's card of rank r (held) in a run: over every
 * run of run_min .. 2 * run_min - 1 positions through it that the mode
 * allows (LOW: ace low; HIGH_OR_LOW: ace at either end; CYCLIC: round the
 * corner). held[i]: whether the suit's card of position i is held,
 * positions 0 .. span - 1 (the ranks in order, twice round in CYCLIC, the
 * ace again at 13 in HIGH_OR_LOW); before[i] counts held[0 .. i). least:
 * the share to beat (the group's). */
static unsigned run_share(const cri_meld_profile *p, const unsigned *before, unsigned span,
                          unsigned r, unsigned least)
{
    unsigned shortest = p->run_min, longest = 2u * p->run_min - 1u;
    if (longest > 13)
        longest = 13;
    for (unsigned len = shortest; len <= longest && least > 0; len++) {
        /* (the card's positions: its rank's, and 13 on in CYCLIC and for a
         * HIGH_OR_LOW ace) */
        for (unsigned at = r - 1; at < span && least > 0; at += 13) {
            unsigned first = at + 1 >= len ? at + 1 - len : 0;
            for (unsigned start = first; start <= at && start + len <= span; start++) {
                unsigned held = before[start + len] - before[start];
                unsigned s = share(len, held);
                least = s < least ? s : least;
            }
        }
    }
    return least;
}

/* The positions (bits 0 .. span - 1) in natural runs of run_min: those a
 * run of held cards covers, folded onto the ranks (bit r - 1). */
static uint32_t natural_runs(uint32_t held, unsigned span, unsigned run_min)
{
    held &= (UINT32_C(1) << span) - 1u;
    uint32_t starts = held;
    for (unsigned k = 1; k < run_min; k++)
        starts &= held >> k;
    uint32_t covered = 0;
    for (unsigned k = 0; k < run_min; k++)
        covered |= starts << k;
    return (covered | covered >> 13) & 0x1FFFu;
}

bool cri_jokers_too_few(const cri_meld_profile *p, unsigned by_rank[14][4], unsigned jokers)
{
    /* (Without jokers a card with a share is in no meld at all, which
     * cri_dp_prune_isolated settles first.) */
    if (jokers == 0 || p->run_min < 2 || p->run_min > 13 || p->group_min < 2)
        return false;
    unsigned span = p->seq_mode == CR_SEQ_CYCLIC ? 26u : p->seq_mode == CR_SEQ_HIGH_OR_LOW ? 14u : 13u;
    /* Each suit's held ranks (bit r - 1) and, of them, those in no run of
     * run_min held cards; only those, when their group needs a joker too,
     * have a share (most large sets have none: no more is looked at). */
    uint32_t held[4] = {0}, ring[4], unrun[4], any = 0;
    for (unsigned r = 1; r <= 13; r++)
        for (unsigned su = 0; su < 4; su++)
            held[su] |= (uint32_t)(by_rank[r][su] > 0) << (r - 1);
    for (unsigned su = 0; su < 4; su++) {
        /* (the positions: the ranks, then the ace again in HIGH_OR_LOW or
         * every rank again in CYCLIC) */
        ring[su] = held[su] | held[su] << 13;
        unrun[su] = held[su] & ~natural_runs(ring[su], span, p->run_min);
        any |= unrun[su];
    }
    if (any == 0)
        return false;
    unsigned groups[14] = {0};
    for (unsigned r = 1; r <= 13; r++)
        if (any >> (r - 1) & 1u)
            groups[r] = group_share(p, by_rank, r);
    uint64_t need = 0, budget = (uint64_t)jokers * SHARE_UNIT;
    for (unsigned su = 0; su < 4; su++) {
        if (unrun[su] == 0)
            continue;
        unsigned before[27];
        before[0] = 0;
        for (unsigned i = 0; i < span; i++)
            before[i + 1] = before[i] + (ring[su] >> i & 1u);
        for (unsigned r = 1; r <= 13; r++) {
            if (!(unrun[su] >> (r - 1) & 1u) || groups[r] == 0)
                continue;
            need += (uint64_t)run_share(p, before, span, r, groups[r]) * by_rank[r][su];
            if (need > budget)
                return true;
        }
    }
    return false;
}
