/* The single-meld check. A meld is valid iff some declaration of its wild
 * cards turns it into a valid group or run (RULES.md 1.4). Groups are tried
 * before runs, and the declaration chosen is deterministic:
 *  - a wild deuce stands for itself whenever that fits (JR-2);
 *  - a group wild takes the lowest suit (C, D, H, S) not yet present in the
 *    group, cycling when all four are present (only where suits may repeat);
 *  - a run's wilds first fill its gaps, then extend it upwards while the top
 *    rank allows, then downwards;
 *  - a meld of wild cards only is a group of 2s if it holds a deuce, else a
 *    group of aces, or a run from the ace of clubs when too long for a group. */
#include "solver/meld.h"
#include "cards/multiset.h"

#define JOKER 0x40u

typedef struct meld_input {
    const cri_meld_profile *p;

    size_t n;
    uint8_t nat[CR_MAX_CARDS];   /* natural cards (not wild), in input order */
    size_t nn;
    uint8_t wild[CR_MAX_CARDS];  /* wild cards, deuces first, then jokers */
    size_t nw;
} meld_input;

static unsigned rank_of(unsigned c)
{
    return c & 15u;
}

static unsigned suit_of(unsigned c)
{
    return c >> 4;
}

static void sort_codes(uint8_t *a, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        uint8_t v = a[i];
        size_t j = i;
        for (; j > 0 && a[j - 1] > v; j--)
            a[j] = a[j - 1];
        a[j] = v;
    }
}

/* ---- groups ----------------------------------------------------------------- */

/* Tries the cards as a group of rank r (with the deuce rule when r == 2).
 * Returns true and fills the outputs on success; *why gets the failure. */
static bool try_group(const meld_input *in, unsigned r, uint8_t *oc, uint8_t *os, const char **why)
{
    const cri_meld_profile *p = in->p;
    if (p->group_max != CRI_GROUP_UNLIMITED && in->n > p->group_max) {
        *why = "a group has too many cards";
        return false;
    }
    if (in->n < p->group_min) {
        *why = "a group has too few cards";
        return false;
    }
    unsigned suit_count[4] = {0, 0, 0, 0};
    size_t k = 0;
    for (size_t i = 0; i < in->nn; i++) {
        unsigned s = suit_of(in->nat[i]);
        if (p->group_distinct && suit_count[s]) {
            *why = "a suit repeats in a group whose suits must differ";
            return false;
        }
        suit_count[s]++;
    }
    /* Naturals first, in suit order. */
    uint8_t nat[CR_MAX_CARDS];
    for (size_t i = 0; i < in->nn; i++)
        nat[i] = in->nat[i];
    sort_codes(nat, in->nn);
    for (size_t i = 0; i < in->nn; i++, k++)
        oc[k] = os[k] = nat[i];
    /* Deuces standing for themselves, then every other wild. */
    bool used[CR_MAX_CARDS] = {false};
    if (r == 2) {
        for (size_t i = 0; i < in->nw; i++) {
            unsigned c = in->wild[i];
            if (c == JOKER || (p->group_distinct && suit_count[suit_of(c)]))
                continue;
            suit_count[suit_of(c)]++;
            oc[k] = os[k] = (uint8_t)c;
            used[i] = true;
            k++;
        }
    }
    for (size_t i = 0; i < in->nw; i++) {
        if (used[i])
            continue;
        unsigned best = 0;
        for (unsigned s = 1; s < 4; s++)
            if (suit_count[s] < suit_count[best])
                best = s;
        if (p->group_distinct && suit_count[best]) {
            *why = "a group whose suits must differ has more than four cards";
            return false;
        }
        suit_count[best]++;
        oc[k] = in->wild[i];
        os[k] = CR_CARD(r, best);
        k++;
    }
    return true;
}

/* ---- runs ------------------------------------------------------------------- */

/* Tries the cards as a run of suit s. Positions are ranks, with the ace at 14
 * when ace_high; lo..hi bounds the positions a run may occupy. Fills the
 * outputs on success. */
static bool place_run(unsigned s, const uint8_t *nat, size_t nn,
                      const uint8_t *wild, size_t nw, bool ace_high, unsigned lo_lim,
                      unsigned hi_lim, uint8_t *oc, uint8_t *os, const char **why)
{
    uint32_t have = 0; /* bit p: natural at position p */
    unsigned lo = 99, hi = 0;
    for (size_t i = 0; i < nn; i++) {
        unsigned pos = rank_of(nat[i]);
        if (ace_high && pos == 1)
            pos = 14;
        if (have & (1u << pos)) {
            *why = "a rank repeats in a run";
            return false;
        }
        have |= 1u << pos;
        lo = pos < lo ? pos : lo;
        hi = pos > hi ? pos : hi;
    }
    if (nn && (lo < lo_lim || hi > hi_lim)) {
        *why = "a run's ranks are out of the sequence mode's range";
        return false;
    }
    size_t n = nn + nw;
    if (!nn) { /* wild cards only: start at the lowest position */
        lo = lo_lim;
        hi = lo_lim - 1;
    }
    size_t span = hi + 1 - lo;
    if (span > n) {
        *why = "a run has a gap the wild cards cannot fill";
        return false;
    }
    /* Extend up while the top allows, then down. */
    size_t extra = n - span;
    while (extra && hi < hi_lim) {
        hi++;
        extra--;
    }
    while (extra && lo > lo_lim) {
        lo--;
        extra--;
    }
    if (extra) {
        *why = "a run would be longer than the sequence mode allows";
        return false;
    }
    size_t w = 0, k = 0;
    for (unsigned pos = lo; pos <= hi; pos++, k++) {
        unsigned rank = pos == 14 ? 1 : pos;
        uint8_t card = CR_CARD(rank, s);
        if (have & (1u << pos)) {
            oc[k] = os[k] = card;
        } else {
            oc[k] = wild[w++];
            os[k] = card;
        }
    }
    return true;
}

/* Cyclic runs: the arc of the 13-cycle left after the largest gap. */
static bool place_cyclic(unsigned s, const uint8_t *nat, size_t nn, const uint8_t *wild, size_t nw,
                         uint8_t *oc, uint8_t *os, const char **why)
{
    uint32_t have = 0;
    for (size_t i = 0; i < nn; i++) {
        unsigned r = rank_of(nat[i]);
        if (have & (1u << r)) {
            *why = "a rank repeats in a run";
            return false;
        }
        have |= 1u << r;
    }
    size_t n = nn + nw;
    if (n > 13) {
        *why = "a run would be longer than 13 cards";
        return false;
    }
    /* start: the first natural rank after the largest cyclic gap of missing
     * ranks (the lowest such rank on a tie). Each natural's gap is the ranks
     * missing back to the natural before it, cyclically: for the lowest,
     * the highest. One pass over the naturals' bits; the test
     * cyclic_runs_every_set_of_ranks (tests/solver/test_meld.c) holds
     * every set of ranks with 0-3 jokers to a forward-span reference. */
    unsigned start = 1, best_gap = 0;
    if (have) {
        unsigned prev = 31u - (unsigned)__builtin_clz(have);
        for (uint32_t rest = have; rest; rest &= rest - 1u) {
            unsigned r = (unsigned)__builtin_ctz(rest), gap = (r + 12u - prev) % 13u;
            if (gap > best_gap) {
                best_gap = gap;
                start = r;
            }
            prev = r;
        }
    }
    size_t span = 13 - best_gap;
    if (nn == 0)
        span = 0;
    if (span > n) {
        *why = "a run has a gap the wild cards cannot fill";
        return false;
    }
    size_t w = 0;
    unsigned r = start;
    for (size_t k = 0; k < n; k++) {
        uint8_t card = CR_CARD(r, s);
        if (k < span && (have & (1u << r))) {
            oc[k] = os[k] = card;
        } else {
            oc[k] = wild[w++];
            os[k] = card;
        }
        r = r == 13 ? 1 : r + 1;
    }
    return true;
}

/* Tries the cards as a run of suit s in the profile's sequence mode. */
static bool try_run_as(const meld_input *in, unsigned s, const uint8_t *nat, size_t nn,
                       const uint8_t *wild, size_t nw, uint8_t *oc, uint8_t *os, const char **why)
{
    switch (in->p->seq_mode) {
    case CR_SEQ_CYCLIC:
        return place_cyclic(s, nat, nn, wild, nw, oc, os, why);
    case CR_SEQ_HIGH_OR_LOW: {
        bool ace = false;
        for (size_t i = 0; i < nn; i++)
            ace = ace || rank_of(nat[i]) == 1;
        if (!ace)
            return place_run(s, nat, nn, wild, nw, false, 1, 14, oc, os, why);
        if (place_run(s, nat, nn, wild, nw, false, 1, 13, oc, os, why))
            return true;
        return place_run(s, nat, nn, wild, nw, true, 2, 14, oc, os, why);
    }
    default:
        return place_run(s, nat, nn, wild, nw, false, 1, 13, oc, os, why);
    }
}

/* A run of suit s; a wild deuce of that suit first tries to be itself (JR-2). */
static bool try_run(const meld_input *in, unsigned s, uint8_t *oc, uint8_t *os, const char **why)
{
    if (in->n < in->p->run_min) {
        *why = "a run has too few cards";
        return false;
    }
    if (in->n > 13) {
        *why = "a run would be longer than 13 cards";
        return false;
    }
    bool has_two = false;
    for (size_t i = 0; i < in->nn; i++)
        has_two = has_two || rank_of(in->nat[i]) == 2;
    for (size_t i = 0; i < in->nw && !has_two; i++) {
        if (in->wild[i] != CR_CARD(2, s))
            continue;
        uint8_t nat[CR_MAX_CARDS], wild[CR_MAX_CARDS];
        size_t nn = 0, nw = 0;
        for (size_t j = 0; j < in->nn; j++)
            nat[nn++] = in->nat[j];
        nat[nn++] = in->wild[i];
        for (size_t j = 0; j < in->nw; j++)
            if (j != i)
                wild[nw++] = in->wild[j];
        const char *ignored;
        if (try_run_as(in, s, nat, nn, wild, nw, oc, os, &ignored))
            return true;
        break;
    }
    return try_run_as(in, s, in->nat, in->nn, in->wild, in->nw, oc, os, why);
}

/* The check of cards already sorted into naturals and wild cards. open_rank
 * is 0, or the rank of a group every open-suit wild card was declared for. */
static int check_sorted(const meld_input *in, size_t real_naturals, unsigned open_rank,
                        uint8_t *oc, uint8_t *os, const char **why)
{
    const cri_meld_profile *p = in->p;
    if (p->need_natural && real_naturals == 0) {
        *why = "a meld needs at least one natural card";
        return CR_MELD_NONE;
    }
    if (open_rank) {
        for (size_t i = 0; i < in->nn; i++)
            if (rank_of(in->nat[i]) != open_rank) {
                *why = "a wild card declared for a group is in a meld that is not that group";
                return CR_MELD_NONE;
            }
        return try_group(in, open_rank, oc, os, why) ? CR_MELD_GROUP : CR_MELD_NONE;
    }
    if (in->nn == 0) {
        /* Wild cards only: deuces as a group of 2s, else aces, else a run. */
        unsigned r = in->wild[0] == JOKER ? 1 : 2;
        if (try_group(in, r, oc, os, why))
            return CR_MELD_GROUP;
        unsigned s = in->wild[0] == JOKER ? 0 : suit_of(in->wild[0]);
        return try_run(in, s, oc, os, why) ? CR_MELD_RUN : CR_MELD_NONE;
    }
    bool one_rank = true, one_suit = true;
    for (size_t i = 1; i < in->nn; i++) {
        one_rank = one_rank && rank_of(in->nat[i]) == rank_of(in->nat[0]);
        one_suit = one_suit && suit_of(in->nat[i]) == suit_of(in->nat[0]);
    }
    const char *group_why = "", *run_why = "";
    if (one_rank && try_group(in, rank_of(in->nat[0]), oc, os, &group_why))
        return CR_MELD_GROUP;
    if (one_suit && try_run(in, suit_of(in->nat[0]), oc, os, &run_why))
        return CR_MELD_RUN;
    if (one_suit && (!one_rank || in->nn == 1))
        *why = run_why;
    else if (one_rank)
        *why = group_why;
    else
        *why = "the cards share neither a rank nor a suit";
    return CR_MELD_NONE;
}

/* Sorts the wild cards (deuces first, jokers last) and the naturals. */
static void sort_input(meld_input *in, size_t jokers)
{
    sort_codes(in->wild, in->nw);
    for (size_t j = 0; j < jokers; j++)
        in->wild[in->nw++] = JOKER;
    sort_codes(in->nat, in->nn);
}

/* The common start of both checks: a meld has 3..CR_MAX_CARDS cards. */
static bool size_ok(size_t n, const char **why)
{
    if (n < 3) {
        *why = "a meld needs at least three cards";
        return false;
    }
    if (n > CR_MAX_CARDS) {
        *why = "too many cards for one meld";
        return false;
    }
    return true;
}

int cri_meld_check(const cri_meld_profile *p, const uint8_t *cards, size_t n, uint8_t *out_cards,
                   uint8_t *out_stands, const char **reason)
{
    const char *why_local = "";
    const char **why = reason ? reason : &why_local;
    uint8_t oc_local[CR_MAX_CARDS], os_local[CR_MAX_CARDS];
    uint8_t *oc = out_cards ? out_cards : oc_local;
    uint8_t *os = out_stands ? out_stands : os_local;
    *why = "";
    if (!size_ok(n, why))
        return CR_MELD_NONE;
    meld_input in;
    in.p = p;
    in.n = n;
    in.nn = in.nw = 0;
    size_t jokers = 0;
    for (size_t i = 0; i < n; i++) {
        if (cards[i] == JOKER)
            jokers++;
        else if (cri_card_is_wild(p, cards[i]))
            in.wild[in.nw++] = cards[i];
        else
            in.nat[in.nn++] = cards[i];
    }
    sort_input(&in, jokers);
    return check_sorted(&in, in.nn, 0, oc, os, why);
}

/* ---- melds with the caller's declarations ----------------------------------- */

/* Whether d is a declaration of a rank with an open suit (CR_OPEN_SUIT). */
static bool is_open_suit(unsigned d)
{
    return (d & 0xF0u) == JOKER && (d & 15u) >= 1 && (d & 15u) <= 13;
}

/* Sorts the cards into the input of a check: a card declared as a standard
 * card counts as that card (a natural placed where it was declared), a card
 * declared with an open suit stays wild for a group of its rank. */
static bool declared_input(meld_input *in, const uint8_t *cards, const uint8_t *declared,
                           size_t *real_naturals, unsigned *open_rank, const char **why)
{
    const cri_meld_profile *p = in->p;
    size_t jokers = 0;
    *real_naturals = 0;
    *open_rank = 0;
    for (size_t i = 0; i < in->n; i++) {
        unsigned c = cards[i], d = declared[i];
        bool wild = cri_card_is_wild(p, c);
        if (!wild) {
            if (d != 0 && d != c) {
                *why = "a natural card is declared as another card";
                return false;
            }
            in->nat[in->nn++] = (uint8_t)c;
            (*real_naturals)++;
        } else if (d == 0) {
            if (c == JOKER)
                jokers++;
            else
                in->wild[in->nw++] = (uint8_t)c;
        } else if (is_open_suit(d)) {
            if (*open_rank && *open_rank != (d & 15u)) {
                *why = "wild cards are declared for groups of different ranks";
                return false;
            }
            *open_rank = d & 15u;
            if (c == JOKER)
                jokers++;
            else
                in->wild[in->nw++] = (uint8_t)c;
        } else if (cri_code_is_standard(d)) {
            in->nat[in->nn++] = (uint8_t)d;
        } else {
            *why = "a wild card's declaration is not a card";
            return false;
        }
    }
    sort_input(in, jokers);
    return true;
}

/* Index of the first unused position k with oc[k] == card and, as asked,
 * os[k] equal to or different from oc[k]; n when there is none. */
static size_t take_position(const uint8_t *oc, const uint8_t *os, bool *used, size_t n,
                            unsigned card, bool stands_for_itself)
{
    for (size_t k = 0; k < n; k++)
        if (!used[k] && oc[k] == card && (oc[k] == os[k]) == stands_for_itself) {
            used[k] = true;
            return k;
        }
    return n;
}

/* The declared check; at[i] receives the meld position of cards[i], oc and
 * os the meld in meld order (oc with the caller's physical cards). */
static int check_declared(const cri_meld_profile *p, const uint8_t *cards, const uint8_t *declared,
                          size_t n, size_t *at, uint8_t *oc, uint8_t *os, const char **why)
{
    *why = "";
    if (!size_ok(n, why))
        return CR_MELD_NONE;
    meld_input in;
    in.p = p;
    in.n = n;
    in.nn = in.nw = 0;
    size_t real_naturals;
    unsigned open_rank;
    if (!declared_input(&in, cards, declared, &real_naturals, &open_rank, why))
        return CR_MELD_NONE;
    int kind = check_sorted(&in, real_naturals, open_rank, oc, os, why);
    if (kind == CR_MELD_NONE)
        return kind;
    /* Back to the caller's cards: in oc a declared card appears as the card it
     * was declared as and an undeclared wild card as itself. Wild cards take
     * the positions where a wild card stands for another card first, so a
     * position where a card stands for itself is left to the naturals. */
    bool used[CR_MAX_CARDS] = {false};
    for (int pass = 0; pass < 3; pass++)
        for (size_t i = 0; i < n; i++) {
            unsigned c = cards[i], d = declared[i];
            bool free_wild = cri_card_is_wild(p, c) && (d == 0 || is_open_suit(d));
            if (pass == 0 && free_wild)
                at[i] = take_position(oc, os, used, n, c, false);
            else if (pass == 1 && !free_wild)
                at[i] = take_position(oc, os, used, n, d ? d : c, true);
            else if (pass == 2 && free_wild && at[i] == n)
                at[i] = take_position(oc, os, used, n, c, true);
            else
                continue;
            if (at[i] == n && pass > 0) {
                *why = "internal error: a declared meld could not be mapped back";
                return CR_MELD_NONE;
            }
        }
    for (size_t i = 0; i < n; i++)
        oc[at[i]] = cards[i];
    return kind;
}

int cri_meld_check_declared(const cri_meld_profile *p, const uint8_t *cards,
                            const uint8_t *declared, size_t n, uint8_t *out_stands,
                            const char **reason)
{
    const char *why_local = "";
    size_t at[CR_MAX_CARDS];
    uint8_t oc[CR_MAX_CARDS], os[CR_MAX_CARDS];
    int kind = check_declared(p, cards, declared, n, at, oc, os, reason ? reason : &why_local);
    for (size_t i = 0; kind != CR_MELD_NONE && out_stands && i < n; i++)
        out_stands[i] = os[at[i]];
    return kind;
}

int cri_meld_order_declared(const cri_meld_profile *p, const uint8_t *cards,
                            const uint8_t *declared, size_t n, uint8_t *out_cards,
                            uint8_t *out_stands, const char **reason)
{
    const char *why_local = "";
    size_t at[CR_MAX_CARDS];
    uint8_t oc[CR_MAX_CARDS], os[CR_MAX_CARDS];
    int kind = check_declared(p, cards, declared, n, at, oc, os, reason ? reason : &why_local);
    for (size_t k = 0; kind != CR_MELD_NONE && k < n; k++) {
        if (out_cards)
            out_cards[k] = oc[k];
        if (out_stands)
            out_stands[k] = os[k];
    }
    return kind;
}
