"""Interaction labels for policy evaluation: a JSONL file, one labelled interaction per line.

Format (as ``benchmarks/regulatory-dev/labels.jsonl``)::

    {"session_id": "dev-01", "qa_id": "dev-01-q1", "label": "COMPLIANT",
     "dataset": "regulatory-dev", "synthetic": false, "benchmark_evidence": true}

* ``session_id``, ``qa_id``: non-blank strings identifying a stored interaction (``interaction_verdicts``);
* ``label``: ``COMPLIANT`` (the positive class), ``NON_COMPLIANT`` (the negative class) or ``IRRELEVANT`` (left out
  of the binary figures and counted separately);
* optional provenance: ``dataset`` (string), ``synthetic`` and ``benchmark_evidence`` (booleans, default false);
* any other key (``clause``, ``kind``, ``rationale``, ...) is ignored. Blank lines are skipped.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Union

COMPLIANT = "COMPLIANT"
NON_COMPLIANT = "NON_COMPLIANT"
IRRELEVANT = "IRRELEVANT"
LABEL_VALUES = (COMPLIANT, NON_COMPLIANT, IRRELEVANT)


@dataclass(frozen=True)
class InteractionLabel:
    """One labelled interaction (``line`` is 1-based in the labels file)."""

    session_id: str
    qa_id: str
    label: str
    dataset: str = ""
    synthetic: bool = False
    benchmark_evidence: bool = False
    line: int = 0

    @property
    def key(self) -> tuple[str, str]:
        return (self.session_id, self.qa_id)

    @property
    def is_binary(self) -> bool:
        """``True`` for COMPLIANT / NON_COMPLIANT (the labels that enter the binary figures)."""
        return self.label != IRRELEVANT


@dataclass(frozen=True)
class LabelSet:
    """The labels of one file, in file order, with the file's sha256 (hex) for provenance."""

    path: str
    sha256: str
    labels: tuple[InteractionLabel, ...]

    def counts(self) -> Counter:
        """Labels per value, e.g. ``Counter({"COMPLIANT": 32, "NON_COMPLIANT": 28, "IRRELEVANT": 10})``."""
        return Counter(lab.label for lab in self.labels)


def _optional_bool(obj: dict, key: str, where: str) -> bool:
    value = obj.get(key)
    if value is None:
        return False
    if not isinstance(value, bool):
        raise ValueError(f"{where}: {key!r} must be true or false, got {value!r}")
    return value


def parse_label(obj: Any, where: str, line: int = 0) -> InteractionLabel:
    """Validate one decoded JSON line. ``where`` (``"file:line"``) prefixes every error; ``line`` is recorded.

    Raises:
        ValueError: not an object; missing/blank/non-string ``session_id`` or ``qa_id``; unknown ``label``;
            ``dataset`` not a string; ``synthetic``/``benchmark_evidence`` not booleans.
    """
    if not isinstance(obj, dict):
        raise ValueError(f"{where}: expected a JSON object, got {type(obj).__name__}")
    ids = []
    for key in ("session_id", "qa_id"):
        value = obj.get(key)
        if not isinstance(value, str) or not value.strip():
            raise ValueError(f"{where}: {key!r} must be a non-blank string, got {value!r}")
        ids.append(value)
    label = obj.get("label")
    if label not in LABEL_VALUES:
        raise ValueError(f"{where}: 'label' must be one of {', '.join(LABEL_VALUES)}, got {label!r}")
    dataset = obj.get("dataset")
    if dataset is None:
        dataset = ""
    if not isinstance(dataset, str):
        raise ValueError(f"{where}: 'dataset' must be a string, got {dataset!r}")
    return InteractionLabel(
        session_id=ids[0], qa_id=ids[1], label=label, dataset=dataset,
        synthetic=_optional_bool(obj, "synthetic", where),
        benchmark_evidence=_optional_bool(obj, "benchmark_evidence", where),
        line=line,
    )


def load_labels(path: Union[str, Path]) -> LabelSet:
    """Read and validate a labels JSONL file.

    Raises:
        FileNotFoundError: the file does not exist.
        ValueError: a line is not valid JSON or not a valid label (message ``"FILE:LINE: reason"``), or a
            ``(session_id, qa_id)`` pair is labelled twice (both lines named), or the file has no label.
    """
    p = Path(path)
    if not p.is_file():
        raise FileNotFoundError(f"labels file not found: {p}")
    raw = p.read_bytes()
    text = raw.decode("utf-8-sig")
    labels: list[InteractionLabel] = []
    first_line: dict[tuple[str, str], int] = {}
    for n, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        where = f"{p}:{n}"
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{where}: not valid JSON ({exc.msg})") from exc
        lab = parse_label(obj, where, n)
        if lab.key in first_line:
            raise ValueError(f"{where}: session_id {lab.session_id!r} qa_id {lab.qa_id!r} is already labelled on "
                             f"line {first_line[lab.key]}")
        first_line[lab.key] = n
        labels.append(lab)
    if not labels:
        raise ValueError(f"labels file {p} contains no labels")
    return LabelSet(path=str(p), sha256=hashlib.sha256(raw).hexdigest(), labels=tuple(labels))
