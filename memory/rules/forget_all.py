"""[beyond] A request to forget everything about the user, said in chat.

"Forget everything you know about me" / 忘掉关于我的一切 deleted nothing: the gate read it
as chatter, and every memory stayed. Said to the assistant, as the whole message, it is a
request like `strata forget`'s, for the memories: memory/forgetting/take_back.py `forgets_all`, and
nodes/gate_candidate.py deletes every memory of the user (the log and documents stay; the
CLI's and the API's forget remove those).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

_END = r"(?:吧|哈|啊)?[。！!~～]*$"


def _lead(n: int) -> str:
    """Who is asked, opening the message: 请 / 麻烦 ask (group `asked{n}`), 你 does not."""
    return rf"(?:(?P<asked{n}>请|麻烦)你?|你)?"


def _verb(n: int) -> str:
    """Forgetting, asked: 吧 after 忘了 / 删了, or 请 / 麻烦 first.

    忘了 / 删了 also say it happened: 你把关于我的事都忘了！ is a complaint, not a request.
    """
    return (rf"(?:忘掉|删掉|删除|清空|清除|抹掉|(?:忘了|删了)"
            rf"(?(asked{n})|(?=.*吧[。！!~～]*$)))")


FORGET_ALL = Row(
    "forget_all",
    re.compile(
        # English, opening the clause and said to the assistant: "about me", "my memories"
        r"^(?:please |pls |just |can you |could you |would you |i want you to |i'd like you to )*"
        r"(?:forget|delete|erase|wipe|clear|remove|drop)"
        r"(?: (?:everything|all(?: of it| that)?)(?: (?:you know|you remember|you've "
        r"(?:saved|learned|learnt|stored|kept)|you have (?:saved|learned|stored|kept)))?"
        r" (?:about|of) me| (?:all |everything |all of )?(?:my|your) (?:memories|data|info"
        r"(?:rmation)?)(?: (?:about|of) me)?| me(?= completely| entirely| from your memory))"
        r"(?: completely| entirely| from your memory)?(?:,? please)?[\s.!~?]*$"
        # Chinese: 关于我的 / 我的…记忆 say whose; 忘掉所有的烦恼 names no one's memories
        rf"|^{_lead(1)}(?:把)?{_verb(1)}(?:关于我的|有关我的)"
        rf"(?:一切|所有(?:的)?(?:记忆|事情?|东西|信息|内容)?|全部(?:记忆|信息|内容)?){_END}"
        rf"|^{_lead(2)}(?:把)?{_verb(2)}我的(?:所有|全部)?(?:的)?(?:记忆|资料|信息|数据){_END}"
        rf"|^{_lead(3)}把(?:关于我的|有关我的|我的)(?:记忆|一切|事情?|信息|资料)(?:全部|都|全都|统统)"
        rf"{_verb(3)}{_END}",
        re.I),
    "a request to forget everything about the user: every memory of theirs is deleted, "
    "the request itself is never kept",
    "[beyond] issue 24: 'Forget everything you know about me' and 忘掉关于我的一切吧 kept "
    "every memory (the gate read them as chatter)",
    ("Forget everything you know about me.", "Please delete all my memories",
     "Can you forget everything about me?", "忘掉关于我的一切吧", "把我的记忆全部删掉",
     "清空我的所有记忆", "删除关于我的所有信息", "把关于我的一切都忘了吧", "请把我的资料都删了"),
    ("I want to forget everything about my ex", "I forgot everything", "Forget about it",
     "我想忘掉所有的烦恼", "我忘了关于我的一切", "别删我的记忆", "forget everything you know",
     "Don't forget everything about me", "I can't forget all of it", "你把关于我的事都忘了！",
     "你忘了关于我的一切", "你把我的记忆全都删了"),
)

ROWS: tuple[Row, ...] = (FORGET_ALL,)
