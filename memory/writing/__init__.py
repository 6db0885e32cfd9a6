"""What a kept turn writes: rule extraction (seed 000), a memory's type and label."""
