/* The SHED engine (RULES.md 2-4, 17.1): Rockaway and Go Boom. Option values
 * and the per-deal state kept inside the game handle. */
#ifndef CRI_SHED_H
#define CRI_SHED_H

#include "common/internal.h"
#include "cards/multiset.h"
#include "rules/rules.h"

/* Option value constants (CRI_SHED_*, CRI_MATCH_*, ...) are the rules
 * registry's (rules.h). */

#define CRI_SHED_SEATS 14
#define CRI_SHED_DECK 104

/* The values of RULES.md 17.1, as the engine reads them. */
typedef struct cri_shed_opts {
    uint8_t structure;          /* CRI_SHED_WIDOW / TRICK */
    uint8_t match_against;      /* CRI_MATCH_* */
    uint8_t initial_upcard;     /* 0/1 */
    uint8_t ace_names_suit;     /* 0/1: the player of a wild card names the suit */
    uint8_t bury_starting_wild; /* 0/1 */
    uint8_t packs;              /* resolved for the player count: 1 or 2 */
    uint8_t hand_size;          /* 1..20 */
    uint8_t voluntary_draw;     /* CRI_VDRAW_* */
    uint8_t blocked_rule;       /* CRI_BLOCKED_* */
    uint8_t on_go_out;          /* CRI_GO_OUT_* */
    uint8_t ace_low_in_tricks;  /* 0/1 */
    uint8_t scoring;            /* CRI_SCORING_* */
    uint8_t match_end;          /* CRI_MATCH_END_* */
    uint8_t lowest_wins;        /* match winners: lowest total (1) or highest (0) */
    uint16_t wild_ranks;        /* bit r for rank r (1..13) */
    uint64_t wild_mask;         /* the card bits of the wild ranks (derived) */
    uint32_t match_param;       /* k, n or t of match_end */
    uint8_t values[14];         /* card value by rank 1..13 (index 0 unused) */
} cri_shed_opts;

/* A SHED hand: at most two copies of a card (SHED decks have at most two
 * packs and no jokers), thermometer-coded like cri_multiset: copy[1] is a
 * subset of copy[0]. Half the size of a three-copy multiset. */
typedef struct cri_hand {
    uint64_t copy[2];
} cri_hand;

static inline unsigned cri_hand_count(const cri_hand *h, unsigned c)
{
    return c < 64 ? (unsigned)(((h->copy[0] >> c) & 1u) + ((h->copy[1] >> c) & 1u)) : 0u;
}

static inline void cri_hand_add(cri_hand *h, unsigned c)
{
    if (c >= 64)
        return;
    uint64_t b = UINT64_C(1) << c;
    if (h->copy[0] & b)
        h->copy[1] |= b;
    else
        h->copy[0] |= b;
}

static inline bool cri_hand_remove(cri_hand *h, unsigned c)
{
    if (c >= 64)
        return false;
    uint64_t b = UINT64_C(1) << c;
    if (h->copy[1] & b)
        h->copy[1] &= ~b;
    else if (h->copy[0] & b)
        h->copy[0] &= ~b;
    else
        return false;
    return true;
}

static inline unsigned cri_hand_rank_count(const cri_hand *h, unsigned rank)
{
    return (unsigned)(__builtin_popcountll((h->copy[0] >> rank) & CRI_RANK_COLUMN) +
                      __builtin_popcountll((h->copy[1] >> rank) & CRI_RANK_COLUMN));
}

/* The cards in canonical order (copies adjacent); returns the count. */
static inline size_t cri_hand_to_cards(const cri_hand *h, uint8_t *out)
{
    size_t n = 0;
    for (uint64_t m = h->copy[0]; m; m &= m - 1) {
        unsigned c = (unsigned)__builtin_ctzll(m);
        out[n++] = (uint8_t)c;
        if ((h->copy[1] >> c) & 1u)
            out[n++] = (uint8_t)c;
    }
    return n;
}

/* One deal's state. Hands are multisets (order never matters); piles that
 * have an order are arrays. */
typedef struct cri_shed_state {
    cri_hand hand[CRI_SHED_SEATS];
    uint8_t hand_n[CRI_SHED_SEATS];
    uint8_t stock[CRI_SHED_DECK]; /* stock[stock_n - 1] is the top */
    uint8_t pile[CRI_SHED_DECK];  /* widow pile (top last) or cards out of play */
    uint8_t stock_n;
    uint8_t pile_n;
    uint8_t trick[CRI_SHED_SEATS];       /* cards of the current trick, in play order */
    uint8_t trick_seat[CRI_SHED_SEATS];  /* who played them */
    uint8_t trick_named[CRI_SHED_SEATS]; /* suit named with each (0xFF none) */
    uint8_t trick_n;
    uint8_t trick_turns;  /* seats that have acted in this trick (incl. the leader) */
    uint8_t leader;       /* leader of the current trick */
    uint8_t widow_named;  /* suit named for the widow (0xFF none) */
    uint8_t drawn;        /* DRAWING: the last card drawn */
    uint8_t drawn_count;  /* cards drawn this turn (public) */
    uint8_t passes;       /* consecutive passes (WIDOW blocked test) */
    int8_t out_seat;      /* FINISH_TRICK: first seat out, -1 none */
    uint8_t last_trick_winner; /* 0xFF none */
} cri_shed_state;

/* The SHED engine's data in a game handle (cri_engine.data_size): its
 * options, then the deal's state. */
typedef struct cri_shed_data {
    cri_shed_opts o;
    cri_shed_state s;
} cri_shed_data;

/* Resolves the SHED options of a rules object (values already checked by
 * the registry). */
void cri_shed_opts_from_rules(cri_shed_opts *o, const cr_rules *r);

#endif
