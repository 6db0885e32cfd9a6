"""sec42: secrets that rested in clear on main e6595f5, said through `strata` say, import, attach.

Every file of the data folder is grepped after the turns (store, checkpoints, history, -wal),
and so is what the CLI exports (history, topics, memories, the audit, documents, a context):
none of the secrets is in any; what was said beside them is.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.integration.test_secrets_as_typed import cli
from tests.support.at_rest import left_in

# (the assistant's question, the user's answer, the secret as the answer says it)
ASKED = [
    ("Sure! What's your name, your city and your door code?", "Dan, Phoenix, 8812#",
     "Phoenix, 8812#"),
    ("好的，你叫什么、住哪、门禁密码多少？", "小敏，成都，6650#", "成都，6650#"),
    ("礼品卡卡密是多少？", "8HF2KQ9ZP1XY", "8HF2KQ9ZP1XY"),
    ("Can you read me the code on the back of the card?", "8841 2290", "8841 2290"),
]
# (what the user says, the secret in it)
SAID = [
    ("我住在锦江区", ""),  # the district alone is no secret: the street comes next
    ("东大街88号3栋2单元1101", "东大街88号"),
    ("my place is 1420 w camelback rd apt 12", "camelback rd"),
    ("no, the pin is 5521 not 5512", "not 5512"),
    ("forget my PIN, it's 7731", "it's 7731"),
    ("4471 is my pin", "4471 is"),
    ("6650是我的银行卡密码", "6650是"),
    ("我的密码从hunter21改成了hunter22", "hunter22"),
    ("My password is 'Blue Moon 77'", "Moon 77"),
    ("记住：门禁4471，到了按一下", "门禁4471"),
    ("the safe combo is 12-34-56", "12-34-56"),
    ("my pin is 4️⃣4️⃣7️⃣1️⃣", "4️⃣4️⃣"),
    ("my notes:\n| site | password |\n| bank | Tulip#2019 |", "Tulip#2019"),
    ("my pin is 4471 and my wife's is 9902", "is 9902"),
    ("支付宝密码跟微信一样都是661234", "都是661234"),
]


def test_secrets_asked_corrected_or_said_first_rest_nowhere_in_clear(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    strata = cli(data, capsys)
    transcript = tmp_path / "asked.jsonl"
    transcript.write_text("\n".join(
        json.dumps({"role": role, "content": content}, ensure_ascii=False)
        for question, answer, _ in ASKED
        for role, content in (("user", "can you help me with something?"),
                              ("assistant", question), ("user", answer), ("assistant", "OK"))),
        encoding="utf-8")
    strata("import", "--conversation", "c1", "--quiet", str(transcript))
    for text, _ in SAID:
        strata("say", "--conversation", "c2", text)
    strata("say", "--conversation", "c2", "the code is 4471 200 metres on, by the bakery")
    notes = tmp_path / "password_Xk29pp.txt"
    notes.write_text("Trip notes\nWe leave on Monday.\n", encoding="utf-8")
    strata("attach", "--conversation", "c2", "--quiet", str(notes))
    exports = tmp_path / "exports"
    exports.mkdir()
    for name, args in (("history1", ("history", "--conversation", "c1", "--json")),
                       ("history2", ("history", "--conversation", "c2", "--json")),
                       ("topics", ("topics", "--json")),
                       ("memories", ("memories", "list", "--json")),
                       ("audit", ("memories", "audit", "--json")),
                       ("documents", ("documents", "list", "--all", "--json"))):
        (exports / name).write_text(strata(*args), encoding="utf-8")
    needles = [*(s for *_, s in ASKED), *(s for _, s in SAID if s), "4471 200", "Xk29pp"]
    assert left_in((data, exports), needles) == {}
    # the card's code answered whole is masked whole (main masked "8841" and kept " 2290")
    assert '"[hidden:code]"' in (exports / "history1").read_text()
    # what was said beside them stays: the name and the city, a distance, the district
    history = (exports / "history1").read_text() + (exports / "history2").read_text()
    for kept in ("Dan, Phoenix, [hidden:code]", "小敏，成都，", "200 metres on, by the bakery",
                 "我住在锦江区", "password_[hidden:password].txt"):
        assert kept in history or kept in (exports / "documents").read_text(), kept
