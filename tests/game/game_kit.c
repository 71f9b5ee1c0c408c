/* The game test kit (tests/game/game_kit.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game_kit.h"

/* ---- the engines' rule configurations ------------------------------------------------ */

/* Every preset with an engine, every allowed player count that matters,
 * the named variants: an engine joins the playouts and the match-record
 * tests by adding its lines here. */
/* Rockaway and Go Boom: the SHED engine. */
const char *const kit_configs[] = {
    "rockaway players=2",  "rockaway players=3",  "rockaway players=5",
    "rockaway players=14", "go-boom players=2",   "go-boom players=4",
    "go-boom players=7",   "go-boom players=8",   "go-boom players=14",
    "rockaway players=4 rockaway.ace_names_suit rockaway.may_draw_instead_of_ace rockaway.bury_widow_ace",
    "rockaway players=4 rockaway.single_pack_max4 rockaway.blocked=LOWEST_WINS",
    "go-boom players=5 goboom.finish_trick goboom.match_target=PREVIOUS_CARD goboom.aces_low",
    "go-boom players=3 shed.wild_ranks=A shed.voluntary_draw=ALWAYS",
    /* The RUMMY engine's presets built so far. */
    "straight6 players=2", "straight6 players=6", "straight7 players=2", "straight7 players=4",
    "straight7 players=5 straight.settlement=POINTS rummy.initial_upcard",
    "straight7 players=3 straight.break_discard=OFF straight.break_rummy_continues",
    "skip players=2", "skip players=4", "skip players=6 skip.tie=SPLIT skip.rummy_by_meld_only",
    "skip players=3 skip.no_discard_only_after_stock rummy.allow_discard_taken",
    "block players=2", "block players=4", "block players=6 block.settlement=UNITS",
    "block players=3 block.showdown_with_layoffs", "block players=4 block.keep_break",
    "queen-city players=2", "queen-city players=4 queencity.value_includes_discard",
    "queen-city players=6 queencity.break_payoff=UNIT",
    "carousel players=2", "carousel players=3", "carousel players=5",
    "rockit players=2", "rockit players=4", "rockit players=5",
    "carousel players=4 carousel.final_round_includes_drawer carousel.joker_immobile carousel.seq_mode=HIGH_OR_LOW",
    "rockit players=2 rockit.two_decks_for_two rockit.come_in=MULTI_TRICK_SUM rockit.come_in_then_continue "
    "rockit.blocked=FEWEST_CARDS rockit.steal_with_table_card",
    "boathouse players=2", "boathouse players=4", "boathouse players=6 boathouse.draw_rule=ANY_TWO boathouse.dd_partial",
    "boathouse players=3 boathouse.draw_rule=SCARNE boathouse.rebuild=SHUFFLE",
    "boathouse players=3 boathouse.unmatched_excludes_layoffs boathouse.rummy_first_turn_only boathouse.court_values=RANK",
    "boathouse players=2 boathouse.rebuild=KEEP_TOP_SHUFFLE target_score=60",
    "java players=2", "java players=4", "java players=6 java.jokers=2", "java players=3 java.jokers=1 java.entry_chip",
    "java players=4 java.stock_end=END_AT_N rummy.loser_count=HAND_VALUE",
    "rummy-poker players=2", "rummy-poker players=5 rummypoker.cumulative_bonuses rummypoker.rummy_bonus=25",
    "rummy-poker players=9 rummypoker.max_players=9 rummypoker.scoring=JAVA_PENALTY",
    "rummy-poker players=3 rummypoker.jokers_only_wild rummy.group=DOUBLE rummy.seq_mode=HIGH_OR_LOW "
    "rummypoker.winner_gain=BONUS_ONLY rummypoker.ignore_leftover rummypoker.bonus_needs_all_ten",
    "double players=2", "double players=6", "double players=4 double.joker_move=FOSTER straight.settlement=POINTS",
    "double players=3 double.free_melding", "double players=9 double.max_players=9",
    /* Three packs (issue 9: the RUMMY piles hold 162 cards). */
    "straight7 players=4 rummy.packs=3", "rummy-poker players=6 rummy.packs=3 rummy.jokers=6",
    /* SR-8, the arranged break, and two packs where hands grow (issue 9). */
    "straight7 players=4 straight.break_auto_arrange",
    "queen-city players=3 straight.break_auto_arrange straight.break_discard=OFF",
    "boathouse players=3 rummy.packs=2",
    /* CM-8: the whole discard pile is public (the oracle's pile, no leak). */
    "straight7 players=3 discard_pile_public",
    /* Issue 9's last combinations: Java's going down with the Straight
     * break (JR-5, RP-12), two-card draws with the break, two-card draws
     * with the final round. */
    "java players=3 java.stock_end=STRAIGHT_BREAK", "java players=5 java.stock_end=STRAIGHT_BREAK java.jokers=2",
    "java players=2 java.stock_end=STRAIGHT_BREAK straight.break_rummy_continues straight.break_discard=OFF",
    "rummy-poker players=3 rummy.stock_end=BREAK",
    "straight7 players=4 rummy.draw_rule=PAIR_SS_DD", "straight6 players=3 rummy.draw_rule=ANY_TWO rummy.initial_upcard",
    "queen-city players=4 rummy.draw_rule=SCARNE_S_DS_DD rummy.initial_upcard",
    "straight7 players=3 rummy.draw_rule=PAIR_SS_DD rummy.initial_upcard straight.break_auto_arrange",
    "straight7 players=4 rummy.packs=2 rummy.draw_rule=PAIR_SS_DD rummy.initial_upcard",
    "java players=3 rummy.draw_rule=PAIR_SS_DD rummy.initial_upcard rummy.wild_deuces=OFF",
    "java players=2 rummy.draw_rule=SCARNE_S_DS_DD rummy.initial_upcard rummy.wild_deuces=OFF",
    "rummy-poker players=3 rummy.draw_rule=ANY_TWO rummy.jokers=0 rummypoker.jokers_only_wild",
    "java players=2 rummy.draw_rule=PAIR_SS_DD java.stock_end=STRAIGHT_BREAK rummy.initial_upcard rummy.wild_deuces=OFF",
    "boathouse players=3 rummy.stock_end=BREAK boathouse.dd_partial",
    /* SR-8 where cards are wild: the arranged break of Double Rummy (DR-3
     * joker moves among its lay-offs) and of Java / Rummy Poker with the
     * break (JR-5, RP-12). */
    "double players=4 straight.break_auto_arrange", "double players=3 straight.break_auto_arrange double.joker_move=FOSTER",
    "double players=2 straight.break_auto_arrange straight.break_discard=OFF rummy.initial_upcard",
    "java players=3 java.stock_end=STRAIGHT_BREAK straight.break_auto_arrange java.jokers=2",
    "rummy-poker players=2 rummy.stock_end=BREAK straight.break_auto_arrange",
    /* Hands over 12 cards: every size without wild cards, 13 with them. */
    "straight7 players=2 rummy.hand_size=20", "skip players=3 rummy.hand_size=14 rummy.packs=2",
    "java players=2 rummy.hand_size=13 java.jokers=2",
};

const size_t kit_config_count = sizeof kit_configs / sizeof kit_configs[0];

uint64_t kit_scaled(uint64_t n)
{
    const char *s = getenv("CR_TEST_SCALE");
    long pct = s ? strtol(s, NULL, 10) : 100;
    uint64_t k = pct > 0 ? n * (uint64_t)pct / 100 : n;
    return k ? k : 1;
}

cr_game *kit_new_game(const char *rules, uint64_t seed)
{
    cr_game *g = NULL;
    int32_t rc = cr_game_new_text(&g, rules, seed);
    ck_assert_msg(rc == CR_OK, "%s: %d", rules, (int)rc);
    return g;
}

/* A text output of the game, sized by the "needed" protocol. */
static char *text_of(int32_t (*get)(char *, size_t, size_t *, cr_game *), cr_game *g)
{
    size_t need = 0;
    REQ_EQ(get(NULL, 0, &need, g), CR_E_BUFFER_TOO_SMALL);
    char *buf = malloc(need);
    REQ_NONNULL(buf);
    REQ_EQ(get(buf, need, NULL, g), CR_OK);
    REQ_EQ(strlen(buf) + 1, need);
    return buf;
}

char *kit_save_of(cr_game *g)
{
    return text_of(cr_game_save, g);
}

/* A strict little JSON checker (RFC 8259 grammar, no semantic checks):
 * the views must be well-formed whatever the state. */
static const char *json_value(const char *p, int depth);

static const char *json_ws(const char *p)
{
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        p++;
    return p;
}

static const char *json_string(const char *p)
{
    if (*p++ != '"')
        return NULL;
    while (*p && *p != '"') {
        if ((unsigned char)*p < 0x20)
            return NULL;
        if (*p == '\\') {
            p++;
            if (*p == 'u') {
                for (int i = 1; i <= 4; i++)
                    if (!strchr("0123456789abcdefABCDEF", p[i]) || !p[i])
                        return NULL;
                p += 4;
            } else if (!*p || !strchr("\"\\/bfnrt", *p)) {
                return NULL;
            }
        }
        p++;
    }
    return *p == '"' ? p + 1 : NULL;
}

static const char *json_value(const char *p, int depth)
{
    if (depth > 32)
        return NULL;
    p = json_ws(p);
    if (*p == '{' || *p == '[') {
        char close = *p == '{' ? '}' : ']';
        bool object = *p == '{';
        p = json_ws(p + 1);
        if (*p == close)
            return p + 1;
        for (;;) {
            if (object) {
                p = json_string(json_ws(p));
                if (!p)
                    return NULL;
                p = json_ws(p);
                if (*p++ != ':')
                    return NULL;
            }
            p = json_value(p, depth + 1);
            if (!p)
                return NULL;
            p = json_ws(p);
            if (*p == close)
                return p + 1;
            if (*p++ != ',')
                return NULL;
        }
    }
    if (*p == '"')
        return json_string(p);
    if (!strncmp(p, "true", 4))
        return p + 4;
    if (!strncmp(p, "false", 5))
        return p + 5;
    if (!strncmp(p, "null", 4))
        return p + 4;
    const char *q = p;
    if (*q == '-')
        q++;
    if (*q < '0' || *q > '9' || (*q == '0' && q[1] >= '0' && q[1] <= '9'))
        return NULL;
    while (*q >= '0' && *q <= '9')
        q++;
    return q;
}

bool kit_json_ok(const char *text)
{
    const char *end = json_value(text, 0);
    return end && *json_ws(end) == '\0';
}

char *kit_view_of(cr_game *g, int32_t seat)
{
    size_t need = 0;
    REQ_EQ(cr_game_view(NULL, 0, &need, g, seat), CR_E_BUFFER_TOO_SMALL);
    char *buf = malloc(need);
    REQ_NONNULL(buf);
    REQ_EQ(cr_game_view(buf, need, NULL, g, seat), CR_OK);
    REQ_EQ(strlen(buf) + 1, need);
    REQ_MSG(kit_json_ok(buf), "not JSON: %s", buf);
    return buf;
}


void kit_all_cards(const cr_game *g, cri_multiset *ms)
{
    uint8_t cards[2 * CRI_DECK_MAX];
    size_t n = g->engine->cards(g, CRI_CARDS_ALL, cards);
    REQ(n <= CRI_DECK_MAX);
    cri_ms_clear(ms);
    for (size_t i = 0; i < n; i++)
        REQ(cri_ms_add(ms, cards[i]));
    size_t held = 0;
    for (int32_t p = 0; p < g->cfg.players; p++)
        held += g->engine->hand_size(g, p);
    REQ(held <= n);
}

/* Every quoted card name in the view must be one the viewer may see (the
 * engine's oracle: its hand and the public cards). */
void kit_check_no_leak(cr_game *g, int32_t seat)
{
    if (cr_game_is_deal_over(g))
        return; /* the end of a deal may expose hands */
    char *v = kit_view_of(g, seat);
    uint8_t cards[2 * CRI_DECK_MAX];
    size_t n = g->engine->cards(g, seat, cards);
    cri_multiset ok;
    cri_ms_clear(&ok);
    for (size_t i = 0; i < n; i++)
        cri_ms_add(&ok, cards[i]);
    REQ_NULL(strstr(v, "\"hands\""));
    REQ_NULL(strstr(v, "\"stock\""));
    for (char *p = strchr(v, '"'); p; p = strchr(p + 1, '"')) {
        char *q = strchr(p + 1, '"');
        if (!q)
            break;
        size_t len = (size_t)(q - p - 1);
        if (len >= 2 && len <= 3) {
            char tok[4];
            memcpy(tok, p + 1, len);
            tok[len] = '\0';
            uint8_t c;
            if (cr_card_parse(&c, tok) == CR_OK && c != CR_CARD_JOKER)
                REQ_MSG(cri_ms_count(&ok, c) > 0, "seat %d sees %s: %s", (int)seat, tok, v);
        }
        p = q;
    }
    free(v);
}

void kit_check_same_game(cr_game *g, cr_game *h)
{
    char *s1 = kit_save_of(g), *s2 = kit_save_of(h);
    REQ_STREQ(s1, s2);
    for (int32_t seat = -1; seat < cr_game_player_count(g); seat++) {
        char *v1 = kit_view_of(g, seat), *v2 = kit_view_of(h, seat);
        REQ_STREQ(v1, v2);
        free(v1);
        free(v2);
    }
    REQ_EQ(memcmp(cri_game_cdata(g), cri_game_cdata(h), g->engine->data_size), 0);
    REQ_EQ(memcmp(g->base_score, h->base_score, sizeof g->base_score), 0);
    REQ_EQ(memcmp(g->deal_delta, h->deal_delta, sizeof g->deal_delta), 0);
    REQ_EQ(memcmp(g->counter_base, h->counter_base, sizeof g->counter_base), 0);
    REQ_EQ(memcmp(g->counter_delta, h->counter_delta, sizeof g->counter_delta), 0);
    free(s1);
    free(s2);
}

void kit_check_loads_as(cr_game *g, const char *save)
{
    cr_game *h = NULL;
    char msg[256];
    REQ_MSG(cr_game_load(&h, msg, sizeof msg, save) == CR_OK, "load: %s", msg);
    kit_check_same_game(g, h);
    cr_game_free(h);
}

void kit_check_save_load(cr_game *g)
{
    char *s1 = kit_save_of(g);
    kit_check_loads_as(g, s1);
    free(s1);
}

/* Whether the current legal list holds this move. */
static bool listed(cr_game *g, int32_t type, const uint8_t *cards, size_t n, int32_t arg)
{
    size_t count = g->x->legal.count;
    for (size_t i = 0; i < count; i++) {
        cri_move m;
        cri_movebuf_get(&g->x->legal, i, NULL, &m);
        if (m.type == type && m.arg == arg && m.n == n && (n == 0 || memcmp(m.cards, cards, n) == 0))
            return true;
    }
    return false;
}

/* Every listed move validates; returns the list's length. */
static size_t check_listed_moves(cr_game *g, int32_t seat)
{
    size_t n = 0;
    REQ_EQ(cr_game_legal_count(&n, g, seat), CR_OK);
    for (size_t i = 0; i < n; i++) {
        int32_t type, arg;
        uint8_t cards[CRI_MOVE_MAX];
        size_t cn;
        REQ_EQ(cr_game_legal_move_get(&type, cards, sizeof cards, &cn, &arg, g, i), CR_OK);
        REQ_EQ(cr_game_validate_move(g, seat, type, cards, cn, arg), CR_OK);
    }
    return n;
}

/* Simple candidates (every move type without cards, `take 2`, and one-card
 * plays and discards of every card code): each must validate exactly when
 * the legal list holds it; every listed move validates; a seat not to act
 * may do nothing. */
void kit_check_tried_moves(cr_game *g, int32_t seat)
{
    size_t n = check_listed_moves(g, seat);
    for (int32_t t = 1; t < CR_MOVE_TYPE_LIMIT; t++) {
        for (int32_t arg = -1; arg <= (t == CR_MOVE_TAKE ? 2 : -1); arg += (t == CR_MOVE_TAKE ? 3 : 1)) {
            int32_t rc = cr_game_validate_move(g, seat, t, NULL, 0, arg);
            REQ(rc == CR_OK || rc == CR_E_ILLEGAL_MOVE);
            REQ_NE(rc == CR_E_ILLEGAL_MOVE, cr_game_last_reason(g) == CR_REASON_NONE);
            cr_game_legal_count(&n, g, seat);
            REQ_MSG((rc == CR_OK) == listed(g, t, NULL, 0, arg), "type %d arg %d: validates %d, listed %d",
                    (int)t, (int)arg, rc == CR_OK, listed(g, t, NULL, 0, arg));
        }
    }
    for (unsigned code = 0; code <= CR_CARD_JOKER; code++) {
        if (!cri_code_is_valid(code))
            continue;
        uint8_t c = (uint8_t)code;
        static const int32_t one_card[] = {CR_MOVE_PLAY, CR_MOVE_DISCARD};
        for (size_t k = 0; k < 2; k++) {
            int32_t rc = cr_game_validate_move(g, seat, one_card[k], &c, 1, -1);
            REQ(rc == CR_OK || rc == CR_E_ILLEGAL_MOVE);
            cr_game_legal_count(&n, g, seat);
            REQ_MSG((rc == CR_OK) == listed(g, one_card[k], &c, 1, -1), "%s of %s: validates %d",
                    one_card[k] == CR_MOVE_PLAY ? "play" : "discard", cr_card_name(c), rc == CR_OK);
        }
    }
    /* The other seats may do nothing. */
    int32_t other = (seat + 1) % cr_game_player_count(g);
    REQ_EQ(cr_game_validate(g, other, "draw"), CR_E_ILLEGAL_MOVE);
    REQ_EQ(cr_game_last_reason(g), CR_REASON_NOT_YOUR_TURN);
}

/* A listed move applies through cr_game_apply_unchecked (the fast path of
 * simulations) too, to the state the checked apply made: the same save and
 * the same view for every seat. `unchecked` is a copy of the game before
 * the move, `g` the game after its checked apply. */
static void kit_check_unchecked_apply(cr_game *g, cr_game *unchecked, int32_t seat, int32_t type,
                                      const uint8_t *cards, size_t cn, int32_t arg)
{
    REQ_MSG(cr_game_apply_unchecked(unchecked, seat, type, cards, cn, arg) == CR_OK,
            "a listed move refused unchecked: %s", cr_game_last_error(unchecked));
    for (int32_t v = -2; v < cr_game_player_count(g); v++) {
        char *a = v == -2 ? kit_save_of(g) : kit_view_of(g, v);
        char *b = v == -2 ? kit_save_of(unchecked) : kit_view_of(unchecked, v);
        REQ_MSG(strcmp(a, b) == 0, "seat %d: checked %s\nunchecked %s", (int)v, a, b);
        free(a);
        free(b);
    }
}

void kit_playout(const char *rules, uint64_t seed, bool heavy, bool bots, kit_stats *st)
{
    kit_playout_capped(rules, seed, heavy, bots, st, 0);
}

void kit_playout_capped(const char *rules, uint64_t seed, bool heavy, bool bots, kit_stats *st, int cap)
{
    cr_game *g = kit_new_game(rules, seed);
    cri_multiset start, now;
    kit_all_cards(g, &start);
    cr_rng *rng;
    REQ_EQ(cr_rng_new(&rng, seed * 31 + 7), CR_OK);
    int moves = 0, steps = 0;
    char *before = NULL;
    while (!cr_game_is_deal_over(g)) {
        if (cap && steps >= cap)
            break;
        REQ_MSG(steps < 8000, "%s seed %llu: the game does not end", rules, (unsigned long long)seed);
        int32_t seat = cr_game_to_act(g);
        size_t n = check_listed_moves(g, seat);
        REQ_GT(n, 0);
        if (heavy) {
            kit_check_tried_moves(g, seat);
            for (int32_t v = -1; v < cr_game_player_count(g); v++)
                kit_check_no_leak(g, v);
            kit_check_save_load(g);
            free(before);
            before = kit_save_of(g);
        }
        if (bots) {
            char mv[CRI_MOVE_TEXT_MAX];
            REQ_EQ(cr_game_bot_move(mv, sizeof mv, NULL, g, seat, seed), CR_OK);
            REQ_MSG(cr_game_apply(g, seat, mv) == CR_OK, "bot move %s: %s", mv, cr_game_last_error(g));
        } else {
            uint32_t pick;
            int32_t type, arg;
            uint8_t cards[CRI_MOVE_MAX];
            size_t cn;
            REQ_EQ(cr_game_legal_count(&n, g, seat), CR_OK);
            cr_rng_bounded(&pick, rng, (uint32_t)n);
            REQ_EQ(cr_game_legal_move_get(&type, cards, sizeof cards, &cn, &arg, g, pick), CR_OK);
            cr_game *unchecked = NULL;
            if (heavy)
                REQ_EQ(cr_game_copy(&unchecked, g), CR_OK);
            REQ_EQ(cr_game_apply_move(g, seat, type, cards, cn, arg), CR_OK);
            if (unchecked) {
                kit_check_unchecked_apply(g, unchecked, seat, type, cards, cn, arg);
                cr_game_free(unchecked);
            }
        }
        moves++;
        steps++;
        kit_all_cards(g, &now);
        REQ(cri_ms_equal(&start, &now));
        if (heavy && steps % 7 == 0) {
            /* Undo gives back exactly the state before the move. */
            REQ_EQ(cr_game_undo(g), CR_OK);
            char *after_undo = kit_save_of(g);
            REQ_STREQ(before, after_undo);
            free(after_undo);
            REQ_EQ(cr_game_undo(g), moves == 1 ? CR_E_INVALID_ARGUMENT : CR_OK);
            /* Go on from a copy, to check that copies are independent. */
            cr_game *c;
            REQ_EQ(cr_game_copy(&c, g), CR_OK);
            cr_game_free(g);
            g = c;
            size_t h = 0;
            cr_game_history_count(&h, g);
            moves = (int)h;
        }
    }
    bool over = cr_game_is_deal_over(g) == 1;
    if (heavy && over) {
        kit_check_save_load(g);
        for (int32_t v = -1; v < cr_game_player_count(g); v++) {
            char *view = kit_view_of(g, v);
            REQ_NONNULL(strstr(view, "\"result\""));
            free(view);
        }
    }
    /* A ledger transfer is between two parties, of a positive amount in
     * lowest terms (RULES.md 0.3). */
    size_t ln = 0;
    if (over)
        REQ_EQ(cr_game_ledger_count(&ln, g), CR_OK);
    for (size_t i = 0; i < ln; i++) {
        int32_t payer, payee, cur;
        int64_t num, den;
        REQ_EQ(cr_game_ledger_get(&payer, &payee, &num, &den, &cur, g, i), CR_OK);
        REQ_NE(payer, payee);
        REQ_GT(num, 0);
        REQ_GT(den, 0);
        int64_t a = num, b = den;
        while (b) {
            int64_t t = a % b;
            a = b;
            b = t;
        }
        REQ_EQ(a, 1);
    }
    st->games++;
    st->moves += (unsigned long)moves;
    st->deals_out += cr_game_end_reason(g) == CR_END_OUT || cr_game_end_reason(g) == CR_END_RUMMY;
    st->deals_blocked += cr_game_end_reason(g) == CR_END_BLOCKED;
    st->deals_knock += cr_game_end_reason(g) == CR_END_KNOCK;
    free(before);
    cr_rng_free(rng);
    cr_game_free(g);
}

/* One move for the seat to act: the bot's, or a random legal one. */
static void play_one(cr_game *g, cr_rng *rng, bool bots, uint64_t seed)
{
    int32_t seat = cr_game_to_act(g);
    if (bots) {
        REQ_MSG(cr_game_bot_play(g, seat, seed) == CR_OK, "bot: %s", cr_game_last_error(g));
        return;
    }
    size_t n = 0;
    uint32_t pick;
    int32_t type, arg;
    uint8_t cards[CRI_MOVE_MAX];
    size_t cn;
    REQ_EQ(cr_game_legal_count(&n, g, seat), CR_OK);
    REQ_GT(n, 0);
    cr_rng_bounded(&pick, rng, (uint32_t)n);
    REQ_EQ(cr_game_legal_move_get(&type, cards, sizeof cards, &cn, &arg, g, pick), CR_OK);
    REQ_EQ(cr_game_apply_move(g, seat, type, cards, cn, arg), CR_OK);
}

cr_game *kit_play_match(const char *rules, uint64_t seed, int max_deals, bool bots)
{
    cr_game *g = kit_new_game(rules, seed);
    cr_rng *rng;
    REQ_EQ(cr_rng_new(&rng, seed ^ 0xC0FFEEu), CR_OK);
    for (int deal = 0;; deal++) {
        for (int steps = 0; !cr_game_is_deal_over(g); steps++) {
            REQ_MSG(steps < 8000, "%s seed %llu: the deal does not end", rules, (unsigned long long)seed);
            play_one(g, rng, bots, seed);
        }
        if (cr_game_is_match_over(g) || deal + 1 >= max_deals)
            break;
        REQ_EQ(cr_game_next_deal(g), CR_OK);
    }
    cr_rng_free(rng);
    return g;
}

char *kit_record_of(cr_game *g)
{
    return text_of(cr_game_record, g);
}
