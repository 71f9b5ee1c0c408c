/* The game handle: errors and names, the lifecycle of a handle (create,
 * free, copy, swap, its solver) and the deal plumbing every engine shares.
 * The public creation paths are in game_new.c, queries and results in
 * game_query.c, the next deal and match records in game_match.c, moves in
 * game_move.c, text in game_text.c, game_view.c and
 * game_save.c; the rules of play live in the engines. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "game/game.h"
#include "cards/multiset.h"
#include "rules/presets.h"
#include "solver/meld_profile.h"

/* ---- errors ------------------------------------------------------------- */

int32_t cri_game_fail(cr_game *g, int32_t status, int32_t reason, const char *fmt, ...)
{
    if (!g)
        return status;
    g->last_reason = reason;
    if (g->x && g->x->quiet)
        return status; /* a verdict only (x->quiet): no message */
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->err, sizeof g->err, fmt, ap);
    va_end(ap);
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
/* The handle's configuration from the rules (no check). */
static int32_t config_of(cri_game_config *cfg, const cr_rules *r)
{
    memset(cfg, 0, sizeof *cfg);
    const cri_preset_info *p = cri_preset_get(r->preset);
    if (!p)
        return CR_E_INVALID_ARGUMENT;
    cfg->preset = p->id;
    cfg->engine = p->engine;
    cfg->players = (int32_t)cri_rules_players(r);
    cfg->first_dealer = cri_rules_opt(r, CRI_OPT_FIRST_DEALER);
    return CR_OK;
}

static int32_t common_config(cri_game_config *cfg, cr_error *err, const cr_rules *r)
{
    if (config_of(cfg, r) != CR_OK)
        return cri_error_set(err, CR_E_INVALID_ARGUMENT, CR_REASON_NONE, "not a rules object");
    /* The object may have been built option by option without validation:
     * the registry's combination check runs here too (the engine's part is
     * engine_setup below, the same code cr_rules_validate runs). */
    int32_t reason = CR_REASON_NONE;
    char msg[CRI_ERR_MAX];
    int32_t rc = cri_rules_check_registry(r, &reason, msg, sizeof msg);
    if (rc != CR_OK)
        return cri_error_set(err, rc, reason, msg);
    if (cfg->players < 2 || cfg->players > CRI_MAX_SEATS || cfg->first_dealer >= cfg->players)
        return cri_error_set(err, CR_E_CONFIG, CR_REASON_PLAYER_COUNT, "player count or first dealer out of range");
    return CR_OK;
}

/* The engine's part of creation: the engine that plays the rules, its
 * options and its deck. cr_rules_validate runs it too (through
 * cri_rules_engine_check), so rules that validate are rules a game can be
 * created with, with the same code and message when they are not (issue
 * 9). On success *out is the configured handle, not yet dealt. */
static int32_t engine_setup(cr_game **out, const cr_rules *rules, const cri_game_config *cfg, int32_t *reason,
                            char *msg, size_t cap)
{
    *out = NULL;
    *reason = CR_REASON_NONE;
    const cri_engine *e = cri_engine_plays(rules);
    if (!e) {
        const char *why = cri_engine_refusal(rules);
        if (why)
            snprintf(msg, cap, "%s: this version does not play %s yet", cr_preset_title(cfg->preset), why);
        else
            snprintf(msg, cap, "this library version has no engine for %s yet", cr_preset_title(cfg->preset));
        return CR_E_UNSUPPORTED;
    }
    cr_game *g = calloc(1, sizeof *g + e->data_size);
    cri_game_extra *x = calloc(1, sizeof *x);
    if (!g || !x) {
        free(g);
        free(x);
        snprintf(msg, cap, "out of memory");
        return CR_E_NOMEM;
    }
    g->engine = e;
    g->x = x;
    x->legal_seat = -1;
    x->rules = *rules;
    g->cfg = *cfg;
    g->to_act = CR_SEAT_NONE;
    /* Rules the registry accepts but the engine cannot deal are refused
     * here, before anything (the dealer cut) reads a deck. */
    uint8_t deck[CRI_DECK_MAX];
    int32_t rc = e->config(g, rules);
    if (rc == CR_OK && e->deck(g, deck) == 0)
        rc = cri_game_fail(g, CR_E_CONFIG, CR_REASON_PLAYER_COUNT,
                           "too few cards: the %s deck cannot deal %d players and keep a stock",
                           cr_preset_title(cfg->preset), cfg->players);
    if (rc != CR_OK) {
        *reason = g->last_reason;
        snprintf(msg, cap, "%s", g->err[0] ? g->err : "the engine cannot play these rules");
        cr_game_free(g);
        return rc;
    }
    *out = g;
    return CR_OK;
}

int32_t cri_rules_engine_check(const cr_rules *rules, int32_t *reason, char *msg, size_t cap)
{
    cri_game_config cfg;
    char buf[CRI_ERR_MAX];
    int32_t why = CR_REASON_NONE;
    if (config_of(&cfg, rules) != CR_OK)
        return CR_E_INVALID_ARGUMENT;
    cr_game *g = NULL;
    int32_t rc = engine_setup(&g, rules, &cfg, &why, buf, sizeof buf);
    cr_game_free(g);
    if (reason)
        *reason = why;
    if (msg && cap)
        snprintf(msg, cap, "%s", rc == CR_OK ? "" : buf);
    return rc;
}

int32_t cri_game_create(cr_game **out, cr_error *err, const cr_rules *rules)
{
    *out = NULL;
    cri_game_config cfg;
    int32_t rc = common_config(&cfg, err, rules);
    if (rc != CR_OK)
        return rc;
    int32_t reason = CR_REASON_NONE;
    char msg[CRI_ERR_MAX];
    rc = engine_setup(out, rules, &cfg, &reason, msg, sizeof msg);
    if (rc != CR_OK)
        return cri_error_set(err, rc, reason, msg);
    return CR_OK;
}

/* A created game's outcome into err: the handle's own message on failure
 * (the handle is then freed). */
int32_t cri_game_created(cr_game **out, cr_game *g, cr_error *err, int32_t rc)
{
    if (rc != CR_OK) {
        cri_error_set(err, rc, g->last_reason, g->err[0] ? g->err : cr_strerror(rc));
        cr_game_free(g);
        return rc;
    }
    cri_game_ok(g);
    cri_error_clear(err);
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
        cri_movebuf_free(&game->x->match_log);
        free(game->x->match_head);
        cr_game_free(game->x->layout_start);
        cr_solver_free(game->x->solver);
        free(game->x->engine_cache);
        free(game->x->rules_text);
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
        cr_meld_profile profile; /* on the stack: cr_solver_new copies it */
        if (cri_meld_profile_from_rules(&profile.p, &g->x->rules) == CR_OK)
            cr_solver_new(&g->x->solver, &profile);
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
    /* A copy starts without a solver or engine cache (made again on first use). */
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
    if (cri_movebuf_copy(&x->match_log, &game->x->match_log) != CR_OK)
        goto nomem;
    if (game->x->match_head) {
        size_t n = strlen(game->x->match_head) + 1;
        if (!(x->match_head = malloc(n)))
            goto nomem;
        memcpy(x->match_head, game->x->match_head, n);
    }
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

