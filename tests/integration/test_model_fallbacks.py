"""Every fallback to the rules is in the turn's notes and counted where the operator looks.

`strata say` against a loopback model whose memory answers are never structured: the rules
decide, the turn's notes say so, and the count is kept with the data, so another process
(`strata where`, `GET /api/health` of `strata serve`) reports it.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import httpx

from tests.support.openai_server import OpenAIServer, Reply
from tests.support.servers import BIN, offline_env, strata_serve

TEA = "我喜欢喝乌龙茶，以后推荐饮料的时候记住这一点"
NOT_STRUCTURED = Reply(content="我觉得这一轮值得记住。")


def strata(workdir: Path, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(BIN / "strata"), "--data", str(workdir / "data"), *args],
                          capture_output=True, text=True, cwd=workdir, env=env, timeout=300,
                          check=True)


def test_a_fallback_is_noted_and_counted_for_where_and_health(
        tmp_path: Path, model_server: OpenAIServer) -> None:
    env = offline_env(OPENAI_BASE_URL=model_server.base_url, OPENAI_API_KEY="test",
                      STRATA_MODEL="openai:loopback", STRATA_MEMORY_TIMEOUT="5")
    before = json.loads(strata(tmp_path, "where", "--json", env=env).stdout)
    assert before["model_fallbacks"] == {}

    model_server.script = [Reply(content="好的，记住了。"), NOT_STRUCTURED]
    said = strata(tmp_path, "say", TEA, env=env)
    assert "memory model fell back to the rules (bad_answer)" in said.stderr
    assert "remembered" in said.stderr  # the rules kept the fact: nothing lost

    where = json.loads(strata(tmp_path, "where", "--json", env=env).stdout)
    assert where["model_fallbacks"] == {"bad_answer": 1}
    text = strata(tmp_path, "where", env=env).stdout
    assert "memory model fell back to the rules 1 times (bad_answer 1)" in text

    with strata_serve(tmp_path, env=env) as server:
        model = httpx.get(f"{server.url}/api/health", timeout=10).json()["model"]
    # Kept with the data: the server process counts what the CLI's fell back on.
    assert model == {"fallbacks": {"bad_answer": 1}, "fallbacks_this_process": {},
                     "breakers_open": 0}
