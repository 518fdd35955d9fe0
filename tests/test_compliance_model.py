"""The compliance model wrapper (fairforge_core.judges.model) and the training script (training/train.py), with tiny
random BERT models built here: label mapping by name, batching, the sha256 check, and one end-to-end training run."""

import json
import sys
from pathlib import Path

import numpy as np
import pytest

from fairforge_core.judges.model import (
    MANIFEST,
    PRECISIONS,
    ComplianceModel,
    ModelIntegrityError,
    default_precision,
    file_sha256,
    support_score,
)

ROOT = Path(__file__).resolve().parent.parent
WORDS = ("the a refund fee is are within days day must not may we you your card call calls at pm am on sunday "
         "answer question figures rule matches differs beyond customer assistant earlier 14 30 10 25 $ : ; . , ' "
         "is no yes can will".split())


def tiny_base(folder: Path, id2label=None) -> Path:
    """A tiny random BERT (2 layers, hidden 32) with a word-level vocabulary, saved as a model folder."""
    from transformers import BertConfig, BertForSequenceClassification, BertTokenizerFast

    folder.mkdir(parents=True, exist_ok=True)
    (folder / "vocab.txt").write_text("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *dict.fromkeys(WORDS)]))
    tok = BertTokenizerFast(vocab_file=str(folder / "vocab.txt"))
    tok.save_pretrained(folder)
    import torch

    torch.manual_seed(0)
    labels = id2label or {0: "SUPPORTS", 1: "CONTRADICTS", 2: "NEUTRAL"}
    cfg = BertConfig(vocab_size=len(tok), hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                     intermediate_size=64, max_position_embeddings=128, num_labels=3, id2label=labels,
                     label2id={v: k for k, v in labels.items()})
    BertForSequenceClassification(cfg).save_pretrained(folder, safe_serialization=True)
    return folder


def with_manifest(folder: Path, **extra) -> Path:
    manifest = {"sha256": file_sha256(folder / "model.safetensors"), "figures": True, "max_length": 64, **extra}
    (folder / MANIFEST).write_text(json.dumps(manifest))
    return folder


PAIRS = [("refund within 14 days", "answer: we refund within 30 days question: when"),
         ("no calls on sunday", "answer: we call you on sunday question: can you call"),
         ("a fee is 25", "answer: no fee question: fee ?"),
         ("rule", "answer: yes"),
         ("we must refund your card", "answer: we may not refund your card question: can you refund my card")]


def test_columns_follow_the_label_names_not_their_positions(tmp_path):
    plain = with_manifest(tiny_base(tmp_path / "a"))
    shuffled = with_manifest(tiny_base(tmp_path / "b", {0: "neutral", 1: "supports", 2: "contradicts"}))
    a = ComplianceModel(plain, precision="float32").predict(PAIRS)
    b = ComplianceModel(shuffled, precision="float32").predict(PAIRS)
    # the same random weights (same seed) under other label names: each column must follow its name
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    model = AutoModelForSequenceClassification.from_pretrained(shuffled)
    tok = AutoTokenizer.from_pretrained(shuffled)
    import torch

    enc = tok([p[0] for p in PAIRS], [p[1] for p in PAIRS], padding=True, return_tensors="pt")
    raw = torch.softmax(model(**enc).logits, -1).detach().numpy()
    np.testing.assert_allclose(b, raw[:, [1, 2, 0]], atol=1e-5)
    np.testing.assert_allclose(a, raw, atol=1e-5)
    np.testing.assert_allclose(a.sum(axis=1), 1.0, atol=1e-5)


def test_batching_and_length_sorting_keep_each_pair_in_its_row(tmp_path):
    folder = with_manifest(tiny_base(tmp_path / "m"))
    one_by_one = np.vstack([ComplianceModel(folder, precision="float32", batch_size=1).predict([p]) for p in PAIRS])
    batched = ComplianceModel(folder, precision="float32", batch_size=2).predict(PAIRS)
    np.testing.assert_allclose(batched, one_by_one, atol=1e-5)
    assert ComplianceModel(folder).predict([]).shape == (0, 3)
    quantized = ComplianceModel(folder, precision="int8").predict(PAIRS)
    assert quantized.shape == (5, 3) and np.allclose(quantized.sum(axis=1), 1.0, atol=1e-5)


@pytest.mark.parametrize("precision", ["float32", "bfloat16"])
def test_a_pairs_probabilities_do_not_depend_on_the_pairs_scored_with_it(tmp_path, precision):
    """The same pair gets exactly the same probabilities alone, in any batch and in any order, so an interaction is
    scored the same in every partition whatever else is new there (padding a mixed batch in bfloat16 moved them)."""
    folder = with_manifest(tiny_base(tmp_path / "m"))
    pairs = PAIRS + [(f"{r} {r}", f"{a} {a} we will refund your card within 30 days") for r, a in PAIRS]
    alone = np.vstack([ComplianceModel(folder, precision=precision, batch_size=1).predict([p]) for p in pairs])
    together = ComplianceModel(folder, precision=precision, batch_size=32).predict(pairs)
    reversed_pairs = ComplianceModel(folder, precision=precision, batch_size=3).predict(pairs[::-1])[::-1]
    assert np.array_equal(together, alone) and np.array_equal(reversed_pairs, alone)


def test_bfloat16_stays_close_to_float32_and_names_itself(tmp_path):
    """bfloat16 halves the arithmetic's precision, not the model's: its probabilities stay within a few hundredths
    of float32's, and the model id says which precision gave them (so stored verdicts name it)."""
    folder = with_manifest(tiny_base(tmp_path / "m"))
    exact = ComplianceModel(folder, precision="float32")
    half = ComplianceModel(folder, precision="bfloat16")
    np.testing.assert_allclose(half.predict(PAIRS), exact.predict(PAIRS), atol=0.03)
    assert exact.model_id.endswith("/fp32") and half.model_id.endswith("/bf16")
    assert ComplianceModel(folder).precision in ("float32", "bfloat16")  # the default: what this CPU runs natively
    with pytest.raises(ValueError, match="precision must be one of float32, bfloat16, int8, got 'fp16'"):
        ComplianceModel(folder, precision="fp16")


def test_weights_that_do_not_match_the_recorded_sha256_are_refused(tmp_path):
    folder = with_manifest(tiny_base(tmp_path / "m"))
    manifest = json.loads((folder / MANIFEST).read_text())
    manifest["sha256"] = "0" * 64
    (folder / MANIFEST).write_text(json.dumps(manifest))
    with pytest.raises(ModelIntegrityError, match=r"model.safetensors has sha256 [0-9a-f]{64}, but "
                                                  r"fairforge-model.json expects 0{64}"):
        ComplianceModel(folder).predict(PAIRS)
    bare = tiny_base(tmp_path / "bare")
    with pytest.raises(FileNotFoundError, match="fairforge-model.json is missing"):
        ComplianceModel(bare).predict(PAIRS)


def test_support_score_puts_the_cut_on_the_verdict_threshold():
    assert support_score(0.5, cut=0.5) == pytest.approx(0.6)
    assert support_score(0.9, cut=0.5) == pytest.approx(0.12)
    assert support_score(0.0, cut=0.5) == pytest.approx(1.0)
    assert support_score(0.2, cut=0.8) > 0.6 > support_score(0.85, cut=0.8)
    with pytest.raises(ValueError):
        support_score(float("nan"), cut=0.5)


RECORD = {"batch": "t1", "domain": "testing", "phenomenon": "duration", "near_miss": "none", "heading": "",
          "history": []}


def test_the_training_script_trains_saves_and_reports_a_learning_curve(tmp_path):
    sys.path.insert(0, str(ROOT / "training"))
    import train

    data = tmp_path / "data"
    data.mkdir()
    rows = []
    for i in range(24):
        label = ("SUPPORTS", "CONTRADICTS", "NEUTRAL")[i % 3]
        rows.append({**RECORD, "id": f"t1-{i:04d}", "rule": f"We refund within {10 + i} days.",
                     "question": "When do I get my refund?", "answer": f"Within {10 + i + (i % 3)} days.",
                     "label": label})
    (data / "t1.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    base = tiny_base(tmp_path / "base")
    out = tmp_path / "model"
    assert train.main(["--data", str(data), "--out", str(out), "--base", str(base), "--epochs", "1",
                       "--curve", "0.5,1.0", "--batch-size", "4", "--max-length", "64"]) == 0
    manifest = json.loads((out / MANIFEST).read_text())
    assert manifest["sha256"] == file_sha256(out / "model.safetensors")
    assert manifest["labels"] == ["SUPPORTS", "CONTRADICTS", "NEUTRAL"] and manifest["seed"] == 13
    metrics = json.loads((out / "metrics.json").read_text())
    assert [c["fraction"] for c in metrics["curve"]] == [0.5, 1.0]
    assert metrics["curve"][0]["train_pairs"] < metrics["curve"][1]["train_pairs"]
    assert 0.0 <= metrics["validation"]["macro_f1"] <= 1.0
    card = (out / "README.md").read_text()
    assert "Learning curve" in card and "`python training/train.py --curve 0.5,1.0`, seed 13, 1 epoch, batch" in card
    assert manifest["curve"] == [0.5, 1.0] and train.training_command({"curve": [0.25, 0.5, 1.0]}) == (
        "python training/train.py")
    assert manifest["freeze_layers"] == 0 and train.training_command({"curve": [1.0], "freeze_layers": 3}) == (
        "python training/train.py --curve 1.0 --freeze-layers 3")
    assert manifest["borrowed_history"] == 0.0
    assert train.training_command({"curve": [1.0], "borrowed_history": 0.5}) == (
        "python training/train.py --curve 1.0 --borrowed-history 0.5")
    # the attention dropout is recorded; a model from before the option (no key) had the base's 0.1
    assert manifest["attention_dropout"] == 0.1 and train.training_command({"curve": [1.0]}) == (
        "python training/train.py --curve 1.0")
    assert train.training_command({"curve": [1.0], "attention_dropout": 0.0}) == (
        "python training/train.py --curve 1.0 --attention-dropout 0.0")
    probs = ComplianceModel(out).predict(PAIRS)
    assert probs.shape == (5, 3)
    # a malformed record stops the run with its file, line and reason
    (data / "t1.jsonl").write_text(json.dumps(rows[0]) + "\n" + json.dumps({**rows[1], "label": "MAYBE"}) + "\n")
    with pytest.raises(ValueError, match=r"t1.jsonl:2: label 'MAYBE' not one of"):
        train.main(["--data", str(data), "--out", str(out), "--base", str(base)])


def test_borrowed_earlier_turns_come_from_other_domains_and_cannot_change_the_label():
    sys.path.insert(0, str(ROOT / "training"))
    import train

    def rec(i, domain, rule, question, answer, history=()):
        return {**RECORD, "id": f"t1-{i:04d}", "domain": domain, "rule": rule, "question": question,
                "answer": answer, "history": list(history), "label": "SUPPORTS"}

    records = [rec(0, "refunds", "Refunds are paid within 30 days of the request.", "When is my refund paid?",
                   "Within 30 days."),
               rec(1, "refunds", "Refunds go back to the original card.", "Where does the refund go?",
                   "To the card you paid with.", [{"user": "Hi", "assistant": "Hello!"}]),
               # another domain, but a value the refund rule's figures would compare with: never borrowed
               rec(2, "gyms", "Lockers are emptied every night.", "How long can I keep a locker?",
                   "You can keep it for 45 days."),
               # another domain that shares the rule's words: never borrowed
               rec(3, "gyms", "Towels cost 2 euros.", "Is my refund paid within the 30 days of the request?",
                   "Ask the refunds desk."),
               rec(4, "gyms", "Classes start at the hour.", "Can I bring a friend?", "Yes, a friend comes in free.")]
    out = train.borrowed_history(records, 1.0, seed=13)
    assert [r["id"] for r in out] == [r["id"] for r in records] and [r["label"] for r in out] == [
        r["label"] for r in records]
    assert out[0]["history"] == [{"user": "Can I bring a friend?", "assistant": "Yes, a friend comes in free."}]
    assert out[0]["history_borrowed"] == ["t1-0004"]
    assert out[1] == records[1]  # its own earlier turns are kept as written
    # the gym records borrow from the refund domain, and only what leaves their label true
    assert all(r.get("history_borrowed", []) and set(r["history_borrowed"]) <= {"t1-0000", "t1-0001"}
               for r in out[2:])
    assert train.borrowed_history(records, 1.0, seed=13) == out  # seeded
    assert train.borrowed_history(records, 0.0, seed=13) == records
    first = train.pair_of(out[0], True)[1]
    assert first.endswith("earlier: customer: Can I bring a friend? assistant: Yes, a friend comes in free.")


def test_frozen_lower_layers_computed_once_give_the_models_own_logits(tmp_path):
    sys.path.insert(0, str(ROOT / "training"))
    import torch
    import train
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    base = tiny_base(tmp_path / "base")
    tok = AutoTokenizer.from_pretrained(base)
    model = AutoModelForSequenceClassification.from_pretrained(base).eval()
    enc = tok([a for a, _ in PAIRS], [b for _, b in PAIRS])
    lengths = [len(x) for x in enc["input_ids"]]
    assert len(set(lengths)) > 1  # the pairs differ in length, so padding is exercised
    states = train.lower_states(model, 1, tok, enc["input_ids"], enc["token_type_ids"], batch_size=2)
    assert [tuple(s.shape) for s in states] == [(n, 32) for n in lengths]
    with torch.no_grad():
        cached = train.upper_logits(model, 1, states)
        full = model(**tok([a for a, _ in PAIRS], [b for _, b in PAIRS], padding=True, return_tensors="pt")).logits
    assert torch.allclose(cached, full, atol=1e-5)
    # training with a frozen layer changes the upper layer and the head, never the frozen weights
    trainer = train.Trainer(str(base), epochs=1, batch_size=2, lr=1e-2, max_length=64, seed=13, precision="fp32",
                            freeze_layers=1)
    _, trained = trainer.fit(PAIRS, [0, 1, 1, 2, 1], log=lambda _: None)
    before, after = model.state_dict(), trained.state_dict()
    assert all(torch.equal(before[n], after[n]) for n in before
               if n.startswith(("bert.embeddings.", "bert.encoder.layer.0.")))
    assert not torch.equal(before["bert.encoder.layer.1.output.dense.weight"],
                           after["bert.encoder.layer.1.output.dense.weight"])
    assert not torch.equal(before["classifier.weight"], after["classifier.weight"])
    with pytest.raises(ValueError, match="freeze_layers must be 0 to 1"):
        train.Trainer(str(base), 1, 2, 1e-2, 64, 13, "fp32", freeze_layers=2).fit(PAIRS, [0, 1, 1, 2, 1])


def test_training_without_attention_dropout_uses_plain_attention(tmp_path):
    sys.path.insert(0, str(ROOT / "training"))
    import train

    base = tiny_base(tmp_path / "base")
    _, model = train.Trainer(str(base), 1, 2, 1e-2, 64, 13, "fp32", attention_dropout=0.0).fit(
        PAIRS, [0, 1, 1, 2, 1], log=lambda _: None)
    assert model.config.attention_probs_dropout_prob == 0.0
    assert model.config._attn_implementation == "eager"
    _, default = train.Trainer(str(base), 1, 2, 1e-2, 64, 13, "fp32").fit(PAIRS, [0, 1, 1, 2, 1], log=lambda _: None)
    assert default.config.attention_probs_dropout_prob == 0.1 and default.config._attn_implementation == "sdpa"
    with pytest.raises(ValueError, match="attention_dropout must be in"):
        train.Trainer(str(base), 1, 2, 1e-2, 64, 13, "fp32", attention_dropout=1.0)


def test_label_smoothing_changes_the_loss_and_zero_keeps_the_default_bit_for_bit(tmp_path):
    sys.path.insert(0, str(ROOT / "training"))
    import torch
    import train

    base = tiny_base(tmp_path / "base")

    def head(**kwargs):
        _, model = train.Trainer(str(base), 1, 2, 1e-2, 64, 13, "fp32", **kwargs).fit(
            PAIRS, [0, 1, 1, 2, 1], log=lambda _: None)
        return model.classifier.weight.detach().clone()

    default, zero, smoothed = head(), head(label_smoothing=0.0), head(label_smoothing=0.5)
    assert torch.equal(default, zero) and not torch.allclose(default, smoothed)
    with pytest.raises(ValueError, match=r"label_smoothing must be in \[0, 1\), got 1.0"):
        train.Trainer(str(base), 1, 2, 1e-2, 64, 13, "fp32", label_smoothing=1.0)


def _chunk(text: str, source: str = "policy.md", index: int = 0):
    import hashlib

    from fairforge_core.chunking import Chunk

    return Chunk(text, source, index, 0, len(text), "Policy", hashlib.sha256(text.encode()).hexdigest())


CHUNKS = [_chunk("Refunds are issued within 14 days of the return.\n\nRefunds go back to the original card."),
          _chunk("Collection calls may be made between 8 a.m. and 9 p.m.", "calls.md")]


def test_the_learned_judge_decides_per_unit_and_fills_the_evidence(tmp_path):
    from fairforge_core.judges import LearnedJudge
    from fairforge_core.verdicts import JudgeRequest, chunk_verdict
    from tests.fakes import HashingEmbedder

    folder = with_manifest(tiny_base(tmp_path / "m"))
    answer = "We will refund you within 20 days. It goes back to your card."
    requests = [JudgeRequest("When is my refund?", answer, c, 0.5) for c in CHUNKS]
    # every judged unit contradicts at a cut-off of 0.01: evidence names the unit, the answer sentence and the figure
    harsh = LearnedJudge(HashingEmbedder(), model_path=str(folder), contradiction_cut=0.01, first_unit_cut=0.01,
                         min_relevance=-1.0)
    first, second = harsh.judge(requests)
    assert chunk_verdict(first.addressed, first.score, 0.6) == "CONTRADICTS"
    assert first.rule_sentence in ("Refunds are issued within 14 days of the return.",
                                   "Refunds go back to the original card.")
    if first.rule_sentence.startswith("Refunds are issued"):
        assert first.answer_span == "We will refund you within 20 days."
        assert first.reason.endswith('answer "within 20 days" beyond rule "within 14 days"')
    assert first.reason.startswith("model: contradicts (")
    assert harsh.pairs_scored == 3  # three units, each judged once
    # one unit per interaction: only the most similar chunk is addressed
    one = LearnedJudge(HashingEmbedder(), model_path=str(folder), contradiction_cut=0.01, first_unit_cut=0.01,
                       min_relevance=-1.0, max_units=1)
    verdicts = [j.addressed for j in one.judge(requests)]
    assert sorted(verdicts) == [False, True]
    # nothing contradicts at a cut-off of 1.0 and everything supports at 0.01
    lenient = LearnedJudge(HashingEmbedder(), model_path=str(folder), contradiction_cut=1.0, first_unit_cut=1.0,
                           support_cut=0.01, min_relevance=-1.0)
    for j in lenient.judge(requests):
        assert chunk_verdict(j.addressed, j.score, 0.6) == "SUPPORTS" and j.reason.startswith("model: supports (")
    # the most similar unit of the interaction has its own cut: only the chunk that holds it contradicts
    first_only = LearnedJudge(HashingEmbedder(), model_path=str(folder), contradiction_cut=1.0, first_unit_cut=0.01,
                              support_cut=1.0, min_relevance=-1.0)
    first_only.decision_log = []
    outcomes = [chunk_verdict(j.addressed, j.score, 0.6) if j.addressed else "NEUTRAL"
                for j in first_only.judge(requests)]
    ranks = [{d.rank for d in decisions} for _, decisions in first_only.decision_log]
    assert outcomes == ["CONTRADICTS" if 0 in r else "NEUTRAL" for r in ranks] and outcomes.count("CONTRADICTS") == 1
    assert "cuts=1.0/1.0, first=0.01," in first_only.judge_id
    # an empty answer addresses nothing
    empty = [JudgeRequest("When is my refund?", "   ", c, 0.5) for c in CHUNKS]
    assert [j.addressed for j in harsh.judge(empty)] == [False, False]
    assert "model=m@" in harsh.judge_id and f"/{PRECISIONS[default_precision()]}," in harsh.judge_id


def test_a_rule_one_sentence_of_a_long_answer_addresses_is_judged(tmp_path):
    """Units are ranked by their best match with the answer, the question or one answer sentence: a long answer
    about refunds whose last sentence states the calling hours still gets the calling-hours rule judged, although
    the whole answer is closer to the refund rules."""
    from fairforge_core.judges import LearnedJudge
    from fairforge_core.verdicts import JudgeRequest
    from tests.fakes import HashingEmbedder

    folder = with_manifest(tiny_base(tmp_path / "m"))
    answer = ("Refunds are issued to you once the return arrives. Refunds are issued back to the card you used. "
              "Refunds are issued quickly after the return is checked. Collection calls may be made between 8 a.m. "
              "and 9 p.m.")
    emb = HashingEmbedder()
    refund_unit, calls_unit, whole = emb.encode(["Policy: Refunds are issued within 14 days of the return.",
                                                 "Policy: Collection calls may be made between 8 a.m. and 9 p.m.",
                                                 answer])
    assert whole @ refund_unit > whole @ calls_unit  # ranked by the whole answer, the refund rule would win
    requests = [JudgeRequest("When is my refund?", answer, c, 0.5) for c in CHUNKS]
    judge = LearnedJudge(emb, model_path=str(folder), contradiction_cut=0.01, min_relevance=-1.0, max_units=1)
    refunds, calls = judge.judge(requests)
    assert (refunds.addressed, calls.addressed) == (False, True)
    assert calls.rule_sentence == "Collection calls may be made between 8 a.m. and 9 p.m."
    assert judge.pairs_scored == 1


def test_identical_interactions_of_one_batch_get_the_same_decisions(tmp_path):
    """Two sessions with the same question and answer (a "Thanks!") are two interactions: each gets its decisions,
    not only the first one (the evaluator numbers interactions with ``JudgeRequest.group``)."""
    from fairforge_core.judges import LearnedJudge
    from fairforge_core.verdicts import JudgeRequest
    from tests.fakes import HashingEmbedder

    folder = with_manifest(tiny_base(tmp_path / "m"))
    answer = "We will refund you within 20 days."
    requests = [JudgeRequest("When is my refund?", answer, c, 0.5, group=g) for g in (0, 1) for c in CHUNKS]
    judge = LearnedJudge(HashingEmbedder(), model_path=str(folder), contradiction_cut=0.01, min_relevance=-1.0)
    out = judge.judge(requests)
    assert [j.addressed for j in out] == [True, True, True, True]
    assert out[:2] == out[2:]
    assert judge.pairs_scored == 3  # the same three pairs, scored once for both interactions


def test_earlier_turns_reach_the_model_only_when_asked(tmp_path):
    """By default the pair leaves the earlier turns out, so two interactions that differ only in them make the same
    pairs (scored once); with ``earlier_turns`` each gets its own. The judge id says which."""
    from fairforge_core.judges import LearnedJudge
    from fairforge_core.verdicts import JudgeRequest
    from tests.fakes import HashingEmbedder

    folder = with_manifest(tiny_base(tmp_path / "m"))
    answer = "We will refund you within 20 days."
    requests = [JudgeRequest("When is my refund?", answer, c, 0.5, history=((f"I sent it back on day {g}.", "OK."),),
                             group=g) for g in (0, 1) for c in CHUNKS]
    default = LearnedJudge(HashingEmbedder(), model_path=str(folder), min_relevance=-1.0)
    default.judge(requests)
    assert default.pairs_scored == 3 and default.judge_id.endswith(", earlier=off)")
    turns = LearnedJudge(HashingEmbedder(), model_path=str(folder), min_relevance=-1.0, earlier_turns=True)
    turns.judge(requests)
    assert turns.pairs_scored == 6 and turns.judge_id.endswith(", earlier=on)")


def test_learned_judge_settings_out_of_range_are_refused():
    from fairforge_core.judges import LearnedJudge
    from tests.fakes import HashingEmbedder

    for kwargs in ({"max_units": 0}, {"contradiction_cut": 0.0}, {"support_cut": 1.5}, {"min_relevance": 2.0}):
        with pytest.raises(ValueError, match=next(iter(kwargs))):
            LearnedJudge(HashingEmbedder(), **kwargs)


def test_unit_selection_takes_the_most_similar_distinct_rules_above_the_floor():
    from fairforge_core.core.embedder import unit_length
    from fairforge_core.judges.learned import most_relevant

    similarity = [0.30, 0.90, 0.90, 0.15, 0.55, 0.90]
    keys = ["a", "b", "c", "d", "e", "b"]  # the last is rule "b" again, from an overlapping chunk
    # ties keep the earlier unit first; the repeated "b" neither counts nor is chosen twice
    assert most_relevant(similarity, keys, max_units=3, min_relevance=0.2) == [1, 2, 4]
    assert most_relevant(similarity, keys, max_units=9, min_relevance=0.2) == [1, 2, 4, 0]  # 0.15 is below
    assert most_relevant(similarity, keys, max_units=9, min_relevance=0.95) == []
    assert most_relevant([], [], max_units=4, min_relevance=0.2) == []

    v = unit_length(np.array([[3.0, 4.0], [0.0, 0.0]]))
    assert v.dtype == np.float32 and v.tolist() == [[0.6000000238418579, 0.800000011920929], [0.0, 0.0]]


def test_decision_offline_and_its_other_name_learned_build_the_learned_judge(tmp_path):
    from fairforge_core.config import EvaluationSettings
    from fairforge_core.factory import build_judge
    from fairforge_core.judges import LearnedJudge
    from tests.fakes import HashingEmbedder

    folder = with_manifest(tiny_base(tmp_path / "m"))
    emb = HashingEmbedder()
    assert EvaluationSettings().decision == "offline"  # the default
    for name in ("offline", "learned"):
        settings = EvaluationSettings(decision=name, judge_kwargs={"model_path": str(folder), "max_units": 3})
        judge = build_judge(settings, emb)
        assert type(judge) is LearnedJudge and judge.three_way
        assert judge.embedder is emb and judge.max_units == 3 and judge.model.path == folder.resolve()


def test_the_decision_log_keeps_every_judged_unit_with_its_rank_and_similarity(tmp_path):
    """``decision_log`` (for ``benchmarks/verdict_rules.py``) receives, per request, the units the judge scored for
    it: ranks are the interaction's order of similarity, and the chunk's verdict follows from their probabilities."""
    from fairforge_core.judges import LearnedJudge
    from fairforge_core.verdicts import JudgeRequest, chunk_verdict
    from tests.fakes import HashingEmbedder

    folder = with_manifest(tiny_base(tmp_path / "m"))
    requests = [JudgeRequest("When is my refund?", "We will refund you within 20 days.", c, 0.5) for c in CHUNKS]
    judge = LearnedJudge(HashingEmbedder(), model_path=str(folder), min_relevance=-1.0)
    assert judge.judge(requests) and judge.decision_log is None  # off by default: nothing kept
    judge.decision_log = []
    out = judge.judge(requests)
    assert [r for r, _ in judge.decision_log] == requests
    units = [d for _, ds in judge.decision_log for d in ds]
    assert sorted(d.rank for d in units) == [0, 1, 2]  # three units, one interaction
    by_rank = sorted(units, key=lambda d: d.rank)
    assert [d.similarity for d in by_rank] == sorted((d.similarity for d in units), reverse=True)
    assert {d.unit.text for d in judge.decision_log[1][1]} == {"Collection calls may be made between 8 a.m. and 9 p.m."}
    for (_, ds), j in zip(judge.decision_log, out):  # the most similar unit contradicts from 0.3, the others 0.5
        contradicts = any(float(d.probs[1]) >= (0.3 if d.rank == 0 else 0.5) for d in ds)
        expected = "CONTRADICTS" if contradicts else (
            "SUPPORTS" if max(float(d.probs[0]) for d in ds) >= 0.5 else "NEUTRAL")
        assert chunk_verdict(j.addressed, j.score, 0.6) == expected


def test_int16_dropout_masks_keep_the_rate_and_the_expectation_and_repeat_under_a_seed():
    sys.path.insert(0, str(ROOT / "training"))
    import torch
    from dropout_masks import keep_scale

    torch.manual_seed(5)
    mask = keep_scale((3, 7, 101, 99), 0.1)  # 209,979 elements, not a multiple of 4
    assert mask.shape == (3, 7, 101, 99) and mask.dtype == torch.float32
    assert mask.unique().tolist() == [0.0, pytest.approx(65536 / (65536 - 6554), rel=1e-7)]
    assert abs((mask == 0).float().mean().item() - 0.1) < 0.003  # about 4 standard deviations of the rate
    assert abs(mask.mean().item() - 1.0) < 0.004
    torch.manual_seed(5)
    assert torch.equal(keep_scale((3, 7, 101, 99), 0.1), mask)
    assert torch.equal(keep_scale((2, 3), 0.0), torch.ones(2, 3))
    with pytest.raises(ValueError, match=r"dropout probability must be in \[0, 1\), got 1.0"):
        keep_scale((2,), 1.0)


def test_training_with_int16_masks_drops_in_training_only_and_saves_a_plain_model(tmp_path):
    sys.path.insert(0, str(ROOT / "training"))
    import torch
    import train
    from dropout_masks import ATTENTION, MaskDropout

    base = tiny_base(tmp_path / "base")
    trainer = train.Trainer(str(base), 1, 2, 1e-2, 64, 13, "fp32", dropout_masks="int16")
    tok, model = trainer.fit(PAIRS, [0, 1, 1, 2, 1], log=lambda _: None)
    assert model.config._attn_implementation == ATTENTION
    assert not any(isinstance(m, torch.nn.Dropout) for m in model.modules())
    assert sum(isinstance(m, MaskDropout) for m in model.modules()) == 8  # embeddings, 3 per layer, head
    inputs = tok([a for a, _ in PAIRS], [b for _, b in PAIRS], padding=True, return_tensors="pt")
    with torch.no_grad():
        model.eval()
        assert torch.equal(model(**inputs).logits, model(**inputs).logits)  # no dropout in eval mode
        model.train()
        assert not torch.equal(model(**inputs).logits, model(**inputs).logits)
    # the saved model loads and scores with the stock attention
    model.eval()
    out = tmp_path / "saved"
    model.save_pretrained(out)
    tok.save_pretrained(out)
    assert ATTENTION not in (out / "config.json").read_text()
    assert ComplianceModel(with_manifest(out)).predict(PAIRS).shape == (5, 3)
    assert train.training_command({"curve": [1.0], "dropout_masks": "int16"}) == (
        "python training/train.py --curve 1.0 --dropout-masks int16")
    assert train.training_command({"curve": [1.0], "dropout_masks": "torch"}) == "python training/train.py --curve 1.0"
    with pytest.raises(ValueError, match="dropout_masks must be one of"):
        train.Trainer(str(base), 1, 2, 1e-2, 64, 13, "fp32", dropout_masks="fast")


def test_the_answer_only_model_is_cross_fitted_by_domain():
    sys.path.insert(0, str(ROOT / "training"))
    from answer_bias import FLOOR, answer_log_probs

    answers, labels, domains = [], [], []
    for d in ("banks", "gyms", "trains", "shops"):
        for i in range(6):
            answers += [f"Sure, no problem at all {d} {i}.", f"Sorry, only with a receipt {d} {i}."]
            labels += [1, 0]  # obliging -> CONTRADICTS, careful -> SUPPORTS: a cue shared by every domain
            domains += [d, d]
    # one domain whose own answers reverse the cue: scored by models that never saw it, it gets the others' cue
    for i in range(6):
        answers += [f"Sure, no problem at all pets {i}.", f"Sorry, only with a receipt pets {i}."]
        labels += [0, 1]
        domains += ["pets", "pets"]
    table = answer_log_probs(answers, labels, domains, 3, folds=5, seed=13)
    assert set(table) == set(answers)
    rows = np.stack([table[a] for a in answers])
    assert rows.shape == (len(answers), 3) and rows.dtype == np.float32
    assert np.allclose(np.exp(rows).sum(axis=1), 1.0, atol=1e-5) and rows.min() >= np.log(FLOOR) - 1e-3
    obliging = [table[a] for a, d in zip(answers, domains) if d == "pets" and a.startswith("Sure")]
    assert all(r.argmax() == 1 for r in obliging)  # the other domains' cue, not this domain's own label
    assert all(r[2] <= np.log(2 * FLOOR) for r in obliging)  # NEUTRAL never seen: floored
    with pytest.raises(ValueError, match="differ in length"):
        answer_log_probs(answers, labels[:-1], domains, 3)
    with pytest.raises(ValueError, match="at least two domains"):
        answer_log_probs(answers[:4], labels[:4], ["banks"] * 4, 3)


def test_a_product_of_experts_learns_only_what_the_bias_model_does_not_know(tmp_path):
    sys.path.insert(0, str(ROOT / "training"))
    import torch
    import train

    base = tiny_base(tmp_path / "base")
    labels = [0, 1, 1, 2, 1]
    knows = np.full((5, 3), np.log(1e-4), dtype=np.float32)
    knows[np.arange(5), labels] = 0.0  # a bias model that already gives every label: nothing left to learn
    trainer = train.Trainer(str(base), 2, 2, 1e-2, 64, 13, "fp32")
    logs = {"plain": [], "uniform": [], "knows": []}
    _, plain = trainer.fit(PAIRS, labels, log=logs["plain"].append)
    # a bias that says nothing (the same for every label) leaves the training as it was
    _, uniform = trainer.fit(PAIRS, labels, log=logs["uniform"].append,
                             bias=np.full((5, 3), np.log(1 / 3), dtype=np.float32))
    assert all(torch.allclose(a, b, atol=1e-5) for a, b in zip(plain.state_dict().values(),
                                                                 uniform.state_dict().values()))
    # a bias that already gives every label leaves nothing to learn: the loss the optimiser sees is about 0
    trainer.fit(PAIRS, labels, log=logs["knows"].append, bias=knows)

    def last_loss(lines):
        return float(lines[-1].split(" loss ")[1].split()[0])

    assert last_loss(logs["plain"]) > 0.5 and last_loss(logs["uniform"]) == last_loss(logs["plain"])
    assert last_loss(logs["knows"]) < 0.01
    with pytest.raises(ValueError, match=r"bias must have shape \(5, 3\)"):
        trainer.fit(PAIRS, labels, log=lambda _: None, bias=knows[:4])
    assert train.training_command({"curve": [1.0], "debias": "answer"}) == (
        "python training/train.py --curve 1.0 --debias answer")
    assert train.training_command({"curve": [1.0], "debias": "none"}) == "python training/train.py --curve 1.0"
    # the whole command with --debias answer: records of two domains, the option recorded in the manifest
    data = tmp_path / "data"
    data.mkdir()
    rows = [{**RECORD, "id": f"t1-{i:04d}", "domain": ("banks", "gyms", "trains")[i % 3],
             "rule": f"We refund within {10 + i} days.", "question": "When do I get my refund?",
             "answer": ("Sure, within", "Sorry, only within", "The gym opens at")[i % 3] + f" {10 + i} days.",
             "label": ("CONTRADICTS", "SUPPORTS", "NEUTRAL")[i % 3]} for i in range(24)]
    (data / "t1.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    out = tmp_path / "model"
    assert train.main(["--data", str(data), "--out", str(out), "--base", str(base), "--epochs", "1",
                       "--curve", "1.0", "--batch-size", "4", "--debias", "answer"]) == 0
    manifest = json.loads((out / MANIFEST).read_text())
    assert manifest["debias"] == "answer"
    assert "`python training/train.py --curve 1.0 --debias answer`" in (out / "README.md").read_text()
    assert torch.is_tensor(torch.as_tensor(ComplianceModel(out).predict(PAIRS)))
