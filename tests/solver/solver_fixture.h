/* A profile and a solver opened together for the solver's tests, with the
 * helpers they share: card text parsed, a result's melds checked. */
#ifndef CR_TEST_SOLVER_FIXTURE_H
#define CR_TEST_SOLVER_FIXTURE_H
#include <stddef.h>
#include <stdint.h>

#include "cardrules.h"

typedef struct fixture {
    cr_meld_profile *p;
    cr_solver *s;
} fixture;

/* A preset by name, optionally with one override: "rockit+need_natural=off". */
fixture open_preset(const char *preset);
void close_fixture(fixture *f);
/* Card text into out (CR_MAX_CARDS): how many cards. */
size_t parse(uint8_t *out, const char *text);
/* Every meld of f's result checked again, alone, by a fresh solver of the
 * preset: the cards they hold. */
size_t result_cards_checked(fixture *f, const char *preset);
#endif
