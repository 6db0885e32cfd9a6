"""`python -m bench docs`: long inputs (a 100k-chunk index, a long log, a long contract)."""
