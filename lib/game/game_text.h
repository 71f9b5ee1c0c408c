/* What the game's text files share: the caller-buffer writer and the
 * rules text. */
#ifndef CRI_GAME_TEXT_H
#define CRI_GAME_TEXT_H

#include "game/game.h"

struct cri_json;

/* Writes the game's rules in the registry's text form. */
int32_t cri_game_rules_text(struct cri_json *w, cr_game *g);
/* A text built by writer into a caller buffer (the "needed" protocol). */
int32_t cri_game_write_text(char *buf, size_t cap, size_t *out_needed, cr_game *game,
                            int32_t (*writer)(struct cri_json *, cr_game *), const char *what);

/* A deal's start as saves and records write it: the generator, then the
 * layout or the deal number, dealer, scores, counters and pack. */
void cri_game_write_deal_start(struct cri_json *w, const cr_game *g);
/* Moves as `move <seat> <move>` lines (`next-deal` between deals). */
void cri_game_write_moves(struct cri_json *w, const cri_movebuf *moves);

#endif
