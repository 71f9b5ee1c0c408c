/* What the MANIP engine's tests share beyond the engine test helpers. */
#ifndef CR_TEST_MANIP_H
#define CR_TEST_MANIP_H

#include "game/engine_test.h"

/* A suit's cards from rank lo to hi as text (`5C 6C 7C`), appended. */
static inline void run_text(char *buf, size_t cap, unsigned lo, unsigned hi, char suit)
{
    static const char *const names[] = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    size_t len = strlen(buf);
    for (unsigned r = lo; r <= hi; r++)
        len += (size_t)snprintf(buf + len, cap - len, "%s%s%c", len ? " " : "", names[r], suit);
}

#endif
