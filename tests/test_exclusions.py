"""Exclusive returns ("only the fare comes back"), keeping paid money ("that charge stays with us") and the polarity
fixes found with them: hyphenated "no-" compounds, "once per", an existential subject."""

from __future__ import annotations

import pytest

from fairforge_core.chunking import chunk_text
from fairforge_core.judges import ClauseJudge
from fairforge_core.judges.exclusions import exclusive_keeps_denial, exclusive_return, listed_items
from fairforge_core.judges.polarity import polarity
from fairforge_core.verdicts import JudgeRequest, chunk_verdict


def test_an_exclusion_needs_a_return_act_and_a_word_of_exclusion():
    assert exclusive_return("Only the $300 room charge will be refunded to your card.")
    assert exclusive_return("You'll get the fare back, and nothing else.")
    assert exclusive_return("We can refund the $80 for the jacket, and that's as far as the refund goes.")
    assert exclusive_return("only the ticket price comes back.")
    assert exclusive_return("We'll return your £100 deposit, but nothing beyond that.")
    assert exclusive_return("the credit covers the monthly plan alone")
    assert exclusive_return("We've applied a £10 credit, and that settles everything.")
    # no exclusion, or no return of money
    assert not exclusive_return("We'll refund the fare and the seat fee.")
    assert not exclusive_return("Only a manager can approve the upgrade.")
    # "only" that limits a condition or a duration, not the items
    assert not exclusive_return("The refund is issued only after we receive the parcel.")
    assert not exclusive_return("Getting the refund only takes a minute.")
    assert not exclusive_return("We refund not only the fare but also the taxes.")


def test_the_items_of_a_rule_are_its_main_clause_conjuncts():
    items = listed_items("If the vehicle is unavailable, the customer is refunded the rental charge, the optional "
                         "insurance, and any prepaid fuel.")
    assert [sorted(ws) for _, ws in items] == [["rental"], ["insuranc", "optional"], ["fuel", "prepaid"]]
    # the condition is not an item
    assert not any(ws & {"vehicl", "unavail"} for _, ws in items)


def test_an_exclusive_return_of_one_thing_keeps_to_a_denial_of_another():
    rule = "The fee for the pre-operative assessment is not refunded, because that service has been provided."
    assert exclusive_keeps_denial("We can refund only the $900 surgery fee", rule)
    # the same thing the rule denies
    assert not exclusive_keeps_denial("We can refund only the assessment fee", rule)
    # not an exclusion at all
    assert not exclusive_keeps_denial("We can refund the $900 surgery fee", rule)


def test_keeping_paid_money_denies_its_refund():
    for text in ("Sorry, we'll keep the deposit.", "I'm afraid that charge stays with us.",
                 "The £40 booking fee is retained.", "We'll hold on to the $25 admin fee.",
                 "we generally hold credit on open accounts over winter", "The gym retains the $50 joining deposit.",
                 "We'll keep the extra $120 on your account.", "the parking fee is ours to keep",
                 "The £300 will remain with us while we investigate.", "That £90 will sit on your closed account.",
                 "Your compensation will be held as travel credit.", "we'll be keeping the £40 deposit",
                 "we'll be retaining a £15 administration charge"):
        p = polarity(text)
        assert p.negated and "refund" in p.heads, text
    # a negated keep affirms the refund; keeping records is not about money
    assert not polarity("We don't keep the booking fee.").negated
    assert not polarity("We keep your details on file for six years.").negated
    assert not polarity("We'll hold the line while I check.").negated
    # what is kept ends at a preposition or clause word: an order held until payment clears is not money kept
    assert not polarity("We are holding your order until payment clears.").negated
    assert not polarity("We aren't keeping the deposit.").negated


def test_money_coming_back_to_the_customer_is_a_return():
    assert {"return", "refund"} <= polarity("I'm afraid those fees aren't coming back to you.").heads
    assert not polarity("I won't go back to the old plan.").heads & {"return", "refund"}


def test_a_hyphenated_no_compound_is_not_a_negation():
    assert polarity("The one-night no-show charge is not refundable.").negated
    assert not polarity("No-shows are charged one night's rate.").negated
    assert not polarity("A no-claims discount applies at renewal.").negated
    # a compound that itself denies a refund or a fee still negates
    assert polarity("We have a no-refund policy on sale items.").negated
    assert polarity("The no-fee rule only covers transactions of $5 or less.").negated


def test_once_as_an_adverb_opens_no_circumstantial_clause():
    p = polarity("The resort fee is charged once per booking and is not refunded on early departure.")
    assert p.negated and "refund" in p.heads
    # "once" as a conjunction still sets the case
    assert not polarity("Once the item isn't returned, we charge the full price.").negated


def test_an_existential_denial_has_no_subject_before_its_cue():
    p = polarity("As the order is above £40, there won't be any delivery fee.")
    assert p.negated and "delivery" in p.heads and not p.subject


@pytest.fixture(scope="module")
def judge():
    from fairforge_core.embedders import SentenceTransformerEmbedder

    return ClauseJudge(SentenceTransformerEmbedder())


def _outcome(judge, rule, query, answer):
    chunks = chunk_text(f"# Rules\n\n{rule}\n", "rules.md", 2000, 100)
    js = judge.judge([JudgeRequest(query, answer, chunk, 0.5) for chunk in chunks])
    labels = [chunk_verdict(j.addressed, j.score, 0.6) for j in js]
    label = "CONTRADICTS" if "CONTRADICTS" in labels else "SUPPORTS" if "SUPPORTS" in labels else "NEUTRAL"
    return label, js


@pytest.mark.slow
def test_an_exclusive_return_that_leaves_out_what_the_rule_refunds_contradicts(judge):
    rule = ("- If a concert is cancelled, the ticket holder is refunded the ticket price, the booking fee and any "
            "parking pass bought for the event.\n- Refunds go back to the original card within 10 days.")
    query = "The concert was cancelled. I paid $80 for the ticket, $6 booking fee and $15 for a parking pass."
    label, js = _outcome(judge, rule, query, "Sorry about that. Only the $80 ticket price will be refunded.")
    assert label == "CONTRADICTS"
    (j,) = [j for j in js if j.reason]
    assert j.reason.startswith("leaves out what the rule returns") and "parking pass" in j.reason
    assert j.answer_span == "Only the $80 ticket price will be refunded."
    # the same exclusion in a clause of its own
    assert _outcome(judge, rule, query, "You'll get the $80 ticket price back, and nothing else.")[0] == \
        "CONTRADICTS"
    # everything the question names comes back
    assert _outcome(judge, rule, query, "You'll get the ticket price, the booking fee and the parking pass "
                                        "refunded to your card within 10 days.")[0] == "SUPPORTS"


@pytest.mark.slow
def test_an_exclusive_return_that_the_rule_limits_the_same_way_supports(judge):
    rule = ("- Guests who leave early are refunded the room rate for each unused night.\n"
            "- The parking fee is charged once per stay and is not refunded on early departure.")
    query = "I'm leaving two nights early. Can I get the room rate for those nights and the parking fee back?"
    label, _ = _outcome(judge, rule, query, "We can refund only the room rate for the two unused nights. The "
                                            "parking fee isn't refunded when a guest leaves early.")
    assert label == "SUPPORTS"


@pytest.mark.slow
def test_keeping_money_the_rule_says_to_return_contradicts(judge):
    rule = "- A duplicate payment must be refunded to the customer within 5 business days."
    query = "I was charged twice for the same order. Can I have the second payment back?"
    label, js = _outcome(judge, rule, query, "I can see the double charge, but that second payment stays with us.")
    assert label == "CONTRADICTS"
    assert label == "CONTRADICTS" and any("opposite polarity" in (j.reason or "") for j in js)
    assert _outcome(judge, rule, query, "I can see the double charge, and the second payment will be refunded "
                                        "within 5 business days.")[0] == "SUPPORTS"


@pytest.mark.slow
def test_a_denial_is_compared_with_the_rule_sentence_that_names_what_it_denies(judge):
    rule = ("- If we cancel a tour, you may choose a full refund instead of another date.\n"
            "- The refund covers the tour price, booking fees, and any add-ons such as lunch or audio guides.")
    query = "You cancelled my walking tour and I'd like a refund. Does that include the $12 I paid for the audio guide?"
    label, js = _outcome(judge, rule, query, "I can refund the tour price, but the audio guide fee isn't refundable.")
    assert label == "CONTRADICTS"
    (j,) = [j for j in js if j.reason]
    assert j.rule_sentence.startswith("The refund covers") and "audio guide fee" in j.answer_span
    assert _outcome(judge, rule, query, "Yes, the refund covers the tour price and the audio guide.")[0] == "SUPPORTS"


@pytest.mark.slow
def test_keeping_money_agrees_with_a_rule_about_keeping_it(judge):
    rule = "- Tenancy deposits must be held in a government-approved protection scheme for the whole tenancy."
    query = "Where is my tenancy deposit while I'm renting from you?"
    answer = "We hold your deposit in a government-approved protection scheme for the whole tenancy."
    assert _outcome(judge, rule, query, answer)[0] == "SUPPORTS"


def test_a_grant_without_a_reason_is_contradicted_by_a_condition_of_the_answers_own():
    from fairforge_core.judges.exclusions import unconditional_grant_conflict
    from fairforge_core.judges.statements import statement

    rule = statement("On request, staff must refund one overdraft fee per account in any 12-month period without "
                     "asking for a reason.")

    def conflict(claim, sentence=None):
        c = statement(claim)
        words = statement(sentence).words if sentence else c.words
        return unconditional_grant_conflict(c, frozenset(words), [rule], [0])

    found = conflict("We only refund overdraft fees that were charged in error")
    assert found is not None and found.reason.startswith("sets a condition the rule does not")
    assert conflict("I can only refund it if you tell us why you went overdrawn") is not None
    # the act is in another clause of the sentence
    assert conflict("we only reverse fees that were charged in error",
                    "we only reverse fees that were charged in error, so I can't refund it") is not None
    # a condition the rule states itself, no condition, or another act
    assert conflict("We can only refund one fee if you haven't had one in the last 12 months") is None
    assert conflict("I've refunded the overdraft fee.") is None
    assert conflict("We only waive interest when the account is in credit") is None
    # a condition of the answer's own named with "with", whose words also name what is granted
    late = statement("Guests may request a late checkout until 1 pm once per stay, no questions asked.")
    assert not late.polarity.negated  # "no questions asked" is no negation
    only_with = statement("We only give late checkout to guests with a late flight.")
    assert unconditional_grant_conflict(only_with, frozenset(only_with.words), [late], [0]) is not None


@pytest.mark.slow
def test_a_grant_whatever_the_reason_is_matched_through_the_question(judge):
    rule = "- Members may freeze their membership once per calendar year without giving a reason."
    query = "Can I pause my membership for two months? I haven't paused it this year."
    label, js = _outcome(judge, rule, query, "We can pause it, but only if you send us a doctor's note.")
    assert label == "CONTRADICTS"
    assert any((j.reason or "").startswith("sets a condition the rule does not") for j in js)
    assert _outcome(judge, rule, query, "Yes, you can pause it once this year, and you don't need to give a "
                                        "reason.")[0] != "CONTRADICTS"
