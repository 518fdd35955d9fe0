"""The section of a rule sentence: a chunk spans several sections, so evidence names the heading in effect where the
rule sentence sits (``rule_heading``), not where the chunk starts (``heading``). Real chunker, the offline judge's
rule units (fairforge_core.judges.pairs), real pipeline and DuckDB; the decisions come from the deterministic
FigureJudge of tests/fakes.py (the code under test places and stores evidence, whichever judge gives it), with the
hashing embedder; nothing is downloaded."""

from __future__ import annotations

import dataclasses

import duckdb
import pytest

from fairforge_core.chunking import attach_context, chunk_text
from fairforge_core.connectors.base import RegulatoryDocument
from fairforge_core.engine import CorpusIndex, RegulatoryEvaluator, RetrievalSettings
from fairforge_core.evidence import locate_rule, rule_heading
from fairforge_core.judges.pairs import rule_units
from fairforge_core.schemas.common import Batch
from fairforge_core.store import DuckDBStore
from fairforge_core.store.schema import MIGRATIONS, SCHEMA_VERSION
from tests.fakes import FigureJudge, HashingEmbedder

AIRLINE = """# Bluewater Air: Refunds

Bluewater Air's commitments for the tickets it sells. The web-chat assistant answers customers from this document,
and every answer it gives must agree with the sections below.

## When a refund is owed

- A passenger is owed a refund if Bluewater cancels the flight and the passenger declines the alternative offered.
- Refunds are automatic; the passenger does not have to file a claim.

## Form and timing of refunds

- Refunds go back to the original form of payment unless the passenger chooses a travel credit.
- Refunds of credit card purchases are issued within 7 business days.
- Refunds of purchases paid any other way (cash, check, bank transfer) are issued within 20 calendar days.

## Delay compensation

Bluewater compensates passengers who arrive late because of a controllable delay. A travel credit is never
offered in place of a refund that is owed.

| Arrival delay | Compensation per passenger |
|---|---|
| 3 hours to under 5 hours | $100 travel credit |
| 5 hours to under 9 hours | $200 travel credit |
| 9 hours or more | $300 travel credit |
"""


def spanning_chunk(text: str, source: str, size: int, overlap: int, heading: str, contains: str):
    """The chunk of ``text`` that starts under ``heading`` and contains ``contains`` (asserted to exist)."""
    found = [c for c in chunk_text(text, source, size, overlap) if c.heading == heading and contains in c.text]
    assert found, f"no chunk starts under {heading!r} and holds {contains!r}"
    return found[0]


def evaluate(chunks, answer, query="question"):
    emb = HashingEmbedder()
    ev = RegulatoryEvaluator(CorpusIndex(chunks, emb.encode([c.text for c in chunks])), emb, FigureJudge(),
                             RetrievalSettings(top_k=5, similarity_threshold=0.0))
    (res,) = ev.evaluate_batch([("s", Batch(qa_id="q", query=query, assistant=answer, ground_truth_assistant="-"))])
    return res.interaction


# -- end to end: the insight names the rule's section --------------------------------------------------------------
def test_a_contradicted_rule_in_the_second_section_of_a_chunk_is_reported_under_that_section():
    rule = "Refunds of purchases paid any other way (cash, check, bank transfer) are issued within 20 calendar days."
    chunk = spanning_chunk(AIRLINE, "airline_refunds.md", 600, 250, "Bluewater Air: Refunds > When a refund is owed",
                           rule)
    it = evaluate([chunk], "Refunds of purchases paid any other way, such as cash, are issued within 60 calendar "
                           "days.", "How long does a cash refund take?")
    assert it.verdict == "NON_COMPLIANT"
    (c,) = it.retrieved_chunks
    assert (c.verdict, c.rule_sentence) == ("CONTRADICTS", rule)
    assert c.heading == "Bluewater Air: Refunds > When a refund is owed"  # where the chunk starts (kept)
    assert c.rule_heading == "Bluewater Air: Refunds > Form and timing of refunds"
    assert ("Conflict with airline_refunds.md (Bluewater Air: Refunds > Form and timing of refunds): the rule says "
            f'"{rule.rstrip(".")}" but the response says "Refunds of purchases paid any other way, such as cash, are '
            'issued within 60 calendar days" (') in it.insight
    assert '."' not in it.insight  # a quoted sentence's full stop is dropped, the insight's own sentence ends it
    assert "When a refund is owed" not in it.insight


def test_a_supporting_rule_names_its_section_too():
    chunk = spanning_chunk(AIRLINE, "airline_refunds.md", 600, 250, "Bluewater Air: Refunds > When a refund is owed",
                           "issued within 7 business days")
    it = evaluate([chunk], "Refunds of credit card purchases are issued within 7 business days.",
                  "How long does a card refund take?")
    assert it.verdict == "COMPLIANT"
    (c,) = it.retrieved_chunks
    assert c.verdict == "SUPPORTS" and c.rule_heading == "Bluewater Air: Refunds > Form and timing of refunds"
    assert "Supported by airline_refunds.md (Bluewater Air: Refunds > Form and timing of refunds)" in it.insight


def test_a_contradicted_table_row_is_reported_under_the_tables_section():
    (chunk,) = chunk_text(AIRLINE, "airline_refunds.md", 5000, 100)  # one chunk: starts under the title
    it = evaluate([chunk], "For an arrival delay of 5 hours to under 9 hours the compensation per passenger is a "
                           "$50 travel credit.", "What do I get for a 6 hour delay?")
    (c,) = it.retrieved_chunks
    assert c.verdict == "CONTRADICTS"
    assert c.rule_sentence == "5 hours to under 9 hours; Compensation per passenger: $200 travel credit"
    assert (c.heading, c.rule_heading) == ("Bluewater Air: Refunds", "Bluewater Air: Refunds > Delay compensation")
    assert "Conflict with airline_refunds.md (Bluewater Air: Refunds > Delay compensation)" in it.insight


# -- locating rule units -----------------------------------------------------------------------------------------------
def test_every_rule_unit_of_a_chunk_gets_the_heading_of_its_own_section():
    (chunk,) = chunk_text(AIRLINE, "airline_refunds.md", 5000, 100)
    got = {u.text: rule_heading(chunk, u.text) for u in rule_units(chunk.context)}
    owed, timing, delay = (f"Bluewater Air: Refunds > {s}" for s in
                           ("When a refund is owed", "Form and timing of refunds", "Delay compensation"))
    assert got["Refunds are automatic; the passenger does not have to file a claim."] == owed
    assert got["Refunds of credit card purchases are issued within 7 business days."] == timing
    # prose and table rows under the last heading; "travel credit" also occurs in the sections before
    assert got["A travel credit is never offered in place of a refund that is owed."] == delay
    assert got["3 hours to under 5 hours; Compensation per passenger: $100 travel credit"] == delay
    assert got["9 hours or more; Compensation per passenger: $300 travel credit"] == delay
    assert got["Bluewater Air's commitments for the tickets it sells."] == "Bluewater Air: Refunds"


def test_a_bullet_prefixed_with_its_lead_in_is_placed_in_its_section():
    text = ("# Calls\n\n## Opening\n\nEvery call opens with a greeting from the agent to the member.\n\n"
            "## Identification\n\nThe caller must state:\n\n- the name of the credit union;\n"
            "- the reason for the call;\n- a callback number that reaches the same team.\n")
    (chunk,) = chunk_text(text, "calls.md", 1000, 100)
    units = [u.text for u in rule_units(chunk.context)]
    assert "The caller must state: the reason for the call" in units  # lead-in + second bullet: not literal text
    assert locate_rule(chunk.context, "The caller must state: the reason for the call") is not None
    assert rule_heading(chunk, "The caller must state: the reason for the call") == "Calls > Identification"
    assert rule_heading(chunk, "The caller must state: a callback number that reaches the same team.") \
        == "Calls > Identification"
    # the opening section's sentence stays in its own section
    assert rule_heading(chunk, "Every call opens with a greeting from the agent to the member.") == "Calls > Opening"


def test_heading_levels_that_skip_are_resolved_on_the_whole_document():
    filler = "This paragraph only pads the section so that the next chunk starts inside it. " * 4
    text = (f"# A\n\nThe A rules apply to every member of the union.\n\n### C\n\n{filler}\n\n"
            "- Members in section C must renew their card every three years.\n\n"
            f"{filler}\n\n## B\n\n- Members in section B must renew their card every five years.\n")
    (whole,) = chunk_text(text, "levels.md", 5000, 100)
    assert rule_heading(whole, "Members in section C must renew their card every three years.") == "A > C"
    # ## B closes ### C: "A > B", not "A > C > B"
    assert rule_heading(whole, "Members in section B must renew their card every five years.") == "A > B"
    # a chunk that starts inside ### C and reaches into ## B: its own heading is "A > C", the rule's is "A > B"
    late = spanning_chunk(text, "levels.md", 500, 50, "A > C", "every five years")
    assert rule_heading(late, "Members in section B must renew their card every five years.") == "A > B"
    # the same, for a chunk loaded from the database (context and headings recomputed from the document)
    bare = dataclasses.replace(late, context="", context_headings=())
    (loaded,) = attach_context([bare], [RegulatoryDocument(text, "levels.md")])
    assert (loaded.context, loaded.context_headings) == (late.context, late.context_headings)
    assert rule_heading(loaded, "Members in section B must renew their card every five years.") == "A > B"


def test_without_a_rule_sentence_or_a_place_for_it_the_chunk_heading_is_used():
    chunk = spanning_chunk(AIRLINE, "airline_refunds.md", 600, 250, "Bluewater Air: Refunds > When a refund is owed",
                           "7 business days")
    assert rule_heading(chunk, None) is None and rule_heading(chunk, "") is None
    assert rule_heading(chunk, "Pets travel free of charge on all domestic flights.") == chunk.heading
    rule = "Refunds of credit card purchases are issued within 7 business days."
    # a chunk built by hand, without context: nothing to place the rule in
    assert rule_heading(dataclasses.replace(chunk, context="", context_headings=()), rule) == chunk.heading
    # a document that starts with text before any heading
    (first,) = chunk_text("Members may always ask for a paper copy of these rules.\n\n# Fees\n\n"
                          "- Paper copies cost nothing at all.\n", "f.md", 1000, 100)
    assert first.heading is None
    assert rule_heading(first, "Members may always ask for a paper copy of these rules.") is None
    assert rule_heading(first, "Paper copies cost nothing at all.") == "Fees"


# -- persistence -----------------------------------------------------------------------------------------------------
def test_the_pipeline_stores_rule_heading_for_chunks_with_a_rule_sentence(tmp_path):
    from tests.policy_data import build_stored_evaluation

    _, db = build_stored_evaluation(tmp_path, judge=FigureJudge())
    con = duckdb.connect(str(db), read_only=True)
    rows = con.execute("SELECT source, heading, rule_heading, rule_sentence FROM retrieved_chunks").fetchall()
    con.close()
    with_rule = [r for r in rows if r[3]]
    assert with_rule and all(r[2] for r in with_rule)
    assert all(r[2] is None for r in rows if not r[3])
    by_rule = {r[3]: r[2] for r in with_rule}
    assert by_rule["Refunds are issued within 5 working days after the returned item arrives at the warehouse."] \
        == "Refund policy > Refund timing"
    # chunks of 160 characters: some start in one section and hold their rule in the next
    assert any(r[1] != r[2] for r in with_rule)


def test_a_schema_6_database_gets_the_rule_heading_column(tmp_path):
    path = tmp_path / "old.duckdb"
    con = duckdb.connect(str(path))
    con.execute("CREATE TABLE fairforge_schema (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ)")
    for version, sql in MIGRATIONS:
        if version <= 6:
            con.execute(sql)
            con.execute("INSERT INTO fairforge_schema VALUES (?, now())", [version])
    con.execute("INSERT INTO retrieved_chunks VALUES ('bot', DATE '2026-03-02', 's', 'q', 0, true, 'a.md', 0, 'h', "
                "'Policy', 0.9, 0, 0.9, NULL, NULL, 0.1, 'CONTRADICTS', 'A rule.', 'an answer', 'why', 'v1')")
    con.close()
    with DuckDBStore(path) as store:
        assert store.upgraded_from == 6
        assert [v for (v,) in store.query("SELECT version FROM fairforge_schema ORDER BY 1")] \
            == list(range(1, SCHEMA_VERSION + 1))
        cols = [r[0] for r in store.query("SELECT column_name FROM information_schema.columns WHERE table_name = "
                                          "'retrieved_chunks' ORDER BY ordinal_position")]
        assert cols[-1] == "rule_heading"
        assert store.query("SELECT heading, rule_heading, rule_sentence FROM retrieved_chunks") \
            == [("Policy", None, "A rule.")]
        store.insert_columns("retrieved_chunks", {
            "assistant_id": ["bot"], "partition_date": ["2026-03-03"], "session_id": ["s"], "qa_id": ["q"],
            "rank": [0], "selected": [True], "source": ["a.md"], "chunk_index": [0], "chunk_hash": ["h"],
            "heading": ["Policy"], "similarity": [0.9], "reranker_score": [0.1], "verdict": ["CONTRADICTS"],
            "rule_heading": ["Policy > Refunds"], "rule_sentence": ["A rule."], "corpus_version": ["v1"]})
        assert store.query("SELECT rule_heading FROM retrieved_chunks WHERE rule_heading IS NOT NULL") \
            == [("Policy > Refunds",)]
    with DuckDBStore(path) as store:  # opening again applies nothing twice
        assert store.query("SELECT count(*) FROM fairforge_schema")[0][0] == SCHEMA_VERSION
        assert store.upgraded_from is None
    with DuckDBStore(tmp_path / "new.duckdb") as store:  # a new file is created, not upgraded
        assert store.upgraded_from is None


@pytest.mark.parametrize("heading, rule_heading, shown", [
    ("Calls", "Calls > Stop requests", "corpus: collections_calls.md Calls > Stop requests"),
    ("Calls", None, "corpus: collections_calls.md Calls"),  # alerts evidence stored before the column
])
def test_alert_text_names_the_rules_section(heading, rule_heading, shown):
    from fairforge_core.rules.notify import text_body

    payload = {"alert_id": "a" * 32, "rule": "low-compliance", "status": "triggered", "level": "session",
               "assistant_id": "bot", "partition_date": "2026-03-02", "session_id": "s", "combine_type": "all",
               "trigger_on": "fail", "conditions": [], "metrics": {}, "insight": "s-q1: Response is NON-COMPLIANT.",
               "evidence": {"contradicting_chunk": {"source": "collections_calls.md", "heading": heading,
                                                    "rule_heading": rule_heading,
                                                    "rule_sentence": "Honour a stop request the same day."}}}
    assert f"  {shown}" in text_body(payload).splitlines()
