/* Creating games: from rules and a seed, from rules text, from a stacked
 * pack, from a layout; each public path has an `_ex` form that explains a
 * failure in a cr_error (docs/conventions.md "Errors"). Loading a save is
 * in game_save.c. */
#include <stdio.h>
#include <string.h>

#include "common/error.h"
#include "game/game.h"
#include "game/layout.h"

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

int32_t cri_game_new_config(cr_game **out, cr_error *err, const cr_rules *rules, uint64_t seed)
{
    cr_game *g;
    int32_t rc = cri_game_create(&g, err, rules);
    if (rc != CR_OK)
        return rc;
    cri_pcg32_seed64(&g->rng, seed);
    if (g->cfg.first_dealer >= 0)
        g->dealer = (int8_t)(cri_seat_ok(g, g->cfg.first_dealer) ? g->cfg.first_dealer : 0);
    else if (g->cfg.first_dealer == CRI_FIRST_DEALER_HOST)
        g->dealer = 0;
    else
        g->dealer = (int8_t)cut_for_dealer(g);
    return cri_game_created(out, g, err, cri_game_shuffle_deal(g));
}

/* The checks every public creation path starts with. */
static int32_t start(cr_game **out, cr_error *err, bool args_ok)
{
    if (!out)
        return cri_error_set(err, CR_E_INVALID_ARGUMENT, CR_REASON_NONE, "NULL output");
    *out = NULL;
    if (!args_ok)
        return cri_error_set(err, CR_E_INVALID_ARGUMENT, CR_REASON_NONE, "NULL argument");
    return CR_OK;
}

int32_t cr_game_new_ex(cr_game **out, cr_error *err, const struct cr_rules *rules, uint64_t seed)
{
    int32_t rc = start(out, err, rules != NULL);
    return rc != CR_OK ? rc : cri_game_new_config(out, err, rules, seed);
}

int32_t cr_game_new(cr_game **out, const struct cr_rules *rules, uint64_t seed)
{
    return cr_game_new_ex(out, NULL, rules, seed);
}

int32_t cr_game_new_halves(cr_game **out, const struct cr_rules *rules, uint32_t seed_hi, uint32_t seed_lo)
{
    return cr_game_new_ex(out, NULL, rules, ((uint64_t)seed_hi << 32) | seed_lo);
}

int32_t cr_game_new_text_ex(cr_game **out, cr_error *err, const char *rules_text, uint64_t seed)
{
    int32_t rc = start(out, err, rules_text != NULL);
    if (rc != CR_OK)
        return rc;
    cr_rules *r = NULL;
    rc = cr_rules_from_text_ex(&r, err, rules_text);
    if (rc != CR_OK)
        return rc;
    rc = cri_game_new_config(out, err, r, seed);
    cr_rules_free(r);
    return rc;
}

int32_t cr_game_new_text(cr_game **out, const char *rules_text, uint64_t seed)
{
    return cr_game_new_text_ex(out, NULL, rules_text, seed);
}

int32_t cr_game_new_stacked_ex(cr_game **out, cr_error *err, const struct cr_rules *rules, const uint8_t *pack,
                               size_t count, int32_t dealer)
{
    int32_t rc = start(out, err, rules && (pack || !count));
    if (rc != CR_OK)
        return rc;
    cr_game *g;
    rc = cri_game_create(&g, err, rules);
    if (rc != CR_OK)
        return rc;
    cri_pcg32_seed64(&g->rng, 0);
    return cri_game_created(out, g, err, cri_game_deal_pack(g, pack, count, dealer));
}

int32_t cr_game_new_stacked(cr_game **out, const struct cr_rules *rules, const uint8_t *pack, size_t count,
                            int32_t dealer)
{
    return cr_game_new_stacked_ex(out, NULL, rules, pack, count, dealer);
}

int32_t cr_game_new_layout_ex(cr_game **out, cr_error *err, const struct cr_rules *rules, const char *layout)
{
    int32_t rc = start(out, err, rules && layout);
    if (rc != CR_OK)
        return rc;
    if (strlen(layout) > CRI_LAYOUT_TEXT_MAX)
        return cri_error_set(err, CR_E_LIMIT, CR_REASON_NONE, "layout longer than 64 KiB");
    cr_game *g;
    rc = cri_game_create(&g, err, rules);
    if (rc != CR_OK)
        return rc;
    cri_pcg32_seed64(&g->rng, 0);
    rc = cri_game_layout_read(g, layout);
    if (rc == CR_OK && !cr_game_is_deal_over(g)) {
        /* A layout the seat to act cannot move from (a MANIP hand with no
         * meld and an empty stock) would be a stuck game: refuse it. */
        size_t n = 0;
        rc = cr_game_legal_count(&n, g, cr_game_to_act(g));
        if (rc == CR_OK && n == 0)
            rc = cri_game_fail(g, CR_E_INVALID_DEAL, 0, "the seat to act has no legal move");
    }
    if (rc == CR_OK) {
        g->start_kind = CRI_START_LAYOUT;
        g->start_rng = g->rng;
        g->stamp++;
        rc = cr_game_copy(&g->x->layout_start, g);
        if (rc != CR_OK)
            cri_game_fail(g, rc, 0, "out of memory");
    }
    return cri_game_created(out, g, err, rc);
}

int32_t cr_game_new_layout(cr_game **out, char *msg_buf, size_t msg_cap, const struct cr_rules *rules,
                           const char *layout)
{
    if (!msg_buf && msg_cap)
        return start(out, NULL, false);
    cr_error err;
    cri_error_clear(&err);
    int32_t rc = cr_game_new_layout_ex(out, &err, rules, layout);
    cri_copy_msg(msg_buf, msg_cap, err.message);
    return rc;
}
