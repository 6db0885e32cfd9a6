"""`python -m bench scale`: worker memory, latency and disk as the users served grow."""
