/* Game text out: the caller-buffer protocol, the rules text, and the deal
 * start and move lines that saves and match records share. Views are in
 * game_view.c, saves in game_save.c, records in game_match.c. */
#include <stdlib.h>
#include <string.h>

#include "game/game_text.h"
#include "game/json.h"
#include "game/layout.h"

/* Hands a built text to the caller (the "needed" protocol), frees it,
 * and records the outcome on the handle. */
int32_t cri_game_text_out(cr_game *g, cri_json *w, int32_t rc, char *buf, size_t cap, size_t *out_needed,
                          const char *what)
{
    if (rc == CR_OK)
        rc = cri_json_output(w, buf, cap, out_needed);
    cri_json_free(w);
    if (rc != CR_OK && rc != CR_E_BUFFER_TOO_SMALL)
        return cri_game_fail(g, rc, 0, "could not write the %s", what);
    cri_game_ok(g);
    return rc;
}

/* ---- rules text and creation from text ------------------------------------------------- */

/* Written once a game and kept (cri_game_extra.rules_text): writing it
 * walks every option of the registry, a sixth of a save; out of memory it
 * is written every time, as before. */
int32_t cri_game_rules_text(cri_json *w, cr_game *g)
{
    if (g->x->rules_text) {
        cri_json_raw(w, g->x->rules_text);
        return CR_OK;
    }
    char buf[CR_RULES_TEXT_MAX];
    size_t need = 0;
    int32_t rc = cr_rules_to_text(buf, sizeof buf, &need, &g->x->rules);
    if (rc != CR_OK)
        return rc;
    g->x->rules_text = malloc(need);
    if (g->x->rules_text)
        memcpy(g->x->rules_text, buf, need);
    cri_json_raw(w, buf);
    return CR_OK;
}

/* A text built by a writer into a caller buffer. */
int32_t cri_game_write_text(char *buf, size_t cap, size_t *out_needed, cr_game *game,
                          int32_t (*writer)(cri_json *, cr_game *), const char *what)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    if (!buf && cap)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL buffer");
    cri_json w;
    cri_json_init(&w);
    int32_t rc = writer(&w, game);
    return cri_game_text_out(game, &w, rc, buf, cap, out_needed, what);
}

int32_t cr_game_rules_text(char *buf, size_t cap, size_t *out_needed, cr_game *game)
{
    return cri_game_write_text(buf, cap, out_needed, game, cri_game_rules_text, "rules text");
}

void cri_game_write_deal_start(cri_json *w, const cr_game *g)
{
    int32_t n = g->cfg.players;
    cri_json_printf(w, "rng %016llx %016llx\n", (unsigned long long)g->start_rng.state,
                    (unsigned long long)g->start_rng.inc);
    if (g->start_kind == CRI_START_LAYOUT && g->x->layout_start) {
        cri_json_raw(w, "layout\n");
        cri_game_layout_write(w, g->x->layout_start);
        cri_json_raw(w, "end-layout\n");
        return;
    }
    cri_json_printf(w, "deal %u\ndealer %d\nscores", (unsigned)g->deal_no, (int)g->dealer);
    for (int32_t p = 0; p < n; p++)
        cri_json_printf(w, " %lld", (long long)g->base_score[p]);
    if (g->engine->counters) {
        cri_json_raw(w, "\ncounters");
        for (unsigned k = 0; k < g->engine->counters; k++)
            cri_json_printf(w, " %ld", (long)g->counter_base[k]);
    }
    char cards[CRI_DECK_MAX * 4 + 8];
    cr_cards_format(cards, sizeof cards, NULL, g->start_pack, g->start_n, CR_FORMAT_ASCII);
    cri_json_printf(w, "\npack %s\n", cards);
}

void cri_game_write_moves(cri_json *w, const cri_movebuf *moves)
{
    for (size_t i = 0; i < moves->count; i++) {
        cri_move m;
        int32_t seat;
        char line[CRI_MOVE_TEXT_MAX];
        cri_movebuf_get(moves, i, &seat, &m);
        if (m.type == CRI_MOVE_NEXT_DEAL) {
            cri_json_raw(w, "next-deal\n");
            continue;
        }
        cri_move_format(line, sizeof line, &m);
        cri_json_printf(w, "move %d ", (int)seat);
        cri_json_raw(w, line);
        cri_json_raw(w, "\n");
    }
}
