/* When a question asks for its LP root bound and each stage of its branch
 * and bound: the marks, in steps of the search, by mode and kind of
 * question (cri_lp_root_arm, solver_lp_root.c), each with the round of
 * docs/benchmarks-solver-rounds.md that measured it. */
#ifndef CRI_SOLVER_LP_MARKS_H
#define CRI_SOLVER_LP_MARKS_H

/* The steps a question takes before the LP relaxation is solved for a root
 * lower bound: it costs about as much as a millisecond of search, which the
 * median question never reaches (docs/solver.md, "The LP root bound"). */
#define CRI_LP_AFTER 20000u
/* Then, once it has taken CRI_LP_BRANCH_AFTER steps, the branch and bound
 * over the same model, up to CRI_LP_BRANCH_NODES boxes (solver_lp_branch.c):
 * the relaxation's bound is often a few points or a card short of the
 * optimum, and the search pays for proving those; the branch and bound
 * (up to a few ms) only where the search has taken about ten times that. */
#define CRI_LP_BRANCH_AFTER 200000u
/* (24 boxes since the boxes' cutoff: 64 before; with 24 the hard questions
 * that stop at the cap go on in the search or the next stage sooner, 79 ->
 * 81 question cases within 1 ms, the medians level: thirty-third round of
 * docs/benchmarks-solver-rounds.md) */
#define CRI_LP_BRANCH_NODES 24
/* Then twice more, each over CRI_LP_DEEPER times the boxes of the last
 * (96, then 384) at CRI_LP_MARK_DEEPER times its mark: the hardest
 * questions have a bound a few hundred boxes close, which their search
 * would take many times as long to prove, where the questions that end
 * sooner never pay for them. A deeper stage goes on from the boxes the last
 * one left open (cri_lp_set_question), so it costs only its new boxes and
 * comes at twice the last mark, not four times (twenty-fourth round of
 * docs/benchmarks-solver-rounds.md; docs/solver.md, "The LP root bound"). */
#define CRI_LP_DEEPER 4
#define CRI_LP_MARK_DEEPER 2
/* A cyclic question asks for its own bound, both stages, much earlier: the
 * bound ends its relaxed cuts (cri_lp_root_for_cuts), whose search for
 * bounds costs more than the LP, and the branch and bound's integer point
 * is the answer on most hard questions (the LP's play, solver_lp_answer.c).
 * Measured against 10,000 / 50,000, 5,000 / 10,000 and 5,000 / 20,000: the
 * seventeenth round of docs/benchmarks-solver-rounds.md. */
#define CRI_LP_CYCLIC_AFTER 5000u
#define CRI_LP_CYCLIC_BRANCH_AFTER 5000u
/* Without a hand (arrange, the table alone) the LP proves that nothing
 * melds, or its integer point is an arrangement (the LP's play): the LP and
 * its branch and bound at 10,000 steps (twenty-first round of
 * docs/benchmarks-solver-rounds.md; 10,000 / 50,000 before, when only the
 * proof counted); with a wild card, at CRI_LP_TABLE_WILD_AFTER. */
#define CRI_LP_CYCLIC_TABLE_AFTER 10000u
#define CRI_LP_CYCLIC_TABLE_BRANCH_AFTER 10000u
/* A bestplay question onto a table without a wild card, of at least
 * CRI_LP_LARGE_ONTO_TABLE cards in all, asks for its LP and its first branch
 * and bound at CRI_LP_LARGE_ONTO_TABLE_AFTER steps instead (its second stage
 * at twice that): over ten seeds of the benchmark, such a question still
 * open at 1,000 steps mostly ran on to the 5,000 or 10,000 of its mode's
 * marks, where the boxes then ended it (`bestplay_cyclic_j0_t90`'s worst
 * 1.61 -> 0.90 ms, the medians level; sixty-fifth round of
 * docs/benchmarks-solver-rounds.md). In LOW too since the sixty-sixth
 * round: the 457 such questions over ten seeds took 111 -> 78 ms in all
 * (`bestplay_low_j0_t60`'s worst 2.60 -> 1.29 ms); the worst cases that
 * seemed to lose in the sixty-fifth were questions with a joker, which do
 * not take this mark: they lose only cold (the questions before them no
 * longer grow the memory they then find ready) and are level warm. From 50
 * cards in LOW the questions of 50-59 cards took 95 -> 124 ms (most end
 * before 5,000 steps), and a hand alone of 80 cards gained nothing:
 * neither asks. */
#define CRI_LP_LARGE_ONTO_TABLE 60
#define CRI_LP_LARGE_ONTO_TABLE_AFTER 1000u
/* A table alone (arrange) with a wild card, in any mode, asks for the LP
 * and its first branch and bound at CRI_LP_TABLE_WILD_AFTER steps, with
 * the boxes of the second stage at once (the deeper ones each at twice the
 * last one's mark): from 1,000 steps its search rarely ends soon, and the
 * boxes' play or proof ends most of those questions at once (thirtieth
 * round of docs/benchmarks-solver-rounds.md: the worst cases of the tables
 * with jokers up to 3x lower, the medians the same; the second stage at
 * once, thirty-eighth round). Without a wild card the search does better
 * alone. */
#define CRI_LP_TABLE_WILD_AFTER 1000u
/* Any other bestplay question with a wild card (a table and a hand, or a
 * hand alone outside the sizes that ask at once) asks for the LP and its
 * first branch and bound at CRI_LP_HAND_WILD_AFTER steps: since the LP
 * starts from the crash basis (docs/solver.md, "The crash start") it costs
 * a half to a sixth of what it did, and the worst cases with jokers end
 * sooner with it than by the search (thirty-first round of
 * docs/benchmarks-solver-rounds.md; the thirtieth measured 1,000 and 2,000
 * with the slack start, and the boxes cost more than they saved). Its
 * second stage at the first's mark took one LOW question of the benchmark
 * from 1.00 to 0.80 ms and other questions up to 2.3 ms from 1.0
 * (thirty-eighth round): not kept. */
#define CRI_LP_HAND_WILD_AFTER 2000u
/* In CYCLIC, a hand with a wild card onto a table asks for them at once
 * instead (cri_lp_root_arm), its deeper stages from CRI_LP_HAND_WILD_AFTER
 * steps: there the search with its cuts spent 2,000 steps on most such
 * questions before the LP's play ended them, and the LP now costs less
 * than those steps (dual steepest edge): the CYCLIC bestplay cases onto
 * 20-60-card tables with jokers 9-35% fewer instructions over three seeds
 * (one of the fifteen +6.5%), the RockIt bots' deals +8.7% and -8.7%. The
 * same in LOW took 1-22% off most LOW cases but added 14% to the Carousel
 * bot's deal (whose searches end sooner), and later marks (100 or 300
 * steps) did not take that back; without a wild card it added up to 52%
 * on 20-card tables (fifty-fourth round of docs/benchmarks-solver-rounds.md). */
/* A question whose runs do not wrap (LOW, HIGH_OR_LOW) of at least
 * CRI_LP_LOW_LARGE cards, bestplay or the table alone (with a wild card:
 * CRI_LP_TABLE_WILD_AFTER), asks for its own
 * bound and its branch and bound at 5,000 steps: from 40 cards with wild
 * cards the search passes 20,000 steps at the median and the LP's play
 * ends many of those questions; below that size the search ends most
 * questions soon after 5,000 steps, before the bound would pay (eighteenth
 * round of docs/benchmarks-solver-rounds.md; the table alone from the
 * twenty-first; the branch and bound at 5,000, not 20,000, since its
 * stages go on and which card to leave is checked on its model: the
 * twenty-sixth). */
#define CRI_LP_LOW_LARGE 40
#define CRI_LP_LOW_LARGE_AFTER 5000u
#define CRI_LP_LOW_LARGE_BRANCH_AFTER 5000u
/* A hand alone (bestplay onto an empty table: how many of these cards meld
 * at all) of CRI_LP_HAND_ALONE_MIN .. CRI_LP_HAND_ALONE_MAX - 1 cards asks
 * for its LP bound at once, and from CRI_LP_HAND_ALONE_BRANCH_MIN cards for
 * its first branch and bound too, its deeper ones from
 * CRI_LP_HAND_ALONE_DEEPER_AFTER steps (each at CRI_LP_MARK_DEEPER times the
 * last one's mark; the second at once gained on the benchmark's questions
 * and lost up to 2x on others: thirty-eighth round): from 20 cards with a
 * wild card the search passes 5,000 steps at the median, where the LP's
 * play ends most of them in the first
 * round of the deepening; from 40 cards the LP alone ends fewer of them than
 * its first branch and bound (then 64 boxes) does, and the questions that one
 * leaves open are the hard ones, where the search pays less than the boxes;
 * from 80 cards the search ends most questions before 5,000 steps
 * (twenty-ninth and thirtieth rounds of docs/benchmarks-solver-rounds.md).
 * Without a wild card only since the crash start made the LP cheap: the
 * 60-card medians halved (thirty-first round). */
#define CRI_LP_HAND_ALONE_MIN 20
#define CRI_LP_HAND_ALONE_BRANCH_MIN 40
#define CRI_LP_HAND_ALONE_MAX 80
#define CRI_LP_HAND_ALONE_DEEPER_AFTER 1000u
/* A hand alone in CYCLIC mode that asks for its LP at once but not its
 * branch and bound (under CRI_LP_HAND_ALONE_BRANCH_MIN cards) asks for its
 * boxes, the first two stages together, at CRI_LP_HAND_ALONE_CYCLIC_BRANCH_AFTER
 * steps instead of its mode's marks (5,000, then 10,000): a cyclic question
 * still open there seldom ends before the second stage, which then often
 * settles it at once (one of the benchmark's took 10,000 steps, 0.8 ms, to
 * reach a second stage that settled in 25 us). The worst 24-card question
 * over ten seeds 1.01 -> 0.38 ms and 1.33 -> 0.56 ms on ten other seeds, the
 * medians the same; in LOW the search ends most of those questions between
 * 1,000 and 5,000 steps for less than the boxes cost (its worst 20-card
 * questions 0.42 -> 0.57 ms): not there (forty-second round of
 * docs/benchmarks-solver-rounds.md). */
#define CRI_LP_HAND_ALONE_CYCLIC_BRANCH_AFTER 1000u

#endif
