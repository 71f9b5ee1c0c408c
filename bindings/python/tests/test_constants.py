# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""The enums are the library's constant table, and agree with the library's
own names for the values (cr_reason_name, cr_phase_name, ...)."""

import ctypes
import unittest

import cardrules as cr
from cardrules._native import lib, text


class ConstantsTest(unittest.TestCase):
    def test_every_table_entry_is_an_enum_member(self):
        g, n, s, v = ctypes.c_char_p(), ctypes.c_char_p(), ctypes.c_char_p(), ctypes.c_int64()
        count = lib.cr_constant_count()
        self.assertGreater(count, 100)
        for i in range(count):
            self.assertEqual(lib.cr_constant_get(ctypes.byref(g), ctypes.byref(n), ctypes.byref(s),
                                                 ctypes.byref(v), i), 0)
            enum_class = cr.ENUMS[text(g.value)]
            self.assertEqual(enum_class[text(s.value)], v.value, text(n.value))
            self.assertEqual(cr.CONSTANTS[text(n.value)], v.value)
        self.assertEqual(len(cr.CONSTANTS), count)

    def test_enum_classes_are_exported(self):
        # docs/python.md lists these classes; each is the library's group.
        classes = {"Status": "status", "Reason": "reason", "Phase": "phase",
                   "MoveType": "move_type", "MoveCode": "move_code", "EndReason": "end_reason",
                   "Currency": "currency", "Pile": "pile", "Seat": "seat", "MeldKind": "meld_kind",
                   "SeqMode": "seq_mode", "OptionType": "option_type", "Engine": "engine",
                   "Preset": "preset", "Format": "format", "Limit": "limit", "Suit": "suit",
                   "Rank": "rank", "Card": "card", "Color": "color", "Version": "version"}
        self.assertEqual(set(cr.ENUMS), set(classes.values()))
        for cls, group in classes.items():
            self.assertIn(cls, cr.__all__)
            self.assertIs(getattr(cr, cls), cr.ENUMS[group])

    def test_names_agree_with_the_library_name_functions(self):
        for r in cr.Reason:
            expected = "NONE" if r == cr.Reason.NONE else "E_" + r.name
            self.assertEqual(text(lib.cr_reason_name(r)), expected)
        self.assertEqual(lib.cr_reason_count(), len(cr.Reason))
        for p in cr.Phase:
            self.assertEqual(text(lib.cr_phase_name(p)), p.name)
        for e in cr.EndReason:
            self.assertEqual(text(lib.cr_end_reason_name(e)), e.name)
        for c in cr.Currency:
            self.assertEqual(text(lib.cr_currency_name(c)), c.name)
        for s in cr.Status:
            self.assertEqual(text(lib.cr_status_name(s)), "CR_" + s.name)
        for p in cr.Preset:
            v = ctypes.c_int32()
            self.assertEqual(lib.cr_preset_from_name(ctypes.byref(v), ("CR_GAME_" + p.name).encode()), 0)
            self.assertEqual(v.value, p)

    def test_version(self):
        self.assertEqual(cr.__version__, "%d.%d.%d" % (cr.Version.MAJOR, cr.Version.MINOR,
                                                       cr.Version.PATCH))
        self.assertEqual(lib.cr_version_number(), cr.Version.NUMBER)

    def test_limits_are_the_library_ones(self):
        self.assertEqual(cr.Limit.MAX_CARDS, lib.cr_max_cards())
        self.assertEqual(cr.Card.JOKER, cr.CONSTANTS["CR_CARD_JOKER"])


if __name__ == "__main__":
    unittest.main()
