"""fairforge_assets: the Dagster glue (definitions, resources, partitions, assets, checks, sensors, schedules)."""
