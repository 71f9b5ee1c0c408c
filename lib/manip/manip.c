/* The MANIP engine: Carousel (RULES.md 15) and RockIt to Destiny (16),
 * options of 17.3. This file holds the turn machine: deal, move checks,
 * application, the listed moves and the queries. A commit (the whole
 * proposed table) is checked in manip_commit.c, deals are scored in
 * manip_score.c, views and layouts are in manip_io.c, the bot in
 * manip_bot.c. */
#include <string.h>

#include "manip/manip.h"

static inline cri_man_state *S(cr_game *g)
{
    return cri_man_st(g);
}

static inline const cri_man_opts *O(const cr_game *g)
{
    return cri_man_o(g);
}

static uint8_t clamp_u8(int32_t v)
{
    return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
}

/* ---- hands ---------------------------------------------------------------------------- */

void cri_man_hand_add(cri_man_state *s, int32_t seat, uint8_t c)
{
    uint8_t *h = s->hand[seat];
    unsigned n = s->hand_n[seat], i = n;
    while (i > 0 && h[i - 1] > c) {
        h[i] = h[i - 1];
        i--;
    }
    h[i] = c;
    s->hand_n[seat] = (uint8_t)(n + 1);
}

bool cri_man_hand_remove(cri_man_state *s, int32_t seat, uint8_t c)
{
    uint8_t *h = s->hand[seat];
    unsigned n = s->hand_n[seat];
    for (unsigned i = 0; i < n; i++)
        if (h[i] == c) {
            memmove(h + i, h + i + 1, n - i - 1);
            h[n - 1] = 0;
            s->hand_n[seat] = (uint8_t)(n - 1);
            return true;
        }
    return false;
}

int32_t cri_man_card_value(const cri_man_opts *o, unsigned c)
{
    return cri_man_is_joker(c) ? o->prof.joker_value : o->prof.value[c & 15u];
}

int32_t cri_man_hand_count(const cr_game *g, int32_t seat)
{
    const cri_man_state *s = cri_man_cst(g);
    int32_t v = 0;
    for (unsigned i = 0; i < s->hand_n[seat]; i++)
        v += cri_man_card_value(O(g), s->hand[seat][i]);
    return v;
}

/* ---- configuration, deck and deal ---------------------------------------------------------- */

static int32_t man_config(cr_game *g, const cr_rules *r)
{
    cri_man_opts *o = &((cri_man_data *)cri_game_data(g))->o;
    memset(o, 0, sizeof *o);
    /* The meld rules with the rules' sequence mode, group shape and natural-card rule. */
    if (cri_meld_profile_from_rules(&o->prof, r) != CR_OK)
        return CR_E_CONFIG;
    o->need_natural = o->prof.need_natural != 0;
    uint32_t packs = cri_rules_packs(r), jokers = cri_rules_jokers(r);
    o->packs = clamp_u8((int32_t)packs);
    o->jokers = clamp_u8((int32_t)jokers);
    o->hand_size = clamp_u8(cri_rules_opt(r, CRI_OPT_MAN_HAND_SIZE));
    o->carousel = cri_rules_opt(r, CRI_OPT_MAN_TURN_MODEL) == CRI_TURN_DRAW_1_TO_3_THEN_MELD;
    o->opening = clamp_u8(cri_rules_opt(r, CRI_OPT_MAN_OPENING));
    o->opening_ends_turn = cri_rules_opt(r, CRI_OPT_MAN_OPENING_ENDS_TURN) != 0;
    o->steal_model = cri_rules_opt(r, CRI_OPT_MAN_JOKER_MODEL) == CRI_JOKERS_STEAL_TO_NEW_HAND_TRICK;
    o->source_table = cri_rules_opt(r, CRI_OPT_MAN_EXCHANGE_SOURCE) == CRI_SOURCE_HAND_OR_TABLE;
    o->immobile = cri_rules_opt(r, CRI_OPT_MAN_JOKER_MOBILITY) == CRI_MOBILITY_IMMOBILE;
    o->knock_end = cri_rules_opt(r, CRI_OPT_MAN_END) == CRI_END_KNOCK_LE_5;
    o->stock_end = clamp_u8(cri_rules_opt(r, CRI_OPT_MAN_STOCK_END));
    o->blocked_rule = clamp_u8(cri_rules_opt(r, CRI_OPT_MAN_BLOCKED_RULE));
    o->carousel_scoring = cri_rules_opt(r, CRI_OPT_MAN_SCORING) == CRI_MSCORING_CAROUSEL;
    o->penalty_draw3 = cri_rules_opt(r, CRI_OPT_INVALID_COMMIT_POLICY) == CRI_COMMIT_PENALTY_DRAW3;
    o->no_autoknock = cri_rules_opt(r, CRI_OPT_CAROUSEL_EMPTY_HAND_NO_AUTOKNOCK) != 0;
    o->table_exchange_free = cri_rules_opt(r, CRI_OPT_CAROUSEL_TABLE_EXCHANGE_NO_HAND_CARD) != 0;
    o->tie_shares = cri_rules_opt(r, CRI_OPT_CAROUSEL_TIE_SHARES_GAME) != 0;
    o->blank_no_deal_points = cri_rules_opt(r, CRI_OPT_CAROUSEL_BLANK_MEANS_NO_DEAL_POINTS) != 0;
    o->group_joker_suit = cri_rules_opt(r, CRI_OPT_ROCKIT_GROUP_JOKER_DECLARED_SUIT) != 0;
    int32_t tl = cri_rules_opt(r, CRI_OPT_CAROUSEL_TURN_TIME_LIMIT);
    o->time_limit = (uint16_t)(tl > 0 ? tl : 0);
    int32_t t = cri_rules_opt(r, CRI_OPT_TARGET_SCORE);
    o->target = t > 0 ? t : 150;
    if (g->cfg.players < 2 || g->cfg.players > CRI_MAN_SEATS || jokers > CRI_MAN_MAX_JOKERS || o->hand_size < 1)
        return CR_E_CONFIG;
    if (52u * packs + jokers > CRI_MAN_DECK)
        return CR_E_CONFIG;
    return CR_OK;
}

static size_t man_deck(const cr_game *g, uint8_t *out)
{
    const cri_man_opts *o = O(g);
    size_t count = 0;
    /* A Carousel turn starts with a draw (RULES.md 15.2) and only drawing
     * the last stock card starts the final round (CA-5), so its deal must
     * leave a stock; RockIt plays on by passing (RD-12). */
    size_t dealt = (size_t)o->hand_size * (size_t)g->cfg.players, deck = 52u * o->packs + o->jokers;
    if (dealt > deck || (o->carousel && dealt == deck))
        return 0;
    if (cr_deck_build(out, CRI_DECK_MAX, &count, o->packs, o->jokers) != CR_OK)
        return 0;
    return count;
}

static void reset_state(cri_man_state *s)
{
    memset(s, 0, sizeof *s);
    s->knocker = 0xFF;
}

/* Jokers are numbered in the order they come out of the pack. */
static int32_t man_deal(cr_game *g)
{
    cri_man_state *s = S(g);
    int32_t n = g->cfg.players;
    reset_state(s);
    uint8_t pack[CRI_MAN_DECK];
    unsigned jk = 0;
    for (size_t i = 0; i < g->start_n; i++)
        pack[i] = g->start_pack[i] == CR_CARD_JOKER ? CRI_MAN_JK(++jk) : g->start_pack[i];
    size_t pos = 0;
    /* RockIt draws hands at random, which is a deal (RULES.md 1.5). */
    for (unsigned round = 0; round < O(g)->hand_size; round++)
        for (int32_t i = 0; i < n; i++)
            cri_man_hand_add(s, (g->dealer + 1 + i) % n, pack[pos++]);
    size_t rest = g->start_n - pos;
    for (size_t i = 0; i < rest; i++)
        s->stock[i] = pack[g->start_n - 1 - i];
    s->stock_n = (uint8_t)rest;
    g->to_act = (int8_t)((g->dealer + 1) % n);
    g->phase = CR_PHASE_READY;
    return CR_OK;
}

/* ---- move checks ---------------------------------------------------------------------------- */

static int32_t illegal(cr_game *g, int32_t reason, const char *msg)
{
    return cri_game_fail(g, CR_E_ILLEGAL_MOVE, reason, "%s: %s", cr_reason_name(reason), msg);
}

static bool rockit_came_in(const cr_game *g, int32_t seat)
{
    return (cri_man_cst(g)->came_in >> seat) & 1u;
}

static int32_t validate_carousel(cr_game *g, int32_t seat, const cri_move *m)
{
    const cri_man_state *s = cri_man_cst(g);
    const cri_man_opts *o = O(g);
    bool open = g->phase == CR_PHASE_TRANSACTION;
    switch (m->type) {
    case CR_MOVE_DRAW:
        if (s->final_round)
            return illegal(g, CR_REASON_WRONG_PHASE, "no drawing in the final round (CA-5)");
        if (!s->stock_n)
            return illegal(g, CR_REASON_STOCK_EMPTY, "the stock is empty: commit, knock or done");
        return CR_OK;
    case CR_MOVE_PASS:
        if (s->final_round || o->time_limit)
            return CR_OK;
        return illegal(g, CR_REASON_WRONG_PHASE, "pass only in the final round (CA-5)");
    case CR_MOVE_DONE:
        if (open && !s->final_round && !s->stock_n)
            return CR_OK;
        return illegal(g, CR_REASON_WRONG_PHASE,
                       open ? "not melding means drawing again (S3)" : "draw first: a turn starts with a draw");
    case CR_MOVE_KNOCK: {
        if (!o->knock_end)
            return illegal(g, CR_REASON_KNOCK_NOT_ALLOWED, "this game ends by going out, not by knocking");
        if (!open || s->final_round)
            return illegal(g, CR_REASON_KNOCK_NOT_ALLOWED,
                           s->final_round ? "no knocking in the final round (CA-7)"
                                          : "knock after the first or second draw (CA-2)");
        int32_t count = cri_man_hand_count(g, seat);
        if (m->n) {
            cri_man_commit c;
            int32_t rc = cri_man_check_commit(g, seat, m->cards, m->n, &c, NULL);
            if (rc != CR_OK)
                return rc;
            for (unsigned i = 0; i < c.played_n; i++)
                count -= cri_man_card_value(o, c.played[i]);
        }
        if (count > 5)
            return cri_game_fail(g, CR_E_ILLEGAL_MOVE, CR_REASON_KNOCK_NOT_ALLOWED,
                                 "E_KNOCK_NOT_ALLOWED: the hand counts %d, more than 5", (int)count);
        return CR_OK;
    }
    case CR_MOVE_COMMIT: {
        if (!open)
            return illegal(g, CR_REASON_WRONG_PHASE, "draw first: a turn starts with a draw");
        bool penal = false;
        int32_t rc = cri_man_check_commit(g, seat, m->cards, m->n, NULL, &penal);
        if (rc != CR_OK && penal && o->penalty_draw3)
            return CR_OK; /* accepted: the penalty is applied */
        return rc;
    }
    default:
        return illegal(g, CR_REASON_WRONG_PHASE, "Carousel moves are draw, commit, knock, done and pass");
    }
}

static int32_t validate_rockit(cr_game *g, int32_t seat, const cri_move *m)
{
    const cri_man_state *s = cri_man_cst(g);
    bool cont = s->continuing;
    switch (m->type) {
    case CR_MOVE_DRAW:
        if (cont)
            return illegal(g, CR_REASON_WRONG_PHASE, "you came in this turn: play on or end with done");
        if (!s->stock_n)
            return illegal(g, CR_REASON_STOCK_EMPTY, "the draw pile is empty: play or pass (RD-12)");
        return CR_OK;
    case CR_MOVE_PASS:
        if (cont || s->stock_n)
            return illegal(g, CR_REASON_WRONG_PHASE, "pass only when the draw pile is empty (RD-12)");
        return CR_OK;
    case CR_MOVE_DONE:
        if (!cont)
            return illegal(g, CR_REASON_WRONG_PHASE, "play (commit) or draw");
        return CR_OK;
    case CR_MOVE_COMMIT: {
        bool penal = false;
        int32_t rc = cri_man_check_commit(g, seat, m->cards, m->n, NULL, &penal);
        if (rc != CR_OK && penal && O(g)->penalty_draw3)
            return CR_OK;
        return rc;
    }
    case CR_MOVE_KNOCK:
        return illegal(g, CR_REASON_KNOCK_NOT_ALLOWED, "RockIt ends by going out, not by knocking");
    default:
        return illegal(g, CR_REASON_WRONG_PHASE, "RockIt moves are commit, draw, pass and done");
    }
}

static int32_t man_validate(cr_game *g, int32_t seat, const cri_move *m)
{
    if (m->arg != -1 || (m->n && m->type != CR_MOVE_COMMIT && m->type != CR_MOVE_KNOCK))
        return illegal(g, CR_REASON_WRONG_PHASE, "this move takes no cards or number here");
    return O(g)->carousel ? validate_carousel(g, seat, m) : validate_rockit(g, seat, m);
}

static bool man_safe(const cr_game *g, int32_t seat, const cri_move *m)
{
    (void)seat;
    const cri_man_state *s = cri_man_cst(g);
    switch (m->type) {
    case CR_MOVE_DRAW:
        return s->stock_n > 0;
    case CR_MOVE_PASS:
    case CR_MOVE_DONE:
        return m->n == 0;
    case CR_MOVE_KNOCK: /* Carousel's; its cards, if any, a commit's */
        return O(g)->carousel;
    case CR_MOVE_COMMIT:
        /* Its cards lie anywhere (hand and table), so no quick test holds
         * them: man_apply checks a commit itself (cri_man_check_commit),
         * and one that fails takes PENALTY_DRAW3's penalty (apply_penalty). */
        return true;
    default:
        return false;
    }
}

/* ---- application ------------------------------------------------------------------------------ */

static int32_t next_active(const cr_game *g, int32_t from, uint32_t mask)
{
    int32_t n = g->cfg.players;
    for (int32_t i = 1; i <= n; i++) {
        int32_t p = (from + i) % n;
        if ((mask >> p) & 1u)
            return p;
    }
    return -1;
}

/* Carousel: the end of seat's turn (RULES.md 15.2, final round CA-5). */
static void carousel_end_turn(cr_game *g, int32_t seat)
{
    cri_man_state *s = S(g);
    int32_t n = g->cfg.players;
    uint32_t all = (1u << n) - 1u, active = all & ~(uint32_t)s->withdrawn;
    s->draws = 0;
    if (s->final_round) {
        s->final_mask &= (uint8_t)~(1u << seat);
    } else if (!s->stock_n) {
        s->final_round = 1;
        s->final_mask = (uint8_t)(active & ~(O(g)->stock_end == CRI_MSTOCK_FINAL_ROUND_ALL ? 0u : 1u << seat));
    }
    if (s->final_round) {
        s->final_mask &= (uint8_t)active;
        int32_t next = next_active(g, seat, s->final_mask);
        if (next < 0) {
            cri_man_end_stock(g);
            return;
        }
        g->to_act = (int8_t)next;
        g->phase = CR_PHASE_TRANSACTION;
        return;
    }
    int32_t next = next_active(g, seat, active);
    if (next < 0) {
        cri_man_end_stock(g);
        return;
    }
    g->to_act = (int8_t)next;
    g->phase = CR_PHASE_READY;
}

static void rockit_end_turn(cr_game *g, int32_t seat)
{
    cri_man_state *s = S(g);
    s->continuing = 0;
    g->to_act = (int8_t)((seat + 1) % g->cfg.players);
    g->phase = CR_PHASE_READY;
}

static void draw_one(cri_man_state *s, int32_t seat)
{
    if (s->stock_n)
        cri_man_hand_add(s, seat, s->stock[--s->stock_n]);
}

static void put_table(cri_man_state *s, int32_t seat, const cri_man_commit *c)
{
    s->t = c->t;
    for (unsigned i = 0; i < c->played_n; i++)
        cri_man_hand_remove(s, seat, c->played[i]);
}

static void apply_commit(cr_game *g, int32_t seat, const cri_man_commit *c)
{
    cri_man_state *s = S(g);
    const cri_man_opts *o = O(g);
    put_table(s, seat, c);
    bool coming_in = o->opening != CRI_OPENING_NONE && !rockit_came_in(g, seat);
    s->came_in |= (uint8_t)(1u << seat);
    if (o->carousel) {
        if (!s->hand_n[seat] && !o->no_autoknock && !s->final_round) {
            cri_man_end_out(g, seat); /* CA-4: an automatic knock at count 0 */
            return;
        }
        carousel_end_turn(g, seat);
        return;
    }
    s->passes = 0;
    if (coming_in) {
        if (!o->opening_ends_turn && s->hand_n[seat]) {
            s->continuing = 1; /* RD-2 variant: play on, or done */
            g->phase = CR_PHASE_TRANSACTION;
            return;
        }
    }
    if (!s->hand_n[seat]) {
        cri_man_end_out(g, seat);
        return;
    }
    rockit_end_turn(g, seat);
}

/* PENALTY_DRAW3 (CM-7): the table stays as it was, the player draws up to
 * three cards and the turn ends. */
static void apply_penalty(cr_game *g, int32_t seat, int32_t reason)
{
    cri_man_state *s = S(g);
    for (int k = 0; k < 3; k++)
        draw_one(s, seat);
    if (s->penalties < 255)
        s->penalties++;
    s->pad[0] = (uint8_t)reason;
    if (O(g)->carousel)
        carousel_end_turn(g, seat);
    else
        rockit_end_turn(g, seat);
}

static int32_t man_apply(cr_game *g, int32_t seat, const cri_move *m)
{
    cri_man_state *s = S(g);
    const cri_man_opts *o = O(g);
    switch (m->type) {
    case CR_MOVE_DRAW:
        draw_one(s, seat);
        if (o->carousel) {
            s->draws++;
            g->phase = CR_PHASE_TRANSACTION;
            if (s->draws >= 3)
                carousel_end_turn(g, seat); /* no melding after the third draw */
            return CR_OK;
        }
        s->passes = 0;
        rockit_end_turn(g, seat);
        return CR_OK;
    case CR_MOVE_PASS:
        if (o->carousel) {
            if (!s->final_round)
                s->withdrawn |= (uint8_t)(1u << seat); /* CA-14: out of time */
            carousel_end_turn(g, seat);
            return CR_OK;
        }
        if (++s->passes >= g->cfg.players) {
            cri_man_end_blocked(g);
            return CR_OK;
        }
        rockit_end_turn(g, seat);
        return CR_OK;
    case CR_MOVE_DONE:
        if (o->carousel)
            carousel_end_turn(g, seat);
        else
            rockit_end_turn(g, seat);
        return CR_OK;
    case CR_MOVE_KNOCK:
    case CR_MOVE_COMMIT: {
        cri_man_commit c;
        if (m->n || m->type == CR_MOVE_COMMIT) {
            int32_t rc = cri_man_check_commit(g, seat, m->cards, m->n, &c, NULL);
            if (rc != CR_OK) {
                int32_t reason = g->last_reason;
                apply_penalty(g, seat, reason);
                return CR_OK;
            }
            if (m->type == CR_MOVE_COMMIT) {
                apply_commit(g, seat, &c);
                return CR_OK;
            }
            put_table(s, seat, &c);
        }
        cri_man_end_knock(g, seat);
        return CR_OK;
    }
    default:
        return CR_OK;
    }
}

/* ---- listed moves and move types ------------------------------------------------------------- */

/* A commit of the table plus one new trick. */
static int32_t push_trick(cr_game *g, int32_t seat, cri_movebuf *out, const uint8_t *trick, size_t n)
{
    cri_move m;
    m.type = CR_MOVE_COMMIT;
    m.arg = -1;
    size_t k = cri_man_commit_head(&cri_man_cst(g)->t, NULL, m.cards);
    memcpy(m.cards + k, trick, n);
    m.n = (uint16_t)(k + n);
    return cri_movebuf_push(out, seat, &m);
}

/* RockIt: every coming-in trick of the hand (one trick, no joker, worth 30
 * or more): groups of three or four suits of a rank, and runs. */
static int32_t push_come_ins(cr_game *g, int32_t seat, cri_movebuf *out)
{
    const cri_man_state *s = cri_man_cst(g);
    const cri_man_opts *o = O(g);
    uint16_t have[4] = {0};
    for (unsigned i = 0; i < s->hand_n[seat]; i++) {
        unsigned c = s->hand[seat][i];
        if (c < 64)
            have[c >> 4] |= (uint16_t)(1u << (c & 15u));
    }
    uint8_t t[16];
    for (unsigned r = 1; r <= 13; r++) {
        unsigned suits = 0;
        for (unsigned su = 0; su < 4; su++)
            suits |= ((have[su] >> r) & 1u) << su;
        for (unsigned sub = 1; sub < 16; sub++) {
            if ((sub & suits) != sub || __builtin_popcount(sub) < 3)
                continue;
            size_t n = 0;
            for (unsigned su = 0; su < 4; su++)
                if ((sub >> su) & 1u)
                    t[n++] = (uint8_t)CR_CARD(r, su);
            if (push_trick(g, seat, out, t, n) != CR_OK)
                return CR_E_NOMEM;
        }
    }
    bool cyclic = o->prof.seq_mode == CR_SEQ_CYCLIC;
    for (unsigned su = 0; su < 4; su++)
        for (unsigned lo = 1; lo <= 13; lo++)
            for (unsigned len = 3; len <= 13; len++) {
                int32_t v = 0;
                bool ok = true;
                size_t n = 0;
                for (unsigned k = 0; k < len && ok; k++) {
                    unsigned r = lo + k;
                    if (r > 13) {
                        if (!cyclic)
                            ok = false;
                        r -= 13;
                    }
                    ok = ok && ((have[su] >> r) & 1u);
                    if (ok) {
                        t[n++] = (uint8_t)CR_CARD(r, su);
                        v += r >= 10 ? 10 : (int32_t)r;
                    }
                }
                if (!ok)
                    break;
                if (len == 13 && lo != 1)
                    break; /* a full circle is listed once */
                if (v >= 30 && push_trick(g, seat, out, t, n) != CR_OK)
                    return CR_E_NOMEM;
            }
    return CR_OK;
}

static int32_t man_legal(cr_game *g, int32_t seat, cri_movebuf *out)
{
    const cri_man_state *s = cri_man_cst(g);
    const cri_man_opts *o = O(g);
    int32_t rc = CR_OK;
#define PUSH(t)                                                                                            \
    do {                                                                                                   \
        if ((rc = cri_movebuf_push1(out, seat, (t), -1, -1)) != CR_OK)                                    \
            return rc;                                                                                     \
    } while (0)
    if (o->carousel) {
        if (s->final_round) {
            PUSH(CR_MOVE_PASS);
            return CR_OK;
        }
        if (g->phase == CR_PHASE_TRANSACTION && o->knock_end && cri_man_hand_count(g, seat) <= 5)
            PUSH(CR_MOVE_KNOCK);
        if (s->stock_n)
            PUSH(CR_MOVE_DRAW);
        else if (g->phase == CR_PHASE_TRANSACTION)
            PUSH(CR_MOVE_DONE);
        if (o->time_limit)
            PUSH(CR_MOVE_PASS);
        return CR_OK;
    }
    if (s->continuing) {
        PUSH(CR_MOVE_DONE);
        return CR_OK;
    }
    if (o->opening != CRI_OPENING_NONE && !rockit_came_in(g, seat) && push_come_ins(g, seat, out) != CR_OK)
        return CR_E_NOMEM;
    PUSH(s->stock_n ? CR_MOVE_DRAW : CR_MOVE_PASS);
#undef PUSH
    return CR_OK;
}

static uint32_t man_types(cr_game *g, int32_t seat)
{
    uint32_t mask = 0;
    for (size_t i = 0; i < g->x->legal.count; i++) {
        cri_move m;
        cri_movebuf_get(&g->x->legal, i, NULL, &m);
        mask |= 1u << m.type;
    }
    const cri_man_state *s = cri_man_cst(g);
    bool commit_phase = O(g)->carousel ? g->phase == CR_PHASE_TRANSACTION
                                       : (rockit_came_in(g, seat) && (!s->continuing || !O(g)->opening_ends_turn));
    if (commit_phase && !(mask & (1u << CR_MOVE_COMMIT)) && cri_man_can_play(g, seat))
        mask |= 1u << CR_MOVE_COMMIT;
    return mask;
}

/* ---- queries ------------------------------------------------------------------------------------ */

static size_t man_hand(const cr_game *g, int32_t seat, uint8_t *out)
{
    const cri_man_state *s = cri_man_cst(g);
    for (unsigned i = 0; i < s->hand_n[seat]; i++)
        out[i] = cri_man_public(s->hand[seat][i]);
    return s->hand_n[seat];
}

static size_t man_hand_size(const cr_game *g, int32_t seat)
{
    return cri_man_cst(g)->hand_n[seat];
}

static size_t man_stock_size(const cr_game *g)
{
    return cri_man_cst(g)->stock_n;
}

static size_t man_pile(const cr_game *g, int32_t pile, uint8_t *out, int32_t *seats)
{
    (void)seats;
    const cri_man_state *s = cri_man_cst(g);
    if (pile == CRI_PILE_STOCK) {
        for (unsigned i = 0; i < s->stock_n; i++)
            out[i] = cri_man_public(s->stock[s->stock_n - 1 - i]);
        return s->stock_n;
    }
    if (pile != CR_PILE_TABLE)
        return 0;
    size_t n = 0;
    for (unsigned m = 0; m < s->t.melds; m++) {
        if (m)
            out[n++] = CR_MOVE_SEPARATOR;
        for (unsigned i = s->t.start[m]; i < s->t.start[m + 1]; i++)
            out[n++] = cri_man_is_joker(s->t.card[i]) ? CR_JOKER_AS(s->t.decl[i]) : s->t.card[i];
    }
    return n;
}

/* The oracle of the generic tests: a seat sees its hand and the table. */
static size_t man_cards(const cr_game *g, int32_t seat, uint8_t *out)
{
    const cri_man_state *s = cri_man_cst(g);
    size_t n = 0;
    for (int32_t p = 0; p < g->cfg.players; p++)
        if (seat == CRI_CARDS_ALL || seat == p)
            for (unsigned i = 0; i < s->hand_n[p]; i++)
                out[n++] = cri_man_public(s->hand[p][i]);
    for (unsigned i = 0; i < s->t.n; i++)
        out[n++] = cri_man_public(s->t.card[i]);
    if (seat == CRI_CARDS_ALL)
        for (unsigned i = 0; i < s->stock_n; i++)
            out[n++] = cri_man_public(s->stock[i]);
    return n;
}

static const char *const counter_names[] = {"deals_won_0", "deals_won_1", "deals_won_2", "deals_won_3",
                                            "deals_won_4"};

const cri_engine cri_manip_engine = {
    .id = CR_ENGINE_MANIP,
    .data_size = sizeof(cri_man_data),
    .layout_size = sizeof(cri_man_layout),
    .counters = CRI_MAN_SEATS,
    .config = man_config,
    .deck = man_deck,
    .deal = man_deal,
    .validate = man_validate,
    .safe = man_safe,
    .apply = man_apply,
    .legal = man_legal,
    .types = man_types,
    .view = cri_man_view,
    .layout_line = cri_man_layout_line,
    .layout_apply = cri_man_layout_apply,
    .layout_write = cri_man_layout_write,
    .bot = cri_man_bot,
    .hand = man_hand,
    .hand_size = man_hand_size,
    .pile = man_pile,
    .stock_size = man_stock_size,
    .cards = man_cards,
    .match_over = cri_man_match_over,
    .ledger = cri_man_ledger,
    .next_dealer = cri_man_next_dealer,
    .hint = cri_man_hint,
    .can_play = cri_man_can_play_cards,
    .arrange = cri_man_arrange,
    .counter_names = counter_names,
};
