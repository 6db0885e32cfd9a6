"""How much an attached file may unpack to, checked before any loader extracts it.

A 363 KB DOCX once unpacked to 150 million characters (issue 27): the declared sizes in a
zip's directory, a PDF's page count and stream sizes, and an HTML page's tag count are
checked first, and the extracted text is capped whatever the format. zipfile never hands
out more than an entry's declared size (a lying header fails its CRC), so the directory is
a bound worth checking.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

MIB = 1024 * 1024
DEFAULT_MAX_CHARS = 2_000_000
"""About 1,000 pages of English or 2,000 of Chinese: a long book fits, a bomb does not."""


class UnreadableFile(ValueError):
    """A file that holds no text Strata can keep: binary, encrypted, empty, not UTF-8."""


class DocumentTooLarge(UnreadableFile):
    """A file over one of the limits: refused before (or while) it is extracted, nothing kept."""


@dataclass(frozen=True)
class LoadLimits:
    """The ceilings of one extraction."""

    max_chars: int = DEFAULT_MAX_CHARS
    """Characters of extracted text kept as one document (STRATA_MAX_DOCUMENT_CHARS)."""
    max_entries: int = 1_000
    """Entries of a DOCX (zip) archive; Word writes a few dozen."""
    max_unpacked_bytes: int = 64 * MIB
    """Declared unpacked size of all entries of an archive together (images included)."""
    max_part_bytes: int = 24 * MIB
    """Unpacked size of one XML part read for text, and of one PDF stream."""
    max_pages: int = 2_000
    """Pages of a PDF."""
    max_html_tags: int = 200_000
    """Tags of an HTML page (a long article has a few tens of thousands)."""


def _mib(size: int) -> str:
    return f"{size / MIB:.0f} MiB" if size >= MIB else f"{size:,} bytes"


def check_chars(count: int, name: str, limits: LoadLimits) -> None:
    """Refuse text longer than one document may be."""
    if count > limits.max_chars:
        raise DocumentTooLarge(
            f"{name} holds more than {limits.max_chars:,} characters of text (the limit of one "
            "document, STRATA_MAX_DOCUMENT_CHARS): split it")


def check_zip(data: bytes, name: str, limits: LoadLimits) -> None:
    """Refuse an archive whose directory promises too many entries or too many bytes."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            entries = archive.infolist()
    except (zipfile.BadZipFile, OSError, ValueError):
        return  # not a zip at all: the loader says so in its own words
    if len(entries) > limits.max_entries:
        raise DocumentTooLarge(f"{name} is an archive of {len(entries):,} entries (the limit is "
                               f"{limits.max_entries:,})")
    total = sum(e.file_size for e in entries)
    if total > limits.max_unpacked_bytes:
        raise DocumentTooLarge(f"{name} unpacks to {_mib(total)} (the limit is "
                               f"{_mib(limits.max_unpacked_bytes)}): a zip bomb?")
    biggest = max((e for e in entries if e.filename.endswith(".xml")),
                  key=lambda e: e.file_size, default=None)
    if biggest is not None and biggest.file_size > limits.max_part_bytes:
        raise DocumentTooLarge(f"{name}: its part {biggest.filename} unpacks to "
                               f"{_mib(biggest.file_size)} (the limit is "
                               f"{_mib(limits.max_part_bytes)})")


def check_html(data: bytes, name: str, limits: LoadLimits) -> None:
    """Refuse a page with more tags than a parser should build a tree of."""
    tags = data.count(b"<")
    if tags > limits.max_html_tags:
        raise DocumentTooLarge(f"{name} has {tags:,} tags (the limit is "
                               f"{limits.max_html_tags:,})")


def check_pdf_pages(pages: int, name: str, limits: LoadLimits) -> None:
    """Refuse a PDF with more pages than one document should hold."""
    if pages > limits.max_pages:
        raise DocumentTooLarge(f"{name} has {pages:,} pages (the limit is "
                               f"{limits.max_pages:,})")


@contextmanager
def pdf_stream_limits(limits: LoadLimits) -> Iterator[None]:
    """Lower pypdf's own decompression ceilings to ours, for this thread's extraction."""
    from pypdf import apply_configuration

    cap = limits.max_part_bytes
    with apply_configuration(maximum_declared_stream_length=cap,
                             array_based_stream_maximum_output_length=cap,
                             zlib_maximum_output_length=cap, lzw_maximum_output_length=cap,
                             run_length_maximum_output_length=cap,
                             jbig2_maximum_output_length=cap,
                             brotli_maximum_output_length=cap, image_maximum_buffer_size=cap,
                             stream_decoding_work_maximum_length=4 * cap):
        yield
