"""Build the configured parts (embedder, decision backend, statistical mode) from settings."""

from __future__ import annotations

from fairforge_core.config import EvaluationSettings, import_object
from fairforge_core.core.embedder import Embedder
from fairforge_core.core.reranker import Reranker
from fairforge_core.statistical import BayesianMode, FrequentistMode, StatisticalMode
from fairforge_core.verdicts import ChunkJudge, RerankerJudge


def build_embedder(settings: EvaluationSettings) -> Embedder:
    """The configured embedder (``"sentence-transformers"``, ``"qwen"`` or an import path of an Embedder)."""
    name, kwargs = settings.embedder, dict(settings.embedder_kwargs)
    if name in ("sentence-transformers", "sentence_transformers", "default"):
        from fairforge_core.embedders import SentenceTransformerEmbedder

        return SentenceTransformerEmbedder(**kwargs)
    if name == "qwen":
        from fairforge_core.embedders import QwenEmbedder

        return QwenEmbedder(**kwargs)
    cls = import_object(name)
    obj = cls(**kwargs)
    if not isinstance(obj, Embedder):
        raise ValueError(f"embedder {name!r} is not a fairforge_core.core.embedder.Embedder subclass")
    return obj


def build_reranker(settings: EvaluationSettings, embedder: Embedder) -> Reranker:
    """The configured reranker (``"embedding"``, ``"qwen"`` or an import path of a Reranker)."""
    name, kwargs = settings.reranker, dict(settings.reranker_kwargs)
    if name == "embedding":
        from fairforge_core.rerankers import EmbeddingSimilarityReranker

        return EmbeddingSimilarityReranker(embedder)
    if name == "qwen":
        from fairforge_core.rerankers import QwenReranker

        return QwenReranker(**kwargs)
    cls = import_object(name)
    obj = cls(**kwargs)
    if not isinstance(obj, Reranker):
        raise ValueError(f"reranker {name!r} is not a fairforge_core.core.reranker.Reranker subclass")
    return obj


def build_judge(settings: EvaluationSettings, embedder: Embedder) -> ChunkJudge:
    """The per-chunk decision backend named by ``settings.decision``."""
    name, kwargs = settings.decision, dict(settings.judge_kwargs)
    if name == "reranker":
        return RerankerJudge(build_reranker(settings, embedder))
    if name == "offline":
        from fairforge_core.judges import ClauseJudge

        return ClauseJudge(embedder=embedder, **kwargs)
    if name == "nli":
        from fairforge_core.judges import NLIJudge

        return NLIJudge(**kwargs)
    cls = import_object(name)
    obj = cls(**kwargs)
    if not isinstance(obj, ChunkJudge):
        raise ValueError(f"decision {name!r} is not a fairforge_core.verdicts.ChunkJudge subclass")
    return obj


def build_mode(settings: EvaluationSettings) -> StatisticalMode:
    if settings.statistical_mode == "bayesian":
        return BayesianMode(mc_samples=settings.mc_samples, ci_level=settings.ci_level, rng_seed=settings.rng_seed)
    return FrequentistMode()
