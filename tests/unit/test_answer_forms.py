"""A short answer to the partner's question is kept as the sentence it stands for (issue 24).

memory/rules/answers.py rows `asked_form`, `yes_answer`, `no_answer`, `named_one`,
`bare_np`; memory/gate/answers.py `restated`. The gate and extraction read the restated
answer; a bare yes or no that says nothing on its own is not kept, and the audit says why.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from strata_layered.memory.gate.answers import restated
from strata_layered.memory.gate.rules import judge_turn
from strata_layered.memory.store.audit import list_decisions
from strata_layered.memory.writing.spans import kept_memories
from tests.support.asked_graph import AskedGraph


@pytest.mark.parametrize(("asked", "said", "want"), [
    ("Do you have any pets?", "I do! Oscar, my guinea pig.", "I have a guinea pig named Oscar."),
    ("Do you have kids?", "Yes, two boys. They keep me busy!",
     "I have two boys, who keep me busy!"),
    ("Do you have a cat?", "Yes, a tabby. It is very lazy.", "I have a tabby, which is very lazy."),
    ("Where are you from?", "Originally from Ohio, but I moved to Seattle for work.",
     "I am originally from Ohio, but I moved to Seattle for work."),
    ("What do you do for a living?", "Nurse. Night shifts mostly.",
     "I work as a nurse. Night shifts mostly."),
    ("Are you a student?", "Yes, I am. Studying law at NYU.",
     "I am a student. Studying law at NYU."),
    ("Are you helping your dad with the farm?", "Yes, it is a lot of work!",
     "I am helping my dad with the farm, it is a lot of work!"),
    ("Do you have any siblings?", "No, but I have lots of cousins.", "I have lots of cousins."),
    ("你有孩子吗？", "有啊，两个。", "我有两个孩子。"),
    ("你有宠物吗？", "有啊，一只猫，叫咪咪。", "我有一只猫，叫咪咪。"),
    ("你是学生吗？", "是的，大三了。", "我是学生，大三了。"),
    ("你是哪里人？", "四川成都的。", "我是四川成都人。"),
    ("你现在在哪里工作？", "在杭州，一家互联网公司。", "我在杭州工作，一家互联网公司。"),
    ("你有兄弟姐妹吗？", "没有，不过我有很多表哥。", "我有很多表哥。"),
    ("What's your favorite color?", "Blue, definitely.", "My favorite color is Blue, definitely."),
    ("你最喜欢什么颜色？", "蓝色。", "我最喜欢的颜色是蓝色。"),
    # a bare verb of liking or considering takes the question's object (asked_object)
    ("你有没有考虑过出书？", "有考虑过", "有考虑过出书"),
    ("你喜欢吃棉花糖吗？", "喜欢！上次在公园吃的。", "喜欢吃棉花糖！上次在公园吃的。"),
])
def test_an_answer_is_read_as_the_sentence_it_stands_for(asked: str, said: str,
                                                         want: str) -> None:
    answer = restated(said, asked)
    assert answer is not None and answer.text == want


@pytest.mark.parametrize(("asked", "said"), [
    ("What do you do?", "I teach high school chemistry."),  # a sentence of its own
    ("Do you have kids?", "Yes, I have two."),
    ("Do you have any pictures from that day?", "Yeah, I have one. It was great!"),
    ("How are you?", "Good, thanks."),  # no question of these forms
    ("", "Yes, two boys."),
])
def test_an_answer_of_its_own_or_to_no_such_question_is_read_as_said(asked: str,
                                                                     said: str) -> None:
    assert restated(said, asked) is None


@pytest.mark.parametrize(("asked", "said"), [
    ("Do you have any siblings?", "No, I don't."),
    ("你有兄弟姐妹吗？", "没有。"),
    ("Do you have a favorite dish?", "I do."),  # a yes no sentence completes: no fragment
])
async def test_a_bare_yes_or_no_is_not_kept_and_says_why(asked: str, said: str) -> None:
    answer = restated(said, asked)
    assert answer is not None and answer.text == ""
    judgement = await judge_turn(said, "I see.", [], asked=asked)
    assert not judgement.should_extract
    assert {"yes_answer", "no_answer"} & set(judgement.rules), judgement.rules


async def _kept(said: str, asked: str) -> list[str]:
    judgement = await judge_turn(said, "I see.", [], asked=asked)
    return [m.content for m in kept_memories(said, judgement, asked=asked)]


async def test_the_kept_memories_say_the_whole_fact() -> None:
    assert await _kept("I do! Oscar, my guinea pig.", "Do you have any pets?") == [
        "has a guinea pig named Oscar"]
    assert await _kept("有啊，两个。", "你有孩子吗？") == ["有两个孩子"]
    assert "does" not in await _kept("I do! Oscar, my guinea pig.", "Do you have any pets?")


async def test_answers_through_the_graph() -> None:
    ann = AskedGraph("ann")
    await ann.said(HumanMessage("I'm so tired today.", id="h1"),
                   AIMessage("Long day, huh. Do you have kids?", id="a1"))
    await ann.turn("Yes, two boys. They keep me busy!", "2023-05-06T10:00:00+00:00")
    kept = await ann.kept()
    assert any("has two boys" in k for k in kept), kept
    await ann.asks("Do you have any siblings?", "a2")
    await ann.turn("No, I don't.", "2023-05-06T10:05:00+00:00")
    after = await ann.kept()
    assert after == kept
    newest = (await list_decisions(ann.store, "ann", ann.ctx.agent_id))[0]
    assert newest.decision == "skipped" and "no_answer" in newest.rules


@pytest.mark.parametrize(("asked", "said", "want"), [
    # a no to an experience question says what the user has never done (no24)
    ("Italian food is awesome - have you ever been to Italy?", "i have not. have you been?",
     "I have never been to Italy. have you been?"),
    ("That sounds fun. Have you ever tried skydiving?", "No, I haven't.",
     "I have never tried skydiving."),
    ("Have you been to Europe?", "No, but I'd like to.", "I have not been to Europe. I'd like to."),
    ("Have you ever been surfing before? I am nervous.", "No I've never been surfing.",
     "I've never been surfing."),
    ("你去过日本吗？", "没有，一直想去。", "我没去过日本，一直想去。"),
    ("你看过《红楼梦》吗？", "还没看过呢，一直想看", "我没看过《红楼梦》，一直想看"),
    ("你去过日本吗？", "我也去过！", "我去过日本！"),
    ("Have you been to Europe?", "Yes! Twice.", "I have been to Europe. Twice."),
    # a no to a liking question is a dislike
    ("Do you like hiking?", "No, I don't.", "I don't like hiking."),
    ("Do you like hiking?", "Not really, I prefer swimming.",
     "I don't like hiking. I prefer swimming."),
])
def test_a_no_to_an_experience_or_liking_question_says_its_fact(asked: str, said: str,
                                                                 want: str) -> None:
    answer = restated(said, asked)
    assert answer is not None and answer.text == want


@pytest.mark.parametrize(("asked", "said"), [
    ("Have you seen it yet?", "No, I have not."),  # no object: nothing, not "has not"
    ("Have you been to any concerts lately?", "No, it has been awhile."),
    ("Chocolate cake, huh? Have you ever tried making one yourself?",
     "Yes! Actually, I've made it with my grandpa before."),
    ("Have you been to Europe?", "Yes, I went there last year."),
])
def test_no_experience_is_made_of_a_question_without_its_object(asked: str, said: str) -> None:
    answer = restated(said, asked)
    assert answer is None or answer.text in ("", said), answer


async def test_a_no_to_an_experience_question_is_kept_through_the_graph() -> None:
    bo = AskedGraph("bo")
    await bo.said(HumanMessage("I'm planning a trip.", id="h1"),
                  AIMessage("Nice! Have you ever been to Japan?", id="a1"))
    await bo.turn("No, I haven't, but I'd love to go.", "2023-05-06T10:00:00+00:00")
    assert any("never been to Japan" in k for k in await bo.kept())
    await bo.asks("Have you seen it yet?", "a2")
    await bo.turn("No, I have not.", "2023-05-06T10:05:00+00:00")
    assert not any(k.strip() in ("has not", "No, I have not.") for k in await bo.kept())
