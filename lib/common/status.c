/* Version, status codes and reason codes: names and messages. The numeric
 * values are frozen in include/cardrules/common.h and pinned by
 * tests/common/test_status.c. */
#include "common/internal.h"

#include <string.h>

uint32_t cr_version_number(void)
{
    return CR_VERSION_NUMBER;
}

const char *cr_version_string(void)
{
    return CR_VERSION_STRING;
}

uint32_t cr_max_cards(void)
{
    return CR_MAX_CARDS;
}

struct status_text {
    const char *name;
    const char *message;
};

/* Indexed by -status. */
static const struct status_text status_texts[] = {
    {"CR_OK", "success"},
    {"CR_E_INVALID_ARGUMENT", "invalid argument"},
    {"CR_E_PARSE", "text could not be parsed"},
    {"CR_E_NOMEM", "out of memory"},
    {"CR_E_LIMIT", "input or search-effort limit exceeded"},
    {"CR_E_UNSUPPORTED", "not supported"},
    {"CR_E_ILLEGAL_MOVE", "illegal move"},
    {"CR_E_INTERNAL", "internal error"},
    {"CR_E_BUFFER_TOO_SMALL", "buffer too small"},
    {"CR_E_NOT_FOUND", "not found"},
    {"CR_E_CONFIG", "impossible rules configuration"},
    {"CR_E_INVALID_DEAL", "invalid deal or layout"},
    {"CR_E_UNSATISFIABLE", "the cards cannot be arranged into valid melds"},
};

const char *cr_strerror(int32_t status)
{
    if (status > 0 || -(int64_t)status >= (int64_t)CRI_ARRAY_LEN(status_texts))
        return "unknown status code";
    return status_texts[-status].message;
}

const char *cr_status_name(int32_t status)
{
    if (status > 0 || -(int64_t)status >= (int64_t)CRI_ARRAY_LEN(status_texts))
        return "CR_E_UNKNOWN";
    return status_texts[-status].name;
}

/* Indexed by reason code; names as RULES.md 0.4 writes them. */
static const struct status_text reason_texts[] = {
    {"NONE", "no rule reason: the move is legal, or the failure was not a rule's"},
    {"E_NOT_YOUR_TURN", "it is not this seat's turn"},
    {"E_WRONG_PHASE", "this action is not available now"},
    {"E_CARD_NOT_IN_HAND", "the card is not in the player's hand"},
    {"E_NO_MATCH", "the card does not match the required rank or suit"},
    {"E_HAS_PLAYABLE_CARD", "the player holds a card that can be played"},
    {"E_STOCK_EMPTY", "the stock is empty"},
    {"E_DRAW_SEQUENCE_NOT_ALLOWED", "this combination of draws is not allowed"},
    {"E_DISCARD_TAKEN_THIS_TURN", "a card taken from the discard pile this turn cannot be discarded"},
    {"E_INVALID_MELD", "not a valid group or sequence"},
    {"E_MELD_NOT_ALLOWED_NOW", "melding or laying off is not allowed now"},
    {"E_MELD_LIMIT", "more melds or lay-offs than this turn allows"},
    {"E_MUST_GO_OUT_ALL_AT_ONCE", "the whole hand must be melded at once"},
    {"E_GO_OUT_NEEDS_DISCARD", "going out requires a final discard"},
    {"E_LEFTOVER_TOO_HIGH", "the leftover card is worth too much"},
    {"E_MUST_MELD_BEFORE_DRAW", "going down is only allowed before drawing"},
    {"E_UPCARD_NOT_USED", "the upcard taken must be used in a meld this turn"},
    {"E_KNOCK_NOT_ALLOWED", "knocking is not allowed now"},
    {"E_NO_HAND_CARD_PLAYED", "at least one card from the hand must be played"},
    {"E_TABLE_INVALID", "a meld on the table is not valid"},
    {"E_BOARD_CARD_TO_HAND", "a table card cannot go to a hand"},
    {"E_JOKER_TO_HAND", "a melded joker cannot return to a hand"},
    {"E_JOKER_DECLARATION_FIXED", "a melded joker's declared card cannot change"},
    {"E_JOKER_STEAL_NO_REPLACEMENT", "a joker can only be taken with the card it represents from the hand"},
    {"E_JOKER_STEAL_NOT_NEW_HAND_TRICK", "a taken joker must go into a new trick of hand cards"},
    {"E_COME_IN_REQUIRED", "the player must come in before playing to the table"},
    {"E_COME_IN_TOO_LOW", "the coming-in trick is worth less than 30"},
    {"E_COME_IN_JOKER", "the coming-in trick cannot contain a joker"},
    {"E_COME_IN_NOT_SINGLE_NEW_TRICK", "coming in takes exactly one new trick from the hand"},
    {"E_PLAYER_COUNT", "this number of players or packs is not allowed"},
    {"E_INVALID_DEAL", "the deal has wrong sizes or is not exactly the preset's deck"},
};

const char *cr_reason_name(int32_t reason)
{
    if (reason < 0 || reason >= (int32_t)CRI_ARRAY_LEN(reason_texts))
        return "E_UNKNOWN";
    return reason_texts[reason].name;
}

const char *cr_reason_message(int32_t reason)
{
    if (reason < 0 || reason >= (int32_t)CRI_ARRAY_LEN(reason_texts))
        return "unknown reason code";
    return reason_texts[reason].message;
}

int32_t cr_reason_count(void)
{
    return (int32_t)CRI_ARRAY_LEN(reason_texts);
}

int32_t cr_reason_from_name(int32_t *out_reason, const char *name)
{
    if (!out_reason || !name)
        return CR_E_INVALID_ARGUMENT;
    /* Accept "CR_REASON_X", "E_X" and "X". */
    const char *bare = name;
    if (cri_ascii_prefix(bare, "CR_REASON_"))
        bare += strlen("CR_REASON_");
    else if (cri_ascii_prefix(bare, "E_"))
        bare += strlen("E_");
    for (int32_t r = 1; r < (int32_t)CRI_ARRAY_LEN(reason_texts); r++) {
        if (cri_ascii_caseeq(bare, reason_texts[r].name + 2)) {
            *out_reason = r;
            return CR_OK;
        }
    }
    if (cri_ascii_caseeq(name, "OK") || cri_ascii_caseeq(bare, "NONE")) {
        *out_reason = CR_REASON_NONE;
        return CR_OK;
    }
    return CR_E_NOT_FOUND;
}
