"""Where a message breaks into clauses: never inside a title or a quotation."""

from __future__ import annotations

import pytest

from strata_layered.memory.language.clauses import clause_kind, split_clauses


@pytest.mark.parametrize(("text", "said"), [
    ("我最近看了一部电影，是一部叫做《摔跤吧！爸爸》的电影，很感人。",
     ["我最近看了一部电影", "是一部叫做《摔跤吧！爸爸》的电影", "很感人。"]),
    ("我喜欢《你好，李焕英》", ["我喜欢《你好，李焕英》"]),
    ("他说“好，就这样！”然后走了。", ["他说“好，就这样！”然后走了。"]),
    ('She said "I love it. Really." and left.', ['She said "I love it. Really." and left.']),
    # a title's full stop ends no sentence (the memory was "…prescription from Dr")
    ("My nasal spray is from Dr. Patel. I go to St. Mary's Church.",
     ["My nasal spray is from Dr. Patel.", "I go to St. Mary's Church."]),
    # nor a number's abbreviation before its digits ("…try Los Tacos No" was a memory)
    ("I'm excited to try Los Tacos No. 1 tonight. I said no. I left.",
     ["I'm excited to try Los Tacos No. 1 tonight.", "I said no.", "I left."]),
])
def test_a_title_or_a_quotation_is_never_broken(text: str, said: list[str]) -> None:
    assert [c.said for c in split_clauses(text)] == said


@pytest.mark.parametrize(("text", "said"), [
    ("我住在杭州，是一名护士。我喜欢猫！", ["我住在杭州", "是一名护士。", "我喜欢猫！"]),
    ("I love tea. My sister loves coffee!", ["I love tea.", "My sister loves coffee!"]),
    ("我看了《三体》。我喜欢科幻！", ["我看了《三体》。", "我喜欢科幻！"]),
])
def test_outside_quotes_sentences_and_clauses_break_as_before(text: str, said: list[str]) -> None:
    assert [c.said for c in split_clauses(text)] == said


@pytest.mark.parametrize("text", [
    "Don't give up, buddy", "Stay focused on your dreams and don't give up",
    "Keep focusing on your goals, Jolene, and don't give up", "You got this!",
    "Let's never give up and keep striving for success", "加油，你一定可以的",
])
def test_a_pep_talk_to_the_partner_is_no_fact(text: str) -> None:
    from strata_layered.memory.language.clauses import statements

    assert statements(text) == []


def test_the_users_own_statements_stay_statements() -> None:
    from strata_layered.memory.language.clauses import statements

    assert statements("I gave up smoking last year")
    assert statements("我会坚持跑步")


@pytest.mark.parametrize(("text", "memory"), [
    ("Well, I quite like playing guitar and reading poetry.",
     "quite likes playing guitar and reading poetry"),
    ("I live in Paris. Speaking of which, I work as a nurse there.",
     "works as a nurse there"),
])
def test_a_word_that_only_opens_a_clause_is_no_part_of_the_memory(text: str, memory: str) -> None:
    # "Well" / "Speaking of which" cut off by a comma were a clause of their own, and the
    # memory read "Well, quite likes…"; now they are empty, chatter, and nothing is lost.
    from strata_layered.memory.language.clauses import clause_kind
    from strata_layered.memory.writing.extraction import extract_rule_memories

    opener = split_clauses(text)[0 if text.startswith("Well") else 1]
    assert clause_kind(opener) == "chatter" and opener.text == ""
    made = [m.content for m in extract_rule_memories(text, None)]
    assert memory in made and not any(m.lower().startswith(("well", "speaking")) for m in made)


@pytest.mark.parametrize(("text", "said"), [
    ("My husband and I are vegetarians, so please don't suggest meat recipes.",
     ["My husband and I are vegetarians", "so please don't suggest meat recipes."]),
    ("Yeah, my wife and I hosted a party.", ["Yeah", "my wife and I hosted a party."]),
    ("Me and my sister share a flat.", ["Me and my sister share a flat."]),
    # A clause of its own before "and I" still breaks there.
    ("I love tea and my sister loves coffee.", ["I love tea", "my sister loves coffee."]),
    ("We moved to Leeds and I started a new job.", ["We moved to Leeds", "I started a new job."]),
])
def test_someone_and_the_user_as_one_subject_are_one_clause(text: str, said: list[str]) -> None:
    assert [c.said for c in split_clauses(text)] == said


def test_a_titles_you_is_no_word_to_the_partner() -> None:
    said = 'I recently listened to a really good song called "You Shook Me All Night Long."'
    assert [clause_kind(c) for c in split_clauses(said)] == ["statement"]
    assert [clause_kind(c) for c in split_clauses('I told you about "Dune"')] == ["partner"]
