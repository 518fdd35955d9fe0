"""All DuckDB reads and writes of fairforge, with parameterised SQL only.

DuckDB allows one writer process at a time: open a :class:`DuckDBStore`, do the work, close it (it is a context
manager). Bulk inserts go through registered numpy columns, which is about 1000x faster than ``executemany``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any, Optional

import duckdb
import numpy as np

from fairforge_core.chunking import Chunk
from fairforge_core.connectors.base import RegulatoryDocument
from fairforge_core.store.schema import MIGRATIONS

PARTITION_TABLES = ("conversations", "interaction_verdicts", "retrieved_chunks", "session_metrics", "llm_usage")


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


def _column(values: Sequence[Any]) -> np.ndarray:
    arr = np.empty(len(values), dtype=object)
    for i, v in enumerate(values):
        arr[i] = v
    return arr


class DuckDBStore:
    """A fairforge database file.

    Args:
        path: database file (its folder is created if needed). ``":memory:"`` works for experiments.
        read_only: open without write access (still blocked while another process writes).

    Raises:
        duckdb.IOException: the file is locked by another writer process.
    """

    def __init__(self, path: str | Path, read_only: bool = False):
        self.path = str(path)
        if self.path != ":memory:" and not read_only:
            Path(self.path).expanduser().parent.mkdir(parents=True, exist_ok=True)
        self.read_only = read_only
        #: schema version of an existing file before :meth:`migrate` upgraded it (``None``: new or up to date)
        self.upgraded_from: Optional[int] = None
        self.con = duckdb.connect(self.path, read_only=read_only, config={"python_enable_replacements": False})
        if not read_only:
            self.migrate()

    # -- lifecycle ---------------------------------------------------------------------------------------------
    def close(self) -> None:
        self.con.close()

    def __enter__(self) -> DuckDBStore:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def migrate(self) -> None:
        """Apply the missing numbered migrations, each in one transaction (idempotent). Sets
        :attr:`upgraded_from` to the schema version the file had when it had one and a migration was applied."""
        self.con.execute(
            "CREATE TABLE IF NOT EXISTS fairforge_schema (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ)"
        )
        done = {r[0] for r in self.con.execute("SELECT version FROM fairforge_schema").fetchall()}
        for version, sql in sorted(MIGRATIONS):
            if version in done:
                continue
            with self.transaction():
                self.con.execute(sql)
                self.con.execute("INSERT INTO fairforge_schema VALUES (?, ?)", [version, utcnow()])
            if done and self.upgraded_from is None:
                self.upgraded_from = max(done)

    @contextmanager
    def transaction(self):
        """Run the body in one transaction; roll back on any exception."""
        self.con.begin()
        try:
            yield self.con
        except BaseException:
            self.con.rollback()
            raise
        else:
            self.con.commit()

    def insert_columns(self, table: str, columns: dict[str, Sequence[Any]]) -> int:
        """Insert rows given column-wise (all sequences the same length). Returns the row count.

        ``table`` and the column names come from fairforge's code, never from user input.
        """
        names = list(columns)
        n = len(columns[names[0]]) if names else 0
        if n == 0:
            return 0
        view = f"_ff_src_{table}"
        self.con.register(view, {k: _column(v) for k, v in columns.items()})
        try:
            cols = ", ".join(names)
            self.con.execute(f"INSERT INTO {table} ({cols}) SELECT {cols} FROM {view}")
        finally:
            self.con.unregister(view)
        return n

    # -- corpus ------------------------------------------------------------------------------------------------
    def latest_snapshot_id(self, location: Optional[str] = None) -> Optional[str]:
        """The most recently seen snapshot (optionally for one corpus location), or ``None``."""
        if location is None:
            row = self.con.execute(
                "SELECT snapshot_id FROM corpus_snapshots ORDER BY last_seen_at DESC LIMIT 1").fetchone()
        else:
            row = self.con.execute(
                "SELECT snapshot_id FROM corpus_snapshots WHERE location = ? ORDER BY last_seen_at DESC LIMIT 1",
                [location],
            ).fetchone()
        return row[0] if row else None

    def snapshot_documents(self, snapshot_id: str) -> list[RegulatoryDocument]:
        rows = self.con.execute(
            "SELECT text, source FROM corpus_documents WHERE snapshot_id = ? ORDER BY source", [snapshot_id]
        ).fetchall()
        return [RegulatoryDocument(text=t, source=s) for t, s in rows]

    def has_chunks(self, snapshot_id: str, chunk_size: int, chunk_overlap: int, chunking: str = "whole") -> bool:
        """Whether chunks of ``(snapshot_id, chunk_size, chunk_overlap, chunking)`` are stored."""
        return self.count_chunks(snapshot_id, chunk_size, chunk_overlap, chunking) > 0

    def count_chunks(self, snapshot_id: str, chunk_size: int, chunk_overlap: int, chunking: str = "whole") -> int:
        """Stored chunks of ``(snapshot_id, chunk_size, chunk_overlap, chunking)``."""
        return self.con.execute(
            "SELECT count(*) FROM corpus_chunks WHERE snapshot_id = ? AND chunk_size = ? AND chunk_overlap = ? "
            "AND chunking = ?",
            [snapshot_id, chunk_size, chunk_overlap, chunking],
        ).fetchone()[0]

    def write_chunks(self, snapshot_id: str, chunk_size: int, chunk_overlap: int, chunks: Sequence[Chunk],
                     chunking: str = "whole") -> int:
        """Replace the chunks of ``(snapshot_id, chunk_size, chunk_overlap, chunking)`` in one transaction
        (``chunking``: the mode that made them, :data:`fairforge_core.chunking.CHUNKING_MODES`)."""
        with self.transaction():
            self.con.execute(
                "DELETE FROM corpus_chunks WHERE snapshot_id = ? AND chunk_size = ? AND chunk_overlap = ? AND "
                "chunking = ?",
                [snapshot_id, chunk_size, chunk_overlap, chunking],
            )
            n = len(chunks)
            return self.insert_columns("corpus_chunks", {
                "snapshot_id": [snapshot_id] * n,
                "chunk_size": [chunk_size] * n,
                "chunk_overlap": [chunk_overlap] * n,
                "chunking": [chunking] * n,
                "source": [c.source for c in chunks],
                "chunk_index": [c.chunk_index for c in chunks],
                "chunk_hash": [c.chunk_hash for c in chunks],
                "heading": [c.heading for c in chunks],
                "start_char": [c.start for c in chunks],
                "end_char": [c.end for c in chunks],
                "text": [c.text for c in chunks],
            })

    def load_chunks(self, snapshot_id: str, chunk_size: int, chunk_overlap: int,
                    chunking: str = "whole") -> list[Chunk]:
        """Chunks of a snapshot in corpus order (document path, then chunk index)."""
        rows = self.con.execute(
            "SELECT text, source, chunk_index, start_char, end_char, heading, chunk_hash FROM corpus_chunks "
            "WHERE snapshot_id = ? AND chunk_size = ? AND chunk_overlap = ? AND chunking = ? "
            "ORDER BY source, chunk_index",
            [snapshot_id, chunk_size, chunk_overlap, chunking],
        ).fetchall()
        return [Chunk(text=r[0], source=r[1], chunk_index=r[2], start=r[3], end=r[4], heading=r[5], chunk_hash=r[6])
                for r in rows]

    # -- embedding cache ---------------------------------------------------------------------------------------
    def get_many(self, hashes: Sequence[str], embedder_id: str) -> dict[str, np.ndarray]:
        """Cached embeddings for ``hashes`` computed with ``embedder_id`` (missing ones are absent)."""
        if not hashes:
            return {}
        self.con.register("_ff_hashes", {"chunk_hash": _column(list(hashes))})
        try:
            res = self.con.execute(
                "SELECT e.chunk_hash, e.embedding FROM chunk_embeddings e JOIN _ff_hashes h USING (chunk_hash) "
                "WHERE e.embedder_id = ?",
                [embedder_id],
            ).fetchnumpy()
        finally:
            self.con.unregister("_ff_hashes")
        return {h: np.asarray(v, dtype=np.float32) for h, v in zip(res["chunk_hash"], res["embedding"])}

    def put_many(self, embedder_id: str, vectors: dict[str, np.ndarray]) -> int:
        """Add embeddings (existing ``(chunk_hash, embedder_id)`` keys are left as they are)."""
        if not vectors:
            return 0
        hashes = list(vectors)
        now = utcnow()
        with self.transaction():
            self.con.register("_ff_emb", {
                "chunk_hash": _column(hashes),
                "embedder_id": _column([embedder_id] * len(hashes)),
                "dim": _column([int(np.asarray(vectors[h]).shape[0]) for h in hashes]),
                "embedding": _column([np.asarray(vectors[h], dtype=np.float32) for h in hashes]),
                "created_at": _column([now] * len(hashes)),
            })
            try:
                self.con.execute(
                    "INSERT INTO chunk_embeddings SELECT chunk_hash, embedder_id, dim, embedding, created_at "
                    "FROM _ff_emb ON CONFLICT DO NOTHING"
                )
            finally:
                self.con.unregister("_ff_emb")
        return len(hashes)

    def count_embeddings(self, embedder_id: Optional[str] = None) -> int:
        if embedder_id is None:
            return self.con.execute("SELECT count(*) FROM chunk_embeddings").fetchone()[0]
        return self.con.execute(
            "SELECT count(*) FROM chunk_embeddings WHERE embedder_id = ?", [embedder_id]).fetchone()[0]

    # -- partitions --------------------------------------------------------------------------------------------
    def delete_partition(self, table: str, assistant_id: str, partition_date: date) -> None:
        if table not in PARTITION_TABLES:
            raise ValueError(f"{table!r} is not a partition table")
        self.con.execute(
            f"DELETE FROM {table} WHERE assistant_id = ? AND partition_date = ?", [assistant_id, partition_date]
        )

    def write_conversations(self, assistant_id: str, partition_date: date, sessions: Iterable,
                            rejections: Iterable) -> tuple[int, int, list[str]]:
        """Replace a partition's sessions and record rejections, in one transaction.

        The partition then holds exactly ``sessions``: sessions stored by an earlier write that are not among them
        are removed (their verdicts go when the partition is evaluated again), and returned so that callers can say
        so.

        Args:
            sessions: :class:`fairforge_core.inputs.LoadedSession` items of this partition.
            rejections: :class:`fairforge_core.inputs.Rejection` items to record (replacing earlier records of
                the same file and line).

        Returns:
            ``(sessions written, rejections written, ids of the removed sessions, sorted)``.
        """
        now = utcnow()
        sessions = list(sessions)
        rejections = list(rejections)
        new_ids = {s.dataset.session_id for s in sessions}
        with self.transaction():
            before = self.con.execute(
                "SELECT DISTINCT session_id FROM conversations WHERE assistant_id = ? AND partition_date = ?",
                [assistant_id, partition_date]).fetchall()
            removed = sorted(sid for (sid,) in before if sid not in new_ids)
            self.delete_partition("conversations", assistant_id, partition_date)
            n = self.insert_columns("conversations", {
                "assistant_id": [assistant_id] * len(sessions),
                "partition_date": [partition_date] * len(sessions),
                "session_id": [s.dataset.session_id for s in sessions],
                "input_file": [s.input_file for s in sessions],
                "line": [s.line for s in sessions],
                "started_at": [s.dataset.started_at for s in sessions],
                "n_interactions": [len(s.dataset.conversation) for s in sessions],
                "payload": [s.dataset.model_dump_json() for s in sessions],
                "loaded_at": [now] * len(sessions),
            })
            self._insert_rejections(rejections, now)
        return n, len(rejections), removed

    def record_rejections(self, rejections: Iterable) -> int:
        """Record :class:`fairforge_core.inputs.Rejection` items in ``rejected_sessions``, in one transaction,
        replacing earlier records of the same file and line (so recording twice never duplicates). Returns how
        many were written."""
        rejections = list(rejections)
        with self.transaction():
            self._insert_rejections(rejections, utcnow())
        return len(rejections)

    def _insert_rejections(self, rejections: list, now) -> None:
        for r in rejections:
            self.con.execute("DELETE FROM rejected_sessions WHERE input_file = ? AND line = ?",
                             [r.input_file, r.line])
        self.insert_columns("rejected_sessions", {
            "input_file": [r.input_file for r in rejections],
            "line": [r.line for r in rejections],
            "session_id": [r.session_id for r in rejections],
            "assistant_id": [r.assistant_id for r in rejections],
            "partition_date": [r.partition_date for r in rejections],
            "reason": [r.reason for r in rejections],
            "excerpt": [r.excerpt for r in rejections],
            "recorded_at": [now] * len(rejections),
        })

    def iter_sessions(self, assistant_id: str, partition_date: date, fetch_size: int = 500) -> Iterator:
        """Stream a partition's validated sessions as :class:`~fairforge_core.schemas.common.Dataset` objects,
        in input order, ``fetch_size`` rows at a time (bounded memory)."""
        from fairforge_core.schemas.common import Dataset

        cur = self.con.cursor()
        try:
            cur.execute(
                "SELECT payload FROM conversations WHERE assistant_id = ? AND partition_date = ? "
                "ORDER BY input_file, line",
                [assistant_id, partition_date],
            )
            while True:
                rows = cur.fetchmany(fetch_size)
                if not rows:
                    break
                for (payload,) in rows:
                    yield Dataset.model_validate_json(payload)
        finally:
            cur.close()

    def query(self, sql: str, params: Optional[Sequence[Any]] = None) -> list[tuple]:
        """Run a read query with parameters and return all rows."""
        return self.con.execute(sql, list(params or [])).fetchall()

    def query_dicts(self, sql: str, params: Optional[Sequence[Any]] = None) -> list[dict]:
        cur = self.con.execute(sql, list(params or []))
        names = [d[0] for d in cur.description]
        return [dict(zip(names, row)) for row in cur.fetchall()]


def json_dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, sort_keys=True, default=str)
