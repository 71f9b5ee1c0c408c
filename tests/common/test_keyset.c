/* The set of byte strings the wild break arrangement remembers its states
 * in (lib/common/keyset.h), against a plain list: random keys of 0..40
 * bytes over a two-letter alphabet (so many repeat, and many share a
 * prefix or differ only in length) answer NEW the first time and FOUND
 * after, whatever the growth; under a small budget a key that does not fit
 * is FULL each time it comes, the keys kept stay FOUND, and the set never
 * takes more than its budget. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "cards/random.h"
#include "common/keyset.h"

enum { KEY_MAX = 40, KEYS = 20000 };

typedef struct plain {
    uint8_t key[KEYS][KEY_MAX];
    size_t len[KEYS];
    bool kept[KEYS];
    size_t n;
} plain;

/* The index of key in the plain list, or -1. */
static long plain_find(const plain *p, const uint8_t *key, size_t len)
{
    for (size_t i = 0; i < p->n; i++)
        if (p->len[i] == len && !memcmp(p->key[i], key, len))
            return (long)i;
    return -1;
}

static size_t bytes_of(const cri_keyset *s)
{
    return s->slots * sizeof(cri_keyset_slot) + s->room;
}

/* rounds random keys into a set of the given budget, checked against the
 * plain list; returns how many came back FULL. */
static size_t against_plain(size_t budget, int rounds, uint64_t seed)
{
    plain *p = calloc(1, sizeof *p);
    ck_assert_ptr_nonnull(p);
    cri_keyset s;
    cri_keyset_init(&s, budget);
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, seed);
    size_t full = 0, found = 0;
    for (int r = 0; r < rounds; r++) {
        uint8_t key[KEY_MAX];
        size_t len = cri_pcg32_bounded(&rng, KEY_MAX + 1);
        for (size_t i = 0; i < len; i++)
            key[i] = (uint8_t)('a' + cri_pcg32_bounded(&rng, 2));
        long at = plain_find(p, key, len);
        cri_keyset_added got = cri_keyset_add(&s, key, len);
        if (at >= 0 && p->kept[at]) {
            ck_assert_int_eq(got, CRI_KEYSET_FOUND);
            found++;
        } else {
            ck_assert_msg(got == CRI_KEYSET_NEW || got == CRI_KEYSET_FULL, "round %d: %d", r, (int)got);
            if (at < 0) {
                ck_assert_uint_lt(p->n, KEYS);
                at = (long)p->n++;
                memcpy(p->key[at], key, len);
                p->len[at] = len;
            }
            p->kept[at] = got == CRI_KEYSET_NEW;
            if (got == CRI_KEYSET_FULL)
                full++;
        }
        ck_assert_uint_le(bytes_of(&s), budget);
    }
    size_t kept = 0;
    for (size_t i = 0; i < p->n; i++)
        kept += p->kept[i];
    ck_assert_uint_eq(s.n, kept);
    ck_assert_uint_gt(found, 0);
    cri_keyset_free(&s);
    ck_assert_uint_eq(bytes_of(&s), 0);
    free(p);
    return full;
}

START_TEST(keys_found_after_growth)
{
    /* 100 MB: nothing is FULL; the table doubles many times (12,000
     * distinct keys or so, 64 slots at first) */
    for (uint64_t seed = 1; seed <= 3; seed++)
        ck_assert_uint_eq(against_plain(100u << 20, 15000, seed), 0);
}
END_TEST

START_TEST(budget_holds)
{
    for (uint64_t seed = 1; seed <= 3; seed++)
        ck_assert_uint_gt(against_plain(20000, 5000, seed), 0);
}
END_TEST

START_TEST(budget_too_small_for_any_key)
{
    cri_keyset s;
    cri_keyset_init(&s, 100);
    ck_assert_int_eq(cri_keyset_add(&s, "abc", 3), CRI_KEYSET_FULL);
    ck_assert_int_eq(cri_keyset_add(&s, "abc", 3), CRI_KEYSET_FULL);
    ck_assert_uint_eq(s.n, 0);
    cri_keyset_free(&s);
}
END_TEST

/* The empty key is a key like any other, and keys that are prefixes of
 * each other are different keys. */
START_TEST(empty_and_prefix_keys)
{
    cri_keyset s;
    cri_keyset_init(&s, 1u << 20);
    ck_assert_int_eq(cri_keyset_add(&s, "", 0), CRI_KEYSET_NEW);
    ck_assert_int_eq(cri_keyset_add(&s, "", 0), CRI_KEYSET_FOUND);
    ck_assert_int_eq(cri_keyset_add(&s, "ab", 2), CRI_KEYSET_NEW);
    ck_assert_int_eq(cri_keyset_add(&s, "ab\0", 3), CRI_KEYSET_NEW);
    ck_assert_int_eq(cri_keyset_add(&s, "a", 1), CRI_KEYSET_NEW);
    ck_assert_int_eq(cri_keyset_add(&s, "ab", 2), CRI_KEYSET_FOUND);
    ck_assert_uint_eq(s.n, 4);
    cri_keyset_free(&s);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("keyset");
    TCase *tc = tcase_create("keyset");
    tcase_add_test(tc, keys_found_after_growth);
    tcase_add_test(tc, budget_holds);
    tcase_add_test(tc, budget_too_small_for_any_key);
    tcase_add_test(tc, empty_and_prefix_keys);
    suite_add_tcase(s, tc);
    return s;
}
