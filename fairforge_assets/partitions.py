"""Partitions: dynamic ``assistant`` x daily ``date``.

Assistant ids are free text; :mod:`fairforge_core.partition_keys` maps them to partition keys reversibly.
"""

from __future__ import annotations

from datetime import date

import dagster as dg

from fairforge_core.partition_keys import assistant_to_key, key_to_assistant

PARTITION_START_DATE = "2020-01-01"

assistant_partitions = dg.DynamicPartitionsDefinition(name="assistant")
date_partitions = dg.DailyPartitionsDefinition(start_date=PARTITION_START_DATE, end_offset=1)
compliance_partitions = dg.MultiPartitionsDefinition({"assistant": assistant_partitions, "date": date_partitions})


def partition_key(assistant_id: str, day: date) -> dg.MultiPartitionKey:
    """The multi-partition key of ``(assistant_id, day)``."""
    return dg.MultiPartitionKey({"assistant": assistant_to_key(assistant_id), "date": day.isoformat()})


def split_partition_key(key) -> tuple[str, date]:
    """``(assistant_id, date)`` from a multi-partition key (object or ``"date|assistant"`` string)."""
    if not isinstance(key, dg.MultiPartitionKey):
        key = compliance_partitions.get_partition_key_from_str(str(key))
    dims = key.keys_by_dimension
    return key_to_assistant(dims["assistant"]), date.fromisoformat(dims["date"])
