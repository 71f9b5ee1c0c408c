/* The internal bitmask multiset, checked against a plain count array. */
#include "check_main.h"
#include "common/internal.h"
#include "cards/multiset.h"
#include "cards/random.h"

START_TEST(add_remove_count_match_a_count_array)
{
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 11);
    for (int round = 0; round < 200; round++) {
        cri_multiset ms;
        cri_ms_clear(&ms);
        unsigned counts[CRI_CODE_SPACE] = {0};
        for (int step = 0; step < 400; step++) {
            unsigned code = cri_pcg32_bounded(&rng, CRI_CODE_SPACE);
            bool add = cri_pcg32_bounded(&rng, 3) != 0;
            bool valid = cri_code_is_valid(code);
            unsigned cap = code == CRI_JOKER_CODE ? CR_MAX_JOKERS : CR_MAX_PACKS;
            if (add) {
                bool ok = cri_ms_add(&ms, code);
                ck_assert(ok == (valid && counts[code] < cap));
                if (ok)
                    counts[code]++;
            } else {
                bool ok = cri_ms_remove(&ms, code);
                ck_assert(ok == (valid && counts[code] > 0));
                if (ok)
                    counts[code]--;
            }
            /* Thermometer invariant: copy[k+1] is a subset of copy[k]. */
            for (int k = 0; k + 1 < CRI_MS_COPIES; k++)
                ck_assert_uint_eq(ms.copy[k + 1] & ~ms.copy[k], 0);
            ck_assert_uint_eq(ms.copy[0] & ~CRI_LANE_RANKS, 0);
        }
        unsigned total = 0;
        for (unsigned c = 0; c < CRI_CODE_SPACE; c++) {
            ck_assert_uint_eq(cri_ms_count(&ms, c), counts[c]);
            total += counts[c];
        }
        ck_assert_uint_eq(cri_ms_total(&ms), total);
        for (unsigned rank = 1; rank <= 13; rank++) {
            unsigned n = 0, suits = 0;
            for (unsigned s = 0; s < 4; s++) {
                n += counts[s << 4 | rank];
                if (counts[s << 4 | rank])
                    suits |= 1u << s;
            }
            ck_assert_uint_eq(cri_ms_rank_count(&ms, rank), n);
            ck_assert_uint_eq(cri_rank_suits(ms.copy[0], rank), suits);
        }
        /* Canonical listing rebuilds the same multiset. */
        uint8_t cards[CR_MAX_CARDS];
        size_t n = cri_ms_to_cards(&ms, cards);
        ck_assert_uint_eq(n, total);
        for (size_t i = 1; i < n; i++)
            ck_assert_uint_le(cards[i - 1], cards[i]);
        cri_multiset again;
        ck_assert_int_eq(cri_ms_from_cards(&again, cards, n), CR_OK);
        ck_assert(cri_ms_equal(&ms, &again));
        ck_assert(cri_ms_subset(&ms, &again));
        if (n > 0) {
            cri_ms_remove(&again, cards[0]);
            ck_assert(cri_ms_subset(&again, &ms));
            ck_assert(!cri_ms_subset(&ms, &again));
        }
    }
}
END_TEST

START_TEST(from_cards_refuses_bad_input)
{
    cri_multiset ms;
    uint8_t bad[] = {CR_CARD(5, 0), 0x0F};
    ck_assert_int_eq(cri_ms_from_cards(&ms, bad, 2), CR_E_INVALID_ARGUMENT);
    uint8_t four[] = {CR_CARD(5, 0), CR_CARD(5, 0), CR_CARD(5, 0), CR_CARD(5, 0)};
    ck_assert_int_eq(cri_ms_from_cards(&ms, four, 3), CR_OK);
    ck_assert_int_eq(cri_ms_from_cards(&ms, four, 4), CR_E_LIMIT);
    uint8_t jokers[7];
    for (int i = 0; i < 7; i++)
        jokers[i] = CR_CARD_JOKER;
    ck_assert_int_eq(cri_ms_from_cards(&ms, jokers, 6), CR_OK);
    ck_assert_uint_eq(ms.jokers, 6);
    ck_assert_int_eq(cri_ms_from_cards(&ms, jokers, 7), CR_E_LIMIT);
}
END_TEST

/* Naive: is there a run of len starting at code c in mask m? */
static bool naive_run(uint64_t m, unsigned c, unsigned len)
{
    unsigned rank = c & 15;
    if (!cri_code_is_standard(c) || rank + len - 1 > 13)
        return false;
    for (unsigned i = 0; i < len; i++)
        if (!((m >> (c + i)) & 1))
            return false;
    return true;
}

START_TEST(run_starts_match_a_naive_scan)
{
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 5);
    unsigned mismatches = 0;
    for (int round = 0; round < 2000; round++) {
        uint64_t m = (((uint64_t)cri_pcg32_next(&rng) << 32) | cri_pcg32_next(&rng)) |
                     (((uint64_t)cri_pcg32_next(&rng) << 32) | cri_pcg32_next(&rng));
        m &= CRI_LANE_RANKS;
        /* Count disagreements and assert once: ck_assert per bit is slow. */
        for (unsigned len = 1; len <= 13; len++) {
            uint64_t starts = cri_run_starts(m, len);
            for (unsigned c = 0; c < 64; c++)
                mismatches += ((starts >> c) & 1) != naive_run(m, c, len);
        }
        for (unsigned s = 0; s < 4; s++)
            for (unsigned r = 1; r <= 13; r++)
                mismatches += ((cri_suit_ranks(m, s) >> (r - 1)) & 1) != ((m >> (s * 16 + r)) & 1);
    }
    ck_assert_uint_eq(mismatches, 0);
    /* A run never continues from king into the next suit's ace. */
    uint64_t m = (UINT64_C(1) << CR_CARD(12, 0)) | (UINT64_C(1) << CR_CARD(13, 0)) |
                 (UINT64_C(1) << CR_CARD(1, 1));
    ck_assert_uint_eq(cri_run_starts(m, 3), 0);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("multiset");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, add_remove_count_match_a_count_array);
    tcase_add_test(tc, from_cards_refuses_bad_input);
    tcase_add_test(tc, run_starts_match_a_naive_scan);
    suite_add_tcase(s, tc);
    return s;
}
