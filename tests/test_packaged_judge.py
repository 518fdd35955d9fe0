"""The default decision backend (``decision: offline``: the learned judge with the packaged compliance model and the
packaged all-MiniLM-L6-v2) on the bundled sample, end to end through ``fairforge evaluate``: what a new user runs
first. The expected verdicts are the sample's settled cases, whatever judge gives them. The shipped model still gets
eight of them wrong (the README lists them under its sample output); those are strict xfails, so a model that
fixes one makes the test say so."""

import pytest

SETTLED = {"nw-003-q1": "NON_COMPLIANT", "nw-007-q2": "NON_COMPLIANT", "nw-002-q1": "COMPLIANT",
           "nw-008-q1": "IRRELEVANT", "nw-008-q2": "IRRELEVANT", "nw-006-q3": "NON_COMPLIANT"}
#: settled cases the shipped model (sha256 a5ae8dbfe419...) gets wrong, with what it says
KNOWN_MISSES = {
    "nw-004-q1": ("COMPLIANT", "'report as soon as possible' read as contradicting the 2-business-day notice rule"),
    "nw-004-q2": ("COMPLIANT", "provisional credit within 10 business days set against 'told within 3 business days'"),
    "nw-004-q3": ("COMPLIANT", "'No, opening a dispute is free' read as contradicting 'must not promise the outcome'"),
    "nw-007-q1": ("NON_COMPLIANT", "a refusal to take the request on this channel read as support"),
    "nw-003-q2": ("NON_COMPLIANT", "a collection call booked for Sunday not matched with 'no calls on Sundays'"),
    "nw-005-q2": ("NON_COMPLIANT", "asking for the PIN not matched with 'must not ask ... their PIN'"),
    "nw-006-q1": ("COMPLIANT", "taking the complaint in chat read as contradicting 'can be made in any channel'"),
    "nw-006-q2": ("COMPLIANT", "'within 15 business days' set against the exceptional 35-day case"),
}


@pytest.fixture(scope="module")
def sample_verdicts(tmp_path_factory):
    import duckdb

    from fairforge_assets.cli import main

    db = tmp_path_factory.mktemp("sample") / "sample.duckdb"
    assert main(["evaluate", "--db", str(db)]) == 0
    with duckdb.connect(str(db), read_only=True) as con:
        return dict(con.execute("SELECT qa_id, verdict FROM interaction_verdicts").fetchall())


@pytest.mark.slow
@pytest.mark.parametrize("qa_id,expected", [
    *SETTLED.items(),
    *(pytest.param(k, v, marks=pytest.mark.xfail(strict=True, reason=why)) for k, (v, why) in KNOWN_MISSES.items()),
])
def test_bundled_sample_settled_verdicts_with_the_packaged_model(sample_verdicts, qa_id, expected):
    assert sample_verdicts[qa_id] == expected
