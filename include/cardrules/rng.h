/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/**
 * @file rng.h
 * @brief The frozen random number generator behind every deal.
 *
 * Part of the public API; include cardrules.h rather than this file.
 */
#ifndef CARDRULES_RNG_H
#define CARDRULES_RNG_H

#include "common.h"

CR_BEGIN_DECLS

/** @defgroup rng Random numbers and shuffles
 * The generator is part of the API contract, so that the same seed gives the
 * same shuffle on every platform and in every binding:
 * - PCG32 (XSH RR 64/32, O'Neill 2014), seeded like `pcg32_srandom_r(initstate, initseq)`;
 * - `initstate` and `initseq` are the first two outputs of SplitMix64
 *   (Steele, Lea, Flood 2014) started from the 64-bit seed;
 * - a draw below `bound` rejects raw outputs under `(2^32 - bound) % bound`
 *   and returns `r % bound` (unbiased);
 * - a shuffle is Fisher-Yates from the last element down: for i = n-1..1,
 *   swap element i with element `bounded(i + 1)`.
 * docs/determinism.md gives the exact algorithm and known answers.
 * @{ */

/** An opaque generator. */
typedef struct cr_rng cr_rng;

/**
 * Create a generator from a 64-bit seed.
 * @param[out] out receives the handle; free it with cr_rng_free().
 * @param seed any value.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_NOMEM.
 */
CR_API int32_t cr_rng_new(cr_rng **out, uint64_t seed);

/**
 * Create a generator from the seed `(seed_hi << 32) | seed_lo`, for bindings
 * without 64-bit integers. Gives exactly the sequence of cr_rng_new().
 * @param[out] out receives the handle.
 * @param seed_hi the upper 32 bits of the seed.
 * @param seed_lo the lower 32 bits of the seed.
 * @return ::CR_OK, ::CR_E_INVALID_ARGUMENT, ::CR_E_NOMEM.
 */
CR_API int32_t cr_rng_new_halves(cr_rng **out, uint32_t seed_hi, uint32_t seed_lo);

/** Release a generator.
 * @param rng the handle, or NULL (nothing happens). */
CR_API void cr_rng_free(cr_rng *rng);

/**
 * The next raw 32-bit output.
 * @param[out] out receives the value.
 * @param rng the generator.
 * @return ::CR_OK or ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_rng_next(uint32_t *out, cr_rng *rng);

/**
 * An unbiased value in `[0, bound)`.
 * @param[out] out receives the value.
 * @param rng the generator.
 * @param bound at least 1.
 * @return ::CR_OK or ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_rng_bounded(uint32_t *out, cr_rng *rng, uint32_t bound);

/**
 * Shuffle cards in place (Fisher-Yates, see above).
 * @param rng the generator.
 * @param cards the array (may be NULL when @p count is 0).
 * @param count number of elements.
 * @return ::CR_OK or ::CR_E_INVALID_ARGUMENT.
 */
CR_API int32_t cr_rng_shuffle(cr_rng *rng, uint8_t *cards, size_t count);
/** @} */

CR_END_DECLS

#endif /* CARDRULES_RNG_H */
