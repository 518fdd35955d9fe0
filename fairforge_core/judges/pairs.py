"""Pair building for the compliance judge: rule units of a chunk, answer sentences, and the model's input text.

A chunk is a window of a markdown document; a model decides one *rule unit* at a time (:func:`rule_units`):

* a sentence of a paragraph;
* a bullet, prefixed with its list's lead-in line ("Agents must not:" + "- ask for the PIN");
* a table row, written ``"<first cell>; <header 2>: <cell 2>; ..."`` so that it reads as a rule
  ("Wire transfer; Daily limit: 10,000; Fee: 25.50");
* the sentences of a fenced code block (a script to read out), whose lines are never headings, bullets or rows.

Each unit keeps the heading path it sits under, and a unit that opens with a pronoun ("They must not be shared")
keeps the sentence before it as ``context``. Training pairs and live pairs go through the same
:func:`model_input`, so the model sees at run time its training layout (less the earlier turns, by default).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Optional

from fairforge_core.judges.comparators import comparisons, figures_line
from fairforge_core.judges.words import ABBREVIATIONS, FUNCTION_WORDS

_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_BULLET = re.compile(r"^\s*(?:[-*+•]|\d{1,3}[.)])\s+")
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")
#: a piece ending in an abbreviation, standing as a word of its own ("e.g.", "(Art.", not "Clockmaker's.")
_ABBREV = re.compile(r"(?:^|[\s(\[])(?:" + "|".join(re.escape(a) for a in sorted(ABBREVIATIONS, key=len, reverse=True))
                     + r")\.$", re.IGNORECASE)
_SENT_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])")
_PRONOUN_START = re.compile(r"^(?:it|they|them|this|these|those|such|that|he|she|the same)\b", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z0-9]+")

#: longest answer excerpt given to the model, in characters (longer answers keep the sentences closest to the rule)
ANSWER_CHARS = 700
QUESTION_CHARS = 300
TURN_CHARS = 200
HISTORY_TURNS = 2


@dataclass(frozen=True)
class RuleUnit:
    """One rule of a chunk, as the model reads it.

    Attributes:
        text: the rule (a sentence, a bullet with its lead-in, or a rendered table row); the evidence quotes it.
        heading: the heading path it sits under (``""`` when none).
        context: the sentence before it when it opens with a pronoun, else ``""``.
        cells: for a table row, ``(header, cell)`` per column, the row's key first (``("Service", "Wire
            transfer")``); ``()`` for any other unit. :func:`fairforge_core.judges.comparators.row_comparisons`
            reads it.
    """

    text: str
    heading: str = ""
    context: str = ""
    cells: tuple[tuple[str, str], ...] = ()

    @property
    def model_text(self) -> str:
        """The rule side of the model input: ``"<heading>: <context> <text>"``."""
        body = f"{self.context} {self.text}".strip()
        return f"{self.heading}: {body}" if self.heading else body


def split_sentences(text: str) -> list[str]:
    """Sentences of plain text: a full stop, "!" or "?" before a space and a capital or digit ends one, except
    after an abbreviation of :data:`fairforge_core.judges.words.ABBREVIATIONS` ("e.g.", "para. 3", "s. 75")."""
    out: list[str] = []
    pos = 0
    for m in _SENT_END.finditer(text):
        piece = text[pos:m.start()].strip()
        if _ABBREV.search(piece):
            continue
        if piece:
            out.append(piece)
        pos = m.end()
    tail = text[pos:].strip()
    if tail:
        out.append(tail)
    return out


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _strip_markup(text: str) -> str:
    text = re.sub(r"\*\*|__|`", "", text)
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)
    return re.sub(r"\s+", " ", text).strip()


def rule_units(text: str, heading: str = "") -> list[RuleUnit]:
    """The rule units of a markdown text (see the module docstring), in order.

    Args:
        text: markdown (a chunk, or one rule of the training data).
        heading: the heading path in effect at the start of ``text``; headings inside it replace it from there
            (a heading of level n keeps the first n - 1 parts of the path).

    Returns:
        units with at least three words; headings themselves are not units.
    """
    units: list[RuleUnit] = []
    path = [p for p in heading.split(" > ") if p] if heading else []
    lead_in = ""
    para: list[str] = []
    lines = text.replace("\r\n", "\n").split("\n")

    def add(sentences: list[str], cells: tuple[tuple[str, str], ...] = ()) -> None:
        for s in sentences:
            s = _strip_markup(s)
            if len(_WORD.findall(s)) < 3:
                continue
            prev = units[-1].text if units and _PRONOUN_START.match(s) and not cells else ""
            units.append(RuleUnit(s, " > ".join(path), prev, cells))

    def flush() -> None:
        nonlocal para, lead_in
        if para:  # a paragraph ending with ":" introduces the list below it; any other ends the list before it
            sents = split_sentences(" ".join(para))
            lead_in = sents.pop().rstrip(": ") if sents and sents[-1].rstrip().endswith(":") else ""
            add(sents)
            para = []

    i = 0
    while i < len(lines):
        line = lines[i]
        h = _HEADING.match(line)
        if h:
            flush()
            level = len(h.group(1))
            path = path[: level - 1] + [_strip_markup(h.group(2))]
            lead_in = ""
            i += 1
            continue
        fence = _FENCE.match(line)
        if fence:  # a fenced code block: its lines are text (one paragraph), never headings, bullets or table rows
            flush()
            mark = fence.group(1)
            code = []
            i += 1
            while i < len(lines) and not (lines[i].strip().startswith(mark) and not lines[i].strip().strip(mark[0])):
                if lines[i].strip():
                    code.append(lines[i].strip())
                i += 1
            i += 1  # the closing fence (an unclosed block runs to the end of the text)
            add(split_sentences(" ".join(code)))
            lead_in = ""  # a lead-in line introduced the block, not the bullets after it
            continue
        if not line.strip():
            flush()
            i += 1
            continue
        if line.lstrip().startswith("|"):
            flush()
            block = []
            while i < len(lines) and lines[i].lstrip().startswith("|"):
                block.append(lines[i])
                i += 1
            rows = [r for r in block if not _TABLE_SEP.match(r)]
            header = _cells(rows[0]) if len(rows) > 1 else []
            for row in rows[1:] if header else rows:
                cells = _cells(row)
                parts = [cells[0]] + [f"{h}: {c}" if h else c for h, c in zip(header[1:], cells[1:]) if c]
                keyed = tuple((_strip_markup(h), _strip_markup(c)) for h, c in zip(header, cells)) if header else ()
                add(["; ".join(p for p in parts if p)], keyed)
            continue
        if _BULLET.match(line):
            flush()
            item = _BULLET.sub("", line).strip()
            i += 1
            while i < len(lines) and lines[i].strip() and not _BULLET.match(lines[i]) \
                    and not _HEADING.match(lines[i]) and not lines[i].lstrip().startswith("|"):
                item += " " + lines[i].strip()
                i += 1
            sents = split_sentences(item.rstrip(";").rstrip())
            if lead_in and sents:
                sents[0] = f"{lead_in}: {sents[0]}"
            add(sents)
            continue
        para.append(line.strip())
        i += 1
    flush()
    return units


def render_rule(markdown: str, heading: str = "") -> RuleUnit:
    """One rule written as markdown (a sentence, a bullet with its lead-in line, a table header with one row), as
    the single unit the model reads; several units are joined with spaces. Used for training pairs."""
    units = rule_units(markdown, heading)
    if not units:
        return RuleUnit(_strip_markup(markdown), heading)
    return RuleUnit(" ".join(u.text for u in units), units[0].heading, units[0].context)


def content_words(text: str) -> set[str]:
    """Lower-case words of ``text`` that are not function words, with a plural ``s`` dropped."""
    out = set()
    for w in _WORD.findall(text.lower()):
        if w in FUNCTION_WORDS:
            continue
        out.add(w[:-1] if len(w) > 4 and w.endswith("s") and not w.endswith("ss") else w)
    return out


def answer_sentences(answer: str) -> list[str]:
    """Sentences of an answer (its bullets and paragraphs split first)."""
    out = []
    for block in re.split(r"\n\s*\n|\n(?=\s*(?:[-*+•]|\d{1,2}[.)])\s)", answer or ""):
        block = _BULLET.sub("", block.strip())
        out.extend(split_sentences(re.sub(r"\s+", " ", block)))
    return [s for s in out if _WORD.search(s)]


def closest_sentence(sentences: Sequence[str], rule: str) -> str:
    """The sentence sharing the most content words with ``rule`` (the first on a tie; ``""`` when none)."""
    words = content_words(rule)
    best, best_score = "", -1.0
    for s in sentences:
        score = len(content_words(s) & words)
        if score > best_score:
            best, best_score = s, score
    return best


def answer_excerpt(answer: str, rule: str, max_chars: Optional[int] = None) -> str:
    """``answer`` itself when it has at most ``max_chars`` characters (default :data:`ANSWER_CHARS`); otherwise its
    sentences that share the most content words with ``rule``, in their original order, up to ``max_chars``."""
    max_chars = ANSWER_CHARS if max_chars is None else max_chars
    answer = re.sub(r"\s+", " ", answer or "").strip()
    if len(answer) <= max_chars:
        return answer
    sentences = answer_sentences(answer)
    words = content_words(rule)
    ranked = sorted(range(len(sentences)), key=lambda i: (-len(content_words(sentences[i]) & words), i))
    keep, used = [], 0
    for i in ranked:
        if used + len(sentences[i]) > max_chars and keep:
            continue
        keep.append(i)
        used += len(sentences[i]) + 1
    return " ".join(sentences[i] for i in sorted(keep))[:max_chars]


def _cut(text: str, n: int) -> str:
    text = re.sub(r"\s+", " ", text or "").strip()
    return text if len(text) <= n else text[:n].rsplit(" ", 1)[0] + " ..."


def model_input(unit: RuleUnit, question: str, answer: str, history: Sequence[tuple[str, str]] = (),
                figures: bool = True, earlier: bool = True) -> tuple[str, str]:
    """The two texts of one cross-encoder pair.

    First text: the rule (:attr:`RuleUnit.model_text`). Second text: ``"answer: ... question: ... figures: ...
    earlier: ..."``, where *figures* are the comparisons of :func:`fairforge_core.judges.comparators.comparisons`
    (the answer's and the customer's values, also from the last :data:`HISTORY_TURNS` turns, against the rule's)
    and *earlier* those turns. Long parts are cut (:data:`ANSWER_CHARS`, :data:`QUESTION_CHARS`,
    :data:`TURN_CHARS`). ``figures=False`` leaves the figures out (a model trained without them), ``earlier=False``
    the *earlier* part (the judge's default).
    """
    excerpt = answer_excerpt(answer, unit.text)
    recent = list(history)[-HISTORY_TURNS:]
    customer = " ".join([question or "", *(q for q, _ in recent)])
    parts = [f"answer: {excerpt}", f"question: {_cut(question, QUESTION_CHARS)}"]
    line = figures_line(comparisons(unit.text, excerpt, customer)) if figures else ""
    if line:
        parts.append(f"figures: {line}")
    if recent and earlier:
        turns = " ".join(f"customer: {_cut(q, TURN_CHARS)} assistant: {_cut(a, TURN_CHARS)}" for q, a in recent)
        parts.append(f"earlier: {turns}")
    return unit.model_text, " ".join(parts)
