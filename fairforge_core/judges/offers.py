"""A further offer: the answer makes another retention offer where the rule allows one, after the customer has
declined the first or said they want none.

Example: "One retention offer (for example a discount or a pause) may be made per cancellation request. Once the
member declines it, or has already said they do not want offers, the cancellation is processed at once, with no
further offers or questions." The first turn of a session offers "3 months at half price" (allowed), the member
answers "No thanks, please cancel it", and a later answer says "Just one more thing before I do: I could give you a
free month if you stay with us": the second offer conflicts. This needs the session's earlier turns
(``JudgeRequest.history``); the same answer as a first turn is the one offer the rule allows, unless the question
itself says the member wants no offers ("I don't want any offers, just cancel").

An *offer* is a sentence of the assistant that proposes something ("would you like", "how about", "I could give
you", "if you stay") and names an incentive (a discount, a free month, half price, a percentage, a pause, a credit,
a lower price). A *decline* is a user turn after the offer that starts with a refusal ("No", "No thanks", "Not
interested") or asks again for the cancellation ("Cancel it now").
"""

from __future__ import annotations

import re
from typing import Optional

from fairforge_core.judges.statements import Conflict, Statement
from fairforge_core.judges.text import split_sentences

# a rule that allows one offer or forbids further ones: "One retention offer ... may be made per cancellation
# request", "no further offers", "must not make a second offer", "only one discount may be offered"
_ONE_OFFER = re.compile(
    r"\b(?:(?:only |at most |no more than )?(?:one|a single)\s+(?:[\w-]+\s+){0,2}?(?:offers?|discounts?|incentives?)"
    r"(?:\s+[\w(),.-]+){0,12}?\s+(?:may|can|is|per|allowed)\b|"
    r"no (?:further|more|other|additional|second|repeated) (?:[\w-]+ )?(?:offers?|discounts?|incentives?)|"
    r"(?:must|may|should|shall) not (?:make|repeat|give) (?:another|a second|further|more|repeated) "
    r"(?:[\w-]+ )?(?:offers?|discounts?|incentives?))", re.IGNORECASE)
# the assistant proposes something
_PROPOSES = re.compile(
    r"\b(?:would you (?:like|prefer|consider|rather)|how about|what about|do you want|(?:i|we) (?:can|could|'d|would|"
    r"will|'ll|am able to|are able to) (?:also )?(?:give|offer|throw in|let you have|knock|take|add|pause|do)\b|"
    r"(?:if|should) you (?:stay|remain|keep (?:it|your|the))|to stay with us|instead\?|change your mind)",
    re.IGNORECASE)
# ... with an incentive
_INCENTIVE = re.compile(r"(?:\b(?:discount\w*|free|half[- ]price|half off|percent|cheaper|reduced|lower (?:price|rate)|"
                        r"pause|paus(?:e|ing) (?:it|your|the)|credit|months? (?:at|for|of)|price|deal|offer)\b|"
                        r"\d+\s?%|\$\s?\d)", re.IGNORECASE)
# the user declines or asks again to cancel
_DECLINES = re.compile(r"^\W*(?:no\b|nope\b|not interested|no,? thanks?|no,? thank you|i'?m not interested|"
                       r"i (?:don'?t|do not) want (?:it|that|this|any|the|an|your)\b)|"
                       r"\b(?:just|please|now)?\s*cancel (?:it|my|the|this)\b", re.IGNORECASE)
# the user says they want no offers: "I don't want any offers", "no offers, please", "not interested in deals"
_NO_OFFERS = re.compile(r"\b(?:(?:don'?t|do not) want (?:any |to hear (?:any )?|your )?(?:offers?|deals?|discounts?)|"
                        r"no (?:more )?(?:offers?|deals?|discounts?)(?:,)? please|not interested in (?:any )?"
                        r"(?:offers?|deals?|discounts?))\b", re.IGNORECASE)


def is_offer(text: str) -> bool:
    """Whether an assistant ``text`` makes an offer: one sentence proposes something and names an incentive ("Before
    I do: would you like 3 months at half price instead?", "I could give you a free month if you stay with us");
    "Your plan costs $39 a month" proposes nothing."""
    return any(_PROPOSES.search(s) and _INCENTIVE.search(s) for s in split_sentences(text))


def declined_offer(history: tuple[tuple[str, str], ...], query: str) -> bool:
    """Whether an earlier assistant turn of ``history`` (``(query, answer)`` pairs, oldest first) made an offer that
    a later user turn (a later turn's question, or ``query``) declined."""
    for i, (_q, answer) in enumerate(history):
        if is_offer(answer):
            later = [q for q, _ in history[i + 1 :]] + [query]
            if any(_DECLINES.search(q) for q in later):
                return True
    return False


def further_offer_conflict(c: Statement, query: str, history: tuple[tuple[str, str], ...], units: list[Statement],
                           scope: list[int]) -> Optional[Conflict]:
    """The claim makes an offer where a unit of ``scope`` allows one or forbids further ones, after the customer
    declined an earlier offer of the session (``history``) or said in ``query`` that they want none.

    Returns:
        a :class:`Conflict` ("makes a further offer after the customer declined one" / "... said they want no
        offers"), or ``None``. A first offer with nothing declined, or a claim that proposes no incentive, never
        fires.
    """
    if c.polarity.negated or not is_offer(c.text):
        return None
    if declined_offer(history, query):
        why = "makes a further offer after the customer declined one"
    elif _NO_OFFERS.search(query):
        why = "makes an offer after the customer said they want none"
    else:
        return None
    for b in scope:
        if _ONE_OFFER.search(units[b].text):
            return Conflict(b, c.text, why, 0.8)
    return None
