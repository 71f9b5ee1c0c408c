/* The quick arrangement's steps (solver_quick_arrange.c): the open runs of
 * a suit and of a state, one suit's step at a rank, the word a choice's
 * step is summed in, the choices of copies to groups, and where the tables
 * the solver makes of them once (solver_quick_steps.c) keep each entry. */
#ifndef CRI_SOLVER_QUICK_STEPS_H
#define CRI_SOLVER_QUICK_STEPS_H

#include "solver/solver_internal.h"

/* More jokers than any question holds: a state that cannot finish. */
#define QA_NO_FINISH 100u

/* A suit's open runs by length: 1, 2, and 3 or more. */
typedef struct qa_open {
    unsigned o1, o2, o3;
} qa_open;

/* A state's open runs, every suit's in one word, six bits a suit (suit 0
 * highest), two bits each for its runs of 1, 2 and 3 or more: the state is
 * passed on and keyed as it is. */
typedef uint32_t qa_runs;
#define QA_SHIFT(su) (6u * (3u - (su)))
#define QA_SHORT_RUNS 0xF3CF3Cu /* every suit's runs of 1 and 2 */

static inline qa_open open_of(qa_runs runs, unsigned su)
{
    unsigned b = runs >> QA_SHIFT(su) & 63u;
    return (qa_open){b >> 4, b >> 2 & 3u, b & 3u};
}

/* One suit's step, its open runs o, with k copies left after groups and x
 * jokers beyond those its short runs lack: the open runs it leaves (six
 * bits, as suit 3's in a state) and the jokers on its runs (above them), or
 * QA_STEP_LOSSY when those or the runs have no room in the choice or the
 * key. Made once a solver for x = 0 (cri_quick_arrange_init). */
#define QA_STEP_LOSSY 0x100u
unsigned cri_qa_suit_step(qa_open o, unsigned k, unsigned x);

/* Where the tables made once a solver (cr_solver's qa_step_words and
 * qa_short_needs) keep a suit's entry, by its open runs (six bits) and its
 * copies: the one layout that fills them and reads them. */
static inline unsigned suit_step_at(unsigned runs6, unsigned k)
{
    return runs6 * 4u + k;
}
static inline unsigned copies_here_next(unsigned c, unsigned c_next)
{
    return c * CRI_QA_NEXT_COPIES + c_next;
}
static inline unsigned short_need_at(unsigned runs6, unsigned here_next)
{
    return here_next * 64u + runs6; /* (a row by copies: need_rows) */
}
/* The copies at the next position that a suit's short-run need is read
 * with at the last: none (the state must finish there), or with open ends
 * as many as any run of 1 could ask (a piece may stay open past it). */
#define QA_PAST_LAST 4u
#define QA_OPEN_LAST 3u

/* A step at the first position with open ends: no run is open there, so
 * its runs, all new runs of 1, start as runs of 3 or more do (free to end:
 * pieces of a run through the seam). */
static inline unsigned opened_runs(unsigned step)
{
    return (step & ~63u) | (step >> 4 & 3u);
}

/* A suit's step (cri_qa_suit_step's) as its part of a choice's, in one word: the
 * open runs it leaves where a state keeps suit su's (bits 0-23), its
 * jokers where cri_qa_choice's wr keeps them (bits 24-31) and again at bit
 * 32, or, without room, the suit's bit from 40 on. The four suits' parts
 * add up to the choice's: their fields lie apart, and the jokers' sum is
 * at most 12. */
typedef uint64_t qa_step_word;
#define QA_WORD_LOSSY_AT 40u
static inline qa_step_word step_word(unsigned step, unsigned su)
{
    if (step & QA_STEP_LOSSY)
        return (qa_step_word)1 << (QA_WORD_LOSSY_AT + su);
    qa_step_word wild = step >> 6;
    return (qa_step_word)(step & 63u) << QA_SHIFT(su) | wild << (24u + 2u * su) | wild << 32;
}

/* Where cri_qa_group_lists keeps a spare vector's lists (each 0-2). */
static inline unsigned spare_at(const unsigned spare[4])
{
    return spare[0] + 3u * spare[1] + 9u * spare[2] + 27u * spare[3];
}
#endif
