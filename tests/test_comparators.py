"""The typed comparators of the compliance judge (fairforge_core.judges.comparators): each kind of quantity is read
with its unit and bound and compared exactly."""

import pytest

from fairforge_core.judges.comparators import comparable, compare, comparisons, extract_quantities, figures_line


def one(text: str, kind: str):
    found = [q for q in extract_quantities(text) if q.kind == kind]
    assert len(found) == 1, (text, found)
    return found[0]


def relation(stated: str, rule: str, kind: str) -> str:
    return compare(one(stated, kind), one(rule, kind))


@pytest.mark.parametrize("text, lo, hi, unit", [
    ("a fee of $25", 25, 25, "USD"),
    ("£1,200.50 is due", 1200.5, 1200.5, "GBP"),
    ("costs 30 euros", 30, 30, "EUR"),
    ("50p per text", 0.5, 0.5, "GBP"),
    ("a $2k deposit", 2000, 2000, "USD"),
    ("delivery is free of charge", 0, 0, "?"),
    ("Wire; Daily limit: 10,000; Fee: free", 10000, 10000, "?"),
])
def test_money_is_read_with_its_currency(text, lo, hi, unit):
    q = extract_quantities(text)[0]
    assert (q.kind, q.lo, q.hi, q.unit) == ("money", lo, hi, unit)


def test_money_compares_exactly_and_against_bounds():
    assert relation("the wire fee is $30", "The wire fee is $25.", "money") == "differs"
    assert relation("that's $25.00", "a fee of $25", "money") == "matches"
    assert relation("we can refund $30 right away", "Refunds of $50 or more need a manager's approval.",
                    "money") == "short of"
    assert relation("I'll lend you $1,500", "Advances are capped at $1,000.", "money") == "beyond"
    # other currencies are not compared; an unnamed one is
    assert not comparable(one("£40", "money"), one("$40", "money"))
    assert comparable(one("Fee: 40", "money"), one("$40", "money"))


def test_durations_in_words_weeks_months_and_working_days():
    assert one("within fourteen days", "duration").lo == 14
    assert one("two weeks", "duration").lo == 14
    assert one("a fortnight", "duration").lo == 14
    assert one("twenty-one days", "duration").lo == 21
    assert one("48 hours", "duration").lo == 2
    assert one("half an hour", "duration").lo == pytest.approx(1 / 48)
    month = one("a month", "duration")
    assert (month.lo, month.hi) == (28, 31)
    business = one("10 business days", "duration")
    assert (business.lo, business.hi, business.unit) == (10, 16, "business")


def test_durations_compare_by_bound():
    rule = "Refunds are issued within 14 days of receiving the return."
    assert relation("We'll refund you in 10 days.", rule, "duration") == "within"
    assert relation("It can take up to twenty days.", rule, "duration") == "beyond"
    # ten working days may be fourteen calendar days: allowed by a 14-day limit, not equal to 30 days
    assert relation("within 10 working days", rule, "duration") == "within"
    assert relation("30 days", "10 business days", "duration") == "differs"
    assert relation("a month", "30 days", "duration") == "matches"
    assert relation("We need 14 days' notice.", "at least 30 days' notice", "duration") == "short of"
    # more than 59 minutes excludes 59
    assert relation("59 minutes late", "more than 59 minutes after the agreed time", "duration") == "short of"
    assert relation("an hour late", "more than 59 minutes after the agreed time", "duration") == "meets"
    # a range
    assert relation("12 days", "between 10 and 14 days", "duration") == "inside"
    assert relation("3 weeks", "between 10 and 14 days", "duration") == "outside"


def test_durations_a_hundred_times_apart_are_not_compared():
    assert not comparable(one("within 2 hours", "duration"), one("valid for 30 days", "duration"))


def test_percentages_ages_and_counts():
    assert relation("a 3% surcharge", "a surcharge of no more than 2%", "percent") == "beyond"
    assert relation("half of it", "50% of the deposit", "percent") == "matches"
    age_rule = "Customers aged 65 or over pay no monthly fee."
    assert one(age_rule, "age").bound == "min"
    assert relation("I'm 68 and retired", age_rule, "age") == "meets"
    under = one("Patients under 16 need a guardian present.", "age")
    assert (under.lo, under.bound, under.strict, under.text) == (16, "max", True, "under 16")
    assert relation("she turned 16 last week", "Patients under 16 need a guardian present.", "age") == "beyond"
    assert relation("my son is 14", "patients aged 16 or under", "age") == "within"
    assert relation("a 17-year-old", "patients aged 16 or under", "age") == "beyond"
    calls = one("no more than 7 call attempts within 7 consecutive days", "count")
    assert (calls.lo, calls.bound) == (7, "max")
    assert relation("up to 12 calls a week", "no more than 7 call attempts in a week", "count") == "beyond"
    # different counted nouns are different things
    assert not comparable(one("3 replacements", "count"), one("2 call attempts", "count"))


def test_clock_times_and_windows():
    window = one("Calls may only be made between 8 a.m. and 9 p.m. local time.", "clock")
    assert (window.lo, window.hi, window.bound) == (8 * 60, 21 * 60, "range")
    assert relation("I'll call you back at 9:30 pm", "between 8 a.m. and 9 p.m.", "clock") == "outside"
    assert relation("a call at 10:15", "between 8 a.m. and 9 p.m.", "clock") == "inside"
    assert relation("at 21:30", "from 8 to 9 pm", "clock") == "outside"
    assert one("noon", "clock").lo == 720
    assert relation("at 7 a.m.", "no calls before 8 a.m.", "clock") == "within"  # the model reads "no ... before"


def test_weekdays_days_and_ranges():
    assert relation("I've booked the call for Sunday", "No collection calls are placed on Sundays.",
                    "weekday") == "matches"
    assert relation("on Saturday", "No collection calls are placed on Sundays.", "weekday") == "differs"
    assert relation("on Saturday", "Open Monday to Friday", "weekday") == "outside"
    assert relation("on Tuesday", "open on weekdays", "weekday") == "matches"


def test_comparisons_name_who_states_the_value_and_stay_short():
    rule = "Customers aged 65 or over pay no fee for paper statements; others pay $2 a month."
    items = comparisons(rule, "Paper statements are $2 a month.", "I'm 68 and retired.")
    assert [(c.who, c.relation) for c in items] == [("answer", "matches"), ("answer", "matches"),
                                                    ("customer", "meets")]
    assert figures_line(items) == ('answer "$2" matches rule "$2"; answer "a month" matches rule "a month"; '
                                   'customer "I\'m 68" meets rule "aged 65 or over"')
    many = comparisons("a fee of $5", " ".join(f"${n}" for n in range(10, 20)))
    assert len(many) == 4
    assert comparisons("Refunds go back to the original card.", "within 14 days") == []


def test_a_number_inside_another_quantity_is_not_also_a_count():
    kinds = [q.kind for q in extract_quantities("Pay $25 within 14 days or 2 reminders are sent at 9 a.m.")]
    assert kinds == ["money", "duration", "count", "clock"]


def test_a_number_with_a_thousands_separator_never_breaks_extraction():
    """Found in training: "3,000-year-old" matched the age pattern and ``float("3,000")`` stopped the whole run."""
    from fairforge_core.judges.comparators import extract_quantities

    ages = [q for q in extract_quantities("That's the 3,000-year-old Bronze Age sickle.") if q.kind == "age"]
    assert [q.lo for q in ages] == [3000.0]
    money = [q for q in extract_quantities("Fee | 1,250 |") if q.kind == "money"]
    assert all(q.lo == 1250.0 for q in money)


# -- table rows: keyed figures compared where the answer names the row -----------------------------------------
FEE_TABLE = ("| Service | Daily limit | Fee |\n|---|---|---|\n| Card payment | 2,500 | 0.00 |\n"
             "| Wire transfer | 10 000 | €25.50 |\n| Instant transfer | 1,250,000.75 | 1.20 |\n")


def _row(key):
    from fairforge_core.judges.pairs import rule_units

    return next(u for u in rule_units(FEE_TABLE) if u.cells[0][1] == key)


@pytest.mark.parametrize("answer, expected", [
    ("The wire transfer limit is 5,000 per day.", ['answer "5,000" differs rule "Daily limit: 10 000"']),
    ("The wire transfer limit is 10,000 per day.", ['answer "10,000" matches rule "Daily limit: 10 000"']),
    ("Wire transfers have a daily limit of $10,000 and a fee of 30.",
     ['answer "$10,000" matches rule "Daily limit: 10 000"', 'answer "30" differs rule "Fee: €25.50"']),
    ("Your wire transfer limit resets after 24 hours.", []),  # a duration is not a figure of the row
    ("The instant transfer limit is 5,000.", []),  # another row named
    ("The limit is 5,000.", []),  # no row named: the model decides
])
def test_row_comparisons_compare_the_figures_of_the_named_row_exactly(answer, expected):
    from fairforge_core.judges.comparators import row_comparisons
    from fairforge_core.judges.pairs import answer_sentences

    unit = _row("Wire transfer")
    assert unit.text == "Wire transfer; Daily limit: 10 000; Fee: €25.50"
    assert unit.cells == (("Service", "Wire transfer"), ("Daily limit", "10 000"), ("Fee", "€25.50"))
    assert [c.describe() for c in row_comparisons(unit.cells, answer_sentences(answer))] == expected


def test_a_row_decision_is_code_where_the_answer_names_the_row_and_neutral_for_its_siblings():
    import numpy as np

    from fairforge_core.judges.learned import _row_decision
    from fairforge_core.judges.pairs import rule_units

    units = rule_units(FEE_TABLE)
    model = np.array([0.1, 0.8, 0.1], dtype=np.float32)
    wire, instant = _row("Wire transfer"), _row("Instant transfer")
    answer = "The wire transfer limit is 10,000 per day."
    probs, rows = _row_decision(wire, units, answer, model)
    assert probs.tolist() == [1.0, 0.0, 0.0] and rows[0].relation == "matches"
    probs, rows = _row_decision(wire, units, "The wire transfer limit is 9,999.", model)
    assert probs.tolist() == [0.0, 1.0, 0.0] and rows[0].stated.text == "9,999"
    assert _row_decision(instant, units, answer, model)[0].tolist() == [0.0, 0.0, 1.0]  # about another row
    assert _row_decision(wire, units, "Transfers are limited.", model)[0] is model  # nothing for code to decide
