/* What the RUMMY test files share: the engine test helpers and the
 * scenario groups' registration. */
#ifndef CR_TEST_RUMMY_H
#define CR_TEST_RUMMY_H

#include "game/engine_test.h"
#include "game/game_kit.h"

void rummy_add_scenarios(TCase *tc);
void rummy_add_rtc(TCase *tc);
void rummy_add_bh(TCase *tc);
void rummy_add_java(TCase *tc);
void rummy_add_bots(TCase *tc);
void rummy_add_rp(TCase *tc);
void rummy_add_dr(TCase *tc);
void rummy_add_perf(TCase *tc);
void rummy_add_opts(TCase *tc);
void rummy_add_break(TCase *tc);
void rummy_add_arrange(TCase *tc);
void rummy_add_layout(TCase *tc);

#endif
