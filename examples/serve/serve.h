/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/* cardrules-serve: shared declarations of the JSON-lines game server.
 * docs/protocol.md is the contract; this header only wires the files:
 *   cardrules-serve.c  the stdin/stdout loop and the command table
 *   serve/request.c    typed access to request fields (with error replies)
 *   serve/reply.c      the reply object: ok, id, code, message
 *   serve/table.c      the live games by id, bounded
 *   serve/report.c     library text outputs, the state fields of a game
 *   serve/create.c     new, load and replay
 *   serve/commands.c   the commands on a live game, the command table
 *   serve/info.c       rules, games, version */
#ifndef CARDRULES_SERVE_H
#define CARDRULES_SERVE_H

#include <cardrules.h>
#include <jansson.h>

#include <stddef.h>
#include <stdint.h>

/* The protocol version reported by `version`: incremented only for an
 * incompatible change (fields are only ever added). */
#define SERVE_PROTOCOL_VERSION 1

/* Documented limits (docs/protocol.md "Limits"). */
#define SERVE_DEFAULT_MAX_LINE (256u * 1024u)   /* bytes per request line */
#define SERVE_DEFAULT_MAX_GAMES 1024u           /* live games at once */
#define SERVE_MAX_MAX_LINE (16u * 1024u * 1024u)
#define SERVE_MAX_MAX_GAMES (1024u * 1024u)
#define SERVE_MAX_TEXT (64u * 1024u)            /* rules, move and card texts */

/* ---- the game table ---- */
struct serve_table {
    struct serve_slot *slots; /* sorted by id (ids only grow) */
    size_t count;
    size_t cap;
    size_t max;
    int64_t next_id;
};

void serve_table_init(struct serve_table *t, size_t max_games);
void serve_table_clear(struct serve_table *t);
/* Add a game; returns its id (> 0), or 0 if the table is full or out of memory
 * (the game is not taken then). */
int64_t serve_table_add(struct serve_table *t, cr_game *g);
cr_game *serve_table_get(const struct serve_table *t, int64_t id);
/* Remove and free; returns 0, or -1 if there is no such game. */
int serve_table_free(struct serve_table *t, int64_t id);
/* Replace the game behind id (the old one is freed). */
/* The id of the i-th live game (0 <= i < count), in increasing order. */
int64_t serve_table_id_at(const struct serve_table *t, size_t i);

/* ---- the server ---- */
struct serve {
    struct serve_table games;
    size_t max_line;
};

/* ---- replies ---- */
/* Make the reply object with "ok" first and the request's "id" echoed. */
json_t *serve_reply_new(const json_t *request);
/* Turn the reply into a failure: everything but ok and id is dropped, then
 * "code" and "message" are set. Always returns -1, for `return serve_fail(...)`. */
int serve_fail(json_t *reply, const char *code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Fail with a library status: its name as the code and the game's last error
 * (if g is given and has one) or cr_strerror() as the message. For
 * CR_E_ILLEGAL_MOVE the code is the reason name and "status" is added. */
int serve_fail_status(json_t *reply, int32_t status, const cr_game *g);
/* Set a member, taking the reference (NULL values are treated as out of memory). */
int serve_set(json_t *reply, const char *key, json_t *value);
/* Write the reply as one line on stdout and free it. */
void serve_reply_emit(json_t *reply);

/* ---- request fields ----
 * Each getter returns 1 when present and valid, 0 when absent (and optional),
 * -1 after setting a failure on the reply (wrong type, out of range, missing
 * when required). */
int serve_get_string(const char **out, const json_t *req, json_t *reply, const char *key,
                     int required);
int serve_get_int(int64_t *out, const json_t *req, json_t *reply, const char *key, int64_t min,
                  int64_t max, int required);
int serve_get_bool(int *out, const json_t *req, json_t *reply, const char *key);
int serve_get_seed(uint64_t *out, const json_t *req, json_t *reply, const char *key);
/* The game named by "game": a live game, or a failure (CR_E_NOT_FOUND). */
cr_game *serve_get_game(int64_t *out_id, struct serve *sv, const json_t *req, json_t *reply);

/* ---- library text outputs and game reports (report.c) ---- */
/* A library function writing text with the (buf, cap, needed) protocol,
 * adapted to one signature; a and b are its extra arguments. */
typedef int32_t (*serve_text_fn)(char *buf, size_t cap, size_t *needed, cr_game *g, int32_t a,
                                 uint64_t b);
/* Call fn, growing the buffer as needed: a malloc'd string, or NULL with
 * *out_rc set to the failure. */
char *serve_text(int32_t *out_rc, serve_text_fn fn, cr_game *g, int32_t a, uint64_t b);
int32_t serve_fn_view(char *buf, size_t cap, size_t *needed, cr_game *g, int32_t seat, uint64_t u);
int32_t serve_fn_record(char *buf, size_t cap, size_t *needed, cr_game *g, int32_t a, uint64_t u);
int32_t serve_fn_save(char *buf, size_t cap, size_t *needed, cr_game *g, int32_t a, uint64_t u);
int32_t serve_fn_legal(char *buf, size_t cap, size_t *needed, cr_game *g, int32_t seat, uint64_t u);
int32_t serve_fn_rules(char *buf, size_t cap, size_t *needed, cr_game *g, int32_t a, uint64_t u);
int32_t serve_fn_bot(char *buf, size_t cap, size_t *needed, cr_game *g, int32_t seat,
                     uint64_t seed);
/* Add the state fields (docs/protocol.md "The state fields") to a reply. */
int serve_add_state(json_t *reply, cr_game *g);

/* ---- commands ---- */
typedef int (*serve_handler)(struct serve *sv, const json_t *req, json_t *reply);
int serve_cmd_new(struct serve *sv, const json_t *req, json_t *reply);
int serve_cmd_load(struct serve *sv, const json_t *req, json_t *reply);
int serve_cmd_replay(struct serve *sv, const json_t *req, json_t *reply);
int serve_cmd_rules(struct serve *sv, const json_t *req, json_t *reply);
int serve_cmd_games(struct serve *sv, const json_t *req, json_t *reply);
int serve_cmd_version(struct serve *sv, const json_t *req, json_t *reply);
int serve_cmd_hint(struct serve *sv, const json_t *req, json_t *reply);
int serve_cmd_can_play(struct serve *sv, const json_t *req, json_t *reply);
int serve_cmd_arrange(struct serve *sv, const json_t *req, json_t *reply);
/* The rules of a request: "rules" text, or "preset" with "players" and
 * "options"; validated. NULL after setting a failure. */
cr_rules *serve_request_rules(const json_t *req, json_t *reply);
/* The handler of a command name, or NULL. */
serve_handler serve_command_find(const char *name);
/* The command names, for the error message of an unknown command. */
const char *serve_command_names(void);

#endif
