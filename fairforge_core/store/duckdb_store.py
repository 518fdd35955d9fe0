"""All reads and writes of fairforge's tables, with parameterised SQL only, on one of two backends.

* ``duckdb`` (the default): one DuckDB file. DuckDB allows one writer process at a time: open a
  :class:`DuckDBStore`, do the work, close it (it is a context manager).
* ``ducklake``: a DuckLake (``database: "ducklake:postgres:<libpq connection string>"``): the catalog in
  PostgreSQL, the rows as Parquet files under ``data_path``. Many processes may write at once; each write
  transaction holds a PostgreSQL advisory lock (commits serialise, the work between them does not), and a
  transaction conflict with another writer (a compaction, say) is retried. The DuckLake and Postgres extensions
  are loaded from the installed ``duckdb-extension-ducklake`` and ``duckdb-extension-postgres-scanner`` packages:
  nothing is downloaded.

Both backends hold the same tables with the same columns (DuckLake has no PRIMARY KEY constraints: the keys of
:data:`TABLE_KEYS` are kept by the writes of this module instead). Bulk inserts go through registered numpy
columns, which is about 1000x faster than ``executemany``.
"""

from __future__ import annotations

import glob
import hashlib
import importlib.util
import json
import os
import random
import re
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any, Optional, TypeVar

import duckdb
import numpy as np

from fairforge_core.chunking import Chunk
from fairforge_core.connectors.base import RegulatoryDocument
from fairforge_core.store.schema import MIGRATIONS, TABLE_KEYS, without_primary_keys

PARTITION_TABLES = ("conversations", "interaction_verdicts", "retrieved_chunks", "session_metrics", "llm_usage")
DUCKLAKE_PREFIX = "ducklake:"
_DUCKLAKE_POSTGRES = "ducklake:postgres:"
#: the catalog name a DuckLake is attached under (``USE``d, so SQL needs no catalog prefix)
LAKE_CATALOG = "fairforge_lake"
#: how often a DuckLake transaction conflict is retried before the error is raised
CONFLICT_RETRIES = 20
_T = TypeVar("_T")
#: DuckLake: one DuckDB instance per (database, data_path, read_only) and process, with the extensions loaded and the
#: DuckLake attached once; each store is a connection of it (loading the extensions takes about a second)
_LAKES: dict[tuple, duckdb.DuckDBPyConnection] = {}
_MIGRATED: set[tuple] = set()
_LAKES_LOCK = threading.Lock()


class StoreError(Exception):
    """A database that cannot be opened as configured (one-line message, no credentials)."""


def is_ducklake(database: str) -> bool:
    """Whether ``database`` selects the DuckLake backend (``ducklake:...``) rather than a DuckDB file."""
    return str(database).startswith(DUCKLAKE_PREFIX)


def describe_database(database: str) -> str:
    """``database`` for messages: a DuckDB path as is; a DuckLake with its libpq ``password`` masked."""
    return _mask_password(str(database)) if is_ducklake(database) else str(database)


def _mask_password(text: str) -> str:
    return re.sub(r"(password\s*=\s*)('[^']*'|[^\s'\"]+)", r"\1***", text)


def ducklake_libpq(database: str) -> str:
    """The PostgreSQL connection string of ``ducklake:postgres:<libpq string>``.

    Raises:
        StoreError: another DuckLake catalog kind (only PostgreSQL catalogs are supported: DuckDB-file and SQLite
            catalogs allow one writer, which is what the DuckLake backend is for).
    """
    if not str(database).startswith(_DUCKLAKE_POSTGRES):
        raise StoreError(f"unsupported DuckLake catalog in {describe_database(database)!r}: the catalog must be in "
                         "PostgreSQL, use "
                         "'ducklake:postgres:<libpq connection string>' (e.g. 'ducklake:postgres:host=db "
                         "dbname=fairforge user=fairforge')")
    return str(database)[len(_DUCKLAKE_POSTGRES):]


def extension_file(package: str, name: str) -> str:
    """The DuckDB extension file ``name`` shipped in the installed PyPI ``package`` (for ``LOAD``).

    Raises:
        StoreError: the package is not installed, or holds no build for this DuckDB version.
    """
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.origin:
        raise StoreError(f"the DuckLake backend needs the Python package {package.replace('_', '-')} "
                         f"(pip install {package.replace('_', '-')}=={duckdb.__version__})")
    folder = os.path.dirname(spec.origin)
    exact = os.path.join(folder, "extensions", f"v{duckdb.__version__}", f"{name}.duckdb_extension")
    if os.path.isfile(exact):
        return exact
    found = sorted(glob.glob(os.path.join(folder, "extensions", "*", f"{name}.duckdb_extension")))
    raise StoreError(f"{package.replace('_', '-')} has no {name} extension for DuckDB {duckdb.__version__}"
                     + (f" (found {', '.join(os.path.basename(os.path.dirname(f)) for f in found)})" if found else "")
                     + f"; install {package.replace('_', '-')}=={duckdb.__version__}")


def _sql_string(value: str) -> str:
    return "'" + str(value).replace("'", "''") + "'"


def _is_conflict(exc: BaseException) -> bool:
    """Whether ``exc`` is a DuckLake commit that lost to a concurrent transaction (safe to retry)."""
    text = str(exc)
    return isinstance(exc, duckdb.TransactionException) or "Transaction conflict" in text \
        or "Failed to commit DuckLake transaction" in text


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


def _column(values: Sequence[Any]):
    """One column of Python values (``None`` for NULL; numpy vectors for array columns) as an Arrow array. DuckDB
    1.5 scans a numpy object array element by element (about 0.2 ms per value: 2.8 s for 2,000 rows of 8 columns,
    which made writing a partition's rows cost more than judging it); Arrow arrays are built in C++ and scanned
    without copying (20 ms for the same rows)."""
    import pyarrow as pa

    return pa.array(list(values))


def _view(columns: dict[str, Sequence[Any]]):
    """Columns (name -> values) as an Arrow table to ``register`` as a view."""
    import pyarrow as pa

    return pa.table({k: _column(v) for k, v in columns.items()})


class DuckDBStore:
    """fairforge's tables: a DuckDB file, or a DuckLake whose catalog is in PostgreSQL (see the module docstring).

    Args:
        path: database file (its folder is created if needed; ``":memory:"`` works for experiments), or
            ``"ducklake:postgres:<libpq connection string>"``.
        read_only: open without write access (a DuckDB file is still blocked while another process writes it).
        data_path: DuckLake only: the folder or object-store prefix (``s3://...``) of the Parquet files. Needed
            when the DuckLake is created; later opens read it from the catalog (a different value is an error).

    Raises:
        duckdb.IOException: the DuckDB file is locked by another writer process.
        StoreError: a DuckLake that cannot be opened (extension packages missing, PostgreSQL unreachable, no
            ``data_path`` for a new DuckLake), with a one-line reason.
    """

    def __init__(self, path: str | Path, read_only: bool = False, data_path: Optional[str] = None):
        self.path = str(path)
        self.read_only = read_only
        #: ``"duckdb"`` (one file, one writer process) or ``"ducklake"`` (PostgreSQL catalog, many writers)
        self.backend = "ducklake" if is_ducklake(self.path) else "duckdb"
        self.data_path = data_path
        #: schema version of an existing file before :meth:`migrate` upgraded it (``None``: new or up to date)
        self.upgraded_from: Optional[int] = None
        #: DuckLake transaction conflicts retried by this store (0 on the DuckDB backend)
        self.conflicts_retried = 0
        self._pg = None  # DuckLake: the PostgreSQL connection that holds the advisory locks
        self._lock_depth = 0
        self._in_transaction = False
        self._staged: list[str] = []
        if self.backend == "ducklake":
            self.con = self._connect_ducklake()
        else:
            if self.path != ":memory:" and not read_only:
                Path(self.path).expanduser().parent.mkdir(parents=True, exist_ok=True)
            self.con = duckdb.connect(self.path, read_only=read_only,
                                      config={"python_enable_replacements": False})
        if not read_only and (self.backend == "duckdb" or self._lake_key not in _MIGRATED):
            try:
                self.migrate()
            except BaseException:
                self.close()
                raise
            if self.backend == "ducklake":
                _MIGRATED.add(self._lake_key)

    @property
    def _lake_key(self) -> tuple:
        return (self.path, self.data_path, self.read_only)

    def _connect_ducklake(self) -> duckdb.DuckDBPyConnection:
        with _LAKES_LOCK:
            base = _LAKES.get(self._lake_key)
            if base is None:
                base = _LAKES[self._lake_key] = self._attach_ducklake()
        con = base.cursor()
        con.execute(f"USE {LAKE_CATALOG}")
        return con

    def _attach_ducklake(self) -> duckdb.DuckDBPyConnection:
        libpq = ducklake_libpq(self.path)
        con = duckdb.connect(":memory:", config={"python_enable_replacements": False,
                                                 "autoinstall_known_extensions": False,
                                                 "autoload_known_extensions": False})
        try:
            for package, name in (("duckdb_extension_postgres_scanner", "postgres_scanner"),
                                  ("duckdb_extension_ducklake", "ducklake")):
                con.execute(f"LOAD {_sql_string(extension_file(package, name))}")
            options = []
            if self.data_path:
                options.append(f"DATA_PATH {_sql_string(self.data_path)}")
            if self.read_only:
                options.append("READ_ONLY")
            # several processes may create the same new DuckLake at once: its first ATTACH writes the catalog tables
            with self._advisory_lock("fairforge:attach", libpq):
                con.execute(f"ATTACH {_sql_string(self.path)} AS {LAKE_CATALOG}"
                            + (f" ({', '.join(options)})" if options else ""))
            con.execute(f"USE {LAKE_CATALOG}")
        except StoreError:
            con.close()
            raise
        except duckdb.Error as exc:
            con.close()
            reason = _mask_password(" ".join(str(exc).split()))
            if "DATA_PATH" in reason or "data path" in reason.lower():
                reason += " (set data_path / --data-path: the folder or s3:// prefix of the Parquet files)"
            raise StoreError(f"cannot open DuckLake {describe_database(self.path)}: {reason}") from exc
        return con

    # -- lifecycle ---------------------------------------------------------------------------------------------
    def close(self) -> None:
        self.con.close()
        if self._pg is not None:
            self._pg.close()
            self._pg = None

    def __enter__(self) -> DuckDBStore:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def cursor(self) -> duckdb.DuckDBPyConnection:
        """A second connection to the same database (for streaming reads beside writes); close it after use."""
        cur = self.con.cursor()
        if self.backend == "ducklake":
            cur.execute(f"USE {LAKE_CATALOG}")
        return cur

    def migrate(self) -> None:
        """Apply the missing numbered migrations, each in one transaction (idempotent). Sets
        :attr:`upgraded_from` to the schema version the file had when it had one and a migration was applied.

        On DuckLake the migrations run without their PRIMARY KEY clauses (unsupported there), under an advisory lock
        (processes that open a new DuckLake at once apply each migration once)."""
        with self.exclusive("fairforge:migrate"):
            self.con.execute(self._ddl(
                "CREATE TABLE IF NOT EXISTS fairforge_schema (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ)"))
            done = {r[0] for r in self.con.execute("SELECT version FROM fairforge_schema").fetchall()}
            for version, sql in sorted(MIGRATIONS):
                if version in done:
                    continue
                with self.transaction():
                    self.con.execute(self._ddl(sql))
                    self.con.execute("INSERT INTO fairforge_schema VALUES (?, ?)", [version, utcnow()])
                if done and self.upgraded_from is None:
                    self.upgraded_from = max(done)

    def _ddl(self, sql: str) -> str:
        return without_primary_keys(sql) if self.backend == "ducklake" else sql

    # -- transactions and locks --------------------------------------------------------------------------------
    @contextmanager
    def _advisory_lock(self, name: str, libpq: Optional[str] = None):
        """Hold the PostgreSQL session advisory lock ``name`` (DuckLake only; re-entrant within this store)."""
        if self.backend != "ducklake":
            yield
            return
        if self._pg is None:
            try:
                import psycopg2
            except ImportError as exc:  # pragma: no cover - a dependency of dagster-postgres
                raise StoreError("the DuckLake backend needs psycopg2 (pip install dagster-postgres)") from exc
            try:
                self._pg = psycopg2.connect(libpq or ducklake_libpq(self.path))
            except psycopg2.Error as exc:
                raise StoreError(f"cannot reach the DuckLake catalog {describe_database(self.path)}: "
                                 f"{_mask_password(' '.join(str(exc).split()))}") from exc
            self._pg.autocommit = True
        key = int.from_bytes(hashlib.sha256(name.encode()).digest()[:8], "big", signed=True)
        with self._pg.cursor() as cur:
            cur.execute("SELECT pg_advisory_lock(%s)", [key])
        try:
            yield
        finally:
            with self._pg.cursor() as cur:
                cur.execute("SELECT pg_advisory_unlock(%s)", [key])

    @contextmanager
    def registered(self, name: str, columns: dict[str, Sequence[Any]]):
        """Rows given column-wise (lists of equal length) as the view ``name`` on this store's connection, for the
        body's queries to join (keys to look up, values to update from); unregistered on exit. The rows reach
        DuckDB as an Arrow table (:func:`_view`). ``name`` comes from fairforge's code, never from user input."""
        self.con.register(name, _view(columns))
        try:
            yield name
        finally:
            self.con.unregister(name)

    @contextmanager
    def exclusive(self, name: str = "fairforge:write"):
        """Hold a lock that every fairforge process writing this database takes for ``name`` (the DuckLake
        backend: a PostgreSQL advisory lock; the DuckDB backend: nothing, its file has one writer process)."""
        if self._lock_depth and name == "fairforge:write":
            yield
            return
        with self._advisory_lock(name):
            self._lock_depth += name == "fairforge:write"
            try:
                yield
            finally:
                self._lock_depth -= name == "fairforge:write"

    @contextmanager
    def transaction(self):
        """Run the body in one transaction; roll back on any exception. On DuckLake the transaction holds the
        write lock (:meth:`exclusive`), so writes of other fairforge processes wait for it: keep bodies short and
        compute before (a body cannot be replayed, so conflicts are avoided, not retried; see :meth:`atomic`)."""
        with self.exclusive():
            self.con.begin()
            self._in_transaction = True
            try:
                yield self.con
            except BaseException:
                self._in_transaction = False
                self.con.rollback()
                raise
            else:
                self._in_transaction = False
                try:
                    self.con.commit()
                except BaseException:
                    try:  # a commit that failed (a DuckLake conflict) leaves nothing to keep
                        self.con.rollback()
                    except duckdb.Error:
                        pass
                    raise

    def atomic(self, body: Callable[[], _T], retries: int = CONFLICT_RETRIES) -> _T:
        """``body()`` in one transaction (as :meth:`transaction`); on DuckLake a commit that loses to a concurrent
        transaction (of a process outside fairforge's lock: a compaction, a user's write) is rolled back and
        ``body`` run again, up to ``retries`` times with a jittered back-off. ``body`` must only touch the
        database (it may run more than once). Returns what ``body`` returns.

        Raises:
            duckdb.TransactionException: still conflicting after ``retries`` retries.
        """
        attempt = 0
        while True:
            try:
                with self.transaction():
                    return body()
            except duckdb.Error as exc:
                if self.backend != "ducklake" or not _is_conflict(exc) or attempt >= retries:
                    raise
                attempt += 1
                self.conflicts_retried += 1
                time.sleep(random.uniform(0.01, 0.05) * min(attempt, 10))

    def insert_columns(self, table: str, columns: dict[str, Sequence[Any]]) -> int:
        """Insert rows given column-wise (all sequences the same length). Returns the row count.

        ``table`` and the column names come from fairforge's code, never from user input.
        """
        names = list(columns)
        n = len(columns[names[0]]) if names else 0
        if n == 0:
            return 0
        cols = ", ".join(names)
        with self.registered(f"_ff_src_{table}", columns) as view:
            self.con.execute(f"INSERT INTO {table} ({cols}) SELECT {cols} FROM {view}")
        return n

    def insert_missing(self, table: str, columns: dict[str, Sequence[Any]]) -> int:
        """Insert the rows whose key (:data:`TABLE_KEYS`) is not stored yet, keeping stored rows as they are (the
        first of rows with the same key is taken). Safe with concurrent writers on both backends. Returns the
        number of rows inserted."""
        return self._insert_keyed(table, columns, replace=False)

    def upsert(self, table: str, columns: dict[str, Sequence[Any]]) -> int:
        """Insert rows, replacing stored rows with the same key (:data:`TABLE_KEYS`), in one transaction.
        Returns the number of rows given (after dropping repeated keys: the last one wins)."""
        return self._insert_keyed(table, columns, replace=True)

    def _insert_keyed(self, table: str, columns: dict[str, Sequence[Any]], replace: bool) -> int:
        names = list(columns)
        n = len(columns[names[0]]) if names else 0
        if n == 0:
            return 0
        keys = TABLE_KEYS[table]
        seen: dict[tuple, int] = {}
        for i in range(n):
            k = tuple(columns[c][i] for c in keys)
            if replace or k not in seen:
                seen[k] = i
        rows = sorted(seen.values())
        src = {c: [columns[c][i] for i in rows] for c in names}
        view = f"_ff_keyed_{table}"
        match = " AND ".join(f"t.{c} = s.{c}" for c in keys)
        cols = ", ".join(names)

        def body() -> int:
            with self.registered(view, src):
                if replace:
                    self.con.execute(f"DELETE FROM {table} t WHERE EXISTS (SELECT 1 FROM {view} s WHERE {match})")
                    self.con.execute(f"INSERT INTO {table} ({cols}) SELECT {cols} FROM {view}")
                    return len(rows)
                return self.con.execute(f"INSERT INTO {table} ({cols}) SELECT {cols} FROM {view} s "
                                        f"WHERE NOT EXISTS (SELECT 1 FROM {table} t WHERE {match})").fetchone()[0]

        if self._in_transaction:
            return body()  # inside the caller's transaction (which holds the write lock on DuckLake)
        return self.atomic(body)

    # -- staged partition writes -------------------------------------------------------------------------------
    def stage(self, table: str) -> str:
        """A session-local (TEMP) table with the columns of ``table``, empty, for rows computed before the
        transaction that publishes them (:meth:`replace_partition`). Returns its name."""
        name = f"_ff_stage_{table}"
        self.con.execute(f"CREATE OR REPLACE TEMP TABLE {name} AS SELECT * FROM {table} LIMIT 0")
        if name not in self._staged:
            self._staged.append(name)
        return name

    def drop_stages(self) -> None:
        """Drop the tables :meth:`stage` created."""
        for name in self._staged:
            self.con.execute(f"DROP TABLE IF EXISTS temp.main.{name}")
        self._staged = []

    def publish_staged(self, table: str, assistant_id: str, partition_date: date) -> int:
        """Inside a transaction: replace the partition's rows of ``table`` with the rows staged for it. Returns the
        number of rows published."""
        self.delete_partition(table, assistant_id, partition_date)
        name = f"_ff_stage_{table}"
        cols = ", ".join(r[0] for r in self.con.execute(f"DESCRIBE {name}").fetchall())
        self.con.execute(f"INSERT INTO {table} ({cols}) SELECT {cols} FROM {name}")
        return self.con.execute(f"SELECT count(*) FROM {name}").fetchone()[0]

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
        def body() -> int:
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

        return self.atomic(body)

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
        with self.registered("_ff_hashes", {"chunk_hash": list(hashes)}):
            res = self.con.execute(
                "SELECT e.chunk_hash, e.embedding FROM chunk_embeddings e JOIN _ff_hashes h USING (chunk_hash) "
                "WHERE e.embedder_id = ?",
                [embedder_id],
            ).fetchnumpy()
        return {h: np.asarray(v, dtype=np.float32) for h, v in zip(res["chunk_hash"], res["embedding"])}

    def put_many(self, embedder_id: str, vectors: dict[str, np.ndarray]) -> int:
        """Add embeddings (existing ``(chunk_hash, embedder_id)`` keys are left as they are)."""
        if not vectors:
            return 0
        hashes = list(vectors)
        now = utcnow()
        self.insert_missing("chunk_embeddings", {
            "chunk_hash": hashes,
            "embedder_id": [embedder_id] * len(hashes),
            "dim": [int(np.asarray(vectors[h]).shape[0]) for h in hashes],
            "embedding": [np.asarray(vectors[h], dtype=np.float32) for h in hashes],
            "created_at": [now] * len(hashes),
        })
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

        def body() -> tuple[int, int, list[str]]:
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

        return self.atomic(body)

    def record_rejections(self, rejections: Iterable) -> int:
        """Record :class:`fairforge_core.inputs.Rejection` items in ``rejected_sessions``, in one transaction,
        replacing earlier records of the same file and line (so recording twice never duplicates). Returns how
        many were written."""
        rejections = list(rejections)
        now = utcnow()
        self.atomic(lambda: self._insert_rejections(rejections, now))
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

        cur = self.cursor()
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
