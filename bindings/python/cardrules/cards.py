# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""Cards as text (docs/notation.md): ``"7C 8C 10H JK"``, ``["7C", "8c"]``,
``"7♣, 8♣"``. The library parses and names them; this module only converts.
"""

import ctypes

from ._native import MAX_CARDS, OK, lib, text
from .constants import Status
from .errors import CardrulesError


def codes(cards):
    """Card codes (a ctypes uint8 array and its length) from text: one
    string of cards separated by blanks or commas, or an iterable of card
    strings (or of card codes, ints)."""
    if isinstance(cards, str):
        joined = cards
    else:
        items = list(cards)
        if all(isinstance(c, int) for c in items):
            arr = (ctypes.c_uint8 * max(1, len(items)))(*items)
            return arr, len(items)
        joined = " ".join(items)
    if "\0" in joined:
        raise ValueError("card text cannot contain NUL")
    raw = joined.encode("utf-8")
    out = (ctypes.c_uint8 * MAX_CARDS)()
    count, bad_at = ctypes.c_size_t(0), ctypes.c_size_t(0)
    rc = lib.cr_cards_parse(out, MAX_CARDS, ctypes.byref(count), ctypes.byref(bad_at), raw)
    if rc != OK:
        message = ""
        if rc == Status.E_PARSE:
            token = (raw[bad_at.value:].replace(b",", b" ").split() or [b""])[0]
            message = "not a card: %r" % token.decode("utf-8", "replace")
        raise CardrulesError(rc, message)
    return out, count.value


def name(code):
    """The canonical name of a card code (``"10H"``, ``"JK"``)."""
    return text(lib.cr_card_name(code))


def names(code_list):
    """Canonical names of card codes."""
    return [name(c) for c in code_list]


def parse(cards):
    """Canonical card names from card text: ``parse("10h, 7♣ jk")`` is
    ``["10H", "7C", "JK"]``. Raises CardrulesError (``Status.E_PARSE``)
    naming the bad card."""
    arr, n = codes(cards)
    return names(arr[:n])
