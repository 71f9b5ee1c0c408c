/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/* cardrules-serve: host and validate card games over a JSON-lines protocol.
 * One request object per line on stdin, one reply object per line on stdout
 * (docs/protocol.md). Any bad line gets an error reply and the loop goes on;
 * only end of input ends the program. Uses only the public API of
 * libcardrules, and jansson for JSON.
 *
 *   usage: cardrules-serve [--max-games N] [--max-line BYTES] */
#define _POSIX_C_SOURCE 200809L
#include "serve/serve.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LINE_OK, LINE_EOF, LINE_TOO_LONG };

/* Read one line (without its newline, nor a trailing CR) into buf of
 * max + 1 bytes. A longer line is consumed to its end and reported. */
static int read_line(char *buf, size_t max, size_t *out_len)
{
    size_t n = 0;
    int c, too_long = 0;
    while ((c = getchar()) != EOF && c != '\n') {
        if (n < max)
            buf[n++] = (char)c;
        else
            too_long = 1;
    }
    if (c == EOF && n == 0 && !too_long)
        return LINE_EOF;
    if (n > 0 && buf[n - 1] == '\r')
        n--;
    buf[n] = '\0';
    *out_len = n;
    return too_long ? LINE_TOO_LONG : LINE_OK;
}

static int is_blank(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (s[i] != ' ' && s[i] != '\t')
            return 0;
    return 1;
}

static json_t *handle_line(struct serve *sv, const char *line, size_t len)
{
    json_error_t err;
    json_t *req = json_loadb(line, len, JSON_REJECT_DUPLICATES | JSON_DECODE_ANY, &err);
    json_t *reply = serve_reply_new(req);
    if (!reply) {
        json_decref(req);
        return NULL;
    }
    if (!req) {
        serve_fail(reply, "CR_E_PARSE", "bad JSON at column %d: %s", err.column, err.text);
        return reply;
    }
    const char *cmd = NULL;
    if (!json_is_object(req))
        serve_fail(reply, "CR_E_INVALID_ARGUMENT", "a request must be a JSON object");
    else if (serve_get_string(&cmd, req, reply, "cmd", 1) > 0) {
        serve_handler h = serve_command_find(cmd);
        if (h)
            h(sv, req, reply);
        else
            serve_fail(reply, "CR_E_NOT_FOUND", "unknown command (known: %s)",
                       serve_command_names());
    }
    json_decref(req);
    return reply;
}

static int parse_size_arg(const char *s, size_t lo, size_t hi, size_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *s < '0' || *s > '9' || *end || v < lo || v > hi)
        return -1;
    *out = (size_t)v;
    return 0;
}

/* Where `make install` put the documentation ($(docdir), set by the build). */
#ifndef CR_DOCDIR
#define CR_DOCDIR "docs"
#endif

static int usage(const char *prog, int status)
{
    fprintf(status ? stderr : stdout,
            "usage: %s [--max-games N] [--max-line BYTES]\n"
            "JSON-lines card game server (libcardrules %s): one request per line on\n"
            "stdin, one reply per line on stdout.\n"
            "  --max-games N     live games at once, 1..%u (default %u)\n"
            "  --max-line BYTES  longest request line, 64..%u (default %u)\n"
            "Documentation: man cardrules-serve; " CR_DOCDIR "/docs/protocol.md\n",
            prog, cr_version_string(), SERVE_MAX_MAX_GAMES, SERVE_DEFAULT_MAX_GAMES,
            SERVE_MAX_MAX_LINE, SERVE_DEFAULT_MAX_LINE);
    return status;
}

int main(int argc, char **argv)
{
    size_t max_games = SERVE_DEFAULT_MAX_GAMES, max_line = SERVE_DEFAULT_MAX_LINE;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h"))
            return usage(argv[0], 0);
        if (i + 1 < argc && !strcmp(argv[i], "--max-games")) {
            if (parse_size_arg(argv[++i], 1, SERVE_MAX_MAX_GAMES, &max_games))
                return usage(argv[0], 2);
        } else if (i + 1 < argc && !strcmp(argv[i], "--max-line")) {
            if (parse_size_arg(argv[++i], 64, SERVE_MAX_MAX_LINE, &max_line))
                return usage(argv[0], 2);
        } else {
            return usage(argv[0], 2);
        }
    }
    char *buf = malloc(max_line + 1);
    if (!buf) {
        fputs("cardrules-serve: out of memory\n", stderr);
        return 1;
    }
    struct serve sv;
    serve_table_init(&sv.games, max_games);
    sv.max_line = max_line;
    size_t len = 0;
    int r;
    while ((r = read_line(buf, max_line, &len)) != LINE_EOF) {
        json_t *reply;
        if (r == LINE_TOO_LONG) {
            reply = serve_reply_new(NULL);
            if (reply)
                serve_fail(reply, "CR_E_LIMIT", "request line longer than %zu bytes", max_line);
        } else if (is_blank(buf, len)) {
            continue; /* blank lines are ignored, not answered */
        } else {
            reply = handle_line(&sv, buf, len);
        }
        serve_reply_emit(reply);
    }
    serve_table_clear(&sv.games);
    free(buf);
    return 0;
}
