"""Every reading of memory/sensitive/ kept as a row (`MaskRow`): the one table test runs them.

tests/unit/test_rule_table.py masks each example as a turn does (after what came before it) and
checks it hides its values, and that each non-example is masked the same with the row off.
"""

from __future__ import annotations

from strata_layered.memory.rules.row import MaskRow
from strata_layered.memory.sensitive import (
    corrections,
    far_keyed,
    listed,
    parts,
    password_values,
    pasted,
    rests,
    tables,
    value_first,
)

MASK_ROWS: tuple[MaskRow, ...] = (
    corrections.ROW, *far_keyed.ROWS, *value_first.ROWS, tables.ROW, listed.LIST_ROW,
    parts.PART_ROW, parts.PART_OPENING, parts.PLACE_ROW, parts.PLACE_ZH_ROW,
    pasted.SETTING_ROW, pasted.COMMAND_ROW, pasted.FIELDS_ROW, rests.ROW,
    password_values.LABELLED,
)
