"""Which quantities of a claim the quantity check compares with a rule's, and when two quantities agree.

Example: "30 days" and "10 business days" are comparable (:func:`comparable`: the same slot, within a factor of
1000) and disagree; keeping 20 % agrees with refunding 80 % (:func:`agrees`); "I bought it four months ago" states a
fact of the case, not a rule (:func:`is_case_fact`); "3 months at half price, $19.50 a month" is a discounted price
(:data:`DISCOUNT`), not the list price; "it never costs anything" is a universal claim (:data:`UNIVERSAL`) that must
agree with every same-kind quantity of the units it refers to.
"""

from __future__ import annotations

import re

from fairforge_core.judges.quantities import Quantity

UNIVERSAL = re.compile(r"\b(?:always|never|no matter|in every case|in all cases|regardless|whatever happens|"
                       r"siempre|nunca|en todos los casos)\b", re.IGNORECASE)
# a price offered below the list price ("3 months at half price", "20% off", "a discounted rate of $19.50")
DISCOUNT = re.compile(r"(?<!\bno )(?<!\bnot )(?<!\bwithout )(?:\bhalf[- ]price|\b\d+(?:\.\d+)?\s?%\s+off\b|"
                      r"\bper ?cent off\b|\bat a discount\b|\b(?:discounted|reduced|promotional|introductory|sale) "
                      r"(?:price|rate)\b)", re.IGNORECASE)


_WAS_LATE = re.compile(r"\b(?:was|were|arrived|came|got here|turned up|has been|had been)\b[^.,;]*$", re.IGNORECASE)
_LATE = re.compile(r"^\s*(?:late|early|overdue|delayed|behind)\b", re.IGNORECASE)
# the end of a remaining period's clause: "... about seven more months.", "another 3 weeks to go"
_REMAINING = re.compile(r"^\s*(?:$|[.,;:!?)])")
_LEFT = re.compile(r"^\s*(?:left|to go|remaining)\b", re.IGNORECASE)
_FACT_AFTER = re.compile(r"^\s*(?:ago|earlier|old|before now|since|in the past)\b", re.IGNORECASE)


def is_case_fact(text: str, q: Quantity) -> bool:
    """A duration that dates or measures an event of the case ("four months ago", "a 10-day-old purchase", "your
    order was one and a half hours late"), what is left of a period in this case ("about seven more months" until
    an event, "another 3 weeks to go"), or a weight, length or volume of the customer's own thing ("your bag
    weighed 26 kg")."""
    if q.dim in ("weight", "length", "volume"):
        # a measure of the customer's own thing: "Your bag weighed 26 kg", "your 250 ml bottle" (not "your bag can
        # be up to 32 kg", a bound the answer states)
        clause = re.split(r"[.,;:!?]", text[: q.start])[-1]
        return not q.bound and bool(re.search(r"\byour\b|\byou're\b|\byou've got\b", clause, re.IGNORECASE))
    if q.dim != "duration":
        return False
    # (a period granted, "you can have 30 more days", "extended by another 30 days", is a statement of the rule)
    remaining = (re.search(r"\bmore\b", q.text, re.IGNORECASE) or re.search(
        r"\banother\s*$", text[max(0, q.start - 10) : q.start], re.IGNORECASE)) and (
        _LEFT.match(text[q.end : q.end + 15]) or (_REMAINING.match(text[q.end : q.end + 15]) and re.search(
            r"\b(?:until|till|before)\b", text[: q.start], re.IGNORECASE)))
    return bool(remaining) or bool(_FACT_AFTER.match(text[q.end : q.end + 15])) or bool(
        _WAS_LATE.search(text[max(0, q.start - 30) : q.start]) and _LATE.match(text[q.end : q.end + 12]))


def comparable(q: Quantity, p: Quantity) -> bool:
    """Same slot, and for durations within a factor of 1000: "valid for 30 days" and "sent within 1 minute" measure
    different things, "30 days" and "10 business days" the same one."""
    if not q.same_slot(p):
        return False
    if q.dim == "duration" and min(q.lo, p.lo) > 0:
        return max(q.lo, p.lo) / min(q.hi, p.hi) <= 1000
    return True


def agrees(q: Quantity, p: Quantity) -> bool:
    """Compatible, or complementary percentages (keeping 20 % = refunding 80 %)."""
    if q.compatible(p):
        return True
    return q.dim == "percent" and p.dim == "percent" and abs((100 - q.lo) - p.lo) < 0.5
