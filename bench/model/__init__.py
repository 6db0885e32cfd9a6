"""`python -m bench model`: the memory model path against a loopback endpoint with faults."""
