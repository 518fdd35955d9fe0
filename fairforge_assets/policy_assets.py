"""The ``policy_evaluation`` asset: threshold policies compared on labelled interactions, from stored verdicts.

No model is loaded: variants are re-scored from ``retrieved_chunks`` (see :mod:`fairforge_core.evaluation.stored`).
Writes ``policy_reports`` and ``policy_sweeps`` (report id = the run id) and a sweep plot PNG beside the database.
"""

from pathlib import Path
from typing import Optional

import dagster as dg
from pydantic import Field

from fairforge_assets.assets import DUCKDB_POOL, interaction_verdicts
from fairforge_assets.progress import LogStream, Progress
from fairforge_assets.resources import FairforgeResource
from fairforge_core.evaluation.report import load_policy_rows, policy_markdown, write_policy_run
from fairforge_core.evaluation.stored import DEFAULT_SWEEP_STEPS, run_policy_evaluation


class PolicyVariantConfig(dg.Config):
    """One policy variant. A knob left unset keeps the value the stored verdicts were evaluated with."""

    name: str = Field(description="Unique variant name (reported as the comparison winner).")
    threshold: Optional[float] = Field(
        None, description="Approve (do not flag) an interaction when its compliance_score >= threshold. This is "
        "fairforge's compliance_threshold; give this or compliance_threshold.")
    compliance_threshold: Optional[float] = Field(None, description="Same knob as threshold.")
    contradiction_threshold: Optional[float] = Field(
        None, description="An addressed chunk with support score below it CONTRADICTS the answer.")
    similarity_threshold: Optional[float] = Field(
        None, description="Minimum cosine similarity of a retrieved chunk (>= the stored candidate threshold).")
    top_k: Optional[int] = Field(None, description="Chunks kept per side (<= the stored candidate_top_k).")
    profile: str = Field("", description="Free text echoed into the report.")


class PolicyEvaluationConfig(dg.Config):
    """What to compare: labels, variants, and optionally a baseline/candidate pair."""

    labels: str = Field(description="Labels JSONL: session_id, qa_id, label (COMPLIANT | NON_COMPLIANT | "
                        "IRRELEVANT), optional dataset, synthetic, benchmark_evidence.")
    variants: list[PolicyVariantConfig] = Field(
        default_factory=list, description="Variants to evaluate; empty = one variant 'stored' at the stored settings.")
    baseline: Optional[str] = Field(None, description="Name of the baseline variant of the A/B comparison.")
    candidate: Optional[str] = Field(None, description="Name of the candidate variant of the A/B comparison.")
    sweep_steps: int = Field(DEFAULT_SWEEP_STEPS, ge=2, le=201,
                             description="Grid points from 0 to 1 of the threshold sweep.")
    progress_on_stderr: bool = Field(
        False, description="Progress (steps done, interactions/s, time left) on the process's stderr, as "
        "`fairforge policy` shows it; off = a progress line in the run's log every few seconds.")


def sweep_plot_path(database: str, report_id: str, folder: Optional[Path] = None) -> Optional[Path]:
    """``<database stem>.policy-<report id, 8 chars>.png`` beside the database (``None`` for ``:memory:``); for a
    DuckLake, ``fairforge.policy-<id>.png`` in ``folder`` (default ``data``)."""
    if database == ":memory:":
        return None
    if database.startswith("ducklake:"):
        return Path(folder or "data") / f"fairforge.policy-{report_id[:8]}.png"
    db = Path(database).expanduser()
    return db.with_name(f"{db.stem}.policy-{report_id[:8]}.png")


@dg.asset(
    group_name="policy",
    kinds={"duckdb"},
    pool=DUCKDB_POOL,
    deps=[interaction_verdicts],
    description="Threshold policy variants compared on labelled interactions (director-ai semantics: balanced "
    "accuracy, precision, recall, FPR, FNR, confusion matrix, provenance guardrails), re-scored from the stored "
    "retrieval candidates and chunk scores with no model call. Writes policy_reports and policy_sweeps and a "
    "threshold-sweep PNG beside the database.",
)
def policy_evaluation(context: dg.AssetExecutionContext, config: PolicyEvaluationConfig,
                      fairforge: FairforgeResource) -> dg.MaterializeResult:
    settings = fairforge.settings()
    report_id = context.run_id
    specs = [v.model_dump(exclude_none=True) for v in config.variants]
    bar: list[Progress] = []  # created at the first step, when the number of steps and interactions is known

    def progress(done: int, total: int, interactions: int) -> None:
        if not bar:
            stream = None if config.progress_on_stderr else LogStream(context.log.info)
            bar.append(Progress(total, total * interactions, stream=stream, label="policy steps"))
        bar[0].advance(interactions)

    try:
        with fairforge.open_store() as store:
            run = run_policy_evaluation(
                store, config.labels, specs, config.baseline, config.candidate, settings=settings,
                sweep_steps=config.sweep_steps, report_id=report_id,
                plot_path=sweep_plot_path(settings.database, report_id, settings.files_folder()),
                progress=progress,
            )
            n = write_policy_run(store, run)
            reports, sweeps = load_policy_rows(store, report_id)
    finally:
        if bar:
            bar[0].close()
    if run.unknown_ids:
        context.log.warning("%d labelled id(s) are not in interaction_verdicts, e.g. %s", len(run.unknown_ids),
                            run.unknown_ids[0])
    if run.unjudged_ids:
        context.log.warning("%d labelled interaction(s) are stored UNJUDGED (no judgement to re-score; evaluate "
                            "their partitions again), e.g. %s", len(run.unjudged_ids), run.unjudged_ids[0])
    for detail in run.rescoring_details[:10]:
        context.log.warning("re-scoring differs from the stored verdict: %s", detail)
    md = policy_markdown(reports, sweeps)
    metadata: dict = {
        "dagster/row_count": n,
        "report_id": report_id,
        "samples": run.evaluation.sample_count,
        "irrelevant_labels": run.n_irrelevant_labels,
        "unknown_ids": len(run.unknown_ids),
        "unjudged_ids": len(run.unjudged_ids),
        "public_benchmark_eligible": run.evaluation.public_benchmark_eligible,
        "rescoring_mismatches": len(run.rescoring_mismatched_ids),
        "variants": dg.MetadataValue.md(md.pop("summary")),
        "labels": dg.MetadataValue.md(md.pop("labels")),
        "threshold_sweep": dg.MetadataValue.md(md.pop("sweep")),
    }
    if run.comparison is not None:
        metadata["comparison"] = dg.MetadataValue.md(md.pop("comparison"))
        metadata["winner"] = run.comparison.winner
        metadata["delta_balanced_accuracy"] = run.comparison.delta_balanced_accuracy
    if "unknown_ids" in md:
        metadata["unknown_id_list"] = dg.MetadataValue.md(md.pop("unknown_ids"))
    if "unjudged_ids" in md:
        metadata["unjudged_id_list"] = dg.MetadataValue.md(md.pop("unjudged_ids"))
    for key, text in md.items():
        metadata[key] = dg.MetadataValue.md(text)
    if run.sweep_plot:
        metadata["sweep_plot"] = dg.MetadataValue.path(run.sweep_plot)
    return dg.MaterializeResult(metadata=metadata)


policy_assets = [policy_evaluation]
