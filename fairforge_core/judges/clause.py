"""fairforge's offline per-chunk decision: clause alignment plus conflict detectors.

For each interaction, every retrieved chunk is split into rule units (bullets, sentences, table rows) and the answer
into claims (:mod:`fairforge_core.judges.text`). Claims and units are embedded with the configured embedder and
aligned by an *alignment score* = cosine similarity + 0.15 x content-word overlap (overlap coefficient of stemmed
content words) + 0.10 when they share a compatible quantity. All retrieved chunks of an interaction are considered
together, so a claim is matched with its best unit across the chunks, not with whatever a single chunk offers.

For each claim whose best alignment reaches ``address_threshold``:

* **quantities** (:mod:`~fairforge_core.judges.quantities`, :mod:`~fairforge_core.judges.quantity_checks`): a
  duration, amount, percentage or count in the claim that is not a fact taken from the user's query must be
  compatible with a same-kind quantity of some aligned unit; if the best-aligned unit that states a same-kind
  quantity (alignment >= ``conflict_threshold``) disagrees and no aligned unit agrees, the claim conflicts with it
  ("30 days vs 10 business days"), unless the unit's bounded condition is not this case ("Patients who cancel with
  less than 24 hours' notice are charged £25" against "well over 24 hours' notice, so no charge"; see
  :func:`~fairforge_core.judges.negation.bounded_condition_unmet`). Weights, lengths and volumes count too.
  Percentages also match their complement (keeping 20 % = refunding 80 %). A
  frequency ("12 times a week") is compared with the rule's limit as a count per day
  (:mod:`~fairforge_core.judges.rates`).
* **time windows** (:mod:`~fairforge_core.judges.times`, :mod:`~fairforge_core.judges.windows`): a clock time the
  claim affirms for an action the aligned units restrict (sharing a content word such as "call") must fall inside
  every allowed window those units state; the strictest window wins, so a company rule narrower than the law
  applies. The time must belong to the window's event (the words around it: "processed at 11 p.m." is not a call),
  and the customer calling the company ("you can call us at 10 p.m.") is not a call the rule restricts. A time the
  answer arranges ("I'll schedule our callback for 10:30 pm") is checked against a window naming its event before
  the claim has to align with the rule, as days and requests are.
* **polarity** (:mod:`~fairforge_core.judges.polarity`, :mod:`~fairforge_core.judges.negation`): when the claim and
  its best unit (cosine >= ``polarity_threshold``, or >= ``polarity_floor`` when the negated predicate and one more
  content word are shared) disagree on negation (prohibited vs done, required vs "not needed"), they conflict if the
  negated predicate ("mention" in "must never mention a debt") or at least two words the negation governs appear on
  the other side, unless the unit's exception ("unless the item arrived damaged") is met by the claim's own words
  (see :func:`~fairforge_core.judges.negation.denies_the_same_thing` for negations that are about something else). A
  unit or claim of two coordinated clauses is compared through the clause closer to the other side.
* **restricted actions** (:mod:`~fairforge_core.judges.actions`): "Only a store manager may approve an exception"
  against "I'll approve a full refund" (the action's object must be named; "I'll ask my supervisor to approve it"
  hands it over).
* **exceptions and conditions** (:mod:`~fairforge_core.judges.conditions`): the answer rules out the rule's
  exception ("defective or not" against "waived if defective"), or says the rule's condition does not matter
  ("however close the departure is" against "a booking made at least 7 days before departure may be cancelled").

Prices offered at a discount ("3 months at half price, $19.50 a month") are not compared with list prices.

Whatever the alignment, a claim also conflicts with a chunk when it asks for what a unit forbids asking for
(:mod:`~fairforge_core.judges.asking`), says what a unit forbids saying (:mod:`~fairforge_core.judges.disclosure`),
pays a refund to a destination the unit for the customer's case does not allow
(:mod:`~fairforge_core.judges.destinations`), says an action can no longer be taken that a unit keeps open at any
time (:mod:`~fairforge_core.judges.cutoffs`), names a day a unit excludes for the same event
(:mod:`~fairforge_core.judges.days`), does a restricted action whose object it names, waives what a unit requires
or grants what the case lacks the prerequisite for (:mod:`~fairforge_core.judges.needs`), imposes a
precondition a unit forbids (:mod:`~fairforge_core.judges.barriers`), or says an activity goes on, a waived fee is
charged or a forbidden contact will be made in the case a unit stops or forbids it
(:mod:`~fairforge_core.judges.continuation`). A unit whose own case the case's quantities
fail (a leading condition, a bound in its subject, or a table row's first cell:
:func:`~fairforge_core.judges.negation.row_condition_unmet`) is left out of the quantity check.
The statements compared and the conflicts found are in :mod:`~fairforge_core.judges.statements`; this module
holds the judge itself: alignment, the detectors' order and their use of the thresholds.

A chunk CONTRADICTS when a claim conflicts with one of its units (support score 0.05-0.5, lower = more certain);
it SUPPORTS when it holds the best unit of an addressed claim without conflict (0.6-1.0, higher = closer
alignment); otherwise it is not addressed (NEUTRAL). Evidence: the unit (rule sentence), the claim (answer span)
and a plain-words reason.

What it cannot judge: contradictions carried only by meaning (a different category, person or channel named in
other words, "everyone gets their own trial" against "one per household"), reasoning over case facts ("10 days
is inside 14 days, so you qualify"), and languages other than English beyond numbers and basic Spanish cue
words. Those answers look supported or unaddressed; see the README for measured precision and recall.
"""

from __future__ import annotations

import hashlib
import math
import re
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Optional

import numpy as np

from fairforge_core.core.embedder import Embedder
from fairforge_core.judges.actions import (
    APPROVE_VERBS,
    EXCEPTION_MARKER,
    FIRST_PERSON,
    GENERIC_OBJECTS,
    ONLY_ACTOR,
    WORDS,
    action_object,
    within_limit,
)
from fairforge_core.judges.asking import request_conflict
from fairforge_core.judges.barriers import extra_step_conflict, imposed_condition_conflict
from fairforge_core.judges.conditions import DENIAL, RULE_CONDITION, RULE_EXCEPTION, STRONG_DENIAL
from fairforge_core.judges.continuation import continuation_conflict
from fairforge_core.judges.cutoffs import cutoff_conflict
from fairforge_core.judges.days import day_conflict, days_overlap
from fairforge_core.judges.destinations import case_applies, destination_conflict
from fairforge_core.judges.disclosure import disclosure_conflict, forbidden_statements
from fairforge_core.judges.exclusions import exclusion_conflict, exclusive_keeps_denial, unconditional_grant_conflict
from fairforge_core.judges.needs import (
    unmet_prerequisite_conflict,
    upholds,
    waived_actions,
    waiver_conflict,
    waiver_excused,
    waivers,
)
from fairforge_core.judges.negation import (
    CLOCK_WORDS,
    NO_NEED,
    affirmed_words,
    alternative_taken,
    bounded_condition_unmet,
    closest_clause,
    complementary_conditions,
    condition_met,
    denies_the_same_thing,
    failure_named,
    needed_object,
    row_condition_unmet,
    subject_bound_unmet,
)
from fairforge_core.judges.offers import further_offer_conflict
from fairforge_core.judges.polarity import KEEPING_WORDS, keeps_money, negation_phrase, polarity
from fairforge_core.judges.polarity import RETURN_WORDS as _RETURN_WORDS
from fairforge_core.judges.quantities import NUMBER_WORDS, Quantity, extract_quantities
from fairforge_core.judges.quantity_checks import (
    DISCOUNT,
    UNIVERSAL,
    agrees,
    comparable,
    is_case_fact,
    is_derived_amount,
    is_total_of,
    waived_charge_conflict,
    zero_fee_kind,
)
from fairforge_core.judges.rates import rates
from fairforge_core.judges.statements import PERSON_STEMS, Conflict, Statement, related_words, statement
from fairforge_core.judges.text import content_words, split_claims, split_rule_units, stem, words
from fairforge_core.judges.unmet import unmet_condition_conflict
from fairforge_core.judges.windows import (
    INBOUND,
    PLACED,
    WINDOW_SUBJECT,
    fmt_minutes,
    timed_event,
    w_end,
    w_start,
    window_event,
)
from fairforge_core.verdicts import ChunkJudge, ChunkJudgement, JudgeRequest

_RELATION = re.compile(r"^\W*(?:[\w'-]+\s+){0,1}?(before|after|prior to|following|ahead of)\b", re.IGNORECASE)


# a rule that allows an act only under a condition: "is fitted only when the customer has clearly agreed", "Opt-in
# required before an overdraft fee may be charged?: Yes" ("X only if C" holds whenever X is not done)
_ONLY_UNDER = re.compile(r"\bonly (?:when|if|after|once|where)\b|\brequired before\b", re.IGNORECASE)


# a rule that forbids making one thing depend on another, and a claim that states such a dependence
_MAKE_DEPEND = re.compile(r"\bmake\b[^.;]{0,120}?\b(?:depend(?:ent)?|conditional|contingent) (?:up)?on\b",
                          re.IGNORECASE)
_DEPENDENCE = re.compile(r"\b(?:depend\w*|condition\w*|contingent|only (?:if|when|after|once)|unless|as long as|"
                         r"provided|require[sd]?|need(?:s|ed)? to|have to|has to|must)\b", re.IGNORECASE)


def _relation(text: str, q: Quantity) -> str:
    """``"before"`` or ``"after"`` when a duration is measured to or from an event ("10 days before the exam", "a
    week after the exam period ends"), else ``""``."""
    if q.dim != "duration":
        return ""
    m = _RELATION.match(text[q.end : q.end + 30])
    if not m:
        return ""
    if m.group(1).lower() not in ("after", "following"):
        # "It can take up to five business days before we acknowledge it": the time until the event, not before it
        return "" if _ELAPSED.search(text[max(0, q.start - 40) : q.start]) else "before"
    return "after"


# a verb of time passing before an event: "it can take up to five days before ...", "allow 10 days before ..."
_ELAPSED = re.compile(r"\b(?:take|takes|took|taking|wait|waiting|allow|allowing)\b[^.;,]*$", re.IGNORECASE)


# verbs that name one act in policies: "never offer a discount" and "I can give you 20% off"
_SAME_ACT = [frozenset(content_words(g)) for g in ("offer offered give gave given provide provided",)]


# a predicate that stops an act: "collection must pause", "calls must stop", "the collector must cease"
_STOP_VERB = re.compile(r"\b(?:must|shall|will|should|has to|have to|is to|are to)\s+(?:\w+\s+)?(?:pause|stop|"
                        r"cease|suspend|halt|end)\b|\b(?:is|are)\s+(?:paused|stopped|suspended|halted|put on hold)\b",
                        re.IGNORECASE)


# a clock time that starts or ends a stretch of the day: "any time after 7 a.m.", "until 10 p.m."
_FROM_A_TIME = re.compile(r"\b(?:any ?time |anytime )?(?:after|from|before|until|till)\s*$", re.IGNORECASE)


# a group a rule exempts: "Customers enrolled in the Senior Assistance Program are exempt from late payment charges"
_EXEMPT = re.compile(r"^(?P<group>[^.;:]+?)\s+(?:are|is)\s+(?:exempt|excluded)\s+from\s+(?P<what>[^.;,]+)",
                     re.IGNORECASE)
_APPLIED = re.compile(r"\b(?:appl(?:y|ies|ied)|charged?|added|incurs?|incurred|billed|owe|owes|due)\b", re.IGNORECASE)
_REMOVED = re.compile(r"\b(?:remov\w*|waiv\w*|refund\w*|revers\w*|credit\w*|cancel\w*|drop\w*|exempt|"
                      r"doesn't|does not|won't|will not|not)\b", re.IGNORECASE)


def _exempt_case_charged(c: Statement, units: list[Statement], scope: list[int],
                         query_words: frozenset) -> Optional[Conflict]:
    """The question puts the customer in a group a unit exempts ("I'm in the Senior Assistance Program": at least two
    of the group's words besides the person noun) and the claim says the charge it is exempt from applies ("so the
    1.5% late charge was applied": two of its words and an applying verb, no removal or negation)."""
    if c.text.rstrip().endswith("?") or not _APPLIED.search(c.text) or _REMOVED.search(c.text):
        return None
    for j in scope:
        m = _EXEMPT.search(units[j].text)
        if m and len((content_words(m.group("group")) - PERSON_STEMS) & query_words) >= 2 \
                and len(content_words(m.group("what")) & c.words) >= 2:
            return Conflict(j, c.text, f"charges what the customer's case is exempt from: {m.group(0).strip()}", 0.75)
    return None


def _loose(stems: set) -> set:
    """Stems without a final "e" or "ing", so that the light stemmer's "move" and "moving" meet."""
    return {w[:-3] if w.endswith("ing") and len(w) > 5 else w.rstrip("e") for w in stems}


def _same_act(heads: set, other: set) -> bool:
    """A negated predicate of ``heads`` is in ``other``, itself or as a verb of the same act (:data:`_SAME_ACT`)."""
    return bool(heads & other) or any(heads & g and other & g for g in _SAME_ACT)


# the answer denies something of the customer: "You aren't on a payment plan", "you're not a student"
# or of their account ("your account doesn't show an active payment plan", "there's no payment plan on this account")
_ABOUT_THE_CUSTOMER = re.compile(r"\b(?:you|you're|your|yours|this account|the account)\b", re.IGNORECASE)
# the answer arranges something at a time ("I'll schedule our callback for 10:30 pm", "we've booked ..."), not a
# record of when something happened ("the system logged your callback request at 10:52 p.m.")
_ARRANGES = re.compile(r"\b(?:i'll|we'll|i will|we will|i can|we can|i've|we've|let me|shall i|schedul\w*|book\w*|"
                       r"arrang\w*|set up)\b", re.IGNORECASE)
# a reassurance that opens a claim: "Don't worry about bringing photo ID", "Never mind the late fee, I've waived it"
_REASSURANCE = re.compile(r"^\W*(?:(?:don't|do not) worry about|never mind|(?:there's |there is )?no need to "
                          r"(?:worry|panic|stress|apologi[sz]e|rush|hurry)\b)\b", re.IGNORECASE)
# a report of the customer's records ("I can see you haven't had a fee waived in the last 12 months")
_RECORD_REPORT = re.compile(r"^\W*(?:i can see|i see|it looks like|looking at your account|our records show|"
                            r"according to (?:our|your) records)\b", re.IGNORECASE)
# a claim for every time, which meets a rule's time condition ("We investigate every complaint, no matter when it
# was submitted" against "Complaints submitted after 90 days are not investigated")
_ANY_TIME = re.compile(r"\b(?:no matter (?:when|how (?:late|long|old))|regardless of (?:when|how (?:late|long)|"
                       r"the date|timing)|at any time|however (?:late|long))\b", re.IGNORECASE)
# a period of one unit with no number ("a month", "per week", "each day") and a count before it in the same clause
_RATE_PERIOD = re.compile(r"^(?:a|an|per|each|every)\s+(?:calendar\s+)?(?:hour|day|week|month|year)$", re.IGNORECASE)
_COUNTED = re.compile(rf"\b(?:\d+|{'|'.join(sorted(NUMBER_WORDS, key=len, reverse=True))}|once|twice)\b[^.;,:]*$",
                      re.IGNORECASE)
# the nouns of an amount charged, as one word
_CHARGE_STEMS = frozenset({"fee", "charg", "cost", "pric"})


def _money_words(ws: set) -> set:
    """``ws`` with the stems of "fee", "charge", "cost" and "price" read as one word ("fee")."""
    return {"fee" if w in _CHARGE_STEMS else w for w in ws}


# conditions that name a case, not a time
_CASE_CONDITIONS = frozenset({"if", "when", "whenever", "once", "where"})


@dataclass
class _ChunkUnits:
    units: list[Statement] = field(default_factory=list)


_PART_BOUNDARY = re.compile(r",\s+|\s+(?:and|or|but|while|whereas)\s+|\s+-\s+|:\s+")


def _local_clauses(text: str, quantities: list[Quantity]) -> list[str]:
    """For each quantity, the comma/conjunction-delimited part of ``text`` around it (at least five words), so that
    a claim stating several quantities is matched part by part ("refunds are issued within 5 business days, and
    the issuer can take up to 10 more")."""
    if len(quantities) < 2 and len(text.split()) <= 25:
        return [text] * len(quantities)
    cuts = [0] + [m.end() for m in _PART_BOUNDARY.finditer(text)] + [len(text) + 1]
    spans = [(a, b) for a, b in zip(cuts, cuts[1:])]
    merged: list[list[int]] = []
    for a, b in spans:
        if merged and len(text[merged[-1][0] : merged[-1][1]].split()) < 5:
            merged[-1][1] = b
        else:
            merged.append([a, b])
    if len(merged) > 1 and len(text[merged[-1][0] : merged[-1][1]].split()) < 5:
        merged[-2][1] = merged[-1][1]
        merged.pop()
    out = []
    for q in quantities:
        part = next((text[a:b] for a, b in merged if a <= q.start < b), text)
        part = re.sub(r"^(?:and|or|but|so|while|whereas)\s+", "", part.strip(" ,;:-"), flags=re.IGNORECASE)
        out.append(part or text)
    return out


# a question that asks for an amount, a period or a price ("How long do I have to tell you?", "Is there a charge?",
# "When will I be paid?"), or asks about one it names ("Can I order 4 packs?"): the answer's quantities are read as
# its answer
_ASKS_QUANTITY = re.compile(r"\b(?:how (?:long|much|many|soon|often|late|early|quickly|fast)|when\b|by what|"
                            r"what (?:time|date|day)|(?:charge|fee|cost|price|pay|limit|deadline)s?\b)[^?]*\?",
                            re.IGNORECASE)


def _asked_for(query: str, q: Quantity) -> bool:
    """Whether the question's quantity ``q`` stands in a sentence that asks something ("Can I order 4 packs of
    paracetamol online in one go?"), not one that states a fact of the case ("I bought it 12 days ago.")."""
    end = re.search(r"[.!?](?:\s|$)", query[q.end :])
    return bool(end) and end.group(0).startswith("?")


# the claim reports what a named rule or law says, rather than stating what will happen ("The general protection for
# households lets a supplier recover up to twelve months", "the law allows 14 days, but we give you 30")
_REPORTS_A_RULE = re.compile(
    r"\b(?:the law|legally|by law|regulations?|regulator|statutory|general (?:protection|rules?)|"
    r"(?:legal|statutory|general|national|industry) (?:minimum|limit|rule|protection|right)s?|"
    r"the rules? (?:says?|allows?|lets?)|under (?:the )?(?:law|rules|act|code))\b", re.IGNORECASE)
# two units state the same rule when at least 4 of their words, and half of the shorter one's, the quantities' own
# words aside, are shared (a company procedure and the general rule it tightens: "On a closed account, Kestrel pays
# back any credit within 5 working days of the final bill" and "Any credit left on the final account is paid back
# within 10 working days of the final bill" share account, back, bill, credit, final, pay). Cosine does not tell them
# apart: all-MiniLM puts any two "within N days" rules at 0.7-0.8 ("Approved claims are paid within 30 days of
# approval" and "Every new claim is acknowledged within 2 business days", 0.72)
SAME_RULE_SHARED = 4
SAME_RULE_OVERLAP = 0.5
_QUANTITY_WORDS = frozenset({"day", "week", "month", "year", "hour", "minut", "work", "busines", "calendar", "within",
                             "least", "most", "more", "less", "than", "up"})


def _version_of(other: Statement, referent: Statement, stated: Quantity) -> str:
    """``"laxer"`` or ``"stricter"`` when ``other`` (another chunk's unit) states the same rule as ``referent`` (the
    shared words of :data:`SAME_RULE_SHARED`) with a bound of the same kind as the referent's ``stated`` one but
    another value: a longer maximum or a smaller minimum is laxer. ``""`` otherwise."""
    a, b = other.words - _QUANTITY_WORDS, referent.words - _QUANTITY_WORDS
    shared = len(a & b)
    if shared < SAME_RULE_SHARED or shared < SAME_RULE_OVERLAP * min(len(a), len(b)):
        return ""
    for p in other.quantities:
        if not p.same_slot(stated) or p.compatible(stated):
            continue
        if stated.bound in ("max", "min") and p.bound == stated.bound:
            return "laxer" if (p.lo > stated.lo) == (stated.bound == "max") else "stricter"
        # a fixed value against a limit: "Our restocking fee is 5%" within "a restocking fee of up to 15%", "we give
        # 30 days" above "at least 14 days"
        if not stated.bound and ((p.bound == "max" and p.lo > stated.hi) or (p.bound == "min" and p.hi < stated.lo)):
            return "laxer"
        if not p.bound and ((stated.bound == "max" and p.hi <= stated.lo) or (stated.bound == "min"
                                                                              and p.lo >= stated.hi)):
            return "stricter"
    return ""


def _stricter_kept(q: Quantity, b: int, candidates: Sequence[int], units: list[Statement]) -> bool:
    """Whether the claimed quantity ``q`` agrees with a stricter version (:func:`_version_of`) of unit ``b``'s rule
    among ``candidates``: keeping to the stricter rule keeps to ``b``'s too ("We'll always email you at least 60 days
    before any price change" against "at least 30 days' notice", with "We give at least 60 days' written notice")."""
    for p in units[b].quantities:
        if not comparable(q, p):
            continue
        for x in candidates:
            if x != b and any(agrees(q, o) for o in units[x].quantities) \
                    and _version_of(units[x], units[b], p) == "stricter":
                return True
    return False


def _laxer_version(other: Statement, referent: Statement, stated: Quantity, claim: str) -> bool:
    """Whether ``other`` states the same rule as ``referent`` with a laxer bound (:func:`_version_of`), so that a
    claim agreeing with ``other`` still breaks the stricter rule: both apply (a company procedure and the general rule
    it tightens), and keeping to the stricter one keeps to both. Not when the claim reports what a named rule says
    ("the general protection lets a supplier recover up to twelve months")."""
    return not _REPORTS_A_RULE.search(claim) and _version_of(other, referent, stated) == "laxer"


_NEGATION_CUE = re.compile(r"\b(?:not|never|no|cannot|can't|won't|mustn't|shouldn't|isn't|aren't|doesn't|don't)\b",
                           re.IGNORECASE)


# an answer that opens by saying yes to the question
# an object pronoun that refers back ("refund it", "send them back", "do that for you")
_REFERRING_PRONOUN = re.compile(r"\b(?:it|them)\b|\b(?:that|this)\s*(?:for you\s*)?(?:[.,;!?]|$)", re.IGNORECASE)
_REASON_GIVEN = re.compile(r"\b(?:because|since|as|unless|if|when|once|until|after|before|due to|so)\b", re.IGNORECASE)


def _reason_given(claim: str, answer_text: str) -> bool:
    """Whether the claim states a reason or condition, in itself or in the clause split from it right after
    ("we can't refund it" + "because cancellations made with less than 48 hours' notice aren't eligible")."""
    if _REASON_GIVEN.search(claim):
        return True
    at = answer_text.find(claim)
    return at != -1 and bool(re.match(r"[\s,;:\u2014-]*(?:because|since|as|unless|if|when|once|until|due to|so)\b",
                                      answer_text[at + len(claim):], re.IGNORECASE))
_YES_REPLY = re.compile(r"^\W*(?:yes|yeah|yep|sure|of course|certainly|absolutely|definitely)\b", re.IGNORECASE)


# an amount named as a charge: "$30 restocking fee", "£5 late payment charge"
_CHARGE_AFTER = re.compile(r"^\s*(?:[\w-]+\s+){0,2}?(?:fee|fees|charge|charges|penalty|surcharge|fine)\b",
                           re.IGNORECASE)


def _negated_bound_kept(negated: str, other: str) -> bool:
    """Whether a negated bound ("cannot be asked to pay for more than 12 months", "never less than 14 days") and a
    quantity of the affirmative side keep to the same limit: not more than N is at most N ("up to twelve months",
    "10 months"), not less than N is at least N ("at least 14 days", "21 days"). Quantities of the same slot only."""
    cue = _NEGATION_CUE.search(negated)
    if not cue:
        return False
    # the bound must be in the negation's scope: "As it's been more than a month, you can no longer appeal" states the
    # case's time, not a limit
    bounds = [q for q in extract_quantities(negated) if q.bound in ("min", "max") and q.start >= cue.end()]
    if not bounds:
        return False
    for p in extract_quantities(other):
        for q in bounds:
            if not p.same_slot(q):
                continue
            if q.bound == "min" and ((p.bound == "max" and p.hi <= q.hi * 1.01) or (not p.bound
                                                                                    and p.hi <= q.lo * 1.01)):
                return True
            if q.bound == "max" and ((p.bound == "min" and p.lo >= q.lo * 0.99) or (not p.bound
                                                                                    and p.lo >= q.hi * 0.99)):
                return True
    return False


def _chunk_key(chunk) -> str:
    """Cache key of a chunk's units: its hash, or the hash of its widened context when it has one."""
    if chunk.context:
        return hashlib.sha256(chunk.context.encode("utf-8")).hexdigest()
    return chunk.chunk_hash


def _weighted_overlap(a: set, b: set, idf) -> float:
    """Shared words weighted by ``idf``, over the smaller side's total weight (0..1)."""
    shared = a & b
    if not shared:
        return 0.0
    wa = sum(idf(w) for w in a)
    wb = sum(idf(w) for w in b)
    return sum(idf(w) for w in shared) / max(1e-9, min(wa, wb))


def _overlap(a: set, b: set) -> float:
    if not a or not b:
        return 0.0
    return len(a & b) / min(len(a), len(b))


class ClauseJudge(ChunkJudge):
    """Offline three-way decision by clause alignment and conflict detection (see the module docstring).

    Args:
        embedder: the embedder used to align claims and rule units (default: the packaged all-MiniLM-L6-v2).
        address_threshold: minimum alignment score for a claim to address a unit (default 0.42).
        conflict_threshold: minimum alignment score for a quantity or time conflict (default 0.45).
        polarity_threshold: minimum cosine similarity between a claim and its best unit for a negation conflict
            (default 0.5).
        polarity_floor: the lower minimum that applies instead when the negated predicate itself and at least one
            more content word appear on both sides ("Staff must not give cash refunds" / "I gave you cash"; default
            0.4, measured on the hand-written probes of ``benchmarks/judge_probes.py``: 0.35 adds a false alarm).
        cache_size: number of chunks whose units and unit embeddings are kept in memory.

    Scores are support scores in [0, 1]; with the default ``contradiction_threshold`` 0.6, conflicts are
    CONTRADICTS and conflict-free addressed chunks SUPPORTS.
    """

    three_way = True

    def __init__(self, embedder: Optional[Embedder] = None, address_threshold: float = 0.42,
                 conflict_threshold: float = 0.45, polarity_threshold: float = 0.5, cache_size: int = 4096,
                 query_threshold: float = 0.5, query_bonus: float = 0.08, lexical_weight: float = 0.15,
                 polarity_floor: float = 0.4):
        if embedder is None:
            from fairforge_core.embedders import SentenceTransformerEmbedder

            embedder = SentenceTransformerEmbedder()
        self.embedder = embedder
        self.address_threshold = float(address_threshold)
        self.conflict_threshold = float(conflict_threshold)
        self.polarity_threshold = float(polarity_threshold)
        self.polarity_floor = min(float(polarity_floor), self.polarity_threshold)
        self.cache_size = int(cache_size)
        self.query_threshold = float(query_threshold)
        self.query_bonus = float(query_bonus)
        self.lexical_weight = float(lexical_weight)
        self._cache: OrderedDict[str, _ChunkUnits] = OrderedDict()
        #: answers of :meth:`_related` by (word, text), so that a purpose word is embedded once per rule
        self._related_seen: dict[tuple[str, str], bool] = {}
        # single words' vectors, for word relatedness (a word recurs across claims, questions and rule units)
        self._word_vectors: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()
        #: optional persistent store of vectors (see :meth:`use_vector_cache`)
        self.vector_cache = None
        #: distinct texts encoded by the model / taken from ``vector_cache`` so far
        self.vectors_embedded = 0
        self.vectors_cached = 0

    @property
    def judge_id(self) -> str:
        return (f"offline-clause-v1(embedder={self.embedder.embedder_id}, address={self.address_threshold}, "
                f"conflict={self.conflict_threshold}, polarity={self.polarity_threshold}/{self.polarity_floor})")

    # -- preparation -------------------------------------------------------------------------------------------
    def use_vector_cache(self, cache) -> None:
        """Keep the vectors of claims, rule units and questions in ``cache`` (a
        :class:`fairforge_core.query_vectors.QueryVectorCache`), so that re-evaluating the same interactions (after
        a corpus change, with other settings, or forced) embeds nothing again. They are stored under the embedder id
        suffixed ``|encode`` (document-side ``encode``, not ``encode_query``)."""
        self.vector_cache = cache

    def _encode(self, texts: Sequence[str]) -> dict[str, np.ndarray]:
        """Unit-length float32 vectors of ``texts`` (each distinct text once), by text; from the vector cache when
        it has them, else one ``encode`` call (whose new vectors are added to the cache)."""
        unique = list(dict.fromkeys(texts))
        if not unique:
            return {}
        key = f"{self.embedder.embedder_id}|encode"
        cache = self.vector_cache
        known = cache.get_many(unique, key) if cache is not None else {}
        missing = [t for t in unique if t not in known]
        if missing:
            vecs = np.asarray(self.embedder.encode(missing), dtype=np.float32)
            if vecs.shape[0] != len(missing):
                raise ValueError(f"{self.embedder.embedder_id} returned {vecs.shape[0]} vectors for "
                                 f"{len(missing)} texts")
            norms = np.linalg.norm(vecs, axis=1, keepdims=True)
            fresh = dict(zip(missing, vecs / np.where(norms == 0, 1, norms)))
            if cache is not None:
                cache.put_many(key, fresh)
            known = {**known, **fresh}
        self.vectors_embedded += len(missing)
        self.vectors_cached += len(unique) - len(missing)
        return known

    def _related(self, word: str, text: str, threshold: float = 0.42) -> bool:
        """Whether ``word`` is close in meaning to a content word of ``text``: cosine >= ``threshold`` between the
        embeddings of the single words ("end" / "cancelling", "dermatologist" / "specialist"; not "freeze" /
        "cancelling"). Single-word embeddings are noisy below 0.5 ("online" / "need" 0.46), so a check that
        must not over-reach asks for 0.5."""
        key = (word, text, threshold)
        if key in self._related_seen:
            return self._related_seen[key]
        others = [w for w in dict.fromkeys(words(text)) if content_words(w)]
        found = False
        if others:
            missing = [w for w in dict.fromkeys([word, *others]) if w not in self._word_vectors]
            if missing:
                fresh = self._encode(missing)
                with self._lock:
                    if len(self._word_vectors) + len(fresh) > 8 * self.cache_size:
                        self._word_vectors.clear()
                    self._word_vectors.update(fresh)
            vec = {w: self._word_vectors.get(w) for w in (word, *others)}
            if any(v is None for v in vec.values()):  # cleared by another thread meanwhile
                vec = self._encode([word, *others])
            found = max(float(vec[word] @ vec[w]) for w in others) >= threshold
        with self._lock:
            if len(self._related_seen) >= self.cache_size:
                self._related_seen.clear()
            self._related_seen[key] = found
        return found

    def _units(self, chunk_hash: str, text: str) -> _ChunkUnits:
        with self._lock:
            cu = self._cache.get(chunk_hash)
            if cu is not None:
                self._cache.move_to_end(chunk_hash)
                return cu
        cu = _ChunkUnits([statement(u) for u in split_rule_units(text)])
        for u in cu.units:
            u.forbidden = forbidden_statements(u.text)
        with self._lock:
            self._cache[chunk_hash] = cu
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)
        return cu

    # -- judging -----------------------------------------------------------------------------------------------
    def judge(self, requests: Sequence[JudgeRequest]) -> list[ChunkJudgement]:
        if not requests:
            return []
        groups: dict[tuple[str, str, tuple], list[int]] = OrderedDict()
        for i, r in enumerate(requests):
            groups.setdefault((r.query, r.answer, r.history), []).append(i)
        chunk_units = {}
        for r in requests:
            key = _chunk_key(r.chunk)
            if key not in chunk_units:
                chunk_units[key] = self._units(key, r.chunk.context or r.chunk.text)
        claims_of = {key: [statement(c) for c in split_claims(key[1])] for key in groups}
        claims = [c for cl in claims_of.values() for c in cl]
        for c in claims:
            c.local_texts = _local_clauses(c.text, c.quantities)
        # each local clause read after the question it answers, for the quantity check's choice of referent
        asks = {q: bool(_ASKS_QUANTITY.search(q) or any(_asked_for(q, f) for f in extract_quantities(q)))
                for q, _, _ in groups}
        context_texts = [[f"{query.strip()} {t}" for t in c.local_texts] if asks[query] else []
                         for (query, _, _), cl in claims_of.items() for c in cl]
        todo = [u for cu in chunk_units.values() for u in cu.units if u.vector is None] + claims
        forbidding = [u for u in todo if u.forbidden]
        queries = list(dict.fromkeys(q for q, _, _ in groups))
        # one encode call for everything this batch still needs: rule units, claims, their local clauses (alone and
        # after the question), questions
        vec_of = self._encode([s.text for s in todo] + [t for c in claims for t in c.local_texts]
                              + [t for texts in context_texts for t in texts] + queries
                              + [f.content for u in forbidding for f in u.forbidden])
        for u in forbidding:
            u.forbidden_vectors = [vec_of[f.content] for f in u.forbidden]
        for st in todo:
            st.vector = vec_of[st.text]
        for c, texts in zip(claims, context_texts):
            c.local_vectors = [vec_of[t] for t in c.local_texts]
            c.context_vectors = [vec_of[t] for t in texts]
        qvec_of = {q: vec_of[q] for q in queries}
        out: list[Optional[ChunkJudgement]] = [None] * len(requests)
        for (query, answer, history), idxs in groups.items():
            chunks = [requests[i].chunk for i in idxs]
            per_chunk = self._judge_interaction(query, claims_of[(query, answer, history)],
                                                [chunk_units[_chunk_key(c)] for c in chunks], qvec_of[query],
                                                history)
            for i, jd in zip(idxs, per_chunk):
                out[i] = jd
        return out  # type: ignore[return-value]

    def _judge_interaction(self, query: str, claims: list[Statement], chunk_units: list[_ChunkUnits],
                           query_vector: np.ndarray, history: tuple = ()) -> list[ChunkJudgement]:
        owners: list[int] = []
        units: list[Statement] = []
        for ci, cu in enumerate(chunk_units):
            for u in cu.units:
                owners.append(ci)
                units.append(u)
        n_chunks = len(chunk_units)
        if not claims or not units:
            return [ChunkJudgement(addressed=False, score=0.0) for _ in range(n_chunks)]
        facts = extract_quantities(query)
        query_facts = [(query, f) for f in facts]
        # the question's words can meet a rule's condition, unless it denies them ("I'm not a student any more")
        query_words = frozenset() if polarity(query).negated else frozenset(content_words(query))
        # ... and neither can what the answer denies of the customer ("You aren't on a payment plan, so a late fee
        # applies" does not meet "If a customer is on a payment plan, do not charge late fees"; "it isn't waived
        # for students" still leaves the student of the question)
        query_words -= frozenset().union(*(c.polarity.scope for c in claims if c.polarity.negated
                                           and _ABOUT_THE_CUSTOMER.search(c.text)))
        answer_words = frozenset().union(*(c.words for c in claims))
        case_text = " ".join([query, *(c.text for c in claims)])
        # what a pronoun of the answer can stand for: the words of the question ("could you refund the Wednesday
        # fee as a one-off?"; "I'm £210 in credit. Can I have that money back?"), negated or not
        question_words = frozenset(content_words(query))
        # what the answer affirms: an alternative the rule allows must be taken, not denied too
        affirmed = affirmed_words([c.text for c in claims])
        # the clause an exclusion can refer back to: "You'll get the $180 rental charge back" for "and nothing else"
        # (the claim before, in the same sentence, when the claim opens with "and" or "but")
        # the words of each claim's answer sentence ("we only reverse fees that were charged in error, ..., so I can't
        # refund it")
        sentence_words: list[frozenset] = []
        group: list[int] = []
        for a, c in enumerate(claims):
            group.append(a)
            if a == len(claims) - 1 or re.search(r"[.!?]\W*$", c.text):
                ws = frozenset().union(*(claims[i].words for i in group))
                sentence_words.extend(ws for _ in group)
                group = []
        previous = ["" if a == 0 or re.search(r"[.!?;]\W*$", claims[a - 1].text)
                    or not re.match(r"\W*(?:and|but)\b", c.text, re.IGNORECASE) else claims[a - 1].text
                    for a, c in enumerate(claims)]
        C = np.stack([c.vector for c in claims])
        U = np.stack([u.vector for u in units])
        sim = C @ U.T
        # inverse document frequency of words over the interaction's rule units: shared rare words weigh more
        df: dict[str, int] = {}
        for u in units:
            for w in u.words:
                df[w] = df.get(w, 0) + 1
        n_units = len(units)

        def idf(w: str) -> float:
            return math.log((n_units + 1) / (df.get(w, 0) + 0.5))

        align = np.empty_like(sim)
        for a, c in enumerate(claims):
            for b, u in enumerate(units):
                bonus = self.lexical_weight * _weighted_overlap(c.words, u.words, idf)
                if any(q.compatible(p) for q in c.quantities for p in u.quantities):
                    bonus += 0.10
                align[a, b] = sim[a, b] + bonus
        # a unit the user's question is about lowers the bar for the answer's claims to address it (paraphrases)
        qsim = U @ query_vector
        align = align + self.query_bonus * (qsim >= self.query_threshold)[None, :]

        support: dict[int, tuple[float, int, int]] = {}  # chunk -> (alignment, claim, unit)
        conflicts: dict[int, Conflict] = {}
        scopes = [[j for j, o in enumerate(owners) if o == ci] for ci in range(n_chunks)]
        forbidden = {j: list(zip(u.forbidden, u.forbidden_vectors)) for j, u in enumerate(units) if u.forbidden}
        for a, c in enumerate(claims):
            # asking for what a rule forbids asking for ("please type your PIN" against "must not ask a member for
            # their PIN"), doing what a role is reserved with its object named, on a day the rule excludes, or at a
            # time outside a window for the same event ("I'll schedule our callback for 10:30 pm"):
            # explicit on both sides, so it needs no closer alignment than retrieval's
            for ci, scope in enumerate(scopes):
                found = (request_conflict(c, units, scope, sim[a], query_words)
                         or (disclosure_conflict(c, units, scope, forbidden, query_words, query, self._encode)
                             if forbidden else None)
                         or destination_conflict(c, query, units, scope, [x.text for x in claims], history)
                         or cutoff_conflict(c, units, scope, sim[a])
                         or further_offer_conflict(c, query, history, units, scope)
                         or unmet_condition_conflict(c, query, history, units, scope, sim[a], self._related)
                         or self._restriction_conflict(a, c, units, align, scope, explicit_only=True)
                         or day_conflict(c, units, scope)
                         or exclusion_conflict(c, query, units, scope, previous[a])
                         or unconditional_grant_conflict(c, sentence_words[a] | question_words, units, scope)
                         or waived_charge_conflict(c, query, history, units, scope)
                         or waiver_conflict(c, answer_words | query_words, units, scope,
                                            [*((c.text, q) for q in c.quantities), *query_facts], sim[a],
                                            [x.text for x in claims], self._related)
                         or imposed_condition_conflict(c, query, units, scope, sim[a], self._related,
                                                       [x.text for x in claims])
                         or extra_step_conflict(c, units, scope, sim[a])
                         or continuation_conflict(c, query, units, scope, self._related, [x.text for x in claims])
                         or unmet_prerequisite_conflict(c, query, units, scope, [x.text for x in claims],
                                                        [*((c.text, q) for q in c.quantities), *query_facts])
                         or (self._time_conflict(a, c, units, align, scope, explicit_only=True)
                             if _ARRANGES.search(c.text) else None))
                if found is not None and (ci not in conflicts or found.confidence > conflicts[ci].confidence):
                    conflicts[ci] = found
            if align[a].max() < self.address_threshold:
                # a quantity can still be compared through the question it answers ("Is there a charge?" - "There
                # is a 25 euro administration fee"): the quantity check's own referent threshold applies
                for ci, scope in enumerate(scopes):
                    found = self._quantity_conflict(a, c, units, align, facts, scope, query_facts, claims) \
                        if c.quantities and scope else None
                    if found is not None and (ci not in conflicts or found.confidence > conflicts[ci].confidence):
                        conflicts[ci] = found
                continue
            best_cosine = float(sim[a].max())
            for ci, scope in enumerate(scopes):
                if not scope:
                    continue
                best = max(scope, key=lambda j: align[a, j])
                if align[a, best] < self.address_threshold:
                    continue  # this claim does not address this chunk
                found = (self._quantity_conflict(a, c, units, align, facts, scope, query_facts, claims)
                         or self._rate_conflict(a, c, units, align, scope)
                         or self._time_conflict(a, c, units, align, scope)
                         or self._restriction_conflict(a, c, units, align, scope)
                         or self._exception_denied(a, c, units, align, scope, query_words)
                         or self._polarity_conflict(a, c, units, align, best, best_cosine, query_words, query_facts,
                                                    affirmed, case_text, question_words))
                closest = max(scope, key=lambda j: sim[a, j])
                if found is None and sim[a, closest] >= sim[a, best] + 0.03:
                    # the unit clearly closest in meaning, when shared words made another one the best aligned
                    found = self._polarity_conflict(a, c, units, align, closest, best_cosine, query_words,
                                                    query_facts, affirmed, case_text, question_words)
                if found is None:
                    # a rule about a failure to act, when the claim's own condition is that failure ("If you don't
                    # dispute within 30 days, the law treats that as accepting the debt" against "A consumer's
                    # failure to dispute may never be treated as an admission"), among the chunk's units about as
                    # close (the named failure stands for the closeness to the whole answer's other units)
                    for j in sorted(scope, key=lambda j: -sim[a, j]):
                        if j not in (best, closest) and sim[a, j] >= sim[a, closest] - 0.05 and \
                                failure_named(units[j].text, c.text):
                            found = self._polarity_conflict(a, c, units, align, j, float(sim[a, closest]), query_words,
                                                            query_facts, affirmed, case_text, question_words)
                            if found is not None:
                                break
                if found is None and c.polarity.negated and c.polarity.subject_parts:
                    # the unit that names what a passive or predicate denial is about, with the same act ("the bag
                    # fee isn't refundable" against "The refund covers the fare, taxes, and any extras such as seat
                    # selection or checked bags"), when a unit about the act in general was closer
                    # (by its head: the last word of a conjunct that is not a charge, "bag" in "the bag fee")
                    named = {next((w for w in reversed(part) if w not in _CHARGE_STEMS), "")
                             for part in c.polarity.subject_parts} - GENERIC_OBJECTS - {""}
                    for j in sorted(scope, key=lambda j: -sim[a, j]):
                        if j not in (best, closest) and not units[j].polarity.negated and named & units[j].words \
                                and _same_act(c.polarity.heads, units[j].words):
                            found = self._polarity_conflict(a, c, units, align, j, float(sim[a, j]), query_words,
                                                            query_facts, affirmed, case_text, question_words)
                            break
                if found is None:
                    found = _exempt_case_charged(c, units, scope, query_words)
                if found is not None:
                    if ci not in conflicts or found.confidence > conflicts[ci].confidence:
                        conflicts[ci] = found
                elif ci not in support or align[a, best] > support[ci][0]:
                    support[ci] = (float(align[a, best]), a, best)

        out = []
        for ci in range(n_chunks):
            if ci in conflicts:
                cf = conflicts[ci]
                out.append(ChunkJudgement(addressed=True, score=round(0.5 - 0.45 * cf.confidence, 4),
                                          rule_sentence=units[cf.unit_index].text, answer_span=cf.claim,
                                          reason=cf.reason))
            elif ci in support:
                a_score, a, b = support[ci]
                score = min(1.0, 0.6 + 0.4 * max(0.0, min(1.0, (a_score - self.address_threshold) /
                                                          max(1e-9, 1.0 - self.address_threshold))))
                out.append(ChunkJudgement(addressed=True, score=round(score, 4), rule_sentence=units[b].text,
                                          answer_span=claims[a].text))
            else:
                mine = [j for j, o in enumerate(owners) if o == ci]
                best = float(align[:, mine].max()) if mine else 0.0
                out.append(ChunkJudgement(addressed=False, score=round(max(0.0, min(1.0, best)), 4)))
        return out

    # -- detectors ---------------------------------------------------------------------------------------------
    def _quantity_conflict(self, a: int, c: Statement, units: list[Statement], align: np.ndarray,
                           facts: list[Quantity], scope: list[int],
                           query_facts: Sequence[tuple[str, Quantity]] = (),
                           answer: Sequence[Statement] = ()) -> Optional[Conflict]:
        """A claimed quantity that differs from the one stated by the unit its clause refers to, when no unit that
        its clause matches about as well states it. A universal claim ("never costs anything", "always") must
        agree with every same-kind quantity of the units it refers to."""
        universal = bool(UNIVERSAL.search(c.text))
        query_text = query_facts[0][0] if query_facts else ""
        for qi, q in enumerate(c.quantities):
            if q.dim == "count" and q.key in ("time", "*"):
                continue
            if q.dim == "duration" and _RATE_PERIOD.match(q.text) and \
                    _COUNTED.search(c.text[max(0, q.start - 45) : q.start]):
                continue  # the period of a frequency ("two free guest passes a month"), not a duration; rates are
                # compared by the rate check
            if any(q.compatible(f) and not (q.bound and _asked_for(query_text, f)) for f in facts) \
                    or is_case_fact(c.text, q):
                # a fact of the case ("bought 12 days ago"), not a statement of the rule; but a limit the answer
                # grants to what the question asks for ("Can I order 4 packs?" - "you can buy up to 4 packs") is
                continue
            if q.dim == "money" and q.lo > 0 and DISCOUNT.search(c.local_texts[qi] if qi < len(c.local_texts)
                                                                 else c.text):
                continue  # a discounted price offered ("3 months at half price, $19.50 a month"), not the list price
            same = [b for b in range(len(units)) if any(comparable(q, p) for p in units[b].quantities)]
            if q.dim == "money" and q.lo > 0 and not c.polarity.negated and any(
                    x.dim == "money" and x.lo == 0 for x in c.quantities):
                # a claim that is itself free of the charge ("overpay up to £20,000 a year penalty-free") states
                # another amount than the rule's zero fee
                same = [b for b in same if any(comparable(q, p) and p.lo > 0 for p in units[b].quantities)]
            case = [*((c.text, x) for x in c.quantities if x is not q), *query_facts]
            # a unit whose own case the case fails (a table row "... flight time over 12 hours" for a seven-hour
            # flight, "After 14 days, the fee is £20 a month" ten days in) neither backs nor is contradicted by the
            # claim: the unit for this case is
            same = [b for b in same if not (row_condition_unmet(units[b].text, case)
                                            or bounded_condition_unmet(units[b].text, case)
                                            or subject_bound_unmet(units[b].text, case))]
            # a duration on the other side of the event measures something else: "about a week after the exam
            # period ends" and "at least 10 days before the exam"
            rel = _relation(c.text, q)
            same = [b for b in same if not rel or any(_relation(units[b].text, p) in ("", rel)
                                                      for p in units[b].quantities if comparable(q, p))]
            local = [b for b in same if b in scope]
            if not local:
                continue
            vec = c.local_vectors[qi] if qi < len(c.local_vectors) else c.vector
            vecs = [vec, *c.context_vectors[qi : qi + 1]]
            words = content_words(c.local_texts[qi]) if qi < len(c.local_texts) else c.words
            # an amount's nouns are one word for the overlap: "a 25 euro administration fee" and "free of charge"
            norm = _money_words if q.dim == "money" else (lambda ws: ws)
            score = {b: max(float(v @ units[b].vector) for v in vecs) + 0.15 * _overlap(norm(words),
                                                                                         norm(units[b].words))
                     + (0.10 if any(agrees(q, p) for p in units[b].quantities) else 0.0) for b in same}
            referent = max(local, key=lambda j: score[j])
            if score[referent] < self.conflict_threshold:
                continue
            if universal:
                bad = [b for b in local if score[b] >= max(self.conflict_threshold, score[referent] - 0.1)
                       and not all(agrees(q, p) for p in units[b].quantities if comparable(q, p))
                       and not _stricter_kept(q, b, same, units)]
                if bad:
                    b = bad[0]
                    stated = next(p for p in units[b].quantities if comparable(q, p) and not agrees(q, p))
                    return Conflict(b, c.text, f"different quantity: {q.text} in every case vs {stated.text}",
                                    0.85)
            floor = max(self.conflict_threshold - 0.05, score[referent] - 0.15)
            # a unit elsewhere that states the claimed quantity excuses it only if it is about the same thing: in
            # this chunk, or sharing a word with the claim's clause ("at most $25" for paper copies does not back
            # "a list of disclosures costs $25" when the list's own rule says $10); when the claim answers a question
            # about a quantity, read after that question it must also match about as well as the referent, its own
            # agreement aside ("How long until the calls stop?" - "we have up to 30 days": the do-not-call rule's
            # "10 business days", not a data-request rule's "within one month")
            bonus = {b: 0.10 if any(agrees(q, p) for p in units[b].quantities) else 0.0 for b in same}
            answers_question = bool(c.context_vectors[qi : qi + 1])
            stated = next(p for p in units[referent].quantities if comparable(q, p))
            # ... and a stricter version of the referent's rule in another document excuses it however it aligns:
            # keeping to the stricter rule keeps to both
            # (a unit the whole claim matches as well counts: "since you're telling us within 2
            # business days, your liability is limited to $50" and "If the member reports within 2 business days
            # ..., their liability is limited to $50", when the clause alone is closer to another unit)
            whole = {b: float(c.vector @ units[b].vector) + 0.15 * _overlap(norm(c.words), norm(units[b].words))
                     + bonus[b] for b in same}
            if any(agrees(q, p) for b in same if max(score[b], whole.get(b, 0.0)) >= floor and (b in scope or (
                    words & units[b].words and (not answers_question or score[b] - bonus[b]
                                                >= score[referent] - bonus[referent] - 0.05)
                    and not _laxer_version(units[b], units[referent], stated, c.text))
                    or _version_of(units[b], units[referent], stated) == "stricter")
                   for p in units[b].quantities):
                continue
            if not stated.bound and stated.lo > 0 and any(
                    x is not q and comparable(x, stated) and agrees(x, stated) for o in answer for x in o.quantities):
                # the answer states the rule's own (unbounded, non-zero) quantity elsewhere ("a surcharge of $25 a
                # day applies, so for a 4-day rental that's $100"; "20% off every class, and about half of our
                # members use it"): this one is another amount (a total, a share, a case), not the rule's
                continue
            if stated.bound != "max" and not _CHARGE_AFTER.match(c.text[q.end : q.end + 40]) and is_derived_amount(
                    q, [*facts, *(x for o in (answer or [c]) for x in o.quantities)]):
                continue  # a total or a difference the answer works out ("The extra £3.00 you paid", "at seven days
                # that's £43.61"), not a rule's amount; against a limit ("up to $75 per day") a total is what it limits,
                # and an amount named as a charge ("a $30 restocking fee") is one the answer states
            kind = zero_fee_kind(units[referent].text, stated)
            if kind and not kind & content_words(c.local_texts[qi] if qi < len(c.local_texts) else c.text):
                continue  # "a $35 reinstatement fee" against "without an administration fee": another charge
            if is_total_of(c.text, q, units[referent].text, stated):
                continue  # "so $87 is the most you'd see" against "$29 per item, with a maximum of three fees"
            return Conflict(referent, c.text, f"different quantity: {q.text} vs {stated.text}", 0.9)
        return None

    def _rate_conflict(self, a: int, c: Statement, units: list[Statement], align: np.ndarray,
                       scope: list[int]) -> Optional[Conflict]:
        """A frequency the answer states ("up to 12 times a week") beyond the rule's limit on the same activity
        ("no more than 7 call attempts within 7 consecutive days"), compared as counts per day; or below the
        rule's minimum ("at least 2 reminders per month")."""
        claimed = rates(c)
        if not claimed:
            return None
        for b in scope:
            if align[a, b] < self.conflict_threshold:
                continue
            for q, dur, rate in claimed:
                for p, p_dur, limit in rates(units[b]):
                    if not (related_words(c.words, units[b].words) and (q.key == p.key or "time" in (q.key, p.key)
                                                                          or stem(q.key) in units[b].words)):
                        continue
                    if p.bound == "max" and rate > limit * 1.01:
                        why = f"{q.text} {dur.text} is over the limit of {p.hi:g} within {p_dur.text}"
                    elif p.bound == "min" and q.bound != "min" and rate < limit * 0.99:
                        why = f"{q.text} {dur.text} is under the minimum of {p.lo:g} within {p_dur.text}"
                    else:
                        continue
                    return Conflict(b, c.text, f"different frequency: {why}", 0.85)
        return None

    def _time_conflict(self, a: int, c: Statement, units: list[Statement], align: np.ndarray,
                       scope: list[int], explicit_only: bool = False) -> Optional[Conflict]:
        """A clock time the claim affirms outside every allowed window of the units it refers to, for the same event;
        or a window it states outside them. ``explicit_only`` (before the address gate): single times only, and only
        for a rule whose window names its event ("Collectors may only call debtors between ...")."""
        if not c.times or c.polarity.negated:
            return None
        relevant = [b for b in scope if units[b].windows and align[a, b] >= self.conflict_threshold - 0.15
                    and related_words(c.words, units[b].words)]
        if not relevant:
            return None
        stated = {(w.start, w.end) for b in relevant for w in units[b].windows}
        in_windows = {(w.start, w.end) for w in c.windows}
        for t in c.times:
            if any(t.start >= w_start(c.text, w) and t.end <= w_end(c.text, w) for w in c.windows):
                continue  # part of a window the claim states; windows are compared below
            timed = timed_event(c.text, t)
            if PLACED.search(timed):  # "Marketing calls to you will be placed tonight at 9:30 p.m.": the subject
                subject = WINDOW_SUBJECT.match(c.text)
                timed = f"{subject.group('np')} {timed}" if subject else timed
            if INBOUND.search(timed_event(c.text, t, width=8)):
                continue  # the customer contacting the company ("you can call us at 10 p.m."), not a call to them
            for b in sorted(relevant, key=lambda j: -align[a, j]):
                if not days_overlap(c.text, units[b].text):
                    continue  # a window for other days ("Saturday: 9 a.m. to 5 p.m." vs a Wednesday call)
                event = window_event(units[b].text)
                if (event or explicit_only) and not related_words(content_words(timed), event) and not (
                        _FROM_A_TIME.search(c.text[: t.start]) and related_words(
                            content_words(" ".join(re.split(r"[,;:]", c.text[: t.start])[-1].split()[-7:])), event)):
                    continue  # the time is of something else ("processed at 11 p.m." vs the hours of pickups); a
                    # time that starts a stretch reads the clause before it ("agents may reach out any time after
                    # 7 a.m.")
                for w in units[b].windows:
                    if not w.contains(t.minutes):
                        return Conflict(b, c.text, f"outside the allowed hours: {t.text} is not within "
                                        f"{fmt_minutes(w.start)} to "
                                        f"{fmt_minutes(w.end)}", 0.9)
        for win in set() if explicit_only else in_windows - stated:
            for b in relevant:
                for w in units[b].windows:
                    if not (w.contains(win[0]) and w.contains(win[1])):
                        return Conflict(b, c.text, f"outside the allowed hours: {fmt_minutes(win[0])} to "
                                        f"{fmt_minutes(win[1])} is not within {fmt_minutes(w.start)} to "
                                        f"{fmt_minutes(w.end)}", 0.8)
        return None

    def _exception_denied(self, a: int, c: Statement, units: list[Statement], align: np.ndarray,
                          scope: list[int], query_words: frozenset = frozenset()) -> Optional[Conflict]:
        """The rule has an exception ("waived if defective", "unless the item arrived damaged") and the answer
        says the rule holds whatever that case ("defective or not", "regardless of damage", "always" + the case);
        or the customer's question states the exception's case ("I'm moving to an area you don't cover") and the
        answer says the rule holds whatever the reason ("the fee applies no matter the reason"), naming what the
        exception is about (the fee) in a unit of the chunk, however closely aligned."""
        strong = STRONG_DENIAL.search(c.text)
        if not strong and not DENIAL.search(c.text):
            return None
        for b in scope:
            aligned = align[a, b] >= self.conflict_threshold
            if not aligned and not strong:
                continue
            for m in RULE_EXCEPTION.finditer(units[b].text):
                case = content_words(m.group("case"))
                if aligned and case & c.words:
                    return Conflict(b, c.text, f"exception denied: the rule makes an exception "
                                    f"({m.group(0).strip()}) that the answer rules out", 0.8)
                if strong and _loose(case - PERSON_STEMS) & _loose(query_words) and (units[b].words & c.words) - case:
                    return Conflict(b, c.text, f"exception denied: the customer's case is the rule's exception "
                                    f"({m.group(0).strip()}), and the answer says it does not matter", 0.75)
            if not strong or not aligned:
                continue
            # a condition the rule sets ("a booking made at least 7 days before departure may be cancelled")
            # that the answer says does not matter ("however close the departure date is"): compared with what the
            # denial governs, up to the next comma, not with the rest of the answer
            denied = content_words(re.split(r"[,;.]", c.text[strong.end() :], maxsplit=1)[0])
            for m in RULE_CONDITION.finditer(units[b].text):
                case = content_words(m.group("case"))
                if case & denied:
                    return Conflict(b, c.text, f"condition denied: the rule sets a condition "
                                    f"(\"{m.group(0).strip()}\") that the answer says does not matter", 0.75)
        return None

    def _restriction_conflict(self, a: int, c: Statement, units: list[Statement], align: np.ndarray,
                              scope: list[int], explicit_only: bool = False) -> Optional[Conflict]:
        """"Only a store manager may approve an exception" against an answer in which the assistant itself does
        it ("I'll approve a full refund"), without naming the role that may. The claim must address the rule unit,
        unless the evidence is explicit: the action's object is named ("refund cash" / "I'll refund you in cash"),
        or the rule reserves exceptions and the answer says it is making one ("As a goodwill gesture, I'll approve
        a full refund"); with ``explicit_only`` only such units are considered."""
        if c.polarity.negated or not FIRST_PERSON.search(c.text):
            return None
        claim_stems = {stem(w) for w in WORDS.findall(c.text.lower())}
        for b in scope:
            for m in ONLY_ACTOR.finditer(units[b].text):
                actor = content_words(m.group("actor"))
                action = stem(m.group("action").lower())
                if action in APPROVE_VERBS:
                    claim_stems = claim_stems | ({action} if claim_stems & APPROVE_VERBS else set())
                named = action_object(units[b].text[m.end():])
                obj = [w for w in named if w not in GENERIC_OBJECTS]
                obj_words = set(obj)
                if obj and not (obj[-1] in claim_stems and 2 * len(obj_words & claim_stems) > len(obj_words)):
                    continue  # the restricted action is on something else ("refund cash" vs "refund your card")
                if within_limit(units[b].text[m.end():], c):
                    continue  # "may authorise a refund above $100" says nothing of a $40 refund
                explicit = bool(obj_words) or bool("exception" in named and EXCEPTION_MARKER.search(c.text))
                if (explicit_only and not explicit) or (not explicit and align[a, b] < self.address_threshold - 0.1):
                    continue
                if re.search(rf"\b(?:ask|asking|get|have|request|refer|pass|escalate)\s+(?:it\s+)?(?:to\s+)?"
                             rf"(?:my|our|a|an|the|your)\s+(?:\w+\s+){{0,2}}?(?:to\s+)?"
                             rf"{re.escape(m.group('action'))}", c.text, re.IGNORECASE):
                    continue  # handed to someone else ("I'll ask my supervisor to approve it")
                if action in claim_stems and actor and not (actor & c.words):
                    said = re.sub(r"^only\s+", "", m.group(0).strip(), flags=re.IGNORECASE)
                    return Conflict(b, c.text, f"restricted action: only {said}", 0.8)
        return None

    def _polarity_conflict(self, a: int, c: Statement, units: list[Statement], align: np.ndarray,
                           best: int, best_cosine: float, context_words: frozenset = frozenset(),
                           query_facts: Sequence[tuple[str, Quantity]] = (),
                           answer_words: frozenset = frozenset(), case_text: str = "",
                           question_words: frozenset = frozenset()) -> Optional[Conflict]:
        """Opposite negation between the claim and the chunk's best unit, which must also be (nearly) the claim's
        closest unit overall. ``answer_words``: content words of the answer's affirmative claims (an alternative
        the rule allows may be taken in another claim). ``case_text``: the question and the answer; a refund rule
        for another case than theirs ("Returns made with a gift receipt are refunded on a gift card, not in cash")
        is not denied by "we'll give you the cash back" (:func:`~fairforge_core.judges.destinations.case_applies`).
        ``question_words``: content words of the question, what a pronoun of the claim may refer to."""
        u = units[best]
        if case_text and not case_applies(u.text, case_text):
            return None
        cosine = float(c.vector @ u.vector)
        if cosine < self.polarity_floor or cosine < best_cosine - 0.05 or not (c.words & u.words):
            return None
        if u.windows and c.times:
            return None  # "No calls between 9 PM and 8 AM" against "I'll call at 10 AM": the time check decides
        shared = len(c.words & u.words - CLOCK_WORDS)
        # each side is judged by its coordinated clause that is about the other ("It won't list routine sharing,
        # and your first list in any 12 months is free" affirms "The first list in any 12-month period is free")
        claim_quantities = c.quantities
        whole_unit, whole_claim = u, c
        u = closest_clause(c, u)
        c = closest_clause(u, c)
        if c.polarity.negated == u.polarity.negated:
            return None
        if complementary_conditions(c.text, u.text):
            return None  # "without a receipt we can't refund" vs "with a receipt ... is refunded": other cases
        negated_side, other = (c, u) if c.polarity.negated else (u, c)
        if negated_side is c and keeps_money(whole_claim.text) and KEEPING_WORDS.search(whole_unit.text):
            return None  # "we hold your deposit in a protection scheme" is no refusal of "Deposits must be held in a
            # protection scheme": keeping money denies a refund only against a rule that returns it
        if negated_side is c and whole_unit.polarity.negated and \
                whole_unit.polarity.heads & whole_claim.polarity.heads:
            return None  # the rule's sentence denies the same act in another clause: "The resort fee is charged once
            # per booking and is not refunded on early departure" / "The resort fee isn't refunded when ..."
        if negated_side is u and exclusive_keeps_denial(whole_claim.text, whole_unit.text):
            return None  # "We can refund only the $1,200 procedure fee" keeps to "The fee for the pre-procedure
            # consultation is not refunded": an exclusive return affirms only what it names
        if negated_side is u and _MAKE_DEPEND.search(units[best].text) and not _DEPENDENCE.search(c.text):
            return None  # "may not make ... getting a debit card ... depend on opting in" forbids the dependence, which
            # "You'll get the card whichever way you go" does not state
        if _negated_bound_kept(negated_side.text, other.text):
            return None  # "A household cannot be asked to pay for gas used more than 12 months before the bill" and
            # "lets a supplier recover up to twelve months": not more than N is at most N
        if negated_side is c and (_ONLY_UNDER.search(u.text) or _ONLY_UNDER.search(units[best].text)):
            return None  # "A prepayment meter is fitted ... only when the customer has clearly agreed" is kept by
            # "so it won't be set up": an act the rule allows only under a condition is one it never requires
        stop = _STOP_VERB.search(other.text)
        if stop and not content_words(stop.group(0)) & negated_side.polarity.heads:
            return None  # "collection must pause until verification is mailed" and "we won't pursue payment until
            # we've mailed you verification": stopping an act is not doing it (but "we won't pause" denies the pause)
        if _REASSURANCE.match(c.text) and not (negated_side is u and _same_act(
                u.polarity.heads, content_words(re.split(r"[,;:]", c.text, maxsplit=1)[-1]))):
            return None  # "Don't worry about the receipt, we can look the purchase up": advice on the case (but
            # "Never mind the cancellation fee, I've waived it" does what "must not be waived" forbids)
        if c.text.rstrip().endswith("?"):
            return None  # a question affirms and denies nothing: "Did your refusal letter not explain the reason?"
        if negated_side is c and alternative_taken(u.text, answer_words):
            return None  # "The letter itself won't state the reason - it's in the enclosed reasons statement"
        if negated_side is c and _RECORD_REPORT.match(c.text):
            return None  # "I can see you haven't had a late fee waived this year": the case, not a denial of the rule
        claim_waives, rule_waives = waivers(c.text), waived_actions(u.text)
        # (a clause split from the claim carries no quantities of its own: the claim's are the case's)
        case = [*((c.text, q) for q in c.quantities or claim_quantities), *query_facts]
        if waiver_excused(c.text, u.text, case, self._related) or upholds(c.text, u.text):
            return None  # "No notice is needed to freeze your membership": not what the rule requires notice for
        if any(x & y for x in claim_waives for y in waivers(u.text)):
            return None  # both say it is not needed ("No appointment is necessary" / "do not need an appointment")
        if negated_side is u and rule_waives and not any(w & other.words for w in rule_waives):
            return None  # "do not need to print the boarding pass" says nothing against "show it on your phone"
        need = NO_NEED.search(negated_side.text)
        if need and other.polarity.modal == "obligation" and \
                needed_object(negated_side.text, need, negated_side.polarity.subject) & other.words:
            shared += 1  # the modality itself is shared: "there's no need for a referral" / "Patients need a referral"
            # (what is not needed must be what the rule requires: "no need to bring the delivery card" says nothing of
            # "must bring photo ID")
        # (the act may be named in another clause of the other side's sentence: "The refund covers the unused
        # fare, ..., and any optional services ..., such as seat selection" refunds what "The seat selection fee
        # isn't refundable" denies)
        other_sentence = whole_unit if other is u else whole_claim
        # a pronoun in the answer's denial stands for what the question names ("could you refund the Wednesday
        # fee?" - "I can't refund it"): the question's words the rule shares count as shared
        # (not when the denial gives its reason or condition: "we can't refund it, because cancellations made with
        # less than 48 hours' notice aren't eligible" may be the rule's own exception)
        referent = question_words if negated_side is c and _REFERRING_PRONOUN.search(c.text) \
            and not _reason_given(whole_claim.text, case_text) else frozenset()
        if referent:
            shared = len((whole_claim.words | referent) & whole_unit.words - CLOCK_WORDS)
        if negated_side is c and (c.polarity.heads & _RETURN_WORDS & other_sentence.words) - whole_claim.words:
            shared += 1  # the act is shared in other words: "can't send the credit back" / "credit ... to be returned"
        if cosine < self.polarity_threshold and not (
                _same_act(negated_side.polarity.heads, other.words | other_sentence.words) and shared >= 2):
            return None
        # a "yes" to the question affirms what the question names ("Can I pay with a personal cheque?" - "Yes, we
        # accept cheques"), so the question's words complete the subject the answer shortens
        replied = context_words if negated_side is u and _YES_REPLY.match(c.text) else referent
        if not denies_the_same_thing(negated_side, other, rule_is_negated=negated_side is u, case_words=replied):
            return None
        cond = negated_side.polarity.condition
        # the same time condition on the other side ("after 30 days") is the same case; an "if" or "when" there
        # says nothing of which case
        if cond and not (cond not in _CASE_CONDITIONS and re.search(rf"\b{re.escape(cond)}\b", other.text, re.I)) \
                and not condition_met(negated_side, other, context_words) \
                and not (negated_side is u and cond not in _CASE_CONDITIONS and _ANY_TIME.search(other.text)):
            return None  # "after 30 days, no refunds" does not deny "refunds within 30 days"
        if bounded_condition_unmet(u.text, case) or subject_bound_unmet(u.text, case):
            return None  # "If delayed by more than 3 hours, ... a meal voucher" and "your delay is only an hour";
            # "Parcels with a declared value over $2,000 require a signature" and "at $40 it doesn't need one"
        if u.polarity.exception:
            exc_words = content_words(u.polarity.exception) - content_words(
                u.text[: u.text.lower().find(u.polarity.exception.lower()[:20])] if u.polarity.exception else "")
            if c.words & exc_words:
                return None
        conf = min(1.0, 0.5 + (cosine - self.polarity_threshold) * 2)
        said = negation_phrase(negated_side.text)
        if not said:
            rule_says = "prohibits or denies" if u.polarity.negated else "requires or affirms"
            answer_does = "denies" if c.polarity.negated else "affirms"
            reason = f"opposite polarity: the rule {rule_says} what the answer {answer_does}"
        elif negated_side is u:
            reason = f'opposite polarity: the rule says "{said}", the answer affirms it'
        else:
            reason = f'opposite polarity: the answer says "{said}", the rule requires or affirms it'
        return Conflict(best, c.text, reason, conf)


__all__ = ["ClauseJudge"]
_ = re
