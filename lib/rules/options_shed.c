/* The SHED engine's options (RULES.md 17.1: shed.*) and its presets,
 * Rockaway and Go Boom, each value on its own line. Player ranges: RULES.md
 * 2.1, 3.1. The game-level variants are in options_shed_variants.c. */
#include "rules/options_def.h"

/* ---- value names --------------------------------------------------------- */
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

/* ---- stored options (AT(id): the place of option id in the block) ------ */
#define AT(id) [(id) - CRI_OPT_SHED_FIRST]
const cri_option_def cri_shed_options[CRI_OPT_SHED_COUNT] = {
    AT(CRI_OPT_SHED_STRUCTURE) = ENUM_OPT("shed.structure", v_structure, M_SHED, CRI_SHED_WIDOW, "4.2",
                                          "WIDOW: cover one pile (Rockaway); TRICK: follow the led card (Go Boom)"),
    AT(CRI_OPT_SHED_MATCH_AGAINST) = ENUM_OPT("shed.match_against", v_match_against, M_SHED, CRI_MATCH_TOP_CARD,
                                              "GB-3", "the card a play must match by rank or suit"),
    AT(CRI_OPT_SHED_INITIAL_UPCARD) = BOOL_OPT("shed.initial_upcard", M_SHED, 1, "2.1",
                                               "a widow is turned from the stock after the deal"),
    AT(CRI_OPT_SHED_WILD_RANKS) = {"shed.wild_ranks", CR_OPTION_RANKS, 0, 0x3FFE, NOVALS, M_SHED,
                                   1 << CR_RANK_ACE, "2.1 4.2", "ranks playable on any card", NULL},
    AT(CRI_OPT_SHED_ACE_NAMES_SUIT) = BOOL_OPT("shed.ace_names_suit", M_SHED, 0, "RK-4",
                                               "the player of a wild card names the suit to follow"),
    AT(CRI_OPT_SHED_BURY_STARTING_WILD) = BOOL_OPT("shed.bury_starting_wild", M_SHED, 0, "RK-5",
                                                   "a wild initial widow goes back into the stock"),
    /* At most two packs: the SHED engine's hands hold two copies of a card. */
    AT(CRI_OPT_SHED_PACKS) = INTS_OPT("shed.packs", 1, 2, shed_pack_specials, M_SHED, 2,
                                     "RK-1 GB-1", "52-card packs, or AUTO_* by player count"),
    AT(CRI_OPT_SHED_HAND_SIZE) = INT_OPT("shed.hand_size", 1, 30, M_SHED, 7, "2.1 3.1", "cards dealt to each seat"),
    AT(CRI_OPT_SHED_VOLUNTARY_DRAW) = ENUM_OPT("shed.voluntary_draw", v_vdraw, M_SHED, CRI_VDRAW_NEVER,
                                               "RK-2 GB-4", "when a player holding a legal card may draw instead"),
    AT(CRI_OPT_SHED_DRAWN_CARD) = ENUM_OPT("shed.drawn_card", v_drawn, M_SHED, CRI_DRAWN_MUST_PLAY_IF_LEGAL,
                                           "RK-3 GB-5", "a drawn legal card must be played at once"),
    AT(CRI_OPT_SHED_EXHAUSTED_STOCK) = ENUM_OPT("shed.exhausted_stock", v_exhausted, M_SHED, CRI_EXHAUSTED_PASS,
                                                "RK-11", "with the stock empty a player who cannot play passes"),
    AT(CRI_OPT_SHED_BLOCKED_RULE) = ENUM_OPT("shed.blocked_rule", v_blocked, M_SHED, CRI_BLOCKED_ALL_CHARGED,
                                             "RK-6", "scoring when nobody can play and the stock is empty"),
    AT(CRI_OPT_SHED_ON_GO_OUT) = ENUM_OPT("shed.on_go_out", v_go_out, M_SHED, CRI_GO_OUT_END_IMMEDIATELY,
                                          "GB-6", "going out ends the hand at once, or after the trick"),
    AT(CRI_OPT_SHED_ACE_VALUE) = INT_OPT("shed.ace_value", 0, 100, M_SHED, 15, "RK-10 GB-11",
                                         "value of an ace in hand at the end (shed.card_values)"),
    AT(CRI_OPT_SHED_COURT_VALUE) = INT_OPT("shed.court_value", 0, 100, M_SHED, 10, "2.1 3.1",
                                           "value of a J, Q or K in hand at the end (shed.card_values)"),
    AT(CRI_OPT_SHED_PIP_VALUES) = ENUM_OPT("shed.pip_values", v_pips, M_SHED, CRI_PIPS_FACE, "GB-2",
                                           "2-10 count their face (FACE), or 2-9 count 5 and 10 counts 10 (AV)"),
    AT(CRI_OPT_SHED_ACE_LOW_IN_TRICKS) = BOOL_OPT("shed.ace_low_in_tricks", M_SHED, 0, "GB-11",
                                                  "the ace ranks below the 2 in tricks"),
    AT(CRI_OPT_SHED_SCORING) = ENUM_OPT("shed.scoring", v_scoring, M_SHED, CRI_SCORING_PENALTY_EACH, "GB-2",
                                        "each loser is charged his hand, or the winner collects the hands"),
    AT(CRI_OPT_SHED_MATCH_END) = ENUM_OPT("shed.match_end", v_match_end, M_SHED, CRI_MATCH_END_DEALS_PER_PLAYER,
                                          "RK-8 GB-2", "when the match ends (with shed.match_deals or target_score)"),
    AT(CRI_OPT_SHED_MATCH_DEALS) = INT_OPT("shed.match_deals", 1, 1000, M_SHED, 1, "RK-8",
                                           "k of DEALS_PER_PLAYER(k), or n of SESSION_DEALS(n)"),
    AT(CRI_OPT_SHED_MATCH_WINNER) = ENUM_OPT("shed.match_winner", v_winner, M_SHED, CRI_WINNER_LOWEST, "RK-9 GB-2",
                                             "the lowest or the highest match total wins"),
};
#undef AT

/* ---- the presets: their player ranges and option values (17.1) ------------- */
const cri_preset_rules cri_rockaway_rules = {
    .preset = CR_GAME_ROCKAWAY,
    .min_players = 2, .max_players = 14, .default_players = 4,
    .values = {
        [CRI_OPT_FIRST_DEALER] = SET(CRI_FIRST_DEALER_HOST),
        [CRI_OPT_TARGET_SCORE] = SET(0),
        [CRI_OPT_SHED_STRUCTURE] = SET(CRI_SHED_WIDOW),
        [CRI_OPT_SHED_MATCH_AGAINST] = SET(CRI_MATCH_TOP_CARD),
        [CRI_OPT_SHED_INITIAL_UPCARD] = SET(1),
        [CRI_OPT_SHED_WILD_RANKS] = SET(1 << CR_RANK_ACE),
        [CRI_OPT_SHED_ACE_NAMES_SUIT] = SET(0),
        [CRI_OPT_SHED_BURY_STARTING_WILD] = SET(0),
        [CRI_OPT_SHED_PACKS] = SET(2),
        [CRI_OPT_SHED_HAND_SIZE] = SET(7),
        [CRI_OPT_SHED_VOLUNTARY_DRAW] = SET(CRI_VDRAW_NEVER),
        [CRI_OPT_SHED_DRAWN_CARD] = SET(CRI_DRAWN_MUST_PLAY_IF_LEGAL),
        [CRI_OPT_SHED_EXHAUSTED_STOCK] = SET(CRI_EXHAUSTED_PASS),
        [CRI_OPT_SHED_BLOCKED_RULE] = SET(CRI_BLOCKED_ALL_CHARGED),
        [CRI_OPT_SHED_ON_GO_OUT] = SET(CRI_GO_OUT_END_IMMEDIATELY),
        [CRI_OPT_SHED_ACE_VALUE] = SET(15),
        [CRI_OPT_SHED_COURT_VALUE] = SET(10),
        [CRI_OPT_SHED_PIP_VALUES] = SET(CRI_PIPS_FACE),
        [CRI_OPT_SHED_ACE_LOW_IN_TRICKS] = SET(0),
        [CRI_OPT_SHED_SCORING] = SET(CRI_SCORING_PENALTY_EACH),
        [CRI_OPT_SHED_MATCH_END] = SET(CRI_MATCH_END_DEALS_PER_PLAYER),
        [CRI_OPT_SHED_MATCH_DEALS] = SET(1),
        [CRI_OPT_SHED_MATCH_WINNER] = SET(CRI_WINNER_LOWEST),
    },
};

const cri_preset_rules cri_go_boom_rules = {
    .preset = CR_GAME_GO_BOOM,
    .min_players = 2, .max_players = 14, .default_players = 4,
    .values = {
        [CRI_OPT_FIRST_DEALER] = SET(CRI_FIRST_DEALER_CUT_LOW),
        [CRI_OPT_TARGET_SCORE] = SET(200),
        [CRI_OPT_SHED_STRUCTURE] = SET(CRI_SHED_TRICK),
        [CRI_OPT_SHED_MATCH_AGAINST] = SET(CRI_MATCH_LED_CARD),
        [CRI_OPT_SHED_INITIAL_UPCARD] = SET(0),
        [CRI_OPT_SHED_WILD_RANKS] = SET(0),
        [CRI_OPT_SHED_ACE_NAMES_SUIT] = SET(0),
        [CRI_OPT_SHED_BURY_STARTING_WILD] = SET(0),
        [CRI_OPT_SHED_PACKS] = SET(CRI_PACKS_AUTO_GOBOOM),
        [CRI_OPT_SHED_HAND_SIZE] = SET(7),
        [CRI_OPT_SHED_VOLUNTARY_DRAW] = SET(CRI_VDRAW_NEVER),
        [CRI_OPT_SHED_DRAWN_CARD] = SET(CRI_DRAWN_MUST_PLAY_IF_LEGAL),
        [CRI_OPT_SHED_EXHAUSTED_STOCK] = SET(CRI_EXHAUSTED_PASS),
        [CRI_OPT_SHED_BLOCKED_RULE] = SET(CRI_BLOCKED_ALL_CHARGED),
        [CRI_OPT_SHED_ON_GO_OUT] = SET(CRI_GO_OUT_END_IMMEDIATELY),
        [CRI_OPT_SHED_ACE_VALUE] = SET(1),
        [CRI_OPT_SHED_COURT_VALUE] = SET(10),
        [CRI_OPT_SHED_PIP_VALUES] = SET(CRI_PIPS_FACE),
        [CRI_OPT_SHED_ACE_LOW_IN_TRICKS] = SET(0),
        [CRI_OPT_SHED_SCORING] = SET(CRI_SCORING_WINNER_COLLECTS),
        [CRI_OPT_SHED_MATCH_END] = SET(CRI_MATCH_END_TARGET_SCORE),
        [CRI_OPT_SHED_MATCH_DEALS] = SET(1),
        [CRI_OPT_SHED_MATCH_WINNER] = SET(CRI_WINNER_HIGHEST),
    },
};
