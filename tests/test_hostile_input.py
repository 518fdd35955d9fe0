"""Bad and hostile input (issue 33): a clear one-line answer, nothing lost, leaked or silently wrong.

Real files, the real CLI in-process, real DuckDB files; the fast stand-in models of tests/fakes.py.
"""

import json
import os
import time

import duckdb
import pytest

from fairforge_assets.cli import main
from fairforge_core.chunking import chunk_text
from fairforge_core.connectors.local import LocalCorpusConnector
from fairforge_core.core.retriever import Retriever
from fairforge_core.engine import EMPTY_ANSWER
from fairforge_core.inputs import LoadedSession, Rejection, scan_conversations
from fairforge_core.metrics.regulatory import Regulatory
from fairforge_core.schemas.common import Batch, Dataset
from tests.fakes import HashingEmbedder, OverlapReranker
from tests.test_cli import CONFIG
from tests.test_dagster_main import make_inputs

POLICY = "# Refunds\n\n## Window\n\nRefunds are available within 30 days of purchase with a receipt.\n"


def session(sid="s1", aid="bot", weight=None, day="2025-05-06", qa_id="q1"):
    turn = {"qa_id": qa_id, "query": "Can I get a refund?", "assistant": "Yes, within 30 days with a receipt.",
            "ground_truth_assistant": "-"}
    if weight is not None:
        turn["weight"] = weight
    return {"session_id": sid, "assistant_id": aid, "context": "c", "started_at": f"{day}T10:00:00Z",
            "conversation": [turn]}


def evaluate(tmp_path, corpus, conv, *extra):
    cfg = tmp_path / "fairforge.yaml"
    if not cfg.exists():
        cfg.write_text(CONFIG)
    db = tmp_path / "ff.duckdb"
    code = main(["evaluate", "--corpus", str(corpus), "--conversations", str(conv), "--db", str(db),
                 "--config", str(cfg), *extra])
    return code, db


def one_error_line(capsys) -> str:
    err = [ln for ln in capsys.readouterr().err.splitlines() if ln.startswith("fairforge:")]
    assert len(err) == 1, err
    return err[0]


# -- 5. inputs are validated once, at the edge ---------------------------------------------------------------
def test_non_finite_weights_and_control_characters_are_rejected_with_file_line_and_reason(tmp_path):
    conv = tmp_path / "conv.jsonl"
    lines = [json.dumps(session("ok")),
             json.dumps(session("nan", weight=0.5)).replace("0.5", "NaN"),  # json.loads accepts NaN and Infinity
             json.dumps(session("inf", weight=0.5)).replace("0.5", "Infinity"),
             json.dumps(session("esc\u001b[2J")),
             json.dumps(session("s5", aid="bot\u0000")),
             json.dumps(session("s6", qa_id="q\n1"))]
    conv.write_text("\n".join(lines) + "\n")
    items = list(scan_conversations(conv))
    assert [i.dataset.session_id for i in items if isinstance(i, LoadedSession)] == ["ok"]
    rejected = {r.line: r.reason for r in items if isinstance(r, Rejection)}
    assert rejected == {
        2: "invalid session: conversation.0.weight: Input should be a finite number",
        3: "invalid session: conversation.0.weight: Input should be a finite number",
        4: "invalid session: session_id: control character U+001B at position 3 is not allowed in an id",
        5: "invalid session: assistant_id: control character U+0000 at position 3 is not allowed in an id",
        6: "invalid session: conversation.0.qa_id: control character U+000A at position 1 is not allowed in an id",
    }


def test_the_python_api_raises_a_clear_value_error_before_any_work(tmp_path):
    ok = Dataset.model_validate(session("ok"))
    bad = Dataset.model_validate(session("late"))
    bad.conversation[0].weight = float("inf")  # changed after validation: pydantic did not see it

    class Late(Retriever):
        def load_dataset(self):
            return [ok, ok.model_copy(update={"session_id": "ok2"}), bad]

    # the corpus folder does not exist: any work (loading the corpus) would raise FileNotFoundError instead
    with pytest.raises(ValueError) as exc:
        Regulatory.run(Late, corpus_connector=LocalCorpusConnector(tmp_path / "missing"), embedder=HashingEmbedder(),
                       reranker=OverlapReranker())
    assert str(exc.value) == ("invalid session (item 3 of load_dataset()): conversation.0.weight: Input should be a "
                              "finite number")
    with pytest.raises(ValueError, match="control character U\\+0007"):
        Batch(qa_id="q\a", query="q", assistant="a", ground_truth_assistant="-")


def test_every_rejected_record_is_stored_with_its_file_and_line(tmp_path, capsys):
    corpus, _ = make_inputs(tmp_path)
    conv = tmp_path / "conv.jsonl"
    conv.write_text("\n".join([
        json.dumps(session("good")),
        json.dumps(session("blank", aid="  ")),                           # blank assistant id
        json.dumps(session("lonely", aid="other bot", weight=-1)),        # its assistant has no valid session
        json.dumps(session("late", day="2025-05-07", weight=0.5)).replace("0.5", "Infinity"),  # nor that day
        "{broken",
    ]) + "\n")
    code, db = evaluate(tmp_path, corpus, conv)
    err = capsys.readouterr().err
    assert code == 0
    printed = sorted(int(ln.split(":")[1]) for ln in err.splitlines() if ln.startswith(f"  rejected {conv}:"))
    assert printed == [2, 3, 4, 5]
    con = duckdb.connect(str(db), read_only=True)
    stored = con.execute("SELECT input_file, line, reason FROM rejected_sessions ORDER BY line").fetchall()
    assert [(f, n) for f, n, _ in stored] == [(str(conv), n) for n in printed]
    assert stored[0][2] == "invalid session: assistant_id is blank"
    assert con.execute("SELECT session_id FROM conversations").fetchall() == [("good",)]


def test_a_run_whose_every_record_is_invalid_exits_non_zero_and_stores_its_rejections(tmp_path, capsys):
    corpus, _ = make_inputs(tmp_path)
    conv = tmp_path / "conv.jsonl"
    conv.write_text(json.dumps(session("a", weight=-2)) + "\n" + json.dumps(session("b", aid="")) + "\n")
    code, db = evaluate(tmp_path, corpus, conv)
    line = one_error_line(capsys)
    assert code == 2
    assert line == (f"fairforge: no valid session in {conv}: all 2 record(s) rejected (listed above; stored in "
                    f"table rejected_sessions of {db})")
    con = duckdb.connect(str(db), read_only=True)
    assert con.execute("SELECT line FROM rejected_sessions ORDER BY line").fetchall() == [(1,), (2,)]
    assert con.execute("SELECT count(*) FROM interaction_verdicts").fetchone()[0] == 0


# -- 3. empty things are named ---------------------------------------------------------------------------------
@pytest.mark.parametrize("content", ["", "\n\n  \n"])
def test_an_empty_conversations_input_says_empty(tmp_path, capsys, content):
    corpus, _ = make_inputs(tmp_path)
    conv = tmp_path / "empty.jsonl"
    conv.write_text(content)
    assert evaluate(tmp_path, corpus, conv)[0] == 2
    assert one_error_line(capsys) == f"fairforge: conversations input is empty: {conv} holds no session record"


def test_dev_null_as_conversations_says_empty_not_not_found(tmp_path, capsys):
    corpus, _ = make_inputs(tmp_path)
    assert evaluate(tmp_path, corpus, os.devnull)[0] == 2
    assert one_error_line(capsys) == "fairforge: conversations input is empty: /dev/null holds no session record"


@pytest.mark.parametrize("files", [{}, {"a.md": "", "b.md": "# Title\n\n## Section\n\n### Sub\n"}])
def test_a_corpus_without_rule_text_stops_before_any_evaluation(tmp_path, capsys, caplog, files):
    _, conv = make_inputs(tmp_path)
    corpus = tmp_path / "empty_corpus"
    corpus.mkdir()
    for name, text in files.items():
        (corpus / name).write_text(text)
    code, db = evaluate(tmp_path, corpus, conv)
    assert code == 2
    empty_warnings = [r for r in caplog.records if "contains no .md or .markdown files" in r.getMessage()]
    assert len(empty_warnings) == (0 if files else 1)  # said once, though two assets read the folder
    assert one_error_line(capsys) == (f"fairforge: corpus {corpus} holds no rule text ({len(files)} document(s), all "
                                      "empty or headings only): nothing evaluated")
    con = duckdb.connect(str(db), read_only=True)
    assert con.execute("SELECT count(*) FROM interaction_verdicts").fetchone()[0] == 0


def test_a_chunk_of_headings_only_is_never_created():
    rules = "# Fees\n\n## Wire transfers\n\nA wire transfer costs 25.50 dollars.\n\n"
    text = rules + "## Notes\n\n### Misc\n"
    size = len(rules)
    windows = [text[i:i + size].strip() for i in range(0, len(text), size)]
    assert windows == [rules.strip(), "## Notes\n\n### Misc"]  # fair-forge's second window: headings only
    assert [c.text for c in chunk_text(text, "fees.md", chunk_size=size, chunk_overlap=0)] == [rules.strip()]
    assert chunk_text("# A\n\n## B\n\n---\n", "h.md", 1000, 100) == []


# -- 7. the corpus boundary holds ------------------------------------------------------------------------------
def test_symlinks_out_of_the_corpus_are_skipped_with_a_warning_and_never_read(tmp_path, capsys, caplog):
    corpus, conv = make_inputs(tmp_path)
    secret = tmp_path / "outside"
    secret.mkdir()
    (secret / "passwd.md").write_text("root:x:0:0:SECRET-TOKEN:/root:/bin/bash\n")
    os.symlink(secret / "passwd.md", corpus / "passwd.md")
    os.symlink(secret, corpus / "etc")
    os.symlink(corpus / "refunds.md", corpus / "again.md")  # inside the corpus: read as usual
    conn = LocalCorpusConnector(corpus)
    docs = conn.load_documents()
    assert sorted(d.source for d in docs) == ["again.md", "refunds.md", "sub/calls.md"]
    assert conn.skipped == {"passwd.md": "symlink to a file outside the corpus folder; not read",
                            "etc": "symlink to a folder outside the corpus folder; not read"}
    assert "corpus: skipped passwd.md" in caplog.text and "corpus: skipped etc" in caplog.text
    code, db = evaluate(tmp_path, corpus, conv)
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "warning: corpus file passwd.md skipped: symlink to a file outside the corpus folder" in err
    assert "2 corpus file(s) or folder(s) skipped, not read: etc (symlink" in out
    con = duckdb.connect(str(db), read_only=True)
    for table in ("corpus_documents", "corpus_chunks", "chunk_embeddings"):
        cols = [r[0] for r in con.execute(f"DESCRIBE {table}").fetchall()]
        rows = con.execute(f"SELECT * FROM {table}").fetchall()
        assert rows and "SECRET-TOKEN" not in repr(rows) and "passwd" not in repr(rows), (table, cols)


@pytest.mark.parametrize("raw, where", [(b"# Fees\n\nA fee of 5 \xe9uros.\n", "is not valid UTF-8 (byte 19: "),
                                        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "is binary, not markdown text "
                                                                                "(NUL byte at byte 8)")])
def test_an_unreadable_corpus_file_stops_the_run_unless_skipped(tmp_path, capsys, raw, where):
    corpus, conv = make_inputs(tmp_path)
    (corpus / "sub" / "fees.md").write_bytes(raw)
    code, db = evaluate(tmp_path, corpus, conv)
    line = one_error_line(capsys)
    assert code == 2
    assert line.startswith(f"fairforge: corpus file 'sub/fees.md' {where}") and "Error" not in line
    assert line.endswith("(fix or remove it, or set skip_unreadable_documents: true)")
    (tmp_path / "fairforge.yaml").write_text(CONFIG + "skip_unreadable_documents: true\n")
    code, db = evaluate(tmp_path, corpus, conv)
    out, err = capsys.readouterr()
    assert code == 0, err
    assert f"1 corpus file(s) or folder(s) skipped, not read: sub/fees.md ({where.strip()}" in out
    con = duckdb.connect(str(db), read_only=True)
    assert sorted(r[0] for r in con.execute("SELECT DISTINCT source FROM corpus_documents").fetchall()) == \
        ["refunds.md", "sub/calls.md"]


# -- 8. no Python internals in user-facing errors ------------------------------------------------------------
def test_unexpected_failures_are_one_line_and_tracebacks_only_with_debug(tmp_path, capsys):
    corpus, conv = make_inputs(tmp_path)
    folder_as_db = tmp_path / "db_is_a_folder"
    folder_as_db.mkdir()
    args = ["evaluate", "--corpus", str(corpus), "--conversations", str(conv), "--db", str(folder_as_db),
            "--config", str(tmp_path / "c.yaml")]
    (tmp_path / "c.yaml").write_text(CONFIG)
    assert main(args) == 1
    err = capsys.readouterr().err
    lines = [ln for ln in err.splitlines() if ln.startswith("fairforge:")]
    assert len(lines) == 1 and "Traceback" not in err
    assert lines[0].startswith("fairforge: error: ") and lines[0].endswith("(--debug shows the details)")
    assert "Exception" not in lines[0] and str(folder_as_db) in lines[0]
    assert main(["--debug", *args]) == 1
    assert "Traceback (most recent call last)" in capsys.readouterr().err


# -- 6. size limits, and 3. empty answers ------------------------------------------------------------------------
def test_a_5_mb_answer_is_judged_on_a_bounded_part_and_the_other_sessions_are_evaluated(tmp_path, capsys):
    corpus, _ = make_inputs(tmp_path)
    huge = "Refunds are available within 30 days of purchase with a receipt. " * 80_000  # 5.3 MB
    rows = [session(f"s{i}") for i in range(4)] + [session("huge")]
    rows[-1]["conversation"][0]["assistant"] = huge
    rows[0]["conversation"].append({"qa_id": "q2", "query": "And then?", "assistant": " \n\t ",
                                    "ground_truth_assistant": "-"})  # whitespace only
    conv = tmp_path / "conv.jsonl"
    conv.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    t0 = time.perf_counter()
    code, db = evaluate(tmp_path, corpus, conv)
    seconds = time.perf_counter() - t0
    out, err = capsys.readouterr()
    assert code == 0, err
    assert seconds < 180
    con = duckdb.connect(str(db), read_only=True)
    rows = dict(con.execute("SELECT session_id || '/' || qa_id, (verdict, insight, error, length(assistant)) "
                            "FROM interaction_verdicts").fetchall())
    verdict, insight, error, length = rows["huge/q1"]
    assert verdict == "COMPLIANT" and error is None and length == len(huge)  # stored whole
    assert insight.endswith(f"Judged on the first 20,000 of the {len(huge):,} characters of the answer "
                            "(max_text_chars).")
    assert {rows[f"s{i}/q1"][0] for i in range(4)} <= {"COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"}  # evaluated
    assert rows["s0/q2"][:3] == ("UNJUDGED", "Response is UNJUDGED: the answer is empty, so there is nothing to "
                                 "judge; it is left out of the session score.", EMPTY_ANSWER)
    q1 = con.execute("SELECT compliance_score FROM interaction_verdicts WHERE session_id = 's0' AND qa_id = 'q1'"
                     ).fetchone()[0]
    s0 = con.execute("SELECT compliance_score, n_unjudged, n_interactions FROM session_metrics WHERE session_id = "
                     "'s0'").fetchone()
    assert s0 == (q1, 1, 2)  # the session's score is its judged interaction's: the empty answer is left out
    assert "1 interaction(s) with an empty answer: verdict UNJUDGED" in out
    assert "have no judgement" not in out  # not the LLM judge's warning: re-running would not change it
    con.close()
    # the limit is a setting
    (tmp_path / "fairforge.yaml").write_text(CONFIG + "max_text_chars: 10\n")
    assert evaluate(tmp_path, corpus, conv)[0] == 0
    con = duckdb.connect(str(db), read_only=True)
    insight = con.execute("SELECT insight FROM interaction_verdicts WHERE session_id = 's1'").fetchone()[0]
    assert insight.endswith("Judged on the first 10 of the 19 characters of the query (max_text_chars). Judged on "
                            "the first 10 of the 35 characters of the answer (max_text_chars).")


# -- 2. invisible characters -------------------------------------------------------------------------------------
def test_invisible_characters_are_normalised_before_hashing_and_storage(tmp_path):
    from fairforge_core.chunking import chunk_documents
    from fairforge_core.corpus_versions import record_corpus_version
    from fairforge_core.store import DuckDBStore

    plain = "# Fees\n\n## Wire transfers\n\nA wire transfer costs 25.50 USD and is limited to 10,000 USD a day.\n"
    dirty = ("\ufeff# Fees\n\n## Wire trans\u00adfers\n\nA wire\u00a0transfer costs 25.50\u202fUSD and is "
             "li\u00admited to 10,\u200b000 USD a\u2060 day.\ufeff\n")
    invisible = "\u200b\u2060\ufeff\u00ad\u00a0\u202f"
    versions, texts = [], []
    for name, text in (("plain", plain), ("dirty", dirty)):
        corpus = tmp_path / name
        corpus.mkdir()
        (corpus / "fees.md").write_text(text, encoding="utf-8")
        conn = LocalCorpusConnector(corpus)
        snap = conn.snapshot()
        chunks = chunk_documents(snap.documents, 40, 10)
        texts.append([(c.text, c.chunk_hash, c.start) for c in chunks])
        with DuckDBStore(str(tmp_path / f"{name}.duckdb")) as store:
            versions.append(record_corpus_version(store, conn).snapshot_id)
            stored = store.query("SELECT text FROM corpus_documents")
        assert stored and not any(ch in invisible for (t,) in stored for ch in t)
    assert texts[0] == texts[1]  # the same chunk texts, hashes and offsets
    assert versions[0] == versions[1]
    assert not any(ch in invisible for t, _, _ in texts[1] for ch in t)
    # documents from another source are normalised by the chunker the same way
    from fairforge_core.connectors.base import RegulatoryDocument

    assert [(c.text, c.chunk_hash) for c in chunk_documents([RegulatoryDocument(text=dirty, source="fees.md")],
                                                             40, 10)] == [(t, h) for t, h, _ in texts[0]]


# -- 4. intervals say what they know -----------------------------------------------------------------------------
def test_intervals_are_absent_below_two_scores_and_never_collapse_when_scores_are_equal():
    from fairforge_core.statistical import BayesianMode
    from fairforge_core.statistical.bayesian import NO_INTERVAL_NOTE

    mode = BayesianMode(mc_samples=4000, ci_level=0.95, rng_seed=7)
    one = mode.aggregate_session([1.0], [1.0], key="s1")
    assert (one.mean, one.ci_low, one.ci_high, one.ci_note) == (1.0, None, None, NO_INTERVAL_NOTE)
    assert mode.aggregate_session([], [], key="s0").ci_note == NO_INTERVAL_NOTE
    ones = mode.aggregate_session([1.0] * 5, [0.2] * 5, key="s5")
    # Jeffreys, x = n = 5: lower bound = the 2.5% quantile of Beta(5.5, 0.5) = 0.6206, upper bound 1
    assert ones.ci_high == 1.0 and ones.ci_low == pytest.approx(0.6206, abs=5e-5)
    assert ones.ci_note == "all 5 scores equal: Jeffreys interval"
    zeros = mode.aggregate_session([0.0, 0.0], [0.5, 0.5], key="z")
    assert zeros.ci_low == 0.0 and zeros.ci_high == pytest.approx(0.6668, abs=5e-5)  # Beta(0.5, 2.5) 97.5%
    halves = mode.aggregate_session([0.5] * 4, [0.25] * 4, key="h")  # k = 2 of 4: Beta(2.5, 2.5), 2.5% / 97.5%
    assert (halves.ci_low, halves.ci_high) == (pytest.approx(0.1228, abs=5e-5), pytest.approx(0.8772, abs=5e-5))
    again = BayesianMode(mc_samples=4000, ci_level=0.95, rng_seed=7).aggregate_session([1.0] * 5, [0.2] * 5, key="s5")
    assert (again.ci_low, again.ci_high) == (ones.ci_low, ones.ci_high)  # exact quantiles: no seed noise
    mixed = mode.aggregate_session([1.0, 0.0, 1.0], [1 / 3] * 3, key="m")
    assert mixed.ci_note is None and mixed.ci_low < mixed.mean < mixed.ci_high  # the bootstrap, as before


def test_stored_sessions_carry_no_interval_for_one_interaction_with_the_reason(tmp_path, capsys):
    corpus, _ = make_inputs(tmp_path)
    rows = [session("single"), session("pair")]
    rows[1]["conversation"] = [{"qa_id": f"q{i}", "query": "xyzzy", "assistant": f"plugh {i}",  # IRRELEVANT: 0.5
                                "ground_truth_assistant": "-"} for i in (1, 2)]
    conv = tmp_path / "conv.jsonl"
    conv.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    code, db = evaluate(tmp_path, corpus, conv)  # CONFIG: statistical_mode bayesian
    assert code == 0, capsys.readouterr().err
    con = duckdb.connect(str(db), read_only=True)
    got = dict(con.execute("SELECT session_id, (compliance_score_ci_low, compliance_score_ci_high, ci_note) FROM "
                           "session_metrics").fetchall())
    assert got["single"] == (None, None, "fewer than 2 scored interactions: no interval")
    lo, hi, note = got["pair"]
    assert note == "all 2 scores equal: Jeffreys interval" and hi - lo > 0.2


def test_an_empty_answer_is_counted_by_the_judged_check_but_does_not_fail_it(tmp_path):
    import dagster as dg

    from fairforge_assets.assets import CORPUS_SELECTION, interactions_judged
    from fairforge_assets.definitions import ALL_ASSETS, ALL_CHECKS, run_resources
    from fairforge_assets.partitions import assistant_to_key, partition_key
    from fairforge_assets.resources import FairforgeResource

    corpus, _ = make_inputs(tmp_path)
    row = session("s1")
    row["conversation"].append({"qa_id": "q2", "query": "Hello?", "assistant": "  \n ", "ground_truth_assistant": "-"})
    conv = tmp_path / "empty.jsonl"
    conv.write_text(json.dumps(row) + "\n")
    resources = run_resources(FairforgeResource(
        corpus=str(corpus), conversations=str(conv), database=str(tmp_path / "ff.duckdb"),
        embedder="tests.fakes:HashingEmbedder", reranker="tests.fakes:OverlapReranker", chunk_size=120,
        chunk_overlap=20, similarity_threshold=0.2, contradiction_threshold=0.3))
    instance = dg.DagsterInstance.ephemeral()
    assert dg.materialize(ALL_ASSETS, selection=CORPUS_SELECTION, resources=resources, instance=instance).success
    instance.add_dynamic_partitions("assistant", [assistant_to_key("bot")])
    from datetime import date

    r = dg.materialize([*ALL_ASSETS, *ALL_CHECKS], partition_key=str(partition_key("bot", date(2025, 5, 6))),
                       selection=dg.AssetSelection.assets("conversations", "interaction_verdicts", "session_metrics")
                       | dg.AssetSelection.checks(interactions_judged), resources=resources, instance=instance)
    check = [c for c in r.get_asset_check_evaluations() if c.check_name == "interactions_judged"][0]
    assert check.passed is True
    assert {k: check.metadata[k].value for k in ("unjudged_interactions", "empty_answers", "interactions")} == {
        "unjudged_interactions": 0, "empty_answers": 1, "interactions": 2}


@pytest.mark.parametrize("command", [["evaluate"], ["lineage", "--session", "x"], ["alerts"],
                                     ["report", "--out", "rep"]])
def test_a_db_that_is_not_a_duckdb_file_is_bad_input_in_one_line(tmp_path, capsys, monkeypatch, command):
    monkeypatch.chdir(tmp_path)
    not_db = tmp_path / "README.md"
    not_db.write_text("# not a database\n" * 200)
    code = main([*command, "--db", str(not_db)])
    err = capsys.readouterr().err
    lines = [ln for ln in err.splitlines() if ln.startswith("fairforge:")]
    assert code == 2 and len(lines) == 1 and "Traceback" not in err, err
    assert "not a valid DuckDB database file" in lines[0] and str(not_db) in lines[0]
    assert not_db.read_text() == "# not a database\n" * 200  # left as it was
