#!/bin/sh
# Bootstrap the build system from a git checkout (a release tarball has it).
set -e
cd "$(dirname "$0")"
mkdir -p m4 build-aux
autoreconf --install --force --warnings=all
