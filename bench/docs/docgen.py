"""Generated long inputs with one known answer: a Chinese contract and a service log.

Seeded, so a benchmark (and the tests) can say exactly which chunk holds the answer.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

DIGITS = "零一二三四五六七八九"


def cn_numeral(n: int) -> str:
    """1 → 一, 88 → 八十八, 102 → 一百零二, 210 → 二百一十 (below 10,000)."""
    if n < 10:
        return DIGITS[n]
    if n < 20:
        return "十" + (DIGITS[n % 10] if n % 10 else "")
    if n < 100:
        return DIGITS[n // 10] + "十" + (DIGITS[n % 10] if n % 10 else "")
    if n < 1000:
        head, rest = divmod(n, 100)
        out = DIGITS[head] + "百"
        if rest == 0:
            return out
        return out + ("零" + DIGITS[rest] if rest < 10 else DIGITS[rest // 10] + "十"
                      + (DIGITS[rest % 10] if rest % 10 else ""))
    head, rest = divmod(n, 1000)
    return DIGITS[head] + "千" + ("" if rest == 0 else ("零" if rest < 100 else "")
                                 + cn_numeral(rest))


@dataclass(frozen=True)
class Generated:
    """A generated document, the text that answers the question, and the question."""

    text: str
    answer: str
    question: str
    paraphrase: str
    """The same question without the clause number (semantic retrieval only)."""


TOPICS = [
    ("租金支付", "乙方应于每月{d}日前将当月租金支付至甲方指定账户"),
    ("押金退还", "租赁期满乙方交还房屋且无欠费的，甲方应于{d}日内无息退还押金"),
    ("房屋维修", "房屋主体结构的自然损坏由甲方负责维修，甲方应在接到通知后{d}日内修复"),
    ("物业费用", "租赁期间的物业管理费由乙方承担，按季度结算"),
    ("水电燃气", "水、电、燃气费用按实际用量由乙方承担，以表计读数为准"),
    ("装修改造", "乙方对房屋进行装修的，应事先取得甲方书面同意，装修费用由乙方承担"),
    ("保险责任", "甲方负责为房屋投保财产险，乙方自行为其室内财产投保"),
    ("安全管理", "乙方应遵守消防安全规定，不得在房屋内存放易燃易爆物品"),
    ("通知送达", "一方向另一方发出的通知，以书面形式送达本合同所列地址即视为送达"),
    ("争议解决", "因本合同发生的争议，双方应协商解决；协商不成的，提交房屋所在地人民法院诉讼解决"),
    ("提前解约", "任何一方提前解除合同的，应提前{d}日书面通知对方"),
    ("房屋交付", "甲方应于租期开始之日将房屋及附属设施交付乙方，并签署交接清单"),
]
PENALTIES = [
    "违反本条约定的，违约方应按月租金的百分之{p}向守约方支付违约金。",
    "逾期履行的，每逾期一日，违约方应按应付金额的千分之{p}支付违约金。",
    "因违反本条造成损失的，违约方应赔偿守约方的全部直接损失。",
]
NEEDLE = "乙方擅自将房屋转租、分租给第三方的，应当向甲方支付违约金人民币叁万捌仟捌佰元（¥38,800）。"


def generate_contract(clauses: int, *, needle_clause: int = 88, seed: int = 4) -> Generated:
    """A lease of `clauses` clauses in chapters; clause `needle_clause` ¶3 holds the answer.

    Every clause has 2–5 paragraphs on their own lines (款), some with （一）（二） items,
    and most carry a penalty sentence, so a penalty question has many near misses.
    """
    rng = random.Random(seed)
    lines = ["房屋租赁合同", "", "出租方（甲方）：上海某某置业有限公司",
             "承租方（乙方）：李某", "", "根据《中华人民共和国民法典》及相关法律法规，"
             "甲乙双方在平等、自愿的基础上，就房屋租赁事宜达成如下协议：", ""]
    chapters = ["总则", "租金与押金", "房屋使用", "维修与保养", "费用承担", "违约责任",
                "合同解除", "其他约定"]
    per_chapter = max(1, clauses // len(chapters) + 1)
    for n in range(1, clauses + 1):
        if (n - 1) % per_chapter == 0:
            chapter = (n - 1) // per_chapter
            lines += [f"第{cn_numeral(chapter + 1)}章 {chapters[chapter % len(chapters)]}", ""]
        title, duty = TOPICS[rng.randrange(len(TOPICS))]
        if n == needle_clause:
            title = "转租与违约金"
        paragraphs = [duty.format(d=rng.choice([3, 5, 7, 10, 15, 30]))
                      + f"（第{cn_numeral(n)}条第一款）。"]
        paragraphs.append("除非双方另有书面约定，本条第一款所述义务在整个租赁期内持续有效。")
        if n == needle_clause:
            paragraphs.append(NEEDLE)
            paragraphs.append("甲方收取前款违约金后，仍有权要求乙方在十五日内恢复原状。")
        else:
            for _ in range(rng.randint(0, 3)):
                paragraphs.append(rng.choice(PENALTIES).format(p=rng.randint(1, 9)))
            if rng.random() < 0.25:
                paragraphs += ["有下列情形之一的，适用本条：", "（一）乙方逾期履行超过十日的；",
                               "（二）经甲方催告后仍未履行的。"]
        lines.append(f"第{cn_numeral(n)}条 {title}")
        lines.extend(paragraphs)
        lines.append("")
    lines += ["本合同一式两份，甲乙双方各执一份，自双方签字盖章之日起生效。", ""]
    return Generated(text="\n".join(lines), answer=NEEDLE,
                     question=f"第{cn_numeral(needle_clause)}条第三款规定的违约金是多少？",
                     paraphrase="乙方擅自把房子转租给别人，要付多少违约金？")


SERVICES = ["api-gateway", "order-service", "inventory", "auth", "billing", "search"]
ROUTINE = [
    "INFO  [{svc}] GET /api/v1/{res}/{id} 200 {ms}ms user={user}",
    "INFO  [{svc}] POST /api/v1/{res} 201 {ms}ms user={user} request_id={rid}",
    "DEBUG [{svc}] cache hit key={res}:{id} ttl={ttl}s",
    "INFO  [{svc}] heartbeat ok, {n} active connections, queue depth {q}",
    "DEBUG [{svc}] sql select from {res} where id={id} took {ms}ms",
    "INFO  [{svc}] token refreshed for user={user}, expires in {ttl}s",
]
WARNINGS = [
    "WARN  [{svc}] slow request GET /api/v1/{res}/{id} took {slow}ms (threshold 1000ms)",
    "WARN  [{svc}] retrying call to inventory (attempt {a}/3): connection reset by peer",
    "WARN  [{svc}] connection pool {pct}% used (max 50)",
]
JAVA_TRACE = [
    "ERROR [order-service] Failed to persist order {oid}: could not obtain JDBC connection",
    "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC "
    "Connection; nested exception is java.sql.SQLTransientConnectionException: "
    "HikariPool-1 - Connection is not available, request timed out after 30000ms.",
    "\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection("
    "DataSourceUtils.java:82)",
    "\tat com.shop.order.repo.OrderRepository.save(OrderRepository.java:57)",
    "\tat com.shop.order.service.OrderService.place(OrderService.java:121)",
    "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not "
    "available, request timed out after 30000ms.",
    "\t... 23 more",
]
NEEDLE_LOG = [
    "ERROR [billing] Refund failed for order ORD-20240611-7734: currency mismatch "
    "(payment captured in USD, refund requested in CNY); refund job aborted",
    "Traceback (most recent call last):",
    '  File "/srv/billing/refunds.py", line 214, in process_refund',
    "    gateway.refund(order.payment_id, amount, currency=order.currency)",
    '  File "/srv/billing/gateway.py", line 88, in refund',
    "    raise CurrencyMismatch(captured=payment.currency, requested=currency)",
    "billing.errors.CurrencyMismatch: captured USD, requested CNY",
]


def generate_log(target_bytes: int, *, seed: int = 5) -> Generated:
    """A service log of about `target_bytes`.

    Routine lines, warnings, Java stack traces, and once, in the middle, a refund failure
    with a Python traceback (the answer).
    """
    rng = random.Random(seed)
    clock = datetime(2024, 6, 11, 0, 0, tzinfo=UTC)
    out: list[str] = []
    size = 0
    needle_at = target_bytes // 2
    placed = False

    def stamp() -> str:
        nonlocal clock
        clock += timedelta(milliseconds=rng.randint(5, 900))
        return clock.strftime("%Y-%m-%d %H:%M:%S.") + f"{clock.microsecond // 1000:03d}"

    def fill(template: str) -> str:
        return template.format(
            svc=rng.choice(SERVICES), res=rng.choice(["orders", "items", "users", "carts"]),
            id=rng.randint(1, 99999), ms=rng.randint(2, 400), user=f"u{rng.randint(1, 5000)}",
            rid=f"{rng.getrandbits(64):016x}", ttl=rng.choice([60, 300, 3600]),
            n=rng.randint(5, 80), q=rng.randint(0, 12), slow=rng.randint(1000, 9000),
            a=rng.randint(1, 3), pct=rng.randint(80, 99),
            oid=f"ORD-20240611-{rng.randint(1000, 9999)}")

    while size < target_bytes:
        roll = rng.random()
        if not placed and size >= needle_at:
            record = list(NEEDLE_LOG)
            placed = True
        elif roll < 0.004:
            record = [fill(line) for line in JAVA_TRACE]
        elif roll < 0.04:
            record = [fill(rng.choice(WARNINGS))]
        else:
            record = [fill(rng.choice(ROUTINE))]
        record[0] = f"{stamp()} {record[0]}"
        text = "\n".join(record)
        out.append(text)
        size += len(text.encode()) + 1
    return Generated(text="\n".join(out) + "\n", answer=NEEDLE_LOG[0],
                     question="为什么订单 ORD-20240611-7734 的退款失败了？",
                     paraphrase="Why did the refund job abort?")
