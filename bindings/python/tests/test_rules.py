# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""Rules: text form, options, validation messages, the registry."""

import unittest

import cardrules as cr


class RulesTest(unittest.TestCase):
    def test_text_round_trip(self):
        r = cr.Rules("gO-BooM players=3 goboom.finish_trick")
        self.assertEqual(str(r), "go-boom players=3 shed.on_go_out=FINISH_TRICK")
        self.assertEqual(cr.Rules(str(r)), r)
        self.assertEqual(r.preset, cr.Preset.GO_BOOM)
        self.assertEqual(r.preset_name, "go-boom")
        self.assertEqual(r.players, 3)
        self.assertEqual(r.engine, cr.Engine.SHED)
        self.assertTrue(r.supported)
        self.assertEqual(r.get("goboom.finish_trick"), "ON")
        self.assertEqual(r.get_int("shed.hand_size"), 7)

    def test_keyword_form_equals_text_form(self):
        a = cr.Rules("rockaway", players=5, options={"rockaway.blocked": "LOWEST_WINS",
                                                     "shed.wild_ranks": ["A", "8"],
                                                     "rockaway.bury_widow_ace": True})
        b = cr.Rules("rockaway players=5 rockaway.blocked=LOWEST_WINS shed.wild_ranks=A,8 "
                     "rockaway.bury_widow_ace")
        self.assertEqual(a, b)
        self.assertEqual(a, cr.Rules("rockaway", players=5, options="rockaway.blocked=LOWEST_WINS "
                                     "shed.wild_ranks=A,8 rockaway.bury_widow_ace=ON"))
        self.assertNotEqual(a, cr.Rules("rockaway players=5"))
        c = a.copy()
        c.set("players", 6)
        self.assertEqual(a.players, 5)
        self.assertEqual(c.players, 6)

    def test_refusals_carry_the_registry_message(self):
        cases = [("go-boom plyers=4", cr.Status.E_NOT_FOUND, "plyers"),
                 ("go-boom players=99", cr.Reason.PLAYER_COUNT, "players"),
                 ("rockaway goboom.finish_trick", cr.Status.E_CONFIG, "goboom.finish_trick"),
                 ("go-boom players=3 players=4", cr.Status.E_PARSE, "players"),
                 ("no-such-game", cr.Status.E_NOT_FOUND, "no-such-game")]
        for text_form, code, word in cases:
            with self.assertRaises(cr.CardrulesError, msg=text_form) as ctx:
                cr.Rules(text_form)
            self.assertEqual(ctx.exception.code, code, text_form)
            self.assertIn(word, ctx.exception.message, text_form)
        with self.assertRaises(ValueError):
            cr.Rules("")

    def test_set_is_atomic(self):
        r = cr.Rules("go-boom")
        with self.assertRaises(cr.CardrulesError):
            r.set("shed.hand_size", 999)
        self.assertEqual(r.get("shed.hand_size"), "7")

    def test_presets_and_registry(self):
        presets = cr.presets()
        self.assertEqual([p.id for p in presets], list(cr.Preset))
        for p in presets:
            self.assertEqual(cr.Rules(p.name).preset, p.id)
            self.assertLessEqual(p.min_players, p.default_players)
            self.assertLessEqual(p.default_players, p.max_players)
        options = {o.name: o for o in cr.registry("go-boom")}
        self.assertIn("goboom.finish_trick", options)
        self.assertNotIn("rockaway.blocked", options)
        self.assertEqual(options["shed.structure"].default, "TRICK")
        self.assertEqual(options["shed.structure"].type, cr.OptionType.ENUM)
        self.assertIn("WIDOW", options["shed.structure"].values)
        self.assertTrue(options["goboom.finish_trick"].shorthand)
        self.assertEqual((options["shed.hand_size"].min, options["shed.hand_size"].max), (1, 30))
        self.assertGreater(len(cr.registry()), len(options))
        current = cr.Rules("go-boom goboom.finish_trick").options()
        self.assertEqual(current["shed.on_go_out"][1], "FINISH_TRICK")


if __name__ == "__main__":
    unittest.main()
