"""`langgraph dev`'s checkpoint files lose a forgotten thread (server/langgraph_records.py).

The in-memory runtime flushes its checkpoint dicts by file name, and each run's checkpointer
registers stale copies of them under the same names: a deleted thread could be written back.
Run in a child process in an empty folder (the runtime writes `.langgraph_api` in its cwd).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CHILD = """
from langgraph_runtime_inmem import _persistence, checkpoint
from strata_layered.server.langgraph_records import flush_dev_checkpoints

memory = checkpoint.Checkpointer()
memory.storage["gone-thread"]["ns"]["c1"] = ("FORGET-ME", "meta", None)
memory.storage.sync()                          # on disk, as the flush loop leaves it
run = checkpoint.Checkpointer(unpack_hook=lambda code, data: data)  # a run's checkpointer
stale = [r() for r in _persistence._stores.values()]
assert not any(d is memory.storage for d in stale), "the runtime no longer registers copies"
del memory.storage["gone-thread"]              # the thread is deleted
flush_dev_checkpoints()
for ref in list(_persistence._stores.values()):  # what the flush loop does next
    if (d := ref()) is not None:
        d.sync()
print("ok")
"""


def test_a_deleted_thread_stays_out_of_the_dev_checkpoint_files(tmp_path: Path) -> None:
    env = {**os.environ, "REDIS_URI": "unused", "DATABASE_URI": "unused",
           "LANGGRAPH_RUNTIME_EDITION": "inmem"}
    done = subprocess.run([sys.executable, "-c", CHILD], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "ok" in done.stdout, done.stderr[-2000:]
    files = list((tmp_path / ".langgraph_api").glob(".langgraph_checkpoint.*.pckl"))
    assert files
    assert not [f.name for f in files if b"FORGET-ME" in f.read_bytes()]
