"""The built wheel, installed as a library next to an app with its own generic packages.

How the environment is made, and why:
- The wheel is built with the shared venv's pip and setuptools (`pip wheel --no-deps
  --no-build-isolation`) from a copy of the sources in a temp folder, so the build neither
  downloads a build backend nor leaves `build/` or `*.egg-info` in the repository.
- A fresh venv (`python -m venv --without-pip`, about a second) gets the wheel installed
  NOT editable by the shared pip aimed at it (`pip --python VENV/bin/python install
  --no-deps --no-index`): offline, and the package lands in that venv's own site-packages.
- Its dependencies are not downloaded again: one `.pth` line appends the shared venv's
  site-packages to the fresh venv's sys.path. A path added by a `.pth` line is only
  appended (after the venv's own site-packages) and its own `.pth` files are not run, so
  the shared venv's editable hook for the repository never loads: `strata_layered` can
  only come from the wheel, which the script checks by its file path.
- PYTHONPATH (the tests set it to the repository) is replaced by the app folder, so the
  app's `memory/`, `server/`, `cli/`, `graph/` and `nodes/` packages are what those names
  import, for the client and for the `strata serve` it talks to.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.support.servers import PROJECT, SECRET, offline_env, strata_serve, token

SOURCES = ("pyproject.toml", "README.md", "strata_layered", "graph", "nodes", "memory", "cli",
           "server")
APP_PACKAGES = ("memory", "server", "cli", "graph", "nodes")
SCRIPT = '''
import json, sys
import cli, graph, memory, nodes, server  # the app's own packages, first on the path

import strata_layered
from strata_layered import Memory

where, key = sys.argv[1], sys.argv[2] or None
with Memory(where, token=key) as m:
    added = m.add([{"role": "user", "content": "我每周三晚上练瑜伽"},
                   {"role": "assistant", "content": "好的，记住了。"}], user_id="alice")
    hits = m.search("yoga", user_id="alice")
    built = m.context("What do I do on Wednesday evenings?", user_id="alice")
    gone = m.forget(user_id="alice")
    after = m.search("yoga", user_id="alice")
print(json.dumps({
    "app": [p.APP for p in (memory, server, cli, graph, nodes)],
    "strata": strata_layered.__file__,
    "stored": [w.content for w in added.memories],
    "hits": [h.memory.content for h in hits],
    "context": [i.text for s in built.sections for i in s.items
                if i.source.get("memory_id") in {w.id for w in added.memories}],
    "forgotten": gone.items, "after": [h.memory.content for h in after],
}, ensure_ascii=False))
'''


@dataclass(frozen=True)
class Installed:
    """A fresh venv with the wheel installed, and an app folder beside it."""

    wheel: Path
    python: Path
    site: Path
    app: Path


def _copy_sources(to: Path) -> None:
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    to.mkdir(parents=True)
    for name in SOURCES:
        source = PROJECT / name
        if source.is_dir():
            shutil.copytree(source, to / name, symlinks=True, ignore=ignore)
        else:
            shutil.copy2(source, to / name)


def _clean_env(**extra: str) -> dict[str, str]:
    """Offline, without the repository on PYTHONPATH (or another venv marked active)."""
    env = {k: v for k, v in offline_env().items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    return env | extra


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Installed]:
    root = tmp_path_factory.mktemp("wheel")
    _copy_sources(root / "src")
    pip = [sys.executable, "-m", "pip"]
    subprocess.run([*pip, "wheel", "--no-deps", "--no-build-isolation", "-q", "-w",
                    str(root / "dist"), str(root / "src")], check=True, env=_clean_env())
    (wheel,) = (root / "dist").glob("*.whl")
    venv = root / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    subprocess.run([*pip, "--python", str(python), "install", "--no-deps", "--no-index", "-q",
                    str(wheel)], check=True, env=_clean_env())
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig."
                                "get_paths()['purelib'])"], check=True, capture_output=True,
                               text=True, env=_clean_env()).stdout.strip())
    (site / "_shared_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    app = root / "app"
    for name in APP_PACKAGES:
        (app / name).mkdir(parents=True)
        (app / name / "__init__.py").write_text(f"APP = {name!r}\n")
    yield Installed(wheel, python, site, app)


def run_client(installed: Installed, where: str, key: str = "") -> dict[str, object]:
    done = subprocess.run([str(installed.python), "-c", SCRIPT, where, key],
                          cwd=installed.app, capture_output=True, text=True, timeout=600,
                          env=_clean_env(PYTHONPATH=str(installed.app)))
    assert done.returncode == 0, done.stderr[-4000:]
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def check(result: dict[str, object], installed: Installed) -> None:
    assert result["app"] == list(APP_PACKAGES)  # the app's packages stayed the app's
    assert str(result["strata"]).startswith(str(installed.site))  # the wheel, not the repo
    assert result["stored"] == ["每周三晚上练瑜伽"]
    assert result["hits"] and result["hits"][0] == "每周三晚上练瑜伽"  # type: ignore[index]
    assert result["context"] and "瑜伽" in str(result["context"])
    assert int(str(result["forgotten"])) > 0 and result["after"] == []


def test_the_wheel_installs_one_import_name(installed: Installed) -> None:
    with zipfile.ZipFile(installed.wheel) as wheel:
        names = wheel.namelist()
    tops = {name.split("/", 1)[0] for name in names}
    dist_info = {t for t in tops if t.endswith(".dist-info")}
    assert tops - dist_info == {"strata_layered"} and len(dist_info) == 1
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    with zipfile.ZipFile(installed.wheel) as wheel:
        assert "strata = strata_layered.cli:main" in wheel.read(entry_points).decode()
    assert "strata_layered/client/memory.py" in names
    assert not any(n.startswith(("strata_layered/tests", "bench/", "tests/")) for n in names)
    # The learned weights load at turn time: a wheel without them fails on the first turn.
    repo = Path(__file__).resolve().parents[2]
    weights = [p.relative_to(repo).as_posix() for folder in ("memory", "graph", "nodes")
               for p in (repo / folder).rglob("*") if p.suffix in {".npz", ".json"}]
    assert len(weights) >= 3, weights
    assert all(f"strata_layered/{w}" in names for w in weights), (weights, names)


def test_an_app_with_its_own_packages_uses_the_client_embedded(installed: Installed) -> None:
    check(run_client(installed, str(installed.app / ".." / "data")), installed)


def test_an_app_with_its_own_packages_uses_a_server_from_the_wheel(installed: Installed,
                                                                   tmp_path: Path) -> None:
    env = _clean_env(STRATA_AUTH_SECRET=SECRET, PYTHONPATH=str(installed.app))
    with strata_serve(tmp_path, env=env, strata=installed.python.parent / "strata") as served:
        check(run_client(installed, served.url, token("alice")), installed)
