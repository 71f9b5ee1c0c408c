# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""Game handles (docs/game.md): one match of one preset, moves as text."""

import ctypes
import json
from collections import namedtuple
from fractions import Fraction

from . import cards as _cards
from ._native import OK, Owned, arg, array_output, lib, text, text_output
from .constants import Currency, EndReason, Engine, MoveType, Phase, Pile, Preset, Seat, member
from .errors import CardrulesError, create, error
from .rules import Rules

Transfer = namedtuple("Transfer", "payer payee amount currency")
Transfer.__doc__ = ("One transfer of a deal's settlement ledger: payer and payee are seats "
                    "(or Seat.POOL), amount an exact Fraction, currency a Currency member.")

Move = namedtuple("Move", "type cards arg")
Move.__doc__ = ("A move in programmatic form: type (MoveType), cards (the entry bytes, "
                "docs/game.md) and arg (-1 when unused).")

_U64 = (1 << 64) - 1


def _seed(seed):
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TypeError("a seed is an int")
    if not 0 <= seed <= _U64:
        raise ValueError("a seed is a 64-bit unsigned integer (0 .. 2**64-1)")
    return seed


def _rules(rules):
    return rules if isinstance(rules, Rules) else Rules(rules)


def _fallback(rules):
    """A message for a creation failure the library left without one."""
    def message(rc):
        if not rules.supported:
            return "%s has no engine in this library version" % rules.preset_name
        return "cannot create a %s game" % rules.preset_name
    return message


class Game(Owned):
    """A game: ``Game("go-boom players=3", seed=42)`` or ``Game(Rules(...), seed)``.

    The seed is any 64-bit unsigned integer: the same rules and seed give the
    same game on every platform and in every binding. Other ways to make
    one: ``Game.load(save_text)``, ``Game.replay(record_text)``, ``Game.from_layout(rules, text)``,
    ``Game.stacked(rules, pack, dealer)``, ``game.copy()``.

    The game owns its library handle: use it as a context manager, or
    call close(); otherwise the handle is freed when the object is
    collected. One game must be used by one thread at a time.

    Seats are ints 0..players-1. Moves are text (``"play 7H"``, ``"draw"``,
    ``"pass"``; docs/game.md has every engine's grammar). A refused move
    raises IllegalMove and changes nothing.
    """

    def __init__(self, rules, seed=0):
        rules = _rules(rules)
        self._attach(create(lib.cr_game_new_ex, rules.handle, _seed(seed),
                            context=_fallback(rules)))

    _free = lib.cr_game_free

    @classmethod
    def load(cls, save_text):
        """Restore a game from save() text (untrusted: validated, never a crash)."""
        return cls._adopt(create(lib.cr_game_load_ex, arg(save_text)))

    @classmethod
    def replay(cls, record):
        """A game from a match record (record(); docs/game.md "Match
        records"): the whole match replayed, every move validated, to a game
        identical to the recorded one. Untrusted text: a bad record raises
        CardrulesError (IllegalMove for a recorded move the rules refuse)
        whose message names the line."""
        return cls._adopt(create(lib.cr_game_replay, arg(record)))

    @classmethod
    def from_layout(cls, rules, layout):
        """A game from an explicit position (docs/game.md "Layouts"): a str, or a list of lines."""
        rules = _rules(rules)
        if not isinstance(layout, str):
            layout = "\n".join(layout)
        return cls._adopt(create(lib.cr_game_new_layout_ex, rules.handle, arg(layout),
                                 context=_fallback(rules)))

    @classmethod
    def stacked(cls, rules, pack, dealer=0):
        """A game whose first deal is dealt from a stacked pack (the whole
        deck, top card first) by the preset's own procedure."""
        rules = _rules(rules)
        arr, n = _cards.codes(pack)
        return cls._adopt(create(lib.cr_game_new_stacked_ex, rules.handle, arr, n, int(dealer),
                                 context=_fallback(rules)))

    def copy(self):
        """An independent copy, history, scores and generator included."""
        h = ctypes.c_void_p()
        self._check(lib.cr_game_copy(ctypes.byref(h), self.handle))
        return Game._adopt(h)

    # ---- errors and arguments ----

    def _check(self, rc, **context):
        if rc != OK:
            raise error(rc, text(lib.cr_game_last_error(self._h)),
                        max(0, lib.cr_game_last_reason(self._h)), **context)

    def _int(self, value):
        if value < 0:
            self._check(value)
        return value

    def _seat(self, seat):
        if seat is None:
            seat = self.to_act
            if seat is None:
                raise ValueError("nobody is to act: the deal is over")
        return int(seat)

    # ---- state ----

    @property
    def preset(self):
        """The preset, a Preset member."""
        return member(Preset, self._int(lib.cr_game_preset(self.handle)))

    @property
    def engine(self):
        """The engine, an Engine member."""
        return member(Engine, self._int(lib.cr_game_engine(self.handle)))

    @property
    def players(self):
        return self._int(lib.cr_game_player_count(self.handle))

    @property
    def phase(self):
        """The phase, a Phase member."""
        return member(Phase, self._int(lib.cr_game_phase(self.handle)))

    @property
    def to_act(self):
        """The seat to act, or None when the deal is over."""
        seat = lib.cr_game_to_act(self.handle)
        return None if seat == Seat.NONE else self._int(seat)

    @property
    def dealer(self):
        return self._int(lib.cr_game_dealer(self.handle))

    @property
    def deal_number(self):
        """The number of the current deal in the match, from 0."""
        return self._int(lib.cr_game_deal_number(self.handle))

    @property
    def stock_size(self):
        return self._int(lib.cr_game_stock_size(self.handle))

    def hand_size(self, seat):
        return self._int(lib.cr_game_hand_size(self.handle, int(seat)))

    @property
    def hand_sizes(self):
        return [self.hand_size(s) for s in range(self.players)]

    def hand(self, seat):
        """A seat's cards (the host's truth; what a player may see is view())."""
        rc, codes = array_output(lib.cr_game_hand, ctypes.c_uint8, self.handle, int(seat))
        self._check(rc)
        return _cards.names(codes)

    def pile(self, pile):
        """A public pile (a Pile member); empty if the game has no such pile."""
        rc, codes = array_output(lib.cr_game_pile, ctypes.c_uint8, self.handle, int(pile))
        self._check(rc)
        return _cards.names(codes)

    @property
    def top_card(self):
        """The top card of the widow or discard pile, or None."""
        card = ctypes.c_uint8()
        rc = lib.cr_game_top_card(ctypes.byref(card), self.handle)
        return _cards.name(card.value) if rc == OK else None

    @property
    def trick(self):
        """The current trick as [(seat, card), ...] in play order."""
        cap = 256
        cards_out, seats = (ctypes.c_uint8 * cap)(), (ctypes.c_int32 * cap)()
        n = ctypes.c_size_t()
        self._check(lib.cr_game_trick(cards_out, seats, cap, ctypes.byref(n), self.handle))
        return [(seats[i], _cards.name(cards_out[i])) for i in range(n.value)]

    def score(self, seat):
        """A seat's cumulative match score."""
        v = ctypes.c_int64()
        self._check(lib.cr_game_score(ctypes.byref(v), self.handle, int(seat)))
        return v.value

    @property
    def scores(self):
        return [self.score(s) for s in range(self.players)]

    @property
    def rules(self):
        """The game's rules (a new Rules object)."""
        return Rules(self.rules_text)

    @property
    def rules_text(self):
        rc, value = text_output(lib.cr_game_rules_text, self.handle)
        self._check(rc)
        return value

    # ---- moves ----

    def legal(self, seat=None):
        """The legal moves of a seat (default: the seat to act) as canonical
        texts; empty for a seat that is not to act."""
        rc, value = text_output(lib.cr_game_legal_moves, self.handle, self._seat(seat))
        self._check(rc)
        return value.splitlines()

    def legal_types(self, seat=None):
        """The move types a seat may use now, as a set of MoveType members."""
        mask = ctypes.c_uint32()
        self._check(lib.cr_game_legal_types(ctypes.byref(mask), self.handle, self._seat(seat)))
        return {member(MoveType, t) for t in range(32) if mask.value >> t & 1}

    def validate(self, seat, move):
        """Check a move without changing anything: returns None, or raises
        IllegalMove (the rules refuse it) or CardrulesError (not a move,
        seat out of range)."""
        self._check(lib.cr_game_validate(self.handle, int(seat), arg(move)), seat=seat, move=move)

    def is_legal(self, seat, move):
        """validate() as a bool (a move that does not parse is not legal)."""
        try:
            self.validate(seat, move)
            return True
        except CardrulesError:
            return False

    def apply(self, seat, move):
        """Validate and apply a move atomically; returns its canonical text.
        Raises IllegalMove with the reason (``e.code``, ``e.name``,
        ``e.message``) and changes nothing if the rules refuse it."""
        canonical = self.canonical(move)
        self._check(lib.cr_game_apply(self.handle, int(seat), arg(move)), seat=seat, move=move)
        return canonical

    def parse_move(self, move):
        """The programmatic form of move text (no legality check)."""
        t, a, n = ctypes.c_int32(), ctypes.c_int32(), ctypes.c_size_t()
        cap = 2 * 256
        buf = (ctypes.c_uint8 * cap)()
        self._check(lib.cr_game_move_parse(ctypes.byref(t), buf, cap, ctypes.byref(n),
                                           ctypes.byref(a), self.handle, arg(move)))
        return Move(member(MoveType, t.value), bytes(buf[:n.value]), a.value)

    def canonical(self, move):
        """The canonical text of a move (raises CardrulesError if it does not parse)."""
        m = self.parse_move(move)
        arr = (ctypes.c_uint8 * max(1, len(m.cards)))(*m.cards)
        rc, value = text_output(lib.cr_game_move_format, self.handle, int(m.type), arr,
                                len(m.cards), m.arg)
        self._check(rc)
        return value

    # ---- views, history, saves ----

    def view(self, seat=None):
        """What a seat may see, as a dict (docs/game.md "Views"); seat None
        (or Seat.SPECTATOR) for a spectator. Never another seat's hidden
        cards: this is what a server may send to a player."""
        seat = Seat.SPECTATOR if seat is None else int(seat)
        rc, value = text_output(lib.cr_game_view, self.handle, seat)
        self._check(rc)
        return json.loads(value)

    @property
    def history(self):
        """The moves of the current deal: [(seat, move text), ...]."""
        n = ctypes.c_size_t()
        self._check(lib.cr_game_history_count(ctypes.byref(n), self.handle))
        out = []
        for i in range(n.value):
            seat = ctypes.c_int32()
            rc, move = text_output(lambda b, c, need, idx: lib.cr_game_history_get(
                b, c, need, ctypes.byref(seat), self.handle, idx), i)
            self._check(rc)
            out.append((seat.value, move))
        return out

    def undo(self):
        """Take back the last move of the current deal."""
        self._check(lib.cr_game_undo(self.handle))

    def save(self):
        """The exact state as versioned text (holds every hidden card: for the host only)."""
        rc, value = text_output(lib.cr_game_save, self.handle)
        self._check(rc)
        return value

    def record(self):
        """The record of the whole match so far (every deal's moves, from
        its start) as versioned text; Game.replay() turns it back into an
        identical game. Holds every hidden card: for the host only."""
        rc, value = text_output(lib.cr_game_record, self.handle)
        self._check(rc)
        return value

    # ---- bots ----

    def bot_move(self, seat=None, seed=0):
        """The baseline bot's move for a seat (default: the seat to act), as text."""
        rc, value = text_output(lib.cr_game_bot_move, self.handle, self._seat(seat), _seed(seed))
        self._check(rc)
        return value

    def bot_play(self, seat=None, seed=0):
        """Let the bot move for a seat (default: the seat to act); returns the move played."""
        seat = self._seat(seat)
        return self.apply(seat, self.bot_move(seat, seed))

    # ---- table helpers of the manipulation games (docs/manip.md) ----

    def hint(self, seat=None):
        """Carousel, RockIt: (move, cards): the largest play of hand cards now as a
        commit move, and how many hand cards it plays; (None, 0) when none."""
        count = ctypes.c_int32(0)
        rc, value = text_output(lib.cr_game_hint, ctypes.byref(count), self.handle, self._seat(seat))
        self._check(rc)
        return (value or None), count.value

    def can_play(self, cards="", seat=None):
        """Carousel, RockIt: whether these hand cards can all be played this turn
        (no cards: whether any can)."""
        arr, n = _cards.codes(cards)
        yes = ctypes.c_int32(0)
        self._check(lib.cr_game_can_play(ctypes.byref(yes), self.handle, self._seat(seat), arr, n))
        return bool(yes.value)

    def arrange(self, table):
        """Carousel, RockIt: one valid arrangement of a table's cards, as a commit move."""
        rc, value = text_output(lib.cr_game_arrange, self.handle, arg(table))
        self._check(rc)
        return value

    # ---- results and the match ----

    @property
    def end_reason(self):
        """Why the deal ended, an EndReason member (EndReason.NONE while it goes on)."""
        return member(EndReason, self._int(lib.cr_game_end_reason(self.handle)))

    @property
    def deal_over(self):
        return self._int(lib.cr_game_is_deal_over(self.handle)) == 1

    @property
    def match_over(self):
        return self._int(lib.cr_game_is_match_over(self.handle)) == 1

    def _seats(self, fn):
        rc, seats = array_output(fn, ctypes.c_int32, self.handle, cap=64)
        self._check(rc)
        return seats

    @property
    def deal_winners(self):
        """The seats that won the finished deal."""
        return self._seats(lib.cr_game_deal_winners)

    def deal_count(self, seat):
        """(count charged, score change) of a seat in the finished deal."""
        count, delta = ctypes.c_int64(), ctypes.c_int64()
        self._check(lib.cr_game_deal_count(ctypes.byref(count), ctypes.byref(delta), self.handle,
                                           int(seat)))
        return count.value, delta.value

    @property
    def ledger(self):
        """The finished deal's settlement as a list of Transfer."""
        n = ctypes.c_size_t()
        self._check(lib.cr_game_ledger_count(ctypes.byref(n), self.handle))
        out = []
        for i in range(n.value):
            payer, payee, cur = ctypes.c_int32(), ctypes.c_int32(), ctypes.c_int32()
            num, den = ctypes.c_int64(), ctypes.c_int64()
            self._check(lib.cr_game_ledger_get(ctypes.byref(payer), ctypes.byref(payee),
                                               ctypes.byref(num), ctypes.byref(den),
                                               ctypes.byref(cur), self.handle, i))
            out.append(Transfer(payer.value, payee.value, Fraction(num.value, den.value),
                                member(Currency, cur.value)))
        return out

    @property
    def match_winners(self):
        """The seats that won the match (once it is over)."""
        return self._seats(lib.cr_game_match_winners)

    def next_deal(self):
        """Start the next deal of the match (the current one must be over)."""
        self._check(lib.cr_game_next_deal(self.handle))

    def __repr__(self):
        if self.closed:
            return "<cardrules.Game closed>"
        return "<cardrules.Game %s deal %d %s>" % (self.rules_text, self.deal_number, self.phase.name)
