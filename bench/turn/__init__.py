"""`python -m bench turn`: per-turn overhead as a conversation grows."""
