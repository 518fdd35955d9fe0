"""Alert rules: conditions on metric thresholds, combined with "all"/"any", with notifications.

Modelled on judgeval's ``Rule``/``Condition`` (user documents, seed 004) with the trigger polarity made explicit
(``trigger_on="fail"`` by default) and missing metrics reported as not evaluable; see
:mod:`fairforge_core.rules.models`. Pure library: no Dagster import.

    from fairforge_core.rules import Rule, Condition, NotificationConfig
    rule = Rule(name="low-compliance", conditions=[Condition(metric="compliance_score", threshold=0.5)],
                combine_type="all", notification=NotificationConfig(channels=["log"]))
    rule.evaluate({"compliance_score": 0.3}).status   # AlertStatus.TRIGGERED
"""

from fairforge_core.rules.alerts import AlertsReport, alert_id, evaluate_partition_alerts, list_alerts
from fairforge_core.rules.delivery import DeliveryReport, deliver_pending
from fairforge_core.rules.loader import RulesFileError, load_rules, parse_rules
from fairforge_core.rules.metrics import MetricRegistry, MetricSpec, TableMetricSource, default_registry
from fairforge_core.rules.models import (
    AlertStatus,
    Condition,
    ConditionResult,
    DeliveryPolicy,
    NotificationConfig,
    Rule,
    RuleOutcome,
    RuleSet,
    SmtpConfig,
    evaluate_rules,
)
from fairforge_core.rules.notify import DeliveryError, Notifier, SmtpCredentials, build_payload

__all__ = [
    "AlertStatus", "AlertsReport", "Condition", "ConditionResult", "DeliveryError", "DeliveryPolicy",
    "DeliveryReport", "MetricRegistry", "MetricSpec", "NotificationConfig", "Notifier", "Rule", "RuleOutcome",
    "RuleSet", "RulesFileError", "SmtpConfig", "SmtpCredentials", "TableMetricSource", "alert_id",
    "build_payload", "default_registry", "deliver_pending", "evaluate_partition_alerts", "evaluate_rules",
    "list_alerts", "load_rules", "parse_rules",
]
