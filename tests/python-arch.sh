#!/bin/sh
# python-arch.sh LIB: whether the Python interpreter ($PYTHON) could load
# LIB at all, by word size: a library built for 32-bit x86 on a 64-bit
# machine (CI's i386 build) is not the interpreter's, and the Python tests
# then skip (exit 77) instead of failing on a load that cannot work. Exit 0
# when the ELF class (byte 4: 1 for 32-bit, 2 for 64-bit) matches the
# interpreter's pointer size, 1 otherwise.
set -eu
class=$(od -An -tu1 -j4 -N1 "$1" | tr -d ' ')
bits=$("${PYTHON:-python3}" -c 'import struct; print(struct.calcsize("P") * 8)')
case "$class:$bits" in
    1:32 | 2:64) exit 0 ;;
    *) exit 1 ;;
esac
