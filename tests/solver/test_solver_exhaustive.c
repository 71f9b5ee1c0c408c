/* The solver against an exhaustive search of its own, on small hands of
 * every profile (fixed seeds): deadwood, arrange and bestplay values must
 * agree, and every returned partition is checked meld by meld, card by card,
 * wild declarations included. (The large randomised comparison with the
 * independent reference solver is tests/solver/test_solver_random.c.) */
#include "check_main.h"
#include "common/internal.h"
#include "solver/meld.h"
#include "solver/solver_internal.h"
#include "cards/multiset.h"
#include "cards/random.h"

#include <string.h>

#define MAXN 12
#define BIG_COST 1000000000LL

static const char *const presets[] = {"boathouse", "straight6", "straight7", "skip",
                                      "round-the-corner", "block", "queen-city", "double",
                                      "java", "rummy-poker", "carousel", "rockit"};

/* Exhaustive minimum: leave[i] is the cost of leaving card i out (BIG_COST: must meld). */
static long long brute(const cri_meld_profile *p, const uint8_t *cards, size_t n,
                       const long long *leave)
{
    size_t full = (size_t)1 << n;
    static bool is_meld[1 << MAXN];
    static long long best[1 << MAXN];
    for (size_t m = 1; m < full; m++) {
        uint8_t sub[MAXN];
        size_t k = 0;
        for (size_t i = 0; i < n; i++)
            if (m >> i & 1u)
                sub[k++] = cards[i];
        is_meld[m] = k >= 3 && cri_meld_check(p, sub, k, NULL, NULL, NULL) != CR_MELD_NONE;
    }
    best[0] = 0;
    for (size_t m = 1; m < full; m++) {
        size_t low = (size_t)__builtin_ctzll(m);
        long long b = leave[low] >= BIG_COST ? BIG_COST : leave[low] + best[m & ~((size_t)1 << low)];
        if (b > BIG_COST)
            b = BIG_COST;
        /* Melds holding the lowest card. */
        size_t rest = m & ~((size_t)1 << low);
        for (size_t s = rest;; s = (s - 1) & rest) {
            size_t meld = s | ((size_t)1 << low);
            if (is_meld[meld] && best[m & ~meld] < b)
                b = best[m & ~meld];
            if (!s)
                break;
        }
        best[m] = b;
    }
    return best[full - 1];
}

/* Checks the solver's last partition: each meld valid with its declarations,
 * cards of melds + unmatched (+ unplayed) = the input. */
static void check_partition(const cr_solver *s, const cri_meld_profile *p, const uint8_t *cards,
                            size_t n)
{
    cri_meld_profile plain = *p;
    plain.wild_deuces = 0;
    plain.need_natural = 0;
    cri_multiset seen, input;
    cri_ms_clear(&seen);
    ck_assert_int_eq(cri_ms_from_cards(&input, cards, n), CR_OK);
    int32_t melds = cr_solver_result_meld_count(s);
    for (int32_t i = 0; i < melds; i++) {
        uint8_t mc[CR_MAX_CARDS], ms[CR_MAX_CARDS];
        size_t k = 0;
        int32_t kind = 0;
        ck_assert_int_eq(cr_solver_result_meld(mc, ms, CR_MAX_CARDS, &k, &kind, s, (size_t)i),
                         CR_OK);
        ck_assert_int_eq(cri_meld_check(p, mc, k, NULL, NULL, NULL), kind);
        bool natural = false;
        for (size_t j = 0; j < k; j++) {
            ck_assert(cri_ms_add(&seen, mc[j]));
            if (!cri_card_is_wild(p, mc[j])) {
                ck_assert_int_eq(mc[j], ms[j]); /* a natural stands for itself */
                natural = true;
            }
            ck_assert(cri_code_is_standard(ms[j]));
        }
        ck_assert(natural || !p->need_natural);
        /* The declared cards form the same kind of meld with no wild card. */
        ck_assert_int_eq(cri_meld_check(&plain, ms, k, NULL, NULL, NULL), kind);
    }
    uint8_t un[CR_MAX_CARDS];
    size_t nu = 0;
    ck_assert_int_eq(cr_solver_result_unmatched(un, CR_MAX_CARDS, &nu, s), CR_OK);
    for (size_t j = 0; j < nu; j++)
        ck_assert(cri_ms_add(&seen, un[j]));
    ck_assert(cri_ms_equal(&seen, &input));
}

/* A random hand: either uniform from the deck or dense (a window of ranks). */
static size_t random_hand(cri_pcg32 *rng, uint8_t *out, size_t want, unsigned packs,
                          unsigned jokers)
{
    uint8_t deck[CR_MAX_CARDS];
    size_t nd = 0;
    bool dense = cri_pcg32_bounded(rng, 2) == 0;
    unsigned lo = 1 + cri_pcg32_bounded(rng, 13), width = 3 + cri_pcg32_bounded(rng, 3);
    for (unsigned k = 0; k < packs; k++)
        for (unsigned s = 0; s < 4; s++)
            for (unsigned r = 1; r <= 13; r++) {
                unsigned off = (r + 13 - lo) % 13;
                if (!dense || off < width)
                    deck[nd++] = CR_CARD(r, s);
            }
    for (unsigned j = 0; j < jokers; j++)
        deck[nd++] = CRI_JOKER_CODE;
    cri_shuffle(rng, deck, nd);
    if (want > nd)
        want = nd;
    memcpy(out, deck, want);
    return want;
}

static void run_profile(const char *name, const char *seq_mode, uint64_t seed, int rounds)
{
    cr_meld_profile *prof = NULL;
    cr_solver *s = NULL;
    ck_assert_int_eq(cr_meld_profile_new(&prof, name), CR_OK);
    if (seq_mode)
        ck_assert_int_eq(cr_meld_profile_set(prof, "seq_mode", seq_mode), CR_OK);
    ck_assert_int_eq(cr_solver_new(&s, prof), CR_OK);
    const cri_meld_profile *p = &prof->p;
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, seed);
    for (int round = 0; round < rounds; round++) {
        unsigned packs = 1 + cri_pcg32_bounded(&rng, 2);
        unsigned jokers = cri_pcg32_bounded(&rng, 5);
        /* Every other round with the suit bound from the first step (it
         * joins in after CRI_BOUND_AFTER steps otherwise). */
        s->bound_at_once = round % 2 == 1;
        /* And every other pair of rounds with the LP root bound from the
         * first step (docs/solver.md, "The LP root bound"). */
        s->lp_at_once = round % 4 >= 2;
        uint8_t cards[MAXN];
        size_t n = random_hand(&rng, cards, 3 + cri_pcg32_bounded(&rng, MAXN - 2), packs, jokers);
        long long leave[MAXN];
        /* deadwood */
        for (size_t i = 0; i < n; i++)
            leave[i] = cri_card_value(p, cards[i]);
        long long want = brute(p, cards, n, leave);
        int32_t got = -1;
        ck_assert_int_eq(cr_solver_deadwood(&got, s, cards, n), CR_OK);
        if (got != want) {
            char text[256];
            cr_cards_format(text, sizeof text, NULL, cards, n, 0);
            ck_abort_msg("%s deadwood of %s: solver %d, exhaustive %lld", name, text, got, want);
        }
        check_partition(s, p, cards, n);
        /* arrange */
        for (size_t i = 0; i < n; i++)
            leave[i] = BIG_COST;
        want = brute(p, cards, n, leave) == 0;
        ck_assert_int_eq(cr_solver_arrange(&got, s, cards, n), CR_OK);
        if (got != want) {
            char text[256];
            cr_cards_format(text, sizeof text, NULL, cards, n, 0);
            ck_abort_msg("%s arrange of %s: solver %d, exhaustive %lld", name, text, got, want);
        }
        if (got)
            check_partition(s, p, cards, n);
        /* bestplay: the first nt cards are the table */
        size_t nt = cri_pcg32_bounded(&rng, (uint32_t)n + 1);
        for (size_t i = 0; i < n; i++)
            leave[i] = i < nt ? BIG_COST : 1000000 + cri_card_value(p, cards[i]);
        long long table_ok = brute(p, cards, nt, leave) == 0;
        int32_t count = -1, value = -1;
        int32_t rc = cr_solver_bestplay(&count, &value, s, cards, nt, cards + nt, n - nt);
        char text[256];
        cr_cards_format(text, sizeof text, NULL, cards, n, 0);
        if (!table_ok) {
            ck_assert_msg(rc == CR_E_UNSATISFIABLE, "%s bestplay %s nt=%zu: rc %d", name, text, nt,
                          rc);
            continue;
        }
        ck_assert_msg(rc == CR_OK, "%s bestplay %s nt=%zu: rc %d", name, text, nt, rc);
        long long left = brute(p, cards, n, leave);
        long long hand_value = 0;
        for (size_t i = nt; i < n; i++)
            hand_value += cri_card_value(p, cards[i]);
        long long want_count = (long long)(n - nt) - left / 1000000;
        long long want_value = hand_value - left % 1000000;
        ck_assert_msg(count == want_count && value == want_value,
                      "%s bestplay %s nt=%zu: solver %d/%d, exhaustive %lld/%lld", name, text, nt,
                      count, value, want_count, want_value);
        check_partition(s, p, cards, n);
        uint8_t played[CR_MAX_CARDS];
        size_t np = 0;
        ck_assert_int_eq(cr_solver_result_played(played, CR_MAX_CARDS, &np, s), CR_OK);
        ck_assert_uint_eq(np, (size_t)count);
        int32_t yes = -1;
        ck_assert_int_eq(cr_solver_can_join(&yes, s, cards, nt, cards + nt, n - nt), CR_OK);
        ck_assert_int_eq(yes, count > 0);
    }
    cr_solver_free(s);
    cr_meld_profile_free(prof);
}

START_TEST(every_profile_agrees_with_exhaustive_search)
{
    run_profile(presets[_i], NULL, 0x5EED0000u + (uint64_t)_i, 300);
}
END_TEST

/* The group and wild-card rules of each profile under the other sequence modes. */
START_TEST(every_sequence_mode_agrees_with_exhaustive_search)
{
    static const char *const modes[] = {"LOW", "HIGH_OR_LOW", "CYCLIC"};
    for (int m = 0; m < 3; m++)
        run_profile(presets[_i], modes[m], 0x5EED1000u + (uint64_t)(_i * 3 + m), 100);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("solver_exhaustive");
    TCase *tc = tcase_create("exhaustive");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, every_profile_agrees_with_exhaustive_search, 0,
                        (int)CRI_ARRAY_LEN(presets));
    tcase_add_loop_test(tc, every_sequence_mode_agrees_with_exhaustive_search, 0,
                        (int)CRI_ARRAY_LEN(presets));
    suite_add_tcase(s, tc);
    return s;
}
