/* SR-8, straight.break_auto_arrange, where cards are wild: Double Rummy
 * (its break is Straight Rummy's) and Java / Rummy Poker with the break
 * (JR-5, RP-12). The engine's arrangement is one listed exposure, then
 * listed lay-offs (wild declarations and DR-3 joker moves searched), the
 * one leaving the least value that uses the upcard taken (SR-9). The last
 * test checks that against a player searching the legal list by hand. */
#include <stdlib.h>

#include "game/json.h"
#include "game/layout.h"
#include "rummy/rummy_internal.h"
#include "rummy/rummy_test.h"

/* P1, the breaker, exposed JK=7S 8S 9S; P0 keeps 7S and JS. 7S displaces
 * the joker, which may move to 6S (first in rank order: JS then fits
 * nowhere) or to 10S (then JS follows): the engine finds the second. */
static const char *dr_joker_ends = "dealer 1\nturn 0\nbreak 1 1 0\ntable 1:JK=7S 8S 9S\n"
                                   "hand 0 7S JS KD QC 4H 2D AH 5D 3C 10H\nhand 1 KH QH\nstock KC\ndiscard rest\n";

START_TEST(sr_8_break_auto_arrange_double_joker_move_searched)
{
    cr_game *g = layout_game("double players=2 straight.break_auto_arrange", dr_joker_ends);
    play(g, 0, "draw");
    ck_assert(listed(g, 0, "discard KD"));
    ck_assert(!listed(g, 0, "layoff 7S JK=10S 0"));
    refused(g, 0, "layoff 7S JK=10S 0", CR_REASON_MELD_NOT_ALLOWED_NOW);
    play(g, 0, "discard KD");
    char view[8192];
    ck_assert_int_eq(cr_game_view(view, sizeof view, NULL, g, 1), CR_OK);
    ck_assert_ptr_nonnull(strstr(view, "\"cards\":[\"7S\",\"8S\",\"9S\",\"JK\",\"JS\"],\"declared\":[\"JK=10S\"]"));
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    ck_assert_int_eq(count_of(g, 0), 10 + 4 + 2 + 11 + 5 + 3 + 10 + 10); /* QC 4H 2D AH 5D 3C 10H KC */
    cr_game_free(g);
    /* FOSTER (DR-3): the joker moves once, from an end: the same here. */
    g = layout_game("double players=2 straight.break_auto_arrange double.joker_move=FOSTER", dr_joker_ends);
    play(g, 0, "draw");
    play(g, 0, "discard KD");
    ck_assert_int_eq(count_of(g, 0), 55);
    cr_game_free(g);
    /* By hand the same lay-offs are two moves, the joker's end said. */
    g = layout_game("double players=2", dr_joker_ends);
    play(g, 0, "draw");
    play(g, 0, "layoff 7S JK=10S 0");
    play(g, 0, "layoff JS 0");
    play(g, 0, "discard KD");
    ck_assert_int_eq(count_of(g, 0), 55);
    cr_game_free(g);
}
END_TEST

/* A wild card laid off takes the declaration the meld check gives it (a
 * joker on 5S 6S 7S stands for 8S, so 9S follows). */
START_TEST(sr_8_break_auto_arrange_double_wild_lay_off)
{
    cr_game *g = layout_game("double players=2 straight.break_auto_arrange",
                             "dealer 1\nturn 0\nbreak 1 1 0\ntable 1:5S 6S 7S\n"
                             "hand 0 JK 9S KD QC 4H 10H 2D 7C AH 5D\nhand 1 KH QH\nstock 8D\ndiscard rest\n");
    play(g, 0, "draw");
    play(g, 0, "discard KD");
    char view[8192];
    ck_assert_int_eq(cr_game_view(view, sizeof view, NULL, g, 1), CR_OK);
    ck_assert_ptr_nonnull(strstr(view, "\"cards\":[\"5S\",\"6S\",\"7S\",\"JK\",\"9S\"],\"declared\":[\"JK=8S\"]"));
    ck_assert_int_eq(count_of(g, 0), 10 + 4 + 10 + 2 + 7 + 11 + 5 + 8); /* QC 4H 10H 2D 7C AH 5D 8D */
    cr_game_free(g);
    /* A joker kept with two naturals it melds with is exposed instead
     * when that leaves less: AD 2D JK (28) beats JK and 9S laid off (24). */
    g = layout_game("double players=2 straight.break_auto_arrange",
                    "dealer 1\nturn 0\nbreak 1 1 0\ntable 1:5S 6S 7S\n"
                    "hand 0 JK 9S KD QC 4H 10H 2D 8C 3C AD\nhand 1 KH QH\nstock 7D\ndiscard rest\n");
    play(g, 0, "draw");
    play(g, 0, "discard KD");
    ck_assert_int_eq(cr_game_view(view, sizeof view, NULL, g, 1), CR_OK);
    ck_assert_ptr_nonnull(strstr(view, "\"cards\":[\"AD\",\"2D\",\"JK\"],\"declared\":[\"JK=3D\"]"));
    ck_assert_int_eq(count_of(g, 0), 9 + 10 + 4 + 10 + 8 + 3 + 7); /* 9S QC 4H 10H 8C 3C 7D */
    cr_game_free(g);
}
END_TEST

/* JR-5 (java.stock_end=STRAIGHT_BREAK) with the arranged break: the group
 * 9H 9D 9C takes one more card (3-4 in one pack). 9S comes first in card
 * order, but the joker (25) laid off as 9S leaves 9S (9): the engine lays
 * off the joker. Java's wild cards keep their declarations (no DR-3 move). */
START_TEST(jr_5_straight_break_auto_arrange)
{
    const char *rules = "java players=2 java.stock_end=STRAIGHT_BREAK java.jokers=1 straight.break_auto_arrange";
    const char *lay = "dealer 1\nturn 0\nbreak 1 1 0\ntable 1:9H 9D 9C\nhand 0 9S JK 4C 6D QS 10C 3H\n"
                      "hand 1 KH QH\nstock KS\ndiscard rest\n";
    cr_game *g = layout_game(rules, lay);
    play(g, 0, "draw");
    refused(g, 0, "layoff JK 0", CR_REASON_MELD_NOT_ALLOWED_NOW);
    play(g, 0, "discard KS");
    char view[8192];
    ck_assert_int_eq(cr_game_view(view, sizeof view, NULL, g, 1), CR_OK);
    ck_assert_ptr_nonnull(strstr(view, "\"cards\":[\"9C\",\"9D\",\"9H\",\"JK\"],\"declared\":[\"JK=9S\"]"));
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BREAK);
    int64_t want[2] = {9 + 4 + 6 + 10 + 10 + 3, 20}; /* Java: everyone adds his count */
    deltas_are(g, want, 2);
    cr_game_free(g);
    /* By hand, a Java table joker does not move (its declaration stays). */
    g = layout_game("java players=2 java.stock_end=STRAIGHT_BREAK",
                    "dealer 1\nturn 0\nbreak 1 1 0\ntable 1:4S 5S 2C=6S\nhand 0 6S KD QC 4H 10H 3D 7C\n"
                    "hand 1 KH QH\nstock KC\ndiscard rest\n");
    play(g, 0, "draw");
    ck_assert(!listed(g, 0, "layoff 6S JK=7S 0"));
    refused(g, 0, "layoff 6S JK=7S 0", CR_REASON_JOKER_DECLARATION_FIXED);
    cr_game_free(g);
}
END_TEST

/* SR-9 with wild cards: P0 takes 8H, which melds with 6H 7H and the wild
 * 2C; the engine exposes the four (the best), and a discard of 7H still
 * leaves 6H 2C=7H 8H. An upcard that melds with nothing is not taken. */
START_TEST(jr_5_straight_break_auto_arrange_upcard_used)
{
    const char *rules = "java players=2 java.stock_end=STRAIGHT_BREAK straight.break_auto_arrange";
    const char *lay = "dealer 1\nturn 0\nbreak 1 1 0\ntable 1:QH QD QC\nhand 0 6H 7H 2C KS 4D 10C AS\n"
                      "hand 1 KH 3H\ndiscard 9S 8H\nstock rest\n";
    cr_game *g = layout_game(rules, lay);
    play(g, 0, "take");
    ck_assert(listed(g, 0, "discard KS"));
    ck_assert(listed(g, 0, "discard 7H"));
    refused(g, 0, "discard 8H", CR_REASON_DISCARD_TAKEN_THIS_TURN);
    play(g, 0, "discard KS");
    /* 6H 7H 8H and 2C go down, 4D 10C AS stay. */
    ck_assert_int_eq(count_of(g, 0), 4 + 10 + 1);
    cr_game_free(g);
    g = layout_game(rules, "dealer 1\nturn 0\nbreak 1 1 0\ntable 1:QH QD QC\nhand 0 6H 9C KS 4D 10C AS JD\n"
                           "hand 1 KH 3H\ndiscard 9S 8H\nstock rest\n");
    refused(g, 0, "take", CR_REASON_UPCARD_NOT_USED); /* 8H melds with nothing */
    cr_game_free(g);
}
END_TEST

/* SR-8 where many lay-off orders meet: P0 holds no meld but eleven cards
 * that lay off onto four melds holding three wild cards, each natural card
 * displacing a wild one that moves to an end (DR-3). Every card but the
 * kings goes (5D 6D 8D JD round 7D..10D, 3H 5H 7H round 4H..6H, 3S 7S round
 * 4S..7S): the discard KH leaves KS. The search meets 2,147 states; when it
 * kept at most 1,024 it tried lay-offs from 3.4 million (half a minute a
 * discard: issue 13's game fuzzing). It must try each state once. */
static const char *dr_many_orders = "dealer 0\nturn 0\nbreak 1 3 0\ndrew stock\nmelded 1 2 3\nphase BREAK\n"
                                    "table 1:7D 2D=8D 9D JK=10D / 1:4H JK=5H 6H / 2:QD KD 2H=AD / 2:4S 5S 6S 2S=7S\n"
                                    "hand 0 5D 6D 8D JD 3H 5H 7H KH 3S 7S KS\nhand 1 4D JH 8S\nhand 2 AH 10H 9S QS\n"
                                    "hand 3 8C 10C JC KC 3D 8H QH 10S JS\nstock\ndiscard rest\n";

START_TEST(sr_8_break_auto_arrange_searches_each_state_once)
{
    cr_game *g = layout_game("double players=4 rummy.packs=1 rummy.wild_deuces=ON straight.break_auto_arrange",
                             dr_many_orders);
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n = 0;
    cri_rummy_plan p;
    ck_assert_int_eq(cri_rummy_plan_break(g, 0, CR_CARD(CR_RANK_KING, CR_SUIT_HEARTS), cards, &n, &p), CR_REASON_NONE);
    ck_assert_uint_eq(n, 10);
    ck_assert_int_eq(p.left, 10); /* KS */
    ck_assert_uint_gt(p.searched, 100);
    ck_assert_uint_lt(p.searched, 2 * 2147); /* (the first two levels are not remembered) */
    play(g, 0, "discard KH");
    uint8_t left[4];
    ck_assert_int_eq(cr_game_hand(left, sizeof left, &n, g, 0), CR_OK);
    ck_assert_uint_eq(n, 1);
    ck_assert_uint_eq(left[0], CR_CARD(CR_RANK_KING, CR_SUIT_SPADES));
    cr_game_free(g);
}
END_TEST

/* ---- the arrangement against a player searching the legal list ------------------- */

static int64_t value_of(const char *preset, uint8_t c)
{
    unsigned r = c & 15u;
    if (c == CR_CARD_JOKER)
        return !strcmp(preset, "double") ? 15 : 25;
    if (r == 2 && strcmp(preset, "double"))
        return 25; /* Java, Rummy Poker: wild deuces */
    if (r == 1)
        return !strcmp(preset, "double") ? 11 : !strcmp(preset, "java") ? 1 : 10;
    return r > 10 ? 10 : r;
}

static int64_t hand_value(const char *preset, cr_game *g, int32_t seat)
{
    uint8_t cards[64];
    size_t n = 0;
    ck_assert_int_eq(cr_game_hand(cards, sizeof cards, &n, g, seat), CR_OK);
    int64_t v = 0;
    for (size_t i = 0; i < n; i++)
        v += value_of(preset, cards[i]);
    return v;
}

/* A hand emptied ends the deal (Double) or the turn (Java after the draw). */
static bool turn_over(cr_game *g, int32_t seat)
{
    return cr_game_is_deal_over(g) || cr_game_to_act(g) != seat;
}

/* The legal list's lines starting with prefix, one buffer per depth. */
static size_t lines(cr_game *g, int32_t seat, const char *prefix, char (*out)[256], size_t cap)
{
    static char moves[1 << 17];
    ck_assert_int_eq(cr_game_legal_moves(moves, sizeof moves, NULL, g, seat), CR_OK);
    size_t n = 0, len = strlen(prefix);
    for (char *a = moves; *a && n < cap;) {
        char *e = strchr(a, '\n');
        if (!strncmp(a, prefix, len) && (size_t)(e - a) < 256) {
            memcpy(out[n], a, (size_t)(e - a));
            out[n++][e - a] = 0;
        }
        a = e + 1;
    }
    return n;
}

/* The least value a hand player keeps with listed lay-offs from g's state,
 * ending with `end` (a discard, or done): INT64_MAX if no order ends. */
static int64_t best_lay_offs(const char *preset, cr_game *g, int32_t seat, const char *end, int depth)
{
    int64_t best = INT64_MAX;
    if (cr_game_validate(g, seat, end) == CR_OK) {
        cr_game *c = NULL;
        ck_assert_int_eq(cr_game_copy(&c, g), CR_OK);
        ck_assert_int_eq(cr_game_apply(c, seat, end), CR_OK);
        best = hand_value(preset, c, seat);
        cr_game_free(c);
    }
    char (*lay)[256] = malloc(64 * 256);
    size_t n = depth < 8 ? lines(g, seat, "layoff ", lay, 64) : 0;
    for (size_t i = 0; i < n && best; i++) {
        cr_game *c = NULL;
        ck_assert_int_eq(cr_game_copy(&c, g), CR_OK);
        ck_assert_int_eq(cr_game_apply(c, seat, lay[i]), CR_OK);
        int64_t v = turn_over(c, seat) ? hand_value(preset, c, seat) : best_lay_offs(preset, c, seat, end, depth + 1);
        if (v < best)
            best = v;
        cr_game_free(c);
    }
    free(lay);
    return best;
}

/* Plays random listed moves until a seat has drawn in a break turn (1),
 * or the deal ends (0). */
static int to_break_turn(cr_game *g, uint64_t *rng, char (*mv)[256])
{
    for (int steps = 0; steps < 2000 && !cr_game_is_deal_over(g); steps++) {
        int32_t seat = cr_game_to_act(g);
        if (cr_game_phase(g) == CR_PHASE_BREAK)
            return 1;
        size_t n = lines(g, seat, "", mv, 512);
        ck_assert_uint_gt(n, 0);
        *rng = *rng * 6364136223846793005u + 1442695040888963407u;
        ck_assert_int_eq(cr_game_apply(g, seat, mv[(size_t)(*rng >> 33) % n]), CR_OK);
    }
    return 0;
}

/* The game's position as a layout (the one saves write for a deal's start). */
static char *layout_of(const cr_game *g)
{
    cri_json w;
    cri_json_init(&w);
    cri_game_layout_write(&w, g);
    ck_assert(!w.oom);
    return w.buf;
}

/* A break turn after the draw, in two games made from the position: the
 * engine arranges every discard (or done) in one, and in the other a
 * player tries every listed exposure (at most 64 are listed: with more the
 * engine may only do better) then every order of listed lay-offs. */
static void compare_here(const char *rules, const char *preset, const cr_game *at, uint64_t seed, int *compared)
{
    char *text = layout_of(at), auto_rules[256];
    snprintf(auto_rules, sizeof auto_rules, "%s straight.break_auto_arrange", rules);
    cr_game *g = layout_game(rules, text), *a = layout_game(auto_rules, text);
    int32_t seat = cr_game_to_act(g);
    char (*ends)[256] = malloc(64 * 256), (*exp)[256] = malloc(64 * 256);
    size_t ne = lines(a, seat, "discard ", ends, 64);
    if (!ne)
        ne = lines(a, seat, "done", ends, 64);
    size_t nx = lines(g, seat, "expose ", exp, 64);
    for (size_t e = 0; e < ne; e++) {
        cr_game *c = NULL;
        ck_assert_int_eq(cr_game_copy(&c, a), CR_OK);
        ck_assert_int_eq(cr_game_apply(c, seat, ends[e]), CR_OK);
        int64_t engine = hand_value(preset, c, seat), by_hand = INT64_MAX;
        cr_game_free(c);
        if (!nx)
            by_hand = best_lay_offs(preset, g, seat, ends[e], 0);
        for (size_t x = 0; x < nx; x++) {
            ck_assert_int_eq(cr_game_copy(&c, g), CR_OK);
            ck_assert_int_eq(cr_game_apply(c, seat, exp[x]), CR_OK);
            int64_t v = turn_over(c, seat) ? hand_value(preset, c, seat) : best_lay_offs(preset, c, seat, ends[e], 0);
            if (v < by_hand)
                by_hand = v;
            cr_game_free(c);
        }
        /* A discard leaves the engine to arrange the other cards, while by
         * hand every meld, the discard's too, is exposed first: the engine
         * may do better (or discard where a hand player could not). Where
         * the turn ends with done, the two search the same moves. */
        ck_assert_msg(engine <= by_hand, "%s seed %llu %s: engine keeps %lld, by hand %lld\n%s", rules,
                      (unsigned long long)seed, ends[e], (long long)engine, (long long)by_hand, text);
        if (nx < 64 && !strcmp(ends[e], "done"))
            ck_assert_msg(engine == by_hand, "%s seed %llu %s: engine keeps %lld, by hand %lld\n%s", rules,
                          (unsigned long long)seed, ends[e], (long long)engine, (long long)by_hand, text);
        (*compared)++;
    }
    free(ends);
    free(exp);
    free(text);
    cr_game_free(a);
    cr_game_free(g);
}

/* Random deals played by hand; every break turn, the breaker's and the
 * later ones (lay-offs onto other players' melds, joker moves), compared. */
static void compare_deal(const char *rules, const char *preset, uint64_t seed, int *compared)
{
    cr_game *g = NULL;
    ck_assert_int_eq(cr_game_new_text(&g, rules, seed), CR_OK);
    uint64_t rng = seed;
    char (*mv)[256] = malloc(512 * 256);
    while (to_break_turn(g, &rng, mv)) {
        int32_t seat = cr_game_to_act(g);
        compare_here(rules, preset, g, seed, compared);
        while (!cr_game_is_deal_over(g) && cr_game_to_act(g) == seat) {
            size_t n = lines(g, seat, "", mv, 512);
            ck_assert_uint_gt(n, 0);
            rng = rng * 6364136223846793005u + 1442695040888963407u;
            ck_assert_int_eq(cr_game_apply(g, seat, mv[(size_t)(rng >> 33) % n]), CR_OK);
        }
    }
    free(mv);
    cr_game_free(g);
}

START_TEST(sr_8_break_auto_arrange_wild_matches_hand_search)
{
    static const struct {
        const char *rules, *preset;
    } cfg[] = {
        {"double players=4 straight.break_discard=OFF", "double"},
        {"double players=3 double.joker_move=FOSTER straight.break_discard=OFF", "double"},
        {"java players=3 java.stock_end=STRAIGHT_BREAK java.jokers=2 straight.break_discard=OFF", "java"},
        {"rummy-poker players=2 rummy.stock_end=BREAK straight.break_discard=OFF", "rummy-poker"},
        {"double players=4", "double"},
        {"java players=3 java.stock_end=STRAIGHT_BREAK java.jokers=2", "java"},
        {"rummy-poker players=3 rummy.stock_end=BREAK", "rummy-poker"},
    };
    for (size_t i = 0; i < sizeof cfg / sizeof cfg[0]; i++) {
        int compared = 0;
        for (uint64_t seed = 1; seed <= kit_scaled(15); seed++)
            compare_deal(cfg[i].rules, cfg[i].preset, seed, &compared);
        ck_assert_msg(compared > 0 || kit_scaled(15) < 15, "%s: no break turn reached", cfg[i].rules);
    }
}
END_TEST

void rummy_add_arrange(TCase *tc)
{
    tcase_add_test(tc, sr_8_break_auto_arrange_double_joker_move_searched);
    tcase_add_test(tc, sr_8_break_auto_arrange_double_wild_lay_off);
    tcase_add_test(tc, sr_8_break_auto_arrange_searches_each_state_once);
    tcase_add_test(tc, jr_5_straight_break_auto_arrange);
    tcase_add_test(tc, jr_5_straight_break_auto_arrange_upcard_used);
    tcase_add_test(tc, sr_8_break_auto_arrange_wild_matches_hand_search);
}
