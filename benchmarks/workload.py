"""Synthetic workloads for the throughput benchmarks, built from the bundled sample (``fairforge_core/sample_data``).

Corpus: the three sample policies are replicated as *editions*: edition ``i`` of a policy names another credit
union, shifts its numbers (days, amounts, call counts) by a small deterministic amount, adds a scope line and numbers
its rules, so every chunk has different text (a different chunk hash: nothing is shared through the embedding
cache) but realistic content. Documents are written
flat into one folder, because fair-forge 3.0.0's local connector only reads ``*.md`` files at the top level.

Conversations: the sample sessions are replicated over ``assistants x days`` partitions, with ``interactions_per_day``
interactions per partition. Every query gets a varied greeting and a member number, every answer a case reference, so
no two interactions have identical text (nothing can be served from a per-text cache or de-duplication that the
original library would not have) while each stays a realistic question and answer about the corpus.

Everything is deterministic for given arguments. Usage from Python::

    from benchmarks.workload import Workload
    wl = Workload.build(tmp_dir, assistants=3, days=4, interactions_per_day=50, min_chunks=250)
"""

from __future__ import annotations

import json
import random
import re
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

from fairforge_core.chunking import chunk_text
from fairforge_core.config import SAMPLE_CONVERSATIONS, SAMPLE_CORPUS

INSTITUTIONS = ["Northwind", "Southbank", "Eastgate", "Westfield", "Harbor", "Summit", "Riverside", "Lakeshore",
                "Pinecrest", "Oakridge", "Maplewood", "Cedar Valley", "Silverline", "Goldleaf", "Bluewater",
                "Redstone", "Greenfield", "Ironwood", "Highland", "Meadowbrook"]
KINDS = ["Credit Union", "Savings Bank", "Building Society", "Community Bank"]
REGIONS = ["north", "south", "east", "west", "central", "coastal", "mountain", "metro"]
GREETINGS = ["", "Hi, ", "Hello, ", "Good morning, ", "Hey, ", "Excuse me, "]
START_DAY = date(2026, 3, 2)
_NUMBER = re.compile(r"(?<![\w.])(\d+)(?![\w.]| hours a day)")
_NAME = "Northwind Credit Union"


def sample_documents() -> list[tuple[str, str]]:
    """``(stem, text)`` of the bundled sample corpus, sorted by path."""
    return [(p.stem, p.read_text(encoding="utf-8")) for p in sorted(SAMPLE_CORPUS.rglob("*.md"))]


def sample_sessions() -> list[dict]:
    """The bundled sample sessions (JSON objects)."""
    return [json.loads(line) for line in SAMPLE_CONVERSATIONS.read_text(encoding="utf-8").splitlines() if line]


def institution(i: int) -> str:
    """A distinct institution name for edition ``i`` (``"Northwind Credit Union"`` for edition 0)."""
    if i == 0:
        return _NAME
    return f"{INSTITUTIONS[i % len(INSTITUTIONS)]} {KINDS[(i // len(INSTITUTIONS)) % len(KINDS)]}"


def edition(text: str, i: int) -> str:
    """Edition ``i`` of a sample policy: another institution, numbers shifted by ``i % 4``, a scope line and a
    paragraph reference on every rule (so no chunk of one edition equals a chunk of another)."""
    if i == 0:
        return text
    shift = i % 4
    name = institution(i)
    body = _NUMBER.sub(lambda m: str(int(m.group(1)) + shift), text.replace(_NAME, name))
    lines, k = [], 0
    for line in body.splitlines():  # paragraph references make every line, hence every chunk, unique
        if line.startswith("- "):
            k += 1
            line = f"{line} (para. {i}.{k})"
        lines.append(line)
    scope = (f"Edition {i} for the {REGIONS[i % len(REGIONS)]} region of {name}; it replaces every earlier "
             f"edition and is reviewed every {6 + i % 7} months by the compliance office.")
    return "\n".join([lines[0], "", scope, *lines[1:]]) + "\n"


def write_corpus(folder: Path, min_chunks: int, chunk_size: int = 1000, chunk_overlap: int = 100) -> tuple[int, int]:
    """Write editions of the sample policies into ``folder`` until they make at least ``min_chunks`` chunks.

    Returns:
        ``(documents written, chunks)`` at ``chunk_size`` / ``chunk_overlap``, counted as fair-forge's character
        windows (the parity mode and fair-forge 3.0.0, which the throughput benchmark compares; the three-way modes'
        whole-word chunks are about as many).
    """
    folder.mkdir(parents=True, exist_ok=True)
    samples = sample_documents()
    n_docs = n_chunks = 0
    i = 0
    while n_chunks < min_chunks or n_docs == 0:
        stem, text = samples[i % len(samples)]
        doc = edition(text, i // len(samples))
        name = f"{stem}-{i // len(samples):05d}.md"
        (folder / name).write_text(doc, encoding="utf-8")
        n_chunks += len(chunk_text(doc, name, chunk_size, chunk_overlap, mode="windows"))
        n_docs += 1
        i += 1
    return n_docs, n_chunks


def assistant_name(a: int) -> str:
    return ["collections bot", "card-helper", "complaints desk", "branch assistant", "voice agent",
            "chat agent"][a % 6] + ("" if a < 6 else f" {a // 6}")


def make_sessions(assistants: int, days: int, interactions_per_day: int, seed: int = 7) -> list[dict]:
    """Sessions for ``assistants x days`` partitions with exactly ``interactions_per_day`` interactions each.

    Sessions are copies of the sample sessions (the last one of a partition may be cut short to hit the count).
    """
    rng = random.Random(seed)
    templates = sample_sessions()
    out = []
    for a in range(assistants):
        for d in range(days):
            day = START_DAY + timedelta(days=d)
            left, s = interactions_per_day, 0
            while left > 0:
                t = templates[rng.randrange(len(templates))]
                conv = t["conversation"][:left]
                sid = f"a{a:02d}-d{d:03d}-s{s:05d}"
                ts = datetime(day.year, day.month, day.day, tzinfo=timezone.utc) + timedelta(
                    seconds=(s * 37) % 86000)
                conversation = []
                for k, b in enumerate(conv):
                    q, ans = b["query"], b["assistant"]
                    g = GREETINGS[rng.randrange(len(GREETINGS))]
                    if g and q and not re.match(r"I\b", q):
                        q = q[0].lower() + q[1:]
                    ref = f"{sid.upper()}-{k + 1}"
                    # a member number and a case reference make every text unique, as in real logs
                    q = f"{g}{q} My member number is {rng.randrange(10**7, 10**8)}."
                    ans = f"{ans} (Case {ref}.)"
                    conversation.append({**b, "qa_id": f"{sid}-q{k + 1}", "query": q, "assistant": ans})
                out.append({"session_id": sid, "assistant_id": assistant_name(a), "language": "english",
                            "context": t["context"], "started_at": ts.isoformat().replace("+00:00", "Z"),
                            "conversation": conversation})
                left -= len(conv)
                s += 1
    return out


@dataclass
class Workload:
    """A generated workload on disk.

    Attributes:
        corpus_dir: folder of markdown documents.
        conversations: JSONL file, one session per line.
        partitions: ``(assistant_id, date)`` pairs, sorted.
        documents, chunks: corpus size (chunks at the chunk settings it was built with).
        interactions: total interactions.
    """

    corpus_dir: Path
    conversations: Path
    partitions: list[tuple[str, date]]
    documents: int
    chunks: int
    interactions: int

    @classmethod
    def build(cls, root: Path, assistants: int = 3, days: int = 4, interactions_per_day: int = 50,
              min_chunks: int = 250, chunk_size: int = 1000, chunk_overlap: int = 100, seed: int = 7) -> Workload:
        """Write the corpus (``root/corpus``) and the conversations (``root/conversations.jsonl``)."""
        if assistants < 1 or days < 1 or interactions_per_day < 1 or min_chunks < 1:
            raise ValueError("assistants, days, interactions_per_day and min_chunks must be >= 1")
        root = Path(root)
        n_docs, n_chunks = write_corpus(root / "corpus", min_chunks, chunk_size, chunk_overlap)
        sessions = make_sessions(assistants, days, interactions_per_day, seed)
        conv = root / "conversations.jsonl"
        with conv.open("w", encoding="utf-8") as f:
            for s in sessions:
                f.write(json.dumps(s, ensure_ascii=False) + "\n")
        parts = sorted({(s["assistant_id"], date.fromisoformat(s["started_at"][:10])) for s in sessions})
        return cls(corpus_dir=root / "corpus", conversations=conv, partitions=parts, documents=n_docs,
                   chunks=n_chunks, interactions=sum(len(s["conversation"]) for s in sessions))

    def change_one_document(self) -> str:
        """Edit one rule of one document (the first edition of the collections standard); returns its file name."""
        path = sorted(self.corpus_dir.glob("collections_calls-*.md"))[0]
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace("between 8 a.m. and 9 p.m.", "between 9 a.m. and 8 p.m.", 1)
                        + "\n- Calls are recorded and kept for 2 years.\n", encoding="utf-8")
        return path.name


@contextmanager
def work_folder(path: str | None, prefix: str) -> Iterator[Path]:
    """A benchmark's working folder: ``path`` (created if needed, kept afterwards) or, when ``path`` is empty, a
    temporary folder named ``prefix...`` that is removed afterwards."""
    if path:
        folder = Path(path)
        folder.mkdir(parents=True, exist_ok=True)
        yield folder
    else:
        with tempfile.TemporaryDirectory(prefix=prefix) as tmp:
            yield Path(tmp)
