"""Context builder (seed 004 §5): the prompt fits the budget, cut by score, in fixed order."""

from __future__ import annotations

import random

import pytest

from strata_layered.graph.prompts.reply import SECTION_TAGS, render_messages, sections_by_name
from strata_layered.memory.context.context_builder import (
    SECTION_ORDER,
    BudgetTooSmall,
    ContextItem,
    build_context,
    section_items,
)
from strata_layered.memory.text.tokens import count_chat_tokens, token_counter_for

COUNT = token_counter_for("gpt-4o-mini")
PERSONA = "你是一位温柔、可靠的陪伴助手。回答要简洁。"
USER_INPUT = "周末带猫去哪儿玩比较好？"
CHINESE_100 = (
    "长期记忆是AI电子伴侣体验里很关键的一环。用户会期待Agent记住自己的偏好、边界、关系目标和重要事实。"
    "但长期记忆也有一个很现实的问题：不是每一句聊天都值得保存。如果每轮对话都直接进入记忆抽取，"
    "系统很快就会变得不好维护。"
)[:100]
LIKES = ["tea", "coffee", "cats", "dogs", "jazz", "rain", "books", "music", "chess", "golf"]


def build(
    candidates: list[ContextItem],
    budget: int,
    *,
    persona: str = PERSONA,
    user_input: str = USER_INPUT,
) -> dict:
    return build_context(
        persona=persona,
        user_input=user_input,
        candidates=candidates,
        budget=budget,
        count=COUNT,
        render=render_messages,
    )


def prompt_tokens(context: dict) -> int:
    """Tokens of the prompt the model will actually receive."""
    return count_chat_tokens(render_messages(sections_by_name(context)), COUNT)


def base_tokens() -> int:
    return build([], 10_000)["total_tokens"]


def kept_texts(context: dict, section: str = "memories") -> list[str]:
    return [item["text"] for item in section_items(context, section)]


def mixed_candidates() -> list[ContextItem]:
    rng = random.Random(7)
    items = []
    for i in range(12):
        items.append(
            ContextItem(
                section="memories",
                text=f"[偏好] 用户喜欢第{i}种咖啡，" + "不加糖" * i,
                score=rng.random(),
            )
        )
    items.append(ContextItem(section="constraints", text="[边界] 对花粉过敏", score=0.9))
    items.append(
        ContextItem(section="profile", text="后端工程师，住在上海，养了一只猫", score=0.95)
    )
    items.append(
        ContextItem(section="summary", text="用户：周末想出门 Agent：可以去公园", score=0.7)
    )
    items.append(ContextItem(section="documents", text=CHINESE_100, score=0.3))
    items.append(ContextItem(section="related_topics", text="[宠物] 猫咪怕吵", score=0.5))
    for i in range(6):
        items.append(
            ContextItem(
                section="recent_messages",
                text=f"第{i}条消息：" + "哈" * (i * 5),
                role="user" if i % 2 == 0 else "assistant",
                score=0.6 + 0.4 * (i + 1) / 6,
            )
        )
    return items


@pytest.mark.parametrize("extra", [0, 1, 7, 25, 60, 120, 250, 500, 1000])
def test_total_never_exceeds_the_budget(extra: int) -> None:
    budget = base_tokens() + extra
    context = build(mixed_candidates(), budget)
    assert context["total_tokens"] <= budget
    assert context["total_tokens"] == prompt_tokens(context)
    assert context["budget"] == budget


def test_a_generous_budget_keeps_everything() -> None:
    candidates = mixed_candidates()
    context = build(candidates, 100_000)
    kept = sum(len(section_items(context, name)) for name in SECTION_ORDER)
    assert kept == len(candidates) + 2  # + persona and user input
    # The same items, not only as many: the sections between persona and user input.
    assert sorted((name, item["text"]) for name in SECTION_ORDER[1:-1]
                  for item in section_items(context, name)) == sorted(
        (c.section, c.text) for c in candidates)


def equal_cost_memories() -> list[ContextItem]:
    items = [
        ContextItem(
            section="memories", text=f"The user likes {w}.", score=round(0.05 + i * 0.09, 2)
        )
        for i, w in enumerate(LIKES)
    ]
    assert len({COUNT(item.text) for item in items}) == 1, "test needs equal-cost items"
    return items


@pytest.mark.parametrize("order", ["ascending", "descending", "shuffled"])
def test_lowest_scores_are_cut_first_whatever_the_insertion_order(order: str) -> None:
    items = equal_cost_memories()
    if order == "descending":
        items.reverse()
    elif order == "shuffled":
        random.Random(3).shuffle(items)
    per_item = COUNT(items[0].text) + 2
    context = build(items, base_tokens() + 4 * per_item + 1)
    kept = set(kept_texts(context))
    top = {i.text for i in sorted(items, key=lambda i: i.score or 0, reverse=True)[: len(kept)]}
    assert 0 < len(kept) < len(items)
    assert kept == top
    assert context["total_tokens"] <= context["budget"]


def test_items_without_a_score_go_before_scored_ones() -> None:
    items = equal_cost_memories()[:3]
    unscored = ContextItem(section="memories", text="The user likes golf.", score=None)
    # Room for the three scored items exactly: the unscored one is the one cut.
    budget = build(items, 10_000)["total_tokens"]
    assert kept_texts(build([unscored, *items], budget)) == [i.text for i in items]


def test_recent_messages_drop_oldest_first_and_stay_chronological() -> None:
    n = 8
    recent = [
        ContextItem(
            section="recent_messages",
            text=f"message number {i} here",
            role="user" if i % 2 == 0 else "assistant",
            score=round(0.6 + 0.4 * (i + 1) / n, 4),
        )
        for i in range(n)
    ]
    per_item = max(COUNT(r.text) for r in recent) + 3
    context = build(list(recent), base_tokens() + 4 * per_item)
    texts = kept_texts(context, "recent_messages")
    assert 0 < len(texts) < n
    assert texts == [r.text for r in recent[n - len(texts) :]]
    rendered = render_messages(sections_by_name(context))
    assert [content for _, content in rendered[1:-1]] == texts
    assert rendered[-1] == ("user", USER_INPUT)


def test_sections_are_always_present_in_the_fixed_order() -> None:
    context = build([], 10_000)
    assert [s["name"] for s in context["sections"]] == list(SECTION_ORDER)
    assert SECTION_ORDER == (
        "persona",
        "profile",
        "constraints",
        "memories",
        "summary",
        "recalled_history",
        "related_topics",
        "documents",
        "recent_messages",
        "user_input",
    )
    by_name = sections_by_name(context)
    assert [i["text"] for i in by_name["persona"]] == [PERSONA]
    assert [i["text"] for i in by_name["user_input"]] == [USER_INPUT]
    assert all(by_name[name] == [] for name in SECTION_ORDER[1:-1])


def test_items_come_out_in_section_order_whatever_the_insertion_order() -> None:
    items = [
        ContextItem(section=name, text=f"{name} text", score=0.5)
        for name in reversed(SECTION_ORDER[1:-1])
    ]
    context = build(items, 10_000)
    assert [s["name"] for s in context["sections"]] == list(SECTION_ORDER)
    system = render_messages(sections_by_name(context))[0][1]
    assert system.startswith(PERSONA)
    positions = [system.index(f"<{SECTION_TAGS[name]}>") for name in SECTION_TAGS]
    assert positions == sorted(positions)
    for name, tag in SECTION_TAGS.items():
        body = system.split(f"<{tag}>", 1)[1].split(f"</{tag}>", 1)[0]
        assert f"{name} text" in body


def test_empty_sections_still_render_their_slots_in_order() -> None:
    system = render_messages(sections_by_name(build([], 10_000)))[0][1]
    positions = [system.index(f"<{tag}/>") for tag in SECTION_TAGS.values()]
    assert positions == sorted(positions)


def test_blank_candidates_are_ignored() -> None:
    context = build([ContextItem(section="memories", text="   \n", score=1.0)], 10_000)
    assert section_items(context, "memories") == []


def test_budget_too_small_for_persona_and_input() -> None:
    base = base_tokens()
    build([], base)  # exactly enough is enough
    with pytest.raises(BudgetTooSmall):
        build([], base - 1)
    with pytest.raises(BudgetTooSmall):
        build([], 50, persona=PERSONA * 20)


def test_budget_of_persona_and_input_only_keeps_no_candidates() -> None:
    context = build(mixed_candidates(), base_tokens())
    assert all(section_items(context, name) == [] for name in SECTION_ORDER[1:-1])


def test_chinese_is_counted_sensibly() -> None:  # CHINESE_100 is 100 characters
    assert COUNT(CHINESE_100) > 40  # far more than the ~25 a chars/4 estimate gives
    assert COUNT(CHINESE_100) <= 100
    assert COUNT("The user likes tea.") == 5


def test_section_token_figures_add_up_to_their_items() -> None:
    context = build(mixed_candidates(), 100_000)
    for section in context["sections"]:
        assert section["tokens"] == sum(COUNT(item["text"]) for item in section["items"])
