"""fairforge_core: the pure library behind fairforge (no Dagster import).

Import paths mirror fair-forge 3.0.0 with ``fair_forge`` replaced by ``fairforge_core``, for example
``fairforge_core.metrics.regulatory.Regulatory`` or ``fairforge_core.connectors.LocalCorpusConnector``.
"""

__version__ = "0.1.0"
