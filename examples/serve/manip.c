/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/* The table helpers of the manipulation games (docs/protocol.md "Table
 * helpers"): hint, can_play, arrange. */
#include "serve.h"

#include <stdlib.h>
#include <string.h>

/* "seat": given, or the seat to act. */
static int seat_of(int32_t *out, cr_game *g, const json_t *req, json_t *reply)
{
    int64_t seat = 0;
    int r = serve_get_int(&seat, req, reply, "seat", 0, cr_game_player_count(g) - 1, 0);
    if (r < 0)
        return -1;
    if (r == 0) {
        if (cr_game_to_act(g) < 0)
            return serve_fail(reply, "CR_E_INVALID_ARGUMENT", "nobody is to act (the deal is over)");
        seat = cr_game_to_act(g);
    }
    *out = (int32_t)seat;
    return 0;
}

static int32_t fn_hint(char *buf, size_t cap, size_t *needed, cr_game *g, int32_t seat, uint64_t u)
{
    (void)u;
    return cr_game_hint(buf, cap, needed, NULL, g, seat);
}

int serve_cmd_hint(struct serve *sv, const json_t *req, json_t *reply)
{
    cr_game *g = serve_get_game(NULL, sv, req, reply);
    int32_t seat = 0;
    if (!g || seat_of(&seat, g, req, reply) < 0)
        return -1;
    int32_t count = 0;
    int32_t rc = cr_game_hint(NULL, 0, NULL, &count, g, seat); /* the count; the text below */
    if (rc != CR_OK && rc != CR_E_BUFFER_TOO_SMALL)
        return serve_fail_status(reply, rc, g);
    char *text = serve_text(&rc, fn_hint, g, seat, 0);
    if (!text)
        return serve_fail_status(reply, rc, g);
    json_object_set_new(reply, "seat", json_integer(seat));
    json_object_set_new(reply, "cards", json_integer(count));
    json_t *move = *text ? json_string(text) : json_null();
    free(text);
    return serve_set(reply, "move", move);
}

int serve_cmd_can_play(struct serve *sv, const json_t *req, json_t *reply)
{
    cr_game *g = serve_get_game(NULL, sv, req, reply);
    int32_t seat = 0;
    const char *text = "";
    if (!g || seat_of(&seat, g, req, reply) < 0 || serve_get_string(&text, req, reply, "cards", 0) < 0)
        return -1;
    uint8_t cards[CR_MAX_CARDS];
    size_t n = 0;
    if (*text && cr_cards_parse(cards, CR_MAX_CARDS, &n, NULL, text) != CR_OK)
        return serve_fail(reply, "CR_E_PARSE", "\"cards\": expected card names such as \"9S 5H\"");
    int32_t yes = 0;
    int32_t rc = cr_game_can_play(&yes, g, seat, cards, n);
    if (rc != CR_OK)
        return serve_fail_status(reply, rc, g);
    json_object_set_new(reply, "seat", json_integer(seat));
    return serve_set(reply, "can_play", json_boolean(yes));
}

static const char *arrange_table;

static int32_t fn_arrange(char *buf, size_t cap, size_t *needed, cr_game *g, int32_t a, uint64_t u)
{
    (void)a;
    (void)u;
    return cr_game_arrange(buf, cap, needed, g, arrange_table);
}

int serve_cmd_arrange(struct serve *sv, const json_t *req, json_t *reply)
{
    cr_game *g = serve_get_game(NULL, sv, req, reply);
    const char *table = NULL;
    if (!g || serve_get_string(&table, req, reply, "table", 1) < 0)
        return -1;
    int32_t rc = CR_OK;
    arrange_table = table;
    char *text = serve_text(&rc, fn_arrange, g, 0, 0);
    arrange_table = NULL;
    if (!text)
        return serve_fail_status(reply, rc, g);
    json_t *move = json_string(text);
    free(text);
    return serve_set(reply, "move", move);
}
