/* Helpers of the rules registry's tests (test_rules.c, test_rules_deal.c). */
#ifndef CR_TESTS_RULES_HELPERS_H
#define CR_TESTS_RULES_HELPERS_H

#include "check_main.h"

#include <string.h>

/* A preset's rules (fails the test if they cannot be made). */
static inline cr_rules *make(const char *preset)
{
    cr_rules *r = NULL;
    ck_assert_int_eq(cr_rules_new(&r, preset), CR_OK);
    ck_assert_ptr_nonnull(r);
    return r;
}

/* The option's value as text (fails the test if unreadable). */
static inline const char *get(const cr_rules *r, const char *name)
{
    static char buf[64];
    size_t needed = 0;
    ck_assert_msg(cr_rules_get_text(buf, sizeof buf, &needed, r, name) == CR_OK, "get %s", name);
    ck_assert_uint_eq(needed, strlen(buf) + 1);
    return buf;
}

/* Sets an option (fails the test if refused). */
static inline void set_ok(cr_rules *r, const char *name, const char *value)
{
    int32_t st = cr_rules_set(r, name, value);
    ck_assert_msg(st == CR_OK, "set %s=%s: %d %s", name, value ? value : "(flag)", st,
                  cr_rules_last_error(r));
}

#endif
