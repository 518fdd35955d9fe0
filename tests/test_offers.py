"""A further retention offer after the customer declined one (fairforge_core.judges.offers), an act done although the
case denies the only condition under which the rule allows it (fairforge_core.judges.unmet), and the session history
that the evaluator hands to the decision backend (JudgeRequest.history)."""

from __future__ import annotations

import pytest

from fairforge_core.chunking import chunk_text
from fairforge_core.engine import HISTORY_TURNS, CorpusIndex, RegulatoryEvaluator, RetrievalSettings
from fairforge_core.judges import ClauseJudge
from fairforge_core.judges.offers import declined_offer, is_offer
from fairforge_core.schemas.common import Batch, Dataset
from fairforge_core.statistical import FrequentistMode
from fairforge_core.verdicts import ChunkJudge, ChunkJudgement, JudgeRequest, chunk_verdict
from tests.fakes import HashingEmbedder

CANCEL = ("# How to cancel\n\n- Members can cancel in the app or through the web-chat assistant.\n- One retention "
          "offer "
          "(for example a discount or a pause) may be made per cancellation request. Once the member declines it, or "
          "has already said they do not want offers, the cancellation is processed at once, with no further offers "
          "or questions.\n")
FIRST_OFFER = ("I can do that for you right here. Before I do: would you like 3 months at half price, $19.50 a month, "
               "instead? If not, just say so and I'll go ahead and cancel.")
SECOND_OFFER = "Okay. Just one more thing before I do: I could give you a free month if you stay with us. Would " \
               "that change your mind?"


@pytest.mark.parametrize("text, expected", [
    (FIRST_OFFER, True),
    (SECOND_OFFER, True),
    ("How about we pause your membership for two months instead?", True),
    ("We can knock 20% off your next three bills if you stay.", True),
    ("Your plan costs $39 a month and renews on the 1st.", False),           # a price, no proposal
    ("Would you like a confirmation email?", False),                         # a proposal, no incentive
    ("Done. Your Club Pass is cancelled, and the confirmation is on its way.", False),
])
def test_an_offer_proposes_an_incentive(text, expected):
    assert is_offer(text) is expected


def test_a_declined_offer_needs_an_offer_and_a_later_refusal():
    history = (("I want to cancel my Club Pass.", FIRST_OFFER),)
    assert declined_offer(history, "No thanks, please cancel it.")
    assert declined_offer(history + (("No thanks, please cancel it.", "I can't cancel in chat."),),
                          "I signed up in the app. Cancel it here, please.")
    assert not declined_offer(history, "Hmm, what would the price be after the three months?")
    assert not declined_offer((("I want to cancel.", "Sure, I can cancel that for you."),), "No, cancel it now.")
    assert not declined_offer((), "No thanks, please cancel it.")


def judge(answer: str, query: str, history=()):
    (chunk,) = chunk_text(CANCEL, "terms.md", 2000, 100)
    (j,) = ClauseJudge(HashingEmbedder()).judge([JudgeRequest(query, answer, chunk, 0.5, tuple(history))])
    return chunk_verdict(j.addressed, j.score, 0.6), j


def test_a_second_offer_after_a_decline_conflicts_and_the_first_does_not():
    history = (("I want to cancel my Club Pass. I'm on the monthly plan.", FIRST_OFFER),
               ("No thanks, please cancel it.", "I'm not able to cancel memberships in chat."))
    v, j = judge(SECOND_OFFER, "I signed up in the app and I'm not calling anyone. Cancel it here, please.", history)
    assert v == "CONTRADICTS"
    assert j.reason == "makes a further offer after the customer declined one"
    assert "One retention offer" in j.rule_sentence and j.answer_span.startswith("Just one more thing")
    # the same answer without the session's earlier turns is the one offer the rule allows
    v, _ = judge(SECOND_OFFER, "I signed up in the app and I'm not calling anyone. Cancel it here, please.")
    assert v != "CONTRADICTS"
    # the first offer of the session
    v, _ = judge(FIRST_OFFER, "I want to cancel my Club Pass. I'm on the monthly plan.")
    assert v != "CONTRADICTS"
    # a member who said they want no offers gets none, even in a first turn
    v, j = judge(FIRST_OFFER, "Cancel my Club Pass. I don't want any offers.")
    assert v == "CONTRADICTS" and j.reason == "makes an offer after the customer said they want none"
    # processing the cancellation after a decline is what the rule asks
    v, _ = judge("Done. Your Club Pass is cancelled and the confirmation is on its way to your inbox.",
                 "No. Cancel it now.", history)
    assert v != "CONTRADICTS"


def test_a_rule_without_an_offer_limit_is_not_broken_by_a_second_offer():
    rule = "# Offers\n\n- Retention offers must state the full price after any discount period ends.\n"
    (chunk,) = chunk_text(rule, "offers.md", 2000, 100)
    history = (("I want to cancel.", FIRST_OFFER),)
    (j,) = ClauseJudge(HashingEmbedder()).judge([JudgeRequest("No thanks.", SECOND_OFFER, chunk, 0.5, history)])
    assert j.reason != "makes a further offer after the customer declined one"


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


def test_only_under_reads_the_act_and_the_condition():
    from fairforge_core.judges.unmet import denied_words, only_under

    act, cond = only_under("Cash refunds are given only when the customer shows proof of purchase.")
    assert {"cash", "refund"} <= act and {"show", "proof"} <= cond
    assert only_under("A field agent may only visit a customer's home if the customer has agreed.")[0] >= {"visit"}
    assert only_under("Refunds are issued within 14 days.") is None
    # a rule that opens with its own case is not read as "<act> only if <condition>"
    assert only_under("If it cannot, it may extend the deadline once, and only if it tells the patient why.") is None
    assert "receipt" in denied_words(["I've lost the receipt and have nothing to show, but I want cash back."])
    assert denied_words(["Please refund me in cash."]) == frozenset()


TRANSFERS = "# International transfers\n\n- Transfers over £10,000 are released only after a callback to the " \
            "customer has been completed.\n"


@pytest.mark.slow
@pytest.mark.parametrize("query, answer, history, expected", [
    # the question denies the condition in its words ("a call" / "a callback") and the answer does the act
    ("I'm sending £15,000 to my brother abroad. I'm not free for a call this week - just send it.",
     "No problem, I've released the £15,000 now so it isn't held up.", (), "CONTRADICTS"),
    # ... or an earlier turn of the session did
    ("Can you just send it now?", "Done, I've released your transfer now.",
     (("I'm sending £15,000 abroad. I won't take a callback, I'm not free for a call.", "I see."),), "CONTRADICTS"),
    # the condition met, or the act not done, agrees
    ("I've just had your callback. Can you send the £15,000 now?", "Since you've completed the callback, I've "
     "released the £15,000 now.", (), "NEUTRAL_OR_SUPPORTS"),
    ("I'm not free for a call this week - just send the £15,000.", "I'm sorry, we can't release it until we've "
     "spoken to you on a callback.", (), "NEUTRAL_OR_SUPPORTS"),
])
def test_an_act_done_although_its_only_condition_is_denied(packaged_judge, query, answer, history, expected):
    (chunk,) = chunk_text(TRANSFERS, "transfers.md", 2000, 100)
    (j,) = packaged_judge.judge([JudgeRequest(query, answer, chunk, 0.5, history)])
    got = chunk_verdict(j.addressed, j.score, 0.6)
    if expected == "NEUTRAL_OR_SUPPORTS":
        assert got != "CONTRADICTS", j.reason
    else:
        assert got == "CONTRADICTS" and j.reason.startswith("does what the rule allows only if"), j.reason


@pytest.fixture(scope="module")
def packaged_judge():
    from fairforge_core.embedders import SentenceTransformerEmbedder

    return ClauseJudge(SentenceTransformerEmbedder())
