#!/bin/sh
# docs/games/: the rules pages. Every ambiguity or example id the
# documentation cites (RK-4, GB-T1, CM-1, ...) is defined by a table row of
# a docs/games page, for every id family that has a page; docs/games/README.md
# indexes every page; no doc sends the reader to RULES.md for an id a page
# defines (users never see RULES.md).
set -eu
docs="$top_srcdir/docs"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
# Ids defined: the first cell of a table row on a games page.
sed -n 's/^| \([A-Z][A-Z]*-T\{0,1\}[0-9][0-9]*\) |.*/\1/p' "$docs"/games/*.md | sort -u > "$tmp/defined"
[ -s "$tmp/defined" ] || { echo "FAIL: no ids defined in docs/games"; exit 1; }
sed 's/-.*//' "$tmp/defined" | sort -u > "$tmp/families"
# Ids cited anywhere in the documentation, in a family that has a page.
for f in "$top_srcdir/README.md" "$docs"/*.md "$docs"/games/*.md; do
    grep -o '[A-Z][A-Z]*-T\{0,1\}[0-9][0-9]*' "$f" | sort -u | while read -r id; do
        if grep -qx "${id%%-*}" "$tmp/families" && ! grep -qx "$id" "$tmp/defined"; then
            echo "FAIL: $(basename "$f") cites $id, which no docs/games page defines"
        fi
    done
done > "$tmp/undefined"
if [ -s "$tmp/undefined" ]; then cat "$tmp/undefined"; fail=1; fi
# Each page is in the index; each page the index links exists.
for page in "$docs"/games/*.md; do
    name=$(basename "$page")
    [ "$name" = README.md ] && continue
    grep -q "($name)" "$docs/games/README.md" || { echo "FAIL: docs/games/README.md does not link $name"; fail=1; }
done
sed -n 's/.*](\([a-z0-9-]*\.md\)).*/\1/p' "$docs/games/README.md" | while read -r name; do
    [ -f "$docs/games/$name" ] || echo "FAIL: docs/games/README.md links a missing $name"
done | grep . && fail=1
# No "RULES.md" next to an id of a family with a page.
if grep -n 'RULES\.md [0-9.]*[ ,]*\(RK\|GB\|CM\)-' "$top_srcdir/README.md" "$docs"/*.md "$docs"/games/*.md; then
    echo "FAIL: the lines above send the reader to RULES.md for an id docs/games defines"; fail=1
fi
# The two SHED pages define every id of their games.
for id in RK-1 RK-2 RK-3 RK-4 RK-5 RK-6 RK-7 RK-8 RK-9 RK-10 RK-11 RK-12 RK-T1 RK-T2 RK-T3 RK-T4 \
          GB-1 GB-2 GB-3 GB-4 GB-5 GB-6 GB-7 GB-8 GB-9 GB-10 GB-11 GB-T1 GB-T2 GB-T3 GB-T4 \
          CM-1 CM-5 CM-11; do
    grep -qx "$id" "$tmp/defined" || { echo "FAIL: $id is not defined in docs/games"; fail=1; }
done
[ $fail -eq 0 ] && echo "docs/games: $(wc -l < "$tmp/defined" | tr -d ' ') ids defined, every cited id found"
exit $fail
