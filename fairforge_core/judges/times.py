"""Clock times and allowed time windows ("between 8 a.m. and 9 p.m.", "no calls before 8:00 a.m. or after 9:00
p.m.", "from 9 a.m. to 8 p.m.") in minutes after midnight.

Rules: a range after "between"/"from" is an allowed window unless a negation ("no", "not", "never", "banned",
"prohibited") precedes it in the same clause, in which case it is a forbidden window and the allowed window is its
complement; "before A ... after B" in a negative clause allows [A, B]. A time with no a.m./p.m. marker takes the
marker of its range partner, or p.m. when the text says "tonight"/"this evening".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_CLOCK = re.compile(
    r"\b(?P<h>[01]?\d|2[0-3])(?:[:.h](?P<m>[0-5]\d))?(?:\s*(?P<ap>a\.?\s?m\.?(?![a-z])|p\.?\s?m\.?(?![a-z])|am\b|pm\b|o'clock))?"
    r"(?P<tail>\s+(?:in the (?:morning|evening|afternoon)|at night|tonight|this (?:evening|morning|afternoon)))?"
    r"|\b(?P<word>noon|midday|midnight|mediod[ií]a|medianoche)\b",
    re.IGNORECASE,
)
_NEG = re.compile(r"\b(?:no|not|never|banned|prohibited|forbidden|may not|must not|cannot|can't|nunca|"
                  r"prohibid[oa]s?)\b",
                  re.IGNORECASE)
MINUTES_PER_DAY = 24 * 60


@dataclass(frozen=True)
class ClockTime:
    minutes: int
    text: str
    start: int
    end: int
    explicit: bool  # carried an a.m./p.m. marker or was a 24-hour time


def _to_minutes(h: int, m: int, ap: str, tail: str, context_pm: bool) -> tuple[int, bool]:
    ap = (ap or "").lower().replace(".", "").replace(" ", "")
    tail = (tail or "").lower()
    explicit = bool(ap and ap != "o'clock") or h >= 13 or h == 0
    if ap == "pm" or (not explicit and any(w in tail for w in ("evening", "night", "tonight", "afternoon"))):
        if h < 12:
            h += 12
        explicit = True
    elif ap == "am" or (not explicit and "morning" in tail):
        if h == 12:
            h = 0
        explicit = True
    elif not explicit and context_pm and 1 <= h <= 11:
        h += 12
    return h * 60 + m, explicit


def extract_times(text: str) -> list[ClockTime]:
    """Clock times in ``text`` (bare numbers need a.m./p.m., a minutes part, "o'clock" or a time-of-day word)."""
    context_pm = bool(re.search(r"\b(?:tonight|this evening|esta noche)\b", text, re.IGNORECASE))
    out = []
    for m in _CLOCK.finditer(text):
        if m.group("word"):
            w = m.group("word").lower()
            out.append(ClockTime(0 if "night" in w or "noche" in w else 12 * 60, m.group(0), m.start(), m.end(), True))
            continue
        h, mm = int(m.group("h")), int(m.group("m") or 0)
        if not (m.group("ap") or m.group("m") or m.group("tail") or context_pm):
            continue
        if m.group("m") and not m.group("ap") and m.group(0).count(".") and not m.group("tail"):
            # "7.95" is money, not a time, unless marked
            if not context_pm:
                continue
        minutes, explicit = _to_minutes(h, mm, m.group("ap"), m.group("tail"), context_pm)
        out.append(ClockTime(minutes, m.group(0).strip(), m.start(), m.end(), explicit))
    return out


@dataclass(frozen=True)
class Window:
    """Allowed minutes ``[start, end]`` (``start > end`` wraps past midnight)."""

    start: int
    end: int
    text: str

    def contains(self, minute: int) -> bool:
        if self.start <= self.end:
            return self.start <= minute <= self.end
        return minute >= self.start or minute <= self.end


_RANGE_LEAD = re.compile(r"(?:\bbetween|\bfrom|\bde|\bentre|\bdesde)\s*$", re.IGNORECASE)
_RANGE_JOIN = re.compile(r"^\s*(?:and|to|until|till|through|-|–|y|a|hasta)\s*$", re.IGNORECASE)
_BEFORE_LEAD = re.compile(r"\b(?:before|antes de)\s*$", re.IGNORECASE)
_AFTER_JOIN = re.compile(r"^\s*,?\s*(?:or|and|nor|o|y|ni)\s+(?:after|later than|despu[eé]s de)\s*$", re.IGNORECASE)


def extract_windows(text: str) -> list[Window]:
    """Allowed windows stated in ``text`` (see the module docstring)."""
    from fairforge_core.judges.text import split_sentences

    out: list[Window] = []
    for sentence in split_sentences(text):
        for clause in re.split(r";\s+", sentence):
            times = extract_times(clause)
            for t1, t2 in zip(times, times[1:]):
                between = clause[t1.end : t2.start]
                before = clause[: t1.start]
                a, b = t1.minutes, t2.minutes
                if _BEFORE_LEAD.search(before) and _AFTER_JOIN.match(between):
                    out.append(Window(a, b, clause[t1.start - 7 : t2.end].strip()))
                    continue
                bare = between.strip().lower() in ("-", "–", "to", "until", "till", "through", "a", "hasta")
                if (_RANGE_LEAD.search(before) and _RANGE_JOIN.match(between)) or (
                        bare and t1.explicit and t2.explicit):
                    negated = bool(_NEG.search(before))
                    span = clause[max(0, t1.start - 8) : t2.end].strip()
                    out.append(Window(b, a, span) if negated else Window(a, b, span))
    unique: dict[tuple[int, int], Window] = {}
    for w in out:
        unique.setdefault((w.start, w.end), w)
    return list(unique.values())
