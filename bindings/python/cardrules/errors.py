# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""The exceptions of the package: one per kind of failure the library keeps
apart (docs/conventions.md, "Errors").

Every failed library call raises ``CardrulesError`` (or its subclass
``IllegalMove`` when the rules refuse a move) with:

* ``status``: the library's status, a ``Status`` member (``Status.E_PARSE``);
* ``reason``: the rule reason, a ``Reason`` member (``Reason.NONE`` unless
  the rules refused something: an illegal move, an invalid deal, a player
  count);
* ``code``: the most specific of the two, the reason when there is one, else
  the status (``e.code == Reason.NO_MATCH``);
* ``name``: the stable name of ``code``, as ``cardrules-serve`` writes its
  ``code`` field (``"E_NO_MATCH"``, ``"CR_E_PARSE"``);
* ``message``: the library's English message, for people and logs. It names
  what was wrong and, for an unknown preset, option or value name, the
  closest valid one (``Rules("go-bom")``: ``unknown preset "go-bom"; did you
  mean "go-boom"?``).

Calls that create a handle (``Rules(...)``, ``Game(...)``, ``Game.load``,
``Game.from_layout``, ``Game.stacked``, ``Game.replay``) use the library's
``_ex`` functions, which return that detail in a ``cr_error`` object
(``create()`` below); calls on a handle read it from the handle.

Misuse on the Python side (a wrong type, a seed out of range, a closed
handle) raises the usual ``TypeError`` and ``ValueError``.
"""

import ctypes

from ._native import OK, lib, text
from .constants import Reason, Status, member


class CardrulesError(Exception):
    """A libcardrules call failed; see the module documentation."""

    def __init__(self, status, message="", reason=0):
        self.status = member(Status, status)
        self.reason = member(Reason, reason)
        self.code = self.reason if reason else self.status
        self.name = text(lib.cr_reason_name(reason) if reason else lib.cr_status_name(status))
        self.message = message or text(lib.cr_strerror(status))
        super().__init__(self.message if self.message.startswith(self.name)
                         else "%s: %s" % (self.name, self.message))


class IllegalMove(CardrulesError):
    """The rules refuse a move (status ``Status.E_ILLEGAL_MOVE``); ``code``
    and ``reason`` say why (``Reason.NO_MATCH``), ``name`` is the reason's
    stable name (``"E_NO_MATCH"``). ``seat`` and ``move`` are what was
    submitted. Nothing in the game changed."""

    def __init__(self, status, message="", reason=0, seat=None, move=None):
        super().__init__(status, message, reason)
        self.seat = seat
        self.move = move


def error(status, message="", reason=0, **context):
    """The exception for a failed call: IllegalMove for a refused move."""
    if status == Status.E_ILLEGAL_MOVE:
        return IllegalMove(status, message, reason, **context)
    return CardrulesError(status, message, reason)


def create(fn, *args, context=None):
    """Call a library ``_ex`` creation function ``fn(&handle, err, *args)``
    with a fresh ``cr_error``; return the new handle (a c_void_p), or raise
    the exception built from the error object's status, reason and message.
    ``context(status, message)`` may supply a message the library left empty."""
    err = ctypes.c_void_p()
    if lib.cr_error_new(ctypes.byref(err)) != OK:
        raise MemoryError("cardrules: cannot allocate an error object")
    try:
        h = ctypes.c_void_p()
        rc = fn(ctypes.byref(h), err, *args)
        if rc == OK:
            return h
        message = text(lib.cr_error_message(err))
        if not message and context is not None:
            message = context(rc)
        raise error(rc, message, max(0, lib.cr_error_reason(err)))
    finally:
        lib.cr_error_free(err)
