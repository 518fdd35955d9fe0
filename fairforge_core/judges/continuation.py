"""Continuing what a rule stops: a rule says an activity must stop, pause or not go on while something holds, and
the answer says it goes on.

Example: against "If a consumer disputes a debt in writing, all collection activity must pause until verification
of the debt has been sent", the claim "In the meantime collection continues as normal" carries on what the rule
stops. :func:`stopped_activities` finds the activity ``{"collection"}`` and its condition ("If a consumer disputes
a debt in writing"); :func:`continued_activity` finds what the claim says goes on; :func:`continuation_conflict`
matches the two when the case meets the condition.

The rule shapes are a required stop ("processing of their personal data for analytics must stop", "Late fees must
be suspended", "the bank must stop all future payments", "stop all calls to that consumer at once", "the collector
must stop", with its object named by the condition "to stop communicating"), "no further payments may be collected",
a waived fee ("the early termination fee must be waived", "Late payment fees are waived for ...") and a prohibition
with a condition ("Interest must not accrue on a disputed amount while the dispute is under investigation", "A
collector may not contact a consumer at work if the employer forbids it", "If ..., do not charge a late fee"). The
claim shapes are "keep doing", "continue (to)", "go on doing", "carry on", "still", "as normal/usual", "go ahead",
"the usual X", "again", "another", "the next", "resume", "remains active"; for a waived fee, charging it ("will be
charged", "applies"); for a contact that must stop or a prohibition, a commitment with no condition of its own ("I'll
give you a ring on Thursday", "A collector will phone you", "I've booked your routine X-rays": to the customer for a
contact, by the rule's verb otherwise).

The activity is matched by its words, not by the verb: every word of its name (an unqualified light noun such as
"activity" aside) must be shared with the claim's clause, by stem or prefix ("collectors" and "collection"). A
channel is one word across its names (a call is a ring or a phone call; a letter is mail, post or a statement), and
"communication" or "contact" covers every channel. The verbs are not compared, because what goes on is named in
the claim by another verb ("Interest will keep building up" against "must not accrue").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple, Optional

from fairforge_core.judges.needs import Related
from fairforge_core.judges.statements import PERSON_STEMS, STAFF_STEMS, Conflict, Statement, related_words
from fairforge_core.judges.text import content_words, words

_STOP_VERB = (r"stop|stopped|cease|ceased|end|ended|halt|halted|pause|paused|suspend|suspended|freeze|frozen|"
              r"discontinue|discontinued|terminate|terminated|switched off|turned off")
_MODAL = (r"must|shall|should|will|is to|are to|has to|have to|needs? to|is required to|are required to")
# "processing of their personal data for analytics must stop", "Late fees must be suspended", "the bank must stop all
# future payments to that merchant", "Customers who enrol in autopay must stop receiving payment reminder calls"
_CESSATION = re.compile(rf"(?P<subj>[^,;:]*?)\b(?:{_MODAL})\s+(?:be\s+)?(?:(?:immediately|promptly|then|also|"
                        rf"automatically)\s+)?(?P<verb>{_STOP_VERB})\b(?P<obj>[^;:.]*)", re.IGNORECASE)
# an instruction: "stop all calls to that consumer at once", "Cease all contact about the debt"
_IMPERATIVE = re.compile(r"(?:^|[,;:]\s*)\W*(?:please\s+)?(?P<verb>stop|cease|halt|pause|suspend|end|freeze|"
                         r"discontinue)\s+(?P<obj>[^;:.]*)", re.IGNORECASE)
# "no further payments may be collected under it", "no more promotional emails may be sent to them"
_NO_FURTHER = re.compile(r"\bno (?:further|more)\s+(?P<subj>[\w' -]+?)\s+(?:may|must|can|will|shall|should|are to|"
                         r"is to)\s+be\s+(?P<verb>\w+)(?P<obj>[^;:.]*)", re.IGNORECASE)
# "Interest must not accrue on a disputed amount while ...", "Dues must not be charged while a membership is frozen"
_MUST_NOT = re.compile(r"(?P<subj>[^,;:]*?)\b(?:must|may|shall|should|can|will)\s*(?:not|never)\s+(?:be\s+)?"
                       r"(?P<verb>\w+)(?P<obj>[^;:.]*)", re.IGNORECASE)
# an instruction not to: "If a customer tells us they were in hospital ..., do not charge a late fee for that payment"
_DONT = re.compile(r"(?:^|[,;:]\s*)\W*(?:do not|don't|never)\s+(?P<verb>\w+)\s+(?P<obj>[^;:.]*)", re.IGNORECASE)
# a fee the rule waives: "the early termination fee must be waived", "waive the cancellation fee"
_WAIVED = re.compile(r"(?P<subj>[^,;:]*?)\b(?:(?:must|shall|should|will|is to|are to|is|are)\s+(?:always\s+)?be|"
                     r"is|are)\s+waived\b(?P<obj>)|(?:^|[,;:]\s*)\W*(?P<verb>waive)\s+(?P<obj2>[^;:.]*)", re.IGNORECASE)
# a prohibition only stops an activity while something lasts or once it happened
_WHILE = re.compile(r"\b(?:while|during|until|once|after|as long as|when|whenever|if|where)\b", re.IGNORECASE)
# where the activity's name ends and its condition starts
_OBJECT_END = re.compile(r"\b(?:while|during|until|unless|except|once|after|when|whenever|if|where|as long as|"
                         r"because|before|within|no later than|by the end|at the end|at once|immediately|on request|"
                         r"without)\b|,", re.IGNORECASE)
_EXCEPTION = re.compile(r"\b(?:except|unless|other than|apart from|save for)\b(?P<rest>[^;.]*)", re.IGNORECASE)
# a stop the rule gives time for: "must stop within 10 days", "billing must end after the current billing cycle"
_GRACE = re.compile(r"\b(?:within|no later than|by the end of|at the end of|after the current|from the next)\b",
                    re.IGNORECASE)
# the object a condition names: "tells the collector in writing to stop communicating"
_NESTED_STOP = re.compile(rf"\bto\s+(?:{_STOP_VERB})\s+(?P<obj>[^,;:.]*)", re.IGNORECASE)
_PREPOSITION = re.compile(r"\b(?:of|about|to|for|on|from|with|under|in|by|at|through|via|that|which|who)\b",
                          re.IGNORECASE)
_INCLUDING = re.compile(r"\b(?:including|such as)\s+(?P<list>[^;:.]*)", re.IGNORECASE)
# "receiving payment reminder calls" names the calls; "processing of personal data" names the processing
_GERUND_LEAD = re.compile(r"^\s*(?:receiving|using|sending|making|placing|taking|collecting|charging|applying|"
                          r"processing|issuing)\s+(?!(?:of|about|to|for|on|from|with)\b)", re.IGNORECASE)
_OF_PHRASE = re.compile(r"^\s*of\s+(?P<of>.*)", re.IGNORECASE)
# nouns that name no activity of their own: "collection activity" is collection
_LIGHT = frozenset(content_words("activity activities action actions effort efforts process processing use "
                                 "sharing handling"))
# who does the stopping, not what stops: "the bank must stop all future payments"
_ACTORS = frozenset(content_words("bank company business firm provider insurer lender club gym store shop retailer "
                                  "operator carrier airline supplier utility team organisation organization we us "
                                  "our they staff agency creditor"))
# words of a condition that carry nothing of their own
_LINKS = frozenset(content_words("while during until once after when whenever if where including within "
                                 "immediately promptly whose who which because since"))
_QUANTIFIERS = frozenset(content_words("all any future further more every each other additional"))
# words of asking that a condition holds by the case's own words ("Once a customer asks us to stop calling")
_ASKING = frozenset(content_words("ask asks asked request requests requested tell tells told say says said inform "
                                  "informs notify notifies"))
_PEOPLE = PERSON_STEMS | STAFF_STEMS | frozenset(content_words(
    "household holder cardholder claimant tenant borrower policyholder subscriber guardian minor child "
    "parent resident them him her"))
# verbs that are an activity of their own when their object is a person: "staff must not contact the claimant"
_CONTACT_VERBS = frozenset(content_words("contact call phone email text write visit message"))
# names that are one word here: a channel (a ring is a call), a charge (a fee, a penalty), the work place (an office)
_CHANNELS = {
    **{w: "call" for w in content_words("call calls calling phone phoned phoning ring rang ringing dial voicemail")},
    **{w: "email" for w in content_words("email emails emailing e-mail")},
    **{w: "text" for w in content_words("text texts texting sms")},
    **{w: "letter" for w in content_words("letter letters mail mailing post posted statement statements")},
    **{w: "fee" for w in content_words("fee fees charge charges penalty penalties")},
    **{w: "work" for w in content_words("work workplace office job employment")},
}
_ANY_CHANNEL = frozenset(content_words("contact contacting communication communications communicating channel "
                                       "channels correspondence outreach"))
_STOP_WORDS = frozenset(content_words(_STOP_VERB.replace("|", " ")))

# the claim: what it says goes on
_GOES_ON = re.compile(
    r"\b(?:keep|keeps|kept|keeping)\s+(?:on\s+)?\w+ing\b|\bcontinu(?:e|es|ed|ing)\b|\b(?:go|goes|going)\s+on\s+\w+ing\b|"
    r"\bcarr(?:y|ies|ying)\s+on\b|\bstill\b|\bas (?:normal|usual|scheduled|planned)\b|\bgo(?:es)? ahead\b|"
    r"\bthe usual\b|\b(?:remain|remains|stay|stays)\s+(?:in\s+(?:place|force|effect)|active|on|open|live|running)\b|"
    # "There'll be another reminder", "The next one goes out on Friday", "will try you again", "Collection will
    # resume next week", "as before", "like every other month", "being processed normally"
    r"\banother\b|\bone more\b|\b(?:the|your) next\b|\bagain\b|\bresum(?:e|es|ing)\b|\bas before\b|"
    r"\blike (?:every|any) other\b|\bnormally\b",
    re.IGNORECASE)
# not what goes on: the customer's own need or permission ("you'll still need to give notice", "you can still send
# it back"), what is still awaited or owed, a condition ("if it's still missing")
_NOT_GOING_ON = re.compile(
    r"\bstill\s+(?:need|needs|have to|has to|must|required|owe|owes|waiting|want|wants|able|eligible|entitled)\b|"
    r"\byou\s+(?:can|could|may|might|are able to)\s+still\b|\bstill\s+(?:can|could|may)\b|"
    r"\b(?:if|whether|unless|in case)\b[^,;]*\bstill\b", re.IGNORECASE)
# a fee charged: "the standard $75 cancellation fee will be charged", "will add the $200 early termination charge"
_CHARGED = re.compile(r"\b(?:will|'ll|would|is|are|gets?|to)\s+be\s+(?:charged|applied|added|deducted|taken|billed)\b|"
                      r"\b(?:is|are)\s+(?:charged|applied|added|deducted|payable|due)\b|\bappl(?:y|ies)\b|"
                      r"\b(?:will|'ll)\s+(?:add|charge|apply|deduct|take)\b|"
                      r"\byou(?:'ll| will)?\s+(?:need to |have to )?pay\b|"
                      r"\b(?:will|'ll)\s+(?:post|be posted)\b", re.IGNORECASE)
_NOT_CHARGED = re.compile(r"\b(?:waiv\w*|refund\w*|remov\w*|credit\w*|revers\w*|exempt\w*|free|cancel(?:led)? the "
                          r"(?:fee|charge))\b", re.IGNORECASE)
# what went on before the condition ("late fees continued to be charged before you joined the plan") or goes on after
# it ends ("Once your payment holiday has ended, your direct debit will continue as normal")
_BEFORE_OR_AFTER = re.compile(
    r"\b(?:continued|kept|carried on|went on|was still|were still|had been)\b|"
    r"\b(?:has|have|had)\s+(?:ended|finished|expired|been lifted|been resolved|closed)\b|"
    r"\bis\s+(?:over|lifted|resolved)\b|\bonce\b[^,;]*\b(?:ends|expires|is over)\b|"
    r"\bafter\s+(?:it|that|this|the \w+)\s+(?:ends|expires)\b", re.IGNORECASE)
# the answer says the activity stops, apart from a time or another thing: "It will then be paused for June and July"
_STOPS = re.compile(rf"\b(?:{_STOP_VERB}|on hold)\b", re.IGNORECASE)
_DENIED = re.compile(r"\b(?:not|never|no|rather than|instead of|no longer)\s+(?P<w>(?:[\w'-]+\s*){1,4})|"
                     r"n't\s+(?P<w2>(?:[\w'-]+\s*){1,4})", re.IGNORECASE)
_ATTRIBUTES = frozenset("rate rates amount amounts limit limits level schedule policy terms date dates history "
                        "settings preferences".split())
# a condition that something is forbidden, and the words in which a case says so
_FORBIDDING = re.compile(r"\b(?:forbids?|forbidden|prohibits?|prohibited|bans?|banned|bars|barred|"
                         r"(?:does|do|did)\s*(?:not|n't)\s+(?:allow|permit|let))\b", re.IGNORECASE)
_REFUSAL = re.compile(r"\b(?:not|no|never|forbids?|forbidden|prohibit\w*|ban|bans|banned|against|strict\w*|hates?)\b|"
                      r"n't\b", re.IGNORECASE)
# a commitment to act: "I'll give you a ring on Thursday", "I've booked your X-rays", "you'll hear from our team"
# (or by someone of ours: "A collector will phone you on Monday", "You'll be called by one of our specialists")
_COMMITS = re.compile(r"\b(?:i|we)(?:'ll|\s+will|\s+shall|'m going to|\s+am going to|'re going to|\s+are going to|"
                      r"\s+can)\b|\b(?:i|we)(?:'ve|\s+have)\s+(?:booked|scheduled|arranged|set up|put)\b|"
                      r"\b(?:will|'ll|is going to|are going to)\b", re.IGNORECASE)
# contact named by an idiom: "be in touch", "hear from", "reach out", "follow up"
_CONTACT_IDIOM = re.compile(r"\b(?:be|get|getting|keep)\s+in\s+touch\b|\bhear\s+from\b|\breach(?:ing)?\s+(?:out|you)\b|"
                            r"\bfollow(?:ing)?\s+up\b", re.IGNORECASE)
# a commitment with a condition of its own: "as soon as that's approved we can get the lease agreement signed"
_CONDITIONAL = re.compile(r"\b(?:if|once|as soon as|the moment|after(?! that\b| this\b)|when|whenever|until|unless|"
                          r"provided)\b",
                          re.IGNORECASE)
# a part of a rule that lets something through: "only a final written notice may be sent"
_LETS_THROUGH = re.compile(r"\bonly\b[^;]*\b(?:may|can)\b|\b(?:may|can)\s+(?:still|only|resume|continue)\b",
                           re.IGNORECASE)
_CLOCK = re.compile(r"\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)|\bmidnight\b|\bnoon\b", re.IGNORECASE)
# the case says the thing is allowed after all: "my boss doesn't mind personal calls", "my employer is fine with it"
_ALLOWED = re.compile(r"\b(?:doesn't|does not|don't|do not|wouldn't|won't)\s+mind\b|"
                      r"\b(?:is|are|'s|'re)\s+(?:totally\s+|completely\s+|perfectly\s+)?(?:fine|ok|okay|happy)\b|"
                      r"(?<!n't )(?<!not )\ballows?\b(?!\s+(?:no|none))|\blets? (?:me|us)\b|\bno problem with\b",
                      re.IGNORECASE)
# the customer asks for the contact: "Please call me right now", "Could you ring me at work on Monday?"
_ASKS_FOR_IT = re.compile(r"\b(?:please|could you|can you|would you|feel free to)\s+(?:\w+\s+)?(?:call|ring|phone|"
                          r"email|text|contact|write to|reach)\b|\bbest way to (?:reach|contact|get hold of) me\b",
                          re.IGNORECASE)
# what a completed event is said in: "I've already verified my identity", "you're fully verified"
_DONE = re.compile(r"\b(?:already|fully|has been|have been|had been|'ve|is now|are now|now|completed|done)\b",
                   re.IGNORECASE)
# contact with the customer, not with someone else: "I'll call you", "you'll hear from", "be in touch with you"
_TO_YOU = re.compile(r"\byour?\b", re.IGNORECASE)
# past forms the stemmer leaves apart: "I withdrew that in writing" meets "may withdraw a cease request"
_PAST = re.compile(r"\b(?:withdrew|withdrawn|forbade|forbidden|gave|given|sent|told)\b", re.IGNORECASE)
_STATE = re.compile(r"\b(?:while|during|as long as)\b", re.IGNORECASE)
# the state has ended: "Since your hardship enrollment ended in March", "I completed it", "the warning was lifted"
_ENDED = re.compile(r"\b(?:ended|finished|completed|expired|is over|was over|(?:was|were|been) lifted|"
                    r"came to an end)\b", re.IGNORECASE)
# "call" naming something, not a call: "what we call the Consolidated 1099", "a plan called Flex"
_NAMING = re.compile(r"\bwhat (?:we|you|they|i) call\b|\b(?:is|are|was|were|plan|product|account|service|form|"
                     r"document)\s+called\b|\bso-called\b", re.IGNORECASE)
_TRY_YOU = re.compile(r"\b(?:try|trying|tried|ring|ringing)\s+you\b", re.IGNORECASE)
_CLAUSE_SPLIT = re.compile(r"[,;:\u2014]|\s-\s|\b(?:but|although|though|however|whereas|and then)\b", re.IGNORECASE)
_NEGATED = re.compile(r"\b(?:not|no|never|nothing|nobody|no one|none|neither|won't|can't|cannot|don't|doesn't|"
                      r"isn't|aren't|wouldn't|shouldn't|no longer|any more|anymore)\b|n't\b", re.IGNORECASE)
_PRONOUN = re.compile(r"\b(?:it|them|they|these|those|this|that|there)\b", re.IGNORECASE)
# the answer sets what goes on apart from the rule's activity: "since that's a service notice rather than marketing"
_CONTRAST = re.compile(r"\b(?:rather than|instead of|not|isn't|aren't|never)\s+(?:a |an |the |any |our )?"
                       r"(?P<w>[\w-]+(?:\s+[\w-]+)?)", re.IGNORECASE)
# a unit that lets something go on: "Notices required for a lawsuit may still be sent"
_ALLOWS_ON = re.compile(r"\b(?:may|can|will|are|is)\s+still\b|\b(?:may|can)\s+(?:continue|resume)\b|\bstill\s+be\b|"
                        # "This does not apply to calls about scheduled repairs", "Emergency imaging is exempt"
                        r"\b(?:does|do)\s*(?:not|n't)\s+apply\b|\b(?:is|are)\s+exempt\b",
                        re.IGNORECASE)


class Stop(NamedTuple):
    """An activity a rule stops.

    Attributes:
        name: the words that name the activity (content words, channels as one word each), at least one.
        heads: the words of ``name`` that are alternatives ("calls and letters"): one must be matched; every other
            word of ``name`` (a modifier: "collection" in "collection calls and letters") must be too.
        of: the words of what a light noun is of ("use of their data" -> ``{"data"}``); one must be matched.
        condition: the words of the condition under which it stops (may be empty).
        exception: the text of the rule's exception ("except to say its efforts are ending"), or "".
        grace: the stop is given time ("within 10 days", "after the current billing cycle").
        text: the rule's words that name the activity, as written.
        verb: for a prohibition ("must not V", "do not V"), the verb's content words; empty otherwise.
        forbidding: the condition is that something is forbidden ("if the employer forbids it", "does not allow
            personal calls"): the case must say so in words of refusal too.
        lifted_by: the first word of what lifts the stop ("until verification ... has been mailed":
            ``"verific"``), or "".
        state: the stop lasts while a state lasts ("while a customer is enrolled in the hardship program",
            "during a payment holiday"): the state's end lifts it.
    """
    name: frozenset
    heads: frozenset
    of: frozenset
    condition: frozenset
    exception: str
    grace: bool
    text: str
    verb: frozenset = frozenset()
    forbidding: bool = False
    lifted_by: str = ""
    state: bool = False


def _present(m: re.Match) -> str:
    """The present form of a past form :data:`_PAST` finds."""
    return {"withdrew": "withdraw", "withdrawn": "withdraw", "forbade": "forbid", "forbidden": "forbid",
            "gave": "give", "given": "give", "sent": "send", "told": "tell"}[m.group(0).lower()]


# acts that interrupt a service, named by their verb whatever the service is called ("Your disconnection is still
# scheduled for tomorrow" against "Residential service may not be disconnected ...")
_INTERRUPTS = frozenset(content_words("disconnect disconnected suspend suspended terminate terminated repossess "
                                      "repossessed evict evicted"))
# verbs that name the same act: "schedule a visit" is booking or arranging it
_SAME_ACT = (frozenset(content_words("schedule scheduled book booked arrange arranged")),)


def _synonyms(verbs: frozenset) -> frozenset:
    """``verbs`` with the verbs that name the same act (:data:`_SAME_ACT`)."""
    return verbs.union(*(group for group in _SAME_ACT if group & verbs))


def _canon(words: set) -> frozenset:
    """Content words with each channel's names as one word ("ring" -> "call", "statement" -> "letter")."""
    return frozenset(_CHANNELS.get(w, w) for w in words)


def _name(phrase: str) -> tuple[frozenset, frozenset, frozenset, str]:
    """The words naming the activity in ``phrase`` and what it is of: its words up to the first preposition, a
    leading gerund ("receiving payment reminder calls" names the calls), a light noun and people aside, plus a list
    after "including"/"such as"; when only light nouns name it ("use of their data for marketing"), what they are
    "of" (``{"data"}``). Returns the name, its alternative heads (the last word of each of "A, B and C"), what it
    is of, and the phrase as written."""
    listed = _INCLUDING.search(phrase)
    extra = frozenset(content_words(listed.group("list"))) if listed else frozenset()
    body = _INCLUDING.split(phrase)[0] if listed else phrase
    body = re.sub(r"\b\w+ly\b", " ", _GERUND_LEAD.sub("", body))  # "directly", "monthly": how, not what
    parts = _PREPOSITION.split(body, maxsplit=1)
    head = parts[0]
    names = frozenset(content_words(head)) - _QUANTIFIERS - _PEOPLE - _STOP_WORDS
    heads: set = set()
    for conjunct in re.split(r",|\band\b|\bor\b", head):
        last = [w for t in words(conjunct) for w in content_words(t) if w in names and w not in _LIGHT]
        if last:
            heads.add(_CHANNELS.get(last[-1], last[-1]))
    of: frozenset = frozenset()
    if names - _LIGHT:
        names -= _LIGHT
    elif names:
        m = _OF_PHRASE.match(body[len(head):])
        if m:
            of = _canon(set(content_words(_PREPOSITION.split(m.group("of"))[0]) - _PEOPLE - _QUANTIFIERS))
    listed_words = _canon(set(extra - _PEOPLE))
    return _canon(set(names)) | listed_words, frozenset(heads) | listed_words, of, head.strip()


@lru_cache(maxsize=4096)
def stopped_activities(rule: str) -> tuple[Stop, ...]:
    """The activities a rule unit stops: a required stop ("X must stop/cease/end/pause/be suspended", "stop X", the
    collector "must stop" with the object its condition names: "to stop communicating"), "no further X may be
    V-ed", and "X must not V ... while/once/if ..." (a prohibition that holds while something lasts or once it
    happened). A prohibition with no such condition is the polarity check's."""
    out: list[Stop] = []
    if _ALLOWS_ON.search(rule):
        return ()  # "Notices required for a lawsuit may still be sent"
    exception = _EXCEPTION.search(rule)
    exception_text = exception.group("rest") if exception else ""
    body = rule[:exception.start()] if exception else rule
    # a part that lets something through is an exception too: "...; only a final written notice may be sent"
    kept = [part for part in body.split(";") if not _LETS_THROUGH.search(part)]
    exception_text = " ".join([exception_text, *(part for part in body.split(";") if _LETS_THROUGH.search(part))])
    body = ";".join(kept)
    grace = bool(_GRACE.search(body))
    # what lifts the stop: "until verification of the debt has been mailed" (its first noun: "verification")
    until = re.search(r"\buntil\s+(?P<u>[^,;.]*)", body, re.IGNORECASE)
    lifted_by = next((w for t in words(until.group("u")) for w in content_words(t) if w not in _PEOPLE), "") \
        if until else ""
    found: list[tuple[str, str, str, bool, int]] = []  # (subject, verb, object, prohibition, start)
    for m in _CESSATION.finditer(body):
        found.append((m.group("subj"), m.group("verb"), m.group("obj"), False, m.start()))
    for m in _IMPERATIVE.finditer(body):
        found.append(("", m.group("verb"), m.group("obj"), False, m.start("verb")))
    for m in _NO_FURTHER.finditer(body):
        found.append((m.group("subj"), m.group("verb"), m.group("obj"), False, m.start()))
    for m in _WAIVED.finditer(body):
        if m.group("verb"):
            found.append(("", m.group("verb"), m.group("obj2"), False, m.start("verb")))
        else:
            found.append((m.group("subj"), "waived", "", False, m.start()))
    if not found and _WHILE.search(body) and not _CLOCK.search(body):
        # (a prohibition at clock times is the time window check's: "may not call before 8:00 a.m.")
        for m in _MUST_NOT.finditer(body):
            found.append((m.group("subj"), m.group("verb"), m.group("obj"), True, m.start()))
        for m in _DONT.finditer(body):
            found.append(("", m.group("verb"), m.group("obj"), True, m.start("verb")))
    for subj, verb, obj, prohibition, start in found:
        obj = _OBJECT_END.split(obj)[0]
        # what is left of the unit is its condition: "if it knows ... that the employer forbids it"
        end = body.find(obj, start) + len(obj) if obj.strip() else body.find(verb, start) + len(verb)
        forbidding = bool(_FORBIDDING.search(body[:start] + " " + body[end:]))
        # "the collector must stop", "Customers who enrol in autopay must stop receiving ...": the object
        head = frozenset(content_words(re.split(r"\b(?:who|that|which|whose)\b", subj)[0])) - _QUANTIFIERS
        by_actor = not head - _PEOPLE - _ACTORS - _STOP_WORDS
        phrase = obj if by_actor else subj
        name, heads, of, text = _name(phrase)
        if not name and by_actor and prohibition and frozenset(content_words(verb)) & _CONTACT_VERBS:
            # "staff must not contact the claimant directly": the contact itself, at the place named ("may not
            # contact a consumer at work": at work)
            name = heads = _canon(set(content_words(verb)))
            text = f"{verb} {obj.strip()}"
        if name and name <= _CONTACT_VERBS | _ANY_CHANNEL:
            place = re.search(r"\b(?:at|in)\s+(?:their\s+|his\s+|her\s+|the\s+)?(?P<p>[\w-]+)", phrase, re.IGNORECASE)
            of = frozenset(content_words(place.group("p"))) if place else of
            topic = re.search(r"\babout\s+(?P<t>[^,;]+)", phrase, re.IGNORECASE)
            if topic and prohibition:  # "may not call a customer about promotions": a call about promotions
                of = of | (frozenset(content_words(topic.group("t"))) - _PEOPLE - _QUANTIFIERS)
            # (the act's own channel, not one in a relative clause: "a customer who has asked to be contacted by
            # email only")
            by = re.search(r"\bby\s+(?P<c>[\w-]+)", re.split(r"\b(?:who|that|which|if|when|once)\b", phrase)[0],
                           re.IGNORECASE)
            channel = _canon(content_words(by.group("c"))) & frozenset(_CHANNELS.values()) if by else frozenset()
            if channel:
                name = heads = channel  # "may not contact a customer by text": texts
        if not name:
            nested = _NESTED_STOP.search(rule)
            if nested is None:
                continue
            name, heads, of, text = _name(nested.group("obj"))
            if not name:
                continue
        # the condition is the rest of the unit ("When a customer is a student, do not charge the monthly account
        # fee" -> {"student"})
        rest = body.replace(until.group(0), " ") if until else body  # what lifts the stop is no condition of it
        condition = frozenset(content_words(rest.replace(phrase, " ") if phrase.strip() else rest)) \
            - frozenset(content_words(verb)) - _PEOPLE - _ACTORS \
            - _ASKING - _STOP_WORDS - _QUANTIFIERS - _LINKS - name - of
        condition = frozenset(w for w in condition if _CHANNELS.get(w, w) not in name | of)
        out.append(Stop(name, heads or name, of, condition, exception_text, grace, text,
                        frozenset(content_words(verb)) if prohibition else frozenset(), forbidding, lifted_by,
                        bool(_STATE.search(body))))
    return tuple(out)


def _attribute_of(name: frozenset, clause: str) -> bool:
    """The clause names an attribute of the activity, not the activity: "the interest rate on your savings stays as
    usual" against "Interest must stop being added"."""
    for a, b in zip(words(clause), words(clause)[1:]):
        if b in _ATTRIBUTES and _canon(content_words(a)) & name:
            return True
    return False


@lru_cache(maxsize=8192)
def continued_activity(claim: str, fee: bool = False, commit: bool = False) -> Optional[frozenset]:
    """The words of the clauses of ``claim`` that say something goes on ("we'll keep emailing and texting you",
    "the monthly dues still go out as normal", "collection continues as normal"), channels as one word each; with
    a pronoun ("you'll keep getting them") the words of the whole claim. ``None`` when nothing goes on: no such
    phrase, a negated clause, a question, the customer's own need or permission ("you'll still need to ...", "you
    can still ..."), or a condition ("if it's still missing"). With ``fee``, a clause that charges a fee counts too
    ("the standard $75 cancellation fee will be charged"), unless it waives, refunds or removes one. With
    ``commit``, a commitment to act counts too ("I'll give you a ring on Thursday", "I've booked your X-rays")."""
    if claim.rstrip().endswith("?") or _BEFORE_OR_AFTER.search(claim):
        return None
    found: Optional[frozenset] = None
    for clause in _CLAUSE_SPLIT.split(_NAMING.sub(" ", claim)):
        goes_on = bool(_GOES_ON.search(clause)) or (fee and bool(_CHARGED.search(clause))
                                                     and not _NOT_CHARGED.search(clause)) \
            or (commit and bool(_COMMITS.search(clause)) and not _CONDITIONAL.search(claim))
        if not clause or not goes_on or _NOT_GOING_ON.search(clause) or _NEGATED.search(clause):
            continue
        words = content_words(clause)
        if _TRY_YOU.search(clause):
            words = words | {"call"}  # "our arrears team will try you on your mobile again"
        if _CONTACT_IDIOM.search(clause):
            words = words | {"contact"}  # "we'll also be in touch with you by phone"
        if _PRONOUN.search(clause):
            words = words | content_words(claim)
        found = (found or frozenset()) | _canon(set(words))
    return found


def _has(word: str, words: frozenset) -> bool:
    """``word`` is in ``words`` by stem or prefix; "communication" or "contact" by any channel."""
    if word in _ANY_CHANNEL:
        return bool(words & (_ANY_CHANNEL | frozenset(_CHANNELS.values())))
    return related_words({word}, set(words)) or any(
        len(word) >= 7 and len(w) >= 7 and word[:6] == w[:6] for w in words)  # "collection" and "collectors"


def _matches(stop: Stop, words: frozenset) -> bool:
    """``words`` name the stopped activity: one of its heads, every other word of its name, and one word of what
    it is of, if any. A charge named by what it is for is that ("interest charges": interest)."""
    heads = stop.heads if stop.heads != {"fee"} or stop.name == stop.heads else stop.name - stop.heads
    return (any(_has(h, words) for h in heads) and all(_has(w, words) for w in stop.name - stop.heads)
            and (not stop.of or related_words(set(stop.of), set(words))))


def continuation_conflict(c: Statement, query: str, units: Sequence[Statement], scope: Sequence[int],
                          related: Optional[Related] = None, answer_claims: Sequence[str] = ()) -> Optional[Conflict]:
    """The claim ``c`` says that an activity a rule unit in ``scope`` stops goes on.

    Conflict when the words naming the stopped activity (:func:`stopped_activities`: a head, its modifiers, what a
    light noun is of, a contact rule's place, channel or topic) are in the clauses that go on
    (:func:`continued_activity`) and the case (question and answer) meets the rule's condition: some word of the
    condition is shared with the case outside a "not ..." phrase, or close in meaning to it (``related``, cosine >=
    0.5), or the condition has no word of its own ("Once a customer asks us to stop calling"); a condition that
    something is forbidden also needs words of refusal in the question, and none of permission ("my boss doesn't
    mind"). Not a conflict: a claim that names the rule's exception ("except to say its efforts are ending", "only a
    final written notice may be sent") or what another unit of the chunk lets through ("Notices required for a
    lawsuit may still be sent", "This does not apply to calls about scheduled repairs") or whose case it meets ("may
    withdraw a cease request ..., after which normal contact may resume"); an answer that sets what goes on apart
    from the activity ("since that's a service notice rather than marketing"), says the activity stops around it
    ("It will then be paused for June and July"), or denies the condition of what it acts on ("Your car loan isn't
    deferred"); a claim bounded in time ("for the next few days") against a rule that gives the stop time ("within
    10 days"); an attribute ("the interest rate ... stays as usual"); a state that has ended ("Since your hardship
    enrollment ended") for a stop that lasts while it lasts; what lifts the stop done by the answer ("We'll mail you
    the verification") or said done by the case ("I've already verified my identity"); a question that asks for
    the contact ("Please call me right now", "my office line is the best way to reach me"); "As you haven't asked
    us to stop" against a stop on request.

    Args:
        c: the answer's claim.
        query: the user's question.
        units: every rule unit of the interaction; ``scope`` indexes this chunk's units.
        related: word relatedness (:data:`~fairforge_core.judges.needs.Related`).
        answer_claims: the answer's claims (the claim among them).

    Returns:
        a :class:`Conflict` with confidence 0.75, or ``None``.
    """
    goes_on = continued_activity(c.text)
    charged = continued_activity(c.text, fee=True)
    committed = continued_activity(c.text, commit=True)
    if charged is None and committed is None:
        return None
    # what the case denies does not meet a condition: "I'm not a student any more", "You're not on a payment plan",
    # "As you haven't asked us to stop"
    case_text = " ".join((query or "", *answer_claims, c.text))
    denied = frozenset().union(*(content_words(m.group("w") or m.group("w2")) for m in _DENIED.finditer(case_text)))
    case = frozenset(content_words(case_text)) - denied
    denied_by_answer = frozenset().union(*(content_words(m.group("w") or m.group("w2")) for x in answer_claims
                                           for m in _DENIED.finditer(x)))
    affirmed_text = _DENIED.sub(" ", case_text)
    # the answer stops the activity itself, around what goes on ("It will then be paused for June and July")
    stopping = [x for x in answer_claims if x != c.text and _STOPS.search(x) and not _NEGATED.search(x)]
    contrasted = frozenset().union(*(content_words(m.group("w")) for x in (*answer_claims, c.text)
                                     for m in _CONTRAST.finditer(x)))
    for b in scope:
        for stop in stopped_activities(units[b].text):
            said = charged if "fee" in stop.heads else goes_on
            contact = stop.heads <= _CONTACT_VERBS | _ANY_CHANNEL | frozenset(_CHANNELS.values()) - {"fee"}
            if said is None and committed is not None and (
                    _TO_YOU.search(_CONTRAST.sub(" ", c.text)) if contact
                    else stop.verb and related_words(set(_synonyms(stop.verb)), set(committed))):
                # a commitment to do what is forbidden, by the same verb ("I've booked your routine X-rays" against
                # "must not book routine X-rays"), or to contact where contact must stop ("we'll also be in touch
                # with you by phone")
                said = committed
            if said is not None and stop.verb & _INTERRUPTS and related_words(set(stop.verb), set(said)):
                pass  # "Your disconnection is still scheduled" against "service may not be disconnected when ..."
            elif said is None or not _matches(stop, said) or _attribute_of(stop.name, c.text):
                continue
            if stop.forbidding and (not _REFUSAL.search(query or "") or _ALLOWED.search(query or "")):
                continue  # "My employer is totally fine with personal calls" against "if the employer forbids it"
            if contact and _ASKS_FOR_IT.search(query or ""):
                continue  # the customer asks for the call: "Please call me right now on 0412 555 019"
            if stop.lifted_by and (said is committed and related_words({stop.lifted_by}, set(content_words(c.text)))
                                   or (_DONE.search(affirmed_text) and related_words({stop.lifted_by}, set(case)))):
                # the answer does what lifts the stop ("We'll send you a letter with the verification documents"),
                # or the case says it is done ("I've already verified my identity")
                continue
            if stop.state and _ENDED.search(case_text):
                continue  # "Since your hardship enrollment ended in March, payment reminders will resume"
            if stop.condition and related_words(set(stop.condition), set(denied_by_answer)):
                continue  # "Your car loan isn't deferred, so we'll collect your car payment"
            if any(d.startswith(a) for a in _ASKING & frozenset(content_words(units[b].text)) for d in denied):
                continue  # "As you haven't asked us to stop" against "Once a customer asks us to stop calling"
            if any(re.match(r"\W*(?:it|they|this|that|these|those)\b", x, re.IGNORECASE)
                   or (_canon(content_words(x)) - _STOP_WORDS) & stop.name & said for x in stopping):
                continue
            if stop.exception and (said - stop.name) & _canon(content_words(stop.exception)):
                continue
            if _canon(set(contrasted)) & stop.name:
                continue
            if stop.grace and (c.quantities or re.search(r"\b(?:until|next|few|one more|final|last|this)\b",
                                                         c.text, re.IGNORECASE)):
                continue
            if any(_ALLOWS_ON.search(units[o].text) and (
                    (said - stop.name) & (_canon(content_words(units[o].text)) - stop.name)
                    # the question meets what the other line lets through: "I withdrew that in writing" and "A
                    # consumer may withdraw a cease request at any time, after which normal contact may resume"
                    or (frozenset(content_words(units[o].text)) - frozenset(content_words(units[b].text)) - _PEOPLE
                        - _STOP_WORDS) & (frozenset(content_words(_PAST.sub(_present, query or ""))) - denied))
                   for o in scope if o != b):
                continue
            # (last: word relatedness embeds words)
            if stop.condition and not (related_words(set(stop.condition), set(case)) or (
                    related is not None and any(related(w, affirmed_text, 0.5) for w in stop.condition - denied))):
                continue
            return Conflict(b, c.text, f'carries on what the rule stops: the rule says "{units[b].text.strip()}", '
                                       f'the answer says {stop.text.strip() or "it"} goes on', 0.75)
    return None


__all__ = ["Stop", "continuation_conflict", "continued_activity", "stopped_activities"]
