"""Skipping unchanged partitions, through Dagster's real materialize and the CLI (real DuckDB files)."""

import json
import sys
from datetime import date

import dagster as dg
import duckdb
import pytest

from fairforge_assets.assets import CORPUS_SELECTION
from fairforge_assets.cli import main
from fairforge_assets.definitions import ALL_ASSETS, ALL_CHECKS, run_resources
from fairforge_assets.partition_skip import force_run_config
from fairforge_assets.partitions import partition_key
from fairforge_assets.resources import FairforgeResource
from fairforge_core.config import EvaluationSettings
from fairforge_core.factory import build_embedder, build_judge
from fairforge_core.partition_keys import assistant_to_key
from fairforge_core.partition_state import code_digest, partition_fingerprint, sessions_digest
from fairforge_core.store import DuckDBStore
from tests.test_cli import CONFIG
from tests.test_dagster_main import make_inputs

AID, DAY = "shop helper", date(2025, 5, 6)
SETTINGS = dict(embedder="tests.fakes:HashingEmbedder", reranker="tests.fakes:OverlapReranker",
                decision="reranker", chunk_size=120, chunk_overlap=20, similarity_threshold=0.2,
                contradiction_threshold=0.3)


@pytest.fixture
def env(tmp_path):
    corpus, conv = make_inputs(tmp_path)
    db = tmp_path / "ff.duckdb"
    instance = dg.DagsterInstance.ephemeral()
    instance.add_dynamic_partitions("assistant", [assistant_to_key(AID)])

    def run(force=False, **overrides):
        res = run_resources(FairforgeResource(corpus=str(corpus), conversations=str(conv), database=str(db),
                                              **{**SETTINGS, **overrides}))
        assert dg.materialize(ALL_ASSETS, selection=CORPUS_SELECTION, resources=res, instance=instance).success
        r = dg.materialize([*ALL_ASSETS, *ALL_CHECKS], selection=dg.AssetSelection.assets(
            "conversations", "interaction_verdicts", "session_metrics"), partition_key=str(partition_key(AID, DAY)),
            resources=res, instance=instance, run_config=force_run_config(force))
        assert r.success
        return r.asset_materializations_for_node("interaction_verdicts")[-1].metadata

    return run, corpus, conv, db


def _rows(db):
    con = duckdb.connect(str(db), read_only=True)
    try:
        return {
            "verdicts": con.execute("SELECT * EXCLUDE (evaluated_at), evaluated_at FROM interaction_verdicts "
                                    "WHERE assistant_id = ? ORDER BY ALL",
                                    [AID]).fetchall(),
            "chunks": con.execute("SELECT * FROM retrieved_chunks WHERE assistant_id = ? ORDER BY ALL",
                                  [AID]).fetchall(),
            "record": con.execute("SELECT fingerprint, n_sessions, n_interactions, evaluated_at FROM "
                                  "partition_evaluations WHERE assistant_id = ?", [AID]).fetchall(),
        }
    finally:
        con.close()


def test_unchanged_partition_is_skipped_with_a_note_and_forced_runs_re_evaluate(env):
    run, _, _, db = env
    first = run()
    assert first["skipped"].value is False and first["dagster/row_count"].value == 3
    rows = _rows(db)
    assert len(rows["verdicts"]) == 3 and rows["chunks"] and rows["record"][0][1:3] == (1, 3)

    again = run()
    assert again["skipped"].value is True
    assert "inputs unchanged since" in again["skip_note"].value and "force" in again["skip_note"].value
    assert again["dagster/row_count"].value == 3 and again["verdicts"].value == first["verdicts"].value
    assert again["timings_seconds"].value == {}
    assert _rows(db) == rows  # nothing rewritten: same rows, same evaluated_at

    assert first["query_vectors"].value == {"embedded": 6, "cached": 0}  # 3 queries + 3 answers
    forced = run(force=True)
    assert forced["skipped"].value is False
    assert forced["query_vectors"].value == {"embedded": 0, "cached": 6}  # from query_embeddings
    after = _rows(db)
    assert after["record"][0][3] > rows["record"][0][3]  # a new evaluation
    strip = [r[:-1] for r in after["verdicts"]]  # same verdicts, new evaluated_at
    assert strip == [r[:-1] for r in rows["verdicts"]]


def test_changed_sessions_corpus_or_settings_are_re_evaluated(env):
    run, corpus, conv, db = env
    run()
    assert run()["skipped"].value is True
    # a session of the partition is edited
    lines = conv.read_text().splitlines()
    s = json.loads(lines[0])
    s["conversation"][0]["assistant"] = "No refunds at all."
    conv.write_text("\n".join([json.dumps(s), *lines[1:]]) + "\n")
    md = run()
    assert md["skipped"].value is False
    con = duckdb.connect(str(db), read_only=True)
    assert con.execute("SELECT assistant FROM interaction_verdicts WHERE qa_id = 's00-1'").fetchone()[0] == \
        "No refunds at all."
    con.close()
    assert run()["skipped"].value is True
    # a session of another partition (same assistant, next day) changes: this one is still skipped
    lines = conv.read_text().splitlines()
    s2 = json.loads(lines[1])
    assert s2["assistant_id"] == AID and s2["started_at"][:10] != DAY.isoformat()
    s2["conversation"][0]["assistant"] = "Something else."
    conv.write_text("\n".join([lines[0], json.dumps(s2), *lines[2:]]) + "\n")
    assert run()["skipped"].value is True
    # the corpus changes: new version
    (corpus / "refunds.md").write_text((corpus / "refunds.md").read_text() + "\nGift cards are final sale.\n")
    md = run()
    assert md["skipped"].value is False and md["corpus_version"].value != ""
    assert run()["skipped"].value is True
    # a verdict setting changes
    assert run(contradiction_threshold=0.5)["skipped"].value is False
    assert run(contradiction_threshold=0.5)["skipped"].value is True
    # a setting that does not change verdicts (batch size) keeps the skip
    assert run(contradiction_threshold=0.5, batch_interactions=2)["skipped"].value is True


def test_stored_rows_changed_by_hand_are_re_evaluated(env):
    run, _, _, db = env
    run()
    with DuckDBStore(str(db)) as store:
        store.con.execute("DELETE FROM interaction_verdicts WHERE qa_id = 's00-3'")
    assert run()["skipped"].value is False
    with DuckDBStore(str(db)) as store:
        assert store.query("SELECT count(*) FROM interaction_verdicts WHERE assistant_id = ?", [AID])[0][0] == 3
        store.con.execute("UPDATE interaction_verdicts SET config_hash = 'other' WHERE qa_id = 's00-1'")
    assert run()["skipped"].value is False


def test_sessions_digest_ignores_re_ingestion_and_sees_edits(env, tmp_path):
    run, _, conv, db = env
    run()
    with DuckDBStore(str(db)) as store:
        d1 = sessions_digest(store, AID, DAY)
        store.con.execute("UPDATE conversations SET loaded_at = now(), line = line + 100 WHERE assistant_id = ?",
                          [AID])
        assert sessions_digest(store, AID, DAY) == d1
        store.con.execute("UPDATE conversations SET payload = replace(payload, 'refund', 'Refund') "
                          "WHERE assistant_id = ?", [AID])
        d2 = sessions_digest(store, AID, DAY)
        assert d2[0] != d1[0] and d2[1:] == d1[1:] == (1, 3)
        assert sessions_digest(store, AID, date(2030, 1, 1))[1:] == (0, 0)
        settings = EvaluationSettings(**SETTINGS, database=str(db))
        emb = build_embedder(settings)
        fp = partition_fingerprint(store, settings, AID, DAY, "v1", emb, build_judge(settings, emb))
        assert fp.digest != partition_fingerprint(store, settings, AID, DAY, "v2", emb,
                                                  build_judge(settings, emb)).digest


def test_code_digest_changes_with_the_source_of_a_configured_class(tmp_path, monkeypatch):
    mod = tmp_path / "my_judges_mod.py"
    mod.write_text("class Thing:\n    x = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    import my_judges_mod

    d1 = code_digest(my_judges_mod.Thing())
    assert d1 == code_digest(my_judges_mod.Thing()) and d1 != code_digest()
    mod.write_text("class Thing:\n    x = 2  # changed\n")
    assert code_digest(my_judges_mod.Thing()) != d1
    sys.modules.pop("my_judges_mod", None)


def test_cli_reports_skipped_partitions_and_force_re_evaluates(tmp_path, capsys):
    corpus, conv = make_inputs(tmp_path)
    cfg = tmp_path / "c.yaml"
    cfg.write_text(CONFIG)
    args = ["evaluate", "--corpus", str(corpus), "--conversations", str(conv), "--db", str(tmp_path / "d.duckdb"),
            "--config", str(cfg)]
    assert main(args) == 0
    assert "not re-evaluated" not in capsys.readouterr().out
    assert main(args) == 0
    captured = capsys.readouterr()
    out = captured.out
    # said before the summary, whose counts are then the stored results, and in the progress line
    assert out.index("6 of 6 partition(s) unchanged since their last evaluation: not re-evaluated") < out.index(
        "interactions  ")
    assert "partitions 6/6 (6 unchanged): 0/0 interactions [" in captured.err
    assert main([*args, "--force"]) == 0
    out = capsys.readouterr().out
    assert "not re-evaluated" not in out and "--force: all 6 partition(s) re-evaluated" in out


def test_offline_judge_vectors_are_kept_so_a_forced_re_evaluation_embeds_nothing(env):
    run, _, _, db = env
    offline = dict(decision="offline", reranker="", contradiction_threshold=0.6)
    first = run(**offline)
    made = first["judge_vectors"].value
    # rule units, questions, answers and answer sentences, each text once: embedded now, or offered by the evaluator,
    # which embedded them for retrieval with the same embedder: the questions and answers of the two interactions
    # that retrieved a chunk ("xyzzy" / "plugh" retrieves nothing), so none of the four is embedded again
    assert made["embedded"] > 0 and made["cached"] == 4
    forced = run(force=True, **offline)
    chunks_before = _rows(db)["chunks"]
    forced = run(force=True, **offline)
    again = forced["judge_vectors"].value  # every text again, from the judge's memory: none embedded
    # nothing embedded again, and the model scores nothing again: every pair's probabilities are stored
    assert made["model_pairs_cached"] == 0
    assert again == {"embedded": 0, "cached": made["embedded"] + made["cached"], "model_pairs": 0,
                     "model_pairs_cached": made["model_pairs"]}
    assert 0 < made["model_pairs"] <= 3 * 4  # at most max_units (4) pairs per interaction
    assert forced["query_vectors"].value == {"embedded": 0, "cached": 6}
    assert _rows(db)["chunks"] == chunks_before  # the same decisions, scores and evidence, from the stored values
    con = duckdb.connect(str(db), read_only=True)
    try:
        n = con.execute("SELECT count(*) FROM query_embeddings WHERE embedder_id LIKE '%|encode'").fetchone()[0]
        pairs = con.execute("SELECT count(*), min(len(embedding)), max(len(embedding)) FROM query_embeddings "
                            "WHERE embedder_id LIKE 'judge_model@%|pairs'").fetchone()
    finally:
        con.close()
    assert n == made["embedded"]
    assert pairs == (made["model_pairs"], 3, 3)  # one row of three probabilities per distinct pair


def test_a_new_setting_re_scores_no_pair_the_model_has_already_scored(env):
    run, _, _, db = env
    offline = dict(decision="offline", reranker="", contradiction_threshold=0.6)
    first = run(**offline)["judge_vectors"].value
    # another cut-off changes the config hash, so the partition is re-evaluated, with the stored probabilities
    stricter = run(judge_kwargs={"contradiction_cut": 0.9}, **offline)
    assert stricter["judge_vectors"].value["model_pairs"] == 0
    assert stricter["judge_vectors"].value["model_pairs_cached"] == first["model_pairs"]
    # more units per interaction: only the pairs not judged before go to the model
    wider = run(judge_kwargs={"max_units": 8}, **offline)["judge_vectors"].value
    assert wider["model_pairs_cached"] == first["model_pairs"]
