#include "check_main.h"

#include <stdlib.h>

uint64_t cr_test_seed(void)
{
    const char *text = getenv("CR_TEST_SEED");
    if (!text || !*text)
        return 0;
    char *end = NULL;
    unsigned long long n = strtoull(text, &end, 10);
    ck_assert_msg(*end == '\0' && text[0] >= '0' && text[0] <= '9',
                  "CR_TEST_SEED=%s: not a number", text);
    return (uint64_t)n;
}

int main(void)
{
    SRunner *runner = srunner_create(cr_test_suite());
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
