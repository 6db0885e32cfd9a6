"""A topic's domain is shown in the topic's language.

probe24d: an English user read "mum [宠物]". The stored key stays the Chinese one that
constraints and the topic graph refer to.
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.store.records import TopicRecord
from strata_layered.memory.topics.domains import LABELS_EN, LEXICON, domain_label
from strata_layered.server.views import topic_out

T0 = datetime(2026, 12, 3, tzinfo=UTC)


def test_every_domain_has_an_english_label() -> None:
    assert set(LABELS_EN) == set(LEXICON)
    assert all(label.isascii() for label in LABELS_EN.values())


def test_the_label_follows_what_the_topic_says() -> None:
    assert domain_label("宠物", "dog park About dog park: took Max to the park") == "pets"
    assert domain_label("宠物", "遛狗 关于遛狗：今天带狗去公园") == "宠物"
    assert domain_label(None, "anything") is None


def test_the_api_gives_the_label_beside_the_key() -> None:
    topic = TopicRecord(id="t1", name="dog park", summary="About dog park: Max loves it",
                        domain="宠物", created_at=T0, last_active=T0)
    out = topic_out(topic)
    assert (out.domain, out.domain_label) == ("宠物", "pets")
