/* MANIP deal ends, scores, the game end and the settlement ledger:
 * Carousel RULES.md 15.4 (knock, undercut 10, going out 25, stock end,
 * the 150-point game, 100 bonus, 25 per deal won, pairwise settlement,
 * the blank player paying double) and RockIt 16.4 (the first out wins; a
 * blocked game, RD-12; the winner starts the next game). */
#include <string.h>

#include "manip/manip.h"

#define BLANK_MASK pad[1] /* Carousel: players who pay the game winner double */

static void counts(cr_game *g, bool come_in_values)
{
    const cri_man_state *s = cri_man_cst(g);
    for (int32_t p = 0; p < g->cfg.players; p++) {
        int32_t v = 0;
        for (unsigned i = 0; i < s->hand_n[p]; i++) {
            unsigned c = s->hand[p][i];
            if (come_in_values)
                v += cri_man_is_joker(c) ? 0 : ((c & 15u) >= 10 ? 10 : (int32_t)(c & 15u));
            else
                v += cri_man_card_value(cri_man_o(g), c);
        }
        g->deal_count[p] = v;
        g->deal_delta[p] = 0;
    }
}

/* Carousel game end (15.4): any total >= 150 after a deal; the highest
 * wins, an exact tie plays another deal (CA-15). The bonuses go into this
 * deal's changes, so the final scores are the final totals. */
static void carousel_game_end(cr_game *g)
{
    cri_man_state *s = cri_man_st(g);
    const cri_man_opts *o = cri_man_o(g);
    int32_t n = g->cfg.players;
    int64_t best = INT64_MIN;
    uint32_t top = 0;
    for (int32_t p = 0; p < n; p++) {
        int64_t t = cri_game_score(g, p);
        if (t > best) {
            best = t;
            top = 1u << p;
        } else if (t == best) {
            top |= 1u << p;
        }
    }
    if (best < o->target || (__builtin_popcount(top) > 1 && !o->tie_shares))
        return;
    s->game_over = 1;
    s->game_winners = (uint8_t)top;
    uint8_t blank = 0;
    for (int32_t p = 0; p < n; p++)
        if (cri_game_score(g, p) == 0)
            blank |= (uint8_t)(1u << p); /* CA-16 variant: no deal points */
    for (int32_t p = 0; p < n; p++) {
        if ((top >> p) & 1u)
            g->deal_delta[p] += 100;
        g->deal_delta[p] += 25 * (int64_t)cri_game_counter(g, (unsigned)p);
    }
    if (!o->blank_no_deal_points) {
        blank = 0;
        for (int32_t p = 0; p < n; p++)
            if (cri_game_score(g, p) == 0)
                blank |= (uint8_t)(1u << p); /* CA-16: the final total is 0 */
    }
    s->BLANK_MASK = blank;
}

static void finish(cr_game *g, int32_t reason, uint32_t winners)
{
    g->winners = (uint16_t)winners;
    for (int32_t p = 0; p < g->cfg.players; p++)
        g->counter_delta[p] = (winners >> p) & 1u ? 1 : 0;
    if (cri_man_o(g)->carousel_scoring)
        carousel_game_end(g);
    else
        for (int32_t p = 0; p < g->cfg.players; p++)
            g->deal_delta[p] = (winners >> p) & 1u ? 1 : 0; /* RockIt: games won */
    cri_game_end_deal(g, reason);
}

/* Knock by k (or k melded out, CA-4): 15.4. */
static void carousel_knock(cr_game *g, int32_t k, int32_t reason)
{
    const cri_man_state *s = cri_man_cst(g);
    int32_t n = g->cfg.players;
    counts(g, false);
    int64_t ck = g->deal_count[k], m = INT64_MAX;
    for (int32_t p = 0; p < n; p++)
        if (p != k && !((s->withdrawn >> p) & 1u) && g->deal_count[p] < m)
            m = g->deal_count[p];
    uint32_t winners = 0;
    if (m > ck) {
        int64_t sc = 0;
        for (int32_t p = 0; p < n; p++)
            if (p != k)
                sc += g->deal_count[p] - ck;
        g->deal_delta[k] = sc + (s->hand_n[k] == 0 ? 25 : 0);
        winners = 1u << k;
    } else {
        for (int32_t j = 0; j < n; j++) {
            if (j == k || ((s->withdrawn >> j) & 1u) || g->deal_count[j] != m)
                continue;
            int64_t sc = 10; /* undercut (or tie with the knocker) */
            for (int32_t i = 0; i < n; i++)
                if (i != j)
                    sc += g->deal_count[i] - m;
            g->deal_delta[j] = sc;
            winners |= 1u << j;
        }
    }
    cri_man_st(g)->knocker = (uint8_t)k;
    finish(g, reason, winners);
}

void cri_man_end_knock(cr_game *g, int32_t knocker)
{
    carousel_knock(g, knocker, CR_END_KNOCK);
}

void cri_man_end_out(cr_game *g, int32_t winner)
{
    if (cri_man_o(g)->carousel) {
        carousel_knock(g, winner, CR_END_OUT);
        return;
    }
    counts(g, true);
    finish(g, CR_END_OUT, 1u << winner);
}

/* Carousel stock end: the lowest count among the players still in wins,
 * tied winners each what one alone would score. */
void cri_man_end_stock(cr_game *g)
{
    const cri_man_state *s = cri_man_cst(g);
    int32_t n = g->cfg.players;
    counts(g, false);
    int64_t m = INT64_MAX;
    for (int32_t p = 0; p < n; p++)
        if (!((s->withdrawn >> p) & 1u) && g->deal_count[p] < m)
            m = g->deal_count[p];
    uint32_t winners = 0;
    for (int32_t j = 0; j < n; j++) {
        if (((s->withdrawn >> j) & 1u) || g->deal_count[j] != m)
            continue;
        int64_t sc = 0;
        for (int32_t i = 0; i < n; i++)
            if (i != j)
                sc += g->deal_count[i] - m;
        g->deal_delta[j] = sc;
        winners |= 1u << j;
    }
    finish(g, CR_END_STOCK_END, winners);
}

/* RockIt blocked game (RD-12): no winner, or the lowest coming-in value,
 * or the fewest cards; ties share. */
void cri_man_end_blocked(cr_game *g)
{
    const cri_man_state *s = cri_man_cst(g);
    const cri_man_opts *o = cri_man_o(g);
    int32_t n = g->cfg.players;
    counts(g, true);
    uint32_t winners = 0;
    if (o->blocked_rule != CRI_MBLOCKED_NO_WINNER) {
        int64_t best = INT64_MAX;
        for (int32_t p = 0; p < n; p++) {
            int64_t v = o->blocked_rule == CRI_MBLOCKED_FEWEST_CARDS ? s->hand_n[p] : g->deal_count[p];
            if (v < best) {
                best = v;
                winners = 1u << p;
            } else if (v == best) {
                winners |= 1u << p;
            }
        }
    }
    finish(g, CR_END_BLOCKED, winners);
}

bool cri_man_match_over(cr_game *g)
{
    const cri_man_state *s = cri_man_cst(g);
    g->match_winners = 0;
    if (!cri_man_o(g)->carousel_scoring || !s->game_over)
        return false; /* RockIt: games go on with next_deal; the counters keep the wins */
    g->match_winners = s->game_winners;
    return true;
}

/* Carousel's game settlement (15.4, CA-17): every pair settles the
 * difference of their final totals; a blank player pays a game winner double. */
size_t cri_man_ledger(const cr_game *g, cri_transfer *out)
{
    const cri_man_state *s = cri_man_cst(g);
    if (!cri_man_o(g)->carousel_scoring || !s->game_over)
        return 0;
    size_t k = 0;
    int32_t n = g->cfg.players;
    for (int32_t i = 0; i < n; i++)
        for (int32_t j = 0; j < n; j++) {
            int64_t ti = cri_game_score(g, i), tj = cri_game_score(g, j);
            if (i == j || ti >= tj)
                continue;
            int64_t amount = tj - ti;
            if (((s->BLANK_MASK >> i) & 1u) && ((s->game_winners >> j) & 1u))
                amount *= 2;
            out[k].payer = i;
            out[k].payee = j;
            out[k].num = amount;
            out[k].den = 1;
            out[k].currency = CR_CURRENCY_POINT;
            k++;
        }
    return k;
}

/* RockIt: the winner starts the next game; after a drawn game, the player
 * left of the previous first player (RD-13). The first player is the
 * dealer's left, so the next "dealer" sits right of him. */
int32_t cri_man_next_dealer(const cr_game *g)
{
    int32_t n = g->cfg.players;
    if (!cri_man_o(g)->carousel && __builtin_popcount(g->winners) == 1)
        return (__builtin_ctz(g->winners) + n - 1) % n;
    return (g->dealer + 1) % n;
}
