"""Corpus version assets: the observed corpus (``corpus_snapshot``) and its recorded documents
(``corpus_documents``).

``corpus_snapshot`` is an *observable source asset*: the corpus lives outside Dagster (a lakeFS branch or a
folder), and observing it only asks which version it is now: the lakeFS commit id the ref points at (two API
calls), or the ``sha256:`` content hash of the folder. That version is its data version, so a new commit recorded
as a new observation (by ``lakefs_corpus_sensor``, a run of ``corpus_job`` or "Observe" in the UI) makes
``corpus_documents`` show as stale. ``corpus_documents`` then reads exactly the observed commit and records it in
DuckDB (``corpus_snapshots``, ``corpus_documents``, ``corpus_document_changes``), downloading only what the
two-dot diff against the previous recorded commit lists; its data version is the same commit id.
"""


import warnings
from typing import Any, Optional

import dagster as dg

from fairforge_assets.lakefs import LakeFSResource, corpus_connector, is_lakefs_location
from fairforge_assets.resources import FairforgeResource
from fairforge_core.config import EvaluationSettings
from fairforge_core.connectors.lakefs import LakeFSCorpusConnector
from fairforge_core.corpus_versions import record_corpus_version

DUCKDB_POOL = "duckdb"  # the pool of every DuckDB-writing asset (fairforge_assets.assets.DUCKDB_POOL)
CORPUS_SNAPSHOT_KEY = dg.AssetKey("corpus_snapshot")
DATA_VERSION_TAG = "dagster/data_version"


def observe_corpus(settings: EvaluationSettings, lakefs: LakeFSResource, **overrides: Any) -> tuple[str, dict]:
    """Current version of the configured corpus and the observation metadata.

    ``overrides`` go to the lakeFS connector (e.g. shorter ``timeout`` / fewer ``retries`` in a sensor tick).

    Returns:
        ``(version, metadata)``: the lakeFS commit id (or ``sha256:`` content hash of a folder) and JSON-able
        metadata (``location``, ``source_kind``, repository, ref, commit message and date...). No secrets.

    Raises:
        The connector's errors (``LakeFSError`` subclasses, ``FileNotFoundError``).
    """
    location = settings.corpus_location()
    if is_lakefs_location(location):
        connector = lakefs.connector(location, **overrides)
        commit = connector.resolve_commit()
        return commit.commit_id, {
            "corpus_version": commit.commit_id,
            "location": connector.location,
            "source_kind": "lakefs",
            "repository": connector.repo_id,
            "requested_ref": connector.branch_name,
            "corpus_prefix": connector.corpus_prefix,
            "commit_id": commit.commit_id,
            "commit_message": commit.message,
            "commit_date": commit.creation_date.isoformat(),
            "meta_range_id": commit.meta_range_id,
        }
    snap = corpus_connector(settings, lakefs).snapshot()  # the local folder
    return snap.snapshot_id, {"corpus_version": snap.snapshot_id, "location": snap.location,
                              "source_kind": snap.source_kind, "n_documents": len(snap.documents)}


def observed_version(instance: dg.DagsterInstance, location: str) -> Optional[str]:
    """The data version of the latest ``corpus_snapshot`` observation if it was made for ``location``."""
    records = instance.fetch_observations(CORPUS_SNAPSHOT_KEY, limit=1).records
    if not records:
        return None
    obs = records[0].asset_observation
    if obs is None:
        return None
    loc = obs.metadata.get("location")
    if loc is None or loc.value != location:
        return None
    return (obs.tags or {}).get(DATA_VERSION_TAG)


def _observe_corpus_snapshot(fairforge: FairforgeResource, lakefs: LakeFSResource) -> dg.ObserveResult:
    version, metadata = observe_corpus(fairforge.settings(), lakefs)
    return dg.ObserveResult(data_version=dg.DataVersion(version), metadata=metadata)


with warnings.catch_warnings():  # observable_source_asset is @beta in dagster 1.13; chosen deliberately (README)
    warnings.simplefilter("ignore", dg.BetaWarning)
    corpus_snapshot = dg.observable_source_asset(
        name="corpus_snapshot",
        group_name="corpus",
        description="The regulatory corpus where it lives: a lakeFS ref (lakefs://REPOSITORY/REF/PREFIX) or a "
        "local folder. Observing it records its current version as the data version: the lakeFS commit id, or a "
        "sha256 content hash of the folder. A new version makes corpus_documents stale.",
    )(_observe_corpus_snapshot)


def _md_changes(changes: dict[str, str], limit: int = 50) -> str:
    if not changes:
        return "_none_"
    rows = [f"| {s.replace('|', chr(92) + '|')} | {c} |" for s, c in list(changes.items())[:limit]]
    more = f"\n\n… and {len(changes) - limit} more" if len(changes) > limit else ""
    return "| document | change |\n|---|---|\n" + "\n".join(rows) + more


@dg.asset(
    group_name="corpus",
    kinds={"duckdb"},
    pool=DUCKDB_POOL,
    deps=[corpus_snapshot],
    description="The documents of the observed corpus version in corpus_snapshots / corpus_documents / "
    "corpus_document_changes. For lakeFS only the documents changed since the previous recorded commit (two-dot "
    "diff, checked against the lakeFS checksums) are downloaded; the change set is computed from sha256 content "
    "hashes. Its data version is the lakeFS commit id (or the folder's content hash).",
)
def corpus_documents(context: dg.AssetExecutionContext, fairforge: FairforgeResource,
                     lakefs: LakeFSResource) -> dg.MaterializeResult:
    settings = fairforge.settings()
    connector = corpus_connector(settings, lakefs)
    pinned = None
    if isinstance(connector, LakeFSCorpusConnector):  # read exactly the commit Dagster observed
        pinned = observed_version(context.instance, connector.location)
    with fairforge.open_store() as store:
        report = record_corpus_version(store, connector, commit_id=pinned)
    context.log.info("corpus %s: %d documents, %d changed since %s (%s; %d read, %d reused)", report.snapshot_id,
                     report.n_documents, report.documents_changed, report.previous_snapshot_id or "nothing",
                     "new" if report.is_new else "already recorded", report.documents_read,
                     report.documents_reused)
    metadata = {
        "snapshot_id": report.snapshot_id,
        "location": report.location,
        "source_kind": report.source_kind,
        "n_documents": report.n_documents,
        "new_snapshot": report.is_new,
        "documents_changed": report.documents_changed,
        "documents_read": report.documents_read,
        "documents_reused": report.documents_reused,
        "previous_snapshot_id": report.previous_snapshot_id,
        "lakefs_diff_entries": report.diff_entries,
        "repository": report.repository,
        "requested_ref": report.requested_ref,
        "commit_id": report.commit_id,
        "commit_message": report.commit_message,
        "commit_date": report.commit_date.isoformat() if report.commit_date else None,
        "changes": dg.MetadataValue.md(_md_changes(report.changes)),
        "seconds": round(report.seconds, 3),
        # files and folders not read: symlinks out of the corpus folder, unreadable files (skip_unreadable_documents)
        **({"skipped_documents": dg.MetadataValue.json(dict(connector.skipped))}
           if getattr(connector, "skipped", None) else {}),
    }
    return dg.MaterializeResult(
        data_version=dg.DataVersion(report.snapshot_id),
        metadata={k: v for k, v in metadata.items() if v is not None},
    )
