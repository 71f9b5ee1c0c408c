/* Temporary stubs of the game API: replaced by the real implementation. */
#include "internal.h"

const char * cr_phase_name(int32_t phase)
{
    (void)phase;
    return "";
}

const char * cr_end_reason_name(int32_t reason)
{
    (void)reason;
    return "";
}

const char * cr_currency_name(int32_t currency)
{
    (void)currency;
    return "";
}

int32_t cr_game_new(cr_game **out, const struct cr_rules *rules, uint64_t seed)
{
    (void)out;
    (void)rules;
    (void)seed;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_new_halves(cr_game **out, const struct cr_rules *rules, uint32_t seed_hi, uint32_t seed_lo)
{
    (void)out;
    (void)rules;
    (void)seed_hi;
    (void)seed_lo;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_new_text(cr_game **out, const char *rules_text, uint64_t seed)
{
    (void)out;
    (void)rules_text;
    (void)seed;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_new_stacked(cr_game **out, const struct cr_rules *rules, const uint8_t *pack, size_t count, int32_t dealer)
{
    (void)out;
    (void)rules;
    (void)pack;
    (void)count;
    (void)dealer;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_new_layout(cr_game **out, char *msg_buf, size_t msg_cap, const struct cr_rules *rules, const char *layout)
{
    (void)out;
    (void)msg_buf;
    (void)msg_cap;
    (void)rules;
    (void)layout;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_copy(cr_game **out, const cr_game *game)
{
    (void)out;
    (void)game;
    return CR_E_UNSUPPORTED;
}

void cr_game_free(cr_game *game)
{
    (void)game;

}

const char * cr_game_last_error(const cr_game *game)
{
    (void)game;
    return "";
}

int32_t cr_game_last_reason(const cr_game *game)
{
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_preset(const cr_game *game)
{
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_engine(const cr_game *game)
{
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_player_count(const cr_game *game)
{
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_phase(const cr_game *game)
{
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_to_act(const cr_game *game)
{
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_dealer(const cr_game *game)
{
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_deal_number(const cr_game *game)
{
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_stock_size(const cr_game *game)
{
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_hand_size(const cr_game *game, int32_t seat)
{
    (void)game;
    (void)seat;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_hand(uint8_t *out, size_t cap, size_t *out_count, cr_game *game, int32_t seat)
{
    (void)out;
    (void)cap;
    (void)out_count;
    (void)game;
    (void)seat;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_pile(uint8_t *out, size_t cap, size_t *out_count, cr_game *game, int32_t pile)
{
    (void)out;
    (void)cap;
    (void)out_count;
    (void)game;
    (void)pile;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_top_card(uint8_t *out_card, cr_game *game)
{
    (void)out_card;
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_trick(uint8_t *out_cards, int32_t *out_seats, size_t cap, size_t *out_count, cr_game *game)
{
    (void)out_cards;
    (void)out_seats;
    (void)cap;
    (void)out_count;
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_score(int64_t *out_score, cr_game *game, int32_t seat)
{
    (void)out_score;
    (void)game;
    (void)seat;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_rules_text(char *buf, size_t cap, size_t *out_needed, cr_game *game)
{
    (void)buf;
    (void)cap;
    (void)out_needed;
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_end_reason(const cr_game *game)
{
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_is_deal_over(const cr_game *game)
{
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_is_match_over(const cr_game *game)
{
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_deal_winners(int32_t *out_seats, size_t cap, size_t *out_count, cr_game *game)
{
    (void)out_seats;
    (void)cap;
    (void)out_count;
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_deal_count(int64_t *out_count, int64_t *out_delta, cr_game *game, int32_t seat)
{
    (void)out_count;
    (void)out_delta;
    (void)game;
    (void)seat;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_ledger_count(size_t *out_count, cr_game *game)
{
    (void)out_count;
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_ledger_get(int32_t *out_payer, int32_t *out_payee, int64_t *out_numerator, int64_t *out_denominator, int32_t *out_currency, cr_game *game, size_t index)
{
    (void)out_payer;
    (void)out_payee;
    (void)out_numerator;
    (void)out_denominator;
    (void)out_currency;
    (void)game;
    (void)index;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_match_winners(int32_t *out_seats, size_t cap, size_t *out_count, cr_game *game)
{
    (void)out_seats;
    (void)cap;
    (void)out_count;
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_next_deal(cr_game *game)
{
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_validate(cr_game *game, int32_t seat, const char *move)
{
    (void)game;
    (void)seat;
    (void)move;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_apply(cr_game *game, int32_t seat, const char *move)
{
    (void)game;
    (void)seat;
    (void)move;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_validate_move(cr_game *game, int32_t seat, int32_t type, const uint8_t *cards, size_t count, int32_t arg)
{
    (void)game;
    (void)seat;
    (void)type;
    (void)cards;
    (void)count;
    (void)arg;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_apply_move(cr_game *game, int32_t seat, int32_t type, const uint8_t *cards, size_t count, int32_t arg)
{
    (void)game;
    (void)seat;
    (void)type;
    (void)cards;
    (void)count;
    (void)arg;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_apply_unchecked(cr_game *game, int32_t seat, int32_t type, const uint8_t *cards, size_t count, int32_t arg)
{
    (void)game;
    (void)seat;
    (void)type;
    (void)cards;
    (void)count;
    (void)arg;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_move_parse(int32_t *out_type, uint8_t *out_cards, size_t cap, size_t *out_count, int32_t *out_arg, cr_game *game, const char *move)
{
    (void)out_type;
    (void)out_cards;
    (void)cap;
    (void)out_count;
    (void)out_arg;
    (void)game;
    (void)move;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_move_format(char *buf, size_t cap, size_t *out_needed, cr_game *game, int32_t type, const uint8_t *cards, size_t count, int32_t arg)
{
    (void)buf;
    (void)cap;
    (void)out_needed;
    (void)game;
    (void)type;
    (void)cards;
    (void)count;
    (void)arg;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_legal_count(size_t *out_count, cr_game *game, int32_t seat)
{
    (void)out_count;
    (void)game;
    (void)seat;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_legal_move_get(int32_t *out_type, uint8_t *out_cards, size_t cap, size_t *out_count, int32_t *out_arg, cr_game *game, size_t index)
{
    (void)out_type;
    (void)out_cards;
    (void)cap;
    (void)out_count;
    (void)out_arg;
    (void)game;
    (void)index;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_legal_moves(char *buf, size_t cap, size_t *out_needed, cr_game *game, int32_t seat)
{
    (void)buf;
    (void)cap;
    (void)out_needed;
    (void)game;
    (void)seat;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_legal_types(uint32_t *out_mask, cr_game *game, int32_t seat)
{
    (void)out_mask;
    (void)game;
    (void)seat;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_view(char *buf, size_t cap, size_t *out_needed, cr_game *game, int32_t seat)
{
    (void)buf;
    (void)cap;
    (void)out_needed;
    (void)game;
    (void)seat;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_history_count(size_t *out_count, cr_game *game)
{
    (void)out_count;
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_history_get(char *buf, size_t cap, size_t *out_needed, int32_t *out_seat, cr_game *game, size_t index)
{
    (void)buf;
    (void)cap;
    (void)out_needed;
    (void)out_seat;
    (void)game;
    (void)index;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_undo(cr_game *game)
{
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_save(char *buf, size_t cap, size_t *out_needed, cr_game *game)
{
    (void)buf;
    (void)cap;
    (void)out_needed;
    (void)game;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_load(cr_game **out, char *msg_buf, size_t msg_cap, const char *text)
{
    (void)out;
    (void)msg_buf;
    (void)msg_cap;
    (void)text;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_bot_move(char *buf, size_t cap, size_t *out_needed, cr_game *game, int32_t seat, uint64_t seed)
{
    (void)buf;
    (void)cap;
    (void)out_needed;
    (void)game;
    (void)seat;
    (void)seed;
    return CR_E_UNSUPPORTED;
}

int32_t cr_game_bot_play(cr_game *game, int32_t seat, uint64_t seed)
{
    (void)game;
    (void)seat;
    (void)seed;
    return CR_E_UNSUPPORTED;
}
