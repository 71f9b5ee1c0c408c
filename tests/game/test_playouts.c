/* Random playouts of every engine's presets (tests/game/game_kit.h): the
 * light pass plays a thousand deals per configuration with the light
 * checks; the heavy pass fewer deals with every check after every move.
 * The configurations are the kit's table (tests/game/game_kit.c).
 * CR_TEST_SCALE (a percentage, default 100) scales both passes: make
 * valgrind-check runs them at 10; CR_TEST_SEED=N plays other deals, every
 * seed moved by N * SEED_APART (docs/testing.md). */
#include "game/game_kit.h"

#define SEED_APART 100000u /* more than any pass's seeds span */

/* The first seed of a pass that starts at base. */
static uint64_t first_seed(uint64_t base)
{
    return base + cr_test_seed() * SEED_APART;
}

START_TEST(random_playouts_light)
{
    const char *rules = kit_configs[_i];
    kit_stats st = {0, 0, 0, 0, 0};
    uint64_t deals = kit_scaled(1000);
    /* Over a thousand deals a player ends one (Carousel: a knock), or
     * within sixteen times as many: a configuration whose players seldom go
     * out needs more at some seeds (Queen City for six ends about one deal
     * in a thousand so, the rest at the break: none in 4,000 at
     * CR_TEST_SEED=14, a chance of about e^-4; e^-16 in 16,000). Fewer
     * random deals (a scaled-down run) may all end otherwise. */
    bool full = deals >= 1000;
    uint64_t first = first_seed(0), seed = 0;
    for (; seed < deals || (full && st.deals_out + st.deals_knock == 0 && seed < 16 * deals); seed++)
        kit_playout(rules, first + seed, false, seed % 2 == 1, &st);
    REQ_EQ(st.games, seed);
    if (full)
        REQ_GT(st.deals_out + st.deals_knock, 0);
}
END_TEST

START_TEST(random_playouts_heavy)
{
    const char *rules = kit_configs[_i];
    kit_stats st = {0, 0, 0, 0, 0};
    uint64_t deals = kit_scaled(12);
    uint64_t first = first_seed(5000);
    for (uint64_t seed = 0; seed < deals; seed++)
        kit_playout(rules, first + seed, true, seed % 3 == 0, &st);
    REQ_EQ(st.games, deals);
}
END_TEST

/* MANIP (Carousel, RockIt) with the bots at every player count, every
 * check after every move (issue 10): MANIP_GAMES deals per configuration,
 * times CR_TEST_SCALE percent (CI runs a thousand of each, this case alone:
 * .ci/run). */
#define MANIP_GAMES 4
static const char *const manip_configs[] = {
    "carousel players=2", "carousel players=3", "carousel players=4", "carousel players=5",
    "carousel players=3 carousel.seq_mode=HIGH_OR_LOW carousel.joker_immobile",
    "rockit players=2", "rockit players=3", "rockit players=4", "rockit players=5",
};

START_TEST(manip_bot_playouts_heavy)
{
    const char *rules = manip_configs[_i];
    kit_stats st = {0, 0, 0, 0, 0};
    uint64_t games = kit_scaled(MANIP_GAMES);
    uint64_t first = first_seed(9000);
    for (uint64_t seed = 0; seed < games; seed++)
        kit_playout(rules, first + seed, true, true, &st);
    REQ_EQ(st.games, games);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("playouts");
    TCase *tc = tcase_create("playouts");
    int nconf = (int)kit_config_count;
    tcase_add_loop_test(tc, random_playouts_light, 0, nconf);
    tcase_add_loop_test(tc, random_playouts_heavy, 0, nconf);
    suite_add_tcase(s, tc);
    /* Its own case, so CI can run it alone at scale (CK_RUN_CASE=manip_bots). */
    TCase *mb = tcase_create("manip_bots");
    tcase_add_loop_test(mb, manip_bot_playouts_heavy, 0, (int)(sizeof manip_configs / sizeof manip_configs[0]));
    suite_add_tcase(s, mb);
    return s;
}
