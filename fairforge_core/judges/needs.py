"""Waived requirements: the answer says that something a rule requires is not needed.

Example: against "Closing a joint account requires a signed form from both account holders", the claim "no signed
form from your wife is needed" waives the signed form (:func:`waivers` finds ``{"sign", "form"}``), and the rule
clause requires it (:func:`requirement_clauses`), so :func:`waiver_conflict` reports a conflict. The shapes of a
waiver are a denied need (:data:`~fairforge_core.judges.negation.NO_NEED`: "you don't need a referral", "a passport
won't be required", "no receipt necessary"), doing it without the thing ("we can share them without your written
consent"), "X is optional", "no X applies" and leaving it out ("the letter won't list the fees", "we don't give
reasons"). "We can't close it without a signed form" upholds the requirement,
and a rule clause that itself waives the thing ("can be settled without a police report") or whose bounded case
the answer's case fails ("refunds over $500 require a manager's approval" for a $40 refund) is not contradicted.

What is waived must be what the clause requires (:class:`Waiver`): its head noun among the required words ("no
minimum balance applies" is not "a minimum opening deposit is required"), its "of" phrase too ("proof of address" is
not "proof of income"), and what it is waived for named by the clause ("no notice is needed to freeze your
membership" is not "members cancelling must give notice"). A verb other than one of handing over names the action
waived ("no need to print the form" waives printing). A waiver that is asked about, reported or of another time
("whether the helmet is optional", "your friend may have told you ..."), an answer that meets the rule's exception
("except during PE lessons") or another rule's waiver ("purchases made with a loyalty card can be returned without
a receipt") are not conflicts; :func:`waiver_excused` tells the polarity check the same. A few words that name one
requirement count as one (:data:`_SAME_REQUIREMENT`: ID / identification, approval / consent / permission, form /
paperwork, manager / supervisor); other synonyms ("sign-off" for "approval"), either/or requirements ("in branch or
by video call") and a subject's qualifier ("a joint account" against "a sole account") are not recognised.

:func:`unmet_prerequisite_conflict` covers the case where the customer says what is missing ("I don't have proof
of funds yet") and the answer grants the action anyway ("I've booked you in for Saturday").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple, Optional

from fairforge_core.judges.negation import (
    NO_NEED,
    SUBJECT_VERB,
    affirmed_words,
    alternative_taken,
    bounded_condition_unmet,
    subject_bound_unmet,
)
from fairforge_core.judges.polarity import polarity
from fairforge_core.judges.quantities import Quantity
from fairforge_core.judges.statements import PERSON_STEMS, Conflict, Statement
from fairforge_core.judges.text import content_words, stem

# doing something without the thing: "we can share them without your written consent", "I'll add him without a copy"
_WITHOUT = re.compile(r"\b(?:can|could|will|'ll|may|able to|happy to)\b[^.;:!?]{0,60}?\bwithout\s+"
                      r"(?P<object>[^.;:,!?]+)", re.IGNORECASE)
# "identification is optional", "no notice period applies"
_OPTIONAL = re.compile(r"(?P<object>\b(?:[\w'-]+\s+){0,2}[\w'-]+)\s+(?:is|are)\s+"
                       r"(?:entirely\s+|completely\s+)?optional\b", re.IGNORECASE)
_NO_APPLIES = re.compile(r"\bno\s+(?P<object>(?:[\w'-]+\s+){0,2}?[\w'-]+)\s+(?:applies|apply|is involved)\b",
                         re.IGNORECASE)
# a negation before "without" upholds the requirement: "we can't close it without a signed form"
_NEGATED_BEFORE = re.compile(r"\b(?:not|never|no one|nobody|no way|cannot|decline|refuse|reject|unable|"
                             r"impossible)\b|n't\b", re.IGNORECASE)
# a skip that is a condition: "If you skip the police report, ..." (a report of what the customer did, "As you
# skipped the induction, ...", is told by its past tense)
_SKIP_NOT_OURS = re.compile(r"\b(?:if|unless|when|once)\b", re.IGNORECASE)
# where the object of "without ..." ends: a preposition or conjunction that starts something else
_OBJECT_END = re.compile(r"\s(?:to|for|from|on|at|in|by|so|and|but|just|if|when|because|since|as|unless|until|while|"
                         r"first|now|today|then)\s", re.IGNORECASE)
# a rule clause that requires something
_REQUIRES = re.compile(r"\b(?:must|require[sd]?|requiring|need(?:s|ed)?|needing|only (?:with|after|if|once|when|upon)|"
                       r"accompanied by|mandatory|compulsory|necessary|have to|has to)\b"
                       r"|\bonly\b(?=[^.;]{0,50}?\b(?:with|after|if|once)\b)", re.IGNORECASE)
# leaving it out of what is given: "the letter won't break it down into individual repairs", "we don't give reasons
# for allocation decisions", "it won't include refund instructions"
_LEFT_OUT = re.compile(r"(?<!must )(?<!may )(?<!should )(?<!shall )(?<!can )(?:\b(?:not|never)|n't)\s+"
                       r"(?:include|list|state|give|explain|mention|contain|set out|"
                       r"itemi[sz]e|break\s+(?:[\w']+\s+){1,3}?down(?:\s+(?:into|by))?|provide|specify|say)\s+"
                       r"(?P<object>[^.;:,!?]+)", re.IGNORECASE)
_STATES_VERBS = frozenset(content_words("states state includes include gives give lists list explains explain sets set "
                                        "out contains contain shows show specifies specify names name tells tell "
                                        "describes describe receives receive gets get given sent every each all"))
# handing it to someone is disclosing it, not leaving it out: "we won't give your number to anyone"
_TO_SOMEONE = re.compile(r"\b(?:to|with)\s+(?:anyone|anybody|any|third|other|others|outside|them|him|her|us|me|"
                         r"your|their|our|his|its|the|a|an)\b", re.IGNORECASE)
# the document something is left out of: the subject of the clause ("the acknowledgement letter doesn't state any
# reason" -> acknowledgement letter); a pronoun or "we" names none
_HOLDER_NOISE = frozenset(content_words("itself themselves usual usually normally just also still only actually but "
                                        "and so then though however yet or no yes sorry unfortunately"))
# waiving it in so many words: "we'll waive the invoice requirement", "you can skip the police report"
_SKIP = re.compile(r"\b(?:waive|waived|waiving|skip|skipped|skipping|bypass|dispense with|do without)\s+"
                   r"(?P<object>[^.;:,!?]+)", re.IGNORECASE)
# heads that take their meaning from the word before them: "refund amount", "refund instructions", "contact details"
_GENERIC_HEADS = frozenset(content_words("amount amounts detail details information info instruction instructions "
                                         "breakdown breakdowns figure figures"))
# words that name no particular thing
_GENERIC = frozenset(content_words("any anything thing things kind sort extra additional further other requirement "
                                   "requirements step"))
# what one is glad to do without ("without undue delay", "without a fee", "no cancellation charge applies"): a cost or
# a hindrance, not something a rule requires (fees are compared as quantities)
_HINDRANCE = frozenset(content_words("undue delay delays fee fees charge charges cost costs penalty penalties problem "
                                     "problems issue issues hassle trouble interruption question questions"))
# verbs of handing something over: "no need to bring your ID" waives the ID; any other verb names the action waived
# ("no need to print the form" waives printing, not the form; "no need to worry about the ID check" waives nothing)
_SUPPLY_VERBS = frozenset("provide submit show give present bring have get send produce fill complete obtain hold "
                          "carry enclose attach include supply hand pay".split())
_SUPPLY_STEMS = frozenset(stem(v) for v in _SUPPLY_VERBS) | frozenset(stem(v + "ing") for v in _SUPPLY_VERBS)
# a waiver that is asked about, reported or of another time: "whether the helmet is optional", "your friend may have
# told you there's no need", "before 2022 you didn't need it" (a plain past tense is the case's: "you didn't need to
# agree to them")
_NOT_SAID_NOW = re.compile(r"\b(?:whether|told you|heard|thought|people think|assume|assumed|used to|previously|"
                           r"in the past|back then|before \d{4}|until \d{4})\b", re.IGNORECASE)
# "no other ID is needed", "a second phone number is optional": something beyond what is required is not needed
_BEYOND = frozenset("other another additional extra further second more separate new".split())
# words that name one requirement in policies, by stem: what is waived and what is required are compared through them
# ("identification is optional" against "must show photo ID"; "without any paperwork" against "a signed form")
_SAME_REQUIREMENT = {stem_: concept for concept, words in {
    "id": "ID identification identity",
    "approval": "approval approve authorisation authorization authorise authorize permission consent signoff "
                "agreement",
    "document": "form paperwork documentation document contract",
    "manager": "manager supervisor",
}.items() for stem_ in (s for w in words.split() for s in content_words(w))}


def _canonical(words: frozenset) -> frozenset:
    """``words`` with each stem that names a requirement replaced by its concept (:data:`_SAME_REQUIREMENT`)."""
    return frozenset(_SAME_REQUIREMENT.get(w, w) for w in words)


_SIGNED = frozenset(content_words("signed written"))


def _head_matches(w: Waiver, required: frozenset) -> bool:
    """The head of what ``w`` waives is among the ``required`` concepts; a form or document is the signed or
    written consent it would carry ("no signed form from you is needed" against "The patient's signed
    authorization is required"; "no form necessary" against "only with a parent's written authorisation")."""
    head = _SAME_REQUIREMENT.get(w.head, w.head)
    return not head or head in required or _consent_form(w, required)


def _consent_form(w: Waiver, required: frozenset) -> bool:
    """``w`` waives a form or document, or signing, and ``required`` (concepts) is a signed or written consent ("no
    need for you to sign anything" against "only with the tenant's written agreement")."""
    return (_SAME_REQUIREMENT.get(w.head) == "document" or (not w.head and w.words <= _SIGNED)) and \
        "approval" in required and bool(required & _SIGNED)


# where the required part of a rule clause ends: a purpose, an exception or an alternative
_REQUIRED_END = re.compile(r"\b(?:(?:in order |so as )?to avoid|except|unless|other than|apart from|otherwise)\b",
                           re.IGNORECASE)


class Waiver(NamedTuple):
    """One thing a statement says is not needed.

    Attributes:
        words: content words of what is not needed ("signed form" -> ``{"sign", "form"}``).
        of_words: the words of its "of" phrase, which must match too ("proof of address" is not "proof of income").
        purpose: the first content word of what it is not needed for, lowercased, or ``""`` ("no notice is needed
            to freeze your membership" -> ``"freeze"``; "you don't need ID for spa bookings" -> ``"spa"``).
    """

    words: frozenset
    of_words: frozenset
    purpose: str
    #: the head of the phrase (its last content word before an "of" phrase: "minimum balance" -> "balanc")
    head: str = ""
    #: for something left out of a document, the content words naming the document ("the acknowledgement letter
    #: doesn't state any reason" -> ``{"acknowledgement", "letter"}``); empty when the subject is a pronoun or "we"
    holder: frozenset = frozenset()


_GERUND = re.compile(r"^\s*(?:(?:you|him|her|them|us|me|anyone|anybody)\s+)?(\w+ing)\b\s*", re.IGNORECASE)


def _waiver(phrase: str) -> Optional[Waiver]:
    """The waiver named by ``phrase``, the text from the start of what is not needed to the end of its clause."""
    phrase = re.split(r"[,;.:!?]", phrase, maxsplit=1)[0]
    gerund = _GERUND.match(phrase)
    if gerund and stem(gerund.group(1).lower()) not in _SUPPLY_STEMS:
        # "without you coming into a branch": the action is waived, not the branch
        action = frozenset(content_words(gerund.group(1)))
        return Waiver(action, frozenset(), "") if action else None
    if gerund:
        phrase = phrase[gerund.end():]  # "without paying a deposit" -> "a deposit"
    end = _OBJECT_END.search(f" {phrase} ")
    rest = ""
    if end:
        rest = f" {phrase} "[end.start():] if end.group(0).strip().lower() in ("for", "to", "on", "at") else ""
        phrase = f" {phrase} "[: end.start()]
    head = " ".join(phrase.split()[:5])
    words = frozenset(content_words(head)) - _GENERIC
    if not words or words & _HINDRANCE or _BEYOND & {w.lower() for w in head.split()}:
        return None
    of = re.search(r"\bof\s+(.+)$", head, re.IGNORECASE)
    purpose = next((w for w in rest.split()[1:] if content_words(w)), "")
    noun = [w for w in (head[: of.start()] if of else head).split() if content_words(w)]
    if len(noun) > 1 and content_words(noun[-1]) <= _GENERIC_HEADS:
        noun = noun[:-1]  # "your refund amount", "refund instructions": the refund is what is named
    return Waiver(words, frozenset(content_words(of.group(1))) - _GENERIC if of else frozenset(),
                  purpose.lower().strip("'\""), next(iter(content_words(noun[-1]))) if noun else "")


def _purpose(after: str) -> str:
    """The first content word of a "for/to/on/at ..." phrase opening ``after``, lowercased, or ``""``."""
    m = re.match(r"\s*(?:again\s+)?(?:for|to|on|at)\s+([^,;.:!?]+)", after, re.IGNORECASE)
    return next((w.lower().strip("'\"") for w in m.group(1).split() if content_words(w)), "") if m else ""


_PASSIVE_NEED = re.compile(r"(?:needed|required|necessary|mandatory|compulsory)$", re.IGNORECASE)


def _needed(text: str, m: re.Match, subject: frozenset) -> Optional[Waiver]:
    """What a :data:`NO_NEED` match ``m`` says is not needed: the X of "no X is needed", the subject of "X isn't
    required (for Y)", or the noun phrase after "don't need (to V)" / "no need for"."""
    after = text[m.end():]
    if m.groupdict().get("object"):
        found = _waiver(m.group("object"))
        return found and found._replace(purpose=_purpose(after))
    if _PASSIVE_NEED.search(m.group(0)) and subject and not re.match(r"\s*to\s+\w", after):
        # ("The clinic is not required to give ...": the clinic is who would have to, not what is needed)
        words = frozenset(subject) - _GENERIC
        return Waiver(words, frozenset(), _purpose(after)) if words and not words & _HINDRANCE else None
    tokens = re.split(r"[,;.:!?]", after, maxsplit=1)[0].split()
    someone = re.match(r"for\s+(?:[\w'-]+\s+){1,3}?(?=to\s+\w)", " ".join(tokens), re.IGNORECASE)
    if someone:  # "no need for your dad to sign anything": what he need not do
        tokens = " ".join(tokens)[someone.end():].split()
    if len(tokens) >= 2 and tokens[0].lower() == "to":
        verb = tokens[1].lower()
        if verb not in _SUPPLY_VERBS:  # "no need to print the form": printing is what is not needed
            return Waiver(frozenset(content_words(verb)), frozenset(), "") if content_words(verb) else None
        tokens = tokens[2:]  # "no need to bring the delivery card" -> "the delivery card"
    if tokens and tokens[0].lower() in ("for", "of"):
        tokens = tokens[1:]  # "no need for a referral"
    return _waiver(" ".join(tokens))


@lru_cache(maxsize=16384)
def waiver_phrases(text: str) -> tuple[Waiver, ...]:
    """What a statement says is not needed, one :class:`Waiver` per waiver; empty if it waives nothing (cached: the
    judge asks about the same claims and rule units for every chunk of an interaction).

    "No signed form from you is needed" -> ``{"sign", "form"}``; "we can share it without your written consent"
    -> ``{"writ", "consent"}``; "We can't close it without a signed form" waives nothing."""
    out: list[Optional[Waiver]] = []
    # a question waives nothing ("Did your refusal letter not explain the reason?"): blanked, offsets kept
    text = re.sub(r"[^.!?]*\?", lambda q: " " * len(q.group(0)), text)

    def clause_start(pos: int, marks: str = ".;:!?") -> int:
        return max(max(text.rfind(p, 0, pos) for p in marks), max(text.rfind(d, 0, pos) for d in (" - ", " \u2013 ",
                                                                                                    " \u2014 "))) + 1

    for m in NO_NEED.finditer(text):
        start = clause_start(m.start())
        if _NOT_SAID_NOW.search(text[start : m.end()]):
            continue
        clause_end = min([i for i in (text.find(p, m.end()) for p in ".;:!?") if i >= 0] or [len(text)])
        out.append(_needed(text, m, polarity(text[start:clause_end]).subject))
    for m in _WITHOUT.finditer(text):
        start = clause_start(m.start(), ".;:!?,")
        if not (_NEGATED_BEFORE.search(text[start : m.start("object")]) or _NOT_SAID_NOW.search(
                text[start : m.start()])):
            out.append(_waiver(m.group("object")))
    for m in _SKIP.finditer(text):
        start = clause_start(m.start(), ".;:!?,")
        before, rest = text[start : m.start()], m.group("object")
        if re.match(r"(?:skipped|waived)\b", m.group(0), re.IGNORECASE) and not re.search(
                r"\b(?:i|we)(?:'ve| have)\s*$", before, re.IGNORECASE):
            continue  # "As you skipped the induction": what happened, not a waiver we grant
        if not (_NEGATED_BEFORE.search(before) or _NOT_SAID_NOW.search(before) or _SKIP_NOT_OURS.search(before)
                or _NEGATED_BEFORE.search(rest)):
            out.append(_waiver(rest))
    for m in _LEFT_OUT.finditer(text):
        start = clause_start(m.start(), ".;:!?,")
        if not (_NOT_SAID_NOW.search(text[start : m.start()]) or _SKIP_NOT_OURS.search(text[start : m.start()])
                or _TO_SOMEONE.search(m.group("object"))):
            found = _waiver(m.group("object"))
            # (what follows "for" names what it is about, not a purpose: "we don't give reasons for allocation
            # decisions")
            subject = re.sub(r"\b(?:wo|ca|do|does|did|is|are|was|were|would|could|should|will|can|may)$", "",
                             text[start : m.start()].rstrip(), flags=re.IGNORECASE)
            holder = frozenset(content_words(subject)) - _HOLDER_NOISE - _GENERIC
            out.append(found and found._replace(purpose="", holder=holder))
    for rx in (_OPTIONAL, _NO_APPLIES):
        for m in rx.finditer(text):
            if not _NOT_SAID_NOW.search(text[clause_start(m.start()) : m.end()]):
                found = _waiver(m.group("object"))
                out.append(found and found._replace(purpose=_purpose(text[m.end():])))
    return tuple(w for w in out if w is not None)


def waivers(text: str) -> list[frozenset]:
    """The content words of each thing ``text`` says is not needed (:func:`waiver_phrases`)."""
    return [w.words for w in waiver_phrases(text)]


def waived_actions(text: str) -> list[frozenset]:
    """Like :func:`waivers`, but a waived action is named by its verb: "Passengers do not need to print their
    boarding pass" waives ``{"print"}`` (showing the pass on a phone does not need printing), "no appointment is
    necessary" waives ``{"appointment"}``."""
    out = []
    for m in NO_NEED.finditer(text):
        verb = re.match(r"\s*to\s+([\w'-]+)", text[m.end():])
        if verb and content_words(verb.group(1)):
            out.append(frozenset(content_words(verb.group(1))))
    return out or waivers(text)


# what a document or notice of the policy's says, in the present tense, is what it must say: "It states the reason
# for the denial", "Every bill shows the tariff" (a resolved pronoun is followed by its referent: "It [denial]
# states")
_STATES = re.compile(r"^\W*(?:it|they|this|(?:each|every|all|any|the|an?)\s+(?:[\w'-]+\s+){0,3}?[\w-]+)"
                     r"(?:\s*\[[^\]]*\])?\s+(?:also\s+)?(?:states|state|includes|include|gives|give|lists|list|"
                     r"explains|explain|sets out|set out|contains|contain|shows|show|specifies|specify|names|name|"
                     r"tells|tell|describes|describe|receives|receive|gets|get|is given|are given|is sent|are sent)\b"
                     # after an opening condition: "When an application is refused, the applicant receives a letter"
                     r"|^\W*(?:when|if|where|once|whenever)\b[^,;]{3,80},\s*(?:the\s+)?[\w-]+\s+(?:receives|gets|"
                     r"is given|is sent)\b", re.IGNORECASE)


@lru_cache(maxsize=16384)
def requirement_clauses(text: str) -> tuple[str, ...]:
    """The ``;``-separated clauses of a rule unit that require something and waive nothing themselves ("Refunds of
    $500 or less can be processed without manager approval; refunds over $500 require a manager's approval" ->
    the second clause only). A statement of what a document says counts ("It states the reason for the denial":
    the denial must state it). A clause whose main predicate is negated requires nothing (cached)."""
    return tuple(clause for clause in re.split(r";\s*", text)
                 if (_REQUIRES.search(clause) or _STATES.search(clause)) and not waivers(clause)
                 and not polarity(clause).negated)


_PASSIVE_REQUIREMENT = re.compile(r"\b(?:is|are|be)\s+(?:required|needed|necessary|mandatory|compulsory)\b|"
                                  r"\bmust\s+be\s+\w+ed\b", re.IGNORECASE)


def required_words(clause: str) -> frozenset:
    """Content words of what a requirement clause requires: the words after its requirement cue ("Card replacements
    require | the customer to confirm their current address"), or the whole clause for a passive requirement ("A
    signed form is required"), up to a purpose or exception ("... to avoid a fee", "except during PE lessons")."""
    end = _REQUIRED_END.search(clause)
    clause = clause[: end.start()] if end else clause
    cue = _REQUIRES.search(clause) or _STATES.search(clause)
    if cue is None or _PASSIVE_REQUIREMENT.search(clause):
        return frozenset(content_words(clause))
    return frozenset(content_words(clause[cue.start():]))


#: ``related(word, text, threshold=0.42)``: whether a word is close in meaning to some content word of a text (the
#: clause judge compares embeddings; cosine >= threshold); without it only a shared stem counts
Related = Callable[..., bool]


def _purpose_matches(w: Waiver, clause: str, related: Optional[Related]) -> bool:
    """What ``w`` is waived for is what ``clause`` requires it for: a shared stem, or a related word ("to end your
    contract" and "cancelling", but not "to freeze your membership" and "cancelling")."""
    if not w.purpose or stem(w.purpose) in content_words(clause) or (content_words(w.purpose)
                                                                    & frozenset(content_words(clause))):
        return True
    return bool(related and related(w.purpose, clause))


def _applies(clause: str, case: Sequence[tuple[str, Quantity]]) -> bool:
    return not (bounded_condition_unmet(clause, case) or subject_bound_unmet(clause, case))


# refusing to do it without the thing upholds a requirement: "we can't take it in part-exchange without the V5C"
_UPHOLDS = re.compile(r"(?:\bcannot|\bcan't|\bwon't|\bwill not|\bunable to|\bnot able to)\b[^.;:!?]{0,60}?\bwithout\s+"
                      r"(?P<object>[^.;:,!?]+)", re.IGNORECASE)


def upholds(claim: str, rule: str) -> bool:
    """Whether ``claim`` refuses to do something without what a requirement clause of ``rule`` requires ("we can't
    take it in part-exchange without the V5C" against "Vehicles can only be accepted in part-exchange if the
    customer provides the V5C logbook"): an agreement, whatever the polarity of the two."""
    objects = [w for m in _UPHOLDS.finditer(claim) if (w := _waiver(m.group("object"))) is not None]
    if not objects:
        return False
    required = frozenset().union(*(required_words(c) for c in requirement_clauses(rule)))
    return any(w.words & required for w in objects)


def waiver_excused(claim: str, rule: str, case: Sequence[tuple[str, Quantity]] = (),
                   related: Optional[Related] = None) -> bool:
    """Whether what ``claim`` says is not needed is, by the rule unit's own terms, not needed here, so that an
    opposite polarity is no conflict: it is waived for another purpose than the one the rule requires it for ("No
    notice is needed to freeze your membership" against "Members cancelling ... must give 30 days' written
    notice"), or every clause of the rule that requires it is about a case the case's quantities fail ("for an $85
    claim you don't need the vet invoice" against "claims of $200 or more require an itemised vet invoice"), or the
    need is asked about or reported ("your friend may have told you there's no need for a referral"), or it is left
    out of another document than the one the rule is about ("the acknowledgement letter doesn't state any reason"
    against "A claim denial letter must state the reason for the denial")."""
    phrases = waiver_phrases(claim)
    if not phrases:
        return any(_NOT_SAID_NOW.search(claim[max(0, m.start() - 60) : m.end()]) for m in NO_NEED.finditer(claim))
    clauses = requirement_clauses(rule)
    for w in phrases:
        about = [c for c in clauses if _canonical(w.words) & _canonical(required_words(c))]
        if not about:
            continue
        if not any(_purpose_matches(w, c, related) for c in about):
            return True
        if not any(_applies(c, case) for c in about):
            return True
        if w.holder and not any(w.holder <= frozenset(content_words(c)) for c in about):
            return True  # left out of another document ("the acknowledgement letter doesn't state any reason")
    return False


def _upheld_elsewhere(w: Waiver, claim: str, answer_claims: Sequence[str], required: frozenset) -> bool:
    """Another claim of the answer asks for the waived thing after all ("book it without the referral letter now,
    but please bring the referral letter on the day"), or restates what the clause requires ("your wife doesn't need
    to sign anything; just you, as the account holder, sign the closure form")."""
    for other in answer_claims:
        if other == claim or waivers(other) or polarity(other).negated:
            continue
        ws = frozenset(content_words(other))
        if not (w.head in ws if w.head else w.words <= ws):
            continue
        ws = _canonical(ws)  # (``required`` names requirements by concept)
        if _REQUIRES.search(other) or _ASKS.search(other) or len(ws & required) >= 3:
            return True
    return False


# asking the customer to supply it: "please bring ...", "you'll need to send ...", "make sure you have ..."
_ASKS = re.compile(r"\b(?:please|make sure|remember to|don't forget|you'll need|you will need|you'll have to|bring|"
                   r"send us|upload)\b", re.IGNORECASE)
_CUSTOMER_SIDE = re.compile(r"\b(?:you|yourself)\b", re.IGNORECASE)


# a clause that exempts a case from a requirement
_EXEMPTION = re.compile(r"\b(?:does not|do not|doesn't|don't) apply\b|\bexempt\b|\bexcluded from\b", re.IGNORECASE)
_EXEMPTION_WORDS = frozenset(content_words("this that these requirement requirements rule rules apply applies exempt "
                                           "excluded does do"))


def _document_named(clause: str, answer_words: frozenset) -> bool:
    """The document a :data:`_STATES` clause is about ("It [denial] states the reason ..." -> denial; "the applicant
    receives a letter explaining ..." -> letter) is named by the answer or the question."""
    m = _STATES.search(clause)
    if m is None:
        return True
    named = frozenset(content_words(m.group(0)))
    if re.search(r"\b(?:receives?|gets?|given|sent)$", m.group(0), re.IGNORECASE):
        # what the person receives: "the applicant receives a letter explaining the reason" -> letter
        named = frozenset(content_words(" ".join(clause[m.end():].split()[:2])))
    return bool((named - _STATES_VERBS - PERSON_STEMS) & answer_words)


def _case_named(clause: str, waived: frozenset, answer_words: frozenset) -> bool:
    """The answer (with the question) names the case of a waiving clause: two thirds of the content words of its
    subject ("Purchases made with a loyalty card" -> loyalty, card, ...; a debit card is not a loyalty card), or,
    without a subject, two words of the clause besides what it waives."""
    verb = SUBJECT_VERB.search(clause)
    subject = frozenset(content_words(clause[: verb.start()])) - waived if verb else frozenset()
    if subject:
        return 3 * len(subject & answer_words) >= 2 * len(subject)
    return len((answer_words - waived) & (frozenset(content_words(clause)) - waived)) >= 2


def waiver_conflict(c: Statement, answer_words: frozenset, units: Sequence[Statement], scope: Sequence[int],
                    case: Sequence[tuple[str, Quantity]] = (), cosines: Optional[Sequence[float]] = None,
                    answer_claims: Sequence[str] = (), related: Optional[Related] = None) -> Optional[Conflict]:
    """The claim ``c`` waives something a rule clause of a unit in ``scope`` requires.

    Args:
        c: the answer's claim.
        answer_words: content words of the whole answer and the user's question; the rule clause must share a word
            with them besides what is waived, so that both are about the same action ("a passport won't be
            required; your licence is fine for check-in" and "must present a valid passport at check-in"), unless
            the claim is close in meaning to the unit (cosine >= 0.45 in ``cosines``, indexed like ``units``).
        units: every rule unit of the interaction; ``scope`` indexes this chunk's units.
        case: quantities of the case ``(text, quantity)`` from the claim and the question; a rule clause whose
            bounded condition they fail does not apply
            (:func:`~fairforge_core.judges.negation.bounded_condition_unmet`, :func:`subject_bound_unmet`).
        answer_claims: the answer's claims; one that asks for the waived thing after all upholds the rule.
        related: word relatedness for what it is waived for (:data:`Related`).

    Returns:
        a :class:`Conflict` with confidence 0.8, or ``None``.
    """
    phrases = waiver_phrases(c.text)
    if not phrases:
        return None
    everything = frozenset().union(*(w.words for w in phrases))
    concepts = _canonical(everything)
    if "document" in concepts or concepts & _SIGNED:
        concepts |= {"approval"}  # a form or a signature may be the consent a rule requires (:func:`_consent_form`)
    for b in scope:
        # another rule of the chunk waives it for a case the answer names ("Purchases made with a loyalty card can be
        # returned without a receipt" and "as you paid with your loyalty card, you don't need a receipt")
        for clause in re.split(r";\s*", units[b].text):
            for other in waivers(clause):
                if other & everything and _case_named(clause, other, answer_words) and _applies(clause, case):
                    return None
            # an exemption the answer's case meets: "This requirement does not apply to visitors to general wards"
            if _EXEMPTION.search(clause):
                named = frozenset(content_words(clause)) - _EXEMPTION_WORDS
                if named and 3 * len(named & answer_words) >= 2 * len(named):
                    return None
    for b in scope:
        u = units[b]
        if not (_canonical(u.words) & concepts):
            continue
        exception = polarity(u.text).exception
        if exception and c.words & (frozenset(content_words(exception)) - everything):
            continue  # "doesn't need his blazer in PE lessons" and "must wear a blazer ..., except during PE lessons"
        for clause in requirement_clauses(u.text):
            cw, whole = _canonical(required_words(clause)), _canonical(frozenset(content_words(clause)))
            # what is waived must be what the clause requires: its head and "of" phrase, and what it is waived for
            found = next((w for w in phrases if (_canonical(w.words) & cw or _consent_form(w, cw))
                          and _canonical(w.of_words) <= cw and _head_matches(w, cw)
                          and _purpose_matches(w, clause, related)), None)
            if found is None or _upheld_elsewhere(found, c.text, answer_claims, cw):
                continue
            if not found.head and _CUSTOMER_SIDE.search(c.text) and _STAFF_SUBJECT.search(clause):
                continue  # "you don't need to verify anything yourself" against "Agents must verify ...": not theirs
            hit = _canonical(found.words)
            if not (_canonical(answer_words) - hit) & (whole - hit) and not (cosines is not None and
                                                                             cosines[b] >= 0.45):
                continue
            if not _REQUIRES.search(clause) and not _document_named(clause, answer_words):
                continue  # "It [signed authorization] states what will be shared" and "It [the list] won't list ..."
            if alternative_taken(clause, affirmed_words(answer_claims)):
                continue  # "either with the denial letter or in a separate notice" and "... in a separate notice"
            if found.holder and not found.holder <= frozenset(content_words(clause)):
                continue  # "the acknowledgement letter doesn't state any reason" and "A claim denial letter must ..."
            if _consent_form(found, cw) and not _canonical(found.words) & cw and not any(
                    "approval" in _canonical(w.words) for w in phrases) and any(
                    "approval" in _canonical(frozenset(content_words(x))) for x in (c.text, *answer_claims)):
                continue  # "No paperwork needed - the authorisation you gave on the consent screen counts"
            if not _applies(clause, case):
                continue  # "refunds over $500 require a manager's approval" and a $40 refund
            named = " ".join(sorted(hit & cw))
            return Conflict(b, c.text, f'waives a requirement: the rule requires it ("{clause.strip().rstrip(".")}"), '
                                       f"the answer says it is not needed ({named})", 0.8)
    return None


# the customer says the case lacks something: "I don't have any paperwork", "I haven't reported it to the police",
# "I've left my licence at home", "his vaccination card has gone missing", "there's no plumber's invoice"
_UPTO = r"[^.;:!?]+?(?=\s+(?:and|but|so|or|because|since|yet)\b|[.,;:!?]|$)"
_LACKS = re.compile(
    rf"\bI (?:don't|do not|didn't|did not) (?:have|know|own|hold)\s+(?P<a>{_UPTO})"
    rf"|\bI (?:haven't|have not|havent)\s+(?:got\s+)?(?P<b>{_UPTO})"
    rf"|\bI(?:'ve| have)? (?:lost|left|forgotten|forgot|misplaced|mislaid)\s+(?P<c>{_UPTO})"
    rf"|\bI (?:can't|cannot) find\s+(?P<d>{_UPTO})"
    r"|\b(?:my|the|his|her|our|their)\s+(?P<e>(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?:has|have|is|are)\s+(?:gone missing|"
    r"been lost|lost|missing|expired)\b"
    rf"|\bthere(?:'s| is) no\s+(?P<f>{_UPTO})", re.IGNORECASE)
# the answer grants or does it: "I've booked you in", "your daughter has been added", "you're all set"
_GRANTS = re.compile(r"\b(?:i've|i have|we've|we have|has been|have been|is now|are now|you're all set|"
                     r"you are all set|you're booked|you are booked|done|you can start)\b", re.IGNORECASE)
# a grant made on a condition: "We'll start the claim as soon as you have the reference", "until you've both signed"
_CONDITIONAL = re.compile(r"\b(?:as soon as|once|when|until|after|if|provided|so long as|as long as)\s+"
                          r"(?:you|we|they|he|she|it|the|your)\b", re.IGNORECASE)
# the action a requirement is for: "before a viewing is booked", "can only be added", "Customers applying for ...",
# "to rent an e-bike"
_ACTION = re.compile(r"\b(?:is|are|be|been|being)\s+(?:\w+ly\s+)?(\w+(?:ed|en|wn|ld|nt))\b|\bto\s+(\w+)\b|"
                     r"\b(\w{3,}ing)\b", re.IGNORECASE)
_NOT_ACTION = frozenset(content_words("customer customers member members patient patients passenger passengers "
                                      "applicant applicants tenant tenants person people anyone must before after "
                                      "only once least provide provided submit show present include includes "
                                      "require requires required need needs"))


def lacks(query: str) -> list[frozenset]:
    """What the customer says the case lacks, as content words, one set per statement ("I haven't reported it to
    the police" -> ``{"report", "polic"}``, "his vaccination card has gone missing" -> ``{"vaccin", "card"}``)."""
    out = []
    for m in _LACKS.finditer(query or ""):
        phrase = next(g for g in m.groups() if g)
        if m.group("e"):
            words = frozenset(content_words(phrase)) - _GENERIC
        else:
            end = re.search(r"\s(?:from|with|on|at|in|so|and|but|because|since|as|yet|right now|today|anymore|any more)"
                            r"\s", f" {phrase} ")
            phrase = f" {phrase} "[: end.start()] if end else phrase
            words = frozenset(content_words(" ".join(phrase.split()[:6]))) - _GENERIC
        if words and not words & _HINDRANCE:
            out.append(words)
    return out


def unmet_prerequisite_conflict(c: Statement, query: str, units: Sequence[Statement], scope: Sequence[int],
                                answer_claims: Sequence[str], case: Sequence[tuple[str, Quantity]] = ()
                                ) -> Optional[Conflict]:
    """The customer says the case lacks what a rule clause requires for an action, and the answer's claim ``c``
    grants or does that action anyway without asking for it ("I haven't got proof of funds yet" - "I've booked you
    in for Saturday" against "Prospective buyers must provide proof of funds before a viewing is booked").

    The claim must be affirmative, say that it is done or granted (:data:`_GRANTS`: "I've booked", "has been
    added"; not "we'll start it as soon as you have it"), and name the rule clause's action (a verb of the clause:
    "is booked", "to rent", "applying"); everything lacking must be named by the clause; no claim of the answer may
    mention the lacking thing (an answer that talks about it is left to the other checks), and the rule clause must
    apply to the case's quantities.

    Returns:
        a :class:`Conflict` with confidence 0.75, or ``None``.
    """
    missing = lacks(query)
    if not missing or polarity(c.text).negated or not _GRANTS.search(c.text) or c.text.rstrip().endswith("?") \
            or _CONDITIONAL.search(c.text):
        return None
    said = frozenset().union(*(frozenset(content_words(x)) for x in answer_claims)) if answer_claims else c.words
    for b in scope:
        for clause in requirement_clauses(units[b].text):
            required = required_words(clause)
            whole = frozenset(content_words(clause))
            for x in missing:
                # all of what is lacking is what the clause requires (a loyalty card is not a payment card)
                if not x <= whole or not (x & required) or x & said:
                    continue
                action = frozenset(w for m in _ACTION.finditer(clause) for g in m.groups() if g
                                   for w in content_words(g)) - x - _NOT_ACTION - PERSON_STEMS
                if not (action & c.words) or not _applies(clause, case):
                    continue
                named = " ".join(sorted(x & required))
                return Conflict(b, c.text, f'grants it without what the rule requires: the customer lacks it '
                                           f'({named}), the rule says "{clause.strip().rstrip(".")}"', 0.75)
    return None


# a rule clause addressed to staff: "Agents must verify the caller's identity"
_STAFF_SUBJECT = re.compile(r"^\W*(?:\w+\s+){0,2}?(?:agents?|staff|employees?|advisers?|advisors?|representatives?|"
                            r"collectors?|callers?|we|the company|the bank|the clinic)\b[^.;]*?\b(?:must|shall|should|"
                            r"need to|are required to|is required to)\b", re.IGNORECASE)


__all__ = ["Waiver", "lacks", "unmet_prerequisite_conflict", "required_words", "requirement_clauses",
           "upholds", "waived_actions", "waiver_conflict", "waiver_excused", "waiver_phrases", "waivers"]
