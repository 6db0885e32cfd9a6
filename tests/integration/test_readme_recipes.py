"""The README's recipes, run exactly as printed: a newcomer copies them first.

Every ```python and ```bash block under a "## Recipe" heading runs in a fresh folder that
holds only `.venv` (a link to the running environment, as `make` makes it), so relative
paths in the recipes (`.strata-app`, `.venv/bin/strata`) resolve as they would in a
checkout. The one change ever made to a block: the server recipe runs on a free port of this
worker's share instead of 8080 (the text is otherwise untouched). 8080 is one for the whole
machine: another pytest-xdist worker or another checkout's suite may run the same recipe at
the same moment, and both would see it free, then one server fail to start or one test talk
to the other's server.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.servers import free_port

REPO = Path(__file__).resolve().parents[2]
README = (REPO / "README.md").read_text(encoding="utf-8")
SECONDS = 300


def recipes() -> list[tuple[str, str, str]]:
    """(recipe heading, language, code) of every runnable block under a recipe heading."""
    found = []
    for section in re.split(r"^## ", README, flags=re.M):
        title = section.splitlines()[0] if section else ""
        if title.startswith("Recipe"):
            for lang, code in re.findall(r"```(python|bash)\n(.*?)```", section, re.S):
                found.append((title, lang, code))
    return found


def _run(lang: str, code: str, where: Path) -> subprocess.CompletedProcess[str]:
    (where / ".venv").symlink_to(Path(sys.prefix), target_is_directory=True)
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("STRATA_", "OPENAI_"))} | {"PYTHONUNBUFFERED": "1"}
    if lang == "python":
        command = [sys.executable, "-c", code]
    else:
        code = code.replace("8080", str(free_port()))
        command = ["bash", "-euo", "pipefail", "-c", code]
    return subprocess.run(command, cwd=where, env=env, capture_output=True, text=True,
                          timeout=SECONDS)


def test_the_readme_has_its_three_recipes_with_code() -> None:
    titles = list(dict.fromkeys(title for title, _, _ in recipes()))
    assert [t.split("—")[0].strip() for t in titles] == ["Recipe 1", "Recipe 2", "Recipe 3"]
    assert len(README.splitlines()) <= 200  # a front door, not the reference


@pytest.mark.parametrize("index", range(len(recipes())),
                         ids=[f"{t.split(' —')[0]}-{lang}" for t, lang, _ in recipes()])
def test_a_recipe_runs_as_printed(index: int, tmp_path: Path) -> None:
    title, lang, code = recipes()[index]
    done = _run(lang, code, tmp_path)
    assert done.returncode == 0, f"{title} ({lang}) failed:\n{done.stdout}\n{done.stderr}"
    out = done.stdout
    if title.startswith("Recipe 1"):
        # The fact said in the chat is found by an English query, then forgotten.
        assert "花生过敏" in out
        assert (tmp_path / ".strata-app").is_dir()
    elif title.startswith("Recipe 2"):
        assert "【离线模式】" in out  # the offline reply says plainly that it is offline
        assert '"content":"不喜欢被催促"' in out  # and the boundary became a memory
    else:
        assert "花生过敏" in out.splitlines()[-1]


def test_every_document_the_readme_links_exists() -> None:
    links = re.findall(r"\]\(((?:docs|bench)/[^)#]+)\)", README)
    assert links and [link for link in links if not (REPO / link).is_file()] == []
