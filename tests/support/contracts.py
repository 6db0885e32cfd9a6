"""A generated lease for tests: numbered clauses and paragraphs, one paragraph to find.

Clause N is a line "第N条 <title>" followed by its paragraphs, each on its own line and
numbered "第一款", "第二款", … Most clauses end with a penalty paragraph naming a sum, so a
question about a penalty has many near misses; only the third paragraph of
`needle_clause` names the figure the question asks for. Deterministic, and independent of
the benchmarks' generator (product tests never import benchmark code).
"""

from __future__ import annotations

from dataclasses import dataclass

DIGITS = "零一二三四五六七八九"
TITLE = "房屋租赁合同"
DUTIES = [
    ("租金支付", "乙方应于每月{d}日前将当月租金支付至甲方指定账户。"),
    ("押金退还", "租赁期满乙方交还房屋且无欠费的，甲方应于{d}日内退还押金。"),
    ("房屋维修", "房屋主体结构的自然损坏由甲方负责，甲方应在接到通知后{d}日内修复。"),
    ("物业费用", "租赁期间的物业管理费由乙方承担，每{d}个月结算一次。"),
    ("水电燃气", "水、电、燃气费用按实际用量由乙方承担，每月{d}日抄表。"),
    ("装修改造", "乙方装修房屋的，应提前{d}日取得甲方书面同意。"),
    ("安全管理", "乙方应遵守消防规定，每{d}个月自查一次室内电路。"),
    ("通知送达", "一方的书面通知寄出后第{d}日视为送达另一方。"),
    ("提前解约", "任何一方提前解除合同的，应提前{d}日书面通知对方。"),
    ("房屋交付", "甲方应于租期开始后{d}日内交付房屋并签署交接清单。"),
]


def zh_numeral(n: int) -> str:
    """1 → 一, 10 → 十, 88 → 八十八, 105 → 一百零五, 120 → 一百二十 (1 to 999)."""
    if not 0 < n < 1000:
        raise ValueError(n)
    hundreds, rest = divmod(n, 100)
    tens, ones = divmod(rest, 10)
    out = f"{DIGITS[hundreds]}百" if hundreds else ""
    if tens:
        out += ("" if tens == 1 and not hundreds else DIGITS[tens]) + "十"
    elif hundreds and ones:
        out += "零"
    return out + (DIGITS[ones] if ones else "")


@dataclass(frozen=True)
class Contract:
    """The text, the paragraph that answers the question, and the question two ways."""

    text: str
    clauses: int
    needle_clause: int
    needle: str
    """The whole answering paragraph, 第三款 of clause `needle_clause`."""
    figure: str
    """The sum in the needle, named by no other paragraph."""
    question: str
    """Cites the clause and paragraph: 第八十八条第三款."""
    paraphrase: str
    """The same question without the clause number (found by similarity only)."""


def lease(clauses: int = 120, *, needle_clause: int = 88) -> Contract:
    """A lease of `clauses` clauses; paragraph 3 of `needle_clause` holds the answer."""
    figure = "¥42,700"
    needle = f"第三款 乙方擅自将房屋转租给第三方的，应向甲方支付违约金人民币{figure}。"
    lines = [TITLE, "", "出租方（甲方）：某某置业有限公司", "承租方（乙方）：王某", "",
             f"甲乙双方就房屋租赁事宜订立本合同，共{zh_numeral(clauses)}条。", ""]
    for n in range(1, clauses + 1):
        title, duty = DUTIES[n % len(DUTIES)]
        paragraphs = [f"第一款 {duty.format(d=n % 9 + 2)}",
                      f"第二款 本条第一款所述义务自第{zh_numeral(n % 5 + 1)}个租赁月起生效。"]
        if n == needle_clause:
            title = "转租与违约金"
            paragraphs += [needle, "第四款 甲方收取前款违约金后，仍有权要求乙方恢复原状。"]
        elif n % 4:
            paragraphs.append(f"第三款 违反本条约定的，违约方应向守约方支付违约金人民币"
                              f"¥{1000 + 100 * (n % 37):,}。")
        lines += [f"第{zh_numeral(n)}条 {title}", *paragraphs, ""]
    lines.append("本合同一式两份，双方各执一份，自签字之日起生效。")
    return Contract(
        text="\n".join(lines), clauses=clauses, needle_clause=needle_clause, needle=needle,
        figure=figure, question=f"第{zh_numeral(needle_clause)}条第三款规定的违约金是多少？",
        paraphrase="乙方擅自把房子转租给别人，要付多少违约金？")
