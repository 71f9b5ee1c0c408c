/* Views: the state as one seat (or a spectator) may see it, as JSON
 * (docs/game.md "Views"); the engine adds its own members. */
#include <string.h>

#include "game/game.h"
#include "game/json.h"
#include "rules/presets.h"

/* ---- views ---------------------------------------------------------------------------------- */

static void int_array(cri_json *w, const int64_t *v, int32_t n)
{
    cri_json_begin_array(w);
    for (int32_t i = 0; i < n; i++)
        cri_json_int(w, v[i]);
    cri_json_end_array(w);
}

static void seat_array(cri_json *w, uint32_t mask, int32_t n)
{
    cri_json_begin_array(w);
    for (int32_t i = 0; i < n; i++)
        if (mask & (1u << i))
            cri_json_int(w, i);
    cri_json_end_array(w);
}

static void view_result(cri_json *w, cr_game *g)
{
    int32_t n = g->cfg.players;
    cri_json_key(w, "result");
    cri_json_begin_object(w);
    cri_json_key(w, "end_reason");
    cri_json_string(w, cr_end_reason_name(g->end_reason));
    cri_json_key(w, "winners");
    seat_array(w, g->winners, n);
    cri_json_key(w, "counts");
    int64_t counts[CRI_MAX_SEATS];
    for (int32_t p = 0; p < n; p++)
        counts[p] = g->deal_count[p];
    int_array(w, counts, n);
    cri_json_key(w, "deltas");
    int_array(w, g->deal_delta, n);
    cri_json_key(w, "ledger");
    cri_json_begin_array(w);
    cri_transfer t[CRI_LEDGER_MAX];
    size_t k = g->engine->ledger(g, t);
    for (size_t i = 0; i < k; i++) {
        cri_json_begin_object(w);
        cri_json_key(w, "payer");
        cri_json_int(w, t[i].payer);
        cri_json_key(w, "payee");
        cri_json_int(w, t[i].payee);
        cri_json_key(w, "numerator");
        cri_json_int(w, t[i].num);
        cri_json_key(w, "denominator");
        cri_json_int(w, t[i].den);
        cri_json_key(w, "currency");
        cri_json_string(w, cr_currency_name(t[i].currency));
        cri_json_end_object(w);
    }
    cri_json_end_array(w);
    cri_json_end_object(w);
}

int32_t cr_game_view(char *buf, size_t cap, size_t *out_needed, cr_game *game, int32_t seat)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    if ((!buf && cap) || (seat != CR_SEAT_SPECTATOR && !cri_seat_ok(game, seat)))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL buffer or seat out of range");
    int32_t n = game->cfg.players;
    bool over = game->phase == CR_PHASE_DEAL_OVER || game->phase == CR_PHASE_MATCH_OVER;
    cri_json w;
    cri_json_init(&w);
    cri_json_begin_object(&w);
    cri_json_key(&w, "version");
    cri_json_int(&w, 1);
    cri_json_key(&w, "preset");
    cri_json_string(&w, cr_preset_name(game->cfg.preset));
    cri_json_key(&w, "players");
    cri_json_int(&w, n);
    cri_json_key(&w, "viewer");
    if (seat >= 0)
        cri_json_int(&w, seat);
    else
        cri_json_null(&w);
    cri_json_key(&w, "deal");
    cri_json_int(&w, game->deal_no);
    cri_json_key(&w, "dealer");
    cri_json_int(&w, game->dealer);
    cri_json_key(&w, "phase");
    cri_json_string(&w, cr_phase_name(game->phase));
    cri_json_key(&w, "to_act");
    if (game->to_act >= 0)
        cri_json_int(&w, game->to_act);
    else
        cri_json_null(&w);
    cri_json_key(&w, "hand_sizes");
    cri_json_begin_array(&w);
    for (int32_t p = 0; p < n; p++)
        cri_json_int(&w, (int64_t)game->engine->hand_size(game, p));
    cri_json_end_array(&w);
    cri_json_key(&w, "stock_size");
    cri_json_int(&w, (int64_t)game->engine->stock_size(game));
    cri_json_key(&w, "scores");
    int64_t scores[CRI_MAX_SEATS];
    for (int32_t p = 0; p < n; p++)
        scores[p] = cri_game_score(game, p);
    int_array(&w, scores, n);
    game->engine->view(&w, game, seat);
    if (seat >= 0 && seat == game->to_act && !over) {
        cri_json_key(&w, "legal");
        cri_json_begin_array(&w);
        if (cri_game_legal_refresh(game, seat) != CR_OK)
            w.oom = true;
        else
            cri_moves_write(&w, &game->x->legal, true);
        cri_json_end_array(&w);
    }
    if (over)
        view_result(&w, game);
    cri_json_key(&w, "match_over");
    cri_json_bool(&w, game->phase == CR_PHASE_MATCH_OVER);
    if (game->phase == CR_PHASE_MATCH_OVER) {
        cri_json_key(&w, "match_winners");
        seat_array(&w, game->match_winners, n);
    }
    cri_json_end_object(&w);
    return cri_game_text_out(game, &w, CR_OK, buf, cap, out_needed, "view");
}

