/* Preset ids and names (RULES.md 17.0, naming rules of 4.2 and 9.2). */
#include "check_main.h"
#include "common/internal.h"

START_TEST(ids_are_frozen_and_names_round_trip)
{
    ck_assert_int_eq(cr_preset_count(), 14);
    ck_assert_int_eq(CR_GAME_ROCKAWAY, 1);
    ck_assert_int_eq(CR_GAME_GO_BOOM, 2);
    ck_assert_int_eq(CR_GAME_BOATHOUSE_BICYCLE, 3);
    ck_assert_int_eq(CR_GAME_STRAIGHT_RUMMY_6, 4);
    ck_assert_int_eq(CR_GAME_STRAIGHT_RUMMY_7, 5);
    ck_assert_int_eq(CR_GAME_SKIP_RUMMY, 6);
    ck_assert_int_eq(CR_GAME_ROUND_THE_CORNER, 7);
    ck_assert_int_eq(CR_GAME_BLOCK_RUMMY, 8);
    ck_assert_int_eq(CR_GAME_QUEEN_CITY, 9);
    ck_assert_int_eq(CR_GAME_DOUBLE_RUMMY, 10);
    ck_assert_int_eq(CR_GAME_JAVA_RUMMY, 11);
    ck_assert_int_eq(CR_GAME_RUMMY_POKER, 12);
    ck_assert_int_eq(CR_GAME_CAROUSEL, 13);
    ck_assert_int_eq(CR_GAME_ROCKIT, 14);
    ck_assert_int_eq(CR_ENGINE_SHED, 1);
    ck_assert_int_eq(CR_ENGINE_RUMMY, 2);
    ck_assert_int_eq(CR_ENGINE_MANIP, 3);
    for (int32_t id = 1; id <= cr_preset_count(); id++) {
        int32_t back = 0;
        ck_assert_int_eq(cr_preset_from_name(&back, cr_preset_name(id)), CR_OK);
        ck_assert_int_eq(back, id);
        ck_assert_int_eq(cr_preset_from_name(&back, cr_preset_title(id)), CR_OK);
        ck_assert_int_eq(back, id);
        ck_assert_int_ge(cr_preset_engine(id), CR_ENGINE_SHED);
    }
    ck_assert_ptr_null(cr_preset_name(0));
    ck_assert_ptr_null(cr_preset_title(15));
    ck_assert_int_eq(cr_preset_engine(15), CR_E_INVALID_ARGUMENT);
}
END_TEST

START_TEST(aliases_resolve_as_rules_md_says)
{
    static const struct {
        const char *name;
        int32_t id;
    } cases[] = {
        {"Go Boom", CR_GAME_GO_BOOM}, /* 4.2: MUST resolve to the S2 game */
        {"go-boom", CR_GAME_GO_BOOM},
        {"GO_BOOM", CR_GAME_GO_BOOM},
        {"Rockaway", CR_GAME_ROCKAWAY},
        {"Boathouse", CR_GAME_BOATHOUSE_BICYCLE}, /* 9.2: the S1 game */
        {"Boat House", CR_GAME_BOATHOUSE_BICYCLE},
        {"Boat House Rum", CR_GAME_BOATHOUSE_BICYCLE},
        {"Boat House Rummy (Scarne)", CR_GAME_ROUND_THE_CORNER},
        {"CR_GAME_BOATHOUSE_SCARNE", CR_GAME_ROUND_THE_CORNER},
        {"Dizzy Rummy", CR_GAME_ROUND_THE_CORNER},
        {"round-the-corner", CR_GAME_ROUND_THE_CORNER},
        {"Straight Rummy", CR_GAME_STRAIGHT_RUMMY_7},
        {"Six-Card Straight Rummy", CR_GAME_STRAIGHT_RUMMY_6},
        {"Cincinnati Rummy", CR_GAME_QUEEN_CITY},
        {"Freeze Out", CR_GAME_JAVA_RUMMY},
        {"Elimination Rummy", CR_GAME_JAVA_RUMMY},
        {"rummy poker", CR_GAME_RUMMY_POKER},
        {"ROCKIT", CR_GAME_ROCKIT},
        {"RockIt to Destiny", CR_GAME_ROCKIT},
        {"cr_game_carousel", CR_GAME_CAROUSEL},
    };
    for (size_t i = 0; i < CRI_ARRAY_LEN(cases); i++) {
        int32_t id = 0;
        ck_assert_msg(cr_preset_from_name(&id, cases[i].name) == CR_OK, "%s", cases[i].name);
        ck_assert_int_eq(id, cases[i].id);
    }
    int32_t id = 99;
    ck_assert_int_eq(cr_preset_from_name(&id, "gin"), CR_E_NOT_FOUND);
    ck_assert_int_eq(cr_preset_from_name(&id, ""), CR_E_NOT_FOUND);
    ck_assert_int_eq(cr_preset_from_name(&id, " - "), CR_E_NOT_FOUND);
    ck_assert_int_eq(cr_preset_from_name(&id, "rockawayx"), CR_E_NOT_FOUND);
    ck_assert_int_eq(id, 99);
    ck_assert_int_eq(cr_preset_from_name(NULL, "rockit"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_preset_from_name(&id, NULL), CR_E_INVALID_ARGUMENT);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("presets");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, ids_are_frozen_and_names_round_trip);
    tcase_add_test(tc, aliases_resolve_as_rules_md_says);
    suite_add_tcase(s, tc);
    return s;
}
