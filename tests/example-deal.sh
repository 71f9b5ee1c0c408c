#!/bin/sh
# examples/deal: deterministic for a seed, deals distinct cards, rejects bad input.
set -eu
deal="$top_builddir/examples/deal"
a=$("$deal" 7 4 13)
b=$("$deal" 7 4 13)
c=$("$deal" 8 4 13)
[ "$a" = "$b" ] || { echo "same seed gave different deals"; exit 1; }
[ "$a" != "$c" ] || { echo "different seeds gave the same deal"; exit 1; }
# 4 x 13 from one pack: every card exactly once, in 4 lines of 13.
cards=$(printf '%s\n' "$a" | sed -n 's/^seat [0-9]*: //p' | tr ' ' '\n')
[ "$(printf '%s\n' "$cards" | wc -l)" -eq 52 ] || { echo "expected 52 cards"; exit 1; }
[ "$(printf '%s\n' "$cards" | sort -u | wc -l)" -eq 52 ] || { echo "a card was dealt twice"; exit 1; }
printf '%s\n' "$a" | grep -q '♠' || { echo "no Unicode suit symbol"; exit 1; }
printf '%s\n' "$a" | grep -q '^stock: 0 cards' || { echo "stock line wrong"; exit 1; }
if "$deal" 1 20 7 >/dev/null 2>&1; then echo "20 x 7 from 52 cards accepted"; exit 1; fi
if "$deal" x >/dev/null 2>&1; then echo "bad seed accepted"; exit 1; fi
echo "examples/deal: deterministic, distinct cards, bad input refused"
