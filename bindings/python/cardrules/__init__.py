# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""cardrules: Python bindings of libcardrules over ctypes (docs/python.md).

    import cardrules
    with cardrules.Game("go-boom players=3", seed=42) as game:
        seat = game.to_act
        try:
            game.apply(seat, "play 7H")
        except cardrules.IllegalMove as e:
            print(e.name, e.message)        # E_NO_MATCH ...
        print(game.view(seat))              # what that seat may see

Game, Rules and Solver own their library handles. Every constant (Status,
Reason, Phase, MoveType, Preset, ...) is an IntEnum read from the library
loaded (constants.py). The library is found through CARDRULES_LIBRARY, the
build tree, the install directory or the system (_native.py).
"""

from ._native import library_path, lib as _lib, text as _text
from .constants import *  # noqa: F401,F403 - the enums, read from the library
from .constants import CONSTANTS, ENUMS
from .errors import CardrulesError, IllegalMove
from .cards import parse as parse_cards
from .rules import OptionInfo, PresetInfo, Rules, presets, registry
from .game import Game, Move, Transfer
from .solver import (ArrangeResult, BestPlayResult, CanJoinResult, DeadwoodResult, Meld,
                     MeldResult, Solver)

__version__ = _text(_lib.cr_version_string())
"""The version of the library loaded (the package has no version of its own)."""

__all__ = (["Game", "Rules", "Solver", "CardrulesError", "IllegalMove", "parse_cards", "presets",
            "registry", "Move", "Transfer", "Meld", "MeldResult", "DeadwoodResult",
            "ArrangeResult", "BestPlayResult", "CanJoinResult", "PresetInfo", "OptionInfo",
            "CONSTANTS", "ENUMS", "library_path", "__version__"]
           + [e.__name__ for e in ENUMS.values()])
