"""Tests of real components: CLI processes, SQLite files, langgraph dev, model servers."""
