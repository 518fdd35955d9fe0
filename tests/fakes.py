"""Deterministic, dependency-free model stand-ins for tests (they implement the real interfaces; nothing here
replaces code under test).

``HashingEmbedder`` maps each lower-cased word to a fixed random direction (seeded by the word's sha256) and sums
them, so texts that share words have a high cosine similarity; it is exact and fast, which makes retrieval results
reproducible across runs and machines.

``FigureJudge`` is a three-way decision backend whose verdicts follow a rule anyone can check by hand (a figure of
the answer that the rule does not state contradicts it), for tests of what happens around a decision: headings,
storage, re-scoring, insights, alerts.
"""

from __future__ import annotations

import hashlib
import re

import numpy as np

from fairforge_core.core.embedder import Embedder
from fairforge_core.core.reranker import Reranker
from fairforge_core.judges.pairs import answer_sentences, closest_sentence, content_words, rule_units
from fairforge_core.languages import language_set
from fairforge_core.verdicts import ChunkJudge, ChunkJudgement

_WORD = re.compile(r"[a-z0-9]+")
_FIGURE = re.compile(r"\d+(?:[.,]\d+)*")


class HashingEmbedder(Embedder):
    """Bag-of-words embedding: sum of per-word random unit vectors, L2-normalised. ``encode -> (n, dim)``."""

    def __init__(self, dim: int = 64, languages=None):
        self.dim = dim
        self._languages = language_set(languages)  # declared like a real model's (None: not declared)
        self._cache: dict[str, np.ndarray] = {}
        self.calls = 0
        self.texts_encoded = 0

    def _word(self, w: str) -> np.ndarray:
        v = self._cache.get(w)
        if v is None:
            seed = int.from_bytes(hashlib.sha256(w.encode()).digest()[:8], "big")
            v = np.random.default_rng(seed).standard_normal(self.dim).astype(np.float32)
            self._cache[w] = v
        return v

    def encode(self, texts: list[str]) -> np.ndarray:
        self.calls += 1
        self.texts_encoded += len(texts)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, t in enumerate(texts):
            for w in _WORD.findall(t.lower()):
                out[i] += self._word(w)
            n = np.linalg.norm(out[i])
            if n > 0:
                out[i] /= n
        return out

    @property
    def languages(self):
        return self._languages

    @property
    def embedder_id(self) -> str:
        return f"test-hashing-{self.dim}"


class OverlapReranker(Reranker):
    """Score = share of the document's distinct words that appear in the query, in [0, 1]."""

    def score(self, query: str, documents: list[str]) -> list[float]:
        q = set(_WORD.findall(query.lower()))
        out = []
        for d in documents:
            words = set(_WORD.findall(d.lower()))
            out.append(len(words & q) / len(words) if words else 0.0)
        return out


class FigureJudge(ChunkJudge):
    """A deterministic three-way judge: its verdicts follow the figures (numbers) of the answer and of the rule.

    Each rule unit of the chunk (:func:`fairforge_core.judges.pairs.rule_units` of ``chunk.context or chunk.text``
    under ``chunk.heading``, as the learned judge reads it) that shares at least ``min_shared`` content words
    (:func:`~fairforge_core.judges.pairs.content_words`) with the answer is addressed; the one sharing the most (the
    first on a tie) decides for the chunk:

    * CONTRADICTS when the unit states a figure and the answer states one that the unit does not: support score 0.4
      when they also share a figure (a table row with the right hours and the wrong amount), else 0.2;
    * SUPPORTS otherwise (score 0.9).

    A chunk without an addressed unit is NEUTRAL (score 1.0). Evidence: ``rule_sentence`` is the unit's text,
    ``answer_span`` the answer sentence holding the first figure the unit lacks (for SUPPORTS, the sentence sharing
    most words with the unit), ``reason`` ``"figure 60 not in the rule"`` or ``"figures agree"``.
    """

    three_way = True

    def __init__(self, min_shared: int = 3):
        self.min_shared = int(min_shared)

    def judge(self, requests):
        return [self._one(r) for r in requests]

    def _one(self, request) -> ChunkJudgement:
        chunk = request.chunk
        words = content_words(request.answer)
        best, best_shared = None, 0
        for unit in rule_units(chunk.context or chunk.text, chunk.heading or ""):
            shared = len(content_words(unit.text) & words)
            if shared >= self.min_shared and shared > best_shared:
                best, best_shared = unit, shared
        if best is None:
            return ChunkJudgement(addressed=False, score=1.0)
        sentences = answer_sentences(request.answer)
        rule_figures = set(_FIGURE.findall(best.text))
        answer_figures = _FIGURE.findall(request.answer)
        foreign = [f for f in answer_figures if f not in rule_figures]
        if rule_figures and foreign:
            span = next((s for s in sentences if foreign[0] in _FIGURE.findall(s)), request.answer.strip())
            score = 0.4 if rule_figures & set(answer_figures) else 0.2
            return ChunkJudgement(addressed=True, score=score, rule_sentence=best.text, answer_span=span,
                                  reason=f"figure {foreign[0]} not in the rule")
        return ChunkJudgement(addressed=True, score=0.9, rule_sentence=best.text,
                              answer_span=closest_sentence(sentences, best.text) or request.answer.strip(),
                              reason="figures agree")
