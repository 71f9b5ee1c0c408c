/* Match records (docs/game.md "Match records"): the whole match this
 * handle has seen, from the start of its first deal through every deal's
 * moves, as text that cr_game_replay turns back into the identical game.
 * The reader is the save reader's (game_save.c). */
#include "game/game_text.h"
#include "game/json.h"

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
