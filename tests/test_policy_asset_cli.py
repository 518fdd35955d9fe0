"""The policy_evaluation asset (real Dagster materialize, real DuckDB) and the ``fairforge policy`` command."""

import json

import dagster as dg
import pytest

from fairforge_assets.cli import main
from fairforge_assets.definitions import ALL_ASSETS, run_resources
from fairforge_assets.resources import FairforgeResource
from fairforge_core.store import DuckDBStore
from tests.policy_data import build_stored_evaluation

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def stored(tmp_path_factory):
    root = tmp_path_factory.mktemp("policy-asset")
    settings, db = build_stored_evaluation(root)
    return {"settings": settings, "db": db, "labels": root / "labels.jsonl"}


def test_asset_writes_reports_sweep_plot_and_metadata_without_models(stored):
    # embedder and decision backend cannot even be imported: the asset must never build a model
    resource = FairforgeResource(database=str(stored["db"]), embedder="tests.no_such_module:Embedder",
                                 decision="tests.no_such_module:Judge")
    config = {"labels": str(stored["labels"]), "baseline": "current", "candidate": "loose", "sweep_steps": 11,
              "variants": [{"name": "current"}, {"name": "loose", "contradiction_threshold": 0.05},
                           {"name": "narrow", "threshold": 0.6, "top_k": 1}]}
    result = dg.materialize(ALL_ASSETS, selection=["policy_evaluation"], resources=run_resources(resource),
                            run_config={"ops": {"policy_evaluation": {"config": config}}},
                            instance=dg.DagsterInstance.ephemeral())
    assert result.success
    md = result.asset_materializations_for_node("policy_evaluation")[-1].metadata
    run_id = result.run_id

    with DuckDBStore(stored["db"], read_only=True) as store:
        rows = store.query_dicts("SELECT * FROM policy_reports WHERE report_id = ? ORDER BY position", [run_id])
        sweeps = store.query_dicts("SELECT knob, value, tp, fp, tn, fn FROM policy_sweeps WHERE report_id = ? "
                                   "ORDER BY knob, value", [run_id])
    assert [(r["variant"], r["role"]) for r in rows] == [("current", "baseline"), ("loose", "candidate"),
                                                         ("narrow", None)]
    cur = rows[0]
    assert (cur["tp"], cur["fp"], cur["tn"], cur["fn"]) == (3, 1, 1, 2)
    assert (cur["threshold"], cur["contradiction_threshold"], cur["top_k"], cur["similarity_threshold"]) == (
        0.5, 0.3, 2, 0.3)
    assert rows[2]["threshold"] == 0.6 and rows[2]["top_k"] == 1
    assert cur["n_labels"] == 11 and cur["n_irrelevant_labels"] == 2 and cur["n_unknown_ids"] == 2
    assert json.loads(cur["unknown_ids"]) == [["s-9", "s-9-q1"], ["s-9", "s-9-q2"]]
    assert cur["sample_count"] == 7 and cur["n_skipped"] == 1 and cur["n_internal"] == 7
    assert cur["public_benchmark_eligible"] is False
    assert cur["rescoring_checked"] == 8 and cur["rescoring_mismatches"] == 0
    assert cur["winner"] in ("current", "loose", "tie") and all(r["winner"] == cur["winner"] for r in rows)
    assert cur["delta_balanced_accuracy"] == round(rows[1]["balanced_accuracy"] - cur["balanced_accuracy"], 10)
    assert len(sweeps) == 22
    assert next(s for s in sweeps if s["knob"] == "compliance_threshold" and s["value"] == 0.5)["tp"] == 3

    plot = stored["db"].with_name(f"ff.policy-{run_id[:8]}.png")
    assert cur["sweep_plot"] == str(plot) and plot.read_bytes()[:8] == PNG_SIGNATURE
    assert plot.stat().st_size > 10_000
    assert md["sweep_plot"].value == str(plot)
    assert md["dagster/row_count"].value == 3 and md["samples"].value == 7 and md["unknown_ids"].value == 2
    assert md["winner"].value == cur["winner"]
    table = md["variant/current"].value
    assert "| approved (score >= threshold) | TP 3 | FP 1 |" in table
    assert "| flagged (score < threshold) | FN 2 | TN 1 |" in table
    assert "| current | baseline | 0.500 |" in md["variants"].value
    assert md["threshold_sweep"].value.count("\n") >= 11 + 2
    assert "s-9-q1" in md["unknown_id_list"].value
    assert "baseline current vs candidate loose" in md["comparison"].value


def test_cli_prints_report_and_comparison(stored, capsys, monkeypatch):
    monkeypatch.delenv("DAGSTER_HOME", raising=False)
    rc = main(["policy", "--db", str(stored["db"]), "--labels", str(stored["labels"]),
               "--variant", "current", "--variant", "strict:threshold=0.9,top_k=5",
               "--baseline", "current", "--candidate", "strict", "--sweep-steps", "3"])
    out = capsys.readouterr().out
    assert rc == 0, out
    assert "11 labels in" in out and "2 IRRELEVANT (left out of the binary figures); 2 unknown id(s)" in out
    assert "unknown ids: s-9/s-9-q1, s-9/s-9-q2" in out
    assert "re-scoring check: 8 of 8 stored interaction verdict(s) reproduced exactly" in out
    line = next(x for x in out.splitlines() if x.startswith("current "))
    assert line.split()[1:10] == ["baseline", "0.50", "0.30", "2", "0.30", "3", "1", "1", "2"]
    assert "comparison: baseline current vs candidate strict" in out and "winner:" in out
    assert "threshold sweep around current" in out and "  0.50 " in out
    with DuckDBStore(stored["db"], read_only=True) as store:
        n = store.query("SELECT count(*) FROM policy_reports WHERE variant = 'strict' AND top_k = 5")[0][0]
    assert n == 1


@pytest.mark.parametrize("args, message", [
    (["--variant", "x:foo=1"], "unknown key 'foo'"),
    (["--variant", "a", "--baseline", "a"], "--baseline and --candidate go together"),
    (["--variant", "a", "--variant", "b", "--baseline", "a", "--candidate", "c"], "candidate 'c' is not one of"),
    (["--variant", "wide:top_k=50"], "top_k=50 is outside the stored candidate range"),
])
def test_cli_user_errors_exit_2(stored, capsys, monkeypatch, args, message):
    monkeypatch.delenv("DAGSTER_HOME", raising=False)
    rc = main(["policy", "--db", str(stored["db"]), "--labels", str(stored["labels"]), *args])
    err = capsys.readouterr().err
    assert rc == 2 and message in err, err


def test_cli_invalid_labels_exit_2(stored, tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("DAGSTER_HOME", raising=False)
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"session_id": "s-1", "qa_id": "s-1-q1", "label": "COMPLIANT"}\n{oops\n', encoding="utf-8")
    assert main(["policy", "--db", str(stored["db"]), "--labels", str(bad)]) == 2
    assert "bad.jsonl:2: not valid JSON" in capsys.readouterr().err


def test_cli_missing_files_exit_2(stored, tmp_path, capsys):
    assert main(["policy", "--db", str(tmp_path / "none.duckdb"), "--labels", str(stored["labels"])]) == 2
    assert "database not found" in capsys.readouterr().err
    assert main(["policy", "--db", str(stored["db"]), "--labels", str(tmp_path / "none.jsonl")]) == 2
    assert "labels file not found" in capsys.readouterr().err
