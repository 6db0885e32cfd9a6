"""How a new statement relates to the notes kept: duplicate, superseded, ended."""
