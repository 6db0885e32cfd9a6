"""lead42: what review42b found in this round's change, mended.

The stamp of the profile's kept readings raised on a module it could not read (a dangling
editor lock file `.#slots.py`), so every profile refresh failed; a file name with many type
suffixes recursed once per suffix. (The masking readings that rescanned what came before them
are measured, not timed here: `python -m bench secrets` prints their 200 kB figures.)
"""

from __future__ import annotations

from pathlib import Path

import pytest

from strata_layered.memory.long_term import profile_readings
from strata_layered.memory.sensitive import mask_secrets
from strata_layered.memory.sensitive.masking import mask_file_name


def test_the_stamp_skips_a_dangling_link_and_reads_the_modules(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "slots.py").write_text("X = 1\n", encoding="utf-8")
    (tmp_path / ".#slots.py").symlink_to(tmp_path / "gone")
    monkeypatch.setattr(profile_readings, "__file__", str(tmp_path / "profile_readings.py"))
    first = profile_readings.stamp.__wrapped__()
    assert first is not None
    (tmp_path / "slots.py").write_text("X = 2\n", encoding="utf-8")
    assert profile_readings.stamp.__wrapped__() not in (None, first)


def test_the_stamp_is_none_when_a_module_cannot_be_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "slots.py").mkdir()  # a folder named like a module: read_bytes raises
    (tmp_path / "rows.py").write_text("X = 1\n", encoding="utf-8")
    monkeypatch.setattr(profile_readings, "__file__", str(tmp_path / "profile_readings.py"))
    monkeypatch.setattr(Path, "is_file", lambda self: True)
    assert profile_readings.stamp.__wrapped__() is None


def test_a_file_name_of_many_types_is_masked_without_recursing() -> None:
    name = "password_Xk29pp" + ".txt" * 1200
    masked = mask_file_name(name)
    assert "Xk29pp" not in masked and masked.endswith(".txt" * 1200)


def test_the_readings_that_now_start_later_still_read() -> None:
    assert mask_secrets("hunter22 is my password").text == "[hidden:password] is my password"
    assert mask_secrets("Room 1204 is the code review").text == "Room 1204 is the code review"
    table = "site,password\nbank,Xk29pp#1\nmail,Qq77aa!b\n"
    assert "Xk29pp#1" not in mask_secrets(table).text
    assert "Qq77aa!b" not in mask_secrets(table).text
