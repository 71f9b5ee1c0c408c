/* SR-8, straight.break_auto_arrange: the engine arranges a break turn.
 * The player draws and names the discard (or says done); the engine then
 * exposes the melds among the cards kept and lays off what it can onto
 * this break's melds (its own new ones included), choosing among the
 * maximal exposures the one that leaves the least value in the hand. The
 * upcard taken this turn must be used (SR-9): only arrangements that use
 * it count, and a discard that leaves none is refused. Lay-offs are made
 * card by card to a fixed point, each card onto the first meld it fits;
 * with one pack a card fits at most one place, so the order cannot
 * matter. Where cards are wild, lay-offs compete and carry declarations:
 * rummy_arrange_wild.c searches them. */
#include <string.h>

#include "solver/meld.h"
#include "rummy/rummy_internal.h"

/* Longest meld simulated: a full suit, or a group of every copy of a rank. */
#define MELD_LEN (4 * CR_MAX_PACKS + 13)

typedef struct arrange {
    const cr_game *g;
    const cri_rummy_opts *o;
    const uint8_t *cards;     /* the cards kept (the hand but the discard) */
    size_t n;
    cri_multiset must;        /* the cards taken this turn that must leave the hand (SR-9) */
    cri_multiset kept;        /* the cards kept */
    cri_rummy_plan cur, best;
    bool found;
} arrange;

/* The lay-offs after exposing p->set: every card left onto the first meld
 * of this break it extends, to a fixed point; the value left. */
static void lay_offs(arrange *a, cri_rummy_plan *p)
{
    const cri_rummy_state *s = cri_rummy_cst(a->g);
    uint8_t melds[CRI_RUMMY_MELDS][MELD_LEN];
    size_t len[CRI_RUMMY_MELDS], first = s->break_meld, count = 0;
    for (unsigned k = s->break_meld; k < s->meld_n && count < CRI_RUMMY_MELDS; k++, count++) {
        len[count] = s->meld_len[k] < MELD_LEN ? s->meld_len[k] : MELD_LEN - 1;
        memcpy(melds[count], s->table + s->meld_at[k], len[count]);
    }
    uint64_t in_set = 0;
    for (size_t j = 0; j < p->k && count < CRI_RUMMY_MELDS; j++, count++) {
        in_set |= p->set[j];
        len[count] = 0;
        for (uint64_t b = p->set[j]; b && len[count] < MELD_LEN - 1; b &= b - 1)
            melds[count][len[count]++] = a->cards[__builtin_ctzll(b)];
    }
    bool loose[CRI_RUMMY_DECK];
    for (size_t i = 0; i < a->n; i++)
        loose[i] = !((in_set >> i) & 1u);
    p->nl = 0;
    for (bool moved = true; moved;) {
        moved = false;
        for (size_t i = 0; i < a->n; i++)
            for (size_t t = 0; t < count && loose[i] && len[t] < MELD_LEN - 1; t++) {
                melds[t][len[t]] = a->cards[i];
                if (cri_meld_check(&a->o->prof, melds[t], len[t] + 1, NULL, NULL, NULL) == CR_MELD_NONE)
                    continue;
                len[t]++;
                loose[i] = false;
                moved = true;
                p->lay_card[p->nl] = a->cards[i];
                /* table melds keep their index; new ones follow the table's */
                p->lay_meld[p->nl++] = (uint8_t)(t < s->meld_n - first ? first + t : s->meld_n + (t - (s->meld_n - first)));
            }
    }
    p->left = 0;
    cri_multiset stay;
    cri_ms_clear(&stay);
    for (size_t i = 0; i < a->n; i++)
        if (loose[i]) {
            p->left += cri_card_value(&a->o->prof, a->cards[i]);
            cri_ms_add(&stay, a->cards[i]);
        }
    /* every taken card is used: of each, no more copies stay than the
     * hand held besides the taken ones (two packs: identical cards) */
    uint8_t must[CRI_RUMMY_DECK];
    size_t mn = cri_ms_to_cards(&a->must, must);
    p->uses_taken = true;
    for (size_t i = 0; i < mn; i++)
        if (cri_ms_count(&stay, must[i]) + cri_ms_count(&a->must, must[i]) > cri_ms_count(&a->kept, must[i]))
            p->uses_taken = false;
}

static void consider(arrange *a)
{
    lay_offs(a, &a->cur);
    if (!a->cur.uses_taken || (a->found && a->cur.left >= a->best.left))
        return;
    a->best = a->cur;
    a->found = true;
}

static int on_set(void *ctx, const uint64_t *set, size_t k)
{
    arrange *a = ctx;
    memcpy(a->cur.set, set, k * sizeof *set);
    a->cur.k = k;
    consider(a);
    return 0;
}

int32_t cri_rummy_plan_break(const cr_game *g, int32_t seat, unsigned discard, uint8_t *cards, size_t *n,
                             cri_rummy_plan *out)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    cri_multiset kept = s->hand[seat];
    if (discard)
        cri_ms_remove(&kept, discard);
    *n = cri_ms_to_cards(&kept, cards);
    if (*n > 64)
        *n = 64; /* masks; a break hand holds a few cards */
    if (cri_rummy_opts_of(g)->wild)
        return cri_rummy_plan_break_wild(g, seat, discard, cards, *n, out);
    arrange a = {.g = g, .o = cri_rummy_opts_of(g), .cards = cards, .n = *n, .must = s->took, .kept = kept};
    /* SR-9: the copies taken must leave the hand (the discard of a taken
     * card, where allowed, uses it too). */
    if (discard)
        cri_ms_remove(&a.must, discard);
    uint64_t melds[CRI_RUMMY_CAND_MAX];
    size_t mn = cri_rummy_melds(a.o, cards, *n, melds, CRI_RUMMY_CAND_MAX);
    memset(&a.cur, 0, sizeof a.cur); /* (natural lay-offs move no joker: lay_to stays 0) */
    if (mn == 0)
        consider(&a);
    else
        cri_rummy_maximal(melds, mn, *n >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << *n) - 1, on_set, &a);
    if (!a.found)
        return CR_REASON_UPCARD_NOT_USED;
    *out = a.best;
    return CR_REASON_NONE;
}
