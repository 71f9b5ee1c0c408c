#!/bin/sh
# The ABI check's suppressions (abi/libcardrules.abignore) hide the private
# layouts of the opaque handles and nothing else. A miniature library with
# the same public shape is dumped three times and compared as make abi-check
# does: a new private field in struct cr_game must pass, a changed public
# signature and an added function must fail.
set -eu
: "${ABIDW:=abidw}" "${ABIDIFF:=abidiff}"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/include"
cat > "$tmp/include/mini.h" <<'H'
#include <stdint.h>
typedef struct cr_game cr_game;
__attribute__((visibility("default"))) int32_t cr_game_new(cr_game **out, uint64_t seed);
__attribute__((visibility("default"))) int32_t cr_game_phase(const cr_game *game);
#ifdef CHANGED_SIGNATURE
__attribute__((visibility("default"))) int32_t cr_game_to_act(const cr_game *game, int32_t seat);
#else
__attribute__((visibility("default"))) int32_t cr_game_to_act(const cr_game *game);
#endif
#ifdef ADDED_FUNCTION
__attribute__((visibility("default"))) int32_t cr_game_extra(const cr_game *game);
#endif
H
cat > "$tmp/mini.c" <<'C'
#include <stdlib.h>
#include "mini.h"
typedef struct cri_engine { int32_t id; } cri_engine;
struct cr_game {
    const cri_engine *engine;
    int32_t phase;
#ifdef PRIVATE_FIELD
    int64_t match_counter[14]; /* a new private member: callers never see it */
#endif
    int32_t to_act;
};
int32_t cr_game_new(cr_game **out, uint64_t seed) { *out = calloc(1, sizeof **out); (*out)->phase = (int32_t)seed; return 0; }
int32_t cr_game_phase(const cr_game *game) { return game->phase; }
#ifdef CHANGED_SIGNATURE
int32_t cr_game_to_act(const cr_game *game, int32_t seat) { return game->to_act + seat; }
#else
int32_t cr_game_to_act(const cr_game *game) { return game->to_act; }
#endif
#ifdef ADDED_FUNCTION
int32_t cr_game_extra(const cr_game *game) { return game->phase; }
#endif
C
dump() { # dump NAME [-DMACRO]
    name=$1; shift
    ${CC:-cc} -g -O0 -fPIC -shared -fvisibility=hidden -I"$tmp/include" "$@" -o "$tmp/$name.so" "$tmp/mini.c"
    # Dumped without --drop-private-types, so that the private layout is
    # recorded as abidw records the real library's (the worst case).
    "$ABIDW" --no-show-locs --no-corpus-path --out-file "$tmp/$name.abi" "$tmp/$name.so"
}
compare() { # compare OLD NEW: prints abidiff's exit status
    status=0
    "$ABIDIFF" --no-show-locs --suppressions "$top_srcdir/abi/libcardrules.abignore" \
        "$tmp/$1.abi" "$tmp/$2.abi" > "$tmp/report" 2>&1 || status=$?
    echo "$status"
}
dump base
dump private -DPRIVATE_FIELD
dump signature -DCHANGED_SIGNATURE
dump added -DADDED_FUNCTION
test "$(compare base base)" = 0 || { echo "identical dumps differ"; cat "$tmp/report"; exit 1; }
test "$(compare base private)" = 0 || { echo "a private field was reported"; cat "$tmp/report"; exit 1; }
test "$(compare base signature)" != 0 || { echo "a changed signature passed"; exit 1; }
test "$(compare base added)" != 0 || { echo "an added function passed"; exit 1; }
# Without the suppressions the private field would fail: the file is what makes it pass.
status=0
"$ABIDIFF" --no-show-locs "$tmp/base.abi" "$tmp/private.abi" > "$tmp/report" 2>&1 || status=$?
test "$status" != 0 || { echo "the private field passes even without suppressions: the test proves nothing"; exit 1; }
echo "abi policy: private layout suppressed; signature change and addition reported"
