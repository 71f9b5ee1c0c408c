/* Game text in and out: the caller-buffer protocol, the rules text, and
 * games created from rules text or from a layout (lib/game/layout.c reads
 * it). Views are in game_view.c, saves in game_save.c. */
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

int32_t cr_game_new_text(cr_game **out, const char *rules_text_in, uint64_t seed)
{
    if (!out)
        return CR_E_INVALID_ARGUMENT;
    *out = NULL;
    if (!rules_text_in)
        return CR_E_INVALID_ARGUMENT;
    cr_rules *r = NULL;
    int32_t rc = cr_rules_from_text(&r, rules_text_in);
    if (rc != CR_OK)
        return rc;
    rc = cr_game_new(out, r, seed);
    cr_rules_free(r);
    return rc;
}

/* ---- layouts ------------------------------------------------------------------------------ */

int32_t cr_game_new_layout(cr_game **out, char *msg_buf, size_t msg_cap, const struct cr_rules *rules,
                           const char *layout)
{
    if (msg_buf && msg_cap)
        msg_buf[0] = '\0';
    if (!out)
        return CR_E_INVALID_ARGUMENT;
    *out = NULL;
    if (!rules || !layout || (!msg_buf && msg_cap)) {
        cri_copy_msg(msg_buf, msg_cap, "NULL argument");
        return CR_E_INVALID_ARGUMENT;
    }
    if (strlen(layout) > CRI_LAYOUT_TEXT_MAX) {
        cri_copy_msg(msg_buf, msg_cap, "layout longer than 64 KiB");
        return CR_E_LIMIT;
    }
    cr_game *g;
    int32_t rc = cri_game_create(&g, rules);
    if (rc != CR_OK) {
        cri_copy_msg(msg_buf, msg_cap, rc == CR_E_UNSUPPORTED ? "no engine for this preset yet"
                                                              : "impossible rules for a game");
        return rc;
    }
    cri_pcg32_seed64(&g->rng, 0);
    rc = cri_game_layout_read(g, layout);
    if (rc == CR_OK) {
        g->start_kind = CRI_START_LAYOUT;
        g->start_rng = g->rng;
        g->stamp++;
        rc = cr_game_copy(&g->x->layout_start, g);
    }
    if (rc != CR_OK) {
        cri_copy_msg(msg_buf, msg_cap, g->err);
        cr_game_free(g);
        return rc;
    }
    cri_game_ok(g);
    *out = g;
    return CR_OK;
}

