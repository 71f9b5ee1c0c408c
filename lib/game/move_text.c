/* Moves as text (the canonical grammar of docs/game.md) and the one reader
 * and writer of a move's card-array encoding (enum cr_move_code). */
#include <string.h>

#include "cards/multiset.h"
#include "game/move.h"

/* ---- card entries ----------------------------------------------------- */

bool cri_declaration_ok(unsigned d)
{
    return cri_code_is_standard(d) || (d > CR_OPEN_SUIT(0) && d <= CR_OPEN_SUIT(CR_RANK_KING));
}

int32_t cri_move_decode(const uint8_t *cards, size_t n, cri_move_entry *out, size_t cap, size_t *out_n)
{
    size_t k = 0;
    for (size_t i = 0; i < n; k++) {
        if (k >= cap)
            return CR_E_LIMIT;
        uint8_t b = cards[i++];
        if (cri_code_is_standard(b)) { /* the common entry: a plain card */
            out[k] = (cri_move_entry){b, 0, 0, 0};
            continue;
        }
        cri_move_entry e = {0, 0, 0, 0};
        if (b == CR_MOVE_SEPARATOR) {
            /* separators only between entries: not first, last or doubled */
            if (k == 0 || i == n || out[k - 1].separator)
                return CR_E_INVALID_ARGUMENT;
            e.separator = 1;
        } else if (b == CR_MOVE_WILD) {
            if (n - i < 2 || !cri_code_is_standard(cards[i]) || !cri_declaration_ok(cards[i + 1]))
                return CR_E_INVALID_ARGUMENT;
            e.card = cards[i];
            e.declared = cards[i + 1];
            i += 2;
        } else {
            if (b == CR_MOVE_JOKER_ID) {
                if (n - i < 2 || cards[i] < 1 || cards[i] > 9)
                    return CR_E_INVALID_ARGUMENT;
                e.joker_id = cards[i];
                b = cards[i + 1];
                i += 2;
                if (b != CR_CARD_JOKER && !(b & CR_JOKER_DECLARED))
                    return CR_E_INVALID_ARGUMENT; /* only a joker carries a number */
            }
            if (b & CR_JOKER_DECLARED) {
                if (!cri_declaration_ok(b & 0x7Fu))
                    return CR_E_INVALID_ARGUMENT;
                e.card = CR_CARD_JOKER;
                e.declared = (uint8_t)(b & 0x7Fu);
            } else if (cri_code_is_valid(b)) {
                e.card = b;
            } else {
                return CR_E_INVALID_ARGUMENT;
            }
        }
        out[k] = e;
    }
    *out_n = k;
    return CR_OK;
}

size_t cri_move_encode(uint8_t *out, const cri_move_entry *e)
{
    size_t n = 0;
    if (e->separator) {
        out[n++] = CR_MOVE_SEPARATOR;
    } else if (e->card == CR_CARD_JOKER) {
        if (e->joker_id) {
            out[n++] = CR_MOVE_JOKER_ID;
            out[n++] = e->joker_id;
        }
        out[n++] = e->declared ? CR_JOKER_AS(e->declared) : CR_CARD_JOKER;
    } else if (e->declared) {
        out[n++] = CR_MOVE_WILD;
        out[n++] = e->card;
        out[n++] = e->declared;
    } else {
        out[n++] = e->card;
    }
    return n;
}

/* ---- text ------------------------------------------------------------- */

static const char *const type_words[CR_MOVE_TYPE_LIMIT] = {
    NULL, "play", "draw", "pass", "take", "discard", "meld", "layoff", "knock", "commit", "expose", "done",
};

static const char suit_letters[4] = {'C', 'D', 'H', 'S'};

#define TOKEN_MAX 24

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Next token of s at *pos (bounded length); returns its length, 0 at end,
 * SIZE_MAX for a token too long to be anything we know. */
static size_t next_token(const char *s, size_t *pos, char *tok)
{
    size_t i = *pos;
    while (is_space(s[i]))
        i++;
    size_t n = 0;
    while (s[i] && !is_space(s[i])) {
        if (n + 1 < TOKEN_MAX)
            tok[n] = s[i];
        n++;
        i++;
    }
    *pos = i;
    if (n >= TOKEN_MAX)
        return SIZE_MAX;
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

/* A declaration: a standard card (`9C`) or a rank with an open suit (`9*`). */
static int parse_declaration(const char *tok)
{
    size_t len = strlen(tok);
    if (len >= 2 && tok[len - 1] == '*') {
        char probe[TOKEN_MAX];
        memcpy(probe, tok, len - 1);
        probe[len - 1] = 'C'; /* any suit: only the rank is read */
        probe[len] = '\0';
        uint8_t c;
        if (cr_card_parse(&c, probe) != CR_OK || c == CR_CARD_JOKER)
            return -1;
        return CR_OPEN_SUIT(c & 15u);
    }
    uint8_t c;
    return cr_card_parse(&c, tok) == CR_OK && c != CR_CARD_JOKER ? c : -1;
}

/* One entry: `/`, a card, `JK`, `JK2`, each optionally `=<declaration>`. */
static bool parse_entry(const char *tok, cri_move_entry *e)
{
    memset(e, 0, sizeof *e);
    if (strcmp(tok, "/") == 0) {
        e->separator = 1;
        return true;
    }
    char head[TOKEN_MAX];
    const char *eq = strchr(tok, '=');
    size_t hl = eq ? (size_t)(eq - tok) : strlen(tok);
    memcpy(head, tok, hl);
    head[hl] = '\0';
    uint8_t c;
    if (cr_card_parse(&c, head) != CR_OK)
        return false;
    e->card = c;
    if (c == CR_CARD_JOKER && hl == 3)
        e->joker_id = (uint8_t)(head[2] - '0'); /* `JK1`..`JK9` (cr_card_parse checked the digit) */
    if (eq) {
        int d = parse_declaration(eq + 1);
        if (d < 0)
            return false;
        e->declared = (uint8_t)d;
    }
    return true;
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

/* Which entries a move type takes after its word. */
enum { TAKES_NOTHING, TAKES_ONE_CARD, TAKES_CARDS, TAKES_TABLE };

static int takes(int32_t type)
{
    switch (type) {
    case CR_MOVE_PLAY:
    case CR_MOVE_DISCARD:
        return TAKES_ONE_CARD;
    case CR_MOVE_LAYOFF:
        return TAKES_CARDS; /* then the meld number */
    case CR_MOVE_MELD:
    case CR_MOVE_EXPOSE:
    case CR_MOVE_COMMIT:
    case CR_MOVE_KNOCK: /* Carousel: a knock may carry this turn's table */
        return TAKES_TABLE;
    default:
        return TAKES_NOTHING;
    }
}

static int32_t parse_type(const char *tok)
{
    for (int32_t t = 1; t < CR_MOVE_TYPE_LIMIT; t++)
        if (cri_ascii_caseeq(tok, type_words[t]))
            return t;
    if (cri_ascii_caseeq(tok, "no-play") || cri_ascii_caseeq(tok, "noplay") || cri_ascii_caseeq(tok, "no_play"))
        return CR_MOVE_PASS;
    return 0;
}

/* The words after the move's entries: `draw stock`, `take 2`, `play AS H`,
 * `layoff ... 3` (the meld number, last). Returns true if tok was one. */
static bool parse_trailer(cri_move *m, const char *tok, bool last)
{
    switch (m->type) {
    case CR_MOVE_DRAW:
        return cri_ascii_caseeq(tok, "stock");
    case CR_MOVE_TAKE:
        return parse_uint(tok, 200, &m->arg);
    case CR_MOVE_PLAY: {
        int s = m->n == 1 ? parse_suit(tok) : -1;
        m->arg = s;
        return s >= 0;
    }
    case CR_MOVE_LAYOFF:
        return last && m->n > 0 && parse_uint(tok, 250, &m->arg);
    default:
        return false;
    }
}

int32_t cri_move_parse(cri_move *m, const char *text)
{
    char tok[TOKEN_MAX];
    size_t pos = 0;
    size_t len = next_token(text, &pos, tok);
    if (len == 0 || len == SIZE_MAX)
        return CR_E_PARSE;
    m->type = parse_type(tok);
    if (!m->type)
        return CR_E_PARSE;
    m->arg = -1;
    m->n = 0;
    int kind = takes(m->type);
    bool prev_separator = true; /* nothing yet: a leading `/` is an error */
    bool trailed = false;       /* the trailer word came: nothing may follow */
    size_t entries = 0;
    for (;;) {
        len = next_token(text, &pos, tok);
        if (len == 0)
            break;
        if (len == SIZE_MAX || trailed)
            return CR_E_PARSE;
        size_t rest = pos;
        char ahead[TOKEN_MAX];
        bool last = next_token(text, &rest, ahead) == 0;
        cri_move_entry e;
        if (kind == TAKES_NOTHING || !parse_entry(tok, &e)) {
            if (!parse_trailer(m, tok, last))
                return CR_E_PARSE;
            trailed = true;
            continue;
        }
        if (e.separator && (kind != TAKES_TABLE || prev_separator))
            return CR_E_PARSE;
        if (kind == TAKES_ONE_CARD && (entries == 1 || e.declared))
            return CR_E_PARSE;
        if (m->n + 3u > CRI_MOVE_MAX)
            return CR_E_LIMIT;
        m->n = (uint16_t)(m->n + cri_move_encode(m->cards + m->n, &e));
        prev_separator = e.separator;
        entries++;
    }
    if (prev_separator && entries)
        return CR_E_PARSE; /* a trailing `/` */
    switch (kind) {
    case TAKES_ONE_CARD:
        return entries == 1 ? CR_OK : CR_E_PARSE;
    case TAKES_CARDS:
        return entries && m->arg >= 0 ? CR_OK : CR_E_PARSE;
    case TAKES_TABLE:
        return entries || m->type == CR_MOVE_KNOCK ? CR_OK : CR_E_PARSE;
    default:
        return CR_OK;
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

static size_t put_declaration(char *buf, size_t cap, size_t len, uint8_t d)
{
    if (cri_code_is_standard(d))
        return put(buf, cap, len, cr_card_name(d));
    char rank[4];
    const char *name = cr_card_name(CR_CARD(d & 15u, CR_SUIT_CLUBS));
    size_t k = strlen(name) - 1; /* drop the suit letter */
    memcpy(rank, name, k);
    rank[k] = '*';
    rank[k + 1] = '\0';
    return put(buf, cap, len, rank);
}

static size_t put_entry(char *buf, size_t cap, size_t len, const cri_move_entry *e)
{
    if (e->separator)
        return put(buf, cap, len, "/");
    len = put(buf, cap, len, cr_card_name(e->card));
    if (e->joker_id) {
        char id[2] = {(char)('0' + e->joker_id), '\0'};
        len = put(buf, cap, len, id);
    }
    if (e->declared) {
        len = put(buf, cap, len, "=");
        len = put_declaration(buf, cap, len, e->declared);
    }
    return len;
}

static size_t put_uint(char *buf, size_t cap, size_t len, int32_t v)
{
    char rev[12];
    size_t k = 0;
    do {
        rev[k++] = (char)('0' + v % 10);
        v /= 10;
    } while (v && k < sizeof rev);
    char num[14];
    num[0] = ' ';
    for (size_t i = 0; i < k; i++)
        num[1 + i] = rev[k - 1 - i];
    num[1 + k] = '\0';
    return put(buf, cap, len, num);
}

size_t cri_move_format(char *buf, size_t cap, const cri_move *m)
{
    if (cap)
        buf[0] = '\0';
    cri_move_entry e[CRI_MOVE_MAX];
    size_t ne;
    if (m->type < 1 || m->type >= CR_MOVE_TYPE_LIMIT ||
        cri_move_decode(m->cards, m->n, e, CRI_MOVE_MAX, &ne) != CR_OK)
        return put(buf, cap, 0, "?");
    size_t len = put(buf, cap, 0, type_words[m->type]);
    for (size_t i = 0; i < ne; i++) {
        len = put(buf, cap, len, " ");
        len = put_entry(buf, cap, len, &e[i]);
    }
    if (m->type == CR_MOVE_PLAY && m->arg >= 0 && m->arg < 4) {
        char s[3] = {' ', suit_letters[m->arg], 0};
        len = put(buf, cap, len, s);
    } else if ((m->type == CR_MOVE_LAYOFF || m->type == CR_MOVE_TAKE) && m->arg >= 0) {
        len = put_uint(buf, cap, len, m->arg);
    }
    return len;
}
