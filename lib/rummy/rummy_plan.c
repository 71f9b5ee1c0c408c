/* SR-9 with two cards taken in one turn (two-card draws at the break,
 * docs/rummy.md): can every card taken from the discard pile still be used
 * this turn? */
#include <stdlib.h>
#include <string.h>

#include "solver/meld.h"
#include "rummy/rummy_internal.h"

#define S cri_rummy_st
#define O cri_rummy_opts_of

/* Each card taken from the discard pile at the break must go into a meld
 * or a lay-off that same turn. With one card, "it fits a meld with the
 * hand or a break meld" is enough; two cards may need the same hand card
 * (5H 6H 5D holding, 7H and 5C taken: one meld or the other, never both),
 * so the test is a plan: some maximal exposure of the hand, then lay-offs
 * onto this break's melds to a fixed point (taken cards first), after
 * which no taken card is held. A draw or a move that leaves no such plan
 * is refused, so that a break turn always has an end. The plan is tried
 * on copies of the game; only break turns holding two taken cards pay. */

/* Lay-offs onto this break's melds until none fits; are the taken cards gone? */
static bool lay_off_taken(cr_game *c, int32_t seat)
{
    cri_rummy_state *s = S(c);
    for (bool moved = true; moved && cri_ms_total(&s->took);) {
        moved = false;
        for (int pass = 0; pass < 2 && !moved; pass++) {
            uint8_t cards[CRI_RUMMY_DECK];
            size_t n = pass ? cri_ms_to_cards(&S(c)->hand[seat], cards) : cri_ms_to_cards(&s->took, cards);
            for (size_t i = 0; i < n && !moved; i++)
                for (unsigned k = s->break_meld; k < s->meld_n && !moved; k++)
                    if (cri_rummy_layoff_ok(c, k, cards[i], NULL)) {
                        cri_rummy_lay_off(c, seat, k, cards[i], 0);
                        moved = true;
                    }
        }
    }
    return cri_ms_total(&s->took) == 0;
}

typedef struct use_plan {
    const cr_game *g;
    cr_game *copy;
    size_t size;
    int32_t seat;
    const uint8_t *cards;
    bool found;
} use_plan;

static int try_exposure(void *ctx, const uint64_t *set, size_t k)
{
    use_plan *u = ctx;
    memcpy(u->copy, u->g, u->size);
    cri_rummy_state *s = S(u->copy);
    if (!cri_rummy_expose(s, &O(u->g)->prof, u->seat, u->cards, set, k))
        return 0;
    u->found = lay_off_taken(u->copy, u->seat);
    return u->found;
}

/* Is there a plan from g's state (exposing first if seat has not)? -1 out of memory. */
int cri_rummy_taken_plan(const cr_game *g, int32_t seat)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    if (!cri_ms_total(&s->took))
        return 1;
    use_plan u = {.g = g, .size = cri_game_size(g), .seat = seat};
    u.copy = malloc(u.size);
    if (!u.copy)
        return -1;
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n = cri_ms_to_cards(&s->hand[seat], cards);
    u.cards = cards;
    uint64_t melds[CRI_RUMMY_CAND_MAX];
    size_t mn = !s->exposed && n <= 64 ? cri_rummy_melds(O(g), cards, n, melds, CRI_RUMMY_CAND_MAX) : 0;
    if (mn)
        cri_rummy_maximal(melds, mn, n >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << n) - 1, try_exposure, &u);
    else
        try_exposure(&u, NULL, 0);
    free(u.copy);
    return u.found;
}

bool cri_rummy_take_usable(const cr_game *g, int32_t seat, const cri_move *m)
{
    size_t size = cri_game_size(g);
    cr_game *c = malloc(size);
    if (!c)
        return false;
    memcpy(c, g, size);
    cri_rummy_apply_draw(c, seat, m);
    bool ok = S(c)->in_break && cri_rummy_taken_plan(c, seat) == 1;
    free(c);
    return ok;
}
