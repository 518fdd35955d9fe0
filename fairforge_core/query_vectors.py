"""Persisted query vectors: ``encode_query`` of interaction texts (user queries and answers), keyed by text.

Retrieval embeds every query and answer of a partition. Those vectors do not depend on the corpus, so re-evaluating
a partition after a corpus change (or with ``force``, or with other verdict settings) can take them from the
``query_embeddings`` table instead of the model: the re-run then costs retrieval, decisions and writes, not the
embedding of every interaction again. It also makes a re-evaluation use bit-identical vectors.

The offline learned judge stores the document-side ``encode`` vectors of its rule units, answers and questions in
the same table, under the embedder id suffixed ``|encode``, and its compliance model's three probabilities of each
(rule unit, interaction) pair, keyed by the exact pair text, under the model id suffixed ``|pairs``
(:meth:`fairforge_core.judges.LearnedJudge.use_vector_cache`).

Size: one ``FLOAT[dim]`` row per distinct text and embedder (about 1.6 kB at 384 dimensions, so about 3 kB per
interaction; ``retrieved_chunks`` stores more per interaction). It is a cache: rows may be deleted at any time, e.g.
``DELETE FROM query_embeddings WHERE created_at < now() - INTERVAL 90 DAY``; missing vectors are recomputed.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Optional

import numpy as np

if TYPE_CHECKING:  # the store (and duckdb) load only when a cache is used, not with the judges that accept one
    from fairforge_core.store.duckdb_store import DuckDBStore


def text_hash(text: str) -> str:
    """sha256 hex of the exact text (UTF-8); no normalisation, since query vectors depend on every character."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class QueryVectorCache:
    """``query_embeddings`` rows of one database.

    Writes never open a transaction of their own, so the cache can be used inside the partition's evaluation
    transaction (a failed evaluation rolls its new vectors back with its rows).

    Args:
        store: an open, writable :class:`~fairforge_core.store.DuckDBStore`.
    """

    def __init__(self, store: DuckDBStore):
        self.store = store

    def get_many(self, texts: Sequence[str], embedder_id: str) -> dict[str, np.ndarray]:
        """Stored vectors of ``texts`` for ``embedder_id``, by text (texts without a vector are absent)."""
        if not texts:
            return {}
        by_hash = {text_hash(t): t for t in texts}
        with self.store.registered("_ff_qhashes", {"text_hash": list(by_hash)}):
            res = self.store.con.execute(
                "SELECT e.text_hash, e.embedding FROM query_embeddings e JOIN _ff_qhashes h USING (text_hash) "
                "WHERE e.embedder_id = ?", [embedder_id]).fetchnumpy()
        return {by_hash[h]: np.asarray(v, dtype=np.float32) for h, v in zip(res["text_hash"], res["embedding"])}

    def put_many(self, embedder_id: str, vectors: Mapping[str, np.ndarray]) -> int:
        """Store vectors by text (existing ``(text_hash, embedder_id)`` rows are kept). Returns the count given."""
        if not vectors:
            return 0
        from fairforge_core.store.duckdb_store import utcnow

        texts = list(vectors)
        now = utcnow()
        self.store.insert_missing("query_embeddings", {
            "text_hash": [text_hash(t) for t in texts],
            "embedder_id": [embedder_id] * len(texts),
            "embedding": [np.asarray(vectors[t], dtype=np.float32) for t in texts],
            "created_at": [now] * len(texts),
        })
        return len(texts)


def cached_rows(cache: Optional[QueryVectorCache], key: str, texts: Sequence[str],
                compute: Callable[[list[str]], np.ndarray]) -> tuple[dict[str, np.ndarray], int]:
    """Float32 rows of distinct ``texts`` by text: those ``cache`` holds under ``key``, the rest from one
    ``compute(missing)`` call (shape ``(len(missing), d)``), which are then stored under ``key``. Without a cache every
    text is computed. Returns ``(rows by text, number of texts computed now)``. Used for query vectors
    (:func:`fairforge_core.engine.embed_unique`), and by the learned judge for its unit vectors and pair
    probabilities."""
    known = cache.get_many(texts, key) if cache is not None and texts else {}
    missing = [t for t in texts if t not in known]
    if missing:
        fresh = dict(zip(missing, np.asarray(compute(missing), dtype=np.float32)))
        if cache is not None:
            cache.put_many(key, fresh)
        known = {**known, **fresh}
    return known, len(missing)

