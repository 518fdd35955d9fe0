"""Cut-offs: the answer says a right ends, or an action is no longer possible, where the rule keeps it open "at any
time" ("Accept a dispute at any time, including after the validation period has ended" against "once the deadline
passes you can no longer dispute the debt").

A rule unit keeps an action open when a clause of it says "at any time", "any time", "including after", "even after"
or "there is no deadline / time limit", and the clause itself is not negated. The action is named by the content
words of that sentence, and of the sentence before when the open clause refers back to it ("A dispute exists
whenever ... . Accept it at any time").

A claim cuts the action off when it says the action is "no longer" possible, "too late to" do it, that someone
"loses the right to" do it, or that they cannot do it "any more" / "after that" / "once" something passes. The
action is the first content words after the cut-off ("no longer dispute", "too late to cancel"), or between a
negated modal and the end of its clause ("can't cancel it anymore").
"""

from __future__ import annotations

import re
from typing import Optional

import numpy as np

from fairforge_core.judges.statements import Conflict, Statement
from fairforge_core.judges.text import content_words, split_sentences

# a clause keeping an action open
_OPEN = re.compile(r"\b(?:at any time|any ?time|at all times|including after|even after|"
                   r"(?:there is |with )?no (?:deadline|time limit)|without (?:any )?(?:deadline|time limit))\b",
                   re.IGNORECASE)
_NEGATED_BEFORE = re.compile(r"\b(?:not|never|no)\b|n't\b", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[,;:()]|\b(?:but|unless|except)\b", re.IGNORECASE)
_SENTENCE_PART = re.compile(r";|:|,\s*(?:but|while|whereas|however)\b|\.\s", re.IGNORECASE)
_REFERS_BACK = re.compile(r"\b(?:it|this|that|them|they|these|those|such)\b", re.IGNORECASE)
# a cut-off whose action follows it
_CUTOFF_BEFORE_ACTION = re.compile(
    r"\bno longer\b(?:\s+(?:be\s+)?(?:able|possible|allowed|permitted)\s+to\b)?|\btoo late to\b|"
    r"\b(?:lose|loses|lost|losing|forfeit|forfeits|forfeited)\s+(?:the|your|their|his|her|any)\s+right\s+to\b",
    re.IGNORECASE)
# a negated modal, cut off by "any more", "after that", "once ...", "past ..."
_NEGATED_MODAL = re.compile(r"\b(?:can't|cannot|can not|won't be able to|will not be able to|unable to|"
                            r"not able to|aren't able to|isn't possible to|is not possible to)\b", re.IGNORECASE)
_CUTOFF_CUE = re.compile(r"\b(?:any ?more|after (?:that|this|it|then|the \w+)|once|past the|beyond the|"
                         r"from then on)\b", re.IGNORECASE)
# an action allowed only in a first stretch of time: "Authorizations can only be withdrawn during the first seven
# days", "you can cancel only within 14 days"
_ONLY_WITHIN = re.compile(r"\b(?:can|may|could|is|are)\s+only\s+(?:be\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?\s+"
                          r"(?:during|within|before|until|in)\s+the\s+(?:first|initial)\b|"
                          r"\bonly\s+(?:during|within|in|for)\s+the\s+(?:first|initial)\b", re.IGNORECASE)
_CLAIM_CLAUSE_END = re.compile(r"[,;:.!?]|\b(?:and|but|so|because|unless|until|if|once|after)\b", re.IGNORECASE)
_ORDINALS = frozenset(content_words("first initial only seven"))
# words that name the time, not the action
_TIME_WORDS = frozenset(content_words("time times deadline period day days week weeks month months year years pass "
                                      "passes passed end ends ended expire expires expired right rights any more "
                                      "anymore longer late able possible allowed permitted"))


def open_actions(text: str, previous: str = "") -> list[tuple[str, frozenset]]:
    """The actions a rule unit keeps open: ``(open phrase, action words)`` per clause that keeps one open (see the
    module docstring); ``[]`` when none. Example: ``open_actions("A dispute exists whenever the consumer says so.
    Accept it at any time.")`` is ``[("at any time", {"accept", "dispute", "exist", "consumer", "say"})]``.
    ``previous``: the rule unit before this one, read when the first sentence refers back to it."""
    out = []
    sentences = ([previous] if previous else []) + split_sentences(text)
    for i, sentence in enumerate(sentences):
        if previous and i == 0:
            continue
        for m in _OPEN.finditer(sentence):
            start = max((b.end() for b in _CLAUSE_BREAK.finditer(sentence, 0, m.start())), default=0)
            if _NEGATED_BEFORE.search(sentence[start: m.start()]):
                continue  # "may not be cancelled at any time"
            # the clause around the phrase ("You may cancel at any time; refunds are paid within 14 days" keeps
            # refunds out of the open action)
            left = max((b.end() for b in _SENTENCE_PART.finditer(sentence, 0, m.start())), default=0)
            right = next((b.start() for b in _SENTENCE_PART.finditer(sentence, m.end())), len(sentence))
            words = set(content_words(sentence[left:right]))
            if i > 0 and _REFERS_BACK.search(sentence[left: m.start()]):
                words |= content_words(sentences[i - 1])
            words -= _TIME_WORDS
            if words:
                out.append((m.group(0), frozenset(words)))
    return out


def _action_after(text: str, pos: int, limit: int = 3) -> tuple[str, frozenset]:
    """The rest of the clause after ``pos``, and up to ``limit`` of its content words."""
    rest = text[pos:]
    end = _CLAIM_CLAUSE_END.search(rest)
    rest = (rest[: end.start()] if end else rest).strip()
    words = [w for w in re.findall(r"[\w'-]+", rest) if content_words(w)]
    return rest, frozenset(w2 for w in words[:limit] for w2 in content_words(w)) - _TIME_WORDS


def cut_off_actions(text: str) -> list[tuple[str, frozenset]]:
    """The actions a claim says can no longer be taken: ``(the cut-off as said, action words)``; ``[]`` when none.
    Example: ``cut_off_actions("once it passes you can no longer dispute the debt")`` is
    ``[("no longer dispute the debt", {"disput", "debt"})]``."""
    out = []
    cue = _CUTOFF_CUE.search(text)
    for m in [*_CUTOFF_BEFORE_ACTION.finditer(text), *(_NEGATED_MODAL.finditer(text) if cue else ())]:
        rest, words = _action_after(text, m.end())
        if words:
            out.append((f"{m.group(0)} {rest}", words))
    for m in _ONLY_WITHIN.finditer(text):
        # the action is named before the limit: its clause, up to the end of the limit
        start = max((b.end() for b in re.finditer(r"[,;:.!?]", text[: m.start()])), default=0)
        end = next((b.start() for b in re.finditer(r"[,;:!?]|\.\s|\.$", text[m.end():])), len(text) - m.end())
        clause = text[start: m.end() + end].strip()
        words = frozenset(content_words(clause)) - _TIME_WORDS - _ORDINALS
        if words:
            out.append((clause, words))
    return out


def cutoff_conflict(c: Statement, units: list[Statement], scope: list[int], sims: np.ndarray,
                    threshold: float = 0.3) -> Optional[Conflict]:
    """The claim says an action can no longer be taken that a unit of ``scope`` keeps open at any time.

    Args:
        c: the claim; ``units`` all rule units, ``scope`` the indices of one chunk's; ``sims``: cosine similarity
            of the claim with each unit, shape ``(len(units),)``.
        threshold: minimum cosine similarity between claim and unit (the retrieval level: both sides are explicit).

    Returns:
        a :class:`Conflict` ("ends what the rule keeps open at any time: ..."), or ``None``. Needs the claim's action
        words (after the cut-off) to share a word with the unit's open action; a question never fires.
    """
    if c.text.rstrip().endswith("?"):
        return None
    cut = cut_off_actions(c.text)
    if not cut:
        return None
    for b in scope:
        if float(sims[b]) < threshold:
            continue
        previous = units[b - 1].text if b - 1 in scope else ""
        for phrase, words in open_actions(units[b].text, previous):
            for cue, action in cut:
                if action & words:
                    return Conflict(b, c.text, f"ends what the rule keeps open {phrase}: '{cue}'",
                                    min(1.0, 0.6 + float(sims[b]) / 2))
    return None
