/* Allocation failure injection for tests, by link-time interposition: the
 * test program is linked with -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,
 * --wrap=free (GNU ld), so every call to those functions from the objects of
 * that link (the library's, from the static convenience archive, and the
 * test's) goes to the __wrap_ functions of alloc_hook.c. Nothing in the
 * library or its ABI changes; an engine added later is covered because its
 * objects are in the same archive. docs/testing.md describes it. */
#ifndef CR_TEST_ALLOC_HOOK_H
#define CR_TEST_ALLOC_HOOK_H

#include <stdbool.h>

/* Count the allocations from now; the nth one (1-based) fails, and with
 * sticky every later one too. 0 counts without failing. */
void hook_arm(long nth, bool sticky);
/* Stop counting and failing. */
void hook_disarm(void);
/* Pause and resume counting (for the test's own checks between calls). */
void hook_pause(void);
void hook_resume(void);
/* Allocations counted since hook_arm(). */
long hook_count(void);
/* Whether the armed failure has happened. */
bool hook_failed(void);
/* Blocks allocated and not yet freed through the wrapped functions. */
long hook_live(void);

#endif
