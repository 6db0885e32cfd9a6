"""`python -m bench load`: concurrent users against `strata serve` with several workers."""
