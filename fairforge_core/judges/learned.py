"""fairforge's offline per-chunk decision: a fine-tuned cross-encoder over rule units, with figures compared by code.

For each interaction (question, answer, earlier turns) and its retrieved chunks (docs/verdicts.md, "The learned judge"):

1. **Rule units.** Each chunk is split by :func:`fairforge_core.judges.pairs.rule_units` (sentences, bullets with
   their lead-in, table rows with their header).
2. **Selection.** Units are ranked by their best cosine with the answer, the question or one answer sentence
   (vectors cached); the best ``max_units`` with at least ``min_relevance`` are judged, so the cost per
   interaction does not grow with the corpus.
3. **Decision.** Each unit is paired with the interaction (:func:`~fairforge_core.judges.pairs.model_input`) and
   :class:`~fairforge_core.judges.model.ComplianceModel` gives P(SUPPORTS, CONTRADICTS, NEUTRAL). A unit
   contradicts when ``P(CONTRADICTS)`` reaches ``first_unit_cut`` (the most similar unit) or ``contradiction_cut``
   (the others), else supports when ``P(SUPPORTS) >= support_cut``.
4. **Table rows.** Code decides a table row where the answer names it and states a figure for one of its numeric
   columns (:func:`~fairforge_core.judges.comparators.row_comparisons`: CONTRADICTS if a figure differs, SUPPORTS
   if they match), and leaves it NEUTRAL where the answer names another row of the table; else the model decides.
5. **Chunk.** A chunk CONTRADICTS when one of its units does, else SUPPORTS when one does, else it is NEUTRAL. Its
   score is :func:`~fairforge_core.judges.model.support_score`, so the evaluator's ``contradiction_threshold``
   (0.6) reproduces the cut-off and policy re-scoring can move it.

Evidence for every SUPPORTS and CONTRADICTS chunk: ``rule_sentence`` (the deciding unit), ``answer_span`` (the
answer sentence with a disagreeing figure, else the one sharing most words with the unit) and ``reason``.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Optional

import numpy as np

from fairforge_core.core.embedder import Embedder, unit_length
from fairforge_core.judges.comparators import Comparison, comparisons, names_row, row_comparisons
from fairforge_core.judges.model import ComplianceModel, support_score
from fairforge_core.judges.pairs import (
    RuleUnit,
    answer_excerpt,
    answer_sentences,
    closest_sentence,
    content_words,
    model_input,
    rule_units,
)
from fairforge_core.query_vectors import cached_rows
from fairforge_core.verdicts import ChunkJudge, ChunkJudgement, JudgeRequest


@dataclass
class UnitDecision:
    """The judge's decision on one rule unit of one interaction.

    Attributes:
        unit: the rule unit.
        probs: P(SUPPORTS), P(CONTRADICTS), P(NEUTRAL), shape ``(3,)``: the model's, or one-hot where code decided a
            table row (step 4).
        rows: for a table row decided by code, the figure comparisons that decided it; else ``()``.
        rank: its place among the units judged for the interaction, 0 for the most similar (step 2).
        similarity: its best cosine with the answer, the question or one answer sentence, in [-1, 1].
    """

    unit: RuleUnit
    probs: np.ndarray
    rows: tuple[Comparison, ...] = ()
    rank: int = 0
    similarity: float = 0.0


def _row_decision(unit: RuleUnit, siblings: Sequence[RuleUnit], answer: str, probs: np.ndarray,
                  sentences: Optional[list[str]] = None) -> tuple[np.ndarray, tuple[Comparison, ...]]:
    """Step 4 of the module docstring: the probabilities of a table-row unit as code decides them (one-hot), or
    the model's ``probs`` unchanged when code has nothing to say. ``sentences``: the answer's, if known."""
    if not unit.cells:
        return probs, ()
    words = content_words(answer)  # once for this row and its siblings
    if names_row(unit.cells, answer, words):
        found = tuple(row_comparisons(unit.cells, sentences or answer_sentences(answer)))
        if any(c.relation == "differs" for c in found):
            return np.array([0.0, 1.0, 0.0], dtype=np.float32), tuple(c for c in found if c.relation == "differs")
        if found:
            return np.array([1.0, 0.0, 0.0], dtype=np.float32), found
        return probs, ()
    header = tuple(h for h, _ in unit.cells)
    if any(s.cells and s.cells != unit.cells and tuple(h for h, _ in s.cells) == header
           and names_row(s.cells, answer, words) for s in siblings):
        return np.array([0.0, 0.0, 1.0], dtype=np.float32), ()  # the answer is about another row of this table
    return probs, ()


def most_relevant(similarity: Sequence[float], keys: Sequence[str], max_units: int, min_relevance: float) -> list[int]:
    """Step 2 of the module docstring: which units go to the model.

    Args:
        similarity: per unit, its best cosine with the answer, the question or one answer sentence.
        keys: per unit, its model text; a unit whose text was already chosen (the same rule in two overlapping
            chunks) is skipped and does not count.
        max_units: at most this many distinct texts are chosen.
        min_relevance: no unit less similar than this is chosen.

    Returns:
        indices into ``similarity``, the most similar first (on a tie, the earlier unit first).
    """
    chosen: list[int] = []
    seen: set[str] = set()
    for i in sorted(range(len(similarity)), key=lambda i: -similarity[i]):
        if similarity[i] < min_relevance or len(seen) >= max_units:
            break
        if keys[i] not in seen:
            seen.add(keys[i])
            chosen.append(i)
    return chosen


class LearnedJudge(ChunkJudge):
    """fairforge's default decision backend: ``decision: offline`` (``decision: learned`` is another name for it)
    builds this judge with the configured embedder and ``judge_kwargs``; see the module docstring.

    Args:
        embedder: ranks rule units by similarity (default: the packaged all-MiniLM-L6-v2).
        model_path: a compliance model folder (default: the packaged model).
        precision: see :class:`~fairforge_core.judges.model.ComplianceModel`.
        max_units: rule units judged per interaction (>= 1), the most similar first.
        min_relevance: in [-1, 1]; a unit less similar than this to the answer, the question and every answer
            sentence is not judged.
        contradiction_cut, support_cut, first_unit_cut: in (0, 1]; the probability cut-offs of step 3
            (``first_unit_cut`` for the interaction's most similar unit).
        cache_size: chunks whose units and unit vectors are kept in memory.
        earlier_turns: also give the model the last two earlier turns.

    How each default was chosen: docs/verdicts.md, "Settings".

    Raises:
        ValueError: a setting out of range.
    """

    three_way = True

    def __init__(self, embedder: Optional[Embedder] = None, model_path: Optional[str] = None,
                 precision: Optional[str] = None, max_units: int = 4, min_relevance: float = 0.2,
                 contradiction_cut: float = 0.5, support_cut: float = 0.5, cache_size: int = 4096,
                 earlier_turns: bool = False, first_unit_cut: float = 0.3):
        if max_units < 1:
            raise ValueError(f"max_units must be >= 1, got {max_units}")
        for name, value in (("contradiction_cut", contradiction_cut), ("support_cut", support_cut),
                            ("first_unit_cut", first_unit_cut)):
            if not 0.0 < value <= 1.0:
                raise ValueError(f"{name} must be in (0, 1], got {value}")
        if not -1.0 <= min_relevance <= 1.0:
            raise ValueError(f"min_relevance must be in [-1, 1], got {min_relevance}")
        if embedder is None:
            from fairforge_core.embedders import SentenceTransformerEmbedder

            embedder = SentenceTransformerEmbedder()
        self.embedder = embedder
        self.model = ComplianceModel(model_path, precision=precision)
        self.max_units = int(max_units)
        self.min_relevance = float(min_relevance)
        self.contradiction_cut = float(contradiction_cut)
        self.support_cut = float(support_cut)
        self.first_unit_cut = float(first_unit_cut)
        self.cache_size = int(cache_size)
        self.earlier_turns = bool(earlier_turns)
        self._units: OrderedDict[str, list[RuleUnit]] = OrderedDict()
        self._lock = threading.Lock()
        self._offered: dict[str, np.ndarray] = {}
        #: vectors of rule units seen so far (bounded like the unit cache): a unit is encoded once per process
        self._unit_vectors: OrderedDict[str, np.ndarray] = OrderedDict()
        #: optional persistent store of vectors and pair probabilities (see :meth:`use_vector_cache`)
        self.vector_cache = None
        #: distinct texts encoded by the embedder / taken from a cache, pairs given to the model and pairs whose
        #: probabilities came from the persistent cache, so far
        self.vectors_embedded = 0
        self.vectors_cached = 0
        self.pairs_scored = 0
        self.pairs_cached = 0
        #: when a list, every :meth:`judge` call appends ``(request, [UnitDecision, ...])`` per request (for
        #: ``benchmarks/verdict_rules.py``, which scores other verdict rules on them); ``None``: nothing is kept
        self.decision_log: Optional[list] = None

    @property
    def judge_id(self) -> str:
        return (f"offline-learned-v1(model={self.model.model_id}, embedder={self.embedder.embedder_id}, "
                f"units={self.max_units}, relevance={self.min_relevance}, cuts={self.contradiction_cut}/"
                f"{self.support_cut}, first={self.first_unit_cut}, earlier={'on' if self.earlier_turns else 'off'})")

    # -- vectors -----------------------------------------------------------------------------------------------
    def use_vector_cache(self, cache) -> None:
        """Keep the vectors of rule units and answers in ``cache`` (a
        :class:`fairforge_core.query_vectors.QueryVectorCache`) under the embedder id suffixed ``|encode``, and the
        model's three probabilities of each pair under the model id suffixed ``|pairs`` (keyed by the exact pair
        text), so a re-evaluation embeds nothing again and scores only pairs it has not scored before."""
        self.vector_cache = cache

    def _pair_probabilities(self, pairs: list[tuple[str, str]]) -> np.ndarray:
        """P(SUPPORTS, CONTRADICTS, NEUTRAL) of each (rule text, answer side text) pair, shape ``(len(pairs), 3)``:
        stored ones from the persistent cache (the same model, by sha256 and precision, scored the same pair
        before: the stored float32 values, so a re-evaluation decides exactly as the first one did), the rest from
        one :meth:`ComplianceModel.predict` call, then stored."""
        if not pairs:
            return np.zeros((0, 3), dtype=np.float32)
        keys = [json.dumps(p, ensure_ascii=False) for p in pairs]  # unambiguous: two texts, one string
        by_key = dict(zip(keys, pairs))
        rows, scored = cached_rows(self.vector_cache, f"{self.model.model_id}|pairs", keys,
                                   lambda missing: self.model.predict([by_key[k] for k in missing]))
        self.pairs_scored += scored
        self.pairs_cached += len(keys) - scored
        return np.stack([rows[k] for k in keys])

    def offer_vectors(self, texts: Sequence[str], vectors: np.ndarray, embedder_id: str, *,
                      corpus: bool = False) -> None:
        """Question and answer vectors of the batch (``encode`` of the same embedder), used instead of encoding
        them again; corpus chunk vectors are not needed (units are ranked, not chunks)."""
        if corpus or embedder_id != self.embedder.embedder_id:
            return
        with self._lock:
            if len(self._offered) > 8192:
                self._offered.clear()
            self._offered.update(zip(texts, unit_length(vectors)))

    def _encode(self, texts: Sequence[str]) -> dict[str, np.ndarray]:
        """Unit-length float32 vectors by text: offered, cached, or from one ``encode`` call."""
        unique = list(dict.fromkeys(texts))
        with self._lock:
            known = {t: self._offered.get(t, self._unit_vectors.get(t)) for t in unique
                     if t in self._offered or t in self._unit_vectors}
        rest = [t for t in unique if t not in known]
        stored, embedded = cached_rows(self.vector_cache, f"{self.embedder.embedder_id}|encode", rest,
                                       self._encode_now)
        known.update(stored)
        with self._lock:
            for t in unique:
                if t not in self._offered:
                    self._unit_vectors[t] = known[t]
            while len(self._unit_vectors) > 16 * self.cache_size:
                self._unit_vectors.popitem(last=False)
        self.vectors_embedded += embedded
        self.vectors_cached += len(unique) - embedded
        return known

    def _encode_now(self, texts: list[str]) -> np.ndarray:
        """Unit-length vectors of ``texts`` from one ``encode`` call."""
        vecs = np.asarray(self.embedder.encode(texts), dtype=np.float32)
        if vecs.shape[0] != len(texts):
            raise ValueError(f"{self.embedder.embedder_id} returned {vecs.shape[0]} vectors for {len(texts)} texts")
        return unit_length(vecs)

    def _chunk_units(self, request: JudgeRequest) -> list[RuleUnit]:
        chunk = request.chunk
        key = chunk.chunk_hash or chunk.text
        with self._lock:
            if key in self._units:
                self._units.move_to_end(key)
                return self._units[key]
        units = rule_units(chunk.context or chunk.text, chunk.heading or "")
        with self._lock:
            self._units[key] = units
            while len(self._units) > self.cache_size:
                self._units.popitem(last=False)
        return units

    # -- judging -----------------------------------------------------------------------------------------------
    def judge(self, requests: Sequence[JudgeRequest]) -> list[ChunkJudgement]:
        if not requests:
            return []
        # one group per interaction: its requests share the unit budget (the same texts in two interactions, e.g.
        # two sessions with the same "Thanks!", are two groups that share pairs, so they get the same decisions)
        groups: OrderedDict[tuple, list[int]] = OrderedDict()
        for i, r in enumerate(requests):
            groups.setdefault((r.group, r.query, r.answer, r.history), []).append(i)
        units_of = [self._chunk_units(r) for r in requests]
        sentences = {a: answer_sentences(a) for _, _, a, _ in groups}
        texts = [u.model_text for us in units_of for u in us] + [t for _, q, a, _ in groups for t in (q, a)]
        texts += [s for ss in sentences.values() if len(ss) > 1 for s in ss]
        vec = self._encode([t for t in texts if t.strip()])

        pairs: dict[tuple[str, str], int] = {}
        chosen: list[list[tuple[RuleUnit, int]]] = [[] for _ in requests]
        for (_, query, answer, history), idxs in groups.items():
            if not answer.strip():
                continue  # an empty answer addresses nothing
            # step 2: the best match of a unit with the answer, the question or one answer sentence
            own = sentences[answer] if len(sentences[answer]) > 1 else []
            targets = np.stack([vec[t] for t in (answer, query, *own) if t.strip()])
            candidates = [(i, u) for i in idxs for u in units_of[i] if u.model_text in vec]
            similarity = [float((targets @ vec[u.model_text]).max()) for _, u in candidates]
            for rank, k in enumerate(most_relevant(similarity, [u.model_text for _, u in candidates],
                                                   self.max_units, self.min_relevance)):
                i, u = candidates[k]
                pair = model_input(u, query, answer, history, figures=self._figures,
                                   earlier=self.earlier_turns)
                chosen[i].append((u, pairs.setdefault(pair, len(pairs)), rank, similarity[k]))
        probs = self._pair_probabilities(list(pairs))
        out = []
        for i, r in enumerate(requests):
            decisions = []
            for u, k, rank, sim in chosen[i]:
                p, rows = _row_decision(u, units_of[i], r.answer, probs[k], sentences[r.answer])
                decisions.append(UnitDecision(u, p, rows, rank, sim))
            if self.decision_log is not None:
                self.decision_log.append((r, decisions))
            out.append(self._chunk_judgement(r, decisions, sentences[r.answer]))
        return out

    @property
    def _figures(self) -> bool:
        return bool(self.model.manifest.get("figures", True))

    def _chunk_judgement(self, request: JudgeRequest, decisions: list[UnitDecision],
                         sentences: list[str]) -> ChunkJudgement:
        if not decisions:
            return ChunkJudgement(addressed=False, score=1.0)
        cuts = [self.first_unit_cut if d.rank == 0 else self.contradiction_cut for d in decisions]
        score, k = min((support_score(float(d.probs[1]), c), k) for k, (d, c) in enumerate(zip(decisions, cuts)))
        worst, p_c = decisions[k], float(decisions[k].probs[1])
        if p_c >= cuts[k]:
            return self._evidence(request, worst, score, "contradicts", p_c, sentences)
        best = max(decisions, key=lambda d: float(d.probs[0]))
        if float(best.probs[0]) >= self.support_cut:
            return self._evidence(request, best, score, "supports", float(best.probs[0]), sentences)
        return ChunkJudgement(addressed=False, score=score)

    def _evidence(self, request: JudgeRequest, d: UnitDecision, score: float, outcome: str, p: float,
                  sentences: list[str]) -> ChunkJudgement:
        if d.rows:  # a table row decided by code
            c = d.rows[0]
            span = next((s for s in sentences if c.stated.text in s), request.answer.strip())
            return ChunkJudgement(addressed=True, score=score, rule_sentence=d.unit.text, answer_span=span,
                                  reason=f"table row: {c.describe()}")
        excerpt = answer_excerpt(request.answer, d.unit.text)
        customer = " ".join([request.query, *(q for q, _ in request.history[-2:])])
        figures = comparisons(d.unit.text, excerpt, customer)
        span = ""
        telling = [c for c in figures if c.who == "answer" and c.agrees == (outcome == "supports")]
        if telling:
            span = next((s for s in sentences if telling[0].stated.text in s), "")
        span = span or closest_sentence(sentences, d.unit.text) or request.answer.strip()
        reason = f"model: {outcome} ({p:.2f})"
        if telling:
            reason += f"; {telling[0].describe()}"
        return ChunkJudgement(addressed=True, score=score, rule_sentence=d.unit.text, answer_span=span,
                              reason=reason)
