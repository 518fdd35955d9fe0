"""Corpus from a local folder of markdown files."""

from __future__ import annotations

import logging
from pathlib import Path

from fairforge_core.connectors.base import (
    CorpusConnector,
    CorpusSnapshot,
    RegulatoryDocument,
    content_version,
    is_markdown_path,
    normalise_markdown,
)

logger = logging.getLogger("fairforge.connectors")


class LocalCorpusConnector(CorpusConnector):
    """Reads ``.md`` and ``.markdown`` files recursively under ``corpus_dir``.

    Differences from fair-forge's connector (all deliberate): the search is recursive and case-insensitive on the
    suffix; files are returned sorted by relative path (deterministic tie order in retrieval); ``source`` is the
    POSIX path relative to ``corpus_dir``; a UTF-8 byte-order mark is removed and CRLF line endings normalised.
    Hidden files and folders (name starting with ``.``) are skipped.

    Raises (from :meth:`load_documents`):
        FileNotFoundError: ``corpus_dir`` does not exist or is not a folder.
        ValueError: a file is not valid UTF-8 (the message names it).
    """

    def __init__(self, corpus_dir: str | Path):
        self.corpus_dir = Path(corpus_dir)

    def _paths(self) -> list[Path]:
        root = self.corpus_dir
        if not root.is_dir():
            raise FileNotFoundError(f"corpus folder not found: {root}")
        paths = []
        for path in root.rglob("*"):
            rel = path.relative_to(root)
            if any(part.startswith(".") for part in rel.parts):
                continue
            if path.is_file() and is_markdown_path(path.name):
                paths.append(path)
        return sorted(paths, key=lambda p: p.relative_to(root).as_posix())

    def load_documents(self) -> list[RegulatoryDocument]:
        docs = []
        for path in self._paths():
            source = path.relative_to(self.corpus_dir).as_posix()
            docs.append(RegulatoryDocument(text=normalise_markdown(path.read_bytes(), source), source=source))
        if not docs:
            logger.warning("corpus folder %s contains no .md or .markdown files", self.corpus_dir)
        return docs

    def snapshot(self) -> CorpusSnapshot:
        docs = self.load_documents()
        return CorpusSnapshot(
            snapshot_id=content_version(docs),
            source_kind="local",
            location=str(self.corpus_dir.resolve()),
            documents=docs,
        )
