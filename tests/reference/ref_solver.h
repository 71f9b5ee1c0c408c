/* The reference meld solver: deliberately simple and slow, used only by the
 * tests to check the library's fast solver (lib/solver*). It shares no code or
 * tables with it: its meld profiles are written again from RULES.md 17.2-17.3,
 * its meld check straight from RULES.md 1.2-1.4, and its partition search is
 * a plain exhaustive recursion with memoisation on the remaining multiset.
 *
 * Cards are the public one-byte codes (suit << 4 | rank, CR_CARD_JOKER).
 * Wild cards (jokers, and deuces where the preset makes them wild) are
 * interchangeable in the search: every profile with wild deuces gives a deuce
 * the same value as a joker (test_reference checks it), so only their number
 * matters. */
#ifndef CR_REF_SOLVER_H
#define CR_REF_SOLVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Sequence modes of RULES.md 1.2. */
enum { REF_SEQ_LOW = 0, REF_SEQ_HIGH_OR_LOW = 1, REF_SEQ_CYCLIC = 2 };

/* Meld kinds. */
enum { REF_KIND_NONE = 0, REF_KIND_GROUP = 1, REF_KIND_RUN = 2 };

/* A declared suit left open (a group wild of RULES.md 0.1, `JK=Q*`). */
#define REF_SUIT_OPEN 4

/* A group_max meaning "no maximum" (Double Rummy). */
#define REF_NO_MAX 0

typedef struct ref_profile {
    int32_t preset;          /* CR_GAME_* */
    const char *name;        /* for failure messages */
    int group_min;
    int group_max;           /* REF_NO_MAX: unlimited */
    bool distinct_suits;     /* group cards (declarations included) must differ in suit */
    int run_min;
    int seq;                 /* REF_SEQ_* */
    bool wild_deuces;        /* every 2 is wild (Java, Rummy Poker) */
    bool need_natural;       /* every meld needs a non-wild card (RockIt RD-11) */
    bool has_jokers;         /* the preset's deck holds jokers (by default or by option) */
    int ace_value;
    int court_value;         /* J, Q, K */
    int wild_value;          /* a joker, and a wild deuce */
} ref_profile;

/* The profile of a rummy preset (CR_GAME_BOATHOUSE_BICYCLE..CR_GAME_ROCKIT),
 * or NULL for the shedding games and unknown ids. */
const ref_profile *ref_profile_get(int32_t preset);

bool ref_is_wild(const ref_profile *p, uint8_t card);
int ref_card_value(const ref_profile *p, uint8_t card);

/* One card of a meld as a solver reports it: the physical card and, for a
 * wild card, its declared rank (1..13) and suit (0..3 or REF_SUIT_OPEN). */
typedef struct ref_meld_card {
    uint8_t card;
    uint8_t rank;
    uint8_t suit;
} ref_meld_card;

/* RULES.md 1.4: replacing every wild card by its declared card gives a valid
 * meld of the given kind. Returns NULL when valid, else a short reason. */
const char *ref_meld_check_declared(const ref_profile *p, const ref_meld_card *cards, size_t n,
                                    int kind);

/* The kinds (bit 1 << REF_KIND_GROUP, 1 << REF_KIND_RUN) that some
 * declaration of the wild cards makes these cards; 0 if none. When decl is not
 * NULL and the result is non-zero, decl receives one valid declaration of the
 * kind *decl_kind (groups preferred), wild cards' suits in a group left open. */
unsigned ref_meld_kinds(const ref_profile *p, const uint8_t *cards, size_t n, ref_meld_card *decl,
                        int *decl_kind);

/* The length of the shortest window of consecutive ranks (in the sequence
 * mode) holding every rank of the mask (bit r-1 for rank r): cards of one
 * suit with these distinct ranks plus wild cards make a run of length L iff
 * ref_run_cover() <= L <= 13. */
int ref_run_cover(int seq, unsigned ranks);

/* Exhaustive search results. Every function returns 0, or -1 when its
 * effort budget (REF_MAX_STATES memo entries) was exceeded, -2 for input it
 * does not take (an invalid code, more than 3 copies of a card, more than 31
 * wild cards). */
#define REF_MAX_STATES 1000000

/* Minimum total value of the cards left out of melds (RULES.md 1.6). */
int ref_deadwood(int *out, const ref_profile *p, const uint8_t *cards, size_t n);

/* Whether every card can be partitioned into valid melds. */
int ref_arrangeable(bool *out, const ref_profile *p, const uint8_t *cards, size_t n);

/* The most hand cards that can join the table so that the table cards and the
 * joined cards are all melded, ties broken by the larger total value of the
 * joined cards. *table_ok is false (and the counts 0) when the table alone
 * cannot be arranged. */
int ref_bestplay(bool *table_ok, int *out_count, int *out_value, const ref_profile *p,
                 const uint8_t *table, size_t n_table, const uint8_t *hand, size_t n_hand);

#endif
