"""`python -m bench topics`: topic routing against a labelled routing set."""
