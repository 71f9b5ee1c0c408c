/* The growable encoded move lists used for history and the legal-move
 * cache (layout in game/move.h). */
#include <stdlib.h>
#include <string.h>

#include "game/json.h"
#include "game/move.h"

/* ---- move buffers ---------------------------------------------------- */

void cri_movebuf_free(cri_movebuf *b)
{
    free(b->bytes);
    free(b->offs);
    memset(b, 0, sizeof *b);
}

void cri_movebuf_clear(cri_movebuf *b)
{
    b->len = 0;
    b->count = 0;
}

/* The slow part of reserve: the buffers grow (doubling). */
static int32_t grow(cri_movebuf *b, size_t extra)
{
    if (b->len + extra > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 256;
        while (cap < b->len + extra)
            cap *= 2;
        uint8_t *p = realloc(b->bytes, cap);
        if (!p)
            return CR_E_NOMEM;
        b->bytes = p;
        b->cap = cap;
    }
    if (b->count + 1 > b->ocap) {
        size_t ocap = b->ocap ? b->ocap * 2 : 64;
        uint32_t *o = realloc(b->offs, ocap * sizeof *o);
        if (!o)
            return CR_E_NOMEM;
        b->offs = o;
        b->ocap = ocap;
    }
    return CR_OK;
}

/* Room for one more move of extra bytes: nearly always there already
 * (legal lists push several moves for every position of a playout). */
static inline int32_t reserve(cri_movebuf *b, size_t extra)
{
    if (b->len + extra <= b->cap && b->count < b->ocap)
        return CR_OK;
    return grow(b, extra);
}

int32_t cri_movebuf_push1(cri_movebuf *b, int32_t seat, int32_t type, int32_t arg, int card)
{
    size_t n = card >= 0 ? 1 : 0;
    if (reserve(b, 5 + n) != CR_OK)
        return CR_E_NOMEM;
    uint8_t *p = b->bytes + b->len;
    p[0] = (uint8_t)seat;
    p[1] = (uint8_t)type;
    p[2] = (uint8_t)(arg + 1);
    p[3] = (uint8_t)n;
    p[4] = 0;
    if (n)
        p[5] = (uint8_t)card;
    b->offs[b->count++] = (uint32_t)b->len;
    b->len += 5 + n;
    return CR_OK;
}

int32_t cri_movebuf_push(cri_movebuf *b, int32_t seat, const cri_move *m)
{
    if (reserve(b, 5u + m->n) != CR_OK)
        return CR_E_NOMEM;
    uint8_t *p = b->bytes + b->len;
    p[0] = (uint8_t)seat;
    p[1] = (uint8_t)m->type;
    p[2] = (uint8_t)(m->arg + 1);
    p[3] = (uint8_t)(m->n & 0xFF);
    p[4] = (uint8_t)(m->n >> 8);
    memcpy(p + 5, m->cards, m->n);
    b->offs[b->count++] = (uint32_t)b->len;
    b->len += 5u + m->n;
    return CR_OK;
}

void cri_movebuf_get(const cri_movebuf *b, size_t i, int32_t *seat, cri_move *m)
{
    const uint8_t *p = b->bytes + b->offs[i];
    if (seat)
        *seat = p[0];
    m->type = p[1];
    m->arg = (int32_t)p[2] - 1;
    m->n = (uint16_t)(p[3] | (p[4] << 8));
    memcpy(m->cards, p + 5, m->n);
}

int32_t cri_movebuf_copy(cri_movebuf *dst, const cri_movebuf *src)
{
    memset(dst, 0, sizeof *dst);
    if (!src->count)
        return CR_OK;
    dst->bytes = malloc(src->len ? src->len : 1);
    dst->offs = malloc(src->count * sizeof *dst->offs);
    if (!dst->bytes || !dst->offs) {
        cri_movebuf_free(dst);
        return CR_E_NOMEM;
    }
    memcpy(dst->bytes, src->bytes, src->len);
    memcpy(dst->offs, src->offs, src->count * sizeof *dst->offs);
    dst->len = dst->cap = src->len;
    dst->count = dst->ocap = src->count;
    return CR_OK;
}

void cri_moves_write(cri_json *w, const cri_movebuf *b, bool json)
{
    for (size_t i = 0; i < b->count; i++) {
        cri_move m;
        char line[CRI_MOVE_TEXT_MAX];
        cri_movebuf_get(b, i, NULL, &m);
        cri_move_format(line, sizeof line, &m);
        if (json) {
            cri_json_string(w, line);
        } else {
            cri_json_raw(w, line);
            cri_json_raw(w, "\n");
        }
    }
}
