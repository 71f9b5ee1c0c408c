/* The rules registry: the preset tables against RULES.md 17, shorthand
 * variants, validation and misuse. Packs and hands by player count:
 * tests/rules/test_rules_deal.c; text forms: tests/rules/test_rules_text.c. */
#include "check_main.h"
#include "rules/options.h"
#include "rules_helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

START_TEST(registry_is_consistent)
{
    int32_t n = cr_rules_option_count();
    ck_assert_int_gt(n, CRI_OPT_COUNT);
    ck_assert_int_lt(n, 256); /* the text parser's duplicate table */
    for (int32_t i = 0; i < n; i++) {
        const cri_option_def *d = cri_option_get(i);
        ck_assert_ptr_nonnull(d);
        ck_assert_ptr_nonnull(d->name);
        ck_assert_msg(strlen(d->desc) > 10, "%s has a description", d->name);
        ck_assert_msg(strlen(d->source) > 0, "%s names its RULES.md source", d->name);
        ck_assert_msg((i < CRI_OPT_COUNT) == (d->sh == NULL), "%s stored/shorthand", d->name);
        ck_assert_uint_ne(d->presets, 0);
        int32_t back = -1;
        ck_assert_int_eq(cr_rules_option_find(&back, d->name), CR_OK);
        ck_assert_int_eq(back, i); /* names are unique */
        ck_assert_str_eq(cr_rules_option_name(i), d->name);
        if (d->type == CR_OPTION_ENUM)
            for (int32_t k = 0; k < d->nvalues; k++)
                ck_assert_msg(d->values[k].number == k, "%s value %d", d->name, k);
        if (d->type == CR_OPTION_INT)
            for (int32_t k = 0; k < d->nvalues; k++) /* specials never clash with numbers */
                ck_assert(d->values[k].number < d->min || d->values[k].number > d->max);
        if (!d->sh) {
            ck_assert_msg(cri_option_value_ok(d, d->base), "%s base default", d->name);
            continue;
        }
        for (const cri_sh_rule *s = d->sh; s->opt >= 0; s++) {
            /* a shorthand sets stored options of its own presets */
            ck_assert_int_lt(s->opt, CRI_OPT_COUNT);
            const cri_option_def *t = cri_option_get(s->opt);
            ck_assert_uint_eq(d->presets & ~t->presets, 0);
            if (s->value != CRI_SH_FORWARD)
                ck_assert(cri_option_value_ok(t, s->value));
        }
    }
    for (int32_t id = 1; id <= cr_preset_count(); id++) {
        const cri_preset_rules *p = cri_preset_rules_get(id);
        ck_assert_int_eq(p->preset, id); /* the registry files each table under its own id */
        for (int32_t o = 0; o < CRI_OPT_COUNT; o++) {
            if (!p->values[o].set)
                continue;
            const cri_option_def *d = cri_option_get(o);
            ck_assert_msg(cri_option_applies(d, id), "%s table sets %s", cr_preset_name(id), d->name);
            ck_assert_msg(cri_option_value_ok(d, p->values[o].value), "%s %s", cr_preset_name(id),
                          d->name);
        }
    }
    ck_assert_ptr_null(cri_option_get(-1));
    ck_assert_ptr_null(cri_option_get(n));
}
END_TEST

START_TEST(every_preset_creates_with_defaults_and_validates)
{
    for (int32_t id = 1; id <= cr_preset_count(); id++) {
        cr_rules *r = make(cr_preset_name(id)), *by_id = NULL;
        ck_assert_int_eq(cr_rules_new_id(&by_id, id), CR_OK);
        ck_assert_int_eq(cr_rules_equal(r, by_id), 1);
        ck_assert_int_eq(cr_rules_preset(r), id);
        ck_assert_int_eq(cr_rules_validate(r), CR_OK);
        ck_assert_str_eq(cr_rules_last_error(r), "");
        ck_assert_int_eq(cr_rules_players(r), 4); /* docs/rules.md: default 4 everywhere */
        ck_assert_int_eq(cr_rules_default_players(id), 4);
        int32_t supported = -1;
        ck_assert_int_eq(cr_rules_engine(&supported, r), cr_preset_engine(id));
        /* SHED and MANIP play all their presets; RUMMY the ones built so far. */
        bool built = cr_preset_engine(id) != CR_ENGINE_RUMMY || id == CR_GAME_STRAIGHT_RUMMY_6 ||
                     id == CR_GAME_STRAIGHT_RUMMY_7 || id == CR_GAME_SKIP_RUMMY || id == CR_GAME_BLOCK_RUMMY ||
                     id == CR_GAME_QUEEN_CITY || id == CR_GAME_ROUND_THE_CORNER ||
                     id == CR_GAME_BOATHOUSE_BICYCLE || id == CR_GAME_JAVA_RUMMY || id == CR_GAME_RUMMY_POKER ||
                     id == CR_GAME_DOUBLE_RUMMY;
        ck_assert_int_eq(supported, built);
        ck_assert_int_eq(cri_rules_engine(r), cr_preset_engine(id));
        ck_assert_int_eq(cri_rules_preset(r), id);
        ck_assert_uint_eq(cri_rules_players(r), 4);
        ck_assert_int_eq(cri_rules_check(r, NULL, NULL, 0), CR_OK);
        cr_rules_free(r);
        cr_rules_free(by_id);
    }
}
END_TEST

/* RULES.md 4.2 / 17.1: the ROCKAWAY and GO_BOOM columns. */
START_TEST(shed_defaults_match_17_1)
{
    static const struct {
        const char *name, *rockaway, *go_boom;
    } rows[] = {
        {"shed.structure", "WIDOW", "TRICK"},
        {"shed.match_against", "TOP_CARD", "LED_CARD"},
        {"shed.initial_upcard", "ON", "OFF"},
        {"shed.wild_ranks", "A", "NONE"},
        {"shed.ace_names_suit", "OFF", "OFF"},
        {"shed.bury_starting_wild", "OFF", "OFF"},
        {"shed.packs", "2", "AUTO_GOBOOM"},
        {"shed.hand_size", "7", "7"},
        {"shed.voluntary_draw", "NEVER", "NEVER"},
        {"shed.drawn_card", "MUST_PLAY_IF_LEGAL", "MUST_PLAY_IF_LEGAL"},
        {"shed.exhausted_stock", "PASS", "PASS"},
        {"shed.blocked_rule", "ALL_CHARGED", "ALL_CHARGED"},
        {"shed.on_go_out", "END_IMMEDIATELY", "END_IMMEDIATELY"},
        {"shed.ace_value", "15", "1"},
        {"shed.court_value", "10", "10"},
        {"shed.pip_values", "FACE", "FACE"},
        {"shed.ace_low_in_tricks", "OFF", "OFF"},
        {"shed.scoring", "PENALTY_EACH", "WINNER_COLLECTS"},
        {"shed.match_end", "DEALS_PER_PLAYER", "TARGET_SCORE"},
        {"shed.match_deals", "1", "1"},
        {"shed.match_winner", "LOWEST", "HIGHEST"},
        {"target_score", "0", "200"},
        {"first_dealer", "HOST", "CUT_LOW"},
        {"max_stock_rebuilds", "UNLIMITED", "UNLIMITED"},
        /* the named variants read as "not chosen" by default */
        {"rockaway.blocked", "ALL_CHARGED", NULL},
        {"rockaway.deals_per_player", "1", NULL},
        {"rockaway.ace_penalty", "15", NULL},
        {"rockaway.single_pack_max4", "OFF", NULL},
        {"goboom.finish_trick", NULL, "OFF"},
        {"goboom.match_target", NULL, "LED_CARD"},
        {"goboom.values", NULL, "STANDARD"},
        {"goboom.scoring", NULL, "WINNER_COLLECTS"},
        {"goboom.single_deal", NULL, "OFF"},
    };
    cr_rules *rk = make("Rockaway"), *gb = make("Go Boom");
    for (size_t i = 0; i < CRI_ARRAY_LEN(rows); i++) {
        if (rows[i].rockaway)
            ck_assert_msg(strcmp(get(rk, rows[i].name), rows[i].rockaway) == 0, "rockaway %s = %s",
                          rows[i].name, get(rk, rows[i].name));
        if (rows[i].go_boom)
            ck_assert_msg(strcmp(get(gb, rows[i].name), rows[i].go_boom) == 0, "go-boom %s = %s",
                          rows[i].name, get(gb, rows[i].name));
    }
    /* 2.1 and 3.1 card values through the engine accessor */
    ck_assert_int_eq(cri_rules_card_value(rk, CR_RANK_ACE, false), 15);
    ck_assert_int_eq(cri_rules_card_value(rk, CR_RANK_KING, false), 10);
    ck_assert_int_eq(cri_rules_card_value(rk, 7, false), 7);
    ck_assert_int_eq(cri_rules_card_value(gb, CR_RANK_ACE, false), 1);
    ck_assert_int_eq(cri_rules_card_value(gb, CR_RANK_JACK, false), 10);
    ck_assert_int_eq(cri_rules_opt(rk, CRI_OPT_SHED_WILD_RANKS), 1 << CR_RANK_ACE);
    ck_assert_int_eq(cri_rules_opt(gb, CRI_OPT_SHED_STRUCTURE), CRI_SHED_TRICK);
    ck_assert(cri_rules_has_upcard(rk));
    ck_assert(!cri_rules_has_upcard(gb));
    cr_rules_free(rk);
    cr_rules_free(gb);
}
END_TEST

/* RULES.md 17.2, one row per option, one column per preset (BH S6 S7 SK RC BL QC DR JR RP). */
START_TEST(rummy_defaults_match_17_2)
{
    static const char *const presets[10] = {"boathouse", "straight6", "straight7", "skip",
                                            "round-the-corner", "block", "queen-city", "double",
                                            "java", "rummy-poker"};
    static const struct {
        const char *name, *col[10];
    } rows[] = {
        {"rummy.packs", {"1", "1", "1", "1", "1", "1", "1", "2", "1", "2"}},
        {"rummy.jokers", {"0", "0", "0", "0", "0", "0", "0", "2", "0", "4"}},
        {"rummy.wild_deuces", {"OFF", "OFF", "OFF", "OFF", "OFF", "OFF", "OFF", "OFF", "ON", "ON"}},
        {"rummy.hand_size",
         {"BOATHOUSE_TABLE", "6", "7", "5", "NINE_MINUS_N", "SEVEN_UP_TO_5", "7", "10", "7", "10"}},
        {"rummy.initial_upcard", {"ON", "OFF", "OFF", "OFF", "ON", "OFF", "OFF", "OFF", "OFF", "OFF"}},
        {"rummy.draw_rule",
         {"PAIR_SS_DD", "ONE", "ONE", "ONE", "SCARNE_S_DS_DD", "ONE", "ONE", "ONE", "ONE", "ONE"}},
        {"rummy.no_discard_of_taken", {"ON", "ON", "ON", "ON", "ON", "ON", "ON", "ON", "ON", "ON"}},
        {"rummy.meld_timing",
         {"FREE", "GO_OUT_ONLY", "GO_OUT_ONLY", "SKIP_ONE", "GO_OUT_ONLY", "GO_OUT_ONLY",
          "GO_OUT_ONLY", "GO_OUT_ONLY", "BEFORE_DRAW_ALL", "BEFORE_DRAW_ALL"}},
        {"rummy.layoff",
         {"ANY", "BREAK_ONLY", "BREAK_ONLY", "ONE_CARD", "NONE", "NONE", "BREAK_ONLY", "BREAK_ONLY",
          "NONE", "NONE"}},
        {"rummy.go_out_discard",
         {"OPTIONAL", "OPTIONAL", "OPTIONAL", "OPTIONAL", "OPTIONAL", "REQUIRED", "OPTIONAL",
          "OPTIONAL", "NONE", "NONE"}},
        {"rummy.go_out_leftover_max", {"0", "0", "0", "0", "0", "0", "0", "0", "5", "3"}},
        {"rummy.seq_mode",
         {"CYCLIC", "LOW", "LOW", "LOW", "CYCLIC", "LOW", "LOW", "HIGH_OR_LOW", "LOW", "LOW"}},
        {"rummy.group",
         {"DISTINCT", "DISTINCT", "DISTINCT", "DISTINCT", "DISTINCT", "DISTINCT", "DISTINCT",
          "DOUBLE", "DISTINCT", "REPEAT"}},
        {"rummy.joker_move",
         {"NONE", "NONE", "NONE", "NONE", "NONE", "NONE", "NONE", "SCARNE", "NONE", "NONE"}},
        {"rummy.stock_end",
         {"TAKE_OR_TURN_UNSHUFFLED", "BREAK", "BREAK", "END_AT_N", "RESHUFFLE_KEEP_TOP",
          "BLOCK_CONTINUATION", "BREAK", "BREAK", "FINAL_ROUND", "FINAL_ROUND"}},
        {"rummy.ace_value", {"11", "1", "1", "1", "1", "1", "1", "11", "1", "10"}},
        {"rummy.wild_value", {"0", "0", "0", "0", "0", "0", "0", "15", "25", "25"}},
        {"rummy.settlement",
         {"UNMATCHED_PAY", "STRAIGHT_UNITS", "STRAIGHT_UNITS", "SKIP_UNITS", "FIXED_STAKE",
          "POINTS_DIFF", "OWN_MELD_VALUE", "STRAIGHT_UNITS", "JAVA_PENALTY", "RP_POSITIVE"}},
        {"rummy.match_end",
         {"NONE", "NONE", "NONE", "NONE", "NONE", "NONE", "NONE", "NONE", "ELIMINATION",
          "TARGET_HIGHEST"}},
        {"rummy.dealer_rotation",
         {"WINNER_IF_2P_ELSE_LEFT", "LEFT", "LEFT", "LEFT", "LEFT", "LEFT", "LEFT", "LEFT",
          "LEFT_SKIP_ELIMINATED", "LEFT"}},
        {"target_score", {"0", "0", "0", "0", "0", "0", "0", "0", "100", "100"}},
    };
    for (int p = 0; p < 10; p++) {
        cr_rules *r = make(presets[p]);
        for (size_t i = 0; i < CRI_ARRAY_LEN(rows); i++)
            ck_assert_msg(strcmp(get(r, rows[i].name), rows[i].col[p]) == 0, "%s %s = %s",
                          presets[p], rows[i].name, get(r, rows[i].name));
        cr_rules_free(r);
    }
}
END_TEST

/* RULES.md 17.3: the CAROUSEL and ROCKIT columns. */
START_TEST(manip_defaults_match_17_3)
{
    static const struct {
        const char *name, *carousel, *rockit;
    } rows[] = {
        {"man.hand_size", "10", "14"},
        {"man.seq_mode", "LOW", "CYCLIC"},
        {"man.group", "DISTINCT", "DISTINCT"},
        {"man.turn_model", "DRAW_1_TO_3_THEN_MELD", "PLAY_OR_DRAW"},
        {"man.opening", "NONE", "SINGLE_TRICK_30"},
        {"man.joker_model", "DECLARED_FIXED_EXCHANGE", "STEAL_TO_NEW_HAND_TRICK"},
        {"man.require_hand_card", "WHEN_REARRANGING", "ALWAYS"},
        {"man.end", "KNOCK_LE_5", "GO_OUT"},
        {"man.stock_end", "FINAL_ROUND_OTHERS", "PASS_UNTIL_ALL_PASS"},
        {"man.scoring", "CAROUSEL", "NONE"},
        {"invalid_commit_policy", "REJECT", "REJECT"},
        {"carousel.turn_time_limit", "OFF", NULL},
        {"target_score", "150", "0"},
    };
    cr_rules *ca = make("carousel"), *ri = make("RockIt");
    for (size_t i = 0; i < CRI_ARRAY_LEN(rows); i++) {
        ck_assert_msg(strcmp(get(ca, rows[i].name), rows[i].carousel) == 0, "carousel %s",
                      rows[i].name);
        if (rows[i].rockit)
            ck_assert_msg(strcmp(get(ri, rows[i].name), rows[i].rockit) == 0, "rockit %s",
                          rows[i].name);
    }
    /* 15.1 / 16.1 counting values */
    ck_assert_int_eq(cri_rules_card_value(ca, 0, true), 25);
    ck_assert_int_eq(cri_rules_card_value(ri, 0, true), 0);
    ck_assert_int_eq(cri_rules_card_value(ri, CR_RANK_QUEEN, false), 10);
    ck_assert_int_eq(cri_rules_card_value(ca, CR_RANK_ACE, false), 1);
    cr_rules_free(ca);
    cr_rules_free(ri);
}
END_TEST

/* 17.1-17.3 last columns: each named variant sets its engine option. */
START_TEST(named_variants_set_engine_options)
{
    static const struct {
        const char *preset, *variant, *value, *option, *expected;
    } cases[] = {
        {"go-boom", "goboom.finish_trick", NULL, "shed.on_go_out", "FINISH_TRICK"},          /* GB-6 */
        {"go-boom", "goboom.match_target", "PREVIOUS_CARD", "shed.match_against", "PREVIOUS_CARD"}, /* GB-3 */
        {"go-boom", "goboom.seven_use_double", NULL, "shed.packs", "AUTO_GOBOOM_7DOUBLE"},   /* GB-1 */
        {"go-boom", "goboom.aces_low", NULL, "shed.ace_low_in_tricks", "ON"},              /* GB-11 */
        {"go-boom", "goboom.single_deal", NULL, "shed.match_end", "SINGLE_DEAL"},          /* GB-2 */
        {"go-boom", "goboom.values", "AV", "shed.pip_values", "AV"},                       /* GB-2 */
        {"go-boom", "goboom.values", "AV", "shed.ace_value", "5"},
        {"go-boom", "goboom.scoring", "PENALTY_EACH", "shed.scoring", "PENALTY_EACH"},
        {"go-boom", "goboom.scoring", "PENALTY_EACH", "target_score", "100"},
        {"go-boom", "goboom.scoring", "PENALTY_EACH", "shed.match_winner", "LOWEST"},
        {"rockaway", "rockaway.single_pack_max4", NULL, "shed.packs", "AUTO_SINGLE_MAX4"}, /* RK-1 */
        {"rockaway", "rockaway.may_draw_instead_of_ace", NULL, "shed.voluntary_draw", "ACES_ONLY_HOLDER"},
        {"rockaway", "rockaway.ace_names_suit", NULL, "shed.ace_names_suit", "ON"},       /* RK-4 */
        {"rockaway", "rockaway.bury_widow_ace", NULL, "shed.bury_starting_wild", "ON"},   /* RK-5 */
        {"rockaway", "rockaway.blocked", "LOWEST_WINS", "shed.blocked_rule", "LOWEST_WINS"}, /* RK-6 */
        {"rockaway", "rockaway.deals_per_player", "3", "shed.match_deals", "3"},          /* RK-8 */
        {"rockaway", "rockaway.session_deals", "10", "shed.match_end", "SESSION_DEALS"},
        {"rockaway", "rockaway.session_deals", "10", "shed.match_deals", "10"},
        {"rockaway", "rockaway.ace_penalty", "20", "shed.ace_value", "20"},               /* RK-10 */
        {"straight7", "rummy.allow_discard_taken", NULL, "rummy.no_discard_of_taken", "OFF"},
        {"straight6", "straight.settlement", "POINTS", "rummy.currency", "POINT"},
        {"round-the-corner", "rtc.free_melding", NULL, "rummy.meld_timing", "FREE"},
        {"round-the-corner", "rtc.payoff", "STRAIGHT_SCHEDULE", "rummy.settlement", "STRAIGHT_UNITS"},
        {"round-the-corner", "rtc.rebuild", "TURN_NO_SHUFFLE", "rummy.rebuild", "KEEP_TOP_TURN"},
        {"boathouse", "boathouse.draw_rule", "SCARNE", "rummy.draw_rule", "SCARNE_S_DS_DD"}, /* BH-1 */
        {"boathouse", "boathouse.court_values", "RANK", "rummy.court_values", "RANK"},
        {"boathouse", "boathouse.rebuild", "SHUFFLE", "rummy.rebuild", "SHUFFLE"},
        {"block", "block.keep_break", NULL, "rummy.stock_end", "BREAK"},                  /* BL-1 */
        {"block", "block.settlement", "UNITS", "rummy.currency", "UNIT"},
        {"double", "double.joker_move", "FOSTER", "rummy.joker_move", "FOSTER"},          /* DR-3 */
        {"double", "double.free_melding", NULL, "rummy.layoff", "ANY"},
        {"java", "java.stock_end", "END_AT_N", "rummy.stock_end", "END_AT_N"},            /* JR-5 */
        {"rummy-poker", "rummypoker.scoring", "JAVA_PENALTY", "rummy.match_end", "TARGET_LOWEST"},
        {"rummy-poker", "rummypoker.jokers_only_wild", NULL, "rummy.wild_deuces", "OFF"}, /* RP-8 */
        {"carousel", "carousel.seq_mode", "HIGH_OR_LOW", "man.seq_mode", "HIGH_OR_LOW"},  /* CA-1 */
        {"carousel", "carousel.final_round_includes_drawer", NULL, "man.stock_end", "FINAL_ROUND_ALL"},
        {"carousel", "carousel.joker_immobile", NULL, "man.joker_mobility", "IMMOBILE"},
        {"rockit", "rockit.come_in_then_continue", NULL, "man.opening_ends_turn", "OFF"}, /* RD-2 */
        {"rockit", "rockit.come_in", "MULTI_TRICK_SUM", "man.opening", "MULTI_TRICK_SUM_30"},
        {"rockit", "rockit.steal_with_table_card", NULL, "man.exchange_source", "HAND_OR_TABLE"},
        {"rockit", "rockit.allow_all_joker_tricks", NULL, "man.require_natural", "OFF"},
        {"rockit", "rockit.blocked", "FEWEST_CARDS", "man.blocked_rule", "FEWEST_CARDS"}, /* RD-12 */
        {"rockit", "invalid_commit_policy", "PENALTY_DRAW3", "invalid_commit_policy", "PENALTY_DRAW3"},
    };
    for (size_t i = 0; i < CRI_ARRAY_LEN(cases); i++) {
        cr_rules *r = make(cases[i].preset), *fresh = make(cases[i].preset);
        set_ok(r, cases[i].variant, cases[i].value);
        ck_assert_msg(strcmp(get(r, cases[i].option), cases[i].expected) == 0, "%s -> %s = %s",
                      cases[i].variant, cases[i].option, get(r, cases[i].option));
        ck_assert_int_eq(cr_rules_validate(r), CR_OK);
        ck_assert_int_eq(cr_rules_equal(r, fresh), 0);
        /* the variant reads back as set */
        ck_assert_str_eq(get(r, cases[i].variant), cases[i].value ? cases[i].value : "ON");
        cr_rules_free(r);
        cr_rules_free(fresh);
    }
}
END_TEST

START_TEST(flag_off_restores_the_preset_default)
{
    cr_rules *r = make("go-boom"), *fresh = make("go-boom");
    set_ok(r, "goboom.finish_trick", "ON");
    ck_assert_int_eq(cri_rules_opt(r, CRI_OPT_SHED_ON_GO_OUT), CRI_GO_OUT_FINISH_TRICK);
    set_ok(r, "goboom.finish_trick", "off");
    ck_assert_int_eq(cr_rules_equal(r, fresh), 1);
    ck_assert_str_eq(get(r, "goboom.finish_trick"), "OFF");
    /* a shorthand none of whose values holds is not readable */
    set_ok(r, "goboom.values", "AV");
    set_ok(r, "shed.ace_value", "7");
    char buf[16];
    ck_assert_int_eq(cr_rules_get_text(buf, sizeof buf, NULL, r, "goboom.values"), CR_E_NOT_FOUND);
    int64_t v = 0;
    ck_assert_int_eq(cr_rules_get_int(&v, r, "goboom.values"), CR_E_NOT_FOUND);
    cr_rules_free(r);
    cr_rules_free(fresh);
}
END_TEST

/* Card values of 17.2's rummy.values row and BH-5. */
START_TEST(rummy_card_values)
{
    cr_rules *bh = make("boathouse"), *dr = make("double"), *jr = make("java"), *rp = make("rummy-poker");
    ck_assert_int_eq(cri_rules_card_value(bh, CR_RANK_ACE, false), 11);
    ck_assert_int_eq(cri_rules_card_value(bh, CR_RANK_KING, false), 10);
    set_ok(bh, "boathouse.court_values", "RANK"); /* BH-T3 variant: K 13 */
    ck_assert_int_eq(cri_rules_card_value(bh, CR_RANK_KING, false), 13);
    ck_assert_int_eq(cri_rules_card_value(bh, CR_RANK_JACK, false), 11);
    ck_assert_int_eq(cri_rules_card_value(dr, 0, true), 15);  /* DR-T3 */
    ck_assert_int_eq(cri_rules_card_value(dr, CR_RANK_ACE, false), 11);
    ck_assert_int_eq(cri_rules_card_value(jr, 2, true), 25);  /* a wild deuce */
    ck_assert_int_eq(cri_rules_card_value(jr, CR_RANK_ACE, false), 1);
    ck_assert_int_eq(cri_rules_card_value(rp, CR_RANK_ACE, false), 10); /* RP-11 */
    ck_assert_int_eq(cri_rules_card_value(rp, 9, false), 9);
    cr_rules *gb = make("go-boom");
    set_ok(gb, "goboom.values", "AV"); /* GB-2 [AV]: A-9 = 5, 10-K = 10 */
    ck_assert_int_eq(cri_rules_card_value(gb, CR_RANK_ACE, false), 5);
    ck_assert_int_eq(cri_rules_card_value(gb, 9, false), 5);
    ck_assert_int_eq(cri_rules_card_value(gb, 10, false), 10);
    ck_assert_int_eq(cri_rules_card_value(gb, CR_RANK_QUEEN, false), 10);
    cr_rules_free(bh);
    cr_rules_free(dr);
    cr_rules_free(jr);
    cr_rules_free(rp);
    cr_rules_free(gb);
}
END_TEST

START_TEST(rejected_sets_change_nothing)
{
    static const struct {
        const char *preset, *name, *value;
        int32_t status;
    } cases[] = {
        {"go-boom", "no.such.option", "1", CR_E_NOT_FOUND},
        {"go-boom", "", "1", CR_E_NOT_FOUND},
        {"go-boom", "shed.structure", "SPIRAL", CR_E_CONFIG},
        {"go-boom", "shed.structure", NULL, CR_E_CONFIG}, /* not a flag */
        {"go-boom", "shed.structure", "", CR_E_CONFIG},
        {"go-boom", "shed.packs", "4", CR_E_CONFIG},
        {"go-boom", "shed.packs", "AUTO_NOTHING", CR_E_CONFIG},
        {"go-boom", "shed.packs", "99999999999999999999", CR_E_CONFIG},
        {"go-boom", "shed.packs", "1.5", CR_E_CONFIG},
        {"go-boom", "shed.packs", "0x2", CR_E_CONFIG},
        {"go-boom", "shed.ace_names_suit", "maybe", CR_E_CONFIG},
        {"go-boom", "shed.wild_ranks", "A,Z", CR_E_CONFIG},
        {"go-boom", "shed.wild_ranks", "A,", CR_E_CONFIG},
        {"go-boom", "shed.wild_ranks", ",A", CR_E_CONFIG},
        {"go-boom", "rummy.packs", "2", CR_E_CONFIG},           /* another engine */
        {"go-boom", "man.hand_size", "10", CR_E_CONFIG},
        {"go-boom", "rockaway.blocked", "LOWEST_WINS", CR_E_CONFIG}, /* another game */
        {"rockaway", "goboom.finish_trick", NULL, CR_E_CONFIG},
        {"rockaway", "invalid_commit_policy", "REJECT", CR_E_CONFIG}, /* MANIP only */
        {"rockaway", "discard_pile_public", NULL, CR_E_CONFIG},      /* RUMMY only */
        {"rockaway", "rockaway.deals_per_player", NULL, CR_E_CONFIG},
        {"rockaway", "rockaway.deals_per_player", "0", CR_E_CONFIG},
        {"rockaway", "first_dealer", "CUT_SIDEWAYS", CR_E_CONFIG},
        {"rockaway", "first_dealer", "14", CR_E_CONFIG},
        {"carousel", "shed.packs", "1", CR_E_CONFIG},
        {"carousel", "rockit.blocked", "FEWEST_CARDS", CR_E_CONFIG},
        {"java", "java.jokers", "-1", CR_E_CONFIG},
    };
    for (size_t i = 0; i < CRI_ARRAY_LEN(cases); i++) {
        cr_rules *r = make(cases[i].preset), *before = NULL;
        set_ok(r, "players", "3");
        ck_assert_int_eq(cr_rules_copy(&before, r), CR_OK);
        int32_t st = cr_rules_set(r, cases[i].name, cases[i].value);
        ck_assert_msg(st == cases[i].status, "%s %s=%s: %d", cases[i].preset, cases[i].name,
                      cases[i].value ? cases[i].value : "(flag)", st);
        ck_assert_int_eq(cr_rules_equal(r, before), 1);
        ck_assert_str_ne(cr_rules_last_error(r), "");
        int64_t big = (int64_t)1 << 40;
        ck_assert_int_eq(cr_rules_set_int(r, "shed.packs", big) == CR_OK, 0);
        ck_assert_int_eq(cr_rules_equal(r, before), 1);
        /* a success clears the message */
        set_ok(r, "players", "3");
        ck_assert_str_eq(cr_rules_last_error(r), "");
        cr_rules_free(r);
        cr_rules_free(before);
    }
}
END_TEST

START_TEST(first_dealer_and_int_access)
{
    cr_rules *r = make("go-boom");
    ck_assert_int_eq(cri_rules_opt(r, CRI_OPT_FIRST_DEALER), CRI_FIRST_DEALER_CUT_LOW);
    set_ok(r, "first_dealer", "3");
    ck_assert_int_eq(cr_rules_validate(r), CR_OK);
    set_ok(r, "players", "3");
    ck_assert_int_eq(cr_rules_validate(r), CR_E_CONFIG); /* seat 3 of 3 */
    ck_assert_int_eq(cr_rules_last_reason(r), CR_REASON_NONE);
    ck_assert_int_eq(cr_rules_set_int(r, "first_dealer", CRI_FIRST_DEALER_HOST), CR_OK);
    ck_assert_int_eq(cr_rules_validate(r), CR_OK);
    int64_t v = 0;
    ck_assert_int_eq(cr_rules_get_int(&v, r, "first_dealer"), CR_OK);
    ck_assert_int_eq(v, CRI_FIRST_DEALER_HOST);
    ck_assert_int_eq(cr_rules_set_int(r, "shed.structure", CRI_SHED_WIDOW), CR_OK);
    ck_assert_int_eq(cr_rules_get_int(&v, r, "SHED.STRUCTURE"), CR_OK);
    ck_assert_int_eq(v, CRI_SHED_WIDOW);
    ck_assert_int_eq(cr_rules_set_int(r, "shed.structure", 2), CR_E_CONFIG);
    ck_assert_int_eq(cr_rules_set_int(r, "goboom.finish_trick", 1), CR_OK);
    ck_assert_int_eq(cr_rules_get_int(&v, r, "goboom.finish_trick"), CR_OK);
    ck_assert_int_eq(v, 1);
    ck_assert_int_eq(cr_rules_set_int(r, "shed.wild_ranks", (1 << CR_RANK_ACE) | (1 << 8)), CR_OK);
    ck_assert_str_eq(get(r, "shed.wild_ranks"), "A,8");
    ck_assert_int_eq(cr_rules_set_int(r, "shed.wild_ranks", 1), CR_E_CONFIG); /* bit 0 is no rank */
    /* cri_rules_set_opt: the engines' typed setter */
    ck_assert_int_eq(cri_rules_set_opt(r, CRI_OPT_SHED_HAND_SIZE, 5), CR_OK);
    ck_assert_uint_eq(cri_rules_hand_size(r), 5);
    ck_assert_int_eq(cri_rules_set_opt(r, CRI_OPT_SHED_HAND_SIZE, 0), CR_E_CONFIG);
    ck_assert_int_eq(cri_rules_set_opt(r, CRI_OPT_COUNT, 0), CR_E_CONFIG);
    ck_assert_uint_eq(cri_rules_hand_size(r), 5);
    cr_rules_free(r);
}
END_TEST

START_TEST(enumeration_describes_options)
{
    int32_t i = -1;
    ck_assert_int_eq(cr_rules_option_find(&i, "shed.packs"), CR_OK);
    ck_assert_int_eq(cr_rules_option_type(i), CR_OPTION_INT);
    ck_assert_int_eq(cr_rules_option_is_shorthand(i), 0);
    int64_t lo = 0, hi = 0, num = 0;
    ck_assert_int_eq(cr_rules_option_bounds(&lo, &hi, i), CR_OK);
    ck_assert_int_eq(lo, 1);
    ck_assert_int_eq(hi, 2); /* the SHED engine deals at most two packs */
    ck_assert_int_eq(cr_rules_option_value_count(i), 3);
    ck_assert_str_eq(cr_rules_option_value_name(&num, i, 0), "AUTO_GOBOOM");
    ck_assert_int_eq(num, CRI_PACKS_AUTO_GOBOOM);
    ck_assert_ptr_null(cr_rules_option_value_name(NULL, i, 3));
    ck_assert_int_eq(cr_rules_option_applies(i, CR_GAME_GO_BOOM), 1);
    ck_assert_int_eq(cr_rules_option_applies(i, CR_GAME_CAROUSEL), 0);
    char buf[32];
    size_t needed = 0;
    ck_assert_int_eq(cr_rules_option_default(buf, sizeof buf, &needed, i, CR_GAME_GO_BOOM), CR_OK);
    ck_assert_str_eq(buf, "AUTO_GOBOOM");
    ck_assert_int_eq(cr_rules_option_default(buf, sizeof buf, NULL, i, CR_GAME_ROCKAWAY), CR_OK);
    ck_assert_str_eq(buf, "2");
    ck_assert_int_eq(cr_rules_option_default(buf, 3, &needed, i, CR_GAME_GO_BOOM), CR_E_BUFFER_TOO_SMALL);
    ck_assert_uint_eq(needed, strlen("AUTO_GOBOOM") + 1);
    ck_assert_str_eq(buf, "AU");
    ck_assert_int_eq(cr_rules_option_find(&i, "goboom.finish_trick"), CR_OK);
    ck_assert_int_eq(cr_rules_option_is_shorthand(i), 1);
    ck_assert_int_eq(cr_rules_option_type(i), CR_OPTION_BOOL);
    ck_assert_str_eq(cr_rules_option_source(i), "GB-6");
    ck_assert_ptr_nonnull(strstr(cr_rules_option_description(i), "FINISH_TRICK"));
    ck_assert_int_eq(cr_rules_option_default(buf, sizeof buf, NULL, i, CR_GAME_GO_BOOM), CR_OK);
    ck_assert_str_eq(buf, "OFF");
    ck_assert_int_eq(cr_rules_option_find(&i, "shed.wild_ranks"), CR_OK);
    ck_assert_int_eq(cr_rules_option_type(i), CR_OPTION_RANKS);
    /* bad indexes and ids */
    int32_t n = cr_rules_option_count();
    ck_assert_ptr_null(cr_rules_option_name(n));
    ck_assert_ptr_null(cr_rules_option_name(-1));
    ck_assert_ptr_null(cr_rules_option_description(n));
    ck_assert_ptr_null(cr_rules_option_source(-1));
    ck_assert_int_eq(cr_rules_option_type(n), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_option_is_shorthand(n), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_option_bounds(NULL, NULL, n), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_option_value_count(-5), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_option_applies(0, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_option_applies(0, 15), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_option_default(buf, sizeof buf, NULL, 0, 99), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_option_default(NULL, 5, NULL, 0, 1), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_option_find(&i, "nope"), CR_E_NOT_FOUND);
    ck_assert_int_eq(cr_rules_option_find(NULL, "players"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_option_find(&i, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_default_players(0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_player_range(NULL, NULL, 15), CR_E_INVALID_ARGUMENT);
}
END_TEST

START_TEST(null_misuse_is_rejected)
{
    cr_rules *r = (cr_rules *)1;
    ck_assert_int_eq(cr_rules_new(NULL, "rockaway"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_new(&r, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_ptr_null(r);
    r = (cr_rules *)1;
    ck_assert_int_eq(cr_rules_new(&r, "gin"), CR_E_NOT_FOUND);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(cr_rules_new_id(&r, 0), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_new_id(&r, 15), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_new_id(NULL, 1), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_copy(NULL, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_copy(&r, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(cr_rules_set(NULL, "players", "3"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_set_int(NULL, "players", 3), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_validate(NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_equal(NULL, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_preset(NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_players(NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_engine(NULL, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_deal_figures(NULL, NULL, NULL, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_last_reason(NULL), CR_REASON_NONE);
    ck_assert_str_ne(cr_rules_last_error(NULL), "");
    cr_rules_free(NULL);
    r = make("rockaway");
    int64_t v = 0;
    char buf[8];
    ck_assert_int_eq(cr_rules_set(r, NULL, "3"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_set_int(r, NULL, 3), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_get_int(NULL, r, "players"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_get_int(&v, NULL, "players"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_get_int(&v, r, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_get_int(&v, r, "nope"), CR_E_NOT_FOUND);
    ck_assert_int_eq(cr_rules_get_text(NULL, 4, NULL, r, "players"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_get_text(buf, sizeof buf, NULL, NULL, "players"), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_get_text(buf, sizeof buf, NULL, r, NULL), CR_E_INVALID_ARGUMENT);
    ck_assert_int_eq(cr_rules_get_text(buf, sizeof buf, NULL, r, "nope"), CR_E_NOT_FOUND);
    size_t needed = 0;
    ck_assert_int_eq(cr_rules_get_text(NULL, 0, &needed, r, "shed.structure"), CR_E_BUFFER_TOO_SMALL);
    ck_assert_uint_eq(needed, 6);
    ck_assert_int_eq(cr_rules_equal(r, NULL), CR_E_INVALID_ARGUMENT);
    cr_rules_free(r);
}
END_TEST

/* docs/rules.md lists every registered option (its table is generated from
 * the registry; this keeps the two in step). */
START_TEST(docs_list_every_option)
{
    const char *top = getenv("top_srcdir");
    char path[4096];
    snprintf(path, sizeof path, "%s/docs/rules.md", top ? top : ".");
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    static char doc[200000];
    size_t len = fread(doc, 1, sizeof doc - 1, f);
    fclose(f);
    doc[len] = '\0';
    for (int32_t i = 0; i < cr_rules_option_count(); i++) {
        char row[128];
        snprintf(row, sizeof row, "| `%s` |", cr_rules_option_name(i));
        ck_assert_msg(strstr(doc, row) != NULL, "docs/rules.md lacks %s", cr_rules_option_name(i));
    }
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("rules");
    TCase *tc = tcase_create("registry");
    tcase_add_test(tc, registry_is_consistent);
    tcase_add_test(tc, every_preset_creates_with_defaults_and_validates);
    tcase_add_test(tc, shed_defaults_match_17_1);
    tcase_add_test(tc, rummy_defaults_match_17_2);
    tcase_add_test(tc, manip_defaults_match_17_3);
    tcase_add_test(tc, named_variants_set_engine_options);
    tcase_add_test(tc, flag_off_restores_the_preset_default);
    tcase_add_test(tc, rummy_card_values);
    tcase_add_test(tc, rejected_sets_change_nothing);
    tcase_add_test(tc, first_dealer_and_int_access);
    tcase_add_test(tc, enumeration_describes_options);
    tcase_add_test(tc, null_misuse_is_rejected);
    tcase_add_test(tc, docs_list_every_option);
    suite_add_tcase(s, tc);
    return s;
}
