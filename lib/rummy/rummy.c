/* The RUMMY engine (RULES.md 5-14, 17.2): options, deck, deal, queries,
 * the oracle of the generic tests and the engine table entry. The turn
 * is in rummy_turn.c, melds in rummy_meld.c, the end of a deal and the
 * settlement in rummy_end.c, views and layouts in rummy_io.c. */
#include <string.h>

#include "rummy/rummy_internal.h"

/* The presets this version plays end to end; the other RUMMY presets are
 * refused with CR_E_UNSUPPORTED until their rules are built. */
static bool preset_built(int32_t preset)
{
    switch (preset) {
    case CR_GAME_STRAIGHT_RUMMY_6:
    case CR_GAME_STRAIGHT_RUMMY_7:
    case CR_GAME_SKIP_RUMMY:
    case CR_GAME_BLOCK_RUMMY:
    case CR_GAME_QUEEN_CITY:
    case CR_GAME_ROUND_THE_CORNER:
    case CR_GAME_BOATHOUSE_BICYCLE:
    case CR_GAME_JAVA_RUMMY:
    case CR_GAME_RUMMY_POKER:
    case CR_GAME_DOUBLE_RUMMY:
        return true;
    default:
        return false;
    }
}

static uint8_t u8(int32_t v)
{
    return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
}

void cri_rummy_opts_from_rules(cri_rummy_opts *o, const cr_rules *r)
{
    memset(o, 0, sizeof *o);
    o->packs = u8((int32_t)cri_rules_packs(r));
    o->jokers = u8((int32_t)cri_rules_jokers(r));
    o->wild_deuces = u8(cri_rules_opt(r, CRI_OPT_RUMMY_WILD_DEUCES));
    o->wild = o->jokers || o->wild_deuces;
    /* Several packs hold identical cards, which the one-card-one-bit
     * search cannot tell apart: each copy gets its own index
     * (rummy_meld.c, copy_melds). */
    o->subsets = o->wild || o->packs > 1;
    o->hand_size = u8((int32_t)cri_rules_hand_size(r));
    o->initial_upcard = u8(cri_rules_opt(r, CRI_OPT_RUMMY_INITIAL_UPCARD));
    o->draw_rule = u8(cri_rules_opt(r, CRI_OPT_RUMMY_DRAW_RULE));
    o->no_discard_taken = u8(cri_rules_opt(r, CRI_OPT_RUMMY_NO_DISCARD_OF_TAKEN));
    o->meld_timing = u8(cri_rules_opt(r, CRI_OPT_RUMMY_MELD_TIMING));
    o->layoff = u8(cri_rules_opt(r, CRI_OPT_RUMMY_LAYOFF));
    o->go_out_discard = u8(cri_rules_opt(r, CRI_OPT_RUMMY_GO_OUT_DISCARD));
    o->joker_move = u8(cri_rules_opt(r, CRI_OPT_RUMMY_JOKER_MOVE));
    o->leftover_max = u8(cri_rules_opt(r, CRI_OPT_RUMMY_GO_OUT_LEFTOVER_MAX));
    o->stock_end = u8(cri_rules_opt(r, CRI_OPT_RUMMY_STOCK_END));
    o->rebuild = u8(cri_rules_opt(r, CRI_OPT_RUMMY_REBUILD));
    o->loser_count = u8(cri_rules_opt(r, CRI_OPT_RUMMY_LOSER_COUNT));
    o->settlement = u8(cri_rules_opt(r, CRI_OPT_RUMMY_SETTLEMENT));
    o->currency = u8(cri_rules_opt(r, CRI_OPT_RUMMY_CURRENCY));
    o->match_end = u8(cri_rules_opt(r, CRI_OPT_RUMMY_MATCH_END));
    o->rotation = u8(cri_rules_opt(r, CRI_OPT_RUMMY_DEALER_ROTATION));
    o->discard_public = u8(cri_rules_opt(r, CRI_OPT_DISCARD_PILE_PUBLIC));
    o->break_discard = u8(cri_rules_opt(r, CRI_OPT_STRAIGHT_BREAK_DISCARD));
    o->break_auto = u8(cri_rules_opt(r, CRI_OPT_STRAIGHT_BREAK_AUTO_ARRANGE));
    o->break_rummy_continues = u8(cri_rules_opt(r, CRI_OPT_STRAIGHT_BREAK_RUMMY_CONTINUES));
    o->one_suit_any = u8(cri_rules_opt(r, CRI_OPT_STRAIGHT_ONE_SUIT_ANY_SEQUENCES));
    o->skip_nd_after_stock = u8(cri_rules_opt(r, CRI_OPT_SKIP_NO_DISCARD_ONLY_AFTER_STOCK));
    o->skip_meld_only = u8(cri_rules_opt(r, CRI_OPT_SKIP_RUMMY_BY_MELD_ONLY));
    o->skip_tie_split = cri_rules_opt(r, CRI_OPT_SKIP_TIE) == CRI_TIE_SPLIT;
    o->block_showdown_layoffs = u8(cri_rules_opt(r, CRI_OPT_BLOCK_SHOWDOWN_WITH_LAYOFFS));
    o->block_mult = u8(cri_rules_opt(r, CRI_OPT_BLOCK_GOING_OUT_MULTIPLIER));
    o->qc_incl_discard = u8(cri_rules_opt(r, CRI_OPT_QUEENCITY_VALUE_INCLUDES_DISCARD));
    o->qc_break_unit = cri_rules_opt(r, CRI_OPT_QUEENCITY_BREAK_PAYOFF) == CRI_PAYOFF_UNIT;
    o->entry_chip = u8(cri_rules_opt(r, CRI_OPT_JAVA_ENTRY_CHIP));
    o->rp_bonus_only = cri_rules_opt(r, CRI_OPT_RUMMYPOKER_WINNER_GAIN) == CRI_GAIN_BONUS_ONLY;
    o->rp_ignore_leftover = u8(cri_rules_opt(r, CRI_OPT_RUMMYPOKER_IGNORE_LEFTOVER));
    o->rp_rummy_bonus = u8(cri_rules_opt(r, CRI_OPT_RUMMYPOKER_RUMMY_BONUS));
    o->rp_cumulative = u8(cri_rules_opt(r, CRI_OPT_RUMMYPOKER_CUMULATIVE_BONUSES));
    o->rp_all_ten = u8(cri_rules_opt(r, CRI_OPT_RUMMYPOKER_BONUS_NEEDS_ALL_TEN));
    o->dd_partial = u8(cri_rules_opt(r, CRI_OPT_BOATHOUSE_DD_PARTIAL));
    o->bh_excl_layoffs = u8(cri_rules_opt(r, CRI_OPT_BOATHOUSE_UNMATCHED_EXCLUDES_LAYOFFS));
    o->bh_first_turn_only = u8(cri_rules_opt(r, CRI_OPT_BOATHOUSE_RUMMY_FIRST_TURN_ONLY));
    o->target = cri_rules_opt(r, CRI_OPT_TARGET_SCORE);
    int32_t mr = cri_rules_opt(r, CRI_OPT_MAX_STOCK_REBUILDS);
    o->max_rebuilds = mr == CRI_UNLIMITED ? -1 : mr;
    /* The meld rules and values follow the options (17.2 rows), as the
     * game's solver reads them. */
    cri_meld_profile_from_rules(&o->prof, r);
}

/* What this version's turn machine plays: everything the claimed presets
 * and their variants set; other hybrids are refused clearly. */
static const char *unsupported(const cri_rummy_opts *o)
{
    if ((o->meld_timing == CRI_MELD_BEFORE_DRAW_ALL) != (o->go_out_discard == CRI_GO_OUT_DISCARD_NONE))
        return "going down before the draw only without a final discard";
    if (o->meld_timing == CRI_MELD_BEFORE_DRAW_ALL && o->settlement != CRI_SETTLE_JAVA_PENALTY &&
        o->settlement != CRI_SETTLE_RP_POSITIVE)
        return "going down before the draw with another scoring";
    if ((o->layoff == CRI_LAYOFF_ONE_CARD) != (o->meld_timing == CRI_MELD_SKIP_ONE) ||
        (o->layoff == CRI_LAYOFF_ANY) != (o->meld_timing == CRI_MELD_FREE) ||
        (o->meld_timing == CRI_MELD_BEFORE_DRAW_ALL && o->layoff != CRI_LAYOFF_NONE))
        return "this rummy.layoff with this rummy.meld_timing";
    if (o->stock_end == CRI_STOCK_END_FINAL_ROUND && o->meld_timing != CRI_MELD_BEFORE_DRAW_ALL)
        return "this rummy.stock_end";
    bool down_scoring = o->settlement == CRI_SETTLE_JAVA_PENALTY || o->settlement == CRI_SETTLE_RP_POSITIVE;
    if (down_scoring != (o->meld_timing == CRI_MELD_BEFORE_DRAW_ALL) || down_scoring != (o->match_end != CRI_RMATCH_NONE))
        return "this rummy.settlement with this meld timing and match end";
    if (o->match_end != CRI_RMATCH_NONE && o->target <= 0)
        return "a match end without target_score";
    if ((o->match_end == CRI_RMATCH_TARGET_HIGHEST) != (o->settlement == CRI_SETTLE_RP_POSITIVE))
        return "positive scores with another match end";
    /* With wild cards the candidate melds are found among the first 14
     * cards of a hand (rummy_wild.c): every hand must stay within them for
     * the legal list, maximality at the break and the upcard rule to be
     * exact. One-card draws hold hand_size + 1 cards at most; two-card and
     * Scarne draws grow a hand by a card a turn (Boathouse, Round-the-Corner;
     * 20 to 40 cards at a break), so they stay refused where cards are wild,
     * with any stock end. Without wild cards melds are found over the whole
     * hand (52 cards one pack, the solver past 14 for counts): every
     * registered hand size plays (docs/rummy.md). */
    if (o->wild && o->draw_rule != CRI_DRAW_ONE)
        return "two-card or Scarne draws where cards are wild";
    if (o->wild && o->hand_size > 13)
        return "hands over 13 cards where cards are wild";
    if (o->joker_move != CRI_JOKER_MOVE_NONE && !o->jokers)
        return "rummy.joker_move without jokers";
    return NULL;
}

const char *cri_rummy_refusal(const cr_rules *r)
{
    cri_rummy_opts o;
    if (!preset_built(cri_rules_preset(r)))
        return "this preset";
    cri_rummy_opts_from_rules(&o, r);
    return unsupported(&o);
}

/* A deck too small for the deal and a round of draws is not refused here
 * but by rummy_deck (CR_E_CONFIG, a player-count problem). */
bool cri_rummy_plays(const cr_rules *r)
{
    return cri_rummy_refusal(r) == NULL;
}

static int32_t rummy_config(cr_game *g, const cr_rules *rules)
{
    cri_rummy_data *d = cri_game_data(g);
    cri_rummy_opts_from_rules(&d->o, rules);
    const char *why = unsupported(&d->o);
    if (why)
        return cri_game_fail(g, CR_E_UNSUPPORTED, CR_REASON_NONE, "the RUMMY engine does not play %s yet", why);
    return CR_OK;
}

static size_t rummy_deck(const cr_game *g, uint8_t *out)
{
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    size_t count = 0;
    if (o->hand_size < 1 || cr_deck_build(out, CRI_DECK_MAX, &count, o->packs, o->jokers) != CR_OK)
        return 0;
    /* Every seat is dealt and the stock must outlast a round (the break
     * starts at N cards; with two-card draws the break or the final round
     * starts at 2N+1 and must find 2N: cri_rummy_round_at). */
    size_t d = o->stock_end == CRI_STOCK_END_BREAK || o->stock_end == CRI_STOCK_END_FINAL_ROUND
                   ? (size_t)cri_rummy_stock_per_draw(o)
                   : 1u;
    size_t need = (size_t)o->hand_size * (size_t)g->cfg.players + (o->initial_upcard ? 1u : 0u) +
                  d * ((size_t)g->cfg.players + 1u);
    return need > count ? 0 : count;
}

static int32_t rummy_deal(cr_game *g)
{
    cri_rummy_state *s = cri_rummy_st(g);
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    int32_t n = g->cfg.players;
    memset(s, 0, sizeof *s);
    s->rummy_seat = 0xFF;
    size_t pos = 0;
    for (unsigned round = 0; round < o->hand_size; round++)
        for (int32_t i = 0; i < n; i++) {
            int32_t seat = (g->dealer + 1 + i) % n;
            if (cri_rummy_out_of_match(g, seat))
                continue; /* JR-9: eliminated seats are dealt no cards */
            cri_ms_add(&s->hand[seat], g->start_pack[pos++]);
            s->hand_n[seat]++;
        }
    size_t rest = g->start_n - pos;
    for (size_t i = 0; i < rest; i++)
        s->stock[i] = g->start_pack[g->start_n - 1 - i];
    s->stock_n = (uint8_t)rest;
    if (o->initial_upcard && s->stock_n)
        s->pile[s->pile_n++] = s->stock[--s->stock_n];
    cri_rummy_start_turn(g, cri_rummy_next_seat(g, g->dealer));
    return CR_OK;
}

/* ---- queries ---------------------------------------------------------------------------- */

static size_t rummy_hand(const cr_game *g, int32_t seat, uint8_t *out)
{
    return cri_ms_to_cards(&cri_rummy_cst(g)->hand[seat], out);
}

static size_t rummy_hand_size(const cr_game *g, int32_t seat)
{
    return cri_rummy_cst(g)->hand_n[seat];
}

static size_t rummy_stock_size(const cr_game *g)
{
    return cri_rummy_cst(g)->stock_n;
}

/* The table as one card list, CR_MOVE_SEPARATOR between melds; seats get
 * each card's meld owner. */
static size_t table_cards(const cri_rummy_state *s, uint8_t *out, int32_t *seats)
{
    size_t n = 0;
    for (unsigned m = 0; m < s->meld_n; m++) {
        if (m) {
            if (seats)
                seats[n] = -1;
            out[n++] = CR_MOVE_SEPARATOR;
        }
        for (unsigned i = 0; i < s->meld_len[m]; i++) {
            if (seats)
                seats[n] = s->meld_owner[m];
            out[n++] = s->table[s->meld_at[m] + i];
        }
    }
    return n;
}

static size_t rummy_pile(const cr_game *g, int32_t pile, uint8_t *out, int32_t *seats)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    switch (pile) {
    case CRI_PILE_STOCK:
        for (unsigned i = 0; i < s->stock_n; i++)
            out[i] = s->stock[s->stock_n - 1 - i];
        return s->stock_n;
    case CR_PILE_DISCARD:
        memcpy(out, s->pile, s->pile_n);
        return s->pile_n;
    case CR_PILE_TABLE:
        return table_cards(s, out, seats);
    default:
        return 0;
    }
}

/* The oracle (cri_engine.cards): a seat sees its hand, the upcard (the
 * whole pile under discard_pile_public), the table and the cards known to
 * be in other hands (upcards they took). */
static size_t rummy_cards(const cr_game *g, int32_t seat, uint8_t *out)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    const cri_rummy_opts *o = cri_rummy_opts_of(g);
    size_t n = 0;
    if (seat == CRI_CARDS_ALL) {
        for (int32_t p = 0; p < g->cfg.players; p++)
            n += cri_ms_to_cards(&s->hand[p], out + n);
        memcpy(out + n, s->stock, s->stock_n);
        n += s->stock_n;
        memcpy(out + n, s->pile, s->pile_n);
        n += s->pile_n;
    } else {
        if (seat >= 0)
            n += cri_ms_to_cards(&s->hand[seat], out);
        for (int32_t p = 0; p < g->cfg.players; p++)
            if (p != seat)
                n += cri_ms_to_cards(&s->known[p], out + n);
        if (o->discard_public) {
            memcpy(out + n, s->pile, s->pile_n);
            n += s->pile_n;
        } else if (s->pile_n) {
            out[n++] = s->pile[s->pile_n - 1];
        }
    }
    memcpy(out + n, s->table, s->table_n);
    return n + s->table_n;
}

const cri_engine cri_rummy_engine = {
    .id = CR_ENGINE_RUMMY,
    .counters = CRI_RUMMY_COUNTERS,
    .counter_names = cri_rummy_counter_names,
    .data_size = sizeof(cri_rummy_data),
    .layout_size = sizeof(cri_rummy_layout),
    .config = rummy_config,
    .deck = rummy_deck,
    .deal = rummy_deal,
    .validate = cri_rummy_validate,
    .safe = cri_rummy_safe,
    .apply = cri_rummy_apply,
    .legal = cri_rummy_legal,
    .view = cri_rummy_view,
    .layout_line = cri_rummy_layout_line,
    .layout_apply = cri_rummy_layout_apply,
    .layout_write = cri_rummy_layout_write,
    .bot = cri_rummy_bot,
    .hand = rummy_hand,
    .hand_size = rummy_hand_size,
    .pile = rummy_pile,
    .stock_size = rummy_stock_size,
    .cards = rummy_cards,
    .match_over = cri_rummy_match_over,
    .ledger = cri_rummy_ledger,
    .next_dealer = cri_rummy_next_dealer,
};
