/* What the SHED engine's files share (shed.c, shed_io.c, shed_bot.c). */
#ifndef CRI_SHED_INTERNAL_H
#define CRI_SHED_INTERNAL_H

#include "game/game.h"

struct cri_json;

uint64_t cri_shed_wild_mask(const cri_shed_opts *o);
int64_t cri_shed_hand_value(const cr_game *g, int32_t seat);
/* The card to match and the suit asked for; false when any card goes. */
bool cri_shed_target(const cr_game *g, unsigned *card, unsigned *suit);
/* Distinct cards of the seat's hand playable now (READY phase). */
uint64_t cri_shed_legal_mask(const cr_game *g, int32_t seat);

void cri_shed_view(struct cri_json *w, const cr_game *g, int32_t seat);
int32_t cri_shed_layout_parse(cr_game *g, const char *text);
void cri_shed_layout_write(struct cri_json *w, const cr_game *g);
int32_t cri_shed_bot(cri_move *out, cr_game *g, int32_t seat, uint64_t seed);

#endif
