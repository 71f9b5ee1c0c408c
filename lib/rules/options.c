/* The option registry (RULES.md 17.1, 17.2, 17.3 and the ambiguity tables
 * of sections 1-16) as data. Stored options come first, indexed by their
 * cri_opt id; shorthand variants (`goboom.finish_trick`, ...) follow and
 * say which stored options they set. The preset tables at the end are the
 * columns of 17.1-17.3. */
#include "rules/options.h"

#define BIT(id) (1u << (id))
#define M_SHED (BIT(CR_GAME_ROCKAWAY) | BIT(CR_GAME_GO_BOOM))
#define M_RUMMY                                                                           \
    (BIT(CR_GAME_BOATHOUSE_BICYCLE) | BIT(CR_GAME_STRAIGHT_RUMMY_6) |                     \
     BIT(CR_GAME_STRAIGHT_RUMMY_7) | BIT(CR_GAME_SKIP_RUMMY) | BIT(CR_GAME_ROUND_THE_CORNER) | \
     BIT(CR_GAME_BLOCK_RUMMY) | BIT(CR_GAME_QUEEN_CITY) | BIT(CR_GAME_DOUBLE_RUMMY) |      \
     BIT(CR_GAME_JAVA_RUMMY) | BIT(CR_GAME_RUMMY_POKER))
#define M_MANIP (BIT(CR_GAME_CAROUSEL) | BIT(CR_GAME_ROCKIT))
#define M_ALL (M_SHED | M_RUMMY | M_MANIP)
/* The games S3 plays with the Straight Rummy break (or may, by variant). */
#define M_BREAK                                                                             \
    (BIT(CR_GAME_STRAIGHT_RUMMY_6) | BIT(CR_GAME_STRAIGHT_RUMMY_7) | BIT(CR_GAME_BLOCK_RUMMY) | \
     BIT(CR_GAME_QUEEN_CITY) | BIT(CR_GAME_DOUBLE_RUMMY) | BIT(CR_GAME_JAVA_RUMMY) |          \
     BIT(CR_GAME_RUMMY_POKER))

#define VALS(a) a, (int32_t)CRI_ARRAY_LEN(a)
#define NOVALS NULL, 0
#define BOOL_OPT(nm, mask, def, src, d) \
    {nm, CR_OPTION_BOOL, 0, 1, NOVALS, mask, def, src, d, NULL}
#define ENUM_OPT(nm, vals, mask, def, src, d) \
    {nm, CR_OPTION_ENUM, 0, (int32_t)CRI_ARRAY_LEN(vals) - 1, VALS(vals), mask, def, src, d, NULL}
#define INT_OPT(nm, lo, hi, mask, def, src, d) \
    {nm, CR_OPTION_INT, lo, hi, NOVALS, mask, def, src, d, NULL}
#define INTS_OPT(nm, lo, hi, specials, mask, def, src, d) \
    {nm, CR_OPTION_INT, lo, hi, VALS(specials), mask, def, src, d, NULL}

/* ---- value names --------------------------------------------------------- */
static const cri_named first_dealer_specials[] = {
    {"HOST", CRI_FIRST_DEALER_HOST},
    {"CUT_LOW", CRI_FIRST_DEALER_CUT_LOW},
    {"CUT_HIGH", CRI_FIRST_DEALER_CUT_HIGH},
};
static const cri_named unlimited_special[] = {{"UNLIMITED", CRI_UNLIMITED}};
static const cri_named off_special[] = {{"OFF", 0}};
static const cri_named v_commit[] = {{"REJECT", CRI_COMMIT_REJECT},
                                     {"PENALTY_DRAW3", CRI_COMMIT_PENALTY_DRAW3}};
static const cri_named v_structure[] = {{"WIDOW", CRI_SHED_WIDOW}, {"TRICK", CRI_SHED_TRICK}};
static const cri_named v_match_against[] = {{"TOP_CARD", CRI_MATCH_TOP_CARD},
                                            {"LED_CARD", CRI_MATCH_LED_CARD},
                                            {"PREVIOUS_CARD", CRI_MATCH_PREVIOUS_CARD}};
static const cri_named shed_pack_specials[] = {
    {"AUTO_GOBOOM", CRI_PACKS_AUTO_GOBOOM},
    {"AUTO_GOBOOM_7DOUBLE", CRI_PACKS_AUTO_GOBOOM_7DOUBLE},
    {"AUTO_SINGLE_MAX4", CRI_PACKS_AUTO_SINGLE_MAX4},
};
static const cri_named v_vdraw[] = {{"NEVER", CRI_VDRAW_NEVER},
                                    {"ACES_ONLY_HOLDER", CRI_VDRAW_ACES_ONLY_HOLDER},
                                    {"ALWAYS", CRI_VDRAW_ALWAYS}};
static const cri_named v_drawn[] = {{"MUST_PLAY_IF_LEGAL", CRI_DRAWN_MUST_PLAY_IF_LEGAL}};
static const cri_named v_exhausted[] = {{"PASS", CRI_EXHAUSTED_PASS}};
static const cri_named v_blocked[] = {{"ALL_CHARGED", CRI_BLOCKED_ALL_CHARGED},
                                      {"LOWEST_WINS", CRI_BLOCKED_LOWEST_WINS}};
static const cri_named v_go_out[] = {{"END_IMMEDIATELY", CRI_GO_OUT_END_IMMEDIATELY},
                                     {"FINISH_TRICK", CRI_GO_OUT_FINISH_TRICK}};
static const cri_named v_pips[] = {{"FACE", CRI_PIPS_FACE}, {"AV", CRI_PIPS_AV}};
static const cri_named v_scoring[] = {{"PENALTY_EACH", CRI_SCORING_PENALTY_EACH},
                                      {"WINNER_COLLECTS", CRI_SCORING_WINNER_COLLECTS}};
static const cri_named v_match_end[] = {{"DEALS_PER_PLAYER", CRI_MATCH_END_DEALS_PER_PLAYER},
                                        {"SESSION_DEALS", CRI_MATCH_END_SESSION_DEALS},
                                        {"TARGET_SCORE", CRI_MATCH_END_TARGET_SCORE},
                                        {"SINGLE_DEAL", CRI_MATCH_END_SINGLE_DEAL}};
static const cri_named v_winner[] = {{"LOWEST", CRI_WINNER_LOWEST},
                                     {"HIGHEST", CRI_WINNER_HIGHEST}};
static const cri_named hand_specials[] = {
    {"BOATHOUSE_TABLE", CRI_HAND_BOATHOUSE},
    {"NINE_MINUS_N", CRI_HAND_NINE_MINUS_N},
    {"SEVEN_UP_TO_5", CRI_HAND_SEVEN_UP_TO_5},
};
static const cri_named v_draw[] = {{"ONE", CRI_DRAW_ONE},
                                   {"PAIR_SS_DD", CRI_DRAW_PAIR_SS_DD},
                                   {"ANY_TWO", CRI_DRAW_ANY_TWO},
                                   {"SCARNE_S_DS_DD", CRI_DRAW_SCARNE_S_DS_DD}};
static const cri_named v_meld[] = {{"FREE", CRI_MELD_FREE},
                                   {"GO_OUT_ONLY", CRI_MELD_GO_OUT_ONLY},
                                   {"SKIP_ONE", CRI_MELD_SKIP_ONE},
                                   {"BEFORE_DRAW_ALL", CRI_MELD_BEFORE_DRAW_ALL}};
static const cri_named v_layoff[] = {{"ANY", CRI_LAYOFF_ANY},
                                     {"BREAK_ONLY", CRI_LAYOFF_BREAK_ONLY},
                                     {"ONE_CARD", CRI_LAYOFF_ONE_CARD},
                                     {"NONE", CRI_LAYOFF_NONE}};
static const cri_named v_go_out_discard[] = {{"OPTIONAL", CRI_GO_OUT_DISCARD_OPTIONAL},
                                             {"REQUIRED", CRI_GO_OUT_DISCARD_REQUIRED},
                                             {"NONE", CRI_GO_OUT_DISCARD_NONE}};
static const cri_named v_seq[] = {{"LOW", CRI_SEQ_LOW},
                                  {"HIGH_OR_LOW", CRI_SEQ_HIGH_OR_LOW},
                                  {"CYCLIC", CRI_SEQ_CYCLIC}};
static const cri_named v_group[] = {{"DISTINCT", CRI_GROUP_DISTINCT},
                                    {"REPEAT", CRI_GROUP_REPEAT},
                                    {"DOUBLE", CRI_GROUP_DOUBLE}};
static const cri_named v_joker_move[] = {{"NONE", CRI_JOKER_MOVE_NONE},
                                         {"SCARNE", CRI_JOKER_MOVE_SCARNE},
                                         {"FOSTER", CRI_JOKER_MOVE_FOSTER}};
static const cri_named v_stock_end[] = {
    {"TAKE_OR_TURN_UNSHUFFLED", CRI_STOCK_END_TAKE_OR_TURN_UNSHUFFLED},
    {"BREAK", CRI_STOCK_END_BREAK},
    {"END_AT_N", CRI_STOCK_END_END_AT_N},
    {"RESHUFFLE_KEEP_TOP", CRI_STOCK_END_RESHUFFLE_KEEP_TOP},
    {"BLOCK_CONTINUATION", CRI_STOCK_END_BLOCK_CONTINUATION},
    {"FINAL_ROUND", CRI_STOCK_END_FINAL_ROUND}};
static const cri_named v_rebuild[] = {{"TURN_UNSHUFFLED", CRI_REBUILD_TURN_UNSHUFFLED},
                                      {"SHUFFLE", CRI_REBUILD_SHUFFLE},
                                      {"KEEP_TOP_SHUFFLE", CRI_REBUILD_KEEP_TOP_SHUFFLE},
                                      {"KEEP_TOP_TURN", CRI_REBUILD_KEEP_TOP_TURN}};
static const cri_named v_court[] = {{"TEN", CRI_COURT_TEN}, {"RANK", CRI_COURT_RANK}};
static const cri_named v_count[] = {{"DEADWOOD", CRI_COUNT_DEADWOOD},
                                    {"HAND_VALUE", CRI_COUNT_HAND_VALUE}};
static const cri_named v_settle[] = {{"UNMATCHED_PAY", CRI_SETTLE_UNMATCHED_PAY},
                                     {"STRAIGHT_UNITS", CRI_SETTLE_STRAIGHT_UNITS},
                                     {"SKIP_UNITS", CRI_SETTLE_SKIP_UNITS},
                                     {"FIXED_STAKE", CRI_SETTLE_FIXED_STAKE},
                                     {"POINTS_DIFF", CRI_SETTLE_POINTS_DIFF},
                                     {"OWN_MELD_VALUE", CRI_SETTLE_OWN_MELD_VALUE},
                                     {"JAVA_PENALTY", CRI_SETTLE_JAVA_PENALTY},
                                     {"RP_POSITIVE", CRI_SETTLE_RP_POSITIVE}};
static const cri_named v_currency[] = {{"UNIT", CRI_CURRENCY_UNIT}, {"POINT", CRI_CURRENCY_POINT}};
static const cri_named v_rmatch[] = {{"NONE", CRI_RMATCH_NONE},
                                     {"ELIMINATION", CRI_RMATCH_ELIMINATION},
                                     {"TARGET_HIGHEST", CRI_RMATCH_TARGET_HIGHEST},
                                     {"TARGET_LOWEST", CRI_RMATCH_TARGET_LOWEST}};
static const cri_named v_rotation[] = {
    {"LEFT", CRI_ROTATION_LEFT},
    {"WINNER_IF_2P_ELSE_LEFT", CRI_ROTATION_WINNER_IF_2P_ELSE_LEFT},
    {"LEFT_SKIP_ELIMINATED", CRI_ROTATION_LEFT_SKIP_ELIMINATED}};
static const cri_named man_pack_specials[] = {
    {"AUTO_TWO_PLAYERS_ONE", CRI_PACKS_AUTO_TWO_PLAYERS_ONE},
    {"AUTO_THREE_PLAYERS_ONE", CRI_PACKS_AUTO_THREE_PLAYERS_ONE},
};
static const cri_named v_turn[] = {{"DRAW_1_TO_3_THEN_MELD", CRI_TURN_DRAW_1_TO_3_THEN_MELD},
                                   {"PLAY_OR_DRAW", CRI_TURN_PLAY_OR_DRAW}};
static const cri_named v_opening[] = {{"NONE", CRI_OPENING_NONE},
                                      {"SINGLE_TRICK_30", CRI_OPENING_SINGLE_TRICK_30},
                                      {"MULTI_TRICK_SUM_30", CRI_OPENING_MULTI_TRICK_SUM_30}};
static const cri_named v_jokers[] = {
    {"DECLARED_FIXED_EXCHANGE", CRI_JOKERS_DECLARED_FIXED_EXCHANGE},
    {"STEAL_TO_NEW_HAND_TRICK", CRI_JOKERS_STEAL_TO_NEW_HAND_TRICK}};
static const cri_named v_source[] = {{"HAND", CRI_SOURCE_HAND},
                                     {"HAND_OR_TABLE", CRI_SOURCE_HAND_OR_TABLE}};
static const cri_named v_mobility[] = {{"IF_SAME_CARD", CRI_MOBILITY_IF_SAME_CARD},
                                       {"IMMOBILE", CRI_MOBILITY_IMMOBILE}};
static const cri_named v_hand_card[] = {{"WHEN_REARRANGING", CRI_HAND_CARD_WHEN_REARRANGING},
                                        {"ALWAYS", CRI_HAND_CARD_ALWAYS}};
static const cri_named v_end[] = {{"KNOCK_LE_5", CRI_END_KNOCK_LE_5}, {"GO_OUT", CRI_END_GO_OUT}};
static const cri_named v_mstock[] = {{"FINAL_ROUND_OTHERS", CRI_MSTOCK_FINAL_ROUND_OTHERS},
                                     {"FINAL_ROUND_ALL", CRI_MSTOCK_FINAL_ROUND_ALL},
                                     {"PASS_UNTIL_ALL_PASS", CRI_MSTOCK_PASS_UNTIL_ALL_PASS}};
static const cri_named v_mblocked[] = {{"NO_WINNER", CRI_MBLOCKED_NO_WINNER},
                                       {"LOWEST_POINTS", CRI_MBLOCKED_LOWEST_POINTS},
                                       {"FEWEST_CARDS", CRI_MBLOCKED_FEWEST_CARDS}};
static const cri_named v_mscoring[] = {{"CAROUSEL", CRI_MSCORING_CAROUSEL},
                                       {"NONE", CRI_MSCORING_NONE}};
static const cri_named v_tie[] = {{"BREAKER", CRI_TIE_BREAKER}, {"SPLIT", CRI_TIE_SPLIT}};
static const cri_named v_payoff[] = {{"POINTS", CRI_PAYOFF_POINTS}, {"UNIT", CRI_PAYOFF_UNIT}};
static const cri_named v_gain[] = {{"DEADWOOD_PLUS_BONUS", CRI_GAIN_DEADWOOD_PLUS_BONUS},
                                   {"BONUS_ONLY", CRI_GAIN_BONUS_ONLY}};

/* ---- stored options (index = enum cri_opt) ----------------------------------- */
static const cri_option_def stored[CRI_OPT_COUNT] = {
    [CRI_OPT_PLAYERS] = INT_OPT("players", 2, CRI_MAX_PLAYERS, M_ALL, 4, "RK-1 GB-1 RC-1 DR-1 RP-10 17",
                                "number of seats; each preset has its own range"),
    [CRI_OPT_FIRST_DEALER] = INTS_OPT("first_dealer", 0, CRI_MAX_PLAYERS - 1, first_dealer_specials,
                                     M_ALL, CRI_FIRST_DEALER_HOST, "CM-1 GB-10",
                                     "first dealer: a seat, HOST (given at game creation), CUT_LOW or CUT_HIGH"),
    [CRI_OPT_TARGET_SCORE] = INT_OPT("target_score", 0, 100000, M_ALL, 0, "GB-2 BH-13 JR-6 RP-1 CA-15",
                                     "match target score (Go Boom 200, Java elimination 100, Carousel 150); 0 = none"),
    [CRI_OPT_MAX_STOCK_REBUILDS] = INTS_OPT("max_stock_rebuilds", 0, 1000, unlimited_special, M_ALL,
                                           CRI_UNLIMITED, "CM-11 RC-7 BH-10",
                                           "times the stock may be rebuilt before the hand is VOID"),
    [CRI_OPT_INVALID_COMMIT_POLICY] = ENUM_OPT("invalid_commit_policy", v_commit, M_MANIP, CRI_COMMIT_REJECT,
                                               "CM-7 CA-19 RD-15",
                                               "a failed table commit is rejected, or restored with a 3-card draw"),
    [CRI_OPT_MISDEAL_PASSES_DEAL] = BOOL_OPT("misdeal_passes_deal", M_ALL, 0, "CM-5",
                                             "after a redeal the deal passes on instead of the same dealer"),
    [CRI_OPT_DISCARD_PILE_PUBLIC] = BOOL_OPT("discard_pile_public", M_RUMMY, 0, "CM-8",
                                             "the whole discard pile is public, not only the upcard"),

    [CRI_OPT_SHED_STRUCTURE] = ENUM_OPT("shed.structure", v_structure, M_SHED, CRI_SHED_WIDOW, "4.2",
                                        "WIDOW: cover one pile (Rockaway); TRICK: follow the led card (Go Boom)"),
    [CRI_OPT_SHED_MATCH_AGAINST] = ENUM_OPT("shed.match_against", v_match_against, M_SHED, CRI_MATCH_TOP_CARD,
                                            "GB-3", "the card a play must match by rank or suit"),
    [CRI_OPT_SHED_INITIAL_UPCARD] = BOOL_OPT("shed.initial_upcard", M_SHED, 1, "2.1",
                                             "a widow is turned from the stock after the deal"),
    [CRI_OPT_SHED_WILD_RANKS] = {"shed.wild_ranks", CR_OPTION_RANKS, 0, 0x3FFE, NOVALS, M_SHED,
                                 1 << CR_RANK_ACE, "2.1 4.2", "ranks playable on any card", NULL},
    [CRI_OPT_SHED_ACE_NAMES_SUIT] = BOOL_OPT("shed.ace_names_suit", M_SHED, 0, "RK-4",
                                             "the player of a wild card names the suit to follow"),
    [CRI_OPT_SHED_BURY_STARTING_WILD] = BOOL_OPT("shed.bury_starting_wild", M_SHED, 0, "RK-5",
                                                 "a wild initial widow goes back into the stock"),
    /* At most two packs: the SHED engine's hands hold two copies of a card. */
    [CRI_OPT_SHED_PACKS] = INTS_OPT("shed.packs", 1, 2, shed_pack_specials, M_SHED, 2,
                                   "RK-1 GB-1", "52-card packs, or AUTO_* by player count"),
    [CRI_OPT_SHED_HAND_SIZE] = INT_OPT("shed.hand_size", 1, 30, M_SHED, 7, "2.1 3.1", "cards dealt to each seat"),
    [CRI_OPT_SHED_VOLUNTARY_DRAW] = ENUM_OPT("shed.voluntary_draw", v_vdraw, M_SHED, CRI_VDRAW_NEVER,
                                             "RK-2 GB-4", "when a player holding a legal card may draw instead"),
    [CRI_OPT_SHED_DRAWN_CARD] = ENUM_OPT("shed.drawn_card", v_drawn, M_SHED, CRI_DRAWN_MUST_PLAY_IF_LEGAL,
                                         "RK-3 GB-5", "a drawn legal card must be played at once"),
    [CRI_OPT_SHED_EXHAUSTED_STOCK] = ENUM_OPT("shed.exhausted_stock", v_exhausted, M_SHED, CRI_EXHAUSTED_PASS,
                                              "RK-11", "with the stock empty a player who cannot play passes"),
    [CRI_OPT_SHED_BLOCKED_RULE] = ENUM_OPT("shed.blocked_rule", v_blocked, M_SHED, CRI_BLOCKED_ALL_CHARGED,
                                           "RK-6", "scoring when nobody can play and the stock is empty"),
    [CRI_OPT_SHED_ON_GO_OUT] = ENUM_OPT("shed.on_go_out", v_go_out, M_SHED, CRI_GO_OUT_END_IMMEDIATELY,
                                        "GB-6", "going out ends the hand at once, or after the trick"),
    [CRI_OPT_SHED_ACE_VALUE] = INT_OPT("shed.ace_value", 0, 100, M_SHED, 15, "RK-10 GB-11",
                                       "value of an ace in hand at the end (shed.card_values)"),
    [CRI_OPT_SHED_COURT_VALUE] = INT_OPT("shed.court_value", 0, 100, M_SHED, 10, "2.1 3.1",
                                         "value of a J, Q or K in hand at the end (shed.card_values)"),
    [CRI_OPT_SHED_PIP_VALUES] = ENUM_OPT("shed.pip_values", v_pips, M_SHED, CRI_PIPS_FACE, "GB-2",
                                         "2-10 count their face (FACE), or 2-9 count 5 and 10 counts 10 (AV)"),
    [CRI_OPT_SHED_ACE_LOW_IN_TRICKS] = BOOL_OPT("shed.ace_low_in_tricks", M_SHED, 0, "GB-11",
                                                "the ace ranks below the 2 in tricks"),
    [CRI_OPT_SHED_SCORING] = ENUM_OPT("shed.scoring", v_scoring, M_SHED, CRI_SCORING_PENALTY_EACH, "GB-2",
                                      "each loser is charged his hand, or the winner collects the hands"),
    [CRI_OPT_SHED_MATCH_END] = ENUM_OPT("shed.match_end", v_match_end, M_SHED, CRI_MATCH_END_DEALS_PER_PLAYER,
                                        "RK-8 GB-2", "when the match ends (with shed.match_deals or target_score)"),
    [CRI_OPT_SHED_MATCH_DEALS] = INT_OPT("shed.match_deals", 1, 1000, M_SHED, 1, "RK-8",
                                         "k of DEALS_PER_PLAYER(k), or n of SESSION_DEALS(n)"),
    [CRI_OPT_SHED_MATCH_WINNER] = ENUM_OPT("shed.match_winner", v_winner, M_SHED, CRI_WINNER_LOWEST, "RK-9 GB-2",
                                           "the lowest or the highest match total wins"),

    [CRI_OPT_RUMMY_PACKS] = INT_OPT("rummy.packs", 1, CR_MAX_PACKS, M_RUMMY, 1, "1.1 17.2",
                                    "52-card packs"),
    [CRI_OPT_RUMMY_JOKERS] = INT_OPT("rummy.jokers", 0, CR_MAX_JOKERS, M_RUMMY, 0, "JR-1 17.2",
                                     "jokers added to the packs"),
    [CRI_OPT_RUMMY_WILD_DEUCES] = BOOL_OPT("rummy.wild_deuces", M_RUMMY, 0, "RP-8 JR-2", "every 2 is wild"),
    [CRI_OPT_RUMMY_HAND_SIZE] = INTS_OPT("rummy.hand_size", 1, 20, hand_specials, M_RUMMY, 7,
                                        "SR-3 RC-1 8.1", "cards dealt to each seat, or a rule by player count"),
    [CRI_OPT_RUMMY_INITIAL_UPCARD] = BOOL_OPT("rummy.initial_upcard", M_RUMMY, 0, "SR-2",
                                              "a card is turned after the deal to start the discard pile"),
    [CRI_OPT_RUMMY_DRAW_RULE] = ENUM_OPT("rummy.draw_rule", v_draw, M_RUMMY, CRI_DRAW_ONE, "BH-1 7.2",
                                         "what a player draws at the start of a turn"),
    [CRI_OPT_RUMMY_NO_DISCARD_OF_TAKEN] = BOOL_OPT("rummy.no_discard_of_taken", M_RUMMY, 1,
                                                   "SR-4 SK-4 RC-2 BH-3",
                                                   "a card taken from the discard pile may not be discarded that turn"),
    [CRI_OPT_RUMMY_MELD_TIMING] = ENUM_OPT("rummy.meld_timing", v_meld, M_RUMMY, CRI_MELD_GO_OUT_ONLY,
                                           "RC-4 DR-5 17.2", "when melds may be laid down"),
    [CRI_OPT_RUMMY_LAYOFF] = ENUM_OPT("rummy.layoff", v_layoff, M_RUMMY, CRI_LAYOFF_BREAK_ONLY, "17.2",
                                      "when cards may be laid off on table melds"),
    [CRI_OPT_RUMMY_GO_OUT_DISCARD] = ENUM_OPT("rummy.go_out_discard", v_go_out_discard, M_RUMMY,
                                              CRI_GO_OUT_DISCARD_OPTIONAL, "SR-5 RC-3 BH-4",
                                              "whether going out needs a final discard"),
    [CRI_OPT_RUMMY_GO_OUT_LEFTOVER_MAX] = INT_OPT("rummy.go_out_leftover_max", 0, 25, M_RUMMY, 0,
                                                  "13.2 14.2", "largest value of the one card left when going down; 0 = none allowed"),
    [CRI_OPT_RUMMY_SEQ_MODE] = ENUM_OPT("rummy.seq_mode", v_seq, M_RUMMY, CRI_SEQ_LOW, "SR-16 RP-13 1.2",
                                        "where the ace sits in sequences"),
    [CRI_OPT_RUMMY_GROUP] = ENUM_OPT("rummy.group", v_group, M_RUMMY, CRI_GROUP_DISTINCT, "RP-9 DR-2 1.3",
                                     "group shape: 3-4 distinct suits, 3-4 any suits, or 3+ any suits"),
    [CRI_OPT_RUMMY_JOKER_MOVE] = ENUM_OPT("rummy.joker_move", v_joker_move, M_RUMMY, CRI_JOKER_MOVE_NONE,
                                          "DR-3", "how a melded joker may move"),
    [CRI_OPT_RUMMY_STOCK_END] = ENUM_OPT("rummy.stock_end", v_stock_end, M_RUMMY, CRI_STOCK_END_BREAK,
                                         "BL-1 JR-5 17.2", "what happens when the stock runs down"),
    [CRI_OPT_RUMMY_REBUILD] = ENUM_OPT("rummy.rebuild", v_rebuild, M_RUMMY, CRI_REBUILD_KEEP_TOP_SHUFFLE,
                                       "BH-8 RC-6", "how the discard pile becomes the new stock"),
    [CRI_OPT_RUMMY_ACE_VALUE] = INT_OPT("rummy.ace_value", 0, 100, M_RUMMY, 1, "RC-8 BH-12 17.2",
                                        "value of an ace in counts (rummy.values)"),
    [CRI_OPT_RUMMY_COURT_VALUES] = ENUM_OPT("rummy.court_values", v_court, M_RUMMY, CRI_COURT_TEN, "BH-5",
                                            "J/Q/K count 10, or 11/12/13"),
    [CRI_OPT_RUMMY_WILD_VALUE] = INT_OPT("rummy.wild_value", 0, 100, M_RUMMY, 0, "17.2",
                                         "value of a wild card left in hand"),
    [CRI_OPT_RUMMY_LOSER_COUNT] = ENUM_OPT("rummy.loser_count", v_count, M_RUMMY, CRI_COUNT_DEADWOOD,
                                           "SR-15 SK-5 BL-2 JR-4", "a loser's count: deadwood or every card in hand"),
    [CRI_OPT_RUMMY_SETTLEMENT] = ENUM_OPT("rummy.settlement", v_settle, M_RUMMY, CRI_SETTLE_STRAIGHT_UNITS,
                                          "17.2", "the payoff schedule"),
    [CRI_OPT_RUMMY_CURRENCY] = ENUM_OPT("rummy.currency", v_currency, M_RUMMY, CRI_CURRENCY_UNIT, "5.4 BL-3",
                                        "payoffs in units, or in points (count differences)"),
    [CRI_OPT_RUMMY_MATCH_END] = ENUM_OPT("rummy.match_end", v_rmatch, M_RUMMY, CRI_RMATCH_NONE, "JR-6 RP-1",
                                         "match end by target_score"),
    [CRI_OPT_RUMMY_DEALER_ROTATION] = ENUM_OPT("rummy.dealer_rotation", v_rotation, M_RUMMY, CRI_ROTATION_LEFT,
                                               "CM-6 BH-11 JR-9", "who deals the next hand"),

    [CRI_OPT_MAN_PACKS] = INTS_OPT("man.packs", 1, CR_MAX_PACKS, man_pack_specials, M_MANIP,
                                  CRI_PACKS_AUTO_TWO_PLAYERS_ONE, "RD-1 15.1", "52-card packs, or AUTO_* by player count"),
    [CRI_OPT_MAN_JOKERS_PER_PACK] = INT_OPT("man.jokers_per_pack", 0, 2, M_MANIP, 1, "RD-1 15.1",
                                            "jokers added per pack"),
    [CRI_OPT_MAN_HAND_SIZE] = INT_OPT("man.hand_size", 1, 30, M_MANIP, 10, "15.1 16.1",
                                      "cards dealt to each seat"),
    [CRI_OPT_MAN_SEQ_MODE] = ENUM_OPT("man.seq_mode", v_seq, M_MANIP, CRI_SEQ_LOW, "CA-1 RD-10",
                                      "where the ace sits in sequences"),
    [CRI_OPT_MAN_GROUP] = ENUM_OPT("man.group", v_group, M_MANIP, CRI_GROUP_DISTINCT, "1.3",
                                   "group shape (3-4 distinct suits in both presets)"),
    [CRI_OPT_MAN_TURN_MODEL] = ENUM_OPT("man.turn_model", v_turn, M_MANIP, CRI_TURN_DRAW_1_TO_3_THEN_MELD,
                                        "15.2 16.2", "the shape of a turn"),
    [CRI_OPT_MAN_OPENING] = ENUM_OPT("man.opening", v_opening, M_MANIP, CRI_OPENING_NONE, "RD-2",
                                     "the coming-in requirement (30 points, no joker)"),
    [CRI_OPT_MAN_OPENING_ENDS_TURN] = BOOL_OPT("man.opening_ends_turn", M_MANIP, 1, "RD-2",
                                               "the coming-in turn ends after the coming-in play"),
    [CRI_OPT_MAN_JOKER_MODEL] = ENUM_OPT("man.joker_model", v_jokers, M_MANIP, CRI_JOKERS_DECLARED_FIXED_EXCHANGE,
                                         "CA-8 RD-7", "how a melded joker is recovered"),
    [CRI_OPT_MAN_EXCHANGE_SOURCE] = ENUM_OPT("man.exchange_source", v_source, M_MANIP, CRI_SOURCE_HAND_OR_TABLE,
                                             "CA-8 RD-7", "where the natural card replacing a joker may come from"),
    [CRI_OPT_MAN_JOKER_MOBILITY] = ENUM_OPT("man.joker_mobility", v_mobility, M_MANIP, CRI_MOBILITY_IF_SAME_CARD,
                                            "CA-10 RD-6", "whether a melded joker may move without an exchange"),
    [CRI_OPT_MAN_REQUIRE_NATURAL] = BOOL_OPT("man.require_natural", M_MANIP, 0, "RD-11",
                                             "every meld holds at least one natural card"),
    [CRI_OPT_MAN_REQUIRE_HAND_CARD] = ENUM_OPT("man.require_hand_card", v_hand_card, M_MANIP,
                                               CRI_HAND_CARD_WHEN_REARRANGING, "RD-4 CA-8",
                                               "when a committed turn must include a card from hand"),
    [CRI_OPT_MAN_END] = ENUM_OPT("man.end", v_end, M_MANIP, CRI_END_KNOCK_LE_5, "CA-4",
                                 "how a hand ends: knock with count <= 5, or going out"),
    [CRI_OPT_MAN_STOCK_END] = ENUM_OPT("man.stock_end", v_mstock, M_MANIP, CRI_MSTOCK_FINAL_ROUND_OTHERS,
                                       "CA-5 RD-12", "what happens when the stock is empty"),
    [CRI_OPT_MAN_BLOCKED_RULE] = ENUM_OPT("man.blocked_rule", v_mblocked, M_MANIP, CRI_MBLOCKED_NO_WINNER,
                                          "RD-12", "who wins a blocked game"),
    [CRI_OPT_MAN_SCORING] = ENUM_OPT("man.scoring", v_mscoring, M_MANIP, CRI_MSCORING_CAROUSEL, "CA-15 CA-16",
                                     "Carousel deal and game scoring, or win/loss only"),

    [CRI_OPT_STRAIGHT_BREAK_DISCARD] = BOOL_OPT("straight.break_discard", M_BREAK, 1, "SR-7",
                                                "a break turn ends with a discard"),
    [CRI_OPT_STRAIGHT_BREAK_AUTO_ARRANGE] = BOOL_OPT("straight.break_auto_arrange", M_BREAK, 0, "SR-8",
                                                     "the engine makes the optimal break exposure and lay-offs"),
    [CRI_OPT_STRAIGHT_BREAK_RUMMY_CONTINUES] = BOOL_OPT("straight.break_rummy_continues", M_BREAK, 0, "SR-10",
                                                        "a rummy during the break does not end the break round"),
    [CRI_OPT_STRAIGHT_ONE_SUIT_ANY_SEQUENCES] =
        BOOL_OPT("straight.one_suit_any_sequences",
                 BIT(CR_GAME_STRAIGHT_RUMMY_6) | BIT(CR_GAME_STRAIGHT_RUMMY_7) | BIT(CR_GAME_BLOCK_RUMMY) |
                     BIT(CR_GAME_DOUBLE_RUMMY) | BIT(CR_GAME_ROUND_THE_CORNER),
                 0, "SR-12", "the one-suit bonus allows several sequences of one suit"),
    [CRI_OPT_SKIP_NO_DISCARD_ONLY_AFTER_STOCK] = BOOL_OPT("skip.no_discard_only_after_stock",
                                                          BIT(CR_GAME_SKIP_RUMMY), 0, "SK-2",
                                                          "going out without a discard only after a stock draw"),
    [CRI_OPT_SKIP_RUMMY_BY_MELD_ONLY] = BOOL_OPT("skip.rummy_by_meld_only", BIT(CR_GAME_SKIP_RUMMY), 0, "SK-3",
                                                 "going out by discarding the last card is not rummy"),
    [CRI_OPT_SKIP_TIE] = ENUM_OPT("skip.tie", v_tie, BIT(CR_GAME_SKIP_RUMMY), CRI_TIE_BREAKER, "SK-6",
                                  "stock-end ties: nearest the next player wins, or split"),
    [CRI_OPT_BOATHOUSE_DD_PARTIAL] = BOOL_OPT("boathouse.dd_partial", BIT(CR_GAME_BOATHOUSE_BICYCLE), 0, "BH-2",
                                              "DD with one discard takes it plus one stock card"),
    [CRI_OPT_BOATHOUSE_UNMATCHED_EXCLUDES_LAYOFFS] =
        BOOL_OPT("boathouse.unmatched_excludes_layoffs", BIT(CR_GAME_BOATHOUSE_BICYCLE), 0, "BH-6",
                 "cards a loser could lay off are not charged"),
    [CRI_OPT_BOATHOUSE_RUMMY_FIRST_TURN_ONLY] =
        BOOL_OPT("boathouse.rummy_first_turn_only", BIT(CR_GAME_BOATHOUSE_BICYCLE), 0, "BH-7",
                 "rummy (double pay) only on the player's first turn"),
    [CRI_OPT_BLOCK_SHOWDOWN_WITH_LAYOFFS] = BOOL_OPT("block.showdown_with_layoffs", BIT(CR_GAME_BLOCK_RUMMY), 0,
                                                     "BL-2", "a refusal starts a break-style exposure round"),
    [CRI_OPT_BLOCK_GOING_OUT_MULTIPLIER] = INT_OPT("block.going_out_multiplier", 1, 2,
                                                   BIT(CR_GAME_BLOCK_RUMMY), 2, "BL-4",
                                                   "multiplier of the losers' counts when a player goes out"),
    [CRI_OPT_QUEENCITY_VALUE_INCLUDES_DISCARD] = BOOL_OPT("queencity.value_includes_discard",
                                                          BIT(CR_GAME_QUEEN_CITY), 0, "QC-1",
                                                          "the rummy value includes the final discard"),
    [CRI_OPT_QUEENCITY_BREAK_PAYOFF] = ENUM_OPT("queencity.break_payoff", v_payoff, BIT(CR_GAME_QUEEN_CITY),
                                                CRI_PAYOFF_POINTS, "QC-2", "break payoff in points or 1 unit"),
    [CRI_OPT_DOUBLE_MAX_PLAYERS] = INT_OPT("double.max_players", 6, 9, BIT(CR_GAME_DOUBLE_RUMMY), 6,
                                           "DR-1", "the most players allowed"),
    [CRI_OPT_JAVA_ENTRY_CHIP] = BOOL_OPT("java.entry_chip", BIT(CR_GAME_JAVA_RUMMY), 0, "JR-8",
                                         "every player antes one chip at the start"),
    [CRI_OPT_RUMMYPOKER_WINNER_GAIN] = ENUM_OPT("rummypoker.winner_gain", v_gain, BIT(CR_GAME_RUMMY_POKER),
                                                CRI_GAIN_DEADWOOD_PLUS_BONUS, "RP-2",
                                                "the hand winner gains the opponents' deadwood and bonus, or the bonus only"),
    [CRI_OPT_RUMMYPOKER_IGNORE_LEFTOVER] = BOOL_OPT("rummypoker.ignore_leftover", BIT(CR_GAME_RUMMY_POKER), 0,
                                                    "RP-3", "the winner's leftover card is not subtracted"),
    [CRI_OPT_RUMMYPOKER_RUMMY_BONUS] = INT_OPT("rummypoker.rummy_bonus", 0, 100,
                                               BIT(CR_GAME_RUMMY_POKER), 0, "RP-4",
                                               "bonus for going down with all ten cards"),
    [CRI_OPT_RUMMYPOKER_CUMULATIVE_BONUSES] = BOOL_OPT("rummypoker.cumulative_bonuses", BIT(CR_GAME_RUMMY_POKER),
                                                       0, "RP-5", "straight and flush bonuses add up"),
    [CRI_OPT_RUMMYPOKER_BONUS_NEEDS_ALL_TEN] = BOOL_OPT("rummypoker.bonus_needs_all_ten",
                                                        BIT(CR_GAME_RUMMY_POKER), 0, "RP-6",
                                                        "pattern bonuses need all ten cards melded"),
    [CRI_OPT_RUMMYPOKER_MAX_PLAYERS] = INT_OPT("rummypoker.max_players", 6, 9, BIT(CR_GAME_RUMMY_POKER),
                                               6, "RP-10", "the most players allowed"),
    [CRI_OPT_CAROUSEL_EMPTY_HAND_NO_AUTOKNOCK] = BOOL_OPT("carousel.empty_hand_no_autoknock",
                                                          BIT(CR_GAME_CAROUSEL), 0, "CA-4",
                                                          "emptying the hand does not knock automatically"),
    [CRI_OPT_CAROUSEL_TABLE_EXCHANGE_NO_HAND_CARD] =
        BOOL_OPT("carousel.table_exchange_no_hand_card", BIT(CR_GAME_CAROUSEL), 0, "CA-8",
                 "a joker exchange with a table card needs no card from hand"),
    [CRI_OPT_CAROUSEL_TURN_TIME_LIMIT] = INTS_OPT("carousel.turn_time_limit", 1, 3600, off_special,
                                                 BIT(CR_GAME_CAROUSEL), 0, "CA-14 CM-10",
                                                 "seconds per turn (S3: 120), or OFF"),
    [CRI_OPT_CAROUSEL_TIE_SHARES_GAME] = BOOL_OPT("carousel.tie_shares_game", BIT(CR_GAME_CAROUSEL), 0, "CA-15",
                                                  "tied totals >= 150 share the game"),
    [CRI_OPT_CAROUSEL_BLANK_MEANS_NO_DEAL_POINTS] =
        BOOL_OPT("carousel.blank_means_no_deal_points", BIT(CR_GAME_CAROUSEL), 0, "CA-16",
                 "a blank (double payer) is a player without deal points"),
    [CRI_OPT_ROCKIT_GROUP_JOKER_DECLARED_SUIT] =
        BOOL_OPT("rockit.group_joker_declared_suit", BIT(CR_GAME_ROCKIT), 0, "RD-9",
                 "a group joker is replaced only by the suit declared for it"),
};

/* ---- shorthand variants (17.1 last column, 17.2 and 17.3 variant tables) ---- */
#define END_RULES {0, -1, 0}
#define ON(o, v) {1, o, v}

static const cri_sh_rule sh_rk_single_pack[] = {ON(CRI_OPT_SHED_PACKS, CRI_PACKS_AUTO_SINGLE_MAX4), END_RULES};
static const cri_sh_rule sh_rk_may_draw[] = {ON(CRI_OPT_SHED_VOLUNTARY_DRAW, CRI_VDRAW_ACES_ONLY_HOLDER), END_RULES};
static const cri_sh_rule sh_rk_ace_names[] = {ON(CRI_OPT_SHED_ACE_NAMES_SUIT, 1), END_RULES};
static const cri_sh_rule sh_rk_bury[] = {ON(CRI_OPT_SHED_BURY_STARTING_WILD, 1), END_RULES};
static const cri_named v_rk_blocked[] = {{"ALL_CHARGED", 0}, {"LOWEST_WINS", 1}};
static const cri_sh_rule sh_rk_blocked[] = {{0, CRI_OPT_SHED_BLOCKED_RULE, CRI_BLOCKED_ALL_CHARGED},
                                            {1, CRI_OPT_SHED_BLOCKED_RULE, CRI_BLOCKED_LOWEST_WINS},
                                            END_RULES};
static const cri_sh_rule sh_rk_deals[] = {{CRI_SH_ANY, CRI_OPT_SHED_MATCH_END, CRI_MATCH_END_DEALS_PER_PLAYER},
                                          {CRI_SH_ANY, CRI_OPT_SHED_MATCH_DEALS, CRI_SH_FORWARD},
                                          END_RULES};
static const cri_sh_rule sh_rk_session[] = {{CRI_SH_ANY, CRI_OPT_SHED_MATCH_END, CRI_MATCH_END_SESSION_DEALS},
                                            {CRI_SH_ANY, CRI_OPT_SHED_MATCH_DEALS, CRI_SH_FORWARD},
                                            END_RULES};
static const cri_sh_rule sh_rk_ace_penalty[] = {{CRI_SH_ANY, CRI_OPT_SHED_ACE_VALUE, CRI_SH_FORWARD}, END_RULES};

static const cri_named v_gb_target[] = {{"LED_CARD", 0}, {"PREVIOUS_CARD", 1}};
static const cri_sh_rule sh_gb_target[] = {{0, CRI_OPT_SHED_MATCH_AGAINST, CRI_MATCH_LED_CARD},
                                           {1, CRI_OPT_SHED_MATCH_AGAINST, CRI_MATCH_PREVIOUS_CARD},
                                           END_RULES};
static const cri_sh_rule sh_gb_seven[] = {ON(CRI_OPT_SHED_PACKS, CRI_PACKS_AUTO_GOBOOM_7DOUBLE), END_RULES};
static const cri_sh_rule sh_gb_finish[] = {ON(CRI_OPT_SHED_ON_GO_OUT, CRI_GO_OUT_FINISH_TRICK), END_RULES};
static const cri_named v_gb_values[] = {{"STANDARD", 0}, {"AV", 1}};
static const cri_sh_rule sh_gb_values[] = {{0, CRI_OPT_SHED_PIP_VALUES, CRI_PIPS_FACE},
                                           {0, CRI_OPT_SHED_ACE_VALUE, 1},
                                           {0, CRI_OPT_SHED_COURT_VALUE, 10},
                                           {1, CRI_OPT_SHED_PIP_VALUES, CRI_PIPS_AV},
                                           {1, CRI_OPT_SHED_ACE_VALUE, 5},
                                           {1, CRI_OPT_SHED_COURT_VALUE, 10},
                                           END_RULES};
static const cri_sh_rule sh_gb_aces_low[] = {ON(CRI_OPT_SHED_ACE_LOW_IN_TRICKS, 1), END_RULES};
static const cri_named v_gb_scoring[] = {{"WINNER_COLLECTS", 0}, {"PENALTY_EACH", 1}};
static const cri_sh_rule sh_gb_scoring[] = {
    {0, CRI_OPT_SHED_SCORING, CRI_SCORING_WINNER_COLLECTS},
    {0, CRI_OPT_SHED_MATCH_END, CRI_MATCH_END_TARGET_SCORE},
    {0, CRI_OPT_TARGET_SCORE, 200},
    {0, CRI_OPT_SHED_MATCH_WINNER, CRI_WINNER_HIGHEST},
    {1, CRI_OPT_SHED_SCORING, CRI_SCORING_PENALTY_EACH},
    {1, CRI_OPT_SHED_MATCH_END, CRI_MATCH_END_TARGET_SCORE},
    {1, CRI_OPT_TARGET_SCORE, 100},
    {1, CRI_OPT_SHED_MATCH_WINNER, CRI_WINNER_LOWEST},
    END_RULES};
static const cri_sh_rule sh_gb_single[] = {ON(CRI_OPT_SHED_MATCH_END, CRI_MATCH_END_SINGLE_DEAL), END_RULES};

static const cri_sh_rule sh_allow_discard_taken[] = {ON(CRI_OPT_RUMMY_NO_DISCARD_OF_TAKEN, 0), END_RULES};
static const cri_named v_units_points[] = {{"UNITS", 0}, {"POINTS", 1}};
static const cri_sh_rule sh_currency[] = {{0, CRI_OPT_RUMMY_CURRENCY, CRI_CURRENCY_UNIT},
                                          {1, CRI_OPT_RUMMY_CURRENCY, CRI_CURRENCY_POINT},
                                          END_RULES};
static const cri_sh_rule sh_free_melding[] = {ON(CRI_OPT_RUMMY_MELD_TIMING, CRI_MELD_FREE),
                                              ON(CRI_OPT_RUMMY_LAYOFF, CRI_LAYOFF_ANY), END_RULES};
static const cri_named v_rtc_payoff[] = {{"STAKE", 0}, {"STRAIGHT_SCHEDULE", 1}, {"POINTS", 2}};
static const cri_sh_rule sh_rtc_payoff[] = {{0, CRI_OPT_RUMMY_SETTLEMENT, CRI_SETTLE_FIXED_STAKE},
                                            {0, CRI_OPT_RUMMY_CURRENCY, CRI_CURRENCY_UNIT},
                                            {1, CRI_OPT_RUMMY_SETTLEMENT, CRI_SETTLE_STRAIGHT_UNITS},
                                            {1, CRI_OPT_RUMMY_CURRENCY, CRI_CURRENCY_UNIT},
                                            {2, CRI_OPT_RUMMY_SETTLEMENT, CRI_SETTLE_STRAIGHT_UNITS},
                                            {2, CRI_OPT_RUMMY_CURRENCY, CRI_CURRENCY_POINT},
                                            END_RULES};
static const cri_named v_rtc_rebuild[] = {{"SHUFFLE", 0}, {"TURN_NO_SHUFFLE", 1}};
static const cri_sh_rule sh_rtc_rebuild[] = {{0, CRI_OPT_RUMMY_REBUILD, CRI_REBUILD_KEEP_TOP_SHUFFLE},
                                             {1, CRI_OPT_RUMMY_REBUILD, CRI_REBUILD_KEEP_TOP_TURN},
                                             END_RULES};
static const cri_named v_bh_draw[] = {{"SS_DD", 0}, {"ANY_TWO", 1}, {"SCARNE", 2}};
static const cri_sh_rule sh_bh_draw[] = {{0, CRI_OPT_RUMMY_DRAW_RULE, CRI_DRAW_PAIR_SS_DD},
                                         {1, CRI_OPT_RUMMY_DRAW_RULE, CRI_DRAW_ANY_TWO},
                                         {2, CRI_OPT_RUMMY_DRAW_RULE, CRI_DRAW_SCARNE_S_DS_DD},
                                         END_RULES};
static const cri_named v_bh_court[] = {{"TEN", 0}, {"RANK", 1}};
static const cri_sh_rule sh_bh_court[] = {{0, CRI_OPT_RUMMY_COURT_VALUES, CRI_COURT_TEN},
                                          {1, CRI_OPT_RUMMY_COURT_VALUES, CRI_COURT_RANK},
                                          END_RULES};
static const cri_named v_bh_rebuild[] = {{"TURN", 0}, {"SHUFFLE", 1}, {"KEEP_TOP_SHUFFLE", 2}};
static const cri_sh_rule sh_bh_rebuild[] = {{0, CRI_OPT_RUMMY_REBUILD, CRI_REBUILD_TURN_UNSHUFFLED},
                                            {1, CRI_OPT_RUMMY_REBUILD, CRI_REBUILD_SHUFFLE},
                                            {2, CRI_OPT_RUMMY_REBUILD, CRI_REBUILD_KEEP_TOP_SHUFFLE},
                                            END_RULES};
static const cri_sh_rule sh_block_keep_break[] = {ON(CRI_OPT_RUMMY_STOCK_END, CRI_STOCK_END_BREAK), END_RULES};
static const cri_named v_points_units[] = {{"POINTS", 0}, {"UNITS", 1}};
static const cri_sh_rule sh_block_settlement[] = {{0, CRI_OPT_RUMMY_CURRENCY, CRI_CURRENCY_POINT},
                                                  {1, CRI_OPT_RUMMY_CURRENCY, CRI_CURRENCY_UNIT},
                                                  END_RULES};
static const cri_named v_dr_joker[] = {{"SCARNE", 0}, {"FOSTER", 1}};
static const cri_sh_rule sh_dr_joker[] = {{0, CRI_OPT_RUMMY_JOKER_MOVE, CRI_JOKER_MOVE_SCARNE},
                                          {1, CRI_OPT_RUMMY_JOKER_MOVE, CRI_JOKER_MOVE_FOSTER},
                                          END_RULES};
static const cri_sh_rule sh_java_jokers[] = {{CRI_SH_ANY, CRI_OPT_RUMMY_JOKERS, CRI_SH_FORWARD}, END_RULES};
static const cri_named v_java_stock[] = {{"FINAL_ROUND", 0}, {"STRAIGHT_BREAK", 1}, {"END_AT_N", 2}};
static const cri_sh_rule sh_java_stock[] = {{0, CRI_OPT_RUMMY_STOCK_END, CRI_STOCK_END_FINAL_ROUND},
                                            {1, CRI_OPT_RUMMY_STOCK_END, CRI_STOCK_END_BREAK},
                                            {2, CRI_OPT_RUMMY_STOCK_END, CRI_STOCK_END_END_AT_N},
                                            END_RULES};
static const cri_named v_rp_scoring[] = {{"POSITIVE", 0}, {"JAVA_PENALTY", 1}};
static const cri_sh_rule sh_rp_scoring[] = {{0, CRI_OPT_RUMMY_SETTLEMENT, CRI_SETTLE_RP_POSITIVE},
                                            {0, CRI_OPT_RUMMY_MATCH_END, CRI_RMATCH_TARGET_HIGHEST},
                                            {1, CRI_OPT_RUMMY_SETTLEMENT, CRI_SETTLE_JAVA_PENALTY},
                                            {1, CRI_OPT_RUMMY_MATCH_END, CRI_RMATCH_TARGET_LOWEST},
                                            END_RULES};
static const cri_sh_rule sh_rp_jokers_only[] = {ON(CRI_OPT_RUMMY_WILD_DEUCES, 0), END_RULES};

static const cri_named v_ca_seq[] = {{"LOW", 0}, {"HIGH_OR_LOW", 1}};
static const cri_sh_rule sh_ca_seq[] = {{0, CRI_OPT_MAN_SEQ_MODE, CRI_SEQ_LOW},
                                        {1, CRI_OPT_MAN_SEQ_MODE, CRI_SEQ_HIGH_OR_LOW},
                                        END_RULES};
static const cri_sh_rule sh_ca_final_round[] = {ON(CRI_OPT_MAN_STOCK_END, CRI_MSTOCK_FINAL_ROUND_ALL), END_RULES};
static const cri_sh_rule sh_joker_immobile[] = {ON(CRI_OPT_MAN_JOKER_MOBILITY, CRI_MOBILITY_IMMOBILE), END_RULES};
static const cri_sh_rule sh_ri_two_decks[] = {ON(CRI_OPT_MAN_PACKS, 2), END_RULES};
static const cri_sh_rule sh_ri_one_deck3[] = {ON(CRI_OPT_MAN_PACKS, CRI_PACKS_AUTO_THREE_PLAYERS_ONE), END_RULES};
static const cri_sh_rule sh_ri_continue[] = {ON(CRI_OPT_MAN_OPENING_ENDS_TURN, 0), END_RULES};
static const cri_named v_ri_come_in[] = {{"SINGLE_TRICK", 0}, {"MULTI_TRICK_SUM", 1}};
static const cri_sh_rule sh_ri_come_in[] = {{0, CRI_OPT_MAN_OPENING, CRI_OPENING_SINGLE_TRICK_30},
                                            {1, CRI_OPT_MAN_OPENING, CRI_OPENING_MULTI_TRICK_SUM_30},
                                            END_RULES};
static const cri_sh_rule sh_ri_table_steal[] = {ON(CRI_OPT_MAN_EXCHANGE_SOURCE, CRI_SOURCE_HAND_OR_TABLE), END_RULES};
static const cri_sh_rule sh_ri_all_jokers[] = {ON(CRI_OPT_MAN_REQUIRE_NATURAL, 0), END_RULES};
static const cri_named v_ri_blocked[] = {{"NO_WINNER", 0}, {"LOWEST_POINTS", 1}, {"FEWEST_CARDS", 2}};
static const cri_sh_rule sh_ri_blocked[] = {{0, CRI_OPT_MAN_BLOCKED_RULE, CRI_MBLOCKED_NO_WINNER},
                                            {1, CRI_OPT_MAN_BLOCKED_RULE, CRI_MBLOCKED_LOWEST_POINTS},
                                            {2, CRI_OPT_MAN_BLOCKED_RULE, CRI_MBLOCKED_FEWEST_CARDS},
                                            END_RULES};

#define SH_FLAG(nm, mask, rules, src, d) {nm, CR_OPTION_BOOL, 0, 1, NOVALS, mask, 0, src, d, rules}
#define SH_ENUM(nm, vals, mask, rules, src, d) \
    {nm, CR_OPTION_ENUM, 0, (int32_t)CRI_ARRAY_LEN(vals) - 1, VALS(vals), mask, 0, src, d, rules}
#define SH_INT(nm, lo, hi, mask, rules, src, d) {nm, CR_OPTION_INT, lo, hi, NOVALS, mask, 0, src, d, rules}
#define RK BIT(CR_GAME_ROCKAWAY)
#define GB BIT(CR_GAME_GO_BOOM)

static const cri_option_def shorthands[] = {
    SH_FLAG("rockaway.single_pack_max4", RK, sh_rk_single_pack, "RK-1",
            "one pack when N <= 4 (shed.packs=AUTO_SINGLE_MAX4)"),
    SH_FLAG("rockaway.may_draw_instead_of_ace", RK, sh_rk_may_draw, "RK-2",
            "a player whose only legal cards are aces may draw (shed.voluntary_draw=ACES_ONLY_HOLDER)"),
    SH_FLAG("rockaway.ace_names_suit", RK, sh_rk_ace_names, "RK-4",
            "the player of an ace names the suit (shed.ace_names_suit=ON)"),
    SH_FLAG("rockaway.bury_widow_ace", RK, sh_rk_bury, "RK-5",
            "an ace turned as the first widow is buried (shed.bury_starting_wild=ON)"),
    SH_ENUM("rockaway.blocked", v_rk_blocked, RK, sh_rk_blocked, "RK-6",
            "blocked-hand scoring (shed.blocked_rule)"),
    SH_INT("rockaway.deals_per_player", 1, 1000, RK, sh_rk_deals, "RK-8",
           "match of k deals per player (shed.match_end=DEALS_PER_PLAYER, shed.match_deals=k)"),
    SH_INT("rockaway.session_deals", 1, 1000, RK, sh_rk_session, "RK-8",
           "match of n deals in all (shed.match_end=SESSION_DEALS, shed.match_deals=n)"),
    SH_INT("rockaway.ace_penalty", 0, 100, RK, sh_rk_ace_penalty, "RK-10", "ace penalty (shed.ace_value)"),
    SH_ENUM("goboom.match_target", v_gb_target, GB, sh_gb_target, "GB-3",
            "the card to match (shed.match_against)"),
    SH_FLAG("goboom.seven_use_double", GB, sh_gb_seven, "GB-1",
            "two packs from 7 players (shed.packs=AUTO_GOBOOM_7DOUBLE)"),
    SH_FLAG("goboom.finish_trick", GB, sh_gb_finish, "GB-6",
            "the trick is completed after a player goes out (shed.on_go_out=FINISH_TRICK)"),
    SH_ENUM("goboom.values", v_gb_values, GB, sh_gb_values, "GB-2",
            "card values: STANDARD (A 1, court 10, pips) or AV (A-9 5, 10-K 10)"),
    SH_FLAG("goboom.aces_low", GB, sh_gb_aces_low, "GB-11", "aces low in tricks (shed.ace_low_in_tricks=ON)"),
    SH_ENUM("goboom.scoring", v_gb_scoring, GB, sh_gb_scoring, "GB-2",
            "WINNER_COLLECTS to 200, or PENALTY_EACH to 100, lowest wins"),
    SH_FLAG("goboom.single_deal", GB, sh_gb_single, "GB-2", "each deal is a game (shed.match_end=SINGLE_DEAL)"),
    SH_FLAG("rummy.allow_discard_taken", M_RUMMY, sh_allow_discard_taken, "SR-4 SK-4 RC-2 BH-3",
            "a card taken from the discard pile may be discarded (rummy.no_discard_of_taken=OFF)"),
    SH_ENUM("straight.settlement", v_units_points,
            BIT(CR_GAME_STRAIGHT_RUMMY_6) | BIT(CR_GAME_STRAIGHT_RUMMY_7) | BIT(CR_GAME_DOUBLE_RUMMY),
            sh_currency, "5.4", "payoff in units or points (rummy.currency)"),
    SH_FLAG("rtc.free_melding", BIT(CR_GAME_ROUND_THE_CORNER), sh_free_melding, "RC-4",
            "melds and lay-offs at any turn (rummy.meld_timing=FREE, rummy.layoff=ANY)"),
    SH_ENUM("rtc.payoff", v_rtc_payoff, BIT(CR_GAME_ROUND_THE_CORNER), sh_rtc_payoff, "RC-5",
            "STAKE (1 unit), STRAIGHT_SCHEDULE (2/4 units) or POINTS"),
    SH_ENUM("rtc.rebuild", v_rtc_rebuild, BIT(CR_GAME_ROUND_THE_CORNER), sh_rtc_rebuild, "RC-6",
            "the new stock is shuffled, or turned over (rummy.rebuild)"),
    SH_ENUM("boathouse.draw_rule", v_bh_draw, BIT(CR_GAME_BOATHOUSE_BICYCLE), sh_bh_draw, "BH-1",
            "draw SS or DD, any two, or Scarne's S/DS/DD (rummy.draw_rule)"),
    SH_ENUM("boathouse.court_values", v_bh_court, BIT(CR_GAME_BOATHOUSE_BICYCLE), sh_bh_court, "BH-5",
            "J/Q/K count 10, or by rank (rummy.court_values)"),
    SH_ENUM("boathouse.rebuild", v_bh_rebuild, BIT(CR_GAME_BOATHOUSE_BICYCLE), sh_bh_rebuild, "BH-8",
            "how the discard pile becomes the stock (rummy.rebuild)"),
    SH_FLAG("block.keep_break", BIT(CR_GAME_BLOCK_RUMMY), sh_block_keep_break, "BL-1",
            "play the Straight Rummy break (rummy.stock_end=BREAK)"),
    SH_ENUM("block.settlement", v_points_units, BIT(CR_GAME_BLOCK_RUMMY), sh_block_settlement, "BL-3",
            "settle in points or units (rummy.currency)"),
    SH_ENUM("double.joker_move", v_dr_joker, BIT(CR_GAME_DOUBLE_RUMMY), sh_dr_joker, "DR-3",
            "joker moves after Scarne or Foster (rummy.joker_move)"),
    SH_FLAG("double.free_melding", BIT(CR_GAME_DOUBLE_RUMMY), sh_free_melding, "DR-5",
            "melds and lay-offs at any turn (rummy.meld_timing=FREE, rummy.layoff=ANY)"),
    SH_INT("java.jokers", 0, 2, BIT(CR_GAME_JAVA_RUMMY), sh_java_jokers, "JR-1", "jokers added (rummy.jokers)"),
    SH_ENUM("java.stock_end", v_java_stock, BIT(CR_GAME_JAVA_RUMMY), sh_java_stock, "JR-5",
            "final round, Straight break, or stop at N cards (rummy.stock_end)"),
    SH_ENUM("rummypoker.scoring", v_rp_scoring, BIT(CR_GAME_RUMMY_POKER), sh_rp_scoring, "RP-1",
            "positive scores to 100, or Java penalty totals, lowest wins"),
    SH_FLAG("rummypoker.jokers_only_wild", BIT(CR_GAME_RUMMY_POKER), sh_rp_jokers_only, "RP-8",
            "deuces are not wild (rummy.wild_deuces=OFF)"),
    SH_ENUM("carousel.seq_mode", v_ca_seq, BIT(CR_GAME_CAROUSEL), sh_ca_seq, "CA-1",
            "ace low only, or high or low (man.seq_mode)"),
    SH_FLAG("carousel.final_round_includes_drawer", BIT(CR_GAME_CAROUSEL), sh_ca_final_round, "CA-5",
            "the final round includes the drawer of the last card (man.stock_end=FINAL_ROUND_ALL)"),
    SH_FLAG("carousel.joker_immobile", BIT(CR_GAME_CAROUSEL), sh_joker_immobile, "CA-10",
            "a melded joker leaves its meld only by exchange (man.joker_mobility=IMMOBILE)"),
    SH_FLAG("rockit.two_decks_for_two", BIT(CR_GAME_ROCKIT), sh_ri_two_decks, "RD-1",
            "two packs and four jokers for two players (man.packs=2)"),
    SH_FLAG("rockit.one_deck_three_players", BIT(CR_GAME_ROCKIT), sh_ri_one_deck3, "RD-1",
            "one pack for three players (man.packs=AUTO_THREE_PLAYERS_ONE)"),
    SH_FLAG("rockit.come_in_then_continue", BIT(CR_GAME_ROCKIT), sh_ri_continue, "RD-2",
            "further plays after coming in (man.opening_ends_turn=OFF)"),
    SH_ENUM("rockit.come_in", v_ri_come_in, BIT(CR_GAME_ROCKIT), sh_ri_come_in, "RD-2",
            "come in with one trick of 30, or several totalling 30 (man.opening)"),
    SH_FLAG("rockit.joker_immobile", BIT(CR_GAME_ROCKIT), sh_joker_immobile, "RD-6",
            "a board joker moves only when stolen (man.joker_mobility=IMMOBILE)"),
    SH_FLAG("rockit.steal_with_table_card", BIT(CR_GAME_ROCKIT), sh_ri_table_steal, "RD-7",
            "a joker may be replaced by a board card (man.exchange_source=HAND_OR_TABLE)"),
    SH_FLAG("rockit.allow_all_joker_tricks", BIT(CR_GAME_ROCKIT), sh_ri_all_jokers, "RD-11",
            "a trick may be all jokers (man.require_natural=OFF)"),
    SH_ENUM("rockit.blocked", v_ri_blocked, BIT(CR_GAME_ROCKIT), sh_ri_blocked, "RD-12",
            "winner of a blocked game (man.blocked_rule)"),
};

/* ---- the presets as tables of option values (17.1, 17.2, 17.3) ------------- */
#define PV(o, v) {CRI_OPT_##o, v}

static const cri_preset_value rockaway[] = {
    PV(SHED_STRUCTURE, CRI_SHED_WIDOW), PV(SHED_MATCH_AGAINST, CRI_MATCH_TOP_CARD),
    PV(SHED_INITIAL_UPCARD, 1), PV(SHED_WILD_RANKS, 1 << CR_RANK_ACE), PV(SHED_ACE_NAMES_SUIT, 0),
    PV(SHED_BURY_STARTING_WILD, 0), PV(SHED_PACKS, 2), PV(SHED_HAND_SIZE, 7),
    PV(SHED_VOLUNTARY_DRAW, CRI_VDRAW_NEVER), PV(SHED_DRAWN_CARD, CRI_DRAWN_MUST_PLAY_IF_LEGAL),
    PV(SHED_EXHAUSTED_STOCK, CRI_EXHAUSTED_PASS), PV(SHED_BLOCKED_RULE, CRI_BLOCKED_ALL_CHARGED),
    PV(SHED_ON_GO_OUT, CRI_GO_OUT_END_IMMEDIATELY), PV(SHED_ACE_VALUE, 15), PV(SHED_COURT_VALUE, 10),
    PV(SHED_PIP_VALUES, CRI_PIPS_FACE), PV(SHED_ACE_LOW_IN_TRICKS, 0),
    PV(SHED_SCORING, CRI_SCORING_PENALTY_EACH), PV(SHED_MATCH_END, CRI_MATCH_END_DEALS_PER_PLAYER),
    PV(SHED_MATCH_DEALS, 1), PV(SHED_MATCH_WINNER, CRI_WINNER_LOWEST),
    PV(FIRST_DEALER, CRI_FIRST_DEALER_HOST), PV(TARGET_SCORE, 0),
};
static const cri_preset_value go_boom[] = {
    PV(SHED_STRUCTURE, CRI_SHED_TRICK), PV(SHED_MATCH_AGAINST, CRI_MATCH_LED_CARD),
    PV(SHED_INITIAL_UPCARD, 0), PV(SHED_WILD_RANKS, 0), PV(SHED_ACE_NAMES_SUIT, 0),
    PV(SHED_BURY_STARTING_WILD, 0), PV(SHED_PACKS, CRI_PACKS_AUTO_GOBOOM), PV(SHED_HAND_SIZE, 7),
    PV(SHED_VOLUNTARY_DRAW, CRI_VDRAW_NEVER), PV(SHED_DRAWN_CARD, CRI_DRAWN_MUST_PLAY_IF_LEGAL),
    PV(SHED_EXHAUSTED_STOCK, CRI_EXHAUSTED_PASS), PV(SHED_BLOCKED_RULE, CRI_BLOCKED_ALL_CHARGED),
    PV(SHED_ON_GO_OUT, CRI_GO_OUT_END_IMMEDIATELY), PV(SHED_ACE_VALUE, 1), PV(SHED_COURT_VALUE, 10),
    PV(SHED_PIP_VALUES, CRI_PIPS_FACE), PV(SHED_ACE_LOW_IN_TRICKS, 0),
    PV(SHED_SCORING, CRI_SCORING_WINNER_COLLECTS), PV(SHED_MATCH_END, CRI_MATCH_END_TARGET_SCORE),
    PV(SHED_MATCH_DEALS, 1), PV(SHED_MATCH_WINNER, CRI_WINNER_HIGHEST),
    PV(FIRST_DEALER, CRI_FIRST_DEALER_CUT_LOW), PV(TARGET_SCORE, 200),
};

/* One RUMMY column of 17.2, in the table's row order. */
#define RUMMY_COLUMN(packs, jokers, deuces, hand, upcard, draw, meld, layoff, goout, leftover, seq, \
                     group, jmove, stock_end, rebuild, ace, wild, loser, settle, currency, match,    \
                     rotation)                                                                       \
    PV(RUMMY_PACKS, packs), PV(RUMMY_JOKERS, jokers), PV(RUMMY_WILD_DEUCES, deuces),                 \
        PV(RUMMY_HAND_SIZE, hand), PV(RUMMY_INITIAL_UPCARD, upcard), PV(RUMMY_DRAW_RULE, draw),      \
        PV(RUMMY_NO_DISCARD_OF_TAKEN, 1), PV(RUMMY_MELD_TIMING, meld), PV(RUMMY_LAYOFF, layoff),     \
        PV(RUMMY_GO_OUT_DISCARD, goout), PV(RUMMY_GO_OUT_LEFTOVER_MAX, leftover),                   \
        PV(RUMMY_SEQ_MODE, seq), PV(RUMMY_GROUP, group), PV(RUMMY_JOKER_MOVE, jmove),                \
        PV(RUMMY_STOCK_END, stock_end), PV(RUMMY_REBUILD, rebuild), PV(RUMMY_ACE_VALUE, ace),        \
        PV(RUMMY_COURT_VALUES, CRI_COURT_TEN), PV(RUMMY_WILD_VALUE, wild),                           \
        PV(RUMMY_LOSER_COUNT, loser), PV(RUMMY_SETTLEMENT, settle), PV(RUMMY_CURRENCY, currency),    \
        PV(RUMMY_MATCH_END, match), PV(RUMMY_DEALER_ROTATION, rotation)

#define NO_JOKER_MOVE CRI_JOKER_MOVE_NONE
#define DEFAULT_REBUILD CRI_REBUILD_KEEP_TOP_SHUFFLE /* unused by games that never rebuild */

static const cri_preset_value boathouse[] = {
    RUMMY_COLUMN(1, 0, 0, CRI_HAND_BOATHOUSE, 1, CRI_DRAW_PAIR_SS_DD, CRI_MELD_FREE, CRI_LAYOFF_ANY,
                 CRI_GO_OUT_DISCARD_OPTIONAL, 0, CRI_SEQ_CYCLIC, CRI_GROUP_DISTINCT, NO_JOKER_MOVE,
                 CRI_STOCK_END_TAKE_OR_TURN_UNSHUFFLED, CRI_REBUILD_TURN_UNSHUFFLED, 11, 0,
                 CRI_COUNT_DEADWOOD, CRI_SETTLE_UNMATCHED_PAY, CRI_CURRENCY_POINT, CRI_RMATCH_NONE,
                 CRI_ROTATION_WINNER_IF_2P_ELSE_LEFT),
};
static const cri_preset_value straight6[] = {
    RUMMY_COLUMN(1, 0, 0, 6, 0, CRI_DRAW_ONE, CRI_MELD_GO_OUT_ONLY, CRI_LAYOFF_BREAK_ONLY,
                 CRI_GO_OUT_DISCARD_OPTIONAL, 0, CRI_SEQ_LOW, CRI_GROUP_DISTINCT, NO_JOKER_MOVE,
                 CRI_STOCK_END_BREAK, DEFAULT_REBUILD, 1, 0, CRI_COUNT_DEADWOOD,
                 CRI_SETTLE_STRAIGHT_UNITS, CRI_CURRENCY_UNIT, CRI_RMATCH_NONE, CRI_ROTATION_LEFT),
};
static const cri_preset_value straight7[] = {
    RUMMY_COLUMN(1, 0, 0, 7, 0, CRI_DRAW_ONE, CRI_MELD_GO_OUT_ONLY, CRI_LAYOFF_BREAK_ONLY,
                 CRI_GO_OUT_DISCARD_OPTIONAL, 0, CRI_SEQ_LOW, CRI_GROUP_DISTINCT, NO_JOKER_MOVE,
                 CRI_STOCK_END_BREAK, DEFAULT_REBUILD, 1, 0, CRI_COUNT_DEADWOOD,
                 CRI_SETTLE_STRAIGHT_UNITS, CRI_CURRENCY_UNIT, CRI_RMATCH_NONE, CRI_ROTATION_LEFT),
};
static const cri_preset_value skip[] = {
    RUMMY_COLUMN(1, 0, 0, 5, 0, CRI_DRAW_ONE, CRI_MELD_SKIP_ONE, CRI_LAYOFF_ONE_CARD,
                 CRI_GO_OUT_DISCARD_OPTIONAL, 0, CRI_SEQ_LOW, CRI_GROUP_DISTINCT, NO_JOKER_MOVE,
                 CRI_STOCK_END_END_AT_N, DEFAULT_REBUILD, 1, 0, CRI_COUNT_DEADWOOD,
                 CRI_SETTLE_SKIP_UNITS, CRI_CURRENCY_UNIT, CRI_RMATCH_NONE, CRI_ROTATION_LEFT),
};
static const cri_preset_value round_the_corner[] = {
    RUMMY_COLUMN(1, 0, 0, CRI_HAND_NINE_MINUS_N, 1, CRI_DRAW_SCARNE_S_DS_DD, CRI_MELD_GO_OUT_ONLY,
                 CRI_LAYOFF_NONE, CRI_GO_OUT_DISCARD_OPTIONAL, 0, CRI_SEQ_CYCLIC, CRI_GROUP_DISTINCT,
                 NO_JOKER_MOVE, CRI_STOCK_END_RESHUFFLE_KEEP_TOP, CRI_REBUILD_KEEP_TOP_SHUFFLE, 1, 0,
                 CRI_COUNT_DEADWOOD, CRI_SETTLE_FIXED_STAKE, CRI_CURRENCY_UNIT, CRI_RMATCH_NONE,
                 CRI_ROTATION_LEFT),
};
static const cri_preset_value block[] = {
    RUMMY_COLUMN(1, 0, 0, CRI_HAND_SEVEN_UP_TO_5, 0, CRI_DRAW_ONE, CRI_MELD_GO_OUT_ONLY,
                 CRI_LAYOFF_NONE, CRI_GO_OUT_DISCARD_REQUIRED, 0, CRI_SEQ_LOW, CRI_GROUP_DISTINCT,
                 NO_JOKER_MOVE, CRI_STOCK_END_BLOCK_CONTINUATION, DEFAULT_REBUILD, 1, 0,
                 CRI_COUNT_DEADWOOD, CRI_SETTLE_POINTS_DIFF, CRI_CURRENCY_POINT, CRI_RMATCH_NONE,
                 CRI_ROTATION_LEFT),
};
static const cri_preset_value queen_city[] = {
    RUMMY_COLUMN(1, 0, 0, 7, 0, CRI_DRAW_ONE, CRI_MELD_GO_OUT_ONLY, CRI_LAYOFF_BREAK_ONLY,
                 CRI_GO_OUT_DISCARD_OPTIONAL, 0, CRI_SEQ_LOW, CRI_GROUP_DISTINCT, NO_JOKER_MOVE,
                 CRI_STOCK_END_BREAK, DEFAULT_REBUILD, 1, 0, CRI_COUNT_DEADWOOD,
                 CRI_SETTLE_OWN_MELD_VALUE, CRI_CURRENCY_POINT, CRI_RMATCH_NONE, CRI_ROTATION_LEFT),
};
static const cri_preset_value double_rummy[] = {
    RUMMY_COLUMN(2, 2, 0, 10, 0, CRI_DRAW_ONE, CRI_MELD_GO_OUT_ONLY, CRI_LAYOFF_BREAK_ONLY,
                 CRI_GO_OUT_DISCARD_OPTIONAL, 0, CRI_SEQ_HIGH_OR_LOW, CRI_GROUP_DOUBLE,
                 CRI_JOKER_MOVE_SCARNE, CRI_STOCK_END_BREAK, DEFAULT_REBUILD, 11, 15,
                 CRI_COUNT_DEADWOOD, CRI_SETTLE_STRAIGHT_UNITS, CRI_CURRENCY_UNIT, CRI_RMATCH_NONE,
                 CRI_ROTATION_LEFT),
};
static const cri_preset_value java[] = {
    RUMMY_COLUMN(1, 0, 1, 7, 0, CRI_DRAW_ONE, CRI_MELD_BEFORE_DRAW_ALL, CRI_LAYOFF_NONE,
                 CRI_GO_OUT_DISCARD_NONE, 5, CRI_SEQ_LOW, CRI_GROUP_DISTINCT, NO_JOKER_MOVE,
                 CRI_STOCK_END_FINAL_ROUND, DEFAULT_REBUILD, 1, 25, CRI_COUNT_DEADWOOD,
                 CRI_SETTLE_JAVA_PENALTY, CRI_CURRENCY_POINT, CRI_RMATCH_ELIMINATION,
                 CRI_ROTATION_LEFT_SKIP_ELIMINATED),
    PV(TARGET_SCORE, 100),
};
static const cri_preset_value rummy_poker[] = {
    RUMMY_COLUMN(2, 4, 1, 10, 0, CRI_DRAW_ONE, CRI_MELD_BEFORE_DRAW_ALL, CRI_LAYOFF_NONE,
                 CRI_GO_OUT_DISCARD_NONE, 3, CRI_SEQ_LOW, CRI_GROUP_REPEAT, NO_JOKER_MOVE,
                 CRI_STOCK_END_FINAL_ROUND, DEFAULT_REBUILD, 10, 25, CRI_COUNT_DEADWOOD,
                 CRI_SETTLE_RP_POSITIVE, CRI_CURRENCY_POINT, CRI_RMATCH_TARGET_HIGHEST,
                 CRI_ROTATION_LEFT),
    PV(TARGET_SCORE, 100),
};

/* One MANIP column of 17.3. */
#define MANIP_COLUMN(jokers_per_pack, hand, seq, turn, opening, joker_model, source, natural,    \
                     hand_card, end, stock_end, scoring)                                         \
    PV(MAN_PACKS, CRI_PACKS_AUTO_TWO_PLAYERS_ONE), PV(MAN_JOKERS_PER_PACK, jokers_per_pack),     \
        PV(MAN_HAND_SIZE, hand), PV(MAN_SEQ_MODE, seq), PV(MAN_GROUP, CRI_GROUP_DISTINCT),       \
        PV(MAN_TURN_MODEL, turn), PV(MAN_OPENING, opening), PV(MAN_OPENING_ENDS_TURN, 1),        \
        PV(MAN_JOKER_MODEL, joker_model), PV(MAN_EXCHANGE_SOURCE, source),                       \
        PV(MAN_JOKER_MOBILITY, CRI_MOBILITY_IF_SAME_CARD), PV(MAN_REQUIRE_NATURAL, natural),    \
        PV(MAN_REQUIRE_HAND_CARD, hand_card), PV(MAN_END, end), PV(MAN_STOCK_END, stock_end),   \
        PV(MAN_BLOCKED_RULE, CRI_MBLOCKED_NO_WINNER), PV(MAN_SCORING, scoring),                  \
        PV(INVALID_COMMIT_POLICY, CRI_COMMIT_REJECT)

static const cri_preset_value carousel[] = {
    MANIP_COLUMN(1, 10, CRI_SEQ_LOW, CRI_TURN_DRAW_1_TO_3_THEN_MELD, CRI_OPENING_NONE,
                 CRI_JOKERS_DECLARED_FIXED_EXCHANGE, CRI_SOURCE_HAND_OR_TABLE, 0,
                 CRI_HAND_CARD_WHEN_REARRANGING, CRI_END_KNOCK_LE_5, CRI_MSTOCK_FINAL_ROUND_OTHERS,
                 CRI_MSCORING_CAROUSEL),
    PV(TARGET_SCORE, 150),
};
static const cri_preset_value rockit[] = {
    MANIP_COLUMN(2, 14, CRI_SEQ_CYCLIC, CRI_TURN_PLAY_OR_DRAW, CRI_OPENING_SINGLE_TRICK_30,
                 CRI_JOKERS_STEAL_TO_NEW_HAND_TRICK, CRI_SOURCE_HAND, 1, CRI_HAND_CARD_ALWAYS,
                 CRI_END_GO_OUT, CRI_MSTOCK_PASS_UNTIL_ALL_PASS, CRI_MSCORING_NONE),
};

/* Player ranges: RULES.md 2.1, 3.1, 17.2 "players" row, 17.3. The default
 * player count is 4 for every preset: inside every range, the count S3
 * calls best for most rummy games, and a two-pack game for Carousel and
 * RockIt. */
#define PRESET(lo, hi, table) {lo, hi, 4, table, CRI_ARRAY_LEN(table)}
static const cri_preset_rules preset_rules[CRI_PRESET_COUNT] = {
    PRESET(2, 14, rockaway),      PRESET(2, 14, go_boom),          PRESET(2, 6, boathouse),
    PRESET(2, 6, straight6),      PRESET(2, 5, straight7),         PRESET(2, 6, skip),
    PRESET(2, 4, round_the_corner), PRESET(2, 6, block),           PRESET(2, 6, queen_city),
    PRESET(2, 6, double_rummy),   PRESET(2, 6, java),              PRESET(2, 6, rummy_poker),
    PRESET(2, 5, carousel),       PRESET(2, 5, rockit),
};

int32_t cri_option_count(void)
{
    return CRI_OPT_COUNT + (int32_t)CRI_ARRAY_LEN(shorthands);
}

const cri_option_def *cri_option_get(int32_t index)
{
    if (index < 0 || index >= cri_option_count())
        return NULL;
    return index < CRI_OPT_COUNT ? &stored[index] : &shorthands[index - CRI_OPT_COUNT];
}

int32_t cri_option_lookup(const char *name)
{
    for (int32_t i = 0; i < cri_option_count(); i++)
        if (cri_ascii_caseeq(name, cri_option_get(i)->name))
            return i;
    return -1;
}

const cri_preset_rules *cri_preset_rules_get(int32_t preset)
{
    if (preset < 1 || preset > CRI_PRESET_COUNT)
        return NULL;
    return &preset_rules[preset - 1];
}

bool cri_engine_supported(int32_t engine)
{
    /* The SHED engine ships with the game handle (issue 4); RUMMY and MANIP
     * are listed but not written yet. */
    return engine == CR_ENGINE_SHED;
}
