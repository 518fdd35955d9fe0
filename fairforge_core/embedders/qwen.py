"""Qwen3-Embedding from a local path (last-token pooling, L2 normalisation, query instruction)."""

from __future__ import annotations

import numpy as np

from fairforge_core.core.embedder import Embedder
from fairforge_core.models import load_transformers

DEFAULT_TASK = "Given a user query, retrieve relevant passages that answer the query"


class QwenEmbedder(Embedder):
    """Qwen3-Embedding loaded from a local folder (or the local Hugging Face cache); never downloads.

    Behaviour follows fair-forge's ``QwenEmbedder``: left padding, last-token pooling, L2 normalisation, and
    ``encode_query`` prefixes ``"Instruct: {task}\\nQuery:{text}"``. Differences: float32 on CPU (fair-forge used
    float16 everywhere, which is slow on CPU and rounds similarities to ~3 digits); inputs are sorted by length
    before batching to cut padding; texts longer than ``max_length`` tokens are truncated by the tokenizer
    (embedding models have no window mode).

    Args:
        model_name_or_path: local folder of a Qwen3-Embedding checkpoint (e.g. a copy of Qwen/Qwen3-Embedding-0.6B).
        batch_size: texts per forward pass.
        max_length: token limit per text.
        task: the instruction used by ``encode_query``.
        device: torch device (default ``"cpu"``).

    Returns float32 arrays of shape ``(n, hidden_size)``.
    """

    def __init__(
        self,
        model_name_or_path: str = "Qwen/Qwen3-Embedding-0.6B",
        batch_size: int = 32,
        max_length: int = 8192,
        task: str = DEFAULT_TASK,
        device: str = "cpu",
    ):
        self.model_name_or_path = model_name_or_path
        self.batch_size = int(batch_size)
        self.max_length = int(max_length)
        self.task = task
        self.device = device

    def _load(self):
        return load_transformers(self.model_name_or_path, "AutoModel", self.device, padding_side="left")

    def _encode(self, texts: list[str]) -> np.ndarray:
        import torch

        tok, model = self._load()
        if not texts:
            return np.zeros((0, model.config.hidden_size), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        out = np.zeros((len(texts), model.config.hidden_size), dtype=np.float32)
        for b in range(0, len(order), self.batch_size):
            idx = order[b : b + self.batch_size]
            enc = tok([texts[i] for i in idx], padding=True, truncation=True, max_length=self.max_length,
                      return_tensors="pt").to(self.device)
            with torch.inference_mode():
                hidden = model(**enc).last_hidden_state
            mask = enc["attention_mask"]
            if bool((mask[:, -1] == 1).all()):
                pooled = hidden[:, -1]
            else:
                lengths = mask.sum(dim=1) - 1
                pooled = hidden[torch.arange(hidden.shape[0]), lengths]
            pooled = torch.nn.functional.normalize(pooled.float(), p=2, dim=1)
            out[idx] = pooled.cpu().numpy()
        return out

    def encode(self, texts: list[str]) -> np.ndarray:
        return self._encode(list(texts))

    def encode_query(self, texts: list[str]) -> np.ndarray:
        return self._encode([f"Instruct: {self.task}\nQuery:{t}" for t in texts])

    @property
    def embedder_id(self) -> str:
        return f"qwen3-embedding:{self.model_name_or_path}"
