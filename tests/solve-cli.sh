#!/bin/sh
# examples/cardrules-solve against tests/solve/queries.txt: one JSON line per
# query line, in order; each checked against tests/solve/expected.txt (values
# from RULES.md scenarios). An expected line is either `=LINE` (the whole
# output line) or fragments separated by spaces that must all occur in it.
set -eu
solve="$top_builddir/examples/cardrules-solve"
dir="$top_srcdir/tests/solve"
out=$(mktemp)
trap 'rm -f "$out"' EXIT

"$solve" < "$dir/queries.txt" > "$out" || { echo "cardrules-solve exited $? on the query file"; exit 1; }
want=$(wc -l < "$dir/expected.txt")
got=$(wc -l < "$out")
[ "$want" -eq "$got" ] || { echo "expected $want output lines, got $got"; cat "$out"; exit 1; }

fail=0
n=0
while IFS= read -r exp; do
    n=$((n + 1))
    line=$(sed -n "${n}p" "$out")
    case "$exp" in
    =*)
        [ "$line" = "${exp#=}" ] || { echo "line $n: got  $line"; echo "line $n: want ${exp#=}"; fail=1; }
        ;;
    *)
        for frag in $exp; do
            case "$line" in
            *"$frag"*) ;;
            *) echo "line $n: missing $frag in $line"; fail=1 ;;
            esac
        done
        ;;
    esac
done < "$dir/expected.txt"

# Every line is one JSON object (checked when python3 is at hand).
if command -v python3 >/dev/null 2>&1; then
    python3 -c 'import json, sys
for i, l in enumerate(sys.stdin, 1):
    assert isinstance(json.loads(l), dict), i' < "$out" || { echo "output is not JSON lines"; fail=1; }
fi

# One query from the arguments: exit 0 with the answer, 1 with an error object.
a=$("$solve" straight6 deadwood 7H 7D 7S 8H 9H 10H) || { echo "argument query failed"; fail=1; }
case "$a" in *'"deadwood":0,'*) ;; *) echo "argument query: $a"; fail=1 ;; esac
a=$("$solve" rockit bestplay 7H 8H 9H -- 10H JK) || { echo "argument bestplay failed"; fail=1; }
case "$a" in '{"count":2,"value":10,'*) ;; *) echo "argument bestplay: $a"; fail=1 ;; esac
if a=$("$solve" carousel meld 7H 8X); then echo "a bad argument query exited 0"; fail=1; fi
case "$a" in '{"error":"bad_card"'*) ;; *) echo "bad argument query: $a"; fail=1 ;; esac
if "$solve" '#' >/dev/null 2>&1; then echo "a comment as the only argument was accepted"; fail=1; fi

# CRLF line ends and tabs are accepted.
a=$(printf 'straight7\tdeadwood\tAC 2C 3C KD\r\n' | "$solve")
[ "$a" = '{"deadwood":10,"melds":[["AC","2C","3C"]],"unmatched":["KD"]}' ] || { echo "CRLF: $a"; fail=1; }

# Control characters and invalid UTF-8 in a bad token stay valid JSON.
a=$(printf 'carousel meld 7H "x\\\001\377\n' | "$solve")
[ "$a" = '{"error":"bad_card","message":"not a card: \"x\\\u0001�"}' ] || { echo "escaping: $a"; fail=1; }

# A line holding a NUL byte is refused whole (issue 13): C text would end at
# the NUL and the query be answered without the rest of the line.
a=$(printf 'straight7 arrange 7C 8C 9C\000 garbage\nstraight7 arrange \000\n\000\nstraight7 arrange 7C 8C 9C\n' | "$solve")
want_nul='{"error":"usage","message":"the line holds a NUL byte"}'
[ "$a" = "$want_nul
$want_nul
$want_nul
{\"arrangeable\":true,\"melds\":[[\"7C\",\"8C\",\"9C\"]]}" ] || { echo "NUL lines: $a"; fail=1; }

[ "$fail" -eq 0 ] || exit 1
echo "cardrules-solve: $want query lines answered as expected"
