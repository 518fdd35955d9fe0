"""``benchmarks/error_anatomy.py`` sorts a wrong verdict by whether its labelled clause was retrieved and decided on."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import error_anatomy  # noqa: E402

from fairforge_core.schemas.regulatory import RegulatoryChunk, RegulatoryInteraction  # noqa: E402

TEXT = "## Refunds\n\nRefunds are paid within 14 days.\n\n## Fees\n\nA statement costs $5."


def chunk(verdict="NEUTRAL", rule_heading=None, source="policy.md", heading="Policy > Refunds", text=TEXT):
    return RegulatoryChunk(text=text, source=source, chunk_index=0, similarity=0.5, reranker_score=0.5,
                           verdict=verdict, heading=heading, rule_heading=rule_heading)


def interaction(*chunks):
    return RegulatoryInteraction(qa_id="q1", query="q", assistant="a", verdict="COMPLIANT", compliance_score=1.0,
                                 supporting_chunks=1, contradicting_chunks=0, insight="", retrieved_chunks=list(chunks))


def test_where_a_wrong_verdict_arises():
    where = error_anatomy.where_decided
    assert where(interaction(), "policy.md#Fees") == "clause not retrieved"
    assert where(interaction(chunk(source="other.md")), "policy.md#Fees") == "clause not retrieved"
    # the section sits inside a chunk whose heading is another section's: retrieved, but decided elsewhere
    assert where(interaction(chunk("SUPPORTS", "Policy > Refunds")), "policy.md#Fees") \
        == "clause retrieved, not decided on"
    assert where(interaction(chunk("CONTRADICTS", "Policy > Fees"), chunk("SUPPORTS", "Policy > Fees")),
                 "policy.md#Fees") == "decided on the clause: CONTRADICTS,SUPPORTS"
    assert where(interaction(chunk(text="no headings here", heading="Policy > Fees", rule_heading="Policy > Fees",
                                   verdict="SUPPORTS")), "policy.md#Fees") == "decided on the clause: SUPPORTS"
