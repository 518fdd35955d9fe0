"""A relevance "reranker" built on the embedder: cosine similarity between answer and chunk."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from fairforge_core.core.embedder import Embedder
from fairforge_core.core.reranker import Reranker


class EmbeddingSimilarityReranker(Reranker):
    """Scores a (answer, chunk) pair by the cosine similarity of their embeddings, clipped to [0, 1].

    What it can judge: whether the answer talks about the same thing as the chunk (topical closeness).
    What it cannot judge: agreement. "Refunds within 90 days" scores about as high against a 30-day rule as
    "refunds within 30 days" does, so in the two-way mode a wrong number looks supportive and an unrelated chunk
    counts as a contradiction. Use it for parity experiments, not for compliance decisions.

    Args:
        embedder: any :class:`~fairforge_core.core.embedder.Embedder` with normalised output.
    """

    def __init__(self, embedder: Embedder):
        self.embedder = embedder

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        if not pairs:
            return []
        texts = sorted({t for pair in pairs for t in pair})
        pos = {t: i for i, t in enumerate(texts)}
        vecs = np.asarray(self.embedder.encode(texts), dtype=np.float32)
        norms = np.linalg.norm(vecs, axis=1, keepdims=True)
        vecs = vecs / np.where(norms == 0, 1, norms)
        return [float(np.clip(vecs[pos[q]] @ vecs[pos[d]], 0.0, 1.0)) for q, d in pairs]

    def score(self, query: str, documents: list[str]) -> list[float]:
        return self.score_pairs([(query, d) for d in documents])

    @property
    def reranker_id(self) -> str:
        return f"embedding-cosine:{self.embedder.embedder_id}"
