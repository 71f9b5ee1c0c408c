/* The SHED engine against RULES.md 2-4: the scenarios RK-T1..RK-T4 and
 * GB-T1..GB-T4, every reason code the engine gives, and the options of
 * 17.1, all built from explicit layouts (docs/game.md). */
#include <stdlib.h>

#include "game/engine_test.h"
#include "game/game_kit.h"

static void expect_legal(cr_game *g, int32_t seat, const char *lines)
{
    char buf[4096];
    ck_assert_int_eq(cr_game_legal_moves(buf, sizeof buf, NULL, g, seat), CR_OK);
    ck_assert_str_eq(buf, lines);
}

static void expect_hand(cr_game *g, int32_t seat, const char *cards)
{
    uint8_t h[128];
    size_t n = 0;
    char text[512];
    ck_assert_int_eq(cr_game_hand(h, sizeof h, &n, g, seat), CR_OK);
    ck_assert_int_eq(cr_cards_format(text, sizeof text, NULL, h, n, CR_FORMAT_ASCII), CR_OK);
    ck_assert_str_eq(text, cards);
}

static uint8_t top(cr_game *g)
{
    uint8_t c = 0;
    ck_assert_int_eq(cr_game_top_card(&c, g), CR_OK);
    return c;
}

static void expect_deal(cr_game *g, int32_t reason, const int64_t *counts, const int64_t *deltas)
{
    ck_assert_int_eq(cr_game_is_deal_over(g), 1);
    ck_assert_int_eq(cr_game_end_reason(g), reason);
    ck_assert_int_eq(cr_game_to_act(g), CR_SEAT_NONE);
    for (int32_t s = 0; s < cr_game_player_count(g); s++) {
        int64_t c, d;
        ck_assert_int_eq(cr_game_deal_count(&c, &d, g, s), CR_OK);
        ck_assert_int_eq(c, counts[s]);
        ck_assert_int_eq(d, deltas[s]);
    }
}

static size_t winners(cr_game *g, int32_t *out)
{
    size_t n = 0;
    ck_assert_int_eq(cr_game_deal_winners(out, 14, &n, g), CR_OK);
    return n;
}

/* ---- Rockaway --------------------------------------------------------------------- */

/* Seats clockwise E(0) A(1) B(2) C(3) D(4); E deals; widow 9C; stock 7D 8C ... */
static const char *rk_t1_layout = "dealer 0\n"
                                  "hand 1 6C 10S 4H 5H 7H 3C QH\n"
                                  "hand 2 2C 9S 3H 6H 4D 10D JH\n"
                                  "hand 3 2D JS 9H 10H 4C 5C 3D\n"
                                  "hand 4 KD 8S 2H 7C 10C 6D KH\n"
                                  "hand 0 AS 5D QD 9D JC QC KC\n"
                                  "widow 9C\n"
                                  "stock 7D 8C rest\n";

START_TEST(rk_t1_worked_example)
{
    cr_game *g = layout_game("rockaway players=5", rk_t1_layout);
    ck_assert_int_eq(cr_game_to_act(g), 1); /* A leads: RK-12 */
    refused(g, 0, "play AS", CR_REASON_NOT_YOUR_TURN);
    refused(g, 1, "play 2S", CR_REASON_CARD_NOT_IN_HAND);
    play(g, 1, "play 6C");
    play(g, 2, "play 2C");
    play(g, 3, "play 2D");
    play(g, 4, "play KD");
    /* E's legal set {5D, QD, 9D, KC (rank K), AS}: canonical code order. */
    expect_legal(g, 0, "play KC\nplay 5D\nplay 9D\nplay QD\nplay AS\n");
    refused(g, 0, "draw", CR_REASON_HAS_PLAYABLE_CARD);
    play(g, 0, "play AS");
    /* Round 2: after an ace, spades or an ace (RK-4). */
    play(g, 1, "play 10S");
    play(g, 2, "play 9S");
    play(g, 3, "play JS");
    play(g, 4, "play 8S");
    ck_assert_str_eq(cr_card_name(top(g)), "8S");
    refused(g, 0, "play 5D", CR_REASON_NO_MATCH);
    refused(g, 0, "pass", CR_REASON_WRONG_PHASE); /* the stock is not empty */
    expect_legal(g, 0, "draw\n");
    play(g, 0, "draw"); /* 7D: no match, must draw again */
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_DRAWING);
    ck_assert_int_eq(cr_game_to_act(g), 0);
    refused(g, 0, "play 5D", CR_REASON_WRONG_PHASE);
    refused(g, 0, "play 7D", CR_REASON_WRONG_PHASE);
    refused(g, 0, "pass", CR_REASON_WRONG_PHASE);
    expect_legal(g, 0, "draw\n");
    play(g, 0, "draw"); /* 8C: matches by rank and MUST be played (RK-3) */
    expect_legal(g, 0, "play 8C\n");
    refused(g, 0, "play QD", CR_REASON_WRONG_PHASE);
    refused(g, 0, "draw", CR_REASON_WRONG_PHASE);
    refused(g, 0, "pass", CR_REASON_WRONG_PHASE);
    play(g, 0, "play 8C");
    expect_hand(g, 0, "JC QC KC 5D 7D 9D QD");
    ck_assert_str_eq(cr_card_name(top(g)), "8C");
    ck_assert_int_eq(cr_game_to_act(g), 1);
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_READY);
    size_t hist = 0;
    ck_assert_int_eq(cr_game_history_count(&hist, g), CR_OK);
    ck_assert_uint_eq(hist, 12);
    cr_game_free(g);
}
END_TEST

/* RK-3 from a layout (`drawn`, docs/shed.md): seat 1 is drawing, two cards
 * so far, the last 8C. A drawn card that matches must be played; one that
 * does not means drawing again. The save writes the item back. */
START_TEST(rk_3_drawing_from_a_layout)
{
    cr_game *g = layout_game("rockaway players=2",
                             "dealer 0\nturn 1\nhand 1 5D 8C\nhand 0 3H\nwidow 8S\ndrawn 8C 2\nstock rest\n");
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_DRAWING);
    char *view = kit_view_of(g, CR_SEAT_SPECTATOR);
    ck_assert_ptr_nonnull(strstr(view, "\"drawing\":{\"seat\":1,\"count\":2}"));
    free(view);
    expect_legal(g, 1, "play 8C\n");
    refused(g, 1, "play 5D", CR_REASON_WRONG_PHASE);
    kit_check_save_load(g);
    cr_game_free(g);
    g = layout_game("rockaway players=2", "dealer 0\nturn 1\nhand 1 5D 7C\nhand 0 3H\nwidow 8S\ndrawn 7C\nstock rest\n");
    expect_legal(g, 1, "draw\n");
    kit_check_save_load(g);
    cr_game_free(g);
}
END_TEST

START_TEST(rk_t1_variant_may_draw_instead_of_ace)
{
    /* RK-2 variant: E held legal diamonds, so the draw is still refused... */
    cr_game *g = layout_game("rockaway players=5 rockaway.may_draw_instead_of_ace", rk_t1_layout);
    play(g, 1, "play 6C");
    play(g, 2, "play 2C");
    play(g, 3, "play 2D");
    play(g, 4, "play KD");
    refused(g, 0, "draw", CR_REASON_HAS_PLAYABLE_CARD);
    cr_game_free(g);
    /* ...but a player whose only legal cards are aces may draw. */
    g = layout_game("rockaway players=2 rockaway.may_draw_instead_of_ace",
                    "dealer 0\nhand 1 AH 2C\nhand 0 3D\nwidow 9S\nstock rest\n");
    expect_legal(g, 1, "play AH\ndraw\n");
    play(g, 1, "draw");
    cr_game_free(g);
    g = layout_game("rockaway players=2", "dealer 0\nhand 1 AH 2C\nhand 0 3D\nwidow 9S\nstock rest\n");
    expect_legal(g, 1, "play AH\n");
    refused(g, 1, "draw", CR_REASON_HAS_PLAYABLE_CARD);
    cr_game_free(g);
    /* shed.voluntary_draw=ALWAYS: drawing is allowed with any hand. */
    g = layout_game("rockaway players=2 shed.voluntary_draw=ALWAYS",
                    "dealer 0\nhand 1 9H 2C\nhand 0 3D\nwidow 9S\nstock rest\n");
    expect_legal(g, 1, "play 9H\ndraw\n");
    play(g, 1, "draw");
    cr_game_free(g);
}
END_TEST

static const char *rk_t2_layout = "dealer 0\n"
                                  "hand 0 QC 4S\n"
                                  "hand 1 9C KS\n"
                                  "hand 2 2D\n"
                                  "widow rest 5H\n"
                                  "stock\n";

START_TEST(rk_t2_blocked_hand)
{
    cr_game *g = layout_game("rockaway players=3", rk_t2_layout);
    ck_assert_int_eq(cr_game_stock_size(g), 0);
    refused(g, 1, "draw", CR_REASON_STOCK_EMPTY);
    expect_legal(g, 1, "pass\n");
    play(g, 1, "pass");
    play(g, 2, "pass");
    play(g, 0, "pass"); /* third consecutive pass: HAND_OVER(BLOCKED), RK-6 */
    const int64_t counts[] = {14, 19, 2};
    expect_deal(g, CR_END_BLOCKED, counts, counts);
    int32_t w[14];
    ck_assert_uint_eq(winners(g, w), 0);
    size_t ledger = 9;
    ck_assert_int_eq(cr_game_ledger_count(&ledger, g), CR_OK);
    ck_assert_uint_eq(ledger, 0); /* POINT penalties, no transfers (2.4) */
    refused(g, 0, "pass", CR_REASON_WRONG_PHASE);
    cr_game_free(g);

    g = layout_game("rockaway players=3 rockaway.blocked=LOWEST_WINS", rk_t2_layout);
    play(g, 1, "pass");
    play(g, 2, "pass");
    play(g, 0, "pass");
    const int64_t deltas[] = {14, 19, 0};
    expect_deal(g, CR_END_BLOCKED, counts, deltas);
    ck_assert_uint_eq(winners(g, w), 1);
    ck_assert_int_eq(w[0], 2);
    cr_game_free(g);
}
END_TEST

START_TEST(rk_t2_play_resets_pass_count_and_has_playable)
{
    /* A play between passes restarts the count; passing with a legal card
     * is refused (E_HAS_PLAYABLE_CARD). */
    cr_game *g = layout_game("rockaway players=3", "dealer 0\nhand 0 QC 4S\nhand 1 9C KS\n"
                                                   "hand 2 2D 7H\nwidow rest 5H\nstock\n");
    play(g, 1, "pass");
    refused(g, 2, "pass", CR_REASON_HAS_PLAYABLE_CARD);
    play(g, 2, "play 7H");
    play(g, 0, "pass");
    play(g, 1, "pass");
    ck_assert_int_eq(cr_game_is_deal_over(g), 0);
    play(g, 2, "pass");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BLOCKED);
    cr_game_free(g);
}
END_TEST

START_TEST(rk_11_stock_runs_out_mid_draw)
{
    /* RK-11: the last stock card does not match: the drawer passes, and the
     * pass counts toward the blocked test. */
    cr_game *g = layout_game("rockaway players=2",
                             "dealer 0\nhand 1 2C 3C\nhand 0 4D 6D\nwidow rest 9S\nstock 5H\n");
    play(g, 1, "draw");
    refused(g, 1, "draw", CR_REASON_STOCK_EMPTY);
    expect_legal(g, 1, "pass\n");
    play(g, 1, "pass");
    play(g, 0, "pass");
    ck_assert_int_eq(cr_game_end_reason(g), CR_END_BLOCKED);
    cr_game_free(g);
}
END_TEST

static const char *rk_t3_layout = "dealer 3\n"
                                  "hand 0 9D\n"
                                  "hand 1 AS AH 3D\n"
                                  "hand 2 KC 10D\n"
                                  "hand 3 9S\n"
                                  "widow 9C\n"
                                  "stock rest\n";

START_TEST(rk_t3_scoring_at_out)
{
    cr_game *g = layout_game("rockaway players=4", rk_t3_layout);
    play(g, 0, "play 9D"); /* A's last card: HAND_OVER(OUT, A) */
    const int64_t counts[] = {0, 33, 20, 9};
    expect_deal(g, CR_END_OUT, counts, counts);
    int32_t w[14];
    ck_assert_uint_eq(winners(g, w), 1);
    ck_assert_int_eq(w[0], 0);
    for (int32_t s = 0; s < 4; s++) {
        int64_t sc;
        ck_assert_int_eq(cr_game_score(&sc, g, s), CR_OK);
        ck_assert_int_eq(sc, counts[s]);
    }
    /* RK-8: k = 1, so N = 4 deals: the match goes on, dealer rotates left. */
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_DEAL_OVER);
    ck_assert_int_eq(cr_game_is_match_over(g), 0);
    ck_assert_int_eq(cr_game_next_deal(g), CR_OK);
    ck_assert_int_eq(cr_game_dealer(g), 0);
    ck_assert_int_eq(cr_game_deal_number(g), 1);
    ck_assert_int_eq(cr_game_to_act(g), 1);
    for (int32_t s = 0; s < 4; s++) {
        int64_t sc;
        ck_assert_int_eq(cr_game_score(&sc, g, s), CR_OK);
        ck_assert_int_eq(sc, counts[s]);
        ck_assert_int_eq(cr_game_hand_size(g, s), 7);
    }
    cr_game_free(g);

    /* RK-10 variant: aces cost 20. */
    g = layout_game("rockaway players=4 rockaway.ace_penalty=20", rk_t3_layout);
    play(g, 0, "play 9D");
    const int64_t counts20[] = {0, 43, 20, 9};
    expect_deal(g, CR_END_OUT, counts20, counts20);
    cr_game_free(g);
}
END_TEST

START_TEST(rk_t4_ace_wildness)
{
    cr_game *g = layout_game("rockaway players=2",
                             "dealer 0\nhand 1 AC 7S 2H\nhand 0 7H 4C AD\nwidow 7H\nstock rest\n");
    expect_legal(g, 1, "play AC\nplay 2H\nplay 7S\n");
    play(g, 1, "play AC");
    refused(g, 0, "play 7H", CR_REASON_NO_MATCH);
    ck_assert_int_eq(cr_game_validate(g, 0, "play 4C"), CR_OK);
    ck_assert_int_eq(cr_game_validate(g, 0, "play AD"), CR_OK);
    expect_legal(g, 0, "play 4C\nplay AD\n");
    cr_game_free(g);
}
END_TEST

START_TEST(rk_4_variant_ace_names_suit)
{
    cr_game *g = layout_game("rockaway players=2 rockaway.ace_names_suit",
                             "dealer 0\nhand 1 AC 7S 2H\nhand 0 7H 4C AD 9D\nwidow 7H\nstock rest\n");
    expect_legal(g, 1, "play AC\nplay AC D\nplay AC H\nplay AC S\nplay 2H\nplay 7S\n");
    refused(g, 1, "play 7S D", CR_REASON_NO_MATCH); /* only a wild card names a suit */
    play(g, 1, "play AC D");
    refused(g, 0, "play 4C", CR_REASON_NO_MATCH);
    expect_legal(g, 0, "play AD\nplay AD C\nplay AD H\nplay AD S\nplay 9D\n");
    play(g, 0, "play 9D");
    cr_game_free(g);
    /* Without the option, naming a suit is refused. */
    g = layout_game("rockaway players=2", "dealer 0\nhand 1 AC 7S 2H\nhand 0 7H 4C AD\nwidow 7H\nstock rest\n");
    refused(g, 1, "play AC D", CR_REASON_NO_MATCH);
    cr_game_free(g);
}
END_TEST

/* A stacked two-pack whose widow (the card after 7N) is an ace. */
static void stacked_ace_widow(uint8_t *pack, size_t *n, int32_t players)
{
    ck_assert_int_eq(cr_deck_build(pack, 104, n, 2, 0), CR_OK);
    size_t w = (size_t)players * 7;
    size_t ace = 0; /* AC is at index 0 in canonical order */
    uint8_t t = pack[w];
    pack[w] = pack[ace];
    pack[ace] = t;
    ck_assert_int_eq(pack[w], CR_CARD(CR_RANK_ACE, CR_SUIT_CLUBS));
    /* The next card, the replacement widow, is not an ace. */
    ck_assert_int_ne(pack[w + 1] & 0xF, CR_RANK_ACE);
}

START_TEST(rk_5_starting_wild_and_bury_variant)
{
    uint8_t pack[104];
    size_t n;
    stacked_ace_widow(pack, &n, 3);
    cr_rules *r;
    ck_assert_int_eq(cr_rules_from_text(&r, "rockaway players=3"), CR_OK);
    cr_game *g;
    ck_assert_int_eq(cr_game_new_stacked(&g, r, pack, n, 0), CR_OK);
    /* Default RK-5: the ace is a normal widow. */
    ck_assert_int_eq(top(g), CR_CARD(CR_RANK_ACE, CR_SUIT_CLUBS));
    ck_assert_int_eq(cr_game_stock_size(g), 104 - 21 - 1);
    cr_game_free(g);
    cr_rules_free(r);
    ck_assert_int_eq(cr_rules_from_text(&r, "rockaway players=3 rockaway.bury_widow_ace"), CR_OK);
    ck_assert_int_eq(cr_game_new_stacked(&g, r, pack, n, 0), CR_OK);
    ck_assert_int_eq(top(g), pack[22]);
    ck_assert_int_eq(cr_game_stock_size(g), 104 - 21 - 1);
    uint8_t pile[8];
    size_t pn = 0;
    ck_assert_int_eq(cr_game_pile(pile, sizeof pile, &pn, g, CR_PILE_WIDOW), CR_OK);
    ck_assert_uint_eq(pn, 1);
    cr_game_free(g);
    cr_rules_free(r);
}
END_TEST

START_TEST(rk_1_packs_by_player_count)
{
    static const struct {
        const char *rules;
        int32_t stock;
    } cases[] = {
        {"rockaway players=2", 104 - 14 - 1},
        {"rockaway players=14", 104 - 98 - 1},
        {"rockaway players=4 rockaway.single_pack_max4", 52 - 28 - 1},
        {"rockaway players=5 rockaway.single_pack_max4", 104 - 35 - 1},
        {"go-boom players=6", 52 - 42},
        {"go-boom players=7", 52 - 49},
        {"go-boom players=7 goboom.seven_use_double", 104 - 49},
        {"go-boom players=8", 104 - 56},
        {"go-boom players=14", 104 - 98},
        {"rockaway players=3 shed.initial_upcard=OFF", 104 - 21},
        {"go-boom players=3 shed.hand_size=10", 52 - 30},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cr_game *g = NULL;
        ck_assert_int_eq(cr_game_new_text(&g, cases[i].rules, 7), CR_OK);
        ck_assert_msg(cr_game_stock_size(g) == cases[i].stock, "%s: stock %d", cases[i].rules,
                      (int)cr_game_stock_size(g));
        cr_game_free(g);
    }
}
END_TEST

START_TEST(shed_initial_upcard_off_leader_plays_anything)
{
    cr_game *g = NULL;
    ck_assert_int_eq(cr_game_new_text(&g, "rockaway players=3 shed.initial_upcard=OFF", 11), CR_OK);
    uint8_t c;
    ck_assert_int_eq(cr_game_top_card(&c, g), CR_E_NOT_FOUND);
    size_t n = 0;
    ck_assert_int_eq(cr_game_legal_count(&n, g, cr_game_to_act(g)), CR_OK);
    uint8_t h[16];
    size_t hn;
    ck_assert_int_eq(cr_game_hand(h, sizeof h, &hn, g, cr_game_to_act(g)), CR_OK);
    size_t distinct = 0;
    for (size_t i = 0; i < hn; i++)
        distinct += i == 0 || h[i] != h[i - 1];
    ck_assert_uint_eq(n, distinct);
    cr_game_free(g);
}
END_TEST

/* ---- Go Boom ------------------------------------------------------------------------ */

static const char *gb_t1_layout = "dealer 0\n"
                                  "hand 1 JD 2C 3C\n"
                                  "hand 2 5D JC 9S\n"
                                  "hand 0 4C 7H\n"
                                  "stock 3S QD rest\n";

START_TEST(gb_t1_follow_draw_trick)
{
    cr_game *g = layout_game("go-boom players=3", gb_t1_layout);
    ck_assert_int_eq(cr_game_to_act(g), 1);
    play(g, 1, "play JD");
    expect_legal(g, 2, "play JC\nplay 5D\n");
    refused(g, 2, "play 9S", CR_REASON_NO_MATCH);
    refused(g, 2, "draw", CR_REASON_HAS_PLAYABLE_CARD);
    play(g, 2, "play JC");
    /* Matched against the led JD, not the previous JC. */
    refused(g, 0, "play 4C", CR_REASON_NO_MATCH);
    play(g, 0, "draw"); /* 3S */
    refused(g, 0, "play 3S", CR_REASON_WRONG_PHASE);
    play(g, 0, "draw"); /* QD must be played */
    refused(g, 0, "play 4C", CR_REASON_WRONG_PHASE);
    play(g, 0, "play QD");
    /* Trick {JD, JC, QD}: QD is the highest diamond. */
    ck_assert_int_eq(cr_game_to_act(g), 0);
    uint8_t out[8];
    size_t n = 0;
    ck_assert_int_eq(cr_game_pile(out, sizeof out, &n, g, CR_PILE_OUT), CR_OK);
    ck_assert_uint_eq(n, 3);
    ck_assert_int_eq(cr_game_trick(NULL, NULL, 0, &n, g), CR_OK);
    ck_assert_uint_eq(n, 0);
    cr_game_free(g);

    /* GB-3 variant: matched against the previous card, 4C follows JC. */
    g = layout_game("go-boom players=3 goboom.match_target=PREVIOUS_CARD", gb_t1_layout);
    play(g, 1, "play JD");
    play(g, 2, "play JC");
    ck_assert_int_eq(cr_game_validate(g, 0, "play 4C"), CR_OK);
    cr_game_free(g);
}
END_TEST

static const char *gb_t2_layout = "dealer 0\n"
                                  "hand 1 9S 2C\n"
                                  "hand 2 2H 3D\n"
                                  "hand 0 KS 9C\n"
                                  "stock\n"
                                  "out rest\n";

START_TEST(gb_t2_exhausted_stock)
{
    cr_game *g = layout_game("go-boom players=3", gb_t2_layout);
    play(g, 1, "play 9S");
    expect_legal(g, 2, "pass\n");
    refused(g, 2, "draw", CR_REASON_STOCK_EMPTY);
    play(g, 2, "pass");
    uint8_t cards[4];
    int32_t seats[4];
    size_t n = 0;
    ck_assert_int_eq(cr_game_trick(cards, seats, 4, &n, g), CR_OK);
    ck_assert_uint_eq(n, 1);
    ck_assert_int_eq(seats[0], 1);
    expect_legal(g, 0, "play 9C\nplay KS\n");
    cr_game *h;
    ck_assert_int_eq(cr_game_copy(&h, g), CR_OK);
    play(g, 0, "play 9C");
    ck_assert_int_eq(cr_game_to_act(g), 1); /* {9S, 9C}: P1 wins */
    play(h, 0, "play KS");
    ck_assert_int_eq(cr_game_to_act(h), 0); /* P3 wins with KS */
    cr_game_free(g);
    cr_game_free(h);
}
END_TEST

START_TEST(gb_t3_identical_cards_first_played_wins)
{
    cr_game *g = layout_game("go-boom players=8", "dealer 7\n"
                                                  "hand 0 10H 2C\nhand 1 QH 2C\nhand 2 3H 2D\n"
                                                  "hand 3 10C 2D\nhand 4 QH 2S\nhand 5 2H 2S\n"
                                                  "hand 6 4H 3C\nhand 7 5H 3C\nstock rest\n");
    play(g, 0, "play 10H");
    play(g, 1, "play QH");
    play(g, 2, "play 3H");
    play(g, 3, "play 10C");
    play(g, 4, "play QH");
    play(g, 5, "play 2H");
    play(g, 6, "play 4H");
    play(g, 7, "play 5H");
    ck_assert_int_eq(cr_game_to_act(g), 1);
    cr_game_free(g);
}
END_TEST

START_TEST(gb_7_lone_leader_and_11_aces_low)
{
    /* GB-7: nobody follows, the leader wins. */
    cr_game *g = layout_game("go-boom players=2", "dealer 1\nhand 0 9S 2C\nhand 1 2H\nstock\nout rest\n");
    play(g, 0, "play 9S");
    play(g, 1, "pass");
    ck_assert_int_eq(cr_game_to_act(g), 0);
    cr_game_free(g);
    /* Aces are high in tricks by default, low under goboom.aces_low. */
    const char *lay = "dealer 1\nhand 0 AH 2C\nhand 1 KH 3C\nstock rest\n";
    g = layout_game("go-boom players=2", lay);
    play(g, 0, "play AH");
    play(g, 1, "play KH");
    ck_assert_int_eq(cr_game_to_act(g), 0);
    cr_game_free(g);
    g = layout_game("go-boom players=2 goboom.aces_low", lay);
    play(g, 0, "play AH");
    play(g, 1, "play KH");
    ck_assert_int_eq(cr_game_to_act(g), 1);
    cr_game_free(g);
}
END_TEST

static const char *gb_t4_layout = "dealer 0\n"
                                  "scores 0 0 175\n"
                                  "hand 1 6C AH KS 7D\n"
                                  "hand 2 6D\n"
                                  "hand 0 10C 2S\n"
                                  "stock rest\n";

START_TEST(gb_t4_going_out_and_settlement)
{
    cr_game *g = layout_game("go-boom players=3", gb_t4_layout);
    play(g, 1, "play 6C");
    play(g, 2, "play 6D"); /* HAND_OVER(OUT, P2) at once: P3 does not play */
    const int64_t counts[] = {12, 18, 0}, deltas[] = {0, 0, 30};
    expect_deal(g, CR_END_OUT, counts, deltas);
    size_t n = 0;
    ck_assert_int_eq(cr_game_ledger_count(&n, g), CR_OK);
    ck_assert_uint_eq(n, 2);
    int32_t payer, payee, cur;
    int64_t num, den;
    ck_assert_int_eq(cr_game_ledger_get(&payer, &payee, &num, &den, &cur, g, 0), CR_OK);
    ck_assert_int_eq(payer, 0);
    ck_assert_int_eq(payee, 2);
    ck_assert_int_eq(num, 12);
    ck_assert_int_eq(den, 1);
    ck_assert_int_eq(cur, CR_CURRENCY_POINT);
    ck_assert_int_eq(cr_game_ledger_get(&payer, &payee, &num, &den, &cur, g, 1), CR_OK);
    ck_assert_int_eq(payer, 1);
    ck_assert_int_eq(num, 18);
    ck_assert_int_eq(cr_game_ledger_get(&payer, &payee, &num, &den, &cur, g, 2), CR_E_INVALID_ARGUMENT);
    int64_t sc;
    ck_assert_int_eq(cr_game_score(&sc, g, 2), CR_OK);
    ck_assert_int_eq(sc, 205);
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_MATCH_OVER); /* 205 >= 200: GB-2 */
    int32_t w[14];
    ck_assert_int_eq(cr_game_match_winners(w, 14, &n, g), CR_OK);
    ck_assert_uint_eq(n, 1);
    ck_assert_int_eq(w[0], 2);
    ck_assert_int_eq(cr_game_next_deal(g), CR_E_INVALID_ARGUMENT);
    cr_game_free(g);
}
END_TEST

START_TEST(gb_6_variant_finish_trick)
{
    cr_game *g = layout_game("go-boom players=3 goboom.finish_trick", gb_t4_layout);
    play(g, 1, "play 6C");
    play(g, 2, "play 6D");
    ck_assert_int_eq(cr_game_is_deal_over(g), 0);
    ck_assert_int_eq(cr_game_to_act(g), 0);
    play(g, 0, "play 10C");
    const int64_t counts[] = {2, 18, 0}, deltas[] = {0, 0, 20};
    expect_deal(g, CR_END_OUT, counts, deltas);
    cr_game_free(g);
}
END_TEST

START_TEST(gb_2_variants_values_and_penalty_scoring)
{
    /* goboom.values=AV: A-9 count 5, 10-K count 10. */
    cr_game *g = layout_game("go-boom players=3 goboom.values=AV", gb_t4_layout);
    play(g, 1, "play 6C");
    play(g, 2, "play 6D");
    const int64_t counts[] = {15, 20, 0}, deltas[] = {0, 0, 35};
    expect_deal(g, CR_END_OUT, counts, deltas);
    cr_game_free(g);
    /* goboom.scoring=PENALTY_EACH: each loser is charged, target 100, lowest wins. */
    g = layout_game("go-boom players=3 goboom.scoring=PENALTY_EACH",
                    "dealer 0\nscores 95 0 10\nhand 1 6C AH KS 7D\nhand 2 6D\nhand 0 10C 2S\nstock rest\n");
    play(g, 1, "play 6C");
    play(g, 2, "play 6D");
    const int64_t pc[] = {12, 18, 0};
    expect_deal(g, CR_END_OUT, pc, pc);
    ck_assert_int_eq(cr_game_phase(g), CR_PHASE_MATCH_OVER); /* 107 >= 100 */
    int32_t w[14];
    size_t n;
    ck_assert_int_eq(cr_game_match_winners(w, 14, &n, g), CR_OK);
    ck_assert_uint_eq(n, 1);
    ck_assert_int_eq(w[0], 2);
    size_t ledger = 9;
    ck_assert_int_eq(cr_game_ledger_count(&ledger, g), CR_OK);
    ck_assert_uint_eq(ledger, 0);
    cr_game_free(g);
}
END_TEST

START_TEST(shed_hybrid_trick_with_wild_aces)
{
    /* 4.2: hybrids are allowed by the engine: a trick game with wild aces. */
    cr_game *g = layout_game("go-boom players=2 shed.wild_ranks=A",
                             "dealer 1\nhand 0 9S 2C\nhand 1 AH 3C\nstock rest\n");
    play(g, 0, "play 9S");
    expect_legal(g, 1, "play AH\n");
    play(g, 1, "play AH");
    ck_assert_int_eq(cr_game_to_act(g), 0); /* an ace of another suit never wins */
    cr_game_free(g);
    /* A trick from a layout, led by a wild ace that named hearts (`1:AS=H`):
     * hearts are followed, and the view and the save keep the named suit. */
    g = layout_game("go-boom players=2 shed.wild_ranks=A",
                    "dealer 0\nturn 0\nhand 0 2H 9C\nhand 1 3C\ntrick 1:AS=H\nstock rest\n");
    expect_legal(g, 0, "play 2H\n");
    char *view = kit_view_of(g, CR_SEAT_SPECTATOR);
    ck_assert_ptr_nonnull(strstr(view, "{\"seat\":1,\"card\":\"AS\",\"named_suit\":\"H\"}"));
    free(view);
    kit_check_save_load(g);
    cr_game_free(g);
}
END_TEST

/* ---- matches ------------------------------------------------------------------------------- */

/* Plays deals with the bots until the match ends; returns the deals played. */
static int32_t play_match(cr_game *g, uint64_t seed)
{
    int32_t deals = 1;
    for (int guard = 0; guard < 100000; guard++) {
        if (cr_game_is_match_over(g))
            return deals;
        if (cr_game_is_deal_over(g)) {
            ck_assert_int_eq(cr_game_next_deal(g), CR_OK);
            deals++;
            continue;
        }
        ck_assert_int_eq(cr_game_bot_play(g, cr_game_to_act(g), seed), CR_OK);
    }
    ck_abort_msg("match did not end");
    return 0;
}

START_TEST(match_ends)
{
    static const struct {
        const char *rules;
        int32_t deals; /* 0: until a target */
    } cases[] = {
        {"rockaway players=3", 3},                             /* RK-8: k = 1 */
        {"rockaway players=3 rockaway.deals_per_player=2", 6}, /* RK-8 */
        {"rockaway players=4 rockaway.session_deals=10", 10},  /* [PP1931] */
        {"go-boom players=4 goboom.single_deal", 1},           /* GB-2 */
        {"go-boom players=4", 0},                              /* first to 200 */
        {"go-boom players=3 goboom.scoring=PENALTY_EACH", 0},  /* 100, lowest wins */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cr_game *g = NULL;
        ck_assert_int_eq(cr_game_new_text(&g, cases[i].rules, 1000 + i), CR_OK);
        int32_t d0 = cr_game_dealer(g);
        int32_t deals = play_match(g, 5);
        if (cases[i].deals)
            ck_assert_msg(deals == cases[i].deals, "%s: %d deals", cases[i].rules, (int)deals);
        /* Dealer rotation: clockwise, one seat per deal. */
        ck_assert_int_eq(cr_game_dealer(g), (d0 + deals - 1) % cr_game_player_count(g));
        int32_t n = cr_game_player_count(g), w[14];
        size_t nw = 0;
        ck_assert_int_eq(cr_game_match_winners(w, 14, &nw, g), CR_OK);
        ck_assert_uint_ge(nw, 1);
        int64_t best = 0;
        bool lowest = strstr(cases[i].rules, "rockaway") || strstr(cases[i].rules, "PENALTY");
        for (int32_t s = 0; s < n; s++) {
            int64_t sc;
            cr_game_score(&sc, g, s);
            if (s == 0 || (lowest ? sc < best : sc > best))
                best = sc;
        }
        for (size_t k = 0; k < nw; k++) {
            int64_t sc;
            cr_game_score(&sc, g, w[k]);
            ck_assert_int_eq(sc, best); /* RK-9: all tied best share */
        }
        if (!cases[i].deals) {
            int64_t target = strstr(cases[i].rules, "PENALTY") ? 100 : 200, top_score = 0;
            for (int32_t s = 0; s < n; s++) {
                int64_t sc;
                cr_game_score(&sc, g, s);
                if (sc > top_score)
                    top_score = sc;
            }
            ck_assert_int_ge(top_score, target);
        }
        cr_game_free(g);
    }
}
END_TEST

START_TEST(first_dealer_options)
{
    /* CM-1: HOST gives the seat; CUT_LOW / CUT_HIGH draw it from the seed,
     * deterministically. */
    cr_game *g = NULL;
    ck_assert_int_eq(cr_game_new_text(&g, "rockaway players=4 first_dealer=2", 3), CR_OK);
    ck_assert_int_eq(cr_game_dealer(g), 2);
    ck_assert_int_eq(cr_game_to_act(g), 3);
    cr_game_free(g);
    const char *cuts[] = {"go-boom players=5", "go-boom players=5 first_dealer=CUT_HIGH",
                          "rockaway players=5 first_dealer=CUT_LOW"};
    for (size_t i = 0; i < 3; i++) {
        uint32_t seen = 0;
        for (uint64_t seed = 0; seed < 64; seed++) {
            cr_game *a, *b;
            ck_assert_int_eq(cr_game_new_text(&a, cuts[i], seed), CR_OK);
            ck_assert_int_eq(cr_game_new_text(&b, cuts[i], seed), CR_OK);
            ck_assert_int_eq(cr_game_dealer(a), cr_game_dealer(b));
            seen |= 1u << cr_game_dealer(a);
            cr_game_free(a);
            cr_game_free(b);
        }
        ck_assert_uint_eq(seen, 0x1F); /* every seat can win the cut */
    }
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("shed");
    TCase *tc = tcase_create("rockaway");
    tcase_add_test(tc, rk_t1_worked_example);
    tcase_add_test(tc, rk_t1_variant_may_draw_instead_of_ace);
    tcase_add_test(tc, rk_3_drawing_from_a_layout);
    tcase_add_test(tc, rk_t2_blocked_hand);
    tcase_add_test(tc, rk_t2_play_resets_pass_count_and_has_playable);
    tcase_add_test(tc, rk_11_stock_runs_out_mid_draw);
    tcase_add_test(tc, rk_t3_scoring_at_out);
    tcase_add_test(tc, rk_t4_ace_wildness);
    tcase_add_test(tc, rk_4_variant_ace_names_suit);
    tcase_add_test(tc, rk_5_starting_wild_and_bury_variant);
    tcase_add_test(tc, rk_1_packs_by_player_count);
    tcase_add_test(tc, shed_initial_upcard_off_leader_plays_anything);
    suite_add_tcase(s, tc);
    tc = tcase_create("go-boom");
    tcase_add_test(tc, gb_t1_follow_draw_trick);
    tcase_add_test(tc, gb_t2_exhausted_stock);
    tcase_add_test(tc, gb_t3_identical_cards_first_played_wins);
    tcase_add_test(tc, gb_7_lone_leader_and_11_aces_low);
    tcase_add_test(tc, gb_t4_going_out_and_settlement);
    tcase_add_test(tc, gb_6_variant_finish_trick);
    tcase_add_test(tc, gb_2_variants_values_and_penalty_scoring);
    tcase_add_test(tc, shed_hybrid_trick_with_wild_aces);
    suite_add_tcase(s, tc);
    tc = tcase_create("match");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, match_ends);
    tcase_add_test(tc, first_dealer_options);
    suite_add_tcase(s, tc);
    return s;
}
