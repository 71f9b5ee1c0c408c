/* The solver handle and its result, shared by the solver's files. */
#ifndef CRI_SOLVER_INTERNAL_H
#define CRI_SOLVER_INTERNAL_H

#include "solver/meld_profile.h"
#include "cards/multiset.h"

/* The most melds a result can hold (every meld has at least 3 cards). */
#define CRI_MAX_MELDS (CR_MAX_CARDS / 3 + 1)

typedef struct cri_result_meld {
    uint8_t kind;   /* CR_MELD_GROUP / CR_MELD_RUN */
    uint8_t count;  /* number of cards */
    uint16_t start; /* index of the first card in cri_result.cards */
} cri_result_meld;

/* The last result of a solver. */
typedef struct cri_result {
    size_t meld_count;
    cri_result_meld melds[CRI_MAX_MELDS];
    size_t card_count;                 /* cards over all melds */
    uint8_t cards[CR_MAX_CARDS];       /* meld cards, meld after meld */
    uint8_t stands_for[CR_MAX_CARDS];  /* the card each one stands for */
    size_t unmatched_count;
    uint8_t unmatched[CR_MAX_CARDS];
    size_t played_count;
    uint8_t played[2 * CR_MAX_CARDS];
    const char *reason;                /* meld query: why not valid ("" if valid) */
} cri_result;

typedef struct cri_memo cri_memo;

/* Cyclic questions (solver_cyclic.c): the steps a relaxed sweep at one cut of
 * the cycle may take before the next cut is tried, and the first allowance
 * of a full sweep at one cut (doubled each round of the cuts). */
#define CRI_RELAXED_ALLOWANCE 20000u
#define CRI_FULL_ALLOWANCE 5000u

/* The quick arrangement's failed states of one start (solver_quick_arrange.c):
 * the key of the position and open runs, plus one (0: empty), and the fewest
 * jokers used with which it failed. Kept in the solver, not on the stack
 * (a start each, emptied when the start is first searched). */
#define CRI_QA_MEMO 1024 /* a power of two */
#define CRI_QA_STARTS_MAX 5
/* Rows of a suit's copies at the next position in its table of short-run
 * needs (cr_solver's qa_short_needs): 0-3, and one for past the last. */
#define CRI_QA_NEXT_COPIES 5
typedef struct cri_qa_memo {
    uint32_t key[CRI_QA_MEMO];
    uint8_t used[CRI_QA_MEMO];
} cri_qa_memo;
/* The quick arrangement's choices of copies to groups at one rank (two bits
 * a suit), by the copies each suit may spare there (0-2 each: 81 spare
 * vectors, index spare[0] + 3 spare[1] + 9 spare[2] + 27 spare[3]): those
 * whose groups can be made, and apart those whose groups need no joker,
 * each a list in pool (start, count), with the most jokers any of the
 * first needs. A vector's lists hold at most (spare[su] + 1) choices a
 * suit multiplied, 6^4 over all the vectors. */
typedef struct cri_qa_group_lists {
    uint8_t pool[2 * 6 * 6 * 6 * 6];
    uint16_t start[81][2]; /* [vector][0: all, 1: no joker]: each kind in its half */
    uint8_t count[81][2];
    uint8_t most[81];
} cri_qa_group_lists;

struct cr_solver {
    cri_meld_profile prof;
    uint64_t budget;      /* steps allowed per query */
    uint64_t steps;       /* steps taken by the current query */
    uint64_t relaxed_allowance, full_allowance; /* CRI_*_ALLOWANCE (tests shrink them) */
    bool bound_at_once;   /* tests: the suit bound from the first step (CRI_BOUND_AFTER) */
    bool lp_at_once;      /* tests: the LP root bound from the first step (CRI_LP_AFTER) */
    bool lp_hand_alone_late; /* tests: a hand alone asks for the LP at its mode's mark,
                              * not at once (CRI_LP_HAND_ALONE_MIN) */
    bool lp_hand_alone_branch_late; /* tests: and for its first branch and bound
                                     * (CRI_LP_HAND_ALONE_BRANCH_MIN) */
    bool lp_hand_alone_cyclic_late; /* tests: a cyclic hand alone under that size asks for
                                     * its boxes at its mode's marks
                                     * (CRI_LP_HAND_ALONE_CYCLIC_BRANCH_AFTER) */
    bool lp_table_wild_late; /* tests: a table alone with a wild card asks for the LP at
                              * its mode's marks (CRI_LP_TABLE_WILD_AFTER) */
    bool lp_hand_alone_wild_only; /* tests: only a hand alone with a wild card asks for
                                   * the LP at once (as before the crash start) */
    bool lp_hand_wild_late; /* tests: bestplay with a wild card asks for the LP at its
                             * mode's marks (CRI_LP_HAND_WILD_AFTER) */
    bool memo_choice_off;   /* tests: the rebuild searches every cell, as where the memo
                             * kept no choice (cri_dp_memo_choice) */
    bool quick_arrange_off; /* tests: no quick arrangement, the search arranges (as before
                             * it, for the LP's play to be asked) */
    bool quick_proof_alone; /* tests: where runs may pass the king, the quick arrangement
                             * only tries its proof (cyclic_proves_none), so that the
                             * proof meets sets that arrange too */
    bool bound_whole;     /* tests: every suit of the suit bound computed, none taken from
                           * the parent state (cri_bound_rest) */
    uint64_t quick_proven; /* bestplay answers the quick bounds settled (tests read it) */
    uint64_t quick_yes;    /* can_join answers the greedy play settled (tests read it) */
    uint64_t quick_arranged; /* arrangements the quick arrangement found (tests read it) */
    uint64_t quick_none;   /* sets it proved cannot be arranged (tests read it) */
    uint64_t shares_none;  /* sets with too few jokers for their melds' shares (tests read it) */
    uint64_t played_all;   /* bestplay answers that played every hand card at once (tests) */
    uint64_t lp_plays;     /* answers the LP's play settled (solver_lp_answer.c; tests read it) */
    uint64_t leave_one_tries; /* questions that tried which card to leave (solver_leave_one.c) */
    uint64_t leave_one_plays; /* and those it answered (tests read both) */
    uint64_t leave_one_check_plays; /* of those, the ones whose arrangement was a leave
                                     * check's whole point (cri_lp_answer_but_one) */
    uint64_t leave_one_known_plays; /* and those whose arrangement was the bound's own
                                     * whole point (cri_lp_whole_leaves_one) */
    uint64_t leave_one_ruled_out; /* cards the LP's model ruled out before their search */
    uint64_t leave_one_set_checks; /* checks of the cards of one cost at once */
    bool leave_check_boxes_off; /* tests: each card checked by the LP alone, no boxes */
    bool leave_known_off; /* tests: the bound's own whole point not read for a card it leaves */
    bool leave_sets_known_only; /* tests: the cards of one cost checked at once only below
                                 * the bound's own point (where it has none, each in turn) */
    bool leave_one_off;    /* no card to leave tried (the search again after none could be
                            * left; tests set it to time the branch and bound alone) */
    int32_t least_left;    /* hand cards every play leaves, proven before the search (2
                            * in the search again after none could be left; the LP bound
                            * counts them: cri_lp_set_least_left), else 0 */
    bool least_left_off;   /* tests: that search again without it */
    bool lp_research_late; /* tests: that search again asks for its second stage of boxes
                            * at the mode's marks, not at once */
    bool lp_onto_table_late; /* tests: a cyclic hand with a wild card onto a table asks for
                              * its LP at the mode's marks (CRI_LP_HAND_WILD_AFTER), not at
                              * once */
    bool lp_large_onto_table_late; /* tests: a large question onto a table without a wild
                                    * card asks for its LP at the mode's marks, not at
                                    * CRI_LP_LARGE_ONTO_TABLE_AFTER steps */
    cri_memo *memo;       /* the table DP's memo (solver_memo.c) */
    struct cri_lp *lp;    /* the LP root bound's scratch (solver_lp.c), made on first use */
    struct cri_lp *lp_side; /* which card to leave's arrangements' (solver_leave_one.c), so
                             * that the question's bound model stays in lp for its checks */
    uint64_t lp_questions; /* questions that may ask for it so far (their names for it) */
    cri_result res;
    cri_result lp_play;   /* the LP's play, until it becomes the answer (solver_lp_answer.c) */
    int32_t card_value[CRI_CODE_SPACE]; /* the profile's value of every card code */
    /* The value of a one-pack mask's cards by table lookups instead of a
     * loop over its bits: per suit, ranks 1..7 and 8..13 (cri_mask_value). */
    int32_t lane_value[4][2][128];
    /* The quick arrangement's groups at one rank (solver_quick_arrange.c): by
     * copies of each suit (two bits a suit), the jokers they need, or -1 when
     * they cannot all be in groups. */
    int8_t group_jokers[256];
    cri_qa_group_lists qa_group_lists; /* and its choices of copies to groups */
    /* And one suit's step there without extra jokers (suit_step, as the
     * suit's part of a choice: step_word): by suit, its open runs (six
     * bits) and the copies left after groups (0-3). */
    uint64_t qa_step_words[4][64 * 4];
    /* And with open ends at the first position, where no run is open: by
     * suit and the copies (0-3), the runs as opened_runs makes them. */
    uint64_t qa_open_first_words[4][4];
    /* And a suit's jokers its short runs need (suit_short_need): by its open
     * runs, its copies at a position (0-3) and at the next (0-3, or 4: none). */
    uint8_t qa_short_needs[64 * 4 * CRI_QA_NEXT_COPIES];
    cri_qa_memo qa_memo[CRI_QA_STARTS_MAX]; /* its memos, a start each */
    char error[256];
};

/* The total value of the natural cards of a one-pack mask. */
static inline int32_t cri_mask_value(const cr_solver *s, uint64_t m)
{
    int32_t v = 0;
    for (unsigned su = 0; su < 4; su++) {
        unsigned lane = (unsigned)(m >> (16 * su));
        v += s->lane_value[su][0][(lane >> 1) & 127u] + s->lane_value[su][1][(lane >> 8) & 63u];
    }
    return v;
}

/* Sets the solver's detailed error message and returns status. */
int32_t cri_solver_fail(cr_solver *s, int32_t status, const char *message);

/* Starts a query on s: clears the result and error, validates one card list
 * (what names it in messages) and builds its multiset. */
int32_t cri_solver_begin(cr_solver *s, cri_multiset *ms, const uint8_t *cards, size_t n,
                         const char *what);

/* Appends one meld to the result: cards[i] stands for stands_for[i]. */
void cri_result_add_meld(cri_result *r, int kind, const uint8_t *cards, const uint8_t *stands_for,
                         size_t n);

#endif
