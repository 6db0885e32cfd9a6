"""Strata: layered long-term memory for chat agents, as a LangGraph graph.

The repository keeps its layers as top-level folders (`graph/`, `nodes/`, `memory/`, `cli/`,
`server/`); this package links them in, so everything imports as `strata_layered.<layer>` and
the wheel installs one import name.
"""
