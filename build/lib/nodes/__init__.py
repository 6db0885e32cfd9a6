"""Graph nodes: thin async adapters over `memory/`, one per module."""
