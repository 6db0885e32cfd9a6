"""Scripts that sample, build and validate the labelled set in bench/data."""
