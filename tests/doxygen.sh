#!/bin/sh
# Doxygen over include/ with warnings as errors: every public symbol documented.
set -eu
cfg="$top_builddir/docs/Doxyfile"
out=$(${DOXYGEN:-doxygen} "$cfg" 2>&1) || { printf '%s\n' "$out"; echo "doxygen failed"; exit 1; }
if [ -n "$out" ]; then printf '%s\n' "$out"; echo "doxygen printed warnings"; exit 1; fi
echo "doxygen: no warnings"
