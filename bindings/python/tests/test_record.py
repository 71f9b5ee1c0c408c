# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""Match records from Python: Game.record() and Game.replay() (docs/game.md
"Match records")."""

import unittest

import cardrules as cr


def play_match(rules, seed, max_moves=4000):
    g = cr.Game(rules, seed=seed)
    moves = 0
    while not g.match_over and moves < max_moves:
        if g.deal_over:
            g.next_deal()
            continue
        g.bot_play(seed=(seed + moves) % 2**64)
        moves += 1
    return g


class RecordTest(unittest.TestCase):
    def test_whole_matches_replay_identically(self):
        for rules in ("go-boom players=3", "rockaway players=4", "go-boom players=2"):
            for seed in (1, 2, 2**64 - 1):
                g = play_match(rules, seed)
                record = g.record()
                self.assertTrue(record.startswith("cardrules-record 1\n"))
                r = cr.Game.replay(record)
                self.assertEqual(r.save(), g.save(), (rules, seed))
                self.assertEqual(r.record(), record, (rules, seed))
                self.assertEqual(r.scores, g.scores)
                self.assertEqual(r.match_over, g.match_over)
                self.assertEqual(r.view(0), g.view(0))

    def test_a_record_mid_deal_replays_and_goes_on(self):
        g = cr.Game("go-boom players=3", seed=42)
        for _ in range(5):
            g.bot_play()
        r = cr.Game.replay(g.record())
        self.assertEqual(r.history, g.history)
        self.assertEqual(r.legal(), g.legal())
        move = g.legal()[0]
        self.assertEqual(r.apply(r.to_act, move), g.apply(g.to_act, move))

    def test_bad_records_raise_with_the_line(self):
        record = play_match("go-boom players=2", 5).record()
        with self.assertRaises(cr.CardrulesError) as ctx:
            cr.Game.replay(record.replace("go-boom", "go-bom", 1))
        self.assertIn('did you mean "go-boom"', ctx.exception.message)
        self.assertIn("line 2", ctx.exception.message)
        with self.assertRaises(cr.CardrulesError) as ctx:
            cr.Game.replay("cardrules-save 1\n")
        self.assertEqual(ctx.exception.code, cr.Status.E_PARSE)
        lines = record.splitlines()
        first = next(i for i, line in enumerate(lines) if line.startswith("move "))
        seat, original = int(lines[first].split()[1]), lines[first].split(None, 2)[2]
        lines[first] = "move %d play ZZ" % seat
        with self.assertRaises(cr.CardrulesError) as ctx:
            cr.Game.replay("\n".join(lines) + "\n")
        self.assertIn("line %d" % (first + 1), ctx.exception.message)
        lines[first] = "move %d %s" % ((seat + 1) % 2, original)
        with self.assertRaises(cr.IllegalMove) as ctx:  # a recorded move out of turn
            cr.Game.replay("\n".join(lines) + "\n")
        self.assertEqual(ctx.exception.code, cr.Reason.NOT_YOUR_TURN)
        self.assertIn("line %d" % (first + 1), ctx.exception.message)
        with self.assertRaises(TypeError):
            cr.Game.replay(None)


if __name__ == "__main__":
    unittest.main()
