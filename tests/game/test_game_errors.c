/* The game handle's error returns, one by one: NULL arguments, seats out
 * of range, buffers too small, stale legal lists, calls after the deal's
 * end. Each is refused with its documented status and a message of its own,
 * and leaves the game as it was (REFUSED, tests/game/engine_test.h). The
 * checks no public call reaches (the engine table's unknown id, a move of
 * no type, an engine without a bot) are held by the internal calls. */
#include <stdlib.h>
#include <string.h>

#include "game/engine_test.h"
#include "game/game_kit.h"

/* Go Boom, three seats, seat 0 to act holding one card: "play 2C" ends the deal. */
static const char *last_card = "dealer 2\nhand 0 2C\nhand 1 3C 4D\nhand 2 4C 5D\nstock rest\n";

static cr_game *over_game(void)
{
    cr_game *g = layout_game("go-boom players=3", last_card);
    play(g, 0, "play 2C");
    ck_assert_int_eq(cr_game_is_deal_over(g), 1);
    return g;
}

START_TEST(text_and_unchecked_moves)
{
    cr_game *g = layout_game("go-boom players=3", last_card);
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_validate(g, 0, NULL));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_apply(g, 0, NULL));
    /* An unchecked move is still the seat to act's: seat 1 playing the
     * card seat 0 holds is refused for the turn, before its cards are
     * looked for in seat 1's hand. */
    uint8_t c2 = CR_CARD(2, CR_SUIT_CLUBS);
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_apply_unchecked(g, 1, CR_MOVE_PLAY, &c2, 1, -1));
    ck_assert_ptr_nonnull(strstr(last_refusal()->msg, "turn"));
    cr_game_free(g);
    g = over_game();
    uint8_t c3 = CR_CARD(3, CR_SUIT_CLUBS);
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_apply_unchecked(g, 1, CR_MOVE_PLAY, &c3, 1, -1));
    cr_game_free(g);
}
END_TEST

/* cri_game_do_move's own checks, for any caller: a move of no known type,
 * and an unchecked move by another seat than the one to act (the public
 * calls check both before: cr_game_apply_unchecked above). */
START_TEST(do_move_checks_type_and_turn)
{
    cr_game *g = layout_game("go-boom players=3", last_card);
    cri_move m;
    memset(&m, 0, sizeof m);
    m.arg = -1;
    for (int32_t type = 0; type <= CR_MOVE_TYPE_LIMIT; type += CR_MOVE_TYPE_LIMIT) {
        m.type = type;
        REFUSED(g, CR_E_INVALID_ARGUMENT, cri_game_do_move(g, 0, &m, true, true));
    }
    m.type = CR_MOVE_PLAY;
    m.n = 1;
    m.cards[0] = CR_CARD(3, CR_SUIT_CLUBS); /* seat 1's card */
    REFUSED(g, CR_E_INVALID_ARGUMENT, cri_game_do_move(g, 1, &m, true, false));
    cr_game_free(g);
}
END_TEST

START_TEST(move_parse_and_format)
{
    cr_game *g = layout_game("go-boom players=3", last_card);
    int32_t type, arg;
    uint8_t cards[4];
    size_t n = 0;
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_move_parse(NULL, cards, sizeof cards, &n, &arg, g, "play 2C"));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_move_parse(&type, NULL, sizeof cards, &n, &arg, g, "play 2C"));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_move_parse(&type, cards, sizeof cards, NULL, &arg, g, "play 2C"));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_move_parse(&type, cards, sizeof cards, &n, NULL, g, "play 2C"));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_move_parse(&type, cards, sizeof cards, &n, &arg, g, NULL));
    /* Three cards into two: the count needed is reported. */
    REFUSED(g, CR_E_BUFFER_TOO_SMALL, cr_game_move_parse(&type, cards, 2, &n, &arg, g, "meld 7C 8C 9C"));
    ck_assert_uint_eq(n, 3);
    ck_assert_int_eq(cr_game_move_parse(&type, NULL, 0, &n, &arg, g, "draw"), CR_OK);
    ck_assert_int_eq(type, CR_MOVE_DRAW);
    char text[16];
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_move_format(NULL, sizeof text, NULL, g, CR_MOVE_DRAW, NULL, 0, -1));
    ck_assert_int_eq(cr_game_move_parse(NULL, NULL, 0, NULL, NULL, NULL, "draw"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_move_format(text, sizeof text, NULL, NULL, CR_MOVE_DRAW, NULL, 0, -1),
                     CR_E_INVALID_ARGUMENT);
    cr_game_free(g);
}
END_TEST

START_TEST(legal_lists)
{
    cr_game *g = layout_game("go-boom players=3", "dealer 2\nhand 0 2C 3C\nhand 1 4C\nhand 2 5C\nstock rest\n");
    int32_t type, arg;
    uint8_t cards[4];
    size_t n = 0;
    /* No list was asked for yet. */
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_legal_move_get(&type, cards, sizeof cards, &n, &arg, g, 0));
    ck_assert_int_eq(cr_game_legal_count(&n, g, 0), CR_OK);
    ck_assert_uint_eq(n, 2);
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_legal_move_get(NULL, cards, sizeof cards, &n, &arg, g, 0));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_legal_move_get(&type, NULL, sizeof cards, &n, &arg, g, 0));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_legal_move_get(&type, cards, sizeof cards, NULL, &arg, g, 0));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_legal_move_get(&type, cards, sizeof cards, &n, NULL, g, 0));
    /* "play 2C" into no room: its one card is the count needed. */
    REFUSED(g, CR_E_BUFFER_TOO_SMALL, cr_game_legal_move_get(&type, NULL, 0, &n, &arg, g, 0));
    ck_assert_uint_eq(n, 1);
    ck_assert_int_eq(cr_game_legal_move_get(&type, cards, 1, &n, &arg, g, 0), CR_OK);
    ck_assert_int_eq(type, CR_MOVE_PLAY);
    /* The list is of the state it was computed in: after a move it is stale. */
    play(g, 0, "play 2C");
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_legal_move_get(&type, cards, sizeof cards, &n, &arg, g, 0));
    char text[64];
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_legal_moves(NULL, sizeof text, NULL, g, 1));
    static const int32_t bad_seats[] = {-1, 3, INT32_MIN, INT32_MAX};
    for (size_t i = 0; i < sizeof bad_seats / sizeof bad_seats[0]; i++) {
        REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_legal_moves(text, sizeof text, NULL, g, bad_seats[i]));
        REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_legal_types(&(uint32_t){0}, g, bad_seats[i]));
    }
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_legal_types(NULL, g, 1));
    ck_assert_int_eq(cr_game_legal_moves(text, sizeof text, NULL, NULL, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_legal_types(&(uint32_t){0}, NULL, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_legal_move_get(&type, cards, sizeof cards, &n, &arg, NULL, 0), CR_E_INVALID_ARGUMENT);
    cr_game_free(g);
}
END_TEST

START_TEST(history_and_bots)
{
    cr_game *g = layout_game("go-boom players=3", last_card);
    char text[64];
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_history_count(NULL, g));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_bot_move(NULL, sizeof text, NULL, g, 0, 1));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_bot_move(text, sizeof text, NULL, g, 3, 1));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_bot_move(text, sizeof text, NULL, g, 1, 1));
    ck_assert_int_eq(last_refusal()->reason, CR_REASON_NOT_YOUR_TURN);
    play(g, 0, "play 2C");
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_history_get(NULL, sizeof text, NULL, NULL, g, 0));
    ck_assert_int_eq(cr_game_history_get(text, sizeof text, NULL, NULL, g, 0), CR_OK);
    ck_assert_str_eq(text, "play 2C");
    /* After the deal's end no seat is to act: the bots say why. */
    for (int32_t seat = 0; seat < 3; seat++) {
        REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_bot_move(text, sizeof text, NULL, g, seat, 1));
        ck_assert_int_eq(last_refusal()->reason, CR_REASON_WRONG_PHASE);
        REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_bot_play(g, seat, 1));
        ck_assert_int_eq(last_refusal()->reason, CR_REASON_WRONG_PHASE);
    }
    ck_assert_int_eq(cr_game_history_count(NULL, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_history_get(text, sizeof text, NULL, NULL, NULL, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_bot_move(text, sizeof text, NULL, NULL, 0, 1), CR_E_INVALID_ARGUMENT);
    cr_game_free(g);
}
END_TEST

/* Every engine has a bot; one without (a new engine) answers
 * CR_E_UNSUPPORTED, as the header says, and changes nothing. */
START_TEST(engine_without_a_bot)
{
    cr_game *g = layout_game("go-boom players=3", last_card);
    const cri_engine *shed = g->engine;
    cri_engine no_bot = *shed;
    no_bot.bot = NULL;
    g->engine = &no_bot;
    char text[64];
    REFUSED(g, CR_E_UNSUPPORTED, cr_game_bot_move(text, sizeof text, NULL, g, 0, 1));
    REFUSED(g, CR_E_UNSUPPORTED, cr_game_bot_play(g, 0, 1));
    g->engine = shed;
    cr_game_free(g);
    /* The engine table knows three engines. */
    ck_assert_ptr_nonnull(cri_engine_for(CR_ENGINE_SHED));
    ck_assert_ptr_nonnull(cri_engine_for(CR_ENGINE_MANIP));
    ck_assert_ptr_null(cri_engine_for(0));
    ck_assert_ptr_null(cri_engine_for(99));
}
END_TEST

/* Every query of no game answers CR_E_INVALID_ARGUMENT. */
START_TEST(queries_of_no_game)
{
    uint8_t c[4];
    int32_t seats[4], i32;
    int64_t i64;
    size_t n;
    int32_t (*const of_game[])(const cr_game *) = {
        cr_game_preset,         cr_game_engine,      cr_game_player_count,  cr_game_phase,
        cr_game_to_act,         cr_game_dealer,      cr_game_deal_number,   cr_game_stock_size,
        cr_game_end_reason,     cr_game_is_deal_over, cr_game_is_match_over,
    };
    for (size_t i = 0; i < sizeof of_game / sizeof of_game[0]; i++)
        ck_assert_int_eq(of_game[i](NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_pile(c, sizeof c, &n, NULL, CR_PILE_DISCARD), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_trick(c, seats, sizeof c, &n, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_deal_winners(seats, 4, &n, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_match_winners(seats, 4, &n, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_deal_count(&i64, &i64, NULL, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_ledger_count(&n, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_ledger_get(&i32, &i32, &i64, &i64, &i32, NULL, 0), CR_E_INVALID_ARGUMENT);
}
END_TEST

START_TEST(queries)
{
    cr_game *g = layout_game("go-boom players=3", last_card);
    uint8_t c[4];
    int32_t seats[4], i32;
    int64_t i64;
    size_t n;
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_hand(c, sizeof c, NULL, g, 0));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_hand(NULL, sizeof c, &n, g, 0));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_pile(c, sizeof c, NULL, g, CR_PILE_DISCARD));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_pile(NULL, sizeof c, &n, g, CR_PILE_DISCARD));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_pile(c, sizeof c, &n, g, 0));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_top_card(NULL, g));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_trick(c, seats, sizeof c, NULL, g));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_trick(NULL, seats, sizeof c, &n, g));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_trick(c, NULL, sizeof c, &n, g));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_score(NULL, g, 0));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_ledger_get(&i32, &i32, &i64, &i64, &i32, g, 0));
    ck_assert_ptr_nonnull(strstr(last_refusal()->msg, "not over"));
    cr_game_free(g);
    g = over_game();
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_deal_count(&i64, &i64, g, 3));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_deal_count(&i64, &i64, g, -1));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_deal_winners(NULL, 4, &n, g));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_deal_winners(seats, 4, NULL, g));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_ledger_count(NULL, g));
    /* One winner into no room: the count needed is reported. */
    ck_assert_int_eq(cr_game_deal_winners(NULL, 0, &n, g), CR_E_BUFFER_TOO_SMALL);
    ck_assert_uint_eq(n, 1);
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_ledger_get(NULL, &i32, &i64, &i64, &i32, g, 0));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_ledger_get(&i32, NULL, &i64, &i64, &i32, g, 0));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_ledger_get(&i32, &i32, NULL, &i64, &i32, g, 0));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_ledger_get(&i32, &i32, &i64, NULL, &i32, g, 0));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_ledger_get(&i32, &i32, &i64, &i64, NULL, g, 0));
    ck_assert_int_eq(cr_game_ledger_count(&n, g), CR_OK);
    ck_assert_uint_gt(n, 0);
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_ledger_get(&i32, &i32, &i64, &i64, &i32, g, n));
    cr_game_free(g);
    /* JR-T4 (a): P2 goes down and P0 and P1 cross 100, which ends the match. */
    g = layout_game("java players=3", "dealer 1\nturn 2\nscores 90 95 40\nhand 2 4S 5S 6S 7S 9H 9D 9C\n"
                                      "hand 0 KC 5D\nhand 1 JC AD AH\nstock rest\n");
    play(g, 2, "meld 4S 5S 6S 7S / 9H 9D 9C");
    ck_assert_int_eq(cr_game_is_match_over(g), 1);
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_match_winners(NULL, 4, &n, g));
    REFUSED(g, CR_E_INVALID_ARGUMENT, cr_game_match_winners(seats, 4, NULL, g));
    ck_assert_int_eq(cr_game_match_winners(seats, 4, &n, g), CR_OK);
    ck_assert_uint_eq(n, 1);
    cr_game_free(g);
}
END_TEST

/* The layout items every engine reads (docs/game.md "Layouts"), and the
 * SHED ones, refused with the words of their own checks. */
#define GB3 "go-boom players=3"
#define GB "hand 0 2C\nhand 1 3C\nhand 2 4C\nstock rest\n"

START_TEST(layout_items_refused)
{
    static const bad_layout bad[] = {
        {GB3, "stock 5C\nstock 6C\nhand 0 2C\nhand 1 3C\nhand 2 4C\n", CR_E_PARSE, "given twice"},
        /* words longer than any card or item: refused before they are copied */
        {GB3, "hand 0 2C3C4C5C6C7C8C9C10CJCQCKCAC2D3D4D5D6D7D8D9D10DJDQDKDAD2H3H4H5H6H7H8H9H10HJHQHKHAH\n"
         "hand 1 3C\nhand 2 4C\nstock rest\n", CR_E_PARSE, "bad card list"},
        {GB3, "seed\n" GB, CR_E_PARSE, "expected a seed"},
        {GB3, "seed 12 x\n" GB, CR_E_PARSE, "expected a seed"},
        {GB3, "seed 18446744073709551616\n" GB, CR_E_PARSE, "seed too large"},
        {GB3, "scores 1 2 3 4\n" GB, CR_E_PARSE, "one score per seat"},
        {GB3, "counters 1\n" GB, CR_E_PARSE, "unknown item for this game"}, /* SHED keeps none */
        {GB3, "averyveryveryveryveryveryveryveryveryveryveryveryveryveryveryveryveryverylongitem 1\n" GB, CR_E_PARSE,
         "unknown item"},
        /* SHED (docs/shed.md): passes below the player count, a suit letter, the drawn card and its count */
        {GB3, "passes 3\n" GB, CR_E_PARSE, "pass count"},
        {GB3, "named X\n" GB, CR_E_PARSE, "suit letter"},
        {GB3, "named HH\n" GB, CR_E_PARSE, "suit letter"},
        {GB3, "named\n" GB, CR_E_PARSE, "suit letter"},
        {GB3, "drawn XX\n" GB, CR_E_PARSE, "the drawn card"},
        {GB3, "drawn 2C 0\n" GB, CR_E_PARSE, "and a count"},
    };
    layouts_refused(bad, sizeof bad / sizeof bad[0]);
    /* Every 64-bit seed is taken, as cr_game_new takes it, and seeds the
     * next deal: the two largest deal two different hands. */
    uint8_t hands[2][16];
    size_t n[2];
    static const char *const top_seeds[] = {"seed 18446744073709551615\n" GB, "seed 18446744073709551614\n" GB};
    for (int k = 0; k < 2; k++) {
        cr_game *g = layout_game("go-boom players=3", top_seeds[k]);
        while (!cr_game_is_deal_over(g))
            ck_assert_int_eq(cr_game_bot_play(g, cr_game_to_act(g), 1), CR_OK);
        ck_assert_int_eq(cr_game_next_deal(g), CR_OK);
        ck_assert_int_eq(cr_game_hand(hands[k], sizeof hands[k], &n[k], g, 0), CR_OK);
        cr_game_free(g);
    }
    ck_assert(n[0] != n[1] || memcmp(hands[0], hands[1], n[0]) != 0);
    /* More cards in one list than any deck, and a line past 4096 bytes. */
    static char text[8192];
    strcpy(text, "stock");
    for (int i = 0; i <= CR_MAX_CARDS; i++)
        strcat(text, " 2C");
    strcat(text, "\n");
    layout_refused("go-boom players=3", text, CR_E_INVALID_DEAL, "too many cards");
    memset(text, ' ', 5000);
    strcpy(text + 5000, "\n" GB);
    layout_refused("go-boom players=3", text, CR_E_LIMIT, "line too long");
    /* Lines may end with CR LF, and cards be separated by commas: the same
     * game as with LF and blanks. */
    cr_game *lf = layout_game("go-boom players=3", "dealer 1\nscores 1 2 3\nhand 0 2C 5D\nhand 1 3C\nhand 2 4C\n"
                                                   "stock rest\n");
    cr_game *crlf = layout_game("go-boom players=3", "dealer 1\r\nscores 1 2 3\r\nhand 0 2C,5D\r\nhand 1 3C\r\n"
                                                     "hand 2 4C\r\nstock rest\r\n");
    char *a = kit_save_of(lf), *b = kit_save_of(crlf);
    ck_assert_str_eq(a, b);
    free(a);
    free(b);
    cr_game_free(lf);
    cr_game_free(crlf);
}
END_TEST

/* A save refused with the status, no game made, and a message that holds
 * `why` (the words of the check meant). */
static void load_refused(const char *text, int32_t status, const char *why)
{
    cr_game *h = (cr_game *)&h; /* must be reset to NULL */
    char msg[256] = "";
    int32_t rc = cr_game_load(&h, msg, sizeof msg, text);
    ck_assert_msg(rc == status && strstr(msg, why) != NULL, "%s (%s), expected %s (%s)", cr_status_name(rc), msg,
                  cr_status_name(status), why);
    ck_assert_ptr_null(h);
}

/* A copy of text with its first `line` (a whole line, from its first word)
 * replaced by `with`; the caller frees. */
static char *with_line(const char *text, const char *line, const char *with)
{
    const char *at = strstr(text, line);
    ck_assert_ptr_nonnull(at);
    const char *end = strchr(at, '\n');
    char *out = malloc(strlen(text) + strlen(with) + 1);
    memcpy(out, text, (size_t)(at - text));
    strcpy(out + (at - text), with);
    strcat(out, end);
    return out;
}

/* The save reader's bounds and lines (docs/game.md "History, undo, save
 * and load"): a RUMMY save's match counters, lines of 8 KiB at most, CR LF
 * line ends, 1 MiB in all (16 MiB for a record), and a message buffer. */
START_TEST(loads_refused)
{
    cr_game *g = kit_new_game("java players=2", 5);
    for (int i = 0; i < 4; i++)
        ck_assert_int_eq(cr_game_bot_play(g, cr_game_to_act(g), 1), CR_OK);
    char *save = kit_save_of(g);
    ck_assert_ptr_nonnull(strstr(save, "\ncounters "));
    /* The counters: one number for each the game keeps, nothing else. */
    char *bad = with_line(save, "counters ", "counters x");
    load_refused(bad, CR_E_PARSE, "match counters");
    free(bad);
    const char *counters = strstr(save, "\ncounters ") + 1;
    char line[256];
    snprintf(line, sizeof line, "%.*s 7", (int)(strchr(counters, '\n') - counters), counters);
    bad = with_line(save, "counters ", line);
    load_refused(bad, CR_E_PARSE, "match counters");
    free(bad);
    /* A line past 8 KiB is refused as a limit, however it starts. */
    static char long_line[9000];
    memset(long_line, 'x', sizeof long_line - 1);
    memcpy(long_line, "move 0 ", 7);
    bad = with_line(save, "end", long_line);
    load_refused(bad, CR_E_LIMIT, "longer than");
    free(bad);
    /* Lines may end with CR LF: the same game as with LF. */
    size_t len = strlen(save);
    char *crlf = malloc(2 * len + 1), *o = crlf;
    for (const char *p = save; *p; p++) {
        if (*p == '\n')
            *o++ = '\r';
        *o++ = *p;
    }
    *o = '\0';
    kit_check_loads_as(g, crlf);
    free(crlf);
    /* A NULL message buffer with room is misuse, and no game is made. */
    cr_game *h = g;
    ck_assert_int_eq(cr_game_load(&h, NULL, 256, save), CR_E_INVALID_ARGUMENT);
    ck_assert_ptr_null(h);
    ck_assert_int_eq(cr_game_load(&h, NULL, 0, save), CR_OK);
    cr_game_free(h);
    /* 1 MiB for a save and 16 MiB for a record, counted before reading. */
    size_t big = (16u << 20) + 2;
    char *huge = malloc(big);
    memset(huge, 'x', big - 1);
    huge[big - 1] = '\0';
    memcpy(huge, save, len); /* a valid save, then more bytes */
    huge[(1u << 20) + 1] = '\0';
    load_refused(huge, CR_E_LIMIT, "longer than 1 MiB");
    huge[(1u << 20) + 1] = 'x';
    cr_error *e = NULL;
    ck_assert_int_eq(cr_error_new(&e), CR_OK);
    h = g;
    ck_assert_int_eq(cr_game_replay(&h, e, huge), CR_E_LIMIT);
    ck_assert_ptr_null(h);
    ck_assert_ptr_nonnull(strstr(cr_error_message(e), "longer than 16 MiB"));
    cr_error_free(e);
    free(huge);
    free(save);
    cr_game_free(g);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("game_errors");
    TCase *tc = tcase_create("refused");
    tcase_add_test(tc, text_and_unchecked_moves);
    tcase_add_test(tc, do_move_checks_type_and_turn);
    tcase_add_test(tc, move_parse_and_format);
    tcase_add_test(tc, legal_lists);
    tcase_add_test(tc, history_and_bots);
    tcase_add_test(tc, engine_without_a_bot);
    tcase_add_test(tc, queries_of_no_game);
    tcase_add_test(tc, queries);
    tcase_add_test(tc, layout_items_refused);
    tcase_add_test(tc, loads_refused);
    suite_add_tcase(s, tc);
    return s;
}
