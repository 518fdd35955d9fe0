"""Input schemas shared by every metric: :class:`Dataset` (one session) and :class:`Batch` (one interaction).

Field names, types and defaults follow fair-forge 3.0.0 (``fair_forge.schemas.common``) so that a seed user's data
validates unchanged. fairforge adds one optional field, ``Dataset.started_at``, which decides the session's daily
partition. Unknown fields are ignored, as in the original.
"""

from __future__ import annotations

import unicodedata
from datetime import datetime
from enum import Enum
from typing import Any, Optional

from pydantic import BaseModel, ConfigDict, Field, field_validator


def _no_control_characters(value: str) -> str:
    """``value`` unchanged; ``ValueError`` when it holds a control character (Unicode category Cc: NUL, escape,
    newline, tab, DEL, ...). Ids travel into partition keys, file names, logs and SQL results, where such a
    character hides or forges text."""
    for i, ch in enumerate(value):
        if unicodedata.category(ch) == "Cc":
            raise ValueError(f"control character U+{ord(ch):04X} at position {i} is not allowed in an id")
    return value


class Batch(BaseModel):
    """One interaction (a user query and the assistant's answer) inside a session.

    Attributes:
        qa_id: interaction id, unique inside its session.
        query: the user's message.
        assistant: the assistant's answer (the text that is judged).
        ground_truth_assistant: the expected answer (required, as in fair-forge 3.0.0).
        observation: optional free-text observation.
        logprobs, agentic, ground_truth_agentic: optional dictionaries carried through unchanged.
        weight: optional finite, non-negative weight of this interaction in the session aggregate (NaN and
            Infinity are rejected); see :func:`fairforge_core.statistical.resolve_weights` for how missing weights
            are filled in.

    Raises:
        pydantic.ValidationError (a ``ValueError``): a non-finite or negative weight, or a control character in
            ``qa_id``.
    """

    model_config = ConfigDict(extra="ignore")

    qa_id: str
    query: str
    assistant: str
    ground_truth_assistant: str
    observation: Optional[str] = None
    logprobs: Optional[dict] = Field(default_factory=dict)
    agentic: Optional[dict] = Field(default_factory=dict)
    ground_truth_agentic: Optional[dict] = Field(default_factory=dict)
    weight: Optional[float] = Field(default=None, ge=0, allow_inf_nan=False)

    _check_qa_id = field_validator("qa_id")(_no_control_characters)


class Dataset(BaseModel):
    """One session: an assistant's conversation with a user.

    Attributes:
        session_id: session id, unique across the input.
        assistant_id: free-text assistant id (spaces, accents and punctuation allowed).
        language: conversation language, default ``"english"``.
        context: the system context the assistant worked under (required, as in fair-forge).
        conversation: the interactions, in order.
        started_at: fairforge extension. ISO-8601 start time; its UTC date is the session's ``date`` partition.
            Sessions without it take the date the user gives (default: today, UTC).

    Raises:
        pydantic.ValidationError (a ``ValueError``): a missing field, or a control character in ``session_id`` or
            ``assistant_id`` (see :class:`Batch` for the interactions' checks).
    """

    model_config = ConfigDict(extra="ignore")

    session_id: str
    assistant_id: str
    language: Optional[str] = "english"
    context: str
    conversation: list[Batch]
    started_at: Optional[datetime] = None

    _check_ids = field_validator("session_id", "assistant_id")(_no_control_characters)


class IterationLevel(str, Enum):
    """How a :class:`~fairforge_core.core.retriever.Retriever` hands data to a metric."""

    FULL_DATASET = "full_dataset"
    STREAM_SESSIONS = "stream_sessions"
    STREAM_BATCHES = "stream_batches"


class SessionMetadata(BaseModel):
    """Session fields that travel with each :class:`StreamedBatch` under ``stream_batches``."""

    session_id: str
    assistant_id: str
    language: Optional[str] = "english"
    context: str


class StreamedBatch(BaseModel):
    """One interaction plus its session metadata, for ``IterationLevel.STREAM_BATCHES``."""

    metadata: SessionMetadata
    batch: Batch


class BaseMetric(BaseModel):
    """Fields every per-session metric result carries."""

    session_id: str
    assistant_id: str


def dataset_from_obj(obj: Any) -> Dataset:
    """Validate a parsed JSON object as a :class:`Dataset` (raises ``pydantic.ValidationError``)."""
    return Dataset.model_validate(obj)
