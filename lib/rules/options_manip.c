/* The MANIP engine's options (RULES.md 17.3: man.*) and its presets,
 * Carousel and RockIt to Destiny, each value on its own line. Player
 * ranges: RULES.md 17.3. The options and variants of single games are in
 * options_manip_variants.c. */
#include "rules/options_def.h"

/* ---- value names --------------------------------------------------------- */
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

/* ---- stored options (AT(id): the place of option id in the block) ------ */
#define AT(id) [(id) - CRI_OPT_MAN_FIRST]
const cri_option_def cri_manip_options[CRI_OPT_MAN_COUNT] = {
    AT(CRI_OPT_MAN_PACKS) = INTS_OPT("man.packs", 1, CR_MAX_PACKS, man_pack_specials, M_MANIP,
                                    CRI_PACKS_AUTO_TWO_PLAYERS_ONE, "RD-1 15.1", "52-card packs, or AUTO_* by player count"),
    AT(CRI_OPT_MAN_JOKERS_PER_PACK) = INT_OPT("man.jokers_per_pack", 0, 2, M_MANIP, 1, "RD-1 15.1",
                                              "jokers added per pack"),
    AT(CRI_OPT_MAN_HAND_SIZE) = INT_OPT("man.hand_size", 1, 30, M_MANIP, 10, "15.1 16.1",
                                        "cards dealt to each seat"),
    AT(CRI_OPT_MAN_SEQ_MODE) = ENUM_OPT("man.seq_mode", cri_seq_values, M_MANIP, CRI_SEQ_LOW, "CA-1 RD-10",
                                        "where the ace sits in sequences"),
    AT(CRI_OPT_MAN_GROUP) = ENUM_OPT("man.group", cri_group_values, M_MANIP, CRI_GROUP_DISTINCT, "1.3",
                                     "group shape (3-4 distinct suits in both presets)"),
    AT(CRI_OPT_MAN_TURN_MODEL) = ENUM_OPT("man.turn_model", v_turn, M_MANIP, CRI_TURN_DRAW_1_TO_3_THEN_MELD,
                                          "15.2 16.2", "the shape of a turn"),
    AT(CRI_OPT_MAN_OPENING) = ENUM_OPT("man.opening", v_opening, M_MANIP, CRI_OPENING_NONE, "RD-2",
                                       "the coming-in requirement (30 points, no joker)"),
    AT(CRI_OPT_MAN_OPENING_ENDS_TURN) = BOOL_OPT("man.opening_ends_turn", M_MANIP, 1, "RD-2",
                                                 "the coming-in turn ends after the coming-in play"),
    AT(CRI_OPT_MAN_JOKER_MODEL) = ENUM_OPT("man.joker_model", v_jokers, M_MANIP, CRI_JOKERS_DECLARED_FIXED_EXCHANGE,
                                           "CA-8 RD-7", "how a melded joker is recovered"),
    AT(CRI_OPT_MAN_EXCHANGE_SOURCE) = ENUM_OPT("man.exchange_source", v_source, M_MANIP, CRI_SOURCE_HAND_OR_TABLE,
                                               "CA-8 RD-7", "where the natural card replacing a joker may come from"),
    AT(CRI_OPT_MAN_JOKER_MOBILITY) = ENUM_OPT("man.joker_mobility", v_mobility, M_MANIP, CRI_MOBILITY_IF_SAME_CARD,
                                              "CA-10 RD-6", "whether a melded joker may move without an exchange"),
    AT(CRI_OPT_MAN_REQUIRE_NATURAL) = BOOL_OPT("man.require_natural", M_MANIP, 0, "RD-11",
                                               "every meld holds at least one natural card"),
    AT(CRI_OPT_MAN_REQUIRE_HAND_CARD) = ENUM_OPT("man.require_hand_card", v_hand_card, M_MANIP,
                                                 CRI_HAND_CARD_WHEN_REARRANGING, "RD-4 CA-8",
                                                 "when a committed turn must include a card from hand"),
    AT(CRI_OPT_MAN_END) = ENUM_OPT("man.end", v_end, M_MANIP, CRI_END_KNOCK_LE_5, "CA-4",
                                   "how a hand ends: knock with count <= 5, or going out"),
    AT(CRI_OPT_MAN_STOCK_END) = ENUM_OPT("man.stock_end", v_mstock, M_MANIP, CRI_MSTOCK_FINAL_ROUND_OTHERS,
                                         "CA-5 RD-12", "what happens when the stock is empty"),
    AT(CRI_OPT_MAN_BLOCKED_RULE) = ENUM_OPT("man.blocked_rule", v_mblocked, M_MANIP, CRI_MBLOCKED_NO_WINNER,
                                            "RD-12", "who wins a blocked game"),
    AT(CRI_OPT_MAN_SCORING) = ENUM_OPT("man.scoring", v_mscoring, M_MANIP, CRI_MSCORING_CAROUSEL, "CA-15 CA-16",
                                       "Carousel deal and game scoring, or win/loss only"),
};
#undef AT

/* ---- the presets: their player ranges and option values (17.3) ------------- */
const cri_preset_rules cri_carousel_rules = {
    .preset = CR_GAME_CAROUSEL,
    .min_players = 2, .max_players = 5, .default_players = 4,
    .values = {
        [CRI_OPT_TARGET_SCORE] = SET(150),
        [CRI_OPT_INVALID_COMMIT_POLICY] = SET(CRI_COMMIT_REJECT),
        [CRI_OPT_MAN_PACKS] = SET(CRI_PACKS_AUTO_TWO_PLAYERS_ONE),
        [CRI_OPT_MAN_JOKERS_PER_PACK] = SET(1),
        [CRI_OPT_MAN_HAND_SIZE] = SET(10),
        [CRI_OPT_MAN_SEQ_MODE] = SET(CRI_SEQ_LOW),
        [CRI_OPT_MAN_GROUP] = SET(CRI_GROUP_DISTINCT),
        [CRI_OPT_MAN_TURN_MODEL] = SET(CRI_TURN_DRAW_1_TO_3_THEN_MELD),
        [CRI_OPT_MAN_OPENING] = SET(CRI_OPENING_NONE),
        [CRI_OPT_MAN_OPENING_ENDS_TURN] = SET(1),
        [CRI_OPT_MAN_JOKER_MODEL] = SET(CRI_JOKERS_DECLARED_FIXED_EXCHANGE),
        [CRI_OPT_MAN_EXCHANGE_SOURCE] = SET(CRI_SOURCE_HAND_OR_TABLE),
        [CRI_OPT_MAN_JOKER_MOBILITY] = SET(CRI_MOBILITY_IF_SAME_CARD),
        [CRI_OPT_MAN_REQUIRE_NATURAL] = SET(0),
        [CRI_OPT_MAN_REQUIRE_HAND_CARD] = SET(CRI_HAND_CARD_WHEN_REARRANGING),
        [CRI_OPT_MAN_END] = SET(CRI_END_KNOCK_LE_5),
        [CRI_OPT_MAN_STOCK_END] = SET(CRI_MSTOCK_FINAL_ROUND_OTHERS),
        [CRI_OPT_MAN_BLOCKED_RULE] = SET(CRI_MBLOCKED_NO_WINNER),
        [CRI_OPT_MAN_SCORING] = SET(CRI_MSCORING_CAROUSEL),
    },
};

const cri_preset_rules cri_rockit_rules = {
    .preset = CR_GAME_ROCKIT,
    .min_players = 2, .max_players = 5, .default_players = 4,
    .values = {
        [CRI_OPT_INVALID_COMMIT_POLICY] = SET(CRI_COMMIT_REJECT),
        [CRI_OPT_MAN_PACKS] = SET(CRI_PACKS_AUTO_TWO_PLAYERS_ONE),
        [CRI_OPT_MAN_JOKERS_PER_PACK] = SET(2),
        [CRI_OPT_MAN_HAND_SIZE] = SET(14),
        [CRI_OPT_MAN_SEQ_MODE] = SET(CRI_SEQ_CYCLIC),
        [CRI_OPT_MAN_GROUP] = SET(CRI_GROUP_DISTINCT),
        [CRI_OPT_MAN_TURN_MODEL] = SET(CRI_TURN_PLAY_OR_DRAW),
        [CRI_OPT_MAN_OPENING] = SET(CRI_OPENING_SINGLE_TRICK_30),
        [CRI_OPT_MAN_OPENING_ENDS_TURN] = SET(1),
        [CRI_OPT_MAN_JOKER_MODEL] = SET(CRI_JOKERS_STEAL_TO_NEW_HAND_TRICK),
        [CRI_OPT_MAN_EXCHANGE_SOURCE] = SET(CRI_SOURCE_HAND),
        [CRI_OPT_MAN_JOKER_MOBILITY] = SET(CRI_MOBILITY_IF_SAME_CARD),
        [CRI_OPT_MAN_REQUIRE_NATURAL] = SET(1),
        [CRI_OPT_MAN_REQUIRE_HAND_CARD] = SET(CRI_HAND_CARD_ALWAYS),
        [CRI_OPT_MAN_END] = SET(CRI_END_GO_OUT),
        [CRI_OPT_MAN_STOCK_END] = SET(CRI_MSTOCK_PASS_UNTIL_ALL_PASS),
        [CRI_OPT_MAN_BLOCKED_RULE] = SET(CRI_MBLOCKED_NO_WINNER),
        [CRI_OPT_MAN_SCORING] = SET(CRI_MSCORING_NONE),
    },
};
