"""Conflict search: contradicting retrieval candidates outside the selection count when their document is
addressed by a selected chunk or holds the best-ranked one (fairforge_core.verdicts.conflict_search_extras), in the
evaluator, in what the pipeline stores, and in policy re-scoring of the stored candidates."""

from __future__ import annotations

from fairforge_core.chunking import chunk_text
from fairforge_core.engine import CorpusIndex, RegulatoryEvaluator, RetrievalSettings
from fairforge_core.evaluation.stored import rescore_interaction, rescoring_mismatches
from fairforge_core.schemas.common import Batch
from fairforge_core.verdicts import ChunkJudge, ChunkJudgement, RerankerJudge, conflict_search_extras
from tests.fakes import HashingEmbedder, OverlapReranker
from tests.policy_data import build_stored_evaluation
from tests.test_policy_rescoring import all_interactions, stored_outcome


class MarkerJudge(ChunkJudge):
    """A three-way backend that reads markers written in the chunk text: SUPPORTS when it holds "SUPPORTED",
    CONTRADICTS (score 0.1) when it holds "VIOLATED", NEUTRAL otherwise."""

    def judge(self, requests):
        out = []
        for r in requests:
            if "VIOLATED" in r.chunk.text:
                out.append(ChunkJudgement(True, 0.1, rule_sentence=r.chunk.text.splitlines()[-1], reason="marker"))
            elif "SUPPORTED" in r.chunk.text:
                out.append(ChunkJudgement(True, 0.9, rule_sentence=r.chunk.text.splitlines()[-1]))
            else:
                out.append(ChunkJudgement(False, 0.5))
        return out


class SimilarityJudge(ChunkJudge):
    """A three-way backend whose verdict follows the retrieval similarity: a chunk retrieved at 0.3 or more
    SUPPORTS, one below CONTRADICTS; used to make conflict search add candidates in a stored evaluation."""

    def judge(self, requests):
        return [ChunkJudgement(True, 0.9 if r.similarity >= 0.3 else 0.1, rule_sentence=r.chunk.text[:40])
                for r in requests]


ANSWER = "returns within thirty days get a full refund to the card"
DOCS = {
    # the answer's own words: retrieved first (the selection, top_k=1)
    "refunds.md": ["# Returns\n\nSUPPORTED returns within thirty days get a full refund to the card",
                   "# Late returns\n\nVIOLATED late returns get store credit only, not a refund to the card"],
    "calls.md": ["# Calls\n\nVIOLATED never call the card holder after nine in the evening"],
}


def evaluate(judge: ChunkJudge, conflict_search: bool = True, docs: dict = DOCS):
    chunks = [c for source, texts in docs.items() for t in texts
              for c in chunk_text(t, source, 2000, 100)]
    emb = HashingEmbedder()
    ev = RegulatoryEvaluator(CorpusIndex(chunks, emb.encode([c.text for c in chunks])), emb, judge,
                             RetrievalSettings(top_k=1, similarity_threshold=0.9, candidate_top_k=5,
                                               candidate_similarity_threshold=0.0),
                             conflict_search=conflict_search)
    res = ev.evaluate_batch([("s", Batch(qa_id="q", query="-", assistant=ANSWER, ground_truth_assistant="-"))])[0]
    return ev, res


def test_extras_are_contradicting_candidates_of_addressed_documents_only():
    selected = [("a.md", "SUPPORTS"), ("b.md", "NEUTRAL")]
    others = [("a.md", "CONTRADICTS"), ("a.md", "SUPPORTS"), ("b.md", "CONTRADICTS"), ("c.md", "CONTRADICTS"),
              ("a.md", "NEUTRAL"), ("a.md", "CONTRADICTS")]
    got = conflict_search_extras(selected, others, lambda c: c[0], lambda c: c[1])
    # only a.md is addressed by the selection (b.md's selected chunk is NEUTRAL); support is never added
    assert got == [("a.md", "CONTRADICTS"), ("a.md", "CONTRADICTS")]
    # the best-ranked selected chunk's document is searched even when that chunk is NEUTRAL; a lower one is not
    neutral_first = [("b.md", "NEUTRAL"), ("a.md", "SUPPORTS"), ("c.md", "NEUTRAL")]
    assert conflict_search_extras(neutral_first, others, lambda c: c[0], lambda c: c[1]) == [
        ("a.md", "CONTRADICTS"), ("b.md", "CONTRADICTS"), ("a.md", "CONTRADICTS")]
    assert conflict_search_extras([("b.md", "NEUTRAL")], others, lambda c: c[0], lambda c: c[1]) == [
        ("b.md", "CONTRADICTS")]
    assert conflict_search_extras([], others, lambda c: c[0], lambda c: c[1]) == []
    assert conflict_search_extras([("a.md", "CONTRADICTS")], [("a.md", "CONTRADICTS")], lambda c: c[0],
                                  lambda c: c[1]) == [("a.md", "CONTRADICTS")]


def test_a_violated_section_of_the_addressed_document_makes_the_answer_non_compliant():
    ev, res = evaluate(MarkerJudge())
    assert ev.conflict_search is True
    it = res.interaction
    assert it.verdict == "NON_COMPLIANT"
    assert (it.supporting_chunks, it.contradicting_chunks) == (1, 1)
    assert [(c.source, c.verdict) for c in it.retrieved_chunks] == [("refunds.md", "SUPPORTS"),
                                                                    ("refunds.md", "CONTRADICTS")]
    assert "Conflict with refunds.md (Late returns)" in it.insight
    # the stored candidates: the extra counts (selected, ranked after the selection); the other document's
    # violated rule is a candidate that does not count
    by_source = {(e.chunk.source, e.verdict): e for e in res.candidates}
    extra = by_source[("refunds.md", "CONTRADICTS")]
    assert extra.selected and extra.rank == 1
    other = by_source[("calls.md", "CONTRADICTS")]
    assert not other.selected and other.rank is None


def test_conflict_search_off_or_two_way_keeps_the_selection():
    _, res = evaluate(MarkerJudge(), conflict_search=False)
    assert res.interaction.verdict == "COMPLIANT"
    assert [c.source for c in res.interaction.retrieved_chunks] == ["refunds.md"]
    ev, res = evaluate(RerankerJudge(OverlapReranker()))
    assert ev.conflict_search is False  # a two-way backend has no NEUTRAL chunks to tell documents apart
    assert len(res.interaction.retrieved_chunks) == 1


def test_an_unaddressed_selection_searches_only_its_best_ranked_document():
    returns = "# Returns\n\nreturns within thirty days get a full refund to the card"
    late = "# Late returns\n\nVIOLATED late returns get store credit only, not a refund to the card"
    # the violated section is in the best-ranked document: counted, although the selected chunk is NEUTRAL
    _, res = evaluate(MarkerJudge(), docs={"refunds.md": [returns, late]})
    assert (res.interaction.verdict, res.interaction.contradicting_chunks) == ("NON_COMPLIANT", 1)
    # the same section in another, unselected document is not searched
    _, res = evaluate(MarkerJudge(), docs={"refunds.md": [returns], "late.md": [late]})
    assert (res.interaction.verdict, res.interaction.contradicting_chunks) == ("IRRELEVANT", 0)


def test_stored_conflict_search_is_re_scored_exactly(tmp_path):
    _, db = build_stored_evaluation(tmp_path / "a", judge=SimilarityJudge(), decision="offline")
    found = all_interactions(db)
    assert all(it.settings.conflict_search for it in found.values())
    extras = [c for it in found.values() for c in it.chunks
              if c.selected and max(x for x in (c.query_similarity, c.answer_similarity) if x is not None) < 0.3]
    assert extras  # conflict search added candidates below similarity_threshold, and they were stored as counted
    assert all(c.verdict == "CONTRADICTS" for c in extras)
    for it in found.values():
        assert rescoring_mismatches(it) == []
        assert rescore_interaction(it) == stored_outcome(it)
    # a variant re-scored from the stored candidates equals a fresh evaluation with its settings
    knobs = dict(top_k=1, similarity_threshold=0.35, contradiction_threshold=0.05, compliance_threshold=0.5)
    _, fresh_db = build_stored_evaluation(tmp_path / "b", judge=SimilarityJudge(), decision="offline", **knobs)
    fresh = all_interactions(fresh_db)
    changed = 0
    for key, it in found.items():
        assert rescore_interaction(it, **knobs) == stored_outcome(fresh[key]), key
        changed += stored_outcome(fresh[key]) != stored_outcome(it)
    assert changed >= 1
    # with conflict search off, the same judge gives other verdicts (the extras were what made the difference)
    _, off_db = build_stored_evaluation(tmp_path / "c", judge=SimilarityJudge(), decision="offline",
                                        conflict_search=False)
    off = all_interactions(off_db)
    assert not any(it.settings.conflict_search for it in off.values())
    assert sum(off[k].contradicting < it.contradicting for k, it in found.items()) >= 1
