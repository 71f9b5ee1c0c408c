/* The match: the next deal, and match records (docs/game.md "Match
 * records"): the whole match this handle has seen, from the start of its
 * first deal through every deal's moves, as text that cr_game_replay (the
 * save reader, game_save.c) turns back into the identical game. */
#include <stdlib.h>

#include "game/game_text.h"
#include "game/json.h"

static int64_t gcd64(int64_t a, int64_t b)
{
    while (b) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

size_t cri_ledger_losers_pay_winners(const cr_game *g, const int32_t *owe, int32_t currency, cri_transfer *out)
{
    int64_t winners = __builtin_popcount(g->winners);
    size_t t = 0;
    for (int32_t w = 0; w < g->cfg.players && winners; w++) {
        if (!(g->winners & (1u << w)))
            continue;
        for (int32_t p = 0; p < g->cfg.players; p++) {
            if ((g->winners & (1u << p)) || owe[p] <= 0)
                continue;
            int64_t d = gcd64(owe[p], winners);
            out[t].payer = p;
            out[t].payee = w;
            out[t].num = owe[p] / d;
            out[t].den = winners / d;
            out[t].currency = currency;
            t++;
        }
    }
    return t;
}

/* The finished deal joins the match log (cr_game_record): the first deal's
 * start is kept as text, its moves and a boundary are appended. Nothing
 * changes when memory runs out. */
static int32_t record_deal(cr_game *g)
{
    cri_game_extra *x = g->x;
    char *head = NULL;
    if (!x->match_head) {
        cri_json w;
        cri_json_init(&w);
        cri_game_write_deal_start(&w, g);
        if (w.oom) {
            cri_json_free(&w);
            return cri_game_fail(g, CR_E_NOMEM, 0, "out of memory");
        }
        head = w.buf; /* the writer's buffer becomes the head */
    }
    size_t count = x->match_log.count, len = x->match_log.len;
    int32_t rc = CR_OK;
    for (size_t i = 0; rc == CR_OK && i < x->history.count; i++) {
        cri_move m;
        int32_t seat;
        cri_movebuf_get(&x->history, i, &seat, &m);
        rc = cri_movebuf_push(&x->match_log, seat, &m);
    }
    if (rc == CR_OK)
        rc = cri_movebuf_push1(&x->match_log, 0, CRI_MOVE_NEXT_DEAL, -1, -1);
    if (rc != CR_OK) {
        x->match_log.count = count;
        x->match_log.len = len;
        free(head);
        return cri_game_fail(g, CR_E_NOMEM, 0, "out of memory");
    }
    if (head)
        x->match_head = head;
    return CR_OK;
}

int32_t cr_game_next_deal(cr_game *game)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
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
    int32_t rc = record_deal(game);
    if (rc != CR_OK)
        return rc;
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
    rc = cri_game_shuffle_deal(game);
    if (rc != CR_OK)
        return rc;
    cri_game_ok(game);
    return CR_OK;
}

static int32_t record_text(cri_json *w, cr_game *g)
{
    cri_json_printf(w, "%s 1\nrules ", CRI_RECORD_MAGIC);
    int32_t rc = cri_game_rules_text(w, g);
    if (rc != CR_OK)
        return rc;
    cri_json_raw(w, "\n");
    if (g->x->match_head)
        cri_json_raw(w, g->x->match_head);
    else
        cri_game_write_deal_start(w, g);
    cri_game_write_moves(w, &g->x->match_log);
    cri_game_write_moves(w, &g->x->history);
    cri_json_raw(w, "end\n");
    return CR_OK;
}

int32_t cr_game_record(char *buf, size_t cap, size_t *out_needed, cr_game *game)
{
    return cri_game_write_text(buf, cap, out_needed, game, record_text, "match record");
}
