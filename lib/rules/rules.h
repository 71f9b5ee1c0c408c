/* The rules registry, internal side: typed, constant-time access to a rules
 * object for the engines (RULES.md section 17).
 *
 * A cr_rules is a preset id plus one int32 value per stored option (the
 * cri_opt ids below). Every value is already checked against its option's
 * type and bounds when it is stored, so an engine reads it without checks:
 *   - bool options hold 0 or 1;
 *   - enum options hold one of the CRI_<OPTION>_<VALUE> constants below
 *     (the index of the value name in the registry);
 *   - int options hold the number, or one of the negative "special" values
 *     named below (CRI_PACKS_AUTO_GOBOOM, CRI_HAND_NINE_MINUS_N, ...);
 *   - rank sets (shed.wild_ranks) hold a bit mask, bit r for rank r (1..13).
 * Options that do not apply to a preset keep a harmless default and are
 * never read by that preset's engine.
 *
 * Engines should resolve what they need once, at game creation, with the
 * cri_rules_* resolvers (packs, jokers, hand size for the player count),
 * then keep their own compact copy: a cr_rules is ~0.5 KiB. */
#ifndef CRI_RULES_H
#define CRI_RULES_H

#include "common/internal.h"

/* Stored option ids, in registry (and canonical text) order. */
enum cri_opt {
    /* common (RULES.md 1.9, 17) */
    CRI_OPT_PLAYERS,               /* int: number of seats */
    CRI_OPT_FIRST_DEALER,          /* int seat >= 0, or CRI_FIRST_DEALER_* (CM-1) */
    CRI_OPT_TARGET_SCORE,          /* int, 0 = none (GB-2, BH-13, JR, RP, CA) */
    CRI_OPT_MAX_STOCK_REBUILDS,    /* int, CRI_UNLIMITED = -1 (CM-11) */
    CRI_OPT_INVALID_COMMIT_POLICY, /* enum CRI_COMMIT_* (CM-7, CA-19, RD-15) */
    CRI_OPT_MISDEAL_PASSES_DEAL,   /* bool (CM-5) */
    CRI_OPT_DISCARD_PILE_PUBLIC,   /* bool (CM-8) */

    /* SHED engine (17.1) */
    CRI_OPT_SHED_STRUCTURE,          /* enum CRI_SHED_WIDOW / CRI_SHED_TRICK */
    CRI_OPT_SHED_MATCH_AGAINST,      /* enum CRI_MATCH_* (GB-3) */
    CRI_OPT_SHED_INITIAL_UPCARD,     /* bool */
    CRI_OPT_SHED_WILD_RANKS,         /* rank mask: 1 << CR_RANK_ACE for {A} */
    CRI_OPT_SHED_ACE_NAMES_SUIT,     /* bool (RK-4) */
    CRI_OPT_SHED_BURY_STARTING_WILD, /* bool (RK-5) */
    CRI_OPT_SHED_PACKS,              /* int 1..3 or CRI_PACKS_AUTO_* (RK-1, GB-1) */
    CRI_OPT_SHED_HAND_SIZE,          /* int */
    CRI_OPT_SHED_VOLUNTARY_DRAW,     /* enum CRI_VDRAW_* (RK-2) */
    CRI_OPT_SHED_DRAWN_CARD,         /* enum CRI_DRAWN_MUST_PLAY_IF_LEGAL (RK-3, GB-5) */
    CRI_OPT_SHED_EXHAUSTED_STOCK,    /* enum CRI_EXHAUSTED_PASS (RK-11) */
    CRI_OPT_SHED_BLOCKED_RULE,       /* enum CRI_BLOCKED_* (RK-6) */
    CRI_OPT_SHED_ON_GO_OUT,          /* enum CRI_GO_OUT_* (GB-6) */
    CRI_OPT_SHED_ACE_VALUE,          /* int: penalty/settlement value of an ace (RK-10) */
    CRI_OPT_SHED_COURT_VALUE,        /* int: value of J, Q, K */
    CRI_OPT_SHED_PIP_VALUES,         /* enum CRI_PIPS_FACE / CRI_PIPS_AV (GB-2) */
    CRI_OPT_SHED_ACE_LOW_IN_TRICKS,  /* bool (GB-11) */
    CRI_OPT_SHED_SCORING,            /* enum CRI_SCORING_* (GB-2) */
    CRI_OPT_SHED_MATCH_END,          /* enum CRI_MATCH_END_* (RK-8, GB-2) */
    CRI_OPT_SHED_MATCH_DEALS,        /* int: k of DEALS_PER_PLAYER(k), n of SESSION_DEALS(n) */
    CRI_OPT_SHED_MATCH_WINNER,       /* enum CRI_WINNER_LOWEST / CRI_WINNER_HIGHEST */

    /* RUMMY engine (17.2) */
    CRI_OPT_RUMMY_PACKS,               /* int 1..3 */
    CRI_OPT_RUMMY_JOKERS,              /* int 0..6 (JR-1) */
    CRI_OPT_RUMMY_WILD_DEUCES,         /* bool (RP-8) */
    CRI_OPT_RUMMY_HAND_SIZE,           /* int, or CRI_HAND_* by player count (SR-3, RC-1) */
    CRI_OPT_RUMMY_INITIAL_UPCARD,      /* bool (SR-2) */
    CRI_OPT_RUMMY_DRAW_RULE,           /* enum CRI_DRAW_* (BH-1) */
    CRI_OPT_RUMMY_NO_DISCARD_OF_TAKEN, /* bool (SR-4, SK-4, RC-2, BH-3) */
    CRI_OPT_RUMMY_MELD_TIMING,         /* enum CRI_MELD_* (RC-4, DR-5) */
    CRI_OPT_RUMMY_LAYOFF,              /* enum CRI_LAYOFF_* */
    CRI_OPT_RUMMY_GO_OUT_DISCARD,      /* enum CRI_GO_OUT_DISCARD_* (SR-5) */
    CRI_OPT_RUMMY_GO_OUT_LEFTOVER_MAX, /* int: largest leftover value, 0 = no leftover */
    CRI_OPT_RUMMY_SEQ_MODE,            /* enum CRI_SEQ_* (SR-16, RP-13) */
    CRI_OPT_RUMMY_GROUP,               /* enum CRI_GROUP_* (RP-9) */
    CRI_OPT_RUMMY_JOKER_MOVE,          /* enum CRI_JOKER_MOVE_* (DR-3) */
    CRI_OPT_RUMMY_STOCK_END,           /* enum CRI_STOCK_END_* (BL-1, JR-5) */
    CRI_OPT_RUMMY_REBUILD,             /* enum CRI_REBUILD_* (BH-8, RC-6) */
    CRI_OPT_RUMMY_ACE_VALUE,           /* int (RC-8, BH-12) */
    CRI_OPT_RUMMY_COURT_VALUES,        /* enum CRI_COURT_TEN / CRI_COURT_RANK (BH-5) */
    CRI_OPT_RUMMY_WILD_VALUE,          /* int: a wild card left in hand */
    CRI_OPT_RUMMY_LOSER_COUNT,         /* enum CRI_COUNT_* (SR-15) */
    CRI_OPT_RUMMY_SETTLEMENT,          /* enum CRI_SETTLE_* */
    CRI_OPT_RUMMY_CURRENCY,            /* enum CRI_CURRENCY_* (5.4, BL-3) */
    CRI_OPT_RUMMY_MATCH_END,           /* enum CRI_RMATCH_* (RP-1) */
    CRI_OPT_RUMMY_DEALER_ROTATION,     /* enum CRI_ROTATION_* */

    /* MANIP engine (17.3) */
    CRI_OPT_MAN_PACKS,             /* int 1..3 or CRI_PACKS_AUTO_* (RD-1) */
    CRI_OPT_MAN_JOKERS_PER_PACK,   /* int 0..3 */
    CRI_OPT_MAN_HAND_SIZE,         /* int */
    CRI_OPT_MAN_SEQ_MODE,          /* enum CRI_SEQ_* (CA-1) */
    CRI_OPT_MAN_GROUP,             /* enum CRI_GROUP_* */
    CRI_OPT_MAN_TURN_MODEL,        /* enum CRI_TURN_* */
    CRI_OPT_MAN_OPENING,           /* enum CRI_OPENING_* (RD-2) */
    CRI_OPT_MAN_OPENING_ENDS_TURN, /* bool (RD-2) */
    CRI_OPT_MAN_JOKER_MODEL,       /* enum CRI_JOKERS_* */
    CRI_OPT_MAN_EXCHANGE_SOURCE,   /* enum CRI_SOURCE_* (RD-7) */
    CRI_OPT_MAN_JOKER_MOBILITY,    /* enum CRI_MOBILITY_* (CA-10, RD-6) */
    CRI_OPT_MAN_REQUIRE_NATURAL,   /* bool (RD-11) */
    CRI_OPT_MAN_REQUIRE_HAND_CARD, /* enum CRI_HAND_CARD_* (RD-4) */
    CRI_OPT_MAN_END,               /* enum CRI_END_* (CA-4) */
    CRI_OPT_MAN_STOCK_END,         /* enum CRI_MSTOCK_* (CA-5, RD-12) */
    CRI_OPT_MAN_BLOCKED_RULE,      /* enum CRI_MBLOCKED_* (RD-12) */
    CRI_OPT_MAN_SCORING,           /* enum CRI_MSCORING_* */

    /* game-level options with no engine option behind them (17.2, 17.3) */
    CRI_OPT_STRAIGHT_BREAK_DISCARD,            /* bool (SR-7) */
    CRI_OPT_STRAIGHT_BREAK_AUTO_ARRANGE,       /* bool (SR-8) */
    CRI_OPT_STRAIGHT_BREAK_RUMMY_CONTINUES,    /* bool (SR-10) */
    CRI_OPT_STRAIGHT_ONE_SUIT_ANY_SEQUENCES,   /* bool (SR-12) */
    CRI_OPT_SKIP_NO_DISCARD_ONLY_AFTER_STOCK,  /* bool (SK-2) */
    CRI_OPT_SKIP_RUMMY_BY_MELD_ONLY,           /* bool (SK-3) */
    CRI_OPT_SKIP_TIE,                          /* enum CRI_TIE_* (SK-6) */
    CRI_OPT_BOATHOUSE_DD_PARTIAL,              /* bool (BH-2) */
    CRI_OPT_BOATHOUSE_UNMATCHED_EXCLUDES_LAYOFFS, /* bool (BH-6) */
    CRI_OPT_BOATHOUSE_RUMMY_FIRST_TURN_ONLY,   /* bool (BH-7) */
    CRI_OPT_BLOCK_SHOWDOWN_WITH_LAYOFFS,       /* bool (BL-2) */
    CRI_OPT_BLOCK_GOING_OUT_MULTIPLIER,        /* int 1..2 (BL-4) */
    CRI_OPT_QUEENCITY_VALUE_INCLUDES_DISCARD,  /* bool (QC-1) */
    CRI_OPT_QUEENCITY_BREAK_PAYOFF,            /* enum CRI_PAYOFF_POINTS / CRI_PAYOFF_UNIT (QC-2) */
    CRI_OPT_DOUBLE_MAX_PLAYERS,                /* int 6..9 (DR-1) */
    CRI_OPT_JAVA_ENTRY_CHIP,                   /* bool (JR-8) */
    CRI_OPT_RUMMYPOKER_WINNER_GAIN,            /* enum CRI_GAIN_* (RP-2) */
    CRI_OPT_RUMMYPOKER_IGNORE_LEFTOVER,        /* bool (RP-3) */
    CRI_OPT_RUMMYPOKER_RUMMY_BONUS,            /* int (RP-4) */
    CRI_OPT_RUMMYPOKER_CUMULATIVE_BONUSES,     /* bool (RP-5) */
    CRI_OPT_RUMMYPOKER_BONUS_NEEDS_ALL_TEN,    /* bool (RP-6) */
    CRI_OPT_RUMMYPOKER_MAX_PLAYERS,            /* int 6..9 (RP-10) */
    CRI_OPT_CAROUSEL_EMPTY_HAND_NO_AUTOKNOCK,  /* bool (CA-4) */
    CRI_OPT_CAROUSEL_TABLE_EXCHANGE_NO_HAND_CARD, /* bool (CA-8) */
    CRI_OPT_CAROUSEL_TURN_TIME_LIMIT,          /* int seconds, 0 = OFF (CA-14) */
    CRI_OPT_CAROUSEL_TIE_SHARES_GAME,          /* bool (CA-15) */
    CRI_OPT_CAROUSEL_BLANK_MEANS_NO_DEAL_POINTS, /* bool (CA-16) */
    CRI_OPT_ROCKIT_GROUP_JOKER_DECLARED_SUIT,  /* bool (RD-9) */

    CRI_OPT_COUNT
};

/* ---- value constants ------------------------------------------------- */
/* Special int values. */
#define CRI_UNLIMITED (-1)               /* max_stock_rebuilds */
#define CRI_FIRST_DEALER_HOST (-1)       /* seat given by the host at game creation */
#define CRI_FIRST_DEALER_CUT_LOW (-2)    /* lowest cut card deals, ties redraw */
#define CRI_FIRST_DEALER_CUT_HIGH (-3)   /* highest cut card deals */
#define CRI_PACKS_AUTO_GOBOOM (-1)       /* 1 if N <= 7 else 2 (GB-1) */
#define CRI_PACKS_AUTO_GOBOOM_7DOUBLE (-2) /* 1 if N <= 6 else 2 (GB-1 variant) */
#define CRI_PACKS_AUTO_SINGLE_MAX4 (-3)  /* 1 if N <= 4 else 2 (RK-1 variant) */
#define CRI_PACKS_AUTO_TWO_PLAYERS_ONE (-4)   /* 1 if N == 2 else 2 (Carousel, RockIt) */
#define CRI_PACKS_AUTO_THREE_PLAYERS_ONE (-5) /* 1 if N <= 3 else 2 (RD-1 variant) */
#define CRI_HAND_BOATHOUSE (-1)          /* 2:10, 3-4:7, 5-6:6 (S1) */
#define CRI_HAND_NINE_MINUS_N (-2)       /* 9 - N (RC-1) */
#define CRI_HAND_SEVEN_UP_TO_5 (-3)      /* 7 if N <= 5 else 6 (SR-3, Block) */

enum { CRI_COMMIT_REJECT, CRI_COMMIT_PENALTY_DRAW3 };
enum { CRI_SHED_WIDOW, CRI_SHED_TRICK };
enum { CRI_MATCH_TOP_CARD, CRI_MATCH_LED_CARD, CRI_MATCH_PREVIOUS_CARD };
enum { CRI_VDRAW_NEVER, CRI_VDRAW_ACES_ONLY_HOLDER, CRI_VDRAW_ALWAYS };
enum { CRI_DRAWN_MUST_PLAY_IF_LEGAL };
enum { CRI_EXHAUSTED_PASS };
enum { CRI_BLOCKED_ALL_CHARGED, CRI_BLOCKED_LOWEST_WINS };
enum { CRI_GO_OUT_END_IMMEDIATELY, CRI_GO_OUT_FINISH_TRICK };
enum { CRI_PIPS_FACE, CRI_PIPS_AV };  /* AV: 2-9 count 5, 10 counts 10 */
enum { CRI_SCORING_PENALTY_EACH, CRI_SCORING_WINNER_COLLECTS };
enum {
    CRI_MATCH_END_DEALS_PER_PLAYER,
    CRI_MATCH_END_SESSION_DEALS,
    CRI_MATCH_END_TARGET_SCORE,
    CRI_MATCH_END_SINGLE_DEAL
};
enum { CRI_WINNER_LOWEST, CRI_WINNER_HIGHEST };
enum { CRI_DRAW_ONE, CRI_DRAW_PAIR_SS_DD, CRI_DRAW_ANY_TWO, CRI_DRAW_SCARNE_S_DS_DD };
enum { CRI_MELD_FREE, CRI_MELD_GO_OUT_ONLY, CRI_MELD_SKIP_ONE, CRI_MELD_BEFORE_DRAW_ALL };
enum { CRI_LAYOFF_ANY, CRI_LAYOFF_BREAK_ONLY, CRI_LAYOFF_ONE_CARD, CRI_LAYOFF_NONE };
enum { CRI_GO_OUT_DISCARD_OPTIONAL, CRI_GO_OUT_DISCARD_REQUIRED, CRI_GO_OUT_DISCARD_NONE };
enum { CRI_SEQ_LOW, CRI_SEQ_HIGH_OR_LOW, CRI_SEQ_CYCLIC };
enum {
    CRI_GROUP_DISTINCT, /* 3-4 cards, suits differ */
    CRI_GROUP_REPEAT,   /* 3-4 cards, suits may repeat */
    CRI_GROUP_DOUBLE    /* 3 or more, any suits */
};
enum { CRI_JOKER_MOVE_NONE, CRI_JOKER_MOVE_SCARNE, CRI_JOKER_MOVE_FOSTER };
enum {
    CRI_STOCK_END_TAKE_OR_TURN_UNSHUFFLED,
    CRI_STOCK_END_BREAK,
    CRI_STOCK_END_END_AT_N,
    CRI_STOCK_END_RESHUFFLE_KEEP_TOP,
    CRI_STOCK_END_BLOCK_CONTINUATION,
    CRI_STOCK_END_FINAL_ROUND
};
enum {
    CRI_REBUILD_TURN_UNSHUFFLED, /* whole pile turned over, reversed (S1) */
    CRI_REBUILD_SHUFFLE,         /* whole pile shuffled */
    CRI_REBUILD_KEEP_TOP_SHUFFLE, /* all but the top card shuffled (S3 RtC) */
    CRI_REBUILD_KEEP_TOP_TURN     /* all but the top card turned over unshuffled */
};
enum { CRI_COURT_TEN, CRI_COURT_RANK };
enum { CRI_COUNT_DEADWOOD, CRI_COUNT_HAND_VALUE };
enum {
    CRI_SETTLE_UNMATCHED_PAY,
    CRI_SETTLE_STRAIGHT_UNITS,
    CRI_SETTLE_SKIP_UNITS,
    CRI_SETTLE_FIXED_STAKE,
    CRI_SETTLE_POINTS_DIFF,
    CRI_SETTLE_OWN_MELD_VALUE,
    CRI_SETTLE_JAVA_PENALTY,
    CRI_SETTLE_RP_POSITIVE
};
enum { CRI_CURRENCY_UNIT, CRI_CURRENCY_POINT };
enum { CRI_RMATCH_NONE, CRI_RMATCH_ELIMINATION, CRI_RMATCH_TARGET_HIGHEST, CRI_RMATCH_TARGET_LOWEST };
enum { CRI_ROTATION_LEFT, CRI_ROTATION_WINNER_IF_2P_ELSE_LEFT, CRI_ROTATION_LEFT_SKIP_ELIMINATED };
enum { CRI_TURN_DRAW_1_TO_3_THEN_MELD, CRI_TURN_PLAY_OR_DRAW };
enum { CRI_OPENING_NONE, CRI_OPENING_SINGLE_TRICK_30, CRI_OPENING_MULTI_TRICK_SUM_30 };
enum { CRI_JOKERS_DECLARED_FIXED_EXCHANGE, CRI_JOKERS_STEAL_TO_NEW_HAND_TRICK };
enum { CRI_SOURCE_HAND, CRI_SOURCE_HAND_OR_TABLE };
enum { CRI_MOBILITY_IF_SAME_CARD, CRI_MOBILITY_IMMOBILE };
enum { CRI_HAND_CARD_WHEN_REARRANGING, CRI_HAND_CARD_ALWAYS };
enum { CRI_END_KNOCK_LE_5, CRI_END_GO_OUT };
enum { CRI_MSTOCK_FINAL_ROUND_OTHERS, CRI_MSTOCK_FINAL_ROUND_ALL, CRI_MSTOCK_PASS_UNTIL_ALL_PASS };
enum { CRI_MBLOCKED_NO_WINNER, CRI_MBLOCKED_LOWEST_POINTS, CRI_MBLOCKED_FEWEST_CARDS };
enum { CRI_MSCORING_CAROUSEL, CRI_MSCORING_NONE };
enum { CRI_TIE_BREAKER, CRI_TIE_SPLIT };
enum { CRI_PAYOFF_POINTS, CRI_PAYOFF_UNIT };
enum { CRI_GAIN_DEADWOOD_PLUS_BONUS, CRI_GAIN_BONUS_ONLY };

/* The most seats any preset allows (Rockaway, Go Boom: 2-14). */
#define CRI_MAX_PLAYERS 14

/* A rules object. Plain data: copy it with memcpy or assignment. */
struct cr_rules {
    int32_t preset;             /* CR_GAME_* */
    int32_t reason;             /* CR_REASON_* of the last failure, 0 after success */
    int32_t v[CRI_OPT_COUNT];   /* values, indexed by enum cri_opt */
    char error[128];            /* message of the last failure, "" after success */
};

/* ---- typed access (no checks: r must be a valid rules object) ---------- */
static inline int32_t cri_rules_preset(const cr_rules *r)
{
    return r->preset;
}

static inline uint32_t cri_rules_players(const cr_rules *r)
{
    return (uint32_t)r->v[CRI_OPT_PLAYERS];
}

static inline int32_t cri_rules_opt(const cr_rules *r, int opt)
{
    return r->v[opt];
}

/* Fill r with the defaults of a preset (a valid CR_GAME_* id), without
 * allocating: for rules embedded by value. */
void cri_rules_init(cr_rules *r, int32_t preset);

/* The engine of the rules' preset (CR_ENGINE_*). */
int32_t cri_rules_engine(const cr_rules *r);

/* Resolved for the rules' own player count (RULES.md 1.1, 17): */
uint32_t cri_rules_packs(const cr_rules *r);      /* standard 52-card packs */
uint32_t cri_rules_jokers(const cr_rules *r);     /* jokers added */
uint32_t cri_rules_deck_size(const cr_rules *r);  /* 52 * packs + jokers */
uint32_t cri_rules_hand_size(const cr_rules *r);  /* cards dealt to each seat */
bool cri_rules_has_upcard(const cr_rules *r);     /* a card turned after the deal */
/* The player range of the preset, with the *.max_players options applied. */
void cri_rules_player_range(const cr_rules *r, uint32_t *min, uint32_t *max);

/* Card values for scoring and counts. rank is 1..13 (CR_RANK_*), or 0 for a
 * joker; wild is true for a card that is wild in this game (a joker, a
 * Java deuce). SHED: shed.ace_value / court / pip_values. RUMMY:
 * rummy.ace_value, court_values, wild_value (rummy.values of 17.2). MANIP:
 * Carousel hand count (A 1, court 10, joker 25) or RockIt coming-in values
 * (A 1, court 10, joker 0). */
int32_t cri_rules_card_value(const cr_rules *r, int32_t rank, bool wild);

/* Set an option by its id, checking type and bounds (not the preset's
 * range or the deal: cri_rules_check does that). Returns CR_OK or
 * CR_E_CONFIG; r is unchanged on failure. For engines and tests. */
int32_t cri_rules_set_opt(cr_rules *r, int opt, int32_t value);

/* Check the whole combination (cr_rules_validate without the message). */
int32_t cri_rules_check(const cr_rules *r, int32_t *reason, char *msg, size_t cap);
/* The registry's part of it only (game creation runs the engine's part
 * itself, with the same code). */
int32_t cri_rules_check_registry(const cr_rules *r, int32_t *reason, char *msg, size_t cap);
/* The engine's part: whether an engine of this library plays the rules and
 * deals them, with the code, reason and message cr_game_new would give.
 * Answered in lib/game/game.c, where creation is. */
int32_t cri_rules_engine_check(const cr_rules *r, int32_t *reason, char *msg, size_t cap);

#endif
