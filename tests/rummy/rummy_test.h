/* What the RUMMY test files share: games from layouts, moves that must
 * pass or be refused (atomically), results. */
#ifndef CR_TEST_RUMMY_H
#define CR_TEST_RUMMY_H

#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "common/internal.h"
#include "game/game_kit.h"

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

/* Refused for the reason by validate and apply; nothing changes. */
static inline void refused(cr_game *g, int32_t seat, const char *move, int32_t reason)
{
    char before[16384], after[16384];
    ck_assert_int_eq(cr_game_save(before, sizeof before, NULL, g), CR_OK);
    ck_assert_int_eq(cr_game_validate(g, seat, move), CR_E_ILLEGAL_MOVE);
    ck_assert_str_eq(cr_reason_name(cr_game_last_reason(g)), cr_reason_name(reason));
    ck_assert_int_eq(cr_game_apply(g, seat, move), CR_E_ILLEGAL_MOVE);
    ck_assert_int_eq(cr_game_last_reason(g), reason);
    ck_assert_int_eq(cr_game_save(after, sizeof after, NULL, g), CR_OK);
    ck_assert_str_eq(before, after);
}

static inline int64_t delta(cr_game *g, int32_t seat)
{
    int64_t count = 0, d = 0;
    ck_assert_int_eq(cr_game_deal_count(&count, &d, g, seat), CR_OK);
    return d;
}

static inline int64_t count_of(cr_game *g, int32_t seat)
{
    int64_t count = 0, d = 0;
    ck_assert_int_eq(cr_game_deal_count(&count, &d, g, seat), CR_OK);
    return count;
}

/* The ledger transfer from payer to payee, as num/den (0/1 if none). */
static inline void transfer(cr_game *g, int32_t payer, int32_t payee, int64_t *num, int64_t *den, int32_t *cur)
{
    size_t n = 0;
    *num = 0;
    *den = 1;
    ck_assert_int_eq(cr_game_ledger_count(&n, g), CR_OK);
    for (size_t i = 0; i < n; i++) {
        int32_t a, b, c;
        int64_t x, y;
        ck_assert_int_eq(cr_game_ledger_get(&a, &b, &x, &y, &c, g, i), CR_OK);
        if (a == payer && b == payee) {
            *num = x;
            *den = y;
            *cur = c;
        }
    }
}

static inline void deltas_are(cr_game *g, const int64_t *want, int32_t n)
{
    ck_assert_int_ne(cr_game_is_deal_over(g), 0);
    for (int32_t p = 0; p < n; p++)
        ck_assert_msg(delta(g, p) == want[p], "seat %d: delta %lld, want %lld", (int)p, (long long)delta(g, p),
                      (long long)want[p]);
}

void rummy_add_scenarios(TCase *tc);
void rummy_add_rtc(TCase *tc);
void rummy_add_bh(TCase *tc);
void rummy_add_java(TCase *tc);
void rummy_add_bots(TCase *tc);
void rummy_add_rp(TCase *tc);
void rummy_add_dr(TCase *tc);
void rummy_add_opts(TCase *tc);

#endif
