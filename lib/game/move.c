/* Moves: the canonical text grammar (docs/game.md) and the growable
 * encoded move lists used for history and the legal-move cache. */
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/json.h"

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

static int32_t reserve(cri_movebuf *b, size_t extra)
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

/* ---- text ------------------------------------------------------------- */

static const char *const type_words[CR_MOVE_TYPE_LIMIT] = {
    NULL, "play", "draw", "pass", "take", "discard", "meld", "layoff", "knock", "commit", "expose", "done",
};

static const char suit_letters[4] = {'C', 'D', 'H', 'S'};

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Next token of s at *pos (bounded length); returns its length, 0 at end. */
static size_t next_token(const char *s, size_t *pos, char *tok, size_t cap)
{
    size_t i = *pos;
    while (is_space(s[i]))
        i++;
    size_t n = 0;
    while (s[i] && !is_space(s[i])) {
        if (n + 1 < cap)
            tok[n] = s[i];
        n++;
        i++;
    }
    *pos = i;
    if (n >= cap)
        return SIZE_MAX; /* too long to be anything we know */
    tok[n] = '\0';
    return n;
}

static int parse_suit(const char *tok)
{
    if (tok[0] && !tok[1])
        for (int s = 0; s < 4; s++)
            if (cri_ascii_lower((unsigned char)tok[0]) == cri_ascii_lower(suit_letters[s]))
                return s;
    return -1;
}

/* A card or a declared joker `JK=8C` (also `JK1=8C`). */
static int parse_move_card(const char *tok)
{
    const char *eq = strchr(tok, '=');
    if (!eq) {
        uint8_t c;
        return cr_card_parse(&c, tok) == CR_OK ? c : -1;
    }
    char head[8];
    size_t hl = (size_t)(eq - tok);
    if (hl >= sizeof head)
        return -1;
    memcpy(head, tok, hl);
    head[hl] = '\0';
    uint8_t j, c;
    if (cr_card_parse(&j, head) != CR_OK || j != CR_CARD_JOKER)
        return -1;
    if (cr_card_parse(&c, eq + 1) != CR_OK || c == CR_CARD_JOKER)
        return -1;
    return CR_JOKER_AS(c);
}

static bool parse_uint(const char *tok, int32_t max, int32_t *out)
{
    int32_t v = 0;
    if (!*tok)
        return false;
    for (const char *p = tok; *p; p++) {
        if (*p < '0' || *p > '9')
            return false;
        v = v * 10 + (*p - '0');
        if (v > max)
            return false;
    }
    *out = v;
    return true;
}

int32_t cri_move_parse(cri_move *m, const char *text)
{
    char tok[24];
    size_t pos = 0;
    size_t len = next_token(text, &pos, tok, sizeof tok);
    if (len == 0 || len == SIZE_MAX)
        return CR_E_PARSE;
    int32_t type = 0;
    for (int32_t t = 1; t < CR_MOVE_TYPE_LIMIT; t++)
        if (cri_ascii_caseeq(tok, type_words[t]))
            type = t;
    if (!type && (cri_ascii_caseeq(tok, "no-play") || cri_ascii_caseeq(tok, "noplay") ||
                  cri_ascii_caseeq(tok, "no_play")))
        type = CR_MOVE_PASS;
    if (!type)
        return CR_E_PARSE;
    m->type = type;
    m->arg = -1;
    m->n = 0;
    /* The remaining tokens. */
    char toks[CRI_MOVE_MAX + 2][24];
    size_t nt = 0;
    for (;;) {
        size_t l = next_token(text, &pos, toks[nt < CRI_MOVE_MAX + 2 ? nt : 0], 24);
        if (l == 0)
            break;
        if (l == SIZE_MAX)
            return CR_E_PARSE;
        if (++nt >= CRI_MOVE_MAX + 2)
            return CR_E_LIMIT;
    }
    switch (type) {
    case CR_MOVE_DRAW:
        if (nt == 1 && cri_ascii_caseeq(toks[0], "stock"))
            return CR_OK;
        return nt == 0 ? CR_OK : CR_E_PARSE;
    case CR_MOVE_PASS:
    case CR_MOVE_KNOCK:
    case CR_MOVE_DONE:
        return nt == 0 ? CR_OK : CR_E_PARSE;
    case CR_MOVE_TAKE:
        if (nt == 0)
            return CR_OK;
        return nt == 1 && parse_uint(toks[0], 200, &m->arg) ? CR_OK : CR_E_PARSE;
    case CR_MOVE_PLAY:
    case CR_MOVE_DISCARD: {
        if (nt < 1 || nt > 2)
            return CR_E_PARSE;
        int c = parse_move_card(toks[0]);
        if (c < 0 || (c & 0x80))
            return CR_E_PARSE;
        m->cards[0] = (uint8_t)c;
        m->n = 1;
        if (nt == 2) {
            int s = type == CR_MOVE_PLAY ? parse_suit(toks[1]) : -1;
            if (s < 0)
                return CR_E_PARSE;
            m->arg = s;
        }
        return CR_OK;
    }
    case CR_MOVE_LAYOFF:
        if (nt < 2 || !parse_uint(toks[nt - 1], 250, &m->arg))
            return CR_E_PARSE;
        nt--;
        /* fall through */
    case CR_MOVE_MELD:
    case CR_MOVE_EXPOSE:
    case CR_MOVE_COMMIT:
        if (nt == 0)
            return CR_E_PARSE;
        for (size_t i = 0; i < nt; i++) {
            if (type == CR_MOVE_COMMIT && strcmp(toks[i], "/") == 0) {
                if (i == 0 || i + 1 == nt || m->cards[m->n - 1] == CR_MOVE_SEPARATOR)
                    return CR_E_PARSE;
                m->cards[m->n++] = CR_MOVE_SEPARATOR;
                continue;
            }
            int c = parse_move_card(toks[i]);
            if (c < 0)
                return CR_E_PARSE;
            m->cards[m->n++] = (uint8_t)c;
        }
        return CR_OK;
    default:
        return CR_E_PARSE;
    }
}

/* Appends s to buf (bounded), returns the new logical length. */
static size_t put(char *buf, size_t cap, size_t len, const char *s)
{
    for (; *s; s++, len++)
        if (len + 1 < cap)
            buf[len] = *s;
    if (cap)
        buf[len < cap ? len : cap - 1] = '\0';
    return len;
}

size_t cri_move_format(char *buf, size_t cap, const cri_move *m)
{
    size_t len = 0;
    if (cap)
        buf[0] = '\0';
    if (m->type < 1 || m->type >= CR_MOVE_TYPE_LIMIT)
        return put(buf, cap, 0, "?");
    len = put(buf, cap, len, type_words[m->type]);
    for (size_t i = 0; i < m->n; i++) {
        uint8_t c = m->cards[i];
        len = put(buf, cap, len, " ");
        if (c == CR_MOVE_SEPARATOR) {
            len = put(buf, cap, len, "/");
        } else if (c & 0x80) {
            len = put(buf, cap, len, "JK=");
            len = put(buf, cap, len, cr_card_name((uint8_t)(c & 0x7F)));
        } else {
            len = put(buf, cap, len, cr_card_name(c));
        }
    }
    if (m->type == CR_MOVE_PLAY && m->arg >= 0 && m->arg < 4) {
        char s[3] = {' ', suit_letters[m->arg], 0};
        len = put(buf, cap, len, s);
    } else if ((m->type == CR_MOVE_LAYOFF || m->type == CR_MOVE_TAKE) && m->arg >= 0) {
        char num[16];
        int32_t v = m->arg;
        size_t k = 0;
        char rev[16];
        do {
            rev[k++] = (char)('0' + v % 10);
            v /= 10;
        } while (v && k < sizeof rev);
        num[0] = ' ';
        for (size_t i = 0; i < k; i++)
            num[1 + i] = rev[k - 1 - i];
        num[1 + k] = '\0';
        len = put(buf, cap, len, num);
    }
    return len;
}

void cri_moves_write(cri_json *w, const cri_movebuf *b, bool json)
{
    for (size_t i = 0; i < b->count; i++) {
        cri_move m;
        char line[CRI_MOVE_MAX * 8 + 32];
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
