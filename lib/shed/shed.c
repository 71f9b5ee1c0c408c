/* The SHED engine: Rockaway (widow structure) and Go Boom (trick
 * structure), RULES.md 2-4 with the options of 17.1. Legality is bitmask
 * arithmetic on the hand's distinct-card mask (copy[0] of the multiset):
 * a card matches when it is in the target suit's lane, in the target
 * rank's column, or in a wild rank's column. */
#include <string.h>

#include "game/game.h"
#include "shed/shed_internal.h"

#define NO_SUIT 0xFFu

static inline uint64_t suit_lane(unsigned suit)
{
    return UINT64_C(0x3FFE) << (16u * suit);
}

static inline uint64_t rank_column(unsigned rank)
{
    return CRI_RANK_COLUMN << rank;
}

uint64_t cri_shed_wild_mask(const cri_shed_opts *o)
{
    return o->wild_mask;
}

static uint64_t wild_mask_of(uint16_t ranks)
{
    uint64_t m = 0;
    for (unsigned r = 1; r <= 13; r++)
        if (ranks & (1u << r))
            m |= rank_column(r);
    return m;
}

static uint8_t clamp_u8(int32_t v)
{
    return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
}

void cri_shed_opts_from_rules(cri_shed_opts *o, const cr_rules *r)
{
    memset(o, 0, sizeof *o);
    o->structure = clamp_u8(cri_rules_opt(r, CRI_OPT_SHED_STRUCTURE));
    o->match_against = clamp_u8(cri_rules_opt(r, CRI_OPT_SHED_MATCH_AGAINST));
    o->initial_upcard = clamp_u8(cri_rules_opt(r, CRI_OPT_SHED_INITIAL_UPCARD));
    o->wild_ranks = (uint16_t)(cri_rules_opt(r, CRI_OPT_SHED_WILD_RANKS) & 0x3FFE);
    o->wild_mask = wild_mask_of(o->wild_ranks);
    o->ace_names_suit = clamp_u8(cri_rules_opt(r, CRI_OPT_SHED_ACE_NAMES_SUIT));
    o->bury_starting_wild = clamp_u8(cri_rules_opt(r, CRI_OPT_SHED_BURY_STARTING_WILD));
    o->packs = clamp_u8((int32_t)cri_rules_packs(r)); /* RK-1, GB-1: resolved by the registry */
    o->hand_size = clamp_u8(cri_rules_opt(r, CRI_OPT_SHED_HAND_SIZE));
    o->voluntary_draw = clamp_u8(cri_rules_opt(r, CRI_OPT_SHED_VOLUNTARY_DRAW));
    o->blocked_rule = clamp_u8(cri_rules_opt(r, CRI_OPT_SHED_BLOCKED_RULE));
    o->on_go_out = clamp_u8(cri_rules_opt(r, CRI_OPT_SHED_ON_GO_OUT));
    o->ace_low_in_tricks = clamp_u8(cri_rules_opt(r, CRI_OPT_SHED_ACE_LOW_IN_TRICKS));
    o->scoring = clamp_u8(cri_rules_opt(r, CRI_OPT_SHED_SCORING));
    o->match_end = clamp_u8(cri_rules_opt(r, CRI_OPT_SHED_MATCH_END));
    o->lowest_wins = cri_rules_opt(r, CRI_OPT_SHED_MATCH_WINNER) == CRI_WINNER_LOWEST;
    if (o->match_end == CRI_MATCH_END_TARGET_SCORE) {
        int32_t t = cri_rules_opt(r, CRI_OPT_TARGET_SCORE);
        o->match_param = t > 0 ? (uint32_t)t : 200u;
    } else {
        int32_t k = cri_rules_opt(r, CRI_OPT_SHED_MATCH_DEALS);
        o->match_param = k > 0 ? (uint32_t)k : 1u;
    }
    /* Card values (17.1 shed.card_values): ace, court, pips face or AV. */
    int32_t ace = cri_rules_opt(r, CRI_OPT_SHED_ACE_VALUE);
    int32_t court = cri_rules_opt(r, CRI_OPT_SHED_COURT_VALUE);
    bool av = cri_rules_opt(r, CRI_OPT_SHED_PIP_VALUES) == CRI_PIPS_AV;
    o->values[CR_RANK_ACE] = clamp_u8(ace);
    for (unsigned k = 2; k <= 10; k++)
        o->values[k] = av ? (k == 10 ? 10 : 5) : (uint8_t)k;
    for (unsigned k = 11; k <= 13; k++)
        o->values[k] = clamp_u8(court);
}

/* ---- small helpers ----------------------------------------------------------- */

static inline cri_shed_state *S(cr_game *g)
{
    return cri_shed_st(g);
}

static inline const cri_shed_opts *O(const cr_game *g)
{
    return cri_shed_opts_of(g);
}

static inline unsigned rank_of(unsigned c)
{
    return c & 0xFu;
}

static inline unsigned suit_of(unsigned c)
{
    return c >> 4;
}

int64_t cri_shed_hand_value(const cr_game *g, int32_t seat)
{
    const cri_hand *h = &cri_shed_cst(g)->hand[seat];
    int64_t v = 0;
    for (unsigned r = 1; r <= 13; r++) {
        unsigned n = cri_hand_rank_count(h, r);
        v += (int64_t)n * O(g)->values[r];
    }
    return v;
}

/* The card to match and the suit it asks for; false when any card goes
 * (Go Boom's leader, a widow game without a starting card). */
bool cri_shed_target(const cr_game *g, unsigned *card, unsigned *suit)
{
    const cri_shed_state *s = cri_shed_cst(g);
    unsigned named;
    if (O(g)->structure == CRI_SHED_WIDOW) {
        if (s->pile_n == 0)
            return false;
        *card = s->pile[s->pile_n - 1];
        named = s->widow_named;
    } else {
        if (s->trick_n == 0)
            return false;
        unsigned i = O(g)->match_against == CRI_MATCH_LED_CARD ? 0u : s->trick_n - 1u;
        *card = s->trick[i];
        named = s->trick_named[i];
    }
    *suit = named != NO_SUIT ? named : suit_of(*card);
    return true;
}

/* The distinct cards of the seat's hand that may be played now (READY). */
uint64_t cri_shed_legal_mask(const cr_game *g, int32_t seat)
{
    uint64_t hand = cri_shed_cst(g)->hand[seat].copy[0];
    unsigned card, suit;
    if (!cri_shed_target(g, &card, &suit))
        return hand;
    uint64_t ok = suit_lane(suit) | rank_column(rank_of(card)) | cri_shed_wild_mask(O(g));
    return hand & ok;
}

static bool card_legal(const cr_game *g, unsigned c)
{
    unsigned card, suit;
    if (!cri_shed_target(g, &card, &suit))
        return true;
    if (suit_of(c) == suit || rank_of(c) == rank_of(card))
        return true;
    return (O(g)->wild_ranks >> rank_of(c)) & 1u;
}

static bool is_wild(const cr_game *g, unsigned c)
{
    return (O(g)->wild_ranks >> rank_of(c)) & 1u;
}

/* May the seat draw while holding a legal card (RK-2)? */
static bool voluntary_draw_ok(const cr_game *g, uint64_t legal)
{
    switch (O(g)->voluntary_draw) {
    case CRI_VDRAW_ALWAYS:
        return true;
    case CRI_VDRAW_ACES_ONLY_HOLDER:
        return (legal & ~cri_shed_wild_mask(O(g))) == 0;
    default:
        return false;
    }
}

/* ---- deck and deal ---------------------------------------------------------------- */

static int32_t shed_config(cr_game *g, const cr_rules *rules)
{
    cri_shed_data *d = cri_game_data(g);
    cri_shed_opts_from_rules(&d->o, rules);
    /* RULES.md 1.7: the dealer cut counts aces high in the shedding games
     * unless they are low in tricks (GB-11). */
    g->cfg.cut_ace_high = !d->o.ace_low_in_tricks;
    return d->o.packs ? CR_OK : CR_E_CONFIG;
}

static size_t shed_deck(const cr_game *g, uint8_t *out)
{
    const cri_shed_opts *o = O(g);
    unsigned packs = o->packs;
    if (packs < 1 || packs > 2 || o->hand_size < 1)
        return 0;
    size_t n = 52u * packs;
    size_t need = (size_t)o->hand_size * (size_t)g->cfg.players + (o->initial_upcard ? 1u : 0u);
    if (need > n)
        return 0;
    size_t count = 0;
    if (cr_deck_build(out, CRI_DECK_MAX, &count, packs, 0) != CR_OK)
        return 0;
    return count;
}

static void reset_state(cri_shed_state *s)
{
    memset(s, 0, sizeof *s);
    s->widow_named = NO_SUIT;
    s->out_seat = -1;
    s->last_trick_winner = 0xFF;
    memset(s->trick_named, NO_SUIT, sizeof s->trick_named);
}

static int32_t shed_deal(cr_game *g)
{
    cri_shed_state *s = S(g);
    const cri_shed_opts *o = O(g);
    int32_t n = g->cfg.players;
    reset_state(s);
    size_t pos = 0;
    for (unsigned round = 0; round < o->hand_size; round++)
        for (int32_t i = 0; i < n; i++) {
            int32_t seat = (g->dealer + 1 + i) % n;
            cri_hand_add(&s->hand[seat], g->start_pack[pos++]);
            s->hand_n[seat]++;
        }
    /* The rest is the stock, top first in the pack, top last in the array. */
    size_t rest = g->start_n - pos;
    for (size_t i = 0; i < rest; i++)
        s->stock[i] = g->start_pack[g->start_n - 1 - i];
    s->stock_n = (uint8_t)rest;
    if (o->initial_upcard && s->stock_n) {
        s->pile[s->pile_n++] = s->stock[--s->stock_n];
        /* RK-5 variant: a wild starting card goes back into the stock (at a
         * random depth below the top) and the next card is turned. */
        for (int tries = 0; o->bury_starting_wild && tries < 16 && s->stock_n &&
                            is_wild(g, s->pile[s->pile_n - 1]);
             tries++) {
            uint8_t w = s->pile[--s->pile_n];
            uint32_t at = cri_pcg32_bounded(&g->rng, s->stock_n); /* 0 = bottom */
            memmove(s->stock + at + 1, s->stock + at, s->stock_n - at);
            s->stock[at] = w;
            s->stock_n++;
            s->pile[s->pile_n++] = s->stock[--s->stock_n];
        }
    }
    s->leader = (uint8_t)((g->dealer + 1) % n);
    g->to_act = (int8_t)s->leader;
    g->phase = CR_PHASE_READY;
    return CR_OK;
}

/* ---- validation --------------------------------------------------------------------- */

static int32_t illegal(cr_game *g, int32_t reason, const char *msg, int unused)
{
    (void)unused;
    return cri_game_fail(g, CR_E_ILLEGAL_MOVE, reason, "%s: %s", cr_reason_name(reason),
                         msg ? msg : cr_reason_message(reason));
}

static int32_t validate_play(cr_game *g, int32_t seat, const cri_move *m)
{
    cri_shed_state *s = S(g);
    if (m->n != 1 || (m->cards[0] & 0x80) || m->cards[0] == CR_CARD_JOKER)
        return illegal(g, CR_REASON_CARD_NOT_IN_HAND, "play exactly one card from the hand", 0);
    unsigned c = m->cards[0];
    if (cri_hand_count(&s->hand[seat], c) == 0)
        return cri_game_fail(g, CR_E_ILLEGAL_MOVE, CR_REASON_CARD_NOT_IN_HAND,
                             "E_CARD_NOT_IN_HAND: seat %d does not hold %s", (int)seat, cr_card_name((uint8_t)c));
    if (g->phase == CR_PHASE_DRAWING) {
        if (!card_legal(g, s->drawn))
            return illegal(g, CR_REASON_WRONG_PHASE,
                           s->stock_n ? "the drawn card does not match: draw again"
                                      : "the drawn card does not match and the stock is empty: pass",
                           0);
        if (c != s->drawn)
            return cri_game_fail(g, CR_E_ILLEGAL_MOVE, CR_REASON_WRONG_PHASE,
                                 "E_WRONG_PHASE: the drawn card %s matches and must be played (RK-3)",
                                 cr_card_name(s->drawn));
    } else if (!card_legal(g, c)) {
        unsigned card = 0, suit; /* (a card not legal had a target: card_legal) */
        cri_shed_target(g, &card, &suit);
        return cri_game_fail(g, CR_E_ILLEGAL_MOVE, CR_REASON_NO_MATCH,
                             "E_NO_MATCH: %s matches neither the suit nor the rank of %s", cr_card_name((uint8_t)c),
                             cr_card_name((uint8_t)card));
    }
    if (m->arg >= 0) {
        if (m->arg > 3 || !O(g)->ace_names_suit || !is_wild(g, c))
            return illegal(g, CR_REASON_NO_MATCH,
                           "a suit may be named only with a wild card under shed.ace_names_suit", 0);
    }
    return CR_OK;
}

static int32_t shed_validate(cr_game *g, int32_t seat, const cri_move *m)
{
    cri_shed_state *s = S(g);
    switch (m->type) {
    case CR_MOVE_PLAY:
        return validate_play(g, seat, m);
    case CR_MOVE_DRAW:
        if (m->n || m->arg >= 0)
            return illegal(g, CR_REASON_WRONG_PHASE, "draw takes no cards", 0);
        if (g->phase == CR_PHASE_DRAWING) {
            if (card_legal(g, s->drawn))
                return cri_game_fail(g, CR_E_ILLEGAL_MOVE, CR_REASON_WRONG_PHASE,
                                     "E_WRONG_PHASE: the drawn card %s matches and must be played (RK-3)",
                                     cr_card_name(s->drawn));
            if (!s->stock_n)
                return illegal(g, CR_REASON_STOCK_EMPTY, "the stock is empty: pass", 0);
            return CR_OK;
        }
        if (!s->stock_n)
            return illegal(g, CR_REASON_STOCK_EMPTY, NULL, 0);
        {
            uint64_t legal = cri_shed_legal_mask(g, seat);
            if (legal && !voluntary_draw_ok(g, legal))
                return illegal(g, CR_REASON_HAS_PLAYABLE_CARD, "a card in the hand can be played", 0);
        }
        return CR_OK;
    case CR_MOVE_PASS:
        if (m->n || m->arg >= 0)
            return illegal(g, CR_REASON_WRONG_PHASE, "pass takes no cards", 0);
        if (g->phase == CR_PHASE_DRAWING) {
            if (card_legal(g, s->drawn))
                return cri_game_fail(g, CR_E_ILLEGAL_MOVE, CR_REASON_WRONG_PHASE,
                                     "E_WRONG_PHASE: the drawn card %s matches and must be played (RK-3)",
                                     cr_card_name(s->drawn));
            if (s->stock_n)
                return illegal(g, CR_REASON_WRONG_PHASE, "the stock is not empty: draw again", 0);
            return CR_OK;
        }
        if (cri_shed_legal_mask(g, seat))
            return illegal(g, CR_REASON_HAS_PLAYABLE_CARD, "a card in the hand can be played", 0);
        if (s->stock_n)
            return illegal(g, CR_REASON_WRONG_PHASE, "the stock is not empty: draw", 0);
        return CR_OK;
    default:
        return cri_game_fail(g, CR_E_ILLEGAL_MOVE, CR_REASON_WRONG_PHASE,
                             "E_WRONG_PHASE: a shedding game knows only play, draw and pass");
    }
}

static bool shed_safe(const cr_game *g, int32_t seat, const cri_move *m)
{
    const cri_shed_state *s = cri_shed_cst(g);
    switch (m->type) {
    case CR_MOVE_PLAY:
        return m->n == 1 && cri_hand_count(&s->hand[seat], m->cards[0]) > 0 && (m->arg < 4);
    case CR_MOVE_DRAW:
        return s->stock_n > 0;
    case CR_MOVE_PASS:
        return true;
    default:
        return false;
    }
}

/* ---- application ---------------------------------------------------------------------- */

static void settle(cr_game *g, int32_t reason, uint32_t winners)
{
    const cri_shed_opts *o = O(g);
    int32_t n = g->cfg.players;
    int64_t pot = 0;
    unsigned nw = (unsigned)__builtin_popcount(winners);
    for (int32_t p = 0; p < n; p++) {
        g->deal_count[p] = (int32_t)cri_shed_hand_value(g, p); /* at most 104 cards x 20 */
        g->deal_delta[p] = 0;
    }
    for (int32_t p = 0; p < n; p++) {
        bool won = winners & (1u << p);
        if (o->scoring == CRI_SCORING_PENALTY_EACH) {
            g->deal_delta[p] = won ? 0 : g->deal_count[p];
        } else if (!won) {
            pot += g->deal_count[p];
        }
    }
    if (o->scoring == CRI_SCORING_WINNER_COLLECTS && nw)
        for (int32_t p = 0; p < n; p++)
            if (winners & (1u << p))
                g->deal_delta[p] = pot / nw; /* ties (hybrid rules only) round down; the ledger is exact */
    g->winners = (uint16_t)winners;
    cri_game_end_deal(g, reason);
}

static void end_blocked(cr_game *g)
{
    uint32_t winners = 0;
    if (O(g)->blocked_rule == CRI_BLOCKED_LOWEST_WINS) {
        int64_t best = INT64_MAX;
        for (int32_t p = 0; p < g->cfg.players; p++) {
            int64_t v = cri_shed_hand_value(g, p);
            if (v < best) {
                best = v;
                winners = 1u << p;
            } else if (v == best) {
                winners |= 1u << p;
            }
        }
    }
    settle(g, CR_END_BLOCKED, winners);
}

static unsigned trick_rank(const cr_game *g, unsigned c)
{
    unsigned r = rank_of(c);
    return (r == CR_RANK_ACE && !O(g)->ace_low_in_tricks) ? 14u : r;
}

/* After the last follower: the highest card of the led suit wins; among
 * identical cards the first played (GB-8); a lone leader wins (GB-7). */
static void complete_trick(cr_game *g)
{
    cri_shed_state *s = S(g);
    unsigned led = s->trick_named[0] != NO_SUIT ? s->trick_named[0] : suit_of(s->trick[0]);
    unsigned best = 0, win = s->trick_seat[0];
    for (unsigned i = 0; i < s->trick_n; i++) {
        if (suit_of(s->trick[i]) != led)
            continue;
        unsigned r = trick_rank(g, s->trick[i]);
        if (r > best) {
            best = r;
            win = s->trick_seat[i];
        }
    }
    for (unsigned i = 0; i < s->trick_n; i++)
        s->pile[s->pile_n++] = s->trick[i];
    s->trick_n = 0;
    s->trick_turns = 0;
    memset(s->trick_named, NO_SUIT, sizeof s->trick_named);
    s->leader = (uint8_t)win;
    s->last_trick_winner = (uint8_t)win;
    if (s->out_seat >= 0) {
        settle(g, CR_END_OUT, 1u << s->out_seat);
        return;
    }
    g->to_act = (int8_t)win;
}

/* Next seat in the trick (clockwise), or trick completion. */
static void trick_advance(cr_game *g, int32_t seat)
{
    cri_shed_state *s = S(g);
    s->trick_turns++;
    if (s->trick_turns >= g->cfg.players) {
        complete_trick(g);
        return;
    }
    g->to_act = (int8_t)((seat + 1) % g->cfg.players);
}

static void apply_move(cr_game *g, int32_t seat, const cri_move *m)
{
    cri_shed_state *s = S(g);
    int32_t n = g->cfg.players;
    switch (m->type) {
    case CR_MOVE_PLAY: {
        uint8_t c = m->cards[0];
        cri_hand_remove(&s->hand[seat], c);
        s->hand_n[seat]--;
        g->phase = CR_PHASE_READY;
        s->drawn = 0;
        s->drawn_count = 0;
        uint8_t named = m->arg >= 0 ? (uint8_t)m->arg : NO_SUIT;
        if (O(g)->structure == CRI_SHED_WIDOW) {
            s->pile[s->pile_n++] = c;
            s->widow_named = named;
            s->passes = 0;
            if (s->hand_n[seat] == 0) {
                settle(g, CR_END_OUT, 1u << seat);
                return;
            }
            g->to_act = (int8_t)((seat + 1) % n);
            return;
        }
        s->trick[s->trick_n] = c;
        s->trick_seat[s->trick_n] = (uint8_t)seat;
        s->trick_named[s->trick_n] = named;
        s->trick_n++;
        if (s->hand_n[seat] == 0) {
            if (O(g)->on_go_out == CRI_GO_OUT_END_IMMEDIATELY) {
                settle(g, CR_END_OUT, 1u << seat);
                return;
            }
            if (s->out_seat < 0)
                s->out_seat = (int8_t)seat; /* GB-6 variant: the first out wins */
        }
        trick_advance(g, seat);
        return;
    }
    case CR_MOVE_DRAW: {
        uint8_t c = s->stock[--s->stock_n];
        cri_hand_add(&s->hand[seat], c);
        s->hand_n[seat]++;
        s->drawn = c;
        s->drawn_count++;
        g->phase = CR_PHASE_DRAWING;
        return;
    }
    case CR_MOVE_PASS:
        g->phase = CR_PHASE_READY;
        s->drawn = 0;
        s->drawn_count = 0;
        if (O(g)->structure == CRI_SHED_WIDOW) {
            s->passes++;
            if (s->passes >= n) {
                end_blocked(g);
                return;
            }
            g->to_act = (int8_t)((seat + 1) % n);
            return;
        }
        trick_advance(g, seat);
        return;
    default:
        return;
    }
}

/* ---- legal moves ------------------------------------------------------------------------ */

static int32_t shed_apply(cr_game *g, int32_t seat, const cri_move *m)
{
    apply_move(g, seat, m); /* nothing here can fail */
    return CR_OK;
}

static int32_t push_play(cr_game *g, cri_movebuf *out, int32_t seat, unsigned c)
{
    if (cri_movebuf_push1(out, seat, CR_MOVE_PLAY, -1, (int)c) != CR_OK)
        return CR_E_NOMEM;
    if (O(g)->ace_names_suit && is_wild(g, c))
        for (int32_t su = 0; su < 4; su++)
            if ((unsigned)su != suit_of(c) &&
                cri_movebuf_push1(out, seat, CR_MOVE_PLAY, su, (int)c) != CR_OK)
                return CR_E_NOMEM;
    return CR_OK;
}

static int32_t shed_legal(cr_game *g, int32_t seat, cri_movebuf *out)
{
    cri_shed_state *s = S(g);
    if (g->phase == CR_PHASE_DRAWING) {
        if (card_legal(g, s->drawn))
            return push_play(g, out, seat, s->drawn);
        return cri_movebuf_push1(out, seat, s->stock_n ? CR_MOVE_DRAW : CR_MOVE_PASS, -1, -1);
    }
    uint64_t legal = cri_shed_legal_mask(g, seat);
    for (uint64_t m = legal; m; m &= m - 1)
        if (push_play(g, out, seat, (unsigned)__builtin_ctzll(m)) != CR_OK)
            return CR_E_NOMEM;
    if (s->stock_n && (!legal || voluntary_draw_ok(g, legal)))
        return cri_movebuf_push1(out, seat, CR_MOVE_DRAW, -1, -1);
    if (!legal && !s->stock_n)
        return cri_movebuf_push1(out, seat, CR_MOVE_PASS, -1, -1);
    return CR_OK;
}

/* ---- queries, ledger, match ---------------------------------------------------------------- */

static size_t shed_hand(const cr_game *g, int32_t seat, uint8_t *out)
{
    return cri_hand_to_cards(&cri_shed_cst(g)->hand[seat], out);
}

static size_t shed_hand_size(const cr_game *g, int32_t seat)
{
    return cri_shed_cst(g)->hand_n[seat];
}

static size_t shed_stock_size(const cr_game *g)
{
    return cri_shed_cst(g)->stock_n;
}

static size_t shed_pile(const cr_game *g, int32_t pile, uint8_t *out, int32_t *seats)
{
    const cri_shed_state *s = cri_shed_cst(g);
    bool widow = O(g)->structure == CRI_SHED_WIDOW;
    if ((pile == CR_PILE_WIDOW && widow) || (pile == CR_PILE_OUT && !widow)) {
        memcpy(out, s->pile, s->pile_n);
        return s->pile_n;
    }
    if (pile == CRI_PILE_STOCK) {
        for (unsigned i = 0; i < s->stock_n; i++)
            out[i] = s->stock[s->stock_n - 1 - i];
        return s->stock_n;
    }
    if (pile == CR_PILE_TRICK && !widow) {
        for (unsigned i = 0; i < s->trick_n; i++) {
            out[i] = s->trick[i];
            if (seats)
                seats[i] = s->trick_seat[i];
        }
        return s->trick_n;
    }
    return 0;
}

/* WINNER_COLLECTS: each loser pays each winner his count (split between
 * tied winners as an exact fraction). PENALTY_EACH has no transfers: the
 * penalties are the score deltas (RULES.md 2.4). */
static size_t shed_ledger(const cr_game *g, cri_transfer *out)
{
    if (O(g)->scoring != CRI_SCORING_WINNER_COLLECTS || !g->winners)
        return 0;
    return cri_ledger_losers_pay_winners(g, g->deal_count, CR_CURRENCY_POINT, out);
}

static bool shed_match_over(cr_game *g)
{
    const cri_shed_opts *o = O(g);
    int32_t n = g->cfg.players;
    uint32_t deals = (uint32_t)g->deal_no + 1u;
    bool over;
    switch (o->match_end) {
    case CRI_MATCH_END_DEALS_PER_PLAYER:
        over = deals >= (uint32_t)n * o->match_param;
        break;
    case CRI_MATCH_END_SESSION_DEALS:
        over = deals >= o->match_param;
        break;
    case CRI_MATCH_END_TARGET_SCORE:
        over = false;
        for (int32_t p = 0; p < n; p++)
            if (cri_game_score(g, p) >= (int64_t)o->match_param)
                over = true;
        break;
    default:
        over = true;
        break;
    }
    g->match_winners = 0;
    if (!over)
        return false;
    int64_t best = 0;
    uint32_t set = 0;
    for (int32_t p = 0; p < n; p++) {
        int64_t v = o->lowest_wins ? -cri_game_score(g, p) : cri_game_score(g, p);
        if (!set || v > best) {
            best = v;
            set = 1u << p;
        } else if (v == best) {
            set |= 1u << p; /* RK-9: tied players share the win */
        }
    }
    g->match_winners = (uint16_t)set;
    return true;
}

/* The oracle of the generic tests (cri_engine.cards): what a seat may see
 * is its hand, the widow (the covered cards are out of sight) and the
 * current trick; every card is the hands, the stock and the piles. */
static size_t shed_cards(const cr_game *g, int32_t seat, uint8_t *out)
{
    const cri_shed_state *s = cri_shed_cst(g);
    size_t n = 0;
    if (seat == CRI_CARDS_ALL) {
        for (int32_t p = 0; p < g->cfg.players; p++)
            n += cri_hand_to_cards(&s->hand[p], out + n);
        memcpy(out + n, s->stock, s->stock_n);
        n += s->stock_n;
        memcpy(out + n, s->pile, s->pile_n);
        n += s->pile_n;
    } else {
        if (seat >= 0)
            n += cri_hand_to_cards(&s->hand[seat], out);
        if (s->pile_n && O(g)->structure == CRI_SHED_WIDOW)
            out[n++] = s->pile[s->pile_n - 1];
    }
    memcpy(out + n, s->trick, s->trick_n);
    return n + s->trick_n;
}

const cri_engine cri_shed_engine = {
    .id = CR_ENGINE_SHED,
    .data_size = sizeof(cri_shed_data),
    .layout_size = sizeof(cri_shed_layout),
    .config = shed_config,
    .deck = shed_deck,
    .deal = shed_deal,
    .validate = shed_validate,
    .safe = shed_safe,
    .apply = shed_apply,
    .legal = shed_legal,
    .view = cri_shed_view,
    .layout_line = cri_shed_layout_line,
    .layout_apply = cri_shed_layout_apply,
    .layout_write = cri_shed_layout_write,
    .bot = cri_shed_bot,
    .hand = shed_hand,
    .hand_size = shed_hand_size,
    .pile = shed_pile,
    .stock_size = shed_stock_size,
    .cards = shed_cards,
    .match_over = shed_match_over,
    .ledger = shed_ledger,
};
