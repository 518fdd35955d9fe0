"""The results table of ``benchmarks/verdict_quality.py --markdown`` says which figures are first measurements."""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import verdict_quality as vq  # noqa: E402

LABELS = {lab: {"precision": 0.5, "recall": 0.5, "f1": 0.5} for lab in vq.LABELS}


def figures(judge: str, macro: float) -> dict:
    return {"judge": judge, "n": 60, "macro_f1": macro, "nc_precision": 0.7, "nc_recall": 0.6, "per_label": LABELS}


def test_a_run_by_the_model_that_took_the_first_measurement_is_marked_first(tmp_path: Path):
    first = tmp_path / "first.json"
    first.write_text(json.dumps({"sets": {"blind-x": {**figures("learned judge, model abc123", 0.8),
                                                      "model_sha256": "abc123def456"}}}))
    table = vq.markdown_table({"blind-x": figures("offline-learned-v1(model=judge_model@abc123def456/int8)", 0.8)},
                              tmp_path / "no-baseline.json", {"blind-x": "blind"}, first)
    rows = table.split("\n\n")[0].splitlines()[2:]
    assert len(rows) == 1
    assert "default (this run) (first measurement)" in rows[0] and "| 0.800 |" in rows[0]


def test_the_same_model_with_other_figures_is_a_later_measurement(tmp_path: Path):
    first = tmp_path / "first.json"
    first.write_text(json.dumps({"sets": {"blind-x": {**figures("learned judge, model abc123", 0.8),
                                                      "model_sha256": "abc123def456"}}}))
    table = vq.markdown_table({"blind-x": figures("offline-learned-v1(model=judge_model@abc123def456/int8)", 0.83)},
                              tmp_path / "no-baseline.json", {"blind-x": "blind"}, first)
    rows = table.split("\n\n")[0].splitlines()[2:]  # e.g. the same model after a chunking change
    assert [r.split(" | ")[3] for r in rows] == ["default (this run)", "first measurement: learned judge, model abc123"]


def test_a_later_model_gets_its_own_row_beside_the_recorded_first_measurement(tmp_path: Path):
    first = tmp_path / "first.json"
    first.write_text(json.dumps({"sets": {"blind-x": {**figures("learned judge, model abc123", 0.7),
                                                      "model_sha256": "abc123def456"}}}))
    baseline = tmp_path / "baseline.json"
    baseline.write_text(json.dumps({"sets": {"blind-x": {**figures("clause", 0.6), "first_measurement": True}}}))
    table = vq.markdown_table({"blind-x": figures("offline-learned-v1(model=judge_model@0123456789ab/int8)", 0.9)},
                              baseline, {"blind-x": "blind"}, first)
    rows = table.split("\n\n")[0].splitlines()[2:]
    assert [r.split(" | ")[3] for r in rows] == [
        "default (this run)", "first measurement: learned judge, model abc123", "previous default (first measurement)"]
    assert ["| 0.900 |" in rows[0], "| 0.700 |" in rows[1], "| 0.600 |" in rows[2]] == [True, True, True]


def test_a_blank_answer_recorded_unjudged_is_compared_as_irrelevant():
    from fairforge_core.engine import EMPTY_ANSWER
    from fairforge_core.schemas.regulatory import RegulatoryInteraction

    def interaction(verdict, error=None):
        return RegulatoryInteraction(qa_id="q", query="q", assistant="", compliance_score=None, verdict=verdict,
                                     supporting_chunks=0, contradicting_chunks=0, retrieved_chunks=[],
                                     neutral_chunks=0, insight="", error=error)

    assert vq.labelled_verdict(interaction("UNJUDGED", EMPTY_ANSWER)) == "IRRELEVANT"
    assert vq.labelled_verdict(interaction("UNJUDGED", "timeout after 120 s")) == "UNJUDGED"
    assert vq.labelled_verdict(interaction("NON_COMPLIANT")) == "NON_COMPLIANT"


def test_the_results_table_the_docs_include_is_the_one_the_saved_figures_give():
    saved = json.loads((ROOT / "benchmarks" / "baselines" / "default.json").read_text(encoding="utf-8"))["sets"]
    status = json.loads(vq.SET_STATUS.read_text(encoding="utf-8"))
    assert set(status) <= set(saved)  # every labelled set has the default's figures
    table = vq.markdown_table(saved, vq.BASELINE, status)
    assert vq.RESULTS.read_text(encoding="utf-8") == table.strip("\n") + "\n"
    for page in ("concepts.md", "verdicts.md"):
        assert '--8<-- "benchmarks/results.md"' in (ROOT / "docs" / page).read_text(encoding="utf-8")


def test_the_summary_averages_each_set_once_and_keeps_first_measurements_apart(tmp_path: Path):
    first = tmp_path / "first.json"
    first.write_text(json.dumps({"sets": {"blind-x": {**figures("model abc", 0.5), "model_sha256": "abc"}}}))
    saved = {"blind-x": figures("offline-learned-v1(model=judge_model@0123456789ab/bf16)", 0.9),
             "blind-y": {**figures("offline-learned-v1(model=judge_model@0123456789ab/bf16)", 0.6), "n": 140,
                         "nc_recall": 0.2},
             "dev": figures("offline-learned-v1(model=judge_model@0123456789ab/bf16)", 0.4),
             "probes": {"judge": "x", "n": 9, "macro_f1": 0.1, "per_label": LABELS}}
    table = vq.markdown_table(saved, tmp_path / "no-baseline.json",
                              {"blind-x": "blind", "blind-y": "blind", "dev": "studied", "probes": "studied"}, first)
    summary = table.split("\n\n")[1].splitlines()[2:]
    assert summary == [
        "| blind | 2 | 200 | default (this run) | 0.750 (0.600 to 0.900) | 0.700 / 0.400 |",
        "| blind | 1 | 60 | first measurements (each set's own, with the model and settings of that day) "
        "| 0.500 (0.500 to 0.500) | 0.700 / 0.600 |",
        "| studied | 1 | 60 | default (this run) | 0.400 (0.400 to 0.400) | 0.700 / 0.600 |"]


def test_a_labelled_set_with_a_rejected_session_stops_with_file_line_and_reason(tmp_path: Path):
    """A session the loader rejects would silently drop its cases from the figures (it once gave 0 interactions and
    a division by zero): the run stops first, naming the line, before loading any model."""
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "rules.md").write_text("# Rules\n\nRefunds are issued within 14 days.\n")
    good = {"session_id": "s1", "assistant_id": "a", "language": "english", "context": "",
            "started_at": "2026-03-02T10:15:00Z",
            "conversation": [{"qa_id": "s1-q1", "query": "When?", "assistant": "Within 14 days.",
                              "ground_truth_assistant": ""}]}
    bad = json.loads(json.dumps(good).replace("s1", "s2"))
    del bad["conversation"][0]["ground_truth_assistant"]
    (tmp_path / "conversations.jsonl").write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n")
    try:
        vq.run_mode(tmp_path, {}, embedder=None)
    except SystemExit as e:
        message = str(e)
    else:
        raise AssertionError("a rejected session did not stop the run")
    assert "conversations.jsonl:2:" in message and "ground_truth_assistant" in message


def test_embedder_options_reach_the_shared_embedder():
    """``--set-option embedder_kwargs=...`` once left the benchmark's embedder at its defaults, silently; the parity
    mode's embedder stays in float32 whatever the CPU, the default judge's follows the CPU."""
    from fairforge_core.models import default_precision

    assert vq.shared_embedder({"embedder_kwargs": {"precision": "bfloat16"}, "top_k": 5}).embedder_id.endswith(":bf16")
    assert not vq.shared_embedder({"embedder_kwargs": {"precision": "float32"}}).embedder_id.endswith(":bf16")
    default = vq.shared_embedder({**vq.MODES["offline"], "judge_kwargs": {"max_units": 3}})
    assert default.embedder_id.endswith(":bf16") == (default_precision() == "bfloat16")
    assert not vq.shared_embedder(vq.MODES["reranker"]).embedder_id.endswith(":bf16")


def test_the_summary_has_a_row_of_the_first_measurements_this_runs_model_took(tmp_path: Path):
    saved = {name: figures("offline-learned-v1(model=judge_model@abc123def456/bf16)", 0.8)
             for name in ("blind-x", "blind-y", "blind-z")}
    firsts = {"blind-x": {**figures("learned judge", 0.6), "model_sha256": "abc123def456"},
              "blind-y": {**figures("learned judge", 0.7), "model_sha256": "abc123def456"},
              "blind-z": {**figures("an older model", 0.9), "model_sha256": "0123456789ab"}}
    table = vq.summary_table(saved, {}, {"blind-x": "selection", "blind-y": "blind", "blind-z": "selection"}, firsts)
    (row,) = [r for r in table.splitlines() if r.startswith("| first measured by this run's model |")]
    # whatever the sets' status now, the two sets this model first measured, with their first figures
    assert "| 2 | 120 |" in row and "model abc123def456" in row and "| 0.650 (0.600 to 0.700) |" in row
