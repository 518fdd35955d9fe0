"""The LLM judge's reply cache in DuckDB (table ``llm_replies``): one row per (judge id, sha256 of the exact prompt)."""

from __future__ import annotations

from typing import Optional

from fairforge_core.store.duckdb_store import DuckDBStore, utcnow


class LLMReplyCache:
    """Stored replies of :class:`fairforge_core.llm.compliance.LLMComplianceJudge` (only usable ones are stored).

    The key is ``(judge_id, prompt_hash)``: the judge id names the model class, model name, reply mode, a hash of the
    model's keyword arguments and the prompt file's digest (never the API key); the prompt hash covers the exact
    messages. So a re-run with the same model and prompts makes no call, and any change asks again. Rows may be
    deleted at any time (``DELETE FROM llm_replies``): they are asked again.

    Args:
        store: an open :class:`DuckDBStore` (used from one thread).
    """

    def __init__(self, store: DuckDBStore):
        self.store = store

    def get(self, judge_id: str, prompt_hash: str) -> Optional[str]:
        """The stored reply text, or ``None``."""
        rows = self.store.query("SELECT reply FROM llm_replies WHERE judge_id = ? AND prompt_hash = ?",
                                [judge_id, prompt_hash])
        return rows[0][0] if rows else None

    def put(self, judge_id: str, prompt_hash: str, reply: str, prompt_tokens: int = 0,
            completion_tokens: int = 0) -> None:
        """Store (or replace) a reply with the tokens its call used."""
        self.store.upsert("llm_replies", {
            "judge_id": [judge_id], "prompt_hash": [prompt_hash], "reply": [reply],
            "prompt_tokens": [int(prompt_tokens)], "completion_tokens": [int(completion_tokens)],
            "created_at": [utcnow()]})
