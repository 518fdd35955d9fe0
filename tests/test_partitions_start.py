"""Where the ``date`` partition dimension starts: the setting, the conversations input, the CLI's data.

The date keys are read from the repository snapshot, what the Dagster UI (``dagster dev``) shows.
"""

import json
from datetime import date, timedelta

import dagster as dg
import duckdb
import pytest
from dagster._core.remote_representation.external_data import RepositorySnap

from fairforge_assets.cli import main
from fairforge_assets.definitions import build_definitions
from fairforge_assets.partitions import FALLBACK_START_DAYS, partitions_start
from fairforge_core.config import EvaluationSettings
from fairforge_core.inputs import earliest_session_date, today_utc
from tests.test_cli import CONFIG
from tests.test_dagster_main import make_inputs

PARTITIONED = ("conversations", "interaction_verdicts", "session_metrics", "context_metrics", "metric_alerts")


def ui_date_keys(defs: dg.Definitions, asset: str = "conversations") -> list[str]:
    """The ``date`` keys of ``asset`` as the UI gets them (the repository snapshot of the code location)."""
    snap = RepositorySnap.from_def(defs.get_repository_def())
    node = next(n for n in snap.asset_nodes if n.asset_key.to_user_string() == asset)
    return node.partitions.get_partitions_definition().get_partitions_def_for_dimension("date").get_partition_keys()


def test_dagster_dev_on_the_bundled_sample_shows_its_days_up_to_today_not_years(monkeypatch):
    monkeypatch.delenv("FAIRFORGE_CONFIG", raising=False)
    defs = build_definitions()
    dg.Definitions.validate_loadable(defs)
    today = today_utc()
    first = date(2026, 3, 2)  # the sample's first day (sessions of 2026-03-02 and 2026-03-03)
    keys = ui_date_keys(defs)
    assert len(keys) == (today - first).days + 1  # 279 on 2026-12-05; it was 2,531 from 2020-01-01
    assert keys[0] == "2026-03-02" and keys[-1] == today.isoformat()
    for asset in PARTITIONED:  # every partitioned asset and the partitioned jobs share the one date dimension
        assert ui_date_keys(defs, asset) == keys
    for job in ("daily_compliance_job", "daily_context_job"):
        date_dim = defs.resolve_job_def(job).partitions_def.get_partitions_def_for_dimension("date")
        assert date_dim.get_first_partition_key() == "2026-03-02"
    md = defs.resolve_assets_def("session_metrics").specs_by_key[dg.AssetKey("session_metrics")].metadata
    assert md["partitions_start"] == "2026-03-02"
    assert md["partitions_start_source"] == "earliest session date of the conversations input"


def test_the_setting_from_fairforge_config_wins(tmp_path, monkeypatch):
    cfg = tmp_path / "settings.yaml"
    cfg.write_text("partitions_start_date: '2026-03-03'\n")
    monkeypatch.setenv("FAIRFORGE_CONFIG", str(cfg))
    keys = ui_date_keys(build_definitions())
    assert keys[0] == "2026-03-03" and len(keys) == (today_utc() - date(2026, 3, 3)).days + 1


def test_the_start_follows_the_configured_conversations_input(tmp_path):
    _, conv = make_inputs(tmp_path)  # sessions of 2025-05-06 and 2025-05-07, and a broken line
    defs = build_definitions({"conversations": str(conv)})
    keys = ui_date_keys(defs)
    assert keys[0] == "2025-05-06" and len(keys) == (today_utc() - date(2025, 5, 6)).days + 1


def test_no_input_starts_thirty_days_back():
    today = date(2026, 12, 5)
    start, source = partitions_start(EvaluationSettings(conversations="/no/such/input.jsonl"), today=today)
    assert start == today - timedelta(days=FALLBACK_START_DAYS) == date(2026, 11, 5)
    assert source.startswith("no dated session")
    with pytest.raises(ValueError, match="partitions_start_date"):
        EvaluationSettings(partitions_start_date="2026-13-01")


def test_earliest_session_date_reads_started_at_in_utc(tmp_path):
    f = tmp_path / "c.jsonl"
    rows = [{"session_id": "a", "started_at": "2025-05-07T10:00:00Z"},
            {"session_id": "b", "started_at": "2025-05-07T01:00:00+03:00"},  # 2025-05-06 22:00 UTC
            {"session_id": "c", "started_at": "not a time"},  # rejected by the scan: ignored here
            {"session_id": "d", "started_at": "2025-05-08T09:00:00"}]  # naive = UTC
    f.write_text("\n".join(json.dumps(r) for r in rows) + "\n{broken\n")
    assert earliest_session_date(f) == date(2025, 5, 6)
    f.write_text(json.dumps({"session_id": "e"}) + "\n")  # no started_at: the default date
    assert earliest_session_date(f, date(2024, 1, 2)) == date(2024, 1, 2)
    f.write_text("")
    assert earliest_session_date(f) is None


def _dated_inputs(tmp_path, days):
    corpus, conv = make_inputs(tmp_path)
    rows = [json.loads(line) for line in conv.read_text().splitlines() if line.startswith("{\"")]
    for r, day in zip(rows, days):
        r["started_at"] = f"{day}T10:00:00Z"
    conv.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows[:len(days)]) + "\n")
    return corpus, conv


def test_evaluate_sets_the_start_from_the_data_it_registers(tmp_path, capsys, monkeypatch):
    # 2019 was before the fixed 2020-01-01 start: those sessions were skipped; now the data sets the start
    corpus, conv = _dated_inputs(tmp_path, ["2019-12-30", "2019-12-31"])
    home = tmp_path / "dagster_home"
    home.mkdir()
    (home / "dagster.yaml").write_text("")
    monkeypatch.setenv("DAGSTER_HOME", str(home))
    cfg = tmp_path / "fairforge.yaml"
    cfg.write_text(CONFIG)
    db = tmp_path / "ff.duckdb"
    base = ["evaluate", "--corpus", str(corpus), "--conversations", str(conv), "--db", str(db), "--config",
            str(cfg), "--quiet"]
    assert main(base) == 0, capsys.readouterr().err
    con = duckdb.connect(str(db), read_only=True)
    assert con.execute("SELECT DISTINCT partition_date::VARCHAR FROM session_metrics ORDER BY 1").fetchall() == [
        ("2019-12-30",), ("2019-12-31",)]
    con.close()
    with dg.DagsterInstance.get() as instance:
        keys = instance.get_materialized_partitions(dg.AssetKey("session_metrics"))
    assert {k.split("|")[1] for k in keys} == {"2019-12-30", "2019-12-31"}

    # a configured start wins: the sessions dated before it are skipped, and the run says so
    cfg.write_text(CONFIG + "partitions_start_date: '2019-12-31'\n")
    assert main([*base, "--force"]) == 0
    out, err = capsys.readouterr()
    assert "1 session(s) in 1 partition(s)" in out
    assert "skipped partition 'shop helper' 2019-12-30: dated before partitions_start_date 2019-12-31" in err
    cfg.write_text(CONFIG + "partitions_start_date: '2020-01-01'\n")
    assert main(base) == 2
    assert "every session is dated before partitions_start_date 2020-01-01" in capsys.readouterr().err

    # `fairforge partitions` says where the definitions loaded with these settings start
    assert main(["partitions", "--conversations", str(conv)]) == 0
    out = capsys.readouterr().out
    assert "date partitions start at 2019-12-30 (earliest session date of the conversations input)" in out
