"""``fairforge policy``: compare threshold policies on labelled interactions of a fairforge database.

Materializes the ``policy_evaluation`` asset in this process (like ``fairforge evaluate``), so the run is recorded
by Dagster and the results land in ``policy_reports`` / ``policy_sweeps``, then prints the stored report.
No model is loaded. Exit status: 0 on success; 2 for bad arguments, labels or variants; 1 for other failures.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fairforge_assets.cli import (
    CliError,
    _first_failure,
    _instance,
    _run_config_quiet,
    _settings_from_args,
    require_database,
)

#: Error classes raised by the policy code for bad user input (mapped to exit status 2).
_USER_ERRORS = ("ValueError", "OutsideStoredRangeError", "FileNotFoundError", "KeyError")


def add_policy_parser(sub) -> None:
    """Register the ``policy`` subcommand on the CLI's subparsers."""
    p = sub.add_parser(
        "policy",
        help="compare threshold policies on labelled interactions (re-scored from stored verdicts, no model call)",
        description="Evaluate policy variants on labelled interactions already evaluated in the database: balanced "
        "accuracy, precision, recall, false-positive and false-negative rates and the confusion matrix per variant, "
        "an optional baseline/candidate comparison and a threshold sweep. COMPLIANT is the positive class; an "
        "interaction is approved when its compliance_score >= threshold (= compliance_threshold).",
    )
    p.add_argument("--db", help="DuckDB file with evaluated conversations (default data/fairforge.duckdb)")
    p.add_argument("--labels", required=True, help="labels JSONL (session_id, qa_id, label, optional dataset, "
                   "synthetic, benchmark_evidence)")
    p.add_argument("--variant", action="append", default=[], metavar="NAME[:KEY=VALUE[,KEY=VALUE]]",
                   help="a variant; keys: threshold (= compliance_threshold), contradiction_threshold, "
                   "similarity_threshold, top_k, profile. Unset keys keep the stored settings. Repeat for several "
                   "variants (none = one variant 'stored')")
    p.add_argument("--baseline", help="name of the baseline variant (with --candidate)")
    p.add_argument("--candidate", help="name of the candidate variant (with --baseline)")
    p.add_argument("--config", help="YAML settings file (database, and the settings of databases written before "
                   "fairforge recorded them)")
    p.add_argument("--sweep-steps", type=int, default=21, help="grid points from 0 to 1 of the threshold sweep "
                   "(default 21)")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr (re-scoring steps done, "
                   "interactions/s, time left)")
    p.set_defaults(func=cmd_policy)


def _user_error(result) -> str | None:
    """The message of the outermost user-input error (``_USER_ERRORS``) in a failed run's error chain, or
    ``None``."""
    for ev in result.all_events:
        if not ev.is_failure or ev.event_specific_data is None:
            continue
        err = getattr(ev.event_specific_data, "error", None)
        while err is not None:
            if err.cls_name in _USER_ERRORS:
                lines = err.message.strip().splitlines()
                text = lines[-1] if lines else err.cls_name
                return text.split(": ", 1)[1] if text.startswith(err.cls_name + ": ") else text
            err = getattr(err, "cause", None)
    return None


def cmd_policy(args: argparse.Namespace) -> int:
    settings = _settings_from_args(args)
    from fairforge_core.evaluation.stored import parse_variant_spec

    try:
        variants = [parse_variant_spec(v) for v in args.variant]
    except ValueError as exc:
        raise CliError(str(exc)) from exc
    if (args.baseline is None) != (args.candidate is None):
        raise CliError("--baseline and --candidate go together")
    if not Path(args.labels).is_file():
        raise CliError(f"labels file not found: {args.labels}")
    require_database(settings.database)
    if args.sweep_steps < 2:
        raise CliError("--sweep-steps must be >= 2")

    import dagster as dg

    from fairforge_assets.definitions import ALL_ASSETS, run_resources
    from fairforge_assets.resources import FairforgeResource
    from fairforge_core.evaluation.report import load_policy_rows, policy_text
    from fairforge_core.store import DuckDBStore

    op_config = {"labels": str(args.labels), "variants": variants, "sweep_steps": args.sweep_steps,
                 "progress_on_stderr": not args.quiet}
    if args.baseline is not None:
        op_config.update(baseline=args.baseline, candidate=args.candidate)
    run_config = {**_run_config_quiet(), "ops": {"policy_evaluation": {"config": op_config}}}
    result = dg.materialize(
        ALL_ASSETS, selection=["policy_evaluation"], instance=_instance(), run_config=run_config,
        resources=run_resources(FairforgeResource(**settings.model_dump())), raise_on_error=False,
    )
    if not result.success:
        message = _user_error(result)
        if message is not None:
            raise CliError(message)
        raise RuntimeError(f"policy evaluation failed: {_first_failure(result)}")
    with DuckDBStore(settings.database, read_only=True) as store:
        reports, sweeps = load_policy_rows(store, result.run_id)
    print(policy_text(reports, sweeps))
    print(f"\nresults in {settings.database} (tables policy_reports, policy_sweeps; report_id {result.run_id})")
    return 0
