/* MANIP baseline bots, on the solver's best play (manip_help.c). Every
 * commit a bot makes is checked by the engine before it is returned; a
 * solver that runs out of budget, or a play that does not check, falls
 * back to a simple legal move (draw, pass, done).
 * Carousel: knock as soon as the count allows (with this turn's best play
 * when it helps), play the best play when it sheds cards, else draw.
 * RockIt: come in with the largest coming-in trick, then play the best
 * play, else draw. Deterministic: no randomness is used. */
#include <string.h>

#include "manip/manip.h"

static void simple(cri_move *out, int32_t type)
{
    out->type = type;
    out->arg = -1;
    out->n = 0;
}

static int32_t carousel_bot(cri_move *out, cr_game *g, int32_t seat)
{
    const cri_man_state *s = cri_man_cst(g);
    if (g->phase == CR_PHASE_READY) {
        simple(out, CR_MOVE_DRAW);
        return CR_OK;
    }
    int32_t after = 0;
    bool play = cri_man_best_commit(g, seat, true, out, &after, NULL);
    if (s->final_round) {
        if (!play)
            simple(out, CR_MOVE_PASS);
        return CR_OK;
    }
    if (cri_man_o(g)->knock_end) {
        if (play && after <= 5) {
            if (after > 0 || cri_man_o(g)->no_autoknock)
                out->type = CR_MOVE_KNOCK; /* a commit that empties the hand knocks by itself */
            return CR_OK;
        }
        if (cri_man_hand_count(g, seat) <= 5) {
            simple(out, CR_MOVE_KNOCK);
            return CR_OK;
        }
    }
    if (play)
        return CR_OK;
    simple(out, s->stock_n ? CR_MOVE_DRAW : CR_MOVE_DONE);
    return CR_OK;
}

static int32_t rockit_bot(cri_move *out, cr_game *g, int32_t seat)
{
    const cri_man_state *s = cri_man_cst(g);
    const cri_man_opts *o = cri_man_o(g);
    bool came_in = (s->came_in >> seat) & 1u;
    if (s->continuing) {
        if (!cri_man_best_commit(g, seat, true, out, NULL, NULL))
            simple(out, CR_MOVE_DONE);
        return CR_OK;
    }
    if (!came_in && o->opening != CRI_OPENING_NONE) {
        /* The listed coming-in tricks: the longest one. */
        if (cri_game_legal_refresh(g, seat) == CR_OK) {
            size_t best = 0;
            bool found = false;
            for (size_t i = 0; i < g->x->legal.count; i++) {
                cri_move m;
                cri_movebuf_get(&g->x->legal, i, NULL, &m);
                if (m.type == CR_MOVE_COMMIT && m.n > best) {
                    best = m.n;
                    *out = m;
                    found = true;
                }
            }
            if (found)
                return CR_OK;
        }
    } else if (cri_man_best_commit(g, seat, true, out, NULL, NULL)) {
        return CR_OK;
    }
    simple(out, s->stock_n ? CR_MOVE_DRAW : CR_MOVE_PASS);
    return CR_OK;
}

int32_t cri_man_bot(cri_move *out, cr_game *g, int32_t seat, uint64_t seed)
{
    (void)seed; /* deterministic without it */
    return cri_man_o(g)->carousel ? carousel_bot(out, g, seat) : rockit_bot(out, g, seat);
}
