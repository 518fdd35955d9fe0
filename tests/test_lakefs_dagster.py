"""Dagster level: LakeFSResource against the fake lakeFS server, data versions, staleness, the branch sensor,
the lineage check, and the CLI (evaluate a lakefs:// corpus, a pinned past commit, ``fairforge lineage``)."""

import json
from contextlib import contextmanager
from datetime import date

import dagster as dg
import pytest
from dagster._core.definitions.data_version import StaleStatus
from dagster._utils.test.data_versions import get_stale_status_resolver
from lakefs_fake import seed_sample_corpus

from fairforge_assets.cli import main
from fairforge_assets.corpus_watch import (
    affected_partitions,
    lakefs_corpus_sensor,
    verdicts_trace_to_corpus_version,
)
from fairforge_assets.definitions import ALL_ASSETS, ALL_CHECKS, run_resources
from fairforge_assets.lakefs import LakeFSResource, lakefs_resource_from_env
from fairforge_assets.partitions import assistant_partitions, partition_key
from fairforge_assets.resources import FairforgeResource
from fairforge_core.chunking import chunk_documents
from fairforge_core.config import SAMPLE_CONVERSATIONS, SAMPLE_CORPUS
from fairforge_core.connectors.base import RegulatoryDocument
from fairforge_core.connectors.lakefs import ENV_ACCESS_KEY_ID, ENV_HOST, ENV_SECRET_ACCESS_KEY
from fairforge_core.partition_keys import assistant_to_key
from fairforge_core.store import DuckDBStore

ASSETS = [*ALL_ASSETS, *ALL_CHECKS]
CORPUS = ["corpus_snapshot", "corpus_documents", "corpus_chunks", "chunk_embeddings"]
COMPLIANCE = dg.AssetSelection.assets("conversations", "interaction_verdicts", "session_metrics")
SNAPSHOT, DOCUMENTS, VERDICTS = (dg.AssetKey(k) for k in ("corpus_snapshot", "corpus_documents",
                                                            "interaction_verdicts"))
CHUNKING = {"chunk_size": 300, "chunk_overlap": 30}
DISPUTES = (SAMPLE_CORPUS / "card_disputes.md").read_text(encoding="utf-8")
EDITED = DISPUTES + "\n\n## Fees\nA dispute never costs the member a fee, and agents must say so.\n"


@contextmanager
def ephemeral_instance():
    """An in-memory Dagster instance (a sqlite-backed ``instance_for_test`` costs seconds per run here)."""
    instance = dg.DagsterInstance.ephemeral()
    try:
        yield instance
    finally:
        instance.dispose()


def resources(fake, tmp_path, corpus="lakefs://regs/main/corpus/", **lakefs):
    return run_resources(
        FairforgeResource(corpus=corpus, database=str(tmp_path / "ff.duckdb"), embedder="fakes:HashingEmbedder",
                          **CHUNKING),
        lakefs=LakeFSResource(host=fake.url, access_key_id=fake.access_key_id,
                              secret_access_key=fake.secret_access_key, timeout_seconds=5, **lakefs),
    )


def md(result, node: str) -> dict:
    mat = result.asset_materializations_for_node(node)[-1]
    return {k: v.value for k, v in mat.metadata.items()}


def status(instance, key, partition=None) -> StaleStatus:
    return get_stale_status_resolver(instance, ALL_ASSETS).get_status(key, partition)


def test_commit_id_is_the_data_version_and_a_new_commit_reembeds_one_document(fake_lakefs, tmp_path):
    c1 = seed_sample_corpus(fake_lakefs)
    res = resources(fake_lakefs, tmp_path)
    with ephemeral_instance() as instance:
        first = dg.materialize(ASSETS, selection=CORPUS, resources=res, instance=instance)
        obs = instance.fetch_observations(SNAPSHOT, limit=1).records[0].asset_observation
        assert obs.tags["dagster/data_version"] == c1
        assert obs.metadata["commit_message"].value == "Import the Northwind corpus"
        doc_mat = first.asset_materializations_for_node("corpus_documents")[0]
        assert doc_mat.tags["dagster/data_version"] == c1
        assert doc_mat.tags["dagster/input_data_version/corpus_snapshot"] == c1
        m1, e1 = md(first, "corpus_documents"), md(first, "chunk_embeddings")
        assert (m1["documents_changed"], m1["documents_read"], m1["new_snapshot"]) == (3, 3, True)
        assert e1["snapshot_id"] == c1 and e1["documents_changed"] == 3
        assert e1["chunks_embedded"] == e1["chunks"] > 3 and e1["chunks_reused"] == 0
        assert status(instance, DOCUMENTS) == StaleStatus.FRESH

        c2 = fake_lakefs.commit("regs", "main", {"corpus/card_disputes.md": EDITED}, message="Add the fee rule")
        dg.materialize(ASSETS, selection=["corpus_snapshot"], resources=res, instance=instance)  # observe only
        assert status(instance, DOCUMENTS) == StaleStatus.STALE

        second = dg.materialize(ASSETS, selection=CORPUS, resources=res, instance=instance)
        m2, e2 = md(second, "corpus_documents"), md(second, "chunk_embeddings")
        assert second.asset_materializations_for_node("corpus_documents")[0].tags["dagster/data_version"] == c2
        assert (m2["documents_changed"], m2["documents_read"], m2["documents_reused"]) == (1, 1, 2)
        assert m2["previous_snapshot_id"] == c1 and m2["commit_message"] == "Add the fee rule"
        old = {c.chunk_hash for c in chunk_documents([RegulatoryDocument(DISPUTES, "d")], **CHUNKING)}
        new = {c.chunk_hash for c in chunk_documents([RegulatoryDocument(EDITED, "d")], **CHUNKING)}
        assert e2["documents_changed"] == 1 and e2["snapshot_id"] == c2
        assert e2["chunks_embedded"] == len(new - old) >= 1
        assert e2["chunks_reused"] == e2["chunks"] - len(new - old) > 0
        assert status(instance, DOCUMENTS) == StaleStatus.FRESH


def test_branch_sensor_observes_commits_and_reruns_affected_partitions(fake_lakefs, tmp_path):
    c1 = seed_sample_corpus(fake_lakefs)
    res = resources(fake_lakefs, tmp_path, rematerialize_on_commit=True)
    keys = [partition_key("card-helper", date(2026, 3, 2)), partition_key("collections bot", date(2026, 3, 2))]
    with ephemeral_instance() as instance:
        instance.add_dynamic_partitions(assistant_partitions.name,
                                        [assistant_to_key(a) for a in ("card-helper", "collections bot")])

        def tick(cursor):
            return lakefs_corpus_sensor(dg.build_sensor_context(instance=instance, cursor=cursor, resources=res))

        first = tick(None)
        assert [e.tags["dagster/data_version"] for e in first.asset_events] == [c1]
        assert [(r.job_name, r.run_key) for r in first.run_requests] == [
            ("corpus_job", f"corpus:lakefs://regs/main/corpus/:{c1}")]
        dg.materialize(ASSETS, selection=CORPUS, resources=res, instance=instance)
        for key in keys:
            run = dg.materialize(ASSETS, selection=COMPLIANCE, partition_key=str(key), resources=res,
                                 instance=instance)
            assert md(run, "interaction_verdicts")["corpus_version"] == c1
            checks = {c.check_name: c.passed for c in run.get_asset_check_evaluations()}
            assert checks["verdicts_trace_to_corpus_version"] is True
        nothing_to_rerun = tick(first.cursor)
        assert nothing_to_rerun.run_requests == [] and json.loads(nothing_to_rerun.cursor)["partitions_requested"]
        assert isinstance(tick(nothing_to_rerun.cursor), dg.SkipReason)

        c2 = fake_lakefs.commit("regs", "main", {"corpus/card_disputes.md": EDITED})
        new_commit = tick(nothing_to_rerun.cursor)
        (obs,) = new_commit.asset_events
        assert obs.tags["dagster/data_version"] == c2 and obs.metadata["commit_id"].value == c2
        assert [r.run_key for r in new_commit.run_requests] == [f"corpus:lakefs://regs/main/corpus/:{c2}"]
        instance.report_runless_asset_event(obs)  # what the daemon does with the sensor's asset events
        assert status(instance, DOCUMENTS) == StaleStatus.STALE
        waiting = tick(new_commit.cursor)
        assert isinstance(waiting, dg.SkipReason) and "waiting for corpus_job" in waiting.skip_message

        dg.materialize(ASSETS, selection=CORPUS, resources=res, instance=instance)  # the requested corpus_job run
        assert all(status(instance, VERDICTS, str(k)) == StaleStatus.STALE for k in keys)
        rerun = tick(new_commit.cursor)
        assert sorted((r.job_name, r.partition_key, r.run_key) for r in rerun.run_requests) == sorted(
            ("daily_compliance_job", str(k), f"rerun:{c2}:{k}") for k in keys)
        assert isinstance(tick(rerun.cursor), dg.SkipReason)

        dg.materialize(ASSETS, selection=COMPLIANCE, partition_key=str(keys[0]), resources=res, instance=instance)
        assert status(instance, VERDICTS, str(keys[0])) == StaleStatus.FRESH
        assert affected_partitions(instance, c2) == [str(keys[1])]
        assert affected_partitions(instance, c2, lookback_days=3, today=date(2026, 3, 4)) == [str(keys[1])]
        assert affected_partitions(instance, c2, lookback_days=3, today=date(2026, 3, 10)) == []
        with DuckDBStore(tmp_path / "ff.duckdb", read_only=True) as store:
            assert dict(store.query("SELECT assistant_id, any_value(corpus_version) FROM interaction_verdicts "
                                    "GROUP BY 1")) == {"card-helper": c2, "collections bot": c1}
            assert store.query("SELECT count(*) FROM interaction_verdicts v LEFT JOIN corpus_snapshots s ON "
                               "s.snapshot_id = v.corpus_version WHERE s.snapshot_id IS NULL")[0][0] == 0

        # the lineage check fails when a row does not join a recorded version or chunk
        with DuckDBStore(tmp_path / "ff.duckdb") as store:
            store.con.execute("UPDATE interaction_verdicts SET corpus_version = 'not-a-commit' WHERE qa_id = "
                              "(SELECT min(qa_id) FROM interaction_verdicts WHERE assistant_id = 'collections bot')")
            store.con.execute("UPDATE retrieved_chunks SET chunk_hash = 'x' WHERE assistant_id = 'collections bot'")
        check = dg.materialize(ASSETS, selection=dg.AssetSelection.checks(verdicts_trace_to_corpus_version)
                               | dg.AssetSelection.assets("session_metrics"), partition_key=str(keys[1]),
                               resources=res, instance=instance, raise_on_error=False)
        evaluation = {c.check_name: c for c in check.get_asset_check_evaluations()}[
            "verdicts_trace_to_corpus_version"]
        assert evaluation.passed is False and evaluation.metadata["defects"].value >= 2


def test_sensor_ignores_a_local_corpus_and_resource_reads_env(tmp_path, monkeypatch):
    res = run_resources(FairforgeResource(database=str(tmp_path / "ff.duckdb")))
    with ephemeral_instance() as instance:
        result = lakefs_corpus_sensor(dg.build_sensor_context(instance=instance, resources=res))
    assert isinstance(result, dg.SkipReason) and "not in lakeFS" in result.skip_message
    r = lakefs_resource_from_env({ENV_HOST: "http://h:8000", ENV_SECRET_ACCESS_KEY: "s3cr3t",
                                  "FAIRFORGE_LAKEFS_REMATERIALIZE": "true"})
    assert isinstance(r.host, dg.EnvVar) and r.access_key_id is None and r.rematerialize_on_commit
    assert "s3cr3t" not in repr(r)
    assert "s3cr3t" not in repr(LakeFSResource(host="http://h", access_key_id="k", secret_access_key="s3cr3t"))


def test_local_folder_data_version_is_its_content_hash(tmp_path):
    folder = tmp_path / "corpus"
    folder.mkdir()
    (folder / "rules.md").write_text("# Rules\nSay the fee.", encoding="utf-8")
    res = run_resources(FairforgeResource(corpus=str(folder), database=str(tmp_path / "ff.duckdb"),
                                          embedder="fakes:HashingEmbedder"))
    with ephemeral_instance() as instance:
        r = dg.materialize(ASSETS, selection=CORPUS, resources=res, instance=instance)
        version = instance.fetch_observations(SNAPSHOT, limit=1).records[0].asset_observation.tags[
            "dagster/data_version"]
        assert version.startswith("sha256:") and md(r, "corpus_documents")["snapshot_id"] == version
        (folder / "rules.md").write_text("# Rules\nSay the fee twice.", encoding="utf-8")
        dg.materialize(ASSETS, selection=["corpus_snapshot"], resources=res, instance=instance)
        assert status(instance, DOCUMENTS) == StaleStatus.STALE


@pytest.fixture
def cli_env(fake_lakefs, tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_HOST, fake_lakefs.url)
    monkeypatch.setenv(ENV_ACCESS_KEY_ID, fake_lakefs.access_key_id)
    monkeypatch.setenv(ENV_SECRET_ACCESS_KEY, fake_lakefs.secret_access_key)
    monkeypatch.delenv("DAGSTER_HOME", raising=False)
    cfg = tmp_path / "settings.yaml"
    cfg.write_text("embedder: fakes:HashingEmbedder\nchunk_size: 300\nchunk_overlap: 30\n", encoding="utf-8")
    return cfg


def test_cli_evaluates_a_pinned_past_commit_and_prints_lineage(fake_lakefs, cli_env, tmp_path, capsys,
                                                               monkeypatch):
    c1 = seed_sample_corpus(fake_lakefs)
    c2 = fake_lakefs.commit("regs", "main", {"corpus/card_disputes.md": EDITED}, message="Add the fee rule")
    db = str(tmp_path / "ff.duckdb")
    assert main(["evaluate", "--corpus", "lakefs://regs/main/corpus/", "--db", db, "--config", str(cli_env)]) == 0
    out = capsys.readouterr().out
    assert f"corpus {c2}:" in out and "(first version recorded, 3 document(s), " in out

    # re-evaluate the 2026-03-02 partitions against the earlier commit, pinned by its id
    march2 = tmp_path / "march2.jsonl"
    march2.write_text("".join(line for line in SAMPLE_CONVERSATIONS.read_text(encoding="utf-8").splitlines(True)
                              if '"2026-03-02' in line), encoding="utf-8")
    assert main(["evaluate", "--corpus", f"lakefs://regs/{c1}/corpus/", "--conversations", str(march2),
                 "--db", db, "--config", str(cli_env)]) == 0
    out = capsys.readouterr().out
    assert f"corpus {c1}:" in out and "(new version, 1 document(s) changed, " in out  # against c2, recorded first
    with DuckDBStore(db, read_only=True) as store:
        assert dict(store.query("SELECT partition_date::VARCHAR, any_value(corpus_version) FROM "
                                "interaction_verdicts GROUP BY 1")) == {"2026-03-02": c1, "2026-03-03": c2}
        assert store.query("SELECT count(*) FROM interaction_verdicts v LEFT JOIN corpus_snapshots s ON "
                           "s.snapshot_id = v.corpus_version WHERE s.snapshot_id IS NULL")[0][0] == 0
        c1_disputes = store.query("SELECT checksum FROM corpus_documents WHERE snapshot_id = ? AND source = ?",
                                  [c1, "card_disputes.md"])[0][0]
        requested = store.query("SELECT requested_ref FROM corpus_snapshots WHERE snapshot_id = ?", [c1])[0][0]
    assert requested == c1

    assert main(["lineage", "--db", db, "--session", "nw-004"]) == 0
    text = capsys.readouterr().out
    assert f"corpus version  {c1}" in text and '"Import the Northwind corpus"' in text
    assert "repository 'regs'" in text and "card_disputes.md" in text and "chunks that judged it" in text
    assert main(["lineage", "--db", db, "--session", "nw-004", "--json"]) == 0
    (lin,) = json.loads(capsys.readouterr().out)
    assert lin["corpus_version"] == lin["snapshot"]["commit_id"] == c1
    assert {d["source"]: d["checksum"] for d in lin["documents"]}.get("card_disputes.md") == c1_disputes
    assert lin["chunks"] and all(c["in_snapshot"] for c in lin["chunks"])
    retrievals = [r for c in lin["chunks"] for r in c["retrievals"]]
    assert {r["qa_id"] for r in retrievals} <= {i["qa_id"] for i in lin["interactions"]}
    # the section of each rule sentence is recorded with the retrieval (NULL where no rule was matched)
    assert all((r["rule_heading"] is None) == (r["verdict"] == "NEUTRAL") for r in retrievals)

    assert main(["lineage", "--db", db, "--session", "nw-006", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["snapshot"]["commit_message"] == "Add the fee rule"
    assert main(["lineage", "--db", db, "--session", "no-such-session"]) == 2
    # --db defaults to data/fairforge.duckdb under the working directory, as for every other command
    monkeypatch.chdir(tmp_path)
    (tmp_path / "data").mkdir()
    (tmp_path / "ff.duckdb").rename(tmp_path / "data" / "fairforge.duckdb")
    assert main(["lineage", "--session", "nw-004"]) == 0
    assert f"corpus version  {c1}" in capsys.readouterr().out


def test_cli_reports_missing_lakefs_settings(tmp_path, monkeypatch, capsys):
    for var in (ENV_HOST, ENV_ACCESS_KEY_ID, ENV_SECRET_ACCESS_KEY):
        monkeypatch.delenv(var, raising=False)
    assert main(["evaluate", "--corpus", "lakefs://regs/main/corpus/", "--db", str(tmp_path / "x.duckdb")]) == 2
    err = capsys.readouterr().err
    assert ENV_HOST in err and ENV_SECRET_ACCESS_KEY in err


def test_cli_names_the_lakefs_error_of_a_failed_corpus_step(fake_lakefs, cli_env, tmp_path, capsys):
    seed_sample_corpus(fake_lakefs)
    assert main(["evaluate", "--corpus", "lakefs://regs/mian/corpus/", "--db", str(tmp_path / "x.duckdb"),
                 "--config", str(cli_env)]) == 1
    last = capsys.readouterr().err.strip().splitlines()[-1]
    assert "ref 'mian' not found in lakeFS repository 'regs'" in last
    assert "LakeFSRefNotFoundError" not in last and last.startswith("fairforge: ")  # one line, no class names
