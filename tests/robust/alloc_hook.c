/* Allocation failure injection (alloc_hook.h). */
#include <stddef.h>

#include "robust/alloc_hook.h"

void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t n);
void __real_free(void *p);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t n, size_t size);
void *__wrap_realloc(void *p, size_t n);
void __wrap_free(void *p);

static bool armed, failed, sticky;
static long fail_at, counted, live;

void hook_arm(long nth, bool sticky_failure)
{
    armed = true;
    sticky = sticky_failure;
    failed = false;
    fail_at = nth;
    counted = 0;
}

void hook_disarm(void)
{
    armed = false;
    fail_at = 0;
}

void hook_pause(void)
{
    armed = false;
}

void hook_resume(void)
{
    armed = true;
}

long hook_count(void)
{
    return counted;
}

bool hook_failed(void)
{
    return failed;
}

long hook_live(void)
{
    return live;
}

static bool inject(void)
{
    if (!armed)
        return false;
    ++counted;
    if (fail_at && (counted == fail_at || (sticky && counted > fail_at))) {
        failed = true;
        return true;
    }
    return false;
}

void *__wrap_malloc(size_t n)
{
    if (inject())
        return NULL;
    void *p = __real_malloc(n);
    live += p != NULL;
    return p;
}

void *__wrap_calloc(size_t n, size_t size)
{
    if (inject())
        return NULL;
    void *p = __real_calloc(n, size);
    live += p != NULL;
    return p;
}

void *__wrap_realloc(void *p, size_t n)
{
    if (inject())
        return NULL;
    void *q = __real_realloc(p, n);
    live += q != NULL && p == NULL;
    return q;
}

void __wrap_free(void *p)
{
    live -= p != NULL;
    __real_free(p);
}
