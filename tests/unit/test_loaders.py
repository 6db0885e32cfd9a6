"""Attached files become text: UTF-8 as is, PDF / DOCX / HTML through LangChain's loaders."""

from __future__ import annotations

import pytest

from strata_layered.memory.documents.loaders import UnreadableFile, file_text, format_of
from tests.support.files import make_docx, make_html, make_pdf


def test_a_pdf_gives_its_text_layer() -> None:
    pdf = make_pdf(["Lease agreement", "Article 8: the deposit is 3000 EUR."])
    text = file_text(pdf, "lease.pdf")
    assert "Lease agreement" in text and "deposit is 3000 EUR" in text
    assert format_of("no-suffix", pdf[:64]) == "pdf"  # found by its bytes too


def test_a_docx_keeps_chinese_paragraphs_in_order() -> None:
    text = file_text(make_docx(["第一条 租期为一年。", "第二条 押金三千元。"]), "合同.docx")
    assert text.index("第一条") < text.index("第二条") and "押金三千元" in text


def test_html_gives_the_visible_text_without_scripts() -> None:
    text = file_text(make_html("说明", ["我家有两只猫", "Second paragraph"]), "page.html")
    assert "我家有两只猫" in text and "Second paragraph" in text and "not text" not in text


def test_plain_text_is_kept_exactly() -> None:
    assert file_text("第八条\r\n  缩进保留\n".encode(), "notes.txt") == "第八条\r\n  缩进保留\n"


@pytest.mark.parametrize(("data", "name", "says"), [
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00", "photo.png", "binary"),
    ("caf\xe9".encode("latin-1"), "old.txt", "not UTF-8"),
    (b"%PDF-1.4\nthis is not really a pdf", "broken.pdf", "not a readable PDF"),
    (b"PK\x03\x04 not a zip", "broken.docx", "not a readable DOCX"),
    (b"   \n\t ", "blank.txt", "has no text"),
])
def test_unreadable_files_say_why(data: bytes, name: str, says: str) -> None:
    with pytest.raises(UnreadableFile, match=says):
        file_text(data, name)
