"""Which quantities of a claim the quantity check compares with a rule's, and when two quantities agree.

Example: "30 days" and "10 business days" are comparable (:func:`comparable`: the same slot, within a factor of
1000) and disagree; keeping 20 % agrees with refunding 80 % (:func:`agrees`); "I bought it four months ago" states a
fact of the case, not a rule (:func:`is_case_fact`); "3 months at half price, $19.50 a month" is a discounted price
(:data:`DISCOUNT`), not the list price; "it never costs anything" is a universal claim (:data:`UNIVERSAL`) that must
agree with every same-kind quantity of the units it refers to.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Optional

from fairforge_core.judges.quantities import Quantity, extract_quantities
from fairforge_core.judges.statements import Conflict, Statement
from fairforge_core.judges.text import content_words, stem

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
_FACT_AFTER = re.compile(r"^\s*(?:ago|earlier|old|before now|since|in the past|"
                         # how far the case has come: "You're five months in, so ...", "two weeks into the term"
                         r"in(?=\s*(?:[,.;!?]|$|(?:so|and|now)\b))|into (?:the|your|my|our|this|a)\b)",
                         re.IGNORECASE)


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
    """Compatible, or complementary percentages (keeping 20 % = refunding 80 %), or a count or an age of the case
    inside the rule's bound: "3 payments" (no bound of its own) within "up to 4 instalments" is a plan the rule
    allows, while "up to 3 payments" restates the limit and must be the rule's."""
    if q.compatible(p):
        return True
    if q.dim == p.dim and q.dim in ("count", "age") and q.same_slot(p) and not q.bound and (
            (p.bound == "max" and q.hi <= p.hi * 1.01) or (p.bound == "min" and q.lo >= p.lo * 0.99)):
        return True
    return q.dim == "percent" and p.dim == "percent" and abs((100 - q.lo) - p.lo) < 0.5


_CAP = re.compile(r"\b(?:capped|limited|cap|maximum|max|ceiling)\b(?:\s+(?:at|to|of))?\s*$", re.IGNORECASE)
# the kind a zero amount names: "without an administration fee", "not be asked to pay return postage"
_KIND_BEFORE = re.compile(r"\b(?:an?|any|the)\s+((?:[a-z-]+\s+){1,2})(?:fee|charge|penalty)s?\b", re.IGNORECASE)
_KIND_AFTER = re.compile(r"^\s*(?:(?:an?|any|the|for(?: the| an?)?)\s+)?((?:[a-z-]+\s*){1,2})", re.IGNORECASE)
_NOT_A_KIND = frozenset({"fee", "fees", "charge", "charges", "penalty", "for", "before", "after", "when", "if", "on",
                         "to", "at", "in", "anything", "any", "extra", "additional", "more", "a", "an", "the"})


def zero_fee_kind(rule: str, stated: Quantity) -> set[str]:
    """The stemmed words naming what a zero amount of a rule is the price of, when it names one: "administration"
    for "without an administration fee", {"return", "postage"} for "must not be asked to pay return postage"; empty
    for "free of charge" or "no fee" (any charge)."""
    if stated.dim != "money" or stated.lo != 0:
        return set()
    m = _KIND_BEFORE.search(stated.text)
    if m is None and re.search(r"\bpay$", stated.text, re.IGNORECASE):
        m = _KIND_AFTER.match(rule[stated.end : stated.end + 40])
    if m is None:
        return set()
    return {stem(w) for w in m.group(1).lower().split() if w not in _NOT_A_KIND}


# a price per item or period: "$25 per day", "£8 credit for each additional day", "$0.25 each", "$9 a litre"
_PER = re.compile(r"^\s*(?:[a-z-]+\s+){0,2}(?:per|each|every|a|an|for each|for every)\b", re.IGNORECASE)


_TOTAL = re.compile(r"^\s*(?:[a-z-]+\s+){0,2}(?:overall|in total|in all|altogether|combined)\b", re.IGNORECASE)


def is_derived_amount(q: Quantity, case: Sequence[Quantity]) -> bool:
    """Whether the amount ``q`` is arithmetic on other quantities of the case (the question and the answer): the sum
    or difference of two other amounts in the same currency, or another amount times a whole number of the case
    (2 to 1000: a count, or a duration in days). A rule states its amounts; an answer computes totals and
    differences from them ("I paid £6.95 for next-day delivery when standard was £3.95" - "The extra £3.00 you
    paid isn't refundable"; "£6.23 for each calendar day; at seven days that's £43.61 so far"). Within half a
    penny (cent)."""
    if q.dim != "money" or q.lo <= 0 or q.lo != q.hi:
        return False
    amounts = [x.lo for x in case if x.dim == "money" and x.lo > 0 and x.lo == x.hi and x is not q
               and (x.key == q.key or "" in (x.key, q.key)) and abs(x.lo - q.lo) > 0.005]
    wholes = {int(x.lo) for x in case if x.dim in ("count", "duration") and x.lo == x.hi and 2 <= x.lo <= 1000
              and x.lo == int(x.lo)}

    def near(v: float) -> bool:
        return abs(v - q.lo) <= 0.005

    for i, x in enumerate(amounts):
        if any(near(x * n) for n in wholes):
            return True
        for y in amounts[i + 1:]:
            if near(x + y) or near(abs(x - y)):
                return True
    return False


def is_total_of(claim: str, q: Quantity, rule: str, stated: Quantity) -> bool:
    """Whether the claim's amount ``q`` is a total of the rule's price per item or period ``stated``: a whole
    multiple of it (2 to 1000 times), stated without a period of its own ("a surcharge of $25 per day" - "for a
    4-day rental that's $100"; "£8 credit for each additional day" - "so £16 for the two days beyond that")."""
    if q.dim == "count" == stated.dim and q.lo > stated.lo and _PER.match(rule[stated.end: stated.end + 30]) \
            and _TOTAL.match(claim[q.end: q.end + 30]):
        return True  # "24 payments overall" against "up to 4 instalments per semester": a total over many periods
    if q.dim != "money" or stated.dim != "money" or stated.lo <= 0 or q.lo <= stated.lo or stated.bound:
        return False
    if _CAP.search(rule[max(0, stated.start - 30) : stated.start]):
        return False  # a cap per period ("capped at $35 per calendar month"): a multiple of it breaks it
    if not _PER.match(rule[stated.end : stated.end + 30]) or _PER.match(claim[q.end : q.end + 30]):
        return False
    k = q.lo / stated.lo
    return 2 <= round(k) <= 1000 and abs(k - round(k)) < 1e-6


# a charge waived for a group: "$2 a month, waived for holders aged 65 or over", "The joining fee is waived for
# full-time students", "Members enter free to all exhibitions", "Blue Badge holders park free for up to 3 hours"
_WAIVER_WORD = re.compile(r"\b(?:waived|free|exempt|no charge|not charged|no fee|pay nothing)\b[^.;]{0,50}$",
                          re.IGNORECASE)
# words any charge shares: not what tells one charge from another
_CHARGE_WORDS = frozenset(content_words("fee fees charge charges cost costs price pay paid waived free month monthly "
                                        "exempt nothing"))
_WAIVED_FOR = re.compile(r"\b(?:is|are)\s+(?:waived|free(?:\s+of\s+charge)?|not charged)\s+for\s+(?P<a>[^.;,]+)"
                         r"|^\W*(?P<b>[^.;,]{3,60}?)\s+(?:travel|enter|park|go|get in|ride|stay|are admitted)\s+"
                         r"(?:for\s+)?free\b"
                         r"|^\W*(?P<c>[^.;,]{3,60}?)\s+(?:pay nothing|are exempt|do not pay|don't pay)\b",
                         re.IGNORECASE)
# where a group's description ends: "full-time students | who show a valid student ID card"
_GROUP_END = re.compile(r"\s+(?:who|that|which|with|provided|if|when|after|before|during|on (?:weekdays|weekends)|"
                        r"for up to|at|in all)\b.*$", re.IGNORECASE)
_CLAIM_WAIVES = re.compile(r"\b(?:waiv\w*|free|exempt|no charge|not charged|won't (?:pay|be charged)|don't pay|"
                           r"doesn't apply|does not apply|nothing to pay)\b", re.IGNORECASE)
_DENIED = re.compile(r"\b(?:not|n't|no longer|never)\s+(?:[\w'-]+\s*){1,3}", re.IGNORECASE)
_GROUP_FILLER = frozenset({"custom", "customer", "holder", "people", "person", "passenger", "account", "our", "all",
                           "anyone", "those", "user", "valid"})


def _in_group(group: str, case_texts: Sequence[str], ages: Sequence[float]) -> bool:
    """Whether the case (the customer's own words) places them in ``group``: an age bound of the group that one of
    their ages meets, or, without one, most of the group's content words ("full-time students", "customers on our
    Priority Services Register", "Members") among the words they say of themselves (not what they deny)."""
    for g in extract_quantities(group):
        if g.dim == "age" and g.bound in ("min", "max"):
            return any((a >= g.lo) if g.bound == "min" else (a < g.lo) for a in ages)

    wanted = frozenset(content_words(_GROUP_END.sub("", group))) - _GROUP_FILLER
    if not wanted:
        return False
    said = frozenset().union(*(content_words(_DENIED.sub(" ", t)) for t in case_texts))
    return 2 * len(wanted & said) > len(wanted)


def waived_charge_conflict(claim: Statement, query: str, history: Sequence[tuple[str, str]],
                           units: Sequence[Statement], scope: Sequence[int]) -> Optional[Conflict]:
    """The claim charges the customer (a positive amount, not waived by the claim itself) for what a rule unit in
    ``scope`` waives for a group the customer says they belong to, in the question or an earlier user turn: by
    age ("I'm 68 and retired", then "Paper statements are $2 a month", against "$2 a month, waived for holders aged
    65 or over") or by status ("I'm a full-time student" against "The joining fee is waived for full-time students";
    "I've been a member since January" against "Members enter free to all exhibitions"). The claim must share a
    content word with the unit outside the group.

    Returns:
        a :class:`Conflict` with confidence 0.8, or ``None``.
    """
    if claim.polarity.negated or _CLAIM_WAIVES.search(claim.text):
        return None
    if not any(q.dim == "money" and q.lo > 0 for q in claim.quantities):
        return None
    case_texts = [query or "", *(h[0] for h in history)]
    ages = [q.lo for text in case_texts for q in extract_quantities(text) if q.dim == "age" and not q.bound]

    for b in scope:
        u = units[b]
        groups = []  # (group text, whether the unit states the amount itself)
        for g in u.quantities:  # "waived for holders aged 65 or over", in the sentence that states the amount
            if g.dim == "age" and g.bound in ("min", "max") and _WAIVER_WORD.search(u.text[: g.start]):
                groups.append(u.text[g.start:])
        m = _WAIVED_FOR.search(u.text)
        if m:
            groups.append(next(x for x in m.groups() if x))
        for group in groups:
            if not _in_group(group, case_texts, ages):
                continue
            thing = frozenset(u.words) - frozenset(content_words(group)) - _CHARGE_WORDS
            if not thing & frozenset(claim.words):
                continue
            # the claimed amount is the waived charge: stated by this unit, or by a unit of the chunk about the same
            # thing ("Paper statements cost £2 a month" for "The paper statement charge is waived for ...")
            priced = [units[x] for x in scope if x == b or thing & frozenset(units[x].words)]
            if not any(q.dim == "money" and q.lo > 0 and p.dim == "money" and p.lo > 0 and q.compatible(p)
                       for q in claim.quantities for x in priced for p in x.quantities):
                continue
            return Conflict(b, claim.text, f"charges what the rule waives for the customer's group: the rule says "
                                           f"\"{u.text.strip().rstrip('.')}\"", 0.8)
    return None
