"""Dagster resources. ``FairforgeResource`` has exactly the fields of
:class:`fairforge_core.config.EvaluationSettings` (it inherits them), so the launchpad, the CLI's YAML file and the
Python API share one configuration model."""


import hashlib
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import dagster as dg

from fairforge_core.config import EvaluationSettings
from fairforge_core.core.embedder import Embedder
from fairforge_core.factory import EMBEDDER_SETTINGS, build_embedder, build_judge, build_mode
from fairforge_core.store import DuckDBStore
from fairforge_core.verdicts import ChunkJudge

_parts: dict[tuple, Any] = {}
_parts_lock = threading.Lock()


def _cached(kind: str, settings: EvaluationSettings, keys: tuple[str, ...], build, extra: str = "") -> Any:
    sig = (kind, json.dumps({k: getattr(settings, k) for k in keys}, sort_keys=True, default=str), extra)
    with _parts_lock:
        if sig not in _parts:
            _parts[sig] = build()
        return _parts[sig]


class FairforgeResource(dg.ConfigurableResource, EvaluationSettings):
    """Evaluation settings plus accessors for the configured parts.

    Embedders and decision backends are built once per process for a given configuration (model weights load
    once, whatever the number of runs or partitions).
    """

    def settings(self) -> EvaluationSettings:
        return EvaluationSettings.model_validate({k: getattr(self, k) for k in EvaluationSettings.model_fields})

    @contextmanager
    def open_store(self) -> Iterator[DuckDBStore]:
        """Open the store for one step: the DuckDB file (one writer process: keep steps short) or the DuckLake
        (``database: ducklake:...``, many writer processes)."""
        store = self.settings().open_store()
        try:
            yield store
        finally:
            store.close()

    def get_embedder(self) -> Embedder:
        s = self.settings()
        return _cached("embedder", s, EMBEDDER_SETTINGS, lambda: build_embedder(s))

    def get_judge(self) -> ChunkJudge:
        s = self.settings()
        emb = self.get_embedder()
        keys = (*EMBEDDER_SETTINGS, "reranker", "reranker_kwargs", "judge_kwargs")
        if s.decision == "llm":  # the chat model and its limits; the API key only as a one-way hash
            path, kwargs, api_key = s.regulatory_chat_model()
            keys += tuple(k for k in EvaluationSettings.model_fields
                          if k.startswith("llm_") and k != "llm_judge_api_key")
            keys += ("context_judge", "context_judge_kwargs")
            return _cached("judge", s, keys, lambda: build_judge(s, emb),
                           extra=hashlib.sha256((api_key or "").encode()).hexdigest())
        return _cached("judge", s, keys, lambda: build_judge(s, emb))

    def get_mode(self):
        return build_mode(self.settings())

