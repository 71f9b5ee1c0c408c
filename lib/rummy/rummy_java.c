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

void cri_rummy_java_end(cr_game *g, int32_t reason, int32_t winner)
{
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
