/* The options and named variants of Carousel and RockIt to Destiny
 * (RULES.md 17.3 and the ambiguity tables of sections 15-16: carousel.*,
 * rockit.*). */
#include "rules/options_def.h"

/* ---- value names --------------------------------------------------------- */
static const cri_named off_special[] = {{"OFF", 0}};

/* ---- stored options (AT(id): the place of option id in the block) ------ */
#define AT(id) [(id) - CRI_OPT_MAN_GAMES_FIRST]
const cri_option_def cri_manip_game_options[CRI_OPT_MAN_GAMES_COUNT] = {
    AT(CRI_OPT_CAROUSEL_EMPTY_HAND_NO_AUTOKNOCK) = BOOL_OPT("carousel.empty_hand_no_autoknock",
                                                            BIT(CR_GAME_CAROUSEL), 0, "CA-4",
                                                            "emptying the hand does not knock automatically"),
    AT(CRI_OPT_CAROUSEL_TABLE_EXCHANGE_NO_HAND_CARD) =
        BOOL_OPT("carousel.table_exchange_no_hand_card", BIT(CR_GAME_CAROUSEL), 0, "CA-8",
                 "a joker exchange with a table card needs no card from hand"),
    AT(CRI_OPT_CAROUSEL_TURN_TIME_LIMIT) = INTS_OPT("carousel.turn_time_limit", 1, 3600, off_special,
                                                   BIT(CR_GAME_CAROUSEL), 0, "CA-14 CM-10",
                                                   "seconds per turn (S3: 120), or OFF"),
    AT(CRI_OPT_CAROUSEL_TIE_SHARES_GAME) = BOOL_OPT("carousel.tie_shares_game", BIT(CR_GAME_CAROUSEL), 0, "CA-15",
                                                    "tied totals >= 150 share the game"),
    AT(CRI_OPT_CAROUSEL_BLANK_MEANS_NO_DEAL_POINTS) =
        BOOL_OPT("carousel.blank_means_no_deal_points", BIT(CR_GAME_CAROUSEL), 0, "CA-16",
                 "a blank (double payer) is a player without deal points"),
    AT(CRI_OPT_ROCKIT_GROUP_JOKER_DECLARED_SUIT) =
        BOOL_OPT("rockit.group_joker_declared_suit", BIT(CR_GAME_ROCKIT), 0, "RD-9",
                 "a group joker is replaced only by the suit declared for it"),
};
#undef AT

/* ---- what each variant sets ----------------------------------------------- */
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

/* ---- the variants, in registry order ---------------------------------------- */
static const cri_option_def variants[] = {
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
const cri_option_list cri_manip_variants = OPTION_LIST(variants);
