"""`python -m bench facts`: the write path against the labelled set of real user turns."""
