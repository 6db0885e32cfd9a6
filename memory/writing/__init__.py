"""What a kept turn writes: rule extraction (seed 000), the span selector's memories, their type."""
