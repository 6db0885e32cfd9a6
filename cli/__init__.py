"""The `strata` command line."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from strata_layered.cli.common import UsageError, check_ids, fail
from strata_layered.cli.parser import build_parser, utf8_arguments
from strata_layered.graph.folder import locate_data_folder


def _check(args: argparse.Namespace) -> None:
    """Settings, ids and the data folder, before a handler (and so any file) is reached."""
    from strata_layered.graph.settings import (  # `--help` never needs them
        SettingError,
        check_settings,
    )

    try:
        check_settings()
    except SettingError as error:
        raise fail(str(error)) from None
    check_ids(("user id", args.user), ("agent id", args.agent))
    for name in ("conversation", "forget_conversation"):
        if getattr(args, name, None) is not None:
            check_ids(("conversation id", getattr(args, name)))
    args.folder = locate_data_folder(args.data)
    args.data = args.folder.path
    if args.data.exists() and not args.data.is_dir():
        raise fail(f"data folder {args.data} is a file, not a folder")


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `strata` console script."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    try:
        utf8_arguments(arguments)
        args = build_parser().parse_args(arguments)
        _check(args)
        # Only now: `--help`, `--version` and a usage error never pay for these imports.
        import asyncio
        import importlib
        import logging
        import warnings

        warnings.filterwarnings("ignore", category=DeprecationWarning)
        logging.basicConfig(level=os.environ.get("STRATA_LOG", "ERROR").upper(),
                            format="strata: %(levelname)s %(message)s")
        module, name = args.handler.split(":")
        handler = getattr(importlib.import_module(module), name)
        return asyncio.run(handler(args))
    except UsageError as error:
        print(f"strata: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader left (`strata topics | head -1`): stop quietly, as a shell tool does,
        # and point stdout at nothing so the interpreter's last flush cannot fail again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141
    except Exception as error:
        # A data folder that cannot be read or written (corrupt, truncated, read-only, full):
        # one line and exit 2, like any input Strata cannot use; anything else is a bug.
        from strata_layered.graph.backends.folder_health import storage_reason
        from strata_layered.graph.embedding_stamp import EmbeddingsChanged

        reason = str(error) if isinstance(error, EmbeddingsChanged) else storage_reason(error)
        if reason is None:
            raise
        print(f"strata: {reason}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
