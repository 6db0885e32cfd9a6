"""The whole topology of one turn, in one place."""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.store.base import BaseStore
from pydantic import TypeAdapter

from strata_layered.graph.checkpoint_pruning import DURABILITY
from strata_layered.graph.context import Context
from strata_layered.graph.state import InputState, OutputState, State
from strata_layered.nodes.build_context import build_context
from strata_layered.nodes.call_model import call_model
from strata_layered.nodes.confirm_memory import confirm_memory, route_after_confirm_memory
from strata_layered.nodes.extract_memories import extract_memories
from strata_layered.nodes.gate_candidate import gate_candidate, route_after_gate
from strata_layered.nodes.ingest_document import ingest_document
from strata_layered.nodes.persist_reply import persist_reply, route_after_persist_reply
from strata_layered.nodes.persist_user import (
    persist_user,
    route_after_persist_user,
    route_and_retrieve,
)
from strata_layered.nodes.refresh_summary import refresh_summary
from strata_layered.nodes.retrieve import retrieve
from strata_layered.nodes.route_topic import route_after_route_topic, route_topic


class StrataGraph(CompiledStateGraph[State, Context, InputState, OutputState]):
    """The compiled graph, publishing its input and output schemas with each field described.

    LangGraph derives them from the state's channels, which drops the fields' docstrings;
    Studio and the SDK show these instead (graph/state.py: a docstring per field).
    """

    def get_input_jsonschema(self, config: RunnableConfig | None = None) -> dict[str, Any]:
        """What a run takes: InputState, described."""
        return TypeAdapter(InputState).json_schema()

    def get_output_jsonschema(self, config: RunnableConfig | None = None) -> dict[str, Any]:
        """What a run gives back: OutputState, described."""
        return TypeAdapter(OutputState).json_schema()


def on_loop(route: Callable[[State], Any]) -> Callable[[State], Awaitable[Any]]:
    """A conditional edge's function, awaited on the event loop.

    LangGraph's async run sends a plain function on a conditional edge to a worker thread
    (run_in_executor): four or five thread hops a turn, each with its wake-ups, to read a
    field or two of the state. Its name, signature and return type (the `Literal` of the
    edge's ends) stay the function's own.
    """
    @functools.wraps(route)
    async def routed(state: State) -> Any:
        return route(state)

    return routed


def build_graph(
    *, checkpointer: BaseCheckpointSaver | None = None, store: BaseStore | None = None
) -> StrataGraph:
    """Compile the memory graph; the server injects checkpointer and store when omitted."""
    builder = StateGraph(State, context_schema=Context, input_schema=InputState,
                         output_schema=OutputState)
    builder.add_node(persist_user)
    builder.add_node(ingest_document)
    builder.add_node(route_topic)
    builder.add_node(retrieve)
    builder.add_node(build_context)
    builder.add_node(call_model)
    builder.add_node(persist_reply)
    builder.add_node(gate_candidate)
    builder.add_node(confirm_memory)
    builder.add_node(extract_memories)
    builder.add_node(refresh_summary)

    builder.add_edge(START, "persist_user")
    builder.add_conditional_edges("persist_user", on_loop(route_after_persist_user),
                                  ["ingest_document", "route_topic", "retrieve"])
    builder.add_conditional_edges("ingest_document", on_loop(route_and_retrieve),
                                  ["route_topic", "retrieve"])
    # Routing and retrieval run side by side (one superstep): build_context starts when
    # both are done, and adds the routed topic's layer.
    builder.add_conditional_edges("route_topic", on_loop(route_after_route_topic))
    builder.add_edge("retrieve", "build_context")
    builder.add_edge("build_context", "call_model")
    builder.add_edge("call_model", "persist_reply")
    # A regeneration (the last reply answered again) ends here: memory already had the turn.
    builder.add_conditional_edges("persist_reply", on_loop(route_after_persist_reply),
                                  ["gate_candidate", END])
    # What the gate lets through may first be asked about (off unless confirm_memories).
    builder.add_conditional_edges("gate_candidate", on_loop(route_after_gate),
                                  {"extract_memories": "confirm_memory",
                                   "refresh_summary": "refresh_summary"})
    builder.add_conditional_edges("confirm_memory", on_loop(route_after_confirm_memory))
    builder.add_edge("extract_memories", "refresh_summary")
    builder.add_edge("refresh_summary", END)
    compiled = builder.compile(checkpointer=checkpointer, store=store)
    # The same object as `copy` makes it, as a StrataGraph (copies keep the class).
    graph = StrataGraph(**{k: v for k, v in compiled.__dict__.items() if k != "__orig_class__"})
    graph.name = "Strata"
    # One checkpoint per turn unless the caller says otherwise: the store holds every
    # message as it happens, and a turn's input (what the user typed, secrets included)
    # is never written as a checkpoint of its own. The LangGraph server passes its own.
    return graph.with_config(configurable={DURABILITY: "exit"})


# Served by `langgraph dev` / LangGraph Studio: the server injects checkpointer and store.
graph = build_graph()
