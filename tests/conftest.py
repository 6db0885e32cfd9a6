"""Shared fixtures: a loopback OpenAI-compatible server the reply model is pointed at."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from langchain_openai.chat_models import _client_utils

from strata_layered.graph.models import _load_chat_model
from tests.support.openai_server import OpenAIServer, openai_server


def forget_model_clients() -> None:
    """Drop cached chat models and the httpx clients langchain-openai shares between them.

    langchain-openai keeps one async httpx client per (base_url, timeout) for the whole
    process. With the URL given as OPENAI_BASE_URL its key holds no URL, so the next test
    would reuse a pool bound to the previous test's closed event loop ("Event loop is
    closed").
    """
    _load_chat_model.cache_clear()
    _client_utils._cached_async_httpx_client.cache_clear()
    _client_utils._cached_sync_httpx_client.cache_clear()


@pytest.fixture
def model_server(monkeypatch: pytest.MonkeyPatch) -> Iterator[OpenAIServer]:
    """A scripted model server; `openai:<name>` models made in this test talk to it."""
    with openai_server() as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "test-key")
        forget_model_clients()
        yield server
    forget_model_clients()


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[str]:
    """One private PostgreSQL 16 + pgvector for the whole session, stopped at its end."""
    from tests.support.postgres import postgres_cluster as cluster

    with cluster() as url:
        yield url


@pytest.fixture
def postgres_url(postgres_cluster: str) -> str:
    """A database of this test's own on the session's cluster."""
    from tests.support.postgres import fresh_database

    return fresh_database(postgres_cluster)
