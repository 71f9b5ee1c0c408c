/* The text form of one option value: bool, int with named specials, enum,
 * rank set ("A,2,K"). Read by every path that sets an option by text and
 * written by every path that shows one. */
#include "common/error.h"
#include "rules/options.h"

#include <stdio.h>
#include <string.h>

static const char *const rank_names[14] = {"", "A", "2", "3", "4", "5", "6", "7",
                                           "8", "9", "10", "J", "Q", "K"};

bool cri_option_value_ok(const cri_option_def *d, int64_t value)
{
    switch (d->type) {
    case CR_OPTION_RANKS:
        return value >= 0 && (value & ~(int64_t)0x3FFE) == 0;
    case CR_OPTION_INT:
        for (int32_t k = 0; k < d->nvalues; k++)
            if (value == d->values[k].number)
                return true;
        return value >= d->min && value <= d->max;
    default: /* bool, enum */
        return value >= d->min && value <= d->max;
    }
}

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

static void put_value(cri_text_out *o, const cri_option_def *d, int32_t value)
{
    char num[16];
    for (int32_t k = 0; k < d->nvalues; k++)
        if (d->values[k].number == value) {
            cri_text_put(o, d->values[k].name);
            return;
        }
    switch (d->type) {
    case CR_OPTION_BOOL:
        cri_text_put(o, value ? "ON" : "OFF");
        return;
    case CR_OPTION_RANKS:
        if (!value)
            cri_text_put(o, "NONE");
        for (int k = 1, first = 1; k <= 13; k++)
            if (value & (1 << k)) {
                cri_text_put(o, first ? "" : ",");
                cri_text_put(o, rank_names[k]);
                first = 0;
            }
        return;
    default:
        snprintf(num, sizeof num, "%ld", (long)value);
        cri_text_put(o, num);
    }
}

size_t cri_option_format_value(char *buf, size_t cap, const cri_option_def *d, int32_t value)
{
    cri_text_out o = {buf, cap, 0};
    cri_text_put(&o, "");
    put_value(&o, d, value);
    return o.len;
}
