"""Dev helpers shared by tests and benchmarks: never imported by the product, never shipped."""
