"""Disclosures: the answer tells someone what a rule forbids telling ("never says the consumer owes a debt",
"must not disclose a patient's diagnosis to anyone but the patient").

A *forbidden statement* is parsed from a rule unit of the form "<never | must not | may not | do not ...> <say |
tell | disclose | reveal | mention | discuss | confirm | suggest | imply | state> [to <audience>] [that | whether]
<content>", where the content runs to the end of the clause or to a condition ("unless", "until", "without",
"except", "other than"). Examples (:func:`forbidden_statements`):

* "The collector ... never says the consumer owes a debt" -> content "the consumer owes a debt", about a person
  (the consumer); saying it *to the consumer* is what the rule allows, so a claim only discloses it when it speaks of
  the person in the third person ("he's behind on a credit card account"), not to them ("you owe $200").
* "Never suggest that a dispute must be in writing to be recorded" -> content "a dispute must be in writing to be
  recorded", a statement: the claim must say it (cosine with the content and at least half of its content words).

What is not a disclosure: a refusal ("I can't discuss his account with you"), a negated claim ("a dispute doesn't
have to be in writing"), a question, and a claim when the rule's exception is met by the claim or the question
("unless the consumer has given consent" and "since she gave us her consent").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

import numpy as np

from fairforge_core.judges.statements import PERSON_STEMS, Conflict, Statement
from fairforge_core.judges.text import content_words

# a prohibition, not a fact ("If the buyer does not confirm" is a condition): a modal or "never", or an imperative
# "do not" at the start of the unit or of a clause
_NEGATOR = r"(?:(?<![\w'-])(?:must not|must never|may not|may never|shall not|should not|should never|cannot|" \
           r"can't|can never|never|is not to|are not to|not allowed to|not permitted to)|" \
           r"(?:^|(?<=[;:.])\s*)(?:do not|don't))"
_TELL_VERB = r"(?:say|says|said|tell|tells|disclose|discloses|reveal|reveals|mention|mentions|discuss|discusses|" \
             r"confirm|confirms|suggest|suggests|imply|implies|state|states|indicate|indicates)"
_FORBIDDEN = re.compile(rf"{_NEGATOR}\s+(?:[a-z]+ly\s+|ever\s+|even\s+)?(?P<verb>{_TELL_VERB})\b\s*"
                        r"(?:(?:to|with)\s+(?:anyone|anybody|a third party|third parties|others|the \w+|an? \w+)\s+|"
                        r"(?:anyone|anybody|a third party|third parties|others|the \w+|an? \w+)\s+"
                        r"(?=that\b|whether\b|if\b))?"
                        r"(?P<whether>that\s+|whether\s+|if\s+)?(?P<content>[^.;:!?]+)", re.IGNORECASE)
# the rule's reason, and the audience named after the content ("... to anyone other than the patient")
_REASON = re.compile(r"\s*,?\s*\b(?:because|since|as this|as it|so that)\b.*$|\s+(?:to|with) (?:anyone|anybody|others|"
                     r"third parties|a third party)\b", re.IGNORECASE)
# where the content ends and the rule's condition begins
_CONDITION = re.compile(r"\s*,?\s*\b(?:unless|until|without|except|other than|before|if|when|to anyone but)\b",
                        re.IGNORECASE)
# verbs that take an object ("mention a debt", "disclose a patient's results"), not a statement, unless followed by
# "that" or "whether"
_OBJECT_VERBS = re.compile(r"^(?:disclose|reveal|mention|discuss|confirm)", re.IGNORECASE)
# a content that is an object, not a statement: "never discuss the debt", "must not mention a balance"
_OBJECT_ONLY = re.compile(r"^(?:the|a|an|any|their|his|her|its)\s+[\w'-]+(?:\s+[\w'-]+)?$", re.IGNORECASE)
# a refusal to tell: "I can't discuss his account", "I'm not able to share that", "we don't give out ..."
_REFUSAL = re.compile(r"\b(?:can't|cannot|can not|won't|will not|unable to|not able to|not allowed to|"
                      r"not permitted to|don't|do not|couldn't|may not)\s+(?:\w+\s+)?(?:discuss|share|say|tell|"
                      r"disclose|reveal|confirm|give out|talk about|go into|comment)\b|\bprivacy\b|\bconfidential\b",
                      re.IGNORECASE)
# the claim speaks of a third person ("he's behind", "her balance", "tell Dana") before any "you"
_THIRD_PERSON = re.compile(r"\b(?:he|she|he's|she's|him|his|her|hers|himself|herself)\b", re.IGNORECASE)
_SECOND_PERSON = re.compile(r"\b(?:you|your|you're|yours|yourself)\b", re.IGNORECASE)

_CONNECTOR_STEMS = frozenset(content_words("unless until without except other than before if when anyone but"))

#: minimum cosine similarity between the claim and a forbidden content about a person
SAYS_THRESHOLD = 0.28
#: minimum cosine similarity for a forbidden statement (not about a person) said without sharing half its words
STATEMENT_THRESHOLD = 0.55


@dataclass(frozen=True)
class ForbiddenStatement:
    """What a rule unit forbids saying.

    Attributes:
        content: the forbidden content ("the consumer owes a debt").
        about_person: the content's subject is a person noun (consumer, patient, ...): telling that person is
            allowed, telling anyone else is the disclosure.
        is_object: the content is a bare object ("the debt"), not a statement.
        condition_words: content words of the rule's exception ("unless the consumer consents" -> consent; "other
            than the patient or someone on the authorization form" -> authoriz, form), which the claim or the
            question can meet; a time or case condition ("before the assessor has reviewed it") has none.
    """

    content: str
    about_person: bool
    is_object: bool
    condition_words: frozenset


def forbidden_statements(text: str) -> list[ForbiddenStatement]:
    """The statements a rule unit forbids making (see the module docstring); ``[]`` for other units.

    Example: ``forbidden_statements("The collector gives its own name and never says the consumer owes a debt.")``
    is one statement with content ``"the consumer owes a debt"`` and ``about_person=True``.
    """
    out = []
    for m in _FORBIDDEN.finditer(text):
        content = m.group("content").strip(" ,")
        reason = _REASON.search(content)
        if reason and reason.start() > 0:
            rest = content[reason.end():] if not reason.group(0).strip(" ,").lower().startswith(
                ("because", "since", "as ", "so ")) else ""
            content = (content[: reason.start()] + " " + rest).strip(" ,")
        cond = _CONDITION.search(content)
        condition_words = frozenset()
        if cond and cond.start() > 0:
            # an exception's own words, not the people it names ("unless the patient consents" -> consent); a time or
            # case condition ("before the assessor has reviewed it") is where the prohibition applies, not a way out
            if cond.group(0).strip(" ,").lower().split()[0] in ("unless", "without", "except", "other", "to"):
                condition_words = frozenset(content_words(content[cond.end():])) - PERSON_STEMS - _CONNECTOR_STEMS
            content = content[: cond.start()].strip(" ,")
        elif cond:
            continue  # "never tell without ...": no content
        words = content_words(content)
        if not words:
            continue
        first = content_words(" ".join(content.split()[:3]))
        about_person = bool(first & PERSON_STEMS)
        out.append(ForbiddenStatement(content=content, about_person=about_person,
                                      is_object=not m.group("whether") and bool(
                                          _OBJECT_ONLY.match(content) or _OBJECT_VERBS.match(m.group("verb"))),
                                      condition_words=condition_words))
    return out


def _speaks_of_someone_else(text: str) -> bool:
    """The claim refers to a third person before (or without) addressing the listener: "he's behind on a credit
    card account", "Yes, her balance is overdue"; not "you owe $200" or "you told us he moved"."""
    third = _THIRD_PERSON.search(text)
    if not third:
        return False
    second = _SECOND_PERSON.search(text)
    return second is None or third.start() < second.start()


def disclosure_conflict(c: Statement, units: list[Statement], scope: list[int],
                        forbidden: dict[int, list[tuple[ForbiddenStatement, np.ndarray]]],
                        context_words: frozenset = frozenset()) -> Optional[Conflict]:
    """The claim says what a unit of ``scope`` forbids saying.

    Args:
        c: the claim (with its embedding).
        units: all rule units of the interaction; ``scope`` indexes those of one chunk.
        forbidden: for a unit index, its forbidden statements with the unit-length embedding of each content.
        context_words: content words of the user's question (they can meet the rule's exception).

    Returns:
        a :class:`Conflict` ("says what the rule forbids saying: <content>"), or ``None``. Fires when the cosine
        between claim and content is >= :data:`SAYS_THRESHOLD` and: for a content about a person, the claim speaks
        of a third person; for another statement, the claim names the content's subject (its first content word,
        "dispute") and another of its words, and at least half of them or a cosine >= :data:`STATEMENT_THRESHOLD`.
        Bare objects ("never mention the debt") are left to the polarity check, unless they belong to a person
        ("a patient's diagnosis") and the claim names the object. Refusals, negated claims and questions never
        fire; nor does a rule whose exception's words are in the claim or the question.
    """
    if c.vector is None or c.polarity.negated or c.text.rstrip().endswith("?") or _REFUSAL.search(c.text):
        return None
    for b in scope:
        for fs, vec in forbidden.get(b, ()):
            if fs.is_object and not (fs.about_person and content_words(fs.content) - PERSON_STEMS & c.words):
                continue  # "never mention a balance" is the polarity check's; "a patient's diagnosis" needs the
                # object named ("her diagnosis is ...")
            if fs.condition_words and fs.condition_words & (c.words | context_words):
                continue
            cosine = float(c.vector @ vec)
            if cosine < SAYS_THRESHOLD:
                continue
            if fs.about_person:
                if not _speaks_of_someone_else(c.text):
                    continue
            else:
                words = content_words(fs.content)
                subject = content_words(next((w for w in fs.content.split() if content_words(w)), ""))
                if not subject & c.words or not (words - subject) & c.words or (
                        cosine < STATEMENT_THRESHOLD and len(words & c.words) * 2 < len(words)):
                    continue  # "we explain why in writing" does not say "a dispute must be in writing", nor "your
                    # complaint is still being investigated" that "a complaint has been upheld"
            return Conflict(b, c.text, f"says what the rule forbids saying: {fs.content}",
                            min(1.0, 0.6 + cosine / 2))
    return None
