"""`strata demo`: a scripted bilingual, multi-session walk through Strata, offline."""

from __future__ import annotations

from typing import Any

from cli.common import Session, open_session
from cli.inspect import preview_context
from cli.talk import run_turn
from memory import audit, privacy
from memory.labels import label_for
from memory.memories import list_memories

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
        await privacy.forget_user(session.store, session.backend.checkpointer, DEMO_USER)
        print(f"Strata demo — offline, data in {args.data}, user {DEMO_USER!r}")
        await _play(session)

        _rule("long-term memories kept")
        for m in await list_memories(session.store, DEMO_USER, session.agent):
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
        print("\nTry it yourself: strata say \"…\", strata memories list, strata context \"…\"")
    return 0
