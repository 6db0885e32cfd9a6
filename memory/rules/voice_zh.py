"""[beyond] Chinese said by voice input (issue 24, probe41): a run-on message read in clauses.

Voice input writes what was said with no stop at all and the speaker's fillers in it:
"那个我下个月十五号要去医院复查就是查血压和心脏你到时候提醒我一下". The rules read a clause to
its comma, so the whole message was one clause, and the request to the assistant at its end
made the check-up date a request (nothing kept). In such a message (long, with no stop and no
space) a filler said between clauses (嗯, 那个 before a pronoun, 就是, 然后) is a comma and goes;
the assistant addressed again (你到时候 / 你也 / 你以后…), a time word opening a clause (以前 /
现在 / 每天…) not right after the subject, and a speaker's 我 after 了 or a particle begin a new
clause. The gate and extraction read it so (memory/rules/typed_en.py `spelled_out`); the message
is kept as typed.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row
from strata_layered.memory.rules.typed_zh import NEEDS_NEXT, SUBJECT_ONLY

_HAN = r"[\u4e00-\u9fff]"
# probe43: …吃一片多奈哌齐晚上睡前还得吃半片美金刚 — a time of day opens a clause too
_TIME_OPENS = r"以前|现在|今年|去年|前年|每天|每个月|每周|最近|平时|后来|到时候|早上|晚上|中午|睡前"
VOICE_CLAUSES_ZH = Row(
    "voice_clauses_zh",
    re.compile(
        # fillers at the start, and between clauses (the three characters before: a clause)
        rf"(?P<opening>^(?:嗯+|那个(?=[我你他她嗯就])|就是|然后)+)"
        rf"|(?P<filler>(?<={_HAN}{{3}})(?:嗯+|那个(?=[我你他她])|然后)|(?<=还有)就是"
        rf"|(?<={_HAN}{{3}})就是(?![我你他她]的|说))"
        # the assistant addressed again: 你到时候提醒我, 你也…, 你以后别…
        rf"|(?P<addressed>(?<={_HAN})(?<![跟和给对让叫问告诉帮谢])(?=你(?:到时候|以后|也|别|帮我"
        rf"|记得|提醒|叫我|能不能|可以|就)))"
        # a time word opening the next clause: 有高血压每天早上…, 三十年前年戒了
        rf"|(?P<time>(?<={_HAN}{{3}})(?<![的在从到是我们他她你这那个每天上成])(?={_TIME_OPENS}))"
        # the speaker again after 了 (就行了我今年…), and a particle's pause (你好啊我姓周)
        rf"|(?P<speaker>(?<=了)(?=我(?!们|的|家))|(?<={_HAN}[啊呀嘛啦])(?={_HAN})"
        # …收回吧其实她人也不坏: 吧 ends a clause before an opener or the speaker (probe41b)
        rf"|(?<={_HAN}吧)(?=其实|不过|但是|可是|所以|反正|我(?!们|的|家)))"),
    "reading: in a message said by voice input (at least 12 Chinese characters, no stop, no "
    "space), a filler between clauses is a comma and goes, and the assistant addressed, a time "
    "word opening a clause, and 我 after 了 or a particle begin one (the message is kept as typed)",
    "[beyond] issue 24 probe41 (own sentences: '那个我下个月十五号要去医院复查就是查血压和心脏"
    "你到时候提醒我一下' kept no check-up date, '嗯还有就是我耳朵不太好戴着助听器…' kept "
    "'有就是我耳朵…', '我姓周你叫我老周就行了我今年六十八了…' one note typed 对话风格)",
    ("那个我下个月十五号要去医院复查", "要去医院复查就是查血压和心脏", "拿降压药你也提醒我一下",
     "有高血压每天早上吃一片", "你叫我老周就行了我今年六十八了", "嗯还有就是我耳朵不太好",
     "那句话就算了收回吧其实她人也不坏", "早上吃一片多奈哌齐晚上睡前还得吃半片美金刚"),
    ("他就是我儿子", "我跟你说个事", "我想学那个微信视频", "我不吃辣的啊",
     "我以前在铁路上干", "我们晚上去酒吧喝一杯好不好"),
    contexts=("那个我下个月十五号要去医院复查就是查血压和心脏你到时候提醒我一下",
              "每个月二十号我要去社区医院拿降压药你也提醒我一下"),
)
_STOP = re.compile(r"[，,。.！!？?；;：:、\s\u3000]")
_THEN_NOW = re.compile("现在")
"""以前A现在B is one contrast: the former job said with its end (以前是工程师…现在退休了)."""
_LEAD = re.compile(r"^(?:其实|对了|还有|所以|但是|可是|不过|而且|另外)")
"""A word before the subject that opens the clause (其实我妹妹现在住在成都了: no break)."""
VOICE_LENGTH = 12
"""Chinese characters a message has at least to be read as voice input: a short one without a
stop is one clause as typed (我不吃香菜)."""


def voice_clauses(text: str) -> str:
    """A run-on message said by voice input, read with a comma at each clause it runs on into.

    A time word or a filler after the subject alone (我老伴儿每天晚上…) or after a word that
    needs what follows (不 / 很 / 的…) begins no clause, nor 现在 after 以前 in one (a contrast).
    """
    if _STOP.search(text) or len(re.findall(_HAN, text)) < VOICE_LENGTH:
        return text

    opened = [0]  # where the clause being read began

    def comma(found: re.Match[str]) -> str:
        if found["opening"]:
            opened[0] = found.end()
            return ""
        clause = found.string[opened[0]:found.start()]
        if found["filler"] is not None and SUBJECT_ONLY.fullmatch(clause):  # not 还有就是
            return found[0]
        if found["time"] is not None and (
                SUBJECT_ONLY.fullmatch(_LEAD.sub("", clause)) or NEEDS_NEXT.search(clause)
                or ("以前" in clause and _THEN_NOW.match(found.string, found.start()))):
            return found[0]
        opened[0] = found.end()
        return "，"

    return VOICE_CLAUSES_ZH.sub(comma, text).strip("，")


ROWS: tuple[Row, ...] = (VOICE_CLAUSES_ZH,)
