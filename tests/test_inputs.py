import json
from datetime import date

import pytest

from fairforge_core.inputs import LoadedSession, Rejection, partitions_in, scan_conversations


def session(sid, aid="bot", started_at="2025-05-06T23:30:00-02:00", n=2, **extra):
    d = {"session_id": sid, "assistant_id": aid, "context": "ctx", "started_at": started_at,
         "conversation": [{"qa_id": f"{sid}-{i}", "query": "q", "assistant": "a", "ground_truth_assistant": "g"}
                          for i in range(n)]}
    d.update(extra)
    return d


def split(items):
    items = list(items)
    ok = [i for i in items if isinstance(i, LoadedSession)]
    bad = [i for i in items if isinstance(i, Rejection)]
    return ok, bad


def test_malformed_and_invalid_lines_are_reported_with_file_and_line_and_the_rest_still_loads(tmp_path):
    f = tmp_path / "conv.jsonl"
    lines = [
        json.dumps(session("s1")),
        "{not json",
        "",
        json.dumps({**session("s2"), "context": None}),
        json.dumps(session("s3")),
        json.dumps(session("s1", aid="other")),  # duplicate id
        json.dumps({**session("s4"), "conversation": [{"qa_id": "x", "query": "q", "assistant": "a",
                                                          "ground_truth_assistant": "g", "weight": -1}]}),
    ]
    f.write_text("\n".join(lines) + "\n")
    ok, bad = split(scan_conversations(f, date(2025, 1, 1)))
    assert [s.dataset.session_id for s in ok] == ["s1", "s3"]
    assert [s.line for s in ok] == [1, 5]
    assert [(r.line, r.reason.split(":")[0]) for r in bad] == [
        (2, "malformed JSON"), (4, "invalid session"), (6, "duplicate session_id 's1' (first seen at "
                                                          f"{f}"), (7, "invalid session")]
    assert bad[1].session_id == "s2" and "context" in bad[1].reason
    assert "not merged" in bad[2].reason and bad[2].assistant_id == "other"
    assert "weight" in bad[3].reason
    assert all(r.input_file == str(f) for r in bad)


def test_partition_date_is_the_utc_date_of_started_at_else_the_given_default(tmp_path):
    f = tmp_path / "c.jsonl"
    f.write_text("\n".join([
        json.dumps(session("late", started_at="2025-05-06T23:30:00-02:00")),  # 2025-05-07 01:30 UTC
        json.dumps(session("naive", started_at="2025-05-06T10:00:00")),
        json.dumps(session("none", started_at=None)),
    ]))
    ok, _ = split(scan_conversations(f, date(2024, 12, 31)))
    assert {s.dataset.session_id: s.partition_date for s in ok} == {
        "late": date(2025, 5, 7), "naive": date(2025, 5, 6), "none": date(2024, 12, 31)}


def test_seed_json_list_and_folders_are_read_with_element_line_numbers(tmp_path):
    d = tmp_path / "in"
    d.mkdir()
    text = json.dumps([session("j1"), session("j2")], indent=2)
    (d / "a.json").write_text(text)
    starts = [i + 1 for i, line in enumerate(text.split("\n")) if line == "  {"]
    (d / "b.jsonl").write_text(json.dumps(session("l1")) + "\n")
    (d / "broken.json").write_text('[\n  {"session_id": "x",\n  oops]')
    ok, bad = split(scan_conversations(d, date(2025, 1, 1)))
    assert [(s.dataset.session_id, s.line) for s in ok] == [("j1", starts[0]), ("j2", starts[1]), ("l1", 1)]
    assert starts[0] == 2 and starts[1] > 10
    assert len(bad) == 1 and bad[0].input_file.endswith("broken.json") and bad[0].line == 3


def test_duplicate_qa_ids_and_blank_ids_are_invalid(tmp_path):
    s = session("d1")
    s["conversation"][1]["qa_id"] = s["conversation"][0]["qa_id"]
    f = tmp_path / "c.jsonl"
    f.write_text(json.dumps(s) + "\n" + json.dumps(session("  ", aid="x")) + "\n")
    ok, bad = split(scan_conversations(f))
    assert ok == [] and "duplicate qa_id" in bad[0].reason and "session_id is blank" in bad[1].reason


def test_missing_input_raises_file_not_found(tmp_path):
    with pytest.raises(FileNotFoundError):
        list(scan_conversations(tmp_path / "nope.jsonl"))


def test_dev_set_partitions(dev_set):
    parts = partitions_in(dev_set / "conversations.jsonl")
    assert sum(parts.values()) == 19
    assert {a for a, _ in parts} == {"shop helper", "télé-agent", "privacy_desk"}
    assert {d for _, d in parts} == {date(2025, 5, 6), date(2025, 5, 14), date(2025, 5, 21), date(2025, 6, 3)}
