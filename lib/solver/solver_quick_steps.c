/* The quick arrangement's steps, made once a solver (solver_quick_steps.h):
 * one suit's open runs after a rank, the jokers its short runs need, the
 * choices of copies to groups, and the tables of them the search reads
 * (cri_quick_arrange_init). */
#include "solver/solver_quick.h"
#include "solver/solver_quick_melds.h"
#include "solver/solver_quick_steps.h"

_Static_assert(sizeof ((cr_solver *)0)->qa_step_words == sizeof(uint64_t) * 4 * 64 * 4 &&
                   sizeof ((cr_solver *)0)->qa_short_needs == 64 * 4 * CRI_QA_NEXT_COPIES,
               "a row for every open runs and copies");
_Static_assert(QA_PAST_LAST + 1u == CRI_QA_NEXT_COPIES, "c_next past the last has the last row");

/* o as suit su's part of a state's runs (each count at most 3). */
static qa_runs runs_of(qa_open o, unsigned su)
{
    return (o.o1 << 4 | o.o2 << 2 | o.o3) << QA_SHIFT(su);
}

/* A suit's open runs after a position where k copies (naturals and jokers)
 * go on them: the short runs must all go on (false when k is too few); the
 * rest go on runs of 3 or more (better than starting a run, which must then
 * grow), then start runs; a run of 3 or more that does not go on ends. */
static bool runs_after(qa_open *o, unsigned k)
{
    unsigned need = o->o1 + o->o2;
    if (k < need)
        return false;
    unsigned more = k - need, kept = more < o->o3 ? more : o->o3;
    *o = (qa_open){more - kept, o->o1, o->o2 + kept};
    return o->o1 <= 3 && o->o3 <= 3; /* (two bits each in the state's key) */
}

/* One suit's step, its open runs o, with k copies left after groups and x
 * jokers beyond those its short runs lack: the open runs it leaves (six
 * bits, as suit 3's in a state) and the jokers on its runs (above them), or
 * QA_STEP_LOSSY when those or the runs have no room in the choice or the
 * key. Made once a solver for x = 0 (cri_quick_arrange_init). */
unsigned cri_qa_suit_step(qa_open o, unsigned k, unsigned x)
{
    unsigned need = o.o1 + o.o2, wild = (k < need ? need - k : 0) + x;
    if (wild > 3 || !runs_after(&o, (k > need ? k : need) + x))
        return QA_STEP_LOSSY;
    return wild << 6 | runs_of(o, 3);
}

/* One suit's part of jokers_short_runs_need, its open runs o with c copies
 * at the position and c_next at the next (QA_PAST_LAST: none, the position
 * is the last). Made once a solver (cri_quick_arrange_init), read by the
 * open runs and copies_here_next (qa_search's need_rows). */
static unsigned suit_short_need(qa_open o, unsigned c, unsigned c_next)
{
    unsigned here = o.o1 + o.o2, need = here > c ? here - c : 0u;
    if (c_next == QA_PAST_LAST)
        return need + (o.o1 ? QA_NO_FINISH : 0u);
    return need + (o.o1 > c_next ? o.o1 - c_next : 0u);
}

/* The choices of copies to groups at a position (two bits a suit), each
 * suit giving at most spare[su] (0-2), whose groups can be made, fewest
 * copies of the first suits first: every spare vector's list, and its list
 * of those whose groups need no joker, into l (cri_qa_group_lists). Made
 * once a solver (cri_quick_arrange_init). */
static void group_lists(const int8_t group_jokers[256], cri_qa_group_lists *l)
{
    unsigned spare[4], used[2] = {0, sizeof l->pool / 2}; /* (all, no joker) */
    for (spare[3] = 0; spare[3] <= 2; spare[3]++)
        for (spare[2] = 0; spare[2] <= 2; spare[2]++)
            for (spare[1] = 0; spare[1] <= 2; spare[1]++)
                for (spare[0] = 0; spare[0] <= 2; spare[0]++) {
                    unsigned at = spare_at(spare), most = 0;
                    for (unsigned list = 0; list < 2; list++) {
                        l->start[at][list] = (uint16_t)used[list];
                        l->count[at][list] = 0;
                    }
                    for (unsigned g3 = 0; g3 <= spare[3]; g3++)
                        for (unsigned g2 = 0; g2 <= spare[2]; g2++)
                            for (unsigned g1 = 0; g1 <= spare[1]; g1++)
                                for (unsigned g0 = 0; g0 <= spare[0]; g0++) {
                                    unsigned g = g0 | g1 << 2 | g2 << 4 | g3 << 6;
                                    int wg = group_jokers[g];
                                    for (unsigned list = 0; list < 2 && wg >= 0; list++)
                                        if (list == 0 || wg == 0) {
                                            l->pool[used[list]++] = (uint8_t)g;
                                            l->count[at][list]++;
                                        }
                                    most = wg > (int)most ? (unsigned)wg : most;
                                }
                    l->most[at] = (uint8_t)most;
                }
}

void cri_quick_arrange_init(cr_solver *s)
{
    for (unsigned g = 0; g < 256; g++) {
        unsigned jokers;
        int ng = cri_qa_groups_of(&s->prof, g, &jokers);
        s->group_jokers[g] = (int8_t)(ng < 0 ? -1 : (int)(jokers < 100 ? jokers : 100));
    }
    group_lists(s->group_jokers, &s->qa_group_lists);
    for (unsigned k = 0; k < 4; k++) {
        for (unsigned runs = 0; runs < 64; runs++) {
            unsigned step = cri_qa_suit_step(open_of(runs, 3), k, 0);
            for (unsigned su = 0; su < 4; su++)
                s->qa_step_words[su][suit_step_at(runs, k)] = step_word(step, su);
        }
        unsigned first = opened_runs(cri_qa_suit_step((qa_open){0}, k, 0));
        for (unsigned su = 0; su < 4; su++)
            s->qa_open_first_words[su][k] = step_word(first, su);
    }
    for (unsigned runs = 0; runs < 64; runs++)
        for (unsigned c = 0; c < 4; c++)
            for (unsigned c_next = 0; c_next < CRI_QA_NEXT_COPIES; c_next++)
                s->qa_short_needs[short_need_at(runs, copies_here_next(c, c_next))] =
                    (uint8_t)suit_short_need(open_of(runs, 3), c, c_next);
}
