"""A message as sentences and clauses; times named relative to when it is said."""
