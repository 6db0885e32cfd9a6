"""`strata … | head -1`: a reader that leaves early stops the command quietly.

`strata topics | head -1` printed a BrokenPipeError traceback once head had its line.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from tests.support.servers import BIN, offline_env

ENV = offline_env(STRATA_MODEL="offline", STRATA_MEMORY_MODEL="offline")


def test_a_closed_pipe_ends_the_command_without_a_traceback(tmp_path: Path) -> None:
    data = tmp_path / "data"
    said = subprocess.run([str(BIN / "strata"), "--data", str(data), "say",
                           "我住在杭州，对花生过敏，请记住"], capture_output=True, text=True,
                          timeout=120, env=ENV)
    assert said.returncode == 0, said.stderr
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first line is written
    try:
        listed = subprocess.run([str(BIN / "strata"), "--data", str(data), "memories", "list"],
                                stdout=write, stderr=subprocess.PIPE, text=True, timeout=120,
                                env=ENV)
    finally:
        os.close(write)
    assert "Traceback" not in listed.stderr and "BrokenPipeError" not in listed.stderr, \
        listed.stderr
    assert listed.returncode == 141


def test_a_reply_whose_reader_left_still_keeps_its_memories(tmp_path: Path) -> None:
    data = tmp_path / "data"
    read, write = os.pipe()
    os.close(read)
    try:
        said = subprocess.run([str(BIN / "strata"), "--data", str(data), "say",
                               "我住在杭州，对花生过敏，请记住"], stdout=write,
                              stderr=subprocess.PIPE, text=True, timeout=120, env=ENV)
    finally:
        os.close(write)
    assert said.returncode == 141 and "Traceback" not in said.stderr, said.stderr
    listed = subprocess.run([str(BIN / "strata"), "--data", str(data), "memories", "list"],
                            capture_output=True, text=True, timeout=120, env=ENV)
    assert "花生过敏" in listed.stdout, listed.stdout  # the memory work ran after the reply
