"""``fairforge report --db FILE --out DIR``: the static HTML report (:mod:`fairforge_core.report`)."""

from __future__ import annotations

import argparse

from fairforge_assets.cli import CliError, require_database


def add_report_parser(sub) -> None:
    """Add the ``report`` subcommand to ``sub`` (argparse sub-parsers)."""
    rp = sub.add_parser("report", help="write a static HTML report (index.html and plots, viewable offline) of a "
                                       "DuckDB file that `fairforge evaluate` wrote")
    rp.add_argument("--db", default="data/fairforge.duckdb", help="DuckDB file (default data/fairforge.duckdb) or "
                    "'ducklake:postgres:<libpq connection string>'")
    rp.add_argument("--out", default="data/report", help="folder to write index.html and its images into "
                                                          "(default data/report)")
    rp.add_argument("--worst", type=int, default=10, help="NON_COMPLIANT sessions listed with evidence (default 10)")
    rp.set_defaults(func=cmd_report)


def cmd_report(args: argparse.Namespace) -> int:
    require_database(args.db)
    if args.worst < 0:
        raise CliError("--worst must be 0 or more")
    import duckdb

    from fairforge_core.report import write_report

    try:
        result = write_report(args.db, args.out, worst=args.worst)
    except (duckdb.Error, OSError) as exc:
        raise CliError(f"cannot write the report of {args.db}: {str(exc).splitlines()[0]}") from exc
    n = sum(result.verdict_counts.get("sessions", {}).values())
    print(f"report of {n} session(s) in {len(result.days)} partition(s), {result.worst_sessions} worst session(s), "
          f"{result.alerts} alert(s): {result.index} ({result.seconds:.1f} s)")
    return 0
