/* Match records (docs/game.md "Match records", issue 12): thousands of
 * random matches of every configuration replay to the identical game
 * (saves, records and every view equal); games from layouts, stacked packs
 * and saves record too; damaged records are refused, never crash. */
#include <stdlib.h>
#include <string.h>

#include "game/game_kit.h"

/* Record, replay, and compare everything observable. */
static void round_trip(cr_game *g)
{
    char *rec = kit_record_of(g);
    cr_game *h = NULL;
    cr_error *e = NULL;
    REQ_EQ(cr_error_new(&e), CR_OK);
    REQ_MSG(cr_game_replay(&h, e, rec) == CR_OK, "replay: %s\n%s", cr_error_message(e), rec);
    char *rec2 = kit_record_of(h);
    REQ_STREQ(rec, rec2);
    kit_check_same_game(g, h);
    REQ_EQ(cr_game_deal_number(g), cr_game_deal_number(h));
    free(rec);
    free(rec2);
    cr_error_free(e);
    cr_game_free(h);
}

START_TEST(random_matches_replay_identically)
{
    const char *rules = kit_configs[_i];
    int deals = 0;
    uint64_t matches = kit_scaled(150);
    for (uint64_t seed = 0; seed < matches; seed++) {
        cr_game *g = kit_play_match(rules, 700 + seed, 6, seed % 2 == 0);
        deals += cr_game_deal_number(g) + 1;
        round_trip(g);
        /* the next deal's start is recorded too */
        if (!cr_game_is_match_over(g) && cr_game_next_deal(g) == CR_OK)
            round_trip(g);
        cr_game_free(g);
    }
    REQ_GT((uint64_t)deals, matches); /* matches of several deals were played */
}
END_TEST

START_TEST(every_start_records)
{
    /* A layout start, then two deals. */
    cr_rules *r;
    ck_assert_int_eq(cr_rules_from_text(&r, "go-boom players=3 goboom.scoring=PENALTY_EACH target_score=1000"),
                     CR_OK);
    cr_game *g = NULL;
    char msg[200];
    ck_assert_int_eq(cr_game_new_layout(&g, msg, sizeof msg, r,
                                        "dealer 1\nscores 3 4 5\nseed 77\nhand 0 4C 7H\nhand 1 2C 3C\n"
                                        "hand 2 5D JC 9S\nstock rest\n"),
                     CR_OK);
    for (int deal = 0; deal < 3; deal++) {
        while (!cr_game_is_deal_over(g))
            ck_assert_int_eq(cr_game_bot_play(g, cr_game_to_act(g), 3), CR_OK);
        round_trip(g);
        ck_assert_int_eq(cr_game_next_deal(g), CR_OK);
    }
    char *rec = kit_record_of(g);
    ck_assert_ptr_nonnull(strstr(rec, "\nlayout\n"));
    ck_assert_ptr_nonnull(strstr(rec, "\nnext-deal\n"));
    free(rec);
    cr_game_free(g);
    /* A stacked pack. */
    uint8_t pack[52];
    size_t n;
    ck_assert_int_eq(cr_deck_build(pack, sizeof pack, &n, 1, 0), CR_OK);
    ck_assert_int_eq(cr_game_new_stacked(&g, r, pack, n, 2), CR_OK);
    while (!cr_game_is_deal_over(g))
        ck_assert_int_eq(cr_game_bot_play(g, cr_game_to_act(g), 4), CR_OK);
    ck_assert_int_eq(cr_game_next_deal(g), CR_OK);
    ck_assert_int_eq(cr_game_bot_play(g, cr_game_to_act(g), 4), CR_OK);
    round_trip(g);
    /* A game loaded from a save records from the saved deal on. */
    char *save = kit_save_of(g);
    cr_game *h = NULL;
    ck_assert_int_eq(cr_game_load(&h, msg, sizeof msg, save), CR_OK);
    rec = kit_record_of(h);
    ck_assert_ptr_null(strstr(rec, "next-deal"));
    ck_assert_ptr_nonnull(strstr(rec, "\ndeal 1\n"));
    round_trip(h);
    free(rec);
    free(save);
    cr_game_free(h);
    cr_game_free(g);
    cr_rules_free(r);
}
END_TEST

START_TEST(damaged_records_are_refused)
{
    cr_game *g = kit_play_match("go-boom players=4", 9, 3, true);
    char *rec = kit_record_of(g);
    cr_game_free(g);
    cr_error *e = NULL;
    ck_assert_int_eq(cr_error_new(&e), CR_OK);
    cr_game *h = (cr_game *)1;
    ck_assert_int_eq(cr_game_replay(&h, e, "cardrules-save 1\nrules go-boom\n"), CR_E_PARSE);
    ck_assert_ptr_null(h);
    ck_assert_ptr_nonnull(strstr(cr_error_message(e), "match record"));
    ck_assert_int_eq(cr_game_replay(&h, e, "cardrules-record 2\n"), CR_E_UNSUPPORTED);
    ck_assert_int_eq(cr_game_replay(NULL, e, rec), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_game_replay(&h, e, NULL), CR_E_INVALID_ARGUMENT);
    /* a saves reader does not take records, nor the other way round */
    char msg[128];
    ck_assert_int_eq(cr_game_load(&h, msg, sizeof msg, rec), CR_E_PARSE);
    /* a next-deal where the deal is not over */
    char *bad = malloc(strlen(rec) + 32);
    strcpy(bad, rec);
    char *first_move = strstr(bad, "\nmove ");
    ck_assert_ptr_nonnull(first_move);
    memmove(first_move + 10, first_move, strlen(first_move) + 1);
    memcpy(first_move, "\nnext-deal", 10);
    ck_assert_int_eq(cr_game_replay(&h, e, bad), CR_E_INVALID_ARGUMENT);
    ck_assert_ptr_nonnull(strstr(cr_error_message(e), "line"));
    free(bad);
    /* every truncation and many byte flips: an error or a valid game, never a crash */
    size_t len = strlen(rec);
    char *cut = malloc(len + 1);
    for (size_t k = 0; k < len; k += 7) {
        memcpy(cut, rec, k);
        cut[k] = '\0';
        int32_t rc = cr_game_replay(&h, e, cut);
        if (rc == CR_OK)
            cr_game_free(h);
        else
            ck_assert_str_ne(cr_error_message(e), "");
    }
    for (size_t k = 0; k < len; k += 5) {
        memcpy(cut, rec, len + 1);
        cut[k] = (char)(cut[k] ^ 0x21);
        if (cr_game_replay(&h, e, cut) == CR_OK)
            cr_game_free(h);
    }
    free(cut);
    free(rec);
    cr_error_free(e);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("record");
    TCase *tc = tcase_create("record");
    tcase_add_loop_test(tc, random_matches_replay_identically, 0, (int)kit_config_count);
    tcase_add_test(tc, every_start_records);
    tcase_add_test(tc, damaged_records_are_refused);
    suite_add_tcase(s, tc);
    return s;
}
