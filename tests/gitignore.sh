#!/bin/sh
# Every file the build writes into the tree is ignored by git, so that the
# tree is clean after the Quick start (bash .ci/setup; make check). The list
# comes from the Makefile (BUILT_OUTPUTS: every program, man page and
# generated file, and the test logs). .ci/run also checks git status itself
# after the Quick start. Skipped outside a git checkout or in a VPATH build.
set -eu
[ "$(cd "$top_srcdir" && pwd)" = "$(cd "$top_builddir" && pwd)" ] || { echo "VPATH build: skipped"; exit 77; }
command -v git > /dev/null 2>&1 || { echo "no git: skipped"; exit 77; }
git -C "$top_srcdir" rev-parse --is-inside-work-tree > /dev/null 2>&1 || { echo "not a git checkout: skipped"; exit 77; }
fail=0
n=0
for f in $BUILT_OUTPUTS tests/gitignore.sh.log tests/gitignore.sh.trs test-suite.log; do
    n=$((n + 1))
    if ! git -C "$top_srcdir" check-ignore -q --no-index "$f"; then
        echo "FAIL: $f is built into the tree but not ignored (add it to .gitignore)"; fail=1
    fi
done
[ $fail -eq 0 ] && echo "gitignore: all $n build outputs are ignored"
exit $fail
