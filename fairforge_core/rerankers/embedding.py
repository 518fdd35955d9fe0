"""A relevance "reranker" built on the embedder: cosine similarity between answer and chunk."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence

import numpy as np

from fairforge_core.core.embedder import Embedder, unit_length
from fairforge_core.core.reranker import Reranker


class EmbeddingSimilarityReranker(Reranker):
    """Scores a (answer, chunk) pair by the cosine similarity of their embeddings, clipped to [0, 1].

    What it can judge: whether the answer talks about the same thing as the chunk (topical closeness).
    What it cannot judge: agreement. "Refunds within 90 days" scores about as high against a 30-day rule as
    "refunds within 30 days" does, so in the two-way mode a wrong number looks supportive and an unrelated chunk
    counts as a contradiction. Use it for parity experiments, not for compliance decisions.

    Known vectors: the evaluator already holds the embeddings of every corpus chunk (the ``chunk_embeddings``
    cache) and, for embedders that encode queries like documents, of every answer of the batch. It offers them
    through :meth:`remember` (via ``RerankerJudge.offer_vectors``), and :meth:`score_pairs` embeds only texts it
    was not given. Without that, every batch would re-embed each retrieved chunk (the whole corpus, for a large
    enough batch). Nothing is remembered implicitly: a reranker that is never offered vectors embeds every text
    it scores, once per call, like fair-forge.

    Args:
        embedder: any :class:`~fairforge_core.core.embedder.Embedder` with normalised output.
        max_remembered: bound on remembered non-corpus texts (least recently offered are dropped first).
    """

    def __init__(self, embedder: Embedder, max_remembered: int = 4096):
        self.embedder = embedder
        self.max_remembered = int(max_remembered)
        self._corpus: dict[str, np.ndarray] = {}
        self._recent: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def remember(self, texts: Sequence[str], vectors: np.ndarray, embedder_id: str, *, corpus: bool = False) -> bool:
        """Take vectors the caller already computed with ``embedder_id`` (see ``ChunkJudge.offer_vectors``).

        Corpus vectors replace the previous corpus set and are kept as views of ``vectors`` (no copy); other
        vectors are copied into a bounded LRU of ``max_remembered`` texts. Returns ``False`` (and keeps nothing)
        when ``embedder_id`` is not this reranker's embedder or the shapes disagree.
        """
        vectors = np.asarray(vectors)
        if embedder_id != self.embedder.embedder_id or vectors.ndim != 2 or vectors.shape[0] != len(texts):
            return False
        with self._lock:
            if corpus:
                self._corpus = dict(zip(texts, vectors))
            else:
                for t, v in zip(texts, vectors):
                    self._recent[t] = np.array(v, dtype=np.float32)
                    self._recent.move_to_end(t)
                while len(self._recent) > self.max_remembered:
                    self._recent.popitem(last=False)
        return True

    def _known(self, text: str):
        v = self._corpus.get(text)
        if v is None:
            v = self._recent.get(text)
        return v

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """L2-normalised float32 vectors ``(len(texts), dim)``: remembered ones looked up, the rest encoded in one
        call."""
        with self._lock:
            known = [self._known(t) for t in texts]
        missing = [i for i, v in enumerate(known) if v is None]
        if missing:
            new = np.asarray(self.embedder.encode([texts[i] for i in missing]), dtype=np.float32)
            for j, i in enumerate(missing):
                known[i] = new[j]
        if not known:
            return np.zeros((0, 0), dtype=np.float32)
        return unit_length(np.stack(known))

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        if not pairs:
            return []
        texts = sorted({t for pair in pairs for t in pair})
        pos = {t: i for i, t in enumerate(texts)}
        vecs = self.embed(texts)
        qi = np.fromiter((pos[q] for q, _ in pairs), dtype=np.int64, count=len(pairs))
        di = np.fromiter((pos[d] for _, d in pairs), dtype=np.int64, count=len(pairs))
        sims = np.einsum("ij,ij->i", vecs[qi], vecs[di])
        return [float(s) for s in np.clip(sims, 0.0, 1.0)]

    def score(self, query: str, documents: list[str]) -> list[float]:
        return self.score_pairs([(query, d) for d in documents])

    @property
    def reranker_id(self) -> str:
        return f"embedding-cosine:{self.embedder.embedder_id}"
