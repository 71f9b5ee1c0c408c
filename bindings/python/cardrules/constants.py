# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""Every public constant of libcardrules as Python enums, read from the
library's constant table (cr_constant_get) when the package is imported:
nothing is retyped, so the values are always those of the library loaded.

Each group of the table becomes an ``enum.IntEnum`` named after it in
CamelCase (``status`` -> ``Status``, ``move_type`` -> ``MoveType``,
``end_reason`` -> ``EndReason``), whose members are the constants' short
names (``Status.E_PARSE``, ``Reason.NO_MATCH``, ``Phase.READY``,
``Preset.GO_BOOM``). ``CONSTANTS`` maps every C name (``"CR_PHASE_READY"``)
to its value, and ``ENUMS`` maps group names to the enum classes.
"""

import ctypes
import enum

from ._native import lib, text


def _read_table():
    groups = {}
    c_names = {}
    g, name, short = ctypes.c_char_p(), ctypes.c_char_p(), ctypes.c_char_p()
    value = ctypes.c_int64()
    for i in range(lib.cr_constant_count()):
        if lib.cr_constant_get(ctypes.byref(g), ctypes.byref(name), ctypes.byref(short),
                               ctypes.byref(value), i) != 0:
            raise ImportError("cardrules: cannot read constant %d" % i)
        groups.setdefault(text(g.value), []).append((text(short.value), value.value))
        c_names[text(name.value)] = value.value
    return groups, c_names


def _class_name(group):
    return "".join(part.capitalize() for part in group.split("_"))


_groups, CONSTANTS = _read_table()
ENUMS = {group: enum.IntEnum(_class_name(group), members, module=__name__)
         for group, members in _groups.items()}
globals().update({e.__name__: e for e in ENUMS.values()})
__all__ = ["CONSTANTS", "ENUMS"] + sorted(e.__name__ for e in ENUMS.values())


def member(enum_class, value):
    """The member of an enum with this value, or the int itself if the
    library returned a value the enum does not have."""
    try:
        return enum_class(value)
    except ValueError:
        return value
