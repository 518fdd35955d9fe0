"""NLI / cross-encoder models from a local path as the decision backend (fairforge_core.judges.NLIJudge), with tiny
BERT models built here whose output is fixed by the classifier bias: labels read from id2label by name, long pairs
split into windows, NaN refused."""

import pytest

from fairforge_core.chunking import chunk_text
from fairforge_core.judges import NLIJudge, label_roles
from fairforge_core.verdicts import JudgeRequest


def test_labels_are_read_by_name_never_by_position():
    assert label_roles({0: "ENTAILMENT", 1: "neutral", 2: "Contradiction"}) == {
        "entailment": 0, "neutral": 1, "contradiction": 2}
    assert label_roles({"0": "contradiction", "1": "entailment"}) == {"contradiction": 0, "entailment": 1}
    with pytest.raises(ValueError, match="id2label"):
        label_roles({0: "LABEL_0", 1: "LABEL_1", 2: "LABEL_2"})


@pytest.fixture(scope="module")
def tiny_nli_factory(tmp_path_factory):
    """Build tiny BERT NLI models whose output is fixed by the classifier bias (weights zeroed)."""
    torch = pytest.importorskip("torch")
    from transformers import BertConfig, BertForSequenceClassification, BertTokenizerFast

    words = "refund refunds within days of purchase the a are available we you 30 60 calls call".split()
    base = tmp_path_factory.mktemp("nli")
    (base / "vocab.txt").write_text("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *words]))
    tok = BertTokenizerFast(vocab_file=str(base / "vocab.txt"))

    def make(name, id2label, bias):
        path = base / name
        cfg = BertConfig(vocab_size=len(words) + 5, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                         intermediate_size=32, max_position_embeddings=64, num_labels=len(id2label),
                         id2label=id2label, label2id={v: k for k, v in id2label.items()})
        model = BertForSequenceClassification(cfg)
        with torch.no_grad():
            model.classifier.weight.zero_()
            model.classifier.bias.copy_(torch.tensor(bias, dtype=torch.float32))
        model.save_pretrained(path)
        tok.save_pretrained(path)
        return str(path)

    return make


def _req(answer, text="refunds are available within 30 days of purchase"):
    (chunk,) = chunk_text(text, "r.md", 5000, 100)
    return JudgeRequest("q", answer, chunk, 0.5)


def test_nli_judge_maps_permuted_labels_by_name(tiny_nli_factory):
    # index 2 is "entailment" here; a judge that read positions would call this a contradiction
    path = tiny_nli_factory("permuted", {0: "contradiction", 1: "neutral", 2: "entailment"}, [0.0, 0.0, 6.0])
    (j,) = NLIJudge(path).judge([_req("refunds within 30 days")])
    assert j.addressed and j.score > 0.95
    path = tiny_nli_factory("contra", {0: "ENTAILMENT", 1: "NEUTRAL", 2: "CONTRADICTION"}, [0.0, 0.0, 6.0])
    (j,) = NLIJudge(path).judge([_req("refunds within 60 days")])
    assert j.addressed and j.score < 0.05
    path = tiny_nli_factory("neutral", {0: "entailment", 1: "neutral", 2: "contradiction"}, [0.0, 6.0, 0.0])
    (j,) = NLIJudge(path).judge([_req("calls")])
    assert not j.addressed


def test_nli_judge_splits_long_pairs_into_windows(tiny_nli_factory):
    path = tiny_nli_factory("windows", {0: "entailment", 1: "neutral", 2: "contradiction"}, [3.0, 0.0, 0.0])
    judge = NLIJudge(path, max_length=32, window_overlap=4)
    premise = " ".join(["refunds are available within 30 days of purchase"] * 12)  # 96 tokens
    windows = judge.pair_windows(premise, "we refund within 30 days")
    tok = judge._load()[0]
    assert len(windows) > 3
    assert all(len(tok(p, h)["input_ids"]) <= 32 for p, h in windows)
    # consecutive, overlapping windows that start at the beginning and end at the end of the chunk
    parts = [p for p, _ in windows]
    assert premise.startswith(parts[0]) and premise.endswith(parts[-1])
    assert all(len(p.split()) < len(premise.split()) for p in parts)
    assert sum(len(p.split()) for p in parts) >= len(premise.split())
    (j,) = judge.judge([_req("we refund within 30 days", premise)])
    assert j.addressed and j.score > 0.9


def test_nli_nan_is_an_error_not_a_contradiction(tiny_nli_factory):
    path = tiny_nli_factory("nan", {0: "entailment", 1: "neutral", 2: "contradiction"}, [float("nan"), 0.0, 0.0])
    with pytest.raises(ValueError, match="NaN"):
        NLIJudge(path).judge([_req("refunds within 30 days")])

