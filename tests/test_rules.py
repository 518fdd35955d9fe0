"""Rule semantics (conditions, combine types, both trigger polarities, missing metrics, scoping), the metric
registry and the rules-file validation."""

import math

import duckdb
import pytest

from fairforge_core.rules import (
    AlertStatus,
    Condition,
    Rule,
    RulesFileError,
    evaluate_rules,
    load_rules,
    parse_rules,
)
from fairforge_core.rules.metrics import SESSION_METRIC_COLUMNS, default_registry
from fairforge_core.store import DuckDBStore

T, N, E = AlertStatus.TRIGGERED, AlertStatus.NOT_TRIGGERED, AlertStatus.NOT_EVALUABLE


def rule(combine="all", trigger_on="fail", **kw) -> Rule:
    return Rule(name="r", combine_type=combine, trigger_on=trigger_on, conditions=[
        Condition(metric="compliance_score", threshold=0.7),
        Condition(metric="compliance_score_ci_high", threshold=0.8)], **kw)


# (compliance_score, ci_high) -> expected status for each (combine, trigger_on)
CASES = [
    # both pass
    ((0.9, 0.95), {("all", "fail"): N, ("any", "fail"): N, ("all", "pass"): T, ("any", "pass"): T}),
    # first passes, second fails
    ((0.9, 0.5), {("all", "fail"): N, ("any", "fail"): T, ("all", "pass"): N, ("any", "pass"): T}),
    # both fail
    ((0.2, 0.5), {("all", "fail"): T, ("any", "fail"): T, ("all", "pass"): N, ("any", "pass"): N}),
    # threshold is inclusive: 0.7 >= 0.7 and 0.8 >= 0.8 pass
    ((0.7, 0.8), {("all", "fail"): N, ("any", "fail"): N, ("all", "pass"): T, ("any", "pass"): T}),
    # second missing, first passes
    ((0.9, None), {("all", "fail"): N, ("any", "fail"): E, ("all", "pass"): E, ("any", "pass"): T}),
    # second missing, first fails
    ((0.2, None), {("all", "fail"): E, ("any", "fail"): T, ("all", "pass"): N, ("any", "pass"): E}),
    # both missing
    ((None, None), {("all", "fail"): E, ("any", "fail"): E, ("all", "pass"): E, ("any", "pass"): E}),
]


@pytest.mark.parametrize("values,expected", CASES)
def test_combine_types_in_both_trigger_modes(values, expected):
    metrics = {k: v for k, v in zip(("compliance_score", "compliance_score_ci_high"), values) if v is not None}
    for (combine, trigger_on), status in expected.items():
        assert rule(combine, trigger_on).evaluate(metrics).status is status, (values, combine, trigger_on)


def test_condition_results_record_value_and_pass_or_not_evaluable():
    out = rule("any").evaluate({"compliance_score": 0.2, "compliance_score_ci_high": None})
    assert [c.as_dict()["result"] for c in out.conditions] == ["fail", "not_evaluable"]
    assert out.conditions[0].value == 0.2 and out.conditions[1].value is None
    assert out.missing_metrics == ["compliance_score_ci_high"]
    assert out.metric_values() == {"compliance_score": 0.2, "compliance_score_ci_high": None}


def test_null_and_nan_are_not_evaluable_and_zero_is_a_value():
    r = Rule(name="r", combine_type="all", conditions=[Condition(metric="compliance_score", threshold=0.5)])
    assert r.evaluate({"compliance_score": math.nan}).status is E
    assert r.evaluate({"compliance_score": None}).status is E
    assert r.evaluate({}).status is E
    assert r.evaluate({"compliance_score": 0.0}).status is T


def test_judgeval_checklist_in_pass_mode():
    # judgeval's engine (trigger when conditions pass): skip_missing_all / skip_missing_any / api_scorers
    def r(combine):
        return Rule(name="q", combine_type=combine, trigger_on="pass", conditions=[
            Condition(metric="compliance_score", threshold=0.7), Condition(metric="context_awareness", threshold=0.8)])
    assert r("all").evaluate({"compliance_score": 0.8}).status is not T          # NOT_TRIGGERED upstream
    assert r("any").evaluate({"compliance_score": 0.8}).status is T
    assert r("any").evaluate({"compliance_score": 0.6}).status is not T
    assert r("all").evaluate({}).status is not T
    assert r("all").evaluate({"compliance_score": 0.8, "context_awareness": 0.9}).status is T


def test_operators_and_custom_success_check():
    lower_is_better = Rule(name="nc", combine_type="all", level="partition", conditions=[
        Condition(metric="n_non_compliant_interactions", threshold=2, operator="<=")])
    assert lower_is_better.evaluate({"n_non_compliant_interactions": 2}).status is N
    assert lower_is_better.evaluate({"n_non_compliant_interactions": 3}).status is T
    strict = Condition(metric="compliance_score", threshold=0.5, operator=">")
    assert strict.passes(0.5) is False and strict.passes(0.51) is True
    band = Condition(metric="compliance_score", threshold=0.5, success_check=lambda v, t: abs(v - t) < 0.1)
    assert band.passes(0.55) is True and band.passes(0.9) is False and band.passes(None) is None
    yaml_check = Condition(metric="compliance_score", threshold=0.5, success_check="math:isclose")
    assert yaml_check.passes(0.5) is True and yaml_check.passes(0.6) is False


def test_scoping_by_assistant_and_evaluate_rules():
    scoped = rule(assistants=["collections bot"])
    assert scoped.applies_to("collections bot") and not scoped.applies_to("card-helper")
    assert rule().applies_to("anyone")
    outs = evaluate_rules([rule(), Rule(name="other", combine_type="any", conditions=[
        Condition(metric="n_non_compliant", threshold=1)])], {"compliance_score": 0.1, "n_non_compliant": 0})
    assert {k: v.status for k, v in outs.items()} == {"r": E, "other": T}


def test_session_metric_registry_covers_every_numeric_column(tmp_path):
    with DuckDBStore(tmp_path / "f.duckdb") as store:
        numeric = {n for n, t in store.query(
            "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'session_metrics'")
            if t in ("DOUBLE", "INTEGER", "BIGINT", "FLOAT", "DECIMAL", "HUGEINT", "SMALLINT")}
    assert numeric == set(SESSION_METRIC_COLUMNS)
    reg = default_registry()
    assert set(SESSION_METRIC_COLUMNS) <= set(reg.names("session"))
    assert {"context_awareness", "context_awareness_ci_low", "context_awareness_ci_high"} <= set(reg.names("session"))
    assert {"non_compliant_session_share", "n_non_compliant_interactions", "mean_compliance_score"} <= set(
        reg.names("partition"))


def test_context_metrics_are_read_when_the_table_exists(tmp_path):
    from datetime import date

    day = date(2026, 3, 2)
    with DuckDBStore(tmp_path / "f.duckdb") as store:
        # a database written before the context metric existed has no context_metrics table
        store.con.execute("DROP TABLE IF EXISTS context_metrics")
        sessions, part = default_registry().load(store.con, "a", day)
        assert sessions == {}
        assert "mean_context_awareness" not in part and part["n_sessions"] == 0
        assert part["non_compliant_session_share"] is None
        store.con.execute("CREATE TABLE context_metrics (assistant_id VARCHAR, partition_date DATE, "
                          "session_id VARCHAR, context_awareness DOUBLE)")
        store.con.execute("INSERT INTO context_metrics VALUES ('a', ?, 's1', 0.4), ('a', ?, 's2', 0.8), "
                          "('b', ?, 's3', 0.1)", [day, day, day])
        sessions, part = default_registry().load(store.con, "a", day)
    assert sessions == {"s1": {"context_awareness": 0.4}, "s2": {"context_awareness": 0.8}}
    assert part["mean_context_awareness"] == pytest.approx(0.6)


def test_registry_rejects_duplicate_metric_names():
    from fairforge_core.rules.metrics import MetricSpec, TableMetricSource

    reg = default_registry()
    with pytest.raises(ValueError, match="already registered"):
        reg.register(TableMetricSource("x", [MetricSpec("compliance_score", "session", "dup")]))
    reg.register(TableMetricSource("x", [MetricSpec("my_score", "session", "new", 0, 1)]))
    assert "my_score" in reg.names("session")


# -- YAML ----------------------------------------------------------------------------------------------------------
ISSUE_EXAMPLE = """
rules:
  - name: low-compliance
    description: a session's compliance score is under 0.5
    conditions:
      - metric: compliance_score
        threshold: 0.5
    combine_type: all
    notification:
      channels: [webhook]
      webhook_url: http://127.0.0.1:9000/hook
"""


def test_issue_example_loads(tmp_path):
    p = tmp_path / "rules.yaml"
    p.write_text(ISSUE_EXAMPLE)
    rs = load_rules(p)
    [r] = rs.rules
    assert (r.name, r.level, r.trigger_on, r.combine_type) == ("low-compliance", "session", "fail", "all")
    assert r.conditions[0].threshold == 0.5 and r.channels() == ["webhook"]
    assert rs.delivery.max_attempts == 8 and rs.smtp is None


def _problems(doc) -> list[str]:
    with pytest.raises(RulesFileError) as err:
        parse_rules(doc, "rules.yaml")
    return err.value.problems


def _base(**over):
    r = {"name": "low", "combine_type": "all", "conditions": [{"metric": "compliance_score", "threshold": 0.5}],
         "notification": {"channels": ["webhook"], "webhook_url": "http://127.0.0.1:9/h"}}
    r.update(over)
    return {"rules": [r]}


def test_unknown_metric_names_rule_and_field():
    [msg] = _problems(_base(conditions=[{"metric": "compliance", "threshold": 0.5}]))
    assert msg.startswith("rule 'low' (rules[0]): conditions[0].metric: unknown session metric 'compliance'")
    assert "compliance_score" in msg
    [msg] = _problems(_base(conditions=[{"metric": "non_compliant_session_share", "threshold": 0.5}]))
    assert "set level: partition" in msg


def test_bad_thresholds_name_rule_and_field():
    [msg] = _problems(_base(conditions=[{"metric": "compliance_score", "threshold": "high"}]))
    assert msg.startswith("rule 'low' (rules[0]): conditions[0].threshold:")
    [msg] = _problems(_base(conditions=[{"metric": "compliance_score", "threshold": 50}]))
    assert msg == "rule 'low' (rules[0]): conditions[0].threshold: 50 is outside the range [0, 1] of compliance_score"
    [msg] = _problems(_base(conditions=[{"metric": "compliance_score", "threshold": float("nan")}]))
    assert "conditions[0].threshold" in msg and "finite" in msg
    [msg] = _problems(_base(conditions=[{"metric": "compliance_score"}]))
    assert msg == "rule 'low' (rules[0]): conditions[0].threshold: Field required"


def test_missing_webhook_url_and_other_notification_errors():
    [msg] = _problems(_base(notification={"channels": ["webhook"]}))
    assert msg.startswith("rule 'low' (rules[0]): notification: webhook_url (or webhook_url_env) is required")
    [msg] = _problems(_base(notification={"channels": ["slack"]}))
    assert "slack_webhook_url" in msg
    [msg] = _problems(_base(notification={"channels": ["email"]}))
    assert "email_to is required" in msg
    [msg] = _problems(_base(notification={"channels": ["pager"]}))
    assert msg.startswith("rule 'low' (rules[0]): notification.channels[0]:")
    [msg] = _problems(_base(notification={"channels": ["webhook"], "webhook_url": "ftp://x/token123"}))
    assert "notification.webhook_url: must be an http" in msg and "token123" not in msg
    [msg] = _problems(_base(notification={"channels": ["email"], "email_to": ["ops@example.org"]}))
    assert "the email channel needs the file's smtp section" in msg


def test_structure_errors_duplicates_and_all_problems_at_once():
    doc = {"rules": [
        _base()["rules"][0],
        {**_base()["rules"][0]},                                    # duplicate name
        {"name": "x", "combine_type": "most", "conditions": []},    # two problems
        {"conditions": [{"metric": "compliance_score", "threshold": 0.1}], "combine_type": "any"},  # no name
    ], "smtp": {"host": "mail", "sender": "not-an-address"}, "extra": 1}
    problems = _problems(doc)
    text = "\n".join(problems)
    assert "unknown top-level key(s) ['extra']" in text
    assert "smtp.sender: must be an e-mail address" in text
    assert "rule 'low' (rules[1]): name: duplicate rule name 'low'" in text
    assert "rule 'x' (rules[2]): conditions: List should have at least 1 item" in text
    assert "rule 'x' (rules[2]): combine_type: Input should be 'all' or 'any'" in text
    assert "rules[3]: name: Field required" in text
    assert len(problems) == 6


def test_load_rules_file_errors(tmp_path):
    with pytest.raises(RulesFileError, match="file not found"):
        load_rules(tmp_path / "missing.yaml")
    bad = tmp_path / "bad.yaml"
    bad.write_text("rules: [unclosed")
    with pytest.raises(RulesFileError, match="not valid YAML"):
        load_rules(bad)
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(ISSUE_EXAMPLE.replace("compliance_score", "compliance_scor"))
    with pytest.raises(RulesFileError) as err:
        load_rules(wrong)
    assert str(err.value).startswith(f"rules file {wrong}: rule 'low-compliance' (rules[0]): conditions[0].metric")


def test_judgeval_aliases_and_delivery_section():
    rs = parse_rules({"rules": [_base(notification={"communication_methods": ["email"],
                                                    "email_addresses": ["ops@example.org"]})["rules"][0]],
                      "smtp": {"host": "mail.example.org", "sender": "ff@example.org"},
                      "delivery": {"max_attempts": 3, "backoff_seconds": 10}})
    assert rs.rules[0].channels() == ["email"] and rs.rules[0].notification.email_to == ["ops@example.org"]
    assert rs.delivery.backoff(1) == 10 and rs.delivery.backoff(3) == 40
    assert rs.smtp.port == 587 and rs.smtp.starttls is True
    with pytest.raises(RulesFileError, match="delivery.max_attempts"):
        parse_rules({"rules": [], "delivery": {"max_attempts": 0}})


def test_duckdb_numeric_type_names_are_as_expected():
    # guards the numeric-type list used above against a DuckDB rename
    con = duckdb.connect()
    con.execute("CREATE TABLE t (a DOUBLE, b INTEGER)")
    assert [r[1] for r in con.execute("DESCRIBE t").fetchall()] == ["DOUBLE", "INTEGER"]


def test_validation_errors_and_reprs_do_not_show_webhook_urls():
    from pydantic import ValidationError

    with pytest.raises(ValidationError) as err:
        Rule.model_validate(_base(notification={"channels": ["webhook"], "webhook_url": "ftp://h/SECRET1"})["rules"][0])
    assert "SECRET1" not in str(err.value)
    ok = parse_rules(_base(notification={"channels": ["slack"], "slack_webhook_url": "https://hooks.x/SECRET2"}))
    assert "SECRET2" not in repr(ok) and "SECRET2" not in repr(ok.rules[0])
