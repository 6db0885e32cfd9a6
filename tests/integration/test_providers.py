"""Each provider spec against a loopback server speaking its wire format (docs/models.md)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from strata_layered.graph import models
from strata_layered.graph.context import Context
from strata_layered.graph.models import load_chat_model, load_embeddings
from tests.conftest import forget_model_clients
from tests.support.openai_server import OpenAIServer, Reply, openai_server


@pytest.fixture
def server() -> Iterator[OpenAIServer]:
    with openai_server() as running:
        forget_model_clients()
        yield running
    forget_model_clients()


@pytest.mark.parametrize(("spec", "base_env", "key_env"), [
    ("deepseek:deepseek-chat", "DEEPSEEK_BASE_URL", "DEEPSEEK_API_KEY"),
    ("qwen:qwen-plus", "DASHSCOPE_BASE_URL", "DASHSCOPE_API_KEY"),
    ("ollama:qwen2.5", "OLLAMA_BASE_URL", None),
    ("vllm:Qwen/Qwen2.5-7B-Instruct", "VLLM_BASE_URL", "VLLM_API_KEY"),
])
async def test_openai_compatible_providers_need_no_extra_package(
    spec: str, base_env: str, key_env: str | None, server: OpenAIServer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(base_env, server.base_url)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    if key_env:
        monkeypatch.setenv(key_env, "provider-key")
    server.script = [Reply(content="你好")]

    reply = await load_chat_model(spec, timeout=5).ainvoke("hi")

    assert reply.text == "你好"
    assert server.requests[0]["model"] == spec.split(":", 1)[1]
    assert server.paths[0].startswith("/v1/chat/completions")


async def test_azure_openai_speaks_the_deployment_wire(
    server: OpenAIServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AZURE_OPENAI_ENDPOINT", f"http://127.0.0.1:{server.port}")
    monkeypatch.setenv("AZURE_OPENAI_API_KEY", "azure-key")
    monkeypatch.setenv("OPENAI_API_VERSION", "2024-10-21")
    server.script = [Reply(content="hello from azure")]

    reply = await load_chat_model("azure_openai:my-deployment", timeout=5).ainvoke("hi")

    assert reply.text == "hello from azure"
    assert server.paths[0] == ("/openai/deployments/my-deployment/chat/completions"
                               "?api-version=2024-10-21")


def test_embeddings_come_from_their_own_base_url(
    server: OpenAIServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    with openai_server() as chat:
        monkeypatch.setenv("OPENAI_BASE_URL", chat.base_url)
        monkeypatch.setenv("STRATA_EMBEDDINGS_BASE_URL", server.base_url)
        load_embeddings.cache_clear()
        try:
            vectors = load_embeddings("openai:text-embedding-3-small").embed_documents(["茶"])
        finally:
            load_embeddings.cache_clear()
    assert len(vectors[0]) == models.EMBEDDING_DIMS
    assert server.embedded == ["茶"] and chat.embedded == []


def test_the_window_comes_from_the_models_profile_when_not_set() -> None:
    profiled = Context(model="openai:gpt-4.1-nano", output_reserve=1024, fixed_overhead=64)
    unknown = Context(model="openai:a-local-model", output_reserve=1024, fixed_overhead=64)
    pinned = Context(model="openai:gpt-4.1-nano", context_window=4096, output_reserve=1024,
                     fixed_overhead=64)

    assert profiled.prompt_budget() == 1_047_576 - 1024 - 64  # langchain-core's profile
    assert unknown.prompt_budget() == 8192 - 1024 - 64
    assert pinned.prompt_budget() == 4096 - 1024 - 64
