"""`strata demo`: a scripted bilingual, multi-session walk through Strata, offline."""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path
from typing import Any

from strata_layered.cli.ids import short_ids
from strata_layered.cli.inspect import preview_context
from strata_layered.cli.session import Session, open_session
from strata_layered.cli.talk import run_turn
from strata_layered.graph import changes
from strata_layered.memory.gate.labels import label_for
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.store import audit

DEMO_USER = "demo-user"
SESSIONS: list[tuple[str, list[str]]] = [
    ("周一 · 中文", [
        "你好呀",
        "我不喜欢被催促，以后回复尽量短一点",
        "哈哈",
        "我的银行卡密码是 622202 1234，帮我记一下",
        "今天有点累",
        "我习惯晚上十一点以后再聊天",
    ]),
    ("Tuesday · English", [
        "thanks!",
        "Please remember that I'm vegetarian and allergic to peanuts",
        "My API key is sk-demo0123456789abcdefXYZ, keep it for me",
        "I'm so tired right now",
    ]),
    ("周三 · 回到中文", [
        "我不喜欢被催促，以后回复尽量短一点",
        "周末想去杭州玩两天",
    ]),
]
PREVIEW_QUERY = "周末吃什么好？推荐几家餐厅"
TRY_SAY = "我周末想去爬山，别催我"


def _shown_path(path: Path) -> str:
    """A path as a person would type it here: relative under the working directory."""
    # Absolute, not resolved: a venv's python is a symlink to an interpreter without the
    # venv's packages.
    full = Path(os.path.abspath(path))
    try:
        return str(full.relative_to(Path.cwd()))
    except ValueError:
        return str(full)


def invocation() -> str:
    """How to run this same `strata` again from the working directory, as typed."""
    argv0 = Path(sys.argv[0])
    if argv0.name == "__main__.py":  # python -m strata_layered.cli
        return f"{shlex.quote(_shown_path(Path(sys.executable)))} -m strata_layered.cli"
    if argv0.name != "strata":  # called in-process (tests, notebooks)
        return "strata"
    on_path = shutil.which("strata")
    if on_path and Path(on_path).resolve() == argv0.resolve():
        return "strata"
    return shlex.quote(_shown_path(argv0))


def try_commands(args: Any, memory_id: str | None) -> list[str]:
    """The closing commands, exactly as they run from here on the demo's data."""
    data = f"--data {shlex.quote(str(args.data))} " if args.folder.source == "flag" else ""
    agent = f" --agent {shlex.quote(args.agent)}" if args.agent != "default" else ""
    base = f"{invocation()} {data}--user {DEMO_USER}{agent}"
    lines = [f"{base} memories list"]
    if memory_id:
        lines.append(f"{base} memories show {memory_id}")
    lines += [f"{base} context --conversation demo-3 {shlex.quote(PREVIEW_QUERY)}",
              f"{base} say --conversation demo-3 {shlex.quote(TRY_SAY)}",
              f"{base} chat --conversation demo-3"]
    return lines


def _rule(title: str) -> None:
    print(f"\n{'─' * 8} {title} {'─' * max(0, 60 - len(title))}")


async def _play(session: Session) -> None:
    for number, (title, turns) in enumerate(SESSIONS, start=1):
        conversation = f"demo-{number}"
        _rule(f"session {number}: {title} (conversation {conversation})")
        for text in turns:
            print(f"\nyou   > {text}")
            final: dict[str, Any] = await run_turn(
                session, conversation, {"user_text": text},
                context=session.context(conversation, model="offline"), echo=False,
            )
            print(f"agent > {final.get('reply', '').splitlines()[0] if final.get('reply') else ''}")
            for write in final.get("memory_writes") or []:
                label = label_for(write["memory_type"], write["content"])
                verb = "KEPT" if write["action"] == "stored" else "ALREADY KNOWN (reinforced)"
                print(f"  ✔ {verb}: [{label}] {write['content']}")
            gate = final.get("gate") or {}
            if gate and not gate.get("should_extract"):
                print(f"  ✘ REJECTED ({gate['category']}): {gate['reason']}")


async def cmd_demo(args: Any) -> int:
    """Run the script under a dedicated demo user, from a clean slate each time."""
    args.user = DEMO_USER
    async with open_session(args) as session:
        await changes.forget_user(session.graph, DEMO_USER)
        print(f"Strata demo — offline, data in {args.data} ({args.folder.reason()}), "
              f"user {DEMO_USER!r}")
        await _play(session)

        _rule("long-term memories kept")
        kept = await list_memories(session.store, DEMO_USER, session.agent)
        for m in kept:
            print(f"  [{label_for(m.memory_type, m.content)}] {m.content}  "
                  f"(importance {m.importance}, confidence {m.confidence:.2f}, "
                  f"said {m.mentions}×, from {m.source.conversation})")

        _rule("not remembered, and why (strata memories audit)")
        for r in reversed(await audit.list_decisions(session.store, DEMO_USER, session.agent)):
            if r.decision == "skipped":
                print(f"  {r.category:16} {r.excerpt!r}: {r.reason}")

        _rule("rolling summary of session 1 (seed v1: last 1600 characters)")
        state = await session.graph.aget_state(session.config("demo-1"))
        summary = state.values.get("summary", "")
        print(f"  {len(summary)} characters; the newest part:\n  … " + summary[-500:])

        _rule(f"context preview for {PREVIEW_QUERY!r} in session 3 (budget 600)")
        context = await preview_context(session, "demo-3", PREVIEW_QUERY, now=None, budget=600)
        print(f"  {context['total_tokens']} of {context['budget']} tokens")
        for section in context["sections"]:
            print(f"  {section['name']:16} {section['tokens']:4} tokens, "
                  f"{len(section['items'])} items")
            for item in section["items"][:3]:
                if section["name"] in ("memories", "constraints", "summary"):
                    print(f"      {item['score']}: {item['text'][:70]}")
    short = short_ids(m.id for m in kept)
    _rule("Try it yourself (each line runs as printed; an id prefix is enough)")
    for line in try_commands(args, short[kept[0].id] if kept else None):
        print(f"  {line}")
    return 0
