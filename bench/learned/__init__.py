"""The learned offline gate: its trainer."""
