"""The tests' servers under pytest-xdist: two workers never pick the same loopback port.

`make test` runs the suite in two worker processes; each starts `strata serve`, `langgraph
dev`, PostgreSQL and the loopback model servers on ports it picks itself (tests/support/ports.py).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import ports

PROJECT = Path(__file__).resolve().parents[2]
PICK = """
import json
from tests.support.ports import bound_socket, free_port, worker
held = [bound_socket() for _ in range(20)]
print(json.dumps({"worker": worker(), "free": [free_port() for _ in range(60)],
                  "bound": [s.getsockname()[1] for s in held]}))
"""


def picked_by(name: str, count: str) -> dict[str, list[int]]:
    env = {**os.environ, "PYTHONPATH": str(PROJECT), "PYTEST_XDIST_WORKER": name,
           "PYTEST_XDIST_WORKER_COUNT": count}
    done = subprocess.run([sys.executable, "-c", PICK], env=env, cwd=PROJECT, check=True,
                          capture_output=True, text=True, timeout=60)
    return dict(json.loads(done.stdout))


def test_two_workers_pick_disjoint_ports_each_never_twice() -> None:
    first, second = picked_by("gw0", "2"), picked_by("gw1", "2")
    assert first["worker"] == [0, 2] and second["worker"] == [1, 2]
    for picked, number in ((first, 0), (second, 1)):
        mine = picked["free"] + picked["bound"]
        assert len(set(mine)) == len(mine) == 80  # none handed out twice in one worker
        assert all((port >> 1) % 2 == number for port in mine)
    assert not set(first["free"] + first["bound"]) & set(second["free"] + second["bound"])


@pytest.mark.parametrize(("name", "count", "expected"), [
    ("gw3", "4", (3, 4)), ("", "", (0, 1)), ("master", "2", (0, 1)), ("gw1", "", (0, 1)),
])
def test_the_worker_is_read_from_xdist_s_variables(
        monkeypatch: pytest.MonkeyPatch, name: str, count: str,
        expected: tuple[int, int]) -> None:
    monkeypatch.setenv("PYTEST_XDIST_WORKER", name)
    monkeypatch.setenv("PYTEST_XDIST_WORKER_COUNT", count)
    assert ports.worker() == expected


def test_outside_xdist_every_port_is_the_one_process_s() -> None:
    assert all(ports.is_share(port, (0, 1)) for port in range(1024, 1100))
    assert [p for p in range(1024, 1032) if ports.is_share(p, (1, 2))] == [1026, 1027, 1030, 1031]
