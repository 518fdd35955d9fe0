"""Storing and showing a policy evaluation: ``policy_reports`` / ``policy_sweeps`` rows, markdown and plain text.

The markdown (Dagster metadata) and the text (``fairforge policy``) are both rendered from the stored rows, so what
is shown is what is in the database.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Optional

from fairforge_core.evaluation.stored import SWEEP_KNOBS, PolicyRun
from fairforge_core.store.duckdb_store import DuckDBStore

METRICS = ("balanced_accuracy", "precision", "recall", "false_positive_rate", "false_negative_rate")


def policy_report_rows(run: PolicyRun) -> list[dict[str, Any]]:
    """One ``policy_reports`` row per variant, in variant order (run-level columns repeated)."""
    ev = run.evaluation
    counts = run.labels.counts()
    cmp = run.comparison
    common = {
        "report_id": run.report_id,
        "created_at": run.created_at,
        "labels_path": run.labels.path,
        "labels_sha256": run.labels.sha256,
        "n_labels": len(run.labels.labels),
        "n_compliant_labels": counts["COMPLIANT"],
        "n_non_compliant_labels": counts["NON_COMPLIANT"],
        "n_irrelevant_labels": run.n_irrelevant_labels,
        "n_unknown_ids": len(run.unknown_ids),
        "unknown_ids": json.dumps([list(k) for k in run.unknown_ids], ensure_ascii=False),
        "n_unjudged_ids": len(run.unjudged_ids),
        "unjudged_ids": json.dumps([list(k) for k in run.unjudged_ids], ensure_ascii=False),
        "n_ambiguous_ids": len(run.ambiguous_ids),
        "n_skipped": len(run.skipped),
        "sample_count": ev.sample_count,
        "datasets": json.dumps(list(ev.datasets), ensure_ascii=False),
        "n_benchmark": ev.provenance_counts["benchmark"],
        "n_internal": ev.provenance_counts["internal"],
        "n_synthetic": ev.provenance_counts["synthetic"],
        "public_benchmark_eligible": ev.public_benchmark_eligible,
        "public_claim_reason": ev.public_claim_reason,
        "rescoring_checked": run.rescoring_checked,
        "rescoring_mismatches": len(run.rescoring_mismatched_ids),
        "baseline": cmp.baseline.name if cmp else None,
        "candidate": cmp.candidate.name if cmp else None,
        "winner": cmp.winner if cmp else None,
        "delta_balanced_accuracy": cmp.delta_balanced_accuracy if cmp else None,
        "delta_false_positive_rate": cmp.delta_false_positive_rate if cmp else None,
        "delta_false_negative_rate": cmp.delta_false_negative_rate if cmp else None,
        "sweep_plot": run.sweep_plot,
    }
    rows = []
    for pos, (variant, result) in enumerate(zip(run.variants, ev.results)):
        rows.append({
            **common,
            "variant": variant.name,
            "position": pos,
            "role": run.role(variant.name),
            "threshold": variant.threshold,
            "contradiction_threshold": variant.contradiction_threshold,
            "similarity_threshold": variant.similarity_threshold,
            "top_k": variant.top_k,
            "profile": variant.profile,
            "tp": result.tp, "fp": result.fp, "tn": result.tn, "fn": result.fn,
            **{m: getattr(result, m) for m in METRICS},
        })
    return rows


def policy_sweep_rows(run: PolicyRun) -> list[dict[str, Any]]:
    """One ``policy_sweeps`` row per (knob, value)."""
    return [
        {
            "report_id": run.report_id, "base_variant": run.sweep_base, "knob": p.knob, "value": p.value,
            "sample_count": p.result.sample_count, "tp": p.result.tp, "fp": p.result.fp, "tn": p.result.tn,
            "fn": p.result.fn, **{m: getattr(p.result, m) for m in METRICS},
        }
        for p in run.sweep
    ]


def _columns(rows: Sequence[dict[str, Any]]) -> dict[str, list]:
    cols: dict[str, list] = {}
    for r in rows:
        for k, v in r.items():
            cols.setdefault(k, []).append(v)
    return cols


def write_policy_run(store: DuckDBStore, run: PolicyRun) -> int:
    """Replace the rows of ``run.report_id`` in ``policy_reports`` and ``policy_sweeps`` in one transaction.

    Returns:
        the number of ``policy_reports`` rows written (one per variant).
    """
    reports = policy_report_rows(run)
    sweeps = policy_sweep_rows(run)
    with store.transaction():
        store.con.execute("DELETE FROM policy_reports WHERE report_id = ?", [run.report_id])
        store.con.execute("DELETE FROM policy_sweeps WHERE report_id = ?", [run.report_id])
        n = store.insert_columns("policy_reports", _columns(reports))
        if sweeps:
            store.insert_columns("policy_sweeps", _columns(sweeps))
    return n


def load_policy_rows(store: DuckDBStore, report_id: str) -> tuple[list[dict], list[dict]]:
    """The stored ``(policy_reports rows in variant order, policy_sweeps rows by knob and value)`` of a report."""
    reports = store.query_dicts("SELECT * FROM policy_reports WHERE report_id = ? ORDER BY position", [report_id])
    sweeps = store.query_dicts("SELECT * FROM policy_sweeps WHERE report_id = ? ORDER BY knob, value", [report_id])
    return reports, sweeps


# -- rendering --------------------------------------------------------------------------------------------------
def _f(v: Optional[float], digits: int = 4) -> str:
    return "" if v is None else f"{v:.{digits}f}"


def _signed(v: Optional[float]) -> str:
    return "" if v is None else f"{v:+.4f}"


def _md_escape(v: Any) -> str:
    return str(v).replace("|", "\\|").replace("\n", " ")


def _knobs(r: dict) -> str:
    return (f"threshold (= compliance_threshold) {_f(r['threshold'], 3)}, contradiction_threshold "
            f"{_f(r['contradiction_threshold'], 3)}, top_k {r['top_k']}, similarity_threshold "
            f"{_f(r['similarity_threshold'], 3)}")


def confusion_markdown(r: dict) -> str:
    """Markdown for one variant: its settings, the confusion matrix and the rates."""
    return (
        f"**{_md_escape(r['variant'])}**{' (' + r['role'] + ')' if r.get('role') else ''}: {_knobs(r)}\n\n"
        "| | labelled COMPLIANT | labelled NON_COMPLIANT |\n|---|---|---|\n"
        f"| approved (score >= threshold) | TP {r['tp']} | FP {r['fp']} |\n"
        f"| flagged (score < threshold) | FN {r['fn']} | TN {r['tn']} |\n\n"
        f"balanced accuracy {_f(r['balanced_accuracy'])}, precision {_f(r['precision'])}, recall "
        f"{_f(r['recall'])}, false-positive rate {_f(r['false_positive_rate'])}, false-negative rate "
        f"{_f(r['false_negative_rate'])} ({r['sample_count']} samples)"
    )


def summary_markdown(reports: Sequence[dict]) -> str:
    head = ("| variant | role | threshold | contradiction | top_k | similarity | TP | FP | TN | FN | balanced acc. | "
            "precision | recall | FPR | FNR |\n" + "|---" * 15 + "|\n")
    body = "\n".join(
        f"| {_md_escape(r['variant'])} | {r['role'] or ''} | {_f(r['threshold'], 3)} | "
        f"{_f(r['contradiction_threshold'], 3)} | {r['top_k']} | {_f(r['similarity_threshold'], 3)} | {r['tp']} | "
        f"{r['fp']} | {r['tn']} | {r['fn']} | {_f(r['balanced_accuracy'])} | {_f(r['precision'])} | "
        f"{_f(r['recall'])} | {_f(r['false_positive_rate'])} | {_f(r['false_negative_rate'])} |"
        for r in reports)
    return head + body


def comparison_text(r: dict) -> Optional[str]:
    """One paragraph on the baseline/candidate comparison, or ``None`` when none was requested."""
    if r.get("baseline") is None:
        return None
    winner = "tie (same balanced accuracy)" if r["winner"] == "tie" else r["winner"]
    return (f"baseline {r['baseline']} vs candidate {r['candidate']}: delta balanced accuracy "
            f"{_signed(r['delta_balanced_accuracy'])}, delta false-positive rate "
            f"{_signed(r['delta_false_positive_rate'])}, delta false-negative rate "
            f"{_signed(r['delta_false_negative_rate'])} (candidate - baseline); winner: {winner}")


def _sweep_by_value(sweeps: Sequence[dict]) -> tuple[list[float], dict[tuple[str, float], dict]]:
    by = {(s["knob"], s["value"]): s for s in sweeps}
    return sorted({s["value"] for s in sweeps}), by


def sweep_markdown(sweeps: Sequence[dict]) -> str:
    """The sweep as one markdown table: one row per value, BA/FPR/FNR for each knob."""
    if not sweeps:
        return "_none_"
    values, by = _sweep_by_value(sweeps)
    head = ("| value | " + " | ".join(f"{k}: BA | FPR | FNR" for k in SWEEP_KNOBS) + " |\n"
            + "|---" * (1 + 3 * len(SWEEP_KNOBS)) + "|\n")
    lines = []
    for v in values:
        cells = [f"{v:.2f}"]
        for k in SWEEP_KNOBS:
            s = by.get((k, v))
            cells += ([_f(s["balanced_accuracy"]), _f(s["false_positive_rate"]), _f(s["false_negative_rate"])]
                      if s else ["", "", ""])
        lines.append("| " + " | ".join(cells) + " |")
    return head + "\n".join(lines)


def labels_text(r: dict) -> str:
    """The labels line of a report row: label counts and what was left out (unknown, UNJUDGED, skipped)."""
    unjudged = r.get("n_unjudged_ids")  # NULL in reports stored before the column (counted as unknown then)
    return (f"{r['n_labels']} labels in {r['labels_path']}: {r['n_compliant_labels']} COMPLIANT, "
            f"{r['n_non_compliant_labels']} NON_COMPLIANT, {r['n_irrelevant_labels']} IRRELEVANT (left out of the "
            f"binary figures); {r['n_unknown_ids']} unknown id(s), "
            + (f"{unjudged} stored UNJUDGED (no judgement to re-score; left out), " if unjudged is not None else "")
            + f"{r['n_skipped']} skipped (blank query or answer), "
            f"{r['n_ambiguous_ids']} stored in several partitions (latest used); {r['sample_count']} samples")


def provenance_text(r: dict) -> str:
    datasets = json.loads(r["datasets"])
    return (f"provenance: {r['n_benchmark']} benchmark, {r['n_internal']} internal, {r['n_synthetic']} synthetic"
            f"{'; datasets ' + ', '.join(datasets) if datasets else ''}. public benchmark claim: "
            f"{'eligible' if r['public_benchmark_eligible'] else 'not eligible'} ({r['public_claim_reason']})")


def rescoring_text(r: dict) -> str:
    n, bad = r["rescoring_checked"], r["rescoring_mismatches"]
    text = (f"re-scoring check: {n - bad} of {n} stored interaction verdict(s) reproduced exactly by re-scoring at "
            "their own settings")
    if bad:
        text += (f" - WARNING: {bad} did not (e.g. evaluated by an older fairforge that rounded stored scores); "
                 "variant figures near those thresholds may be off")
    return text


def policy_markdown(reports: Sequence[dict], sweeps: Sequence[dict]) -> dict[str, str]:
    """Markdown pieces for Dagster metadata: ``summary``, ``labels``, ``comparison``, ``sweep`` and one
    ``variant/<name>`` confusion matrix per variant."""
    first = reports[0]
    out = {
        "summary": summary_markdown(reports),
        "labels": labels_text(first) + "\n\n" + provenance_text(first) + "\n\n" + rescoring_text(first),
        "sweep": (f"around **{_md_escape(sweeps[0]['base_variant'])}** (one knob varied, the others as in that "
                  "variant)\n\n" if sweeps else "") + sweep_markdown(sweeps),
    }
    cmp = comparison_text(first)
    if cmp:
        out["comparison"] = cmp
    unknown = json.loads(first["unknown_ids"])
    if unknown:
        out["unknown_ids"] = "| session_id | qa_id |\n|---|---|\n" + "\n".join(
            f"| {_md_escape(s)} | {_md_escape(q)} |" for s, q in unknown[:50]) + (
            f"\n\n... and {len(unknown) - 50} more" if len(unknown) > 50 else "")
    unjudged = json.loads(first.get("unjudged_ids") or "[]")
    if unjudged:
        out["unjudged_ids"] = "| session_id | qa_id |\n|---|---|\n" + "\n".join(
            f"| {_md_escape(s)} | {_md_escape(q)} |" for s, q in unjudged[:50]) + (
            f"\n\n... and {len(unjudged) - 50} more" if len(unjudged) > 50 else "")
    for r in reports:
        out[f"variant/{r['variant']}"] = confusion_markdown(r)
    return out


def policy_text(reports: Sequence[dict], sweeps: Sequence[dict], max_unknown: int = 10) -> str:
    """Plain-text report for the terminal."""
    first = reports[0]
    lines = [f"policy evaluation {first['report_id']}", labels_text(first)]
    unknown = json.loads(first["unknown_ids"])
    if unknown:
        shown = ", ".join(f"{s}/{q}" for s, q in unknown[:max_unknown])
        lines.append(f"  unknown ids: {shown}{' ...' if len(unknown) > max_unknown else ''}")
    unjudged = json.loads(first.get("unjudged_ids") or "[]")
    if unjudged:
        shown = ", ".join(f"{s}/{q}" for s, q in unjudged[:max_unknown])
        lines.append(f"  UNJUDGED ids (evaluate again to judge them): {shown}"
                     f"{' ...' if len(unjudged) > max_unknown else ''}")
    lines += [provenance_text(first), rescoring_text(first), ""]
    w = max(7, *(len(r["variant"]) for r in reports))
    lines.append(f"{'variant':<{w}}  {'role':<9} {'thresh':>6} {'contra':>6} {'top_k':>5} {'simil':>5}  "
                 f"{'TP':>4} {'FP':>4} {'TN':>4} {'FN':>4}  {'bal.acc':>7} {'prec':>6} {'recall':>6} "
                 f"{'FPR':>6} {'FNR':>6}")
    for r in reports:
        lines.append(
            f"{r['variant']:<{w}}  {r['role'] or '':<9} {_f(r['threshold'], 2):>6} "
            f"{_f(r['contradiction_threshold'], 2):>6} {r['top_k']!s:>5} {_f(r['similarity_threshold'], 2):>5}  "
            f"{r['tp']:>4} {r['fp']:>4} {r['tn']:>4} {r['fn']:>4}  {_f(r['balanced_accuracy']):>7} "
            f"{_f(r['precision'], 3):>6} {_f(r['recall'], 3):>6} {_f(r['false_positive_rate'], 3):>6} "
            f"{_f(r['false_negative_rate'], 3):>6}")
    lines.append("  (TP/FP = approved and labelled COMPLIANT/NON_COMPLIANT; FN/TN = flagged and labelled "
                 "COMPLIANT/NON_COMPLIANT)")
    cmp = comparison_text(first)
    if cmp:
        lines += ["", "comparison: " + cmp]
    if sweeps:
        values, by = _sweep_by_value(sweeps)
        lines += ["", f"threshold sweep around {sweeps[0]['base_variant']} (one knob varied, the others as in that "
                      f"variant){'; plot ' + first['sweep_plot'] if first.get('sweep_plot') else ''}",
                  f"{'value':>6}   {'contradiction_threshold':^23}   {'compliance_threshold':^23}",
                  f"{'':>6}   {'BA':>7} {'FPR':>7} {'FNR':>7}   {'BA':>7} {'FPR':>7} {'FNR':>7}"]
        for v in values:
            cells = []
            for k in SWEEP_KNOBS:
                s = by.get((k, v))
                cells.append(" ".join(f"{_f(s[m]) if s else '':>7}" for m in
                                      ("balanced_accuracy", "false_positive_rate", "false_negative_rate")))
            lines.append(f"{v:>6.2f}   {cells[0]}   {cells[1]}")
    return "\n".join(lines)
