"""Each notification channel against a real server on 127.0.0.1 (HTTP for webhook and Slack; aiosmtpd with
STARTTLS and AUTH for e-mail), and the log channel through the logging module."""

import logging
from datetime import date, datetime, timezone

import pytest

from fairforge_core.rules import (
    Condition,
    DeliveryError,
    NotificationConfig,
    Notifier,
    Rule,
    SmtpConfig,
    SmtpCredentials,
    build_payload,
)
from fairforge_core.rules.notify import slack_message
from tests.alert_servers import http_receiver, smtp_receiver

ALERT = {
    "alert_id": "a" * 32, "status": "triggered", "level": "session", "assistant_id": "collections bot",
    "partition_date": date(2026, 3, 2), "session_id": "nw-002",
    "metrics": {"compliance_score": 0.25}, "conditions": [
        {"metric": "compliance_score", "operator": ">=", "threshold": 0.5, "value": 0.25, "result": "fail"}],
    "insight": "nw-002-q1: Response is NON-COMPLIANT. 2 of 2 relevant chunk(s) contradict the response.",
    "evidence": {"qa_id": "nw-002-q1", "query": "Please stop calling me.", "answer": "We will call tonight.",
                 "contradicting_chunk": {"source": "collections_calls.md", "heading": "Stop requests",
                                         "rule_sentence": "Honour a stop request the same day."}},
    "created_at": datetime(2026, 3, 3, 1, 0, tzinfo=timezone.utc),
}


def _rule(**notification) -> Rule:
    return Rule(name="low-compliance", description="session score under 0.5",
                conditions=[Condition(metric="compliance_score", threshold=0.5)], combine_type="all",
                notification=NotificationConfig(**notification))


def test_webhook_posts_the_documented_json_fields():
    with http_receiver() as hook:
        rule = _rule(channels=["webhook"], webhook_url=hook.url + "/hook")
        payload = build_payload(ALERT, rule)
        Notifier().send(rule, "webhook", payload)
        assert len(hook.requests) == 1
        req = hook.requests[0]
    body = req["body"]
    assert req["path"] == "/hook"
    assert req["headers"]["Idempotency-Key"] == "a" * 32
    assert req["headers"]["Content-Type"].startswith("application/json")
    for key in ("alert_id", "rule", "status", "assistant_id", "partition_date", "session_id", "metrics", "insight"):
        assert key in body
    assert body["rule"] == "low-compliance" and body["status"] == "triggered"
    assert body["assistant_id"] == "collections bot" and body["partition_date"] == "2026-03-02"
    assert body["session_id"] == "nw-002" and body["metrics"] == {"compliance_score": 0.25}
    assert body["insight"].startswith("nw-002-q1: Response is NON-COMPLIANT")
    assert body["evidence"]["contradicting_chunk"]["rule_sentence"] == "Honour a stop request the same day."


def test_webhook_url_from_environment_and_errors_hide_the_url(monkeypatch):
    with http_receiver() as hook:
        secret_url = hook.url + "/services/T000/B000/SECRETTOKEN"
        monkeypatch.setenv("FF_TEST_HOOK", secret_url)
        rule = _rule(channels=["webhook"], webhook_url_env="FF_TEST_HOOK")
        Notifier().send(rule, "webhook", build_payload(ALERT, rule))
        assert hook.requests[0]["path"] == "/services/T000/B000/SECRETTOKEN"
        hook.fail_next, hook.fail_status = 1, 503
        with pytest.raises(DeliveryError) as err:
            Notifier().send(rule, "webhook", build_payload(ALERT, rule))
    assert "HTTP 503" in str(err.value)
    assert "SECRETTOKEN" not in str(err.value) and "/services" not in str(err.value)
    assert Notifier().target(rule, "webhook").startswith("http://127.0.0.1:")
    assert "SECRETTOKEN" not in Notifier().target(rule, "webhook")
    monkeypatch.delenv("FF_TEST_HOOK")
    with pytest.raises(DeliveryError, match="FF_TEST_HOOK is not set"):
        Notifier().send(rule, "webhook", build_payload(ALERT, rule))


def test_unreachable_webhook_is_a_delivery_error():
    from tests.alert_servers import free_port

    rule = _rule(channels=["webhook"], webhook_url=f"http://127.0.0.1:{free_port()}/token-path")
    with pytest.raises(DeliveryError) as err:
        Notifier(timeout=2).send(rule, "webhook", build_payload(ALERT, rule))
    assert "token-path" not in str(err.value)


def test_slack_incoming_webhook_message_format():
    with http_receiver() as slack:
        rule = _rule(channels=["slack"], slack_webhook_url=slack.url + "/services/T/B/X")
        Notifier().send(rule, "slack", build_payload(ALERT, rule))
        body = slack.requests[0]["body"]
    assert set(body) == {"text", "blocks"}
    assert body["text"] == "fairforge alert: low-compliance triggered: collections bot 2026-03-02 session nw-002"
    kinds = [b["type"] for b in body["blocks"]]
    assert kinds == ["header", "section", "section", "section", "context"]
    assert body["blocks"][0]["text"]["type"] == "plain_text"
    fields = [f["text"] for f in body["blocks"][1]["fields"]]
    assert fields == ["*Assistant*\ncollections bot", "*Date*\n2026-03-02", "*Session*\nnw-002"]
    assert "compliance_score = 0.25 (fail; >= 0.5)" in body["blocks"][2]["text"]["text"]
    assert "Response is NON-COMPLIANT" in body["blocks"][3]["text"]["text"]
    # a partition-level alert has no session field
    part = slack_message({**build_payload(ALERT, rule), "session_id": None})
    assert len(part["blocks"][1]["fields"]) == 2


def test_email_over_starttls_with_login(tmp_path):
    with smtp_receiver(tmp_path) as smtp:
        cfg = SmtpConfig(host="127.0.0.1", port=smtp.port, starttls=True, sender="fairforge@example.org",
                         ca_file=smtp.ca_file, timeout_seconds=5)
        rule = _rule(channels=["email"], email_to=["compliance@example.org", "lead@example.org"])
        notifier = Notifier(cfg, SmtpCredentials("alerts", "s3cret-pw"))
        notifier.send(rule, "email", build_payload(ALERT, rule))
        assert smtp.logins == ["alerts"]
        assert smtp.tls_sessions == 1
        assert smtp.envelopes == [("fairforge@example.org", ["compliance@example.org", "lead@example.org"])]
        msg = smtp.messages[0]
        assert msg["Subject"] == "[fairforge] low-compliance triggered: collections bot 2026-03-02 session nw-002"
        assert msg["Message-ID"] == f"<{'a' * 32}@fairforge.alerts>"
        body = msg.get_body(("plain",)).get_content()
        assert "compliance_score = 0.25 (fail; >= 0.5)" in body
        assert "rule sentence: Honour a stop request the same day." in body
        attachments = list(msg.iter_attachments())
        assert attachments[0].get_filename() == f"alert-{'a' * 32}.json"

        # wrong password: refused, and the password appears nowhere in the error
        with pytest.raises(DeliveryError) as err:
            Notifier(cfg, SmtpCredentials("alerts", "wrong-Pa55")).send(rule, "email", build_payload(ALERT, rule))
        assert "535" in str(err.value) and "wrong-Pa55" not in str(err.value)
        # without STARTTLS the server refuses to authenticate (it requires TLS)
        plain = cfg.model_copy(update={"starttls": False})
        with pytest.raises(DeliveryError):
            Notifier(plain, SmtpCredentials("alerts", "s3cret-pw")).send(rule, "email", build_payload(ALERT, rule))
        # an untrusted certificate is rejected (no ca_file: the system store does not know the test CA)
        untrusted = cfg.model_copy(update={"ca_file": None})
        with pytest.raises(DeliveryError, match="SSL|certificate"):
            Notifier(untrusted, SmtpCredentials("alerts", "s3cret-pw")).send(rule, "email",
                                                                              build_payload(ALERT, rule))
        assert len(smtp.messages) == 1


def test_smtp_credentials_from_environment_never_in_repr(monkeypatch):
    monkeypatch.setenv("FAIRFORGE_SMTP_USERNAME", "alerts")
    monkeypatch.setenv("FAIRFORGE_SMTP_PASSWORD", "hunter2-secret")
    creds = SmtpCredentials.from_env()
    assert creds.username == "alerts" and creds.password == "hunter2-secret"
    assert "hunter2-secret" not in repr(creds)
    assert "hunter2-secret" not in repr(Notifier(None, creds))


def test_log_channel_writes_one_warning_line(caplog):
    rule = _rule(channels=["log"])
    with caplog.at_level(logging.WARNING, logger="fairforge.alerts"):
        Notifier().send(rule, "log", build_payload(ALERT, rule))
    [record] = [r for r in caplog.records if r.name == "fairforge.alerts"]
    assert record.levelno == logging.WARNING
    text = record.getMessage()
    assert text.startswith("ALERT low-compliance triggered [collections bot 2026-03-02 session nw-002]")
    assert "compliance_score = 0.25 (fail; >= 0.5)" in text and "a" * 32 in text
