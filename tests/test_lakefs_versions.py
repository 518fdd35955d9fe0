"""Recording corpus versions incrementally (DuckDB) and re-embedding only what changed."""

from datetime import date

import pytest
from fakes import HashingEmbedder
from lakefs_fake import seed_sample_corpus

from fairforge_core.chunking import chunk_documents
from fairforge_core.config import SAMPLE_CORPUS, EvaluationSettings
from fairforge_core.connectors.base import RegulatoryDocument
from fairforge_core.connectors.lakefs import LakeFSCorpusConnector
from fairforge_core.connectors.local import LocalCorpusConnector
from fairforge_core.corpus_versions import (
    CorpusVersionConflictError,
    current_version,
    document_changes,
    lineage_defects,
    record_corpus_version,
)
from fairforge_core.pipeline import current_snapshot_id, embed_snapshot
from fairforge_core.store import DuckDBStore

SETTINGS = EvaluationSettings(chunk_size=200, chunk_overlap=20)
LONG_DOC = "\n\n".join(f"## Rule {i}\nAgents must state fee {i} in writing before day {i + 3}." for i in range(12))


def connector(fake, **kw) -> LakeFSCorpusConnector:
    return LakeFSCorpusConnector(fake.url, fake.access_key_id, fake.secret_access_key, "regs", **kw)


def test_document_changes_compares_content_hashes():
    assert document_changes({"a": "1", "b": "2", "c": "3"}, {"a": "1", "b": "9", "d": "4"}) == {
        "b": "changed", "c": "removed", "d": "added"}
    assert document_changes({}, {}) == {}


def test_a_commit_changing_one_document_embeds_only_its_new_chunks(fake_lakefs, tmp_path):
    seed_sample_corpus(fake_lakefs)
    fake_lakefs.commit("regs", "main", {"corpus/rules/fees.md": LONG_DOC})
    con = connector(fake_lakefs)
    embedder = HashingEmbedder()
    with DuckDBStore(tmp_path / "ff.duckdb") as store:
        first = record_corpus_version(store, con)
        index1, stats1 = embed_snapshot(store, SETTINGS, first.snapshot_id, embedder)
        assert first.is_new and first.previous_snapshot_id is None
        assert first.documents_changed == first.n_documents == 4 and set(first.changes.values()) == {"added"}
        assert stats1.embedded == len({c.chunk_hash for c in index1.chunks}) > 8 and stats1.reused == 0

        # one sentence of one document changes
        edited = LONG_DOC.replace("fee 7 in writing", "fee 7 orally")
        c2 = fake_lakefs.commit("regs", "main", {"corpus/rules/fees.md": edited}, message="Relax rule 7")
        fake_lakefs.exchanges.clear()
        second = record_corpus_version(store, con)
        texts_before = embedder.texts_encoded
        index2, stats2 = embed_snapshot(store, SETTINGS, second.snapshot_id, embedder)

        downloads = [e for e in fake_lakefs.exchanges if e.path.endswith("/objects")]
        assert len(downloads) == 1 and "fees.md" in downloads[0].query
        assert len(fake_lakefs.requests_to("/diff/")) == 1
        assert second.snapshot_id == c2 and second.previous_snapshot_id == first.snapshot_id
        assert second.changes == {"rules/fees.md": "changed"} and second.documents_changed == 1
        assert (second.documents_read, second.documents_reused) == (1, 3)

        old_chunks = {c.chunk_hash for c in chunk_documents([RegulatoryDocument(LONG_DOC, "rules/fees.md")],
                                                            200, 20)}
        new_chunks = {c.chunk_hash for c in chunk_documents([RegulatoryDocument(edited, "rules/fees.md")], 200, 20)}
        expected = len(new_chunks - old_chunks)
        assert 1 <= expected < len(new_chunks)  # the chunks before the edit keep their hashes
        assert stats2.embedded == expected == embedder.texts_encoded - texts_before
        assert stats2.reused == len({c.chunk_hash for c in index2.chunks}) - expected

        row = store.query_dicts("SELECT * FROM corpus_snapshots WHERE snapshot_id = ?", [c2])[0]
        assert row["repository"] == "regs" and row["requested_ref"] == "main" and row["commit_id"] == c2
        assert row["commit_message"] == "Relax rule 7" and row["commit_date"] is not None
        assert row["corpus_prefix"] == "corpus/" and len(row["meta_range_id"]) == 64
        assert (row["documents_changed"], row["documents_read"], row["previous_snapshot_id"]) == (1, 1,
                                                                                                 first.snapshot_id)
        docs = store.query_dicts("SELECT source, checksum, object_checksum, text FROM corpus_documents "
                                 "WHERE snapshot_id = ? ORDER BY source", [c2])
        assert [d["source"] for d in docs] == ["card_disputes.md", "collections_calls.md",
                                               "policies/complaints.md", "rules/fees.md"]
        assert all(d["checksum"] == RegulatoryDocument(d["text"], d["source"]).checksum for d in docs)
        assert all(len(d["object_checksum"]) == 32 for d in docs)
        assert store.query("SELECT source, change, old_checksum IS NOT NULL, new_checksum IS NOT NULL "
                           "FROM corpus_document_changes WHERE snapshot_id = ?", [c2]) == [
            ("rules/fees.md", "changed", True, True)]

        # the same commit again: nothing is read, the report repeats what changed in that version
        fake_lakefs.exchanges.clear()
        again = record_corpus_version(store, con)
        assert not again.is_new and again.documents_changed == 1 and again.documents_read == 0
        assert not [e for e in fake_lakefs.exchanges if "/refs/" in e.path]


def test_content_hashes_are_the_ground_truth(fake_lakefs, tmp_path):
    seed_sample_corpus(fake_lakefs)
    con = connector(fake_lakefs)
    text = (SAMPLE_CORPUS / "card_disputes.md").read_text(encoding="utf-8")
    with DuckDBStore(tmp_path / "ff.duckdb") as store:
        first = record_corpus_version(store, con)
        assert embed_snapshot(store, SETTINGS, first.snapshot_id, HashingEmbedder())[1].embedded > 0
        # re-uploaded with CRLF line endings and a BOM: lakeFS sees a changed object, the text is the same
        fake_lakefs.commit("regs", "main", {"corpus/card_disputes.md": "\ufeff" + text.replace("\n", "\r\n")})
        assert con.diff(first.snapshot_id, con.resolve_commit().commit_id) == {"card_disputes.md": "changed"}
        report = record_corpus_version(store, con)
        assert report.is_new and report.documents_read == 1 and report.documents_changed == 0
        _, stats = embed_snapshot(store, SETTINGS, report.snapshot_id, HashingEmbedder())
        assert stats.embedded == 0


def test_pinned_past_commit_and_previous_version_by_last_seen(fake_lakefs, tmp_path):
    c1 = seed_sample_corpus(fake_lakefs)
    c2 = fake_lakefs.commit("regs", "main", {"corpus/card_disputes.md": "# Disputes\nA short new text."})
    with DuckDBStore(tmp_path / "ff.duckdb") as store:
        assert record_corpus_version(store, connector(fake_lakefs)).snapshot_id == c2
        pinned = record_corpus_version(store, connector(fake_lakefs, branch_name=c1))
        assert pinned.snapshot_id == c1 and pinned.previous_snapshot_id == c2
        assert pinned.changes == {"card_disputes.md": "changed"} and pinned.documents_read == 1
        assert store.latest_snapshot_id() == c1
        # later evaluations of the branch keep using the branch's version, not the pinned one
        assert current_version(store, "lakefs://regs/main/corpus") == c2
        assert current_version(store, f"lakefs://regs/{c1}/corpus/") == c1
        assert current_snapshot_id(store, EvaluationSettings(corpus="lakefs://regs/main/corpus/")) == c2
        texts = dict(store.query("SELECT source, text FROM corpus_documents WHERE snapshot_id = ?", [c1]))
        assert texts["card_disputes.md"] == (SAMPLE_CORPUS / "card_disputes.md").read_text(encoding="utf-8")
        # the observed-commit path: read an explicit commit id whatever the ref says
        assert record_corpus_version(store, connector(fake_lakefs), commit_id=c2).snapshot_id == c2
        # the branch moves on: it is compared with the branch's previous head, not the pinned commit seen last
        record_corpus_version(store, connector(fake_lakefs, branch_name=c1))
        c3 = fake_lakefs.commit("regs", "main", {"corpus/policies/complaints.md": "# Complaints\nWithin 8 weeks."})
        third = record_corpus_version(store, connector(fake_lakefs))
        assert third.snapshot_id == c3 and third.previous_snapshot_id == c2
        assert third.changes == {"policies/complaints.md": "changed"}


def test_one_commit_cannot_be_recorded_for_two_prefixes(fake_lakefs, tmp_path):
    seed_sample_corpus(fake_lakefs)
    fake_lakefs.commit("regs", "main", {"other/x.md": "# Other corpus"})
    with DuckDBStore(tmp_path / "ff.duckdb") as store:
        record_corpus_version(store, connector(fake_lakefs))
        with pytest.raises(CorpusVersionConflictError, match="already recorded"):
            record_corpus_version(store, connector(fake_lakefs, corpus_prefix="other/"))


def test_local_folder_versions_are_content_hashes_with_changes(tmp_path):
    folder = tmp_path / "corpus"
    (folder / "eu").mkdir(parents=True)
    (folder / "refunds.md").write_text("# Refunds\nWithin 10 days.", encoding="utf-8")
    (folder / "eu" / "refunds.md").write_text("# Refunds\nWithin 14 days.", encoding="utf-8")
    with DuckDBStore(tmp_path / "ff.duckdb") as store:
        first = record_corpus_version(store, LocalCorpusConnector(folder))
        assert first.snapshot_id.startswith("sha256:") and first.documents_changed == 2
        (folder / "eu" / "refunds.md").write_text("# Refunds\nWithin 30 days.", encoding="utf-8")
        second = record_corpus_version(store, LocalCorpusConnector(folder))
        assert second.previous_snapshot_id == first.snapshot_id
        assert second.changes == {"eu/refunds.md": "changed"}
        assert current_version(store, str(folder)) == second.snapshot_id
        assert current_version(store, str(tmp_path / "elsewhere")) == second.snapshot_id  # fallback: latest seen
        assert lineage_defects(store, "nobody", date(2026, 1, 1)) == []


def test_a_schema_1_database_is_migrated_in_place(fake_lakefs, tmp_path):
    import duckdb

    from fairforge_core.store.schema import MIGRATIONS

    path = tmp_path / "old.duckdb"
    con = duckdb.connect(str(path))
    con.execute("CREATE TABLE fairforge_schema (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ)")
    con.execute(MIGRATIONS[0][1])
    con.execute("INSERT INTO fairforge_schema VALUES (1, now())")
    con.execute("INSERT INTO corpus_snapshots VALUES ('sha256:old', 'local', '/old', NULL, NULL, NULL, NULL, NULL, "
                "1, 5, now(), now())")
    con.execute("INSERT INTO corpus_documents VALUES ('sha256:old', 'a.md', 'x', 5, 'hello')")
    con.close()
    c1 = seed_sample_corpus(fake_lakefs)
    with DuckDBStore(path) as store:
        assert [v for (v,) in store.query("SELECT version FROM fairforge_schema ORDER BY 1")][:2] == [1, 2]
        assert store.query("SELECT corpus_prefix, documents_changed FROM corpus_snapshots") == [(None, None)]
        assert record_corpus_version(store, connector(fake_lakefs)).snapshot_id == c1
        assert store.query("SELECT count(*) FROM corpus_documents WHERE object_checksum IS NOT NULL")[0][0] == 3
