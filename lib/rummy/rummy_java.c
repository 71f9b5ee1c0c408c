/* Seats still in the match and Java Rummy's match (RULES.md 13.4):
 * penalty totals, elimination at the target with a chip into the pool,
 * the survivor (or the lowest of the last to cross) collecting it, and
 * the entry chips of java.entry_chip (JR-8). Eliminated seats are skipped
 * for turns and deals (JR-9). */
#include <string.h>

#include "rummy/rummy_internal.h"

const char *const cri_rummy_counter_names[CRI_RUMMY_COUNTERS] = {
    "out0", "out1", "out2", "out3", "out4", "out5", "out6", "out7", "out8", "out9", "out10", "out11", "out12", "out13",
    "pool"};

int32_t cri_rummy_next_seat(const cr_game *g, int32_t seat)
{
    int32_t n = g->cfg.players;
    for (int32_t i = 1; i <= n; i++) {
        int32_t p = (seat + i) % n;
        if (!cri_rummy_out_of_match(g, p))
            return p;
    }
    return (seat + 1) % n;
}

int32_t cri_rummy_active(const cr_game *g)
{
    int32_t k = 0;
    for (int32_t p = 0; p < g->cfg.players; p++)
        k += !cri_rummy_out_of_match(g, p);
    return k;
}

/* RULES.md 14.3: the pattern bonus of the winner's melded cards (wild
 * cards as what they stand for): a straight (each rank once, one run) or a
 * flush (one suit) 25, both 50 instead (RP-5: added up under
 * rummypoker.cumulative_bonuses); RP-6: only with all ten down by variant. */
static int32_t pattern_bonus(const cr_game *g, int32_t seat)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    if (o->rp_all_ten && s->hand_n[seat])
        return 0;
    unsigned suits = 0, ranks = 0, n = 0;
    bool repeat = false;
    for (unsigned k = 0; k < s->meld_n; k++) {
        if (s->meld_owner[k] != seat)
            continue;
        for (unsigned i = 0; i < s->meld_len[k]; i++) {
            unsigned c = s->stands[s->meld_at[k] + i], r = c & 15u;
            suits |= 1u << (c >> 4);
            repeat |= (ranks >> r) & 1u;
            ranks |= 1u << r;
            n++;
        }
    }
    bool flush = n && __builtin_popcount(suits) == 1;
    /* One run: the rank bits are contiguous (the ace may also sit above
     * the king where the sequence mode allows it). */
    unsigned hi = ranks | ((o->prof.seq_mode == CR_SEQ_HIGH_OR_LOW && (ranks & 2u)) ? (1u << 14) : 0u);
    unsigned low_run = ranks >> __builtin_ctz(ranks | 1u << 15), high_run = (hi & ~2u) >> __builtin_ctz((hi & ~2u) | 1u << 15);
    bool straight = n && !repeat && (((low_run + 1) & low_run) == 0 || ((ranks & 2u) && ((high_run + 1) & high_run) == 0));
    if (o->rp_cumulative)
        return (straight ? 25 : 0) + (flush ? 25 : 0) + (straight && flush ? 50 : 0);
    return straight && flush ? 50 : straight || flush ? 25 : 0;
}

/* Rummy Poker (RULES.md 14.4): the winner scores the others' deadwood
 * (RP-2: or the bonus only) plus his bonus less his leftover (RP-3), plus
 * rummypoker.rummy_bonus with all ten down (RP-4); nobody else scores. Under
 * rummypoker.scoring=JAVA_PENALTY (RP-1) the totals are Java's penalties:
 * the others add their deadwood, the winner his leftover less the bonuses. */
static void rp_end(cr_game *g, int32_t reason, int32_t winner)
{
    cri_rummy_state *s = cri_rummy_st(g);
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    bool positive = o->settlement == CRI_SETTLE_RP_POSITIVE;
    int64_t others = 0;
    uint8_t cards[CRI_RUMMY_DECK];
    for (int32_t p = 0; p < g->cfg.players; p++) {
        s->owe[p] = 0;
        g->deal_delta[p] = 0;
        g->deal_count[p] = p == winner ? 0 : cri_rummy_loser_count(g, p);
        if (p != winner) {
            others += g->deal_count[p];
            if (!positive)
                g->deal_delta[p] = g->deal_count[p];
        }
    }
    if (winner >= 0) {
        size_t k = cri_ms_to_cards(&s->hand[winner], cards);
        int32_t left = cri_rummy_hand_value(o, cards, k), bonus = pattern_bonus(g, winner);
        if (!k)
            bonus += o->rp_rummy_bonus;
        g->deal_count[winner] = left;
        if (positive)
            g->deal_delta[winner] = (o->rp_bonus_only ? 0 : others) + bonus - (o->rp_ignore_leftover ? 0 : left);
        else
            g->deal_delta[winner] = left - bonus;
    }
    s->elim = 0;
    s->pool_to = 0;
    g->winners = winner >= 0 ? (uint16_t)(1u << winner) : 0;
    s->pay_currency = CR_CURRENCY_POINT;
    if (!s->oom) /* else the move is undone (cri_rummy_apply) */
        cri_game_end_deal(g, reason);
}

void cri_rummy_java_end(cr_game *g, int32_t reason, int32_t winner)
{
    if (cri_rummy_opts_of(g)->match_end != CRI_RMATCH_ELIMINATION) {
        rp_end(g, reason, winner);
        return;
    }
    cri_rummy_state *s = cri_rummy_st(g);
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    int32_t n = g->cfg.players, pool = g->counter_base[CRI_RUMMY_POOL];
    uint8_t cards[CRI_RUMMY_DECK];
    for (int32_t p = 0; p < n; p++) {
        g->deal_count[p] = 0;
        g->deal_delta[p] = 0;
        s->owe[p] = 0;
        if (cri_rummy_out_of_match(g, p))
            continue;
        if (p == winner) {
            /* 13.4: all seven down takes 25 off; a leftover card adds its value. */
            size_t k = cri_ms_to_cards(&s->hand[p], cards);
            int32_t left = cri_rummy_hand_value(o, cards, k);
            g->deal_count[p] = left;
            g->deal_delta[p] = k ? left : -25;
        } else {
            g->deal_count[p] = cri_rummy_loser_count(g, p); /* JR-4 */
            g->deal_delta[p] = g->deal_count[p];
        }
    }
    if (o->entry_chip && g->deal_no == 0 && pool == 0)
        pool = cri_rummy_active(g); /* JR-8: everyone antes one chip */
    s->elim = 0;
    s->pool_to = 0;
    int32_t left = 0;
    for (int32_t p = 0; p < n; p++) {
        if (cri_rummy_out_of_match(g, p))
            continue;
        if (cri_game_score(g, p) >= o->target) {
            s->elim |= (uint16_t)(1u << p);
            g->counter_delta[p] = 1;
            pool++;
        } else {
            left++;
        }
    }
    if (left <= 1 && (s->elim || left == 1)) {
        /* JR-7: the survivor collects; if nobody survives, the lowest of
         * those who crossed together (ties share). */
        if (left == 1) {
            for (int32_t p = 0; p < n; p++)
                if (!cri_rummy_out_of_match(g, p) && !(s->elim & (1u << p)))
                    s->pool_to = (uint16_t)(1u << p);
        } else {
            int64_t low = INT64_MAX;
            for (int32_t p = 0; p < n; p++)
                if ((s->elim & (1u << p)) && cri_game_score(g, p) < low)
                    low = cri_game_score(g, p);
            for (int32_t p = 0; p < n; p++)
                if ((s->elim & (1u << p)) && cri_game_score(g, p) == low)
                    s->pool_to |= (uint16_t)(1u << p);
        }
        s->pool = pool;
        pool = 0;
    }
    g->counter_delta[CRI_RUMMY_POOL] = pool - g->counter_base[CRI_RUMMY_POOL];
    g->winners = winner >= 0 ? (uint16_t)(1u << winner) : 0;
    s->pay_currency = CR_CURRENCY_CHIP;
    if (!s->oom) /* else the move is undone (cri_rummy_apply) */
        cri_game_end_deal(g, reason);
}

/* The chips: antes and eliminations into the pool, the pool to its winners
 * (exact shares). The penalty points are the score deltas, not transfers. */
size_t cri_rummy_java_ledger(const cr_game *g, cri_transfer *out)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    size_t t = 0;
    for (int32_t p = 0; p < g->cfg.players; p++) {
        if (cri_game_counter(g, (unsigned)p) && !(s->elim & (1u << p)))
            continue; /* out before this deal */
        int64_t chips = (o->entry_chip && g->deal_no == 0 && g->counter_base[CRI_RUMMY_POOL] == 0) +
                        ((s->elim >> p) & 1u);
        if (chips)
            out[t++] = (cri_transfer){.payer = p, .payee = CR_SEAT_POOL, .num = chips, .den = 1,
                                      .currency = CR_CURRENCY_CHIP};
    }
    int64_t k = __builtin_popcount(s->pool_to);
    for (int32_t p = 0; p < g->cfg.players && k; p++) {
        if (!(s->pool_to & (1u << p)) || s->pool <= 0)
            continue;
        int64_t a = s->pool, b = k;
        while (b) {
            int64_t r = a % b;
            a = b;
            b = r;
        }
        out[t++] = (cri_transfer){.payer = CR_SEAT_POOL, .payee = p, .num = s->pool / a, .den = k / a,
                                  .currency = CR_CURRENCY_CHIP};
    }
    return t;
}
