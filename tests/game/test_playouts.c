/* Random playouts of every engine's presets (tests/game/game_kit.h): the
 * light pass plays a thousand deals per configuration with the light
 * checks; the heavy pass fewer deals with every check after every move. An
 * engine joins by adding its rule configurations (every preset, every
 * allowed player count, its named variants) to the table. */
#include "game/game_kit.h"

/* Rockaway and Go Boom: the SHED engine. */
static const char *const configs[] = {
    "rockaway players=2",  "rockaway players=3",  "rockaway players=5",
    "rockaway players=14", "go-boom players=2",   "go-boom players=4",
    "go-boom players=7",   "go-boom players=8",   "go-boom players=14",
    "rockaway players=4 rockaway.ace_names_suit rockaway.may_draw_instead_of_ace rockaway.bury_widow_ace",
    "rockaway players=4 rockaway.single_pack_max4 rockaway.blocked=LOWEST_WINS",
    "go-boom players=5 goboom.finish_trick goboom.match_target=PREVIOUS_CARD goboom.aces_low",
    "go-boom players=3 shed.wild_ranks=A shed.voluntary_draw=ALWAYS",
};

START_TEST(random_playouts_light)
{
    const char *rules = configs[_i];
    kit_stats st = {0, 0, 0, 0};
    for (uint64_t seed = 0; seed < 1000; seed++)
        kit_playout(rules, seed, false, seed % 2 == 1, &st);
    REQ_EQ(st.games, 1000);
    REQ_GT(st.deals_out, 0);
}
END_TEST

START_TEST(random_playouts_heavy)
{
    const char *rules = configs[_i];
    kit_stats st = {0, 0, 0, 0};
    for (uint64_t seed = 0; seed < 12; seed++)
        kit_playout(rules, 5000 + seed, true, seed % 3 == 0, &st);
    REQ_EQ(st.games, 12);
}
END_TEST

Suite *cr_test_suite(void)
{
    Suite *s = suite_create("playouts");
    TCase *tc = tcase_create("playouts");
    int nconf = (int)(sizeof configs / sizeof configs[0]);
    tcase_add_loop_test(tc, random_playouts_light, 0, nconf);
    tcase_add_loop_test(tc, random_playouts_heavy, 0, nconf);
    suite_add_tcase(s, tc);
    return s;
}
