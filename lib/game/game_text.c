/* Game text out: the caller-buffer protocol and the rules text. Views are
 * in game_view.c, saves in game_save.c. */
#include <stdlib.h>
#include <string.h>

#include "game/game_text.h"
#include "game/json.h"

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

int32_t cri_game_rules_text(cri_json *w, cr_game *g)
{
    char buf[CR_RULES_TEXT_MAX];
    size_t need = 0;
    int32_t rc = cr_rules_to_text(buf, sizeof buf, &need, &g->x->rules);
    if (rc != CR_OK)
        return rc;
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

