/* The RUMMY turn (RULES.md 5.2, 6.2, 10.2, 11.2): the draw step (READY),
 * then melds, lay-offs and the discard (DISCARD), and the break turns of
 * the Straight Rummy break (BREAK: expose, lay off, discard or done). */
#include <stdlib.h>
#include <string.h>

#include "solver/meld.h"
#include "rummy/rummy_internal.h"

#define S cri_rummy_st
#define O cri_rummy_opts_of

static int32_t illegal(cr_game *g, int32_t reason, const char *msg)
{
    return cri_game_fail(g, CR_E_ILLEGAL_MOVE, reason, "%s: %s", cr_reason_name(reason),
                         msg ? msg : cr_reason_message(reason));
}

static size_t hand_cards(const cr_game *g, int32_t seat, uint8_t *out)
{
    return cri_ms_to_cards(&cri_rummy_cst(g)->hand[seat], out);
}

static bool has_meld(const cr_game *g, const uint8_t *cards, size_t n)
{
    return cri_rummy_any_meld(O(g), cards, n);
}

/* ---- turn starts and ends ------------------------------------------------------------- */

void cri_rummy_start_turn(cr_game *g, int32_t seat)
{
    cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    int32_t n = cri_rummy_active(g);
    s->taken = 0;
    cri_ms_clear(&s->took);
    s->draw_n = 0;
    s->drew_stock = 0;
    s->acts = 0;
    s->exposed = 0;
    s->pending_out = 0;
    g->to_act = (int8_t)seat;
    g->phase = CR_PHASE_READY;
    if (s->in_break || s->final_round) {
        if (s->no_draw_break)
            g->phase = CR_PHASE_BREAK;
        return;
    }
    int32_t round_at = cri_rummy_round_at(g);
    if (o->stock_end == CRI_STOCK_END_FINAL_ROUND && s->stock_n <= round_at) {
        /* JR-5: this seat and each following one get one more turn (at N
         * stock cards; 2N+1 with two-card draws). */
        s->final_round = 1;
        s->breaker = (uint8_t)seat;
        s->break_done = 0;
        return;
    }
    if (!cri_rummy_can_draw(g) && (o->stock_end == CRI_STOCK_END_RESHUFFLE_KEEP_TOP ||
                                   o->stock_end == CRI_STOCK_END_TAKE_OR_TURN_UNSHUFFLED)) {
        cri_rummy_end_void(g); /* RC-7, BH-10: nothing left to draw */
        return;
    }
    if (o->stock_end == CRI_STOCK_END_BREAK && s->stock_n <= round_at) {
        /* SR-6: the break begins at the start of the turn with N cards left
         * (2N+1 or fewer with two-card draws: cri_rummy_round_at). */
        s->in_break = 1;
        s->breaker = (uint8_t)seat;
        s->break_done = 0;
        s->break_meld = s->meld_n;
    } else if (o->stock_end == CRI_STOCK_END_END_AT_N && s->stock_n <= n) {
        /* SK-8: the hand ends at N cards; the next seat counts as breaker. */
        cri_rummy_end_showdown(g, CR_END_STOCK_END, seat);
    }
}

static void end_turn(cr_game *g, int32_t seat)
{
    cri_rummy_state *s = S(g);
    int32_t n = cri_rummy_active(g);
    if (s->acts)
        s->melded |= (uint16_t)(1u << seat);
    if (s->final_round && ++s->break_done >= n) {
        cri_rummy_java_end(g, CR_END_BREAK, -1); /* nobody went down */
        return;
    }
    if (s->in_break) {
        s->broke[seat] = 1;
        s->break_done++;
        if (s->break_done >= n) {
            cri_rummy_end_showdown(g, s->no_draw_break ? CR_END_REFUSED : CR_END_BREAK, s->breaker);
            return;
        }
    }
    cri_rummy_start_turn(g, cri_rummy_next_seat(g, seat));
}

/* ---- validation --------------------------------------------------------------------------- */

static int32_t one_card(cr_game *g, int32_t seat, const cri_move *m, uint8_t *card)
{
    if (m->n != 1 || !cri_code_is_valid(m->cards[0]))
        return illegal(g, CR_REASON_CARD_NOT_IN_HAND, "name one card of the hand");
    if (!cri_ms_count(&S(g)->hand[seat], m->cards[0]))
        return cri_game_fail(g, CR_E_ILLEGAL_MOVE, CR_REASON_CARD_NOT_IN_HAND,
                             "E_CARD_NOT_IN_HAND: seat %d does not hold %s", (int)seat, cr_card_name(m->cards[0]));
    *card = m->cards[0];
    return CR_OK;
}

/* Could card u (held, or the upcard about to be taken) go into a meld
 * with the hand's cards or be laid off onto a break meld (SR-9)? */
static bool card_usable(const cr_game *g, int32_t seat, unsigned u, bool held)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n = hand_cards(g, seat, cards), at = n;
    if (!held)
        cards[n++] = (uint8_t)u;
    for (size_t i = 0; i < n; i++)
        if (cards[i] == u)
            at = i;
    if (cri_rummy_in_meld(O(g), cards, n, at))
        return true;
    for (unsigned k = s->break_meld; k < s->meld_n; k++)
        if (cri_rummy_layoff_ok(g, k, u, NULL))
            return true;
    return false;
}

bool cri_rummy_upcard_usable(const cr_game *g, int32_t seat)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    return s->pile_n && card_usable(g, seat, s->pile[s->pile_n - 1], false);
}


/* A lay-off move: the card from the hand, and (wild tables, DR-3) the
 * joker it displaces with the joker's new declaration: `layoff 8S JK=10S 0`. */
static int32_t read_layoff(cr_game *g, int32_t seat, const cri_move *m, uint8_t *c, unsigned *joker_to)
{
    cri_move_entry e[4];
    size_t en = 0;
    *joker_to = 0;
    if (m->n > 8 || cri_move_decode(m->cards, m->n, e, 4, &en) != CR_OK || en < 1 || e[0].separator ||
        e[0].declared || e[0].joker_id)
        return illegal(g, CR_REASON_CARD_NOT_IN_HAND, "name one card of the hand");
    if (en > 2 || (en == 2 && (e[1].card != CR_CARD_JOKER || !e[1].declared || e[1].declared >= 64)))
        return illegal(g, en == 2 && cri_code_is_standard(e[1].card) ? CR_REASON_MELD_LIMIT : CR_REASON_INVALID_MELD,
                       "lay off one card at a time, naming at most the table joker it displaces (JK=10S)");
    if (!cri_ms_count(&S(g)->hand[seat], e[0].card))
        return cri_game_fail(g, CR_E_ILLEGAL_MOVE, CR_REASON_CARD_NOT_IN_HAND,
                             "E_CARD_NOT_IN_HAND: seat %d does not hold %s", (int)seat, cr_card_name(e[0].card));
    *c = e[0].card;
    if (en == 2)
        *joker_to = e[1].declared;
    return CR_OK;
}

/* A break exposure or lay-off must not strand the upcard taken this turn
 * (it could no longer be used, and the turn could not end). */
static int32_t keeps_upcard_usable(cr_game *g, int32_t seat, const cri_move *m, const cri_rummy_melds_in *in)
{
    const cri_rummy_state *s = S(g);
    if (g->phase != CR_PHASE_BREAK || !cri_rummy_still_holds_taken(g))
        return CR_OK;
    size_t size = cri_game_size(g);
    cr_game *c = malloc(size);
    if (!c)
        return cri_game_fail(g, CR_E_NOMEM, 0, "out of memory");
    memcpy(c, g, size);
    cri_rummy_state *cs = S(c);
    if (in)
        for (size_t k = 0; k < in->k; k++)
            cri_rummy_put_meld(cs, seat, in->cards + in->at[k], in->stands + in->at[k], in->len[k]);
    else {
        uint8_t card = 0;
        unsigned to = 0;
        read_layoff(g, seat, m, &card, &to);
        cri_rummy_lay_off(c, seat, (unsigned)m->arg, card, to);
    }
    bool ok;
    if (cri_ms_total(&cs->took) > 1 || cri_ms_total(&s->took) > 1)
        ok = cri_rummy_taken_plan(c, seat) == 1; /* two taken cards: a plan for both */
    else {
        uint8_t left[CRI_RUMMY_DECK];
        ok = cri_ms_to_cards(&cs->took, left) == 0 || card_usable(c, seat, left[0], true);
    }
    free(c);
    return ok ? CR_OK : illegal(g, CR_REASON_UPCARD_NOT_USED, "this would leave the upcard taken unusable");
}

/* The checks that end a break turn (discard or done): the upcard taken is
 * used (SR-9) and no meld is left unexposed (SR-8). */
static int32_t break_end_ok(cr_game *g, int32_t seat)
{
    const cri_rummy_state *s = S(g);
    if (cri_rummy_still_holds_taken(g))
        return illegal(g, CR_REASON_UPCARD_NOT_USED, "the upcard taken must go into a meld or a lay-off");
    if (!s->exposed) {
        uint8_t cards[CRI_RUMMY_DECK];
        size_t n = hand_cards(g, seat, cards);
        if (has_meld(g, cards, n))
            return illegal(g, CR_REASON_INVALID_MELD, "every meld in the hand must be exposed at the break");
    }
    return CR_OK;
}

/* SR-8: a break turn the engine arranges (straight.break_auto_arrange). */
static bool auto_break(const cr_game *g)
{
    return g->phase == CR_PHASE_BREAK && O(g)->break_auto && !cri_rummy_cst(g)->no_draw_break;
}

static int32_t arranged_ok(cr_game *g, int32_t seat, unsigned discard)
{
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n;
    cri_rummy_plan p;
    int32_t why = cri_rummy_plan_break(g, seat, discard, cards, &n, &p);
    if (why < 0)
        return cri_game_fail(g, CR_E_NOMEM, 0, "out of memory");
    if (why != CR_REASON_NONE)
        return illegal(g, CR_REASON_UPCARD_NOT_USED, "no arrangement of the cards kept uses the upcard taken");
    return CR_OK;
}

static int32_t validate_discard(cr_game *g, int32_t seat, const cri_move *m)
{
    cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    uint8_t c = 0;
    if (g->phase == CR_PHASE_READY)
        return illegal(g, CR_REASON_WRONG_PHASE, "draw first");
    int32_t rc = one_card(g, seat, m, &c);
    if (rc != CR_OK)
        return rc;
    if (m->arg >= 0)
        return illegal(g, CR_REASON_WRONG_PHASE, "discard names one card");
    if (cri_rummy_discard_banned(g, seat, c))
        return illegal(g, CR_REASON_DISCARD_TAKEN_THIS_TURN, NULL);
    if (g->phase == CR_PHASE_BREAK) {
        if (!o->break_discard || s->no_draw_break)
            return illegal(g, CR_REASON_WRONG_PHASE, "a break turn here ends with done, not a discard");
        if (auto_break(g))
            return arranged_ok(g, seat, c);
        /* (rummy.allow_discard_taken: a taken card discarded is used up) */
        if (cri_ms_total(&s->took) > (cri_ms_count(&s->took, c) ? 1u : 0u))
            return illegal(g, CR_REASON_UPCARD_NOT_USED, "the upcard taken must go into a meld or a lay-off");
        return break_end_ok(g, seat);
    }
    return CR_OK;
}

/* Java (RULES.md 13.2): going down all at once before the draw, the
 * whole hand, or all but one card of at most leftover_max. */
static int32_t validate_go_down(cr_game *g, int32_t seat, const cri_move *m)
{
    cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    if (g->phase != CR_PHASE_READY || s->draw_n)
        return illegal(g, CR_REASON_MUST_MELD_BEFORE_DRAW, NULL);
    if (m->arg >= 0)
        return illegal(g, CR_REASON_INVALID_MELD, "meld takes cards only");
    cri_rummy_melds_in in;
    int32_t rc = cri_rummy_read_melds(g, seat, m, &in);
    if (rc != CR_OK)
        return rc;
    size_t left = s->hand_n[seat] - in.n;
    if (left > 1)
        return illegal(g, CR_REASON_MUST_GO_OUT_ALL_AT_ONCE, "go down with the whole hand, or all but one card");
    if (left == 1) {
        cri_multiset rest = s->hand[seat];
        for (size_t i = 0; i < in.n; i++)
            cri_ms_remove(&rest, in.cards[i]);
        uint8_t c[2];
        cri_ms_to_cards(&rest, c);
        if (cri_card_value(&o->prof, c[0]) > o->leftover_max)
            return cri_game_fail(g, CR_E_ILLEGAL_MOVE, CR_REASON_LEFTOVER_TOO_HIGH,
                                 "E_LEFTOVER_TOO_HIGH: %s counts %d, more than %d", cr_card_name(c[0]),
                                 (int)cri_card_value(&o->prof, c[0]), (int)o->leftover_max);
    }
    return CR_OK;
}

static int32_t validate_meld(cr_game *g, int32_t seat, const cri_move *m)
{
    cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    if (o->meld_timing == CRI_MELD_BEFORE_DRAW_ALL)
        return validate_go_down(g, seat, m);
    if (g->phase == CR_PHASE_READY)
        return illegal(g, CR_REASON_WRONG_PHASE, "draw first");
    if (g->phase == CR_PHASE_BREAK)
        return illegal(g, CR_REASON_WRONG_PHASE, "at the break melds are exposed all at once: expose");
    if (m->arg >= 0)
        return illegal(g, CR_REASON_INVALID_MELD, "meld takes cards only");
    if (s->pending_out)
        return illegal(g, CR_REASON_MELD_NOT_ALLOWED_NOW, "the melds are down: discard the last card");
    cri_rummy_melds_in in;
    int32_t rc = cri_rummy_read_melds(g, seat, m, &in);
    if (rc != CR_OK)
        return rc;
    size_t left = s->hand_n[seat] - in.n;
    if (o->meld_timing == CRI_MELD_SKIP_ONE) {
        if (s->acts || in.k != 1 || in.n != 3)
            return illegal(g, CR_REASON_MELD_LIMIT, "one new meld of exactly three cards, or one lay-off, a turn");
        if (!left && o->skip_nd_after_stock && !s->drew_stock)
            return illegal(g, CR_REASON_GO_OUT_NEEDS_DISCARD, "going out without a discard needs a stock draw (SK-2)");
        if (cri_rummy_strands_taken(g, seat, &in.all))
            return illegal(g, CR_REASON_DISCARD_TAKEN_THIS_TURN, "the one card left to discard was taken this turn");
        return CR_OK;
    }
    if (o->meld_timing == CRI_MELD_FREE) {
        /* RC-4 / DR-5 variants, Boathouse: any melds, any turn after the draw. */
        if (!left && o->go_out_discard == CRI_GO_OUT_DISCARD_REQUIRED)
            return illegal(g, CR_REASON_GO_OUT_NEEDS_DISCARD, NULL);
        if (cri_rummy_strands_taken(g, seat, &in.all))
            return illegal(g, CR_REASON_DISCARD_TAKEN_THIS_TURN, "only cards taken this turn would be left to discard");
        return CR_OK;
    }
    /* GO_OUT_ONLY: the melds take the whole hand, or all but the discard. */
    if (left > 1)
        return illegal(g, CR_REASON_MELD_NOT_ALLOWED_NOW, "melds go down only to go rummy with the whole hand");
    if (!left && o->go_out_discard == CRI_GO_OUT_DISCARD_REQUIRED)
        return illegal(g, CR_REASON_GO_OUT_NEEDS_DISCARD, NULL);
    if (left == 1 && cri_rummy_strands_taken(g, seat, &in.all))
        return illegal(g, CR_REASON_DISCARD_TAKEN_THIS_TURN, "the card left to discard was taken this turn");
    return CR_OK;
}

static int32_t validate_expose(cr_game *g, int32_t seat, const cri_move *m)
{
    cri_rummy_state *s = S(g);
    if (g->phase != CR_PHASE_BREAK)
        return illegal(g, g->phase == CR_PHASE_READY ? CR_REASON_WRONG_PHASE : CR_REASON_MELD_NOT_ALLOWED_NOW,
                       "melds are exposed only in a break turn");
    if (auto_break(g))
        return illegal(g, CR_REASON_MELD_NOT_ALLOWED_NOW, "the engine arranges this break (SR-8): discard or done");
    if (s->exposed)
        return illegal(g, CR_REASON_MELD_LIMIT, "the melds were exposed already this turn");
    if (m->arg >= 0)
        return illegal(g, CR_REASON_INVALID_MELD, "expose takes cards only");
    cri_rummy_melds_in in;
    int32_t rc = cri_rummy_read_melds(g, seat, m, &in);
    if (rc != CR_OK)
        return rc;
    cri_multiset kept = s->hand[seat];
    for (size_t i = 0; i < in.n; i++)
        cri_ms_remove(&kept, in.cards[i]);
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n = cri_ms_to_cards(&kept, cards);
    if (has_meld(g, cards, n))
        return illegal(g, CR_REASON_INVALID_MELD, "every meld must be exposed: one is left among the kept cards");
    return keeps_upcard_usable(g, seat, m, &in);
}

static int32_t validate_layoff(cr_game *g, int32_t seat, const cri_move *m)
{
    cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    if (g->phase == CR_PHASE_READY)
        return illegal(g, CR_REASON_WRONG_PHASE, "draw first");
    if (s->pending_out)
        return illegal(g, CR_REASON_MELD_NOT_ALLOWED_NOW, "the melds are down: discard the last card");
    bool skip = o->layoff == CRI_LAYOFF_ONE_CARD;
    /* Skip: one card a turn; free melding: any; every break allows
     * lay-offs onto its melds. */
    bool now = g->phase == CR_PHASE_BREAK ||
               (g->phase == CR_PHASE_DISCARD && (skip || o->layoff == CRI_LAYOFF_ANY));
    if (!now)
        return illegal(g, CR_REASON_MELD_NOT_ALLOWED_NOW, "no lay-offs now in this game");
    uint8_t c = 0;
    unsigned joker_to;
    int32_t rc = read_layoff(g, seat, m, &c, &joker_to);
    if (rc != CR_OK)
        return rc;
    if (joker_to && !o->wild)
        return illegal(g, CR_REASON_INVALID_MELD, "this game has no wild cards");
    /* Only Double Rummy moves table jokers (DR-3); elsewhere (Java and Rummy
     * Poker at the break) a declaration stays as it went down. */
    if (joker_to && o->joker_move == CRI_JOKER_MOVE_NONE)
        return illegal(g, CR_REASON_JOKER_DECLARATION_FIXED, "a wild card on the table keeps its declaration here");
    if (skip && s->acts)
        return illegal(g, CR_REASON_MELD_LIMIT, "one new meld or one lay-off a turn");
    if (m->arg < 0 || m->arg >= s->meld_n)
        return illegal(g, CR_REASON_INVALID_MELD, "no such table meld");
    if (auto_break(g))
        return illegal(g, CR_REASON_MELD_NOT_ALLOWED_NOW, "the engine arranges this break (SR-8): discard or done");
    if (g->phase == CR_PHASE_BREAK && m->arg < s->break_meld)
        return illegal(g, CR_REASON_MELD_NOT_ALLOWED_NOW, "lay-offs go only onto melds exposed in this break");
    if (o->wild) {
        int32_t why = cri_rummy_layoff_wild(g, (unsigned)m->arg, c, joker_to, NULL, NULL, NULL);
        bool stands_for_c = false;
        for (unsigned i = 0; i < s->meld_len[m->arg]; i++) {
            unsigned at = s->meld_at[m->arg] + i;
            stands_for_c |= s->stands[at] == c && s->table[at] != c;
        }
        if (why == CR_REASON_INVALID_MELD && !joker_to && stands_for_c)
            return illegal(g, CR_REASON_JOKER_DECLARATION_FIXED,
                           "a joker stands for that card: say where it moves, e.g. layoff 8S JK=10S 3");
        if (why != CR_REASON_NONE)
            return illegal(g, why, why == CR_REASON_INVALID_MELD ? "the card does not extend that meld" : NULL);
    } else if (!cri_rummy_layoff_ok(g, (unsigned)m->arg, c, NULL)) {
        return illegal(g, CR_REASON_INVALID_MELD, "the card does not extend that meld");
    }
    if (skip && s->hand_n[seat] == 1 && o->skip_nd_after_stock && !s->drew_stock)
        return illegal(g, CR_REASON_GO_OUT_NEEDS_DISCARD, "going out without a discard needs a stock draw (SK-2)");
    cri_multiset gone;
    cri_ms_clear(&gone);
    cri_ms_add(&gone, c);
    if (g->phase == CR_PHASE_DISCARD && cri_rummy_strands_taken(g, seat, &gone))
        return illegal(g, CR_REASON_DISCARD_TAKEN_THIS_TURN, "the cards left to discard were taken this turn");
    return keeps_upcard_usable(g, seat, m, NULL);
}

int32_t cri_rummy_validate(cr_game *g, int32_t seat, const cri_move *m)
{
    switch (m->type) {
    case CR_MOVE_DRAW:
    case CR_MOVE_TAKE:
    case CR_MOVE_PASS:
        return cri_rummy_validate_draw(g, seat, m);
    case CR_MOVE_DISCARD:
        return validate_discard(g, seat, m);
    case CR_MOVE_MELD:
        return validate_meld(g, seat, m);
    case CR_MOVE_EXPOSE:
        return validate_expose(g, seat, m);
    case CR_MOVE_LAYOFF:
        return validate_layoff(g, seat, m);
    case CR_MOVE_DONE:
        if (g->phase != CR_PHASE_BREAK || m->n || m->arg >= 0)
            return illegal(g, CR_REASON_WRONG_PHASE, "done ends a break turn");
        if (O(g)->break_discard && !S(g)->no_draw_break)
            return illegal(g, CR_REASON_WRONG_PHASE, "a break turn ends with a discard (SR-7)");
        return auto_break(g) ? arranged_ok(g, seat, 0) : break_end_ok(g, seat);
    default:
        return illegal(g, CR_REASON_WRONG_PHASE, "not a move of this game");
    }
}

bool cri_rummy_safe(const cr_game *g, int32_t seat, const cri_move *m)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    switch (m->type) {
    case CR_MOVE_DRAW: /* Round-the-Corner, Boathouse: the pile turned into the stock first */
        return cri_rummy_stock_drawable(g);
    case CR_MOVE_TAKE: /* take 2: two discards, or BH-2's one and a stock card */
        return m->arg == 2 ? s->pile_n >= 2 || (s->pile_n == 1 && s->stock_n) : s->pile_n > 0;
    case CR_MOVE_DISCARD:
        return m->n == 1 && cri_ms_count(&s->hand[seat], m->cards[0]);
    case CR_MOVE_LAYOFF: {
        /* the card, and (DR-3) the table joker it displaces: `layoff 8S JK=10S 0` */
        cri_move_entry e[4];
        size_t en = 0;
        if (m->n > 8 || cri_move_decode(m->cards, m->n, e, 4, &en) != CR_OK || en < 1 || en > 2 ||
            e[0].separator || e[0].declared || e[0].joker_id)
            return false;
        if (en == 2 && (e[1].card != CR_CARD_JOKER || !e[1].declared || e[1].declared >= 64))
            return false;
        return cri_ms_count(&s->hand[seat], e[0].card) && m->arg >= 0 && m->arg < s->meld_n;
    }
    case CR_MOVE_MELD:
    case CR_MOVE_EXPOSE: {
        /* the cards themselves: a wild card is held bare (2C=9C is 2C, JK=9S a joker) */
        cri_move_entry buf[CRI_MOVE_MAX];
        const cri_move_entry *e;
        size_t en = 0, melds = 1;
        if (cri_game_move_entries(g, m->cards, m->n, buf, &e, &en) != CR_OK)
            return false;
        cri_multiset need;
        cri_ms_clear(&need);
        for (size_t i = 0; i < en; i++) {
            if (e[i].separator)
                melds++;
            else if (!cri_ms_add(&need, e[i].card))
                return false;
        }
        return cri_ms_subset(&need, &s->hand[seat]) && s->meld_n + melds <= CRI_RUMMY_MELDS;
    }
    case CR_MOVE_PASS:
    case CR_MOVE_DONE:
        return true;
    default: /* a move type no RUMMY game has (play, commit, knock) */
        return false;
    }
}

/* ---- application -------------------------------------------------------------------------- */

static void lose_card(cri_rummy_state *s, int32_t seat, unsigned c)
{
    cri_ms_remove(&s->hand[seat], c);
    cri_ms_remove(&s->known[seat], c);
    cri_ms_remove(&s->took, c); /* identical copies (RULES.md 0.1): the taken one goes first */
    s->hand_n[seat]--;
}

void cri_rummy_put_meld(cri_rummy_state *s, int32_t seat, const uint8_t *cards, const uint8_t *stands, size_t n)
{
    s->meld_at[s->meld_n] = s->table_n;
    s->meld_len[s->meld_n] = (uint8_t)n;
    s->meld_owner[s->meld_n] = (uint8_t)seat;
    s->meld_n++;
    for (size_t i = 0; i < n; i++) {
        s->stands[s->table_n] = stands[i];
        s->table[s->table_n++] = cards[i];
        lose_card(s, seat, cards[i]);
    }
}

bool cri_rummy_expose(cri_rummy_state *s, const cri_meld_profile *prof, int32_t seat, const uint8_t *cards,
                      const uint64_t *set, size_t k)
{
    /* All melds are checked before any is put, so a refusal changes nothing. */
    if (k > CRI_RUMMY_MELDS - (size_t)s->meld_n)
        return false;
    uint8_t ordered[CRI_RUMMY_DECK], stands[CRI_RUMMY_DECK];
    size_t len[CRI_RUMMY_MELDS], used = 0;
    for (size_t j = 0; j < k; j++) {
        uint8_t c[CRI_RUMMY_DECK];
        size_t cn = 0;
        for (uint64_t b = set[j]; b; b &= b - 1)
            c[cn++] = cards[__builtin_ctzll(b)];
        if (used + cn > CRI_RUMMY_DECK ||
            cri_meld_check(prof, c, cn, ordered + used, stands + used, NULL) == CR_MELD_NONE)
            return false;
        len[j] = cn;
        used += cn;
    }
    used = 0;
    for (size_t j = 0; j < k; j++) {
        cri_rummy_put_meld(s, seat, ordered + used, stands + used, len[j]);
        used += len[j];
    }
    return true;
}

void cri_rummy_lay_off(cr_game *g, int32_t seat, unsigned meld, unsigned c, unsigned joker_to)
{
    cri_rummy_state *s = S(g);
    uint8_t order[CRI_RUMMY_DECK], stands[CRI_RUMMY_DECK], moved[CRI_RUMMY_DECK];
    unsigned at = s->meld_at[meld], len = s->meld_len[meld];
    int moved_at = -1;
    memset(moved, 0, sizeof moved);
    if (O(g)->wild) {
        cri_rummy_layoff_wild(g, meld, c, joker_to, order, stands, &moved_at);
        /* jokers that moved before keep their mark (by what they stand for) */
        for (unsigned i = 0; i <= len; i++)
            for (unsigned k = 0; k < len; k++)
                if (s->moved[at + k] && s->stands[at + k] == stands[i] && order[i] == s->table[at + k])
                    moved[i] = 1;
        if (moved_at >= 0)
            moved[moved_at] = 1;
    } else {
        cri_rummy_layoff_ok(g, meld, c, order);
        memcpy(stands, order, len + 1);
    }
    memmove(s->table + at + len + 1, s->table + at + len, s->table_n - at - len);
    memmove(s->stands + at + len + 1, s->stands + at + len, s->table_n - at - len);
    memmove(s->moved + at + len + 1, s->moved + at + len, s->table_n - at - len);
    memcpy(s->table + at, order, len + 1);
    memcpy(s->stands + at, stands, len + 1);
    memcpy(s->moved + at, moved, len + 1);
    s->table_n++;
    s->meld_len[meld]++;
    for (unsigned k = meld + 1; k < s->meld_n; k++)
        s->meld_at[k]++;
    lose_card(s, seat, c);
}

/* The hand is empty: the deal ends, or (SR-10 variant) the break goes on.
 * Java (java.stock_end=STRAIGHT_BREAK): going down (before the draw) wins;
 * a hand emptied by a break turn's exposure, lay-offs and discard after
 * the draw is no going down (13.2: no meld after the draw) and only ends
 * the turn, with a count of 0 at the break's end. */
static void went_out(cr_game *g, int32_t seat, bool discarded)
{
    cri_rummy_state *s = S(g);
    if (s->in_break && g->phase == CR_PHASE_BREAK && O(g)->meld_timing == CRI_MELD_BEFORE_DRAW_ALL) {
        end_turn(g, seat);
        return;
    }
    if (s->in_break && O(g)->break_rummy_continues) {
        if (s->rummy_seat == 0xFF)
            s->rummy_seat = (uint8_t)seat;
        end_turn(g, seat);
        return;
    }
    cri_rummy_end_rummy(g, seat, discarded);
}

static int32_t apply_move(cr_game *g, int32_t seat, const cri_move *m);

/* Can a count at the end of the deal allocate (the solver: a hand grown
 * past the engine's small search, or BH-6's unmatched cards)? A move other
 * than a draw never adds a card to a hand, so the hands as they are now
 * decide it. */
static bool count_may_allocate(const cr_game *g)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    if (O(g)->bh_excl_layoffs || (O(g)->wild && auto_break(g)))
        return true; /* (the arranged break's search on copies of the game) */
    for (int32_t p = 0; p < g->cfg.players; p++)
        if (s->hand_n[p] > CRI_RUMMY_SMALL_HAND)
            return true;
    return false;
}

/* A count may need the solver, which can run out of memory: the move is
 * then undone and CR_E_NOMEM returned, never a deal ended with a wrong
 * count. The undo copy is kept only when a count can allocate (most moves
 * of most games: never), so that the common move copies nothing. */
int32_t cri_rummy_apply(cr_game *g, int32_t seat, const cri_move *m)
{
    if (m->type == CR_MOVE_DRAW || m->type == CR_MOVE_TAKE || !count_may_allocate(g))
        return apply_move(g, seat, m); /* a draw ends a deal only void: no count */
    cri_rummy_data saved;
    int32_t count[CRI_MAX_SEATS], counter[CRI_COUNTERS_MAX];
    int64_t delta[CRI_MAX_SEATS];
    int8_t phase = g->phase, to_act = g->to_act;
    uint16_t winners = g->winners;
    memcpy(&saved, cri_game_cdata(g), sizeof saved);
    memcpy(count, g->deal_count, sizeof count);
    memcpy(delta, g->deal_delta, sizeof delta);
    memcpy(counter, g->counter_delta, sizeof counter);
    int32_t rc = apply_move(g, seat, m);
    if (!S(g)->oom)
        return rc;
    memcpy(cri_game_data(g), &saved, sizeof saved);
    memcpy(g->deal_count, count, sizeof count);
    memcpy(g->deal_delta, delta, sizeof delta);
    memcpy(g->counter_delta, counter, sizeof counter);
    g->phase = phase;
    g->to_act = to_act;
    g->winners = winners;
    return cri_game_fail(g, CR_E_NOMEM, 0, "out of memory");
}

/* SR-8: the engine's arrangement, made before the discard or done that
 * ends the break turn. */
static void arrange_break(cr_game *g, int32_t seat, unsigned discard)
{
    cri_rummy_state *s = S(g);
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n;
    cri_rummy_plan p;
    int32_t why = cri_rummy_plan_break(g, seat, discard, cards, &n, &p);
    if (why < 0)
        s->oom = 1; /* cri_rummy_apply undoes the move (count_may_allocate) */
    if (why != CR_REASON_NONE)
        return;
    /* wild cards take the meld check's declaration, as the legal list writes
     * them; the plan was found on a copy of this very state, so it holds */
    if (!cri_rummy_expose(s, &O(g)->prof, seat, cards, p.set, p.k))
        return;
    for (size_t l = 0; l < p.nl; l++)
        cri_rummy_lay_off(g, seat, p.lay_meld[l], p.lay_card[l], p.lay_to[l]);
    s->acts = (uint8_t)(s->acts + (p.k || p.nl));
    s->exposed = 1;
}

static int32_t apply_move(cr_game *g, int32_t seat, const cri_move *m)
{
    cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    switch (m->type) {
    case CR_MOVE_DRAW:
    case CR_MOVE_TAKE:
    case CR_MOVE_PASS:
        cri_rummy_apply_draw(g, seat, m);
        return CR_OK;
    case CR_MOVE_DISCARD: {
        uint8_t c = m->cards[0];
        if (auto_break(g))
            arrange_break(g, seat, c);
        lose_card(s, seat, c);
        s->pile[s->pile_n++] = c;
        if (s->hand_n[seat] == 0 || s->pending_out)
            went_out(g, seat, true);
        else
            end_turn(g, seat);
        return CR_OK;
    }
    case CR_MOVE_MELD:
    case CR_MOVE_EXPOSE: {
        cri_rummy_melds_in in;
        if (cri_rummy_read_melds(g, seat, m, &in) != CR_OK)
            return CR_E_ILLEGAL_MOVE;
        for (size_t k = 0; k < in.k; k++)
            cri_rummy_put_meld(s, seat, in.cards + in.at[k], in.stands + in.at[k], in.len[k]);
        s->acts++;
        if (m->type == CR_MOVE_EXPOSE)
            s->exposed = 1;
        if (s->hand_n[seat] == 0 || (o->meld_timing == CRI_MELD_BEFORE_DRAW_ALL && m->type == CR_MOVE_MELD))
            went_out(g, seat, false); /* Java: the leftover card stays in the hand */
        else if (o->meld_timing == CRI_MELD_GO_OUT_ONLY && m->type == CR_MOVE_MELD)
            s->pending_out = 1;
        return CR_OK;
    }
    case CR_MOVE_LAYOFF: {
        uint8_t c = 0;
        unsigned to = 0;
        read_layoff(g, seat, m, &c, &to);
        cri_rummy_lay_off(g, seat, (unsigned)m->arg, c, to);
        s->acts++;
        if (s->hand_n[seat] == 0)
            went_out(g, seat, false);
        return CR_OK;
    }
    case CR_MOVE_DONE:
        if (auto_break(g)) {
            arrange_break(g, seat, 0);
            if (s->hand_n[seat] == 0) {
                went_out(g, seat, false);
                return CR_OK;
            }
        }
        end_turn(g, seat);
        return CR_OK;
    default: /* (cri_rummy_safe refuses these before an unchecked apply) */
        return cri_game_fail(g, CR_E_INVALID_ARGUMENT, 0, "a RUMMY game has no such move");
    }
}
