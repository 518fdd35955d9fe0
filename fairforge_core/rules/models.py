"""Rules, conditions and their evaluation (judgeval's Rules, with the trigger polarity made explicit).

Semantics (fairforge; see the README section "Alert rules"):

* A :class:`Condition` **passes** when the metric value is greater than or equal to its threshold (judgeval's
  ``value >= threshold``), or, when the condition has a ``success_check``, when ``success_check(value, threshold)``
  returns ``True``. ``operator`` (``>=`` default, ``>``, ``<=``, ``<``) is a fairforge extension for metrics where
  lower is better (counts of NON_COMPLIANT interactions); judgeval's first SDK version and its hosted platform
  have the same operators.
* A metric that is missing or null (or NaN) is **not evaluable**: the condition neither passes nor fails.
* ``trigger_on="fail"`` (default; what compliance teams expect and what judgeval's *documentation* says):
  ``combine_type="all"`` triggers when every condition fails, ``"any"`` when at least one fails.
  ``trigger_on="pass"`` gives the meaning of judgeval's *code* (``all``: every condition passes; ``any``: at least
  one passes).
* With missing metrics the rule is decided with strong three-valued (Kleene) logic over "the condition hits"
  (hit = fails for ``trigger_on="fail"``, passes for ``"pass"``): ``all`` is TRIGGERED when every condition hits,
  NOT_TRIGGERED as soon as one evaluable condition does not hit, otherwise NOT_EVALUABLE; ``any`` is TRIGGERED as
  soon as one evaluable condition hits, NOT_TRIGGERED when every condition is evaluable and none hits, otherwise
  NOT_EVALUABLE. So a rule is NOT_EVALUABLE exactly when the missing values could change the decision. In the
  cases judgeval decides, the result agrees with judgeval's engine (which skips missing metrics; its ``all`` is
  never triggered with a missing metric, its ``any`` ignores them).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Literal, Optional

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, field_validator, model_validator

from fairforge_core.config import import_object

CHANNELS = ("webhook", "slack", "email", "log")
OPERATORS: dict[str, Callable[[float, float], bool]] = {
    ">=": lambda v, t: v >= t,
    ">": lambda v, t: v > t,
    "<=": lambda v, t: v <= t,
    "<": lambda v, t: v < t,
}
_ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+$")


class AlertStatus(str, Enum):
    """Outcome of a rule on one subject (a session, or a partition)."""

    TRIGGERED = "triggered"
    NOT_TRIGGERED = "not_triggered"
    NOT_EVALUABLE = "not_evaluable"


class Condition(BaseModel):
    """One threshold test on a named metric.

    Args:
        metric: metric name (see :mod:`fairforge_core.rules.metrics`; validated by the rules loader against the
            rule's level).
        threshold: finite number compared with the metric value.
        operator: ``">="`` (default, judgeval), ``">"``, ``"<="`` or ``"<"``: the condition passes when
            ``value <operator> threshold``.
        success_check: optional callable ``(value, threshold) -> bool`` deciding the pass instead of ``operator``
            (judgeval's ``success_check``); in YAML an import path ``"package.module:function"``.
    """

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True, frozen=True)

    metric: str = Field(min_length=1)
    threshold: float
    operator: Literal[">=", ">", "<=", "<"] = ">="
    success_check: Optional[Callable[[float, float], bool]] = None

    @field_validator("threshold", mode="before")
    @classmethod
    def _finite(cls, v: Any) -> Any:
        if isinstance(v, bool):
            raise ValueError("threshold must be a number, not a boolean")
        if isinstance(v, (int, float)) and not math.isfinite(v):
            raise ValueError("threshold must be a finite number")
        return v

    @field_validator("success_check", mode="before")
    @classmethod
    def _import_check(cls, v: Any) -> Any:
        if isinstance(v, str):
            obj = import_object(v)
            if not callable(obj):
                raise ValueError(f"success_check {v!r} is not callable")
            return obj
        return v

    def passes(self, value: Optional[float]) -> Optional[bool]:
        """``True``/``False`` for a present value; ``None`` when the value is missing, null or NaN."""
        if value is None:
            return None
        value = float(value)
        if math.isnan(value):
            return None
        if self.success_check is not None:
            return bool(self.success_check(value, self.threshold))
        return OPERATORS[self.operator](value, self.threshold)

    def describe(self) -> str:
        test = "success_check" if self.success_check is not None else self.operator
        return f"{self.metric} {test} {self.threshold:g}"


class NotificationConfig(BaseModel):
    """Where a triggered alert goes.

    Args:
        enabled: ``False`` keeps the rule evaluating (alerts are recorded) but sends nothing.
        channels: any of ``webhook``, ``slack``, ``email``, ``log`` (judgeval's ``communication_methods`` is
            accepted as an alias).
        webhook_url / webhook_url_env: the JSON webhook's URL, or the name of an environment variable holding it
            (URLs often embed tokens; prefer the variable).
        slack_webhook_url / slack_webhook_url_env: a Slack incoming-webhook URL (a secret), or its variable.
        email_to: recipients (judgeval's ``email_addresses`` is accepted as an alias); the SMTP server is the rules
            file's ``smtp`` section, credentials come from ``FAIRFORGE_SMTP_USERNAME`` / ``FAIRFORGE_SMTP_PASSWORD``
            (``dg.EnvVar`` in Dagster).

    Raises:
        ValueError: a channel without its target (e.g. ``webhook`` without ``webhook_url``), an unknown channel, a
            malformed URL, e-mail address or variable name.
    """

    model_config = ConfigDict(extra="forbid", populate_by_name=True, hide_input_in_errors=True)

    enabled: bool = True
    channels: list[Literal["webhook", "slack", "email", "log"]] = Field(
        default_factory=list, validation_alias=AliasChoices("channels", "communication_methods"))
    webhook_url: Optional[str] = Field(None, repr=False)
    webhook_url_env: Optional[str] = None
    slack_webhook_url: Optional[str] = Field(None, repr=False)
    slack_webhook_url_env: Optional[str] = None
    email_to: list[str] = Field(default_factory=list, validation_alias=AliasChoices("email_to", "email_addresses"))

    @field_validator("webhook_url", "slack_webhook_url")
    @classmethod
    def _check_url(cls, v: Optional[str]) -> Optional[str]:
        if v is not None and not re.match(r"^https?://[^/\s]+", v):
            raise ValueError("must be an http:// or https:// URL")
        return v

    @field_validator("webhook_url_env", "slack_webhook_url_env")
    @classmethod
    def _check_env(cls, v: Optional[str]) -> Optional[str]:
        if v is not None and not _ENV_NAME.match(v):
            raise ValueError("must be an environment variable name (letters, digits, underscores)")
        return v

    @field_validator("email_to")
    @classmethod
    def _check_emails(cls, v: list[str]) -> list[str]:
        bad = [a for a in v if not _EMAIL.match(a)]
        if bad:
            raise ValueError(f"not e-mail addresses: {bad}")
        return v

    @model_validator(mode="after")
    def _targets(self):
        if len(set(self.channels)) != len(self.channels):
            raise ValueError("channels are listed more than once")
        if "webhook" in self.channels and not (self.webhook_url or self.webhook_url_env):
            raise ValueError("webhook_url (or webhook_url_env) is required by the webhook channel")
        if "slack" in self.channels and not (self.slack_webhook_url or self.slack_webhook_url_env):
            raise ValueError("slack_webhook_url (or slack_webhook_url_env) is required by the slack channel")
        if "email" in self.channels and not self.email_to:
            raise ValueError("email_to is required by the email channel")
        return self


class Rule(BaseModel):
    """An alert rule.

    Args:
        name: unique in a rules file; part of every alert id (renaming a rule makes its alerts new ones).
        description: free text, sent with notifications.
        conditions: at least one :class:`Condition`.
        combine_type: ``"all"`` (default; judgeval requires it, fairforge defaults it) or ``"any"`` (see the
            module docstring).
        notification: where triggered alerts go; ``None`` = recorded in ``alerts`` only.
        trigger_on: ``"fail"`` (default) or ``"pass"``.
        level: ``"session"`` (default; one outcome per session) or ``"partition"`` (one per assistant and day).
        assistants: assistant ids the rule applies to; empty = every assistant.
        cooldown_minutes: per assistant and channel, at most one notification of this rule per this many minutes;
            alerts inside the window are recorded as ``suppressed``. 0 = no cooldown.
    """

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True, hide_input_in_errors=True)

    name: str = Field(min_length=1)
    description: str = ""
    conditions: list[Condition] = Field(min_length=1)
    combine_type: Literal["all", "any"] = "all"
    notification: Optional[NotificationConfig] = None
    trigger_on: Literal["fail", "pass"] = "fail"
    level: Literal["session", "partition"] = "session"
    assistants: list[str] = Field(default_factory=list)
    cooldown_minutes: float = Field(0.0, ge=0.0, allow_inf_nan=False)

    def applies_to(self, assistant_id: str) -> bool:
        """Whether the rule is scoped to ``assistant_id`` (an empty ``assistants`` list means every assistant)."""
        return not self.assistants or assistant_id in self.assistants

    def channels(self) -> list[str]:
        """Channels that receive this rule's triggered alerts (empty when notifications are off)."""
        if self.notification is None or not self.notification.enabled:
            return []
        return list(self.notification.channels)

    def evaluate(self, metrics: Mapping[str, Optional[float]]) -> RuleOutcome:
        """Evaluate on one subject's metric values (missing keys = missing metrics)."""
        results = []
        for c in self.conditions:
            value = metrics.get(c.metric)
            if value is not None:
                value = float(value)
            passed = c.passes(value)
            results.append(ConditionResult(metric=c.metric, threshold=c.threshold, operator=c.operator,
                                           custom_check=c.success_check is not None,
                                           value=None if passed is None else value, passed=passed))
        want = self.trigger_on == "pass"
        hits = [None if r.passed is None else (r.passed == want) for r in results]
        if self.combine_type == "all":
            if any(h is False for h in hits):
                status = AlertStatus.NOT_TRIGGERED
            elif all(h is True for h in hits):
                status = AlertStatus.TRIGGERED
            else:
                status = AlertStatus.NOT_EVALUABLE
        else:
            if any(h is True for h in hits):
                status = AlertStatus.TRIGGERED
            elif all(h is False for h in hits):
                status = AlertStatus.NOT_TRIGGERED
            else:
                status = AlertStatus.NOT_EVALUABLE
        return RuleOutcome(rule=self.name, status=status, conditions=results, combine_type=self.combine_type,
                           trigger_on=self.trigger_on)


@dataclass(frozen=True)
class ConditionResult:
    """One condition on one subject: ``passed`` is ``None`` (and ``value`` ``None``) when not evaluable."""

    metric: str
    threshold: float
    operator: str
    value: Optional[float]
    passed: Optional[bool]
    custom_check: bool = False

    @property
    def evaluable(self) -> bool:
        return self.passed is not None

    def as_dict(self) -> dict:
        return {"metric": self.metric, "operator": "success_check" if self.custom_check else self.operator,
                "threshold": self.threshold, "value": self.value,
                "result": "not_evaluable" if self.passed is None else ("pass" if self.passed else "fail")}


@dataclass(frozen=True)
class RuleOutcome:
    """A rule's outcome on one subject, with every condition's result."""

    rule: str
    status: AlertStatus
    conditions: list[ConditionResult] = field(default_factory=list)
    combine_type: str = "all"
    trigger_on: str = "fail"

    @property
    def triggered(self) -> bool:
        return self.status is AlertStatus.TRIGGERED

    @property
    def missing_metrics(self) -> list[str]:
        return [c.metric for c in self.conditions if not c.evaluable]

    def metric_values(self) -> dict[str, Optional[float]]:
        return {c.metric: c.value for c in self.conditions}


class SmtpConfig(BaseModel):
    """The SMTP server used by the email channel (the rules file's ``smtp`` section; no secrets here).

    Args:
        host, port: the server (port 587 = submission with STARTTLS; 465 = implicit TLS with ``ssl: true``).
        starttls: upgrade the connection with STARTTLS before authenticating (default ``True``); the server's
            certificate is verified (``ca_file`` adds a CA bundle, e.g. an internal CA).
        ssl: connect with implicit TLS instead (``smtplib.SMTP_SSL``).
        sender: the From address.
        timeout_seconds: socket timeout per connection.

    Credentials are never in this file: they come from ``FAIRFORGE_SMTP_USERNAME`` / ``FAIRFORGE_SMTP_PASSWORD``
    (``dg.EnvVar`` on the Dagster resource).
    """

    model_config = ConfigDict(extra="forbid")

    host: str = Field(min_length=1)
    port: int = Field(587, ge=1, le=65535)
    starttls: bool = True
    ssl: bool = False
    sender: str
    ca_file: Optional[str] = None
    timeout_seconds: float = Field(10.0, gt=0)

    @field_validator("sender")
    @classmethod
    def _sender(cls, v: str) -> str:
        if not _EMAIL.match(v):
            raise ValueError("must be an e-mail address")
        return v

    @model_validator(mode="after")
    def _tls(self):
        if self.ssl and self.starttls:
            raise ValueError("choose ssl (implicit TLS) or starttls, not both")
        return self


class DeliveryPolicy(BaseModel):
    """Retries of failed notifications (the rules file's ``delivery`` section).

    A failed attempt ``n`` (1-based) is retried after ``min(backoff_seconds * 2**(n-1), max_backoff_seconds)``
    seconds (or the server's ``Retry-After`` if longer); after ``max_attempts`` attempts the delivery is ``failed``.
    ``lease_seconds`` is how long a claimed delivery stays reserved for the process sending it (a process that dies
    mid-send releases it after that time, so it is sent again: see the README on at-least-once in that window).
    """

    model_config = ConfigDict(extra="forbid")

    max_attempts: int = Field(8, ge=1)
    backoff_seconds: float = Field(60.0, ge=0)
    max_backoff_seconds: float = Field(3600.0, ge=0)
    timeout_seconds: float = Field(10.0, gt=0)
    lease_seconds: float = Field(300.0, gt=0)

    def backoff(self, attempts: int) -> float:
        """Delay in seconds before the next attempt after ``attempts`` failed attempts (>= 1)."""
        return min(self.backoff_seconds * (2 ** max(attempts - 1, 0)), self.max_backoff_seconds)


class RuleSet(BaseModel):
    """A whole rules file: ``rules`` plus the optional ``smtp`` and ``delivery`` sections."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True, hide_input_in_errors=True)

    rules: list[Rule] = Field(default_factory=list)
    smtp: Optional[SmtpConfig] = None
    delivery: DeliveryPolicy = Field(default_factory=DeliveryPolicy)

    def get(self, name: str) -> Optional[Rule]:
        for r in self.rules:
            if r.name == name:
                return r
        return None


def evaluate_rules(rules: Sequence[Rule], metrics: Mapping[str, Optional[float]]) -> dict[str, RuleOutcome]:
    """Evaluate several rules on one subject; keyed by rule name (judgeval's ``RulesEngine.evaluate_rules``)."""
    return {r.name: r.evaluate(metrics) for r in rules}
