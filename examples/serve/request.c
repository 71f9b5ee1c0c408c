/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/* Typed access to request fields. Every getter checks presence, type and
 * range, and on a bad field sets a CR_E_INVALID_ARGUMENT failure naming it, so
 * a handler can simply `if (serve_get_...(...) < 0) return -1;`. */
#include "serve.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

int serve_get_string(const char **out, const json_t *req, json_t *reply, const char *key,
                     int required)
{
    json_t *v = json_object_get(req, key);
    if (!v || json_is_null(v)) {
        if (required)
            return serve_fail(reply, "CR_E_INVALID_ARGUMENT", "missing field \"%s\"", key);
        return 0;
    }
    if (!json_is_string(v))
        return serve_fail(reply, "CR_E_INVALID_ARGUMENT", "field \"%s\" must be a string", key);
    if (json_string_length(v) > SERVE_MAX_TEXT)
        return serve_fail(reply, "CR_E_LIMIT", "field \"%s\" is longer than %u bytes", key,
                          SERVE_MAX_TEXT);
    /* A string with an embedded NUL would silently lose its tail in C. */
    if (strlen(json_string_value(v)) != json_string_length(v))
        return serve_fail(reply, "CR_E_INVALID_ARGUMENT", "field \"%s\" contains a NUL", key);
    *out = json_string_value(v);
    return 1;
}

int serve_get_int(int64_t *out, const json_t *req, json_t *reply, const char *key, int64_t min,
                  int64_t max, int required)
{
    json_t *v = json_object_get(req, key);
    if (!v || json_is_null(v)) {
        if (required)
            return serve_fail(reply, "CR_E_INVALID_ARGUMENT", "missing field \"%s\"", key);
        return 0;
    }
    if (!json_is_integer(v))
        return serve_fail(reply, "CR_E_INVALID_ARGUMENT", "field \"%s\" must be an integer", key);
    json_int_t x = json_integer_value(v);
    if (x < min || x > max)
        return serve_fail(reply, "CR_E_INVALID_ARGUMENT",
                          "field \"%s\" must be in %" PRId64 "..%" PRId64, key, min, max);
    *out = (int64_t)x;
    return 1;
}

int serve_get_bool(int *out, const json_t *req, json_t *reply, const char *key)
{
    json_t *v = json_object_get(req, key);
    if (!v || json_is_null(v))
        return 0;
    if (!json_is_boolean(v))
        return serve_fail(reply, "CR_E_INVALID_ARGUMENT", "field \"%s\" must be true or false",
                          key);
    *out = json_is_true(v);
    return 1;
}

/* A seed is any 64-bit value: JSON integers stop at 2^63-1 in jansson, so the
 * full range is also accepted as a decimal string. */
int serve_get_seed(uint64_t *out, const json_t *req, json_t *reply, const char *key)
{
    json_t *v = json_object_get(req, key);
    if (!v || json_is_null(v))
        return 0;
    if (json_is_integer(v) && json_integer_value(v) >= 0) {
        *out = (uint64_t)json_integer_value(v);
        return 1;
    }
    if (json_is_string(v)) {
        const char *s = json_string_value(v);
        size_t n = json_string_length(v);
        if (n > 0 && n <= 20 && strspn(s, "0123456789") == n) {
            errno = 0;
            char *end = NULL;
            unsigned long long x = strtoull(s, &end, 10);
            if (errno == 0 && end && *end == '\0') {
                *out = (uint64_t)x;
                return 1;
            }
        }
    }
    return serve_fail(reply, "CR_E_INVALID_ARGUMENT",
                      "field \"%s\" must be an integer 0..2^63-1 or a decimal string 0..2^64-1",
                      key);
}

cr_game *serve_get_game(int64_t *out_id, struct serve *sv, const json_t *req, json_t *reply)
{
    int64_t id = 0;
    if (serve_get_int(&id, req, reply, "game", 1, INT64_MAX, 1) < 0)
        return NULL;
    cr_game *g = serve_table_get(&sv->games, id);
    if (!g) {
        serve_fail(reply, "CR_E_NOT_FOUND", "no game %" PRId64, id);
        return NULL;
    }
    if (out_id)
        *out_id = id;
    json_object_set_new(reply, "game", json_integer(id)); /* every game reply names its game */
    return g;
}
