"""Forbidden preconditions: a rule says something may not be required, or may not hold the customer up, and the
answer makes it a condition all the same.

Example: against "Staff must not require the customer to speak to the retentions team before the code is
provided", the claim "Before I can give you your PAC code, I need to transfer you to our retentions team" imposes
what the rule forbids: :func:`forbidden_conditions` finds ``{"speak", "retention", "team"}`` in the rule,
:func:`imposed_conditions` finds ``{"transfer", "retention", "team"}`` in the claim, and
:func:`imposed_condition_conflict` reports the conflict. The rule shapes are a prohibition on requiring ("must not
require the customer to ...", "must never be required to phone", "Never ask the customer to email another
address", "barriers such as requiring a visit in person") and on holding something up for a reason ("Access may not
be refused, delayed or made conditional because the patient owes the clinic money"). The claim shapes are a
condition the answer sets: "only once/if/after X", "until you ...", "as soon as X is paid", "after X", "I/you
(just) need to X", "you must X", "we require X", "X is needed", "X needs clearing first", an instruction the rest
depends on ("send us X and then we'll ..."), and a refusal ("we can't ... without X", "not until X").

This is the mirror of :mod:`fairforge_core.judges.needs` (the rule requires something, the answer waives it).
Asking for something a rule forbids asking for is :mod:`fairforge_core.judges.asking`'s.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple, Optional

from fairforge_core.judges.needs import Related
from fairforge_core.judges.polarity import polarity
from fairforge_core.judges.statements import PERSON_STEMS, Conflict, Statement, related_words
from fairforge_core.judges.text import content_words

_NOT = r"(?:must|may|shall|should|can|will|do|does)\s*(?:not|never)|mustn't|can't|cannot|shan't|don't|doesn't|never"
# the action a forbidden condition would gate: "... in order to close an account", "... before the code is provided"
_GATED = re.compile(r"\b(?:in order to|only to|to|before|when)\s+(?P<action>[^.;:,!?]+)", re.IGNORECASE)
# verbs that take their meaning from their object: "before processing a cancellation", "registering a claim"
_GENERIC_ACTION = frozenset(content_words("process processing handle handling deal dealing complete completing "
                                          "consider considering accept accepting register registering make making "
                                          "provide providing give giving action actioning review reviewing"))
# where a forbidden condition ends: the action it would gate, a purpose, an exception
_CONDITION_END = re.compile(r"\b(?:before|when|whenever|in order|only to|so that|for|unless|except|other than|"
                            r"or else|as a condition)\b|[.;:!?(]", re.IGNORECASE)
_HOLD_UP = (r"refuse|refused|delay|delayed|withhold|withheld|deny|denied|suspend|suspended|block|blocked|hold up|"
            r"held up|conditional|conditioned")
_FORBIDS = re.compile(
    # "must not require the customer to speak to ...", "may not make the refund conditional on ...", "must not insist
    # that a customer explain why"
    rf"\b(?:{_NOT})\s+(?:\w+\s+){{0,2}}?(?:require|requiring|oblige|force|insist on|insist that|demand that|demand|"
    # "Never ask the customer to put the request in writing, to email another address, or to call a different number"
    rf"ask(?=\s+(?:[\w']+\s+){{0,3}}?to\s)|"
    rf"make\s+(?:\w+\s+){{0,8}}?(?:conditional|dependent|contingent) (?:on|upon))\s+(?P<a>[^.;]+)"
    # "a member who joined online must never be required to phone", "Members must not be asked for a doctor's note"
    rf"|\b(?:{_NOT})\s+be\s+(?:required|obliged|forced|made|asked)\s+(?:to|for)\s+(?P<b>[^.;]+)"
    # "Access may not be refused, delayed or made conditional because the patient owes the clinic money", "must not
    # withhold a transcript because of unpaid fines"
    rf"|\b(?:{_NOT})\s+(?:be\s+)?(?:[\w,]+\s+){{0,6}}?(?:{_HOLD_UP})\b(?:[^.;]*?)\b(?:because(?: of)?|on account of|"
    rf"on the grounds of|on|upon|until|due to|pending)\s+(?P<c>[^.;]+)"
    # "must not put up barriers such as requiring a visit in person"
    r"|\bbarriers?\s+(?:such as|like)\s+(?:requiring\s+|demanding\s+|insisting on\s+)?(?P<d>[^.;]+)",
    re.IGNORECASE)
# "because the customer declined to set up autopay": what was declined is the condition
_DECLINED = re.compile(r"^.*?\b(?:declined|declines|refused|refuses|did not|does not|didn't|doesn't|won't|would not|"
                       r"chose not)\s+(?:to\s+)?", re.IGNORECASE)
_UPTO = r"[^.;:!?\u2014\u2013]+"
# a condition the answer sets
_IMPOSES = re.compile(
    rf"\bonly\s+(?:if|once|after|when|upon|until|as soon as)\s+(?P<a>{_UPTO})"
    # what the customer does or what is done, not a time: "once you've downloaded it", "as soon as the balance is
    # paid", not "until that retention period ends"
    rf"|\b(?:until|as soon as|once)\s+(?P<b>(?:you|your|they|their|he|his|she|her|the customer|the member)\b{_UPTO}"
    rf"|[^.;:!?,]{{0,60}}?\b(?:is|are|has been|have been)\s+\w+(?:ed|en|id|ld|nt)\b[^.;:!?]*)"
    rf"|\b(?:will|'ll|can|could)\b[^.;:!?]{{0,40}}?\bafter\s+(?P<c>{_UPTO})"
    rf"|\b(?:i|we|you)(?:'ll|'d| will| would)?\s+(?:(?:first|just|also|still|only|really)\s+)?"
    rf"(?:need|needs|have|has)\s+(?:you\s+|them\s+)?to\s+"
    rf"(?:first\s+)?(?P<d>{_UPTO})"
    rf"|\byou\s+(?:must|should first|are required to)\s+(?:first\s+)?(?P<e>{_UPTO})"
    rf"|\bwe\s+(?:require|need)\s+(?:you\s+to\s+)?(?P<f>{_UPTO})"
    # "a good-faith payment of £50 is needed before ...", "that library fine needs clearing first", "the balance
    # will need paying"
    rf"|(?P<g>\b(?:[\w'$£€.-]+\s+){{1,5}}?)(?:is|are|will be)\s+(?:needed|required|necessary|mandatory)\b"
    rf"|(?P<h>\b(?:[\w'$£€.-]+\s+){{1,6}}?(?:will\s+)?(?:needs|need|has|have)\s+(?:to be\s+)?\w+(?:ing|ed))\b"
    # an instruction the rest depends on: "Just send us your last three bank statements and then we'll set it up",
    # "Install the app first"
    rf"|(?:^|[,;:!?\u2014\u2013]\s*|\s-\s|\b(?:just|please|simply|first)\s+)(?:send|bring|email|show|provide|upload|"
    rf"submit|install|download|fill in|complete|pay|settle|clear|visit|call|phone|ring|come in(?:to)?|pop in(?:to)?|"
    rf"reply with|tell us|tell me|let us know)"
    rf"\s+(?:us\s+|me\s+)?(?=[^.;:!?]*?\b(?:and then|and (?:we|i)(?:'ll| will| can)|then (?:we|i)|first|before|"
    rf"so (?:that )?(?:we|i) can)\b)"
    rf"(?P<j>{_UPTO})"
    # "we can only take it back in its original box"
    rf"|\bonly\s+(?:\w+\s+){{1,4}}?(?:with|in)\s+(?P<i>(?:its|the|your|their|an?)\s+{_UPTO})",
    re.IGNORECASE)
# refusing without it: "we can't release them without the balance being paid", "not until the rent is cleared"
_REFUSES_WITHOUT = re.compile(rf"(?:\bcannot|\bcan't|\bwon't|\bwill not|\bunable to)\b[^.;:!?]{{0,60}}?"
                              rf"\b(?:without|unless|until)\s+(?P<a>{_UPTO})|\bnot (?:until|before|unless)\s+"
                              rf"(?P<b>{_UPTO})", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"\s(?:and|but|so|because|since|then|or)\s|,", re.IGNORECASE)
# the parts of a claim that carry their own polarity: "To cancel you'll have to call us first - cancellations
# can't be done on the website"
_SEGMENT = re.compile(r"\s[\u2014\u2013-]\s|;|,\s*(?=(?:but|so|and)\s)")
# a condition that is asked about or reported, not set: "whether you need to call", "your friend told you ..."
_NOT_SET = re.compile(r"\b(?:whether|told you|heard|thought|if you'd like|if you want|if you prefer|you can choose|"
                      r"optional|no need|don't need|do not need|doesn't need|won't need|won't have to|"
                      r"don't have to|do not have to)\b", re.IGNORECASE)
_FILLER = frozenset(content_words("first able sure also just please make get go anything something thing things "
                                  "another done ready"))
# a person noun or a word that only says a person is meant: not what tells a qualifier or a condition apart
_PEOPLE = PERSON_STEMS | frozenset(content_words("adult adults individual individuals people someone anyone customer"))
# what a case denies of itself: "I joined in person rather than online", "I'm not in any vulnerable category"
_DENIED_IN_CASE = re.compile(r"\b(?:not|n't|rather than|instead of|no longer)\s+(?:[\w'-]+\s*){1,3}", re.IGNORECASE)
# the qualifier of a rule's subject: "A member | who joined online | must never be required to phone"
_QUALIFIER = re.compile(r"^\W*(?:an?|the|any|every|each|all)?\s*(?:[\w-]+\s+){0,2}?(?:who|that|which|whose)\s+"
                        r"(?P<q>[^,;]+?)\s+(?:must|may|shall|can|should|will|is|are|cannot)\b"
                        # a case the rule opens with: "Where an item was faulty on arrival, the refund must not ..."
                        r"|^\W*(?:where|if|when|for)\s+(?P<w>[^,;]{3,80}?),", re.IGNORECASE)
# the answer says its condition gates nothing the rule is about: "... but that doesn't affect the cancellation",
# "if you separately want to close the overdraft, ..."
_NOT_GATING = re.compile(r"\b(?:doesn't|does not|don't|do not|won't|will not|wouldn't|would not)\s+(?:affect|delay|"
                         r"hold up|stop|change|count against)\b|\bseparately\b|\bseparate\b|\bindependently\b|"
                         r"\bin the meantime\b|\bregardless\b", re.IGNORECASE)


class Condition(NamedTuple):
    """A condition named in a statement: its content words (stems, person nouns aside) and its text; for a forbidden
    condition, ``gated`` holds the words of the action it would gate: the verb, with its object when the verb is a
    generic one ("... to visit a branch in order to close an account" -> ``"close"``; "... before processing a
    cancellation" -> ``"processing a cancellation"``), or ``""``; the claim or the question must name one of them
    by its stem."""

    words: frozenset
    text: str
    gated: str = ""


def _plain(text: str) -> str:
    """The content words of ``text`` that do not name a person, as written: what word relatedness compares."""
    return " ".join(w for w in text.split() if content_words(w) and not content_words(w) & _PEOPLE)


def _condition(phrase: str, limit: int = 9) -> Optional[Condition]:
    phrase = re.sub(r"^\s*(?:but|and|so|then|though)\s+", "", phrase, flags=re.IGNORECASE)
    phrase = " ".join(_CLAUSE_BREAK.split(phrase, maxsplit=1)[0].split()[:limit])
    words = frozenset(content_words(phrase)) - PERSON_STEMS - _FILLER
    return Condition(words, phrase) if words else None


@lru_cache(maxsize=8192)
def forbidden_conditions(rule: str) -> tuple[Condition, ...]:
    """What a rule unit says may not be required, or may not hold the customer up, one :class:`Condition` per
    prohibition ("Staff must not require the customer to speak to the retentions team before the code is
    provided" -> ``{"speak", "retention", "team"}``; "Access may not be refused ... because the patient owes the
    clinic money for care" -> ``{"owe", "clinic", "money"}``; "... because the customer declined to set up
    autopay" -> ``{"set", "autopay"}``); empty if it forbids none (cached)."""
    out = []
    for m in _FORBIDS.finditer(rule):
        phrase = next(g for g in m.groups() if g)
        if m.group("c"):
            phrase = _DECLINED.sub("", phrase, count=1)
        # "requiring a visit in person only to make the request, or a notarised form": two conditions
        for part in re.split(r",?\s+or\s+|,\s+(?=to\s)", phrase):
            end = _CONDITION_END.search(part)
            found = _condition(part[: end.start()] if end else part, 10)
            gate = _GATED.match(part, end.start()) if end else None
            action = [w for w in gate.group("action").split()[:3] if content_words(w)] if gate else []
            if action and gate.group(0).lower().startswith(("to", "in order", "only to")) and not content_words(
                    action[0]) & _GENERIC_ACTION:
                action = action[:1]  # "in order to close an account": closing, whatever the account
            if found:
                out.append(found._replace(gated=" ".join(action)))
    return tuple(out)


@lru_cache(maxsize=8192)
def imposed_conditions(claim: str) -> tuple[Condition, ...]:
    """The conditions a claim sets, one :class:`Condition` per condition ("records are released only once
    outstanding balances are paid" -> ``{"outstand", "balanc", "paid"}``; "I need to transfer you to our
    retentions team" -> ``{"transfer", "retention", "team"}``). Each part of the claim (split at a dash, a
    semicolon, ", but/so/and") is read on its own: a negated part sets a condition only by refusing without it
    ("we can't proceed without your authorisation", "not until the rent is cleared"). Empty for a question or a
    reported or optional condition ("you don't have to call") (cached)."""
    if claim.rstrip().endswith("?") or _NOT_SET.search(claim):
        return ()
    out = []
    for part in _SEGMENT.split(claim):
        matches = _REFUSES_WITHOUT.finditer(part) if polarity(part).negated else _IMPOSES.finditer(part)
        out.extend(w for m in matches if (w := _condition(next(g for g in m.groups() if g))))
    return tuple(out)


def _action_related(claim: str, condition: Condition, rule: str, related: Optional[Related]) -> bool:
    """A word of the claim outside its condition is close in meaning to a word of the rule ("released" and
    "delayed" in "records are released only once ..." against "Access may not be refused, delayed ...")."""
    if related is None:
        return False
    own = frozenset(condition.text.lower().split())
    return any(related(w, rule) for w in dict.fromkeys(claim.lower().split())
               if w not in own and content_words(w) and not content_words(w) & PERSON_STEMS)


def _qualifier_met(rule: str, case: str, related: Optional[Related]) -> bool:
    """The case (question and answer) meets the qualifier of the rule's subject, or the subject has none: every word
    of the qualifier that is not a person noun is shared with the case or, with ``related``, close in meaning to one
    of its words at cosine >= 0.5 ("A member who joined online" and "I signed up on your website"; not "I signed
    up at the front desk", nor "I joined in person rather than online"). A case the rule opens with ("Where an
    item was faulty on arrival, ...") is a qualifier too. What the case denies does not count: "not", "rather than",
    "instead of" and "no longer" drop the three words after them."""
    m = _QUALIFIER.search(rule)
    if m is None:
        return True
    wanted = _plain(m.group("q") or m.group("w")).split()
    case = _DENIED_IN_CASE.sub(" ", case)
    have = frozenset(content_words(case))
    return all(content_words(w) & have or (related is not None and related(w, _plain(case), 0.5)) for w in wanted)


def imposed_condition_conflict(c: Statement, query: str, units: Sequence[Statement], scope: Sequence[int],
                               cosines: Optional[Sequence[float]] = None, related: Optional[Related] = None,
                               answer_claims: Sequence[str] = ()) -> Optional[Conflict]:
    """The claim ``c`` makes a condition of what a rule unit in ``scope`` forbids requiring.

    The condition is the forbidden one when the two share a content word (a person noun aside), or when a word of
    the condition is close in meaning to one of the forbidden condition (``related``: "call" and "phone", "paid"
    and "owes") and the question names the forbidden condition or the claim shares a word with the rest of the
    rule ("I still owe you $180" and "only once outstanding balances are paid" against "because the patient owes
    the clinic money"). The rule unit must be about the same action: two shared condition words, a content word
    of the rest of the unit shared with the claim or the question, the claim's cosine with the unit >= 0.45
    (``cosines``, indexed like ``units``), or a related word. Not a conflict: a claim that names the rule's
    exception ("unless ..."), or a case that does not meet the qualifier of the rule's subject ("A member who
    joined online ..." and "I signed up at the front desk"), or a claim about another action than the one the
    condition would gate ("... to a branch to get it opened" against "... a branch in order to close an account").

    Args:
        c: the answer's claim.
        query: the user's question.
        units: every rule unit of the interaction; ``scope`` indexes this chunk's units.
        cosines: cosine similarity of the claim with each unit, in [-1, 1].
        related: word relatedness (:data:`~fairforge_core.judges.needs.Related`).
        answer_claims: the answer's claims; with the claim and the question they must name the action the rule's
            condition would gate, when it names one (:attr:`Condition.gated`: "We'll investigate, but a payment of
            $50 is needed first" and "... before investigating a dispute"), and none may say that the condition
            gates nothing ("... but that doesn't affect the cancellation", "if you separately want to ...").

    Returns:
        a :class:`Conflict` with confidence 0.75, or ``None``.
    """
    imposed = imposed_conditions(c.text)
    if not imposed or any(_NOT_GATING.search(x) for x in (c.text, *answer_claims)):
        return None
    query_words = frozenset(content_words(query or ""))
    answer_words = frozenset().union(*(content_words(x) for x in answer_claims))
    for b in scope:
        u = units[b]
        for forbidden in forbidden_conditions(u.text):
            for x in imposed:
                shared = x.words & forbidden.words
                rest = frozenset(u.words) - forbidden.words - x.words
                linked = bool(rest & (frozenset(c.words) | query_words))
                if not shared and not ((forbidden.words & query_words or linked) and related is not None and any(
                        related(w, _plain(forbidden.text)) for w in _plain(x.text).split())):
                    continue
                if len(shared) < 2 and not linked and not (cosines is not None and cosines[b] >= 0.45) \
                        and not _action_related(c.text, x, u.text, related):
                    continue
                exception = polarity(u.text).exception
                if exception and frozenset(c.words) & frozenset(content_words(exception)):
                    continue
                if not _qualifier_met(u.text, f"{query} {c.text}", related):
                    continue
                if forbidden.gated and not related_words(content_words(forbidden.gated),
                                                         answer_words | c.words | query_words):
                    # "... to a branch to get it opened" against "... a branch in order to close an account" (by
                    # stems, not by meaning: "open" and "close" are close in meaning)
                    continue
                named = " ".join(sorted(shared)) if shared else x.text
                return Conflict(b, c.text, f'imposes what the rule forbids requiring: the rule says '
                                           f'"{u.text.strip().rstrip(".")}", the answer makes it a condition '
                                           f'({named})', 0.75)
    return None


# a rule that names the one step that suffices: "The customer only needs to contact the new provider", "need only
# give notice", "All you have to do is tell the new supplier"
_SUFFICES = re.compile(r"\b(?:only|just)\s+(?:needs?|has|have)\s+to\s+(?P<a>[^.;]+)|\bneeds?\s+only\s+(?:to\s+)?"
                       r"(?P<b>[^.;]+)|\ball\s+(?:[\w']+\s+){1,3}?(?:needs?|has|have)\s+to\s+do\s+is\s+"
                       r"(?:to\s+)?(?P<c>[^.;]+)", re.IGNORECASE)


def sufficient_step(rule: str) -> Optional[Condition]:
    """The one step a rule unit says is enough ("The customer only needs to contact the new provider; the new
    provider arranges the switch" -> ``{"contact", "new", "provid"}``), or ``None``."""
    m = _SUFFICES.search(rule)
    if not m:
        return None
    return _condition(next(g for g in m.groups() if g))


def extra_step_conflict(c: Statement, units: Sequence[Statement], scope: Sequence[int],
                        cosines: Optional[Sequence[float]] = None) -> Optional[Conflict]:
    """The claim ``c`` sets a condition (:func:`imposed_conditions`) that shares no content word with the one step a
    rule unit in ``scope`` says is enough: "you must call us first to cancel and request a switching code" against
    "The customer only needs to contact the new provider". The claim must be about the unit: a content word of the
    unit outside the step shared with the claim, or cosine >= 0.45 (``cosines``, indexed like ``units``).

    Returns:
        a :class:`Conflict` with confidence 0.7, or ``None``.
    """
    imposed = imposed_conditions(c.text)
    if not imposed:
        return None
    for b in scope:
        step = sufficient_step(units[b].text)
        if step is None:
            continue
        rest = frozenset(units[b].words) - step.words
        if not (rest & frozenset(c.words)) and not (cosines is not None and cosines[b] >= 0.45):
            continue
        for x in imposed:
            if not x.words & step.words:
                return Conflict(b, c.text, f'adds a step the rule does not require: the rule says '
                                           f'"{units[b].text.strip().rstrip(".")}", the answer requires '
                                           f'"{x.text}"', 0.7)
    return None


__all__ = ["Condition", "extra_step_conflict", "forbidden_conditions", "imposed_condition_conflict",
           "imposed_conditions", "sufficient_step"]
