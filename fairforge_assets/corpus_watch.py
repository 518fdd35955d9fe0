"""Watching the corpus branch in lakeFS, and checking that every verdict traces back to a recorded corpus version.

``lakefs_corpus_sensor`` (stopped by default; start it in the UI or with ``dagster sensor start``), per tick:

1. resolves the configured ref (``FairforgeResource.corpus = lakefs://REPOSITORY/BRANCH/PREFIX``) to its head
   commit: two lakeFS calls (at most one retry, 10 s read timeout each), so a dead server fails the tick in
   about 20 s; it never opens DuckDB;
2. on a new commit, records it as an observation of ``corpus_snapshot`` (data version = the commit id: downstream
   assets show as stale in the UI) and requests one ``corpus_job`` run for it (``run_key`` = location + commit, so
   a commit is processed once even if the cursor is reset);
3. if ``LakeFSResource.rematerialize_on_commit`` is set, once ``chunk_embeddings`` has been materialized for that
   commit, requests one ``daily_compliance_job`` run per *affected* partition: a partition of
   ``interaction_verdicts`` whose latest materialization used another corpus version (optionally only the last
   ``rematerialize_lookback_days`` days). ``run_key`` = commit + partition (exactly once).

The cursor is JSON ``{"location", "commit", "partitions_requested"}``.
"""


import json
from datetime import date, datetime, timedelta, timezone
from typing import Optional

import dagster as dg

from fairforge_assets.assets import interaction_verdicts
from fairforge_assets.corpus import CORPUS_SNAPSHOT_KEY, DATA_VERSION_TAG, observe_corpus
from fairforge_assets.jobs import corpus_job, daily_compliance_job
from fairforge_assets.lakefs import LakeFSResource, is_lakefs_location
from fairforge_assets.partitions import compliance_partitions, split_partition_key
from fairforge_assets.resources import FairforgeResource
from fairforge_core.corpus_versions import lineage_defects

CHUNK_EMBEDDINGS_KEY = dg.AssetKey("chunk_embeddings")
VERDICTS_KEY = dg.AssetKey("interaction_verdicts")


def _load_cursor(raw: Optional[str]) -> dict:
    if not raw:
        return {}
    try:
        value = json.loads(raw)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def embedded_version(instance: dg.DagsterInstance) -> Optional[str]:
    """``snapshot_id`` of the latest ``chunk_embeddings`` materialization (None if never materialized)."""
    records = instance.fetch_materializations(CHUNK_EMBEDDINGS_KEY, limit=1).records
    if not records or records[0].asset_materialization is None:
        return None
    value = records[0].asset_materialization.metadata.get("snapshot_id")
    return None if value is None else str(value.value)


def affected_partitions(instance: dg.DagsterInstance, version: str, lookback_days: int = 0,
                        today: Optional[date] = None) -> list[str]:
    """Materialized ``interaction_verdicts`` partitions whose latest materialization used a corpus version other
    than ``version`` (metadata ``corpus_version``), sorted; with ``lookback_days`` > 0 only partitions dated on or
    after ``today - lookback_days`` (UTC)."""
    latest = instance.get_latest_storage_id_by_partition(VERDICTS_KEY, dg.DagsterEventType.ASSET_MATERIALIZATION)
    if not latest:
        return []
    records = instance.fetch_materializations(
        dg.AssetRecordsFilter(asset_key=VERDICTS_KEY, storage_ids=list(latest.values())), limit=len(latest)).records
    cutoff = None
    if lookback_days > 0:
        cutoff = (today or datetime.now(timezone.utc).date()) - timedelta(days=lookback_days)
    out = []
    for rec in records:
        mat = rec.asset_materialization
        if mat is None or mat.partition is None:
            continue
        used = mat.metadata.get("corpus_version")
        if used is not None and used.value == version:
            continue
        if cutoff is not None:
            key = compliance_partitions.get_partition_key_from_str(mat.partition)
            if date.fromisoformat(key.keys_by_dimension["date"]) < cutoff:
                continue
        out.append(mat.partition)
    return sorted(out)


@dg.sensor(
    name="lakefs_corpus_sensor",
    jobs=[corpus_job, daily_compliance_job],
    minimum_interval_seconds=60,
    default_status=dg.DefaultSensorStatus.STOPPED,
    description="Watches the lakeFS branch of the corpus: a new commit is recorded as an observation of "
    "corpus_snapshot (downstream shows stale) and triggers corpus_job; optionally re-runs the compliance "
    "partitions judged with an older corpus version (LakeFSResource.rematerialize_on_commit).",
)
def lakefs_corpus_sensor(context: dg.SensorEvaluationContext, fairforge: FairforgeResource,
                         lakefs: LakeFSResource):
    settings = fairforge.settings()
    location = settings.corpus_location()
    if not is_lakefs_location(location):
        return dg.SkipReason(f"the corpus is not in lakeFS ({location}); nothing to watch")
    cursor = _load_cursor(context.cursor)
    # a tick must end well inside the daemon's limits: at most one retry and 10 s per call while watching
    version, metadata = observe_corpus(settings, lakefs, retries=min(lakefs.retries, 1),
                                       timeout=min(lakefs.timeout_seconds, 10.0),
                                       connect_timeout=min(lakefs.connect_timeout_seconds, 5.0))
    location = metadata["location"]
    if cursor.get("location") != location or cursor.get("commit") != version:
        context.log.info("new corpus commit %s on %s", version, location)
        return dg.SensorResult(
            asset_events=[dg.AssetObservation(asset_key=CORPUS_SNAPSHOT_KEY, metadata=metadata,
                                              tags={DATA_VERSION_TAG: version})],
            run_requests=[dg.RunRequest(run_key=f"corpus:{location}:{version}", job_name=corpus_job.name,
                                        tags={"fairforge/corpus_commit": version})],
            cursor=json.dumps({"location": location, "commit": version,
                               "partitions_requested": not lakefs.rematerialize_on_commit}),
        )
    if not lakefs.rematerialize_on_commit or cursor.get("partitions_requested"):
        return dg.SkipReason(f"no new commit on {location} (head {version})")
    if embedded_version(context.instance) != version:
        return dg.SkipReason(f"waiting for corpus_job to record and embed commit {version}")
    partitions = affected_partitions(context.instance, version, lakefs.rematerialize_lookback_days)
    context.log.info("commit %s: re-running %d compliance partition(s)", version, len(partitions))
    return dg.SensorResult(
        run_requests=[dg.RunRequest(run_key=f"rerun:{version}:{pk}", job_name=daily_compliance_job.name,
                                    partition_key=pk, tags={"fairforge/corpus_commit": version})
                      for pk in partitions],
        cursor=json.dumps({"location": location, "commit": version, "partitions_requested": True}),
    )


@dg.asset_check(
    asset=interaction_verdicts,
    blocking=True,
    description="Lineage holds: every verdict and retrieved-chunk row's corpus_version is a recorded "
    "corpus_snapshots.snapshot_id, and every retrieved chunk exists in that version's corpus_chunks.",
)
def verdicts_trace_to_corpus_version(context: dg.AssetCheckExecutionContext,
                                     fairforge: FairforgeResource) -> dg.AssetCheckResult:
    assistant_id, day = split_partition_key(context.partition_key)
    with fairforge.open_store() as store:
        bad = lineage_defects(store, assistant_id, day)
    examples = "\n".join(f"- {b['table_name']} {b['session_id']}/{b['qa_id']}: {b['problem']} "
                         f"({b['corpus_version']})" for b in bad[:10])
    return dg.AssetCheckResult(passed=not bad, metadata={"defects": len(bad),
                                                         "examples": dg.MetadataValue.md(examples or "_none_")})
