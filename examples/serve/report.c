/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/* What the server reports about a game: the library's text outputs fetched
 * into heap strings (two-call buffer protocol), and the "state" fields that
 * new, move, undo, next_deal, load and state share. */
#define _POSIX_C_SOURCE 200809L
#include "serve.h"

#include <stdlib.h>
#include <string.h>

char *serve_text(int32_t *out_rc, serve_text_fn fn, cr_game *g, int32_t a, uint64_t b)
{
    char small[1024];
    size_t needed = 0;
    int32_t rc = fn(small, sizeof small, &needed, g, a, b);
    char *s = NULL;
    if (rc == CR_OK) {
        s = strdup(small);
    } else if (rc == CR_E_BUFFER_TOO_SMALL && needed > sizeof small) {
        s = malloc(needed);
        if (s)
            rc = fn(s, needed, &needed, g, a, b);
    }
    if (rc == CR_OK && !s)
        rc = CR_E_NOMEM;
    if (rc != CR_OK) {
        free(s);
        s = NULL;
    }
    *out_rc = rc;
    return s;
}

/* Adapters from the library's text functions to serve_text_fn. */
int32_t serve_fn_view(char *buf, size_t cap, size_t *needed, cr_game *g, int32_t seat, uint64_t u)
{
    (void)u;
    return cr_game_view(buf, cap, needed, g, seat);
}

int32_t serve_fn_save(char *buf, size_t cap, size_t *needed, cr_game *g, int32_t a, uint64_t u)
{
    (void)a, (void)u;
    return cr_game_save(buf, cap, needed, g);
}

int32_t serve_fn_record(char *buf, size_t cap, size_t *needed, cr_game *g, int32_t a, uint64_t u)
{
    (void)a, (void)u;
    return cr_game_record(buf, cap, needed, g);
}

int32_t serve_fn_legal(char *buf, size_t cap, size_t *needed, cr_game *g, int32_t seat, uint64_t u)
{
    (void)u;
    return cr_game_legal_moves(buf, cap, needed, g, seat);
}

int32_t serve_fn_rules(char *buf, size_t cap, size_t *needed, cr_game *g, int32_t a, uint64_t u)
{
    (void)a, (void)u;
    return cr_game_rules_text(buf, cap, needed, g);
}

int32_t serve_fn_bot(char *buf, size_t cap, size_t *needed, cr_game *g, int32_t seat, uint64_t seed)
{
    return cr_game_bot_move(buf, cap, needed, g, seat, seed);
}

static json_t *card_json(uint8_t card)
{
    return json_string(cr_card_name(card));
}

static json_t *seats_json(const int32_t *seats, size_t n)
{
    json_t *a = json_array();
    for (size_t i = 0; a && i < n; i++)
        json_array_append_new(a, json_integer(seats[i]));
    return a;
}

/* The deal result: end reason, winners, per-seat counts and deltas, ledger. */
static json_t *result_json(cr_game *g, int32_t players)
{
    json_t *r = json_object();
    if (!r)
        return NULL;
    json_object_set_new(r, "end", json_string(cr_end_reason_name(cr_game_end_reason(g))));
    int32_t seats[64];
    size_t n = 0;
    if (cr_game_deal_winners(seats, 64, &n, g) == CR_OK)
        json_object_set_new(r, "winners", seats_json(seats, n));
    json_t *counts = json_array(), *deltas = json_array();
    for (int32_t s = 0; counts && deltas && s < players; s++) {
        int64_t count = 0, delta = 0;
        cr_game_deal_count(&count, &delta, g, s);
        json_array_append_new(counts, json_integer(count));
        json_array_append_new(deltas, json_integer(delta));
    }
    json_object_set_new(r, "counts", counts);
    json_object_set_new(r, "deltas", deltas);
    json_t *ledger = json_array();
    size_t transfers = 0;
    cr_game_ledger_count(&transfers, g);
    for (size_t i = 0; ledger && i < transfers; i++) {
        int32_t payer = 0, payee = 0, currency = 0;
        int64_t num = 0, den = 1;
        if (cr_game_ledger_get(&payer, &payee, &num, &den, &currency, g, i) != CR_OK)
            continue;
        json_array_append_new(ledger, json_pack("{s:i,s:i,s:I,s:I,s:s}", "payer", (int)payer,
                                                "payee", (int)payee, "numerator",
                                                (json_int_t)num, "denominator", (json_int_t)den,
                                                "currency", cr_currency_name(currency)));
    }
    json_object_set_new(r, "ledger", ledger);
    return r;
}

/* One vocabulary with the library: every member of the spectator's view
 * (docs/game.md "Views") that the state does not have yet is added under
 * the view's own name (stock_size, target, widow, leader, ..., and
 * result.end_reason), after the protocol's older fields, which keep their
 * names and values (stock, top, result.end, to_act -1, trick only when one
 * is on the table). A spectator's view holds nothing hidden. */
static int add_view_fields(json_t *reply, cr_game *g)
{
    int32_t rc = CR_OK;
    char *text = serve_text(&rc, serve_fn_view, g, CR_SEAT_SPECTATOR, 0);
    if (!text)
        return serve_fail_status(reply, rc, g);
    json_t *view = json_loads(text, 0, NULL);
    free(text);
    if (!view)
        return serve_fail(reply, "CR_E_INTERNAL", "the library's view is not valid JSON");
    const char *key;
    json_t *v;
    json_object_foreach(view, key, v) {
        json_t *have = json_object_get(reply, key);
        /* not state; "trick" stays absent while no trick is on the table */
        if (!strcmp(key, "version") || !strcmp(key, "viewer") || !strcmp(key, "trick"))
            continue;
        if (!have)
            json_object_set(reply, key, v);
        else if (json_is_object(have) && json_is_object(v))
            json_object_update_missing(have, v);
    }
    json_decref(view);
    return 0;
}

int serve_add_state(json_t *reply, cr_game *g)
{
    int32_t rc = CR_OK;
    char *rules = serve_text(&rc, serve_fn_rules, g, 0, 0);
    int32_t preset = cr_game_preset(g), players = cr_game_player_count(g);
    int32_t phase = cr_game_phase(g);
    if (players < 0 || players > 64) { /* a handle we cannot describe: never expected */
        free(rules);
        return serve_fail(reply, "CR_E_INTERNAL", "game reports %d players", (int)players);
    }
    const char *name = cr_preset_name(preset);
    json_object_set_new(reply, "preset", json_string(name ? name : "?"));
    json_object_set_new(reply, "rules", rules ? json_string(rules) : json_null());
    free(rules);
    json_object_set_new(reply, "players", json_integer(players));
    json_object_set_new(reply, "deal", json_integer(cr_game_deal_number(g)));
    json_object_set_new(reply, "dealer", json_integer(cr_game_dealer(g)));
    json_object_set_new(reply, "phase", json_string(cr_phase_name(phase)));
    json_object_set_new(reply, "to_act", json_integer(cr_game_to_act(g)));
    json_object_set_new(reply, "stock", json_integer(cr_game_stock_size(g)));
    json_t *hands = json_array(), *scores = json_array();
    for (int32_t s = 0; hands && scores && s < players; s++) {
        int64_t score = 0;
        cr_game_score(&score, g, s);
        json_array_append_new(hands, json_integer(cr_game_hand_size(g, s)));
        json_array_append_new(scores, json_integer(score));
    }
    json_object_set_new(reply, "hand_sizes", hands);
    json_object_set_new(reply, "scores", scores);
    uint8_t top = 0;
    if (cr_game_top_card(&top, g) == CR_OK)
        json_object_set_new(reply, "top", card_json(top));
    uint8_t cards[CR_MAX_CARDS];
    int32_t seats[CR_MAX_CARDS];
    size_t n = 0;
    if (cr_game_trick(cards, seats, CR_MAX_CARDS, &n, g) == CR_OK && n > 0) {
        json_t *trick = json_array();
        for (size_t i = 0; trick && i < n; i++)
            json_array_append_new(trick, json_pack("{s:i,s:s}", "seat", (int)seats[i], "card",
                                                   cr_card_name(cards[i])));
        json_object_set_new(reply, "trick", trick);
    }
    if (phase == CR_PHASE_DEAL_OVER || phase == CR_PHASE_MATCH_OVER)
        json_object_set_new(reply, "result", result_json(g, players));
    json_object_set_new(reply, "match_over", json_boolean(phase == CR_PHASE_MATCH_OVER));
    if (phase == CR_PHASE_MATCH_OVER && cr_game_match_winners(seats, 64, &n, g) == CR_OK)
        json_object_set_new(reply, "match_winners", seats_json(seats, n));
    return add_view_fields(reply, g);
}
