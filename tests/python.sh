#!/bin/sh
# The Python package's own tests (bindings/python/tests, unittest) on the
# library just built: the package is imported from the source tree and told
# where the library is (CARDRULES_LIBRARY). No bytecode is written, so the
# source tree stays clean (and read-only trees, as in make distcheck, work).
set -eu
lib="$top_builddir/.libs/libcardrules.so"
test -f "$lib" || { echo "missing $lib"; exit 1; }
"$top_srcdir/tests/python-arch.sh" "$lib" || {
    echo "SKIP: $lib is not for this interpreter's word size (a 32-bit build)"; exit 77; }
CARDRULES_LIBRARY=$(cd "$(dirname "$lib")" && pwd)/$(basename "$lib")
CARDRULES_SOLVE=$(cd "$top_builddir" && pwd)/examples/cardrules-solve
PYTHONPATH="$top_srcdir/bindings/python${PYTHONPATH:+:$PYTHONPATH}"
PYTHONDONTWRITEBYTECODE=1
export CARDRULES_LIBRARY CARDRULES_SOLVE PYTHONPATH PYTHONDONTWRITEBYTECODE
# A sanitizer build: the library needs its runtime loaded first, and the
# interpreter's own allocations at exit are not ours to report.
if ${NM:-nm} -D "$lib" | grep -q ' U __asan_'; then
    for rt in libclang_rt.asan-x86_64.so libasan.so; do
        path=$(${CC:-cc} -print-file-name=$rt)
        if [ -f "$path" ]; then LD_PRELOAD=$path; export LD_PRELOAD; break; fi
    done
    ASAN_OPTIONS=detect_leaks=0; export ASAN_OPTIONS
fi
exec "${PYTHON:-python3}" -m unittest discover -s "$top_srcdir/bindings/python/tests" -v
