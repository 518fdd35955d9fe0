"""Pydantic schemas with the seed libraries' field names (``fair_forge.schemas`` -> ``fairforge_core.schemas``)."""

from fairforge_core.schemas.common import Batch, Dataset, IterationLevel, SessionMetadata, StreamedBatch
from fairforge_core.schemas.regulatory import RegulatoryChunk, RegulatoryInteraction, RegulatoryMetric

__all__ = [
    "Batch",
    "Dataset",
    "IterationLevel",
    "RegulatoryChunk",
    "RegulatoryInteraction",
    "RegulatoryMetric",
    "SessionMetadata",
    "StreamedBatch",
]
