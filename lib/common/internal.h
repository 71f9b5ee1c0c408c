/* Shared by every file of the library: the public API with export
 * attributes switched on, and a few helpers. Never installed. */
#ifndef CRI_INTERNAL_H
#define CRI_INTERNAL_H

#ifndef CR_BUILDING_LIBRARY
#define CR_BUILDING_LIBRARY 1
#endif
#include "cardrules.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Internal functions are prefixed cri_ and have hidden visibility (the
 * library is compiled with -fvisibility=hidden), so only cr_ symbols that the
 * version script lists are exported. */

#define CRI_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* Number of standard card codes + joker (used to size per-code tables). */
#define CRI_CODE_SPACE 0x41

static inline int cri_ascii_lower(int c)
{
    return (c >= 'A' && c <= 'Z') ? c - 'A' + 'a' : c;
}

/* ASCII case-insensitive equality (no locale, unlike strcasecmp). */
static inline bool cri_ascii_caseeq(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (cri_ascii_lower((unsigned char)*a) != cri_ascii_lower((unsigned char)*b))
            return false;
    return *a == *b;
}

/* s starts with prefix, ASCII case-insensitively. */
static inline bool cri_ascii_prefix(const char *s, const char *prefix)
{
    for (; *prefix; s++, prefix++)
        if (!*s || cri_ascii_lower((unsigned char)*s) != cri_ascii_lower((unsigned char)*prefix))
            return false;
    return true;
}

/* Text appended to a buffer that may be too small (or NULL with cap 0):
 * len counts the whole text, the buffer keeps what fits, NUL-terminated. */
typedef struct cri_text_out {
    char *buf;
    size_t cap, len;
} cri_text_out;

static inline void cri_text_put(cri_text_out *o, const char *s)
{
    for (; *s; s++, o->len++)
        if (o->len + 1 < o->cap)
            o->buf[o->len] = *s;
    if (o->cap)
        o->buf[o->len < o->cap ? o->len : o->cap - 1] = '\0';
}

#endif
