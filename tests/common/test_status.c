/* Status and reason codes are frozen ABI (abidiff cannot see enum values):
 * every numeric value is pinned here. Version macros agree with configure.ac. */
#include "check_main.h"
#include "common/internal.h"

#include <stdio.h>
#include <string.h>

START_TEST(status_values_are_frozen)
{
    ck_assert_int_eq(CR_OK, 0);
    ck_assert_int_eq(CR_E_INVALID_ARGUMENT, -1);
    ck_assert_int_eq(CR_E_PARSE, -2);
    ck_assert_int_eq(CR_E_NOMEM, -3);
    ck_assert_int_eq(CR_E_LIMIT, -4);
    ck_assert_int_eq(CR_E_UNSUPPORTED, -5);
    ck_assert_int_eq(CR_E_ILLEGAL_MOVE, -6);
    ck_assert_int_eq(CR_E_INTERNAL, -7);
    ck_assert_int_eq(CR_E_BUFFER_TOO_SMALL, -8);
    ck_assert_int_eq(CR_E_NOT_FOUND, -9);
    ck_assert_int_eq(CR_E_CONFIG, -10);
    ck_assert_int_eq(CR_E_INVALID_DEAL, -11);
    ck_assert_int_eq(CR_E_UNSATISFIABLE, -12);
}
END_TEST

START_TEST(status_names_and_messages)
{
    static const struct {
        int32_t code;
        const char *name;
    } names[] = {{CR_OK, "CR_OK"},
                 {CR_E_INVALID_ARGUMENT, "CR_E_INVALID_ARGUMENT"},
                 {CR_E_PARSE, "CR_E_PARSE"},
                 {CR_E_NOMEM, "CR_E_NOMEM"},
                 {CR_E_LIMIT, "CR_E_LIMIT"},
                 {CR_E_UNSUPPORTED, "CR_E_UNSUPPORTED"},
                 {CR_E_ILLEGAL_MOVE, "CR_E_ILLEGAL_MOVE"},
                 {CR_E_INTERNAL, "CR_E_INTERNAL"},
                 {CR_E_BUFFER_TOO_SMALL, "CR_E_BUFFER_TOO_SMALL"},
                 {CR_E_NOT_FOUND, "CR_E_NOT_FOUND"},
                 {CR_E_CONFIG, "CR_E_CONFIG"},
                 {CR_E_INVALID_DEAL, "CR_E_INVALID_DEAL"},
                 {CR_E_UNSATISFIABLE, "CR_E_UNSATISFIABLE"}};
    for (size_t i = 0; i < CRI_ARRAY_LEN(names); i++) {
        ck_assert_str_eq(cr_status_name(names[i].code), names[i].name);
        ck_assert_str_ne(cr_strerror(names[i].code), "unknown status code");
    }
    /* Never NULL, whatever the value. */
    for (int32_t c = -1000; c <= 1000; c++) {
        ck_assert_ptr_nonnull(cr_strerror(c));
        ck_assert_ptr_nonnull(cr_status_name(c));
    }
    ck_assert_str_eq(cr_strerror(-13), "unknown status code");
    ck_assert_str_eq(cr_strerror(1), "unknown status code");
    ck_assert_str_eq(cr_strerror(INT32_MIN), "unknown status code");
    ck_assert_str_eq(cr_status_name(INT32_MIN), "CR_E_UNKNOWN");
}
END_TEST

/* RULES.md 0.4, in table order: the numbering is the table's. */
static const char *const rules_reason_names[] = {
    "NONE", "E_NOT_YOUR_TURN", "E_WRONG_PHASE", "E_CARD_NOT_IN_HAND", "E_NO_MATCH",
    "E_HAS_PLAYABLE_CARD", "E_STOCK_EMPTY", "E_DRAW_SEQUENCE_NOT_ALLOWED",
    "E_DISCARD_TAKEN_THIS_TURN", "E_INVALID_MELD", "E_MELD_NOT_ALLOWED_NOW", "E_MELD_LIMIT",
    "E_MUST_GO_OUT_ALL_AT_ONCE", "E_GO_OUT_NEEDS_DISCARD", "E_LEFTOVER_TOO_HIGH",
    "E_MUST_MELD_BEFORE_DRAW", "E_UPCARD_NOT_USED", "E_KNOCK_NOT_ALLOWED",
    "E_NO_HAND_CARD_PLAYED", "E_TABLE_INVALID", "E_BOARD_CARD_TO_HAND", "E_JOKER_TO_HAND",
    "E_JOKER_DECLARATION_FIXED", "E_JOKER_STEAL_NO_REPLACEMENT",
    "E_JOKER_STEAL_NOT_NEW_HAND_TRICK", "E_COME_IN_REQUIRED", "E_COME_IN_TOO_LOW",
    "E_COME_IN_JOKER", "E_COME_IN_NOT_SINGLE_NEW_TRICK", "E_PLAYER_COUNT", "E_INVALID_DEAL"};

START_TEST(reason_values_are_frozen)
{
    ck_assert_int_eq(CR_REASON_NONE, 0);
    ck_assert_int_eq(CR_REASON_NOT_YOUR_TURN, 1);
    ck_assert_int_eq(CR_REASON_WRONG_PHASE, 2);
    ck_assert_int_eq(CR_REASON_CARD_NOT_IN_HAND, 3);
    ck_assert_int_eq(CR_REASON_NO_MATCH, 4);
    ck_assert_int_eq(CR_REASON_HAS_PLAYABLE_CARD, 5);
    ck_assert_int_eq(CR_REASON_STOCK_EMPTY, 6);
    ck_assert_int_eq(CR_REASON_DRAW_SEQUENCE_NOT_ALLOWED, 7);
    ck_assert_int_eq(CR_REASON_DISCARD_TAKEN_THIS_TURN, 8);
    ck_assert_int_eq(CR_REASON_INVALID_MELD, 9);
    ck_assert_int_eq(CR_REASON_MELD_NOT_ALLOWED_NOW, 10);
    ck_assert_int_eq(CR_REASON_MELD_LIMIT, 11);
    ck_assert_int_eq(CR_REASON_MUST_GO_OUT_ALL_AT_ONCE, 12);
    ck_assert_int_eq(CR_REASON_GO_OUT_NEEDS_DISCARD, 13);
    ck_assert_int_eq(CR_REASON_LEFTOVER_TOO_HIGH, 14);
    ck_assert_int_eq(CR_REASON_MUST_MELD_BEFORE_DRAW, 15);
    ck_assert_int_eq(CR_REASON_UPCARD_NOT_USED, 16);
    ck_assert_int_eq(CR_REASON_KNOCK_NOT_ALLOWED, 17);
    ck_assert_int_eq(CR_REASON_NO_HAND_CARD_PLAYED, 18);
    ck_assert_int_eq(CR_REASON_TABLE_INVALID, 19);
    ck_assert_int_eq(CR_REASON_BOARD_CARD_TO_HAND, 20);
    ck_assert_int_eq(CR_REASON_JOKER_TO_HAND, 21);
    ck_assert_int_eq(CR_REASON_JOKER_DECLARATION_FIXED, 22);
    ck_assert_int_eq(CR_REASON_JOKER_STEAL_NO_REPLACEMENT, 23);
    ck_assert_int_eq(CR_REASON_JOKER_STEAL_NOT_NEW_HAND_TRICK, 24);
    ck_assert_int_eq(CR_REASON_COME_IN_REQUIRED, 25);
    ck_assert_int_eq(CR_REASON_COME_IN_TOO_LOW, 26);
    ck_assert_int_eq(CR_REASON_COME_IN_JOKER, 27);
    ck_assert_int_eq(CR_REASON_COME_IN_NOT_SINGLE_NEW_TRICK, 28);
    ck_assert_int_eq(CR_REASON_PLAYER_COUNT, 29);
    ck_assert_int_eq(CR_REASON_INVALID_DEAL, 30);
    ck_assert_int_eq(cr_reason_count(), (int32_t)CRI_ARRAY_LEN(rules_reason_names));
}
END_TEST

START_TEST(reason_names_round_trip)
{
    for (int32_t r = 0; r < cr_reason_count(); r++) {
        ck_assert_str_eq(cr_reason_name(r), rules_reason_names[r]);
        ck_assert_ptr_nonnull(cr_reason_message(r));
        int32_t back = -1;
        ck_assert_int_eq(cr_reason_from_name(&back, cr_reason_name(r)), CR_OK);
        ck_assert_int_eq(back, r);
    }
    int32_t r = -1;
    ck_assert_int_eq(cr_reason_from_name(&r, "cr_reason_no_match"), CR_OK);
    ck_assert_int_eq(r, CR_REASON_NO_MATCH);
    ck_assert_int_eq(cr_reason_from_name(&r, "stock_empty"), CR_OK);
    ck_assert_int_eq(r, CR_REASON_STOCK_EMPTY);
    r = 77;
    ck_assert_int_eq(cr_reason_from_name(&r, "E_NO_SUCH"), CR_E_NOT_FOUND);
    ck_assert_int_eq(cr_reason_from_name(&r, ""), CR_E_NOT_FOUND);
    ck_assert_int_eq(r, 77);
    ck_assert_int_eq(cr_reason_from_name(NULL, "E_NO_MATCH"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_reason_from_name(&r, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_str_eq(cr_reason_name(-1), "E_UNKNOWN");
    ck_assert_str_eq(cr_reason_name(cr_reason_count()), "E_UNKNOWN");
    ck_assert_ptr_nonnull(cr_reason_message(INT32_MAX));
}
END_TEST

START_TEST(version_agrees_with_configure)
{
    ck_assert_str_eq(CR_VERSION_STRING, CONFIG_PACKAGE_VERSION);
    ck_assert_str_eq(cr_version_string(), CONFIG_PACKAGE_VERSION);
    char buf[32];
    snprintf(buf, sizeof buf, "%d.%d.%d", CR_VERSION_MAJOR, CR_VERSION_MINOR, CR_VERSION_PATCH);
    ck_assert_str_eq(buf, CONFIG_PACKAGE_VERSION);
    ck_assert_uint_eq(cr_version_number(),
                      (uint32_t)(CR_VERSION_MAJOR * 10000 + CR_VERSION_MINOR * 100 + CR_VERSION_PATCH));
    ck_assert_uint_eq(cr_max_cards(), 162);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("status");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, status_values_are_frozen);
    tcase_add_test(tc, status_names_and_messages);
    tcase_add_test(tc, reason_values_are_frozen);
    tcase_add_test(tc, reason_names_round_trip);
    tcase_add_test(tc, version_agrees_with_configure);
    suite_add_tcase(s, tc);
    return s;
}
