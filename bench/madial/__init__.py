"""`python -m bench madial`: MADial-Bench recall@k of long-term memories."""
