/* The tiny text/JSON writer of json.h. */
#include "game/json.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/internal.h"

void cri_json_init(cri_json *w)
{
    memset(w, 0, sizeof *w);
    w->first[0] = true;
}

void cri_json_free(cri_json *w)
{
    free(w->buf);
    w->buf = NULL;
    w->len = w->cap = 0;
}

static bool reserve(cri_json *w, size_t extra)
{
    if (w->oom)
        return false;
    if (w->len + extra + 1 <= w->cap)
        return true;
    size_t cap = w->cap ? w->cap : 256;
    while (cap < w->len + extra + 1)
        cap *= 2;
    char *p = realloc(w->buf, cap);
    if (!p) {
        w->oom = true;
        return false;
    }
    w->buf = p;
    w->cap = cap;
    return true;
}

void cri_json_rawn(cri_json *w, const char *s, size_t n)
{
    if (!reserve(w, n))
        return;
    memcpy(w->buf + w->len, s, n);
    w->len += n;
    w->buf[w->len] = '\0';
}

void cri_json_raw(cri_json *w, const char *s)
{
    cri_json_rawn(w, s, strlen(s));
}

void cri_json_printf(cri_json *w, const char *fmt, ...)
{
    char tmp[128];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof tmp) {
        cri_json_rawn(w, tmp, (size_t)n);
        return;
    }
    if (!reserve(w, (size_t)n))
        return;
    va_start(ap, fmt);
    vsnprintf(w->buf + w->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    w->len += (size_t)n;
}

/* A comma before every value but the first of its container; a value right
 * after a key takes none. */
static void before_value(cri_json *w)
{
    if (w->first[w->depth])
        w->first[w->depth] = false;
    else
        cri_json_raw(w, ",");
}

static void container_open(cri_json *w, const char *c)
{
    before_value(w);
    cri_json_raw(w, c);
    if (w->depth + 1 < CRI_JSON_DEPTH)
        w->depth++;
    w->first[w->depth] = true;
}

static void container_close(cri_json *w, const char *c)
{
    cri_json_raw(w, c);
    if (w->depth > 0)
        w->depth--;
}

void cri_json_begin_object(cri_json *w) { container_open(w, "{"); }
void cri_json_end_object(cri_json *w) { container_close(w, "}"); }
void cri_json_begin_array(cri_json *w) { container_open(w, "["); }
void cri_json_end_array(cri_json *w) { container_close(w, "]"); }

static void string_body(cri_json *w, const char *s)
{
    cri_json_raw(w, "\"");
    /* Runs of plain bytes are copied at once: byte by byte, string bodies
     * were a quarter of the time a view takes. */
    const char *run = s;
    for (const unsigned char *p = (const unsigned char *)s;; p++) {
        if (*p >= 0x20 && *p != '"' && *p != '\\')
            continue;
        cri_json_rawn(w, run, (size_t)((const char *)p - run));
        if (!*p)
            break;
        if (*p == '"' || *p == '\\') {
            char e[3] = {'\\', (char)*p, 0};
            cri_json_raw(w, e);
        } else {
            cri_json_printf(w, "\\u%04x", (unsigned)*p);
        }
        run = (const char *)p + 1;
    }
    cri_json_raw(w, "\"");
}

void cri_json_key(cri_json *w, const char *key)
{
    before_value(w);
    string_body(w, key);
    cri_json_raw(w, ":");
    /* The value that follows takes no comma. */
    w->first[w->depth] = true;
}

void cri_json_string(cri_json *w, const char *s)
{
    before_value(w);
    string_body(w, s);
}

void cri_json_int(cri_json *w, int64_t v)
{
    before_value(w);
    cri_json_printf(w, "%lld", (long long)v);
}

void cri_json_bool(cri_json *w, bool v)
{
    before_value(w);
    cri_json_raw(w, v ? "true" : "false");
}

void cri_json_null(cri_json *w)
{
    before_value(w);
    cri_json_raw(w, "null");
}

void cri_json_card(cri_json *w, uint8_t card)
{
    cri_json_string(w, cr_card_name(card));
}

void cri_json_cards(cri_json *w, const uint8_t *cards, size_t n)
{
    cri_json_begin_array(w);
    for (size_t i = 0; i < n; i++)
        cri_json_card(w, cards[i]);
    cri_json_end_array(w);
}

int32_t cri_text_output(const char *s, size_t len, char *buf, size_t cap, size_t *out_needed)
{
    if (out_needed)
        *out_needed = len + 1;
    if (!buf && cap)
        return CR_E_INVALID_ARGUMENT;
    if (cap < len + 1)
        return CR_E_BUFFER_TOO_SMALL;
    if (len)
        memcpy(buf, s, len);
    buf[len] = '\0';
    return CR_OK;
}

int32_t cri_json_output(const cri_json *w, char *buf, size_t cap, size_t *out_needed)
{
    if (w->oom)
        return CR_E_NOMEM;
    return cri_text_output(w->buf ? w->buf : "", w->len, buf, cap, out_needed);
}
