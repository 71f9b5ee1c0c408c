/* The solver's helpers shared by its Check tests (solver_fixture.h). */
#include "solver_fixture.h"

#include <check.h>
#include <string.h>

fixture open_preset(const char *preset)
{
    fixture f = {NULL, NULL};
    char name[64], *key = NULL, *value = NULL;
    ck_assert_uint_lt(strlen(preset), sizeof name);
    strcpy(name, preset);
    key = strchr(name, '+');
    if (key) {
        *key++ = '\0';
        value = strchr(key, '=');
        ck_assert_ptr_nonnull(value);
        *value++ = '\0';
    }
    ck_assert_int_eq(cr_meld_profile_new(&f.p, name), CR_OK);
    if (key)
        ck_assert_int_eq(cr_meld_profile_set(f.p, key, value), CR_OK);
    ck_assert_int_eq(cr_solver_new(&f.s, f.p), CR_OK);
    return f;
}

void close_fixture(fixture *f)
{
    cr_solver_free(f->s);
    cr_meld_profile_free(f->p);
}

size_t parse(uint8_t *out, const char *text)
{
    size_t n = 0;
    ck_assert_int_eq(cr_cards_parse(out, CR_MAX_CARDS, &n, NULL, text), CR_OK);
    return n;
}

size_t result_cards_checked(fixture *f, const char *preset)
{
    size_t cards = 0;
    for (int32_t i = 0; i < cr_solver_result_meld_count(f->s); i++) {
        uint8_t c[CR_MAX_CARDS], d[CR_MAX_CARDS];
        size_t k = 0;
        int32_t kind = -1, again = -1;
        ck_assert_int_eq(cr_solver_result_meld(c, d, CR_MAX_CARDS, &k, &kind, f->s, (size_t)i),
                         CR_OK);
        cards += k;
        fixture g = open_preset(preset);
        ck_assert_int_eq(cr_solver_meld(&again, g.s, c, k), CR_OK);
        ck_assert_int_eq(again, kind);
        close_fixture(&g);
    }
    return cards;
}
