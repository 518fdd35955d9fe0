"""Deterministic, dependency-free model stand-ins for tests (they implement the real interfaces; nothing here
replaces code under test).

``HashingEmbedder`` maps each lower-cased word to a fixed random direction (seeded by the word's sha256) and sums
them, so texts that share words have a high cosine similarity; it is exact and fast, which makes retrieval results
reproducible across runs and machines.
"""

from __future__ import annotations

import hashlib
import re

import numpy as np

from fairforge_core.core.embedder import Embedder
from fairforge_core.core.reranker import Reranker
from fairforge_core.languages import language_set

_WORD = re.compile(r"[a-z0-9]+")


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
