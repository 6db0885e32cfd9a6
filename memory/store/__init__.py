"""Store-facing records: the envelope, the message log, conversations, audit, locks."""
