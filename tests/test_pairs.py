"""Pair building for the compliance model (fairforge_core.judges.pairs): rule units, answer excerpts, model input."""

from fairforge_core.judges.pairs import (
    RuleUnit,
    answer_excerpt,
    model_input,
    render_rule,
    rule_units,
    split_sentences,
)

POLICY = """# Card Policy

Agents must not:
- ask for the customer's PIN;
- ask for the full card number.

| Transfer | Daily limit | Fee |
|---|---|---|
| Wire | 10,000 | $25 |

## Calls
Calls may be made between 8 a.m. and 9 p.m. They must not be recorded without consent.
"""


def test_units_are_bullets_with_their_lead_in_table_rows_with_their_header_and_sentences():
    units = rule_units(POLICY, "Bank")
    assert [u.text for u in units] == [
        "Agents must not: ask for the customer's PIN",
        "Agents must not: ask for the full card number.",
        "Wire; Daily limit: 10,000; Fee: $25",
        "Calls may be made between 8 a.m. and 9 p.m.",
        "They must not be recorded without consent.",
    ]
    assert [u.heading for u in units] == ["Card Policy"] * 3 + ["Card Policy > Calls"] * 2
    # a unit that opens with a pronoun carries the sentence before it
    assert units[4].context == "Calls may be made between 8 a.m. and 9 p.m."
    assert units[4].model_text == ("Card Policy > Calls: Calls may be made between 8 a.m. and 9 p.m. They must not "
                                   "be recorded without consent.")


def test_references_to_articles_and_sections_do_not_end_a_sentence_but_a_possessive_does():
    """A GDPR policy's "(Art. 12(3))" once cut its rules into "... within one month (Art." and "12(3))." units;
    "Clockmaker's." must still end one (the abbreviation "s" stands only as a word of its own)."""
    text = ("Act within one month (Art. 12(3)). Under s. 75 the card issuer is liable, e.g. for faulty goods. "
            "See para. 3.1 and Sch. 2. She swapped into Clockmaker's. Do you need dates of birth?")
    assert split_sentences(text) == [
        "Act within one month (Art. 12(3)).",
        "Under s. 75 the card issuer is liable, e.g. for faulty goods.",
        "See para. 3.1 and Sch. 2.",
        "She swapped into Clockmaker's.",
        "Do you need dates of birth?",
    ]
    units = rule_units("## Time limits\n\n- Act without undue delay (Art. 12(3)).\n"
                       "- Refusals are explained (Art. 12(4)).")
    assert [u.text for u in units] == ["Act without undue delay (Art. 12(3)).", "Refusals are explained (Art. 12(4))."]


def test_a_chunk_without_headings_keeps_the_heading_it_starts_under_and_a_paragraph_ends_a_list():
    units = rule_units("Staff must:\n- verify identity\n\nRefunds go to the original card.", "Policy > Refunds")
    assert [(u.text, u.heading) for u in units] == [("Staff must: verify identity", "Policy > Refunds"),
                                                    ("Refunds go to the original card.", "Policy > Refunds")]


def test_a_training_rule_renders_as_one_unit():
    assert render_rule("| Transfer type | Daily limit |\n|---|---|\n| Wire | $10,000 |").text == \
        "Wire; Daily limit: $10,000"
    rendered = render_rule("Agents must not:\n- ask for the PIN.", "Cards")
    assert rendered.model_text == "Cards: Agents must not: ask for the PIN."


def test_long_answers_keep_the_sentences_closest_to_the_rule_in_order():
    filler = " ".join(f"Sentence {i} is about our opening hours and parking." for i in range(30))
    answer = f"{filler} Your refund of $40 goes back to the original card. {filler}"
    excerpt = answer_excerpt(answer, "Refunds go back to the original card.", max_chars=200)
    assert "Your refund of $40 goes back to the original card." in excerpt
    assert len(excerpt) <= 200
    assert answer_excerpt("Short answer.", "anything") == "Short answer."


def test_model_input_layout_with_figures_and_earlier_turns():
    unit = RuleUnit("Refunds are issued within 14 days.", "Refunds")
    first, second = model_input(unit, "When do I get it?", "You'll have it in 20 days.",
                                [("I returned a lamp.", "Thanks, it arrived.")])
    assert first == "Refunds: Refunds are issued within 14 days."
    assert second == ('answer: You\'ll have it in 20 days. question: When do I get it? figures: answer "20 days" '
                      'beyond rule "within 14 days" earlier: customer: I returned a lamp. assistant: Thanks, it '
                      'arrived.')
    assert "figures" not in model_input(unit, "When?", "In 20 days.", figures=False)[1]


def test_model_input_without_earlier_turns_still_compares_the_customers_earlier_figures():
    unit = RuleUnit("Refunds are issued within 14 days of a return.", "Refunds")
    history = [("I returned it 20 days ago.", "Thanks, noted.")]
    _, with_turns = model_input(unit, "Is that still fine?", "Yes, you can still get your refund.", history)
    _, without = model_input(unit, "Is that still fine?", "Yes, you can still get your refund.", history,
                             earlier=False)
    assert with_turns.startswith(without) and with_turns[len(without):].startswith(" earlier: customer: I returned")
    assert "earlier:" not in without and "assistant:" not in without
    assert 'customer "20 days"' in without  # the figures still read the earlier customer words
