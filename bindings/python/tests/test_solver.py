# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""Solver: every query, and agreement with cardrules-solve (the same library
through its line protocol) on the query file of tests/solve/."""

import json
import os
import subprocess
import unittest

import cardrules as cr

TOP_SRCDIR = os.environ.get("top_srcdir", os.path.join(os.path.dirname(__file__), "..", "..", ".."))
SOLVE = os.environ.get("CARDRULES_SOLVE", os.path.join(TOP_SRCDIR, "examples", "cardrules-solve"))


class SolverTest(unittest.TestCase):
    def test_meld(self):
        with cr.Solver("carousel") as s:
            r = s.meld("7C JK 9C")
            self.assertTrue(r.valid)
            self.assertEqual(r.kind, cr.MeldKind.RUN)
            self.assertEqual(r.melds[0].text(), ["7C", "JK=8C", "9C"])
            r = s.meld(["QH", "QH", "QS"])
            self.assertFalse(r.valid)
            self.assertEqual(r.kind, cr.MeldKind.NONE)
            self.assertIn("suit", r.reason)

    def test_meld_declared(self):
        # CA-10: a joker keeps its declared card; JK=Q* leaves a group's suit open.
        with cr.Solver("carousel") as s:
            r = s.meld_declared("3H 4H JK=5H 6H")
            self.assertTrue(r.valid)
            self.assertEqual(r.melds[0].text(), ["3H", "4H", "JK=5H", "6H"])
            self.assertFalse(s.meld_declared("3H 4H JK=5S 6H").valid)
            self.assertTrue(s.meld_declared("QH QS JK=Q*").valid)
            self.assertFalse(s.meld_declared("QH KH JK=Q*").valid)

    def test_solver_from_rules(self):
        # The rules object's own options reach the meld rules (SR-16).
        self.assertFalse(cr.Solver("straight7").meld("KS AS 2S").valid)
        rules = cr.Rules("straight7")
        rules.set("rummy.seq_mode", "CYCLIC")
        self.assertTrue(cr.Solver(rules).meld("KS AS 2S").valid)
        with self.assertRaises(cr.CardrulesError) as ctx:
            cr.Solver(cr.Rules("go-boom"))
        self.assertEqual(ctx.exception.status, cr.Status.E_UNSUPPORTED)

    def test_wild_deuces_are_written_declared(self):
        # JR-2: deuces are wild in Java; a group's wild card takes a suit the group lacks.
        r = cr.Solver("java").meld("9C 9D 2C")
        self.assertEqual(r.melds[0].wild, [False, False, True])
        self.assertEqual(r.melds[0].text(), ["9C", "9D", "2C=9H"])
        self.assertFalse(cr.Solver("carousel").is_wild("2C"))

    def test_deadwood_arrange_bestplay_can_join(self):
        s = cr.Solver("straight6")
        d = s.deadwood("4C 5C 6C KH 2D 9S")  # SR-T3
        self.assertEqual(d.deadwood, 21)
        self.assertEqual([m.cards for m in d.melds], [["4C", "5C", "6C"]])
        self.assertEqual(d.unmatched, ["2D", "KH", "9S"])
        a = cr.Solver("round-the-corner").arrange("KS AS 2S 5H 6H 7H 8H")
        self.assertTrue(a.arrangeable)
        self.assertFalse(cr.Solver("straight7").arrange("KS AS 2S 5H 6H 7H 8H").arrangeable)
        c = cr.Solver("carousel")
        b = c.bestplay("7C 7H 7S", "7D 8S 9S")
        self.assertEqual((b.count, b.value, b.played, b.unmatched), (3, 24, ["7D", "8S", "9S"], []))
        j = c.can_join("7H 8H 9H", "10H KS")
        self.assertTrue(j.yes)
        self.assertEqual(j.played, ["10H"])
        self.assertFalse(c.can_join("7H 8H 9H", "KS").yes)
        with self.assertRaises(cr.CardrulesError) as ctx:
            c.bestplay("7C 7H", "7D")
        self.assertEqual(ctx.exception.status, cr.Status.E_UNSATISFIABLE)

    def test_bad_input(self):
        with self.assertRaises(cr.CardrulesError) as ctx:
            cr.Solver("carousel").meld("7C 8X")
        self.assertEqual(ctx.exception.status, cr.Status.E_PARSE)
        self.assertIn("8X", ctx.exception.message)
        with self.assertRaises(cr.CardrulesError) as ctx:
            cr.Solver("go-boom")
        self.assertEqual(ctx.exception.status, cr.Status.E_UNSUPPORTED)
        with self.assertRaises(cr.CardrulesError) as ctx:
            cr.Solver("carousel", options={"seq_mode": "SIDEWAYS"})
        self.assertEqual(ctx.exception.status, cr.Status.E_CONFIG)
        with self.assertRaises(cr.CardrulesError) as ctx:
            cr.Solver("carousel").arrange(" ".join(["7C"] * 4))
        self.assertEqual(ctx.exception.status, cr.Status.E_LIMIT)

    def test_budget(self):
        s = cr.Solver("rummy-poker", budget=1)
        self.assertEqual(s.budget, 1)
        table = "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AD 2D 3D 4D 5D 6D 7D 8D JK JK"
        with self.assertRaises(cr.CardrulesError) as ctx:
            s.bestplay(table, "9D 10D JD QD KD JK")
        self.assertEqual(ctx.exception.status, cr.Status.E_LIMIT)
        s.budget = 0
        self.assertEqual(s.budget, cr.Limit.SOLVER_DEFAULT_BUDGET)
        self.assertEqual(s.bestplay(table, "9D 10D JD QD KD JK").count, 6)

    def test_agrees_with_cardrules_solve(self):
        """Every answerable line of tests/solve/queries.txt gets the same
        answer from the package as from the program."""
        path = os.path.join(TOP_SRCDIR, "tests", "solve", "queries.txt")
        with open(path, encoding="utf-8") as f:
            lines = [l.strip() for l in f if l.strip() and not l.lstrip().startswith("#")]
        # The program carries its own sanitizer runtime in a sanitizer build;
        # the runtime preloaded for the interpreter must not be loaded twice.
        env = {k: v for k, v in os.environ.items() if k != "LD_PRELOAD"}
        out = subprocess.run([SOLVE], input="\n".join(lines) + "\n", capture_output=True,
                             text=True, check=True, env=env).stdout.splitlines()
        self.assertEqual(len(out), len(lines))
        compared = 0
        for line, answer in zip(lines, map(json.loads, out)):
            if "error" in answer:
                continue
            words = line.split()
            preset, _, overrides = words[0].partition(":")
            options = dict(kv.split("=", 1) for kv in overrides.split(",") if kv)
            query = words[1].lower()
            hand = None
            cards = words[2:]
            if "--" in cards:
                cards, hand = cards[:cards.index("--")], cards[cards.index("--") + 1:]
            s = cr.Solver(preset, options=options)
            if query == "meld":
                r = s.meld(cards)
                self.assertEqual(r.valid, answer["valid"], line)
                if r.valid:
                    self.assertEqual(r.kind.name.lower(), answer["kind"], line)
                else:
                    self.assertEqual(r.reason, answer["reason"], line)
            elif query == "deadwood":
                r = s.deadwood(cards)
                self.assertEqual(r.deadwood, answer["deadwood"], line)
                self.assertEqual([m.text() for m in r.melds], answer["melds"], line)
                self.assertEqual(r.unmatched, answer["unmatched"], line)
            elif query == "arrange":
                r = s.arrange(cards)
                self.assertEqual(r.arrangeable, answer["arrangeable"], line)
                self.assertEqual([m.text() for m in r.melds], answer.get("melds", []), line)
            elif query == "bestplay":
                r = s.bestplay(cards, hand)
                self.assertEqual((r.count, r.value, r.played), (answer["count"], answer["value"],
                                                                answer["played"]), line)
                self.assertEqual([m.text() for m in r.melds], answer["melds"], line)
            elif query == "can_join":
                r = s.can_join(cards, hand)
                self.assertEqual(r.yes, answer["can_join"], line)
                self.assertEqual([m.text() for m in r.melds], answer.get("melds", []), line)
            else:
                self.fail("unexpected query in " + line)
            compared += 1
        self.assertGreater(compared, 25)


if __name__ == "__main__":
    unittest.main()
