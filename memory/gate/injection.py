"""Text that instructs the memory system or the model is not a fact about the user [beyond].

A role tag (`SYSTEM:`, `<|im_start|>`, `[INST]`), an order to ignore the instructions, to
store or reveal something, or fake tool output: such a sentence is never the user's
memory. The rest of the message is judged on its own, so a preference said next to it
is still kept; a message that is nothing but instructions is rejected and audited.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.standing_orders import ORDER_ROWS

ROLE_TAG = re.compile(
    r"^\s*(?:[#>*\-\s]*)(?:system|assistant|developer|tool|function|系统|助手|开发者)\s*"
    r"(?:prompt|message|提示|消息)?\s*[:：]"
    r"|<\|?(?:im_start|im_end|system|endoftext)\|?>|\[/?(?:INST|SYS)\]|<</?SYS>>"
    r"|</?(?:system|assistant|tool|function|instructions?)>",
    re.I,
)
OVERRIDE = re.compile(
    # Chinese: ignore / forget the previous instructions, you are now …, developer mode.
    r"(?:忽略|无视|忘掉|忘记|不要理会|别管)(?:掉)?(?:你)?(?:之前|以上|前面|上面|先前|所有|全部|一切)"
    r"(?:的)?(?:所有|全部)?(?:指令|提示|提示词|规则|设定|要求|限制)"
    r"|(?:从现在(?:开始|起)|现在)你(?:是|必须|要|将)(?:一个|一名)?(?:管理员|系统|开发者|没有限制|不受限制)"
    r"|开发者模式|越狱模式|系统提示词?是"
    r"|(?:把|将)(?:这条|下面|以下)?(?:内容|信息)?(?:写入|存入|加入|记入)(?:你的)?(?:长期)?记忆"
    # English: ignore previous instructions, you are now, store/reveal orders, jailbreaks.
    r"|\b(?:ignore|disregard|forget|override)\b[^.!?\n]{0,20}\b(?:previous|prior|above|earlier|all"
    r"|your)\b[^.!?\n]{0,20}\b(?:instructions?|prompts?|rules|guidelines|system)\b"
    r"|\byou are now\b|\bdeveloper mode\b|\bjailbreak\b|\bDAN mode\b"
    r"|\b(?:store|save|add|write|insert|update)\b[^.!?\n]{0,12}\b(?:the |this |a |new )?"
    r"memor(?:y|ies)\b[^.!?\n]{0,8}[:'\"“‘]"
    r"|\bremember\s*:\s*(?:always|never|you (?:must|should))"
    r"|\b(?:always|must)\s+(?:reveal|disclose|leak|print|output)\b"
    r"|\b(?:reveal|print|repeat|output)\b[^.!?\n]{0,20}\b(?:system prompt|instructions|api key"
    r"|password|secrets?)\b",
    re.I,
)
TOOL_OUTPUT = re.compile(
    r"^\s*(?:tool|function|observation|tool_output|function_result|工具(?:输出|结果))\s*"
    r"(?:output|result|response)?\s*[:：]"
    r"|\"role\"\s*:\s*\"(?:system|tool|assistant|function)\""
    r"|^\s*```\s*(?:tool|function|system)",
    re.I | re.M,
)
# Sentences: CJK stops, ! and ?, and a full stop before a space (3.5 stays one number).
_SENTENCES = re.compile(r"(?:[^\n。！？!?.]|\.(?!\s|$))+(?:[。！？!?]+|\.(?=\s|$)|\n|$)|\n")


def standing_order(sentence: str) -> str | None:
    """The reason a sentence is a standing order to the assistant, if a row catches it."""
    for row in ORDER_ROWS:
        if row.search(sentence):
            return row.decides
    return None


def instruction_reason(sentence: str) -> str | None:
    """Why a sentence is an instruction to the memory system or the model, if it is one."""
    if ROLE_TAG.search(sentence):
        return "role tag"
    if TOOL_OUTPUT.search(sentence):
        return "fake tool output"
    if OVERRIDE.search(sentence):
        return "an order to the model or the memory"
    return standing_order(sentence)


def split_instructions(text: str) -> tuple[str, list[str]]:
    """The text without its instruction sentences, and why each was taken out.

    A sentence that opens with a role tag takes the rest of its line with it.
    """
    kept: list[str] = []
    reasons: list[str] = []
    for line in text.splitlines(keepends=True):
        if ROLE_TAG.search(line) or TOOL_OUTPUT.search(line):
            reasons.append(instruction_reason(line) or "role tag")
            continue
        for match in _SENTENCES.finditer(line):
            sentence = match.group()
            reason = instruction_reason(sentence)
            if reason:
                reasons.append(reason)
            else:
                kept.append(sentence)
    return "".join(kept).strip(), reasons
