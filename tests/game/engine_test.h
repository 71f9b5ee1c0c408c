/* What the engines' scenario tests share: games from layouts, moves that
 * must pass or be refused (atomically), deal results and ledgers. */
#ifndef CR_TEST_ENGINE_H
#define CR_TEST_ENGINE_H

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

/* Whether the seat's legal list holds the move as one whole line. */
static inline bool listed(cr_game *g, int32_t seat, const char *move)
{
    static char moves[1 << 17];
    ck_assert_int_eq(cr_game_legal_moves(moves, sizeof moves, NULL, g, seat), CR_OK);
    size_t len = strlen(move);
    for (const char *a = moves; *a; a = strchr(a, '\n') + 1)
        if (!strncmp(a, move, len) && a[len] == '\n')
            return true;
    return false;
}

/* Refused for the reason, by validate and by apply; the refused apply
 * changes nothing (the saves before and after are the same). */
static inline void refused(cr_game *g, int32_t seat, const char *move, int32_t reason)
{
    static char before[65536], after[65536];
    ck_assert_int_eq(cr_game_save(before, sizeof before, NULL, g), CR_OK);
    ck_assert_int_eq(cr_game_validate(g, seat, move), CR_E_ILLEGAL_MOVE);
    ck_assert_msg(cr_game_last_reason(g) == reason, "\"%s\": %s, expected %s", move, cr_game_last_error(g),
                  cr_reason_name(reason));
    ck_assert_int_eq(cr_game_apply(g, seat, move), CR_E_ILLEGAL_MOVE);
    ck_assert_int_eq(cr_game_last_reason(g), reason);
    ck_assert_str_ne(cr_game_last_error(g), "");
    ck_assert_int_eq(cr_game_save(after, sizeof after, NULL, g), CR_OK);
    ck_assert_str_eq(before, after);
}

/* refused(), and the message of the refusal holds `words`. */
static inline void refused_saying(cr_game *g, int32_t seat, const char *move, int32_t reason, const char *words)
{
    refused(g, seat, move, reason);
    ck_assert_int_eq(cr_game_validate(g, seat, move), CR_E_ILLEGAL_MOVE);
    ck_assert_msg(strstr(cr_game_last_error(g), words) != NULL, "\"%s\": \"%s\", expected \"%s\" in it", move,
                  cr_game_last_error(g), words);
}

/* Misuse of the API (NULL, a seat out of range, a stale list...), refused
 * with the status: the handle carries a message of its own (a successful
 * query empties it just before) and the game is unchanged (the same save
 * before and after). Written REFUSED(g, status, call); the refusal's
 * message and reason stay in last_refusal() (the save after it empties the
 * handle's). */
typedef struct refusal {
    char msg[256];
    int32_t reason;
} refusal;

static inline refusal *last_refusal(void)
{
    static refusal r;
    return &r;
}

static inline const char *refusal_before(cr_game *g)
{
    static char save[65536];
    ck_assert_int_eq(cr_game_save(save, sizeof save, NULL, g), CR_OK);
    size_t n = 0;
    ck_assert_int_eq(cr_game_history_count(&n, g), CR_OK);
    ck_assert_str_eq(cr_game_last_error(g), "");
    return save;
}

static inline void refusal_after(cr_game *g, const char *before, int32_t rc, int32_t status, const char *call)
{
    static char after[65536];
    refusal *r = last_refusal();
    snprintf(r->msg, sizeof r->msg, "%s", cr_game_last_error(g));
    r->reason = cr_game_last_reason(g);
    ck_assert_msg(rc == status, "%s: %s (%s), expected %s", call, cr_status_name(rc), r->msg, cr_status_name(status));
    ck_assert_msg(r->msg[0] != '\0', "%s: no message", call);
    ck_assert_int_eq(cr_game_save(after, sizeof after, NULL, g), CR_OK);
    ck_assert_msg(strcmp(before, after) == 0, "%s changed the game", call);
}

#define REFUSED(g, status, call)                                                                   \
    do {                                                                                           \
        const char *before_ = refusal_before(g);                                                   \
        refusal_after((g), before_, (call), (status), #call);                                      \
    } while (0)

/* A layout refused with the status, no game made, and a message that
 * holds `why` (the words of the check meant, not of another). */
static inline void layout_refused(const char *rules_text, const char *layout, int32_t status, const char *why)
{
    cr_rules *r = NULL;
    ck_assert_int_eq(cr_rules_from_text(&r, rules_text), CR_OK);
    cr_game *g = (cr_game *)&r; /* must be reset to NULL */
    char msg[256] = "";
    int32_t rc = cr_game_new_layout(&g, msg, sizeof msg, r, layout);
    cr_rules_free(r);
    ck_assert_msg(rc == status && strstr(msg, why) != NULL, "%s\n%s: %s (%s), expected %s (%s)", layout, rules_text,
                  cr_status_name(rc), msg, cr_status_name(status), why);
    ck_assert_ptr_null(g);
}

/* A table of refused layouts, each checked by layout_refused(). */
typedef struct bad_layout {
    const char *rules, *layout;
    int32_t status;
    const char *why;
} bad_layout;

static inline void layouts_refused(const bad_layout *bad, size_t n)
{
    for (size_t i = 0; i < n; i++)
        layout_refused(bad[i].rules, bad[i].layout, bad[i].status, bad[i].why);
}

static inline int64_t delta_of(cr_game *g, int32_t seat)
{
    int64_t count = 0, delta = 0;
    ck_assert_int_eq(cr_game_deal_count(&count, &delta, g, seat), CR_OK);
    return delta;
}

static inline int64_t count_of(cr_game *g, int32_t seat)
{
    int64_t count = 0, delta = 0;
    ck_assert_int_eq(cr_game_deal_count(&count, &delta, g, seat), CR_OK);
    return count;
}

static inline int64_t score_of(cr_game *g, int32_t seat)
{
    int64_t s = 0;
    ck_assert_int_eq(cr_game_score(&s, g, seat), CR_OK);
    return s;
}

/* The deal's winners as a seat mask. */
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

/* The ledger transfer payer -> payee as num/den in currency *cur (0/1 and
 * *cur untouched if none). */
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

/* The ledger's whole-unit total payer -> payee (0 if none). */
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

/* Every seat's deal delta is the expected one, once the deal is over. */
static inline void deltas_are(cr_game *g, const int64_t *want, int32_t n)
{
    ck_assert_int_ne(cr_game_is_deal_over(g), 0);
    for (int32_t p = 0; p < n; p++)
        ck_assert_msg(delta_of(g, p) == want[p], "seat %d: delta %lld, want %lld", (int)p,
                      (long long)delta_of(g, p), (long long)want[p]);
}

#endif
