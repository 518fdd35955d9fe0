"""The data-source interface (``fair_forge.core.retriever.Retriever``)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator
from typing import Union

from fairforge_core.schemas.common import Dataset, IterationLevel, StreamedBatch

RetrieverOutput = Union[list[Dataset], Iterator[Dataset], Iterator[StreamedBatch]]


class Retriever(ABC):
    """Loads the sessions a metric evaluates.

    Subclasses implement :meth:`load_dataset`. Keyword arguments given to a metric's ``run`` that the metric does
    not consume are passed to the retriever's constructor and kept in ``self.kwargs`` (fair-forge behaviour).

    ``iteration_level`` tells the metric what ``load_dataset`` returns: a list of datasets (``FULL_DATASET``, the
    default), an iterator of datasets (``STREAM_SESSIONS``) or an iterator of :class:`StreamedBatch`
    (``STREAM_BATCHES``).
    """

    def __init__(self, **kwargs):
        self.kwargs = kwargs

    @property
    def iteration_level(self) -> IterationLevel:
        return IterationLevel.FULL_DATASET

    @abstractmethod
    def load_dataset(self) -> RetrieverOutput:
        """Return the sessions to evaluate (see the class docstring for the accepted shapes)."""
