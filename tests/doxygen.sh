#!/bin/sh
# Doxygen over include/ and docs/ with warnings as errors: every public symbol
# documented, the guides as pages, docs/README.md as the main page.
set -eu
cfg="$top_builddir/docs/Doxyfile"
out=$(${DOXYGEN:-doxygen} "$cfg" 2>&1) || { printf '%s\n' "$out"; echo "doxygen failed"; exit 1; }
if [ -n "$out" ]; then printf '%s\n' "$out"; echo "doxygen printed warnings"; exit 1; fi
# The main page is docs/README.md (USE_MDFILE_AS_MAINPAGE), and every guide
# it links is a page of the reference.
index="$top_builddir/docs/api/html/index.html"
grep -q '<title>libcardrules: libcardrules documentation' "$index" || { echo "the main page is not docs/README.md"; exit 1; }
for page in conventions game games_README games_rockaway python; do
    grep -q "href=\"md_docs_$page.html\"" "$index" || { echo "the main page does not link docs/$page"; exit 1; }
    [ -f "$top_builddir/docs/api/html/md_docs_$page.html" ] || { echo "no page for docs/$page"; exit 1; }
done
echo "doxygen: no warnings; the main page is docs/README.md and links the guides"
