"""`strata migrate --to URL` and `strata reindex`: moving the data and re-making its vectors.

Both are long: progress goes to stderr (cli/progress.py), the outcome to stdout. The
engines are graph/migrate.py and graph/reindex.py; this module only opens what they need.
"""

from __future__ import annotations

import sys
from typing import Any

from strata_layered.cli.common import fail, print_json
from strata_layered.cli.progress import Progress
from strata_layered.graph.folder import STORE_FILE, database_url, redact_url


async def cmd_migrate(args: Any) -> int:
    """Copy the data folder's every layer into PostgreSQL, then check the copy."""
    from strata_layered.graph.backend import open_backend
    from strata_layered.graph.migrate import migrate, verify

    if database_url():
        raise fail("STRATA_DATABASE_URL is set, so the source would be PostgreSQL itself: "
                   "unset it to migrate the data folder")
    if not (args.data / STORE_FILE).is_file():
        raise fail(f"no data folder to migrate at {args.data} (strata where shows the rule)")
    if not args.to.startswith(("postgresql://", "postgres://")):
        raise fail(f"--to {args.to!r}: expected a postgresql:// or postgres:// URL")
    progress = Progress(quiet=args.quiet)
    async with open_backend(args.data, kind="sqlite") as source:
        try:
            target_cm = open_backend(url=args.to)
            target = await target_cm.__aenter__()
        except Exception as error:  # connection refused, bad credentials, no pgvector
            raise fail(f"cannot open {redact_url(args.to)}: {str(error).splitlines()[0]}"
                       ) from error
        try:
            await migrate(source, target, progress)
            progress.close()
            checked = await verify(source, target)
        finally:
            await target_cm.__aexit__(None, None, None)
    if args.json:
        print_json({"ok": checked.ok, "source": checked.source, "target": checked.target,
                    "sampled": checked.sampled, "mismatches": checked.mismatches})
    else:
        for kind in sorted(checked.source):
            mark = "ok" if checked.source[kind] == checked.target.get(kind) else "DIFFERS"
            print(f"{kind}: {checked.source[kind]} → {checked.target.get(kind, 0)}  {mark}")
        print(f"sampled {checked.sampled} records: "
              f"{len(checked.mismatches) or 'no'} mismatches")
    if not checked.ok:
        print("the copy differs from the folder; the folder is untouched", file=sys.stderr)
        return 1
    print(f"copied into {redact_url(args.to)}; set STRATA_DATABASE_URL to use it",
          file=sys.stderr)
    return 0


async def cmd_reindex(args: Any) -> int:
    """Embed again every memory, topic, message and document not made by the current model."""
    from strata_layered.graph.backend import open_backend
    from strata_layered.graph.context import Context
    from strata_layered.graph.models import EmbeddingsFailed
    from strata_layered.graph.reindex import reindex

    model = Context().embedding_model
    progress = Progress(quiet=args.quiet)
    try:
        async with open_backend(args.data) as backend:
            done = await reindex(backend.store, model, progress)
    except EmbeddingsFailed as error:
        progress.close()
        print(f"strata: reindex stopped: {error}; what was embedded again is kept, run it "
              "again to go on", file=sys.stderr)
        return 1
    progress.close()
    if args.json:
        print_json({"model": model, **done.counts})
        return 0
    counts = ", ".join(f"{n} {kind}" for kind, n in done.counts.items()) or "nothing"
    print(f"embedded again with {model}: {counts}")
    return 0
