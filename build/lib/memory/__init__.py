"""Pure memory logic and store-facing records: no graph imports here."""
