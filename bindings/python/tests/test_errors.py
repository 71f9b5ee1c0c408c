# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""The error model seen from Python: every creation path raises with the
library's _ex message (docs/conventions.md "Errors"), closest names included."""

import unittest

import cardrules as cr


class CreationErrorsTest(unittest.TestCase):
    def raises(self, fn, *args):
        with self.assertRaises(cr.CardrulesError) as ctx:
            fn(*args)
        return ctx.exception

    def test_unknown_preset_names_the_closest(self):
        e = self.raises(cr.Rules, "go-bom")
        self.assertEqual(e.code, cr.Status.E_NOT_FOUND)
        self.assertEqual(e.name, "CR_E_NOT_FOUND")
        self.assertIn('"go-bom"', e.message)
        self.assertIn('did you mean "go-boom"', e.message)
        self.assertIn("go-boom", str(e))
        e = self.raises(cr.Game, "rockawya players=3", 1)
        self.assertIn('did you mean "rockaway"', e.message)
        e = self.raises(cr.registry, "rockawy")
        self.assertIn('did you mean "rockaway"', e.message)

    def test_unknown_option_names_the_closest(self):
        e = self.raises(cr.Rules, "go-boom plyers=4")
        self.assertEqual(e.code, cr.Status.E_NOT_FOUND)
        self.assertIn('did you mean "players"', e.message)

    def test_player_count_has_its_reason(self):
        e = self.raises(cr.Game, "go-boom players=99")
        self.assertEqual(e.code, cr.Reason.PLAYER_COUNT)
        self.assertEqual(e.reason, cr.Reason.PLAYER_COUNT)
        self.assertEqual(e.name, "E_PLAYER_COUNT")
        self.assertIn("99", e.message)

    def test_load_layout_stacked_messages(self):
        e = self.raises(cr.Game.load, "not a save")
        self.assertEqual(e.code, cr.Status.E_PARSE)
        self.assertIn("cardrules-save", e.message)
        e = self.raises(cr.Game.from_layout, "go-boom players=2", "hand 0 7H\nbogus line")
        self.assertTrue(e.message, "a layout refusal has a message")
        e = self.raises(cr.Game.stacked, "go-boom players=2", ["7H", "7H"])
        self.assertEqual(e.code, cr.Reason.INVALID_DEAL)
        self.assertTrue(e.message)

    def test_a_refused_creation_is_not_an_illegal_move(self):
        e = self.raises(cr.Rules, "go-bom")
        self.assertNotIsInstance(e, cr.IllegalMove)


if __name__ == "__main__":
    unittest.main()
