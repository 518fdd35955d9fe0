"""The DuckLake backend (catalog in a real PostgreSQL started by the test session, Parquet files in a temp folder):
same tables, same columns and same rows as the DuckDB file for the same run; the CLI on it."""

from __future__ import annotations

import dagster as dg
import pytest

from fairforge_assets.definitions import run_resources
from fairforge_assets.resources import FairforgeResource, _parts
from fairforge_core.store import DuckDBStore
from fairforge_core.store.duckdb_store import StoreError, describe_database
from fairforge_core.store.schema import TABLE_KEYS
from tests.test_dagster_main import make_inputs, materialize_all

#: columns that hold the time of a write (or a duration), which differ between any two runs
VOLATILE = {"evaluated_at", "loaded_at", "recorded_at", "created_at", "first_used_at", "first_seen_at",
            "last_seen_at", "applied_at", "seconds", "timings"}


def table_contents(store: DuckDBStore) -> dict[str, tuple[list, list]]:
    """``{table: (columns with types, sorted rows without the volatile columns)}`` of every fairforge table."""
    out = {}
    tables = [r[0] for r in store.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main' AND table_catalog = "
        "current_database() AND table_name NOT LIKE '\\_ff\\_%' ESCAPE '\\' ORDER BY 1")]
    for t in tables:
        cols = store.query(f"DESCRIBE {t}")
        keep = [c[0] for c in cols if c[0] not in VOLATILE]
        rows = store.query(f"SELECT {', '.join(keep)} FROM {t}")
        out[t] = ([(c[0], c[1]) for c in cols], sorted(rows, key=repr))
    return out


def resources_for(tmp_path, database: str, data_path=None) -> dict:
    inputs = tmp_path / "inputs"
    corpus, conv = (inputs / "corpus", inputs / "conversations.jsonl") if inputs.is_dir() else make_inputs(inputs)
    return run_resources(FairforgeResource(
        corpus=str(corpus), conversations=str(conv), database=database, data_path=data_path,
        embedder="tests.fakes:HashingEmbedder", reranker="tests.fakes:OverlapReranker",
        chunk_size=120, chunk_overlap=20, similarity_threshold=0.2, contradiction_threshold=0.3))


def test_main_job_on_ducklake_stores_the_same_tables_columns_and_rows_as_the_duckdb_file(tmp_path, ducklake):
    database, data_path = ducklake
    file_db = tmp_path / "ff.duckdb"
    # models built afresh for each run, as in a new process: vectors a model already holds in memory (from an earlier
    # test or run) would not be written to the new database's caches
    _parts.clear()
    materialize_all(resources_for(tmp_path, str(file_db)), dg.DagsterInstance.ephemeral())
    _parts.clear()
    materialize_all(resources_for(tmp_path, database, data_path), dg.DagsterInstance.ephemeral())

    with DuckDBStore(file_db, read_only=True) as f, DuckDBStore(database, read_only=True) as lake:
        assert lake.backend == "ducklake" and f.backend == "duckdb"
        a, b = table_contents(f), table_contents(lake)
    assert sorted(a) == sorted(b) and len(a) >= 20
    for table in a:
        assert a[table][0] == b[table][0], f"columns of {table} differ"
        assert a[table][1] == b[table][1], f"rows of {table} differ"
    assert len(b["interaction_verdicts"][1]) == 18 and len(b["session_metrics"][1]) == 6
    assert len(b["chunk_embeddings"][1]) > 0
    # the keyed tables hold each key once (DuckLake has no PRIMARY KEY: the writes keep them)
    with DuckDBStore(database, read_only=True) as lake:
        for table, key in TABLE_KEYS.items():
            cols = ", ".join(key)
            dup = lake.query(f"SELECT {cols}, count(*) FROM {table} GROUP BY ALL HAVING count(*) > 1")
            assert dup == [], f"{table} repeats a key"


def test_rerunning_a_partition_on_ducklake_replaces_its_rows(tmp_path, ducklake):
    database, data_path = ducklake
    res = resources_for(tmp_path, database, data_path)
    instance = dg.DagsterInstance.ephemeral()
    materialize_all(res, instance)
    with DuckDBStore(database) as store:
        before = table_contents(store)
    materialize_all(res, instance)  # unchanged partitions: skipped, rows kept
    from fairforge_assets.definitions import ALL_ASSETS
    from fairforge_assets.partitions import partition_key
    from tests.test_dagster_main import ASSISTANTS

    r = dg.materialize(ALL_ASSETS, selection=dg.AssetSelection.assets("interaction_verdicts", "session_metrics"),
                       partition_key=str(partition_key(ASSISTANTS[0], __import__("datetime").date(2025, 5, 6))),
                       resources=res, instance=instance,
                       run_config={"ops": {"interaction_verdicts": {"config": {"force": True}}}})
    assert r.success
    with DuckDBStore(database) as store:
        after = table_contents(store)
    assert after == before


def test_ducklake_errors_are_one_line_without_the_password(postgres_server, tmp_path):
    db = f"ducklake:postgres:{postgres_server.libpq('absent_db')} password=s3cret"
    with pytest.raises(StoreError) as exc:
        DuckDBStore(db)
    assert "s3cret" not in str(exc.value) and "\n" not in str(exc.value) and "absent_db" in str(exc.value)
    assert "password=***" in describe_database(db)
    new = postgres_server.create_database("lake_without_data_path")
    with pytest.raises(StoreError, match="data_path"):
        DuckDBStore(f"ducklake:postgres:{new}")
    with pytest.raises(StoreError, match="PostgreSQL"):
        DuckDBStore("ducklake:sqlite:x.sqlite")


def test_cli_evaluate_alerts_lineage_and_report_on_ducklake(tmp_path, ducklake, capsys):
    from fairforge_assets.cli import main

    database, data_path = ducklake
    corpus, conv = make_inputs(tmp_path / "inputs")
    cfg = tmp_path / "settings.yaml"
    cfg.write_text("embedder: tests.fakes:HashingEmbedder\nreranker: tests.fakes:OverlapReranker\n"
                   "chunk_size: 120\nchunk_overlap: 20\nsimilarity_threshold: 0.2\ncontradiction_threshold: 0.3\n")
    rules = tmp_path / "rules.yaml"
    rules.write_text("rules:\n  - name: low-compliance\n    conditions:\n      - metric: compliance_score\n"
                     "        threshold: 1.0\n        operator: '>'\n    notification:\n      channels: [log]\n")
    code = main(["evaluate", "--corpus", str(corpus), "--conversations", str(conv), "--db", database,
                 "--data-path", data_path, "--config", str(cfg), "--rules", str(rules), "--quiet"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "6 session(s) in 6 partition(s)" in out and f"results in {database}" in out
    assert main(["alerts", "--db", database]) == 0
    assert "low-compliance" in capsys.readouterr().out
    assert main(["report", "--db", database, "--out", str(tmp_path / "report")]) == 0
    assert (tmp_path / "report" / "index.html").is_file()
    with DuckDBStore(database, read_only=True) as store:
        sid = store.query("SELECT session_id FROM interaction_verdicts ORDER BY 1 LIMIT 1")[0][0]
    capsys.readouterr()
    assert main(["lineage", "--session", sid, "--db", database]) == 0
    assert sid in capsys.readouterr().out
    assert main(["evaluate", "--db", str(tmp_path / "f.duckdb"), "--data-path", data_path]) == 2
    assert "data_path applies to a DuckLake" in capsys.readouterr().err


def test_policy_rescoring_on_ducklake_gives_the_reports_of_the_duckdb_file(tmp_path, ducklake, capsys,
                                                                            monkeypatch):
    from fairforge_assets.cli import main

    monkeypatch.chdir(tmp_path)  # the DuckLake's sweep plot goes to data/ under the working folder
    from tests.policy_data import build_stored_evaluation

    database, data_path = ducklake
    _, file_db = build_stored_evaluation(tmp_path / "file")
    build_stored_evaluation(tmp_path / "lake", database=database, data_path=data_path)
    reports = []
    for db, labels in ((str(file_db), tmp_path / "file" / "labels.jsonl"),
                       (database, tmp_path / "lake" / "labels.jsonl")):
        assert main(["policy", "--db", db, "--labels", str(labels), "--variant", "current",
                     "--variant", "loose:contradiction_threshold=0.05", "--baseline", "current",
                     "--candidate", "loose", "--sweep-steps", "5"]) == 0, capsys.readouterr().err
        capsys.readouterr()
        with DuckDBStore(db, read_only=True) as store:
            reports.append(store.query(
                "SELECT variant, tp, fp, tn, fn, balanced_accuracy, winner, rescoring_checked, rescoring_mismatches "
                "FROM policy_reports ORDER BY position"))
    assert reports[0] == reports[1] and len(reports[0]) == 2 and reports[0][0][7] > 0 and reports[0][0][8] == 0
    assert list((tmp_path / "data").glob("fairforge.policy-*.png"))
