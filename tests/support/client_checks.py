"""One round trip through the Python client, run embedded, on PostgreSQL and against a server.

add → search → context → get / update / history → export → forget, with the answers a
user would notice checked at each step. `memory` is a sync `Memory`; `stranger` is the
user id (embedded) or the Memory of another token (remote) that must see nothing.
"""

from __future__ import annotations

from typing import Any

import pytest

from strata_layered import Memory
from strata_layered.client import InvalidInput, NotFound

YOGA = [{"role": "user", "content": "我每周三晚上练瑜伽"},
        {"role": "assistant", "content": "好的，周三晚上的瑜伽我记住了。"}]
CAT = "我家有两只猫，一只叫团子，一只叫年糕"


def round_trip(memory: Memory, user: str | None, stranger: Memory, stranger_user: str | None
               ) -> dict[str, Any]:
    """The whole client surface once; returns what later checks look at."""
    added = memory.add(YOGA, user_id=user, conversation="c1", metadata={"app": "demo"})
    assert len(added.turns) == 1 and added.turns[0].reply == YOGA[1]["content"]
    (yoga,) = added.memories
    assert "瑜伽" in yoga.content and yoga.action == "stored"
    cat = memory.add(CAT, user_id=user, conversation="c2")
    assert len(cat.turns) == 1 and cat.turns[0].user_message == CAT

    hits = memory.search("yoga", user_id=user)  # English words, a Chinese memory
    assert hits and hits[0].memory.id == yoga.id and hits[0].memory.metadata == {"app": "demo"}
    assert [h.memory.id for h in memory.search("yoga", user_id=user,
                                               metadata={"app": "demo"})] == [yoga.id]
    assert memory.search("yoga", user_id=user, metadata={"app": "other"}) == []
    assert stranger.search("yoga", user_id=stranger_user) == []

    built = memory.context("What do I do on Wednesday evenings?", user_id=user,
                           conversation="c3")
    # The memory, with its provenance (a fact that is its source message verbatim is
    # quoted once, as the dated message, naming the memory).
    items = [i for s in built.sections for i in s.items]
    assert any("瑜伽" in i.text and i.source.get("memory_id") == yoga.id for i in items), built
    assert sum(s.tokens for s in built.sections) <= built.total_tokens <= built.budget

    changed = memory.update(yoga.id, user_id=user, metadata={"app": "demo", "tier": 2})
    assert changed.metadata == {"app": "demo", "tier": 2}
    assert [r.kind for r in memory.history(yoga.id, user_id=user)] == [
        "created", "metadata", "current"]
    with pytest.raises(NotFound):
        stranger.get(yoga.id, user_id=stranger_user)
    with pytest.raises(InvalidInput):
        memory.add([{"role": "robot", "content": "x"}], user_id=user)

    exported = memory.export(user_id=user)
    values = [i.value for i in exported.items]
    assert any(v.get("content") == yoga.content for v in values)
    assert not any("瑜伽" in str(i.value) for i in stranger.export(user_id=stranger_user).items)

    memory.forget(user_id=user, conversation="c2")
    assert not any(i.namespace[-2:] == ["messages", "c2"] for i in
                   memory.export(user_id=user).items if len(i.namespace) > 2)
    gone = memory.forget(user_id=user)
    assert gone.items > 0
    assert memory.search("yoga", user_id=user) == []
    assert memory.export(user_id=user).items == []
    return {"yoga": yoga.id, "exported": len(exported.items)}
