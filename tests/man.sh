#!/bin/sh
# The installed documentation, checked in the build tree (mk/docs.am):
# - every man page renders without a warning (groff -ww), when groff is here;
# - every installed program has a section-1 page, and its --help names that
#   page and documents that exist and are installed (CR_DOCDIR/docs/...);
# - cardrules(3) lists every exported function;
# - every guide in docs/ and docs/games/ is in the installed list (DOC_GUIDES).
set -eu
fail=0
man="$top_builddir/man"
for page in "$man"/*.1 "$man"/*.3; do
    [ -f "$page" ] || { echo "FAIL: no man pages built in $man"; exit 1; }
    grep -q '@[a-zA-Z_]*@' "$page" && { echo "FAIL: $page has an unsubstituted @...@"; fail=1; }
    if command -v groff > /dev/null 2>&1; then
        # every warning but "cannot adjust line" (long install paths in a narrow terminal)
        warnings=$(groff -man -Tutf8 -ww -Wbreak -z "$page" 2>&1) || true
        [ -z "$warnings" ] || { echo "FAIL: groff warns about $page:"; echo "$warnings"; fail=1; }
    fi
done
for p in $INSTALLED_PROGRAMS; do
    name=${p##*/}
    [ -f "$man/$name.1" ] || { echo "FAIL: $name has no man page"; fail=1; continue; }
    help=$("$top_builddir/$p" --help) || { echo "FAIL: $name --help failed"; fail=1; continue; }
    case $help in *"man $name"*) ;; *) echo "FAIL: $name --help does not name its man page"; fail=1;; esac
    docs=$(printf '%s\n' "$help" | tr ' ,;' '\n\n\n' | sed -n 's|^/.*/\(docs/.*\.md\)$|\1|p')
    [ -n "$docs" ] || { echo "FAIL: $name --help names no installed document"; fail=1; }
    for d in $docs; do
        [ -f "$top_srcdir/$d" ] || { echo "FAIL: $name --help names $d, which does not exist"; fail=1; }
        case " $DOC_GUIDES " in *" $d "*) ;; *) echo "FAIL: $name --help names $d, which is not installed"; fail=1;; esac
    done
done
[ "$(cat $SYMBOL_FILES | grep -c '^cr_')" -gt 100 ] || { echo "FAIL: cannot read the symbol lists"; fail=1; }
cat $SYMBOL_FILES | sed -e '/^#/d' -e '/^$/d' | while read -r fn; do
    grep -q "^$fn()\$" "$man/cardrules.3" || echo "FAIL: cardrules(3) does not list $fn"
done | grep . && fail=1
for d in "$top_srcdir"/docs/*.md "$top_srcdir"/docs/games/*.md; do
    rel=docs/${d#"$top_srcdir"/docs/}
    case " $DOC_GUIDES " in *" $rel "*) ;; *) echo "FAIL: $rel is not installed (add it to DOC_GUIDES in mk/docs.am)"; fail=1;; esac
done
[ $fail -eq 0 ] && echo "man pages, --help paths and installed guides: all checked"
exit $fail
