/* PCG32 + SplitMix64: the frozen generator. Changing any line here changes
 * every deal of every game: the golden-deal tests pin it. */
#include "common/internal.h"
#include "cards/random.h"

#include <stdlib.h>

uint64_t cri_splitmix64_next(uint64_t *x)
{
    uint64_t z = (*x += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

uint32_t cri_pcg32_next(cri_pcg32 *rng)
{
    uint64_t old = rng->state;
    rng->state = old * UINT64_C(6364136223846793005) + rng->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

void cri_pcg32_seed(cri_pcg32 *rng, uint64_t initstate, uint64_t initseq)
{
    rng->state = 0;
    rng->inc = (initseq << 1u) | 1u;
    (void)cri_pcg32_next(rng);
    rng->state += initstate;
    (void)cri_pcg32_next(rng);
}

void cri_pcg32_seed64(cri_pcg32 *rng, uint64_t seed)
{
    uint64_t sm = seed;
    uint64_t initstate = cri_splitmix64_next(&sm);
    uint64_t initseq = cri_splitmix64_next(&sm);
    cri_pcg32_seed(rng, initstate, initseq);
}

uint32_t cri_pcg32_bounded(cri_pcg32 *rng, uint32_t bound)
{
    /* (2^32 - bound) % bound: the count of raw values that would bias r % bound. */
    uint32_t threshold = (uint32_t)(-bound) % bound;
    for (;;) {
        uint32_t r = cri_pcg32_next(rng);
        if (r >= threshold)
            return r % bound;
    }
}

void cri_shuffle(cri_pcg32 *rng, uint8_t *cards, size_t count)
{
    for (size_t i = count; i > 1; i--) {
        size_t j = cri_pcg32_bounded(rng, (uint32_t)i);
        uint8_t t = cards[i - 1];
        cards[i - 1] = cards[j];
        cards[j] = t;
    }
}

/* ---- public wrapper ---------------------------------------------------- */

struct cr_rng {
    cri_pcg32 pcg;
};

int32_t cr_rng_new(cr_rng **out, uint64_t seed)
{
    if (!out)
        return CR_E_INVALID_ARGUMENT;
    cr_rng *rng = malloc(sizeof *rng);
    if (!rng)
        return CR_E_NOMEM;
    cri_pcg32_seed64(&rng->pcg, seed);
    *out = rng;
    return CR_OK;
}

int32_t cr_rng_new_halves(cr_rng **out, uint32_t seed_hi, uint32_t seed_lo)
{
    return cr_rng_new(out, ((uint64_t)seed_hi << 32) | seed_lo);
}

void cr_rng_free(cr_rng *rng)
{
    free(rng);
}

int32_t cr_rng_next(uint32_t *out, cr_rng *rng)
{
    if (!out || !rng)
        return CR_E_INVALID_ARGUMENT;
    *out = cri_pcg32_next(&rng->pcg);
    return CR_OK;
}

int32_t cr_rng_bounded(uint32_t *out, cr_rng *rng, uint32_t bound)
{
    if (!out || !rng || bound == 0)
        return CR_E_INVALID_ARGUMENT;
    *out = cri_pcg32_bounded(&rng->pcg, bound);
    return CR_OK;
}

int32_t cr_rng_shuffle(cr_rng *rng, uint8_t *cards, size_t count)
{
    if (!rng || (!cards && count > 0) || count > UINT32_MAX)
        return CR_E_INVALID_ARGUMENT;
    cri_shuffle(&rng->pcg, cards, count);
    return CR_OK;
}
