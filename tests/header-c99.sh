#!/bin/sh
# The public header must compile alone as strict C99 (bindings and old
# compilers see only it).
set -eu
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
printf '#include <cardrules.h>\nint main(void) { return (int)cr_version_number() == CR_VERSION_NUMBER ? 0 : 1; }\n' > "$tmp/t.c"
${CC:-cc} -std=c99 -pedantic -Wall -Wextra -Werror -I"$top_srcdir/include" -c "$tmp/t.c" -o "$tmp/t.o"
echo "header compiles as C99 -pedantic -Werror"
