"""Many writers on the DuckLake backend (catalog in a real PostgreSQL, real worker processes, real Dagster runs):
concurrent partitions equal a sequential run row for row; a worker killed mid-partition leaves no partial partition;
``fairforge evaluate --workers N``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import date

import dagster as dg
import pytest

from fairforge_assets.assets import CORPUS_SELECTION
from fairforge_assets.definitions import ALL_ASSETS, run_resources
from fairforge_assets.resources import FairforgeResource
from fairforge_core.config import EvaluationSettings
from fairforge_core.store import DuckDBStore
from tests.test_dagster_main import make_inputs
from tests.test_ducklake import VOLATILE, table_contents

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARTITIONS = [("shop helper", date(2025, 5, 6)), ("shop helper", date(2025, 5, 7)),
              ("télé-agent", date(2025, 5, 6)), ("télé-agent", date(2025, 5, 7))]
FAST = dict(embedder="tests.fakes:HashingEmbedder", reranker="tests.fakes:OverlapReranker", chunk_size=120,
            chunk_overlap=20, similarity_threshold=0.2, contradiction_threshold=0.3)
PARTITION_TABLES = ("conversations", "interaction_verdicts", "retrieved_chunks", "session_metrics",
                    "partition_evaluations")


def four_partition_inputs(tmp_path):
    corpus, conv = make_inputs(tmp_path / "inputs")
    keep = {a for a, _ in PARTITIONS}
    rows = [json.loads(line) for line in conv.read_text().splitlines() if line.startswith("{\"")]
    conv.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows if r["assistant_id"] in keep))
    return corpus, conv


def settings_for(corpus, conv, database, data_path) -> EvaluationSettings:
    return EvaluationSettings(corpus=str(corpus), conversations=str(conv), database=database, data_path=data_path,
                              **FAST)


def refresh_corpus(settings: EvaluationSettings) -> None:
    """The corpus assets, once, before the partitions (the chunk embeddings every worker then reads)."""
    r = dg.materialize(ALL_ASSETS, selection=CORPUS_SELECTION, instance=dg.DagsterInstance.ephemeral(),
                       resources=run_resources(FairforgeResource(**settings.model_dump())))
    assert r.success


def worker(settings: EvaluationSettings, partitions, *extra: str) -> subprocess.Popen:
    """A worker process evaluating ``partitions`` (``[(assistant_id, date)]``) one after the other."""
    env = {k: v for k, v in os.environ.items() if k != "DAGSTER_HOME"}
    env.update(PYTHONPATH=ROOT, OMP_NUM_THREADS="1")
    return subprocess.Popen([sys.executable, "-m", "tests.partition_worker", settings.model_dump_json(),
                             json.dumps([[a, d.isoformat()] for a, d in partitions]), *extra], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finish(proc: subprocess.Popen, timeout: float = 300) -> list[dict]:
    out, err = proc.communicate(timeout=timeout)
    assert proc.returncode == 0, err[-3000:]
    return [json.loads(line) for line in out.strip().splitlines() if line.startswith("{")]


def contents(database: str, tables=None) -> dict:
    with DuckDBStore(database, read_only=True) as store:
        got = table_contents(store)
    return {t: v for t, v in got.items() if tables is None or t in tables}


def partition_rows(database: str, assistant: str, day: date, volatile: bool = True) -> dict:
    """The partition's rows of the verdict tables (without the write-time columns unless ``volatile``)."""
    with DuckDBStore(database, read_only=True) as store:
        out = {}
        for t in ("interaction_verdicts", "retrieved_chunks", "session_metrics"):
            cols = [c[0] for c in store.query(f"DESCRIBE {t}") if volatile or c[0] not in VOLATILE]
            out[t] = sorted(store.query(f"SELECT {', '.join(cols)} FROM {t} WHERE assistant_id = ? AND "
                                        "partition_date = ?", [assistant, day]), key=repr)
    return out


@pytest.fixture
def two_lakes(postgres_server, tmp_path):
    """Inputs with four partitions and two new DuckLakes (``(settings_a, settings_b)``), corpus refreshed in both."""
    corpus, conv = four_partition_inputs(tmp_path)
    out = []
    for name in ("a", "b"):
        libpq = postgres_server.create_database(f"par_{name}_{os.urandom(4).hex()}")
        s = settings_for(corpus, conv, f"ducklake:postgres:{libpq}", str(tmp_path / f"lake_{name}"))
        refresh_corpus(s)
        out.append(s)
    return out


@pytest.mark.slow
def test_four_partitions_in_four_concurrent_processes_equal_a_sequential_run(two_lakes, tmp_path):
    sequential, concurrent = two_lakes
    finish(worker(sequential, PARTITIONS))  # one process, one partition after the other
    barrier = tmp_path / "go"
    procs = [worker(concurrent, [p], "--barrier", str(barrier)) for p in PARTITIONS]
    barrier.touch()  # the four start together
    runs = [r for p in procs for r in finish(p)]
    assert len({r["pid"] for r in runs}) == 4
    assert max(r["start"] for r in runs) < min(r["end"] for r in runs), "the four runs overlapped in time"

    a, b = contents(sequential.database), contents(concurrent.database)
    assert sorted(a) == sorted(b)
    for table in a:
        assert a[table] == b[table], f"{table} differs from the sequential run"
    assert len(b["interaction_verdicts"][1]) == 12 and len(b["session_metrics"][1]) == 4
    assert len(b["partition_evaluations"][1]) == 4
    # the shared caches hold each key once: chunk embeddings were computed once, before the partitions
    with DuckDBStore(concurrent.database, read_only=True) as store:
        assert store.query("SELECT count(*), count(DISTINCT chunk_hash) FROM chunk_embeddings")[0] == (4, 4)
        assert store.query("SELECT count(*) = count(DISTINCT (text_hash, embedder_id)) FROM query_embeddings"
                           )[0][0] is True
        assert store.query("SELECT count(*) FROM evaluation_configs")[0][0] == 1


@pytest.mark.slow
def test_a_worker_killed_mid_partition_leaves_no_partial_partition(two_lakes):
    reference, lake = two_lakes
    assistant, day = PARTITIONS[0]
    finish(worker(lake, PARTITIONS))
    before = partition_rows(lake.database, assistant, day)
    assert before["interaction_verdicts"] and before["retrieved_chunks"]
    # the input changes (an answer now contradicts the corpus), so a re-evaluation would change every table
    conv = lake.conversations_path()
    rows = [json.loads(line) for line in open(conv, encoding="utf-8")]
    for r in rows:
        if r["assistant_id"] == assistant and r["started_at"].startswith(day.isoformat()):
            r["conversation"][0]["assistant"] = "Refunds are available within 90 days, no receipt needed."
    with open(conv, "w", encoding="utf-8") as f:
        f.write("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))

    # killed while computing the rows, then inside the transaction that replaces the partition (old rows deleted,
    # new interaction_verdicts inserted, retrieved_chunks not yet, no commit)
    for where in ("evaluating", "publishing"):
        killed = worker(lake, [(assistant, day)], "--kill-at", where)
        killed.communicate(timeout=300)
        assert killed.returncode == -9, where  # SIGKILL, mid-partition
        assert partition_rows(lake.database, assistant, day) == before, f"killed {where}: partition half-replaced"

    finish(worker(lake, [(assistant, day)]))  # the re-run (the killed worker's lock went with its connection)
    finish(worker(reference, PARTITIONS))  # the edited input, evaluated once without interruption
    assert partition_rows(lake.database, assistant, day, False) == partition_rows(reference.database, assistant, day,
                                                                                  False)
    assert partition_rows(lake.database, assistant, day) != before
    assert contents(lake.database, PARTITION_TABLES) == contents(reference.database, PARTITION_TABLES)


@pytest.mark.slow
def test_evaluate_workers_runs_partitions_in_worker_processes_like_one_process(two_lakes, postgres_server,
                                                                               tmp_path, monkeypatch, capsys):
    """``--workers 2`` with the Dagster instance on PostgreSQL (the production dagster.yaml's storage)."""
    from fairforge_assets.cli import main

    one, many = two_lakes
    home = tmp_path / "dagster_home"
    home.mkdir()
    pg = dict(p.split("=", 1) for p in postgres_server.create_database(f"dagster_{os.urandom(4).hex()}").split())
    (home / "dagster.yaml").write_text(
        "storage:\n  postgres:\n    postgres_db:\n"
        f"      hostname: {pg['host']}\n      port: {pg['port']}\n      username: {pg['user']}\n"
        f"      db_name: {pg['dbname']}\n      password: ''\n"
        "      scheme: postgresql+psycopg2\n"  # SQLAlchemy 2.1's default driver is psycopg 3, not installed
        "telemetry:\n  enabled: false\n")
    common = ["--corpus", one.corpus, "--conversations", one.conversations, "--quiet", "--config"]
    cfg = os.path.join(os.path.dirname(one.conversations), "fast.yaml")
    with open(cfg, "w") as f:
        f.write("".join(f"{k}: {v}\n" for k, v in FAST.items()))
    assert main(["evaluate", "--db", one.database, *common, cfg]) == 0
    capsys.readouterr()
    monkeypatch.setenv("DAGSTER_HOME", str(home))  # the workers (spawned) inherit it
    assert main(["evaluate", "--db", many.database, *common, cfg, "--workers", "2"]) == 0
    out = capsys.readouterr().out
    assert "4 partition(s) evaluated in 2 worker process(es)" in out or \
        "4 partition(s) evaluated in 1 worker process(es)" in out, out
    assert contents(one.database, PARTITION_TABLES) == contents(many.database, PARTITION_TABLES)
    instance = dg.DagsterInstance.get()  # the runs of every worker, in the one PostgreSQL instance
    try:
        runs = instance.get_runs()
        assert type(instance.run_storage).__name__ == "PostgresRunStorage"
        assert sorted(r.job_name for r in runs) == ["corpus_job"] + ["evaluate_partition_job"] * 4
        assert all(r.is_success for r in runs)
        assert len({r.tags.get("dagster/partition") for r in runs if r.job_name != "corpus_job"}) == 4
    finally:
        instance.dispose()


def test_executor_is_chosen_by_fairforge_executor(monkeypatch):
    from fairforge_assets.definitions import executor_from_env

    monkeypatch.delenv("FAIRFORGE_EXECUTOR", raising=False)
    assert executor_from_env() is dg.in_process_executor
    monkeypatch.setenv("FAIRFORGE_EXECUTOR", "multiprocess")
    assert executor_from_env() is dg.multiprocess_executor
    monkeypatch.setenv("FAIRFORGE_EXECUTOR", "threads")
    with pytest.raises(ValueError, match="use one of in_process, multiprocess, celery"):
        executor_from_env()


def test_workers_need_a_ducklake(tmp_path, capsys):
    from fairforge_assets.cli import main

    db = tmp_path / "f.duckdb"
    assert main(["evaluate", "--db", str(db), "--workers", "2"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == (f"fairforge: --workers 2 needs a DuckLake database (--db 'ducklake:postgres:...'): the DuckDB "
                   f"file {db} allows one writer process")
    assert not db.exists()
