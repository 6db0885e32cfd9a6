"""A second value of a secret in the same breath: "the pin is 5521 not 5512" [beyond].

sec42: after a code or a password its keyword names, a correction ("not 5512", "wait no 4417",
"— actually 4417", "or was it 4417", 不对，是4417) gives a second value of the same secret. The
second stayed in clear beside the masked first: the one the user meant, or one a digit or two
from it, which tells an attacker almost as much. It is masked as the first is when it has the
first's shape: as many digits give or take one for a code or a card, a typed token for a password.
Someone else's said by ellipsis ("and my wife's is 9902", 我老婆的是772345) is read the same way.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import MaskRow
from strata_layered.memory.sensitive.code_shapes import MEASURE
from strata_layered.memory.sensitive.spans import Hit, TextView

_KINDS = frozenset({"code", "password", "bank_card", "account_number", "id_number"})
# The words that take the value back and give another, in either language.
_CORRECTION = re.compile(
    # someone else's, said by ellipsis ("and my wife's is 9902", 我老婆的是772345)
    r"[ \t]*(?:[,，;；]|(?i:and|&))[ \t]*(?:(?i:my|his|her|our|their)[ \t]+)?"
    r"(?:(?i:hers|his|theirs|ours|mine|yours)|[A-Za-z]{2,16}['’]s|[\u4e00-\u9fff]{1,6}的)"
    r"[ \t]*(?:(?i:is|was)(?![A-Za-z])|是|为)[ \t:：]*"
    r"|[ \t]*[,，;；.。!！]?[ \t]*(?:[–—-][ \t]*)?"
    r"(?:(?i:not|no|nope|wait|sorry|actually|i mean|i meant|oops|or was it|or is it|or maybe|or"
    r"|rather than|instead of|never mind|scratch that|but|and|now|(?:the )?new one"
    r"|(?:ignore|forget|disregard) (?:that|this|it))(?![A-Za-z])"  # sec43: "oops ignore that"
    r"[ \t,，:：.!…-]*){1,3}"
    r"(?:(?i:it's|it is|its|the (?:pin|code|password) is|is)(?![A-Za-z])[ \t:：]*)?"
    r"|[ \t]*[,，;；.。!！]?[ \t]*(?:(?:(?:哦|噢|啊)?不对|不是|错了|说错了|哦不|应该是|记错了"
    r"|现在是|新的是|(?:改|换|变)(?:成|为)了?|(?:忽略|别管|忘了|无视)(?:这个|那个|刚才的?|上面的?))"
    r"[ \t,，:：。!！]*){1,3}(?:是|为)?[ \t:：]*"
    # or the value after a remark (银行卡密码：我老婆知道，是661234)
    r"|[ \t]*[，,][ \t]*(?:就|也|都)?是[ \t:：]*"
)
_DIGITS = re.compile(r"[0-9](?:[ -]?[0-9]){2,24}(?![0-9])[#*]?")
_TOKEN = re.compile(r"[!-~]{3,128}")
_TYPED = re.compile(r"[0-9]|\w[-_.@#*!$]\w")
_TRAIL = ".,;:'\")。，"
# "not 100% sure", "or 2000 metres on": a quantity after the digits is no value.
_AFTER_NUMBER = re.compile(rf"[ \t]?{MEASURE}")


ROW = MaskRow(
    name="secret_corrected",
    pattern=_CORRECTION,
    decides="secret: the value after a secret's correction (or someone else's by ellipsis) is "
            "masked as the first when it has its shape",
    source="[beyond] sec42: 'no, the pin is 5521 not 5512' kept 5512 in clear; sec43: 'oops "
           "ignore that, it's tulip77' and 哦不对忽略这个，是tulip88 kept the second",
    examples=("no, the pin is 5521 not 5512", "the code is 4471 wait no 4417",
              "the code is 4471 — actually 4417", "the code is 4471, or was it 4417",
              "门禁密码是4471，不对，是4417", "my password is Tulip2019, sorry, tulip2019!",
              "my pin used to be 1234 but now it's 5678",
              "my old password was hunter21, new one is hunter22",
              "我的密码从hunter21改成了hunter22",
              "my pin is 4471 and my wife's is 9902", "my pin is 4471 and hers is 9902",
              "我的密码是661234，我老婆的是772345", "银行卡密码：我老婆知道，是661234",
              "my password is begonia. oops ignore that, it's tulip77",
              "密码是lilac55，哦不对忽略这个，是tulip88", "my pin is 4471, forget that, it's 5521"),
    masked=(("5512",), ("4417",), ("4417",), ("4417",), ("4417",), ("tulip2019!",), ("5678",),
            ("hunter22",), ("hunter22",), ("9902",), ("9902",), ("772345",), ("661234",),
            ("tulip77",), ("tulip88",), ("5521",)),
    non_examples=("the pin is 5521 not 2 days ago", "the code is 4471 not 100% sure though",
                  "the code is 4471, or 20 minutes on foot",
                  "my password is Tulip2019, not telling anyone", "门禁密码是4471，不是很好记",
                  "the pin is 4471 and 2 more digits for the app",
                  "my password is hunter22 but the app wants 12 characters",
                  "my pin is 4471 and my wife's is the same", "密码是661234，是我生日",
                  "my pin is 4471, Dan's is 2 digits longer",
                  "my pin is 4471, ignore that it's old", "密码是lilac55，忽略这个"),
)


def find_corrections(view: TextView, keyed: list[Hit]) -> list[Hit]:
    """The corrected values after keyed secrets, as hits of the same kind and rank."""
    text, hits = view.text, []
    for hit in keyed:
        link = ROW.match_at(text, hit.end) if hit.kind in _KINDS else None
        if link is None or link.end() == hit.end:
            continue
        said = text[hit.start : hit.end]
        digits = sum(c.isdigit() for c in said)
        if digits >= 4 and not any(c.isalpha() for c in said):
            m = _DIGITS.match(text, link.end())
            if m and abs(sum(c.isdigit() for c in m[0]) - digits) <= 1 \
                    and not _AFTER_NUMBER.match(text, m.end()):
                hits.append(Hit(link.end(), m.end(), hit.kind, hit.rank))
        elif (m := _TOKEN.match(text, link.end())) and _TYPED.search(
                value := m[0].rstrip(_TRAIL)) and len(value) >= max(4, len(said) - 4):
            hits.append(Hit(link.end(), link.end() + len(value), hit.kind, hit.rank))
    return hits
