"""The ``fairforge`` command line.

``fairforge evaluate`` registers the partitions present in the input and materializes them through the same Dagster
definitions that ``dagster dev`` loads, in this one process, then prints a summary. With no arguments it evaluates
the bundled sample. Exit status: 0 on success; 1 when a run failed; 2 for bad arguments or configuration. Every
failure is printed as one line without Python internals; ``--debug`` adds the traceback.
"""

from __future__ import annotations

import argparse
import logging
import os
import re
import sys
import time
import traceback
import warnings
from collections import Counter
from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import Optional

from fairforge_core.text import shorten


class CliError(Exception):
    """A user-facing failure: printed as one line, exit status 2."""


def _quiet_libraries() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    warnings.filterwarnings("ignore", category=UserWarning, module="dagster")
    try:
        from dagster import BetaWarning, PreviewWarning

        warnings.filterwarnings("ignore", category=BetaWarning)
        warnings.filterwarnings("ignore", category=PreviewWarning)
    except ImportError:  # pragma: no cover
        pass


def _settings_from_args(args: argparse.Namespace):
    from pydantic import ValidationError

    from fairforge_core.config import EvaluationSettings, load_settings_file

    values: dict = {}
    from_file: set = set()  # keys whose value comes from the --config file (a flag overrides it)
    if getattr(args, "config", None):
        try:
            values.update(load_settings_file(args.config))
        except (OSError, ValueError) as exc:
            raise CliError(str(exc)) from exc
        from_file = set(values)
    from_flag: dict = {}  # keys whose value comes from a command-line flag: the flag, as typed
    for flag, key in (("corpus", "corpus"), ("conversations", "conversations"), ("db", "database"),
                      ("data_path", "data_path"), ("date", "default_date"), ("rules", "rules_file")):
        v = getattr(args, flag, None)
        if v:
            values[key] = v
            from_file.discard(key)
            from_flag[key] = "--" + flag.replace("_", "-")
    try:
        settings = EvaluationSettings.model_validate(values)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc_parts = first.get("loc", ())
        loc = ".".join(str(x) for x in loc_parts) or "settings"
        msg = str(first.get("msg")).removeprefix("Value error, ")
        if loc_parts and loc_parts[0] in from_flag:  # name what the user typed, not the setting behind it
            key = loc_parts[0]  # the value too, but never a --db (a DuckLake's may hold a password)
            shown = "" if key == "database" else f" {values[key]!r}"
            raise CliError(f"invalid {from_flag[key]}{shown}: {msg}") from exc
        where = f" in {args.config}" if loc_parts and loc_parts[0] in from_file else ""
        if first.get("type") == "extra_forbidden" and len(loc_parts) == 1:
            msg = f"unknown key{_did_you_mean(str(loc_parts[0]), EvaluationSettings.model_fields)}"
        raise CliError(f"invalid configuration{where}: {loc}: {msg}") from exc
    from fairforge_core.factory import check_component_kwargs

    try:  # a misspelt model option fails here, not halfway through a run
        check_component_kwargs(settings)
    except (ValueError, ImportError, AttributeError) as exc:
        raise CliError(f"invalid configuration: {exc}") from exc
    return settings


def _did_you_mean(key: str, known) -> str:
    """``"; did you mean 'top_k'?"`` for the closest known name (difflib), or ``""`` when nothing is close."""
    import difflib

    close = difflib.get_close_matches(key, list(known), n=1)
    return f"; did you mean {close[0]!r}?" if close else ""


def require_database(path: str) -> None:
    """Raise :class:`CliError` unless the database file ``path`` exists (``":memory:"`` passes).

    For the commands that only read what ``fairforge evaluate`` wrote (``alerts``, ``lineage``, ``policy``): opening
    a missing path with DuckDB would silently create an empty database, and the command would then report "nothing
    found" instead of the mistyped path.
    """
    from fairforge_core.store.duckdb_store import is_ducklake

    if is_ducklake(path):  # opening reports an unreachable catalog; a DuckLake is not created by reading it
        return
    if path != ":memory:" and not Path(path).expanduser().is_file():
        raise CliError(f"database not found: {path} (run `fairforge evaluate` first)")


def _open_store(settings, read_only: bool = False):
    """``settings.open_store()``, a DuckLake that cannot be opened as a :class:`CliError` (one line)."""
    from fairforge_core.store.duckdb_store import StoreError

    try:
        return settings.open_store(read_only=read_only)
    except StoreError as exc:
        raise CliError(str(exc)) from exc


def _run_config_quiet() -> dict:
    """Dagster's console logger silenced below CRITICAL: the CLI prints its own summary and one-line failures (the
    full events stay in the Dagster instance when DAGSTER_HOME is set)."""
    return {"loggers": {"console": {"config": {"log_level": "CRITICAL"}}}}


def _instance():
    import dagster as dg

    if os.environ.get("DAGSTER_HOME"):
        return dg.DagsterInstance.get()
    return dg.DagsterInstance.ephemeral()


def materialize_as(job_name: str, selection, resources: dict, instance, start: Optional[date] = None, **kwargs):
    """Materialize ``selection`` of the fairforge definitions as a run of the job ``job_name`` (what the Dagster UI
    lists, instead of ``__ephemeral_asset_job__``), in this process. ``start``: first day of the ``date`` partition
    dimension (default: :data:`~fairforge_assets.partitions.EARLIEST_PARTITION_DATE`). ``kwargs`` go to
    ``execute_in_process`` (``partition_key``, ``run_config``); failures are in the result (``raise_on_error=False``).
    """
    import dagster as dg

    from fairforge_assets.definitions import ALL_ASSETS, ALL_CHECKS

    job = dg.define_asset_job(job_name, selection=selection)
    defs = dg.Definitions(assets=_assets_from(start) if start else ALL_ASSETS, asset_checks=ALL_CHECKS, jobs=[job],
                          resources=resources, executor=dg.in_process_executor)
    return defs.resolve_job_def(job_name).execute_in_process(instance=instance, raise_on_error=False, **kwargs)


_assets_by_start: dict = {}


def _assets_from(start: date) -> list:
    """``ALL_ASSETS`` with the date dimension from ``start`` (built once per start and process)."""
    if start not in _assets_by_start:
        from fairforge_assets.definitions import ALL_ASSETS
        from fairforge_assets.partitions import with_date_start

        _assets_by_start[start] = with_date_start(ALL_ASSETS, start, "fairforge evaluate")
    return _assets_by_start[start]


def _format_pct(n: int, total: int) -> str:
    return f"{n} ({100.0 * n / total:.0f}%)" if total else "0"


def evaluate_one_partition(settings, resources: dict, instance, assistant_id: str, day: date,
                           force: bool = False, start: Optional[date] = None) -> dict:
    """Materialize one partition's assets (conversations, interaction_verdicts, session_metrics, and the context
    and alert assets when configured) as one Dagster run of ``evaluate_partition_job``, in this process, with the
    date dimension starting at ``start`` (see :func:`materialize_as`).

    Returns:
        plain values (picklable, for worker processes): ``assistant_id``, ``day``, ``failure`` (one line or
        ``None``), ``replaced`` (warnings), ``skipped`` (0/1), ``unsupported`` (sessions per language),
        ``cap_reached`` (the LLM cost cap's message or ``None``).
    """
    import dagster as dg

    from fairforge_assets.cli_context import context_selection
    from fairforge_assets.partition_skip import force_run_config
    from fairforge_assets.partitions import partition_key

    res = materialize_as(
        "evaluate_partition_job",
        dg.AssetSelection.assets("conversations", "interaction_verdicts", "session_metrics",
                                 *context_selection(settings), *(["metric_alerts"] if settings.rules_file else [])),
        resources, instance, start, partition_key=str(partition_key(assistant_id, day)),
        run_config={**_run_config_quiet(), **force_run_config(force)},
    )
    out = {"assistant_id": assistant_id, "day": day, "failure": None, "replaced": [], "skipped": 0,
           "unsupported": {}, "cap_reached": None}
    for mat in res.asset_materializations_for_node("conversations"):  # written even if a later step failed
        if "replaced_warning" in mat.metadata:
            out["replaced"].append(mat.metadata["replaced_warning"].value)
    if not res.success:
        out["failure"] = _first_failure(res)
    else:
        md = res.asset_materializations_for_node("interaction_verdicts")[-1].metadata
        out["skipped"] = int(bool(md["skipped"].value)) if "skipped" in md else 0
        if "unsupported_languages" in md:
            out["unsupported"] = dict(md["unsupported_languages"].value)
        if "llm_cap_reached" in md:
            out["cap_reached"] = md["llm_cap_reached"].value
    return out


_worker_state: dict = {}


def _worker_init(settings_values: dict, assistant_keys: list[str]) -> None:
    """A worker process of ``--workers``: settings, resources and the Dagster instance, built once (the models
    load on the worker's first partition and stay for the next ones)."""
    _quiet_libraries()
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    from fairforge_assets.cli_alerts import alert_resources
    from fairforge_assets.definitions import run_resources
    from fairforge_assets.partitions import assistant_partitions
    from fairforge_assets.resources import FairforgeResource
    from fairforge_core.config import EvaluationSettings

    settings = EvaluationSettings.model_validate(settings_values)
    instance = _instance()
    if not os.environ.get("DAGSTER_HOME"):  # an ephemeral instance is this worker's own: register the partitions
        instance.add_dynamic_partitions(assistant_partitions.name, assistant_keys)
    _worker_state.update(settings=settings, instance=instance, resources=run_resources(
        FairforgeResource(**settings.model_dump()), **alert_resources(settings)))


def _worker_evaluate(assistant_id: str, day: date, force: bool, start: Optional[date] = None) -> dict:
    s = _worker_state
    try:
        out = evaluate_one_partition(s["settings"], s["resources"], s["instance"], assistant_id, day, force, start)
    except Exception as exc:  # reported like a failed run: one line, the other partitions go on
        out = {"assistant_id": assistant_id, "day": day, "failure": one_line(exc), "replaced": [], "skipped": 0,
               "unsupported": {}, "cap_reached": None}
    import resource

    out["pid"] = os.getpid()
    out["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0  # this worker's, so far
    return out


def _evaluate_in_workers(settings, partitions: list[tuple[str, date]], workers: int, force: bool, collect,
                         advance, start: Optional[date] = None) -> list[tuple[str, date]]:
    """Evaluate ``partitions`` in ``workers`` processes (one Dagster run per partition, each worker taking the next
    partition when it is done), calling ``collect(result)`` and ``advance(key, unchanged)`` as partitions finish.
    An LLM cost cap reached in one partition stops the partitions not started yet. Returns the partitions not
    evaluated."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed
    from concurrent.futures.process import BrokenProcessPool

    from fairforge_core.partition_keys import assistant_to_key

    keys = sorted({assistant_to_key(a) for a, _ in partitions})
    ctx = multiprocessing.get_context("spawn")  # a fresh interpreter: no model or thread state copied by fork
    not_evaluated: list[tuple[str, date]] = []
    with ProcessPoolExecutor(max_workers=min(workers, len(partitions)), mp_context=ctx, initializer=_worker_init,
                             initargs=(settings.model_dump(), keys)) as pool:
        futures = {pool.submit(_worker_evaluate, a, d, force, start): (a, d) for a, d in partitions}
        for fut in as_completed(futures):
            key = futures[fut]
            if fut.cancelled():
                not_evaluated.append(key)
                continue
            try:
                out = fut.result()
            except BrokenProcessPool:
                out = {"assistant_id": key[0], "day": key[1], "failure": "its worker process died (killed or out "
                       "of memory); the partition keeps its previous rows, re-run to evaluate it", "replaced": [],
                       "skipped": 0, "unsupported": {}, "cap_reached": None}
            collect(out)
            advance(key, bool(out["skipped"]))
            if out["cap_reached"]:
                for f, k in futures.items():
                    if f.cancel():
                        not_evaluated.append(k)
    return sorted(set(not_evaluated))


def cmd_evaluate(args: argparse.Namespace) -> int:
    settings = _settings_from_args(args)
    workers = getattr(args, "workers", None) or 1
    if workers < 1:
        raise CliError("--workers must be 1 or more")
    from fairforge_core.store.duckdb_store import is_ducklake

    if workers > 1 and not is_ducklake(settings.database):
        raise CliError(f"--workers {workers} needs a DuckLake database (--db 'ducklake:postgres:...'): the DuckDB "
                       f"file {settings.database} allows one writer process")
    from fairforge_assets.cli_alerts import alert_resources, check_rules, deliver_after_evaluate

    check_rules(settings)  # an invalid rules file stops here, before any work
    location = settings.corpus_location()
    if not location.startswith("lakefs://") and not Path(location).expanduser().is_dir():
        raise CliError(f"corpus folder not found: {location}")

    if settings.corpus_location().startswith("lakefs://"):  # fail early on a bad URI or missing FAIRFORGE_LAKEFS_*
        from fairforge_core.connectors.lakefs import LakeFSConfigError, connector_from_uri

        try:
            connector_from_uri(settings.corpus_location())
        except LakeFSConfigError as exc:
            raise CliError(str(exc)) from exc
    from fairforge_core.inputs import LoadedSession, Rejection, scan_conversations

    t_start = time.perf_counter()
    partitions: dict[tuple[str, date], int] = {}
    n_interactions: Counter = Counter()  # per partition, for the progress bar's rate and time left
    rejections: list[Rejection] = []
    try:
        for item in scan_conversations(settings.conversations_path(), settings.date_default()):
            if isinstance(item, LoadedSession):
                key = (item.assistant_id, item.partition_date)
                partitions[key] = partitions.get(key, 0) + 1
                n_interactions[key] += len(item.dataset.conversation)
            else:
                rejections.append(item)
    except FileNotFoundError as exc:
        raise CliError(str(exc)) from exc
    if not partitions and not rejections:
        raise CliError(f"conversations input is empty: {settings.conversations_path()} holds no session record")

    import dagster as dg

    from fairforge_assets.assets import CORPUS_SELECTION
    from fairforge_assets.partitions import assistant_partitions
    from fairforge_assets.resources import FairforgeResource
    from fairforge_core.partition_keys import assistant_to_key

    # the date dimension starts at the configured day, else at the earliest day of the data registered here
    configured_start = settings.partitions_start()
    if configured_start is not None:
        for k in [k for k in partitions if k[1] < configured_start]:
            print(f"skipped partition {k[0]!r} {k[1]}: dated before partitions_start_date {configured_start}",
                  file=sys.stderr)
            partitions.pop(k)
    start = configured_start or min((day for _, day in partitions), default=None)

    print(f"fairforge: {sum(partitions.values())} session(s) in {len(partitions)} partition(s) from "
          f"{settings.conversations_path()}")
    for r in rejections:
        print(f"  rejected {r.describe()}", file=sys.stderr)

    from fairforge_assets.cli_context import check_context_judge, print_context_summary
    from fairforge_assets.definitions import run_resources

    check_context_judge(settings)
    if Path(settings.database).is_file() or is_ducklake(settings.database):
        from fairforge_core.store.schema import SCHEMA_VERSION

        with _open_store(settings) as store:
            if store.upgraded_from is not None:
                print(f"database {settings.database}: schema upgraded from version {store.upgraded_from} to "
                      f"{SCHEMA_VERSION} (rows written before keep NULL in the new columns)")
    if rejections:  # every rejection printed above is stored, also those of no partition evaluated below
        with _open_store(settings) as store:
            store.record_rejections(rejections)
    if not partitions:
        if rejections:
            raise CliError(f"no valid session in {settings.conversations_path()}: all {len(rejections)} record(s) "
                           f"rejected (listed above; stored in table rejected_sessions of {settings.database})")
        raise CliError(f"no session to evaluate in {settings.conversations_path()}: every session is dated before "
                       f"partitions_start_date {configured_start}")
    # lakeFS server and credentials: FAIRFORGE_LAKEFS_* read when a lakefs:// corpus is used
    resources = run_resources(FairforgeResource(**settings.model_dump()), **alert_resources(settings))
    instance = _instance()
    instance.add_dynamic_partitions(assistant_partitions.name,
                                    sorted({assistant_to_key(a) for a, _ in partitions}))
    corpus = materialize_as("corpus_job", dg.AssetSelection.assets(*CORPUS_SELECTION), resources, instance, start,
                            run_config=_run_config_quiet())
    if not corpus.success:
        if _failed_with(corpus, "CorpusReadError"):  # a binary or non-UTF-8 corpus file: the user's to fix
            raise CliError(f"{_first_failure(corpus)} (fix or remove it, or set skip_unreadable_documents: true)")
        raise RuntimeError(f"corpus step failed: {_first_failure(corpus)}")
    emb_md = dict(corpus.asset_materializations_for_node("chunk_embeddings")[-1].metadata)
    docs_md = corpus.asset_materializations_for_node("corpus_documents")[-1].metadata
    emb_md["new_snapshot"] = docs_md.get("new_snapshot")
    emb_md["previous_snapshot_id"] = docs_md.get("previous_snapshot_id")  # absent (Dagster drops None): a first version
    corpus_skipped = docs_md["skipped_documents"].value if "skipped_documents" in docs_md else {}
    for source, reason in corpus_skipped.items():
        print(f"warning: corpus file {source} skipped: {reason}", file=sys.stderr)
    if not emb_md["chunks"].value:  # nothing to judge against: every verdict would be IRRELEVANT
        raise CliError(f"corpus {location} holds no rule text ({docs_md['n_documents'].value} document(s), all "
                       "empty or headings only): nothing evaluated")
    failures = []
    skipped = 0
    unsupported: Counter = Counter()  # sessions per language the embedder was not trained for
    replaced: list[str] = []  # partitions whose earlier sessions this input replaced (one warning each)
    from fairforge_assets.progress import Progress

    cap_reached = None  # an LLM cost cap stops the run: the partitions after it are not evaluated
    not_evaluated = []
    force = getattr(args, "force", False)
    pids: set = set()  # the worker processes that evaluated partitions (--workers)

    def collect(out: dict) -> None:
        nonlocal skipped, cap_reached
        pids.update([out["pid"]] if "pid" in out else [])
        replaced.extend(out["replaced"])
        if out["failure"]:
            failures.append(f"{out['assistant_id']} {out['day']}: {out['failure']}")
        skipped += out["skipped"]
        unsupported.update(out["unsupported"])
        cap_reached = cap_reached or out["cap_reached"]

    with Progress(len(partitions), sum(n_interactions[k] for k in partitions),
                  quiet=getattr(args, "quiet", False)) as progress:
        if workers > 1:
            not_evaluated = _evaluate_in_workers(settings, sorted(partitions), workers, force, collect,
                                                 lambda key, unchanged: progress.advance(n_interactions[key],
                                                                                         unchanged), start)
        else:
            for (assistant_id, day) in sorted(partitions):
                if cap_reached:
                    not_evaluated.append((assistant_id, day))
                    continue
                out = evaluate_one_partition(settings, resources, instance, assistant_id, day, force, start)
                collect(out)
                progress.advance(n_interactions[(assistant_id, day)], bool(out["skipped"]))
    elapsed = time.perf_counter() - t_start
    if workers > 1:
        print(f"{len(partitions)} partition(s) evaluated in {len(pids)} worker process(es) (--workers {workers})")

    if skipped:  # before the summary, which then shows these partitions' stored results
        print(f"{skipped} of {len(partitions)} partition(s) unchanged since their last evaluation: not re-evaluated "
              "(--force re-evaluates them); the summary below includes their stored results")
    elif getattr(args, "force", False):
        print(f"--force: all {len(partitions)} partition(s) re-evaluated, unchanged or not")
    with _open_store(settings) as store:
        _print_summary(store, sorted(partitions), rejections, emb_md, settings.database, elapsed, unsupported,
                       replaced, corpus_skipped)
        print_llm_summary(store, sorted(partitions), cap_reached, not_evaluated)
        print_context_summary(store, settings, sorted(partitions))
    if settings.rules_file:
        failures += deliver_after_evaluate(settings, resources, instance, sorted(partitions))
    if failures:
        for f in failures:
            print(f"  FAILED {f}", file=sys.stderr)
        print(f"fairforge: {len(failures)} partition(s) failed; first: {failures[0]}", file=sys.stderr)
        return 1
    return 0


def cmd_partitions(args: argparse.Namespace) -> int:
    """Register the assistants found in the input as ``assistant`` partitions of the Dagster instance at
    ``DAGSTER_HOME`` (what ``assistant_partitions_sensor`` does) and list the partition keys, for backfills."""
    settings = _settings_from_args(args)
    if not os.environ.get("DAGSTER_HOME"):
        raise CliError("set DAGSTER_HOME to the folder of the Dagster instance (the one `dagster dev` uses)")
    from fairforge_core.inputs import partitions_in
    from fairforge_core.partition_keys import assistant_to_key

    try:
        found = partitions_in(settings.conversations_path(), settings.date_default())
    except FileNotFoundError as exc:
        raise CliError(str(exc)) from exc
    import dagster as dg

    from fairforge_assets.partitions import assistant_partitions, partition_key, partitions_start

    instance = dg.DagsterInstance.get()
    known = set(instance.get_dynamic_partitions(assistant_partitions.name))
    keys = sorted({assistant_to_key(a) for a, _ in found})
    new = [k for k in keys if k not in known]
    if new:
        instance.add_dynamic_partitions(assistant_partitions.name, new)
    print(f"{len(new)} new assistant partition(s) registered; {len(found)} (assistant, date) partition(s) "
          "in the input:")
    start, source = partitions_start(settings)
    for (assistant_id, day), n in sorted(found.items()):
        note = f" (before partitions_start_date {start}: not a partition)" if day < start else ""
        print(f"  {str(partition_key(assistant_id, day))!s:<40} {n} session(s){note}")
    print(f"date partitions start at {start} ({source}) in definitions loaded with these settings")
    return 0


def _first_failure(result) -> str:
    for ev in result.all_events:
        if ev.is_failure and ev.event_specific_data is not None:
            err = getattr(ev.event_specific_data, "error", None)
            if err is not None and getattr(err, "cause", None) is not None and \
                    err.cls_name == "DagsterExecutionStepExecutionError":
                err = err.cause  # the asset's own exception (e.g. a LakeFSRefNotFoundError), not Dagster's wrapper
            if err is not None:
                msg = err.message.strip().splitlines()
                text = msg[-1] if msg else "unknown error"
                # "ValueError: ..." -> "...": the message is for a compliance lead, not a Python programmer
                return re.sub(rf"^[\w.]*\b{re.escape(err.cls_name)}: ", "", text)
    return "unknown error"


def _failed_with(result, cls_name: str) -> bool:
    """True when a failed run's error chain holds an exception of class ``cls_name``."""
    for ev in result.all_events:
        err = getattr(ev.event_specific_data, "error", None) if ev.is_failure else None
        while err is not None:
            if err.cls_name == cls_name:
                return True
            err = getattr(err, "cause", None)
    return False


def one_line(exc: BaseException) -> str:
    """``exc``'s message as one line without the exception's class name (its class name only when the message is
    empty): what the CLI prints for a failure; ``--debug`` prints the traceback as well."""
    text = " ".join(str(exc).split())
    if isinstance(exc, KeyError) and text.startswith("'") and text.endswith("'"):
        text = f"missing key {text}"
    return text or type(exc).__name__


def print_llm_summary(store, partitions, cap_reached: Optional[str] = None, not_evaluated=()) -> None:
    """The LLM judge's lines of the summary (nothing when no partition was judged by it): interactions without a
    judgement, and calls and tokens of the partitions' latest evaluations (``llm_usage``)."""
    if not partitions:
        return
    from fairforge_core.engine import EMPTY_ANSWER

    where = " OR ".join(["(assistant_id = ? AND partition_date = ?)"] * len(partitions))
    params = [v for p in partitions for v in p]
    row = store.query(f"SELECT count(*), sum(interactions), sum(calls), sum(cached), sum(prompt_tokens), "
                      f"sum(completion_tokens), sum(omitted), sum(unknown_ids) FROM llm_usage WHERE {where}", params)[0]
    unjudged = store.query_dicts(
        f"SELECT session_id, qa_id, error FROM interaction_verdicts WHERE ({where}) AND verdict = 'UNJUDGED' "
        "AND error IS DISTINCT FROM ? ORDER BY assistant_id, partition_date, session_id, position",
        [*params, EMPTY_ANSWER])
    if not row[0] and not unjudged:
        return
    if row[0]:
        n, calls, cached, p_tok, c_tok, omitted, unknown = (int(x or 0) for x in row[1:])
        per = f", {(p_tok + c_tok) / n:.0f} tokens per interaction" if n else ""
        print(f"\nLLM judge: {n} interaction(s), {calls} call(s), {cached} from the reply cache; tokens "
              f"{p_tok} prompt + {c_tok} completion{per}; {omitted} rule(s) omitted by replies, {unknown} unknown "
              "id(s) ignored (table llm_usage)")
    if unjudged:
        partly, none = store.query(
            "SELECT count(*) FILTER (verdict <> 'UNJUDGED'), count(*) FILTER (verdict = 'UNJUDGED') "
            f"FROM session_metrics WHERE ({where}) AND n_unjudged > 0", params)[0]
        print(f"warning: {len(unjudged)} interaction(s) have no judgement (verdict UNJUDGED: never COMPLIANT, left "
              "out of the session scores; reason in interaction_verdicts.error); re-running asks again")
        print(f"  {partly} session(s) scored on their judged interactions only, {none} session(s) UNJUDGED (none "
              "judged, no score)")
        for u in unjudged[:3]:
            print(f"  {u['session_id']}/{u['qa_id']}: {shorten(u['error'] or '', 200)}")
    if cap_reached:
        print(f"stopped: {cap_reached}; what was judged is kept, {len(not_evaluated)} partition(s) not evaluated"
              + (": " + ", ".join(f"{a} {d}" for a, d in not_evaluated[:5]) if not_evaluated else ""))


def _print_summary(store, partitions, rejections, emb_md, database, elapsed, unsupported=None,
                   replaced=None, corpus_skipped=None) -> None:
    from fairforge_core.engine import EMPTY_ANSWER

    if not partitions:
        print("no partitions to evaluate")
        return
    where = " OR ".join(["(assistant_id = ? AND partition_date = ?)"] * len(partitions))
    params = [v for p in partitions for v in p]
    iv = Counter(dict(store.query(f"SELECT verdict, count(*) FROM interaction_verdicts WHERE {where} GROUP BY 1",
                                  params)))
    sv = Counter(dict(store.query(f"SELECT verdict, count(*) FROM session_metrics WHERE {where} GROUP BY 1", params)))
    n_i, n_s = sum(iv.values()), sum(sv.values())
    print()
    new = emb_md.get("new_snapshot")
    if new is not None and not new.value:
        changed = "unchanged since it was recorded, "
    elif "documents_changed" in emb_md:
        n_docs = emb_md["documents_changed"].value
        if emb_md.get("previous_snapshot_id") is None:  # nothing recorded before it: every document is new
            changed = f"first version recorded, {n_docs} document(s), "
        else:
            changed = f"new version, {n_docs} document(s) changed, "
    else:
        changed = ""
    print(f"corpus {emb_md['snapshot_id'].value}: {emb_md['chunks'].value} chunks "
          f"({changed}{emb_md['chunks_embedded'].value} embedded now, {emb_md['chunks_reused'].value} from cache)")
    if corpus_skipped:
        print(f"{len(corpus_skipped)} corpus file(s) or folder(s) skipped, not read: "
              + "; ".join(f"{k} ({v})" for k, v in sorted(corpus_skipped.items())))
    unj = bool(iv["UNJUDGED"])  # interactions the LLM judge could not judge: a column of their own
    print(f"{'':14}{'COMPLIANT':>14}{'NON_COMPLIANT':>16}{'IRRELEVANT':>14}" + (f"{'UNJUDGED':>12}" if unj else "")
          + f"{'total':>8}")
    for label, c, n in (("sessions", sv, n_s), ("interactions", iv, n_i)):
        print(f"{label:14}{_format_pct(c['COMPLIANT'], n):>14}{_format_pct(c['NON_COMPLIANT'], n):>16}"
              f"{_format_pct(c['IRRELEVANT'], n):>14}" + (f"{_format_pct(c['UNJUDGED'], n):>12}" if unj else "")
              + f"{n:>8}")
    worst = store.query_dicts(
        f"SELECT assistant_id, partition_date, session_id, verdict, compliance_score, compliance_score_ci_low, "
        f"compliance_score_ci_high, n_non_compliant, n_unjudged, n_interactions FROM session_metrics WHERE ({where}) "
        f"AND verdict = 'NON_COMPLIANT' ORDER BY compliance_score, session_id LIMIT 5", params)
    if worst:
        print("\nworst sessions:")
        for w in worst:
            ci = ""
            if w["compliance_score_ci_low"] is not None:
                ci = f" [{w['compliance_score_ci_low']:.2f}, {w['compliance_score_ci_high']:.2f}]"
            print(f"  {w['session_id']:<16} {w['assistant_id']:<18} {w['partition_date']}  score "
                  f"{w['compliance_score']:.2f}{ci}  {w['n_non_compliant']}/{w['n_interactions']} non-compliant"
                  + (f", {w['n_unjudged']} unjudged" if w["n_unjudged"] else ""))
            first = store.query(
                "SELECT qa_id, insight FROM interaction_verdicts WHERE session_id = ? AND assistant_id = ? AND "
                "partition_date = ? AND verdict = 'NON_COMPLIANT' ORDER BY position LIMIT 1",
                [w["session_id"], w["assistant_id"], w["partition_date"]])
            if first:
                print(f"      {first[0][0]}: {shorten(first[0][1], 240)}")
    empty = store.query(f"SELECT count(*) FROM interaction_verdicts WHERE ({where}) AND error = ?",
                        [*params, EMPTY_ANSWER])[0][0]
    if empty:
        print(f"\n{empty} interaction(s) with an empty answer: verdict UNJUDGED (never COMPLIANT, left out of the "
              f"session scores; error '{EMPTY_ANSWER}')")
    if rejections:
        print(f"\n{len(rejections)} record(s) rejected (see the rejected_sessions table):")
        for r in rejections[:10]:
            print(f"  {r.describe()}")
    if unsupported or replaced:
        print()
    for note in replaced or ():
        print(f"warning: {note}")
    for lang, n in sorted((unsupported or {}).items()):
        print(f"warning: {n} session(s) in {lang}, a language the embedder was not trained for: their verdicts are "
              "unreliable (configure a multilingual embedder; see docs/verdicts.md, \"Languages\")")
    print(f"\nresults in {database} (tables interaction_verdicts, retrieved_chunks, session_metrics); "
          f"{elapsed:.1f} s")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="fairforge", description="Continuous, evidence-backed compliance checks of "
                                "AI assistant conversations against a regulatory corpus.")
    from fairforge_core import __version__

    p.add_argument("--version", action="version", version=f"fairforge {__version__}")
    p.add_argument("--debug", action="store_true", help="print the Python traceback of a failure (for bug reports)")
    sub = p.add_subparsers(dest="command")
    ev = sub.add_parser("evaluate", help="evaluate conversations against the corpus (default: the bundled sample)")
    ev.add_argument("--corpus", help="corpus folder or lakefs://REPOSITORY/REF/PREFIX")
    ev.add_argument("--conversations", help="JSONL/JSON file or folder of conversations")
    ev.add_argument("--db", help="DuckDB file to write (default data/fairforge.duckdb), or a DuckLake: "
                    "'ducklake:postgres:<libpq connection string>'")
    ev.add_argument("--data-path", help="DuckLake only: folder or s3:// prefix of its Parquet files (needed when the "
                    "DuckLake is created)")
    ev.add_argument("--config", help="YAML settings file (keys as in docs/configuration.md)")
    ev.add_argument("--date", help="partition date YYYY-MM-DD for sessions without started_at (default today, UTC)")
    ev.add_argument("--rules", help="alert rules YAML file: evaluate the rules and send notifications (once)")
    ev.add_argument("--force", action="store_true", help="re-evaluate partitions whose sessions, corpus version, "
                    "settings, models and code are unchanged since their last evaluation (default: skip them)")
    ev.add_argument("--workers", type=int, default=1, help="partitions evaluated at once, in this many worker "
                    "processes (one Dagster run per partition; each worker loads the models once). Needs a "
                    "DuckLake --db; default 1")
    ev.add_argument("--quiet", action="store_true", help="no progress on stderr (partitions done, interactions/s, "
                    "time left)")
    ev.set_defaults(func=cmd_evaluate)
    pa = sub.add_parser("partitions", help="register the input's assistants as partitions in DAGSTER_HOME's "
                                           "instance and list the partition keys (for backfills)")
    pa.add_argument("--conversations", help="JSONL/JSON file or folder of conversations")
    pa.add_argument("--config", help="YAML settings file")
    pa.add_argument("--date", help="partition date YYYY-MM-DD for sessions without started_at (default today, UTC)")
    pa.set_defaults(func=cmd_partitions)
    from fairforge_assets.cli_alerts import add_alerts_parser

    add_alerts_parser(sub)
    from fairforge_assets.cli_policy import add_policy_parser

    add_policy_parser(sub)
    from fairforge_assets.cli_lakefs import add_lineage_parser

    add_lineage_parser(sub)
    from fairforge_assets.cli_report import add_report_parser

    add_report_parser(sub)
    return p


def _not_a_database(exc: BaseException) -> bool:
    """Whether ``exc`` (or what caused it) is DuckDB refusing a file that is not a DuckDB database."""
    while exc is not None:
        if "not a valid DuckDB database file" in str(exc):
            return True
        exc = exc.__cause__ or exc.__context__
    return False


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    debug = "--debug" in argv  # accepted before or after the command
    argv = [a for a in argv if a != "--debug"]
    if not argv:
        argv = ["evaluate"]
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    _quiet_libraries()
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    try:
        return args.func(args)
    except CliError as exc:
        if debug:
            traceback.print_exc()
        print(f"fairforge: {one_line(exc)}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # output piped into `head` and closed: not an error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as exc:  # one-line reason for anything unexpected; the traceback only with --debug
        if _not_a_database(exc):  # --db names a file that is not a DuckDB database: bad input, like a bad path
            if debug:
                traceback.print_exc()
            print(f"fairforge: {one_line(exc)}", file=sys.stderr)
            return 2
        if debug:
            traceback.print_exc()
        print(f"fairforge: error: {one_line(exc)}" + ("" if debug else " (--debug shows the details)"),
              file=sys.stderr)
        return 1


if __name__ == "__main__":  # pragma: no cover
    # ``python -m fairforge_assets.cli`` loads this file twice: as ``__main__`` and, through the subcommand modules'
    # ``from fairforge_assets.cli import CliError``, as ``fairforge_assets.cli``. Run the second copy's ``main`` so
    # that the CliError it catches is the class the subcommands raise (a user error exits 2, not 1).
    from fairforge_assets.cli import main as _main

    sys.exit(_main())
