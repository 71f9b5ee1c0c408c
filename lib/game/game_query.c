/* Queries of a game's state, and its results: the deal's end, winners,
 * counts, the ledger, the match and the next deal. */
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/game_text.h"
#include "game/json.h"

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
    return cri_cards_output(out, cap, out_count, tmp, n);
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
    return cri_cards_output(out, cap, out_count, tmp, n);
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
    x->ledger_n = (uint8_t)n; /* n <= CRI_LEDGER_MAX */
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

