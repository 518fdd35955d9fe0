"""fairforge's offline per-chunk decision: clause alignment plus conflict detectors.

For each interaction, every retrieved chunk is split into rule units (bullets, sentences, table rows) and the answer
into claims (:mod:`fairforge_core.judges.text`). Claims and units are embedded with the configured embedder and
aligned by an *alignment score* = cosine similarity + 0.15 x content-word overlap (overlap coefficient of stemmed
content words) + 0.10 when they share a compatible quantity. All retrieved chunks of an interaction are considered
together, so a claim is matched with its best unit across the chunks, not with whatever a single chunk offers.

For each claim whose best alignment reaches ``address_threshold``:

* **quantities** (:mod:`~fairforge_core.judges.quantities`): a duration, amount, percentage or count in the claim
  that is not a fact taken from the user's query must be compatible with a same-kind quantity of some aligned
  unit; if the best-aligned unit that states a same-kind quantity (alignment >= ``conflict_threshold``) disagrees
  and no aligned unit agrees, the claim conflicts with it ("30 days vs 10 business days"). Percentages also match
  their complement (keeping 20 % = refunding 80 %).
* **time windows** (:mod:`~fairforge_core.judges.times`): a clock time the claim affirms for an action the aligned
  units restrict (sharing a content word such as "call") must fall inside every allowed window those units
  state; the strictest window wins, so a company rule narrower than the law applies. The time must belong to the
  window's event (the words around it: "processed at 11 p.m." is not a call), and the customer calling the company
  ("you can call us at 10 p.m.") is not a call the rule restricts.
* **polarity** (:mod:`~fairforge_core.judges.polarity`): when the claim and its best unit (cosine >=
  ``polarity_threshold``, or >= ``polarity_floor`` when the negated predicate and one more content word are shared)
  disagree on negation (prohibited vs done, required vs "not needed"), they conflict if the
  negated predicate ("mention" in "must never mention a debt") or at least two words the negation governs appear on
  the other side, unless the unit's exception ("unless the item arrived damaged") is met by the claim's own words
  (see ``_denies_the_same_thing`` for negations that are about something else). A unit or claim of two coordinated
  clauses is compared through the clause closer to the other side.
* **restricted actions**: "Only a store manager may approve an exception" against "I'll approve a full refund"
  (the action's object must be named; "I'll ask my supervisor to approve it" hands it over).
* **exceptions and conditions**: the answer rules out the rule's exception ("defective or not" against "waived if
  defective"), or says the rule's condition does not matter ("however close the departure is" against "a booking
  made at least 7 days before departure may be cancelled").

Prices offered at a discount ("3 months at half price, $19.50 a month") are not compared with list prices.

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
from functools import lru_cache
from typing import Optional

import numpy as np

from fairforge_core.core.embedder import Embedder
from fairforge_core.judges.polarity import Polarity, polarity
from fairforge_core.judges.quantities import FREE_OF_CHARGE, Quantity, extract_quantities
from fairforge_core.judges.text import (
    PERSON_NOUNS,
    STAFF_NOUNS,
    content_words,
    split_claims,
    split_rule_units,
    stem,
    words,
)
from fairforge_core.judges.times import ClockTime, Window, extract_times, extract_windows
from fairforge_core.verdicts import ChunkJudge, ChunkJudgement, JudgeRequest


@dataclass
class _Statement:
    text: str
    words: set
    quantities: list[Quantity]
    times: list[ClockTime]
    windows: list[Window]
    polarity: Polarity
    vector: Optional[np.ndarray] = None
    #: for a claim: the clause around each quantity (same order as ``quantities``) and its embedding
    local_texts: list[str] = field(default_factory=list)
    local_vectors: list[np.ndarray] = field(default_factory=list)


@dataclass
class _ChunkUnits:
    units: list[_Statement] = field(default_factory=list)


@dataclass
class _Conflict:
    unit_index: int
    claim: str
    reason: str
    confidence: float


def _statement(text: str) -> _Statement:
    return _Statement(text=text, words=content_words(text), quantities=extract_quantities(text),
                      times=extract_times(text), windows=extract_windows(text), polarity=polarity(text))


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


def _fmt_minutes(m: int) -> str:
    h, mm = divmod(m % (24 * 60), 60)
    suffix = "a.m." if h < 12 else "p.m."
    h12 = h % 12 or 12
    return f"{h12}:{mm:02d} {suffix}" if mm else f"{h12} {suffix}"


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

    def _units(self, chunk_hash: str, text: str) -> _ChunkUnits:
        with self._lock:
            cu = self._cache.get(chunk_hash)
            if cu is not None:
                self._cache.move_to_end(chunk_hash)
                return cu
        cu = _ChunkUnits([_statement(u) for u in split_rule_units(text)])
        with self._lock:
            self._cache[chunk_hash] = cu
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)
        return cu

    # -- judging -----------------------------------------------------------------------------------------------
    def judge(self, requests: Sequence[JudgeRequest]) -> list[ChunkJudgement]:
        if not requests:
            return []
        groups: dict[tuple[str, str], list[int]] = OrderedDict()
        for i, r in enumerate(requests):
            groups.setdefault((r.query, r.answer), []).append(i)
        chunk_units = {}
        for r in requests:
            key = _chunk_key(r.chunk)
            if key not in chunk_units:
                chunk_units[key] = self._units(key, r.chunk.context or r.chunk.text)
        claims_of = {key: [_statement(c) for c in split_claims(key[1])] for key in groups}
        claims = [c for cl in claims_of.values() for c in cl]
        for c in claims:
            c.local_texts = _local_clauses(c.text, c.quantities)
        todo = [u for cu in chunk_units.values() for u in cu.units if u.vector is None] + claims
        queries = list(dict.fromkeys(q for q, _ in groups))
        # one encode call for everything this batch still needs: rule units, claims, their local clauses, questions
        vec_of = self._encode([s.text for s in todo] + [t for c in claims for t in c.local_texts] + queries)
        for st in todo:
            st.vector = vec_of[st.text]
        for c in claims:
            c.local_vectors = [vec_of[t] for t in c.local_texts]
        qvec_of = {q: vec_of[q] for q in queries}
        out: list[Optional[ChunkJudgement]] = [None] * len(requests)
        for (query, answer), idxs in groups.items():
            chunks = [requests[i].chunk for i in idxs]
            per_chunk = self._judge_interaction(query, claims_of[(query, answer)],
                                                [chunk_units[_chunk_key(c)] for c in chunks], qvec_of[query])
            for i, jd in zip(idxs, per_chunk):
                out[i] = jd
        return out  # type: ignore[return-value]

    def _judge_interaction(self, query: str, claims: list[_Statement], chunk_units: list[_ChunkUnits],
                           query_vector: np.ndarray) -> list[ChunkJudgement]:
        owners: list[int] = []
        units: list[_Statement] = []
        for ci, cu in enumerate(chunk_units):
            for u in cu.units:
                owners.append(ci)
                units.append(u)
        n_chunks = len(chunk_units)
        if not claims or not units:
            return [ChunkJudgement(addressed=False, score=0.0) for _ in range(n_chunks)]
        facts = extract_quantities(query)
        # the question's words can meet a rule's condition, unless it denies them ("I'm not a student any more")
        query_words = frozenset() if polarity(query).negated else frozenset(content_words(query))
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
        conflicts: dict[int, _Conflict] = {}
        scopes = [[j for j, o in enumerate(owners) if o == ci] for ci in range(n_chunks)]
        for a, c in enumerate(claims):
            # asking for what a rule forbids asking for ("please type your PIN" against "must not ask a member for
            # their PIN"), doing what a role is reserved with its object named, or on a day the rule excludes:
            # explicit on both sides, so it needs no closer alignment than retrieval's
            for ci, scope in enumerate(scopes):
                found = (_request_conflict(c, units, scope, sim[a])
                         or self._restriction_conflict(a, c, units, align, scope, explicit_only=True)
                         or _day_conflict(c, units, scope))
                if found is not None and (ci not in conflicts or found.confidence > conflicts[ci].confidence):
                    conflicts[ci] = found
            if align[a].max() < self.address_threshold:
                continue
            best_cosine = float(sim[a].max())
            for ci, scope in enumerate(scopes):
                if not scope:
                    continue
                best = max(scope, key=lambda j: align[a, j])
                if align[a, best] < self.address_threshold:
                    continue  # this claim does not address this chunk
                found = (self._quantity_conflict(a, c, units, align, facts, scope)
                         or self._rate_conflict(a, c, units, align, scope)
                         or self._time_conflict(a, c, units, align, scope)
                         or self._restriction_conflict(a, c, units, align, scope)
                         or self._exception_denied(a, c, units, align, scope)
                         or self._polarity_conflict(a, c, units, align, best, best_cosine, query_words))
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
    def _quantity_conflict(self, a: int, c: _Statement, units: list[_Statement], align: np.ndarray,
                           facts: list[Quantity], scope: list[int]) -> Optional[_Conflict]:
        """A claimed quantity that differs from the one stated by the unit its clause refers to, when no unit that
        its clause matches about as well states it. A universal claim ("never costs anything", "always") must
        agree with every same-kind quantity of the units it refers to."""
        universal = bool(_UNIVERSAL.search(c.text))
        for qi, q in enumerate(c.quantities):
            if q.dim == "count" and q.key in ("time", "*"):
                continue
            if any(q.compatible(f) for f in facts) or _is_case_fact(c.text, q):
                continue  # a fact of the case ("bought 12 days ago"), not a statement of the rule
            if q.dim == "money" and q.lo > 0 and _DISCOUNT.search(c.local_texts[qi] if qi < len(c.local_texts)
                                                                  else c.text):
                continue  # a discounted price offered ("3 months at half price, $19.50 a month"), not the list price
            same = [b for b in range(len(units)) if any(_comparable(q, p) for p in units[b].quantities)]
            local = [b for b in same if b in scope]
            if not local:
                continue
            vec = c.local_vectors[qi] if qi < len(c.local_vectors) else c.vector
            words = content_words(c.local_texts[qi]) if qi < len(c.local_texts) else c.words
            score = {b: float(vec @ units[b].vector) + 0.15 * _overlap(words, units[b].words)
                     + (0.10 if any(_agrees(q, p) for p in units[b].quantities) else 0.0) for b in same}
            referent = max(local, key=lambda j: score[j])
            if score[referent] < self.conflict_threshold:
                continue
            if universal:
                bad = [b for b in local if score[b] >= max(self.conflict_threshold, score[referent] - 0.1)
                       and not all(_agrees(q, p) for p in units[b].quantities if _comparable(q, p))]
                if bad:
                    b = bad[0]
                    stated = next(p for p in units[b].quantities if _comparable(q, p) and not _agrees(q, p))
                    return _Conflict(b, c.text, f"different quantity: {q.text} in every case vs {stated.text}",
                                     0.85)
            floor = max(self.conflict_threshold - 0.05, score[referent] - 0.15)
            # a unit elsewhere that states the claimed quantity excuses it only if it is about the same thing: in
            # this chunk, or sharing a word with the claim's clause ("at most $25" for paper copies does not back
            # "a list of disclosures costs $25" when the list's own rule says $10)
            if any(_agrees(q, p) for b in same if score[b] >= floor and (b in scope or words & units[b].words)
                   for p in units[b].quantities):
                continue
            stated = next(p for p in units[referent].quantities if _comparable(q, p))
            return _Conflict(referent, c.text, f"different quantity: {q.text} vs {stated.text}", 0.9)
        return None

    def _rate_conflict(self, a: int, c: _Statement, units: list[_Statement], align: np.ndarray,
                       scope: list[int]) -> Optional[_Conflict]:
        """A frequency the answer states ("up to 12 times a week") beyond the rule's limit on the same activity
        ("no more than 7 call attempts within 7 consecutive days"), compared as counts per day; or below the
        rule's minimum ("at least 2 reminders per month")."""
        claimed = _rates(c)
        if not claimed:
            return None
        for b in scope:
            if align[a, b] < self.conflict_threshold:
                continue
            for q, dur, rate in claimed:
                for p, p_dur, limit in _rates(units[b]):
                    if not (_related_words(c.words, units[b].words) and (q.key == p.key or "time" in (q.key, p.key)
                                                                          or stem(q.key) in units[b].words)):
                        continue
                    if p.bound == "max" and rate > limit * 1.01:
                        why = f"{q.text} {dur.text} is over the limit of {p.hi:g} within {p_dur.text}"
                    elif p.bound == "min" and q.bound != "min" and rate < limit * 0.99:
                        why = f"{q.text} {dur.text} is under the minimum of {p.lo:g} within {p_dur.text}"
                    else:
                        continue
                    return _Conflict(b, c.text, f"different frequency: {why}", 0.85)
        return None

    def _time_conflict(self, a: int, c: _Statement, units: list[_Statement], align: np.ndarray,
                       scope: list[int]) -> Optional[_Conflict]:
        if not c.times or c.polarity.negated:
            return None
        relevant = [b for b in scope if units[b].windows and align[a, b] >= self.conflict_threshold - 0.15
                    and _related_words(c.words, units[b].words)]
        if not relevant:
            return None
        stated = {(w.start, w.end) for b in relevant for w in units[b].windows}
        in_windows = {(w.start, w.end) for w in c.windows}
        for t in c.times:
            if any(t.start >= _w_start(c.text, w) and t.end <= _w_end(c.text, w) for w in c.windows):
                continue  # part of a window the claim states; windows are compared below
            timed = _timed_event(c.text, t)
            if _PLACED.search(timed):  # "Marketing calls to you will be placed tonight at 9:30 p.m.": the subject
                subject = _WINDOW_SUBJECT.match(c.text)
                timed = f"{subject.group('np')} {timed}" if subject else timed
            if _INBOUND.search(_timed_event(c.text, t, width=8)):
                continue  # the customer contacting the company ("you can call us at 10 p.m."), not a call to them
            for b in sorted(relevant, key=lambda j: -align[a, j]):
                if not _days_overlap(c.text, units[b].text):
                    continue  # a window for other days ("Saturday: 9 a.m. to 5 p.m." vs a Wednesday call)
                event = _window_event(units[b].text)
                if event and not _related_words(content_words(timed), event):
                    continue  # the time is of something else ("processed at 11 p.m." vs the hours of pickups)
                for w in units[b].windows:
                    if not w.contains(t.minutes):
                        return _Conflict(b, c.text, f"outside the allowed hours: {t.text} is not within "
                                         f"{_fmt_minutes(w.start)} to "
                                         f"{_fmt_minutes(w.end)}", 0.9)
        for win in in_windows - stated:
            for b in relevant:
                for w in units[b].windows:
                    if not (w.contains(win[0]) and w.contains(win[1])):
                        return _Conflict(b, c.text, f"outside the allowed hours: {_fmt_minutes(win[0])} to "
                                         f"{_fmt_minutes(win[1])} is not within {_fmt_minutes(w.start)} to "
                                         f"{_fmt_minutes(w.end)}", 0.8)
        return None

    def _exception_denied(self, a: int, c: _Statement, units: list[_Statement], align: np.ndarray,
                          scope: list[int]) -> Optional[_Conflict]:
        """The rule has an exception ("waived if defective", "unless the item arrived damaged") and the answer
        says the rule holds whatever that case ("defective or not", "regardless of damage", "always" + the case)."""
        strong = _STRONG_DENIAL.search(c.text)
        if not strong and not _DENIAL.search(c.text):
            return None
        for b in scope:
            if align[a, b] < self.conflict_threshold:
                continue
            for m in _RULE_EXCEPTION.finditer(units[b].text):
                case = content_words(m.group("case"))
                if case & c.words:
                    return _Conflict(b, c.text, f"exception denied: the rule makes an exception "
                                     f"({m.group(0).strip()}) that the answer rules out", 0.8)
            if not strong:
                continue
            # a condition the rule sets ("a booking made at least 7 days before departure may be cancelled")
            # that the answer says does not matter ("however close the departure date is"): compared with what the
            # denial governs, up to the next comma, not with the rest of the answer
            denied = content_words(re.split(r"[,;.]", c.text[strong.end() :], maxsplit=1)[0])
            for m in _RULE_CONDITION.finditer(units[b].text):
                case = content_words(m.group("case"))
                if case & denied:
                    return _Conflict(b, c.text, f"condition denied: the rule sets a condition "
                                     f"(\"{m.group(0).strip()}\") that the answer says does not matter", 0.75)
        return None

    def _restriction_conflict(self, a: int, c: _Statement, units: list[_Statement], align: np.ndarray,
                              scope: list[int], explicit_only: bool = False) -> Optional[_Conflict]:
        """"Only a store manager may approve an exception" against an answer in which the assistant itself does
        it ("I'll approve a full refund"), without naming the role that may. The claim must address the rule unit,
        unless the evidence is explicit: the action's object is named ("refund cash" / "I'll refund you in cash"),
        or the rule reserves exceptions and the answer says it is making one ("As a goodwill gesture, I'll approve
        a full refund"); with ``explicit_only`` only such units are considered."""
        if c.polarity.negated or not _FIRST_PERSON.search(c.text):
            return None
        claim_stems = {stem(w) for w in _WORDS.findall(c.text.lower())}
        for b in scope:
            for m in _ONLY_ACTOR.finditer(units[b].text):
                actor = content_words(m.group("actor"))
                action = stem(m.group("action").lower())
                if action in _APPROVE_VERBS:
                    claim_stems = claim_stems | ({action} if claim_stems & _APPROVE_VERBS else set())
                named = _action_object(units[b].text[m.end():])
                obj = [w for w in named if w not in _GENERIC_OBJECTS]
                obj_words = set(obj)
                if obj and not (obj[-1] in claim_stems and 2 * len(obj_words & claim_stems) > len(obj_words)):
                    continue  # the restricted action is on something else ("refund cash" vs "refund your card")
                if _within_limit(units[b].text[m.end():], c):
                    continue  # "may authorise a refund above $100" says nothing of a $40 refund
                explicit = bool(obj_words) or bool("exception" in named and _EXCEPTION_MARKER.search(c.text))
                if (explicit_only and not explicit) or (not explicit and align[a, b] < self.address_threshold - 0.1):
                    continue
                if re.search(rf"\b(?:ask|asking|get|have|request|refer|pass|escalate)\s+(?:it\s+)?(?:to\s+)?"
                             rf"(?:my|our|a|an|the|your)\s+(?:\w+\s+){{0,2}}?(?:to\s+)?"
                             rf"{re.escape(m.group('action'))}", c.text, re.IGNORECASE):
                    continue  # handed to someone else ("I'll ask my supervisor to approve it")
                if action in claim_stems and actor and not (actor & c.words):
                    said = re.sub(r"^only\s+", "", m.group(0).strip(), flags=re.IGNORECASE)
                    return _Conflict(b, c.text, f"restricted action: only {said}", 0.8)
        return None

    def _polarity_conflict(self, a: int, c: _Statement, units: list[_Statement], align: np.ndarray,
                           best: int, best_cosine: float, context_words: frozenset = frozenset()
                           ) -> Optional[_Conflict]:
        """Opposite negation between the claim and the chunk's best unit, which must also be (nearly) the claim's
        closest unit overall."""
        u = units[best]
        cosine = float(c.vector @ u.vector)
        if cosine < self.polarity_floor or cosine < best_cosine - 0.05 or not (c.words & u.words):
            return None
        if u.windows and c.times:
            return None  # "No calls between 9 PM and 8 AM" against "I'll call at 10 AM": the time check decides
        shared = len(c.words & u.words - _CLOCK_WORDS)
        # each side is judged by its coordinated clause that is about the other ("It won't list routine sharing,
        # and your first list in any 12 months is free" affirms "The first list in any 12-month period is free")
        u = _closest_clause(c, u)
        c = _closest_clause(u, c)
        if c.polarity.negated == u.polarity.negated:
            return None
        if _complementary_conditions(c.text, u.text):
            return None  # "without a receipt we can't refund" vs "with a receipt ... is refunded": other cases
        negated_side, other = (c, u) if c.polarity.negated else (u, c)
        if cosine < self.polarity_threshold and not (
                negated_side.polarity.heads & other.words and shared >= 2):
            return None
        if not _denies_the_same_thing(negated_side, other, rule_is_negated=negated_side is u):
            return None
        cond = negated_side.polarity.condition
        if cond and not re.search(rf"\b{re.escape(cond)}\b", other.text, re.IGNORECASE) \
                and not _condition_met(negated_side, other, context_words):
            return None  # "after 30 days, no refunds" does not deny "refunds within 30 days"
        if u.polarity.exception:
            exc_words = content_words(u.polarity.exception) - content_words(
                u.text[: u.text.lower().find(u.polarity.exception.lower()[:20])] if u.polarity.exception else "")
            if c.words & exc_words:
                return None
        rule_says = "prohibits or denies" if u.polarity.negated else "requires or affirms"
        answer_does = "denies" if c.polarity.negated else "affirms"
        conf = min(1.0, 0.5 + (cosine - self.polarity_threshold) * 2)
        return _Conflict(best, c.text, f"opposite polarity: the rule {rule_says} what the answer {answer_does}", conf)


def _condition_met(negated_side: _Statement, other: _Statement, context_words: frozenset) -> bool:
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
    case = content_words(m.group(1)) - pol.heads - _PERSON_STEMS
    return bool(case) and 2 * len(case & (other.words | context_words)) >= len(case)


def _denies_the_same_thing(negated_side: _Statement, other: _Statement, rule_is_negated: bool = True) -> bool:
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
    refund") are not part of what it affirms.
    """
    pol = negated_side.polarity
    other = _without_alternatives(other)
    role = _ONLY_ACTOR.search(other.text)
    if role and _DECLINES.search(negated_side.text) and not content_words(role.group("actor")) & negated_side.words:
        return False  # "Only a pharmacist may advise on ..." agrees with "I'm not able to advise on that"
    if any(stem(m.group(1)) in pol.heads - other.words
           for m in re.finditer(r"\bnon-(\w+)", other.text, re.IGNORECASE)):
        return False  # the same negative property on both sides: "Non-refundable fares can be changed" / "Your fare
        # is non-refundable, but you can change it"
    if pol.heads & {"charg", "fee", "cost", "pay"} and FREE_OF_CHARGE.search(other.text) and not any(
            q.dim == "money" and q.lo > 0 for q in other.quantities):
        return False  # "There's no charge for replacing a stolen card" agrees with "Never charge a fee for it"
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
    governed = pol.scope & other.words
    if rule_is_negated and _PRONOUN_OBJECT.search(negated_side.text) and not (governed - pol.heads) \
            and not _person_object_addressed(negated_side.text, other.text, pol.heads):
        return False
    if pol.subject and not pol.subject <= _DEICTIC:
        if (pol.heads - pol.subject - _DEONTIC) & other.words:
            if not pol.subject & other.words:  # the act is named ("must not be sold"): any word of its subject
                return False
        elif not any(part[-1] in other.words and 2 * len(set(part) & other.words) > len(part)
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


_FIRST_PERSON = re.compile(r"\b(?:i|i'll|i've|i'm|we|we'll|we've|we're|let me)\b", re.IGNORECASE)
_WORDS = re.compile(r"[a-z]+")
_ONLY_ACTOR = re.compile(r"\bonly\s+(?:a|an|the|your|our)?\s*(?P<actor>[a-z][a-z\s-]{2,40}?)\s+"
                         r"(?:may|can|is allowed to|"
                         r"are allowed to|is permitted to|are permitted to|is authorised to|is authorized to)\s+"
                         r"(?P<action>[a-z]+)", re.IGNORECASE)
_RULE_EXCEPTION = re.compile(r"\b(?:unless|except(?: for| when| if| where)?|waived (?:if|when|for)|"
                             r"does not apply (?:if|when|to)|not applicable (?:if|when|to)|excluded (?:if|when)|"
                             r"other than)\s+(?P<case>[^;.,]+)",
                             re.IGNORECASE)
_DENIAL = re.compile(r"\b(?:\w+ or not|whether or not|regardless(?: of)?|even if|no matter|always|in every case|"
                     r"in all cases|without exception|no exceptions?)\b", re.IGNORECASE)
# "however close the date is", "no matter when", "regardless of the date", "whether or not": the answer says the
# circumstance after it does not matter
_STRONG_DENIAL = re.compile(r"\b(?:however (?:close|late|early|long|short|soon|far|much|little|many|few)|no matter|"
                            r"regardless(?: of)?|whether or not|irrespective of|whatever the)\b", re.IGNORECASE)
# a condition a rule puts on what it allows or requires
_RULE_CONDITION = re.compile(r"\b(?:only if|only when|provided(?: that)?|as long as|on condition that|if|when|"
                             r"(?:made|booked|bought|purchased|received|filed|submitted) at least)\s+(?P<case>[^;.,]+?)"
                             r"(?=\s+(?:may|must|can|cannot|is|are|will|shall|should)\b|[;.,]|$)", re.IGNORECASE)
_UNIVERSAL = re.compile(r"\b(?:always|never|no matter|in every case|in all cases|regardless|whatever happens|"
                        r"siempre|nunca|en todos los casos)\b", re.IGNORECASE)
# a price offered below the list price ("3 months at half price", "20% off", "a discounted rate of $19.50")
_DISCOUNT = re.compile(r"(?<!\bno )(?<!\bnot )(?<!\bwithout )(?:\bhalf[- ]price|\b\d+(?:\.\d+)?\s?%\s+off\b|"
                       r"\bper ?cent off\b|\bat a discount\b|\b(?:discounted|reduced|promotional|introductory|sale) "
                       r"(?:price|rate)\b)", re.IGNORECASE)
# a negative verb under a permission modal: "Erasure can be refused ...", "Access may be denied ..." permit a refusal
_REFUSAL_CUES = frozenset("refuse refused refuses denied excluded declined decline".split())
_PERMITTED_REFUSAL = re.compile(r"\b(?:can|may|could|might)\s+(?:also\s+)?(?:be\s+)?"
                                r"(?:refused|denied|declined|excluded|refuse|deny|decline|exclude)\b", re.IGNORECASE)
# a negated verb whose object is a pronoun ("do not delete it", "never share them")
_PRONOUN_OBJECT = re.compile(r"(?:\b(?:not|never|cannot)|n't)\s+(?:(?:be|been|ever|always|also)\s+)?\w+\s+"
                             r"(?:it|them|him|her)\b", re.IGNORECASE)
_PERSON_STEMS = frozenset(stem(w) for w in PERSON_NOUNS)
# the assistant declining: "I can't share", "we won't", "I'm not able to advise", "I'm unable to"
_DECLINES = re.compile(r"\b(?:i|we)(?:'m|'re| am| are)?\s+(?:\w+\s+)?(?:not|never|can't|cannot|won't|don't|unable)\b|"
                       r"\b(?:i|we) can't\b", re.IGNORECASE)
_STAFF_STEMS = frozenset(stem(w) for w in STAFF_NOUNS)
_CLOCK_WORDS = frozenset({"am", "pm", "noon", "midnight", "o'clock"})
# predicates that only say whether something is allowed: the subject is what is (not) allowed
_DEONTIC = frozenset({"permitt", "allow", "accept", "authoris", "authoriz", "possibl", "availabl", "tolerat"})
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


def _without_alternatives(st: _Statement) -> _Statement:
    """``st`` without the words of an alternative it does not take ("rather than in cash") and of a "non-X"
    classifier ("Non-refundable fares can be changed" affirms a change, not a refund)."""
    if not _ALTERNATIVE.search(st.text) and not _NON_X.search(st.text):
        return st
    rest = _NON_X.sub(" ", _ALTERNATIVE.sub(" ", st.text))
    return _Statement(text=st.text, words=content_words(rest), quantities=st.quantities, times=st.times,
                      windows=st.windows, polarity=st.polarity, vector=st.vector)


_NON_X = re.compile(r"\bnon-\w+", re.IGNORECASE)


def _customer_does(answer: str, heads: set) -> bool:
    """The customer is the one doing the act: "you can cancel the direct debit yourself", "you can buy it later"."""
    ws = [re.sub(r"'(?:re|ll|ve|d)$", "", w) for w in words(answer)]  # "you're free to cancel" -> "you"
    for i, w in enumerate(ws):
        if stem(w) not in heads:
            continue
        before = range(max(0, i - 3), i)
        if {"we", "i", "us", "let"} & {ws[j] for j in before}:
            continue
        if any(ws[j] == "you" and (j == 0 or ws[j - 1] not in ("to", "for", "with", "help")) for j in before):
            return True
    return False


def _person_object_addressed(rule: str, answer: str, heads: set) -> bool:
    """A rule's pronoun object that names a person mentioned before it ("If a customer asks us to stop calling, do
    not call them again") is the person the answer speaks to ("we will call you")."""
    m = _PRONOUN_OBJECT.search(rule)
    if not m or m.group(0).split()[-1].lower() not in ("them", "him", "her") or \
            not (content_words(rule[: m.start()]) & _PERSON_STEMS):
        return False
    return any(stem(w) in heads and nxt in ("you", "your") for w, nxt in zip(words(answer), words(answer)[1:]))


# subjects that point elsewhere ("The following are not refundable:" + a list item)
_DEICTIC = frozenset({"follow", "following", "abov", "above", "below", "list", "item"})
# a negated speech act with a "that" clause: what may not be said is said of the clause's subject
_SPEECH_THAT = re.compile(r"(?:\b(?:not|never|cannot)|n't)\s+(?:\w+\s+){0,2}?"
                          r"(?:suggest|say|tell|imply|claim|state|threaten|promise|represent|indicate)\w*\s+"
                          r"(?:\w+\s+){0,3}?that\s+(?P<subject>(?:\w+\s+){0,3}?\w+)\s+"
                          r"(?P<modal>must|is|are|will|can|may|has|have|should|would)\b", re.IGNORECASE)
_WAS_LATE = re.compile(r"\b(?:was|were|arrived|came|got here|turned up|has been|had been)\b[^.,;]*$", re.IGNORECASE)
_LATE = re.compile(r"^\s*(?:late|early|overdue|delayed|behind)\b", re.IGNORECASE)
_FACT_AFTER = re.compile(r"^\s*(?:ago|earlier|old|before now|since|in the past)\b", re.IGNORECASE)


# what may stand between a count and its period: nothing ("12 times a week") or a lead such as "within", "per"
_PERIOD_LEAD = re.compile(r"(?:^\s*|\b(?:within|per|every|each|in any|in a|over|during)\s*(?:period of\s*)?)$",
                          re.IGNORECASE)


# "per week", "each day", "every month": a period of one unit with no number
_PER_UNIT = re.compile(r"^\s*(?:per|each|every|a|an)\s+(?:calendar\s+)?(hour|day|week|month|year)s?\b", re.IGNORECASE)
_UNIT_DAYS = {"hour": (1 / 24, 1 / 24), "day": (1.0, 1.0), "week": (7.0, 7.0), "month": (28.0, 31.0),
              "year": (365.0, 366.0)}


def _rates(st: _Statement) -> list[tuple[Quantity, Quantity, float]]:
    """``(count, period, count per day)`` for each count followed by its period in the same clause
    ("12 times a week", "7 call attempts within 7 consecutive days", "2 reminders per month")."""
    out = []
    durations = [p for p in st.quantities if p.dim == "duration" and p.hi > 0]
    for q in st.quantities:
        if q.dim != "count" or not math.isfinite(q.hi):
            continue
        for p in durations:
            if p.start < q.end:
                continue
            between = st.text[q.end : p.start]
            if len(between) > 60 or re.search(r"[;.]", between):
                continue
            # the period follows the count: "12 times a week", "7 attempts ... within 7 days"
            if _PERIOD_LEAD.search(between):
                out.append((q, p, q.hi / ((p.lo + p.hi) / 2)))
                break
        else:
            m = _PER_UNIT.match(st.text[q.end :])
            if m:
                lo, hi = _UNIT_DAYS[m.group(1).lower()]
                p = Quantity("duration", lo, hi, "", m.group(0).strip(), q.end + m.start(1), q.end + m.end(), "")
                out.append((q, p, q.hi / ((lo + hi) / 2)))
    return out


# where a sentence holds two coordinated statements: a semicolon, or ", and" / ", but" / ", while" followed by a new
# subject ("It won't list routine sharing, and your first list in any 12 months is free")
_COORDINATION = re.compile(r";\s*|,\s+(?:and|but|while|whereas)\s+(?=(?:your|our|their|my|the|we|you|it|they|this|"
                           r"these|those|he|she|i|each|every|any|no|all)\b)", re.IGNORECASE)


def _closest_clause(other: _Statement, st: _Statement) -> _Statement:
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
    return _Statement(text=part, words=content_words(part), quantities=[], times=[], windows=[],
                      polarity=polarity(part), vector=st.vector)


_WITHOUT = re.compile(r"\bwithout\s+((?:[a-z'-]+\s*){1,5})", re.IGNORECASE)
_WITH = re.compile(r"\bwith\s+((?:[a-z'-]+\s*){1,5})", re.IGNORECASE)
_BEFORE = re.compile(r"\b(?:before|until|prior to)\s+((?:[a-z'-]+\s*){1,8})", re.IGNORECASE)
_AFTER = re.compile(r"\b(?:after|once|when|as soon as|now that)\s+((?:[a-z'-]+\s*){1,8})", re.IGNORECASE)


def _complementary_conditions(a: str, b: str) -> bool:
    """One side speaks of the case *without* something ("without a receipt"), the other of the case *with* it
    ("with a receipt or an order number"), or one of the time *before* an event ("not issued before the item has
    been inspected") and the other of the time *after* it ("once the item is inspected, we'll issue your refund"):
    they describe complementary cases, so opposite polarity is expected, not a conflict."""
    for x, y in ((a, b), (b, a)):
        for before, after in ((_WITHOUT, _WITH), (_BEFORE, _AFTER)):
            for m in before.finditer(x):
                case = content_words(m.group(1))
                if case and any(case & content_words(n.group(1)) for n in after.finditer(y)):
                    return True
    return False


def _is_case_fact(text: str, q: Quantity) -> bool:
    """A duration that dates or measures an event of the case ("four months ago", "a 10-day-old purchase", "your
    order was one and a half hours late")."""
    return q.dim == "duration" and (bool(_FACT_AFTER.match(text[q.end : q.end + 15])) or bool(
        _WAS_LATE.search(text[max(0, q.start - 30) : q.start]) and _LATE.match(text[q.end : q.end + 12])))


_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAY_RANGE = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\s+(?:to|through|-|–|until)\s+"
                        r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b", re.IGNORECASE)


def _day_conflict(c: _Statement, units: list[_Statement], scope: list[int]) -> Optional[_Conflict]:
    """A day the rule excludes ("No collection calls are placed on Sundays", "Agents must never phone customers at
    weekends") named by the answer for the same event ("I've booked a call for Sunday at 3 p.m."). The event is
    what the negation governs (the words after "no"/"never" up to the verb or a preposition: "collection calls",
    "phone customers"; not "surcharge" in "no surcharge for deliveries on Sundays"), and it must be named in the
    clause of the answer that names the day; a rule that also sets hours is left to the time check, and the
    customer contacting the company is not restricted."""
    if c.polarity.negated or _INBOUND.search(c.text):
        return None
    named = _days(c.text)
    if not named:
        return None
    for b in scope:
        u = units[b]
        ban = _DAY_BAN.search(u.text) if u.polarity.negated and not (u.times or u.windows) else None
        banned = _days(ban.group(0)) & named if ban else set()
        if not banned:
            continue
        # the act that is banned: the verb of "never phone customers", the head noun of "no collection calls"
        said = [stem(w) for w in words(ban.group("event")) if content_words(w)]
        verb_form = not re.match(r"no\b", ban.group(0), re.IGNORECASE)
        event = {said[0] if verb_form else said[-1]} if said else set()
        if event & _CALL_WORDS:
            event |= _CALL_WORDS
        day = re.search(rf"\b{sorted(banned)[0]}s?\b", c.text, re.IGNORECASE)
        if day is None:
            continue
        left = re.split(r"[,;:]|\b(?:and|but|so|while)\b", c.text[: day.start()])[-1].split()[-5:]
        right = re.split(r"[,;:.]|\b(?:and|but|so|while|is|are|was|were|will|be)\b", c.text[day.end():])[0].split()[:4]
        if _related_words(content_words(" ".join(left + right)) - _DAY_WORDS, event):
            return _Conflict(b, c.text, f"on a day the rule excludes: {sorted(banned)[0].capitalize()}", 0.85)
    return None


# a day a rule excludes: "No collection calls are placed on Sundays", "never call on weekends", "closed on Sundays"
_DAY_BAN = re.compile(r"(?:\b(?:no|not|never|closed)|n't)\s+(?:be\s+)?(?P<event>(?:(?!on\b|at\b|for\b|to\b|in\b|"
                      r"during\b|before\b|after\b|is\b|are\b|will\b|may\b|can\b)[\w'-]+\s+){1,3})"
                      r"(?:[^.;]{0,40}?\s)?(?:on|at|during)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|"
                      r"weekends?)\b", re.IGNORECASE)
_DAY_WORDS = frozenset(_DAYS) | frozenset(d + "s" for d in _DAYS) | {"weekend", "day"}


@lru_cache(maxsize=4096)
def _days(text: str) -> frozenset[str]:
    """Weekdays a text names, with ranges ("Monday to Friday") expanded."""
    low = text.lower()
    out = {d for d in _DAYS if re.search(rf"\b{d}s?\b", low)}
    for m in _DAY_RANGE.finditer(low):
        i, j = _DAYS.index(m.group(1)), _DAYS.index(m.group(2))
        out |= set(_DAYS[i : j + 1] if i <= j else _DAYS[i:] + _DAYS[: j + 1])
    if re.search(r"\bweekdays?\b", low):
        out |= set(_DAYS[:5])
    if re.search(r"\bweekends?\b", low):
        out |= {"saturday", "sunday"}
    return frozenset(out)


def _days_overlap(claim: str, unit: str) -> bool:
    """False only when both texts name weekdays and none is shared."""
    a, b = _days(claim), _days(unit)
    return not a or not b or bool(a & b)


def _request_conflict(c: _Statement, units: list[_Statement], scope: list[int],
                      cosines: Optional[np.ndarray] = None) -> Optional[_Conflict]:
    """The answer asks the customer for something a rule forbids asking for: a named piece of information ("please
    type your 4-digit PIN" against "Agents must not ask a member for their full card number or their PIN"), or a
    reason where the rule says none is needed ("once you tell me why you need it" against "may not require the
    patient to explain the reason"; "objections do need a justification" against "no reason is needed"). A reason
    is asked about something: the claim must share a word with the rule besides the reason, or be close to it
    (cosine ``cosines[b]`` >= 0.25), so that "tell us why the repair failed" is not held against "no reason is
    needed" for data access requests."""
    asked, wants_reason = _requests_in(c.text)
    if not asked and not wants_reason:
        return None
    for b in scope:
        text = units[b].text
        if wants_reason and _NO_REASON.search(text) and ((c.words & units[b].words) - _REASON_WORDS or (
                cosines is not None and float(cosines[b]) >= 0.25)):
            # the answer and the rule share what the request is about, besides the reason itself
            return _Conflict(b, c.text, "asks for a reason the rule says is not needed", 0.8)
        for m in _FORBIDDEN_ASK.finditer(text):
            for part in re.split(r",|\bor\b|\band\b", m.group("obj")):
                ws = {stem(w) for w in words(part) if content_words(w)} - _FORBIDDEN_OBJECT_STOP
                if not ws:
                    continue
                for what in asked:
                    if ws <= what:  # all of "full card number", not "order number"
                        return _Conflict(b, c.text, f"asks for what the rule forbids asking for: "
                                         f"{part.strip()}", 0.85)
    return None


@lru_cache(maxsize=4096)
def _requests_in(text: str) -> tuple[tuple[frozenset, ...], bool]:
    """What an answer's claim asks the customer for (the content words after each request) and whether it demands
    a reason; once per distinct claim, however many chunks it is compared with."""
    optional = _OPTIONAL.search(text)  # "you can tell us why if you like, but it's entirely optional"
    # not "please never type your PIN", "don't tell me your PIN", "type your PIN into the card machine"
    asked = () if optional else tuple(frozenset(content_words(m.group("what"))) for m in _ASKS.finditer(text)
                                      if not _NEGATED_BEFORE.search(text[max(0, m.start() - 40):m.start("what")])
                                      and not _TO_A_DEVICE.search(m.group("what")))
    offer = _OFFER.search(text)  # "we can waive it if you tell us why"; not "we can only cancel if you tell us"
    offer = offer if offer and not re.search(r"\bonly\b", text[: offer.start()], re.IGNORECASE) else None
    wants_reason = not optional and not offer and any(
        not _NEGATED_BEFORE.search(text[max(0, m.start() - 40):m.start()]) for m in _REASON_DEMAND.finditer(text))
    return asked, wants_reason


# a request to the customer and what it asks for: "please type your 4-digit PIN", "can you tell me your password",
# "what is your card number"
_ASKS = re.compile(r"(?:\b(?:please|kindly|could you|can you|would you|i need you to|i'll need you to|you'll need to|"
                   r"you need to|just)\s+(?:\w+\s+){0,2}?(?:tell|give|send|provide|type|enter|read|share|confirm|say|"
                   r"spell|key in)\w*|\bwhat(?:'s| is) your)\b(?P<what>[^.;?!]{0,60})", re.IGNORECASE)
# a rule that forbids asking for something: "must not ask a member for their full card number or their PIN",
# "never ask the customer to read out their password"
_FORBIDDEN_ASK = re.compile(r"(?:\b(?:not|never)|n't)\s+(?:(?:ever|also|then|directly)\s+)?(?:ask|request|require|"
                            r"demand|prompt)\w*"
                            r"\s+(?:\w+\s+){0,3}?(?:for|to (?:give|provide|share|tell|read out|read|disclose|enter|"
                            r"type|say|confirm))\s+(?P<obj>[^.;:]{1,80})", re.IGNORECASE)
# a rule that says no reason is needed or may not be asked for
_NO_REASON = re.compile(r"\bno (?:particular )?(?:\w+ or )?(?:reason|justification|explanation)s? (?:is|are) "
                        r"(?:needed|required|necessary)|(?:\b(?:not|never)|n't)\s+(?:\w+\s+){0,2}?(?:require|ask|"
                        r"make|force)\w*\s+(?:\w+\s+){0,3}?(?:to\s+)?(?:explain|justify|give|state|provide)\w*\s+"
                        r"(?:\w+\s+){0,2}?(?:reason|why|justification)|(?:\b(?:not|never)|n't)\s+ask\w*\s+"
                        r"(?:\w+\s+){0,3}?why\b|\bwithout (?:giving|stating|providing) (?:a |any )?reason",
                        re.IGNORECASE)
# the answer demands a reason from the customer: "tell me why", "once you tell me why", "we'll need a reason",
# "do need a justification", "weigh your reasons" (not "a letter explaining the reason", which the company gives)
_REASON_DEMAND = re.compile(r"\b(?:tell|explain(?: to)?|let) (?:me|us) (?:know )?why\b|\b(?:tell|explain|give)\w* "
                            r"(?:me|us) (?:the|a|your) (?:reason|justification)|\byou (?:\w+ ){0,2}?(?:tell|explain|"
                            r"give|provide|state)\w* (?:me |us )?(?:why|the reason|a reason|your reason|a "
                            r"justification)\b|\b(?:we|i)(?:'ll| will)? (?:\w+ )?(?:need|require) (?:a |an |your )?"
                            r"(?:reason|justification|explanation)\b|\b(?:do|does) need (?:a |an )?(?:reason|"
                            r"justification)\b|\bweigh your reasons\b", re.IGNORECASE)
# an optional request ("you can tell us why if you like, but it's entirely optional")
_OPTIONAL = re.compile(r"\b(?:optional|if you(?:'d)? (?:like|want|wish|prefer)|you don't have to|no need to|"
                       r"only if you want)\b", re.IGNORECASE)
# an offer made on a condition ("we can waive it if you tell us why")
_OFFER = re.compile(r"\bif you (?:tell|let|give|explain)\b", re.IGNORECASE)
_TO_A_DEVICE = re.compile(r"\b(?:into|on|at) the (?:card )?(?:machine|reader|terminal|keypad|pin pad|device|atm)\b",
                          re.IGNORECASE)
_REASON_WORDS = frozenset({"reason", "why", "explain", "justification", "need", "tell", "giv", "requir"})
_FORBIDDEN_OBJECT_STOP = frozenset({"their", "your", "his", "her", "customer", "member", "caller"})
_NEGATED_BEFORE = re.compile(r"(?:\b(?:not|no|never|without)|n't)\b[^.;,]*$", re.IGNORECASE)


def _within_limit(after: str, c: _Statement) -> bool:
    """The restricted action has an amount limit ("a refund above $100") that the claim stays within, or the claim
    states no amount at all."""
    m = _ABOVE.search(re.split(r"[.;]", after, maxsplit=1)[0])
    if not m:
        return False
    limits = extract_quantities(m.group(0))
    if not limits:
        return False
    mine = [q for q in c.quantities if q.same_slot(limits[0])]
    return not mine or all(q.hi <= limits[0].lo and q.bound != "min" for q in mine)  # "above $100" is over it


_ABOVE = re.compile(r"\b(?:above|over|more than|exceeding|greater than|in excess of|larger than)\s+\S+(?:\s+\S+)?",
                    re.IGNORECASE)


def _action_object(after: str) -> list[str]:
    """Stems of the content words of a restricted action's object, in order, the head noun last: up to three content
    words after the verb, stopping at a preposition, a comparison or the end of the clause (["cash"] in "may refund
    cash", ["late", "fee"] in "can waive a late fee", ["credit", "limit", "increas"] in "may approve a credit limit
    increase", ["payment", "plan"] in "may approve payment plans longer than 12 months")."""
    out: list[str] = []
    for w in re.split(r"\s+", re.split(r"[.,;:()]", after, maxsplit=1)[0].strip()):
        if not w or w.lower() in _OBJECT_STOP or len(out) == 3:
            break
        out.extend(stem(x) for x in words(w) if content_words(x))
    return out


# verbs of approval are one action for a restricted action ("Only the duty manager may authorise a refund" against
# "I've approved a $250 refund")
_APPROVE_VERBS = frozenset(stem(w) for w in "approve authorise authorize grant sanction allow".split())
# an answer that says it is making an exception
_EXCEPTION_MARKER = re.compile(r"\b(?:goodwill|as an exception|make an exception|making an exception|just this once|"
                               r"this once|one-off|as a courtesy|courtesy refund)\b", re.IGNORECASE)
# objects that name no particular thing: "approve an exception (to this policy)" is any approval outside it
_GENERIC_OBJECTS = frozenset({"exception", "waiver", "override", "it", "this", "that", "request", "decision"})
_OBJECT_STOP = frozenset("to for of in on at with by from unless if when once after before over above under within "
                         "longer shorter more less than that which who where beyond".split())


def _timed_event(text: str, t: ClockTime, width: int = 4) -> str:
    """The words a clock time is attached to: up to ``width`` words before it and after it, within its clause and
    before a purpose ("We'll call you at 7 p.m. to confirm your return" -> "We'll call you at 7 p.m.")."""
    left = re.split(r"[,;:]|\b(?:and|but|so|when|once|after|before|while)\b", text[: t.start])[-1].split()[-width:]
    right = re.split(r"[,;:.]|\b(?:and|but|so|if|when|once|after|before|while|to)\b", text[t.end :])[0].split()[:width]
    return " ".join(left + [t.text] + right)


def _window_event(unit: str) -> set:
    """What a time window is for: the content words of the subject before the rule's verb ("collection", "call" in
    "Collection calls may only be made between 8 a.m. and 9 p.m."), without words for time itself; empty when the
    rule has no such subject ("Do not call before 8 a.m.")."""
    m = _WINDOW_SUBJECT.match(unit)
    event = content_words(m.group("np")) - _TIME_WORDS if m else set()
    head = content_words(re.split(r"\b(?:to|for|of|with|on|in|from)\b", m.group("np"), maxsplit=1)[0]) if m else set()
    if head and head <= _PERSON_STEMS | _STAFF_STEMS | {"debt", "our"}:
        # "Our agents may only call customers between ...", "Debt collectors may ...": the act is the event
        event |= content_words(re.split(r"\b(?:between|from|before|after|until)\b", unit[m.end():],
                                        maxsplit=1)[0]) - _TIME_WORDS
    return event | _CALL_WORDS if event & _CALL_WORDS else event


_WINDOW_SUBJECT = re.compile(r"^(?P<np>(?:[A-Za-z][\w'-]*\s+){0,4}?[A-Za-z][\w'-]*)\s+(?:is|are|may|must|can|should|"
                             r"shall|will|open|run|take place)\b", re.IGNORECASE)
# a passive whose subject is the timed event ("calls will be placed at", "the appointment is booked for")
_PLACED = re.compile(r"\b(?:be|been|is|are|was|were)\s+(?:placed|made|scheduled|booked|set|arranged|attempted|"
                     r"planned|held)\b", re.IGNORECASE)
_CALL_WORDS = frozenset({"call", "phone", "ring", "dial", "callback", "contact"})
_TIME_WORDS = frozenset({"hour", "hours", "time", "times", "window", "period", "opening"})
# the customer contacting the company: "you can call us", "you're welcome to ring our line", "call our support line"
_INBOUND = re.compile(r"\b(?:you|you're|you'll)\b(?:\s+\w+){0,4}?\s+(?:call|ring|phone|contact|reach|text|email|"
                      r"chat|message|write|speak|talk)\w*\s+(?:(?:with|to)\s+)?(?:us|our|me|the (?:store|shop|"
                      r"branch|office|team|desk|line))\b|\b(?:call|ring|phone|contact|reach|chat|talk|speak|write)\w*\s+"
                      r"(?:(?:with|to)\s+)?(?:us|our)\b",
                      re.IGNORECASE)


def _related_words(a: set, b: set) -> bool:
    """Share a word, or a word of one starts with a word of the other ("callback" / "call")."""
    if a & b:
        return True
    return any(x.startswith(y) or y.startswith(x) for x in a for y in b if min(len(x), len(y)) >= 4)


def _comparable(q: Quantity, p: Quantity) -> bool:
    """Same slot, and for durations within a factor of 1000: "valid for 30 days" and "sent within 1 minute" measure
    different things, "30 days" and "10 business days" the same one."""
    if not q.same_slot(p):
        return False
    if q.dim == "duration" and min(q.lo, p.lo) > 0:
        return max(q.lo, p.lo) / min(q.hi, p.hi) <= 1000
    return True


def _agrees(q: Quantity, p: Quantity) -> bool:
    """Compatible, or complementary percentages (keeping 20 % = refunding 80 %)."""
    if q.compatible(p):
        return True
    return q.dim == "percent" and p.dim == "percent" and abs((100 - q.lo) - p.lo) < 0.5


def _w_start(text: str, w: Window) -> int:
    i = text.find(w.text)
    return i if i >= 0 else -1


def _w_end(text: str, w: Window) -> int:
    i = text.find(w.text)
    return i + len(w.text) if i >= 0 else -1


__all__ = ["ClauseJudge"]
_ = re
