"""Strata over HTTP: the authenticated API, the chat page and the memory library."""
