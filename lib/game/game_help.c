/* The table helpers of the manipulation games (Carousel, RockIt): the
 * hint, "can these cards be played", and a valid arrangement of a table's
 * cards. The engine answers (cri_engine.hint, can_play, arrange); this file
 * checks the arguments and writes the answers. */
#include <string.h>

#include "game/game.h"
#include "game/json.h"

static int32_t no_helpers(cr_game *g)
{
    return cri_game_fail(g, CR_E_UNSUPPORTED, 0,
                         "table helpers are for the manipulation games (Carousel, RockIt)");
}

int32_t cr_game_hint(char *buf, size_t cap, size_t *out_needed, int32_t *out_count, cr_game *game, int32_t seat)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    if (!buf && cap)
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL buffer");
    if (!game->engine->hint)
        return no_helpers(game);
    if (!cri_seat_ok(game, seat))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "seat %d out of range", (int)seat);
    cri_move m;
    m.n = 0;
    int32_t count = 0;
    if (seat == game->to_act && !cr_game_is_deal_over(game)) {
        int32_t rc = game->engine->hint(game, seat, &m, &count);
        if (rc != CR_OK)
            return rc;
    }
    char line[CRI_MOVE_TEXT_MAX];
    size_t len = count > 0 && m.n ? cri_move_format(line, sizeof line, &m) : 0;
    line[len] = '\0';
    if (out_count)
        *out_count = len ? count : 0;
    cri_game_ok(game);
    return cri_text_output(line, len, buf, cap, out_needed);
}

int32_t cr_game_can_play(int32_t *out_yes, cr_game *game, int32_t seat, const uint8_t *cards, size_t count)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    if (!out_yes || (!cards && count))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL argument");
    if (!game->engine->can_play)
        return no_helpers(game);
    if (!cri_seat_ok(game, seat))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "seat %d out of range", (int)seat);
    if (count > CR_MAX_CARDS)
        return cri_game_fail(game, CR_E_LIMIT, 0, "more cards than a deck");
    *out_yes = 0;
    if (seat != game->to_act || cr_game_is_deal_over(game)) {
        cri_game_ok(game);
        return CR_OK; /* only the seat to act plays */
    }
    int32_t yes = 0;
    int32_t rc = game->engine->can_play(game, seat, cards, count, &yes);
    if (rc != CR_OK)
        return rc;
    *out_yes = yes;
    cri_game_ok(game);
    return CR_OK;
}

int32_t cr_game_arrange(char *buf, size_t cap, size_t *out_needed, cr_game *game, const char *table)
{
    if (!game)
        return CR_E_INVALID_ARGUMENT;
    if (!table || (!buf && cap))
        return cri_game_fail(game, CR_E_INVALID_ARGUMENT, 0, "NULL argument");
    if (!game->engine->arrange)
        return no_helpers(game);
    /* `commit 7C 8C 9C / ...` or just the melds. */
    char text[CRI_MOVE_TEXT_MAX + 8];
    size_t tl = strlen(table);
    while (tl && (*table == ' ' || *table == '\t'))
        table++, tl--;
    bool word = strncmp(table, "commit", 6) == 0;
    if (tl + 8 > sizeof text)
        return cri_game_fail(game, CR_E_LIMIT, 0, "the table text is too long");
    memcpy(text, word ? "" : "commit ", word ? 0 : 7);
    memcpy(text + (word ? 0 : 7), table, tl + 1);
    cri_move m, out;
    int32_t rc = cri_move_parse(&m, text);
    if (rc != CR_OK || m.type != CR_MOVE_COMMIT)
        return cri_game_fail(game, rc == CR_OK ? CR_E_PARSE : rc, 0,
                             "expected melds of cards separated by /, e.g. \"7C 8C 9C / QH QS JK=QD\"");
    rc = game->engine->arrange(game, &m, &out);
    if (rc != CR_OK)
        return rc;
    char line[CRI_MOVE_TEXT_MAX];
    size_t len = cri_move_format(line, sizeof line, &out);
    cri_game_ok(game);
    return cri_text_output(line, len, buf, cap, out_needed);
}
