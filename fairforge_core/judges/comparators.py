"""Exact arithmetic for the compliance judge: typed quantities read from text and compared by code.

A learned model is good at polarity, modality, permission and paraphrase, and poor at deciding whether "within
fourteen days" allows "10 business days". So quantities are extracted and compared here, and the comparisons are
handed to the model as a short *figures* line of its input (:func:`figures_line`); the model learned from its
training pairs how much a comparison matters for the rule in front of it (a different amount of something else
does not make a contradiction).

Kinds and their base units (each value is an interval ``[lo, hi]``, so that "a month" is 28 to 31 days):

========== ================================================================ =======================================
kind       examples                                                         base unit
========== ================================================================ =======================================
money      "$25", "£1,200.50", "25 pounds", "€3", "50p", "free of charge"   the currency's unit (USD, GBP, EUR, ?)
percent    "10%", "12.5 per cent", "half"                                   percent
duration   "14 days", "fourteen days", "two weeks", "10 business days",     calendar days; N business days are
           "48 hours", "half an hour", "a month" (28-31 days)               N to 7N/5 + 2 calendar days
age        "aged 65", "18 years old", "a 16-year-old"                       years
count      "3 attempts", "two calls", "once", "twice"                       the counted noun
clock      "9:30 pm", "21:30", "8 a.m.", "noon", "midnight"                 minutes after midnight
weekday    "Sunday", "weekends", "Monday to Friday", "weekdays"             a set of days (0 = Monday)
========== ================================================================ =======================================

Bounds are read from the words around a value: ``max`` ("within", "up to", "no more than", "by", "before",
"under", "or less"), ``min`` ("at least", "minimum", "more than", "after", "over", "or more"), ``range`` ("between
8 a.m. and 9 p.m.", "9am-5pm", "Monday to Friday") or ``exact``.

:func:`compare` relates a stated value to a rule's: ``within`` / ``beyond`` a maximum, ``meets`` / ``short of`` a
minimum, ``inside`` / ``outside`` a range, ``matches`` / ``differs`` from an exact value. Values of different kinds,
currencies or counted nouns are never compared, nor durations more than 100 times apart ("valid for 30 days" and
"within 2 hours" measure different things).

A table row is a set of keyed figures ("Wire transfer; Daily limit: 10,000; Fee: 25.50"), often bare numbers that
have no kind. :func:`row_comparisons` compares them where the answer names the row: a number in a sentence that
names the row's key and a word of the column's header ("the wire transfer limit is 5,000") ``matches`` or
``differs`` from the cell.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass
from typing import Optional

from fairforge_core.judges.words import FUNCTION_WORDS, NOT_COUNTED

NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "a": 1, "an": 1, "single": 1,
}
_DURATION_DAYS = {"minute": 1 / 1440, "min": 1 / 1440, "hour": 1 / 24, "hr": 1 / 24, "day": 1.0, "night": 1.0,
                  "week": 7.0, "fortnight": 14.0, "month": (28.0, 31.0), "year": (365.0, 366.0)}
_CURRENCY_SIGNS = {"$": "USD", "£": "GBP", "€": "EUR"}
_CURRENCY_WORDS = {"dollar": "USD", "usd": "USD", "pound": "GBP", "gbp": "GBP", "euro": "EUR", "eur": "EUR",
                   "cent": "USD/100", "penny": "GBP/100", "pence": "GBP/100", "p": "GBP/100"}
_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")

_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_WORDNUM = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
_VALUE = rf"(?:{_NUM}|(?:{_WORDNUM})(?:[- ](?:{_WORDNUM}))?)"
_SCALE = r"(?:\s?(?:k|m|bn|thousand|million|billion)\b)?"

_MONEY = re.compile(
    rf"(?P<sign>[$£€])\s?(?P<v>{_NUM}){_SCALE}"
    rf"|\b(?P<v2>{_NUM}){_SCALE}\s?(?P<cur>dollars?|usd|pounds?|gbp|euros?|eur|cents?|pence|p(?!\.?\s?m\b))\b"
    r"|\b(?P<free>free of charge|at no (?:extra )?(?:cost|charge)|no charge|costs? nothing)\b", re.IGNORECASE)
_PERCENT = re.compile(rf"\b(?P<v>{_NUM})\s?(?:%|per\s?cent\b|pct\b)|\b(?P<half>half)\b(?!\s+(?:an?\s+)?hour)",
                      re.IGNORECASE)
_DURATION = re.compile(
    rf"\b(?P<v>{_VALUE}|half an?|a half)(?:[- ](?P<and_half>and a half))?[- ]"
    r"(?P<cal>(?:calendar|business|working|banking|clear|consecutive)[- ])?"
    r"(?P<unit>minute|min|hour|hr|day|night|week|fortnight|month|year)s?\b(?![- ]old)", re.IGNORECASE)
_AGE = re.compile(
    rf"\b(?:aged|age|ages)\s+(?P<v>{_NUM})\b|\b(?P<v2>{_NUM})[- ](?:years?[- ])?(?:old|year-old)\b"
    rf"|\b(?P<v3>{_NUM})\s?\+?\s?(?:or|and)\s+(?:over|older|above|under|younger)\b"
    rf"|\b(?:i'm|i’m|i am|he's|she's|he is|she is|who is|turned|turning|turns|"
    rf"(?:son|daughter|child|kid|husband|wife|partner|mother|father|mum|mom|dad)(?:'s| is))\s+(?P<v4>\d{{1,3}})\b"
    r"(?![.,]?\d|\s*(?:%|[$£€]|(?:days?|weeks?|months?|years?|hours?|minutes?|percent|dollars?|pounds?|euros?|kg|km|"
    r"miles?|times?|items?|orders?|calls?)\b))"
    r"|\b(?:patients?|customers?|children|child|people|persons?|members?|anyone|those|applicants?|students?|"
    r"holders?|users?|passengers?|travell?ers?|tenants?|employees?|minors?|adults?|borrowers?|drivers?)\s+"
    r"(?:who are\s+)?(?P<cue>under|over|below|above|younger than|older than)\s+(?P<v5>\d{1,3})\b",
    re.IGNORECASE)
_CLOCK = re.compile(
    r"\b(?P<h>1[0-2]|0?[1-9])(?:[:.](?P<m>[0-5]\d))?\s?(?P<ap>a\.?\s?m\b\.?|p\.?\s?m\b\.?)"
    r"|\b(?P<h24>[01]?\d|2[0-3]):(?P<m24>[0-5]\d)\b(?!\s?(?:a\.?m|p\.?m))"
    r"|\b(?P<word>noon|midday|midnight)\b", re.IGNORECASE)
_COUNT = re.compile(rf"\b(?P<v>{_NUM}|{_WORDNUM})\s+(?:(?:more|further|free|separate|additional|extra|other)\s+)?"
                    r"(?P<noun>[a-z]{3,})\b(?:\s+(?P<noun2>[a-z]{3,})\b)?|\b(?P<times>once|twice|thrice)\b",
                    re.IGNORECASE)
_WEEKDAY = re.compile(
    r"\b(?P<a>mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\s*(?:to|through|until|-|–)\s*"
    r"(?P<b>mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\b"
    r"|\b(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b"
    r"|\b(?P<group>weekends?|weekdays?)\b", re.IGNORECASE)

_MAX_BEFORE = re.compile(
    r"(?:within|up to|no more than|not more than|no longer than|at most|maximum(?: of)?|max\.?|a limit of|"
    r"capped at|not (?:to )?exceed|no later than|by|before|under|less than|fewer than|below|inside|"
    r"no (?:more|longer) than)\s+(?:the\s+|a\s+|an\s+)?$", re.IGNORECASE)
_MIN_BEFORE = re.compile(
    r"(?:at least|minimum(?: of)?|min\.?|no less than|not less than|no fewer than|more than|over|after|above|"
    r"longer than|beyond|older than|from|past)\s+(?:the\s+|a\s+|an\s+)?$", re.IGNORECASE)
_MAX_AFTER = re.compile(r"^\s*(?:or (?:less|fewer|under|sooner|earlier|younger|below)|at (?:the )?most|maximum|max\b)",
                        re.IGNORECASE)
_MIN_AFTER = re.compile(r"^\s*(?:\+|or (?:more|over|longer|later|older|above|greater)|and (?:over|above|older)|"
                        r"at (?:the )?least|minimum)", re.IGNORECASE)
_STRICT = re.compile(r"(?:more than|longer than|older than|over|above|beyond|after|less than|fewer than|under|"
                     r"below|before)\s+(?:the\s+|a\s+|an\s+)?$", re.IGNORECASE)
_RANGE_LEAD = re.compile(r"(?:between|from)\s+$", re.IGNORECASE)
_RANGE_JOIN = re.compile(r"^\s*(?:and|to|until|till|through|-|–)\s*$", re.IGNORECASE)




@dataclass(frozen=True)
class Quantity:
    """A typed value found in text.

    Attributes:
        kind: ``money``, ``percent``, ``duration``, ``age``, ``count``, ``clock`` or ``weekday``; ``cell`` for a
            number of a table row (:func:`row_comparisons`; its unit is the column header).
        lo, hi: the value as an interval in the kind's base unit (see the module docstring); for ``weekday`` a
            bit mask of days (``lo == hi``).
        unit: what must match for two values to be compared: the currency (``"?"`` when none is named), the counted
            noun's stem, ``"business"`` for working days (durations otherwise ``""``).
        bound: ``max``, ``min``, ``range`` or ``exact``; ``strict`` for "more than" / "before" (the bound itself is
            excluded).
        text: the words the value was read from, bound words included; ``start``: its offset in the text.
    """

    kind: str
    lo: float
    hi: float
    unit: str
    bound: str
    text: str
    start: int
    strict: bool = False


def _number(token: str) -> Optional[float]:
    token = token.strip().lower().replace(",", "")
    if token in ("half a", "half an", "a half"):
        return 0.5
    try:
        return float(token)
    except ValueError:
        pass
    parts = re.split(r"[- ]", token)
    if all(p in NUMBER_WORDS for p in parts):
        vals = [NUMBER_WORDS[p] for p in parts]
        if len(vals) == 2 and vals[1] == 100:
            return float(vals[0] * 100)
        return float(sum(vals))
    return None


def _scaled(value: float, text: str) -> float:
    m = re.search(r"(k|m|bn|thousand|million|billion)\b", text[-9:], re.IGNORECASE)
    if not m:
        return value
    return value * {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "bn": 1e9, "billion": 1e9}[m.group(1).lower()]


def _bound(text: str, start: int, end: int) -> tuple[str, bool, int, int]:
    """``(bound, strict, start, end)`` of the value at ``text[start:end]``, the span widened over its bound words."""
    before = text[max(0, start - 40):start]
    after = text[end:end + 30]
    m = _MAX_BEFORE.search(before)
    if m:
        return "max", bool(_STRICT.search(before)), start - (len(before) - m.start()), end
    m = _MIN_BEFORE.search(before)
    if m:
        return "min", bool(_STRICT.search(before)), start - (len(before) - m.start()), end
    m = _MAX_AFTER.match(after)
    if m:
        return "max", False, start, end + m.end()
    m = _MIN_AFTER.match(after)
    if m:
        return "min", False, start, end + m.end()
    return "exact", False, start, end


def _add(found: list[Quantity], text: str, kind: str, lo: float, hi: float, unit: str, start: int, end: int) -> None:
    bound, strict, b_start, b_end = _bound(text, start, end)
    found.append(Quantity(kind, lo, hi, unit, bound, text[b_start:b_end].strip(), b_start, strict))


def _money(text: str, found: list[Quantity]) -> list[tuple[int, int]]:
    spans = []
    for m in _MONEY.finditer(text):
        if m.group("free"):
            found.append(Quantity("money", 0.0, 0.0, "?", "exact", m.group(0), m.start()))
        else:
            raw = m.group("v") or m.group("v2")
            value = _scaled(float(raw.replace(",", "")), m.group(0))
            if m.group("sign"):
                cur = _CURRENCY_SIGNS[m.group("sign")]
            else:
                word = m.group("cur").lower().rstrip("s") if m.group("cur").lower() not in ("pence", "p") \
                    else m.group("cur").lower()
                cur = _CURRENCY_WORDS.get(word, "?")
            if cur.endswith("/100"):
                cur, value = cur[:-4], value / 100
            _add(found, text, "money", value, value, cur, m.start(), m.end())
        spans.append(m.span())
    for m in _CELL_AMOUNT.finditer(text):
        if not _inside(spans, *m.span()):
            value = _number(m.group("v"))
            if value is None:
                continue
            found.append(Quantity("money", value, value, "?", "exact", m.group(0), m.start()))
            spans.append(m.span())
    return spans


#: an hour without a.m./p.m. that starts a range ("8 to 9 pm")
_BARE_HOUR = re.compile(r"\b(?P<h>1[0-2]|0?[1-9])(?::(?P<m>[0-5]\d))?(?=\s*(?:-|–|to|and|until)\s*(?P<next>\d))")
#: a bare number that is a whole table cell ("Daily limit: 10,000" in a rendered row) is an amount of money
_CELL_AMOUNT = re.compile(rf"(?:(?<=: )|(?<=\| )|(?<=\|))(?P<v>{_NUM})(?=\s*(?:;|\||$))")


def _inside(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    return any(s < end and start < e for s, e in spans)


def extract_quantities(text: str) -> list[Quantity]:
    """Every typed value of ``text`` (see :class:`Quantity`), in order of position.

    Ranges ("between 8 a.m. and 9 p.m.", "9am-5pm", "10 to 14 days", "Monday to Friday") give one ``range``
    quantity. A number already read as money, a percentage, a duration, an age or a time is not also a count.
    """
    text = text or ""
    found: list[Quantity] = []
    taken = _money(text, found)
    for m in _PERCENT.finditer(text):
        if _inside(taken, *m.span()):
            continue
        value = 50.0 if m.group("half") else _number(m.group("v"))
        if value is None:
            continue
        _add(found, text, "percent", value, value, "", m.start(), m.end())
        taken.append(m.span())
    for m in _AGE.finditer(text):
        value = _number(m.group("v") or m.group("v2") or m.group("v3") or m.group("v4") or m.group("v5"))
        if value is None:
            continue
        tail = m.group(0).lower()
        q_start, q_end = m.start(), m.end()
        bound, strict, b_start, b_end = _bound(text, q_start, q_end)
        if m.group("cue"):
            q_start = b_start = m.start("cue")
            bound, strict = ("max" if m.group("cue").lower() in ("under", "below", "younger than") else "min"), True
        if re.search(r"(?:or|and) (?:over|older|above)", tail):
            bound = "min"
        elif re.search(r"(?:or|and) (?:under|younger)", tail):
            bound = "max"
        found.append(Quantity("age", value, value, "", bound, text[b_start:max(q_end, b_end)].strip(), b_start,
                              strict))
        taken.append(m.span())
    durations = []
    for m in _DURATION.finditer(text):
        if _inside(taken, *m.span()):
            continue
        value = _number(m.group("v"))
        if value is None:
            continue
        if m.group("and_half"):
            value += 0.5
        per = _DURATION_DAYS[m.group("unit").lower()]
        lo, hi = (per, per) if isinstance(per, float) else per
        lo, hi = value * lo, value * hi
        unit = ""
        if m.group("cal") and m.group("cal").lower().startswith(("business", "working", "banking")):
            unit = "business"
            lo, hi = value, math.ceil(value * 7 / 5) + 2
        durations.append((m, lo, hi, unit))
        taken.append(m.span())
    _durations_with_ranges(text, durations, found)
    clocks = []
    for m in _CLOCK.finditer(text):
        if _inside(taken, *m.span()):
            continue
        if m.group("word"):
            minutes = 0 if m.group("word").lower() == "midnight" else 720
        elif m.group("h24") is not None:
            minutes = int(m.group("h24")) * 60 + int(m.group("m24"))
        else:
            h = int(m.group("h")) % 12 + (12 if m.group("ap").lower().startswith("p") else 0)
            minutes = h * 60 + int(m.group("m") or 0)
        clocks.append((m, minutes))
        taken.append(m.span())
    # "8 to 9 pm": the first time of a range takes the meridiem of the second
    for m in _BARE_HOUR.finditer(text):
        if _inside(taken, *m.span()):
            continue
        nxt = [c for c in clocks if c[0].start() == m.start("next")]
        if nxt:
            pm = nxt[0][1] >= 12 * 60 and int(m.group("h")) <= nxt[0][1] // 60 - 12
            minutes = (int(m.group("h")) % 12 + (12 if pm else 0)) * 60 + int(m.group("m") or 0)
            clocks.append((m, minutes))
            taken.append(m.span())
    clocks.sort(key=lambda c: c[0].start())
    _ranges(text, [(m, v, v, "") for m, v in clocks], "clock", found)
    for m in _WEEKDAY.finditer(text):
        mask = _day_mask(m)
        _add(found, text, "weekday", mask, mask, "", m.start(), m.end())
        if m.group("a"):
            found[-1] = Quantity("weekday", mask, mask, "", "range", m.group(0), m.start())
        taken.append(m.span())
    for m in _COUNT.finditer(text):
        if _inside(taken, *m.span()):
            continue
        if m.group("times"):
            value, noun = {"once": 1, "twice": 2, "thrice": 3}[m.group("times").lower()], "time"
        else:
            value = _number(m.group("v"))
            noun = m.group("noun").lower()
            if value is None or noun in NOT_COUNTED or m.group("v").lower() in ("a", "an", "single"):
                continue
            second = (m.group("noun2") or "").lower()
            if second and second not in NOT_COUNTED and second not in FUNCTION_WORDS:
                noun = f"{noun} {second}"
        _add(found, text, "count", value, value, " ".join(_stem(w) for w in noun.split()), m.start(), m.end())
    return sorted(found, key=lambda q: q.start)


def _durations_with_ranges(text: str, durations: list, found: list[Quantity]) -> None:
    # "10 to 14 days": a bare number joined to a duration takes its unit
    extra = []
    for m, lo, hi, unit in durations:
        lead = re.search(rf"(?P<v>{_NUM}|{_WORDNUM})\s*(?:-|–|to|and)\s*$", text[max(0, m.start() - 20):m.start()])
        if lead:
            v = _number(lead.group("v"))
            value = _number(m.group("v"))
            if v is not None and value:
                start = m.start() - (len(text[max(0, m.start() - 20):m.start()]) - lead.start())
                extra.append((_Span(start, start + len(lead.group("v"))), v * lo / value, v * hi / value, unit))
    items = list(extra)
    _ranges(text, sorted(items + durations, key=lambda d: d[0].start()), "duration", found)


@dataclass
class _Span:
    s: int
    e: int

    def start(self) -> int:
        return self.s

    def end(self) -> int:
        return self.e


def _ranges(text: str, items: list, kind: str, found: list[Quantity]) -> None:
    """Values of one kind, joined into ranges where "between X and Y" / "X to Y" / "X-Y" says so."""
    i = 0
    while i < len(items):
        m, lo, hi, unit = items[i]
        if i + 1 < len(items) and _RANGE_JOIN.match(text[m.end():items[i + 1][0].start()]):
            m2, lo2, hi2, _ = items[i + 1]
            lead = _RANGE_LEAD.search(text[max(0, m.start() - 12):m.start()])
            start = m.start() - (len(text[max(0, m.start() - 12):m.start()]) - lead.start()) if lead else m.start()
            found.append(Quantity(kind, min(lo, lo2), max(hi, hi2), unit, "range", text[start:m2.end()], start))
            i += 2
            continue
        _add(found, text, kind, lo, hi, unit, m.start(), m.end())
        i += 1


def _day_index(token: str) -> int:
    return next(i for i, d in enumerate(_DAYS) if d.startswith(token.lower()[:3]))


def _day_mask(m: re.Match) -> float:
    if m.group("a"):
        a, b = _day_index(m.group("a")), _day_index(m.group("b"))
        days = range(a, b + 1) if a <= b else [*range(a, 7), *range(0, b + 1)]
    elif m.group("day"):
        days = [_day_index(m.group("day"))]
    else:
        days = [5, 6] if m.group("group").lower().startswith("weekend") else [0, 1, 2, 3, 4]
    return float(sum(1 << d for d in days))


def _stem(noun: str) -> str:
    for suffix in ("ies", "es", "s"):
        if noun.endswith(suffix) and len(noun) > len(suffix) + 2:
            return noun[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return noun


def comparable(a: Quantity, b: Quantity) -> bool:
    """Whether two values measure the same thing: same kind, same currency (or one unnamed), same counted noun,
    durations at most 100 times apart."""
    if a.kind != b.kind:
        return False
    if a.kind == "money":
        return a.unit == b.unit or "?" in (a.unit, b.unit)
    if a.kind == "count":
        return bool(set(a.unit.split()) & set(b.unit.split()))
    if a.kind == "duration":
        small, large = sorted((max(a.lo, 1e-9), max(b.lo, 1e-9)))
        return large / small <= 100
    return True


def compare(stated: Quantity, rule: Quantity) -> str:
    """How ``stated`` (a value of the answer or the customer) relates to ``rule`` (a value of the rule).

    Returns one of ``within`` / ``beyond`` (the rule's value is a maximum), ``meets`` / ``short of`` (a minimum),
    ``inside`` / ``outside`` (a range), ``matches`` / ``differs`` (an exact value). A stated maximum is compared by
    its largest value, a stated minimum by its smallest; intervals (a month, working days) agree when they can.

    Raises:
        ValueError: the two values are not :func:`comparable`.
    """
    if not comparable(stated, rule):
        raise ValueError(f"cannot compare {stated.kind} {stated.text!r} with {rule.kind} {rule.text!r}")
    if stated.kind == "weekday":
        s, r = int(stated.lo), int(rule.lo)
        if rule.bound == "range":
            return "inside" if s & r == s else "outside"
        return "matches" if s & r else "differs"
    tol = 1e-6 * max(1.0, abs(rule.hi))
    lo, hi = stated.lo, stated.hi
    if rule.bound == "max":
        if rule.strict and stated.bound != "max":
            return "within" if lo < rule.hi - tol or (lo < rule.hi + tol and stated.bound == "max") else "beyond"
        return "within" if lo <= rule.hi + tol else "beyond"
    if rule.bound == "min":
        if rule.strict:
            return "meets" if hi > rule.lo + tol else "short of"
        return "meets" if hi >= rule.lo - tol else "short of"
    if rule.bound == "range":
        return "inside" if lo >= rule.lo - tol and hi <= rule.hi + tol else "outside"
    return "matches" if lo <= rule.hi + tol and hi >= rule.lo - tol else "differs"


def _closest(q: Quantity, candidates: list[Quantity]) -> Optional[Quantity]:
    same = [r for r in candidates if comparable(q, r)]
    if not same:
        return None
    if q.kind == "weekday":
        return next((r for r in same if int(r.lo) & int(q.lo)), same[0])

    def distance(r: Quantity) -> float:
        a, b = max(abs((q.lo + q.hi) / 2), 1e-6), max(abs((r.lo + r.hi) / 2), 1e-6)
        return abs(math.log(a / b))

    return min(same, key=distance)


@dataclass(frozen=True)
class Comparison:
    """One stated value compared with the closest comparable value of a rule.

    Attributes:
        who: ``"answer"`` or ``"customer"`` (the question or an earlier user turn).
        stated, rule: the two values; ``relation``: the result of :func:`compare`.
    """

    who: str
    stated: Quantity
    rule: Quantity
    relation: str

    @property
    def agrees(self) -> bool:
        return self.relation in ("within", "meets", "inside", "matches")

    def describe(self) -> str:
        """Plain words, e.g. ``answer "45 days" beyond rule "within 30 days"``."""
        return f'{self.who} "{self.stated.text}" {self.relation} rule "{self.rule.text}"'


def comparisons(rule: str, answer: str, customer: str = "", limit: int = 4) -> list[Comparison]:
    """The answer's values, then the customer's, each compared with the closest comparable value of ``rule``.

    Args:
        rule: the rule unit's text; answer: the assistant's answer; customer: the question and earlier user turns.
        limit: at most this many comparisons (answer first), so the figures line stays short.

    Returns:
        comparisons in order: answer values by position, then customer values; values with nothing comparable in
        the rule are left out, and a value stated twice is compared once.
    """
    rule_q = extract_quantities(rule)
    if not rule_q:
        return []
    out: list[Comparison] = []
    seen: set[tuple] = set()
    for who, text in (("answer", answer), ("customer", customer)):
        for q in extract_quantities(text):
            key = (q.kind, q.lo, q.hi, q.unit, q.bound)
            if key in seen:
                continue
            r = _closest(q, rule_q)
            if r is None:
                continue
            seen.add(key)
            out.append(Comparison(who, q, r, compare(q, r)))
            if len(out) >= limit:
                return out
    return out


def figures_line(items: list[Comparison]) -> str:
    """The figures line of the model input: ``""`` when there is nothing to compare, else the comparisons joined
    by ``"; "``."""
    return "; ".join(c.describe() for c in items)


_ROW_NUM = rf"\d{{1,3}}(?:[ \u00a0\u202f]\d{{3}})+(?:\.\d+)?(?!\d)|{_NUM}"  # also "10 000" grouped with spaces
_ROW_NUMBER = re.compile(rf"[$£€]?\s?({_ROW_NUM})(?![\d:])")


def _row_number(token: str) -> float:
    return float(re.sub(r"[,\s\u00a0\u202f]", "", token))


def _cell_value(cell: str) -> Optional[float]:
    m = re.fullmatch(rf"\s*[$£€]?\s?({_ROW_NUM})\s*%?\s*", cell)
    return _row_number(m.group(1)) if m else None


@functools.lru_cache(maxsize=4096)
def row_key(cells: tuple[tuple[str, str], ...]) -> frozenset[str]:
    """The content words of a table row's key (its first cell); empty for a unit that is not a row."""
    from fairforge_core.judges.pairs import content_words

    return frozenset(content_words(cells[0][1])) if cells else frozenset()


def names_row(cells: tuple[tuple[str, str], ...], text: str, words: Optional[set[str]] = None) -> bool:
    """Whether ``text`` names the table row: it holds every content word of the row's key (:func:`row_key`).
    ``words``: the content words of ``text``, where the caller already has them (one text against many rows)."""
    from fairforge_core.judges.pairs import content_words

    key = row_key(cells)
    return bool(key) and key <= (content_words(text) if words is None else words)


def row_comparisons(cells: tuple[tuple[str, str], ...], sentences: list[str]) -> list[Comparison]:
    """The answer's figures for a table row's numeric cells.

    Args:
        cells: ``(header, cell)`` per column, the row's key first (:attr:`fairforge_core.judges.pairs.RuleUnit.cells`).
        sentences: the answer's sentences.

    Returns:
        one comparison (``matches`` / ``differs``, exact to 1e-9 relative) per sentence that names the row
        (:func:`names_row`) and a content word of a numeric column's header, with the number nearest that word
        (numbers that :func:`extract_quantities` reads as a duration, clock time, age, count or weekday are not
        figures of a cell; percentages only for a cell written with ``%``);
        ``who`` is ``"answer"`` and both values have kind ``cell`` (unit: the header).
    """
    from fairforge_core.judges.pairs import content_words

    named = []  # per sentence that names the row, once: its numbers, and the spans of typed values that are not
    for sentence in (t for t in sentences if names_row(cells, t)):  # cell figures (percent: only for a % cell)
        spans = [(q.kind, q.start, q.start + len(q.text)) for q in extract_quantities(sentence) if q.kind != "money"]
        named.append((sentence.lower(), list(_ROW_NUMBER.finditer(sentence)), spans))
    out: list[Comparison] = []
    for header, cell in cells[1:]:
        value = _cell_value(cell)
        words = content_words(header)
        if value is None or not words:
            continue
        rule_q = Quantity("cell", value, value, header, "exact", f"{header}: {cell}", 0)
        skip = {"percent"} if cell.strip().endswith("%") else set()
        for lower, found, spans in named:
            anchors = [m.start() for w in words for m in re.finditer(rf"\b{re.escape(w)}", lower)]
            numbers = [m for m in found if not any(a <= m.start(1) < b for kind, a, b in spans if kind not in skip)]
            if not anchors or not numbers:
                continue
            m = min(numbers, key=lambda n: min(abs(n.start() - a) for a in anchors))
            stated = _row_number(m.group(1))
            same = abs(stated - value) <= 1e-9 * max(1.0, abs(value))
            out.append(Comparison("answer", Quantity("cell", stated, stated, header, "exact", m.group(0).strip(),
                                                     m.start()), rule_q, "matches" if same else "differs"))
    return out
