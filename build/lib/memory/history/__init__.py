"""Recall over the whole message history: the index of every message, and hybrid fusion."""
