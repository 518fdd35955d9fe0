"""Reversible mapping between free-text assistant ids and Dagster partition keys.

Dagster rejects ``|``, ``,``, ``[`` and ``]`` in the keys of a multi-partitioned asset, and ``...`` and control
characters in any key. fairforge percent-encodes exactly those characters (and ``%`` itself, so that decoding is
unambiguous); everything else, spaces and accents included, stays readable: ``"télé-agent"`` maps to itself,
``"north|south"`` to ``"north%7Csouth"``. :func:`key_to_assistant` inverts :func:`assistant_to_key` exactly.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

_ALWAYS = set("%|,[]")
_DOTS = re.compile(r"\.{3,}")


def _enc(ch: str) -> str:
    return "".join(f"%{b:02X}" for b in ch.encode("utf-8"))


def assistant_to_key(assistant_id: str) -> str:
    """Encode an assistant id as a partition key (see the module docstring).

    Raises:
        ValueError: the id is empty.
    """
    if assistant_id == "":
        raise ValueError("assistant_id must not be empty")
    out = []
    for ch in assistant_id:
        if ch in _ALWAYS or ord(ch) < 32 or ord(ch) == 127:
            out.append(_enc(ch))
        else:
            out.append(ch)
    return _DOTS.sub(lambda m: _enc(".") * len(m.group(0)), "".join(out))


def key_to_assistant(key: str) -> str:
    """Decode a partition key made by :func:`assistant_to_key`."""
    return unquote(key, encoding="utf-8", errors="strict")
