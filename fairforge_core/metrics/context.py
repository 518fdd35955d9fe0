"""The Context metric with fair-forge's entry point: ``Context.run(retriever_cls, model=..., ...)``.

An LLM judge scores, per interaction, how closely the assistant's answer follows the session's system context
(0 = ignores or contradicts it, 1 = follows it fully); the scores are aggregated per session with the interaction
weights and the statistical mode (weighted mean, plus a bootstrap credible interval in Bayesian mode).

LangChain is imported only when a judge is built (optional extra ``context``).
"""

from __future__ import annotations

import logging
import math
from collections.abc import Iterable, Sequence
from typing import Any, Optional

from fairforge_core.core.retriever import Retriever
from fairforge_core.llm.judge import ContextCase, ContextJudge, JudgeOutcome
from fairforge_core.metrics.regulatory import _as_datasets
from fairforge_core.schemas.common import Batch, Dataset
from fairforge_core.schemas.context import ContextInteraction, ContextMetric
from fairforge_core.statistical.base import AggregateResult, StatisticalMode, resolve_weights
from fairforge_core.statistical.frequentist import FrequentistMode

logger = logging.getLogger("fairforge.context")


def _clip(x: Optional[float]) -> Optional[float]:
    return None if x is None else min(1.0, max(0.0, float(x)))


def aggregate_context(scores: Sequence[Optional[float]], weights_given: Sequence[Optional[float]],
                      mode: StatisticalMode, key: str = "") -> tuple[list[float], Optional[AggregateResult]]:
    """Aggregate one session's context-awareness scores.

    1. Resolve the weights over **all** interactions (:func:`~fairforge_core.statistical.resolve_weights`,
       fair-forge's table, positional).
    2. Leave out the interactions without a score (judge failures); the remaining weights are renormalised by the
       statistical mode.
    3. ``mode.aggregate_session(scores, weights, key=session_id)``: the weighted mean, and in Bayesian mode the
       bootstrap credible interval.

    Args:
        scores: per-interaction scores in [0, 1], ``None`` for a failed interaction.
        weights_given: the interactions' ``Batch.weight`` values (``None`` = not given), same length.
        mode: statistical mode.
        key: the session id (seeds the Bayesian resampling).

    Returns:
        ``(resolved weights of all interactions, aggregate)``; the aggregate is ``None`` when no interaction was
        scored or the scored ones have zero total weight. Its mean and bounds are clipped to [0, 1].

    Raises:
        ValueError: lengths differ, or a weight is negative or not finite.
    """
    if len(scores) != len(weights_given):
        raise ValueError(f"{len(scores)} scores but {len(weights_given)} weights")
    resolved = resolve_weights(list(weights_given), key)
    kept = [(s, w) for s, w in zip(scores, resolved) if s is not None]
    if not kept or math.fsum(w for _, w in kept) <= 0:
        return resolved, None
    agg = mode.aggregate_session([s for s, _ in kept], [w for _, w in kept], key=key)
    return resolved, AggregateResult(mean=_clip(agg.mean), ci_low=_clip(agg.ci_low), ci_high=_clip(agg.ci_high))


def context_case(context: str, batch: Batch) -> ContextCase:
    """What the judge sees for one interaction: the session context, the query, the answer, the **real**
    ``ground_truth_assistant`` (fair-forge sent the answer itself as the ground truth), and the observation."""
    return ContextCase(context=context, query=batch.query, assistant=batch.assistant,
                       ground_truth=batch.ground_truth_assistant, observation=batch.observation or None)


def build_session_metric(session_id: str, assistant_id: str, batches: Sequence[Batch],
                         outcomes: Sequence[JudgeOutcome], mode: StatisticalMode) -> ContextMetric:
    """One :class:`ContextMetric` from a session's interactions and their judge outcomes (same order)."""
    if len(batches) != len(outcomes):
        raise ValueError(f"{len(batches)} interactions but {len(outcomes)} judge outcomes")
    weights, agg = aggregate_context([o.score for o in outcomes], [b.weight for b in batches], mode, session_id)
    interactions = [
        ContextInteraction(
            qa_id=b.qa_id, context_awareness=o.score, insight=o.insight, reasoning=o.reasoning, error=o.error,
            attempts=o.attempts, weight=w, prompt="observation" if b.observation else "base",
        )
        for b, o, w in zip(batches, outcomes, weights)
    ]
    return ContextMetric(
        session_id=session_id,
        assistant_id=assistant_id,
        n_interactions=len(batches),
        context_awareness=agg.mean if agg else None,
        context_awareness_ci_low=agg.ci_low if agg else None,
        context_awareness_ci_high=agg.ci_high if agg else None,
        interactions=interactions,
        n_failed=sum(1 for o in outcomes if not o.ok),
    )


class ContextEvaluator:
    """Judges interactions in batches across sessions and builds the session metrics.

    Args:
        judge: the :class:`~fairforge_core.llm.judge.ContextJudge`.
        mode: statistical mode of the session aggregate.
        batch_interactions: interactions handed to the judge at once (>= 1); the judge keeps
            ``max_concurrency`` of them in flight.
        verbose: log progress at INFO level (logger ``fairforge.context``).
    """

    def __init__(self, judge: ContextJudge, mode: Optional[StatisticalMode] = None, batch_interactions: int = 256,
                 verbose: bool = False):
        if int(batch_interactions) < 1:
            raise ValueError(f"batch_interactions must be >= 1, got {batch_interactions}")
        self.judge = judge
        self.mode = mode or FrequentistMode()
        self.batch_interactions = int(batch_interactions)
        self.verbose = verbose

    def judge_cases(self, cases: Sequence[ContextCase]) -> list[JudgeOutcome]:
        """One outcome per case, in order (batches of ``batch_interactions``)."""
        out: list[JudgeOutcome] = []
        for start in range(0, len(cases), self.batch_interactions):
            chunk = cases[start : start + self.batch_interactions]
            out.extend(self.judge.judge(chunk))
            if self.verbose:
                failed = sum(1 for o in out if not o.ok)
                logger.info("judged %d/%d interactions (%d failed)", len(out), len(cases), failed)
        return out

    def evaluate(self, datasets: Iterable[Dataset]) -> list[ContextMetric]:
        """One metric per session id, in first-seen order. Datasets with the same ``session_id`` are merged (as
        fair-forge does under ``stream_batches``); the first one's ``assistant_id`` and ``context`` are kept."""
        sessions: dict[str, tuple[str, list[Batch], list[ContextCase]]] = {}
        for ds in datasets:
            aid, batches, cases = sessions.setdefault(ds.session_id, (ds.assistant_id, [], []))
            for b in ds.conversation:
                batches.append(b)
                cases.append(context_case(ds.context, b))
        all_cases = [c for _, _, cases in sessions.values() for c in cases]
        outcomes = self.judge_cases(all_cases)
        metrics, pos = [], 0
        for sid, (aid, batches, _) in sessions.items():
            mine = outcomes[pos : pos + len(batches)]
            pos += len(batches)
            m = build_session_metric(sid, aid, batches, mine, self.mode)
            metrics.append(m)
            if self.verbose:
                logger.info("session %s: context awareness %s (%d interactions, %d failed)", sid,
                            "n/a" if m.context_awareness is None else f"{m.context_awareness:.4f}",
                            m.n_interactions, m.n_failed)
        return metrics


class Context:
    """How well assistant answers follow the system context, one :class:`ContextMetric` per session.

    Same entry point and defaults as fair-forge 3.0.0 (``fair_forge.metrics.context.Context``); what differs, each
    fixing a fault of the original (see ``shared/reference/fairforge-behaviour.md`` §4):

    * the judge receives the real ``ground_truth_assistant`` (fair-forge sent the answer as its own ground truth);
    * no prompt template: braces in the instructions, the context or user text reach the judge intact;
    * a failed judge call is retried; an interaction that still fails is recorded with ``context_awareness=None``
      and the reason, left out of the session aggregate and counted in ``n_failed``; the run goes on (fair-forge
      aborted the run on the first bad reply);
    * scores are range-checked in both modes; per-call timeout; calls run concurrently;
    * Bayesian intervals do not depend on session order (see :class:`~fairforge_core.statistical.BayesianMode`).

    Args:
        retriever: a :class:`~fairforge_core.core.retriever.Retriever` subclass, instantiated with the keyword
            arguments this class does not consume.
        model: the judge, any LangChain ``BaseChatModel``.
        statistical_mode: :class:`FrequentistMode` (default) or :class:`BayesianMode`.
        use_structured_output: use ``model.with_structured_output`` instead of a JSON block in the reply.
        bos_json_clause, eos_json_clause: markers around the JSON block.
        verbose: log progress at INFO level.
        max_retries: extra attempts per interaction after a failure (default 2).
        timeout: seconds per judge call (default 120).
        max_concurrency: judge calls in flight (default 4).
        retry_backoff: seconds before retrying after an error, doubled on each retry (default 1; 0 = none).
        strict: passed to ``with_structured_output(strict=...)`` when given (providers that support it).
        structured_output_kwargs: other ``with_structured_output`` keyword arguments (e.g. ``method``).
        batch_interactions: interactions per judge batch.

    Raises:
        ValueError: invalid settings, a retriever returning an iterator under ``FULL_DATASET``, or
            ``use_structured_output`` with a model that does not support it.
        ImportError: LangChain is not installed.
    """

    def __init__(
        self,
        retriever: type[Retriever],
        model: Any,
        statistical_mode: Optional[StatisticalMode] = None,
        use_structured_output: bool = False,
        bos_json_clause: str = "```json",
        eos_json_clause: str = "```",
        verbose: bool = False,
        max_retries: int = 2,
        timeout: float = 120.0,
        max_concurrency: int = 4,
        retry_backoff: float = 1.0,
        strict: Optional[bool] = None,
        structured_output_kwargs: Optional[dict] = None,
        batch_interactions: int = 256,
        **kwargs,
    ):
        so_kwargs = dict(structured_output_kwargs or {})
        if strict is not None:
            so_kwargs.setdefault("strict", strict)
        self.model = model
        self.statistical_mode = statistical_mode if statistical_mode is not None else FrequentistMode()
        self.use_structured_output = use_structured_output
        self.bos_json_clause = bos_json_clause
        self.eos_json_clause = eos_json_clause
        self.verbose = verbose
        self.judge = ContextJudge(
            model, use_structured_output=use_structured_output, bos_json_clause=bos_json_clause,
            eos_json_clause=eos_json_clause, max_retries=max_retries, timeout=timeout,
            max_concurrency=max_concurrency, retry_backoff=retry_backoff, structured_output_kwargs=so_kwargs,
        )
        self.evaluator = ContextEvaluator(self.judge, self.statistical_mode, batch_interactions, verbose)
        self.retriever = retriever(**kwargs)
        self.metrics: list[ContextMetric] = []

    @classmethod
    def run(cls, retriever: type[Retriever], **kwargs) -> list[ContextMetric]:
        """Build the metric, judge every interaction the retriever yields, and return one metric per session."""
        return cls(retriever, **kwargs).evaluate()

    def evaluate(self) -> list[ContextMetric]:
        """Judge everything the retriever yields; sessions with the same id are merged (as in fair-forge)."""
        data = self.retriever.load_dataset()
        self.metrics = self.evaluator.evaluate(_as_datasets(data, self.retriever.iteration_level))
        return self.metrics
