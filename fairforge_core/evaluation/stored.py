"""Policy variants on fairforge's stored verdicts: re-scoring from DuckDB with no model call.

Every evaluation stores, per interaction, all its retrieval *candidates* in ``retrieved_chunks``: up to
``candidate_top_k`` chunks per side (user query, answer) with cosine similarity ``>= candidate_similarity_threshold``,
each with its rank and raw similarity on each side, the decision backend's support score (``reranker_score``,
unrounded) and whether the backend said the chunk addresses the answer (``verdict = 'NEUTRAL'`` when not). The
settings behind each ``config_hash`` are in ``evaluation_configs``.

Under a variant ``(top_k, similarity_threshold, contradiction_threshold, compliance_threshold)`` an interaction is
re-scored with the production functions themselves:

1. :func:`fairforge_core.retrieval.select` re-applies ``(top_k, similarity_threshold)`` and the query + answer merge
   to the stored candidates;
2. :func:`fairforge_core.verdicts.chunk_verdict` re-applies ``contradiction_threshold`` to each selected chunk;
3. :func:`fairforge_core.verdicts.compute_verdict` gives the interaction verdict and ``compliance_score``.

The result equals a fresh evaluation with those settings as long as ``top_k <= candidate_top_k`` and
``similarity_threshold >= candidate_similarity_threshold`` of the stored run (a variant outside that range raises
:class:`OutsideStoredRangeError`) and the fresh evaluation judges the same candidates (same
``candidate_top_k`` and ``candidate_similarity_threshold``). That condition matters for the learned judge (the
default): it ranks the rule units of all of an interaction's candidates together and judges the best ``max_units``,
so its judgement of one chunk can depend on the other candidates; backends that judge each (answer, chunk) pair on
its own (``reranker``, ``nli``) match any fresh run inside the range. Chunking, the embedder and the decision backend
cannot be varied this way.

The policy's ``threshold`` *is* the compliance threshold: an interaction is approved (not flagged) when its
re-scored ``compliance_score >= threshold``, which is exactly when fairforge does not label it NON_COMPLIANT (an
IRRELEVANT interaction scores ``compliance_threshold`` and is approved). One edge differs: at ``threshold = 0.0``
fairforge still labels an interaction whose relevant chunks all contradict it NON_COMPLIANT (score 0.0), while the
policy approves it (0.0 >= 0.0); only the first point of the compliance sweep is affected.
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any, Optional, Union

from fairforge_core.config import EvaluationSettings
from fairforge_core.engine import EMPTY_ANSWER
from fairforge_core.evaluation.labels import COMPLIANT, IRRELEVANT, LabelSet, load_labels
from fairforge_core.evaluation.policy import (
    LabelledPolicySample,
    PolicyComparisonReport,
    PolicyEvaluationReport,
    PolicyVariant,
    PolicyVariantResult,
    comparison_from_report,
    evaluate_policy_variants,
)
from fairforge_core.retrieval import Candidate, select
from fairforge_core.store.duckdb_store import DuckDBStore, utcnow
from fairforge_core.store.evaluation_configs import evaluation_config_row, load_evaluation_configs
from fairforge_core.verdicts import chunk_verdict, compute_verdict, conflict_search_extras

#: Keys accepted in a variant spec (``NAME:KEY=VALUE,...``).
SPEC_KEYS = ("threshold", "compliance_threshold", "contradiction_threshold", "similarity_threshold", "top_k",
             "profile")
#: The knobs a sweep varies.
SWEEP_KNOBS = ("contradiction_threshold", "compliance_threshold")
DEFAULT_VARIANT_NAME = "stored"
DEFAULT_SWEEP_STEPS = 21


class OutsideStoredRangeError(ValueError):
    """A variant asks for candidates that were not stored (``top_k`` above ``candidate_top_k`` or
    ``similarity_threshold`` below ``candidate_similarity_threshold`` of the stored evaluation)."""


# -- stored data ------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class StoredSettings:
    """The verdict settings an interaction was evaluated with (a row of ``evaluation_configs``)."""

    config_hash: str
    top_k: int
    similarity_threshold: float
    candidate_top_k: int
    candidate_similarity_threshold: float
    contradiction_threshold: float
    compliance_threshold: float
    verdict_rule: str = "ratio"
    #: conflict search applied (:func:`fairforge_core.verdicts.conflict_search_extras`); ``False`` for evaluations
    #: recorded before it existed
    conflict_search: bool = False


@dataclass(frozen=True)
class StoredChunk:
    """One stored retrieval candidate of an interaction (a ``retrieved_chunks`` row).

    ``query_rank``/``answer_rank`` are 0-based ranks on each side (``None`` = not retrieved on that side), the
    similarities raw cosine scores; ``reranker_score`` is the support score in [0, 1]; ``verdict`` is the stored
    chunk verdict (NEUTRAL = not addressed).
    """

    source: str
    chunk_index: int
    query_rank: Optional[int]
    query_similarity: Optional[float]
    answer_rank: Optional[int]
    answer_similarity: Optional[float]
    reranker_score: float
    verdict: str
    selected: bool

    @property
    def addressed(self) -> bool:
        """The decision backend said the chunk addresses the answer (its verdict is not NEUTRAL)."""
        return self.verdict != "NEUTRAL"


@dataclass(frozen=True)
class StoredInteraction:
    """A stored interaction verdict with its candidates and the settings it was evaluated with."""

    assistant_id: str
    partition_date: date
    session_id: str
    qa_id: str
    query: str
    answer: str
    compliance_score: float
    verdict: str
    supporting: int
    contradicting: int
    neutral: int
    evaluated_at: datetime
    settings: StoredSettings
    chunks: tuple[StoredChunk, ...]

    @property
    def key(self) -> tuple[str, str]:
        return (self.session_id, self.qa_id)


@dataclass(frozen=True)
class Rescored:
    """An interaction's outcome under some settings (the columns of ``interaction_verdicts`` that depend on them)."""

    verdict: str
    compliance_score: float
    supporting: int
    contradicting: int
    neutral: int


@dataclass
class LoadedInteractions:
    """Stored interactions found for a set of ``(session_id, qa_id)`` keys.

    ``ambiguous`` lists keys stored in more than one partition; the most recently evaluated row is used.
    ``unjudged`` lists keys whose most recent row is UNJUDGED (the decision backend gave no judgement: nothing to
    re-score); they are not in ``found``. ``blank`` lists those of them whose answer is blank (never judged: an
    empty answer is UNJUDGED by design); they are in neither ``found`` nor ``unjudged``.
    """

    found: dict[tuple[str, str], StoredInteraction]
    ambiguous: list[tuple[str, str]] = field(default_factory=list)
    unjudged: list[tuple[str, str]] = field(default_factory=list)
    blank: list[tuple[str, str]] = field(default_factory=list)


def load_stored_interactions(store: DuckDBStore, keys: Iterable[tuple[str, str]],
                             fallback_settings: Optional[EvaluationSettings] = None) -> LoadedInteractions:
    """Load the stored verdicts, candidates and settings of the interactions ``keys`` (``(session_id, qa_id)``).

    Keys that are not stored are absent from ``found``, and so are UNJUDGED interactions (the LLM judge gave no
    judgement: there is nothing to re-score), which are listed in ``unjudged`` instead; a key whose most recent
    evaluation is UNJUDGED is not re-scored from an older one. The settings of each ``config_hash`` come from
    ``evaluation_configs``; ``fallback_settings`` is used for a hash it matches (databases written before settings
    were recorded).

    Raises:
        ValueError: a stored interaction's ``config_hash`` has no recorded settings (and ``fallback_settings`` does
            not match it), so its candidate range is unknown.
    """
    keys = list(dict.fromkeys(keys))
    if not keys:
        return LoadedInteractions(found={})
    columns = {"session_id": [s for s, _ in keys], "qa_id": [q for _, q in keys]}
    with store.registered("_ff_policy_keys", columns) as view:
        rows = store.query(
            "SELECT v.assistant_id, v.partition_date, v.session_id, v.qa_id, v.query, v.assistant, "
            "v.compliance_score, v.verdict, v.supporting_chunks, v.contradicting_chunks, v.neutral_chunks, "
            "v.evaluated_at, v.config_hash, v.error FROM interaction_verdicts v "
            f"JOIN {view} k ON v.session_id = k.session_id AND v.qa_id = k.qa_id "
            "ORDER BY v.session_id, v.qa_id, v.evaluated_at DESC, v.assistant_id, v.partition_date")
        chosen: dict[tuple[str, str], tuple] = {}
        ambiguous: list[tuple[str, str]] = []
        for r in rows:
            key = (r[2], r[3])
            if key in chosen:
                if not ambiguous or ambiguous[-1] != key:
                    ambiguous.append(key)
                continue
            chosen[key] = r
        unjudged = [k for k in keys if k in chosen and chosen[k][7] == "UNJUDGED"]
        blank = [k for k in unjudged if chosen[k][13] == EMPTY_ANSWER]  # empty answers: never judged, by design
        for k in unjudged:  # no judgement to re-score (its latest evaluation): listed apart, not loaded
            del chosen[k]
        blank_keys = set(blank)
        unjudged = [k for k in unjudged if k not in blank_keys]
        chunk_rows = store.query(
            "SELECT c.assistant_id, c.partition_date, c.session_id, c.qa_id, c.source, c.chunk_index, c.query_rank, "
            "c.query_similarity, c.answer_rank, c.answer_similarity, c.reranker_score, c.verdict, c.selected "
            f"FROM retrieved_chunks c JOIN {view} k ON c.session_id = k.session_id AND c.qa_id = k.qa_id "
            "ORDER BY c.session_id, c.qa_id, c.source, c.chunk_index")

    chunks: dict[tuple[str, str], list[StoredChunk]] = {}
    for c in chunk_rows:
        key = (c[2], c[3])
        r = chosen.get(key)
        if r is None or (c[0], c[1]) != (r[0], r[1]):
            continue
        chunks.setdefault(key, []).append(StoredChunk(
            source=c[4], chunk_index=c[5], query_rank=c[6], query_similarity=c[7], answer_rank=c[8],
            answer_similarity=c[9], reranker_score=c[10], verdict=c[11], selected=bool(c[12])))

    hashes = sorted({r[12] for r in chosen.values()})
    configs = load_evaluation_configs(store, hashes)
    if fallback_settings is not None:
        fb = evaluation_config_row(fallback_settings)
        configs.setdefault(fb["config_hash"], fb)
    missing = [h for h in hashes if h not in configs]
    if missing:
        n = sum(1 for r in chosen.values() if r[12] in missing)
        raise ValueError(
            f"{n} labelled interaction(s) were evaluated with settings that are not recorded in evaluation_configs "
            f"(config_hash {', '.join(missing)}), so their stored candidate range is unknown; re-materialize "
            "interaction_verdicts for their partitions, or pass the settings they were evaluated with")
    settings = {
        h: StoredSettings(
            config_hash=h, top_k=int(c["top_k"]), similarity_threshold=float(c["similarity_threshold"]),
            candidate_top_k=int(c["candidate_top_k"]),
            candidate_similarity_threshold=float(c["candidate_similarity_threshold"]),
            contradiction_threshold=float(c["contradiction_threshold"]),
            compliance_threshold=float(c["compliance_threshold"]), verdict_rule=str(c.get("verdict_rule", "ratio")),
            conflict_search=bool(c.get("conflict_search", False)))
        for h, c in configs.items() if h in hashes
    }
    found = {
        key: StoredInteraction(
            assistant_id=r[0], partition_date=r[1], session_id=r[2], qa_id=r[3], query=r[4], answer=r[5],
            compliance_score=r[6], verdict=r[7], supporting=r[8], contradicting=r[9], neutral=r[10],
            evaluated_at=r[11], settings=settings[r[12]], chunks=tuple(chunks.get(key, ())))
        for key, r in chosen.items()
    }
    return LoadedInteractions(found=found, ambiguous=ambiguous, unjudged=unjudged, blank=blank)


# -- re-scoring -------------------------------------------------------------------------------------------------
def check_stored_range(interaction: StoredInteraction, top_k: int, similarity_threshold: float,
                       variant_name: str = "") -> None:
    """Raise :class:`OutsideStoredRangeError` unless ``(top_k, similarity_threshold)`` can be re-applied exactly to
    the interaction's stored candidates."""
    s = interaction.settings
    who = f"variant {variant_name!r}: " if variant_name else ""
    where = f"session {interaction.session_id!r} qa {interaction.qa_id!r} (config_hash {s.config_hash})"
    if top_k > s.candidate_top_k:
        raise OutsideStoredRangeError(
            f"{who}top_k={top_k} is outside the stored candidate range: {where} stored only "
            f"candidate_top_k={s.candidate_top_k} chunks per side; re-evaluate with candidate_top_k >= {top_k} to "
            "compare this variant")
    if similarity_threshold < s.candidate_similarity_threshold:
        raise OutsideStoredRangeError(
            f"{who}similarity_threshold={similarity_threshold} is outside the stored candidate range: {where} "
            f"stored only chunks with similarity >= candidate_similarity_threshold="
            f"{s.candidate_similarity_threshold}; re-evaluate with candidate_similarity_threshold <= "
            f"{similarity_threshold} to compare this variant")


def selected_chunks(interaction: StoredInteraction, top_k: int, similarity_threshold: float) -> list[StoredChunk]:
    """The stored candidates that ``(top_k, similarity_threshold)`` selects, via :func:`fairforge_core.retrieval.select`
    (best first)."""
    candidates = [
        Candidate(i, c.query_rank, c.query_similarity, c.answer_rank, c.answer_similarity)
        for i, c in enumerate(interaction.chunks)
    ]
    return [interaction.chunks[s.candidate.chunk_pos] for s in select(candidates, top_k, similarity_threshold)]


def counted_chunks(interaction: StoredInteraction, chosen: Sequence[StoredChunk],
                   contradiction_threshold: float) -> list[StoredChunk]:
    """The chunks that count towards the verdict: the selection ``chosen`` and, when the interaction was evaluated
    with conflict search, the other stored candidates that :func:`fairforge_core.verdicts.conflict_search_extras`
    adds at ``contradiction_threshold`` (best first)."""
    if not interaction.settings.conflict_search:
        return list(chosen)
    inside = set(chosen)
    others = [c for c in interaction.chunks if c not in inside]
    return [*chosen, *conflict_search_extras(
        chosen, others, lambda c: c.source,
        lambda c: chunk_verdict(c.addressed, c.reranker_score, contradiction_threshold))]


def _verdict_of(chosen: Sequence[StoredChunk], contradiction_threshold: float,
                compliance_threshold: float, verdict_rule: str) -> Rescored:
    supporting = contradicting = neutral = 0
    for c in chosen:
        v = chunk_verdict(c.addressed, c.reranker_score, contradiction_threshold)
        if v == "SUPPORTS":
            supporting += 1
        elif v == "CONTRADICTS":
            contradicting += 1
        else:
            neutral += 1
    verdict, score = compute_verdict(supporting, contradicting, compliance_threshold, verdict_rule)
    return Rescored(verdict, score, supporting, contradicting, neutral)


def rescore_interaction(interaction: StoredInteraction, *, top_k: Optional[int] = None,
                        similarity_threshold: Optional[float] = None,
                        contradiction_threshold: Optional[float] = None,
                        compliance_threshold: Optional[float] = None) -> Rescored:
    """The interaction's verdict under other settings (``None`` = as stored), with no model call.

    Raises:
        OutsideStoredRangeError: ``top_k`` / ``similarity_threshold`` outside the stored candidate range.
    """
    s = interaction.settings
    k = s.top_k if top_k is None else top_k
    st = s.similarity_threshold if similarity_threshold is None else similarity_threshold
    check_stored_range(interaction, k, st)
    ct = s.contradiction_threshold if contradiction_threshold is None else contradiction_threshold
    comp = s.compliance_threshold if compliance_threshold is None else compliance_threshold
    return _verdict_of(counted_chunks(interaction, selected_chunks(interaction, k, st), ct), ct, comp, s.verdict_rule)


def rescoring_mismatches(interaction: StoredInteraction) -> list[str]:
    """Differences between the stored verdicts and a re-scoring at the interaction's own settings (empty when the
    stored data reproduces exactly: selection, every chunk verdict, counts, score and interaction verdict)."""
    s = interaction.settings
    out = []
    where = f"{interaction.session_id}/{interaction.qa_id}"
    for c in interaction.chunks:
        if c.addressed and chunk_verdict(True, c.reranker_score, s.contradiction_threshold) != c.verdict:
            out.append(f"{where}: chunk {c.source}#{c.chunk_index} stored {c.verdict} but score "
                       f"{c.reranker_score} vs contradiction_threshold {s.contradiction_threshold} gives otherwise")
    chosen = counted_chunks(interaction, selected_chunks(interaction, s.top_k, s.similarity_threshold),
                            s.contradiction_threshold)
    if {(c.source, c.chunk_index) for c in chosen} != {(c.source, c.chunk_index) for c in interaction.chunks
                                                        if c.selected}:
        out.append(f"{where}: re-selection differs from the stored selection")
    r = _verdict_of(chosen, s.contradiction_threshold, s.compliance_threshold, s.verdict_rule)
    stored = Rescored(interaction.verdict, interaction.compliance_score, interaction.supporting,
                      interaction.contradicting, interaction.neutral)
    if r != stored:
        out.append(f"{where}: stored {stored} but re-scored {r}")
    return out


class StoredInteractionScorer:
    """The built-in ``score_fn``: re-scores a sample's stored interaction under a variant, with no model call.

    Args:
        interactions: stored interactions keyed by ``(session_id, qa_id)``; a sample finds its interaction through
            ``sample.metadata["session_id"]`` and ``["qa_id"]``.

    ``scorer(sample, variant)`` returns the interaction's ``compliance_score`` in [0, 1] under the variant's knobs
    (``None`` = as stored) with ``compliance_threshold = variant.threshold``. ``calls`` counts invocations.

    Raises:
        ValueError: the sample names no stored interaction.
        OutsideStoredRangeError: the variant's ``top_k``/``similarity_threshold`` are outside the stored range.
    """

    def __init__(self, interactions: Mapping[tuple[str, str], StoredInteraction]):
        self.interactions = dict(interactions)
        self.calls = 0
        self._selection: dict[tuple, list[StoredChunk]] = {}

    def interaction_for(self, sample: LabelledPolicySample) -> StoredInteraction:
        key = (sample.metadata.get("session_id", ""), sample.metadata.get("qa_id", ""))
        it = self.interactions.get(key)
        if it is None:
            raise ValueError(f"no stored interaction for session_id {key[0]!r} qa_id {key[1]!r}")
        return it

    def _settings(self, it: StoredInteraction, variant: PolicyVariant) -> tuple[int, float, float, float]:
        s = it.settings
        k = s.top_k if variant.top_k is None else variant.top_k
        st = s.similarity_threshold if variant.similarity_threshold is None else variant.similarity_threshold
        ct = s.contradiction_threshold if variant.contradiction_threshold is None else variant.contradiction_threshold
        return k, st, ct, variant.effective_compliance_threshold

    def check_variant(self, variant: PolicyVariant) -> None:
        """Check the variant against every interaction's stored range (raises :class:`OutsideStoredRangeError`)."""
        for it in self.interactions.values():
            k, st, _, _ = self._settings(it, variant)
            check_stored_range(it, k, st, variant.name)

    def rescore(self, sample: LabelledPolicySample, variant: PolicyVariant) -> Rescored:
        it = self.interaction_for(sample)
        k, st, ct, comp = self._settings(it, variant)
        cache_key = (it.key, k, st)
        chosen = self._selection.get(cache_key)
        if chosen is None:
            check_stored_range(it, k, st, variant.name)
            chosen = self._selection[cache_key] = selected_chunks(it, k, st)
        return _verdict_of(counted_chunks(it, chosen, ct), ct, comp, it.settings.verdict_rule)

    def __call__(self, sample: LabelledPolicySample, variant: PolicyVariant) -> float:
        self.calls += 1
        return self.rescore(sample, variant).compliance_score


# -- variants ---------------------------------------------------------------------------------------------------
def parse_variant_spec(text: str) -> dict[str, Any]:
    """Parse ``NAME`` or ``NAME:KEY=VALUE[,KEY=VALUE]`` into a dict (``{"name": ..., key: value}``).

    Keys: threshold / compliance_threshold (the same knob), contradiction_threshold, similarity_threshold (floats
    in [0, 1]), top_k (integer), profile (text).

    Raises:
        ValueError: blank name, a part without ``=``, an unknown or repeated key, or a value of the wrong type.
    """
    name, _, rest = str(text).partition(":")
    name = name.strip()
    if not name:
        raise ValueError(f"variant {text!r}: expected NAME or NAME:KEY=VALUE[,KEY=VALUE]")
    out: dict[str, Any] = {"name": name}
    for part in (p for p in rest.split(",") if p.strip()):
        key, eq, value = part.partition("=")
        key, value = key.strip(), value.strip()
        if not eq or not key or not value:
            raise ValueError(f"variant {text!r}: expected KEY=VALUE, got {part.strip()!r}")
        if key not in SPEC_KEYS:
            raise ValueError(f"variant {text!r}: unknown key {key!r}; use one of {', '.join(SPEC_KEYS)}")
        if key in out:
            raise ValueError(f"variant {text!r}: {key} is given twice")
        try:
            out[key] = value if key == "profile" else int(value) if key == "top_k" else float(value)
        except ValueError as exc:
            kind = "an integer" if key == "top_k" else "a number"
            raise ValueError(f"variant {text!r}: {key} must be {kind}, got {value!r}") from exc
    return out


def _common(values: set, knob: str, name: str):
    if len(values) == 1:
        return next(iter(values))
    raise ValueError(
        f"variant {name!r} does not set {knob}, and the labelled interactions were evaluated with different values "
        f"({', '.join(str(v) for v in sorted(values))}); set {knob} on the variant")


def resolve_variants(specs: Sequence[Mapping[str, Any]],
                     interactions: Iterable[StoredInteraction]) -> tuple[PolicyVariant, ...]:
    """Turn variant specs into :class:`PolicyVariant` objects with every fairforge knob set.

    A knob a spec leaves out takes the value the stored interactions were evaluated with (so a spec with only a
    name replays production). ``threshold`` and ``compliance_threshold`` name the same knob. No spec gives one
    variant named ``"stored"``.

    Raises:
        ValueError: an unknown key; a left-out knob whose stored value differs between interactions; the
            :class:`PolicyVariant` validation errors.
    """
    stored = [it.settings for it in interactions]
    if not specs:
        specs = [{"name": DEFAULT_VARIANT_NAME}]
    out = []
    for spec in specs:
        spec = dict(spec)
        name = str(spec.get("name", ""))
        unknown = set(spec) - set(SPEC_KEYS) - {"name"}
        if unknown:
            raise ValueError(f"variant {name!r}: unknown key(s) {', '.join(sorted(unknown))}; use one of "
                             f"{', '.join(SPEC_KEYS)}")

        def pick(knob: str, stored_attr: str, spec=spec, name=name):
            v = spec.get(knob)
            return v if v is not None else _common({getattr(s, stored_attr) for s in stored}, knob, name)

        threshold = spec.get("threshold")
        if threshold is None:
            threshold = pick("compliance_threshold", "compliance_threshold")
        out.append(PolicyVariant(
            name=name, threshold=threshold, profile=str(spec.get("profile") or ""),
            compliance_threshold=spec.get("compliance_threshold"),
            contradiction_threshold=pick("contradiction_threshold", "contradiction_threshold"),
            similarity_threshold=pick("similarity_threshold", "similarity_threshold"),
            top_k=pick("top_k", "top_k"),
        ))
    return tuple(out)


# -- sweep ------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class SweepPoint:
    """The metrics of ``base`` with one knob set to ``value``."""

    knob: str
    value: float
    result: PolicyVariantResult


def sweep_grid(steps: int) -> list[float]:
    """``steps`` evenly spaced values from 0.0 to 1.0 inclusive (``steps >= 2``)."""
    if steps < 2:
        raise ValueError(f"sweep steps must be >= 2, got {steps}")
    return [round(i / (steps - 1), 10) for i in range(steps)]


def threshold_sweep(samples: Sequence[LabelledPolicySample], base: PolicyVariant, score_fn,
                    steps: int = DEFAULT_SWEEP_STEPS, on_variant=None) -> list[SweepPoint]:
    """Balanced accuracy, FPR and FNR of ``base`` with ``contradiction_threshold``, then ``compliance_threshold``
    (= the policy threshold), varied over :func:`sweep_grid` while every other knob keeps ``base``'s value.
    ``on_variant`` is called after each of the ``len(SWEEP_KNOBS) * steps`` points (see
    :func:`~fairforge_core.evaluation.policy.evaluate_policy_variants`)."""
    points: list[SweepPoint] = []
    grid = sweep_grid(steps)
    for knob in SWEEP_KNOBS:
        variants = []
        for v in grid:
            if knob == "compliance_threshold":
                changes = {"threshold": v, "compliance_threshold": None}
            else:
                changes = {knob: v}
            variants.append(dataclasses.replace(base, name=f"{knob}={v:g}", **changes))
        report = evaluate_policy_variants(samples, variants=variants, score_fn=score_fn, on_variant=on_variant)
        points.extend(SweepPoint(knob, v, r) for v, r in zip(grid, report.results))
    return points


# -- a complete run ---------------------------------------------------------------------------------------------
@dataclass
class PolicyRun:
    """Everything a policy evaluation produced (see :func:`run_policy_evaluation`)."""

    report_id: str
    created_at: datetime
    labels: LabelSet
    n_irrelevant_labels: int
    unknown_ids: list[tuple[str, str]]
    ambiguous_ids: list[tuple[str, str]]
    skipped: list[tuple[str, str, str]]
    samples: tuple[LabelledPolicySample, ...]
    variants: tuple[PolicyVariant, ...]
    evaluation: PolicyEvaluationReport
    comparison: Optional[PolicyComparisonReport]
    sweep_base: str
    sweep: list[SweepPoint]
    rescoring_checked: int
    rescoring_mismatched_ids: list[tuple[str, str]]
    rescoring_details: list[str]
    scorer: StoredInteractionScorer
    sweep_plot: Optional[str] = None
    #: labelled keys stored UNJUDGED (no judgement to re-score: evaluate them again); not in ``unknown_ids``
    unjudged_ids: list[tuple[str, str]] = field(default_factory=list)

    def role(self, name: str) -> Optional[str]:
        if self.comparison is None:
            return None
        if name == self.comparison.baseline.name:
            return "baseline"
        if name == self.comparison.candidate.name:
            return "candidate"
        return None


def _check_arms(names: Sequence[str], baseline: Optional[str], candidate: Optional[str]) -> None:
    if (baseline is None) != (candidate is None):
        raise ValueError("a comparison needs both a baseline and a candidate variant name")
    if baseline is None:
        return
    for role, name in (("baseline", baseline), ("candidate", candidate)):
        if name not in names:
            raise ValueError(f"{role} {name!r} is not one of the variants ({', '.join(names)})")
    if baseline == candidate:
        raise ValueError(f"baseline and candidate must be different variants, both are {baseline!r}")


def prepare_samples(labels: LabelSet, found: Mapping[tuple[str, str], StoredInteraction],
                    unjudged: Iterable[tuple[str, str]] = (), blank: Iterable[tuple[str, str]] = ()):
    """Samples (file order) for the COMPLIANT/NON_COMPLIANT labels that are stored, and what was left out.

    Returns:
        ``(samples, unknown_ids, skipped, n_irrelevant)``: unknown ids are labelled keys (any label) with no stored
        interaction, keys in ``unjudged`` (stored UNJUDGED, counted apart by the caller) excepted; skipped are
        ``(session_id, qa_id, reason)`` of stored binary labels with a blank query or answer (director-ai requires
        both; ``blank`` keys, stored UNJUDGED for their empty answer, are skipped the same way); IRRELEVANT labels
        are only counted.
    """
    samples: list[LabelledPolicySample] = []
    unknown: list[tuple[str, str]] = []
    skipped: list[tuple[str, str, str]] = []
    n_irrelevant = 0
    unjudged = set(unjudged)
    blank = set(blank)
    for lab in labels.labels:
        it = found.get(lab.key)
        if lab.label == IRRELEVANT:
            n_irrelevant += 1
        if it is None and lab.key in blank:
            if lab.label != IRRELEVANT:
                skipped.append((lab.session_id, lab.qa_id, "blank answer"))
            continue
        if it is None:
            if lab.key not in unjudged:
                unknown.append(lab.key)
            continue
        if lab.label == IRRELEVANT:
            continue
        if not it.query.strip() or not it.answer.strip():
            skipped.append((lab.session_id, lab.qa_id, "blank query" if not it.query.strip() else "blank answer"))
            continue
        samples.append(LabelledPolicySample(
            prompt=it.query, response=it.answer, label=lab.label == COMPLIANT, score=None, dataset=lab.dataset,
            synthetic=lab.synthetic, benchmark_evidence=lab.benchmark_evidence,
            metadata={"session_id": lab.session_id, "qa_id": lab.qa_id, "assistant_id": it.assistant_id,
                      "partition_date": it.partition_date.isoformat(), "config_hash": it.settings.config_hash},
        ))
    return samples, unknown, skipped, n_irrelevant


def run_policy_evaluation(
    store: DuckDBStore,
    labels: Union[str, Path, LabelSet],
    variants: Sequence[Union[str, Mapping[str, Any]]] = (),
    baseline: Optional[str] = None,
    candidate: Optional[str] = None,
    *,
    settings: Optional[EvaluationSettings] = None,
    sweep_steps: int = DEFAULT_SWEEP_STEPS,
    report_id: Optional[str] = None,
    plot_path: Optional[Union[str, Path]] = None,
    progress: Optional[Callable[[int, int, int], None]] = None,
) -> PolicyRun:
    """Evaluate policy variants on labelled interactions of a fairforge database, with no model call.

    Args:
        store: the database (read access is enough).
        labels: a labels JSONL path (:func:`fairforge_core.evaluation.labels.load_labels`) or a loaded set.
        variants: specs, as ``"NAME:KEY=VALUE,..."`` strings or dicts (:func:`parse_variant_spec` keys); empty =
            one variant ``"stored"`` at the stored settings.
        baseline, candidate: variant names to compare (both or neither).
        settings: fallback for stored verdicts whose settings were not recorded (matched by config hash).
        sweep_steps: grid size of the threshold sweep (>= 2) around the baseline (else the first variant).
        report_id: id of this run (default: a new uuid4 hex).
        plot_path: where to save the sweep plot (PNG); ``None`` = no plot.
        progress: ``progress(done, total, interactions)``, called after each re-scoring step: ``done`` of
            ``total`` steps (one per variant, then one per sweep point: ``len(variants) + 2 * sweep_steps``), each
            re-scoring ``interactions`` labelled interactions.

    Returns:
        :class:`PolicyRun`.

    Raises:
        FileNotFoundError: the labels file does not exist.
        ValueError: invalid labels or variants; no stored binary-labelled interaction; bad baseline/candidate;
            :class:`OutsideStoredRangeError` for a variant outside the stored candidate range.
    """
    label_set = labels if isinstance(labels, LabelSet) else load_labels(labels)
    specs = [parse_variant_spec(v) if isinstance(v, str) else dict(v) for v in variants]
    loaded = load_stored_interactions(store, [lab.key for lab in label_set.labels], settings)
    samples, unknown, skipped, n_irrelevant = prepare_samples(label_set, loaded.found, loaded.unjudged,
                                                              loaded.blank)
    if not samples:
        example = f" (e.g. session {unknown[0][0]!r} qa {unknown[0][1]!r})" if unknown else ""
        raise ValueError(
            f"none of the COMPLIANT/NON_COMPLIANT labels of {label_set.path} matches a stored interaction with a "
            f"query and an answer: {len(unknown)} labelled id(s) are not in interaction_verdicts{example}, "
            f"{len(loaded.unjudged)} are stored UNJUDGED (no judgement to re-score), {len(skipped)} skipped; "
            "evaluate those conversations first")
    used = {(s.metadata["session_id"], s.metadata["qa_id"]) for s in samples}
    scorer = StoredInteractionScorer({k: loaded.found[k] for k in used})
    resolved = resolve_variants(specs, scorer.interactions.values())
    names = [v.name for v in resolved]
    if len(set(names)) != len(names):
        dup = next(n for n in names if names.count(n) > 1)
        raise ValueError(f"duplicate policy variant name {dup!r}")
    _check_arms(names, baseline, candidate)
    for v in resolved:
        scorer.check_variant(v)

    total_steps, done = len(resolved) + len(SWEEP_KNOBS) * sweep_steps, 0

    def step_done(_result) -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total_steps, len(samples))

    evaluation = evaluate_policy_variants(samples, variants=resolved, score_fn=scorer, on_variant=step_done)
    comparison = comparison_from_report(evaluation, baseline, candidate) if baseline is not None else None
    base = next(v for v in resolved if v.name == (baseline or names[0]))
    sweep = threshold_sweep(samples, base, scorer, sweep_steps, on_variant=step_done)

    mismatched: list[tuple[str, str]] = []
    details: list[str] = []
    for key, it in loaded.found.items():
        diffs = rescoring_mismatches(it)
        if diffs:
            mismatched.append(key)
            details.extend(diffs)

    run = PolicyRun(
        report_id=report_id or uuid.uuid4().hex, created_at=utcnow(), labels=label_set,
        n_irrelevant_labels=n_irrelevant, unknown_ids=unknown, ambiguous_ids=loaded.ambiguous, skipped=skipped,
        samples=tuple(samples), variants=resolved, evaluation=evaluation, comparison=comparison,
        sweep_base=base.name, sweep=sweep, rescoring_checked=len(loaded.found), rescoring_mismatched_ids=mismatched,
        rescoring_details=details,
        scorer=scorer, unjudged_ids=list(loaded.unjudged),
    )
    if plot_path is not None:
        from fairforge_core.evaluation.plot import plot_threshold_sweep

        run.sweep_plot = str(plot_threshold_sweep(run, plot_path))
    return run
