"""Attached files become text: UTF-8 as is, PDF / DOCX / HTML through LangChain's loaders."""

from __future__ import annotations

import pytest

from strata_layered.memory.documents.load_limits import DocumentTooLarge, LoadLimits
from strata_layered.memory.documents.loaders import UnreadableFile, file_text, format_of
from tests.support.files import make_docx, make_docx_bomb, make_html, make_pdf


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


SMALL = LoadLimits(max_chars=5_000, max_entries=5, max_unpacked_bytes=200_000,
                   max_part_bytes=100_000, max_pages=2, max_html_tags=50)


def test_a_docx_bomb_is_refused_from_its_directory_before_it_is_unpacked(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import docx2txt

    def never(*_: object) -> str:
        raise AssertionError("the bomb was handed to the loader")

    monkeypatch.setattr(docx2txt, "process", never)
    bomb = make_docx_bomb(80 * 1024 * 1024)
    assert len(bomb) < 200_000
    with pytest.raises(DocumentTooLarge, match=r"unpacks to 8\d MiB .*limit is 64 MiB"):
        file_text(bomb, "bomb.docx")
    with pytest.raises(DocumentTooLarge, match="word/document.xml unpacks"):
        file_text(make_docx_bomb(150_000), "part.docx", SMALL)
    with pytest.raises(DocumentTooLarge, match="archive of 9 entries"):
        file_text(make_docx_bomb(1_000, entries=9), "many.docx", SMALL)


def test_extracted_text_is_capped_for_every_format() -> None:
    with pytest.raises(DocumentTooLarge, match="more than 5,000 characters"):
        file_text(make_docx_bomb(60_000), "long.docx", SMALL)
    with pytest.raises(DocumentTooLarge, match="more than 5,000 characters"):
        file_text(("长" * 5_001).encode(), "long.txt", SMALL)
    with pytest.raises(DocumentTooLarge, match="more than 5,000 characters"):
        file_text(make_html("t", ["x" * 6_000]), "long.html", SMALL)
    assert len(file_text(("长" * 5_000).encode(), "fits.txt", SMALL)) == 5_000


def test_html_with_too_many_tags_is_refused_before_parsing() -> None:
    with pytest.raises(DocumentTooLarge, match="tags"):
        file_text(make_html("t", ["p"] * 60), "tags.html", SMALL)


def test_pdf_page_count_and_stream_size_are_capped() -> None:
    with pytest.raises(DocumentTooLarge, match="3 pages"):
        file_text(make_pdf(["one"], pages=3), "pages.pdf", SMALL)
    with pytest.raises(DocumentTooLarge, match="unpacks past a limit"):
        file_text(make_pdf(["bomb"], padding=150_000), "stream.pdf", SMALL)
    assert "one" in file_text(make_pdf(["one"], pages=2), "ok.pdf", SMALL)
