# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""Loading libcardrules and declaring its C functions for ctypes.

Where the library is looked for, in order (docs/python.md):

1. the file named by the environment variable ``CARDRULES_LIBRARY`` (and only
   that file when the variable is set);
2. the build tree, when the package is imported from a source checkout built
   in place (``<top>/.libs/libcardrules.so.N``);
3. the directory the package was installed for (``make install`` writes it
   into ``_config.py``);
4. the system's library search path (``libcardrules.so.N``, then whatever
   ``ctypes.util.find_library("cardrules")`` finds).

Nothing here knows a game: the prototypes mirror ``include/cardrules/*.h``
and every constant is read from the library (``constants.py``).
"""

import ctypes
import ctypes.util
import os
import weakref
from pathlib import Path

try:  # written by `make install`; absent in a source checkout
    from . import _config
except ImportError:  # pragma: no cover - depends on how the package is used
    _config = None

# The soname's major number (libtool CURRENT - AGE); _config has the
# installed one. A fallback, not a constant of the API.
_SONAME_MAJOR = getattr(_config, "SONAME_MAJOR", "0")


def _candidates():
    env = os.environ.get("CARDRULES_LIBRARY")
    if env:
        return [env]
    names = []
    top = Path(__file__).resolve().parent.parent.parent.parent
    libs = top / ".libs"
    names.append(str(libs / ("libcardrules.so." + _SONAME_MAJOR)))
    names.append(str(libs / "libcardrules.so"))
    if _config is not None:
        names.append(os.path.join(_config.LIBDIR, "libcardrules.so." + _SONAME_MAJOR))
    names.append("libcardrules.so." + _SONAME_MAJOR)
    found = ctypes.util.find_library("cardrules")
    if found:
        names.append(found)
    return names


def _load():
    tried = []
    for name in _candidates():
        if os.sep in name and not os.path.exists(name):
            tried.append(name + " (no such file)")
            continue
        try:
            lib = ctypes.CDLL(name)
        except OSError as e:
            tried.append("%s (%s)" % (name, e))
            continue
        if not hasattr(lib, "cr_constant_count"):
            tried.append(name + " (too old: no cr_constant_count)")
            continue
        return lib, name
    raise ImportError("cardrules: libcardrules not found; set CARDRULES_LIBRARY to its path. Tried: "
                      + "; ".join(tried))


lib, library_path = _load()

# ---- prototypes ------------------------------------------------------------------------------
# One line per function: the return type, then the argument types, in the
# header's order. Codes: i32 u32 i64 u64 sz u8 (integers), s (const char *
# in), buf (char * out buffer), u8s (uint8_t array), i32s (int32_t array),
# h (a handle), ph (handle out), pi32 pu32 pi64 psz pu8 (integer outs), ps
# (const char ** out), str (returns const char *), void.
_T = {
    "i32": ctypes.c_int32, "u32": ctypes.c_uint32, "i64": ctypes.c_int64, "u64": ctypes.c_uint64,
    "sz": ctypes.c_size_t, "u8": ctypes.c_uint8, "s": ctypes.c_char_p, "buf": ctypes.c_char_p,
    "u8s": ctypes.POINTER(ctypes.c_uint8), "i32s": ctypes.POINTER(ctypes.c_int32),
    "h": ctypes.c_void_p, "ph": ctypes.POINTER(ctypes.c_void_p),
    "pi32": ctypes.POINTER(ctypes.c_int32), "pu32": ctypes.POINTER(ctypes.c_uint32),
    "pi64": ctypes.POINTER(ctypes.c_int64), "psz": ctypes.POINTER(ctypes.c_size_t),
    "pu8": ctypes.POINTER(ctypes.c_uint8), "ps": ctypes.POINTER(ctypes.c_char_p),
    "str": ctypes.c_char_p, "void": None,
}

_PROTOTYPES = """
cr_version_string str
cr_version_number u32
cr_strerror str i32
cr_status_name str i32
cr_reason_name str i32
cr_reason_message str i32
cr_reason_count i32
cr_max_cards u32
cr_constant_count i32
cr_error_new i32 ph
cr_error_free void h
cr_error_status i32 h
cr_error_reason i32 h
cr_error_message str h
cr_constant_get i32 ps ps ps pi64 i32
cr_constant_find i32 pi64 s
cr_card_name str u8
cr_card_parse i32 pu8 s
cr_card_rank i32 u8
cr_open_suit i32 i32
cr_cards_parse i32 u8s sz psz psz s
cr_cards_format i32 buf sz psz u8s sz u32
cr_preset_count i32
cr_preset_from_name i32 pi32 s
cr_preset_name str i32
cr_preset_title str i32
cr_preset_engine i32 i32
cr_rules_new i32 ph s
cr_rules_new_ex i32 ph h s
cr_rules_from_text_ex i32 ph h s
cr_rules_new_id i32 ph i32
cr_rules_parse i32 h s
cr_rules_apply_text i32 h s
cr_rules_to_text i32 buf sz psz h
cr_rules_set i32 h s s
cr_rules_get_int i32 pi64 h s
cr_rules_get_text i32 buf sz psz h s
cr_rules_validate i32 h
cr_rules_last_error str h
cr_rules_last_reason i32 h
cr_rules_copy i32 ph h
cr_rules_equal i32 h h
cr_rules_free void h
cr_rules_preset i32 h
cr_rules_players i32 h
cr_rules_engine i32 pi32 h
cr_rules_deal_figures i32 pu32 pu32 pu32 h
cr_rules_option_count i32
cr_rules_option_name str i32
cr_rules_option_find i32 pi32 s
cr_rules_option_type i32 i32
cr_rules_option_is_shorthand i32 i32
cr_rules_option_bounds i32 pi64 pi64 i32
cr_rules_option_value_count i32 i32
cr_rules_option_value_name str pi64 i32 i32
cr_rules_option_applies i32 i32 i32
cr_rules_option_default i32 buf sz psz i32 i32
cr_rules_option_description str i32
cr_rules_option_source str i32
cr_rules_default_players i32 i32
cr_rules_player_range i32 pu32 pu32 i32
cr_phase_name str i32
cr_end_reason_name str i32
cr_currency_name str i32
cr_game_new i32 ph h u64
cr_game_new_ex i32 ph h h u64
cr_game_new_text_ex i32 ph h s u64
cr_game_new_stacked_ex i32 ph h h u8s sz i32
cr_game_new_layout_ex i32 ph h h s
cr_game_load_ex i32 ph h s
cr_game_record i32 buf sz psz h
cr_game_replay i32 ph h s
cr_game_new_stacked i32 ph h u8s sz i32
cr_game_new_layout i32 ph buf sz h s
cr_game_copy i32 ph h
cr_game_free void h
cr_game_last_error str h
cr_game_last_reason i32 h
cr_game_preset i32 h
cr_game_engine i32 h
cr_game_player_count i32 h
cr_game_phase i32 h
cr_game_to_act i32 h
cr_game_dealer i32 h
cr_game_deal_number i32 h
cr_game_stock_size i32 h
cr_game_hand_size i32 h i32
cr_game_hand i32 u8s sz psz h i32
cr_game_pile i32 u8s sz psz h i32
cr_game_top_card i32 pu8 h
cr_game_trick i32 u8s i32s sz psz h
cr_game_score i32 pi64 h i32
cr_game_rules_text i32 buf sz psz h
cr_game_end_reason i32 h
cr_game_is_deal_over i32 h
cr_game_is_match_over i32 h
cr_game_deal_winners i32 i32s sz psz h
cr_game_deal_count i32 pi64 pi64 h i32
cr_game_ledger_count i32 psz h
cr_game_ledger_get i32 pi32 pi32 pi64 pi64 pi32 h sz
cr_game_match_winners i32 i32s sz psz h
cr_game_next_deal i32 h
cr_game_validate i32 h i32 s
cr_game_apply i32 h i32 s
cr_game_move_parse i32 pi32 u8s sz psz pi32 h s
cr_game_move_format i32 buf sz psz h i32 u8s sz i32
cr_game_legal_moves i32 buf sz psz h i32
cr_game_legal_types i32 pu32 h i32
cr_game_view i32 buf sz psz h i32
cr_game_history_count i32 psz h
cr_game_history_get i32 buf sz psz pi32 h sz
cr_game_undo i32 h
cr_game_save i32 buf sz psz h
cr_game_load i32 ph buf sz s
cr_game_bot_move i32 buf sz psz h i32 u64
cr_game_hint i32 buf sz psz pi32 h i32
cr_game_can_play i32 pi32 h i32 u8s sz
cr_game_arrange i32 buf sz psz h s
cr_meld_profile_new i32 ph s
cr_meld_profile_from_rules i32 ph h
cr_meld_profile_free void h
cr_meld_profile_set i32 h s s
cr_meld_profile_get i32 pi32 h s
cr_solver_new i32 ph h
cr_solver_free void h
cr_solver_set_budget i32 h u64
cr_solver_last_error str h
cr_solver_meld i32 pi32 h u8s sz
cr_solver_meld_declared i32 pi32 h u8s u8s sz
cr_solver_deadwood i32 pi32 h u8s sz
cr_solver_arrange i32 pi32 h u8s sz
cr_solver_bestplay i32 pi32 pi32 h u8s sz u8s sz
cr_solver_can_join i32 pi32 h u8s sz u8s sz
cr_solver_result_meld_count i32 h
cr_solver_result_meld i32 u8s u8s sz psz pi32 h sz
cr_solver_result_unmatched i32 u8s sz psz h
cr_solver_result_played i32 u8s sz psz h
cr_solver_result_reason str h
"""


def _declare():
    for line in _PROTOTYPES.strip().splitlines():
        name, ret, *args = line.split()
        fn = getattr(lib, name)
        fn.restype = _T[ret]
        fn.argtypes = [_T[a] for a in args]


_declare()


def text(s):
    """A const char * from the library as str ('' for NULL)."""
    return s.decode("utf-8") if s else ""


def arg(s):
    """A Python str as a NUL-terminated UTF-8 argument."""
    if not isinstance(s, str):
        raise TypeError("expected a str, got %s" % type(s).__name__)
    if "\0" in s:
        raise ValueError("a text argument cannot contain NUL")
    return s.encode("utf-8")


def constant(name):
    """The value of a public constant, read from the library's table."""
    v = ctypes.c_int64()
    if lib.cr_constant_find(ctypes.byref(v), name.encode()) != 0:
        raise ImportError("cardrules: the library has no constant " + name)
    return v.value


OK = constant("CR_OK")
E_BUFFER_TOO_SMALL = constant("CR_E_BUFFER_TOO_SMALL")
MAX_CARDS = constant("CR_MAX_CARDS")


def text_output(fn, *args):
    """Call a function that writes text with the (buf, cap, needed, ...)
    protocol, growing the buffer to the size the library asks for.
    Returns (status, text); text is None unless the status is OK."""
    cap = 512
    while True:
        buf = ctypes.create_string_buffer(cap)
        needed = ctypes.c_size_t(0)
        rc = fn(buf, cap, ctypes.byref(needed), *args)
        if rc == OK:
            return rc, buf.value.decode("utf-8")
        if rc == E_BUFFER_TOO_SMALL and needed.value > cap:
            cap = needed.value
            continue
        return rc, None


def array_output(fn, ctype, *args, cap=None):
    """Call a function that fills an array with the (out, cap, &count, ...)
    protocol. Returns (status, list)."""
    cap = cap or MAX_CARDS
    while True:
        out = (ctype * cap)()
        count = ctypes.c_size_t(0)
        rc = fn(out, cap, ctypes.byref(count), *args)
        if rc == OK:
            return rc, list(out[:count.value])
        if rc == E_BUFFER_TOO_SMALL and count.value > cap:
            cap = count.value
            continue
        return rc, None


class Owned:
    """Base of the classes that own one library handle (Game, Rules,
    Solver): the handle is freed by close(), at the end of a ``with`` block,
    or when the object is collected (a weakref finalizer), exactly once.
    Subclasses set ``_free`` to the library's free function."""

    _free = None

    def _attach(self, h):
        self._h = h.value
        self._finalizer = weakref.finalize(self, type(self)._free, self._h)

    @classmethod
    def _adopt(cls, h):
        obj = cls.__new__(cls)
        obj._attach(h)
        return obj

    @property
    def handle(self):
        """The C handle as an int, for other ctypes code (valid until close())."""
        if not self._finalizer.alive:
            raise ValueError("the %s is closed" % type(self).__name__)
        return self._h

    @property
    def closed(self):
        return not self._finalizer.alive

    def close(self):
        """Free the library handle now (closing twice is harmless)."""
        self._finalizer()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
