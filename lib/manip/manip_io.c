/* MANIP text: the per-seat JSON view members and the layout items
 * (docs/game.md "Layouts", docs/manip.md): the table with numbered,
 * declared jokers, who has come in, the draws of this turn, the final
 * round, passes and withdrawn players. */
#include <stdio.h>
#include <string.h>

#include "game/json.h"
#include "game/layout.h"
#include "manip/manip.h"

static bool is_open(unsigned d)
{
    return d > CR_OPEN_SUIT(0) && d <= CR_OPEN_SUIT(CR_RANK_KING);
}

/* Whether a game keeps which seats have come in: RockIt's turn always (its
 * view and layouts have always shown it), any turn model under a coming-in
 * rule (man.opening, RD-2), Carousel's included. */
static bool tracks_came_in(const cri_man_opts *o)
{
    return !o->carousel || o->opening != CRI_OPENING_NONE;
}

/* `JK2=QD`, `JK1=Q*` or a card name. */
static void entry_text(char *buf, size_t cap, unsigned c, unsigned decl)
{
    if (!cri_man_is_joker(c)) {
        snprintf(buf, cap, "%s", cr_card_name((uint8_t)c));
        return;
    }
    if (is_open(decl)) {
        const char *r = cr_card_name(CR_CARD(decl - CR_OPEN_SUIT(0), 0));
        snprintf(buf, cap, "JK%u=%.*s*", c - 0x40u, (int)(strlen(r) - 1), r);
    } else if (decl) {
        snprintf(buf, cap, "JK%u=%s", c - 0x40u, cr_card_name((uint8_t)decl));
    } else {
        snprintf(buf, cap, "JK%u", c - 0x40u);
    }
}

void cri_man_table_text(cri_json *w, const cri_man_table *t, bool json)
{
    char e[16];
    if (json)
        cri_json_begin_array(w);
    for (unsigned m = 0; m < t->melds; m++) {
        if (json)
            cri_json_begin_array(w);
        else if (m)
            cri_json_raw(w, " /");
        for (unsigned i = t->start[m]; i < t->start[m + 1]; i++) {
            entry_text(e, sizeof e, t->card[i], t->decl[i]);
            if (json)
                cri_json_string(w, e);
            else
                cri_json_printf(w, " %s", e);
        }
        if (json)
            cri_json_end_array(w);
    }
    if (json)
        cri_json_end_array(w);
}

static void seats(cri_json *w, const char *key, unsigned mask, int32_t n)
{
    cri_json_key(w, key);
    cri_json_begin_array(w);
    for (int32_t p = 0; p < n; p++)
        if ((mask >> p) & 1u)
            cri_json_int(w, p);
    cri_json_end_array(w);
}

static size_t public_hand(const cri_man_state *s, int32_t p, uint8_t *out)
{
    for (unsigned i = 0; i < s->hand_n[p]; i++)
        out[i] = cri_man_public(s->hand[p][i]);
    return s->hand_n[p];
}

void cri_man_view(cri_json *w, const cr_game *g, int32_t seat)
{
    const cri_man_state *s = cri_man_cst(g);
    const cri_man_opts *o = cri_man_o(g);
    int32_t n = g->cfg.players;
    bool over = g->phase == CR_PHASE_DEAL_OVER || g->phase == CR_PHASE_MATCH_OVER;
    uint8_t cards[CRI_MAN_DECK];
    if (seat >= 0) {
        cri_json_key(w, "hand");
        cri_json_cards(w, cards, public_hand(s, seat, cards));
    }
    cri_json_key(w, "table");
    cri_man_table_text(w, &s->t, true);
    if (tracks_came_in(o))
        seats(w, "came_in", s->came_in, n);
    if (o->carousel) {
        cri_json_key(w, "draws");
        cri_json_int(w, s->draws);
        cri_json_key(w, "final_round");
        cri_json_bool(w, s->final_round != 0);
        seats(w, "final_to_play", s->final_mask, n);
        seats(w, "withdrawn", s->withdrawn, n);
    } else {
        cri_json_key(w, "passes");
        cri_json_int(w, s->passes);
        cri_json_key(w, "continuing");
        cri_json_bool(w, s->continuing != 0);
    }
    cri_json_key(w, o->carousel ? "deals_won" : "games_won");
    cri_json_begin_array(w);
    for (int32_t p = 0; p < n; p++)
        cri_json_int(w, cri_game_counter(g, (unsigned)p));
    cri_json_end_array(w);
    cri_json_key(w, "penalties");
    cri_json_int(w, s->penalties);
    if (over) {
        cri_json_key(w, "hands");
        cri_json_begin_array(w);
        for (int32_t p = 0; p < n; p++)
            cri_json_cards(w, cards, public_hand(s, p, cards));
        cri_json_end_array(w);
    }
}

/* ---- layouts ---------------------------------------------------------------------------------- */

static const char *skip_blanks(const char *p)
{
    while (*p == ' ' || *p == '\t' || *p == ',')
        p++;
    return p;
}

static bool parse_decl(const char *d, uint8_t *out)
{
    size_t n = strlen(d);
    if (n >= 2 && d[n - 1] == '*') {
        char tmp[8];
        if (n > 4)
            return false;
        memcpy(tmp, d, n - 1);
        tmp[n - 1] = 'C';
        tmp[n] = '\0';
        uint8_t c;
        if (cr_card_parse(&c, tmp) != CR_OK || c == CR_CARD_JOKER)
            return false;
        *out = CR_OPEN_SUIT(c & 15u);
        return true;
    }
    uint8_t c;
    if (cr_card_parse(&c, d) != CR_OK || c == CR_CARD_JOKER)
        return false;
    *out = c;
    return true;
}

bool cri_man_table_parse(cri_man_layout *T, const char *p)
{
    char tok[24];
    T->n = 0;
    T->melds = 0;
    T->start[0] = 0;
    bool open = false;
    for (int more; (more = cri_layout_word(&p, ",", tok, sizeof tok)) != 0;) {
        if (more < 0)
            return false;
        if (!strcmp(tok, "/")) {
            if (!open || T->melds + 1 >= CRI_MAN_MELDS)
                return false;
            T->start[++T->melds] = (uint8_t)T->n;
            open = false;
            continue;
        }
        if (T->n >= CRI_MAN_DECK)
            return false;
        uint8_t jid = 0, decl = 0, card;
        char *eq = strchr(tok, '=');
        if (eq) {
            *eq = '\0';
            if (!parse_decl(eq + 1, &decl))
                return false;
        }
        if ((tok[0] == 'J' || tok[0] == 'j') && (tok[1] == 'K' || tok[1] == 'k')) {
            if (tok[2]) {
                if (tok[2] < '1' || tok[2] > '9' || tok[3])
                    return false;
                jid = (uint8_t)(tok[2] - '0');
            }
            card = CR_CARD_JOKER;
        } else if (cr_card_parse(&card, tok) != CR_OK || decl) {
            return false;
        }
        T->card[T->n] = card;
        T->jid[T->n] = jid;
        T->decl[T->n] = decl;
        T->n++;
        open = true;
    }
    if (T->n && !open)
        return false;
    if (T->n)
        T->start[++T->melds] = (uint8_t)T->n;
    return true;
}

static bool seat_list(const char *v, int32_t players, int32_t *mask)
{
    *mask = 0;
    const char *p = v;
    for (;;) {
        p = skip_blanks(p);
        if (!*p)
            return true;
        int64_t x;
        if (!cri_parse_i64(&p, 0, players - 1, &x))
            return false;
        *mask |= 1 << x;
    }
}

int32_t cri_man_layout_line(cr_game *g, cri_layout *L, const char *key, const char *v)
{
    cri_man_layout *T = L->engine;
    int32_t n = g->cfg.players;
    bool car = cri_man_o(g)->carousel;
    int64_t x;
    if (cri_ascii_caseeq(key, "table")) {
        if (!cri_man_table_parse(T, v))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected melds of cards separated by /");
        T->table_set = true;
        return cri_layout_place(g, L, T->card, &T->n);
    }
    if (cri_ascii_caseeq(key, "came_in") && tracks_came_in(cri_man_o(g))) {
        if (!seat_list(v, n, &T->came_in))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected seat numbers");
        return CR_OK;
    }
    if (cri_ascii_caseeq(key, "withdrawn") && car) {
        if (!seat_list(v, n, &T->withdrawn))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected seat numbers");
        return CR_OK;
    }
    if (cri_ascii_caseeq(key, "final") && car) {
        if (!seat_list(v, n, &T->final_mask))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected the seats still to play the final round");
        T->final_set = true;
        return CR_OK;
    }
    if (cri_ascii_caseeq(key, "draws") && car) {
        if (!cri_layout_int(v, 0, 2, &x))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected the cards drawn this turn, 0 to 2");
        T->draws = (int32_t)x;
        return CR_OK;
    }
    if (cri_ascii_caseeq(key, "passes") && !car) {
        if (!cri_layout_int(v, 0, n - 1, &x))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected a pass count below the player count");
        T->passes = (int32_t)x;
        return CR_OK;
    }
    if (cri_ascii_caseeq(key, "continuing") && !car) {
        if (!cri_layout_int(v, 0, 1, &x))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected 0 or 1");
        T->continuing = (int32_t)x;
        return CR_OK;
    }
    return CR_E_NOT_FOUND;
}

/* The lowest joker number not used yet (jokers without a number). */
static uint8_t next_id(bool *used, unsigned *next)
{
    while (*next < CRI_MAN_MAX_JOKERS && used[*next])
        (*next)++;
    used[*next] = true;
    return CRI_MAN_JK(*next);
}

int32_t cri_man_layout_apply(cr_game *g, cri_layout *L)
{
    const cri_man_layout *T = L->engine;
    const cri_man_opts *o = cri_man_o(g);
    int32_t n = g->cfg.players, turn = g->to_act;
    bool used[CRI_MAN_MAX_JOKERS + 1] = {false};
    for (size_t i = 0; i < T->n; i++)
        if (T->jid[i]) {
            if (T->jid[i] > o->jokers || used[T->jid[i]])
                return cri_layout_invalid(g, "joker numbers run from 1 to the jokers in the deck, each once");
            used[T->jid[i]] = true;
        }
    unsigned next = 1;
#define NEXT_ID() next_id(used, &next)
    cri_man_state *s = cri_man_st(g);
    memset(s, 0, sizeof *s);
    s->knocker = 0xFF;
    s->t.melds = (uint8_t)T->melds;
    s->t.n = (uint8_t)T->n;
    memcpy(s->t.start, T->start, sizeof s->t.start);
    for (size_t i = 0; i < T->n; i++)
        s->t.card[i] = T->card[i] == CR_CARD_JOKER ? (T->jid[i] ? CRI_MAN_JK(T->jid[i]) : NEXT_ID()) : T->card[i];
    /* Every meld valid, jokers declared as the meld needs. */
    for (unsigned m = 0; m < T->melds; m++) {
        unsigned lo = T->start[m], hi = T->start[m + 1];
        uint8_t stands[CRI_MAN_DECK];
        int kind = cri_man_meld(&o->prof, s->t.card + lo, T->decl + lo, hi - lo, stands, NULL);
        bool nat = false;
        for (unsigned i = lo; i < hi; i++)
            nat |= !cri_man_is_joker(s->t.card[i]);
        if (kind == CR_MELD_NONE || (o->need_natural && !nat))
            return cri_layout_invalid(g, "every table meld must be a valid group or sequence");
        for (unsigned i = lo; i < hi; i++) {
            if (!cri_man_is_joker(s->t.card[i]))
                continue;
            /* As a commit declares it (manip_commit.c): by the joker
             * model, not the turn model. A stolen joker's group keeps
             * its suit open (RD-5); a fixed joker is declared with a
             * rank and a suit (CA-11), as given, not the card the meld
             * check chose for it. */
            unsigned d = stands[i - lo];
            if (o->steal_model && kind == CR_MELD_GROUP && !(T->decl[i] && !is_open(T->decl[i])))
                d = CR_OPEN_SUIT(is_open(d) ? d - CR_OPEN_SUIT(0) : (d & 15u));
            if (!o->steal_model && (is_open(d) || is_open(T->decl[i])))
                return cri_layout_invalid(g, "a joker is declared with its rank and suit (CA-11)");
            s->t.decl[i] = (uint8_t)d;
        }
    }
    for (int32_t p = 0; p < n; p++) {
        if (L->hand_n[p] == 0 && !o->carousel)
            return cri_layout_invalid(g, "every seat holds cards (else the game would be over)");
        for (size_t i = 0; i < L->hand_n[p]; i++)
            cri_man_hand_add(s, p, L->hand[p][i] == CR_CARD_JOKER ? NEXT_ID() : L->hand[p][i]);
    }
    for (size_t i = 0; i < L->stock_n; i++) {
        uint8_t c = L->stock[i] == CR_CARD_JOKER ? NEXT_ID() : L->stock[i];
        s->stock[L->stock_n - 1 - i] = c;
    }
#undef NEXT_ID
    s->stock_n = (uint8_t)L->stock_n;
    s->came_in = (uint8_t)T->came_in;
    s->withdrawn = (uint8_t)T->withdrawn;
    s->passes = (uint8_t)T->passes;
    s->draws = (uint8_t)T->draws;
    if (T->final_set) {
        if (s->stock_n || !((T->final_mask >> turn) & 1))
            return cri_layout_invalid(g, "the final round needs an empty stock and the seat to act among its seats");
        s->final_round = 1;
        s->final_mask = (uint8_t)T->final_mask;
        g->phase = CR_PHASE_TRANSACTION;
    } else if (o->carousel && !s->stock_n) {
        return cri_layout_invalid(g, "an empty Carousel stock means the final round: give `final` seats");
    }
    if (((s->withdrawn >> turn) & 1u))
        return cri_layout_invalid(g, "the seat to act has withdrawn");
    if (s->draws) {
        if (s->final_round)
            return cri_layout_invalid(g, "no drawing in the final round");
        g->phase = CR_PHASE_TRANSACTION;
    }
    if (T->continuing) {
        if (!((s->came_in >> turn) & 1u) || o->opening_ends_turn)
            return cri_layout_invalid(
                g, "`continuing` is for a seat that came in this turn under rockit.come_in_then_continue");
        s->continuing = 1;
        g->phase = CR_PHASE_TRANSACTION;
    }
    if (!o->carousel && s->passes && s->stock_n)
        return cri_layout_invalid(g, "passes happen only with an empty draw pile");
    return CR_OK;
}

/* A layout item of seats ("withdrawn 1 2"), written only when some seat is in it. */
static void seat_item(cri_json *w, const char *key, unsigned mask, int32_t n)
{
    if (!mask)
        return;
    cri_json_raw(w, key);
    for (int32_t p = 0; p < n; p++)
        if ((mask >> p) & 1u)
            cri_json_printf(w, " %d", (int)p);
    cri_json_raw(w, "\n");
}

void cri_man_layout_write(cri_json *w, const cr_game *g)
{
    const cri_man_state *s = cri_man_cst(g);
    const cri_man_opts *o = cri_man_o(g);
    int32_t n = g->cfg.players;
    cri_json_raw(w, "table");
    cri_man_table_text(w, &s->t, false);
    cri_json_raw(w, "\n");
    if (tracks_came_in(o))
        seat_item(w, "came_in", s->came_in, n);
    if (o->carousel) {
        cri_json_printf(w, "draws %u\n", (unsigned)s->draws);
        seat_item(w, "withdrawn", s->withdrawn, n);
        seat_item(w, "final", s->final_round ? s->final_mask : 0u, n);
    } else {
        cri_json_printf(w, "passes %u\ncontinuing %u\n", (unsigned)s->passes, (unsigned)s->continuing);
    }
}
