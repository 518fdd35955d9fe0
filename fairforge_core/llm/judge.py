"""The Context judge: one LangChain chat model asked, per interaction, how closely the answer follows the context.

Robustness to real judges (each point fixes a fault of fair-forge 3.0.0's ``Judge``):

* Messages are built directly as ``SystemMessage`` (fixed instructions) and ``HumanMessage`` (the material, joined
  by plain concatenation): no prompt template ever sees user text, so braces anywhere reach the model intact.
* The reply is parsed between the bos/eos markers with a real JSON decoder (nested braces, braces in strings), or
  through ``model.with_structured_output(ContextJudgeOutput, include_raw=True)``; the score is range-checked.
* A failed attempt (unusable reply, out-of-range score, exception, timeout) is retried up to ``max_retries`` times.
  After an unusable reply in the JSON-block mode the retry shows the model its reply and what was wrong with it.
  When every attempt fails the interaction gets an outcome with ``score=None`` and the reason; nothing is raised.
* Interactions are judged concurrently (``max_concurrency`` calls in flight, through the models' async API, like
  LangChain's ``abatch(..., config={"max_concurrency": N})``) with a per-call ``timeout``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import hashlib
import json
import logging
import os
import re
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Optional

from fairforge_core.llm.parsing import (
    JudgeReplyError,
    extract_json_block,
    message_reasoning,
    message_text,
    validate_judgement,
)
from fairforge_core.llm.prompts import context_case_text, retry_prompt, system_prompt
from fairforge_core.llm.schemas import ContextJudgeOutput

logger = logging.getLogger("fairforge.context")

MAX_REASON_CHARS = 500
LANGCHAIN_MISSING = ("the Context metric needs LangChain: pip install 'fairforge[context]' (langchain-core) plus "
                     "the provider package of your judge model, e.g. langchain-openai")


def require_langchain():
    """Import ``langchain_core.messages`` or raise ``ImportError`` saying which extra to install."""
    try:
        from langchain_core import messages
    except ImportError as exc:  # pragma: no cover - exercised in a subprocess test
        raise ImportError(LANGCHAIN_MISSING) from exc
    return messages


def mask_secrets(text: str, secrets: Iterable[str]) -> str:
    """``text`` with every secret (strings of 4+ characters) replaced by ``***``."""
    for s in secrets:
        if s and len(s) >= 4:
            text = text.replace(s, "***")
    return text


def describe_model(model: Any) -> str:
    """``module:Class(model name)`` of a chat model, without any other field (no secrets)."""
    cls = type(model)
    name = None
    for attr in ("model_name", "model", "model_id"):
        v = getattr(model, attr, None)
        if isinstance(v, str) and v:
            name = v
            break
    return f"{cls.__module__}:{cls.__qualname__}" + (f"({name})" if name else "")


def check_call_settings(model: Any, **limits: Any) -> None:
    """The checks both LLM judges make of their constructor arguments.

    Args:
        model: must be a LangChain ``BaseChatModel``.
        limits: any of ``max_retries`` (>= 0), ``max_concurrency`` (>= 1), ``max_calls`` and ``max_tokens``
            (>= 0 or ``None``), ``timeout`` (> 0 seconds), ``retry_backoff`` and ``max_retry_after`` (>= 0 seconds).

    Raises:
        ValueError: the first setting out of range, named with its value.
        TypeError: a name that is not one of the settings above (a caller's mistake).
        ImportError: LangChain is not installed.
    """
    require_langchain()
    from langchain_core.language_models import BaseChatModel

    if not isinstance(model, BaseChatModel):
        raise ValueError(f"model must be a LangChain BaseChatModel, got {type(model).__name__}")
    lowest = {"max_retries": 0, "max_concurrency": 1, "max_calls": 0, "max_tokens": 0}
    unknown = set(limits) - set(lowest) - {"timeout", "retry_backoff", "max_retry_after"}
    if unknown:
        raise TypeError(f"check_call_settings: unknown setting(s) {sorted(unknown)}")
    for name, value in limits.items():
        if value is None:
            continue
        if name in lowest and int(value) < lowest[name]:
            raise ValueError(f"{name} must be >= {lowest[name]}, got {value}")
        if name == "timeout" and not float(value) > 0:
            raise ValueError(f"timeout must be > 0 seconds, got {value}")
        if name in ("retry_backoff", "max_retry_after") and float(value) < 0:
            raise ValueError(f"{name} must be >= 0, got {value}")


def structured_runnable(model: Any, schema: type, structured: bool, kwargs: Optional[dict] = None) -> Any:
    """What a judge invokes: ``model`` itself (the JSON-block mode), or with ``structured`` its
    ``with_structured_output(schema, include_raw=True, **kwargs)``.

    Raises:
        ValueError: ``structured`` with a model that does not support structured output.
    """
    if not structured:
        return model
    try:
        return model.with_structured_output(schema, include_raw=True, **(kwargs or {}))
    except NotImplementedError as exc:
        raise ValueError(f"{describe_model(model)} does not support structured output; use "
                         "use_structured_output=False (the JSON-block mode)") from exc


@dataclass(frozen=True)
class ContextCase:
    """What the judge sees for one interaction (all texts verbatim)."""

    context: str
    query: str
    assistant: str
    ground_truth: str
    observation: Optional[str] = None

    @property
    def variant(self) -> str:
        """``"observation"`` when an observation is given, else ``"base"``."""
        return "observation" if self.observation else "base"


@dataclass
class JudgeOutcome:
    """Result of judging one interaction: a score in [0, 1] and an insight, or ``score=None`` and ``error``."""

    score: Optional[float]
    insight: Optional[str] = None
    reasoning: Optional[str] = None
    error: Optional[str] = None
    attempts: int = 0

    @property
    def ok(self) -> bool:
        return self.score is not None


def clip_reason(text: str, secrets) -> str:
    """A failure reason fit for storage: whitespace collapsed, ``secrets`` masked, at most :data:`MAX_REASON_CHARS`
    characters (an ellipsis marks a cut)."""
    text = mask_secrets(" ".join(str(text).split()), secrets)
    return text if len(text) <= MAX_REASON_CHARS else text[: MAX_REASON_CHARS - 3] + "..."


class _Unusable(Exception):
    def __init__(self, reason: str, reply: Optional[str]):
        super().__init__(reason)
        self.reason = reason
        self.reply = reply


class ContextJudge:
    """Asks a LangChain chat model to score context awareness.

    Args:
        model: any ``langchain_core.language_models.BaseChatModel``.
        use_structured_output: use ``model.with_structured_output(ContextJudgeOutput, include_raw=True)`` instead
            of asking for a JSON block in the text.
        bos_json_clause, eos_json_clause: markers around the JSON object in the JSON-block mode.
        max_retries: extra attempts after a failed one (>= 0); an interaction makes at most ``max_retries + 1``
            calls. (Provider clients may retry HTTP errors on their own as well, e.g. ChatOpenAI's
            ``max_retries``.)
        timeout: seconds one call may take (> 0); a slower call counts as a failed attempt.
        max_concurrency: calls in flight at once (>= 1).
        retry_backoff: seconds to wait before retrying after an exception or timeout, doubled on each retry
            (0 disables; unusable replies are retried at once).
        structured_output_kwargs: extra keyword arguments for ``with_structured_output`` (e.g.
            ``{"method": "function_calling"}`` for servers without JSON-schema support).
        secrets: strings masked as ``***`` in every recorded error (e.g. the API key).
        judge_id: identifier stored with the results (default: :func:`describe_model` plus the mode).

    Raises:
        ValueError: invalid settings, or ``use_structured_output`` with a model that does not support it.
        ImportError: LangChain is not installed.
    """

    def __init__(
        self,
        model: Any,
        use_structured_output: bool = False,
        bos_json_clause: str = "```json",
        eos_json_clause: str = "```",
        max_retries: int = 2,
        timeout: float = 120.0,
        max_concurrency: int = 4,
        retry_backoff: float = 1.0,
        structured_output_kwargs: Optional[dict] = None,
        secrets: Sequence[str] = (),
        judge_id: Optional[str] = None,
    ):
        check_call_settings(model, max_retries=max_retries, timeout=timeout, max_concurrency=max_concurrency,
                            retry_backoff=retry_backoff)
        if not use_structured_output and not bos_json_clause:
            raise ValueError("bos_json_clause must not be empty in the JSON-block mode")
        self.model = model
        self.use_structured_output = bool(use_structured_output)
        self.bos = bos_json_clause
        self.eos = eos_json_clause
        self.max_retries = int(max_retries)
        self.timeout = float(timeout)
        self.max_concurrency = int(max_concurrency)
        self.retry_backoff = float(retry_backoff)
        self.secrets = tuple(s for s in secrets if s)
        self._runnable = structured_runnable(model, ContextJudgeOutput, self.use_structured_output,
                                             structured_output_kwargs)
        self.judge_id = judge_id or f"{describe_model(model)}/{'structured' if self.use_structured_output else 'json'}"

    # -- messages ----------------------------------------------------------------------------------------------
    def messages(self, case: ContextCase) -> list:
        """``[SystemMessage(instructions), HumanMessage(material)]`` for one interaction (no templating)."""
        msgs = require_langchain()
        system = system_prompt(bool(case.observation), self.use_structured_output, self.bos, self.eos)
        human = context_case_text(case.context, case.query, case.assistant, case.ground_truth, case.observation)
        return [msgs.SystemMessage(content=system), msgs.HumanMessage(content=human)]

    def _reason(self, text: str) -> str:
        return clip_reason(text, self.secrets)

    # -- one call ----------------------------------------------------------------------------------------------
    async def _call(self, messages: list) -> tuple[float, str, Optional[str]]:
        out = await self._runnable.ainvoke(messages)
        if self.use_structured_output:
            raw = out.get("raw") if isinstance(out, dict) else None
            reasoning = message_reasoning(raw) if raw is not None else None
            if not isinstance(out, dict):
                parsed = out
            else:
                if out.get("parsing_error") is not None:
                    raise _Unusable(f"structured reply not valid: {out['parsing_error']}", None)
                parsed = out.get("parsed")
                if parsed is None:
                    raise _Unusable("no structured reply (the model returned no parsable output)", None)
            try:
                score, insight = validate_judgement(parsed)
            except JudgeReplyError as exc:
                raise _Unusable(str(exc), None) from None
            return score, insight, reasoning
        text = message_text(out)
        try:
            score, insight = validate_judgement(extract_json_block(text, self.bos, self.eos))
        except JudgeReplyError as exc:
            raise _Unusable(str(exc), text) from None
        return score, insight, message_reasoning(out)

    async def _judge_one(self, case: ContextCase, sem: asyncio.Semaphore) -> JudgeOutcome:
        msgs_mod = require_langchain()
        base = self.messages(case)
        messages = base
        reason = ""
        attempts = 0
        for attempt in range(self.max_retries + 1):
            attempts = attempt + 1
            backoff = False
            try:
                async with sem:
                    score, insight, reasoning = await asyncio.wait_for(self._call(messages), self.timeout)
                return JudgeOutcome(score=score, insight=insight, reasoning=reasoning, attempts=attempts)
            except _Unusable as exc:
                reason = f"unusable reply: {exc.reason}"
                messages = base
                if exc.reply is not None:
                    messages = [*base, msgs_mod.AIMessage(content=exc.reply),
                                msgs_mod.HumanMessage(content=retry_prompt(exc.reason, self.bos, self.eos))]
            except asyncio.TimeoutError:
                reason = f"timeout: no reply within {self.timeout:g} s"
                messages, backoff = base, True
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # any provider error is one failed attempt
                first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
                reason = f"{type(exc).__name__}: {first}" if first else type(exc).__name__
                messages, backoff = base, True
            reason = self._reason(reason)
            logger.debug("judge attempt %d failed: %s", attempts, reason)
            if backoff and self.retry_backoff > 0 and attempt < self.max_retries:
                await asyncio.sleep(self.retry_backoff * (2 ** attempt))
        return JudgeOutcome(score=None, error=self._reason(f"{attempts} attempt(s) failed; last: {reason}"),
                            attempts=attempts)

    # -- many calls --------------------------------------------------------------------------------------------
    async def ajudge(self, cases: Sequence[ContextCase]) -> list[JudgeOutcome]:
        """Judge ``cases`` concurrently; one outcome per case, in input order. Never raises for a judge failure."""
        sem = asyncio.Semaphore(self.max_concurrency)
        return list(await asyncio.gather(*(self._judge_one(c, sem) for c in cases)))

    def judge(self, cases: Sequence[ContextCase]) -> list[JudgeOutcome]:
        """Synchronous :meth:`ajudge` (usable from notebooks, whose own event loop keeps running).

        The calls run on one event loop per process, in a background thread (:func:`judge_event_loop`). One loop
        for the life of the process matters: provider clients cache async HTTP connections bound to the loop that
        opened them (langchain-openai does), so a fresh loop per call fails with "Event loop is closed" on the
        second run. Models without a native async API run in that loop's thread pool; a call that times out
        there is abandoned, not interrupted (its thread ends when the model returns).
        """
        if not cases:
            return []
        return asyncio.run_coroutine_threadsafe(self.ajudge(cases), judge_event_loop()).result()


_LOOP_LOCK = threading.Lock()
_LOOP: Optional[tuple[int, asyncio.AbstractEventLoop, threading.Thread]] = None
LOOP_THREADS = 32


def judge_event_loop() -> asyncio.AbstractEventLoop:
    """The process-wide event loop of the judges (started on first use in a daemon thread; recreated after a
    fork). Its default thread pool (``LOOP_THREADS`` workers) runs models that have no async API."""
    global _LOOP
    with _LOOP_LOCK:
        if _LOOP is None or _LOOP[0] != os.getpid() or not _LOOP[2].is_alive():
            loop = asyncio.new_event_loop()
            loop.set_default_executor(concurrent.futures.ThreadPoolExecutor(
                LOOP_THREADS, thread_name_prefix="fairforge-judge"))
            thread = threading.Thread(target=loop.run_forever, name="fairforge-judge-loop", daemon=True)
            thread.start()
            _LOOP = (os.getpid(), loop, thread)
        return _LOOP[1]


def judge_config_id(import_path: str, kwargs: dict, structured: bool) -> str:
    """Identifier of a judge built from settings: ``import_path(model)/mode#hash`` where ``hash`` is the sha256
    (8 hex digits) of the keyword arguments (secrets are never among them; the hash is one-way anyway)."""
    name = next((str(kwargs[k]) for k in ("model", "model_name", "model_id") if kwargs.get(k)), "")
    digest = hashlib.sha256(json.dumps(kwargs, sort_keys=True, default=str).encode("utf-8")).hexdigest()[:8]
    label = re.sub(r"\s+", " ", name)[:80]
    return f"{import_path}" + (f"({label})" if label else "") + f"/{'structured' if structured else 'json'}#{digest}"
