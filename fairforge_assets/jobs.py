"""Jobs and schedules: the corpus refresh and the daily compliance job (yesterday's partitions)."""

from datetime import timedelta, timezone

import dagster as dg

from fairforge_assets.assets import compliance_assets, corpus_assets
from fairforge_assets.partitions import assistant_partitions

corpus_job = dg.define_asset_job(
    "corpus_job",
    selection=dg.AssetSelection.assets(*(a.key for a in corpus_assets)),  # keys: corpus_snapshot is a source asset
    description="Observe the corpus version, record its documents, chunk and embed them (only new chunks are "
    "embedded).",
)

daily_compliance_job = dg.define_asset_job(
    "daily_compliance_job",
    selection=dg.AssetSelection.assets(*compliance_assets),  # partitioned as its assets (build_definitions' start)
    description="Load, evaluate and aggregate one (assistant, date) partition.",
)

corpus_schedule = dg.ScheduleDefinition(
    name="daily_corpus_schedule",
    job=corpus_job,
    cron_schedule="0 1 * * *",
    execution_timezone="UTC",
    default_status=dg.DefaultScheduleStatus.STOPPED,
    description="01:00 UTC: refresh the corpus snapshot and embeddings before the compliance run.",
)

@dg.schedule(
    name="daily_compliance_schedule",
    job=daily_compliance_job,
    cron_schedule="0 2 * * *",
    execution_timezone="UTC",
    default_status=dg.DefaultScheduleStatus.STOPPED,
    description="02:00 UTC: evaluate yesterday's partition of every registered assistant.",
)
def daily_compliance_schedule(context: dg.ScheduleEvaluationContext):
    """One run per registered assistant for the previous UTC day (run key = partition key, so a tick that is
    evaluated twice launches nothing new). The date dimension ends one day ahead (today is a valid partition for
    sessions that arrive during the day), so Dagster's partitioned-job schedule would pick today; this one picks
    yesterday explicitly."""
    day = (context.scheduled_execution_time.astimezone(timezone.utc) - timedelta(days=1)).date().isoformat()
    first = _first_day(context)
    if first is not None and day < first:
        yield dg.SkipReason(f"{day} is before the first date partition {first} (see partitions_start_date)")
        return
    for assistant in context.instance.get_dynamic_partitions(assistant_partitions.name):
        key = dg.MultiPartitionKey({"assistant": assistant, "date": day})
        yield dg.RunRequest(run_key=str(key), partition_key=key)


def _first_day(context: dg.ScheduleEvaluationContext):
    """The first key (YYYY-MM-DD) of the date dimension of ``daily_compliance_job`` in the schedule's repository,
    or ``None`` when unknown."""
    repo = context.repository_def
    if repo is None or not repo.has_job("daily_compliance_job"):
        return None
    pdef = repo.get_job("daily_compliance_job").partitions_def
    return pdef.get_partitions_def_for_dimension("date").get_first_partition_key() if pdef else None
