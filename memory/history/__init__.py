"""Recall over the whole message history: the index of every message, and hybrid fusion."""

DEFAULT_BUDGET = 256 * 2**20
"""Bytes of loaded scopes a process keeps (Scope.nbytes): 256 MB hold ~55,000 messages
(~4.5 KB each with a 384-d vector), so ~55 users of 1,000 messages stay warm. Here, not in
scope_cache.py, so `strata where` reports it without loading numpy."""
