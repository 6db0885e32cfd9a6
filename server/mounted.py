"""The app `langgraph dev` mounts (`langgraph.json` `http.app`): the server's store and graph."""

from __future__ import annotations

from strata_layered.server.app import create_app

app = create_app("mounted")
