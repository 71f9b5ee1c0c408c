/* Layouts: the common items and the deck check every engine shares; the
 * engine reads the rest through its layout_line hook (game/layout.h). */
#include <stdlib.h>
#include <string.h>

#include "game/json.h"
#include "game/layout.h"

int32_t cri_layout_fail(cr_game *g, const cri_layout *L, int32_t status, const char *what)
{
    return cri_game_fail(g, status, status == CR_E_INVALID_DEAL ? CR_REASON_INVALID_DEAL : 0,
                         "layout line %u: %s", L->line_no, what);
}

int32_t cri_layout_invalid(cr_game *g, const char *what)
{
    return cri_game_fail(g, CR_E_INVALID_DEAL, CR_REASON_INVALID_DEAL, "E_INVALID_DEAL: %s", what);
}

const char *cri_layout_skip_blanks(const char *p)
{
    while (*p == ' ' || *p == '\t')
        p++;
    return p;
}

int cri_layout_word(const char **p, const char *seps, char *word, size_t cap)
{
    const char *s = *p;
    while (*s == ' ' || *s == '\t' || (*s && strchr(seps, *s)))
        s++;
    if (!*s)
        return 0;
    size_t n = 0;
    while (s[n] && s[n] != ' ' && s[n] != '\t' && !strchr(seps, s[n]))
        n++;
    if (n >= cap)
        return -1;
    memcpy(word, s, n);
    word[n] = '\0';
    *p = s + n;
    return 1;
}

int cri_layout_seat_word(const char **p, int32_t players, int64_t *seat, char *word, size_t cap)
{
    const char *s = cri_layout_skip_blanks(*p);
    if (!*s)
        return 0;
    size_t n = 0;
    while (s[n] && s[n] != ' ' && s[n] != '\t')
        n++;
    *p = s + n;
    char tok[32];
    const char *colon = memchr(s, ':', n);
    size_t seat_len = colon ? (size_t)(colon - s) : 0;
    if (!colon || seat_len >= sizeof tok || n - seat_len - 1 >= cap)
        return -1;
    memcpy(tok, s, seat_len);
    tok[seat_len] = '\0';
    memcpy(word, colon + 1, n - seat_len - 1);
    word[n - seat_len - 1] = '\0';
    return cri_layout_int(tok, 0, players - 1, seat) ? 1 : -1;
}

bool cri_parse_i64(const char **p, int64_t lo, int64_t hi, int64_t *out)
{
    const char *s = cri_layout_skip_blanks(*p);
    bool neg = *s == '-';
    if (neg)
        s++;
    if (*s < '0' || *s > '9')
        return false;
    int64_t v = 0;
    for (; *s >= '0' && *s <= '9'; s++) {
        v = v * 10 + (*s - '0');
        if (v > (int64_t)1 << 50)
            return false;
    }
    if (neg)
        v = -v;
    if (v < lo || v > hi || (*s && *s != ' ' && *s != '\t'))
        return false;
    *out = v;
    *p = cri_layout_skip_blanks(s);
    return true;
}

bool cri_layout_int(const char *text, int64_t lo, int64_t hi, int64_t *out)
{
    return cri_parse_i64(&text, lo, hi, out) && !*text;
}

static int32_t add_pile(cr_game *g, cri_layout *L, uint8_t *cards, size_t *n, size_t cap)
{
    for (size_t i = 0; i < L->piles_n; i++)
        if (L->piles[i].cards == cards)
            return cri_layout_fail(g, L, CR_E_PARSE, "this item is given twice");
    if (L->piles_n == CRI_LAYOUT_PILES_MAX)
        return cri_layout_fail(g, L, CR_E_LIMIT, "too many card lists");
    L->piles[L->piles_n].cards = cards;
    L->piles[L->piles_n].n = n;
    L->piles[L->piles_n].cap = cap;
    L->piles_n++;
    return CR_OK;
}

int32_t cri_layout_cards(cr_game *g, cri_layout *L, const char *p, uint8_t *out, size_t cap, size_t *n)
{
    size_t count = 0;
    char tok[16];
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == ',')
            p++;
        if (!*p)
            break;
        size_t k = 0;
        while (p[k] && p[k] != ' ' && p[k] != '\t' && p[k] != ',')
            k++;
        if (k >= sizeof tok)
            return cri_layout_fail(g, L, CR_E_PARSE, "bad card list");
        memcpy(tok, p, k);
        tok[k] = '\0';
        p += k;
        if (cri_ascii_caseeq(tok, "rest")) {
            if (L->rest)
                return cri_layout_fail(g, L, CR_E_PARSE, "`rest` may appear once in a layout");
            L->rest = out;
            L->rest_n = n;
            L->rest_at = count;
            L->rest_cap = cap;
            continue;
        }
        if (count >= cap)
            return cri_layout_fail(g, L, CR_E_INVALID_DEAL, "too many cards");
        if (cr_card_parse(&out[count], tok) != CR_OK)
            return cri_layout_fail(g, L, CR_E_PARSE, "bad card list");
        count++;
    }
    *n = count;
    return add_pile(g, L, out, n, cap);
}

int32_t cri_layout_place(cr_game *g, cri_layout *L, uint8_t *cards, size_t *n)
{
    return add_pile(g, L, cards, n, *n);
}

/* The common items; CR_E_NOT_FOUND for a key that is not one of them. */
static int32_t common_item(cr_game *g, cri_layout *L, const char *key, const char *v)
{
    int32_t n = g->cfg.players;
    int64_t x;
    if (cri_ascii_caseeq(key, "dealer") || cri_ascii_caseeq(key, "turn")) {
        if (!cri_layout_int(v, 0, n - 1, &x))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected a seat number");
        *(cri_ascii_caseeq(key, "dealer") ? &L->dealer : &L->turn) = (int32_t)x;
    } else if (cri_ascii_caseeq(key, "deal")) {
        if (!cri_layout_int(v, 0, CRI_DEAL_NO_MAX, &x))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected a deal number (0..65000)");
        L->deal = (int32_t)x;
    } else if (cri_ascii_caseeq(key, "seed")) {
        uint64_t s = 0;
        v = cri_layout_skip_blanks(v);
        if (*v < '0' || *v > '9')
            return cri_layout_fail(g, L, CR_E_PARSE, "expected a seed");
        for (; *v >= '0' && *v <= '9'; v++) {
            uint64_t d = (uint64_t)(*v - '0');
            if (s > (UINT64_MAX - d) / 10) /* every 64-bit seed, as cr_game_new takes */
                return cri_layout_fail(g, L, CR_E_PARSE, "seed too large");
            s = s * 10 + d;
        }
        if (*cri_layout_skip_blanks(v))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected a seed");
        L->seed = s;
        L->have_seed = true;
    } else if (cri_ascii_caseeq(key, "scores")) {
        for (int32_t s = 0; s < n; s++)
            if (!cri_parse_i64(&v, -CRI_SCORE_MAX, CRI_SCORE_MAX, &L->scores[s]))
                return cri_layout_fail(g, L, CR_E_PARSE, "expected one score per seat (within 10^12)");
        if (*cri_layout_skip_blanks(v))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected one score per seat");
    } else if (cri_ascii_caseeq(key, "counters") && g->engine->counters) {
        for (unsigned k = 0; k < g->engine->counters; k++) {
            if (!cri_parse_i64(&v, -CRI_COUNTER_MAX, CRI_COUNTER_MAX, &x))
                return cri_layout_fail(g, L, CR_E_PARSE, "expected the game's match counters");
            L->counters[k] = (int32_t)x;
        }
        if (*cri_layout_skip_blanks(v))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected the game's match counters");
    } else if (cri_ascii_caseeq(key, "hand")) {
        if (!cri_parse_i64(&v, 0, n - 1, &x))
            return cri_layout_fail(g, L, CR_E_PARSE, "expected a seat number and cards");
        if (L->hand_set[x])
            return cri_layout_fail(g, L, CR_E_PARSE, "hand given twice");
        L->hand_set[x] = true;
        return cri_layout_cards(g, L, v, L->hand[x], CRI_DECK_MAX, &L->hand_n[x]);
    } else if (cri_ascii_caseeq(key, "stock")) {
        return cri_layout_cards(g, L, v, L->stock, CRI_DECK_MAX, &L->stock_n);
    } else {
        return CR_E_NOT_FOUND;
    }
    return CR_OK;
}

static int32_t read_line(cr_game *g, cri_layout *L, const char *line)
{
    const char *p = cri_layout_skip_blanks(line);
    if (!*p || *p == '#')
        return CR_OK;
    char key[16];
    size_t k = 0;
    while (p[k] && p[k] != ' ' && p[k] != '\t') {
        if (k + 1 >= sizeof key)
            return cri_layout_fail(g, L, CR_E_PARSE, "unknown item");
        key[k] = p[k];
        k++;
    }
    key[k] = '\0';
    int32_t rc = common_item(g, L, key, p + k);
    if (rc == CR_E_NOT_FOUND)
        rc = g->engine->layout_line(g, L, key, p + k);
    if (rc == CR_E_NOT_FOUND)
        return cri_layout_fail(g, L, CR_E_PARSE, "unknown item for this game");
    return rc;
}

/* Adds cards to the placed multiset; false if more copies than the deck has. */
static bool place(cri_multiset *placed, const cri_multiset *deck, const uint8_t *c, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (!cri_ms_add(placed, c[i]))
            return false;
        if (cri_ms_count(placed, c[i]) > cri_ms_count(deck, c[i]))
            return false;
    }
    return true;
}

/* RULES.md 1.5: the piles together are exactly the preset's deck; `rest`
 * takes the cards placed nowhere, in canonical order. */
static int32_t deck_check(cr_game *g, cri_layout *L)
{
    uint8_t deck[CRI_DECK_MAX];
    size_t dn = g->engine->deck(g, deck);
    if (!dn)
        return cri_game_fail(g, CR_E_CONFIG, CR_REASON_PLAYER_COUNT, "no deck for these rules");
    cri_multiset want, placed;
    cri_ms_from_cards(&want, deck, dn);
    cri_ms_clear(&placed);
    for (size_t i = 0; i < L->piles_n; i++)
        if (!place(&placed, &want, L->piles[i].cards, *L->piles[i].n))
            return cri_game_fail(g, CR_E_INVALID_DEAL, CR_REASON_INVALID_DEAL,
                                 "E_INVALID_DEAL: a card appears more often than in the preset's deck");
    if (L->rest) {
        uint8_t miss[CRI_DECK_MAX];
        size_t k = 0;
        for (size_t i = 0; i < dn; i++) {
            if (cri_ms_count(&placed, deck[i]) < cri_ms_count(&want, deck[i])) {
                cri_ms_add(&placed, deck[i]);
                miss[k++] = deck[i];
            }
        }
        size_t have = *L->rest_n;
        if (have + k > L->rest_cap)
            return cri_game_fail(g, CR_E_INVALID_DEAL, CR_REASON_INVALID_DEAL, "E_INVALID_DEAL: too many cards");
        memmove(L->rest + L->rest_at + k, L->rest + L->rest_at, have - L->rest_at);
        memcpy(L->rest + L->rest_at, miss, k);
        *L->rest_n = have + k;
    }
    if (!cri_ms_equal(&placed, &want))
        return cri_game_fail(g, CR_E_INVALID_DEAL, CR_REASON_INVALID_DEAL,
                             "E_INVALID_DEAL: the layout holds %u cards, not exactly the preset's %zu-card deck",
                             cri_ms_total(&placed), dn);
    return CR_OK;
}

/* The common items into the game; the engine may still adjust them. */
static void commit_common(cr_game *g, const cri_layout *L)
{
    g->dealer = (int8_t)L->dealer;
    g->to_act = (int8_t)(L->turn >= 0 ? L->turn : (L->dealer + 1) % g->cfg.players);
    g->deal_no = (uint16_t)L->deal;
    memcpy(g->base_score, L->scores, sizeof g->base_score);
    memcpy(g->counter_base, L->counters, sizeof g->counter_base);
    g->phase = CR_PHASE_READY;
    if (L->have_seed)
        cri_pcg32_seed64(&g->rng, L->seed);
}

int32_t cri_game_layout_read(cr_game *g, const char *text)
{
    cri_layout *L = calloc(1, sizeof *L);
    char *line = malloc(CRI_LAYOUT_LINE_MAX + 1);
    void *engine = g->engine->layout_size ? calloc(1, g->engine->layout_size) : NULL;
    int32_t rc = CR_OK;
    if (!L || !line || (g->engine->layout_size && !engine)) {
        rc = cri_game_fail(g, CR_E_NOMEM, 0, "out of memory");
        goto done;
    }
    L->engine = engine;
    L->turn = -1;
    for (const char *p = text; rc == CR_OK && *p;) {
        size_t n = 0;
        while (p[n] && p[n] != '\n')
            n++;
        L->line_no++;
        if (n > CRI_LAYOUT_LINE_MAX) {
            rc = cri_layout_fail(g, L, CR_E_LIMIT, "line too long");
            break;
        }
        memcpy(line, p, n);
        line[n] = '\0';
        if (n && line[n - 1] == '\r')
            line[n - 1] = '\0';
        rc = read_line(g, L, line);
        p += n;
        if (*p == '\n')
            p++;
    }
    if (rc == CR_OK)
        rc = deck_check(g, L);
    if (rc == CR_OK) {
        commit_common(g, L);
        rc = g->engine->layout_apply(g, L);
    }
done:
    free(engine);
    free(L);
    free(line);
    return rc;
}

void cri_game_layout_write(cri_json *w, const cr_game *g)
{
    int32_t n = g->cfg.players;
    uint8_t cards[CRI_DECK_MAX];
    char buf[CRI_DECK_MAX * 4 + 8];
    cri_json_printf(w, "dealer %d\nturn %d\ndeal %u\nscores", (int)g->dealer, (int)g->to_act,
                    (unsigned)g->deal_no);
    for (int32_t p = 0; p < n; p++)
        cri_json_printf(w, " %lld", (long long)g->base_score[p]);
    cri_json_raw(w, "\n");
    if (g->engine->counters) {
        cri_json_raw(w, "counters");
        for (unsigned k = 0; k < g->engine->counters; k++)
            cri_json_printf(w, " %ld", (long)g->counter_base[k]);
        cri_json_raw(w, "\n");
    }
    for (int32_t p = 0; p < n; p++) {
        size_t k = g->engine->hand(g, p, cards);
        cr_cards_format(buf, sizeof buf, NULL, cards, k, CR_FORMAT_ASCII);
        cri_json_printf(w, "hand %d %s\n", (int)p, buf);
    }
    size_t k = g->engine->pile(g, CRI_PILE_STOCK, cards, NULL);
    cr_cards_format(buf, sizeof buf, NULL, cards, k, CR_FORMAT_ASCII);
    cri_json_printf(w, "stock %s\n", buf);
    g->engine->layout_write(w, g);
}
