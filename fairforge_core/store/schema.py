"""DuckDB schema: the public contract for SQL users (documented in the README).

Migrations are additive and numbered; :func:`migrate` applies the missing ones in one transaction each.
Partition tables carry ``assistant_id`` and ``partition_date``; a re-run of a partition deletes and re-inserts its
rows in one transaction.
"""

from __future__ import annotations

import re

MIGRATIONS: list[tuple[int, str]] = [
    (
        1,
        """
CREATE TABLE IF NOT EXISTS corpus_snapshots (
    snapshot_id      VARCHAR PRIMARY KEY,  -- lakeFS commit id, or 'sha256:<hex>' content hash of a local folder
    source_kind      VARCHAR NOT NULL,     -- 'local' | 'lakefs' | 'custom'
    location         VARCHAR NOT NULL,     -- folder path or lakefs://repository/ref/prefix (no credentials)
    repository       VARCHAR,
    requested_ref    VARCHAR,
    commit_id        VARCHAR,
    commit_message   VARCHAR,
    commit_date      TIMESTAMPTZ,
    n_documents      INTEGER NOT NULL,
    total_chars      BIGINT NOT NULL,
    first_seen_at    TIMESTAMPTZ NOT NULL,
    last_seen_at     TIMESTAMPTZ NOT NULL
);
CREATE TABLE IF NOT EXISTS corpus_documents (
    snapshot_id  VARCHAR NOT NULL,
    source       VARCHAR NOT NULL,  -- path relative to the corpus root
    checksum     VARCHAR NOT NULL,  -- sha256 of the UTF-8 text
    n_chars      INTEGER NOT NULL,
    text         VARCHAR NOT NULL,
    PRIMARY KEY (snapshot_id, source)
);
CREATE TABLE IF NOT EXISTS corpus_chunks (
    snapshot_id    VARCHAR NOT NULL,
    chunk_size     INTEGER NOT NULL,
    chunk_overlap  INTEGER NOT NULL,
    source         VARCHAR NOT NULL,
    chunk_index    INTEGER NOT NULL,
    chunk_hash     VARCHAR NOT NULL,  -- sha256 of the normalised chunk text
    heading        VARCHAR,           -- markdown heading path where the chunk starts
    start_char     INTEGER NOT NULL,
    end_char       INTEGER NOT NULL,
    text           VARCHAR NOT NULL,
    PRIMARY KEY (snapshot_id, chunk_size, chunk_overlap, source, chunk_index)
);
CREATE TABLE IF NOT EXISTS chunk_embeddings (
    chunk_hash   VARCHAR NOT NULL,
    embedder_id  VARCHAR NOT NULL,
    dim          INTEGER NOT NULL,
    embedding    FLOAT[] NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (chunk_hash, embedder_id)
);
CREATE TABLE IF NOT EXISTS conversations (
    assistant_id    VARCHAR NOT NULL,
    partition_date  DATE NOT NULL,
    session_id      VARCHAR NOT NULL,
    input_file      VARCHAR NOT NULL,
    line            INTEGER NOT NULL,
    started_at      TIMESTAMPTZ,
    n_interactions  INTEGER NOT NULL,
    payload         VARCHAR NOT NULL,  -- the validated session as JSON
    loaded_at       TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (assistant_id, partition_date, session_id)
);
CREATE TABLE IF NOT EXISTS rejected_sessions (
    input_file      VARCHAR NOT NULL,
    line            INTEGER NOT NULL,
    session_id      VARCHAR,
    assistant_id    VARCHAR,
    partition_date  DATE,
    reason          VARCHAR NOT NULL,
    excerpt         VARCHAR,
    recorded_at     TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (input_file, line)
);
CREATE TABLE IF NOT EXISTS interaction_verdicts (
    assistant_id          VARCHAR NOT NULL,
    partition_date        DATE NOT NULL,
    session_id            VARCHAR NOT NULL,
    qa_id                 VARCHAR NOT NULL,
    position              INTEGER NOT NULL,  -- 0-based order in the session
    query                 VARCHAR NOT NULL,
    assistant             VARCHAR NOT NULL,
    compliance_score      DOUBLE NOT NULL,
    verdict               VARCHAR NOT NULL,   -- COMPLIANT | NON_COMPLIANT | IRRELEVANT
    supporting_chunks     INTEGER NOT NULL,
    contradicting_chunks  INTEGER NOT NULL,
    neutral_chunks        INTEGER NOT NULL,
    weight                DOUBLE NOT NULL,    -- resolved weight in the session aggregate
    weight_given          DOUBLE,             -- the weight in the input, if any
    insight               VARCHAR NOT NULL,
    corpus_version        VARCHAR NOT NULL,   -- joins corpus_snapshots.snapshot_id
    embedder_id           VARCHAR NOT NULL,
    reranker_id           VARCHAR NOT NULL,   -- the per-chunk decision backend
    config_hash           VARCHAR NOT NULL,
    evaluated_at          TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (assistant_id, partition_date, session_id, qa_id)
);
CREATE TABLE IF NOT EXISTS retrieved_chunks (
    assistant_id       VARCHAR NOT NULL,
    partition_date     DATE NOT NULL,
    session_id         VARCHAR NOT NULL,
    qa_id              VARCHAR NOT NULL,
    rank               INTEGER,            -- 0-based rank among selected chunks; NULL for candidates only
    selected           BOOLEAN NOT NULL,   -- counts: inside (top_k, similarity_threshold), or added by conflict search
    source             VARCHAR NOT NULL,
    chunk_index        INTEGER NOT NULL,
    chunk_hash         VARCHAR NOT NULL,
    heading            VARCHAR,
    similarity         DOUBLE NOT NULL,    -- merged cosine similarity, 4 decimals
    query_rank         INTEGER,
    query_similarity   DOUBLE,
    answer_rank        INTEGER,
    answer_similarity  DOUBLE,
    reranker_score     DOUBLE NOT NULL,    -- support score in [0, 1]
    verdict            VARCHAR NOT NULL,   -- SUPPORTS | CONTRADICTS | NEUTRAL
    rule_sentence      VARCHAR,
    answer_span        VARCHAR,
    reason             VARCHAR,
    corpus_version     VARCHAR NOT NULL
);
CREATE TABLE IF NOT EXISTS session_metrics (
    assistant_id                VARCHAR NOT NULL,
    partition_date              DATE NOT NULL,
    session_id                  VARCHAR NOT NULL,
    n_interactions              INTEGER NOT NULL,
    compliance_score            DOUBLE NOT NULL,
    compliance_score_ci_low     DOUBLE,
    compliance_score_ci_high    DOUBLE,
    verdict                     VARCHAR NOT NULL,
    total_supporting_chunks     INTEGER NOT NULL,
    total_contradicting_chunks  INTEGER NOT NULL,
    n_compliant                 INTEGER NOT NULL,
    n_non_compliant             INTEGER NOT NULL,
    n_irrelevant                INTEGER NOT NULL,
    compliance_threshold        DOUBLE NOT NULL,
    statistical_mode            VARCHAR NOT NULL,
    corpus_version              VARCHAR NOT NULL,
    evaluated_at                TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (assistant_id, partition_date, session_id)
);
""",
    ),
    (
        2,
        """
-- Corpus versions from lakeFS: incremental snapshots and lineage (issue 4).
ALTER TABLE corpus_snapshots ADD COLUMN corpus_prefix VARCHAR;         -- lakeFS prefix ('' = whole repository)
ALTER TABLE corpus_snapshots ADD COLUMN meta_range_id VARCHAR;         -- lakeFS content hash of the commit's tree
ALTER TABLE corpus_snapshots ADD COLUMN previous_snapshot_id VARCHAR;  -- recorded version it was compared with
ALTER TABLE corpus_snapshots ADD COLUMN documents_changed INTEGER;     -- added + removed + changed vs previous
ALTER TABLE corpus_snapshots ADD COLUMN documents_read INTEGER;        -- downloaded; the rest copied from previous
ALTER TABLE corpus_documents ADD COLUMN object_checksum VARCHAR;       -- lakeFS checksum (ETag) of the object
CREATE TABLE IF NOT EXISTS corpus_document_changes (
    snapshot_id           VARCHAR NOT NULL,
    previous_snapshot_id  VARCHAR,           -- NULL for the first recorded version of a corpus
    source                VARCHAR NOT NULL,
    change                VARCHAR NOT NULL,  -- added | removed | changed (sha256 of the text differs)
    old_checksum          VARCHAR,           -- sha256 in the previous version (NULL when added)
    new_checksum          VARCHAR,           -- sha256 in this version (NULL when removed)
    PRIMARY KEY (snapshot_id, source)
);
CREATE TABLE IF NOT EXISTS corpus_locations (
    location     VARCHAR PRIMARY KEY,  -- a configured corpus: folder path or lakefs://repository/ref/prefix
    snapshot_id  VARCHAR NOT NULL,     -- the version last recorded for it (what evaluations of it use)
    recorded_at  TIMESTAMPTZ NOT NULL
);
""",
    ),
    (
        3,
        """
CREATE TABLE IF NOT EXISTS alerts (
    alert_id        VARCHAR PRIMARY KEY,  -- sha256 (32 hex) of rule, level, assistant, date, session, status
    rule            VARCHAR NOT NULL,
    level           VARCHAR NOT NULL,     -- 'session' | 'partition'
    assistant_id    VARCHAR NOT NULL,
    partition_date  DATE NOT NULL,
    session_id      VARCHAR,              -- NULL for partition-level rules
    status          VARCHAR NOT NULL,     -- 'triggered' | 'not_evaluable' (not_triggered outcomes are not stored)
    combine_type    VARCHAR NOT NULL,     -- 'all' | 'any'
    trigger_on      VARCHAR NOT NULL,     -- 'fail' | 'pass'
    metrics         VARCHAR NOT NULL,     -- JSON {metric: value or null} of the rule's conditions
    conditions      VARCHAR NOT NULL,     -- JSON [{metric, operator, threshold, value, result}]
    insight         VARCHAR,              -- the evidence in one line (worst interaction's insight)
    evidence        VARCHAR,              -- JSON: interaction, query, answer, most contradicting chunk
    created_at      TIMESTAMPTZ NOT NULL, -- first evaluation that produced this alert (kept on re-runs)
    evaluated_at    TIMESTAMPTZ NOT NULL  -- latest evaluation that produced it
);
CREATE TABLE IF NOT EXISTS alert_deliveries (
    alert_id         VARCHAR NOT NULL,    -- joins alerts.alert_id (rows stay when the alert is re-evaluated away)
    channel          VARCHAR NOT NULL,    -- 'webhook' | 'slack' | 'email' | 'log'
    rule             VARCHAR NOT NULL,
    assistant_id     VARCHAR NOT NULL,
    partition_date   DATE NOT NULL,
    session_id       VARCHAR,
    status           VARCHAR NOT NULL,    -- pending | sending | retrying | delivered | failed | suppressed | cancelled
    attempts         INTEGER NOT NULL,
    last_error       VARCHAR,             -- secrets redacted
    next_attempt_at  TIMESTAMPTZ,         -- when a pending/retrying delivery is due
    claim_id         VARCHAR,             -- the delivery pass holding it while 'sending'
    lease_until      TIMESTAMPTZ,         -- a 'sending' claim expires then (process died mid-send)
    delivered_at     TIMESTAMPTZ,
    created_at       TIMESTAMPTZ NOT NULL,
    payload          VARCHAR NOT NULL,    -- the JSON message (webhook body; Slack/e-mail are rendered from it)
    PRIMARY KEY (alert_id, channel)
);
""",
    ),
    (
        4,
        """
-- Policy A/B evaluation (fairforge_core.evaluation). evaluation_configs: the verdict settings behind each
-- interaction_verdicts.config_hash, including the stored candidate range that bounds policy re-scoring.
CREATE TABLE IF NOT EXISTS evaluation_configs (
    config_hash                     VARCHAR PRIMARY KEY,  -- joins interaction_verdicts.config_hash
    top_k                           INTEGER NOT NULL,
    similarity_threshold            DOUBLE NOT NULL,
    candidate_top_k                 INTEGER NOT NULL,     -- candidates stored per side (largest re-scorable top_k)
    candidate_similarity_threshold  DOUBLE NOT NULL,      -- lowest stored similarity (smallest re-scorable threshold)
    contradiction_threshold         DOUBLE NOT NULL,
    compliance_threshold            DOUBLE NOT NULL,
    settings                        VARCHAR NOT NULL,     -- JSON of every setting that changes verdicts
    first_used_at                   TIMESTAMPTZ NOT NULL
);
-- One row per (report, variant). Run-level columns repeat on every variant row of a report.
CREATE TABLE IF NOT EXISTS policy_reports (
    report_id                  VARCHAR NOT NULL,   -- the Dagster run id of the policy_evaluation materialization
    created_at                 TIMESTAMPTZ NOT NULL,
    labels_path                VARCHAR NOT NULL,
    labels_sha256              VARCHAR NOT NULL,
    n_labels                   INTEGER NOT NULL,   -- labelled interactions in the file
    n_compliant_labels         INTEGER NOT NULL,
    n_non_compliant_labels     INTEGER NOT NULL,
    n_irrelevant_labels        INTEGER NOT NULL,   -- left out of the binary figures
    n_unknown_ids              INTEGER NOT NULL,   -- labelled (session_id, qa_id) not in interaction_verdicts
    unknown_ids                VARCHAR NOT NULL,   -- JSON list of [session_id, qa_id]
    n_ambiguous_ids            INTEGER NOT NULL,   -- ids stored in several partitions (the latest evaluation used)
    n_skipped                  INTEGER NOT NULL,   -- binary-labelled but blank query or answer
    sample_count               INTEGER NOT NULL,   -- samples in the binary figures (same for every variant)
    datasets                   VARCHAR NOT NULL,   -- JSON list of non-empty dataset names
    n_benchmark                INTEGER NOT NULL,
    n_internal                 INTEGER NOT NULL,
    n_synthetic                INTEGER NOT NULL,
    public_benchmark_eligible  BOOLEAN NOT NULL,
    public_claim_reason        VARCHAR NOT NULL,
    rescoring_checked          INTEGER NOT NULL,   -- stored interactions re-scored at their own settings
    rescoring_mismatches       INTEGER NOT NULL,   -- of those, how many did not reproduce the stored verdict
    variant                    VARCHAR NOT NULL,
    position                   INTEGER NOT NULL,   -- order of the variant in the request
    role                       VARCHAR,            -- 'baseline' | 'candidate' | NULL
    threshold                  DOUBLE NOT NULL,    -- approve when compliance_score >= threshold (compliance_threshold)
    contradiction_threshold    DOUBLE,
    similarity_threshold       DOUBLE,
    top_k                      INTEGER,
    profile                    VARCHAR NOT NULL,
    tp                         INTEGER NOT NULL,   -- approved and labelled COMPLIANT
    fp                         INTEGER NOT NULL,   -- approved but labelled NON_COMPLIANT (a missed violation)
    tn                         INTEGER NOT NULL,   -- flagged and labelled NON_COMPLIANT
    fn                         INTEGER NOT NULL,   -- flagged but labelled COMPLIANT (a false alarm)
    balanced_accuracy          DOUBLE NOT NULL,
    precision                  DOUBLE NOT NULL,
    recall                     DOUBLE NOT NULL,
    false_positive_rate        DOUBLE NOT NULL,
    false_negative_rate        DOUBLE NOT NULL,
    baseline                   VARCHAR,            -- comparison (NULL when none was requested)
    candidate                  VARCHAR,
    winner                     VARCHAR,            -- a variant name or 'tie'
    delta_balanced_accuracy    DOUBLE,             -- candidate - baseline, 10 decimals
    delta_false_positive_rate  DOUBLE,
    delta_false_negative_rate  DOUBLE,
    sweep_plot                 VARCHAR,            -- PNG beside the database
    PRIMARY KEY (report_id, variant)
);
-- Threshold sweep of a report: one knob varied over a grid, the other settings as in base_variant.
CREATE TABLE IF NOT EXISTS policy_sweeps (
    report_id            VARCHAR NOT NULL,
    base_variant         VARCHAR NOT NULL,
    knob                 VARCHAR NOT NULL,   -- 'contradiction_threshold' | 'compliance_threshold'
    value                DOUBLE NOT NULL,
    sample_count         INTEGER NOT NULL,
    tp                   INTEGER NOT NULL,
    fp                   INTEGER NOT NULL,
    tn                   INTEGER NOT NULL,
    fn                   INTEGER NOT NULL,
    balanced_accuracy    DOUBLE NOT NULL,
    precision            DOUBLE NOT NULL,
    recall               DOUBLE NOT NULL,
    false_positive_rate  DOUBLE NOT NULL,
    false_negative_rate  DOUBLE NOT NULL,
    PRIMARY KEY (report_id, knob, value)
);
""",
    ),
    (
        5,
        """
CREATE TABLE IF NOT EXISTS context_metrics (
    assistant_id               VARCHAR NOT NULL,
    partition_date             DATE NOT NULL,
    session_id                 VARCHAR NOT NULL,
    n_interactions             INTEGER NOT NULL,
    n_failed                   INTEGER NOT NULL,   -- interactions the judge failed on (not in the aggregate)
    context_awareness          DOUBLE,             -- weighted mean in [0, 1]; NULL when nothing was scored
    context_awareness_ci_low   DOUBLE,             -- Bayesian mode only
    context_awareness_ci_high  DOUBLE,
    statistical_mode           VARCHAR NOT NULL,
    judge_id                   VARCHAR NOT NULL,   -- model class, model name, mode and a hash of its arguments
    evaluated_at               TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (assistant_id, partition_date, session_id)
);
CREATE TABLE IF NOT EXISTS context_interactions (
    assistant_id       VARCHAR NOT NULL,
    partition_date     DATE NOT NULL,
    session_id         VARCHAR NOT NULL,
    position           INTEGER NOT NULL,   -- 0-based order in the session
    qa_id              VARCHAR NOT NULL,
    context_awareness  DOUBLE,             -- judge score in [0, 1]; NULL when the judge failed
    insight            VARCHAR,
    reasoning          VARCHAR,            -- provider reasoning text, if any
    error              VARCHAR,            -- why there is no score (secrets masked)
    attempts           INTEGER NOT NULL,
    weight             DOUBLE NOT NULL,    -- resolved weight (before failed interactions are left out)
    weight_given       DOUBLE,
    prompt             VARCHAR NOT NULL,   -- base | observation
    judge_id           VARCHAR NOT NULL,
    evaluated_at       TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (assistant_id, partition_date, session_id, position)
);
""",
    ),
    (
        6,
        """
-- Skipping unchanged partitions (fairforge_core.partition_state): the inputs of each partition's last evaluation.
CREATE TABLE IF NOT EXISTS partition_evaluations (
    assistant_id     VARCHAR NOT NULL,
    partition_date   DATE NOT NULL,
    fingerprint      VARCHAR NOT NULL,   -- sha256 of the columns sessions_digest .. code_digest (and the partition)
    sessions_digest  VARCHAR NOT NULL,   -- sha256 over (session_id, md5(payload)) of the partition's conversations
    n_sessions       INTEGER NOT NULL,
    n_interactions   INTEGER NOT NULL,
    corpus_version   VARCHAR NOT NULL,   -- joins corpus_snapshots.snapshot_id
    config_hash      VARCHAR NOT NULL,   -- joins evaluation_configs.config_hash
    embedder_id      VARCHAR NOT NULL,
    reranker_id      VARCHAR NOT NULL,   -- the per-chunk decision backend
    code_digest      VARCHAR NOT NULL,   -- sha256 (16 hex) of the evaluation code
    evaluated_at     TIMESTAMPTZ,        -- evaluated_at of its interaction_verdicts rows (NULL: no interactions)
    seconds          DOUBLE NOT NULL,    -- wall time of the evaluation step
    timings          VARCHAR NOT NULL,   -- JSON seconds: query_embedding, retrieval, decisions, duckdb_writes
    recorded_at      TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (assistant_id, partition_date)
);
-- Query vectors of interaction texts (fairforge_core.query_vectors): a cache, rows may be deleted at any time.
CREATE TABLE IF NOT EXISTS query_embeddings (
    text_hash    VARCHAR NOT NULL,   -- sha256 of the exact text (a user query or an answer)
    embedder_id  VARCHAR NOT NULL,
    embedding    FLOAT[] NOT NULL,   -- encode_query(text)
    created_at   TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (text_hash, embedder_id)
);
""",
    ),
    (
        7,
        """
-- The section that holds a chunk's rule sentence: a chunk often spans several sections, and heading (where the chunk
-- starts) named the wrong one in evidence. NULL when there is no rule sentence and in rows written before this column.
ALTER TABLE retrieved_chunks ADD COLUMN rule_heading VARCHAR;
""",
    ),
    (
        8,
        """
-- The LLM judge (decision: llm). An interaction it could not judge has verdict 'UNJUDGED' and the reason in error;
-- it is left out of its session's score, and session_metrics counts it.
ALTER TABLE interaction_verdicts ADD COLUMN error VARCHAR;      -- why there is no judgement (secrets masked)
ALTER TABLE session_metrics ADD COLUMN n_unjudged INTEGER;      -- UNJUDGED interactions (NULL in older rows)
-- Every usable reply, keyed by the judge and the exact prompt: a re-run with the same model and prompts makes no call.
CREATE TABLE IF NOT EXISTS llm_replies (
    judge_id           VARCHAR NOT NULL,   -- model class, model name, reply mode, hashes of its arguments and prompt
    prompt_hash        VARCHAR NOT NULL,   -- sha256 of the exact messages sent
    reply              VARCHAR NOT NULL,   -- the message text (JSON-block mode) or the structured object as JSON
    prompt_tokens      INTEGER,            -- provider usage metadata of the call that produced it
    completion_tokens  INTEGER,
    created_at         TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (judge_id, prompt_hash)
);
-- Calls and tokens of each partition's latest evaluation with the LLM judge.
CREATE TABLE IF NOT EXISTS llm_usage (
    assistant_id       VARCHAR NOT NULL,
    partition_date     DATE NOT NULL,
    judge_id           VARCHAR NOT NULL,
    interactions       INTEGER NOT NULL,   -- interactions with at least one rule sent
    calls              INTEGER NOT NULL,   -- requests made (retries included)
    cached             INTEGER NOT NULL,   -- interactions answered from llm_replies (no call)
    failed             INTEGER NOT NULL,   -- interactions left UNJUDGED (failures and caps)
    capped             INTEGER NOT NULL,   -- of those, not called because llm_max_calls / llm_max_tokens was reached
    omitted            INTEGER NOT NULL,   -- rules a reply left out (NEUTRAL)
    unknown_ids        INTEGER NOT NULL,   -- rule ids in replies that were not sent (ignored)
    prompt_tokens      BIGINT NOT NULL,
    completion_tokens  BIGINT NOT NULL,
    evaluated_at       TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (assistant_id, partition_date)
);
""",
    ),
    (
        9,
        """
-- UNJUDGED has no score: compliance_score is NULL for an UNJUDGED interaction and an UNJUDGED session (never 0.0,
-- which any average or threshold would count as non-compliance).
ALTER TABLE interaction_verdicts ALTER COLUMN compliance_score DROP NOT NULL;
ALTER TABLE session_metrics ALTER COLUMN compliance_score DROP NOT NULL;
UPDATE interaction_verdicts SET compliance_score = NULL WHERE verdict = 'UNJUDGED';
UPDATE session_metrics SET compliance_score = NULL, compliance_score_ci_low = NULL, compliance_score_ci_high = NULL
WHERE verdict = 'UNJUDGED';
-- Sessions evaluated before UNJUDGED existed had no unjudged interaction.
UPDATE session_metrics SET n_unjudged = 0 WHERE n_unjudged IS NULL;
-- Labelled interactions stored UNJUDGED (nothing to re-score), counted apart from unknown ids; NULL in older reports.
ALTER TABLE policy_reports ADD COLUMN n_unjudged_ids INTEGER;
ALTER TABLE policy_reports ADD COLUMN unjudged_ids VARCHAR;     -- JSON list of [session_id, qa_id]
""",
    ),
    (
        10,
        """
-- Bayesian mode: why a session has no interval (fewer than 2 scored interactions), or how an unusual one was
-- computed (all scores equal: Jeffreys interval); NULL otherwise and in rows written before.
ALTER TABLE session_metrics ADD COLUMN ci_note VARCHAR;
""",
    ),
    (
        11,
        """
-- Chunking mode: 'whole' (no word, number or table row cut; a continued table repeats its header; three-way
-- backends) or 'windows' (fair-forge's character windows; the seed-parity mode). Both can be stored for one version;
-- the chunks stored before were character windows. DuckDB cannot change a primary key: the table is rebuilt.
CREATE TABLE corpus_chunks_v11 (
    snapshot_id    VARCHAR NOT NULL,
    chunk_size     INTEGER NOT NULL,
    chunk_overlap  INTEGER NOT NULL,
    chunking       VARCHAR NOT NULL,  -- 'whole' | 'windows'
    source         VARCHAR NOT NULL,
    chunk_index    INTEGER NOT NULL,
    chunk_hash     VARCHAR NOT NULL,  -- sha256 of the normalised chunk text
    heading        VARCHAR,           -- markdown heading path where the chunk starts
    start_char     INTEGER NOT NULL,  -- the document slice the text ends with (after a repeated table header)
    end_char       INTEGER NOT NULL,
    text           VARCHAR NOT NULL,
    PRIMARY KEY (snapshot_id, chunk_size, chunk_overlap, chunking, source, chunk_index)
);
INSERT INTO corpus_chunks_v11 SELECT snapshot_id, chunk_size, chunk_overlap, 'windows', source, chunk_index, chunk_hash,
    heading, start_char, end_char, text FROM corpus_chunks;
DROP TABLE corpus_chunks;
ALTER TABLE corpus_chunks_v11 RENAME TO corpus_chunks;
""",
    ),
]

SCHEMA_VERSION = max(v for v, _ in MIGRATIONS)

_CREATE = re.compile(r"CREATE TABLE (?:IF NOT EXISTS )?(\w+) \((.*?)\n\);", re.S)
_RENAME = re.compile(r"ALTER TABLE (\w+) RENAME TO (\w+);")
_INLINE_KEY = re.compile(r"^\s*(\w+)\s+[A-Z]+(?:\[\])?\s+PRIMARY KEY\b", re.M)
_TABLE_KEY = re.compile(r"PRIMARY KEY \(([^)]*)\)")


def _table_keys() -> dict[str, tuple[str, ...]]:
    keys: dict[str, tuple[str, ...]] = {}
    for _, sql in MIGRATIONS:
        for table, body in _CREATE.findall(sql):
            inline = _INLINE_KEY.findall(body)
            found = _TABLE_KEY.search(body)
            if inline:
                keys[table] = tuple(inline)
            elif found:
                keys[table] = tuple(c.strip() for c in found.group(1).split(","))
        for old, new in _RENAME.findall(sql):  # a table rebuilt under a new name (migration 11) takes its key along
            if old in keys:
                keys[new] = keys.pop(old)
    return keys


#: the primary key of every keyed table, from the migrations: the DuckDB file enforces them; on DuckLake (no
#: constraints) :meth:`~fairforge_core.store.DuckDBStore.insert_missing` and ``upsert`` keep them.
TABLE_KEYS: dict[str, tuple[str, ...]] = _table_keys()


def without_primary_keys(sql: str) -> str:
    """``sql`` with its PRIMARY KEY clauses removed (DuckLake has no constraints); columns and types unchanged."""
    sql = re.sub(r",\s*\n\s*PRIMARY KEY \([^)]*\)", "", sql)
    return re.sub(r"\s+PRIMARY KEY\b", "", sql)
