#!/bin/sh
# The README's "Using it" examples work as written: the C one (built by make
# check as tests/readme-example from the README's text) and the Python one
# (run on the library just built, like tests/python.sh).
set -eu
fail=0
ran="C and Python"
out=$("$top_builddir/tests/readme-example")
printf '%s\n' "$out" | grep -q '^refused play 9C: E_CARD_NOT_IN_HAND' || { echo "FAIL: C: no refusal"; fail=1; }
printf '%s\n' "$out" | grep -q '^applied play 7H$' || { echo "FAIL: C: the legal move was not applied"; fail=1; }
printf '%s\n' "$out" | grep -q '^{"version":1,"preset":"go-boom",.*"viewer":1,' || { echo "FAIL: C: no view"; fail=1; }
lib="$top_builddir/.libs/libcardrules.so"
if ${NM:-nm} -D "$lib" | grep -q ' U __asan_'; then
    echo "sanitizer build: the Python example is run by tests/python.sh's setup only"
    ran=C
elif ! "$top_srcdir/tests/python-arch.sh" "$lib"; then
    echo "a library for another word size (a 32-bit build): the Python example is not run"
    ran=C
else
    code=$(sed -n '/^## Using it/,/^## [A-Z]/p' "$top_srcdir/README.md" | sed -n '/^```python$/,/^```$/p' | sed -e '1d' -e '$d')
    [ -n "$code" ] || { echo "FAIL: no Python example in the README"; exit 1; }
    CARDRULES_LIBRARY=$(cd "$(dirname "$lib")" && pwd)/$(basename "$lib")
    PYTHONPATH="$top_srcdir/bindings/python${PYTHONPATH:+:$PYTHONPATH}"; PYTHONDONTWRITEBYTECODE=1
    export CARDRULES_LIBRARY PYTHONPATH PYTHONDONTWRITEBYTECODE
    py=$("${PYTHON:-python3}" -c "$code") || { echo "FAIL: the Python example failed"; fail=1; py=; }
    printf '%s\n' "$py" | grep -q '^refused E_CARD_NOT_IN_HAND ' || { echo "FAIL: Python: no refusal: $py"; fail=1; }
    printf '%s\n' "$py" | grep -q "^\['" || { echo "FAIL: Python: no hand: $py"; fail=1; }
fi
[ $fail -eq 0 ] && { printf '%s\n' "$out"; echo "README examples: $ran as written"; }
exit $fail
