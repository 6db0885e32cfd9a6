"""`strata mcp`: Strata as an MCP server (stdio for this user, or streamable HTTP)."""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import replace
from typing import Any

from strata_layered.cli.common import fail

TRANSPORTS = ("stdio", "http")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """--transport, --host, --port."""
    parser.add_argument("--transport", choices=TRANSPORTS, default="stdio",
                        help="stdio (default: an MCP client starts `strata mcp` and talks "
                             "to it as --user) or http (streamable HTTP at /mcp; callers "
                             "are identified as by `strata serve`)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="http: address to listen on (default 127.0.0.1; anything else "
                             "needs STRATA_AUTH_SECRET)")
    parser.add_argument("--port", type=int, default=8765, help="http: port (default 8765)")


async def cmd_mcp(args: Any) -> int:
    """Serve until the client leaves (stdio) or until interrupted (http)."""
    from strata_layered.server.settings import ServerSettings, SettingsError, check_bind

    if not 0 < args.port < 65536:
        raise fail(f"--port must be 1-65535, got {args.port}")
    try:
        # The one user of local mode is --user (default: STRATA_USER, else the default user).
        settings = replace(ServerSettings.from_env(), local_user=args.user)
        if args.transport == "http":
            check_bind(args.host, settings)
    except SettingsError as error:
        raise fail(str(error)) from error
    if args.transport == "stdio":
        from strata_layered.server.mcp_transports import run_stdio

        # stdout is the protocol's: nothing else may be printed there.
        await run_stdio(user=args.user, agent=args.agent, settings=settings, data_dir=args.data)
        return 0
    import uvicorn

    from strata_layered.server.mcp_transports import MCP_PATH, http_app

    app = http_app(agent=args.agent, settings=settings, data_dir=args.data, host=args.host)
    print(f"strata mcp: http://{args.host}:{args.port}{MCP_PATH} "
          f"({'bearer token' if settings.requires_token else 'local user ' + settings.local_user})",
          file=sys.stderr)
    server = uvicorn.Server(uvicorn.Config(app, host=args.host, port=args.port,
                                           log_level=os.environ.get("STRATA_LOG", "info").lower()))
    await server.serve()
    return 0 if server.started else 1
