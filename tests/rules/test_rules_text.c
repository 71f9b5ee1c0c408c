/* The text form of rules objects: canonical output, round trips of random
 * option combinations (fixed seed), and every kind of malformed text. */
#include "check_main.h"
#include "rules/options.h"
#include "cards/random.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char text[CR_RULES_TEXT_MAX + 1];

static const char *to_text(const cr_rules *r)
{
    size_t needed = 0;
    ck_assert_int_eq(cr_rules_to_text(text, sizeof text, &needed, r), CR_OK);
    ck_assert_uint_eq(needed, strlen(text) + 1);
    return text;
}

/* Parse text that must succeed; returns the new object. */
static cr_rules *parse_ok(const char *t)
{
    cr_rules *r = NULL;
    int32_t st = cr_rules_from_text(&r, t);
    if (st != CR_OK) { /* get the message for the failure report */
        cr_rules *m = NULL;
        cr_rules_new(&m, "rockaway");
        cr_rules_parse(m, t);
        ck_abort_msg("\"%s\": %d %s", t, st, cr_rules_last_error(m));
    }
    return r;
}

START_TEST(canonical_form_of_defaults)
{
    for (int32_t id = 1; id <= cr_preset_count(); id++) {
        cr_rules *r = NULL;
        ck_assert_int_eq(cr_rules_new_id(&r, id), CR_OK);
        char expected[64];
        snprintf(expected, sizeof expected, "%s players=4", cr_preset_name(id));
        ck_assert_str_eq(to_text(r), expected);
        cr_rules *back = parse_ok(text);
        ck_assert_int_eq(cr_rules_equal(r, back), 1);
        cr_rules_free(r);
        cr_rules_free(back);
    }
}
END_TEST

START_TEST(issue_example_parses_and_round_trips)
{
    cr_rules *r = parse_ok("go-boom players=8 goboom.finish_trick");
    ck_assert_int_eq(cr_rules_preset(r), CR_GAME_GO_BOOM);
    ck_assert_int_eq(cr_rules_players(r), 8);
    ck_assert_int_eq(cri_rules_opt(r, CRI_OPT_SHED_ON_GO_OUT), CRI_GO_OUT_FINISH_TRICK);
    ck_assert_uint_eq(cri_rules_packs(r), 2); /* GB-1: 8 players, two packs */
    ck_assert_str_eq(to_text(r), "go-boom players=8 shed.on_go_out=FINISH_TRICK");
    cr_rules *back = parse_ok(text);
    ck_assert_int_eq(cr_rules_equal(r, back), 1);
    /* case, aliases without spaces, any whitespace, explicit flag values */
    cr_rules *same = parse_ok("\tGO_BOOM\n PLAYERS=8  GoBoom.Finish_Trick=on ");
    ck_assert_int_eq(cr_rules_equal(r, same), 1);
    cr_rules_free(same);
    same = parse_ok("CR_GAME_GO_BOOM players=8 shed.on_go_out=finish_trick");
    ck_assert_int_eq(cr_rules_equal(r, same), 1);
    cr_rules_free(same);
    cr_rules_free(r);
    cr_rules_free(back);
}
END_TEST

START_TEST(variants_are_written_as_engine_options)
{
    cr_rules *r = parse_ok("rockaway players=5 rockaway.blocked=LOWEST_WINS rockaway.session_deals=10 "
                           "shed.wild_ranks=A,8 first_dealer=2");
    ck_assert_str_eq(to_text(r), "rockaway players=5 first_dealer=2 shed.wild_ranks=A,8 "
                                 "shed.blocked_rule=LOWEST_WINS shed.match_end=SESSION_DEALS "
                                 "shed.match_deals=10");
    cr_rules *back = parse_ok(text);
    ck_assert_int_eq(cr_rules_equal(r, back), 1);
    cr_rules_free(back);
    /* setting a value back to its default drops it from the canonical form */
    ck_assert_int_eq(cr_rules_apply_text(r, "rockaway.blocked=ALL_CHARGED shed.wild_ranks={A}"), CR_OK);
    ck_assert_str_eq(to_text(r), "rockaway players=5 first_dealer=2 shed.match_end=SESSION_DEALS "
                                 "shed.match_deals=10");
    ck_assert_int_eq(cr_rules_apply_text(r, "shed.wild_ranks=NONE"), CR_OK);
    ck_assert_ptr_nonnull(strstr(to_text(r), "shed.wild_ranks=NONE"));
    ck_assert_int_eq(cr_rules_apply_text(r, ""), CR_OK);
    ck_assert_int_eq(cr_rules_apply_text(r, "   "), CR_OK);
    cr_rules_free(r);
}
END_TEST

/* A random value for option d: in bounds, a named special, or a rank mask. */
static int32_t random_value(cri_pcg32 *rng, const cri_option_def *d)
{
    if (d->nvalues && cri_pcg32_bounded(rng, 3) == 0)
        return d->values[cri_pcg32_bounded(rng, (uint32_t)d->nvalues)].number;
    if (d->type == CR_OPTION_RANKS)
        return (int32_t)(cri_pcg32_next(rng) & 0x3FFE);
    return d->min + (int32_t)cri_pcg32_bounded(rng, (uint32_t)(d->max - d->min + 1));
}

START_TEST(random_combinations_round_trip)
{
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 20261121);
    int valid = 0;
    for (int iter = 0; iter < 3000; iter++) {
        int32_t id = 1 + (int32_t)cri_pcg32_bounded(&rng, (uint32_t)cr_preset_count());
        cr_rules *r = NULL;
        ck_assert_int_eq(cr_rules_new_id(&r, id), CR_OK);
        uint32_t lo, hi;
        cr_rules_player_range(&lo, &hi, id);
        ck_assert_int_eq(cr_rules_set_int(r, "players", lo + cri_pcg32_bounded(&rng, hi - lo + 1)), CR_OK);
        int changes = 1 + (int)cri_pcg32_bounded(&rng, 8);
        for (int c = 0; c < changes; c++) {
            int32_t i = (int32_t)cri_pcg32_bounded(&rng, (uint32_t)cr_rules_option_count());
            const cri_option_def *d = cri_option_get(i);
            if (!cri_option_applies(d, id) || i == CRI_OPT_PLAYERS)
                continue;
            cr_rules *before = NULL;
            ck_assert_int_eq(cr_rules_copy(&before, r), CR_OK);
            int32_t v = random_value(&rng, d);
            ck_assert_msg(cr_rules_set_int(r, d->name, v) == CR_OK, "%s=%d: %s", d->name, v,
                          cr_rules_last_error(r));
            /* the same value as text gives the same object */
            char vt[64];
            cri_option_format_value(vt, sizeof vt, d, v);
            ck_assert_int_eq(cr_rules_set(before, d->name, vt), CR_OK);
            ck_assert_msg(cr_rules_equal(r, before) == 1, "%s=%s", d->name, vt);
            cr_rules_free(before);
        }
        int32_t status = cr_rules_validate(r);
        if (status == CR_OK) {
            valid++;
            char first[CR_RULES_TEXT_MAX + 1];
            snprintf(first, sizeof first, "%s", to_text(r));
            cr_rules *back = parse_ok(first);
            ck_assert_msg(cr_rules_equal(r, back) == 1, "%s", first);
            ck_assert_str_eq(to_text(back), first); /* canonical: a fixed point */
            cr_rules_free(back);
        } else {
            /* an invalid object is refused by the parser with the same status */
            char first[CR_RULES_TEXT_MAX + 1];
            snprintf(first, sizeof first, "%s", to_text(r));
            cr_rules *back = (cr_rules *)1;
            ck_assert_int_eq(cr_rules_from_text(&back, first), status);
            ck_assert_ptr_null(back);
            /* CR_E_UNSUPPORTED: rules the engine does not play yet (issue 9) */
            ck_assert(status == CR_E_CONFIG || status == CR_E_UNSUPPORTED);
        }
        cr_rules_free(r);
    }
    ck_assert_int_gt(valid, 1500); /* the test exercised mostly valid objects */
}
END_TEST

START_TEST(malformed_text_is_rejected)
{
    static const struct {
        const char *text;
        int32_t status;
    } cases[] = {
        {"", CR_E_PARSE},
        {"   \t\n", CR_E_PARSE},
        {"gin", CR_E_NOT_FOUND},
        {"players=4", CR_E_NOT_FOUND},          /* preset missing */
        {"Go Boom players=4", CR_E_NOT_FOUND},  /* "Go" then "Boom": use go-boom */
        {"go-boom players=4 =3", CR_E_PARSE},
        {"go-boom players=", CR_E_PARSE},
        {"go-boom players=4 players=5", CR_E_PARSE}, /* duplicate keys are refused */
        {"go-boom goboom.finish_trick goboom.finish_trick", CR_E_PARSE},
        {"go-boom players=4 no.such=1", CR_E_NOT_FOUND},
        {"go-boom players=four", CR_E_CONFIG},
        {"go-boom players=99999999999999999999999", CR_E_CONFIG},
        {"go-boom players=-2147483648", CR_E_CONFIG},
        {"go-boom players=15", CR_E_CONFIG},
        {"go-boom players=1", CR_E_CONFIG},
        {"round-the-corner players=5", CR_E_CONFIG}, /* RC-T1: E_PLAYER_COUNT */
        {"go-boom players=8 shed.packs=1", CR_E_CONFIG},
        {"go-boom rummy.packs=2", CR_E_CONFIG},      /* another engine's option */
        {"go-boom rockaway.blocked=LOWEST_WINS", CR_E_CONFIG},
        {"go-boom shed.structure", CR_E_CONFIG},     /* a bare name is only a flag */
        {"go-boom shed.structure=SPIRAL", CR_E_CONFIG},
        {"go-boom shed.wild_ranks=A,,8", CR_E_CONFIG},
        {"go-boom players=4\x01", CR_E_PARSE},
        {"go-boom players=4 \xc3\xa9", CR_E_PARSE},
        {"go-boom=1 players=4", CR_E_NOT_FOUND},
    };
    for (size_t i = 0; i < CRI_ARRAY_LEN(cases); i++) {
        cr_rules *out = (cr_rules *)1;
        ck_assert_msg(cr_rules_from_text(&out, cases[i].text) == cases[i].status, "from_text \"%s\"",
                      cases[i].text);
        ck_assert_ptr_null(out);
        /* the same through cr_rules_parse: atomic, with a message */
        cr_rules *r = NULL, *before = NULL;
        ck_assert_int_eq(cr_rules_new(&r, "carousel"), CR_OK);
        ck_assert_int_eq(cr_rules_apply_text(r, "players=3"), CR_OK);
        ck_assert_int_eq(cr_rules_copy(&before, r), CR_OK);
        ck_assert_int_eq(cr_rules_parse(r, cases[i].text), cases[i].status);
        ck_assert_int_eq(cr_rules_equal(r, before), 1);
        ck_assert_str_ne(cr_rules_last_error(r), "");
        cr_rules_free(r);
        cr_rules_free(before);
    }
    cr_rules *rc = NULL;
    ck_assert_int_eq(cr_rules_new(&rc, "round-the-corner"), CR_OK);
    ck_assert_int_eq(cr_rules_parse(rc, "round-the-corner players=5"), CR_E_CONFIG);
    ck_assert_int_eq(cr_rules_last_reason(rc), CR_REASON_PLAYER_COUNT);
    cr_rules_free(rc);
}
END_TEST

START_TEST(apply_text_is_atomic)
{
    cr_rules *r = NULL, *before = NULL;
    ck_assert_int_eq(cr_rules_new(&r, "go-boom"), CR_OK);
    ck_assert_int_eq(cr_rules_copy(&before, r), CR_OK);
    /* the first two tokens are fine, the third is not: nothing is applied */
    ck_assert_int_eq(cr_rules_apply_text(r, "players=8 goboom.finish_trick shed.packs=7"), CR_E_CONFIG);
    ck_assert_int_eq(cr_rules_equal(r, before), 1);
    ck_assert_ptr_nonnull(strstr(cr_rules_last_error(r), "shed.packs"));
    /* valid tokens but an impossible combination: nothing is applied */
    ck_assert_int_eq(cr_rules_apply_text(r, "players=8 shed.packs=1"), CR_E_CONFIG);
    ck_assert_int_eq(cr_rules_equal(r, before), 1);
    ck_assert_int_eq(cr_rules_last_reason(r), CR_REASON_PLAYER_COUNT);
    /* a preset name is not an option */
    ck_assert_int_eq(cr_rules_apply_text(r, "rockaway"), CR_E_NOT_FOUND);
    ck_assert_int_eq(cr_rules_apply_text(r, "players=3 goboom.finish_trick"), CR_OK);
    ck_assert_int_eq(cr_rules_players(r), 3);
    ck_assert_str_eq(cr_rules_last_error(r), "");
    /* tokens apply left to right; a later engine option overrides a variant */
    ck_assert_int_eq(cr_rules_apply_text(r, "goboom.values=AV shed.ace_value=9"), CR_OK);
    ck_assert_int_eq(cri_rules_opt(r, CRI_OPT_SHED_ACE_VALUE), 9);
    /* parse replaces everything, preset included */
    ck_assert_int_eq(cr_rules_parse(r, "java players=2"), CR_OK);
    ck_assert_int_eq(cr_rules_preset(r), CR_GAME_JAVA_RUMMY);
    ck_assert_str_eq(to_text(r), "java players=2");
    ck_assert_int_eq(cr_rules_apply_text(NULL, ""), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_apply_text(r, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_parse(NULL, "java"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_parse(r, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_from_text(NULL, "java"), CR_E_INVALID_ARGUMENT);
    cr_rules *out = (cr_rules *)1;
    ck_assert_int_eq(cr_rules_from_text(&out, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_ptr_null(out);
    cr_rules_free(r);
    cr_rules_free(before);
}
END_TEST

START_TEST(limits_and_buffers)
{
    /* longer than CR_RULES_TEXT_MAX: refused before any parsing */
    char *big = malloc(CR_RULES_TEXT_MAX + 64);
    ck_assert_ptr_nonnull(big);
    memset(big, ' ', CR_RULES_TEXT_MAX + 63);
    memcpy(big, "rockaway", 8);
    big[CR_RULES_TEXT_MAX + 63] = '\0';
    cr_rules *out = NULL;
    ck_assert_int_eq(cr_rules_from_text(&out, big), CR_E_LIMIT);
    big[CR_RULES_TEXT_MAX] = '\0'; /* exactly the maximum is accepted */
    ck_assert_int_eq(cr_rules_from_text(&out, big), CR_OK);
    cr_rules_free(out);
    free(big);
    /* to_text into a short buffer: truncated, terminated, size reported */
    cr_rules *r = parse_ok("go-boom players=8");
    char small[8];
    size_t needed = 0;
    ck_assert_int_eq(cr_rules_to_text(small, sizeof small, &needed, r), CR_E_BUFFER_TOO_SMALL);
    ck_assert_uint_eq(needed, strlen("go-boom players=8") + 1);
    ck_assert_str_eq(small, "go-boom");
    ck_assert_int_eq(cr_rules_to_text(NULL, 0, &needed, r), CR_E_BUFFER_TOO_SMALL);
    ck_assert_uint_eq(needed, strlen("go-boom players=8") + 1);
    ck_assert_int_eq(cr_rules_to_text(NULL, 4, &needed, r), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_to_text(small, sizeof small, NULL, NULL), CR_E_INVALID_ARGUMENT);
    char exact[18];
    ck_assert_int_eq(cr_rules_to_text(exact, sizeof exact, NULL, r), CR_OK);
    ck_assert_str_eq(exact, "go-boom players=8");
    cr_rules_free(r);
}
END_TEST

/* The canonical text of any object fits well inside CR_RULES_TEXT_MAX, so
 * it always parses back: every applicable option at its longest value. */
START_TEST(canonical_text_always_fits)
{
    for (int32_t id = 1; id <= cr_preset_count(); id++) {
        cr_rules r;
        cri_rules_init(&r, id);
        for (int32_t i = 0; i < CRI_OPT_COUNT; i++) {
            const cri_option_def *d = cri_option_get(i);
            if (!cri_option_applies(d, id))
                continue;
            int32_t best = d->type == CR_OPTION_RANKS ? 0x3FFE : d->min;
            char a[64], b[64];
            int32_t cands[2] = {d->max, d->nvalues ? d->values[0].number : d->max};
            for (int k = 0; k < d->nvalues + 2; k++) {
                int32_t c = k < 2 ? cands[k] : d->values[k - 2].number;
                if (d->type == CR_OPTION_RANKS)
                    break;
                if (cri_option_format_value(a, sizeof a, d, c) > cri_option_format_value(b, sizeof b, d, best))
                    best = c;
            }
            r.v[i] = best;
        }
        size_t needed = 0;
        ck_assert_int_eq(cr_rules_to_text(NULL, 0, &needed, &r), CR_E_BUFFER_TOO_SMALL);
        ck_assert_msg(needed < CR_RULES_TEXT_MAX / 2, "%s: %zu", cr_preset_name(id), needed);
    }
}
END_TEST

/* Random texts built from rules fragments and stray bytes (fixed seed):
 * every one either parses to an object whose canonical form round-trips, or
 * is refused with a message and changes nothing. */
START_TEST(random_texts_never_corrupt)
{
    static const char *const frags[] = {
        "go-boom", "rockaway", "rockit", "java", "carousel", " ", " ", "  ", "\t", "=", "==", ",",
        "players", "players=", "3", "8", "14", "-1", "99999999999", "0x10", "shed.packs",
        "AUTO_GOBOOM", "goboom.finish_trick", "shed.wild_ranks=", "A", "A,8", "{", "}", "NONE",
        "rummy.jokers", "java.jokers=", "man.packs=", "first_dealer=", "CUT_LOW", "ON", "off",
        "rockit.blocked=", "FEWEST_CARDS", "\x01", "\xff", "target_score=", "100000", ".", "_",
    };
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 4);
    int accepted = 0;
    for (int iter = 0; iter < 20000; iter++) {
        char t[256] = "";
        size_t len = 0;
        int parts = (int)cri_pcg32_bounded(&rng, 12);
        for (int k = 0; k < parts; k++) {
            const char *f = frags[cri_pcg32_bounded(&rng, (uint32_t)CRI_ARRAY_LEN(frags))];
            size_t fl = strlen(f);
            if (len + fl + 1 >= sizeof t)
                break;
            memcpy(t + len, f, fl + 1);
            len += fl;
        }
        cr_rules *r = NULL, *before = NULL;
        ck_assert_int_eq(cr_rules_new(&r, "carousel"), CR_OK);
        ck_assert_int_eq(cr_rules_copy(&before, r), CR_OK);
        int32_t st = cr_rules_parse(r, t);
        if (st == CR_OK) {
            accepted++;
            cr_rules *back = parse_ok(to_text(r));
            ck_assert_int_eq(cr_rules_equal(r, back), 1);
            cr_rules_free(back);
        } else {
            ck_assert_int_eq(cr_rules_equal(r, before), 1);
            ck_assert_str_ne(cr_rules_last_error(r), "");
            ck_assert(st == CR_E_PARSE || st == CR_E_NOT_FOUND || st == CR_E_CONFIG);
        }
        cr_rules_free(r);
        cr_rules_free(before);
    }
    ck_assert_int_gt(accepted, 100);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("rules_text");
    TCase *tc = tcase_create("text");
    tcase_add_test(tc, canonical_form_of_defaults);
    tcase_add_test(tc, issue_example_parses_and_round_trips);
    tcase_add_test(tc, variants_are_written_as_engine_options);
    tcase_add_test(tc, random_combinations_round_trip);
    tcase_add_test(tc, malformed_text_is_rejected);
    tcase_add_test(tc, apply_text_is_atomic);
    tcase_add_test(tc, limits_and_buffers);
    tcase_add_test(tc, canonical_text_always_fits);
    tcase_add_test(tc, random_texts_never_corrupt);
    suite_add_tcase(s, tc);
    return s;
}
