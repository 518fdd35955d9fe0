"""Restricted actions: an act a rule reserves for a role ("Only a store manager may approve an exception"), its
object and amount limit, and an answer in which the assistant itself does it.

Example: "Only the duty manager may authorise a refund" against "I've approved a $250 refund" (approval verbs are
one action, :data:`APPROVE_VERBS`); the restricted action's object is named after the verb (:func:`action_object`:
``["credit", "limit", "increas"]`` in "may approve a credit limit increase"), and "may authorise a refund above
$100" says nothing of a $40 refund (:func:`within_limit`). The detector itself is
``ClauseJudge._restriction_conflict`` (:mod:`fairforge_core.judges.clause`), which uses these parts.
"""

from __future__ import annotations

import re

from fairforge_core.judges.quantities import extract_quantities
from fairforge_core.judges.statements import Statement
from fairforge_core.judges.text import content_words, stem, words

FIRST_PERSON = re.compile(r"\b(?:i|i'll|i've|i'm|we|we'll|we've|we're|let me)\b", re.IGNORECASE)
WORDS = re.compile(r"[a-z]+")
ONLY_ACTOR = re.compile(r"\bonly\s+(?:a|an|the|your|our)?\s*(?P<actor>[a-z][a-z\s-]{2,40}?)\s+"
                        r"(?:may|can|is allowed to|"
                        r"are allowed to|is permitted to|are permitted to|is authorised to|is authorized to)\s+"
                        r"(?P<action>[a-z]+)", re.IGNORECASE)


def within_limit(after: str, c: Statement) -> bool:
    """The restricted action has an amount limit ("a refund above $100") that the claim stays within, or the claim
    states no amount at all."""
    m = _ABOVE.search(re.split(r"[.;]", after, maxsplit=1)[0])
    if not m:
        return False
    limits = extract_quantities(m.group(0))
    if not limits:
        return False
    mine = [q for q in c.quantities if q.same_slot(limits[0])]
    return not mine or all(q.hi <= limits[0].lo and q.bound != "min" for q in mine)  # "above $100" is over it


_ABOVE = re.compile(r"\b(?:above|over|more than|exceeding|greater than|in excess of|larger than)\s+\S+(?:\s+\S+)?",
                    re.IGNORECASE)


def action_object(after: str) -> list[str]:
    """Stems of the content words of a restricted action's object, in order, the head noun last: up to three content
    words after the verb, stopping at a preposition, a comparison or the end of the clause (["cash"] in "may refund
    cash", ["late", "fee"] in "can waive a late fee", ["credit", "limit", "increas"] in "may approve a credit limit
    increase", ["payment", "plan"] in "may approve payment plans longer than 12 months")."""
    out: list[str] = []
    for w in re.split(r"\s+", re.split(r"[.,;:()]", after, maxsplit=1)[0].strip()):
        if not w or w.lower() in _OBJECT_STOP or len(out) == 3:
            break
        out.extend(stem(x) for x in words(w) if content_words(x))
    return out


# verbs of approval are one action for a restricted action ("Only the duty manager may authorise a refund" against
# "I've approved a $250 refund")
APPROVE_VERBS = frozenset(stem(w) for w in "approve authorise authorize grant sanction allow".split())
# an answer that says it is making an exception
EXCEPTION_MARKER = re.compile(r"\b(?:goodwill|as an exception|make an exception|making an exception|just this once|"
                              r"this once|one-off|as a courtesy|courtesy refund)\b", re.IGNORECASE)
# objects that name no particular thing: "approve an exception (to this policy)" is any approval outside it
GENERIC_OBJECTS = frozenset({"exception", "waiver", "override", "it", "this", "that", "request", "decision"})
_OBJECT_STOP = frozenset("to for of in on at with by from unless if when once after before over above under within "
                         "longer shorter more less than that which who where beyond".split())
