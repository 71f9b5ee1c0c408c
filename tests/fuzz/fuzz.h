/* Shared support of the libFuzzer harnesses (tests/fuzz/, docs/testing.md).
 * Each harness defines LLVMFuzzerTestOneInput over one untrusted input and
 * uses only the public API (fuzz_solver.c also reads the solver's internals,
 * to hold the LP root bound, which its small budget never reaches). Built
 * with clang -fsanitize=fuzzer it is a fuzzer (tests/fuzz/run.sh); linked
 * with replay_main.c it is a plain
 * program that replays the committed corpus and crash reproducers under
 * make check, on any compiler.
 *
 * A new engine is covered without editing any harness: the presets the
 * harnesses play are those for which cr_game_new() succeeds (fz_presets()),
 * and rule options are drawn from the registry (fz_rules()). */
#ifndef CR_FUZZ_H
#define CR_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include <cardrules.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A failed property: print and abort (the fuzzer and the replay driver
 * both report it as a crash). */
#define FZ_CHECK(c)                                                                                \
    do {                                                                                           \
        if (!(c))                                                                                  \
            fz_fail(__FILE__, __LINE__, #c);                                                       \
    } while (0)
void fz_fail(const char *file, int line, const char *what);

/* The bytes of an input, consumed from the front. Exhausted input reads 0. */
typedef struct fz_in {
    const uint8_t *p;
    size_t n;
} fz_in;
uint32_t fz_byte(fz_in *in);
uint64_t fz_u64(fz_in *in);
/* The rest of the input as a NUL-terminated malloc'ed text (NUL bytes
 * inside end it early, as they would for any C caller). */
char *fz_rest_text(fz_in *in);
/* Any bytes as a NUL-terminated malloc'ed text. */
char *fz_text(const uint8_t *data, size_t size);

/* The presets with an engine (cr_game_new succeeds with their defaults),
 * found once by trying every preset: new engines are picked up by themselves. */
size_t fz_presets(const int32_t **out_ids);
/* Rules for a preset drawn from the input, then a player count and a few
 * options drawn from the registry (cr_rules_option_*). Returns NULL when
 * the input names no preset with an engine. */
cr_rules *fz_rules(fz_in *in);
/* A game from the input: fz_rules() and a seed; NULL when creation fails
 * (an option combination the game refuses). */
cr_game *fz_game(fz_in *in);

/* Malloc'ed texts of the "needed" protocol, checked to be well-formed. */
char *fz_save(cr_game *g);
char *fz_view(cr_game *g, int32_t seat);
char *fz_record(cr_game *g);

/* The public-API invariants checked after every accepted move (game driver)
 * and after every successful load, layout or replay:
 * - cards are conserved: hands, stock and piles together keep the deal's
 *   card count, and the visible cards are a sub-multiset of the pack;
 * - every listed legal move validates;
 * - save -> load -> save is identical;
 * - while the deal runs, no view shows a card that is in no pile and not
 *   in the viewer's hand (another seat's hand or the stock). */
void fz_check_game(cr_game *g);
/* The light mode of the game and move drivers: the full invariants above cost
 * a save, a load, a view per seat and a validation per listed move, which made
 * those drivers run at 10 to 30 executions a second. In light mode the cheap
 * invariant (cards are conserved) holds after every accepted change and the
 * full ones after every Nth and at the end of the input (fz_check_end()).
 * fz_set_period() chooses N from an input byte: 0 mod 4 is every change (the
 * committed corpora start with 0, so they replay as before), then every 4th,
 * every 16th, only at the end. The environment variable CR_FUZZ_FULL_EVERY=N
 * overrides the byte (1: every change, to localise a finding). Harnesses that
 * never call fz_set_period() (load, layout, replay) check fully every time. */
void fz_set_period(uint32_t byte);
/* After an accepted change: conservation always, the rest when due. */
void fz_check_step(cr_game *g);
/* At the end of an input: the full invariants unless the last change had them. */
void fz_check_end(cr_game *g);
/* Whether the harness chose a period (fz_set_period()) since the process
 * began; fz_force_full(1) makes every period 1 until fz_force_full(0). The
 * replay driver replays such a harness's inputs once as written and once
 * with full checks after every change, so make check loses no check. */
int fz_light_used(void);
void fz_force_full(int on);
/* Bot moves (at most n, while the deal runs), each followed by fz_check_step(). */
void fz_play_on(cr_game *g, int moves);
/* Offer a move as text: validate and apply agree; an accepted move keeps the
 * invariants (fz_check_step()), a refused one (with a documented code) leaves the save text
 * unchanged. Returns the status of cr_game_apply(). */
int32_t fz_try_move(cr_game *g, int32_t seat, const char *mv);
/* The rules of a game, through its rules text. */
cr_rules *fz_game_rules(cr_game *g);
/* The total number of cards of the deal (hands, stock, piles). */
size_t fz_card_total(cr_game *g);

#endif
