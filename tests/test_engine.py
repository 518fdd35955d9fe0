"""The evaluator around any decision backend: the any_contradiction rule and the insight's evidence, scores out of
range, model loading timed apart from decisions, and the session history handed to the backend. The backends here
are the deterministic ones of tests/fakes.py and small classes defined in the tests; the judges themselves are
tested in test_compliance_model.py and test_nli_judge.py."""

import pytest

from fairforge_core.chunking import chunk_text
from fairforge_core.engine import HISTORY_TURNS, CorpusIndex, RegulatoryEvaluator, RetrievalSettings
from fairforge_core.schemas.common import Batch, Dataset
from fairforge_core.statistical import FrequentistMode
from fairforge_core.verdicts import ChunkJudge, ChunkJudgement
from tests.fakes import FigureJudge, HashingEmbedder

POLICY = """# Harbor Policy

## Refunds

- Refunds are available within 30 days of purchase with a receipt.
- Card refunds are issued within 5 business days after the item reaches the store.
- Competitor prices are not matched.

## Calling hours

- Marketing calls may only be placed between 8 a.m. and 9 p.m. in the customer's local time.

## Denials

- The clinic must give the patient a written reason for every denial.
- Staff must not promise an exception to this policy.
"""

RECEIPTS = "# Receipts\n\n- Refunds of a purchase are available with the receipt of that purchase.\n"


def evaluator(docs, judge, **retrieval):
    chunks = [c for source, text in docs for c in chunk_text(text, source, 2000, 100)]
    emb = HashingEmbedder()
    index = CorpusIndex(chunks, emb.encode([c.text for c in chunks]))
    return RegulatoryEvaluator(index, emb, judge, RetrievalSettings(**{"top_k": 5, "similarity_threshold": 0.0,
                                                                       **retrieval}))


def test_any_contradiction_rule_and_insight_name_document_heading_rule_and_answer():
    ev = evaluator((("policy.md", POLICY), ("receipts.md", RECEIPTS)), FigureJudge())
    (res,) = ev.evaluate_batch([("s", Batch(qa_id="q", query="How long do I have to return it?",
                                            assistant="Refunds are available within 60 days of purchase with a "
                                                      "receipt.", ground_truth_assistant="-"))])
    it = res.interaction
    by_source = {c.source: c for c in it.retrieved_chunks}
    # one chunk supports and one contradicts: the ratio rule would say COMPLIANT at 0.5, any_contradiction does not
    assert (by_source["receipts.md"].verdict, by_source["policy.md"].verdict) == ("SUPPORTS", "CONTRADICTS")
    assert (it.verdict, it.compliance_score) == ("NON_COMPLIANT", 0.0)
    # the chunk starts under "Harbor Policy"; the rule sits in its section "Refunds"
    assert "policy.md (Harbor Policy > Refunds)" in it.insight
    assert '"Refunds are available within 30 days of purchase with a receipt" but' in it.insight
    assert "(figure 60 not in the rule)" in it.insight
    c = by_source["policy.md"]
    assert c.rule_sentence == "Refunds are available within 30 days of purchase with a receipt."
    assert c.answer_span == "Refunds are available within 60 days of purchase with a receipt."
    assert (c.heading, c.rule_heading) == ("Harbor Policy", "Harbor Policy > Refunds")


def test_an_unaddressed_chunk_is_neutral_and_the_interaction_irrelevant():
    ev = evaluator((("policy.md", POLICY),), FigureJudge())
    (res,) = ev.evaluate_batch([("s", Batch(qa_id="q", query="Thanks!", assistant="You're welcome, enjoy the rest "
                                            "of your day!", ground_truth_assistant="-"))])
    it = res.interaction
    assert [c.verdict for c in it.retrieved_chunks] == ["NEUTRAL"]
    assert (it.verdict, it.compliance_score) == ("IRRELEVANT", 0.5)


def test_the_insight_names_the_most_certain_conflict_not_the_first_retrieved():
    from fairforge_core.engine import CandidateEvidence, build_insight
    from fairforge_core.retrieval import Candidate

    chunks = chunk_text(POLICY, "policy.md", 200, 0)

    def ev(i, score, rule, reason):
        jd = ChunkJudgement(addressed=True, score=score, rule_sentence=rule, answer_span="answer", reason=reason)
        return CandidateEvidence(Candidate(i, i, 0.5, None, None), chunks[i], jd, "CONTRADICTS", True, 0.5, i)

    weak = ev(0, 0.3, "Competitor prices are not matched.", "opposite polarity")
    sure = ev(1, 0.05, "Refunds are available within 30 days.", "different quantity: 60 days vs 30 days")
    text = build_insight("NON_COMPLIANT", [], [weak, sure], 0)
    assert '"Refunds are available within 30 days" but' in text and "60 days vs 30 days" in text
    assert "Competitor prices" not in text
    # equal certainty: the first retrieved
    assert "Competitor prices" in build_insight("NON_COMPLIANT", [], [weak, ev(1, 0.3, "Other.", "x")], 0)


def test_engine_rejects_an_out_of_range_score_from_any_backend():
    from fairforge_core.verdicts import check_score

    class Broken(ChunkJudge):
        def judge(self, requests):
            return [ChunkJudgement(True, check_score(1.5, "broken")) for _ in requests]

    ev = evaluator((("policy.md", POLICY),), Broken(), top_k=1)
    with pytest.raises(ValueError, match="invalid score"):
        ev.evaluate_batch([("s", Batch(qa_id="q", query="refunds", assistant="refunds", ground_truth_assistant="-"))])


def test_a_model_loaded_lazily_during_decisions_is_timed_as_loading_not_as_decisions():
    import time as _time

    from fairforge_core.models import cached_model, model_load_seconds

    key = ("test-lazy-load", _time.time_ns())

    class LazyJudge(ChunkJudge):
        def judge(self, requests):
            cached_model(key, lambda: _time.sleep(1.0) or object())  # first call loads (1 s), later calls do not
            return [ChunkJudgement(True, 0.9) for _ in requests]

    ev = evaluator((("policy.md", POLICY),), LazyJudge(), top_k=1)
    before = model_load_seconds()
    item = ("s", Batch(qa_id="q", query="refunds", assistant="refunds within 30 days", ground_truth_assistant="-"))
    ev.evaluate_batch([item])
    assert 1.0 <= model_load_seconds() - before < 20.0  # the sleep + importing the model libraries
    assert ev.timings["model_loading"] >= 1.0
    assert ev.timings["decisions"] < 0.5  # the judge itself is instant: the load is not counted here
    loaded = ev.timings["model_loading"]
    ev.evaluate_batch([item])  # already loaded: nothing more is billed as loading
    assert ev.timings["model_loading"] == loaded


CANCEL = ("# How to cancel\n\n- Members can cancel in the app or through the web-chat assistant.\n- One retention "
          "offer (for example a discount or a pause) may be made per cancellation request.\n")


class HistoryRecorder(ChunkJudge):
    """A three-way backend that records the history of every request it decides (and supports every chunk)."""

    def __init__(self):
        self.seen: dict[str, tuple] = {}

    def judge(self, requests):
        for r in requests:
            self.seen[r.answer] = r.history
        return [ChunkJudgement(True, 0.9) for _ in requests]


def test_the_evaluator_hands_each_interaction_its_sessions_earlier_turns():
    chunks = chunk_text(CANCEL, "terms.md", 2000, 100)
    emb = HashingEmbedder()
    rec = HistoryRecorder()
    ev = RegulatoryEvaluator(CorpusIndex(chunks, emb.encode([c.text for c in chunks])), emb, rec,
                             RetrievalSettings(top_k=1, similarity_threshold=0.0), batch_interactions=3)
    turns = [Batch(qa_id=f"a-q{i}", query=f"cancel question {i}", assistant=f"cancel answer {i}",
                   ground_truth_assistant="-") for i in range(HISTORY_TURNS + 2)]
    other = [Batch(qa_id="b-q0", query="cancel other", assistant="cancel other answer", ground_truth_assistant="-")]
    sessions = [Dataset(session_id="a", assistant_id="bot", language="english", context="", conversation=turns),
                Dataset(session_id="b", assistant_id="bot", language="english", context="", conversation=other)]
    list(ev.evaluate_sessions(sessions, FrequentistMode()))
    assert rec.seen["cancel answer 0"] == ()
    assert rec.seen["cancel answer 2"] == (("cancel question 0", "cancel answer 0"),
                                           ("cancel question 1", "cancel answer 1"))
    last = rec.seen[f"cancel answer {HISTORY_TURNS + 1}"]
    assert len(last) == HISTORY_TURNS and last[0] == ("cancel question 1", "cancel answer 1")
    assert rec.seen["cancel other answer"] == ()  # another session's turns never leak in
    with pytest.raises(ValueError, match="histories"):
        ev.evaluate_batch([("a", turns[0])], histories=[(), ()])
