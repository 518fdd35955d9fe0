"""Requests to the customer: the answer asks for something a rule forbids asking for (a named piece of information,
or a reason where the rule says none is needed).

Example: "Please type your 4-digit PIN" against "Agents must not ask a member for their full card number or their
PIN" conflicts (:func:`request_conflict`: "asks for what the rule forbids asking for: their PIN"); "Once you tell me
why you need it, I can send it" demands a reason, which conflicts with "No reason is needed" for the same request.
"Don't tell me your PIN", "type your PIN into the card machine" and an optional "you can tell us why if you like"
are not requests.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Optional

import numpy as np

from fairforge_core.judges.statements import Conflict, Statement
from fairforge_core.judges.text import content_words, stem, words


def request_conflict(c: Statement, units: list[Statement], scope: list[int],
                     cosines: Optional[np.ndarray] = None, context_words: frozenset = frozenset()
                     ) -> Optional[Conflict]:
    """The answer asks the customer for something a rule forbids asking for: a named piece of information ("please
    type your 4-digit PIN" against "Agents must not ask a member for their full card number or their PIN"), or a
    reason where the rule says none is needed ("once you tell me why you need it" against "may not require the
    patient to explain the reason"; "objections do need a justification" against "no reason is needed"). A reason
    is asked about something: the claim must share a word with the rule besides the reason, or be close to it
    (cosine ``cosines[b]`` >= 0.25), so that "tell us why the repair failed" is not held against "no reason is
    needed" for data access requests. A circumstance the rule gives ("must not ask about a customer's income when
    handling a complaint") must be the case: at least half of its content words in the claim or in
    ``context_words`` (the user's question)."""
    asked, wants_reason, asked_texts = _requests_in(c.text)
    if not asked and not wants_reason:
        return None
    for b in scope:
        text = units[b].text
        if wants_reason and _NO_REASON.search(text) and ((c.words & units[b].words) - _REASON_WORDS or (
                cosines is not None and float(cosines[b]) >= 0.25)):
            # the answer and the rule share what the request is about, besides the reason itself
            return Conflict(b, c.text, "asks for a reason the rule says is not needed", 0.8)
        for m in _FORBIDDEN_ASK.finditer(text):
            # what may not be asked for, without the circumstances ("about a customer's income when handling a
            # complaint" forbids asking about income)
            obj, *circumstance = re.split(r"\b(?:when|whenever|if|while|during|unless|before|after|because|since)\b",
                                          m.group("obj"), maxsplit=1, flags=re.IGNORECASE)
            case = content_words(circumstance[0]) if circumstance else set()
            if case and 2 * len(case & (c.words | context_words)) < len(case):
                continue  # another circumstance: asking for income for a mortgage application, not in a complaint
            for part in re.split(r",|\bor\b|\band\b", obj):
                ws = {stem(w) for w in words(part) if content_words(w)} - _FORBIDDEN_OBJECT_STOP
                if not ws:
                    continue
                for what, raw in zip(asked, asked_texts):
                    if ws <= what or _whole_item(ws, what, raw):  # all of "full card number", not "order number"
                        return Conflict(b, c.text, f"asks for what the rule forbids asking for: "
                                        f"{part.strip()}", 0.85)
    return None


def _whole_item(ws: set, what: frozenset, raw: str) -> bool:
    """A request for the item itself asks for all of it: "your password" is the "full password" a rule forbids. Only
    when the rule's other words just say "all of it" (full, complete, entire, ...), the request names no part ("the
    last four digits", "the year of your date of birth", "your salary band") and the item's words come together in
    it, right after "your" or "the" ("read me your online banking password", not "the order number printed on your
    card receipt")."""
    item = ws - _WHOLE
    if item == ws or not item <= what or what & _PARTIAL:
        return False
    tokens = [stem(w) for w in words(raw)]
    n = len(item)
    return any(set(tokens[i: i + n]) == item for i in range(len(tokens) - n + 1))


@lru_cache(maxsize=4096)
def _requests_in(text: str) -> tuple[tuple[frozenset, ...], bool, tuple[str, ...]]:
    """What an answer's claim asks the customer for (the content words after each request, and the same text as
    written) and whether it demands a reason; once per distinct claim, however many chunks it is compared with. A
    question whether something was done ("could you confirm whether you've changed your password") asks for no
    item."""
    optional = _OPTIONAL.search(text)  # "you can tell us why if you like, but it's entirely optional"
    # not "please never type your PIN", "don't tell me your PIN", "type your PIN into the card machine"
    found = [] if optional else [m.group("what") for m in _ASKS.finditer(text)
                                 if not _NEGATED_BEFORE.search(text[max(0, m.start() - 40):m.start("what")])
                                 and not _TO_A_DEVICE.search(m.group("what"))
                                 and not re.match(r"\s*(?:whether|if)\b", m.group("what"), re.IGNORECASE)]
    asked = tuple(frozenset(content_words(w)) for w in found)
    offer = _OFFER.search(text)  # "we can waive it if you tell us why"; not "we can only cancel if you tell us"
    offer = offer if offer and not re.search(r"\bonly\b", text[: offer.start()], re.IGNORECASE) else None
    wants_reason = not optional and not offer and any(
        not _NEGATED_BEFORE.search(text[max(0, m.start() - 40):m.start()]) for m in _REASON_DEMAND.finditer(text))
    return asked, wants_reason, tuple(found)


# a request to the customer and what it asks for: "please type your 4-digit PIN", "can you tell me your password",
# "what is your card number"
_ASKS = re.compile(r"(?:\b(?:please|kindly|could you|can you|would you|i need you to|i'll need you to|you'll need to|"
                   r"you need to|just)\s+(?:\w+\s+){0,2}?(?:tell|give|send|provide|type|enter|read|share|confirm|say|"
                   r"spell|key in)\w*|\bwhat(?:'s| is) your)\b(?P<what>[^.;?!]{0,60})", re.IGNORECASE)
# a rule that forbids asking for something: "must not ask a member for their full card number or their PIN",
# "never ask the customer to read out their password", "must not ask applicants about their religion"
_FORBIDDEN_ASK = re.compile(r"(?:\b(?:not|never)|n't)\s+(?:(?:ever|also|then|directly)\s+)?(?:ask|request|require|"
                            r"demand|prompt|enquire|inquire)\w*"
                            r"\s+(?:\w+\s+){0,3}?(?:for|about|to (?:give|provide|share|tell|read out|read|disclose|"
                            r"enter|type|say|confirm))\s+(?P<obj>[^.;:]{1,80})", re.IGNORECASE)
# a rule that says no reason is needed or may not be asked for
_NO_REASON = re.compile(r"\bno (?:particular )?(?:\w+ or )?(?:reason|justification|explanation)s? (?:is|are) "
                        r"(?:needed|required|necessary)|(?:\b(?:not|never)|n't)\s+(?:\w+\s+){0,2}?(?:require|ask|"
                        r"make|force)\w*\s+(?:\w+\s+){0,3}?(?:to\s+)?(?:explain|justify|give|state|provide)\w*\s+"
                        r"(?:\w+\s+){0,2}?(?:reason|why|justification)|(?:\b(?:not|never)|n't)\s+ask\w*\s+"
                        r"(?:\w+\s+){0,3}?why\b|\bwithout (?:giving|stating|providing) (?:a |any )?reason",
                        re.IGNORECASE)
# the answer demands a reason from the customer: "tell me why", "once you tell me why", "we'll need a reason",
# "do need a justification", "weigh your reasons" (not "a letter explaining the reason", which the company gives)
_REASON_DEMAND = re.compile(r"\b(?:tell|explain(?: to)?|let) (?:me|us) (?:know )?why\b|\b(?:tell|explain|give)\w* "
                            r"(?:me|us) (?:the|a|your) (?:reason|justification)|\byou (?:\w+ ){0,2}?(?:tell|explain|"
                            r"give|provide|state)\w* (?:me |us )?(?:why|the reason|a reason|your reason|a "
                            r"justification)\b|\b(?:we|i)(?:'ll| will)? (?:\w+ )?(?:need|require) (?:a |an |your )?"
                            r"(?:reason|justification|explanation)\b|\b(?:do|does) need (?:a |an )?(?:reason|"
                            r"justification)\b|\bweigh your reasons\b", re.IGNORECASE)
# an optional request ("you can tell us why if you like, but it's entirely optional")
_OPTIONAL = re.compile(r"\b(?:optional|if you(?:'d)? (?:like|want|wish|prefer)|you don't have to|no need to|"
                       r"only if you want)\b", re.IGNORECASE)
# an offer made on a condition ("we can waive it if you tell us why")
_OFFER = re.compile(r"\bif you (?:tell|let|give|explain)\b", re.IGNORECASE)
_TO_A_DEVICE = re.compile(r"\b(?:into|on|at|in) the (?:card |login |sign-in |payment )?(?:machine|reader|terminal|"
                          r"keypad|pin pad|device|atm|page|screen|website|site|app|portal|form)\b",
                          re.IGNORECASE)
_REASON_WORDS = frozenset(stem(w) for w in "reason why explain justification need tell give require".split())
_WHOLE = frozenset(stem(w) for w in "full complete entire whole actual exact".split())
_PARTIAL = frozenset(stem(w) for w in "last first character characters digit digits part portion piece year month "
                     "band range bracket".split())
_FORBIDDEN_OBJECT_STOP = frozenset({"their", "your", "his", "her", "customer", "member", "caller"})
_NEGATED_BEFORE = re.compile(r"(?:\b(?:not|no|never|without)|n't)\b[^.;,]*$", re.IGNORECASE)
