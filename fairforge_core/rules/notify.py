"""Notification channels: webhook (JSON POST), Slack incoming webhook, e-mail (SMTP) and log.

Standard library only (``urllib.request``, ``smtplib``, ``email``). Every failure raises :class:`DeliveryError` whose
message has secrets (URLs, credentials) replaced by ``***``; targets are shown as ``scheme://host`` only.

The webhook body (:func:`build_payload`) has at least ``alert_id``, ``rule``, ``status``, ``assistant_id``,
``partition_date``, ``session_id``, ``metrics`` and ``insight`` (the evidence: for a session, its worst interaction's
insight; ``evidence`` carries the interaction, its query and answer and the most contradicting corpus chunk).
Requests carry ``Idempotency-Key: <alert_id>`` so receivers can drop a repeat (see the README on the crash window).
"""

from __future__ import annotations

import json
import logging
import os
import smtplib
import ssl
import urllib.error
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass, field
from email.message import EmailMessage
from email.utils import formatdate
from typing import Any, Optional
from urllib.parse import urlsplit

from fairforge_core.rules.models import Rule, SmtpConfig
from fairforge_core.text import shorten

USER_AGENT = "fairforge-alerts/1"
SMTP_USERNAME_ENV = "FAIRFORGE_SMTP_USERNAME"
SMTP_PASSWORD_ENV = "FAIRFORGE_SMTP_PASSWORD"


class DeliveryError(Exception):
    """A notification could not be delivered. ``retry_after``: seconds the server asked to wait (HTTP 429/503)."""

    def __init__(self, message: str, retry_after: Optional[float] = None):
        super().__init__(message)
        self.retry_after = retry_after


@dataclass(frozen=True)
class SmtpCredentials:
    """SMTP login; ``password`` never appears in reprs. Both ``None`` = no authentication."""

    username: Optional[str] = None
    password: Optional[str] = field(default=None, repr=False)

    @classmethod
    def from_env(cls, env: Optional[Mapping[str, str]] = None) -> SmtpCredentials:
        """From ``FAIRFORGE_SMTP_USERNAME`` / ``FAIRFORGE_SMTP_PASSWORD`` (empty values count as unset)."""
        env = os.environ if env is None else env
        return cls(env.get(SMTP_USERNAME_ENV) or None, env.get(SMTP_PASSWORD_ENV) or None)


def describe_target(url: str) -> str:
    """``scheme://host[:port]`` of a URL (paths and queries of webhook URLs often hold tokens)."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.hostname or '?'}{':' + str(parts.port) if parts.port else ''}"


def redact(text: str, secrets: list[Optional[str]]) -> str:
    """``text`` with every secret (and a URL's path-and-query part) replaced by ``***``."""
    for s in secrets:
        if not s:
            continue
        text = text.replace(s, "***")
        parts = urlsplit(s)
        if parts.scheme and parts.path not in ("", "/"):
            text = text.replace(parts.path, "/***")
    return text


# -- messages ----------------------------------------------------------------------------------------------------
def build_payload(alert: Mapping[str, Any], rule: Rule) -> dict:
    """The JSON document sent for a triggered alert (the webhook body; Slack and e-mail are rendered from it).

    Args:
        alert: a row of the ``alerts`` table as a dict (``metrics``, ``conditions``, ``evidence`` already decoded).
        rule: the rule that produced it.
    """
    day = alert["partition_date"]
    return {
        "source": "fairforge",
        "alert_id": alert["alert_id"],
        "rule": rule.name,
        "description": rule.description,
        "status": alert["status"],
        "level": alert["level"],
        "assistant_id": alert["assistant_id"],
        "partition_date": day.isoformat() if hasattr(day, "isoformat") else str(day),
        "session_id": alert.get("session_id"),
        "combine_type": rule.combine_type,
        "trigger_on": rule.trigger_on,
        "metrics": alert.get("metrics") or {},
        "conditions": alert.get("conditions") or [],
        "insight": alert.get("insight") or "",
        "evidence": alert.get("evidence") or {},
        "created_at": _iso(alert.get("created_at")),
    }


def _iso(v) -> Optional[str]:
    return v.isoformat() if hasattr(v, "isoformat") else v


def _subject(p: Mapping[str, Any]) -> str:
    where = f"{p['assistant_id']} {p['partition_date']}"
    if p.get("session_id"):
        where += f" session {p['session_id']}"
    return f"[fairforge] {p['rule']} {p['status']}: {where}"


def _condition_lines(p: Mapping[str, Any]) -> list[str]:
    out = []
    for c in p.get("conditions") or []:
        v = "missing" if c.get("value") is None else f"{c['value']:.4g}"
        out.append(f"{c['metric']} = {v} ({c['result']}; {c['operator']} {c['threshold']:g})")
    return out


def text_body(p: Mapping[str, Any]) -> str:
    """Plain-text rendering (e-mail body and log line source)."""
    lines = [_subject(p).removeprefix("[fairforge] "), ""]
    if p.get("description"):
        lines += [p["description"], ""]
    lines.append(f"rule: {p['rule']} (combine_type {p['combine_type']}, trigger_on {p['trigger_on']}, "
                 f"level {p['level']})")
    lines += [f"  {c}" for c in _condition_lines(p)]
    lines += ["", f"evidence: {p.get('insight') or '-'}"]
    ev = p.get("evidence") or {}
    if ev.get("query"):
        lines.append(f"  query: {ev['query']}")
    if ev.get("answer"):
        lines.append(f"  answer: {ev['answer']}")
    ch = ev.get("contradicting_chunk") or {}
    if ch:
        heading = ch.get("rule_heading") or ch.get("heading") or ""  # the rule's section; where the chunk starts
        lines.append(f"  corpus: {ch.get('source')} {heading}".rstrip())
        if ch.get("rule_sentence"):
            lines.append(f"  rule sentence: {ch['rule_sentence']}")
    lines += ["", f"alert id: {p['alert_id']}"]
    return "\n".join(lines)


def slack_message(p: Mapping[str, Any]) -> dict:
    """A Slack incoming-webhook message: ``text`` (fallback and notifications) plus Block Kit ``blocks``."""
    head = _subject(p).removeprefix("[fairforge] ")
    fields = [
        {"type": "mrkdwn", "text": f"*Assistant*\n{p['assistant_id']}"},
        {"type": "mrkdwn", "text": f"*Date*\n{p['partition_date']}"},
    ]
    if p.get("session_id"):
        fields.append({"type": "mrkdwn", "text": f"*Session*\n{p['session_id']}"})
    blocks = [
        {"type": "header", "text": {"type": "plain_text", "text": shorten(head, 150)}},
        {"type": "section", "fields": fields},
        {"type": "section", "text": {"type": "mrkdwn", "text": "\n".join(
            f"• {c}" for c in _condition_lines(p)) or "-"}},
        {"type": "section", "text": {"type": "mrkdwn",
                                     "text": f"*Evidence*\n{shorten(p.get('insight') or '-', 2900)}"}},
        {"type": "context", "elements": [{"type": "mrkdwn", "text": f"alert `{p['alert_id']}`"}]},
    ]
    return {"text": f"fairforge alert: {head}", "blocks": blocks}


# -- transports --------------------------------------------------------------------------------------------------
def _post_json(url: str, body: dict, timeout: float, headers: Optional[dict] = None) -> None:
    data = json.dumps(body, ensure_ascii=False, default=str).encode("utf-8")
    req = urllib.request.Request(url, data=data, method="POST", headers={
        "Content-Type": "application/json; charset=utf-8", "User-Agent": USER_AGENT, **(headers or {})})
    target = describe_target(url)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            resp.read(4096)
    except urllib.error.HTTPError as exc:
        retry_after = None
        ra = exc.headers.get("Retry-After") if exc.headers else None
        if ra and ra.strip().isdigit():
            retry_after = float(ra.strip())
        detail = ""
        try:
            detail = exc.read(300).decode("utf-8", "replace").strip()
        except Exception:  # noqa: BLE001 - the body is only a hint
            pass
        msg = f"{target} answered HTTP {exc.code}" + (f": {detail}" if detail else "")
        raise DeliveryError(redact(msg, [url]), retry_after) from None
    except (urllib.error.URLError, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        raise DeliveryError(redact(f"{target}: {type(exc).__name__}: {reason}", [url])) from None


def send_webhook(url: str, payload: dict, timeout: float = 10.0) -> None:
    """POST the payload as JSON; any 2xx is success. Raises :class:`DeliveryError`."""
    _post_json(url, payload, timeout, {"Idempotency-Key": payload["alert_id"]})


def send_slack(url: str, payload: dict, timeout: float = 10.0) -> None:
    """POST a Slack incoming-webhook message rendered from the payload. Raises :class:`DeliveryError`."""
    _post_json(url, slack_message(payload), timeout)


def email_message(payload: dict, sender: str, to: list[str]) -> EmailMessage:
    """The e-mail for a payload: subject line, plain-text body, and the JSON payload as an attachment."""
    msg = EmailMessage()
    msg["Subject"] = _subject(payload)
    msg["From"] = sender
    msg["To"] = ", ".join(to)
    msg["Date"] = formatdate(usegmt=True)
    msg["Message-ID"] = f"<{payload['alert_id']}@fairforge.alerts>"
    msg.set_content(text_body(payload))
    msg.add_attachment(json.dumps(payload, ensure_ascii=False, indent=2, default=str).encode("utf-8"),
                       maintype="application", subtype="json", filename=f"alert-{payload['alert_id']}.json")
    return msg


def send_email(smtp: SmtpConfig, credentials: SmtpCredentials, to: list[str], payload: dict) -> None:
    """Send the alert e-mail through ``smtp`` (STARTTLS or implicit TLS per the config; login when credentials
    are set). Raises :class:`DeliveryError` (also when the server does not offer STARTTLS but it is required)."""
    ctx = ssl.create_default_context(cafile=smtp.ca_file) if (smtp.starttls or smtp.ssl) else None
    target = f"smtp://{smtp.host}:{smtp.port}"
    secrets = [credentials.password, credentials.username]
    try:
        if smtp.ssl:
            client = smtplib.SMTP_SSL(smtp.host, smtp.port, timeout=smtp.timeout_seconds, context=ctx)
        else:
            client = smtplib.SMTP(smtp.host, smtp.port, timeout=smtp.timeout_seconds)
        with client:
            client.ehlo()
            if smtp.starttls:
                if not client.has_extn("starttls"):
                    raise DeliveryError(f"{target} does not offer STARTTLS (required by the smtp config)")
                client.starttls(context=ctx)
                client.ehlo()
            if credentials.username or credentials.password:
                client.login(credentials.username or "", credentials.password or "")
            client.send_message(email_message(payload, smtp.sender, to))
    except DeliveryError:
        raise
    except smtplib.SMTPResponseException as exc:
        text = exc.smtp_error.decode("utf-8", "replace") if isinstance(exc.smtp_error, bytes) else str(exc.smtp_error)
        raise DeliveryError(redact(f"{target}: {type(exc).__name__} {exc.smtp_code}: {text}", secrets)) from None
    except (smtplib.SMTPException, OSError, ssl.SSLError) as exc:
        raise DeliveryError(redact(f"{target}: {type(exc).__name__}: {exc}", secrets)) from None


def send_log(payload: dict, logger: Any = None) -> None:
    """Write the alert as one WARNING line (``logger``: a ``logging.Logger`` or Dagster's ``context.log``)."""
    logger = logger or logging.getLogger("fairforge.alerts")
    conds = "; ".join(_condition_lines(payload))
    where = f"{payload['assistant_id']} {payload['partition_date']}"
    if payload.get("session_id"):
        where += f" session {payload['session_id']}"
    logger.warning(f"ALERT {payload['rule']} {payload['status']} [{where}] {conds} | evidence: "
                   f"{shorten(payload.get('insight') or '-', 500)} | alert {payload['alert_id']}")


class Notifier:
    """Sends one payload on one channel of a rule, resolving targets and secrets.

    Args:
        smtp: the rules file's ``smtp`` section (needed by the email channel).
        credentials: SMTP login (CLI: from the environment; Dagster: the resource's ``dg.EnvVar`` fields).
        env: where ``*_env`` variable names are looked up (default ``os.environ``).
        timeout: HTTP timeout in seconds.
        logger: destination of the ``log`` channel.
    """

    def __init__(self, smtp: Optional[SmtpConfig] = None, credentials: Optional[SmtpCredentials] = None,
                 env: Optional[Mapping[str, str]] = None, timeout: float = 10.0, logger: Any = None):
        self.smtp = smtp
        self.credentials = credentials or SmtpCredentials()
        self.env = os.environ if env is None else env
        self.timeout = timeout
        self.logger = logger

    def __repr__(self) -> str:
        return f"Notifier(smtp={self.smtp.host if self.smtp else None!r}, timeout={self.timeout})"

    def _url(self, literal: Optional[str], env_name: Optional[str], what: str) -> str:
        if literal:
            return literal
        value = self.env.get(env_name or "")
        if not value:
            raise DeliveryError(f"{what}: environment variable {env_name} is not set")
        return value

    def target(self, rule: Rule, channel: str) -> str:
        """Where a channel of a rule delivers, without secrets (for listings and logs)."""
        n = rule.notification
        try:
            if channel == "webhook":
                return describe_target(self._url(n.webhook_url, n.webhook_url_env, "webhook_url"))
            if channel == "slack":
                return describe_target(self._url(n.slack_webhook_url, n.slack_webhook_url_env, "slack_webhook_url"))
        except DeliveryError:
            return f"${n.webhook_url_env if channel == 'webhook' else n.slack_webhook_url_env} (unset)"
        if channel == "email":
            return ", ".join(n.email_to)
        return "log"

    def send(self, rule: Rule, channel: str, payload: dict) -> None:
        """Deliver ``payload`` on ``channel`` of ``rule``. Raises :class:`DeliveryError`."""
        n = rule.notification
        if n is None:
            raise DeliveryError(f"rule {rule.name!r} has no notification settings")
        if channel == "webhook":
            send_webhook(self._url(n.webhook_url, n.webhook_url_env, "webhook_url"), payload, self.timeout)
        elif channel == "slack":
            send_slack(self._url(n.slack_webhook_url, n.slack_webhook_url_env, "slack_webhook_url"), payload,
                       self.timeout)
        elif channel == "email":
            if self.smtp is None:
                raise DeliveryError("the email channel needs the rules file's smtp section")
            send_email(self.smtp, self.credentials, list(n.email_to), payload)
        elif channel == "log":
            send_log(payload, self.logger)
        else:
            raise DeliveryError(f"unknown channel {channel!r}")
