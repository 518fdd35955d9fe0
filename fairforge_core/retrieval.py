"""Vector search over chunk embeddings, and fair-forge's query + answer merge.

Retrieval rule (fair-forge ``DocumentRetriever.retrieve`` / ``retrieve_merged``):

* score = dot product of the query vector with every chunk vector (cosine similarity for normalised embeddings);
* chunks are ranked by score, descending; ties keep corpus order (a stable sort);
* the first ``top_k`` are kept, then those with score ``>= similarity_threshold``;
* the user query and the assistant answer are retrieved separately (both encoded as queries); the two lists are
  concatenated (query hits first) and de-duplicated by chunk: a later copy replaces an earlier one only when its
  rounded similarity is strictly greater; the result is sorted by similarity, descending, ties in first-seen
  order. The merged list holds up to ``2 * top_k`` chunks.

fairforge also keeps *candidates*: up to ``candidate_top_k`` chunks per side with score ``>=
candidate_similarity_threshold`` (both at least as wide as the selection settings), each with its rank and score on
each side. :func:`select` re-applies any narrower ``(top_k, similarity_threshold)`` to stored candidates without
touching the embeddings, which is how policy variants are re-scored.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Optional

import numpy as np

SIMILARITY_DECIMALS = 4


@dataclass(frozen=True)
class Candidate:
    """One chunk retrieved for an interaction.

    Attributes:
        chunk_pos: position of the chunk in the index (0-based).
        query_rank, query_score: rank (0-based) and raw cosine score from the user-query retrieval, or ``None``.
        answer_rank, answer_score: the same from the answer retrieval, or ``None``.
    """

    chunk_pos: int
    query_rank: Optional[int]
    query_score: Optional[float]
    answer_rank: Optional[int]
    answer_score: Optional[float]


@dataclass(frozen=True)
class Selected:
    """A candidate that passes ``(top_k, similarity_threshold)``; ``similarity`` is rounded to 4 decimals."""

    candidate: Candidate
    similarity: float


def top_k_stable(scores: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Indices and scores of the ``k`` largest entries of each row, descending, ties by ascending index.

    Equivalent to a stable descending sort truncated to ``k``, in O(n) per row plus O(k log k).

    Args:
        scores: float array of shape ``(m, n)``.
        k: number to keep (``>= 1``); at most ``n`` are returned.

    Returns:
        ``(idx, vals)``, both of shape ``(m, min(k, n))``.
    """
    m, n = scores.shape
    k = min(k, n)
    if k == 0:
        return np.zeros((m, 0), dtype=np.int64), np.zeros((m, 0), dtype=scores.dtype)
    out_idx = np.empty((m, k), dtype=np.int64)
    if k == n:
        part = np.broadcast_to(np.arange(n), (m, n))
    else:
        part = np.argpartition(-scores, k - 1, axis=1)[:, :k]
    for r in range(m):
        row = scores[r]
        if k == n:
            cand = np.arange(n)
        else:
            kth = row[part[r]].min()
            cand = np.flatnonzero(row >= kth)
        order = np.lexsort((cand, -row[cand]))
        out_idx[r] = cand[order[:k]]
    vals = np.take_along_axis(scores, out_idx, axis=1)
    return out_idx, vals


class ChunkIndex:
    """Exact (brute-force) cosine search over a matrix of chunk embeddings held in memory.

    Args:
        embeddings: float array ``(n_chunks, dim)``; rows should be L2-normalised.
        block_bytes: upper bound on the score block computed at once (bounds memory for large corpora).
    """

    def __init__(self, embeddings: np.ndarray, block_bytes: int = 64 * 1024 * 1024):
        self.embeddings = np.ascontiguousarray(embeddings, dtype=np.float32)
        if self.embeddings.ndim != 2:
            raise ValueError(f"embeddings must be 2-D (n_chunks, dim), got shape {self.embeddings.shape}")
        self.block_bytes = block_bytes

    def __len__(self) -> int:
        return self.embeddings.shape[0]

    def search(self, queries: np.ndarray, k: int, min_score: float) -> list[list[tuple[int, float]]]:
        """For each query row, the top ``k`` chunks (stable ties) with score ``>= min_score``.

        Returns one list per query of ``(chunk_pos, raw_score)``, best first.
        """
        queries = np.asarray(queries, dtype=np.float32)
        n = len(self)
        if n == 0 or queries.shape[0] == 0:
            return [[] for _ in range(queries.shape[0])]
        if queries.shape[1] != self.embeddings.shape[1]:
            raise ValueError(
                f"query dimension {queries.shape[1]} does not match the chunk embedding dimension "
                f"{self.embeddings.shape[1]}"
            )
        rows = max(1, self.block_bytes // (4 * n))
        out: list[list[tuple[int, float]]] = []
        for b in range(0, queries.shape[0], rows):
            scores = queries[b : b + rows] @ self.embeddings.T
            idx, vals = top_k_stable(scores, k)
            for r in range(idx.shape[0]):
                out.append([(int(i), float(v)) for i, v in zip(idx[r], vals[r]) if v >= min_score])
        return out


def merge_candidates(
    query_hits: Sequence[tuple[int, float]], answer_hits: Sequence[tuple[int, float]]
) -> list[Candidate]:
    """Combine the two per-side hit lists into candidates (one per chunk), in first-seen order."""
    by_pos: dict[int, list] = {}
    for rank, (pos, score) in enumerate(query_hits):
        by_pos[pos] = [rank, score, None, None]
    for rank, (pos, score) in enumerate(answer_hits):
        entry = by_pos.setdefault(pos, [None, None, None, None])
        entry[2], entry[3] = rank, score
    return [Candidate(pos, *vals) for pos, vals in by_pos.items()]


def select(candidates: Sequence[Candidate], top_k: int, similarity_threshold: float) -> list[Selected]:
    """Apply fair-forge's per-side ``top_k`` + threshold and merge rule to stored candidates.

    Returns the merged list sorted by rounded similarity, descending, ties in first-seen order (query side first).
    """
    seen: dict[int, Selected] = {}

    def offer(c: Candidate, rank: Optional[int], score: Optional[float]) -> None:
        if rank is None or rank >= top_k or score < similarity_threshold:
            return
        sim = round(score, SIMILARITY_DECIMALS)
        prev = seen.get(c.chunk_pos)
        if prev is None or sim > prev.similarity:
            seen[c.chunk_pos] = Selected(c, sim)

    for c in sorted((c for c in candidates if c.query_rank is not None), key=lambda c: c.query_rank):
        offer(c, c.query_rank, c.query_score)
    for c in sorted((c for c in candidates if c.answer_rank is not None), key=lambda c: c.answer_rank):
        offer(c, c.answer_rank, c.answer_score)
    return sorted(seen.values(), key=lambda s: -s.similarity)
