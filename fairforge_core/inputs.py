"""Reading conversations: JSONL (one session per line), the seeds' JSON (a list of sessions), or a folder of them.

Every valid session is yielded; every problem becomes a :class:`Rejection` naming the file, the line and the reason,
and the scan goes on. A session id seen before is rejected with a pointer to its first occurrence (duplicates are
never merged). A session's date partition is the UTC date of ``started_at``, or ``default_date`` when it has none.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Optional, Union

from pydantic import TypeAdapter, ValidationError

from fairforge_core.schemas.common import Dataset

INPUT_SUFFIXES = (".jsonl", ".json", ".ndjson")
EXCERPT_CHARS = 200


@dataclass(frozen=True)
class LoadedSession:
    """A valid session with where it came from and its partition."""

    dataset: Dataset
    input_file: str
    line: int
    partition_date: date

    @property
    def assistant_id(self) -> str:
        return self.dataset.assistant_id


@dataclass(frozen=True)
class Rejection:
    """An input record that could not be evaluated. ``line`` is 1-based."""

    input_file: str
    line: int
    reason: str
    session_id: Optional[str] = None
    assistant_id: Optional[str] = None
    partition_date: Optional[date] = None
    excerpt: Optional[str] = None

    def describe(self) -> str:
        return f"{self.input_file}:{self.line}: {self.reason}"


def today_utc() -> date:
    return datetime.now(timezone.utc).date()


def input_files(path: Union[str, Path]) -> list[Path]:
    """The files to read: ``path`` itself, or every ``.jsonl``/``.ndjson``/``.json`` under a folder, sorted.

    Raises:
        FileNotFoundError: ``path`` does not exist.
    """
    p = Path(path)
    if p.is_dir():
        return sorted(
            (f for f in p.rglob("*") if f.is_file() and f.suffix.lower() in INPUT_SUFFIXES
             and not any(part.startswith(".") for part in f.relative_to(p).parts)),
            key=lambda f: f.relative_to(p).as_posix(),
        )
    if p.exists():  # a file, or a device such as /dev/null or a pipe: read as it is
        return [p]
    raise FileNotFoundError(f"conversations input not found: {p}")


def session_date(ds: Dataset, default_date: date) -> date:
    """UTC date of ``started_at`` (naive times are taken as UTC), else ``default_date``."""
    if ds.started_at is None:
        return default_date
    ts = ds.started_at
    if ts.tzinfo is None:
        ts = ts.replace(tzinfo=timezone.utc)
    return ts.astimezone(timezone.utc).date()


def one_line_validation_error(exc: ValidationError) -> str:
    """A pydantic error as one line: ``"conversation.0.weight: Input should be a finite number; ..."`` (at most
    five fields, then ``(+N more)``), without pydantic's URLs and input dumps."""
    parts = []
    for err in exc.errors()[:5]:
        loc = ".".join(str(x) for x in err.get("loc", ())) or "(root)"
        msg = str(err.get("msg", "")).removeprefix("Value error, ")
        parts.append(f"{loc}: {msg}")
    more = len(exc.errors()) - 5
    return "; ".join(parts) + (f" (+{more} more)" if more > 0 else "")


def _format_validation_error(exc: ValidationError) -> str:
    return "invalid session: " + one_line_validation_error(exc)


def _check_session(ds: Dataset) -> Optional[str]:
    if not ds.session_id.strip():
        return "invalid session: session_id is blank"
    if not ds.assistant_id.strip():
        return "invalid session: assistant_id is blank"
    seen: set[str] = set()
    for i, b in enumerate(ds.conversation):
        if not b.qa_id.strip():
            return f"invalid session: conversation.{i}.qa_id is blank"
        if b.qa_id in seen:
            return f"invalid session: duplicate qa_id {b.qa_id!r} in conversation"
        seen.add(b.qa_id)
    return None


def _records(path: Path) -> Iterator[tuple[int, Union[object, Exception], str]]:
    """Yield ``(line, parsed object or the parse error, raw text excerpt)`` for each record of a file."""
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        yield 1, ValueError(f"file is not valid UTF-8 (byte {exc.start})"), ""
        return
    if text.startswith("\ufeff"):
        text = text[1:]
    stripped = text.lstrip()
    if path.suffix.lower() == ".json" and stripped.startswith("["):
        yield from _json_array_records(text)
        return
    if path.suffix.lower() == ".json" and stripped.startswith("{") and "\n{" not in stripped:
        try:
            yield text[: len(text) - len(stripped)].count("\n") + 1, json.loads(text), stripped[:EXCERPT_CHARS]
        except json.JSONDecodeError as exc:
            yield exc.lineno, ValueError(f"malformed JSON: {exc.msg} (column {exc.colno})"), stripped[:EXCERPT_CHARS]
        return
    for lineno, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            yield lineno, json.loads(line), line[:EXCERPT_CHARS]
        except json.JSONDecodeError as exc:
            yield lineno, ValueError(f"malformed JSON: {exc.msg} (column {exc.colno})"), line[:EXCERPT_CHARS]


def _json_array_records(text: str) -> Iterator[tuple[int, Union[object, Exception], str]]:
    """Elements of a top-level JSON array, each with the line where it starts."""
    decoder = json.JSONDecoder()
    pos = text.index("[") + 1
    n = len(text)

    def skip_ws(i: int) -> int:
        while i < n and text[i] in " \t\r\n":
            i += 1
        return i

    pos = skip_ws(pos)
    if pos < n and text[pos] == "]":
        return
    while pos < n:
        line = text.count("\n", 0, pos) + 1
        try:
            obj, end = decoder.raw_decode(text, pos)
        except json.JSONDecodeError as exc:
            yield exc.lineno, ValueError(f"malformed JSON: {exc.msg} (column {exc.colno}); rest of file skipped"), \
                text[pos : pos + EXCERPT_CHARS]
            return
        yield line, obj, text[pos : min(end, pos + EXCERPT_CHARS)]
        pos = skip_ws(end)
        if pos < n and text[pos] == ",":
            pos = skip_ws(pos + 1)
        elif pos < n and text[pos] == "]":
            return
        else:
            yield text.count("\n", 0, pos) + 1, ValueError("malformed JSON: expected ',' or ']'"), \
                text[pos : pos + EXCERPT_CHARS]
            return


def scan_conversations(
    path: Union[str, Path], default_date: Optional[date] = None
) -> Iterator[Union[LoadedSession, Rejection]]:
    """Read every session under ``path``; yields :class:`LoadedSession` or :class:`Rejection` in input order.

    Args:
        path: a ``.jsonl`` file, a ``.json`` file (a list of sessions or one session), or a folder of them.
        default_date: partition date of sessions without ``started_at`` (default: today, UTC).

    Raises:
        FileNotFoundError: ``path`` does not exist (individual bad records never raise).
    """
    default_date = default_date or today_utc()
    first_seen: dict[str, str] = {}
    for f in input_files(path):
        name = str(f)
        for line, obj, excerpt in _records(f):
            if isinstance(obj, Exception):
                yield Rejection(name, line, str(obj), excerpt=excerpt)
                continue
            sid = obj.get("session_id") if isinstance(obj, dict) else None
            aid = obj.get("assistant_id") if isinstance(obj, dict) else None
            sid = sid if isinstance(sid, str) else None
            aid = aid if isinstance(aid, str) else None
            try:
                ds = Dataset.model_validate(obj)
            except ValidationError as exc:
                yield Rejection(name, line, _format_validation_error(exc), sid, aid, excerpt=excerpt)
                continue
            problem = _check_session(ds)
            pdate = session_date(ds, default_date)
            if problem:
                yield Rejection(name, line, problem, sid, aid, pdate, excerpt)
                continue
            where = f"{name}:{line}"
            if ds.session_id in first_seen:
                yield Rejection(name, line, f"duplicate session_id {ds.session_id!r} (first seen at "
                                f"{first_seen[ds.session_id]}); not merged", sid, aid, pdate, excerpt)
                continue
            first_seen[ds.session_id] = where
            yield LoadedSession(ds, name, line, pdate)


def earliest_session_date(path: Union[str, Path], default_date: Optional[date] = None) -> Optional[date]:
    """The earliest partition date of the records under ``path``, or ``None`` when no record has one.

    Cheaper than :func:`scan_conversations` (records are parsed as JSON, only ``started_at`` is validated), for
    choosing the first day of the date partitions: every valid session's date is on or after the result (a record
    rejected for another reason may make it earlier, never later). A record without ``started_at`` counts as
    ``default_date`` (default: today, UTC); a record whose ``started_at`` is invalid is ignored.

    Raises:
        FileNotFoundError: ``path`` does not exist.
    """
    adapter = TypeAdapter(datetime)
    default_date = default_date or today_utc()
    earliest: Optional[date] = None
    for f in input_files(path):
        for _, obj, _ in _records(f):
            if not isinstance(obj, dict):
                continue
            raw = obj.get("started_at")
            if raw is None:
                day = default_date
            else:
                try:
                    ts = adapter.validate_python(raw)
                except ValidationError:
                    continue
                if ts.tzinfo is None:
                    ts = ts.replace(tzinfo=timezone.utc)
                day = ts.astimezone(timezone.utc).date()
            if earliest is None or day < earliest:
                earliest = day
    return earliest


def partitions_in(path: Union[str, Path], default_date: Optional[date] = None) -> dict[tuple[str, date], int]:
    """``{(assistant_id, date): number of valid sessions}`` for the input under ``path``."""
    out: dict[tuple[str, date], int] = {}
    for item in scan_conversations(path, default_date):
        if isinstance(item, LoadedSession):
            key = (item.assistant_id, item.partition_date)
            out[key] = out.get(key, 0) + 1
    return out
