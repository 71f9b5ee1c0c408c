/* Melds whose wild cards keep the caller's declarations (CA-10, RockIt V4)
 * and meld profiles built from a rules object (rummy.seq_mode, rummy.group,
 * rummy.court_values, man.seq_mode, man.require_natural overrides). */
#include "check_main.h"
#include "common/internal.h"

#include <stdio.h>
#include <string.h>

#include "cards/random.h"

/* A solver for a preset's rules with optional overrides ("key=value ..."). */
static cr_solver *solver_for(const char *preset, const char *overrides)
{
    cr_rules *r = NULL;
    ck_assert_int_eq(cr_rules_new(&r, preset), CR_OK);
    if (overrides)
        ck_assert_int_eq(cr_rules_apply_text(r, overrides), CR_OK);
    cr_meld_profile *p = NULL;
    ck_assert_int_eq(cr_meld_profile_from_rules(&p, r), CR_OK);
    cr_solver *s = NULL;
    ck_assert_int_eq(cr_solver_new(&s, p), CR_OK);
    cr_meld_profile_free(p);
    cr_rules_free(r);
    return s;
}

/* Parses "3H JK=5H 2C=9C JK=Q*" into cards and declarations. */
static size_t parse_declared(uint8_t *cards, uint8_t *declared, const char *text)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s", text);
    size_t n = 0;
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        char *eq = strchr(tok, '=');
        declared[n] = 0;
        if (eq) {
            *eq = '\0';
            const char *d = eq + 1;
            size_t len = strlen(d);
            if (len && d[len - 1] == '*') {
                char rank[8];
                snprintf(rank, sizeof rank, "%.*sC", (int)(len - 1), d);
                uint8_t c = 0;
                ck_assert_int_eq(cr_card_parse(&c, rank), CR_OK);
                declared[n] = CR_OPEN_SUIT(cr_card_rank(c));
            } else {
                ck_assert_int_eq(cr_card_parse(&declared[n], d), CR_OK);
            }
        }
        ck_assert_int_eq(cr_card_parse(&cards[n], tok), CR_OK);
        n++;
    }
    return n;
}

/* The kind of a declared meld; on a valid meld checks that every declared
 * card kept its declaration in the result. */
static int32_t declared_kind(cr_solver *s, const char *text)
{
    uint8_t cards[64], declared[64];
    size_t n = parse_declared(cards, declared, text);
    int32_t kind = -1;
    ck_assert_int_eq(cr_solver_meld_declared(&kind, s, cards, declared, n), CR_OK);
    if (kind == CR_MELD_NONE) {
        ck_assert_int_eq(cr_solver_result_meld_count(s), 0);
        ck_assert_str_ne(cr_solver_result_reason(s), "");
        return kind;
    }
    uint8_t oc[64], os[64];
    size_t m = 0;
    ck_assert_int_eq(cr_solver_result_meld(oc, os, 64, &m, NULL, s, 0), CR_OK);
    ck_assert_uint_eq(m, n);
    for (size_t i = 0; i < n; i++) {
        if (!declared[i] || (declared[i] & 0xF0) == 0x40)
            continue;
        bool found = false;
        for (size_t k = 0; k < m && !found; k++)
            found = oc[k] == cards[i] && os[k] == declared[i];
        ck_assert_msg(found, "%s: the declaration of card %zu is lost", text, i);
    }
    return kind;
}

START_TEST(declarations_are_kept_ca_10)
{
    cr_solver *s = solver_for("carousel", NULL);
    /* A joker declared 5H fills the gap; declared 5S it cannot. */
    ck_assert_int_eq(declared_kind(s, "3H 4H JK=5H 6H"), CR_MELD_RUN);
    ck_assert_int_eq(declared_kind(s, "3H 4H JK=5S 6H"), CR_MELD_NONE);
    /* Declared at the end: 3H 4H 5H JK=6H is a run; JK=2H too; JK=7H is a gap. */
    ck_assert_int_eq(declared_kind(s, "3H 4H 5H JK=6H"), CR_MELD_RUN);
    ck_assert_int_eq(declared_kind(s, "3H 4H 5H JK=2H"), CR_MELD_RUN);
    ck_assert_int_eq(declared_kind(s, "3H 4H 5H JK=7H"), CR_MELD_NONE);
    /* A joker declared as a card present already. */
    ck_assert_int_eq(declared_kind(s, "3H 4H 5H JK=4H"), CR_MELD_NONE);
    ck_assert_int_eq(declared_kind(s, "QH QS JK=QH"), CR_MELD_NONE);
    /* Groups: a declared suit must be a missing one (suits distinct). */
    ck_assert_int_eq(declared_kind(s, "QH QS JK=QD"), CR_MELD_GROUP);
    ck_assert_int_eq(declared_kind(s, "QH QS JK=KD"), CR_MELD_NONE);
    /* An open suit: the joker is a queen of whichever suit is missing. */
    ck_assert_int_eq(declared_kind(s, "QH QS JK=Q*"), CR_MELD_GROUP);
    ck_assert_int_eq(declared_kind(s, "QH QS JK=Q* JK=Q*"), CR_MELD_GROUP);
    ck_assert_int_eq(declared_kind(s, "QH QS QD QC JK=Q*"), CR_MELD_NONE);
    ck_assert_int_eq(declared_kind(s, "QH KH JK=Q*"), CR_MELD_NONE);
    ck_assert_int_eq(declared_kind(s, "QH QS JK=Q* JK=K*"), CR_MELD_NONE);
    /* Undeclared jokers stay free; a natural cannot be declared as another card. */
    ck_assert_int_eq(declared_kind(s, "3H 4H JK JK=7H"), CR_MELD_NONE);
    ck_assert_int_eq(declared_kind(s, "3H 4H JK JK=6H"), CR_MELD_RUN);
    ck_assert_int_eq(declared_kind(s, "3H 4H=5H 6H"), CR_MELD_NONE);
    ck_assert_int_eq(declared_kind(s, "3H 4H=4H 5H"), CR_MELD_RUN);
    cr_solver_free(s);
}
END_TEST

START_TEST(rockit_tricks_need_a_natural_card)
{
    /* RD-11 and RockIt V4: declared jokers are not natural cards. */
    cr_solver *s = solver_for("rockit", NULL);
    ck_assert_int_eq(declared_kind(s, "JK=5H JK=6H JK=7H"), CR_MELD_NONE);
    ck_assert_int_eq(declared_kind(s, "JK=5H 6H JK=7H"), CR_MELD_RUN);
    /* Cyclic straight flushes: K-A-2 with a declared ace. */
    ck_assert_int_eq(declared_kind(s, "KS JK=AS 2S"), CR_MELD_RUN);
    cr_solver_free(s);
    s = solver_for("rockit", "rockit.allow_all_joker_tricks=ON");
    ck_assert_int_eq(declared_kind(s, "JK=5H JK=6H JK=7H"), CR_MELD_RUN);
    cr_solver_free(s);
}
END_TEST

START_TEST(java_deuces_declared)
{
    /* JR-2: a wild deuce declared as another card, or as itself. */
    cr_solver *s = solver_for("java", NULL);
    ck_assert_int_eq(declared_kind(s, "8C 2H=9C 10C"), CR_MELD_RUN);
    ck_assert_int_eq(declared_kind(s, "8C 2H=9D 10C"), CR_MELD_NONE);
    ck_assert_int_eq(declared_kind(s, "AC 2C=2C 3C"), CR_MELD_RUN);
    ck_assert_int_eq(declared_kind(s, "AC 2C 3C"), CR_MELD_RUN);
    ck_assert_int_eq(declared_kind(s, "9H 9S 2C=9D JK=9C"), CR_MELD_GROUP);
    cr_solver_free(s);
}
END_TEST

/* Whether a rummy/manip preset's profile from its default rules reads the
 * same as the profile by name, for every key. */
START_TEST(profiles_from_default_rules_match_the_preset_profiles)
{
    static const char *const keys[] = {"group_min", "group_max", "group_distinct_suits",
                                        "run_min", "seq_mode", "wild_deuces", "need_natural",
                                        "value.A", "value.2", "value.7", "value.10", "value.J",
                                        "value.K", "value.JK", "value.wild2"};
    int checked = 0;
    for (int32_t id = 0; id <= CR_GAME_ROCKIT; id++) {
        cr_meld_profile *by_name = NULL, *by_rules = NULL;
        if (cr_meld_profile_new(&by_name, cr_preset_name(id)) != CR_OK)
            continue;
        cr_rules *r = NULL;
        ck_assert_int_eq(cr_rules_new_id(&r, id), CR_OK);
        ck_assert_int_eq(cr_meld_profile_from_rules(&by_rules, r), CR_OK);
        for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
            int32_t a = -1, b = -2;
            ck_assert_int_eq(cr_meld_profile_get(&a, by_name, keys[k]), CR_OK);
            ck_assert_int_eq(cr_meld_profile_get(&b, by_rules, keys[k]), CR_OK);
            ck_assert_msg(a == b, "%s %s: by name %d, from rules %d", cr_preset_name(id), keys[k],
                          a, b);
        }
        checked++;
        cr_rules_free(r);
        cr_meld_profile_free(by_name);
        cr_meld_profile_free(by_rules);
    }
    ck_assert_int_eq(checked, 12);
    /* Shedding presets have no melds. */
    cr_rules *r = NULL;
    cr_meld_profile *p = NULL;
    ck_assert_int_eq(cr_rules_new(&r, "go-boom"), CR_OK);
    ck_assert_int_eq(cr_meld_profile_from_rules(&p, r), CR_E_UNSUPPORTED);
    ck_assert_ptr_null(p);
    ck_assert_int_eq(cr_meld_profile_from_rules(NULL, r), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_meld_profile_from_rules(&p, NULL), CR_E_INVALID_ARGUMENT);
    cr_rules_free(r);
}
END_TEST

/* The kind of an undeclared meld under a preset with overrides. */
static int32_t kind_with(const char *preset, const char *overrides, const char *text)
{
    cr_solver *s = solver_for(preset, overrides);
    uint8_t cards[64];
    size_t n = 0;
    ck_assert_int_eq(cr_cards_parse(cards, 64, &n, NULL, text), CR_OK);
    int32_t kind = -1;
    ck_assert_int_eq(cr_solver_meld(&kind, s, cards, n), CR_OK);
    cr_solver_free(s);
    return kind;
}

START_TEST(profiles_follow_rules_overrides)
{
    /* rummy.seq_mode (SR-16): K-A-2 only when CYCLIC. */
    ck_assert_int_eq(kind_with("straight7", NULL, "KS AS 2S"), CR_MELD_NONE);
    ck_assert_int_eq(kind_with("straight7", "rummy.seq_mode=CYCLIC", "KS AS 2S"), CR_MELD_RUN);
    ck_assert_int_eq(kind_with("straight7", "rummy.seq_mode=HIGH_OR_LOW", "QS KS AS"),
                     CR_MELD_RUN);
    /* rummy.group (RP-9, DR-2): repeated suits, groups over four. */
    ck_assert_int_eq(kind_with("double", "rummy.group=DISTINCT", "7C 7C 7D"), CR_MELD_NONE);
    ck_assert_int_eq(kind_with("double", NULL, "7C 7C 7D 7H 7S"), CR_MELD_GROUP);
    ck_assert_int_eq(kind_with("double", "rummy.group=REPEAT", "7C 7C 7D 7H 7S"), CR_MELD_NONE);
    ck_assert_int_eq(kind_with("double", "rummy.group=REPEAT", "7C 7C 7D"), CR_MELD_GROUP);
    /* man.seq_mode (CA-1). */
    ck_assert_int_eq(kind_with("carousel", NULL, "KS AS 2S"), CR_MELD_NONE);
    ck_assert_int_eq(kind_with("carousel", "man.seq_mode=CYCLIC", "KS AS 2S"), CR_MELD_RUN);
    /* rummy.wild_deuces. */
    ck_assert_int_eq(kind_with("straight7", NULL, "8C 2H 10C"), CR_MELD_NONE);
    ck_assert_int_eq(kind_with("straight7", "rummy.wild_deuces=ON", "8C 2H 10C"), CR_MELD_RUN);
    /* Card values (BH-5 court values) reach the solver's deadwood. */
    cr_solver *s = solver_for("boathouse", "rummy.court_values=RANK");
    uint8_t cards[8];
    size_t n = 0;
    ck_assert_int_eq(cr_cards_parse(cards, 8, &n, NULL, "KS QD"), CR_OK);
    int32_t dw = 0;
    ck_assert_int_eq(cr_solver_deadwood(&dw, s, cards, n), CR_OK);
    ck_assert_int_eq(dw, 13 + 12);
    cr_solver_free(s);
    s = solver_for("boathouse", NULL);
    ck_assert_int_eq(cr_solver_deadwood(&dw, s, cards, n), CR_OK);
    ck_assert_int_eq(dw, 20);
    cr_solver_free(s);
}
END_TEST

/* Randomized: a meld whose wild cards are declared as what an undeclared
 * check chose is valid with the same kind; undeclared lists agree with
 * cr_solver_meld; the answer does not depend on the input order. */
START_TEST(declared_agrees_with_undeclared_randomly)
{
    static const char *const presets[] = {"carousel", "rockit", "java", "double",
                                          "rummy-poker", "round-the-corner"};
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 20261126u);
    int valid = 0;
    for (size_t ps = 0; ps < sizeof presets / sizeof presets[0]; ps++) {
        cr_solver *s = solver_for(presets[ps], NULL);
        for (int iter = 0; iter < 4000; iter++) {
            /* Mostly near-melds: one suit or one rank, a few wild cards. */
            uint8_t cards[16], declared[16] = {0};
            size_t n = 3 + cri_pcg32_bounded(&rng, 5);
            unsigned base_rank = 1 + cri_pcg32_bounded(&rng, 13), suit = cri_pcg32_bounded(&rng, 4);
            bool run = cri_pcg32_bounded(&rng, 2);
            for (size_t i = 0; i < n; i++) {
                unsigned roll = cri_pcg32_bounded(&rng, 10);
                if (roll == 0)
                    cards[i] = 0x40;
                else if (roll == 1)
                    cards[i] = (uint8_t)(cri_pcg32_bounded(&rng, 4) << 4 | 2);
                else if (run)
                    cards[i] = (uint8_t)(suit << 4 | ((base_rank + i - 1) % 13 + 1));
                else
                    cards[i] = (uint8_t)(cri_pcg32_bounded(&rng, 4) << 4 | base_rank);
            }
            int32_t plain = -1, with = -2;
            int32_t rc = cr_solver_meld(&plain, s, cards, n);
            /* Too many copies of a card: both refuse alike. */
            ck_assert_int_eq(cr_solver_meld_declared(&with, s, cards, declared, n), rc);
            if (rc != CR_OK)
                continue;
            ck_assert_int_eq(plain, with);
            if (plain == CR_MELD_NONE)
                continue;
            valid++;
            /* Declare every wild card as what it stood for. */
            uint8_t oc[16], os[16];
            size_t m = 0;
            ck_assert_int_eq(cr_solver_meld(&plain, s, cards, n), CR_OK);
            ck_assert_int_eq(cr_solver_result_meld(oc, os, 16, &m, NULL, s, 0), CR_OK);
            uint8_t dc[16], dd[16];
            for (size_t k = 0; k < m; k++) {
                dc[k] = oc[k];
                dd[k] = oc[k] == os[k] ? 0 : os[k];
            }
            /* Reverse the order: the answer must not change. */
            for (size_t k = 0; k < m / 2; k++) {
                uint8_t t = dc[k];
                dc[k] = dc[m - 1 - k];
                dc[m - 1 - k] = t;
                t = dd[k];
                dd[k] = dd[m - 1 - k];
                dd[m - 1 - k] = t;
            }
            ck_assert_int_eq(cr_solver_meld_declared(&with, s, dc, dd, m), CR_OK);
            ck_assert_msg(with == plain, "%s: a meld declared as checked is not valid",
                          presets[ps]);
        }
        cr_solver_free(s);
    }
    ck_assert_int_gt(valid, 1000);
}
END_TEST

START_TEST(declared_misuse_is_refused)
{
    cr_solver *s = solver_for("carousel", NULL);
    uint8_t cards[3] = {0x03, 0x04, 0x40}, declared[3] = {0, 0, 0xFF};
    int32_t kind = -1;
    ck_assert_int_eq(cr_solver_meld_declared(&kind, s, cards, declared, 3), CR_OK);
    ck_assert_int_eq(kind, CR_MELD_NONE);
    ck_assert_str_ne(cr_solver_result_reason(s), "");
    ck_assert_int_eq(cr_solver_meld_declared(&kind, s, cards, NULL, 3), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_solver_meld_declared(&kind, NULL, cards, declared, 3),
                     CR_E_INVALID_ARGUMENT);
    cards[0] = 0x0F; /* not a card */
    ck_assert_int_eq(cr_solver_meld_declared(&kind, s, cards, declared, 3), CR_E_INVALID_ARGUMENT);
    uint8_t many[CR_MAX_CARDS + 1] = {0}, dmany[CR_MAX_CARDS + 1] = {0};
    ck_assert_int_eq(cr_solver_meld_declared(&kind, s, many, dmany, CR_MAX_CARDS + 1),
                     CR_E_LIMIT);
    ck_assert_int_eq(cr_solver_meld_declared(&kind, s, NULL, NULL, 0), CR_OK);
    ck_assert_int_eq(kind, CR_MELD_NONE);
    cr_solver_free(s);
}
END_TEST

/* Refused: the reason holds the words of the check meant. */
static void declared_refused(cr_solver *s, const char *text, const char *why)
{
    ck_assert_int_eq(declared_kind(s, text), CR_MELD_NONE);
    ck_assert_msg(strstr(cr_solver_result_reason(s), why) != NULL, "%s: \"%s\", expected \"%s\"", text,
                  cr_solver_result_reason(s), why);
}

START_TEST(deuces_by_rank_and_groups_of_distinct_suits)
{
    /* JR-2 with a rank-only declaration: a wild deuce declared as a seven
     * of any suit joins a group of sevens, and no other meld. */
    cr_solver *s = solver_for("java", NULL);
    ck_assert_int_eq(declared_kind(s, "7C 7D 2H=7*"), CR_MELD_GROUP);
    ck_assert_int_eq(declared_kind(s, "2S=7* 7C 2H=7*"), CR_MELD_GROUP);
    declared_refused(s, "7C 7D 2H=8*", "not that group");
    declared_refused(s, "7C 8C 2H=7*", "not that group");
    cr_solver_free(s);
    /* Suits that must differ allow four cards, whatever group_max says. */
    cr_meld_profile *p = NULL;
    ck_assert_int_eq(cr_meld_profile_new(&p, "java"), CR_OK);
    ck_assert_int_eq(cr_meld_profile_set(p, "group_max", "unlimited"), CR_OK);
    ck_assert_int_eq(cr_solver_new(&s, p), CR_OK);
    cr_meld_profile_free(p);
    ck_assert_int_eq(declared_kind(s, "7C 7D 7H JK"), CR_MELD_GROUP);
    declared_refused(s, "7C 7D 7H 7S JK", "suits must differ has more than four cards");
    declared_refused(s, "7C 7D JK JK JK", "suits must differ has more than four cards");
    cr_solver_free(s);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("meld_declared");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, declarations_are_kept_ca_10);
    tcase_add_test(tc, rockit_tricks_need_a_natural_card);
    tcase_add_test(tc, java_deuces_declared);
    tcase_add_test(tc, deuces_by_rank_and_groups_of_distinct_suits);
    tcase_add_test(tc, profiles_from_default_rules_match_the_preset_profiles);
    tcase_add_test(tc, profiles_follow_rules_overrides);
    tcase_add_test(tc, declared_agrees_with_undeclared_randomly);
    tcase_add_test(tc, declared_misuse_is_refused);
    suite_add_tcase(s, tc);
    return s;
}
