"""The ``evaluation_configs`` table: which verdict settings a ``config_hash`` of ``interaction_verdicts`` stands for.

Policy re-scoring needs the settings the stored verdicts were produced with (in particular the stored candidate
range); ``interaction_verdicts`` only carries their hash, so every evaluation records its settings here once.
"""

from __future__ import annotations

import json
from typing import Any, Optional

from fairforge_core.config import EvaluationSettings
from fairforge_core.store.duckdb_store import DuckDBStore, json_dumps, utcnow


def default_verdict_rule(settings: EvaluationSettings) -> str:
    """The interaction verdict rule ``settings`` give when the decision backend is not at hand: an explicit rule as
    is; ``"auto"`` is ``"ratio"`` for the two-way ``decision: reranker`` and ``"any_contradiction"`` otherwise (the
    same resolution as :func:`fairforge_core.verdicts.resolve_verdict_rule` for the built-in backends)."""
    if settings.verdict_rule != "auto":
        return settings.verdict_rule
    return "ratio" if settings.decision == "reranker" else "any_contradiction"


def default_conflict_search(settings: EvaluationSettings) -> bool:
    """Whether conflict search applies when the decision backend is not at hand: the ``conflict_search`` setting,
    for any backend but the two-way ``decision: reranker`` (conflict search needs NEUTRAL chunks)."""
    return bool(settings.conflict_search) and settings.decision != "reranker"


def evaluation_config_row(settings: EvaluationSettings, verdict_rule: Optional[str] = None,
                          conflict_search: Optional[bool] = None) -> dict[str, Any]:
    """The ``evaluation_configs`` row of ``settings`` (candidate values are the effective ones; ``verdict_rule`` is
    the rule the evaluator resolved, recorded in the settings JSON as ``resolved_verdict_rule``, and
    ``conflict_search`` whether it applied conflict search, recorded as ``resolved_conflict_search``)."""
    rule = verdict_rule or default_verdict_rule(settings)
    search = default_conflict_search(settings) if conflict_search is None else bool(conflict_search)
    return {
        "config_hash": settings.config_hash(),
        "top_k": settings.top_k,
        "similarity_threshold": settings.similarity_threshold,
        "candidate_top_k": settings.effective_candidate_top_k,
        "candidate_similarity_threshold": settings.effective_candidate_similarity_threshold,
        "contradiction_threshold": settings.contradiction_threshold,
        "compliance_threshold": settings.compliance_threshold,
        "settings": json_dumps({**settings.verdict_config(), "resolved_verdict_rule": rule,
                                "resolved_conflict_search": search}),
        "verdict_rule": rule,
        "conflict_search": search,
    }


def record_evaluation_config(store: DuckDBStore, settings: EvaluationSettings,
                             verdict_rule: Optional[str] = None, conflict_search: Optional[bool] = None) -> str:
    """Record ``settings`` (and the verdict rule and conflict search the evaluator resolved) under its config hash
    (idempotent: an existing hash is left as it is).

    Returns:
        the config hash.
    """
    row = evaluation_config_row(settings, verdict_rule, conflict_search)
    store.insert_missing("evaluation_configs", {
        **{k: [row[k]] for k in ("config_hash", "top_k", "similarity_threshold", "candidate_top_k",
                                 "candidate_similarity_threshold", "contradiction_threshold",
                                 "compliance_threshold", "settings")},
        "first_used_at": [utcnow()]})
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
            "contradiction_threshold, compliance_threshold, settings FROM evaluation_configs WHERE config_hash = ?",
            [h])
        if rows:
            row = rows[0]
            recorded = json.loads(row.pop("settings") or "{}")
            rule = recorded.get("resolved_verdict_rule")
            if rule is None:  # recorded before the rule was: resolve it from the recorded settings
                rule = recorded.get("verdict_rule", "auto")
                if rule == "auto":
                    rule = "ratio" if recorded.get("decision", "reranker") == "reranker" else "any_contradiction"
            row["verdict_rule"] = rule
            # recorded before conflict search existed: it did not apply
            row["conflict_search"] = bool(recorded.get("resolved_conflict_search", False))
            out[h] = row
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
