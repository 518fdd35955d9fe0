"""The compliance model: a cross-encoder that reads (rule, answer in its conversation) and gives the probabilities
of SUPPORTS, CONTRADICTS and NEUTRAL.

The packaged model (``fairforge_core/judge_model/``) is all-MiniLM-L6-v2 fine-tuned for this task by
``training/train.py`` on the project's own labelled pairs (``training/data``); its model card is
``fairforge_core/judge_model/README.md``. A model folder holds the Hugging Face files and ``fairforge-model.json``
(the weights' sha256, checked at every load, and how inputs were built). Nothing is ever downloaded.
"""

from __future__ import annotations

import hashlib
import json
import math
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Optional

import numpy as np

from fairforge_core.models import PRECISIONS, cached_model, default_precision, padded_batches

#: the folder of the packaged model, inside the installed package
PACKAGED_MODEL = Path(__file__).resolve().parent.parent / "judge_model"
MANIFEST = "fairforge-model.json"
#: column order of :meth:`ComplianceModel.predict`
LABELS = ("SUPPORTS", "CONTRADICTS", "NEUTRAL")


class ModelIntegrityError(ValueError):
    """A model folder whose weights do not match the sha256 recorded in its ``fairforge-model.json``."""


def label_roles(id2label: dict) -> dict[str, int]:
    """Map a model's own labels to roles by *name*: ``{"entailment": i, "contradiction": j, "neutral": k?}``.

    Names are matched case-insensitively on "entail"/"support" (entailment), "contradict"/"refute" (contradiction)
    and "neutral"/"not enough" (neutral). The position of a label never matters.

    Raises:
        ValueError: the labels do not name an entailment and a contradiction class (e.g. ``LABEL_0``/``LABEL_1``).
    """
    roles: dict[str, int] = {}
    for raw_id, name in id2label.items():
        n = str(name).lower()
        idx = int(raw_id)
        if "entail" in n or "support" in n:
            roles["entailment"] = idx
        elif "contradict" in n or "refute" in n:
            roles["contradiction"] = idx
        elif "neutral" in n or "not enough" in n:
            roles["neutral"] = idx
    if "entailment" not in roles or "contradiction" not in roles:
        raise ValueError(
            f"cannot tell entailment and contradiction apart from the model's labels {dict(id2label)}; an NLI model "
            "must name its classes (e.g. 'entailment', 'neutral', 'contradiction') in config.id2label")
    return roles


def file_sha256(path: Path) -> str:
    """sha256 hex of a file, read in 1 MiB blocks."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def read_manifest(folder: Path) -> dict:
    """The folder's ``fairforge-model.json`` after checking the weights against its ``sha256``.

    Raises:
        FileNotFoundError: no manifest or no ``model.safetensors`` in ``folder``.
        ModelIntegrityError: the weights' sha256 differs from the manifest's.
    """
    folder = Path(folder)
    manifest_path = folder / MANIFEST
    if not manifest_path.is_file():
        raise FileNotFoundError(f"{folder} is not a fairforge compliance model: {MANIFEST} is missing")
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    weights = folder / "model.safetensors"
    if not weights.is_file():
        raise FileNotFoundError(f"compliance model {folder}: model.safetensors is missing")
    actual = file_sha256(weights)
    if actual != manifest.get("sha256"):
        raise ModelIntegrityError(
            f"compliance model {folder}: model.safetensors has sha256 {actual}, but {MANIFEST} expects "
            f"{manifest.get('sha256')}; the weights were changed or damaged (reinstall fairforge, or retrain with "
            "training/train.py, which writes both)")
    return manifest


class ComplianceModel:
    """A local cross-encoder folder, loaded once per process, scoring batches of (rule, answer side) text pairs.

    Args:
        path: a model folder (default: the packaged model).
        precision: ``"float32"``, ``"bfloat16"`` or ``"int8"`` (faster, unfaithful, batch-dependent: see
            docs/verdicts.md); default (``None``): :func:`default_precision`.
        batch_size: the most pairs per forward pass.
        max_length: token limit per pair (default: the manifest's, else 256); longer pairs are cut, longest
            side first.

    Raises:
        ValueError: an unknown ``precision`` (at construction).
        FileNotFoundError, ModelIntegrityError: (at first use) see :func:`read_manifest`.
        ValueError: (at first use) labels that do not name SUPPORTS / CONTRADICTS / NEUTRAL, or (from
            :meth:`predict`) NaN probabilities.
    """

    def __init__(self, path: Optional[str | Path] = None, precision: Optional[str] = None, batch_size: int = 32,
                 max_length: Optional[int] = None):
        if precision is not None and precision not in PRECISIONS:
            raise ValueError(f"precision must be one of {', '.join(PRECISIONS)}, got {precision!r}")
        self.path = Path(path).expanduser().resolve() if path else PACKAGED_MODEL
        self.precision = precision or default_precision()
        self.batch_size = int(batch_size)
        self._max_length = max_length

    @property
    def manifest(self) -> dict:
        return self._load()[2]

    @property
    def max_length(self) -> int:
        return int(self._max_length or self.manifest.get("max_length", 256))

    @property
    def model_id(self) -> str:
        """``<folder>@<first 12 hex of the sha256>/<precision>``, e.g. ``judge_model@90d31f46ff3f/bf16``."""
        return f"{self.path.name}@{self.manifest['sha256'][:12]}/{PRECISIONS[self.precision]}"

    def _load(self):
        return cached_model(("compliance-model", str(self.path), self.precision), self._build)

    def _build(self):
        import torch
        from transformers import AutoModelForSequenceClassification, AutoTokenizer

        manifest = read_manifest(self.path)
        tok = AutoTokenizer.from_pretrained(str(self.path), local_files_only=True)
        model = AutoModelForSequenceClassification.from_pretrained(str(self.path), local_files_only=True,
                                                                   dtype=torch.float32)
        model.eval()
        roles = label_roles(model.config.id2label)
        if "neutral" not in roles:
            raise ValueError(f"compliance model {self.path} has no NEUTRAL label: {model.config.id2label}")
        if self.precision == "int8":
            with warnings.catch_warnings():  # torch.ao's deprecation notice; the API is stable in the pinned torch
                warnings.simplefilter("ignore")
                model = torch.ao.quantization.quantize_dynamic(model, {torch.nn.Linear}, dtype=torch.qint8)
        elif self.precision == "bfloat16":
            model = model.to(torch.bfloat16)
        order = [roles["entailment"], roles["contradiction"], roles["neutral"]]
        return tok, model, manifest, order

    def predict(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        """Probabilities, shape ``(len(pairs), 3)``, columns in :data:`LABELS` order, rows summing to 1.

        Raises:
            ValueError: the model returned NaN for some pair.
        """
        if not pairs:
            return np.zeros((0, 3), dtype=np.float32)
        tok, model, _, order = self._load()
        out = pair_probabilities(tok, model, pairs, self.batch_size, self.max_length)[:, order]
        if np.isnan(out).any():
            raise ValueError(f"compliance model {self.path} returned NaN probabilities")
        return out


def pair_probabilities(tok, model, pairs: Sequence[tuple[str, str]], batch_size: int, max_length: int) -> np.ndarray:
    """Softmax probabilities of a sequence-classification ``model``, shape ``(len(pairs), n_labels)``, columns in
    the model's own label order; pairs are cut to ``max_length`` tokens, longest side first, and batched by
    :func:`fairforge_core.models.padded_batches`, so their probabilities do not depend on the batch. Used at run
    time and by training/train.py.
    """
    import torch

    out = np.zeros((len(pairs), model.config.num_labels), dtype=np.float32)
    if not pairs:
        return out
    enc = tok([a for a, _ in pairs], [b for _, b in pairs], truncation=True, max_length=max_length)
    for idx, batch in padded_batches(tok, enc, batch_size, max_length):
        with torch.inference_mode():
            out[idx] = torch.softmax(model(**batch).logits.float(), dim=-1).numpy()
    return out


def support_score(p_contradicts: float, cut: float, threshold: float = 0.6) -> float:
    """The stored support score of a decision whose contradiction probability is ``p_contradicts``.

    ``1 - p_contradicts`` rescaled piecewise-linearly so that the model's cut-off ``cut`` lands exactly on the
    verdict ``threshold`` (``contradiction_threshold``, default 0.6): ``p >= cut`` gives a score in [0, threshold]
    (CONTRADICTS), ``p < cut`` a score in (threshold, 1] (SUPPORTS). Re-scoring stored rows with another
    ``contradiction_threshold`` therefore moves the model's cut-off in the same direction.
    """
    p = min(max(float(p_contradicts), 0.0), 1.0)
    if math.isnan(p):
        raise ValueError("contradiction probability is NaN")
    if p >= cut:
        return threshold * (1.0 - p) / (1.0 - cut) if cut < 1.0 else 0.0
    return threshold + (1.0 - threshold) * (cut - p) / cut
