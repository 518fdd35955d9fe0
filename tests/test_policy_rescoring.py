"""Re-scoring stored interactions under policy variants, on a small evaluation stored by the real pipeline."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fairforge_core.evaluation.policy import PolicyVariant
from fairforge_core.evaluation.stored import (
    OutsideStoredRangeError,
    Rescored,
    StoredInteraction,
    StoredSettings,
    load_stored_interactions,
    parse_variant_spec,
    rescore_interaction,
    rescoring_mismatches,
    resolve_variants,
    run_policy_evaluation,
)
from fairforge_core.store import DuckDBStore
from tests.fakes import HashingEmbedder
from tests.policy_data import LABELS, CountingReranker, build_stored_evaluation


@pytest.fixture(scope="module")
def stored(tmp_path_factory):
    root = tmp_path_factory.mktemp("policy-stored")
    embedder, reranker = HashingEmbedder(), CountingReranker()
    settings, db = build_stored_evaluation(root, embedder=embedder, reranker=reranker)
    return {"root": root, "settings": settings, "db": db, "labels": root / "labels.jsonl", "embedder": embedder,
            "reranker": reranker}


def all_interactions(db):
    with DuckDBStore(db, read_only=True) as store:
        keys = store.query("SELECT session_id, qa_id FROM interaction_verdicts ORDER BY session_id, position")
        return load_stored_interactions(store, [tuple(k) for k in keys]).found


def stored_outcome(it: StoredInteraction) -> Rescored:
    return Rescored(it.verdict, it.compliance_score, it.supporting, it.contradicting, it.neutral)


def test_stored_settings_and_candidates_recorded(stored):
    found = all_interactions(stored["db"])
    assert len(found) == 8  # and s-3-q4, an empty answer, stored UNJUDGED (nothing to re-score)
    s = next(iter(found.values())).settings
    assert (s.top_k, s.similarity_threshold, s.candidate_top_k, s.candidate_similarity_threshold,
            s.contradiction_threshold, s.compliance_threshold) == (2, 0.3, 20, 0.2, 0.3, 0.5)
    chunks = [c for it in found.values() for c in it.chunks]
    # candidates beyond the selection are stored (both beyond top_k and below similarity_threshold)
    assert sum(not c.selected for c in chunks) >= 10
    assert any(not c.selected and max(x for x in (c.query_similarity, c.answer_similarity) if x is not None) >= 0.3
               for c in chunks)
    assert all(c.query_similarity is None or c.query_similarity >= 0.2 for c in chunks)


def test_rescoring_at_stored_settings_reproduces_stored_verdicts_exactly(stored):
    found = all_interactions(stored["db"])
    verdicts = set()
    for it in found.values():
        assert rescoring_mismatches(it) == []
        assert rescore_interaction(it) == stored_outcome(it)
        verdicts.add(it.verdict)
    assert verdicts == {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}


@pytest.mark.parametrize("knobs", [
    dict(top_k=1, similarity_threshold=0.3, contradiction_threshold=0.3, compliance_threshold=0.5),
    dict(top_k=2, similarity_threshold=0.3, contradiction_threshold=0.1, compliance_threshold=0.7),
    dict(top_k=5, similarity_threshold=0.25, contradiction_threshold=0.25, compliance_threshold=0.4),
    dict(top_k=20, similarity_threshold=0.2, contradiction_threshold=0.5, compliance_threshold=0.3),  # range edge
])
def test_rescored_variant_equals_a_fresh_evaluation_with_those_settings(stored, tmp_path, knobs):
    _, fresh_db = build_stored_evaluation(tmp_path, **knobs)
    old, fresh = all_interactions(stored["db"]), all_interactions(fresh_db)
    assert fresh.keys() == old.keys()
    changed = 0
    for key, it in old.items():
        expected = stored_outcome(fresh[key])
        assert rescore_interaction(it, **knobs) == expected, key
        changed += expected != stored_outcome(it)
    assert changed >= 1  # the variant really differs from the stored run


def test_a_three_way_backend_is_re_scored_with_its_own_verdict_rule(tmp_path):
    """A three-way backend (the default offline judge is one) gives any_contradiction verdicts; re-scoring must use
    that rule, not the ratio. The deterministic FigureJudge of tests/fakes.py stands in for the model, named in the
    settings by its import path as a user would name their own backend."""
    from tests.fakes import FigureJudge

    judge = "tests.fakes:FigureJudge"
    _, db = build_stored_evaluation(tmp_path / "a", judge=FigureJudge(), decision=judge)
    found = all_interactions(db)
    assert {it.settings.verdict_rule for it in found.values()} == {"any_contradiction"}
    assert all(rescoring_mismatches(it) == [] for it in found.values())
    # an interaction with both supporting and contradicting chunks: the ratio rule would have scored it above 0
    assert any(it.supporting and it.contradicting and it.verdict == "NON_COMPLIANT" for it in found.values())
    knobs = dict(top_k=2, similarity_threshold=0.25, contradiction_threshold=0.45, compliance_threshold=0.5)
    _, fresh_db = build_stored_evaluation(tmp_path / "b", judge=FigureJudge(), decision=judge, **knobs)
    fresh = all_interactions(fresh_db)
    changed = 0
    for key, it in found.items():
        expected = stored_outcome(fresh[key])
        assert rescore_interaction(it, **knobs) == expected, key
        changed += expected != stored_outcome(it)
    assert changed >= 1  # the variant really differs from the stored run


def test_no_model_call_and_no_model_library_during_rescoring(stored):
    emb_calls, pairs = stored["embedder"].calls, stored["reranker"].pairs
    assert emb_calls > 0 and pairs > 0
    with DuckDBStore(stored["db"], read_only=True) as store:
        run = run_policy_evaluation(store, stored["labels"], ["a:top_k=5,contradiction_threshold=0.2", "b"],
                                    sweep_steps=5)
    assert run.scorer.calls == 7 * 2 + 7 * 5 * 2  # samples x (variants + sweep points)
    assert (stored["embedder"].calls, stored["reranker"].pairs) == (emb_calls, pairs)
    code = ("import sys; from fairforge_core.store import DuckDBStore; "
            "from fairforge_core.evaluation.stored import run_policy_evaluation; "
            f"st = DuckDBStore({str(stored['db'])!r}, read_only=True); "
            f"r = run_policy_evaluation(st, {str(stored['labels'])!r}, ['x:contradiction_threshold=0.2'], "
            "sweep_steps=3); "
            "print(r.evaluation.sample_count, sorted(m for m in ('torch', 'sentence_transformers', 'transformers', "
            "'dagster') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parents[1]).stdout.split()
    assert out == ["7", "[]"]


def test_run_on_labels_counts_and_confusion(stored):
    with DuckDBStore(stored["db"], read_only=True) as store:
        run = run_policy_evaluation(store, stored["labels"], [], sweep_steps=3)
    assert len(run.labels.labels) == len(LABELS)
    assert run.n_irrelevant_labels == 2
    assert run.unknown_ids == [("s-9", "s-9-q1"), ("s-9", "s-9-q2")]
    assert run.skipped == [("s-3", "s-3-q4", "blank answer")]
    assert run.rescoring_checked == 8 and run.rescoring_mismatched_ids == []
    (v,) = run.variants
    assert (v.name, v.threshold, v.contradiction_threshold, v.top_k, v.similarity_threshold) == (
        "stored", 0.5, 0.3, 2, 0.3)
    r = run.evaluation.results[0]
    # approved = not NON_COMPLIANT at the stored settings (IRRELEVANT scores compliance_threshold and is approved)
    found = all_interactions(stored["db"])
    exp = {"tp": 0, "fp": 0, "tn": 0, "fn": 0}
    for s in run.samples:
        approved = found[(s.metadata["session_id"], s.metadata["qa_id"])].verdict != "NON_COMPLIANT"
        exp[("t" if approved == s.label else "f") + ("p" if approved else "n")] += 1
    assert (r.tp, r.fp, r.tn, r.fn) == (exp["tp"], exp["fp"], exp["tn"], exp["fn"]) == (3, 1, 1, 2)
    assert r.sample_count == 7 and r.balanced_accuracy == pytest.approx((3 / 5 + 1 / 2) / 2)
    assert run.evaluation.provenance_counts == {"benchmark": 0, "internal": 7, "synthetic": 0}
    assert run.evaluation.public_benchmark_eligible is False
    assert len(run.sweep) == 6 and {p.knob for p in run.sweep} == {"contradiction_threshold", "compliance_threshold"}
    # the sweep point at the stored compliance threshold is the stored variant itself
    at_stored = next(p for p in run.sweep if p.knob == "compliance_threshold" and p.value == 0.5)
    assert (at_stored.result.tp, at_stored.result.fp, at_stored.result.tn, at_stored.result.fn) == (3, 1, 1, 2)


def test_comparison_through_the_builtin_scorer(stored):
    with DuckDBStore(stored["db"], read_only=True) as store:
        run = run_policy_evaluation(store, stored["labels"], ["current", "loose:contradiction_threshold=0.05",
                                                              "strict:compliance_threshold=0.9"],
                                    baseline="current", candidate="loose", sweep_steps=2)
    cmp = run.comparison
    assert (cmp.baseline.name, cmp.candidate.name) == ("current", "loose")
    loose = run.evaluation.variant("loose")
    assert cmp.delta_balanced_accuracy == round(loose.balanced_accuracy - cmp.baseline.balanced_accuracy, 10)
    assert cmp.winner in ("current", "loose", "tie")
    assert cmp.winner == ("loose" if cmp.delta_balanced_accuracy > 0 else "current"
                          if cmp.delta_balanced_accuracy < 0 else "tie")
    assert run.evaluation.variant("strict").threshold == 0.9
    assert loose.fp >= cmp.baseline.fp  # a lower contradiction threshold can only approve more
    assert run.role("strict") is None and run.role("loose") == "candidate"


def test_variants_outside_the_stored_range_raise(stored):
    with DuckDBStore(stored["db"], read_only=True) as store:
        with pytest.raises(OutsideStoredRangeError, match=r"top_k=21 .*candidate_top_k=20"):
            run_policy_evaluation(store, stored["labels"], ["wide:top_k=21"])
        with pytest.raises(OutsideStoredRangeError, match=r"similarity_threshold=0.15 .*candidate_similarity"):
            run_policy_evaluation(store, stored["labels"], ["low:similarity_threshold=0.15"])
    it = next(iter(all_interactions(stored["db"]).values()))
    with pytest.raises(ValueError, match="outside the stored candidate range"):
        rescore_interaction(it, top_k=50)


def test_run_errors(stored, tmp_path):
    with DuckDBStore(stored["db"], read_only=True) as store:
        with pytest.raises(ValueError, match="both a baseline and a candidate"):
            run_policy_evaluation(store, stored["labels"], ["a", "b"], baseline="a")
        with pytest.raises(ValueError, match="candidate 'c' is not one of the variants"):
            run_policy_evaluation(store, stored["labels"], ["a", "b"], baseline="a", candidate="c")
        with pytest.raises(ValueError, match="must be different"):
            run_policy_evaluation(store, stored["labels"], ["a", "b"], baseline="a", candidate="a")
        with pytest.raises(ValueError, match="duplicate policy variant name 'a'"):
            run_policy_evaluation(store, stored["labels"], ["a", "a:top_k=1"])
        other = tmp_path / "other.jsonl"
        other.write_text('{"session_id": "zz", "qa_id": "zz1", "label": "COMPLIANT"}\n', encoding="utf-8")
        with pytest.raises(ValueError, match="none of the COMPLIANT/NON_COMPLIANT labels.*'zz'"):
            run_policy_evaluation(store, other)


def test_unrecorded_settings_need_a_fallback(stored, tmp_path):
    db = tmp_path / "old.duckdb"
    shutil.copy(stored["db"], db)
    with DuckDBStore(db) as store:
        store.con.execute("DELETE FROM evaluation_configs")
        with pytest.raises(ValueError, match="not recorded in evaluation_configs"):
            run_policy_evaluation(store, stored["labels"], [], sweep_steps=2)
        run = run_policy_evaluation(store, stored["labels"], [], settings=stored["settings"], sweep_steps=2)
    assert run.evaluation.results[0].tp == 3


def test_interaction_stored_in_two_partitions_uses_the_latest(stored, tmp_path):
    db = tmp_path / "dup.duckdb"
    shutil.copy(stored["db"], db)
    with DuckDBStore(db) as store:
        # the same session re-evaluated later under another date partition, with no candidates: IRRELEVANT
        store.con.execute(
            "INSERT INTO interaction_verdicts (assistant_id, partition_date, session_id, qa_id, position, query, "
            "assistant, compliance_score, verdict, supporting_chunks, contradicting_chunks, neutral_chunks, weight, "
            "weight_given, insight, corpus_version, embedder_id, reranker_id, config_hash, evaluated_at) "
            "SELECT assistant_id, DATE '2025-06-01', session_id, qa_id, position, "
            "query, assistant, 0.5, 'IRRELEVANT', 0, 0, 0, weight, weight_given, insight, corpus_version, "
            "embedder_id, reranker_id, config_hash, evaluated_at + INTERVAL 1 DAY FROM interaction_verdicts "
            "WHERE qa_id = 's-1-q2'")
        loaded = load_stored_interactions(store, [("s-1", "s-1-q2"), ("s-1", "s-1-q1")])
        assert loaded.ambiguous == [("s-1", "s-1-q2")]
        it = loaded.found[("s-1", "s-1-q2")]
        assert str(it.partition_date) == "2025-06-01" and it.chunks == () and rescoring_mismatches(it) == []
        assert loaded.found[("s-1", "s-1-q1")].chunks  # the other interaction keeps its candidates
        run = run_policy_evaluation(store, stored["labels"], [], sweep_steps=2)
    assert run.ambiguous_ids == [("s-1", "s-1-q2")]
    assert run.evaluation.results[0].fp == 2  # s-1-q2 (NON_COMPLIANT label) is now approved as IRRELEVANT


def test_a_later_unjudged_evaluation_is_not_replaced_by_an_older_judged_one(stored, tmp_path):
    db = tmp_path / "unjudged.duckdb"
    shutil.copy(stored["db"], db)
    with DuckDBStore(db) as store:
        # the LLM judge re-evaluated s-1-q2 a day later in another partition and gave no judgement
        store.con.execute(
            "INSERT INTO interaction_verdicts (assistant_id, partition_date, session_id, qa_id, position, query, "
            "assistant, compliance_score, verdict, supporting_chunks, contradicting_chunks, neutral_chunks, weight, "
            "weight_given, insight, corpus_version, embedder_id, reranker_id, config_hash, evaluated_at, error) "
            "SELECT assistant_id, DATE '2025-06-01', session_id, qa_id, position, query, assistant, NULL, "
            "'UNJUDGED', 0, 0, 0, weight, weight_given, 'Response is UNJUDGED.', corpus_version, embedder_id, "
            "'llm:x', config_hash, evaluated_at + INTERVAL 1 DAY, 'timeout' FROM interaction_verdicts "
            "WHERE qa_id = 's-1-q2'")
        loaded = load_stored_interactions(store, [("s-1", "s-1-q2"), ("s-1", "s-1-q1")])
        run = run_policy_evaluation(store, stored["labels"], [], sweep_steps=2)
    assert loaded.unjudged == [("s-1", "s-1-q2")] and ("s-1", "s-1-q2") not in loaded.found
    assert loaded.found[("s-1", "s-1-q1")].verdict != "UNJUDGED"
    assert run.unjudged_ids == [("s-1", "s-1-q2")] and ("s-1", "s-1-q2") not in run.unknown_ids
    assert ("s-1", "s-1-q2") not in {(x.metadata["session_id"], x.metadata["qa_id"]) for x in run.samples}


def test_parse_variant_spec():
    assert parse_variant_spec("current") == {"name": "current"}
    assert parse_variant_spec("x: top_k=5, threshold=0.6 ,profile=fast") == {
        "name": "x", "top_k": 5, "threshold": 0.6, "profile": "fast"}
    for bad, match in (("", "expected NAME"), (":top_k=1", "expected NAME"), ("x:top_k", "expected KEY=VALUE"),
                       ("x:foo=1", "unknown key 'foo'"), ("x:top_k=1,top_k=2", "given twice"),
                       ("x:top_k=1.5", "top_k must be an integer"), ("x:threshold=high", "must be a number")):
        with pytest.raises(ValueError, match=match):
            parse_variant_spec(bad)


def _fake(config_hash, **kw):
    base = dict(top_k=2, similarity_threshold=0.3, candidate_top_k=20, candidate_similarity_threshold=0.2,
                contradiction_threshold=0.3, compliance_threshold=0.5)
    s = StoredSettings(config_hash=config_hash, **{**base, **kw})
    return StoredInteraction("a", None, "s", config_hash, "q", "r", 0.5, "IRRELEVANT", 0, 0, 0, None, s, ())


def test_resolve_variants_defaults_aliases_and_conflicts():
    same = [_fake("h1"), _fake("h2", candidate_top_k=30)]
    (v,) = resolve_variants([{"name": "n"}], same)
    assert (v.threshold, v.contradiction_threshold, v.top_k, v.similarity_threshold) == (0.5, 0.3, 2, 0.3)
    (v,) = resolve_variants([{"name": "n", "compliance_threshold": 0.7}], same)
    assert v.threshold == 0.7 and v.effective_compliance_threshold == 0.7
    assert resolve_variants([], same)[0].name == "stored"
    with pytest.raises(ValueError, match="must equal threshold"):
        resolve_variants([{"name": "n", "threshold": 0.6, "compliance_threshold": 0.7}], same)
    mixed = [_fake("h1"), _fake("h2", contradiction_threshold=0.6)]
    with pytest.raises(ValueError, match=r"does not set contradiction_threshold.*\(0.3, 0.6\)"):
        resolve_variants([{"name": "n"}], mixed)
    (v,) = resolve_variants([{"name": "n", "contradiction_threshold": 0.4}], mixed)
    assert v.contradiction_threshold == 0.4
    assert isinstance(v, PolicyVariant)
