"""Leakage check: no text of an evaluation set may appear in the training data, exactly or nearly.

Evaluation texts are the rule units of every labelled set's corpus (``benchmarks/data/*/corpus``, the development set
in ``../shared/benchmarks/regulatory-dev`` when present), the questions and answers of their conversations, and the
rules, questions and answers of the judge probes (``benchmarks/data/judge-probes/probes.jsonl``). A training text
(rule, question, answer, earlier turn) *leaks* when, after lower-casing and keeping only words, it equals an
evaluation text, or both have at least :data:`MIN_WORDS` words and share at least :data:`MIN_JACCARD` of their word
sets (Jaccard), or they share a run of :data:`RUN` consecutive words.

    python training/leakage.py    # every leak in training/data and the other batch folders; exits 1 if there is one
"""

from __future__ import annotations

import json
import math
import os
import re
import sys
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fairforge_core.judges.pairs import rule_units  # noqa: E402

MIN_WORDS = 8
MIN_JACCARD = 0.7
RUN = 12
_WORD = re.compile(r"[a-z0-9]+")


def words(text: str) -> list[str]:
    return _WORD.findall((text or "").lower())


def shared_dir() -> Path:
    return Path(os.environ.get("FAIRFORGE_SHARED") or ROOT.parent / "shared")


def evaluation_sets() -> list[Path]:
    """Labelled set folders (``corpus/`` + ``conversations.jsonl``) of the repository and of ``../shared``."""
    sets = [p for p in sorted((ROOT / "benchmarks" / "data").iterdir())
            if (p / "corpus").is_dir() and (p / "conversations.jsonl").is_file()]
    dev = shared_dir() / "benchmarks" / "regulatory-dev"
    if (dev / "corpus").is_dir():
        sets.append(dev)
    return sets


def set_texts(folder: Path) -> list[tuple[str, str]]:
    """``(where, text)`` of a labelled set folder: its corpus's rule units, its questions and answers."""
    out: list[tuple[str, str]] = []
    for doc in sorted((folder / "corpus").rglob("*.md")):
        text = doc.read_text(encoding="utf-8-sig", errors="replace")
        out += [(f"{folder.name}/{doc.name}", u.text) for u in rule_units(text)]
    for line in (folder / "conversations.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            for turn in json.loads(line).get("conversation", []):
                out += [(f"{folder.name}/{turn.get('qa_id')}", str(turn.get(k) or "")) for k in ("query", "assistant")]
    return out


def interaction_sets() -> list[Path]:
    """Interaction-level training sets (``training/interactions/*``, see ``training/INTERACTIONS.md``)."""
    root = ROOT / "training" / "interactions"
    return sorted(p for p in root.iterdir() if (p / "conversations.jsonl").is_file()) if root.is_dir() else []


def find_set_leaks(folder: Path, index: LeakIndex | None = None) -> list[str]:
    """One line per text of an interaction-level training set that leaks an evaluation text."""
    return leak_lines(set_texts(folder), index)


def evaluation_texts() -> list[tuple[str, str]]:
    """``(where, text)`` of every evaluation text (see the module docstring)."""
    out: list[tuple[str, str]] = []
    for folder in evaluation_sets():
        out += set_texts(folder)
    probes = ROOT / "benchmarks" / "data" / "judge-probes" / "probes.jsonl"
    if probes.is_file():
        for line in probes.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            p = json.loads(line)
            rules = p["rule"] if isinstance(p["rule"], list) else [p["rule"]]
            out += [(f"probe {p['id']}", u.text) for r in rules for u in rule_units(r)]
            out += [(f"probe {p['id']}", p[k]) for k in ("query", "answer") if p.get(k) and p[k] != "question"]
    return [(w, t) for w, t in out if words(t)]


def training_texts(record: dict) -> Iterable[tuple[str, str]]:
    """``(field, text)`` of one training record."""
    for field in ("rule", "question", "answer"):
        yield field, record.get(field) or ""
    for turn in record.get("history") or []:
        yield "history", turn.get("user", "")
        yield "history", turn.get("assistant", "")


class LeakIndex:
    """Evaluation texts indexed for exact, run and near-duplicate lookup: by their word string, by every run of
    :data:`RUN` words, and by the rarest words of each (prefix filtering), so that a lookup compares a text with a few
    candidates only and still finds every evaluation text within the Jaccard bound."""

    def __init__(self, texts: list[tuple[str, str]]):
        self.texts = texts
        self.exact: dict[str, int] = {}
        self.runs: dict[tuple, int] = {}
        self.word_sets = []
        frequency: dict[str, int] = defaultdict(int)
        for i, (_, t) in enumerate(texts):
            ws = words(t)
            self.exact.setdefault(" ".join(ws), i)
            self.word_sets.append(set(ws))
            for w in set(ws):
                frequency[w] += 1
            for k in range(len(ws) - RUN + 1):
                self.runs.setdefault(tuple(ws[k:k + RUN]), i)
        self.frequency = dict(frequency)
        # prefix filtering: each text is indexed by its rarest words only (see :meth:`match`)
        self.by_prefix: dict[str, list[int]] = defaultdict(list)
        for i, ws in enumerate(self.word_sets):
            if len(ws) >= MIN_WORDS:
                for w in self._prefix(ws):
                    self.by_prefix[w].append(i)

    def _prefix(self, ws: set[str]) -> list[str]:
        """The ``|ws| - ceil(t |ws|) + 1`` rarest words of ``ws`` (t = :data:`MIN_JACCARD`), rarest first in one order
        for all texts: fewest evaluation texts holding the word, then alphabetical."""
        need = math.ceil(MIN_JACCARD * len(ws) - 1e-9)
        return sorted(ws, key=lambda w: (self.frequency.get(w, 0), w))[:len(ws) - need + 1]

    def match(self, text: str):
        """``(where, evaluation text, why)`` of the first evaluation text that ``text`` leaks, or ``None``."""
        ws = words(text)
        if not ws:
            return None
        i = self.exact.get(" ".join(ws))
        if i is not None:
            return self.texts[i] + ("exact",)
        for k in range(len(ws) - RUN + 1):
            i = self.runs.get(tuple(ws[k:k + RUN]))
            if i is not None:
                return self.texts[i] + (f"{RUN}-word run",)
        s = set(ws)
        if len(s) < MIN_WORDS:
            return None
        # Jaccard >= t needs |s & other| >= ceil(t * max(|s|, |other|)); then, in one global word order, the first
        # |s| - ceil(t |s|) + 1 words of s and the first |other| - ceil(t |other|) + 1 of other share a word (prefix
        # filtering, Chaudhuri et al. 2006; Bayardo et al. 2007), and t <= |other| / |s| <= 1 / t.
        candidates = set().union(*(self.by_prefix.get(w, ()) for w in self._prefix(s)))
        low, high = max(MIN_WORDS, MIN_JACCARD * len(s)), len(s) / MIN_JACCARD
        for j in sorted(candidates):
            other = self.word_sets[j]
            if low <= len(other) <= high:
                jaccard = len(s & other) / len(s | other)
                if jaccard >= MIN_JACCARD:
                    return self.texts[j] + (f"Jaccard {jaccard:.2f}",)
        return None


def find_leaks(records: list[dict], index: LeakIndex | None = None) -> list[str]:
    """One line per leaking training text: ``"<id> <field>: <where>: <why>"``."""
    return leak_lines(((f"{r.get('id')} {field}", text) for r in records for field, text in training_texts(r)), index)


def leak_lines(texts: Iterable[tuple[str, str]], index: LeakIndex | None = None) -> list[str]:
    """One line per ``(label, text)`` that leaks an evaluation text: ``"<label>: <where> (<why>): <text> ~ <other>"``
    (``index``: the evaluation texts, built when not given)."""
    index = index or LeakIndex(evaluation_texts())
    out = []
    for label, text in texts:
        hit = index.match(text)
        if hit:
            where, other, why = hit
            out.append(f"{label}: {where} ({why}): {text[:70]!r} ~ {other[:70]!r}")
    return out


def batch_folders() -> list[Path]:
    """Every folder of training batches: ``training/data`` (what the shipped model learned from) and every other
    folder under ``training/`` that holds ``*.jsonl`` batches (``held-back``, ``next``: kept for later training and
    held to the same rule)."""
    from train import DATA

    others = sorted(d for d in DATA.parent.iterdir() if d.is_dir() and d != DATA and any(d.glob("*.jsonl")))
    return [DATA, *others]


def main() -> int:
    from train import load_records

    index = LeakIndex(evaluation_texts())
    leaks = [f"{folder.name}/{line}" for folder in batch_folders() for line in find_leaks(load_records(folder), index)]
    leaks += [f"interactions/{line}" for folder in interaction_sets() for line in find_set_leaks(folder, index)]
    for line in leaks:
        print(line)
    where = [f.name for f in batch_folders()] + [f"interactions/{f.name}" for f in interaction_sets()]
    print(f"{len(leaks)} leak(s) in {', '.join(where)}")
    return 1 if leaks else 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
