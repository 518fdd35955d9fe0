"""The static HTML report: `fairforge report` on the bundled sample's real evaluation, rendered in headless
Chromium (started here, driven over the DevTools protocol), and the same report as a Dagster asset."""

import base64
import json
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from fairforge_assets.cli import main
from fairforge_core.report import compliance_interval, write_report

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="module")
def sample_db(tmp_path_factory):
    """The bundled sample evaluated by the default offline judge, with the example alert rules (log channel)."""
    db = tmp_path_factory.mktemp("report") / "ff.duckdb"
    assert main(["evaluate", "--db", str(db), "--rules", str(ROOT / "examples" / "rules.yaml"), "--quiet"]) == 0
    return db


def test_compliance_interval_is_the_beta_posterior():
    mean, low, high = compliance_interval(0, 0)
    assert mean == 0.5 and low == pytest.approx(0.025) and high == pytest.approx(0.975)  # uniform prior
    mean, low, high = compliance_interval(9, 10)
    assert mean == pytest.approx(10 / 12) and 0.58 < low < 0.62 and 0.97 < high < 0.99
    with pytest.raises(ValueError, match="compliant <= applicable"):
        compliance_interval(3, 2)


@pytest.mark.slow
def test_report_lists_days_worst_sessions_evidence_versions_and_alerts(sample_db, tmp_path, capsys):
    out = tmp_path / "rep"
    assert main(["report", "--db", str(sample_db), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "report of 8 session(s) in 4 partition(s)" in printed and str(out / "index.html") in printed
    html = (out / "index.html").read_text()
    assert (out / "compliance.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert '<img src="compliance.png"' in html
    assert "http://" not in html and "https://" not in html  # nothing to fetch when viewed
    assert "collections bot" in html and "card-helper" in html and "2026-03-03" in html
    assert "the rule: “" in html and "the answer: “" in html and " › " in html  # document › heading
    assert "sha256:" in html and "NON_COMPLIANT" in html
    result = write_report(sample_db, tmp_path / "again")
    assert len(result.days) == 4 and all(d["sessions"] for d in result.days)
    assert result.alerts > 0 and "<h2>Alerts fired</h2>\n\n<table>" in html


def test_worst_sessions_carry_each_non_compliant_interaction_and_its_contradicting_evidence(sample_db):
    from fairforge_core.report import _worst
    from fairforge_core.store import DuckDBStore

    with DuckDBStore(sample_db, read_only=True) as store:
        worst = _worst(store, 10)
        assert worst and all(s["n_non_compliant"] == len(s["interactions"]) for s in worst)
        for s in worst:  # the same as asking session by session, interaction by interaction
            key = [s["assistant_id"], s["partition_date"], s["session_id"]]
            qa = [r[0] for r in store.query("SELECT qa_id FROM interaction_verdicts WHERE assistant_id = ? AND "
                                            "partition_date = ? AND session_id = ? AND verdict = 'NON_COMPLIANT' "
                                            "ORDER BY position", key)]
            assert [i["qa_id"] for i in s["interactions"]] == qa
            for i in s["interactions"]:
                rules = [r[0] for r in store.query(
                    "SELECT rule_sentence FROM retrieved_chunks WHERE assistant_id = ? AND partition_date = ? AND "
                    "session_id = ? AND qa_id = ? AND selected AND verdict = 'CONTRADICTS' ORDER BY rank",
                    [*key, i["qa_id"]])]
                assert [e["rule_sentence"] for e in i["evidence"]] == rules
        assert any(i["evidence"] for s in worst for i in s["interactions"])
        assert [s["session_id"] for s in _worst(store, 1)] == [worst[0]["session_id"]]


def test_the_plot_ticks_whole_days_only():
    from datetime import date

    from matplotlib.figure import Figure

    from fairforge_core.report import _day_axis

    for last in (date(2026, 3, 3), date(2026, 3, 5), date(2026, 4, 30)):
        ax = Figure().add_subplot()
        ax.plot([date(2026, 3, 2), last], [0.2, 0.8])
        _day_axis(ax)
        ax.figure.canvas.draw()
        labels = [t.get_text() for t in ax.get_xticklabels() if t.get_text()]
        assert labels and all(len(x) == 10 and x.startswith("2026-0") for x in labels), labels
        ticks = ax.xaxis.get_major_locator()()
        assert all(float(t).is_integer() for t in ticks), ticks  # matplotlib dates: whole numbers are midnights


def test_the_legend_hides_no_point_or_interval():
    """A legend inside the axes covered the lower interval of a low point (new-user trial); it sits beside them."""
    from datetime import date

    from fairforge_core.report import _figure

    days = [{"assistant_id": a, "partition_date": date(2026, 3, d), "rate": r, "ci_low": lo, "ci_high": hi}
            for a, d, r, lo, hi in (("card-helper", 2, 0.5, 0.09, 0.91), ("card-helper", 3, 0.0, 0.0, 0.6),
                                    ("collections bot", 2, 1.0, 0.4, 1.0), ("collections bot", 3, 0.5, 0.1, 0.9))]
    fig = _figure(days)
    fig.canvas.draw()
    ax = fig.axes[0]
    legend, axes = ax.get_legend().get_window_extent(), ax.get_window_extent()
    assert legend.x0 >= axes.x1 and legend.x1 <= fig.bbox.x1  # right of the axes, inside the picture
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["card-helper", "collections bot"]
    assert _figure([{**days[0], "rate": None}]) is None


def test_report_of_a_missing_database_is_one_line_and_writes_nothing(tmp_path, capsys):
    assert main(["report", "--db", str(tmp_path / "nope.duckdb"), "--out", str(tmp_path / "rep")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "database not found" in err and not (tmp_path / "rep").exists()


class DevTools:
    """A headless Chromium started for the test, driven over its DevTools WebSocket."""

    def __init__(self, profile: Path):
        self.proc = subprocess.Popen(
            [CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--remote-debugging-port=0", "--remote-debugging-address=127.0.0.1", f"--user-data-dir={profile}",
             "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = profile / "DevToolsActivePort"
        deadline = time.monotonic() + 60
        while not (port_file.exists() and port_file.read_text().count("\n") >= 1):
            assert time.monotonic() < deadline, "Chromium did not start its DevTools server in 60 s"
            time.sleep(0.2)
        port = port_file.read_text().split()[0]
        from urllib.request import urlopen

        targets = json.load(urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10))
        page = next(t for t in targets if t["type"] == "page")
        from websockets.sync.client import connect

        self.ws = connect(page["webSocketDebuggerUrl"], max_size=None)
        self.next_id = 0
        self.events: list[dict] = []

    def call(self, method: str, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            msg = json.loads(self.ws.recv(timeout=30))
            if msg.get("id") == self.next_id:
                assert "error" not in msg, msg
                return msg["result"]
            self.events.append(msg)

    def close(self):
        self.ws.close()
        self.proc.terminate()
        self.proc.wait(timeout=10)


@pytest.mark.slow
@pytest.mark.skipif(CHROMIUM is None, reason="no chromium or chromium-browser on PATH (Debian: apt-get install "
                                             "chromium); the page is not rendered")
def test_the_report_loads_in_headless_chromium_with_its_images(sample_db, tmp_path):
    write_report(sample_db, tmp_path / "rep")
    browser = DevTools(tmp_path / "profile")
    try:
        browser.call("Network.enable")
        browser.call("Page.enable")
        browser.call("Page.navigate", url=(tmp_path / "rep" / "index.html").as_uri())
        state = {}
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            result = browser.call("Runtime.evaluate", returnByValue=True, expression=(
                "({ready: document.readyState, title: document.title, "
                "images: Array.from(document.images).map(i => [i.getAttribute('src'), i.complete, i.naturalWidth]),"
                "text: document.body.innerText})"))["result"]
            # while the page is still being replaced, the expression can throw (no document.body yet): no value
            state = result.get("value", {"ready": "evaluation failed: " + str(result.get("description"))})
            if state["ready"] == "complete":
                break
            time.sleep(0.2)
        assert state["ready"] == "complete" and state["title"] == "fairforge compliance report"
        assert state["images"] and all(complete and width > 0 for _, complete, width in state["images"])
        assert [src for src, _, _ in state["images"]] == ["compliance.png"]
        assert "Worst sessions" in state["text"] and "the rule:" in state["text"]
        shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
        (tmp_path / "screenshot.png").write_bytes(shot)
        assert shot[:8] == b"\x89PNG\r\n\x1a\n" and len(shot) > 10_000
        requested = [e["params"]["request"]["url"] for e in browser.events
                     if e.get("method") == "Network.requestWillBeSent"]
        assert requested and all(u.startswith("file://") for u in requested), requested  # no network
    finally:
        browser.close()


@pytest.mark.slow
def test_the_report_asset_links_to_the_page_and_shows_the_plot(sample_db, tmp_path):
    import dagster as dg

    from fairforge_assets.definitions import ALL_ASSETS, run_resources
    from fairforge_assets.resources import FairforgeResource

    res = dg.materialize(ALL_ASSETS, selection=["compliance_report"],
                         resources=run_resources(FairforgeResource(database=str(sample_db))),
                         run_config={"ops": {"compliance_report": {"config": {"out_dir": str(tmp_path / "r")}}}})
    md = res.asset_materializations_for_node("compliance_report")[-1].metadata
    index = tmp_path / "r" / "index.html"
    assert md["report"].value == str(index.resolve()) and md["report_url"].value == index.resolve().as_uri()
    assert index.is_file() and (tmp_path / "r" / "compliance.png").is_file()
    png = base64.b64decode(md["plot"].value.split("base64,", 1)[1].rstrip(")"))
    assert png == (tmp_path / "r" / "compliance.png").read_bytes()
    assert md["sessions"].value == 8 and md["partitions"].value == 4
