/* MANIP melds: one meld checked with its jokers' declarations (the
 * naturals by rank and suit masks, anything else by the solver's check),
 * a trick's coming-in value, a table written as a commit. */
#include <string.h>

#include "manip/manip.h"
#include "solver/meld.h"

static unsigned rank_of(unsigned c)
{
    return c & 15u;
}

/* ---- one meld with declarations ---------------------------------------------- */

/* Whether ranks (bit r for rank r, ace 1) are n consecutive ranks of a
 * run under the sequence mode. */
static bool ranks_in_a_row(uint32_t ranks, unsigned n, unsigned seq_mode)
{
    uint32_t row = (UINT32_C(1) << n) - 1u;
    if ((ranks >> __builtin_ctz(ranks)) == row)
        return true;
    if (seq_mode == CR_SEQ_HIGH_OR_LOW && (ranks & 2u)) {
        uint32_t high = (ranks & ~2u) | (UINT32_C(1) << 14); /* the ace above the king */
        return (high >> __builtin_ctz(high)) == row;
    }
    if (seq_mode == CR_SEQ_CYCLIC) {
        uint32_t twice = (ranks >> 1) | (ranks >> 1) << 13; /* ranks 1..13 at bits 0..12, twice */
        for (uint32_t s = twice & ~(twice << 1) & 0x1FFFu; s; s &= s - 1)
            if (((twice >> __builtin_ctz(s)) & row) == row)
                return true;
    }
    return false;
}

/* A meld of naturals only, when it is valid: its kind (the general check
 * of the solver agrees); CR_MELD_NONE means "ask the general check", which
 * also words the reason. */
static int natural_meld(const cri_meld_profile *p, const uint8_t *cards, size_t n)
{
    if (p->wild_deuces || n > 13)
        return CR_MELD_NONE;
    unsigned r0 = cards[0] & 15u, s0 = cards[0] >> 4;
    bool one_rank = true, one_suit = true;
    uint32_t ranks = 0, suits = 0, rank_twice = 0, suit_twice = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned c = cards[i];
        if (!cri_code_is_standard(c))
            return CR_MELD_NONE;
        one_rank &= (c & 15u) == r0;
        one_suit &= (c >> 4) == s0;
        uint32_t r = UINT32_C(1) << (c & 15u), su = UINT32_C(1) << (c >> 4);
        rank_twice |= ranks & r;
        suit_twice |= suits & su;
        ranks |= r;
        suits |= su;
    }
    if (one_rank) {
        bool size = n >= p->group_min && (p->group_max == CRI_GROUP_UNLIMITED || n <= p->group_max);
        bool distinct = !p->group_distinct || !suit_twice;
        return size && distinct ? CR_MELD_GROUP : CR_MELD_NONE;
    }
    if (one_suit && n >= p->run_min && !rank_twice && ranks_in_a_row(ranks, (unsigned)n, p->seq_mode))
        return CR_MELD_RUN;
    return CR_MELD_NONE;
}

/* natural_meld on thermometer masks of the cards (n of them, at most three
 * copies of a card): a card's code is its suit times 16 plus its rank, so
 * a suit is a 16-bit lane and a rank a bit of every lane. */
int cri_man_masks_meld(const cri_meld_profile *p, const uint64_t *m, size_t n)
{
    if (p->wild_deuces || n < 3 || n > 13 || !m[0])
        return CR_MELD_NONE;
    uint64_t m0 = m[0], ranks = (m0 | m0 >> 16 | m0 >> 32 | m0 >> 48) & 0xFFFFu;
    if (!(ranks & (ranks - 1))) { /* one rank: a group; a second copy is a suit twice */
        bool size = n >= p->group_min && (p->group_max == CRI_GROUP_UNLIMITED || n <= p->group_max);
        bool distinct = !p->group_distinct || !m[1];
        return size && distinct ? CR_MELD_GROUP : CR_MELD_NONE;
    }
    uint64_t lane = m0 >> ((unsigned)__builtin_ctzll(m0) & ~15u); /* the lowest suit's ranks */
    if (lane >> 16 == 0 && n >= p->run_min && !m[1] && ranks_in_a_row((uint32_t)lane, (unsigned)n, p->seq_mode))
        return CR_MELD_RUN;
    return CR_MELD_NONE;
}

int cri_man_meld(const cri_meld_profile *p, const uint8_t *cards, const uint8_t *decl, size_t n,
                 uint8_t *stands, const char **why)
{
    if (n >= 3) {
        int kind = natural_meld(p, cards, n);
        if (kind != CR_MELD_NONE) {
            memcpy(stands, cards, n);
            return kind;
        }
    }
    const char *dummy;
    if (!why)
        why = &dummy;
    if (n < 3 || n > CRI_MAN_DECK) {
        *why = n < 3 ? "a meld has fewer than 3 cards" : "a meld has too many cards";
        return CR_MELD_NONE;
    }
    /* The solver's check with declarations, on public codes. */
    uint8_t pub[CRI_MAN_DECK];
    for (size_t i = 0; i < n; i++)
        pub[i] = cri_man_public(cards[i]);
    cri_meld_profile q = *p;
    q.need_natural = 0; /* V6 is its own step */
    return cri_meld_check_declared(&q, pub, decl, n, stands, why);
}

int32_t cri_man_come_in_value(const cri_man_table *t, unsigned meld, int kind)
{
    if (kind == CR_MELD_GROUP)
        return 30; /* RULES.md 16.1, RD-3 */
    int32_t v = 0;
    for (unsigned i = t->start[meld]; i < t->start[meld + 1]; i++) {
        unsigned c = t->card[i];
        if (!cri_man_is_joker(c))
            v += rank_of(c) >= 10 ? 10 : (int32_t)rank_of(c);
    }
    return v;
}

size_t cri_man_table_encode(const cri_man_table *t, uint8_t *out)
{
    return cri_man_melds_encode(t, NULL, out);
}

size_t cri_man_melds_encode(const cri_man_table *t, const bool *only, uint8_t *out)
{
    size_t n = 0;
    for (unsigned m = 0; m < t->melds; m++) {
        if (only && !only[m])
            continue;
        if (n) {
            cri_move_entry sep = {0, 0, 0, 1};
            n += cri_move_encode(out + n, &sep);
        }
        for (unsigned i = t->start[m]; i < t->start[m + 1]; i++) {
            unsigned c = t->card[i];
            cri_move_entry e = {cri_man_public(c), cri_man_is_joker(c) ? (uint8_t)(c - 0x40u) : 0u,
                                cri_man_is_joker(c) ? t->decl[i] : 0u, 0};
            n += cri_move_encode(out + n, &e);
        }
    }
    return n;
}

size_t cri_man_commit_head(const cri_man_table *t, const bool *only, uint8_t *out)
{
    size_t n = cri_man_melds_encode(t, only, out);
    if (n) {
        cri_move_entry sep = {0, 0, 0, 1};
        n += cri_move_encode(out + n, &sep);
    }
    return n;
}
