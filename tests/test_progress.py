"""Progress on stderr: tqdm's live bar on a real terminal (a pty), plain lines otherwise, nothing with --quiet;
`fairforge evaluate` and `fairforge policy`, and the policy asset's run log in Dagster."""

import fcntl
import io
import os
import select
import struct
import termios

import dagster as dg
import pytest

from fairforge_assets.cli import main
from fairforge_assets.definitions import ALL_ASSETS, run_resources
from fairforge_assets.progress import Progress
from fairforge_assets.resources import FairforgeResource
from tests.policy_data import build_stored_evaluation
from tests.test_cli import CONFIG
from tests.test_dagster_main import make_inputs


def test_plain_lines_give_partitions_interactions_rate_and_time_left():
    out = io.StringIO()  # not a terminal
    with Progress(3, 12, stream=out, interval=0) as p:
        for n in (2, 4, 6):
            p.advance(n)
    lines = out.getvalue().splitlines()
    assert [ln.split(":")[0] for ln in lines] == ["partitions 1/3", "partitions 2/3", "partitions 3/3"]
    assert "2/12 interactions [" in lines[0] and "12/12 interactions [" in lines[2]
    assert "interaction/s" in lines[2] or "s/interaction" in lines[2]  # tqdm's rate
    assert "<00:00" in lines[2]  # nothing left
    assert "\r" not in out.getvalue()


def test_unchanged_partitions_count_as_done_but_their_interactions_leave_the_total():
    out = io.StringIO()
    with Progress(3, 12, stream=out, interval=0) as p:
        p.advance(2, unchanged=True)
        p.advance(4)
        p.advance(6, unchanged=True)
    lines = out.getvalue().splitlines()
    assert [ln.split(":")[0] for ln in lines] == ["partitions 1/3 (1 unchanged)", "partitions 2/3 (1 unchanged)",
                                                  "partitions 3/3 (2 unchanged)"]
    assert "0/10 interactions [" in lines[0] and "4/10 interactions [" in lines[1] and "4/4 interactions [" in lines[2]


def test_plain_lines_are_spaced_by_the_interval_and_the_last_one_always_comes():
    out = io.StringIO()
    with Progress(50, 50, stream=out, interval=3600) as p:
        for _ in range(50):
            p.advance(1)
    lines = out.getvalue().splitlines()
    assert len(lines) == 1 and lines[0].startswith("partitions 50/50: 50/50 interactions [")


def test_quiet_prints_nothing():
    out = io.StringIO()
    with Progress(2, 4, stream=out, interval=0, quiet=True) as p:
        p.advance(2)
        p.advance(2)
    assert out.getvalue() == ""


def test_a_terminal_gets_a_live_bar():
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))  # 24 rows, 100 columns
    with os.fdopen(slave, "w") as tty:
        with Progress(2, 10, stream=tty) as p:
            p.advance(4)
            p.advance(6)
        tty.flush()
        drawn = b""
        while _readable(master):
            drawn += os.read(master, 65536)
    os.close(master)
    drawn = drawn.decode()
    assert "\r" in drawn  # redrawn in place, not line by line
    assert "partitions 2/2" in drawn and "10/10" in drawn and "%|" in drawn


def test_evaluate_reports_progress_on_stderr_and_quiet_silences_it(tmp_path, capsys):
    corpus, conv = make_inputs(tmp_path)
    cfg = tmp_path / "fairforge.yaml"
    cfg.write_text(CONFIG)
    args = ["evaluate", "--corpus", str(corpus), "--conversations", str(conv), "--db", str(tmp_path / "ff.duckdb"),
            "--config", str(cfg)]
    assert main(args) == 0
    out, err = capsys.readouterr()
    assert "partitions 6/6: 18/18 interactions [" in err  # the last line always comes
    assert "partitions" not in out  # progress never mixes with the summary on stdout
    assert main([*args, "--quiet"]) == 0
    out, err = capsys.readouterr()
    assert "partitions 6/6" not in err and "COMPLIANT" in out


def _readable(fd) -> bool:
    return bool(select.select([fd], [], [], 0.5)[0])


@pytest.fixture(scope="module")
def stored_policy(tmp_path_factory):
    root = tmp_path_factory.mktemp("policy-progress")
    _, db = build_stored_evaluation(root)
    return db, root / "labels.jsonl"


def test_policy_reports_progress_on_stderr_and_quiet_silences_it(stored_policy, capsys, monkeypatch):
    monkeypatch.delenv("DAGSTER_HOME", raising=False)
    db, labels = stored_policy
    args = ["policy", "--db", str(db), "--labels", str(labels), "--variant", "current",
            "--variant", "strict:threshold=0.9", "--sweep-steps", "3"]
    assert main(args) == 0
    out, err = capsys.readouterr()
    # 2 variants + 2 knobs x 3 sweep points = 8 re-scoring steps of the 7 labelled interactions found
    assert "policy steps 8/8: 56/56 interactions [" in err
    assert "policy steps" not in out and "comparison" not in err
    assert main([*args, "--quiet"]) == 0
    out, err = capsys.readouterr()
    assert "policy steps" not in err and "strict" in out


def test_policy_asset_in_dagster_logs_its_progress_in_the_run_log(stored_policy):
    db, labels = stored_policy
    instance = dg.DagsterInstance.ephemeral()
    res = dg.materialize(ALL_ASSETS, selection=["policy_evaluation"], instance=instance,
                         resources=run_resources(FairforgeResource(database=str(db))),
                         run_config={"ops": {"policy_evaluation": {"config": {"labels": str(labels),
                                                                              "sweep_steps": 2}}}})
    assert res.success
    messages = [e.user_message for e in instance.all_logs(res.run_id)]
    assert any(m.startswith("policy steps 5/5: 35/35 interactions [") for m in messages), messages
