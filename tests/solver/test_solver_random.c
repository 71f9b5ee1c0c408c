/* The fast solver (include/cardrules/solver.h) against the reference solver
 * (tests/reference): randomised agreement on every query, fixed seeds.
 *
 * For every profile (each rummy preset, plus variants that reach the other
 * rule settings: CA-1, SR-16, RP-9, RD-11) and every query (meld, deadwood,
 * arrange, bestplay, can_join) on generated instances (uniform one- and
 * two-pack hands, now and then three packs, with 0-4 jokers, meld-dense hands
 * from a few adjacent ranks, sums of valid melds; bestplay also onto an empty
 * table), the fast solver's values must equal the reference's;
 * every partition it returns is checked meld by meld with the reference's
 * meld check, card by card against the input (natural cards stand for
 * themselves, wild cards for a consistent declared card), and the answer must
 * not change when the input is shuffled. Then the tricky cases of the issue.
 *
 * Scale: CR_TEST_SCALE (a percentage, default 100; 25 when built with
 * AddressSanitizer) multiplies the number of random cases. */
#include "random_support.h"
#include "solver/solver_quick.h"

#include <stdio.h>
#include <string.h>

/* ---- the tests ------------------------------------------------------------------------ */

/* The profile defaults equal the reference's reading of RULES.md 17. */
START_TEST(profiles_match_rules)
{
    env e;
    env_open(&e, _i, 1);
    static const char *const ranks[] = {"A", "2", "3", "4", "5", "6", "7",
                                        "8", "9", "10", "J", "Q", "K"};
    int32_t v = -1;
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "group_min"), CR_OK);
    ck_assert_int_eq(v, e.ref.group_min);
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "group_max"), CR_OK);
    ck_assert_int_eq(v, e.ref.group_max == REF_NO_MAX ? 0 : e.ref.group_max);
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "group_distinct_suits"), CR_OK);
    ck_assert_int_eq(v, e.ref.distinct_suits);
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "run_min"), CR_OK);
    ck_assert_int_eq(v, e.ref.run_min);
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "seq_mode"), CR_OK);
    ck_assert_int_eq(v, e.ref.seq == REF_SEQ_LOW            ? CR_SEQ_LOW
                        : e.ref.seq == REF_SEQ_HIGH_OR_LOW ? CR_SEQ_HIGH_OR_LOW
                                                           : CR_SEQ_CYCLIC);
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "wild_deuces"), CR_OK);
    ck_assert_int_eq(v, e.ref.wild_deuces);
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "need_natural"), CR_OK);
    ck_assert_int_eq(v, e.ref.need_natural);
    for (unsigned r = 1; r <= 13; r++) {
        char key[16];
        snprintf(key, sizeof key, "value.%s", ranks[r - 1]);
        ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, key), CR_OK);
        if (r == 2 && e.ref.wild_deuces)
            continue; /* a wild deuce is worth value.wild2 */
        ck_assert_msg(v == ref_card_value(&e.ref, CR_CARD(r, 0)), "%s %s: %d", e.v->label, key,
                      v);
    }
    ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "value.JK"), CR_OK);
    ck_assert_int_eq(v, e.ref.wild_value);
    if (e.ref.wild_deuces) {
        ck_assert_int_eq(cr_meld_profile_get(&v, e.profile, "value.wild2"), CR_OK);
        ck_assert_int_eq(v, e.ref.wild_value);
    }
    env_close(&e);
}
END_TEST

START_TEST(meld_agrees)
{
    env e;
    env_open(&e, _i, 2);
    for (int i = 0; i < scaled(&e, 600); i++) {
        uint8_t cards[MAXC];
        size_t n;
        unsigned pick = rnd(&e, 3);
        if (pick == 0) {
            counts used = {{0}};
            unsigned jk = rnd(&e, 4);
            n = gen_meld(&e, cards, &used, 2, &jk, 16);
            if (n && rnd(&e, 2)) /* spoil it half of the time */
                cards[rnd(&e, (unsigned)n)] = (uint8_t)CR_CARD(1 + rnd(&e, 13), rnd(&e, 4));
        } else {
            n = gen_dense(&e, cards, 2 + rnd(&e, 6), 2, rnd(&e, 3) ? 0 : 1 + rnd(&e, 3),
                          3 + rnd(&e, 3));
        }
        if (n)
            check_meld(&e, cards, n);
    }
    env_close(&e);
}
END_TEST

START_TEST(deadwood_agrees)
{
    env e;
    env_open(&e, _i, 3);
    for (int i = 0; i < scaled(&e, 900); i++) {
        uint8_t hand[MAXC];
        size_t n = 0;
        unsigned packs = rnd_packs(&e), jokers = rnd_jokers(&e);
        switch (rnd(&e, 3)) {
        case 0: /* uniform, 5..13 cards */
            n = gen_uniform(&e, hand, 5 + rnd(&e, 9), packs, jokers);
            break;
        case 1: /* dense: 6..13 cards from 3..6 adjacent ranks */
            n = gen_dense(&e, hand, 6 + rnd(&e, 8), packs, jokers, 3 + rnd(&e, 4));
            break;
        default: { /* melds plus a few extra cards */
            counts used = {{0}};
            n = gen_meld_sum(&e, hand, 1 + rnd(&e, 3), packs, jokers, &used, 14);
            uint8_t extra[8];
            size_t k = gen_uniform(&e, extra, rnd(&e, 4), 1, 0);
            for (size_t j = 0; j < k; j++)
                if (used.n[extra[j]] < (int)packs)
                    used.n[extra[j]]++, hand[n++] = extra[j];
            break;
        }
        }
        check_deadwood(&e, hand, n);
    }
    env_close(&e);
}
END_TEST

/* Whether cards hold a joker (a dense table may have drawn none). */
static bool case_kept_jokers(const uint8_t *cards, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (cards[i] == CR_CARD_JOKER)
            return true;
    return false;
}

START_TEST(arrange_agrees)
{
    env e;
    env_open(&e, _i, 4);
    int asked = 0, lp_plays = 0, quick = 0, none = 0, none_jokers = 0, shares = 0;
    int alone = 0, none_alone = 0;
    /* The quick arrangement arranges most sets that can be: where the LP is
     * asked at once, the search gets them all, for its play to be held to
     * the reference too (at a tenth of the size, under valgrind, the quick
     * arrangement left it none). */
    e.solver->quick_arrange_off = e.solver->lp_at_once;
    for (int i = 0; i < scaled(&e, 500); i++) {
        uint8_t cards[MAXC];
        unsigned packs = 1 + rnd(&e, 2), jokers = rnd_jokers(&e);
        counts used = {{0}};
        /* Many wild cards make the reference slow: smaller tables then. */
        size_t n = gen_meld_sum(&e, cards, 2 + rnd(&e, 5), packs, jokers, &used,
                                jokers > 2 ? 18 : 24);
        switch (rnd(&e, 4)) {
        case 0: /* as generated: arrangeable */
            break;
        case 1: /* one card fewer */
            if (n)
                cards[rnd(&e, (unsigned)n)] = cards[n - 1], n--;
            break;
        case 2: { /* one card more */
            uint8_t c = (uint8_t)CR_CARD(1 + rnd(&e, 13), rnd(&e, 4));
            if (used.n[c] < (int)packs)
                cards[n++] = c;
            break;
        }
        default: /* a dense random table */
            n = gen_dense(&e, cards, 6 + rnd(&e, 12), packs, jokers, 3 + rnd(&e, 3));
            break;
        }
        uint64_t before = e.solver->lp_plays, quick_before = e.solver->quick_arranged;
        uint64_t none_before = e.solver->quick_none, shares_before = e.solver->shares_none;
        /* Every fourth set, where runs may pass the king, the quick
         * arrangement tries its proof alone: sets that arrange meet it too,
         * and it must prove none of them (check_arrange). */
        e.solver->quick_proof_alone = i % 4 == 3 && e.ref.seq != REF_SEQ_LOW;
        check_arrange(&e, cards, n);
        alone += e.solver->quick_proof_alone;
        none_alone += e.solver->quick_proof_alone && e.solver->quick_none > none_before;
        shares += e.solver->shares_none > shares_before;
        asked++;
        lp_plays += e.solver->lp_plays > before;
        quick += e.solver->quick_arranged > quick_before;
        none += e.solver->quick_none > none_before;
        none_jokers += e.solver->quick_none > none_before && case_kept_jokers(cards, n);
    }
    /* The quick arrangement (lib/solver/solver_quick_arrange.c) both
     * answered and left questions to the search: check_arrange held each
     * answer and its melds against the reference. */
    if (!e.solver->quick_arrange_off)
        ck_assert_msg(quick >= 1 && quick < asked, "%s: the quick arrangement answered %d of %d",
                      e.v->label, quick, asked);
    else
        ck_assert_int_eq(quick, 0);
    /* Its search proves sets cannot be arranged: run to its end in LOW,
     * with open ends where runs may pass the king; with jokers too, and
     * when it tries the proof alone (each answer held to the reference by
     * check_arrange). With runs of other lengths it never answers so. Only
     * a variant asked 250 questions or more is sure to meet such sets. */
    bool may_prove = !e.solver->quick_arrange_off &&
                     e.ref.run_min == 3; /* (wild deuces: the sets without a deuce) */
    if (!may_prove)
        ck_assert_int_eq(none, 0);
    else if (asked >= 250)
        ck_assert_msg(none >= 1 && none_jokers >= 1 && (alone == 0 || none_alone >= 1),
                      "%s: the quick arrangement proved %d of %d, %d with jokers, %d of %d "
                      "alone",
                      e.v->label, none, asked, none_jokers, none_alone, alone);
    /* In every mode the joker shares prove some sets with jokers cannot be
     * arranged, before any search (lib/solver/solver_joker_shares.c; each
     * answer held to the reference by check_arrange); 11-26 of 500 sets
     * a variant at CR_TEST_SEED=1. */
    if (!e.solver->quick_arrange_off && quick >= 1 && asked >= 250)
        ck_assert_msg(shares >= 1, "%s: the joker shares proved %d of %d", e.v->label, shares,
                      asked);
    /* With the LP from the first step, its integer point answered some of
     * the tables that arrange (lib/solver/solver_lp_root.c), held to the
     * reference by check_arrange like the search's answers. */
    if (e.solver->lp_at_once)
        ck_assert_msg(lp_plays >= 1 && lp_plays < asked, "%s: the LP's play arranged %d of %d",
                      e.v->label, lp_plays, asked);
    env_close(&e);
}
END_TEST

START_TEST(bestplay_agrees)
{
    env e;
    env_open(&e, _i, 5);
    int asked = 0, quick = 0, all = 0;
    for (int i = 0; i < scaled(&e, 300); i++) {
        uint8_t table[MAXC], hand[MAXC];
        unsigned packs = 1 + rnd(&e, 2), jokers = rnd_jokers(&e);
        counts used = {{0}};
        unsigned table_jokers = jokers ? rnd(&e, jokers + 1) : 0;
        size_t nt = gen_meld_sum(&e, table, rnd(&e, 5), packs, table_jokers, &used,
                                 jokers > 2 ? 14 : 20);
        if (rnd(&e, 8) == 0 && nt > 2)
            nt--; /* now and then a table that cannot stand alone */
        /* A hand near the table's cards or uniform, within the packs. */
        uint8_t pool[MAXC];
        size_t np = rnd(&e, 2) ? gen_dense(&e, pool, 3 + rnd(&e, 6), packs, 0, 3 + rnd(&e, 4))
                               : gen_uniform(&e, pool, 3 + rnd(&e, 6), packs, 0);
        size_t nh = 0;
        for (size_t j = 0; j < np; j++)
            if (used.n[pool[j]] < (int)packs)
                used.n[pool[j]]++, hand[nh++] = pool[j];
        for (unsigned j = table_jokers; j < jokers; j++)
            hand[nh++] = CR_CARD_JOKER;
        uint64_t quick_before = e.solver->quick_arranged, all_before = e.solver->played_all;
        check_bestplay(&e, table, nt, hand, nh);
        asked++;
        quick += e.solver->quick_arranged > quick_before;
        all += e.solver->played_all > all_before;
    }
    /* The quick arrangement (lib/solver/solver_quick_arrange.c) both
     * arranged the table and left it to the search (cards that cannot stand
     * alone, three packs, what its own search cannot see), and both played
     * every hand card at once and left the play to the quick bounds and the
     * search: check_bestplay held each answer and its play against the
     * reference. */
    ck_assert_msg(quick >= 1 && quick < asked, "%s: the quick arrangement arranged %d tables of %d",
                  e.v->label, quick, asked);
    ck_assert_msg(all >= 1 && all < asked, "%s: every hand card played at once %d times in %d",
                  e.v->label, all, asked);
    env_close(&e);
}
END_TEST

/* cri_solver_bestplay_arranged (MANIP bots and hints) gives bestplay's count
 * and value (CRI_GOAL_BEST) or its count at any value up to bestplay's
 * (CRI_GOAL_MOST, hints), and cri_solver_can_join_arranged can_join's
 * answer, from the table as melds (here the solver's own arrangement, cut into
 * melds, or a cut that is not one, or melds that do not cover the table:
 * then it arranges the table itself). */
static void check_arranged_bestplay(env *e, const uint8_t *table, size_t nt, const uint8_t *hand,
                                    size_t nh)
{
    int32_t want_count = -1, want_value = -1, count = -2, value = -2, yes = -1;
    if (cr_solver_bestplay(&want_count, &want_value, e->solver, table, nt, hand, nh) != CR_OK ||
        cr_solver_arrange(&yes, e->solver, table, nt) != CR_OK || !yes)
        return;
    result r;
    read_result(&r, e->solver);
    uint8_t flat[MAXC];
    uint16_t ends[MAX_MELDS];
    size_t n = 0;
    for (size_t k = 0; k < r.n_melds; k++) {
        memcpy(flat + n, r.cards[k], r.size[k]);
        n += r.size[k];
        ends[k] = (uint16_t)n;
    }
    for (int cut = 0; cut < 3; cut++) {
        size_t melds = r.n_melds;
        if (cut == 1 && r.n_melds > 1)
            ends[0]++; /* one card moved to the first meld: no longer melds */
        if (cut == 2 && r.n_melds > 1) {
            ends[0]--;
            melds--; /* valid melds that stop short of the table's end */
        }
        result rp;
        for (int most = 0; most < 2; most++) {
            ck_assert_int_eq(cri_solver_bestplay_arranged(&count, &value, e->solver, flat, n, ends,
                                                          melds, hand, nh,
                                                          most ? CRI_GOAL_MOST : CRI_GOAL_BEST),
                             CR_OK);
            ck_assert_msg(count == want_count &&
                              (most ? value <= want_value : value == want_value),
                          "%s arranged bestplay%s [%s] -- [%s]: %d cards worth %d, bestplay %d "
                          "worth %d",
                          e->v->label, most ? " (most cards)" : "", text(flat, n),
                          text(hand, nh), count, value, want_count, want_value);
            read_result(&rp, e->solver);
            check_play(e, &rp, table, nt, hand, nh, "arranged bestplay");
            ck_assert_int_eq((int32_t)rp.n_played, count);
        }
        /* can_join from the same melds (MANIP's "can a commit play a card") */
        int32_t join = -1;
        ck_assert_int_eq(cri_solver_can_join_arranged(&join, e->solver, flat, n, ends, melds, hand, nh),
                         CR_OK);
        ck_assert_msg(join == (want_count > 0), "%s arranged can_join [%s] -- [%s]: %d, bestplay %d",
                      e->v->label, text(flat, n), text(hand, nh), join, want_count);
        if (join) {
            read_result(&rp, e->solver);
            check_play(e, &rp, table, nt, hand, nh, "arranged can_join");
        }
    }
}

/* bestplay's quick bounds and can_join's quick yes (lib/solver/solver_quick.c): positions like a
 * MANIP hint's, a table that is a sum of melds and a hand made of whole
 * melds, cards next to the table's and a few strays, so that the greedy play
 * often meets the lower bound (no search) and often does not (the search
 * then starts at the greedy play's cost). Both must agree with the
 * reference; the loop checks that the shortcut was both taken and not taken
 * (a wrong "proven" fails the agreement). */
START_TEST(bestplay_quick_agrees)
{
    env e;
    env_open(&e, _i, 12);
    int asked = 0, proven = 0, quick_yes = 0;
    /* At least 60 questions at any CR_TEST_SCALE (valgrind runs at 10), so
     * that both paths are met in every profile. */
    int questions = scaled_at_least(&e, 200, 60);
    for (int i = 0; i < questions; i++) {
        uint8_t table[MAXC], hand[MAXC];
        unsigned packs = 1 + rnd(&e, 2), jokers = rnd(&e, 3);
        unsigned table_jokers = rnd(&e, jokers + 1);
        counts used = {{0}};
        size_t nh = gen_meld_sum(&e, hand, rnd(&e, 3), packs, jokers - table_jokers, &used, 8);
        size_t nt = gen_meld_sum(&e, table, 3 + rnd(&e, 4), packs, table_jokers, &used, 18);
        /* Cards next to the table's (lay-offs, or the fourth of a group)
         * and strays anywhere, within the packs. */
        uint8_t pool[MAXC];
        size_t np = gen_dense(&e, pool, 1 + rnd(&e, 4), packs, 0, 3 + rnd(&e, 3));
        np += gen_uniform(&e, pool + np, rnd(&e, 3), packs, 0);
        for (size_t j = 0; j < np && nh < 14; j++)
            if (used.n[pool[j]] < (int)packs)
                used.n[pool[j]]++, hand[nh++] = pool[j];
        if (!nh)
            continue;
        uint64_t before = e.solver->quick_proven, yes_before = e.solver->quick_yes;
        check_bestplay(&e, table, nt, hand, nh); /* (also can_join, and its result) */
        asked++;
        proven += e.solver->quick_proven > before;
        quick_yes += e.solver->quick_yes > yes_before;
        check_arranged_bestplay(&e, table, nt, hand, nh);
    }
    ck_assert_msg(proven >= 1 && proven < asked,
                  "%s: the quick bounds settled %d of %d questions", e.v->label, proven, asked);
    /* can_join's quick yes (a greedy play of one card or more) was both
     * taken and not taken; check_bestplay held each answer and its play
     * against the reference. */
    ck_assert_msg(quick_yes >= 1 && quick_yes < asked,
                  "%s: the greedy play answered can_join %d of %d times", e.v->label, quick_yes,
                  asked);
    env_close(&e);
}
END_TEST

/* bestplay onto an empty table (issue 11): how many of a hand's cards meld
 * at all, the question of every hint and bot; uniform and meld-dense hands,
 * 0-4 jokers. */
START_TEST(bestplay_empty_agrees)
{
    env e;
    env_open(&e, _i, 9);
    int asked = 0, lp_plays = 0, left_one = 0;
    uint64_t tries = e.solver->leave_one_tries, ruled = e.solver->leave_one_ruled_out,
             checked = e.solver->leave_one_check_plays, known = e.solver->leave_one_known_plays,
             sets = e.solver->leave_one_set_checks;
    for (int i = 0; i < scaled(&e, 300); i++) {
        uint8_t hand[MAXC], table[1] = {0};
        unsigned packs = 1 + rnd(&e, 2), jokers = rnd_jokers(&e);
        /* Many wild cards make the reference slow: smaller hands then. */
        unsigned most = jokers > 2 ? 10 : 14;
        size_t nh = rnd(&e, 2) ? gen_uniform(&e, hand, 4 + rnd(&e, most - 3), packs, jokers)
                               : gen_dense(&e, hand, 4 + rnd(&e, most - 3), packs, jokers,
                                           3 + rnd(&e, 5));
        uint64_t before = e.solver->lp_plays, before_one = e.solver->leave_one_plays;
        check_bestplay(&e, table, 0, hand, nh);
        asked++;
        lp_plays += e.solver->lp_plays > before;
        left_one += e.solver->leave_one_plays > before_one;
    }
    int tried = (int)(e.solver->leave_one_tries - tries);
    int ruled_out = (int)(e.solver->leave_one_ruled_out - ruled);
    int check_plays = (int)(e.solver->leave_one_check_plays - checked);
    int known_plays = (int)(e.solver->leave_one_known_plays - known);
    int set_checks = (int)(e.solver->leave_one_set_checks - sets);
    printf("%s: %d questions, %d answered by the LP's play, %d by the card to leave (tried in %d, "
           "%d cards ruled out by the bound's model, %d arranged by its check's play, %d by the "
           "bound's own, %d set checks)\n",
           e.v->label, asked, lp_plays, left_one, tried, ruled_out, check_plays, known_plays,
           set_checks);
    /* With the LP bound from the first step, the LP's play (its integer
     * point read as melds, lib/solver/solver_lp_answer.c) answered some
     * questions and the search others; check_bestplay held both to the
     * reference. */
    if (e.solver->lp_at_once)
        ck_assert_msg(lp_plays >= 1 && lp_plays < asked, "%s: the LP's play answered %d of %d",
                      e.v->label, lp_plays, asked);
    /* And which card to leave (lib/solver/solver_leave_one.c) answered
     * some of those whose bound is one card, again held to the reference:
     * 0-10 of every 300 questions (which ones follows the branch and
     * bound's order), 18-114 of 3,000 per profile, so asked of CI's
     * ten-times run and larger. */
    if (e.solver->lp_at_once && lp_plays > 0 && asked >= 3000)
        ck_assert_msg(left_one >= 1, "%s: no question answered by the card to leave", e.v->label);
    env_close(&e);
}
END_TEST

/* Large instances, beyond the reference, whose answers are known by
 * construction: a table that is a sum of valid melds (40-100 cards from two
 * packs and 0-4 jokers) can be arranged and has deadwood 0; a hand that is a
 * sum of melds of the remaining cards joins in full. Every partition is
 * checked with the reference's meld check. */
START_TEST(large_instances_with_known_answers)
{
    env e;
    env_open(&e, _i, 8);
    uint8_t first[MAXC];
    size_t n_first = 0;
    for (int i = 0; i < scaled(&e, 12); i++) {
        uint8_t table[MAXC], hand[MAXC], sh[MAXC];
        unsigned jokers = rnd(&e, 5), table_jokers = rnd(&e, jokers + 1);
        counts used = {{0}};
        size_t target = 40 + rnd(&e, 61);
        size_t nh = gen_meld_sum(&e, hand, 1 + rnd(&e, 3), 2, jokers - table_jokers, &used, 14);
        size_t nt = gen_meld_sum(&e, table, 200, 2, table_jokers, &used, target);
        result r;
        int32_t yes = -1, count = -1, value = -1, dw = -1;
        ck_assert_msg(cr_solver_arrange(&yes, e.solver, table, nt) == CR_OK && yes == 1,
                      "%s arrange [%s]: %d (%s), a sum of melds", e.v->label, text(table, nt),
                      yes, cr_solver_last_error(e.solver));
        read_result(&r, e.solver);
        counts c = {{0}};
        const char *bad = check_melds(&e, &r, &c);
        ck_assert_msg(!bad, "%s arrange [%s]: %s", e.v->label, text(table, nt), bad);
        add_cards(&c, table, nt, -1);
        ck_assert(counts_zero(&c));
        shuffled_copy(&e, sh, table, nt);
        ck_assert_int_eq(cr_solver_deadwood(&dw, e.solver, sh, nt), CR_OK);
        ck_assert_msg(dw == 0, "%s deadwood [%s]: %d for a sum of melds", e.v->label,
                      text(sh, nt), dw);
        ck_assert_msg(cr_solver_bestplay(&count, &value, e.solver, table, nt, hand, nh) == CR_OK,
                      "%s bestplay [%s] -- [%s]: %s", e.v->label, text(table, nt),
                      text(hand, nh), cr_solver_last_error(e.solver));
        ck_assert_msg(count == (int32_t)nh && value == value_of(&e, hand, nh),
                      "%s bestplay [%s] -- [%s]: %d cards worth %d, the whole hand melds",
                      e.v->label, text(table, nt), text(hand, nh), count, value);
        read_result(&r, e.solver);
        check_play(&e, &r, table, nt, hand, nh, "bestplay");
        ck_assert_msg(cr_solver_can_join(&yes, e.solver, table, nt, hand, nh) == CR_OK && yes == 1,
                      "%s can_join [%s] -- [%s]: %d (%s)", e.v->label, text(table, nt),
                      text(hand, nh), yes, cr_solver_last_error(e.solver));
        /* Onto an empty table, a sum of melds plays in full (issue 11). */
        uint8_t none[1] = {0};
        ck_assert_msg(cr_solver_bestplay(&count, &value, e.solver, none, 0, sh, nt) == CR_OK &&
                          count == (int32_t)nt && value == value_of(&e, table, nt),
                      "%s bestplay [] -- [%s]: %d cards worth %d (%s), the whole hand melds",
                      e.v->label, text(sh, nt), count, value, cr_solver_last_error(e.solver));
        read_result(&r, e.solver);
        check_play(&e, &r, none, 0, sh, nt, "bestplay");
        if (i == 0) /* kept for the empty-hand check below */
            memcpy(first, table, nt), n_first = nt;
    }
    /* No hand card: nothing can join, at once. */
    int32_t yes = -1;
    ck_assert_msg(cr_solver_can_join(&yes, e.solver, first, n_first, first, 0) == CR_OK && yes == 0,
                  "%s can_join [%s] -- []: %d (%s)", e.v->label, text(first, n_first), yes,
                  cr_solver_last_error(e.solver));
    env_close(&e);
}
END_TEST


Suite *cr_test_suite(void)
{
    Suite *s = suite_create("solver_random");
    TCase *tc = tcase_create("agreement");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, profiles_match_rules, 0, N_VARIANTS);
    tcase_add_loop_test(tc, meld_agrees, 0, N_VARIANTS);
    tcase_add_loop_test(tc, deadwood_agrees, 0, N_VARIANTS);
    tcase_add_loop_test(tc, arrange_agrees, 0, N_VARIANTS);
    tcase_add_loop_test(tc, bestplay_agrees, 0, N_VARIANTS);
    tcase_add_loop_test(tc, bestplay_empty_agrees, 0, N_VARIANTS);
    tcase_add_loop_test(tc, bestplay_quick_agrees, 0, N_VARIANTS);
    tcase_add_loop_test(tc, large_instances_with_known_answers, 0, N_VARIANTS);
    random_add_tricky(tc);
    suite_add_tcase(s, tc);
    return s;
}

