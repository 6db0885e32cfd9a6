"""Where a benchmark's report goes: one JSON file, and a plot beside it when matplotlib is here.

Every benchmark writes `<name>.json` into `--out` and, with the `bench` extra installed,
`<name>.png`; the line printed says which files were written.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def write_json(out: Path, name: str, report: Any) -> Path:
    """`out/<name>.json`, said on a line the plot (or its absence) finishes."""
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}.json"
    path.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
    print(f"\nwrote {path}", end="")
    return path


def pyplot() -> Any | None:
    """Matplotlib's pyplot on the file-only Agg backend, or None when it is not installed."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print(" (install matplotlib for the plot)")
        return None
    return plt


def save_plot(plt: Any, fig: Any, path: Path, *, dpi: int = 120) -> None:
    """Lay the figure out, write it to `path`, free it, and finish the line."""
    fig.tight_layout()
    fig.savefig(path, dpi=dpi)
    plt.close(fig)
    print(f" and {path}")
