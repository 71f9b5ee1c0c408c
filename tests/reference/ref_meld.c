/* The reference's meld check, straight from RULES.md 1.2-1.4. */
#include "ref_solver.h"

#include "cardrules.h"

static bool code_ok(uint8_t c)
{
    return c == CR_CARD_JOKER || ((c & 15) >= 1 && (c & 15) <= 13 && (c >> 4) <= 3);
}

/* Bit (rank - 1) of every rank of a window of n ranks starting at rank
 * `start`: in LOW ranks 1..13; in HIGH_OR_LOW positions 1..14 where 14 is the
 * ace again; in CYCLIC positions wrap from the king to the ace. Returns 0 when
 * the window does not exist in the mode (n is at most 13, so no window holds
 * a rank twice). */
static unsigned window_mask(int seq, int start, int n)
{
    unsigned m = ((1u << n) - 1) << (start - 1);
    if (seq == REF_SEQ_LOW)
        return start + n - 1 <= 13 ? m : 0;
    if (seq == REF_SEQ_HIGH_OR_LOW)
        return start + n - 1 <= 14 ? (m & 0x1FFFu) | ((m >> 13) & 1u) : 0;
    return (m | (m >> 13)) & 0x1FFFu;
}

static int window_starts(int seq)
{
    return seq == REF_SEQ_HIGH_OR_LOW ? 14 : 13;
}

/* Span of the 13-bit mask m read as positions 0..12 (0 if empty). */
static int span(unsigned m)
{
    return m ? 32 - __builtin_clz(m) - __builtin_ctz(m) : 0;
}

int ref_run_cover(int seq, unsigned ranks)
{
    int best = span(ranks); /* the ace low */
    if (seq == REF_SEQ_HIGH_OR_LOW && (ranks & 1u)) {
        int high = span((ranks >> 1) | (1u << 12)); /* the ace above the king */
        if (high < best)
            best = high;
    }
    if (seq == REF_SEQ_CYCLIC) {
        for (int rot = 1; rot < 13; rot++) { /* every rank may start the arc */
            unsigned m = ((ranks >> rot) | (ranks << (13 - rot))) & 0x1FFFu;
            if (span(m) < best)
                best = span(m);
        }
    }
    return best;
}

const char *ref_meld_check_declared(const ref_profile *p, const ref_meld_card *cards, size_t n,
                                    int kind)
{
    int rank[64], suit[64];
    size_t naturals = 0;
    if (n == 0 || n > 64)
        return "size";
    for (size_t i = 0; i < n; i++) {
        if (!code_ok(cards[i].card))
            return "invalid card code";
        if (ref_is_wild(p, cards[i].card)) {
            rank[i] = cards[i].rank;
            suit[i] = cards[i].suit;
            if (rank[i] < 1 || rank[i] > 13 || suit[i] > REF_SUIT_OPEN)
                return "wild card without a valid declaration";
        } else {
            naturals++;
            rank[i] = cards[i].card & 15;
            suit[i] = cards[i].card >> 4;
        }
    }
    if (p->need_natural && naturals == 0)
        return "no natural card";
    if (kind == REF_KIND_GROUP) {
        if ((int)n < p->group_min || (p->group_max != REF_NO_MAX && (int)n > p->group_max))
            return "group size";
        unsigned suits = 0;
        for (size_t i = 0; i < n; i++) {
            if (rank[i] != rank[0])
                return "group ranks differ";
            if (suit[i] == REF_SUIT_OPEN)
                continue;
            if (p->distinct_suits && (suits & (1u << suit[i])))
                return "group repeats a suit";
            suits |= 1u << suit[i];
        }
        /* Open suits stand for missing suits: with distinct suits there must
         * be enough of those (n <= 4 then, since every card has its own suit). */
        if (p->distinct_suits && n > 4)
            return "group larger than four distinct suits";
        return NULL;
    }
    if (kind != REF_KIND_RUN)
        return "unknown kind";
    if ((int)n < p->run_min || n > 13)
        return "run length";
    unsigned ranks = 0;
    for (size_t i = 0; i < n; i++) {
        if (suit[i] == REF_SUIT_OPEN)
            return "run wild without a suit";
        if (suit[i] != suit[0])
            return "run suits differ";
        if (ranks & (1u << (rank[i] - 1)))
            return "run repeats a rank";
        ranks |= 1u << (rank[i] - 1);
    }
    for (int start = 1; start <= window_starts(p->seq); start++)
        if (window_mask(p->seq, start, (int)n) == ranks)
            return NULL;
    return "run ranks not consecutive in this sequence mode";
}

unsigned ref_meld_kinds(const ref_profile *p, const uint8_t *cards, size_t n, ref_meld_card *decl,
                        int *decl_kind)
{
    size_t naturals = 0;
    int grank = 0, rsuit = -1;
    bool same_rank = true, same_suit = true, suits_distinct = true, ranks_distinct = true;
    unsigned suits = 0, ranks = 0;
    if (n == 0 || n > 64)
        return 0;
    for (size_t i = 0; i < n; i++) {
        uint8_t c = cards[i];
        if (!code_ok(c))
            return 0;
        if (ref_is_wild(p, c))
            continue;
        int r = c & 15, s = c >> 4;
        naturals++;
        if (grank && r != grank)
            same_rank = false;
        grank = r;
        if (rsuit >= 0 && s != rsuit)
            same_suit = false;
        rsuit = s;
        if (suits & (1u << s))
            suits_distinct = false;
        suits |= 1u << s;
        if (ranks & (1u << (r - 1)))
            ranks_distinct = false;
        ranks |= 1u << (r - 1);
    }
    if (p->need_natural && naturals == 0)
        return 0;
    unsigned kinds = 0;
    bool group_size = (int)n >= p->group_min && (p->group_max == REF_NO_MAX || (int)n <= p->group_max);
    if (same_rank && group_size && (!p->distinct_suits || (suits_distinct && n <= 4)))
        kinds |= 1u << REF_KIND_GROUP;
    int run_start = 0;
    if (same_suit && ranks_distinct && (int)n >= p->run_min && n <= 13 &&
        ref_run_cover(p->seq, ranks) <= (int)n) {
        kinds |= 1u << REF_KIND_RUN;
        for (int start = 1; start <= window_starts(p->seq) && !run_start; start++) {
            unsigned w = window_mask(p->seq, start, (int)n);
            if (w && (w & ranks) == ranks)
                run_start = start;
        }
    }
    if (kinds && decl) {
        int kind = (kinds & (1u << REF_KIND_GROUP)) ? REF_KIND_GROUP : REF_KIND_RUN;
        unsigned missing = kind == REF_KIND_RUN ? window_mask(p->seq, run_start, (int)n) & ~ranks : 0;
        for (size_t i = 0; i < n; i++) {
            decl[i].card = cards[i];
            decl[i].rank = (uint8_t)(cards[i] & 15);
            decl[i].suit = (uint8_t)(cards[i] >> 4);
            if (!ref_is_wild(p, cards[i]))
                continue;
            if (kind == REF_KIND_GROUP) {
                decl[i].rank = (uint8_t)(grank ? grank : 13);
                decl[i].suit = REF_SUIT_OPEN;
            } else {
                int r = __builtin_ctz(missing) + 1;
                missing &= missing - 1;
                decl[i].rank = (uint8_t)r;
                decl[i].suit = (uint8_t)(rsuit >= 0 ? rsuit : 0);
            }
        }
        if (decl_kind)
            *decl_kind = kind;
    }
    return kinds;
}
