"""Notes made from what the user said (memory/facts/phrasing.py): the fact in their own words."""

from __future__ import annotations

import pytest

from strata_layered.memory.facts.phrasing import as_note


@pytest.mark.parametrize(("said", "note"), [
    ("我还喜欢潜水、滑雪、跑步、登山和攀岩", "喜欢潜水、滑雪、跑步、登山和攀岩"),
    ("I'm vegetarian", "is vegetarian"),
    ("不要叫我宝贝", "不要叫我宝贝"),
    # A quote that closes one the note opens stays; an apostrophe is not an opening quote.
    ("I don't like being called 'buddy'", "doesn't like being called 'buddy'"),
    ('Call me "Jay".', 'Call me "Jay"'),
    ("我喜欢「三体」。", "喜欢「三体」"),
    # a curly quote opens a title after a CJK character too (its closing quote was lost)
    ("最近我听了一首歌，叫做“You Shook Me All Night Long”。",
     "最近听了一首歌，叫做“You Shook Me All Night Long”"),
    ("my dog's name is 'Rex'!", "dog's name is 'Rex'"),
    # A title keeps its own "me" / "my" / "I" (it read "You Shook them All Night Long").
    ('I recently listened to a song called "You Shook Me All Night Long."',
     'recently listened to a song called "You Shook Me All Night Long"'),
    ('I just finished episode 12 of the "My Favorite Murder" podcast with my sister',
     'just finished episode 12 of the "My Favorite Murder" podcast with their sister'),
    # "already", "once": adverbs before the verb ("alreadies got", "onces made").
    ("I already got a set of baby clothes", "already got a set of baby clothes"),
    ("I once made a model of a volcano", "once made a model of a volcano"),
    # a hyphenated verb takes its ending as a whole ("res-watched")
    ("I co-host a podcast", "co-hosts a podcast"),
    ("I just re-watched Avengers", "just re-watched Avengers"),
])
def test_a_note_keeps_the_fact_and_its_quotes(said: str, note: str) -> None:
    assert as_note(said) == note


def test_notes_joined_in_one_memory_name_their_person_once() -> None:
    from strata_layered.memory.facts.joined_notes import joined_notes

    brother = ["哥哥是医生", "哥哥住在杭州", "哥哥不吃香菜"]
    assert joined_notes(brother, "，") == "哥哥是医生，住在杭州，不吃香菜"
    assert joined_notes(["他住在杭州", "他不吃香菜"], "，") == "他住在杭州，不吃香菜"
    # not: another person keeps their own name; the user's notes have none to drop
    assert joined_notes(["哥哥住在杭州", "姐姐住在上海"], "，") == "哥哥住在杭州，姐姐住在上海"
    assert joined_notes(["住在杭州", "是一名护士"], "，") == "住在杭州，是一名护士"
    assert joined_notes(["lives in Boston", "works as a nurse"], "; ") == (
        "lives in Boston; works as a nurse")


def test_a_statement_about_the_user_with_another_subject_names_them_in_the_third_person() -> None:
    assert as_note("Art's allowed me to explore my transition") == (
        "Art's allowed them to explore their transition")
    assert as_note("The help I got helped me find out who I really am") == (
        "The help they got helped them find out who they really are")
    # words to the assistant keep the user's me as said
    assert as_note("Please don't call me sweetie") == "Please don't call me sweetie"
    assert as_note("Can you remind me of my plan") == "Can you remind me of my plan"
    # love as a subject is no verb of the user's
    assert as_note("Love and acceptance should be everyone's right").startswith("Love and")


def test_the_verb_takes_its_ending_before_a_mark_after_it() -> None:
    assert as_note("I do- Oscar, my guinea pig") == "does- Oscar, their guinea pig"
    assert as_note("I do! Oscar is my guinea pig").startswith("does! ")


def test_ly_adverbs_are_adverbs_and_ly_verbs_are_verbs() -> None:
    from strata_layered.memory.facts.phrasing import LY_ADVERB

    assert all(LY_ADVERB.match(w) for w in ("finally", "really", "usually"))
    assert not any(LY_ADVERB.match(w) for w in ("ally", "apply", "reapply", "reply", "rely",
                                                "fly", "rally"))


@pytest.mark.parametrize(("said", "note"), [
    ("My husband and I are vegetarians", "they and their husband are vegetarians"),
    ("Sarah and I went hiking", "they and Sarah went hiking"),
    ("me and my best friend love my old car", "they and their best friend love their old car"),
    ("My husband is a chef", "husband is a chef"),
])
def test_someone_and_the_user_are_they_and_that_person(said: str, note: str) -> None:
    assert as_note(said) == note


@pytest.mark.parametrize(("said", "note"), [
    ("We're expecting our first baby", "is expecting their first baby"),
    ("We played all night and it really strengthened our bond",
     "played all night and it really strengthened their bond"),
    ("we knew we made a real difference", "knew they made a real difference"),
    ("Our cat has been acting a bit strange lately", "cat has been acting a bit strange lately"),
    # not: "we" inside a word, a possessive pronoun opening the clause, the US
    ("Weekends are busy", "Weekends are busy"),
    ("We moved to the US last year", "moved to the US last year"),
])
def test_a_we_statement_is_no_first_person_note(said: str, note: str) -> None:
    assert as_note(said) == note
