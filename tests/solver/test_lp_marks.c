/* When a question asks for its LP bound (lib/solver/solver_lp_root.c):
 * a hand alone (bestplay onto an empty table) of 20-79 cards asks for the
 * bound at once, from 40 cards for its first branch and bound too (a cyclic
 * one of fewer cards for its boxes at 1,000 steps); a table
 * alone (arrange) with a wild card for both at 1,000 steps; any other
 * bestplay question with a wild card at 2,000; a cyclic one of 60 cards or
 * more onto a table without a wild card at 1,000. The same answers as at the
 * mode's marks, each play checked, fewer steps; the questions outside the
 * range take the very same steps.
 *
 * Scale: CR_TEST_SCALE (percent) multiplies the number of questions (36 at
 * least in each test). */
#include "random_support.h"
#include "solver/solver_lp_marks.h" /* CRI_LP_TABLE_WILD_AFTER, CRI_LP_HAND_WILD_AFTER, ... */

#include <stdio.h>
#include <string.h>

/* Bestplay as a test of the LP's marks: the answer and its play (checked:
 * valid melds of the table and the played cards, of the count and value
 * answered) and the steps taken. */
static uint64_t bestplay(env *e, const uint8_t *table, size_t nt, const uint8_t *hand,
                         size_t nh, int32_t *count, int32_t *value)
{
    ck_assert_msg(cr_solver_bestplay(count, value, e->solver, table, nt, hand, nh) == CR_OK,
                  "%s bestplay [%s] -- [%s]: %s", e->v->label, text(table, nt), text(hand, nh),
                  cr_solver_last_error(e->solver));
    result r;
    check_bestplay_play(e, &r, table, nt, hand, nh, *count, *value);
    return e->solver->steps;
}

/* The same of a hand alone (an empty table). */
static uint64_t hand_alone(env *e, const uint8_t *hand, size_t nh, int32_t *count,
                           int32_t *value)
{
    uint8_t none[1] = {0};
    return bestplay(e, none, 0, hand, nh, count, value);
}

/* A test's env in the named mode, asking at the library's own marks (the
 * tests' default asks for every bound at once). */
static void open_at_marks(env *e, const char *mode, uint64_t seed)
{
    env_open(e, variant_index(mode), seed);
    e->solver->lp_at_once = e->solver->bound_at_once = false;
}

/* The sums of a rule's questions past its mark: some there (else the sums
 * are level), and fewer steps in all with the rule (soon) than without. */
static void assert_fewer_past(const env *e, const char *what, uint64_t soon, uint64_t late,
                              int past, unsigned mark)
{
    printf("%s: %llu steps with the %s soon, %llu at the marks; %d questions past %u\n",
           e->v->label, (unsigned long long)soon, what, (unsigned long long)late, past, mark);
    ck_assert_msg(past > 0, "%s: no question took %u steps", e->v->label, mark);
    ck_assert_msg(soon < late, "%s: %llu steps with the %s soon, %llu at the marks", e->v->label,
                  (unsigned long long)soon, what, (unsigned long long)late);
}

/* A hand alone of 20-79 cards asks for its LP bound at once, from 40 cards
 * its first branch and bound too (CRI_LP_HAND_ALONE_MIN, _BRANCH_MIN,
 * solver_lp_root.c; issue 11): the same answers as when either waits for
 * its mode's mark (the tests' switches lp_hand_alone_late,
 * lp_hand_alone_branch_late), in fewer steps in all (and on the hands of 60
 * cards or more), the early branch and bound in fewer steps than the LP
 * alone early on the hands of 40 cards or more, in the same steps on those
 * under 40; a hand without a wild card asks at once too (the same steps as
 * at the marks where only hands with one do: lp_hand_alone_wild_only); a
 * hand of 83-93 cards or of 13-19 takes the very same steps either way. */
START_TEST(hand_alone_asks_lp_at_once)
{
    static const char *const modes[] = {"carousel", "rockit", "carousel+CA-1"};
    env e;
    open_at_marks(&e, modes[_i], 21);
    uint64_t early_steps = 0, late_steps = 0, branch_early = 0, branch_late = 0;
    uint64_t large_early = 0, large_late = 0; /* hands of 60 cards or more */
    uint64_t plain_early = 0, plain_late = 0;  /* hands without a wild card */
    int n = scaled_at_least(&e, 36, 36); /* (the sums below need every kind of hand a few times) */
    /* Steps have a heavy tail: one question can outweigh the rest of 36
     * (CR_TEST_SEED 101 and 112, carousel+CA-1: 81,384 steps at once against
     * 60,296). Where a sum says otherwise after n, the test draws on, whole
     * rounds of the four kinds, up to 4n. */
    for (int q = 0; q < n || (q < 4 * n && (q % 4 != 0 || early_steps >= late_steps ||
                                           large_early >= large_late || plain_early >= plain_late ||
                                           branch_early >= branch_late));
         q++) {
        uint8_t hand[MAXC];
        /* in range: 22-74 natural cards and 1-4 jokers (half the hands) or
         * no joker (a quarter); else 82-89 cards and 1-4 jokers, or 12-15
         * and 1-4 */
        int kind = q % 4 < 2 ? 0 : q % 4 == 2 ? 1 : 2 + (q / 4) % 2;
        size_t naturals = kind == 2   ? 82 + rnd(&e, 8)
                          : kind == 3 ? 12 + rnd(&e, 4)
                                      : 22 + rnd(&e, 53);
        size_t nh = gen_uniform(&e, hand, naturals, 2, 0);
        for (unsigned j = kind == 1 ? 0 : 1 + rnd(&e, 4); j > 0; j--)
            hand[nh++] = CR_CARD_JOKER;
        ck_assert(has_wild(&e, hand, nh, NULL, 0) == (kind != 1));
        /* early, the branch and bound at its mark, both at their marks */
        int32_t count[3], value[3];
        uint64_t steps[3];
        for (int late = 0; late < 3; late++) {
            e.solver->lp_hand_alone_branch_late = late == 1;
            e.solver->lp_hand_alone_late = late == 2;
            steps[late] = hand_alone(&e, hand, nh, &count[late], &value[late]);
            ck_assert_msg(count[late] == count[0] && value[late] == value[0],
                          "%s bestplay [] -- [%s]: %d cards worth %d with the bound at once, "
                          "%d worth %d with %s at its mark",
                          e.v->label, text(hand, nh), count[0], value[0], count[late],
                          value[late], late == 1 ? "the branch and bound" : "both");
        }
        e.solver->lp_hand_alone_branch_late = e.solver->lp_hand_alone_late = false;
        if (kind == 1) { /* without a wild card: at once only since the crash start */
            e.solver->lp_hand_alone_wild_only = true;
            int32_t c1, v1;
            uint64_t before = hand_alone(&e, hand, nh, &c1, &v1);
            e.solver->lp_hand_alone_wild_only = false;
            ck_assert_msg(c1 == count[0] && v1 == value[0] && before == steps[2],
                          "%s [%s]: %d/%d in %llu steps with wild_only, %d/%d in %llu at the "
                          "marks",
                          e.v->label, text(hand, nh), c1, v1, (unsigned long long)before,
                          count[0], value[0], (unsigned long long)steps[2]);
            plain_early += steps[0];
            plain_late += steps[2];
        }
        bool in_range = kind <= 1;
        if (!in_range)
            ck_assert_msg(steps[0] == steps[2] && steps[1] == steps[2],
                          "%s [%s]: %llu steps, %llu without the early LP",
                          e.v->label, text(hand, nh), (unsigned long long)steps[0],
                          (unsigned long long)steps[2]);
        early_steps += steps[0];
        late_steps += steps[2];
        if (in_range && naturals >= 40) {
            branch_early += steps[0];
            branch_late += steps[1];
        }
        if (in_range && nh < 40) /* (pruning only lowers the count) */
            ck_assert_msg(steps[0] == steps[1], "%s [%s]: %llu steps, %llu without the early "
                          "branch and bound", e.v->label, text(hand, nh),
                          (unsigned long long)steps[0], (unsigned long long)steps[1]);
        if (in_range && naturals >= 60) {
            large_early += steps[0];
            large_late += steps[2];
        }
    }
    ck_assert_msg(early_steps < late_steps, "%s: %llu steps with the LP at once, %llu without",
                  e.v->label, (unsigned long long)early_steps, (unsigned long long)late_steps);
    ck_assert_msg(large_early < large_late,
                  "%s: %llu steps with the bound at once on hands of 60-78 cards, %llu without",
                  e.v->label, (unsigned long long)large_early, (unsigned long long)large_late);
    ck_assert_msg(plain_early < plain_late,
                  "%s: %llu steps with the bound at once on hands without a wild card, %llu "
                  "without",
                  e.v->label, (unsigned long long)plain_early, (unsigned long long)plain_late);
    ck_assert_msg(branch_early < branch_late,
                  "%s: %llu steps with the branch and bound at once, %llu without",
                  e.v->label, (unsigned long long)branch_early, (unsigned long long)branch_late);
    env_close(&e);
}
END_TEST

/* A cyclic hand alone of 20-39 cards, which asks for its LP at once but not
 * for its boxes, asks for its first two stages of boxes together at 1,000
 * steps (CRI_LP_HAND_ALONE_CYCLIC_BRANCH_AFTER, solver_lp_root.c; issue 11):
 * the same answers as at its mode's marks (the tests' switch
 * lp_hand_alone_cyclic_late), each play checked, in fewer steps in all; a
 * LOW hand, and a cyclic hand under 20 cards, takes the very same steps
 * either way. */
START_TEST(cyclic_hand_alone_boxes_soon)
{
    static const char *const modes[] = {"rockit", "carousel"};
    env e;
    open_at_marks(&e, modes[_i], 25);
    bool cyclic = _i == 0;
    uint64_t soon_steps = 0, late_steps = 0;
    int past = 0; /* questions past the mark at the mode's marks */
    int n = scaled_at_least(&e, 100, 100);
    /* (and on, up to four times as many, until a question has passed the
     * mark: the sums below are level at no seed) */
    for (int q = 0; q < n || (cyclic && past == 0 && q < 4 * n); q++) {
        /* 17-35 natural cards and 0-4 jokers; every fourth hand under 20
         * cards in all (12-15 and 0-4), which asks for nothing at once */
        bool small = q % 4 == 3;
        uint8_t hand[MAXC];
        size_t nh = gen_uniform(&e, hand, small ? 12 + rnd(&e, 4) : 17 + rnd(&e, 19), 2, 0);
        for (unsigned j = rnd(&e, 5); j > 0; j--)
            hand[nh++] = CR_CARD_JOKER;
        int32_t count[2], value[2];
        uint64_t steps[2];
        for (int late = 0; late < 2; late++) {
            e.solver->lp_hand_alone_cyclic_late = late;
            steps[late] = hand_alone(&e, hand, nh, &count[late], &value[late]);
        }
        e.solver->lp_hand_alone_cyclic_late = false;
        ck_assert_msg(count[0] == count[1] && value[0] == value[1],
                      "%s bestplay [] -- [%s]: %d cards worth %d with the boxes soon, %d worth "
                      "%d at the marks",
                      e.v->label, text(hand, nh), count[0], value[0], count[1], value[1]);
        if (!cyclic || small) {
            ck_assert_msg(steps[0] == steps[1], "%s [%s]: %llu steps, %llu at the marks",
                          e.v->label, text(hand, nh), (unsigned long long)steps[0],
                          (unsigned long long)steps[1]);
            continue;
        }
        soon_steps += steps[0];
        late_steps += steps[1];
        past += steps[1] > CRI_LP_HAND_ALONE_CYCLIC_BRANCH_AFTER;
    }
    if (cyclic)
        assert_fewer_past(&e, "boxes", soon_steps, late_steps, past,
                          CRI_LP_HAND_ALONE_CYCLIC_BRANCH_AFTER);
    env_close(&e);
}
END_TEST

/* A table alone (arrange) with a wild card asks for its LP and its first
 * branch and bound at 1,000 steps (CRI_LP_TABLE_WILD_AFTER, solver_lp_root.c;
 * issue 11): the same answers as at its mode's marks (the tests' switch
 * lp_table_wild_late), each arrangement checked, in fewer steps in all; a
 * table without a wild card takes the very same steps either way. */
START_TEST(table_wild_asks_lp_soon)
{
    static const char *const modes[] = {"carousel", "rockit", "carousel+CA-1"};
    env e;
    open_at_marks(&e, modes[_i], 22);
    /* (the general search's marks are the question: in LOW the quick
     * arrangement settles nearly every table without a joker before it) */
    e.solver->quick_arrange_off = true;
    uint64_t soon_steps = 0, late_steps = 0;
    int long_without = 0; /* tables without a joker past the mark */
    int n = scaled_at_least(&e, 36, 36);
    /* (and on, with tables without a joker only, up to sixteen times as many,
     * until one has passed the mark: the check of their steps is empty at no
     * seed) */
    for (int q = 0; q < n || (long_without == 0 && q < 16 * n); q++) {
        /* 50-80 natural cards of two packs with 1-4 jokers; every fourth table
         * 80 cards without a joker, which a few take over 1,000 steps */
        uint8_t table[MAXC];
        bool jokers = q < n && q % 4 != 3;
        size_t nt = gen_uniform(&e, table, jokers ? 50 + rnd(&e, 31) : 80, 2, 0);
        for (unsigned j = jokers ? 1 + rnd(&e, 4) : 0; j > 0; j--)
            table[nt++] = CR_CARD_JOKER;
        ck_assert(has_wild(&e, table, nt, NULL, 0) == jokers);
        int32_t got[2];
        uint64_t steps[2];
        for (int late = 0; late < 2; late++) {
            e.solver->lp_table_wild_late = late;
            ck_assert_msg(cr_solver_arrange(&got[late], e.solver, table, nt) == CR_OK,
                          "%s arrange [%s]: %s", e.v->label, text(table, nt),
                          cr_solver_last_error(e.solver));
            steps[late] = e.solver->steps;
            result r;
            check_arrangement(&e, &r, table, nt, got[late]);
        }
        e.solver->lp_table_wild_late = false;
        ck_assert_msg(got[0] == got[1], "%s arrange [%s]: %d with the LP soon, %d at the mark",
                      e.v->label, text(table, nt), got[0], got[1]);
        long_without += !jokers && steps[1] > CRI_LP_TABLE_WILD_AFTER;
        if (!jokers)
            ck_assert_msg(steps[0] == steps[1], "%s [%s]: %llu steps, %llu at the mark",
                          e.v->label, text(table, nt), (unsigned long long)steps[0],
                          (unsigned long long)steps[1]);
        soon_steps += steps[0];
        late_steps += steps[1];
    }
    ck_assert_msg(soon_steps < late_steps, "%s: %llu steps with the LP soon, %llu at the marks",
                  e.v->label, (unsigned long long)soon_steps, (unsigned long long)late_steps);
    ck_assert_msg(long_without > 0, "%s: no table without a joker took %u steps",
                  e.v->label, CRI_LP_TABLE_WILD_AFTER); /* (else the check above is empty) */
    env_close(&e);
}
END_TEST

/* A table of melds and a hand from the rest of two packs: table_cards
 * natural cards or fewer, hand_cards and then the jokers. */
static void table_and_hand(env *e, uint8_t *table, size_t *nt, size_t table_cards,
                           uint8_t *hand, size_t *nh, size_t hand_cards, unsigned jokers)
{
    counts used;
    memset(&used, 0, sizeof used);
    *nt = gen_meld_sum(e, table, 2 + (unsigned)table_cards / 3, 2, 0, &used, table_cards);
    uint8_t rest[MAXC];
    size_t nr = deck_rest(e, rest, 2, 0, table, *nt);
    *nh = hand_cards < nr ? hand_cards : nr;
    memcpy(hand, rest, *nh);
    for (unsigned j = 0; j < jokers; j++)
        hand[(*nh)++] = CR_CARD_JOKER;
}

/* Bestplay of random hands onto random tables, asked with the tests'
 * switch *late cleared and set (soon and late): the same answers, each play
 * checked; a question without a wild card the very same steps either way;
 * with one, fewer steps soon in all (fewer), or the very same steps too
 * (!fewer: a mode the switch's rule does not apply to). */
static void soon_against_late(env *e, bool *late_switch, bool fewer)
{
    e->solver->lp_at_once = e->solver->bound_at_once = false; /* the library's own marks */
    uint64_t soon_steps = 0, late_steps = 0;
    int long_without = 0; /* questions without a joker past the mark */
    int n = scaled_at_least(e, 36, 36);
    /* (and on, with questions without a joker only, up to sixteen times as
     * many, until one has passed the mark: the check of their steps is empty
     * at no seed) */
    for (int q = 0; q < n || (long_without == 0 && q < 16 * n); q++) {
        /* a table of up to 30-60 cards, a hand of 10-25 and 1-4 jokers; every
         * fourth question without a joker */
        uint8_t table[MAXC], hand[MAXC];
        size_t nt, nh;
        bool jokers = q < n && q % 4 != 3;
        table_and_hand(e, table, &nt, 30 + rnd(e, 31), hand, &nh, 10 + rnd(e, 16),
                       jokers ? 1 + rnd(e, 4) : 0);
        ck_assert(has_wild(e, table, nt, hand, nh) == jokers);
        int32_t count[2], value[2];
        uint64_t steps[2];
        for (int late = 0; late < 2; late++) {
            *late_switch = late;
            steps[late] = bestplay(e, table, nt, hand, nh, &count[late], &value[late]);
        }
        *late_switch = false;
        ck_assert_msg(count[0] == count[1] && value[0] == value[1],
                      "%s bestplay [%s] -- [%s]: %d cards worth %d with the LP soon, %d worth "
                      "%d at the mark",
                      e->v->label, text(table, nt), text(hand, nh), count[0], value[0], count[1],
                      value[1]);
        long_without += !jokers && steps[1] > CRI_LP_HAND_WILD_AFTER;
        if (!jokers || !fewer)
            ck_assert_msg(steps[0] == steps[1], "%s [%s] -- [%s]: %llu steps, %llu at the mark",
                          e->v->label, text(table, nt), text(hand, nh),
                          (unsigned long long)steps[0], (unsigned long long)steps[1]);
        soon_steps += steps[0];
        late_steps += steps[1];
    }
    printf("%s: %llu steps with the LP soon, %llu at the marks; %d without a joker past %u\n",
           e->v->label, (unsigned long long)soon_steps, (unsigned long long)late_steps,
           long_without, CRI_LP_HAND_WILD_AFTER);
    if (fewer)
        ck_assert_msg(soon_steps < late_steps, "%s: %llu steps with the LP soon, %llu at the marks",
                      e->v->label, (unsigned long long)soon_steps, (unsigned long long)late_steps);
    ck_assert_msg(long_without > 0, "%s: no question without a joker took %u steps",
                  e->v->label, CRI_LP_HAND_WILD_AFTER); /* (else the check above is empty) */
}

/* Bestplay with a wild card asks for its LP and its first branch and bound
 * at 2,000 steps (CRI_LP_HAND_WILD_AFTER, solver_lp_root.c; issue 11), or
 * in CYCLIC onto a table at once (below): the same answers as at its mode's
 * marks (the tests' switch lp_hand_wild_late), each play checked, in fewer
 * steps in all; a question without a wild card takes the very same steps
 * either way. */
START_TEST(hand_wild_asks_lp_soon)
{
    static const char *const modes[] = {"carousel", "rockit", "carousel+CA-1"};
    env e;
    env_open(&e, variant_index(modes[_i]), 23);
    soon_against_late(&e, &e.solver->lp_hand_wild_late, true);
    env_close(&e);
}
END_TEST

/* In CYCLIC, bestplay onto a table with a wild card asks for its LP and
 * its first branch and bound at once, not at 2,000 steps (solver_lp_root.c,
 * cri_lp_root_arm; the tests' switch lp_onto_table_late): the same answers,
 * each play checked, in fewer steps in all; in LOW (carousel) the rule does
 * not apply, and every question takes the very same steps. */
START_TEST(cyclic_onto_table_asks_lp_at_once)
{
    static const char *const modes[] = {"rockit", "boathouse", "carousel"};
    env e;
    env_open(&e, variant_index(modes[_i]), 24);
    soon_against_late(&e, &e.solver->lp_onto_table_late, _i < 2);
    env_close(&e);
}
END_TEST

/* Bestplay onto a table without a wild card, of 60 cards or more in all,
 * asks for its LP and its first branch and bound at 1,000 steps
 * (CRI_LP_LARGE_ONTO_TABLE_AFTER, solver_lp_root.c, cri_lp_root_arm; the
 * tests' switch lp_large_onto_table_late), in CYCLIC (rockit) and LOW
 * (carousel): the same answers as at the mode's marks, each play checked,
 * in fewer steps in all over the questions past 1,000 steps; a question
 * with a joker or of fewer cards takes the very same steps either way. */
START_TEST(large_onto_table_asks_lp_soon)
{
    static const char *const modes[] = {"rockit", "carousel"};
    env e;
    open_at_marks(&e, modes[_i], 26);
    uint64_t soon_steps = 0, late_steps = 0;
    int past = 0; /* large questions without a joker past the mark */
    int n = scaled_at_least(&e, 36, 36);
    /* (and on, up to sixteen times as many, until one has passed the mark:
     * the sums below are level at no seed) */
    for (int q = 0; q < n || (past == 0 && q < 16 * n); q++) {
        /* a table of up to 40-70 cards and a hand of 10-29; every fourth
         * question with 1-2 jokers */
        uint8_t table[MAXC], hand[MAXC];
        size_t nt, nh;
        bool jokers = q % 4 == 3;
        table_and_hand(&e, table, &nt, 40 + rnd(&e, 31), hand, &nh, 10 + rnd(&e, 20),
                       jokers ? 1 + rnd(&e, 2) : 0);
        bool large = !jokers && nt + nh >= CRI_LP_LARGE_ONTO_TABLE;
        int32_t count[2], value[2];
        uint64_t steps[2];
        for (int late = 0; late < 2; late++) {
            e.solver->lp_large_onto_table_late = late;
            steps[late] = bestplay(&e, table, nt, hand, nh, &count[late], &value[late]);
        }
        e.solver->lp_large_onto_table_late = false;
        ck_assert_msg(count[0] == count[1] && value[0] == value[1],
                      "%s bestplay [%s] -- [%s]: %d cards worth %d with the LP soon, %d worth "
                      "%d at the marks",
                      e.v->label, text(table, nt), text(hand, nh), count[0], value[0], count[1],
                      value[1]);
        if (!large) {
            ck_assert_msg(steps[0] == steps[1], "%s [%s] -- [%s]: %llu steps, %llu at the marks",
                          e.v->label, text(table, nt), text(hand, nh),
                          (unsigned long long)steps[0], (unsigned long long)steps[1]);
            continue;
        }
        if (steps[1] > CRI_LP_LARGE_ONTO_TABLE_AFTER) {
            past++;
            soon_steps += steps[0];
            late_steps += steps[1];
        }
    }
    assert_fewer_past(&e, "LP", soon_steps, late_steps, past, CRI_LP_LARGE_ONTO_TABLE_AFTER);
    env_close(&e);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("solver_lp_marks");
    TCase *tc = tcase_create("marks");
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, hand_alone_asks_lp_at_once, 0, 3);
    tcase_add_loop_test(tc, cyclic_hand_alone_boxes_soon, 0, 2);
    tcase_add_loop_test(tc, table_wild_asks_lp_soon, 0, 3);
    tcase_add_loop_test(tc, hand_wild_asks_lp_soon, 0, 3);
    tcase_add_loop_test(tc, cyclic_onto_table_asks_lp_at_once, 0, 3);
    tcase_add_loop_test(tc, large_onto_table_asks_lp_soon, 0, 2);
    suite_add_tcase(s, tc);
    return s;
}
