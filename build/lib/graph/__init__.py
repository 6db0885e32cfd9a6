"""Strata's graph: state, context, prompts, model loading and wiring."""
