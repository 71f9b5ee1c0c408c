/* The RUMMY baseline bot (docs/rummy.md): it keeps its melds, goes out
 * whenever it can, exposes the melds that leave the least, lays off every
 * card it can, takes the upcard only when that lowers its deadwood, and
 * discards the card whose loss leaves the least deadwood (the highest card
 * among equals). It reads the legal list, so it never plays an illegal
 * move; the seed breaks exact ties only. */
#include <string.h>

#include "cards/random.h"
#include "rummy/rummy_internal.h"

static int32_t deadwood_of(const cr_game *g, const cri_multiset *h)
{
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n = cri_ms_to_cards(h, cards);
    return cri_rummy_deadwood(g, cards, n);
}

/* The deadwood of a hand without each of its cards, worked out once a bot
 * move (cri_rummy_deadwood_without): every listed discard and the upcard's
 * weighing read it. */
typedef struct without {
    bool done;
    size_t n;
    uint8_t cards[CRI_RUMMY_DECK];
    int32_t dw[CRI_RUMMY_DECK];
} without;

static const without *without_of(const cr_game *g, const cri_multiset *h, without *w)
{
    if (!w->done) {
        w->n = cri_ms_to_cards(h, w->cards);
        cri_rummy_deadwood_without(g, w->cards, w->n, w->dw);
        w->done = true;
    }
    return w;
}

/* The least deadwood after adding c (if c is a card) and discarding one
 * other card; w: the hand's deadwood without each card when c < 0. */
static int32_t best_after(const cr_game *g, cri_multiset h, int c, without *w)
{
    without with_c = {.done = false};
    if (c >= 0) {
        cri_ms_add(&h, (unsigned)c);
        w = &with_c;
    }
    const without *x = without_of(g, &h, w);
    int32_t best = INT32_MAX;
    for (size_t i = 0; i < x->n; i++)
        if ((int)x->cards[i] != c && x->dw[i] < best)
            best = x->dw[i];
    return best == INT32_MAX ? 0 : best;
}

/* The deadwood of the hand without card c, read from w: identical copies
 * of a card are interchangeable, so the first one stands for them all. */
static int32_t deadwood_without(const cr_game *g, const cri_multiset *h, unsigned c, without *w)
{
    const without *x = without_of(g, h, w);
    for (size_t i = 0; i < x->n; i++)
        if (x->cards[i] == c)
            return x->dw[i];
    return deadwood_of(g, h); /* c not held (never listed): nothing taken out */
}

/* Cards of the hand that could meld with c: same rank, or same suit
 * within two ranks (round the corner where runs wrap). */
static int neighbours(const cr_game *g, const cri_multiset *h, unsigned c)
{
    bool cyclic = cri_rummy_opts_of(g)->prof.seq_mode == CR_SEQ_CYCLIC;
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n = cri_ms_to_cards(h, cards);
    int k = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned d = cards[i];
        if (d == c)
            continue;
        int gap = (int)(d & 15u) - (int)(c & 15u);
        if (gap < 0)
            gap = -gap;
        if (cyclic && gap > 6)
            gap = 13 - gap;
        if ((d & 15u) == (c & 15u) || ((d >> 4) == (c >> 4) && gap <= 2))
            k++;
    }
    return k;
}

static unsigned turns_so_far(const cr_game *g)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    unsigned turns = 0;
    for (int32_t p = 0; p < g->cfg.players; p++)
        turns += s->draws[p];
    return turns;
}

/* Score of a listed move: higher is better. */
static int64_t score(cr_game *g, int32_t seat, const cri_move *m, without *w)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    const cri_multiset *h = &s->hand[seat];
    switch (m->type) {
    case CR_MOVE_MELD:
    case CR_MOVE_EXPOSE: {
        cri_multiset t = *h;
        for (size_t i = 0; i < m->n; i++)
            if (m->cards[i] != CR_MOVE_SEPARATOR)
                cri_ms_remove(&t, m->cards[i]);
        uint8_t cards[CRI_RUMMY_DECK];
        size_t n = cri_ms_to_cards(&t, cards);
        return 1000000 - (int64_t)cri_rummy_hand_value(o, cards, n) * 10;
    }
    case CR_MOVE_LAYOFF:
        return 900000 + cri_card_value(&o->prof, m->cards[0]);
    case CR_MOVE_DISCARD: {
        cri_multiset t = *h;
        cri_ms_remove(&t, m->cards[0]);
        /* Where the count is not paid (a fixed stake) only melds matter:
         * keep the cards that could still meld, whatever their value. */
        int64_t nb = o->settlement == CRI_SETTLE_FIXED_STAKE ? 1000 : 150;
        return 500000 - (int64_t)deadwood_without(g, h, m->cards[0], w) * 100 - nb * neighbours(g, &t, m->cards[0]) +
               cri_card_value(&o->prof, m->cards[0]);
    }
    case CR_MOVE_TAKE: {
        int32_t now = g->phase == CR_PHASE_READY ? best_after(g, *h, -1, w) : 0;
        int32_t with = best_after(g, *h, s->pile[s->pile_n - 1], w);
        if (s->in_break)
            return 400000; /* listed only when the upcard can be used */
        /* Bots that keep trading upcards can cycle where the rules let the
         * stock stand still (Round-the-Corner): late in a long deal they
         * draw from the stock, whose rebuilds reshuffle the cards. */
        if (turns_so_far(g) > 60u * (unsigned)g->cfg.players)
            return 100000;
        return with < now ? 400000 + (now - with) : 100000;
    }
    case CR_MOVE_DRAW:
        return 300000;
    case CR_MOVE_PASS:
        /* Block: refuse when holding little. */
        return deadwood_of(g, h) <= 10 ? 450000 : 200000;
    default:
        return 1000;
    }
}

int32_t cri_rummy_bot(cri_move *out, cr_game *g, int32_t seat, uint64_t seed)
{
    cri_movebuf list;
    memset(&list, 0, sizeof list);
    int32_t rc = cri_rummy_legal(g, seat, &list);
    if (rc != CR_OK || list.count == 0) {
        cri_movebuf_free(&list);
        return rc != CR_OK ? rc : CR_E_ILLEGAL_MOVE;
    }
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, seed ^ ((uint64_t)g->stamp << 20) ^ (uint64_t)seat);
    int64_t best = INT64_MIN;
    unsigned ties = 0;
    cri_move m;
    int32_t who;
    /* Very long deals: draws and discards by the seed, so that no two bots
     * can hold each other's cards for ever. */
    bool shake = turns_so_far(g) > 120u * (unsigned)g->cfg.players;
    without w = {.done = false};
    for (size_t i = 0; i < list.count; i++) {
        cri_movebuf_get(&list, i, &who, &m);
        int64_t v = score(g, seat, &m, &w);
        if (shake && (m.type == CR_MOVE_DISCARD || m.type == CR_MOVE_DRAW || m.type == CR_MOVE_TAKE))
            v = 500000 + (int64_t)cri_pcg32_bounded(&rng, 1000);
        if (v > best) {
            best = v;
            *out = m;
            ties = 1;
        } else if (v == best && cri_pcg32_bounded(&rng, ++ties) == 0) {
            *out = m;
        }
    }
    cri_movebuf_free(&list);
    return CR_OK;
}
