"""Turn lock files of the real `strata serve`: names nobody can match, gone with their user.

Issue 27: lock files were named by a plain hash of user and conversation, so anyone could
tell from `locks/` who had talked in which conversation, and they survived `DELETE /api/me`.
"""

from __future__ import annotations

import hashlib
import stat
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from strata_layered.graph.context import Context
from strata_layered.graph.turns import turn_lock
from strata_layered.memory.namespaces import thread_id_for
from tests.support.servers import SECRET, Server, offline_env, strata_serve, token


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    env = offline_env(STRATA_AUTH_SECRET=SECRET, STRATA_MODEL="offline",
                      STRATA_MEMORY_MODEL="offline")
    with strata_serve(tmp_path_factory.mktemp("locks"), env=env) as running:
        yield running


def talk(server: Server, user: str, conversation: str) -> None:
    headers = {"Authorization": f"Bearer {token(user)}"}
    body = {"id": conversation, "messages": [{"role": "user", "parts": [
        {"type": "text", "text": "今天天气不错"}]}]}
    assert httpx.post(f"{server.url}/api/chat", json=body, headers=headers,
                      timeout=60).status_code == 200
    httpx.get(f"{server.url}/api/conversations/{conversation}/turns/latest", headers=headers,
              timeout=60)


def plain_hash_name(user: str, conversation: str) -> str:
    """The name the lock file used to have: anyone can compute it from a guess."""
    thread = thread_id_for(user, "default", conversation)
    key = turn_lock({"configurable": {"thread_id": thread}},
                    Context(user_id=user, agent_id="default"))
    return f"{hashlib.sha256(key.encode()).hexdigest()[:32]}.lock"


def lock_files(locks: Path) -> list[Path]:
    return sorted(locks.rglob("*.lock"))


def test_lock_names_are_keyed_and_forgetting_a_user_removes_theirs(server: Server) -> None:
    locks = server.workdir / "data" / "locks"
    talk(server, "alice", "secret-plans")
    talk(server, "bob", "groceries")
    files = lock_files(locks)
    assert len(files) == 2 and len({f.parent for f in files}) == 2  # a folder per user
    names = {f.name for f in files}
    assert plain_hash_name("alice", "secret-plans") not in names
    assert plain_hash_name("bob", "groceries") not in names
    key = locks / ".key"
    assert len(key.read_bytes()) == 32 and stat.S_IMODE(key.stat().st_mode) == 0o600

    forgot = httpx.delete(f"{server.url}/api/me", timeout=60,
                          headers={"Authorization": f"Bearer {token('alice')}"})
    assert forgot.status_code == 200, forgot.text
    left = lock_files(locks)
    assert len(left) == 1 and left[0] in files  # bob's, untouched
    talk(server, "bob", "groceries")  # bob's turns still lock and run
    assert lock_files(locks) == left
