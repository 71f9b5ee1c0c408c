/* RUMMY text: the JSON view members and the layout items (docs/rummy.md):
 *   discard 5D 8S JH            the discard pile, bottom to top
 *   table 0:3S 3H 3D / 1:7C 8C 9C   table melds with their owners
 *   phase DISCARD               READY (default), DISCARD or BREAK
 *   taken 9D                    the card taken from the discard pile this turn
 *   drew stock                  this turn's draw came from the stock
 *   acts 1                      melds and lay-offs made this turn (Skip)
 *   exposed                     the seat to act exposed this break turn
 *   pending                     the going-out melds are down: the discard goes out
 *   break 2 1 0                 breaker, break turns done, first break meld
 *   draws 1 1 0 1               draws made this deal, per seat (first pick)
 *   known 1:9D 2:KC             taken upcards still in a hand (public)
 *   melded 1 3                  seats that melded or laid off in an earlier turn
 *   final 2 1                   Java's final round: its first seat, turns done */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/json.h"
#include "game/layout.h"
#include "solver/meld.h"
#include "rummy/rummy_internal.h"

void cri_rummy_view(cri_json *w, const cr_game *g, int32_t seat)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    bool over = g->phase == CR_PHASE_DEAL_OVER || g->phase == CR_PHASE_MATCH_OVER;
    uint8_t cards[CRI_DECK_MAX];
    if (seat >= 0) {
        cri_json_key(w, "hand");
        cri_json_cards(w, cards, cri_ms_to_cards(&s->hand[seat], cards));
    }
    cri_json_key(w, "upcard");
    if (s->pile_n)
        cri_json_card(w, s->pile[s->pile_n - 1]);
    else
        cri_json_null(w);
    cri_json_key(w, "discard_count");
    cri_json_int(w, s->pile_n);
    if (o->discard_public || over) {
        cri_json_key(w, "discard");
        cri_json_cards(w, s->pile, s->pile_n);
    }
    cri_json_key(w, "table");
    cri_json_begin_array(w);
    for (unsigned k = 0; k < s->meld_n; k++) {
        cri_json_begin_object(w);
        cri_json_key(w, "owner");
        cri_json_int(w, s->meld_owner[k]);
        cri_json_key(w, "cards");
        cri_json_cards(w, s->table + s->meld_at[k], s->meld_len[k]);
        if (o->wild) {
            /* The wild cards with what they stand for, as "2C=9C". */
            cri_json_key(w, "declared");
            cri_json_begin_array(w);
            for (unsigned i = 0; i < s->meld_len[k]; i++) {
                unsigned at = s->meld_at[k] + i;
                if (s->stands[at] == s->table[at])
                    continue;
                char text[16];
                snprintf(text, sizeof text, "%s=%s", cr_card_name(s->table[at]), cr_card_name(s->stands[at]));
                cri_json_string(w, text);
            }
            cri_json_end_array(w);
        }
        cri_json_end_object(w);
    }
    cri_json_end_array(w);
    /* Taken upcards are public knowledge until they leave the hand. */
    cri_json_key(w, "known");
    cri_json_begin_array(w);
    for (int32_t p = 0; p < g->cfg.players; p++)
        cri_json_cards(w, cards, cri_ms_to_cards(&s->known[p], cards));
    cri_json_end_array(w);
    cri_json_key(w, "taken");
    if (s->taken && !over)
        cri_json_card(w, s->taken);
    else
        cri_json_null(w);
    cri_json_key(w, "break");
    if (s->in_break) {
        cri_json_begin_object(w);
        cri_json_key(w, "breaker");
        cri_json_int(w, s->breaker);
        cri_json_key(w, "turns_done");
        cri_json_int(w, s->break_done);
        cri_json_key(w, "first_meld");
        cri_json_int(w, s->break_meld);
        cri_json_end_object(w);
    } else {
        cri_json_null(w);
    }
    cri_json_key(w, "pending_out");
    cri_json_bool(w, s->pending_out != 0);
    if (o->match_end == CRI_RMATCH_ELIMINATION) {
        cri_json_key(w, "final_round");
        cri_json_bool(w, s->final_round != 0);
        cri_json_key(w, "out_of_match");
        cri_json_begin_array(w);
        for (int32_t p = 0; p < g->cfg.players; p++)
            if (cri_rummy_out_of_match(g, p))
                cri_json_int(w, p);
        cri_json_end_array(w);
        cri_json_key(w, "pool");
        cri_json_int(w, cri_game_counter(g, CRI_RUMMY_POOL));
    }
    if (over) {
        cri_json_key(w, "hands");
        cri_json_begin_array(w);
        for (int32_t p = 0; p < g->cfg.players; p++)
            cri_json_cards(w, cards, cri_ms_to_cards(&s->hand[p], cards));
        cri_json_end_array(w);
    }
}

/* ---- layouts ---------------------------------------------------------------------------------- */

/* `seat:card card ... / seat:card ...`; cards into T->table. */
static bool table_list(cri_rummy_layout *T, const char *p, int32_t players)
{
    char tok[32];
    bool need_owner = true;
    for (int more; (more = cri_layout_word(&p, "", tok, sizeof tok)) != 0;) {
        if (more < 0)
            return false;
        if (!strcmp(tok, "/")) {
            if (need_owner)
                return false;
            need_owner = true;
            continue;
        }
        const char *card = tok;
        if (need_owner) {
            char *colon = strchr(tok, ':');
            int64_t seat;
            if (!colon || T->meld_n >= CRI_RUMMY_MELDS)
                return false;
            *colon = '\0';
            if (!cri_layout_int(tok, 0, players - 1, &seat))
                return false;
            T->meld_owner[T->meld_n] = (uint8_t)seat;
            T->meld_len[T->meld_n] = 0;
            T->meld_n++;
            card = colon + 1;
            need_owner = false;
        }
        /* `2C=9C`, `JK=9C`: a wild card and what it stands for. */
        uint8_t c, d = 0;
        char *eq = strchr(card, '=');
        if (eq) {
            *eq = '\0';
            if (cr_card_parse(&d, eq + 1) != CR_OK || !cri_code_is_standard(d))
                return false;
        }
        if (cr_card_parse(&c, card) != CR_OK || T->table_n >= CRI_DECK_MAX)
            return false;
        T->decl[T->table_n] = d;
        T->table[T->table_n++] = c;
        T->meld_len[T->meld_n - 1]++;
    }
    return T->meld_n > 0 && !need_owner;
}

static bool known_list(cri_rummy_layout *T, const char *p, int32_t players)
{
    char word[16];
    int64_t seat;
    int r;
    while ((r = cri_layout_seat_word(&p, players, &seat, word, sizeof word)) > 0) {
        uint8_t c;
        if (T->known_n >= CRI_DECK_MAX || cr_card_parse(&c, word) != CR_OK)
            return false;
        T->known[T->known_n] = c;
        T->known_seat[T->known_n++] = (uint8_t)seat;
    }
    return r == 0;
}

static int32_t read_ints(cr_game *g, cri_layout *L, const char *v, int32_t *out, size_t n, int64_t hi)
{
    for (size_t i = 0; i < n; i++) {
        int64_t x;
        if (!cri_parse_i64(&v, 0, hi, &x))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected small numbers");
        out[i] = (int32_t)x;
    }
    if (*cri_layout_skip_blanks(v))
        return cri_layout_fail(g, L, CR_E_PARSE, "too many numbers");
    return CR_OK;
}

int32_t cri_rummy_layout_line(cr_game *g, cri_layout *L, const char *key, const char *v)
{
    cri_rummy_layout *T = L->engine;
    int32_t n = g->cfg.players;
    int64_t x;
    if (cri_ascii_caseeq(key, "discard"))
        return cri_layout_cards(g, L, v, T->pile, CRI_DECK_MAX, &T->pile_n);
    if (cri_ascii_caseeq(key, "table")) {
        if (!table_list(T, v, n))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected seat:card ... / seat:card ...");
        return cri_layout_place(g, L, T->table, &T->table_n);
    }
    if (cri_ascii_caseeq(key, "phase")) {
        v = cri_layout_skip_blanks(v);
        if (cri_ascii_caseeq(v, "READY"))
            T->phase = CR_PHASE_READY;
        else if (cri_ascii_caseeq(v, "DISCARD"))
            T->phase = CR_PHASE_DISCARD;
        else if (cri_ascii_caseeq(v, "BREAK"))
            T->phase = CR_PHASE_BREAK;
        else
            return cri_layout_fail(g, L, CR_E_PARSE, "expected READY, DISCARD or BREAK");
        return CR_OK;
    }
    if (cri_ascii_caseeq(key, "taken")) {
        /* Not placed: the cards are in the hand of the seat to act. */
        char tok[3][16];
        int k = sscanf(v, "%15s %15s %15s", tok[0], tok[1], tok[2]);
        T->taken_n = 0;
        for (int i = 0; i < k; i++) {
            uint8_t c;
            if (k > 2 || cr_card_parse(&c, tok[i]) != CR_OK || !cri_code_is_valid(c))
                return cri_layout_fail(g, L, CR_E_PARSE, "expected one or two cards");
            T->taken[T->taken_n++] = c;
        }
        if (!T->taken_n)
            return cri_layout_fail(g, L, CR_E_PARSE, "expected one or two cards");
        return CR_OK;
    }
    if (cri_ascii_caseeq(key, "drew")) {
        if (!cri_ascii_caseeq(cri_layout_skip_blanks(v), "stock"))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected: drew stock");
        T->drew_stock = true;
        return CR_OK;
    }
    if (cri_ascii_caseeq(key, "pending") || cri_ascii_caseeq(key, "exposed")) {
        if (*cri_layout_skip_blanks(v))
            return cri_layout_fail(g, L, CR_E_PARSE, "this item takes no value");
        if (cri_ascii_caseeq(key, "pending"))
            T->pending = true;
        else
            T->exposed = true;
        return CR_OK;
    }
    if (cri_ascii_caseeq(key, "acts")) {
        if (!cri_layout_int(v, 0, 100, &x))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected a count");
        T->acts = (int32_t)x;
        return CR_OK;
    }
    if (cri_ascii_caseeq(key, "break")) {
        T->seen_break = true;
        return read_ints(g, L, v, T->brk, 3, CRI_RUMMY_MELDS);
    }
    if (cri_ascii_caseeq(key, "final")) {
        T->seen_final = true;
        return read_ints(g, L, v, T->final, 2, CRI_MAX_SEATS - 1);
    }
    if (cri_ascii_caseeq(key, "draws")) {
        T->seen_draws = true;
        return read_ints(g, L, v, T->draws, (size_t)n, 200);
    }
    if (cri_ascii_caseeq(key, "melded")) {
        /* Seats that melded or laid off in an earlier turn (BH-7). */
        const char *p = v;
        int64_t seat;
        while (*cri_layout_skip_blanks(p)) {
            if (!cri_parse_i64(&p, 0, n - 1, &seat))
                return cri_layout_fail(g, L, CR_E_PARSE, "expected seats");
            T->melded |= (uint16_t)(1u << seat);
        }
        return CR_OK;
    }
    if (cri_ascii_caseeq(key, "known")) {
        if (!known_list(T, v, n))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected seat:card ...");
        return CR_OK;
    }
    return CR_E_NOT_FOUND;
}

/* SR-6, JR-5: the break and the final round give every turn in them a
 * draw of d stock cards (two with two-card draws) and the stock never runs
 * out in them. Once the round is under way, or starts at this turn or the
 * next (the stock at or below cri_rummy_round_at), the stock must hold d
 * cards for every turn still to draw; a layout with fewer could leave a
 * seat without a legal move (found by the layout fuzzer). */
static bool round_stock_short(const cr_game *g, bool under_way, int32_t phase)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    if (o->stock_end != CRI_STOCK_END_BREAK && o->stock_end != CRI_STOCK_END_FINAL_ROUND)
        return false;
    if (!under_way && s->stock_n > (uint32_t)cri_rummy_round_at(g))
        return false;
    uint32_t active = (uint32_t)cri_rummy_active(g);
    uint32_t turns = under_way ? active - s->break_done - (phase != CR_PHASE_READY ? 1u : 0u) : active;
    return s->stock_n < (uint32_t)cri_rummy_stock_per_draw(o) * turns;
}

int32_t cri_rummy_layout_apply(cr_game *g, cri_layout *L)
{
    const cri_rummy_layout *T = L->engine;
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    int32_t n = g->cfg.players, turn = g->to_act;
    for (int32_t p = 0; p < n; p++) {
        bool out = cri_rummy_out_of_match(g, p); /* Java: counters mark eliminated seats */
        if (out != (L->hand_n[p] == 0) || L->hand_n[p] > CRI_RUMMY_HAND_MAX)
            return cri_layout_invalid(
                g, "every seat still in the match holds a card while the deal goes on, and only those");
    }
    if (cri_rummy_active(g) < 2 || cri_rummy_out_of_match(g, turn))
        return cri_layout_invalid(g, "two seats at least are still in the match, the seat to act among them");
    if (o->match_end != CRI_RMATCH_ELIMINATION) {
        for (int32_t k = 0; k < CRI_RUMMY_COUNTERS; k++)
            if (g->counter_base[k])
                return cri_layout_invalid(g, "only Java keeps match counters");
    } else {
        for (int32_t p = 0; p < n; p++)
            if (g->counter_base[p] != 0 && g->counter_base[p] != 1)
                return cri_layout_invalid(g, "a seat's counter is 1 (out of the match) or 0");
        if (g->counter_base[CRI_RUMMY_POOL] < 0)
            return cri_layout_invalid(g, "the pool holds no negative chips");
    }
    int32_t phase = T->phase ? T->phase : CR_PHASE_READY;
    bool in_break = T->seen_break;
    if (phase == CR_PHASE_BREAK && !in_break)
        return cri_layout_invalid(g, "phase BREAK needs a break item");
    if (in_break && (T->brk[0] >= n || T->brk[1] >= n || (size_t)T->brk[2] > T->meld_n))
        return cri_layout_invalid(g, "the break item is out of range");
    if (in_break && o->stock_end != CRI_STOCK_END_BREAK && !o->block_showdown_layoffs)
        return cri_layout_invalid(g, "this game has no break");
    if (!in_break && phase == CR_PHASE_READY && L->stock_n <= (size_t)n && o->stock_end == CRI_STOCK_END_END_AT_N)
        return cri_layout_invalid(g, "the stock is down to the player count: the hand is over");
    /* Every table meld is valid. */
    size_t at = 0;
    for (size_t k = 0; k < T->meld_n; k++) {
        for (size_t i = at; i < at + T->meld_len[k]; i++)
            if (T->decl[i] && !cri_card_is_wild(&o->prof, T->table[i]))
                return cri_layout_invalid(g, "only a wild card may stand for another card");
        if (cri_meld_order_declared(&o->prof, T->table + at, T->decl + at, T->meld_len[k], NULL, NULL, NULL) ==
            CR_MELD_NONE)
            return cri_layout_invalid(g, "a table meld is not a valid meld");
        at += T->meld_len[k];
    }
    cri_rummy_state *s = cri_rummy_st(g);
    memset(s, 0, sizeof *s);
    s->rummy_seat = 0xFF;
    for (int32_t p = 0; p < n; p++) {
        for (size_t i = 0; i < L->hand_n[p]; i++)
            cri_ms_add(&s->hand[p], L->hand[p][i]);
        s->hand_n[p] = (uint8_t)L->hand_n[p];
        s->draws[p] = T->seen_draws ? (uint8_t)T->draws[p] : 0;
    }
    for (size_t i = 0; i < T->known_n; i++) {
        unsigned c = T->known[i], p = T->known_seat[i];
        if (cri_ms_count(&s->known[p], c) >= cri_ms_count(&s->hand[p], c))
            return cri_layout_invalid(g, "a known card must be in that seat's hand");
        cri_ms_add(&s->known[p], c);
    }
    for (size_t i = 0; i < L->stock_n; i++)
        s->stock[i] = L->stock[L->stock_n - 1 - i];
    s->stock_n = (uint8_t)L->stock_n;
    memcpy(s->pile, T->pile, T->pile_n);
    s->pile_n = (uint8_t)T->pile_n;
    memcpy(s->table, T->table, T->table_n);
    s->table_n = (uint8_t)T->table_n;
    at = 0;
    for (size_t k = 0; k < T->meld_n; k++) {
        uint8_t ordered[CRI_RUMMY_DECK], stands[CRI_RUMMY_DECK];
        cri_meld_order_declared(&o->prof, T->table + at, T->decl + at, T->meld_len[k], ordered, stands, NULL);
        memcpy(s->table + at, ordered, T->meld_len[k]);
        memcpy(s->stands + at, stands, T->meld_len[k]);
        s->meld_at[k] = (uint8_t)at;
        s->meld_len[k] = T->meld_len[k];
        s->meld_owner[k] = T->meld_owner[k];
        at += T->meld_len[k];
    }
    s->meld_n = (uint8_t)T->meld_n;
    if (in_break) {
        s->in_break = 1;
        s->breaker = (uint8_t)T->brk[0];
        s->break_done = (uint8_t)T->brk[1];
        s->break_meld = (uint8_t)T->brk[2];
        s->no_draw_break = o->stock_end != CRI_STOCK_END_BREAK;
        for (int32_t i = 0; i < T->brk[1]; i++)
            s->broke[(T->brk[0] + i) % n] = 1;
        if (s->no_draw_break)
            phase = CR_PHASE_BREAK;
    }
    bool mid_draw = phase == CR_PHASE_READY && T->taken_n == 1 && o->draw_rule == CRI_DRAW_SCARNE_S_DS_DD;
    if (phase == CR_PHASE_READY && ((T->taken_n && !mid_draw) || T->drew_stock || T->pending || T->exposed || T->acts))
        return cri_layout_invalid(g, "taken, drew, pending, exposed and acts describe a turn after its draw");
    for (size_t i = 0; i < T->taken_n; i++) {
        unsigned c = T->taken[i];
        if (!cri_ms_count(&s->hand[turn], c))
            return cri_layout_invalid(g, "a taken card must be in the hand of the seat to act");
        if (!cri_ms_count(&s->known[turn], c))
            cri_ms_add(&s->known[turn], c);
        cri_ms_add(&s->took, c);
        s->taken = (uint8_t)c;
        s->taken_had = (uint8_t)(cri_ms_count(&s->hand[turn], c) - 1u);
    }
    s->draw_n = (uint8_t)(T->taken_n + (T->drew_stock ? 1u : 0u));
    if (phase != CR_PHASE_READY && !s->draw_n)
        s->draw_n = 1;
    if (T->pending && (o->meld_timing != CRI_MELD_GO_OUT_ONLY || s->hand_n[turn] != 1))
        return cri_layout_invalid(g, "pending: the seat to act holds only the card to discard");
    s->melded = T->melded;
    if (T->seen_final) {
        if (o->stock_end != CRI_STOCK_END_FINAL_ROUND || T->final[0] >= n || T->final[1] >= cri_rummy_active(g))
            return cri_layout_invalid(g, "the final item is out of range");
        s->final_round = 1;
        s->breaker = (uint8_t)T->final[0];
        s->break_done = (uint8_t)T->final[1];
    }
    s->drew_stock = T->drew_stock;
    s->pending_out = T->pending;
    s->exposed = T->exposed;
    s->acts = (uint8_t)T->acts;
    if (round_stock_short(g, in_break ? !s->no_draw_break : s->final_round != 0, phase))
        return cri_layout_invalid(g, o->stock_end == CRI_STOCK_END_BREAK
                                         ? "the stock holds fewer cards than the break has turns to draw (SR-6)"
                                         : "the stock holds fewer cards than the final round has turns to draw (JR-5)");
    if (!in_break && !s->final_round && phase == CR_PHASE_READY &&
        (o->stock_end == CRI_STOCK_END_BREAK || o->stock_end == CRI_STOCK_END_FINAL_ROUND) &&
        s->stock_n <= cri_rummy_round_at(g)) {
        cri_rummy_start_turn(g, turn); /* the break starts with this turn */
        return CR_OK;
    }
    g->phase = (int8_t)phase;
    return CR_OK;
}

void cri_rummy_layout_write(cri_json *w, const cr_game *g)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    char buf[CRI_DECK_MAX * 4 + 8];
    cr_cards_format(buf, sizeof buf, NULL, s->pile, s->pile_n, CR_FORMAT_ASCII);
    cri_json_printf(w, "discard %s\n", buf);
    if (s->meld_n) {
        cri_json_raw(w, "table");
        for (unsigned k = 0; k < s->meld_n; k++) {
            cri_json_printf(w, "%s %u:", k ? " /" : "", (unsigned)s->meld_owner[k]);
            for (unsigned i = 0; i < s->meld_len[k]; i++) {
                unsigned at = s->meld_at[k] + i;
                cri_json_printf(w, "%s%s", i ? " " : "", cr_card_name(s->table[at]));
                if (s->stands[at] != s->table[at])
                    cri_json_printf(w, "=%s", cr_card_name(s->stands[at]));
            }
        }
        cri_json_raw(w, "\n");
    }
    if (g->phase == CR_PHASE_DISCARD || g->phase == CR_PHASE_BREAK)
        cri_json_printf(w, "phase %s\n", g->phase == CR_PHASE_BREAK ? "BREAK" : "DISCARD");
    if (s->in_break)
        cri_json_printf(w, "break %u %u %u\n", (unsigned)s->breaker, (unsigned)s->break_done, (unsigned)s->break_meld);
    if (s->final_round)
        cri_json_printf(w, "final %u %u\n", (unsigned)s->breaker, (unsigned)s->break_done);
    if (s->taken) {
        uint8_t took[CRI_RUMMY_DECK];
        size_t k = cri_ms_to_cards(&s->took, took);
        cri_json_raw(w, "taken");
        for (size_t i = 0; i < k; i++)
            if (took[i] != s->taken)
                cri_json_printf(w, " %s", cr_card_name(took[i]));
        cri_json_printf(w, " %s\n", cr_card_name(s->taken));
    }
    if (s->drew_stock)
        cri_json_raw(w, "drew stock\n");
    if (s->acts)
        cri_json_printf(w, "acts %u\n", (unsigned)s->acts);
    if (s->exposed)
        cri_json_raw(w, "exposed\n");
    if (s->pending_out)
        cri_json_raw(w, "pending\n");
    if (s->melded) {
        cri_json_raw(w, "melded");
        for (int32_t p = 0; p < g->cfg.players; p++)
            if (s->melded & (1u << p))
                cri_json_printf(w, " %d", (int)p);
        cri_json_raw(w, "\n");
    }
    cri_json_raw(w, "draws");
    for (int32_t p = 0; p < g->cfg.players; p++)
        cri_json_printf(w, " %u", (unsigned)s->draws[p]);
    cri_json_raw(w, "\n");
    bool any = false;
    for (int32_t p = 0; p < g->cfg.players; p++) {
        uint8_t cards[CRI_RUMMY_DECK];
        size_t k = cri_ms_to_cards(&s->known[p], cards);
        for (size_t i = 0; i < k; i++) {
            cri_json_printf(w, "%s %d:%s", any ? "" : "known", (int)p, cr_card_name(cards[i]));
            any = true;
        }
    }
    if (any)
        cri_json_raw(w, "\n");
}
