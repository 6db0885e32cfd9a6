"""A deleted memory's words taken out of the documents the user attached (forget39).

`strata memories delete` (or the API's delete) after a memory whose words a document also
says left the document's original, chunks and summaries saying it, and its vectors made from
them: recall over the document gave the fact back. Each sentence of a document's text that
says one of the memory's phrases (memory/forgetting/retraction.py `phrases_of`) is replaced by a
visible mark, as a secret is (`[已删除]`, `[deleted]`): the rest of the document reads as before,
the reader sees where something went. The caller re-embeds each document rewritten
(graph/changes.py); a chunk's offsets into the original are left as they were.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from langgraph.store.base import BaseStore, PutOp

from strata_layered.memory import namespaces as ns
from strata_layered.memory.documents.store import (
    ChunkRecord,
    DocumentRecord,
    iter_chunks,
    list_documents,
    list_summaries,
    read_original,
    save_document,
    save_original,
    save_summaries,
)
from strata_layered.memory.store.messages import seq_key
from strata_layered.memory.store.records import dump, load
from strata_layered.memory.text.text import collapse_whitespace, has_cjk

MARK_ZH = "[已删除]"
MARK_EN = "[deleted]"
_SENTENCE = re.compile(r"(?:[^。！？!?；;\n]|\n(?=[a-z]))+?"
                       r"(?:[。！？!?；;]+|\.(?=\s|$)|(?=\n(?![a-z]))|$)")
"""A sentence up to its end mark, or its line's end (a list item, a heading); a line that
goes on in lower case is the same sentence wrapped (review39: "Mara works as a\nnurse")."""
_BULLET = re.compile(r"^(?:[-*•]|\d+[.)、])\s+")


def says(text: str, phrases: Iterable[str]) -> bool:
    """Whether the text says one of the phrases as whole words (whitespace-insensitive).

    review39: as a bare substring, deleting "likes tea" took out "Our son likes teaching
    maths." of a document; a phrase that begins or ends on a letter or a digit must not run
    on into a longer word there (Chinese has no word boundary to keep: 老公在银行上班).
    """
    flat = collapse_whitespace(text)
    return any(re.search(_whole(p), flat) for p in phrases)


def _whole(phrase: str) -> str:
    before = r"(?<![A-Za-z0-9])" if phrase[:1].isascii() and phrase[:1].isalnum() else ""
    after = r"(?![A-Za-z0-9])" if phrase[-1:].isascii() and phrase[-1:].isalnum() else ""
    return before + re.escape(phrase) + after


def redacted(text: str, phrases: Iterable[str]) -> str:
    """The text with each sentence saying one of the phrases replaced by the mark."""
    phrases = [p for p in phrases if p]
    if not phrases or not says(text, phrases):
        return text

    def mark(match: re.Match[str]) -> str:
        sentence = match.group(0)
        if not says(sentence, phrases):
            return sentence
        body = _BULLET.sub("", sentence.strip())  # a list item stays one
        return sentence.replace(body, MARK_ZH if has_cjk(body) else MARK_EN, 1)

    return _SENTENCE.sub(mark, text)


async def redact_documents(store: BaseStore, user: str, agent: str, phrases: list[str]
                           ) -> list[DocumentRecord]:
    """Every document of the user's agent that says a phrase, rewritten; returns them."""
    done: list[DocumentRecord] = []
    for record in await list_documents(store, user, agent):
        original = await read_original(store, user, agent, record)
        summaries = await list_summaries(store, user, agent, record.id)
        if not (says(original, phrases) or says(record.summary, phrases)
                or any(says(n.text, phrases) for n in summaries)):
            continue
        kept = redacted(original, phrases)
        if kept != original:
            before = record.parts
            record.parts = await save_original(store, user, agent, record.id, kept)
            gone = ns.document_part(user, agent, record.id, "text")
            await store.abatch([PutOp(gone, seq_key(i), None) for i in
                                range(record.parts, before)])
        await _redact_chunks(store, user, agent, record, phrases)
        changed = []
        for node in summaries:
            if (text := redacted(node.text, phrases)) != node.text:
                node.text = text
                changed.append(node)
        if changed:
            await save_summaries(store, user, agent, record.id, changed)
        record.summary = redacted(record.summary, phrases)
        await save_document(store, user, agent, record)
        done.append(record)
    return done


async def _redact_chunks(store: BaseStore, user: str, agent: str, record: DocumentRecord,
                         phrases: list[str]) -> None:
    space = ns.document_part(user, agent, record.id, "chunks")
    ops: list[PutOp] = []
    async for page in iter_chunks(store, user, agent, record):
        for chunk in page:
            text, embed = redacted(chunk.text, phrases), redacted(chunk.embed_text, phrases)
            if (text, embed) != (chunk.text, chunk.embed_text):
                kept = load(ChunkRecord, {**dump(chunk), "text": text, "embed_text": embed})
                if kept is not None:
                    ops.append(PutOp(space, seq_key(chunk.seq), dump(kept), index=False))
    if ops:
        await store.abatch(ops)
