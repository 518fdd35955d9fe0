"""LakeFSCorpusConnector against the in-process fake lakeFS server (real HTTP on 127.0.0.1, real lakefs-sdk)."""

import base64
import json
import logging
import socket
import time
import traceback
from datetime import timezone
from urllib.parse import parse_qsl

import pytest
from lakefs_fake import FakeLakeFS, seed_sample_corpus

from fairforge_core.connectors.lakefs import (
    ENV_ACCESS_KEY_ID,
    ENV_HOST,
    ENV_SECRET_ACCESS_KEY,
    KnownDocument,
    LakeFSAuthenticationError,
    LakeFSConfigError,
    LakeFSCorpusConnector,
    LakeFSError,
    LakeFSPrefixNotFoundError,
    LakeFSRefNotFoundError,
    LakeFSRepositoryNotFoundError,
    LakeFSUnavailableError,
    PreviousVersion,
    connector_from_uri,
    parse_lakefs_uri,
)
from tests.paths import LAKEFS_SPEC

SPEC = LAKEFS_SPEC

ODD_NAMES = ["Übersicht – §5 (DE).md", "日本語/規則.md", "a b+c&d=e.md", "%41.md"]


def make(fake: FakeLakeFS, **kw) -> LakeFSCorpusConnector:
    args = dict(host=fake.url, username=fake.access_key_id, password=fake.secret_access_key, repo_id="regs")
    args.update(kw)
    return LakeFSCorpusConnector(**args)


def test_snapshot_reads_markdown_recursively_at_the_commit(fake_lakefs):
    fake_lakefs.create_repo("regs")
    c1 = fake_lakefs.commit("regs", "main", {
        "corpus/refunds.md": "# Refunds\nRefund within 10 days.",
        "corpus/eu/refunds.md": "# Refunds (EU)\nRefund within 14 days.",  # same file name, another folder
        "corpus/guide.MARKDOWN": "# Guide\r\nCRLF text",
        "corpus/notes.txt": "not markdown",
        "corpus/eu/": "",  # a folder marker object
        "other/refunds.md": "outside the prefix",
        **{"corpus/" + n: f"# {n}\ntext of {n}" for n in ODD_NAMES},
    }, message="Import rules", metadata={"ticket": "REG-1"})
    snap = make(fake_lakefs).snapshot()

    assert snap.snapshot_id == snap.commit_id == c1
    assert snap.source_kind == "lakefs" and snap.repository == "regs" and snap.requested_ref == "main"
    assert snap.location == "lakefs://regs/main/corpus/"
    assert snap.commit_message == "Import rules"
    assert snap.commit_date.tzinfo == timezone.utc and snap.commit_date.year == 2026
    sources = [d.source for d in snap.documents]
    assert sources == sorted(["refunds.md", "eu/refunds.md", "guide.MARKDOWN", *ODD_NAMES])
    by = {d.source: d.text for d in snap.documents}
    assert by["eu/refunds.md"] == "# Refunds (EU)\nRefund within 14 days."
    assert by["refunds.md"] == "# Refunds\nRefund within 10 days."
    assert by["guide.MARKDOWN"] == "# Guide\nCRLF text"
    for n in ODD_NAMES:
        assert by[n] == f"# {n}\ntext of {n}"
    assert snap.extra["documents_read"] == len(sources) and snap.extra["documents_reused"] == 0
    assert set(snap.extra["object_checksums"]) == set(sources)


def test_ref_is_resolved_once_and_everything_is_read_at_the_commit_id(fake_lakefs):
    c1 = seed_sample_corpus(fake_lakefs)
    fake_lakefs.stage("regs", "main", {"corpus/card_disputes.md": "uncommitted draft"})
    fake_lakefs.exchanges.clear()
    snap = make(fake_lakefs).snapshot()

    assert snap.snapshot_id == c1
    assert "uncommitted draft" not in {d.text for d in snap.documents}  # a branch-name read would see it
    commit_calls = fake_lakefs.requests_to("/commits/")
    assert [e.path for e in commit_calls] == ["/api/v1/repositories/regs/commits/main"]
    data_calls = [e for e in fake_lakefs.exchanges if "/refs/" in e.path]
    assert len(data_calls) == 1 + 3  # one listing page, three documents
    assert all(e.path.startswith(f"/api/v1/repositories/regs/refs/{c1}/") for e in data_calls)


def test_any_ref_kind_resolves_to_its_commit(fake_lakefs):
    c1 = seed_sample_corpus(fake_lakefs)
    fake_lakefs.create_tag("regs", "v1", c1)
    c2 = fake_lakefs.commit("regs", "main", {"corpus/card_disputes.md": "# Disputes\nnew text"})
    for ref, expected in [("main", c2), ("v1", c1), (c1, c1), (c1[:12], c1), ("main~1", c1)]:
        snap = make(fake_lakefs, branch_name=ref).snapshot()
        assert snap.snapshot_id == expected, ref
        assert snap.requested_ref == ref
    old = {d.source: d.text for d in make(fake_lakefs, branch_name="v1").snapshot().documents}
    assert old["card_disputes.md"] != "# Disputes\nnew text"


def test_listing_paginates_past_1000_objects(fake_lakefs):
    fake_lakefs.create_repo("regs")
    names = [f"corpus/part-{i // 100:02d}/rule {i:04d}.md" for i in range(2345)]
    commit = fake_lakefs.commit("regs", "main", {n: f"rule {i}" for i, n in enumerate(names)})
    con = make(fake_lakefs)
    fake_lakefs.exchanges.clear()
    objects = con.list_objects(commit)

    assert [o.path for o in objects] == sorted(names, key=lambda s: s.encode())
    pages = fake_lakefs.requests_to("/objects/ls")
    assert len(pages) == 3  # 1000 + 1000 + 345
    queries = [dict(parse_qsl(p.query)) for p in pages]
    assert all(q["amount"] == "1000" and q["prefix"] == "corpus/" for q in queries)
    assert "after" not in queries[0]
    assert queries[1]["after"] == objects[999].path and queries[2]["after"] == objects[1999].path
    assert json.loads(pages[-1].body)["pagination"] == {"has_more": False, "next_offset": "", "results": 345,
                                                        "max_per_page": 1000}


def test_snapshot_and_diff_paginate_with_small_pages(fake_lakefs):
    fake_lakefs.create_repo("regs")
    c1 = fake_lakefs.commit("regs", "main", {f"corpus/d{i}.md": f"doc {i}" for i in range(7)})
    c2 = fake_lakefs.commit("regs", "main", {"corpus/d1.md": "changed", "corpus/d3.md": None,
                                             "corpus/d9.md": "new", "corpus/e.md": "new 2", "corpus/d5.md": "x"})
    con = make(fake_lakefs, page_size=2)
    snap = con.snapshot(commit=c1)
    assert [d.source for d in snap.documents] == [f"d{i}.md" for i in range(7)]
    assert len(fake_lakefs.requests_to("/objects/ls")) == 4
    diff = con.diff(c1, c2)
    assert diff == {"d1.md": "changed", "d3.md": "removed", "d5.md": "changed", "d9.md": "added", "e.md": "added"}
    assert len(fake_lakefs.requests_to("/diff/")) == 3
    assert all(dict(parse_qsl(e.query))["type"] == "two_dot" for e in fake_lakefs.requests_to("/diff/"))


def test_incremental_snapshot_downloads_only_changed_documents(fake_lakefs):
    c1 = seed_sample_corpus(fake_lakefs)
    con = make(fake_lakefs)
    first = con.snapshot()
    known = {d.source: KnownDocument(d.text, first.extra["object_checksums"][d.source]) for d in first.documents}
    c2 = fake_lakefs.commit("regs", "main", {"corpus/card_disputes.md": "# Card disputes\nRefund in 5 days.",
                                             "corpus/new/fees.md": "# Fees\nNo fee."})
    fake_lakefs.exchanges.clear()
    snap = con.snapshot(previous=PreviousVersion(c1, known))

    downloads = sorted(dict(parse_qsl(e.query))["path"] for e in fake_lakefs.exchanges
                       if e.path.endswith("/objects"))
    assert downloads == ["corpus/card_disputes.md", "corpus/new/fees.md"]
    assert snap.snapshot_id == c2 and snap.previous_snapshot_id == c1
    assert snap.extra["documents_read"] == 2 and snap.extra["documents_reused"] == 2
    assert snap.extra["diff_entries"] == 2
    assert snap.documents_changed == ["card_disputes.md", "new/fees.md"]
    assert snap.extra["document_changes"] == {"card_disputes.md": "changed", "new/fees.md": "added"}
    full = {d.source: d.text for d in make(fake_lakefs).snapshot().documents}
    assert {d.source: d.text for d in snap.documents} == full  # copied texts equal downloaded ones


def test_recorded_checksum_mismatch_or_missing_base_commit_means_reading_again(fake_lakefs):
    c1 = seed_sample_corpus(fake_lakefs)
    con = make(fake_lakefs)
    first = con.snapshot()
    # the diff says nothing changed, but the recorded lakeFS checksum of one document disagrees: re-read it
    known = {d.source: KnownDocument(d.text, first.extra["object_checksums"][d.source]) for d in first.documents}
    known["policies/complaints.md"] = KnownDocument("stale text", "0" * 32)
    fake_lakefs.exchanges.clear()
    snap = con.snapshot(previous=PreviousVersion(c1, known))
    assert snap.extra["documents_read"] == 1
    assert {d.source: d.text for d in snap.documents}["policies/complaints.md"] != "stale text"
    # a previous commit the server no longer has (e.g. a recreated repository): everything is read
    snap = con.snapshot(previous=PreviousVersion("f" * 64, known))
    assert snap.extra["documents_read"] == 3 and snap.extra["diff_entries"] is None


def test_errors_are_distinct_and_never_an_empty_corpus(fake_lakefs):
    seed_sample_corpus(fake_lakefs)
    fake_lakefs.commit("regs", "main", {"text-only/readme.txt": "hello"})
    cases = [
        (make(fake_lakefs, password="wrong-secret"), LakeFSAuthenticationError, "rejected the credentials"),
        (make(fake_lakefs, repo_id="nope"), LakeFSRepositoryNotFoundError, "repository 'nope' not found"),
        (make(fake_lakefs, branch_name="mian"), LakeFSRefNotFoundError, "ref 'mian' not found"),
        (make(fake_lakefs, corpus_prefix="missing/"), LakeFSPrefixNotFoundError, "prefix is empty or does not"),
        (make(fake_lakefs, corpus_prefix="text-only"), LakeFSPrefixNotFoundError, "1 other object(s)"),
    ]
    seen = set()
    for con, cls, text in cases:
        with pytest.raises(cls) as info:
            con.load_documents()
        assert text in str(info.value)
        seen.add(type(info.value))
    assert len(seen) == 4
    assert info.value.status is None
    with pytest.raises(LakeFSAuthenticationError) as info:
        make(fake_lakefs, password="wrong-secret").resolve_commit()
    assert info.value.status == 401


def test_secret_never_appears_in_errors_reprs_logs_or_metadata(fake_lakefs, caplog):
    secret = fake_lakefs.secret_access_key
    token = base64.b64encode(f"{fake_lakefs.access_key_id}:{secret}".encode()).decode()
    seed_sample_corpus(fake_lakefs)
    caplog.set_level(logging.DEBUG)
    texts = []
    con = make(fake_lakefs)
    texts += [repr(con), str(vars(con)), con.location]
    snap = con.snapshot()
    texts.append(json.dumps({**snap.extra, "location": snap.location}, default=str))
    for bad in (make(fake_lakefs, repo_id="nope"), make(fake_lakefs, branch_name="x"),
                make(fake_lakefs, corpus_prefix="none/"), make(fake_lakefs, password=secret + "x")):
        with pytest.raises(LakeFSError) as info:
            bad.snapshot()
        texts.append("".join(traceback.format_exception(info.value)))
    dead = make(fake_lakefs, host="http://127.0.0.1:9", retries=0, timeout=1)  # nothing listens on port 9
    with pytest.raises(LakeFSUnavailableError) as info:
        dead.snapshot()
    texts.append("".join(traceback.format_exception(info.value)))
    texts += [r.getMessage() for r in caplog.records]
    blob = "\n".join(texts)
    assert "rejected the credentials" in blob and "did not answer" in blob  # the errors are in there...
    assert secret not in blob and token not in blob  # ...but not the secret, plain or as a Basic token
    with pytest.raises(LakeFSConfigError) as info:
        LakeFSCorpusConnector(f"http://user:{secret}@127.0.0.1:1", "k", secret, "regs")
    assert secret not in str(info.value)


@pytest.fixture
def silent_server():
    """Accepts TCP connections (the kernel's backlog) but never answers a byte."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    sock.listen(16)
    yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    sock.close()


def test_unresponsive_server_fails_in_seconds(silent_server):
    con = LakeFSCorpusConnector(silent_server, "key", "secret", "regs", timeout=0.5, connect_timeout=0.5, retries=1)
    t0 = time.perf_counter()
    with pytest.raises(LakeFSUnavailableError) as info:
        con.snapshot()
    elapsed = time.perf_counter() - t0
    assert 0.9 < elapsed < 5.0  # two attempts of 0.5 s (one retry) plus backoff, not forever
    assert "did not answer" in str(info.value) and "ReadTimeoutError" in str(info.value)


def test_retries_are_bounded_and_recover_from_transient_errors(fake_lakefs):
    c1 = seed_sample_corpus(fake_lakefs)
    fake_lakefs.fail_next("/commits/", status=503, times=2)
    fake_lakefs.exchanges.clear()
    assert make(fake_lakefs, retries=2).resolve_commit().commit_id == c1
    assert [e.status for e in fake_lakefs.requests_to("/commits/")] == [503, 503, 200]

    fake_lakefs.fail_next("/commits/", status=503, times=10)
    fake_lakefs.exchanges.clear()
    with pytest.raises(LakeFSUnavailableError) as info:
        make(fake_lakefs, retries=1).resolve_commit()
    assert info.value.status == 503
    assert len(fake_lakefs.requests_to("/commits/")) == 2  # one try + one retry, then give up


def test_connector_from_uri_and_settings_validation(fake_lakefs):
    c1 = seed_sample_corpus(fake_lakefs, prefix="Règles et politiques/")
    env = {ENV_HOST: fake_lakefs.url, ENV_ACCESS_KEY_ID: fake_lakefs.access_key_id,
           ENV_SECRET_ACCESS_KEY: fake_lakefs.secret_access_key}
    con = connector_from_uri("lakefs://regs/main/Règles et politiques", environ=env)
    assert con.corpus_prefix == "Règles et politiques/" and con.branch_name == "main"
    snap = con.snapshot()
    assert snap.snapshot_id == c1 and "policies/complaints.md" in {d.source for d in snap.documents}
    assert snap.location == "lakefs://regs/main/Règles et politiques/"

    with pytest.raises(LakeFSConfigError) as info:
        connector_from_uri("lakefs://regs/main/corpus/", environ={ENV_HOST: fake_lakefs.url,
                                                                   ENV_ACCESS_KEY_ID: "k"})
    assert ENV_SECRET_ACCESS_KEY in str(info.value) and ENV_ACCESS_KEY_ID not in str(info.value)
    assert parse_lakefs_uri("lakefs://regs/v1.2").prefix == ""
    assert parse_lakefs_uri("lakefs://regs/main/a/b").uri == "lakefs://regs/main/a/b/"
    for bad in ("s3://regs/main/corpus", "lakefs://regs", "lakefs:///main/x", "lakefs://regs//x"):
        with pytest.raises(LakeFSConfigError):
            parse_lakefs_uri(bad)
    for kwargs in ({"timeout": 0}, {"retries": -1}, {"page_size": 1001}, {"host": "ftp://x"}):
        with pytest.raises(LakeFSConfigError):
            make(fake_lakefs, **kwargs)


# -- the fake's answers follow the official OpenAPI description ------------------------------------------------------
@pytest.fixture(scope="module")
def openapi():
    if not SPEC.is_file():
        pytest.skip(f"lakeFS OpenAPI spec not found at {SPEC} (../shared is not part of this checkout; set "
                    "FAIRFORGE_SHARED to its folder)")
    yaml = pytest.importorskip("yaml")
    core = pytest.importorskip("openapi_core")

    def str_keys(o):  # YAML turns the status-code keys (200:) into ints; OpenAPI wants strings
        if isinstance(o, dict):
            return {str(k): str_keys(v) for k, v in o.items()}
        if isinstance(o, list):
            return [str_keys(v) for v in o]
        return o

    return core.OpenAPI.from_dict(str_keys(yaml.safe_load(SPEC.read_text(encoding="utf-8"))))


def _validate(openapi, fake: FakeLakeFS, exchange) -> None:
    from openapi_core.testing import MockRequest, MockResponse

    req = MockRequest(fake.url, exchange.method.lower(), exchange.path,
                      args=dict(parse_qsl(exchange.query, keep_blank_values=True)), headers=exchange.headers)
    resp = MockResponse(exchange.body, status_code=exchange.status, headers=exchange.response_headers,
                        content_type=exchange.response_headers.get("Content-Type"))
    openapi.validate_request(req)
    openapi.validate_response(req, resp)


def test_fake_server_answers_match_the_lakefs_openapi_spec(fake_lakefs, openapi):
    c1 = seed_sample_corpus(fake_lakefs)
    fake_lakefs.create_tag("regs", "v1", c1)
    fake_lakefs.commit("regs", "main", {"corpus/" + n: "x" for n in ODD_NAMES})
    con = make(fake_lakefs, page_size=2)
    snap = con.snapshot(previous=PreviousVersion(c1, {}))
    make(fake_lakefs, branch_name="v1").resolve_commit()
    con._client.branches_api.get_branch("regs", "main")
    con._client.tags_api.get_tag("regs", "v1")
    for bad in (make(fake_lakefs, password="bad"), make(fake_lakefs, repo_id="nope"),
                make(fake_lakefs, branch_name="nope")):
        with pytest.raises(LakeFSError):
            bad.resolve_commit()
    assert len(snap.documents) == 3 + len(ODD_NAMES)
    statuses = {e.status for e in fake_lakefs.exchanges}
    assert statuses == {200, 401, 404}
    paths = [e.path for e in fake_lakefs.exchanges]
    for fragment in ("/branches/main", "/tags/v1", "/commits/", "/objects/ls", "/diff/"):
        assert any(fragment in p for p in paths), fragment
    assert any(p.endswith("/objects") for p in paths) and "/api/v1/repositories/regs" in paths
    for e in fake_lakefs.exchanges:
        _validate(openapi, fake_lakefs, e)

    # the check can fail: an ObjectStats without its required mtime is rejected
    listing = next(e for e in fake_lakefs.exchanges if e.path.endswith("/objects/ls"))
    body = json.loads(listing.body)
    del body["results"][0]["mtime"]
    listing.body = json.dumps(body).encode()
    with pytest.raises(Exception, match="(?i)mtime|invalid|schema"):
        _validate(openapi, fake_lakefs, listing)
