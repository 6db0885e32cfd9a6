"""Small real files for the loaders: a text PDF, a DOCX and an HTML page, built by hand."""

from __future__ import annotations

import io
import zipfile
import zlib
from xml.sax.saxutils import escape


def make_pdf(lines: list[str], *, pages: int = 1, padding: int = 0) -> bytes:
    """A PDF of `pages` pages whose text layer holds `lines` (ASCII, Helvetica).

    `padding` > 0 deflates the content streams, each padded with that many spaces: a small
    file whose streams unpack far past their size.
    """
    def literal(text: str) -> str:
        return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")

    body = ("BT /F1 12 Tf 72 720 Td 14 TL " + " ".join(f"({literal(s)}) '" for s in lines)
            + " ET" + " " * padding).encode("latin-1")
    stream = (b"<< /Length %d >>\nstream\n%s\nendstream" % (len(body), body) if not padding
              else b"<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream"
              % (len(zlib.compress(body, 9)), zlib.compress(body, 9)))
    kids = " ".join(f"{5 + n} 0 R" for n in range(pages))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        f"<< /Type /Pages /Kids [{kids}] /Count {pages} >>".encode(),
        stream,
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        *(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R "
          b"/Resources << /Font << /F1 4 0 R >> >> >>" for _ in range(pages)),
    ]
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for number, obj in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n%s\nendobj\n" % (number, obj))
    xref = out.tell()
    out.write(f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode())
    for offset in offsets:
        out.write(f"{offset:010d} 00000 n \n".encode())
    out.write(f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n"
              .encode())
    return out.getvalue()


def make_docx(paragraphs: list[str]) -> bytes:
    """A minimal Word document with one run per paragraph."""
    ns = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    body = "".join(f"<w:p><w:r><w:t>{escape(p)}</w:t></w:r></w:p>" for p in paragraphs)
    files = {
        "[Content_Types].xml": (
            '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats'
            '.org/package/2006/content-types"><Default Extension="rels" ContentType="application/'
            'vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType='
            '"application/xml"/><Override PartName="/word/document.xml" ContentType="application/'
            'vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'),
        "_rels/.rels": (
            '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.'
            'openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://'
            'schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
            'Target="word/document.xml"/></Relationships>'),
        "word/document.xml": (f'<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="{ns}">'
                              f"<w:body>{body}</w:body></w:document>"),
    }
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return out.getvalue()


def make_docx_bomb(unpacked_bytes: int, *, entries: int = 1) -> bytes:
    """A small DOCX whose `word/document.xml` unpacks to about `unpacked_bytes` of text runs.

    Written piece by piece, so building it never holds the unpacked text (issue 27's 363 KB
    bomb unpacked to 150 million characters). `entries` > 1 adds empty parts.
    """
    ns = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    run = b"<w:p><w:r><w:t>" + b"A" * 4000 + b"</w:t></w:r></w:p>"
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        with archive.open("word/document.xml", "w", force_zip64=True) as part:
            part.write(f'<?xml version="1.0"?><w:document xmlns:w="{ns}"><w:body>'.encode())
            runs = unpacked_bytes // len(run) + 1
            for start in range(0, runs, 256):  # ~1 MB a write
                part.write(run * min(256, runs - start))
            part.write(b"</w:body></w:document>")
        for n in range(entries - 1):
            archive.writestr(f"word/media/empty{n}.bin", b"")
    return out.getvalue()


def make_html(title: str, paragraphs: list[str]) -> bytes:
    """An HTML page with a script that must not end up in the text."""
    body = "".join(f"<p>{escape(p)}</p>" for p in paragraphs)
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(title)}</title>"
            f"<script>var secret = 'not text';</script></head><body>{body}</body></html>"
            ).encode()
