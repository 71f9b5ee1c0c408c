/* The card multiset on bitmasks: the solver's currency.
 *
 * A card code is suit << 4 | rank, so it is also a bit position in a 64-bit
 * mask with one 16-bit lane per suit (bits 1..13 of each lane used; bits 0,
 * 14 and 15 stay zero and act as guards, so shifts by up to two never carry a
 * run from one suit into the next).
 *
 * Copies are "thermometer" coded: copy[k] has bit c set iff the multiset holds
 * more than k copies of card c. So copy[0] is the set of distinct cards,
 * copy[1] the cards held twice or more, and copy[k+1] is always a subset of
 * copy[k]. Jokers are a plain count.
 *
 * Everything here is static inline: the solver calls it in its inner loops. */
#ifndef CRI_MULTISET_H
#define CRI_MULTISET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cardrules/common.h"

#define CRI_MS_COPIES CR_MAX_PACKS
/* Bits 1..13 of every lane. */
#define CRI_LANE_RANKS UINT64_C(0x3FFE3FFE3FFE3FFE)
/* Bit 0 of every lane: (x >> rank) & CRI_RANK_COLUMN picks one rank of every suit. */
#define CRI_RANK_COLUMN UINT64_C(0x0001000100010001)
#define CRI_JOKER_CODE 0x40

typedef struct cri_multiset {
    uint64_t copy[CRI_MS_COPIES];
    uint8_t jokers;
} cri_multiset;

static inline bool cri_code_is_standard(unsigned code)
{
    return code < 64 && ((CRI_LANE_RANKS >> code) & 1u);
}

static inline bool cri_code_is_valid(unsigned code)
{
    return code == CRI_JOKER_CODE || cri_code_is_standard(code);
}

static inline void cri_ms_clear(cri_multiset *ms)
{
    for (int k = 0; k < CRI_MS_COPIES; k++)
        ms->copy[k] = 0;
    ms->jokers = 0;
}

static inline unsigned cri_ms_count(const cri_multiset *ms, unsigned code)
{
    if (code == CRI_JOKER_CODE)
        return ms->jokers;
    if (!cri_code_is_standard(code))
        return 0;
    unsigned n = 0;
    for (int k = 0; k < CRI_MS_COPIES; k++)
        n += (unsigned)((ms->copy[k] >> code) & 1u);
    return n;
}

/* Adds one copy; false (and no change) if the code is invalid or the
 * multiset already holds CR_MAX_PACKS copies / CR_MAX_JOKERS jokers. */
static inline bool cri_ms_add(cri_multiset *ms, unsigned code)
{
    if (code == CRI_JOKER_CODE) {
        if (ms->jokers >= CR_MAX_JOKERS)
            return false;
        ms->jokers++;
        return true;
    }
    if (!cri_code_is_standard(code))
        return false;
    uint64_t bit = UINT64_C(1) << code;
    for (int k = 0; k < CRI_MS_COPIES; k++) {
        if (!(ms->copy[k] & bit)) {
            ms->copy[k] |= bit;
            return true;
        }
    }
    return false;
}

/* Removes one copy; false (and no change) if none is held. */
static inline bool cri_ms_remove(cri_multiset *ms, unsigned code)
{
    if (code == CRI_JOKER_CODE) {
        if (ms->jokers == 0)
            return false;
        ms->jokers--;
        return true;
    }
    if (!cri_code_is_standard(code))
        return false;
    uint64_t bit = UINT64_C(1) << code;
    for (int k = CRI_MS_COPIES - 1; k >= 0; k--) {
        if (ms->copy[k] & bit) {
            ms->copy[k] &= ~bit;
            return true;
        }
    }
    return false;
}

static inline unsigned cri_ms_total(const cri_multiset *ms)
{
    unsigned n = ms->jokers;
    for (int k = 0; k < CRI_MS_COPIES; k++)
        n += (unsigned)__builtin_popcountll(ms->copy[k]);
    return n;
}

static inline bool cri_ms_equal(const cri_multiset *a, const cri_multiset *b)
{
    for (int k = 0; k < CRI_MS_COPIES; k++)
        if (a->copy[k] != b->copy[k])
            return false;
    return a->jokers == b->jokers;
}

/* a is contained in b (every count of a <= the count in b). Thermometer
 * coding makes this a per-copy subset test. */
static inline bool cri_ms_subset(const cri_multiset *a, const cri_multiset *b)
{
    for (int k = 0; k < CRI_MS_COPIES; k++)
        if (a->copy[k] & ~b->copy[k])
            return false;
    return a->jokers <= b->jokers;
}

/* Builds a multiset from a card list. Returns CR_OK, CR_E_INVALID_ARGUMENT
 * for an invalid code, CR_E_LIMIT for too many copies; *ms is then
 * unspecified. */
static inline int32_t cri_ms_from_cards(cri_multiset *ms, const uint8_t *cards, size_t n)
{
    cri_ms_clear(ms);
    for (size_t i = 0; i < n; i++) {
        if (!cri_code_is_valid(cards[i]))
            return CR_E_INVALID_ARGUMENT;
        if (!cri_ms_add(ms, cards[i]))
            return CR_E_LIMIT;
    }
    return CR_OK;
}

/* Writes the cards in canonical order (ascending code, copies adjacent,
 * jokers last); out must hold cri_ms_total(ms) codes. Returns the count. */
static inline size_t cri_ms_to_cards(const cri_multiset *ms, uint8_t *out)
{
    size_t n = 0;
    for (uint64_t m = ms->copy[0]; m; m &= m - 1) {
        unsigned code = (unsigned)__builtin_ctzll(m);
        out[n++] = (uint8_t)code;
        /* thermometer: the further copies stop at the first clear bit */
        for (int k = 1; k < CRI_MS_COPIES && ((ms->copy[k] >> code) & 1u); k++)
            out[n++] = (uint8_t)code;
    }
    for (unsigned j = 0; j < ms->jokers; j++)
        out[n++] = CRI_JOKER_CODE;
    return n;
}

/* Start bits of every run of at least len (1..13) consecutive ranks within
 * one suit lane of mask m: bit c is set iff c, c+1, ..., c+len-1 are all in m. */
static inline uint64_t cri_run_starts(uint64_t m, unsigned len)
{
    uint64_t r = m & CRI_LANE_RANKS;
    for (unsigned i = 1; i < len && r; i++)
        r &= m >> i;
    return r;
}

/* Suits (bit s for suit s) in which mask m holds the given rank. */
static inline unsigned cri_rank_suits(uint64_t m, unsigned rank)
{
    uint64_t col = (m >> rank) & CRI_RANK_COLUMN;
    return (unsigned)((col | (col >> 15) | (col >> 30) | (col >> 45)) & 0xFu);
}

/* How many suits a 4-bit suit set holds (by table: the portable build has
 * no popcount instruction). */
static inline unsigned cri_suit_count(unsigned suits)
{
    static const uint8_t count[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    return count[suits & 0xFu];
}

/* The cards of the given rank in every suit of a 4-bit suit set: the
 * inverse of cri_rank_suits. */
static inline uint64_t cri_rank_in_suits(unsigned rank, unsigned suits)
{
    uint64_t col = (uint64_t)(suits & 1u) | ((uint64_t)(suits & 2u) << 15) |
                   ((uint64_t)(suits & 4u) << 30) | ((uint64_t)(suits & 8u) << 45);
    return col << rank;
}

/* The cards of mask m whose rank m holds in at least min_suits suits (in
 * one pack: the cards some group of min_suits or more could take),
 * bit-sliced over the four suit lanes; none when min_suits > 4. */
static inline uint64_t cri_group_cover(uint64_t m, unsigned min_suits)
{
    const uint64_t lane = UINT64_C(0xFFFF);
    uint64_t l0 = m & lane, l1 = (m >> 16) & lane, l2 = (m >> 32) & lane, l3 = m >> 48;
    uint64_t col;
    if (min_suits <= 2)
        col = (l0 & l1) | (l0 & l2) | (l0 & l3) | (l1 & l2) | (l1 & l3) | (l2 & l3);
    else if (min_suits == 3)
        col = (l0 & l1 & (l2 | l3)) | (l2 & l3 & (l0 | l1));
    else if (min_suits == 4)
        col = l0 & l1 & l2 & l3;
    else
        col = 0;
    return m & (col * CRI_RANK_COLUMN);
}

/* Total copies of a rank over all suits and copies. */
static inline unsigned cri_ms_rank_count(const cri_multiset *ms, unsigned rank)
{
    unsigned n = 0;
    for (int k = 0; k < CRI_MS_COPIES; k++)
        n += (unsigned)__builtin_popcountll((ms->copy[k] >> rank) & CRI_RANK_COLUMN);
    return n;
}

/* The 13-bit rank set (bit r-1 for rank r) of one suit lane of mask m. */
static inline unsigned cri_suit_ranks(uint64_t m, unsigned suit)
{
    return (unsigned)((m >> (16u * suit + 1u)) & 0x1FFFu);
}

#endif
