"""The model seam: `provider:model` specs through LangChain's init_chat_model, clear errors."""

from __future__ import annotations

import pytest
from langchain_openai import ChatOpenAI

from strata_layered.graph.models import UnknownModel, load_chat_model, model_provider
from strata_layered.graph.offline import OfflineChatModel


@pytest.mark.parametrize(("spec", "provider", "name"), [
    ("gpt-4o", "openai", "gpt-4o"),
    ("openai:gpt-4o-mini", "openai", "gpt-4o-mini"),
    ("deepseek:deepseek-chat", "deepseek", "deepseek-chat"),
    ("ollama:qwen2.5:7b", "ollama", "qwen2.5:7b"),
])
def test_specs_name_their_provider(spec: str, provider: str, name: str) -> None:
    assert model_provider(spec) == (provider, name)


def test_openai_names_build_the_openai_client_against_the_configured_endpoint(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    model = load_chat_model("gpt-4o", timeout=7.0)
    assert isinstance(model, ChatOpenAI)
    assert model.model_name == "gpt-4o" and model.openai_api_base == "http://127.0.0.1:9/v1"
    assert isinstance(load_chat_model("offline"), OfflineChatModel)


@pytest.mark.parametrize(("spec", "says"), [
    ("mistralai:mistral-small", "pip install langchain-mistralai"),
    ("nonsense:model", "provider 'nonsense' is not available"),
    ("llama3", "use 'offline' or 'provider:model'"),
])
def test_unusable_specs_fail_in_one_line(spec: str, says: str) -> None:
    with pytest.raises(UnknownModel) as caught:
        load_chat_model(spec)
    assert says in str(caught.value) and "\n" not in str(caught.value)
