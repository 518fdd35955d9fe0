"""The threshold-sweep plot (PNG) of a policy evaluation.

Drawn with matplotlib's object API on the non-interactive Agg canvas (no pyplot, no display, no global state), so
it is safe inside Dagster runs and threads.
"""

from __future__ import annotations

from pathlib import Path
from typing import Union

from fairforge_core.evaluation.stored import SWEEP_KNOBS, PolicyRun

_SERIES = (("balanced_accuracy", "balanced accuracy", "tab:blue", "-"),
           ("false_positive_rate", "false-positive rate (missed violations)", "tab:red", "--"),
           ("false_negative_rate", "false-negative rate (false alarms)", "tab:orange", ":"))


def plot_threshold_sweep(run: PolicyRun, path: Union[str, Path]) -> Path:
    """Save the sweep of ``run`` as a PNG: one panel per knob (contradiction_threshold, compliance_threshold), with
    balanced accuracy, FPR and FNR against the knob's value and vertical lines at the variants' values.

    Returns:
        the written path (parent folders are created).
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig = Figure(figsize=(11, 4.2), dpi=100)
    FigureCanvasAgg(fig)
    axes = fig.subplots(1, len(SWEEP_KNOBS), sharey=True)
    for ax, knob in zip(axes, SWEEP_KNOBS):
        pts = [p for p in run.sweep if p.knob == knob]
        xs = [p.value for p in pts]
        for metric, label, color, style in _SERIES:
            ax.plot(xs, [getattr(p.result, metric) for p in pts], style, color=color, label=label, marker=".")
        at: dict[float, list[str]] = {}
        for v in run.variants:
            x = v.threshold if knob == "compliance_threshold" else v.contradiction_threshold
            if x is not None:
                at.setdefault(x, []).append(v.name)
        for x, names in at.items():
            ax.axvline(x, color="grey", linewidth=0.8, alpha=0.7)
            ax.annotate(", ".join(names), (x, 0.98), rotation=90, fontsize=7, color="dimgrey", ha="right",
                        va="top", xycoords=("data", "axes fraction"))
        ax.set_xlabel(knob + (" (= policy threshold)" if knob == "compliance_threshold" else ""))
        ax.set_xlim(0, 1)
        ax.set_ylim(-0.02, 1.02)
        ax.grid(alpha=0.3)
    axes[0].set_ylabel("rate")
    axes[0].legend(loc="lower left", fontsize=8)
    fig.suptitle(f"Threshold sweep around {run.sweep_base!r}: {run.evaluation.sample_count} labelled interactions "
                 "(COMPLIANT = positive)", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, format="png")
    return path
