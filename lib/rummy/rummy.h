/* The RUMMY engine (RULES.md 5-14, 17.2): the draw-discard games. Its
 * options as the engine reads them and the deal's state, both kept inside
 * the game handle (one block, copied with one memcpy). */
#ifndef CRI_RUMMY_H
#define CRI_RUMMY_H

#include "common/internal.h"
#include "cards/multiset.h"
#include "rules/rules.h"
#include "solver/meld_profile.h"

#define CRI_RUMMY_SEATS 14
/* Every deck the registry allows: three packs and six jokers (162 cards;
 * the piles' counts are bytes). */
#define CRI_RUMMY_DECK CR_MAX_CARDS
_Static_assert(CRI_RUMMY_DECK <= 255, "RUMMY pile counts are bytes");
#define CRI_RUMMY_MELDS 40
/* The largest hand the meld enumeration handles (one pack: every card). */
#define CRI_RUMMY_HAND_MAX 52

/* The values of RULES.md 17.2, as the engine reads them. */
typedef struct cri_rummy_opts {
    cri_meld_profile prof;     /* meld rules and card values (rummy.seq_mode, group, values) */
    uint8_t packs, jokers, wild_deuces;
    uint8_t wild;              /* the game has wild cards (jokers or wild deuces) */
    uint8_t subsets;           /* melds are found among subsets: wild cards or identical cards */
    uint8_t hand_size;
    uint8_t initial_upcard;
    uint8_t draw_rule;         /* CRI_DRAW_* */
    uint8_t no_discard_taken;  /* SR-4 */
    uint8_t meld_timing;       /* CRI_MELD_* */
    uint8_t layoff;            /* CRI_LAYOFF_* */
    uint8_t go_out_discard;    /* CRI_GO_OUT_DISCARD_* */
    uint8_t joker_move;        /* CRI_JOKER_MOVE_* (DR-3) */
    uint8_t leftover_max;      /* rummy.go_out_leftover_max */
    uint8_t stock_end;         /* CRI_STOCK_END_* */
    uint8_t rebuild;           /* CRI_REBUILD_* */
    uint8_t loser_count;       /* CRI_COUNT_* */
    uint8_t settlement;        /* CRI_SETTLE_* */
    uint8_t currency;          /* CRI_CURRENCY_* */
    uint8_t match_end;         /* CRI_RMATCH_* */
    uint8_t rotation;          /* CRI_ROTATION_* */
    uint8_t discard_public;    /* CM-8 */
    /* single-game variants */
    uint8_t break_discard;          /* SR-7 */
    uint8_t break_auto;             /* SR-8 */
    uint8_t break_rummy_continues;  /* SR-10 */
    uint8_t one_suit_any;           /* SR-12 */
    uint8_t skip_nd_after_stock;    /* SK-2 */
    uint8_t skip_meld_only;         /* SK-3 */
    uint8_t skip_tie_split;         /* SK-6 */
    uint8_t block_showdown_layoffs; /* BL-2 */
    uint8_t block_mult;             /* BL-4 */
    uint8_t qc_incl_discard;        /* QC-1 */
    uint8_t qc_break_unit;          /* QC-2 */
    uint8_t entry_chip;             /* JR-8 */
    uint8_t rp_bonus_only;          /* RP-2 */
    uint8_t rp_ignore_leftover;     /* RP-3 */
    uint8_t rp_rummy_bonus;         /* RP-4 */
    uint8_t rp_cumulative;          /* RP-5 */
    uint8_t rp_all_ten;             /* RP-6 */
    uint8_t dd_partial;             /* BH-2 */
    uint8_t bh_excl_layoffs;        /* BH-6 */
    uint8_t bh_first_turn_only;     /* BH-7 */
    int32_t target;                 /* target_score, 0 none */
    int32_t max_rebuilds;           /* CM-11; -1 unlimited */
} cri_rummy_opts;

/* One deal's state. Hands are multisets; piles with an order are arrays;
 * the table is the melds' cards back to back. */
typedef struct cri_rummy_state {
    cri_multiset hand[CRI_RUMMY_SEATS];
    cri_multiset known[CRI_RUMMY_SEATS]; /* cards everybody knows a seat holds (taken upcards) */
    uint8_t hand_n[CRI_RUMMY_SEATS];
    uint8_t draws[CRI_RUMMY_SEATS];      /* draws made this deal (SR-11 first pick) */
    uint8_t broke[CRI_RUMMY_SEATS];      /* the seat has had its break turn */
    uint8_t stock[CRI_RUMMY_DECK];       /* stock[stock_n - 1] is the top */
    uint8_t pile[CRI_RUMMY_DECK];        /* discard pile, bottom first */
    uint8_t table[CRI_RUMMY_DECK];       /* meld cards in meld order */
    uint8_t stands[CRI_RUMMY_DECK];      /* what each table card stands for (itself unless wild) */
    uint8_t moved[CRI_RUMMY_DECK];       /* a table joker that has moved (DR-3 FOSTER: once only) */
    uint8_t meld_at[CRI_RUMMY_MELDS], meld_len[CRI_RUMMY_MELDS], meld_owner[CRI_RUMMY_MELDS];
    uint8_t stock_n, pile_n, table_n, meld_n;
    cri_multiset took;      /* the cards taken from the discard pile this turn */
    uint8_t taken;          /* the last card taken from the discard pile this turn, 0 none */
    uint8_t draw_n;         /* draws made this turn (Scarne: D then S or D) */
    uint8_t taken_had;      /* copies of `taken` the hand held before taking it (two packs) */
    uint8_t drew_stock;     /* this turn's draw came from the stock */
    uint8_t acts;           /* melds and lay-offs this turn (Skip) */
    uint8_t exposed;        /* the seat exposed this break turn */
    uint8_t pending_out;    /* melded all but one card: the discard goes out */
    uint8_t in_break;       /* the break (or a Block showdown round) is on */
    uint8_t no_draw_break;  /* the round has no draw step (BL-2 showdown) */
    uint8_t breaker;
    uint8_t break_done;     /* break turns completed */
    uint8_t break_meld;     /* first table meld of the break (lay-off targets) */
    uint8_t rummy_seat;     /* SR-10: a seat that went out during the break, 0xFF none */
    uint8_t rebuilds;
    uint8_t oom;            /* a count needed the solver and it ran out of memory: the move is undone */
    uint16_t melded;        /* seats that melded or laid off in an earlier turn (BH-7) */
    uint8_t final_round;    /* Java: the final round is on (JR-5); breaker, break_done count it */
    uint16_t elim;          /* Java: seats eliminated by this deal */
    uint16_t pool_to;       /* Java: seats that collect the pool at the match's end */
    int32_t pool;           /* Java: chips in the pool when it is collected */
    /* the settlement (set when the deal ends, read by the ledger hook) */
    uint8_t pay_currency;   /* CR_CURRENCY_* */
    int32_t owe[CRI_RUMMY_SEATS]; /* what each loser owes in all, shared by the winners */
} cri_rummy_state;

typedef struct cri_rummy_data {
    cri_rummy_opts o;
    cri_rummy_state s;
} cri_rummy_data;

void cri_rummy_opts_from_rules(cri_rummy_opts *o, const cr_rules *r);

#endif
