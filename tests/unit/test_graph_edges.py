"""The turn's conditional edges run on the event loop, with the functions' own ends."""

from __future__ import annotations

import inspect

from strata_layered.graph.builder import build_graph
from strata_layered.nodes.persist_user import route_after_persist_user


def test_every_conditional_edge_is_awaited_on_the_event_loop() -> None:
    # A plain function there is sent to a worker thread by LangGraph's async run.
    branches = [b for per_node in build_graph().builder.branches.values()
                for b in per_node.values()]
    assert len(branches) == 6
    for branch in branches:
        assert branch.path.func is None
        assert inspect.iscoroutinefunction(branch.path.afunc)


def test_the_edges_keep_the_ends_their_functions_name() -> None:
    edges = {(e.source, e.target, e.conditional) for e in build_graph().get_graph().edges}
    # route_topic's ends come from its function's Literal return type alone.
    assert {("route_topic", "build_context", True),
            ("route_topic", "persist_reply", True),
            ("confirm_memory", "extract_memories", True),
            ("confirm_memory", "refresh_summary", True)} <= edges
    branch = build_graph().builder.branches["persist_user"]
    [spec] = branch.values()
    assert inspect.unwrap(spec.path.afunc) is route_after_persist_user
