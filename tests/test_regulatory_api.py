"""The seed-compatible Python API, and parity with the original fair-forge 3.0.0 on the same inputs."""

import json

import numpy as np
import pytest

from fairforge_core.connectors import CorpusConnector, LocalCorpusConnector
from fairforge_core.core.retriever import Retriever
from fairforge_core.metrics.regulatory import Regulatory
from fairforge_core.schemas.common import Batch, Dataset, IterationLevel, SessionMetadata, StreamedBatch
from fairforge_core.schemas.regulatory import RegulatoryMetric
from fairforge_core.statistical import BayesianMode, FrequentistMode
from tests.fakes import HashingEmbedder, OverlapReranker

POLICY = """# Call Center Policy

## Do-Not-Call Regulations
- All customers have the right to request removal from call lists at any time
- Requests must be honored within 24 hours of receipt
- No calls between 9:00 PM and 8:00 AM local time

## Refund Policy
- Full refunds available within 30 days of purchase with original receipt
- Refunds processed within 5-7 business days
"""


class ComplianceRetriever(Retriever):
    """The seed's "Complete Example" retriever, unchanged except for the import prefix."""

    def load_dataset(self) -> list[Dataset]:
        return [
            Dataset(
                session_id="compliance_test_001",
                assistant_id="callcenter_bot",
                language="english",
                context="Call center regulatory compliance",
                conversation=[
                    Batch(qa_id="qa_001", query="I don't want any more calls from you!",
                          assistant="I've immediately added your number to our do-not-call list.",
                          ground_truth_assistant="Add to do-not-call list", weight=0.6),
                    Batch(qa_id="qa_002", query="Can I get a refund? I bought this 45 days ago.",
                          assistant="Our standard refund policy is 30 days. I can offer store credit instead.",
                          ground_truth_assistant="Explain 30-day limit, offer alternatives", weight=0.4),
                ],
            ),
        ]


@pytest.fixture
def corpus_dir(tmp_path):
    d = tmp_path / "regulations"
    d.mkdir()
    (d / "call_center.md").write_text(POLICY)
    return d


def test_seed_complete_example_runs_with_the_import_prefix_changed(corpus_dir):
    metrics = Regulatory.run(
        ComplianceRetriever,
        corpus_connector=LocalCorpusConnector(corpus_dir),
        embedder=HashingEmbedder(),
        reranker=OverlapReranker(),
        statistical_mode=BayesianMode(mc_samples=5000, ci_level=0.95),
        compliance_threshold=0.5,
        chunk_size=200,
        chunk_overlap=20,
        similarity_threshold=0.1,
        verbose=True,
    )
    assert len(metrics) == 1 and isinstance(metrics[0], RegulatoryMetric)
    m = metrics[0]
    assert m.session_id == "compliance_test_001" and m.assistant_id == "callcenter_bot"
    assert m.n_interactions == 2 and [i.qa_id for i in m.interactions] == ["qa_001", "qa_002"]
    assert m.compliance_score_ci_low is not None and m.compliance_score_ci_low <= m.compliance_score
    assert m.compliance_score <= m.compliance_score_ci_high
    assert [i.weight for i in m.interactions] == [0.6, 0.4]
    for it in m.interactions:
        assert it.verdict in ("COMPLIANT", "NON_COMPLIANT", "IRRELEVANT")
        assert it.supporting_chunks + it.contradicting_chunks == len(it.retrieved_chunks)
        assert all(c.source == "call_center.md" for c in it.retrieved_chunks)
    expected = round(0.6 * m.interactions[0].compliance_score + 0.4 * m.interactions[1].compliance_score, 4)
    assert m.compliance_score == pytest.approx(expected, abs=1e-4)
    assert m.total_supporting_chunks == sum(i.supporting_chunks for i in m.interactions)


def test_nothing_retrieved_makes_the_interaction_irrelevant_at_the_threshold(corpus_dir):
    class Smalltalk(Retriever):
        def load_dataset(self):
            return [Dataset(session_id="s", assistant_id="a", context="c", conversation=[
                Batch(qa_id="q1", query="zzz qqq", assistant="www yyy", ground_truth_assistant="-")])]

    (m,) = Regulatory.run(Smalltalk, corpus_connector=LocalCorpusConnector(corpus_dir), embedder=HashingEmbedder(),
                          reranker=OverlapReranker(), similarity_threshold=0.5, compliance_threshold=0.7)
    assert m.verdict == "IRRELEVANT" and m.compliance_score == 0.7
    assert m.interactions[0].insight == "No relevant regulatory chunks were retrieved for this interaction."


def test_empty_session_is_irrelevant_in_both_modes(corpus_dir):
    class Empty(Retriever):
        def load_dataset(self):
            return [Dataset(session_id="e", assistant_id="a", context="c", conversation=[])]

    for mode in (FrequentistMode(), BayesianMode()):
        (m,) = Regulatory.run(Empty, corpus_connector=LocalCorpusConnector(corpus_dir), embedder=HashingEmbedder(),
                              reranker=OverlapReranker(), statistical_mode=mode)
        assert (m.verdict, m.compliance_score, m.n_interactions) == ("IRRELEVANT", 0.0, 0)


def test_streamed_batches_of_one_session_are_grouped(corpus_dir):
    class Streamer(Retriever):
        @property
        def iteration_level(self):
            return IterationLevel.STREAM_BATCHES

        def load_dataset(self):
            md = SessionMetadata(session_id="s", assistant_id="a", context="c")
            for i in range(3):
                yield StreamedBatch(metadata=md, batch=Batch(qa_id=f"q{i}", query="refund within 30 days",
                                                              assistant="refunds within 30 days",
                                                              ground_truth_assistant="-"))

    (m,) = Regulatory.run(Streamer, corpus_connector=LocalCorpusConnector(corpus_dir), embedder=HashingEmbedder(),
                          reranker=OverlapReranker(), chunk_size=200, chunk_overlap=20, batch_interactions=2)
    assert m.n_interactions == 3


def test_a_streamed_batch_built_without_validation_is_still_checked(corpus_dir):
    class Streamer(Retriever):
        @property
        def iteration_level(self):
            return IterationLevel.STREAM_BATCHES

        def load_dataset(self):
            md = SessionMetadata(session_id="s", assistant_id="a", context="c")
            yield StreamedBatch(metadata=md, batch=Batch.model_construct(
                qa_id="q1", query="refund?", assistant="yes", ground_truth_assistant="-", weight=float("nan")))

    with pytest.raises(ValueError, match=r"invalid session \(item 1 of load_dataset\(\)\).*weight"):
        Regulatory.run(Streamer, corpus_connector=LocalCorpusConnector(corpus_dir), embedder=HashingEmbedder(),
                       reranker=OverlapReranker(), chunk_size=200, chunk_overlap=20)


def test_invalid_settings_and_an_iterator_without_streaming_level_raise(corpus_dir):
    kw = dict(corpus_connector=LocalCorpusConnector(corpus_dir), embedder=HashingEmbedder(),
              reranker=OverlapReranker())
    with pytest.raises(ValueError, match="chunk_overlap"):
        Regulatory.run(ComplianceRetriever, chunk_size=100, chunk_overlap=100, **kw)
    with pytest.raises(ValueError, match="top_k"):
        Regulatory.run(ComplianceRetriever, top_k=0, **kw)
    with pytest.raises(ValueError, match="similarity_threshold"):
        Regulatory.run(ComplianceRetriever, similarity_threshold=-0.1, **kw)

    class Iter(Retriever):
        def load_dataset(self):
            return iter(ComplianceRetriever().load_dataset())

    with pytest.raises(ValueError, match="iteration_level"):
        Regulatory.run(Iter, **kw)


def test_retriever_receives_the_unconsumed_keyword_arguments(corpus_dir):
    seen = {}

    class Kw(ComplianceRetriever):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            seen.update(kwargs)

    Regulatory.run(Kw, corpus_connector=LocalCorpusConnector(corpus_dir), embedder=HashingEmbedder(),
                   reranker=OverlapReranker(), dataset_path="x.json")
    assert seen == {"dataset_path": "x.json"}


# -- parity with the original library ------------------------------------------------------------------------------
def _dev_sessions(dev_set):
    return [Dataset.model_validate(json.loads(line)) for line in (dev_set / "conversations.jsonl").open()]


class _Docs(CorpusConnector):
    def __init__(self, docs):
        self.docs = docs

    def load_documents(self):
        return self.docs


@pytest.mark.parametrize("chunk_size, chunk_overlap, top_k, sim", [(1000, 100, 10, 0.3), (400, 50, 3, 0.2)])
def test_same_results_as_fair_forge_3_0_0_with_the_same_embedder_and_reranker(
        dev_set, chunk_size, chunk_overlap, top_k, sim):
    ff = pytest.importorskip("fair_forge", reason="the original library (alquimia-fair-forge==3.0.0) is not installed")
    from fair_forge.connectors.base import CorpusConnector as FFConnector
    from fair_forge.connectors.base import RegulatoryDocument as FFDoc
    from fair_forge.core.embedder import Embedder as FFEmbedder
    from fair_forge.core.reranker import Reranker as FFReranker
    from fair_forge.core.retriever import Retriever as FFRetriever
    from fair_forge.metrics.regulatory import Regulatory as FFRegulatory
    from fair_forge.schemas.common import Dataset as FFDataset

    docs = LocalCorpusConnector(dev_set / "corpus").load_documents()
    # fairforge leaves empty answers unjudged (UNJUDGED, out of the session score; issue 33): the documented
    # difference, checked below; the parity comparison runs on the sessions without them
    full = _dev_sessions(dev_set)
    sessions = [s.model_copy(update={"conversation": [b for b in s.conversation if b.assistant.strip()]})
                for s in full]
    emb, rr = HashingEmbedder(), OverlapReranker()

    class FFEmb(FFEmbedder):
        def encode(self, sentences):
            return emb.encode(sentences)

    class FFRr(FFReranker):
        def score(self, query, documents):
            return rr.score(query, documents)

    class FFConn(FFConnector):
        def load_documents(self):
            return [FFDoc(text=d.text, source=d.source) for d in docs]

    class FFRet(FFRetriever):
        def load_dataset(self):
            return [FFDataset.model_validate(s.model_dump(exclude={"started_at"})) for s in sessions]

    class Ret(Retriever):
        def load_dataset(self):
            return sessions

    kw = dict(chunk_size=chunk_size, chunk_overlap=chunk_overlap, top_k=top_k, similarity_threshold=sim,
              contradiction_threshold=0.3, compliance_threshold=0.5)
    theirs = FFRegulatory.run(FFRet, corpus_connector=FFConn(), embedder=FFEmb(), reranker=FFRr(), **kw)
    ours = Regulatory.run(Ret, corpus_connector=_Docs(docs), embedder=emb, reranker=rr, **kw)
    assert ff is not None and len(ours) == len(theirs) == 19
    n_chunks = 0
    for a, b in zip(ours, theirs):
        assert (a.session_id, a.assistant_id, a.n_interactions, a.verdict) == (
            b.session_id, b.assistant_id, b.n_interactions, b.verdict)
        assert a.compliance_score == pytest.approx(b.compliance_score, abs=1e-4)
        assert (a.total_supporting_chunks, a.total_contradicting_chunks) == (
            b.total_supporting_chunks, b.total_contradicting_chunks)
        for x, y in zip(a.interactions, b.interactions):
            assert (x.qa_id, x.verdict, x.compliance_score, x.supporting_chunks, x.contradicting_chunks) == (
                y.qa_id, y.verdict, y.compliance_score, y.supporting_chunks, y.contradicting_chunks)
            assert x.insight == y.insight
            assert [(c.source, c.chunk_index, c.verdict) for c in x.retrieved_chunks] == [
                (c.source, c.chunk_index, c.verdict) for c in y.retrieved_chunks]
            assert np.allclose([c.similarity for c in x.retrieved_chunks], [c.similarity for c in y.retrieved_chunks],
                               atol=1.01e-4)
            assert [c.reranker_score for c in x.retrieved_chunks] == [c.reranker_score for c in y.retrieved_chunks]
            n_chunks += len(x.retrieved_chunks)
    assert n_chunks > 50  # the comparison covered real retrievals

    class Full(Retriever):
        def load_dataset(self):
            return full

    empty = {(m.session_id, i.qa_id) for m in Regulatory.run(Full, corpus_connector=_Docs(docs), embedder=emb,
                                                              reranker=rr, **kw)
             for i in m.interactions if i.verdict == "UNJUDGED"}
    assert empty == {(s.session_id, b.qa_id) for s in full for b in s.conversation if not b.assistant.strip()} != set()


def test_bayesian_mode_agrees_with_fair_forge_within_sampling_error(dev_set):
    pytest.importorskip("fair_forge", reason="the original library (alquimia-fair-forge==3.0.0) is not installed")
    from fair_forge.statistical import BayesianMode as FFBayes

    sessions = _dev_sessions(dev_set)[:6]
    docs = LocalCorpusConnector(dev_set / "corpus").load_documents()

    class Ret(Retriever):
        def load_dataset(self):
            return sessions

    ours = Regulatory.run(Ret, corpus_connector=_Docs(docs), embedder=HashingEmbedder(), reranker=OverlapReranker(),
                          statistical_mode=BayesianMode(), contradiction_threshold=0.3)
    freq = Regulatory.run(Ret, corpus_connector=_Docs(docs), embedder=HashingEmbedder(), reranker=OverlapReranker(),
                          contradiction_threshold=0.3)
    ffb = FFBayes()
    for m, f in zip(ours, freq):
        scores = [i.compliance_score for i in f.interactions]
        weights = [i.weight for i in m.interactions]
        # fair-forge's bootstrap on the same scores and weights
        idx = ffb.rng.choice(len(scores), size=(5000, len(scores)), replace=True, p=np.array(weights) / sum(weights))
        reps = np.asarray(scores)[idx].mean(axis=1)
        lo, hi = np.quantile(reps, [0.025, 0.975])
        assert m.compliance_score == f.compliance_score  # exact weighted mean
        assert m.verdict == f.verdict
        if len(set(scores)) < 2:  # one score or equal scores: no interval, or Jeffreys' (issue 33), never zero width
            assert m.compliance_score_ci_note is not None
            assert m.compliance_score_ci_low is None or m.compliance_score_ci_high > m.compliance_score_ci_low
            continue
        assert m.compliance_score_ci_low == pytest.approx(lo, abs=0.08)
        assert m.compliance_score_ci_high == pytest.approx(hi, abs=0.08)
