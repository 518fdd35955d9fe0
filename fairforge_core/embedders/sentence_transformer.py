"""Sentence-transformers embedder; the default model is the packaged all-MiniLM-L6-v2."""

from __future__ import annotations

import logging
from typing import Optional

import numpy as np

from fairforge_core.core.embedder import Embedder
from fairforge_core.languages import language_set
from fairforge_core.models import (
    PACKAGED_MINILM_ID,
    cached_model,
    is_packaged_minilm,
    packaged_minilm_path,
    resolve_local_model,
)

logger = logging.getLogger("fairforge.embedders")


class SentenceTransformerEmbedder(Embedder):
    """Embeds texts with a sentence-transformers model, offline.

    Args:
        model: ``None`` / ``"all-MiniLM-L6-v2"`` for the packaged all-MiniLM-L6-v2 (384 dimensions), a local model
            folder, or a name already in the local Hugging Face cache. Nothing is downloaded.
        batch_size: texts per forward pass (32 is fastest for MiniLM on this class of CPU).
        normalize_embeddings: L2-normalise the rows (default ``True``: dot product = cosine similarity).
        device: torch device, default ``"cpu"``.
        model_name: alias of ``model`` for code written against fair-forge.
        languages: the languages the model was trained for (names or ISO codes, e.g. ``["en", "es"]``); default:
            English for the packaged all-MiniLM-L6-v2, not declared (nothing checked) for any other model.

    ``encode`` returns ``float32`` arrays of shape ``(n, dim)``; an empty input gives shape ``(0, dim)``. The model
    is loaded on first use and shared by every instance with the same model and device in the process.
    """

    def __init__(
        self,
        model: Optional[str] = None,
        batch_size: int = 32,
        normalize_embeddings: bool = True,
        device: str = "cpu",
        model_name: Optional[str] = None,
        languages: Optional[list[str]] = None,
    ):
        self.model = model if model is not None else model_name
        self._languages = language_set(languages)
        if self._languages and is_packaged_minilm(self.model) and self._languages - {"english"}:
            logger.warning("languages %s declared for the packaged all-MiniLM-L6-v2, which was trained on English "
                           "only: sessions in them are no longer flagged as unreliable, but retrieval for them does "
                           "not improve", sorted(self._languages - {"english"}))
        self.batch_size = int(batch_size)
        self.normalize_embeddings = bool(normalize_embeddings)
        self.device = device

    def _load(self):
        from sentence_transformers import SentenceTransformer

        if is_packaged_minilm(self.model):
            path, local = str(packaged_minilm_path()), True
        else:
            path, local = resolve_local_model(self.model)
        kwargs = {} if local else {"local_files_only": True}
        return cached_model(("st", path, self.device), lambda: SentenceTransformer(path, device=self.device, **kwargs))

    @property
    def languages(self) -> Optional[frozenset[str]]:
        if self._languages is not None:
            return self._languages
        # all-MiniLM-L6-v2 was fine-tuned on English sentence pairs only (its model card)
        return frozenset({"english"}) if is_packaged_minilm(self.model) else None

    @property
    def st_model(self):
        """The underlying ``SentenceTransformer`` (loaded on first access)."""
        return self._load()

    @property
    def dim(self) -> int:
        m = self.st_model
        getter = getattr(m, "get_embedding_dimension", None) or m.get_sentence_embedding_dimension
        return int(getter())

    def encode(self, texts: list[str]) -> np.ndarray:
        texts = list(texts)
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        out = self.st_model.encode(
            texts,
            batch_size=self.batch_size,
            normalize_embeddings=self.normalize_embeddings,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return np.asarray(out, dtype=np.float32)

    @property
    def embedder_id(self) -> str:
        name = PACKAGED_MINILM_ID if is_packaged_minilm(self.model) else str(self.model)
        return f"sentence-transformers:{name}:normalize={self.normalize_embeddings}"
