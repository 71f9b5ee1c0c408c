/* Text forms: one option value (bool, int with named specials, enum, rank
 * set), and a whole rules object ("go-boom players=8 goboom.finish_trick").
 * Every parser works on a scratch copy, so a rejected text changes nothing. */
#include "common/error.h"
#include "rules/options.h"

#include <stdio.h>
#include <string.h>

static const char *const rank_names[14] = {"", "A", "2", "3", "4", "5", "6", "7",
                                           "8", "9", "10", "J", "Q", "K"};

static int32_t bad_value(char *msg, size_t cap, const cri_option_def *d, const char *text)
{
    static const char *const expected[] = {"", "ON or OFF", "an integer", "one of its names",
                                           "NONE or ranks like A,8"};
    const char *near = cri_value_suggest(d, text);
    snprintf(msg, cap, "bad value \"%.40s\" for option %s (expected %s%s%s%s)", text, d->name,
             expected[d->type], near ? "; did you mean \"" : "", near ? near : "", near ? "\"?" : "");
    return CR_E_CONFIG;
}

/* A decimal integer of at most 10 digits with an optional sign. */
static bool parse_int(const char *s, int64_t *out)
{
    bool neg = *s == '-';
    if (*s == '-' || *s == '+')
        s++;
    int64_t v = 0;
    int digits = 0;
    for (; *s; s++, digits++) {
        if (*s < '0' || *s > '9' || digits >= 10)
            return false;
        v = v * 10 + (*s - '0');
    }
    *out = neg ? -v : v;
    return digits > 0;
}

static bool parse_ranks(const char *s, int32_t *out)
{
    size_t len = strlen(s);
    if (len >= 2 && s[0] == '{' && s[len - 1] == '}') {
        s++;
        len -= 2;
    }
    if (len == 0 || (len == 4 && cri_ascii_prefix(s, "NONE"))) {
        *out = 0;
        return true;
    }
    int32_t mask = 0;
    while (len > 0) {
        size_t n = 0;
        while (n < len && s[n] != ',')
            n++;
        int rank = 0;
        for (int k = 1; k <= 13 && !rank; k++)
            if (strlen(rank_names[k]) == n && cri_ascii_prefix(s, rank_names[k]))
                rank = k;
        if (!rank)
            return false;
        mask |= 1 << rank;
        s += n;
        len -= n;
        if (len > 0) { /* skip the comma; a trailing comma is an error */
            s++;
            len--;
            if (len == 0)
                return false;
        }
    }
    *out = mask;
    return true;
}

int32_t cri_option_parse_value(int32_t *out, const cri_option_def *d, const char *text, char *msg,
                               size_t cap)
{
    if (!text) {
        if (d->type == CR_OPTION_BOOL) {
            *out = 1;
            return CR_OK;
        }
        snprintf(msg, cap, "option %s needs a value (%s=...)", d->name, d->name);
        return CR_E_CONFIG;
    }
    for (int32_t k = 0; k < d->nvalues; k++)
        if (cri_ascii_caseeq(text, d->values[k].name)) {
            *out = d->values[k].number;
            return CR_OK;
        }
    int64_t v = 0;
    switch (d->type) {
    case CR_OPTION_BOOL: {
        static const char *const on[] = {"ON", "TRUE", "YES", "1"}, *const off[] = {"OFF", "FALSE", "NO", "0"};
        for (size_t k = 0; k < CRI_ARRAY_LEN(on); k++) {
            if (cri_ascii_caseeq(text, on[k])) {
                *out = 1;
                return CR_OK;
            }
            if (cri_ascii_caseeq(text, off[k])) {
                *out = 0;
                return CR_OK;
            }
        }
        return bad_value(msg, cap, d, text);
    }
    case CR_OPTION_INT:
        if (!parse_int(text, &v))
            return bad_value(msg, cap, d, text);
        if (!cri_option_value_ok(d, v)) {
            snprintf(msg, cap, "value %.20s for option %s is outside %d..%d", text, d->name, d->min,
                     d->max);
            return CR_E_CONFIG;
        }
        *out = (int32_t)v;
        return CR_OK;
    case CR_OPTION_RANKS: {
        int32_t mask;
        if (!parse_ranks(text, &mask))
            return bad_value(msg, cap, d, text);
        *out = mask;
        return CR_OK;
    }
    default:
        return bad_value(msg, cap, d, text);
    }
}

/* Append to a buffer that may be too small, counting the length needed. */
typedef struct text_out {
    char *buf;
    size_t cap, len;
} text_out;

static void put(text_out *o, const char *s)
{
    for (; *s; s++, o->len++)
        if (o->len + 1 < o->cap)
            o->buf[o->len] = *s;
    if (o->cap)
        o->buf[o->len < o->cap ? o->len : o->cap - 1] = '\0';
}

static void put_value(text_out *o, const cri_option_def *d, int32_t value)
{
    char num[16];
    for (int32_t k = 0; k < d->nvalues; k++)
        if (d->values[k].number == value) {
            put(o, d->values[k].name);
            return;
        }
    switch (d->type) {
    case CR_OPTION_BOOL:
        put(o, value ? "ON" : "OFF");
        return;
    case CR_OPTION_RANKS:
        if (!value)
            put(o, "NONE");
        for (int k = 1, first = 1; k <= 13; k++)
            if (value & (1 << k)) {
                put(o, first ? "" : ",");
                put(o, rank_names[k]);
                first = 0;
            }
        return;
    default:
        snprintf(num, sizeof num, "%ld", (long)value);
        put(o, num);
    }
}

size_t cri_option_format_value(char *buf, size_t cap, const cri_option_def *d, int32_t value)
{
    text_out o = {buf, cap, 0};
    put(&o, "");
    put_value(&o, d, value);
    return o.len;
}

int32_t cr_rules_to_text(char *buf, size_t cap, size_t *needed, const cr_rules *r)
{
    if (!r || (!buf && cap))
        return CR_E_INVALID_ARGUMENT;
    text_out o = {buf, cap, 0};
    put(&o, cr_preset_name(r->preset));
    for (int32_t i = 0; i < CRI_OPT_COUNT; i++) {
        const cri_option_def *d = cri_option_get(i);
        if (i != CRI_OPT_PLAYERS &&
            (!cri_option_applies(d, r->preset) || r->v[i] == cri_option_preset_default(i, r->preset)))
            continue;
        put(&o, " ");
        put(&o, d->name);
        put(&o, "=");
        put_value(&o, d, r->v[i]);
    }
    if (needed)
        *needed = o.len + 1;
    return o.len < cap ? CR_OK : CR_E_BUFFER_TOO_SMALL;
}

/* ---- parsing a whole text ------------------------------------------------------ */
static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* Apply the tokens of `text` to scratch rules s. With want_preset, the first
 * token names the preset and s is reset to its defaults. Then validate. */
static int32_t parse_into(cr_rules *s, const char *text, bool want_preset)
{
    size_t len = 0;
    while (len <= CR_RULES_TEXT_MAX && text[len])
        len++;
    if (len > CR_RULES_TEXT_MAX)
        return cri_rules_fail(s, CR_E_LIMIT, CR_REASON_NONE, "rules text longer than %d bytes",
                              CR_RULES_TEXT_MAX);
    char copy[CR_RULES_TEXT_MAX + 1];
    memcpy(copy, text, len + 1);
    bool seen[256] = {false}; /* cri_option_count() < 256: pinned by a test */
    bool have_preset = !want_preset;
    char *p = copy;
    for (;;) {
        while (is_space(*p))
            p++;
        if (!*p)
            break;
        char *tok = p;
        while (*p && !is_space(*p))
            p++;
        if (*p)
            *p++ = '\0';
        for (const char *c = tok; *c; c++)
            if ((unsigned char)*c < 0x21 || (unsigned char)*c > 0x7E)
                return cri_rules_fail(s, CR_E_PARSE, CR_REASON_NONE,
                                      "unexpected byte 0x%02X in rules text", (unsigned char)*c);
        if (!have_preset) {
            int32_t id;
            if (strchr(tok, '=') || cr_preset_from_name(&id, tok) != CR_OK)
                return cri_rules_fail_unknown(s, "rules text must start with a preset name, not", tok,
                                              strchr(tok, '=') ? NULL : cri_preset_suggest(tok));
            cri_rules_init(s, id);
            have_preset = true;
            continue;
        }
        char *value = strchr(tok, '=');
        if (value) {
            *value++ = '\0';
            if (!*value)
                return cri_rules_fail(s, CR_E_PARSE, CR_REASON_NONE, "missing value after \"%.60s=\"", tok);
        }
        if (!*tok)
            return cri_rules_fail(s, CR_E_PARSE, CR_REASON_NONE, "missing option name before \"=%.40s\"",
                                  value);
        int32_t index = cri_option_lookup(tok);
        if (index < 0)
            return cri_rules_fail_unknown(s, "unknown option", tok, cri_option_suggest(tok));
        if (index < (int32_t)CRI_ARRAY_LEN(seen)) {
            if (seen[index])
                return cri_rules_fail(s, CR_E_PARSE, CR_REASON_NONE, "option %s given twice",
                                      cri_option_get(index)->name);
            seen[index] = true;
        }
        int32_t st = cr_rules_set(s, tok, value);
        if (st != CR_OK)
            return st;
    }
    if (!have_preset)
        return cri_rules_fail(s, CR_E_PARSE, CR_REASON_NONE, "empty rules text: a preset name is needed");
    return cr_rules_validate(s);
}

/* Run parse_into on a copy of r; commit on success, copy the message on failure. */
static int32_t parse_atomic(cr_rules *r, const char *text, bool want_preset)
{
    if (!r || !text)
        return CR_E_INVALID_ARGUMENT;
    cr_rules scratch = *r;
    int32_t st = parse_into(&scratch, text, want_preset);
    if (st == CR_OK) {
        *r = scratch;
        return CR_OK;
    }
    memcpy(r->error, scratch.error, sizeof r->error);
    r->reason = scratch.reason;
    return st;
}

int32_t cr_rules_parse(cr_rules *r, const char *text)
{
    return parse_atomic(r, text, true);
}

int32_t cr_rules_apply_text(cr_rules *r, const char *text)
{
    return parse_atomic(r, text, false);
}

int32_t cr_rules_from_text_ex(cr_rules **out, cr_error *err, const char *text)
{
    if (!out)
        return cri_error_set(err, CR_E_INVALID_ARGUMENT, CR_REASON_NONE, "NULL output");
    *out = NULL;
    if (!text)
        return cri_error_set(err, CR_E_INVALID_ARGUMENT, CR_REASON_NONE, "NULL rules text");
    cr_rules scratch;
    cri_rules_init(&scratch, CR_GAME_ROCKAWAY);
    int32_t st = parse_into(&scratch, text, true);
    if (st != CR_OK)
        return cri_error_set(err, st, scratch.reason, scratch.error);
    st = cr_rules_copy(out, &scratch);
    if (st != CR_OK)
        return cri_error_set(err, st, CR_REASON_NONE, "out of memory");
    cri_error_clear(err);
    return CR_OK;
}

int32_t cr_rules_from_text(cr_rules **out, const char *text)
{
    return cr_rules_from_text_ex(out, NULL, text);
}
