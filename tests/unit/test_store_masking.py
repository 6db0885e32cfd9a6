"""Raw store writes rest masked: a message, a topic, a profile written with a secret in them."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.messages import seq_key
from strata_layered.memory.store.records import MessageRecord, ProfileRecord, TopicRecord, dump
from strata_layered.server.store_rules import NotYours, check_owner, check_put

NOW = datetime(2026, 12, 1, tzinfo=UTC)


def test_free_text_of_raw_writes_is_masked_in_place() -> None:
    message = dump(MessageRecord(id="x", seq=1, conversation="c", role="user",
                                 content="我的银行卡密码是 884213", created_at=NOW))
    topic = dump(TopicRecord(id="t", name="密码 884213", summary="用户的取款密码是 739264",
                             keywords=["密码是 551097"], created_at=NOW, last_active=NOW))
    profile = dump(ProfileRecord(fields={"phone": "我的手机号是 13912345678"},
                                 text="手机号 13912345678", updated_at=NOW))
    check_put(ns.messages("alice", "default", "c"), seq_key(1), message)
    check_put(ns.topics("alice", "default"), "t", topic)
    check_put(ns.profile("alice", "default"), "profile", profile)
    kept = str([message, topic, profile])
    for secret in ("884213", "739264", "551097", "13912345678"):
        assert secret not in kept, secret
    assert message["seq"] == 1 and message["conversation"] == "c"  # only free text changes


def test_the_servers_own_key_is_outside_every_users_reach() -> None:
    for user in ("alice", "strata-server", "keys"):
        with pytest.raises(NotYours):
            check_owner(ns.server_keys(), user)
