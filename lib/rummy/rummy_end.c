/* The end of a RUMMY deal and its settlement (RULES.md 5.4, 6.4, 10.4,
 * 11.4): a rummy with its multipliers, the showdowns (the break, Skip's
 * stock end at N, Block's refusal) with their tie rules, the ledger as
 * exact rationals (tied winners share every payment), the match. */
#include <string.h>

#include "cardrules/solver.h"
#include "solver/meld.h"

#include "rummy/rummy_internal.h"

#define S cri_rummy_st
#define O cri_rummy_opts_of

/* Deltas from what each loser owes (shared by the winners; a winner's
 * share of a split rounds down in the score, the ledger is exact). */
static void finish(cr_game *g, int32_t reason, uint32_t winners, int32_t currency)
{
    cri_rummy_state *s = S(g);
    int32_t n = g->cfg.players;
    int64_t k = __builtin_popcount(winners), total = 0;
    for (int32_t p = 0; p < n; p++) {
        g->deal_delta[p] = 0;
        if (winners & (1u << p)) {
            s->owe[p] = 0;
        } else {
            g->deal_delta[p] = -(int64_t)s->owe[p];
            total += s->owe[p];
        }
    }
    for (int32_t p = 0; p < n; p++)
        if (winners & (1u << p))
            g->deal_delta[p] = k ? total / k : 0;
    g->winners = (uint16_t)winners;
    s->pay_currency = (uint8_t)currency;
    if (!s->oom) /* else the move is undone (cri_rummy_apply) */
        cri_game_end_deal(g, reason);
}

static int32_t cur(const cri_rummy_opts *o)
{
    return o->currency == CRI_CURRENCY_POINT ? CR_CURRENCY_POINT : CR_CURRENCY_UNIT;
}

/* SR-11, SR-12: the 4-unit rummy (first pick, or one-suit sequence). */
static bool bonus(const cr_game *g, int32_t seat)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    const cri_rummy_opts *o = O(g);
    if (s->draws[seat] == 1)
        return true;
    unsigned melds = 0, suit = 99;
    for (unsigned k = 0; k < s->meld_n; k++) {
        if (s->meld_owner[k] != seat)
            continue;
        const uint8_t *c = s->stands + s->meld_at[k]; /* jokers as what they stand for */
        unsigned su = c[0] >> 4;
        if ((c[0] & 15u) == (c[1] & 15u))
            return false; /* a group */
        if (suit != 99 && su != suit)
            return false;
        suit = su;
        melds++;
    }
    return melds == 1 || (melds > 1 && o->one_suit_any);
}

static int32_t own_meld_value(const cr_game *g, int32_t seat)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    int32_t v = 0;
    for (unsigned k = 0; k < s->meld_n; k++)
        if (s->meld_owner[k] == seat)
            v += cri_rummy_hand_value(O(g), s->table + s->meld_at[k], s->meld_len[k]);
    return v;
}

/* BH-6 variant: the unmatched cards of an optimal partition that could
 * be laid off onto the table melds (one after another, each extending the
 * meld it joins) are not charged. */
static int32_t unmatched_after_layoffs(const cr_game *g, int32_t p)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    const cri_rummy_opts *o = O(g);
    uint8_t cards[CRI_RUMMY_DECK], loose[CRI_RUMMY_DECK];
    size_t n = cri_ms_to_cards(&s->hand[p], cards), ln = 0;
    struct cr_solver *sv = cri_game_solver((cr_game *)(uintptr_t)g);
    int32_t dw = 0;
    if (!sv || cr_solver_deadwood(&dw, sv, cards, n) != CR_OK ||
        cr_solver_result_unmatched(loose, sizeof loose, &ln, sv) != CR_OK) {
        cri_rummy_st((cr_game *)(uintptr_t)g)->oom = 1; /* the move applying is undone */
        return 0;
    }
    uint8_t melds[CRI_RUMMY_MELDS][CRI_RUMMY_DECK];
    size_t len[CRI_RUMMY_MELDS];
    for (unsigned k = 0; k < s->meld_n; k++) {
        len[k] = s->meld_len[k];
        memcpy(melds[k], s->table + s->meld_at[k], len[k]);
    }
    bool moved = true;
    while (moved) {
        moved = false;
        for (size_t i = 0; i < ln; i++)
            for (unsigned k = 0; k < s->meld_n && loose[i]; k++) {
                melds[k][len[k]] = loose[i];
                if (cri_meld_check(&o->prof, melds[k], len[k] + 1, NULL, NULL, NULL) != CR_MELD_NONE) {
                    len[k]++;
                    loose[i] = 0;
                    moved = true;
                }
            }
    }
    int32_t v = 0;
    for (size_t i = 0; i < ln; i++)
        if (loose[i])
            v += cri_card_value(&o->prof, loose[i]);
    return v;
}

/* The count of a seat at a showdown: what it holds after its break turn
 * (declared_unmatched), else the loser count of the rules. */
static int32_t showdown_count(const cr_game *g, int32_t p, bool exposed_round)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    if (exposed_round && s->broke[p]) {
        uint8_t cards[CRI_RUMMY_DECK];
        size_t n = cri_ms_to_cards(&s->hand[p], cards);
        return cri_rummy_hand_value(O(g), cards, n);
    }
    return cri_rummy_loser_count(g, p);
}

/* The payment of a loser at a showdown won with count low. */
static int32_t showdown_owe(const cri_rummy_opts *o, int32_t count, int32_t low, int32_t *currency)
{
    bool units = o->currency == CRI_CURRENCY_UNIT;
    if (o->settlement == CRI_SETTLE_OWN_MELD_VALUE)
        units = o->qc_break_unit; /* QC-2 */
    *currency = units ? CR_CURRENCY_UNIT : CR_CURRENCY_POINT;
    return units ? 1 : count - low;
}

void cri_rummy_end_rummy(cr_game *g, int32_t seat, bool discarded)
{
    cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    if (o->meld_timing == CRI_MELD_BEFORE_DRAW_ALL) {
        cri_rummy_java_end(g, s->hand_n[seat] ? CR_END_OUT : CR_END_RUMMY, seat);
        return;
    }
    int32_t n = g->cfg.players, currency = cur(o);
    int32_t reason = CR_END_RUMMY;
    for (int32_t p = 0; p < n; p++)
        g->deal_count[p] = p == seat                 ? 0
                           : o->bh_excl_layoffs      ? unmatched_after_layoffs(g, p)
                                                     : showdown_count(g, p, s->in_break);
    if (s->in_break) {
        /* SR-10: a rummy during the break wins as the break does (1 unit). */
        for (int32_t p = 0; p < n; p++)
            s->owe[p] = showdown_owe(o, g->deal_count[p], 0, &currency);
        finish(g, CR_END_BREAK, 1u << seat, currency);
        return;
    }
    int32_t mult = 1;
    switch (o->settlement) {
    case CRI_SETTLE_STRAIGHT_UNITS:
        mult = bonus(g, seat) ? 4 : 2;
        break;
    case CRI_SETTLE_SKIP_UNITS:
        mult = 2;
        if (discarded && o->skip_meld_only) {
            mult = 1; /* SK-3 variant: going out by a discard is no rummy */
            reason = CR_END_OUT;
        }
        break;
    case CRI_SETTLE_POINTS_DIFF:
        mult = o->block_mult * (bonus(g, seat) ? 2 : 1); /* BL-4 */
        break;
    case CRI_SETTLE_UNMATCHED_PAY: {
        /* BH-7: all cards gone in one turn, no meld or lay-off before (or,
         * by variant, on the seat's first turn): every payment doubles. */
        bool rummy = o->bh_first_turn_only ? s->draws[seat] <= 1 : !(s->melded & (1u << seat));
        mult = rummy ? 2 : 1;
        reason = rummy ? CR_END_RUMMY : CR_END_OUT;
        currency = CR_CURRENCY_POINT;
        break;
    }
    default:
        break;
    }
    for (int32_t p = 0; p < n; p++) {
        if (o->settlement == CRI_SETTLE_OWN_MELD_VALUE) {
            /* QC-1: the winner's own melded cards, the discard by variant. */
            int32_t v = own_meld_value(g, seat);
            if (discarded && o->qc_incl_discard && s->pile_n)
                v += cri_rummy_hand_value(o, &s->pile[s->pile_n - 1], 1);
            s->owe[p] = v;
            currency = CR_CURRENCY_POINT;
        } else if (o->settlement == CRI_SETTLE_FIXED_STAKE) {
            s->owe[p] = 1;
        } else if (o->settlement == CRI_SETTLE_UNMATCHED_PAY) {
            s->owe[p] = mult * g->deal_count[p];
        } else {
            s->owe[p] = currency == CR_CURRENCY_UNIT ? mult : mult * g->deal_count[p];
        }
    }
    finish(g, reason, 1u << seat, currency);
}

/* RULES.md 5.2 SHOWDOWN, 6.4, 10.4: the lowest count wins; ties go to the
 * first tied seat clockwise from `from` (the breaker, or the next to move),
 * or are shared (Block; skip.tie=SPLIT). */
void cri_rummy_end_showdown(cr_game *g, int32_t reason, int32_t from)
{
    cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    if (o->meld_timing == CRI_MELD_BEFORE_DRAW_ALL) {
        /* JR-5 END_AT_N and STRAIGHT_BREAK: nobody wins, everyone scores
         * what he holds (Java) or nobody scores (Rummy Poker); SR-10's
         * variant: the seat that went down in the break wins at its end. */
        cri_rummy_java_end(g, reason, s->rummy_seat == 0xFF ? -1 : s->rummy_seat);
        return;
    }
    int32_t n = g->cfg.players;
    bool exposed_round = s->in_break;
    int32_t low = INT32_MAX;
    for (int32_t p = 0; p < n; p++) {
        g->deal_count[p] = (s->rummy_seat == p) ? 0 : showdown_count(g, p, exposed_round);
        if (g->deal_count[p] < low)
            low = g->deal_count[p];
    }
    bool share = o->settlement == CRI_SETTLE_POINTS_DIFF || (o->settlement == CRI_SETTLE_SKIP_UNITS && o->skip_tie_split);
    uint32_t winners = 0;
    for (int32_t i = 0; i < n; i++) {
        int32_t p = (from + i) % n;
        if (g->deal_count[p] == low) {
            winners |= 1u << p;
            if (!share)
                break;
        }
    }
    int32_t currency = cur(o);
    for (int32_t p = 0; p < n; p++)
        s->owe[p] = showdown_owe(o, g->deal_count[p], low, &currency);
    finish(g, reason, winners, currency);
}

void cri_rummy_end_void(cr_game *g)
{
    cri_rummy_state *s = S(g);
    for (int32_t p = 0; p < g->cfg.players; p++) {
        s->owe[p] = 0;
        g->deal_count[p] = 0;
    }
    finish(g, CR_END_VOID, 0, CR_CURRENCY_UNIT);
}

size_t cri_rummy_ledger(const cr_game *g, cri_transfer *out)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    if (O(g)->meld_timing == CRI_MELD_BEFORE_DRAW_ALL)
        return cri_rummy_java_ledger(g, out); /* Java's chips; Rummy Poker: scores only */
    return cri_ledger_losers_pay_winners(g, s->owe, s->pay_currency, out);
}

/* Without a target each hand is settled on its own and the scores
 * accumulate (RULES.md 5.4); with target_score (BH-13) the match ends when
 * a score reaches it, the highest score winning (ties share). */
bool cri_rummy_match_over(cr_game *g)
{
    const cri_rummy_opts *o = O(g);
    g->match_winners = 0;
    if (o->match_end == CRI_RMATCH_ELIMINATION) {
        g->match_winners = cri_rummy_cst(g)->pool_to;
        return g->match_winners != 0;
    }
    if (o->target <= 0)
        return false;
    /* RP-1: the first to the target wins with the highest score, or under
     * penalty totals the match ends there and the lowest wins. */
    bool lowest = o->match_end == CRI_RMATCH_TARGET_LOWEST;
    int64_t best = INT64_MIN, top = INT64_MIN;
    for (int32_t p = 0; p < g->cfg.players; p++) {
        int64_t v = cri_game_score(g, p);
        top = v > top ? v : top;
        if ((lowest ? -v : v) > best)
            best = lowest ? -v : v;
    }
    if (top < o->target)
        return false;
    for (int32_t p = 0; p < g->cfg.players; p++)
        if ((lowest ? -cri_game_score(g, p) : cri_game_score(g, p)) == best)
            g->match_winners |= (uint16_t)(1u << p);
    return true;
}

/* Left, except Boathouse for two: the winner deals (RULES.md 1.7, BH-11). */
int32_t cri_rummy_next_dealer(const cr_game *g)
{
    if (O(g)->rotation == CRI_ROTATION_WINNER_IF_2P_ELSE_LEFT && g->cfg.players == 2 &&
        __builtin_popcount(g->winners) == 1)
        return __builtin_ctz(g->winners);
    return cri_rummy_next_seat(g, g->dealer); /* JR-9: past eliminated seats */
}
