import pytest

from fairforge_core.chunking import chunk_documents, chunk_hash, chunk_text, heading_spans, validate_chunk_settings
from fairforge_core.connectors import LocalCorpusConnector, RegulatoryDocument


def test_windows_follow_the_fair_forge_rule():
    text = "".join(chr(ord("a") + i % 26) for i in range(250))
    chunks = chunk_text(text, "doc.md", chunk_size=100, chunk_overlap=20, mode="windows")
    # starts at 0, 80, 160, 240 (240 < 250): the last window is the 10-character tail
    assert [c.start for c in chunks] == [0, 80, 160, 240]
    assert [c.chunk_index for c in chunks] == [0, 1, 2, 3]
    assert [len(c.text) for c in chunks] == [100, 100, 90, 10]
    assert chunks[1].text == text[80:180]


def test_tail_chunk_inside_the_previous_overlap_is_kept_like_fair_forge():
    # 1000 characters at 1000/100: chunks [0:1000] and the redundant tail [900:1000]
    text = "x" * 1000
    chunks = chunk_text(text, "d.md", 1000, 100, mode="windows")
    assert [(c.start, c.end) for c in chunks] == [(0, 1000), (900, 1000)]


def test_empty_windows_are_skipped_but_consume_their_index():
    text = "a" * 10 + " " * 30 + "b" * 10
    chunks = chunk_text(text, "d.md", chunk_size=10, chunk_overlap=0, mode="windows")
    assert [(c.chunk_index, c.text) for c in chunks] == [(0, "a" * 10), (4, "b" * 10)]


@pytest.mark.parametrize("mode", ["whole", "windows"])
def test_three_or_more_newlines_collapse_to_two(mode):
    chunks = chunk_text("alpha\n\n\n\n\nbeta", "d.md", 1000, 100, mode=mode)
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
    assert len(chunk_documents(docs, 1000, 100, mode="windows")) == 4
    chunks = chunk_documents(docs, 500, 50, mode="windows")
    assert len(chunks) == 6
    tails = {c.source: len(c.text) for c in chunks if c.chunk_index == 2}
    assert tails == {"call_policy.md": 224, "refund_policy.md": 385}


def test_chunk_documents_concatenates_in_connector_order():
    docs = [RegulatoryDocument("b" * 30, "z.md"), RegulatoryDocument("a" * 30, "a.md")]
    assert [c.source for c in chunk_documents(docs, 20, 5)] == ["z.md", "z.md", "a.md", "a.md"]


def test_context_widens_a_chunk_to_whole_lines_so_no_rule_is_cut_in_half():
    text = ("# A\n\n- first rule is long enough to matter here.\n- Never try to talk the customer out of the request, "
            "and never offer a discount in exchange for staying on the list.\n- third.\n")
    chunks = chunk_text(text, "x.md", 80, 10, mode="windows")  # windows cut rules: the context mends them
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


# -- "whole" mode: no word, number or table row is cut (issue 33, item 1) ----------------------------------------
FEES = """# Fees and limits

Transfers are charged as shown below. The limits apply per customer and per calendar day, across all channels.

| Service | Daily limit | Fee |
|---|---|---|
| Card payment | 2,500 | 0.00 |
| ATM withdrawal | 1,000 | 2.50 |
| Standing order | 50,000 | 0.00 |
| Direct debit | 50,000 | 0.00 |
| Cheque deposit | 20,000 | 1.00 |
| Wire transfer | 10,000 | 25.50 |
| Instant transfer | 1,250,000.75 | 1.20 |

Any amount above the limit needs a signed request from the account holder.
"""
FEES_HEADER = "| Service | Daily limit | Fee |\n|---|---|---|"


def test_a_fee_table_longer_than_a_chunk_is_cut_between_rows_and_each_part_repeats_its_header():
    from fairforge_core.judges.pairs import rule_units

    chunks = chunk_text(FEES, "fees.md", 200, 60)
    assert [c.text for c in chunks] == [
        "# Fees and limits\n\nTransfers are charged as shown below. The limits apply per customer and per calendar "
        "day, across all channels.",
        f"{FEES_HEADER}\n| Card payment | 2,500 | 0.00 |\n| ATM withdrawal | 1,000 | 2.50 |\n"
        "| Standing order | 50,000 | 0.00 |\n| Direct debit | 50,000 | 0.00 |",
        f"{FEES_HEADER}\n| Direct debit | 50,000 | 0.00 |\n| Cheque deposit | 20,000 | 1.00 |\n"
        "| Wire transfer | 10,000 | 25.50 |\n| Instant transfer | 1,250,000.75 | 1.20 |",
        f"{FEES_HEADER}\n| Instant transfer | 1,250,000.75 | 1.20 |\n\nAny amount above the limit needs a signed "
        "request from the account holder.",
    ]
    assert all(len(c.text) <= 200 for c in chunks)
    wire = chunks[2]
    # the text ends with the slice it continues; the header is repeated above it, in the context too
    assert FEES[wire.start:wire.end].startswith("| Direct debit") and wire.text.endswith(FEES[wire.start:wire.end])
    assert wire.context.startswith(FEES_HEADER + "\n| Direct debit")
    assert wire.heading == "Fees and limits"
    # so the judge reads the row as a rule under its column names
    assert "Wire transfer; Daily limit: 10,000; Fee: 25.50" in [u.text for u in rule_units(wire.context)]
    # fair-forge's windows (the parity mode) give the same row without its header, or cut in half
    windows = chunk_text(FEES, "fees.md", 200, 60, mode="windows")
    assert any("Wire transfer" in c.text and "Daily limit" not in c.text for c in windows)


def test_the_context_of_a_stored_chunk_gets_its_repeated_header_back():
    from fairforge_core.chunking import attach_context

    chunks = chunk_text(FEES, "fees.md", 200, 60)
    bare = [c.__class__(**{**c.__dict__, "context": "", "context_headings": ()}) for c in chunks]
    again = attach_context(bare, [RegulatoryDocument(FEES, "fees.md")])
    assert [(c.context, c.context_headings) for c in again] == [(c.context, c.context_headings) for c in chunks]


_WORDS = ["fee", "limit", "customer", "must", "not", "exceed", "transfer", "within", "days", "the", "a", "e.g.",
          "notwithstanding", "internationalisation", "counterpartyriskassessments", "Section", "1,250,000.75",
          "10,000", "25.50", "0.00", "3%", "$1,200.50", "2026-01-31", "10 000", "1 250 000,75"]


def _document(rng) -> str:
    def sentence():
        return " ".join(rng.choice(_WORDS) for _ in range(rng.randint(3, 18))).capitalize() + "."

    parts = [f"# Policy {rng.randint(1, 9)}"]
    for _ in range(rng.randint(1, 8)):
        kind = rng.random()
        if kind < 0.15:
            parts.append(f"## Part {rng.randint(1, 99)}")
        elif kind < 0.4:
            rows = ["| Service | Daily limit | Fee |", "|---|---:|---|"]
            rows += [f"| {rng.choice(_WORDS)} {rng.choice(_WORDS)} | {rng.choice(['10,000', '1,250,000.75', '500'])} "
                     f"| {rng.choice(['25.50', '0.00'])} |" for _ in range(rng.randint(1, 12))]
            parts.append("\n".join(rows))
        elif kind < 0.55:
            parts.append("\n".join(f"- {sentence()}" for _ in range(rng.randint(1, 5))))
        else:
            parts.append(" ".join(sentence() for _ in range(rng.randint(1, 6))))
    return "\n\n".join(parts) + "\n"


@pytest.mark.parametrize("seed", range(6))
def test_no_chunk_boundary_falls_inside_a_word_a_number_or_a_table_row(seed):
    import random
    import re

    from fairforge_core.chunking import preprocess

    rng = random.Random(seed)
    for _ in range(60):
        doc = _document(rng)
        size = rng.choice([60, 80, 100, 150, 200, 333, 500, 1000])
        overlap = rng.choice([0, 10, 25, 50, size // 2, size - 1])  # words longer than the overlap are common
        text = preprocess(doc)
        chunks = chunk_text(doc, "d.md", size, overlap)
        spaced_numbers = {m.start() for m in re.finditer(r"(?<=\d) (?=\d{3}(?!\d))", text)}
        rows = [m.span() for m in re.finditer(r"(?m)^\|.*\|$", text)]
        previous = None
        for c in chunks:
            where = (seed, size, overlap, c.chunk_index)
            assert c.start == 0 or text[c.start - 1].isspace(), where
            assert c.end == len(text) or text[c.end].isspace(), where
            assert c.start - 1 not in spaced_numbers and c.end not in spaced_numbers, where
            assert all(b <= c.start or a >= c.end or c.start <= a and b <= c.end for a, b in rows), where
            body = text[c.start:c.end]
            if c.text != body:  # a continued table: its header, then the slice
                assert c.text == "| Service | Daily limit | Fee |\n|---|---:|---|\n" + body, where
                assert body.startswith("| ") and text[c.start - 1] == "\n" and text[c.start - 2] == "|", where
            if len(c.text) > size:  # only to keep one row with its header (and a heading above them) whole
                lines = [x for x in c.text.split("\n") if x.strip() and not x.startswith("#")]
                assert len(lines) <= 3 and all(x.startswith("|") for x in lines), where
            # no chunk ends with a heading, unless the document does
            assert not c.text.split("\n")[-1].startswith("#") or not text[c.end:].strip(), where
            if previous is not None:
                assert c.start > previous.start and c.end > previous.end, where
                assert c.start >= previous.end - overlap, where
            previous = c
        # no text is lost: every word is in a chunk (headings-only chunks are not created)
        covered = bytearray(len(text))
        for c in chunks:
            covered[c.start:c.end] = b"\x01" * (c.end - c.start)
        lost = [m.group() for m in re.finditer(r"\S+", text) if not covered[m.start()]
                and not text[text.rfind("\n", 0, m.start()) + 1:].startswith("#")]
        assert lost == [], (seed, size, overlap)
        for number in ("1,250,000.75", "10,000", "1 250 000,75", "counterpartyriskassessments"):
            assert not any(c.text.startswith(number[1:]) or c.text.endswith(number[:-1]) for c in chunks
                           if number not in c.text)


def test_long_numbers_and_long_words_stay_whole_at_every_size():
    text = ("The cap is 1,250,000.75 per year. Counterpartyriskassessments are due notwithstanding "
            "internationalisation. A fee of 10 000 applies.")
    longest = max(len(w) for w in text.split())  # 27: a longer run of characters is cut at the chunk size
    for size in range(longest, len(text) + 2):
        for overlap in {0, 1, 5, 15, size // 2, size - 1}:
            chunks = chunk_text(text, "d.md", size, overlap)
            words = {w for c in chunks for w in c.text.split()}
            assert words <= set(text.split()), (size, overlap, words - set(text.split()))
            assert all("1,250,000.75" in c.text or "1,250,000" not in c.text for c in chunks)
            assert all("10 000" in c.text or not c.text.endswith("10") for c in chunks)


def test_a_run_of_characters_longer_than_a_chunk_is_cut_at_the_chunk_size_and_a_long_row_is_kept():
    blob = "x" * 250
    assert [(c.start, c.end) for c in chunk_text(blob, "d.md", 100, 20)] == [(0, 100), (100, 200), (200, 250)]
    row = "| Wire transfer | " + "10,000 " * 30 + "|"
    table = f"| Service | Limits |\n|---|---|\n| Card | 2,500 |\n{row}\n"
    chunks = chunk_text(table, "t.md", 60, 10)
    assert [c.text for c in chunks] == ["| Service | Limits |\n|---|---|\n| Card | 2,500 |",
                                        f"| Service | Limits |\n|---|---|\n{row}"]


def test_the_parity_mode_keeps_fair_forges_windows_exactly():
    from fairforge_core.chunking import preprocess

    text = preprocess(FEES)
    chunks = chunk_text(FEES, "fees.md", 200, 60, mode="windows")
    assert [c.text for c in chunks] == [text[s:s + 200].strip() for s in range(0, len(text), 140)]
    # windows cut rows, words and numbers: "| 20,000 | 1" ends inside the row and the fee 1.00
    assert [(c.text[:12], c.text[-12:]) for c in chunks] == [
        ("# Fees and l", "ment | 2,500"), ("| Daily limi", "| 20,000 | 1"), ("Direct debit", "request from"),
        ("0 |\n\nAny amo", "ount holder.")]
    with pytest.raises(ValueError, match="chunking mode"):
        chunk_text(FEES, "fees.md", 200, 60, mode="sentences")


def test_the_chunking_mode_follows_the_decision_backend():
    from fairforge_core.chunking import chunking_mode_for
    from fairforge_core.config import EvaluationSettings
    from fairforge_core.verdicts import RerankerJudge
    from tests.fakes import FigureJudge, OverlapReranker

    assert chunking_mode_for(RerankerJudge(OverlapReranker()).three_way) == "windows"
    assert chunking_mode_for(FigureJudge().three_way) == "whole"
    assert EvaluationSettings(decision="reranker").chunking_mode == "windows"
    for decision in ("offline", "learned", "nli"):
        assert EvaluationSettings(decision=decision).chunking_mode == "whole"
    # the verdict configuration of a three-way backend names its chunking; the parity mode's is as before
    assert EvaluationSettings().verdict_config()["chunking"] == "whole"
    assert "chunking" not in EvaluationSettings(decision="reranker").verdict_config()


def test_both_modes_are_stored_apart_and_an_edit_re_embeds_only_the_chunks_it_changed(tmp_path):
    from fairforge_core.config import EvaluationSettings
    from fairforge_core.corpus_versions import record_corpus_version
    from fairforge_core.pipeline import embed_snapshot
    from fairforge_core.store import DuckDBStore
    from tests.fakes import HashingEmbedder

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "fees.md").write_text(FEES, encoding="utf-8")
    whole = EvaluationSettings(corpus=str(corpus), chunk_size=200, chunk_overlap=60)
    parity = whole.model_copy(update={"decision": "reranker"})
    emb = HashingEmbedder()
    with DuckDBStore(str(tmp_path / "ff.duckdb")) as store:
        sid = record_corpus_version(store, LocalCorpusConnector(corpus)).snapshot_id
        index, stats = embed_snapshot(store, whole, sid, emb)
        expected = chunk_text(FEES, "fees.md", 200, 60)
        # read back from the database: the same texts, hashes, offsets and contexts (the repeated header included)
        assert [(c.text, c.chunk_hash, c.start, c.end, c.context) for c in index.chunks] == \
            [(c.text, c.chunk_hash, c.start, c.end, c.context) for c in expected]
        assert (stats.embedded, stats.reused) == (4, 0)
        index_w, stats_w = embed_snapshot(store, parity, sid, emb)
        assert [c.text for c in index_w.chunks] == [c.text for c in chunk_text(FEES, "f", 200, 60, mode="windows")]
        assert stats_w.embedded == 4  # no window equals a whole chunk
        assert store.query("SELECT chunking, count(*) FROM corpus_chunks GROUP BY 1 ORDER BY 1") == \
            [("whole", 4), ("windows", 4)]
        assert embed_snapshot(store, whole, sid, emb)[1].embedded == 0
        # one fee changes: only the two chunks that hold its row are embedded again
        (corpus / "fees.md").write_text(FEES.replace("| 1.20 |", "| 1.50 |"), encoding="utf-8")
        sid2 = record_corpus_version(store, LocalCorpusConnector(corpus)).snapshot_id
        index2, stats2 = embed_snapshot(store, whole, sid2, emb)
        assert sid2 != sid and (stats2.embedded, stats2.reused) == (2, 2)
        changed = [c.chunk_index for c, old in zip(index2.chunks, index.chunks) if c.chunk_hash != old.chunk_hash]
        assert changed == [2, 3]


def test_chunks_stored_before_schema_11_are_kept_as_character_windows(tmp_path):
    import duckdb

    from fairforge_core.store import DuckDBStore
    from fairforge_core.store.schema import MIGRATIONS

    path = tmp_path / "v10.duckdb"
    con = duckdb.connect(str(path))
    con.execute("CREATE TABLE fairforge_schema (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ)")
    for version, sql in MIGRATIONS:
        if version <= 10:
            con.execute(sql)
            con.execute("INSERT INTO fairforge_schema VALUES (?, now())", [version])
    con.execute("INSERT INTO corpus_chunks VALUES ('sha256:x', 1000, 100, 'fees.md', 0, 'h0', 'Fees', 0, 9, "
                "'Fees: 25.')")
    con.close()
    with DuckDBStore(path) as store:
        assert store.upgraded_from == 10
        assert store.has_chunks("sha256:x", 1000, 100, "windows") and not store.has_chunks("sha256:x", 1000, 100)
        (old,) = store.load_chunks("sha256:x", 1000, 100, "windows")
        assert (old.text, old.chunk_hash, old.heading, old.start, old.end) == ("Fees: 25.", "h0", "Fees", 0, 9)


# -- end to end: the fee table through `fairforge evaluate`, the real chunker and the packaged offline judge --------
WIRE_ROW = "Wire transfer; Daily limit: 10,000; Fee: 25.50"


@pytest.fixture(scope="module")
def fee_table_run(tmp_path_factory):
    import json

    import duckdb

    from fairforge_assets.cli import main

    root = tmp_path_factory.mktemp("fees")
    (root / "corpus").mkdir()
    (root / "corpus" / "fees.md").write_text(FEES, encoding="utf-8")
    turns = [{"qa_id": qa, "query": "What is the daily limit for a wire transfer?", "assistant": answer,
              "ground_truth_assistant": "-"}
             for qa, answer in (("q-5000", "The wire transfer limit is 5,000 per day."),
                                ("q-10000", "The wire transfer limit is 10,000 per day."))]
    (root / "conv.jsonl").write_text(json.dumps({"session_id": "s1", "assistant_id": "bank", "context": "",
                                                 "started_at": "2026-03-02T10:00:00Z", "conversation": turns}) + "\n")
    (root / "fairforge.yaml").write_text("chunk_size: 200\nchunk_overlap: 60\n")  # defaults: the packaged judge
    db = root / "ff.duckdb"
    assert main(["evaluate", "--corpus", str(root / "corpus"), "--conversations", str(root / "conv.jsonl"),
                 "--db", str(db), "--config", str(root / "fairforge.yaml")]) == 0
    with duckdb.connect(str(db), read_only=True) as con:
        chunks = con.execute("SELECT chunk_index, chunking, text, chunk_hash FROM corpus_chunks ORDER BY 1").fetchall()
        rows = con.execute("SELECT r.qa_id, r.verdict, r.rule_sentence FROM retrieved_chunks r JOIN corpus_chunks c "
                           "USING (chunk_hash) WHERE c.text LIKE '%| Wire transfer |%' AND r.selected").fetchall()
    return chunks, {qa: (verdict, rule) for qa, verdict, rule in rows}


@pytest.mark.slow
def test_the_stored_chunk_that_continues_the_fee_table_repeats_its_header(fee_table_run):
    chunks, _ = fee_table_run
    assert {mode for _, mode, _, _ in chunks} == {"whole"}
    (wire,) = [text for _, _, text, _ in chunks if "| Wire transfer |" in text]
    assert wire.startswith(FEES_HEADER + "\n| Direct debit |")


@pytest.mark.slow
def test_a_wrong_limit_contradicts_the_table_row_read_as_a_rule(fee_table_run):
    _, verdicts = fee_table_run
    assert verdicts["q-5000"] == ("CONTRADICTS", WIRE_ROW)


@pytest.mark.slow
@pytest.mark.slow
def test_the_right_limit_is_supported_by_the_table_row(fee_table_run):
    _, verdicts = fee_table_run
    assert verdicts["q-10000"] == ("SUPPORTS", WIRE_ROW)
