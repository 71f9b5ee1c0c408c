/* Mapping a block's pages ahead (lib/common/prefault.h): a hint that never
 * changes what the block holds, whatever its size and alignment, and a
 * calloc that hands over zeros (below and above the size where it asks the
 * kernel) and refuses a size that overflows. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "common/prefault.h"

/* Sizes around the page and around the threshold (64 KiB), and large. */
static const size_t sizes[] = {1, 4095, 4096, 4097, 65535, 65536, 65537, 100000, 1 << 20};

static unsigned char pattern(size_t i)
{
    return (unsigned char)(i * 131u + 7u);
}

/* The first byte of b[0..n) that is not its pattern (or zero), or n. */
static size_t first_off_pattern(const unsigned char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (b[i] != pattern(i))
            return i;
    return n;
}

static size_t first_nonzero(const unsigned char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (b[i])
            return i;
    return n;
}

START_TEST(prefault_keeps_contents)
{
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        size_t n = sizes[k] + 64;
        unsigned char *b = malloc(n);
        ck_assert_ptr_nonnull(b);
        for (size_t i = 0; i < n; i++)
            b[i] = pattern(i);
        /* unaligned starts and ends, inside the block */
        cri_prefault(b + 3, sizes[k]);
        cri_prefault(b, n);
        ck_assert_uint_eq(first_off_pattern(b, n), n);
        free(b);
    }
}
END_TEST

START_TEST(prefault_ignores_nothing_to_do)
{
    unsigned char one = 42;
    cri_prefault(NULL, 0);
    cri_prefault(NULL, 1 << 20);
    cri_prefault(&one, 0);
    cri_prefault(&one, 1);
    ck_assert_uint_eq(one, 42);
}
END_TEST

START_TEST(calloc_prefaulted_is_zeroed)
{
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        /* a block freed dirty first, so that a reused one shows its old bytes unless zeroed */
        unsigned char *dirty = malloc(sizes[k]);
        ck_assert_ptr_nonnull(dirty);
        memset(dirty, 0xA5, sizes[k]);
        free(dirty);
        unsigned char *b = cri_calloc_prefaulted(sizes[k], 1);
        ck_assert_ptr_nonnull(b);
        ck_assert_uint_eq(first_nonzero(b, sizes[k]), sizes[k]);
        free(b);
        uint64_t *w = cri_calloc_prefaulted(sizes[k], sizeof *w);
        ck_assert_ptr_nonnull(w);
        ck_assert_uint_eq(first_nonzero((const unsigned char *)w, sizes[k] * sizeof *w),
                          sizes[k] * sizeof *w);
        free(w);
    }
}
END_TEST

START_TEST(calloc_prefaulted_refuses_overflow)
{
    ck_assert_ptr_null(cri_calloc_prefaulted(SIZE_MAX / 2 + 1, 2));
    /* a product that wraps to a size past the threshold, not only to zero */
    ck_assert_ptr_null(cri_calloc_prefaulted(SIZE_MAX / 2 + 1 + 65536, 2));
    ck_assert_ptr_null(cri_calloc_prefaulted(SIZE_MAX, SIZE_MAX));
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("prefault");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, prefault_keeps_contents);
    tcase_add_test(tc, prefault_ignores_nothing_to_do);
    tcase_add_test(tc, calloc_prefaulted_is_zeroed);
    tcase_add_test(tc, calloc_prefaulted_refuses_overflow);
    suite_add_tcase(s, tc);
    return s;
}
