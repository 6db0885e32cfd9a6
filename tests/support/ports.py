"""Loopback ports for the tests' servers, never the same one for two pytest-xdist workers.

A port from `bind(("127.0.0.1", 0))` is free when asked, but a server process started on it
(`strata serve`, `langgraph dev`, PostgreSQL) binds it seconds later; in between, the other
worker's bind(0) may be handed the same port, and one of the two servers fails to start or,
worse, a test talks to the other worker's server. So each worker takes only ports of its own
share, `(port >> 1) % workers == worker` (not the parity: Linux hands bind(0) odd ports first
and leaves the even ones to connect(), so by parity one worker would get none), and never
hands out the same port twice in a session (a server stopped a moment ago may still hold it).
Outside xdist the one process is worker 0 of 1 and every port is its share.
"""

from __future__ import annotations

import os
import socket

ATTEMPTS = 2000
_handed: set[int] = set()


def worker() -> tuple[int, int]:
    """(this worker's number, how many workers): `gw1` of `-n 2` is (1, 2); (0, 1) outside."""
    name = os.environ.get("PYTEST_XDIST_WORKER", "")
    count = os.environ.get("PYTEST_XDIST_WORKER_COUNT", "")
    if not (name.startswith("gw") and name[2:].isdigit() and count.isdigit()):
        return 0, 1
    return int(name[2:]), max(int(count), 1)


def is_share(port: int, of: tuple[int, int]) -> bool:
    """Whether `port` belongs to worker `of` = (number, workers)."""
    number, count = of
    return (port >> 1) % count == number


def bound_socket() -> socket.socket:
    """A loopback TCP socket bound to a port of this worker's share (for in-process servers)."""
    share = worker()
    for _ in range(ATTEMPTS):
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
        if is_share(port, share) and port not in _handed:
            _handed.add(port)
            return sock
        sock.close()
    raise RuntimeError(f"no free loopback port of worker {share[0]} of {share[1]} "
                       f"in {ATTEMPTS} tries")


def free_port() -> int:
    """A loopback port nobody listens on now, of this worker's share, not handed out before."""
    with bound_socket() as sock:
        return int(sock.getsockname()[1])
