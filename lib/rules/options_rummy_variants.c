/* The options and named variants of single RUMMY games (RULES.md 17.2 and
 * the ambiguity tables of sections 5-14: straight.*, skip.*, boathouse.*,
 * block.*, queencity.*, double.*, java.*, rummypoker.*, rtc.*). */
#include "rules/options_def.h"

/* The games S3 plays with the Straight Rummy break (or may, by variant). */
#define M_BREAK                                                                             \
    (BIT(CR_GAME_STRAIGHT_RUMMY_6) | BIT(CR_GAME_STRAIGHT_RUMMY_7) | BIT(CR_GAME_BLOCK_RUMMY) | \
     BIT(CR_GAME_QUEEN_CITY) | BIT(CR_GAME_DOUBLE_RUMMY) | BIT(CR_GAME_JAVA_RUMMY) |          \
     BIT(CR_GAME_RUMMY_POKER))

/* ---- value names --------------------------------------------------------- */
static const cri_named v_tie[] = {{"BREAKER", CRI_TIE_BREAKER}, {"SPLIT", CRI_TIE_SPLIT}};
static const cri_named v_payoff[] = {{"POINTS", CRI_PAYOFF_POINTS}, {"UNIT", CRI_PAYOFF_UNIT}};
static const cri_named v_gain[] = {{"DEADWOOD_PLUS_BONUS", CRI_GAIN_DEADWOOD_PLUS_BONUS},
                                   {"BONUS_ONLY", CRI_GAIN_BONUS_ONLY}};

/* ---- stored options (AT(id): the place of option id in the block) ------ */
#define AT(id) [(id) - CRI_OPT_RUMMY_GAMES_FIRST]
const cri_option_def cri_rummy_game_options[CRI_OPT_RUMMY_GAMES_COUNT] = {
    AT(CRI_OPT_STRAIGHT_BREAK_DISCARD) = BOOL_OPT("straight.break_discard", M_BREAK, 1, "SR-7",
                                                  "a break turn ends with a discard"),
    AT(CRI_OPT_STRAIGHT_BREAK_AUTO_ARRANGE) = BOOL_OPT("straight.break_auto_arrange", M_BREAK, 0, "SR-8",
                                                       "the engine makes the optimal break exposure and lay-offs"),
    AT(CRI_OPT_STRAIGHT_BREAK_RUMMY_CONTINUES) = BOOL_OPT("straight.break_rummy_continues", M_BREAK, 0, "SR-10",
                                                          "a rummy during the break does not end the break round"),
    AT(CRI_OPT_STRAIGHT_ONE_SUIT_ANY_SEQUENCES) =
        BOOL_OPT("straight.one_suit_any_sequences",
                 BIT(CR_GAME_STRAIGHT_RUMMY_6) | BIT(CR_GAME_STRAIGHT_RUMMY_7) | BIT(CR_GAME_BLOCK_RUMMY) |
                     BIT(CR_GAME_DOUBLE_RUMMY) | BIT(CR_GAME_ROUND_THE_CORNER),
                 0, "SR-12", "the one-suit bonus allows several sequences of one suit"),
    AT(CRI_OPT_SKIP_NO_DISCARD_ONLY_AFTER_STOCK) = BOOL_OPT("skip.no_discard_only_after_stock",
                                                            BIT(CR_GAME_SKIP_RUMMY), 0, "SK-2",
                                                            "going out without a discard only after a stock draw"),
    AT(CRI_OPT_SKIP_RUMMY_BY_MELD_ONLY) = BOOL_OPT("skip.rummy_by_meld_only", BIT(CR_GAME_SKIP_RUMMY), 0, "SK-3",
                                                   "going out by discarding the last card is not rummy"),
    AT(CRI_OPT_SKIP_TIE) = ENUM_OPT("skip.tie", v_tie, BIT(CR_GAME_SKIP_RUMMY), CRI_TIE_BREAKER, "SK-6",
                                    "stock-end ties: nearest the next player wins, or split"),
    AT(CRI_OPT_BOATHOUSE_DD_PARTIAL) = BOOL_OPT("boathouse.dd_partial", BIT(CR_GAME_BOATHOUSE_BICYCLE), 0, "BH-2",
                                                "DD with one discard takes it plus one stock card"),
    AT(CRI_OPT_BOATHOUSE_UNMATCHED_EXCLUDES_LAYOFFS) =
        BOOL_OPT("boathouse.unmatched_excludes_layoffs", BIT(CR_GAME_BOATHOUSE_BICYCLE), 0, "BH-6",
                 "cards a loser could lay off are not charged"),
    AT(CRI_OPT_BOATHOUSE_RUMMY_FIRST_TURN_ONLY) =
        BOOL_OPT("boathouse.rummy_first_turn_only", BIT(CR_GAME_BOATHOUSE_BICYCLE), 0, "BH-7",
                 "rummy (double pay) only on the player's first turn"),
    AT(CRI_OPT_BLOCK_SHOWDOWN_WITH_LAYOFFS) = BOOL_OPT("block.showdown_with_layoffs", BIT(CR_GAME_BLOCK_RUMMY), 0,
                                                       "BL-2", "a refusal starts a break-style exposure round"),
    AT(CRI_OPT_BLOCK_GOING_OUT_MULTIPLIER) = INT_OPT("block.going_out_multiplier", 1, 2,
                                                     BIT(CR_GAME_BLOCK_RUMMY), 2, "BL-4",
                                                     "multiplier of the losers' counts when a player goes out"),
    AT(CRI_OPT_QUEENCITY_VALUE_INCLUDES_DISCARD) = BOOL_OPT("queencity.value_includes_discard",
                                                            BIT(CR_GAME_QUEEN_CITY), 0, "QC-1",
                                                            "the rummy value includes the final discard"),
    AT(CRI_OPT_QUEENCITY_BREAK_PAYOFF) = ENUM_OPT("queencity.break_payoff", v_payoff, BIT(CR_GAME_QUEEN_CITY),
                                                  CRI_PAYOFF_POINTS, "QC-2", "break payoff in points or 1 unit"),
    AT(CRI_OPT_DOUBLE_MAX_PLAYERS) = INT_OPT("double.max_players", 6, 9, BIT(CR_GAME_DOUBLE_RUMMY), 6,
                                             "DR-1", "the most players allowed"),
    AT(CRI_OPT_JAVA_ENTRY_CHIP) = BOOL_OPT("java.entry_chip", BIT(CR_GAME_JAVA_RUMMY), 0, "JR-8",
                                           "every player antes one chip at the start"),
    AT(CRI_OPT_RUMMYPOKER_WINNER_GAIN) = ENUM_OPT("rummypoker.winner_gain", v_gain, BIT(CR_GAME_RUMMY_POKER),
                                                  CRI_GAIN_DEADWOOD_PLUS_BONUS, "RP-2",
                                                  "the hand winner gains the opponents' deadwood and bonus, or the bonus only"),
    AT(CRI_OPT_RUMMYPOKER_IGNORE_LEFTOVER) = BOOL_OPT("rummypoker.ignore_leftover", BIT(CR_GAME_RUMMY_POKER), 0,
                                                      "RP-3", "the winner's leftover card is not subtracted"),
    AT(CRI_OPT_RUMMYPOKER_RUMMY_BONUS) = INT_OPT("rummypoker.rummy_bonus", 0, 100,
                                                 BIT(CR_GAME_RUMMY_POKER), 0, "RP-4",
                                                 "bonus for going down with all ten cards"),
    AT(CRI_OPT_RUMMYPOKER_CUMULATIVE_BONUSES) = BOOL_OPT("rummypoker.cumulative_bonuses", BIT(CR_GAME_RUMMY_POKER),
                                                         0, "RP-5", "straight and flush bonuses add up"),
    AT(CRI_OPT_RUMMYPOKER_BONUS_NEEDS_ALL_TEN) = BOOL_OPT("rummypoker.bonus_needs_all_ten",
                                                          BIT(CR_GAME_RUMMY_POKER), 0, "RP-6",
                                                          "pattern bonuses need all ten cards melded"),
    AT(CRI_OPT_RUMMYPOKER_MAX_PLAYERS) = INT_OPT("rummypoker.max_players", 6, 9, BIT(CR_GAME_RUMMY_POKER),
                                                 6, "RP-10", "the most players allowed"),
};
#undef AT

/* ---- what each variant sets ----------------------------------------------- */
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

/* ---- the variants, in registry order ---------------------------------------- */
static const cri_option_def variants[] = {
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
};
const cri_option_list cri_rummy_variants = OPTION_LIST(variants);
