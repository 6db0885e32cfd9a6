"""The candidate pool of a turn (seed 004 §5): every layer gathered concurrently, then assembled."""
