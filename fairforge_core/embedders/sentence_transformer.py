"""Sentence-transformers embedder; the default model is the packaged all-MiniLM-L6-v2."""

from __future__ import annotations

import logging
from typing import Optional

import numpy as np

from fairforge_core.core.embedder import Embedder
from fairforge_core.languages import language_set
from fairforge_core.models import (
    PACKAGED_MINILM_ID,
    PRECISIONS,
    cached_model,
    default_precision,
    is_packaged_minilm,
    packaged_minilm_path,
    padded_batches,
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
        precision: ``"float32"`` or ``"bfloat16"``; default (``None``): ``"bfloat16"`` for the packaged
            all-MiniLM-L6-v2 on a CPU with native bfloat16 (:func:`fairforge_core.models.default_precision`, the
            compliance model's rule), ``"float32"`` otherwise and for every other model. bfloat16 is about twice
            as fast there; cosine similarities move by about 0.001 (at most 0.005 on the texts measured in
            docs/performance.md), which cost about one correct verdict in 700 on the sets measured (S2 in
            training/next/README.md). In bfloat16 the transformer runs in bfloat16, each text is batched by
            :func:`fairforge_core.models.padded_batches` (so its vector does not depend on the other texts of the
            call), pooling and normalisation run in float32, and :attr:`embedder_id` ends ``:bf16``.

    ``encode`` returns ``float32`` arrays of shape ``(n, dim)``; an empty input gives shape ``(0, dim)``. The model
    is loaded on first use and shared by every instance with the same model, device and precision in the process.

    Raises:
        ValueError: an unknown ``precision`` (at construction); ``"bfloat16"`` for a model whose first module is
            not a transformer with a tokenizer (at first use).
    """

    def __init__(
        self,
        model: Optional[str] = None,
        batch_size: int = 32,
        normalize_embeddings: bool = True,
        device: str = "cpu",
        model_name: Optional[str] = None,
        languages: Optional[list[str]] = None,
        precision: Optional[str] = None,
    ):
        if precision is not None and precision not in ("float32", "bfloat16"):
            raise ValueError(f"precision must be float32 or bfloat16, got {precision!r}")
        self.model = model if model is not None else model_name
        if precision is None:
            precision = default_precision() if is_packaged_minilm(self.model) else "float32"
        self.precision = precision
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

        def load():
            st = SentenceTransformer(path, device=self.device, **kwargs)
            if self.precision == "bfloat16":
                import torch

                if not hasattr(st[0], "auto_model") or not callable(getattr(st[0], "tokenizer", None)):
                    raise ValueError(f"embedder {path}: precision bfloat16 needs a model whose first module is a "
                                     f"transformer with a tokenizer, not {type(st[0]).__name__}; use float32")
                st[0].to(torch.bfloat16)  # the transformer only; pooling and normalisation stay float32
            return st

        return cached_model(("st", path, self.device, self.precision), load)

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
        if self.precision == "bfloat16":
            return self._encode_by_width(texts)
        out = self.st_model.encode(
            texts,
            batch_size=self.batch_size,
            normalize_embeddings=self.normalize_embeddings,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return np.asarray(out, dtype=np.float32)

    def _encode_by_width(self, texts: list[str]) -> np.ndarray:
        """``encode`` in bfloat16: the first module (the transformer) on batches of one padded width, then the
        other modules (pooling, normalisation) on its token embeddings in float32."""
        import torch

        st = self.st_model
        first, rest = st[0], list(st)[1:]
        tok, limit = first.tokenizer, int(st.max_seq_length or 512)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        enc = tok(texts, truncation=True, max_length=limit)
        for idx, batch in padded_batches(tok, enc, self.batch_size, limit):
            with torch.inference_mode():
                batch = first(dict(batch))
                batch["token_embeddings"] = batch["token_embeddings"].float()
                for module in rest:
                    batch = module(batch)
                vectors = batch["sentence_embedding"]
                if self.normalize_embeddings:
                    vectors = torch.nn.functional.normalize(vectors, dim=-1)
                out[idx] = vectors.numpy()
        return out

    @property
    def embedder_id(self) -> str:
        """``sentence-transformers:<model>:normalize=<bool>``, with ``:bf16`` appended in bfloat16 (vectors stored
        under one id are never mixed with the other's)."""
        name = PACKAGED_MINILM_ID if is_packaged_minilm(self.model) else str(self.model)
        suffix = "" if self.precision == "float32" else f":{PRECISIONS[self.precision]}"
        return f"sentence-transformers:{name}:normalize={self.normalize_embeddings}{suffix}"
