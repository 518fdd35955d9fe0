"""The `fairforge` command line, in-process (the same Dagster definitions, a real DuckDB file)."""

import os
import re
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

from fairforge_assets.cli import main
from fairforge_core.store.schema import SCHEMA_VERSION
from tests.test_dagster_main import make_inputs

CONFIG = """
embedder: tests.fakes:HashingEmbedder
reranker: tests.fakes:OverlapReranker
chunk_size: 120
chunk_overlap: 20
similarity_threshold: 0.2
contradiction_threshold: 0.3
statistical_mode: bayesian
mc_samples: 500
"""


def test_evaluate_materializes_every_partition_and_prints_a_summary(tmp_path, capsys):
    corpus, conv = make_inputs(tmp_path)
    cfg = tmp_path / "fairforge.yaml"
    cfg.write_text(CONFIG)
    db = tmp_path / "out" / "ff.duckdb"
    code = main(["evaluate", "--corpus", str(corpus), "--conversations", str(conv), "--db", str(db),
                 "--config", str(cfg)])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "6 session(s) in 6 partition(s)" in out
    assert "sessions" in out and "interactions" in out and "COMPLIANT" in out
    assert "conversations.jsonl:7: malformed JSON" in err  # the broken line, with file and line
    con = duckdb.connect(str(db), read_only=True)
    assert con.execute("SELECT count(*) FROM session_metrics").fetchone()[0] == 6
    assert con.execute("SELECT count(*) FROM session_metrics WHERE compliance_score_ci_low IS NULL").fetchone()[0] == 0
    assert con.execute("SELECT DISTINCT statistical_mode FROM session_metrics").fetchone()[0].startswith("bayesian")
    con.close()
    # a second run re-uses every embedding and leaves no duplicates
    assert main(["evaluate", "--corpus", str(corpus), "--conversations", str(conv), "--db", str(db),
                 "--config", str(cfg)]) == 0
    out, _ = capsys.readouterr()
    assert " 0 embedded now, " in out and "schema upgraded" not in out
    con = duckdb.connect(str(db), read_only=True)
    assert con.execute("SELECT count(*) FROM interaction_verdicts").fetchone()[0] == 18
    con.close()
    # a file of schema version 6 (before rule_heading and the LLM judge's columns and tables) is upgraded in place,
    # and the run says so; its rows are kept (the partitions are unchanged: nothing is re-evaluated)
    con = duckdb.connect(str(db))
    con.execute("ALTER TABLE retrieved_chunks DROP COLUMN rule_heading")
    con.execute("ALTER TABLE interaction_verdicts DROP COLUMN error")
    con.execute("ALTER TABLE session_metrics DROP COLUMN n_unjudged")
    con.execute("ALTER TABLE session_metrics DROP COLUMN ci_note")
    con.execute("ALTER TABLE policy_reports DROP COLUMN n_unjudged_ids")
    con.execute("ALTER TABLE policy_reports DROP COLUMN unjudged_ids")
    for table in ("interaction_verdicts", "session_metrics"):
        con.execute(f"ALTER TABLE {table} ALTER COLUMN compliance_score SET NOT NULL")
    con.execute("DROP TABLE llm_replies")
    con.execute("DROP TABLE llm_usage")
    con.execute("DELETE FROM fairforge_schema WHERE version >= 7")
    con.close()
    assert main(["evaluate", "--corpus", str(corpus), "--conversations", str(conv), "--db", str(db),
                 "--config", str(cfg)]) == 0
    assert f"database {db}: schema upgraded from version 6 to {SCHEMA_VERSION}" in capsys.readouterr().out
    con = duckdb.connect(str(db), read_only=True)
    assert con.execute("SELECT count(*), count(*) FILTER (n_unjudged = 0) FROM session_metrics").fetchone() == (6, 6)
    assert con.execute("SELECT count(*), count(error) FROM interaction_verdicts").fetchone() == (18, 0)
    con.close()


def test_sessions_without_started_at_take_the_given_date(tmp_path, capsys):
    corpus, _ = make_inputs(tmp_path)
    conv = tmp_path / "nodate.jsonl"
    conv.write_text('{"session_id": "n1", "assistant_id": "bot", "context": "c", "conversation": [{"qa_id": "a", '
                    '"query": "refund?", "assistant": "refunds within 30 days", "ground_truth_assistant": "-"}]}\n')
    cfg = tmp_path / "c.yaml"
    cfg.write_text(CONFIG)
    db = tmp_path / "d.duckdb"
    assert main(["evaluate", "--corpus", str(corpus), "--conversations", str(conv), "--db", str(db), "--config",
                 str(cfg), "--date", "2025-01-31"]) == 0
    con = duckdb.connect(str(db), read_only=True)
    assert str(con.execute("SELECT partition_date FROM session_metrics").fetchone()[0]) == "2025-01-31"


@pytest.mark.parametrize(
    "args, message",
    [
        (["evaluate", "--conversations", "/nonexistent/conv.jsonl"], "conversations input not found"),
        (["evaluate", "--date", "31/01/2025"], "invalid --date '31/01/2025'"),
        (["evaluate", "--config", "/nonexistent.yaml"], "config file not found"),
        (["evaluate", "--corpus", "/nonexistent/corpus"], "corpus folder not found"),
    ],
)
def test_bad_arguments_exit_non_zero_with_one_line(tmp_path, capsys, args, message):
    code = main(args + ["--db", str(tmp_path / "x.duckdb")])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and message in err[0] and err[0].startswith("fairforge:")


def test_bad_setting_in_the_config_file_is_named(tmp_path, capsys):
    cfg = tmp_path / "bad.yaml"
    cfg.write_text("chunk_size: 100\nchunk_overlap: 100\n")
    assert main(["evaluate", "--config", str(cfg), "--db", str(tmp_path / "x.duckdb")]) == 2
    assert "chunk_overlap (100) must be smaller than chunk_size" in capsys.readouterr().err
    cfg.write_text("top_kk: 3\n")
    assert main(["evaluate", "--config", str(cfg), "--db", str(tmp_path / "x.duckdb")]) == 2
    assert "top_kk" in capsys.readouterr().err


@pytest.mark.slow
def test_default_command_runs_the_bundled_sample_with_the_packaged_model(tmp_path):
    """The README's run command, minus the install: real MiniLM, bundled sample, a fresh working folder."""
    proc = subprocess.run([sys.executable, "-m", "fairforge_assets.cli", "evaluate", "--db",
                           str(tmp_path / "sample.duckdb")], capture_output=True, text=True, cwd=tmp_path,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert "8 session(s) in 4 partition(s)" in proc.stdout
    assert "4 chunks (first version recorded, 3 document(s), 4 embedded now, 0 from cache)" in proc.stdout
    con = duckdb.connect(str(tmp_path / "sample.duckdb"), read_only=True)
    assert con.execute("SELECT count(*) FROM interaction_verdicts").fetchone()[0] == 20
    assert con.execute("SELECT count(*) FROM chunk_embeddings").fetchone()[0] > 0
    # the README shows what this run prints: every line of its block, in order, with only the corpus hash, the
    # checkout's path, the database path and the time shortened or different
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    block = readme.split("The first command ends with this", 1)[1].split("```text\n", 1)[1].split("```", 1)[0]
    printed = iter(proc.stdout.splitlines())
    for line in block.splitlines():
        pattern = re.escape(line).replace(re.escape("..."), ".*").replace(re.escape("data/fairforge.duckdb"), ".*")
        pattern = re.sub(r"\\ [0-9]+\\.[0-9]\\ s$", r" [0-9.]+ s", pattern)
        assert any(re.fullmatch(pattern, p) for p in printed), f"README line not printed in order: {line!r}"


def test_version_and_partitions_registration(tmp_path, capsys, monkeypatch):
    import dagster as dg

    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0 and capsys.readouterr().out.startswith("fairforge ")
    _, conv = make_inputs(tmp_path)
    monkeypatch.delenv("DAGSTER_HOME", raising=False)
    assert main(["partitions", "--conversations", str(conv)]) == 2
    assert "DAGSTER_HOME" in capsys.readouterr().err
    home = tmp_path / "dagster_home"
    home.mkdir()
    (home / "dagster.yaml").write_text("")
    monkeypatch.setenv("DAGSTER_HOME", str(home))
    assert main(["partitions", "--conversations", str(conv)]) == 0
    out = capsys.readouterr().out
    assert "3 new assistant partition(s) registered; 6 (assistant, date) partition(s)" in out
    assert "north%7Csouth%2C east|2025-05-06" in out
    with dg.DagsterInstance.get() as instance:
        assert sorted(instance.get_dynamic_partitions("assistant")) == ["north%7Csouth%2C east", "shop helper",
                                                                         "télé-agent"]
    assert main(["partitions", "--conversations", str(conv)]) == 0
    assert capsys.readouterr().out.startswith("0 new assistant partition(s)")


@pytest.mark.parametrize("extra, message", [
    ("embedder_kwargs:\n  language: [en]\n",
     "embedder_kwargs: unknown key 'language' for HashingEmbedder; accepted: dim, languages"),
    ("decision: offline\njudge_kwargs:\n  polarity: 0.4\n",
     "judge_kwargs: unknown key 'polarity' for LearnedJudge; accepted: model_path, precision, max_units, "
     "min_relevance, contradiction_cut, support_cut, cache_size"),
    ("decision: learned\njudge_kwargs:\n  polarity_threshold: 0.4\n",
     "judge_kwargs: unknown key 'polarity_threshold' for LearnedJudge; accepted: model_path,"),
    ("decision: reranker\nreranker: qwen\nreranker_kwargs:\n  model: /m\n",
     "reranker_kwargs: unknown key 'model' for QwenReranker; accepted: model_name_or_path,"),
    ("embedder: no.such.module:Thing\n", "cannot import module 'no.such.module'"),
])
def test_a_misspelt_model_option_is_refused_before_the_run(tmp_path, capsys, extra, message):
    cfg = tmp_path / "c.yaml"
    cfg.write_text(CONFIG + extra)
    db = tmp_path / "d.duckdb"
    assert main(["evaluate", "--config", str(cfg), "--db", str(db)]) == 2
    err = capsys.readouterr().err
    assert f"fairforge: invalid configuration: {message}" in err
    assert not db.exists()  # nothing ran


def test_valid_model_options_pass_the_check():
    from fairforge_core.config import EvaluationSettings
    from fairforge_core.factory import check_component_kwargs

    check_component_kwargs(EvaluationSettings(embedder_kwargs={"model": "/m", "batch_size": 8, "languages": ["en"]},
                                              judge_kwargs={"max_units": 6, "contradiction_cut": 0.8}))
    check_component_kwargs(EvaluationSettings(decision="learned", judge_kwargs={"model_path": "/m"}))
    check_component_kwargs(EvaluationSettings(decision="nli", judge_kwargs={"model_name_or_path": "/m"}))


@pytest.mark.parametrize("command", [
    ["alerts"],
    ["alerts", "--json"],
    ["alerts", "--deliver", "--rules", "{rules}"],
    ["lineage", "--session", "s-1"],
    ["policy", "--labels", "{labels}"],
])
def test_read_only_commands_refuse_a_missing_database_and_create_nothing(tmp_path, capsys, monkeypatch, command):
    """A mistyped --db is an error (exit 2, one line), never a new empty database reported as 'no alerts'."""
    monkeypatch.delenv("DAGSTER_HOME", raising=False)
    labels = tmp_path / "labels.jsonl"
    labels.write_text('{"session_id": "s-1", "qa_id": "s-1-q1", "label": "COMPLIANT"}\n')
    rules = tmp_path / "rules.yaml"
    rules.write_text("rules:\n  - name: low\n    conditions: [{metric: compliance_score, threshold: 0.5}]\n"
                     "    notification: {channels: [log]}\n")
    db = tmp_path / "missing2.duckdb"
    args = [a.format(labels=labels, rules=rules) for a in command]
    assert main([args[0], "--db", str(db), *args[1:]]) == 2
    out, err = capsys.readouterr()
    assert err.strip().splitlines() == [f"fairforge: database not found: {db} (run `fairforge evaluate` first)"]
    assert out == ""
    assert not db.exists() and list(tmp_path.glob("missing2*")) == []


def test_lineage_counts_distinct_chunks_and_only_supports_or_contradicts_as_judging(tmp_path, capsys):
    """A chunk retrieved by several interactions of a session is one chunk, not one per retrieval; a chunk that was
    NEUTRAL everywhere was retrieved but judged nothing. Text and --json say the same."""
    import json

    corpus, conv = make_inputs(tmp_path)
    cfg = tmp_path / "c.yaml"
    cfg.write_text(CONFIG.replace("similarity_threshold: 0.2", "similarity_threshold: 0.05"))
    db = tmp_path / "ff.duckdb"
    assert main(["evaluate", "--corpus", str(corpus), "--conversations", str(conv), "--db", str(db),
                 "--config", str(cfg)]) == 0
    capsys.readouterr()
    con = duckdb.connect(str(db), read_only=True)
    rows = con.execute("SELECT source, chunk_index, chunk_hash, verdict FROM retrieved_chunks "
                       "WHERE session_id = 's00' AND selected").fetchall()
    con.close()
    distinct = {(s, i, h) for s, i, h, _ in rows}
    judging = {(s, i, h) for s, i, h, v in rows if v in ("SUPPORTS", "CONTRADICTS")}
    # the situation of the bug: more retrieval rows than chunks, and a chunk that only ever was NEUTRAL
    assert len(rows) > len(distinct) and 0 < len(judging) < len(distinct)
    per_doc = {src: (len({c for c in distinct if c[0] == src}), len({c for c in judging if c[0] == src}))
               for src, _, _ in distinct}

    assert main(["lineage", "--db", str(db), "--session", "s00", "--json"]) == 0
    (lin,) = json.loads(capsys.readouterr().out)
    assert {d["source"]: (d["n_chunks"], d["n_judging_chunks"]) for d in lin["documents"]} == per_doc
    assert len(lin["chunks"]) == len(distinct)  # each chunk once
    assert {(c["source"], c["chunk_index"], c["chunk_hash"]) for c in lin["chunks"]} == distinct
    assert {(c["source"], c["chunk_index"], c["chunk_hash"]) for c in lin["chunks"] if c["judged"]} == judging
    assert sum(len(c["retrievals"]) for c in lin["chunks"]) == len(rows)
    for c in lin["chunks"]:
        assert c["judged_qa_ids"] == [r["qa_id"] for r in c["retrievals"]
                                      if r["verdict"] in ("SUPPORTS", "CONTRADICTS")]

    assert main(["lineage", "--db", str(db), "--session", "s00"]) == 0
    text = capsys.readouterr().out
    for src, (n, j) in per_doc.items():
        assert f"{src}  sha256 " in text and f"  {n} chunk(s), {j} judged\n" in text.split(f"{src}  sha256 ")[1]
    assert f"chunks that judged it ({len(judging)}): SUPPORTS or CONTRADICTS" in text
    assert f"chunks retrieved but neutral ({len(distinct) - len(judging)}): judged no interaction" in text
    judged_part, neutral_part = text.split("chunks that judged it")[1].split("chunks retrieved but neutral")
    assert "SUPPORTS" in judged_part
    assert "(retrieved, neutral)" in neutral_part and "SUPPORTS" not in neutral_part
    # each figure says what it is: the interaction's compliance score, each chunk's similarity and support score
    assert re.search(r"\n  s00-\S+ +(COMPLIANT|NON_COMPLIANT|IRRELEVANT) +compliance [01]\.\d{4}  ", text)
    assert re.search(r" sim -?[01]\.\d{4}  support [01]\.\d{4}", judged_part)
    assert " score " not in text
    for s, i, _ in distinct:  # each chunk is listed once
        assert text.count(f"  {s} chunk {i}  hash ") == 1


def _sessions_file(path, ids, day="2025-05-06", assistant="shop helper"):
    import json

    path.write_text("".join(json.dumps({
        "session_id": sid, "assistant_id": assistant, "context": "support", "started_at": f"{day}T10:00:00Z",
        "conversation": [{"qa_id": f"{sid}-1", "query": "Can I get a refund within 30 days?",
                          "assistant": "Yes, refunds are available within 30 days with a receipt.",
                          "ground_truth_assistant": "-"}]}) + "\n" for sid in ids))
    return path


def test_a_second_input_for_the_same_partition_warns_which_sessions_it_replaced(tmp_path, capsys):
    """Re-evaluating a partition replaces its sessions (never duplicates them); sessions of the earlier input that
    the new one lacks disappear, and the run says so, naming the partition, the count and the ids."""
    corpus, _ = make_inputs(tmp_path)
    cfg = tmp_path / "c.yaml"
    cfg.write_text(CONFIG)
    db = tmp_path / "ff.duckdb"
    first = _sessions_file(tmp_path / "morning.jsonl", ["m-1", "m-2", "m-3"])
    second = _sessions_file(tmp_path / "evening.jsonl", ["m-3", "e-1"])
    base = ["evaluate", "--corpus", str(corpus), "--db", str(db), "--config", str(cfg)]
    assert main([*base, "--conversations", str(first)]) == 0
    assert "warning:" not in capsys.readouterr().out  # a new partition replaces nothing

    assert main([*base, "--conversations", str(second)]) == 0
    out = capsys.readouterr().out
    assert ("warning: partition 'shop helper' 2025-05-06: 2 session(s) of its previous evaluation are not in this "
            "input and were replaced: m-1, m-2.") in out
    assert "evaluate all of a day's sessions of an assistant together" in out
    con = duckdb.connect(str(db), read_only=True)
    for table in ("conversations", "session_metrics"):  # the partition holds the latest input's sessions, once
        assert sorted(r[0] for r in con.execute(f"SELECT session_id FROM {table}").fetchall()) == ["e-1", "m-3"]
    con.close()

    assert main([*base, "--conversations", str(second)]) == 0  # the same input again replaces nothing
    assert "warning:" not in capsys.readouterr().out


def test_replaced_sessions_are_reported_by_the_store_and_the_warning_lists_a_few(tmp_path):
    from datetime import date

    from fairforge_core.config import EvaluationSettings
    from fairforge_core.pipeline import ingest_partition, replaced_sessions_warning
    from fairforge_core.store import DuckDBStore

    day = date(2025, 5, 6)
    ids = [f"s-{i:02d}" for i in range(8)]
    with DuckDBStore(tmp_path / "ff.duckdb") as store:
        settings = EvaluationSettings(conversations=str(_sessions_file(tmp_path / "a.jsonl", ids)))
        assert ingest_partition(store, settings, "shop helper", day).replaced_sessions == []
        settings = EvaluationSettings(conversations=str(_sessions_file(tmp_path / "b.jsonl", ["s-07", "new"])))
        report = ingest_partition(store, settings, "shop helper", day)
        assert report.replaced_sessions == ids[:7] and report.sessions == 2
        assert store.query("SELECT count(*) FROM conversations")[0][0] == 2
    text = replaced_sessions_warning("shop helper", day, report.replaced_sessions)
    assert "7 session(s)" in text and "s-00, s-01, s-02, s-03, s-04, ... (2 more)" in text and "\n" not in text
    assert replaced_sessions_warning("shop helper", day, []) is None


def test_an_unknown_config_key_names_the_file_and_the_closest_key(tmp_path, capsys):
    cfg = tmp_path / "bad.yaml"
    cfg.write_text("top_kk: 3\n")
    assert main(["evaluate", "--config", str(cfg), "--db", str(tmp_path / "x.duckdb")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"fairforge: invalid configuration in {cfg}: top_kk: unknown key; did you mean 'top_k'?"]
    cfg.write_text("zzzzqq: 3\n")  # nothing close: no suggestion
    assert main(["evaluate", "--config", str(cfg), "--db", str(tmp_path / "x.duckdb")]) == 2
    assert capsys.readouterr().err.strip() == f"fairforge: invalid configuration in {cfg}: zzzzqq: unknown key"
    assert not (tmp_path / "x.duckdb").exists()


def test_a_bad_flag_value_names_the_flag_as_typed_not_the_setting_behind_it(tmp_path, capsys):
    db = tmp_path / "x.duckdb"
    assert main(["evaluate", "--date", "2026-13-01", "--db", str(db)]) == 2
    assert capsys.readouterr().err.strip() == "fairforge: invalid --date '2026-13-01': month must be in 1..12"
    assert main(["evaluate", "--date", "yesterday", "--db", str(db)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("fairforge: invalid --date 'yesterday': ") and "default_date" not in err
    assert not db.exists()


def test_invalid_yaml_is_reported_in_one_line_with_file_line_and_column(tmp_path, capsys):
    cfg = tmp_path / "broken.yaml"
    cfg.write_text("top_k: 3\nchunk_size: [1, 2\nfoo: bar\n")
    assert main(["evaluate", "--config", str(cfg), "--db", str(tmp_path / "x.duckdb")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"fairforge: config file {cfg} is not valid YAML: line 3, column 4: expected ',' or ']', but got "
                   "':' (while parsing a flow sequence at line 2, column 13)"]
    rules = tmp_path / "rules.yaml"  # the rules file too
    rules.write_text("rules:\n  - name: x\n    level: [session\n")
    assert main(["evaluate", "--rules", str(rules), "--db", str(tmp_path / "x.duckdb")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and f"{rules}" in err[0] and "not valid YAML: line " in err[0], err


def test_python_dash_m_reports_a_user_error_with_exit_status_2(tmp_path):
    """Under ``python -m fairforge_assets.cli`` the module is loaded twice; a user error raised in a subcommand
    module (alerts, lineage) exited 1 with "error: CliError: ..." because the two copies had two CliError classes."""
    missing = tmp_path / "missing.duckdb"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}  # this checkout's code
    for command in (["alerts"], ["lineage", "--session", "s-1"]):
        proc = subprocess.run([sys.executable, "-m", "fairforge_assets.cli", *command, "--db", str(missing)],
                              capture_output=True, text=True, cwd=tmp_path, timeout=300, env=env)
        assert proc.returncode == 2, proc.stderr
        assert proc.stderr.strip() == f"fairforge: database not found: {missing} (run `fairforge evaluate` first)"
    assert not missing.exists()
