/* The game handle: lifecycle, errors, state queries, results and matches.
 * Moves are in game_move.c, layouts/saves/views in game_io.c and
 * game_view.c; the rules of play live in the engines. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "cards/multiset.h"
#include "rules/presets.h"

/* ---- errors ------------------------------------------------------------- */

int32_t cri_game_fail(cr_game *g, int32_t status, int32_t reason, const char *fmt, ...)
{
    if (!g)
        return status;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->err, sizeof g->err, fmt, ap);
    va_end(ap);
    g->last_reason = reason;
    return status;
}

void cri_game_ok(cr_game *g)
{
    g->err[0] = '\0';
    g->last_reason = CR_REASON_NONE;
}

void cri_copy_msg(char *buf, size_t cap, const char *msg)
{
    if (!buf || !cap)
        return;
    size_t n = strlen(msg);
    if (n >= cap)
        n = cap - 1;
    memcpy(buf, msg, n);
    buf[n] = '\0';
}

const char *cr_game_last_error(const cr_game *game)
{
    return game ? game->err : "no game handle (NULL)";
}

int32_t cr_game_last_reason(const cr_game *game)
{
    return game ? game->last_reason : CR_E_INVALID_ARGUMENT;
}

/* ---- names -------------------------------------------------------------- */

const char *cr_phase_name(int32_t phase)
{
    static const char *const names[] = {NULL,    "READY", "DRAWING",   "DISCARD",
                                        "TRANSACTION", "BREAK", "DEAL_OVER", "MATCH_OVER"};
    return phase >= 1 && phase <= CR_PHASE_MATCH_OVER ? names[phase] : "UNKNOWN";
}

const char *cr_end_reason_name(int32_t reason)
{
    static const char *const names[] = {"NONE",      "OUT",     "RUMMY",   "KNOCK", "BREAK",
                                        "STOCK_END", "BLOCKED", "REFUSED", "VOID"};
    return reason >= 0 && reason <= CR_END_VOID ? names[reason] : "UNKNOWN";
}

int32_t cr_joker_as(uint8_t declared)
{
    return cri_declaration_ok(declared) ? (int32_t)CR_JOKER_AS(declared) : CR_E_INVALID_ARGUMENT;
}

int32_t cr_open_suit(int32_t rank)
{
    return rank >= 1 && rank <= CR_RANK_KING ? (int32_t)CR_OPEN_SUIT(rank) : CR_E_INVALID_ARGUMENT;
}

const char *cr_currency_name(int32_t currency)
{
    static const char *const names[] = {NULL, "UNIT", "POINT", "CHIP"};
    return currency >= 1 && currency <= CR_CURRENCY_CHIP ? names[currency] : "UNKNOWN";
}

/* ---- lifecycle ----------------------------------------------------------- */

bool cri_seat_ok(const cr_game *g, int32_t seat)
{
    return seat >= 0 && seat < g->cfg.players;
}

/* The engine-neutral part of the config; the engine's own options are read
 * by its config hook. */
static int32_t common_config(cri_game_config *cfg, const cr_rules *r)
{
    memset(cfg, 0, sizeof *cfg);
    const cri_preset_info *p = cri_preset_get(r->preset);
    if (!p)
        return CR_E_INVALID_ARGUMENT;
    /* The object may have been built option by option without validation:
     * the registry's combination check runs here too. */
    int32_t rc = cri_rules_check(r, NULL, NULL, 0);
    if (rc != CR_OK)
        return rc;
    cfg->preset = p->id;
    cfg->engine = p->engine;
    cfg->players = (int32_t)cri_rules_players(r);
    cfg->first_dealer = cri_rules_opt(r, CRI_OPT_FIRST_DEALER);
    if (cfg->players < 2 || cfg->players > CRI_MAX_SEATS || cfg->first_dealer >= cfg->players)
        return CR_E_CONFIG;
    return CR_OK;
}

int32_t cri_game_create(cr_game **out, const cr_rules *rules)
{
    *out = NULL;
    cri_game_config cfg;
    int32_t rc = common_config(&cfg, rules);
    if (rc != CR_OK)
        return rc;
    const cri_engine *e = cri_engine_for(cfg.engine);
    if (!e)
        return CR_E_UNSUPPORTED;
    cr_game *g = calloc(1, sizeof *g + e->data_size);
    cri_game_extra *x = calloc(1, sizeof *x);
    if (!g || !x) {
        free(g);
        free(x);
        return CR_E_NOMEM;
    }
    g->engine = e;
    g->x = x;
    x->legal_seat = -1;
    x->rules = *rules;
    g->cfg = cfg;
    g->to_act = CR_SEAT_NONE;
    /* Rules the registry accepts but the engine cannot deal are refused
     * here, before anything (the dealer cut) reads a deck. */
    uint8_t deck[CRI_DECK_MAX];
    rc = e->config(g, rules);
    if (rc == CR_OK && e->deck(g, deck) == 0)
        rc = CR_E_CONFIG;
    if (rc != CR_OK) {
        cr_game_free(g);
        return rc;
    }
    *out = g;
    return CR_OK;
}

void cr_game_free(cr_game *game)
{
    if (!game)
        return;
    if (game->x) {
        cri_movebuf_free(&game->x->history);
        cri_movebuf_free(&game->x->legal);
        cr_game_free(game->x->layout_start);
        cr_solver_free(game->x->solver);
        free(game->x->ledger);
        free(game->x);
    }
    free(game);
}

void cri_game_swap(cr_game *a, cr_game *b)
{
    unsigned char tmp[256];
    unsigned char *pa = (unsigned char *)a, *pb = (unsigned char *)b;
    for (size_t left = cri_game_size(a); left;) {
        size_t k = left < sizeof tmp ? left : sizeof tmp;
        memcpy(tmp, pa, k);
        memcpy(pa, pb, k);
        memcpy(pb, tmp, k);
        pa += k;
        pb += k;
        left -= k;
    }
}

struct cr_solver *cri_game_solver(cr_game *g)
{
    if (!g->x->solver) {
        cr_meld_profile *profile = NULL;
        if (cr_meld_profile_new(&profile, cr_preset_name(g->cfg.preset)) == CR_OK)
            cr_solver_new(&g->x->solver, profile);
        cr_meld_profile_free(profile);
    }
    return g->x->solver;
}

void cri_game_clear_ledger(cr_game *g)
{
    free(g->x->ledger);
    g->x->ledger = NULL;
    g->x->ledger_n = 0;
    g->x->ledger_stored = false;
}

/* Resets the per-deal bookkeeping (not the engine state). */
static void reset_deal(cr_game *g)
{
    cri_game_clear_ledger(g);
    g->phase = CR_PHASE_READY;
    g->end_reason = CR_END_NONE;
    g->winners = 0;
    g->match_winners = 0;
    memset(g->deal_count, 0, sizeof g->deal_count);
    memset(g->deal_delta, 0, sizeof g->deal_delta);
    memset(g->counter_delta, 0, sizeof g->counter_delta);
    cri_movebuf_clear(&g->x->history);
    g->stamp++;
}

/* Deals a pack known to be the deck (our own shuffle, a replay). */
static int32_t deal_trusted(cr_game *g, const uint8_t *pack, size_t n, int32_t dealer)
{
    if (pack != g->start_pack)
        memcpy(g->start_pack, pack, n);
    g->start_n = (uint8_t)n;
    g->start_kind = CRI_START_PACK;
    g->dealer = (int8_t)dealer;
    g->start_rng = g->rng;
    reset_deal(g);
    return g->engine->deal(g);
}

int32_t cri_game_deal_pack(cr_game *g, const uint8_t *pack, size_t n, int32_t dealer)
{
    uint8_t deck[CRI_DECK_MAX];
    size_t dn = g->engine->deck(g, deck);
    if (dn == 0)
        return cri_game_fail(g, CR_E_CONFIG, CR_REASON_PLAYER_COUNT, "no deck for these rules");
    cri_multiset want, got;
    cri_ms_from_cards(&want, deck, dn);
    if (n != dn || cri_ms_from_cards(&got, pack, n) != CR_OK || !cri_ms_equal(&want, &got))
        return cri_game_fail(g, CR_E_INVALID_DEAL, CR_REASON_INVALID_DEAL,
                             "the pack is not exactly the preset's %zu-card deck", dn);
    if (!cri_seat_ok(g, dealer))
        return cri_game_fail(g, CR_E_INVALID_ARGUMENT, CR_REASON_NONE, "dealer seat out of range");
    return deal_trusted(g, pack, n, dealer);
}

int32_t cri_game_redeal(cr_game *g)
{
    return deal_trusted(g, g->start_pack, g->start_n, g->dealer);
}

int32_t cri_game_shuffle_deal(cr_game *g)
{
    uint8_t deck[CRI_DECK_MAX];
    size_t n = g->engine->deck(g, deck);
    if (n == 0)
        return cri_game_fail(g, CR_E_CONFIG, CR_REASON_PLAYER_COUNT, "no deck for these rules");
    cri_shuffle(&g->rng, deck, n);
    return deal_trusted(g, deck, n, g->dealer);
}

/* RULES.md 1.7: each player draws a card from a shuffled pack; the lowest
 * (CUT_LOW) or highest (CUT_HIGH) deals; tied players draw again. Ace high
 * unless the engine counts aces low in tricks. */
static int32_t cut_for_dealer(cr_game *g)
{
    uint8_t deck[CRI_DECK_MAX];
    size_t n = g->engine->deck(g, deck);
    if (n == 0)
        return 0; /* no deck: the deal that follows refuses the rules */
    /* RULES.md 1.7: aces high in Go Boom (and Rockaway), low in the rummy
     * games: the engine's config says which. */
    bool ace_high = g->cfg.cut_ace_high;
    bool want_low = g->cfg.first_dealer != CRI_FIRST_DEALER_CUT_HIGH;
    uint32_t alive = (1u << g->cfg.players) - 1u;
    size_t pos = n;
    for (int round = 0; round < 64; round++) {
        int best = 0;
        uint32_t best_set = 0;
        for (int32_t s = 0; s < g->cfg.players; s++) {
            if (!(alive & (1u << s)))
                continue;
            if (pos == n) {
                cri_shuffle(&g->rng, deck, n);
                pos = 0;
            }
            int r = deck[pos++] & 0xF;
            if (ace_high && r == CR_RANK_ACE)
                r = 14;
            int key = want_low ? -r : r;
            if (!best_set || key > best) {
                best = key;
                best_set = 1u << s;
            } else if (key == best) {
                best_set |= 1u << s;
            }
        }
        alive = best_set;
        if ((alive & (alive - 1)) == 0)
            return __builtin_ctz(alive);
    }
    return __builtin_ctz(alive); /* practically unreachable: lowest tied seat */
}

int32_t cri_game_new_config(cr_game **out, const cr_rules *rules, uint64_t seed)
{
    cr_game *g;
    int32_t rc = cri_game_create(&g, rules);
    if (rc != CR_OK)
        return rc;
    cri_pcg32_seed64(&g->rng, seed);
    if (g->cfg.first_dealer >= 0)
        g->dealer = (int8_t)(cri_seat_ok(g, g->cfg.first_dealer) ? g->cfg.first_dealer : 0);
    else if (g->cfg.first_dealer == CRI_FIRST_DEALER_HOST)
        g->dealer = 0;
    else
        g->dealer = (int8_t)cut_for_dealer(g);
    rc = cri_game_shuffle_deal(g);
    if (rc != CR_OK) {
        cr_game_free(g);
        return rc;
    }
    cri_game_ok(g);
    *out = g;
    return CR_OK;
}

static int32_t new_from_rules(cr_game **out, const struct cr_rules *rules, uint64_t seed)
{
    if (!out)
        return CR_E_INVALID_ARGUMENT;
    *out = NULL;
    if (!rules)
        return CR_E_INVALID_ARGUMENT;
    return cri_game_new_config(out, rules, seed);
}

int32_t cr_game_new(cr_game **out, const struct cr_rules *rules, uint64_t seed)
{
    return new_from_rules(out, rules, seed);
}

int32_t cr_game_new_halves(cr_game **out, const struct cr_rules *rules, uint32_t seed_hi, uint32_t seed_lo)
{
    return new_from_rules(out, rules, ((uint64_t)seed_hi << 32) | seed_lo);
}

int32_t cr_game_new_stacked(cr_game **out, const struct cr_rules *rules, const uint8_t *pack, size_t count,
                            int32_t dealer)
{
    if (!out)
        return CR_E_INVALID_ARGUMENT;
    *out = NULL;
    if (!rules || (!pack && count))
        return CR_E_INVALID_ARGUMENT;
    cr_game *g;
    int32_t rc = cri_game_create(&g, rules);
    if (rc != CR_OK)
        return rc;
    cri_pcg32_seed64(&g->rng, 0);
    rc = cri_game_deal_pack(g, pack, count, dealer);
    if (rc != CR_OK) {
        cr_game_free(g);
        return rc;
    }
    cri_game_ok(g);
    *out = g;
    return CR_OK;
}

int32_t cr_game_copy(cr_game **out, const cr_game *game)
{
    if (!out)
        return CR_E_INVALID_ARGUMENT;
    *out = NULL;
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    cr_game *g = malloc(cri_game_size(game));
    cri_game_extra *x = calloc(1, sizeof *x);
    if (!g || !x)
        goto nomem;
    memcpy(g, game, cri_game_size(game));
    g->x = x;
    x->legal_seat = -1;
    x->rules = game->x->rules;
    /* A copy starts without a solver (made again on first use). */
    if (cri_movebuf_copy(&x->history, &game->x->history) != CR_OK)
        goto nomem;
    if (game->x->ledger_stored && game->x->ledger_n) {
        x->ledger = malloc(game->x->ledger_n * sizeof *x->ledger);
        if (!x->ledger)
            goto nomem;
        memcpy(x->ledger, game->x->ledger, game->x->ledger_n * sizeof *x->ledger);
    }
    x->ledger_n = game->x->ledger_n;
    x->ledger_stored = game->x->ledger_stored;
    if (game->x->layout_start && cr_game_copy(&x->layout_start, game->x->layout_start) != CR_OK)
        goto nomem;
    *out = g;
    return CR_OK;
nomem:
    if (g && x) {
        cr_game_free(g);
    } else {
        free(g);
        free(x);
    }
    return CR_E_NOMEM;
}

/* ---- queries ------------------------------------------------------------- */

#define NEED_GAME(g)                                                                               \
    do {                                                                                           \
        if (!(g))                                                                                  \
            return CR_E_INVALID_ARGUMENT;                                                          \
    } while (0)

int32_t cr_game_preset(const cr_game *game)
{
    NEED_GAME(game);
    return game->cfg.preset;
}

int32_t cr_game_engine(const cr_game *game)
{
    NEED_GAME(game);
    return game->cfg.engine;
}

int32_t cr_game_player_count(const cr_game *game)
{
    NEED_GAME(game);
    return game->cfg.players;
}

int32_t cr_game_phase(const cr_game *game)
{
    NEED_GAME(game);
    return game->phase;
}

int32_t cr_game_to_act(const cr_game *game)
{
    NEED_GAME(game);
    return game->to_act;
}

int32_t cr_game_dealer(const cr_game *game)
{
    NEED_GAME(game);
    return game->dealer;
}

int32_t cr_game_deal_number(const cr_game *game)
{
    NEED_GAME(game);
    return game->deal_no;
}

int32_t cr_game_stock_size(const cr_game *game)
{
    NEED_GAME(game);
    return (int32_t)game->engine->stock_size(game);
}

int32_t cr_game_hand_size(const cr_game *game, int32_t seat)
{
    NEED_GAME(game);
    if (!cri_seat_ok(game, seat))
        return CR_E_INVALID_ARGUMENT;
    return (int32_t)game->engine->hand_size(game, seat);
}

static int32_t cards_out(uint8_t *out, size_t cap, size_t *out_count, const uint8_t *cards, size_t n)
{
    *out_count = n;
    if (cap < n)
        return CR_E_BUFFER_TOO_SMALL;
    if (n)
        memcpy(out, cards, n);
    return CR_OK;
}

int32_t cr_game_hand(uint8_t *out, size_t cap, size_t *out_count, cr_game *game, int32_t seat)
{
    NEED_GAME(game);
    if (!out_count || (!out && cap))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL output");
    if (!cri_seat_ok(game, seat))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "seat %d out of range", (int)seat);
    uint8_t tmp[CRI_DECK_MAX];
    size_t n = game->engine->hand(game, seat, tmp);
    cri_game_ok(game);
    return cards_out(out, cap, out_count, tmp, n);
}

int32_t cr_game_pile(uint8_t *out, size_t cap, size_t *out_count, cr_game *game, int32_t pile)
{
    NEED_GAME(game);
    if (!out_count || (!out && cap))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL output");
    if (pile < CR_PILE_WIDOW || pile > CR_PILE_TABLE)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "unknown pile %d", (int)pile);
    uint8_t tmp[2 * CR_MAX_CARDS];
    size_t n = game->engine->pile(game, pile, tmp, NULL);
    cri_game_ok(game);
    return cards_out(out, cap, out_count, tmp, n);
}

int32_t cr_game_top_card(uint8_t *out_card, cr_game *game)
{
    NEED_GAME(game);
    if (!out_card)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL output");
    uint8_t tmp[2 * CR_MAX_CARDS];
    size_t n = game->engine->pile(game, CR_PILE_WIDOW, tmp, NULL);
    if (n == 0)
        n = game->engine->pile(game, CR_PILE_DISCARD, tmp, NULL);
    if (n == 0)
        return cri_game_fail(game, CR_E_NOT_FOUND, 0, "there is no widow or upcard now");
    cri_game_ok(game);
    *out_card = tmp[n - 1];
    return CR_OK;
}

int32_t cr_game_trick(uint8_t *out_cards, int32_t *out_seats, size_t cap, size_t *out_count, cr_game *game)
{
    NEED_GAME(game);
    if (!out_count || ((!out_cards || !out_seats) && cap))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL output");
    uint8_t cards[2 * CR_MAX_CARDS];
    int32_t seats[2 * CR_MAX_CARDS];
    size_t n = game->engine->pile(game, CR_PILE_TRICK, cards, seats);
    cri_game_ok(game);
    *out_count = n;
    if (cap < n)
        return CR_E_BUFFER_TOO_SMALL;
    for (size_t i = 0; i < n; i++) {
        out_cards[i] = cards[i];
        out_seats[i] = seats[i];
    }
    return CR_OK;
}

int32_t cr_game_score(int64_t *out_score, cr_game *game, int32_t seat)
{
    NEED_GAME(game);
    if (!out_score || !cri_seat_ok(game, seat))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL output or seat out of range");
    cri_game_ok(game);
    *out_score = cri_game_score(game, seat);
    return CR_OK;
}

/* ---- results and matches ------------------------------------------------------ */

static bool deal_over(const cr_game *g)
{
    return g->phase == CR_PHASE_DEAL_OVER || g->phase == CR_PHASE_MATCH_OVER;
}

/* The ledger is computed once, when the deal ends, and kept; if memory
 * runs out there it is computed again at each query instead (the deal's
 * end cannot fail). */
static void store_ledger(cr_game *g)
{
    cri_game_extra *x = g->x;
    cri_game_clear_ledger(g);
    cri_transfer t[CRI_LEDGER_MAX];
    size_t n = g->engine->ledger(g, t);
    x->ledger_n = n;
    x->ledger_stored = true;
    if (n) {
        x->ledger = malloc(n * sizeof *x->ledger);
        if (x->ledger)
            memcpy(x->ledger, t, n * sizeof *x->ledger);
        else
            x->ledger_stored = false;
    }
}

void cri_game_end_deal(cr_game *g, int32_t reason)
{
    g->end_reason = (int8_t)reason;
    g->to_act = CR_SEAT_NONE;
    g->phase = g->engine->match_over(g) ? CR_PHASE_MATCH_OVER : CR_PHASE_DEAL_OVER;
    store_ledger(g);
}

/* The finished deal's ledger: the stored one, or computed into tmp. */
static const cri_transfer *ledger_of(const cr_game *g, cri_transfer *tmp, size_t *n)
{
    if (g->x->ledger_stored) {
        *n = g->x->ledger_n;
        return g->x->ledger;
    }
    *n = g->engine->ledger(g, tmp);
    return tmp;
}

int32_t cr_game_end_reason(const cr_game *game)
{
    NEED_GAME(game);
    return game->end_reason;
}

int32_t cr_game_is_deal_over(const cr_game *game)
{
    NEED_GAME(game);
    return deal_over(game) ? 1 : 0;
}

int32_t cr_game_is_match_over(const cr_game *game)
{
    NEED_GAME(game);
    return game->phase == CR_PHASE_MATCH_OVER ? 1 : 0;
}

static int32_t seats_out(int32_t *out, size_t cap, size_t *out_count, uint32_t mask, int32_t players)
{
    size_t n = 0;
    for (int32_t s = 0; s < players; s++)
        if (mask & (1u << s)) {
            if (n < cap)
                out[n] = s;
            n++;
        }
    *out_count = n;
    return n > cap ? CR_E_BUFFER_TOO_SMALL : CR_OK;
}

int32_t cr_game_deal_winners(int32_t *out_seats, size_t cap, size_t *out_count, cr_game *game)
{
    NEED_GAME(game);
    if (!out_count || (!out_seats && cap))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL output");
    if (!deal_over(game))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "the deal is not over");
    cri_game_ok(game);
    return seats_out(out_seats, cap, out_count, game->winners, game->cfg.players);
}

int32_t cr_game_match_winners(int32_t *out_seats, size_t cap, size_t *out_count, cr_game *game)
{
    NEED_GAME(game);
    if (!out_count || (!out_seats && cap))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL output");
    if (game->phase != CR_PHASE_MATCH_OVER)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "the match is not over");
    cri_game_ok(game);
    return seats_out(out_seats, cap, out_count, game->match_winners, game->cfg.players);
}

int32_t cr_game_deal_count(int64_t *out_count, int64_t *out_delta, cr_game *game, int32_t seat)
{
    NEED_GAME(game);
    if (!cri_seat_ok(game, seat))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "seat %d out of range", (int)seat);
    if (!deal_over(game))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "the deal is not over");
    cri_game_ok(game);
    if (out_count)
        *out_count = game->deal_count[seat];
    if (out_delta)
        *out_delta = game->deal_delta[seat];
    return CR_OK;
}

int32_t cr_game_ledger_count(size_t *out_count, cr_game *game)
{
    NEED_GAME(game);
    if (!out_count)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL output");
    if (!deal_over(game))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "the deal is not over");
    cri_transfer tmp[CRI_LEDGER_MAX];
    ledger_of(game, tmp, out_count);
    cri_game_ok(game);
    return CR_OK;
}

int32_t cr_game_ledger_get(int32_t *out_payer, int32_t *out_payee, int64_t *out_numerator,
                           int64_t *out_denominator, int32_t *out_currency, cr_game *game, size_t index)
{
    NEED_GAME(game);
    if (!out_payer || !out_payee || !out_numerator || !out_denominator || !out_currency)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL output");
    if (!deal_over(game))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "the deal is not over");
    cri_transfer tmp[CRI_LEDGER_MAX];
    size_t n;
    const cri_transfer *t = ledger_of(game, tmp, &n);
    if (index >= n)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "ledger index out of range");
    *out_payer = t[index].payer;
    *out_payee = t[index].payee;
    *out_numerator = t[index].num;
    *out_denominator = t[index].den;
    *out_currency = t[index].currency;
    cri_game_ok(game);
    return CR_OK;
}

int32_t cr_game_next_deal(cr_game *game)
{
    NEED_GAME(game);
    if (game->phase == CR_PHASE_MATCH_OVER)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, CR_REASON_WRONG_PHASE, "the match is over");
    if (game->phase != CR_PHASE_DEAL_OVER)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, CR_REASON_WRONG_PHASE,
                             "the deal is not over");
    /* A save holds the deal number and the scores and counters before the
     * deal: never go past what cr_game_load and layouts accept. */
    if (game->deal_no >= CRI_DEAL_NO_MAX)
        return cri_game_fail(game, CR_E_LIMIT, 0, "a match has at most %d deals", CRI_DEAL_NO_MAX + 1);
    for (int32_t s = 0; s < game->cfg.players; s++) {
        int64_t v = cri_game_score(game, s);
        if (v > CRI_SCORE_MAX || v < -CRI_SCORE_MAX)
            return cri_game_fail(game, CR_E_LIMIT, 0, "seat %d's score is beyond 10^12", (int)s);
    }
    for (unsigned k = 0; k < game->engine->counters; k++) {
        int32_t v = cri_game_counter(game, k);
        if (v > CRI_COUNTER_MAX || v < -CRI_COUNTER_MAX)
            return cri_game_fail(game, CR_E_LIMIT, 0, "match counter %u is beyond 10^9", k);
    }
    int32_t dealer = game->engine->next_dealer ? game->engine->next_dealer(game)
                                               : (game->dealer + 1) % game->cfg.players;
    /* The deck was dealt before under the same config, so this cannot fail
     * for a rule reason. */
    for (int32_t s = 0; s < game->cfg.players; s++)
        game->base_score[s] = cri_game_score(game, s);
    for (unsigned k = 0; k < game->engine->counters; k++)
        game->counter_base[k] = cri_game_counter(game, k);
    game->deal_no++;
    game->dealer = (int8_t)dealer;
    cr_game_free(game->x->layout_start);
    game->x->layout_start = NULL;
    int32_t rc = cri_game_shuffle_deal(game);
    if (rc != CR_OK)
        return rc;
    cri_game_ok(game);
    return CR_OK;
}
