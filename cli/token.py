"""`strata token --user U [--ttl 1h]`: a token signed with STRATA_AUTH_SECRET (development)."""

from __future__ import annotations

import argparse
import os
import re
import sys
from typing import Any

from strata_layered.cli.common import check_ids, fail

UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
MAX_TTL = 366 * 86400


def parse_ttl(text: str) -> int:
    """Seconds of `90`, `90s`, `30m`, `1h`, `7d`."""
    match = re.fullmatch(r"\s*(\d+)\s*([smhd]?)\s*", text)
    if not match:
        raise fail(f"--ttl {text!r}: use seconds or a number with s, m, h or d (e.g. 1h)")
    seconds = int(match.group(1)) * UNITS[match.group(2) or "s"]
    if not 0 < seconds <= MAX_TTL:
        raise fail(f"--ttl {text!r}: between 1 second and 366 days")
    return seconds


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """--ttl (the user is the global --user)."""
    parser.add_argument("--ttl", default="1h", help="lifetime: 90, 30m, 1h, 7d (default 1h)")


async def cmd_token(args: Any) -> int:
    """Print the token on stdout; which user and until when on stderr."""
    ttl = parse_ttl(args.ttl)
    check_ids(("user id", args.user))
    secret = os.environ.get("STRATA_AUTH_SECRET")
    if not secret:
        raise fail("set STRATA_AUTH_SECRET (the secret `strata serve` verifies tokens with)")
    from strata_layered.server.identity import issue_token

    print(issue_token(args.user, secret, ttl_seconds=ttl))
    print(f"token for user {args.user!r}, valid {args.ttl}", file=sys.stderr)
    return 0
