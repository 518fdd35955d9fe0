"""Labels JSONL loader."""

import json

import pytest

from fairforge_core.evaluation.labels import load_labels


def write(tmp_path, lines):
    p = tmp_path / "labels.jsonl"
    p.write_text("\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    return p


def test_reads_labels_with_provenance_and_ignores_extra_keys(tmp_path):
    p = write(tmp_path, [
        {"session_id": "a", "qa_id": "a1", "label": "COMPLIANT", "clause": "x.md#H", "kind": "plain"},
        "",
        {"session_id": "a", "qa_id": "a2", "label": "NON_COMPLIANT", "dataset": "regulatory-dev",
         "synthetic": False, "benchmark_evidence": True},
        {"session_id": "b", "qa_id": "b1", "label": "IRRELEVANT", "synthetic": True, "dataset": None},
    ])
    ls = load_labels(p)
    assert [(x.key, x.label, x.line) for x in ls.labels] == [
        (("a", "a1"), "COMPLIANT", 1), (("a", "a2"), "NON_COMPLIANT", 3), (("b", "b1"), "IRRELEVANT", 4)]
    assert ls.labels[1].dataset == "regulatory-dev" and ls.labels[1].benchmark_evidence is True
    assert ls.labels[2].synthetic is True and ls.labels[2].dataset == "" and not ls.labels[2].is_binary
    assert ls.counts() == {"COMPLIANT": 1, "NON_COMPLIANT": 1, "IRRELEVANT": 1}
    assert len(ls.sha256) == 64


@pytest.mark.parametrize("line, match", [
    ("{not json", r"labels.jsonl:2: not valid JSON"),
    ('["a"]', r":2: expected a JSON object"),
    ({"session_id": "a", "qa_id": "", "label": "COMPLIANT"}, r":2: 'qa_id' must be a non-blank string"),
    ({"qa_id": "x", "label": "COMPLIANT"}, r"'session_id' must be a non-blank string"),
    ({"session_id": "a", "qa_id": "x", "label": "compliant"}, r"'label' must be one of COMPLIANT"),
    ({"session_id": "a", "qa_id": "x", "label": "COMPLIANT", "synthetic": "yes"}, r"'synthetic' must be true"),
    ({"session_id": "a", "qa_id": "x", "label": "COMPLIANT", "dataset": 3}, r"'dataset' must be a string"),
    ({"session_id": "a", "qa_id": "a1", "label": "IRRELEVANT"}, r":2: .*'a1' is already labelled on line 1"),
])
def test_bad_lines_name_file_and_line(tmp_path, line, match):
    p = write(tmp_path, [{"session_id": "a", "qa_id": "a1", "label": "COMPLIANT"}, line])
    with pytest.raises(ValueError, match=match):
        load_labels(p)


def test_missing_and_empty_files(tmp_path):
    with pytest.raises(FileNotFoundError, match="labels file not found"):
        load_labels(tmp_path / "nope.jsonl")
    (tmp_path / "empty.jsonl").write_text("\n\n", encoding="utf-8")
    with pytest.raises(ValueError, match="contains no labels"):
        load_labels(tmp_path / "empty.jsonl")

