/* Helpers shared by the MANIP engine's tests: games from layouts, moves
 * that must pass or be refused atomically, deal results. */
#ifndef CR_TEST_MANIP_H
#define CR_TEST_MANIP_H

#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "common/internal.h"

static inline cr_game *layout_game(const char *rules_text, const char *layout)
{
    cr_rules *r = NULL;
    ck_assert_int_eq(cr_rules_from_text(&r, rules_text), CR_OK);
    cr_game *g = NULL;
    char msg[256];
    int32_t rc = cr_game_new_layout(&g, msg, sizeof msg, r, layout);
    ck_assert_msg(rc == CR_OK, "layout refused (%d): %s", (int)rc, msg);
    cr_rules_free(r);
    return g;
}

static inline void play(cr_game *g, int32_t seat, const char *move)
{
    int32_t rc = cr_game_apply(g, seat, move);
    ck_assert_msg(rc == CR_OK, "seat %d \"%s\" refused: %s", (int)seat, move, cr_game_last_error(g));
}

static inline void legal(cr_game *g, int32_t seat, const char *move)
{
    int32_t rc = cr_game_validate(g, seat, move);
    ck_assert_msg(rc == CR_OK, "seat %d \"%s\" refused: %s", (int)seat, move, cr_game_last_error(g));
}

/* Refused for the reason, by validate and by apply; the refused apply
 * changes nothing. */
static inline void refused(cr_game *g, int32_t seat, const char *move, int32_t reason)
{
    static char before[65536], after[65536];
    ck_assert_int_eq(cr_game_save(before, sizeof before, NULL, g), CR_OK);
    ck_assert_int_eq(cr_game_validate(g, seat, move), CR_E_ILLEGAL_MOVE);
    ck_assert_msg(cr_game_last_reason(g) == reason, "\"%s\": %s, expected %s", move, cr_game_last_error(g),
                  cr_reason_name(reason));
    ck_assert_int_eq(cr_game_apply(g, seat, move), CR_E_ILLEGAL_MOVE);
    ck_assert_int_eq(cr_game_last_reason(g), reason);
    ck_assert_int_eq(cr_game_save(after, sizeof after, NULL, g), CR_OK);
    ck_assert_str_eq(before, after);
}

static inline int64_t delta_of(cr_game *g, int32_t seat)
{
    int64_t count = 0, delta = 0;
    ck_assert_int_eq(cr_game_deal_count(&count, &delta, g, seat), CR_OK);
    return delta;
}

static inline int64_t score_of(cr_game *g, int32_t seat)
{
    int64_t s = 0;
    ck_assert_int_eq(cr_game_score(&s, g, seat), CR_OK);
    return s;
}

static inline uint32_t winners_of(cr_game *g)
{
    int32_t seats[8];
    size_t n = 0;
    ck_assert_int_eq(cr_game_deal_winners(seats, 8, &n, g), CR_OK);
    uint32_t m = 0;
    for (size_t i = 0; i < n; i++)
        m |= 1u << seats[i];
    return m;
}

/* The ledger amount payer -> payee (0 if none). */
static inline int64_t paid(cr_game *g, int32_t payer, int32_t payee)
{
    size_t n = 0;
    ck_assert_int_eq(cr_game_ledger_count(&n, g), CR_OK);
    int64_t sum = 0;
    for (size_t i = 0; i < n; i++) {
        int32_t a, b, cur;
        int64_t num, den;
        ck_assert_int_eq(cr_game_ledger_get(&a, &b, &num, &den, &cur, g, i), CR_OK);
        ck_assert_int_eq(den, 1);
        if (a == payer && b == payee)
            sum += num;
    }
    return sum;
}

/* A suit's cards from rank lo to hi as text (`5C 6C 7C`), appended. */
static inline void run_text(char *buf, size_t cap, unsigned lo, unsigned hi, char suit)
{
    static const char *const names[] = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    size_t len = strlen(buf);
    for (unsigned r = lo; r <= hi; r++)
        len += (size_t)snprintf(buf + len, cap - len, "%s%s%c", len ? " " : "", names[r], suit);
}

#endif
