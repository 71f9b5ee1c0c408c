/* Every Check test program defines cr_test_suite(); tests/check_main.c runs
 * it and prints Check's summary line (which lands in tests/<name>.log). */
#ifndef CR_CHECK_MAIN_H
#define CR_CHECK_MAIN_H
#include <check.h>
Suite *cr_test_suite(void);
#endif
