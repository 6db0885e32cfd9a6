"""Chunkers by content type: shared pieces and packing, one module per kind, the dispatcher."""
