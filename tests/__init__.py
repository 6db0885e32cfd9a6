"""Strata's tests: unit (pure logic, in-memory stores), integration (processes, servers), bench."""
