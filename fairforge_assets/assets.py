"""Software-defined assets of the main job. Each asset calls one function of :mod:`fairforge_core.pipeline`.

Graph (``corpus_snapshot`` and ``corpus_documents`` live in :mod:`fairforge_assets.corpus`)::

    corpus_snapshot (observed) -> corpus_documents -> corpus_chunks -> chunk_embeddings --+
    conversations [assistant x date] ----------------------+-> interaction_verdicts -> session_metrics

Every asset that writes DuckDB uses ``pool="duckdb"`` (set the pool limit to 1 in ``dagster.yaml``), and the
definitions use the in-process executor, so one process writes the file at a time.
"""

import time

import dagster as dg

from fairforge_assets.corpus import corpus_documents, corpus_snapshot
from fairforge_assets.partition_skip import InteractionVerdictsConfig, skipped_metadata
from fairforge_assets.partitions import compliance_partitions, split_partition_key
from fairforge_assets.resources import FairforgeResource
from fairforge_core.corpus_versions import documents_changed
from fairforge_core.engine import EMPTY_ANSWER
from fairforge_core.partition_state import partition_fingerprint, record_partition_evaluation, unchanged_evaluation
from fairforge_core.pipeline import (
    compute_session_metrics,
    current_snapshot_id,
    embed_snapshot,
    ensure_chunks,
    evaluate_partition,
    ingest_partition,
    replaced_sessions_warning,
    verdict_disagreements,
)

DUCKDB_POOL = "duckdb"


def _md_table(rows: list[dict], columns: list[str], limit: int = 10) -> str:
    if not rows:
        return "_none_"

    def cell(v) -> str:
        if isinstance(v, float):
            return f"{v:.4f}"
        return str(v).replace("|", "\\|").replace("\n", " ") if v is not None else ""

    head = "| " + " | ".join(columns) + " |\n|" + "---|" * len(columns) + "\n"
    body = "\n".join("| " + " | ".join(cell(r.get(c)) for c in columns) + " |" for r in rows[:limit])
    return head + body


@dg.asset(
    group_name="corpus",
    kinds={"duckdb"},
    pool=DUCKDB_POOL,
    deps=[corpus_documents],
    code_version="chunker-v2",
    description="Chunks of the current snapshot (chunk_size/chunk_overlap from the settings; whole words, numbers "
    "and table rows with three-way backends, fair-forge's character windows with decision: reranker), with sha256 "
    "chunk hashes and heading paths, in corpus_chunks.",
)
def corpus_chunks(context: dg.AssetExecutionContext, fairforge: FairforgeResource) -> dg.MaterializeResult:
    settings = fairforge.settings()
    with fairforge.open_store() as store:
        sid = current_snapshot_id(store, settings)
        n, created = ensure_chunks(store, settings, sid)
    version = f"{sid}|{settings.chunk_size}|{settings.chunk_overlap}|{settings.chunking_mode}"
    return dg.MaterializeResult(data_version=dg.DataVersion(version), metadata={
        "dagster/row_count": n,
        "snapshot_id": sid,
        "chunk_size": settings.chunk_size,
        "chunk_overlap": settings.chunk_overlap,
        "chunking": settings.chunking_mode,
        "newly_chunked": created,
    })


@dg.asset(
    group_name="corpus",
    kinds={"duckdb"},
    pool=DUCKDB_POOL,
    deps=[corpus_chunks],
    code_version="embeddings-v1",
    description="Embedding cache keyed by (chunk_hash, embedder_id): only chunks never embedded with this "
    "embedder are embedded.",
)
def chunk_embeddings(context: dg.AssetExecutionContext, fairforge: FairforgeResource) -> dg.MaterializeResult:
    settings = fairforge.settings()
    embedder = fairforge.get_embedder()
    with fairforge.open_store() as store:
        sid = current_snapshot_id(store, settings)
        index, stats = embed_snapshot(store, settings, sid, embedder)
        n_changed = documents_changed(store, sid)
    context.log.info("embedded %d chunks, reused %d (%s)", stats.embedded, stats.reused, embedder.embedder_id)
    return dg.MaterializeResult(data_version=dg.DataVersion(f"{sid}|{embedder.embedder_id}"), metadata={
        "snapshot_id": sid,
        "embedder_id": embedder.embedder_id,
        "chunks": len(index.chunks),
        **({"documents_changed": n_changed} if n_changed is not None else {}),
        "chunks_embedded": stats.embedded,
        "chunks_reused": stats.reused,
        "embedding_seconds": round(stats.seconds, 3),
        "dim": int(index.embeddings.shape[1]) if len(index.chunks) else 0,
    })


@dg.asset(
    group_name="compliance",
    kinds={"duckdb"},
    pool=DUCKDB_POOL,
    partitions_def=compliance_partitions,
    description="The partition's validated sessions (conversations table); invalid or duplicate sessions go to "
    "rejected_sessions with their file, line and reason.",
)
def conversations(context: dg.AssetExecutionContext, fairforge: FairforgeResource) -> dg.MaterializeResult:
    assistant_id, day = split_partition_key(context.partition_key)
    settings = fairforge.settings()
    with fairforge.open_store() as store:
        report = ingest_partition(store, settings, assistant_id, day)
    for r in report.rejections:
        context.log.warning("rejected %s", r.describe())
    replaced = replaced_sessions_warning(assistant_id, day, report.replaced_sessions)
    if replaced:
        context.log.warning(replaced)
    return dg.MaterializeResult(metadata={
        "dagster/row_count": report.sessions,
        "assistant_id": assistant_id,
        "interactions": report.interactions,
        "rejected": len(report.rejections),
        "duplicate_session_ids": report.duplicates,
        "replaced_sessions": len(report.replaced_sessions),
        **({"replaced_session_ids": report.replaced_sessions[:20], "replaced_warning": replaced} if replaced
           else {}),
        "rejections": dg.MetadataValue.md(_md_table(
            [{"where": f"{r.input_file}:{r.line}", "reason": r.reason} for r in report.rejections],
            ["where", "reason"], limit=20)),
    })


@dg.asset(
    group_name="compliance",
    kinds={"duckdb"},
    pool=DUCKDB_POOL,
    partitions_def=compliance_partitions,
    deps=[conversations, chunk_embeddings],
    description="One row per interaction (verdict, score, evidence counts, insight, corpus version, models) and "
    "one row per retrieved chunk (similarity, decision, rule sentence, answer span). A partition whose sessions, "
    "corpus version, verdict settings, models and code are unchanged since its last evaluation is skipped "
    "(metadata skipped/skip_note) unless run with config force: true.",
)
def interaction_verdicts(context: dg.AssetExecutionContext, config: InteractionVerdictsConfig,
                         fairforge: FairforgeResource) -> dg.MaterializeResult:
    assistant_id, day = split_partition_key(context.partition_key)
    settings = fairforge.settings()
    embedder = fairforge.get_embedder()
    judge = fairforge.get_judge()
    with fairforge.open_store() as store:
        sid = current_snapshot_id(store, settings)
        fp = partition_fingerprint(store, settings, assistant_id, day, sid, embedder, judge)
        prev = None if config.force else unchanged_evaluation(store, fp)
        if prev is not None:  # same sessions, corpus version, settings, models and code: the stored rows stand
            context.log.info("partition unchanged since %s: not re-evaluated (force: true re-evaluates)",
                             prev.evaluated_at)
            return dg.MaterializeResult(metadata=skipped_metadata(store, prev, fp))
        t0 = time.perf_counter()
        index, stats = embed_snapshot(store, settings, sid, embedder)
        report = evaluate_partition(store, settings, assistant_id, day, index, embedder, judge, fairforge.get_mode())
        unjudged = report.verdicts.get("UNJUDGED", 0) - report.empty_answers  # empty answers stay unjudged
        if unjudged:  # not recorded as done: the next run asks again for these (judged replies come from the cache)
            context.log.warning("%d interaction(s) have no judgement (verdict UNJUDGED, reason in "
                                "interaction_verdicts.error)%s", unjudged,
                                f"; {report.llm_cap_reached}" if report.llm_cap_reached else "")
        else:
            record_partition_evaluation(store, fp, time.perf_counter() - t0, report.timings)
        for lang, n in sorted(report.unsupported_languages.items()):
            context.log.warning("%d session(s) in %s: the embedder %s was trained on %s only; their verdicts are "
                                "unreliable (configure a multilingual embedder)", n, lang, embedder.embedder_id,
                                ", ".join(sorted(embedder.languages or ())))
        flagged = store.query_dicts(
            "SELECT session_id, qa_id, insight FROM interaction_verdicts WHERE assistant_id = ? AND "
            "partition_date = ? AND verdict = 'NON_COMPLIANT' ORDER BY session_id, position LIMIT 10",
            [assistant_id, day])
    return dg.MaterializeResult(metadata={
        "dagster/row_count": report.interactions,
        "sessions": report.sessions,
        "verdicts": dict(report.verdicts),
        "chunk_verdicts": dict(report.chunk_verdicts),
        "corpus_version": report.corpus_version,
        "embedder_id": report.embedder_id,
        "reranker_id": report.reranker_id,
        "config_hash": settings.config_hash(),
        "chunks_embedded_now": stats.embedded,
        "query_vectors": report.query_vectors,
        **({"judge_vectors": report.judge_vectors} if report.judge_vectors else {}),
        **({"llm_usage": report.llm_usage} if report.llm_usage else {}),
        **({"unjudged_interactions": unjudged} if report.llm_usage or unjudged else {}),
        **({"empty_answers": report.empty_answers} if report.empty_answers else {}),
        **({"llm_cap_reached": report.llm_cap_reached} if report.llm_cap_reached else {}),
        **({"unsupported_languages": dict(report.unsupported_languages)} if report.unsupported_languages else {}),
        "timings_seconds": {k: round(v, 3) for k, v in report.timings.items()},
        "skipped": False,
        "fingerprint": fp.digest[:16],
        "non_compliant_interactions": dg.MetadataValue.md(_md_table(flagged, ["session_id", "qa_id", "insight"])),
    })


@dg.asset(
    group_name="compliance",
    kinds={"duckdb"},
    pool=DUCKDB_POOL,
    partitions_def=compliance_partitions,
    deps=[interaction_verdicts],
    description="Per-session weighted compliance score (frequentist mean or bootstrap credible interval) and "
    "session verdict. UNJUDGED interactions (no judgement) are left out of the score and counted in n_unjudged; a "
    "session none of whose interactions was judged is UNJUDGED with no score (NULL).",
)
def session_metrics(context: dg.AssetExecutionContext, fairforge: FairforgeResource) -> dg.MaterializeResult:
    assistant_id, day = split_partition_key(context.partition_key)
    settings = fairforge.settings()
    with fairforge.open_store() as store:
        report = compute_session_metrics(store, settings, assistant_id, day, fairforge.get_mode())
    applicable = report.verdicts.get("COMPLIANT", 0) + report.verdicts.get("NON_COMPLIANT", 0)
    return dg.MaterializeResult(metadata={
        "dagster/row_count": report.sessions,
        # a number Dagster plots across partitions (the asset's Plots tab); absent when no session applied
        **({"compliance_rate": dg.MetadataValue.float(report.verdicts.get("COMPLIANT", 0) / applicable)}
           if applicable else {}),
        "applicable_sessions": applicable,
        "verdicts": dict(report.verdicts),
        "unjudged_interactions": report.unjudged_interactions,
        "partly_judged_sessions": report.partly_judged_sessions,
        "worst_sessions": dg.MetadataValue.md(_md_table(
            report.worst, ["session_id", "verdict", "compliance_score", "compliance_score_ci_low",
                           "compliance_score_ci_high", "n_non_compliant", "n_unjudged", "n_interactions"])),
    })


@dg.asset_check(
    asset=session_metrics,
    blocking=True,
    description="Every session's verdict follows from its score, over its judged interactions: UNJUDGED (no score) "
    "exactly when none was judged; IRRELEVANT exactly when all judged ones are; otherwise COMPLIANT exactly when "
    "compliance_score >= compliance_threshold.",
)
def session_verdict_matches_score(context: dg.AssetCheckExecutionContext,
                                  fairforge: FairforgeResource) -> dg.AssetCheckResult:
    assistant_id, day = split_partition_key(context.partition_key)
    with fairforge.open_store() as store:
        bad = verdict_disagreements(store, assistant_id, day)
    return dg.AssetCheckResult(
        passed=not bad,
        metadata={"disagreements": len(bad),
                  "examples": dg.MetadataValue.md(_md_table(bad, ["session_id", "verdict", "compliance_score",
                                                                  "compliance_threshold"]))},
    )


@dg.asset_check(
    asset=interaction_verdicts,
    blocking=False,
    description="Every interaction of the partition has a judgement (WARN otherwise: interactions the LLM judge "
    "could not judge, or left unjudged by a cost cap, have verdict UNJUDGED and the reason in "
    "interaction_verdicts.error; they are never COMPLIANT and are left out of the session scores). Empty answers "
    "are UNJUDGED too, but there was nothing to judge: they are counted (empty_answers), not failed on.",
)
def interactions_judged(context: dg.AssetCheckExecutionContext, fairforge: FairforgeResource) -> dg.AssetCheckResult:
    assistant_id, day = split_partition_key(context.partition_key)
    failed = "verdict = 'UNJUDGED' AND error IS DISTINCT FROM ?"
    with fairforge.open_store() as store:
        unjudged, empty, total = store.query(
            f"SELECT count(*) FILTER (WHERE {failed}), count(*) FILTER (WHERE verdict = 'UNJUDGED' AND error = ?), "
            "count(*) FROM interaction_verdicts WHERE assistant_id = ? AND partition_date = ?",
            [EMPTY_ANSWER, EMPTY_ANSWER, assistant_id, day])[0]
        examples = store.query_dicts(
            f"SELECT session_id, qa_id, error FROM interaction_verdicts WHERE assistant_id = ? AND partition_date = ? "
            f"AND {failed} ORDER BY session_id, position LIMIT 10", [assistant_id, day, EMPTY_ANSWER])
    return dg.AssetCheckResult(
        passed=unjudged == 0,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={"unjudged_interactions": int(unjudged), "empty_answers": int(empty), "interactions": int(total),
                  "examples": dg.MetadataValue.md(_md_table(examples, ["session_id", "qa_id", "error"]))},
    )


corpus_assets = [corpus_snapshot, corpus_documents, corpus_chunks, chunk_embeddings]
#: what a corpus refresh materializes (the observation of corpus_snapshot included)
CORPUS_SELECTION = ["corpus_snapshot", "corpus_documents", "corpus_chunks", "chunk_embeddings"]
compliance_assets = [conversations, interaction_verdicts, session_metrics]
