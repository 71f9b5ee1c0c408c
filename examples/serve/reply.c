/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/* The reply object: "ok" first, the request "id" echoed second, then the
 * command's fields, or on failure "code" and "message" only. */
#include "serve.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

json_t *serve_reply_new(const json_t *request)
{
    json_t *reply = json_object();
    if (!reply)
        return NULL;
    json_object_set_new(reply, "ok", json_true());
    json_t *id = json_is_object(request) ? json_object_get(request, "id") : NULL;
    if (id)
        json_object_set(reply, "id", id);
    return reply;
}

static void keep_only_ok_and_id(json_t *reply)
{
    json_t *id = json_object_get(reply, "id");
    if (id)
        json_incref(id);
    json_object_clear(reply);
    json_object_set_new(reply, "ok", json_false());
    if (id)
        json_object_set_new(reply, "id", id);
}

int serve_fail(json_t *reply, const char *code, const char *fmt, ...)
{
    char message[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    keep_only_ok_and_id(reply);
    json_object_set_new(reply, "code", json_string(code));
    /* Library messages may quote untrusted text cut mid-character: never emit
     * invalid UTF-8 (json_string refuses it; fall back to a plain message). */
    json_t *m = json_string(message);
    json_object_set_new(reply, "message", m ? m : json_string("(message not valid UTF-8)"));
    return -1;
}

int serve_fail_status(json_t *reply, int32_t status, const cr_game *g)
{
    const char *detail = g ? cr_game_last_error(g) : NULL;
    const char *message = detail && *detail ? detail : cr_strerror(status);
    if (status == CR_E_ILLEGAL_MOVE && g) {
        serve_fail(reply, cr_reason_name(cr_game_last_reason(g)), "%s", message);
        json_object_set_new(reply, "status", json_string(cr_status_name(status)));
        return -1;
    }
    return serve_fail(reply, cr_status_name(status), "%s", message);
}

int serve_set(json_t *reply, const char *key, json_t *value)
{
    if (!value)
        return serve_fail(reply, "CR_E_NOMEM", "out of memory");
    json_object_set_new(reply, key, value);
    return 0;
}

void serve_reply_emit(json_t *reply)
{
    char *line = reply ? json_dumps(reply, JSON_COMPACT) : NULL;
    if (line) {
        fputs(line, stdout);
        free(line);
    } else {
        fputs("{\"ok\":false,\"code\":\"CR_E_NOMEM\",\"message\":\"out of memory\"}", stdout);
    }
    fputc('\n', stdout);
    fflush(stdout);
    json_decref(reply);
}
