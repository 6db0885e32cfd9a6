"""The candidate gate (seed 003): is a turn worth extraction? Judgement, keyword signals, rules."""
