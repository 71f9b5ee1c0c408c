#!/bin/sh
# The shared library must export exactly the committed symbol list
# (lib/*/*.sym): nothing internal leaks, nothing listed is missing.
set -eu
lib="$top_builddir/.libs/libcardrules.so"
test -f "$lib" || { echo "missing $lib"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
${NM:-nm} -D --defined-only "$lib" | awk '$2 ~ /^[TDBR]$/ {print $3}' | sed 's/@.*//' | LC_ALL=C sort -u > "$tmp/actual"
cat $SYMBOL_FILES | sed -e '/^#/d' -e '/^$/d' | LC_ALL=C sort -u > "$tmp/expected"
if ! diff -u "$tmp/expected" "$tmp/actual"; then
    echo "exported symbols differ from lib/*/*.sym (- listed only, + exported only)"
    exit 1
fi
echo "$(wc -l < "$tmp/actual") exported symbols match the committed list"
