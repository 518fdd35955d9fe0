"""Sensors: register assistants found in the conversations input as dynamic partitions."""


import json
import os

import dagster as dg

from fairforge_assets.partitions import assistant_partitions
from fairforge_assets.resources import FairforgeResource
from fairforge_core.inputs import input_files, partitions_in
from fairforge_core.partition_keys import assistant_to_key


def _input_signature(path: str) -> str:
    """Cheap change detector for the input: paths, sizes and modification times."""
    sig = []
    for f in input_files(path):
        st = os.stat(f)
        sig.append([str(f), st.st_size, st.st_mtime_ns])
    return json.dumps(sig)


@dg.sensor(
    minimum_interval_seconds=60,
    default_status=dg.DefaultSensorStatus.STOPPED,
    description="Scans the conversations input and adds every new assistant as an `assistant` partition.",
)
def assistant_partitions_sensor(context: dg.SensorEvaluationContext, fairforge: FairforgeResource):
    settings = fairforge.settings()
    path = settings.conversations_path()
    signature = _input_signature(path)
    if context.cursor == signature:
        return dg.SkipReason("conversations input unchanged since the last tick")
    found = {assistant_to_key(a) for a, _ in partitions_in(path, settings.date_default())}
    known = set(context.instance.get_dynamic_partitions(assistant_partitions.name))
    new = sorted(found - known)
    if new:
        context.log.info("registering %d new assistant partition(s): %s", len(new), ", ".join(new))
    return dg.SensorResult(
        dynamic_partitions_requests=[assistant_partitions.build_add_request(new)] if new else [],
        cursor=signature,
    )
