"""Character-window chunking, compatible with fair-forge 3.0.0, plus stable chunk hashes and heading paths.

Rule (fair-forge ``DocumentRetriever._chunk_text``): runs of three or more newlines collapse to two; windows start
at 0, step, 2*step, ... with ``step = chunk_size - chunk_overlap`` while ``start < len(text)``; each window is
``text[start:start + chunk_size]`` with surrounding whitespace stripped; an empty window is skipped but still
consumes its ``chunk_index``; fairforge also skips, the same way, a window of markdown headings only
(:func:`has_rule_text`): it holds no rule to judge. The last window can lie inside the previous window's overlap
(for a text of exactly 1000 characters at 1000/100 the chunks are [0:1000] and [900:1000]); fairforge keeps that
tail chunk so that retrieval matches the original exactly.

fairforge additions: the settings are validated (the original loops forever when ``chunk_overlap >= chunk_size``),
each chunk records its character offsets, the markdown heading path in effect where it starts, and
``chunk_hash`` = sha256 of the normalised text (:func:`chunk_hash`), which keys the embedding cache.

A window often spans several sections, so ``Chunk.heading`` (the path at the chunk's start) need not be the section
of a given sentence inside it. Each chunk therefore also carries, unpersisted, the headings that start inside its
``context`` with their full paths (:attr:`Chunk.context_headings`), and :func:`heading_in_context` gives the path in
effect at any offset of the context.
"""

from __future__ import annotations

import bisect
import dataclasses
import hashlib
import re
import unicodedata
from dataclasses import dataclass
from typing import Optional

from fairforge_core.connectors.base import RegulatoryDocument, strip_invisible

_MANY_NEWLINES = re.compile(r"\n{3,}")
_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t#]*$", re.MULTILINE)
_FENCE = re.compile(r"^[ ]{0,3}(`{3,}|~{3,})(.*)$", re.MULTILINE)
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
        context: the chunk widened to whole lines at both ends, and over the continuation lines of a wrapped list
            item or paragraph (at most ``CONTEXT_CHARS`` more on each side), so a decision backend never reads a
            rule cut in half by the window ("...coupon or gift in exchange for staying on the list" keeps its
            "never offer a discount"; "A prepayment meter is fitted, or a smart meter switched to prepay mode," keeps
            its next line "  only when the customer has clearly agreed"). Empty when not computed; not persisted.
        context_headings: ``(offset in context, heading path)`` of every heading line that starts inside
            ``context``, in order. The paths are computed on the whole document, so they are right when the
            document skips levels (``# A`` then ``### C`` then ``## B`` gives ``A > C`` and then ``A > B``).
            Computed with ``context``; not persisted. See :func:`heading_in_context`.
    """

    text: str
    source: str
    chunk_index: int
    start: int
    end: int
    heading: Optional[str]
    chunk_hash: str
    context: str = ""
    context_headings: tuple[tuple[int, str], ...] = ()


CONTEXT_CHARS = 400


# a line that starts a markdown block: a list item, a heading, a table row, a quote or a fence; a non-blank line that
# does not is the continuation of the item or paragraph above it (a bullet wrapped onto an indented second line)
_BLOCK_START = re.compile(r"[ \t]*(?:[-*+][ \t]|\d{1,3}[.)][ \t]|#{1,6}[ \t]|\||>|```|~~~)")


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end == -1 else end


def _continues(line: str) -> bool:
    return bool(line.strip()) and not _BLOCK_START.match(line)


def context_bounds(text: str, start: int, end: int, limit: int = CONTEXT_CHARS) -> tuple[int, int]:
    """``(lo, hi)`` such that ``text[lo:hi] == widen_to_lines(text, start, end, limit)``."""
    floor, ceiling = max(0, start - limit), min(len(text), end + limit)
    lo = text.rfind("\n", floor, start)
    lo = floor if lo == -1 and start > limit else (lo + 1 if lo != -1 else 0)
    # back over continuation lines to the line that starts their item or paragraph
    while lo > floor and _continues(text[lo:_line_end(text, lo)]):
        prev = text.rfind("\n", floor, lo - 1)
        if prev == -1 and floor > 0:
            break
        prev_start = prev + 1 if prev != -1 else 0
        if not text[prev_start:lo - 1].strip():
            break  # a blank line: the paragraph starts here
        lo = prev_start
    hi = text.find("\n", end, ceiling)
    hi = (ceiling if end + limit < len(text) else len(text)) if hi == -1 else hi
    # forward over the continuation lines of the last item or paragraph
    while hi < ceiling:
        nxt = _line_end(text, hi + 1)
        if nxt > ceiling or not _continues(text[hi + 1:nxt]):
            break
        hi = nxt
    window = text[lo:hi]
    if not window.strip():
        return lo, lo
    return lo + len(window) - len(window.lstrip()), lo + len(window.rstrip())


def widen_to_lines(text: str, start: int, end: int, limit: int = CONTEXT_CHARS) -> str:
    """``text[start:end]`` extended back to the start of its first line and forward to the end of its last line,
    and further over continuation lines (non-blank lines that start no list item, heading, table row, quote or
    fence) to the whole wrapped item or paragraph, by at most ``limit`` characters on each side (surrounding
    whitespace stripped)."""
    lo, hi = context_bounds(text, start, end, limit)
    return text[lo:hi]


def _context(text: str, spans: list[tuple[int, str]], start: int, end: int) -> tuple[str, tuple[tuple[int, str], ...]]:
    """``(context, context_headings)`` of the chunk ``text[start:end]`` (``spans`` = :func:`heading_spans` of
    ``text``)."""
    lo, hi = context_bounds(text, start, end)
    first = bisect.bisect_left(spans, lo, key=lambda s: s[0])
    last = bisect.bisect_left(spans, hi, lo=first, key=lambda s: s[0])
    return text[lo:hi], tuple((pos - lo, path) for pos, path in spans[first:last])


def attach_context(chunks: list[Chunk], documents) -> list[Chunk]:
    """Chunks (e.g. loaded from the database) with ``context`` and ``context_headings`` recomputed from their
    documents' text (a chunk whose document is not given is returned unchanged)."""
    texts = {d.source: preprocess(d.text) for d in documents}
    spans: dict[str, list[tuple[int, str]]] = {}
    out = []
    for c in chunks:
        doc = texts.get(c.source)
        if doc is None:
            out.append(c)
            continue
        if c.source not in spans:
            spans[c.source] = heading_spans(doc)
        context, marks = _context(doc, spans[c.source], c.start, c.end)
        out.append(dataclasses.replace(c, context=context, context_headings=marks))
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
    """Collapse runs of three or more newlines to two (fair-forge's only pre-processing), after removing invisible
    characters (:func:`fairforge_core.connectors.base.strip_invisible`; the connectors do that already, this
    covers documents of other sources)."""
    return _MANY_NEWLINES.sub("\n\n", strip_invisible(text))


def fenced_ranges(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` character ranges of fenced code blocks (a line opening with three or more backticks or
    tildes, closed by a line with at least as many of the same character, or running to the end of the text, as
    CommonMark specifies). Lines inside them are code, not headings."""
    out: list[tuple[int, int]] = []
    open_at, fence = -1, ""
    for m in _FENCE.finditer(text):
        mark = m.group(1)
        if open_at < 0:
            open_at, fence = m.start(), mark
        elif mark[0] == fence[0] and len(mark) >= len(fence) and not m.group(2).strip():
            out.append((open_at, m.end()))
            open_at = -1
    if open_at >= 0:
        out.append((open_at, len(text)))
    return out


def heading_spans(text: str) -> list[tuple[int, str]]:
    """Return ``(offset, heading path)`` for every markdown ATX heading in ``text``, in order (not the ``#`` lines
    of fenced code blocks)."""
    spans: list[tuple[int, str]] = []
    stack: list[tuple[int, str]] = []
    fences = fenced_ranges(text) if "```" in text or "~~~" in text else []
    for m in _HEADING.finditer(text):
        if any(a <= m.start() < b for a, b in fences):
            continue
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


def heading_in_context(chunk: Chunk, offset: int) -> Optional[str]:
    """Heading path in effect at ``offset`` of ``chunk.context``: the path of the last heading of
    ``chunk.context_headings`` that starts at or before ``offset``, else ``chunk.heading``.

    ``chunk.heading`` is right for the part of the context before its first heading: the context starts on the line
    where the chunk starts (or inside that line), and a heading always starts a line, so no heading lies between the
    context's start and the chunk's start.
    """
    current = chunk.heading
    for pos, path in chunk.context_headings:
        if pos > offset:
            break
        current = path
    return current


_NOT_RULE_LINE = re.compile(r"[ \t]*(?:#{1,6}(?:[ \t].*)?|[-*_=~`|: \t]*)")


def has_rule_text(text: str) -> bool:
    """True when ``text`` holds at least one line that is not blank, not a markdown heading and not only markdown
    punctuation (a rule, a fence, a table separator): a chunk without one has nothing to judge."""
    return any(not _NOT_RULE_LINE.fullmatch(line) for line in text.split("\n"))


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
        if stripped and has_rule_text(stripped):  # a window of headings only is never created nor embedded
            lead = len(window) - len(window.lstrip())
            begin = start + lead
            context, marks = _context(text, spans, begin, begin + len(stripped))
            chunks.append(
                Chunk(
                    text=stripped,
                    source=source,
                    chunk_index=index,
                    start=begin,
                    end=begin + len(stripped),
                    heading=heading_at(spans, begin),
                    chunk_hash=chunk_hash(stripped),
                    context=context,
                    context_headings=marks,
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
