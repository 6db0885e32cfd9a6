"""The candidate gate (seed 003): is a turn worth extraction? Judgement, types, signals, rules."""
