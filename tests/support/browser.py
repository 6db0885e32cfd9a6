"""Debian's chromium driven by Playwright, headless; no browser download (see FIELD-NOTES)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NoReturn

import pytest

CANDIDATES = ("/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-browser")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run",
        "--disable-dev-shm-usage"]
CJK_FONT = Path("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")


def in_ci() -> bool:
    """CI=true: a missing tool fails the run instead of skipping."""
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def missing(what: str) -> NoReturn:
    """Fail in CI, skip elsewhere (`make test` installs what is missing first).

    The one way a test meets a tool that is not installed (the browser tests, the AI SDK).
    """
    message = f"{what} is missing (make test-tools installs it)"
    if in_ci():
        pytest.fail(message, pytrace=False)
    pytest.skip(message, allow_module_level=True)


def chromium() -> str:
    """The real chromium binary (the /usr/bin wrapper is slower and noisier)."""
    for candidate in CANDIDATES:
        if Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return candidate
    found = shutil.which("chromium")
    if found:
        return found
    missing("Debian's chromium (apt-get install chromium chromium-driver)")
    raise AssertionError("unreachable")


def check_fonts() -> None:
    """Chinese renders as boxes without a CJK font: screenshots would be useless."""
    if not CJK_FONT.exists():
        missing("a CJK font (apt-get install fonts-wqy-microhei)")


@contextmanager
def launched_chromium(*extra_args: str) -> Iterator[Any]:
    """Headless chromium through Playwright, with a CJK font, closed at the end."""
    try:
        from playwright import sync_api
    except ImportError:  # a dev dependency: CI fails without it, elsewhere the test skips
        missing("the playwright Python package (make install-dev)")
    executable = chromium()
    check_fonts()
    with sync_api.sync_playwright() as p:
        launched = p.chromium.launch(executable_path=executable, headless=True,
                                     args=[*ARGS, *extra_args])
        yield launched
        launched.close()
