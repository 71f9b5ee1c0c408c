# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""Game: creation, moves as text, refusals, views, saves, bots, results.
The playouts run every preset the library can play (cardrules.presets()),
so an engine that lands is covered without editing this file."""

import gc
import random
import unittest
from collections import Counter
from fractions import Fraction

import cardrules as cr

# Presets whose hands stand alone: no match end.
# Games that random play may prolong without end.
ENDLESS_RANDOM = {"round-the-corner"}
NO_MATCH_END = {"straight6", "straight7", "skip", "block", "queen-city", "round-the-corner", "boathouse", "rockit", "double"}
PLAYABLE = [p for p in cr.presets() if p.supported]

# GB-T1 (docs/games/go-boom.md): three players, seat 0 deals, seat 1 leads.
GB_T1_PACK = ("JD 5D 4C 2C JC 7H 2H 9S AC 2S 3C AH 4H 3H AS 6C 7S 5H 6H KH 10S 3S QD 5C 7C 8C 9C "
              "10C QC KC AD 2D 3D 4D 6D 7D 8D 9D 10D KD 8H 9H 10H JH QH 4S 5S 6S 8S JS QS KS")


class CreationTest(unittest.TestCase):
    def test_playable_presets_include_the_shedding_games(self):
        self.assertTrue({"rockaway", "go-boom"} <= {p.name for p in PLAYABLE})

    def test_same_rules_and_seed_same_game(self):
        for p in PLAYABLE:
            a, b = cr.Game(p.name, seed=7), cr.Game(cr.Rules(p.name), seed=7)
            self.assertEqual(a.view(0), b.view(0))
            self.assertEqual(a.save(), b.save())
            self.assertNotEqual(a.view(0), cr.Game(p.name, seed=8).view(0))

    def test_seeds_are_64_bit(self):
        rules = cr.Rules("go-boom players=4")
        top = cr.Game(rules, seed=2**64 - 1)
        low = cr.Game(rules, seed=(2**64 - 1) & 0xFFFFFFFF)
        self.assertNotEqual(top.view(0), low.view(0))  # the upper half reaches the library
        self.assertNotEqual(cr.Game(rules, seed=2**32 + 5).view(0), cr.Game(rules, seed=5).view(0))
        for bad in (-1, 2**64):
            with self.assertRaises(ValueError):
                cr.Game(rules, seed=bad)
        with self.assertRaises(TypeError):
            cr.Game(rules, seed="42")

    def test_unsupported_presets_say_so(self):
        for p in cr.presets():
            if p.supported:
                continue
            with self.assertRaises(cr.CardrulesError) as ctx:
                cr.Game(p.name, seed=1)
            self.assertEqual(ctx.exception.status, cr.Status.E_UNSUPPORTED)
            # the library's own message (cr_game_new_ex) names the game
            self.assertTrue(p.name in ctx.exception.message or p.title in ctx.exception.message,
                            ctx.exception.message)

    def test_bad_rules_text(self):
        with self.assertRaises(cr.CardrulesError) as ctx:
            cr.Game("go-boom players=99", seed=1)
        self.assertEqual(ctx.exception.code, cr.Reason.PLAYER_COUNT)
        self.assertEqual(ctx.exception.name, "E_PLAYER_COUNT")

    def test_stacked_pack_follows_gb_t1(self):
        g = cr.Game.stacked("go-boom players=3", GB_T1_PACK, dealer=0)
        self.assertEqual(g.to_act, 1)
        self.assertEqual(g.hand(1), cr.parse_cards("2C 6C JD 2H 4H 6H 2S"))
        g.apply(1, "play JD")
        self.assertEqual(g.legal(), ["play JC", "play 5D"])
        with self.assertRaises(cr.IllegalMove) as ctx:
            g.apply(2, "play 9S")
        self.assertEqual(ctx.exception.code, cr.Reason.NO_MATCH)
        with self.assertRaises(cr.IllegalMove) as ctx:
            g.apply(2, "draw")
        self.assertEqual(ctx.exception.code, cr.Reason.HAS_PLAYABLE_CARD)
        self.assertEqual(g.apply(2, "  PLAY   jc "), "play JC")
        self.assertEqual(g.legal(0), ["draw"])
        g.apply(0, "draw")
        self.assertEqual(g.phase, cr.Phase.DRAWING)
        g.apply(0, "draw")
        self.assertEqual(g.legal(), ["play QD"])
        g.apply(0, "play QD")
        self.assertEqual(g.to_act, 0)  # QD wins the trick: seat 0 leads
        self.assertEqual(g.pile(cr.Pile.OUT), ["JD", "JC", "QD"])

    def test_layout(self):
        layout = ["dealer 0", "turn 1", "hand 0 QC 4S", "hand 1 9C KS", "hand 2 2D",
                  "widow 5H", "stock", "out rest"]
        with self.assertRaises(cr.CardrulesError) as ctx:
            cr.Game.from_layout("rockaway players=3", layout)
        self.assertEqual(ctx.exception.status, cr.Status.E_PARSE)
        self.assertIn("out", ctx.exception.message)  # the library's message names the line
        layout[-1] = "widow rest 5H"
        layout.remove("widow 5H")
        g = cr.Game.from_layout("rockaway players=3", "\n".join(layout))
        # RK-T2: nobody can cover 5H with an empty stock: three passes block the deal.
        for seat in (1, 2, 0):
            self.assertEqual(g.legal(seat), ["pass"])
            g.apply(seat, "pass")
        self.assertEqual(g.end_reason, cr.EndReason.BLOCKED)
        self.assertEqual([g.deal_count(s)[0] for s in range(3)], [14, 19, 2])


class MoveTest(unittest.TestCase):
    def setUp(self):
        self.game = cr.Game("go-boom players=3", seed=42)

    def tearDown(self):
        self.game.close()

    def test_refusals_carry_code_name_and_message(self):
        g = self.game
        seat = g.to_act
        before = g.save()
        other = (seat + 1) % g.players
        with self.assertRaises(cr.IllegalMove) as ctx:
            g.apply(other, g.legal()[0])
        e = ctx.exception
        self.assertEqual(e.status, cr.Status.E_ILLEGAL_MOVE)
        self.assertEqual(e.code, cr.Reason.NOT_YOUR_TURN)
        self.assertEqual(e.reason, cr.Reason.NOT_YOUR_TURN)
        self.assertEqual(e.name, "E_NOT_YOUR_TURN")
        self.assertIn(str(seat), e.message)
        self.assertEqual((e.seat, e.move), (other, g.legal()[0]))
        held = set(g.hand(seat))
        missing = next(c for c in cr.parse_cards("AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC")
                       if c not in held)
        with self.assertRaises(cr.IllegalMove) as ctx:
            g.validate(seat, "play " + missing)
        self.assertEqual(ctx.exception.name, "E_CARD_NOT_IN_HAND")
        self.assertFalse(g.is_legal(seat, "play " + missing))
        self.assertEqual(g.save(), before)  # nothing changed

    def test_text_that_is_not_a_move(self):
        g = self.game
        with self.assertRaises(cr.CardrulesError) as ctx:
            g.apply(g.to_act, "fly away")
        self.assertNotIsInstance(ctx.exception, cr.IllegalMove)
        self.assertEqual(ctx.exception.status, cr.Status.E_PARSE)
        self.assertEqual(ctx.exception.code, cr.Status.E_PARSE)
        self.assertEqual(ctx.exception.name, "CR_E_PARSE")
        with self.assertRaises(cr.CardrulesError) as ctx:
            g.validate(99, "draw")
        self.assertEqual(ctx.exception.status, cr.Status.E_INVALID_ARGUMENT)
        with self.assertRaises(ValueError):
            g.apply(g.to_act, "play\0 7H")

    def test_every_legal_move_validates_and_applies(self):
        g = self.game
        seat = g.to_act
        for move in g.legal():
            g.validate(seat, move)
            c = g.copy()
            self.assertEqual(c.apply(seat, move), move)  # legal moves are canonical
            self.assertEqual(c.history[-1], (seat, move))
        self.assertEqual(g.history, [])  # the copies were independent
        self.assertEqual(g.legal(g.to_act + 1 if g.to_act + 1 < g.players else 0), [])

    def test_views_hide_hands(self):
        g = self.game
        spectator = g.view()
        self.assertNotIn("hand", spectator)
        self.assertIsNone(spectator["viewer"])
        self.assertEqual(spectator["hand_sizes"], g.hand_sizes)
        self.assertEqual(spectator["stock_size"], g.stock_size)
        for seat in range(g.players):
            v = g.view(seat)
            self.assertEqual(Counter(v["hand"]), Counter(g.hand(seat)))
            self.assertEqual(v["viewer"], seat)
            self.assertEqual(v.get("legal", []), g.legal(seat))
        self.assertEqual(g.view(cr.Seat.SPECTATOR), spectator)

    def test_undo_and_history(self):
        g = self.game
        start = g.view(0)
        seat = g.to_act
        move = g.legal()[-1]
        g.apply(seat, move)
        self.assertEqual(g.history, [(seat, move)])
        g.undo()
        self.assertEqual(g.view(0), start)
        with self.assertRaises(cr.CardrulesError):
            g.undo()

    def test_parse_and_canonical(self):
        g = self.game
        m = g.parse_move("Play 10h")
        self.assertEqual(m.type, cr.MoveType.PLAY)
        self.assertEqual(list(m.cards), [cr.CONSTANTS["CR_SUIT_HEARTS"] << 4 | 10])
        self.assertEqual(m.arg, -1)
        self.assertEqual(g.canonical("  DRAW "), "draw")
        self.assertIn(cr.MoveType.PLAY, g.legal_types())


class HandleTest(unittest.TestCase):
    def test_context_manager_and_close(self):
        with cr.Game("rockaway", seed=1) as g:
            self.assertFalse(g.closed)
        self.assertTrue(g.closed)
        with self.assertRaises(ValueError):
            g.view()
        g.close()  # twice is fine

    def test_finalizer_frees_the_handle(self):
        g = cr.Game("rockaway", seed=1)
        finalizer = g._finalizer
        self.assertTrue(finalizer.alive)
        del g
        gc.collect()
        self.assertFalse(finalizer.alive)
        for cls, args in ((cr.Rules, ("go-boom",)), (cr.Solver, ("carousel",))):
            obj = cls(*args)
            f = obj._finalizer
            del obj
            gc.collect()
            self.assertFalse(f.alive, cls.__name__)


def random_deal(game, rng, check, must_end=True):
    """Play random legal moves until the deal ends, calling check after each."""
    for _ in range(5000 if must_end else 1500):
        if game.deal_over:
            return
        seat = game.to_act
        moves = game.legal(seat)
        if not moves:
            raise AssertionError("seat %d to act has no legal move" % seat)
        game.apply(seat, rng.choice(moves))
        check(game)
    if must_end:
        raise AssertionError("the deal did not end")


class PlayoutTest(unittest.TestCase):
    """Random and bot playouts of every playable preset, whatever its engine."""

    def check_state(self, g):
        spectator = g.view()
        self.assertEqual(spectator["phase"], g.phase.name)
        self.assertEqual(spectator["hand_sizes"], g.hand_sizes)
        if g.to_act is not None:
            other = (g.to_act + 1) % g.players
            with self.assertRaises(cr.IllegalMove) as ctx:
                g.validate(other, g.legal()[0])
            self.assertEqual(ctx.exception.code, cr.Reason.NOT_YOUR_TURN)

    def test_random_deals_save_and_load(self):
        rng = random.Random(12)
        for p in PLAYABLE:
            for players in (p.min_players, p.default_players):
                g = cr.Game(cr.Rules(p.name, players=players), seed=rng.getrandbits(64))
                # Round-the-Corner lets the upcard circulate for ever
                # (RULES.md CM-11): random play need not end.
                ends = p.name not in ENDLESS_RANDOM
                random_deal(g, rng, self.check_state, ends)
                if ends:
                    self.assertNotEqual(g.end_reason, cr.EndReason.NONE)
                loaded = cr.Game.load(g.save())
                self.assertEqual(loaded.view(), g.view())
                self.assertEqual(loaded.history, g.history)
                if g.deal_over:
                    self.check_result(g)

    def check_result(self, g):
        counts = [g.deal_count(s) for s in range(g.players)]
        self.assertEqual(g.view()["result"]["counts"], [c for c, _ in counts])
        self.assertEqual(g.view()["result"]["deltas"], [d for _, d in counts])
        for t in g.ledger:
            self.assertIsInstance(t.amount, Fraction)
            self.assertGreater(t.amount, 0)
            self.assertIsInstance(t.currency, cr.Currency)
        for w in g.deal_winners:
            self.assertIn(w, range(g.players))

    def test_bots_play_whole_matches(self):
        for p in PLAYABLE:
            g = cr.Game(cr.Rules(p.name, players=3), seed=5)
            for _ in range(100):
                while not g.deal_over:
                    seat = g.to_act
                    move = g.bot_move(seed=3)
                    if move.startswith(("commit", "knock ")):
                        g.validate(seat, move)  # a table commit is never listed (MANIP)
                    else:
                        self.assertIn(move, g.legal(seat))
                    g.apply(seat, move)
                if g.match_over:
                    break
                g.next_deal()
            if p.name in NO_MATCH_END:
                # Each hand is settled on its own (RULES.md 5.4): the
                # session goes on for as long as the host deals.
                self.assertFalse(g.match_over, p.name)
                self.assertEqual(g.deal_number, 100)
                continue
            self.assertTrue(g.match_over, p.name)
            self.assertEqual(g.phase, cr.Phase.MATCH_OVER)
            winners = g.match_winners
            self.assertTrue(winners)
            self.assertEqual(g.view()["match_winners"], winners)
            with self.assertRaises(cr.CardrulesError):
                g.next_deal()

    def test_bot_play_returns_the_move_it_applied(self):
        g = cr.Game("rockaway players=4", seed=9)
        c = g.copy()
        expected = c.bot_move(seed=1)
        self.assertEqual(g.bot_play(seed=1), expected)
        self.assertEqual(g.history[-1][1], expected)


class ManipTest(unittest.TestCase):
    """The table helpers of the manipulation games (docs/manip.md)."""

    def test_table_helpers(self):
        g = cr.Game.from_layout(
            cr.Rules("carousel", players=3),
            ["turn 0", "draws 1", "table 8S 8H 8D / 7S 7H 7D / 6S 6H 6D", "hand 0 9S 5H KD",
             "hand 1 2C", "hand 2 3C", "stock rest"])
        move, n = g.hint()
        self.assertEqual(n, 2)
        g.validate(0, move)
        self.assertTrue(g.can_play("9S"))
        self.assertFalse(g.can_play("KD"))
        self.assertTrue(g.arrange("7S 8S / 9S 8H 8D 8C").startswith("commit "))
        with self.assertRaises(cr.CardrulesError):
            g.arrange("7S 8S")


if __name__ == "__main__":
    unittest.main()
