"""Benchmarks that print figures: run with `python -m bench …`; never imported by the product."""
