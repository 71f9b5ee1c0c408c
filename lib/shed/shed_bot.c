/* Baseline bots for the SHED presets, following the seeds' hints:
 * Rockaway (S0): "an Ace should not be played if another choice is
 * available"; cover with the suit one is longest in, so later widows tend
 * to match; among equals shed the card that would cost most.
 * Go Boom (S2): shed high-value cards first, and take the trick when a
 * card can (the leader may play anything); lead from the longest suit
 * (keeps the most ways to follow); keep flexibility.
 * Deterministic: the seed only breaks exact ties. */
#include "cards/random.h"
#include "shed/shed_internal.h"

/* Go Boom: what taking the lead is worth, against a card's value (x10);
 * tuned on bot-vs-random games (tests/game/test_game.c). */
#define WIN_BONUS 30

static unsigned suit_len(const cri_hand *h, unsigned suit)
{
    unsigned n = 0;
    for (int k = 0; k < 2; k++)
        n += (unsigned)__builtin_popcountll(h->copy[k] & (UINT64_C(0x3FFE) << (16u * suit)));
    return n;
}

static unsigned longest_suit(const cri_hand *h)
{
    unsigned best = 0, len = 0;
    for (unsigned s = 0; s < 4; s++) {
        unsigned l = suit_len(h, s);
        if (l > len) {
            len = l;
            best = s;
        }
    }
    return best;
}

static unsigned trick_rank(const cri_shed_opts *o, unsigned c)
{
    unsigned r = c & 0xFu;
    return (r == CR_RANK_ACE && !o->ace_low_in_tricks) ? 14u : r;
}

/* Would card c, played now, be the best card of the trick so far? */
static bool would_win(const cr_game *g, unsigned c)
{
    const cri_shed_state *s = cri_shed_cst(g);
    unsigned led = s->trick_named[0] < 4 ? s->trick_named[0] : (unsigned)(s->trick[0] >> 4);
    if ((c >> 4) != led)
        return false;
    for (unsigned i = 0; i < s->trick_n; i++)
        if ((unsigned)(s->trick[i] >> 4) == led && trick_rank(cri_shed_opts_of(g), s->trick[i]) >= trick_rank(cri_shed_opts_of(g), c))
            return false;
    return true;
}

int32_t cri_shed_bot(cri_move *out, cr_game *g, int32_t seat, uint64_t seed)
{
    const cri_shed_opts *o = cri_shed_opts_of(g);
    const cri_shed_state *s = cri_shed_cst(g);
    const cri_hand *h = &s->hand[seat];
    out->arg = -1;
    out->n = 0;
    if (g->phase == CR_PHASE_DRAWING) {
        /* Forced: play the drawn card, else draw, else pass. */
        unsigned card, suit;
        bool any = !cri_shed_target(g, &card, &suit);
        unsigned c = s->drawn;
        bool legal = any || (c >> 4) == suit || (c & 0xF) == (card & 0xF) || ((o->wild_ranks >> (c & 0xF)) & 1u);
        if (legal) {
            out->type = CR_MOVE_PLAY;
            out->cards[0] = (uint8_t)c;
            out->n = 1;
            if (o->ace_names_suit && ((o->wild_ranks >> (c & 0xF)) & 1u))
                out->arg = (int32_t)longest_suit(h);
        } else {
            out->type = s->stock_n ? CR_MOVE_DRAW : CR_MOVE_PASS;
        }
        return CR_OK;
    }
    uint64_t legal = cri_shed_legal_mask(g, seat);
    uint64_t wild = cri_shed_wild_mask(o);
    if (!legal) {
        out->type = s->stock_n ? CR_MOVE_DRAW : CR_MOVE_PASS;
        return CR_OK;
    }
    /* Keep the aces: draw instead when the rules allow it and the stock is
     * comfortable (RK-2 variant). */
    if ((legal & ~wild) == 0 && s->stock_n > 10 && o->voluntary_draw != CRI_VDRAW_NEVER) {
        out->type = CR_MOVE_DRAW;
        return CR_OK;
    }
    uint64_t pool = (legal & ~wild) ? (legal & ~wild) : legal;
    bool trick = o->structure == CRI_SHED_TRICK;
    bool leading = trick && s->trick_n == 0;
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, seed ^ ((uint64_t)g->stamp << 20) ^ (uint64_t)seat);
    int64_t best = INT64_MIN;
    unsigned pick = 0, ties = 0;
    for (uint64_t m = pool; m; m &= m - 1) {
        unsigned c = (unsigned)__builtin_ctzll(m);
        unsigned r = c & 0xF, su = c >> 4;
        int64_t score;
        if (!trick) {
            /* Suit length after playing, then penalty value. */
            score = (int64_t)suit_len(h, su) * 100 + o->values[r];
        } else if (leading) {
            unsigned tr = (r == 1 && !o->ace_low_in_tricks) ? 14u : r;
            score = (int64_t)suit_len(h, su) * 100 + tr * 3 + o->values[r];
        } else {
            /* Winning the trick gives the lead (any card next time). */
            score = (int64_t)o->values[r] * 10 + (int64_t)suit_len(h, su) + (would_win(g, c) ? WIN_BONUS : 0);
        }
        if (score > best) {
            best = score;
            pick = c;
            ties = 1;
        } else if (score == best && cri_pcg32_bounded(&rng, ++ties) == 0) {
            pick = c;
        }
    }
    out->type = CR_MOVE_PLAY;
    out->cards[0] = (uint8_t)pick;
    out->n = 1;
    if (o->ace_names_suit && ((wild >> pick) & 1u)) {
        /* Name the suit we hold most of (after this card leaves). */
        out->arg = (int32_t)longest_suit(h);
        if ((unsigned)out->arg == (pick >> 4))
            out->arg = -1;
    }
    return CR_OK;
}
