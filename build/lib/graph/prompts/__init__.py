"""Prompt text: the reply prompt and its renderer, the memory model's prompts, documents."""
