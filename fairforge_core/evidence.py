"""Where a decision backend's rule sentence sits in its chunk, and the heading path of that section.

A chunk is a character window that often spans several sections, so the heading in effect at its start
(``Chunk.heading``) can name the wrong section for the rule a decision rests on. :func:`rule_heading` finds the rule
sentence in the text the backend read (``chunk.context or chunk.text``) and returns the heading path in effect there
(:func:`fairforge_core.chunking.heading_in_context`).

Backends do not always quote the corpus literally: the offline judge's rule units
(:func:`fairforge_core.judges.pairs.rule_units`) write a table row as ``"<first cell>; <header>: <cell>; ..."``,
prefix each bullet of a list with its lead-in line ("The caller must state: the name of the seller" from "The caller
must state:" + "- the name of the seller;") and drop markdown markers; other backends may fold typographic quotes
and dashes. :func:`locate_rule` therefore compares words (runs of letters and digits, case-folded, NFKC), not
characters, and tries in order:

1. the rule's whole word sequence, contiguous in the text (sentences, bullets, a first bullet with its lead-in; the
   first occurrence);
2. a table row whose words, together with those of its table's header line, include every word of the rule (a
   rendered table row; the first such row);
3. the longest run of at least :data:`MIN_RUN` consecutive rule words found in the text (a bullet prefixed with its
   lead-in: the bullet or the lead-in, which lie in the same section; its first occurrence).

Otherwise the rule is not located and the chunk's own heading is used.
"""

from __future__ import annotations

import re
import unicodedata
from difflib import SequenceMatcher
from typing import Optional

from fairforge_core.chunking import Chunk, heading_in_context

#: shortest run of consecutive rule words that locates a rule by step 3 of :func:`locate_rule`
MIN_RUN = 3

_WORD = re.compile(r"\w+")
_TABLE_SEP = re.compile(r"^[\s|:-]*-[\s|:-]*$")


def _norm(word: str) -> str:
    return word.lower() if word.isascii() else unicodedata.normalize("NFKC", word).casefold()


def _words(text: str) -> tuple[list[str], list[int]]:
    """Normalised words of ``text`` and their character offsets."""
    words, offsets = [], []
    for m in _WORD.finditer(text):
        words.append(_norm(m.group()))
        offsets.append(m.start())
    return words, offsets


def _find_sequence(haystack: list[str], needle: list[str]) -> int:
    """Index in ``haystack`` of the first occurrence of ``needle`` as a contiguous sublist, or -1."""
    if not needle or len(needle) > len(haystack):
        return -1
    sep = "\x00"
    joined = sep + sep.join(haystack) + sep
    pos = joined.find(sep + sep.join(needle) + sep)
    return -1 if pos == -1 else joined.count(sep, 0, pos)


def _table_row_offset(text: str, rule_words: set[str]) -> Optional[int]:
    """Offset of the first table row (a line starting with ``|``, after its table's header line) whose words and
    the header's words include all of ``rule_words``."""
    header: Optional[set[str]] = None
    pos = 0
    for line in text.split("\n"):
        if not line.lstrip().startswith("|"):
            header = None
        elif not _TABLE_SEP.match(line):
            words = set(_words(line)[0])
            if header is None:
                header = words
            elif rule_words <= words | header:
                return pos
        pos += len(line) + 1
    return None


def locate_rule(text: str, rule: str) -> Optional[int]:
    """Character offset in ``text`` of the rule sentence ``rule``, or ``None`` when it cannot be located (see the
    module docstring for the rule)."""
    rule_words = _words(rule)[0]
    if not rule_words:
        return None
    words, offsets = _words(text)
    i = _find_sequence(words, rule_words)
    if i >= 0:
        return offsets[i]
    row = _table_row_offset(text, set(rule_words))
    if row is not None:
        return row
    match = SequenceMatcher(None, rule_words, words, autojunk=False).find_longest_match(
        0, len(rule_words), 0, len(words))
    if match.size >= MIN_RUN:
        return offsets[match.b]
    return None


def rule_heading(chunk: Chunk, rule_sentence: Optional[str]) -> Optional[str]:
    """Heading path of the section of ``chunk`` that holds ``rule_sentence``.

    ``None`` when there is no rule sentence; ``chunk.heading`` when the rule cannot be located or the chunk carries
    no ``context`` (chunks built by hand; :func:`fairforge_core.chunking.chunk_text` and
    :func:`~fairforge_core.chunking.attach_context` compute it).
    """
    if not rule_sentence:
        return None
    if not chunk.context:
        return chunk.heading
    offset = locate_rule(chunk.context, rule_sentence)
    return chunk.heading if offset is None else heading_in_context(chunk, offset)
