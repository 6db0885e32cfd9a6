"""A turn's context (seed 004 §5): scores, fusion, the budget, summary, boundaries."""
