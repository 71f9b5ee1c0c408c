/* The ahead bound (docs/solver.md, "The ahead bound"): a lower bound of the
 * cost still to come from a state, read from a table in O(1), for the
 * states the suit bound does not reach (the first CRI_BOUND_AFTER steps of
 * a question) or does not see (it lets any natural join a group, and two
 * copies of a card compete for nothing there).
 *
 * Take the naturals ahead of the sweep: those whose every window of three
 * ranks lies after the state's position, so that every meld through them is
 * still to be chosen and takes its wild cards from the free ones. Of the
 * copies of one natural, melds without wild cards hold at most so many at
 * once (cri_dp_natural_melds_most: none for a natural in no such meld, one
 * for two copies with one run and no group through them); the copies past
 * that are its extra copies. With no wild card free the extra copies are
 * left out of every completion of the state (hand copies, at their cost) or
 * the state has none (a table copy). With f free, each wild card brings at
 * most M of their cost into melds (an extra copy that is melded shares its
 * meld with a wild card: in a run, within two ranks of it, one copy per rank
 * of the suit; in a group, one copy per suit where suits must differ), so at
 * least the sum less f M is left out. */
#include <string.h>

#include "solver/solver_dp.h"

void cri_ahead_start(cri_dp_ctx *c)
{
    c->ahead_ready = true;
    memset(c->ahead, 0, sizeof c->ahead);
    /* CYCLIC: ranks next to the cut may be melded in runs round the corner
     * (reserved for the prefix or the suffix positions, or, relaxed, halves
     * stopping short at the cut), whose wild cards may have been used
     * before: only virtual ranks 3..11 count there (whose windows, round
     * the corner by real rank, are the sweep's own). */
    unsigned lo = 1, hi = 13;
    if (c->prof->seq_mode == CR_SEQ_CYCLIC)
        lo = 3, hi = 11;
    /* Per suit and rank: the extra copies (one copy's cost, how many); per
     * rank, their cost and whether more are extra than may be left out. */
    int32_t hcost[4][16] = {{0}};
    uint8_t hcopies[4][16] = {{0}};
    int64_t cost[14] = {0};
    bool table[14] = {false};
    for (unsigned v = lo; v <= hi; v++)
        for (unsigned s = 0; s < 4; s++) {
            unsigned r = real_rank(c, v);
            unsigned n = c->pb->count[s][r];
            if (!n)
                continue;
            unsigned extra = n - cri_dp_natural_melds_most(c->prof, c->pb, s, r);
            if (!extra)
                continue;
            table[v] = table[v] || extra > c->pb->hand[s][r];
            cost[v] += (int64_t)extra * c->pb->leave[s][r];
            hcost[s][v] = c->pb->leave[s][r];
            hcopies[s][v] = (uint8_t)extra;
        }
    /* ahead[f][pos]: the naturals at positions pos + 3 and later, from the
     * last position down, one rank joining at a time. most: the most cost of
     * them one wild card can bring into melds: in a run at rank q, one copy
     * each within two ranks of q (reach[s][q]); in a group, one copy per suit
     * (every copy where suits may repeat). */
    int32_t reach[4][18] = {{0}};
    int64_t sum = 0, most = 0;
    bool dead = false;
    for (int pos = NPOS - 1; pos >= 0; pos--) {
        int v = pos + 2; /* the rank joining: rank v sits at position v + 1 */
        if (v >= 1 && v <= 13 && (cost[v] || table[v])) {
            sum += cost[v];
            dead = dead || table[v];
            int64_t g = 0;
            for (unsigned s = 0; s < 4; s++) {
                g += (int64_t)hcost[s][v] *
                     (c->prof->group_distinct ? (hcopies[s][v] > 0) : hcopies[s][v]);
                for (int q = v - 2; q <= v + 2; q++) {
                    if (q == v || q < 0)
                        continue;
                    reach[s][q] += hcost[s][v];
                    most = reach[s][q] > most ? reach[s][q] : most;
                }
            }
            most = g > most ? g : most;
        }
        c->ahead[0][pos] = dead ? CRI_DP_INF : (int32_t)(sum < CRI_DP_INF ? sum : CRI_DP_INF - 1);
        for (unsigned f = 1; f < CRI_AHEAD_WILDS && sum > most * f; f++) {
            int64_t b = sum - most * f;
            c->ahead[f][pos] = (int32_t)(b < CRI_DP_INF ? b : CRI_DP_INF - 1);
        }
    }
}
