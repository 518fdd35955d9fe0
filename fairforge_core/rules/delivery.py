"""Deliver queued notifications exactly once (the ``alert_deliveries`` outbox).

The delivery state lives in one place, the ``alert_deliveries`` row of ``(alert_id, channel)``, and is checked and
changed there under DuckDB transactions:

1. **claim** (short transaction): due rows (``pending``/``retrying`` with ``next_attempt_at <= now``, or ``sending``
   whose claim expired) become ``sending`` with this pass's ``claim_id`` and a lease; ``attempts`` is incremented.
   Rows whose rule or channel is no longer configured, or whose alert is no longer triggered, become ``cancelled``;
   rows inside their rule's cooldown (another alert of the same rule, assistant and channel delivered less than
   ``cooldown_minutes`` ago) become ``suppressed``.
2. **send**, with the database closed (DuckDB allows one writer process; network waits never hold the lock).
3. **record** (short transaction, only if the row still carries this ``claim_id``): ``delivered`` with
   ``delivered_at``, or ``retrying`` with ``last_error`` and ``next_attempt_at`` after exponential backoff, or
   ``failed`` after ``max_attempts``.

A delivered row is never claimed again, so repeated passes (sensor ticks, daemon restarts, CLI runs) send nothing
new. The only way to send twice is a process that dies after the receiver accepted a message and before step 3:
the lease then expires and the message is sent again (at-least-once in that window). Webhook requests carry
``Idempotency-Key: <alert_id>`` and e-mails a deterministic ``Message-ID`` so receivers can drop such a repeat.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Optional

from fairforge_core.rules.alerts import next_due
from fairforge_core.rules.models import RuleSet
from fairforge_core.rules.notify import DeliveryError, Notifier
from fairforge_core.store.duckdb_store import DuckDBStore, utcnow

StoreOpener = Callable[[], AbstractContextManager[DuckDBStore]]
ERROR_LIMIT = 500


@dataclass
class DeliveryReport:
    """Outcome of one :func:`deliver_pending` pass.

    ``outcomes``: one dict per row handled (``alert_id, channel, rule, assistant_id, partition_date, session_id,
    status, attempts, error, target``); ``pending``: rows still waiting afterwards; ``next_attempt_at``: when the
    earliest of them is due (``None`` when none).
    """

    outcomes: list[dict] = field(default_factory=list)
    pending: int = 0
    next_attempt_at: Optional[datetime] = None

    def count(self, status: str) -> int:
        return sum(1 for o in self.outcomes if o["status"] == status)

    @property
    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for o in self.outcomes:
            out[o["status"]] = out.get(o["status"], 0) + 1
        return out


def _claim(store: DuckDBStore, ruleset: RuleSet, now: datetime, claim_id: str, seen: set, lease: float,
           limit: int) -> tuple[list[dict], list[dict]]:
    """Claim due rows; returns ``(claimed rows, final outcomes decided here: cancelled/suppressed)``."""
    claimed, decided = [], []
    with store.transaction():
        due = store.query_dicts(
            "SELECT d.alert_id, d.channel, d.rule, d.assistant_id, d.partition_date, d.session_id, d.attempts, "
            "d.payload, a.status AS alert_status FROM alert_deliveries d LEFT JOIN alerts a USING (alert_id) "
            "WHERE (d.status IN ('pending', 'retrying') AND d.next_attempt_at <= ?) "
            "   OR (d.status = 'sending' AND d.lease_until <= ?) "
            "ORDER BY d.created_at, d.partition_date, d.alert_id, d.channel", [now, now])
        busy = {tuple(r) for r in store.query(
            "SELECT rule, assistant_id, channel FROM alert_deliveries WHERE status = 'sending' AND lease_until > ?",
            [now])}
        for row in due:
            key = (row["alert_id"], row["channel"])
            if key in seen:
                continue
            if len(claimed) >= limit:
                break
            rule = ruleset.get(row["rule"])
            reason = None
            if rule is None:
                reason = f"rule {row['rule']!r} is no longer in the rules file"
            elif row["channel"] not in rule.channels():
                reason = f"channel {row['channel']} is no longer configured for rule {rule.name!r}"
            elif row["alert_status"] != "triggered":
                reason = "the alert is no longer triggered (its partition was re-evaluated)"
            if reason:
                store.con.execute("UPDATE alert_deliveries SET status = 'cancelled', last_error = ?, claim_id = NULL, "
                                  "lease_until = NULL, next_attempt_at = NULL WHERE alert_id = ? AND channel = ?",
                                  [reason, *key])
                seen.add(key)
                decided.append({**row, "status": "cancelled", "error": reason})
                continue
            group = (row["rule"], row["assistant_id"], row["channel"])
            if rule.cooldown_minutes > 0:
                if group in busy:
                    continue  # another alert of this group is being sent; decide after it
                recent = store.query(
                    "SELECT alert_id, delivered_at FROM alert_deliveries WHERE rule = ? AND assistant_id = ? AND "
                    "channel = ? AND status = 'delivered' AND alert_id <> ? AND delivered_at > ? "
                    "ORDER BY delivered_at DESC LIMIT 1",
                    [*group, row["alert_id"], now - timedelta(minutes=rule.cooldown_minutes)])
                if recent:
                    reason = (f"cooldown: alert {recent[0][0]} of this rule was delivered to this assistant's "
                              f"{row['channel']} at {recent[0][1].isoformat()} (cooldown {rule.cooldown_minutes:g} "
                              "min)")
                    store.con.execute(
                        "UPDATE alert_deliveries SET status = 'suppressed', last_error = ?, claim_id = NULL, "
                        "lease_until = NULL, next_attempt_at = NULL WHERE alert_id = ? AND channel = ?",
                        [reason, *key])
                    seen.add(key)
                    decided.append({**row, "status": "suppressed", "error": reason})
                    continue
                busy.add(group)
            seen.add(key)
            claimed.append({**row, "attempts": row["attempts"] + 1, "rule_obj": rule})
        if claimed:
            _update_from(store, {"alert_id": [r["alert_id"] for r in claimed],
                                 "channel": [r["channel"] for r in claimed]},
                         "status = 'sending', claim_id = ?, lease_until = ?, attempts = d.attempts + 1",
                         [claim_id, now + timedelta(seconds=lease)])
    return claimed, decided


def _update_from(store: DuckDBStore, keys: dict[str, list], set_sql: str, params: list,
                 where_sql: str = "") -> None:
    """One ``UPDATE alert_deliveries`` joined to a registered table of keys (and per-row values ``v.*``)."""
    with store.registered("_ff_delivery_keys", keys):
        store.con.execute(
            f"UPDATE alert_deliveries AS d SET {set_sql} FROM _ff_delivery_keys AS v "
            f"WHERE d.alert_id = v.alert_id AND d.channel = v.channel {where_sql}", params)


def _public(row: dict, status: str, error: Optional[str], target: Optional[str] = None) -> dict:
    return {"alert_id": row["alert_id"], "channel": row["channel"], "rule": row["rule"],
            "assistant_id": row["assistant_id"], "partition_date": row["partition_date"],
            "session_id": row["session_id"], "status": status, "attempts": row["attempts"], "error": error,
            "target": target}


def deliver_pending(open_store: StoreOpener, ruleset: RuleSet, notifier: Optional[Notifier] = None, *,
                    clock: Callable[[], datetime] = utcnow, logger: Any = None, max_deliveries: int = 500,
                    max_rounds: int = 100) -> DeliveryReport:
    """Send every due notification once; record each result (see the module docstring).

    Args:
        open_store: returns a context manager yielding a writable :class:`DuckDBStore`; it is opened briefly for
            each claim and each record step, never while sending.
        ruleset: the current rules (targets, cooldowns, retry policy).
        notifier: channel transports (default: ``Notifier(ruleset.smtp, timeout=ruleset.delivery.timeout_seconds)``
            with SMTP credentials from the environment).
        clock: current time (UTC); tests pass a later clock to simulate later ticks.
        logger: receives one line per outcome (and the ``log`` channel when ``notifier`` is the default).
        max_deliveries: at most this many sends per pass (the rest stay due for the next pass).
        max_rounds: claim/send/record rounds per pass (a cooldown group sends one alert per round).

    Returns:
        A :class:`DeliveryReport`. Delivery failures never raise: they are recorded and retried later.
    """
    from fairforge_core.rules.notify import SmtpCredentials

    policy = ruleset.delivery
    if notifier is None:
        notifier = Notifier(ruleset.smtp, SmtpCredentials.from_env(), timeout=policy.timeout_seconds, logger=logger)
    claim_id = uuid.uuid4().hex
    seen: set = set()
    report = DeliveryReport()
    sent = 0
    for _ in range(max_rounds):
        with open_store() as store:
            claimed, decided = _claim(store, ruleset, clock(), claim_id, seen, policy.lease_seconds,
                                      max_deliveries - sent)
        for row in decided:
            report.outcomes.append(_public(row, row["status"], row["error"]))
            if logger is not None:
                logger.info(f"alert {row['alert_id'][:12]} {row['rule']} -> {row['channel']}: {row['status']}: "
                            f"{row['error']}")
        if not claimed:
            if not decided:
                break
            continue
        results = []
        for row in claimed:
            rule = row["rule_obj"]
            payload = json.loads(row["payload"])
            target = notifier.target(rule, row["channel"])
            try:
                notifier.send(rule, row["channel"], payload)
                results.append((row, None, None, target))
            except DeliveryError as exc:
                results.append((row, str(exc)[:ERROR_LIMIT], exc.retry_after, target))
            except Exception as exc:  # noqa: BLE001 - a broken channel must not block the other alerts
                results.append((row, f"{type(exc).__name__}: {exc}"[:ERROR_LIMIT], None, target))
        sent += len(claimed)
        now = clock()
        rows: dict[str, list] = {"alert_id": [], "channel": [], "status": [], "last_error": [],
                                 "next_attempt_at": [], "delivered_at": []}
        for row, error, retry_after, target in results:
            if error is None:
                status, due = "delivered", None
            elif row["attempts"] >= policy.max_attempts:
                status, due = "failed", None
            else:
                status = "retrying"
                due = now + timedelta(seconds=max(policy.backoff(row["attempts"]), retry_after or 0.0))
            for k, v in (("alert_id", row["alert_id"]), ("channel", row["channel"]), ("status", status),
                         ("last_error", error), ("next_attempt_at", due),
                         ("delivered_at", now if error is None else None)):
                rows[k].append(v)
            report.outcomes.append(_public(row, status, error, target))
            if logger is not None:
                where = f"{row['assistant_id']} {row['partition_date']}" + (
                    f" session {row['session_id']}" if row["session_id"] else "")
                msg = (f"alert {row['alert_id'][:12]} {row['rule']} [{where}] -> {row['channel']} {target}: "
                       f"{status} (attempt {row['attempts']})" + (f": {error}" if error else ""))
                (logger.info if error is None else logger.warning)(msg)
        with open_store() as store, store.transaction():
            # only rows this pass still holds (a claim that expired and was taken over is not overwritten)
            _update_from(store, rows, "status = v.status, last_error = v.last_error, next_attempt_at = "
                         "v.next_attempt_at, delivered_at = v.delivered_at, claim_id = NULL, lease_until = NULL",
                         [claim_id], "AND d.claim_id = ?")
        if sent >= max_deliveries:
            break
    with open_store() as store:
        report.pending = store.query("SELECT count(*) FROM alert_deliveries WHERE status IN "
                                     "('pending', 'retrying', 'sending')")[0][0]
        report.next_attempt_at = next_due(store)
    return report
