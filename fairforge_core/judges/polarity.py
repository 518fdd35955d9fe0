"""Polarity of a statement: is its main predicate negated (prohibition, denial, exemption) or affirmed
(obligation, permission, plain assertion)? And does it carry an exception ("unless ...", "except ...")?

Negation cues are counted outside subordinate clauses that only give circumstances ("because it isn't
defective", "if you're not sure"), so incidental negations do not flip a statement. "No longer", "not only" and
"no later than" / "not later than" / "no more than" / "not more than" / "at no cost" are not negations of the
predicate (they are limits or emphasis, handled as quantities). A leading reply particle ("No, opening a dispute
is free.") answers the user's question and is not a negation of the statement after it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NOT_NEGATION = re.compile(
    # a list's name: "do-not-call", or "do not call" naming a list ("the Do Not Call registry"); "do not call them
    # again" is a prohibition
    r"\b(?:do-not-(?:call|contact|disturb|text|email|mail)|do not (?:call|contact|disturb|text|email|mail)"
    r"(?=[- ](?:list|registry|register|request|record|preference|status|flag|entry|rule|law|procedure|database)s?\b)|"
    r"(?<=\bas )do not (?:call|contact|disturb|text|email|mail)\b|"
    r"not only|no later than|not later than|"
    r"never later than|never more than|"
    r"no more than|not more than|no less than|not less than|at no "
    r"(?:extra )?(?:cost|charge)|no matter|no problem|no worries|no sooner|"
    # reassurance and politeness idioms: "Don't worry, your policy will cover it" affirms the cover
    # (also "Don't worry about the receipt, we can look it up": read as a denied need it flagged compliant answers)
    r"(?:don't|do not|not to) worry|never mind|(?:don't|do not) hesitate|no doubt|"
    # "there's no service fee" stays a negation (it agrees with "do not charge a service fee"); "with no cancellation
    # fee" describes how it is done
    r"not just|no (?:fee|charge|cost)s?\b|with no (?:[a-z-]+ )?(?:fee|charge|cost|penalty|penalties)s?\b|"
    r"free of charge|sin costo|no dude|whether or not|or not|no questions asked|"
    # a hyphenated compound names a thing: "the no-show charge", "a no-claims discount", "no-fault cover" (but a
    # "no-refund policy" and a "no-fee rule" deny)
    r"no-(?!refund|return|cancel|fee|charge|cost|interest|penalt)\w+|"
    # "non-X" before a noun classifies it ("non-refundable fares can't be refunded", "even on non-refundable fares");
    # only as a predicate after a linking verb does it negate ("are non-refundable", "stay strictly non-refundable")
    r"(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )(?<!\bbe )(?<!\bbeen )(?<!\bremain )(?<!\bremains )"
    r"(?<!\bstay )(?<!\bstays )(?<!\bbecome )(?<!\bbecomes )(?<!\bconsidered )(?<!\bdeemed )(?<!\bas )"
    r"(?<!\balways )(?<!\bstrictly )(?<!\bentirely )(?<!\bcompletely )(?<!\bfully )(?<!\bstill )(?<!\band )"
    r"(?<!\bor )(?<!\balso )non-\w+|"
    # a negated gerund that opens a clause is its subject: "Not disputing the debt is never treated as admitting
    # it" negates "treated" once, as "Failing to dispute ... is never treated ..." does
    r"(?:^|(?<=[,;:.]\s))(?:not|never)(?=\s+\w+ing\b[^,;.]*?\s(?:is|isn't|are|aren't|was|wasn't|will|won't|"
    r"would|wouldn't|can|can't|cannot|may|does|doesn't|counts|means|makes|gets)\b))\b",
    re.IGNORECASE,
)
# a negation inside a relative clause about people modifies the subject, not the predicate: "passengers who choose
# not to travel receive a refund", "customers who don't have a receipt get store credit" (read on the whole text,
# before circumstantial clauses are removed: "Members who joined before January 1 are not eligible" keeps its "not")
# (also a reduced one: "amounts not paid by the due date", "items not returned within 30 days")
_REDUCED_RELATIVE_NOUNS = ("amount", "amounts", "item", "items", "bill", "bills", "balance", "balances", "payments",
                           "goods", "product", "products", "order", "orders", "parcel", "parcels", "invoice",
                           "invoices", "purchase", "purchases", "sums", "fees", "charges")
_RELATIVE_NEGATION = re.compile("(?:" + "|".join(rf"(?<=\b{n} )" for n in _REDUCED_RELATIVE_NOUNS)
                                + r")not(?= \w+(?:ed|id|en)\b)|"
                                r"(?<=\bwho )(?:\w+ ){0,2}?(?:not|never|don't|do not|doesn't|does not|didn't|"
                                r"aren't|are not|isn't|is not|haven't|have not|hasn't|has not)\b", re.IGNORECASE)
_NEG_CUES = re.compile(
    r"\b(?:not|no|never|none|nobody|nothing|neither|nor|cannot|can't|won't|isn't|aren't|doesn't|don't|didn't|"
    r"wasn't|weren't|shouldn't|mustn't|haven't|hasn't|hadn't|wouldn't|couldn't|unable|prohibited|forbidden|banned|"
    r"disallowed|refuse|refused|refuses|deny|denies|denied|excluded|exempt|exempted|ineligible|barred|non-\w+|"
    # "we declined to tell your landlord", "you'll lose the right to free guest passes"
    r"declined? to|declines to|declining to|(?:lose|loses|lost|losing|forfeit|forfeits|forfeited) (?:the|your|their|"
    r"his|her|any) right to|"
    r"nunca|jamás|ningún|ninguna|ninguno|prohibid[oa]s?|nadie|nada)"
    r"\b|n't\b",
    re.IGNORECASE,
)
# a phrasal verb of giving money or goods back ("send it back to you", "pay the credit back", "give you your money
# back"): the act a rule names as returning or refunding (stems of :data:`RETURN_WORDS`)
# (or money coming back to the customer: "it won't be coming back to you")
_GIVE_BACK = re.compile(r"\s*(?:\w+\s+){0,2}?(?:send|give|pay|hand|transfer)\s+(?:[\w'£$€.,]+\s+){0,4}?back\b|"
                        r"\s*(?:\w+\s+){0,2}?(?:come|coming|go|going)\s+back\s+to\s+(?:you|your)\b",
                        re.IGNORECASE)
RETURN_WORDS = frozenset({"return", "refund", "repay"})
# keeping money that was paid is not giving it back: "we'll keep the deposit", "that charge stays with us", "the
# booking fee is retained" deny its refund (read as "we do not refund the deposit", "that charge is not refunded");
# the object must be money or a pronoun for it ("we keep your details on file" is about records)
_MONEY_NOUN = (r"(?:deposit|fee|charge|money|payment|amount|sum|balance|credit|price|cost|fare|premium|excess|"
               r"surcharge|rent|compensation|reimbursement|overpayment|bond)s?")
_AMOUNT = r"[$£€]\d[\d,.]*\d\b|[$£€]\d\b"
# words that end the noun phrase of what is kept ("holding your order until payment clears" keeps an order)
_NOT_IN_NP = r"(?:until|unless|while|because|for|in|on|to|from|of|as|if|when|after|before|and|or|but|so)"
_KEEP_ACTIVE = re.compile(
    r"\b(?P<who>we|i|(?:the|our)\s+(?:hotel|bank|company|airline|club|landlord|store|shop|clinic|gym|practice|"
    r"insurer|provider|agency|supplier|operator|retailer|seller|venue|school))"
    r"(?:'ll|'d|'re|'m|'re going to| will| would| must| have to| need to| are| am| is| are going to| am going to|"
    r" is going to)?"
    r"(?P<neg>\s+(?:don't|do not|won't|will not|never|wouldn't|would not|can't|cannot|aren't|are not|am not|"
    r"isn't|is not))?(?:\s+be)?"
    r"(?P<adv>\s+(?:simply|just|still|then|\w+ly))?\s+(?:keeps?|keeping|retains?|retaining|holds?|holding|"
    r"(?:keeps?|keeping) hold of|(?:holds?|holding|hangs?|hanging) on ?to)\s+"
    r"(?P<obj>(?:(?:the|your|that|this|those|these|any|all(?: of)?(?: the| your)?|an?)\s+)"
    rf"(?:(?!{_NOT_IN_NP}\b)[\w'£$€.,-]+\s+){{0,3}}?(?:{_MONEY_NOUN}\b|{_AMOUNT})|{_MONEY_NOUN}\b|{_AMOUNT}|it\b|"
    r"them\b)",
    re.IGNORECASE)
# "that charge stays with us", "the £420 will remain with us", "that £132 will sit on your closed account", "the
# booking fee is ours to keep", "your compensation will be held as travel credit"
_KEEP_PASSIVE = re.compile(
    rf"(?:\b|(?=[$£€]))(?P<subj>{_MONEY_NOUN}|{_AMOUNT})\s+(?:(?:will|would|is going to|are going to|can|must)\s+)?"
    r"(?:(?:stays?|remains?|sits?|stay|remain|sit)\s+(?:with\s+(?:us|the\s+\w+)|on\s+(?:your|the|our)\s+"
    r"(?:[\w-]+\s+){0,2}?account|on\s+file|on\s+our\s+side)|"
    r"(?:is|are|be|gets|get|has been|have been)\s+(?:kept|retained|held)(?:\s+by\s+us|\s+as\s+(?:[\w-]+\s+)?credit)?|"
    r"(?:is|are)\s+ours(?:\s+to\s+keep)?)\b", re.IGNORECASE)


# a rule about keeping or holding money ("Deposits must be held in a protection scheme") is not about refunding it
KEEPING_WORDS = re.compile(r"\b(?:keep|keeps|kept|keeping|retain|retains|retained|retaining|hold|holds|held|holding|"
                           r"protect\w*|safeguard\w*)\b", re.IGNORECASE)


def keeps_money(text: str) -> bool:
    """Whether ``text`` says money is kept ("we'll keep the deposit", "that charge stays with us"), which
    :func:`polarity` reads as a denied refund."""
    return bool(_KEEP_ACTIVE.search(text) or _KEEP_PASSIVE.search(text))


def _kept_as_denied(text: str) -> str:
    """``text`` with keeping paid money read as not refunding it ("we'll keep the deposit" -> "we do not refund the
    deposit", "that charge stays with us" -> "that charge is not refunded"); a negated keep ("we don't keep the
    fee") then counts two negations, an affirmation."""
    text = _KEEP_ACTIVE.sub(lambda m: f"{m.group('who')} {'' if m.group('neg') else 'do not '}refund {m.group('obj')}",
                            text)
    return _KEEP_PASSIVE.sub(lambda m: f"{m.group('subj')} is not refunded", text)
# a reply particle that answers the user's question ("No, opening a dispute is free."; "Yes, ..."), followed by the
# statement itself: the particle answers the question, it does not negate the statement that follows
_REPLY_PARTICLE = re.compile(r"^\s*(?:no|nope|yes|yeah|yep|sure|s[ií])\s*[,.!;:\u2014-]+\s*(?=\S)", re.IGNORECASE)
# auxiliaries and modals skipped when finding the negated predicate ("is not required" -> "required")
_AUX = frozenset("be been being is are was were have has had do does did will would shall should can could may "
                 "might must ever always longer even also".split())
_QUOTED = re.compile(r"\"[^\"]{1,400}\"")
_WITHOUT = re.compile(r"\b(?:without|sin)\b", re.IGNORECASE)
_SPANISH_NO = re.compile(r"(?:^|\s)no\s", re.IGNORECASE)
# a time: "after", "before" and "since" before one are prepositions, not conjunctions ("Orders you place after 3 p.m.
# aren't shipped the same day" keeps its main verb)
_A_TIME = (r"(?:\d|noon\b|midnight\b|midday\b|(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|"
           r"(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|"
           r"today\b|tomorrow\b|tonight\b|the (?:due date|deadline|cut-?off(?: date| time)?)\b)")
# a subject pronoun, a modal, and "is"/"are" or a negated verb: where a main clause can start
_PRONOUN = r"(?:we|you|they|i|he|she|it)"
_MODAL = (r"(?:must|will|can|cannot|can't|won't|may|should|shall|would|wouldn't|shouldn't|need|have to|has to)")
_FINITE_VERB = r"(?:aren't|isn't|don't|doesn't|never|(?:are|is|do|does) not|are|is)"
# a circumstantial clause runs to the next comma or semicolon, or, with no comma, up to a main clause that starts with
# a pronoun subject and a modal ("If we decide not to act on a request we must tell you why"); its own first two
# words are never that main clause ("if you can't pay the balance we will offer a plan")
_SUBORDINATE = re.compile(
    # ("once" as an adverb of frequency opens no clause: "is charged once per booking and is not refunded ...")
    r"\b(?:because|as long as|if|when|whenever|although|though|even if|even though|"
    r"once(?!\s+(?:per|a|an|every|each|only|more|again|daily|weekly|monthly|yearly|annually)\b)|"
    rf"(?:after|before|since)(?!\s+{_A_TIME})|"
    r"where|whereas|while|unless|except|so that|so|porque|si|cuando|aunque)\b(?:\s+[^\s,;]+){0,2}"
    rf"(?:(?!\s(?:{_PRONOUN}\s+{_MODAL}|{_PRONOUN}'ll)\s)"
    # or a pronoun and "is"/"are" or a negated verb, when no pronoun and modal follow in the clause and the pronoun
    # does not start a reported clause ("When we deny access we aren't required to give you a reason", "whenever we
    # deny access we are required to ..."; not "if they have said they do not want home visits", nor "When ... you
    # don't have the number we can find it")
    r"(?!(?<!\bsaid)(?<!\bsay)(?<!\bsays)(?<!\btold)(?<!\bthat)(?<!\bthink)(?<!\bknow)(?<!\bfeel)"
    rf"\s{_PRONOUN}\s+{_FINITE_VERB}\s(?![^,;]*\s(?:{_PRONOUN}\s+{_MODAL}|{_PRONOUN}'ll)\s))"
    r"[^,;])*",
    re.IGNORECASE,
)
# a negation that only holds under a condition stated first ("After 30 days, refunds are not issued")
_CONDITION_LEAD = re.compile(r"(after|beyond|past|without|once|if|when|before|outside|more than|over)\b[^,;]*,",
                             re.IGNORECASE)
_EXCEPTION = re.compile(r"\b(?:unless|except(?: for| when| where| if)?|other than|only if|provided that|"
                        r"a menos que|salvo|excepto)\b(?P<rest>[^;.]*)", re.IGNORECASE)
_OBLIGATION = re.compile(r"\b(?:must|shall|required|requires|have to|has to|need|needs|needed|obliged|"
                         r"obligatory|mandatory|debe|deben|obligatori[oa])\b", re.IGNORECASE)
_PERMISSION = re.compile(r"\b(?:may|can|allowed|permitted|able to|optional|puede|pueden|permitid[oa])\b",
                         re.IGNORECASE)


@dataclass(frozen=True)
class Polarity:
    """``negated``: the main predicate is denied or prohibited. ``modal``: "obligation", "permission" or "".
    ``condition``: the lead word of a condition the negation depends on ("after" in "After 30 days, refunds are
    not issued"), else "".
    ``scope``: stemmed content words governed by the negation cues (up to twenty words after each cue, to the end
    of its clause, and the subject of a passive "X is not matched"), empty when nothing is negated.
    ``heads``: the negated predicates, the first content word after each cue ("compensat" in "are not
    compensated", "offer" in "never offer a discount"); for a cue that is itself the predicate ("Smoking is
    prohibited", "are non-refundable"), the subject and the property denied ("refund").
    ``requirement``: the negation is "not ... without Y" ("we won't share it without your authorization"), which
    states that Y is required.
    ``subject``: the content words of the subject of a copular or passive negation ("text", "email" in "Texts and
    emails are not calls"), empty otherwise. ``case_subject``: that subject is the customer's own thing ("your
    laptop isn't covered"), an instance of the case rather than a category a rule names. ``subject_parts``: the
    same words by conjunct, in order, the head noun
    last (("text",), ("email",)); (("cash", "refund"),) for "Cash refunds are not permitted")."""

    negated: bool
    modal: str
    exception: str
    cues: tuple[str, ...]
    scope: frozenset = frozenset()
    condition: str = ""
    heads: frozenset = frozenset()
    requirement: bool = False
    subject: frozenset = frozenset()
    subject_parts: tuple = ()
    case_subject: bool = False


# a leading prepositional phrase closed by a comma only sets the case ("For payments that weren't made by card, ...")
# ("Under no circumstances may ...", "In no case ...", "At no time ..." negate the main clause and are kept). The
# comma must be followed by the main clause (a subject and a verb), not by a trailing remark: in "During peak
# season refunds are not issued, as stated in the terms" the main clause comes before the comma.
_LEADING_PHRASE = re.compile(
    r"^\s*(?:for|in|on|under|during|as for|regarding|with)\b(?!\s+no\b)[^,;]*,"
    r"(?=\s*(?!(?:as|even|including|except|unless|which|so|but|and|or|if|when|though|although|because|since|"
    r"such|like|e\.g|i\.e|not|never)\b)[^,;]*?\b(?:is|are|was|were|be|will|would|can|cannot|can't|could|may|"
    r"might|must|shall|should|do|does|did|don't|doesn't|didn't|has|have|had|won't|get|gets|isn't|aren't)\b)",
    re.IGNORECASE)
# a relative clause closed by a comma restricts a noun ("Customers who have not received the item, ..."); a
# complementiser "that" followed by a subject ("we confirm that we do not ...") is not one
# (a subject relative: the pronoun is followed by its verb; "note that refunds are not possible, ..." is a
# complement clause and is kept)
_RELATIVE = re.compile(r"\b(?:that|which|who)\s+(?:is|are|was|were|has|have|had|does|do|did|isn't|aren't|wasn't|"
                       r"weren't|hasn't|haven't|hadn't|doesn't|don't|didn't|will|would|can|could|may|might|must|"
                       r"should|won't|can't|cannot)\b[^,;]*,", re.IGNORECASE)


# a relative clause with its own negated verb, up to the main clause's verb, without a comma ("A member who is not
# satisfied with the final response may take ...", "Items that are not defective cannot be returned")
_RELATIVE_NEGATED = re.compile(r"\b(?:who|that|which)\s+(?:is|are|was|were|has|have|had|does|do|did)(?:\s+not|n't)\b"
                               r"[^,;]*?(?=\s+(?:may|must|can|cannot|can't|will|won't|shall|should|is|are)\b)",
                               re.IGNORECASE)


def _requirement(rest: str) -> bool:
    """``rest`` (a negated clause and what follows it) goes on with "without ..." in the same clause ("we won't
    send it to your employer, or use it for marketing, without your signed authorization"), not after ", and" or
    a semicolon ("we do not refund cash, and orders ship without tracking")."""
    m = _WITHOUT.search(rest)
    return bool(m) and not re.search(r",\s+and\s|;", rest[: m.start()])


# a negation that is itself the predicate: what it negates is its subject ("Smoking is prohibited")
_PREDICATE_CUE = re.compile(r"^(?:prohibited|forbidden|banned|disallowed|excluded|exempt|exempted|ineligible|barred|"
                            r"refused|denied|non-\w+)$", re.IGNORECASE)
# linking verbs and adverbs that end up before a predicate negation ("Deposits stay non-refundable")
_NOT_SUBJECT = frozenset({"stay", "remain", "becom", "however", "also", "still", "even", "always", "therefor"})
# a predicate of availability or permission after a negated copula ("are not available", "isn't possible")
_DEONTIC_AFTER = re.compile(r"\s*(?:(?:be|been|always|currently|generally|usually|normally)\s+)*"
                            r"(?:available|possible|permitted|allowed|acceptable|accepted)\b", re.IGNORECASE)
# a negated copula: "Cash refunds aren't available" has a subject, as "Cash refunds are not available" does
_COPULA_NOT = frozenset({"isn't", "aren't", "wasn't", "weren't"})
# where the subject noun phrase before a passive or predicate negation starts and ends
_SUBJECT_START = re.compile(r".*\b(?:that|which|who|because|if|when|and|but|so)\b", re.IGNORECASE | re.DOTALL)
_NP_START = re.compile(r".*\b(?:that|which|who|because|if|when|but|so)\b", re.IGNORECASE | re.DOTALL)
_SUBJECT_END = re.compile(r"\s(?:on|of|in|for|with|by|at|from|to|under|during|after|before|caused|made|bought|"
                          r"may|must|can|cannot|can't|will|won't|shall|should|is|are|be|been|was|were)\b.*",
                          re.IGNORECASE | re.DOTALL)


# a time phrase inside the subject, before the main verb: "Returns received after 30 days are not accepted", "Calls
# made before 8 a.m. are not permitted" (no finite verb or pronoun comes before it in its clause; the phrase runs to
# the main verb). Read as a subordinate clause it would swallow the main verb and its negation.
_VERB_OR_PRONOUN = (r"is|are|was|were|be|will|would|must|can|cannot|can't|could|may|might|shall|should|do|does|"
                    r"did|don't|doesn't|didn't|won't|isn't|aren't|wasn't|weren't|has|have|had|we|you|they|i|he|"
                    r"she|it")
_MAIN_VERB = (r"is|are|was|were|will|would|must|can|cannot|can't|could|may|might|shall|should|do|does|don't|"
              r"doesn't|won't|isn't|aren't|wasn't|weren't")
_SUBJECT_TIME_PHRASE = re.compile(
    rf"(?:^|(?<=[,;]))(?P<subject>\s*[^\W\d](?:(?!\b(?:{_VERB_OR_PRONOUN})\b)[^,;])*?)"
    rf"\s(?P<lead>after|before|until)\s(?:(?!\b(?:{_MAIN_VERB})\b)[^,;])+?(?=\s(?:{_MAIN_VERB})\b)",
    re.IGNORECASE)


# a participle that ends such a subject ("Returns received", "Calls made", "Items bought"): it introduces the time
# phrase and is not the subject's head noun
# (nouns that end in "-ed" are not participles: "Top speed after 20 GB is not available" is about the speed)
_TRAILING_PARTICIPLE = re.compile(
    r"(?<=\w)\s+(?!(?:speed|need|feed|seed|breed|greed|hundred|bed|shed|sled)\s*$)"
    r"(?:[a-z]{3,}ed|made|bought|sent|paid|sold|placed|given|taken|done|written|held|kept|lost|broken|chosen|"
    r"worn|drawn|shown|won)\s*$", re.IGNORECASE)


def _blank(m: re.Match) -> str:
    return " " * len(m.group(0))


def _keep_subject(m: re.Match) -> str:
    """A subject's time phrase and the participle that introduces it, blanked ("Returns received after 30 days are
    not accepted" -> "Returns                       are not accepted")."""
    subject = _TRAILING_PARTICIPLE.sub("", m.group("subject"))
    return subject + " " * (len(m.group(0)) - len(subject))


# what sets the case rather than carrying the statement's polarity, blanked in this order (the subject of a subject's
# time phrase stays)
_CASE_SETTERS = ((_LEADING_PHRASE, _blank), (_SUBJECT_TIME_PHRASE, _keep_subject), (_SUBORDINATE, _blank),
                 (_RELATIVE, _blank), (_RELATIVE_NEGATED, _blank))


def main_clause(text: str) -> str:
    """``text`` with circumstantial subordinate clauses removed (up to the next comma or semicolon), and with a
    leading prepositional phrase or a comma-closed relative clause removed: they set the case, they do not carry
    the statement's polarity."""
    stripped = text
    for pattern, blank in _CASE_SETTERS:
        stripped = pattern.sub(blank, stripped)
    stripped = " ".join(stripped.split())
    return stripped if stripped else text


def negation_phrase(text: str, before: int = 8, after: int = 10) -> str:
    """The words around the main clause's first negation cue, for a reason a person reads: up to ``before`` words
    before the cue and ``after`` words after it, within its clause (between punctuation or coordinating
    conjunctions) ("Staff must not promise an exception to this
    policy" -> "Staff must not promise an exception to this policy"; "If you're not sure, never share it" -> "never
    share it"). The circumstantial clauses :func:`main_clause` removes, quoted words and the phrases that are not
    negations ("no later than") are skipped. Empty when the main clause holds no negation cue."""
    masked = _REPLY_PARTICLE.sub(_blank, text, count=1)
    for pattern, blank in ((_QUOTED, _blank), (_RELATIVE_NEGATION, _blank), *_CASE_SETTERS, (_NOT_NEGATION, _blank)):
        masked = pattern.sub(blank, masked)
    cue = _NEG_CUES.search(masked)
    if not cue:
        return ""
    # the clause starts after a comma, semicolon, colon, full stop or coordinating conjunction
    start = max((m.end() for m in re.finditer(r"[,;:.]|\b(?:and|but|or|while|whereas)\b", text[: cue.start()],
                                              re.IGNORECASE)), default=0)
    # the clause ends at a comma, semicolon, colon or full stop, not at the dot of "a.m." or "e.g."
    end = next((m.start() for m in re.finditer(r"[,;:](?:\s|$)|(?<!\b\w)\.(?:\s|$)", text[cue.end():])),
               len(text) - cue.end())
    head = text[start: cue.start()].split()[-before:] if before else []
    tail = text[cue.end(): cue.end() + end].split()[:after]
    return " ".join([*head, cue.group(0), *tail])


_BRACKETED_CONTRAST = re.compile(r"\(\s*(?:not|no|never|rather than|instead of)\b[^()]{0,60}\)", re.IGNORECASE)


def polarity(text: str) -> Polarity:
    """The polarity of a statement (see the module docstring)."""
    text = _REPLY_PARTICLE.sub("", text, count=1)
    # quoted words are examples or speech ('"don't ring me again"'), not the statement's own polarity
    text = _QUOTED.sub(" ", text)
    # a contrast in brackets qualifies a word, it does not negate the statement: "A police report is not required for
    # lost (not stolen) items"
    text = _BRACKETED_CONTRAST.sub(" ", text)
    text = _kept_as_denied(text)
    exc = _EXCEPTION.search(text)
    exception = exc.group("rest").strip() if exc else ""
    body = text[: exc.start()] if exc else text
    core = _NOT_NEGATION.sub(" ", main_clause(_RELATIVE_NEGATION.sub(" ", body)))
    cues = [m.group(0).lower() for m in _NEG_CUES.finditer(core)]
    # coordinated clauses ("no reason is needed and no balancing test applies") are negated one by one
    segments = re.split(r",?\s+(?:and|or|but|y|o|pero)\s+|,\s+|;\s*", core)
    negated_segments = [seg for seg in segments if len(_NEG_CUES.findall(seg)) % 2 == 1]
    negated = bool(negated_segments)
    # "we won't share it without your authorization": a prohibition that states a requirement
    requirement = negated and all(_requirement(core[max(0, core.find(seg)) :]) for seg in negated_segments)
    modal = "obligation" if _OBLIGATION.search(core) else "permission" if _PERMISSION.search(core) else ""
    scope: set[str] = set()
    heads: set[str] = set()
    subjects: set[str] = set()
    parts: list[frozenset] = []
    case_subject = False
    if negated:
        from fairforge_core.judges.text import content_words, stem, words

        for m in _NEG_CUES.finditer(core):
            # bounded windows: a statement is one sentence, and this keeps pathological inputs linear
            after = re.split(r"[;.:]", core[m.end() : m.end() + 300], maxsplit=1)[0]
            scope |= content_words(" ".join(after.split()[:20]))
            head = next((w for w in words(after) if content_words(w) and w not in _AUX
                         and not _NEG_CUES.fullmatch(w)), None)
            if head:
                heads |= content_words(head)
                if _GIVE_BACK.match(after):  # "we can't send it back", "won't pay the credit back": a refund
                    heads |= RETURN_WORDS
                    scope |= RETURN_WORDS
            before = re.split(r"[;.:]", core[max(0, m.start() - 300) : m.start()])[-1]
            cue = m.group(0)
            # (an existential "there won't be any delivery fee" has its subject after the cue)
            if re.search(r"\bthere\s*$", before, re.IGNORECASE):
                continue
            if re.search(r"\b(?:is|are|be|been|was|were|remain|remains|stay|stays|became|becomes)\s*$", before) \
                    or re.match(r"\s*(?:be|been)\s", after) or _PREDICATE_CUE.match(cue) \
                    or cue.lower() in _COPULA_NOT:
                # the subject noun phrase of a passive or of a predicate negation ("Cash refunds are not given",
                # "Complaints can't be taken in chat", "Numbers on the registry may not be solicited")
                # a one-word opener is not part of the subject ("Sorry, your headphones aren't eligible")
                before = re.sub(r"^\s*\w+\s*,\s*", "", before)
                subject = _SUBJECT_END.sub("", _SUBJECT_START.sub("", before, count=1), count=1)
                subject_words = content_words(subject)
                case_subject = case_subject or bool(re.match(r"\s*(?:your|my|his|her|their)\b", subject, re.I))
                scope |= subject_words
                # the whole coordinated subject ("Gift cards and sale items are not refundable")
                subjects |= content_words(_SUBJECT_END.sub("", _NP_START.sub("", before, count=1), count=1))
                # by conjunct, in the clause of the cue ("late payments" in "Card payments are refunded, however
                # late payments are not")
                own = re.split(r";|,\s*(?:however|but|whereas|while|although|though)\b", before,
                               flags=re.IGNORECASE)[-1]
                own = _SUBJECT_END.sub("", _NP_START.sub("", own, count=1), count=1)
                for conjunct in re.split(r",|\band\b|\bor\b", own, flags=re.IGNORECASE):
                    part = tuple(dict.fromkeys(stem(w) for w in words(conjunct) if content_words(w)
                                               and stem(w) not in _NOT_SUBJECT))
                    if part:
                        parts.append(part)
                if _DEONTIC_AFTER.match(after):
                    heads |= subject_words  # "Cash refunds aren't available" denies cash refunds, as "Cash refunds
                    # are prohibited" does
                if _PREDICATE_CUE.match(cue):
                    # "Smoking is prohibited", "Gift cards are non-refundable", "Students are ineligible": the
                    # subject, and the property the cue denies ("refund", "eligible"), are what is negated
                    heads |= subject_words
                    positive = re.sub(r"^(?:non-|in(?=eligible))", "", cue, flags=re.IGNORECASE)
                    if positive.lower() != cue.lower():
                        heads |= content_words(positive)
    condition = ""
    if negated:
        m = _CONDITION_LEAD.match(text.strip())
        if m:
            condition = m.group(1).lower()
        else:  # "Returns received after 30 days are not accepted" holds only after 30 days
            m = _SUBJECT_TIME_PHRASE.search(body)
            if m and not _SUBORDINATE.search(body[: m.start("lead")]):
                condition = m.group("lead").lower()
            else:  # "Orders you place after 3 p.m. aren't shipped the same day"
                cue = _NEG_CUES.search(core)
                m = re.search(rf"\b(after|before|since)\s+{_A_TIME}", core[: cue.start()] if cue else "",
                              re.IGNORECASE)
                if m:
                    condition = m.group(1).lower()
    return Polarity(negated=negated, modal=modal, exception=exception, cues=tuple(cues), scope=frozenset(scope),
                    condition=condition, heads=frozenset(heads), requirement=requirement,
                    subject=frozenset(subjects), subject_parts=tuple(dict.fromkeys(parts)), case_subject=case_subject)
