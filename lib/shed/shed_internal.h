/* What the SHED engine's files share (shed.c, shed_io.c, shed_bot.c). */
#ifndef CRI_SHED_INTERNAL_H
#define CRI_SHED_INTERNAL_H

#include "game/game.h"
#include "shed/shed.h"

struct cri_json;
struct cri_layout;

extern const cri_engine cri_shed_engine;

/* The engine's options and deal state inside a game. */
static inline cri_shed_state *cri_shed_st(cr_game *g)
{
    return &((cri_shed_data *)cri_game_data(g))->s;
}
static inline const cri_shed_state *cri_shed_cst(const cr_game *g)
{
    return &((const cri_shed_data *)cri_game_cdata(g))->s;
}
static inline const cri_shed_opts *cri_shed_opts_of(const cr_game *g)
{
    return &((const cri_shed_data *)cri_game_cdata(g))->o;
}

uint64_t cri_shed_wild_mask(const cri_shed_opts *o);
int64_t cri_shed_hand_value(const cr_game *g, int32_t seat);
/* The card to match and the suit asked for; false when any card goes. */
bool cri_shed_target(const cr_game *g, unsigned *card, unsigned *suit);
/* Distinct cards of the seat's hand playable now (READY phase). */
uint64_t cri_shed_legal_mask(const cr_game *g, int32_t seat);

void cri_shed_view(struct cri_json *w, const cr_game *g, int32_t seat);
int32_t cri_shed_layout_line(cr_game *g, struct cri_layout *L, const char *key, const char *value);
int32_t cri_shed_layout_apply(cr_game *g, struct cri_layout *L);
void cri_shed_layout_write(struct cri_json *w, const cr_game *g);
/* The engine's items of a layout being read (cri_layout.engine). */
typedef struct cri_shed_layout {
    uint8_t widow[CRI_DECK_MAX], out[CRI_DECK_MAX];
    size_t widow_n, out_n;
    uint8_t trick[CRI_MAX_SEATS], trick_seat[CRI_MAX_SEATS], trick_named[CRI_MAX_SEATS];
    size_t trick_n;
    int32_t passes, named, drawn, drawn_count; /* named, drawn: -1 when absent */
    bool seen_named, seen_drawn;
} cri_shed_layout;
int32_t cri_shed_bot(cri_move *out, cr_game *g, int32_t seat, uint64_t seed);

#endif
