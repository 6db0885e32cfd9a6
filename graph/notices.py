"""What the user is told when the model fails: one line, in their language, their message kept."""

from __future__ import annotations

import asyncio

NOTICES = {
    "timeout": ("模型在 {seconds:g} 秒内没有完成回复",
                "The model did not finish within {seconds:g} s"),
    "server": ("模型服务出错（HTTP {status}）", "The model service failed (HTTP {status})"),
    "connection": ("连不上模型服务", "The model service could not be reached"),
    "malformed": ("模型返回的内容无法读取", "The model's answer could not be read"),
    "other": ("模型调用失败（{kind}）", "The model call failed ({kind})"),
}
KEPT = ("你的消息已保存。", "Your message was kept.")
CUT = ("回复中断，已收到的部分已保存", "The reply broke off; the part received was kept")


def failure_kind(error: BaseException) -> tuple[str, dict[str, object]]:
    """Which notice fits the error, and its details."""
    import openai

    if isinstance(error, (asyncio.TimeoutError, TimeoutError, openai.APITimeoutError)):
        return "timeout", {}
    if isinstance(error, openai.APIStatusError):
        return "server", {"status": error.status_code}
    if isinstance(error, openai.APIConnectionError):
        return "connection", {}
    if isinstance(error, (ValueError, KeyError)):
        return "malformed", {}
    return "other", {"kind": type(error).__name__}


def model_failed(error: BaseException, *, chinese: bool, seconds: float,
                 partial: bool = False) -> str:
    """The one line shown instead of (or after) the reply."""
    kind, details = failure_kind(error)
    lang = 0 if chinese else 1
    what = NOTICES[kind][lang].format(seconds=seconds, **details)
    if partial:
        return f"（{what}；{CUT[0]}。）" if chinese else f"({what}. {CUT[1]}.)"
    return f"（{what}。{KEPT[0]}）" if chinese else f"({what}. {KEPT[1]})"
