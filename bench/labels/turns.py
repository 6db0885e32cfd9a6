"""Every real user turn of the shared datasets, with its locator, source and split."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

PREVIOUS_MAX = 200
LONGMEMEVAL_MAX = 600
# LoCoMo conversations 7-9 are evaluation data: never sampled, never trained on.
EVALUATION_ONLY = frozenset({"locomo:conv-48", "locomo:conv-49", "locomo:conv-50"})
DATASETS = ("memorybank_zh", "memorybank_en", "madial_zh", "madial_en", "locomo", "longmemeval")
LANG = {
    "memorybank_zh": "zh",
    "madial_zh": "zh",
    "memorybank_en": "en",
    "madial_en": "en",
    "locomo": "en",
    "longmemeval": "en",
}
_TAG = re.compile(r"^<([^<>]+)>:\s*(.*)$", re.S)

Turn = dict[str, Any]


def _split(position: int) -> str:
    """The split rule: alternate over a dataset's sources in canonical order."""
    return "dev" if position % 2 == 0 else "heldout"


def _previous(text: str) -> str:
    """The partner's previous turn, cut to PREVIOUS_MAX characters plus an ellipsis."""
    text = text.strip()
    return text if len(text) <= PREVIOUS_MAX else text[:PREVIOUS_MAX] + "…"


def _memorybank(root: Path) -> list[Turn]:
    base = root / "memorybank-siliconfriend"
    cn = json.loads((base / "memory_bank_cn.json").read_text(encoding="utf-8"))
    en = json.loads((base / "memory_bank_en.json").read_text(encoding="utf-8"))
    turns: list[Turn] = []
    for position, (zh_user, en_user) in enumerate(zip(cn, en, strict=True)):
        for dataset, data, user in (("memorybank_zh", cn, zh_user), ("memorybank_en", en, en_user)):
            name = user.strip()
            for date, pairs in data[user]["history"].items():
                for index, pair in enumerate(pairs):
                    previous = pairs[index - 1]["response"] if index else ""
                    turns.append(
                        {
                            "id": f"{dataset}:{name}:{date}:{index}",
                            "dataset": dataset,
                            "source": f"{dataset}:{name}",
                            "split": _split(position),
                            "speaker": name,
                            "previous": _previous(previous),
                            "text": pair["query"].strip(),
                            "key": f"{dataset}:{position}:{date}:{index}",
                            "pair": f"memorybank:{position}:{date}:{index}",
                        }
                    )
    return turns


def _madial_line(line: str) -> tuple[str, str]:
    """Speaker tag and text of one MADial line; an untagged line has speaker ''."""
    match = _TAG.match(line.strip())
    if match is None:
        return "", _unquote(line)
    return match.group(1).strip(), _unquote(match.group(2))


def _unquote(text: str) -> str:
    """Whitespace and one pair of surrounding quotes removed."""
    text = text.strip()
    if len(text) >= 2 and text[0] in "\"“" and text[-1] in "\"”":
        text = text[1:-1].strip()
    return text


def _madial(root: Path) -> list[Turn]:
    turns: list[Turn] = []
    for lang in ("zh", "en"):
        dataset = f"madial_{lang}"
        path = root / "madial-bench" / f"MADial-Bench-{lang}-dialogue.json"
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, raw in enumerate(lines):
            dialogue = json.loads(raw)["dialogue"]
            previous = ""
            for index, line in enumerate(dialogue):
                if line.strip() in ("<BOD>", "<EOD>"):
                    previous = ""
                    continue
                speaker, text = _madial_line(line)
                if speaker and speaker != "Assistant":
                    turns.append(
                        {
                            "id": f"{dataset}:{number}:{index}",
                            "dataset": dataset,
                            "source": f"{dataset}:{number}",
                            "split": _split(number),
                            "speaker": speaker,
                            "previous": _previous(previous),
                            "text": text,
                            "key": f"{dataset}:{number}:{index}",
                            "pair": f"madial:{number}:{index}",
                        }
                    )
                previous = text
    return turns


def _locomo(root: Path) -> list[Turn]:
    data = json.loads((root / "locomo" / "locomo10.json").read_text(encoding="utf-8"))
    order = sorted(sample["sample_id"] for sample in data)
    turns: list[Turn] = []
    for sample in data:
        sample_id = sample["sample_id"]
        conversation = sample["conversation"]
        number = 1
        while f"session_{number}" in conversation:
            previous = ""
            for turn in conversation[f"session_{number}"]:
                row: Turn = {
                    "id": f"locomo:{sample_id}:{turn['dia_id']}",
                    "dataset": "locomo",
                    "source": f"locomo:{sample_id}",
                    "split": _split(order.index(sample_id)),
                    "speaker": turn["speaker"],
                    "previous": _previous(previous),
                    "text": turn["text"],
                    "key": f"locomo:{sample_id}:{turn['dia_id']}",
                }
                if turn.get("blip_caption"):
                    row["image_caption"] = turn["blip_caption"]
                turns.append(row)
                previous = turn["text"]
            number += 1
    return turns


def _longmemeval(root: Path) -> list[Turn]:
    base = root / "longmemeval"
    files = (
        ("", json.loads((base / "longmemeval_oracle.json").read_text(encoding="utf-8"))),
        (":S", json.loads((base / "longmemeval_s_sample.json").read_text(encoding="utf-8"))),
    )
    order = sorted({sid for _, qs in files for q in qs for sid in q["haystack_session_ids"]})
    position = {sid: number for number, sid in enumerate(order)}
    turns: list[Turn] = []
    for tail, questions in files:
        for question in questions:
            sessions = question["haystack_sessions"]
            pairs = zip(question["haystack_session_ids"], sessions, strict=True)
            for session_index, (sid, session) in enumerate(pairs):
                for index, message in enumerate(session):
                    if message["role"] != "user":
                        continue
                    before = session[index - 1]["content"] if index else ""
                    text = message["content"].strip()
                    row: Turn = {
                        "id": f"longmemeval:{question['question_id']}:"
                        f"{session_index}:{index}{tail}",
                        "dataset": "longmemeval",
                        "source": f"longmemeval:{sid}",
                        "split": _split(position[sid]),
                        "speaker": "",
                        "previous": _previous(before),
                        "text": text[:LONGMEMEVAL_MAX].strip(),
                        "key": f"longmemeval:{sid}:{index}",
                        "has_answer": bool(message.get("has_answer")),
                        "filler": sid.startswith(("sharegpt_", "ultrachat_")),
                    }
                    if len(text) > LONGMEMEVAL_MAX:
                        row["truncated"] = True
                    turns.append(row)
    return turns


def load_turns(root: Path) -> list[Turn]:
    """All real user turns of the six datasets.

    `key` names the underlying turn (a LongMemEval session can sit under several questions,
    so several ids share a key); `pair` is shared by a MemoryBank or MADial turn and its
    translation.
    """
    turns = _memorybank(root) + _madial(root) + _locomo(root) + _longmemeval(root)
    for turn in turns:
        turn["lang"] = LANG[turn["dataset"]]
        turn.setdefault("pair", turn["key"])
    return turns
