"""Build a LangChain chat model (the Context judge) from an import path and keyword arguments.

Any chat model works, for example ``langchain_openai:ChatOpenAI`` with ``{"model": "...", "base_url":
"http://127.0.0.1:8000/v1"}`` for a local OpenAI-compatible server, ``langchain_groq:ChatGroq`` or
``langchain_anthropic:ChatAnthropic``. The API key is passed separately (``api_key``) so that it can come from a
Dagster ``EnvVar`` or the provider's own environment variable, and it is masked in every error message.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from fairforge_core.config import EvaluationSettings, import_object
from fairforge_core.llm.compliance import LLMComplianceJudge
from fairforge_core.llm.judge import ContextJudge, judge_config_id, mask_secrets, require_langchain

_SECRET_KEY = re.compile(r"key|token|secret|password|credential|authorization", re.IGNORECASE)


def secret_values(kwargs: Optional[dict], api_key: Optional[str] = None) -> list[str]:
    """Values to mask in messages: ``api_key`` and every string keyword argument whose name looks secret
    (contains key, token, secret, password, credential or authorization)."""
    out = [api_key] if api_key else []
    for k, v in (kwargs or {}).items():
        if isinstance(v, str) and v and _SECRET_KEY.search(str(k)):
            out.append(v)
    return out


def build_chat_model(import_path: str, kwargs: Optional[dict] = None, api_key: Optional[str] = None,
                     role: str = "context judge") -> Any:
    """Instantiate the chat model class at ``import_path`` (``"package.module:Class"``) with ``kwargs``.

    Args:
        import_path: the class, e.g. ``"langchain_openai:ChatOpenAI"``.
        kwargs: keyword arguments for the class (model name, base_url, temperature, ...).
        api_key: passed as ``api_key=`` when given (not stored anywhere else).
        role: what the model is for, in error messages (``"context judge"``, ``"llm judge"``).

    Returns:
        The ``BaseChatModel`` instance (building it makes no network call for the usual providers).

    Raises:
        ImportError: LangChain is not installed.
        ValueError: the class cannot be imported, is not a ``BaseChatModel``, or rejects the arguments (the
            message masks the API key and secret-looking arguments, and does not chain the original exception,
            whose text may echo them).
    """
    require_langchain()
    from langchain_core.language_models import BaseChatModel

    secrets = secret_values(kwargs, api_key)
    cls = import_object(import_path)
    if not (isinstance(cls, type) and issubclass(cls, BaseChatModel)):
        raise ValueError(f"{role} {import_path!r} is not a LangChain BaseChatModel class")
    kw = dict(kwargs or {})
    if api_key:
        kw["api_key"] = api_key
    try:
        return cls(**kw)
    except Exception as exc:
        text = " ".join(str(exc).split())[:400]
        msg = mask_secrets(f"cannot build {role} {import_path!r}: {type(exc).__name__}: {text}", secrets)
        raise ValueError(msg) from None


def build_context_judge(settings: EvaluationSettings) -> Optional[ContextJudge]:
    """The judge the settings configure, or ``None`` when ``settings.context_judge`` is empty (metric off).

    Raises:
        ImportError, ValueError: see :func:`build_chat_model` and :class:`ContextJudge`.
    """
    path, kwargs, api_key = settings.context_chat_model()  # context_judge*, else the llm_judge* settings
    if not path:
        return None
    model = build_chat_model(path, kwargs, api_key)
    return ContextJudge(
        model,
        use_structured_output=settings.context_structured_output,
        max_retries=settings.context_max_retries,
        timeout=settings.context_timeout,
        max_concurrency=settings.context_max_concurrency,
        retry_backoff=settings.context_retry_backoff,
        secrets=secret_values(kwargs, api_key),
        judge_id=judge_config_id(path, kwargs, settings.context_structured_output),
    )


def build_compliance_judge(settings: EvaluationSettings) -> LLMComplianceJudge:
    """The judge of ``decision: llm``: the chat model of :meth:`EvaluationSettings.regulatory_chat_model` (the
    ``llm_judge*`` settings, else the ``context_judge*`` ones) with the ``llm_*`` retry, timeout, concurrency and
    cost-cap settings.

    Raises:
        ValueError: no chat model is configured, or it cannot be built (see :func:`build_chat_model`).
        ImportError: LangChain is not installed.
    """
    path, kwargs, api_key = settings.regulatory_chat_model()
    if not path:
        raise ValueError("decision 'llm' needs a chat model: set llm_judge (e.g. 'langchain_openai:ChatOpenAI') and "
                         "llm_judge_kwargs (or context_judge, which both metrics then use)")
    model = build_chat_model(path, kwargs, api_key, role="llm judge")
    return LLMComplianceJudge(
        model,
        use_structured_output=settings.llm_structured_output,
        max_retries=settings.llm_max_retries,
        timeout=settings.llm_timeout,
        max_concurrency=settings.llm_max_concurrency,
        retry_backoff=settings.llm_retry_backoff,
        max_calls=settings.llm_max_calls,
        max_tokens=settings.llm_max_tokens,
        secrets=secret_values(kwargs, api_key),
        model_id=judge_config_id(path, kwargs, settings.llm_structured_output),
    )
