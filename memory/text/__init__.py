"""Plain text, knowing nothing of the house: normalisation, tokens, BM25 terms, overlap."""
