#!/bin/sh
# examples/demo (the Quick start's demo): a seeded game where a legal move is
# applied, an illegal one refused with its reason code and message, a seat's
# view printed, and meld questions answered; deterministic for a seed.
set -eu
demo="$top_builddir/examples/demo"
out=$("$demo")
again=$("$demo" 42)
other=$("$demo" 7)
fail=0
check() { printf '%s\n' "$out" | grep -Eq "$1" || { echo "FAIL: no line matching $1"; fail=1; }; }
check '^== libcardrules .*: rockaway players=3, seed 42 ==$'
check '^seat [0-9] to act, widow [0-9AJQK]+[CDHS], hand '
check '^legal: \[play [0-9AJQK]+[CDHS]\]'
check '^applied: seat [0-9] (play [0-9AJQK]+[CDHS]|draw)$'
check '^refused: seat [0-9] .* -> E_[A-Z_]+ \(CR_E_ILLEGAL_MOVE\): .+'
check '^view of seat [0-9]: \{"version":1,"preset":"rockaway",.*"hand":\['
check '^meld\? 7C 8C 9C: yes, a run$'
check '^meld\? QH QS QD: yes, a group$'
check '^meld\? 7C 8D 9C: no \(.+\)$'
check '^deadwood of 7C 8C 9C QH QS QD 4D: 4$'
# The view is one seat's: it never holds another seat's hand.
printf '%s\n' "$out" | grep '^view of seat' | grep -q '"hands"' && { echo "FAIL: the view shows every hand"; fail=1; }
[ "$out" = "$again" ] || { echo "FAIL: the same seed printed a different game"; fail=1; }
[ "$out" != "$other" ] || { echo "FAIL: another seed printed the same game"; fail=1; }
if "$demo" x > /dev/null 2>&1; then echo "FAIL: a bad seed was accepted"; fail=1; fi
[ $fail -eq 0 ] && printf '%s\n' "$out"
exit $fail
