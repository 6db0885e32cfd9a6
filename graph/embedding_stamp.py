"""Which embeddings made the store's vectors, and the refusal to recall with another model.

Searches compare only vectors of the configured model (memory/store/records.py `made_by`), so
after STRATA_EMBEDDINGS changes every kept memory and topic would silently drop out of
recall until `strata reindex` made them again. The store therefore notes the model its
vectors were made with (one item, written by the first turn or search and by `reindex`),
and a turn or a search under another model is refused with one line saying what to run.
"""

from __future__ import annotations

import weakref
from typing import Any

from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.records import DEFAULT_EMBEDDINGS

STAMP_KEY = "embeddings"
LEGACY_PROBE = 20
"""Namespaces looked at for a record's maker in a store from before the stamp."""

_checked: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()
# Stores a search found no stamp in yet (its model fits): searches ask no more, a turn stamps.
_unstamped: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()
"""Store → the model this process already found it stamped with (one read per store)."""


class EmbeddingsChanged(RuntimeError):
    """The configured embeddings are not the ones that made the stored vectors (one line)."""

    def __init__(self, stored: str, configured: str) -> None:
        super().__init__(
            f"the stored vectors were made by embeddings {stored!r} but STRATA_EMBEDDINGS is "
            f"{configured!r}: run `strata reindex` to embed them again with it (or set "
            f"STRATA_EMBEDDINGS={stored} back); nothing was written")
        self.stored, self.configured = stored, configured


async def stamped_model(store: Any) -> str | None:
    """The model the store's stamp names (None: no stamp yet)."""
    item = await store.aget(ns.store_meta(), STAMP_KEY)
    model = item.value.get("model") if item is not None else None
    return str(model) if model else None


async def _maker_of_records(store: Any) -> str | None:
    """A store from before the stamp: the maker a kept memory or topic notes (None: none)."""
    for kind in ("memories", "topics"):
        spaces = await store.alist_namespaces(prefix=(ns.ROOT,), suffix=(kind,),
                                              limit=LEGACY_PROBE)
        for space in spaces:
            for item in await store.asearch(tuple(space), limit=1):
                return str(item.value.get("embedding_model") or DEFAULT_EMBEDDINGS)
    return None


async def stamp_embeddings(store: Any, model: str) -> None:
    """Note `model` as the maker of every vector (after `reindex`, or in a new store)."""
    await store.aput(ns.store_meta(), STAMP_KEY, {"model": model}, index=False)
    _checked[store] = model
    _unstamped.pop(store, None)


async def check_embeddings(store: Any, model: str, *, stamp: bool = True) -> None:
    """Raise EmbeddingsChanged unless `model` made the store's vectors.

    A store without a stamp gets one when `stamp` (a turn, which writes anyway); a search
    or a dry run (`stamp=False`) writes nothing.
    """
    if store is None or _checked.get(store) == model or (
            not stamp and _unstamped.get(store) == model):
        return
    stamped = await stamped_model(store)
    # A new store, or one from before the stamp: the maker its records note, else this one.
    stored = stamped or await _maker_of_records(store) or model
    if stored != model:
        raise EmbeddingsChanged(stored, model)
    if stamped is None and not stamp:
        _unstamped[store] = model
        return
    if stamped is None:
        await stamp_embeddings(store, model)
    _checked[store] = model  # read once per store: `reindex` in this process restamps it
