"""lead42: what review42b found in this round's change, mended.

A file name with many type suffixes recursed once per suffix. (The profile readings' stamp,
also mended then, went with perf42b's revert. The masking readings that rescanned what came
before them are measured, not timed here: `python -m bench secrets` prints their figures.)
"""

from __future__ import annotations

from strata_layered.memory.sensitive import mask_secrets
from strata_layered.memory.sensitive.masking import mask_file_name


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
