"""Character-window chunking, compatible with fair-forge 3.0.0, plus stable chunk hashes and heading paths.

Rule (fair-forge ``DocumentRetriever._chunk_text``): runs of three or more newlines collapse to two; windows start
at 0, step, 2*step, ... with ``step = chunk_size - chunk_overlap`` while ``start < len(text)``; each window is
``text[start:start + chunk_size]`` with surrounding whitespace stripped; an empty window is skipped but still
consumes its ``chunk_index``. The last window can lie inside the previous window's overlap (for a text of exactly
1000 characters at 1000/100 the chunks are [0:1000] and [900:1000]); fairforge keeps that tail chunk so that
retrieval matches the original exactly.

fairforge additions: the settings are validated (the original loops forever when ``chunk_overlap >= chunk_size``),
each chunk records its character offsets, the markdown heading path in effect where it starts, and
``chunk_hash`` = sha256 of the normalised text (:func:`chunk_hash`), which keys the embedding cache.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass
from typing import Optional

from fairforge_core.connectors.base import RegulatoryDocument

_MANY_NEWLINES = re.compile(r"\n{3,}")
_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t#]*$", re.MULTILINE)
_WS = re.compile(r"\s+")


@dataclass(frozen=True)
class Chunk:
    """A chunk of one document.

    Attributes:
        text: chunk text (stripped window).
        source: document path relative to the corpus root.
        chunk_index: window ordinal in the document (0-based, may have gaps).
        start, end: character offsets of ``text`` in the pre-processed document text.
        heading: heading path in effect at ``start``, e.g. ``"Refund Policy > Refund timing"`` (``None`` if the
            chunk starts before any heading).
        chunk_hash: sha256 hex of the normalised text.
        context: the chunk widened to whole lines at both ends (at most ``CONTEXT_CHARS`` more on each side), so a
            decision backend never reads a rule cut in half by the window ("...coupon or gift in exchange for
            staying on the list" keeps its "never offer a discount"). Empty when not computed; not persisted.
    """

    text: str
    source: str
    chunk_index: int
    start: int
    end: int
    heading: Optional[str]
    chunk_hash: str
    context: str = ""


CONTEXT_CHARS = 400


def widen_to_lines(text: str, start: int, end: int, limit: int = CONTEXT_CHARS) -> str:
    """``text[start:end]`` extended back to the start of its first line and forward to the end of its last line,
    by at most ``limit`` characters on each side."""
    lo = text.rfind("\n", max(0, start - limit), start)
    lo = max(0, start - limit) if lo == -1 and start > limit else (lo + 1 if lo != -1 else 0)
    hi = text.find("\n", end, min(len(text), end + limit))
    hi = (min(len(text), end + limit) if end + limit < len(text) else len(text)) if hi == -1 else hi
    return text[lo:hi].strip()


def attach_context(chunks: list[Chunk], documents) -> list[Chunk]:
    """Chunks (e.g. loaded from the database) with ``context`` recomputed from their documents' text."""
    import dataclasses

    texts = {d.source: preprocess(d.text) for d in documents}
    out = []
    for c in chunks:
        doc = texts.get(c.source)
        out.append(dataclasses.replace(c, context=widen_to_lines(doc, c.start, c.end)) if doc is not None else c)
    return out


def validate_chunk_settings(chunk_size: int, chunk_overlap: int) -> None:
    """Raise ``ValueError`` unless ``chunk_size >= 1`` and ``0 <= chunk_overlap < chunk_size``."""
    if isinstance(chunk_size, bool) or not isinstance(chunk_size, int) or chunk_size < 1:
        raise ValueError(f"chunk_size must be a positive integer (characters), got {chunk_size!r}")
    if isinstance(chunk_overlap, bool) or not isinstance(chunk_overlap, int) or chunk_overlap < 0:
        raise ValueError(f"chunk_overlap must be a non-negative integer (characters), got {chunk_overlap!r}")
    if chunk_overlap >= chunk_size:
        raise ValueError(
            f"chunk_overlap ({chunk_overlap}) must be smaller than chunk_size ({chunk_size}); "
            "otherwise the window never advances"
        )


def normalise_for_hash(text: str) -> str:
    """Unicode NFC, whitespace runs folded to one space, ends stripped."""
    return _WS.sub(" ", unicodedata.normalize("NFC", text)).strip()


def chunk_hash(text: str) -> str:
    """sha256 hex digest of :func:`normalise_for_hash` of ``text`` (UTF-8)."""
    return hashlib.sha256(normalise_for_hash(text).encode("utf-8")).hexdigest()


def preprocess(text: str) -> str:
    """Collapse runs of three or more newlines to two (fair-forge's only pre-processing)."""
    return _MANY_NEWLINES.sub("\n\n", text)


def heading_spans(text: str) -> list[tuple[int, str]]:
    """Return ``(offset, heading path)`` for every markdown ATX heading in ``text``, in order."""
    spans: list[tuple[int, str]] = []
    stack: list[tuple[int, str]] = []
    for m in _HEADING.finditer(text):
        level = len(m.group(1))
        title = m.group(2).strip()
        while stack and stack[-1][0] >= level:
            stack.pop()
        stack.append((level, title))
        spans.append((m.start(), " > ".join(t for _, t in stack)))
    return spans


def heading_at(spans: list[tuple[int, str]], offset: int) -> Optional[str]:
    """Heading path in effect at ``offset`` (the last heading that starts at or before it)."""
    current = None
    for start, path in spans:
        if start > offset:
            break
        current = path
    return current


def chunk_text(text: str, source: str, chunk_size: int = 1000, chunk_overlap: int = 100) -> list[Chunk]:
    """Split one document into character windows (see the module docstring for the exact rule).

    Args:
        text: document text.
        source: document path, copied into each chunk.
        chunk_size: window length in characters (>= 1).
        chunk_overlap: overlap between consecutive windows in characters (0 <= overlap < size).

    Raises:
        ValueError: invalid settings (:func:`validate_chunk_settings`).
    """
    validate_chunk_settings(chunk_size, chunk_overlap)
    text = preprocess(text)
    spans = heading_spans(text)
    step = chunk_size - chunk_overlap
    chunks: list[Chunk] = []
    index = 0
    start = 0
    while start < len(text):
        window = text[start : start + chunk_size]
        stripped = window.strip()
        if stripped:
            lead = len(window) - len(window.lstrip())
            begin = start + lead
            chunks.append(
                Chunk(
                    text=stripped,
                    source=source,
                    chunk_index=index,
                    start=begin,
                    end=begin + len(stripped),
                    heading=heading_at(spans, begin),
                    chunk_hash=chunk_hash(stripped),
                    context=widen_to_lines(text, begin, begin + len(stripped)),
                )
            )
        index += 1
        start += step
    return chunks


def chunk_documents(
    documents: list[RegulatoryDocument], chunk_size: int = 1000, chunk_overlap: int = 100
) -> list[Chunk]:
    """Chunk every document, concatenated in connector order."""
    validate_chunk_settings(chunk_size, chunk_overlap)
    out: list[Chunk] = []
    for doc in documents:
        out.extend(chunk_text(doc.text, doc.source, chunk_size, chunk_overlap))
    return out
