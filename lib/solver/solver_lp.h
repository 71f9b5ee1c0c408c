/* The LP relaxation bound of a bestplay question (solver_lp.c, docs/solver.md
 * "The LP bound"): the meld-template model's linear relaxation, solved by a
 * bounded dual simplex (dense B^-1), its bound taken by weak duality
 * from the original data, so any row prices give a valid bound. */
#ifndef CRI_SOLVER_LP_H
#define CRI_SOLVER_LP_H

#include "solver/meld_profile.h"

typedef struct cri_lp cri_lp; /* scratch of the LP, reusable */

/* A scratch sized for the largest model; NULL on no memory. The members it
 * writes before it reads them are not zeroed (solver_lp.c, lp_unzeroed). */
cri_lp *cri_lp_new(void);
/* Tests: every byte of those members set to byte (0: as calloc would have
 * left them), so that a test can show no answer reads them unwritten. */
void cri_lp_fill_unzeroed(cri_lp *lp, unsigned char byte);
/* NULL-safe. */
void cri_lp_free(cri_lp *lp);

typedef struct cri_lp_bound {
    int32_t cards_left; /* no play leaves fewer hand cards; > hand count: no play melds the table */
    int32_t value_left; /* no play leaving exactly cards_left hand cards leaves less hand value */
} cri_lp_bound;

/* Lower bounds of a bestplay question under profile p: every table card
 * melded, as many hand cards played as possible, then the most value (the
 * solver's cost is cards_left * 2^20 + value_left, values by
 * cri_card_value()). Cards are codes (suit<<4|rank, CR_CARD_JOKER for a
 * joker), already validated by the caller, duplicates from several packs.
 * Returns false (out = {0,0}) when no bound is available (lp NULL, a profile
 * shape not modelled); never allocates. An empty hand is an arrange
 * question: cards_left 1 is then a proof that the table cannot be arranged. */
bool cri_lp_bestplay_bound(cri_lp *lp, const cri_meld_profile *p, const uint8_t *table, size_t nt,
                           const uint8_t *hand, size_t nh, cri_lp_bound *out);

/* The same bounds for the lean search's question (solver_sweep.c): the
 * wild cards, table ones included, may be left out at no cost, and only
 * the natural hand cards count (cards_left of them, value_left theirs).
 * Its optimum is at most the question's. */
bool cri_lp_lean_bound(cri_lp *lp, const cri_meld_profile *p, const uint8_t *table, size_t nt,
                       const uint8_t *hand, size_t nh, cri_lp_bound *out);

/* Dual simplex pivots of the last cri_lp_bestplay_bound() call, both LPs
 * (for the tests and the bench); 0 for NULL. */
int32_t cri_lp_last_pivots(const cri_lp *lp);

/* Branch and bound over the model's integer solutions (solver_lp_branch.c)
 * in both bounds from now on, over at most nodes boxes for each card count
 * the bound tries (up to four: a bound whose value no play leaving that
 * many cards can have tries one card more), 0 (the default): the LP
 * relaxation alone. Its bound is at least as tight and as safe; at the cap
 * the boxes left open count with their LP bounds. */
void cri_lp_set_branch_nodes(cri_lp *lp, int32_t nodes);
/* The full (not lean) bound from now on counts at least `cards` hand cards
 * left: a fact the caller has proven (which card to leave found that no
 * play leaves a single card, and the bound none), so that its value is
 * that of plays leaving that many; 0 (the default): none. */
void cri_lp_set_least_left(cri_lp *lp, int32_t cards);
/* Tests: the dual simplex's leaving row from now on the basic variable
 * most outside its bounds (on), as before dual steepest edge (off, the
 * default): the same bound in more pivots (test_lp_same_bound.c). */
void cri_lp_set_most_infeasible_row(cri_lp *lp, bool on);
/* Names the question the next bounds are of (0, the default: none). A
 * bound asked again under the name of the last bound, of the same kind,
 * profile and cards, with more boxes (cri_lp_set_branch_nodes) than the
 * branch and bound of its first card count stopped at, goes on from there:
 * the LP and the boxes already solved are not solved again, and the bound
 * (and the play) is the one the same call from the start would give. */
void cri_lp_set_question(cri_lp *lp, uint64_t question);
/* Which card to leave, on the model of the last bound when that was the
 * full (not lean) bound of question (cri_lp_set_question): possible[i]
 * false proves that the question's cards but one copy of codes[i] cannot
 * all be melded; true where it could not tell (every one when the model is
 * another's). Each card by the LP, then, where that cannot rule it out and
 * nodes > 0, by a branch and bound over up to nodes boxes. The codes are
 * checked in order up to the first it cannot rule out, which the caller
 * tries first; every one after it is true, unchecked (the caller may check
 * them in a later call, which moves the same model's rows again). The
 * whole point that first card's boxes met, if any, is the scratch's
 * (cri_lp_play reads it); none otherwise. Moves the model's row bounds: the
 * next bound builds its own (solver_lp_leave.c). */
void cri_lp_leave_check(cri_lp *lp, uint64_t question, const cri_meld_profile *p,
                        const uint8_t *codes, size_t n, bool *possible, int nodes);
/* Which card to leave, for a set of cards at once (codes[0..n), on the
 * same model as cri_lp_leave_check): false proves that for no card of the
 * set can the question's cards but one copy of it all be melded; true
 * where it could not tell. Its LP lets each card of the set keep one copy
 * out or none, one card kept out in all, so it is looser than each card's
 * own check but costs one check for the set. The whole point its boxes met,
 * if any (one copy of one card of the set left), is the scratch's. */
bool cri_lp_leave_check_set(cri_lp *lp, uint64_t question, const cri_meld_profile *p,
                            const uint8_t *codes, size_t n, int nodes);
/* Boxes the last bound's branch and bound solved, over its card counts (0
 * for NULL or none). */
int32_t cri_lp_last_branch_nodes(const cri_lp *lp);
/* Whether the last bound is the model's integer optimum: a branch and
 * bound ran for every card count it tried and closed every box under its
 * cap, so the same bound asked with more boxes would give the same bound
 * and the same play (false for NULL, the LP alone, or a bound not had). */
bool cri_lp_settled(const cri_lp *lp);

/* A meld of the model's integer point: natural codes, CR_CARD_JOKER where
 * a wild card stands in (the caller picks which). */
typedef struct cri_lp_meld {
    uint8_t n;
    uint8_t card[16]; /* a run piece holds at most 13, a pooled group 2 group_min - 1 */
} cri_lp_meld;

/* The melds of the best integer point of the model that the last
 * cri_lp_bestplay_bound() met (the LP's or a box of its branch and bound,
 * at its final card count), or 0 when it met none (or the lean bound was
 * asked, or cap is too small). Every melded natural is one of the
 * question's copies only if the point is feasible, which it is; the melds
 * themselves are unchecked (solver_lp_play.c). */
size_t cri_lp_play(const cri_lp *lp, cri_lp_meld *out, size_t cap);

#endif
