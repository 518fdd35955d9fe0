"""Corpus connector interface (``fair_forge.connectors.base``) and the snapshot record used for lineage."""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from datetime import datetime
from typing import Optional


@dataclass
class RegulatoryDocument:
    """One markdown document of the regulatory corpus.

    Attributes:
        text: document text (UTF-8, BOM removed, line endings normalised to ``\\n`` by fairforge's connectors).
        source: path relative to the corpus root, with ``/`` separators (fairforge; fair-forge used the bare name).
    """

    text: str
    source: str

    @property
    def checksum(self) -> str:
        """sha256 hex digest of the UTF-8 text: the ground truth for "did this document change"."""
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()


@dataclass
class CorpusSnapshot:
    """A corpus at one exact version, with what lineage needs.

    Attributes:
        snapshot_id: the version id: the lakeFS commit id, or ``sha256:<hex>`` of a local folder's content
            (see :func:`content_version`).
        source_kind: ``"local"`` or ``"lakefs"``.
        location: folder path or ``lakefs://repo/ref/prefix`` (never contains credentials).
        documents: the documents, in deterministic order.
        repository, requested_ref, commit_id, commit_message, commit_date: lakeFS details (``None`` for local).
        documents_changed: paths that differ from ``previous_snapshot_id`` when the connector knows (lakeFS diff).
    """

    snapshot_id: str
    source_kind: str
    location: str
    documents: list[RegulatoryDocument]
    repository: Optional[str] = None
    requested_ref: Optional[str] = None
    commit_id: Optional[str] = None
    commit_message: Optional[str] = None
    commit_date: Optional[datetime] = None
    previous_snapshot_id: Optional[str] = None
    documents_changed: Optional[list[str]] = None
    extra: dict = field(default_factory=dict)


def content_version(documents: list[RegulatoryDocument]) -> str:
    """Content hash of a corpus: ``sha256:`` + sha256 over the sorted ``(source, checksum)`` pairs.

    Independent of file order, modification times and the folder's absolute path.
    """
    h = hashlib.sha256()
    for doc in sorted(documents, key=lambda d: d.source):
        h.update(doc.source.encode("utf-8"))
        h.update(b"\0")
        h.update(doc.checksum.encode("ascii"))
        h.update(b"\n")
    return "sha256:" + h.hexdigest()


class CorpusConnector(ABC):
    """Loads the regulatory corpus."""

    @abstractmethod
    def load_documents(self) -> list[RegulatoryDocument]:
        """Return every document of the corpus, in a deterministic order."""

    def snapshot(self) -> CorpusSnapshot:
        """Load the corpus and describe its version. The default uses :func:`content_version`."""
        docs = self.load_documents()
        return CorpusSnapshot(
            snapshot_id=content_version(docs),
            source_kind="custom",
            location=type(self).__name__,
            documents=docs,
        )


#: invisible characters and what they become before hashing and storage: zero-width space, zero-width non-joiner
#: and joiner, word joiner, byte-order mark (inside the text) and soft hyphen are removed; no-break spaces become
#: spaces. A policy saved with or without them then gives the same chunks, hashes and corpus version.
INVISIBLE = str.maketrans({"\u200b": None, "\u200c": None, "\u200d": None, "\u2060": None, "\ufeff": None,
                           "\u00ad": None, "\u00a0": " ", "\u202f": " ", "\u2007": " "})


def strip_invisible(text: str) -> str:
    """``text`` with the :data:`INVISIBLE` characters removed (no-break spaces turned into spaces)."""
    return text.translate(INVISIBLE)


class CorpusReadError(ValueError):
    """A corpus file that is not markdown text (not valid UTF-8, or binary). The message is one line naming the
    file and the byte offset: ``corpus file '<source>' <reason>``; ``source`` is the file's path relative to the
    corpus root and ``reason`` the rest (``"is binary, not markdown text (NUL byte at byte 12)"``)."""

    def __init__(self, source: str, reason: str):
        super().__init__(f"corpus file {source!r} {reason}")
        self.source = source
        self.reason = reason


def normalise_markdown(raw: bytes, source: str) -> str:
    """Decode a corpus file: strict UTF-8, invisible characters removed (:func:`strip_invisible`, a BOM anywhere
    included), CRLF and lone CR turned into LF.

    Raises:
        CorpusReadError (a ``ValueError``): the file is binary (holds a NUL byte) or not valid UTF-8; the message
            names the file and the byte offset.
    """
    nul = raw.find(b"\0")
    if nul != -1:
        raise CorpusReadError(source, f"is binary, not markdown text (NUL byte at byte {nul})")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CorpusReadError(source, f"is not valid UTF-8 (byte {exc.start}: {exc.reason})") \
            from None
    return strip_invisible(text).replace("\r\n", "\n").replace("\r", "\n")


MARKDOWN_SUFFIXES = (".md", ".markdown")


def is_markdown_path(path: str) -> bool:
    """True for ``.md`` and ``.markdown`` files (case-insensitive)."""
    return path.lower().endswith(MARKDOWN_SUFFIXES)
