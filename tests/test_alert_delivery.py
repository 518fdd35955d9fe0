"""Alerts in a real DuckDB file and the delivery outbox against a real HTTP server: deterministic ids, exactly-once
across repeated passes and re-evaluations, failure then retry with backoff, no blocking, cooldown, cancellation,
the crash window, and secrets kept out of the database."""

from contextlib import contextmanager
from datetime import date, datetime, timedelta, timezone

import pytest

from fairforge_core.rules import alert_id, deliver_pending, evaluate_partition_alerts, list_alerts, parse_rules
from fairforge_core.rules.delivery import _claim
from fairforge_core.store import DuckDBStore
from tests.alert_servers import http_receiver

DAY = date(2026, 3, 2)
T0 = datetime(2026, 3, 3, 2, 0, tzinfo=timezone.utc)


class Clock:
    def __init__(self, t=T0):
        self.t = t

    def __call__(self):
        return self.t

    def advance(self, **kw):
        self.t += timedelta(**kw)


def add_session(store, assistant, sid, score, verdict, n_nc=1, n_int=2, ci=(None, None), day=DAY,
                insight="Response is NON-COMPLIANT. 2 of 2 relevant chunk(s) contradict the response."):
    store.con.execute(
        "INSERT INTO session_metrics (assistant_id, partition_date, session_id, n_interactions, compliance_score, "
        "compliance_score_ci_low, compliance_score_ci_high, verdict, total_supporting_chunks, "
        "total_contradicting_chunks, n_compliant, n_non_compliant, n_irrelevant, n_unjudged, compliance_threshold, "
        "statistical_mode, corpus_version, evaluated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 2, ?, ?, 0, 0, 0.5, 'frequentist', 'c1', ?)",
        [assistant, day, sid, n_int, score, ci[0], ci[1], verdict, n_int - n_nc, n_nc, T0])
    for pos in range(n_int):
        bad = pos < n_nc
        store.con.execute(
            "INSERT INTO interaction_verdicts (assistant_id, partition_date, session_id, qa_id, position, query, "
            "assistant, compliance_score, verdict, supporting_chunks, contradicting_chunks, neutral_chunks, weight, "
            "weight_given, insight, corpus_version, embedder_id, reranker_id, config_hash, evaluated_at) "
            "VALUES (?, ?, ?, ?, ?, 'q?', 'a.', ?, ?, 0, 2, 0, 1.0, NULL, ?, 'c1', 'emb', 'rr', 'h', ?)",
            [assistant, day, sid, f"{sid}-q{pos + 1}", pos, 0.0 if bad else 1.0,
             "NON_COMPLIANT" if bad else "COMPLIANT", insight if bad else "Response is COMPLIANT.", T0])
    store.con.execute(
        "INSERT INTO retrieved_chunks VALUES (?, ?, ?, ?, 0, true, 'calls.md', 3, 'h3', 'Stop requests', 0.8, 0, 0.8, "
        "NULL, NULL, 0.1, 'CONTRADICTS', 'Honour a stop request the same day.', 'we will call', NULL, 'c1', "
        "'Calls > Stop requests')",
        [assistant, day, sid, f"{sid}-q1"])


RULES = {
    "rules": [
        {"name": "low-compliance", "combine_type": "all",
         "conditions": [{"metric": "compliance_score", "threshold": 0.5}],
         "notification": {"channels": ["webhook"], "webhook_url": "URL/low"}},
        {"name": "bad-day", "level": "partition", "combine_type": "any",
         "conditions": [{"metric": "non_compliant_session_share", "threshold": 0.5, "operator": "<"}],
         "notification": {"channels": ["webhook"], "webhook_url": "URL/day"}},
    ],
    "delivery": {"max_attempts": 3, "backoff_seconds": 60, "max_backoff_seconds": 600},
}


def ruleset(url, **changes):
    import copy

    doc = copy.deepcopy(RULES)
    for r in doc["rules"]:
        n = r.get("notification")
        if n and "webhook_url" in n:
            n["webhook_url"] = n["webhook_url"].replace("URL", url)
        r.update(changes.get(r["name"], {}))
    doc["delivery"].update(changes.get("delivery", {}))
    return parse_rules(doc)


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "alerts.duckdb"
    with DuckDBStore(path) as store:
        add_session(store, "collections bot", "s1", 0.25, "NON_COMPLIANT")
        add_session(store, "collections bot", "s2", 0.9, "COMPLIANT", n_nc=0)
        add_session(store, "collections bot", "s3", 0.0, "NON_COMPLIANT", n_nc=2)
        add_session(store, "card-helper", "c1", 0.2, "NON_COMPLIANT")
    return path


def opener(path):
    @contextmanager
    def open_store():
        with DuckDBStore(path) as s:
            yield s
    return open_store


def evaluate(path, rs, assistant="collections bot", now=T0, day=DAY):
    with DuckDBStore(path) as store:
        return evaluate_partition_alerts(store, rs, assistant, day, now=now)


def test_alerts_recorded_with_evidence_and_deterministic_ids(db):
    with http_receiver() as hook:
        rs = ruleset(hook.url)
        rep = evaluate(db, rs)
    assert rep.outcomes == {"triggered": 3, "not_triggered": 1, "not_evaluable": 0}
    trig = {(a["rule"], a["session_id"]): a for a in rep.triggered}
    assert set(trig) == {("low-compliance", "s1"), ("low-compliance", "s3"), ("bad-day", None)}
    s1 = trig[("low-compliance", "s1")]
    assert s1["alert_id"] == alert_id("low-compliance", "session", "collections bot", DAY, "s1", "triggered")
    assert s1["metrics"] == {"compliance_score": 0.25}
    assert s1["insight"] == "s1-q1: Response is NON-COMPLIANT. 2 of 2 relevant chunk(s) contradict the response."
    assert s1["evidence"]["contradicting_chunk"]["rule_sentence"] == "Honour a stop request the same day."
    assert s1["evidence"]["contradicting_chunk"]["rule_heading"] == "Calls > Stop requests"
    day = trig[("bad-day", None)]
    assert day["metrics"] == {"non_compliant_session_share": pytest.approx(2 / 3)}
    assert day["insight"].startswith("2 of 3 session(s) NON_COMPLIANT (3 in the partition); worst session s3")
    worst = day["evidence"]["worst_session"]  # the session's score, as the insight says; its interaction's apart
    assert day["insight"].startswith(f"2 of 3 session(s) NON_COMPLIANT (3 in the partition); worst session s3 "
                                     f"(score {worst['compliance_score']:.2f}): ")
    assert worst["session_id"] == "s3" and worst["verdict"] == "NON_COMPLIANT"
    assert worst["worst_interaction"]["qa_id"].startswith("s3-")
    assert worst["worst_interaction"]["verdict"] == "NON_COMPLIANT"
    assert rep.deliveries_queued == 3 and rep.new_alerts == 3 and rep.next_attempt_at == T0
    with DuckDBStore(db) as store:
        listed = list_alerts(store, assistant_id="collections bot")
    assert len(listed) == 3 and all(a["deliveries"][0]["status"] == "pending" for a in listed)


def test_exactly_once_across_passes_and_re_evaluations(db):
    with http_receiver() as hook:
        rs = ruleset(hook.url)
        clock = Clock()
        first = evaluate(db, rs)
        rep = deliver_pending(opener(db), rs, clock=clock)
        assert rep.counts == {"delivered": 3} and rep.pending == 0 and rep.next_attempt_at is None
        assert sorted(b["session_id"] or "-" for b in hook.bodies()) == ["-", "s1", "s3"]
        # more passes, a re-evaluation with the same outcome (later, new evaluated_at), and more passes
        for _ in range(3):
            assert deliver_pending(opener(db), rs, clock=clock).outcomes == []
        clock.advance(hours=1)
        again = evaluate(db, rs, now=clock())
        assert again.deliveries_queued == 0 and again.new_alerts == 0
        assert {a["alert_id"] for a in again.alerts} == {a["alert_id"] for a in first.alerts}
        assert deliver_pending(opener(db), rs, clock=clock).outcomes == []
        assert len(hook.requests) == 3
        with DuckDBStore(db) as store:
            created = {r[0] for r in store.query("SELECT created_at FROM alerts")}
            assert created == {T0}  # first-seen time kept on re-evaluation
        # a new session in the partition: only its alert is sent
        with DuckDBStore(db) as store:
            add_session(store, "collections bot", "s4", 0.1, "NON_COMPLIANT")
        rep = evaluate(db, rs, now=clock())
        assert rep.deliveries_queued == 1 and rep.new_alerts == 1
        deliver_pending(opener(db), rs, clock=clock)
        assert [b["session_id"] for b in hook.bodies()][-1:] == ["s4"] and len(hook.requests) == 4


def test_failed_delivery_is_retried_with_backoff_without_blocking_others(db):
    with http_receiver() as good, http_receiver() as bad:
        rs = ruleset(good.url, **{"bad-day": {"notification": {"channels": ["webhook"],
                                                               "webhook_url": bad.url + "/day"}}})
        bad.fail_next = 10
        clock = Clock()
        evaluate(db, rs)
        rep = deliver_pending(opener(db), rs, clock=clock)
        assert rep.counts == {"delivered": 2, "retrying": 1}
        assert len(good.requests) == 2 and rep.next_attempt_at == T0 + timedelta(seconds=60)
        with DuckDBStore(db) as store:
            row = store.query_dicts("SELECT * FROM alert_deliveries WHERE rule = 'bad-day'")[0]
        assert row["attempts"] == 1 and "HTTP 500" in row["last_error"]
        assert row["next_attempt_at"] == T0 + timedelta(seconds=60)
        # not yet due: nothing happens
        clock.advance(seconds=59)
        assert deliver_pending(opener(db), rs, clock=clock).outcomes == []
        # due: second attempt fails, backoff doubles
        clock.advance(seconds=1)
        rep = deliver_pending(opener(db), rs, clock=clock)
        assert rep.counts == {"retrying": 1} and rep.next_attempt_at == clock() + timedelta(seconds=120)
        # server recovers: third attempt delivers, exactly once
        bad.fail_next = 0
        clock.advance(seconds=120)
        assert deliver_pending(opener(db), rs, clock=clock).counts == {"delivered": 1}
        clock.advance(days=1)
        assert deliver_pending(opener(db), rs, clock=clock).outcomes == []
        assert len(bad.requests) == 1 and len(good.requests) == 2


def test_gives_up_after_max_attempts_and_honours_retry_after(db):
    with http_receiver() as hook:
        rs = ruleset(hook.url, delivery={"max_attempts": 2})
        evaluate(db, rs)
        hook.fail_next, hook.fail_status, hook.retry_after = 100, 429, "900"
        clock = Clock()
        rep = deliver_pending(opener(db), rs, clock=clock)
        assert rep.counts == {"retrying": 3}
        assert rep.next_attempt_at == T0 + timedelta(seconds=900)  # Retry-After beats the 60 s backoff
        clock.advance(seconds=900)
        rep = deliver_pending(opener(db), rs, clock=clock)
        assert rep.counts == {"failed": 3} and rep.pending == 0
        clock.advance(days=2)
        assert deliver_pending(opener(db), rs, clock=clock).outcomes == []
        with DuckDBStore(db) as store:
            assert store.query("SELECT DISTINCT status, attempts FROM alert_deliveries") == [("failed", 2)]


def test_cooldown_per_rule_assistant_and_channel(db):
    with http_receiver() as hook:
        rs = ruleset(hook.url, **{"low-compliance": {"cooldown_minutes": 30}})
        clock = Clock()
        evaluate(db, rs)
        evaluate(db, rs, assistant="card-helper")
        rep = deliver_pending(opener(db), rs, clock=clock)
        by_session = {o["session_id"]: o["status"] for o in rep.outcomes if o["rule"] == "low-compliance"}
        # s1 and s3 share rule and assistant: the first is sent, the second suppressed; card-helper is separate
        assert by_session == {"s1": "delivered", "s3": "suppressed", "c1": "delivered"}
        assert sorted(b["session_id"] for b in hook.bodies("/low")) == ["c1", "s1"]
        # inside the window another session is suppressed; after it, sent
        with DuckDBStore(db) as store:
            add_session(store, "collections bot", "s5", 0.1, "NON_COMPLIANT")
            add_session(store, "collections bot", "s6", 0.1, "NON_COMPLIANT", day=DAY + timedelta(days=1))
        clock.advance(minutes=20)
        evaluate(db, rs, now=clock())
        assert deliver_pending(opener(db), rs, clock=clock).counts == {"suppressed": 1}
        clock.advance(minutes=11)
        evaluate(db, rs, now=clock(), day=DAY + timedelta(days=1))
        assert deliver_pending(opener(db), rs, clock=clock).counts == {"delivered": 2}  # s6 and that day's bad-day
        with DuckDBStore(db) as store:
            why = store.query("SELECT last_error FROM alert_deliveries WHERE session_id = 's3'")[0][0]
        assert why.startswith("cooldown: alert ") and "(cooldown 30 min)" in why


def test_resolved_alert_and_removed_rule_are_cancelled_not_sent(db):
    with http_receiver() as hook:
        rs = ruleset(hook.url)
        evaluate(db, rs)
        # the partition is re-evaluated and s1 is now compliant before anything was sent
        with DuckDBStore(db) as store:
            store.con.execute("UPDATE session_metrics SET compliance_score = 0.8, verdict = 'COMPLIANT' "
                              "WHERE session_id = 's1'")
        evaluate(db, rs)
        only_low = parse_rules({"rules": [RULES["rules"][0] | {"notification": {
            "channels": ["webhook"], "webhook_url": hook.url + "/low"}}]})
        rep = deliver_pending(opener(db), only_low, clock=Clock())
    status = {(o["rule"], o["session_id"]): o["status"] for o in rep.outcomes}
    assert status == {("low-compliance", "s1"): "cancelled", ("low-compliance", "s3"): "delivered",
                      ("bad-day", None): "cancelled"}
    assert [b["session_id"] for b in hook.bodies()] == ["s3"]


def test_expired_claim_is_sent_again_the_documented_crash_window(db):
    with http_receiver() as hook:
        rs = ruleset(hook.url, delivery={"lease_seconds": 120})
        evaluate(db, rs)
        # a pass claims the rows and dies before recording (simulated by claiming only)
        with DuckDBStore(db) as store:
            claimed, _ = _claim(store, rs, T0, "dead-pass", set(), 120, 100)
        assert len(claimed) == 3
        clock = Clock()
        assert deliver_pending(opener(db), rs, clock=clock).outcomes == []  # lease still held
        clock.advance(seconds=121)
        rep = deliver_pending(opener(db), rs, clock=clock)
        assert rep.counts == {"delivered": 3} and {o["attempts"] for o in rep.outcomes} == {2}
        assert len(hook.requests) == 3


def test_secrets_never_stored_or_logged(db, monkeypatch, caplog):
    import logging

    with http_receiver() as hook:
        monkeypatch.setenv("FF_SECRET_HOOK", hook.url + "/hooks/SUPERSECRET")
        doc = {"rules": [{"name": "low-compliance", "combine_type": "all",
                          "conditions": [{"metric": "compliance_score", "threshold": 0.5}],
                          "notification": {"channels": ["webhook"], "webhook_url_env": "FF_SECRET_HOOK"}}]}
        rs = parse_rules(doc)
        evaluate(db, rs)
        hook.fail_next = 1
        with caplog.at_level(logging.INFO):
            rep = deliver_pending(opener(db), rs, clock=Clock(), logger=logging.getLogger("t"))
    assert rep.counts == {"retrying": 1, "delivered": 1}
    with DuckDBStore(db) as store:
        dump = repr(store.query("SELECT * FROM alert_deliveries")) + repr(store.query("SELECT * FROM alerts"))
    assert "SUPERSECRET" not in dump and "SUPERSECRET" not in caplog.text
    assert "SUPERSECRET" not in repr(rep.outcomes)
    assert "http://127.0.0.1:" in caplog.text  # the target is shown as scheme://host:port


def test_not_evaluable_rows_and_credible_interval_rule(tmp_path):
    path = tmp_path / "ci.duckdb"
    with DuckDBStore(path) as store:
        add_session(store, "a", "whole-interval-low", 0.3, "NON_COMPLIANT", ci=(0.2, 0.45))
        add_session(store, "a", "interval-straddles", 0.4, "NON_COMPLIANT", ci=(0.25, 0.6))
        add_session(store, "a", "frequentist", 0.3, "NON_COMPLIANT")
    rs = parse_rules({"rules": [{"name": "surely-low", "combine_type": "all", "conditions": [
        {"metric": "compliance_score_ci_high", "threshold": 0.5}]}]})
    rep = evaluate(path, rs, assistant="a")
    got = {a["session_id"]: a["status"] for a in rep.alerts}
    assert got == {"whole-interval-low": "triggered", "frequentist": "not_evaluable"}
    nev = [a for a in rep.alerts if a["status"] == "not_evaluable"][0]
    assert nev["insight"] == "not evaluable: missing compliance_score_ci_high"
    assert rep.deliveries_queued == 0  # no notification configured


def test_scoped_rule_ignores_other_assistants(db):
    rs = parse_rules({"rules": [{"name": "cards-only", "combine_type": "all", "assistants": ["card-helper"],
                                 "conditions": [{"metric": "compliance_score", "threshold": 0.5}]}]})
    assert evaluate(db, rs).alerts == [] and evaluate(db, rs).rules_evaluated == 0
    rep = evaluate(db, rs, assistant="card-helper")
    assert [(a["session_id"], a["status"]) for a in rep.alerts] == [("c1", "triggered")]
