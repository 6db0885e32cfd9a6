"""The long-term memories: upsert and search, edits, corrections, the profile."""
