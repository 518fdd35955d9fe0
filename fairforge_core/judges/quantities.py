"""Quantities in English (and basic Spanish) text: durations, money, percentages and counts, with units and
spelled-out numbers, normalised so that equivalent statements compare equal.

Normalisation (each value is an interval ``[lo, hi]`` in the dimension's base unit):

* durations in days: hour = 1/24, week = 7, fortnight = 14, month = [28, 31], year = [365, 366], night = 1;
  N business (working) days = [N + 2 floor((N - 1) / 5), ceil(7N/5) + 2] calendar days (a weekend in every run
  of more than five). So "a month" and "30 days" overlap (no conflict) while "30 days" and "10 business days" do
  not, nor "14 working days" and "14 calendar days".
* money by currency (USD, EUR, GBP or unknown); "free", "free of charge", "at no cost", "no fee",
  "without an early termination fee", "not charged any fees" = 0.
* weights in kilograms (g, lb), lengths in kilometres (mile), volumes in litres (ml).
* percentages; "a fifth" = 20 %, "a quarter" = 25 %, "half" = 50 %.
* counts of a noun ("3 returns", "4 rings", "once", "twice"); "no limit on returns" / "unlimited returns" =
  infinity for that noun.

Two quantities are *compatible* when they share a dimension (and currency or counted noun) and their intervals
overlap (with a 1 % tolerance).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Optional

from fairforge_core.judges.text import stem

NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
    # Spanish
    "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
    "nueve": 9, "diez": 10, "once": 11, "doce": 12, "quince": 15, "veinte": 20, "treinta": 30, "cuarenta": 40,
    "cincuenta": 50, "sesenta": 60, "noventa": 90, "cien": 100,
}
_ARTICLE_ONE = {"a", "an", "one", "un", "una", "single"}
FRACTIONS = {"half": 50.0, "a half": 50.0, "a third": 100 / 3, "a quarter": 25.0, "a fifth": 20.0,
             "a tenth": 10.0, "three quarters": 75.0, "two thirds": 200 / 3, "la mitad": 50.0}

# unit word -> (dimension, base value interval for 1 unit)
_DURATION_UNITS: dict[str, tuple[float, float]] = {
    "second": (1 / 86400, 1 / 86400), "sec": (1 / 86400, 1 / 86400), "minute": (1 / 1440, 1 / 1440),
    "min": (1 / 1440, 1 / 1440), "hour": (1 / 24, 1 / 24), "hr": (1 / 24, 1 / 24), "day": (1, 1),
    "night": (1, 1), "week": (7, 7), "fortnight": (14, 14), "month": (28, 31), "year": (365, 366),
    "segundo": (1 / 86400, 1 / 86400), "minuto": (1 / 1440, 1 / 1440), "hora": (1 / 24, 1 / 24), "día": (1, 1),
    "dia": (1, 1), "semana": (7, 7), "mes": (28, 31), "mese": (28, 31), "año": (365, 366), "ano": (365, 366),
}
# measures: unit word -> (dimension, base value for 1 unit); kilograms, kilometres and litres
_MEASURE_UNITS: dict[str, tuple[str, float]] = {
    "kg": ("weight", 1.0), "kgs": ("weight", 1.0), "kilogram": ("weight", 1.0), "kilo": ("weight", 1.0),
    "g": ("weight", 0.001), "gram": ("weight", 0.001), "lb": ("weight", 0.45359), "lbs": ("weight", 0.45359),
    "km": ("length", 1.0), "kilometre": ("length", 1.0), "kilometer": ("length", 1.0), "mile": ("length", 1.60934),
    "litre": ("volume", 1.0), "liter": ("volume", 1.0), "ml": ("volume", 0.001), "millilitre": ("volume", 0.001),
    "milliliter": ("volume", 0.001),
}
# "a quarter of an hour" (15 minutes), "three quarters of an hour"
_QUARTER_UNIT = re.compile(r"\b(?P<n>a|one|three)\s+quarters?\s+of\s+an?\s+(?P<unit>hour|day|year)\b", re.IGNORECASE)
_BUSINESS = re.compile(r"^(?:business|working|work|banking|h[aá]bil(?:es)?|laborables?)$", re.IGNORECASE)
_CURRENCY_SYMBOLS = {"$": "USD", "€": "EUR", "£": "GBP"}
_CURRENCY_WORDS = {"dollar": "USD", "usd": "USD", "euro": "EUR", "eur": "EUR", "pound": "GBP", "gbp": "GBP",
                   "dólar": "USD", "dolar": "USD"}
_FREE = re.compile(
    # "interest-free", "tax-free", "hands-free": free of something that is not the price asked
    r"\b(?:(?<!interest-)(?<!tax-)(?<!duty-)(?<!hands-)(?<!toll-)(?<!risk-)(?<!hassle-)(?<!worry-)(?<!stress-)"
    r"(?<!smoke-)(?<!sugar-)(?<!gluten-)(?<!scent-)(?<!paper-)(?<!contact-)"
    r"free(?: of charge)?\b|at no (?:extra )?(?:cost|charge)|no (?:fee|charge|cost)s?\b|"
    # a fee named by its kind: "without an early termination fee", "without paying a cancellation fee", "are not
    # charged any fees" (not "no restocking fee", which an answer says of one item beside the fees of others)
    r"without (?:paying |incurring )?(?:an? |any )?(?:[a-z-]+ ){0,2}(?:fee|charge|penalty)s?\b|"
    r"not (?:be )?charged any (?:[a-z-]+ )?(?:fee|charge)s?\b|"
    # a payment the customer may not be made to make: "must not be asked to pay return postage", "will not be
    # required to pay for the replacement card", "don't have to pay anything"
    r"(?:not|never) (?:be )?(?:asked|required|made|expected) to pay\b|(?:do|does|did)(?:n't| not) (?:have|need) to "
    r"pay\b|"
    r"without (?:any )?(?:charge|cost|fee)|costs? nothing|never costs? anything|gratis|gratuit[oa]s?|"
    r"sin (?:costo|coste|cargo))",
    re.IGNORECASE,
)
#: "free", "at no cost", "no charge", ...: an amount of zero (also read by the clause judge's polarity comparison,
#: :mod:`fairforge_core.judges.negation`: "no charge" agrees with "never charge a fee")
FREE_OF_CHARGE = _FREE
_NO_LIMIT = re.compile(r"\b(?:no limit|unlimited|any number of|as many \w+ as|sin l[ií]mite)\b(?:\s+(?:on|to|of)\s+"
                       r"(?:the\s+)?(?:number of\s+)?(\w+))?", re.IGNORECASE)
_NUM = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:[.,]\d+)?"
_WORDNUM = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
_QTY = re.compile(
    rf"(?P<cur>[$€£])\s?(?P<camount>{_NUM})(?:(?P<kilo>k)|(?P<mega>m|mn))?\b"
    rf"|(?P<num>{_NUM}|\b(?:{_WORDNUM}|a|an|single)\b)(?:[\s-]+(?P<num2>hundred|thousand))?"
    r"(?P<pct>\s?(?:%|percent\b|per cent\b|por ciento\b))?"
    r"(?P<orbound>\s+(?:or|and)\s+(?:more|over|above|fewer|less|under|below)\b(?=\s+[a-z]))?"
    r"(?:[\s-]+(?:more|further|additional|extra|full|consecutive|rolling|más|adicionales)\b)?"
    r"(?:[\s-]+(?P<unit>(?:(?:business|working|banking|calendar)[\s-]+)?[a-záéíóúñ]+(?:\s(?:h[aá]biles|laborables))?))?",
    re.IGNORECASE,
)
_TIMES = {"once": 1, "twice": 2, "thrice": 3}
# an age: "25 years old", "aged 21 to 24", "age 16", "until she turns 18", "a patient under 16" (after a person
# noun or pronoun, a bare number after "under"/"over" is an age)
_AGE = re.compile(
    r"\b(?:(?P<n>\d{1,3})[\s-]+years?[\s-]+old\b|"
    r"(?:aged|age|ages|the age of)\s+(?P<a>\d{1,3})(?:\s*(?:to|-|\u2013|and)\s*(?P<b>\d{1,3}))?\b(?!\s*(?:%|days?|"
    r"weeks?|months?|hours?))|"
    r"(?:(?P<tlead>until|till|before|once|after|when|from)\s+(?:\w+\s+){0,2}?)?(?:turns?|turned|turning|reaches|"
    r"reach)\s+(?:the age of\s+)?(?P<t>\d{1,3})\b(?!\s*(?:%|days?|weeks?|months?|hours?|minutes?))|"
    r"\b(?:patient|patients|child|children|minor|minors|person|people|anyone|customer|customers|student|students|"
    r"member|members|driver|drivers|renter|renters|passenger|passengers|those|who are|aged|kids|teen|teens|son|"
    r"daughter|user|users)\s+(?P<ulead>under|over|below|above|younger than|older than)\s+(?P<u>\d{1,3})\b"
    r"(?!\s*(?:%|(?:days?|weeks?|months?|hours?|minutes?|kg|km|lbs?|miles?|items?|pounds?|dollars?|euros?)\b))|"
    # "I'm 22", "my son is 14", "she's 17 now"
    r"(?:i'm|i am|he's|he is|she's|she is|they're|they are|(?:my|his|her|our|your|their) (?:son|daughter|child|kid|"
    r"boy|girl|teenager)(?: is|'s))\s+(?P<c>\d{1,3})(?=\s*(?:years?\b|[,.;!?]|$|and\b|now\b|so\b|but\b))"
    r")", re.IGNORECASE)
# a range of durations or measures: "3–4 hours", "2 to 3 weeks", "between 5 and 10 kg", "3 hours to under 5 hours"
_RANGE = re.compile(rf"\b(?:between\s+)?(?P<a>{_NUM})(?:\s+(?P<unit1>[a-z]+))?\s*(?:\u2013|\u2014|-|to|and)\s*"
                    rf"(?:under\s+|less than\s+)?(?P<b>{_NUM})\s+(?P<unit>(?:business\s+|working\s+)?[a-z]+)\b",
                    re.IGNORECASE)
_QUALIFIER_MAX = re.compile(r"\b(?:within|up to|no more than|not more than|never more than|at most|maximum(?: of)?|"
                            r"no later than|not later than|never later than|until|before|less than|under|dentro de|"
                            r"hasta|como máximo|"
                            r"a más tardar)\s*$",
                            re.IGNORECASE)
_QUALIFIER_MIN = re.compile(r"\b(?:at least|minimum(?: of)?|no less than|not less than|more than|over|after|above|"
                            r"exceeding|in excess of|greater than|"
                            r"como mínimo|al menos)\s*$", re.IGNORECASE)
# after a quantity: "$200 or more", "16 or over", "$500 or less", "16 and under"
_QUALIFIER_AFTER = re.compile(r"\s*(?:or|and)\s+(?:(?P<min>more|over|above|greater|higher|longer|older)|"
                              r"(?P<max>less|under|below|fewer|lower|shorter|younger))\b", re.IGNORECASE)
# before "a <unit>": a price or count whose period it is ("$39 a month", "3 times a week"), or a part of a period
_NOT_A_DURATION = re.compile(r"(?:[$€£]\s?\d+(?:[.,]\d+)*|\d+(?:[.,]\d+)*\s*(?:dollars?|euros?|pounds?|usd|eur|gbp|"
                             r"times)|"
                             r"\b(?:once|twice|thrice|times)|\b(?:rest|remainder|part|portion|fraction|balance) of)"
                             r"\s*$", re.IGNORECASE)
# adjectives between a number and the noun it counts ("12 monthly instalments", "3 equal payments")
_COUNT_ADJECTIVES = {"monthly", "weekly", "yearly", "annual", "quarterly", "fortnightly", "equal", "separate",
                     "consecutive", "interest-free"}
# counted nouns that name one thing: an instalment is a payment
_COUNT_SYNONYMS = {stem(w): stem("payment") for w in ("instalments", "installments", "repayments")}
_COUNT_NOUN_SKIP = {"of", "the", "a", "an", "more", "further", "other", "per", "each", "and", "or", "to", "in", "on",
                    "percent", "cent", "hundred", "thousand", "de", "la", "el", "los", "las", "más", "y"}


@dataclass(frozen=True)
class Quantity:
    """A normalised quantity.

    Attributes:
        dim: ``"duration"`` (days), ``"money"``, ``"percent"``, ``"count"``, ``"weight"`` (kg), ``"length"`` (km)
            or ``"volume"`` (litres).
        lo, hi: value interval in base units (``hi`` may be ``inf`` for "no limit").
        key: currency for money, stemmed noun for counts, ``""`` otherwise.
        text: the matched text.
        start, end: character offsets in the source text.
        bound: ``"max"`` ("within", "up to"), ``"min"`` ("at least") or ``""``.
        business: the number of business (working) days the duration was stated in, ``0`` for a calendar one.
    """

    dim: str
    lo: float
    hi: float
    key: str
    text: str
    start: int
    end: int
    bound: str = ""
    business: float = 0.0

    def same_slot(self, other: Quantity) -> bool:
        if self.dim != other.dim:
            return False
        if self.dim == "money":
            return self.key == other.key or "" in (self.key, other.key) or self.lo == 0 or other.lo == 0
        if self.dim == "count":
            return self.key == other.key
        return True

    def compatible(self, other: Quantity, tolerance: float = 0.01) -> bool:
        """Same slot and overlapping intervals (relative tolerance ``tolerance``). Two durations both in business days
        are compared as business days ("within one working day" and "up to three working days" differ, although
        their calendar spans overlap across a weekend)."""
        if not self.same_slot(other):
            return False
        if self.business and other.business:
            lo1 = hi1 = self.business
            lo2 = hi2 = other.business
            return lo1 * (1 - tolerance) <= hi2 * (1 + tolerance) and lo2 * (1 - tolerance) <= hi1 * (1 + tolerance)
        lo1, hi1 = self.lo * (1 - tolerance), self.hi * (1 + tolerance)
        lo2, hi2 = other.lo * (1 - tolerance), other.hi * (1 + tolerance)
        return lo1 <= hi2 and lo2 <= hi1


# what makes a fraction a share of something: "a third of your pot", "half of the refund", "half the price"
_FRACTION_OF = re.compile(r"^\s+(?:of\s+(?:the|your|their|his|her|its|our|my|a|an|each|every|any|it\b)|"
                          r"(?:the|your|their|his|her|its|our|my)\s+(?!hour|day|week|month|year|time))", re.IGNORECASE)
_HALF_UNIT = re.compile(r"\b(?:(?P<whole>\d+|[a-z]+) and a half |(?:a )?half (?:an? )?)"
                        r"(?P<unit>minute|hour|day|week|month|year)s?\b|\b(?P<whole2>an?|one|\d+|[a-z]+) "
                        r"(?P<unit2>minute|hour|day|week|month|year)s? and a half\b", re.IGNORECASE)


def _parse_number(token: str, scale: Optional[str]) -> Optional[float]:
    t = token.lower()
    if t in NUMBER_WORDS:
        v = float(NUMBER_WORDS[t])
    elif t in _ARTICLE_ONE:
        v = 1.0
    else:
        t = t.replace(",", "") if re.fullmatch(r"\d{1,3}(,\d{3})+(\.\d+)?", t) else t.replace(",", ".")
        try:
            v = float(t)
        except ValueError:
            return None
    if scale:
        v *= 100 if scale.lower() == "hundred" else 1000
    return v


def _unit_dim(unit: str) -> tuple[Optional[str], Optional[tuple[float, float]], bool]:
    """``(dimension, interval per unit, business)`` of a unit phrase, or ``(None, None, False)``."""
    parts = re.split(r"[\s-]+", unit.lower())
    business = any(_BUSINESS.match(p) for p in parts)
    parts = [p for p in parts if not _BUSINESS.match(p) and p != "calendar"]
    if not parts:
        return None, None, business
    head = parts[0]
    for cand in (head, head[:-1] if head.endswith("s") else head, head[:-2] if head.endswith("es") else head):
        if cand in _DURATION_UNITS:
            return "duration", _DURATION_UNITS[cand], business
        if cand in _CURRENCY_WORDS:
            return "money", None, False
        if cand in _MEASURE_UNITS:
            dim, per = _MEASURE_UNITS[cand]
            return dim, (per, per), False
    return None, None, business


def extract_quantities(text: str) -> list[Quantity]:
    """All quantities in ``text``, in order of appearance (see the module docstring for the normalisation)."""
    out: list[Quantity] = []
    taken: list[tuple[int, int]] = []

    def add(q: Quantity) -> None:
        if any(not (q.end <= s or q.start >= e) for s, e in taken):
            return
        taken.append((q.start, q.end))
        out.append(q)

    def bound_before(pos: int) -> str:
        before = text[max(0, pos - 30) : pos]
        if _QUALIFIER_MAX.search(before):
            return "max"
        if _QUALIFIER_MIN.search(before):
            return "min"
        return ""

    def bound_of(m: re.Match) -> str:
        """A qualifier before the quantity ("at least $50"), or after it ("$200 or more", "16 and under")."""
        after = _QUALIFIER_AFTER.match(m.groupdict().get("orbound") or text[m.end() : m.end() + 20])
        return bound_before(m.start()) or (("min" if after.group("min") else "max") if after else "")

    for m in _FREE.finditer(text):
        add(Quantity("money", 0.0, 0.0, "", m.group(0), m.start(), m.end()))
    for m in _AGE.finditer(text):
        lo_v = _parse_number(m.group("a") or m.group("n") or m.group("t") or m.group("u") or m.group("c"), None)
        hi_v = _parse_number(m.group("b"), None) if m.group("b") else lo_v
        if lo_v is None or hi_v is None or not 0 < lo_v <= hi_v <= 130:
            continue
        if m.group("t"):  # "until she turns 18" (the right ends there), "once he turns 13" (it starts there)
            lead = (m.group("tlead") or "").lower()
            bound = "max" if lead in ("until", "till", "before") else "min" if lead else ""
        elif m.group("u"):
            bound = "max" if m.group("ulead").lower() in ("under", "below", "younger than") else "min"
        else:
            bound = "" if m.group("b") else bound_of(m)
        add(Quantity("age", lo_v, hi_v, "", m.group(0).strip(), m.start(), m.end(), bound))
    for m in _RANGE.finditer(text):
        lo_v, hi_v = _parse_number(m.group("a"), None), _parse_number(m.group("b"), None)
        dim, per, business = _unit_dim(m.group("unit"))
        if m.group("unit1") and _unit_dim(m.group("unit1"))[0] != dim:
            continue  # "5 calls to 10 days" is no range
        if lo_v is None or hi_v is None or not lo_v < hi_v or dim not in ("duration", "weight", "length", "volume") \
                or business:
            continue
        add(Quantity(dim, lo_v * per[0], hi_v * per[1], "", m.group(0).strip(), m.start(), m.end()))
    for m in _NO_LIMIT.finditer(text):
        noun = stem(m.group(1)) if m.group(1) else "*"
        add(Quantity("count", math.inf, math.inf, noun, m.group(0), m.start(), m.end()))
    for m in _QUARTER_UNIT.finditer(text):
        share = 0.75 if m.group("n").lower() == "three" else 0.25
        per = _DURATION_UNITS[m.group("unit").lower()]
        add(Quantity("duration", share * per[0], share * per[1], "", m.group(0), m.start(), m.end(),
                     bound_of(m)))
    for phrase, pct in FRACTIONS.items():
        for m in re.finditer(rf"\b{phrase}\b", text, re.IGNORECASE):
            rest = text[m.end() : m.end() + 30].lower()
            if _FRACTION_OF.match(rest):  # "a third of your pot", "half of the refund", "half the price"
                add(Quantity("percent", pct, pct, "", m.group(0), m.start(), m.end()))
    for m in _HALF_UNIT.finditer(text):  # "half an hour", "a half day", "one and a half hours", "2 and a half days"
        token = m.group("whole") or m.group("whole2")
        whole = (1.0 if token.lower() in ("a", "an") else _parse_number(token, None)) if token else 0.0
        dim, per, business = _unit_dim(m.group("unit") or m.group("unit2"))
        if dim == "duration" and whole is not None:
            v = whole + 0.5
            add(Quantity("duration", v * per[0], v * per[1], "", m.group(0).strip(), m.start(), m.end(),
                         bound_of(m)))
    for m in re.finditer(r"\b(once|twice|thrice)\b", text, re.IGNORECASE):
        add(Quantity("count", _TIMES[m.group(1).lower()], _TIMES[m.group(1).lower()], "time", m.group(0),
                     m.start(), m.end(), bound_of(m)))
    for m in _QTY.finditer(text):
        if m.group("cur"):
            v = _parse_number(m.group("camount"), None)
            if v is not None:
                v *= 1000.0 if m.group("kilo") else 1e6 if m.group("mega") else 1.0  # "$15k", "£2m"
                add(Quantity("money", v, v, _CURRENCY_SYMBOLS[m.group("cur")], m.group(0).strip(), m.start(),
                             m.end(), bound_of(m)))
            continue
        token = m.group("num")
        v = _parse_number(token, m.group("num2"))
        if v is None:
            continue
        is_article = token.lower() in ("a", "an", "single")
        if m.group("pct"):
            if not is_article:
                add(Quantity("percent", v, v, "", m.group(0).strip(), m.start(), m.end(), bound_of(m)))
            continue
        unit = m.group("unit")
        if not unit:
            continue
        count_unit = unit
        if unit.lower() in _COUNT_ADJECTIVES:
            # "12 monthly instalments", "3 equal payments": the counted noun follows the adjective
            after = re.match(r"\s+([a-z]+)\b", text[m.end():], re.IGNORECASE)
            count_unit = after.group(1) if after else ""
        dim, per, business = _unit_dim(unit)
        if dim == "duration" and is_article and _NOT_A_DURATION.search(text[max(0, m.start() - 40) : m.start()]):
            continue  # "$39 a month", "twice a week": the period of a rate; "the rest of a month": a part of one
        if dim == "duration":
            lo, hi = v * per[0], v * per[1]
            if business:
                lo, hi = v + 2 * (max(0, math.ceil(v) - 1) // 5), math.ceil(7 * v / 5) + 2
            add(Quantity("duration", lo, hi, "", m.group(0).strip(), m.start(), m.end(), bound_of(m),
                         business=v if business and per[0] == 1 else 0.0))
        elif dim in ("weight", "length", "volume"):
            add(Quantity(dim, v * per[0], v * per[1], "", m.group(0).strip(), m.start(), m.end(),
                         bound_of(m)))
        elif dim == "money":
            cur = next((c for w, c in _CURRENCY_WORDS.items() if unit.lower().startswith(w)), "")
            if not is_article:
                add(Quantity("money", v, v, cur, m.group(0).strip(), m.start(), m.end(), bound_of(m)))
        elif not is_article and len(count_unit) > 2 and re.fullmatch(r"[a-záéíóúñ]+", count_unit.lower()) \
                and not text[max(0, m.start() - 1) : m.start()] == ":" \
                and count_unit.lower() not in _COUNT_NOUN_SKIP and not count_unit.lower().endswith("ly") \
                and v == int(v):
            # a count of a noun: "3 returns", "4 rings", "7 calls", "12 monthly instalments"
            if token[0].isdigit() or token.lower() in NUMBER_WORDS:
                end = m.end() if count_unit is unit else m.end() + len(count_unit) + 1
                key = stem(count_unit)
                add(Quantity("count", v, v, _COUNT_SYNONYMS.get(key, key), text[m.start():end].strip(), m.start(),
                             end, bound_of(m)))
    out.sort(key=lambda q: q.start)
    return out
