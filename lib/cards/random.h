/* The frozen generator (see include/cardrules/rng.h and docs/determinism.md):
 * PCG32 seeded through SplitMix64, unbiased bounded draws, Fisher-Yates.
 * Games embed cri_pcg32 by value so a game copy copies its RNG. */
#ifndef CRI_RANDOM_H
#define CRI_RANDOM_H

#include <stddef.h>
#include <stdint.h>

typedef struct cri_pcg32 {
    uint64_t state;
    uint64_t inc; /* always odd */
} cri_pcg32;

/* One SplitMix64 step: advances *x and returns the mixed output. */
uint64_t cri_splitmix64_next(uint64_t *x);

/* pcg32_srandom_r of the PCG reference implementation. */
void cri_pcg32_seed(cri_pcg32 *rng, uint64_t initstate, uint64_t initseq);

/* The library's seeding: initstate and initseq from SplitMix64(seed). */
void cri_pcg32_seed64(cri_pcg32 *rng, uint64_t seed);

uint32_t cri_pcg32_next(cri_pcg32 *rng);

/* Unbiased value in [0, bound); bound must be >= 1. */
uint32_t cri_pcg32_bounded(cri_pcg32 *rng, uint32_t bound);

/* Fisher-Yates from the last element down. */
void cri_shuffle(cri_pcg32 *rng, uint8_t *cards, size_t count);

#endif
