import numpy as np
import pytest

from fairforge_core.retrieval import Candidate, ChunkIndex, merge_candidates, select, top_k_stable


def test_top_k_stable_matches_a_stable_descending_sort_with_ties():
    rng = np.random.default_rng(0)
    scores = np.round(rng.random((50, 40)), 1).astype(np.float32)  # many ties
    for k in (1, 3, 10, 40, 60):
        idx, vals = top_k_stable(scores, k)
        for r in range(scores.shape[0]):
            expected = sorted(range(40), key=lambda i: -scores[r, i])[: min(k, 40)]  # python sort is stable
            assert idx[r].tolist() == expected
            assert np.array_equal(vals[r], scores[r, expected])


def test_search_keeps_top_k_then_the_inclusive_threshold():
    emb = np.eye(4, dtype=np.float32)
    q = np.array([[0.9, 0.3, 0.3, 0.0]], dtype=np.float32)
    index = ChunkIndex(emb)
    # scores 0.9, 0.3, 0.3, 0.0: top 3 = [0, 1, 2] (tie kept in corpus order); 0.3 >= 0.3 is kept
    assert [p for p, _ in index.search(q, k=3, min_score=0.3)[0]] == [0, 1, 2]
    assert [p for p, _ in index.search(q, k=2, min_score=0.3)[0]] == [0, 1]
    assert [p for p, _ in index.search(q, k=3, min_score=0.31)[0]] == [0]


def test_search_in_blocks_gives_the_same_result():
    rng = np.random.default_rng(1)
    emb = rng.standard_normal((300, 16)).astype(np.float32)
    q = rng.standard_normal((37, 16)).astype(np.float32)
    full = ChunkIndex(emb).search(q, 5, -10)
    tiny = ChunkIndex(emb, block_bytes=4 * 300 * 3).search(q, 5, -10)  # 3 query rows per block
    assert [[p for p, _ in row] for row in full] == [[p for p, _ in row] for row in tiny]
    # float32 matrix products may differ in the last bit with the block shape
    assert np.allclose([[s for _, s in row] for row in full], [[s for _, s in row] for row in tiny], atol=1e-5)


def test_dimension_mismatch_is_a_clear_error():
    with pytest.raises(ValueError, match="dimension"):
        ChunkIndex(np.eye(3, dtype=np.float32)).search(np.ones((1, 4), dtype=np.float32), 2, 0.0)


def test_merge_dedups_and_keeps_the_strictly_greater_rounded_similarity():
    query_hits = [(7, 0.812345), (3, 0.5)]
    answer_hits = [(3, 0.61), (7, 0.81238), (9, 0.4)]  # 0.812345 -> 0.8123, 0.81238 -> 0.8124: replaced
    cands = merge_candidates(query_hits, answer_hits)
    assert [c.chunk_pos for c in cands] == [7, 3, 9]
    merged = select(cands, top_k=10, similarity_threshold=0.3)
    assert [(s.candidate.chunk_pos, s.similarity) for s in merged] == [(7, 0.8124), (3, 0.61), (9, 0.4)]


def test_merge_tie_keeps_the_first_copy_and_first_seen_order():
    cands = merge_candidates([(1, 0.50001), (2, 0.5)], [(2, 0.50004), (1, 0.5)])
    # all round to 0.5: no replacement; order = first seen (query side): 1, 2
    merged = select(cands, 10, 0.0)
    assert [(s.candidate.chunk_pos, s.similarity) for s in merged] == [(1, 0.5), (2, 0.5)]


def test_merged_list_can_hold_two_top_k_and_select_reapplies_narrower_settings():
    cands = [
        Candidate(0, 0, 0.9, None, None),
        Candidate(1, 1, 0.5, 2, 0.45),
        Candidate(2, None, None, 0, 0.8),
        Candidate(3, None, None, 1, 0.35),
    ]
    assert [s.candidate.chunk_pos for s in select(cands, 2, 0.3)] == [0, 2, 1, 3]
    # top_k=1: only rank 0 on each side
    assert [s.candidate.chunk_pos for s in select(cands, 1, 0.3)] == [0, 2]
    # a higher threshold drops the weaker ones
    assert [s.candidate.chunk_pos for s in select(cands, 2, 0.5)] == [0, 2, 1]
    # the answer side's rank 2 for chunk 1 does not count at top_k=2; its similarity comes from the query side
    assert {s.candidate.chunk_pos: s.similarity for s in select(cands, 2, 0.3)}[1] == 0.5
