/* Mapping a block's pages ahead, in one call, for the solver's growing
 * tables (prefault.c). */
#ifndef CRI_PREFAULT_H
#define CRI_PREFAULT_H

#include <stddef.h>

/* Asks the kernel to map the whole pages inside [p, p + bytes) now, in one
 * call, where it can (Linux 5.14 and later, MADV_POPULATE_WRITE); elsewhere,
 * or when it cannot, nothing happens and each page is mapped at its first
 * touch as usual. The contents never change. For a block that is about to
 * be touched all over and most likely lies in fresh memory: a page's first
 * touch is a fault of its own, ~11 us on the reference VM, against ~6 us
 * for a page mapped in a batch and then touched
 * (docs/benchmarks-solver-rounds.md, twenty-eighth round). */
void cri_prefault(void *p, size_t bytes);

/* Storage that has grown past this is a large question's and most likely
 * lies in fresh memory, worth mapping ahead; below it a block most often
 * comes from memory the heap already has mapped (a solver's first tables,
 * made again for every new solver), where the call costs a microsecond or
 * two and saves nothing. The one number that decides it, for the tables
 * (cri_calloc_prefaulted) and the solver's option chunks alike. */
#define CRI_PREFAULT_MIN_BYTES ((size_t)64 * 1024)

/* calloc(n, size) for a table about to be filled all over (a hash table
 * just doubled): a block of CRI_PREFAULT_MIN_BYTES or more is mapped by
 * cri_prefault before it is zeroed (calloc zeroes a block it reuses page by
 * page, and leaves a fresh one to fault page by page at its first touch); a
 * smaller one, most often memory the heap already has, is zeroed alone.
 * NULL when out of memory or when n * size overflows. */
void *cri_calloc_prefaulted(size_t n, size_t size);

#endif
