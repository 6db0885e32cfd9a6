"""How each memory-model endpoint is doing: fault kinds, a circuit breaker, its working method.

Kept per (endpoint, model), never per user: one user's bad answer (a refusal, broken JSON)
costs that call its fallback and nothing else; only the endpoint's own transport faults
(timeouts, 5xx, refused connections) open its breaker, and a rate limit never does.
The structured-output method that last worked is kept where the data is (a small JSON
file in the data folder, a table in PostgreSQL), so the next process asks it first
instead of learning it again.
"""

from __future__ import annotations

import json
import os
import random
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from pathlib import Path
from typing import Literal, Protocol

FaultKind = Literal["rate_limited", "timeout", "server", "connection", "unsupported",
                    "bad_answer"]
"""What went wrong with one request: decides retry, next method, or fallback."""

FAILURES_TO_OPEN = 3
"""Consecutive transport faults of an endpoint that open its breaker."""
PROBE_AFTER = 30.0
"""Seconds an open breaker waits before one request probes the endpoint again."""
RETRY_AFTER_CAP = 5.0
"""The longest Retry-After a memory call honours (it also never passes its deadline)."""
METHODS_FILE = "model_methods.json"
"""The file in the data folder that keeps each endpoint's working structured-output method."""


def fault_kind(error: BaseException) -> FaultKind:
    """The kind of one failed request, read from the client's exception."""
    status = getattr(error, "status_code", None)
    if status is None:
        response = getattr(error, "response", None)
        status = getattr(response, "status_code", None)
    name = type(error).__name__
    if status == 429 or name == "RateLimitError":
        return "rate_limited"
    if isinstance(error, TimeoutError) or "Timeout" in name:
        return "timeout"
    if isinstance(status, int) and status >= 500:
        return "server"
    if "Connection" in name or isinstance(error, ConnectionError):
        return "connection"
    if status in (400, 404, 405, 415, 422, 501):
        return "unsupported"
    return "bad_answer"


def retry_after(error: BaseException) -> float | None:
    """Seconds the server asked to wait (Retry-After / retry-after-ms), if it said."""
    response = getattr(error, "response", None)
    headers = getattr(response, "headers", None)
    if headers is None:
        return None
    millis = headers.get("retry-after-ms")
    try:
        if millis is not None:
            return max(0.0, float(millis) / 1000)
        raw = headers.get("retry-after")
        if raw is None:
            return None
        try:
            return max(0.0, float(raw))
        except ValueError:
            return max(0.0, parsedate_to_datetime(raw).timestamp() - time.time())
    except (TypeError, ValueError):
        return None


def backoff(attempt: int, hint: float | None = None) -> float:
    """Seconds before retry `attempt` (1, 2…): the server's hint, else 0.25·2ⁿ, jittered."""
    base = hint if hint is not None else 0.25 * 2 ** (attempt - 1)
    return min(RETRY_AFTER_CAP, base) * random.uniform(1.0, 1.25)


class MethodKeeper(Protocol):
    """Where working methods outlive the process: `read` all, `write` one (best effort)."""

    def read(self) -> dict[str, str]:
        """Every endpoint's remembered method."""
        ...

    def write(self, key: str, method: str) -> None:
        """Remember `method` for `key` (a failure only means it is learned again)."""
        ...


@dataclass
class FileMethods:
    """The data folder's METHODS_FILE."""

    path: Path

    def read(self) -> dict[str, str]:
        """The file's methods ({} when absent or unreadable)."""
        return _read(self.path)

    def write(self, key: str, method: str) -> None:
        """Rewrite the file with `key`'s method."""
        _write(self.path, {**_read(self.path), key: method})


@dataclass
class Breaker:
    """One endpoint's circuit: closed, open since `opened_at`, or letting one probe through."""

    failures: int = 0
    opened_at: float | None = None
    probing: bool = False
    opened: int = 0
    """How many times it opened (the benchmark counts it)."""


@dataclass
class Health:
    """Every endpoint's breaker and working method, for this process."""

    breakers: dict[str, Breaker] = field(default_factory=dict)
    methods: dict[str, str] = field(default_factory=dict)
    unsupported: dict[str, set[str]] = field(default_factory=dict)
    fallbacks: Counter[str] = field(default_factory=Counter)
    """Memory work the rules did because the model failed, by fault kind (this process)."""
    path: Path | None = None
    """Shorthand for `keeper=FileMethods(path)`."""
    keeper: MethodKeeper | None = None
    lock: threading.Lock = field(default_factory=threading.Lock)

    def __post_init__(self) -> None:
        if self.keeper is None and self.path is not None:
            self.keeper = FileMethods(self.path)

    def allow(self, key: str, now: float | None = None) -> bool:
        """Whether a request may go to `key` now (an open breaker lets one probe through)."""
        now = time.monotonic() if now is None else now
        with self.lock:
            breaker = self.breakers.setdefault(key, Breaker())
            if breaker.opened_at is None:
                return True
            if breaker.probing or now - breaker.opened_at < PROBE_AFTER:
                return False
            breaker.probing = True
            return True

    def succeeded(self, key: str) -> None:
        """The endpoint answered: its breaker closes."""
        with self.lock:
            self.breakers[key] = Breaker(opened=self.breakers.get(key, Breaker()).opened)

    def failed(self, key: str, kind: FaultKind, now: float | None = None) -> None:
        """A request to `key` failed; transport faults count toward opening its breaker."""
        if kind not in ("timeout", "server", "connection"):
            return  # a rate limit or one bad answer says nothing about the endpoint's health
        now = time.monotonic() if now is None else now
        with self.lock:
            breaker = self.breakers.setdefault(key, Breaker())
            breaker.failures += 1
            if breaker.probing or breaker.failures >= FAILURES_TO_OPEN:
                breaker.opened = breaker.opened + (breaker.opened_at is None or breaker.probing)
                breaker.opened_at, breaker.probing = now, False

    def is_open(self, key: str) -> bool:
        """Whether `key`'s breaker is open (or probing)."""
        breaker = self.breakers.get(key)
        return breaker is not None and breaker.opened_at is not None

    def method(self, key: str) -> str | None:
        """The structured-output method that last worked on `key`."""
        with self.lock:
            if key not in self.methods and self.keeper is not None:
                self.methods |= {k: v for k, v in self.keeper.read().items()
                                 if k not in self.methods}
            return self.methods.get(key)

    def skip(self, key: str) -> set[str]:
        """Methods `key` refused as unsupported (HTTP 400/404/422) in this process."""
        return self.unsupported.get(key, set())

    def worked(self, key: str, method: str) -> None:
        """Remember `method` for `key`, where the data is when a backend keeps it."""
        with self.lock:
            if self.methods.get(key) == method:
                return
            self.methods[key] = method
            if self.keeper is not None:
                self.keeper.write(key, method)

    def refused(self, key: str, method: str) -> None:
        """`key` rejected `method` itself: not asked again by this process."""
        with self.lock:
            self.unsupported.setdefault(key, set()).add(method)
            if self.methods.get(key) == method:
                del self.methods[key]

    def forget(self, key: str, method: str) -> None:
        """The remembered method failed: probe in the seed's order next time."""
        with self.lock:
            if self.methods.get(key) == method:
                del self.methods[key]


def _read(path: Path) -> dict[str, str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def _write(path: Path, data: dict[str, str]) -> None:
    """Atomically: another process reading it never sees half a file."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only folder: the method is relearned, nothing else is lost


health = Health()
"""The process's one registry (memory calls of every user and thread share it)."""


def remember_methods_in(folder: Path | None) -> None:
    """Keep working methods in `folder`'s METHODS_FILE (None: in this process only)."""
    remember_methods_with(None if folder is None else FileMethods(Path(folder) / METHODS_FILE))


def remember_methods_with(keeper: MethodKeeper | None) -> None:
    """Keep working methods with `keeper` (PostgreSQL's table; None: this process only)."""
    with health.lock:
        health.keeper = keeper
        health.path = keeper.path if isinstance(keeper, FileMethods) else None


def reset_health() -> None:
    """Forget every breaker and method of this process (tests, benchmarks)."""
    with health.lock:
        health.breakers.clear()
        health.methods.clear()
        health.unsupported.clear()
        health.fallbacks.clear()
