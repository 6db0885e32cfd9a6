"""`strata serve`: the HTTP API and the pages, with the graph in process (uvicorn)."""

from __future__ import annotations

import argparse
import os
from typing import Any

from strata_layered.cli.common import check_ids, fail
from strata_layered.memory.namespaces import DEFAULT_USER


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """--host, --port, --workers."""
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1; anything else needs "
                             "STRATA_AUTH_SECRET)")
    parser.add_argument("--port", type=int, default=8080, help="port (default 8080)")
    parser.add_argument("--workers", type=int, default=1,
                        help="worker processes, each with its own backend (default 1)")


async def cmd_serve(args: Any) -> int:
    """Listen until interrupted; refuse a public address without a secret."""
    from strata_layered.server.settings import ServerSettings, SettingsError, check_bind

    if not 0 < args.port < 65536:
        raise fail(f"--port must be 1-65535, got {args.port}")
    if args.workers < 1:
        raise fail(f"--workers must be at least 1, got {args.workers}")
    # The workers read these: the data folder, and the local user when one was named.
    os.environ["STRATA_DATA_DIR"] = str(args.data)
    if args.user != DEFAULT_USER:
        check_ids(("user id", args.user))
        os.environ["STRATA_USER"] = args.user
    try:
        check_bind(args.host, ServerSettings.from_env())
    except SettingsError as error:
        raise fail(str(error)) from error
    from strata_layered.graph.folder import database_url

    if not database_url() and os.environ.get("STRATA_BACKEND", "sqlite") == "sqlite":
        from strata_layered.graph.backends.folder_health import check_data_folder

        check_data_folder(args.data)  # one line and exit 2, not a traceback per worker
    await _check_embeddings(args)
    import uvicorn

    options: dict[str, Any] = {"host": args.host, "port": args.port, "factory": True,
                               "log_level": os.environ.get("STRATA_LOG", "info").lower()}
    if args.workers > 1:  # a supervisor process; each worker runs its own event loop
        uvicorn.run("strata_layered.server.app:create_app", workers=args.workers, **options)
        return 0
    server = uvicorn.Server(uvicorn.Config("strata_layered.server.app:create_app", **options))
    await server.serve()
    return 0 if server.started else 1


async def _check_embeddings(args: Any) -> None:
    """Refuse to serve recall from vectors another embeddings model made (one line, exit 2)."""
    from strata_layered.cli.session import open_session

    async with open_session(args, create=args.data.exists(), recall=True):
        pass
