/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/* Creating games: `new` (rules + seed, a stacked deck, or a layout),
 * `load` (a save text) and `replay` (a match record). The rules come from a full text form ("rules") or
 * from "preset" with "players" and "options"; the registry's own message is
 * passed on when it refuses them. */
#define _POSIX_C_SOURCE 200809L
#include "serve.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Fail with a status, a message and, when the library gave one, a reason. */
static int fail_with_reason(json_t *reply, int32_t rc, int32_t reason, const char *message)
{
    serve_fail(reply, cr_status_name(rc), "%s", message && *message ? message : cr_strerror(rc));
    if (reason > 0)
        json_object_set_new(reply, "reason", json_string(cr_reason_name(reason)));
    return -1;
}

/* Fail with what a library `_ex` call left in its error object (the
 * message names the bad token or line and the closest valid name). */
static int fail_with_error(json_t *reply, int32_t rc, const cr_error *err)
{
    return fail_with_reason(reply, rc, err ? cr_error_reason(err) : 0, err ? cr_error_message(err) : NULL);
}

/* The library's `_ex` creation calls, each with a fresh error object: the
 * game, or NULL after the failure is set on the reply. */
enum creation { BY_SEED, BY_LAYOUT, BY_SAVE, BY_RECORD };
static cr_game *create_game(json_t *reply, enum creation how, const cr_rules *r, uint64_t seed,
                            const char *text)
{
    cr_error *err = NULL;
    cr_game *g = NULL;
    int32_t rc = cr_error_new(&err);
    if (rc == CR_OK) {
        switch (how) {
        case BY_SEED: rc = cr_game_new_ex(&g, err, r, seed); break;
        case BY_LAYOUT: rc = cr_game_new_layout_ex(&g, err, r, text); break;
        case BY_SAVE: rc = cr_game_load_ex(&g, err, text); break;
        case BY_RECORD: rc = cr_game_replay(&g, err, text); break;
        }
    }
    if (rc != CR_OK)
        fail_with_error(reply, rc, err);
    cr_error_free(err);
    return g;
}

static int rules_fail(json_t *reply, int32_t rc, const cr_rules *r)
{
    return fail_with_reason(reply, rc, cr_rules_last_reason(r), cr_rules_last_error(r));
}

/* One "options" entry of an object: true/false, an integer or a string value. */
static int32_t set_option(cr_rules *r, json_t *reply, const char *name, const json_t *v)
{
    char num[32];
    const char *text = NULL;
    if (json_is_true(v))
        text = "ON";
    else if (json_is_false(v))
        text = "OFF";
    else if (json_is_integer(v))
        snprintf(num, sizeof num, "%" JSON_INTEGER_FORMAT, json_integer_value(v)), text = num;
    else if (json_is_string(v))
        text = json_string_value(v);
    else
        return serve_fail(reply, "CR_E_INVALID_ARGUMENT",
                          "option \"%s\" must be true, false, an integer or a string", name);
    int32_t rc = cr_rules_set(r, name, text);
    return rc == CR_OK ? 0 : rules_fail(reply, rc, r);
}

/* "options": a string of tokens, an array of tokens, or an object name -> value. */
static int apply_options(cr_rules *r, const json_t *req, json_t *reply)
{
    json_t *o = json_object_get(req, "options");
    int32_t rc = CR_OK;
    if (!o || json_is_null(o))
        return 0;
    if (json_is_string(o)) {
        const char *text = NULL;
        if (serve_get_string(&text, req, reply, "options", 1) < 0)
            return -1;
        rc = cr_rules_apply_text(r, text);
    } else if (json_is_array(o)) {
        size_t i;
        json_t *v;
        json_array_foreach(o, i, v) {
            if (!json_is_string(v) || strpbrk(json_string_value(v), " \t\r\n") ||
                strlen(json_string_value(v)) != json_string_length(v))
                return serve_fail(reply, "CR_E_INVALID_ARGUMENT",
                                  "\"options\" entries must be single tokens like \"name=value\"");
            if ((rc = cr_rules_apply_text(r, json_string_value(v))) != CR_OK)
                break;
        }
    } else if (json_is_object(o)) {
        const char *name;
        json_t *v;
        json_object_foreach(o, name, v) {
            if (set_option(r, reply, name, v) < 0)
                return -1;
        }
        rc = cr_rules_validate(r);
    } else {
        return serve_fail(reply, "CR_E_INVALID_ARGUMENT",
                          "\"options\" must be a string, an array of strings or an object");
    }
    return rc == CR_OK ? 0 : rules_fail(reply, rc, r);
}

/* The rules of a `new` request (or of `rules` with a text): NULL on failure. */
cr_rules *serve_request_rules(const json_t *req, json_t *reply)
{
    const char *text = NULL, *preset = NULL;
    int64_t players = 0;
    int has_text = serve_get_string(&text, req, reply, "rules", 0);
    int has_preset = has_text < 0 ? -1 : serve_get_string(&preset, req, reply, "preset", 0);
    int has_players = has_preset < 0 ? -1 : serve_get_int(&players, req, reply, "players", 1, 1000, 0);
    if (has_players < 0)
        return NULL;
    if (has_text == has_preset) {
        serve_fail(reply, "CR_E_INVALID_ARGUMENT", "give exactly one of \"rules\" (a rules text) "
                                                   "or \"preset\" (a preset name)");
        return NULL;
    }
    cr_rules *r = NULL;
    cr_error *err = NULL;
    int32_t rc = cr_error_new(&err);
    if (rc == CR_OK)
        rc = cr_rules_new_ex(&r, err, has_text ? "rockaway" : preset);
    if (rc != CR_OK) { /* "unknown preset ...; did you mean ...?" */
        fail_with_error(reply, rc, err);
        cr_error_free(err);
        return NULL;
    }
    cr_error_free(err);
    if (has_text && (rc = cr_rules_parse(r, text)) != CR_OK)
        goto fail;
    if (has_players && (rc = cr_rules_set_int(r, "players", players)) != CR_OK)
        goto fail;
    if (apply_options(r, req, reply) < 0) {
        cr_rules_free(r);
        return NULL;
    }
    if ((rc = cr_rules_validate(r)) != CR_OK)
        goto fail;
    return r;
fail:
    rules_fail(reply, rc, r);
    cr_rules_free(r);
    return NULL;
}

/* A string field given as one string or as an array of strings joined by sep. */
static char *string_or_lines(int *out_present, const json_t *req, json_t *reply, const char *key,
                             char sep)
{
    json_t *v = json_object_get(req, key);
    *out_present = v && !json_is_null(v);
    if (!*out_present)
        return NULL;
    if (json_is_string(v)) {
        const char *s = NULL;
        return serve_get_string(&s, req, reply, key, 1) > 0 ? strdup(s) : NULL;
    }
    if (!json_is_array(v)) {
        serve_fail(reply, "CR_E_INVALID_ARGUMENT", "field \"%s\" must be a string or an array of strings", key);
        return NULL;
    }
    size_t total = 1, i;
    json_t *e;
    json_array_foreach(v, i, e) {
        if (!json_is_string(e) || strlen(json_string_value(e)) != json_string_length(e)) {
            serve_fail(reply, "CR_E_INVALID_ARGUMENT", "field \"%s\" must hold strings only", key);
            return NULL;
        }
        total += json_string_length(e) + 1;
        if (total > SERVE_MAX_TEXT) {
            serve_fail(reply, "CR_E_LIMIT", "field \"%s\" is longer than %u bytes", key, SERVE_MAX_TEXT);
            return NULL;
        }
    }
    char *out = malloc(total), *p = out;
    if (!out) {
        serve_fail(reply, "CR_E_NOMEM", "out of memory");
        return NULL;
    }
    json_array_foreach(v, i, e) {
        memcpy(p, json_string_value(e), json_string_length(e));
        p += json_string_length(e);
        *p++ = sep;
    }
    *p = '\0';
    return out;
}

static int room_for_a_game(struct serve *sv, json_t *reply)
{
    if (sv->games.count < sv->games.max)
        return 0;
    return serve_fail(reply, "CR_E_LIMIT", "%zu games are live, the most this server hosts "
                      "(--max-games): free one first", sv->games.max);
}

/* Register a created game and report it. */
static int adopt(struct serve *sv, json_t *reply, cr_game *g)
{
    int64_t id = serve_table_add(&sv->games, g);
    if (!id) {
        cr_game_free(g);
        return serve_fail(reply, "CR_E_NOMEM", "out of memory");
    }
    json_object_set_new(reply, "game", json_integer(id));
    return serve_add_state(reply, g);
}

static int32_t new_from_deck(cr_game **g, json_t *reply, const cr_rules *r, const char *deck,
                             int64_t dealer)
{
    uint8_t pack[CR_MAX_CARDS];
    size_t n = 0, bad = 0;
    int32_t rc = cr_cards_parse(pack, CR_MAX_CARDS, &n, &bad, deck);
    if (rc == CR_E_PARSE) {
        size_t len = strcspn(deck + bad, " \t\r\n,");
        serve_fail(reply, "CR_E_PARSE", "\"deck\": not a card at byte %zu: \"%.*s\"", bad,
                   (int)(len > 16 ? 16 : len), deck + bad);
        return rc;
    }
    if (rc != CR_OK) {
        serve_fail(reply, cr_status_name(rc), "\"deck\": %s", cr_strerror(rc));
        return rc;
    }
    uint32_t packs = 0, jokers = 0;
    cr_rules_deal_figures(&packs, &jokers, NULL, r);
    cr_error *err = NULL;
    rc = cr_error_new(&err);
    if (rc == CR_OK)
        rc = cr_game_new_stacked_ex(g, err, r, pack, n, (int32_t)dealer);
    if (rc == CR_E_INVALID_DEAL) {
        char msg[512];
        snprintf(msg, sizeof msg,
                 "\"deck\" must be exactly the preset's pack of %u cards (%u packs, %u jokers), "
                 "top first; it has %zu cards: %s",
                 52 * packs + jokers, packs, jokers, n, cr_error_message(err));
        fail_with_reason(reply, rc, CR_REASON_INVALID_DEAL, msg);
    }
    else if (rc != CR_OK)
        fail_with_error(reply, rc, err);
    cr_error_free(err);
    return rc;
}

int serve_cmd_new(struct serve *sv, const json_t *req, json_t *reply)
{
    if (room_for_a_game(sv, reply) < 0)
        return -1;
    cr_rules *r = serve_request_rules(req, reply);
    if (!r)
        return -1;
    int has_deck = 0, has_layout = 0, has_seed = 0;
    int64_t dealer = 0;
    uint64_t seed = 0;
    char *deck = string_or_lines(&has_deck, req, reply, "deck", ' ');
    char *layout = deck || !has_deck ? string_or_lines(&has_layout, req, reply, "layout", '\n') : NULL;
    cr_game *g = NULL;
    if ((has_deck && !deck) || (has_layout && !layout) ||
        (has_seed = serve_get_seed(&seed, req, reply, "seed")) < 0 ||
        serve_get_int(&dealer, req, reply, "dealer", 0, cr_rules_players(r) - 1, 0) < 0)
        goto fail;
    if (has_deck + has_layout + has_seed > 1) {
        serve_fail(reply, "CR_E_INVALID_ARGUMENT",
                   "\"seed\", \"deck\" and \"layout\" exclude each other");
        goto fail;
    }
    if (json_object_get(req, "dealer") && !has_deck) {
        serve_fail(reply, "CR_E_INVALID_ARGUMENT", "\"dealer\" goes with \"deck\" only "
                   "(otherwise use the rules option first_dealer=SEAT, or the layout)");
        goto fail;
    }
    if (has_deck) {
        if (new_from_deck(&g, reply, r, deck, dealer) != CR_OK)
            goto fail;
    } else if (!(g = create_game(reply, has_layout ? BY_LAYOUT : BY_SEED, r, seed, layout))) {
        goto fail;
    }
    free(deck);
    free(layout);
    cr_rules_free(r);
    return adopt(sv, reply, g);
fail:
    free(deck);
    free(layout);
    cr_rules_free(r);
    return -1;
}

/* `load` (field "save") and `replay` (field "record"): a new game from a
 * library text. Saves and records are bigger than the 64 KiB text bound:
 * the string is taken directly (the line bound still applies; the library
 * bounds a save at 1 MiB, a record at 16 MiB). */
static int create_from_text(struct serve *sv, const json_t *req, json_t *reply, const char *key,
                            enum creation how)
{
    json_t *v = json_object_get(req, key);
    if (room_for_a_game(sv, reply) < 0)
        return -1;
    if (!v)
        return serve_fail(reply, "CR_E_INVALID_ARGUMENT", "missing field \"%s\"", key);
    if (!json_is_string(v) || strlen(json_string_value(v)) != json_string_length(v))
        return serve_fail(reply, "CR_E_INVALID_ARGUMENT", "field \"%s\" must be a string", key);
    cr_game *g = create_game(reply, how, NULL, 0, json_string_value(v));
    return g ? adopt(sv, reply, g) : -1;
}

int serve_cmd_load(struct serve *sv, const json_t *req, json_t *reply)
{
    return create_from_text(sv, req, reply, "save", BY_SAVE);
}

int serve_cmd_replay(struct serve *sv, const json_t *req, json_t *reply)
{
    return create_from_text(sv, req, reply, "record", BY_RECORD);
}
