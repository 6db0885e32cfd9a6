"""The examples of docs/python.md and docs/http-api.md run as printed.

Python blocks run in a fresh interpreter with a temp data folder; the HTTP examples' curl
lines run against a `strata serve` started with a token.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from tests.support.servers import PROJECT, SECRET, offline_env, strata_serve, token

BLOCK = re.compile(r"```(python|bash)\n(.*?)```", re.S)


def blocks(doc: str, language: str) -> list[str]:
    text = (PROJECT / "docs" / doc).read_text()
    return [code for lang, code in BLOCK.findall(text) if lang == language]


DRIVER = """
import sys
for number, code in enumerate(sys.argv[1:], start=1):
    print(f"--- example {number}", flush=True)
    exec(compile(code, f"docs/python.md example {number}", "exec"), {"__name__": "__main__"})
"""


def test_python_examples_run_as_printed(tmp_path: Path) -> None:
    examples = blocks("python.md", "python")
    assert len(examples) >= 4
    # One interpreter for all of them (each in a namespace of its own): one start-up.
    done = subprocess.run([sys.executable, "-c", DRIVER, *examples], cwd=tmp_path,
                          capture_output=True, text=True, timeout=600,
                          env=offline_env(STRATA_DATA_DIR=str(tmp_path / "data")))
    assert done.returncode == 0, (done.stdout[-2000:], done.stderr[-3000:])
    printed = done.stdout.split("--- example ")[1:]
    assert len(printed) == len(examples) and all(p.strip().count("\n") for p in printed)
    assert "每周三晚上练瑜伽" in printed[0] and "龙井" in done.stdout


def test_http_examples_run_as_printed(tmp_path: Path) -> None:
    script = "\n".join(blocks("http-api.md", "bash"))
    with strata_serve(tmp_path, env=offline_env(STRATA_AUTH_SECRET=SECRET)) as served:
        env = offline_env(STRATA=served.url, TOKEN=token("alice"))
        done = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=tmp_path,
                              capture_output=True, text=True, timeout=600, env=env)
    assert done.returncode == 0, (done.stdout[-2000:], done.stderr[-3000:])
    assert "每周三晚上练瑜伽" in done.stdout
