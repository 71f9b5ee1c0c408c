/* The quick arrangement of a table alone (solver_quick.h, docs/solver.md,
 * "Bestplay's quick bounds"): runs per suit by a sweep over the ranks, the
 * cards left over in groups, a group short of cards taking them from runs
 * that can spare them. Every meld then passes the meld check, or nothing is
 * kept: a way to skip the search, never an answer of its own. */
#include <string.h>

#include "solver/meld.h"
#include "solver/solver_dp.h"
#include "solver/solver_quick.h"

/* At most this many runs of one suit (two packs: a handful). */
#define QA_RUNS 16
/* At most this many melds in all (a table of 108 cards in melds of 3). */
#define QA_MELDS 48

typedef struct qa_run {
    uint8_t suit, lo, hi; /* positions lo..hi of the suit's sweep (qa_rank) */
} qa_run;

typedef struct qa_state {
    qa_run runs[QA_MELDS];
    size_t nruns;
    unsigned rot[4];      /* the rank at position 0 of a suit's sweep, less one */
    unsigned left[4][14]; /* copies in no run yet, by rank */
} qa_state;

/* The rank at position pos (0..12) of suit su's sweep, and back. */
static unsigned qa_rank(const qa_state *st, unsigned su, unsigned pos)
{
    return (st->rot[su] + pos) % 13u + 1u;
}
static unsigned qa_pos(const qa_state *st, unsigned su, unsigned rank)
{
    return (rank + 12u - st->rot[su]) % 13u;
}

/* One suit's runs over its 13 positions: at each the open runs that must
 * go on (the shortest) take its copies first, the longest close; a copy no
 * open run takes opens a new one. A run closing shorter than run_min gives
 * its cards back as left over. The sweep starts at the ace, or, in CYCLIC,
 * just after a rank the suit lacks (its runs may then go round the corner);
 * either way its runs are runs of the mode. */
static bool suit_runs(const cri_meld_profile *p, qa_state *st, unsigned su, const unsigned cnt[14])
{
    st->rot[su] = 0;
    if (p->seq_mode == CR_SEQ_CYCLIC)
        for (unsigned r = 1; r <= 13; r++)
            if (!cnt[r]) {
                st->rot[su] = r % 13u;
                break;
            }
    uint8_t start[QA_RUNS] = {0}, len[QA_RUNS] = {0};
    size_t open = 0;
    for (unsigned r = 0; r <= 13; r++) { /* positions; 13 closes every run */
        unsigned c = r < 13 ? cnt[qa_rank(st, su, r)] : 0;
        /* shortest first (insertion sort: a handful) */
        for (size_t i = 1; i < open; i++)
            for (size_t j = i; j > 0 && len[j] < len[j - 1]; j--) {
                uint8_t t = len[j]; len[j] = len[j - 1]; len[j - 1] = t;
                t = start[j]; start[j] = start[j - 1]; start[j - 1] = t;
            }
        size_t go_on = c < open ? c : open;
        for (size_t i = go_on; i < open; i++) { /* these close at r - 1 */
            if (len[i] >= p->run_min) {
                if (st->nruns >= QA_MELDS)
                    return false;
                st->runs[st->nruns++] = (qa_run){(uint8_t)su, start[i], (uint8_t)(r - 1)};
            } else {
                for (unsigned k = start[i]; k < r; k++)
                    st->left[su][qa_rank(st, su, k)]++;
            }
        }
        for (size_t i = 0; i < go_on; i++)
            len[i]++;
        open = go_on;
        for (unsigned k = (unsigned)go_on; k < c; k++) {
            if (open >= QA_RUNS)
                return false;
            start[open] = (uint8_t)r;
            len[open++] = 1;
        }
    }
    return true;
}

/* Takes a card of suit su and rank r out of a run that can spare it: an end
 * of a run longer than run_min, or a card with run_min on either side (the
 * run splits in two). */
static bool spare(const cri_meld_profile *p, qa_state *st, unsigned su, unsigned rank)
{
    unsigned r = qa_pos(st, su, rank);
    for (size_t i = 0; i < st->nruns; i++) {
        qa_run *m = &st->runs[i];
        if (m->suit != su || r < m->lo || r > m->hi)
            continue;
        unsigned n = m->hi - m->lo + 1u;
        if (n > p->run_min && r == m->lo) {
            m->lo++;
            return true;
        }
        if (n > p->run_min && r == m->hi) {
            m->hi--;
            return true;
        }
        if (r - m->lo >= p->run_min && m->hi - r >= p->run_min && st->nruns < QA_MELDS) {
            st->runs[st->nruns++] = (qa_run){(uint8_t)su, (uint8_t)(r + 1), m->hi};
            m->hi = (uint8_t)(r - 1);
            return true;
        }
    }
    return false;
}

/* Adds cards[0..n) to the result when they are one meld. */
static bool add_checked(cr_solver *s, const uint8_t *cards, size_t n)
{
    uint8_t oc[CR_MAX_CARDS], os[CR_MAX_CARDS];
    int kind = cri_meld_check(&s->prof, cards, n, oc, os, NULL);
    if (kind == CR_MELD_NONE)
        return false;
    cri_result_add_meld(&s->res, kind, oc, os, n);
    return true;
}

/* The cards left over at rank r as groups: one group of every suit left
 * (distinct suits), topped up from runs that can spare a card of another
 * suit when it is short; a suit left twice needs two groups, which this
 * does not build. Non-distinct groups: all of them in one. */
static bool rank_groups(cr_solver *s, qa_state *st, unsigned r)
{
    const cri_meld_profile *p = &s->prof;
    uint8_t cards[CR_MAX_CARDS];
    size_t n = 0;
    for (unsigned su = 0; su < 4; su++) {
        if (st->left[su][r] > 1 && p->group_distinct)
            return false;
        for (unsigned k = 0; k < st->left[su][r]; k++)
            cards[n++] = (uint8_t)CR_CARD(r, su);
    }
    if (!n)
        return true;
    for (unsigned su = 0; su < 4 && n < p->group_min; su++)
        if (!st->left[su][r] && spare(p, st, su, r))
            cards[n++] = (uint8_t)CR_CARD(r, su);
    return add_checked(s, cards, n);
}

bool cri_quick_arrange(cr_solver *s, const cri_multiset *cards, cri_dp_reduced *red)
{
    /* Tried only where it pays (measured 2026-12-03): without wild cards
     * and with no card in no meld (that check settles most sets that
     * cannot be arranged, for less). */
    cri_dp_problem_build(&red->pb, &s->prof, cards, NULL, CRI_GOAL_VALUE);
    red->nleft = 0;
    red->cost = 0;
    red->meldable = cri_dp_prune_isolated(&s->prof, &red->pb, red->left, &red->nleft, &red->cost);
    red->made = true;
    if (!red->meldable || red->pb.wilds)
        return false;
    uint8_t all[CR_MAX_CARDS];
    size_t n = cri_ms_to_cards(cards, all);
    unsigned cnt[4][14] = {{0}};
    for (size_t i = 0; i < n; i++) {
        if (all[i] >> 4 >= 4)
            return false; /* (no wild card: cannot happen) */
        cnt[all[i] >> 4][all[i] & 15u]++;
    }
    qa_state st;
    st.nruns = 0;
    memset(st.left, 0, sizeof st.left);
    for (unsigned su = 0; su < 4; su++)
        if (!suit_runs(&s->prof, &st, su, cnt[su]))
            return false;
    bool ok = true;
    for (unsigned r = 1; r <= 13 && ok; r++)
        ok = rank_groups(s, &st, r);
    for (size_t i = 0; i < st.nruns && ok; i++) {
        uint8_t run[13];
        size_t k = 0;
        unsigned su = st.runs[i].suit;
        for (unsigned r = st.runs[i].lo; r <= st.runs[i].hi; r++)
            run[k++] = CR_CARD(qa_rank(&st, su, r), su);
        ok = add_checked(s, run, k);
    }
    if (!ok) {
        s->res.meld_count = 0;
        s->res.card_count = 0;
        return false;
    }
    s->quick_arranged++;
    return true;
}
