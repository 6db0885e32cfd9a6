"""Files people attach, as text: UTF-8 text as is; PDF, DOCX and HTML through LangChain loaders.

The loaders are langchain-community's (PyPDFLoader, Docx2txtLoader, BSHTMLLoader over
pypdf, docx2txt and BeautifulSoup): imported only when such a file arrives, so plain
text never pays for them. Whatever the format, what is kept whole is the extracted text,
and nothing is extracted before the file's unpacked size is checked (load_limits.py).
"""

from __future__ import annotations

import tempfile
import warnings
from pathlib import Path
from typing import Literal

from langchain_core.document_loaders import BaseLoader

from strata_layered.memory.documents.load_limits import (
    DocumentTooLarge,
    LoadLimits,
    UnreadableFile,
    check_chars,
    check_html,
    check_pdf_pages,
    check_zip,
    pdf_stream_limits,
)

FileFormat = Literal["text", "pdf", "docx", "html"]
SUFFIXES: dict[str, FileFormat] = {".pdf": "pdf", ".docx": "docx", ".html": "html",
                                   ".htm": "html", ".xhtml": "html"}
SNIFF_BYTES = 4096


def format_of(name: str, head: bytes) -> FileFormat:
    """The file's format from its name, else from its first bytes."""
    by_name = SUFFIXES.get(Path(name).suffix.lower())
    if by_name:
        return by_name
    if head.startswith(b"%PDF-"):
        return "pdf"
    if head.startswith(b"PK\x03\x04") and b"word/" in head:
        return "docx"
    if head.lstrip()[:15].lower().startswith((b"<!doctype html", b"<html")):
        return "html"
    return "text"


def _decode(data: bytes, name: str) -> str:
    if b"\x00" in data[:SNIFF_BYTES]:
        raise UnreadableFile(f"{name} is binary, not text (PDF, DOCX and HTML are read too)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise UnreadableFile(f"{name} is not UTF-8 text (byte {error.start})") from error


def _pdf_text(path: Path, name: str, limits: LoadLimits) -> str:
    """Page by page, stopping as soon as the text is over the limit."""
    import pypdf
    from langchain_community.document_loaders import PyPDFLoader

    with pdf_stream_limits(limits):
        try:
            check_pdf_pages(len(pypdf.PdfReader(path).pages), name, limits)
            pages: list[str] = []
            size = 0
            for page in PyPDFLoader(path, mode="page").lazy_load():
                pages.append(page.page_content)
                size += len(page.page_content) + 2
                check_chars(size - 2, name, limits)
        except pypdf.errors.LimitReachedError as error:
            raise DocumentTooLarge(f"{name} unpacks past a limit ({error})") from error
        return "\n\n".join(pages)


def _load(path: Path, kind: FileFormat, name: str, limits: LoadLimits) -> str:
    with warnings.catch_warnings():  # langchain-community announces its sunset on import
        warnings.simplefilter("ignore", DeprecationWarning)
        from langchain_community.document_loaders import BSHTMLLoader, Docx2txtLoader
    if kind == "pdf":
        return _pdf_text(path, name, limits)
    loader: BaseLoader
    if kind == "docx":
        loader = Docx2txtLoader(path)
    else:
        loader = BSHTMLLoader(path, open_encoding="utf-8", get_text_separator="\n",
                              bs_kwargs={"features": "html.parser"})
    return "\n\n".join(d.page_content for d in loader.load())


def _check_before(data: bytes, kind: FileFormat, name: str, limits: LoadLimits) -> None:
    if kind == "docx":
        check_zip(data, name, limits)
    elif kind == "html":
        check_html(data, name, limits)


def file_text(data: bytes, name: str, limits: LoadLimits | None = None) -> str:
    """The text of a file's bytes (`name` gives its suffix).

    UnreadableFile if there is none; DocumentTooLarge (a kind of UnreadableFile) if it unpacks, or
    would unpack, to more than `limits` allow.
    """
    limits = limits or LoadLimits()
    kind = format_of(name, data[:SNIFF_BYTES])
    if kind == "text":
        text = _decode(data, name)
    else:
        _check_before(data, kind, name, limits)
        suffix = {"pdf": ".pdf", "docx": ".docx", "html": ".html"}[kind]
        with tempfile.TemporaryDirectory(prefix="strata-load-") as folder:
            path = Path(folder) / f"upload{suffix}"
            path.write_bytes(data)
            try:
                text = _load(path, kind, name, limits)
            except DocumentTooLarge:
                raise
            except Exception as error:  # noqa: BLE001 - pypdf and zipfile raise their own
                detail = f"{type(error).__name__}: {str(error).splitlines()[0][:80]}" if str(
                    error) else type(error).__name__
                raise UnreadableFile(f"{name} is not a readable {kind.upper()} file ({detail})"
                                     ) from error
    check_chars(len(text), name, limits)
    if not text.strip():
        raise UnreadableFile(f"{name} has no text" + (" (a scanned PDF?)" if kind == "pdf"
                                                       else ""))
    return text
