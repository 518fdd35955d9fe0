"""Chunking in two modes, plus stable chunk hashes and heading paths.

Two modes (:data:`CHUNKING_MODES`), chosen by the decision backend (:func:`chunking_mode_for`):

``"whole"`` (fairforge's own mode, used with every three-way backend: the learned judge, NLI, the LLM judge, a
``ChunkJudge`` of your own) keeps meaning whole. Runs of three or more newlines collapse to two; then each chunk
holds at most ``chunk_size`` characters and ends, by preference, at a paragraph break (a blank line, or before a
heading), else at a line end, else after a sentence, else between two words, provided that leaves it at least half
full. No chunk starts or ends inside a word or a number (``1,250,000.75`` and ``10 000`` are one number); a
markdown table row, and a table's header row with its separator line, are never split; a chunk that starts in the
body of a table repeats the table's header row and separator line above its first row, so that every row is read
under its column names (its text is then not a slice of the document: ``start``/``end`` give the slice it
continues with). Consecutive chunks share up to ``chunk_overlap`` characters: the next chunk starts at the first
line start (else sentence start, else word start) at or after ``end - chunk_overlap``. A chunk is longer than
``chunk_size`` only when that is needed to keep one table row with its header (and a heading line with what follows
it) whole; a run of non-space characters longer than ``chunk_size`` is no word or number a reader reads (an inline
image, a hash) and is cut at ``chunk_size``. A heading line is never cut either, and no chunk ends with one.

``"windows"`` (the seed-parity mode, used with ``decision: reranker``): fair-forge's character windows, exactly
(``DocumentRetriever._chunk_text``): runs of three or more newlines collapse to two; windows start at 0, step,
2*step, ... with ``step = chunk_size - chunk_overlap`` while ``start < len(text)``; each window is
``text[start:start + chunk_size]`` with surrounding whitespace stripped. These windows cut words, numbers and
table rows; they are kept so that retrieval matches the original exactly. The last window can lie inside the
previous window's overlap (for a text of exactly 1000 characters at 1000/100 the chunks are [0:1000] and
[900:1000]); fairforge keeps that tail chunk too.

In both modes an empty chunk is skipped but still consumes its ``chunk_index``; fairforge also skips, the same way,
a chunk of markdown headings only (:func:`has_rule_text`): it holds no rule to judge. The settings are validated
(the original loops forever when ``chunk_overlap >= chunk_size``), each chunk records its character offsets, the
markdown heading path in effect where it starts, and ``chunk_hash`` = sha256 of the normalised text
(:func:`chunk_hash`), which keys the embedding cache: a chunk whose text did not change keeps its embedding.

A chunk often spans several sections, so ``Chunk.heading`` (the path at the chunk's start) need not be the section
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
        text: chunk text: the stripped slice ``start:end`` of the pre-processed document, preceded, when the
            chunk continues a table (``"whole"`` mode), by that table's header row and separator line and a newline.
        source: document path relative to the corpus root.
        chunk_index: chunk ordinal in the document (0-based, may have gaps).
        start, end: character offsets in the pre-processed document text of the slice ``text`` ends with.
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


def _context(text: str, spans: list[tuple[int, str]], start: int, end: int,
             prefix: str = "") -> tuple[str, tuple[tuple[int, str], ...]]:
    """``(context, context_headings)`` of the chunk ``text[start:end]`` (``spans`` = :func:`heading_spans` of
    ``text``); ``prefix`` (the repeated header of a table the chunk continues) goes before it."""
    lo, hi = context_bounds(text, start, end)
    first = bisect.bisect_left(spans, lo, key=lambda s: s[0])
    last = bisect.bisect_left(spans, hi, lo=first, key=lambda s: s[0])
    shift = len(prefix) - lo
    return prefix + text[lo:hi], tuple((pos + shift, path) for pos, path in spans[first:last])


def repeated_prefix(text: str, document_text: str, start: int, end: int) -> str:
    """What a chunk's ``text`` holds before its slice ``document_text[start:end]``: the repeated header of the table
    it continues (with its newline), or ``""``."""
    body = document_text[start:end]
    if text == body or not body or not text.endswith(body):
        return ""
    return text[: len(text) - len(body)]


def attach_context(chunks: list[Chunk], documents) -> list[Chunk]:
    """Chunks (e.g. loaded from the database) with ``context`` and ``context_headings`` recomputed from their
    documents' text (a chunk whose document is not given is returned unchanged). A chunk that repeats a table's
    header keeps it at the start of its context."""
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
        prefix = repeated_prefix(c.text, doc, c.start, c.end)
        context, marks = _context(doc, spans[c.source], c.start, c.end, prefix)
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


#: ``"whole"``: fairforge's meaning-preserving chunks (three-way backends); ``"windows"``: fair-forge's character
#: windows (the seed-parity mode, ``decision: reranker``). See the module docstring.
CHUNKING_MODES = ("whole", "windows")


def chunking_mode_for(three_way: bool) -> str:
    """The chunking mode of a decision backend: ``"whole"`` for a three-way backend (one that can say NEUTRAL),
    ``"windows"`` for the two-way seed-parity mode."""
    return "whole" if three_way else "windows"


def _check_mode(mode: str) -> None:
    if mode not in CHUNKING_MODES:
        raise ValueError(f"chunking mode must be 'whole' or 'windows', got {mode!r}")


_TOKEN = re.compile(r"\S+")
# a space inside a number written with spaces between groups of three digits ("10 000", "1 250 000,75")
_NUMBER_SPACE = re.compile(r"(?<=\d)[ \u2009\u202f](?=\d{3}(?!\d))")
_TABLE_SEP = re.compile(r"[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)*\|?[ \t]*")
_SENTENCE_END = ".!?;:"


def _tables(text: str) -> tuple[list[tuple[int, int]], dict[int, str], set[int]]:
    """Markdown tables of ``text`` (blocks of lines that start with ``|``, outside fenced code).

    Returns ``(atoms, header_of, no_end)``: the ``(start, end)`` spans that no chunk boundary may cut (each row; the
    header row with its separator line), the repeated header of each body row start, and the header ends after
    which no chunk may end because a row follows."""
    fences = fenced_ranges(text) if "```" in text or "~~~" in text else []
    atoms: list[tuple[int, int]] = []
    header_of: dict[int, str] = {}
    no_end: set[int] = set()
    block: list[tuple[int, int]] = []  # (first non-space, end without trailing space) of each row line
    fence_starts = [a for a, _ in fences]

    def close() -> None:
        if not block:
            return
        n_header = 2 if len(block) > 1 and _TABLE_SEP.fullmatch(text[block[1][0]:block[1][1]]) else 1
        h_start, h_end = block[0][0], block[n_header - 1][1]
        atoms.append((h_start, h_end))
        header = text[h_start:h_end]
        if n_header < len(block):
            no_end.add(h_end)
        for a, b in block[n_header:]:
            atoms.append((a, b))
            header_of[a] = header
        block.clear()

    pos = 0
    n = len(text)
    while pos < n:
        end = _line_end(text, pos)
        line = text[pos:end]
        stripped = line.lstrip(" \t")
        i = bisect.bisect_right(fence_starts, pos) - 1
        in_fence = i >= 0 and pos < fences[i][1]
        if stripped.startswith("|") and not in_fence:
            a = pos + len(line) - len(stripped)
            block.append((a, a + len(stripped.rstrip())))
        else:
            close()
        pos = end + 1
    close()
    return atoms, header_of, no_end


def _whole_spans(text: str, chunk_size: int, chunk_overlap: int,
                 spans: Optional[list[tuple[int, str]]] = None) -> list[tuple[int, int, str]]:
    """``(start, end, repeated header)`` of the ``"whole"`` chunks of a pre-processed text (see the module
    docstring); ``spans``: its :func:`heading_spans` when known."""
    atoms, header_of, no_end = _tables(text)
    row_starts = {a for a, _ in atoms}
    # a heading line is kept whole too, and no chunk ends with it: it belongs to the text below it
    for start, _ in heading_spans(text) if spans is None else spans:
        end = _line_end(text, start)
        end = start + len(text[start:end].rstrip())
        atoms.append((start, end))
        if text[end:].strip():
            no_end.add(end)
    inside: list[tuple[int, int]] = sorted(atoms)
    atom_starts = [a for a, _ in inside]

    def in_atom(pos: int) -> bool:
        """``pos`` lies strictly inside a table row, a table header or a heading line."""
        i = bisect.bisect_right(atom_starts, pos - 1) - 1
        return i >= 0 and inside[i][0] < pos < inside[i][1]

    joins = {m.start() for m in _NUMBER_SPACE.finditer(text)}
    starts: list[int] = []
    s_prio: list[int] = []
    ends: list[int] = []
    e_prio: list[int] = []
    n = len(text)
    prev_end = 0
    for m in _TOKEN.finditer(text):
        a, b = m.start(), m.end()
        if not (in_atom(a) or (a - 1) in joins):
            gap = text[prev_end:a]
            starts.append(a)
            s_prio.append(2 if a == 0 or "\n" in gap else 1 if prev_end and text[prev_end - 1] in _SENTENCE_END else 0)
        if not (in_atom(b) or b in joins or b in no_end):
            nxt = b
            while nxt < n and text[nxt].isspace():
                nxt += 1
            gap = text[b:nxt]
            if nxt >= n or "\n\n" in gap or ("\n" in gap and text.startswith("#", nxt)):
                p = 3
            elif "\n" in gap:
                p = 2
            else:
                p = 1 if text[b - 1] in _SENTENCE_END else 0
            ends.append(b)
            e_prio.append(p)
        prev_end = b
    if not starts or not ends:
        return []
    last = ends[-1]

    def first_start(at: int) -> int:
        i = bisect.bisect_left(starts, at)
        return starts[i] if i < len(starts) else n

    def pick_end(pos: int, done: int, budget: int) -> int:
        """The best end after ``max(pos, done)`` within the budget, or -1."""
        lo = bisect.bisect_right(ends, max(pos, done))
        hi = bisect.bisect_right(ends, pos + budget)
        for level in (3, 2, 1, 0):
            for i in range(hi - 1, lo - 1, -1):
                if e_prio[i] >= level:
                    if level == 0 or ends[i] - pos >= budget / 2:
                        return ends[i]
                    break
        return -1

    out: list[tuple[int, int, str]] = []
    pos = starts[0]
    done = 0  # end of the previous chunk: the next one ends after it
    while pos < n:
        header = header_of.get(pos, "")
        budget = max(chunk_size - (len(header) + 1 if header else 0), 1)
        end = last if pos + budget >= last else pick_end(pos, done, budget)
        if end < 0 and pos < done:  # the overlap leaves no room for what follows: start after the last chunk
            pos = first_start(done)
            continue
        hard = False
        if end < 0:  # one table row, or one run of non-space characters, longer than the budget
            end = ends[bisect.bisect_right(ends, pos)]
            if pos not in row_starts and end > pos + chunk_size and not _WS.search(text, pos, pos + chunk_size + 1):
                end, hard = pos + chunk_size, True  # not a word or a number: cut at the chunk size
        out.append((pos, end, header))
        if end >= last:
            break
        done = end
        if hard:
            pos = end
            continue
        lo = bisect.bisect_left(starts, max(end - chunk_overlap, pos + 1))
        hi = bisect.bisect_left(starts, end)
        best = max(range(lo, hi), key=lambda i: (s_prio[i], -i), default=-1)
        k = bisect.bisect_left(ends, end)
        ended_line = k < len(ends) and ends[k] == end and e_prio[k] >= 2
        if best < 0 or (s_prio[best] == 0 and ended_line):
            # no word starts inside the overlap, or only mid-sentence ones while this chunk ended a line: the next
            # chunk starts after this one rather than with a fragment of a sentence
            pos = first_start(end)
        else:  # the first line start in the overlap, else the first sentence start, else the first word start
            pos = starts[best]
    return out


def _windows_spans(text: str, chunk_size: int, chunk_overlap: int) -> list[tuple[int, int, str]]:
    """``(start, end, "")`` of fair-forge's character windows (unstripped; see the module docstring)."""
    step = chunk_size - chunk_overlap
    return [(start, min(start + chunk_size, len(text)), "") for start in range(0, len(text), step)]


def chunk_text(text: str, source: str, chunk_size: int = 1000, chunk_overlap: int = 100,
               mode: str = "whole") -> list[Chunk]:
    """Split one document into chunks (see the module docstring for both rules).

    Args:
        text: document text.
        source: document path, copied into each chunk.
        chunk_size: most characters of a chunk (>= 1).
        chunk_overlap: characters shared by consecutive chunks (0 <= overlap < size; in ``"whole"`` mode at most
            this many, whole words).
        mode: ``"whole"`` (default: no word, number or table row is cut; a continued table repeats its header) or
            ``"windows"`` (fair-forge's character windows, for parity).

    Raises:
        ValueError: invalid settings (:func:`validate_chunk_settings`) or an unknown mode.
    """
    validate_chunk_settings(chunk_size, chunk_overlap)
    _check_mode(mode)
    text = preprocess(text)
    spans = heading_spans(text)
    if mode == "windows":
        windows = _windows_spans(text, chunk_size, chunk_overlap)
    else:
        windows = _whole_spans(text, chunk_size, chunk_overlap, spans)
    chunks: list[Chunk] = []
    for index, (start, end, header) in enumerate(windows):
        window = text[start:end]
        stripped = window.strip()
        if stripped and has_rule_text(stripped):  # a chunk of headings only is never created nor embedded
            begin = start + len(window) - len(window.lstrip())
            prefix = header + "\n" if header else ""
            body = prefix + stripped
            context, marks = _context(text, spans, begin, begin + len(stripped), prefix)
            chunks.append(
                Chunk(
                    text=body,
                    source=source,
                    chunk_index=index,
                    start=begin,
                    end=begin + len(stripped),
                    heading=heading_at(spans, begin),
                    chunk_hash=chunk_hash(body),
                    context=context,
                    context_headings=marks,
                )
            )
    return chunks


def chunk_documents(
    documents: list[RegulatoryDocument], chunk_size: int = 1000, chunk_overlap: int = 100, mode: str = "whole"
) -> list[Chunk]:
    """Chunk every document (:func:`chunk_text`, same ``mode``), concatenated in connector order."""
    validate_chunk_settings(chunk_size, chunk_overlap)
    _check_mode(mode)
    out: list[Chunk] = []
    for doc in documents:
        out.extend(chunk_text(doc.text, doc.source, chunk_size, chunk_overlap, mode))
    return out
