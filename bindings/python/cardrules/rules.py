# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""Rules objects (docs/rules.md): a preset plus named option overrides."""

import ctypes
from collections import namedtuple

from ._native import OK, Owned, arg, lib, text, text_output
from .constants import Engine, OptionType, Preset, member
from .errors import CardrulesError, create

PresetInfo = namedtuple("PresetInfo", "id name title engine supported min_players max_players "
                                      "default_players")
PresetInfo.__doc__ = "One of the fourteen presets, as the library describes it."

OptionInfo = namedtuple("OptionInfo", "name type shorthand min max values default description source")
OptionInfo.__doc__ = ("One option of the rules registry for a preset: its type (OptionType), "
                      "whether it is a shorthand variant, bounds (int options), named values, "
                      "the preset's default as text, a description and the rules items that define it.")


def _value_text(value):
    """An option value as the text the registry parses."""
    if value is None or value is True:
        return "ON"
    if value is False:
        return "OFF"
    if isinstance(value, (list, tuple, set, frozenset)):
        return ",".join(str(v) for v in value) or "NONE"
    return str(value)


class Rules(Owned):
    """A rules object: ``Rules("go-boom players=3 goboom.finish_trick")``, or
    ``Rules("go-boom", players=3, options={"goboom.finish_trick": True})``.

    The first form is the registry's text form (preset first, then
    ``name=value`` tokens); ``players`` and ``options`` (a dict, or a string
    of tokens) are applied after it. The combination is validated: a bad
    name or value raises CardrulesError with the registry's message
    (``Status.E_NOT_FOUND``, ``E_CONFIG``, ``E_PARSE``; ``reason`` is
    ``Reason.PLAYER_COUNT`` when the player count is the problem).
    ``str(rules)`` is the canonical text, which parses back to equal rules.
    """

    def __init__(self, text_form, players=None, options=None):
        if not isinstance(text_form, str) or not text_form.split():
            raise ValueError("rules text must start with a preset name")
        preset = text_form.split()[0]
        self._attach(create(lib.cr_rules_new_ex, arg(preset)))
        self._check(lib.cr_rules_parse(self._h, arg(text_form)))
        if players is not None:
            self.set("players", int(players))
        if isinstance(options, str):
            self._check(lib.cr_rules_apply_text(self._h, arg(options)))
        elif options:
            for name, value in dict(options).items():
                self.set(name, value)
        self.validate()

    _free = lib.cr_rules_free

    def _check(self, rc):
        if rc != OK:
            raise CardrulesError(rc, text(lib.cr_rules_last_error(self._h)),
                                 lib.cr_rules_last_reason(self._h))

    # ---- reading and writing ----

    def set(self, name, value=True):
        """Set one option (``True``/``False`` for flags, ints, names, rank lists).
        The combination is checked by validate() (the constructor calls it)."""
        self._check(lib.cr_rules_set(self.handle, arg(name), arg(_value_text(value))))

    def get(self, name):
        """One option's value as text (``"ON"``, ``"7"``, ``"FINISH_TRICK"``)."""
        rc, value = text_output(lib.cr_rules_get_text, self.handle, arg(name))
        self._check(rc)
        return value

    def get_int(self, name):
        """One option's value as a number (bool 0/1, an enum's index, a rank mask)."""
        v = ctypes.c_int64()
        self._check(lib.cr_rules_get_int(ctypes.byref(v), self.handle, arg(name)))
        return v.value

    def validate(self):
        """Check the whole combination; raises CardrulesError if it is impossible."""
        self._check(lib.cr_rules_validate(self.handle))

    @property
    def text(self):
        """The canonical text form."""
        rc, value = text_output(lib.cr_rules_to_text, self.handle)
        self._check(rc)
        return value

    def __str__(self):
        return self.text

    def __repr__(self):
        return "Rules(%r)" % self.text

    def __eq__(self, other):
        if not isinstance(other, Rules):
            return NotImplemented
        return lib.cr_rules_equal(self.handle, other.handle) == 1

    def __hash__(self):
        return hash(self.text)

    def copy(self):
        """An independent copy."""
        h = ctypes.c_void_p()
        self._check(lib.cr_rules_copy(ctypes.byref(h), self.handle))
        return Rules._adopt(h)

    @property
    def preset(self):
        """The preset, a ``Preset`` member."""
        return member(Preset, lib.cr_rules_preset(self.handle))

    @property
    def preset_name(self):
        """The preset's short name (``"go-boom"``)."""
        return text(lib.cr_preset_name(lib.cr_rules_preset(self.handle)))

    @property
    def players(self):
        """The player count."""
        return lib.cr_rules_players(self.handle)

    @property
    def engine(self):
        """The engine that plays these rules, an ``Engine`` member."""
        return member(Engine, lib.cr_rules_engine(None, self.handle))

    @property
    def supported(self):
        """Whether this library version can create games for these rules."""
        ok = ctypes.c_int32(0)
        lib.cr_rules_engine(ctypes.byref(ok), self.handle)
        return ok.value == 1

    @property
    def deal_figures(self):
        """``(packs, jokers, hand_size)`` for the player count."""
        p, j, h = ctypes.c_uint32(), ctypes.c_uint32(), ctypes.c_uint32()
        self._check(lib.cr_rules_deal_figures(ctypes.byref(p), ctypes.byref(j), ctypes.byref(h),
                                              self.handle))
        return p.value, j.value, h.value

    def options(self):
        """Every option that applies to this preset, with its current value:
        a dict name -> (OptionInfo, value text)."""
        pid = lib.cr_rules_preset(self.handle)
        result = {}
        for info in registry(pid):
            try:
                value = self.get(info.name)
            except CardrulesError:
                value = None  # a shorthand none of whose values holds
            result[info.name] = (info, value)
        return result


def presets():
    """The fourteen presets, in id order, as PresetInfo."""
    out = []
    for pid in range(1, lib.cr_preset_count() + 1):
        h = ctypes.c_void_p()
        supported = ctypes.c_int32(0)
        if lib.cr_rules_new_id(ctypes.byref(h), pid) == OK:
            lib.cr_rules_engine(ctypes.byref(supported), h)
            lib.cr_rules_free(h)
        lo, hi = ctypes.c_uint32(), ctypes.c_uint32()
        lib.cr_rules_player_range(ctypes.byref(lo), ctypes.byref(hi), pid)
        out.append(PresetInfo(member(Preset, pid), text(lib.cr_preset_name(pid)),
                              text(lib.cr_preset_title(pid)),
                              member(Engine, lib.cr_preset_engine(pid)), supported.value == 1,
                              lo.value, hi.value, lib.cr_rules_default_players(pid)))
    return out


def registry(preset=None):
    """The option registry as OptionInfo, in registry order: every option,
    or those that apply to a preset (a Preset, id or name), with its
    defaults."""
    pid = None
    if preset is not None:
        if isinstance(preset, str):
            v = ctypes.c_int32()
            rc = lib.cr_preset_from_name(ctypes.byref(v), arg(preset))
            if rc != OK:  # the library's message, with the closest preset name
                lib.cr_rules_free(create(lib.cr_rules_new_ex, arg(preset)))
                raise CardrulesError(rc, "unknown preset %r" % preset)
            pid = v.value
        else:
            pid = int(preset)
    out = []
    for i in range(lib.cr_rules_option_count()):
        if pid is not None and lib.cr_rules_option_applies(i, pid) != 1:
            continue
        lo, hi = ctypes.c_int64(), ctypes.c_int64()
        otype = member(OptionType, lib.cr_rules_option_type(i))
        bounds = lib.cr_rules_option_bounds(ctypes.byref(lo), ctypes.byref(hi), i) == OK
        values = [text(lib.cr_rules_option_value_name(None, i, k))
                  for k in range(max(0, lib.cr_rules_option_value_count(i)))]
        default = None
        if pid is not None:
            rc, default = text_output(lib.cr_rules_option_default, i, pid)
        out.append(OptionInfo(text(lib.cr_rules_option_name(i)), otype,
                              lib.cr_rules_option_is_shorthand(i) == 1,
                              lo.value if bounds and otype == OptionType.INT else None,
                              hi.value if bounds and otype == OptionType.INT else None,
                              values, default, text(lib.cr_rules_option_description(i)),
                              text(lib.cr_rules_option_source(i))))
    return out
