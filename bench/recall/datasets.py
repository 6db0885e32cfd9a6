"""Public memory datasets as episodes: a history to replay and probes with evidence.

LoCoMo (snap-research, CC BY-NC 4.0) and MemoryBank/SiliconFriend zh (MIT) are read
from the paths given on the command line; nothing is copied into the project.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from strata_layered.memory.store.records import Role

LOCOMO_TIME = "%I:%M %p on %d %B, %Y"
TURN_GAP = timedelta(minutes=1)
QUESTION_DELAY = timedelta(days=1)


@dataclass(frozen=True)
class Line:
    """One message of a history: who, what, when, and the dataset's id for it."""

    role: Role
    text: str
    at: datetime
    ref: str
    session: str = ""
    """The dataset's session (LoCoMo) or day (MemoryBank): one conversation in a companion app."""


@dataclass(frozen=True)
class Probe:
    """A question and its evidence: every group must be recalled (any ref of a group does)."""

    question: str
    evidence: tuple[frozenset[str], ...]
    category: str
    now: datetime


@dataclass
class Episode:
    """One user's history with an agent, and the questions asked after it."""

    id: str
    user: str
    agent: str
    lines: list[Line] = field(default_factory=list)
    probes: list[Probe] = field(default_factory=list)


def _load_json(path: Path) -> Any:
    with path.open(encoding="utf-8") as f:
        return json.load(f)


def locomo_evidence(raw: list[str]) -> list[str]:
    """Dialog ids from LoCoMo's evidence strings, with the known defects repaired."""
    out = []
    for item in raw:
        for part in re.split(r"[;, ]+", item):
            part = part.replace("D:11:26", "D11:26").replace("D30:05", "D30:5")
            if re.fullmatch(r"D\d+:\d+", part):
                out.append(part)
    return out


def _turn_text(turn: dict[str, Any]) -> str:
    text = str(turn["text"])
    caption = turn.get("blip_caption")
    return f"{text} [shares a photo: {caption}]" if caption else text


def load_locomo(path: Path, *, categories: set[int], select: list[str] | None) -> list[Episode]:
    """LoCoMo conversations: speaker A is the user, speaker B the agent.

    `select` takes sample ids (conv-26) or 0-based positions in the file (7).
    Turns carry no time: each is one minute after the previous one of its session.
    Image turns keep their BLIP caption, the dataset's textual stand-in.
    """
    samples = _load_json(path)
    episodes = []
    for position, sample in enumerate(samples):
        if select and sample["sample_id"] not in select and str(position) not in select:
            continue
        conv = sample["conversation"]
        a, b = conv["speaker_a"], conv["speaker_b"]
        ep = Episode(id=sample["sample_id"], user=a, agent=b)
        numbers = sorted(int(k.split("_")[1]) for k in conv
                         if re.fullmatch(r"session_\d+", k) and isinstance(conv[k], list))
        for n in numbers:
            start = datetime.strptime(conv[f"session_{n}_date_time"], LOCOMO_TIME)
            start = start.replace(tzinfo=UTC)
            for i, turn in enumerate(conv[f"session_{n}"]):
                ep.lines.append(Line("user" if turn["speaker"] == a else "assistant",
                                     _turn_text(turn), start + i * TURN_GAP, turn["dia_id"],
                                     f"session-{n}"))
        known = {line.ref for line in ep.lines}
        asked = ep.lines[-1].at + QUESTION_DELAY
        for qa in sample["qa"]:
            evidence = [e for e in locomo_evidence(qa.get("evidence", [])) if e in known]
            if qa["category"] in categories and evidence:
                ep.probes.append(Probe(qa["question"],
                                       tuple(frozenset([e]) for e in dict.fromkeys(evidence)),
                                       str(qa["category"]), asked))
        episodes.append(ep)
    return episodes


def load_memorybank(folder: Path, *, select: list[str] | None) -> list[Episode]:
    """MemoryBank zh: each user's ten days with the companion, and our evidence labels.

    Only the day is given: a day's pairs start at 09:00, a minute apart. An evidence
    pair is recalled when the message holding the fact (its `source_role`; either for
    `both`) is in the context.
    """
    bank = _load_json(folder / "memory_bank_cn.json")
    labels = _load_json(folder / "evidence_annotations_cn.json")
    episodes = {}
    for position, (name, record) in enumerate(bank.items()):
        if select and name not in select and str(position) not in select:
            continue
        ep = Episode(id=name, user=name, agent="AI伴侣")
        for day, pairs in sorted(record["history"].items()):
            start = datetime.fromisoformat(day).replace(hour=9, tzinfo=UTC)
            for i, pair in enumerate(pairs):
                at = start + 2 * i * TURN_GAP
                ep.lines.append(Line("user", pair["query"], at, f"{day}#{i}:user", day))
                ep.lines.append(Line("assistant", pair["response"], at + TURN_GAP,
                                     f"{day}#{i}:assistant", day))
        episodes[name] = ep
    for label in labels:
        found = episodes.get(label["user"])
        if found is None:
            continue
        ep = found
        sides = {"user": ["user"], "assistant": ["assistant"]}.get(
            label["source_role"], ["user", "assistant"])
        groups = tuple(frozenset(f"{pair}:{side}" for side in sides)
                       for pair in label["evidence"])
        asked = ep.lines[-1].at.replace(hour=20) + QUESTION_DELAY
        tag = "date" if "date_in_question" in label.get("tags", []) else "plain"
        ep.probes.append(Probe(label["question"], groups, tag, asked))
    return list(episodes.values())
