/* Shared by the parts of tests/solver/test_solver_random (the fast solver
 * against the reference, randomised) and the LP tests (test_lp*.c): the
 * profiles under test, the test environment, the fast solver's result read
 * back, the instance generators and the LP tests' pinned questions
 * (random_support.c), and the checked queries (random_checks.c). */
#ifndef CR_TEST_RANDOM_SUPPORT_H
#define CR_TEST_RANDOM_SUPPORT_H

#include "check_main.h"
#include "common/internal.h"
#include "cards/random.h"
#include "solver/solver_internal.h"
#include "solver/solver_lp.h"
#include "reference/ref_solver.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define MAXC 256
#define MAX_MELDS 64
#define MAX_MELD 32

/* ---- the profiles under test ------------------------------------------ */

typedef struct variant {
    int32_t preset;
    const char *key;    /* a cr_meld_profile_set() override, or NULL */
    const char *value;
    const char *label;
} variant;

extern const variant variants[];
extern const int n_variants;
#define N_VARIANTS n_variants

typedef struct env {
    const variant *v;
    ref_profile ref;
    cr_meld_profile *profile;
    cr_solver *solver;
    cri_pcg32 rng;
    int scale;
    int asked, skipped; /* searches, and those beyond the reference's budget */
} env;

typedef struct result {
    size_t n_melds;
    size_t size[MAX_MELDS];
    int32_t kind[MAX_MELDS];
    uint8_t cards[MAX_MELDS][MAX_MELD];
    uint8_t stands[MAX_MELDS][MAX_MELD];
    size_t n_unmatched, n_played;
    uint8_t unmatched[MAXC], played[MAXC];
} result;

/* Card counts indexed by code (0x40 = joker). */
typedef struct counts {
    int n[65];
} counts;

/* ---- random_support.c -------------------------------------------------- */

/* Opens the variant index's profile and solver, its questions drawn from
 * seed (moved by CR_TEST_SEED: other questions, the same tests). */
void env_open(env *e, int index, uint64_t seed);
void env_close(env *e);
int scaled(const env *e, int n);
/* scaled, never under least: a check that needs a few dozen questions keeps
 * them at any CR_TEST_SCALE (the valgrind stage runs at 10). */
int scaled_at_least(const env *e, int n, int least);
unsigned rnd(env *e, unsigned bound);
const char *text(const uint8_t *cards, size_t n);
void read_result(result *r, const cr_solver *s);
bool same_result(const result *a, const result *b);
void add_cards(counts *c, const uint8_t *cards, size_t n, int sign);
bool counts_zero(const counts *c);
int value_of(const env *e, const uint8_t *cards, size_t n);
const char *check_melds(const env *e, const result *r, counts *melded);
void shuffled_copy(env *e, uint8_t *out, const uint8_t *in, size_t n);
size_t gen_uniform(env *e, uint8_t *out, size_t n, unsigned packs, unsigned jokers);
int variant_index(const char *label);
bool has_wild(const env *e, const uint8_t *a, size_t na, const uint8_t *b, size_t nb);
size_t gen_dense(env *e, uint8_t *out, size_t n, unsigned packs, unsigned jokers,
                unsigned width);
size_t gen_meld(env *e, uint8_t *out, counts *used, unsigned packs, unsigned *jokers_left,
                size_t room);
size_t gen_meld_sum(env *e, uint8_t *out, unsigned melds, unsigned packs, unsigned jokers,
                counts *used, size_t max_n);
unsigned rnd_packs(env *e);
unsigned rnd_jokers(env *e);
/* The cards of packs packs and jokers jokers that are not in table,
 * shuffled into rest; their count. */
size_t deck_rest(env *e, uint8_t *rest, unsigned packs, unsigned jokers, const uint8_t *table,
                 size_t nt);
/* A bestplay question: a table of valid melds (up to max_table cards), a
 * hand of up to max_hand cards from the rest of the deck (one or two packs,
 * 0-4 jokers). */
void gen_question(env *e, uint8_t *table, size_t *nt, uint8_t *hand, size_t *nh,
                  size_t max_table, size_t max_hand);

/* ---- pinned questions of the LP tests (test_lp.c, test_lp_leave.c) ------ */

/* The presets whose random questions the LP tests ask. */
enum { N_LP_PRESETS = 7 };
extern const char *const lp_presets[N_LP_PRESETS];
/* The library's value of the cards (cri_card_value under e's profile). */
int hand_value(const env *e, const uint8_t *cards, size_t n);
/* The cards of a text (at most MAXC), which must parse. */
size_t parse_cards(uint8_t *out, const char *text);
/* A pinned question: the env of preset and seed opened, the hand of a
 * text (which must hold `cards` cards) into hand; its count. */
size_t open_with_hand(env *e, const char *preset, uint64_t seed, const char *text,
                      uint8_t *hand, size_t cards);
/* The LP's lean bound (cri_lp_lean_bound) when lean, else its bestplay
 * bound, under e's profile; whether it answered. */
bool lp_bound_of(cri_lp *lp, bool lean, const env *e, const uint8_t *table, size_t nt,
                 const uint8_t *hand, size_t nh, cri_lp_bound *out);

/* ---- the queries, checked against the reference (random_checks.c) ------ */

void check_deadwood(env *e, const uint8_t *hand, size_t n);
/* The solver's last answer to arrange(cards), got, read into *r: when got,
 * valid melds of exactly the cards. */
void check_arrangement(env *e, result *r, const uint8_t *cards, size_t n, int32_t got);
void check_arrange(env *e, const uint8_t *cards, size_t n);
void check_play(env *e, const result *r, const uint8_t *table, size_t nt,
                const uint8_t *hand, size_t nh, const char *what);
/* The play of the bestplay answer just given (count cards worth value), read
 * into r: valid melds of the table and the played cards, which with the
 * unplayed ones are the hand. */
void check_bestplay_play(env *e, result *r, const uint8_t *table, size_t nt,
                         const uint8_t *hand, size_t nh, int32_t count, int32_t value);
void check_bestplay(env *e, const uint8_t *table, size_t nt, const uint8_t *hand,
                size_t nh);
void check_meld(env *e, const uint8_t *cards, size_t n);

/* ---- the tricky cases and bad input (random_tricky.c) ------------------- */

void random_add_tricky(TCase *tc);

#endif
