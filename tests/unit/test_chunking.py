"""Chunkers by content type (seed 004 §4.2): boundaries a person would draw, with metadata."""

from __future__ import annotations

import pytest

from strata_layered.memory.documents.chunking.base import SIZES, Chunk, ChunkSize
from strata_layered.memory.documents.chunking.dispatch import (
    chunk_document,
    detect_kind,
    embedding_text,
)
from strata_layered.memory.documents.chunking.legal import (
    cn_number,
    find_references,
    reference_map,
    resolve_reference,
)

LEASE = """房屋租赁合同

甲方（出租人）：张三
乙方（承租人）：李四

第一章 总则

第一条 定义
本合同所称房屋，是指位于上海市徐汇区的房屋。

第二条 【租期】
租期为两年。
第三条所述押金另行约定。

第五章 违约责任

第八十七条 逾期付款
乙方逾期支付租金的，每逾期一日按日租金的百分之五支付违约金。

第八十八条 转租
乙方应当自行使用房屋。
除非双方另有书面约定，乙方不得转租。
乙方擅自转租的，应向甲方支付违约金人民币三万八千八百元。
有下列情形之一的，甲方可以解除合同：
（一）逾期付款超过十五日的；
（二）擅自改变房屋结构的；
（三）利用房屋从事违法活动的。

第一百零二条 其他
本合同一式两份。
"""

SERVICE_LOG = """2024-06-11 03:31:20.100 INFO  [api] GET /api/v1/orders/41 200 12ms
2024-06-11 03:31:21.200 ERROR [order-service] Failed to persist order 7734
org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection
\tat com.shop.order.repo.OrderRepository.save(OrderRepository.java:57)
\tat com.shop.order.service.OrderService.place(OrderService.java:121)
Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available
2024-06-11 03:31:22.300 INFO  [api] GET /api/v1/orders/42 200 9ms
2024-06-11 03:31:25.579 ERROR [billing] Refund failed for order ORD-20240611-7734
Traceback (most recent call last):
  File "/srv/billing/refunds.py", line 214, in process_refund
    gateway.refund(order.payment_id, amount)
billing.errors.CurrencyMismatch: captured USD, requested CNY
2024-06-11 03:31:26.000 WARN  [api] slow request GET /api/v1/items/9 took 4200ms
2024-06-11 03:31:27.000 INFO  [api] GET /api/v1/orders/43 200 11ms
"""

MODULE = '''"""Orders."""
import json


@cache
def parse_config(path):
    """Read the config."""
    with open(path) as f:
        return json.load(f)


class OrderStore:
    """Orders on disk."""

    def __init__(self, root):
        self.root = root
        self.index = {}
        self.dirty = False

    def get(self, order_id):
        """One order by id."""
        return self.index.get(order_id) or self._load(order_id)

    def _load(self, order_id):
        with open(f"{self.root}/{order_id}.json") as f:
            return json.load(f)


def main():
    OrderStore("/tmp").get("7734")
'''

GUIDE = """# Strata

Intro paragraph.

## Install

Run this:

```bash
# not a heading: inside a fence
pip install strata
```

### Linux

Use apt.

## Use

Call it.
"""


def covers(text: str, chunks: list[Chunk]) -> None:
    """Spans are in order, never overlap, and hold exactly the original's characters."""
    assert [c.seq for c in chunks] == list(range(len(chunks)))
    for a, b in zip(chunks, chunks[1:], strict=False):
        assert a.end <= b.start
    for c in chunks:
        assert text[c.start:c.end] == c.text
        assert c.meta["label"]


# --- contracts --------------------------------------------------------------------------


def test_chinese_numerals() -> None:
    assert [cn_number(s) for s in ("八十八", "一百零二", "十", "十二", "二十", "三百", "88")] == [
        88, 102, 10, 12, 20, 300, 88]


def test_contract_one_clause_per_chunk_with_paragraphs_and_items() -> None:
    assert detect_kind(LEASE) == "contract"
    chunks = chunk_document(LEASE, "contract")
    covers(LEASE, chunks)
    by_clause = {c.meta.get("clause"): c for c in chunks}
    # "第三条所述…" opens a line inside clause 2 but is a reference, not a clause.
    assert list(by_clause) == [None, "第一条", "第二条", "第八十七条", "第八十八条", "第一百零二条"]
    assert "第三条所述押金另行约定" in by_clause["第二条"].text
    c88 = by_clause["第八十八条"]
    assert c88.meta["clause_key"] == "条88" and c88.meta["title"] == "转租"
    assert c88.meta["parent"] == "第五章 违约责任"
    assert c88.meta["paragraphs"] == [1, 7] and c88.meta["items"] == ["1", "2", "3"]
    assert c88.text.startswith("第八十八条 转租") and c88.text.rstrip().endswith("违法活动的。")
    assert by_clause["第一百零二条"].meta["clause_key"] == "条102"
    assert by_clause[None].meta["label"] == "preamble"


def test_long_clause_splits_at_paragraphs_and_keeps_its_number() -> None:
    size = ChunkSize(target=60, limit=80, embed_chars=200)
    chunks = [c for c in chunk_document(LEASE, "contract", size=size)
              if c.meta.get("clause") == "第八十八条"]
    assert len(chunks) > 1
    assert all(c.meta["clause_key"] == "条88" for c in chunks)
    ranges = [c.meta["paragraphs"] for c in chunks]
    assert ranges[0][0] == 1 and all(a[1] < b[0] for a, b in zip(ranges, ranges[1:],
                                                                    strict=False))
    # A later part is embedded with its clause heading, so it is still found by clause.
    assert embedding_text(chunks[1], "contract").startswith("第八十八条 转租")
    # 第八十八条第三款 resolves to the part that holds the third paragraph.
    ref = find_references("第八十八条第三款的违约金是多少？")[0]
    seqs = reference_map(chunks)["条88"]
    metas = {c.seq: c.meta for c in chunks}
    (hit,) = resolve_reference(ref, seqs, metas)
    assert "三万八千八百元" in next(c.text for c in chunks if c.seq == hit)
    item = find_references("第八十八条（三）说了什么")[0]
    (hit,) = resolve_reference(item, seqs, metas)
    assert "违法活动" in next(c.text for c in chunks if c.seq == hit)


def test_explicit_paragraph_marks() -> None:
    text = ("第一条 甲\n第一款 甲方交房。\n第二款 乙方付款。\n第三款 违约金一万元。\n"
            "第二条 乙\n内容。\n第三条 丙\n内容。\n")
    first = chunk_document(text, "contract")[0]
    assert first.meta["clause"] == "第一条" and first.meta["paragraphs"] == [1, 3]


def test_english_articles_and_sections() -> None:
    text = """MASTER SERVICES AGREEMENT

ARTICLE I DEFINITIONS
Section 1.1 Agreement. This agreement means this document.
Section 1.2 Services. Services means the work.

ARTICLE XII PAYMENT
Section 12.1 Fees
Customer shall pay the fees.

(a) Invoices are due in 30 days.

(b) Late payments accrue 1.5% interest per month.
Section 12.2 Taxes. Customer pays taxes.
"""
    assert detect_kind(text) == "contract"
    chunks = chunk_document(text, "contract")
    covers(text, chunks)
    fees = next(c for c in chunks if c.meta.get("clause") == "Section 12.1")
    assert fees.meta["clause_key"] == "section12.1" and fees.meta["title"] == "Fees"
    assert fees.meta["parent_key"] == "article12" and fees.meta["items"] == ["a", "b"]
    assert next(c for c in chunks if c.meta.get("clause") == "Section 12.2").meta["title"] \
        == "Taxes"
    refs = find_references("What does Section 12.1(b) say, and Article XII paragraph 2?")
    assert [(r.key, r.item, r.paragraph) for r in refs] == [
        ("section12.1", "b", None), ("article12", None, 2)]
    articles = """Article 1 Scope
The scope.
Article 2 Term
The term.
Article 3 Fees
The fees.
"""
    keys = [c.meta.get("clause_key") for c in chunk_document(articles, "contract")]
    assert keys == ["article1", "article2", "article3"]


# --- logs -------------------------------------------------------------------------------


def test_log_records_keep_their_stack_traces() -> None:
    assert detect_kind(SERVICE_LOG) == "log"
    small = ChunkSize(target=120, limit=1000, embed_chars=400)
    chunks = chunk_document(SERVICE_LOG, "log", size=small)
    covers(SERVICE_LOG, chunks)
    for c in chunks:  # every chunk starts at a timestamp: no record is cut in two
        assert c.text[:4] == "2024"
    java = next(c for c in chunks if "Failed to persist order" in c.text)
    assert "Caused by: java.sql.SQLTransientConnectionException" in java.text
    python = next(c for c in chunks if "Refund failed" in c.text)
    assert "billing.errors.CurrencyMismatch" in python.text
    assert python.meta["first_ts"] == "2024-06-11 03:31:25.579"
    assert python.meta["levels"].get("ERROR") == 1


def test_log_chunk_is_embedded_by_what_is_unusual_in_it() -> None:
    routine = "".join(f"2024-06-11 03:{i // 60:02d}:{i % 60:02d}.000 INFO  [api] GET "
                      f"/api/v1/orders/{i} 200 {i % 40}ms\n" for i in range(120))
    text = routine + SERVICE_LOG + routine.replace("03:", "04:")
    chunks = chunk_document(text, "log")
    covers(text, chunks)
    busy = next(c for c in chunks if "Refund failed" in c.text)
    assert busy.meta["levels"]["ERROR"] == 2
    lines = embedding_text(busy, "log").splitlines()
    # Errors first, ids and numbers masked, the routine INFO lines left out.
    assert lines[0].startswith("ERROR [order-service] Failed to persist order <n>")
    assert any("Refund failed for order ORD-<hex>-<n>" in line for line in lines)
    assert not any(line.startswith("INFO") for line in lines)


def test_log_records_above_the_limit_split_by_lines() -> None:
    trace = "2024-06-11 03:00:00 ERROR boom\n" + "\n".join(f"  at frame {i}" for i in range(200))
    text = trace + "\n2024-06-11 03:00:01 INFO ok\n"
    chunks = chunk_document(text, "log", size=ChunkSize(target=500, limit=800, embed_chars=300))
    covers(text, chunks)
    assert all(len(c.text) <= 800 for c in chunks) and len(chunks) > 2


# --- code -------------------------------------------------------------------------------


def test_code_chunks_carry_path_and_symbols() -> None:
    assert detect_kind(MODULE, filename="orders/store.py") == "code"
    assert detect_kind(MODULE) == "code"
    size = ChunkSize(target=150, limit=240, embed_chars=400)
    chunks = chunk_document(MODULE, "code", path="orders/store.py", size=size)
    covers(MODULE, chunks)
    assert all(c.meta["path"] == "orders/store.py" and c.meta["language"] == "python"
               for c in chunks)
    symbols = [c.meta["symbol"] for c in chunks]
    assert "parse_config" in symbols and "main" in symbols
    parse = next(c for c in chunks if c.meta["symbol"] == "parse_config")
    assert "@cache\ndef parse_config" in parse.text  # the decorator stays with it
    # OrderStore is above the limit: it becomes its methods, each naming its class.
    methods = [c for c in chunks if c.meta["class"] == "OrderStore"]
    assert {s for c in methods for s in c.meta["symbols"]} >= {
        "OrderStore", "OrderStore.__init__", "OrderStore.get", "OrderStore._load"}
    get = next(c for c in methods if "OrderStore.get" in c.meta["symbols"])
    assert "def get(self, order_id)" in get.text and "def _load" not in get.text
    assert embedding_text(get, "code").startswith("orders/store.py")


def test_code_in_other_languages_and_multi_file_dumps() -> None:
    dump = """// File: src/loader.js
import fs from "fs";

export function parseConfig(path) {
  return JSON.parse(fs.readFileSync(path));
}

export class Loader {
  load(p) {
    return parseConfig(p);
  }
}
// File: cmd/main.go
package main

func (s *Server) Start(port int) error {
\treturn s.listen(port)
}

func main() {
\tNewServer().Start(8080)
}
"""
    size = ChunkSize(target=60, limit=200, embed_chars=300)
    chunks = chunk_document(dump, "code", size=size)
    covers(dump, chunks)
    found = {(c.meta["path"], c.meta["symbol"]) for c in chunks}
    assert {("src/loader.js", "parseConfig"), ("src/loader.js", "Loader"),
            ("cmd/main.go", "Start"), ("cmd/main.go", "main")} <= found
    assert {c.meta["language"] for c in chunks} == {"javascript", "go"}


# --- Markdown and prose -----------------------------------------------------------------


def test_markdown_sections_keep_their_heading_path() -> None:
    assert detect_kind(GUIDE) == "markdown"
    chunks = chunk_document(GUIDE, "markdown")
    covers(GUIDE, chunks)
    assert [c.meta["heading"] for c in chunks] == [
        "Strata", "Strata > Install", "Strata > Install > Linux", "Strata > Use"]
    install = chunks[1]
    assert "# not a heading" in install.text and install.text.rstrip().endswith("```")
    assert embedding_text(chunks[2], "markdown").startswith("Strata > Install > Linux")


def test_prose_packs_paragraphs_and_splits_long_ones_at_sentences() -> None:
    para = "这是一个句子，用来凑长度。" * 40
    text = f"第一段很短。\n\n第二段也很短。\n\n{para}\n\nA closing paragraph."
    assert detect_kind(text) == "prose"
    chunks = chunk_document(text, "prose", size=ChunkSize(target=200, limit=300,
                                                          embed_chars=300))
    covers(text, chunks)
    assert chunks[0].text == "第一段很短。\n\n第二段也很短。"
    assert all(len(c.text) <= 300 for c in chunks)
    assert all(c.text.endswith(("。", ".")) for c in chunks)


@pytest.mark.parametrize("kind", list(SIZES))
def test_empty_and_tiny_inputs(kind: str) -> None:
    assert chunk_document("", kind) == []  # type: ignore[arg-type]
    one = chunk_document("hello world", kind)  # type: ignore[arg-type]
    assert len(one) == 1 and one[0].text == "hello world"
