"""Time-window events: what a clock time in an answer is the time of, and what a rule's allowed window is for, so
that the time check compares a time only with a window of the same event.

Example: in "We will call you at 7 p.m. to confirm your return" the time belongs to "will call you at 7 p.m."
(:func:`timed_event`, up to four words either side, before the purpose); "Collection calls may only be made between
8 a.m. and 9 p.m." is a window for a collection call (:func:`window_event`: ``{"collection", "call"}`` plus the other
words for calling), so "the refund is processed at 11 p.m." is not held against it. "You can call us at 10 p.m." is
the customer calling the company (:data:`INBOUND`), not a call the rule restricts.
"""

from __future__ import annotations

import re

from fairforge_core.judges.statements import PERSON_STEMS, STAFF_STEMS
from fairforge_core.judges.text import content_words
from fairforge_core.judges.times import ClockTime, Window


def timed_event(text: str, t: ClockTime, width: int = 4) -> str:
    """The words a clock time is attached to: up to ``width`` words before it and after it, within its clause and
    before a purpose ("We'll call you at 7 p.m. to confirm your return" -> "We'll call you at 7 p.m.")."""
    left = re.split(r"[,;:]|\b(?:and|but|so|when|once|after|before|while)\b", text[: t.start])[-1].split()[-width:]
    right = re.split(r"[,;:.]|\b(?:and|but|so|if|when|once|after|before|while|to)\b", text[t.end :])[0].split()[:width]
    return " ".join(left + [t.text] + right)


def window_event(unit: str) -> set:
    """What a time window is for: the content words of the subject before the rule's verb ("collection", "call" in
    "Collection calls may only be made between 8 a.m. and 9 p.m."), without words for time itself; empty when the
    rule has no such subject ("Do not call before 8 a.m.")."""
    m = WINDOW_SUBJECT.match(unit)
    event = content_words(m.group("np")) - _TIME_WORDS if m else set()
    head = content_words(re.split(r"\b(?:to|for|of|with|on|in|from)\b", m.group("np"), maxsplit=1)[0]) if m else set()
    if head and head <= PERSON_STEMS | STAFF_STEMS | {"debt", "our"}:
        # "Our agents may only call customers between ...", "Debt collectors may ...": the act is the event
        event |= content_words(re.split(r"\b(?:between|from|before|after|until)\b", unit[m.end():],
                                        maxsplit=1)[0]) - _TIME_WORDS
    return event | CALL_WORDS if event & CALL_WORDS else event


WINDOW_SUBJECT = re.compile(r"^(?P<np>(?:[A-Za-z][\w'-]*\s+){0,4}?[A-Za-z][\w'-]*)\s+(?:is|are|may|must|can|should|"
                            r"shall|will|open|run|take place)\b", re.IGNORECASE)
# a passive whose subject is the timed event ("calls will be placed at", "the appointment is booked for")
PLACED = re.compile(r"\b(?:be|been|is|are|was|were)\s+(?:placed|made|scheduled|booked|set|arranged|attempted|"
                    r"planned|held)\b", re.IGNORECASE)
CALL_WORDS = frozenset({"call", "phone", "ring", "dial", "callback", "contact", "reach"})
_TIME_WORDS = frozenset({"hour", "hours", "time", "times", "window", "period", "opening"})
# the customer contacting the company: "you can call us", "you're welcome to ring our line", "call our support line"
INBOUND = re.compile(r"\b(?:you|you're|you'll)\b(?:\s+\w+){0,4}?\s+(?:call|ring|phone|contact|reach|text|email|"
                     r"chat|message|write|speak|talk)\w*\s+(?:(?:with|to)\s+)?(?:us|our|me|the (?:store|shop|"
                     r"branch|office|team|desk|line))\b|\b(?:call|ring|phone|contact|reach|chat|talk|speak|write)\w*\s+"
                     r"(?:(?:with|to)\s+)?(?:us|our)\b",
                     re.IGNORECASE)


def w_start(text: str, w: Window) -> int:
    i = text.find(w.text)
    return i if i >= 0 else -1


def w_end(text: str, w: Window) -> int:
    i = text.find(w.text)
    return i + len(w.text) if i >= 0 else -1


def fmt_minutes(m: int) -> str:
    h, mm = divmod(m % (24 * 60), 60)
    suffix = "a.m." if h < 12 else "p.m."
    h12 = h % 12 or 12
    return f"{h12}:{mm:02d} {suffix}" if mm else f"{h12} {suffix}"
