/* Bestplay's quick bounds (docs/solver.md, "Bestplay's quick bounds"): a
 * play built greedily on the table's own arrangement gives a cost the search
 * can reach (an upper bound, where the search's deepening starts), and the
 * hand cards in no meld at all give a lower bound. When the two meet, the
 * greedy play is an optimal answer and no search runs. (The quick
 * arrangement of a table alone is solver_quick_arrange.c.) */
#include <string.h>

#include "solver/meld.h"
#include "solver/solver_dp.h"
#include "solver/solver_quick.h"

/* The longest meld the greedy builds or extends: a run is at most 13 cards
 * (14 with the ace high), a group at most a card per suit and pack plus the
 * wild cards. */
#define QUICK_MELD_MAX 32

typedef struct quick_meld {
    uint8_t kind;
    uint8_t n;
    uint8_t cards[QUICK_MELD_MAX];  /* meld order, as cri_meld_check gives it */
    uint8_t stands[QUICK_MELD_MAX]; /* what each card stands for */
} quick_meld;

typedef struct quick_play {
    quick_meld melds[CRI_MAX_MELDS];
    size_t nmelds;
    uint8_t left[CR_MAX_CARDS]; /* hand cards not played yet, canonical order */
    size_t nleft;
} quick_play;

/* Whether natural card h may extend meld m, judged from the card each meld
 * card stands for: a group of its rank (room left, its suit missing where
 * suits must differ), or a run of its suit whose low or high end it touches
 * (round the corner where the sequence mode allows). Only a filter: the
 * meld check decides. */
static bool may_extend(const cri_meld_profile *p, const quick_meld *m, unsigned h)
{
    unsigned rank = h & 15u, suit = h >> 4;
    if (m->kind == CR_MELD_GROUP) {
        if ((m->stands[0] & 15u) != rank || m->n >= p->group_max)
            return false;
        if (p->group_distinct)
            for (unsigned i = 0; i < m->n; i++)
                if ((m->stands[i] >> 4) == suit)
                    return false;
        return true;
    }
    if ((m->stands[0] >> 4) != suit || m->n >= 13)
        return false;
    unsigned lo = m->stands[0] & 15u, hi = m->stands[m->n - 1] & 15u;
    if (p->seq_mode == CR_SEQ_LOW)
        return rank + 1 == lo || rank == hi + 1;
    /* HIGH_OR_LOW and CYCLIC: the ace may follow the king; CYCLIC also lets
     * the king precede the ace (the meld check rejects what the mode does
     * not allow). */
    return rank % 13 + 1 == lo || hi % 13 + 1 == rank;
}

/* Tries cards + h as one meld; on success m takes it (in meld order). */
static bool try_add(const cri_meld_profile *p, quick_meld *m, unsigned h)
{
    if (m->n + 1u > QUICK_MELD_MAX)
        return false;
    uint8_t cards[QUICK_MELD_MAX], oc[QUICK_MELD_MAX], os[QUICK_MELD_MAX];
    memcpy(cards, m->cards, m->n);
    cards[m->n] = (uint8_t)h;
    int kind = cri_meld_check(p, cards, m->n + 1u, oc, os, NULL);
    if (kind == CR_MELD_NONE)
        return false;
    m->kind = (uint8_t)kind;
    m->n++;
    memcpy(m->cards, oc, m->n);
    memcpy(m->stands, os, m->n);
    return true;
}

/* Lays off the hand cards left onto the melds, naturals by the filter, wild
 * cards onto the first meld that takes them; passes until none joins (one
 * card can open the way for another: 8 after 7 on 4-5-6). */
static void lay_off(const cri_meld_profile *p, quick_play *q)
{
    for (bool moved = true; moved;) {
        moved = false;
        size_t keep = 0;
        for (size_t i = 0; i < q->nleft; i++) {
            unsigned h = q->left[i];
            bool wild = cri_card_is_wild(p, h), placed = false;
            for (size_t k = 0; k < q->nmelds && !placed; k++)
                placed = (wild || may_extend(p, &q->melds[k], h)) && try_add(p, &q->melds[k], h);
            if (placed)
                moved = true;
            else
                q->left[keep++] = (uint8_t)h;
        }
        q->nleft = keep;
    }
}

/* Adds cards[0..n) as a new meld if it is one; removes them from q->left. */
static bool add_new(const cri_meld_profile *p, quick_play *q, const uint8_t *cards, size_t n)
{
    if (q->nmelds >= CRI_MAX_MELDS || n > QUICK_MELD_MAX)
        return false;
    quick_meld *m = &q->melds[q->nmelds];
    int kind = cri_meld_check(p, cards, n, m->cards, m->stands, NULL);
    if (kind == CR_MELD_NONE)
        return false;
    m->kind = (uint8_t)kind;
    m->n = (uint8_t)n;
    q->nmelds++;
    for (size_t j = 0; j < n; j++)
        for (size_t i = 0; i < q->nleft; i++)
            if (q->left[i] == cards[j]) {
                memmove(q->left + i, q->left + i + 1, q->nleft - i - 1);
                q->nleft--;
                break;
            }
    return true;
}

/* New melds from the natural hand cards left: per suit every stretch of
 * run_min or more consecutive ranks (one copy at a time), then per rank a
 * group of distinct suits. Wild cards only join by lay_off afterwards. */
static void meld_rest(const cri_meld_profile *p, quick_play *q)
{
    for (bool made = true; made;) {
        made = false;
        unsigned have[4][14] = {{0}};
        for (size_t i = 0; i < q->nleft; i++)
            if (!cri_card_is_wild(p, q->left[i]))
                have[q->left[i] >> 4][q->left[i] & 15u]++;
        for (unsigned su = 0; su < 4; su++)
            for (unsigned r = 1; r <= 13;) {
                unsigned e = r;
                while (e <= 13 && have[su][e])
                    e++;
                if (e - r >= p->run_min) {
                    uint8_t cards[13];
                    for (unsigned k = r; k < e; k++)
                        cards[k - r] = CR_CARD(k, su);
                    made = add_new(p, q, cards, e - r) || made;
                }
                r = e + 1;
            }
        if (made)
            continue;
        for (unsigned r = 1; r <= 13; r++) {
            uint8_t cards[4];
            size_t n = 0;
            for (unsigned su = 0; su < 4 && n < p->group_max; su++)
                if (have[su][r])
                    cards[n++] = CR_CARD(r, su);
            if (n >= p->group_min)
                made = add_new(p, q, cards, n) || made;
        }
    }
}

/* The greedy play on the table's arrangement in s->res: false when a meld
 * there is too long to extend (no play is made then). */
static bool greedy_play(const cr_solver *s, const cri_multiset *hand, quick_play *q)
{
    const cri_meld_profile *p = &s->prof;
    q->nmelds = 0;
    for (size_t k = 0; k < s->res.meld_count; k++) {
        const cri_result_meld *rm = &s->res.melds[k];
        if (rm->count > QUICK_MELD_MAX)
            return false;
        quick_meld *m = &q->melds[q->nmelds++];
        m->kind = rm->kind;
        m->n = rm->count;
        memcpy(m->cards, s->res.cards + rm->start, rm->count);
        memcpy(m->stands, s->res.stands_for + rm->start, rm->count);
    }
    q->nleft = cri_ms_to_cards(hand, q->left);
    lay_off(p, q);
    meld_rest(p, q);
    lay_off(p, q);
    return true;
}

/* The greedy play becomes the result: its melds, and the hand cards left. */
static void take_play(cr_solver *s, const quick_play *q)
{
    s->res.meld_count = 0;
    s->res.card_count = 0;
    for (size_t k = 0; k < q->nmelds; k++)
        cri_result_add_meld(&s->res, q->melds[k].kind, q->melds[k].cards, q->melds[k].stands,
                            q->melds[k].n);
    memcpy(s->res.unmatched, q->left, q->nleft);
    s->res.unmatched_count = q->nleft;
}

bool cri_quick_any_play(cr_solver *s, const cri_multiset *hand)
{
    quick_play q;
    if (!greedy_play(s, hand, &q) || q.nleft == cri_ms_total(hand))
        return false;
    take_play(s, &q);
    s->quick_yes++;
    return true;
}

int32_t cri_quick_bestplay(cr_solver *s, const cri_multiset *table, const cri_multiset *hand,
                           cri_goal goal, bool *proven, cri_dp_reduced *red)
{
    *proven = false;
    /* The lower bound: the hand cards in no meld at all are left out of
     * every play (cri_dp_prune_isolated). The search starts from the same
     * pruned problem. */
    const cri_meld_profile *p = &s->prof;
    cri_dp_problem_build(&red->pb, p, table, hand, goal);
    red->nleft = 0;
    red->cost = 0;
    red->meldable = cri_dp_prune_isolated(p, &red->pb, red->left, &red->nleft, &red->cost);
    red->made = true;
    /* With wild cards the greedy play's cost serves only this proof (the
     * search starts its deepening at it only without them), and onto an
     * empty table the greedy, which melds naturals alone and lays the wild
     * cards off, meets the lower bound in none of the benchmark's hands (a
     * hand of whole melds is played whole before: play_all): a hand alone
     * with wild cards skips it (its cost, about 1 us, was 5% of a 20-card
     * hand's answer; docs/solver.md). */
    if (red->pb.wilds > 0 && cri_ms_total(table) == 0)
        return 0;
    quick_play q;
    if (!greedy_play(s, hand, &q))
        return CRI_DP_INF;
    int32_t upper = 0;
    for (size_t i = 0; i < q.nleft; i++)
        upper += cri_dp_leave_cost(goal, s->card_value[q.left[i]]);
    if (!red->meldable || upper != red->cost)
        return upper;
    /* Bounds meet: the greedy play is optimal; it becomes the result. */
    take_play(s, &q);
    s->quick_proven++;
    *proven = true;
    return upper;
}
