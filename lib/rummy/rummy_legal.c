/* The RUMMY legal list, in this order: the draw step (draw, take, pass);
 * discards in card order; meld moves (every distinct going-rummy partition,
 * all cards or all but the discard, or Skip's three-card melds); lay-offs
 * by card then table meld; break exposures (every maximal set of melds);
 * done. Meld moves list their melds as the candidate enumeration finds
 * them (groups by rank, then runs by suit), cards in card order, so each
 * partition appears once. A move listed here validates, and the list is
 * complete: tests/game checks both on random playouts. */
#include <string.h>

#include "rummy/rummy_internal.h"

#define S cri_rummy_st
#define O cri_rummy_opts_of

typedef struct emit {
    cr_game *g;
    int32_t seat;
    int32_t type;
    const uint8_t *cards;
    cri_movebuf *out;
    int32_t rc;
    bool check; /* validate each move before listing it */
} emit;

static int emit_set(void *ctx, const uint32_t *set, size_t k)
{
    emit *e = ctx;
    cri_move m;
    cri_rummy_move_of(&m, e->type, e->cards, set, k);
    const cri_rummy_state *s = cri_rummy_cst(e->g);
    if (e->check || (e->type == CR_MOVE_EXPOSE && s->taken && cri_ms_count(&s->hand[e->seat], s->taken))) {
        /* Only the exposures that keep the upcard taken usable, the Skip
         * melds that leave a card that may be discarded. */
        uint32_t reason = (uint32_t)e->g->last_reason;
        char err[CRI_ERR_MAX];
        memcpy(err, e->g->err, sizeof err);
        int32_t rc = e->g->engine->validate(e->g, e->seat, &m);
        e->g->last_reason = (int32_t)reason;
        memcpy(e->g->err, err, sizeof err);
        if (rc != CR_OK)
            return 0;
    }
    if (cri_movebuf_push(e->out, e->seat, &m) != CR_OK) {
        e->rc = CR_E_NOMEM;
        return 1;
    }
    return 0;
}

static int32_t push0(cri_movebuf *out, int32_t seat, int32_t type)
{
    return cri_movebuf_push1(out, seat, type, -1, -1);
}

/* Keeps only the moves that validate (the rare conditional ones). */
static int32_t push_if_valid(cr_game *g, cri_movebuf *out, int32_t seat, int32_t type, int32_t arg, int card)
{
    cri_move m = {.type = type, .arg = arg, .n = card >= 0 ? 1 : 0};
    if (card >= 0)
        m.cards[0] = (uint8_t)card;
    uint32_t reason = (uint32_t)g->last_reason;
    char err[CRI_ERR_MAX];
    memcpy(err, g->err, sizeof err);
    int32_t rc = g->engine->validate(g, seat, &m);
    g->last_reason = (int32_t)reason;
    memcpy(g->err, err, sizeof err);
    if (rc != CR_OK)
        return CR_OK;
    return cri_movebuf_push(out, seat, &m);
}

static int32_t legal_draw_step(cr_game *g, int32_t seat, cri_movebuf *out)
{
    int32_t rc = CR_OK;
    if (S(g)->stock_n)
        rc = push0(out, seat, CR_MOVE_DRAW);
    if (rc == CR_OK)
        rc = push_if_valid(g, out, seat, CR_MOVE_TAKE, -1, -1);
    if (rc == CR_OK)
        rc = push_if_valid(g, out, seat, CR_MOVE_PASS, -1, -1);
    return rc;
}

static int32_t legal_discards(cr_game *g, int32_t seat, cri_movebuf *out, const uint8_t *cards, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (i && cards[i] == cards[i - 1])
            continue;
        int32_t rc = push_if_valid(g, out, seat, CR_MOVE_DISCARD, -1, cards[i]);
        if (rc != CR_OK)
            return rc;
    }
    return CR_OK;
}

static int32_t legal_layoffs(cr_game *g, int32_t seat, cri_movebuf *out, const uint8_t *cards, size_t n)
{
    const cri_rummy_state *s = S(g);
    for (size_t i = 0; i < n; i++)
        for (unsigned k = 0; k < s->meld_n; k++) {
            if (g->phase == CR_PHASE_BREAK && k < s->break_meld)
                continue;
            if (!cri_rummy_layoff_ok(g, k, cards[i], NULL))
                continue;
            int32_t rc = push_if_valid(g, out, seat, CR_MOVE_LAYOFF, (int32_t)k, cards[i]);
            if (rc != CR_OK)
                return rc;
        }
    return CR_OK;
}

/* Going rummy: every exact cover of the hand, then of the hand less one
 * card (the discard to follow). */
static int32_t legal_go_out(cr_game *g, int32_t seat, emit *e, const uint32_t *melds, size_t mn, size_t n)
{
    const cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    uint32_t all = (uint32_t)((UINT64_C(1) << n) - 1);
    if (o->go_out_discard != CRI_GO_OUT_DISCARD_REQUIRED)
        cri_rummy_covers(melds, mn, all, emit_set, e);
    for (size_t j = 0; j < n && e->rc == CR_OK; j++) {
        if (s->taken && o->no_discard_taken && e->cards[j] == s->taken)
            continue;
        cri_rummy_covers(melds, mn, all & ~(1u << j), emit_set, e);
    }
    (void)seat;
    return e->rc;
}

static int32_t legal_skip_melds(cr_game *g, int32_t seat, emit *e, const uint32_t *melds, size_t mn, size_t n)
{
    const cri_rummy_state *s = S(g);
    if (s->acts)
        return CR_OK;
    e->check = true;
    for (size_t j = 0; j < mn && e->rc == CR_OK; j++)
        if (__builtin_popcount(melds[j]) == 3)
            emit_set(e, &melds[j], 1);
    e->check = false;
    (void)seat;
    (void)n;
    return e->rc;
}

int32_t cri_rummy_legal(cr_game *g, int32_t seat, cri_movebuf *out)
{
    cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    if (g->phase == CR_PHASE_READY)
        return legal_draw_step(g, seat, out);
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n = cri_ms_to_cards(&s->hand[seat], cards);
    if (n > CRI_RUMMY_HAND_MAX)
        n = CRI_RUMMY_HAND_MAX;
    uint32_t melds[CRI_RUMMY_CAND_MAX];
    size_t mn = cri_rummy_melds(o, cards, n, melds, CRI_RUMMY_CAND_MAX);
    emit e = {.g = g, .seat = seat, .cards = cards, .out = out, .rc = CR_OK};
    int32_t rc = legal_discards(g, seat, out, cards, n);
    if (rc != CR_OK || s->pending_out)
        return rc;
    if (g->phase == CR_PHASE_DISCARD) {
        e.type = CR_MOVE_MELD;
        rc = o->meld_timing == CRI_MELD_SKIP_ONE ? legal_skip_melds(g, seat, &e, melds, mn, n)
                                                 : legal_go_out(g, seat, &e, melds, mn, n);
        if (rc == CR_OK && o->layoff == CRI_LAYOFF_ONE_CARD && !s->acts)
            rc = legal_layoffs(g, seat, out, cards, n);
        return rc;
    }
    /* BREAK: lay-offs, exposures, done. */
    rc = legal_layoffs(g, seat, out, cards, n);
    if (rc == CR_OK && !s->exposed) {
        e.type = CR_MOVE_EXPOSE;
        cri_rummy_maximal(melds, mn, n ? (uint32_t)((UINT64_C(1) << n) - 1) : 0u, emit_set, &e);
        rc = e.rc;
    }
    if (rc == CR_OK)
        rc = push_if_valid(g, out, seat, CR_MOVE_DONE, -1, -1);
    return rc;
}
