"""The relevance-reranker interface (``fair_forge.core.reranker.Reranker``)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence


class Reranker(ABC):
    """Scores how well each document supports a query.

    Contract: ``score(query, documents)`` returns one float in [0, 1] per document (higher = supports). In the
    Regulatory metric the query is the assistant's answer and the documents are retrieved corpus chunks.

    ``score_pairs`` scores many (query, document) pairs at once. The default groups pairs by query and calls
    ``score``; model-backed rerankers override it to batch across interactions.
    """

    @abstractmethod
    def score(self, query: str, documents: list[str]) -> list[float]:
        """Return one score in [0, 1] per document."""

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        """Score ``(query, document)`` pairs; returns one score per pair, in input order."""
        by_query: dict[str, list[int]] = {}
        for i, (query, _) in enumerate(pairs):
            by_query.setdefault(query, []).append(i)
        out = [0.0] * len(pairs)
        for query, idxs in by_query.items():
            scores = self.score(query, [pairs[i][1] for i in idxs])
            if len(scores) != len(idxs):
                raise ValueError(f"{type(self).__name__}.score returned {len(scores)} scores for {len(idxs)} documents")
            for i, s in zip(idxs, scores):
                out[i] = float(s)
        return out

    @property
    def reranker_id(self) -> str:
        cls = type(self)
        return f"{cls.__module__}.{cls.__qualname__}"
