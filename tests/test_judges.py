"""The per-chunk decision backends: the offline clause judge (each kind of conflict, paraphrases, NEUTRAL,
evidence) and NLI models from a local path (labels from id2label, windows, NaN)."""

import math

import pytest

from fairforge_core.chunking import chunk_text
from fairforge_core.engine import CorpusIndex, RegulatoryEvaluator, RetrievalSettings
from fairforge_core.judges import ClauseJudge, NLIJudge, label_roles
from fairforge_core.judges.polarity import polarity
from fairforge_core.judges.quantities import extract_quantities
from fairforge_core.judges.statements import statement
from fairforge_core.judges.text import split_claims, split_rule_units
from fairforge_core.judges.times import extract_times, extract_windows
from fairforge_core.schemas.common import Batch
from fairforge_core.verdicts import JudgeRequest, compute_verdict
from tests.fakes import HashingEmbedder

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

OTHER = """# Office facts

## Parking

- The office car park has two hundred spaces next to the garden entrance.
"""


def judge_pairs(answer, query="question", docs=(("policy.md", POLICY), ("office.md", OTHER)), **kw):
    chunks = [c for src, text in docs for c in chunk_text(text, src, 2000, 100)]
    judge = ClauseJudge(HashingEmbedder(), **kw)
    reqs = [JudgeRequest(query, answer, c, 0.5) for c in chunks]
    return dict(zip([c.source for c in chunks], judge.judge(reqs)))


def verdict(judgement, ct=0.6):
    from fairforge_core.verdicts import chunk_verdict

    return chunk_verdict(judgement.addressed, judgement.score, ct)


# -- building blocks --------------------------------------------------------------------------------------------------
def test_quantities_normalise_units_and_spelled_out_numbers():
    month, days30 = extract_quantities("within a month")[0], extract_quantities("within 30 days")[0]
    assert month.compatible(days30)  # "a month" vs "30 days" is not a conflict
    assert not extract_quantities("60 days")[0].compatible(days30)
    ten_words, ten = extract_quantities("ten business days")[0], extract_quantities("10 business days")[0]
    assert ten_words.compatible(ten)
    assert not extract_quantities("30 days")[0].compatible(ten)  # 10 business days are at most 16 calendar days
    assert extract_quantities("up to 10 more business days")[0].bound == "max"
    # two business-day counts are compared as business days, though their calendar spans overlap over a weekend
    one, three = extract_quantities("within one working day")[0], extract_quantities("up to 3 business days")[0]
    assert not one.compatible(three) and not three.compatible(one)
    assert one.compatible(extract_quantities("1 business day")[0])
    assert extract_quantities("within a week")[0].compatible(three)  # calendar against business: calendar spans
    pct = extract_quantities("a 15% restocking fee")[0]
    assert (pct.dim, pct.lo) == ("percent", 15.0)
    free, fee = extract_quantities("free of charge")[0], extract_quantities("a 25 euro fee")[0]
    assert (free.dim, free.lo, fee.key, fee.lo) == ("money", 0.0, "EUR", 25.0) and not free.compatible(fee)
    cap, unlimited = extract_quantities("No more than 3 returns")[0], extract_quantities("no limit on returns")[0]
    assert cap.key == unlimited.key == "return" and math.isinf(unlimited.lo) and not cap.compatible(unlimited)
    assert extract_quantities("call at 9:00 p.m.") == []  # clock times are not counts


def test_clock_times_and_allowed_windows():
    assert [t.minutes for t in extract_times("I'll call you back at 9:30 p.m. tonight")] == [21 * 60 + 30]
    assert [t.minutes for t in extract_times("Could you call me at 8:30 tonight?")] == [20 * 60 + 30]
    assert extract_times("a label costs $7.95") == []
    (w,) = extract_windows("No calls may be placed before 8:00 a.m. or after 9:00 p.m.")
    assert (w.start, w.end) == (8 * 60, 21 * 60)
    (w,) = extract_windows("No calls between 9 PM and 8 AM local time")
    assert (w.start, w.end) == (8 * 60, 21 * 60) and not w.contains(21 * 60 + 30) and w.contains(12 * 60)


@pytest.mark.parametrize("text, negated", [
    ("Competitor prices are not matched.", True),
    ("We match any competitor's advertised price.", False),
    ("We are not required to give a reason.", True),
    ("no reason is needed and no balancing test applies", True),
    ("I've added your number to our do-not-call list.", False),  # "do-not-call" is a name, not a negation
    ("Because the TV isn't defective, a 15% fee is deducted.", False),  # a negation in a "because" clause
    ("It takes effect no later than 10 business days from today.", False),  # a limit, not a negation
    ("It must be honored within a reasonable time, and never later than 10 business days after it is received.",
     False),
])
def test_polarity_of_the_main_predicate(text, negated):
    assert polarity(text).negated is negated


@pytest.mark.parametrize("text, negated, condition", [
    # "after" before a time is a preposition: the main verb and its negation stay
    ("Orders you place after 3 p.m. aren't shipped the same day.", True, "after"),
    ("Orders placed after 3 p.m. never ship the same day.", True, "after"),
    # ... but a time phrase inside an "if" clause is not the main clause's condition
    ("Even if your payment comes after the due date, you won't be charged a late fee.", True, ""),
    # a subordinate clause with no comma ends where a pronoun and a negated verb start the main clause
    ("When we deny access we aren't required to give you a reason.", True, ""),
    ("When a delivery is missed we don't reschedule it for free; there's a $9 fee.", True, ""),
    ("Yes, whenever we deny access we are required to give you a written reason.", False, ""),
    # ... not at a reported clause, nor before a later pronoun and modal
    ("Do not send a sales representative to a customer's home if they have said they do not want home visits.",
     True, ""),
    ("When a booking is cancelled and you don't have the confirmation number we can find it by your email address.",
     False, ""),
    # a semicolon separates clauses: "denied" in the second one does not cancel the first one's negation
    ("When we deny access we aren't required to give you a reason; the letter just tells you the request was denied.",
     True, ""),
])
def test_polarity_where_a_subordinate_clause_ends(text, negated, condition):
    p = polarity(text)
    assert (p.negated, p.condition) == (negated, condition)


def test_rule_units_and_claims():
    units = split_rule_units("| Category | Window |\n|---|---|\n| Most items | 30 days |\n\nThe caller must state:\n"
                             "- the name of the seller;\n- the purpose of the call.")
    assert units == ["Most items; Window: 30 days", "The caller must state the name of the seller",
                     "The caller must state the purpose of the call."]
    assert split_claims("Yes, refunds take 5 days; shipping is never refunded. Calls stop at 9 p.m.") == [
        "Yes, refunds take 5 days", "shipping is never refunded.", "Calls stop at 9 p.m."]


# -- the clause judge ------------------------------------------------------------------------------------------------
def test_a_wrong_number_contradicts_with_evidence():
    out = judge_pairs("Refunds are available within 60 days of purchase with a receipt.")
    j = out["policy.md"]
    assert verdict(j) == "CONTRADICTS"
    assert j.rule_sentence == "Refunds are available within 30 days of purchase with a receipt."
    assert "60 days" in j.answer_span and "60 days vs 30 days" in j.reason
    assert verdict(out["office.md"]) == "NEUTRAL"


def test_equivalent_quantities_are_not_a_conflict():
    out = judge_pairs("Refunds are available within a month of purchase with a receipt.")
    assert verdict(out["policy.md"]) == "SUPPORTS"
    out = judge_pairs("Card refunds are issued within five business days after the item reaches the store.")
    assert verdict(out["policy.md"]) == "SUPPORTS"


def test_a_time_outside_the_allowed_window_contradicts():
    out = judge_pairs("Marketing calls to you will be placed tonight at 9:30 p.m. your local time.")
    assert verdict(out["policy.md"]) == "CONTRADICTS" and "9:30 p.m." in out["policy.md"].reason
    ok = judge_pairs("Marketing calls to you will be placed tomorrow at 10 a.m. your local time.")
    assert verdict(ok["policy.md"]) == "SUPPORTS"


@pytest.mark.parametrize("answer", [
    "Competitor prices are matched.",  # negation flip
    "Staff can promise an exception to this policy.",  # must not -> can
    "The clinic is not required to give the patient a written reason for a denial.",  # "not required"
])
def test_negation_and_modality_flips_contradict(answer):
    assert verdict(judge_pairs(answer)["policy.md"]) == "CONTRADICTS"


def test_a_single_violating_sentence_in_a_long_answer_is_found():
    long_answer = " ".join([
        "Thanks for asking, here is everything about our policy in detail.",
        "Refunds are available within 30 days of purchase with a receipt.",
        "Card refunds are issued within 5 business days after the item reaches the store.",
        "Competitor prices are not matched, sorry about that.",
        "The clinic gives the patient a written reason for every denial.",
        "Marketing calls may be placed between 8 a.m. and 9 p.m. in your local time.",
    ] * 5 + ["Card refunds are issued within 20 business days after the item reaches the store."])
    assert len(long_answer) > 2000
    j = judge_pairs(long_answer)["policy.md"]
    assert verdict(j) == "CONTRADICTS" and "20 business days" in j.answer_span


def test_unrelated_answers_are_neutral_and_the_interaction_irrelevant():
    out = judge_pairs("You're welcome, enjoy the rest of your day!")
    assert {k: verdict(v) for k, v in out.items()} == {"policy.md": "NEUTRAL", "office.md": "NEUTRAL"}
    assert compute_verdict(0, 0, 0.5, "any_contradiction") == ("IRRELEVANT", 0.5)
    assert {k: verdict(v) for k, v in judge_pairs("   ").items()} == {"policy.md": "NEUTRAL", "office.md": "NEUTRAL"}


def test_any_contradiction_rule_and_insight_name_document_heading_rule_and_answer():
    chunks = chunk_text(POLICY, "policy.md", 2000, 100)
    emb = HashingEmbedder()
    index = CorpusIndex(chunks, emb.encode([c.text for c in chunks]))
    ev = RegulatoryEvaluator(index, emb, ClauseJudge(emb), RetrievalSettings(top_k=5, similarity_threshold=0.0))
    (res,) = ev.evaluate_batch([("s", Batch(qa_id="q", query="How long do I have to return it?",
                                            assistant="Refunds are available within 60 days of purchase with a "
                                                      "receipt.", ground_truth_assistant="-"))])
    it = res.interaction
    assert (it.verdict, it.compliance_score) == ("NON_COMPLIANT", 0.0)
    # the chunk starts under "Harbor Policy"; the rule sits in its section "Refunds"
    assert "policy.md (Harbor Policy > Refunds)" in it.insight
    assert '"Refunds are available within 30 days of purchase with a receipt" but' in it.insight
    assert "60 days vs 30 days" in it.insight
    (c,) = it.retrieved_chunks
    assert c.verdict == "CONTRADICTS" and c.rule_sentence and c.answer_span and c.reason
    assert (c.heading, c.rule_heading) == ("Harbor Policy", "Harbor Policy > Refunds")


@pytest.mark.slow
@pytest.mark.parametrize("rule, answer, expected", [
    ("Customers may request a refund within 30 days of purchase.", "You can get a refund any time within 30 days.",
     "SUPPORTS"),
    ("Customers may request a refund within 30 days of purchase.", "Refunds are available for 90 days.",
     "CONTRADICTS"),
    ("No calls between 9 PM and 8 AM.", "I will call you back at 11 PM tonight.", "CONTRADICTS"),
    ("No calls between 9 PM and 8 AM.", "I will call you back at 10 AM tomorrow.", "SUPPORTS"),
    ("Card refunds are issued within 5 business days after the item reaches the store.",
     "Once the item is back with us we send the money within five working days.", "SUPPORTS"),
    ("Once the new provider has the code, the number moves within one working day.",
     "It usually takes up to three working days for the number to transfer across.", "CONTRADICTS"),
])
def test_reference_probes_with_the_packaged_model(rule, answer, expected):
    from fairforge_core.embedders import SentenceTransformerEmbedder
    from fairforge_core.verdicts import chunk_verdict

    (chunk,) = chunk_text(f"# Rules\n\n- {rule}\n", "rules.md", 1000, 100)
    (j,) = ClauseJudge(SentenceTransformerEmbedder()).judge([JudgeRequest("question", answer, chunk, 0.5)])
    assert chunk_verdict(j.addressed, j.score, 0.6) == expected


# -- NLI models from a local path ------------------------------------------------------------------------------------
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


def test_engine_rejects_an_out_of_range_score_from_any_backend():
    from fairforge_core.verdicts import ChunkJudge, ChunkJudgement, check_score

    class Broken(ChunkJudge):
        def judge(self, requests):
            return [ChunkJudgement(True, check_score(1.5, "broken")) for _ in requests]

    chunks = chunk_text(POLICY, "policy.md", 2000, 100)
    emb = HashingEmbedder()
    ev = RegulatoryEvaluator(CorpusIndex(chunks, emb.encode([c.text for c in chunks])), emb, Broken(),
                             RetrievalSettings(top_k=1, similarity_threshold=0.0))
    with pytest.raises(ValueError, match="invalid score"):
        ev.evaluate_batch([("s", Batch(qa_id="q", query="refunds", assistant="refunds", ground_truth_assistant="-"))])


def test_only_a_named_role_may_act_and_the_assistant_does_it_itself():
    docs = (("exceptions.md", "# Exceptions\n\n- Only a store manager may approve an exception to this policy.\n"),)
    bad = judge_pairs("I will approve an exception to this policy for you today.", docs=docs)["exceptions.md"]
    assert verdict(bad) == "CONTRADICTS" and "only a store manager may approve" in bad.reason
    ok = judge_pairs("Only a store manager may approve an exception to this policy; I can pass it on.", docs=docs)
    assert verdict(ok["exceptions.md"]) == "SUPPORTS"


def test_time_windows_apply_only_to_the_days_they_name():
    rule = "- Saturday calls to customers may be placed from 9:00 a.m. to 5:00 p.m.\n"
    docs = (("hours.md", "# Calling window\n\n" + rule),)
    weekday = judge_pairs("Calls to customers: I placed one for Wednesday at 7:30 p.m.", docs=docs)["hours.md"]
    assert verdict(weekday) != "CONTRADICTS"
    saturday = judge_pairs("Calls to customers: I placed one for Saturday at 7:30 p.m.", docs=docs)["hours.md"]
    assert verdict(saturday) == "CONTRADICTS"


def test_each_quantity_of_a_claim_is_matched_with_its_own_clause():
    from fairforge_core.judges.clause import _local_clauses

    text = ("Card refunds are issued within 5 business days after the item is back, and your card issuer can take "
            "up to 10 more business days to post the credit")
    parts = _local_clauses(text, extract_quantities(text))
    assert parts[0].startswith("Card refunds are issued within 5 business days")
    assert parts[1].startswith("your card issuer can take up to 10 more business days")
    both = judge_pairs(text + ".")  # 10 more business days is not a conflict with the 5-day rule
    assert verdict(both["policy.md"]) == "SUPPORTS"


@pytest.mark.slow
def test_judge_probes_floor():
    """A regression guard on the 2642 hand-written policy/answer probes (benchmarks/judge_probes.py): measured
    accuracy 0.766, 122 false alarms, 495 misses with the packaged model."""
    from benchmarks import judge_probes as jp
    from fairforge_core.config import EvaluationSettings
    from fairforge_core.factory import build_embedder

    judge = ClauseJudge(build_embedder(EvaluationSettings()))
    probes = jp.load_probes()
    sets = {f"{kind}{n}" for kind in ("review", "fresh") for n in ("", "2", "3", "4", "5")} | {
        f"review{n}" for n in range(6, 41)} | {"fresh6", "fresh7", "fresh8", "fresh9", "fresh10", "only41", "multi42",
                                               "waive43", "refuse44", "keep45", "give46", "reason47"}
    assert len(probes) == 2642 and {p["set"] for p in probes} == sets
    m = jp.score([(p, jp.judge_probe(judge, p)[0]) for p in probes])
    assert m["false_alarms"] <= 124 and m["accuracy"] >= 0.760, m


def test_judge_probe_scoring_counts_false_alarms_and_misses():
    from benchmarks.judge_probes import score

    rows = [({"expect": "CONTRADICTS"}, "CONTRADICTS"), ({"expect": "SUPPORTS"}, "CONTRADICTS"),
            ({"expect": "CONTRADICTS"}, "NEUTRAL"), ({"expect": "NEUTRAL"}, "SUPPORTS")]
    assert score(rows) == {"n": 4, "accuracy": 0.5, "precision": 0.5, "recall": 0.5, "false_alarms": 1,
                           "misses": 1}


@pytest.mark.slow
def test_verdict_quality_floor_on_the_labelled_sets(dev_set):
    """A regression guard with the packaged model: the offline default stays well above the seed-parity mode."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    import io
    from contextlib import redirect_stdout

    import verdict_quality as vq

    from fairforge_core.config import EvaluationSettings
    from fairforge_core.factory import build_embedder

    emb = build_embedder(EvaluationSettings())
    with redirect_stdout(io.StringIO()):
        dev = vq.report("offline", dev_set, vq.run_mode(dev_set, {"decision": "offline"}, emb), False)
        hold = vq.report("offline", vq.HOLDOUT_SET, vq.run_mode(vq.HOLDOUT_SET, {"decision": "offline"}, emb), False)
        blind = vq.report("offline", vq.HOLDOUT2_SET, vq.run_mode(vq.HOLDOUT2_SET, {"decision": "offline"}, emb),
                          False)
    assert dev["macro_f1"] >= 0.91 and dev["nc_precision"] >= 0.95 and dev["nc_recall"] >= 0.85  # 0.926, 1.0, 0.857
    assert hold["macro_f1"] >= 0.85 and hold["nc_precision"] >= 0.95 and hold["nc_recall"] >= 0.85  # 0.862, 1.0, 0.857
    assert blind["macro_f1"] >= 0.81 and blind["nc_precision"] >= 0.90  # measured 0.834 and 0.952


def test_a_conditional_negation_does_not_deny_the_positive_window():
    docs = (("refunds.md", "# Refunds\n\n- After 30 days, refunds are not issued; store credit may be offered.\n"),)
    ok = judge_pairs("Our standard refund policy is 30 days, and refunds are issued within that time.", docs=docs)
    assert verdict(ok["refunds.md"]) != "CONTRADICTS"
    bad = judge_pairs("After 30 days, refunds are issued to your card.", docs=docs)
    assert verdict(bad["refunds.md"]) == "CONTRADICTS"


def test_an_answer_that_rules_out_the_rules_exception_contradicts():
    docs = (("fees.md", "# Fees\n\n- Assembled furniture carries a 20% restocking fee, waived if defective.\n"),)
    bad = judge_pairs("Assembled furniture always carries the 20% restocking fee, defective or not.", docs=docs)
    assert verdict(bad["fees.md"]) == "CONTRADICTS" and "exception denied" in bad["fees.md"].reason
    ok = judge_pairs("Assembled furniture carries the 20% restocking fee unless it is defective.", docs=docs)
    assert verdict(ok["fees.md"]) == "SUPPORTS"


def test_a_model_loaded_lazily_during_decisions_is_timed_as_loading_not_as_decisions():
    import time as _time

    from fairforge_core.models import cached_model, model_load_seconds
    from fairforge_core.verdicts import ChunkJudge, ChunkJudgement

    key = ("test-lazy-load", _time.time_ns())

    class LazyJudge(ChunkJudge):
        def judge(self, requests):
            cached_model(key, lambda: _time.sleep(0.3) or object())  # first call loads (0.3 s), later calls do not
            return [ChunkJudgement(True, 0.9) for _ in requests]

    chunks = chunk_text(POLICY, "policy.md", 2000, 100)
    emb = HashingEmbedder()
    ev = RegulatoryEvaluator(CorpusIndex(chunks, emb.encode([c.text for c in chunks])), emb, LazyJudge(),
                             RetrievalSettings(top_k=1, similarity_threshold=0.0))
    before = model_load_seconds()
    item = ("s", Batch(qa_id="q", query="refunds", assistant="refunds within 30 days", ground_truth_assistant="-"))
    ev.evaluate_batch([item])
    assert 0.3 <= model_load_seconds() - before < 5.0  # the sleep + importing the model libraries
    assert ev.timings["model_loading"] >= 0.3
    assert ev.timings["decisions"] < 0.25
    loaded = ev.timings["model_loading"]
    ev.evaluate_batch([item])  # already loaded: nothing more is billed as loading
    assert ev.timings["model_loading"] == loaded


@pytest.mark.parametrize("text, negated", [
    ("No, opening a dispute is free.", False),        # the particle answers the question
    ("Yes, refunds are not issued after 30 days.", True),
    ("No. We never discuss your debt with anyone.", True),
    ("No refunds after 30 days.", True),              # "No" as a determiner, not a reply
])
def test_a_leading_reply_particle_is_not_a_negation(text, negated):
    assert polarity(text).negated is negated


def test_rates_pair_a_count_with_its_period():
    from fairforge_core.judges.rates import rates
    from fairforge_core.judges.statements import statement

    (q, period, per_day), = rates(statement("Our system may call up to 12 times a week until it is paid."))
    assert (q.hi, period.text, round(per_day, 3)) == (12.0, "a week", round(12 / 7, 3))
    (q, period, per_day), = rates(statement(
        "No more than 7 collection call attempts may be made to a member within 7 consecutive days."))
    assert (q.hi, q.bound, period.text, per_day) == (7.0, "max", "7 consecutive days", 1.0)
    assert rates(statement("We will call you 3 times tomorrow.")) == []  # a count with no period
    (q, period, per_day), = rates(statement("We call 3 times per week."))  # a period with no number
    assert (q.hi, period.text, round(per_day, 3)) == (3.0, "per week", round(3 / 7, 3))
    (q, period, per_day), = rates(statement("We make up to 3 calls each day."))
    assert (q.key, q.bound, period.text, per_day) == ("call", "max", "each day", 3.0)


@pytest.mark.slow
def test_bundled_sample_verdicts_with_the_packaged_model(tmp_path, capsys):
    """The sample a new user runs first: settled cases keep their verdicts (over-the-limit call frequency,
    a reply "No," before an agreeing statement, a channel refusal, a fee the ombudsman route does not have)."""
    import duckdb

    from fairforge_assets.cli import main

    db = tmp_path / "sample.duckdb"
    assert main(["evaluate", "--db", str(db)]) == 0
    with duckdb.connect(str(db), read_only=True) as con:
        got = dict(con.execute("SELECT qa_id, verdict FROM interaction_verdicts").fetchall())
    expected = {"nw-003-q1": "NON_COMPLIANT", "nw-004-q3": "COMPLIANT", "nw-007-q1": "NON_COMPLIANT",
                "nw-007-q2": "NON_COMPLIANT", "nw-004-q1": "COMPLIANT", "nw-004-q2": "COMPLIANT",
                "nw-002-q1": "COMPLIANT", "nw-008-q1": "IRRELEVANT", "nw-008-q2": "IRRELEVANT"}
    assert {k: got[k] for k in expected} == expected


def test_with_and_without_a_condition_are_complementary_cases_not_a_conflict():
    from fairforge_core.judges.negation import complementary_conditions

    rule = "A return inside its window, with a receipt or an order number, is refunded to the original payment method."
    assert complementary_conditions("Without a receipt or order number we can't refund your original payment.", rule)
    assert complementary_conditions(rule, "Without an order number we can't refund you.")  # either direction
    assert not complementary_conditions("We can't refund your original payment method.", rule)
    assert not complementary_conditions("Without a manager's approval nothing is refunded.", rule)  # other case


# -- polarity: what does and does not negate the statement ------------------------------------------------------------
@pytest.mark.parametrize("text, negated", [
    # a leading prepositional phrase or a comma-closed relative clause only sets the case
    ("For payments that weren't made by credit card, the refund is issued within 20 days.", False),
    ("Customers who have not received the item, may ask for a refund.", False),
    ("Without a receipt, we cannot refund.", True),  # the main clause is still negated
    ("We confirm that we do not sell your data, ever.", True),  # "that" + subject is a complementiser
    # "X or not" is a case distinction, not a negation
    ("Every call placed counts, answered or not, including calls that reach voicemail.", False),
    # "non-X" before a noun classifies it; after a copula it negates
    ("You are owed a refund, even on a non-refundable fare.", False),
    ("Annual memberships are non-refundable.", True),
    # a negation plus "without" is still a prohibition (it also states a requirement, see below)
    ("No refund without a receipt.", True),
    ("Under no circumstances may agents ask for a PIN, even if the member offers it.", True),
    ("At no time, and for no reason, is the PIN requested.", True),
    # a negated relative clause up to the main verb restricts the subject, with or without a comma
    ("A member who is not satisfied with the final response may take it to the ombudsman at no cost.", False),
    ("Items that are not defective cannot be returned.", True),
    # quoted words are examples, not the statement's polarity
    ('Treat any words as a request: "stop calling", "don\'t ring me again" and similar.', False),
])
def test_what_negates_the_main_predicate(text, negated):
    assert polarity(text).negated is negated


@pytest.mark.parametrize("text, requirement", [
    ("We won't send your information to your employer, or use it for marketing, without your signed authorization.",
     True),
    ("No refund without a receipt.", True),
    ("We do not refund cash, and orders ship without tracking.", False),  # "without" in another clause
    ("We do not refund cash.", False),
])
def test_not_without_states_a_requirement(text, requirement):
    assert polarity(text).requirement is requirement


def test_a_requirement_agrees_with_the_rule_that_requires_it_and_contradicts_one_that_allows_without():
    rule = "The patient's signed authorization is required before information is shared with an employer."
    ok = judge_pairs("We won't share information with your employer without your signed authorization.",
                     docs=(("auth.md", f"# Auth\n\n- {rule}\n"),))
    assert verdict(ok["auth.md"]) == "SUPPORTS"
    docs = (("returns.md", "# Returns\n\n- Items cannot be returned without a receipt.\n"),)
    bad = judge_pairs("Items can be returned without a receipt.", docs=docs)
    assert verdict(bad["returns.md"]) == "CONTRADICTS"


@pytest.mark.parametrize("rule, answer", [
    ("Gift cards are non-refundable.", "Gift cards are refundable."),  # the cue is the predicate
    ("Smoking is prohibited.", "Smoking is allowed."),
    ("Students are ineligible.", "Students are eligible."),
    ("Cash refunds are not given.", "We give cash refunds."),  # the whole subject of a passive
    ("Deposits are refunded under this plan.", "Deposits stay non-refundable under this plan."),
    ("During peak season refunds are not issued, as stated in the terms.",  # the main clause is before the comma
     "During peak season refunds are issued, as stated in the terms."),
    ("Refunds are possible after 30 days.",  # "note that ..." is a complement clause, not a relative one
     "Please note that refunds are not possible after 30 days, even with a receipt."),
    ("Late payments are refunded.", "Card payments are refunded, however late payments are not."),
])
def test_ordinary_prohibitions_still_contradict(rule, answer):
    assert verdict(judge_pairs(answer, docs=(("r.md", f"# R\n\n- {rule}\n"),))["r.md"]) == "CONTRADICTS"


@pytest.mark.parametrize("answer", [
    "The plan costs $49 per month, with no discount.",  # a negated discount is no offer
    "The plan costs $49 per month and is taken off your balance.",
    "The plan costs $49 per month, even for promotional bookings.",
])
def test_a_price_is_compared_unless_it_is_an_offered_discount(answer):
    docs = (("plan.md", "# Plan\n\n- The plan costs $39 per month.\n"),)
    assert verdict(judge_pairs(answer, docs=docs)["plan.md"]) == "CONTRADICTS"


def test_a_denial_that_governs_other_words_does_not_deny_the_condition():
    docs = (("loans.md", "# Loans\n\n- Loans may be repaid early as long as the borrower gives notice.\n"),)
    ok = judge_pairs("Loans may be repaid early regardless of the loan amount, as long as the borrower gives notice.",
                     docs=docs)
    assert verdict(ok["loans.md"]) == "SUPPORTS"


def test_negated_predicates_and_passive_subjects():
    p = polarity("Delays caused by weather, air traffic control or security screening are not compensated.")
    assert "compensat" in p.heads and "delay" in p.scope
    p = polarity("Complaints can't be taken in chat.")
    assert {"complain", "chat"} <= p.scope
    assert "offer" in polarity("Never offer a discount in exchange for staying on the list.").heads


def test_a_shared_topic_word_is_not_a_denial_of_the_same_thing():
    rule = "Voicemail messages must never mention a debt or the name of the collector."
    docs = (("vm.md", f"# Voicemail\n\n- {rule}\n"),)
    answer = "Voicemail messages may give the name of the caller and a phone number."
    # close in wording (cosine >= polarity_threshold), one shared word ("name"), but "mention" is not denied by it
    assert polarity(rule).scope & {"name", "caller", "phone", "number"} == {"name"}
    assert verdict(judge_pairs(answer, docs=docs)["vm.md"]) == "SUPPORTS"
    bad = judge_pairs("Voicemail messages may mention the debt.", docs=docs)["vm.md"]
    assert verdict(bad) == "CONTRADICTS" and "opposite polarity" in bad.reason


def test_each_clause_of_a_two_clause_rule_is_judged_on_its_own():
    docs = (("club.md", "# Club\n\n- Monthly plan: benefits continue to the end of the current billing month; "
                        "part-months are not refunded.\n"),)
    ok = judge_pairs("Your benefits continue until the end of your current billing month.", docs=docs)
    assert verdict(ok["club.md"]) == "SUPPORTS"
    bad = judge_pairs("Part-months are refunded to your card.", docs=docs)
    assert verdict(bad["club.md"]) == "CONTRADICTS"


def test_stemming_joins_refundable_and_refund():
    from fairforge_core.judges.text import content_words, stem

    assert stem("refundable") == stem("refund") == stem("refunds")
    # "-able" adjectives that are not verb + able keep their meaning: not "reason", "t", "port"
    assert [stem(w) for w in ("reasonable", "table", "portable")] == ["reasonabl", "tabl", "portabl"]
    assert stem("reasonable") != stem("reason") and stem("portable") != stem("port")
    # so the negated predicate of "aren't refundable" is the "refund" of the rule
    assert polarity("After 14 days, memberships aren't refundable at all.").heads & content_words(
        "After 14 days, the member receives a prorated refund for each unused month.") == {"refund"}


# -- quantities: what is not a claimed duration or price --------------------------------------------------------------
def test_the_period_of_a_rate_or_part_of_a_period_is_not_a_duration():
    def dims(t):
        return [(q.dim, q.text) for q in extract_quantities(t)]

    assert dims("the monthly plan at $39 a month") == [("money", "$39")]
    assert dims("we don't pay back the rest of a month") == []
    assert dims("call up to 3 times a week") == [("count", "3 times")]
    assert dims("refunds within a month") == [("duration", "a month")]
    assert dims("the fee is $10, a month after purchase") == [("money", "$10"), ("duration", "a month")]
    assert [q.bound for q in extract_quantities("never later than 10 business days")] == ["max"]


def test_a_discounted_price_offered_is_not_the_list_price():
    docs = (("club.md", "# Club\n\n| Plan | Price |\n|---|---|\n| Monthly | $39 per month |\n"),)
    ok = judge_pairs("Would you like 3 months of the monthly plan at half price, $19.50 per month, instead?", docs=docs)
    assert verdict(ok["club.md"]) != "CONTRADICTS"
    bad = judge_pairs("The monthly plan costs $29 per month.", docs=docs)
    assert verdict(bad["club.md"]) == "CONTRADICTS"


def test_an_answer_that_says_the_rules_condition_does_not_matter_contradicts():
    docs = (("air.md", "# Cancellation\n\n- A booking made at least 7 days before departure may be cancelled within "
                       "24 hours for a full refund.\n"),)
    bad = judge_pairs("Any booking can be cancelled for a full refund within 24 hours, however close the departure "
                      "is.", docs=docs)
    assert verdict(bad["air.md"]) == "CONTRADICTS"
    assert bad["air.md"].reason == ('condition denied: the rule sets a condition ("made at least 7 days before '
                                    'departure") that the answer says does not matter')
    ok = judge_pairs("A booking made at least 7 days before departure can be cancelled within 24 hours for a full "
                     "refund.", docs=docs)
    assert verdict(ok["air.md"]) == "SUPPORTS"
    assert split_claims("It can be cancelled within 24 hours, however close the departure is.") == [
        "It can be cancelled within 24 hours, however close the departure is."]
    assert split_claims("You can cancel, however you must pay a fee.") == ["You can cancel",
                                                                          "however you must pay a fee."]


def test_malformed_markdown_and_answers_never_break_the_judge():
    """Seeded random mixes of markdown markers, numbers, times, negations, non-ASCII and control characters: every
    chunk gets a judgement with a score in [0, 1] and evidence that can be placed, and no helper raises."""
    import random
    import string

    from fairforge_core.evidence import rule_heading

    rng = random.Random(7)
    pieces = ["#", "##", "|", "|---|", "- ", "1. ", "\n", "\n\n", "not", "never", "$", "€", "%", "30", "1,000.50",
              "a.m.", "p.m.", "12:30", "between", "and", "unless", "only", "may", "must", '"', "'", ":", ";", ",", ".",
              "días", "ñ", "🙂", "\u200b", "\t", "however close", "or not", "non-", "without", "free", "a month",
              "twice a week", "per", "0", "-5", "9" * 25, "e.g.", "It", "9 p.m. to 8 a.m.", "Monday to Friday",
              "(", ")"]

    def text(n):
        return " ".join(rng.choice(pieces + [rng.choice(string.ascii_letters) * rng.randint(1, 8)]) for _ in range(n))

    judge = ClauseJudge(HashingEmbedder())
    judged = 0
    for _ in range(150):
        doc = text(rng.randint(0, 300))
        chunks = chunk_text(doc, "d.md", rng.choice([50, 200, 1000]), rng.choice([0, 10, 40]))
        answer, query = text(rng.randint(0, 80)), text(rng.randint(0, 20))
        out = judge.judge([JudgeRequest(query, answer, c, 0.5) for c in chunks])
        assert len(out) == len(chunks)
        for c, j in zip(chunks, out):
            assert 0.0 <= j.score <= 1.0 and (j.rule_sentence is None or j.addressed)
            heading = rule_heading(c, j.rule_sentence)
            assert heading is None or isinstance(heading, str)
            judged += 1
        for t in (doc, answer):
            polarity(t), extract_quantities(t), extract_times(t), extract_windows(t)
    assert judged > 300


def test_the_insight_names_the_most_certain_conflict_not_the_first_retrieved():
    from fairforge_core.engine import CandidateEvidence, build_insight
    from fairforge_core.retrieval import Candidate
    from fairforge_core.verdicts import ChunkJudgement

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


def test_a_part_that_names_nothing_of_its_own_keeps_its_topic():
    # "but there is a $100 fee" is about the ombudsman, so it is judged against the ombudsman rule, not the first
    # rule that mentions a fee
    assert split_claims("You can take it to the Financial Ombudsman, but there is a $100 fee.") == [
        "You can take it to the Financial Ombudsman, but there is a $100 fee."]
    assert split_claims("Refunds take 5 days, but shipping is never refunded.") == [
        "Refunds take 5 days", "but shipping is never refunded."]
    docs = (("fees.md", "# Fees\n\n- There is no fee for opening a dispute.\n"),
            ("complaints.md", "# Complaints\n\n- A member may take the complaint to the Financial Ombudsman at no "
                              "cost.\n"))
    out = judge_pairs("You can take it to the Financial Ombudsman, but there is a $100 fee.", docs=docs)
    j = out["complaints.md"]
    assert verdict(j) == "CONTRADICTS" and j.reason == "different quantity: $100 vs at no cost"


def test_a_quantity_stated_elsewhere_about_something_else_does_not_excuse_a_wrong_one():
    lists = ("privacy.md", "# Accounting of disclosures\n\n- Each further list of disclosures is $10.\n")
    copies = ("copies.md", "# Copy fees\n\n- A copy of a page is at most $25.\n")  # shares no content word
    bad = judge_pairs("A list of disclosures is $25.", docs=(lists, copies))
    assert verdict(bad["privacy.md"]) == "CONTRADICTS"
    assert bad["privacy.md"].reason == "different quantity: $25 vs $10"
    assert verdict(bad["copies.md"]) == "SUPPORTS"
    same_thing = ("more.md", "# Lists on paper\n\n- A paper list of disclosures is at most $25.\n")
    ok = judge_pairs("A list of disclosures is $25.", docs=(lists, same_thing))
    assert verdict(ok["privacy.md"]) != "CONTRADICTS"


def test_a_coordinated_clause_is_judged_on_its_own_in_the_answer_too():
    docs = (("lists.md", "# Accounting of disclosures\n\n- The first list of disclosures in any 12-month period is "
                         "free.\n"),)
    ok = judge_pairs("It won't list routine sharing for your treatment or billing, and your first list of "
                     "disclosures in any 12 months is free.", docs=docs)
    assert verdict(ok["lists.md"]) == "SUPPORTS"
    bad = judge_pairs("Your first list of disclosures in any 12 months is not free.", docs=docs)
    assert verdict(bad["lists.md"]) == "CONTRADICTS"


@pytest.mark.parametrize("text, negated", [
    ("If we decide not to act on a request we must tell you why within one month", False),
    ("If it is not defective we cannot refund it", True),
    ("When you are not home we'll leave it with a neighbour", False),
    ("If you are not sure, ask us.", False),
])
def test_a_condition_without_a_comma_ends_where_the_main_clause_starts(text, negated):
    assert polarity(text).negated is negated


def test_a_quoted_script_stays_one_statement_and_its_words_are_not_the_rules_polarity():
    script = ('Leave only the approved message: "This message is for [name]. Please call [agent] at 555-0188. We '
              'will not call this number again if you press 9."')
    assert split_sentences_of(script + " Do not add anything.") == [script, "Do not add anything."]
    units = split_rule_units("# Messages\n\n- " + script + "\n")
    assert units == [script]
    assert not polarity(units[0]).negated  # the script's "will not call" is quoted, not the rule's own words
    assert split_sentences_of('He said "stop." Then he left. A stray " quote. Next one.') == [
        'He said "stop."', "Then he left.", 'A stray " quote.', "Next one."]


def split_sentences_of(text):
    from fairforge_core.judges.text import split_sentences

    return split_sentences(text)


def test_a_lead_in_line_ends_at_an_unindented_paragraph_not_at_a_table_or_a_note():
    table = ("We never do the following with your data:\n\n| Item | Value |\n|---|---|\n| name | seller |\n\n"
             "- sell it to advertisers\n")  # the lead-in introduces the table and the list after it
    assert split_rule_units(table)[-1] == "We never do the following with your data sell it to advertisers"
    note = "The following are not refundable:\n\n- gift cards\n\n  Note: ask a manager.\n\n- opened software\n"
    assert split_rule_units(note)[-1] == "The following are not refundable opened software"  # a note in the list
    para = ("The caller must state:\n- the name of the seller;\n- the purpose.\n\nOther rules apply.\n\n"
            "- Calls must stop within 10 days.\n")
    assert split_rule_units(para) == ["The caller must state the name of the seller",
                                      "The caller must state the purpose.", "Other rules apply.",
                                      "Calls must stop within 10 days."]


def test_a_permission_to_refuse_agrees_with_doing_it_and_with_not_doing_it():
    docs = (("gdpr.md", "# Right to erasure\n\n- Erasure can be refused to the extent the data is needed to comply "
                        "with a legal obligation, such as tax-law retention of invoices.\n"),)
    kept = judge_pairs("Invoices needed under tax law will be kept until the legal retention period ends, as the "
                       "legal obligation requires.", docs=docs)["gdpr.md"]
    assert verdict(kept) != "CONTRADICTS"
    prohibition = (("gdpr.md", "# Right to erasure\n\n- Erasure must not be refused when invoices are no longer "
                               "needed for tax-law retention.\n"),)
    refused = judge_pairs("Erasure is refused when invoices are no longer needed for tax-law retention.",
                          docs=prohibition)["gdpr.md"]
    assert verdict(refused) == "CONTRADICTS"


def test_a_negated_verb_with_a_pronoun_object_needs_more_than_the_verb_in_common():
    docs = (("dnc.md", "# Records\n\n- Do not delete it when an account is closed or when a customer has their "
                       "other personal data erased; keep a minimal suppression entry so the number is never called "
                       "again.\n"),)
    other = judge_pairs("When an account is closed we delete the account and the personal data.", docs=docs)["dnc.md"]
    assert verdict(other) == "SUPPORTS"  # "it" is the suppression entry, not the account (CONTRADICTS before)
    named = (("dnc.md", "# Records\n\n- Do not delete the suppression entry when an account is closed.\n"),)
    same = judge_pairs("We'll delete the suppression entry when your account is closed.", docs=named)["dnc.md"]
    assert verdict(same) == "CONTRADICTS"


def test_a_copular_negation_is_about_its_subject():
    docs = (("calls.md", "# Channels\n\n- Texts and emails are not calls.\n"),)
    other = judge_pairs("A letter will stop our calls.", docs=docs)["calls.md"]
    assert verdict(other) != "CONTRADICTS"  # about calls, not about texts and emails
    same = judge_pairs("Texts and emails are calls.", docs=docs)["calls.md"]
    assert verdict(same) == "CONTRADICTS"
    assert "email" in polarity("Texts and emails are not calls.").subject


def test_a_negated_speech_act_is_about_what_it_would_say():
    docs = (("debt.md", "# Disputes\n\n- Never suggest that a dispute must be in writing to be recorded.\n"),)
    other = judge_pairs("If we don't agree, we explain why in writing and it is recorded.", docs=docs)["debt.md"]
    assert verdict(other) != "CONTRADICTS"  # says nothing of a dispute
    for said in ("A dispute must be in writing to be recorded.", "It must be in writing to be recorded."):
        assert verdict(judge_pairs(said, docs=docs)["debt.md"]) == "CONTRADICTS", said
    other = judge_pairs("A refund must be in writing to be recorded.", docs=docs)["debt.md"]
    assert verdict(other) != "CONTRADICTS"  # said of a refund, not of a dispute (CONTRADICTS before)

# -- probes from a review of this session's rules: each was a regression or a new false alarm -------------------------
@pytest.mark.parametrize("text, negated", [
    ("Never delay a refund once the returned item has been received.", True),
    ("Do not wait until the end of the month to process a cancellation request.", True),
    ("The restocking fee doesn't apply to opened electronics.", True),
    ("The 30-day money-back guarantee does not apply to annual plans.", True),
    ("We understand, and if you can't pay the full balance we will offer you a payment plan.", False),
    ("Good news: if it can't be repaired we will refund you in full.", False),
])
def test_review_probes_for_polarity(text, negated):
    assert polarity(text).negated is negated


def test_review_probes_for_subjects_speech_acts_quotes_and_restricted_actions():
    assert {"gift", "card", "sale", "item"} <= polarity("Gift cards and sale items are not refundable.").subject
    docs = (("cards.md", "# Refunds\n\n- Gift cards and sale items are not refundable.\n"),)
    assert verdict(judge_pairs("Gift cards are refundable.", docs=docs)["cards.md"]) == "CONTRADICTS"
    docs = (("fees.md", "# Cancelling\n\n- Never tell a customer that they must pay a fee to cancel.\n"),)
    said = judge_pairs("You must pay a fee to cancel.", docs=docs)["fees.md"]
    assert verdict(said) == "CONTRADICTS"  # a pronoun subject: the speech-act exception does not apply
    assert split_sentences_of('TVs larger than 55" ship by freight. Freight orders are not refundable once '
                              'delivered.') == ['TVs larger than 55" ship by freight.',
                                                "Freight orders are not refundable once delivered."]
    docs = (("acct.md", "# Account\n\n- Only the account holder may change the billing address.\n"),
            ("delivery.md", "# Delivery\n\n- Deliveries can be rescheduled online.\n"))
    slot = judge_pairs("I'll change your delivery slot to Friday afternoon.", docs=docs)
    assert verdict(slot["acct.md"]) != "CONTRADICTS"  # the verb alone, on a chunk the claim does not address
    from fairforge_core.judges.negation import denies_the_same_thing
    from fairforge_core.judges.statements import statement

    listed = statement("The following are not refundable opened software")  # a list item with its lead-in
    assert denies_the_same_thing(listed, statement("Opened software can be refunded."))
    wont = statement("We won't delete it, even though you sent us a deletion request for your account data.")
    rule = statement("You must delete a customer's account data within 30 days of a deletion request.")
    assert denies_the_same_thing(wont, rule, rule_is_negated=False)  # in an answer, "it" is the conversation's
    assert not denies_the_same_thing(statement("Do not delete it when an account is closed."),
                                     statement("We delete the account when it is closed."))


# -- probes with ordinary policy sentences (misses and false alarms on the previous code) ----------------------------
def test_irregular_verb_forms_and_a_final_e_share_the_stem_of_the_base_form():
    from fairforge_core.judges.text import stem

    assert stem("sold") == stem("sell") == stem("selling")
    assert stem("given") == stem("give") == stem("giving") == stem("gave")
    assert stem("charged") == stem("charge") == stem("charges")
    assert stem("kept") == stem("keep") and stem("told") == stem("tell") and stem("paid") == stem("pay")
    assert stem("free") != stem("fre") or stem("free") == "free"  # "-ee" keeps its e


def test_a_leading_pronoun_names_the_subject_of_the_previous_sentence():
    from fairforge_core.judges.text import resolve_pronouns

    assert split_rule_units("- Call recordings are kept for 90 days. Do not share them outside the compliance "
                            "team.\n") == ["Call recordings are kept for 90 days.",
                                           "Do not share them [call recordings] outside the compliance team."]
    assert resolve_pronouns(["Gift cards are sold as final.", "They are not refundable."])[1] == \
        "They [gift cards] are not refundable."
    assert resolve_pronouns(["Customer data is confidential.", "Never sell it to third parties."])[1] == \
        "Never sell it [customer data] to third parties."
    # number and person must agree: "it" is not a plural subject and not a person
    assert resolve_pronouns(["Refunds are issued in 5 days.", "It is free."])[1] == "It is free."
    assert resolve_pronouns(["The customer may ask for a copy.", "It must be sent within 30 days."])[1] == \
        "It must be sent within 30 days."
    # an imperative has no subject to name
    assert resolve_pronouns(["Delete the data.", "Do not keep it."])[1] == "Do not keep it."


def test_do_not_call_is_a_list_name_only_when_it_names_a_list():
    assert polarity("If a customer asks us to stop calling, do not call them again.").negated
    assert polarity("Do not call before 8 a.m.").negated
    assert not polarity("Add the number to the do-not-call list.").negated
    assert not polarity("Numbers on the Do Not Call registry must be checked.").negated


def test_non_before_a_noun_classifies_it_and_negates_only_as_a_predicate():
    assert polarity("Our policy says non-refundable fares can't be refunded, even when we cancel.").negated
    assert not polarity("Passengers are entitled to a full refund, even on non-refundable fares.").negated
    assert polarity("Sale items are non-refundable.").negated
    assert polarity("Gift cards remain strictly non-refundable.").negated


def test_a_rule_condition_is_met_by_the_case_the_answer_describes():
    from fairforge_core.judges.negation import condition_met
    from fairforge_core.judges.statements import statement

    rule = statement("When a customer disputes a debt in writing, do not sell it to a debt buyer.")
    assert condition_met(rule, statement("We sold your disputed debt last month."), frozenset())
    assert not condition_met(rule, statement("We sold the account last month."), frozenset())
    # the user's question can state the case
    assert condition_met(rule, statement("We sold it last month."), frozenset({"disput", "debt"}))
    # a condition on time or amount must be stated by the answer itself
    timed = statement("After 30 days, refunds are not issued.")
    assert not condition_met(timed, statement("Refunds are issued within 30 days."), frozenset({"day"}))


def test_a_person_pronoun_object_in_a_rule_is_the_person_the_answer_speaks_to():
    from fairforge_core.judges.negation import _person_object_addressed

    rule = "If a customer asks us to stop calling, do not call them again."
    assert _person_object_addressed(rule, "Even though you asked us to stop, we will call you again.", {"call"})
    assert not _person_object_addressed(rule, "We will call the shop again.", {"call"})
    assert not _person_object_addressed("Do not delete it when an account is closed.", "We delete you.", {"delet"})


def test_before_and_after_the_same_event_are_complementary_cases():
    from fairforge_core.judges.negation import complementary_conditions

    assert complementary_conditions("Refunds must not be issued before the returned item has been inspected.",
                                    "Once our warehouse has inspected the item, we'll issue your refund.")
    assert not complementary_conditions("Refunds must not be issued before the returned item has been inspected.",
                                        "We'll issue your refund today, before the courier collects the parcel.")


def test_a_clock_time_is_compared_with_the_window_of_the_same_event():
    from fairforge_core.judges.windows import INBOUND, timed_event, window_event

    def timed(text, width=4):
        return timed_event(text, extract_times(text)[0], width)

    assert window_event("Collection calls may only be made between 8 a.m. and 9 p.m.") >= {"collection", "call",
                                                                                              "phone"}
    assert window_event("Store returns are accepted between 9 a.m. and 6 p.m.") == {"stor", "return"}
    assert window_event("Do not call before 8 a.m. or after 9 p.m.") == set()  # no subject: any timed claim
    assert timed("We'll call you at 7 p.m. to confirm your return.") == "We'll call you at 7 p.m."
    assert "process" in timed("Your refund call-back request was processed at 11 p.m. last night.")
    assert INBOUND.search(timed("You can call our support line until 10 p.m. every day.", 8))
    assert not INBOUND.search(timed("I will call you back at 9:30 p.m. tonight."))
    assert INBOUND.search(timed("You can chat with us about your refund at 8 p.m. on Monday.", 8))


def test_the_object_of_a_restricted_action_and_a_handed_over_request():
    from fairforge_core.judges.actions import action_object

    assert action_object(" cash.") == ["cash"]
    assert action_object(" a late fee unless the customer is a member.") == ["late", "fee"]
    assert action_object(" payment plans longer than 12 months.") == ["payment", "plan"]
    assert action_object(" a credit limit increase.") == ["credit", "limit", "increas"]
    assert action_object(".") == []
    docs = (("refunds.md", "# Refunds\n\n- Only a store manager may refund cash.\n"),)
    card = judge_pairs("We'll refund your card within 5 business days.", docs=docs)["refunds.md"]
    assert verdict(card) != "CONTRADICTS"  # the restricted action is on cash
    cash = judge_pairs("I'll refund you in cash right now.", docs=docs)["refunds.md"]
    assert verdict(cash) == "CONTRADICTS"
    docs = (("refunds.md", "# Refunds\n\n- Only a store manager may approve a refund exception.\n"),)
    asked = judge_pairs("I'll ask my supervisor to approve your refund exception.", docs=docs)["refunds.md"]
    assert verdict(asked) != "CONTRADICTS"


def test_what_the_customer_does_and_the_alternative_not_taken_are_not_what_staff_may_not_do():
    from fairforge_core.judges.negation import _customer_does, denies_the_same_thing
    from fairforge_core.judges.statements import statement

    rule = statement("Agents must not cancel a customer's direct debit without a written instruction.")
    assert _customer_does("you can cancel the direct debit yourself in your bank's app", {"cancel"})
    assert not _customer_does("we will cancel it for you today", {"cancel"})
    assert not denies_the_same_thing(rule, statement("You can cancel the direct debit yourself in your app."))
    assert denies_the_same_thing(rule, statement("We will cancel your direct debit today."))
    cash = statement("Cash refunds are not permitted for purchases paid by card.")
    assert not denies_the_same_thing(cash, statement(
        "Since you paid by card, the refund goes back to that card rather than being paid in cash."))
    assert denies_the_same_thing(cash, statement("Since you paid by card, we'll give you a cash refund."))
    minors = statement("Customers under 18 cannot open a credit card account.")
    assert not denies_the_same_thing(minors, statement("You need to be 18 to open a credit card account."))


def test_asking_for_what_a_rule_forbids_asking_for():
    from fairforge_core.judges.asking import request_conflict
    from fairforge_core.judges.statements import statement

    pin = [statement("Agents must not ask a member for their full card number or their PIN.")]
    asked = request_conflict(statement("Yes, please type your 4-digit PIN so I can confirm it's you."), pin, [0])
    assert asked is not None and "PIN" in asked.reason
    assert request_conflict(statement("Please never type your PIN in this chat."), pin, [0]) is None
    assert request_conflict(statement("Please type your postcode so I can find the account."), pin, [0]) is None
    reason = [statement("The clinic must accommodate reasonable requests and may not require the patient to explain "
                        "the reason.")]
    import numpy as np

    close = np.array([0.39])  # the claim's cosine with the rule (all-MiniLM-L6-v2): the request is about it
    assert request_conflict(statement("I can set that up once you tell me why you need it."), reason, [0], close)
    assert request_conflict(statement("You don't need to tell me why; I've set it up."), reason, [0]) is None
    # the company explaining its own reason is not a demand for one
    assert request_conflict(statement("You'll get a letter explaining the reason."), reason, [0]) is None
    no_reason = [statement("After an objection, the data must no longer be used; no reason is needed.")]
    assert request_conflict(statement("Objections do need a justification: we'll weigh your reasons."), no_reason,
                            [0], close)


def test_half_units_fractions_of_a_whole_and_durations_far_apart():
    from fairforge_core.judges.quantity_checks import comparable

    (half,) = extract_quantities("more than half an hour late")
    (thirty,) = extract_quantities("more than 30 minutes late")
    assert half.compatible(thirty) and half.text == "half an hour"
    assert extract_quantities("one and a half hours")[0].lo == pytest.approx(1.5 / 24)
    (third,) = extract_quantities("take up to a third of your pot")
    assert third.dim == "percent" and third.lo == pytest.approx(100 / 3)
    assert extract_quantities("half the price")[0].lo == 50.0
    assert not extract_quantities("half the time")
    (days,), (minute,), (ten,) = (extract_quantities(t) for t in ("valid for 30 days", "within 1 minute",
                                                                  "within 10 business days"))
    assert not comparable(days, minute)  # four orders of magnitude apart: different measures
    assert comparable(days, ten)


def test_a_role_restriction_agrees_with_the_assistant_declining_and_approval_verbs_are_one_action():
    from fairforge_core.judges.negation import _customer_does, denies_the_same_thing
    from fairforge_core.judges.statements import statement

    declined = statement("I'm not able to advise on whether those two medicines can be taken together.")
    role = statement("Only a pharmacist may advise a customer on whether two medicines can safely be taken together.")
    assert not denies_the_same_thing(declined, role, rule_is_negated=False)
    assert _customer_does("You're free to cancel the direct debit yourself through your bank.", {"cancel"})
    docs = (("refunds.md", "# Refunds\n\n- Only the duty manager may authorise a refund above $100.\n"),)
    approved = judge_pairs("I've approved a refund above $100 for you.", docs=docs)["refunds.md"]
    assert verdict(approved) == "CONTRADICTS" and "duty manager" in approved.reason


def test_a_parenthetical_though_does_not_split_a_claim_and_an_announced_exception_is_a_restricted_action():
    assert split_claims("We're well past 60 days. As a goodwill gesture, though, I'll approve a full refund "
                        "today.") == ["We're well past 60 days.",
                                      "As a goodwill gesture, though, I'll approve a full refund today."]
    docs = (("refunds.md", "# Exceptions\n\n- Only a store manager may approve an exception to this policy.\n"
                           "- Agents may pass the request to a store manager.\n"),)
    goodwill = judge_pairs("As a goodwill gesture, though, I'll approve a full refund to your card today.",
                           docs=docs)["refunds.md"]
    assert verdict(goodwill) == "CONTRADICTS" and "store manager" in goodwill.reason
    within = judge_pairs("Your return is within 30 days, so I'll approve the refund to your card today.",
                         docs=docs)["refunds.md"]
    assert verdict(within) != "CONTRADICTS"  # no exception announced: the approval may be within the policy


# -- a second review of this session's rules (benchmarks/data/judge-probes, set review2): each was a regression ------
def test_review2_asking_detector_needs_the_whole_item_a_person_and_a_topic():
    from fairforge_core.judges.asking import request_conflict
    from fairforge_core.judges.statements import statement

    card = [statement("Agents must not ask a customer for their full card number.")]
    for fine in ("What's your order number?", "Please give me the last four digits of your card number.",
                 "Please type your PIN into the card machine when it beeps."):
        assert request_conflict(statement(fine), card + [statement("Never ask for their PIN.")], [0, 1]) is None
    receipt = [statement("No receipt is required for exchanges.")]
    assert request_conflict(statement("Please send the boots back with the exchange form."), receipt, [0]) is None
    no_reason = [statement("You can ask for a copy of your personal data at any time. No reason is needed.")]
    optional = statement("You can tell us why you're leaving if you like, but it's entirely optional.")
    assert request_conflict(optional, no_reason, [0]) is None
    other_topic = statement("Please tell us why the repair didn't fix the problem.")
    import numpy as np

    assert request_conflict(other_topic, no_reason, [0], np.array([0.05])) is None  # about something else
    assert request_conflict(statement("Please tell us why you want a copy of your personal data."), no_reason, [0])


def test_review2_restricted_actions_limits_and_handing_over():
    docs = (("refunds.md", "# Refunds\n\n- Only the duty manager may authorise a refund above $100.\n"),)
    small = judge_pairs("I've approved your refund of $40.", docs=docs)["refunds.md"]
    assert verdict(small) != "CONTRADICTS"  # within the limit the rule sets
    docs = (("fees.md", "# Fees\n\n- Only a team lead may waive a late fee.\n"),)
    decided = judge_pairs("I have decided to waive your late fee.", docs=docs)["fees.md"]
    assert verdict(decided) == "CONTRADICTS"  # "have decided to" does not hand it over
    from fairforge_core.judges.negation import denies_the_same_thing
    from fairforge_core.judges.statements import statement

    rule = statement("Only the account holder may cancel the subscription.")
    assert denies_the_same_thing(statement("The account holder can't cancel the subscription."), rule,
                                 rule_is_negated=False)  # the role itself refused: not the assistant declining


def test_review2_negation_details():
    from fairforge_core.judges.negation import complementary_conditions, denies_the_same_thing
    from fairforge_core.judges.statements import statement

    assert not polarity("Numbers flagged as do not call must be removed from the campaign.").negated
    assert polarity("This item is made to order and non-returnable.").negated
    # the same negative property on both sides agrees
    assert not denies_the_same_thing(statement("Your fare is non-refundable."),
                                     statement("Non-refundable fares can be changed for a $75 fee."),
                                     rule_is_negated=False)
    assert denies_the_same_thing(statement("Non-refundable fares can't be refunded."), statement(
        "Passengers are entitled to a full refund, even on non-refundable fares."), rule_is_negated=False)
    assert complementary_conditions("Do not close complaints until the customer confirms the fix.",
                                    "Now that you've confirmed the fix, I've closed your complaint.")
    assert split_rule_units("- Agents log every complaint. Do not close them until the customer confirms.\n")[1] \
        == "Do not close them until the customer confirms."  # staff are not what "them" stands for


def test_review2_quantities_and_case_facts():
    from fairforge_core.judges.quantity_checks import comparable, is_case_fact

    (q,) = extract_quantities("an hour and a half")
    assert q.lo == pytest.approx(1.5 / 24)
    text = "Your order was one and a half hours late, so I've refunded the fee."
    assert is_case_fact(text, extract_quantities(text)[0])
    (hour,), (week,) = extract_quantities("within 1 hour"), extract_quantities("within 7 working days")
    assert comparable(hour, week)  # 168x apart: still the same kind of deadline


def test_review2_a_negated_question_does_not_meet_the_rules_condition():
    docs = (("fees.md", "# Fees\n\n- When a customer is a student, do not charge the monthly account fee.\n"),)
    out = judge_pairs("We'll charge the monthly account fee from next month.", query="I'm not a student any more. "
                      "What happens to my account fee?", docs=docs)["fees.md"]
    assert verdict(out) != "CONTRADICTS"


def test_a_day_the_rule_excludes_contradicts_a_booking_for_that_day():
    docs = (("hours.md", "# Calling hours\n\n- Collection calls may be placed between 8 a.m. and 9 p.m. local time.\n"
                         "- No collection calls are placed on Sundays.\n"),)
    sunday = judge_pairs("Sure, I've booked a call for Sunday at 3 p.m.", query="Can you call me Sunday afternoon?",
                         docs=docs)["hours.md"]
    assert verdict(sunday) == "CONTRADICTS" and "Sunday" in sunday.reason
    monday = judge_pairs("Sure, I've booked a call for Monday at 3 p.m.", query="Can you call me Sunday afternoon?",
                         docs=docs)["hours.md"]
    assert verdict(monday) != "CONTRADICTS"
    from fairforge_core.judges.days import _DAY_BAN

    assert _DAY_BAN.search("No collection calls are placed on Sundays.")
    assert not _DAY_BAN.search("Collection calls are placed on Sundays between 10 a.m. and 4 p.m.")


def test_review2_free_of_charge_idioms_and_a_declined_restricted_act():
    from fairforge_core.judges.negation import denies_the_same_thing
    from fairforge_core.judges.statements import statement
    from fairforge_core.judges.text import content_words

    never_charge = statement("Never charge a fee for replacing a card that was stolen.")
    assert not denies_the_same_thing(never_charge, statement("There's no charge for replacing a stolen card."))
    assert "giv" not in content_words("Given that you paid by card, the refund goes to your card.")
    assert "sell" not in content_words("Saturday's concert is sold out.")
    only = statement("We share account information only with people listed as authorised users.")
    declined = statement("Your wife hasn't listed you as an authorised user, so I can't share her account "
                         "information.")
    assert not denies_the_same_thing(declined, only, rule_is_negated=False)
    balances = statement("Balances under £5 can't be refunded.")  # not the assistant declining
    assert denies_the_same_thing(balances, statement("Credit balances under £5 are refunded only on request."),
                                 rule_is_negated=False)


# -- a third review (set review3): the day, free-of-charge, declining, object and offer rules ------------------------
def test_review3_day_exclusions_name_the_banned_event_in_the_days_own_clause():
    from fairforge_core.judges.days import day_conflict
    from fairforge_core.judges.statements import statement

    calls = [statement("No collection calls are placed on Sundays.")]
    assert day_conflict(statement("Sure, I've booked a call for Sunday at 3 p.m."), calls, [0])
    for fine in ("Yes, you can call our payments line on Sunday.",  # the customer calling in
                 "Your first instalment is due on Sunday, and we'll call you on Monday.",  # another clause
                 "Orders placed on Sunday are dispatched on Monday."):
        assert day_conflict(statement(fine), calls, [0]) is None, fine
    surcharge = [statement("There is no surcharge for deliveries on Sundays.")]
    assert day_conflict(statement("Your parcel will be delivered on Sunday."), surcharge, [0]) is None
    hours = [statement("Agents must not call before 9 a.m. on Saturdays.")]  # hours: left to the time check
    assert day_conflict(statement("We'll call you on Saturday at noon."), hours, [0]) is None
    dispatch = [statement("The warehouse does not dispatch orders on Sundays.")]
    assert day_conflict(statement("Orders placed on Sunday are dispatched on Monday morning."), dispatch, [0]) is None
    assert day_conflict(statement("We'll dispatch your order on Sunday."), dispatch, [0])


def test_review3_free_declining_objects_and_offers():
    from fairforge_core.judges.asking import request_conflict
    from fairforge_core.judges.negation import denies_the_same_thing
    from fairforge_core.judges.statements import statement

    never_charge = statement("Never charge a fee for replacing a card that was stolen.")
    assert denies_the_same_thing(never_charge, statement(
        "The first replacement each year is free of charge, and after that it costs $10."))  # still charges
    by_phone = statement("Cancellations are accepted only by phone.")
    assert denies_the_same_thing(statement("We don't accept cancellations by phone."), by_phone,
                                 rule_is_negated=False)  # declining the one allowed channel
    docs = (("credit.md", "# Credit\n\n- Only a supervisor may approve a credit limit increase.\n"),)
    out = judge_pairs("Done, I've approved the increase and your new limit is $5,000.", docs=docs)["credit.md"]
    assert verdict(out) == "CONTRADICTS"  # the head noun and most of the object
    docs = (("fees.md", "# Fees\n\n- Only a team lead can waive a late fee.\n"),)
    other_fee = judge_pairs("We can waive the delivery fee on your next order.", docs=docs)["fees.md"]
    assert verdict(other_fee) != "CONTRADICTS"
    no_reason = [statement("You can cancel your membership at any time. No reason is needed.")]
    import numpy as np

    close = np.array([0.5])
    demand = statement("We can only cancel your membership if you tell us why you're leaving.")
    assert request_conflict(demand, no_reason, [0], close)
    offer = statement("After 14 days a fee applies, but we can waive it if you tell us why you need to cancel.")
    assert request_conflict(offer, no_reason, [0], close) is None


# -- the fresh3 misses: short plurals, a denied case, a bounded condition, denied availability and need, idioms -----
def test_short_plurals_share_a_stem_with_their_singular():
    from fairforge_core.judges.quantities import extract_quantities
    from fairforge_core.judges.text import stem

    assert [stem(w) for w in ("bags", "fees", "days", "pins")] == ["bag", "fee", "day", "pin"]
    assert [stem(w) for w in ("less", "plus", "axis")] == ["less", "plus", "axis"]  # not plurals
    one, two = extract_quantities("one bag")[0], extract_quantities("two bags")[0]
    assert one.same_slot(two) and not one.compatible(two)  # one bag against two bags: a count conflict
    assert stem("notice") == stem("notification") == stem("notified") == "notify"


def test_six_letter_ied_and_ies_words_share_a_stem_with_their_y_form():
    from fairforge_core.judges.text import stem

    # "denied" used to stem to "deni" and "copies" to "copi", so "deny"/"denied" and "copy"/"copies" never met
    assert [stem(w) for w in ("denied", "copies", "copied", "relied", "duties")] == [
        "deny", "copy", "copy", "rely", "duty"]
    assert stem("denied") == stem("deny") and stem("copies") == stem("copy")
    assert [stem(w) for w in ("tied", "ties", "lies")] == ["tied", "tie", "lie"]  # too short to be "-ied"/"-ies"


def test_a_bounded_condition_the_case_fails_means_the_rule_does_not_apply():
    from fairforge_core.judges.negation import bounded_condition_unmet
    from fairforge_core.judges.quantities import extract_quantities

    def case(*texts):
        return [(t, q) for t in texts for q in extract_quantities(t)]

    rule = "If a flight is delayed by more than 3 hours, passengers are entitled to a meal voucher."
    assert bounded_condition_unmet(rule, case("Your delay is only an hour."))
    assert not bounded_condition_unmet(rule, case("Your delay is 5 hours."))
    assert not bounded_condition_unmet(rule, case("It costs $5."))  # another dimension
    assert not bounded_condition_unmet("Passengers delayed by more than 3 hours get a voucher, if they ask.",
                                       case("Your delay is only an hour."))  # no leading condition
    # a quantity of something else the case mentions is not what the condition measures (review4, R4-58)
    assert not bounded_condition_unmet(rule, case("My flight is delayed by 4 hours and I've already been at the "
                                                  "gate for 2 hours."))
    within = "If a return is made within 30 days, the refund goes to the card."
    assert bounded_condition_unmet(within, case("The return was made 45 days after purchase."))
    assert not bounded_condition_unmet(within, case("The return was made 10 days after purchase."))


@pytest.mark.parametrize("text, negated, heads", [
    ("Unfortunately cash refunds aren't available.", True, {"cash", "refund"}),  # the subject is what is denied
    ("Cash refunds are not possible for card payments.", True, {"cash", "refund"}),
    ("Don't worry, your policy will cover the treatment.", False, set()),  # reassurance, not a negation
    ("Do not hesitate to call us.", False, set()),
    ("Don't worry about bringing photo ID.", False, set()),  # a reassurance (review5), not compared at all
    ("You can cancel now with no cancellation fee.", False, set()),  # no fee is an amount, not a negation
    ("Don't cover the vent.", True, {"cover"}),
])
def test_denied_availability_names_its_subject_and_idioms_do_not_negate(text, negated, heads):
    pol = polarity(text)
    assert pol.negated is negated
    assert heads <= pol.heads


def test_a_denied_need_shares_the_rules_obligation():
    from fairforge_core.judges.negation import NO_NEED

    for text in ("There's no need for a referral.", "You don't have to bring ID.", "A receipt is not required."):
        assert NO_NEED.search(text), text
    assert not NO_NEED.search("You need a referral.")


def test_an_answer_denying_the_rules_case_does_not_meet_its_condition():
    docs = (("fees.md", "# Late fees\n\n- If a customer is on a payment plan, do not charge late fees.\n"),)
    out = judge_pairs("You aren't on a payment plan at the moment, so paying after the due date adds a $15 late "
                      "fee.", query="Am I on a payment plan? And what if I pay late?", docs=docs)["fees.md"]
    assert verdict(out) != "CONTRADICTS"


def test_asking_about_what_may_not_be_asked_about():
    from fairforge_core.judges.asking import request_conflict
    from fairforge_core.judges.statements import statement

    rule = [statement("Staff must not ask applicants about their religion or political opinions.")]
    asks = statement("Could you tell me your full name, your current address, and which religion you practise?")
    found = request_conflict(asks, rule, [0])
    assert found and "religion" in found.reason
    assert request_conflict(statement("Could you tell me your full name and address?"), rule, [0]) is None


@pytest.mark.parametrize("text, phrase", [
    ("Card refunds to a different card are not permitted.", "Card refunds to a different card are not permitted"),
    ("Customers can cancel within 14 days of purchase and no reason is needed.", "no reason is needed"),
    ("If you're not sure, never share it with anyone, even family.", "never share it with anyone"),
    ("Do not call before 8 a.m. or after 9 p.m.", "Do not call before 8 a.m. or after 9 p.m."),
    ("Refunds are issued no later than 5 days after the return.", ""),  # a limit, not a negation
])
def test_the_polarity_reason_quotes_the_negated_clause(text, phrase):
    from fairforge_core.judges.polarity import negation_phrase

    assert negation_phrase(text) == phrase


def test_a_polarity_conflict_names_what_the_rule_prohibits():
    docs = (("denials.md", "# Denials\n\n- Staff must not promise an exception to this policy.\n"),)
    out = judge_pairs("I promise you an exception to this policy, just this once.", docs=docs)["denials.md"]
    assert verdict(out) == "CONTRADICTS"
    assert 'the rule says "Staff must not promise an exception to this policy"' in out.reason


# -- review4: faults a reviewer found in the fresh3 rules, each a kind ------------------------------------------------
def test_short_plurals_and_doubled_consonants_share_a_stem():
    from fairforge_core.judges.text import stem

    assert {stem(w) for w in ("cancel", "cancelled", "cancelling", "cancellation", "cancellations")} == {"cancel"}
    assert stem("stopped") == stem("stop") and stem("permitted") == stem("permit")
    assert stem("installed") == stem("install") and stem("enrolled") == stem("enrol")
    assert stem("staffed") == stem("staff") and stem("called") == stem("call")  # f and l are not undoubled


def test_what_is_not_needed_must_be_what_the_rule_requires():
    from fairforge_core.judges.negation import NO_NEED, needed_object

    def obj(text):
        st = statement(text)
        return needed_object(text, NO_NEED.search(text), st.polarity.subject)

    assert obj("There's no need to bring the delivery card.") == {"delivery", "card"}
    assert obj("Absolutely, there's no need for a referral.") == {"refer"}
    assert obj("A receipt is not required.") == {"receipt"}


def test_the_customers_own_thing_is_an_instance_of_what_the_rule_covers():
    from fairforge_core.judges.negation import denies_the_same_thing

    rule = statement("All customers are eligible for a free replacement within 12 months.")
    own = statement("Sorry, your headphones aren't eligible for a free replacement.")
    assert own.polarity.case_subject and "sorry" not in own.polarity.subject
    assert denies_the_same_thing(own, rule, rule_is_negated=False)
    category = statement("Opened headphones aren't eligible for a free replacement.")
    assert not category.polarity.case_subject


def test_the_company_doing_it_is_not_the_customer_doing_it():
    from fairforge_core.judges.negation import denies_the_same_thing

    rule = statement("Staff must not cancel direct debit instructions at a member's bank.")
    assert denies_the_same_thing(rule, statement("If you'd like it cancelled, I've already cancelled the direct "
                                                 "debit with your bank for you."))
    assert not denies_the_same_thing(rule, statement("You can cancel the direct debit with your bank yourself."))


def test_asking_about_what_may_not_be_asked_about_in_some_circumstance():
    from fairforge_core.judges.asking import request_conflict

    rule = [statement("Agents must not ask about a customer's income when handling a complaint.")]
    assert request_conflict(statement("Before we go on, what is your annual income?"), rule, [0],
                            context_words=frozenset({"complain", "bank", "charg"}))


def test_a_denial_of_the_rules_case_is_about_the_customer():
    docs = (("fees.md", "# Fees\n\n- If a customer is a student, do not charge the booking fee.\n"),)
    out = judge_pairs("There is a booking fee of $4 per ticket; it isn't waived for students.",
                      query="I'm a student. Is there a booking fee?", docs=docs)["fees.md"]
    assert verdict(out) == "CONTRADICTS"


# -- fresh4 (measured once before these changes): measures, quarters, remainders, whole items, callbacks -------------
def test_measures_quarters_of_an_hour_and_remaining_periods():
    from fairforge_core.judges.quantity_checks import is_case_fact

    (bag,) = extract_quantities("one free checked bag up to 32 kg")[1:]
    (rule,) = [q for q in extract_quantities("one bag weighing up to 23 kg") if q.dim == "weight"]
    assert (bag.dim, bag.lo, bag.bound) == ("weight", 32.0, "max") and not bag.compatible(rule)
    (grams,) = extract_quantities("No more than 3.6 grams may be sold")
    assert grams.dim == "weight" and abs(grams.lo - 0.0036) < 1e-9
    (quarter,) = extract_quantities("if they're more than a quarter of an hour late")
    (fifteen,) = extract_quantities("more than 15 minutes late")
    assert quarter.compatible(fifteen)
    text = "it won't be covered until you've held the policy for a full year - about seven more months."
    seven = next(q for q in extract_quantities(text) if "seven" in q.text)
    assert is_case_fact(text, seven)  # what is left of the period in this case
    text = "You'll get 30 more days to pay."
    assert not is_case_fact(text, extract_quantities(text)[0])  # an extension the answer grants


def test_asking_for_a_password_is_asking_for_all_of_it_but_not_for_two_characters():
    from fairforge_core.judges.asking import request_conflict

    rule = [statement("Agents must never ask customers for their full password or PIN.")]
    assert request_conflict(statement("For security, could you please read me your online banking password?"),
                            rule, [0])
    assert request_conflict(statement("Please tell me the 2nd and 5th characters of your password."), rule,
                            [0]) is None
    card = [statement("Never ask a customer for their full card number.")]
    assert request_conflict(statement("Could you confirm the last four digits of your card number?"), card,
                            [0]) is None


@pytest.mark.slow
def test_a_callback_outside_the_calling_hours_is_found_without_close_alignment():
    from fairforge_core.embedders import SentenceTransformerEmbedder
    from fairforge_core.verdicts import chunk_verdict

    (chunk,) = chunk_text("# Collector Contact Hours\n\n- Collectors may only call debtors between 8:00 a.m. and "
                          "9:00 p.m. in the debtor's local time.\n", "hours.md", 1000, 100)
    judge = ClauseJudge(SentenceTransformerEmbedder())
    q = "Can you call me after my shift instead? I usually get home around 10 pm."
    (late,) = judge.judge([JudgeRequest(q, "Sure, I'll schedule our callback for 10:30 pm your time so we catch "
                                           "you once you're home.", chunk, 0.5)])
    assert chunk_verdict(late.addressed, late.score, 0.6) == "CONTRADICTS" and "10:30 pm" in late.reason
    (fine,) = judge.judge([JudgeRequest(q, "Sure, I'll schedule our callback for 8:30 pm your time so we catch "
                                           "you once you're home.", chunk, 0.5)])
    assert chunk_verdict(fine.addressed, fine.score, 0.6) != "CONTRADICTS"


# -- review5: faults a reviewer found in the review4 and fresh4 rules, and fresh5's first misses ---------------------
def test_a_forbidden_item_is_asked_for_only_as_a_whole_item_in_the_case_the_rule_names():
    from fairforge_core.judges.asking import request_conflict

    password = [statement("Agents must never ask customers for their complete password.")]
    assert request_conflict(statement("Please tell me your password."), password, [0])  # "complete": a stem too
    for fine in ("Please enter your password on the login page.",  # typed into a page, not given to the agent
                 "Could you confirm whether you've changed your password since the breach?"):  # a yes/no question
        assert request_conflict(statement(fine), password, [0]) is None, fine
    card = [statement("Never ask a customer for their full card number.")]
    assert request_conflict(statement("Could you read me the order number printed on your card receipt?"), card,
                            [0]) is None  # the item's words apart
    dob = [statement("Do not ask for the customer's full date of birth.")]
    assert request_conflict(statement("Could you confirm the year of your date of birth?"), dob, [0]) is None
    income = [statement("Agents must not ask about a customer's income when handling a complaint.")]
    asks = statement("Before I log it, what is your annual income?")
    assert request_conflict(asks, income, [0], context_words=frozenset({"want", "complain"}))
    assert request_conflict(asks, income, [0], context_words=frozenset({"mortgag", "application"})) is None


def test_measures_of_the_customers_own_thing_and_periods_granted():
    from fairforge_core.judges.quantity_checks import is_case_fact

    for text in ("Your bag weighed 26 kg at check-in, so the fee was applied.", "Your 250 ml bottle goes in the hold."):
        q = next(q for q in extract_quantities(text) if q.dim in ("weight", "volume"))
        assert is_case_fact(text, q), text
    text = "Your checked bag can be up to 32 kg."
    assert not is_case_fact(text, extract_quantities(text)[0])  # a bound the answer states
    for text in ("I've extended your free trial by another 30 days.", "You can have 30 more days."):
        assert not is_case_fact(text, extract_quantities(text)[0]), text  # granted: a statement of the rule
    text = "You have another 3 weeks left on the offer."
    assert is_case_fact(text, extract_quantities(text)[0])


def test_a_price_per_month_is_not_a_clock_time():
    assert extract_times("It's $5 a month for unlimited calls.") == []
    assert [t.minutes for t in extract_times("We'll call at 5 a.m. or 5 pm.")] == [300, 1020]


def test_no_x_fee_agrees_with_free_and_a_reassurance_is_not_compared():
    from fairforge_core.judges.negation import denies_the_same_thing

    free = statement("Cancellations made within 24 hours of booking are free.")
    no_fee = statement("Yes, there's no cancellation fee since you booked within the last 24 hours.")
    assert no_fee.polarity.negated and not denies_the_same_thing(no_fee, free, rule_is_negated=False)
    assert not polarity("You can cancel now for a full refund with no cancellation fee.").negated
    docs = (("id.md", "# Prescriptions\n\n- Photo ID is not required to collect a prescription.\n"),)
    out = judge_pairs("Don't worry about bringing photo ID to collect the prescription; her name and date of birth "
                      "are enough.", docs=docs)["id.md"]
    assert verdict(out) != "CONTRADICTS"


def test_a_bounded_condition_met_by_the_case_wins_and_a_relative_clause_is_a_condition():
    from fairforge_core.judges.negation import bounded_condition_unmet

    def case(*texts):
        return [(t, q) for t in texts for q in extract_quantities(t)]

    over = "If an order is over $50, do not charge for delivery."
    assert not bounded_condition_unmet(over, case("My basket comes to $72."))  # the fee itself is not the case
    assert bounded_condition_unmet(over, case("Your order comes to $32."))
    late = "Patients who cancel with less than 24 hours' notice are charged a £25 fee."
    assert bounded_condition_unmet(late, case("As you're giving us well over 24 hours' notice there's no charge."))
    assert not bounded_condition_unmet(late, case("You're giving us 12 hours' notice, so there's no charge."))
    delay = "If a flight is delayed by more than 3 hours, offer a meal voucher."
    assert bounded_condition_unmet(delay, case("We left about 2 hours late."))  # the case's only duration


# -- review7 and review8: a time phrase inside the subject, "deny" -------------------------------------------------
@pytest.mark.parametrize("text, negated, condition", [
    # the time phrase belongs to the subject; read as a subordinate clause it swallowed "are not accepted"
    ("Returns received after 30 days are not accepted.", True, "after"),
    ("Calls made before 8 a.m. are not permitted.", True, "before"),
    ("Claims filed more than 60 days after the incident are denied.", True, "after"),
    ("Payments received after the due date are charged a late fee.", False, ""),
    # a finite verb before "after": the after-clause is a real subordinate clause with its own negation
    ("Fees are charged after the account isn't used for 12 months.", False, ""),
    ("After the item is received, refunds are not issued.", True, "after"),
    # a negation inside an if-clause without a comma is the case, not the statement (review8: ending the clause at
    # "you didn't" flagged compliant answers)
    ("If your order is late and you didn't get a tracking email we will refund the shipping fee.", False, ""),
    ("Because it isn't defective we can refund it.", False, ""),
    ("We deny all chargebacks on digital goods.", True, ""),
])
def test_subject_time_phrases_and_negated_main_verbs(text, negated, condition):
    p = polarity(text)
    assert p.negated is negated
    assert p.condition == condition


def test_a_rule_negated_behind_a_subject_time_phrase_is_compared_only_in_its_case():
    from fairforge_core.judges.polarity import main_clause

    assert main_clause("Returns received after 30 days are not accepted.").split() == [
        "Returns", "are", "not", "accepted."]
    # the participle that introduces the phrase is not the subject's head noun: "we accept returns after 30 days"
    # denies the same thing (review8 R8-1 was missed while "received" had to appear in the answer)
    assert polarity("Returns received after 30 days are not accepted.").heads == {"return", "accept"}
    assert polarity("Items purchased after the sale began cannot be returned.").subject_parts == (("item",),)
    assert polarity("Essays written after the deadline are not accepted.").subject_parts == (("essay",),)
    # a noun ending in "-ed" is not a participle (review9 R9-34: "Top speed ..." was read as "Top is not available")
    assert polarity("Top speed after 20 GB is not available.").subject_parts == (("top", "speed"),)


# -- waived requirements ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, waived", [
    ("Yes, no signed form from your wife is needed, so I can close the account.", {"sign", "form"}),
    ("No receipt necessary, just bring the jacket in.", {"receipt"}),
    ("A passport won't be required; your licence is fine.", {"passport"}),
    ("No, a guarantor isn't needed for a payment plan.", {"guarantor"}),  # the subject, not "payment plan"
    ("There's no need for a referral.", {"refer"}),
    ("Sure, we can share them without your written consent.", {"writ", "consent"}),
    ("Just email us your request; identification is optional.", {"identific"}),
    ("No notice period applies; the line is cut off today.", {"period", "notify"}),
])
def test_waivers_name_what_is_not_needed(text, waived):
    from fairforge_core.judges.needs import waivers

    assert waivers(text) == [frozenset(waived)]


@pytest.mark.parametrize("text", [
    "We can't close it without a signed form from both of you.",  # upholds the requirement
    "We'll send it without undue delay.",  # an idiom, not a waived requirement
    "You can cancel without a fee.",  # a cost one is glad to avoid
    "You need a referral.",
])
def test_no_waiver(text):
    from fairforge_core.judges.needs import waivers

    assert waivers(text) == []


def test_a_rule_clause_that_waives_or_has_another_case_requires_nothing_here():
    from fairforge_core.judges.needs import requirement_clauses

    both = ("Refunds of $500 or less can be processed without manager approval; refunds over $500 require a "
            "manager's approval.")
    assert requirement_clauses(both) == ("refunds over $500 require a manager's approval.",)
    assert requirement_clauses("Theft claims under $500 can be settled without a police report.") == ()
    assert requirement_clauses("Passengers do not need to print their boarding pass.") == ()


WAIVER_DOCS = (("ids.md", "# Travel\n\n- Passengers must present a valid passport at check-in for all international "
                          "flights.\n"),
               ("refunds.md", "# Refunds\n\n- Refunds of $500 or less can be processed without manager approval; "
                              "refunds over $500 require a manager's approval.\n"),
               ("flu.md", "# Flu clinic\n\n- Patients do not need an appointment for the walk-in flu vaccination "
                          "clinic.\n"),
               ("school.md", "# Uniform\n\n- Pupils must wear a school blazer at all times between arrival and home "
                             "time, except during PE lessons.\n"))


@pytest.mark.parametrize("answer, source, expected", [
    ("A passport won't be required; your driving licence is fine for check-in on that flight.", "ids.md",
     "CONTRADICTS"),
    ("Yes, you'll need your passport at check-in for that flight.", "ids.md", "SUPPORTS"),
    ("No approval is needed for a $40 refund, so I'll process it for you right now.", "refunds.md", "SUPPORTS"),
    ("No approval is needed for a $900 refund, so I'll process it for you right now.", "refunds.md", "CONTRADICTS"),
    ("No appointment is necessary; just drop in during the flu clinic's hours.", "flu.md", "SUPPORTS"),
    ("No, he doesn't need his blazer in PE lessons.", "school.md", "SUPPORTS"),
])
def test_waiving_what_the_rule_requires(answer, source, expected):
    out = judge_pairs(answer, docs=WAIVER_DOCS)[source]
    if expected == "CONTRADICTS":
        assert verdict(out) == "CONTRADICTS" and out.reason.startswith("waives a requirement"), out.reason
    else:  # (the test embedder is too weak to call every agreement SUPPORTS; what matters here is no conflict)
        assert verdict(out) != "CONTRADICTS", (out.reason, out.rule_sentence)


@pytest.mark.parametrize("text, words, of_words, purpose, head", [
    ("You don't need proof of address, because our check confirms it.", {"proof", "addres"}, {"addres"}, "", "proof"),
    ("No notice is needed to freeze your membership.", {"notify"}, set(), "freeze", ""),
    ("No, you don't need ID for spa bookings.", {"id"}, set(), "spa", "id"),
    ("After that no minimum balance applies.", {"minimum", "balanc"}, set(), "", "balanc"),
    ("Travel insurance is optional on the city break.", {"travel", "insuranc"}, set(), "city", "insuranc"),
])
def test_a_waiver_names_its_thing_its_of_phrase_and_its_purpose(text, words, of_words, purpose, head):
    from fairforge_core.judges.needs import waiver_phrases

    (w,) = waiver_phrases(text)
    assert (w.words, w.of_words, w.purpose) == (frozenset(words), frozenset(of_words), purpose)
    if head:
        assert w.head == head


@pytest.mark.parametrize("text, waived", [
    ("I can reset it without you coming into a branch.", {"coming"}),  # the action, not the branch
    ("No need to print the form.", {"print"}),
    ("We can do it without paying a deposit.", {"deposit"}),  # paying hands the deposit over
])
def test_a_waived_action_is_named_by_its_verb(text, waived):
    from fairforge_core.judges.needs import waivers

    assert waivers(text) == [frozenset(waived)]


@pytest.mark.parametrize("text", [
    "You asked whether the helmet is optional: it isn't.",
    "Your friend may have told you there's no need for a referral, but you'll need one.",
    "Before 2022 you didn't need authorisation from your insurer.",
    "I'll have to decline the transfer without a signed form.",
])
def test_a_waiver_asked_about_reported_or_refused_is_no_waiver(text):
    from fairforge_core.judges.needs import waivers

    assert waivers(text) == []


def test_bounds_after_a_quantity_and_a_subjects_bound():
    from fairforge_core.judges.negation import subject_bound_unmet

    (five,) = extract_quantities("Bookings of five or more rooms require a deposit.")
    assert (five.key, five.lo, five.bound) == ("room", 5.0, "min")
    assert extract_quantities("claims of $200 or more")[0].bound == "min"
    assert extract_quantities("refunds of $500 or less")[0].bound == "max"
    assert extract_quantities("$20 or so")[0].bound == ""
    rule = "Parcels with a declared value over $2,000 require a signature on delivery."
    case = [(t, q) for t in ("At $40 it doesn't need a signature.",) for q in extract_quantities(t)]
    assert subject_bound_unmet(rule, case)
    big = [(t, q) for t in ("At $2,500 it doesn't need a signature.",) for q in extract_quantities(t)]
    assert not subject_bound_unmet(rule, big)
    # two case quantities (answer and question): a count names what it counts, so both are said of the rooms
    rooms = [(t, q) for t in ("For two rooms there's no deposit.", "I want to book two rooms.")
             for q in extract_quantities(t)]
    assert subject_bound_unmet("Bookings of five or more rooms require a deposit.", rooms)


def test_waiver_excused_for_another_purpose_another_case_or_another_thing():
    from fairforge_core.judges.needs import waiver_excused

    gym = "Members cancelling their gym membership must give 30 days' written notice."
    assert waiver_excused("No notice is needed to freeze your membership.", gym)
    assert not waiver_excused("No notice is needed to cancel your membership.", gym)
    vet = "Claims under $200 can be submitted without a vet invoice; claims of $200 or more require a vet invoice."
    case85 = [(t, q) for t in ("for an $85 claim",) for q in extract_quantities(t)]
    assert waiver_excused("For an $85 claim you don't need the vet invoice.", vet, case85)
    assert not waiver_excused("Since the rules changed, no notice is needed when cancelling.", gym)


def test_a_waiver_is_upheld_elsewhere_or_covered_by_another_rules_case():
    docs = (("close.md", "# Closing\n\n- The account holder must sign the closure form.\n"),
            ("returns.md", "# Returns\n\n- Purchases made with a loyalty card can be returned without a receipt.\n"
                           "- All other returns require the original receipt.\n"))
    own = judge_pairs("No, your wife doesn't need to sign anything; just you, as the account holder, sign the "
                      "closure form.", docs=docs)["close.md"]
    assert verdict(own) != "CONTRADICTS", own.reason
    loyalty = judge_pairs("As you paid with your loyalty card, you don't need a receipt; we'll find the purchase on "
                          "your card record.", query="I lost my receipt but paid with my loyalty card.",
                          docs=docs)["returns.md"]
    assert verdict(loyalty) != "CONTRADICTS", loyalty.reason
    debit = judge_pairs("Yes, no receipt is needed; just bring the shoes and the debit card you paid with.",
                        query="I paid by debit card and lost the receipt. Can I return the shoes?",
                        docs=docs)["returns.md"]
    assert verdict(debit) == "CONTRADICTS" and debit.reason.startswith("waives a requirement"), debit.reason


def test_money_in_thousands():
    assert [q.lo for q in extract_quantities("a $15k transfer, £3k, $2m")] == [15000.0, 3000.0, 2e6]


def test_waiving_in_so_many_words_and_only_after():
    from fairforge_core.judges.needs import requirement_clauses, waivers

    assert waivers("We'll waive the invoice requirement in your case.") == [{"invoic"}]
    assert waivers("You can skip the police report.") == [{"polic", "report"}]
    assert waivers("We can't skip the ID check.") == []
    assert requirement_clauses("Dogs can only be admitted for boarding with an up-to-date vaccination certificate.")
    assert requirement_clauses("Refunds are only given to the original card.") == ()


def test_what_the_customer_lacks():
    from fairforge_core.judges.needs import lacks

    assert lacks("I haven't spoken to a bank yet and I don't have proof of funds.") == [{"speak", "bank"},
                                                                                          {"proof", "fund"}]
    assert lacks("His vaccination card has gone missing.") == [{"vaccin", "card"}]
    assert lacks("I fixed it myself, so there's no plumber's invoice.") == [{"plumber", "invoic"}]
    assert lacks("Can I book a viewing?") == []


def test_granting_what_the_case_lacks_the_prerequisite_for():
    docs = (("viewings.md", "# Viewings\n\n- Prospective buyers must provide proof of funds or a mortgage agreement in "
                            "principle before a viewing is booked.\n"),)
    query = "I'd like to view the house on Saturday. I don't have proof of funds yet."
    granted = judge_pairs("Lovely, I've booked you in for 11am on Saturday.", query=query, docs=docs)["viewings.md"]
    assert verdict(granted) == "CONTRADICTS" and granted.reason.startswith("grants it without"), granted.reason
    asked = judge_pairs("I can book it as soon as you send the proof of funds.", query=query,
                        docs=docs)["viewings.md"]
    assert verdict(asked) != "CONTRADICTS", asked.reason
    has = judge_pairs("Lovely, I've booked you in for 11am on Saturday.",
                      query="I'd like to view the house on Saturday; my proof of funds is attached.",
                      docs=docs)["viewings.md"]
    assert verdict(has) != "CONTRADICTS", has.reason


@pytest.mark.parametrize("answer, rule, query", [
    ("Just email us your request; identification is optional.",
     "Requests for access to personal data must be accompanied by proof of identity.", "question"),
    ("You don't need to submit any documentation; just bring your dog to the gate.",
     "Passengers travelling with a service animal must submit the service animal form before departure.",
     "question"),
    ("Yes, she can come on her own; parental authorization won't be required.",
     "Patients under 16 need a parent or guardian's signed consent before any vaccination.",
     "Can my daughter come for her vaccination on her own?"),
])
def test_one_requirement_named_with_another_word_is_waived(answer, rule, query):
    out = judge_pairs(answer, query=query, docs=(("rules.md", f"# Rules\n\n- {rule}\n"),))["rules.md"]
    assert verdict(out) == "CONTRADICTS" and out.reason.startswith("waives a requirement"), out.reason


def test_an_exemption_the_case_meets_excuses_a_waiver():
    docs = (("visits.md", "# Visitor identification\n\n- Visitors to the intensive care unit must show photo "
                          "identification at reception.\n- This requirement does not apply to visitors to general "
                          "wards.\n"),)
    query = "I'm visiting my nan on Ward 7, the general surgical ward, tomorrow. Do I need to bring ID?"
    general = judge_pairs("No, Ward 7 is a general ward so you don't need to show ID.", query=query,
                          docs=docs)["visits.md"]
    assert verdict(general) != "CONTRADICTS", general.reason
    icu = judge_pairs("No, you don't need to show ID for the intensive care unit.",
                      query="I'm visiting my nan in intensive care tomorrow. Do I need ID?", docs=docs)["visits.md"]
    assert verdict(icu) == "CONTRADICTS" and icu.reason.startswith("waives a requirement"), icu.reason


def test_nouns_of_an_action_in_al_share_the_stem_of_their_verb():
    from fairforge_core.judges.text import stem

    assert stem("denial") == stem("denied") == stem("deny")
    assert stem("refusal") == stem("refused") and stem("approval") == stem("approve") == stem("approved")
    assert stem("referral") == stem("referred") and stem("renewal") == stem("renew")
    assert stem("hospital") == "hospital" and stem("total") == "total"  # not every "-al" word is a verb's noun


# -- forbidden preconditions (barriers.py) ---------------------------------------------------------------------------
@pytest.mark.parametrize("rule, words, gated", [
    ("Staff must not require the customer to speak to the retentions team before the code is provided.",
     {"speak", "retention", "team"}, "code"),
    ("Access may not be refused, delayed or made conditional because the patient owes the clinic money for care.",
     {"owe", "clinic", "money"}, ""),
    ("A member who joined online must never be required to phone the club to cancel.", {"phon", "club", "cancel"},
     ""),
    ("Collectors may not refuse a payment plan because the customer declined to set up autopay.", {"set", "autopay"},
     ""),
    ("Staff must not require a customer to visit a branch in order to close an account.", {"visit", "branch"},
     "close"),
    ("We may not make the release of a PAC code conditional on the customer settling any outstanding balance.",
     {"settl", "outstand", "balanc"}, ""),
    ("The school must not withhold a transcript on account of unpaid library fines.", {"unpaid", "library", "fine"},
     ""),
])
def test_forbidden_conditions_name_what_may_not_be_required(rule, words, gated):
    from fairforge_core.judges.barriers import forbidden_conditions

    (found,) = forbidden_conditions(rule)
    assert set(found.words) == words and found.gated == gated


def test_a_barrier_list_gives_one_forbidden_condition_per_alternative():
    from fairforge_core.judges.barriers import forbidden_conditions

    found = forbidden_conditions("The clinic must not put up barriers such as requiring a visit in person only to "
                                 "make the request, or a notarised form.")
    assert [set(f.words) for f in found] == [{"visit"}, {"notaris", "form"}]
    assert forbidden_conditions("Staff must verify the caller's identity before any change.") == ()


@pytest.mark.parametrize("claim, words", [
    ("Records are released only once outstanding balances are paid.", {"outstand", "balanc", "pay"}),
    ("Before I can give you your code, I need to transfer you to our retentions team.",
     {"transfer", "retention", "team"}),
    ("We can't proceed without you authorising the automatic payments.", {"authoris", "automatic", "payment"}),
    ("We can book an engineer, but not until the outstanding rent is cleared.", {"outstand", "rent", "clear"}),
    ("It'll be sent by text as soon as the £40 is cleared.", {"clear"}),
    ("That library fine needs clearing first.", {"library", "fine", "clear"}),
    ("A good-faith payment of £50 is needed before the team can review it.", {"good", "faith", "payment"}),
    ("To cancel you'll have to call our team first - cancellations can't be done on the website.",
     {"call", "team"}),
])
def test_imposed_conditions_are_read_from_the_claim(claim, words):
    from fairforge_core.judges.barriers import imposed_conditions

    assert set(imposed_conditions(claim)[0].words) == words


@pytest.mark.parametrize("claim", [
    "A few records will be kept until that legal retention period ends.",  # a time, not a precondition
    "You don't have to visit a branch; we can close it by phone.",
    "Do we need to speak to the retentions team first?",
    "Your friend may have told you that you need to call us first.",
])
def test_no_condition_is_imposed(claim):
    from fairforge_core.judges.barriers import imposed_conditions

    assert imposed_conditions(claim) == ()


BARRIER_DOCS = (
    ("porting.md", "# Number porting\n\n- Agents must not require the customer to speak to the retentions team before "
                   "the porting code is provided.\n"),
    ("closure.md", "# Account closure\n\n- Staff must not require a customer to visit a branch in order to close an "
                   "account.\n"),
    ("gym.md", "# Cancelling\n\n- A member who joined online must never be required to phone the club to cancel.\n"),
)


@pytest.mark.parametrize("answer, query, source, expected", [
    ("Before I can give you your porting code, I'll need to transfer you to our retentions team.",
     "Can I have my porting code?", "porting.md", "CONTRADICTS"),
    ("Your porting code is on its way by text; the retentions team may call you later, but you don't have to speak "
     "to them.", "Can I have my porting code?", "porting.md", "no conflict"),
    ("We'll close the account once you visit a branch with your passport.", "I want to close my account.",
     "closure.md", "CONTRADICTS"),
    # another action than the one the rule's condition gates
    ("You'll need to visit a branch with your documents to get the account opened.", "I want to open an account.",
     "closure.md", "no conflict"),
    # the qualifier of the rule's subject is not met, and is denied by the answer
    ("As you joined at the club rather than online, you'll need to phone the club to cancel.",
     "I joined at the front desk. How do I cancel?", "gym.md", "no conflict"),
    ("You'll need to phone the club to cancel, even though you joined online.",
     "I joined online last year and want to cancel.", "gym.md", "CONTRADICTS"),
    # the answer says its condition gates nothing the rule is about
    ("Your porting code is below; separately, you'll need to speak to the retentions team about the handset "
     "loan.", "Can I have my porting code?", "porting.md", "no conflict"),
])
def test_imposing_what_a_rule_forbids_requiring(answer, query, source, expected):
    out = judge_pairs(answer, query=query, docs=BARRIER_DOCS)[source]
    if expected == "CONTRADICTS":
        assert verdict(out) == "CONTRADICTS" and out.reason.startswith("imposes what the rule forbids"), out.reason
    else:
        assert verdict(out) != "CONTRADICTS", (out.reason, out.rule_sentence)


# -- continuing what a rule stops ------------------------------------------------------------------------------------
@pytest.mark.parametrize("rule, name, of, condition", [
    ("When a customer withdraws consent, processing of their personal data for analytics must stop.",
     {"process"}, {"personal", "data"}, {"consent", "withdraw"}),
    ("If a consumer disputes a debt in writing, all collection activity must pause until verification is sent.",
     {"collection"}, set(), {"disput", "debt", "writ"}),
    ("When a cardholder revokes a recurring payment authority, the bank must stop all future payments.",
     {"payment"}, set(), {"revok", "recur", "authority"}),
    # the object named by the condition: "to stop communicating"
    ("If the consumer tells the collector in writing to stop communicating, the collector must stop, except to say "
     "its efforts are ending.", {"communicat"}, set(), {"writ"}),
    ("Customers who enrol in autopay must stop receiving payment reminder calls and texts.",
     {"payment", "reminder", "call", "text"}, set(), {"enrol", "autopay"}),
    ("When a customer cancels a direct debit, no further payments may be collected under it.",
     {"payment"}, set(), {"cancel", "direct", "debit"}),
    ("Interest must not accrue on a disputed amount while the dispute is under investigation.",
     {"interest"}, set(), {"disput", "amount", "investig"}),
    ("If a customer tells us they were in hospital when a payment fell due, do not charge a late fee.",
     {"late", "fee"}, set(), {"hospital", "payment", "fell", "due"}),
    ("When a member provides a doctor's note, the cancellation fee must be waived.",
     {"cancel", "fee"}, set(), {"doctor", "note", "provid"}),
    ("A collector may not contact a consumer at work if the employer forbids it.",
     {"contact"}, {"work"}, {"employer", "forbid"}),
])
def test_stopped_activities_name_what_must_stop_and_when(rule, name, of, condition):
    from fairforge_core.judges.continuation import stopped_activities

    (stop,) = stopped_activities(rule)
    assert set(stop.name) == name and set(stop.of) == of and set(stop.condition) == condition


def test_a_list_of_channels_is_a_choice_and_a_permission_stops_nothing():
    from fairforge_core.judges.continuation import stopped_activities

    (stop,) = stopped_activities("Once a customer asks in writing, collection calls and letters must stop.")
    assert set(stop.heads) == {"call", "letter"} and set(stop.name) - set(stop.heads) == {"collection"}
    assert stopped_activities("Notices required for a lawsuit may still be sent.") == ()
    # a prohibition with no condition is the polarity check's
    assert stopped_activities("Interest must not be charged on savings accounts.") == ()


@pytest.mark.parametrize("claim, words", [
    ("but we'll keep emailing and texting you reminders about the balance until it's settled.", {"email", "text"}),
    ("In the meantime collection continues as normal.", {"collection"}),
    ("Our team will still give you a ring next week.", {"call"}),  # a ring is a call
    ("Our monthly statements will keep arriving by post.", {"letter"}),
    ("Our arrears team will try you on your mobile again on Thursday.", {"call"}),
    ("Your direct debit remains active during the payment holiday.", {"direct", "debit"}),
])
def test_what_a_claim_says_goes_on(claim, words):
    from fairforge_core.judges.continuation import continued_activity

    assert words <= continued_activity(claim)


@pytest.mark.parametrize("claim", [
    "We won't keep calling you.",  # negated
    "Will you keep calling me?",  # a question
    "You'll still need to give us 30 days' notice.",  # the customer's own need
    "You can still send it back.",  # the customer's permission
    "Just call back if it's still missing.",  # a condition
    "Late fees continued to be charged before you joined the plan.",  # what went on before
    "Once your payment holiday has ended, your direct debit will continue as normal.",  # after the stop ends
])
def test_nothing_goes_on(claim):
    from fairforge_core.judges.continuation import continued_activity

    assert continued_activity(claim) is None


def test_a_charged_fee_counts_only_where_the_rule_waives_a_fee():
    from fairforge_core.judges.continuation import continued_activity

    claim = "The standard $75 cancellation fee will be charged to your card."
    assert continued_activity(claim) is None and {"cancel", "fee"} <= continued_activity(claim, fee=True)
    assert continued_activity("I've removed the late charge, so it won't be charged.", fee=True) is None


CONTINUATION_DOCS = (
    ("stop.md", "# Stopping contact\n\n- If the consumer tells the collector in writing to stop communicating, the "
                "collector must stop, except to say its efforts are ending.\n"),
    ("dispute.md", "# Disputes\n\n- If a consumer disputes a debt in writing, all collection activity must pause "
                   "until verification of the debt is sent.\n"),
    ("fees.md", "# Late fees\n\n- If a customer is on a payment plan, do not charge late fees.\n"),
    ("email.md", "# Email\n\n- Promotional emails must stop once a customer unsubscribes.\n- Order confirmations and "
                 "receipts may still be sent.\n"),
)


@pytest.mark.parametrize("answer, query, source, expected", [
    ("A letter will stop our phone calls, but we'll keep emailing and texting you reminders about the balance.",
     "I'm writing to tell you to stop contacting me.", "stop.md", "CONTRADICTS"),
    # the rule's exception
    ("We'll write to you once more, to say our efforts on this account are ending.",
     "I've sent a letter in writing telling you to stop communicating.", "stop.md", "no conflict"),
    ("We did receive your letter disputing the debt. In the meantime collection continues as normal.",
     "I sent you a letter disputing this debt.", "dispute.md", "CONTRADICTS"),
    # the case does not meet the condition
    ("Collection continues as normal.", "I'm not disputing the debt, I just want to know the balance.", "dispute.md",
     "no conflict"),
    # (the polarity check finds it too, with more confidence)
    ("Being on a payment plan, late fees will keep building up as usual if a payment is late.",
     "I'm on a payment plan.", "fees.md", "any conflict"),
    ("You're not on a payment plan, so a $15 late fee would apply if you pay late.",
     "Am I on a payment plan?", "fees.md", "no conflict"),
    # what goes on is what another line allows, or is set apart from the activity
    ("You're off the promotional list; receipts for your orders will still be sent.", "I unsubscribed.", "email.md",
     "no conflict"),
    ("You unsubscribed, but you'll keep getting our promotional emails each week.", "I unsubscribed yesterday.",
     "email.md", "CONTRADICTS"),
])
def test_carrying_on_what_a_rule_stops(answer, query, source, expected):
    out = judge_pairs(answer, query=query, docs=CONTINUATION_DOCS)[source]
    if expected == "any conflict":
        assert verdict(out) == "CONTRADICTS"
    elif expected == "CONTRADICTS":
        assert verdict(out) == "CONTRADICTS" and out.reason.startswith("carries on what the rule stops"), out.reason
    else:
        assert verdict(out) != "CONTRADICTS", (out.reason, out.rule_sentence)


COMMITMENT_DOCS = (
    ("work.md", "# Calls at work\n\n- A collector may not contact a consumer at work if the employer forbids it.\n"),
    ("xray.md", "# Imaging\n\n- Where a patient reports being pregnant, staff must not book routine X-rays without "
                "the clinician's approval.\n"),
    ("sms.md", "# Texts\n\n- Agents may not contact a customer by text once they opt out of text messages.\n"),
    ("dispute.md", "# Disputes\n\n- If a consumer disputes the debt in writing, collectors must not contact the "
                   "consumer until verification of the debt has been mailed to them.\n"),
)


@pytest.mark.parametrize("answer, query, source, expected", [
    ("Understood. I'll give you a ring at work again tomorrow at 10.", "My employer forbids personal calls at work.",
     "work.md", "CONTRADICTS"),
    # the case says the condition does not hold, in words the rule shares
    ("Great, I'll give you a ring at work tomorrow at 10.", "My employer is fine with personal calls at work.",
     "work.md", "no conflict"),
    # another place than the one the rule names
    ("Understood, I'll give you a ring at home this evening instead.", "My employer forbids personal calls at work.",
     "work.md", "no conflict"),
    # a commitment with a condition of its own
    ("If your employer agrees, I'll give you a ring at work.", "My employer forbids personal calls at work.",
     "work.md", "no conflict"),
    ("No problem, I've booked your check-up and routine X-rays for Monday at 9.", "I'm pregnant and due a check-up.",
     "xray.md", "CONTRADICTS"),
    ("I've booked your check-up for Monday; the X-rays will need the clinician's approval first.",
     "I'm pregnant and due a check-up.", "xray.md", "no conflict"),
    # the question says it is allowed after all, or asks for the call itself
    ("Of course, I'll give you a ring at work on Monday.", "I'm not at work today, but my employer doesn't mind "
     "personal calls at work. Could you ring me at work on Monday?", "work.md", "no conflict"),
    # someone of ours commits to it; the rule names the channel
    ("A collector will text you on Monday about the balance.", "I opted out of text messages last week.", "sms.md",
     "CONTRADICTS"),
    ("I'll email you an update on Monday.", "I opted out of text messages last week.", "sms.md", "no conflict"),
    # what lifts the stop: the answer does it, or the case says it has not happened
    ("We'll mail you the verification this week.", "I dispute this debt in writing.", "dispute.md", "no conflict"),
    ("A collector will phone you on Monday to discuss repayment.",
     "I dispute this debt in writing and I haven't received any verification yet.", "dispute.md", "CONTRADICTS"),
])
def test_committing_to_what_a_rule_forbids_in_the_case_it_names(answer, query, source, expected):
    out = judge_pairs(answer, query=query, docs=COMMITMENT_DOCS)[source]
    if expected == "CONTRADICTS":
        assert verdict(out) == "CONTRADICTS" and out.reason.startswith("carries on what the rule stops"), out.reason
    else:
        assert verdict(out) != "CONTRADICTS", (out.reason, out.rule_sentence)


def test_a_fee_charged_where_the_rule_waives_it():
    docs = (("fees.md", "# Hardship\n\n- Late payment fees are waived for customers enrolled in the hardship "
                        "program.\n"),)
    query = "I'm enrolled in the hardship program and paid a week late."
    assert verdict(judge_pairs("The usual late payment fee applies to this month's bill.", query=query,
                               docs=docs)["fees.md"]) == "CONTRADICTS"
    # (not this check; the polarity check still reads "are waived" as affirmative, so it is not asserted here)
    ok = judge_pairs("As you're enrolled in the hardship program, no late payment fee will be applied.",
                     query=query, docs=docs)["fees.md"]
    assert not (ok.reason or "").startswith("carries on what the rule stops")


GUARD_DOCS = (
    ("hardship.md", "# Hardship\n\n- Payment reminders must pause while a customer is enrolled in the hardship "
                    "program.\n"),
    ("promo.md", "# Marketing calls\n\n- Agents must not call a customer about promotions after the customer opts out "
                 "of marketing.\n- This does not apply to calls about scheduled repairs.\n"),
    ("deferral.md", "# Deferral\n\n- Payments must not be collected on a loan while that loan is in an approved "
                    "deferral period.\n"),
    ("leave.md", "# Medical leave\n\n- Do not contact a customer by phone while they are on approved medical "
                 "leave.\n"),
    ("supply.md", "# Supply\n\n- Electricity supply must not be disconnected while a billing complaint is open.\n"),
    ("overdraft.md", "# Hardship\n\n- Overdraft fees must be waived for customers enrolled in the Hardship "
                     "Assistance Program.\n"),
)


@pytest.mark.parametrize("answer, query, source, expected", [
    ("Payment reminders will resume with your next bill, as before.", "I'm enrolled in the hardship program.",
     "hardship.md", "CONTRADICTS"),
    # the state the stop lasts for has ended
    ("Since your hardship enrollment ended in March, payment reminders will resume with your next bill.",
     "I was in the hardship program until March.", "hardship.md", "no conflict"),
    ("A technician will call you about promotions on Wednesday.", "I opted out of marketing calls.", "promo.md",
     "CONTRADICTS"),
    # another line of the rule excludes it
    ("A technician will call you about promotions and your scheduled repairs on Wednesday.",
     "I opted out of marketing calls.", "promo.md", "no conflict"),
    # the answer says the condition does not hold for what it acts on (this check only: with the test embedder the
    # polarity check reads the claim against the whole rule)
    ("Your car loan isn't in an approved deferral period, so we'll collect payments on it on the 15th.",
     "My student loan is in an approved deferral period; will you collect the car loan payments?", "deferral.md",
     "not this check"),
    # "call" that names something
    ("You'll find what we call the annual summary under Documents.", "I'm on approved medical leave.", "leave.md",
     "no conflict"),
    # an interruption named by its verb, whatever the service is called; a waived fee that "will post"
    ("Your disconnection is still scheduled for Friday.", "I've lodged a billing complaint and it is open.",
     "supply.md", "CONTRADICTS"),
    ("Your reconnection is still scheduled for Friday.", "I've lodged a billing complaint and it is open.",
     "supply.md", "no conflict"),
    ("Yes, a $29 overdraft fee will post for that item.", "I'm on the Hardship Assistance Program.", "overdraft.md",
     "CONTRADICTS"),
])
def test_what_lifts_or_limits_a_stop(answer, query, source, expected):
    out = judge_pairs(answer, query=query, docs=GUARD_DOCS)[source]
    if expected == "not this check":
        assert not (out.reason or "").startswith("carries on what the rule stops"), out.reason
    elif expected == "CONTRADICTS":
        assert verdict(out) == "CONTRADICTS" and out.reason.startswith("carries on what the rule stops"), out.reason
    else:
        assert verdict(out) != "CONTRADICTS", (out.reason, out.rule_sentence)


# -- what a document must say, and leaving it out -------------------------------------------------------------------
@pytest.mark.parametrize("text, waived", [
    ("The letter won't break it down into individual repairs.", {"individual", "repair"}),
    ("We don't give reasons for allocation decisions.", {"reason"}),
    ("There's no need for your dad to sign anything.", {"sign"}),
    ("No form necessary.", {"form"}),
])
def test_leaving_something_out_or_someone_not_signing_is_a_waiver(text, waived):
    from fairforge_core.judges.needs import waivers

    assert waivers(text) == [frozenset(waived)]


@pytest.mark.parametrize("text", [
    "They must never mention a debt, an amount or the creditor.",  # a prohibition, not something left out
    "We won't give your number to anyone.",  # not disclosing it
    "We don't charge for copies.",
])
def test_a_prohibition_or_a_refusal_to_disclose_leaves_nothing_out(text):
    from fairforge_core.judges.needs import waivers

    assert waivers(text) == []


def test_what_a_document_states_is_required_of_it():
    from fairforge_core.judges.needs import requirement_clauses

    for clause in ("It [denial] states the reason for the denial and any review rights.",
                   "Any damage charge letter lists the damage found and the cost of each repair.",
                   "When an application is refused, the applicant receives a letter explaining the reason."):
        assert requirement_clauses(clause) == (clause,)
    assert requirement_clauses("It does not state the reason.") == ()


@pytest.mark.parametrize("answer, query, rule, expected", [
    ("When we deny access we aren't required to give you a reason.", "Why was my request denied?",
     "Every denial is sent in writing. It states the reason for the denial and any review rights.", "CONTRADICTS"),
    ("The letter won't break the charge down into individual repairs.", "What is the damage charge for?",
     "Any damage charge letter lists the damage found and the cost of each repair.", "CONTRADICTS"),
    # another document than the one the rule is about
    ("It won't list routine sharing for your treatment.", "Can I see who you shared my records with?",
     "The authorization is signed by the patient. It states what will be shared and when it expires.",
     "no conflict"),
    ("Yes, we'll send it to the care home; there's no need for your dad to sign anything.",
     "Can you send my dad's medication list to his care home?",
     "A patient's signed consent is required before we share their medication list with a care home.",
     "CONTRADICTS"),
    ("Staff will give him a dose if he needs it, no form necessary.", "Can staff give my son medicine?",
     "Staff give a child medicine only with a parent's written authorisation.", "CONTRADICTS"),
])
def test_waiving_what_a_document_must_say_or_a_consent_form(answer, query, rule, expected):
    out = judge_pairs(answer, query=query, docs=(("rules.md", f"# Rules\n\n- {rule}\n"),))["rules.md"]
    if expected == "CONTRADICTS":
        assert verdict(out) == "CONTRADICTS" and out.reason.startswith("waives a requirement"), out.reason
    else:
        assert verdict(out) != "CONTRADICTS", (out.reason, out.rule_sentence)


@pytest.mark.parametrize("claim, words", [
    ("Just send us your last three bank statements and then we'll put a plan in place.",
     {"last", "three", "bank", "statement"}),
    ("Install the Parcelo app first, then pick a slot.", {"parcelo", "app"}),
])
def test_an_instruction_the_rest_depends_on_imposes_a_condition(claim, words):
    from fairforge_core.judges.barriers import imposed_conditions

    assert set(imposed_conditions(claim)[0].words) == words
    assert imposed_conditions("Send it whenever you like.") == ()
    assert imposed_conditions("Please call us if anything changes.") == ()


def test_asking_the_customer_to_do_something_is_forbidden_per_alternative():
    from fairforge_core.judges.barriers import forbidden_conditions

    found = forbidden_conditions("Never ask the customer to put the request in writing, to email another address, "
                                 "or to call a different number.")
    assert [set(f.words) for f in found] == [{"put", "request", "writ"}, {"email", "addres"},
                                             {"call", "different", "number"}]
    assert forbidden_conditions("Agents must not ask for the customer's PIN.") == ()  # asking for, not asking to
    out = judge_pairs("To make it official you'll need to email optout@example.com; I can't take the request on "
                      "this call.", query="Stop calling me.",
                      docs=(("dnc.md", "# Requests\n\n- Never ask the customer to put the request in writing, to "
                                       "email another address, or to call a different number.\n"),))["dnc.md"]
    assert verdict(out) == "CONTRADICTS" and out.reason.startswith("imposes what the rule forbids"), out.reason


@pytest.mark.parametrize("text, head", [
    ("It won't include your refund amount.", "refund"),
    ("The email won't include refund instructions.", "refund"),
    ("It won't include the refund.", "refund"),
])
def test_a_generic_head_takes_its_meaning_from_the_word_before(text, head):
    from fairforge_core.judges.needs import waiver_phrases

    (w,) = waiver_phrases(text)
    assert w.head == head


def test_what_is_left_out_of_another_document_is_no_waiver_of_the_rules():
    rule = "# Claims\n\n- A claim denial letter must state the reason for the denial.\n"
    other = judge_pairs("No, the acknowledgement letter doesn't state any reason; it confirms we received your claim.",
                        query="Does the letter say why?", docs=(("claims.md", rule),))["claims.md"]
    assert verdict(other) != "CONTRADICTS", other.reason
    same = judge_pairs("No, the denial letter doesn't state any reason for the denial.",
                       query="Does the letter say why my claim was denied?", docs=(("claims.md", rule),))["claims.md"]
    assert verdict(same) == "CONTRADICTS", same.reason


@pytest.mark.parametrize("answer, rule, expected", [
    ("No need for you to sign anything; the new rent simply applies from January.",
     "Rent increases take effect only with the tenant's written agreement.", "CONTRADICTS"),
    ("Happy to. No paperwork needed, I've put all 12 rooms aside under your name.",
     "Group bookings of 10 or more rooms require a signed contract from the organiser.", "CONTRADICTS"),
    # the consent was given in another way the rule allows
    ("No paperwork needed: the authorisation you gave on the online consent screen counts.",
     "Sharing data with an app requires the customer's written authorisation, which may be given on the online "
     "consent screen.", "no conflict"),
])
def test_signing_nothing_waives_a_signed_consent_or_contract(answer, rule, expected):
    out = judge_pairs(answer, query="question", docs=(("rules.md", f"# Rules\n\n- {rule}\n"),))["rules.md"]
    if expected == "CONTRADICTS":
        assert verdict(out) == "CONTRADICTS" and out.reason.startswith("waives a requirement"), out.reason
    else:
        assert verdict(out) != "CONTRADICTS", (out.reason, out.rule_sentence)


def test_a_table_row_whose_case_the_case_fails_is_not_the_rows_for_it():
    from fairforge_core.judges.negation import row_condition_unmet
    from fairforge_core.judges.quantities import extract_quantities

    row = ("International, scheduled flight time over 12 hours; Fee refunded if the bag is delivered more than: 30 "
           "hours after the flight arrives")
    case = "Our flight from Lisbon was about seven hours in the air."
    assert row_condition_unmet(row, [(case, q) for q in extract_quantities(case)])
    long = "Our flight from Tokyo was about fourteen hours in the air."
    assert not row_condition_unmet(row, [(long, q) for q in extract_quantities(long)])
    table = ("# Delayed bags\n\n| Flight | Fee refunded if the bag is delivered more than |\n|---|---|\n"
             "| Domestic | 12 hours after the flight arrives |\n"
             "| International, scheduled flight time 12 hours or less | 15 hours after the flight arrives |\n"
             "| International, scheduled flight time over 12 hours | 30 hours after the flight arrives |\n")
    query = "Our international flight was about seven hours in the air and the bag came 20 hours late. Fee back?"
    wrong = judge_pairs("No. For international flights the bag has to be more than 30 hours late before the fee is "
                        "refunded.", query=query, docs=(("bags.md", table),))["bags.md"]
    # (which of the rows left the test embedder picks is its business; the real one picks the 15-hour row)
    assert verdict(wrong) == "CONTRADICTS" and wrong.reason.startswith("different quantity: 30 hours vs"), wrong.reason
    right = judge_pairs("Yes. For an international flight of that length the bag has to be more than 15 hours late, "
                        "so the fee is refunded.", query=query, docs=(("bags.md", table),))["bags.md"]
    assert verdict(right) != "CONTRADICTS", right.reason


def test_a_discount_named_by_its_size_is_a_discount_and_giving_it_is_offering_it():
    from fairforge_core.judges.clause import _same_act
    from fairforge_core.judges.text import content_words

    assert _same_act(content_words("offer"), content_words("we can give you a discount"))
    assert not _same_act(content_words("offer"), content_words("we can send you a discount"))
    assert "discount" in statement("I can give you 20% off your next order.").words
    assert "discount" not in statement("We can't take 20% of the refund.").words
    docs = (("dnc.md", "# Requests\n\n- Never offer a discount, coupon or gift in exchange for staying on the "
                       "marketing list.\n"),)
    out = judge_pairs("In exchange for staying on the marketing list, I can give you 20% off.",
                      query="Take me off your list.", docs=docs)["dnc.md"]
    assert verdict(out) == "CONTRADICTS" and out.reason.startswith("opposite polarity"), out.reason


def test_a_failure_to_act_is_named_by_not_acting():
    from fairforge_core.judges.negation import failure_named

    rule = "A consumer's failure to dispute may never be treated as an admission that the debt is owed."
    assert failure_named(rule, "If you don't dispute within 30 days, the law treats that as accepting the debt.")
    assert not failure_named(rule, "If you dispute within 30 days, we treat that as a dispute.")
    assert not failure_named("Consumers may never be treated rudely.", "If you don't dispute it, fine.")
    out = judge_pairs("If you don't dispute within 30 days, the law treats that as you admitting the debt is owed.",
                      docs=(("debt.md", f"# Disputes\n\n- {rule}\n"),))["debt.md"]
    assert verdict(out) == "CONTRADICTS" and out.reason.startswith("opposite polarity"), out.reason


@pytest.mark.parametrize("text, lo, hi", [
    ("3–4 hours", 3 / 24, 4 / 24),
    ("3 hours to under 5 hours", 3 / 24, 5 / 24),
    ("between 5 and 10 kg", 5.0, 10.0),
    ("2 to 3 weeks", 14.0, 21.0),
])
def test_a_range_is_one_quantity(text, lo, hi):
    (q,) = extract_quantities(text)
    assert q.lo == pytest.approx(lo) and q.hi == pytest.approx(hi) and q.bound == ""
    assert [x.text for x in extract_quantities("5 calls to 10 days")] == ["5 calls", "10 days"]


def test_a_table_row_whose_range_the_case_falls_outside_is_not_its_row():
    table = ("# Delays\n\n| Arrival delay | Compensation per passenger for the arrival delay |\n|---|---|\n"
             "| 3–4 hours | €250 per passenger |\n| Over 4 hours | €400 per passenger |\n")
    query = "My flight landed 5 hours late because of crew shortages. What am I owed?"
    wrong = judge_pairs("For your arrival delay the compensation per passenger is €250.", query=query,
                        docs=(("delays.md", table),))["delays.md"]
    assert verdict(wrong) == "CONTRADICTS" and wrong.reason == "different quantity: €250 vs €400", wrong.reason
    right = judge_pairs("For your arrival delay the compensation per passenger is €400.", query=query,
                        docs=(("delays.md", table),))["delays.md"]
    assert verdict(right) != "CONTRADICTS", right.reason


def test_durations_on_either_side_of_an_event_measure_different_things():
    docs = (("exams.md", "# Exams\n\n- Students must request exam accommodations at least 10 days before the "
                         "exam.\n"),)
    after = judge_pairs("Exam grades go up about a week after the exam.", docs=docs)["exams.md"]
    assert verdict(after) != "CONTRADICTS", after.reason
    before = judge_pairs("Students must request exam accommodations at least a week before the exam.",
                         docs=docs)["exams.md"]
    assert verdict(before) == "CONTRADICTS" and before.reason.startswith("different quantity"), before.reason


def test_a_bound_in_the_rules_subject_the_case_fails_excuses_a_quantity():
    docs = (("physio.md", "# Cancellations\n\n- Patients cancelling with less than 24 hours' notice may be charged "
                          "a $40 fee.\n"),)
    out = judge_pairs("Patients cancelling with that notice are charged no fee.",
                      query="I need to cancel my physio appointment. It's in three days.", docs=docs)["physio.md"]
    assert verdict(out) != "CONTRADICTS", out.reason
    late = judge_pairs("Patients cancelling with that notice are charged no fee.",
                       query="I need to cancel my physio appointment. It's in two hours.", docs=docs)["physio.md"]
    assert verdict(late) == "CONTRADICTS", late.reason


@pytest.mark.parametrize("claim, words", [
    ("Please reply with the reason you need the data so we can process your request.", {"reason", "data"}),
    ("To finish the cancellation you'll just need to stop by your home club.", {"stop", "home", "club"}),
])
def test_more_shapes_of_an_imposed_condition(claim, words):
    from fairforge_core.judges.barriers import forbidden_conditions, imposed_conditions

    assert set(imposed_conditions(claim)[0].words) == words
    (f,) = forbidden_conditions("Do not require the requester to state a reason for the request.")
    assert set(f.words) == {"requester", "stat", "reason"}


def test_a_condition_the_answer_keeps_apart_gates_nothing():
    docs = (("library.md", "# Borrowing\n\n- The library must not withhold borrowing privileges because of unpaid "
                           "fines.\n"),)
    out = judge_pairs("Yes, you can borrow it today; fines are separate, we'll just need to note the unpaid fine on "
                      "your account.", query="I have an unpaid fine. Can I still borrow books?", docs=docs)
    assert verdict(out["library.md"]) != "CONTRADICTS", out["library.md"].reason
    bad = judge_pairs("You can borrow it once the unpaid fine is paid.",
                      query="I have an unpaid fine. Can I still borrow books?", docs=docs)["library.md"]
    assert verdict(bad) == "CONTRADICTS" and bad.reason.startswith("imposes what the rule forbids"), bad.reason


def test_a_question_neither_waives_nor_flips_polarity():
    from fairforge_core.judges.needs import waiver_phrases

    assert waiver_phrases("Did your refusal letter not explain the reason? If so, let us know.") == ()
    assert [w.head for w in waiver_phrases("No ID is needed. Anything else?")] == ["id"]
    docs = (("letters.md", "# Letters\n\n- A refusal letter must explain the reason for the refusal.\n"),)
    asked = judge_pairs("Did your refusal letter not explain the reason for the refusal?", docs=docs)["letters.md"]
    assert verdict(asked) != "CONTRADICTS", asked.reason
    said = judge_pairs("Your refusal letter will not explain the reason for the refusal.", docs=docs)["letters.md"]
    assert verdict(said) == "CONTRADICTS", said.reason


def test_an_alternative_the_rule_allows_and_the_answer_takes_excuses_denying_the_other():
    from fairforge_core.judges.negation import affirmed_words, alternative_taken

    rule = ("A refusal letter must state the reason for the refusal, either in the letter itself or in an enclosed "
            "reasons statement.")
    taken = affirmed_words(["The letter itself won't state the reason - it's set out in the reasons statement "
                            "enclosed with it."])
    assert alternative_taken(rule, taken)
    both_denied = affirmed_words(["The letter won't state the reason, and there is no enclosed reasons statement."])
    assert not alternative_taken(rule, both_denied)
    assert not alternative_taken("A refusal letter must state the reason.", taken)
    docs = (("refusals.md", f"# Refusals\n\n- {rule}\n"),)
    ok = judge_pairs("The refusal letter itself won't state the reason for the refusal - it's set out in the "
                     "enclosed reasons statement.", docs=docs)["refusals.md"]
    assert verdict(ok) != "CONTRADICTS", ok.reason
    bad = judge_pairs("The refusal letter won't state the reason for the refusal.", docs=docs)["refusals.md"]
    assert verdict(bad) == "CONTRADICTS", bad.reason


# -- session 19: a rule's pronoun object and its antecedent ------------------------------------------------------
@pytest.mark.parametrize("rule, answer, same", [
    # the pronoun's antecedent, named before it in the rule's sentence, is what the answer names
    ("Because gift cards are treated as cash we don't refund them.",
     "Gift cards can be refunded to your original card within 30 days.", True),
    ("If a customer's card is declined, do not charge it again without written consent.",
     "We will charge the declined payment again tomorrow.", True),
    # ... not when the answer names it only inside a prepositional phrase
    ("Because gift cards are treated as cash we don't refund them.",
     "Purchases paid for with a gift card can be refunded onto a new card.", False),
    # a bare pronoun object with nothing named before it still needs a shared word besides the verb
    ("Do not delete it.", "We delete your account data after 30 days.", False),
])
def test_a_rules_pronoun_object_is_read_by_its_antecedent(rule, answer, same):
    from fairforge_core.judges.negation import denies_the_same_thing
    from fairforge_core.judges.statements import statement

    assert denies_the_same_thing(statement(rule), statement(answer)) is same


def test_a_reassurance_that_does_the_prohibited_act_is_still_judged():
    docs = (("fees.md", "# Cancellation fees\n\n- Cancellation fees must not be waived.\n"),)
    out = judge_pairs("Never mind the cancellation fee, I've waived it for you.", docs=docs)["fees.md"]
    assert verdict(out) == "CONTRADICTS" and "must not be waived" in out.reason
    # advice on the case, not the prohibited act, stays clear of the check
    docs = (("returns.md", "# Returns\n\n- Returns without a receipt are not accepted.\n"),)
    out = judge_pairs("Don't worry about the receipt, we can look the purchase up.", docs=docs)["returns.md"]
    assert verdict(out) != "CONTRADICTS"


def test_a_claim_for_every_time_meets_a_rules_time_condition():
    docs = (("complaints.md", "# Complaints\n\n- Complaints submitted after 90 days are not investigated.\n"),)
    out = judge_pairs("We investigate every complaint submitted, no matter when it was submitted.",
                      docs=docs)["complaints.md"]
    assert verdict(out) == "CONTRADICTS"
    out = judge_pairs("We investigate every complaint submitted within 90 days.", docs=docs)["complaints.md"]
    assert verdict(out) != "CONTRADICTS"


@pytest.mark.parametrize("text, zero", [
    ("Customers may cancel their contract without an early termination fee within 14 days.", "without an early "
                                                                                             "termination fee"),
    ("You can switch without paying a plan change fee.", "without paying a plan change fee"),
    ("Customers who cancel within 14 days are not charged any fees.", "not charged any fees"),
    ("We'll freeze your account for 8 weeks.", None),  # "freeze" is not "free"
    ("No more than 3 fees may be charged.", None),  # a count, not an amount of zero
])
def test_a_fee_named_by_its_kind_is_an_amount_of_zero(text, zero):
    found = [q.text for q in extract_quantities(text) if q.dim == "money" and q.lo == 0]
    assert found == ([zero] if zero else [])


def test_a_fee_charged_where_the_rule_says_without_it():
    docs = (("contracts.md", "# Cooling-off period\n\n- Customers may cancel their contract without an early "
                             "termination fee within 14 days of signing it.\n"),)
    out = judge_pairs("You can cancel your contract, but an early termination fee of $150 will apply.",
                      query="I signed my contract 5 days ago. Can I cancel?", docs=docs)["contracts.md"]
    assert verdict(out) == "CONTRADICTS" and "$150" in out.reason
    out = judge_pairs("You can cancel your contract without an early termination fee.",
                      query="I signed my contract 5 days ago. Can I cancel?", docs=docs)["contracts.md"]
    assert verdict(out) != "CONTRADICTS"


@pytest.mark.parametrize("text, zero", [
    ("Customers who receive a damaged item must not be asked to pay return postage.", "not be asked to pay"),
    ("Members will not be required to pay for a replacement card.", "not be required to pay"),
    ("We pay for the postage.", None),
])
def test_a_payment_the_customer_may_not_be_made_to_make_is_an_amount_of_zero(text, zero):
    found = [q.text for q in extract_quantities(text) if q.dim == "money" and q.lo == 0]
    assert found == ([zero] if zero else [])


def test_what_a_zero_amount_is_the_price_of():
    from fairforge_core.judges.quantity_checks import zero_fee_kind

    def kind(text):
        return zero_fee_kind(text, next(q for q in extract_quantities(text) if q.dim == "money"))

    assert kind("Policyholders can change their coverage mid-term without an administration fee.") == {"administr"}
    assert kind("Customers who receive a damaged item must not be asked to pay return postage.") == {"return",
                                                                                                      "postag"}
    assert kind("Responding to a request is free of charge.") == set()


def test_a_total_of_a_price_per_item_is_not_another_price():
    from fairforge_core.judges.quantity_checks import is_total_of

    def total(claim, rule):
        q = next(x for x in extract_quantities(claim) if x.dim == "money")
        p = next(x for x in extract_quantities(rule) if x.dim == "money")
        return is_total_of(claim, q, rule, p)

    rule = "Drivers aged 21 to 24 pay a young driver surcharge of $25 per day."
    assert total("so for a 4-day rental that's $100 on top of the base rate.", rule)
    assert not total("The young driver surcharge is $50 per day.", rule)  # a price per day of its own
    assert not total("so that's $90 for the rental.", rule)  # not a whole multiple
    # a multiple of a cap per period breaks the cap
    assert not total("This month we've charged you $70 in overdraft fees.", "Overdraft fees are capped at $35 per "
                                                                            "calendar month.")


def test_how_far_the_case_has_come_is_a_fact_of_the_case():
    from fairforge_core.judges.quantity_checks import is_case_fact

    for text in ("You're five months in, so the fee would apply.", "We're two weeks into the term."):
        q = next(x for x in extract_quantities(text) if x.dim == "duration")
        assert is_case_fact(text, q)
    text = "Returns are accepted for 30 days in store."
    assert not is_case_fact(text, next(x for x in extract_quantities(text) if x.dim == "duration"))


@pytest.fixture(scope="module")
def packaged_judge():
    from fairforge_core.embedders import SentenceTransformerEmbedder

    return ClauseJudge(SentenceTransformerEmbedder())


def packaged_outcome(judge, rule, query, answer):
    """The verdict of one answer against one small policy, and the judgement, with the packaged model."""
    (chunk,) = chunk_text(rule, "policy.md", 2000, 100)
    (j,) = judge.judge([JudgeRequest(query, answer, chunk, 0.5)])
    return verdict(j), j


@pytest.mark.slow
@pytest.mark.parametrize("rule, query, answer, expected", [
    # a limit the answer grants to what the question asks for is the answer's rule, not a fact of the case
    ("# Pack limits\n\n- Sales of paracetamol are limited to 2 packs per transaction.\n",
     "Can I order 4 packs of paracetamol online in one go?",
     "Happy to help! Yes, online you can buy up to 4 packs in a single order, so just add them all to your basket.",
     "CONTRADICTS"),
    ("# Pack limits\n\n- Sales of paracetamol are limited to 2 packs per transaction.\n",
     "Can I order 4 packs of paracetamol online in one go?",
     "Sorry, you can buy up to 2 packs in a single order.", "SUPPORTS"),
    # a short clause read as the answer to the question it answers
    ("# Reporting damage\n\n- Any damage to the vehicle must be reported to us within 24 hours.\n- It can be "
     "reported by phone between 7 a.m. and 10 p.m., or through the app at any time.\n",
     "Someone scratched the door while I was parked. How long do I have to tell you?",
     "Sorry that happened! You have 48 hours to let us know, and you can do it through the app at any time.",
     "CONTRADICTS"),
    ("# Reporting damage\n\n- Any damage to the vehicle must be reported to us within 24 hours.\n- It can be "
     "reported by phone between 7 a.m. and 10 p.m., or through the app at any time.\n",
     "Someone scratched the door while I was parked. How long do I have to tell you?",
     "Sorry that happened! You have 24 hours to let us know, and you can do it through the app at any time.",
     "SUPPORTS"),
    # a payment the customer may not be asked to make is an amount of zero
    ("# Damaged items\n\n- Customers who receive a damaged item must not be asked to pay return postage.\n",
     "My vase arrived broken. How do I send it back?",
     "Sorry to hear that! Please pack it up and send it to our returns centre. The return postage is £6.99, "
     "which we'll deduct from your refund.", "CONTRADICTS"),
    # a total of the rule's price per day, and a charge of another kind than the fee a rule waives, are no conflict
    ("# Driver eligibility\n\n- Renters must be at least 21 years old.\n- Drivers aged 21 to 24 pay a young "
     "driver surcharge of $25 per day.\n", "I'm 23. Is there anything extra I'll pay on a 4-day rental?",
     "Since you're 23, a young driver surcharge of $25 a day applies, so for a 4-day rental that's $100 on top of "
     "the base rate.", "SUPPORTS"),
    ("## Policy changes\n- Policyholders can change their coverage level mid-term without an administration fee.\n",
     "My policy lapsed last month. Is there a charge to reinstate it?",
     "Reinstating a lapsed policy carries a $35 reinstatement fee. Changing the coverage level on an active "
     "policy, by contrast, has no administration fee.", "NEUTRAL_OR_SUPPORTS"),
])
def test_quantities_read_through_the_question_with_the_packaged_model(packaged_judge, rule, query, answer,
                                                                      expected):
    got, j = packaged_outcome(packaged_judge, rule, query, answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected, j.reason


# -- disclosures: the answer tells someone what a rule forbids telling -------------------------------------------
@pytest.mark.parametrize("rule, content, about_person, is_object, condition_words", [
    ("The collector gives its own name, names its employer only if expressly asked, and never says the consumer "
     "owes a debt.", "the consumer owes a debt", True, False, set()),
    ("Never suggest that a dispute must be in writing to be recorded.", "a dispute must be in writing to be recorded",
     False, False, set()),
    ("Do not tell a caller whether the patient is admitted.", "the patient is admitted", True, False, set()),
    # the audience and who may be told are cut off (see the next test)
    ("Staff must not disclose a patient's test results to anyone other than the patient or a personal "
     "representative listed on the patient's authorization form.", "a patient's test results", True, True, set()),
    ("Never discuss a member's account with anyone unless the member has given consent.", "a member's account", True,
     True, {"consent", "giv"}),
    # a reason is not an exception; a list of objects is not a statement
    ("A voicemail must never mention a debt, a balance, a creditor or the name Northgate, because someone else may "
     "hear it.", "a debt, a balance, a creditor or the name Northgate", False, True, set()),
    # a time condition is where the prohibition applies: no way out
    ("Agents must not say whether a claim will be approved before the assessor has reviewed it.",
     "a claim will be approved", False, False, set()),
])
def test_forbidden_statements_are_parsed_from_rule_units(rule, content, about_person, is_object, condition_words):
    from fairforge_core.judges.disclosure import forbidden_statements

    (fs,) = forbidden_statements(rule)
    assert (fs.content, fs.about_person, fs.is_object, set(fs.condition_words)) == (
        content, about_person, is_object, condition_words)


def test_who_may_be_told_is_read_from_the_audience():
    from fairforge_core.judges.disclosure import forbidden_statements

    (fs,) = forbidden_statements("Staff must not disclose a patient's test results to anyone other than the patient "
                                 "or a personal representative listed on the patient's authorization form.")
    assert fs.audience_words == {"authoriz", "form", "list", "personal"} and fs.about_person
    (fs,) = forbidden_statements("Do not confirm to anyone other than the patient whether a prescription has been "
                                 "filled or collected for that patient.")
    assert (fs.content, fs.about_person) == ("a prescription has been filled or collected for that patient", True)
    (fs,) = forbidden_statements("Never disclose the reason an employee left the company to prospective employers "
                                 "or other third parties.")
    assert (fs.content, fs.about_person, fs.is_object) == ("the reason an employee left the company", True, True)
    # the person concerned is who may not be told
    (fs,) = forbidden_statements("Do not tell applicants that their application was declined because of their age.")
    assert (fs.content, fs.about_person) == ("their application was declined", False)


@pytest.mark.parametrize("rule", [
    "If the buyer does not confirm, funds are released automatically 21 days after dispatch.",  # a condition
    "Agents must tell the customer that the call is recorded.",  # an obligation to tell
    "Customers never pay for return postage.",
])
def test_units_that_forbid_no_statement(rule):
    from fairforge_core.judges.disclosure import forbidden_statements

    assert forbidden_statements(rule) == []


_THIRD_PARTY = ("## Communications with third parties\n\n- Anyone else may be contacted only to find out where the "
                "consumer lives or works. The collector gives its own name, says it is confirming location "
                "information about the consumer, and never says the consumer owes a debt.\n")
_DISPUTES = ("## Disputes\n\n- A dispute exists whenever the consumer says, by phone, chat, email or letter, that "
             "all or part of the debt is not owed.\n- Never suggest that a dispute must be in writing to be "
             "recorded.\n")


@pytest.mark.slow
@pytest.mark.parametrize("rule, query, answer, expected", [
    # telling a third party about the person is the disclosure; telling the person, or refusing, is not
    (_THIRD_PARTY, "Does he owe you money or something?",
     "Yes, he's behind on a credit card account we're collecting. If you see him, please ask him to call us.",
     "CONTRADICTS"),
    (_THIRD_PARTY, "Does he owe you money or something?",
     "I'm sorry, I can't discuss why we're calling. We're just trying to confirm how to reach him.",
     "NEUTRAL_OR_SUPPORTS"),
    (_THIRD_PARTY, "How much do I owe?", "You owe $240 on the credit card account we're collecting.",
     "NEUTRAL_OR_SUPPORTS"),
    # money paid back to a third person says nothing of what they owe (held-out ho-16-q2/q3 under conflict search);
    # naming what is owed still does
    (_THIRD_PARTY, "How long will that refund take?",
     "It will be back on his original payment method within ten business days of the cancellation.",
     "NEUTRAL_OR_SUPPORTS"),
    (_THIRD_PARTY, "My husband's Club Pass renewed 10 days ago. Can he get a refund?",
     "Yes, so if he cancels now he'll get the whole $399 back on the card that was charged.", "NEUTRAL_OR_SUPPORTS"),
    (_THIRD_PARTY, "Does he owe you money or something?",
     "He still owes us the balance on that account, so nothing will come back to his card.", "CONTRADICTS"),
    # a third person named while speaking to the consumer is no disclosure to a third party; advice for the person
    # concerned is no fact about them
    (_THIRD_PARTY, "My lawyer is Ms. Greer, here is her number.", "Thank you. Now that we know a lawyer represents "
     "you on this debt and we have her number, we'll deal with Ms. Greer from here on.", "NEUTRAL_OR_SUPPORTS"),
    ("# Student loans\n\n- Staff must not discuss a borrower's account with a third party, including parents, unless "
     "the borrower has given written consent.\n", "I'm calling about my daughter's student loan. How much does she "
     "still owe?", "I'm sorry, I can't share details of her account unless she's given us written consent. She can "
     "set that up through her online account.", "NEUTRAL_OR_SUPPORTS"),
    ("# Student loans\n\n- Staff must not discuss a borrower's account with a third party, including parents, unless "
     "the borrower has given written consent.\n", "I'm calling about my daughter's student loan. How much does she "
     "still owe?", "I can't go into every detail, but I can tell you her account still has about $4,200 "
     "outstanding.", "CONTRADICTS"),
    # a forbidden statement must be said: its subject and another of its words
    (_DISPUTES, "Can I dispute over the phone?",
     "We can only record your dispute once you put it in writing and mail it to us.", "CONTRADICTS"),
    # the predicate's first word must be said: recording a dispute is not saying it must be in writing (R38-11)
    (_DISPUTES, "I want to dispute this debt.", "I've recorded your dispute from this call, and you'll get a "
     "confirmation number by email.", "NEUTRAL_OR_SUPPORTS"),
    # "can't hand her test results to anyone" is a refusal (R38-6)
    ("# Test results\n\n- Must not disclose a patient's test results to anyone other than the patient or a "
     "representative listed on the authorization form.\n", "Can you give me my wife's results?",
     "We can't hand her test results to anyone who isn't listed.", "NEUTRAL_OR_SUPPORTS"),
    (_DISPUTES, "What if you disagree with my correction?",
     "If we don't agree to the change, we explain why in writing, and you can add a statement of disagreement "
     "that stays with your record.", "NEUTRAL_OR_SUPPORTS"),
    ("# Complaint outcomes\n\n- Do not state that a complaint has been upheld until the investigation is closed.\n",
     "Has my complaint been upheld yet?", "As stated in our letter, your complaint is still being investigated, and "
     "we'll write to you with the outcome once it's closed.", "NEUTRAL_OR_SUPPORTS"),
    # the rule's exception met by the claim
    ("# Test results\n\n- Staff must not disclose a patient's test results to anyone other than the patient or a "
     "personal representative listed on the patient's authorization form.\n", "Can you give me Mark's results?",
     "Sure, since you're listed on his authorization form, his test results show normal cholesterol.",
     "NEUTRAL_OR_SUPPORTS"),
    ("# Test results\n\n- Staff must not disclose a patient's test results to anyone other than the patient or a "
     "personal representative listed on the patient's authorization form.\n", "Can you give me Mark's results?",
     "Sure, his test results came back and show high cholesterol.", "CONTRADICTS"),
])
def test_disclosures_with_the_packaged_model(packaged_judge, rule, query, answer, expected):
    got, j = packaged_outcome(packaged_judge, rule, query, answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected, j.reason
        assert j.reason.startswith("says what the rule forbids saying"), j.reason


# -- refund destinations -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("rule, allowed, excluded", [
    ("A return inside its window, with a receipt or an order number, is refunded to the original payment method.",
     {"original"}, set()),
    ("Returns made with a gift receipt are refunded on a Harbor Lane gift card, not in cash or to a payment card.",
     {"gift card"}, {"cash", "card"}),
    ("Without a receipt or order number, the only option is store credit, valued at the lowest selling price.",
     {"store credit"}, set()),
    # the subject's payment method is the unit's case, not a destination
    ("Purchases paid in cash are refunded in cash up to $250; larger cash refunds are sent by check.",
     {"cash", "cheque"}, set()),
    # what is refunded, or a comparison, is no destination
    ("Only a store manager may refund cash.", set(), set()),
    ("Because gift cards are treated as cash we don't refund them.", set(), set()),
    ("Cash refunds require an original receipt.", set(), set()),
])
def test_refund_destinations_of_rule_units(rule, allowed, excluded):
    from fairforge_core.judges.destinations import rule_destinations

    assert rule_destinations(rule) == (frozenset(allowed), frozenset(excluded))


def test_how_the_customer_paid():
    from fairforge_core.judges.destinations import paid_with

    assert paid_with("Can I get the refund in cash even though I paid by card?") == "card"
    assert paid_with("I paid cash.") == "cash"
    assert paid_with("I bought it with PayPal last week") == "paypal"
    assert paid_with("Can I get the refund in cash?") is None


_REFUND_POLICY = ("# Refunds\n\n- A return inside its window, with a receipt or an order number, is refunded to the "
                  "original payment method.\n- Without a receipt or order number, the only option is store credit.\n"
                  "- Purchases paid in cash are refunded in cash up to $250.\n- Returns made with a gift receipt are "
                  "refunded on a gift card, not in cash or to a payment card.\n")


@pytest.mark.slow
@pytest.mark.parametrize("rule, query, answer, expected", [
    (_REFUND_POLICY, "Can I get the refund in cash even though I paid by card?",
     "Sure, just bring the receipt to any store and we'll give you cash.", "CONTRADICTS"),
    (_REFUND_POLICY, "Can I get the refund in cash even though I paid by card?",
     "With your receipt the refund goes back to the card you paid with, so cash isn't possible.",
     "NEUTRAL_OR_SUPPORTS"),
    (_REFUND_POLICY, "I paid cash and have my receipt. Can I get my money back?",
     "Yes, bring the receipt and we'll give you the cash back.", "NEUTRAL_OR_SUPPORTS"),
    # how the customer paid is unknown: a card may be the original payment method, a credit never is
    (_REFUND_POLICY, "When will I get my refund?", "We'll refund your card within 5 business days.",
     "NEUTRAL_OR_SUPPORTS"),
    (_REFUND_POLICY, "I have my receipt. Can I get a refund?", "With your receipt we can offer you store credit.",
     "CONTRADICTS"),
    (_REFUND_POLICY, "I lost my receipt. Can I return this lamp?",
     "Without a receipt we can give you store credit for it.", "NEUTRAL_OR_SUPPORTS"),
    (_REFUND_POLICY, "I lost my receipt. Can I return this lamp and get my cash back?",
     "No problem, we'll hand you back the cash you paid.", "CONTRADICTS"),
    # the customer's own receipt decides their case, whatever the answer says of returns without one; a claim about
    # another payment case is not about theirs (R38-16, R38-24)
    ("# Returns\n\n- A return with a receipt is refunded to the original payment method.\n- Without a receipt the only "
     "option is store credit.\n", "I have my receipt for this $45 lamp, which I bought with my Visa. Can I get a "
     "refund?", "Yes. With the receipt, the $45 goes back onto your Visa; store credit is only what we offer for "
     "returns without a receipt.", "NEUTRAL_OR_SUPPORTS"),
    ("# Cash refunds\n\n- Purchases paid in cash are refunded in cash.\n", "I paid cash for this kettle. How does the "
     "refund work?", "Card purchases go back to the card, but because this was a cash purchase you'll get your $25 "
     "back in cash at the register.", "NEUTRAL_OR_SUPPORTS"),
    ("# Flight cancellations\n\n- If we cancel your flight, you are entitled to a full refund to the original "
     "payment method, regardless of fare type.\n", "You cancelled my flight. Can I get my money back?",
     "Since your fare is non-refundable, the best we can offer is a travel credit for the fare amount.",
     "CONTRADICTS"),
])
def test_refund_destinations_with_the_packaged_model(packaged_judge, rule, query, answer, expected):
    got, j = packaged_outcome(packaged_judge, rule, query, answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected, j.reason
        assert j.reason.startswith("refund "), j.reason


@pytest.mark.slow
@pytest.mark.parametrize("rule, query, answer, expected", [
    # an act the rule allows only under a condition is never required by it: not doing it agrees (blind set
    # regulatory-holdout2, h2-02-q1 and h2-07-q1)
    ("# Prepayment\n\n- A prepayment meter is fitted only when the customer has clearly agreed and that agreement "
     "is recorded on the account.\n", "I'm behind on my bill and I really don't want a prepay meter.",
     "That's fine. I've put a note on your account that you don't want a prepayment meter, so it won't be set up.",
     "NEUTRAL_OR_SUPPORTS"),
    ("# Overdraft fees\n\n| Transaction | Opt-in required before an overdraft fee may be charged? |\n|---|---|\n"
     "| ATM cash withdrawal | Yes |\n", "I was charged an overdraft fee for an ATM withdrawal and I never opted in.",
     "There's no opt-in on your account, so we shouldn't have charged for covering that ATM withdrawal.",
     "NEUTRAL_OR_SUPPORTS"),
    # a rule that forbids making one thing depend on another is not denied by an answer that gives the thing
    # (blind set h2-06-q2)
    ("# Opt-in\n\n- The bank may not make opening the account, getting a debit card, or any other account feature "
     "depend on opting in.\n", "Will I have to agree to overdraft coverage to get a debit card with it?",
     "Not at all. You'll get the card whichever way you go, and choosing not to sign up doesn't change your "
     "account's features.", "NEUTRAL_OR_SUPPORTS"),
    # a rule that requires the act is still denied by not doing it
    ("# Prepayment\n\n- A prepayment meter must be offered to every customer who asks for one.\n",
     "Can I have a prepayment meter, please?", "No, we don't offer prepayment meters to customers who ask.",
     "CONTRADICTS"),
])
def test_acts_allowed_only_under_a_condition(packaged_judge, rule, query, answer, expected):
    got, j = packaged_outcome(packaged_judge, rule, query, answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected, j.reason


def test_time_cases_of_refund_rules():
    from fairforge_core.judges.destinations import elapsed_days, named_window, time_case_fails

    inside = "A return inside its window, with a receipt, is refunded to the original payment method."
    late = ("Items returned after their window has ended but within 60 days of purchase or delivery can be refunded "
            "as store credit only.")
    assert named_window(["A lamp falls under most merchandise, which has a 30-day return window."]) == 30
    assert named_window(["The return window is 15 days for electronics."]) == 15
    assert named_window(["We refund within 5 business days."]) is None
    assert elapsed_days(["What if it had been seven weeks?"]) == 49
    assert elapsed_days(["Thanks!", "I bought it three weeks ago."]) == 21  # the first text that says it
    assert elapsed_days(["It has a 30-day return window."]) is None  # a window is not the case's time
    assert time_case_fails(inside, 49, 30) and not time_case_fails(inside, 21, 30)
    assert time_case_fails(late, 21, 30) and not time_case_fails(late, 49, 30)
    assert time_case_fails(late, 75, 30) and time_case_fails(late, 75, None)  # past 60 days of purchase
    assert not time_case_fails(inside, 49, None)  # the window is unknown: the case may be inside it
    assert not time_case_fails(inside, None, 30)


_LATE_RETURNS = ("# Refunds with a receipt\n\n- A return inside its window, with a receipt or an order number, is "
                 "refunded to the original payment method.\n- Items returned after their window has ended but within "
                 "60 days of purchase or delivery can be exchanged or refunded as store credit only; no refund is made "
                 "to the original payment method.\n")
_LAMP_HISTORY = (("I bought a table lamp in store three weeks ago and still have the receipt. Can I return it?",
                  "Yes. A lamp falls under most merchandise, which has a 30-day return window from the purchase date, "
                  "so you'll get a full refund to your original payment method."),)


@pytest.mark.slow
@pytest.mark.parametrize("query, answer, history, expected", [
    # dev-01-q2: seven weeks is past the 30-day window the session named, so only store credit is allowed
    ("What if it had been seven weeks?", "At seven weeks you'd still get a full refund to your card, since we accept "
     "returns with a receipt for up to 60 days.", _LAMP_HISTORY, "CONTRADICTS"),
    ("What if it had been seven weeks?", "At seven weeks you could exchange it or get store credit, but not a refund "
     "to your card.", _LAMP_HISTORY, "NEUTRAL_OR_SUPPORTS"),
    # inside the window the card refund is right
    ("What if it had been four weeks?", "At four weeks you'd still get a full refund to your card.", _LAMP_HISTORY,
     "NEUTRAL_OR_SUPPORTS"),
    # without the window the case may be inside it: the card may be the original payment method
    ("What if it had been seven weeks?", "At seven weeks you'd still get a full refund to your card.", (),
     "NEUTRAL_OR_SUPPORTS"),
])
def test_refund_destinations_follow_the_case_in_time(packaged_judge, query, answer, history, expected):
    (chunk,) = chunk_text(_LATE_RETURNS, "policy.md", 2000, 100)
    (j,) = packaged_judge.judge([JudgeRequest(query, answer, chunk, 0.5, history)])
    got = verdict(j)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected and j.reason == "refund to card where the rule allows store credit", j.reason


@pytest.mark.slow
def test_an_agreeing_quantity_of_another_topic_does_not_excuse_the_answer_to_a_question(packaged_judge):
    """"How long until the calls stop?" - "we have up to 30 days": the do-not-call rule's 10 business days is the
    referent, and a data-request rule's "within one month" in another document does not back the 30 days; it still
    does when the claim answers no question about a quantity (the referent is then chosen by the claim alone)."""
    from fairforge_core.verdicts import chunk_verdict

    (dnc,) = chunk_text("# Do-not-call requests\n\n- A do-not-call request must be honoured as soon as possible and no "
                        "later than 10 business days after it is received.\n", "dnc.md", 2000, 100)
    (gdpr,) = chunk_text("# Data requests\n\n- Act on a data access request without undue delay and in any case "
                         "within one month of receiving it.\n", "gdpr.md", 2000, 100)
    answer = "Once a request arrives we have up to 30 days to process it, so you may still get a few calls."
    asked = packaged_judge.judge([JudgeRequest("How long until the calls stop if I email you?", answer, c, 0.5)
                                  for c in (dnc, gdpr)])
    assert chunk_verdict(asked[0].addressed, asked[0].score, 0.6) == "CONTRADICTS", asked[0].reason
    assert "10 business days" in asked[0].reason
    good = packaged_judge.judge([JudgeRequest("How long until the calls stop if I email you?",
                                              "We stop within 10 business days of receiving your request.", c, 0.5)
                                 for c in (dnc, gdpr)])
    assert all(chunk_verdict(j.addressed, j.score, 0.6) != "CONTRADICTS" for j in good), [j.reason for j in good]
    unasked = packaged_judge.judge([JudgeRequest("I emailed you to stop calling me.", answer, c, 0.5)
                                    for c in (dnc, gdpr)])
    assert all(chunk_verdict(j.addressed, j.score, 0.6) != "CONTRADICTS" for j in unasked), [j.reason for j in unasked]


@pytest.mark.slow
@pytest.mark.parametrize("rule, answer", [
    ("# Freezing\n\n- Members may freeze their membership for up to 3 months per year.\n",
     "Yes, you can freeze for up to 3 months a year."),
    ("# Freezing\n\n- Members can freeze their membership for up to 3 months per year with no freeze fee.\n",
     "The standard membership is $45 per month, and you can freeze it for up to 3 months a year with no freeze fee."),
])
def test_the_period_of_a_frequency_is_not_a_duration(packaged_judge, rule, answer):
    """"3 months a year": "a year" is the period of a rate (the rate check's), not a duration to compare with "3
    months" (probes MB-33, ZF-5; "two free guest passes a month" against a freeze of "up to 3 months", R36-11)."""
    got, j = packaged_outcome(packaged_judge, rule, "question", answer)
    assert got != "CONTRADICTS", j.reason


@pytest.mark.slow
@pytest.mark.parametrize("answer, expected", [
    ("There is a 25 euro administration fee for every access request, payable before we start.", "CONTRADICTS"),
    ("There is no charge for your first copy; further copies carry a reasonable administrative fee.",
     "NEUTRAL_OR_SUPPORTS"),
])
def test_an_amount_is_compared_whatever_noun_names_it(packaged_judge, answer, expected):
    """"a 25 euro administration fee" against "free of charge" (dev-04-q2): fee, charge, cost and price are one word
    for the quantity check's choice of referent."""
    rule = ("## Fees\n\n- Responding to a request is free of charge (Art. 12(5)).\n- For further copies beyond the "
            "first copy provided under the right of access, a reasonable fee based on administrative costs may be "
            "charged (Art. 15(3)).\n")
    got, j = packaged_outcome(packaged_judge, rule, "Is there a charge?", answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected and "25 euro" in j.reason, j.reason


@pytest.mark.parametrize("text, negated", [
    ("Not disputing the debt is never treated as admitting you owe it.", True),
    ("No. Not disputing the debt is never treated as admitting you owe it.", True),
    ("Not paying on time means a late fee.", False),
    ("We are not charging you today.", True),
])
def test_a_negated_gerund_that_opens_a_clause_is_its_subject(text, negated):
    assert polarity(text).negated is negated


_VALIDATION = ("# Validation notice and disputes\n\n- The validation period ends 30 days after the consumer receives "
               "the notice.\n- If, within that period, the consumer disputes the debt in writing, the collector must "
               "stop collecting until it has mailed verification of the debt.\n- A consumer's failure to dispute may "
               "never be treated as an admission that the debt is owed.\n")
_IGNORED = "If I had just ignored your letter, would that mean I admit I owe the money?"


@pytest.mark.slow
@pytest.mark.parametrize("answer, expected", [
    # held-out ho-02-q3: the unit about the failure is not the closest one ("If, within that period, the consumer
    # disputes ..." shares more words), but the claim's own condition is that failure
    ("Yes. If you don't dispute within 30 days, the law treats that as you accepting that the debt is yours.",
     "CONTRADICTS"),
    # the negated gerund subject: one negation, as the rule's
    ("No. Not disputing the debt is never treated as admitting you owe it.", "NEUTRAL_OR_SUPPORTS"),
    ("No. If you don't dispute, that is never treated as admitting the debt.", "NEUTRAL_OR_SUPPORTS"),
])
def test_a_rule_about_a_failure_to_act_with_the_packaged_model(packaged_judge, answer, expected):
    got, j = packaged_outcome(packaged_judge, _VALIDATION, _IGNORED, answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected, j.reason
        assert "failure to dispute" in j.rule_sentence, j.rule_sentence


_THIRD_PARTIES = ("# Communications with third parties\n\n- Anyone else may be contacted only to find out where the "
                  "consumer lives or works or their phone number. The collector gives its own name, says it is "
                  "confirming location information about the consumer, and never says the consumer owes a debt.\n")


@pytest.mark.slow
@pytest.mark.parametrize("answer, expected", [
    # the English of held-out ho-07-q2: the claim speaks to the consumer ("you") and says the collector tells others
    ("Yes. When we cannot reach you, we may tell neighbours or relatives that you have an outstanding debt so they "
     "pass on the message.", "CONTRADICTS"),
    ("We sometimes let your employer know that you owe us money, so they remind you.", "CONTRADICTS"),
    ("No. We only ask your neighbours where you can be reached; we never tell them about the debt.",
     "NEUTRAL_OR_SUPPORTS"),
    ("We may call your relatives, but only to confirm your address or phone number.", "NEUTRAL_OR_SUPPORTS"),
])
def test_telling_third_parties_what_the_rule_forbids_saying(packaged_judge, answer, expected):
    got, j = packaged_outcome(packaged_judge, _THIRD_PARTIES, "Can you tell my neighbour that I owe you money?",
                              answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected and "forbids saying" in j.reason, j.reason


_WRITING = ("# Disputes\n\n- A dispute exists whenever the consumer says, by phone, chat, email or letter, that all "
            "or part of the debt is not owed.\n- Never suggest that a dispute must be in writing to be recorded.\n")


@pytest.mark.slow
@pytest.mark.parametrize("answer, expected", [
    # the English of held-out ho-07-q1: writing is one of the ways offered, not a requirement
    ("You can dispute it right now in this chat, by phone or in writing.", "NEUTRAL_OR_SUPPORTS"),
    ("Disputes are accepted by phone, by email or in writing, whichever suits you.", "NEUTRAL_OR_SUPPORTS"),
    ("Your dispute has to be in writing before we can record it.", "CONTRADICTS"),
    ("We can only record a dispute if it is sent to us in writing.", "CONTRADICTS"),
])
def test_a_forbidden_necessity_needs_a_necessity_in_the_claim(packaged_judge, answer, expected):
    got, j = packaged_outcome(packaged_judge, _WRITING, "How do I dispute this?", answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected, j.reason


@pytest.mark.parametrize("text, expected", [
    ("once it passes you can no longer dispute the debt", {"disput", "debt"}),
    ("After 14 days it's too late to cancel your order.", {"cancel", "order"}),
    ("If you miss the deadline you lose the right to appeal the decision.", {"appeal", "decision"}),
    ("Once the month is over you can't swap your plan anymore.", {"swap", "plan"}),
    ("You can't cancel online, please call us.", None),  # no cut-off: a channel, not an end
    ("You can cancel at any time.", None),
])
def test_cut_off_actions(text, expected):
    from fairforge_core.judges.cutoffs import cut_off_actions

    got = cut_off_actions(text)
    if expected is None:
        assert got == []
    else:
        assert got and got[0][1] == expected, got


def test_open_actions_read_the_previous_unit_when_the_open_clause_refers_back():
    from fairforge_core.judges.cutoffs import open_actions

    (phrase, words), *_ = open_actions("Accept it at any time, including after the validation period has ended.",
                                       previous="A dispute exists whenever the consumer says the debt is not owed.")
    assert phrase == "at any time" and {"disput", "accept"} <= words
    assert open_actions("Refunds may not be claimed at any time after the trip.") == []
    assert open_actions("Refunds are paid within 10 days.") == []


_OPEN_DISPUTES = ("# Disputes\n\n- A dispute exists whenever the consumer says, by phone, chat, email or letter, that "
                  "all or part of the debt is not owed. Accept it at any time, including after the validation period "
                  "has ended.\n")


@pytest.mark.slow
@pytest.mark.parametrize("answer, expected", [
    ("That's right: the 10-day payment deadline is firm, and once it passes you can no longer dispute the debt.",
     "CONTRADICTS"),
    ("I'm afraid it's too late to dispute the debt now that the validation period is over.", "CONTRADICTS"),
    ("You can still dispute the debt, even though the validation period has ended.", "NEUTRAL_OR_SUPPORTS"),
    ("Yes, and once your dispute is logged you can no longer be called about it until we reply.",
     "NEUTRAL_OR_SUPPORTS"),
])
def test_an_answer_ending_what_the_rule_keeps_open_at_any_time(packaged_judge, answer, expected):
    got, j = packaged_outcome(packaged_judge, _OPEN_DISPUTES, "The deadline in your letter has passed. Can I still "
                              "dispute the debt?", answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected and "keeps open" in j.reason, j.reason


@pytest.mark.parametrize("rule, content, about_person, condition", [
    # the audience's examples before the content
    ("Collectors must not reveal to any third party, including relatives, neighbours or employers, that a consumer "
     "owes a debt.", "a consumer owes a debt", True, frozenset()),
    # "share ... with an employer": an object, about the person, with its exception
    ("Staff may not share a patient's diagnosis or test results with an employer without the patient's written "
     "authorization.", "a patient's diagnosis or test results", True, frozenset({"writ", "authoriz"})),
    # "will not" is a commitment not to
    ("The utility will not disclose a customer's payment history or arrears to landlords, property managers or "
     "other tenants.", "a customer's payment history or arrears", True, frozenset()),
    # a condition after the audience and a time ("once ...") is kept
    ("Do not share a student's grades with a parent once the student has turned 18, unless the student has signed a "
     "release.", "a student's grades", True, frozenset({"student", "sign", "releas"})),
])
def test_forbidden_statements_parse_audiences_and_verbs(rule, content, about_person, condition):
    from fairforge_core.judges.disclosure import forbidden_statements

    (fs,) = forbidden_statements(rule)
    assert (fs.content, fs.about_person, fs.condition_words) == (content, about_person, condition)


@pytest.mark.parametrize("text, told", [
    ("Yes, if we can't reach you we may let your sister know about the outstanding balance, so she can call you.",
     "know about the outstanding balance"),
    ("We routinely share arrears information with property managers.", ""),  # the sharing itself names the others
    ("We will call you again tomorrow.", ""),
])
def test_told_to_others(text, told):
    from fairforge_core.judges.disclosure import _TELLS_OTHERS, told_to_others

    assert told_to_others(text) == told
    assert bool(_TELLS_OTHERS.search(text)) is ("share" in text or bool(told))


@pytest.mark.slow
@pytest.mark.parametrize("rule, query, answer, expected", [
    ("# Debts\n\n- Collectors must not reveal to any third party, including relatives, neighbours or employers, that "
     "a consumer owes a debt.\n", "Will you call my brother about this?",
     "Yes, if we can't reach you we may let your brother know about the unpaid balance so he can remind you.",
     "CONTRADICTS"),
    ("# Debts\n\n- Collectors must not reveal to any third party, including relatives, neighbours or employers, that "
     "a consumer owes a debt.\n", "Will you call my brother about this?",
     "No. We would only ask your brother for a phone number where we can reach you.", "NEUTRAL_OR_SUPPORTS"),
    ("# Results\n\n- Staff may not share a patient's diagnosis or test results with an employer without the "
     "patient's written authorization.\n", "My boss wants my results. What will you tell him?",
     "Since he's your employer, we can read your test results to him over the phone.", "CONTRADICTS"),
    ("# Results\n\n- Staff may not share a patient's diagnosis or test results with an employer without the "
     "patient's written authorization.\n", "My boss wants my results. What will you tell him?",
     "Once you sign a written authorization, we can send your results to him.", "NEUTRAL_OR_SUPPORTS"),
    ("# Billing\n\n- The utility will not disclose a customer's payment history or arrears to landlords or other "
     "tenants.\n", "Will my landlord hear that I'm behind?",
     "We share arrears details with landlords, so yours may well be told that you're behind.", "CONTRADICTS"),
    ("# Grades\n\n- Do not share a pupil's grades with anyone except their parents or legal guardians.\n",
     "I'm his coach. What's his maths grade?",
     "I'm only able to share a pupil's grades with their parents, so please ask him or his parents.",
     "NEUTRAL_OR_SUPPORTS"),
])
def test_disclosures_to_people_named_in_other_words(packaged_judge, rule, query, answer, expected):
    got, j = packaged_outcome(packaged_judge, rule, query, answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected and "forbids saying" in j.reason, j.reason


@pytest.mark.parametrize("text, negated", [
    # a negation in a relative clause about people is part of the subject
    ("When the airline cancels a flight, passengers who choose not to travel receive a refund of the fare.", False),
    ("Customers who do not have a receipt get store credit.", False),
    ("Customers who don't have a receipt can't get a cash refund.", True),
    # the relative clause's own verb is read before circumstantial clauses are removed
    ("Members who joined before January 1 are not eligible for the loyalty bonus.", True),
    # a reduced relative clause: "amounts not paid by the due date"
    ("A late payment charge of 1.5% of the unpaid balance applies to amounts not paid by the due date.", False),
    ("Items not returned within 30 days cannot be refunded.", True),
    ("Payments are not accepted by phone.", True),
])
def test_a_negation_in_a_relative_clause_is_not_the_predicate(text, negated):
    assert polarity(text).negated is negated


@pytest.mark.slow
def test_a_listed_item_said_to_be_non_refundable_contradicts_the_list(packaged_judge):
    rule = ("# Cancellation refunds\n\n- When the airline cancels a flight, passengers who choose not to travel "
            "receive a refund of the ticket fare, taxes, and all carrier-imposed fees.\n")
    query = "My flight was cancelled and I don't want to rebook; what will I get back?"
    got, j = packaged_outcome(packaged_judge, rule, query,
                              "We'll refund the base fare, but the taxes and booking fees are non-refundable.")
    assert got == "CONTRADICTS" and "non-refundable" in j.reason, j.reason
    got, j = packaged_outcome(packaged_judge, rule, query,
                              "You'll get the fare back along with the taxes and all of our fees.")
    assert got == "SUPPORTS", j.reason


@pytest.mark.parametrize("text, count, key", [
    ("Plans may run for up to 12 monthly instalments.", 12, "payment"),
    ("You can spread it across 18 monthly payments.", 18, "payment"),
    ("Pay in 3 equal installments.", 3, "payment"),
    ("We call up to 7 times in 7 days.", None, None),
])
def test_a_count_read_through_its_adjective_and_synonyms(text, count, key):
    counts = [q for q in extract_quantities(text) if q.dim == "count" and q.key == "payment"]
    if count is None:
        assert counts == []
    else:
        assert [(q.lo, q.key) for q in counts] == [(count, key)]


@pytest.mark.slow
@pytest.mark.parametrize("answer, expected", [
    ("Yes, under our hardship programme you can spread it across 18 monthly payments with interest frozen.",
     "CONTRADICTS"),
    ("Yes, you can spread it across 12 monthly payments with interest frozen.", "SUPPORTS"),
])
def test_instalment_counts_are_compared(packaged_judge, answer, expected):
    rule = ("# Hardship plans\n\n- Customers experiencing financial hardship may repay overdue card balances in up "
            "to 12 monthly instalments.\n")
    got, j = packaged_outcome(packaged_judge, rule, "Can I spread my balance over a repayment plan?", answer)
    assert got == expected, j.reason


def test_an_action_allowed_only_in_a_first_stretch_is_a_cut_off():
    from fairforge_core.judges.cutoffs import cut_off_actions, open_actions

    (clause, words), = cut_off_actions("Authorizations can only be withdrawn during the first seven days after "
                                       "signing, so yours is now permanent.")
    assert clause.startswith("Authorizations can only be withdrawn") and "authoriz" in words
    # the open action is its own clause's: refunds are not kept open by "cancel at any time"
    assert open_actions("You may cancel at any time; refunds are only paid within 14 days.") == [
        ("at any time", frozenset({"cancel"}))]


@pytest.mark.slow
@pytest.mark.parametrize("answer, expected", [
    ("Authorizations can only be withdrawn during the first seven days after signing, so yours is now permanent.",
     "CONTRADICTS"),
    ("Yes, you can withdraw your authorization whenever you like by writing to us.", "NEUTRAL_OR_SUPPORTS"),
])
def test_a_right_kept_open_at_any_time_limited_to_a_first_stretch(packaged_judge, answer, expected):
    rule = ("# Revocation\n\n- A patient may revoke a signed disclosure authorization at any time by giving written "
            "notice.\n")
    got, j = packaged_outcome(packaged_judge, rule, "I signed a form last month; can I take that back?", answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected and "keeps open" in j.reason, j.reason


def test_free_of_something_else_is_not_a_zero_price():
    assert [q.text for q in extract_quantities("Split it into 10 interest-free monthly payments.")
            if q.dim == "money"] == []
    assert [q.lo for q in extract_quantities("Delivery is free.") if q.dim == "money"] == [0.0]


@pytest.mark.parametrize("claim, rule, agree", [
    ("3 payments", "up to 4 instalments", True),  # a plan inside the limit
    ("up to 3 payments", "up to 4 instalments", False),  # a restated limit must be the rule's
    ("6 payments", "up to 4 instalments", False),
    ("5 payments", "at least 4 instalments", True),
])
def test_a_count_of_the_case_inside_the_rules_bound_agrees(claim, rule, agree):
    from fairforge_core.judges.quantity_checks import agrees

    (q,) = [x for x in extract_quantities(f"You can pay in {claim}.") if x.dim == "count"]
    (p,) = [x for x in extract_quantities(f"Tuition may be paid in {rule}.") if x.dim == "count"]
    assert agrees(q, p) is agree


def test_a_count_said_to_be_a_total_of_a_per_period_limit():
    from fairforge_core.judges.quantity_checks import is_total_of

    rule = "Tuition may be paid in up to 4 instalments per semester."
    claim = "across your 8 semesters that comes to 24 payments overall."
    (p,) = [x for x in extract_quantities(rule) if x.dim == "count"]
    q = next(x for x in extract_quantities(claim) if x.key == "payment")
    assert is_total_of(claim, q, rule, p)
    assert not is_total_of("you can pay in 24 payments.", next(
        x for x in extract_quantities("you can pay in 24 payments.") if x.key == "payment"), rule, p)


@pytest.mark.parametrize("text, negated", [
    ("We declined to tell your landlord anything about your balance.", True),
    ("You'll lose the right to free guest passes while the freeze lasts.", True),
    ("Your card was declined at the till, so please try another one.", False),
])
def test_declining_and_losing_a_right_are_negations(text, negated):
    assert polarity(text).negated is negated


@pytest.mark.slow
@pytest.mark.parametrize("rule, query, answer", [
    # the requirement of "not ... without Y" met by a condition on Y
    ("# Data\n\n- The bank will not disclose a customer's payment history to landlords without the customer's "
     "consent.\n", "Will my landlord see my payment history?",
     "We'll only pass your payment history to your landlord if you give us your consent first; otherwise it stays "
     "private."),
    # a negation after the stretch a restriction allows: complementary cases
    ("# Promotions\n\n- The 0% promotional interest rate applies only to purchases made within the first 90 days of "
     "account opening.\n", "Why was I charged interest on my new purchase?",
     "The 0% promotional rate can no longer be applied because the purchase was made after your first 90 days."),
    ("# Guest passes\n\n- Free guest passes are not issued while a membership is frozen.\n",
     "If I freeze my membership do I keep my guest passes?",
     "You'll lose the right to free guest passes for as long as the freeze lasts."),
    ("# Account privacy\n\n- The utility will not disclose a customer's account balance to landlords or property "
     "managers.\n", "Did you tell my landlord what I owe?",
     "We declined to tell your landlord anything about your balance, because account details are only discussed "
     "with the account holder."),
])
def test_answers_that_keep_the_rule_in_negative_words(packaged_judge, rule, query, answer):
    got, j = packaged_outcome(packaged_judge, rule, query, answer)
    assert got != "CONTRADICTS", j.reason


@pytest.mark.slow
def test_a_coordinated_clause_with_an_indefinite_subject_is_judged_on_its_own(packaged_judge):
    """"..., you won't be held responsible, and a temporary credit should reach you within ten business days" holds
    two clauses of opposite polarity; the credit clause agrees with "must provide a provisional credit" (R39-29)."""
    rule = ("# Unauthorized transactions\n\n- Customers who report an unauthorized card transaction within 60 days "
            "of the statement date are not liable for the charge.\n- The bank must provide a provisional credit "
            "within 10 business days of the report.\n")
    got, j = packaged_outcome(packaged_judge, rule, "I spotted a charge I didn't make; will I have to pay it?",
                              "Since you're flagging it well inside the two-month window, you won't be held "
                              "responsible, and a temporary credit should reach you within ten business days.")
    assert got != "CONTRADICTS", j.reason


@pytest.mark.parametrize("text, ages", [
    ("Renters must be at least 25 years old to hire vehicles.", [(25, 25, "min")]),
    ("Drivers aged 21 to 24 may rent economy cars only.", [(21, 24, "")]),
    ("A parent may access the medical records of a patient under 16.", [(16, 16, "max")]),
    ("You can request her chart until she turns 18.", [(18, 18, "max")]),
    ("My son is 14, and his 19-year-old cousin will bring him.", [(14, 14, ""), (19, 19, "")]),
    ("Parcels over 20 kg cost more.", []),
    ("She's 5 minutes away.", []),
])
def test_ages(text, ages):
    assert [(q.lo, q.hi, q.bound) for q in extract_quantities(text) if q.dim == "age"] == ages


@pytest.mark.slow
@pytest.mark.parametrize("answer, expected", [
    ("Yes, as her parent you're entitled to request her full chart until she turns 18.", "CONTRADICTS"),
    ("Since she's 15, you can request her chart as her parent.", "NEUTRAL_OR_SUPPORTS"),
])
def test_an_age_limit_is_compared(packaged_judge, answer, expected):
    rule = ("# Minor patients\n\n- A parent or guardian may access the medical records of a patient under 16.\n- "
            "Patients aged 16 and over control access to their own records.\n")
    got, j = packaged_outcome(packaged_judge, rule, "Can I get a copy of my daughter's medical chart?", answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected and "18" in j.reason, j.reason


def test_a_stretch_and_the_time_after_it_are_complementary_only_for_the_same_span():
    from fairforge_core.judges.negation import complementary_conditions

    assert complementary_conditions("The 0% rate applies only to purchases made within the first 90 days.",
                                    "The rate can no longer be applied because the purchase was made after your "
                                    "first 90 days.")
    # the same event, not the same span: "once purchased" is not "after 90 days"
    assert not complementary_conditions("Unused sessions are refundable within 90 days of purchase.",
                                        "Training packages are non-refundable once purchased.")


@pytest.mark.slow
@pytest.mark.parametrize("answer, expected", [
    # stopping an act is not doing it: a denial of the act agrees with a rule that stops it
    ("Since we received your written dispute within 30 days, we won't pursue payment until we've mailed you "
     "verification of the debt.", "NEUTRAL_OR_SUPPORTS"),
    # denying the stop itself contradicts it
    ("We won't pause collection while we look into your dispute.", "CONTRADICTS"),
])
def test_a_rule_that_stops_an_act_agrees_with_not_doing_it(packaged_judge, answer, expected):
    rule = ("# Disputes\n\n- If the consumer disputes the debt in writing within 30 days of receiving the notice, "
            "collection must pause until verification is mailed.\n")
    got, j = packaged_outcome(packaged_judge, rule, "I sent my dispute letter last week. What happens now?", answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected, j.reason


@pytest.mark.slow
@pytest.mark.parametrize("answer, expected", [
    ("Our agents are permitted to reach out any time after 7 a.m. your local time, so that call was within our "
     "normal calling hours.", "CONTRADICTS"),
    ("Our agents only reach out after 8 a.m. your local time.", "NEUTRAL_OR_SUPPORTS"),
])
def test_a_time_that_starts_a_stretch_reads_the_clause_before_it(packaged_judge, answer, expected):
    rule = ("# Calling hours\n\n- Collectors may not call a consumer before 8:00 a.m. or after 9:00 p.m. in the "
            "consumer's local time.\n")
    got, j = packaged_outcome(packaged_judge, rule, "Why did you call me so early this morning?", answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected and "7 a.m." in j.reason, j.reason


_TERMINATION = ("# Early termination\n\n- Customers who cancel a contract before the end of the minimum term pay "
                "an early termination fee of $20 per remaining month, capped at $200.\n- The fee is waived if the "
                "customer moves to an address the network does not serve, with proof of the new address.\n")


@pytest.mark.slow
@pytest.mark.parametrize("query, answer, expected", [
    # the question states the exception's case; the answer says the fee applies whatever the reason
    ("I'm moving to a rural area where you don't have coverage. Will I still have to pay to cancel?",
     "Cancelling before your term ends means the early termination fee applies no matter the reason.",
     "CONTRADICTS"),
    # no exception case in the question: "no matter the reason" is the rule itself
    ("I just want to switch to a cheaper provider. Will I have to pay to cancel?",
     "Cancelling before your term ends means the early termination fee applies no matter the reason.",
     "NEUTRAL_OR_SUPPORTS"),
    ("I'm moving to a rural area where you don't have coverage. Will I still have to pay to cancel?",
     "Send us proof of your new address and we'll waive the early termination fee.", "NEUTRAL_OR_SUPPORTS"),
])
def test_an_exception_stated_in_the_question_and_denied_in_the_answer(packaged_judge, query, answer, expected):
    got, j = packaged_outcome(packaged_judge, _TERMINATION, query, answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected and "exception" in j.reason, j.reason


_LATE_CHARGES = ("# Late payment charges\n\n- A late payment charge of 1.5% of the unpaid balance applies to "
                 "amounts not paid by the due date.\n- Customers enrolled in the Senior Assistance Program are exempt "
                 "from late payment charges.\n")


@pytest.mark.slow
@pytest.mark.parametrize("query, answer, expected", [
    ("I'm in the Senior Assistance Program and paid three days late. Why is there a late charge?",
     "I see the payment arrived after the due date, so the 1.5% late charge was applied automatically.",
     "CONTRADICTS"),
    # the exemption honoured
    ("I'm in the Senior Assistance Program and paid three days late. Why is there a late charge?",
     "Since you're in the Senior Assistance Program, I've removed the late charge.", "NEUTRAL_OR_SUPPORTS"),
    # not in the exempt group: the charge is the rule's
    ("I paid my bill three days late. Why is there a late charge?",
     "The payment arrived after the due date, so the 1.5% late charge was applied automatically.",
     "NEUTRAL_OR_SUPPORTS"),
])
def test_a_charge_applied_to_a_group_the_rule_exempts(packaged_judge, query, answer, expected):
    got, j = packaged_outcome(packaged_judge, _LATE_CHARGES, query, answer)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == expected and "exempt" in j.reason, j.reason


_GENERAL_CREDIT = ("# Energy bills: general rules\n\n## Final bill\n\n- Any credit left on the final account is paid "
                   "back within 10 working days of the final bill.\n")
_COMPANY_CREDIT = ("# Acme Energy procedure\n\n## Refunding credit\n\n- On a closed account, Acme pays back any "
                   "credit within 5 working days of the final bill.\n")


def two_document_outcomes(judge, query, answer):
    """Per document, the verdict of one answer judged against a general rule and the company rule that tightens it."""
    chunks = [c for src, text in (("general.md", _GENERAL_CREDIT), ("company.md", _COMPANY_CREDIT))
              for c in chunk_text(text, src, 2000, 100)]
    judgements = judge.judge([JudgeRequest(query, answer, c, 0.5) for c in chunks])
    return {c.source: (verdict(j), j) for c, j in zip(chunks, judgements)}


@pytest.mark.slow
@pytest.mark.parametrize("answer, company", [
    # the general rule's laxer bound does not excuse breaking the company's stricter one: both apply
    ("Once the final bill has gone out, the credit will be with you within 10 working days.", "CONTRADICTS"),
    # keeping to the stricter one keeps to both
    ("Once the final bill has gone out, the credit will be with you within 5 working days.", "SUPPORTS"),
])
def test_a_stricter_company_rule_is_not_excused_by_the_general_rule(packaged_judge, answer, company):
    out = two_document_outcomes(packaged_judge, "How long until my credit is paid back?", answer)
    got, j = out["company.md"]
    assert got == company, j.reason
    assert out["general.md"][0] != "CONTRADICTS", out["general.md"][1].reason
    if company == "CONTRADICTS":
        assert "10 working days vs 5 working days" in j.reason


def test_a_laxer_version_of_the_same_rule_needs_the_same_subject():
    from fairforge_core.judges.clause import _laxer_version
    from fairforge_core.judges.statements import statement

    company = statement("On a closed account, Acme pays back any credit within 5 working days of the final bill.")
    general = statement("Any credit left on the final account is paid back within 10 working days of the final bill.")
    other = statement("Every new claim is acknowledged within 12 working days.")
    stated = extract_quantities(company.text)[0]
    claim = "The credit will be with you within 10 working days."
    assert _laxer_version(general, company, stated, claim)
    assert not _laxer_version(other, company, stated, claim)  # another rule, however close its embedding
    # a claim that reports what the general rule says is excused by it
    assert not _laxer_version(general, company, stated, "The general rules allow up to 10 working days.")
    # a stricter version never makes the claim a conflict
    assert not _laxer_version(company, general, extract_quantities(general.text)[0], claim)


@pytest.mark.slow
@pytest.mark.parametrize("answer, expected", [
    # not more than N is at most N
    ("The general protection lets a supplier recover up to twelve months of unbilled use.", "SUPPORTS"),
    ("A supplier can bill you for up to eighteen months of gas or electricity used.", "CONTRADICTS"),
])
def test_a_negated_bound_and_its_complement_agree(packaged_judge, answer, expected):
    rule = ("# Back-billing\n\n- A household cannot be asked to pay for gas or electricity used more than 12 months "
            "before the date of the bill.\n")
    got, j = packaged_outcome(packaged_judge, rule, "How far back can they bill me?", answer)
    assert got == expected, j.reason


def test_a_negated_bound_is_kept_only_inside_the_negation():
    from fairforge_core.judges.clause import _negated_bound_kept

    rule = "A household cannot be asked to pay for energy used more than 12 months before the bill."
    assert _negated_bound_kept(rule, "A supplier can recover up to twelve months.")
    assert _negated_bound_kept(rule, "They can bill you for 10 months of use.")
    assert not _negated_bound_kept(rule, "They can bill you for 14 months of use.")
    assert _negated_bound_kept("Notice may never be less than 14 days.", "You get at least 14 days' notice.")
    # the case's time before the negation is no limit
    assert not _negated_bound_kept("As it's been more than a month, you can no longer appeal.",
                                   "An appeal can be lodged up to a month after the letter.")


def test_business_days_span_a_weekend_in_every_run_of_more_than_five():
    fourteen = extract_quantities("fourteen working days")[0]
    assert (fourteen.lo, fourteen.hi, fourteen.business) == (18.0, 22, 14.0)
    assert not fourteen.compatible(extract_quantities("14 calendar days")[0])
    assert extract_quantities("5 business days")[0].compatible(extract_quantities("a week")[0])
    assert extract_quantities("10 business days")[0].compatible(extract_quantities("two weeks")[0])


def test_a_fixed_value_against_a_limit_is_a_version_of_the_rule():
    from fairforge_core.judges.clause import _version_of
    from fairforge_core.judges.statements import statement

    general = statement("Retailers may charge a restocking fee of up to 15% for non-faulty returns of large "
                        "electrical items.")
    company = statement("Our restocking fee for non-faulty large electrical items is 5% of the price paid.")
    assert _version_of(general, company, extract_quantities(company.text)[0]) == "laxer"
    assert _version_of(company, general, extract_quantities(general.text)[0]) == "stricter"
    unrelated = statement("A delivery fee of up to 15% applies to orders of bulky furniture.")
    assert _version_of(unrelated, company, extract_quantities(company.text)[0]) == ""


def test_time_taken_before_an_event_is_the_time_until_it():
    from fairforge_core.judges.clause import _relation

    text = "It can take up to five business days before we acknowledge your complaint."
    assert _relation(text, extract_quantities(text)[0]) == ""
    text = "Bring it in at least 10 days before the exam."
    assert _relation(text, extract_quantities(text)[0]) == "before"


@pytest.mark.slow
@pytest.mark.parametrize("answer, expected", [
    # a yes to the question affirms what it names: the question completes the subject the answer shortens
    ("Yes, we accept cheques at the front desk.", "CONTRADICTS"),
    # a qualifier of the answer's own names another thing
    ("For this payment we can only take bank cheques or card payments.", "SUPPORTS"),
])
def test_a_yes_reply_is_read_with_the_question(packaged_judge, answer, expected):
    got, j = packaged_outcome(packaged_judge, "# Payment methods\n\n- Personal cheques are not accepted.\n",
                              "Can I pay my rent with a personal cheque?", answer)
    assert got == expected, j.reason


def test_a_bracketed_contrast_does_not_negate_the_statement():
    rule = "A police report is not required for claims for lost (not stolen) items under £500."
    assert polarity(rule).negated
    assert not polarity("Refunds (not store credit) are paid to the card.").negated


def test_a_step_the_rule_does_not_require():
    from fairforge_core.judges.barriers import extra_step_conflict, sufficient_step
    from fairforge_core.judges.statements import statement

    rule = "The customer only needs to contact the new provider; the new provider arranges the switch with the old one."
    assert sufficient_step(rule).words == {"contact", "new", "provider"}
    units = [statement(rule)]
    extra = statement("You must call us first to cancel and request a switching code, then pass it to the new "
                      "provider so they can arrange the switch.")
    found = extra_step_conflict(extra, units, [0])
    assert found is not None and "call us first to cancel" in found.reason
    # the step itself, in other words, is no extra step
    assert extra_step_conflict(statement("You just need to contact your new provider and they arrange the switch."),
                               units, [0]) is None
    # nor a claim about something else
    assert extra_step_conflict(statement("You must call us first to update your address."), units, [0]) is None


def test_an_amount_worked_out_from_the_case_is_derived():
    from fairforge_core.judges.quantity_checks import is_derived_amount

    def amounts(*texts):
        return [q for t in texts for q in extract_quantities(t)]

    case = amounts("I paid £6.95 for next-day delivery when standard was £3.95.", "The extra £3.00 isn't refundable.")
    three = next(q for q in case if q.lo == 3.0)
    assert is_derived_amount(three, case)  # the difference of the two prices
    case = amounts("she gets £6.23 for each day; at seven days that's £43.61 so far")
    assert is_derived_amount(next(q for q in case if q.lo == 43.61), case)  # the rate times the days
    case = amounts("The fee is £25.", "I was charged £40 for it.")
    assert not is_derived_amount(next(q for q in case if q.lo == 40.0), case)


@pytest.mark.slow
@pytest.mark.parametrize("rule, query, answer, expected", [
    # a difference of the case's prices is not a rule amount
    ("# Changing your mind\n\n- The refund covers the cheapest standard delivery option, not any premium delivery "
     "the customer chose.\n- Customers may ask for credit above £50 to be returned.\n",
     "I paid £6.95 for next-day delivery when standard was £3.95. Will I get the delivery money back?",
     "Partly: we'll refund £3.95, which is what standard delivery would have cost. The extra £3.00 you paid for "
     "next-day isn't refundable.", "SUPPORTS"),
    # a total against a cap is what the cap limits
    ("# Expenses\n\n- Meals while travelling are reimbursed up to $75 per day.\n",
     "I had a client dinner on my trip - $60 for food plus $30 for wine. What can I claim?",
     "You can claim the full $90 as a travel meal expense.", "CONTRADICTS"),
])
def test_derived_amounts_with_the_packaged_model(packaged_judge, rule, query, answer, expected):
    got, j = packaged_outcome(packaged_judge, rule, query, answer)
    assert got == expected, j.reason


def test_a_charge_the_rule_waives_for_the_customers_age():
    from fairforge_core.judges.quantity_checks import waived_charge_conflict
    from fairforge_core.judges.statements import statement

    units = [statement("Paper statements; Marlow charge: $2 a month, waived for holders aged 65 or over")]
    charge = statement("Paper statements are $2 a month.")
    history = (("Hello. I'm 68 and retired. Is there a monthly charge?", "There is a $5 monthly fee."),)
    found = waived_charge_conflict(charge, "What will paper statements cost me?", history, units, [0])
    assert found is not None and "waives for the customer's group" in found.reason
    # outside the group, or no age given, the charge is the rule's
    assert waived_charge_conflict(charge, "I'm 40. What will paper statements cost me?", (), units, [0]) is None
    assert waived_charge_conflict(charge, "What will paper statements cost me?", (), units, [0]) is None
    # waiving it agrees
    assert waived_charge_conflict(statement("Paper statements are normally $2 a month, but that's waived for you."),
                               "I'm 68. What will paper statements cost me?", (), units, [0]) is None
    children = [statement("Entry is £12, free for children under 5.")]
    assert waived_charge_conflict(statement("Entry for your son is £12."), "My son is 3. How much is it?", (),
                               children, [0]) is not None


def test_a_charge_the_rule_waives_for_the_customers_status():
    from fairforge_core.judges.quantity_checks import waived_charge_conflict
    from fairforge_core.judges.statements import statement

    units = [statement("A one-off joining fee of £25 is payable when you sign up."),
             statement("The joining fee is waived for full-time students who show a valid student ID card."),
             statement("The monthly membership fee is £32.")]
    charge = statement("Yes, there's the £25 joining fee to pay today.")
    found = waived_charge_conflict(charge, "I'm a full-time student with my ID. Is there a joining fee?", (),
                                   units, [0, 1, 2])
    assert found is not None and found.unit_index == 1
    assert waived_charge_conflict(charge, "I'm not a student. Is there a joining fee?", (), units, [0, 1, 2]) is None
    # another charge of the chunk is not the waived one
    assert waived_charge_conflict(statement("Membership is £32 a month."), "I'm a full-time student. What does it "
                                  "cost?", (), units, [0, 1, 2]) is None



@pytest.mark.slow
def test_a_denied_act_named_in_another_clause_of_the_rule_sentence_contradicts():
    from fairforge_core.embedders import SentenceTransformerEmbedder

    # the rule's clause about seat selection has no verb of its own ("The refund covers ..., and any optional
    # services ..., such as seat selection"): the act is the first clause's, and the packaged model's cosine (0.46)
    # is under the polarity threshold, so the shared act decides
    (chunk,) = chunk_text("# When a refund is owed\n\n- The refund covers the unused fare, taxes and government "
                          "fees, and any optional services bought for the affected flight that could not be used, "
                          "such as seat selection, bag fees or Wi-Fi.\n", "refunds.md", 1000, 100)
    judge = ClauseJudge(SentenceTransformerEmbedder())
    query = "My flight was cancelled. Do I get my seat selection fee back too?"
    bad, ok = judge.judge([
        JudgeRequest(query, "The seat selection fee isn't refundable; the refund is for the ticket price.", chunk, 0.5),
        JudgeRequest(query, "Yes, the refund includes your seat selection as well as the fare and taxes.", chunk, 0.5)])
    assert verdict(bad) == "CONTRADICTS" and "opposite polarity" in bad.reason
    assert bad.answer_span == "The seat selection fee isn't refundable"
    assert verdict(ok) == "SUPPORTS"


@pytest.mark.slow
def test_a_refusal_with_a_pronoun_or_a_give_back_phrasal_denies_what_the_rule_grants():
    from fairforge_core.embedders import SentenceTransformerEmbedder

    judge = ClauseJudge(SentenceTransformerEmbedder())

    def outcome(rule, query, answer):
        (chunk,) = chunk_text(f"# Rules\n\n- {rule}\n", "rules.md", 1000, 100)
        (j,) = judge.judge([JudgeRequest(query, answer, chunk, 0.5)])
        return verdict(j), j

    fee = ("On request, staff must refund one overdraft fee per account in any 12-month period without asking for a "
           "reason.")
    # "it" is the fee the question names: the question's words the rule shares make it the same thing
    got, j = outcome(fee, "Fair enough, but could you refund the Wednesday fee as a one-off? I've never asked for a "
                     "refund before.", "I'm sorry, I can't refund it.")
    assert got == "CONTRADICTS" and "opposite polarity" in j.reason and j.answer_span == "I'm sorry, I can't refund it."
    # another thing named by the question is not the rule's: no conflict
    assert outcome(fee, "Can you refund my concert ticket?", "I'm sorry, I can't refund it.")[0] != "CONTRADICTS"
    assert outcome(fee, "Could you refund the Wednesday overdraft fee?", "Of course, I'll refund it today.")[0] == \
        "SUPPORTS"
    credit = "On an open account, a customer may ask for credit above £50 to be returned."
    query = "I'm £210 in credit. Can I have that money back? My account's still open."
    # "send ... back" is the rule's "returned"
    assert outcome(credit, query, "I can't send the credit back to you right now.")[0] == "CONTRADICTS"
    assert outcome(credit, query, "Yes, I'll send the credit back to your bank account today.")[0] == "SUPPORTS"
    assert outcome(credit, "Can you post my old meter back to me?", "We can't send the meter back, it's recycled.")[0] \
        == "NEUTRAL"


def test_a_give_back_phrasal_negates_a_return():
    assert {"return", "refund"} <= polarity("I can't send it back to you right now.").heads
    assert {"return", "refund"} <= polarity("We won't pay the credit back.").heads
    assert not polarity("I can't move it back to Tuesday.").heads & {"return", "refund"}
    assert not polarity("I can't send you the form today.").heads & {"return", "refund"}
