/* The frozen generator: known answers from the reference implementations,
 * and golden shuffles computed independently (docs/determinism.md gives a
 * Python transcription of the algorithm that produced them). */
#include "check_main.h"
#include "common/internal.h"
#include "cards/random.h"

#include <string.h>

START_TEST(pcg32_reference_known_answers)
{
    /* pcg32-demo of the PCG reference: pcg32_srandom_r(&rng, 42u, 54u). */
    static const uint32_t expect[] = {0xa15c02b7, 0x7b47f409, 0xba1d3330,
                                      0x83d2f293, 0xbfa4784b, 0xcbed606e};
    cri_pcg32 rng;
    cri_pcg32_seed(&rng, 42u, 54u);
    for (size_t i = 0; i < CRI_ARRAY_LEN(expect); i++)
        ck_assert_uint_eq(cri_pcg32_next(&rng), expect[i]);
}
END_TEST

START_TEST(splitmix64_reference_known_answers)
{
    /* SplitMix64 (Vigna's splitmix64.c) from x = 1234567. */
    static const uint64_t expect[] = {UINT64_C(6457827717110365317), UINT64_C(3203168211198807973),
                                      UINT64_C(9817491932198370423), UINT64_C(4593380528125082431),
                                      UINT64_C(16408922859458223821)};
    uint64_t x = 1234567;
    for (size_t i = 0; i < CRI_ARRAY_LEN(expect); i++)
        ck_assert_uint_eq(cri_splitmix64_next(&x), expect[i]);
}
END_TEST

START_TEST(public_rng_is_seeded_through_splitmix)
{
    cr_rng *rng = NULL;
    ck_assert_int_eq(cr_rng_new(&rng, 42), CR_OK);
    static const uint32_t expect[] = {0xd11dd51f, 0xa9b04c45, 0xb5d97aa9, 0xa9eab6ce};
    for (size_t i = 0; i < CRI_ARRAY_LEN(expect); i++) {
        uint32_t v = 0;
        ck_assert_int_eq(cr_rng_next(&v, rng), CR_OK);
        ck_assert_uint_eq(v, expect[i]);
    }
    cr_rng_free(rng);
}
END_TEST

START_TEST(halves_give_the_same_sequence)
{
    uint64_t seed = UINT64_C(0x0123456789ABCDEF);
    cr_rng *a = NULL, *b = NULL;
    ck_assert_int_eq(cr_rng_new(&a, seed), CR_OK);
    ck_assert_int_eq(cr_rng_new_halves(&b, 0x01234567u, 0x89ABCDEFu), CR_OK);
    for (int i = 0; i < 100; i++) {
        uint32_t x, y;
        cr_rng_next(&x, a);
        cr_rng_next(&y, b);
        ck_assert_uint_eq(x, y);
    }
    cr_rng_free(a);
    cr_rng_free(b);
}
END_TEST

static void shuffled_deck(uint64_t seed, char *out, size_t cap)
{
    uint8_t deck[52];
    size_t n;
    ck_assert_int_eq(cr_deck_build(deck, sizeof deck, &n, 1, 0), CR_OK);
    cr_rng *rng = NULL;
    ck_assert_int_eq(cr_rng_new(&rng, seed), CR_OK);
    ck_assert_int_eq(cr_rng_shuffle(rng, deck, n), CR_OK);
    cr_rng_free(rng);
    ck_assert_int_eq(cr_cards_format(out, cap, NULL, deck, n, CR_FORMAT_ASCII), CR_OK);
}

START_TEST(golden_shuffles)
{
    static const struct {
        uint64_t seed;
        const char *deck;
    } golden[] = {
        {0, "10D KD 7H 4C 7D 10H 9S KC 8C QC QH 9C 10S 8S 5H 2H 2D 7S 6H 5S 7C KH 4S 8H 4H 4D "
            "5C JC 2S 3S 10C 9H KS JH 3D QS AC 6S JS 3C JD AH QD AS 8D 6D 3H 5D 2C 9D AD 6C"},
        {42, "2H JS 5D AS QS 4C 3H AC KH 10D 8C 6S 6C 5S 5C JC 4H 2S KC 9C 2D 4S 3S 10S KS 3C "
             "8D 7H 9D JH 7C 8H AD 7D 10H 8S QH KD 4D 9H AH 5H 7S 3D 6D JD QC 2C QD 10C 6H 9S"},
        {UINT64_MAX, "7H JD 5C 9S 3S 2S JH 6D 4D 10D AC 5D AS 4S AD 7S 8C KH KS 8H 7D QS 5H 6S 3C "
                     "9C QC 10S 5S 6H 2D AH 4H QD QH JC 10H JS 7C 6C KC 9D 9H 2H 3D 8D 8S 4C 10C "
                     "KD 2C 3H"},
    };
    for (size_t i = 0; i < CRI_ARRAY_LEN(golden); i++) {
        char text[256];
        shuffled_deck(golden[i].seed, text, sizeof text);
        ck_assert_str_eq(text, golden[i].deck);
    }
}
END_TEST

START_TEST(bounded_draws_stay_in_range_and_cover_it)
{
    cr_rng *rng = NULL;
    ck_assert_int_eq(cr_rng_new(&rng, 7), CR_OK);
    unsigned seen[7] = {0};
    for (int i = 0; i < 7000; i++) {
        uint32_t v = 99;
        ck_assert_int_eq(cr_rng_bounded(&v, rng, 7), CR_OK);
        ck_assert_uint_lt(v, 7);
        seen[v]++;
    }
    for (int i = 0; i < 7; i++) /* expectation 1000, sd ~31 */
        ck_assert_uint_gt(seen[i], 850);
    uint32_t v = 5;
    ck_assert_int_eq(cr_rng_bounded(&v, rng, 1), CR_OK);
    ck_assert_uint_eq(v, 0);
    ck_assert_int_eq(cr_rng_bounded(&v, rng, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rng_bounded(&v, rng, UINT32_MAX), CR_OK);
    ck_assert_uint_lt(v, UINT32_MAX);
    cr_rng_free(rng);
}
END_TEST

START_TEST(bounded_rejects_the_biased_zone)
{
    /* Bound 2^31 + 1 has threshold (2^32 - bound) % bound = 2^31 - 1, so
     * about half the raw outputs are rejected. Results stay below the bound,
     * and a twin applying the documented rule by hand consumes exactly the
     * same raw draws. */
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 3);
    uint32_t bound = 0x80000001u;
    for (int i = 0; i < 1000; i++)
        ck_assert_uint_lt(cri_pcg32_bounded(&rng, bound), bound);
    cri_pcg32 twin;
    cri_pcg32_seed64(&twin, 3);
    int raw = 0;
    for (int produced = 0; produced < 1000; raw++) {
        uint32_t r = cri_pcg32_next(&twin);
        if (r >= (uint32_t)(-bound) % bound)
            produced++;
    }
    ck_assert_int_gt(raw, 1500);
    ck_assert_uint_eq(cri_pcg32_next(&twin), cri_pcg32_next(&rng));
}
END_TEST

START_TEST(misuse_is_refused)
{
    ck_assert_int_eq(cr_rng_new(NULL, 1), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rng_new_halves(NULL, 1, 2), CR_E_INVALID_ARGUMENT);
    uint32_t v;
    ck_assert_int_eq(cr_rng_next(&v, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rng_shuffle(NULL, NULL, 0), CR_E_INVALID_ARGUMENT);
    cr_rng *rng = NULL;
    ck_assert_int_eq(cr_rng_new(&rng, 1), CR_OK);
    ck_assert_int_eq(cr_rng_next(NULL, rng), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rng_shuffle(rng, NULL, 3), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rng_shuffle(rng, NULL, 0), CR_OK);
    cr_rng_free(rng);
    cr_rng_free(NULL);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("rng");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, pcg32_reference_known_answers);
    tcase_add_test(tc, splitmix64_reference_known_answers);
    tcase_add_test(tc, public_rng_is_seeded_through_splitmix);
    tcase_add_test(tc, halves_give_the_same_sequence);
    tcase_add_test(tc, golden_shuffles);
    tcase_add_test(tc, bounded_draws_stay_in_range_and_cover_it);
    tcase_add_test(tc, bounded_rejects_the_biased_zone);
    tcase_add_test(tc, misuse_is_refused);
    suite_add_tcase(s, tc);
    return s;
}
