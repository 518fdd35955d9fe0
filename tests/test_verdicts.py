import math

import pytest

from fairforge_core.chunking import Chunk
from fairforge_core.core.reranker import Reranker
from fairforge_core.verdicts import JudgeRequest, RerankerJudge, check_score, chunk_verdict, compute_verdict


@pytest.mark.parametrize(
    "s, c, verdict, score",
    [
        (5, 0, "COMPLIANT", 1.0),
        (0, 3, "NON_COMPLIANT", 0.0),
        (3, 1, "COMPLIANT", 0.75),
        (0, 0, "IRRELEVANT", 0.5),
        (1, 1, "COMPLIANT", 0.5),  # a 1:1 split is exactly at the default threshold
        (1, 2, "NON_COMPLIANT", 0.3333),
        (2, 1, "COMPLIANT", 0.6667),
    ],
)
def test_verdict_table_at_the_default_threshold(s, c, verdict, score):
    assert compute_verdict(s, c, 0.5) == (verdict, score)


def test_verdict_exactly_at_and_just_below_each_threshold():
    assert compute_verdict(3, 1, 0.75) == ("COMPLIANT", 0.75)
    assert compute_verdict(3, 1, 0.7501) == ("NON_COMPLIANT", 0.75)
    assert compute_verdict(0, 0, 0.7) == ("IRRELEVANT", 0.7)  # IRRELEVANT carries the threshold as its score
    assert compute_verdict(0, 2, 0.0) == ("NON_COMPLIANT", 0.0)  # the all-contradict rule matters at 0


def test_verdict_always_agrees_with_the_displayed_score():
    # 2/3 = 0.66666.. is shown as 0.6667; at threshold 0.66667 the displayed score passes
    verdict, score = compute_verdict(2, 1, 0.66667)
    assert (verdict == "COMPLIANT") == (score >= 0.66667)


def test_chunk_verdict_threshold_is_inclusive_and_neutral_ignores_the_score():
    assert chunk_verdict(True, 0.6, 0.6) == "SUPPORTS"
    assert chunk_verdict(True, 0.5999999, 0.6) == "CONTRADICTS"
    assert chunk_verdict(False, 0.99, 0.6) == "NEUTRAL"
    assert chunk_verdict(False, 0.01, 0.6) == "NEUTRAL"


class FixedReranker(Reranker):
    def __init__(self, scores):
        self.scores = list(scores)
        self.calls = []

    def score(self, query, documents):
        self.calls.append((query, list(documents)))
        return [self.scores.pop(0) for _ in documents]


def _req(answer, text):
    return JudgeRequest("q", answer, Chunk(text, "d.md", 0, 0, len(text), None, "h"), 0.5)


def test_reranker_judge_scores_identical_pairs_once_and_returns_one_judgement_per_request():
    rr = FixedReranker([0.9, 0.2])
    out = RerankerJudge(rr).judge([_req("a", "x"), _req("a", "y"), _req("a", "x")])
    assert [j.score for j in out] == [0.9, 0.2, 0.9]
    assert all(j.addressed for j in out)
    assert rr.calls == [("a", ["x", "y"])]


@pytest.mark.parametrize("bad", [float("nan"), -0.1, 1.5, float("inf")])
def test_nan_or_out_of_range_scores_are_errors_not_contradictions(bad):
    with pytest.raises(ValueError, match="invalid score"):
        RerankerJudge(FixedReranker([bad])).judge([_req("a", "x")])
    with pytest.raises(ValueError):
        check_score(bad, "x")
    assert check_score(1.0, "x") == 1.0 and not math.isnan(check_score(0.0, "x"))
