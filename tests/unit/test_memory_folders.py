"""memory/'s concern folders import one way, in the order docs/architecture.md lists them.

The map says each folder imports only those above it in its table (text/ at the ground,
forgetting/ at the top), `namespaces.py` under them all, `rule_decisions.py` over them all, and
nothing of memory/ imports the graph. gate/ and writing/ imported each other until struct44
(the span selector's memories and the learned fallback were written from inside gate/).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MEMORY = ROOT / "memory"
PACKAGE = "strata_layered."


def folder_order() -> list[str]:
    """The memory/ folders, ground first, as the architecture's table lists them."""
    table = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    return list(dict.fromkeys(re.findall(r"^\| `memory/(\w+)/", table, re.M)))


def imported(path: Path) -> list[str]:
    """Every module a file imports (at its top or inside a function), dotted."""
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names += [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names += [a.name for a in node.names]
    return names


def test_every_folder_of_memory_is_on_the_map() -> None:
    on_disk = {p.name for p in MEMORY.iterdir() if (p / "__init__.py").exists()}
    assert set(folder_order()) == on_disk


def test_each_folder_imports_only_those_under_it_and_nothing_of_the_graph() -> None:
    order = folder_order()
    upward = []
    for path in sorted(MEMORY.rglob("*.py")):
        inside = path.relative_to(MEMORY).parts
        rank = order.index(inside[0]) if len(inside) > 1 else None
        for name in imported(path):
            if not name.startswith(PACKAGE):
                continue
            parts = name.removeprefix(PACKAGE).split(".")
            if parts[0] != "memory":
                upward.append(f"{path.relative_to(ROOT)} → {name}")
                continue
            if len(parts) < 2:
                continue
            target = parts[1]
            if target == "rule_decisions" or (
                    rank is not None and target in order and order.index(target) > rank):
                upward.append(f"{path.relative_to(ROOT)} → {name}")
    assert upward == []
