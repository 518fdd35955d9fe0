"""The compliance model's training data (training/data): layout, balance, datasheet, and no evaluation text in it."""

import json
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "training"))

import datasheet  # noqa: E402
import leakage  # noqa: E402
from train import DATA, VALIDATION_DOMAINS, load_records  # noqa: E402


@pytest.fixture(scope="module")
def records():
    return load_records(DATA)


def test_every_record_has_the_protocol_layout_and_labels_are_balanced(records):
    labels = Counter(r["label"] for r in records)
    assert set(labels) == {"SUPPORTS", "CONTRADICTS", "NEUTRAL"}
    for count in labels.values():
        assert 0.28 <= count / len(records) <= 0.40, labels
    assert len({r["id"] for r in records}) == len(records)
    assert len({(r["rule"], r["question"], r["answer"]) for r in records}) == len(records)
    # every validation domain is present, so the model's validation figures measure unseen domains
    assert set(VALIDATION_DOMAINS) <= {r["domain"] for r in records}


def test_the_datasheet_counts_are_those_of_the_data():
    assert datasheet.main(["--check"]) == 0


def test_no_evaluation_text_appears_in_the_training_data(records):
    index = leakage.LeakIndex(leakage.evaluation_texts())
    assert len(index.texts) > 5000  # the repository's held-out sets and probes at least
    assert leakage.find_leaks(records, index) == []
    # batches kept for later training (training/held-back, and any other folder of batches) are held to the same rule
    folders = leakage.batch_folders()[1:]
    assert {DATA.parent / name for name in ("held-back", "next", "counterfactuals")} <= set(folders)
    for folder in folders:
        kept = load_records(folder)
        assert len(kept) >= 500, folder  # every folder was read (the smallest, counterfactuals, holds 500)
        assert leakage.find_leaks(kept, index) == [], folder
    # interaction-level training sets (training/interactions) too: their corpora, questions and answers
    for folder in leakage.interaction_sets():
        assert leakage.find_set_leaks(folder, index) == [], folder


def test_the_leakage_check_finds_exact_and_near_copies():
    index = leakage.LeakIndex([("set/a.md", "Refunds are issued within 14 days of receiving the returned item."),
                               ("set/q1", "I can't read out the full card number, but I can confirm it ends in 48.")])
    base = {"id": "x", "question": "Hi there", "history": []}
    assert leakage.find_leaks([{**base, "rule": "Refunds are issued within 14 days of receiving the returned "
                                                "item.", "answer": "ok"}], index)[0].endswith(
        "'Refunds are issued within 14 days of receiving the returned item.' ~ "
        "'Refunds are issued within 14 days of receiving the returned item.'")
    near = leakage.find_leaks([{**base, "rule": "Nothing alike here at all.",
                                "answer": "I can't read out the full number, but I can confirm the card ends in 48."}],
                              index)
    assert len(near) == 1 and "Jaccard" in near[0] and near[0].startswith("x answer: set/q1")
    assert leakage.find_leaks([{**base, "rule": "Refunds reach your card within 14 days.",
                                "answer": "We confirm the last four digits only."}], index) == []


def test_an_interaction_set_that_quotes_an_evaluation_text_is_found(tmp_path):
    where, text = next((w, t) for w, t in leakage.evaluation_texts() if w.startswith("blind-o/") and len(t) > 60)
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "policy.md").write_text(f"# Policy\n\n{text}\n\nOur own words about parcels here.\n")
    turn = {"qa_id": "t9-01-q1", "query": "Where is my parcel?", "assistant": "It left the depot this morning."}
    (tmp_path / "conversations.jsonl").write_text(json.dumps({"session_id": "t9-01", "conversation": [turn]}) + "\n")
    leaks = leakage.find_set_leaks(tmp_path)
    assert len(leaks) == 1 and leaks[0].startswith(f"{tmp_path.name}/policy.md: {where} (")


def test_a_long_near_copy_is_found_whichever_of_its_words_are_rare():
    # 17 of 20 words kept and 3 replaced by words that other evaluation texts hold once (rarer than the kept ones):
    # Jaccard 17 / 23 = 0.74. A lookup by the training text's 3 rarest indexed words alone would try only the texts
    # holding the replacements; prefix filtering must still reach the near copy.
    kept = [f"kept{k}" for k in range(17)]
    rule = " ".join(kept[:6] + ["alpha"] + kept[6:12] + ["bravo"] + kept[12:] + ["charlie"])  # no 12-word run shared
    others = [("set/x.md", f"{w} stands in a different rule entirely here") for w in ("xray", "yankee", "zulu")]
    others += [("set/y.md", " ".join(kept[:9])), ("set/z.md", " ".join(kept[9:]))]  # kept words: in two texts each
    index = leakage.LeakIndex([("set/a.md", rule), *others])
    text = " ".join(kept[:6] + ["xray"] + kept[6:12] + ["yankee"] + kept[12:] + ["zulu"])
    leaks = leakage.find_leaks([{"id": "x", "rule": text, "question": "Hi there", "answer": "ok", "history": []}],
                               index)
    assert len(leaks) == 1 and leaks[0].startswith("x rule: set/a.md (Jaccard 0.74)")
