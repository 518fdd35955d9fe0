"""Where a refund goes: the answer pays a refund to another destination than the rule allows for the case.

A *destination* is a way money comes back: cash, a payment card, a cheque, a bank transfer, PayPal, store credit, a
gift card, a voucher or a travel credit, or the *original payment method*, which stands for how the customer paid
("I paid by credit card" -> card) and, whatever that was, is never a credit or a voucher.

Examples: "A return inside its window, with a receipt, is refunded to the original payment method" against "Can I
get the refund in cash even though I paid by card?" - "we'll give you cash" conflicts (cash is not the card paid
with); "If we cancel your flight, you are entitled to a full refund to the original payment method" against "the
best we can offer is a travel credit" conflicts; "Items returned without a receipt may be refunded as store credit
only" against "I lost the receipt" - "we'll hand you back the cash" conflicts. A rule unit is only held against the
answer when its case is the customer's: a payment method or receipt in its subject ("Purchases paid in cash are
refunded in cash", "Returns made with a gift receipt ...") and a leading "if/when" condition must be met by the
question or the answer (:func:`destination_conflict`), and any unit of the chunk whose case applies and that allows
the answer's destination excuses it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Optional

from fairforge_core.judges.quantities import extract_quantities
from fairforge_core.judges.statements import Conflict, Statement
from fairforge_core.judges.text import content_words

# destinations, most specific first ("gift card" before "card", "store credit" before "credit")
_DESTINATIONS: list[tuple[str, str]] = [
    ("original", r"original (?:payment method|form of payment|method of payment|payment card|card)|"
                 r"same (?:card|payment method|method of payment)|(?:card|account|method) (?:you|they|the customer) "
                 r"(?:paid|booked) (?:with|by|from)|(?:card|account|method) (?:the payment came from|used (?:for|to) "
                 r"(?:book|pay)\w*)"),
    ("gift card", r"gift ?cards?"),
    ("store credit", r"store credit|credit note|account credit"),
    ("travel credit", r"(?:travel|flight|future travel) credits?"),
    ("voucher", r"(?:travel |e-?)?vouchers?"),
    ("paypal", r"paypal"),
    ("bank transfer", r"bank transfer|bank account"),
    ("cheque", r"cheques?|(?<=by )checks?|(?<=a )checks?"),
    ("cash", r"cash"),
    ("card", r"(?:credit|debit|payment|bank) cards?|cards?|visa|mastercard|amex|american express|maestro"),
    ("account credit", r"(?:account|wallet|loyalty) credits?|(?:(?<=as )|(?<=as a ))credit"),
]
_DEST = re.compile("|".join(f"(?P<d{i}>\\b(?:{rx})\\b)" for i, (_, rx) in enumerate(_DESTINATIONS)), re.IGNORECASE)
#: destinations that are never the way a customer paid
CREDITS = frozenset({"store credit", "gift card", "voucher", "travel credit", "account credit"})

# a unit about refunds
_REFUND = re.compile(r"\b(?:refund\w*|reimburs\w*|money back|repa(?:y|id)|credited|returns?|returned|"
                     r"the only option)\b", re.IGNORECASE)
# a destination follows a preposition ("refunded to the original payment method", "on a Harbor Lane gift card",
# "the only option is store credit"), but not a comparison ("gift cards are treated as cash")
_INTO = re.compile(r"(?<!treated )(?<!regarded )(?<!counted )(?<!counts )(?<!same )\b(?:to|in|as|on|onto|into|by|via|"
                   r"through|is|with|receive|receives|get|gets|given|offered)\s+"
                   r"(?:(?:the|a|an|their|your|its|any|[A-Z][\w-]*)\s+){0,3}$")
# phrases with "no" or "not" that deny nothing
_NOT_A_DENIAL = re.compile(r"\b(?:no problem|no worries|not a problem|not at all|no doubt|of course not)\b",
                           re.IGNORECASE)
# the question or the claim is about money coming back
_MONEY_BACK = re.compile(r"\b(?:refund\w*|reimburs\w*|money|repa(?:y|id)|(?:cash|it|them) back|credit(?:ed)?)\b",
                         re.IGNORECASE)
# a destination the unit or claim rules out: "not in cash or to a payment card", "no refund is made to the original
# payment method", "cash refunds aren't available", "can't refund your card"
_EXCLUDED_BEFORE = re.compile(r"(?:n't|\b(?:not|no|never|nor|cannot|unable to|instead of|rather than|other than))\b"
                              r"[^.;:]{0,40}$", re.IGNORECASE)
_EXCLUDED_AFTER = re.compile(r"^[\w\s-]{0,25}?\b(?:refunds? )?(?:aren't|are not|isn't|is not|can't|cannot|won't|"
                             r"will not)\b", re.IGNORECASE)
# how the customer paid: "I paid by credit card", "paid in cash", "I used PayPal", "bought it with my debit card"
_PAID = re.compile(r"\b(?:paid|pay|paying|bought|purchased|booked|used|charged)\s+"
                   r"(?:(?:it|them|for it|for them|(?:the|my|this|that|these|those|a|an) [\w-]+)\s+)?"
                   r"(?:(?:by|in|with|using|via|on|to)\s+)?(?:(?:a|my|the|your|their|his|her|our)\s+)?$", re.IGNORECASE)
# the answer gives the money: "we'll give you cash", "I'll send the refund to your PayPal", "you'll get a travel
# credit", "the best we can offer is a voucher"
_GIVES = re.compile(r"\b(?:refund\w*|give|giving|gave|hand|send|sending|sent|issue|issued|offer|pay|paid back|get|"
                    r"receive|go(?:es)? back|back|credit(?:ed)?|put|transfer\w*|deposit\w*|pop|load\w*|apply|"
                    r"applied|add|added|keep|ready|return\w*|is|be)\b[^.;:]{0,45}$", re.IGNORECASE)
# a case in a rule's subject that the customer's case may not be
_NO_RECEIPT = re.compile(r"\b(?:without (?:a |the |an |any )?(?:receipt|proof of purchase)|no receipt|"
                         r"lost (?:the |my )?receipt|(?:don't|do not|doesn't|does not) have (?:a |the |my )?receipt|"
                         r"can't find (?:the |my )?receipt)", re.IGNORECASE)
_GIFT_RECEIPT = re.compile(r"\bgift receipt", re.IGNORECASE)
_LEADING_CONDITION = re.compile(r"^\W*(?:if|when|where|once|whenever)\b(?P<cond>[^,;]+)[,;]", re.IGNORECASE)
_SUBJECT_END = re.compile(r"\b(?:is|are|will be|must be|may be|can be|get|gets|receive|receives|are entitled|"
                          r"is entitled|must|may|can|require|requires|need|needs|go|goes)\b", re.IGNORECASE)


def _mentions(text: str) -> list[tuple[str, int, int]]:
    """Destinations named in ``text``, as ``(destination, start, end)``."""
    out = []
    for m in _DEST.finditer(text):
        name = next(_DESTINATIONS[i][0] for i in range(len(_DESTINATIONS)) if m.group(f"d{i}"))
        out.append((name, m.start(), m.end()))
    return out


def _excluded(text: str, start: int, end: int) -> bool:
    """The destination at ``text[start:end]`` is ruled out ("not in cash", "cash refunds aren't available"); "No
    problem, we'll hand you back the cash" rules nothing out."""
    before = _NOT_A_DENIAL.sub(" ", text[max(0, start - 45) : start])
    return bool(_EXCLUDED_BEFORE.search(before) or _EXCLUDED_AFTER.match(text[end:]))


def paid_with(text: str) -> Optional[str]:
    """How the customer paid, from the question or the answer ("I paid by credit card" -> ``"card"``,
    "I paid cash" -> ``"cash"``, "you paid with a gift card" -> ``"gift card"``), or ``None``."""
    for name, start, _end in _mentions(text):
        if name != "original" and _PAID.search(text[max(0, start - 35) : start]):
            return name
    return None


@lru_cache(maxsize=8192)
def rule_destinations(text: str) -> tuple[frozenset, frozenset]:
    """``(allowed, excluded)`` destinations of a refund rule unit; both empty for a unit about something else.

    Example: "Returns made with a gift receipt are refunded on a Harbor Lane gift card, not in cash or to a payment
    card" -> ``({"gift card"}, {"cash", "card"})``. A destination follows a preposition ("to", "in", "as", "on",
    "by", "is"): "Only a store manager may refund cash" names none. A destination in the unit's subject is its
    case, not where the refund goes ("Purchases paid in cash are refunded in cash": allowed ``{"cash"}`` once, from
    the predicate).
    """
    if not _REFUND.search(text):
        return frozenset(), frozenset()
    subject_end = _subject_end(text)
    allowed, excluded = set(), set()
    for name, start, end in _mentions(text):
        if start < subject_end or _PAID.search(text[max(0, start - 35) : start]):
            continue  # the unit's case ("Purchases paid in cash", "Refunds for credit card purchases")
        if not _INTO.search(text[max(0, start - 40) : start]):
            continue  # what is refunded or who refunds it, not where it goes ("Only a store manager may refund cash")
        (excluded if _excluded(text, start, end) else allowed).add(name)
    return frozenset(allowed), frozenset(excluded - allowed)


def _subject_end(text: str) -> int:
    """Where a unit's subject ends (the first verb after any leading condition), 0 when not found."""
    lead = _LEADING_CONDITION.match(text)
    offset = lead.end() if lead else 0
    m = _SUBJECT_END.search(text, offset)
    return m.start() if m else 0


# a unit's case in time, against the item's return window: "A return inside its window, ...", "Items returned after
# their window has ended but within 60 days of purchase ..."
_INSIDE_WINDOW = re.compile(r"\b(?:inside|within|in) (?:its|their|the|your|the item's) (?:return |refund )?window\b",
                            re.IGNORECASE)
_AFTER_WINDOW = re.compile(r"\b(?:after|outside|past|beyond) (?:its|their|the|your|the item's) (?:return |refund )?"
                           r"window\b", re.IGNORECASE)
# a window's length named in the conversation: "a 30-day return window", "the return window is 15 days"
_WINDOW_AFTER = re.compile(r"^[\s-]*(?:return |refund |returns )?window\b", re.IGNORECASE)
_WINDOW_BEFORE = re.compile(r"\bwindow (?:is|of|lasts)\s*$", re.IGNORECASE)
# a limit counted from the purchase: "within 60 days of purchase or delivery"
_FROM_PURCHASE = re.compile(r"^\s*(?:of|from|after) (?:the )?(?:purchase|delivery|buying|the purchase date|"
                            r"the delivery date)\b", re.IGNORECASE)


def named_window(texts: Sequence[str]) -> Optional[float]:
    """The length in days of the return window the conversation names ("which has a 30-day return window" -> 30,
    "the return window is 15 days" -> 15), from the first of ``texts`` that names one, else ``None``."""
    for t in texts:
        for q in extract_quantities(t):
            if q.dim == "duration" and q.lo == q.hi and (_WINDOW_AFTER.match(t[q.end:]) or
                                                         _WINDOW_BEFORE.search(t[max(0, q.start - 20) : q.start])):
                return q.lo
    return None


def elapsed_days(texts: Sequence[str]) -> Optional[float]:
    """How long ago the customer's purchase was, in days, from the first of ``texts`` (the question first) that
    says it: one unbounded duration that is not a window ("What if it had been seven weeks?" -> 49, "I bought it
    three weeks ago" -> 21), else ``None``."""
    for t in texts:
        found = {q.lo for q in extract_quantities(t) if q.dim == "duration" and not q.bound and q.lo == q.hi
                 and not _WINDOW_AFTER.match(t[q.end:]) and not _WINDOW_BEFORE.search(t[max(0, q.start - 20):q.start])}
        if len(found) == 1:
            return found.pop()
    return None


def time_case_fails(text: str, elapsed: Optional[float], window: Optional[float]) -> bool:
    """Whether a refund rule unit's case in time excludes a purchase made ``elapsed`` days ago, given the item's
    return ``window`` in days (either may be ``None``, unknown): "A return inside its window" excludes 49 days
    against a 30-day window, "Items returned after their window has ended but within 60 days of purchase" excludes
    21 days (inside the window) and 75 days (past 60)."""
    if elapsed is None:
        return False
    after = _AFTER_WINDOW.search(text)
    if window is not None:
        if after and elapsed <= window:
            return True
        if not after and _INSIDE_WINDOW.search(text) and elapsed > window:
            return True
    for q in extract_quantities(text):
        if q.dim == "duration" and q.bound == "max" and _FROM_PURCHASE.match(text[q.end:]) and elapsed > q.hi:
            return True
    return False


def _receipt_text(*texts: str) -> str:
    """The first of ``texts`` (the question, the claim, the rest of the answer) that speaks of a receipt: the
    customer's "I have my receipt" decides their case, whatever the answer says of returns without one."""
    return next((t for t in texts if "receipt" in t.lower()), "")


def _case_applies(text: str, case_text: str, case_words: set, paid: Optional[str],
                  receipt_text: Optional[str] = None, elapsed: Optional[float] = None,
                  window: Optional[float] = None) -> bool:
    """Whether the unit's case is the customer's: its subject's payment method is how they paid, its receipt
    condition ("without a receipt", "with a gift receipt") is theirs (read from ``receipt_text``, default
    ``case_text``), its case in time admits a purchase ``elapsed`` days ago with a ``window``-day return window
    (:func:`time_case_fails`), and half of a leading condition's content words are in the question or the answer."""
    if receipt_text is None:
        receipt_text = case_text
    if time_case_fails(text, elapsed, window):
        return False
    subject = text[: _subject_end(text)]
    for name, _start, _end in _mentions(subject):
        if name not in ("original", *CREDITS) and name != paid:
            return False  # "Purchases paid in cash are refunded in cash", and the customer paid by card or did
            # not say how they paid
    if _GIFT_RECEIPT.search(text[: max(_subject_end(text), 1)] or text) and not _GIFT_RECEIPT.search(receipt_text):
        return False
    if re.search(r"\boriginal (?:receipt|purchaser)", text, re.IGNORECASE) and _GIFT_RECEIPT.search(receipt_text):
        return False  # "returned by the original purchaser with the original receipt" is not a gift receipt's case
    no_receipt_rule = bool(_NO_RECEIPT.search(text))
    if no_receipt_rule != bool(_NO_RECEIPT.search(receipt_text)) and ("receipt" in text.lower()):
        # "Without a receipt ... store credit only" is not the case of a customer who has one, and "with a receipt
        # ... to the original payment method" not the case of one who lost it
        return False
    lead = _LEADING_CONDITION.match(text)
    if lead:
        cond = content_words(lead.group("cond"))
        if cond and len(cond & case_words) * 2 < len(cond):
            return False
    return True


def case_applies(unit_text: str, case_text: str) -> bool:
    """Whether a refund rule unit is about the customer's case, given the question and the answer as
    ``case_text``; always true for a unit that names no refund destination. "Returns made with a gift receipt are
    refunded on a gift card" is not about "I paid cash and have my receipt"; see :func:`destination_conflict`."""
    allowed, excluded = rule_destinations(unit_text)
    if not (allowed or excluded):
        return True
    return _case_applies(unit_text, case_text, content_words(case_text), paid_with(case_text),
                         _receipt_text(case_text))


# a payment method named as the case a claim is about: "Card purchases go back to the card", "if you paid by card"
_CASE_NOUN = re.compile(r"^\s*(?:purchases?|payments?|orders?|bookings?|transactions?|refunds?)\b", re.IGNORECASE)


_IF_PAID = re.compile(r"\b(?:if|when|for) (?:you |they )?(?:paid|pay|bought)\b[^.;]{0,20}$", re.IGNORECASE)


def _claim_case(text: str) -> Optional[str]:
    """The payment method a claim names as its case ("Card purchases ...", "if you paid by card, ..."), else
    ``None``."""
    for name, start, end in _mentions(text):
        if name == "original":
            continue
        if _CASE_NOUN.match(text[end:]) or _IF_PAID.search(text[max(0, start - 30) : start]):
            return name
    return None


def destination_conflict(c: Statement, query: str, units: list[Statement], scope: list[int],
                         answer: list[str], history: Sequence[tuple[str, str]] = ()) -> Optional[Conflict]:
    """The claim pays a refund (or the money back) to a destination that the unit of ``scope`` for the customer's
    case does not allow (see the module docstring).

    Args:
        c: the claim; ``query``: the user's question; ``answer``: the texts of all the answer's claims (how the
            customer paid may be said in another one).
        units, scope: all rule units of the interaction, and the indices of one chunk's.
        history: the session's earlier turns (``(query, answer)``, oldest first): how long ago the purchase was and
            the item's return window may have been said there ("I bought it three weeks ago" - "a lamp has a 30-day
            return window"); the question and the answer speak first.

    Returns:
        a :class:`Conflict` ("refund to <destination> where the rule allows <allowed>"), or ``None``. The claim
        must name its destination as what it gives ("we'll give you cash", "you'll get a travel credit"), not deny
        it ("cash refunds aren't available") or name how the customer paid; the rule's "original payment method"
        is how the customer paid when the question or answer says so, and otherwise rules out only credits and
        vouchers. Any unit of the interaction (in any chunk) whose case applies and that allows the claim's
        destination excuses it.
    """
    if c.polarity.negated and not _mentions(c.text):
        return None
    if not _MONEY_BACK.search(c.text + " " + query):
        return None
    case_text = " ".join([query, *answer])
    paid = paid_with(query) or paid_with(" ".join(answer))
    own_case = _claim_case(c.text)
    if own_case and paid and own_case != paid:
        return None  # "Card purchases go back to the card" said to a customer who paid cash: another case
    paid = paid or own_case
    receipt_text = _receipt_text(query, c.text, " ".join(answer))
    named = [(name, start, end) for name, start, end in _mentions(c.text)
             if not _excluded(c.text, start, end) and not _PAID.search(c.text[max(0, start - 35) : start])]
    if any(name == "original" for name, _, _ in named):
        # "by bank transfer to the account the payment came from", "back on whichever card you paid with": the
        # original payment method, however it is reached
        given = [paid or "original"]
    else:
        given = [name for name, start, _ in named if _GIVES.search(c.text[max(0, start - 50) : start])]
    if not given:
        return None
    case_words = content_words(case_text)
    earlier_queries = [q for q, _ in reversed(history)]
    earlier_answers = [a for _, a in reversed(history)]
    elapsed = elapsed_days([query, c.text, *earlier_queries])
    window = named_window([*answer, query, *earlier_answers, *earlier_queries])
    rules = []  # (unit, allowed, excluded) of every unit of the interaction whose case is the customer's
    for b in range(len(units)):
        allowed, excluded = rule_destinations(units[b].text)
        if (allowed or excluded) and _case_applies(units[b].text, case_text, case_words, paid, receipt_text,
                                                   elapsed, window):
            resolved = {paid if d == "original" and paid else d for d in allowed}
            rules.append((b, resolved, excluded))
    in_scope = set(scope)
    if not any(b in in_scope for b, _, _ in rules):
        return None
    # the unit closest in meaning to the claim speaks first
    if c.vector is not None and all(units[b].vector is not None for b, _, _ in rules):
        rules.sort(key=lambda r: -float(c.vector @ units[r[0]].vector))
    for dest in given:
        if any(dest in allowed for _, allowed, _ in rules):
            continue
        if paid is None and dest not in CREDITS and any("original" in allowed for _, allowed, _ in rules):
            continue  # "we'll refund your card" may well be the original payment method
        for b, allowed, excluded in rules:
            if b not in in_scope:
                continue
            if dest in excluded or (paid is not None and dest in {paid if d == "original" else d for d in excluded}):
                return Conflict(b, c.text, f"refund to {dest}, which the rule rules out", 0.8)
            if "original" in allowed and dest in CREDITS:
                return Conflict(b, c.text, f"refund as {dest} where the rule requires the original payment method",
                                0.8)
            if allowed and "original" not in allowed:
                return Conflict(b, c.text, f"refund to {dest} where the rule allows {' or '.join(sorted(allowed))}",
                                0.8)
    return None
