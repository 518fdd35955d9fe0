"""A worker process for tests/test_parallel.py: evaluates partitions one after the other, each as one Dagster run
(``fairforge evaluate``'s own per-partition function) on a database, and prints one JSON line per partition (pid,
start and end).

``--barrier FILE`` waits for FILE to exist before starting (so that several workers start together).
``--kill-at evaluating|publishing`` SIGKILLs this process in the middle of the partition: after the first rows were
staged (``evaluating``), or inside the publishing transaction after the old ``interaction_verdicts`` rows were
deleted and the new ones inserted but before ``retrieved_chunks`` and the commit (``publishing``).

Usage: ``python -m tests.partition_worker SETTINGS_JSON PARTITIONS_JSON [--barrier FILE] [--kill-at WHERE]`` with
PARTITIONS_JSON a list of ``[assistant_id, "YYYY-MM-DD"]``.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _kill_at(where: str) -> None:
    from fairforge_core import pipeline
    from fairforge_core.store import duckdb_store

    if where == "evaluating":
        flush = pipeline._RowBuffer.flush

        def flush_then_die(self):
            flush(self)
            if self.table.endswith("retrieved_chunks"):
                os.kill(os.getpid(), signal.SIGKILL)

        pipeline._RowBuffer.flush = flush_then_die
    elif where == "publishing":
        publish = duckdb_store.DuckDBStore.publish_staged

        def publish_then_die(self, table, assistant_id, partition_date):
            n = publish(self, table, assistant_id, partition_date)
            if table == "interaction_verdicts":
                os.kill(os.getpid(), signal.SIGKILL)
            return n

        duckdb_store.DuckDBStore.publish_staged = publish_then_die


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("settings")
    p.add_argument("partitions")
    p.add_argument("--barrier")
    p.add_argument("--kill-at", choices=["evaluating", "publishing"])
    args = p.parse_args()
    import dagster as dg

    from fairforge_assets.cli import evaluate_one_partition
    from fairforge_assets.definitions import run_resources
    from fairforge_assets.resources import FairforgeResource
    from fairforge_core.config import EvaluationSettings
    from fairforge_core.partition_keys import assistant_to_key

    settings = EvaluationSettings.model_validate(json.loads(args.settings))
    resources = run_resources(FairforgeResource(**settings.model_dump()))
    instance = dg.DagsterInstance.ephemeral()
    partitions = [(a, date.fromisoformat(d)) for a, d in json.loads(args.partitions)]
    instance.add_dynamic_partitions("assistant", sorted({assistant_to_key(a) for a, _ in partitions}))
    if args.kill_at:
        _kill_at(args.kill_at)
    if args.barrier:
        while not Path(args.barrier).exists():
            time.sleep(0.01)
    failed = False
    for assistant, day in partitions:
        start = time.time()
        out = evaluate_one_partition(settings, resources, instance, assistant, day)
        print(json.dumps({"pid": os.getpid(), "start": start, "end": time.time(), "failure": out["failure"]}),
              flush=True)
        failed = failed or out["failure"] is not None
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
