/* The rules registry's resolution of packs, jokers and hands by player
 * count (GB-1, RK-1, RC-1, RD-1, 15.1) and its refusal of counts out of
 * range (RULES.md 0.4). The rest of the registry: tests/rules/test_rules.c. */
#include "check_main.h"
#include "rules/options.h"
#include "rules_helpers.h"

#include <stdio.h>

static void expect_deal(cr_rules *r, uint32_t players, int32_t status, uint32_t packs,
                        uint32_t jokers, uint32_t hand)
{
    char n[8];
    snprintf(n, sizeof n, "%u", players);
    set_ok(r, "players", n);
    int32_t st = cr_rules_validate(r);
    ck_assert_msg(st == status, "%s N=%u: %d %s", cr_preset_name(cr_rules_preset(r)), players, st,
                  cr_rules_last_error(r));
    if (status != CR_OK) {
        ck_assert_int_eq(cr_rules_last_reason(r), CR_REASON_PLAYER_COUNT);
        ck_assert_str_ne(cr_rules_last_error(r), "");
        return;
    }
    uint32_t p = 0, j = 0, h = 0;
    ck_assert_int_eq(cr_rules_deal_figures(&p, &j, &h, r), CR_OK);
    ck_assert_msg(p == packs && j == jokers && h == hand, "%s N=%u: %u/%u/%u",
                  cr_preset_name(cr_rules_preset(r)), players, p, j, h);
    ck_assert_uint_eq(cri_rules_deck_size(r), 52 * packs + jokers);
}

/* GB-1: one pack for N <= 7, two for N >= 8; variant: two from 7. */
START_TEST(go_boom_packs_by_player_count_gb_1)
{
    cr_rules *r = make("go-boom");
    for (uint32_t n = 2; n <= 14; n++)
        expect_deal(r, n, CR_OK, n <= 7 ? 1 : 2, 0, 7);
    set_ok(r, "goboom.seven_use_double", NULL);
    expect_deal(r, 6, CR_OK, 1, 0, 7);
    expect_deal(r, 7, CR_OK, 2, 0, 7);
    /* a fixed single pack cannot serve 8 players: 56 > 52 */
    set_ok(r, "shed.packs", "1");
    expect_deal(r, 7, CR_OK, 1, 0, 7);
    expect_deal(r, 8, CR_E_CONFIG, 0, 0, 0);
    ck_assert_ptr_nonnull(strstr(cr_rules_last_error(r), "too few cards"));
    cr_rules_free(r);
}
END_TEST

/* RK-1: 2-14 players, always two packs (7N+1 <= 104); variant one pack up to 4. */
START_TEST(rockaway_players_rk_1)
{
    cr_rules *r = make("rockaway");
    for (uint32_t n = 2; n <= 14; n++)
        expect_deal(r, n, CR_OK, 2, 0, 7);
    ck_assert_int_eq(cr_rules_set(r, "players", "15"), CR_E_CONFIG);
    ck_assert_int_eq(cr_rules_set(r, "players", "1"), CR_E_CONFIG);
    ck_assert_int_eq(cr_rules_set(r, "players", "0"), CR_E_CONFIG);
    ck_assert_int_eq(cr_rules_set(r, "players", "-3"), CR_E_CONFIG);
    ck_assert_int_eq(cr_rules_players(r), 14); /* unchanged by the rejected sets */
    set_ok(r, "rockaway.single_pack_max4", NULL);
    expect_deal(r, 4, CR_OK, 1, 0, 7);
    expect_deal(r, 5, CR_OK, 2, 0, 7);
    /* too many cards per hand for the deck: 4 x 30 + widow > 104 */
    set_ok(r, "shed.hand_size", "30");
    expect_deal(r, 4, CR_E_CONFIG, 0, 0, 0);
    cr_rules_free(r);
}
END_TEST

/* RC-1 / RC-T1: 2-4 players, 9 - N cards; N = 5 is E_PLAYER_COUNT. */
START_TEST(round_the_corner_rc_1)
{
    cr_rules *r = make("Dizzy Rummy");
    expect_deal(r, 2, CR_OK, 1, 0, 7);
    expect_deal(r, 3, CR_OK, 1, 0, 6);
    expect_deal(r, 4, CR_OK, 1, 0, 5);
    expect_deal(r, 5, CR_E_CONFIG, 0, 0, 0);
    ck_assert_ptr_nonnull(strstr(cr_rules_last_error(r), "2 to 4"));
    ck_assert(cri_rules_has_upcard(r)); /* RC-T1: one upcard after the deal */
    cr_rules_free(r);
}
END_TEST

/* 17.2 players row and hand-size rules by player count (8.1, SR-3). */
START_TEST(rummy_player_ranges_and_hands)
{
    static const struct {
        const char *preset;
        uint32_t max;
    } ranges[] = {{"boathouse", 6}, {"straight6", 6}, {"straight7", 5}, {"skip", 6},
                  {"block", 6},     {"queen-city", 6}, {"double", 6},   {"java", 6},
                  {"rummy-poker", 6}, {"carousel", 5}, {"rockit", 5}};
    for (size_t i = 0; i < CRI_ARRAY_LEN(ranges); i++) {
        cr_rules *r = make(ranges[i].preset);
        uint32_t lo = 0, hi = 0;
        ck_assert_int_eq(cr_rules_player_range(&lo, &hi, cr_rules_preset(r)), CR_OK);
        ck_assert_uint_eq(lo, 2);
        ck_assert_uint_eq(hi, ranges[i].max);
        char n[8];
        snprintf(n, sizeof n, "%u", ranges[i].max);
        set_ok(r, "players", n);
        ck_assert_int_eq(cr_rules_validate(r), CR_OK);
        snprintf(n, sizeof n, "%u", ranges[i].max + 1);
        set_ok(r, "players", n);
        ck_assert_int_eq(cr_rules_validate(r), CR_E_CONFIG);
        ck_assert_int_eq(cr_rules_last_reason(r), CR_REASON_PLAYER_COUNT);
        cr_rules_free(r);
    }
    cr_rules *bh = make("boathouse");
    expect_deal(bh, 2, CR_OK, 1, 0, 10);
    expect_deal(bh, 3, CR_OK, 1, 0, 7);
    expect_deal(bh, 4, CR_OK, 1, 0, 7);
    expect_deal(bh, 5, CR_OK, 1, 0, 6);
    expect_deal(bh, 6, CR_OK, 1, 0, 6);
    cr_rules_free(bh);
    cr_rules *bl = make("block");
    expect_deal(bl, 5, CR_OK, 1, 0, 7);
    expect_deal(bl, 6, CR_OK, 1, 0, 6);
    cr_rules_free(bl);
    /* DR-1 / RP-10: the max_players variants widen the range */
    cr_rules *dr = make("double");
    set_ok(dr, "players", "9");
    ck_assert_int_eq(cr_rules_validate(dr), CR_E_CONFIG);
    set_ok(dr, "double.max_players", "9");
    expect_deal(dr, 9, CR_OK, 2, 2, 10);
    ck_assert_int_eq(cr_rules_set(dr, "double.max_players", "10"), CR_E_CONFIG);
    cr_rules_free(dr);
    cr_rules *rp = make("rummy poker");
    set_ok(rp, "rummypoker.max_players", "9");
    expect_deal(rp, 9, CR_OK, 2, 4, 10);
    cr_rules_free(rp);
    /* JR-1 jokers */
    cr_rules *jr = make("java");
    set_ok(jr, "java.jokers", "2");
    expect_deal(jr, 6, CR_OK, 1, 2, 7);
    ck_assert_str_eq(get(jr, "java.jokers"), "2");
    ck_assert_int_eq(cr_rules_set(jr, "java.jokers", "3"), CR_E_CONFIG);
    cr_rules_free(jr);
}
END_TEST

/* RD-1 and 15.1: Carousel and RockIt decks by player count. */
START_TEST(manip_decks_rd_1)
{
    cr_rules *ca = make("carousel");
    expect_deal(ca, 2, CR_OK, 1, 1, 10);
    for (uint32_t n = 3; n <= 5; n++)
        expect_deal(ca, n, CR_OK, 2, 2, 10);
    expect_deal(ca, 6, CR_E_CONFIG, 0, 0, 0);
    cr_rules_free(ca);
    cr_rules *ri = make("rockit");
    expect_deal(ri, 2, CR_OK, 1, 2, 14);
    for (uint32_t n = 3; n <= 5; n++)
        expect_deal(ri, n, CR_OK, 2, 4, 14);
    set_ok(ri, "rockit.two_decks_for_two", NULL);
    expect_deal(ri, 2, CR_OK, 2, 4, 14);
    set_ok(ri, "rockit.one_deck_three_players", NULL);
    expect_deal(ri, 3, CR_OK, 1, 2, 14); /* 54 - 42 = 12-card stock */
    expect_deal(ri, 4, CR_OK, 2, 4, 14);
    cr_rules_free(ri);
}
END_TEST

/* RULES.md 0.4: a player count outside the preset's range is E_PLAYER_COUNT
 * whether it is refused by the option's own bounds or by validation. */
START_TEST(player_count_out_of_bounds_gives_e_player_count)
{
    cr_rules *r = make("go-boom");
    static const char *const counts[] = {"0", "1", "15", "99"};
    for (size_t i = 0; i < CRI_ARRAY_LEN(counts); i++) {
        ck_assert_int_eq(cr_rules_set(r, "players", counts[i]), CR_E_CONFIG);
        ck_assert_int_eq(cr_rules_last_reason(r), CR_REASON_PLAYER_COUNT);
    }
    ck_assert_int_eq(cr_rules_set_int(r, "players", 1), CR_E_CONFIG);
    ck_assert_int_eq(cr_rules_last_reason(r), CR_REASON_PLAYER_COUNT);
    ck_assert_int_eq(cr_rules_set_int(r, "shed.packs", 4), CR_E_CONFIG);
    ck_assert_int_eq(cr_rules_last_reason(r), CR_REASON_PLAYER_COUNT);
    ck_assert_int_eq(cr_rules_parse(r, "go-boom players=1"), CR_E_CONFIG);
    ck_assert_int_eq(cr_rules_last_reason(r), CR_REASON_PLAYER_COUNT);
    /* Other bad values keep no reason. */
    ck_assert_int_eq(cr_rules_set(r, "shed.structure", "SPIRAL"), CR_E_CONFIG);
    ck_assert_int_eq(cr_rules_last_reason(r), CR_REASON_NONE);
    cr_rules_free(r);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("rules_deal");
    TCase *tc = tcase_create("deal");
    tcase_add_test(tc, go_boom_packs_by_player_count_gb_1);
    tcase_add_test(tc, rockaway_players_rk_1);
    tcase_add_test(tc, round_the_corner_rc_1);
    tcase_add_test(tc, rummy_player_ranges_and_hands);
    tcase_add_test(tc, manip_decks_rd_1);
    tcase_add_test(tc, player_count_out_of_bounds_gives_e_player_count);
    suite_add_tcase(s, tc);
    return s;
}
