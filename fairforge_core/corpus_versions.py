"""Corpus versions: record a snapshot incrementally, say what changed, and trace a session back to its corpus.

Recording (:func:`record_corpus_version`):

* lakeFS: the ref is resolved to a commit id first. A commit already recorded is not read again (a commit never
  changes). Otherwise the version last recorded for the same location (the branch's previous head), or else the
  most recently seen version of the same corpus (repository + prefix), is the *previous* version: the connector
  diffs ``previous..new`` (two-dot), downloads only the documents the diff lists (or whose lakeFS checksum differs
  from the recorded one) and copies the others' text from ``corpus_documents``.
* local folder: the folder is read and hashed (``sha256:`` content version); the previous version is the most
  recently recorded one of the same folder.
* In both cases the change set stored in ``corpus_document_changes`` and counted in
  ``corpus_snapshots.documents_changed`` is computed from the sha256 of the document texts (the ground truth): a
  document the diff calls "changed" but whose text is identical is not counted.

Everything for one version is written in one transaction. The embedding cache (keyed by chunk hash and embedder)
then makes a new version cost only its new chunks.

Lineage (:func:`session_lineage`): which corpus version (commit, message, date), which documents (path, sha256,
lakeFS checksum) and which chunks (hash, heading, decision) judged a session.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import TYPE_CHECKING, Any, Optional

from fairforge_core.connectors.base import CorpusConnector, CorpusSnapshot

if TYPE_CHECKING:  # pragma: no cover
    from fairforge_core.store.duckdb_store import DuckDBStore

CHANGE_KINDS = ("added", "removed", "changed")


class CorpusVersionConflictError(ValueError):
    """A lakeFS commit id is already recorded for another repository or prefix (a database holds one corpus per
    commit id, because ``corpus_snapshots.snapshot_id`` is the commit id)."""


def document_changes(old: Mapping[str, str], new: Mapping[str, str]) -> dict[str, str]:
    """Compare two versions given as ``source -> sha256 checksum``.

    Returns:
        ``source -> "added" | "removed" | "changed"`` for every source whose checksum differs (sorted by source).
    """
    out: dict[str, str] = {}
    for source in sorted(set(old) | set(new)):
        a, b = old.get(source), new.get(source)
        if a is None:
            out[source] = "added"
        elif b is None:
            out[source] = "removed"
        elif a != b:
            out[source] = "changed"
    return out


@dataclass
class CorpusVersionReport:
    """What :func:`record_corpus_version` did.

    Attributes:
        snapshot_id: the version id (lakeFS commit id or ``sha256:`` content hash).
        is_new: False when the version was already recorded (nothing was read or written but ``last_seen_at``).
        n_documents: documents in the version.
        previous_snapshot_id: the version it was compared with (None for the first version of a corpus).
        changes: ``source -> added | removed | changed`` versus ``previous_snapshot_id`` (every document is
            ``added`` for a first version).
        documents_read: documents downloaded / read from disk in this call (0 when not new).
        documents_reused: documents copied from the previous version after the diff and checksum checks.
        diff_entries: entries of the lakeFS two-dot diff (None when no diff was made).
        seconds: wall time of the call.
    """

    snapshot_id: str
    source_kind: str
    location: str
    is_new: bool
    n_documents: int
    previous_snapshot_id: Optional[str]
    changes: dict[str, str] = field(default_factory=dict)
    documents_read: int = 0
    documents_reused: int = 0
    diff_entries: Optional[int] = None
    repository: Optional[str] = None
    requested_ref: Optional[str] = None
    commit_id: Optional[str] = None
    commit_message: Optional[str] = None
    commit_date: Optional[datetime] = None
    seconds: float = 0.0

    @property
    def documents_changed(self) -> int:
        """Documents added, removed or changed versus the previous version."""
        return len(self.changes)


def _is_lakefs(connector: CorpusConnector) -> bool:
    return getattr(connector, "source_kind", None) == "lakefs" and hasattr(connector, "resolve_commit")


def _snapshot_row(store: DuckDBStore, snapshot_id: str) -> Optional[dict]:
    rows = store.query_dicts("SELECT * FROM corpus_snapshots WHERE snapshot_id = ?", [snapshot_id])
    return rows[0] if rows else None


def _previous_snapshot_id(store: DuckDBStore, snapshot_id: str, source_kind: str, *, location: str,
                          repository: Optional[str] = None, corpus_prefix: Optional[str] = None) -> Optional[str]:
    """The version to compare with: the one last recorded for the same location (e.g. the branch's previous
    head), else the most recently seen version of the same corpus (lakeFS: repository + prefix; folder: path)."""
    row = store.query("SELECT l.snapshot_id FROM corpus_locations l JOIN corpus_snapshots s USING (snapshot_id) "
                      "WHERE l.location = ? AND l.snapshot_id <> ? AND s.source_kind = ?",
                      [location, snapshot_id, source_kind])
    if row:
        return row[0][0]
    if source_kind == "lakefs":
        row = store.query(
            "SELECT snapshot_id FROM corpus_snapshots WHERE source_kind = 'lakefs' AND repository = ? AND "
            "corpus_prefix = ? AND snapshot_id <> ? ORDER BY last_seen_at DESC LIMIT 1",
            [repository, corpus_prefix, snapshot_id])
    else:
        row = store.query(
            "SELECT snapshot_id FROM corpus_snapshots WHERE source_kind = ? AND location = ? AND snapshot_id <> ? "
            "ORDER BY last_seen_at DESC LIMIT 1", [source_kind, location, snapshot_id])
    return row[0][0] if row else None


def _touch(store: DuckDBStore, snapshot_id: str, location: str, requested_ref: Optional[str]) -> None:
    from fairforge_core.store.duckdb_store import utcnow

    now = utcnow()
    store.con.execute(
        "UPDATE corpus_snapshots SET last_seen_at = ?, location = ?, requested_ref = COALESCE(?, requested_ref) "
        "WHERE snapshot_id = ?", [now, location, requested_ref, snapshot_id])
    _point_location(store, location, snapshot_id, now)


def _point_location(store: DuckDBStore, location: str, snapshot_id: str, now) -> None:
    store.upsert("corpus_locations", {"location": [location], "snapshot_id": [snapshot_id], "recorded_at": [now]})


def canonical_location(location: str) -> str:
    """The form in which a corpus location is recorded: ``lakefs://REPOSITORY/REF/PREFIX/`` (prefix with a trailing
    ``/``) for lakeFS, the absolute resolved path for a folder."""
    if location.startswith("lakefs://"):
        from fairforge_core.connectors.lakefs import parse_lakefs_uri

        return parse_lakefs_uri(location).uri
    from pathlib import Path

    return str(Path(location).expanduser().resolve())


def current_version(store: DuckDBStore, location: str) -> Optional[str]:
    """The version evaluations of the corpus at ``location`` use: the one last recorded for that location
    (``corpus_locations``), else the most recently seen snapshot (of that location, then of any).

    So evaluating against a pinned commit (``lakefs://repo/<commit>/prefix``) does not change what later
    evaluations of ``lakefs://repo/main/prefix`` use.
    """
    try:
        loc = canonical_location(location)
    except ValueError:
        loc = location
    row = store.query("SELECT snapshot_id FROM corpus_locations WHERE location = ?", [loc])
    if row:
        return row[0][0]
    return store.latest_snapshot_id(loc) or store.latest_snapshot_id()


def _stored_changes(store: DuckDBStore, snapshot_id: str) -> dict[str, str]:
    return dict(store.query("SELECT source, change FROM corpus_document_changes WHERE snapshot_id = ? "
                            "ORDER BY source", [snapshot_id]))


def _existing_report(store: DuckDBStore, row: dict, location: str, t0: float) -> CorpusVersionReport:
    return CorpusVersionReport(
        snapshot_id=row["snapshot_id"], source_kind=row["source_kind"], location=location, is_new=False,
        n_documents=row["n_documents"], previous_snapshot_id=row.get("previous_snapshot_id"),
        changes=_stored_changes(store, row["snapshot_id"]), repository=row.get("repository"),
        requested_ref=row.get("requested_ref"), commit_id=row.get("commit_id"),
        commit_message=row.get("commit_message"), commit_date=row.get("commit_date"),
        seconds=time.perf_counter() - t0)


def previous_version(store: DuckDBStore, snapshot_id: str):
    """The recorded documents of ``snapshot_id`` as a :class:`~fairforge_core.connectors.lakefs.PreviousVersion`
    (text and lakeFS checksum per source)."""
    from fairforge_core.connectors.lakefs import KnownDocument, PreviousVersion

    rows = store.query("SELECT source, text, object_checksum FROM corpus_documents WHERE snapshot_id = ?",
                       [snapshot_id])
    return PreviousVersion(snapshot_id, {s: KnownDocument(t, oc) for s, t, oc in rows})


def record_corpus_version(store: DuckDBStore, connector: CorpusConnector,
                          commit_id: Optional[str] = None) -> CorpusVersionReport:
    """Read the corpus at its current version (or at ``commit_id`` for lakeFS) and record it incrementally.

    Args:
        store: the database.
        connector: a :class:`~fairforge_core.connectors.lakefs.LakeFSCorpusConnector`, a local-folder connector or
            any :class:`CorpusConnector`.
        commit_id: lakeFS only: record this commit (e.g. the version Dagster observed) instead of resolving the
            connector's ref.

    Returns:
        :class:`CorpusVersionReport`.

    Raises:
        CorpusVersionConflictError: the commit is recorded for another repository or prefix.
        The connector's errors (``LakeFSError`` subclasses, ``FileNotFoundError``, ``ValueError``).
    """
    t0 = time.perf_counter()
    if _is_lakefs(connector):
        commit = connector.resolve_commit(commit_id)
        row = _snapshot_row(store, commit.commit_id)
        if row is not None:
            if row.get("corpus_prefix") is not None and (
                    row["repository"] != connector.repo_id or row["corpus_prefix"] != connector.corpus_prefix):
                raise CorpusVersionConflictError(
                    f"lakeFS commit {commit.commit_id} is already recorded in this database for repository "
                    f"{row['repository']!r}, prefix {row['corpus_prefix']!r}; use another database for "
                    f"repository {connector.repo_id!r}, prefix {connector.corpus_prefix!r}")
            with store.transaction():
                _touch(store, commit.commit_id, connector.location, connector.branch_name)
            return _existing_report(store, row, connector.location, t0)
        prev_id = _previous_snapshot_id(store, commit.commit_id, "lakefs", location=connector.location,
                                        repository=connector.repo_id, corpus_prefix=connector.corpus_prefix)
        previous = previous_version(store, prev_id) if prev_id else None
        snap = connector.snapshot(previous=previous, commit=commit)
    else:
        snap = connector.snapshot()
        row = _snapshot_row(store, snap.snapshot_id)
        if row is not None:
            with store.transaction():
                _touch(store, snap.snapshot_id, snap.location, snap.requested_ref)
            return _existing_report(store, row, snap.location, t0)
        prev_id = _previous_snapshot_id(store, snap.snapshot_id, snap.source_kind, location=snap.location)

    old = dict(store.query("SELECT source, checksum FROM corpus_documents WHERE snapshot_id = ?", [prev_id])
               ) if prev_id else {}
    changes = document_changes(old, {d.source: d.checksum for d in snap.documents})
    n_read = snap.extra.get("documents_read", len(snap.documents))
    _write_version(store, snap, prev_id, changes, old, n_read)
    return CorpusVersionReport(
        snapshot_id=snap.snapshot_id, source_kind=snap.source_kind, location=snap.location, is_new=True,
        n_documents=len(snap.documents), previous_snapshot_id=prev_id, changes=changes, documents_read=n_read,
        documents_reused=snap.extra.get("documents_reused", 0), diff_entries=snap.extra.get("diff_entries"),
        repository=snap.repository, requested_ref=snap.requested_ref, commit_id=snap.commit_id,
        commit_message=snap.commit_message, commit_date=snap.commit_date, seconds=time.perf_counter() - t0)


def _write_version(store: DuckDBStore, snap: CorpusSnapshot, prev_id: Optional[str], changes: dict[str, str],
                   old: Mapping[str, str], n_read: int) -> None:
    from fairforge_core.store.duckdb_store import utcnow

    now = utcnow()
    docs = snap.documents
    object_checksums = snap.extra.get("object_checksums") or {}
    new = {d.source: d.checksum for d in docs}
    with store.transaction():
        _point_location(store, snap.location, snap.snapshot_id, now)
        store.con.execute(
            "INSERT INTO corpus_snapshots (snapshot_id, source_kind, location, repository, requested_ref, commit_id, "
            "commit_message, commit_date, n_documents, total_chars, first_seen_at, last_seen_at, corpus_prefix, "
            "meta_range_id, previous_snapshot_id, documents_changed, documents_read) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [snap.snapshot_id, snap.source_kind, snap.location, snap.repository, snap.requested_ref, snap.commit_id,
             snap.commit_message, snap.commit_date, len(docs), sum(len(d.text) for d in docs), now, now,
             snap.extra.get("corpus_prefix"), snap.extra.get("meta_range_id"), prev_id, len(changes), n_read])
        store.insert_columns("corpus_documents", {
            "snapshot_id": [snap.snapshot_id] * len(docs),
            "source": [d.source for d in docs],
            "checksum": [d.checksum for d in docs],
            "n_chars": [len(d.text) for d in docs],
            "text": [d.text for d in docs],
            "object_checksum": [object_checksums.get(d.source) for d in docs],
        })
        sources = list(changes)
        store.insert_columns("corpus_document_changes", {
            "snapshot_id": [snap.snapshot_id] * len(sources),
            "previous_snapshot_id": [prev_id] * len(sources),
            "source": sources,
            "change": [changes[s] for s in sources],
            "old_checksum": [old.get(s) for s in sources],
            "new_checksum": [new.get(s) for s in sources],
        })


def documents_changed(store: DuckDBStore, snapshot_id: str) -> Optional[int]:
    """``corpus_snapshots.documents_changed`` of a version (None if unknown, e.g. recorded before migration 2)."""
    row = store.query("SELECT documents_changed FROM corpus_snapshots WHERE snapshot_id = ?", [snapshot_id])
    return row[0][0] if row else None


# -- lineage --------------------------------------------------------------------------------------------------------
@dataclass
class SessionLineage:
    """Provenance of one evaluated session (one partition).

    Attributes:
        assistant_id, partition_date, session_id: the session.
        corpus_version: ``interaction_verdicts.corpus_version`` (= ``corpus_snapshots.snapshot_id``).
        snapshot: the ``corpus_snapshots`` row (None if it does not join: a lineage defect).
        embedder_id, reranker_id, config_hash, evaluated_at: how it was judged.
        interactions: per interaction ``qa_id``, ``verdict``, ``compliance_score`` (NULL for UNJUDGED), evidence
            counts, ``error`` (why an UNJUDGED interaction has no judgement).
        documents: per document with a chunk in ``chunks``: ``source``, ``checksum`` (sha256 of the text),
            ``object_checksum`` (lakeFS), ``n_chars``, ``n_chunks`` (distinct chunks of the document in ``chunks``)
            and ``n_judging_chunks`` (how many of them judged an interaction).
        chunks: one entry per distinct chunk (``source``, ``chunk_index``, ``chunk_hash``) retrieved for the
            session, those that judged it first: ``heading``, ``in_snapshot`` (the chunk exists in that version's
            ``corpus_chunks``), ``judged`` (True when it was selected for some interaction and decided SUPPORTS or
            CONTRADICTS there; a chunk that was only NEUTRAL, or only a candidate, was retrieved but judged
            nothing), ``judged_qa_ids``, and ``retrievals``: one per interaction that retrieved it (``qa_id``,
            ``rank``, ``selected``, ``similarity``, ``reranker_score``, ``verdict``, ``rule_heading``: the section
            of the rule sentence), in interaction order.
    """

    assistant_id: str
    partition_date: date
    session_id: str
    corpus_version: str
    snapshot: Optional[dict]
    embedder_id: str
    reranker_id: str
    config_hash: str
    evaluated_at: Optional[datetime]
    interactions: list[dict] = field(default_factory=list)
    documents: list[dict] = field(default_factory=list)
    chunks: list[dict] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        from dataclasses import asdict

        return asdict(self)


def session_lineage(store: DuckDBStore, session_id: str, assistant_id: Optional[str] = None,
                    include_candidates: bool = False) -> list[SessionLineage]:
    """The corpus version, documents and chunks that judged ``session_id`` (one entry per partition and corpus
    version it was evaluated in; normally one).

    Args:
        store: the database (read-only use is fine).
        session_id: the session.
        assistant_id: restrict to one assistant (session ids are unique per partition, not globally).
        include_candidates: also list retrieval candidates outside ``(top_k, similarity_threshold)``; by default
            only the selected chunks (those that decided the verdicts).
    """
    where = "session_id = ?" + (" AND assistant_id = ?" if assistant_id is not None else "")
    params: list[Any] = [session_id] + ([assistant_id] if assistant_id is not None else [])
    groups = store.query_dicts(
        f"SELECT assistant_id, partition_date, corpus_version, any_value(embedder_id) AS embedder_id, "
        f"any_value(reranker_id) AS reranker_id, any_value(config_hash) AS config_hash, "
        f"max(evaluated_at) AS evaluated_at FROM interaction_verdicts WHERE {where} "
        f"GROUP BY assistant_id, partition_date, corpus_version ORDER BY assistant_id, partition_date", params)
    out = []
    for g in groups:
        key = [g["assistant_id"], g["partition_date"], session_id, g["corpus_version"]]
        snap = store.query_dicts("SELECT * FROM corpus_snapshots WHERE snapshot_id = ?", [g["corpus_version"]])
        interactions = store.query_dicts(
            "SELECT qa_id, position, verdict, compliance_score, supporting_chunks, contradicting_chunks, "
            "neutral_chunks, error FROM interaction_verdicts WHERE assistant_id = ? AND partition_date = ? AND "
            "session_id = ? AND corpus_version = ? ORDER BY position", key)
        sel = "" if include_candidates else " AND r.selected"
        rows = store.query_dicts(
            "SELECT r.qa_id, r.rank, r.selected, r.source, r.chunk_index, r.chunk_hash, r.heading, r.rule_heading, "
            "r.similarity, "
            "r.reranker_score, r.verdict, EXISTS (SELECT 1 FROM corpus_chunks c WHERE c.snapshot_id = "
            "r.corpus_version AND c.source = r.source AND c.chunk_index = r.chunk_index AND c.chunk_hash = "
            "r.chunk_hash) AS in_snapshot "
            "FROM retrieved_chunks r JOIN interaction_verdicts v ON v.assistant_id = r.assistant_id AND "
            "v.partition_date = r.partition_date AND v.session_id = r.session_id AND v.qa_id = r.qa_id "
            "WHERE r.assistant_id = ? AND r.partition_date = ? AND r.session_id = ? AND r.corpus_version = ?"
            f"{sel} ORDER BY v.position, r.rank NULLS LAST, r.similarity DESC, r.source, r.chunk_index", key)
        chunks = _distinct_chunks(rows)
        docs = {d["source"]: d for d in store.query_dicts(
            "SELECT source, checksum, object_checksum, n_chars FROM corpus_documents WHERE snapshot_id = ?",
            [g["corpus_version"]])}
        documents = []
        for source in sorted({c["source"] for c in chunks}):
            mine = [c for c in chunks if c["source"] == source]
            d = docs.get(source, {})
            documents.append({"source": source, "checksum": d.get("checksum"),
                              "object_checksum": d.get("object_checksum"), "n_chars": d.get("n_chars"),
                              "n_chunks": len(mine), "n_judging_chunks": sum(c["judged"] for c in mine)})
        out.append(SessionLineage(
            assistant_id=g["assistant_id"], partition_date=g["partition_date"], session_id=session_id,
            corpus_version=g["corpus_version"], snapshot=snap[0] if snap else None, embedder_id=g["embedder_id"],
            reranker_id=g["reranker_id"], config_hash=g["config_hash"], evaluated_at=g["evaluated_at"],
            interactions=interactions, documents=documents, chunks=chunks))
    return out


#: chunk verdicts that decide an interaction (NEUTRAL counts neither way)
JUDGING_VERDICTS = ("SUPPORTS", "CONTRADICTS")


def _distinct_chunks(rows: list[dict]) -> list[dict]:
    """Group ``retrieved_chunks`` rows (one per interaction and chunk) into one entry per distinct chunk, those that
    judged an interaction first, each group in the order of first retrieval."""
    by_chunk: dict[tuple, dict] = {}
    for r in rows:
        k = (r["source"], r["chunk_index"], r["chunk_hash"])
        c = by_chunk.setdefault(k, {"source": r["source"], "chunk_index": r["chunk_index"],
                                    "chunk_hash": r["chunk_hash"], "heading": r["heading"],
                                    "in_snapshot": r["in_snapshot"], "judged": False, "judged_qa_ids": [],
                                    "retrievals": []})
        c["retrievals"].append({f: r[f] for f in ("qa_id", "rank", "selected", "similarity", "reranker_score",
                                                  "verdict", "rule_heading")})
        if r["selected"] and r["verdict"] in JUDGING_VERDICTS:
            c["judged"] = True
            if r["qa_id"] not in c["judged_qa_ids"]:
                c["judged_qa_ids"].append(r["qa_id"])
    return sorted(by_chunk.values(), key=lambda c: not c["judged"])  # stable: first-retrieval order kept


def lineage_defects(store: DuckDBStore, assistant_id: str, partition_date: date) -> list[dict]:
    """Rows of a partition whose provenance does not join (should always be empty).

    Checked: every ``interaction_verdicts`` and ``retrieved_chunks`` row's ``corpus_version`` is a
    ``corpus_snapshots.snapshot_id``, and every retrieved chunk exists in that version's ``corpus_chunks`` (same
    source, chunk index and chunk hash).
    """
    params = [assistant_id, partition_date]
    return store.query_dicts(
        "SELECT 'interaction_verdicts' AS table_name, v.session_id, v.qa_id, v.corpus_version, "
        "'corpus version not in corpus_snapshots' AS problem FROM interaction_verdicts v "
        "WHERE v.assistant_id = ? AND v.partition_date = ? AND NOT EXISTS "
        "(SELECT 1 FROM corpus_snapshots s WHERE s.snapshot_id = v.corpus_version) "
        "UNION ALL "
        "SELECT 'retrieved_chunks', r.session_id, r.qa_id, r.corpus_version, "
        "'chunk ' || r.source || '#' || r.chunk_index || ' not in that version''s corpus_chunks' "
        "FROM retrieved_chunks r WHERE r.assistant_id = ? AND r.partition_date = ? AND NOT EXISTS "
        "(SELECT 1 FROM corpus_chunks c WHERE c.snapshot_id = r.corpus_version AND c.source = r.source AND "
        "c.chunk_index = r.chunk_index AND c.chunk_hash = r.chunk_hash) "
        "ORDER BY 1, 2, 3 LIMIT 100", params + params)
