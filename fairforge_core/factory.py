"""Build the configured parts (embedder, decision backend, statistical mode) from settings."""

from __future__ import annotations

from fairforge_core.config import EvaluationSettings, import_object
from fairforge_core.core.embedder import Embedder
from fairforge_core.core.reranker import Reranker
from fairforge_core.statistical import BayesianMode, FrequentistMode, StatisticalMode
from fairforge_core.verdicts import ChunkJudge, RerankerJudge

_ST_NAMES = ("sentence-transformers", "sentence_transformers", "default")


def _embedder_class(name: str) -> type:
    if name in _ST_NAMES:
        from fairforge_core.embedders import SentenceTransformerEmbedder

        return SentenceTransformerEmbedder
    if name == "qwen":
        from fairforge_core.embedders import QwenEmbedder

        return QwenEmbedder
    return import_object(name)


def _reranker_class(name: str) -> type:
    if name == "embedding":
        from fairforge_core.rerankers import EmbeddingSimilarityReranker

        return EmbeddingSimilarityReranker
    if name == "qwen":
        from fairforge_core.rerankers import QwenReranker

        return QwenReranker
    return import_object(name)


def _judge_class(name: str) -> type:
    if name in ("offline", "learned"):  # "learned": the same judge under its earlier name
        from fairforge_core.judges import LearnedJudge

        return LearnedJudge
    if name == "nli":
        from fairforge_core.judges import NLIJudge

        return NLIJudge
    return import_object(name)


#: the settings :func:`build_embedder` reads: two settings objects that agree on these give the same embedder
#: (``decision`` because the parity mode keeps the embedder in float32)
EMBEDDER_SETTINGS = ("embedder", "embedder_kwargs", "decision")


def build_embedder(settings: EvaluationSettings) -> Embedder:
    """The configured embedder (``"sentence-transformers"``, ``"qwen"`` or an import path of an Embedder). In the
    parity mode (``decision: reranker``) the sentence-transformers embedder runs in float32 unless
    ``embedder_kwargs`` names a precision, so its vectors, and so the verdicts, are fair-forge's."""
    kwargs = dict(settings.embedder_kwargs)
    if settings.embedder in _ST_NAMES and settings.decision == "reranker":
        kwargs.setdefault("precision", "float32")
    obj = _embedder_class(settings.embedder)(**kwargs)
    if not isinstance(obj, Embedder):
        raise ValueError(f"embedder {settings.embedder!r} is not a fairforge_core.core.embedder.Embedder subclass")
    return obj


def build_reranker(settings: EvaluationSettings, embedder: Embedder) -> Reranker:
    """The configured reranker (``"embedding"``: cosine with ``embedder``, ``"qwen"`` or an import path of a
    Reranker)."""
    if settings.reranker == "embedding":
        return _reranker_class("embedding")(embedder)
    obj = _reranker_class(settings.reranker)(**dict(settings.reranker_kwargs))
    if not isinstance(obj, Reranker):
        raise ValueError(f"reranker {settings.reranker!r} is not a fairforge_core.core.reranker.Reranker subclass")
    return obj


def build_judge(settings: EvaluationSettings, embedder: Embedder) -> ChunkJudge:
    """The per-chunk decision backend named by ``settings.decision``: ``"offline"`` (or ``"learned"``) builds
    :class:`fairforge_core.judges.LearnedJudge` with ``embedder`` and ``judge_kwargs``, ``"reranker"`` fair-forge's
    two-way rule, ``"nli"`` an NLI model, ``"llm"`` the LLM judge
    (:func:`fairforge_core.llm.factory.build_compliance_judge`; ``judge_kwargs`` unused), and an import path
    (``"module:Class"``) that ChunkJudge class, built with ``judge_kwargs``."""
    name, kwargs = settings.decision, dict(settings.judge_kwargs)
    if name == "llm":
        from fairforge_core.llm.factory import build_compliance_judge

        return build_compliance_judge(settings)
    if name == "reranker":
        return RerankerJudge(build_reranker(settings, embedder))
    if name in ("offline", "learned"):
        return _judge_class(name)(embedder=embedder, **kwargs)
    obj = _judge_class(name)(**kwargs)
    if not isinstance(obj, ChunkJudge):
        raise ValueError(f"decision {name!r} is not a fairforge_core.verdicts.ChunkJudge subclass")
    return obj


def check_component_kwargs(settings: EvaluationSettings) -> None:
    """Check ``embedder_kwargs``, ``reranker_kwargs`` and ``judge_kwargs`` against the keyword arguments of the
    classes they configure, without building anything (no model is loaded).

    Raises:
        ValueError: an unknown key, naming the setting, the key, the class and the keys it accepts
            (``embedder_kwargs: unknown key 'language' for SentenceTransformerEmbedder; accepted: model, ...``), or
            a component name that cannot be imported.
    """
    import inspect

    checks = [("embedder_kwargs", _embedder_class(settings.embedder), settings.embedder_kwargs, ())]
    uses_reranker = settings.decision == "reranker"
    if uses_reranker and settings.reranker != "embedding":
        checks.append(("reranker_kwargs", _reranker_class(settings.reranker), settings.reranker_kwargs, ()))
    if settings.decision == "llm":
        if not settings.regulatory_chat_model()[0]:
            raise ValueError("decision 'llm' needs a chat model: set llm_judge (e.g. 'langchain_openai:ChatOpenAI') "
                             "and llm_judge_kwargs, or context_judge")
    elif not uses_reranker:
        # the offline (learned) judge receives the embedder itself
        checks.append(("judge_kwargs", _judge_class(settings.decision), settings.judge_kwargs,
                       ("embedder",) if settings.decision in ("offline", "learned") else ()))
    for field_name, cls, kwargs, given in checks:
        try:
            params = inspect.signature(cls).parameters
        except (TypeError, ValueError):  # a signature Python cannot read: let the constructor decide
            continue
        if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values()):
            continue
        accepted = [n for n, p in params.items() if p.kind in (inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                                               inspect.Parameter.KEYWORD_ONLY) and n not in given]
        unknown = [k for k in kwargs if k not in accepted]
        if unknown:
            raise ValueError(f"{field_name}: unknown key {unknown[0]!r} for {cls.__name__}; accepted: "
                             f"{', '.join(accepted) or '(none)'}")


def build_mode(settings: EvaluationSettings) -> StatisticalMode:
    if settings.statistical_mode == "bayesian":
        return BayesianMode(mc_samples=settings.mc_samples, ci_level=settings.ci_level, rng_seed=settings.rng_seed)
    return FrequentistMode()
