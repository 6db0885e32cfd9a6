"""Long inputs (seed 004 §4): stored whole, chunked by type, indexed, summarised, searched."""
