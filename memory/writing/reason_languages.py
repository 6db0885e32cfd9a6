"""An audit reason in either language: the reader's page decides, not the message's.

A reason is stored in the language of the message it is about (memory/gate/reasons.py,
memory/store/write_reasons.py); the English library page showed 本轮是普通寒暄… for a Chinese
message (issue 24 fix34). Every reason is one of the two tables' sentences, so its twin is
found by reading it back against them, its slots (signals, ids, a count) carried over.
"""

from __future__ import annotations

import re
from functools import cache, partial
from typing import Literal

from strata_layered.memory.gate import reasons as gate_reasons
from strata_layered.memory.store import write_reasons

Lang = Literal["zh", "en"]


def _pattern(template: str) -> re.Pattern[str]:
    """A template read back: its slots as groups, up to the next fixed text or a clause end."""
    parts = re.split(r"\{(\w+)\}", template)
    out = ""
    for i, part in enumerate(parts):
        if i % 2 == 0:
            out += re.escape(part)
        else:  # lazy when fixed text follows it, else to the end of the clause
            lazy = "?" if i + 1 < len(parts) and parts[i + 1] else ""
            out += rf"(?P<{part}>[^；;。（）()]+{lazy})"
    return re.compile(out)


@cache
def _templates() -> tuple[tuple[re.Pattern[str], str, Lang], ...]:
    """(a reason read back in one language, its twin, the twin's language), longest first."""
    pairs = [*gate_reasons.REASONS.values(), *write_reasons.REASONS.values()]
    found: list[tuple[re.Pattern[str], str, Lang]] = [(_pattern(zh), en, "en") for zh, en in pairs]
    found += [(_pattern(en), zh, "zh") for zh, en in pairs]
    return tuple(sorted(found, key=lambda t: -len(t[0].pattern)))


def _names(value: str, lang: Lang) -> str:
    """A list of signal families named in the other language (偏好、重要事实 / preference, fact)."""
    names = gate_reasons.SIGNAL_NAMES.values()
    twin = {(en if lang == "zh" else zh): (zh if lang == "zh" else en) for zh, en in names}
    parts = re.split(r"、|, ", value)
    if not all(p in twin for p in parts):
        return value
    return ("、" if lang == "zh" else ", ").join(twin[p] for p in parts)


def reason_in(reason: str, lang: Lang) -> str:
    """The reason in `lang`; a part of it no table says stays as it was."""
    for pattern, twin, twin_lang in _templates():
        if twin_lang == lang:
            reason = pattern.sub(partial(_twin, twin, lang), reason)
    return reason


def _twin(twin: str, lang: Lang, found: re.Match[str]) -> str:
    """The twin sentence with the slots the reason filled (signal names in `lang`)."""
    return twin.format(**{k: _names(v, lang) for k, v in found.groupdict().items()})
