/* The RUMMY legal list, in this order: the draw step (draw, take, pass);
 * discards in card order; meld moves (every distinct going-rummy partition,
 * all cards or all but the discard, or Skip's three-card melds); lay-offs
 * by card then table meld; break exposures (every maximal set of melds);
 * done. Meld moves list their melds as the candidate enumeration finds
 * them (groups by rank, then runs by suit), cards in card order, so each
 * partition appears once. A move listed here validates, and the list is
 * complete: tests/game checks both on random playouts. */
#include <string.h>

#include "rummy/rummy_internal.h"

#define S cri_rummy_st
#define O cri_rummy_opts_of

typedef struct emit {
    cr_game *g;
    int32_t seat;
    int32_t type;
    const uint8_t *cards;
    cri_movebuf *out;
    int32_t rc;
    bool check; /* validate each move before listing it */
    unsigned listed;
    size_t first; /* the list's first meld move (duplicates are looked for from here) */
} emit;

/* The engine's own validation of m, as a verdict: no message is
 * formatted (the game's error and reason stay as they were). */
static int32_t verdict(cr_game *g, int32_t seat, const cri_move *m)
{
    bool quiet = g->x->quiet;
    int32_t reason = g->last_reason;
    g->x->quiet = true;
    int32_t rc = g->engine->validate(g, seat, m);
    g->x->quiet = quiet;
    g->last_reason = reason;
    return rc;
}

/* Two jokers are one card to the rules: partitions that differ only in
 * which joker goes where are one move. */
static bool listed_already(const emit *e, const cri_move *m)
{
    cri_move x;
    int32_t who;
    for (size_t i = e->first; i < e->out->count; i++) {
        cri_movebuf_get(e->out, i, &who, &x);
        if (x.type == m->type && x.n == m->n && !memcmp(x.cards, m->cards, m->n))
            return true;
    }
    return false;
}

/* Most partitions listed for one meld move kind: a hand of many cards
 * (Round-the-Corner after many upcards) has more partitions than anyone
 * wants to read; the first ones in enumeration order are listed, and
 * every valid partition still validates. */
#define PARTITIONS_MAX 64

static int emit_set(void *ctx, const uint64_t *set, size_t k)
{
    emit *e = ctx;
    cri_move m;
    cri_rummy_move_of(O(e->g), &m, e->type, e->cards, set, k);
    const cri_rummy_state *s = cri_rummy_cst(e->g);
    if (O(e->g)->subsets && listed_already(e, &m))
        return 0;
    if (e->check || (e->type == CR_MOVE_EXPOSE && cri_ms_total(&s->took))) {
        /* Only the exposures that keep the upcard taken usable, the Skip
         * melds that leave a card that may be discarded. */
        int32_t rc = verdict(e->g, e->seat, &m);
        if (rc == CR_E_NOMEM) {
            e->rc = rc;
            return 1;
        }
        if (rc != CR_OK)
            return 0;
    }
    if (cri_movebuf_push(e->out, e->seat, &m) != CR_OK) {
        e->rc = CR_E_NOMEM;
        return 1;
    }
    return ++e->listed >= PARTITIONS_MAX;
}


static int32_t push_move_if_valid(cr_game *g, cri_movebuf *out, int32_t seat, const cri_move *mv);

/* Keeps only the moves that validate (the rare conditional ones). */
static int32_t push_if_valid(cr_game *g, cri_movebuf *out, int32_t seat, int32_t type, int32_t arg, int card)
{
    cri_move m = {.type = type, .arg = arg, .n = card >= 0 ? 1 : 0};
    if (card >= 0)
        m.cards[0] = (uint8_t)card;
    return push_move_if_valid(g, out, seat, &m);
}

static int32_t push_move_if_valid(cr_game *g, cri_movebuf *out, int32_t seat, const cri_move *mv)
{
    int32_t rc = verdict(g, seat, mv);
    if (rc == CR_E_NOMEM) /* the arranged break's search: not a verdict, the list fails */
        return rc;
    if (rc != CR_OK)
        return CR_OK;
    return cri_movebuf_push(out, seat, mv);
}

static int32_t legal_draw_step(cr_game *g, int32_t seat, cri_movebuf *out)
{
    int32_t rc = push_if_valid(g, out, seat, CR_MOVE_DRAW, -1, -1);
    /* (cheap tests first: a refused validation formats a message) */
    const cri_rummy_opts *o = O(g);
    if (rc == CR_OK && S(g)->pile_n)
        rc = push_if_valid(g, out, seat, CR_MOVE_TAKE, -1, -1);
    if (rc == CR_OK && o->draw_rule == CRI_DRAW_PAIR_SS_DD && !S(g)->draw_n)
        rc = push_if_valid(g, out, seat, CR_MOVE_TAKE, 2, -1);
    if (rc == CR_OK && o->stock_end == CRI_STOCK_END_BLOCK_CONTINUATION && !S(g)->stock_n)
        rc = push_if_valid(g, out, seat, CR_MOVE_PASS, -1, -1);
    return rc;
}

/* Discards. In normal play every card but those taken this turn (when
 * the rules forbid them) is a discard: validate_discard checks nothing
 * else then. In a break turn the other checks (a discard at all, the
 * upcard used, every meld exposed) do not depend on the card, so the
 * first card allowed is validated and its verdict holds for the others;
 * tests/game/test_playouts checks the list against validation. */
static int32_t legal_discards(cr_game *g, int32_t seat, cri_movebuf *out, const uint8_t *cards, size_t n)
{
    int verdict = g->phase == CR_PHASE_DISCARD ? 1 : -1; /* -1 not known yet */
    /* SR-8: in an arranged break each discard leaves other cards to arrange. */
    bool each = g->phase == CR_PHASE_BREAK &&
                ((O(g)->break_auto && !S(g)->no_draw_break) || (!O(g)->no_discard_taken && cri_ms_total(&S(g)->took)));
    for (size_t i = 0; i < n && verdict; i++) {
        if ((i && cards[i] == cards[i - 1]) || cri_rummy_discard_banned(g, seat, cards[i]))
            continue;
        int32_t rc;
        if (verdict > 0) {
            rc = cri_movebuf_push1(out, seat, CR_MOVE_DISCARD, -1, cards[i]);
        } else {
            size_t before = out->count;
            rc = push_if_valid(g, out, seat, CR_MOVE_DISCARD, -1, cards[i]);
            if (!each)
                verdict = out->count > before;
        }
        if (rc != CR_OK)
            return rc;
    }
    return CR_OK;
}

static int32_t legal_layoffs(cr_game *g, int32_t seat, cri_movebuf *out, const uint8_t *cards, size_t n)
{
    const cri_rummy_state *s = S(g);
    for (size_t i = 0; i < n; i++)
        for (unsigned k = 0; k < s->meld_n; k++) {
            if (g->phase == CR_PHASE_BREAK && k < s->break_meld)
                continue;
            if (i && cards[i] == cards[i - 1])
                continue;
            int32_t rc = CR_OK;
            if (cri_rummy_layoff_ok(g, k, cards[i], NULL))
                rc = push_if_valid(g, out, seat, CR_MOVE_LAYOFF, (int32_t)k, cards[i]);
            /* DR-3: the card displaces a joker standing for it, which moves
             * to either end (each end a move). */
            for (unsigned r = 1; O(g)->joker_move && rc == CR_OK && r <= 13; r++) {
                unsigned to = (s->stands[s->meld_at[k]] & 0xF0u) | r;
                if (cri_rummy_layoff_wild(g, k, cards[i], to, NULL, NULL, NULL) != CR_REASON_NONE)
                    continue;
                cri_move m = {.type = CR_MOVE_LAYOFF, .arg = (int32_t)k, .n = 1};
                m.cards[0] = cards[i];
                cri_move_entry e = {.card = CR_CARD_JOKER, .declared = (uint8_t)to};
                m.n = (uint16_t)(m.n + cri_move_encode(m.cards + 1, &e));
                rc = push_move_if_valid(g, out, seat, &m);
            }
            if (rc != CR_OK)
                return rc;
        }
    return CR_OK;
}

/* The cards of the hand (mask all) in no candidate meld: a cover of the
 * hand, or of the hand less one card, leaves out at most one of them.
 * Most hands of a random deal have several, and no cover is tried. */
static uint64_t meldless(const uint64_t *melds, size_t mn, uint64_t all)
{
    uint64_t in_meld = 0;
    for (size_t j = 0; j < mn; j++)
        in_meld |= melds[j];
    return all & ~in_meld;
}

/* Going rummy: every exact cover of the hand, then of the hand less one
 * card (the discard to follow). */
static int32_t legal_go_out(cr_game *g, int32_t seat, emit *e, const uint64_t *melds, size_t mn, size_t n)
{
    const cri_rummy_opts *o = O(g);
    uint64_t all = n >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << n) - 1, loose = meldless(melds, mn, all);
    if (!mn || (loose & (loose - 1)))
        return CR_OK;
    if (!loose && o->go_out_discard != CRI_GO_OUT_DISCARD_REQUIRED)
        cri_rummy_covers(melds, mn, all, emit_set, e);
    for (size_t j = 0; j < n && e->rc == CR_OK && e->listed < PARTITIONS_MAX; j++) {
        if ((loose && !((loose >> j) & 1u)) || cri_rummy_discard_banned(g, seat, e->cards[j]))
            continue;
        cri_rummy_covers(melds, mn, all & ~(UINT64_C(1) << j), emit_set, e);
    }
    (void)seat;
    return e->rc;
}

/* Skip: each three-card meld once a turn; free melding: each candidate
 * meld (several melds are several moves). */
static int32_t legal_single_melds(cr_game *g, int32_t seat, emit *e, const uint64_t *melds, size_t mn, bool skip)
{
    const cri_rummy_state *s = S(g);
    if (skip && s->acts)
        return CR_OK;
    e->check = true;
    for (size_t j = 0; j < mn && e->rc == CR_OK; j++)
        if (!skip || __builtin_popcountll(melds[j]) == 3)
            emit_set(e, &melds[j], 1);
    e->check = false;
    (void)seat;
    return e->rc;
}

/* Java: going down before the draw, the whole hand or all but a card of
 * at most leftover_max. */
static int32_t legal_go_down(cr_game *g, int32_t seat, cri_movebuf *out)
{
    const cri_rummy_opts *o = O(g);
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n = cri_ms_to_cards(&S(g)->hand[seat], cards);
    uint64_t melds[CRI_RUMMY_CAND_MAX];
    size_t mn = cri_rummy_melds(o, cards, n, melds, CRI_RUMMY_CAND_MAX);
    emit e = {.g = g, .seat = seat, .cards = cards, .out = out, .rc = CR_OK, .type = CR_MOVE_MELD,
              .first = out->count};
    uint64_t all = n >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << n) - 1, loose = meldless(melds, mn, all);
    if (!mn || (loose & (loose - 1)))
        return CR_OK;
    if (!loose)
        cri_rummy_covers(melds, mn, all, emit_set, &e);
    for (size_t j = 0; j < n && e.rc == CR_OK && e.listed < PARTITIONS_MAX; j++)
        if ((!loose || ((loose >> j) & 1u)) && cri_card_value(&o->prof, cards[j]) <= o->leftover_max &&
            (!j || cards[j] != cards[j - 1]))
            cri_rummy_covers(melds, mn, all & ~(UINT64_C(1) << j), emit_set, &e);
    return e.rc;
}

int32_t cri_rummy_legal(cr_game *g, int32_t seat, cri_movebuf *out)
{
    cri_rummy_state *s = S(g);
    const cri_rummy_opts *o = O(g);
    if (g->phase == CR_PHASE_READY) {
        int32_t rc = legal_draw_step(g, seat, out);
        if (rc == CR_OK && o->meld_timing == CRI_MELD_BEFORE_DRAW_ALL && !s->draw_n)
            rc = legal_go_down(g, seat, out);
        return rc;
    }
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n = cri_ms_to_cards(&s->hand[seat], cards);
    /* Melds are masks over at most CRI_RUMMY_HAND_MAX cards; with several
     * packs a hand may hold more: its discards and lay-offs are all
     * listed, its melds among the first cards, its go-outs not. */
    size_t nm = n > CRI_RUMMY_HAND_MAX ? CRI_RUMMY_HAND_MAX : n;
    uint64_t melds[CRI_RUMMY_CAND_MAX];
    /* Java-type games meld only before the draw (and expose at the break,
     * java.stock_end=STRAIGHT_BREAK); most hands hold no meld at all, and
     * one mask test spares the enumeration. */
    size_t mn = (o->meld_timing != CRI_MELD_BEFORE_DRAW_ALL || g->phase == CR_PHASE_BREAK) &&
                        cri_rummy_any_meld(o, cards, nm)
                    ? cri_rummy_melds(o, cards, nm, melds, CRI_RUMMY_CAND_MAX)
                    : 0;
    emit e = {.g = g, .seat = seat, .cards = cards, .out = out, .rc = CR_OK, .first = out->count};
    int32_t rc = legal_discards(g, seat, out, cards, n);
    if (rc != CR_OK || s->pending_out)
        return rc;
    if (g->phase == CR_PHASE_DISCARD) {
        e.type = CR_MOVE_MELD;
        if (o->meld_timing == CRI_MELD_GO_OUT_ONLY)
            rc = nm == n ? legal_go_out(g, seat, &e, melds, mn, n) : CR_OK;
        else
            rc = legal_single_melds(g, seat, &e, melds, mn, o->meld_timing == CRI_MELD_SKIP_ONE);
        if (rc == CR_OK && (o->layoff == CRI_LAYOFF_ANY || (o->layoff == CRI_LAYOFF_ONE_CARD && !s->acts)))
            rc = legal_layoffs(g, seat, out, cards, n);
        return rc;
    }
    /* BREAK: lay-offs, exposures, done (SR-8: the engine arranges the
     * cards kept; discards and done only). */
    bool arranged = o->break_auto && !s->no_draw_break;
    if (!arranged)
        rc = legal_layoffs(g, seat, out, cards, n);
    if (rc == CR_OK && !s->exposed && !arranged && nm == n) {
        e.type = CR_MOVE_EXPOSE;
        cri_rummy_maximal(melds, mn, n >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << n) - 1, emit_set, &e);
        rc = e.rc;
    }
    if (rc == CR_OK)
        rc = push_if_valid(g, out, seat, CR_MOVE_DONE, -1, -1);
    return rc;
}
