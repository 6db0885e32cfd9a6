"""Seed 000 v1: the rolling summary and rule extraction, exactly as the seed specifies."""

from __future__ import annotations

import re

import pytest

from strata_layered.memory.context.summary import build_conversation_summary
from strata_layered.memory.gate.judgement import Judgement
from strata_layered.memory.gate.labels import CATEGORY_TO_TYPE, TYPE_LABELS
from strata_layered.memory.writing.extraction import (
    MAX_NEW_MEMORIES_PER_TURN,
    ExtractedMemory,
    extract_rule_memories,
)
from strata_layered.memory.writing.memory_types import classify_memory_type
from strata_layered.memory.writing.model_screen import screen_model_memories


def seed_summary(
    previous: str | None, recent: list[tuple[str, str]], user: str, assistant: str
) -> str:
    """Seed 000's buildConversationSummary, line for line."""
    lines = [
        f"既有摘要：{previous}" if previous else "",
        *(f"{'用户' if role == 'user' else 'Agent'}：{content}" for role, content in recent[-8:]),
        f"用户：{user}",
        f"Agent：{assistant}",
    ]
    return re.sub(r"\s+", " ", "\n".join(x for x in lines if x)).strip()[-1600:]


def summarize(
    previous: str | None, recent: list[tuple[str, str]], user: str, assistant: str
) -> str:
    return build_conversation_summary(
        previous_summary=previous, recent_messages=recent, user_text=user, assistant_text=assistant
    )


CHAT = [
    ("user", "早上好"),
    ("assistant", "早上好呀，今天有什么安排？"),
    ("user", "要去面试，有点紧张"),
    ("assistant", "深呼吸，你准备得很充分了。"),
]


@pytest.mark.parametrize(
    ("previous", "recent", "user", "assistant"),
    [
        (None, [], "你好", "你好！"),
        ("", CHAT, "以后回复短一点", "好的。"),
        ("用户在准备面试。", CHAT * 3, "面试问了算法题", "你答得怎么样？"),
        ("旧摘要\n\n有换行", [("user", "a  b\tc"), ("assistant", "  d\n\ne ")], " 嗯 ", "好\n的"),
        ("很长的旧摘要。" * 300, CHAT, "我喜欢猫", "猫很可爱。" * 50),
    ],
    ids=["first-turn", "no-previous", "more-than-8", "whitespace", "long"],
)
def test_summary_matches_the_seed(previous, recent, user, assistant) -> None:
    assert summarize(previous, recent, user, assistant) == seed_summary(
        previous, recent, user, assistant
    )


def test_summary_keeps_only_the_last_8_earlier_messages() -> None:
    recent = [("user" if i % 2 == 0 else "assistant", f"第{i:02d}条") for i in range(12)]
    summary = summarize(None, recent, "现在", "好")
    assert "第03条" not in summary
    assert summary.startswith("用户：第04条 Agent：第05条")
    assert summary.endswith("Agent：第11条 用户：现在 Agent：好")


def test_summary_labels_user_and_agent_lines() -> None:
    summary = summarize(
        "此前聊了工作。", [("user", "在吗"), ("assistant", "在的")], "我换工作了", "恭喜！"
    )
    assert (
        summary == "既有摘要：此前聊了工作。 用户：在吗 Agent：在的 用户：我换工作了 Agent：恭喜！"
    )


def test_summary_collapses_whitespace() -> None:
    summary = summarize("第一行\n\n第二行", [("user", "a \t b")], "  c\n d ", "e\r\nf")
    assert "\n" not in summary and "  " not in summary and "\t" not in summary
    assert summary == "既有摘要：第一行 第二行 用户：a b 用户： c d Agent：e f"


def test_summary_keeps_the_last_1600_characters() -> None:
    previous = "甲" * 1000 + "乙" * 1000
    summary = summarize(previous, [], "最新的问题", "最新的回答")
    assert len(summary) == 1600
    assert summary.endswith("用户：最新的问题 Agent：最新的回答")
    # The oldest part goes first: the label and the start of the previous summary.
    assert "既有摘要" not in summary
    assert summary.count("乙") == 1000 and summary.startswith("甲")


def test_summary_rolls_forward_turn_after_turn() -> None:
    first = summarize(None, [], "我叫阿杰", "你好阿杰")
    second = summarize(
        first, [("user", "我叫阿杰"), ("assistant", "你好阿杰")], "我喜欢猫", "猫很可爱"
    )
    assert second.startswith(f"既有摘要：{first} ")
    assert second.endswith("用户：我喜欢猫 Agent：猫很可爱")


@pytest.mark.parametrize(
    ("user", "secret"),
    [
        ("我的银行卡密码是 123456", "123456"),
        ("my password is hunter22", "hunter22"),
        ("key 是 sk-abcdefghijklmnop1234567890", "sk-abcdefghijklmnop1234567890"),
    ],
)
def test_summary_never_carries_secrets(user: str, secret: str) -> None:
    summary = summarize(None, [("user", user)], user, "收到，不过别把这些发给别人哦。")
    assert secret not in summary
    assert summary.endswith("Agent：收到，不过别把这些发给别人哦。")


def test_redaction_does_not_swallow_the_next_speaker() -> None:
    """A message ending in 「密码是」 must not erase the Agent's reply that follows it."""
    summary = summarize(None, [], "你猜我的密码是", "猜不到呀，也请不要告诉我")
    assert summary.endswith("Agent：猜不到呀，也请不要告诉我")


# --- rule extraction (seed 000 v1) --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "memory_type", "importance"),
    [
        # 边界: 不喜欢|不要|避免|边界|压力|操控|套路
        ("我不喜欢被催促", "boundary", 5),
        ("不要叫我宝贝", "boundary", 5),
        ("我想避免争吵", "boundary", 3),
        ("我需要一点边界感", "boundary", 5),
        ("我最近压力很大", "boundary", 3),
        ("我很讨厌被操控", "boundary", 3),
        ("我不吃套路这一套", "boundary", 3),
        # 偏好: 喜欢|偏好|更希望|倾向|习惯
        ("我喜欢猫", "preference", 3),
        ("我偏好中文回答", "preference", 3),
        ("我更希望你直接一点", "preference", 3),
        ("我倾向于先听结论", "preference", 3),
        ("我习惯晚睡", "preference", 3),
        # 关系目标: 目标|想要|希望|正在
        ("我的目标是考研上岸", "relationship_goal", 3),
        ("我想要一个能聊天的朋友", "relationship_goal", 3),
        ("希望我们能成为朋友", "relationship_goal", 3),
        ("我正在学日语", "relationship_goal", 3),
        # 对话风格: everything else
        ("我说话比较直接", "conversation_style", 3),
        ("记住我叫阿杰", "conversation_style", 5),
        ("以后叫我阿杰", "conversation_style", 5),
        # precedence: 边界 before 偏好 before 关系目标
        ("我喜欢你，但不要催我", "boundary", 5),
        ("我希望你能一直喜欢我", "preference", 3),
    ],
)
def test_the_seed_classifier_is_kept_verbatim(
    text: str, memory_type: str, importance: int
) -> None:
    assert classify_memory_type(text) == memory_type


@pytest.mark.parametrize(("text", "memory_type"), [
    ("Please don't rush me", "boundary"), ("I prefer green tea", "preference"),
    ("My goal is to run a marathon", "relationship_goal"), ("Short answers", "conversation_style"),
])
def test_the_seed_classifier_has_english_twins(text: str, memory_type: str) -> None:
    assert classify_memory_type(text) == memory_type


# [beyond] Rule extraction reads the message clause by clause: the memory is the fact as a
# note (no leading 我), typed by what the clause says; where that differs from the seed's
# classifier it is because the labelled set of real turns says so (an ongoing project or a
# name is a fact, a reply style is a style, a situation is no boundary).
BEYOND_TYPES = {
    "我最近压力很大": "important_fact",
    "我偏好中文回答": "conversation_style",
    "我的目标是考研上岸": "important_fact",
    "我正在学日语": "important_fact",
    "记住我叫阿杰": "important_fact",
}


@pytest.mark.parametrize(
    ("text", "note", "memory_type", "importance"),
    [
        ("我不喜欢被催促", "不喜欢被催促", "boundary", 5),
        ("不要叫我宝贝", "不要叫我宝贝", "boundary", 5),
        ("我想避免争吵", "想避免争吵", "boundary", 3),
        ("我很讨厌被操控", "讨厌被操控", "boundary", 3),
        ("我喜欢猫", "喜欢猫", "preference", 3),
        ("我更希望你直接一点", "更希望你直接一点", "preference", 3),
        ("我倾向于先听结论", "倾向于先听结论", "preference", 3),
        ("我习惯晚睡", "习惯晚睡", "preference", 3),
        ("我想要一个能聊天的朋友", "想要一个能聊天的朋友", "relationship_goal", 3),
        ("希望我们能成为朋友", "希望我们能成为朋友", "relationship_goal", 3),
        ("我说话比较直接", "说话比较直接", "conversation_style", 3),
        ("以后叫我阿杰", "以后叫我阿杰", "conversation_style", 5),
        ("我喜欢你，但不要催我", "不要催我", "boundary", 5),
        ("我希望你能一直喜欢我", "希望你能一直喜欢我", "preference", 3),
        ("我最近压力很大", "最近压力很大", "important_fact", 3),
        ("我正在学日语", "正在学日语", "important_fact", 3),
        ("记住我叫阿杰", "名字叫阿杰", "important_fact", 5),
    ],
)
def test_rule_extraction_keeps_the_fact_with_its_type(
    text: str, note: str, memory_type: str, importance: int
) -> None:
    [memory] = extract_rule_memories(text, None)
    assert (memory.memory_type, memory.importance, memory.content) == (
        memory_type, importance, note)
    if text not in BEYOND_TYPES:
        assert classify_memory_type(text) == memory_type


@pytest.mark.parametrize("text", ["记住，我对花生过敏", "不要叫我宝贝", "我不喜欢被催促",
                                  "我需要一点边界感", "以后回复短一点"])
def test_seed_words_of_importance_give_5(text: str) -> None:
    [memory] = extract_rule_memories(text, None)
    assert memory.importance == 5


@pytest.mark.parametrize("text", ["今天天气不错", "哈哈哈", "", "   ", "明天几点开会？"])
def test_no_seed_signal_no_memory(text: str) -> None:
    assert extract_rule_memories(text, None) == []


@pytest.mark.parametrize(
    ("text", "notes"),
    [
        # Issue 16, from real conversations: the fact, not the utterance.
        ("我还喜欢潜水、滑雪、跑步、登山和攀岩，五花八门吧。",
         ["喜欢潜水、滑雪、跑步、登山和攀岩"]),
        ("I'm vegetarian", ["is vegetarian"]),
        ("你好，我叫周立。", ["名字叫周立"]),
        ("我是一名护士，经常上夜班", ["是一名护士", "经常上夜班"]),
        ("I love hiking and I have a cat named Mochi.", ["loves hiking", "has a cat named Mochi"]),
        ("Hi, my name is Lucy. Nice to meet you.", ["name is Lucy"]),
        ("我知道他喜欢旅游", ["他喜欢旅游"]),
        # Chatter, acknowledgements and questions are never memories.
        ("好，我会考虑你的建议并做出自己的决定。谢谢你，朋友！", []),
        ("嗯，我知道了。感谢你的建议，朋友！", []),
        ("你还记得我叫什么吗？", []),
        ("Thank you for your suggestions, I will give them a try.", []),
        ("Do you like watching movies?", []),
        ("Deborah: An offer I can't refuse!", []),
        # A transcript's speaker tag names who speaks: no part of the note.
        ("Deborah: I love hiking in the Alps", ["loves hiking in the Alps"]),
        # "Remember that" asks to keep the fact; it is no part of it.
        ("Remember that I am vegan", ["is vegan"]),
    ],
)
def test_facts_not_utterances(text: str, notes: list[str]) -> None:
    assert [m.content for m in extract_rule_memories(text, None)] == notes


def test_a_fact_about_someone_else_is_an_important_fact_about_them() -> None:
    [memory] = extract_rule_memories("我知道他喜欢旅游", None)
    assert (memory.memory_type, memory.content) == ("important_fact", "他喜欢旅游")


def test_content_is_at_most_500_characters() -> None:
    text = "我喜欢" + "猫" * 700
    [memory] = extract_rule_memories(f"  {text}\n", None)
    assert memory.content == ("喜欢" + "猫" * 700)[:500]


def _proposed(content: str) -> ExtractedMemory:
    return ExtractedMemory(memory_type="preference", content=content, importance=3,
                           confidence=0.9)


def test_at_most_two_memories_per_turn_unless_the_facts_may_not_share_one() -> None:
    # Seed 000's cap of two groups the rules' facts; five facts of four types (and the name
    # a slot of its own) may not share, so none is lost (issue 24, memory/gate/cap.py).
    text = "记住：我不喜欢被催促，我喜欢简短回答，我希望你以后叫我阿杰，我正在学日语，我习惯晚睡。"
    memories = extract_rule_memories(text, None)
    assert MAX_NEW_MEMORIES_PER_TURN == 2
    for fact in ("不喜欢被催促", "喜欢简短回答", "叫我阿杰", "正在学日语", "习惯晚睡"):
        assert sum(fact in m.content for m in memories) == 1, (fact, memories)
    # Non-example: facts that may share one stay within the cap.
    shared = extract_rule_memories("我住在杭州，家里有一只猫，养了两条金鱼", None)
    assert len(shared) <= MAX_NEW_MEMORIES_PER_TURN, shared
    # A model may propose more; the screen keeps the first two the user said.
    kept, rejected = screen_model_memories(
        [_proposed("喜欢喝乌龙茶"), _proposed("不吃香菜"), _proposed("养了一只猫")],
        "我喜欢喝乌龙茶，我不吃香菜，我养了一只猫", "好的")
    assert [m.content for m in kept] == ["喜欢喝乌龙茶", "不吃香菜"]
    assert [(m.content, why) for m, why in rejected] == [
        ("养了一只猫", "more than 2 new memories in one turn")]


def test_memories_stay_in_the_users_language() -> None:
    [zh] = extract_rule_memories("我不喜欢被催促", None)
    [en] = extract_rule_memories("Please don't call me sweetie", None)
    assert zh.content == "不喜欢被催促"
    assert (en.content, en.memory_type, en.importance) == (
        "Please don't call me sweetie",
        "boundary",
        5,
    )


@pytest.mark.parametrize(
    ("category", "label"),
    [
        ("preference", "偏好"),
        ("boundary", "边界"),
        ("relationship_goal", "关系目标"),
        ("conversation_style", "对话风格"),
        ("important_fact", "重要事实"),
        ("identity_profile", "重要事实"),
    ],
)
def test_seed_003_type_mapping(category: str, label: str) -> None:
    assert TYPE_LABELS[CATEGORY_TO_TYPE[category]] == label


@pytest.mark.parametrize("category", ["important_fact", "identity_profile"])
def test_facts_take_the_gate_category_instead_of_conversation_style(category: str) -> None:
    text = "我下个月搬家到深圳"  # the seed's classifier has no word for it: 对话风格
    assert classify_memory_type(text) == "conversation_style"
    judgement = Judgement(should_extract=True, category=category, importance=3, confidence=0.6)
    [memory] = extract_rule_memories(text, judgement)
    assert memory.memory_type == "important_fact"
    assert TYPE_LABELS[memory.memory_type] == "重要事实"


def test_explicit_statements_are_trusted_more_than_inferred_ones() -> None:
    [explicit] = extract_rule_memories("记住，我喜欢猫", None)
    [inferred] = extract_rule_memories("我喜欢猫", None)
    assert explicit.confidence > inferred.confidence
