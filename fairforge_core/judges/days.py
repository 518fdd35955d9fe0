"""Days of the week: the weekdays a text names, and a day a rule excludes named by the answer for the same event.

Example: "No collection calls are placed on Sundays" against "I've booked a call for Sunday at 3 p.m." conflicts
(:func:`day_conflict`: "on a day the rule excludes: Sunday"), while "no surcharge for deliveries on Sundays" says
nothing of a Sunday call. ``days_overlap("a call on Wednesday", "Saturday: 9 a.m. to 5 p.m.")`` is false, so the
time check does not compare a Wednesday call with Saturday's hours; "Monday to Friday" names the five weekdays.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Optional

from fairforge_core.judges.statements import Conflict, Statement, related_words
from fairforge_core.judges.text import content_words, stem, words
from fairforge_core.judges.windows import CALL_WORDS, INBOUND

_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAY_RANGE = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\s+(?:to|through|-|–|until)\s+"
                        r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b", re.IGNORECASE)


def day_conflict(c: Statement, units: list[Statement], scope: list[int]) -> Optional[Conflict]:
    """A day the rule excludes ("No collection calls are placed on Sundays", "Agents must never phone customers at
    weekends") named by the answer for the same event ("I've booked a call for Sunday at 3 p.m."). The event is
    what the negation governs (the words after "no"/"never" up to the verb or a preposition: "collection calls",
    "phone customers"; not "surcharge" in "no surcharge for deliveries on Sundays"), and it must be named in the
    clause of the answer that names the day; a rule that also sets hours is left to the time check, and the
    customer contacting the company is not restricted."""
    if c.polarity.negated or INBOUND.search(c.text):
        return None
    named = _days(c.text)
    if not named:
        return None
    for b in scope:
        u = units[b]
        ban = _DAY_BAN.search(u.text) if u.polarity.negated and not (u.times or u.windows) else None
        banned = _days(ban.group(0)) & named if ban else set()
        if not banned:
            continue
        # the act that is banned: the verb of "never phone customers", the head noun of "no collection calls"
        said = [stem(w) for w in words(ban.group("event")) if content_words(w)]
        verb_form = not re.match(r"no\b", ban.group(0), re.IGNORECASE)
        event = {said[0] if verb_form else said[-1]} if said else set()
        if event & CALL_WORDS:
            event |= CALL_WORDS
        day = re.search(rf"\b{sorted(banned)[0]}s?\b", c.text, re.IGNORECASE)
        if day is None:
            continue
        left = re.split(r"[,;:]|\b(?:and|but|so|while)\b", c.text[: day.start()])[-1].split()[-5:]
        right = re.split(r"[,;:.]|\b(?:and|but|so|while|is|are|was|were|will|be)\b", c.text[day.end():])[0].split()[:4]
        if related_words(content_words(" ".join(left + right)) - _DAY_WORDS, event):
            return Conflict(b, c.text, f"on a day the rule excludes: {sorted(banned)[0].capitalize()}", 0.85)
    return None


# a day a rule excludes: "No collection calls are placed on Sundays", "never call on weekends", "closed on Sundays"
_DAY_BAN = re.compile(r"(?:\b(?:no|not|never|closed)|n't)\s+(?:be\s+)?(?P<event>(?:(?!on\b|at\b|for\b|to\b|in\b|"
                      r"during\b|before\b|after\b|is\b|are\b|will\b|may\b|can\b)[\w'-]+\s+){1,3})"
                      r"(?:[^.;]{0,40}?\s)?(?:on|at|during)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|"
                      r"weekends?)\b", re.IGNORECASE)
_DAY_WORDS = frozenset(_DAYS) | frozenset(d + "s" for d in _DAYS) | {"weekend", "day"}


@lru_cache(maxsize=4096)
def _days(text: str) -> frozenset[str]:
    """Weekdays a text names, with ranges ("Monday to Friday") expanded."""
    low = text.lower()
    out = {d for d in _DAYS if re.search(rf"\b{d}s?\b", low)}
    for m in _DAY_RANGE.finditer(low):
        i, j = _DAYS.index(m.group(1)), _DAYS.index(m.group(2))
        out |= set(_DAYS[i : j + 1] if i <= j else _DAYS[i:] + _DAYS[: j + 1])
    if re.search(r"\bweekdays?\b", low):
        out |= set(_DAYS[:5])
    if re.search(r"\bweekends?\b", low):
        out |= {"saturday", "sunday"}
    return frozenset(out)


def days_overlap(claim: str, unit: str) -> bool:
    """False only when both texts name weekdays and none is shared."""
    a, b = _days(claim), _days(unit)
    return not a or not b or bool(a & b)
