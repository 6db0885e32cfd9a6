"""Topics (seed 004 §3): routing and lifetime, domains, and the topic graph."""
