"""The main job through Dagster's real machinery: materialize, asset checks, sensors, schedules."""

import json
from datetime import date, datetime, timezone

import dagster as dg
import duckdb
import pytest

from fairforge_assets.assets import CORPUS_SELECTION
from fairforge_assets.definitions import ALL_ASSETS, ALL_CHECKS, build_definitions, defs, run_resources
from fairforge_assets.partitions import partition_key
from fairforge_assets.resources import FairforgeResource
from fairforge_assets.sensors import assistant_partitions_sensor
from fairforge_core.partition_keys import assistant_to_key
from fairforge_core.pipeline import verdict_disagreements
from fairforge_core.store import DuckDBStore

ASSISTANTS = ["shop helper", "télé-agent", "north|south, east"]


def make_inputs(tmp_path):
    corpus = tmp_path / "corpus"
    (corpus / "sub").mkdir(parents=True)
    (corpus / "refunds.md").write_text(
        "# Refunds\n\n## Window\n\nRefunds are available within 30 days of purchase with a receipt.\n\n"
        "## Timing\n\nCard refunds are issued within 5 business days.\n")
    (corpus / "sub" / "calls.md").write_text(
        "# Calls\n\n## Hours\n\nCalls are only allowed between 8 a.m. and 9 p.m.\n\n"
        "## Stop requests\n\nA stop request is honoured the same day.\n")
    rows = []
    for i, aid in enumerate(ASSISTANTS):
        for d, day in enumerate(("2025-05-06", "2025-05-07")):
            sid = f"s{i}{d}"
            rows.append({"session_id": sid, "assistant_id": aid, "context": "support", "language": "english",
                         "started_at": f"{day}T10:00:00Z", "conversation": [
                             {"qa_id": f"{sid}-1", "query": "Can I get a refund within 30 days?",
                              "assistant": "Yes, refunds are available within 30 days with a receipt.",
                              "ground_truth_assistant": "-"},
                             {"qa_id": f"{sid}-2", "query": "When do you call?",
                              "assistant": "We call between 8 a.m. and 9 p.m.", "ground_truth_assistant": "-",
                              "weight": 0.5},
                             {"qa_id": f"{sid}-3", "query": "xyzzy", "assistant": "plugh",
                              "ground_truth_assistant": "-"}]})
    conv = tmp_path / "conversations.jsonl"
    conv.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n{broken\n")
    return corpus, conv


@pytest.fixture
def setup(tmp_path):
    corpus, conv = make_inputs(tmp_path)
    res = FairforgeResource(
        corpus=str(corpus), conversations=str(conv), database=str(tmp_path / "ff.duckdb"),
        embedder="tests.fakes:HashingEmbedder", reranker="tests.fakes:OverlapReranker",
        chunk_size=120, chunk_overlap=20, similarity_threshold=0.2, contradiction_threshold=0.3,
    )
    return run_resources(res), tmp_path / "ff.duckdb"


def materialize_all(resources, instance):
    corpus = dg.materialize(ALL_ASSETS, selection=CORPUS_SELECTION,
                            resources=resources, instance=instance)
    assert corpus.success
    instance.add_dynamic_partitions("assistant", [assistant_to_key(a) for a in ASSISTANTS])
    results = {}
    for aid in ASSISTANTS:
        for day in (date(2025, 5, 6), date(2025, 5, 7)):
            r = dg.materialize([*ALL_ASSETS, *ALL_CHECKS],
                               selection=dg.AssetSelection.assets("conversations", "interaction_verdicts",
                                                                  "session_metrics"),
                               partition_key=str(partition_key(aid, day)), resources=resources, instance=instance)
            assert r.success
            results[(aid, day)] = r
    return corpus, results


def test_definitions_load_and_validate():
    dg.Definitions.validate_loadable(defs)
    assert {a.key.to_user_string() for a in ALL_ASSETS} >= {
        "corpus_snapshot", "corpus_chunks", "chunk_embeddings", "conversations", "interaction_verdicts",
        "session_metrics", "policy_evaluation"}
    assert defs.resolve_job_def("daily_compliance_job") is not None


def test_full_graph_materializes_into_duckdb_with_metadata_and_checks(setup):
    resources, db = setup
    instance = dg.DagsterInstance.ephemeral()
    corpus, results = materialize_all(resources, instance)
    emb = corpus.asset_materializations_for_node("chunk_embeddings")[0].metadata
    assert emb["chunks_embedded"].value == emb["chunks"].value > 0 and emb["chunks_reused"].value == 0
    snap = corpus.asset_materializations_for_node("corpus_documents")[0]
    r = results[("télé-agent", date(2025, 5, 6))]
    verdicts = r.asset_materializations_for_node("interaction_verdicts")[0].metadata
    assert verdicts["dagster/row_count"].value == 3
    assert verdicts["corpus_version"].value == snap.metadata["snapshot_id"].value
    assert sum(verdicts["verdicts"].value.values()) == 3
    assert "worst_sessions" in r.asset_materializations_for_node("session_metrics")[0].metadata
    checks = r.get_asset_check_evaluations()
    assert {c.check_name: c.passed for c in checks} == {"session_verdict_matches_score": True,
                                                        "verdicts_trace_to_corpus_version": True,
                                                        "interactions_judged": True}

    con = duckdb.connect(str(db), read_only=True)
    assert con.execute("SELECT count(*) FROM interaction_verdicts").fetchone()[0] == 18
    assert con.execute("SELECT count(DISTINCT assistant_id) FROM session_metrics").fetchone()[0] == 3
    # every verdict row joins to its corpus snapshot; weights resolved (0.5 given, remainder split)
    assert con.execute("SELECT count(*) FROM interaction_verdicts v JOIN corpus_snapshots s "
                       "ON v.corpus_version = s.snapshot_id").fetchone()[0] == 18
    w = con.execute("SELECT weight FROM interaction_verdicts WHERE session_id = 's00' ORDER BY position").fetchall()
    assert [round(x[0], 4) for x in w] == [0.25, 0.5, 0.25]
    # the broken line is recorded with its file and line
    rej = con.execute("SELECT line, reason FROM rejected_sessions").fetchall()
    assert len(rej) == 1 and rej[0][0] == 7 and rej[0][1].startswith("malformed JSON")
    # the partition key survives the round trip for an id with a pipe and a comma
    assert con.execute("SELECT count(*) FROM session_metrics WHERE assistant_id = ?",
                       ["north|south, east"]).fetchone()[0] == 2


def test_rerunning_a_partition_replaces_its_rows(setup):
    resources, db = setup
    instance = dg.DagsterInstance.ephemeral()
    materialize_all(resources, instance)

    def snapshot():
        con = duckdb.connect(str(db), read_only=True)
        rows = {t: con.execute(f"SELECT * EXCLUDE (evaluated_at) FROM {t} ORDER BY ALL").fetchall()
                for t in ("interaction_verdicts", "session_metrics")}
        rows["retrieved_chunks"] = con.execute("SELECT * FROM retrieved_chunks ORDER BY ALL").fetchall()
        rows["conversations"] = con.execute("SELECT * EXCLUDE (loaded_at) FROM conversations ORDER BY ALL").fetchall()
        con.close()
        return rows

    before = snapshot()
    key = str(partition_key("shop helper", date(2025, 5, 6)))
    for _ in range(2):
        assert dg.materialize([*ALL_ASSETS, *ALL_CHECKS], selection=dg.AssetSelection.assets(
            "conversations", "interaction_verdicts", "session_metrics"), partition_key=key, resources=resources,
            instance=instance).success
    assert snapshot() == before


def test_verdict_check_reports_a_session_whose_verdict_disagrees_with_its_score(setup):
    resources, db = setup
    instance = dg.DagsterInstance.ephemeral()
    materialize_all(resources, instance)
    with DuckDBStore(str(db)) as store:
        assert verdict_disagreements(store, "shop helper", date(2025, 5, 6)) == []
        store.con.execute("UPDATE session_metrics SET verdict = 'COMPLIANT', compliance_score = 0.1 "
                          "WHERE session_id = 's00'")
        (bad,) = verdict_disagreements(store, "shop helper", date(2025, 5, 6))
        assert bad["session_id"] == "s00" and bad["compliance_score"] == 0.1
        store.con.execute("UPDATE session_metrics SET verdict = 'IRRELEVANT' WHERE session_id = 's01'")
        assert [b["session_id"] for b in verdict_disagreements(store, "shop helper", date(2025, 5, 7))] == ["s01"]


def test_sensor_registers_new_assistants_once(setup):
    resources, _ = setup
    with dg.instance_for_test() as instance:
        ctx = dg.build_sensor_context(instance=instance, resources=resources)
        result = assistant_partitions_sensor(ctx)
        (req,) = result.dynamic_partitions_requests
        assert sorted(req.partition_keys) == sorted(assistant_to_key(a) for a in ASSISTANTS)
        instance.add_dynamic_partitions("assistant", list(req.partition_keys))
        again = assistant_partitions_sensor(dg.build_sensor_context(instance=instance, resources=resources,
                                                                    cursor=result.cursor))
        assert isinstance(again, dg.SkipReason)
        fresh = assistant_partitions_sensor(dg.build_sensor_context(instance=instance, resources=resources))
        assert fresh.dynamic_partitions_requests == []


def test_daily_schedule_requests_yesterday_for_every_assistant():
    at = datetime(2025, 5, 8, 2, 0, tzinfo=timezone.utc)
    wide = build_definitions({"partitions_start_date": "2025-01-01"})
    with dg.instance_for_test() as instance:
        instance.add_dynamic_partitions("assistant", ["shop helper", "télé-agent"])
        with dg.build_schedule_context(instance=instance, scheduled_execution_time=at,
                                       repository_def=wide.get_repository_def()) as ctx:
            data = wide.resolve_schedule_def("daily_compliance_schedule").evaluate_tick(ctx)
        keys = sorted(r.partition_key for r in data.run_requests)
        assert keys == ["shop helper|2025-05-07", "télé-agent|2025-05-07"]
        # the default definitions start at the bundled sample's first day (2026-03-02): nothing to request before
        with dg.build_schedule_context(instance=instance, scheduled_execution_time=at,
                                       repository_def=defs.get_repository_def()) as ctx:
            data = defs.resolve_schedule_def("daily_compliance_schedule").evaluate_tick(ctx)
        assert not data.run_requests
        assert data.skip_message == ("2025-05-07 is before the first date partition 2026-03-02 "
                                     "(see partitions_start_date)")
