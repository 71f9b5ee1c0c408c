# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""The meld solver (docs/solver.md): meld, deadwood, arrange, bestplay and
can_join under the meld rules of a preset."""

import ctypes
from collections import namedtuple

from . import cards as _cards
from ._native import MAX_CARDS, OK, Owned, arg, array_output, lib, text
from .constants import Limit, MeldKind, member
from .errors import CardrulesError


class Meld(namedtuple("Meld", "kind cards stands_for wild")):
    """One meld of a result: kind (MeldKind.GROUP or RUN), its cards in meld
    order (a run from its low end, a group natural cards first), index by
    index the card each stands for (a wild card's declared card, a natural
    card itself) and whether each is wild (a joker, or a deuce where deuces
    are wild). ``meld.text()`` writes wild cards as ``CARD=DECLARED``
    (``["7C", "JK=8C", "9C"]``, as docs/notation.md writes declarations)."""

    __slots__ = ()

    def text(self):
        """The cards as text, each wild card written CARD=DECLARED."""
        return [c + "=" + d if w else c for c, d, w in zip(self.cards, self.stands_for, self.wild)]


MeldResult = namedtuple("MeldResult", "valid kind melds reason")
MeldResult.__doc__ = ("Answer of Solver.meld: valid (bool), kind (MeldKind), melds (the one "
                      "meld, with its wild cards' declarations), reason (why not, '' if valid).")
DeadwoodResult = namedtuple("DeadwoodResult", "deadwood melds unmatched")
DeadwoodResult.__doc__ = "Answer of Solver.deadwood: the least deadwood value and one partition achieving it."
ArrangeResult = namedtuple("ArrangeResult", "arrangeable melds")
ArrangeResult.__doc__ = "Answer of Solver.arrange: whether every card can be melded, and one way."
BestPlayResult = namedtuple("BestPlayResult", "count value played melds unmatched")
BestPlayResult.__doc__ = ("Answer of Solver.bestplay: the most hand cards that can join the table "
                          "(count), their total value, which ones, the arrangement, the hand cards left.")
CanJoinResult = namedtuple("CanJoinResult", "yes played melds")
CanJoinResult.__doc__ = "Answer of Solver.can_join: whether a hand card can join, and one such play."


class Solver(Owned):
    """A solver for the meld rules of a preset: ``Solver("carousel")``,
    ``Solver(Rules("straight7", options="rummy.seq_mode=CYCLIC"))`` (the
    rules object's own options apply),
    ``Solver("rummy-poker", options={"group_distinct_suits": "on"})``
    (the keys of cr_meld_profile_set: ``group_min``, ``seq_mode``,
    ``wild_deuces``, ``value.A``, ...), ``budget`` the search steps a query
    may take. Cards are text (``"7C 8C JK"``) or lists of card strings.
    A query whose search would exceed the budget raises CardrulesError
    (``Status.E_LIMIT``). The solver owns its handle (context manager,
    close(), or freed when collected); one thread at a time."""

    _free = lib.cr_solver_free

    def __init__(self, preset, options=None, budget=None):
        profile = ctypes.c_void_p()
        if hasattr(preset, "handle"):  # a Rules object: its own options apply
            rc = lib.cr_meld_profile_from_rules(ctypes.byref(profile), preset.handle)
        else:
            rc = lib.cr_meld_profile_new(ctypes.byref(profile), arg(preset))
        if rc != OK:
            raise CardrulesError(rc, "no meld rules for preset %r" % preset)
        try:
            for key, value in dict(options or {}).items():
                if isinstance(value, bool):
                    value = "on" if value else "off"
                rc = lib.cr_meld_profile_set(profile, arg(key), arg(str(value)))
                if rc != OK:
                    raise CardrulesError(rc, "meld rule %s=%s refused" % (key, value))
            h = ctypes.c_void_p()
            rc = lib.cr_solver_new(ctypes.byref(h), profile)
            if rc != OK:
                raise CardrulesError(rc)
            self._wild_deuces = self._profile_get(profile, "wild_deuces") == 1
        finally:
            lib.cr_meld_profile_free(profile)
        self._attach(h)
        self._budget = int(Limit.SOLVER_DEFAULT_BUDGET)
        if budget is not None:
            self.budget = budget

    @staticmethod
    def _profile_get(profile, key):
        v = ctypes.c_int32()
        rc = lib.cr_meld_profile_get(ctypes.byref(v), profile, arg(key))
        if rc != OK:
            raise CardrulesError(rc, "meld rule %s unknown" % key)
        return v.value

    @property
    def budget(self):
        """The search steps one query may take (0 restores the default)."""
        return self._budget

    @budget.setter
    def budget(self, steps):
        self._check(lib.cr_solver_set_budget(self.handle, int(steps)))
        self._budget = int(steps) or int(Limit.SOLVER_DEFAULT_BUDGET)

    def _check(self, rc):
        if rc != OK:
            raise CardrulesError(rc, text(lib.cr_solver_last_error(self._h)))

    def is_wild(self, card):
        """Whether a card (a name) is wild under these rules: a joker, or a
        deuce where deuces are wild."""
        return card.startswith("JK") or (self._wild_deuces and card[:-1] == "2")

    # ---- results ----

    def _melds(self):
        out = []
        for i in range(max(0, lib.cr_solver_result_meld_count(self.handle))):
            cards_out = (ctypes.c_uint8 * MAX_CARDS)()
            stands = (ctypes.c_uint8 * MAX_CARDS)()
            n, kind = ctypes.c_size_t(), ctypes.c_int32()
            self._check(lib.cr_solver_result_meld(cards_out, stands, MAX_CARDS, ctypes.byref(n),
                                                  ctypes.byref(kind), self.handle, i))
            names = _cards.names(cards_out[:n.value])
            out.append(Meld(member(MeldKind, kind.value), names, _cards.names(stands[:n.value]),
                            [self.is_wild(c) for c in names]))
        return out

    def _list(self, fn):
        rc, codes = array_output(fn, ctypes.c_uint8, self.handle)
        self._check(rc)
        return _cards.names(codes)

    # ---- queries ----

    def meld(self, cards):
        """Is this card list one valid meld? Its kind and its wild cards' declarations."""
        arr, n = _cards.codes(cards)
        kind = ctypes.c_int32()
        self._check(lib.cr_solver_meld(ctypes.byref(kind), self.handle, arr, n))
        valid = kind.value != MeldKind.NONE
        return MeldResult(valid, member(MeldKind, kind.value), self._melds() if valid else [],
                          text(lib.cr_solver_result_reason(self.handle)))

    def meld_declared(self, cards):
        """Like meld, for cards whose wild cards keep a declaration:
        ``"3H 4H JK=5H 6H"``, ``"QH QS JK=Q*"`` (a group joker with its suit
        left open), ``"8C 2H=9C 10C"``; a card without ``=`` is natural or a
        free wild card."""
        items = cards.replace(",", " ").split() if isinstance(cards, str) else list(cards)
        physical, declared = [], []
        for item in items:
            card, _, decl = item.partition("=")
            physical.append(card)
            if not decl:
                declared.append(0)
            elif decl.endswith("*"):  # a rank with an open suit: Q*
                rank = lib.cr_card_rank(_cards.codes(decl[:-1] + "C")[0][0])
                declared.append(lib.cr_open_suit(rank))
            else:
                declared.append(_cards.codes(decl)[0][0])
        arr, n = _cards.codes(physical)
        decl_arr = (ctypes.c_uint8 * max(1, n))(*declared)
        kind = ctypes.c_int32()
        self._check(lib.cr_solver_meld_declared(ctypes.byref(kind), self.handle, arr, decl_arr, n))
        valid = kind.value != MeldKind.NONE
        return MeldResult(valid, member(MeldKind, kind.value), self._melds() if valid else [],
                          text(lib.cr_solver_result_reason(self.handle)))

    def deadwood(self, hand):
        """The least total value of the cards left out of melds, and one partition."""
        arr, n = _cards.codes(hand)
        dw = ctypes.c_int32()
        self._check(lib.cr_solver_deadwood(ctypes.byref(dw), self.handle, arr, n))
        return DeadwoodResult(dw.value, self._melds(), self._list(lib.cr_solver_result_unmatched))

    def arrange(self, cards):
        """Can every card be partitioned into valid melds? One arrangement if so."""
        arr, n = _cards.codes(cards)
        yes = ctypes.c_int32()
        self._check(lib.cr_solver_arrange(ctypes.byref(yes), self.handle, arr, n))
        return ArrangeResult(yes.value == 1, self._melds() if yes.value == 1 else [])

    def bestplay(self, table, hand):
        """The most hand cards that can join the table so that everything is
        melded (ties: the larger value). Raises CardrulesError
        (Status.E_UNSATISFIABLE) if the table alone cannot be arranged."""
        t, tn = _cards.codes(table)
        hd, hn = _cards.codes(hand)
        count, value = ctypes.c_int32(), ctypes.c_int32()
        self._check(lib.cr_solver_bestplay(ctypes.byref(count), ctypes.byref(value), self.handle,
                                           t, tn, hd, hn))
        return BestPlayResult(count.value, value.value, self._list(lib.cr_solver_result_played),
                              self._melds(), self._list(lib.cr_solver_result_unmatched))

    def can_join(self, table, hand):
        """Can at least one hand card join the table? One such play if so."""
        t, tn = _cards.codes(table)
        hd, hn = _cards.codes(hand)
        yes = ctypes.c_int32()
        self._check(lib.cr_solver_can_join(ctypes.byref(yes), self.handle, t, tn, hd, hn))
        ok = yes.value == 1
        return CanJoinResult(ok, self._list(lib.cr_solver_result_played) if ok else [],
                             self._melds() if ok else [])


__all__ = ["Solver", "Meld", "MeldResult", "DeadwoodResult", "ArrangeResult", "BestPlayResult",
           "CanJoinResult"]
