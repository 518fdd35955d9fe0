"""Polarity comparison: whether a negation on one side (a prohibition, a denial) bears on what the other side
affirms, so that opposite polarity is a conflict only when both are about the same thing and the same case.

Example: "Staff must not give cash refunds" against "I gave you a cash refund" denies the same thing
(:func:`denies_the_same_thing`), "Texts and emails are not calls" against "We will call you tomorrow" does not (a
copular negation is about its subject); "Without a receipt we cannot refund the item" and "With a receipt the item
is refunded" describe complementary cases (:func:`complementary_conditions`); "Once a customer asks for their
account data to be deleted, never keep it" applies to "We keep your data after you ask us to delete it"
(:func:`condition_met`); a rule of two coordinated clauses is compared through the clause closer to the answer
(:func:`closest_clause`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from fairforge_core.judges.actions import ONLY_ACTOR
from fairforge_core.judges.polarity import polarity
from fairforge_core.judges.quantities import FREE_OF_CHARGE, Quantity, extract_quantities
from fairforge_core.judges.statements import PERSON_STEMS, Statement
from fairforge_core.judges.text import STAFF_NOUNS, content_words, stem, words

_NO_FEE = re.compile(r"\bno (?:[a-z-]+ )?(?:fee|charge|cost)s?\b", re.IGNORECASE)
#: a denied obligation: "there's no need for a referral", "you don't have to", "is not required", and "no X (is)
#: needed" with what is not needed in group ``object`` ("no signed form from you is needed", "no receipt necessary")
NO_NEED = re.compile(r"\bno (?:need|requirement)\b|(?:\b(?:not|never)|n't)\s+(?:\w+\s+)?(?:need|needed|require|"
                     r"required|necessary|have to|has to|obliged|mandatory|compulsory)\b|"
                     r"\bno\s+(?!longer\b|more\b|doubt\b)(?P<object>(?:[\w'-]+\s+){1,6}?)(?:(?:is|are|will be)\s+)?"
                     r"(?:needed|required|necessary)\b",
                     re.IGNORECASE)
_LEADING_CONDITION = re.compile(r"^\s*(?:if|when|whenever|where|once)\b([^,;]*)[,;]", re.IGNORECASE)
# a subject restricted by a relative clause: "Patients who cancel with less than 24 hours' notice are charged ..."
_RELATIVE_CONDITION = re.compile(r"^\s*(?:[\w'-]+\s+){1,3}?(?:who|that|whose)\s+([^,;]*?)\s+(?:are|is|must|may|will|"
                                 r"can|cannot|can't|should|pay|pays|get|gets|receive|receives|have|has)\b",
                                 re.IGNORECASE)


def bounded_condition_unmet(rule: str, case: Sequence[tuple[str, Quantity]]) -> bool:
    """Whether a rule's leading condition with a bound ("If a flight is delayed by more than 3 hours, ...") is
    failed by a quantity of the case, given as ``(text it is in, quantity)`` pairs from the answer's claim and the
    user's question ("your delay is only an hour"), so the rule does not apply and the answer's denial does not
    contradict it. A bound is ``Quantity.bound``: "min" (more than, at least, over) fails below its value, "max"
    (within, up to, under) above it; only quantities of the same dimension and slot are compared
    (:meth:`Quantity.same_slot`), and only those said of what the condition measures: a content word of the
    condition within the six words before or three after ("delayed by 4 hours", not "at the gate for 2 hours"),
    unless it is the case's only quantity of that dimension ("We left about 2 hours late"). A
    subject's relative clause is a condition too ("Patients who cancel with less than 24 hours' notice are charged
    a £25 fee" does not apply to "you're giving us well over 24 hours' notice"), and a case quantity with the
    opposite bound fails it ("over 24 hours" against "less than 24 hours"). A case quantity that meets the condition
    wins over one that fails it."""
    m = _LEADING_CONDITION.match(rule) or _RELATIVE_CONDITION.match(rule)
    return bool(m) and bound_unmet(m.group(1), case)


# the end of a rule's subject: its first verb or modal ("Parcels with a declared value over $2,000 | require ...")
SUBJECT_VERB = re.compile(r"\b(?:must|may|can|cannot|will|shall|should|require[sd]?|need|needs|is|are|get|gets|"
                           r"receive|receives|have|has|pay|pays|incur|incurs|qualify|qualifies)\b", re.IGNORECASE)


def subject_bound_unmet(rule: str, case: Sequence[tuple[str, Quantity]]) -> bool:
    """Whether a bounded quantity in a rule's subject ("Parcels with a declared value over $2,000 require a
    signature", "claims of $200 or more") is failed by a quantity of the case ("at $40 it doesn't need a
    signature"), so the rule is about other cases (:func:`bound_unmet`)."""
    m = SUBJECT_VERB.search(rule)
    return bool(m) and bound_unmet(rule[: m.start()], case)


# a table row rendered as "first cell; Header: cell; ..." (:func:`~fairforge_core.judges.text.split_rule_units`)
_TABLE_ROW = re.compile(r"^(?P<first>[^;:]+);\s*[^;:]{1,80}:\s")


def row_condition_unmet(rule: str, case: Sequence[tuple[str, Quantity]]) -> bool:
    """Whether the first cell of a table row, which names the row's case ("International, scheduled flight time over
    12 hours; Fee refunded if the bag is delivered more than: 30 hours after the flight arrives"), has a bound that
    a quantity of the case fails ("about seven hours in the air"), or a range the case's quantity falls outside
    ("3-4 hours; Compensation: EUR 250" for a 5-hour delay), so the row is about other cases (:func:`bound_unmet`)."""
    m = _TABLE_ROW.match(rule)
    if not m:
        return False
    first = m.group("first")
    ranges = [r for r in extract_quantities(first) if not r.bound and r.lo < r.hi]
    if ranges:
        # a range names the row's case: "3-4 hours; Compensation: EUR 250" is not the row for a 5-hour delay
        slot = [q for _, q in case for r in ranges if q.same_slot(r) and not q.bound]
        if slot:
            return not any(r.lo <= q.lo and q.hi <= r.hi for q in slot for r in ranges if q.same_slot(r))
    return bound_unmet(first, case)


def bound_unmet(condition: str, case: Sequence[tuple[str, Quantity]]) -> bool:
    """Whether the bounded quantities of ``condition`` (the text of a rule's condition: "a flight is delayed by more
    than 3 hours", "refunds over $500") are failed by a quantity of the case, as :func:`bounded_condition_unmet`
    describes."""
    failed = False
    for b in extract_quantities(condition):
        if not b.bound:
            continue
        measured = content_words(condition[: b.start] + " " + condition[b.end:])
        slot = [(text, q) for text, q in case if q.same_slot(b)]
        for text, q in slot:
            near = " ".join(text[: q.start].split()[-6:] + text[q.end:].split()[:3])
            if len(slot) > 1 and not measured & content_words(near) and not (q.dim == "count" and q.key not in
                                                                              ("", "*", "time")):
                continue  # with one such quantity in the case it is the one ("We left about 2 hours late"); a
                # count names what it counts ("two rooms" against "five or more rooms")
            if (b.bound == "min" and q.bound != "min" and q.hi < b.lo) or (
                    b.bound == "max" and q.bound != "max" and q.lo > b.hi) or (
                    b.bound == "max" and q.bound == "min" and q.lo >= b.hi) or (
                    b.bound == "min" and q.bound == "max" and q.hi <= b.lo):
                failed = True
            else:
                return False  # a quantity of the case meets it ("My basket comes to $72" / "over $50")
    return failed


def needed_object(text: str, match: re.Match, subject: frozenset) -> frozenset:
    """What a denied need (a :data:`NO_NEED` ``match`` in ``text``) is about: the words after it in its clause,
    without the verb of "no need to bring X" (-> X), the X of "no X is needed", or, for "X is not required", the
    statement's ``subject``."""
    rest = re.split(r"[,;.:]", text[match.end():], maxsplit=1)[0]
    if not rest.strip():
        return subject
    tokens = rest.split()
    if tokens and tokens[0].lower() == "to":
        tokens = tokens[2:]  # "to bring the delivery card" -> "the delivery card"
    return frozenset(content_words(" ".join(tokens)))


def condition_met(negated_side: Statement, other: Statement, context_words: frozenset) -> bool:
    """Whether the case a rule's leading "if/when/once ..." condition describes is the case of the answer: at least
    half of the condition's content words (besides the negated predicate and words naming people) appear in the
    answer's statement or in the user's question ("Once a customer asks for their account data to be deleted, never
    keep it" applies to "We keep your data after you ask us to delete it"). Conditions on time or amount ("after
    30 days", "over $50") must be stated by the answer itself."""
    pol = negated_side.polarity
    if pol.condition.lower() not in ("if", "when", "whenever", "once", "where"):
        return False
    m = re.search(rf"\b{re.escape(pol.condition)}\b([^,;]*)[,;]", negated_side.text, re.IGNORECASE)
    if not m or extract_quantities(m.group(1)):
        return False
    case = content_words(m.group(1)) - pol.heads - PERSON_STEMS
    return bool(case) and 2 * len(case & (other.words | context_words)) >= len(case)


_REQUIRED = re.compile(r"\bwithout\s+((?:[\w'-]+\s*){1,5})", re.IGNORECASE)
_CONDITIONED = re.compile(r"\b(?:if|once|when|after|provided(?: that)?|as long as|with|unless|until)\b([^;.]{0,80})",
                          re.IGNORECASE)


def _condition_meets(rule: str, text: str) -> bool:
    """``text`` makes the act depend on what "not ... without Y" in ``rule`` requires: a condition naming Y ("only if
    you give us your consent")."""
    required = set()
    for m in _REQUIRED.finditer(rule):
        required |= content_words(m.group(1))
    required -= PERSON_STEMS
    return bool(required) and any(required & content_words(m.group(1)) for m in _CONDITIONED.finditer(text))


def denies_the_same_thing(negated_side: Statement, other: Statement, rule_is_negated: bool = True,
                          case_words: frozenset = frozenset()) -> bool:
    """Whether the negation of ``negated_side`` bears on what ``other`` (of opposite polarity) says. It does when the
    negated predicate itself ("mention" in "must never mention a debt") or at least two words the negation governs
    appear in ``other`` ("not in cash" against "refunded in cash"), except:

    - a permission to refuse ("Erasure can be refused if ..."): doing it and not doing it both agree;
    - "not ... without Y" against an obligation: "we won't share it without your authorization" states that the
      authorization is required;
    - in a rule, a negated verb with a pronoun object ("Do not delete it") needs a shared word besides the verb:
      "we delete your account" may be about something else than "it" (in an answer, "we won't delete it" refers to
      what the conversation is about);
    - a copular or passive negation is about its subject: "Texts and emails are not calls" needs texts or emails;
      when it names no act of its own, "Cash refunds are not permitted" needs a cash refund, not any refund (the
      head noun and most words of a conjunct), while "Customer contact details must not be sold" needs "sold" and
      a word of its subject (not for a deictic subject: "The following are not refundable: opened software");
    - a negated speech act ("Never suggest that a dispute must be in writing") is about what would be said of its
      subject, or of a pronoun with the same modal ("it must be in writing"); with a pronoun subject ("Never tell
      a consumer that they will be arrested") it applies to whatever the answer says;
    - a prohibition for a restricted group ("Customers under 18 cannot open an account") agrees with a requirement
      ("you need to be 18 to open an account");
    - a prohibition on staff ("Agents must not cancel a direct debit") is about what the company does: the customer
      doing it ("you can cancel the direct debit yourself") is not it.

    - a restriction ("shares it only with people listed in the portal") agrees with a denial of its condition
      ("you aren't listed in her portal"), and an act reserved to a role ("Only a pharmacist may advise ...") with
      the assistant declining it ("I'm not able to advise on that").

    Words the answer mentions only as the alternative it does not take ("rather than in cash", "instead of a
    refund") are not part of what it affirms. ``case_words``: content words of the question the answer replies to;
    they complete a subject the answer shortens ("Can I pay with a personal cheque?" - "Yes, we accept cheques"
    is about personal cheques).
    """
    pol = negated_side.polarity
    other = _without_alternatives(other)
    role = ONLY_ACTOR.search(other.text)
    if role and _DECLINES.search(negated_side.text) and not content_words(role.group("actor")) & negated_side.words:
        return False  # "Only a pharmacist may advise on ..." agrees with "I'm not able to advise on that"
    if any(stem(m.group(1)) in pol.heads - other.words
           for m in re.finditer(r"\bnon-(\w+)", other.text, re.IGNORECASE)):
        return False  # the same negative property on both sides: "Non-refundable fares can be changed" / "Your fare
        # is non-refundable, but you can change it"
    if pol.heads & {"charg", "fee", "cost", "pay"} and FREE_OF_CHARGE.search(other.text) and not any(
            q.dim == "money" and q.lo > 0 for q in other.quantities):
        return False  # "There's no charge for replacing a stolen card" agrees with "Never charge a fee for it"
    if _NO_FEE.search(negated_side.text) and FREE_OF_CHARGE.search(other.text) and not any(
            q.dim == "money" and q.lo > 0 for q in other.quantities):
        return False  # "there's no cancellation fee" agrees with "Cancellations within 24 hours are free"
    only = None if role else re.search(r"\bonly\b", other.text, re.IGNORECASE)
    declined = re.split(r"\b(?:because|since|as|so)\b", negated_side.text, maxsplit=1)[0]
    if only and _DECLINES.search(negated_side.text) and pol.heads & content_words(other.text[: only.start()]) \
            and not (content_words(other.text[only.end():]) - pol.heads) & content_words(declined):
        return False  # "We share it only with authorised users": the assistant declining to share agrees
    if only and pol.heads and pol.heads <= content_words(other.text[only.end():]) \
            and not pol.heads & content_words(other.text[: only.start()]):
        return False  # "shares it only with people listed in the portal" agrees with "you aren't listed"
    if _RESTRICTED_GROUP.search(negated_side.text) and other.polarity.modal == "obligation":
        return False
    if rule_is_negated and _STAFF_PROHIBITION.search(negated_side.text) and _customer_does(other.text, pol.heads):
        return False
    if pol.cues and all(q in _REFUSAL_CUES for q in pol.cues) and _PERMITTED_REFUSAL.search(negated_side.text):
        return False
    if pol.requirement and other.polarity.modal == "obligation":
        return False
    if pol.requirement and _condition_meets(negated_side.text, other.text):
        return False  # "will not disclose it without the customer's consent" and "we'll only pass it on if you give
        # us your consent first"
    governed = pol.scope & other.words
    pronoun = _PRONOUN_OBJECT.search(negated_side.text) if rule_is_negated else None
    # the pronoun's antecedent, named before it in the rule's sentence ("Because gift cards are treated as cash we
    # don't refund them"), counts as a shared word
    # (named in the answer outside a prepositional phrase: "purchases paid for with a gift card can be refunded" is
    # not about refunding gift cards)
    antecedent = content_words(negated_side.text[: pronoun.start()]) - PERSON_STEMS if pronoun else set()
    if antecedent:
        antecedent &= content_words(_PREPOSITIONAL.sub(" ", other.text))
    if pronoun and not ((governed | (antecedent & other.words)) - pol.heads) \
            and not _person_object_addressed(negated_side.text, other.text, pol.heads):
        return False
    # (the customer's own thing, "your laptop isn't covered", is an instance of what the rule names, not a category)
    if pol.subject and not pol.subject <= _DEICTIC and not pol.case_subject:
        if (pol.heads - pol.subject - _DEONTIC) & other.words:
            if not pol.subject & other.words and not failure_named(negated_side.text, other.text):
                return False  # the act is named ("must not be sold"): any word of its subject
        elif not any(part[-1] in other.words and 2 * len(set(part) & (other.words | case_words)) > len(part)
                     for part in pol.subject_parts):
            return False  # "X is not permitted" is about X as a whole: "cash refunds", not any refund
    speech = _SPEECH_THAT.search(negated_side.text)
    said_of = content_words(speech.group("subject")) if speech else set()
    if said_of and not (said_of & other.words) and not re.search(
            rf"\b(?:it|they|this|that|these|those)\s+{speech.group('modal')}\b", other.text, re.IGNORECASE):
        return False
    # one shared word outside the negated predicate ("list" in "won't list routine sharing" against "the first list
    # is free") is a shared topic, not a denial of the same thing
    return bool(pol.heads & other.words) or len(governed) >= 2


# a negative verb under a permission modal: "Erasure can be refused ...", "Access may be denied ..." permit a refusal
_REFUSAL_CUES = frozenset("refuse refused refuses deny denies denied excluded declined decline".split())
_PERMITTED_REFUSAL = re.compile(r"\b(?:can|may|could|might)\s+(?:also\s+)?(?:be\s+)?"
                                r"(?:refused|denied|declined|excluded|refuse|deny|decline|exclude)\b", re.IGNORECASE)
# a prepositional phrase of up to four words ("with a gift card", "for your old card")
_PREPOSITIONAL = re.compile(r"\b(?:with|for|by|from|of|on|in|at|to|about|into|onto|via)\s+(?:[\w'-]+\s+){0,3}[\w'-]+",
                            re.IGNORECASE)
# a negated verb whose object is a pronoun ("do not delete it", "never share them")
_PRONOUN_OBJECT = re.compile(r"(?:\b(?:not|never|cannot)|n't)\s+(?:(?:be|been|ever|always|also)\s+)?\w+\s+"
                             r"(?:it|them|him|her)\b", re.IGNORECASE)
# the assistant declining: "I can't share", "we won't", "I'm not able to advise", "I'm unable to"
_DECLINES = re.compile(r"\b(?:i|we)(?:'m|'re| am| are)?\s+(?:\w+\s+)?(?:not|never|can't|cannot|won't|don't|unable)\b|"
                       r"\b(?:i|we) can't\b", re.IGNORECASE)
CLOCK_WORDS = frozenset({"am", "pm", "noon", "midnight", "o'clock"})
# predicates that only say whether something is allowed: the subject is what is (not) allowed
_DEONTIC = frozenset(stem(w) for w in "permitted allowed accepted authorised authorized possible available "
                     "tolerated".split())
# a prohibition addressed to staff: an imperative ("Never ...", "Do not ...") or a staff subject ("Agents must not")
_STAFF_ALT = "|".join(f"{w}s?" for w in sorted(STAFF_NOUNS)) + "|we"
_STAFF_PROHIBITION = re.compile(
    rf"^(?:[^,;]*,\s*)?(?:(?:never|do not|don't)\b|(?:\w+\s+){{0,2}}?(?:{_STAFF_ALT})\s+(?:must|may|should|shall|can|"
    rf"are|is)\s*(?:not|never)\b|(?:\w+\s+){{0,2}}?(?:{_STAFF_ALT})\s+(?:cannot|can't|mustn't|never|won't|"
    rf"shouldn't|may never|must never))", re.IGNORECASE)
# a subject restricted to a group: "Customers under 18", "Items without a receipt", "Members who have not paid"
_RESTRICTED_GROUP = re.compile(r"^\s*(?:\w+\s+){1,2}?(?:under|below|younger than|older than|over|without|who "
                               r"(?:have not|haven't|do not|don't|are not|aren't))\b", re.IGNORECASE)
# the alternative an answer does not take: "rather than being paid in cash", "instead of a refund"
_ALTERNATIVE = re.compile(r"\b(?:rather than|instead of)\b(?:\s+[^\s,;.]+){0,6}", re.IGNORECASE)


# a rule's alternatives: "either in the letter itself or in an enclosed reasons statement"
_EITHER_OR = re.compile(r"\beither\b(?P<one>[^.;]+?)\bor\b(?P<two>[^.;]+)", re.IGNORECASE)


def affirmed_words(claims: Sequence[str]) -> frozenset:
    """Content words of the coordinated clauses of ``claims`` that are not negated ("The letter itself won't state
    the reason - it's set out in the enclosed reasons statement" -> the words of the second clause)."""
    parts = (p for c in claims for p in _COORDINATION.split(c) if p and p.strip())
    return frozenset().union(*(content_words(p) for p in parts if not polarity(p).negated))


def alternative_taken(rule: str, answer_words: frozenset) -> bool:
    """The rule allows either of two ways ("either in the letter itself or in an enclosed reasons statement") and
    the answer names one of them by at least two of its own content words ("it's set out in the reasons statement
    enclosed with it"), so saying the other way is not used denies nothing the rule requires."""
    m = _EITHER_OR.search(rule)
    if m is None:
        return False
    one, two = content_words(m.group("one")), content_words(m.group("two"))
    return len((one - two) & answer_words) >= 2 or len((two - one) & answer_words) >= 2


# a subject that names not doing something: "A consumer's failure to dispute may never be treated as ..."
_FAILURE_TO = re.compile(r"\b(?:failure|failing|refusal|omission)\s+to\s+(\w+)", re.IGNORECASE)


def failure_named(negated: str, other: str) -> bool:
    """The negated side's subject is a failure to do something ("failure to dispute") and the other side says that
    it is not done ("If you don't dispute within 30 days, ...")."""
    m = _FAILURE_TO.search(negated)
    if m is None:
        return False
    verb = stem(m.group(1).lower())
    return any(stem(w.lower()) == verb for pair in re.findall(
        r"(?:\b(?:not|never|without|fail(?:ed|s)? to)|n't)\s+(\w+)(?:\s+(\w+))?", other, re.IGNORECASE)
        for w in pair if w)


def _without_alternatives(st: Statement) -> Statement:
    """``st`` without the words of an alternative it does not take ("rather than in cash") and of a "non-X"
    classifier ("Non-refundable fares can be changed" affirms a change, not a refund)."""
    if not _ALTERNATIVE.search(st.text) and not _NON_X.search(st.text):
        return st
    rest = _NON_X.sub(" ", _ALTERNATIVE.sub(" ", st.text))
    return Statement(text=st.text, words=content_words(rest), quantities=st.quantities, times=st.times,
                     windows=st.windows, polarity=st.polarity, vector=st.vector)


_NON_X = re.compile(r"\bnon-\w+", re.IGNORECASE)


def _customer_does(answer: str, heads: set) -> bool:
    """The customer is the one doing the act: "you can cancel the direct debit yourself", "you can buy it later"."""
    ws = [re.sub(r"'(?:re|ll|ve|d)$", "", w) for w in words(answer)]  # "you're free to cancel" -> "you"
    acts = [i for i, w in enumerate(ws) if stem(w) in heads]
    if any({"we", "i", "us", "let"} & set(ws[max(0, i - 3): i]) for i in acts):
        return False  # the company does it too: "If you'd like it cancelled, I've already cancelled it"
    for i in acts:
        before = range(max(0, i - 3), i)
        if {"like", "want", "wish", "prefer"} & set(ws[max(0, i - 3): i]):
            continue  # what the customer wants done, not what they do
        if any(ws[j] == "you" and (j == 0 or ws[j - 1] not in ("to", "for", "with", "help")) for j in before):
            return True
    return False


def _person_object_addressed(rule: str, answer: str, heads: set) -> bool:
    """A rule's pronoun object that names a person mentioned before it ("If a customer asks us to stop calling, do
    not call them again") is the person the answer speaks to ("we will call you")."""
    m = _PRONOUN_OBJECT.search(rule)
    if not m or m.group(0).split()[-1].lower() not in ("them", "him", "her") or \
            not (content_words(rule[: m.start()]) & PERSON_STEMS):
        return False
    return any(stem(w) in heads and nxt in ("you", "your") for w, nxt in zip(words(answer), words(answer)[1:]))


# subjects that point elsewhere ("The following are not refundable:" + a list item)
_DEICTIC = frozenset({"follow", "following", "abov", "above", "below", "list", "item"})
# a negated speech act with a "that" clause: what may not be said is said of the clause's subject
_SPEECH_THAT = re.compile(r"(?:\b(?:not|never|cannot)|n't)\s+(?:\w+\s+){0,2}?"
                          r"(?:suggest|say|tell|imply|claim|state|threaten|promise|represent|indicate)\w*\s+"
                          r"(?:\w+\s+){0,3}?that\s+(?P<subject>(?:\w+\s+){0,3}?\w+)\s+"
                          r"(?P<modal>must|is|are|will|can|may|has|have|should|would)\b", re.IGNORECASE)


# where a sentence holds two coordinated statements: a semicolon, a dash between spaces ("perfume is fine within the
# UK - it's only international addresses where we can't take it"), or ", and" / ", but" / ", while" followed by a new
# subject ("It won't list routine sharing, and your first list in any 12 months is free")
_COORDINATION = re.compile(r";\s*|\s+[—–-]\s+|,\s+(?:and|but|while|whereas)\s+(?=(?:your|our|their|my|the|we|you|it|"
                           r"they|this|these|those|he|she|i|each|every|any|no|all)\b|"
                           # "..., and a temporary credit should reach you": an indefinite subject with its verb
                           r"(?:a|an)\s+(?:[\w-]+\s+){0,3}(?:should|will|would|must|can|may|is|are|was|has|gets?)\b)",
                           re.IGNORECASE)


def closest_clause(other: Statement, st: Statement) -> Statement:
    """The coordinated clause of ``st`` (see ``_COORDINATION``) that shares the most words with ``other`` (the
    whole of ``st`` when it has one clause, or on a tie), with its own polarity and ``st``'s vector: "benefits
    continue to the end of the month; part-months are not refunded" holds two statements of opposite polarity, and
    an answer about the first must not be judged against the second. Used for rule units and for claims alike."""
    parts = [p.strip() for p in _COORDINATION.split(st.text) if p.strip()]
    if len(parts) < 2:
        return st
    scored = sorted(((len(other.words & content_words(p)), p) for p in parts), key=lambda t: -t[0])
    if scored[0][0] == 0 or scored[0][0] == scored[1][0]:
        return st
    part = scored[0][1]
    return Statement(text=part, words=content_words(part), quantities=[], times=[], windows=[],
                     polarity=polarity(part), vector=st.vector)


_WITHOUT = re.compile(r"\bwithout\s+((?:[a-z'-]+\s*){1,5})", re.IGNORECASE)
_WITH = re.compile(r"\bwith\s+((?:[a-z'-]+\s*){1,5})", re.IGNORECASE)
_BEFORE = re.compile(r"\b(?:before|until|prior to)\s+((?:[a-z'-]+\s*){1,8})", re.IGNORECASE)
_AFTER = re.compile(r"\b(?:after|once|when|as soon as|now that)\s+((?:[a-z'-]+\s*){1,8})", re.IGNORECASE)
# a stretch of time and the time after it: "within the first 90 days" / "after your first 90 days" (the same span
# named on both sides, not only the same event: "within 90 days of purchase" and "once purchased" differ)
_WITHIN = re.compile(r"\b(?:within|during|inside)\s+((?:[a-z0-9'-]+\s*){1,8})", re.IGNORECASE)
_PAST = re.compile(r"\b(?:after|beyond|past|outside)\s+((?:[a-z0-9'-]+\s*){1,8})", re.IGNORECASE)
_SPAN_WORDS = frozenset(content_words("day days week weeks month months year years hour hours period window first "
                                      "term trial"))


def complementary_conditions(a: str, b: str) -> bool:
    """One side speaks of the case *without* something ("without a receipt"), the other of the case *with* it
    ("with a receipt or an order number"), or one of the time *before* an event ("not issued before the item has
    been inspected") and the other of the time *after* it ("once the item is inspected, we'll issue your refund"):
    they describe complementary cases, so opposite polarity is expected, not a conflict."""
    for x, y in ((a, b), (b, a)):
        for before, after, needed in ((_WITHOUT, _WITH, None), (_BEFORE, _AFTER, None),
                                      (_WITHIN, _PAST, _SPAN_WORDS)):
            for m in before.finditer(x):
                case = content_words(m.group(1))
                if case and any((case & content_words(n.group(1))) and (
                        needed is None or case & content_words(n.group(1)) & needed) for n in after.finditer(y)):
                    return True
    return False
