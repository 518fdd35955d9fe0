"""Abstract interfaces with the seed's import paths: Retriever, Embedder, Reranker."""

from fairforge_core.core.embedder import Embedder
from fairforge_core.core.reranker import Reranker
from fairforge_core.core.retriever import Retriever

__all__ = ["Embedder", "Reranker", "Retriever"]
