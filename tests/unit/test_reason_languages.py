"""An audit reason in the page's language, whatever the message's (issue 24 fix34)."""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.gate.reasons import reason, signal_names
from strata_layered.memory.store.records import AuditRecord
from strata_layered.memory.store.write_reasons import reason_text
from strata_layered.memory.writing.reason_languages import reason_in
from strata_layered.server.views import decision_out


def test_a_reason_reads_in_either_language() -> None:
    zh = reason("passing", "zh", signals=signal_names(["preference", "fact"], "zh"))
    en = reason("passing", "en", signals=signal_names(["preference", "fact"], "en"))
    assert (reason_in(zh, "en"), reason_in(en, "zh")) == (en, zh)
    assert reason_in(zh, "zh") == zh
    grouped = "; ".join([reason_text("extracted", "x", how="rules"),
                         reason_text("grouped", "x", n="3")])
    assert reason_in(grouped, "zh") == "; ".join([reason_text("extracted", "猫", how="rules"),
                                                  reason_text("grouped", "猫", n="3")])
    assert reason_in("supersedes ab12, cd34", "zh") == "取代 ab12, cd34"


def test_a_reason_no_table_says_stays() -> None:
    assert reason_in("the user said so", "zh") == "the user said so"


def test_the_audit_api_gives_both() -> None:
    record = AuditRecord(id="a", at=datetime(2026, 3, 2, tzinfo=UTC), decision="skipped",
                         category="none", reason=reason("ack", "zh"), excerpt="哈哈")
    out = decision_out(record)
    assert (out.reason, out.reason_zh) == (reason("ack", "zh"), reason("ack", "zh"))
    assert out.reason_en == reason("ack", "en")
