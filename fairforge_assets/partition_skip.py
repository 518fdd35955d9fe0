"""Dagster side of skipping unchanged partitions (:mod:`fairforge_core.partition_state`).

``interaction_verdicts`` takes the run config :class:`InteractionVerdictsConfig`; with ``force: false`` (the
default) a partition whose sessions, corpus version, verdict settings, models and code are unchanged since its last
evaluation is not re-evaluated: the materialization is still recorded, with ``skipped: true``, a ``skip_note`` and
the stored verdict counts. Launchpad / ``dagster.materialize``::

    run_config={"ops": {"interaction_verdicts": {"config": {"force": True}}}}

``fairforge evaluate --force`` sets it for every partition.
"""

from __future__ import annotations

import dagster as dg
from pydantic import Field

from fairforge_core.partition_state import PartitionFingerprint, PreviousEvaluation, skip_note
from fairforge_core.store import DuckDBStore


class InteractionVerdictsConfig(dg.Config):
    """Run config of ``interaction_verdicts``."""

    force: bool = Field(
        default=False,
        description="Re-evaluate even when the partition's sessions, corpus version, verdict settings, models and "
        "code are unchanged since its last evaluation (default: such partitions are skipped).",
    )


def force_run_config(force: bool) -> dict:
    """The ``run_config`` fragment that forces re-evaluation (empty when ``force`` is false)."""
    return {"ops": {"interaction_verdicts": {"config": {"force": True}}}} if force else {}


def skipped_metadata(store: DuckDBStore, prev: PreviousEvaluation, fp: PartitionFingerprint) -> dict:
    """Metadata of a skipped ``interaction_verdicts`` materialization: the same keys as an evaluation (counts read
    from the stored rows, zero timings), plus ``skipped`` and ``skip_note``."""
    args = [fp.assistant_id, fp.partition_date]
    verdicts = dict(store.query("SELECT verdict, count(*) FROM interaction_verdicts WHERE assistant_id = ? AND "
                                "partition_date = ? GROUP BY 1 ORDER BY 1", args))
    chunk_verdicts = dict(store.query("SELECT verdict, count(*) FROM retrieved_chunks WHERE assistant_id = ? AND "
                                      "partition_date = ? AND selected GROUP BY 1 ORDER BY 1", args))
    md = {
        "dagster/row_count": prev.n_interactions,
        "sessions": prev.n_sessions,
        "verdicts": verdicts,
        "chunk_verdicts": chunk_verdicts,
        "corpus_version": fp.corpus_version,
        "embedder_id": fp.embedder_id,
        "reranker_id": fp.reranker_id,
        "config_hash": fp.config_hash,
        "chunks_embedded_now": 0,
        "query_vectors": {},
        "timings_seconds": {},
        "skipped": True,
        "skip_note": skip_note(prev, fp),
        "evaluated_at": prev.evaluated_at.isoformat() if prev.evaluated_at else None,
        "evaluation_seconds": round(prev.seconds, 3),
        "fingerprint": fp.digest[:16],
    }
    return {k: v for k, v in md.items() if v is not None}
