"""What a clause states and whose: people, the note it is phrased as, slots and values."""
