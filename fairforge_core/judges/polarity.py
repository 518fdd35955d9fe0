"""Polarity of a statement: is its main predicate negated (prohibition, denial, exemption) or affirmed
(obligation, permission, plain assertion)? And does it carry an exception ("unless ...", "except ...")?

Negation cues are counted outside subordinate clauses that only give circumstances ("because it isn't
defective", "if you're not sure"), so incidental negations do not flip a statement. "No longer", "not only" and
"no later than" / "not later than" / "no more than" / "not more than" / "at no cost" are not negations of the
predicate (they are limits or emphasis, handled as quantities). A leading reply particle ("No, opening a dispute
is free.") answers the user's question and is not a negation of the statement after it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NOT_NEGATION = re.compile(
    r"\b(?:do[- ]not[- ](?:call|contact|disturb|text|email|mail)|not only|no later than|not later than|"
    r"no more than|not more than|no less than|not less than|at no "
    r"(?:extra )?(?:cost|charge)|no matter|no problem|no worries|no sooner|not just|no (?:fee|charge|cost)\b|"
    r"free of charge|sin costo|no dude)\b",
    re.IGNORECASE,
)
_NEG_CUES = re.compile(
    r"\b(?:not|no|never|none|nobody|nothing|neither|nor|cannot|can't|won't|isn't|aren't|doesn't|don't|didn't|"
    r"wasn't|weren't|shouldn't|mustn't|haven't|hasn't|hadn't|wouldn't|couldn't|unable|prohibited|forbidden|banned|"
    r"disallowed|refuse|refused|refuses|denied|excluded|exempt|exempted|ineligible|barred|non-\w+|"
    r"nunca|jamás|ningún|ninguna|ninguno|prohibid[oa]s?|nadie|nada)"
    r"\b|n't\b",
    re.IGNORECASE,
)
# a reply particle that answers the user's question ("No, opening a dispute is free."; "Yes, ..."), followed by the
# statement itself: the particle answers the question, it does not negate the statement that follows
_REPLY_PARTICLE = re.compile(r"^\s*(?:no|nope|yes|yeah|yep|sure|s[ií])\s*[,.!;:\u2014-]+\s*(?=\S)", re.IGNORECASE)
_SPANISH_NO = re.compile(r"(?:^|\s)no\s", re.IGNORECASE)
_SUBORDINATE = re.compile(
    r"\b(?:because|since|as long as|if|when|whenever|although|though|even if|even though|once|after|before|"
    r"where|whereas|while|unless|except|so that|so|porque|si|cuando|aunque)\b[^,;]*",
    re.IGNORECASE,
)
# a negation that only holds under a condition stated first ("After 30 days, refunds are not issued")
_CONDITION_LEAD = re.compile(r"(after|beyond|past|without|once|if|when|before|outside|more than|over)\b[^,;]*,",
                             re.IGNORECASE)
_EXCEPTION = re.compile(r"\b(?:unless|except(?: for| when| where| if)?|other than|only if|provided that|"
                        r"a menos que|salvo|excepto)\b(?P<rest>[^;.]*)", re.IGNORECASE)
_OBLIGATION = re.compile(r"\b(?:must|shall|required|requires|have to|has to|need|needs|needed|obliged|"
                         r"obligatory|mandatory|debe|deben|obligatori[oa])\b", re.IGNORECASE)
_PERMISSION = re.compile(r"\b(?:may|can|allowed|permitted|able to|optional|puede|pueden|permitid[oa])\b",
                         re.IGNORECASE)


@dataclass(frozen=True)
class Polarity:
    """``negated``: the main predicate is denied or prohibited. ``modal``: "obligation", "permission" or "".
    ``condition``: the lead word of a condition the negation depends on ("after" in "After 30 days, refunds are
    not issued"), else "".
    ``scope``: stemmed content words governed by the negation cues (up to twenty words after each cue, to the end
    of its clause, and the subject of a passive "X is not matched"), empty when nothing is negated."""

    negated: bool
    modal: str
    exception: str
    cues: tuple[str, ...]
    scope: frozenset = frozenset()
    condition: str = ""


def main_clause(text: str) -> str:
    """``text`` with circumstantial subordinate clauses removed (up to the next comma or semicolon)."""
    stripped = _SUBORDINATE.sub(" ", text)
    return stripped if stripped.strip() else text


def polarity(text: str) -> Polarity:
    """The polarity of a statement (see the module docstring)."""
    text = _REPLY_PARTICLE.sub("", text, count=1)
    exc = _EXCEPTION.search(text)
    exception = exc.group("rest").strip() if exc else ""
    body = text[: exc.start()] if exc else text
    core = _NOT_NEGATION.sub(" ", main_clause(body))
    cues = [m.group(0).lower() for m in _NEG_CUES.finditer(core)]
    # coordinated clauses ("no reason is needed and no balancing test applies") are negated one by one
    segments = re.split(r",?\s+(?:and|or|but|y|o|pero)\s+|,\s+", core)
    negated = any(len(_NEG_CUES.findall(seg)) % 2 == 1 for seg in segments)
    modal = "obligation" if _OBLIGATION.search(core) else "permission" if _PERMISSION.search(core) else ""
    scope: set[str] = set()
    if negated:
        from fairforge_core.judges.text import content_words

        for m in _NEG_CUES.finditer(core):
            after = re.split(r"[;.:]", core[m.end() :], maxsplit=1)[0]
            scope |= content_words(" ".join(after.split()[:20]))
            before = re.split(r"[,;.:]", core[: m.start()])[-1]
            if re.search(r"\b(?:is|are|be|been|was|were)\s*$", before):
                scope |= content_words(" ".join(before.split()[-5:]))
    condition = ""
    if negated:
        m = _CONDITION_LEAD.match(text.strip())
        if m:
            condition = m.group(1).lower()
    return Polarity(negated=negated, modal=modal, exception=exception, cues=tuple(cues), scope=frozenset(scope),
                    condition=condition)
