/* The quick arrangement's melds (solver_quick_melds.h): what its search
 * found, a choice at each position of the sweep, replayed into runs and
 * groups, each through the meld check. */
#include <string.h>

#include "solver/meld.h"
#include "solver/solver_quick_melds.h"

/* Cards in one meld here: a run of 13 or a group of 8 naturals, and jokers. */
#define QA_MELD_CARDS 20

/* (solver_quick_melds.h) */
int cri_qa_groups_of(const cri_meld_profile *p, unsigned g, unsigned *jokers_needed)
{
    unsigned sum = 0, most = 0;
    for (unsigned su = 0; su < 4; su++) {
        sum += CRI_QA_GET(g, su);
        most = CRI_QA_GET(g, su) > most ? CRI_QA_GET(g, su) : most;
    }
    *jokers_needed = 0;
    if (!sum)
        return 0;
    unsigned cap = p->group_distinct && p->group_max > 4 ? 4u : p->group_max;
    unsigned ng = p->group_distinct ? most : (sum + cap - 1) / cap;
    if (sum > ng * cap)
        return -1;
    if (ng * p->group_min > sum)
        *jokers_needed = ng * p->group_min - sum;
    return (int)ng;
}

typedef struct qa_meld {
    uint8_t cards[QA_MELD_CARDS]; /* a run's in the order of its ranks */
    uint8_t n, room; /* cards, and how many it may hold */
    bool run;
} qa_meld;

typedef struct qa_melds {
    qa_meld m[CRI_MAX_MELDS];
    size_t n;
} qa_melds;

static qa_meld *new_meld(qa_melds *ms, unsigned room)
{
    if (ms->n >= CRI_MAX_MELDS)
        return NULL;
    qa_meld *m = &ms->m[ms->n++];
    m->n = 0;
    m->run = false;
    m->room = (uint8_t)(room < QA_MELD_CARDS ? room : QA_MELD_CARDS);
    return m;
}

/* A run under way in the rebuild: its first position, length, and which of
 * its positions hold a joker. */
typedef struct qa_build {
    uint8_t start, len;
    uint16_t wild;
} qa_build;

static bool close_run(const cri_qa_found *q, qa_melds *ms, unsigned su, const qa_build *b)
{
    qa_meld *m = new_meld(ms, 13);
    if (!m || b->len < q->p->run_min)
        return false;
    m->run = true;
    for (unsigned i = 0; i < b->len; i++)
        m->cards[m->n++] = b->wild >> i & 1u ? CR_CARD_JOKER
                                             : CR_CARD(q->rank_at[b->start + i], su);
    return true;
}

/* One suit's runs, replaying the search's rule along its path: the copies
 * at a position go on the open runs shortest first (naturals, then the
 * jokers standing in), the runs left without one end, the copies left over
 * (naturals, then jokers) start runs. */
static bool suit_melds(const cri_qa_found *q, qa_melds *ms, unsigned su)
{
    qa_build open[12] = {{0, 0, 0}};
    size_t nopen = 0;
    for (unsigned pos = 0; pos <= 13; pos++) {
        unsigned nat = 0, wild = 0;
        if (pos < 13) {
            nat = q->cnt[pos][su] - CRI_QA_GET(q->path[pos].g, su);
            wild = CRI_QA_GET(q->path[pos].wr, su);
        }
        for (size_t i = 1; i < nopen; i++)
            for (size_t j = i; j > 0 && open[j].len < open[j - 1].len; j--) {
                qa_build t = open[j];
                open[j] = open[j - 1];
                open[j - 1] = t;
            }
        size_t kept = 0;
        for (size_t i = 0; i < nopen; i++) {
            if (nat + wild == 0) {
                if (!close_run(q, ms, su, &open[i]))
                    return false;
                continue;
            }
            if (nat > 0) {
                nat--;
            } else {
                wild--;
                open[i].wild = (uint16_t)(open[i].wild | 1u << open[i].len);
            }
            open[i].len++;
            open[kept++] = open[i];
        }
        nopen = kept;
        for (; nat > 0 && nopen < 12; nat--)
            open[nopen++] = (qa_build){(uint8_t)pos, 1, 0};
        for (; wild > 0 && nopen < 12; wild--) /* a joker leading J Q K */
            open[nopen++] = (qa_build){(uint8_t)pos, 1, 1};
        if (nat || wild)
            return false;
    }
    return true;
}

/* The groups at every rank: copies spread over as many groups as the most
 * copies of a suit (group_distinct) or as group_max asks, the jokers to
 * the groups short of group_min. */
static bool group_melds(const cri_qa_found *q, qa_melds *ms)
{
    const cri_meld_profile *p = q->p;
    for (unsigned pos = 0; pos < 13; pos++) {
        unsigned g = q->path[pos].g, wg = q->path[pos].wg, need;
        int ng = cri_qa_groups_of(p, g, &need);
        if (ng <= 0)
            continue;
        size_t first = ms->n;
        for (int i = 0; i < ng; i++)
            if (!new_meld(ms, p->group_distinct && p->group_max > 4 ? 4u : p->group_max))
                return false;
        for (unsigned su = 0; su < 4; su++)
            for (unsigned k = 0; k < CRI_QA_GET(g, su); k++) {
                qa_meld *least = NULL; /* the smallest group without the suit */
                for (size_t i = first; i < ms->n; i++) {
                    qa_meld *m = &ms->m[i];
                    bool has = false;
                    for (unsigned c = 0; c < m->n && p->group_distinct; c++)
                        has = has || (unsigned)(m->cards[c] >> 4) == su;
                    if (!has && (!least || m->n < least->n))
                        least = m;
                }
                if (!least)
                    return false;
                least->cards[least->n++] = CR_CARD(q->rank_at[pos], su);
            }
        for (size_t i = first; i < ms->n; i++)
            for (; wg > 0 && ms->m[i].n < p->group_min; wg--)
                ms->m[i].cards[ms->m[i].n++] = CR_CARD_JOKER;
        if (wg)
            return false;
    }
    return true;
}

/* Makes room for jokers when no meld has any (a whole pack's runs are 13
 * long): the longest run of six or more becomes two runs of three or more. */
static bool split_run(qa_melds *ms)
{
    qa_meld *longest = NULL;
    for (size_t i = 0; i < ms->n; i++)
        if (ms->m[i].run && ms->m[i].n >= 6 && (!longest || ms->m[i].n > longest->n))
            longest = &ms->m[i];
    qa_meld *m = longest ? new_meld(ms, 13) : NULL;
    if (!m)
        return false;
    unsigned half = longest->n / 2u;
    m->run = true;
    m->n = (uint8_t)(longest->n - half);
    memcpy(m->cards, longest->cards + half, m->n);
    longest->n = (uint8_t)half;
    return true;
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

/* (solver_quick_melds.h) */
bool cri_qa_rebuild(cr_solver *s, const cri_qa_found *q, size_t total)
{
    qa_melds ms;
    ms.n = 0;
    unsigned used = 0;
    for (unsigned pos = 0; pos < 13; pos++) {
        used += q->path[pos].wg;
        for (unsigned su = 0; su < 4; su++)
            used += CRI_QA_GET(q->path[pos].wr, su);
    }
    bool ok = group_melds(q, &ms);
    for (unsigned su = 0; su < 4 && ok; su++)
        ok = suit_melds(q, &ms, su);
    for (unsigned left = q->jokers - used; ok && left > 0;) {
        bool placed = false;
        for (size_t i = 0; i < ms.n && left > 0; i++)
            if (ms.m[i].n < ms.m[i].room) {
                ms.m[i].cards[ms.m[i].n++] = CR_CARD_JOKER;
                left--;
                placed = true;
            }
        ok = placed || split_run(&ms);
    }
    for (size_t i = 0; i < ms.n && ok; i++)
        ok = add_checked(s, ms.m[i].cards, ms.m[i].n);
    if (ok && s->res.card_count == total)
        return true;
    s->res.meld_count = 0;
    s->res.card_count = 0;
    return false;
}
