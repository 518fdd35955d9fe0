"""Embedders: ``SentenceTransformerEmbedder`` (default: packaged all-MiniLM-L6-v2) and ``QwenEmbedder``."""

from fairforge_core.embedders.qwen import QwenEmbedder
from fairforge_core.embedders.sentence_transformer import SentenceTransformerEmbedder

__all__ = ["QwenEmbedder", "SentenceTransformerEmbedder"]
