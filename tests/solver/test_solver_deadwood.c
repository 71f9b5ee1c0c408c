/* The LOW one-pack deadwood search (lib/solver/solver_deadwood_low.c) against the
 * plain one-pack search it shortcuts (lib/solver/solver_deadwood.c): on random and
 * meld-dense one-pack hands of 0..16 cards, under the LOW profiles and
 * overrides that reach its branches (group_min 4, unlimited groups, cards
 * worth 0), both must give the same deadwood (RULES.md 1.6) and the same
 * partition in the same order; cr_solver_deadwood must give it too, whatever
 * the order of the cards. Fixed seeds. */
#include "check_main.h"
#include "common/internal.h"
#include "cards/random.h"
#include "solver/solver_deadwood.h"
#include "solver/solver_deadwood_low.h"
#include "solver/solver_internal.h"

#include <string.h>

#define HANDS 6000

typedef struct variant {
    const char *preset;
    const char *key, *value; /* one override, or NULL */
    const char *key2, *value2;
} variant;

static const variant variants[] = {
    {"straight7", NULL, NULL, NULL, NULL},
    {"queen-city", NULL, NULL, NULL, NULL},
    {"straight7", "group_min", "4", NULL, NULL},
    {"straight7", "group_max", "unlimited", NULL, NULL},
    /* Zero-valued cards: leaving one out ties with melding it. */
    {"straight7", "value.5", "0", "value.K", "0"},
    {"straight7", "value.A", "0", "value.9", "0"},
    /* Wild deuces: hands without a 2 still take the LOW search. */
    {"java", NULL, NULL, NULL, NULL},
};

static cr_solver *solver_of(const variant *v)
{
    cr_meld_profile *p = NULL;
    cr_solver *s = NULL;
    ck_assert_int_eq(cr_meld_profile_new(&p, v->preset), CR_OK);
    if (v->key)
        ck_assert_int_eq(cr_meld_profile_set(p, v->key, v->value), CR_OK);
    if (v->key2)
        ck_assert_int_eq(cr_meld_profile_set(p, v->key2, v->value2), CR_OK);
    ck_assert_int_eq(cr_solver_new(&s, p), CR_OK);
    cr_meld_profile_free(p);
    ck_assert(cri_deadwood_low_applies(&s->prof));
    return s;
}

static void clear_result(cr_solver *s)
{
    s->res.meld_count = s->res.card_count = s->res.unmatched_count = 0;
}

/* The result as far as the accessors show it. */
static void assert_same_result(const cri_result *a, const cri_result *b)
{
    ck_assert_uint_eq(a->meld_count, b->meld_count);
    for (size_t i = 0; i < a->meld_count; i++) {
        ck_assert_uint_eq(a->melds[i].kind, b->melds[i].kind);
        ck_assert_uint_eq(a->melds[i].count, b->melds[i].count);
        ck_assert_uint_eq(a->melds[i].start, b->melds[i].start);
    }
    ck_assert_uint_eq(a->card_count, b->card_count);
    ck_assert_mem_eq(a->cards, b->cards, a->card_count);
    ck_assert_mem_eq(a->stands_for, b->stands_for, a->card_count);
    ck_assert_uint_eq(a->unmatched_count, b->unmatched_count);
    ck_assert_mem_eq(a->unmatched, b->unmatched, a->unmatched_count);
}

/* n cards of one pack, either uniform or from a few adjacent ranks. */
static size_t deal(cri_pcg32 *rng, uint8_t *hand, uint64_t *mask, bool wild_deuces)
{
    uint8_t pool[52];
    size_t np = 0;
    unsigned style = cri_pcg32_bounded(rng, 3);
    if (style == 0) {
        cr_deck_build(pool, sizeof pool, &np, 1, 0);
    } else {
        unsigned width = 3 + cri_pcg32_bounded(rng, 4) + style;
        unsigned low = 1 + cri_pcg32_bounded(rng, 14 - width);
        for (unsigned r = low; r < low + width; r++)
            for (unsigned s = 0; s < 4; s++)
                pool[np++] = CR_CARD(r, s);
    }
    cri_shuffle(rng, pool, np);
    size_t max = np < CRI_DEADWOOD_LOW_MAX_CARDS ? np : CRI_DEADWOOD_LOW_MAX_CARDS;
    size_t n = 0, want = cri_pcg32_bounded(rng, (uint32_t)max + 1);
    *mask = 0;
    for (size_t i = 0; i < np && n < want; i++) {
        if (wild_deuces && (pool[i] & 15u) == 2)
            continue;
        hand[n++] = pool[i];
        *mask |= UINT64_C(1) << pool[i];
    }
    return n;
}

/* RULES.md 1.6: the LOW search is the plain search, answer for answer. */
START_TEST(low_search_matches_the_plain_search)
{
    const variant *v = &variants[_i];
    cr_solver *s = solver_of(v);
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 0xDEAD0000u + (uint64_t)_i);
    cri_result plain;
    /* Counts of what the hands reached, so the test cannot pass vacuously. */
    unsigned searched = 0, with_runs = 0, with_groups = 0, long_stretch = 0;
    for (int h = 0; h < HANDS; h++) {
        uint8_t hand[CRI_DEADWOOD_LOW_MAX_CARDS];
        uint64_t mask;
        size_t n = deal(&rng, hand, &mask, s->prof.wild_deuces != 0);
        int32_t want = -1, got = -2, api = -3;
        clear_result(s);
        s->steps = 0;
        ck_assert(cri_deadwood_one_pack_search(s, mask, &want));
        plain = s->res;
        clear_result(s);
        s->steps = 0;
        ck_assert(cri_deadwood_low(s, mask, &got));
        ck_assert_int_eq(got, want);
        assert_same_result(&s->res, &plain);
        searched += s->steps > 1;
        for (size_t i = 0; i < plain.meld_count; i++) {
            with_runs += plain.melds[i].kind == CR_MELD_RUN;
            with_groups += plain.melds[i].kind == CR_MELD_GROUP;
            if (i > 0 && plain.melds[i].kind == CR_MELD_RUN &&
                plain.melds[i - 1].kind == CR_MELD_RUN &&
                plain.cards[plain.melds[i].start] ==
                    plain.cards[plain.melds[i - 1].start + plain.melds[i - 1].count - 1] + 1)
                long_stretch++; /* a stretch of 6+ split into runs */
        }
        /* The public entry, on the cards in a shuffled order. */
        cri_shuffle(&rng, hand, n);
        ck_assert_int_eq(cr_solver_deadwood(&api, s, hand, n), CR_OK);
        ck_assert_int_eq(api, want);
        assert_same_result(&s->res, &plain);
    }
    ck_assert_uint_gt(searched, HANDS / 20);
    ck_assert_uint_gt(with_runs, HANDS / 20);
    ck_assert_uint_gt(long_stretch, 10);
    if (strcmp(v->key ? v->key : "", "group_min") != 0)
        ck_assert_uint_gt(with_groups, HANDS / 20);
    cr_solver_free(s);
}
END_TEST

/* The one-pass entry leaves repeats, jokers and bad codes to the general
 * path, which still reports them (RULES.md 1.6 on a two-pack hand). */
START_TEST(one_pack_entry_leaves_other_hands_to_the_general_path)
{
    cr_solver *s = solver_of(&variants[0]);
    int32_t dw = -1;
    const uint8_t twice[] = {CR_CARD(5, 0), CR_CARD(6, 0), CR_CARD(7, 0), CR_CARD(5, 0)};
    ck_assert_int_eq(cr_solver_deadwood(&dw, s, twice, 4), CR_OK);
    ck_assert_int_eq(dw, 5);
    const uint8_t joker[] = {CR_CARD(5, 0), CR_CARD_JOKER};
    ck_assert_int_eq(cr_solver_deadwood(&dw, s, joker, 2), CR_OK);
    const uint8_t bad[] = {CR_CARD(5, 0), 0x0E};
    ck_assert_int_eq(cr_solver_deadwood(&dw, s, bad, 2), CR_E_INVALID_ARGUMENT);
    ck_assert_str_ne(cr_solver_last_error(s), "");
    ck_assert_int_eq(cr_solver_deadwood(&dw, s, NULL, 0), CR_OK);
    ck_assert_int_eq(dw, 0);
    ck_assert_int_eq(cr_solver_deadwood(&dw, s, NULL, 3), CR_E_INVALID_ARGUMENT);
    cr_solver_free(s);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("solver_deadwood");
    TCase *tc = tcase_create("low");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, low_search_matches_the_plain_search, 0,
                        (int)CRI_ARRAY_LEN(variants));
    tcase_add_test(tc, one_pack_entry_leaves_other_hands_to_the_general_path);
    suite_add_tcase(s, tc);
    return s;
}
