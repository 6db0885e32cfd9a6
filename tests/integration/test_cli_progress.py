"""Progress of overlapping stages: one line each on a terminal, plain lines in a pipe."""

from __future__ import annotations

import io
import re

from strata_layered.cli.progress import Progress

# Embedding and summarising overlap, as they do when a document is ingested.
EVENTS = [("chunking", 0, 1), ("chunking", 9, 9), ("embedding", 0, 9), ("summarising", 0, 3),
          ("embedding", 4, 9), ("summarising", 1, 3), ("embedding", 9, 9),
          ("summarising", 3, 3)]


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def screen(output: str) -> list[str]:
    """What a terminal shows after `output`: lines, cursor-up and erase-line honoured."""
    lines, row = [""], 0
    for token in re.split(r"(\x1b\[\d*[FK]|\n)", output):
        if token == "\n":
            row += 1
            lines += [""] * (row + 1 - len(lines))
        elif match := re.fullmatch(r"\x1b\[(\d*)F", token):
            row -= int(match.group(1) or 1)
        elif token.startswith("\x1b["):
            lines[row] = ""
        else:
            lines[row] += token
    return [line for line in lines if line]


def test_on_a_terminal_each_stage_keeps_its_own_line() -> None:
    out = Terminal()
    progress = Progress(stream=out, units={"summarising": "summary"})
    for event in EVENTS:
        progress(*event)
    progress.close()
    shown = screen(out.getvalue())
    assert [line.split(":")[0] for line in shown] == ["chunking", "embedding", "summarising"]
    assert "9/9" in shown[0] and "9/9" in shown[1] and "3/3" in shown[2]
    assert "\r" not in out.getvalue()


def test_in_a_pipe_each_stage_prints_one_plain_line_when_it_ends() -> None:
    out = io.StringIO()
    progress = Progress(stream=out)
    for event in EVENTS[:-1]:
        progress(*event)
    progress.close()  # summarising never finished: said so, once
    assert out.getvalue() == ("chunking: 9/9\nembedding: 9/9\nsummarising: 1/3 (stopped)\n")
    quiet = io.StringIO()
    Progress(stream=quiet, quiet=True)("chunking", 1, 1)
    assert quiet.getvalue() == ""
