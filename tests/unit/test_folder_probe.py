"""The data folder's write check, run by many workers at once (a CI run failed on it).

Four `strata` processes opened one folder together; each wrote and removed one shared probe
file, so one could remove it between another's write and remove, and that worker refused the
folder as not writable (No such file or directory).
"""

from __future__ import annotations

import threading
from pathlib import Path

from strata_layered.graph.backends.folder_health import DataFolderError, check_data_folder


def test_checks_run_together_on_one_folder_all_pass_and_leave_no_probe(tmp_path: Path) -> None:
    failures: list[BaseException] = []
    start = threading.Barrier(8)

    def worker() -> None:
        start.wait()
        for _ in range(400):
            try:
                check_data_folder(tmp_path)
            except DataFolderError as error:  # pragma: no cover - the failure being guarded
                failures.append(error)
                return

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    assert list(tmp_path.iterdir()) == []
