/* The game test kit: what every engine's tests share. Cheap assertions for
 * hot loops, text outputs sized by the library's "needed" protocol, a
 * strict JSON checker, and random playouts that check after every move,
 * through the engine's oracle (cri_engine.cards) and the public API: the
 * cards are conserved, every listed move validates and exactly the listed
 * moves validate among simple candidates, no view shows a card its viewer
 * may not see, save -> load gives the same state and views, undo restores
 * the state before a move, and every deal ends. An engine joins the
 * playouts and the match-record tests by adding its rule configurations to
 * kit_configs (tests/game/game_kit.c). */
#ifndef CR_TEST_GAME_KIT_H
#define CR_TEST_GAME_KIT_H

#include <stdbool.h>
#include <stdint.h>

#include "check_main.h"
#include "game/game.h"

/* Check's ck_assert records every passing check through a pipe; in the
 * playout loops (millions of checks) only a failure should cost anything. */
#define REQ(c)                                                                                     \
    do {                                                                                           \
        if (!(c))                                                                                  \
            ck_abort_msg("%s:%d: %s", __FILE__, __LINE__, #c);                                     \
    } while (0)
#define REQ_MSG(c, ...)                                                                            \
    do {                                                                                           \
        if (!(c))                                                                                  \
            ck_abort_msg(__VA_ARGS__);                                                             \
    } while (0)
#define REQ_EQ(a, b) REQ((a) == (b))
#define REQ_NE(a, b) REQ((a) != (b))
#define REQ_GT(a, b) REQ((a) > (b))
#define REQ_GE(a, b) REQ((a) >= (b))
#define REQ_NULL(a) REQ((a) == NULL)
#define REQ_NONNULL(a) REQ((a) != NULL)
#define REQ_STREQ(a, b) REQ(strcmp((a), (b)) == 0)

/* n scaled by CR_TEST_SCALE (a percentage, default 100; at least 1): make
 * valgrind-check runs the random playouts and match records at 10. */
uint64_t kit_scaled(uint64_t n);

/* The rule configurations every engine's presets are played under. */
extern const char *const kit_configs[];
extern const size_t kit_config_count;

cr_game *kit_new_game(const char *rules, uint64_t seed);
/* Malloc'ed texts (the caller frees). */
char *kit_save_of(cr_game *g);
char *kit_view_of(cr_game *g, int32_t seat); /* also checks that it is JSON */
bool kit_json_ok(const char *text);

/* Every card of the deal, from the engine's oracle. */
void kit_all_cards(const cr_game *g, cri_multiset *ms);
/* The checks the heavy playouts make after every move. */
void kit_check_no_leak(cr_game *g, int32_t seat);
void kit_check_save_load(cr_game *g);
/* The save text loads as the same game as g. */
void kit_check_loads_as(cr_game *g, const char *save);
/* Two games are the same: saves, every view, engine data, scores, counters. */
void kit_check_same_game(cr_game *g, cr_game *h);
void kit_check_tried_moves(cr_game *g, int32_t seat);

typedef struct kit_stats {
    unsigned long games, moves, deals_out, deals_blocked, deals_knock;
} kit_stats;

/* One deal played from a seed by random legal moves (or bots), with the
 * light checks after every move, or every check (heavy). */
void kit_playout(const char *rules, uint64_t seed, bool heavy, bool bots, kit_stats *st);

/* The same with at most cap moves (0: the deal must end): for games a
 * random player may prolong without end (Round-the-Corner's upcard draws,
 * RULES.md CM-11). */
void kit_playout_capped(const char *rules, uint64_t seed, bool heavy, bool bots, kit_stats *st, int cap);

/* A whole match (at most max_deals deals) played by random legal moves or
 * bots from a seed; the game is returned for the caller to check. */
cr_game *kit_play_match(const char *rules, uint64_t seed, int max_deals, bool bots);
/* Malloc'ed match record. */
char *kit_record_of(cr_game *g);

#endif
