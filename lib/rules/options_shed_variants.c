/* The named variants of Rockaway and Go Boom (RULES.md 17.1, last column:
 * rockaway.*, goboom.*): each is a list of shed.* settings. */
#include "rules/options_def.h"

/* ---- what each variant sets ----------------------------------------------- */
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

/* ---- the variants, in registry order ---------------------------------------- */
#define RK BIT(CR_GAME_ROCKAWAY)
#define GB BIT(CR_GAME_GO_BOOM)
static const cri_option_def variants[] = {
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
};
const cri_option_list cri_shed_variants = OPTION_LIST(variants);
