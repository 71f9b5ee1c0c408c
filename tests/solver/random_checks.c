/* The queries of the randomised agreement tests, each checked against the
 * reference solver: values equal, partitions valid meld by meld and card by
 * card, answers unchanged by shuffling. */
#include "random_support.h"

#include <stdio.h>
#include <string.h>

/* ---- the queries, checked ------------------------------------------------------------ */

void check_deadwood(env *e, const uint8_t *hand, size_t n)
{
    int want = -1;
    int rc = ref_deadwood(&want, &e->ref, hand, n);
    e->asked++;
    if (rc == -1) {
        e->skipped++;
        return; /* beyond the reference's budget (env_close() counts these) */
    }
    ck_assert_int_eq(rc, 0);
    int32_t got = -1;
    ck_assert_msg(cr_solver_deadwood(&got, e->solver, hand, n) == CR_OK, "%s deadwood [%s]: %s",
                  e->v->label, text(hand, n), cr_solver_last_error(e->solver));
    ck_assert_msg(got == want, "%s deadwood [%s]: fast %d, reference %d", e->v->label,
                  text(hand, n), got, want);
    result r, r2;
    read_result(&r, e->solver);
    counts c = {{0}};
    const char *bad = check_melds(e, &r, &c);
    ck_assert_msg(!bad, "%s deadwood [%s]: %s", e->v->label, text(hand, n), bad);
    add_cards(&c, r.unmatched, r.n_unmatched, 1);
    add_cards(&c, hand, n, -1);
    ck_assert_msg(counts_zero(&c), "%s deadwood [%s]: melds + unmatched differ from the hand",
                  e->v->label, text(hand, n));
    ck_assert_msg(value_of(e, r.unmatched, r.n_unmatched) == got,
                  "%s deadwood [%s]: unmatched [%s] not worth %d", e->v->label, text(hand, n),
                  text(r.unmatched, r.n_unmatched), got);
    uint8_t sh[MAXC];
    shuffled_copy(e, sh, hand, n);
    int32_t again = -1;
    ck_assert_int_eq(cr_solver_deadwood(&again, e->solver, sh, n), CR_OK);
    read_result(&r2, e->solver);
    ck_assert_msg(again == got && same_result(&r, &r2),
                  "%s deadwood [%s]: the answer changed when shuffled to [%s]", e->v->label,
                  text(hand, n), text(sh, n));
}

void check_arrangement(env *e, result *r, const uint8_t *cards, size_t n, int32_t got)
{
    read_result(r, e->solver);
    if (!got)
        return;
    counts c = {{0}};
    const char *bad = check_melds(e, r, &c);
    ck_assert_msg(!bad, "%s arrange [%s]: %s", e->v->label, text(cards, n), bad);
    add_cards(&c, cards, n, -1);
    ck_assert_msg(counts_zero(&c) && r->n_unmatched == 0,
                  "%s arrange [%s]: the melds are not the cards", e->v->label, text(cards, n));
}

void check_arrange(env *e, const uint8_t *cards, size_t n)
{
    bool want = false;
    int rc = ref_arrangeable(&want, &e->ref, cards, n);
    e->asked++;
    if (rc == -1) {
        e->skipped++;
        return;
    }
    ck_assert_int_eq(rc, 0);
    int32_t got = -1;
    ck_assert_msg(cr_solver_arrange(&got, e->solver, cards, n) == CR_OK, "%s arrange [%s]: %s",
                  e->v->label, text(cards, n), cr_solver_last_error(e->solver));
    ck_assert_msg(got == (want ? 1 : 0), "%s arrange [%s]: fast %d, reference %d", e->v->label,
                  text(cards, n), got, want);
    result r, r2;
    check_arrangement(e, &r, cards, n, got);
    uint8_t sh[MAXC];
    shuffled_copy(e, sh, cards, n);
    int32_t again = -1;
    ck_assert_int_eq(cr_solver_arrange(&again, e->solver, sh, n), CR_OK);
    read_result(&r2, e->solver);
    ck_assert_msg(again == got && same_result(&r, &r2),
                  "%s arrange [%s]: the answer changed when shuffled", e->v->label,
                  text(cards, n));
}

/* The played cards are hand cards; melds = table + played; unmatched = the rest of the hand. */
void check_play(env *e, const result *r, const uint8_t *table, size_t nt,
                const uint8_t *hand, size_t nh, const char *what)
{
    counts c = {{0}};
    const char *bad = check_melds(e, r, &c);
    ck_assert_msg(!bad, "%s %s [%s] -- [%s]: %s", e->v->label, what, text(table, nt),
                  text(hand, nh), bad);
    add_cards(&c, table, nt, -1);
    add_cards(&c, r->played, r->n_played, -1);
    ck_assert_msg(counts_zero(&c), "%s %s [%s] -- [%s]: melds are not table + played [%s]",
                  e->v->label, what, text(table, nt), text(hand, nh),
                  text(r->played, r->n_played));
    counts h = {{0}};
    add_cards(&h, hand, nh, 1);
    add_cards(&h, r->played, r->n_played, -1);
    add_cards(&h, r->unmatched, r->n_unmatched, -1);
    bool ok = counts_zero(&h);
    ck_assert_msg(ok, "%s %s [%s] -- [%s]: played [%s] + unplayed [%s] are not the hand",
                  e->v->label, what, text(table, nt), text(hand, nh),
                  text(r->played, r->n_played), text(r->unmatched, r->n_unmatched));
}

void check_bestplay_play(env *e, result *r, const uint8_t *table, size_t nt,
                         const uint8_t *hand, size_t nh, int32_t count, int32_t value)
{
    read_result(r, e->solver);
    check_play(e, r, table, nt, hand, nh, "bestplay");
    ck_assert_uint_eq(r->n_played, (size_t)count);
    ck_assert_int_eq(value_of(e, r->played, r->n_played), value);
}

void check_bestplay(env *e, const uint8_t *table, size_t nt, const uint8_t *hand,
                    size_t nh)
{
    bool table_ok = false;
    int want_count = 0, want_value = 0;
    int rc = ref_bestplay(&table_ok, &want_count, &want_value, &e->ref, table, nt, hand, nh);
    e->asked++;
    if (rc == -1) {
        e->skipped++;
        return;
    }
    ck_assert_int_eq(rc, 0);
    int32_t count = -1, value = -1, yes = -1;
    int32_t st = cr_solver_bestplay(&count, &value, e->solver, table, nt, hand, nh);
    if (!table_ok) {
        ck_assert_msg(st == CR_E_UNSATISFIABLE, "%s bestplay [%s] -- [%s]: status %d, want %d",
                      e->v->label, text(table, nt), text(hand, nh), st, CR_E_UNSATISFIABLE);
        ck_assert_int_eq(cr_solver_can_join(&yes, e->solver, table, nt, hand, nh),
                         CR_E_UNSATISFIABLE);
        return;
    }
    ck_assert_msg(st == CR_OK, "%s bestplay [%s] -- [%s]: %s", e->v->label, text(table, nt),
                  text(hand, nh), cr_solver_last_error(e->solver));
    ck_assert_msg(count == want_count && value == want_value,
                  "%s bestplay [%s] -- [%s]: fast %d cards worth %d, reference %d worth %d",
                  e->v->label, text(table, nt), text(hand, nh), count, value, want_count,
                  want_value);
    result r, r2;
    check_bestplay_play(e, &r, table, nt, hand, nh, count, value);
    /* Shuffled table and hand. */
    uint8_t st_[MAXC], sh[MAXC];
    shuffled_copy(e, st_, table, nt);
    shuffled_copy(e, sh, hand, nh);
    int32_t c2 = -1, v2 = -1;
    ck_assert_int_eq(cr_solver_bestplay(&c2, &v2, e->solver, st_, nt, sh, nh), CR_OK);
    read_result(&r2, e->solver);
    ck_assert_msg(c2 == count && v2 == value && same_result(&r, &r2),
                  "%s bestplay [%s] -- [%s]: the answer changed when shuffled", e->v->label,
                  text(table, nt), text(hand, nh));
    /* can_join: at least one hand card can join. */
    ck_assert_int_eq(cr_solver_can_join(&yes, e->solver, table, nt, hand, nh), CR_OK);
    ck_assert_msg(yes == (want_count > 0), "%s can_join [%s] -- [%s]: fast %d, reference %d",
                  e->v->label, text(table, nt), text(hand, nh), yes, want_count > 0);
    if (yes) {
        read_result(&r, e->solver);
        ck_assert_uint_ge(r.n_played, 1);
        check_play(e, &r, table, nt, hand, nh, "can_join");
    }
    int32_t yes2 = -1;
    ck_assert_int_eq(cr_solver_can_join(&yes2, e->solver, st_, nt, sh, nh), CR_OK);
    ck_assert_int_eq(yes2, yes);
}

void check_meld(env *e, const uint8_t *cards, size_t n)
{
    unsigned kinds = ref_meld_kinds(&e->ref, cards, n, NULL, NULL);
    int32_t kind = -1;
    ck_assert_int_eq(cr_solver_meld(&kind, e->solver, cards, n), CR_OK);
    ck_assert_msg((kind != CR_MELD_NONE) == (kinds != 0),
                  "%s meld [%s]: fast kind %d, reference kinds %u", e->v->label, text(cards, n),
                  kind, kinds);
    result r, r2;
    read_result(&r, e->solver);
    if (kind == CR_MELD_NONE) {
        ck_assert_uint_eq(r.n_melds, 0);
        ck_assert_str_ne(cr_solver_result_reason(e->solver), "");
    } else {
        ck_assert_uint_eq(r.n_melds, 1);
        ck_assert_int_eq(r.kind[0], kind);
        ck_assert(kinds & (1u << (kind == CR_MELD_GROUP ? REF_KIND_GROUP : REF_KIND_RUN)));
        counts c = {{0}};
        const char *bad = check_melds(e, &r, &c);
        ck_assert_msg(!bad, "%s meld [%s]: %s", e->v->label, text(cards, n), bad);
        add_cards(&c, cards, n, -1);
        ck_assert(counts_zero(&c));
    }
    uint8_t sh[MAXC];
    shuffled_copy(e, sh, cards, n);
    int32_t k2 = -1;
    ck_assert_int_eq(cr_solver_meld(&k2, e->solver, sh, n), CR_OK);
    read_result(&r2, e->solver);
    ck_assert_msg(k2 == kind && same_result(&r, &r2), "%s meld [%s]: changed when shuffled",
                  e->v->label, text(cards, n));
}

