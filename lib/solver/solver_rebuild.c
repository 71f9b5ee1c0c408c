/* Rebuilding an optimal solution from the memo of the partition engine:
 * walk the cells forward, at each pick a choice whose own cost plus the
 * memoised rest is the optimum, and turn the runs and groups it makes into
 * melds (each through the meld check, which declares the wild cards). Also
 * the finishing touches: extra wild cards added to melds (lean search) and
 * the halves of runs round the corner joined (relaxed cyclic sweep). */
#include <stdlib.h>
#include <string.h>

#include "solver/meld.h"
#include "solver/solver_dp.h"
#include "solver/solver_options.h"

/* ---- reconstruction -------------------------------------------------------------- */

typedef struct live_run {
    uint8_t cards[32];
    unsigned n;
    bool head; /* relaxed sweep: started at the cut, may be the second half of a wrap run */
} live_run;

/* Runs started in one rebuild: each starts on its own card. */
#define RUN_POOL CR_MAX_CARDS

typedef struct rebuild {
    live_run pool[RUN_POOL]; /* every run started, in order */
    unsigned npool;
    uint8_t slot[4][MAX_RUNS]; /* the pool index of each open run */
    live_run heads[4][CR_MAX_CARDS / 3]; /* relaxed sweep: closed runs that started at the cut */
    unsigned nheads[4];
    unsigned next_wild; /* index into pb->wild_codes */
    uint8_t left[CR_MAX_CARDS * 2];
    size_t nleft;
} rebuild;

static uint8_t take_wild(cri_dp_ctx *c, rebuild *rb)
{
    return c->pb->wild_codes[rb->next_wild++];
}

/* Emits one meld (a run split in two when longer than 13 from overlapping
 * around the corner). */
static int32_t emit_meld(cri_dp_ctx *c, const uint8_t *cards, size_t n)
{
    uint8_t oc[CR_MAX_CARDS], os[CR_MAX_CARDS];
    int kind = cri_meld_check(c->prof, cards, n, oc, os, NULL);
    if (kind != CR_MELD_NONE) {
        if (c->s->res.card_count + n > CR_MAX_CARDS || c->s->res.meld_count >= CRI_MAX_MELDS)
            return CR_E_INTERNAL;
        cri_result_add_meld(&c->s->res, kind, oc, os, n);
        return CR_OK;
    }
    if (n >= 6) {
        int32_t rc = emit_meld(c, cards, n / 2);
        return rc != CR_OK ? rc : emit_meld(c, cards + n / 2, n - n / 2);
    }
    return CR_E_INTERNAL;
}

/* Splits the naturals of a rank (pool counts per suit) and w wild cards into
 * groups, emitting them. */
static int32_t emit_groups(cri_dp_ctx *c, rebuild *rb, unsigned rank, unsigned pool, unsigned w)
{
    while (pool) {
        cri_group_part parts[256];
        size_t n = cri_dp_group_parts(c->prof, pool, parts);
        bool done = false;
        for (size_t i = 0; i < n && !done; i++) {
            const cri_group_part *g = &parts[i];
            for (unsigned x = g->wmin; x <= g->wmax && x <= w && !done; x++) {
                if (!((cri_dp_group_ok(c->m, c->prof, g->rest) >> (w - x)) & 1u))
                    continue;
                uint8_t cards[40];
                size_t k = 0;
                for (unsigned s = 0; s < 4; s++)
                    for (unsigned j = 0; j < g->d[s]; j++)
                        cards[k++] = CR_CARD(real_rank(c, rank), s);
                for (unsigned j = 0; j < x; j++)
                    cards[k++] = take_wild(c, rb);
                int32_t rc = emit_meld(c, cards, k);
                if (rc != CR_OK)
                    return rc;
                pool = g->rest;
                w -= x;
                done = true;
            }
        }
        if (!done)
            return CR_E_INTERNAL;
    }
    return w ? CR_E_INTERNAL : CR_OK;
}

/* Applies one suit's chosen option to its live runs (moving pool indices,
 * not the runs: copying them per cell was a tenth of a whole-pack query). */
static int32_t apply_live(cri_dp_ctx *c, rebuild *rb, int cell, uint64_t k0, const cri_suit_opt *o)
{
    unsigned s = (unsigned)cell % 4u;
    uint8_t natural = CR_CARD(real_rank(c, pos_rank(cell / 4)), s);
    unsigned nruns = 0;
    for (unsigned j = 0; j < MAX_RUNS; j++)
        if (run_get(k0, s, j))
            nruns = j + 1;
    uint8_t old[MAX_RUNS];
    memcpy(old, rb->slot[s], sizeof old);
    for (unsigned j = 0; j < nruns; j++) {
        live_run *r = &rb->pool[old[j]];
        if (o->act[j] == ACT_CLOSE && r->head) {
            if (rb->nheads[s] >= CRI_ARRAY_LEN(rb->heads[s]))
                return CR_E_INTERNAL;
            rb->heads[s][rb->nheads[s]++] = *r;
        } else if (o->act[j] == ACT_CLOSE) {
            int32_t rc = emit_meld(c, r->cards, r->n);
            if (rc != CR_OK)
                return rc;
        } else if (r->n < sizeof r->cards) {
            r->cards[r->n++] = o->act[j] == ACT_NATURAL ? natural : take_wild(c, rb);
        } else {
            return CR_E_INTERNAL;
        }
    }
    uint8_t fresh[MAX_RUNS] = {0, 0, 0, 0};
    bool at_cut = c->relax && pos_rank(cell / 4) == 1;
    for (unsigned j = 0; j < MAX_RUNS; j++) {
        if (!((o->runs >> (3 * j)) & RUN_MASK))
            continue;
        if (o->src[j] != SRC_NEW_NATURAL && o->src[j] != SRC_NEW_WILD) {
            fresh[j] = old[o->src[j]];
            continue;
        }
        if (rb->npool >= RUN_POOL)
            return CR_E_INTERNAL;
        live_run *r = &rb->pool[rb->npool];
        r->cards[0] = o->src[j] == SRC_NEW_NATURAL ? natural : take_wild(c, rb);
        r->n = 1;
        r->head = at_cut;
        fresh[j] = (uint8_t)rb->npool++;
    }
    memcpy(rb->slot[s], fresh, sizeof fresh);
    for (unsigned k = 0; k < o->left; k++)
        rb->left[rb->nleft++] = natural;
    return CR_OK;
}

/* Whether cards form a meld, or two (a run longer than 13 round the corner). */
static bool forms_melds(const cri_dp_ctx *c, const uint8_t *cards, size_t n)
{
    if (cri_meld_check(c->prof, cards, n, NULL, NULL, NULL) != CR_MELD_NONE)
        return true;
    return n >= 6 && forms_melds(c, cards, n / 2) && forms_melds(c, cards + n / 2, n - n / 2);
}

/* Tail t (open at the end of the sweep) followed by head h, in one buffer. */
static size_t joined(uint8_t *out, const live_run *t, const live_run *h)
{
    memcpy(out, t->cards, t->n);
    memcpy(out + t->n, h->cards, h->n);
    return t->n + h->n;
}

/* Pairs tails i.. with unused heads (or leaves them alone when they are
 * melds by themselves) so that every piece ends in a meld. */
static bool pair_from(const cri_dp_ctx *c, const live_run *tails, unsigned nt, const live_run *heads,
                      unsigned nh, unsigned i, int *pair, bool *used)
{
    if (i == nt) {
        for (unsigned h = 0; h < nh; h++)
            if (!used[h] && !forms_melds(c, heads[h].cards, heads[h].n))
                return false;
        return true;
    }
    for (unsigned h = 0; h < nh; h++) {
        if (used[h])
            continue;
        uint8_t buf[64];
        if (!forms_melds(c, buf, joined(buf, &tails[i], &heads[h])))
            continue;
        used[h] = true;
        pair[i] = (int)h;
        if (pair_from(c, tails, nt, heads, nh, i + 1, pair, used))
            return true;
        used[h] = false;
    }
    pair[i] = -1;
    return forms_melds(c, tails[i].cards, tails[i].n) &&
           pair_from(c, tails, nt, heads, nh, i + 1, pair, used);
}

/* Relaxed sweep: the runs left open at the end and the runs that started at
 * the cut are the two halves of wrap runs; join them into real melds. */
static int32_t join_round_corner(cri_dp_ctx *c, const live_run *tails, unsigned nt,
                                 const live_run *heads, unsigned nh)
{
    int pair[MAX_RUNS];
    bool used[CR_MAX_CARDS / 3] = {false};
    if (!pair_from(c, tails, nt, heads, nh, 0, pair, used))
        return NEED_FULL_SEARCH;
    int32_t rc = CR_OK;
    for (unsigned i = 0; i < nt && rc == CR_OK; i++) {
        uint8_t buf[64];
        if (pair[i] >= 0)
            rc = emit_meld(c, buf, joined(buf, &tails[i], &heads[pair[i]]));
        else
            rc = emit_meld(c, tails[i].cards, tails[i].n);
    }
    for (unsigned h = 0; h < nh && rc == CR_OK; h++)
        if (!used[h])
            rc = emit_meld(c, heads[h].cards, heads[h].n);
    return rc;
}

/* A natural at one end of a result meld that the meld can spare (it stays
 * a meld without it): where it is in the result's cards. */
typedef struct spare_end {
    uint8_t meld;
    uint16_t pos;
} spare_end;

/* Copies meld m of result r into out without the cards at positions skip1
 * and skip2 of r's cards; returns how many are left. */
static size_t meld_without(const cri_result *r, const cri_result_meld *m, size_t skip1,
                           size_t skip2, uint8_t *out)
{
    size_t n = 0;
    for (size_t k = m->start; k < (size_t)m->start + m->count; k++)
        if (k != skip1 && k != skip2)
            out[n++] = r->cards[k];
    return n;
}

static bool can_spare(const cri_dp_ctx *c, const cri_result_meld *m, size_t pos)
{
    const cri_result *r = &c->s->res;
    uint8_t rest[CR_MAX_CARDS];
    size_t n = meld_without(r, m, pos, pos, rest);
    return !cri_card_is_wild(c->prof, r->cards[pos]) &&
           cri_meld_check(c->prof, rest, n, NULL, NULL, NULL) != CR_MELD_NONE;
}

/* Rewrites the result with the cards at a.pos and b.pos moved out of their
 * melds into a new meld with the wild card (every meld checked again). */
static int32_t regroup(cri_dp_ctx *c, spare_end a, spare_end b, uint8_t wild)
{
    cri_result *r = &c->s->res;
    cri_result old = *r;
    r->meld_count = 0;
    r->card_count = 0;
    int32_t rc = CR_OK;
    for (size_t i = 0; i < old.meld_count && rc == CR_OK; i++) {
        uint8_t cards[CR_MAX_CARDS];
        rc = emit_meld(c, cards, meld_without(&old, &old.melds[i], a.pos, b.pos, cards));
    }
    uint8_t group[3] = {old.cards[a.pos], old.cards[b.pos], wild};
    return rc == CR_OK ? emit_meld(c, group, 3) : rc;
}

/* Places an extra wild card that no meld takes in a new meld with two
 * naturals of one rank that two other melds can spare at an end (a run
 * longer than its minimum, a group larger than its minimum): two runs A-K
 * of a whole pack give their kings to a group with the joker. Every card
 * stays melded, so the lean solution's cost holds and the full search is
 * not needed. */
static int32_t group_from_spares(cri_dp_ctx *c, uint8_t wild)
{
    const cri_result *r = &c->s->res;
    spare_end by_rank[14][4];
    unsigned nr[14] = {0};
    for (size_t i = 0; i < r->meld_count; i++) {
        const cri_result_meld *m = &r->melds[i];
        size_t ends[2] = {m->start, (size_t)m->start + m->count - 1};
        for (unsigned e = 0; e < 2; e++) {
            unsigned rank = r->cards[ends[e]] & 15u; /* a joker has none */
            if (rank < 1 || rank > 13 || nr[rank] >= 4 || !can_spare(c, m, ends[e]))
                continue;
            by_rank[rank][nr[rank]++] = (spare_end){(uint8_t)i, (uint16_t)ends[e]};
        }
    }
    for (unsigned rank = 1; rank <= 13; rank++)
        for (unsigned x = 0; x < nr[rank]; x++)
            for (unsigned y = x + 1; y < nr[rank]; y++) {
                spare_end a = by_rank[rank][x], b = by_rank[rank][y];
                uint8_t group[3] = {r->cards[a.pos], r->cards[b.pos], wild};
                if (a.meld != b.meld &&
                    cri_meld_check(c->prof, group, 3, NULL, NULL, NULL) != CR_MELD_NONE)
                    return regroup(c, a, b, wild);
            }
    return EXTRAS_UNPLACED;
}

/* Adds an extra wild card to the first meld of the result that takes it,
 * else to a new group (group_from_spares). */
static int32_t absorb_wild(cri_dp_ctx *c, uint8_t wild)
{
    cri_result *r = &c->s->res;
    for (size_t i = 0; i < r->meld_count; i++) {
        cri_result_meld *m = &r->melds[i];
        uint8_t cards[CR_MAX_CARDS], oc[CR_MAX_CARDS], os[CR_MAX_CARDS];
        memcpy(cards, r->cards + m->start, m->count);
        cards[m->count] = wild;
        size_t n = (size_t)m->count + 1;
        int kind = cri_meld_check(c->prof, cards, n, oc, os, NULL);
        if (kind == CR_MELD_NONE || r->card_count >= CR_MAX_CARDS)
            continue;
        /* Shift the later melds one card right and rewrite this one. */
        size_t end = (size_t)m->start + m->count;
        memmove(r->cards + end + 1, r->cards + end, r->card_count - end);
        memmove(r->stands_for + end + 1, r->stands_for + end, r->card_count - end);
        memcpy(r->cards + m->start, oc, n);
        memcpy(r->stands_for + m->start, os, n);
        m->count = (uint8_t)n;
        m->kind = (uint8_t)kind;
        for (size_t j = i + 1; j < r->meld_count; j++)
            r->melds[j].start++;
        r->card_count++;
        return CR_OK;
    }
    return group_from_spares(c, wild);
}

int32_t cri_dp_rebuild(cri_dp_ctx *c, int32_t total)
{
    c->s->res.meld_count = 0;
    c->s->res.card_count = 0;
    c->s->res.unmatched_count = 0;
    /* Not zeroed (16 KB): every part is written before it is read. */
    rebuild *rb = malloc(sizeof *rb);
    if (!rb)
        return CR_E_NOMEM;
    rb->npool = 0;
    memset(rb->slot, 0, sizeof rb->slot);
    memset(rb->nheads, 0, sizeof rb->nheads);
    rb->next_wild = 0;
    rb->nleft = 0;
    uint64_t k0 = 0, k1 = 0;
    int32_t remaining = total;
    int32_t rc = CR_OK;
    for (int cell = CELL(c->first, 0); cell < CELL(c->last + 1, 0) && rc == CR_OK; cell++) {
        if (cri_dp_cell_passes(c, cell, k0, k1))
            continue; /* its one option changes nothing */
        cri_suit_opt opt;
        unsigned w = 0;
        /* The choice whose own cost plus the rest is the remaining optimum:
         * the one the search kept in the memo, else found again (after the
         * path's cost so far, which the LP root bound reads). */
        if (cri_dp_memo_choice(c, cell, k0, k1, remaining, &opt, &w)) {
            /* the step the search would take for it at least: the CYCLIC
             * attempts' allowances read the steps (measured with them) */
            c->s->steps++;
        } else {
            int32_t found =
                cri_dp_step(c, cell, k0, k1, CRI_DP_INF, total - remaining, remaining, &opt, &w);
            if (c->status != CR_OK) {
                rc = c->status;
                break;
            }
            if (found != remaining) {
                rc = CR_E_INTERNAL;
                break;
            }
        }
        const cri_suit_opt *o = &opt;
        uint64_t n0, n1;
        cri_dp_apply_option(c, cell, o, k0, k1, &n0, &n1);
        rc = apply_live(c, rb, cell, k0, o);
        if (rc == CR_OK && cell % 4 == 3) {
            if (pos_kind(c, cell / 4) == PK_NORMAL)
                rc = emit_groups(c, rb, pos_rank(cell / 4), pool_of(n1), w);
            else if (w)
                rc = CR_E_INTERNAL;
            n1 &= ~(UINT64_C(0xFF) << 32);
            n0 += (uint64_t)w << 48;
        }
        k0 = n0;
        k1 = n1;
        remaining -= o->cost;
    }
    if (rc == CR_OK) {
        /* Close the runs still open (relaxed: join them to the heads round
         * the corner), then the unused wild cards. */
        for (unsigned s = 0; s < 4 && rc == CR_OK; s++) {
            live_run tails[MAX_RUNS];
            unsigned nt = 0;
            for (unsigned j = 0; j < MAX_RUNS; j++)
                if (run_get(k0, s, j))
                    tails[nt++] = rb->pool[rb->slot[s][j]];
            if (c->relax) {
                rc = join_round_corner(c, tails, nt, rb->heads[s], rb->nheads[s]);
                continue;
            }
            for (unsigned j = 0; j < nt && rc == CR_OK; j++)
                rc = emit_meld(c, tails[j].cards, tails[j].n);
        }
    }
    if (rc == CR_OK) {
        unsigned left = c->pb->wilds - rb->next_wild;
        if (left >= 3 && !c->prof->need_natural) {
            uint8_t cards[CR_MAX_CARDS * 2];
            for (unsigned i = 0; i < left; i++)
                cards[i] = take_wild(c, rb);
            rc = emit_meld(c, cards, left);
        } else if (c->lean) {
            while (rc == CR_OK && rb->next_wild < c->pb->wilds)
                rc = absorb_wild(c, take_wild(c, rb));
        } else {
            while (rb->next_wild < c->pb->wilds)
                rb->left[rb->nleft++] = take_wild(c, rb);
        }
    }
    if (rc == CR_OK) {
        cri_multiset ms;
        cri_ms_clear(&ms);
        for (size_t i = 0; i < rb->nleft; i++)
            cri_ms_add(&ms, rb->left[i]);
        for (size_t i = 0; i < c->npre_left; i++)
            cri_ms_add(&ms, c->pre_left[i]);
        c->s->res.unmatched_count = cri_ms_to_cards(&ms, c->s->res.unmatched);
    }
    free(rb);
    if (rc != CR_OK) {
        /* No partial result survives a failed rebuild. */
        c->s->res.meld_count = 0;
        c->s->res.card_count = 0;
        c->s->res.unmatched_count = 0;
    }
    return rc;
}
