"""Fast tests of pure logic and of nodes and the graph on in-memory stores."""
