/* The RUMMY draw step (phase READY), by rummy.draw_rule: ONE (a stock card
 * or the upcard), SCARNE_S_DS_DD (RULES.md 7.2: S alone, or D then S or D),
 * and what an empty stock does (rummy.stock_end): Block's continuation
 * (`pass` refuses, 10.2), a rebuilt stock (RESHUFFLE_KEEP_TOP, 7.2 rule e;
 * by rummy.rebuild), or a void hand when nothing is left to draw (RC-7,
 * CM-11 max_stock_rebuilds). */
#include <string.h>

#include "cards/random.h"
#include "rummy/rummy_internal.h"

#define S cri_rummy_st
#define O cri_rummy_opts_of

static int32_t illegal(cr_game *g, int32_t reason, const char *msg)
{
    return cri_game_fail(g, CR_E_ILLEGAL_MOVE, reason, "%s: %s", cr_reason_name(reason),
                         msg ? msg : cr_reason_message(reason));
}

static bool keeps_top(const cri_rummy_opts *o)
{
    return o->rebuild == CRI_REBUILD_KEEP_TOP_SHUFFLE || o->rebuild == CRI_REBUILD_KEEP_TOP_TURN;
}

/* Can a stock card be drawn now, rebuilding the stock if need be? */
bool cri_rummy_stock_drawable(const cr_game *g)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    const cri_rummy_opts *o = O(g);
    if (s->stock_n)
        return true;
    if (o->stock_end != CRI_STOCK_END_RESHUFFLE_KEEP_TOP && o->stock_end != CRI_STOCK_END_TAKE_OR_TURN_UNSHUFFLED)
        return false;
    return s->pile_n >= (keeps_top(o) ? 2u : 1u);
}

/* Cards the turn's draw step takes in all, given the draws so far. */
static unsigned draws_needed(const cr_game *g)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    switch (O(g)->draw_rule) {
    case CRI_DRAW_SCARNE_S_DS_DD:
        return s->draw_n == 1 && s->drew_stock && !s->taken ? 1u : 2u;
    case CRI_DRAW_PAIR_SS_DD:
    case CRI_DRAW_ANY_TWO:
        return 2u;
    default:
        return 1u;
    }
}

/* Can the draw step go on (a card left anywhere to draw)? */
bool cri_rummy_can_draw(const cr_game *g)
{
    return cri_rummy_stock_drawable(g) || cri_rummy_cst(g)->pile_n > 0;
}

/* One card from the discard pile (`take`): by the draw rule, or (Boathouse,
 * S1) instead of a stock card owed when the stock is empty (BH-9 (i)). */
static int32_t validate_take1(cr_game *g, int32_t seat, const cri_move *m)
{
    cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    if (!s->pile_n)
        return illegal(g, CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED, "the discard pile is empty");
    if (o->draw_rule == CRI_DRAW_PAIR_SS_DD && s->stock_n)
        return illegal(g, CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED,
                       "draw two stock cards, or take the top two discards together (take 2)");
    if (s->final_round)
        return illegal(g, CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED, "in the final round only the stock may be drawn (JR-5)");
    /* SR-9; a second card taken in the turn (ANY_TWO's DD, Scarne's DD)
     * must be usable together with the first. */
    if (s->in_break && (cri_ms_total(&s->took) ? !cri_rummy_take_usable(g, seat, m) : !cri_rummy_upcard_usable(g, seat)))
        return illegal(g, CR_REASON_UPCARD_NOT_USED, "at the break the upcard may be taken only to meld or lay it off");
    return CR_OK;
}

/* `take 2` (BH-1 DD): the top two discards, as the turn's whole draw;
 * with one discard only under boathouse.dd_partial (that card and a stock card). */
static int32_t validate_take2(cr_game *g, int32_t seat, const cri_move *m)
{
    cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    if (o->draw_rule != CRI_DRAW_PAIR_SS_DD || s->draw_n)
        return illegal(g, CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED, "take 2 is a whole draw of two discards");
    if (s->final_round)
        return illegal(g, CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED, "in the final round only the stock may be drawn (JR-5)");
    if (!(s->pile_n >= 2 || (s->pile_n == 1 && o->dd_partial && s->stock_n)))
        return illegal(g, CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED, "the discard pile holds fewer than two cards (BH-2)");
    /* SR-9 at the break: each card taken must go into a meld or a lay-off
     * this turn, both together (a plan for the two: rummy_turn.c). */
    if (s->in_break && !cri_rummy_take_usable(g, seat, m))
        return illegal(g, CR_REASON_UPCARD_NOT_USED,
                       "at the break the two discards may be taken only if both can be melded or laid off");
    return CR_OK;
}

int32_t cri_rummy_validate_draw(cr_game *g, int32_t seat, const cri_move *m)
{
    cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    bool seq = o->draw_rule != CRI_DRAW_ONE;
    if (g->phase != CR_PHASE_READY)
        return illegal(g, seq && g->phase == CR_PHASE_DISCARD && m->type != CR_MOVE_PASS
                              ? CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED
                              : CR_REASON_WRONG_PHASE,
                       "the draw is over for this turn");
    if (m->n)
        return illegal(g, CR_REASON_WRONG_PHASE, "a draw names no cards");
    switch (m->type) {
    case CR_MOVE_DRAW:
        if (m->arg >= 0)
            return illegal(g, CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED, "draw takes one card");
        if (o->draw_rule == CRI_DRAW_PAIR_SS_DD && s->draw_n && !s->drew_stock)
            return illegal(g, CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED, "two stock cards, or two discards");
        if (!cri_rummy_stock_drawable(g))
            return illegal(g, CR_REASON_STOCK_EMPTY, NULL);
        return CR_OK;
    case CR_MOVE_TAKE:
        if (m->arg == 2)
            return validate_take2(g, seat, m);
        if (m->arg >= 0 && m->arg != 1)
            return illegal(g, CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED, "take one card, or take 2");
        return validate_take1(g, seat, m);
    default: /* CR_MOVE_PASS: the Block refusal */
        if (m->arg >= 0 || o->stock_end != CRI_STOCK_END_BLOCK_CONTINUATION || s->in_break)
            return illegal(g, CR_REASON_WRONG_PHASE, "a turn starts with a draw");
        if (s->stock_n)
            return illegal(g, CR_REASON_WRONG_PHASE, "refusing is possible only once the stock is empty");
        return CR_OK;
    }
}

/* The discard pile becomes the stock (rummy.rebuild): all of it, or all
 * but its top card; turned over (the bottom card on top) or shuffled. */
static void rebuild(cr_game *g)
{
    cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    unsigned n = s->pile_n - (keeps_top(o) ? 1u : 0u);
    bool turn = o->rebuild == CRI_REBUILD_TURN_UNSHUFFLED || o->rebuild == CRI_REBUILD_KEEP_TOP_TURN;
    for (unsigned i = 0; i < n; i++)
        s->stock[i] = turn ? s->pile[n - 1 - i] : s->pile[i];
    if (!turn)
        cri_shuffle(&g->rng, s->stock, n);
    s->stock_n = (uint8_t)n;
    memmove(s->pile, s->pile + n, s->pile_n - n);
    s->pile_n = (uint8_t)(s->pile_n - n);
    s->rebuilds++;
}

/* Applies a draw step move; false when it ended the deal. */
bool cri_rummy_apply_draw(cr_game *g, int32_t seat, const cri_move *m)
{
    cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    if (m->type == CR_MOVE_PASS) {
        if (o->block_showdown_layoffs) {
            /* BL-2 variant: a break-style exposure round from the refuser. */
            s->in_break = 1;
            s->no_draw_break = 1;
            s->breaker = (uint8_t)seat;
            s->break_done = 0;
            s->break_meld = s->meld_n;
            cri_rummy_start_turn(g, seat);
        } else {
            cri_rummy_end_showdown(g, CR_END_REFUSED, seat);
        }
        return false;
    }
    unsigned k = m->type == CR_MOVE_TAKE && m->arg == 2 ? 2u : 1u;
    for (unsigned i = 0; i < k; i++) {
        uint8_t c;
        bool from_stock = m->type == CR_MOVE_DRAW || (i == 1 && !s->pile_n); /* BH-2 partial */
        if (from_stock) {
            if (!s->stock_n) {
                if (o->max_rebuilds >= 0 && s->rebuilds >= o->max_rebuilds) {
                    cri_rummy_end_void(g); /* CM-11 */
                    return false;
                }
                rebuild(g);
            }
            c = s->stock[--s->stock_n];
            s->drew_stock = 1;
        } else {
            c = s->pile[--s->pile_n];
            s->taken_had = (uint8_t)cri_ms_count(&s->hand[seat], c);
            cri_ms_add(&s->known[seat], c);
            cri_ms_add(&s->took, c);
            s->taken = c;
        }
        cri_ms_add(&s->hand[seat], c);
        s->hand_n[seat]++;
        if (s->draw_n++ == 0)
            s->draws[seat]++; /* SR-11: the seat's turns with a draw */
    }
    if (s->draw_n < draws_needed(g) && !cri_rummy_can_draw(g) &&
        o->stock_end == CRI_STOCK_END_TAKE_OR_TURN_UNSHUFFLED) {
        cri_rummy_end_void(g); /* BH-10: a card is owed and none is left */
        return false;
    }
    if (s->draw_n >= draws_needed(g) || !cri_rummy_can_draw(g))
        g->phase = s->in_break ? CR_PHASE_BREAK : CR_PHASE_DISCARD;
    return true;
}
