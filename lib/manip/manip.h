/* The MANIP engine (RULES.md 15, 16, 17.3): Carousel and RockIt to Destiny.
 * A turn is a transaction: the player proposes the whole table (`commit`)
 * and the engine checks the result against the table before and the hand.
 * Options and per-deal state kept inside the game handle. */
#ifndef CRI_MANIP_H
#define CRI_MANIP_H

#include "game/game.h"
#include "solver/meld_profile.h"

#define CRI_MAN_SEATS 5
#define CRI_MAN_DECK CR_MAX_CARDS
#define CRI_MAN_MELDS 56
/* Internal card codes: a natural is its standard code; joker number k
 * (1..9, told apart as `JK1`, `JK2`) is CRI_MAN_JK(k). The public code of
 * every joker is CR_CARD_JOKER. */
#define CRI_MAN_JK(k) ((uint8_t)(0x40u + (unsigned)(k)))
#define CRI_MAN_MAX_JOKERS 9

static inline bool cri_man_is_joker(unsigned c)
{
    return c > 0x40u && c <= 0x40u + CRI_MAN_MAX_JOKERS;
}
static inline uint8_t cri_man_public(unsigned c)
{
    return cri_man_is_joker(c) ? (uint8_t)CR_CARD_JOKER : (uint8_t)c;
}

/* The values of RULES.md 17.3, as the engine reads them. */
typedef struct cri_man_opts {
    cri_meld_profile prof;       /* the meld rules (seq mode from man.seq_mode) */
    uint8_t packs, jokers, hand_size;
    uint8_t carousel;            /* turn model DRAW_1_TO_3_THEN_MELD (else PLAY_OR_DRAW) */
    uint8_t opening;             /* CRI_OPENING_* */
    uint8_t opening_ends_turn;
    uint8_t steal_model;         /* STEAL_TO_NEW_HAND_TRICK (else DECLARED_FIXED_EXCHANGE) */
    uint8_t source_table;        /* the replacing natural may come from the table */
    uint8_t immobile;            /* CA-10 / RD-6 variant */
    uint8_t need_natural;        /* RD-11 */
    uint8_t knock_end;           /* KNOCK_LE_5 (else GO_OUT) */
    uint8_t stock_end;           /* CRI_MSTOCK_* */
    uint8_t blocked_rule;        /* CRI_MBLOCKED_* */
    uint8_t carousel_scoring;    /* CRI_MSCORING_CAROUSEL */
    uint8_t penalty_draw3;       /* invalid_commit_policy=PENALTY_DRAW3 */
    uint8_t no_autoknock;        /* CA-4 variant */
    uint8_t table_exchange_free; /* CA-8 variant */
    uint8_t tie_shares;          /* CA-15 variant */
    uint8_t blank_no_deal_points;/* CA-16 variant */
    uint8_t group_joker_suit;    /* RD-9 variant */
    uint16_t time_limit;         /* CA-14: seconds, 0 off */
    int32_t target;              /* 150 */
} cri_man_opts;

/* The table: melds of entries; every joker carries its declaration (a
 * standard card or CR_OPEN_SUIT(rank)). */
typedef struct cri_man_table {
    uint8_t card[CRI_MAN_DECK];
    uint8_t decl[CRI_MAN_DECK];  /* 0 for naturals */
    uint8_t start[CRI_MAN_MELDS + 1];
    uint8_t melds, n;
} cri_man_table;

/* One deal's state. Hands are sorted arrays of internal codes. */
typedef struct cri_man_state {
    uint8_t hand[CRI_MAN_SEATS][CRI_MAN_DECK];
    uint8_t hand_n[CRI_MAN_SEATS];
    uint8_t stock[CRI_MAN_DECK]; /* stock[stock_n - 1] is the top */
    uint8_t stock_n;
    cri_man_table t;
    uint8_t came_in;     /* RockIt: bit per seat */
    uint8_t withdrawn;   /* Carousel CA-14: bit per seat */
    uint8_t final_mask;  /* Carousel: seats still to take their final turn */
    uint8_t final_round; /* Carousel: the final round is on */
    uint8_t draws;       /* Carousel: cards drawn this turn */
    uint8_t passes;      /* RockIt: consecutive passes */
    uint8_t continuing;  /* RockIt RD-2 variant: came in this turn, may play on */
    uint8_t penalties;   /* PENALTY_DRAW3 penalties this deal (public) */
    uint8_t game_over;   /* Carousel: the deal ended the game */
    uint8_t game_winners;
    uint8_t knocker;     /* 0xFF none */
    uint8_t pad[3];
} cri_man_state;

typedef struct cri_man_data {
    cri_man_opts o;
    cri_man_state s;
} cri_man_data;

extern const cri_engine cri_manip_engine;

static inline cri_man_state *cri_man_st(cr_game *g)
{
    return &((cri_man_data *)cri_game_data(g))->s;
}
static inline const cri_man_state *cri_man_cst(const cr_game *g)
{
    return &((const cri_man_data *)cri_game_cdata(g))->s;
}
static inline const cri_man_opts *cri_man_o(const cr_game *g)
{
    return &((const cri_man_data *)cri_game_cdata(g))->o;
}

/* ---- hands (manip.c) ---- */
void cri_man_hand_add(cri_man_state *s, int32_t seat, uint8_t c);
bool cri_man_hand_remove(cri_man_state *s, int32_t seat, uint8_t c);
int32_t cri_man_hand_count(const cr_game *g, int32_t seat); /* Carousel hand count (CA-3) */
int32_t cri_man_card_value(const cri_man_opts *o, unsigned c);

/* ---- commits (manip_commit.c) ---- */
/* A checked proposal: the new table and the hand cards it plays. */
typedef struct cri_man_commit {
    cri_man_table t;
    uint8_t played[CRI_MAN_DECK];
    uint8_t played_n;
    uint8_t exchanged; /* jokers exchanged or stolen */
} cri_man_commit;
/* Checks a commit's card array (RULES.md 15.2-15.3, 16.2 V1-V6, coming
 * in) for seat against the current table and hand. CR_OK with *out filled,
 * or CR_E_ILLEGAL_MOVE with the reason and message set on g. *penal (may
 * be NULL) is set when the failure is one of the rules of the table (a
 * PENALTY_DRAW3 offence) rather than a malformed move. */
int32_t cri_man_check_commit(cr_game *g, int32_t seat, const uint8_t *cards, size_t n, cri_man_commit *out,
                             bool *penal);
/* One meld with declarations (0 = free) under the profile: CR_MELD_* and
 * the card each entry stands for. need_natural is not checked here. */
int cri_man_meld(const cri_meld_profile *p, const uint8_t *cards, const uint8_t *decl, size_t n,
                 uint8_t *stands, const char **why);
/* The check of a meld of naturals (no declarations) from thermometer masks
 * of its n cards (m[k]: the cards present more than k times): CR_MELD_*,
 * CR_MELD_NONE also when only the general check can tell (manip_meld.c). */
int cri_man_masks_meld(const cri_meld_profile *p, const uint64_t *m, size_t n);
/* Writes a table as a commit's card array; returns the bytes. */
size_t cri_man_table_encode(const cri_man_table *t, uint8_t *out);
/* The same for the table melds m with only[m] set (all when only is NULL). */
size_t cri_man_melds_encode(const cri_man_table *t, const bool *only, uint8_t *out);
/* The head of a commit that adds melds after those of cri_man_melds_encode:
 * the same bytes, then a separator when there were any. */
size_t cri_man_commit_head(const cri_man_table *t, const bool *only, uint8_t *out);
/* Coming-in value of a meld (RULES.md 16.1: a group is 30). */
int32_t cri_man_come_in_value(const cri_man_table *t, unsigned meld, int kind);

/* ---- end of deal, scores (manip_score.c) ---- */
void cri_man_end_knock(cr_game *g, int32_t knocker);
void cri_man_end_stock(cr_game *g);
void cri_man_end_out(cr_game *g, int32_t winner);
void cri_man_end_blocked(cr_game *g);
bool cri_man_match_over(cr_game *g);
size_t cri_man_ledger(const cr_game *g, cri_transfer *out);
int32_t cri_man_next_dealer(const cr_game *g);

/* ---- text (manip_io.c) ---- */
struct cri_json;
struct cri_layout;
void cri_man_view(struct cri_json *w, const cr_game *g, int32_t seat);
void cri_man_table_text(struct cri_json *w, const cri_man_table *t, bool json);
int32_t cri_man_layout_line(cr_game *g, struct cri_layout *L, const char *key, const char *value);
int32_t cri_man_layout_apply(cr_game *g, struct cri_layout *L);
void cri_man_layout_write(struct cri_json *w, const cr_game *g);

/* The engine's items of a layout being read (cri_layout.engine). */
typedef struct cri_man_layout {
    uint8_t card[CRI_MAN_DECK]; /* public codes, for the deck check */
    size_t n;
    uint8_t jid[CRI_MAN_DECK], decl[CRI_MAN_DECK];
    uint8_t start[CRI_MAN_MELDS + 1];
    unsigned melds;
    int32_t came_in, draws, final_mask, passes, withdrawn, continuing;
    bool final_set, table_set;
} cri_man_layout;
/* Parses a table (`7C 8C 9C / QH QS JK1=QD`) into T: false on a syntax error. */
bool cri_man_table_parse(cri_man_layout *T, const char *text);

/* ---- answers kept between calls (the engine's cache, manip_table_sum.c) ---- */
/* The key of a position for the table helpers: the seat, its phase flags,
 * the table and the seat's hand. */
#define CRI_MAN_MEMO_KEY (8 + (CRI_MAN_MELDS + 1) + 3 * CRI_MAN_DECK)
typedef struct cri_man_memo {
    uint16_t key_n;   /* 0: nothing kept */
    uint8_t has_hint; /* hint and count hold the hint of the key's position */
    uint8_t can_play; /* 0 not asked, 1 no, 2 yes (cri_man_can_play) */
    int32_t count;
    cri_move hint;
    uint8_t key[CRI_MAN_MEMO_KEY];
} cri_man_memo;
/* The game's kept answers (in cri_game_extra.engine_cache, made on first
 * use), emptied when the position differs from their key; NULL when out of
 * memory (nothing is kept then). */
cri_man_memo *cri_man_memo_for(cr_game *g, int32_t seat);

/* ---- solver helpers (manip_help.c) and the bot (manip_bot.c) ---- */
/* What cri_man_best_commit found (NONE is 0, so it reads as a bool). */
typedef enum {
    CRI_BEST_NONE = 0,     /* no checked play */
    CRI_BEST_PLAY,         /* the play of the most hand cards the rules allow */
    CRI_BEST_JOKER_MELDS_KEPT /* the melds holding a table joker left as they lie: perhaps fewer */
} cri_best_found;
/* The solver's best play as a checked commit: the most hand cards, and
 * with by_value the most value among those plays (bots, whose cards left
 * score against them); without it any of them (hints, which promise the
 * most cards only: a smaller search). */
cri_best_found cri_man_best_commit(cr_game *g, int32_t seat, bool by_value, cri_move *m, int32_t *count_after,
                                   int32_t *played_n);
/* Engine hooks of the table helpers (struct cri_engine). */
int32_t cri_man_hint(cr_game *g, int32_t seat, cri_move *out, int32_t *count);
int32_t cri_man_can_play_cards(cr_game *g, int32_t seat, const uint8_t *cards, size_t n, int32_t *yes);
int32_t cri_man_arrange(cr_game *g, const cri_move *table, cri_move *out);
/* Whether some hand card can join the table now (the solver, every table
 * joker standing in as the card it represents). */
bool cri_man_can_play(cr_game *g, int32_t seat);
int32_t cri_man_bot(cri_move *out, cr_game *g, int32_t seat, uint64_t seed);

#endif
