#!/bin/sh
# Build the libFuzzer harnesses (clang -fsanitize=fuzzer,address,undefined)
# and run each for FUZZ_SECONDS seconds (docs/testing.md).
#   FUZZ_SECONDS=60 FUZZ_BUILD=dir FUZZ_JOBS=1 FUZZ_TIMEOUT=30 tests/fuzz/run.sh [NAME...]
# FUZZ_SECONDS=0 only builds (libFuzzer would take 0 as no time limit), e.g.
# to rebuild some harnesses while another one runs from the same FUZZ_BUILD.
# Each harness grows a working corpus in $FUZZ_BUILD/corpus/NAME, seeded from the
# committed tests/fuzz/corpus/NAME and tests/fuzz/crashes/NAME (which the
# fuzzer reads but never writes). A crash leaves its input in
# $FUZZ_BUILD/artifacts/NAME/ and fails the script: minimise it, add it to
# tests/fuzz/crashes/NAME/ with the fix (make check replays it from then on).
# Each run's last status line (executions, rate, coverage) is printed, and a
# line (start, harness, seconds, executions, ok or FAIL) is added to
# $FUZZ_BUILD/record.txt.
set -eu
src=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${FUZZ_SECONDS:-60}
# Seconds of wall time one input may take: raise it on a shared machine,
# where a fuzzer at low priority can be starved into a false timeout.
timeout=${FUZZ_TIMEOUT:-30}
build=${FUZZ_BUILD:-$src/fuzz-build}
cc=${FUZZ_CC:-clang}
names=${*:-cards rules move layout load replay solver game}
san='-fsanitize=address,undefined -fno-sanitize-recover=all'
mkdir -p "$build/bin"
build=$(cd "$build" && pwd)
# The library's sources compiled straight into an archive (they need no
# configure output), instrumented for coverage; rebuilt when a source is newer.
cflags="-g -O1 -fno-omit-frame-pointer $san -I$src/include -I$src/lib"
nocmp='-fsanitize=fuzzer-no-link -fno-sanitize-coverage=trace-cmp'
# archive KIND: builds $build/fuzzcore-KIND.a from every library source into
# $build/obj-KIND. Comparison tracing (trace-cmp, which guides the fuzzer
# towards the byte values an input is compared with) is left out where the
# comparisons are not of the input's bytes; their edges are still counted
# (docs/testing.md, "Comparison tracing"):
#  - text (every harness but game): the solver's search and the JSON writer
#    compare values derived from the input many times, never its bytes;
#  - choices (game): the input is choices (indices and bits) read by the
#    driver; the saves, loads, views and engines it runs compare the game's
#    own text and state, which was a third of its time. The one text it
#    hands over raw, a move's, is the move harness's input, traced there.
archive() {
    mkdir -p "$build/obj-$1"
    objs=""
    for c in "$src"/lib/*/*.c; do
        o=$build/obj-$1/$(echo "${c#"$src"/lib/}" | tr / _ | sed 's/\.c$/.o/')
        case $1:$c in
        text:*/lib/solver/*.c | text:*/lib/game/json.c | choices:*) cov=$nocmp ;;
        *) cov='-fsanitize=fuzzer-no-link' ;;
        esac
        if [ ! -f "$o" ] || [ -n "$(find "$src/lib" "$src/include" -newer "$o" -name '*.[ch]' | head -n 1)" ]; then
            # shellcheck disable=SC2086
            $cc $cflags $cov -std=c11 -c -o "$o" "$c"
        fi
        objs="$objs $o"
    done
    rm -f "$build/fuzzcore-$1.a"
    # shellcheck disable=SC2086
    ar rcs "$build/fuzzcore-$1.a" $objs
}
# Which archive a harness links (above); each is built once, when first needed.
kind_of() {
    case $1 in
    game) echo choices ;;
    *) echo text ;;
    esac
}
built=" "
status=0
for name in $names; do
    bin=$build/bin/fuzz_$name
    kind=$(kind_of "$name")
    case $built in *" $kind "*) ;; *) archive "$kind"; built="$built$kind " ;; esac
    $cc -g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer $san -I"$src/include" -I"$src/lib" -I"$src/tests/fuzz" \
        -o "$bin" "$src/tests/fuzz/fuzz_$name.c" "$src/tests/fuzz/fuzz_common.c" \
        "$build/fuzzcore-$kind.a"
    [ "$seconds" = 0 ] && continue
    mkdir -p "$build/corpus/$name" "$build/artifacts/$name"
    seeds="$src/tests/fuzz/corpus/$name"
    [ -d "$src/tests/fuzz/crashes/$name" ] && seeds="$seeds $src/tests/fuzz/crashes/$name"
    echo "== fuzz_$name: $seconds s"
    start=$(date -u +%Y-%m-%dT%H:%MZ)
    t0=$(date +%s)
    result=ok
    # shellcheck disable=SC2086
    if ! "$bin" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 -max_len=4096 -len_control=0 \
            -print_final_stats=1 -artifact_prefix="$build/artifacts/$name/" \
            "$build/corpus/$name" $seeds > "$build/fuzz_$name.log" 2>&1; then
        status=1
        result=FAIL
        echo "FAIL fuzz_$name: see $build/fuzz_$name.log and $build/artifacts/$name/"
        tail -n 40 "$build/fuzz_$name.log"
    fi
    grep -E '^#[0-9]+' "$build/fuzz_$name.log" | tail -n 1 || true
    grep -E 'stat::number_of_executed_units|stat::peak_rss_mb' "$build/fuzz_$name.log" || true
    # One line a run in $build/record.txt, the figures of docs/testing.md's record.
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$build/fuzz_$name.log")
    echo "$start $name seconds=$(($(date +%s) - t0)) executions=${execs:-0} $result" >> "$build/record.txt"
done
exit $status
