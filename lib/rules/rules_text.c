/* Text forms of a whole rules object ("go-boom players=8 goboom.finish_trick").
 * Every parser works on a scratch copy, so a rejected text changes nothing.
 * One option value's text is option_value.c's. */
#include "common/error.h"
#include "rules/options.h"

#include <stdio.h>
#include <string.h>

int32_t cr_rules_to_text(char *buf, size_t cap, size_t *needed, const cr_rules *r)
{
    if (!r || (!buf && cap))
        return CR_E_INVALID_ARGUMENT;
    cri_text_out o = {buf, cap, 0};
    cri_text_put(&o, cr_preset_name(r->preset));
    for (int32_t i = 0; i < CRI_OPT_COUNT; i++) {
        const cri_option_def *d = cri_option_get(i);
        if (i != CRI_OPT_PLAYERS &&
            (!cri_option_applies(d, r->preset) || r->v[i] == cri_option_preset_default(i, r->preset)))
            continue;
        cri_text_put(&o, " ");
        cri_text_put(&o, d->name);
        cri_text_put(&o, "=");
        char value[96]; /* the longest value text is a rank set, under 40 */
        cri_option_format_value(value, sizeof value, d, r->v[i]);
        cri_text_put(&o, value);
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
