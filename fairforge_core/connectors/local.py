"""Corpus from a local folder of markdown files."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from fairforge_core.connectors.base import (
    CorpusConnector,
    CorpusReadError,
    CorpusSnapshot,
    RegulatoryDocument,
    content_version,
    is_markdown_path,
    normalise_markdown,
)

logger = logging.getLogger("fairforge.connectors")


#: corpus folders already reported empty in this process
_WARNED_EMPTY: set[str] = set()

class LocalCorpusConnector(CorpusConnector):
    """Reads ``.md`` and ``.markdown`` files recursively under ``corpus_dir``.

    Differences from fair-forge's connector (all deliberate): the search is recursive and case-insensitive on the
    suffix; files are returned sorted by relative path (deterministic tie order in retrieval); ``source`` is the
    POSIX path relative to ``corpus_dir``; a UTF-8 byte-order mark is removed and CRLF line endings normalised.
    Hidden files and folders (name starting with ``.``) are skipped.

    The corpus boundary holds: a file or folder whose real path (symlinks resolved) leaves ``corpus_dir`` is
    never read; it is skipped with a warning (logger ``fairforge.connectors``) and listed in :attr:`skipped`.

    Args:
        corpus_dir: the corpus root folder.
        skip_unreadable: skip (warn, list in :attr:`skipped`) a file that is binary or not UTF-8 instead of
            raising.

    Attributes:
        skipped: ``{source: reason}`` of the files and folders the last :meth:`load_documents` skipped.

    Raises (from :meth:`load_documents`):
        FileNotFoundError: ``corpus_dir`` does not exist or is not a folder.
        CorpusReadError (a ``ValueError``): a file is binary or not valid UTF-8 (the message names it and the byte
            offset), unless ``skip_unreadable``.
    """

    def __init__(self, corpus_dir: str | Path, skip_unreadable: bool = False):
        self.corpus_dir = Path(corpus_dir)
        self.skip_unreadable = skip_unreadable
        self.skipped: dict[str, str] = {}

    def _skip(self, source: str, reason: str) -> None:
        self.skipped[source] = reason
        logger.warning("corpus: skipped %s: %s", source, reason)

    def _paths(self) -> list[Path]:
        root = self.corpus_dir
        if not root.is_dir():
            raise FileNotFoundError(f"corpus folder not found: {root}")
        real_root = root.resolve()
        paths = []
        seen_dirs = {real_root}
        for folder, dirs, files in os.walk(root, followlinks=True):
            here = Path(folder)
            for name in sorted(dirs):
                path = here / name
                real = path.resolve()
                if name.startswith(".") or real in seen_dirs:
                    dirs.remove(name)  # hidden, or a link back to a folder already walked
                elif not real.is_relative_to(real_root):
                    dirs.remove(name)
                    self._skip(path.relative_to(root).as_posix(),
                               "symlink to a folder outside the corpus folder; not read")
                else:
                    seen_dirs.add(real)
            for name in files:
                path = here / name
                if name.startswith(".") or not is_markdown_path(name):
                    continue
                if not path.resolve().is_relative_to(real_root):
                    self._skip(path.relative_to(root).as_posix(), "symlink to a file outside the corpus folder; "
                               "not read")
                elif path.is_file():
                    paths.append(path)
        return sorted(paths, key=lambda p: p.relative_to(root).as_posix())

    def load_documents(self) -> list[RegulatoryDocument]:
        self.skipped = {}
        docs = []
        for path in self._paths():
            source = path.relative_to(self.corpus_dir).as_posix()
            try:
                text = normalise_markdown(path.read_bytes(), source)
            except CorpusReadError as exc:
                if not self.skip_unreadable:
                    raise
                self._skip(source, exc.reason)
                continue
            docs.append(RegulatoryDocument(text=text, source=source))
        key = str(self.corpus_dir.resolve())
        if not docs and key not in _WARNED_EMPTY:  # once per folder and process, not once per asset that reads it
            logger.warning("corpus folder %s contains no .md or .markdown files", self.corpus_dir)
            _WARNED_EMPTY.add(key)
        elif docs:
            _WARNED_EMPTY.discard(key)  # warn again if it empties later
        return docs

    def snapshot(self) -> CorpusSnapshot:
        docs = self.load_documents()
        return CorpusSnapshot(
            snapshot_id=content_version(docs),
            source_kind="local",
            location=str(self.corpus_dir.resolve()),
            documents=docs,
        )
