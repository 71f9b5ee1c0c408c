#!/bin/sh
# cardrules-serve: scripted sessions (docs/protocol.md). Each tests/serve/*.txt
# is a session script:
#   > REQUEST     a line sent to the server (sent as is: may be garbage)
#   < TEXT        the reply to the last request contains TEXT (fixed string)
#   ! TEXT        the reply to the last request does not contain TEXT
#   = LINE        the reply to the last request is exactly LINE
#   # ...         a comment; blank lines are ignored
# The whole script is fed to one server process; then every reply is checked.
# Raw-byte checks that a text file cannot hold (NUL, overlong lines, binary)
# follow at the end. No python or jq: POSIX sh and awk only.
set -eu
serve="$top_builddir/examples/cardrules-serve"
dir="$top_srcdir/tests/serve"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0

run_script() { # script -> 0 if every expectation holds
    script=$1; name=$(basename "$script" .txt)
    sed -n 's/^> //p' "$script" > "$tmp/$name.in"
    if ! "$serve" < "$tmp/$name.in" > "$tmp/$name.out" 2> "$tmp/$name.err"; then
        echo "FAIL $name: the server exited with status $?"; cat "$tmp/$name.err"; return 1
    fi
    awk -v replies="$tmp/$name.out" -v name="$name" '
        function check(ok, what) {
            if (!ok) { printf "FAIL %s:%d: %s\n  request: %s\n  reply:   %s\n", name, NR, what, req, reply; bad++ }
        }
        /^> / { req = substr($0, 3); n++
                if ((getline reply < replies) <= 0) { reply = "(no reply)"; check(0, "missing reply"); }
                next }
        /^< / { check(index(reply, substr($0, 3)) > 0, "expected " substr($0, 3)); checks++; next }
        /^! / { check(index(reply, substr($0, 3)) == 0, "unexpected " substr($0, 3)); checks++; next }
        /^= / { check(reply == substr($0, 3), "expected exactly " substr($0, 3)); checks++; next }
        /^#/ || /^[ \t]*$/ { next }
        { check(0, "bad script line: " $0) }
        END {
            if ((getline extra < replies) > 0) { reply = extra; check(0, "more replies than requests") }
            printf "%s: %d requests, %d checks, %d failed\n", name, n, checks, bad
            exit bad ? 1 : 0
        }' "$script"
}

for script in "$dir"/*.txt; do
    run_script "$script" || fail=1
done

# ---- raw input a script cannot express ----
expect_lines() { # file count what
    got=$(wc -l < "$1" | tr -d ' ')
    [ "$got" -eq "$2" ] || { echo "FAIL raw: $3: $got reply lines, expected $2"; cat "$1"; fail=1; }
}
# An overlong line (over --max-line) is refused with CR_E_LIMIT and the
# server goes on with the next line.
{ printf '{"cmd":"version","pad":"'; head -c 300 /dev/zero | tr '\0' x; printf '"}\n'
  printf '{"cmd":"version","id":2}\n'; } > "$tmp/long.in"
"$serve" --max-line 200 < "$tmp/long.in" > "$tmp/long.out"
expect_lines "$tmp/long.out" 2 "overlong line"
sed -n 1p "$tmp/long.out" | grep -q '"ok":false,"code":"CR_E_LIMIT"' || { echo "FAIL raw: overlong line not CR_E_LIMIT"; fail=1; }
sed -n 2p "$tmp/long.out" | grep -q '^{"ok":true,"id":2' || { echo "FAIL raw: no recovery after an overlong line"; fail=1; }
# NUL bytes, invalid UTF-8, binary noise, CRLF line ends, no final newline.
printf '{"cmd":"ver\000sion"}\n\377\376garbage\n{"cmd":"\300\200"}\n{"cmd":"version","id":"crlf"}\r\n{"cmd":"version","id":"last"}' > "$tmp/bin.in"
"$serve" < "$tmp/bin.in" > "$tmp/bin.out"
expect_lines "$tmp/bin.out" 5 "binary input"
[ "$(grep -c '"ok":false,"code":"CR_E_PARSE"' "$tmp/bin.out")" -eq 3 ] || { echo "FAIL raw: binary lines not all CR_E_PARSE"; cat "$tmp/bin.out"; fail=1; }
grep -q '"id":"crlf"' "$tmp/bin.out" || { echo "FAIL raw: CRLF line not answered"; fail=1; }
grep -q '"id":"last"' "$tmp/bin.out" || { echo "FAIL raw: last line without newline not answered"; fail=1; }
# A whole Rockaway match of two players (each deals once, RK-8): two deals
# played by the bots with next_deal between; then the match is over, the
# lowest total wins, and a third deal is refused.
{ echo '{"cmd":"new","preset":"rockaway","players":2,"seed":8}'
  for deal in 1 2; do
      i=0; while [ $i -lt 1500 ]; do echo '{"cmd":"bot","game":1,"apply":true}'; i=$((i+1)); done
      echo '{"cmd":"next_deal","game":1}'
  done; } > "$tmp/match.in"
"$serve" < "$tmp/match.in" > "$tmp/match.out"
grep -q '"ok":true,"game":1,"preset":"rockaway","rules":"rockaway players=2","players":2,"deal":1,"dealer":1,' "$tmp/match.out" || { echo "FAIL raw: no second deal dealt by seat 1"; fail=1; }
grep '"phase":"MATCH_OVER"' "$tmp/match.out" | tail -n 1 | grep -q '"match_over":true,"match_winners":\[' || { echo "FAIL raw: the Rockaway match did not end with winners"; tail -n 2 "$tmp/match.out"; fail=1; }
tail -n 1 "$tmp/match.out" | grep -q '^{"ok":false,' || { echo "FAIL raw: a deal after the match was accepted"; fail=1; }
# Mutated requests: every request of the scripts with random bytes changed
# (fixed awk seed), three times over. Each non-blank line gets exactly one
# reply, and the server survives (sanitizer builds catch memory errors).
cat "$dir"/*.txt | sed -n 's/^> //p' > "$tmp/all.in"
awk 'BEGIN { srand(20261121); pool = "{}[]\":,0123456789-eE.tfnu\\ abcHSDC" }
     { for (round = 0; round < 3; round++) {
           line = $0; n = 1 + int(rand() * 4)
           for (k = 0; k < n; k++) {
               i = 1 + int(rand() * length(line)); c = substr(pool, 1 + int(rand() * length(pool)), 1)
               r = rand()
               if (r < 0.4) line = substr(line, 1, i - 1) c substr(line, i + 1)       # replace
               else if (r < 0.7) line = substr(line, 1, i - 1) substr(line, i + 1)   # delete
               else line = substr(line, 1, i - 1) c substr(line, i)                  # insert
           }
           print line
       } }' "$tmp/all.in" > "$tmp/mutated.in"
"$serve" < "$tmp/mutated.in" > "$tmp/mutated.out" || { echo "FAIL raw: the server died on mutated input"; fail=1; }
want=$(grep -cv '^[ 	]*$' "$tmp/mutated.in" || true)
expect_lines "$tmp/mutated.out" "$want" "mutated requests"
# Every reply is one JSON object line starting with "ok" (no stray output).
for f in "$tmp"/*.out; do
    if grep -Ev '^[{]"ok":(true|false)[,}]' "$f" > /dev/null; then
        echo "FAIL: a reply line in $(basename "$f") does not start with \"ok\""; fail=1
    fi
done
# The game limit: with --max-games 2 the third new game is refused, and a
# freed slot can be used again.
cat > "$tmp/limit.in" <<'EOF'
{"cmd":"new","preset":"go-boom","players":3,"seed":1}
{"cmd":"new","preset":"go-boom","players":3,"seed":2}
{"cmd":"new","preset":"go-boom","players":3,"seed":3}
{"cmd":"free","game":1}
{"cmd":"new","preset":"go-boom","players":3,"seed":4}
EOF
"$serve" --max-games 2 < "$tmp/limit.in" > "$tmp/limit.out"
sed -n 3p "$tmp/limit.out" | grep -q '"ok":false,"code":"CR_E_LIMIT"' || { echo "FAIL raw: game limit not enforced"; cat "$tmp/limit.out"; fail=1; }
sed -n 5p "$tmp/limit.out" | grep -q '"ok":true,"game":3' || { echo "FAIL raw: freed slot not reusable"; cat "$tmp/limit.out"; fail=1; }
# Save, then load in a fresh server: the state and every view are identical
# (game ids restart at 1 in a new process). A truncated save is refused.
{ echo '{"cmd":"new","preset":"go-boom","players":4,"seed":7}'
  i=0; while [ $i -lt 9 ]; do echo '{"cmd":"bot","game":1,"apply":true}'; i=$((i+1)); done
  echo '{"cmd":"save","game":1}'
  echo '{"cmd":"state","game":1}'
  echo '{"cmd":"view","game":1,"seat":0}'
  echo '{"cmd":"view","game":1,"seat":2}'
  echo '{"cmd":"view","game":1}'
  echo '{"cmd":"history","game":1}'; } > "$tmp/save.in"
"$serve" < "$tmp/save.in" > "$tmp/save.out"
save=$(sed -n 's/^{"ok":true,"game":1,"save":\(".*"\)}$/\1/p' "$tmp/save.out")
if [ -z "$save" ]; then
    echo "FAIL raw: no save text"; cat "$tmp/save.out"; fail=1
else
    { printf '{"cmd":"load","save":%s}\n' "$save"
      tail -n 5 "$tmp/save.in"
      printf '{"cmd":"load","save":%s"}\n' "$(printf '%s' "$save" | cut -c1-120 | sed 's/\\*$//')"; } > "$tmp/load.in"
    "$serve" < "$tmp/load.in" > "$tmp/load.out"
    sed -n 1p "$tmp/load.out" | grep -q '^{"ok":true,"game":1,' || { echo "FAIL raw: load refused its own save"; sed -n 1p "$tmp/load.out"; fail=1; }
    tail -n 5 "$tmp/save.out" > "$tmp/save.tail"
    sed -n 2,6p "$tmp/load.out" > "$tmp/load.tail"
    cmp -s "$tmp/save.tail" "$tmp/load.tail" || { echo "FAIL raw: state or views differ after save and load"; diff "$tmp/save.tail" "$tmp/load.tail"; fail=1; }
    sed -n 7p "$tmp/load.out" | grep -q '^{"ok":false,' || { echo "FAIL raw: a truncated save was accepted"; fail=1; }
fi
# Match records: whole matches (bots, next_deal between deals) recorded,
# then replayed in a fresh server: the state, the views, the history and the
# record itself are identical. next_deal while a deal is on is refused and
# changes nothing.
for preset in "go-boom 3 11" "rockaway 4 12" "go-boom 5 13"; do
    set -- $preset
    { echo "{\"cmd\":\"new\",\"preset\":\"$1\",\"players\":$2,\"seed\":$3}"
      i=0; while [ $i -lt 600 ]; do
          echo '{"cmd":"bot","game":1,"apply":true}'; echo '{"cmd":"next_deal","game":1}'; i=$((i+1))
      done
      echo '{"cmd":"record","game":1}'; } > "$tmp/rec.in"
    "$serve" --max-line 16777216 < "$tmp/rec.in" > "$tmp/rec.out"
    record=$(tail -n 1 "$tmp/rec.out" | sed -n 's/^{"ok":true,"game":1,"record":\(".*"\)}$/\1/p')
    if [ -z "$record" ]; then echo "FAIL raw: no record of a $1 match"; tail -n 1 "$tmp/rec.out"; fail=1; continue; fi
    case $record in *next-deal*) ;; *) echo "FAIL raw: the $1 record spans one deal only"; fail=1;; esac
    probe='{"cmd":"state","game":1}
{"cmd":"view","game":1}
{"cmd":"view","game":1,"seat":0}
{"cmd":"history","game":1}
{"cmd":"record","game":1}'
    { printf '%s\n' "$probe"; } > "$tmp/probe.in"
    { head -n -1 "$tmp/rec.in"; cat "$tmp/probe.in"; } > "$tmp/orig.in"
    "$serve" --max-line 16777216 < "$tmp/orig.in" | tail -n 5 > "$tmp/orig.tail"
    { printf '{"cmd":"replay","record":%s}\n' "$record"; cat "$tmp/probe.in"; } > "$tmp/replay.in"
    "$serve" --max-line 16777216 < "$tmp/replay.in" > "$tmp/replay.out"
    sed -n 1p "$tmp/replay.out" | grep -q '^{"ok":true,"game":1,' || { echo "FAIL raw: replay refused a $1 record"; sed -n 1p "$tmp/replay.out"; fail=1; }
    tail -n 5 "$tmp/replay.out" > "$tmp/replay.tail"
    cmp -s "$tmp/orig.tail" "$tmp/replay.tail" || { echo "FAIL raw: a replayed $1 match differs"; diff "$tmp/orig.tail" "$tmp/replay.tail" | head; fail=1; }
done
# Determinism: the same rules and seed give the same game.
printf '%s\n' '{"cmd":"new","preset":"rockaway","players":3,"seed":99}' '{"cmd":"view","game":1,"seat":1}' > "$tmp/det.in"
"$serve" < "$tmp/det.in" > "$tmp/det1.out"
"$serve" < "$tmp/det.in" > "$tmp/det2.out"
cmp -s "$tmp/det1.out" "$tmp/det2.out" || { echo "FAIL raw: same seed, different game"; fail=1; }
# The bots play whole deals through the protocol: keep asking the bot to move
# until the deal is over (later requests fail: nobody is to act).
for preset in "go-boom 4" "rockaway 5" "go-boom 9"; do
    set -- $preset
    { echo "{\"cmd\":\"new\",\"preset\":\"$1\",\"players\":$2,\"seed\":3}"
      i=0; while [ $i -lt 1500 ]; do echo '{"cmd":"bot","game":1,"apply":true}'; i=$((i+1)); done
      echo '{"cmd":"state","game":1}'; } > "$tmp/bots.in"
    "$serve" < "$tmp/bots.in" > "$tmp/bots.out"
    tail -n 1 "$tmp/bots.out" | grep -Eq '"phase":"(DEAL_OVER|MATCH_OVER)"' || { echo "FAIL raw: bots did not finish a $1 deal"; tail -n 3 "$tmp/bots.out"; fail=1; }
    tail -n 1 "$tmp/bots.out" | grep -q '"result":{"end":"' || { echo "FAIL raw: no result after a $1 deal"; fail=1; }
done
# Bad command-line options are refused with status 2.
if "$serve" --max-games 0 < /dev/null > /dev/null 2>&1; then echo "FAIL: --max-games 0 accepted"; fail=1; fi

[ $fail -eq 0 ] && echo "cardrules-serve: every session and raw check passed"
exit $fail
