/* cri_prefault and cri_calloc_prefaulted (prefault.h). */
#if defined(__linux__)
#define _DEFAULT_SOURCE 1 /* madvise under -std=c11 */
#include <sys/mman.h>
#include <unistd.h>
#endif
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "common/prefault.h"

void cri_prefault(void *p, size_t bytes)
{
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
    long page = sysconf(_SC_PAGESIZE);
    if (!p || page <= 0)
        return;
    uintptr_t mask = (uintptr_t)page - 1;
    uintptr_t first = ((uintptr_t)p + mask) & ~mask;
    uintptr_t end = ((uintptr_t)p + bytes) & ~mask;
    if (bytes < (size_t)page || end <= first)
        return;
    (void)madvise((void *)first, end - first, MADV_POPULATE_WRITE); /* a hint: errors ignored */
#else
    (void)p;
    (void)bytes;
#endif
}

void *cri_calloc_prefaulted(size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size)
        return NULL;
    if (n * size < CRI_PREFAULT_MIN_BYTES)
        return calloc(n, size);
    void *p = malloc(n * size);
    if (p) {
        cri_prefault(p, n * size);
        memset(p, 0, n * size);
    }
    return p;
}
