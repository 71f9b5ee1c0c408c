/* The constant table for bindings (cr_constant_*) agrees with the public
 * headers: every enum value and numeric macro the headers define is in the
 * table under its own name with its own value, and nothing else is. The list
 * of the headers' constants is extracted from the headers at build time
 * (tests/header-constants.sh), so a constant added to a header without a
 * table entry fails here. */
#include "check_main.h"
#include "common/internal.h"

#include <ctype.h>
#include <string.h>

struct header_constant {
    const char *name;
    int64_t value;
};

#define CR_HEADER_CONSTANT(id) {#id, (int64_t)(id)},
static const struct header_constant header_constants[] = {
#include "tests/common/header-constants.h"
};
#undef CR_HEADER_CONSTANT

START_TEST(every_header_constant_is_in_the_table)
{
    for (size_t i = 0; i < CRI_ARRAY_LEN(header_constants); i++) {
        int64_t v = 12345;
        ck_assert_msg(cr_constant_find(&v, header_constants[i].name) == CR_OK,
                      "%s is missing from lib/common/constants.c", header_constants[i].name);
        ck_assert_msg(v == header_constants[i].value, "%s: table %lld, header %lld",
                      header_constants[i].name, (long long)v, (long long)header_constants[i].value);
    }
    /* Nothing but the headers' constants, each once. */
    ck_assert_int_eq(cr_constant_count(), (int32_t)CRI_ARRAY_LEN(header_constants));
    for (int32_t i = 0; i < cr_constant_count(); i++) {
        const char *a = NULL;
        ck_assert_int_eq(cr_constant_get(NULL, &a, NULL, NULL, i), CR_OK);
        for (int32_t j = i + 1; j < cr_constant_count(); j++) {
            const char *b = NULL;
            ck_assert_int_eq(cr_constant_get(NULL, &b, NULL, NULL, j), CR_OK);
            ck_assert_str_ne(a, b);
        }
    }
}
END_TEST

/* The groups are part of the API (bindings name their enums after them):
 * exactly these, in this order of first appearance. */
static const char *const groups[] = {
    "version", "status", "reason", "limit", "suit", "rank", "card", "color", "format", "preset",
    "engine", "option_type", "meld_kind", "seq_mode", "seat", "phase", "move_type", "move_code",
    "end_reason", "currency", "pile"};

START_TEST(groups_are_the_documented_ones)
{
    size_t seen = 0;
    const char *last = "";
    for (int32_t i = 0; i < cr_constant_count(); i++) {
        const char *g = NULL;
        ck_assert_int_eq(cr_constant_get(&g, NULL, NULL, NULL, i), CR_OK);
        if (strcmp(g, last) == 0)
            continue;
        ck_assert_msg(seen < CRI_ARRAY_LEN(groups), "unexpected group %s", g);
        ck_assert_str_eq(g, groups[seen]); /* a group's entries are contiguous */
        seen++;
        last = g;
    }
    ck_assert_uint_eq(seen, CRI_ARRAY_LEN(groups));
}
END_TEST

/* One member of each group, named by the header, lands in the right group
 * under the right short name. */
START_TEST(members_sit_in_their_groups)
{
    static const struct {
        const char *name, *group, *short_name;
    } cases[] = {
        {"CR_VERSION_NUMBER", "version", "NUMBER"},
        {"CR_E_PARSE", "status", "E_PARSE"},
        {"CR_OK", "status", "OK"},
        {"CR_REASON_NO_MATCH", "reason", "NO_MATCH"},
        {"CR_MAX_CARDS", "limit", "MAX_CARDS"},
        {"CR_SOLVER_DEFAULT_BUDGET", "limit", "SOLVER_DEFAULT_BUDGET"},
        {"CR_SUIT_HEARTS", "suit", "HEARTS"},
        {"CR_RANK_QUEEN", "rank", "QUEEN"},
        {"CR_CARD_JOKER", "card", "JOKER"},
        {"CR_COLOR_RED", "color", "RED"},
        {"CR_FORMAT_UNICODE", "format", "UNICODE"},
        {"CR_GAME_GO_BOOM", "preset", "GO_BOOM"},
        {"CR_ENGINE_SHED", "engine", "SHED"},
        {"CR_OPTION_RANKS", "option_type", "RANKS"},
        {"CR_MELD_RUN", "meld_kind", "RUN"},
        {"CR_SEQ_HIGH_OR_LOW", "seq_mode", "HIGH_OR_LOW"},
        {"CR_SEAT_SPECTATOR", "seat", "SPECTATOR"},
        {"CR_PHASE_DEAL_OVER", "phase", "DEAL_OVER"},
        {"CR_MOVE_PLAY", "move_type", "PLAY"},
        {"CR_MOVE_SEPARATOR", "move_code", "MOVE_SEPARATOR"},
        {"CR_JOKER_DECLARED", "move_code", "JOKER_DECLARED"},
        {"CR_END_BLOCKED", "end_reason", "BLOCKED"},
        {"CR_CURRENCY_POINT", "currency", "POINT"},
        {"CR_PILE_WIDOW", "pile", "WIDOW"},
    };
    for (size_t k = 0; k < CRI_ARRAY_LEN(cases); k++) {
        int32_t found = -1;
        for (int32_t i = 0; i < cr_constant_count(); i++) {
            const char *g, *name, *short_name;
            int64_t v;
            ck_assert_int_eq(cr_constant_get(&g, &name, &short_name, &v, i), CR_OK);
            if (strcmp(name, cases[k].name) != 0)
                continue;
            found = i;
            ck_assert_str_eq(g, cases[k].group);
            ck_assert_str_eq(short_name, cases[k].short_name);
        }
        ck_assert_msg(found >= 0, "%s not found", cases[k].name);
    }
}
END_TEST

/* A short name is the name without the prefix its group shares, and is an
 * identifier a binding can use as an enum member (starts with a letter). */
START_TEST(short_names_drop_the_group_prefix)
{
    for (int32_t i = 0; i < cr_constant_count(); i++) {
        const char *g, *name, *short_name;
        ck_assert_int_eq(cr_constant_get(&g, &name, &short_name, NULL, i), CR_OK);
        size_t n = strlen(name), s = strlen(short_name);
        ck_assert_msg(s > 0 && s < n && strcmp(name + n - s, short_name) == 0, "%s", name);
        ck_assert_msg(isalpha((unsigned char)short_name[0]), "%s", name);
        /* Every member of the group drops the same prefix. */
        for (int32_t j = 0; j < cr_constant_count(); j++) {
            const char *g2, *name2, *short2;
            ck_assert_int_eq(cr_constant_get(&g2, &name2, &short2, NULL, j), CR_OK);
            if (strcmp(g, g2) == 0)
                ck_assert_uint_eq(n - s, strlen(name2) - strlen(short2));
        }
    }
}
END_TEST

START_TEST(bad_arguments)
{
    const char *g = "x", *name = "y", *short_name = "z";
    int64_t v = 7;
    ck_assert_int_eq(cr_constant_get(&g, &name, &short_name, &v, -1), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_constant_get(&g, &name, &short_name, &v, cr_constant_count()),
                     CR_E_INVALID_ARGUMENT);
    ck_assert_str_eq(g, "x");
    ck_assert_str_eq(name, "y");
    ck_assert_str_eq(short_name, "z");
    ck_assert_int_eq(v, 7);
    ck_assert_int_eq(cr_constant_get(NULL, NULL, NULL, NULL, 0), CR_OK);
    ck_assert_int_eq(cr_constant_find(NULL, "CR_OK"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_constant_find(&v, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_constant_find(&v, "cr_ok"), CR_E_NOT_FOUND); /* exact spelling */
    ck_assert_int_eq(cr_constant_find(&v, "CR_VERSION_STRING"), CR_E_NOT_FOUND);
    ck_assert_int_eq(cr_constant_find(&v, ""), CR_E_NOT_FOUND);
    ck_assert_int_eq(v, 7);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("constants");
    TCase *tc = tcase_create("table");
    tcase_add_test(tc, every_header_constant_is_in_the_table);
    tcase_add_test(tc, groups_are_the_documented_ones);
    tcase_add_test(tc, members_sit_in_their_groups);
    tcase_add_test(tc, short_names_drop_the_group_prefix);
    tcase_add_test(tc, bad_arguments);
    suite_add_tcase(s, tc);
    return s;
}
