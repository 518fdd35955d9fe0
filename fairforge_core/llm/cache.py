"""The LLM judge's reply cache in DuckDB (table ``llm_replies``): one row per (judge id, sha256 of the exact prompt)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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
        return self.get_many(judge_id, [prompt_hash]).get(prompt_hash)

    def get_many(self, judge_id: str, prompt_hashes: Sequence[str]) -> dict[str, str]:
        """Stored reply texts of ``prompt_hashes``, by hash (one query; hashes without a reply are absent)."""
        if not prompt_hashes:
            return {}
        with self.store.registered("_ff_prompt_hashes", {"prompt_hash": list(dict.fromkeys(prompt_hashes))}):
            rows = self.store.con.execute("SELECT r.prompt_hash, r.reply FROM llm_replies r JOIN _ff_prompt_hashes h "
                                          "USING (prompt_hash) WHERE r.judge_id = ?", [judge_id]).fetchall()
        return dict(rows)

    def put(self, judge_id: str, prompt_hash: str, reply: str, prompt_tokens: int = 0,
            completion_tokens: int = 0) -> None:
        """Store (or replace) a reply with the tokens its call used."""
        self.put_many(judge_id, {prompt_hash: (reply, prompt_tokens, completion_tokens)})

    def put_many(self, judge_id: str, replies: Mapping[str, tuple[str, int, int]]) -> int:
        """Store (or replace) replies in one write: ``{prompt_hash: (reply, prompt_tokens, completion_tokens)}``.
        Returns the count given."""
        if not replies:
            return 0
        hashes = list(replies)
        now = utcnow()
        self.store.upsert("llm_replies", {
            "judge_id": [judge_id] * len(hashes), "prompt_hash": hashes,
            "reply": [replies[h][0] for h in hashes],
            "prompt_tokens": [int(replies[h][1]) for h in hashes],
            "completion_tokens": [int(replies[h][2]) for h in hashes],
            "created_at": [now] * len(hashes)})
        return len(hashes)
