"""A small stored evaluation built with the real pipeline (HashingEmbedder + RerankerJudge(OverlapReranker)), and
labels for it, for the policy re-scoring tests."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from fairforge_core.config import EvaluationSettings
from fairforge_core.connectors.local import LocalCorpusConnector
from fairforge_core.corpus_versions import record_corpus_version
from fairforge_core.pipeline import (
    current_snapshot_id,
    embed_snapshot,
    evaluate_partition,
    ingest_partition,
)
from fairforge_core.statistical import FrequentistMode
from fairforge_core.verdicts import RerankerJudge
from tests.fakes import HashingEmbedder, OverlapReranker

CORPUS = {
    "refunds.md": """# Refund policy

## Return window
Customers may return an item within 30 days of purchase with a receipt for a full refund to the original payment
method.

## Late returns
Between day 31 and day 60 after purchase we offer only an exchange or store credit, never a refund to the card.

## Refund timing
Refunds are issued within 5 working days after the returned item arrives at the warehouse.
""",
    "calls/calling_rules.md": """# Calling rules

## Calling hours
Outbound calls may only be made between 8 a.m. and 9 p.m. in the customer's local time.

## Stop requests
When a customer asks us to stop calling, record the request the same day and never call that number again.

## Identification
Every call starts with the caller's name, the company name and the purpose of the call.
""",
}

SESSIONS = [
    {"session_id": "s-1", "assistant_id": "shop bot", "started_at": "2025-05-06T10:00:00Z", "conversation": [
        {"qa_id": "s-1-q1", "query": "Can I return the lamp I bought 3 weeks ago? I have the receipt.",
         "assistant": "Yes, within 30 days of purchase with a receipt you get a full refund to the original "
                      "payment method."},
        {"qa_id": "s-1-q2", "query": "And if it was 45 days ago?",
         "assistant": "After 30 days we give a full refund to your card, no receipt needed."},
        {"qa_id": "s-1-q3", "query": "Thanks, bye!", "assistant": "You're welcome, have a nice day!"},
    ]},
    {"session_id": "s-2", "assistant_id": "shop bot", "started_at": "2025-05-06T15:00:00Z", "conversation": [
        {"qa_id": "s-2-q1", "query": "How long does a refund take?",
         "assistant": "Refunds are issued within 5 working days after the returned item arrives at the warehouse."},
        {"qa_id": "s-2-q2", "query": "Can I get store credit instead after day 40?",
         "assistant": "Between day 31 and day 60 we offer an exchange or store credit."},
    ]},
    {"session_id": "s-3", "assistant_id": "call agent", "started_at": "2025-05-07T09:00:00Z", "conversation": [
        {"qa_id": "s-3-q1", "query": "Call me back tonight at 10 p.m.",
         "assistant": "Sure, we will call you at 10 p.m. tonight, calls are fine at any hour."},
        {"qa_id": "s-3-q2", "query": "Please stop calling me.",
         "assistant": "Understood, we record the request the same day and never call that number again."},
        {"qa_id": "s-3-q3", "query": "Who is this?",
         "assistant": "This is Ava from Harbor Lane, calling about your recent order."},
        {"qa_id": "s-3-q4", "query": "What's the weather like?", "assistant": "   "},
    ]},
]

PARTITIONS = [("shop bot", date(2025, 5, 6)), ("call agent", date(2025, 5, 7))]

LABELS = [
    {"session_id": "s-1", "qa_id": "s-1-q1", "label": "COMPLIANT"},
    {"session_id": "s-1", "qa_id": "s-1-q2", "label": "NON_COMPLIANT"},
    {"session_id": "s-1", "qa_id": "s-1-q3", "label": "IRRELEVANT"},
    {"session_id": "s-2", "qa_id": "s-2-q1", "label": "COMPLIANT"},
    {"session_id": "s-2", "qa_id": "s-2-q2", "label": "COMPLIANT"},
    {"session_id": "s-3", "qa_id": "s-3-q1", "label": "NON_COMPLIANT"},
    {"session_id": "s-3", "qa_id": "s-3-q2", "label": "COMPLIANT"},
    {"session_id": "s-3", "qa_id": "s-3-q3", "label": "COMPLIANT"},
    {"session_id": "s-3", "qa_id": "s-3-q4", "label": "NON_COMPLIANT"},  # blank answer: skipped
    {"session_id": "s-9", "qa_id": "s-9-q1", "label": "COMPLIANT"},  # not in the database
    {"session_id": "s-9", "qa_id": "s-9-q2", "label": "IRRELEVANT"},  # not in the database
]

#: Production settings of the stored evaluation (candidates: effective defaults 20 / 0.2).
STORED = dict(chunk_size=160, chunk_overlap=20, top_k=2, similarity_threshold=0.3, contradiction_threshold=0.3,
              compliance_threshold=0.5)


class CountingReranker(OverlapReranker):
    """OverlapReranker that counts the pairs it scores."""

    def __init__(self):
        self.pairs = 0

    def score(self, query, documents):
        self.pairs += len(documents)
        return super().score(query, documents)


def write_inputs(root: Path) -> tuple[Path, Path, Path]:
    """Write the corpus folder, the conversations JSONL and the labels JSONL under ``root``."""
    corpus = root / "corpus"
    for rel, text in CORPUS.items():
        p = corpus / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    conv = root / "conversations.jsonl"
    with conv.open("w", encoding="utf-8") as f:
        for s in SESSIONS:
            s = {**s, "context": "Harbor Lane support.",
                 "conversation": [{**b, "ground_truth_assistant": "-"} for b in s["conversation"]]}
            f.write(json.dumps(s) + "\n")
    labels = root / "labels.jsonl"
    labels.write_text("".join(json.dumps(x) + "\n" for x in LABELS), encoding="utf-8")
    return corpus, conv, labels


def build_stored_evaluation(root: Path, db_name: str = "ff.duckdb", embedder=None, reranker=None, judge=None,
                            **overrides) -> tuple[EvaluationSettings, Path]:
    """Evaluate every partition of :data:`SESSIONS` into ``root/db_name`` (or ``database=...``, ``data_path=...`` in
    ``overrides``: a DuckLake) with the real pipeline functions."""
    corpus, conv, _ = write_inputs(root)
    db = overrides.pop("database", None) or root / db_name
    # the settings name the decision mode the judge below implements (two-way reranker unless a judge is given)
    settings = EvaluationSettings(corpus=str(corpus), conversations=str(conv), database=str(db),
                                  **{"decision": "reranker" if judge is None else "offline", **STORED, **overrides})
    embedder = embedder or HashingEmbedder()
    judge = judge or RerankerJudge(reranker or OverlapReranker())
    with settings.open_store() as store:
        record_corpus_version(store, LocalCorpusConnector(corpus))
        index, _ = embed_snapshot(store, settings, current_snapshot_id(store, settings), embedder)
        for assistant_id, day in PARTITIONS:
            ingest_partition(store, settings, assistant_id, day)
            evaluate_partition(store, settings, assistant_id, day, index, embedder, judge, FrequentistMode())
    return settings, db
