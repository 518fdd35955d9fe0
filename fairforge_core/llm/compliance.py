"""The regulatory LLM judge (``decision: llm``): one chat-model call per interaction decides all its rules.

For each interaction the judge sends one prompt: fixed instructions (the data file ``compliance_prompt.txt`` next to
this module) as the system message, and the material as the user message, each piece delimited by tags::

    <rule id="R1" source="policies/refunds.md#Store Policy > Refunds">
    ...chunk text...
    </rule>

    <history>
    <user>...</user>
    <assistant>...</assistant>
    </history>

    <question>
    ...
    </question>

    <answer>
    ...
    </answer>

Rules are numbered R1, R2, ... in the order the evaluator sends them (the selection by rank, then the conflict-search
candidates); ``<history>`` holds up to 5 earlier turns and is left out for a first turn. Inside any text, a ``<``
that opens something looking like one of these tags (``</answer>``, ``<rule id=...``) is written ``&lt;``, so user or
corpus text cannot close or open a tag; attribute values are HTML-escaped.

The reply is a JSON object ``{"rules": [{"id", "verdict", "rule_sentence", "answer_span", "reason"}]}``, in a
```` ```json ```` block of the message (read with a real JSON decoder) or through the provider's structured output.
A rule's verdict becomes its chunk's judgement (SUPPORTS: score 1.0, CONTRADICTS: 0.0, NEUTRAL: not addressed); an
id that was not sent is ignored and logged; a rule the reply leaves out is NEUTRAL and counted as ``omitted``.
"""

from __future__ import annotations

import asyncio
import email.utils
import hashlib
import html
import json
import logging
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

from fairforge_core.chunking import Chunk
from fairforge_core.llm.judge import (
    _Unusable,
    check_call_settings,
    clip_reason,
    describe_model,
    judge_event_loop,
    require_langchain,
    structured_runnable,
)
from fairforge_core.llm.parsing import JudgeReplyError, extract_json_block, message_text
from fairforge_core.llm.schemas import ComplianceJudgeOutput
from fairforge_core.verdicts import ChunkJudge, ChunkJudgement, JudgeRequest

logger = logging.getLogger("fairforge.llm_judge")

PROMPT_FILE = Path(__file__).with_name("compliance_prompt.txt")
TAGS = ("rule", "history", "user", "assistant", "question", "answer")
_TAG_LIKE = re.compile(r"<(?=\s*/?\s*(?:" + "|".join(TAGS) + r")\b)", re.IGNORECASE)
VERDICTS = ("SUPPORTS", "CONTRADICTS", "NEUTRAL")
#: the ``llm_usage`` counters of one run, in column order
USAGE_KEYS = ("interactions", "calls", "cached", "failed", "capped", "omitted", "unknown_ids", "prompt_tokens",
              "completion_tokens")
#: characters per token assumed when a call's tokens are estimated before it is made (for ``max_tokens``)
CHARS_PER_TOKEN = 3
#: completion tokens assumed per rule in that estimate
COMPLETION_TOKENS_PER_RULE = 80
OMITTED_REASON = "omitted by the judge's reply (counted NEUTRAL)"


@lru_cache(maxsize=4)
def prompt_sections(path: str = str(PROMPT_FILE)) -> dict[str, str]:
    """The sections of the prompt data file: ``{"system", "reply_json", "reply_structured", "retry"}`` -> text.

    A section starts at a line ``[name]`` and runs to the next one; leading and trailing blank lines are dropped.

    Raises:
        ValueError: a required section is missing.
    """
    sections: dict[str, list[str]] = {}
    current = None
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        m = re.fullmatch(r"\[([a-z_]+)\]", line.strip())
        if m:
            current = sections.setdefault(m.group(1), [])
        elif current is not None:
            current.append(line)
    out = {k: "\n".join(v).strip("\n") for k, v in sections.items()}
    missing = {"system", "reply_json", "reply_structured", "retry"} - set(out)
    if missing:
        raise ValueError(f"prompt file {path} lacks section(s) {sorted(missing)}")
    return out


def prompt_digest(path: str = str(PROMPT_FILE)) -> str:
    """sha256 (8 hex digits) of the prompt data file: part of the judge id, so a prompt change is a new judge."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()[:8]


def escape_text(text: str) -> str:
    """``text`` with the ``<`` of anything that looks like a prompt tag (``<answer>``, ``</rule``, ``< /question``,
    any case) written ``&lt;``; everything else unchanged."""
    return _TAG_LIKE.sub("&lt;", text)


def rule_source(chunk: Chunk) -> str:
    """``path#Heading path`` of a chunk (``path`` alone before any heading)."""
    return f"{chunk.source}#{chunk.heading}" if chunk.heading else chunk.source


def system_message(structured: bool) -> str:
    """The system message: the instructions of the prompt file plus the reply instruction of the mode."""
    s = prompt_sections()
    return s["system"] + "\n\n" + (s["reply_structured"] if structured else s["reply_json"])


def user_message(chunks: Sequence[Chunk], query: str, answer: str,
                 history: Sequence[tuple[str, str]] = ()) -> str:
    """The material of one interaction: rules R1.. (in the order given), earlier turns (oldest first), the question
    and the answer, each delimited by its tag (see the module docstring for the exact layout)."""
    parts = []
    for i, c in enumerate(chunks, 1):
        src = html.escape(rule_source(c), quote=True)
        parts.append(f'<rule id="R{i}" source="{src}">\n{escape_text(c.text)}\n</rule>')
    if history:
        turns = "\n".join(f"<user>\n{escape_text(q)}\n</user>\n<assistant>\n{escape_text(a)}\n</assistant>"
                          for q, a in history)
        parts.append(f"<history>\n{turns}\n</history>")
    parts.append(f"<question>\n{escape_text(query)}\n</question>")
    parts.append(f"<answer>\n{escape_text(answer)}\n</answer>")
    return "\n\n".join(parts)


def prompt_hash(system: str, user: str) -> str:
    """sha256 (hex) of the exact messages (system, user) sent."""
    return hashlib.sha256(json.dumps([system, user], ensure_ascii=False).encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class RuleDecision:
    """One rule's decision read from a reply."""

    verdict: str
    rule_sentence: Optional[str] = None
    answer_span: Optional[str] = None
    reason: Optional[str] = None


def read_rule_verdicts(obj: Any, sent_ids: Sequence[str]) -> tuple[dict[str, RuleDecision], list[str]]:
    """``({id: RuleDecision}, unknown ids)`` from a decoded reply (a dict or a ``ComplianceJudgeOutput``).

    Ids not in ``sent_ids`` are returned as unknown (and otherwise ignored); a repeated id keeps its first entry.
    Verdicts are read case-insensitively.

    Raises:
        JudgeReplyError: no ``rules`` list, an entry that is not an object or has no string ``id``, a sent id with a
            verdict other than SUPPORTS / CONTRADICTS / NEUTRAL, or a quote that is not a string.
    """
    data = obj.model_dump() if hasattr(obj, "model_dump") else obj
    if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
        raise JudgeReplyError("reply has no 'rules' list")
    sent = set(sent_ids)
    found: dict[str, RuleDecision] = {}
    unknown: list[str] = []
    for k, item in enumerate(data["rules"]):
        if not isinstance(item, dict) or not isinstance(item.get("id"), str):
            raise JudgeReplyError(f"rules[{k}] is not an object with a string 'id'")
        rid = item["id"].strip()
        if rid not in sent:
            unknown.append(rid)
            continue
        verdict = item.get("verdict")
        verdict = verdict.strip().upper() if isinstance(verdict, str) else verdict
        if verdict not in VERDICTS:
            raise JudgeReplyError(f"rule {rid}: verdict {str(verdict)[:40]!r} is not SUPPORTS, CONTRADICTS or NEUTRAL")
        quotes = {}
        for name in ("rule_sentence", "answer_span", "reason"):
            v = item.get(name)
            if v is not None and not isinstance(v, str):
                raise JudgeReplyError(f"rule {rid}: {name} is not a string")
            quotes[name] = v.strip() or None if isinstance(v, str) else None
        found.setdefault(rid, RuleDecision(verdict, **quotes))
    return found, unknown


def retry_after_seconds(exc: BaseException) -> Optional[float]:
    """Seconds from the ``Retry-After`` header of the HTTP response an exception carries (``exc.response``, as
    the ``openai`` client's errors do): a number of seconds or an HTTP date. ``None`` when there is none."""
    headers = getattr(getattr(exc, "response", None), "headers", None)
    value = headers.get("retry-after") if headers is not None else None
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _usage(message: Any) -> tuple[int, int]:
    meta = getattr(message, "usage_metadata", None) or {}
    return int(meta.get("input_tokens") or 0), int(meta.get("output_tokens") or 0)


@dataclass
class _Outcome:
    decisions: Optional[dict[str, RuleDecision]] = None
    unknown: tuple[str, ...] = ()
    error: Optional[str] = None
    capped: bool = False
    cached: bool = False
    reply: Optional[str] = None  # a new usable reply, to store in the reply cache (with its tokens)
    tokens: tuple[int, int] = (0, 0)


class LLMComplianceJudge(ChunkJudge):
    """Per-chunk decisions by a LangChain chat model: one call per interaction, cached, bounded, auditable.

    The evaluator sends, per interaction, the selected chunks and (with conflict search) the other candidates of
    the selected documents (``selection_only``); the judge numbers them R1, R2, ... and asks the model for a
    verdict on each (module docstring). Judgements: SUPPORTS -> ``addressed=True, score=1.0``; CONTRADICTS ->
    ``addressed=True, score=0.0``; NEUTRAL or omitted -> ``addressed=False``. So any ``contradiction_threshold`` in
    (0, 1] keeps the model's verdict, and policy re-scoring re-applies the thresholds to the stored verdicts.

    Failures: an unusable reply, an exception or a timeout is retried (``max_retries``; after an exception or a
    timeout it waits ``retry_backoff * 2**attempt`` seconds, or the response's ``Retry-After`` when longer, at most
    ``max_retry_after``; an unusable reply is retried at once, showing the model what was wrong in the JSON-block
    mode). An interaction that still has no usable reply gets judgements with ``error`` set: the evaluator records
    it UNJUDGED with the reason. Nothing is raised for a judge failure.

    Costs: calls run concurrently (``max_concurrency``) with a per-call ``timeout``. ``usage`` counts, over the
    judge's life: ``interactions``, ``calls`` (retries included), ``cached`` (answered from the reply cache, no
    call), ``failed``, ``capped``, ``omitted``, ``unknown_ids``, ``prompt_tokens`` and ``completion_tokens`` (the
    provider's usage metadata). With ``max_calls`` / ``max_tokens`` set, a call that would cross the cap is not
    made (tokens: the tokens used so far plus a conservative estimate of the call, ``chars / 3`` prompt tokens and
    80 completion tokens per rule); from then on the judge makes no call, and every interaction not yet judged is
    UNJUDGED with the reason (cached replies are still used: they cost nothing). The caps count over the judge's
    life, which is one run: one ``fairforge evaluate`` command, one Dagster run process.

    Args:
        model: a ``langchain_core.language_models.BaseChatModel``.
        use_structured_output: ``model.with_structured_output(ComplianceJudgeOutput, include_raw=True)`` instead of
            a JSON block in the text.
        max_retries: extra attempts per interaction (>= 0).
        timeout: seconds per call (> 0).
        max_concurrency: calls in flight (>= 1).
        retry_backoff: seconds (>= 0) before retrying after an exception or timeout, doubled each retry.
        max_calls, max_tokens: cost caps (>= 0) or ``None``.
        max_retry_after: the longest ``Retry-After`` wait honoured, in seconds.
        structured_output_kwargs: extra arguments of ``with_structured_output`` (e.g. ``{"method":
            "function_calling"}``).
        secrets: strings masked as ``***`` in every recorded reason (the API key).
        model_id: identifies the model and its arguments (default :func:`describe_model` and the mode); the judge
            id adds the prompt file's digest. Never put a secret in it.

    Raises:
        ValueError: invalid settings, or structured output with a model that does not support it.
        ImportError: LangChain is not installed.
    """

    three_way = True
    selection_only = True

    def __init__(self, model: Any, use_structured_output: bool = False, max_retries: int = 2,
                 timeout: float = 120.0, max_concurrency: int = 4, retry_backoff: float = 1.0,
                 max_calls: Optional[int] = None, max_tokens: Optional[int] = None, max_retry_after: float = 300.0,
                 structured_output_kwargs: Optional[dict] = None, secrets: Sequence[str] = (),
                 model_id: Optional[str] = None):
        check_call_settings(model, max_retries=max_retries, max_concurrency=max_concurrency, max_calls=max_calls,
                            max_tokens=max_tokens, timeout=timeout, retry_backoff=retry_backoff,
                            max_retry_after=max_retry_after)
        self.model = model
        self.structured = bool(use_structured_output)
        self.max_retries, self.timeout = int(max_retries), float(timeout)
        self.max_concurrency, self.retry_backoff = int(max_concurrency), float(retry_backoff)
        self.max_calls = None if max_calls is None else int(max_calls)
        self.max_tokens = None if max_tokens is None else int(max_tokens)
        self.max_retry_after = float(max_retry_after)
        self.secrets = tuple(s for s in secrets if s)
        self._runnable = structured_runnable(model, ComplianceJudgeOutput, self.structured, structured_output_kwargs)
        mode = "structured" if self.structured else "json"
        self._judge_id = f"llm:{model_id or describe_model(model) + '/' + mode}/prompt-{prompt_digest()}"
        self.usage: dict[str, int] = dict.fromkeys(USAGE_KEYS, 0)
        #: why the judge stopped calling (a cap was reached), else ``None``
        self.cap_reached: Optional[str] = None
        self._reserved = 0
        self._cache = None

    @property
    def judge_id(self) -> str:
        return self._judge_id

    def use_reply_cache(self, cache) -> None:
        self._cache = cache

    def _reason(self, text: str) -> str:
        return clip_reason(text, self.secrets)

    # -- messages ----------------------------------------------------------------------------------------------
    def prompt(self, chunks: Sequence[Chunk], query: str, answer: str,
               history: Sequence[tuple[str, str]] = ()) -> tuple[str, str]:
        """``(system message, user message)`` for one interaction (see :func:`system_message`,
        :func:`user_message`)."""
        return system_message(self.structured), user_message(chunks, query, answer, history)

    # -- one interaction ---------------------------------------------------------------------------------------
    def _reserve(self, estimate: int) -> Optional[str]:
        """Count a call about to be made, or say why it must not be made (a cap)."""
        if self.cap_reached is None:
            used = self.usage["prompt_tokens"] + self.usage["completion_tokens"]
            if self.max_calls is not None and self.usage["calls"] + 1 > self.max_calls:
                self.cap_reached = f"llm_max_calls ({self.max_calls}) reached: not judged"
            elif self.max_tokens is not None and used + self._reserved + estimate > self.max_tokens:
                self.cap_reached = f"llm_max_tokens ({self.max_tokens}) would be crossed: not judged"
        if self.cap_reached is not None:
            return self.cap_reached
        self.usage["calls"] += 1
        self._reserved += estimate
        return None

    def _read(self, out: Any, ids: Sequence[str]) -> tuple[str, dict[str, RuleDecision], list[str]]:
        """``(reply text to cache, decisions, unknown ids)`` of a model output; raises :class:`_Unusable`."""
        if self.structured:
            if isinstance(out, dict):
                if out.get("parsing_error") is not None:
                    raise _Unusable(f"structured reply not valid: {out['parsing_error']}", None)
                parsed = out.get("parsed")
            else:
                parsed = out
            if parsed is None:
                raise _Unusable("no structured reply (the model returned no parsable output)", None)
            data = parsed.model_dump() if hasattr(parsed, "model_dump") else parsed
            try:
                return (json.dumps(data, ensure_ascii=False), *read_rule_verdicts(data, ids))
            except JudgeReplyError as exc:
                raise _Unusable(str(exc), None) from None
        text = message_text(out)
        try:
            return (text, *read_rule_verdicts(extract_json_block(text, key="rules"), ids))
        except JudgeReplyError as exc:
            raise _Unusable(str(exc), text) from None

    def _from_cache(self, reply: str, ids: Sequence[str]) -> Optional[_Outcome]:
        try:
            obj = json.loads(reply) if self.structured else extract_json_block(reply, key="rules")
            decisions, unknown = read_rule_verdicts(obj, ids)
        except (JudgeReplyError, ValueError):
            return None  # a stored reply this version cannot read: ask again
        return _Outcome(decisions, tuple(unknown), cached=True)

    async def _judge_prompt(self, system: str, user: str, ids: Sequence[str],
                            sem: asyncio.Semaphore) -> _Outcome:
        msgs = require_langchain()
        base = [msgs.SystemMessage(content=system), msgs.HumanMessage(content=user)]
        messages, reason, attempts = base, "", 0
        estimate = (len(system) + len(user)) // CHARS_PER_TOKEN + COMPLETION_TOKENS_PER_RULE * len(ids)
        for attempt in range(self.max_retries + 1):
            wait = 0.0
            async with sem:
                refused = self._reserve(estimate)
                if refused:
                    return _Outcome(error=refused if not attempts else f"{refused} (after {attempts} failed "
                                    f"attempt(s); last: {reason})", capped=not attempts)
                attempts += 1
                try:
                    out = await asyncio.wait_for(self._runnable.ainvoke(messages), self.timeout)
                except asyncio.TimeoutError:
                    reason, wait = f"timeout after {self.timeout:g} s", self.retry_backoff * 2 ** attempt
                except Exception as exc:  # provider errors of any kind: retried, then recorded
                    reason = f"{type(exc).__name__}: {exc}"
                    wait = max(self.retry_backoff * 2 ** attempt, retry_after_seconds(exc) or 0.0)
                else:
                    raw = out.get("raw") if self.structured and isinstance(out, dict) else out
                    p_tok, c_tok = _usage(raw)
                    self.usage["prompt_tokens"] += p_tok
                    self.usage["completion_tokens"] += c_tok
                    try:
                        reply, decisions, unknown = self._read(out, ids)
                    except _Unusable as exc:
                        reason = f"unusable reply: {exc.reason}"
                        if exc.reply is not None:  # show the model its reply and what was wrong
                            retry = prompt_sections()["retry"].replace("{reason}", exc.reason)
                            messages = [*base, msgs.AIMessage(content=exc.reply), msgs.HumanMessage(content=retry)]
                    else:
                        return _Outcome(decisions, tuple(unknown), reply=reply, tokens=(p_tok, c_tok))
                finally:
                    self._reserved -= estimate
            logger.debug("LLM judge attempt %d failed: %s", attempts, self._reason(reason))
            if wait and attempt < self.max_retries:
                await asyncio.sleep(min(wait, self.max_retry_after))
        return _Outcome(error=f"{attempts} attempt(s) failed; last: {reason}")

    async def _judge_all(self, jobs: dict[str, tuple[str, str, list[str]]]) -> dict[str, _Outcome]:
        sem = asyncio.Semaphore(self.max_concurrency)
        keys = list(jobs)
        done = await asyncio.gather(*(self._judge_prompt(*jobs[k], sem) for k in keys))
        return dict(zip(keys, done))

    # -- the ChunkJudge interface ------------------------------------------------------------------------------
    def judge(self, requests: Sequence[JudgeRequest]) -> list[ChunkJudgement]:
        """One judgement per request, in order; one prompt per interaction (requests sharing ``group``, or the
        same texts when ``group`` is ``None``), identical prompts asked once. Never raises for a judge failure."""
        groups: dict[Any, list[int]] = {}
        for i, r in enumerate(requests):
            groups.setdefault(r.group if r.group is not None else (r.query, r.answer, r.history), []).append(i)
        jobs: dict[str, tuple[str, str, list[str]]] = {}
        plan: list[tuple[list[int], str]] = []
        for idxs in groups.values():
            r = requests[idxs[0]]
            system, user = self.prompt([requests[i].chunk for i in idxs], r.query, r.answer, r.history)
            phash = prompt_hash(system, user)
            jobs.setdefault(phash, (system, user, [f"R{k}" for k in range(1, len(idxs) + 1)]))
            plan.append((idxs, phash))
        outcomes: dict[str, _Outcome] = {}
        if self._cache is not None:  # one query for the batch
            for phash, reply in self._cache.get_many(self.judge_id, list(jobs)).items():
                hit = self._from_cache(reply, jobs[phash][2])
                if hit is not None:
                    outcomes[phash] = hit
        missing = {k: v for k, v in jobs.items() if k not in outcomes}
        if missing:
            future = asyncio.run_coroutine_threadsafe(self._judge_all(missing), judge_event_loop())
            outcomes.update(future.result())
            if self._cache is not None:  # written here, in the caller's thread (the store's connection is not shared)
                self._cache.put_many(self.judge_id, {phash: (o.reply, *o.tokens) for phash, o in outcomes.items()
                                                     if o.reply is not None and not o.cached})
        out: list[Optional[ChunkJudgement]] = [None] * len(requests)
        for idxs, phash in plan:
            o = outcomes[phash]
            self.usage["interactions"] += 1
            self.usage["cached"] += o.cached
            if o.error is not None:
                self.usage["failed"] += 1
                self.usage["capped"] += o.capped
                err = self._reason(o.error)
                for i in idxs:
                    out[i] = ChunkJudgement(addressed=False, score=1.0, reason=err, error=err)
                continue
            if o.unknown:
                self.usage["unknown_ids"] += len(o.unknown)
                logger.warning("LLM judge reply named rule id(s) that were not sent, ignored: %s",
                               ", ".join(o.unknown[:10]))
            for k, i in enumerate(idxs, 1):
                d = o.decisions.get(f"R{k}")
                if d is None:
                    self.usage["omitted"] += 1
                    out[i] = ChunkJudgement(addressed=False, score=1.0, reason=OMITTED_REASON)
                else:
                    out[i] = ChunkJudgement(addressed=d.verdict != "NEUTRAL",
                                            score=0.0 if d.verdict == "CONTRADICTS" else 1.0,
                                            rule_sentence=d.rule_sentence if d.verdict != "NEUTRAL" else None,
                                            answer_span=d.answer_span if d.verdict != "NEUTRAL" else None,
                                            reason=d.reason)
        return out
