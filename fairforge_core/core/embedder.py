"""The text-embedding interface (``fair_forge.core.embedder.Embedder``)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Optional

import numpy as np


class Embedder(ABC):
    """Maps texts to dense vectors.

    Contract:
        ``encode(texts)`` returns a float array of shape ``(len(texts), dim)``. Retrieval scores are dot products,
        which are cosine similarities only when the rows are L2-normalised, so implementations should normalise.
        ``encode_query(texts)`` encodes retrieval queries; it defaults to ``encode`` (embedders with a query
        instruction, like Qwen3-Embedding, override it).

    ``languages`` is the set of languages the model was trained for, as lowercase English names (see
    :mod:`fairforge_core.languages`), or ``None`` when not declared (nothing is checked). Sessions in another
    language are flagged as unreliable (insight note, ``unsupported_languages`` in the run's metadata).

    ``embedder_id`` names the model and its settings; it keys the embedding cache (``chunk_embeddings`` table), so
    two embedders that can produce different vectors must have different ids. The default is the class's qualified
    name; subclasses with a configurable model should override it.
    """

    @abstractmethod
    def encode(self, texts: list[str]) -> np.ndarray:
        """Embed documents. Returns an array of shape ``(n, dim)``."""

    def encode_query(self, texts: list[str]) -> np.ndarray:
        """Embed retrieval queries. Returns an array of shape ``(n, dim)``. Defaults to :meth:`encode`."""
        return self.encode(texts)

    @property
    def languages(self) -> Optional[frozenset[str]]:
        """Languages the model was trained for (lowercase English names), or ``None`` if not declared."""
        return None

    @property
    def embedder_id(self) -> str:
        cls = type(self)
        return f"{cls.__module__}.{cls.__qualname__}"


def unit_length(vectors: np.ndarray) -> np.ndarray:
    """``vectors`` (shape ``(n, d)``) as float32 rows of L2 length 1, so that dot products are cosine similarities;
    an all-zero row stays zero."""
    vectors = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.where(norms == 0, 1, norms)
