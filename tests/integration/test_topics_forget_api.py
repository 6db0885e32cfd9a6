"""Through `strata serve`: a deleted, disabled or edited memory leaves topics and summaries.

Issue 25: after every memory of "I am allergic to peanuts. My sister lives in Hangzhou."
was deleted, the topic was still named `allergic peanuts sister lives hangzhou` and its
summary still said 我对花生过敏. Each path is read back from `/api/topics` and from the
rolling summary `/api/context` builds from the conversation's checkpointed state.
"""

# ruff: noqa: F811
from __future__ import annotations

import httpx

# The served app of test_http_api (its module-scoped server, one user per test): its
# fixtures are imported, so the tests' `client` parameters shadow the imported name.
from tests.integration.test_http_api import chat, client, model, server  # noqa: F401

EN = "I am allergic to peanuts. My sister lives in Hangzhou."
ZH = "我对花生过敏，我姐姐住在杭州。"
ALLERGY = ("allergic", "peanut", "花生", "过敏")
SISTER = ("sister", "hangzhou", "姐姐", "杭州")


def topics_text(client: httpx.Client) -> str:
    return " ".join(f"{t['name']} {t['summary']}" for t in client.get("/api/topics").json())


def rolling_summary(client: httpx.Client, conversation: str) -> str:
    built = client.get("/api/context", params={"q": "What should I cook?",
                                               "conversation": conversation}).json()
    return " ".join(i["text"] for s in built["sections"] if s["name"] == "summary"
                    for i in s["items"])


def said_anywhere(client: httpx.Client, conversation: str, words: tuple[str, ...]) -> list[str]:
    text = (topics_text(client) + " " + rolling_summary(client, conversation)).lower()
    return [w for w in words if w in text]


def memory_of(client: httpx.Client, *words: str) -> list[dict]:
    found = [m for m in client.get("/api/memories").json()
             if any(w in m["content"].lower() for w in words)]
    assert found, (words, client.get("/api/memories").json())
    return found


def window(client: httpx.Client, conversation: str) -> str:
    built = client.get("/api/context", params={"q": "What should I cook?",
                                               "conversation": conversation}).json()
    return " ".join(i["text"] for s in built["sections"] if s["name"] == "recent_messages"
                    for i in s["items"]).lower()


def tell(client: httpx.Client, conversation: str) -> None:
    """Both facts said: in the topics, and in the rolling summary or the live window.

    The prompt takes of seed 000's rolling summary only the lines the window does not quote
    (memory/context/summary.py `summary_for_prompt`); the summary's own forgetting is
    tests/unit/test_late_take_backs.py's (window and summary pruned).
    """
    for text in (EN, ZH, "What should I cook tonight?"):
        chat(client, conversation, text)
    said = said_anywhere(client, conversation, ALLERGY + SISTER)
    seen = window(client, conversation)
    assert [w for w in ALLERGY + SISTER if w in said or w in seen] == list(ALLERGY + SISTER)


def test_deleting_every_memory_of_a_message_empties_its_topic_and_summary(
    client: httpx.Client,
) -> None:
    tell(client, "del")
    for memory in memory_of(client, "allerg", "花生"):
        assert client.delete(f"/api/memories/{memory['id']}").status_code == 204
    assert said_anywhere(client, "del", ALLERGY) == []
    assert said_anywhere(client, "del", SISTER) != []  # what was not deleted stays
    for memory in memory_of(client, "sister", "姐姐"):
        assert client.delete(f"/api/memories/{memory['id']}").status_code == 204
    assert said_anywhere(client, "del", ALLERGY + SISTER) == []
    assert all(t["name"].strip() for t in client.get("/api/topics").json())  # renamed


def test_a_disabled_memory_leaves_topics_and_the_rolling_summary(client: httpx.Client) -> None:
    tell(client, "off")
    for memory in memory_of(client, "sister", "姐姐"):
        changed = client.patch(f"/api/memories/{memory['id']}", json={"status": "disabled"})
        assert changed.status_code == 200 and changed.json()["status"] == "disabled"
    assert said_anywhere(client, "off", SISTER) == []
    assert said_anywhere(client, "off", ("花生", "过敏")) != []
    # The log keeps the message: a disable is not a delete.
    assert any("杭州" in m["content"] for m in client.get(
        "/api/conversations/off/messages").json()["messages"])


def test_an_edited_memory_leaves_its_old_words_in_no_topic_or_summary(
    client: httpx.Client,
) -> None:
    tell(client, "edit")
    for memory in memory_of(client, "sister", "姐姐"):
        edited = client.patch(f"/api/memories/{memory['id']}",
                              json={"content": "sister lives in Chengdu"})
        assert edited.status_code == 200
    assert said_anywhere(client, "edit", ("hangzhou", "杭州")) == []
    assert said_anywhere(client, "edit", ("花生",)) != []
