/* When a question asks for its LP bound (lib/solver/solver_lp_root.c):
 * a hand alone (bestplay onto an empty table) of 20-59 cards with a wild
 * card asks for the bound at once. The same answers as at the mode's
 * marks, each play checked, fewer steps; the hands outside the range take
 * the very same steps.
 *
 * Scale: CR_TEST_SCALE (percent) multiplies the number of questions. */
#include "random_support.h"

/* Bestplay of a hand alone (an empty table) as a test of the LP's marks:
 * the answer and its play (checked: valid melds of the hand's cards, of
 * the count and value answered) and the steps taken. */
static uint64_t hand_alone(env *e, const uint8_t *hand, size_t nh, int32_t *count,
                           int32_t *value)
{
    uint8_t none[1] = {0};
    ck_assert_msg(cr_solver_bestplay(count, value, e->solver, none, 0, hand, nh) == CR_OK,
                  "%s bestplay [] -- [%s]: %s", e->v->label, text(hand, nh),
                  cr_solver_last_error(e->solver));
    result r;
    check_bestplay_play(e, &r, none, 0, hand, nh, *count, *value);
    return e->solver->steps;
}

/* A hand alone of 20-59 cards with a wild card asks for its LP bound at
 * once (CRI_LP_HAND_ALONE_MIN, solver_lp_root.c; issue 11): the same
 * answers as when it waits for its mode's mark (the tests' switch
 * lp_hand_alone_late), in fewer steps in all; a hand without a wild card,
 * of 70 cards or of 13-19, takes the very same steps either way. */
START_TEST(hand_alone_asks_lp_at_once)
{
    static const char *const modes[] = {"carousel", "rockit", "carousel+CA-1"};
    env e;
    env_open(&e, variant_index(modes[_i]), 21);
    e.solver->lp_at_once = e.solver->bound_at_once = false; /* the library's own marks */
    uint64_t early_steps = 0, late_steps = 0;
    int n = scaled(&e, 36);
    for (int q = 0; q < n; q++) {
        uint8_t hand[MAXC];
        /* in range: 22-50 natural cards and 1-4 jokers; else no joker
         * (22-50 cards), 70-79 cards and 1-4 jokers, or 12-15 and 1-4 */
        int kind = q % 4 == 3 ? 1 + (q / 4) % 3 : 0;
        size_t naturals = kind == 2   ? 70 + rnd(&e, 10)
                          : kind == 3 ? 12 + rnd(&e, 4)
                                      : 22 + rnd(&e, 29);
        size_t nh = gen_uniform(&e, hand, naturals, 2, 0);
        for (unsigned j = kind == 1 ? 0 : 1 + rnd(&e, 4); j > 0; j--)
            hand[nh++] = CR_CARD_JOKER;
        ck_assert(has_wild(&e, hand, nh, NULL, 0) == (kind != 1));
        int32_t count = -1, value = -1, count_late = -1, value_late = -1;
        e.solver->lp_hand_alone_late = false;
        uint64_t early = hand_alone(&e, hand, nh, &count, &value);
        e.solver->lp_hand_alone_late = true;
        uint64_t late = hand_alone(&e, hand, nh, &count_late, &value_late);
        ck_assert_msg(count == count_late && value == value_late,
                      "%s bestplay [] -- [%s]: %d cards worth %d with the LP at once, %d worth "
                      "%d at the mark",
                      e.v->label, text(hand, nh), count, value, count_late, value_late);
        if (kind != 0)
            ck_assert_msg(early == late, "%s [%s]: %llu steps, %llu without the early LP",
                          e.v->label, text(hand, nh), (unsigned long long)early,
                          (unsigned long long)late);
        early_steps += early;
        late_steps += late;
    }
    ck_assert_msg(early_steps < late_steps, "%s: %llu steps with the LP at once, %llu without",
                  e.v->label, (unsigned long long)early_steps, (unsigned long long)late_steps);
    env_close(&e);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("solver_lp_marks");
    TCase *tc = tcase_create("hand_alone");
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, hand_alone_asks_lp_at_once, 0, 3);
    suite_add_tcase(s, tc);
    return s;
}
