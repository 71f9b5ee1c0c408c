/* SHED engine text: the per-seat JSON view members and the layout format
 * (docs/game.md "Layouts"): parse with validation, and write (saves). */
#include <stdlib.h>
#include <string.h>

#include "game/json.h"
#include "shed/shed_internal.h"

static const char suit_letters[4] = {'C', 'D', 'H', 'S'};

static void json_suit(cri_json *w, unsigned s)
{
    if (s < 4) {
        char t[2] = {suit_letters[s], 0};
        cri_json_string(w, t);
    } else {
        cri_json_null(w);
    }
}

void cri_shed_view(cri_json *w, const cr_game *g, int32_t seat)
{
    const cri_shed_state *s = &g->st.shed;
    bool widow = g->cfg.shed.structure == CRI_SHED_WIDOW;
    bool over = g->phase == CR_PHASE_DEAL_OVER || g->phase == CR_PHASE_MATCH_OVER;
    uint8_t cards[CRI_DECK_MAX];
    if (seat >= 0) {
        cri_json_key(w, "hand");
        cri_json_cards(w, cards, cri_hand_to_cards(&s->hand[seat], cards));
    }
    cri_json_key(w, "structure");
    cri_json_string(w, widow ? "WIDOW" : "TRICK");
    unsigned card, suit;
    cri_json_key(w, "target");
    if (!over && cri_shed_target(g, &card, &suit)) {
        cri_json_begin_object(w);
        cri_json_key(w, "card");
        cri_json_card(w, (uint8_t)card);
        cri_json_key(w, "suit");
        json_suit(w, suit);
        cri_json_end_object(w);
    } else {
        cri_json_null(w);
    }
    if (widow) {
        cri_json_key(w, "widow");
        if (s->pile_n)
            cri_json_card(w, s->pile[s->pile_n - 1]);
        else
            cri_json_null(w);
        cri_json_key(w, "named_suit");
        json_suit(w, s->widow_named);
        cri_json_key(w, "covered_count");
        cri_json_int(w, s->pile_n ? s->pile_n - 1 : 0);
        cri_json_key(w, "passes");
        cri_json_int(w, s->passes);
    } else {
        cri_json_key(w, "leader");
        cri_json_int(w, s->leader);
        cri_json_key(w, "trick");
        cri_json_begin_array(w);
        for (unsigned i = 0; i < s->trick_n; i++) {
            cri_json_begin_object(w);
            cri_json_key(w, "seat");
            cri_json_int(w, s->trick_seat[i]);
            cri_json_key(w, "card");
            cri_json_card(w, s->trick[i]);
            if (s->trick_named[i] < 4) {
                cri_json_key(w, "named_suit");
                json_suit(w, s->trick_named[i]);
            }
            cri_json_end_object(w);
        }
        cri_json_end_array(w);
        cri_json_key(w, "out_count");
        cri_json_int(w, s->pile_n);
        cri_json_key(w, "last_trick_winner");
        if (s->last_trick_winner < CRI_MAX_SEATS)
            cri_json_int(w, s->last_trick_winner);
        else
            cri_json_null(w);
    }
    if (g->phase == CR_PHASE_DRAWING) {
        cri_json_key(w, "drawing");
        cri_json_begin_object(w);
        cri_json_key(w, "seat");
        cri_json_int(w, g->to_act);
        cri_json_key(w, "count");
        cri_json_int(w, s->drawn_count);
        /* The drawn card is the drawer's secret until played. */
        if (seat == g->to_act) {
            cri_json_key(w, "card");
            cri_json_card(w, s->drawn);
        }
        cri_json_end_object(w);
    }
    if (over) {
        /* S0: "The remaining players expose their cards." */
        cri_json_key(w, "hands");
        cri_json_begin_array(w);
        for (int32_t p = 0; p < g->cfg.players; p++)
            cri_json_cards(w, cards, cri_hand_to_cards(&s->hand[p], cards));
        cri_json_end_array(w);
    }
}

/* ---- layouts -------------------------------------------------------------------- */

#define LINE_MAX_LEN 4096

typedef struct layout {
    uint8_t hand[CRI_MAX_SEATS][CRI_DECK_MAX];
    size_t hand_n[CRI_MAX_SEATS];
    bool hand_set[CRI_MAX_SEATS];
    uint8_t stock[CRI_DECK_MAX], widow[CRI_DECK_MAX], out[CRI_DECK_MAX];
    size_t stock_n, widow_n, out_n;
    uint8_t trick[CRI_MAX_SEATS], trick_seat[CRI_MAX_SEATS], trick_named[CRI_MAX_SEATS];
    size_t trick_n;
    uint8_t *rest;    /* the pile that takes the cards not placed elsewhere */
    size_t *rest_n;
    size_t rest_at;   /* where in that pile */
    int32_t dealer, turn, passes, deal, named, drawn, drawn_count;
    bool have_seed;
    uint64_t seed;
    int64_t scores[CRI_MAX_SEATS];
} layout;

static int32_t lfail(cr_game *g, int32_t status, const char *what, unsigned line)
{
    return cri_game_fail(g, status, status == CR_E_INVALID_DEAL ? CR_REASON_INVALID_DEAL : 0,
                         "layout line %u: %s", line, what);
}

static bool parse_i64(const char **p, int64_t lo, int64_t hi, int64_t *out)
{
    const char *s = *p;
    while (*s == ' ' || *s == '\t')
        s++;
    bool neg = false;
    if (*s == '-') {
        neg = true;
        s++;
    }
    if (*s < '0' || *s > '9')
        return false;
    int64_t v = 0;
    while (*s >= '0' && *s <= '9') {
        v = v * 10 + (*s - '0');
        if (v > (int64_t)1 << 50)
            return false;
        s++;
    }
    if (neg)
        v = -v;
    if (v < lo || v > hi)
        return false;
    if (*s && *s != ' ' && *s != '\t')
        return false;
    *out = v;
    *p = s;
    return true;
}

static bool at_end(const char *p)
{
    while (*p == ' ' || *p == '\t')
        p++;
    return *p == '\0';
}

/* A card list; the word `rest` anywhere in it (once per layout) stands for
 * every card not placed elsewhere, in canonical order. */
static int32_t card_list(layout *L, const char *p, uint8_t *out, size_t *n)
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
            return CR_E_PARSE;
        memcpy(tok, p, k);
        tok[k] = '\0';
        p += k;
        if (cri_ascii_caseeq(tok, "rest")) {
            if (L->rest)
                return CR_E_PARSE;
            L->rest = out;
            L->rest_n = n;
            L->rest_at = count;
            continue;
        }
        if (count >= CRI_DECK_MAX)
            return CR_E_LIMIT;
        if (cr_card_parse(&out[count], tok) != CR_OK)
            return CR_E_PARSE;
        count++;
    }
    *n = count;
    return CR_OK;
}

static int suit_from(char c)
{
    for (int s = 0; s < 4; s++)
        if (cri_ascii_lower((unsigned char)c) == cri_ascii_lower(suit_letters[s]))
            return s;
    return -1;
}

/* `trick 1:JD 2:JC=H ...` (=X: a suit named with a wild card). */
static int32_t trick_list(layout *L, const char *p, int32_t players)
{
    char tok[32];
    while (*p) {
        while (*p == ' ' || *p == '\t')
            p++;
        if (!*p)
            break;
        size_t n = 0;
        while (p[n] && p[n] != ' ' && p[n] != '\t')
            n++;
        if (n >= sizeof tok || L->trick_n >= CRI_MAX_SEATS)
            return CR_E_PARSE;
        memcpy(tok, p, n);
        tok[n] = '\0';
        p += n;
        char *colon = strchr(tok, ':');
        if (!colon)
            return CR_E_PARSE;
        *colon = '\0';
        const char *q = tok;
        int64_t seat;
        if (!parse_i64(&q, 0, players - 1, &seat) || *q)
            return CR_E_PARSE;
        char *eq = strchr(colon + 1, '=');
        int named = -1;
        if (eq) {
            *eq = '\0';
            if (!eq[1] || eq[2] || (named = suit_from(eq[1])) < 0)
                return CR_E_PARSE;
        }
        uint8_t c;
        if (cr_card_parse(&c, colon + 1) != CR_OK)
            return CR_E_PARSE;
        L->trick[L->trick_n] = c;
        L->trick_seat[L->trick_n] = (uint8_t)seat;
        L->trick_named[L->trick_n] = named < 0 ? 0xFF : (uint8_t)named;
        L->trick_n++;
    }
    return CR_OK;
}

static int32_t layout_line(cr_game *g, layout *L, char *line, unsigned no)
{
    int32_t n = g->cfg.players;
    char *p = line;
    while (*p == ' ' || *p == '\t')
        p++;
    if (!*p || *p == '#')
        return CR_OK;
    char key[16];
    size_t k = 0;
    while (p[k] && p[k] != ' ' && p[k] != '\t') {
        if (k + 1 >= sizeof key)
            return lfail(g, CR_E_PARSE, "unknown item", no);
        key[k] = p[k];
        k++;
    }
    key[k] = '\0';
    const char *v = p + k;
    int64_t x;
    int32_t rc = CR_OK;
    if (cri_ascii_caseeq(key, "dealer") || cri_ascii_caseeq(key, "turn")) {
        if (!parse_i64(&v, 0, n - 1, &x) || !at_end(v))
            return lfail(g, CR_E_PARSE, "expected a seat number", no);
        *(cri_ascii_caseeq(key, "dealer") ? &L->dealer : &L->turn) = (int32_t)x;
    } else if (cri_ascii_caseeq(key, "deal")) {
        if (!parse_i64(&v, 0, 65000, &x) || !at_end(v))
            return lfail(g, CR_E_PARSE, "expected a deal number", no);
        L->deal = (int32_t)x;
    } else if (cri_ascii_caseeq(key, "passes")) {
        if (!parse_i64(&v, 0, n - 1, &x) || !at_end(v))
            return lfail(g, CR_E_PARSE, "expected a pass count below the player count", no);
        L->passes = (int32_t)x;
    } else if (cri_ascii_caseeq(key, "seed")) {
        uint64_t s = 0;
        while (*v == ' ' || *v == '\t')
            v++;
        if (*v < '0' || *v > '9')
            return lfail(g, CR_E_PARSE, "expected a seed", no);
        for (; *v >= '0' && *v <= '9'; v++) {
            if (s > (UINT64_MAX - 9) / 10)
                return lfail(g, CR_E_PARSE, "seed too large", no);
            s = s * 10 + (uint64_t)(*v - '0');
        }
        if (!at_end(v))
            return lfail(g, CR_E_PARSE, "expected a seed", no);
        L->seed = s;
        L->have_seed = true;
    } else if (cri_ascii_caseeq(key, "scores")) {
        for (int32_t s = 0; s < n; s++)
            if (!parse_i64(&v, -1000000000000LL, 1000000000000LL, &L->scores[s]))
                return lfail(g, CR_E_PARSE, "expected one score per seat", no);
        if (!at_end(v))
            return lfail(g, CR_E_PARSE, "expected one score per seat", no);
    } else if (cri_ascii_caseeq(key, "named")) {
        while (*v == ' ' || *v == '\t')
            v++;
        if (!v[0] || !at_end(v + 1) || (L->named = suit_from(v[0])) < 0)
            return lfail(g, CR_E_PARSE, "expected a suit letter C, D, H or S", no);
    } else if (cri_ascii_caseeq(key, "drawn")) {
        uint8_t c;
        while (*v == ' ' || *v == '\t')
            v++;
        char tok[8];
        size_t t = 0;
        while (v[t] && v[t] != ' ' && v[t] != '\t' && t + 1 < sizeof tok) {
            tok[t] = v[t];
            t++;
        }
        tok[t] = '\0';
        v += t;
        if (cr_card_parse(&c, tok) != CR_OK)
            return lfail(g, CR_E_PARSE, "expected the drawn card", no);
        L->drawn = c;
        L->drawn_count = 1;
        if (!at_end(v)) {
            if (!parse_i64(&v, 1, CRI_DECK_MAX, &x) || !at_end(v))
                return lfail(g, CR_E_PARSE, "expected the drawn card and a count", no);
            L->drawn_count = (int32_t)x;
        }
    } else if (cri_ascii_caseeq(key, "hand")) {
        if (!parse_i64(&v, 0, n - 1, &x))
            return lfail(g, CR_E_PARSE, "expected a seat number and cards", no);
        if (L->hand_set[x])
            return lfail(g, CR_E_PARSE, "hand given twice", no);
        L->hand_set[x] = true;
        rc = card_list(L, v, L->hand[x], &L->hand_n[x]);
    } else if (cri_ascii_caseeq(key, "stock")) {
        rc = card_list(L, v, L->stock, &L->stock_n);
    } else if (cri_ascii_caseeq(key, "widow") && g->cfg.shed.structure == CRI_SHED_WIDOW) {
        rc = card_list(L, v, L->widow, &L->widow_n);
    } else if (cri_ascii_caseeq(key, "out") && g->cfg.shed.structure == CRI_SHED_TRICK) {
        rc = card_list(L, v, L->out, &L->out_n);
    } else if (cri_ascii_caseeq(key, "trick") && g->cfg.shed.structure == CRI_SHED_TRICK) {
        rc = trick_list(L, v, n);
    } else {
        return lfail(g, CR_E_PARSE, "unknown item for this game", no);
    }
    if (rc == CR_E_LIMIT)
        return lfail(g, CR_E_INVALID_DEAL, "too many cards", no);
    if (rc != CR_OK)
        return lfail(g, CR_E_PARSE, "bad card list", no);
    return CR_OK;
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

static int32_t layout_apply(cr_game *g, layout *L)
{
    int32_t n = g->cfg.players;
    const cri_shed_opts *o = &g->cfg.shed;
    uint8_t deck[CRI_DECK_MAX];
    size_t dn = g->engine->deck(&g->cfg, deck);
    if (!dn)
        return cri_game_fail(g, CR_E_CONFIG, CR_REASON_PLAYER_COUNT, "no deck for these rules");
    cri_multiset want, placed;
    cri_ms_from_cards(&want, deck, dn);
    cri_ms_clear(&placed);
    bool ok = place(&placed, &want, L->stock, L->stock_n) && place(&placed, &want, L->widow, L->widow_n) &&
              place(&placed, &want, L->out, L->out_n) && place(&placed, &want, L->trick, L->trick_n);
    for (int32_t s = 0; ok && s < n; s++)
        ok = place(&placed, &want, L->hand[s], L->hand_n[s]);
    if (!ok)
        return cri_game_fail(g, CR_E_INVALID_DEAL, CR_REASON_INVALID_DEAL,
                             "E_INVALID_DEAL: a card appears more often than in the preset's deck");
    if (L->rest) {
        /* The missing cards, in canonical order, inserted at the mark. */
        uint8_t miss[CRI_DECK_MAX];
        size_t k = 0;
        for (size_t i = 0; i < dn; i++) {
            if (cri_ms_count(&placed, deck[i]) < cri_ms_count(&want, deck[i])) {
                cri_ms_add(&placed, deck[i]);
                miss[k++] = deck[i];
            }
        }
        size_t have = *L->rest_n;
        if (have + k > CRI_DECK_MAX)
            return cri_game_fail(g, CR_E_INVALID_DEAL, CR_REASON_INVALID_DEAL, "E_INVALID_DEAL: too many cards");
        memmove(L->rest + L->rest_at + k, L->rest + L->rest_at, have - L->rest_at);
        memcpy(L->rest + L->rest_at, miss, k);
        *L->rest_n = have + k;
    }
    if (!cri_ms_equal(&placed, &want))
        return cri_game_fail(g, CR_E_INVALID_DEAL, CR_REASON_INVALID_DEAL,
                             "E_INVALID_DEAL: the layout holds %u cards, not exactly the preset's %zu-card deck",
                             cri_ms_total(&placed), dn);
    for (int32_t s = 0; s < n; s++)
        if (L->hand_n[s] == 0)
            return cri_game_fail(g, CR_E_INVALID_DEAL, CR_REASON_INVALID_DEAL,
                                 "E_INVALID_DEAL: seat %d has no cards, so the deal would be over", (int)s);
    if (L->turn < 0)
        L->turn = (L->dealer + 1) % n;
    /* The trick: seats clockwise from the leader, all before the seat to act. */
    int32_t leader = L->trick_n ? L->trick_seat[0] : L->turn;
    int32_t turns = (L->turn - leader + n) % n;
    if (L->trick_n && turns == 0)
        return cri_game_fail(g, CR_E_INVALID_DEAL, CR_REASON_INVALID_DEAL,
                             "E_INVALID_DEAL: the trick's leader cannot be the seat to act");
    for (size_t i = 1; i < L->trick_n; i++) {
        int32_t prev = (L->trick_seat[i - 1] - leader + n) % n;
        int32_t d = (L->trick_seat[i] - leader + n) % n;
        if (d <= prev || d >= turns)
            return cri_game_fail(g, CR_E_INVALID_DEAL, CR_REASON_INVALID_DEAL,
                                 "E_INVALID_DEAL: trick seats must run clockwise from the leader to the seat to act");
    }
    if (L->drawn >= 0) {
        bool held = false;
        for (size_t i = 0; i < L->hand_n[L->turn]; i++)
            held |= L->hand[L->turn][i] == L->drawn;
        if (!held)
            return cri_game_fail(g, CR_E_INVALID_DEAL, CR_REASON_INVALID_DEAL,
                                 "E_INVALID_DEAL: the drawn card must be in the hand of the seat to act");
    }
    /* Commit. */
    cri_shed_state *s = &g->st.shed;
    memset(s, 0, sizeof *s);
    s->widow_named = 0xFF;
    s->out_seat = -1;
    s->last_trick_winner = 0xFF;
    memset(s->trick_named, 0xFF, sizeof s->trick_named);
    for (int32_t p = 0; p < n; p++) {
        for (size_t i = 0; i < L->hand_n[p]; i++)
            cri_hand_add(&s->hand[p], L->hand[p][i]);
        s->hand_n[p] = (uint8_t)L->hand_n[p];
    }
    for (size_t i = 0; i < L->stock_n; i++)
        s->stock[i] = L->stock[L->stock_n - 1 - i];
    s->stock_n = (uint8_t)L->stock_n;
    if (o->structure == CRI_SHED_WIDOW) {
        memcpy(s->pile, L->widow, L->widow_n);
        s->pile_n = (uint8_t)L->widow_n;
        s->widow_named = L->named >= 0 ? (uint8_t)L->named : 0xFF;
        s->passes = (uint8_t)L->passes;
    } else {
        memcpy(s->pile, L->out, L->out_n);
        s->pile_n = (uint8_t)L->out_n;
        memcpy(s->trick, L->trick, L->trick_n);
        memcpy(s->trick_seat, L->trick_seat, L->trick_n);
        memcpy(s->trick_named, L->trick_named, L->trick_n);
        s->trick_n = (uint8_t)L->trick_n;
        s->trick_turns = (uint8_t)turns;
        s->leader = (uint8_t)leader;
    }
    g->dealer = (int8_t)L->dealer;
    g->to_act = (int8_t)L->turn;
    g->deal_no = (uint16_t)L->deal;
    memcpy(g->base_score, L->scores, sizeof g->base_score);
    g->phase = CR_PHASE_READY;
    if (L->drawn >= 0) {
        g->phase = CR_PHASE_DRAWING;
        s->drawn = (uint8_t)L->drawn;
        s->drawn_count = (uint8_t)L->drawn_count;
    }
    if (L->have_seed)
        cri_pcg32_seed64(&g->rng, L->seed);
    return CR_OK;
}

int32_t cri_shed_layout_parse(cr_game *g, const char *text)
{
    layout *L = calloc(1, sizeof *L);
    char *line = malloc(LINE_MAX_LEN + 1);
    if (!L || !line) {
        free(L);
        free(line);
        return cri_game_fail(g, CR_E_NOMEM, 0, "out of memory");
    }
    L->dealer = 0;
    L->turn = -1;
    L->named = -1;
    L->drawn = -1;
    int32_t rc = CR_OK;
    unsigned no = 0;
    const char *p = text;
    while (rc == CR_OK && *p) {
        size_t n = 0;
        while (p[n] && p[n] != '\n')
            n++;
        no++;
        if (n > LINE_MAX_LEN) {
            rc = lfail(g, CR_E_LIMIT, "line too long", no);
            break;
        }
        memcpy(line, p, n);
        line[n] = '\0';
        if (n && line[n - 1] == '\r')
            line[n - 1] = '\0';
        rc = layout_line(g, L, line, no);
        p += n;
        if (*p == '\n')
            p++;
    }
    if (rc == CR_OK)
        rc = layout_apply(g, L);
    free(L);
    free(line);
    return rc;
}

void cri_shed_layout_write(cri_json *w, const cr_game *g)
{
    const cri_shed_state *s = &g->st.shed;
    int32_t n = g->cfg.players;
    uint8_t cards[CRI_DECK_MAX];
    char buf[CRI_DECK_MAX * 4 + 8];
    cri_json_printf(w, "dealer %d\nturn %d\ndeal %u\nscores", (int)g->dealer, (int)g->to_act,
                    (unsigned)g->deal_no);
    for (int32_t p = 0; p < n; p++)
        cri_json_printf(w, " %lld", (long long)g->base_score[p]);
    cri_json_raw(w, "\n");
    for (int32_t p = 0; p < n; p++) {
        size_t k = cri_hand_to_cards(&s->hand[p], cards);
        cr_cards_format(buf, sizeof buf, NULL, cards, k, CR_FORMAT_ASCII);
        cri_json_printf(w, "hand %d %s\n", (int)p, buf);
    }
    for (size_t i = 0; i < s->stock_n; i++)
        cards[i] = s->stock[s->stock_n - 1 - i];
    cr_cards_format(buf, sizeof buf, NULL, cards, s->stock_n, CR_FORMAT_ASCII);
    cri_json_printf(w, "stock %s\n", buf);
    cr_cards_format(buf, sizeof buf, NULL, s->pile, s->pile_n, CR_FORMAT_ASCII);
    if (g->cfg.shed.structure == CRI_SHED_WIDOW) {
        cri_json_printf(w, "widow %s\npasses %u\n", buf, (unsigned)s->passes);
        if (s->widow_named < 4)
            cri_json_printf(w, "named %c\n", suit_letters[s->widow_named]);
    } else {
        cri_json_printf(w, "out %s\ntrick", buf);
        for (unsigned i = 0; i < s->trick_n; i++) {
            cri_json_printf(w, " %u:%s", (unsigned)s->trick_seat[i], cr_card_name(s->trick[i]));
            if (s->trick_named[i] < 4)
                cri_json_printf(w, "=%c", suit_letters[s->trick_named[i]]);
        }
        cri_json_raw(w, "\n");
    }
    if (g->phase == CR_PHASE_DRAWING)
        cri_json_printf(w, "drawn %s %u\n", cr_card_name(s->drawn), (unsigned)s->drawn_count);
}
