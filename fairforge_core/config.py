"""fairforge's settings model, shared by the CLI (YAML file + flags) and the Dagster resource.

``EvaluationSettings`` is flat on purpose: the Dagster resource ``FairforgeResource`` inherits its fields, so the
Dagster launchpad, ``fairforge evaluate --config FILE`` and the Python API accept exactly the same keys.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
from datetime import date
from pathlib import Path
from typing import Any, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

SAMPLE_DIR = Path(__file__).resolve().parent / "sample_data"
SAMPLE_CORPUS = SAMPLE_DIR / "corpus"
SAMPLE_CONVERSATIONS = SAMPLE_DIR / "conversations.jsonl"
DEFAULT_DATABASE = "data/fairforge.duckdb"

#: Default widest policy range stored for re-scoring (see ``EvaluationSettings``): top_k up to 20 and
#: similarity_threshold down to 0.2.
POLICY_CANDIDATE_TOP_K = 20
POLICY_CANDIDATE_SIMILARITY = 0.2

#: Settings that change verdicts; their hash is stored with every verdict row (``config_hash``).
VERDICT_KEYS = (
    "chunk_size", "chunk_overlap", "top_k", "similarity_threshold", "contradiction_threshold",
    "compliance_threshold", "candidate_top_k", "candidate_similarity_threshold", "embedder", "embedder_kwargs",
    "decision", "reranker", "reranker_kwargs", "judge_kwargs", "verdict_rule", "conflict_search", "statistical_mode",
    "mc_samples",
    "ci_level",
    "rng_seed",
    "max_text_chars",
)


class EvaluationSettings(BaseModel):
    """Everything a user sets for an evaluation (one flat model; YAML keys = field names).

    Each field's ``description`` is its documentation: ``docs/configuration.md`` ("All settings") is generated from
    them (``python tools/docs_reference.py``), so it is not repeated here. The fields come in groups:

    - **inputs and output**: ``corpus``, ``conversations``, ``database`` (a DuckDB file or a DuckLake),
      ``data_path``, ``default_date``, ``partitions_start_date``;
    - **chunking and retrieval** (fair-forge's defaults): ``chunk_size``, ``chunk_overlap``, ``top_k``,
      ``similarity_threshold``; the chunking mode follows ``decision`` (:attr:`chunking_mode`). The candidate
      settings widen what is stored and judged so that policy variants re-score without a model call
      (:attr:`effective_candidate_top_k`, :attr:`effective_candidate_similarity_threshold`);
    - **decisions**: ``decision`` (the per-chunk backend), ``reranker``, ``embedder`` and their ``*_kwargs``,
      ``judge_kwargs``, ``contradiction_threshold``, ``compliance_threshold``, ``verdict_rule``,
      ``conflict_search``;
    - **statistics**: ``statistical_mode`` with ``mc_samples``, ``ci_level``, ``rng_seed``;
    - **LLM judges**: ``context_*`` (the Context metric, off while no chat model is set) and ``llm_*``
      (``decision: llm``); when only one chat model is set, both use it (:meth:`regulatory_chat_model`,
      :meth:`context_chat_model`). API keys are secrets: never logged, hashed or stored;
    - **hostile input and alerts**: ``skip_unreadable_documents``, ``max_text_chars``, ``rules_file``.

    Raises:
        pydantic.ValidationError: an unknown key, a value out of range, or settings that contradict each other
            (e.g. ``chunk_overlap >= chunk_size``), naming the key.
    """

    model_config = ConfigDict(extra="forbid")

    corpus: str = Field(
        "",
        description="corpus folder (`.md`/`.markdown`, read recursively) or `lakefs://REPOSITORY/REF/PREFIX` (server "
                    "and credentials from the `FAIRFORGE_LAKEFS_*` environment variables); empty = the bundled sample"
                    " corpus (`fairforge_core/sample_data/corpus`)")
    conversations: str = Field(
        "",
        description="JSONL/JSON file or folder of them; empty = the bundled sample "
                    "(`fairforge_core/sample_data/conversations.jsonl`)")
    database: str = Field(
        DEFAULT_DATABASE,
        description="the DuckDB file (created with its folder; relative paths are under the working directory), or "
                    "a DuckLake with its catalog in PostgreSQL: `ducklake:postgres:<libpq connection string>` (e.g. "
                    "`ducklake:postgres:host=db dbname=fairforge user=fairforge`; many writer processes, see "
                    "docs/deployment.md)")
    data_path: Optional[str] = Field(
        None,
        description="DuckLake only: the folder or object-store prefix (`s3://bucket/prefix/`) of its Parquet files; "
                    "needed when the DuckLake is created, later read from its catalog")
    default_date: Optional[str] = Field(
        None,
        description="partition date (YYYY-MM-DD) of sessions without `started_at`; empty = today (UTC)")
    partitions_start_date: Optional[str] = Field(
        None,
        description="first day (YYYY-MM-DD) of Dagster's `date` partition dimension, read when the definitions load "
                    "(`dagster dev`: from `FAIRFORGE_CONFIG`; changing it in the launchpad has no effect); empty = "
                    "the earliest session date of `conversations` (`fairforge evaluate`: of the input it evaluates), "
                    "or 30 days before today when that input is missing or holds no session; `fairforge evaluate` "
                    "skips sessions dated before a configured start")

    chunk_size: int = Field(
        1000, ge=1,
        description="characters per corpus chunk: at most this many, ending between words, numbers and table rows "
                    "(longer only to keep one table row with its header whole; a continued table repeats its header),"
                    " or fair-forge's character windows with `decision: reranker`")
    chunk_overlap: int = Field(
        100, ge=0,
        description="characters shared by consecutive chunks (at most, in whole words, except with `decision: "
                    "reranker`); must be smaller than `chunk_size`")
    top_k: int = Field(10, ge=1, description="chunks retrieved per side (query, answer) into the selection")
    similarity_threshold: float = Field(0.3, ge=0.0, le=1.0, description="lowest cosine similarity of a selected chunk")
    contradiction_threshold: float = Field(
        0.6, ge=0.0, le=1.0,
        description="an addressed chunk whose support score is below it CONTRADICTS")
    compliance_threshold: float = Field(
        0.5, ge=0.0, le=1.0,
        description="COMPLIANT cut-off for interactions (ratio rule) and sessions; the score of IRRELEVANT "
                    "interactions")
    candidate_top_k: Optional[int] = Field(
        None, ge=1,
        description="candidates stored (and judged) per side so that policy variants can be re-scored; empty = "
                    "`max(top_k, 20)`; at least `top_k`")
    candidate_similarity_threshold: Optional[float] = Field(
        None, ge=0.0, le=1.0,
        description="lowest similarity of a stored candidate; empty = `min(similarity_threshold, 0.2)`; at most "
                    "`similarity_threshold`")

    embedder: str = Field(
        "sentence-transformers",
        description="`sentence-transformers` (default model: the packaged all-MiniLM-L6-v2), `qwen` (`QwenEmbedder`),"
                    " or `module:Class` of an `Embedder`")
    embedder_kwargs: dict[str, Any] = Field(
        default_factory=dict,
        description="keyword arguments of the embedder, e.g. `{model: /path}`, `{model_name_or_path: /path}`, "
                    "`{languages: [en, es]}`, `{precision: float32}` (sentence-transformers: the packaged "
                    "all-MiniLM-L6-v2 runs in bfloat16 on a CPU with native bfloat16, about twice as fast, else and "
                    "in the parity mode in float32: see docs/performance.md)")
    decision: str = Field(
        "offline",
        description="per-chunk backend: `offline` (the learned judge; `learned` is another name for it), `reranker` "
                    "(fair-forge's two-way rule), `nli` (local NLI model), `llm` (a LangChain chat model, see "
                    "`llm_judge`), or `module:Class` of a `ChunkJudge`")
    reranker: str = Field(
        "embedding",
        description="the reranker of `decision: reranker`: `embedding` (answer-chunk cosine), `qwen` (`QwenReranker`,"
                    " give `model_name_or_path`), or `module:Class` of a `Reranker`")
    reranker_kwargs: dict[str, Any] = Field(default_factory=dict, description="keyword arguments of the reranker")
    judge_kwargs: dict[str, Any] = Field(
        default_factory=dict,
        description="keyword arguments of the decision backend, e.g. `{max_units: 6}` for `offline` or "
                    "`{model_name_or_path: /models/nli}` for `nli`")
    verdict_rule: Literal["auto", "ratio", "any_contradiction"] = Field(
        "auto",
        description="`auto`: `any_contradiction` for three-way backends (one contradicted rule makes the interaction "
                    "NON_COMPLIANT), `ratio` (fair-forge's `s/(s+c)`) for the two-way mode")
    conflict_search: bool = Field(
        True,
        description="three-way backends: a contradicting candidate outside the selection counts when a selected chunk"
                    " of its document addresses the answer; it never adds support")

    statistical_mode: Literal["frequentist", "bayesian"] = Field(
        "frequentist",
        description="`frequentist` (point estimate) or `bayesian` (bootstrap credible interval, see `mc_samples`, "
                    "`ci_level`, `rng_seed`)")
    mc_samples: int = Field(5000, ge=1, description="bootstrap draws per session in Bayesian mode")
    ci_level: float = Field(0.95, gt=0.0, lt=1.0, description="credible interval level in Bayesian mode")
    rng_seed: Optional[int] = Field(
        42,
        description="seed of the per-session bootstrap streams in Bayesian mode; empty = not reproducible")

    batch_interactions: int = Field(256, ge=1, description="interactions per batch of model calls")

    context_judge: str = Field(
        "",
        description="import path of the LangChain chat model class of the Context metric, e.g. "
                    "`langchain_openai:ChatOpenAI`; empty = the metric is off (unless `llm_judge` is set)")
    context_judge_kwargs: dict[str, Any] = Field(
        default_factory=dict,
        description="its keyword arguments (`model`, `base_url`, `temperature`, ...); no secrets here")
    context_judge_api_key: Optional[str] = Field(
        None, repr=False,
        description="secret, passed as `api_key=`; in Dagster set it with `dg.EnvVar(...)`; empty = the provider "
                    "reads its own variable (e.g. `OPENAI_API_KEY`)")
    context_structured_output: bool = Field(False, description="provider structured output instead of the JSON block")
    context_max_retries: int = Field(
        2, ge=0,
        description="extra attempts per interaction after an unusable reply or an error")
    context_timeout: float = Field(120.0, gt=0, description="seconds per judge call")
    context_max_concurrency: int = Field(4, ge=1, description="judge calls in flight")
    context_retry_backoff: float = Field(
        1.0, ge=0,
        description="seconds before retrying after an error, doubled each retry")

    llm_judge: str = Field(
        "",
        description="import path of the LangChain chat model of `decision: llm`; empty = the `context_judge` one")
    llm_judge_kwargs: dict[str, Any] = Field(default_factory=dict, description="its keyword arguments; no secrets here")
    llm_judge_api_key: Optional[str] = Field(
        None, repr=False,
        description="secret, passed as `api_key=`; in Dagster set it with `dg.EnvVar(...)`")
    llm_structured_output: bool = Field(False, description="provider structured output instead of the JSON block")
    llm_max_retries: int = Field(2, ge=0, description="extra attempts per interaction")
    llm_timeout: float = Field(120.0, gt=0, description="seconds per call")
    llm_max_concurrency: int = Field(4, ge=1, description="calls in flight")
    llm_retry_backoff: float = Field(
        1.0, ge=0,
        description="seconds before retrying after an error, doubled each retry (a longer `Retry-After` header wins)")
    llm_max_calls: Optional[int] = Field(None, ge=0, description="at most this many LLM calls per run; empty = no cap")
    llm_max_tokens: Optional[int] = Field(None, ge=0, description="at most this many tokens per run; empty = no cap")
    rules_file: str = Field(
        "",
        description="alert rules YAML file (also set by `fairforge evaluate --rules FILE`); empty = no alert rules")
    skip_unreadable_documents: bool = Field(
        False,
        description="a corpus file that is binary or not UTF-8 is skipped, warned about and listed in the summary; "
                    "off = it stops the run naming the file and byte offset")
    max_text_chars: int = Field(
        20_000, ge=1,
        description="a query or answer longer than this is judged on its first `max_text_chars` characters (the "
                    "insight says so; the stored text stays whole)")

    @field_validator("default_date", "partitions_start_date")
    @classmethod
    def _check_date(cls, v: Optional[str]) -> Optional[str]:
        if v in (None, ""):
            return None
        date.fromisoformat(v)
        return v

    @model_validator(mode="after")
    def _check_combinations(self):
        if self.chunk_overlap >= self.chunk_size:
            raise ValueError(
                f"chunk_overlap ({self.chunk_overlap}) must be smaller than chunk_size ({self.chunk_size})")
        if self.candidate_top_k is not None and self.candidate_top_k < self.top_k:
            raise ValueError(f"candidate_top_k ({self.candidate_top_k}) must be >= top_k ({self.top_k})")
        c = self.candidate_similarity_threshold
        if c is not None and c > self.similarity_threshold:
            raise ValueError(
                f"candidate_similarity_threshold ({c}) must be <= similarity_threshold ({self.similarity_threshold})")
        if self.database.startswith("ducklake:") and not self.database.startswith("ducklake:postgres:"):
            raise ValueError("database: a DuckLake catalog must be in PostgreSQL: 'ducklake:postgres:<libpq "
                             "connection string>'")
        if self.data_path and not self.database.startswith("ducklake:"):
            raise ValueError("data_path applies to a DuckLake database ('ducklake:postgres:...') only")
        return self

    def open_store(self, read_only: bool = False):
        """The :class:`~fairforge_core.store.DuckDBStore` of ``database`` (and ``data_path`` for a DuckLake)."""
        from fairforge_core.store import DuckDBStore

        return DuckDBStore(self.database, read_only=read_only, data_path=self.data_path)

    def files_folder(self) -> Path:
        """Where files written beside the results go by default (report, policy plots): the DuckDB file's folder;
        for a DuckLake, ``data_path`` when it is a local folder, else ``data``."""
        if self.database.startswith("ducklake:"):
            local = self.data_path and "://" not in self.data_path
            return Path(self.data_path).expanduser() if local else Path("data")
        return Path(self.database).expanduser().parent

    # -- derived -----------------------------------------------------------------------------------------------
    @property
    def chunking_mode(self) -> str:
        """How the corpus is chunked (:mod:`fairforge_core.chunking`): ``"windows"`` (fair-forge's character
        windows, kept for parity) with ``decision: reranker``, the two-way seed-parity mode; ``"whole"`` (no word,
        number or table row cut; a continued table repeats its header) with every three-way backend."""
        return "windows" if self.decision == "reranker" else "whole"

    @property
    def effective_candidate_top_k(self) -> int:
        """Candidates stored per side: ``candidate_top_k``, or ``max(top_k, 20)`` when unset."""
        return self.candidate_top_k if self.candidate_top_k is not None else max(self.top_k, POLICY_CANDIDATE_TOP_K)

    @property
    def effective_candidate_similarity_threshold(self) -> float:
        """Lowest similarity stored: ``candidate_similarity_threshold``, or ``min(similarity_threshold, 0.2)``."""
        c = self.candidate_similarity_threshold
        return c if c is not None else min(self.similarity_threshold, POLICY_CANDIDATE_SIMILARITY)

    def corpus_location(self) -> str:
        return self.corpus or str(SAMPLE_CORPUS)

    def conversations_path(self) -> str:
        return self.conversations or str(SAMPLE_CONVERSATIONS)

    def date_default(self) -> Optional[date]:
        return date.fromisoformat(self.default_date) if self.default_date else None

    def partitions_start(self) -> Optional[date]:
        """``partitions_start_date`` as a date (``None`` when empty)."""
        return date.fromisoformat(self.partitions_start_date) if self.partitions_start_date else None

    def regulatory_chat_model(self) -> tuple[str, dict[str, Any], Optional[str]]:
        """``(import path, keyword arguments, API key)`` of the chat model of ``decision: llm``: the ``llm_judge*``
        settings, or the ``context_judge*`` ones when ``llm_judge`` is empty (``("", {}, None)`` when neither)."""
        if self.llm_judge:
            return self.llm_judge, dict(self.llm_judge_kwargs), self.llm_judge_api_key or None
        return self.context_judge, dict(self.context_judge_kwargs), self.context_judge_api_key or None

    def context_chat_model(self) -> tuple[str, dict[str, Any], Optional[str]]:
        """``(import path, keyword arguments, API key)`` of the Context metric's judge: the ``context_judge*``
        settings, or the ``llm_judge*`` ones when ``context_judge`` is empty (``("", {}, None)``: metric off)."""
        if self.context_judge:
            return self.context_judge, dict(self.context_judge_kwargs), self.context_judge_api_key or None
        return self.llm_judge, dict(self.llm_judge_kwargs), self.llm_judge_api_key or None

    def verdict_config(self) -> dict[str, Any]:
        """The settings that change verdicts; with ``decision: llm`` also the chat model (path and arguments,
        never the API key) and the reply mode; with a three-way backend also ``chunking: whole`` (its chunks keep
        words, numbers and table rows whole since schema version 11, so earlier verdicts came from other chunks; the
        parity mode's character windows, and so its hash, are unchanged)."""
        out = {k: getattr(self, k) for k in VERDICT_KEYS}
        if self.chunking_mode == "whole":
            out["chunking"] = "whole"
        if self.decision == "llm":
            path, kwargs, _ = self.regulatory_chat_model()
            out.update(llm_judge=path, llm_judge_kwargs=kwargs, llm_structured_output=self.llm_structured_output)
        return out

    def config_hash(self) -> str:
        """sha256 (first 16 hex digits) of the settings that change verdicts."""
        payload = json.dumps(self.verdict_config(), sort_keys=True, default=str)
        return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:16]


def load_settings_file(path: str | os.PathLike) -> dict[str, Any]:
    """Read a YAML (or JSON) settings file into a dict; raises ``ValueError`` naming the file on bad content."""
    import yaml

    p = Path(path)
    if not p.is_file():
        raise FileNotFoundError(f"config file not found: {p}")
    try:
        data = yaml.safe_load(p.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as exc:
        raise ValueError(f"config file {p} is not valid YAML: {yaml_error_line(exc)}") from exc
    if not isinstance(data, dict):
        raise ValueError(f"config file {p} must contain a mapping of settings, got {type(data).__name__}")
    return data


def yaml_error_line(exc: Exception) -> str:
    """A PyYAML error as one line: ``line L, column C: problem (context at line L', column C')``, 1-based as
    editors count (PyYAML's own text spans several lines and quotes the source)."""
    mark = getattr(exc, "problem_mark", None)
    problem = " ".join(str(getattr(exc, "problem", None) or exc).split())
    if mark is None:
        return problem
    text = f"line {mark.line + 1}, column {mark.column + 1}: {problem}"
    context, context_mark = getattr(exc, "context", None), getattr(exc, "context_mark", None)
    if context:
        where = f" at line {context_mark.line + 1}, column {context_mark.column + 1}" if context_mark else ""
        text += f" ({' '.join(context.split())}{where})"
    return text


def import_object(path: str) -> Any:
    """Import ``"package.module:Name"`` (or ``"package.module.Name"``).

    Raises:
        ValueError: the path is malformed or the object does not exist.
    """
    module_name, sep, attr = path.partition(":")
    if not sep:
        module_name, _, attr = path.rpartition(".")
    if not module_name or not attr:
        raise ValueError(f"expected an import path like 'package.module:ClassName', got {path!r}")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise ValueError(f"cannot import module {module_name!r} (from {path!r}): {exc}") from exc
    try:
        return getattr(module, attr)
    except AttributeError as exc:
        raise ValueError(f"module {module_name!r} has no attribute {attr!r}") from exc
