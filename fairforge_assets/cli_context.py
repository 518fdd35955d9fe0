"""The Context metric's part of ``fairforge evaluate``: included when a judge is configured, with a summary.

``fairforge evaluate --config settings.yaml`` runs ``context_metrics`` for every partition when the YAML sets
``context_judge`` (see the README section "Context awareness (LLM judge)"); without it nothing changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from fairforge_core.text import shorten


def context_selection(settings) -> list[str]:
    """``["context_metrics"]`` when a context judge is configured, else ``[]``."""
    return ["context_metrics"] if settings.context_chat_model()[0] else []


def check_context_judge(settings) -> None:
    """Build the configured judge once so that a bad import path or argument fails before any run.

    Raises:
        CliError: the judge cannot be built (the message masks the API key).
    """
    if not settings.context_chat_model()[0]:
        return
    from fairforge_assets.cli import CliError
    from fairforge_core.llm.factory import build_context_judge

    try:
        build_context_judge(settings)
    except (ImportError, ValueError) as exc:
        raise CliError(f"context judge: {exc}") from None


def print_context_summary(store, settings, partitions: Sequence[tuple[str, date]]) -> None:
    """Print the context-awareness results of ``partitions`` (nothing when no judge is configured)."""
    if not settings.context_chat_model()[0] or not partitions:
        return
    where = " OR ".join(["(assistant_id = ? AND partition_date = ?)"] * len(partitions))
    params = [v for p in partitions for v in p]
    n_s, n_unscored, mean = store.query(
        f"SELECT count(*), count(*) FILTER (WHERE context_awareness IS NULL), avg(context_awareness) "
        f"FROM context_metrics WHERE {where}", params)[0]
    n_i, n_failed = store.query(
        f"SELECT count(*), count(*) FILTER (WHERE context_awareness IS NULL) FROM context_interactions "
        f"WHERE {where}", params)[0]
    judge = store.query(f"SELECT any_value(judge_id) FROM context_metrics WHERE {where}", params)[0][0]
    print()
    print(f"context awareness ({judge or settings.context_chat_model()[0]}): {n_s} session(s), {n_i} interaction(s), "
          f"{n_failed} judge failure(s)" + (f", mean session score {mean:.2f}" if mean is not None else ""))
    if n_unscored:
        print(f"  {n_unscored} session(s) without a score (every interaction failed or the session is empty)")
    lowest = store.query_dicts(
        f"SELECT assistant_id, partition_date, session_id, context_awareness, context_awareness_ci_low, "
        f"context_awareness_ci_high, n_failed, n_interactions FROM context_metrics WHERE ({where}) "
        f"AND context_awareness IS NOT NULL ORDER BY context_awareness, session_id LIMIT 5", params)
    for w in lowest:
        ci = ""
        if w["context_awareness_ci_low"] is not None:
            ci = f" [{w['context_awareness_ci_low']:.2f}, {w['context_awareness_ci_high']:.2f}]"
        print(f"  {w['session_id']:<16} {w['assistant_id']:<18} {w['partition_date']}  context awareness "
              f"{w['context_awareness']:.2f}{ci}")
    failures = store.query(
        f"SELECT session_id, qa_id, error FROM context_interactions WHERE ({where}) AND context_awareness IS NULL "
        f"ORDER BY session_id, position LIMIT 3", params)
    for sid, qa, err in failures:
        print(f"  judge failed on {sid}/{qa}: {shorten(err, 200)}")
    print("  (tables context_metrics, context_interactions)")
