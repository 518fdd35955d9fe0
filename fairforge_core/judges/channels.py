"""Channels: the way a request must (or must not) reach the company, against the way the assistant takes it.

Example: "Cancellation requests must be made in writing or through the app" against "Done, I've cancelled it on
the system for you from this call" conflicts (:func:`channel_conflict`: "by a channel the rule does not allow:
phone"); so does "Cancellations cannot be accepted over the phone" against "I can cancel it for you over the phone
right now". "You can cancel in the app" (the customer doing it), "I'll email you the form" (another act) and "I've
noted your request; please confirm it in writing" (no act done) are not.

Channels are a closed set: phone, chat, email, letter (post), writing (email or letter), app, online and in
person. A rule *requires* channels when it says the act "must be" or "can only be" done by them, and *bans* one
when it says the act "cannot be accepted" or "must not be made" by it; "may be cancelled by email or letter" only
permits, and is not read as exclusive.
"""

from __future__ import annotations

import re
from typing import Optional

from fairforge_core.judges.statements import Conflict, Statement
from fairforge_core.judges.text import stem, words

# channel cue -> channel
_CHANNEL_CUES = (
    (r"over the (?:tele)?phone|by (?:tele)?phone|on the (?:tele)?phone|(?:on|from|during) (?:this|the) call|"
     r"by calling|phone call", "phone"),
    (r"(?:in|via|through|over|here in) (?:this |the )?(?:web-?)?chat", "chat"),
    (r"by e-?mail|via e-?mail|over e-?mail|(?:an|by) e-?mail", "email"),
    (r"by (?:letter|post)|in a letter|by mail", "letter"),
    (r"in writing|written (?:notice|request)", "writing"),
    (r"(?:in|through|via|using|use|on) (?:the|our) (?:mobile )?app", "app"),
    (r"online|on (?:the|our) website|through (?:the|our) website", "online"),
    (r"in person|in store|in (?:a|the|our) (?:store|branch)|at (?:a|the|our|your) (?:branch|store|club|home club)",
     "in person"),
)
_CUE = re.compile("|".join(f"(?P<c{i}>{p})" for i, (p, _) in enumerate(_CHANNEL_CUES)), re.IGNORECASE)
# what "in writing" covers
_COVERS = {"writing": {"writing", "email", "letter"}}
# a rule that requires channels ("must be made in writing or through the app", "can only be cancelled online")
_REQUIRED = re.compile(r"\b(?:must|shall|has to|have to|need to|needs to|can only|may only|are only|is only|only)\s+"
                       r"(?:be\s+)?(?:[\w'-]+\s+){0,3}?(?P<how>(?:(?:by|in|through|via|over|using|online|on)\b[^.;]*))",
                       re.IGNORECASE)
# a rule that bans one ("cannot be accepted over the phone", "must not be made by email")
_BANNED = re.compile(r"(?:\b(?:cannot|must not|may not|will not|are not|is not|never)|n't)\s+(?:be\s+)?"
                     r"(?:[\w'-]+\s+){0,2}?(?P<how>(?:by|in|through|via|over|on|online)\b[^.;,]*)", re.IGNORECASE)
# the assistant doing the act itself
_DOES = re.compile(r"\b(?:i've|i have|i'll|i will|i can|i'm|we've|we have|we'll|we will|we can|let me)\s+"
                   r"(?:\w+\s+){0,2}?(?P<verb>[a-z]+)", re.IGNORECASE)


def channels_in(text: str) -> set[str]:
    """The channels ``text`` names (see the module docstring), e.g. ``{"phone"}`` for "from this call"."""
    found = set()
    for m in _CUE.finditer(text):
        i = next(int(k[1:]) for k, v in m.groupdict().items() if v)
        found.add(_CHANNEL_CUES[i][1])
    return found


def _about_the_act(rule: str, m: re.Match, acts: set) -> bool:
    """Whether the channel phrase ``m`` of ``rule`` is set for one of ``acts``: the words of its clause before the
    channel ("Cancellation requests must be made" -> cancel, request, make; not "take" in "it may take up to 35
    days, and the member must be told why in writing")."""
    clause = re.split(r"[.;,:]|\b(?:and|but|or)\b", rule[: m.start("how")])[-1]
    return bool(acts & {stem(w) for w in words(clause)})


def channel_conflict(c: Statement, units: list[Statement], scope: list[int]) -> Optional[Conflict]:
    """The assistant does an act ("I've cancelled it") by a channel ("from this call") that a rule about the same act
    bans or leaves out of the channels it requires. The act is the verb after "I've/I'll/I can/we've ..."; the rule
    must name it (its stem: "cancelled" and "Cancellation requests" share "cancel")."""
    done = [m for m in _DOES.finditer(c.text) if not re.search(r"\b(?:not|never|n't|cannot|unable)\b",
                                                               c.text[m.start(): m.start("verb")], re.IGNORECASE)]
    if not done:
        return None
    used = channels_in(c.text)
    if not used:
        return None
    acts = {stem(m.group("verb")) for m in done} - {"be", "hav", "do", "get", "go", "need", "want", "help"}
    for b in scope:
        u = units[b]
        banned = set()
        for m in _BANNED.finditer(u.text):
            if _about_the_act(u.text, m, acts):
                banned |= channels_in(m.group("how"))
        if used & banned:
            return Conflict(b, c.text, f"by a channel the rule does not allow: {sorted(used & banned)[0]}", 0.85)
        required = set()
        for m in _REQUIRED.finditer(u.text):
            negated = re.search(r"\b(?:not|never|n't)\b", u.text[max(0, m.start() - 12): m.start()])
            if _about_the_act(u.text, m, acts) and not negated:
                required |= channels_in(m.group("how"))
        allowed = set().union(*(_COVERS.get(ch, {ch}) for ch in required)) if required else set()
        if allowed and used - allowed and not used & allowed:
            return Conflict(b, c.text, f"by a channel the rule does not allow: {sorted(used - allowed)[0]} "
                            f"(the rule requires {' or '.join(sorted(required))})", 0.85)
    return None

