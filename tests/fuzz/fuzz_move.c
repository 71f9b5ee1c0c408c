/* Fuzz harness: move text. The first byte chooses how often the full
 * invariants are checked (fz_set_period()), the next ones make a game
 * (fz_game()) and play a few bot moves into it; the rest is move text, one move a line,
 * offered by the seat to act: a move that parses formats to a text that
 * parses the same; validate and apply agree; a refused move changes nothing;
 * an accepted one conserves the cards, and the other invariants hold after
 * every Nth accepted move and at the end (fz_check_step(), fz_check_end());
 * the same move applied unchecked to the game before it is memory-safe, and
 * where the checked apply took it, makes the same game. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

/* The parsed move applied unchecked to `before` (a copy of the game before
 * it; freed here): memory-safe whatever the move (the sanitizers watch),
 * one of its documented statuses with a message, and where the checked
 * apply took it (`g` after it), CR_OK and the same game. */
static void unchecked_agrees(cr_game *before, cr_game *g, int32_t seat, int32_t type, const uint8_t *cards,
                             size_t n, int32_t arg, bool accepted)
{
    int32_t urc = cr_game_apply_unchecked(before, seat, type, cards, n, arg);
    FZ_CHECK(urc == CR_OK || urc == CR_E_INVALID_ARGUMENT || urc == CR_E_ILLEGAL_MOVE || urc == CR_E_NOMEM);
    FZ_CHECK(urc == CR_OK || cr_game_last_error(before)[0] != '\0');
    if (accepted) {
        FZ_CHECK(urc == CR_OK);
        char *a = fz_save(g), *b = fz_save(before);
        FZ_CHECK(strcmp(a, b) == 0);
        free(a);
        free(b);
    }
    cr_game_free(before);
}

static void try_move(cr_game *g, const char *mv)
{
    int32_t seat = cr_game_to_act(g);
    if (seat < 0)
        return;
    int32_t type = 0, arg = 0;
    uint8_t cards[4 * CR_MAX_CARDS];
    size_t n = 0;
    int32_t prc = cr_game_move_parse(&type, cards, sizeof cards, &n, &arg, g, mv);
    FZ_CHECK(prc == CR_OK || prc == CR_E_PARSE || prc == CR_E_LIMIT || prc == CR_E_BUFFER_TOO_SMALL);
    if (prc == CR_OK) {
        size_t need = 0;
        char text[1024];
        int32_t frc = cr_game_move_format(text, sizeof text, &need, g, type, cards, n, arg);
        FZ_CHECK(frc == CR_OK || frc == CR_E_INVALID_ARGUMENT);
        if (frc == CR_OK) {
            int32_t t2 = 0, a2 = 0;
            uint8_t c2[4 * CR_MAX_CARDS];
            size_t n2 = 0;
            FZ_CHECK(cr_game_move_parse(&t2, c2, sizeof c2, &n2, &a2, g, text) == CR_OK);
            FZ_CHECK(t2 == type && a2 == arg && n2 == n && (n == 0 || memcmp(c2, cards, n) == 0));
        }
    }
    cr_game *before = NULL; /* stays NULL where the copy fails */
    if (prc == CR_OK)
        cr_game_copy(&before, g);
    int32_t arc = fz_try_move(g, seat, mv);
    if (prc != CR_OK)
        FZ_CHECK(arc != CR_OK);
    if (before)
        unchecked_agrees(before, g, seat, type, cards, n, arg, arc == CR_OK);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz_in in = {data, size};
    fz_set_period(fz_byte(&in));
    cr_game *g = fz_game(&in);
    if (!g)
        return 0;
    uint32_t warmup = fz_byte(&in) % 16;
    for (uint32_t i = 0; i < warmup && !cr_game_is_deal_over(g); i++)
        FZ_CHECK(cr_game_bot_play(g, cr_game_to_act(g), i) == CR_OK);
    char *text = fz_rest_text(&in);
    int moves = 0;
    for (char *line = text; line && moves < 32; moves++) {
        char *nl = strchr(line, '\n');
        if (nl)
            *nl = '\0';
        try_move(g, line);
        line = nl ? nl + 1 : NULL;
    }
    free(text);
    fz_check_end(g);
    cr_game_free(g);
    return 0;
}
