/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/* The commands on a live game (docs/protocol.md "Commands"): move, legal,
 * view, state, save, record, undo, next_deal, free, bot, history; and the
 * command table. Creating games (new, load, replay) is in create.c, the registry and server
 * queries (rules, games, version) in info.c. */
#include "serve.h"

#include <stdlib.h>
#include <string.h>

/* The "seat" field: 0..N-1 of the game; when absent and use_to_act is set,
 * the seat to act (1 = present or defaulted, -1 = failure set). */
static int get_seat(int32_t *out, cr_game *g, const json_t *req, json_t *reply, int use_to_act)
{
    int32_t players = cr_game_player_count(g);
    int64_t seat = 0;
    int r = serve_get_int(&seat, req, reply, "seat", 0, players - 1, !use_to_act);
    if (r < 0)
        return -1;
    if (r == 0) {
        int32_t to_act = cr_game_to_act(g);
        if (to_act < 0)
            return serve_fail(reply, "CR_E_INVALID_ARGUMENT",
                              "nobody is to act (the deal is over): give \"seat\"");
        seat = to_act;
    }
    *out = (int32_t)seat;
    return 1;
}

/* The canonical text of a move (parse, then format). */
static char *canonical_move(int32_t *out_rc, cr_game *g, const char *move)
{
    int32_t type = 0, arg = -1;
    uint8_t cards[2 * CR_MAX_CARDS];
    size_t n = 0, needed = 0;
    int32_t rc = cr_game_move_parse(&type, cards, sizeof cards, &n, &arg, g, move);
    char *text = NULL;
    if (rc == CR_OK)
        rc = cr_game_move_format(NULL, 0, &needed, g, type, cards, n, arg);
    if (rc == CR_E_BUFFER_TOO_SMALL || (rc == CR_OK && needed > 0)) {
        text = malloc(needed ? needed : 1);
        rc = text ? cr_game_move_format(text, needed, &needed, g, type, cards, n, arg) : CR_E_NOMEM;
    }
    if (rc != CR_OK) {
        free(text);
        text = NULL;
    }
    *out_rc = rc;
    return text;
}

static int cmd_move(struct serve *sv, const json_t *req, json_t *reply)
{
    cr_game *g = serve_get_game(NULL, sv, req, reply);
    int32_t seat = 0;
    const char *move = NULL;
    int dry_run = 0;
    if (!g || get_seat(&seat, g, req, reply, 0) < 0 ||
        serve_get_string(&move, req, reply, "move", 1) < 0 ||
        serve_get_bool(&dry_run, req, reply, "dry_run") < 0)
        return -1;
    int32_t rc = dry_run ? cr_game_validate(g, seat, move) : CR_OK;
    int32_t fmt_rc = CR_OK;
    char *canon = rc == CR_OK ? canonical_move(&fmt_rc, g, move) : NULL;
    if (rc == CR_OK && !dry_run)
        rc = cr_game_apply(g, seat, move);
    if (rc != CR_OK) {
        free(canon);
        return serve_fail_status(reply, rc, g);
    }
    json_object_set_new(reply, "move", canon ? json_string(canon) : json_string(move));
    free(canon);
    if (dry_run) {
        json_object_set_new(reply, "legal", json_true());
        return 0;
    }
    return serve_add_state(reply, g);
}

static int cmd_legal(struct serve *sv, const json_t *req, json_t *reply)
{
    cr_game *g = serve_get_game(NULL, sv, req, reply);
    int32_t seat = 0;
    if (!g || get_seat(&seat, g, req, reply, 1) < 0)
        return -1;
    int32_t rc = CR_OK;
    char *text = serve_text(&rc, serve_fn_legal, g, seat, 0);
    if (!text)
        return serve_fail_status(reply, rc, g);
    json_t *moves = json_array();
    for (const char *line = text; moves && *line;) {
        size_t len = strcspn(line, "\n");
        json_array_append_new(moves, json_stringn(line, len));
        line += len;
        if (*line == '\n')
            line++;
    }
    free(text);
    json_object_set_new(reply, "seat", json_integer(seat));
    return serve_set(reply, "moves", moves);
}

static int cmd_view(struct serve *sv, const json_t *req, json_t *reply)
{
    cr_game *g = serve_get_game(NULL, sv, req, reply);
    if (!g)
        return -1;
    int32_t seat = CR_SEAT_SPECTATOR;
    json_t *v = json_object_get(req, "seat");
    if (json_is_string(v) && !strcmp(json_string_value(v), "spectator"))
        seat = CR_SEAT_SPECTATOR;
    else if (v && !json_is_null(v) && get_seat(&seat, g, req, reply, 0) < 0)
        return -1;
    int32_t rc = CR_OK;
    char *text = serve_text(&rc, serve_fn_view, g, seat, 0);
    if (!text)
        return serve_fail_status(reply, rc, g);
    json_error_t err;
    json_t *view = json_loads(text, 0, &err);
    free(text);
    if (!view)
        return serve_fail(reply, "CR_E_INTERNAL", "the library's view is not valid JSON: %s",
                          err.text);
    json_object_set_new(reply, "seat", seat == CR_SEAT_SPECTATOR ? json_string("spectator")
                                                                 : json_integer(seat));
    return serve_set(reply, "view", view);
}

static int cmd_state(struct serve *sv, const json_t *req, json_t *reply)
{
    cr_game *g = serve_get_game(NULL, sv, req, reply);
    return g ? serve_add_state(reply, g) : -1;
}

/* A library text of the game as one reply field (save, record). */
static int text_field(struct serve *sv, const json_t *req, json_t *reply, serve_text_fn fn,
                      const char *key)
{
    cr_game *g = serve_get_game(NULL, sv, req, reply);
    if (!g)
        return -1;
    int32_t rc = CR_OK;
    char *text = serve_text(&rc, fn, g, 0, 0);
    if (!text)
        return serve_fail_status(reply, rc, g);
    json_t *s = json_string(text);
    free(text);
    return serve_set(reply, key, s);
}

static int cmd_save(struct serve *sv, const json_t *req, json_t *reply)
{
    return text_field(sv, req, reply, serve_fn_save, "save");
}

static int cmd_record(struct serve *sv, const json_t *req, json_t *reply)
{
    return text_field(sv, req, reply, serve_fn_record, "record");
}

/* Reply to a call that changed the game: its state, or why it failed. */
static int state_after(json_t *reply, cr_game *g, int32_t rc)
{
    return rc == CR_OK ? serve_add_state(reply, g) : serve_fail_status(reply, rc, g);
}

static int cmd_undo(struct serve *sv, const json_t *req, json_t *reply)
{
    cr_game *g = serve_get_game(NULL, sv, req, reply);
    return g ? state_after(reply, g, cr_game_undo(g)) : -1;
}

static int cmd_next_deal(struct serve *sv, const json_t *req, json_t *reply)
{
    cr_game *g = serve_get_game(NULL, sv, req, reply);
    return g ? state_after(reply, g, cr_game_next_deal(g)) : -1;
}

static int cmd_free(struct serve *sv, const json_t *req, json_t *reply)
{
    int64_t id = 0;
    if (!serve_get_game(&id, sv, req, reply))
        return -1;
    serve_table_free(&sv->games, id);
    return 0;
}

static int cmd_bot(struct serve *sv, const json_t *req, json_t *reply)
{
    cr_game *g = serve_get_game(NULL, sv, req, reply);
    int32_t seat = 0;
    uint64_t seed = 0;
    int apply = 0;
    if (!g || get_seat(&seat, g, req, reply, 1) < 0 ||
        serve_get_seed(&seed, req, reply, "seed") < 0 ||
        serve_get_bool(&apply, req, reply, "apply") < 0)
        return -1;
    int32_t rc = CR_OK;
    char *move = serve_text(&rc, serve_fn_bot, g, seat, seed);
    if (!move)
        return serve_fail_status(reply, rc, g);
    if (apply && (rc = cr_game_apply(g, seat, move)) != CR_OK) {
        free(move);
        return serve_fail_status(reply, rc, g);
    }
    json_object_set_new(reply, "seat", json_integer(seat));
    json_object_set_new(reply, "move", json_string(move));
    free(move);
    return apply ? serve_add_state(reply, g) : 0;
}

static int cmd_history(struct serve *sv, const json_t *req, json_t *reply)
{
    cr_game *g = serve_get_game(NULL, sv, req, reply);
    if (!g)
        return -1;
    size_t n = 0;
    int32_t rc = cr_game_history_count(&n, g);
    if (rc != CR_OK)
        return serve_fail_status(reply, rc, g);
    json_t *moves = json_array();
    char buf[4096];
    for (size_t i = 0; moves && i < n; i++) {
        int32_t seat = -1;
        size_t needed = 0;
        rc = cr_game_history_get(buf, sizeof buf, &needed, &seat, g, i);
        if (rc != CR_OK) { /* a move text over 4 KiB cannot come from SHED or RUMMY games */
            json_decref(moves);
            return serve_fail_status(reply, rc, g);
        }
        json_array_append_new(moves, json_pack("{s:i,s:s}", "seat", (int)seat, "move", buf));
    }
    return serve_set(reply, "moves", moves);
}

static const struct {
    const char *name;
    serve_handler handler;
} commands[] = {
    {"new", serve_cmd_new},         {"load", serve_cmd_load},   {"move", cmd_move},
    {"legal", cmd_legal},           {"view", cmd_view},         {"state", cmd_state},
    {"save", cmd_save},             {"undo", cmd_undo},         {"next_deal", cmd_next_deal},
    {"free", cmd_free},             {"bot", cmd_bot},           {"history", cmd_history},
    {"rules", serve_cmd_rules},     {"games", serve_cmd_games}, {"version", serve_cmd_version},
    {"hint", serve_cmd_hint},       {"can_play", serve_cmd_can_play}, {"arrange", serve_cmd_arrange},
    {"record", cmd_record},         {"replay", serve_cmd_replay},
};

serve_handler serve_command_find(const char *name)
{
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(commands[i].name, name))
            return commands[i].handler;
    return NULL;
}

const char *serve_command_names(void)
{
    return "new load move legal view state save undo next_deal free bot history rules games "
           "version record replay hint can_play arrange";
}
