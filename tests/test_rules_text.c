#include "check_main.h"
#include "options.h"
Suite *cr_test_suite(void){ return suite_create("test_rules_text"); }
