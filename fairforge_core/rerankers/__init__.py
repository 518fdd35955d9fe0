"""Rerankers: ``QwenReranker`` (seed parity) and ``EmbeddingSimilarityReranker`` (offline relevance only)."""

from fairforge_core.rerankers.embedding import EmbeddingSimilarityReranker
from fairforge_core.rerankers.qwen import QwenReranker

__all__ = ["EmbeddingSimilarityReranker", "QwenReranker"]
