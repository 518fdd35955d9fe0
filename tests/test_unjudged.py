"""UNJUDGED end to end, as a compliance lead relies on it: an interaction the LLM judge gave no judgement is never
COMPLIANT, has no score (NULL, never 0.0), is left out of session scores, alert rates and policy figures, and is
counted wherever results are shown (session_metrics, alert metrics and evidence, the CLI summary, lineage, policy
reports). Real parts: ``fairforge evaluate`` with a real ``langchain_openai.ChatOpenAI`` against the tests'
OpenAI-compatible server on 127.0.0.1, real DuckDB files. Also: a database from before issue 32 is migrated."""

import contextlib
import io
import json
import re
from datetime import date, datetime, timezone
from pathlib import Path

import duckdb
import pytest
from openai_server import OpenAICompatibleServer, Reply, case_text

import fairforge_core
from fairforge_assets.cli import main
from fairforge_core.evaluation.report import load_policy_rows, policy_text, write_policy_run
from fairforge_core.evaluation.stored import run_policy_evaluation
from fairforge_core.pipeline import verdict_disagreements
from fairforge_core.rules import evaluate_partition_alerts, parse_rules
from fairforge_core.rules.metrics import default_registry
from fairforge_core.store import DuckDBStore
from fairforge_core.store.schema import MIGRATIONS, SCHEMA_VERSION

BOT, DAY = "collections bot", date(2026, 3, 2)
FAILING_SESSION = "nw-002"                 # every answer of it fails: the session is UNJUDGED
FAILING_QAS = ("nw-001-q1", "nw-004-q1")  # one answer each fails: those sessions are scored on the other two
CONTRADICTED = ("nw-001-q2", "nw-004-q2", "nw-004-q3")  # their rules are CONTRADICTED; the others SUPPORTED


def _sample_answers() -> dict[str, tuple[str, str]]:
    """``answer -> (session_id, qa_id)`` of the bundled sample (the CLI's default input)."""
    out = {}
    path = Path(fairforge_core.__file__).parent / "sample_data" / "conversations.jsonl"
    for line in path.read_text().splitlines():
        s = json.loads(line)
        for t in s["conversation"]:
            out[t["assistant"]] = (s["session_id"], t["qa_id"])
    return out


def _answer(body) -> str:
    text = case_text(body)
    return text[text.rindex("<answer>\n") + 9: text.rindex("\n</answer>")]


@pytest.fixture(scope="module")
def evaluated(tmp_path_factory):
    """The bundled sample evaluated once with ``decision: llm``; returns ``(db path, CLI output)``."""
    answers = _sample_answers()

    def reply(body, headers):
        text = case_text(body)
        if "<answer>" not in text:  # the Context metric, which uses llm_judge too when context_judge is unset
            return Reply(content='```json\n{"score": 1.0, "insight": "ok"}\n```')
        answer = _answer(body)
        sid, qa = answers[answer]
        if sid == FAILING_SESSION or qa in FAILING_QAS:
            return Reply(status=500, error_message="upstream overloaded")
        verdict = "CONTRADICTS" if qa in CONTRADICTED else "SUPPORTS"
        rules = [{"id": r, "verdict": verdict, "rule_sentence": "A rule.", "answer_span": answer[:20],
                  "reason": "test"} for r in re.findall(r'<rule id="(R\d+)"', text)]
        return Reply(content="```json\n" + json.dumps({"rules": rules}) + "\n```")

    work = tmp_path_factory.mktemp("unjudged")
    db = work / "ff.duckdb"
    with OpenAICompatibleServer(reply) as srv:
        cfg = work / "llm.yaml"
        cfg.write_text(json.dumps({
            "embedder": "tests.fakes:HashingEmbedder", "decision": "llm", "similarity_threshold": 0.0,
            "llm_judge": "langchain_openai:ChatOpenAI", "llm_max_retries": 0, "llm_retry_backoff": 0.0,
            "llm_judge_kwargs": {"model": "judge-unjudged", "base_url": srv.base_url, "api_key": "k",
                                 "max_retries": 0}}))
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert main(["evaluate", "--config", str(cfg), "--db", str(db)]) == 0
    return db, out.getvalue()


def test_unjudged_has_no_score_and_is_left_out_of_the_session_score(evaluated):
    db, _ = evaluated
    with DuckDBStore(db) as store:
        iv = {r["qa_id"]: r for r in store.query_dicts(
            "SELECT qa_id, verdict, compliance_score, weight, error FROM interaction_verdicts "
            "WHERE assistant_id = ? AND partition_date = ?", [BOT, DAY])}
        sm = {r["session_id"]: r for r in store.query_dicts(
            "SELECT * FROM session_metrics WHERE assistant_id = ? AND partition_date = ?", [BOT, DAY])}
        assert verdict_disagreements(store, BOT, DAY) == []
    unjudged = sorted(q for q, r in iv.items() if r["verdict"] == "UNJUDGED")
    assert unjudged == ["nw-001-q1", "nw-002-q1", "nw-002-q2"]
    for q in unjudged:  # no score at all, and the reason
        assert iv[q]["compliance_score"] is None and "Error code: 500" in iv[q]["error"]
    assert (iv["nw-001-q2"]["verdict"], iv["nw-001-q2"]["compliance_score"]) == ("NON_COMPLIANT", 0.0)
    assert (iv["nw-001-q3"]["verdict"], iv["nw-001-q3"]["compliance_score"]) == ("COMPLIANT", 1.0)
    # nw-001 is scored on q2 and q3 only, their weights renormalised: not dragged towards 0 by the unjudged q1
    w2, w3 = iv["nw-001-q2"]["weight"], iv["nw-001-q3"]["weight"]
    s1 = sm["nw-001"]
    assert s1["compliance_score"] == pytest.approx(round(w3 / (w2 + w3), 4))
    assert (s1["n_unjudged"], s1["n_compliant"], s1["n_non_compliant"], s1["n_interactions"]) == (1, 1, 1, 3)
    s2 = sm[FAILING_SESSION]
    assert (s2["verdict"], s2["compliance_score"], s2["n_unjudged"], s2["n_interactions"]) == ("UNJUDGED", None, 2, 2)
    assert s2["n_compliant"] == 0 and s2["compliance_score_ci_low"] is None


def test_alert_metrics_never_read_unjudged_as_a_score_and_count_it(evaluated):
    db, _ = evaluated
    rules = parse_rules({"rules": [
        {"name": "low-compliance", "conditions": [{"metric": "compliance_score", "threshold": 0.9}]},
        {"name": "unjudged-any", "conditions": [{"metric": "n_unjudged", "threshold": 0, "operator": "<="}]},
        {"name": "unjudged-share", "level": "partition",
         "conditions": [{"metric": "unjudged_interaction_share", "threshold": 0.1, "operator": "<="}]},
    ]})
    with DuckDBStore(db) as store:
        sessions, partition = default_registry().load(store.con, BOT, DAY)
        report = evaluate_partition_alerts(store, rules, BOT, DAY,
                                           now=datetime(2026, 3, 3, tzinfo=timezone.utc))
    assert sessions[FAILING_SESSION]["compliance_score"] is None  # not evaluable, never 0.0
    assert sessions[FAILING_SESSION]["n_unjudged"] == 2.0 and sessions["nw-001"]["n_unjudged"] == 1.0
    assert partition["n_unjudged_interactions"] == 3.0 and partition["n_unjudged_sessions"] == 1.0
    assert partition["unjudged_interaction_share"] == pytest.approx(3 / 5)
    nw1 = sessions["nw-001"]["compliance_score"]
    # the decided session only: the UNJUDGED one is neither a 0.0 minimum nor part of the mean or the share
    assert partition["mean_compliance_score"] == partition["min_compliance_score"] == nw1
    assert partition["non_compliant_session_share"] == (0.0 if nw1 >= 0.5 else 1.0)
    by = {(a["rule"], a["session_id"]): a for a in report.alerts}
    low = by[("low-compliance", FAILING_SESSION)]
    assert low["status"] == "not_evaluable" and low["insight"] == "not evaluable: missing compliance_score"
    assert by[("low-compliance", "nw-001")]["status"] == "triggered"  # its score is below 0.9
    for sid in ("nw-001", FAILING_SESSION):  # one unjudged interaction or more: the rule sees it
        assert by[("unjudged-any", sid)]["status"] == "triggered"
    share = by[("unjudged-share", None)]
    assert share["status"] == "triggered"
    assert "3 interaction(s) UNJUDGED (no judgement, left out of the scores), 1 session(s) with none judged" \
        in share["insight"]
    assert share["evidence"]["worst_session"]["session_id"] == "nw-001"  # the UNJUDGED session has no score
    assert share["evidence"]["unjudged_interactions"] == 3
    evidence = by[("unjudged-any", FAILING_SESSION)]["evidence"]
    assert evidence["verdict"] == "UNJUDGED" and evidence["compliance_score"] is None
    assert evidence["insight"].startswith("Response is UNJUDGED: the judge gave no judgement")


def test_the_summary_counts_unjudged_sessions_and_interactions(evaluated):
    _, out = evaluated
    lines = out.splitlines()
    head = next(line for line in lines if "UNJUDGED" in line and "COMPLIANT" in line)
    assert head.split() == ["COMPLIANT", "NON_COMPLIANT", "IRRELEVANT", "UNJUDGED", "total"]
    # 8 sessions: nw-002 UNJUDGED, nw-004 NON_COMPLIANT (q2, q3 contradicted; q1 left out), nw-001 COMPLIANT (0.5)
    assert next(line for line in lines if line.startswith("sessions ")).split() == [
        "sessions", "6", "(75%)", "1", "(12%)", "0", "(0%)", "1", "(12%)", "8"]
    assert next(line for line in lines if line.startswith("interactions ")).split() == [
        "interactions", "13", "(65%)", "3", "(15%)", "0", "(0%)", "4", "(20%)", "20"]
    worst = [line for line in lines if line.startswith("  nw-004 ") and "non-compliant" in line]
    assert len(worst) == 1 and worst[0].endswith("score 0.00  2/3 non-compliant, 1 unjudged")
    assert "warning: 4 interaction(s) have no judgement (verdict UNJUDGED: never COMPLIANT" in out
    assert "  2 session(s) scored on their judged interactions only, 1 session(s) UNJUDGED (none judged, no score)" \
        in lines


def test_lineage_shows_an_unjudged_interaction_without_a_score(evaluated, capsys):
    db, _ = evaluated
    assert main(["lineage", "--db", str(db), "--session", FAILING_SESSION]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("  nw-002-q")]
    assert len(rows) == 2
    assert all(r.split()[1:4] == ["UNJUDGED", "no", "score"] and "Error code: 500" in r for r in rows)


def test_policy_counts_unjudged_labels_apart_from_unknown_ids(evaluated, tmp_path):
    db, _ = evaluated
    labels = tmp_path / "labels.jsonl"
    labels.write_text("\n".join(json.dumps(r) for r in [
        {"session_id": "nw-001", "qa_id": "nw-001-q2", "label": "NON_COMPLIANT"},
        {"session_id": "nw-001", "qa_id": "nw-001-q3", "label": "COMPLIANT"},
        {"session_id": "nw-001", "qa_id": "nw-001-q1", "label": "COMPLIANT"},      # UNJUDGED
        {"session_id": "nw-002", "qa_id": "nw-002-q1", "label": "NON_COMPLIANT"},  # UNJUDGED
        {"session_id": "nw-404", "qa_id": "nw-404-q1", "label": "COMPLIANT"},      # not evaluated at all
    ]) + "\n")
    with DuckDBStore(db) as store:
        run = run_policy_evaluation(store, labels, [], sweep_steps=2, report_id="r-unjudged")
        write_policy_run(store, run)
        reports, sweeps = load_policy_rows(store, "r-unjudged")
    assert run.unjudged_ids == [("nw-001", "nw-001-q1"), ("nw-002", "nw-002-q1")]
    assert run.unknown_ids == [("nw-404", "nw-404-q1")]
    assert run.evaluation.sample_count == 2  # only the judged interactions are scored
    result = run.evaluation.results[0]
    assert (result.tp, result.fp, result.tn, result.fn) == (1, 0, 1, 0)
    assert reports[0]["n_unjudged_ids"] == 2 and reports[0]["n_unknown_ids"] == 1
    text = policy_text(reports, sweeps)
    assert "1 unknown id(s), 2 stored UNJUDGED (no judgement to re-score; left out)" in text
    assert "  UNJUDGED ids (evaluate again to judge them): nw-001/nw-001-q1, nw-002/nw-002-q1" in text


def test_a_database_from_before_issue_32_is_migrated(tmp_path):
    path = tmp_path / "v7.duckdb"
    con = duckdb.connect(str(path))
    con.execute("CREATE TABLE fairforge_schema (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ)")
    for version, sql in MIGRATIONS:
        if version <= 7:
            con.execute(sql)
            con.execute("INSERT INTO fairforge_schema VALUES (?, now())", [version])
    con.execute("INSERT INTO session_metrics VALUES ('bot', DATE '2026-03-02', 's1', 2, 0.25, NULL, NULL, "
                "'NON_COMPLIANT', 1, 1, 1, 1, 0, 0.5, 'point_estimate', 'c1', now())")
    con.execute("INSERT INTO interaction_verdicts VALUES ('bot', DATE '2026-03-02', 's1', 's1-q1', 0, 'q?', 'a.', "
                "0.0, 'NON_COMPLIANT', 0, 1, 0, 1.0, NULL, 'Response is NON-COMPLIANT.', 'c1', 'emb', 'rr', 'h', "
                "now())")
    con.close()
    with DuckDBStore(path) as store:
        assert store.upgraded_from == 7
        assert [v for (v,) in store.query("SELECT version FROM fairforge_schema ORDER BY 1")] \
            == list(range(1, SCHEMA_VERSION + 1))
        # the old rows: no unjudged interaction (UNJUDGED did not exist), no error, their scores kept
        assert store.query("SELECT compliance_score, n_unjudged FROM session_metrics") == [(0.25, 0)]
        assert store.query("SELECT compliance_score, error FROM interaction_verdicts") == [(0.0, None)]
        assert store.query("SELECT count(*) FROM llm_replies")[0][0] == 0
        assert store.query("SELECT count(*) FROM llm_usage")[0][0] == 0
        cols = {r[0] for r in store.query("SELECT column_name FROM information_schema.columns "
                                          "WHERE table_name = 'policy_reports'")}
        assert {"n_unjudged_ids", "unjudged_ids"} <= cols
        sessions, partition = default_registry().load(store.con, "bot", date(2026, 3, 2))
        assert sessions["s1"]["n_unjudged"] == 0.0 and sessions["s1"]["compliance_score"] == 0.25
        assert partition["n_unjudged_interactions"] == 0.0 and partition["unjudged_interaction_share"] == 0.0
        assert partition["mean_compliance_score"] == 0.25
        # new rows may carry an UNJUDGED session without a score
        store.con.execute("INSERT INTO session_metrics (assistant_id, partition_date, session_id, n_interactions, "
                          "compliance_score, verdict, total_supporting_chunks, total_contradicting_chunks, "
                          "n_compliant, n_non_compliant, n_irrelevant, n_unjudged, compliance_threshold, "
                          "statistical_mode, corpus_version, evaluated_at) VALUES ('bot', DATE '2026-03-02', 's2', "
                          "1, NULL, 'UNJUDGED', 0, 0, 0, 0, 0, 1, 0.5, 'point_estimate', 'c1', now())")
        assert verdict_disagreements(store, "bot", date(2026, 3, 2)) == []
    with DuckDBStore(path) as store:  # opening again applies nothing twice
        assert store.upgraded_from is None
        assert store.query("SELECT count(*) FROM fairforge_schema")[0][0] == SCHEMA_VERSION
