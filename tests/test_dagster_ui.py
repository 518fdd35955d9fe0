"""What the Dagster UI shows: the corpus version and document count, a compliance rate to plot, and partitions
marked stale after a corpus change (Dagster's own data-version staleness), on a real instance."""

from datetime import date

import dagster as dg
from dagster._core.definitions.data_version import StaleStatus
from dagster._utils.test.data_versions import get_stale_status_resolver  # what the UI's Stale tag is computed by

from fairforge_assets.assets import CORPUS_SELECTION
from fairforge_assets.definitions import ALL_ASSETS, ALL_CHECKS
from fairforge_assets.partitions import partition_key
from fairforge_core.partition_keys import assistant_to_key
from tests.test_dagster_main import setup  # noqa: F401  (fixture)

DAY = date(2025, 5, 6)
COMPLIANCE = dg.AssetSelection.assets("conversations", "interaction_verdicts", "session_metrics")


def _stale(instance, resources, asset: str, key) -> StaleStatus:
    return get_stale_status_resolver(instance, ALL_ASSETS).get_status(dg.AssetKey(asset), key)


def test_corpus_version_compliance_rate_and_staleness_after_a_corpus_change(setup, tmp_path):  # noqa: F811
    resources, _ = setup
    instance = dg.DagsterInstance.ephemeral()
    assert dg.materialize(ALL_ASSETS, selection=CORPUS_SELECTION, resources=resources, instance=instance).success
    obs = instance.fetch_observations(dg.AssetKey("corpus_snapshot"), limit=1).records[0].asset_observation
    version = obs.metadata["corpus_version"].value
    assert version.startswith("sha256:") and obs.metadata["n_documents"].value == 2
    assert obs.tags["dagster/data_version"] == version

    instance.add_dynamic_partitions("assistant", [assistant_to_key("shop helper")])
    key = partition_key("shop helper", DAY)
    res = dg.materialize([*ALL_ASSETS, *ALL_CHECKS], selection=COMPLIANCE, partition_key=str(key),
                         resources=resources, instance=instance)
    md = res.asset_materializations_for_node("session_metrics")[-1].metadata
    assert isinstance(md["compliance_rate"], dg.FloatMetadataValue)
    v = md["verdicts"].value
    assert md["compliance_rate"].value == v.get("COMPLIANT", 0) / md["applicable_sessions"].value
    assert _stale(instance, resources, "interaction_verdicts", key) == StaleStatus.FRESH

    (tmp_path / "corpus" / "refunds.md").write_text("# Refunds\n\n## Window\n\nRefunds within 14 days only.\n")
    assert dg.materialize(ALL_ASSETS, selection=CORPUS_SELECTION, resources=resources, instance=instance).success
    # judged with the old version: marked stale (Dagster marks the direct child, not session_metrics below it)
    assert _stale(instance, resources, "interaction_verdicts", key) == StaleStatus.STALE
    dg.materialize([*ALL_ASSETS, *ALL_CHECKS], selection=COMPLIANCE, partition_key=str(key), resources=resources,
                   instance=instance)
    assert _stale(instance, resources, "interaction_verdicts", key) == StaleStatus.FRESH


def test_cli_runs_are_named_jobs_in_the_instance(tmp_path, monkeypatch):
    from fairforge_assets.cli import main
    from tests.test_cli import CONFIG
    from tests.test_dagster_main import make_inputs

    corpus, conv = make_inputs(tmp_path)
    (tmp_path / "cfg.yaml").write_text(CONFIG)
    (tmp_path / "home").mkdir()
    monkeypatch.setenv("DAGSTER_HOME", str(tmp_path / "home"))
    assert main(["evaluate", "--corpus", str(corpus), "--conversations", str(conv), "--db",
                 str(tmp_path / "ff.duckdb"), "--config", str(tmp_path / "cfg.yaml"), "--quiet"]) == 0
    with dg.DagsterInstance.get() as instance:
        runs = instance.get_runs()
        names = sorted(r.job_name for r in runs)
        assert names == ["corpus_job"] + ["evaluate_partition_job"] * 6, names
        assert all(r.status == dg.DagsterRunStatus.SUCCESS for r in runs)
