"""``compliance_report``: the static HTML report (:mod:`fairforge_core.report`) as a Dagster asset.

Its materialization links to ``index.html`` (path and ``file://`` URL) and shows the compliance plot inline.
"""

import base64
from pathlib import Path
from typing import Optional

import dagster as dg

from fairforge_assets.assets import session_metrics
from fairforge_assets.resources import FairforgeResource
from fairforge_core.report import write_report


class ReportConfig(dg.Config):
    """``out_dir``: folder of the report (default: ``report`` next to the DuckDB file)."""

    out_dir: Optional[str] = None


@dg.asset(
    group_name="reports",
    deps=[session_metrics],
    kinds={"html"},
    description="Static HTML report of the DuckDB file (index.html and compliance.png, viewable offline): "
    "compliance per assistant per day with credible intervals, verdict counts, the worst sessions with their "
    "evidence, the corpus versions and the alerts fired. Same as `fairforge report`.",
)
def compliance_report(context: dg.AssetExecutionContext, config: ReportConfig,
                      fairforge: FairforgeResource) -> dg.MaterializeResult:
    settings = fairforge.settings()
    out = Path(config.out_dir).expanduser() if config.out_dir else settings.files_folder() / "report"
    result = write_report(settings.database, out)
    index = result.index.resolve()
    context.log.info("report written to %s", index)
    plot = (f"![compliance per assistant and day](data:image/png;base64,{base64.b64encode(result.plot_png).decode()})"
            if result.plot_png else "_nothing to plot_")
    return dg.MaterializeResult(metadata={
        "report": dg.MetadataValue.path(str(index)),
        "report_url": dg.MetadataValue.url(index.as_uri()),
        "plot": dg.MetadataValue.md(plot),
        "partitions": len(result.days),
        "sessions": sum(result.verdict_counts.get("sessions", {}).values()),
        "worst_sessions": result.worst_sessions,
        "alerts": result.alerts,
        "seconds": round(result.seconds, 3),
    })


report_assets = [compliance_report]
