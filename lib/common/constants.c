/* The constant table (include/cardrules/common.h, "Constants for bindings"):
 * every enum value and numeric macro of the public headers as data, so that
 * bindings read them from the library instead of retyping them. Each entry is
 * written once, as the identifier itself: its name is the identifier's
 * spelling and its value the identifier's value, so the two cannot disagree.
 * tests/common/test_constants.c checks that every constant of the headers is
 * here (the list is extracted from the headers at build time): a new public
 * constant goes into this table in the same commit. */
#include "common/internal.h"

#include <string.h>

/* A group: its name and the prefix its members share (what the short name drops). */
struct group {
    const char *name;
    const char *prefix;
};

enum group_id {
    G_VERSION, G_STATUS, G_REASON, G_LIMIT, G_SUIT, G_RANK, G_CARD, G_COLOR, G_FORMAT,
    G_PRESET, G_ENGINE, G_OPTION_TYPE, G_MELD_KIND, G_SEQ_MODE, G_SEAT, G_PHASE, G_MOVE_TYPE,
    G_MOVE_CODE, G_END_REASON, G_CURRENCY, G_PILE
};

static const struct group groups[] = {
    [G_VERSION] = {"version", "CR_VERSION_"},
    [G_STATUS] = {"status", "CR_"},
    [G_REASON] = {"reason", "CR_REASON_"},
    [G_LIMIT] = {"limit", "CR_"},
    [G_SUIT] = {"suit", "CR_SUIT_"},
    [G_RANK] = {"rank", "CR_RANK_"},
    [G_CARD] = {"card", "CR_CARD_"},
    [G_COLOR] = {"color", "CR_COLOR_"},
    [G_FORMAT] = {"format", "CR_FORMAT_"},
    [G_PRESET] = {"preset", "CR_GAME_"},
    [G_ENGINE] = {"engine", "CR_ENGINE_"},
    [G_OPTION_TYPE] = {"option_type", "CR_OPTION_"},
    [G_MELD_KIND] = {"meld_kind", "CR_MELD_"},
    [G_SEQ_MODE] = {"seq_mode", "CR_SEQ_"},
    [G_SEAT] = {"seat", "CR_SEAT_"},
    [G_PHASE] = {"phase", "CR_PHASE_"},
    [G_MOVE_TYPE] = {"move_type", "CR_MOVE_"},
    [G_MOVE_CODE] = {"move_code", "CR_"},
    [G_END_REASON] = {"end_reason", "CR_END_"},
    [G_CURRENCY] = {"currency", "CR_CURRENCY_"},
    [G_PILE] = {"pile", "CR_PILE_"},
};

struct constant {
    uint8_t group;
    const char *name;
    int64_t value;
};

#define C(group, id) {group, #id, (int64_t)(id)}

static const struct constant constants[] = {
    C(G_VERSION, CR_VERSION_MAJOR),
    C(G_VERSION, CR_VERSION_MINOR),
    C(G_VERSION, CR_VERSION_PATCH),
    C(G_VERSION, CR_VERSION_NUMBER),

    C(G_STATUS, CR_OK),
    C(G_STATUS, CR_E_INVALID_ARGUMENT),
    C(G_STATUS, CR_E_PARSE),
    C(G_STATUS, CR_E_NOMEM),
    C(G_STATUS, CR_E_LIMIT),
    C(G_STATUS, CR_E_UNSUPPORTED),
    C(G_STATUS, CR_E_ILLEGAL_MOVE),
    C(G_STATUS, CR_E_INTERNAL),
    C(G_STATUS, CR_E_BUFFER_TOO_SMALL),
    C(G_STATUS, CR_E_NOT_FOUND),
    C(G_STATUS, CR_E_CONFIG),
    C(G_STATUS, CR_E_INVALID_DEAL),
    C(G_STATUS, CR_E_UNSATISFIABLE),

    C(G_REASON, CR_REASON_NONE),
    C(G_REASON, CR_REASON_NOT_YOUR_TURN),
    C(G_REASON, CR_REASON_WRONG_PHASE),
    C(G_REASON, CR_REASON_CARD_NOT_IN_HAND),
    C(G_REASON, CR_REASON_NO_MATCH),
    C(G_REASON, CR_REASON_HAS_PLAYABLE_CARD),
    C(G_REASON, CR_REASON_STOCK_EMPTY),
    C(G_REASON, CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED),
    C(G_REASON, CR_REASON_DISCARD_TAKEN_THIS_TURN),
    C(G_REASON, CR_REASON_INVALID_MELD),
    C(G_REASON, CR_REASON_MELD_NOT_ALLOWED_NOW),
    C(G_REASON, CR_REASON_MELD_LIMIT),
    C(G_REASON, CR_REASON_MUST_GO_OUT_ALL_AT_ONCE),
    C(G_REASON, CR_REASON_GO_OUT_NEEDS_DISCARD),
    C(G_REASON, CR_REASON_LEFTOVER_TOO_HIGH),
    C(G_REASON, CR_REASON_MUST_MELD_BEFORE_DRAW),
    C(G_REASON, CR_REASON_UPCARD_NOT_USED),
    C(G_REASON, CR_REASON_KNOCK_NOT_ALLOWED),
    C(G_REASON, CR_REASON_NO_HAND_CARD_PLAYED),
    C(G_REASON, CR_REASON_TABLE_INVALID),
    C(G_REASON, CR_REASON_BOARD_CARD_TO_HAND),
    C(G_REASON, CR_REASON_JOKER_TO_HAND),
    C(G_REASON, CR_REASON_JOKER_DECLARATION_FIXED),
    C(G_REASON, CR_REASON_JOKER_STEAL_NO_REPLACEMENT),
    C(G_REASON, CR_REASON_JOKER_STEAL_NOT_NEW_HAND_TRICK),
    C(G_REASON, CR_REASON_COME_IN_REQUIRED),
    C(G_REASON, CR_REASON_COME_IN_TOO_LOW),
    C(G_REASON, CR_REASON_COME_IN_JOKER),
    C(G_REASON, CR_REASON_COME_IN_NOT_SINGLE_NEW_TRICK),
    C(G_REASON, CR_REASON_PLAYER_COUNT),
    C(G_REASON, CR_REASON_INVALID_DEAL),

    C(G_LIMIT, CR_MAX_PACKS),
    C(G_LIMIT, CR_MAX_JOKERS),
    C(G_LIMIT, CR_MAX_CARDS),
    C(G_LIMIT, CR_CARD_TEXT_MAX),
    C(G_LIMIT, CR_RULES_TEXT_MAX),
    C(G_LIMIT, CR_SOLVER_DEFAULT_BUDGET),

    C(G_SUIT, CR_SUIT_CLUBS),
    C(G_SUIT, CR_SUIT_DIAMONDS),
    C(G_SUIT, CR_SUIT_HEARTS),
    C(G_SUIT, CR_SUIT_SPADES),
    C(G_SUIT, CR_SUIT_NONE),
    C(G_RANK, CR_RANK_ACE),
    C(G_RANK, CR_RANK_JACK),
    C(G_RANK, CR_RANK_QUEEN),
    C(G_RANK, CR_RANK_KING),
    C(G_CARD, CR_CARD_JOKER),
    C(G_COLOR, CR_COLOR_BLACK),
    C(G_COLOR, CR_COLOR_RED),
    C(G_COLOR, CR_COLOR_NONE),
    C(G_FORMAT, CR_FORMAT_ASCII),
    C(G_FORMAT, CR_FORMAT_UNICODE),

    C(G_PRESET, CR_GAME_ROCKAWAY),
    C(G_PRESET, CR_GAME_GO_BOOM),
    C(G_PRESET, CR_GAME_BOATHOUSE_BICYCLE),
    C(G_PRESET, CR_GAME_STRAIGHT_RUMMY_6),
    C(G_PRESET, CR_GAME_STRAIGHT_RUMMY_7),
    C(G_PRESET, CR_GAME_SKIP_RUMMY),
    C(G_PRESET, CR_GAME_ROUND_THE_CORNER),
    C(G_PRESET, CR_GAME_BLOCK_RUMMY),
    C(G_PRESET, CR_GAME_QUEEN_CITY),
    C(G_PRESET, CR_GAME_DOUBLE_RUMMY),
    C(G_PRESET, CR_GAME_JAVA_RUMMY),
    C(G_PRESET, CR_GAME_RUMMY_POKER),
    C(G_PRESET, CR_GAME_CAROUSEL),
    C(G_PRESET, CR_GAME_ROCKIT),
    C(G_ENGINE, CR_ENGINE_SHED),
    C(G_ENGINE, CR_ENGINE_RUMMY),
    C(G_ENGINE, CR_ENGINE_MANIP),
    C(G_OPTION_TYPE, CR_OPTION_BOOL),
    C(G_OPTION_TYPE, CR_OPTION_INT),
    C(G_OPTION_TYPE, CR_OPTION_ENUM),
    C(G_OPTION_TYPE, CR_OPTION_RANKS),

    C(G_MELD_KIND, CR_MELD_NONE),
    C(G_MELD_KIND, CR_MELD_GROUP),
    C(G_MELD_KIND, CR_MELD_RUN),
    C(G_SEQ_MODE, CR_SEQ_LOW),
    C(G_SEQ_MODE, CR_SEQ_HIGH_OR_LOW),
    C(G_SEQ_MODE, CR_SEQ_CYCLIC),

    C(G_SEAT, CR_SEAT_SPECTATOR),
    C(G_SEAT, CR_SEAT_NONE),
    C(G_SEAT, CR_SEAT_POOL),
    C(G_PHASE, CR_PHASE_READY),
    C(G_PHASE, CR_PHASE_DRAWING),
    C(G_PHASE, CR_PHASE_DISCARD),
    C(G_PHASE, CR_PHASE_TRANSACTION),
    C(G_PHASE, CR_PHASE_BREAK),
    C(G_PHASE, CR_PHASE_DEAL_OVER),
    C(G_PHASE, CR_PHASE_MATCH_OVER),
    C(G_MOVE_TYPE, CR_MOVE_PLAY),
    C(G_MOVE_TYPE, CR_MOVE_DRAW),
    C(G_MOVE_TYPE, CR_MOVE_PASS),
    C(G_MOVE_TYPE, CR_MOVE_TAKE),
    C(G_MOVE_TYPE, CR_MOVE_DISCARD),
    C(G_MOVE_TYPE, CR_MOVE_MELD),
    C(G_MOVE_TYPE, CR_MOVE_LAYOFF),
    C(G_MOVE_TYPE, CR_MOVE_KNOCK),
    C(G_MOVE_TYPE, CR_MOVE_COMMIT),
    C(G_MOVE_TYPE, CR_MOVE_EXPOSE),
    C(G_MOVE_TYPE, CR_MOVE_DONE),
    C(G_MOVE_CODE, CR_MOVE_TYPE_LIMIT),
    C(G_MOVE_CODE, CR_MOVE_SEPARATOR),
    C(G_MOVE_CODE, CR_MOVE_WILD),
    C(G_MOVE_CODE, CR_MOVE_JOKER_ID),
    C(G_MOVE_CODE, CR_JOKER_DECLARED),
    C(G_MOVE_CODE, CR_OPEN_SUIT_BASE),
    C(G_END_REASON, CR_END_NONE),
    C(G_END_REASON, CR_END_OUT),
    C(G_END_REASON, CR_END_RUMMY),
    C(G_END_REASON, CR_END_KNOCK),
    C(G_END_REASON, CR_END_BREAK),
    C(G_END_REASON, CR_END_STOCK_END),
    C(G_END_REASON, CR_END_BLOCKED),
    C(G_END_REASON, CR_END_REFUSED),
    C(G_END_REASON, CR_END_VOID),
    C(G_CURRENCY, CR_CURRENCY_UNIT),
    C(G_CURRENCY, CR_CURRENCY_POINT),
    C(G_CURRENCY, CR_CURRENCY_CHIP),
    C(G_PILE, CR_PILE_WIDOW),
    C(G_PILE, CR_PILE_TRICK),
    C(G_PILE, CR_PILE_DISCARD),
    C(G_PILE, CR_PILE_OUT),
    C(G_PILE, CR_PILE_TABLE),
};

#undef C

int32_t cr_constant_count(void)
{
    return (int32_t)CRI_ARRAY_LEN(constants);
}

int32_t cr_constant_get(const char **out_group, const char **out_name, const char **out_short_name,
                        int64_t *out_value, int32_t index)
{
    if (index < 0 || index >= cr_constant_count())
        return CR_E_INVALID_ARGUMENT;
    const struct constant *c = &constants[index];
    const struct group *g = &groups[c->group];
    if (out_group)
        *out_group = g->name;
    if (out_name)
        *out_name = c->name;
    if (out_short_name)
        *out_short_name = c->name + strlen(g->prefix);
    if (out_value)
        *out_value = c->value;
    return CR_OK;
}

int32_t cr_constant_find(int64_t *out_value, const char *name)
{
    if (!out_value || !name)
        return CR_E_INVALID_ARGUMENT;
    for (size_t i = 0; i < CRI_ARRAY_LEN(constants); i++) {
        if (strcmp(constants[i].name, name) == 0) {
            *out_value = constants[i].value;
            return CR_OK;
        }
    }
    return CR_E_NOT_FOUND;
}
