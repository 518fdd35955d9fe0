"""Policy A/B evaluation: score threshold policies on the same labelled samples before changing production.

Semantics follow director-ai's ``director_ai.core.evaluation.policy`` (re-implemented from the behavioural spec in
``shared/reference/policy-evaluation-and-rules.md``, section A; no upstream code is copied):

* a sample is *approved* (predicted positive) when ``score >= variant.threshold`` (inclusive);
* ``label=True`` is the positive class (for fairforge: the interaction is COMPLIANT), so TP = approved and
  compliant, FP = approved but non-compliant (the dangerous case: a violation that got through), FN = a compliant
  answer that was flagged, TN = a violation that was flagged;
* every ratio uses safe division (``0.0`` when the denominator is 0), so no metric is ever NaN;
* a cached ``sample.score`` is used for every variant; otherwise ``score_fn(sample, variant)`` is called once per
  (variant, sample) pair, variant by variant and samples in order inside a variant;
* provenance buckets (benchmark, internal, synthetic) and the ``public_benchmark_eligible`` guardrail;
* :func:`compare_policy_variants` reports candidate minus baseline deltas rounded to 10 decimals and the winner by
  balanced accuracy alone (the arm's name, or ``"tie"``).

Everything is plain Python arithmetic (upstream's optional Rust summation kernel is not reproduced).

fairforge extension: :class:`PolicyVariant` may also carry fairforge's own knobs (``contradiction_threshold``,
``compliance_threshold``, ``similarity_threshold``, ``top_k``). This module only validates and carries them; a
``score_fn`` that understands them, such as :class:`fairforge_core.evaluation.stored.StoredInteractionScorer`
(which re-scores stored interactions without a model call), applies them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Optional

DELTA_DECIMALS = 10
TIE = "tie"
PROVENANCE_BUCKETS = ("benchmark", "internal", "synthetic")

REASON_SYNTHETIC = ("synthetic samples are present: the report is valid for internal engineering decisions only "
                    "and must not be used for public benchmark claims")
REASON_INTERNAL = ("internal (non-benchmark) samples are present: the report is valid for internal engineering "
                   "decisions only and must not be used for public benchmark claims")
REASON_DATASETS = "public benchmark claims need exactly one named dataset; this report has {n}"
REASON_ELIGIBLE = "all samples are real benchmark evidence from one dataset ({name})"


def _in_unit_interval(value: Any) -> bool:
    """True when ``value`` is a number in [0, 1] (NaN and infinities fail the comparison)."""
    try:
        v = float(value)
    except (TypeError, ValueError):
        return False
    return 0.0 <= v <= 1.0


def _stringify(metadata: Optional[Mapping[Any, Any]]) -> dict[str, str]:
    return {str(k): str(v) for k, v in dict(metadata or {}).items()}


def safe_div(numerator: float, denominator: float) -> float:
    """``numerator / denominator``, or ``0.0`` when the denominator is 0 (director-ai's rule)."""
    return numerator / denominator if denominator else 0.0


@dataclass(frozen=True)
class LabelledPolicySample:
    """One labelled prompt/response sample used for policy evaluation.

    Attributes:
        prompt, response: the user query and the assistant answer; must not be blank.
        label: ``True`` = acceptable/supported (fairforge: COMPLIANT), the positive class. Only its truthiness is
            used.
        score: cached score in [0, 1] (higher = more supported), used for every variant; ``None`` means the score
            comes from ``score_fn``.
        dataset: name of the dataset the sample comes from ("" = unnamed).
        synthetic: the sample was generated, not observed.
        benchmark_evidence: the sample is real benchmark evidence.
        metadata: free-form string pairs (keys and values are converted with ``str()``), e.g. the ids a
            ``score_fn`` needs to find the interaction.

    Raises:
        ValueError: ``"prompt is required"`` / ``"response is required"`` for blank texts; ``"score must be in
            [0, 1]"`` for a score outside [0, 1] or NaN.
    """

    prompt: str
    response: str
    label: bool
    score: Optional[float] = None
    dataset: str = ""
    synthetic: bool = False
    benchmark_evidence: bool = False
    metadata: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self):
        if not str(self.prompt or "").strip():
            raise ValueError("prompt is required")
        if not str(self.response or "").strip():
            raise ValueError("response is required")
        if self.score is not None:
            if not _in_unit_interval(self.score):
                raise ValueError(f"score must be in [0, 1], got {self.score!r}")
            object.__setattr__(self, "score", float(self.score))
        object.__setattr__(self, "metadata", _stringify(self.metadata))


@dataclass(frozen=True)
class PolicyVariant:
    """A threshold/profile policy evaluated against the same labelled samples as the other variants.

    Attributes (director-ai's, in its positional order):
        name: unique, non-blank name (reported as the winner of a comparison).
        threshold: in [0, 1]; a sample is approved when ``score >= threshold``.
        profile: free text handed to ``score_fn`` and echoed into the result; no effect inside the harness.
        w_logic, w_fact: weights in [0, 1] summing to 1.0 (within 1e-9); handed to ``score_fn``, no effect inside
            the harness.
        metadata: string pairs (stringified like the sample's).

    fairforge knobs (``None`` = as stored; only a fairforge ``score_fn`` applies them):
        contradiction_threshold: in [0, 1]; an addressed chunk with support score below it CONTRADICTS.
        compliance_threshold: in [0, 1]; **must equal** ``threshold`` when given. fairforge flags an interaction
            (NON_COMPLIANT) exactly when its compliance_score is below ``compliance_threshold``, and gives an
            IRRELEVANT interaction the score ``compliance_threshold``, so approving at ``score >= threshold``
            reproduces production only when the two are the same number. The field exists so that a variant can be
            written with fairforge's name for the knob; :attr:`effective_compliance_threshold` is ``threshold``.
        similarity_threshold: in [0, 1]; minimum cosine similarity of a retrieved chunk.
        top_k: integer >= 1; chunks kept per side (user query, answer).

    Raises:
        ValueError: blank name (``"variant name is required"``); threshold, w_logic, w_fact or a fairforge
            threshold outside [0, 1] or NaN (the message names the field); ``w_logic + w_fact`` not 1.0
            (``"... must equal 1.0"``); ``top_k`` not an integer >= 1; ``compliance_threshold != threshold``.
    """

    name: str
    threshold: float
    profile: str = ""
    w_logic: float = 0.6
    w_fact: float = 0.4
    metadata: Mapping[str, str] = field(default_factory=dict)
    contradiction_threshold: Optional[float] = None
    compliance_threshold: Optional[float] = None
    similarity_threshold: Optional[float] = None
    top_k: Optional[int] = None

    def __post_init__(self):
        if not str(self.name or "").strip():
            raise ValueError("variant name is required")
        for attr in ("threshold", "w_logic", "w_fact"):
            value = getattr(self, attr)
            if not _in_unit_interval(value):
                raise ValueError(f"{attr} must be in [0, 1], got {value!r}")
            object.__setattr__(self, attr, float(value))
        if abs(self.w_logic + self.w_fact - 1.0) > 1e-9:
            raise ValueError(f"w_logic + w_fact must equal 1.0, got {self.w_logic} + {self.w_fact}")
        for attr in ("contradiction_threshold", "compliance_threshold", "similarity_threshold"):
            value = getattr(self, attr)
            if value is not None:
                if isinstance(value, bool) or not _in_unit_interval(value):
                    raise ValueError(f"{attr} must be in [0, 1], got {value!r}")
                object.__setattr__(self, attr, float(value))
        if self.top_k is not None:
            k = self.top_k
            if isinstance(k, bool) or not isinstance(k, (int, float)) or k != int(k) or k < 1:
                raise ValueError(f"top_k must be an integer >= 1, got {k!r}")
            object.__setattr__(self, "top_k", int(k))
        if self.compliance_threshold is not None and self.compliance_threshold != self.threshold:
            raise ValueError(
                f"compliance_threshold ({self.compliance_threshold}) must equal threshold ({self.threshold}): "
                "fairforge flags an interaction exactly when its compliance_score < compliance_threshold, so the "
                "policy threshold is the compliance threshold; set one of them")
        object.__setattr__(self, "metadata", _stringify(self.metadata))

    @property
    def effective_compliance_threshold(self) -> float:
        """The compliance threshold this variant stands for: always ``threshold``."""
        return self.threshold

    def knobs(self) -> dict[str, Any]:
        """fairforge's knobs of this variant (``None`` = as stored), with ``compliance_threshold = threshold``."""
        return {
            "compliance_threshold": self.threshold,
            "contradiction_threshold": self.contradiction_threshold,
            "similarity_threshold": self.similarity_threshold,
            "top_k": self.top_k,
        }


ScoreFunction = Callable[[LabelledPolicySample, PolicyVariant], float]


@dataclass(frozen=True)
class PolicyVariantResult:
    """Metrics of one variant on the labelled samples.

    Rates are in [0, 1]: recall = TP/(TP+FN), precision = TP/(TP+FP), false_positive_rate = FP/(FP+TN),
    false_negative_rate = FN/(FN+TP), balanced_accuracy = (recall + TN/(TN+FP)) / 2, each 0.0 when its
    denominator is 0. ``sample_count`` is the number of samples (the same for every variant).
    """

    name: str
    threshold: float
    profile: str
    sample_count: int
    balanced_accuracy: float
    precision: float
    recall: float
    false_positive_rate: float
    false_negative_rate: float
    tp: int
    fp: int
    tn: int
    fn: int

    def to_dict(self) -> dict[str, Any]:
        """The 13 fields as a flat dict."""
        return {
            "name": self.name, "threshold": self.threshold, "profile": self.profile,
            "sample_count": self.sample_count, "balanced_accuracy": self.balanced_accuracy,
            "precision": self.precision, "recall": self.recall,
            "false_positive_rate": self.false_positive_rate, "false_negative_rate": self.false_negative_rate,
            "tp": self.tp, "fp": self.fp, "tn": self.tn, "fn": self.fn,
        }


@dataclass(frozen=True)
class PolicyEvaluationReport:
    """Multi-variant evaluation with provenance guardrails.

    Attributes:
        results: one :class:`PolicyVariantResult` per variant, in the order the variants were given.
        sample_count: number of samples.
        datasets: sorted unique non-empty dataset names.
        provenance_counts: exactly the keys ``benchmark``, ``internal``, ``synthetic``.
        public_benchmark_eligible: ``True`` only when every sample is real benchmark evidence from exactly one
            named dataset.
        public_claim_reason: why (plain words).
    """

    results: tuple[PolicyVariantResult, ...]
    sample_count: int
    datasets: tuple[str, ...]
    provenance_counts: Mapping[str, int]
    public_benchmark_eligible: bool
    public_claim_reason: str

    def variant(self, name: str) -> PolicyVariantResult:
        """The result of the variant called ``name``.

        Raises:
            KeyError: no variant has that name.
        """
        for r in self.results:
            if r.name == name:
                return r
        raise KeyError(name)

    def to_dict(self) -> dict[str, Any]:
        return {
            "sample_count": self.sample_count,
            "datasets": list(self.datasets),
            "provenance_counts": dict(self.provenance_counts),
            "public_benchmark_eligible": self.public_benchmark_eligible,
            "public_claim_reason": self.public_claim_reason,
            "results": [r.to_dict() for r in self.results],
        }


@dataclass(frozen=True)
class PolicyComparisonReport:
    """Two-arm A/B comparison.

    Attributes:
        baseline, candidate: the arms' results.
        delta_balanced_accuracy, delta_false_positive_rate, delta_false_negative_rate: candidate minus baseline,
            rounded to 10 decimals (so float noise cannot pick a winner).
        winner: the candidate's name if delta_balanced_accuracy > 0, the baseline's if < 0, else ``"tie"``.
            Only balanced accuracy decides.
        evaluation: the full two-variant report (provenance included).
    """

    baseline: PolicyVariantResult
    candidate: PolicyVariantResult
    delta_balanced_accuracy: float
    delta_false_positive_rate: float
    delta_false_negative_rate: float
    winner: str
    evaluation: PolicyEvaluationReport

    def to_dict(self) -> dict[str, Any]:
        """fairforge extension (upstream has none): the arms, deltas, winner and the evaluation."""
        return {
            "baseline": self.baseline.to_dict(),
            "candidate": self.candidate.to_dict(),
            "delta_balanced_accuracy": self.delta_balanced_accuracy,
            "delta_false_positive_rate": self.delta_false_positive_rate,
            "delta_false_negative_rate": self.delta_false_negative_rate,
            "winner": self.winner,
            "evaluation": self.evaluation.to_dict(),
        }


def provenance_counts(samples: Sequence[LabelledPolicySample]) -> dict[str, int]:
    """Counts per bucket: synthetic (``synthetic`` set, whatever ``benchmark_evidence`` says), benchmark
    (``benchmark_evidence`` and not synthetic), internal (the rest)."""
    synthetic = sum(1 for s in samples if s.synthetic)
    benchmark = sum(1 for s in samples if s.benchmark_evidence and not s.synthetic)
    return {"benchmark": benchmark, "internal": len(samples) - synthetic - benchmark, "synthetic": synthetic}


def public_claim_status(samples: Sequence[LabelledPolicySample], counts: Mapping[str, int]) -> tuple[bool, str]:
    """``(public_benchmark_eligible, reason)``; the first matching rule wins: synthetic present; internal present;
    not exactly one non-empty dataset name (benchmark rows with ``dataset=""`` are ignored); else eligible."""
    if counts["synthetic"] > 0:
        return False, REASON_SYNTHETIC
    if counts["internal"] > 0:
        return False, REASON_INTERNAL
    names = sorted({s.dataset for s in samples if s.dataset})
    if len(names) != 1:
        return False, REASON_DATASETS.format(n=len(names))
    return True, REASON_ELIGIBLE.format(name=names[0])


def _score(sample: LabelledPolicySample, variant: PolicyVariant, score_fn: Optional[ScoreFunction]) -> float:
    if sample.score is not None:
        return sample.score
    if score_fn is None:
        raise ValueError("score_fn is required when samples do not carry scores")
    raw = score_fn(sample, variant)
    value = float(raw)
    if not 0.0 <= value <= 1.0:
        raise ValueError(f"score_fn must return scores in [0, 1], got {raw!r} for variant {variant.name!r}")
    return value


def _evaluate_variant(samples: tuple[LabelledPolicySample, ...], variant: PolicyVariant,
                      score_fn: Optional[ScoreFunction]) -> PolicyVariantResult:
    tp = fp = tn = fn = 0
    for sample in samples:
        approved = _score(sample, variant, score_fn) >= variant.threshold
        if sample.label:
            if approved:
                tp += 1
            else:
                fn += 1
        elif approved:
            fp += 1
        else:
            tn += 1
    recall = safe_div(tp, tp + fn)
    specificity = safe_div(tn, tn + fp)
    return PolicyVariantResult(
        name=variant.name, threshold=variant.threshold, profile=variant.profile, sample_count=len(samples),
        balanced_accuracy=(recall + specificity) / 2.0, precision=safe_div(tp, tp + fp), recall=recall,
        false_positive_rate=safe_div(fp, fp + tn), false_negative_rate=safe_div(fn, fn + tp),
        tp=tp, fp=fp, tn=tn, fn=fn,
    )


def evaluate_policy_variants(samples: Sequence[LabelledPolicySample], *, variants: Sequence[PolicyVariant],
                             score_fn: Optional[ScoreFunction] = None,
                             on_variant: Optional[Callable[[PolicyVariantResult], None]] = None,
                             ) -> PolicyEvaluationReport:
    """Evaluate every variant on the same labelled samples.

    Args:
        samples: labelled samples (any iterable; materialised once).
        variants: policies to score (any iterable); names must be unique (exact match, no case folding).
        score_fn: ``score_fn(sample, variant) -> float`` in [0, 1], called once per (variant, sample) pair for
            samples without a cached score, variant by variant, samples in order.
        on_variant: called with each variant's result as soon as it is computed (for progress reports).

    Returns:
        :class:`PolicyEvaluationReport` with results in variant order.

    Raises:
        ValueError: ``"samples must be non-empty"``, ``"variants must be non-empty"``, ``"duplicate policy variant
            name 'X'"``, ``"score_fn is required when samples do not carry scores"`` (raised when the first uncached
            sample is reached), ``"score_fn must return scores in [0, 1]"`` (NaN included). Exceptions raised by
            ``score_fn`` itself propagate unchanged.
    """
    samples = tuple(samples)
    variants = tuple(variants)
    if not samples:
        raise ValueError("samples must be non-empty")
    if not variants:
        raise ValueError("variants must be non-empty")
    seen: set[str] = set()
    for v in variants:
        if v.name in seen:
            raise ValueError(f"duplicate policy variant name {v.name!r}")
        seen.add(v.name)
    results = []
    for v in variants:
        results.append(_evaluate_variant(samples, v, score_fn))
        if on_variant is not None:
            on_variant(results[-1])
    results = tuple(results)
    counts = provenance_counts(samples)
    eligible, reason = public_claim_status(samples, counts)
    return PolicyEvaluationReport(
        results=results,
        sample_count=len(samples),
        datasets=tuple(sorted({s.dataset for s in samples if s.dataset})),
        provenance_counts=counts,
        public_benchmark_eligible=eligible,
        public_claim_reason=reason,
    )


def comparison_from_report(report: PolicyEvaluationReport, baseline: str, candidate: str) -> PolicyComparisonReport:
    """The two-arm comparison of two variants of an existing report (deltas candidate - baseline, 10 decimals).

    Raises:
        KeyError: a name is not in the report.
    """
    b, c = report.variant(baseline), report.variant(candidate)
    d_ba = round(c.balanced_accuracy - b.balanced_accuracy, DELTA_DECIMALS)
    d_fpr = round(c.false_positive_rate - b.false_positive_rate, DELTA_DECIMALS)
    d_fnr = round(c.false_negative_rate - b.false_negative_rate, DELTA_DECIMALS)
    winner = c.name if d_ba > 0 else b.name if d_ba < 0 else TIE
    return PolicyComparisonReport(
        baseline=b, candidate=c, delta_balanced_accuracy=d_ba, delta_false_positive_rate=d_fpr,
        delta_false_negative_rate=d_fnr, winner=winner, evaluation=report,
    )


def compare_policy_variants(samples: Sequence[LabelledPolicySample], *, baseline: PolicyVariant,
                            candidate: PolicyVariant,
                            score_fn: Optional[ScoreFunction] = None) -> PolicyComparisonReport:
    """Controlled two-arm comparison: both arms see identical samples and cached scores.

    Runs :func:`evaluate_policy_variants` with ``variants=(baseline, candidate)``, so the same errors apply (two
    arms with the same name raise the duplicate-name ``ValueError``).

    Returns:
        :class:`PolicyComparisonReport`; ``winner`` is decided by balanced accuracy alone.
    """
    report = evaluate_policy_variants(samples, variants=(baseline, candidate), score_fn=score_fn)
    return comparison_from_report(report, baseline.name, candidate.name)

