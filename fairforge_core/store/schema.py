"""DuckDB schema: the public contract for SQL users (documented in the README).

Migrations are additive and numbered; :func:`migrate` applies the missing ones in one transaction each.
Partition tables carry ``assistant_id`` and ``partition_date``; a re-run of a partition deletes and re-inserts its
rows in one transaction.
"""

from __future__ import annotations

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
    selected           BOOLEAN NOT NULL,   -- inside (top_k, similarity_threshold)
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
]

SCHEMA_VERSION = MIGRATIONS[-1][0]
