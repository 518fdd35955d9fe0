"""Skipping unchanged partitions: a fingerprint of everything a partition's verdicts depend on.

A partition's ``interaction_verdicts`` / ``retrieved_chunks`` rows are a function of

* its sessions (the validated payloads in ``conversations``),
* the corpus version (``corpus_snapshots.snapshot_id``),
* the settings that change verdicts (``EvaluationSettings.config_hash()``: chunking, retrieval, thresholds, models
  and their arguments, decision backend, statistics),
* the models (``embedder_id``, the decision backend's ``judge_id``) and
* the code that computes them (a digest of fairforge_core's source and of the modules that define the configured
  embedder, reranker and decision backend).

:func:`partition_fingerprint` hashes these; :func:`record_partition_evaluation` stores the fingerprint of an
evaluation in ``partition_evaluations`` (one row per partition); :func:`unchanged_evaluation` says whether a new run
would recompute exactly the stored rows, in which case the ``interaction_verdicts`` asset skips the work (with a
metadata note) unless it is run with ``force``. It only skips when the stored verdict rows are still the ones that
evaluation wrote (same count, config hash, corpus version and ``evaluated_at``), so rows changed or deleted by other
means are re-evaluated.

Not covered (use ``force``): model weights replaced in place under the same local path (the same limitation as the
``chunk_embeddings`` cache, which is keyed by ``embedder_id``).
"""

from __future__ import annotations

import hashlib
import inspect
import json
from dataclasses import asdict, dataclass
from datetime import date, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

from fairforge_core.config import EvaluationSettings
from fairforge_core.store.duckdb_store import DuckDBStore, utcnow

_CORE = Path(__file__).resolve().parent


@lru_cache(maxsize=64)
def _file_digest(path: str, mtime_ns: int, size: int) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def _digest_files(paths: list[Path]) -> str:
    h = hashlib.sha256()
    for p in sorted(set(paths)):
        st = p.stat()
        h.update(str(p.relative_to(_CORE.parent) if p.is_relative_to(_CORE.parent) else p.name).encode())
        h.update(_file_digest(str(p), st.st_mtime_ns, st.st_size).encode())
    return h.hexdigest()


def code_digest(*components: Any) -> str:
    """sha256 (first 16 hex digits) of fairforge_core's Python source plus the source files that define the
    classes of ``components`` (embedder, reranker, decision backend) and their base classes, when they live outside
    fairforge_core (a user's ``"module:Class"``).

    Any edit to the evaluation code therefore invalidates earlier fingerprints (a partition is re-evaluated once
    after an upgrade, never skipped with stale logic).
    """
    paths = list(_CORE.rglob("*.py"))
    for obj in components:
        if obj is None:
            continue
        for cls in type(obj).__mro__:
            try:
                src = inspect.getsourcefile(cls)
            except TypeError:  # builtins
                continue
            if src and Path(src).is_file() and not Path(src).resolve().is_relative_to(_CORE):
                paths.append(Path(src).resolve())
    return _digest_files(paths)[:16]


@dataclass(frozen=True)
class PartitionFingerprint:
    """What one partition's verdicts depend on. ``digest`` hashes every field."""

    assistant_id: str
    partition_date: date
    sessions_digest: str
    n_sessions: int
    n_interactions: int
    corpus_version: str
    config_hash: str
    embedder_id: str
    reranker_id: str
    code_digest: str

    @property
    def digest(self) -> str:
        payload = json.dumps(asdict(self), sort_keys=True, default=str)
        return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def sessions_digest(store: DuckDBStore, assistant_id: str, partition_date: date) -> tuple[str, int, int]:
    """``(sha256 hex, sessions, interactions)`` of a partition's stored sessions.

    The digest covers each session's id and the md5 of its validated payload, in session-id order, so it changes
    when a session is added, removed or edited (text, weights, order of turns), and not when the input is merely
    re-ingested.
    """
    row = store.query(
        "SELECT count(*), coalesce(sum(n_interactions), 0), "
        "sha256(coalesce(string_agg(session_id || chr(31) || md5(payload), chr(30) ORDER BY session_id), '')) "
        "FROM conversations WHERE assistant_id = ? AND partition_date = ?",
        [assistant_id, partition_date],
    )[0]
    return row[2], int(row[0]), int(row[1])


def partition_fingerprint(store: DuckDBStore, settings: EvaluationSettings, assistant_id: str,
                          partition_date: date, corpus_version: str, embedder: Any, judge: Any) -> PartitionFingerprint:
    """The fingerprint a new evaluation of the partition with these inputs would record.

    Args:
        embedder: the configured :class:`~fairforge_core.core.embedder.Embedder` (its ``embedder_id`` and class).
        judge: the configured :class:`~fairforge_core.verdicts.ChunkJudge` (its ``judge_id``, its class and, for the
            reranker mode, its reranker's class).
    """
    digest, n_sessions, n_interactions = sessions_digest(store, assistant_id, partition_date)
    return PartitionFingerprint(
        assistant_id=assistant_id, partition_date=partition_date, sessions_digest=digest, n_sessions=n_sessions,
        n_interactions=n_interactions, corpus_version=corpus_version, config_hash=settings.config_hash(),
        embedder_id=embedder.embedder_id, reranker_id=judge.judge_id,
        code_digest=code_digest(embedder, judge, getattr(judge, "reranker", None)),
    )


@dataclass(frozen=True)
class PreviousEvaluation:
    """The stored record of a partition's last evaluation (a ``partition_evaluations`` row)."""

    fingerprint: str
    n_sessions: int
    n_interactions: int
    corpus_version: str
    config_hash: str
    evaluated_at: Optional[datetime]
    seconds: float
    timings: dict


def last_evaluation(store: DuckDBStore, assistant_id: str, partition_date: date) -> Optional[PreviousEvaluation]:
    """The ``partition_evaluations`` row of the partition, or ``None``."""
    rows = store.query(
        "SELECT fingerprint, n_sessions, n_interactions, corpus_version, config_hash, evaluated_at, seconds, timings "
        "FROM partition_evaluations WHERE assistant_id = ? AND partition_date = ?", [assistant_id, partition_date])
    if not rows:
        return None
    r = rows[0]
    return PreviousEvaluation(fingerprint=r[0], n_sessions=r[1], n_interactions=r[2], corpus_version=r[3],
                              config_hash=r[4], evaluated_at=r[5], seconds=r[6], timings=json.loads(r[7]))


def unchanged_evaluation(store: DuckDBStore, fp: PartitionFingerprint) -> Optional[PreviousEvaluation]:
    """The previous evaluation if re-evaluating would reproduce the stored rows, else ``None``.

    True when the recorded fingerprint equals ``fp`` and the partition's ``interaction_verdicts`` rows are exactly
    those that evaluation wrote: ``n_interactions`` rows, all with its config hash, corpus version and
    ``evaluated_at``.
    """
    prev = last_evaluation(store, fp.assistant_id, fp.partition_date)
    if prev is None or prev.fingerprint != fp.digest:
        return None
    n, n_cfg, cfg, n_ver, ver, t_min, t_max = store.query(
        "SELECT count(*), count(DISTINCT config_hash), min(config_hash), count(DISTINCT corpus_version), "
        "min(corpus_version), min(evaluated_at), max(evaluated_at) FROM interaction_verdicts "
        "WHERE assistant_id = ? AND partition_date = ?", [fp.assistant_id, fp.partition_date])[0]
    if n != prev.n_interactions:
        return None
    if n and not (n_cfg == 1 and cfg == prev.config_hash and n_ver == 1 and ver == prev.corpus_version
                  and t_min == t_max == prev.evaluated_at):
        return None
    return prev


def record_partition_evaluation(store: DuckDBStore, fp: PartitionFingerprint, seconds: float,
                                timings: Optional[dict] = None) -> None:
    """Store ``fp`` as the partition's last evaluation (replacing the previous record).

    Call it after the evaluation's transaction committed: ``evaluated_at`` is read from the stored rows, so a
    record always describes rows that exist (a crash between the two leaves an older record, which no longer
    matches, and the partition is re-evaluated).
    """
    evaluated_at = store.query(
        "SELECT max(evaluated_at) FROM interaction_verdicts WHERE assistant_id = ? AND partition_date = ?",
        [fp.assistant_id, fp.partition_date])[0][0]
    def body() -> None:
        con = store.con
        con.execute("DELETE FROM partition_evaluations WHERE assistant_id = ? AND partition_date = ?",
                    [fp.assistant_id, fp.partition_date])
        con.execute(
            "INSERT INTO partition_evaluations (assistant_id, partition_date, fingerprint, sessions_digest, "
            "n_sessions, n_interactions, corpus_version, config_hash, embedder_id, reranker_id, code_digest, "
            "evaluated_at, seconds, timings, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [fp.assistant_id, fp.partition_date, fp.digest, fp.sessions_digest, fp.n_sessions, fp.n_interactions,
             fp.corpus_version, fp.config_hash, fp.embedder_id, fp.reranker_id, fp.code_digest, evaluated_at,
             float(seconds), json.dumps({k: round(float(v), 4) for k, v in (timings or {}).items()}), utcnow()])

    store.atomic(body)


def skip_note(prev: PreviousEvaluation, fp: PartitionFingerprint) -> str:
    """One sentence for the run's metadata explaining why the partition was not re-evaluated."""
    when = prev.evaluated_at.isoformat() if prev.evaluated_at else "its last evaluation"
    return (f"Skipped: inputs unchanged since {when} (same {fp.n_sessions} session(s), sha256 "
            f"{fp.sessions_digest[:12]}; corpus version {fp.corpus_version}; config hash {fp.config_hash}; same "
            f"models and code). The stored verdicts are current; materialize with config force: true (fairforge "
            f"evaluate --force) to re-evaluate.")
