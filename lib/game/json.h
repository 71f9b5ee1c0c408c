/* A tiny growable text writer with JSON helpers (the library stays
 * dependency-free). Used for views, layouts and saves. Allocation failure
 * sets a sticky flag; the caller checks it once at the end. */
#ifndef CRI_JSON_H
#define CRI_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define CRI_JSON_DEPTH 16

typedef struct cri_json {
    char *buf;
    size_t len, cap;
    bool oom;
    int depth;
    bool first[CRI_JSON_DEPTH]; /* no member written yet at this depth */
} cri_json;

void cri_json_init(cri_json *w);
void cri_json_free(cri_json *w);

/* Raw text (no JSON punctuation). */
void cri_json_raw(cri_json *w, const char *s);
void cri_json_rawn(cri_json *w, const char *s, size_t n);
void cri_json_printf(cri_json *w, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* JSON structure: containers, keys (inside objects), values. */
void cri_json_begin_object(cri_json *w);
void cri_json_end_object(cri_json *w);
void cri_json_begin_array(cri_json *w);
void cri_json_end_array(cri_json *w);
void cri_json_key(cri_json *w, const char *key);
void cri_json_string(cri_json *w, const char *s);
void cri_json_int(cri_json *w, int64_t v);
void cri_json_bool(cri_json *w, bool v);
void cri_json_null(cri_json *w);
void cri_json_card(cri_json *w, uint8_t card);
void cri_json_cards(cri_json *w, const uint8_t *cards, size_t n);

/* Copies the text into a caller buffer with the "needed" protocol:
 * CR_OK, CR_E_BUFFER_TOO_SMALL, CR_E_NOMEM. */
int32_t cri_json_output(const cri_json *w, char *buf, size_t cap, size_t *out_needed);

/* The same protocol for any string. */
int32_t cri_text_output(const char *s, size_t len, char *buf, size_t cap, size_t *out_needed);

#endif
