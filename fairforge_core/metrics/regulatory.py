"""The Regulatory metric with fair-forge's entry point: ``Regulatory.run(retriever_cls, ...)``."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from typing import Optional, Union

from pydantic import ValidationError

from fairforge_core.chunking import chunk_documents, chunking_mode_for, validate_chunk_settings
from fairforge_core.connectors.base import CorpusConnector
from fairforge_core.core.embedder import Embedder
from fairforge_core.core.reranker import Reranker
from fairforge_core.core.retriever import Retriever
from fairforge_core.engine import (
    HISTORY_TURNS,
    MAX_TEXT_CHARS,
    CorpusIndex,
    InteractionResult,
    RegulatoryEvaluator,
    RetrievalSettings,
    aggregate_session,
    embed_chunks,
    flag_unsupported_language,
)
from fairforge_core.inputs import one_line_validation_error
from fairforge_core.schemas.common import Dataset, IterationLevel, StreamedBatch
from fairforge_core.schemas.regulatory import RegulatoryMetric
from fairforge_core.statistical.base import StatisticalMode
from fairforge_core.statistical.frequentist import FrequentistMode
from fairforge_core.verdicts import ChunkJudge, RerankerJudge

logger = logging.getLogger("fairforge.regulatory")


def _as_datasets(data, level: IterationLevel) -> Iterator[Dataset]:
    """Normalise a retriever's output to datasets (``StreamedBatch`` items become one-interaction datasets)."""
    if isinstance(data, (list, tuple)):
        items: Iterable = data
    elif isinstance(data, Iterator) or hasattr(data, "__next__"):
        if level == IterationLevel.FULL_DATASET:
            raise ValueError(
                "the retriever returned an iterator but its iteration_level is FULL_DATASET; set iteration_level to "
                "STREAM_SESSIONS or STREAM_BATCHES, or return a list"
            )
        items = data
    else:
        raise TypeError(f"load_dataset() must return a list or an iterator, got {type(data).__name__}")
    for n, item in enumerate(items, start=1):
        try:
            if isinstance(item, StreamedBatch):  # built here, so validated once, by the constructor
                md = item.metadata
                yield Dataset(session_id=md.session_id, assistant_id=md.assistant_id, language=md.language,
                              context=md.context, conversation=[item.batch.model_dump()])
                continue
            # validated again: a Dataset built with model_construct or changed after construction skips pydantic
            yield Dataset.model_validate(item.model_dump() if isinstance(item, Dataset) else item)
        except ValidationError as exc:
            raise ValueError(f"invalid session (item {n} of load_dataset()): {one_line_validation_error(exc)}") \
                from None


class Regulatory:
    """Compliance of assistant answers with a regulatory corpus, one :class:`RegulatoryMetric` per session.

    Pipeline (fair-forge 3.0.0 semantics; see :mod:`fairforge_core.retrieval`, :mod:`fairforge_core.verdicts` and
    :func:`fairforge_core.engine.aggregate_session`): chunk the corpus (in fair-forge's character windows with a
    ``Reranker``, keeping words, numbers and table rows whole with a ``ChunkJudge``; see
    :mod:`fairforge_core.chunking`); embed the chunks; for
    each interaction retrieve up to ``top_k`` chunks for the user query and for the answer (cosine similarity
    ``>= similarity_threshold``) and merge them; decide per chunk; ``compliance_score = s / (s + c)``; aggregate
    per session with the weights and the statistical mode.

    Per-chunk decision: when ``reranker`` is a :class:`~fairforge_core.core.reranker.Reranker`, fair-forge's
    two-way rule applies (SUPPORTS when its score ``>= contradiction_threshold``, else CONTRADICTS). When it is a
    :class:`~fairforge_core.verdicts.ChunkJudge` (e.g. fairforge's offline learned judge), the judge says whether the
    chunk is addressed at all (otherwise NEUTRAL) and gives a support score, and ``contradiction_threshold`` splits
    addressed chunks into SUPPORTS and CONTRADICTS.

    Differences from fair-forge (each documented where it lives): chunk ``source`` is the path relative to the
    corpus root; invalid settings raise ``ValueError`` (fair-forge looped forever on ``chunk_overlap >=
    chunk_size``); Bayesian intervals do not depend on session order and an empty session does not crash; weights
    are positional; verdicts compare the rounded score; model calls are batched across interactions.

    Args:
        retriever: a :class:`~fairforge_core.core.retriever.Retriever` subclass; instantiated with the keyword
            arguments this class does not consume.
        corpus_connector, embedder, reranker: see above.
        judge: another name for ``reranker`` when it is a ChunkJudge, e.g.
            ``judge=LLMComplianceJudge(model=chat_model)`` (give one of the two).
        conflict_search: :func:`fairforge_core.verdicts.conflict_search_extras` for three-way backends (default on,
            as in the pipeline).
        statistical_mode: :class:`FrequentistMode` (default) or :class:`BayesianMode`.
        chunk_size, chunk_overlap: characters (``1 <= size``, ``0 <= overlap < size``).
        top_k: >= 1. similarity_threshold, contradiction_threshold, compliance_threshold: in [0, 1].
        verbose: log progress at INFO level.
        embedding_cache: optional cache (see :func:`fairforge_core.engine.embed_chunks`).
        batch_interactions: interactions per batch of model calls.
        max_text_chars: characters of a query or answer that are judged (default 20,000); a longer one is judged on
            its first ``max_text_chars`` characters and its insight says so. An empty answer is UNJUDGED (see
            :class:`~fairforge_core.engine.RegulatoryEvaluator`).

    Raises:
        ValueError: invalid settings, or a retriever that returns an iterator with ``FULL_DATASET``; from
            :meth:`run`/:meth:`evaluate`, an invalid session (a missing field, a NaN or infinite weight, a control
            character in an id), naming the item and the field. A list is validated whole before the corpus is
            loaded; an iterator's sessions are validated as they arrive.
    """

    def __init__(
        self,
        retriever: type[Retriever],
        corpus_connector: CorpusConnector,
        embedder: Embedder,
        reranker: Union[Reranker, ChunkJudge, None] = None,
        statistical_mode: Optional[StatisticalMode] = None,
        chunk_size: int = 1000,
        chunk_overlap: int = 100,
        top_k: int = 10,
        similarity_threshold: float = 0.3,
        contradiction_threshold: float = 0.6,
        compliance_threshold: float = 0.5,
        verbose: bool = False,
        embedding_cache=None,
        batch_interactions: int = 256,
        judge: Optional[ChunkJudge] = None,
        conflict_search: bool = True,
        max_text_chars: int = MAX_TEXT_CHARS,
        **kwargs,
    ):
        validate_chunk_settings(chunk_size, chunk_overlap)
        for name, value in (("contradiction_threshold", contradiction_threshold),
                            ("compliance_threshold", compliance_threshold)):
            if not 0.0 <= float(value) <= 1.0:
                raise ValueError(f"{name} must be in [0, 1], got {value!r}")
        self.retrieval = RetrievalSettings(top_k=top_k, similarity_threshold=similarity_threshold)
        self.corpus_connector = corpus_connector
        self.embedder = embedder
        if judge is not None:
            if reranker is not None:
                raise TypeError("give either reranker= or judge=, not both")
            reranker = judge
        if isinstance(reranker, ChunkJudge):
            self.judge = reranker
        elif isinstance(reranker, Reranker):
            self.judge = RerankerJudge(reranker)
        else:
            raise TypeError(f"reranker must be a Reranker or a ChunkJudge, got {type(reranker).__name__}")
        self.statistical_mode = statistical_mode or FrequentistMode()
        self.chunk_size = chunk_size
        self.chunk_overlap = chunk_overlap
        self.compliance_threshold = float(compliance_threshold)
        self.contradiction_threshold = float(contradiction_threshold)
        self.verbose = verbose
        self.embedding_cache = embedding_cache
        self.batch_interactions = batch_interactions
        self.conflict_search = bool(conflict_search)
        self.max_text_chars = int(max_text_chars)
        self.retriever = retriever(**kwargs)
        self.metrics: list[RegulatoryMetric] = []

    @classmethod
    def run(cls, retriever: type[Retriever], **kwargs) -> list[RegulatoryMetric]:
        """Build the metric, evaluate every session the retriever yields, and return one metric per session."""
        metric = cls(retriever, **kwargs)
        return metric.evaluate()

    def _log(self, msg: str, *args) -> None:
        if self.verbose:
            logger.info(msg, *args)

    def build_index(self) -> CorpusIndex:
        """Load, chunk and embed the corpus."""
        snapshot = self.corpus_connector.snapshot()
        chunks = chunk_documents(snapshot.documents, self.chunk_size, self.chunk_overlap,
                                 chunking_mode_for(self.judge.three_way))
        embeddings, stats = embed_chunks(chunks, self.embedder, self.embedding_cache)
        self._log("corpus: %d documents, %d chunks (%d embedded, %d from cache)", len(snapshot.documents),
                  len(chunks), stats.embedded, stats.reused)
        return CorpusIndex(chunks=chunks, embeddings=embeddings, snapshot_id=snapshot.snapshot_id)

    def evaluate(self) -> list[RegulatoryMetric]:
        """Evaluate everything the retriever yields (sessions with the same id are merged, as in fair-forge)."""
        data = self.retriever.load_dataset()
        datasets = _as_datasets(data, self.retriever.iteration_level)
        if isinstance(data, (list, tuple)):  # validated before any work: a bad session fails here, not mid-run
            datasets = iter(list(datasets))
        evaluator = RegulatoryEvaluator(self.build_index(), self.embedder, self.judge, self.retrieval,
                                        self.compliance_threshold, self.batch_interactions,
                                        self.contradiction_threshold, conflict_search=self.conflict_search,
                                        max_text_chars=self.max_text_chars)
        order: dict[str, tuple[str, list[InteractionResult]]] = {}
        languages: dict[str, Optional[str]] = {}
        batch: list[tuple[str, object]] = []
        histories: list[tuple[tuple[str, str], ...]] = []
        turns: dict[str, list[tuple[str, str]]] = {}  # each session's turns so far (JudgeRequest.history)

        def flush():
            for r in evaluator.evaluate_batch(batch, histories):
                order[r.session_id][1].append(r)
            batch.clear()
            histories.clear()

        for ds in datasets:
            order.setdefault(ds.session_id, (ds.assistant_id, []))
            languages.setdefault(ds.session_id, ds.language)
            seen = turns.setdefault(ds.session_id, [])
            for b in ds.conversation:
                batch.append((ds.session_id, b))
                histories.append(tuple(seen[-HISTORY_TURNS:]))
                seen.append((b.query, b.assistant))
                if len(batch) >= self.batch_interactions:
                    flush()
        flush()
        for sid, (_, results) in order.items():
            if flag_unsupported_language(results, languages[sid], self.embedder):
                self._log("session %s: its language is not one the embedder was trained for", sid)
        self.metrics = [
            aggregate_session(sid, aid, results, self.statistical_mode, self.compliance_threshold)
            for sid, (aid, results) in order.items()
        ]
        for m in self.metrics:
            score = "no score" if m.compliance_score is None else f"score {m.compliance_score:.4f}"
            self._log("session %s: %s (%s, %d interactions, %d unjudged)", m.session_id, m.verdict, score,
                      m.n_interactions, m.n_unjudged)
        return self.metrics
