"""The Context metric as a Dagster asset: ``context_metrics`` [assistant x date].

Graph::

    conversations [assistant x date] -> context_metrics [assistant x date]

The asset runs only where a judge is configured (``context_judge`` on the ``fairforge`` resource: an import path of
a LangChain chat model plus ``context_judge_kwargs``; the API key through ``context_judge_api_key=
dg.EnvVar("...")``). Without one it logs why and ends without materializing (``output_required=False``), so the
run succeeds, its asset check is skipped, and no other asset is affected.
"""

import time

import dagster as dg

from fairforge_assets.assets import DUCKDB_POOL, _md_table, conversations
from fairforge_assets.partitions import compliance_partitions, split_partition_key
from fairforge_assets.resources import FairforgeResource
from fairforge_core.context_pipeline import judge_sessions, load_partition_sessions, write_context_partition

NO_JUDGE_MESSAGE = ("context_metrics skipped: no context judge configured. Set context_judge (import path of a "
                    "LangChain chat model, e.g. 'langchain_openai:ChatOpenAI') and context_judge_kwargs on the "
                    "fairforge resource (or in the FAIRFORGE_CONFIG / --config YAML) to evaluate context awareness.")


@dg.asset(
    group_name="context",
    kinds={"duckdb"},
    pool=DUCKDB_POOL,
    partitions_def=compliance_partitions,
    deps=[conversations],
    output_required=False,
    code_version="context-judge-v1",
    description="LLM-judged context awareness (0-1) of every interaction, aggregated per session with the "
    "interaction weights (credible interval in Bayesian mode): context_metrics and context_interactions. "
    "Materialized only where a context judge is configured.",
)
def context_metrics(context: dg.AssetExecutionContext, fairforge: FairforgeResource):
    from fairforge_core.llm.factory import build_context_judge

    settings = fairforge.settings()
    if not settings.context_chat_model()[0]:  # context_judge, else llm_judge
        context.log.info(NO_JUDGE_MESSAGE)
        return
    assistant_id, day = split_partition_key(context.partition_key)
    judge = build_context_judge(settings)
    mode = fairforge.get_mode()
    with fairforge.open_store() as store:
        sessions = load_partition_sessions(store, assistant_id, day)
    t0 = time.perf_counter()
    results = judge_sessions(sessions, judge, mode, settings.batch_interactions)
    seconds = time.perf_counter() - t0
    with fairforge.open_store() as store:
        report = write_context_partition(store, assistant_id, day, results, judge.judge_id, mode.mode_id)
    for f in report.failures:
        context.log.warning("judge failed on %s/%s: %s", f["session_id"], f["qa_id"], f["error"])
    context.log.info("context awareness: %d sessions, %d interactions, %d judge failures (%s)", report.sessions,
                     report.interactions, report.failed, judge.judge_id)
    yield dg.MaterializeResult(metadata={
        "dagster/row_count": report.sessions,
        "assistant_id": assistant_id,
        "interactions": report.interactions,
        "judge_failures": report.failed,
        "sessions_without_score": report.unscored_sessions,
        "mean_context_awareness": (dg.MetadataValue.float(round(report.mean_context_awareness, 4))
                                   if report.mean_context_awareness is not None else dg.MetadataValue.null()),
        "judge_id": judge.judge_id,
        "statistical_mode": mode.mode_id,
        "judge_seconds": round(seconds, 3),
        "lowest_sessions": dg.MetadataValue.md(_md_table(
            report.lowest, ["session_id", "context_awareness", "context_awareness_ci_low",
                            "context_awareness_ci_high", "n_failed", "n_interactions"])),
        "judge_failures_examples": dg.MetadataValue.md(_md_table(
            report.failures, ["session_id", "qa_id", "attempts", "error"])),
    })


@dg.asset_check(
    asset=context_metrics,
    blocking=False,
    description="No interaction of the partition lacks a score because the judge failed (WARN otherwise; the "
    "failed interactions are recorded with their reason in context_interactions.error).",
)
def context_judge_failures(context: dg.AssetCheckExecutionContext, fairforge: FairforgeResource) -> dg.AssetCheckResult:
    assistant_id, day = split_partition_key(context.partition_key)
    with fairforge.open_store() as store:
        failed, total = store.query(
            "SELECT count(*) FILTER (WHERE context_awareness IS NULL), count(*) FROM context_interactions "
            "WHERE assistant_id = ? AND partition_date = ?", [assistant_id, day])[0]
    return dg.AssetCheckResult(
        passed=failed == 0,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={"failed_interactions": int(failed), "interactions": int(total)},
    )


daily_context_job = dg.define_asset_job(
    "daily_context_job",
    selection=dg.AssetSelection.assets(context_metrics),  # partitioned as its asset (build_definitions' start)
    description="Judge one (assistant, date) partition's context awareness (needs a configured context judge and "
    "the partition's conversations).",
)

daily_context_schedule = dg.build_schedule_from_partitioned_job(
    daily_context_job,
    hour_of_day=3,
    name="daily_context_schedule",
    default_status=dg.DefaultScheduleStatus.STOPPED,
    description="03:00 UTC (after the 02:00 compliance run loaded the conversations): judge yesterday's "
    "partitions.",
)

context_assets = [context_metrics]
context_checks = [context_judge_failures]
