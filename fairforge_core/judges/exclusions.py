"""Exclusive returns: the answer gives back only some of what the customer paid for, and the rule's refund also
covers what it leaves out.

Example: the customer says "I paid $420 for the ticket, plus $35 for seat selection and $60 for a checked bag",
the answer says "Only the $420 ticket fare will be returned to your card", and the rule says "the passenger is
refunded the ticket fare and all paid add-ons, including seat selection and checked-bag fees". The answer states
no denial, yet it denies the refund of the seat selection and of the bag fee: "only", "just", "and nothing else",
"that's all we can refund", "that's as far as the refund goes" exclude whatever else the question names.

:func:`exclusive_return` finds the exclusion in an answer sentence; :func:`exclusion_conflict` compares what it
includes with what the question names and with the items a rule's refund lists. An item of the rule (a conjunct of
its list: "the ticket fare", "all paid add-ons", "seat selection", "checked-bag fees") is left out when the
question names it (a content word in common) and the answer's sentence names none of its words. A rule that
denies the item's refund ("The resort fee is not refunded on early departure") agrees with leaving it out, and is
never the rule compared.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Optional

from fairforge_core.judges.polarity import main_clause
from fairforge_core.judges.statements import Conflict, Statement
from fairforge_core.judges.text import content_words

# returning money: "refund", "return", "repay", "reimburse", "credit", "get ... back", "comes back", "pay out"
_RETURN_ACT = (r"\b(?:refund\w*|return\w*|repa(?:y|id|ys|ying)|reimburs\w*|credit(?:s|ed)?|"
               r"(?:get|gets|getting|got|come|comes|coming|came|go|goes|going|went|send|sends|sent|give|gives|given|"
               r"pay|pays|paid|hand|handed)\b(?:\s+[\w'$£€.,-]+){0,5}?\s+back|(?:paid|pay|pays|sent|send)\s+out)\b")
# in an answer, what the return covers may be the verb: "the refund covers the fare", "that's all it includes"
_ANSWER_RETURNS = re.compile(rf"{_RETURN_ACT}|\b(?:covers?|covered|includes?|included)\b", re.IGNORECASE)
# what limits the return to what the clause names
_EXCLUSIVE = re.compile(r"\b(?:only|just|solely)\b|(?<!\bnot )\balone\b|"
                        r"\bnothing (?:else|more|beyond|further|other)\b|\bno more than that\b|"
                        r"\b(?:that|this)(?:'s| is| settles| covers| clears) (?:all|everything|it)\b|"
                        r"\bas far as (?:the|your|our) (?:refund|credit|reimbursement)s? goes\b", re.IGNORECASE)
# "only" that does not limit the items: "only takes a minute", "only if", "only when", "not only"
_NOT_EXCLUSIVE = re.compile(r"\bnot (?:only|just)\b|\b(?:only|just) (?:if|when|once|after|before|within|by|until|"
                            r"takes?|needs?|have to|has to|a (?:moment|minute|second|few))\b|"
                            r"\bjust (?:now|in case|to (?:let|confirm|say|check))\b", re.IGNORECASE)
# a rule that returns money says so with a verb: "is refunded", "must refund", "the refund covers", "receive a
# credit for" (not a mention: "its duties under the refund rules")
_RULE_RETURNS = re.compile(
    r"\b(?:is|are|be|been|get|gets|must|shall|will|should|to)\s+(?:\w+\s+)?(?:refunded|returned|repaid|reimbursed|"
    r"credited|paid (?:back|out)|given back|sent back)\b|"
    r"\b(?:refunds?|reimbursements?|credits?)\s+(?:(?:must|will|shall|should|also)\s+)?(?:covers?|includes?|cover|"
    r"include)\b|"
    r"\b(?:must|shall|will|should)\s+(?:\w+\s+)?(?:refund|return|repay|reimburse|credit|pay back|pay out)\b|"
    r"\breceives?\s+(?:a|an)\s+(?:full\s+)?(?:refund|credit|reimbursement)\b", re.IGNORECASE)
# how a rule lists what its refund covers
_CONJUNCT = re.compile(r",|;|\band\b|\bor\b|\bplus\b|\bincluding\b|\bsuch as\b|\bas well as\b|\balong with\b",
                       re.IGNORECASE)
# words of a list item that do not say which item it is
_NOT_ITEM = frozenset(content_words(
    "refund refunds refunded return returned repay repaid reimburse reimbursed credit credited cover covers covered "
    "include includes included paid pay get back full fully any all every each customer customers passenger "
    "passengers guest guests patient patients member members tenant tenants amount amounts money charge charges fee "
    "fees cost costs price prices also must shall will receive receives given within days business"))


def exclusive_return(clause: str) -> bool:
    """Whether ``clause`` (one answer clause, with the clause it refers back to) limits a return of money to what
    it names: a return act (refund, return, reimburse, credit, "get ... back", "comes back", "paid out", or what
    the refund covers) and a word of exclusion ("only", "just", "alone", "nothing else", "nothing beyond that",
    "that's all", "that settles everything", "as far as the refund goes"), outside "only if/when/after ...", "only
    takes" and "not only"."""
    return bool(_ANSWER_RETURNS.search(clause)) and bool(_EXCLUSIVE.search(_NOT_EXCLUSIVE.sub(" ", clause)))


# the phrase an exclusion word governs: "refund only the $1,200 procedure fee", "just the fare is refunded"
_EXCLUDED_PHRASE = re.compile(r"\b(?:only|just|solely)\s+(?P<phrase>(?:[^,;.!?]|(?<=\d)[,.](?=\d))*)", re.IGNORECASE)
# where a noun phrase ends: a verb, a preposition or a clause word
_PHRASE_END = re.compile(r"\s(?:is|are|was|were|will|would|can|could|comes?|goes?|gets?|be|been|for|of|on|in|to|at|"
                         r"from|with|because|since|as|when|if|and|but|which|that)\b.*", re.IGNORECASE | re.DOTALL)
# a relative or conditional clause after "only" restricts the case ("only ... fees that were charged in error",
# "only refund the fee if you tell us why"), which is the business of the condition checks
_RESTRICTIVE = re.compile(r"\b(?:that|which|who|whose|if|when|whenever|unless|where|provided|once)\b", re.IGNORECASE)
_CHARGE_WORDS = frozenset(content_words("fee fees charge charges cost costs price prices amount amounts"))
# the subject of a denial in a rule: "The fee for the pre-procedure consultation is not refunded"
_DENIED_SUBJECT = re.compile(r"^\W*(?P<np>.+?)\s+(?:is|are|will|shall|must|may|can|cannot|can't|won't|isn't|aren't)\b"
                             r"(?:\s+be)?\s*(?:not|never|n't)?\s*(?:be\s+)?(?:refunded|returned|repaid|reimbursed|"
                             r"credited|refundable|returnable|non-refundable)\b", re.IGNORECASE)


def _head(phrase: str) -> str:
    """The head noun of a noun phrase, stemmed: its last content word that is not a charge ("procedur" in "the
    $1,200 procedure fee"), or of the object of "fee for"/"charge of" ("consult" in "The fee for the pre-procedure
    consultation"). Empty when there is none."""
    of = re.search(r"\b(?:fee|charge|cost|price)s?\s+(?:for|of)\s+(?P<obj>.+)$", phrase, re.IGNORECASE)
    if of:
        phrase = of.group("obj")
    phrase = _PHRASE_END.sub("", " " + phrase)
    heads = [w for w in (stemmed for stemmed in re.findall(r"[A-Za-z][\w'-]*", phrase))
             if content_words(w) and not content_words(w) <= _CHARGE_WORDS]
    return sorted(content_words(heads[-1]) - _CHARGE_WORDS)[-1] if heads else ""


def exclusive_keeps_denial(clause: str, rule: str) -> bool:
    """Whether an exclusive return in the answer ``clause`` ("We can refund only the $1,200 procedure fee") keeps
    to a rule that denies the refund of something else ("The fee for the pre-procedure consultation is not
    refunded"): the heads of what the answer returns and of what the rule denies differ (:func:`_head`). False
    when ``clause`` is not an exclusive return or either head cannot be found."""
    if not exclusive_return(clause):
        return False
    m, d = _EXCLUDED_PHRASE.search(clause), _DENIED_SUBJECT.search(main_clause(rule))
    if not (m and d):
        return False
    returned, denied = _head(m.group("phrase")), _head(d.group("np"))
    return bool(returned and denied) and returned != denied


def listed_items(rule: str) -> list[tuple[str, frozenset]]:
    """The items a rule sentence's main clause lists (its circumstantial clauses removed, see
    :func:`~fairforge_core.judges.polarity.main_clause`), each as its text and the content words that name it:
    "the customer is refunded the rental charge, the optional insurance, and any prepaid fuel" ->
    [("the customer is refunded the rental charge", {rental}), ("the optional insurance", {optional, insurance}),
    ("any prepaid fuel", {prepaid, fuel})]. Items with no naming word are dropped."""
    items = ((part.strip(), frozenset(content_words(part)) - _NOT_ITEM) for part in _CONJUNCT.split(main_clause(rule)))
    return [(text, ws) for text, ws in items if ws]


def exclusion_conflict(c: Statement, query: str, units: Sequence[Statement], scope: Sequence[int],
                       previous: str = "") -> Optional[Conflict]:
    """The claim ``c`` (with ``previous``, the clause it refers back to: "You'll get the $180 rental charge back"
    for "and nothing else") returns only what it names (:func:`exclusive_return`), and an affirmative rule unit in
    ``scope`` that returns money (a verb of refunding: "is refunded", "must refund", "the refund covers") lists an
    item the question names and the claim leaves out: one with a content word of ``query`` and none of the
    claim's. The rule's items are those of :func:`listed_items`. An exclusion followed by a relative or conditional
    clause ("we only reverse fees that were charged in error") restricts the case, not the items, and is left to
    the condition checks.

    Returns:
        a :class:`Conflict` with confidence 0.75 on the first such unit, or ``None``.
    """
    clause = f"{previous} {c.text}".strip()
    if not query or not exclusive_return(clause):
        return None
    governed = _EXCLUDED_PHRASE.search(_NOT_EXCLUSIVE.sub(" ", clause))
    if governed and _RESTRICTIVE.search(governed.group("phrase")):
        return None  # "we only reverse fees that were charged in error" limits the case, not the items returned
    asked = frozenset(content_words(query))
    included = frozenset(content_words(clause))
    for b in scope:
        u = units[b]
        if u.polarity.negated or not _RULE_RETURNS.search(u.text):
            continue
        # (the items the question names most closely first: "seat selection" before "any optional services bought
        # for the affected flight" for "I paid $35 to choose my seat on that flight")
        left_out = [text for text, ws in sorted(listed_items(u.text), key=lambda item: -len(item[1] & asked))
                    if ws & asked and not ws & included]
        if left_out:
            named = ", ".join(f'"{t}"' for t in left_out[:3])
            return Conflict(b, c.text, f'leaves out what the rule returns: the rule says "{u.text.strip()}", the '
                                       f'answer returns only what it names, not {named}', 0.75)
    return None


# a rule that grants an act whatever the reason: "must refund one overdraft fee ... without asking for a reason"
_UNCONDITIONAL = re.compile(
    r"\bwithout (?:(?:asking|enquiring) (?:for|about) |needing |requiring |giving |having to give |being given )?"
    r"(?:a |any |the )?(?:reason|explanation|justification)s?\b|\bno questions asked\b|\bfor any reason\b|"
    r"\bwhatever the reason\b|\bregardless of (?:the )?reason\b", re.IGNORECASE)
# a claim that grants the act only under a condition of its own: "we only reverse fees that were charged in error",
# "we can only refund it if you tell us why", "as long as you explain what happened"
_CONDITIONED = re.compile(
    r"\b(?:only|just)\b(?P<a>[^.;!?,]*?)\b(?:that|which|who|if|when|where|once|provided|with)\b(?P<cond>[^.;!?,]*)|"
    r"\b(?:only if|only when|as long as|provided that|on condition that|so long as)\b(?P<cond2>[^.;!?,]*)",
    re.IGNORECASE)


def unconditional_grant_conflict(c: Statement, sentence_words: frozenset, units: Sequence[Statement],
                                 scope: Sequence[int]) -> Optional[Conflict]:
    """A rule unit in ``scope`` grants an act whatever the reason ("On request, staff must refund one overdraft fee
    per account in any 12-month period without asking for a reason"), and the claim ``c`` grants it only under a
    condition the rule does not name ("we only reverse fees that were charged in error"; "we can only refund it if
    you tell us why"; "only ... to guests with a late flight"). The act must be shared: a content word of the rule's
    part before the marker among ``sentence_words`` (the words of the claim's answer sentence, "..., so I can't
    refund it", and of the question it answers), and the claim's condition, less the words that name what is
    granted, must share no content word with the rule (a condition the rule itself states, "in any 12-month
    period", is kept).

    Returns:
        a :class:`Conflict` with confidence 0.7, or ``None``.
    """
    m = _CONDITIONED.search(c.text)
    if not m:
        return None
    # (its words that do not name what is granted: "late" in "only give late checkout to guests with a late flight")
    condition = frozenset(content_words(m.group("cond") or m.group("cond2") or "")) - frozenset(
        content_words(m.group("a") or ""))
    if not condition:
        return None
    for b in scope:
        u = units[b]
        grant = _UNCONDITIONAL.search(u.text)
        if not grant or u.polarity.negated:
            continue
        act = frozenset(content_words(main_clause(u.text[: grant.start()])))
        if not (act & sentence_words) or condition & frozenset(content_words(u.text)):
            continue
        return Conflict(b, c.text, f'sets a condition the rule does not: the rule says "{u.text.strip()}", the '
                                   f'answer says "{m.group(0).strip()}"', 0.7)
    return None


__all__ = ["exclusion_conflict", "exclusive_keeps_denial", "exclusive_return", "listed_items",
           "unconditional_grant_conflict"]
