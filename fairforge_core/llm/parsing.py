"""Reading a judge's reply: text of a chat message, the JSON object in it, and the range-checked result.

No LangChain import: these functions work on strings, dicts and duck-typed message objects.
"""

from __future__ import annotations

import json
import math
from typing import Any, Optional

_DECODER = json.JSONDecoder()
_WS = " \t\r\n"


class JudgeReplyError(ValueError):
    """The judge's reply cannot be used; ``str(exc)`` is the reason (stored with the interaction)."""


def message_text(message: Any) -> str:
    """The text of a chat message (or of a plain string).

    ``content`` may be a string or a list of content blocks (strings, or dicts with ``type == "text"``); other
    blocks (images, tool calls, thinking) are skipped.
    """
    content = getattr(message, "content", message)
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for block in content:
            if isinstance(block, str):
                parts.append(block)
            elif isinstance(block, dict) and block.get("type") == "text" and isinstance(block.get("text"), str):
                parts.append(block["text"])
        return "".join(parts)
    return str(content)


def message_reasoning(message: Any) -> Optional[str]:
    """Separate reasoning text a provider returned with the message (``additional_kwargs["reasoning_content"]``)."""
    extra = getattr(message, "additional_kwargs", None) or {}
    value = extra.get("reasoning_content") if isinstance(extra, dict) else None
    return value if isinstance(value, str) and value.strip() else None


def _skip_ws(text: str, i: int) -> int:
    while i < len(text) and text[i] in _WS:
        i += 1
    return i


def extract_json_block(text: str, bos: str = "```json", eos: str = "```", key: str = "score") -> dict:
    """The JSON object the judge gave as its answer.

    Rules, in order:

    1. Every occurrence of ``bos`` followed (after optional whitespace) by a JSON object is a candidate. The object
       is decoded with :meth:`json.JSONDecoder.raw_decode`, so nested objects and braces inside strings are read
       correctly (fair-forge's regex needed the object to end right before ``eos``). ``eos`` is expected after the
       object but not required, so a reply cut off after a complete object still parses. The **last** candidate
       wins, because the instructions put the answer at the end (after any reasoning or examples).
    2. Without a candidate (for example a bare JSON reply, or a fence spelled ````JSON``), the last top-level JSON
       object in the text that has the ``key`` key (``"score"`` for the Context judge, ``"rules"`` for the
       regulatory LLM judge).

    Args:
        text: the reply text.
        bos, eos: the markers the judge was asked to use (``bos`` may be empty: then rule 2 only).

    Returns:
        The decoded object.

    Raises:
        JudgeReplyError: no usable object (the message says what was wrong).
    """
    found: list[dict] = []
    decode_error: Optional[str] = None
    if bos:
        pos = 0
        while True:
            i = text.find(bos, pos)
            if i < 0:
                break
            j = _skip_ws(text, i + len(bos))
            pos = i + len(bos)
            if j < len(text) and text[j] == "{":
                try:
                    obj, _end = _DECODER.raw_decode(text, j)
                except json.JSONDecodeError as exc:
                    decode_error = f"invalid JSON after {bos!r}: {exc.msg} (char {exc.pos - j})"
                    continue
                if isinstance(obj, dict):
                    found.append(obj)
    if found:
        return found[-1]
    bare: list[dict] = []
    i = text.find("{")
    while i >= 0:
        try:
            obj, end = _DECODER.raw_decode(text, i)
        except json.JSONDecodeError:
            i = text.find("{", i + 1)
            continue
        if isinstance(obj, dict) and key in obj:
            bare.append(obj)
        i = text.find("{", end)
    if bare:
        return bare[-1]
    if decode_error:
        raise JudgeReplyError(decode_error)
    if not text.strip():
        raise JudgeReplyError("empty reply")
    where = f"between {bos!r} and {eos!r}" if bos else "in the reply"
    raise JudgeReplyError(f"no JSON object with a {key} {where}" if key == "score" else
                          f"no JSON object with a {key!r} key {where}")


def validate_judgement(obj: Any) -> tuple[float, str]:
    """``(score, insight)`` from a decoded reply (a dict, or an object with ``score``/``insight`` attributes).

    ``score`` must be a finite number (or a numeric string) in [0, 1]; ``insight`` must be a string.

    Raises:
        JudgeReplyError: missing key, wrong type, or score outside [0, 1].
    """
    if isinstance(obj, dict):
        data = obj
    elif hasattr(obj, "score"):
        data = {"score": obj.score, "insight": getattr(obj, "insight", None)}
    else:
        raise JudgeReplyError(f"reply is a {type(obj).__name__}, not an object with score and insight")
    if "score" not in data:
        raise JudgeReplyError("reply has no 'score'")
    raw = data["score"]
    if isinstance(raw, bool):
        raise JudgeReplyError(f"score {raw!r} is not a number")
    if isinstance(raw, (int, float)):
        score = float(raw)
    elif isinstance(raw, str):
        try:
            score = float(raw.strip())
        except ValueError:
            raise JudgeReplyError(f"score {raw[:40]!r} is not a number") from None
    else:
        raise JudgeReplyError(f"score {str(raw)[:40]!r} is not a number")
    if not math.isfinite(score) or not 0.0 <= score <= 1.0:
        raise JudgeReplyError(f"score {raw!r} is outside [0, 1]")
    insight = data.get("insight")
    if not isinstance(insight, str):
        raise JudgeReplyError("reply has no 'insight' string")
    return score, insight
