"""``training/derive_pairs.py``: interaction-level training sets become pairs in the judge's exact run-time form."""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "training"))

import derive_pairs  # noqa: E402

from tests.fakes import HashingEmbedder  # noqa: E402

POLICY = """# Store Policy

## Refunds

Refunds are issued within 14 days of the return. They go back to the original card.

## Return windows

| Item | Return window |
|---|---|
| Shoes | 30 days |
| Laptops | 14 days |

## Delivery

Standard delivery takes three to five working days and costs £4.
"""


def make_set(tmp_path: Path) -> Path:
    d = tmp_path / "t9"
    (d / "corpus").mkdir(parents=True)
    (d / "corpus" / "policy.md").write_text(POLICY, encoding="utf-8")
    turns = [{"qa_id": "t9-01-q1", "query": "When do I get my refund?",
              "assistant": "Your refund is issued within 14 days of the return, back to the card you paid with."},
             {"qa_id": "t9-01-q2", "query": "Can I still return my laptop after 20 days?",
              "assistant": "Yes, laptops can be returned for up to 30 days."},
             {"qa_id": "t9-01-q3", "query": "Nice weather today!", "assistant": "   "}]
    (d / "conversations.jsonl").write_text(json.dumps({"session_id": "t9-01", "conversation": turns}) + "\n")
    labels = [{"session_id": "t9-01", "qa_id": "t9-01-q1", "label": "COMPLIANT", "kind": "paraphrase",
               "rules": [{"quote": "Refunds are issued within 14 days of the return.", "label": "SUPPORTS"},
                         {"quote": "They go back to the original card.", "label": "SUPPORTS"}]},
              {"session_id": "t9-01", "qa_id": "t9-01-q2", "label": "NON_COMPLIANT", "kind": "numeric",
               "rules": [{"quote": "Laptops | 14 days", "label": "CONTRADICTS"},
                         {"quote": "Laptops may be swapped for store credit.", "label": "SUPPORTS"}]},
              {"session_id": "t9-01", "qa_id": "t9-01-q3", "label": "IRRELEVANT", "kind": "empty_answer",
               "rules": []}]
    (d / "labels.jsonl").write_text("".join(json.dumps(r) + "\n" for r in labels))
    return d


def test_quoted_rules_keep_their_labels_and_unlisted_top_units_are_neutral(tmp_path):
    log: list[str] = []
    records = derive_pairs.derive(make_set(tmp_path), HashingEmbedder(), units_per_interaction=3,
                                  min_relevance=-1.0, log=log.append)
    by_q = {}
    for r in records:
        by_q.setdefault(r["question"], []).append(r)
    refund = by_q["When do I get my refund?"]
    assert [(r["rule"], r["label"]) for r in refund[:2]] == [
        ("Refunds are issued within 14 days of the return.", "SUPPORTS"),
        # a unit opening with a pronoun keeps the unit before it, as the judge reads it
        ("They go back to the original card.", "SUPPORTS")]
    assert refund[1]["context"] == "Refunds are issued within 14 days of the return." and "context" not in refund[0]
    assert refund[0]["heading"] == "Store Policy > Refunds"
    assert {r["label"] for r in refund[2:]} <= {"NEUTRAL"} and len(refund) <= 2 + 3
    laptop = by_q["Can I still return my laptop after 20 days?"]
    assert (laptop[0]["rule"], laptop[0]["label"]) == ("Laptops; Return window: 14 days", "CONTRADICTS")
    assert laptop[0]["history"] == [{"user": "When do I get my refund?", "assistant": refund[0]["answer"]}]
    assert all(r["label"] == "NEUTRAL" for r in laptop[1:])
    assert log == ["t9 t9-01-q2: quote not found among the rule units: 'Laptops may be swapped for store credit.'"]
    assert "Nice weather today!" not in by_q  # a blank answer addresses nothing: no pair
    assert [r["id"] for r in records] == [f"t9-{i:04d}" for i in range(1, len(records) + 1)]
    from check_batch import record_problems

    assert [p for r in records for p in record_problems(r)] == []  # the PROTOCOL.md layout train.py reads
