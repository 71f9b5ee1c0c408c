/* SHED engine text: the per-seat JSON view members and the layout format
 * (docs/game.md "Layouts"): parse with validation, and write (saves). */
#include <stdlib.h>
#include <string.h>

#include "game/json.h"
#include "game/layout.h"
#include "shed/shed_internal.h"

static const char suit_letters[4] = {'C', 'D', 'H', 'S'};

static void json_suit(cri_json *w, unsigned s)
{
    if (s < 4) {
        char t[2] = {suit_letters[s], 0};
        cri_json_string(w, t);
    } else {
        cri_json_null(w);
    }
}

void cri_shed_view(cri_json *w, const cr_game *g, int32_t seat)
{
    const cri_shed_state *s = cri_shed_cst(g);
    bool widow = cri_shed_opts_of(g)->structure == CRI_SHED_WIDOW;
    bool over = g->phase == CR_PHASE_DEAL_OVER || g->phase == CR_PHASE_MATCH_OVER;
    uint8_t cards[CRI_DECK_MAX];
    if (seat >= 0) {
        cri_json_key(w, "hand");
        cri_json_cards(w, cards, cri_hand_to_cards(&s->hand[seat], cards));
    }
    cri_json_key(w, "structure");
    cri_json_string(w, widow ? "WIDOW" : "TRICK");
    unsigned card, suit;
    cri_json_key(w, "target");
    if (!over && cri_shed_target(g, &card, &suit)) {
        cri_json_begin_object(w);
        cri_json_key(w, "card");
        cri_json_card(w, (uint8_t)card);
        cri_json_key(w, "suit");
        json_suit(w, suit);
        cri_json_end_object(w);
    } else {
        cri_json_null(w);
    }
    if (widow) {
        cri_json_key(w, "widow");
        if (s->pile_n)
            cri_json_card(w, s->pile[s->pile_n - 1]);
        else
            cri_json_null(w);
        cri_json_key(w, "named_suit");
        json_suit(w, s->widow_named);
        cri_json_key(w, "covered_count");
        cri_json_int(w, s->pile_n ? s->pile_n - 1 : 0);
        cri_json_key(w, "passes");
        cri_json_int(w, s->passes);
    } else {
        cri_json_key(w, "leader");
        cri_json_int(w, s->leader);
        cri_json_key(w, "trick");
        cri_json_begin_array(w);
        for (unsigned i = 0; i < s->trick_n; i++) {
            cri_json_begin_object(w);
            cri_json_key(w, "seat");
            cri_json_int(w, s->trick_seat[i]);
            cri_json_key(w, "card");
            cri_json_card(w, s->trick[i]);
            if (s->trick_named[i] < 4) {
                cri_json_key(w, "named_suit");
                json_suit(w, s->trick_named[i]);
            }
            cri_json_end_object(w);
        }
        cri_json_end_array(w);
        cri_json_key(w, "out_count");
        cri_json_int(w, s->pile_n);
        cri_json_key(w, "last_trick_winner");
        if (s->last_trick_winner < CRI_MAX_SEATS)
            cri_json_int(w, s->last_trick_winner);
        else
            cri_json_null(w);
    }
    if (g->phase == CR_PHASE_DRAWING) {
        cri_json_key(w, "drawing");
        cri_json_begin_object(w);
        cri_json_key(w, "seat");
        cri_json_int(w, g->to_act);
        cri_json_key(w, "count");
        cri_json_int(w, s->drawn_count);
        /* The drawn card is the drawer's secret until played. */
        if (seat == g->to_act) {
            cri_json_key(w, "card");
            cri_json_card(w, s->drawn);
        }
        cri_json_end_object(w);
    }
    if (over) {
        /* S0: "The remaining players expose their cards." */
        cri_json_key(w, "hands");
        cri_json_begin_array(w);
        for (int32_t p = 0; p < g->cfg.players; p++)
            cri_json_cards(w, cards, cri_hand_to_cards(&s->hand[p], cards));
        cri_json_end_array(w);
    }
}

/* ---- layouts: the SHED items (the common ones are the game layer's) -------------- */

static int suit_from(char c)
{
    for (int s = 0; s < 4; s++)
        if (cri_ascii_lower((unsigned char)c) == cri_ascii_lower(suit_letters[s]))
            return s;
    return -1;
}

/* `trick 1:JD 2:JC=H ...` (=X: a suit named with a wild card). */
static bool trick_list(cri_shed_layout *T, const char *p, int32_t players)
{
    char word[16];
    int64_t seat;
    int r;
    while ((r = cri_layout_seat_word(&p, players, &seat, word, sizeof word)) > 0) {
        char *eq = strchr(word, '=');
        int named = -1;
        if (T->trick_n >= CRI_MAX_SEATS)
            return false;
        if (eq) {
            *eq = '\0';
            if (!eq[1] || eq[2] || (named = suit_from(eq[1])) < 0)
                return false;
        }
        uint8_t c;
        if (cr_card_parse(&c, word) != CR_OK)
            return false;
        T->trick[T->trick_n] = c;
        T->trick_seat[T->trick_n] = (uint8_t)seat;
        T->trick_named[T->trick_n] = named < 0 ? 0xFF : (uint8_t)named;
        T->trick_n++;
    }
    return r == 0;
}

int32_t cri_shed_layout_line(cr_game *g, cri_layout *L, const char *key, const char *v)
{
    cri_shed_layout *T = L->engine;
    int32_t n = g->cfg.players;
    bool widow = cri_shed_opts_of(g)->structure == CRI_SHED_WIDOW;
    int64_t x;
    if (cri_ascii_caseeq(key, "widow") && widow)
        return cri_layout_cards(g, L, v, T->widow, CRI_DECK_MAX, &T->widow_n);
    if (cri_ascii_caseeq(key, "out") && !widow)
        return cri_layout_cards(g, L, v, T->out, CRI_DECK_MAX, &T->out_n);
    if (cri_ascii_caseeq(key, "trick") && !widow) {
        if (!trick_list(T, v, n))
            return cri_layout_fail(g, L, CR_E_PARSE, "bad card list");
        return cri_layout_place(g, L, T->trick, &T->trick_n);
    }
    if (cri_ascii_caseeq(key, "passes")) {
        if (!cri_layout_int(v, 0, n - 1, &x))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected a pass count below the player count");
        T->passes = (int32_t)x;
        return CR_OK;
    }
    if (cri_ascii_caseeq(key, "named")) {
        v = cri_layout_skip_blanks(v);
        if (!v[0] || *cri_layout_skip_blanks(v + 1) || (T->named = suit_from(v[0])) < 0)
            return cri_layout_fail(g, L, CR_E_PARSE, "expected a suit letter C, D, H or S");
        T->seen_named = true;
        return CR_OK;
    }
    if (cri_ascii_caseeq(key, "drawn")) {
        v = cri_layout_skip_blanks(v);
        char tok[8];
        size_t t = 0;
        while (v[t] && v[t] != ' ' && v[t] != '\t' && t + 1 < sizeof tok) {
            tok[t] = v[t];
            t++;
        }
        tok[t] = '\0';
        uint8_t c;
        if (cr_card_parse(&c, tok) != CR_OK)
            return cri_layout_fail(g, L, CR_E_PARSE, "expected the drawn card");
        T->drawn = c;
        T->drawn_count = 1;
        T->seen_drawn = true;
        if (*cri_layout_skip_blanks(v + t)) {
            if (!cri_layout_int(v + t, 1, CRI_DECK_MAX, &x))
                return cri_layout_fail(g, L, CR_E_PARSE, "expected the drawn card and a count");
            T->drawn_count = (int32_t)x;
        }
        return CR_OK;
    }
    return CR_E_NOT_FOUND;
}

int32_t cri_shed_layout_apply(cr_game *g, cri_layout *L)
{
    const cri_shed_layout *T = L->engine;
    int32_t n = g->cfg.players;
    for (int32_t s = 0; s < n; s++)
        if (L->hand_n[s] == 0)
            return cri_game_fail(g, CR_E_INVALID_DEAL, CR_REASON_INVALID_DEAL,
                                 "E_INVALID_DEAL: seat %d has no cards, so the deal would be over", (int)s);
    int32_t turn = g->to_act;
    /* The trick: seats clockwise from the leader, all before the seat to act. */
    int32_t leader = T->trick_n ? T->trick_seat[0] : turn;
    int32_t turns = (turn - leader + n) % n;
    if (T->trick_n && turns == 0)
        return cri_layout_invalid(g, "the trick's leader cannot be the seat to act");
    for (size_t i = 1; i < T->trick_n; i++) {
        int32_t prev = (T->trick_seat[i - 1] - leader + n) % n;
        int32_t d = (T->trick_seat[i] - leader + n) % n;
        if (d <= prev || d >= turns)
            return cri_layout_invalid(g, "trick seats must run clockwise from the leader to the seat to act");
    }
    if (T->seen_drawn) {
        bool held = false;
        for (size_t i = 0; i < L->hand_n[turn]; i++)
            held |= L->hand[turn][i] == T->drawn;
        if (!held)
            return cri_layout_invalid(g, "the drawn card must be in the hand of the seat to act");
    }
    cri_shed_state *s = cri_shed_st(g);
    memset(s, 0, sizeof *s);
    s->widow_named = 0xFF;
    s->out_seat = -1;
    s->last_trick_winner = 0xFF;
    memset(s->trick_named, 0xFF, sizeof s->trick_named);
    for (int32_t p = 0; p < n; p++) {
        for (size_t i = 0; i < L->hand_n[p]; i++)
            cri_hand_add(&s->hand[p], L->hand[p][i]);
        s->hand_n[p] = (uint8_t)L->hand_n[p];
    }
    for (size_t i = 0; i < L->stock_n; i++)
        s->stock[i] = L->stock[L->stock_n - 1 - i];
    s->stock_n = (uint8_t)L->stock_n;
    if (cri_shed_opts_of(g)->structure == CRI_SHED_WIDOW) {
        memcpy(s->pile, T->widow, T->widow_n);
        s->pile_n = (uint8_t)T->widow_n;
        s->widow_named = T->seen_named ? (uint8_t)T->named : 0xFF;
        s->passes = (uint8_t)T->passes;
    } else {
        memcpy(s->pile, T->out, T->out_n);
        s->pile_n = (uint8_t)T->out_n;
        memcpy(s->trick, T->trick, T->trick_n);
        memcpy(s->trick_seat, T->trick_seat, T->trick_n);
        memcpy(s->trick_named, T->trick_named, T->trick_n);
        s->trick_n = (uint8_t)T->trick_n;
        s->trick_turns = (uint8_t)turns;
        s->leader = (uint8_t)leader;
    }
    if (T->seen_drawn) {
        g->phase = CR_PHASE_DRAWING;
        s->drawn = (uint8_t)T->drawn;
        s->drawn_count = (uint8_t)T->drawn_count;
    }
    return CR_OK;
}

void cri_shed_layout_write(cri_json *w, const cr_game *g)
{
    const cri_shed_state *s = cri_shed_cst(g);
    char buf[CRI_DECK_MAX * 4 + 8];
    cr_cards_format(buf, sizeof buf, NULL, s->pile, s->pile_n, CR_FORMAT_ASCII);
    if (cri_shed_opts_of(g)->structure == CRI_SHED_WIDOW) {
        cri_json_printf(w, "widow %s\npasses %u\n", buf, (unsigned)s->passes);
        if (s->widow_named < 4)
            cri_json_printf(w, "named %c\n", suit_letters[s->widow_named]);
    } else {
        cri_json_printf(w, "out %s\ntrick", buf);
        for (unsigned i = 0; i < s->trick_n; i++) {
            cri_json_printf(w, " %u:%s", (unsigned)s->trick_seat[i], cr_card_name(s->trick[i]));
            if (s->trick_named[i] < 4)
                cri_json_printf(w, "=%c", suit_letters[s->trick_named[i]]);
        }
        cri_json_raw(w, "\n");
    }
    if (g->phase == CR_PHASE_DRAWING)
        cri_json_printf(w, "drawn %s %u\n", cr_card_name(s->drawn), (unsigned)s->drawn_count);
}
