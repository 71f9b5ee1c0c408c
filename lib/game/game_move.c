/* Moves on a game: validation, application, legal-move lists, history,
 * undo and the bot entry points. The engine decides legality; this file
 * does the bookkeeping around it (turn check, atomicity, history). */
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/json.h"

int32_t cri_game_do_move(cr_game *g, int32_t seat, const cri_move *m, bool apply, bool check)
{
    if (!cri_seat_ok(g, seat))
        return cri_game_fail(g, CR_E_INVALID_ARGUMENT, 0, "seat %d out of range (0..%d)", (int)seat,
                             (int)g->cfg.players - 1);
    if (m->type < 1 || m->type >= CR_MOVE_TYPE_LIMIT)
        return cri_game_fail(g, CR_E_INVALID_ARGUMENT, 0, "unknown move type %d", (int)m->type);
    if (check) {
        if (g->phase == CR_PHASE_DEAL_OVER || g->phase == CR_PHASE_MATCH_OVER)
            return cri_game_fail(g, CR_E_ILLEGAL_MOVE, CR_REASON_WRONG_PHASE, "the deal is over");
        if (seat != g->to_act)
            return cri_game_fail(g, CR_E_ILLEGAL_MOVE, CR_REASON_NOT_YOUR_TURN,
                                 "it is seat %d's turn, not seat %d's", (int)g->to_act, (int)seat);
        int32_t rc = g->engine->validate(g, seat, m);
        if (rc != CR_OK)
            return rc;
    } else if (g->phase == CR_PHASE_DEAL_OVER || g->phase == CR_PHASE_MATCH_OVER || seat != g->to_act) {
        return cri_game_fail(g, CR_E_INVALID_ARGUMENT, 0, "not this seat's turn");
    }
    if (apply) {
        if (cri_movebuf_push(&g->x->history, seat, m) != CR_OK)
            return cri_game_fail(g, CR_E_NOMEM, 0, "out of memory for the history");
        int32_t rc = g->engine->apply(g, seat, m);
        if (rc != CR_OK) {
            /* The engine fails only before changing anything. */
            g->x->history.count--;
            g->x->history.len = g->x->history.offs[g->x->history.count];
            return rc; /* the engine set the message */
        }
        g->stamp++;
    }
    cri_game_ok(g);
    return CR_OK;
}

static int32_t text_move(cr_game *game, int32_t seat, const char *move, bool apply)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    if (!move)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL move text");
    cri_move m;
    int32_t rc = cri_move_parse(&m, move);
    if (rc != CR_OK)
        return cri_game_fail(game, rc, 0, "not a move: expected e.g. \"play 7H\", \"draw\", \"pass\"");
    return cri_game_do_move(game, seat, &m, apply, true);
}

int32_t cr_game_validate(cr_game *game, int32_t seat, const char *move)
{
    return text_move(game, seat, move, false);
}

int32_t cr_game_apply(cr_game *game, int32_t seat, const char *move)
{
    return text_move(game, seat, move, true);
}

int32_t cri_game_move_entries(const cr_game *g, const uint8_t *cards, size_t n, cri_move_entry *buf,
                              const cri_move_entry **out, size_t *out_n)
{
    if (g->x->decoded_of == cards && cards) {
        *out = g->x->decoded;
        *out_n = g->x->decoded_n;
        return CR_OK;
    }
    *out = buf;
    *out_n = 0;
    return n ? cri_move_decode(cards, n, buf, CRI_MOVE_MAX, out_n) : CR_OK;
}

/* The programmatic form into the internal one, with bounds; its entries
 * decoded into e (*ne of them). */
static int32_t prog_move(cri_move *m, cr_game *g, int32_t type, const uint8_t *cards, size_t count,
                         int32_t arg, cri_move_entry *e, size_t *ne)
{
    if (count > CRI_MOVE_MAX)
        return cri_game_fail(g, CR_E_LIMIT, 0, "too many cards in a move");
    if (!cards && count)
        return cri_game_fail(g, CR_E_INVALID_ARGUMENT, 0, "NULL cards");
    if (type < 1 || type >= CR_MOVE_TYPE_LIMIT)
        return cri_game_fail(g, CR_E_INVALID_ARGUMENT, 0, "unknown move type %d", (int)type);
    if (arg < -1 || arg > 250)
        return cri_game_fail(g, CR_E_INVALID_ARGUMENT, 0, "move argument %d out of range", (int)arg);
    *ne = 0;
    if (count && cri_move_decode(cards, count, e, CRI_MOVE_MAX, ne) != CR_OK)
        return cri_game_fail(g, CR_E_INVALID_ARGUMENT, 0,
                             "the card array is not a sequence of move entries (cards, declared "
                             "wild cards, separators between melds)");
    m->type = type;
    m->arg = arg;
    m->n = (uint16_t)count;
    if (count)
        memcpy(m->cards, cards, count);
    return CR_OK;
}

/* Validate (check), apply, or both. An unchecked move still gets the one
 * check that keeps it memory-safe: the cards played must be held (engines
 * index hands by these cards), by the seat to act. */
static int32_t prog(cr_game *game, int32_t seat, int32_t type, const uint8_t *cards, size_t count,
                    int32_t arg, bool apply, bool check)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    cri_move m;
    cri_move_entry e[CRI_MOVE_MAX];
    size_t ne;
    int32_t rc = prog_move(&m, game, type, cards, count, arg, e, &ne);
    if (rc != CR_OK)
        return rc;
    if (!check) {
        if (game->phase == CR_PHASE_DEAL_OVER || game->phase == CR_PHASE_MATCH_OVER ||
            seat != game->to_act)
            return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "not this seat's turn");
        if (!game->engine->safe(game, seat, &m))
            return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0,
                                 "unchecked move takes cards that are not there, or is no move of this game");
    }
    /* The engine reads the entries decoded here instead of decoding again. */
    game->x->decoded_of = m.cards;
    game->x->decoded = e;
    game->x->decoded_n = (uint16_t)ne; /* at most CRI_MOVE_MAX */
    rc = cri_game_do_move(game, seat, &m, apply, check);
    game->x->decoded_of = NULL;
    game->x->decoded = NULL;
    return rc;
}

int32_t cr_game_validate_move(cr_game *game, int32_t seat, int32_t type, const uint8_t *cards, size_t count,
                              int32_t arg)
{
    return prog(game, seat, type, cards, count, arg, false, true);
}

int32_t cr_game_apply_move(cr_game *game, int32_t seat, int32_t type, const uint8_t *cards, size_t count,
                           int32_t arg)
{
    return prog(game, seat, type, cards, count, arg, true, true);
}

int32_t cr_game_apply_unchecked(cr_game *game, int32_t seat, int32_t type, const uint8_t *cards,
                                size_t count, int32_t arg)
{
    return prog(game, seat, type, cards, count, arg, true, false);
}

/* A parsed or listed move into the caller's outputs (its cards by
 * cri_cards_output). */
static int32_t move_output(cr_game *game, const cri_move *m, int32_t *out_type, uint8_t *out_cards, size_t cap,
                           size_t *out_count, int32_t *out_arg)
{
    if (cri_cards_output(out_cards, cap, out_count, m->cards, m->n) != CR_OK)
        return cri_game_fail(game, CR_E_BUFFER_TOO_SMALL, 0, "card buffer too small");
    *out_type = m->type;
    *out_arg = m->arg;
    cri_game_ok(game);
    return CR_OK;
}

int32_t cr_game_move_parse(int32_t *out_type, uint8_t *out_cards, size_t cap, size_t *out_count,
                           int32_t *out_arg, cr_game *game, const char *move)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    if (!out_type || !out_count || !out_arg || (!out_cards && cap) || !move)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL argument");
    cri_move m;
    int32_t rc = cri_move_parse(&m, move);
    if (rc != CR_OK)
        return cri_game_fail(game, rc, 0, "not a move");
    return move_output(game, &m, out_type, out_cards, cap, out_count, out_arg);
}

int32_t cr_game_move_format(char *buf, size_t cap, size_t *out_needed, cr_game *game, int32_t type,
                            const uint8_t *cards, size_t count, int32_t arg)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    if (!buf && cap)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL buffer");
    cri_move m;
    cri_move_entry e[CRI_MOVE_MAX];
    size_t ne;
    int32_t rc = prog_move(&m, game, type, cards, count, arg, e, &ne);
    if (rc != CR_OK)
        return rc;
    char tmp[CRI_MOVE_TEXT_MAX];
    size_t len = cri_move_format(tmp, sizeof tmp, &m);
    cri_game_ok(game);
    return cri_text_output(tmp, len, buf, cap, out_needed);
}

/* ---- legal moves ------------------------------------------------------------ */

int32_t cri_game_legal_refresh(cr_game *g, int32_t seat)
{
    cri_game_extra *x = g->x;
    if (x->legal_seat == seat && x->legal_stamp == g->stamp)
        return CR_OK;
    cri_movebuf_clear(&x->legal);
    x->legal_seat = -1;
    if (seat == g->to_act && g->phase != CR_PHASE_DEAL_OVER && g->phase != CR_PHASE_MATCH_OVER) {
        int32_t rc = g->engine->legal(g, seat, &x->legal);
        if (rc != CR_OK) {
            cri_movebuf_clear(&x->legal);
            return rc;
        }
    }
    x->legal_seat = seat;
    x->legal_stamp = g->stamp;
    return CR_OK;
}

/* The legal list of a seat, computed if needed, for the public queries. */
static int32_t legal_list(cr_game *game, int32_t seat, const void *out)
{
    if (!out || !cri_seat_ok(game, seat))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL output or seat out of range");
    if (cri_game_legal_refresh(game, seat) != CR_OK)
        return cri_game_fail(game, CR_E_NOMEM, 0, "out of memory");
    return CR_OK;
}

int32_t cr_game_legal_count(size_t *out_count, cr_game *game, int32_t seat)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    int32_t rc = legal_list(game, seat, out_count);
    if (rc != CR_OK)
        return rc;
    *out_count = game->x->legal.count;
    cri_game_ok(game);
    return CR_OK;
}

int32_t cr_game_legal_move_get(int32_t *out_type, uint8_t *out_cards, size_t cap, size_t *out_count,
                               int32_t *out_arg, cr_game *game, size_t index)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    if (!out_type || !out_count || !out_arg || (!out_cards && cap))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL output");
    cri_game_extra *x = game->x;
    if (x->legal_seat < 0 || x->legal_stamp != game->stamp)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0,
                             "no legal-move list for this state: call cr_game_legal_count first");
    if (index >= x->legal.count)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "legal move index out of range");
    cri_move m;
    cri_movebuf_get(&x->legal, index, NULL, &m);
    return move_output(game, &m, out_type, out_cards, cap, out_count, out_arg);
}

int32_t cr_game_legal_moves(char *buf, size_t cap, size_t *out_needed, cr_game *game, int32_t seat)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    if ((!buf && cap) || !cri_seat_ok(game, seat))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL buffer or seat out of range");
    if (cri_game_legal_refresh(game, seat) != CR_OK)
        return cri_game_fail(game, CR_E_NOMEM, 0, "out of memory");
    cri_json w;
    cri_json_init(&w);
    cri_moves_write(&w, &game->x->legal, false);
    return cri_game_text_out(game, &w, CR_OK, buf, cap, out_needed, "legal moves");
}

int32_t cr_game_legal_types(uint32_t *out_mask, cr_game *game, int32_t seat)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    int32_t rc = legal_list(game, seat, out_mask);
    if (rc != CR_OK)
        return rc;
    uint32_t mask = 0;
    if (game->engine->types && seat == game->to_act && !cr_game_is_deal_over(game)) {
        mask = game->engine->types(game, seat);
    } else {
        for (size_t i = 0; i < game->x->legal.count; i++)
            mask |= 1u << game->x->legal.bytes[game->x->legal.offs[i] + 1];
    }
    *out_mask = mask;
    cri_game_ok(game);
    return CR_OK;
}

/* ---- history and undo ------------------------------------------------------- */

int32_t cr_game_history_count(size_t *out_count, cr_game *game)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    if (!out_count)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL output");
    *out_count = game->x->history.count;
    cri_game_ok(game);
    return CR_OK;
}

int32_t cr_game_history_get(char *buf, size_t cap, size_t *out_needed, int32_t *out_seat, cr_game *game,
                            size_t index)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    if (!buf && cap)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL buffer");
    if (index >= game->x->history.count)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "history index out of range");
    cri_move m;
    int32_t seat;
    cri_movebuf_get(&game->x->history, index, &seat, &m);
    char line[CRI_MOVE_TEXT_MAX];
    size_t len = cri_move_format(line, sizeof line, &m);
    if (out_seat)
        *out_seat = seat;
    cri_game_ok(game);
    return cri_text_output(line, len, buf, cap, out_needed);
}

/* Rebuilds the deal's start position and replays the first keep moves of
 * the history (all validated again). */
int32_t cri_game_replay_to(cr_game *g, size_t keep)
{
    cri_movebuf old = g->x->history;
    memset(&g->x->history, 0, sizeof g->x->history);
    int32_t rc;
    if (g->start_kind == CRI_START_LAYOUT && g->x->layout_start) {
        cr_game *s = g->x->layout_start;
        cri_game_extra *x = g->x;
        memcpy(g, s, cri_game_size(s));
        g->x = x;
        cri_game_clear_ledger(g);
        g->stamp = s->stamp + 1000003u * (uint32_t)(keep + 1);
        rc = CR_OK;
    } else {
        g->rng = g->start_rng;
        rc = cri_game_redeal(g);
    }
    for (size_t i = 0; rc == CR_OK && i < keep && i < old.count; i++) {
        cri_move m;
        int32_t seat;
        cri_movebuf_get(&old, i, &seat, &m);
        rc = cri_game_do_move(g, seat, &m, true, true);
    }
    cri_movebuf_free(&old);
    g->stamp++;
    return rc;
}

int32_t cr_game_undo(cr_game *game)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    size_t n = game->x->history.count;
    if (n == 0)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "no move to undo in this deal");
    /* Replay on a copy so that a failure (out of memory) changes nothing. */
    cr_game *c;
    if (cr_game_copy(&c, game) != CR_OK)
        return cri_game_fail(game, CR_E_NOMEM, 0, "out of memory");
    int32_t rc = cri_game_replay_to(c, n - 1);
    if (rc != CR_OK) {
        cr_game_free(c);
        return cri_game_fail(game, rc == CR_E_NOMEM ? rc : CR_E_INTERNAL, 0, "undo failed");
    }
    /* Swap the replayed state in (the caller keeps its handle). */
    cri_game_swap(game, c);
    cr_game_free(c);
    cri_game_ok(game);
    return CR_OK;
}

/* ---- bots -------------------------------------------------------------------- */

static int32_t bot_choose(cri_move *m, cr_game *game, int32_t seat, uint64_t seed)
{
    if (!cri_seat_ok(game, seat))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "seat out of range");
    if (game->phase == CR_PHASE_DEAL_OVER || game->phase == CR_PHASE_MATCH_OVER)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, CR_REASON_WRONG_PHASE, "the deal is over");
    if (seat != game->to_act)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, CR_REASON_NOT_YOUR_TURN,
                             "it is not seat %d's turn", (int)seat);
    if (!game->engine->bot)
        return cri_game_fail(game, CR_E_UNSUPPORTED, 0, "no bot for this preset");
    return game->engine->bot(m, game, seat, seed);
}

int32_t cr_game_bot_move(char *buf, size_t cap, size_t *out_needed, cr_game *game, int32_t seat, uint64_t seed)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    if (!buf && cap)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL buffer");
    cri_move m;
    int32_t rc = bot_choose(&m, game, seat, seed);
    if (rc != CR_OK)
        return rc;
    char line[CRI_MOVE_TEXT_MAX];
    size_t len = cri_move_format(line, sizeof line, &m);
    cri_game_ok(game);
    return cri_text_output(line, len, buf, cap, out_needed);
}

int32_t cr_game_bot_play(cr_game *game, int32_t seat, uint64_t seed)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    cri_move m;
    int32_t rc = bot_choose(&m, game, seat, seed);
    if (rc != CR_OK)
        return rc;
    return cri_game_do_move(game, seat, &m, true, true);
}
