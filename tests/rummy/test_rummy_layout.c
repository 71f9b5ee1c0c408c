/* RUMMY layouts (docs/rummy.md "Layouts"): every item's refusal, with its
 * status and the words of its own check, and the items no scenario used
 * (acts, exposed, pending, phase READY), played as they say and written
 * back by the save. */
#include <stdlib.h>

#include "rummy/rummy_test.h"

#define TWO "hand 0 KC 5D\nhand 1 JC AD AH\nstock rest\n"
#define NO_COUNTERS " 0 0 0 0 0 0 0 0 0 0 0 0"

START_TEST(rummy_layouts_refused)
{
    static const bad_layout bad[] = {
        /* the items' text */
        {"straight7 players=2", "table 0:3S 3H 3D 3C3C3C3C3C3C3C3C3C3C3C3C3C3C3C3C\n" TWO, CR_E_PARSE, "seat:card ... /"},
        {"straight7 players=2", "table 3S 3H 3D\n" TWO, CR_E_PARSE, "seat:card ... /"},
        {"straight7 players=2", "table / 0:3S 3H 3D\n" TWO, CR_E_PARSE, "seat:card ... /"},
        {"straight7 players=2", "table 0:3S 3H 3D /\n" TWO, CR_E_PARSE, "seat:card ... /"},
        {"straight7 players=2", "table 2:3S 3H 3D\n" TWO, CR_E_PARSE, "seat:card ... /"},
        {"straight7 players=2", "table 0:3S 3H 3X\n" TWO, CR_E_PARSE, "seat:card ... /"},
        {"double players=2", "table 0:3S 3H JK=XX\n" TWO, CR_E_PARSE, "seat:card ... /"},
        {"double players=2", "table 0:3S 3H JK=JK\n" TWO, CR_E_PARSE, "seat:card ... /"},
        {"straight7 players=2", "known 1:XX\n" TWO, CR_E_PARSE, "seat:card ..."},
        {"straight7 players=2", "known 1\n" TWO, CR_E_PARSE, "seat:card ..."},
        {"straight7 players=2", "break 1 x 0\n" TWO, CR_E_PARSE, "small numbers"},
        {"straight7 players=2", "break 1 1 0 5\n" TWO, CR_E_PARSE, "too many numbers"},
        {"straight7 players=2", "phase PLAY\n" TWO, CR_E_PARSE, "READY, DISCARD or BREAK"},
        {"straight7 players=2", "phase DISCARD\ntaken 2C 3C 4C\n" TWO, CR_E_PARSE, "one or two cards"},
        {"straight7 players=2", "phase DISCARD\ntaken XX\n" TWO, CR_E_PARSE, "one or two cards"},
        {"straight7 players=2", "phase DISCARD\ntaken\n" TWO, CR_E_PARSE, "one or two cards"},
        {"straight7 players=2", "phase DISCARD\ndrew pile\n" TWO, CR_E_PARSE, "drew stock"},
        {"straight7 players=2", "phase DISCARD\ndrew stock\npending now\n" TWO, CR_E_PARSE, "no value"},
        {"straight7 players=2", "phase DISCARD\ndrew stock\nexposed 1\n" TWO, CR_E_PARSE, "no value"},
        {"skip players=2", "phase DISCARD\ndrew stock\nacts 101\n" TWO, CR_E_PARSE, "a count"},
        {"straight7 players=2", "melded 2\n" TWO, CR_E_PARSE, "expected seats"},
        /* the common `counters` item: one number for each of the engine's counters */
        {"java players=2", "counters 1 2\n" TWO, CR_E_PARSE, "match counters"},
        {"java players=2", "counters 0 0 0" NO_COUNTERS " 0\n" TWO, CR_E_PARSE, "match counters"},
        /* the position */
        {"straight7 players=2", "hand 0 KC\nstock rest\n", CR_E_INVALID_DEAL, "holds a card"},
        /* a hand of more cards than the engine holds (52) */
        {"straight7 players=2 rummy.packs=2", "hand 0 rest\nhand 1 KC\nstock 2C\n", CR_E_INVALID_DEAL, "holds a card"},
        {"java players=3", "dealer 1\nturn 2\ncounters 0 0 1" NO_COUNTERS "\nhand 0 KC\nhand 1 QD\nstock rest\n",
         CR_E_INVALID_DEAL, "the seat to act among them"},
        {"straight7 players=2", "counters 0 0" NO_COUNTERS " 3\n" TWO, CR_E_INVALID_DEAL, "only Java"},
        /* JR-4: a seat is out of the match (1) or not (0) */
        {"java players=3", "dealer 2\ncounters 0 2 0" NO_COUNTERS "\nhand 0 KC\nhand 2 QD\nstock rest\n",
         CR_E_INVALID_DEAL, "counter is 1"},
        {"java players=2", "counters 0 0" NO_COUNTERS " -1\n" TWO, CR_E_INVALID_DEAL, "negative chips"},
        {"straight7 players=2", "phase BREAK\n" TWO, CR_E_INVALID_DEAL, "needs a break item"},
        {"straight7 players=2", "break 2 0 0\n" TWO, CR_E_INVALID_DEAL, "break item is out of range"},
        {"straight7 players=2", "break 0 2 0\n" TWO, CR_E_INVALID_DEAL, "break item is out of range"},
        {"straight7 players=2", "break 0 0 1\n" TWO, CR_E_INVALID_DEAL, "break item is out of range"},
        {"skip players=2", "break 0 0 0\n" TWO, CR_E_INVALID_DEAL, "has no break"},
        /* RULES.md 6: Skip's hand ends when the stock is down to N cards */
        {"skip players=2", "hand 0 KC\nhand 1 QD\nstock 2C 3C\ndiscard rest\n", CR_E_INVALID_DEAL, "down to the player count"},
        {"straight7 players=2", "table 0:3S 3H 3D=3C\n" TWO, CR_E_INVALID_DEAL, "only a wild card"},
        {"straight7 players=2", "table 0:3S 4H 9D\n" TWO, CR_E_INVALID_DEAL, "not a valid meld"},
        {"straight7 players=2", "known 1:9D\n" TWO, CR_E_INVALID_DEAL, "known card"},
        {"straight7 players=2", "drew stock\n" TWO, CR_E_INVALID_DEAL, "after its draw"},
        {"straight7 players=2", "turn 1\nphase DISCARD\ntaken 9D\n" TWO, CR_E_INVALID_DEAL, "taken card"},
        /* pending: the going-out melds are down (go-out-only games), one card left to discard */
        {"skip players=2", "turn 1\nphase DISCARD\ndrew stock\npending\nhand 0 KC\nhand 1 AH\nstock rest\n",
         CR_E_INVALID_DEAL, "pending:"},
        {"straight7 players=2", "turn 1\nphase DISCARD\ndrew stock\npending\n" TWO, CR_E_INVALID_DEAL, "pending:"},
        /* JR-5: Java's final round; none in Straight Rummy */
        {"straight7 players=2", "final 0 0\n" TWO, CR_E_INVALID_DEAL, "final item is out of range"},
        {"java players=2", "final 2 0\n" TWO, CR_E_INVALID_DEAL, "final item is out of range"},
        {"java players=2", "final 0 2\n" TWO, CR_E_INVALID_DEAL, "final item is out of range"},
    };
    layouts_refused(bad, sizeof bad / sizeof bad[0]);
}
END_TEST

static const char *skip_discard = "dealer 1\nturn 0\nphase DISCARD\ndrew stock\nhand 0 5C 5D 5H 9C\n"
                                  "hand 1 2H 3H KD\nstock rest\n";

START_TEST(rummy_layout_items_play_and_save)
{
    /* `acts 1`: Skip's one meld or lay-off this turn is made (SK-T1). */
    cr_game *g = layout_game("skip players=2", skip_discard);
    legal(g, 0, "meld 5C 5D 5H");
    cr_game_free(g);
    char text[512];
    snprintf(text, sizeof text, "acts 1\n%s", skip_discard);
    g = layout_game("skip players=2", text);
    refused(g, 0, "meld 5C 5D 5H", CR_REASON_MELD_LIMIT);
    kit_check_save_load(g);
    cr_game_free(g);
    /* `exposed`: this break turn's melds are down already (SR-8), once a turn. */
    static const char *brk = "dealer 0\nturn 0\nbreak 1 1 0\nphase BREAK\ndrew stock\n"
                             "hand 0 9C 9H 9D KS\nhand 1 2C 3S\ndiscard 10H\nstock rest\n";
    g = layout_game("straight7 players=2", brk);
    legal(g, 0, "expose 9C 9H 9D");
    cr_game_free(g);
    snprintf(text, sizeof text, "exposed\n%s", brk);
    g = layout_game("straight7 players=2", text);
    refused(g, 0, "expose 9C 9H 9D", CR_REASON_MELD_LIMIT);
    kit_check_save_load(g);
    cr_game_free(g);
    /* `pending`: seat 1's going-out melds are down; its discard goes out (SR-5). */
    g = layout_game("straight7 players=2", "dealer 0\nturn 1\nphase DISCARD\ndrew stock\npending\n"
                                           "table 1:3S 3H 3D / 1:7C 8C 9C\nhand 1 KD\nhand 0 4H 6C\nstock rest\n");
    char moves[256];
    ck_assert_int_eq(cr_game_legal_moves(moves, sizeof moves, NULL, g, 1), CR_OK);
    ck_assert_str_eq(moves, "discard KD\n");
    kit_check_save_load(g);
    play(g, 1, "discard KD");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_RUMMY);
    cr_game_free(g);
    /* `phase READY` is the default, in any case; DISCARD without a draw
     * item is a turn after its draw all the same. */
    char *plain = NULL;
    static const char *phases[] = {"", "phase ready\n", "phase READY\n"};
    for (size_t i = 0; i < sizeof phases / sizeof phases[0]; i++) {
        snprintf(text, sizeof text, "%sdealer 0\n" TWO, phases[i]);
        g = layout_game("straight7 players=2", text);
        ck_assert_int_eq(cr_game_phase(g), CR_PHASE_READY);
        char *s = kit_save_of(g);
        if (plain)
            ck_assert_str_eq(strstr(s, "\nlayout\n"), strstr(plain, "\nlayout\n"));
        free(plain);
        plain = s;
        cr_game_free(g);
    }
    free(plain);
    g = layout_game("straight7 players=2", "dealer 0\nturn 1\nphase discard\n" TWO);
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_DISCARD);
    legal(g, 1, "discard JC");
    kit_check_save_load(g);
    cr_game_free(g);
}
END_TEST

void rummy_add_layout(TCase *tc)
{
    tcase_add_test(tc, rummy_layouts_refused);
    tcase_add_test(tc, rummy_layout_items_play_and_save);
}
