"""An act the rule allows only under a condition, done although the customer's case says the condition fails.

Example: "Transfers over £10,000 are released only after a callback to the customer has been completed" against
"I'm not free for a call this week - just send it" - "I've released the £15,000 now": the answer does the act
("released"), and the question denies the condition in its words ("not free for a call", "call" / "callback").
"Cash refunds are given only when the customer shows proof of purchase" against "I've lost the receipt and have
nothing else to show I bought them" - "I'll give you the full amount back in cash" conflicts the same way.

The rule is read as ``<act> only if|when|after|once|where <condition>`` ("A field agent may only visit a customer's
home if the customer has agreed"): the answer must share a content word with the act and be close to the rule
(cosine >= :data:`ACT_THRESHOLD`, 0.3), and a negated clause of the question or of an earlier user turn ("I'm not on her
list of contacts", "I've lost the receipt") must share a content word with the condition, or one close in meaning
(cosine >= 0.5 between single words). An answer that denies the act, asks a question, or says the condition holds
("since you've agreed") does not conflict. The converse, not doing the act, never conflicts with such a rule (see
``_ONLY_UNDER`` in :mod:`fairforge_core.judges.clause`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Optional

import numpy as np

from fairforge_core.judges.polarity import polarity
from fairforge_core.judges.statements import PERSON_STEMS, Conflict, Statement
from fairforge_core.judges.text import content_words

#: least cosine between the claim and the rule for the claim to be doing the rule's act
ACT_THRESHOLD = 0.3

_ONLY = re.compile(r"\bonly\b(?P<mid>[^;.:]{0,60}?)\b(?:if|when|after|once|where)\b(?P<cond>[^;.]+)", re.IGNORECASE)
# a clause of the customer that denies something ("I'm not on her list", "I've lost the receipt", "nothing else to
# show", "I never said I wanted to carry on")
_LOSS = re.compile(r"\b(?:lost|without|nothing|never|no longer|haven't|hasn't|didn't|don't|isn't|aren't|not)\b",
                   re.IGNORECASE)
_CLAUSES = re.compile(r"[.;!?]|,\s*(?:but|and|so)\b|\s+-\s+|\bbut\b", re.IGNORECASE)
# the answer says the condition holds or asks for it
_MET = re.compile(r"\b(?:since|as|because|now that|once) (?:you(?:'ve| have)?|we(?:'ve| have)?|your|the)\b|"
                  r"\b(?:first|before (?:we|I) can|as soon as|once you)\b", re.IGNORECASE)
_GENERIC = frozenset(content_words("customer customers request requested ask asked made make given give day days "
                                   "week weeks month months year years hour hours time times date once first further"))
_LEADING_IF = re.compile(r"^\W*(?:if|when|where|unless)\b[^,;]*,\s*", re.IGNORECASE)


def only_under(text: str) -> Optional[tuple[frozenset, frozenset]]:
    """``(act words, condition words)`` of a rule that allows an act only under a condition, else ``None``:
    "Cash refunds are given only when the customer shows proof of purchase" -> ({cash, refund}, {show, proof,
    purchas})."""
    m = _ONLY.search(text)
    if not m:
        return None
    lead = _LEADING_IF.match(text)
    if lead and lead.end() <= m.start():
        return None  # "If it cannot, it may extend the deadline once ... only if ...": a case of its own first
    act = content_words(text[: m.start()] + " " + m.group("mid")) - _GENERIC - PERSON_STEMS
    cond = content_words(m.group("cond")) - _GENERIC - PERSON_STEMS
    return (frozenset(act), frozenset(cond)) if act and cond else None


def denied_words(texts: Sequence[str]) -> frozenset:
    """Content words of the negated clauses of the customer's ``texts`` ("I'm not free for a call this week - just
    send it" -> {free, call, week})."""
    out: set = set()
    for t in texts:
        for clause in _CLAUSES.split(t):
            if clause and (_LOSS.search(clause) or polarity(clause).negated):
                out |= content_words(clause)
    return frozenset(out - _GENERIC - PERSON_STEMS)


def unmet_condition_conflict(c: Statement, query: str, history: Sequence[tuple[str, str]], units: list[Statement],
                             scope: list[int], sims: np.ndarray,
                             related: Optional[Callable[..., bool]] = None) -> Optional[Conflict]:
    """The claim does an act that a unit of ``scope`` allows only under a condition the customer's case denies
    (see the module docstring).

    Args:
        c: the claim; ``query``: the question; ``history``: the session's earlier turns (their questions count as
            the customer's case too); ``sims``: cosine of the claim with every unit.
        related: ``ClauseJudge._related`` (word, text, threshold) for words close in meaning.

    Returns:
        a :class:`Conflict` ("does what the rule allows only if <condition>, which the customer says is not met"),
        or ``None``.
    """
    if c.polarity.negated or c.text.rstrip().endswith("?") or _MET.search(c.text):
        return None
    denied = denied_words([query, *(q for q, _ in history)])
    if not denied:
        return None
    for b in scope:
        parsed = only_under(units[b].text)
        if parsed is None or float(sims[b]) < ACT_THRESHOLD:
            continue
        act, cond = parsed
        if not act & c.words:
            continue
        hit = cond & denied
        if not hit and related is not None:
            hit = {w for w in cond if related(w, " ".join(sorted(denied)), 0.5)}
        if hit:
            m = _ONLY.search(units[b].text)
            return Conflict(b, c.text, f"does what the rule allows only if{m.group('cond').rstrip()}, which the "
                                       f"customer says is not met", 0.75)
    return None
