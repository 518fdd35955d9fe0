"""Load and validate a rules YAML file.

Every problem is reported with the rule's name (or its position) and the field, for example::

    rules file alerts.yaml: rule 'low-compliance' (rules[0]): conditions[0].metric: unknown session metric
    'compliance' (known: compliance_score, ...)

All problems of a file are collected and raised together as one :class:`RulesFileError`.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Optional

from pydantic import ValidationError

from fairforge_core.rules.metrics import MetricRegistry, default_registry
from fairforge_core.rules.models import DeliveryPolicy, Rule, RuleSet, SmtpConfig


class RulesFileError(ValueError):
    """A rules file is unreadable or invalid. ``problems`` lists one message per problem."""

    def __init__(self, source: str, problems: list[str]):
        self.source = source
        self.problems = problems
        super().__init__(f"rules file {source}: " + "; ".join(problems))


def _loc(loc: tuple) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out or "(rule)"


def _errors(exc: ValidationError) -> list[str]:
    msgs = []
    for e in exc.errors(include_input=False, include_url=False):
        msg = e.get("msg", "invalid")
        msg = msg.removeprefix("Value error, ")
        msgs.append(f"{_loc(tuple(e.get('loc', ())))}: {msg}")
    return msgs


def parse_rules(data: Any, source: str = "<rules>", registry: Optional[MetricRegistry] = None) -> RuleSet:
    """Validate a parsed rules document (``{"rules": [...], "smtp": {...}, "delivery": {...}}``).

    Checks, beyond the models' own validation: rule names are unique; every condition's metric exists at the
    rule's level in ``registry`` (default: :func:`~fairforge_core.rules.metrics.default_registry`); thresholds lie
    inside the metric's range; rules with the email channel have an ``smtp`` section.

    Raises:
        RulesFileError: with one message per problem, naming the rule and the field.
    """
    registry = registry or default_registry()
    if data is None:
        data = {}
    if isinstance(data, list):
        data = {"rules": data}
    if not isinstance(data, dict):
        raise RulesFileError(source, [f"expected a mapping with a 'rules' list, got {type(data).__name__}"])
    problems: list[str] = []
    unknown = set(data) - {"rules", "smtp", "delivery"}
    if unknown:
        problems.append(f"unknown top-level key(s) {sorted(unknown)} (allowed: rules, smtp, delivery)")
    smtp = None
    if data.get("smtp") is not None:
        try:
            smtp = SmtpConfig.model_validate(data["smtp"])
        except ValidationError as exc:
            problems += [f"smtp.{m}" for m in _errors(exc)]
    delivery = DeliveryPolicy()
    if data.get("delivery") is not None:
        try:
            delivery = DeliveryPolicy.model_validate(data["delivery"])
        except ValidationError as exc:
            problems += [f"delivery.{m}" for m in _errors(exc)]
    raw_rules = data.get("rules") or []
    if not isinstance(raw_rules, list):
        problems.append("rules: expected a list of rules")
        raw_rules = []
    rules: list[Rule] = []
    seen: set[str] = set()
    for i, raw in enumerate(raw_rules):
        label = f"rules[{i}]"
        if isinstance(raw, dict) and isinstance(raw.get("name"), str) and raw["name"]:
            label = f"rule {raw['name']!r} ({label})"
        if not isinstance(raw, dict):
            problems.append(f"{label}: expected a mapping")
            continue
        try:
            rule = Rule.model_validate(raw)
        except ValidationError as exc:
            problems += [f"{label}: {m}" for m in _errors(exc)]
            continue
        if rule.name in seen:
            problems.append(f"{label}: name: duplicate rule name {rule.name!r}")
        seen.add(rule.name)
        for j, cond in enumerate(rule.conditions):
            spec = registry.spec(cond.metric, rule.level)
            if spec is None:
                other = "partition" if rule.level == "session" else "session"
                hint = (f" (it is a {other}-level metric: set level: {other})"
                        if registry.spec(cond.metric, other) else "")
                problems.append(f"{label}: conditions[{j}].metric: unknown {rule.level} metric {cond.metric!r}"
                                f"{hint} (known: {', '.join(registry.names(rule.level))})")
                continue
            lo, hi = spec.minimum, spec.maximum
            if (lo is not None and cond.threshold < lo) or (hi is not None and cond.threshold > hi):
                problems.append(f"{label}: conditions[{j}].threshold: {cond.threshold:g} is outside the range "
                                f"{spec.range_text()} of {cond.metric}")
        if "email" in rule.channels() and smtp is None and data.get("smtp") is None:
            problems.append(f"{label}: notification.channels: the email channel needs the file's smtp section")
        rules.append(rule)
    if problems:
        raise RulesFileError(source, problems)
    return RuleSet(rules=rules, smtp=smtp, delivery=delivery)


def load_rules(path: str | os.PathLike, registry: Optional[MetricRegistry] = None) -> RuleSet:
    """Read and validate a rules YAML file (see :func:`parse_rules`).

    Raises:
        RulesFileError: the file is missing, not YAML, or invalid (messages name the rule and the field).
    """
    import yaml

    p = Path(path)
    if not p.is_file():
        raise RulesFileError(str(p), ["file not found"])
    try:
        data = yaml.safe_load(p.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        from fairforge_core.config import yaml_error_line

        raise RulesFileError(str(p), [f"not valid YAML: {yaml_error_line(exc)}"]) from exc
    return parse_rules(data, str(p), registry)
