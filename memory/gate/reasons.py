"""The gate's reasons in the user's language: seed 003's Chinese, each with an English twin.

The audit, the CLI and the API show the reason of the user's own language: Chinese when
the message has Chinese characters, else English [beyond]. The Chinese texts of the seed
are kept verbatim.
"""

from __future__ import annotations

from typing import Literal

from strata_layered.memory.text.text import has_cjk

Lang = Literal["zh", "en"]

REASONS: dict[str, tuple[str, str]] = {
    # Seed 003, verbatim, with their twins.
    "empty": ("用户消息或 Agent 回复为空，不进入长期记忆候选。",
              "The user's message or the reply is empty: not a memory candidate."),
    "short": ("用户消息过短且没有明确记忆信号，判断为寒暄或临时互动。",
              "The message is very short and has no memory signal: small talk."),
    "ack": ("本轮是普通寒暄、确认或结束语，不适合作为长期记忆。",
            "A greeting, acknowledgement or goodbye: not a long-term memory."),
    "duplicate": ("用户消息与已有长期记忆完全重复，不需要再次抽取。",
                  "The message repeats a memory already kept: nothing new to extract."),
    "unsafe": ("本轮疑似包含敏感隐私或凭证信息，不进入长期记忆。",
               "The message seems to hold private data or credentials: never remembered."),
    # [beyond]
    "memory_off": ("该用户已关闭长期记忆。", "Long-term memory is switched off for this user."),
    "dont_remember": ("用户要求不要记住本轮内容。", "The user asked not to remember this."),
    "moment": ("本轮只说了此刻的状态或正在做的事，不是长期记忆。",
               "Only how the user is or what they are doing right now: not a long-term memory."),
    "instructions": ("本轮是对记忆系统或模型下达的指令，不是关于用户的事实，"
                     "不进入长期记忆。({detail})",
                     "Instructions are not memories: the message only instructs the memory "
                     "system or the model. ({detail})"),
    "no_signal": ("没有命中记忆信号关键词。", "No memory signal in the message."),
    "dangling": ("“它”指代不明（前一句没有说是什么），不保存。",
                 "Its 'it' stands for nothing said before: not kept."),
    "chatter": ("本轮只有寒暄、感谢、确认或提问，没有关于用户的事实。",
                "Only greetings, thanks, acknowledgements or questions: no fact about the user."),
    "passing": ("只有一时的状态或情绪（{signals}），不是长期事实。",
                "Only a passing state or mood ({signals}): not a lasting fact."),
    "bare_answer": ("只是对上一句提问的是或否，单独说不出关于用户的事实，不保存。",
                    "Only a yes or no to the partner's question, with nothing it can be "
                    "completed into: no fact on its own."),
    "signals": ("关键词兜底命中：{signals}。", "Keyword fallback matched: {signals}."),
    "model_failed": ("（模型判断失败，关键词兜底: {detail}）",
                     " (the model's judgement failed, keyword fallback: {detail})"),
}
SIGNAL_NAMES: dict[str, tuple[str, str]] = {
    "explicit": ("明确要求", "explicit"), "boundary": ("边界", "boundary"),
    "preference": ("偏好", "preference"), "fact": ("重要事实", "fact"),
    "goal": ("关系目标", "relationship goal"), "style": ("对话风格", "conversation style"),
    "ongoing": ("计划或进行中的事", "plan or ongoing"), "event": ("经历", "event"),
    "people": ("身边的人", "people"), "routine": ("习惯", "habit"),
    "situation": ("处境", "situation"),
}


def language_of(text: str) -> Lang:
    """The user's language: zh with Chinese characters (or no text: the seed's), else en."""
    return "zh" if has_cjk(text) or not text.strip() else "en"


def reason(key: str, lang: Lang, **values: str) -> str:
    """The reason `key` in `lang`, with its slots filled."""
    zh, en = REASONS[key]
    return (zh if lang == "zh" else en).format(**values)


def signal_names(signals: list[str], lang: Lang) -> str:
    """Signal families named for a person, in their language."""
    index = 0 if lang == "zh" else 1
    names = [SIGNAL_NAMES[s][index] if s in SIGNAL_NAMES else s for s in signals]
    return ("、" if lang == "zh" else ", ").join(names)
