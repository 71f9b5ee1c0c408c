/* Validation agrees with creation (issue 9): for every RUMMY preset, every
 * option it takes alone at each of its values, and random combinations,
 * cr_rules_validate gives exactly the status and message cr_game_new_ex
 * gives; what is accepted deals and plays a few dozen moves. */
#include "rummy/rummy_test.h"
#include "cards/random.h"
#include "rules/options.h"

/* The values an option is walked through: every named value, both
 * booleans, every integer of a small range, else its ends and a few inside. */
static size_t values_of(const cri_option_def *d, int32_t *out, size_t cap)
{
    size_t n = 0;
    for (int32_t i = 0; i < d->nvalues && n < cap; i++)
        out[n++] = d->values[i].number;
    if (d->type == CR_OPTION_ENUM)
        return n;
    if (d->type == CR_OPTION_RANKS) {
        static const int32_t ranks[] = {0, 1 << CR_RANK_ACE, (1 << 2) | (1 << 8), 0x3FFE};
        for (size_t i = 0; i < 4 && n < cap; i++)
            out[n++] = ranks[i];
        return n;
    }
    if ((int64_t)d->max - d->min <= 30) {
        for (int32_t v = d->min; v <= d->max && n < cap; v++)
            out[n++] = v;
        return n;
    }
    const int32_t more[] = {d->min, d->min + 1, d->min + 5, d->min + 25, d->max / 2, d->max - 1, d->max};
    for (size_t i = 0; i < sizeof more / sizeof more[0] && n < cap; i++)
        out[n++] = more[i];
    return n;
}

typedef struct walk_stats {
    unsigned long tried, accepted, refused_config, refused_unsupported;
} walk_stats;

/* validate == create for r; an accepted game plays a few moves. */
static void same_answer(cr_rules *r, uint64_t seed, walk_stats *st)
{
    char text[CR_RULES_TEXT_MAX + 1];
    ck_assert_int_eq(cr_rules_to_text(text, sizeof text, NULL, r), CR_OK);
    int32_t valid = cr_rules_validate(r);
    char vmsg[256];
    snprintf(vmsg, sizeof vmsg, "%s", cr_rules_last_error(r));
    int32_t vreason = cr_rules_last_reason(r);
    cr_error *err = NULL;
    ck_assert_int_eq(cr_error_new(&err), CR_OK);
    cr_game *g = NULL;
    int32_t made = cr_game_new_ex(&g, err, r, seed);
    REQ_MSG(made == valid, "%s: validate %d (%s), create %d (%s)", text, (int)valid, vmsg, (int)made,
            cr_error_message(err));
    st->tried++;
    if (made == CR_OK) {
        st->accepted++;
        REQ_MSG(vmsg[0] == '\0', "%s: %s", text, vmsg);
        int32_t supported = 0;
        cr_rules_engine(&supported, r);
        REQ(supported == 1);
        cr_game_free(g);
        /* Newly accepted combinations play: a capped random playout with
         * the kit's light checks. */
        kit_stats ks = {0, 0, 0, 0, 0};
        kit_playout_capped(text, seed, false, false, &ks, 40);
    } else {
        REQ(g == NULL);
        st->refused_config += made == CR_E_CONFIG;
        st->refused_unsupported += made == CR_E_UNSUPPORTED;
        REQ_MSG(made == CR_E_CONFIG || made == CR_E_UNSUPPORTED, "%s: %d", text, (int)made);
        /* the same words (the rules keep the first 127 characters) */
        REQ_MSG(vmsg[0] && strncmp(vmsg, cr_error_message(err), strlen(vmsg)) == 0, "%s: \"%s\" vs \"%s\"", text,
                vmsg, cr_error_message(err));
        REQ_EQ(vreason, cr_error_reason(err));
        /* the parser refuses the text with the same status */
        cr_rules *back = NULL;
        REQ_EQ(cr_rules_from_text(&back, text), valid);
        REQ_NULL(back);
    }
    cr_error_free(err);
}

static const int32_t rummy_presets[] = {
    CR_GAME_STRAIGHT_RUMMY_6, CR_GAME_STRAIGHT_RUMMY_7, CR_GAME_SKIP_RUMMY,  CR_GAME_ROUND_THE_CORNER,
    CR_GAME_BOATHOUSE_BICYCLE, CR_GAME_BLOCK_RUMMY,     CR_GAME_QUEEN_CITY, CR_GAME_DOUBLE_RUMMY,
    CR_GAME_JAVA_RUMMY,        CR_GAME_RUMMY_POKER,
};
#define PRESETS (sizeof rummy_presets / sizeof rummy_presets[0])

/* Every option alone at each of its values, at the fewest, the default and
 * the most players. */
START_TEST(validate_equals_create_one_option)
{
    int32_t id = rummy_presets[_i];
    ck_assert_int_eq(cr_preset_engine(id), CR_ENGINE_RUMMY);
    uint32_t lo, hi;
    ck_assert_int_eq(cr_rules_player_range(&lo, &hi, id), CR_OK);
    const uint32_t counts[] = {lo, (uint32_t)cr_rules_default_players(id), hi};
    walk_stats st = {0, 0, 0, 0};
    for (size_t c = 0; c < 3; c++)
        for (int32_t i = 0; i < cr_rules_option_count(); i++) {
            const cri_option_def *d = cri_option_get(i);
            if (!cri_option_applies(d, id) || i == CRI_OPT_PLAYERS)
                continue;
            int32_t vals[64];
            size_t nv = values_of(d, vals, 64);
            for (size_t k = 0; k < nv; k++) {
                cr_rules *r = NULL;
                ck_assert_int_eq(cr_rules_new_id(&r, id), CR_OK);
                ck_assert_int_eq(cr_rules_set_int(r, "players", counts[c]), CR_OK);
                if (cr_rules_set_int(r, d->name, vals[k]) == CR_OK)
                    same_answer(r, k + 7 * c, &st);
                cr_rules_free(r);
            }
        }
    /* the walk reached both sides */
    ck_assert_uint_gt(st.accepted, 100);
    ck_assert_uint_gt(st.refused_config + st.refused_unsupported, 0);
}
END_TEST

/* Random combinations of up to six options. */
START_TEST(validate_equals_create_combinations)
{
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 9 + (uint64_t)_i);
    int32_t id = rummy_presets[_i];
    uint32_t lo, hi;
    ck_assert_int_eq(cr_rules_player_range(&lo, &hi, id), CR_OK);
    walk_stats st = {0, 0, 0, 0};
    for (int iter = 0; iter < (int)kit_scaled(150); iter++) {
        cr_rules *r = NULL;
        ck_assert_int_eq(cr_rules_new_id(&r, id), CR_OK);
        ck_assert_int_eq(cr_rules_set_int(r, "players", lo + cri_pcg32_bounded(&rng, hi - lo + 1)), CR_OK);
        int changes = 1 + (int)cri_pcg32_bounded(&rng, 6);
        for (int c = 0; c < changes; c++) {
            const cri_option_def *d = cri_option_get((int32_t)cri_pcg32_bounded(&rng, (uint32_t)cr_rules_option_count()));
            if (!cri_option_applies(d, id) || d == cri_option_get(CRI_OPT_PLAYERS))
                continue;
            int32_t vals[64];
            size_t nv = values_of(d, vals, 64);
            (void)cr_rules_set_int(r, d->name, vals[cri_pcg32_bounded(&rng, (uint32_t)nv)]);
        }
        same_answer(r, (uint64_t)iter, &st);
        cr_rules_free(r);
    }
    ck_assert_uint_gt(st.accepted, 0);
}
END_TEST

/* Issue 9's last combinations are accepted by validation and creation
 * alike (and play); with wild cards two-card draws before the break or
 * the final round stay refused, with the same words. */
START_TEST(validate_equals_create_last_combinations)
{
    static const char *const played[] = {
        "java java.stock_end=STRAIGHT_BREAK", "java players=6 java.stock_end=STRAIGHT_BREAK java.jokers=2",
        "rummy-poker rummy.stock_end=BREAK", "straight7 rummy.draw_rule=PAIR_SS_DD",
        "straight6 players=6 rummy.draw_rule=ANY_TWO", "queen-city rummy.draw_rule=SCARNE_S_DS_DD",
        "boathouse rummy.stock_end=BREAK", "java rummy.draw_rule=PAIR_SS_DD rummy.wild_deuces=OFF",
        "java rummy.draw_rule=ANY_TWO java.stock_end=STRAIGHT_BREAK rummy.wild_deuces=OFF",
    };
    static const char *const refused_wild[] = {"java rummy.draw_rule=PAIR_SS_DD", "double rummy.draw_rule=ANY_TWO",
                                               "rummy-poker rummy.draw_rule=SCARNE_S_DS_DD"};
    walk_stats st = {0, 0, 0, 0};
    for (size_t i = 0; i < sizeof played / sizeof played[0]; i++) {
        cr_rules *r = NULL;
        ck_assert_int_eq(cr_rules_from_text(&r, played[i]), CR_OK);
        same_answer(r, i, &st);
        REQ_MSG(st.accepted == i + 1, "%s refused", played[i]);
        cr_rules_free(r);
    }
    for (size_t i = 0; i < sizeof refused_wild / sizeof refused_wild[0]; i++) {
        cr_rules *r = NULL;
        ck_assert_int_eq(cr_rules_from_text(&r, refused_wild[i]), CR_E_UNSUPPORTED);
        ck_assert_ptr_null(r);
        cr_game *g = NULL;
        ck_assert_int_eq(cr_game_new_text(&g, refused_wild[i], 1), CR_E_UNSUPPORTED);
    }
}
END_TEST

void rummy_add_opts(TCase *tc)
{
    tcase_add_test(tc, validate_equals_create_last_combinations);
    tcase_add_loop_test(tc, validate_equals_create_one_option, 0, (int)PRESETS);
    tcase_add_loop_test(tc, validate_equals_create_combinations, 0, (int)PRESETS);
}
