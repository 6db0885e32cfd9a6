"""Every notebook runs top to bottom, headless, as a user would run it (its own asserts hold)."""

from __future__ import annotations

import os
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from tests.support.openai_server import OpenAIServer, Reply, openai_server

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
OFFLINE = ["01_quickstart.ipynb", "02_layers_of_a_real_history.ipynb",
           "03_benchmark_subset.ipynb"]


def execute(name: str, env: dict[str, str]) -> nbformat.NotebookNode:
    """Run a notebook in its folder with `env` over this process's environment."""
    notebook = nbformat.read(NOTEBOOKS / name, as_version=4)
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)  # the kernel inherits this process's environment
    try:
        NotebookClient(notebook, timeout=600, kernel_name="python3",
                       resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    return notebook


def printed(notebook: nbformat.NotebookNode) -> str:
    """Everything the notebook's cells printed."""
    return "".join(out.get("text", "") for cell in notebook.cells if cell.cell_type == "code"
                   for out in cell.get("outputs", []))


def checks_passed(notebook: nbformat.NotebookNode) -> bool:
    """The last code cell (the notebook's own checks) printed that they passed."""
    last = [c for c in notebook.cells if c.cell_type == "code"][-1]
    text = "".join(out.get("text", "") for out in last.get("outputs", []))
    return text.strip() == "ok" or text.startswith("all checks passed")


@pytest.mark.parametrize("name", OFFLINE)
def test_offline_notebook_runs(name: str) -> None:
    notebook = execute(name, {"STRATA_MODEL": "offline", "OPENAI_BASE_URL": "",
                              "OPENAI_API_KEY": ""})
    assert checks_passed(notebook), printed(notebook)[-300:]


def test_endpoint_notebook_runs_against_an_openai_compatible_server() -> None:
    judgement = {"shouldExtract": True, "confidence": 0.95, "category": "boundary",
                 "stability": "stable", "importance": 5, "reason": "用户明确说明的边界",
                 "candidateFacts": ["不喜欢被催促"]}
    decision = {**judgement, "memories": [
        {"action": "ADD", "target_id": None, "memory_type": "boundary",
         "content": "不喜欢被催促，回复尽量短", "importance": 5, "confidence": 0.95,
         "explicit": True, "scope": "global", "applies_to": []}]}
    server: OpenAIServer
    with openai_server() as server:
        server.script = [Reply(content="好的，我记住了，之后简短回复。"),
                         Reply(tool_calls=[("MemoryDecision", decision)]),
                         Reply(content="进展：用户说明了边界。")]
        notebook = execute("04_openai_endpoint.ipynb", {
            "OPENAI_BASE_URL": server.base_url, "OPENAI_API_KEY": "test-key",
            "STRATA_MODEL": "openai:loopback"})
    out = printed(notebook)
    assert "好的，我记住了" in out and "model:function_calling" in out
    assert "不喜欢被催促，回复尽量短" in out and checks_passed(notebook)
    assert server.requests[0]["stream"] is True  # the reply was streamed
