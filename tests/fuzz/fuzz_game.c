/* Fuzz harness: the game driver. The first byte chooses how often the full
 * invariants are checked (fz_set_period()), the next ones the preset, the
 * player count, options and the seed (fz_game()); the rest is a stream of
 * actions: a listed legal move, a bot move (or in MANIP games the hint, which
 * must then be a legal move and agree with "can some card be played"), a
 * move written as text from the input (often illegal or malformed), undo,
 * copy, the next deal. After every
 * accepted change cards are conserved, and the other public-API invariants
 * hold after every Nth and at the end (fz_check_step(), fz_check_end()); a
 * refused move leaves the save text unchanged. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

enum { MAX_STEPS = 64 };

/* A move text of up to 31 bytes from the input. */
static void text_move(cr_game *g, int32_t seat, fz_in *in)
{
    char mv[32];
    size_t len = fz_byte(in) % sizeof mv;
    size_t k = 0;
    while (k < len && in->n)
        mv[k++] = (char)fz_byte(in);
    mv[k] = '\0';
    fz_try_move(g, seat, mv);
}

/* The table helpers' hint (MANIP games): when it plays cards, "can some
 * card be played" says yes and the hint is a legal move, played here.
 * False (nothing played) for no hint or a game without hints. */
static bool hint_played(cr_game *g, int32_t seat)
{
    char mv[8192];
    int32_t count = -1;
    int32_t rc = cr_game_hint(mv, sizeof mv, NULL, &count, g, seat);
    if (rc == CR_E_UNSUPPORTED)
        return false;
    FZ_CHECK(rc == CR_OK && count >= 0 && (count == 0) == (mv[0] == '\0'));
    if (count == 0)
        return false;
    int32_t yes = -1;
    FZ_CHECK(cr_game_can_play(&yes, g, seat, NULL, 0) == CR_OK && yes == 1);
    FZ_CHECK(cr_game_apply(g, seat, mv) == CR_OK);
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz_in in = {data, size};
    fz_set_period(fz_byte(&in));
    cr_game *g = fz_game(&in);
    if (!g)
        return 0;
    fz_check_step(g);
    for (int step = 0; step < MAX_STEPS && in.n; step++) {
        uint32_t op = fz_byte(&in);
        int32_t seat = cr_game_to_act(g);
        if (cr_game_is_deal_over(g)) {
            if (cr_game_is_match_over(g)) {
                FZ_CHECK(cr_game_next_deal(g) != CR_OK);
                break;
            }
            int32_t rc = cr_game_next_deal(g);
            FZ_CHECK(rc == CR_OK || rc == CR_E_LIMIT);
            if (rc != CR_OK)
                break;
            fz_check_step(g);
            continue;
        }
        switch (op % 8) {
        case 0: case 1: case 2: case 3: { /* a listed legal move */
            size_t n = 0;
            FZ_CHECK(cr_game_legal_count(&n, g, seat) == CR_OK && n > 0);
            int32_t type, arg;
            uint8_t cards[4 * CR_MAX_CARDS];
            size_t cn;
            /* n > 0 was checked above (FZ_CHECK aborts), which cppcheck cannot see */
            // cppcheck-suppress zerodivcond
            FZ_CHECK(cr_game_legal_move_get(&type, cards, sizeof cards, &cn, &arg, g,
                                            fz_byte(&in) % n) == CR_OK);
            FZ_CHECK(cr_game_apply_move(g, seat, type, cards, cn, arg) == CR_OK);
            fz_check_step(g);
            break;
        }
        case 4: /* the bot, or (op & 16) the hint where there is one */
            if (!((op & 16) && hint_played(g, seat)))
                FZ_CHECK(cr_game_bot_play(g, seat, op) == CR_OK);
            fz_check_step(g);
            break;
        case 5: /* a move as text, by the seat to act or another */
            text_move(g, op & 8 ? (seat + 1) % cr_game_player_count(g) : seat, &in);
            break;
        case 6: { /* undo */
            size_t h = 0;
            FZ_CHECK(cr_game_history_count(&h, g) == CR_OK);
            int32_t rc = cr_game_undo(g);
            FZ_CHECK(h == 0 ? rc != CR_OK : rc == CR_OK);
            if (rc == CR_OK)
                fz_check_step(g);
            break;
        }
        default: { /* go on from a copy */
            cr_game *c = NULL;
            FZ_CHECK(cr_game_copy(&c, g) == CR_OK);
            char *s1 = fz_save(g), *s2 = fz_save(c);
            FZ_CHECK(strcmp(s1, s2) == 0);
            free(s1);
            free(s2);
            cr_game_free(g);
            g = c;
            break;
        }
        }
    }
    fz_check_end(g);
    cr_game_free(g);
    return 0;
}
