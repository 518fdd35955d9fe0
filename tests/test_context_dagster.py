"""The ``context_metrics`` asset with Dagster's real ``materialize`` (with and without a judge), and the CLI.

The judge is a real ``langchain_openai:ChatOpenAI`` built from the resource's import path and keyword arguments,
talking to a real OpenAI-compatible HTTP server on 127.0.0.1; the API key comes from a ``dg.EnvVar``.
"""

import json
from datetime import date
from threading import Lock

import dagster as dg
import pytest
import yaml
from openai_server import OpenAICompatibleServer, Reply, json_block, user_message

from fairforge_assets.assets import conversations
from fairforge_assets.cli import main
from fairforge_assets.context_assets import NO_JUDGE_MESSAGE, context_judge_failures, context_metrics
from fairforge_assets.partitions import assistant_partitions, partition_key
from fairforge_assets.resources import FairforgeResource
from fairforge_core.partition_keys import assistant_to_key
from fairforge_core.store import DuckDBStore

SECRET = "sk-dagster-test-secret-42"
SCORES = {
    "Who is this?": 0.9,
    "I can't talk now, call me back tonight at 10.": 0.6,
    "OK, thanks.": 1.0,
    "Please stop calling me about this loan.": 0.8,
    "Why do you keep calling? This is the tenth call this week.": 0.2,
    "Can you call me Sunday afternoon instead?": 0.5,
    "Fine.": 1.0,
}
FAILING = "Will you call my wife instead?"  # the server always fails on this one


def make_reply():
    counts = {}
    lock = Lock()

    def reply(body, headers):
        q = user_message(body)
        with lock:
            counts[q] = counts.get(q, 0) + 1
        if q == FAILING:
            return Reply(status=500)
        return Reply(content=json_block(SCORES.get(q, 0.7), insight=f"judged {{{q}}}"))

    reply.counts = counts
    return reply


@pytest.fixture
def instance(monkeypatch):
    monkeypatch.delenv("DAGSTER_HOME", raising=False)
    inst = dg.DagsterInstance.ephemeral()
    inst.add_dynamic_partitions(assistant_partitions.name, [assistant_to_key("collections bot")])
    return inst


def run_partition(instance, resource, day):
    return dg.materialize(
        [conversations, context_metrics, context_judge_failures],
        partition_key=str(partition_key("collections bot", day)),
        resources={"fairforge": resource}, instance=instance, raise_on_error=False,
    )


def all_log_text(instance, result) -> str:
    return "\n".join(json.dumps(str(e)) for e in instance.all_logs(result.run_id))


def test_asset_with_a_judge(tmp_path, instance, monkeypatch):
    monkeypatch.setenv("FF_TEST_JUDGE_KEY", SECRET)
    reply = make_reply()
    db = tmp_path / "ff.duckdb"
    with OpenAICompatibleServer(reply) as srv:
        resource = FairforgeResource(
            database=str(db),
            context_judge="langchain_openai:ChatOpenAI",
            context_judge_kwargs={"model": "judge-test", "base_url": srv.base_url, "max_retries": 0},
            context_judge_api_key=dg.EnvVar("FF_TEST_JUDGE_KEY"),
            context_max_retries=1, context_retry_backoff=0.0,
            statistical_mode="bayesian", mc_samples=500,
        )
        r1 = run_partition(instance, resource, date(2026, 3, 2))
        r2 = run_partition(instance, resource, date(2026, 3, 3))
        r2b = run_partition(instance, resource, date(2026, 3, 3))  # a re-run replaces the partition
        headers = {r.headers["authorization"] for r in srv.requests}
    assert r1.success and r2.success and r2b.success
    assert headers == {f"Bearer {SECRET}"}
    assert reply.counts[FAILING] == 2  # first attempt + one retry, per run of that partition

    md = r1.asset_materializations_for_node("context_metrics")[-1].metadata
    assert md["dagster/row_count"].value == 2
    assert md["judge_failures"].value == 1 and md["interactions"].value == 5
    assert md["judge_id"].value.startswith("langchain_openai:ChatOpenAI(judge-test)/json#")
    checks = r1.get_asset_check_evaluations()
    assert [(c.check_name, c.passed, c.severity) for c in checks] == [
        ("context_judge_failures", False, dg.AssetCheckSeverity.WARN)]
    assert r2.get_asset_check_evaluations()[0].passed is True
    for res in (r1, r2, r2b):
        assert SECRET not in all_log_text(instance, res)

    with DuckDBStore(db) as store:
        rows = store.query_dicts(
            "SELECT partition_date, session_id, n_interactions, n_failed, context_awareness, "
            "context_awareness_ci_low, context_awareness_ci_high, statistical_mode, judge_id "
            "FROM context_metrics ORDER BY session_id")
        inter = store.query_dicts(
            "SELECT session_id, position, qa_id, context_awareness, insight, error, attempts, weight, weight_given, "
            "prompt FROM context_interactions ORDER BY session_id, position")
    assert [(r["session_id"], r["n_interactions"], r["n_failed"]) for r in rows] == [
        ("nw-001", 3, 0), ("nw-002", 2, 1), ("nw-003", 3, 0)]
    by = {r["session_id"]: r for r in rows}
    assert by["nw-001"]["context_awareness"] == pytest.approx((0.9 + 0.6 + 1.0) / 3)
    assert by["nw-002"]["context_awareness"] == pytest.approx(0.8)       # the failed interaction is left out
    assert by["nw-003"]["context_awareness"] == pytest.approx(0.5 * 0.2 + 0.3 * 0.5 + 0.2 * 1.0)  # given weights
    for r in rows:
        assert r["statistical_mode"].startswith("bayesian(") and SECRET not in r["judge_id"]
        if r["session_id"] == "nw-002":  # one scored interaction: no interval (fewer than two scores)
            assert r["context_awareness_ci_low"] is None and r["context_awareness_ci_high"] is None
        else:
            assert r["context_awareness_ci_low"] <= r["context_awareness"] <= r["context_awareness_ci_high"]
    assert by["nw-001"]["context_awareness_ci_low"] < by["nw-001"]["context_awareness_ci_high"]
    assert len(inter) == 8  # no duplicates after the re-run
    failed = [i for i in inter if i["context_awareness"] is None]
    assert [(i["qa_id"], i["attempts"]) for i in failed] == [("nw-002-q2", 2)]
    assert "Error code: 500" in failed[0]["error"]
    nw3 = [i for i in inter if i["session_id"] == "nw-003"]
    assert [i["weight_given"] for i in nw3] == [0.5, 0.3, 0.2] and [i["weight"] for i in nw3] == [0.5, 0.3, 0.2]
    assert nw3[0]["insight"] == "judged {Why do you keep calling? This is the tenth call this week.}"


def test_asset_without_a_judge_is_skipped(tmp_path, instance):
    db = tmp_path / "ff.duckdb"
    res = run_partition(instance, FairforgeResource(database=str(db)), date(2026, 3, 2))
    assert res.success
    assert len(res.asset_materializations_for_node("conversations")) == 1
    assert res.asset_materializations_for_node("context_metrics") == []
    assert res.get_asset_check_evaluations() == []
    skipped = [e for e in res.all_events if e.event_type_value == "STEP_SKIPPED"]
    assert [e.step_key for e in skipped] == ["context_metrics_context_judge_failures"]
    messages = [e.message for e in instance.all_logs(res.run_id) if e.message]
    assert NO_JUDGE_MESSAGE in messages
    with DuckDBStore(db) as store:
        assert store.query("SELECT count(*) FROM conversations")[0][0] == 2
        assert store.query("SELECT count(*) FROM context_metrics")[0][0] == 0


def _cli_config(tmp_path, **extra) -> str:
    cfg = {"database": str(tmp_path / "cli.duckdb"), "embedder": "fakes:HashingEmbedder", **extra}
    path = tmp_path / "settings.yaml"
    path.write_text(yaml.safe_dump(cfg))
    return str(path)


def test_cli_evaluate_runs_the_context_metric_when_a_judge_is_configured(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("DAGSTER_HOME", raising=False)
    monkeypatch.setenv("OPENAI_API_KEY", "cli-env-key")  # ChatOpenAI's own environment variable
    reply = make_reply()
    with OpenAICompatibleServer(reply) as srv:
        cfg = _cli_config(tmp_path, context_judge="langchain_openai:ChatOpenAI", context_max_retries=0,
                          context_judge_kwargs={"model": "judge-cli", "base_url": srv.base_url, "max_retries": 0})
        code = main(["evaluate", "--config", cfg])
        headers = {r.headers["authorization"] for r in srv.requests}
    out = capsys.readouterr().out
    assert code == 0, out
    assert headers == {"Bearer cli-env-key"}
    assert "context awareness (langchain_openai:ChatOpenAI(judge-cli)/json#" in out
    assert "8 session(s), 20 interaction(s), 1 judge failure(s)" in out
    assert "judge failed on nw-002/nw-002-q2" in out
    with DuckDBStore(tmp_path / "cli.duckdb") as store:
        assert store.query("SELECT count(*) FROM context_metrics")[0][0] == 8
        assert store.query("SELECT count(*) FROM session_metrics")[0][0] == 8


def test_cli_without_a_judge_is_unchanged_and_a_bad_judge_fails_early(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("DAGSTER_HOME", raising=False)
    code = main(["evaluate", "--config", _cli_config(tmp_path, context_judge="no_such_pkg:ChatX")])
    err = capsys.readouterr().err
    assert code == 2 and "context judge: cannot import module 'no_such_pkg'" in err
    assert not (tmp_path / "cli.duckdb").exists()

    code = main(["evaluate", "--config", _cli_config(tmp_path)])
    out = capsys.readouterr().out
    assert code == 0 and "context awareness" not in out
    with DuckDBStore(tmp_path / "cli.duckdb") as store:
        assert store.query("SELECT count(*) FROM session_metrics")[0][0] == 8
        assert store.query("SELECT count(*) FROM context_metrics")[0][0] == 0
