/* Shared support of the fuzz harnesses (tests/fuzz/fuzz.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

void fz_fail(const char *file, int line, const char *what)
{
    fprintf(stderr, "%s:%d: property failed: %s\n", file, line, what);
    abort();
}

uint32_t fz_byte(fz_in *in)
{
    if (!in->n)
        return 0;
    in->n--;
    return *in->p++;
}

uint64_t fz_u64(fz_in *in)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v = v << 8 | fz_byte(in);
    return v;
}

char *fz_text(const uint8_t *data, size_t size)
{
    char *t = malloc(size + 1);
    FZ_CHECK(t);
    if (size)
        memcpy(t, data, size);
    t[size] = '\0';
    return t;
}

char *fz_rest_text(fz_in *in)
{
    char *t = fz_text(in->p, in->n);
    in->p += in->n;
    in->n = 0;
    return t;
}

/* ---- presets and rules -------------------------------------------------------- */

static int32_t preset_ids[64];
static size_t preset_n;
static int presets_found;

size_t fz_presets(const int32_t **out_ids)
{
    if (!presets_found) {
        for (int32_t id = 1; id <= cr_preset_count() && preset_n < 64; id++) {
            cr_rules *r = NULL;
            cr_game *g = NULL;
            if (cr_rules_new_id(&r, id) == CR_OK && cr_game_new(&g, r, 1) == CR_OK)
                preset_ids[preset_n++] = id;
            cr_game_free(g);
            cr_rules_free(r);
        }
        presets_found = 1;
        FZ_CHECK(preset_n > 0);
    }
    *out_ids = preset_ids;
    return preset_n;
}

/* One option of the registry that applies to the preset, set to a value
 * drawn from the input: a named value, a number within the bounds or just
 * outside, or a bare name. */
static void draw_option(cr_rules *r, int32_t preset, fz_in *in)
{
    int32_t count = cr_rules_option_count();
    int32_t idx = (int32_t)(fz_byte(in) << 8 | fz_byte(in)) % count;
    if (cr_rules_option_applies(idx, preset) != 1)
        return;
    const char *name = cr_rules_option_name(idx);
    uint32_t how = fz_byte(in);
    int32_t values = cr_rules_option_value_count(idx);
    char val[64];
    if (values > 0 && how % 3 == 0) {
        const char *v = cr_rules_option_value_name(NULL, idx, (int32_t)(fz_byte(in) % (uint32_t)values));
        snprintf(val, sizeof val, "%s", v ? v : "");
    } else if (cr_rules_option_type(idx) == CR_OPTION_RANKS) {
        static const char *const ranks[] = {"NONE", "A", "2", "A,8", "J,Q,K", "7"};
        snprintf(val, sizeof val, "%s", ranks[fz_byte(in) % 6]);
    } else {
        int64_t lo = 0, hi = 0;
        cr_rules_option_bounds(&lo, &hi, idx);
        int64_t span = hi - lo + 3;
        int64_t v = lo - 1 + (int64_t)(fz_byte(in) << 8 | fz_byte(in)) % (span > 0 ? span : 1);
        snprintf(val, sizeof val, "%lld", (long long)v);
    }
    cr_rules_set(r, name, val); /* a refused value changes nothing */
}

cr_rules *fz_rules(fz_in *in)
{
    const int32_t *ids;
    size_t n = fz_presets(&ids);
    int32_t preset = ids[fz_byte(in) % n];
    cr_rules *r = NULL;
    FZ_CHECK(cr_rules_new_id(&r, preset) == CR_OK);
    uint32_t lo = 2, hi = 4;
    cr_rules_player_range(&lo, &hi, preset);
    uint32_t players = fz_byte(in);
    if (players >= lo && players <= hi) /* else keep the default */
        cr_rules_set_int(r, "players", players);
    uint32_t options = fz_byte(in) % 4;
    for (uint32_t i = 0; i < options; i++)
        draw_option(r, preset, in);
    return r;
}

cr_game *fz_game(fz_in *in)
{
    cr_rules *r = fz_rules(in);
    uint64_t seed = fz_u64(in);
    cr_game *g = NULL;
    int32_t rc = cr_game_new(&g, r, seed);
    /* Rules that validate are rules the game can play (issues 13 and 9:
     * validation asks the engine, as creation does). */
    if (cr_rules_validate(r) == CR_OK)
        FZ_CHECK(rc == CR_OK || rc == CR_E_NOMEM);
    else
        FZ_CHECK(rc != CR_OK);
    cr_rules_free(r);
    return g;
}

/* ---- texts ----------------------------------------------------------------------- */

typedef int32_t (*text_fn)(char *, size_t, size_t *, cr_game *, int32_t);

static int32_t save_fn(char *buf, size_t cap, size_t *need, cr_game *g, int32_t seat)
{
    (void)seat;
    return cr_game_save(buf, cap, need, g);
}

static int32_t record_fn(char *buf, size_t cap, size_t *need, cr_game *g, int32_t seat)
{
    (void)seat;
    return cr_game_record(buf, cap, need, g);
}

/* A malloc'ed text of the "needed" protocol, checked to be well-formed.
 * Each call renders the whole text, and texts are most of what the checks
 * cost, so a text is asked for once, into a scratch buffer as large as the
 * largest text so far, and again only when it does not fit (the
 * CR_E_BUFFER_TOO_SMALL path). With query_first the size is asked for first
 * (NULL, 0) as the documentation shows, so that path is checked too: once
 * per full check (its first save and the spectator's view) and for every
 * match record, not for every text. */
static char *text_of(text_fn get, cr_game *g, int32_t seat, int query_first)
{
    static char *scratch;
    static size_t scratch_cap;
    size_t need = 0;
    int32_t rc;
    if (query_first) {
        FZ_CHECK(get(NULL, 0, &need, g, seat) == CR_E_BUFFER_TOO_SMALL);
        FZ_CHECK(need > 0);
    } else {
        if (!scratch) {
            scratch_cap = 16384;
            scratch = malloc(scratch_cap);
            FZ_CHECK(scratch);
        }
        rc = get(scratch, scratch_cap, &need, g, seat);
        FZ_CHECK(rc == CR_OK || rc == CR_E_BUFFER_TOO_SMALL);
        FZ_CHECK(need > 0);
        if (rc == CR_E_BUFFER_TOO_SMALL)
            FZ_CHECK(need > scratch_cap);
        else
            FZ_CHECK(need <= scratch_cap);
    }
    if (need > scratch_cap) {
        free(scratch);
        scratch_cap = need;
        scratch = malloc(scratch_cap);
        FZ_CHECK(scratch);
        query_first = 1; /* ask again, into the grown buffer */
    }
    if (query_first) {
        size_t again = 0;
        FZ_CHECK(get(scratch, scratch_cap, &again, g, seat) == CR_OK);
        FZ_CHECK(again == need);
    }
    FZ_CHECK(strlen(scratch) + 1 == need);
    char *out = malloc(need);
    FZ_CHECK(out);
    memcpy(out, scratch, need);
    return out;
}

static char *save_text(cr_game *g, int query_first)
{
    return text_of(save_fn, g, 0, query_first);
}

char *fz_save(cr_game *g)
{
    return save_text(g, 0);
}

char *fz_record(cr_game *g)
{
    return text_of(record_fn, g, 0, 1);
}

static char *view_text(cr_game *g, int32_t seat, int query_first)
{
    char *buf = text_of(cr_game_view, g, seat, query_first);
    size_t len = strlen(buf);
    FZ_CHECK(len >= 2 && buf[0] == '{' && buf[len - 1] == '}');
    return buf;
}

char *fz_view(cr_game *g, int32_t seat)
{
    return view_text(g, seat, 0);
}

/* ---- invariants ------------------------------------------------------------------- */

enum { NCODES = 256 };

/* Adds the physical cards of a card array (a pile or a hand) to counts;
 * returns their number. Table piles hold separators and declared jokers. */
static size_t count_cards(const uint8_t *cards, size_t n, unsigned *counts)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        uint8_t c = cards[i];
        if (c == 0xFF) /* CR_MOVE_SEPARATOR */
            continue;
        if (c & 0x80) /* CR_JOKER_AS(): a melded joker */
            c = CR_CARD_JOKER;
        FZ_CHECK(cr_card_is_valid(c));
        counts[c]++;
        k++;
    }
    return k;
}

static size_t visible_cards(cr_game *g, int32_t viewer, unsigned *counts)
{
    uint8_t buf[4 * CR_MAX_CARDS];
    size_t n = 0, total = 0;
    for (int32_t pile = CR_PILE_WIDOW; pile <= CR_PILE_TABLE; pile++) {
        int32_t rc = cr_game_pile(buf, sizeof buf, &n, g, pile);
        FZ_CHECK(rc == CR_OK || rc == CR_E_INVALID_ARGUMENT || rc == CR_E_UNSUPPORTED);
        if (rc == CR_OK)
            total += count_cards(buf, n, counts);
    }
    for (int32_t s = 0; s < cr_game_player_count(g); s++) {
        if (viewer != CR_SEAT_SPECTATOR && s != viewer)
            continue;
        FZ_CHECK(cr_game_hand(buf, sizeof buf, &n, g, s) == CR_OK);
        FZ_CHECK((int32_t)n == cr_game_hand_size(g, s));
        total += count_cards(buf, n, counts);
    }
    return total;
}

size_t fz_card_total(cr_game *g)
{
    size_t total = (size_t)cr_game_stock_size(g);
    FZ_CHECK(cr_game_stock_size(g) >= 0);
    unsigned counts[NCODES] = {0};
    uint8_t buf[4 * CR_MAX_CARDS];
    size_t n;
    for (int32_t pile = CR_PILE_WIDOW; pile <= CR_PILE_TABLE; pile++)
        if (cr_game_pile(buf, sizeof buf, &n, g, pile) == CR_OK)
            total += count_cards(buf, n, counts);
    for (int32_t s = 0; s < cr_game_player_count(g); s++)
        total += (size_t)cr_game_hand_size(g, s);
    return total;
}

cr_rules *fz_game_rules(cr_game *g)
{
    size_t need = 0;
    FZ_CHECK(cr_game_rules_text(NULL, 0, &need, g) == CR_E_BUFFER_TOO_SMALL);
    char *text = malloc(need);
    FZ_CHECK(text && cr_game_rules_text(text, need, NULL, g) == CR_OK);
    cr_rules *r = NULL;
    FZ_CHECK(cr_rules_from_text(&r, text) == CR_OK);
    free(text);
    return r;
}

/* The pack of a game's rules: how often each card code is in it, and its size. */
typedef struct fz_pack {
    unsigned counts[NCODES];
    size_t n;
} fz_pack;

static void pack_of(cr_game *g, fz_pack *p)
{
    cr_rules *r = fz_game_rules(g);
    uint32_t packs = 0, jokers = 0, hand = 0;
    FZ_CHECK(cr_rules_deal_figures(&packs, &jokers, &hand, r) == CR_OK);
    cr_rules_free(r);
    uint8_t deck[CR_MAX_CARDS];
    memset(p, 0, sizeof *p);
    FZ_CHECK(cr_deck_build(deck, sizeof deck, &p->n, packs, jokers) == CR_OK);
    count_cards(deck, p->n, p->counts);
}

/* Cards are conserved: no card shows more often than the pack holds it, and
 * hands, stock and piles add up to the pack. */
static void check_cards_of(cr_game *g, const fz_pack *pack)
{
    unsigned seen[NCODES] = {0};
    visible_cards(g, CR_SEAT_SPECTATOR, seen);
    for (unsigned c = 0; c < NCODES; c++)
        FZ_CHECK(seen[c] <= pack->counts[c]);
    FZ_CHECK(fz_card_total(g) == pack->n);
}

/* The pack of the input's game, kept by the light mode between fz_set_period()
 * calls: a game driver's input plays one set of rules (copies and next deals
 * keep them), and writing and parsing the rules text after every change was
 * a third of its time. A full check still takes the pack from the game's
 * rules text and finds it the same. */
static fz_pack input_pack;
static int input_pack_valid;

static void check_cards(cr_game *g)
{
    fz_pack pack;
    pack_of(g, &pack);
    if (input_pack_valid)
        FZ_CHECK(memcmp(&pack, &input_pack, sizeof pack) == 0);
    check_cards_of(g, &pack);
}

static void check_listed_moves(cr_game *g)
{
    if (cr_game_is_deal_over(g))
        return;
    int32_t seat = cr_game_to_act(g);
    size_t n = 0;
    FZ_CHECK(cr_game_legal_count(&n, g, seat) == CR_OK);
    FZ_CHECK(n > 0);
    for (size_t i = 0; i < n; i++) {
        int32_t type, arg;
        uint8_t cards[4 * CR_MAX_CARDS];
        size_t cn;
        FZ_CHECK(cr_game_legal_move_get(&type, cards, sizeof cards, &cn, &arg, g, i) == CR_OK);
        FZ_CHECK(cr_game_validate_move(g, seat, type, cards, cn, arg) == CR_OK);
    }
}

static void check_save_load(cr_game *g)
{
    char *s1 = save_text(g, 1);
    cr_game *h = NULL;
    char msg[256];
    int32_t rc = cr_game_load(&h, msg, sizeof msg, s1);
    if (rc != CR_OK)
        fprintf(stderr, "load of its own save: %s\n%s", msg, s1);
    FZ_CHECK(rc == CR_OK);
    char *s2 = fz_save(h);
    FZ_CHECK(strcmp(s1, s2) == 0);
    free(s1);
    free(s2);
    cr_game_free(h);
}

/* Calls f on every quoted card name of a view; returns the first name f
 * refuses, or 0. */
static uint8_t view_cards(const char *v, int (*f)(uint8_t, unsigned *), unsigned *counts)
{
    uint8_t bad = 0;
    for (const char *p = strchr(v, '"'); p && !bad; p = strchr(p + 1, '"')) {
        const char *q = strchr(p + 1, '"');
        if (!q)
            break;
        size_t len = (size_t)(q - p - 1);
        if (len >= 2 && len <= 3) {
            char tok[4];
            memcpy(tok, p + 1, len);
            tok[len] = '\0';
            uint8_t c;
            if (cr_card_parse(&c, tok) == CR_OK && c != CR_CARD_JOKER && !f(c, counts))
                bad = c;
        }
        p = q;
    }
    return bad;
}

static int add_card(uint8_t c, unsigned *counts)
{
    counts[c]++;
    return 1;
}

static int known_card(uint8_t c, unsigned *counts)
{
    return counts[c] > 0;
}

/* Every card name of the viewer's view v is counted in ok. */
static void check_view_names(int32_t viewer, const char *v, unsigned *ok)
{
    uint8_t bad = view_cards(v, known_card, ok);
    if (bad) {
        fprintf(stderr, "seat %d sees %s: %s\n", (int)viewer, cr_card_name(bad), v);
        fz_fail(__FILE__, __LINE__, "a view shows a card its viewer may not see");
    }
}

/* Every card name of a view is one its viewer may see. The spectator may
 * see the piles and what is public knowledge of the hands (e.g. a RUMMY
 * upcard a seat took), never the stock: its names must be in a pile or a
 * hand. A seat may see its own hand and what the spectator sees: so no
 * seat's view shows another seat's hand or the stock. The spectator's view
 * is rendered once a check (it was once for itself and once for every seat)
 * and its names added to what each seat may see. */
static void check_no_leak(cr_game *g)
{
    unsigned public_cards[NCODES] = {0}, ok[NCODES] = {0};
    char *sv = view_text(g, CR_SEAT_SPECTATOR, 1);
    visible_cards(g, CR_SEAT_SPECTATOR, ok);
    check_view_names(CR_SEAT_SPECTATOR, sv, ok);
    FZ_CHECK(view_cards(sv, add_card, public_cards) == 0);
    free(sv);
    for (int32_t seat = 0; seat < cr_game_player_count(g); seat++) {
        memcpy(ok, public_cards, sizeof ok);
        visible_cards(g, seat, ok);
        char *v = view_text(g, seat, 0);
        check_view_names(seat, v, ok);
        free(v);
    }
}

static void check_full(cr_game *g)
{
    check_listed_moves(g);
    check_save_load(g);
    if (!cr_game_is_deal_over(g))
        check_no_leak(g);
}

void fz_check_game(cr_game *g)
{
    check_cards(g);
    check_full(g);
}

/* ---- light mode ------------------------------------------------------------------- */

/* Full checks every `period` accepted changes (0: only at the end); `since`
 * counts the changes since the last full check. A fresh process checks every
 * change until a harness sets a period, so load, layout and replay are
 * unaffected. */
static uint32_t period = 1, since;
static int light_used, forced_full;

int fz_light_used(void)
{
    return light_used;
}

void fz_force_full(int on)
{
    forced_full = on;
}

void fz_set_period(uint32_t byte)
{
    static const uint32_t periods[4] = {1, 4, 16, 0};
    static long env = -1;
    if (env < 0) {
        const char *e = getenv("CR_FUZZ_FULL_EVERY");
        env = e && *e ? strtol(e, NULL, 10) : 0;
        if (env < 0)
            env = 0;
    }
    light_used = 1;
    input_pack_valid = 0;
    period = forced_full ? 1 : env > 0 ? (uint32_t)env : periods[byte % 4];
    since = 0;
}

void fz_check_step(cr_game *g)
{
    since++;
    if (period && since >= period) {
        fz_check_game(g);
        since = 0;
    } else {
        if (!input_pack_valid) {
            pack_of(g, &input_pack);
            input_pack_valid = 1;
        }
        check_cards_of(g, &input_pack);
    }
}

void fz_check_end(cr_game *g)
{
    if (since) {
        check_full(g); /* conservation held at the last change, and nothing changed since */
        since = 0;
    }
}

void fz_play_on(cr_game *g, int moves)
{
    for (int i = 0; i < moves && !cr_game_is_deal_over(g); i++) {
        FZ_CHECK(cr_game_bot_play(g, cr_game_to_act(g), (uint64_t)i) == CR_OK);
        fz_check_step(g);
    }
}

int32_t fz_try_move(cr_game *g, int32_t seat, const char *mv)
{
    char *before = fz_save(g);
    int32_t valid = cr_game_validate(g, seat, mv);
    int32_t rc = cr_game_apply(g, seat, mv);
    FZ_CHECK((valid == CR_OK) == (rc == CR_OK));
    if (rc == CR_OK) {
        fz_check_step(g);
    } else {
        FZ_CHECK(rc == CR_E_PARSE || rc == CR_E_ILLEGAL_MOVE || rc == CR_E_INVALID_ARGUMENT ||
                 rc == CR_E_LIMIT);
        char *after = fz_save(g);
        FZ_CHECK(strcmp(before, after) == 0); /* a refused move changes nothing */
        free(after);
    }
    free(before);
    return rc;
}
