import pytest

from fairforge_core.chunking import chunk_documents, chunk_hash, chunk_text, heading_spans, validate_chunk_settings
from fairforge_core.connectors import LocalCorpusConnector, RegulatoryDocument


def test_windows_follow_the_fair_forge_rule():
    text = "".join(chr(ord("a") + i % 26) for i in range(250))
    chunks = chunk_text(text, "doc.md", chunk_size=100, chunk_overlap=20)
    # starts at 0, 80, 160, 240 (240 < 250): the last window is the 10-character tail
    assert [c.start for c in chunks] == [0, 80, 160, 240]
    assert [c.chunk_index for c in chunks] == [0, 1, 2, 3]
    assert [len(c.text) for c in chunks] == [100, 100, 90, 10]
    assert chunks[1].text == text[80:180]


def test_tail_chunk_inside_the_previous_overlap_is_kept_like_fair_forge():
    # 1000 characters at 1000/100: chunks [0:1000] and the redundant tail [900:1000]
    text = "x" * 1000
    chunks = chunk_text(text, "d.md", 1000, 100)
    assert [(c.start, c.end) for c in chunks] == [(0, 1000), (900, 1000)]


def test_empty_windows_are_skipped_but_consume_their_index():
    text = "a" * 10 + " " * 30 + "b" * 10
    chunks = chunk_text(text, "d.md", chunk_size=10, chunk_overlap=0)
    assert [(c.chunk_index, c.text) for c in chunks] == [(0, "a" * 10), (4, "b" * 10)]


def test_three_or_more_newlines_collapse_to_two():
    chunks = chunk_text("alpha\n\n\n\n\nbeta", "d.md", 1000, 100)
    assert chunks[0].text == "alpha\n\nbeta"


@pytest.mark.parametrize(
    "size, overlap, message",
    [(100, 100, "smaller than chunk_size"), (100, 150, "smaller than chunk_size"), (0, 0, "positive"),
     (100, -1, "non-negative"), (10.5, 1, "positive")],
)
def test_invalid_chunk_settings_raise_instead_of_looping(size, overlap, message):
    with pytest.raises(ValueError, match=message):
        validate_chunk_settings(size, overlap)
    with pytest.raises(ValueError):
        chunk_text("some text", "d.md", size, overlap)


def test_chunk_hash_ignores_whitespace_layout_but_not_content():
    assert chunk_hash("Refunds  within\n30 days") == chunk_hash("Refunds within 30 days")
    assert chunk_hash("Refunds within 30 days") != chunk_hash("Refunds within 60 days")
    assert len(chunk_hash("x")) == 64


def test_heading_path_is_recorded_where_the_chunk_starts():
    text = "# Policy\n\nintro\n\n## Refunds\n\nwithin 30 days\n\n### Cash\n\nup to $250\n\n## Fees\n\nnone\n"
    spans = heading_spans(text)
    assert [p for _, p in spans] == ["Policy", "Policy > Refunds", "Policy > Refunds > Cash", "Policy > Fees"]
    chunks = chunk_text(text, "p.md", chunk_size=20, chunk_overlap=0)
    by_text = {c.text: c.heading for c in chunks}
    assert any(h == "Policy > Refunds > Cash" for h in by_text.values())
    assert chunks[0].heading == "Policy"


def test_fair_forge_example_gives_4_chunks_at_defaults_and_6_at_500_50(fairforge_example):
    docs = LocalCorpusConnector(fairforge_example / "corpus").load_documents()
    assert len(chunk_documents(docs, 1000, 100)) == 4
    chunks = chunk_documents(docs, 500, 50)
    assert len(chunks) == 6
    tails = {c.source: len(c.text) for c in chunks if c.chunk_index == 2}
    assert tails == {"call_policy.md": 224, "refund_policy.md": 385}


def test_chunk_documents_concatenates_in_connector_order():
    docs = [RegulatoryDocument("b" * 30, "z.md"), RegulatoryDocument("a" * 30, "a.md")]
    assert [c.source for c in chunk_documents(docs, 20, 5)] == ["z.md", "z.md", "a.md", "a.md"]


def test_context_widens_a_chunk_to_whole_lines_so_no_rule_is_cut_in_half():
    text = ("# A\n\n- first rule is long enough to matter here.\n- Never try to talk the customer out of the request, "
            "and never offer a discount in exchange for staying on the list.\n- third.\n")
    chunks = chunk_text(text, "x.md", 80, 10)
    cut = next(c for c in chunks if c.text.startswith("he customer") or "staying on the list" in c.text
               and not c.text.lstrip("- ").startswith("Never"))
    assert "Never try to talk" in cut.context and cut.context.endswith("staying on the list.")
    from fairforge_core.chunking import attach_context

    bare = [c.__class__(**{**c.__dict__, "context": ""}) for c in chunks]
    assert [c.context for c in attach_context(bare, [RegulatoryDocument(text, "x.md")])] == [c.context for c in chunks]


def test_hash_lines_inside_fenced_code_are_not_headings():
    from fairforge_core.chunking import heading_spans
    from fairforge_core.judges.pairs import RuleUnit, rule_units

    text = ("# Calls\n\nSay this:\n\n```text\n# Press 9 to stop calls.\n- Thank you.\n```\n\n## Hours\n\n"
            "- Calls must stop within 10 days.\n\n~~~\n# unclosed block to the end\n")
    assert [path for _, path in heading_spans(text)] == ["Calls", "Calls > Hours"]
    # the rule units the offline judge reads: a code block is one paragraph of text under the heading before it
    assert rule_units(text) == [RuleUnit("# Press 9 to stop calls. - Thank you.", "Calls"),
                                RuleUnit("Calls must stop within 10 days.", "Calls > Hours"),
                                RuleUnit("# unclosed block to the end", "Calls > Hours")]


def test_context_takes_in_the_continuation_lines_of_a_wrapped_list_item():
    from fairforge_core.chunking import widen_to_lines

    text = ("# Prepayment\n\n- Kestrel does not apply for warrants. A prepayment meter is fitted, or a smart meter "
            "switched to prepay mode,\n  only when the customer has clearly agreed.\n- A second item\n  wrapped "
            "too.\n\nA paragraph\nwritten on two lines.\n\n| a | b |\n| c | d |\n")
    item = ("- Kestrel does not apply for warrants. A prepayment meter is fitted, or a smart meter switched to "
            "prepay mode,\n  only when the customer has clearly agreed.")
    # a window that ends where the item's first line ends, or starts on its continuation line, gets the whole item
    end = text.index("mode,") + 5
    assert widen_to_lines(text, text.index("A prepayment"), end) == item
    assert widen_to_lines(text, text.index("only when"), text.index("only when") + 4) == item
    # the next item, a paragraph and table rows are separate blocks
    assert widen_to_lines(text, text.index("A second"), text.index("A second") + 3) == "- A second item\n  wrapped too."
    assert widen_to_lines(text, text.index("written"), text.index("written") + 3) == \
        "A paragraph\nwritten on two lines."
    assert widen_to_lines(text, text.index("| c"), text.index("| c") + 3) == "| c | d |"
    # never more than the limit on each side
    long = "- " + " ".join(["word"] * 300) + "\n" + "\n".join(["  more words here"] * 100) + "\n"
    got = widen_to_lines(long, 10, 20, limit=100)
    assert len(got) <= 10 + 100 + 100 and got.startswith("- word")
