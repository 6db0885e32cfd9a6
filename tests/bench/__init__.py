"""Smoke tests of the benchmarks: each runs end to end on a tiny input."""
