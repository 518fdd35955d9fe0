"""The performance benchmarks measure what they claim: same verdicts as fair-forge 3.0.0 on the parity mode,
skipped re-runs, a one-document change embedding only that document's chunks, and DuckDB vector search returning
the same top-k as numpy."""

import json
from argparse import Namespace

import pytest

from benchmarks import throughput, vector_search
from benchmarks.workload import Workload
from fairforge_core.chunking import chunk_text


def test_duckdb_vector_search_returns_the_same_top_k_as_chunk_index():
    r = vector_search.run_size(n_chunks=300, dim=16, n_queries=12, k=5, floor=0.2, repeat=1)
    for name in ("duckdb_inner_product", "duckdb_cosine", "duckdb_max_by"):
        assert r[f"{name}_agreement"] == 1.0, name
        assert r[f"{name}_seconds"] > 0
    assert r["numpy_seconds"] > 0 and r["chunks"] == 300


@pytest.mark.slow
def test_backfill_benchmark_phases_on_a_tiny_workload(tmp_path):
    wl = Workload.build(tmp_path, assistants=1, days=2, interactions_per_day=4, min_chunks=6)
    (tmp_path / "partitions.json").write_text(json.dumps([[a, d.isoformat()] for a, d in wl.partitions]))
    ours = throughput.phase_fairforge(Namespace(work=str(tmp_path), mode="parity", incremental=True))
    first = ours["first"]
    assert first["partitions"] == 2 and first["interactions"] == 8 and first["chunks_embedded"] == first["chunks"]
    assert first["split"]["query_embedding"] > 0 and first["peak_rss_mb"] > 100
    assert ours["rerun"]["partitions_skipped"] == 2 and ours["rerun"]["split"]["query_embedding"] == 0
    assert ours["forced"]["partitions_skipped"] == 0 and ours["forced"]["chunks_embedded"] == 0
    changed = (wl.corpus_dir / ours["changed_document"]).read_text()
    n_doc_chunks = len(chunk_text(changed, ours["changed_document"], mode="windows"))  # parity mode
    assert 0 < ours["after_change"]["chunks_embedded"] <= n_doc_chunks < first["chunks"]
    assert ours["after_change"]["partitions_skipped"] == 0

    pytest.importorskip("fair_forge", reason="the original library (alquimia-fair-forge==3.0.0) is not installed")
    wl = Workload.build(tmp_path, assistants=1, days=2, interactions_per_day=4, min_chunks=6)  # undo the edit
    theirs = throughput.phase_original(Namespace(work=str(tmp_path)))
    assert theirs["first"]["interactions"] == 8
    # fair-forge re-embeds the whole corpus on every run (one run per partition)
    assert theirs["first"]["chunks_embedded"] == 2 * wl.chunks
    assert theirs["first"]["split"]["decisions"] > 0
    same, n = throughput.agreement(ours["verdicts"], theirs["verdicts"])
    assert n == 8 and same == 8
    # the same model work on both sides: fair-forge's float32 embedder, whatever the CPU offers (a bfloat16 side
    # once agreed on all 8 here and on 584 of 600 in the full benchmark)
    assert ours["embedder_id"] == theirs["embedder_id"] and not ours["embedder_id"].endswith(":bf16")


def test_judge_probe_scoring_counts_false_alarms_and_misses():
    from benchmarks.judge_probes import score

    rows = [({"expect": "CONTRADICTS"}, "CONTRADICTS"), ({"expect": "SUPPORTS"}, "CONTRADICTS"),
            ({"expect": "CONTRADICTS"}, "NEUTRAL"), ({"expect": "NEUTRAL"}, "SUPPORTS")]
    assert score(rows) == {"n": 4, "accuracy": 0.5, "precision": 0.5, "recall": 0.5, "false_alarms": 1,
                           "misses": 1}


def test_a_probe_outcome_is_contradicts_if_any_of_its_documents_contradicts():
    from benchmarks.judge_probes import judge_probe
    from tests.fakes import FigureJudge

    probe = {"rule": ["# Refunds\n\n- Refunds are issued within 30 days of a return.\n",
                      "# Returns\n\n- Returns of an item are accepted in store with its receipt.\n"],
             "query": "How long do refunds take?", "answer": "Refunds are issued within 45 days of a return."}
    outcome, judgements = judge_probe(FigureJudge(), probe)
    assert outcome == "CONTRADICTS" and len(judgements) == 2
    assert judgements[0].rule_sentence == "Refunds are issued within 30 days of a return."
    assert judge_probe(FigureJudge(), {**probe, "answer": "Refunds are issued within 30 days of a return."})[0] \
        == "SUPPORTS"
    assert judge_probe(FigureJudge(), {**probe, "answer": "Have a lovely afternoon!"})[0] == "NEUTRAL"
