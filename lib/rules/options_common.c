/* The options every engine has (RULES.md 1.9, 17: players, dealers,
 * targets, rebuilds, commits, misdeals, the discard pile), and the value
 * names that more than one engine's options share. */
#include "rules/options_def.h"

/* ---- value names --------------------------------------------------------- */
static const cri_named first_dealer_specials[] = {
    {"HOST", CRI_FIRST_DEALER_HOST},
    {"CUT_LOW", CRI_FIRST_DEALER_CUT_LOW},
    {"CUT_HIGH", CRI_FIRST_DEALER_CUT_HIGH},
};
static const cri_named unlimited_special[] = {{"UNLIMITED", CRI_UNLIMITED}};
static const cri_named v_commit[] = {{"REJECT", CRI_COMMIT_REJECT},
                                     {"PENALTY_DRAW3", CRI_COMMIT_PENALTY_DRAW3}};
const cri_named cri_seq_values[3] = {{"LOW", CRI_SEQ_LOW},
                                     {"HIGH_OR_LOW", CRI_SEQ_HIGH_OR_LOW},
                                     {"CYCLIC", CRI_SEQ_CYCLIC}};
const cri_named cri_group_values[3] = {{"DISTINCT", CRI_GROUP_DISTINCT},
                                       {"REPEAT", CRI_GROUP_REPEAT},
                                       {"DOUBLE", CRI_GROUP_DOUBLE}};

/* ---- stored options (AT(id): the place of option id in the block) ------ */
#define AT(id) [(id) - CRI_OPT_COMMON_FIRST]
const cri_option_def cri_common_options[CRI_OPT_COMMON_COUNT] = {
    AT(CRI_OPT_PLAYERS) = INT_OPT("players", 2, CRI_MAX_PLAYERS, M_ALL, 4, "RK-1 GB-1 RC-1 DR-1 RP-10 17",
                                  "number of seats; each preset has its own range"),
    AT(CRI_OPT_FIRST_DEALER) = INTS_OPT("first_dealer", 0, CRI_MAX_PLAYERS - 1, first_dealer_specials,
                                       M_ALL, CRI_FIRST_DEALER_HOST, "CM-1 GB-10",
                                       "first dealer: a seat, HOST (given at game creation), CUT_LOW or CUT_HIGH"),
    AT(CRI_OPT_TARGET_SCORE) = INT_OPT("target_score", 0, 100000, M_ALL, 0, "GB-2 BH-13 JR-6 RP-1 CA-15",
                                       "match target score (Go Boom 200, Java elimination 100, Carousel 150); 0 = none"),
    AT(CRI_OPT_MAX_STOCK_REBUILDS) = INTS_OPT("max_stock_rebuilds", 0, 1000, unlimited_special, M_ALL,
                                             CRI_UNLIMITED, "CM-11 RC-7 BH-10",
                                             "times the stock may be rebuilt before the hand is VOID"),
    AT(CRI_OPT_INVALID_COMMIT_POLICY) = ENUM_OPT("invalid_commit_policy", v_commit, M_MANIP, CRI_COMMIT_REJECT,
                                                 "CM-7 CA-19 RD-15",
                                                 "a failed table commit is rejected, or restored with a 3-card draw"),
    AT(CRI_OPT_MISDEAL_PASSES_DEAL) = BOOL_OPT("misdeal_passes_deal", M_ALL, 0, "CM-5",
                                               "after a redeal the deal passes on instead of the same dealer"),
    AT(CRI_OPT_DISCARD_PILE_PUBLIC) = BOOL_OPT("discard_pile_public", M_RUMMY, 0, "CM-8",
                                               "the whole discard pile is public, not only the upcard"),
};
#undef AT
