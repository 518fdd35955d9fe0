"""Throughput work: known vectors reach the two-way embedding reranker, repeated texts are embedded once, and the
benchmark workload is what its documentation says."""

import json

import numpy as np
import pytest

from benchmarks.workload import Workload, edition, sample_documents
from fairforge_core.chunking import chunk_documents
from fairforge_core.connectors.base import RegulatoryDocument
from fairforge_core.core.reranker import Reranker
from fairforge_core.engine import CorpusIndex, RegulatoryEvaluator, RetrievalSettings, embed_chunks, embed_unique
from fairforge_core.rerankers import EmbeddingSimilarityReranker
from fairforge_core.schemas.common import Batch
from fairforge_core.verdicts import RerankerJudge
from tests.fakes import HashingEmbedder

CHUNKS = ["Refunds are available within 30 days of purchase with a receipt.",
          "Calls are only allowed between 8 a.m. and 9 p.m. local time.",
          "A stop request is honoured the same day and recorded."]


class FreshCosine(Reranker):
    """fair-forge's way: a reranker that is never offered vectors, so it embeds every text it scores."""

    def __init__(self, embedder):
        self.embedder = embedder

    def score(self, query, documents):
        return EmbeddingSimilarityReranker(self.embedder).score(query, documents)


def _corpus(embedder):
    docs = [RegulatoryDocument(text=f"# Policy {i}\n\n{t}\n", source=f"p{i}.md") for i, t in enumerate(CHUNKS)]
    chunks = chunk_documents(docs, 200, 20)
    matrix, _ = embed_chunks(chunks, embedder)
    return CorpusIndex(chunks=chunks, embeddings=matrix, snapshot_id="v1")


def _items(n):
    qs = ["Can I get a refund after 20 days?", "When can you call me?", "Please stop calling me."]
    ans = ["Yes, refunds within 30 days with a receipt.", "We call between 8 a.m. and 9 p.m.",
           "Your stop request is recorded today."]
    return [(f"s{i}", Batch(qa_id=f"q{i}", query=f"{qs[i % 3]} ({i})", assistant=f"{ans[i % 3]} ({i})",
                            ground_truth_assistant="-")) for i in range(n)]


def test_remembered_vectors_are_not_re_embedded_and_give_the_same_scores():
    emb = HashingEmbedder()
    rr = EmbeddingSimilarityReranker(emb)
    plain = EmbeddingSimilarityReranker(HashingEmbedder())
    pairs = [("Refunds within 30 days.", c) for c in CHUNKS] + [("We call at 10 p.m.", CHUNKS[1])]
    expected = plain.score_pairs(pairs)
    assert rr.remember(CHUNKS, emb.encode(CHUNKS), emb.embedder_id, corpus=True)
    before = emb.texts_encoded
    got = rr.score_pairs(pairs)
    assert emb.texts_encoded - before == 2  # only the two answers; the three chunks were known
    assert np.allclose(got, expected, atol=1e-6)
    assert expected[0] > 0.3 and expected[1] < expected[0]  # real, distinct scores


def test_vectors_of_another_embedder_are_refused():
    emb = HashingEmbedder(dim=64)
    rr = EmbeddingSimilarityReranker(emb)
    other = HashingEmbedder(dim=32)
    assert not rr.remember(CHUNKS, other.encode(CHUNKS), other.embedder_id, corpus=True)
    assert not rr.remember(CHUNKS, emb.encode(CHUNKS)[:2], emb.embedder_id)  # shape mismatch
    before = emb.texts_encoded
    rr.score_pairs([("refund", CHUNKS[0])])
    assert emb.texts_encoded - before == 2


def test_remembered_answers_are_bounded_least_recent_first():
    emb = HashingEmbedder()
    rr = EmbeddingSimilarityReranker(emb, max_remembered=3)
    texts = [f"answer {i}" for i in range(5)]
    rr.remember(texts, emb.encode(texts), emb.embedder_id)
    assert list(rr._recent) == texts[2:]


def test_parity_evaluator_embeds_nothing_for_decisions_and_matches_a_fresh_reranker():
    emb = HashingEmbedder()
    corpus = _corpus(emb)
    settings = RetrievalSettings(top_k=2, similarity_threshold=0.05)
    fast = RegulatoryEvaluator(corpus, emb, RerankerJudge(EmbeddingSimilarityReranker(emb)), settings,
                               contradiction_threshold=0.4)
    slow = RegulatoryEvaluator(corpus, emb, RerankerJudge(FreshCosine(emb)), settings, contradiction_threshold=0.4)
    items = _items(9)
    before = emb.texts_encoded
    ours = fast.evaluate_batch(items)
    assert emb.texts_encoded - before == 18  # 9 queries + 9 answers for retrieval, nothing for the decisions
    theirs = slow.evaluate_batch(items)
    assert emb.texts_encoded - before > 18 + 9  # the fresh reranker re-embeds answers and chunks
    n_chunks = 0
    for a, b in zip(ours, theirs):
        assert (a.interaction.verdict, a.interaction.compliance_score) == (b.interaction.verdict,
                                                                          b.interaction.compliance_score)
        assert [c.reranker_score for c in a.interaction.retrieved_chunks] == pytest.approx(
            [c.reranker_score for c in b.interaction.retrieved_chunks], abs=1e-4)
        n_chunks += len(a.interaction.retrieved_chunks)
    assert n_chunks >= 9
    assert {r.interaction.verdict for r in ours} >= {"COMPLIANT"}


def test_repeated_texts_are_embedded_once():
    emb = HashingEmbedder()
    texts = ["OK, thanks.", "When do you call?", "OK, thanks.", "OK, thanks."]
    before = emb.texts_encoded
    vecs = embed_unique(emb, texts)
    assert emb.texts_encoded - before == 2
    assert vecs.shape == (4, emb.dim)
    assert np.array_equal(vecs[0], vecs[3]) and np.array_equal(vecs[1], emb.encode([texts[1]])[0])


def test_workload_has_the_requested_shape_and_unique_texts(tmp_path):
    wl = Workload.build(tmp_path, assistants=2, days=3, interactions_per_day=7, min_chunks=20)
    assert wl.chunks >= 20 and wl.documents == len(list(wl.corpus_dir.glob("*.md")))
    from fairforge_core.connectors import LocalCorpusConnector

    docs = LocalCorpusConnector(wl.corpus_dir).load_documents()
    chunks = chunk_documents(docs, 1000, 100, mode="windows")  # the workload counts fair-forge's windows
    assert len(chunks) == wl.chunks and len({c.chunk_hash for c in chunks}) == wl.chunks  # all distinct
    whole = chunk_documents(docs, 1000, 100)  # the three-way modes' chunks: about as many, all distinct too
    assert 0.8 * wl.chunks <= len(whole) <= wl.chunks and len({c.chunk_hash for c in whole}) == len(whole)
    assert len(wl.partitions) == 6 and wl.interactions == 42
    sessions = [json.loads(line) for line in wl.conversations.read_text().splitlines()]
    per_part = {}
    for s in sessions:
        key = (s["assistant_id"], s["started_at"][:10])
        per_part[key] = per_part.get(key, 0) + len(s["conversation"])
    assert set(per_part.values()) == {7}
    texts = [b[k] for s in sessions for b in s["conversation"] for k in ("query", "assistant")]
    assert len(set(texts)) == len(texts)
    # editions differ from the sample in name and numbers, so their chunks are distinct
    stem, text = sample_documents()[0]
    assert edition(text, 0) == text and edition(text, 5) != text and "Northwind" not in edition(text, 5)
    before = {p.name: p.read_text() for p in wl.corpus_dir.glob("*.md")}
    changed = wl.change_one_document()
    after = {p.name: p.read_text() for p in wl.corpus_dir.glob("*.md")}
    assert [n for n in before if before[n] != after[n]] == [changed]


def test_query_vectors_persist_and_roll_back_with_the_evaluation(tmp_path):
    from fairforge_core.query_vectors import QueryVectorCache
    from fairforge_core.store import DuckDBStore

    emb = HashingEmbedder()
    texts = ["When do you call?", "We call between 8 a.m. and 9 p.m.", "When do you call?"]
    with DuckDBStore(tmp_path / "q.duckdb") as store:
        cache = QueryVectorCache(store)
        assert cache.get_many(texts, emb.embedder_id) == {}
        counts = {}
        first = embed_unique(emb, texts, cache, counts)
        assert counts == {"embedded": 2, "cached": 0}
        before = emb.texts_encoded
        again = embed_unique(emb, texts, cache, counts)
        assert emb.texts_encoded == before and counts == {"embedded": 2, "cached": 2}
        assert np.array_equal(first, again) and np.array_equal(again[0], again[2])
        assert cache.get_many(texts, "another-embedder") == {}
        with pytest.raises(RuntimeError):
            with store.transaction():
                cache.put_many(emb.embedder_id, {"rolled back": np.ones(emb.dim, dtype=np.float32)})
                raise RuntimeError("evaluation failed")
        assert cache.get_many(["rolled back"], emb.embedder_id) == {}
    with DuckDBStore(tmp_path / "q.duckdb") as store:  # persisted in the file
        got = QueryVectorCache(store).get_many(texts, emb.embedder_id)
        assert set(got) == set(texts) and np.array_equal(got[texts[1]], first[1])
