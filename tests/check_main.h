/* Every Check test program defines cr_test_suite(); tests/check_main.c runs
 * it and prints Check's summary line (which lands in tests/<name>.log). */
#ifndef CR_CHECK_MAIN_H
#define CR_CHECK_MAIN_H
#include <check.h>
#include <stdint.h>
Suite *cr_test_suite(void);
/* CR_TEST_SEED (0 when unset): the random tests (the solver's, the MANIP
 * commits', the playouts') move their seeds by it, to draw other
 * questions; anything but a number fails the test that asks. */
uint64_t cr_test_seed(void);
#endif
