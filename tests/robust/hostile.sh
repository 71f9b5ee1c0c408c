#!/bin/sh
# cardrules-serve and cardrules-solve under hostile streams: a huge line,
# deep JSON nesting, NUL bytes, invalid UTF-8, and 10^5 new/free cycles
# (serve) or 10^5 queries (solve). Every request line still gets exactly one
# reply, the programs exit 0 at the end of input, and memory stays bounded:
# the peak RSS of the long session exceeds that of a session a hundred times
# shorter by less than $slack_kb (GNU time -f %M; skipped if absent).
# POSIX sh and awk only.
set -eu
serve="$top_builddir/examples/cardrules-serve"
solve="$top_builddir/examples/cardrules-solve"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# Sanitizer builds keep freed memory in quarantine; a small one makes the
# comparison meaningful there too.
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=1"; export ASAN_OPTIONS
slack_kb=4096
fail=0
gnutime=
if [ -x /usr/bin/time ] && /usr/bin/time -f %M true 2>/dev/null; then gnutime=/usr/bin/time; fi

big_line() { # bytes char: one line of that many copies of char
    head -c "$1" /dev/zero | tr '\0' "$2"; echo
}

serve_input() { # cycles -> a hostile serve session on stdout
    big_line 20000000 x                                        # 20 MB, not JSON
    printf '{"cmd":"rules","rules":"'; head -c 10000000 /dev/zero | tr '\0' a; printf '"}\n'
    awk 'BEGIN { for (i = 0; i < 100000; i++) printf "["; for (i = 0; i < 100000; i++) printf "]"; print "" }'
    awk 'BEGIN { for (i = 0; i < 50000; i++) printf "{\"a\":"; printf "1"; for (i = 0; i < 50000; i++) printf "}"; print "" }'
    printf '{"cmd":"new","preset":"go-boom"\000,"players":3}\n'
    printf '\000\000\000\n'
    printf '{"cmd":"new","preset":"go-\377\376boom"}\n'
    printf '{"cmd":"rules","rules":"\300\200 \355\240\200"}\n'
    printf '{"cmd":"new","preset":"rockaway","layout":"hand 0 \377\n"}\n'
    printf '{"cmd":"\xc3\x28"}\n'
    awk -v n="$1" 'BEGIN { for (i = 1; i <= n; i++) {
        printf "{\"cmd\":\"new\",\"preset\":\"%s\",\"seed\":%d}\n", (i % 2 ? "go-boom" : "rockaway"), i
        printf "{\"cmd\":\"move\",\"game\":%d,\"seat\":0,\"move\":\"play \\u00ff 7H\"}\n", i
        printf "{\"cmd\":\"free\",\"game\":%d}\n", i } }'
    echo '{"cmd":"new","preset":"go-boom","id":"last"}'
}

solve_input() { # queries -> a hostile solve session on stdout
    big_line 20000000 7
    printf 'straight7 arrange 7C 8C 9C\000 garbage\n'
    printf 'straight7 arrange \377\376 \300\200\n'
    awk 'BEGIN { printf "carousel bestplay"; for (i = 0; i < 30000; i++) printf " 7C"; print " -- 8C" }'
    awk -v n="$1" 'BEGIN { split("straight7 carousel rockit java", p, " ");
        for (i = 1; i <= n; i++) printf "%s deadwood %s 5C 6C KH KS KD 2D\n", p[i % 4 + 1], (i % 2 ? "4C" : "JK") }'
    echo 'straight7 arrange 7C 8C 9C'
}

lines() { # non-blank, non-comment lines of a file
    tr '\000' @ < "$1" | awk 'NF && $1 !~ /^#/ { n++ } END { print n + 0 }'
}

run() { # name program input-generator count
    name=$1 prog=$2 gen=$3 count=$4
    $gen "$count" > "$tmp/$name.in"
    if [ -n "$gnutime" ]; then
        $gnutime -f %M -o "$tmp/$name.rss" "$prog" < "$tmp/$name.in" > "$tmp/$name.out" 2> "$tmp/$name.err" || {
            echo "FAIL $name: exit status $?"; tail -n 5 "$tmp/$name.err"; fail=1; return; }
    else
        "$prog" < "$tmp/$name.in" > "$tmp/$name.out" 2> "$tmp/$name.err" || {
            echo "FAIL $name: exit status $?"; fail=1; return; }
        echo 0 > "$tmp/$name.rss"
    fi
    want=$(lines "$tmp/$name.in") got=$(wc -l < "$tmp/$name.out")
    if [ "$want" -ne "$got" ]; then echo "FAIL $name: $want requests, $got replies"; fail=1; fi
    # Every reply is one JSON object on one line.
    bad=$(awk '!/^\{.*\}$/ { n++ } END { print n + 0 }' "$tmp/$name.out")
    if [ "$bad" -ne 0 ]; then echo "FAIL $name: $bad replies are not one JSON object"; fail=1; fi
    echo "$name: $got replies, peak RSS $(cat "$tmp/$name.rss") KiB"
}

run serve-short "$serve" serve_input 1000
run serve-long "$serve" serve_input 100000
tail -n 1 "$tmp/serve-long.out" | grep -q '"id":"last"' || { echo "FAIL serve: no reply to the last line"; fail=1; }
grep -q '"game":100001,' "$tmp/serve-long.out" || { echo "FAIL serve: the last new did not succeed"; fail=1; }
run solve-short "$solve" solve_input 1000
run solve-long "$solve" solve_input 100000
tail -n 1 "$tmp/solve-long.out" | grep -q '"arrangeable":true\|true' || { echo "FAIL solve: wrong last answer"; fail=1; }
for p in serve solve; do
    short=$(cat "$tmp/$p-short.rss") long=$(cat "$tmp/$p-long.rss")
    if [ $((long - short)) -gt "$slack_kb" ]; then
        echo "FAIL $p: peak RSS grew from $short KiB to $long KiB over a hundred times more requests"; fail=1
    fi
done
exit $fail
