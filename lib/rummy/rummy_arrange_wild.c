/* SR-8, straight.break_auto_arrange, where cards are wild (Double Rummy;
 * Java and Rummy Poker with the break, JR-5 / RP-12).
 *
 * The arrangement is made of moves a player could make by hand: one
 * exposure of the legal list (a maximal set of melds among the cards kept,
 * wild cards with the declaration the meld check gives them, as the list
 * writes them), then lay-offs onto this break's melds, each one a listed
 * lay-off: a card (a wild card takes the declaration the meld check gives
 * it) and, in Double Rummy, the joker it displaces with the end it moves to
 * (DR-3). Unlike natural cards, wild lay-offs compete (a joker laid off as
 * 8S or as 4S decides whether 9S fits next; a four-card group takes one
 * more card, natural or wild), so the lay-offs are searched: every
 * sequence, depth first, on copies of the game, each state seen once (a
 * hand and a table reached by two orders of the same lay-offs is one
 * state). Of every exposure and lay-off sequence that uses the cards taken
 * this turn (SR-9), the one leaving the least value in the hand wins; ties
 * go to the first found: exposures in the legal list's order, lay-offs by
 * card (card order), then table meld, then no joker move before joker moves
 * by the rank the joker moves to. Three cuts keep it quick without changing
 * the answer: a natural card is tried only on melds of its rank or suit; an
 * exposure whose cards that could never be laid off already leave as much
 * as the best is not searched; and the search ends at a value nothing can
 * beat (0, or with no earlier meld in this break the deadwood of the cards
 * kept, since every card that goes then ends in the player's own melds). */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "common/keyset.h"
#include "solver/meld.h"
#include "rummy/rummy_internal.h"

#define S cri_rummy_st
#define O cri_rummy_opts_of

/* The bytes the states remembered may take per arrangement (beyond them
 * the search goes on without remembering new ones: slower, as exact). A
 * Double Rummy break of 11 cards onto four melds with three wild cards
 * reaches 2,147 states of about 90 bytes; when at most 1,024 were kept it
 * searched 3.4 million (half a minute a move; issue 13's game fuzzing). */
#define SEEN_BUDGET ((size_t)16 << 20)
/* The longest key: the hand, the meld count, this break's table (cards,
 * what they stand for, moved marks) and its meld lengths. */
#define SEEN_KEY (sizeof(cri_multiset) + 1 + 3 * CRI_RUMMY_DECK + CRI_RUMMY_MELDS)

typedef struct wild_arrange {
    int32_t seat;
    const uint8_t *cards; /* the cards kept, indexes of the exposure masks */
    cr_game **at;         /* a copy of the game per search depth */
    size_t size, depth;
    cri_keyset seen;      /* states searched from (from the third level) */
    size_t searched;      /* states lay-offs were tried from */
    bool oom;
    cri_rummy_plan cur, best;
    bool found;
    int32_t floor; /* no arrangement leaves less: the search stops there */
} wild_arrange;

/* The state's key: seat's hand and this break's melds. */
static size_t key_of(const wild_arrange *a, const cr_game *c, uint8_t *key)
{
    const cri_rummy_state *s = cri_rummy_cst(c);
    unsigned from = s->break_meld < s->meld_n ? s->meld_at[s->break_meld] : s->table_n, len = s->table_n - from;
    size_t n = 0;
    memcpy(key, s->hand[a->seat].copy, sizeof s->hand[a->seat].copy); /* (the fields: no padding) */
    n += sizeof s->hand[a->seat].copy;
    key[n++] = s->hand[a->seat].jokers;
    key[n++] = (uint8_t)(s->meld_n - s->break_meld); /* (so the lengths below split the table one way) */
    memcpy(key + n, s->table + from, len);
    memcpy(key + n + len, s->stands + from, len);
    memcpy(key + n + 2 * len, s->moved + from, len);
    n += 3 * len;
    for (unsigned k = s->break_meld; k < s->meld_n; k++)
        key[n++] = s->meld_len[k];
    return n;
}

/* Has the search been in c's state already? (Remembers it if not.) */
static bool seen_before(wild_arrange *a, const cr_game *c)
{
    uint8_t key[SEEN_KEY];
    switch (cri_keyset_add(&a->seen, key, key_of(a, c, key))) {
    case CRI_KEYSET_FOUND:
        return true;
    case CRI_KEYSET_NOMEM:
        a->oom = true;
        return true;
    default:
        return false;
    }
}

static void lay_offs(wild_arrange *a, size_t d);

/* Lays off card onto meld (joker_to as the lay-off move) in the next
 * copy, then goes on from there. */
static void try_layoff(wild_arrange *a, size_t d, unsigned card, unsigned meld, unsigned joker_to)
{
    if (d + 1 >= a->depth || a->cur.nl >= CRI_RUMMY_DECK)
        return;
    memcpy(a->at[d + 1], a->at[d], a->size);
    cri_rummy_lay_off(a->at[d + 1], a->seat, meld, card, joker_to);
    size_t l = a->cur.nl++;
    a->cur.lay_card[l] = (uint8_t)card;
    a->cur.lay_meld[l] = (uint8_t)meld;
    a->cur.lay_to[l] = (uint8_t)joker_to;
    lay_offs(a, d + 1);
    a->cur.nl--;
}

/* Could card c ever join table meld k? A natural card only a group of its
 * rank or a run of its suit; a wild card any meld. (A quick filter before
 * the meld check: most pairs fail it.) */
static bool may_join(const cri_rummy_state *s, const cri_rummy_opts *o, unsigned k, unsigned c)
{
    if (cri_card_is_wild(&o->prof, c))
        return true;
    unsigned first = s->stands[s->meld_at[k]], last = s->stands[s->meld_at[k] + s->meld_len[k] - 1u];
    if ((first & 15u) == (last & 15u))
        return (c & 15u) == (first & 15u); /* a group */
    return (c >> 4) == (first >> 4);
}

/* Does a wild card of table meld k stand for card c (a DR-3 lay-off)? */
static bool joker_stands_for(const cri_rummy_state *s, const cri_rummy_opts *o, unsigned k, unsigned c)
{
    for (unsigned i = 0; i < s->meld_len[k]; i++) {
        unsigned at = s->meld_at[k] + i;
        if (s->stands[at] == c && s->table[at] != c && cri_card_is_wild(&o->prof, s->table[at]))
            return true;
    }
    return false;
}

/* The state at depth d: scores it, then tries every lay-off from it. */
static void lay_offs(wild_arrange *a, size_t d)
{
    cr_game *c = a->at[d];
    const cri_rummy_state *s = cri_rummy_cst(c);
    const cri_rummy_opts *o = O(c);
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n = cri_ms_to_cards(&s->hand[a->seat], cards);
    int32_t left = cri_rummy_hand_value(o, cards, n);
    if (!cri_ms_total(&s->took) && (!a->found || left < a->best.left)) {
        a->best = a->cur;
        a->best.left = left;
        a->best.uses_taken = true;
        a->found = true;
    }
    /* two lay-offs in either order reach one state: from the third level on */
    if ((a->found && a->best.left <= a->floor) || a->oom || (d >= 3 && seen_before(a, c)))
        return;
    a->searched++;
    for (size_t i = 0; i < n && !a->oom; i++) {
        if (i && cards[i] == cards[i - 1])
            continue;
        for (unsigned k = s->break_meld; k < s->meld_n; k++) {
            if (!may_join(s, o, k, cards[i]))
                continue;
            if (cri_rummy_layoff_wild(c, k, cards[i], 0, NULL, NULL, NULL) == CR_REASON_NONE)
                try_layoff(a, d, cards[i], k, 0);
            if (!o->joker_move || !joker_stands_for(s, o, k, cards[i]))
                continue;
            for (unsigned r = 1; r <= 13; r++) {
                unsigned to = (s->stands[s->meld_at[k]] & 0xF0u) | r;
                if (cri_rummy_layoff_wild(c, k, cards[i], to, NULL, NULL, NULL) == CR_REASON_NONE)
                    try_layoff(a, d, cards[i], k, to);
            }
        }
    }
}

/* After an exposure (state c, before any lay-off): could lay-offs leave
 * less than the best so far? At most every held card that may join some
 * break meld goes. */
static bool cannot_beat(const wild_arrange *a, const cr_game *c)
{
    const cri_rummy_state *s = cri_rummy_cst(c);
    const cri_rummy_opts *o = O(c);
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n = cri_ms_to_cards(&s->hand[a->seat], cards);
    int32_t stays = 0;
    for (size_t i = 0; i < n; i++) {
        bool may = false;
        for (unsigned k = s->break_meld; k < s->meld_n && !may; k++)
            may = may_join(s, o, k, cards[i]);
        if (!may)
            stays += cri_card_value(&o->prof, cards[i]);
    }
    return stays >= a->best.left;
}

static int on_exposure(void *ctx, const uint64_t *set, size_t k)
{
    wild_arrange *a = ctx;
    memcpy(a->at[1], a->at[0], a->size);
    cri_rummy_state *s = S(a->at[1]);
    if (!cri_rummy_expose(s, &O(a->at[0])->prof, a->seat, a->cards, set, k))
        return 0;
    if (k) /* (no melds at all: set is NULL) */
        memcpy(a->cur.set, set, k * sizeof *set);
    a->cur.k = k;
    a->cur.nl = 0;
    if (a->found && cannot_beat(a, a->at[1]))
        return 0;
    /* (the states remembered stay: a state holds its table, so one seen
     * under another exposure was searched from already) */
    lay_offs(a, 1);
    return a->oom || (a->found && a->best.left <= a->floor);
}

int32_t cri_rummy_plan_break_wild(const cr_game *g, int32_t seat, unsigned discard, const uint8_t *cards, size_t n,
                                  cri_rummy_plan *out)
{
    wild_arrange a = {.seat = seat, .cards = cards, .size = cri_game_size(g), .depth = n + 2};
    cr_game *at[CRI_RUMMY_DECK + 2];
    a.at = at;
    /* One block of copies, each at a multiple of the game's alignment
     * (cr_game ends in max_align_t-aligned engine data; its size need not be
     * a multiple of that: UBSan saw misaligned copies). */
    size_t align = _Alignof(max_align_t), stride = (a.size + align - 1) / align * align;
    char *block = malloc(stride * a.depth);
    if (!block)
        return -1;
    for (size_t d = 0; d < a.depth; d++)
        at[d] = (cr_game *)(void *)(block + d * stride);
    memcpy(at[0], g, a.size);
    cri_keyset_init(&a.seen, SEEN_BUDGET);
    cri_rummy_state *s = S(at[0]);
    if (discard) {
        /* the discard leaves first (a taken card discarded is used up) */
        cri_ms_remove(&s->hand[seat], discard);
        cri_ms_remove(&s->took, discard);
        s->hand_n[seat]--;
    }
    /* With no earlier melds in this break every card that goes ends in a
     * meld of the player's own: nothing leaves less than the deadwood of
     * the cards kept, and reaching it ends the search (ties go to the
     * first found either way). Else only 0 is sure to be the least. */
    if (s->break_meld >= s->meld_n)
        a.floor = cri_rummy_deadwood(g, cards, n);
    uint64_t melds[CRI_RUMMY_CAND_MAX];
    size_t mn = cri_rummy_melds(O(g), cards, n, melds, CRI_RUMMY_CAND_MAX);
    memset(&a.cur, 0, sizeof a.cur);
    if (mn)
        cri_rummy_maximal(melds, mn, n >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << n) - 1, on_exposure, &a);
    else
        on_exposure(&a, NULL, 0);
    cri_keyset_free(&a.seen);
    free(block);
    if (a.oom)
        return -1;
    if (!a.found)
        return CR_REASON_UPCARD_NOT_USED;
    *out = a.best;
    out->searched = a.searched;
    return CR_REASON_NONE;
}
