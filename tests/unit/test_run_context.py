"""The run context: a typed error for a bad field, a description for every field."""

from __future__ import annotations

import pytest

from strata_layered.graph.builder import graph
from strata_layered.graph.context import Context, ContextError
from strata_layered.memory.namespaces import DEFAULT_USER


@pytest.mark.parametrize(("values", "says"), [
    ({"user_idd": "ada"}, "unknown run context field user_idd"),
    ({"budget": "lots"}, "budget must be int"),
    ({"memory_enabled": "yes"}, "memory_enabled must be bool"),
    ({"topic_threshold": True}, "topic_threshold must be float"),
    ({"conversation_id": 7}, "conversation_id must be str | None"),
])
def test_a_bad_run_context_is_a_context_error_naming_the_field(values: dict, says: str) -> None:
    with pytest.raises(ContextError, match=says):
        Context(**values)


def test_good_values_pass_and_defaults_stay(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = Context(user_id="ada", budget=500, topic_threshold=1, conversation_id=None)
    assert (ctx.user_id, ctx.budget, ctx.topic_threshold) == ("ada", 500, 1)
    monkeypatch.delenv("STRATA_USER", raising=False)
    assert Context().user_id == DEFAULT_USER


def test_every_published_field_has_a_description() -> None:
    for schema in (graph.get_input_jsonschema(), graph.get_output_jsonschema(),
                   graph.get_context_jsonschema()):
        assert schema is not None
        assert [k for k, v in schema["properties"].items() if not v.get("description")] == []
