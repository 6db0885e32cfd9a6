"""`python -m bench locomo|memorybank`: evidence recall of the built context against baselines."""
