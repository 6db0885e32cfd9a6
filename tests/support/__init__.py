"""What the tests share: a loopback OpenAI-compatible server, a hashing embedder, small files."""
