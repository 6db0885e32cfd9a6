"""Forgetting (seed 002): a user, a conversation, a take-back, a name, one fact."""
