"""Corpus connectors. ``LakeFSCorpusConnector`` lives in :mod:`fairforge_core.connectors.lakefs` (as in fair-forge)."""

from fairforge_core.connectors.base import CorpusConnector, CorpusSnapshot, RegulatoryDocument
from fairforge_core.connectors.local import LocalCorpusConnector

__all__ = ["CorpusConnector", "CorpusSnapshot", "LocalCorpusConnector", "RegulatoryDocument"]
