import pytest

from fairforge_core.connectors import LocalCorpusConnector
from fairforge_core.connectors.base import content_version


def write(path, data: bytes):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def test_reads_md_and_markdown_recursively_in_sorted_order_with_relative_sources(tmp_path):
    write(tmp_path / "b.md", b"# B\nbody")
    write(tmp_path / "a.MARKDOWN", b"# A\nbody")
    write(tmp_path / "procedures" / "b.md", b"# nested B")
    write(tmp_path / "notes.txt", b"not markdown")
    write(tmp_path / ".git" / "x.md", b"hidden")
    docs = LocalCorpusConnector(tmp_path).load_documents()
    assert [d.source for d in docs] == ["a.MARKDOWN", "b.md", "procedures/b.md"]


def test_bom_is_stripped_and_crlf_normalised(tmp_path):
    write(tmp_path / "bom.md", "\ufeff# Title\r\nline one\r\nline two\rline three".encode())
    (doc,) = LocalCorpusConnector(tmp_path).load_documents()
    assert doc.text == "# Title\nline one\nline two\nline three"


def test_same_file_name_in_two_folders_gives_two_sources(tmp_path):
    write(tmp_path / "do_not_call.md", b"federal rule")
    write(tmp_path / "procedures" / "do_not_call.md", b"company rule")
    docs = LocalCorpusConnector(tmp_path).load_documents()
    assert {d.source: d.text for d in docs} == {"do_not_call.md": "federal rule",
                                                "procedures/do_not_call.md": "company rule"}


def test_missing_folder_raises_file_not_found_on_load(tmp_path):
    conn = LocalCorpusConnector(tmp_path / "nope")  # constructing is fine, as in fair-forge
    with pytest.raises(FileNotFoundError, match="nope"):
        conn.load_documents()


def test_empty_folder_gives_no_documents(tmp_path):
    assert LocalCorpusConnector(tmp_path).load_documents() == []


def test_invalid_utf8_names_the_file(tmp_path):
    write(tmp_path / "bad.md", b"ok \xff\xfe bad")
    with pytest.raises(ValueError, match="bad.md"):
        LocalCorpusConnector(tmp_path).load_documents()


def test_snapshot_id_is_a_content_hash_independent_of_location(tmp_path):
    for root in (tmp_path / "one", tmp_path / "two"):
        write(root / "a.md", b"rule A")
        write(root / "sub" / "b.md", b"rule B")
    s1 = LocalCorpusConnector(tmp_path / "one").snapshot()
    s2 = LocalCorpusConnector(tmp_path / "two").snapshot()
    assert s1.snapshot_id == s2.snapshot_id and s1.snapshot_id.startswith("sha256:")
    write(tmp_path / "two" / "sub" / "b.md", b"rule B changed")
    assert LocalCorpusConnector(tmp_path / "two").snapshot().snapshot_id != s1.snapshot_id
    assert content_version(s1.documents) == s1.snapshot_id
    assert s1.source_kind == "local"


def test_dev_corpus_loads_with_its_deliberate_mess(dev_set):
    docs = LocalCorpusConnector(dev_set / "corpus").load_documents()
    sources = [d.source for d in docs]
    assert "procedures/do_not_call.md" in sources and "do_not_call.md" in sources
    assert len(docs) == 6
    assert all("\r" not in d.text and not d.text.startswith("\ufeff") for d in docs)
