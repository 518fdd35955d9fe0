"""What the clause judge compares, and what it reports: a rule unit or an answer claim parsed once
(:class:`Statement`: content words, quantities, clock times, time windows, polarity and later its embedding), a
conflict between a claim and a rule unit (:class:`Conflict`), and small helpers the detectors share.

Example: ``statement("Collection calls may only be made between 8 a.m. and 9 p.m.")`` has the content words
``{"collection", "call", "mak"}`` and one allowed window (480 to 1260 minutes after midnight), and is not negated;
``related_words({"callback"}, {"call"})`` is true (one word starts with the other).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional

import numpy as np

from fairforge_core.judges.polarity import Polarity, polarity
from fairforge_core.judges.quantities import Quantity, extract_quantities
from fairforge_core.judges.text import PERSON_NOUNS, STAFF_NOUNS, content_words, stem
from fairforge_core.judges.times import ClockTime, Window, extract_times, extract_windows


@dataclass
class Statement:
    text: str
    words: set
    quantities: list[Quantity]
    times: list[ClockTime]
    windows: list[Window]
    polarity: Polarity
    vector: Optional[np.ndarray] = None
    #: for a claim: the clause around each quantity (same order as ``quantities``) and its embedding
    local_texts: list[str] = field(default_factory=list)
    local_vectors: list[np.ndarray] = field(default_factory=list)
    #: for a claim: the embedding of the question followed by each local clause (the clause read as the answer to
    #: the question: "How long do I have to tell you?" - "You have 48 hours to let us know")
    context_vectors: list[np.ndarray] = field(default_factory=list)
    #: for a rule unit: what it forbids saying (:class:`~fairforge_core.judges.disclosure.ForbiddenStatement`) and
    #: the embedding of each content (same order)
    forbidden: list = field(default_factory=list)
    forbidden_vectors: list[np.ndarray] = field(default_factory=list)


@dataclass
class Conflict:
    unit_index: int
    claim: str
    reason: str
    confidence: float


# a discount named by its size: "20% off", "half price"
_DISCOUNT_NAMED = re.compile(r"\b\d+(?:\.\d+)?\s?%\s+off\b|\bper ?cent off\b|\bhalf[- ]price\b", re.IGNORECASE)


def statement(text: str) -> Statement:
    """``text`` parsed once: content words (with "discount" for a discount named by its size, "20% off"),
    quantities, clock times, time windows and polarity."""
    words = content_words(text)
    if _DISCOUNT_NAMED.search(text):
        words.add("discount")
    return Statement(text=text, words=words, quantities=extract_quantities(text),
                     times=extract_times(text), windows=extract_windows(text), polarity=polarity(text))


# stems of the nouns that name a person (customer, member, ...) and a member of staff (agent, collector, ...)
PERSON_STEMS = frozenset(stem(w) for w in PERSON_NOUNS)
STAFF_STEMS = frozenset(stem(w) for w in STAFF_NOUNS)


def related_words(a: set, b: set) -> bool:
    """Share a word, or a word of one starts with a word of the other ("callback" / "call")."""
    if a & b:
        return True
    return any(x.startswith(y) or y.startswith(x) for x in a for y in b if min(len(x), len(y)) >= 4)
