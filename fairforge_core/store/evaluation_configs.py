"""The ``evaluation_configs`` table: which verdict settings a ``config_hash`` of ``interaction_verdicts`` stands for.

Policy re-scoring needs the settings the stored verdicts were produced with (in particular the stored candidate
range); ``interaction_verdicts`` only carries their hash, so every evaluation records its settings here once.
"""

from __future__ import annotations

from typing import Any, Optional

from fairforge_core.config import EvaluationSettings
from fairforge_core.store.duckdb_store import DuckDBStore, json_dumps, utcnow


def evaluation_config_row(settings: EvaluationSettings) -> dict[str, Any]:
    """The ``evaluation_configs`` row of ``settings`` (candidate values are the effective ones)."""
    return {
        "config_hash": settings.config_hash(),
        "top_k": settings.top_k,
        "similarity_threshold": settings.similarity_threshold,
        "candidate_top_k": settings.effective_candidate_top_k,
        "candidate_similarity_threshold": settings.effective_candidate_similarity_threshold,
        "contradiction_threshold": settings.contradiction_threshold,
        "compliance_threshold": settings.compliance_threshold,
        "settings": json_dumps(settings.verdict_config()),
    }


def record_evaluation_config(store: DuckDBStore, settings: EvaluationSettings) -> str:
    """Record ``settings`` under its config hash (idempotent: an existing hash is left as it is).

    Returns:
        the config hash.
    """
    row = evaluation_config_row(settings)
    store.con.execute(
        "INSERT INTO evaluation_configs (config_hash, top_k, similarity_threshold, candidate_top_k, "
        "candidate_similarity_threshold, contradiction_threshold, compliance_threshold, settings, first_used_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
        [row["config_hash"], row["top_k"], row["similarity_threshold"], row["candidate_top_k"],
         row["candidate_similarity_threshold"], row["contradiction_threshold"], row["compliance_threshold"],
         row["settings"], utcnow()],
    )
    return row["config_hash"]


def load_evaluation_configs(store: DuckDBStore, hashes: list[str]) -> dict[str, dict[str, Any]]:
    """Recorded rows for ``hashes`` (missing hashes are absent), keyed by config hash.

    A database opened read-only that predates the table gives no rows (not an error).
    """
    out: dict[str, dict[str, Any]] = {}
    if not store.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'evaluation_configs'"):
        return out
    for h in sorted(set(hashes)):
        rows = store.query_dicts(
            "SELECT config_hash, top_k, similarity_threshold, candidate_top_k, candidate_similarity_threshold, "
            "contradiction_threshold, compliance_threshold FROM evaluation_configs WHERE config_hash = ?", [h])
        if rows:
            out[h] = rows[0]
    return out


def find_evaluation_config(store: DuckDBStore, config_hash: str,
                           fallback: Optional[EvaluationSettings] = None) -> Optional[dict[str, Any]]:
    """The recorded row of ``config_hash``, else the row of ``fallback`` when its hash matches, else ``None``."""
    found = load_evaluation_configs(store, [config_hash])
    if config_hash in found:
        return found[config_hash]
    if fallback is not None and fallback.config_hash() == config_hash:
        row = evaluation_config_row(fallback)
        row.pop("settings")
        return row
    return None
