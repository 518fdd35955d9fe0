"""The default decision backend (``decision: offline``: the learned judge with the packaged compliance model and the
packaged all-MiniLM-L6-v2) on the bundled sample, end to end through ``fairforge evaluate``: what a new user runs
first. The expected verdicts are the sample's labels (``fairforge_core/sample_data/labels.jsonl``, also the labels
file of the README's ``fairforge policy`` example), whatever judge gives them. The cases the shipped model gets wrong
(the README lists them under its sample output) are strict xfails, so a model that fixes one makes the test say so."""

import json
from pathlib import Path

import pytest

LABELS = {r["qa_id"]: r["label"] for r in map(json.loads, (
    Path(__file__).resolve().parents[1] / "fairforge_core" / "sample_data" / "labels.jsonl").read_text().splitlines())}
#: labelled cases the shipped model (sha256 90d31f46ff3f..., 4 units, bfloat16, contradiction_cut 0.5) gets
#: wrong, with what it does
KNOWN_MISSES = {
    "nw-001-q2": "a call offered inside the allowed hours judged not to address any rule (IRRELEVANT)",
    "nw-004-q2": "provisional credit within 10 business days set against the 45-day investigation rule",
    "nw-004-q3": "'No, opening a dispute is free' read as contradicting 'There is no fee for opening a dispute'",
    "nw-003-q2": "a collection call booked for Sunday judged not to address 'no calls on Sundays' (IRRELEVANT)",
    "nw-005-q2": "asking for the PIN judged not to address 'must not ask ... their PIN' (IRRELEVANT)",
    "nw-006-q1": "taking the complaint in chat set against the exceptional 35-day response rule",
    "nw-006-q2": "'final response within 15 business days' set against 'acknowledged within 1 business day'",
    "nw-007-q1": "refusing to take a complaint in chat judged COMPLIANT with 'can be made in any channel'",
}


@pytest.fixture(scope="module")
def sample_verdicts(tmp_path_factory):
    import duckdb

    from fairforge_assets.cli import main

    db = tmp_path_factory.mktemp("sample") / "sample.duckdb"
    assert main(["evaluate", "--db", str(db)]) == 0
    with duckdb.connect(str(db), read_only=True) as con:
        return dict(con.execute("SELECT qa_id, verdict FROM interaction_verdicts").fetchall())


@pytest.mark.slow
@pytest.mark.parametrize("qa_id,expected", [
    pytest.param(k, v, marks=[pytest.mark.xfail(strict=True, reason=KNOWN_MISSES[k])] if k in KNOWN_MISSES else [])
    for k, v in LABELS.items()
])
def test_bundled_sample_settled_verdicts_with_the_packaged_model(sample_verdicts, qa_id, expected):
    assert sample_verdicts[qa_id] == expected


def test_the_sample_labels_cover_every_interaction_of_the_sample():
    sample = Path(__file__).resolve().parents[1] / "fairforge_core" / "sample_data" / "conversations.jsonl"
    ids = [t["qa_id"] for line in sample.read_text().splitlines() for t in json.loads(line)["conversation"]]
    assert sorted(LABELS) == sorted(ids) and len(ids) == 20
    assert set(KNOWN_MISSES) <= set(LABELS)


def test_the_judges_package_stays_small_and_holds_no_second_path():
    """The learned judge's package is pair building, the model wrapper, the comparators and evidence: at most 100 KB
    in all (the retired pattern rules were 416 KB), with no module of the old detector chains."""
    judges = Path(__file__).resolve().parents[1] / "fairforge_core" / "judges"
    files = [p for p in judges.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    assert sum(p.stat().st_size for p in files) <= 100_000, sorted((p.stat().st_size, p.name) for p in files)
    assert {p.name for p in files if p.suffix == ".py"} == {
        "__init__.py", "comparators.py", "learned.py", "model.py", "nli.py", "pairs.py", "words.py"}
