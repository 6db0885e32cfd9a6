"""A new English user over several days, through the real graph (issue 24, probe24d)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from strata_layered.graph.context import Context
from strata_layered.graph.retrieval.history_items import history_items
from strata_layered.memory.context.scoring import WEIGHTS
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import get_profile
from strata_layered.memory.sensitive import mask_secrets
from strata_layered.memory.topics.lifetime import list_topics
from tests.support.said_graph import SaidGraph

T0 = datetime(2026, 12, 3, 9, 0, tzinfo=UTC)


_PROBE = SaidGraph(T0)
_said, _contents, _profile = _PROBE.said, _PROBE.contents, _PROBE.profile


async def test_an_english_she_or_he_after_someone_named_keeps_who_it_is() -> None:
    kept = await _contents(["my new manager is called Priya, she seems lovely",
                            "she used to work at the V&A"])
    assert any(k.startswith("Their manager used to work at the V&A") for k in kept), kept
    kept = await _contents(["im gonna stay at my sister Jess's place in Harrogate for a bit",
                            "she's a vet so the cats will be in good hands lol"])
    assert any(k.startswith("Their sister is a vet") for k in kept), kept
    text = await _profile(["I live in Leeds.", "my brother Callum just got engaged",
                           "he's thirty-four and lives in Glasgow"])
    assert "Glasgow" not in text and "34" not in text, text
    kept = await _contents(["my brother Callum just got engaged",
                            "he's thirty-four and lives in Glasgow"])
    assert any(k.startswith("Their brother is thirty-four") and "Glasgow" in k for k in kept), kept


async def test_a_turn_the_user_asked_not_to_remember_stays_out_of_the_topic_summaries() -> None:
    store = await _said(["my brother Callum just got engaged to his girlfriend Aisha",
                         "don't remember that I cried at work today, it's embarrassing",
                         "I'm not really into football, never have been"])
    summaries = " ".join(t.summary for t in await list_topics(store, "probe", "default"))
    assert "cried" not in summaries and "football" in summaries, summaries


async def test_a_wish_to_be_spoken_to_like_a_mate_is_a_relationship_goal() -> None:
    store = await _said(["I'd rather you spoke to me like a mate, not a therapist"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert [m.memory_type for m in kept] == ["relationship_goal"], kept
    assert "like a mate, not a therapist" in kept[0].content, kept


async def test_a_fact_with_an_aside_to_the_assistant_after_a_comma_is_kept() -> None:
    kept = await _contents(["My dad's allergic to penicillin, worth knowing if he ever asks you"
                            " stuff"])
    assert kept == ["dad's allergic to penicillin"], kept
    text = await _profile(["My dad's allergic to penicillin, worth knowing if he ever asks you"
                           " stuff"])
    assert "penicillin" not in text, text  # his allergy, not the user's
    assert await _contents(["I'm vegan, just so you know"]) == ["is vegan"]
    assert await _contents(["I'm going vegan from January, wish me luck"]) == [
        "is going vegan from January"]


async def test_an_age_in_words_and_a_job_of_three_words_reach_the_profile() -> None:
    text = await _profile(["hi! I'm Hannah, I'm thirty-one and I live in Leeds with my boyfriend"
                           " Tom and a couple of cats",
                           "I work as a primary school teacher but tbh I'm burnt out"])
    assert "age: thirty-one" in text and "occupation: primary school teacher" in text, text
    text = await _profile(["I'm twenty minutes away from the station"])
    assert "age" not in text, text


async def test_a_food_left_out_is_the_users_diet_not_a_relatives() -> None:
    text = await _profile(["I don't eat meat anymore, started the vegan thing early"])
    assert "diet: doesn't eat meat" in text, text
    text = await _profile(["My sister doesn't eat meat"])
    assert "diet" not in text, text


async def test_irony_and_not_knowing_what_to_do_keep_nothing() -> None:
    assert await _contents(["Oh great, another Monday. I just LOVE Mondays."]) == []
    assert await _contents(["idk what I'm doing with my life tbh"]) == []
    assert await _contents(["Oh great, I got the job at the museum"]) != []


async def test_pets_named_with_are_called_and_a_pets_name_is_not_the_users() -> None:
    text = await _profile(["my cats are called Biscuit and Marmite"])
    assert "pets: cat Biscuit and Marmite" in text, text
    text = await _profile(["My name is Hannah", "My dog's name is Rex"])
    assert "name: Hannah" in text and "pets: dog Rex" in text, text


async def test_last_night_and_this_morning_are_anchored_to_the_turns_date() -> None:
    kept = await _contents(["Tom and I broke up last night."])
    assert kept and "December 2" in kept[0] and "last night" not in kept[0], kept
    kept = await _contents(["My cat Biscuit died this morning"])
    assert kept == ["cat Biscuit died on December 3"], kept


async def test_mum_or_dad_said_as_a_name_is_the_users_parent_and_not_the_user() -> None:
    store = await _said(["I live in Leeds", "Dad lives in Spain now",
                         "Mum finished her first round of chemo, she's tired but okay"])
    kept = await list_memories(store, "probe", "default", status="active")
    about = {m.content: m.subject for m in kept}
    assert about.get("Dad lives in Spain now") == "father", about
    assert any(c.startswith("Mum finished her first round of chemo") for c in about), about
    profile = await get_profile(store, "probe", "default", now=T0 + timedelta(hours=1))
    assert profile is not None and "city: Leeds" in profile.text, profile


async def test_a_diet_said_in_another_frame_supersedes_without_a_spliced_sentence() -> None:
    kept = await _contents(["I'm going vegan from January, wish me luck",
                            "I don't eat meat anymore, started the vegan thing early"])
    assert kept == ["doesn't eat meat anymore, started the vegan thing early"], kept
    kept = await _contents(["My mom lives in Berlin and works as a data analyst",
                            "My mom lives in Lisbon now"])
    assert "mom lives in Lisbon and works as a data analyst" in kept, kept


async def test_a_change_of_job_said_of_today_is_kept_and_dated() -> None:
    kept = await _contents(["big news: I got the job at the museum!! starting on the 5th of "
                            "January as an education officer",
                            "I handed in my notice at the school today"])
    assert "handed in their notice at the school on December 3" in kept, kept
    kept = await _contents(["big news: I got a new job", "I resigned today"])
    assert "resigned on December 3" in kept, kept
    assert await _contents(["I moved the sofa today"]) == []


async def test_chat_spellings_are_written_in_full_in_a_note() -> None:
    kept = await _contents(["im gonna stay at my sister Jess's place in Harrogate for a bit"])
    assert kept == ["is going to stay at their sister Jess's place in Harrogate for a bit"], kept
    kept = await _contents(["my bf is called Tom and I'm allergic to nuts tbh"])
    assert "boyfriend is called Tom" in kept and "is allergic to nuts" in kept, kept


async def test_a_boundary_said_to_the_assistant_is_not_vetoed_after_a_reply() -> None:
    store = await _said(["Tom and I broke up last night. I'm moving out.",
                         "im gonna stay at my sister Jess's place in Harrogate for a bit",
                         "she's a vet so the cats will be in good hands lol",
                         "please stop bringing up Tom, I don't want to talk about him"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert any(m.memory_type == "boundary" and "Tom" in m.content for m in kept), kept


async def test_a_change_of_life_said_without_i_is_the_users() -> None:
    kept = await _contents(["started at the museum today, the kids' workshops are so much fun"])
    assert kept and kept[0].startswith("started at the museum on December 3"), kept
    assert await _contents(["Started at the cinema, then dinner"]) == []


def test_a_street_address_is_masked_with_its_town_and_postcode() -> None:
    masked = mask_secrets("Found a flat! I'm moving to 14 Clarendon Road, Leeds LS2 9NZ next"
                          " Saturday").text
    assert "LS2" not in masked and "Leeds" not in masked and "next Saturday" in masked, masked
    masked = mask_secrets("Send it to 221 Baker Street, Springfield, IL 62704 please").text
    assert "62704" not in masked and masked.endswith("please"), masked
    assert mask_secrets("I live at 5 Main Street, Boston. It is nice").text.endswith(
        ", Boston. It is nice")


async def test_a_food_intolerance_is_a_constraint_on_food() -> None:
    store = await _said(["I think I'm lactose intolerant, dairy has been wrecking my stomach"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert [(m.scope, "饮食" in m.applies_to) for m in kept] == [("constraint", True)], kept


async def test_someone_named_who_died_is_kept_as_a_dated_loss() -> None:
    kept = await _contents(["Biscuit died this morning. He was fourteen."])
    assert kept and kept[0].startswith("Biscuit died on December 3"), kept
    assert await _contents(["The plant died"]) == []


async def test_british_grandparents_are_people_of_the_users_life() -> None:
    store = await _said(["My nan is in a care home in Whitby"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert [m.subject for m in kept] == ["paternal_grandmother"], kept


async def test_a_singular_they_after_a_friend_named_is_the_friend() -> None:
    kept = await _contents(["The trip to Lisbon with my friend Sam in March is cancelled, they"
                            " can't get time off",
                            "they're a nurse at Leeds General so their rota is a nightmare"])
    assert any(k.startswith("Their friend is a nurse at Leeds General") for k in kept), kept
    kept = await _contents(["my parents live in Spain", "they're a nightmare to call"])
    assert not any("parents is" in k for k in kept), kept


async def test_a_notice_handed_in_supersedes_the_job_in_the_profile() -> None:
    text = await _profile(["I work as a primary school teacher",
                           "I handed in my notice at the school today"])
    assert "occupation" not in text, text


def test_a_message_asking_not_to_be_remembered_is_not_recalled_into_another_conversation() -> None:
    def recalled(seq: int, content: str) -> dict[str, object]:
        return {"conversation": "a", "seq": seq, "message_id": f"m{seq}", "role": "user",
                "created_at": "2026-12-03T09:00:00+00:00", "content": content,
                "relevance": 0.95, "why": "similar"}

    items = history_items(
        [recalled(1, "don't remember that I cried at work today, it's embarrassing"),
         recalled(2, "I'm not really into football, never have been")],
        [], Context(user_id="u", model="offline"), conversation="b",
        now=T0 + timedelta(days=1), kind="general", weights=WEIGHTS["general"])
    texts = " ".join(item.text for item in items)
    assert "cried" not in texts and "football" in texts, texts
