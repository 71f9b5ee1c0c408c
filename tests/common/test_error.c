/* The error model (docs/conventions.md "Errors"): a cr_error passed to a
 * creation or parse path holds the status, reason and message of a
 * failure, is cleared by a success, and names the closest valid name for
 * an unknown one (issue 12: "go-bom", "plyers=4"). */
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "cardrules.h"

static cr_error *make(void)
{
    cr_error *e = NULL;
    ck_assert_int_eq(cr_error_new(&e), CR_OK);
    ck_assert_int_eq(cr_error_status(e), CR_OK);
    ck_assert_str_eq(cr_error_message(e), "");
    return e;
}

START_TEST(object_basics)
{
    ck_assert_int_eq(cr_error_new(NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_error_status(NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_error_reason(NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_ptr_nonnull(cr_error_message(NULL));
    cr_error_free(NULL);
    cr_error_free(make());
}
END_TEST

/* rules text -> the message; the same object after a success is clean. */
static void rules_fail(cr_error *e, const char *text, int32_t status, const char *needle)
{
    cr_rules *r = (cr_rules *)1;
    ck_assert_int_eq(cr_rules_from_text_ex(&r, e, text), status);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(cr_error_status(e), status);
    ck_assert_msg(strstr(cr_error_message(e), needle), "%s: \"%s\" lacks \"%s\"", text, cr_error_message(e),
                  needle);
    /* the game creation path says the same */
    cr_game *g = (cr_game *)1;
    ck_assert_int_eq(cr_game_new_text_ex(&g, e, text, 1), status);
    ck_assert_ptr_null(g);
    ck_assert_msg(strstr(cr_error_message(e), needle), "%s: %s", text, cr_error_message(e));
}

START_TEST(unknown_names_say_what_was_meant)
{
    cr_error *e = make();
    rules_fail(e, "go-bom", CR_E_NOT_FOUND, "did you mean \"go-boom\"?");
    rules_fail(e, "go-boom plyers=4", CR_E_NOT_FOUND, "unknown option \"plyers\"; did you mean \"players\"?");
    rules_fail(e, "rockaway rockaway.ace_names_siut", CR_E_NOT_FOUND, "did you mean \"rockaway.ace_names_suit\"?");
    rules_fail(e, "go-boom shed.structure=WIDDOW", CR_E_CONFIG, "did you mean \"WIDOW\"?");
    rules_fail(e, "straigt7", CR_E_NOT_FOUND, "did you mean \"straight7\"?");
    /* far from everything: no suggestion, but the word */
    rules_fail(e, "xyzzy-game", CR_E_NOT_FOUND, "\"xyzzy-game\"");
    ck_assert_ptr_null(strstr(cr_error_message(e), "did you mean"));
    rules_fail(e, "go-boom frobnicate=1", CR_E_NOT_FOUND, "unknown option \"frobnicate\"");
    ck_assert_ptr_null(strstr(cr_error_message(e), "did you mean"));
    /* the rule reason travels: a player count the game does not take */
    rules_fail(e, "go-boom players=99", CR_E_CONFIG, "players");
    ck_assert_int_eq(cr_error_reason(e), CR_REASON_PLAYER_COUNT);
    ck_assert_str_eq(cr_reason_name(CR_REASON_NONE), "NONE");
    /* a success clears the object */
    cr_rules *r = NULL;
    ck_assert_int_eq(cr_rules_from_text_ex(&r, e, "go-boom players=4"), CR_OK);
    ck_assert_int_eq(cr_error_status(e), CR_OK);
    ck_assert_int_eq(cr_error_reason(e), CR_REASON_NONE);
    ck_assert_str_eq(cr_error_message(e), "");
    cr_rules_free(r);
    ck_assert_int_eq(cr_rules_new_ex(&r, e, "go-bom"), CR_E_NOT_FOUND);
    ck_assert_ptr_nonnull(strstr(cr_error_message(e), "did you mean \"go-boom\"?"));
    ck_assert_int_eq(cr_rules_new_ex(&r, e, "Go Boom"), CR_OK);
    ck_assert_str_eq(cr_error_message(e), "");
    cr_rules_free(r);
    /* the rules object's own message says the same for the same mistake */
    ck_assert_int_eq(cr_rules_new(&r, "go-boom"), CR_OK);
    ck_assert_int_eq(cr_rules_set(r, "plyers", "4"), CR_E_NOT_FOUND);
    ck_assert_ptr_nonnull(strstr(cr_rules_last_error(r), "did you mean \"players\"?"));
    cr_rules_free(r);
    cr_error_free(e);
}
END_TEST

START_TEST(every_creation_path_explains)
{
    cr_error *e = make();
    cr_rules *r = NULL;
    ck_assert_int_eq(cr_rules_from_text(&r, "go-boom players=3"), CR_OK);
    cr_game *g = NULL;
    /* a stacked pack that is not the deck names the problem and the reason */
    uint8_t pack[52];
    size_t n;
    ck_assert_int_eq(cr_deck_build(pack, sizeof pack, &n, 1, 0), CR_OK);
    pack[0] = pack[1];
    ck_assert_int_eq(cr_game_new_stacked_ex(&g, e, r, pack, n, 0), CR_E_INVALID_DEAL);
    ck_assert_int_eq(cr_error_reason(e), CR_REASON_INVALID_DEAL);
    ck_assert_ptr_nonnull(strstr(cr_error_message(e), "deck"));
    ck_assert_int_eq(cr_game_new_stacked_ex(&g, e, r, pack, n, 7), CR_E_INVALID_DEAL);
    /* layouts give the line */
    ck_assert_int_eq(cr_game_new_layout_ex(&g, e, r, "dealer 0\nhand 0 4C\nwidget 3\n"), CR_E_PARSE);
    ck_assert_ptr_nonnull(strstr(cr_error_message(e), "line 3"));
    ck_assert_int_eq(cr_game_new_layout_ex(&g, e, r, "hand 0 4C 4C\nstock rest\n"), CR_E_INVALID_DEAL);
    ck_assert_int_eq(cr_error_reason(e), CR_REASON_INVALID_DEAL);
    /* loads give the line, and the reason of an illegal saved move */
    ck_assert_int_eq(cr_game_load_ex(&g, e, "hello"), CR_E_PARSE);
    ck_assert_ptr_nonnull(strstr(cr_error_message(e), "not a cardrules save"));
    ck_assert_int_eq(cr_game_new_ex(&g, e, r, 5), CR_OK);
    ck_assert_str_eq(cr_error_message(e), "");
    size_t need = 0;
    cr_game_save(NULL, 0, &need, g);
    char *save = malloc(need + 64);
    cr_game_save(save, need, NULL, g);
    cr_game_free(g);
    char *end = strstr(save, "end\n");
    strcpy(end, "move 2 pass\nend\n");
    ck_assert_int_eq(cr_game_load_ex(&g, e, save), CR_E_ILLEGAL_MOVE);
    ck_assert_int_ne(cr_error_reason(e), CR_REASON_NONE);
    ck_assert_ptr_nonnull(strstr(cr_error_message(e), "line"));
    free(save);
    /* an engine this version does not have says so */
    cr_rules_free(r);
    ck_assert_int_eq(cr_rules_from_text(&r, "rockit"), CR_OK);
    if (cr_game_new_ex(&g, e, r, 1) == CR_E_UNSUPPORTED)
        ck_assert_ptr_nonnull(strstr(cr_error_message(e), "no engine"));
    else
        cr_game_free(g);
    /* NULL arguments are misuse, explained too; a NULL error object is allowed */
    ck_assert_int_eq(cr_game_new_ex(NULL, e, r, 1), CR_E_INVALID_ARGUMENT);
    ck_assert_str_ne(cr_error_message(e), "");
    ck_assert_int_eq(cr_game_new_text_ex(&g, NULL, "go-bom", 1), CR_E_NOT_FOUND);
    cr_rules_free(r);
    cr_error_free(e);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("error");
    TCase *tc = tcase_create("model");
    tcase_add_test(tc, object_basics);
    tcase_add_test(tc, unknown_names_say_what_was_meant);
    tcase_add_test(tc, every_creation_path_explains);
    suite_add_tcase(s, tc);
    return s;
}
