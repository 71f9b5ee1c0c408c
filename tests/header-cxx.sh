#!/bin/sh
# The public header must compile as C++11 and declare everything extern "C".
set -eu
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
printf '#include <cardrules.h>\nint main() { return cr_version_number() == CR_VERSION_NUMBER ? 0 : 1; }\n' > "$tmp/t.cc"
${CXX:-c++} -std=c++11 -pedantic -Wall -Wextra -Werror -I"$top_srcdir/include" -c "$tmp/t.cc" -o "$tmp/t.o"
# extern "C": no C++-mangled cr_ symbol may be referenced.
if ${NM:-nm} "$tmp/t.o" | grep -q '_Z.*cr_'; then
    echo "a cr_ function is declared with C++ linkage"; exit 1
fi
echo "header compiles as C++11 with C linkage"
