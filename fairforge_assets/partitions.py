"""Partitions: dynamic ``assistant`` x daily ``date``.

Assistant ids are free text; :mod:`fairforge_core.partition_keys` maps them to partition keys reversibly.

The date dimension starts at a configured day, so that a Dagster instance shows the days that hold data, not years
of empty partitions. The module-level ``compliance_partitions`` (used by ``ALL_ASSETS`` for the Python API and for
parsing keys) starts at :data:`EARLIEST_PARTITION_DATE`; the definitions ``dagster dev`` loads
(:func:`fairforge_assets.definitions.build_definitions`) and the ones ``fairforge evaluate`` runs rebuild the
partitioned assets with the start of :func:`partitions_start` (see :func:`with_date_start`).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, timedelta

import dagster as dg

from fairforge_core.partition_keys import assistant_to_key, key_to_assistant

#: The widest start of the date dimension: that of the module-level ``compliance_partitions`` (Python API).
EARLIEST_PARTITION_DATE = "2020-01-01"
#: Days before today (UTC) where the date dimension starts when no setting and no data give a start.
FALLBACK_START_DAYS = 30

assistant_partitions = dg.DynamicPartitionsDefinition(name="assistant")


def date_partitions_from(start: date) -> dg.DailyPartitionsDefinition:
    """The daily ``date`` dimension from ``start`` to tomorrow (``end_offset=1``: today is a valid partition for
    sessions that arrive during the day)."""
    return dg.DailyPartitionsDefinition(start_date=start.isoformat(), end_offset=1)


def compliance_partitions_from(start: date) -> dg.MultiPartitionsDefinition:
    """``assistant`` x ``date`` with the date dimension starting at ``start``."""
    return dg.MultiPartitionsDefinition({"assistant": assistant_partitions, "date": date_partitions_from(start)})


date_partitions = date_partitions_from(date.fromisoformat(EARLIEST_PARTITION_DATE))
compliance_partitions = dg.MultiPartitionsDefinition({"assistant": assistant_partitions, "date": date_partitions})


def partitions_start(settings, today: date | None = None) -> tuple[date, str]:
    """The first day of the date dimension for ``settings`` (an ``EvaluationSettings``), and where it comes from.

    In this order: ``partitions_start_date`` when set; else the earliest session date of the ``conversations`` input
    (the bundled sample when empty; sessions without ``started_at`` count as ``default_date`` or today); else, when
    the input is missing or holds no dated record, :data:`FALLBACK_START_DAYS` days before ``today`` (UTC).

    Returns:
        ``(start, source)``; ``source`` says where the start comes from, in words (``"partitions_start_date"``,
        ``"earliest session date of the conversations input"``, or ``"no dated session in the conversations input:
        30 days before today"``).
    """
    from fairforge_core.inputs import earliest_session_date, today_utc

    today = today or today_utc()
    configured = settings.partitions_start()
    if configured is not None:
        return configured, "partitions_start_date"
    try:
        earliest = earliest_session_date(settings.conversations_path(), settings.date_default() or today)
    except (FileNotFoundError, OSError):
        earliest = None
    if earliest is not None:
        return min(earliest, today), "earliest session date of the conversations input"
    return (today - timedelta(days=FALLBACK_START_DAYS),
            f"no dated session in the conversations input: {FALLBACK_START_DAYS} days before today")


def with_date_start(assets: Sequence, start: date, source: str = "") -> list:
    """``assets`` with every asset partitioned by the module-level ``compliance_partitions`` rebuilt on
    ``assistant`` x ``date`` from ``start`` (one partitions definition object for all of them), with the start in
    their ``partitions_start`` metadata (and ``source``, the reason, in ``partitions_start_source`` when given);
    other assets, source assets and checks are returned as they are."""
    new_def = compliance_partitions_from(start)
    md = {"partitions_start": start.isoformat(), **({"partitions_start_source": source} if source else {})}
    out = []
    for a in assets:
        if isinstance(a, dg.AssetsDefinition) and a.partitions_def == compliance_partitions:
            a = a.map_asset_specs(lambda spec: spec.replace_attributes(partitions_def=new_def)
                                  .merge_attributes(metadata=md))
        out.append(a)
    return out


def partition_key(assistant_id: str, day: date) -> dg.MultiPartitionKey:
    """The multi-partition key of ``(assistant_id, day)``."""
    return dg.MultiPartitionKey({"assistant": assistant_to_key(assistant_id), "date": day.isoformat()})


def split_partition_key(key) -> tuple[str, date]:
    """``(assistant_id, date)`` from a multi-partition key (object or ``"date|assistant"`` string)."""
    if not isinstance(key, dg.MultiPartitionKey):
        key = compliance_partitions.get_partition_key_from_str(str(key))
    dims = key.keys_by_dimension
    return key_to_assistant(dims["assistant"]), date.fromisoformat(dims["date"])
