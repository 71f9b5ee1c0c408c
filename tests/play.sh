#!/bin/sh
# cardrules-play (docs/play.md): scripted games end properly, never crash.
set -eu
play="$top_builddir/examples/cardrules-play"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
# Bots on every seat: one deal of each game ends with its result, and the
# same seed replays the same game.
for game in rockaway go-boom; do
    "$play" --auto --game $game --players 4 --seed 11 < /dev/null > "$tmp/$game.1"
    "$play" --auto --game $game --players 4 --seed 11 < /dev/null > "$tmp/$game.2"
    grep -q '^Deal 1 over (' "$tmp/$game.1" || { echo "FAIL: $game deal did not end"; tail -n 5 "$tmp/$game.1"; fail=1; }
    grep -q '^  scores:' "$tmp/$game.1" || { echo "FAIL: $game: no scores"; fail=1; }
    grep -q '[♣♦♥♠]' "$tmp/$game.1" || { echo "FAIL: $game: no Unicode suits"; fail=1; }
    cmp -s "$tmp/$game.1" "$tmp/$game.2" || { echo "FAIL: $game: same seed, different game"; fail=1; }
done
# The rummy games: bots play a deal to its end, the table melds are shown.
for game in straight6 straight7 skip block queen-city round-the-corner boathouse java rummy-poker double; do
    "$play" --auto --game $game --players 3 --seed 7 < /dev/null > "$tmp/$game"
    grep -q '^Deal 1 over (' "$tmp/$game" || { echo "FAIL: $game deal did not end"; tail -n 5 "$tmp/$game"; fail=1; }
done
{ i=0; while [ $i -lt 400 ]; do echo 1; i=$((i+1)); done; } | "$play" --game straight7 --players 3 --seed 3 --ascii > "$tmp/rummy-human"
grep -q '^Deal 1 over (' "$tmp/rummy-human" || { echo "FAIL: the human's rummy deal did not end"; tail -n 5 "$tmp/rummy-human"; fail=1; }
grep -q 'upcard:' "$tmp/rummy-human" || { echo "FAIL: no upcard shown"; fail=1; }
grep -q '^Seat [0-9]* wins the trick.$' "$tmp/go-boom.1" || { echo "FAIL: go-boom: no trick winner announced"; fail=1; }
# A whole match with bots ends with a match winner.
"$play" --auto --match --game rockaway --players 3 --seed 5 < /dev/null > "$tmp/match"
grep -q '^Match over. Winner: seat' "$tmp/match" || { echo "FAIL: the Rockaway match did not end"; tail -n 5 "$tmp/match"; fail=1; }
[ "$(grep -c '^Deal [0-9]* over' "$tmp/match")" -eq 3 ] || { echo "FAIL: a 3-player Rockaway match is 3 deals (RK-8)"; fail=1; }
# A person at seat 0 typing: help, garbage, an out-of-range number, then
# always the first legal move: the deal ends and the program exits 0.
{ printf 'help\nfly away\n99\nplay ZZ\nhand\n'; i=0; while [ $i -lt 400 ]; do echo 1; i=$((i+1)); done; } > "$tmp/moves"
"$play" --game go-boom --players 3 --seed 2 --ascii < "$tmp/moves" > "$tmp/human"
grep -q '^Deal 1 over (' "$tmp/human" || { echo "FAIL: the human's deal did not end"; tail -n 5 "$tmp/human"; fail=1; }
grep -q 'not a move' "$tmp/human" || { echo "FAIL: garbage input not reported"; fail=1; }
grep -q 'no move 99' "$tmp/human" || { echo "FAIL: out-of-range choice not reported"; fail=1; }
grep -q '^You ' "$tmp/human" || { echo "FAIL: the human never moved"; fail=1; }
if grep -q '[♣♦♥♠]' "$tmp/human"; then echo "FAIL: --ascii printed suit symbols"; fail=1; fi
# End of input in the middle of a deal quits cleanly; so does quit.
printf '1\n' | "$play" --game rockaway --seed 3 > "$tmp/eof"
grep -q '^Bye.' "$tmp/eof" || { echo "FAIL: end of input did not quit cleanly"; fail=1; }
printf 'quit\n' | "$play" --game go-boom --seat 2 --seed 3 > "$tmp/quit"
grep -q '^Bye.' "$tmp/quit" || { echo "FAIL: quit did not quit"; fail=1; }
# Bad options are refused with status 2.
for args in "--game canasta" "--players 1" "--seat 4 --players 4" "--seed x" "--bogus"; do
    set +e; "$play" $args < /dev/null > /dev/null 2>&1; st=$?; set -e
    [ $st -eq 2 ] || { echo "FAIL: '$args' gave status $st, expected 2"; fail=1; }
done
# The manipulation games: bots end a deal; a person asks for a hint, rewrites
# melds (a bad rewrite is refused and the turn goes on), then takes the first
# listed move until the deal ends.
for game in carousel rockit; do
    "$play" --auto --game $game --players 3 --seed 4 < /dev/null > "$tmp/$game"
    grep -q '^Deal 1 over (' "$tmp/$game" || { echo "FAIL: $game deal did not end"; tail -n 5 "$tmp/$game"; fail=1; }
    { printf 'help\nhint\n9=7S\n+=2C 3C\n'; i=0; while [ $i -lt 600 ]; do echo 1; i=$((i+1)); done; } > "$tmp/mmoves"
    "$play" --game $game --players 3 --seed 2 --ascii < "$tmp/mmoves" > "$tmp/$game.human"
    grep -q '^Deal 1 over (' "$tmp/$game.human" || { echo "FAIL: $game: the human's deal did not end"; tail -n 5 "$tmp/$game.human"; fail=1; }
    grep -q '  table:' "$tmp/$game.human" || { echo "FAIL: $game: no table shown"; fail=1; }
    grep -q 'hint' "$tmp/$game.human" || { echo "FAIL: $game: no hint answer"; fail=1; }
    grep -q 'no meld 9' "$tmp/$game.human" || { echo "FAIL: $game: a bad meld number not reported"; fail=1; }
done
[ $fail -eq 0 ] && echo "cardrules-play: bots and scripted players finish their games"
exit $fail
