"""The storages Strata runs on: SQLite in one data folder (embedded), PostgreSQL (shared)."""
