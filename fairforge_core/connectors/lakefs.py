"""Corpus from a lakeFS repository, read at one exact commit (fair-forge's ``fair_forge.connectors.lakefs``).

The connector resolves the requested ref (branch, tag, commit id or any lakeFS ref expression) to a commit id once,
then lists, reads and diffs *at that commit id*: a branch name would also read uncommitted (staged) data, and
listing a moving branch page by page could mix two commits. It is built on the official generated client
``lakefs-sdk`` (pinned ``<1.87``: 1.87 and later are BUSL-1.1, earlier versions Apache-2.0).

Behaviour that lakeFS does not give by default (see ``shared/reference/lakefs-sdk.md`` for the sources):

* every call has a ``(connect, read)`` timeout (lakefs-sdk has none by default, so a silent server hangs forever);
* retries are bounded: ``retries`` attempts for connection errors, read timeouts and HTTP 429/500/502/503/504,
  with exponential backoff (0.25 s, 0.5 s, ... capped at 2 s) and ``Retry-After`` honoured up to 5 s. An
  unresponsive server therefore fails after at most ``(retries + 1) * (connect_timeout + timeout)`` seconds plus
  the backoff;
* failures map to distinct exception classes (:class:`LakeFSAuthenticationError`,
  :class:`LakeFSRepositoryNotFoundError`, :class:`LakeFSRefNotFoundError`, :class:`LakeFSPrefixNotFoundError`,
  :class:`LakeFSUnavailableError`, ...), never to an empty corpus;
* the secret access key is only handed to the client's configuration: it is not an attribute of the connector and
  never appears in its ``repr``, in log records, in error messages or in snapshot metadata.
"""

from __future__ import annotations

import inspect
import json
import logging
import os
import time
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Optional
from urllib.parse import urlsplit

from fairforge_core.connectors.base import (
    CorpusConnector,
    CorpusSnapshot,
    RegulatoryDocument,
    is_markdown_path,
    normalise_markdown,
)

logger = logging.getLogger("fairforge.connectors.lakefs")

#: Environment variables read by :func:`connector_from_uri` (the CLI's ``--corpus lakefs://...``).
ENV_HOST = "FAIRFORGE_LAKEFS_HOST"
ENV_ACCESS_KEY_ID = "FAIRFORGE_LAKEFS_ACCESS_KEY_ID"
ENV_SECRET_ACCESS_KEY = "FAIRFORGE_LAKEFS_SECRET_ACCESS_KEY"

URI_SCHEME = "lakefs://"
#: lakeFS caps every page at 1000 entries (``max_per_page``); the SDK rejects larger ``amount`` values.
MAX_PAGE_SIZE = 1000
DEFAULT_TIMEOUT = 10.0
DEFAULT_CONNECT_TIMEOUT = 5.0
DEFAULT_RETRIES = 2
RETRY_STATUSES = (429, 500, 502, 503, 504)


# -- errors ---------------------------------------------------------------------------------------------------------
class LakeFSError(RuntimeError):
    """Base class of the connector's errors. ``status`` is the HTTP status when the server answered."""

    def __init__(self, message: str, status: Optional[int] = None):
        super().__init__(message)
        self.status = status


class LakeFSConfigError(LakeFSError, ValueError):
    """The connection settings are incomplete or malformed (missing host or credentials, bad URI)."""


class LakeFSAuthenticationError(LakeFSError):
    """The server rejected the credentials (HTTP 401) or refused access to the repository (HTTP 403)."""


class LakeFSRepositoryNotFoundError(LakeFSError):
    """The repository does not exist (HTTP 404 on ``GET /repositories/{repository}``)."""


class LakeFSRefNotFoundError(LakeFSError):
    """The ref (branch, tag, commit id or expression) does not resolve to a commit in the repository."""


class LakeFSPrefixNotFoundError(LakeFSError):
    """No ``.md`` / ``.markdown`` object exists under the corpus prefix at the resolved commit."""


class LakeFSUnavailableError(LakeFSError):
    """The server could not be reached or did not answer in time (after the bounded retries), or kept answering
    429/5xx."""


class LakeFSAPIError(LakeFSError):
    """Any other unexpected answer (unexpected status, malformed body: is the host really a lakeFS server?)."""


# -- value types ----------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class LakeFSLocation:
    """A parsed ``lakefs://REPOSITORY/REF/PREFIX`` URI (``prefix`` is ``""`` or ends with ``/``)."""

    repository: str
    ref: str
    prefix: str

    @property
    def uri(self) -> str:
        return f"{URI_SCHEME}{self.repository}/{self.ref}/{self.prefix}"


@dataclass(frozen=True)
class LakeFSCommit:
    """A resolved commit. ``creation_date`` is timezone-aware UTC (lakeFS stores Unix seconds)."""

    commit_id: str
    message: str
    creation_date: datetime
    meta_range_id: str
    parents: tuple[str, ...] = ()
    committer: str = ""
    metadata: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class LakeFSObject:
    """An object under the corpus prefix: full ``path``, ``source`` relative to the prefix, lakeFS ``checksum``
    (ETag-style, MD5 hex for plain uploads: an opaque change token), ``size_bytes``."""

    path: str
    source: str
    checksum: str
    size_bytes: Optional[int] = None


@dataclass(frozen=True)
class KnownDocument:
    """A document already recorded for an earlier commit: its text and the lakeFS checksum it had then."""

    text: str
    object_checksum: Optional[str]


@dataclass(frozen=True)
class PreviousVersion:
    """An earlier recorded version of the same corpus, used to read only what changed since.

    Attributes:
        commit_id: the earlier commit id.
        documents: ``source -> KnownDocument`` of that commit.
    """

    commit_id: str
    documents: Mapping[str, KnownDocument]


def parse_lakefs_uri(uri: str) -> LakeFSLocation:
    """Parse ``lakefs://REPOSITORY/REF/PREFIX``.

    ``PREFIX`` may be empty (the whole repository) and gets a trailing ``/``; the URI is taken literally (no
    percent-decoding), so non-ASCII and space-containing prefixes are written as they are.

    Raises:
        LakeFSConfigError: not a ``lakefs://`` URI, or the repository or ref is missing.
    """
    if not uri.startswith(URI_SCHEME):
        raise LakeFSConfigError(f"expected a URI like lakefs://REPOSITORY/REF/PREFIX, got {uri!r}")
    repository, _, rest = uri[len(URI_SCHEME):].partition("/")
    ref, _, prefix = rest.partition("/")
    if not repository or not ref:
        raise LakeFSConfigError(f"expected a URI like lakefs://REPOSITORY/REF/PREFIX (repository and ref are "
                                f"required), got {uri!r}")
    return LakeFSLocation(repository, ref, _normalise_prefix(prefix))


def _normalise_prefix(prefix: str) -> str:
    prefix = (prefix or "").lstrip("/")
    if prefix and not prefix.endswith("/"):
        prefix += "/"
    return prefix


def _check_host(host: str) -> str:
    if not host or not host.strip():
        raise LakeFSConfigError(f"the lakeFS host is empty; set {ENV_HOST} (e.g. http://127.0.0.1:8000)")
    host = host.strip()
    parts = urlsplit(host if "://" in host else "http://" + host)
    if "@" in parts.netloc:
        raise LakeFSConfigError("the lakeFS host must not contain credentials; pass the access key id and secret "
                                "separately")
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise LakeFSConfigError(f"invalid lakeFS host {host!r}: expected http(s)://HOST[:PORT] (without /api/v1)")
    return host.rstrip("/")


def _server_message(exc: Any) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, (bytes, bytearray)):
        body = body.decode("utf-8", "replace")
    if body:
        try:
            msg = json.loads(body).get("message")
            if msg:
                return str(msg)[:300]
        except (ValueError, AttributeError):
            pass
    return str(getattr(exc, "reason", "") or "no message")[:300]


def _reason(exc: BaseException) -> str:
    inner = getattr(exc, "reason", None)
    inner = inner if isinstance(inner, BaseException) else exc
    return type(inner).__name__


# -- connector ------------------------------------------------------------------------------------------------------
class LakeFSCorpusConnector(CorpusConnector):
    """Reads the ``.md`` and ``.markdown`` documents under ``corpus_prefix`` of a lakeFS repository at one commit.

    Args:
        host: server URL without ``/api/v1``, e.g. ``http://127.0.0.1:8000`` (``http://`` is assumed when missing).
        username: the lakeFS access key id.
        password: the lakeFS secret access key (used for HTTP Basic authentication only; never stored on the
            connector, logged or reported).
        repo_id: repository id.
        corpus_prefix: folder of the corpus in the repository (default ``"corpus/"``; ``""`` = whole repository;
            a trailing ``/`` is added). Documents are read recursively; ``source`` is the path relative to it.
        branch_name: any ref: a branch, a tag, a commit id or a ref expression (``main~1``). It is resolved to a
            commit id once per :meth:`snapshot`.
        timeout: read timeout of every call, seconds (> 0).
        connect_timeout: connect timeout of every call, seconds (> 0).
        retries: retries per call (>= 0) for connection errors, timeouts and HTTP 429/500/502/503/504.
        page_size: entries per listing / diff page, 1..1000 (lakeFS caps pages at 1000).
        max_workers: parallel object reads (>= 1).
        verify_ssl, ssl_ca_cert: TLS verification settings of the client.

    Raises:
        LakeFSConfigError: a setting is empty or out of range (at construction).

    The methods raise the :class:`LakeFSError` subclasses documented on each.
    """

    source_kind = "lakefs"

    def __init__(
        self,
        host: str,
        username: str,
        password: str,
        repo_id: str,
        corpus_prefix: str = "corpus/",
        branch_name: str = "main",
        *,
        timeout: float = DEFAULT_TIMEOUT,
        connect_timeout: float = DEFAULT_CONNECT_TIMEOUT,
        retries: int = DEFAULT_RETRIES,
        page_size: int = MAX_PAGE_SIZE,
        max_workers: int = 4,
        verify_ssl: bool = True,
        ssl_ca_cert: Optional[str] = None,
    ):
        self.host = _check_host(host)
        if not username:
            raise LakeFSConfigError(f"the lakeFS access key id is empty; set {ENV_ACCESS_KEY_ID}")
        if not password:
            raise LakeFSConfigError(f"the lakeFS secret access key is empty; set {ENV_SECRET_ACCESS_KEY}")
        if not repo_id or "/" in repo_id:
            raise LakeFSConfigError(f"invalid lakeFS repository id {repo_id!r}")
        if not branch_name:
            raise LakeFSConfigError("the lakeFS ref (branch_name) is empty")
        if not timeout > 0 or not connect_timeout > 0:
            raise LakeFSConfigError(f"timeouts must be > 0 seconds, got timeout={timeout!r}, "
                                    f"connect_timeout={connect_timeout!r}")
        if int(retries) < 0:
            raise LakeFSConfigError(f"retries must be >= 0, got {retries!r}")
        if not 1 <= int(page_size) <= MAX_PAGE_SIZE:
            raise LakeFSConfigError(f"page_size must be in 1..{MAX_PAGE_SIZE}, got {page_size!r}")
        if int(max_workers) < 1:
            raise LakeFSConfigError(f"max_workers must be >= 1, got {max_workers!r}")
        self.username = username
        self.repo_id = repo_id
        self.corpus_prefix = _normalise_prefix(corpus_prefix)
        self.branch_name = branch_name
        self.timeout = float(timeout)
        self.connect_timeout = float(connect_timeout)
        self.retries = int(retries)
        self.page_size = int(page_size)
        self.max_workers = int(max_workers)
        self._client = self._build_client(password, verify_ssl, ssl_ca_cert)

    # -- client ------------------------------------------------------------------------------------------------------
    def _build_client(self, password: str, verify_ssl: bool, ssl_ca_cert: Optional[str]):
        import lakefs_sdk
        import lakefs_sdk.client
        import urllib3

        cfg = lakefs_sdk.Configuration(host=self.host, username=self.username, password=password)
        cfg.verify_ssl = verify_ssl
        if ssl_ca_cert:
            cfg.ssl_ca_cert = ssl_ca_cert
        retry_kwargs: dict[str, Any] = {}
        if "retry_after_max" in inspect.signature(urllib3.Retry.__init__).parameters:
            retry_kwargs["retry_after_max"] = 5
        else:  # older urllib3: an uncapped Retry-After could stall for hours
            retry_kwargs["respect_retry_after_header"] = False
        # The pool (and its retry policy) is built in the ApiClient constructor: configure before creating it.
        cfg.retries = urllib3.Retry(
            total=self.retries, connect=self.retries, read=self.retries, status=self.retries, other=0, redirect=0,
            allowed_methods=frozenset({"GET", "HEAD"}), status_forcelist=RETRY_STATUSES,
            backoff_factor=0.25, backoff_max=2.0, raise_on_status=False, **retry_kwargs,
        )
        cfg.connection_pool_maxsize = max(cfg.connection_pool_maxsize or 0, self.max_workers + 1)
        return lakefs_sdk.client.LakeFSClient(cfg)

    def __repr__(self) -> str:
        return (f"LakeFSCorpusConnector(host={self.host!r}, repo_id={self.repo_id!r}, "
                f"corpus_prefix={self.corpus_prefix!r}, branch_name={self.branch_name!r})")

    @property
    def location(self) -> str:
        """``lakefs://REPOSITORY/REF/PREFIX`` (no host, no credentials)."""
        return LakeFSLocation(self.repo_id, self.branch_name, self.corpus_prefix).uri

    def _call(self, fn: Callable, *args, not_found: Callable[[str], LakeFSError], **kwargs):
        """One API call with the timeout, mapping every failure to a :class:`LakeFSError`."""
        from lakefs_sdk.exceptions import ApiException
        from urllib3.exceptions import HTTPError

        try:
            return fn(*args, _request_timeout=(self.connect_timeout, self.timeout), **kwargs)
        except ApiException as exc:
            status = getattr(exc, "status", None)
            msg = _server_message(exc)
            if status == 401:
                err: LakeFSError = LakeFSAuthenticationError(
                    f"lakeFS at {self.host} rejected the credentials of access key id {self.username!r} "
                    f"(HTTP 401: {msg}); check {ENV_ACCESS_KEY_ID} and {ENV_SECRET_ACCESS_KEY}", status)
            elif status == 403:
                err = LakeFSAuthenticationError(
                    f"lakeFS at {self.host} denied access key id {self.username!r} access to repository "
                    f"{self.repo_id!r} (HTTP 403: {msg})", status)
            elif status == 404:
                err = not_found(msg)
            elif status in RETRY_STATUSES:
                err = LakeFSUnavailableError(
                    f"lakeFS at {self.host} answered HTTP {status} ({msg}) after {self.retries} retries", status)
            else:
                err = LakeFSAPIError(f"lakeFS at {self.host} answered HTTP {status} ({msg})", status)
            raise err from exc
        except HTTPError as exc:  # connection refused, timeouts, TLS, protocol errors (after the retries)
            raise LakeFSUnavailableError(
                f"lakeFS at {self.host} did not answer ({_reason(exc)}; timeout {self.timeout:g} s, connect "
                f"timeout {self.connect_timeout:g} s, {self.retries} retries)") from exc
        except ValueError as exc:  # a body that is not the documented JSON (pydantic / json errors)
            raise LakeFSAPIError(
                f"unexpected answer from {self.host} (is it a lakeFS server? {ENV_HOST} is the URL without "
                f"/api/v1): {type(exc).__name__}") from exc

    def _repo_not_found(self, msg: str) -> LakeFSError:
        return LakeFSRepositoryNotFoundError(
            f"lakeFS repository {self.repo_id!r} not found at {self.host} ({msg})", 404)

    def _ref_not_found(self, ref: str) -> Callable[[str], LakeFSError]:
        return lambda msg: LakeFSRefNotFoundError(
            f"ref {ref!r} not found in lakeFS repository {self.repo_id!r} (not a branch, tag or commit id; {msg})",
            404)

    # -- reads -------------------------------------------------------------------------------------------------------
    def resolve_commit(self, ref: Optional[str] = None) -> LakeFSCommit:
        """Resolve ``ref`` (default: ``branch_name``) to a commit: 2 calls (repository, then commit).

        Raises:
            LakeFSAuthenticationError, LakeFSRepositoryNotFoundError, LakeFSRefNotFoundError,
            LakeFSUnavailableError, LakeFSAPIError.
        """
        ref = ref or self.branch_name
        c = self._client
        self._call(c.repositories_api.get_repository, self.repo_id, not_found=self._repo_not_found)
        commit = self._call(c.commits_api.get_commit, self.repo_id, ref, not_found=self._ref_not_found(ref))
        return LakeFSCommit(
            commit_id=commit.id,
            message=commit.message,
            creation_date=datetime.fromtimestamp(int(commit.creation_date), tz=timezone.utc),
            meta_range_id=commit.meta_range_id,
            parents=tuple(commit.parents or ()),
            committer=commit.committer or "",
            metadata=dict(commit.metadata or {}),
        )

    def _relative(self, path: str) -> str:
        return path[len(self.corpus_prefix):] if path.startswith(self.corpus_prefix) else path

    def list_objects(self, commit_id: str) -> list[LakeFSObject]:
        """Every object under the prefix at ``commit_id`` (recursive; pages of ``page_size``, in path order).

        Raises:
            LakeFSRefNotFoundError: the commit does not exist. Others as :meth:`resolve_commit`.
        """
        api = self._client.objects_api
        out: list[LakeFSObject] = []
        after: Optional[str] = None
        while True:
            page = self._call(api.list_objects, self.repo_id, commit_id, after=after, amount=self.page_size,
                              prefix=self.corpus_prefix or None, not_found=self._ref_not_found(commit_id))
            for o in page.results:
                if o.path_type == "object" and not o.path.endswith("/"):
                    out.append(LakeFSObject(o.path, self._relative(o.path), o.checksum, o.size_bytes))
            if not page.pagination.has_more:
                return out
            nxt = page.pagination.next_offset
            if not nxt or (after is not None and nxt.encode("utf-8") <= after.encode("utf-8")):
                raise LakeFSAPIError(f"lakeFS at {self.host} returned a listing page that does not advance "
                                     f"(next_offset {nxt!r} after {after!r})")
            after = nxt

    def read_document(self, commit_id: str, obj: LakeFSObject) -> RegulatoryDocument:
        """Read one object at ``commit_id`` as a document (strict UTF-8, BOM removed, LF line endings).

        Raises:
            ValueError: the object is not valid UTF-8 (the message names it). Others as :meth:`resolve_commit`.
        """
        data = self._call(
            self._client.objects_api.get_object, self.repo_id, commit_id, obj.path,
            not_found=lambda msg: LakeFSAPIError(
                f"object {obj.path!r} listed at commit {commit_id} of {self.repo_id!r} cannot be read ({msg})", 404))
        return RegulatoryDocument(text=normalise_markdown(bytes(data), obj.source), source=obj.source)

    def diff(self, left: str, right: str) -> dict[str, str]:
        """Two-dot diff ``left..right`` under the prefix: ``source -> "added" | "removed" | "changed"``.

        Both sides should be commit ids (a branch name on the right would include staged data). Paginated like
        :meth:`list_objects`.

        Raises:
            LakeFSRefNotFoundError: either side does not exist. Others as :meth:`resolve_commit`.
        """
        api = self._client.refs_api
        out: dict[str, str] = {}
        after: Optional[str] = None
        while True:
            page = self._call(api.diff_refs, self.repo_id, left, right, after=after, amount=self.page_size,
                              prefix=self.corpus_prefix or None, type="two_dot",
                              not_found=self._ref_not_found(f"{left}..{right}"))
            for d in page.results:
                if d.path_type == "object":
                    out[self._relative(d.path)] = d.type
            if not page.pagination.has_more:
                return out
            nxt = page.pagination.next_offset
            if not nxt or (after is not None and nxt.encode("utf-8") <= after.encode("utf-8")):
                raise LakeFSAPIError(f"lakeFS at {self.host} returned a diff page that does not advance")
            after = nxt

    def _read_many(self, commit_id: str, objects: list[LakeFSObject]) -> list[RegulatoryDocument]:
        if len(objects) <= 1 or self.max_workers == 1:
            return [self.read_document(commit_id, o) for o in objects]
        with ThreadPoolExecutor(max_workers=min(self.max_workers, len(objects)),
                                thread_name_prefix="lakefs-read") as pool:
            return list(pool.map(lambda o: self.read_document(commit_id, o), objects))

    # -- CorpusConnector ---------------------------------------------------------------------------------------------
    def load_documents(self) -> list[RegulatoryDocument]:
        """The documents at the ref's current commit, sorted by ``source`` (see :meth:`snapshot` for errors)."""
        return self.snapshot().documents

    def snapshot(self, previous: Optional[PreviousVersion] = None,
                 commit: Optional[LakeFSCommit | str] = None) -> CorpusSnapshot:
        """Read the corpus at one commit and describe it.

        Args:
            previous: an earlier recorded version of this corpus. Documents that the two-dot diff
                ``previous.commit_id..commit`` does not list and whose lakeFS checksum equals the recorded one are
                taken from ``previous`` instead of being downloaded. If the previous commit no longer exists, every
                document is read.
            commit: read this commit (a :class:`LakeFSCommit` or any ref, e.g. an observed commit id) instead of
                resolving ``branch_name``; ``requested_ref`` still reports ``branch_name``.

        Returns:
            A :class:`CorpusSnapshot` with ``snapshot_id`` = ``commit_id`` = the commit id, the repository, the
            requested ref, the commit message and date; ``previous_snapshot_id`` and ``documents_changed`` (paths
            added, removed or whose sha256 changed) when ``previous`` is given; ``extra`` holds ``corpus_prefix``,
            ``meta_range_id``, ``object_checksums`` (source -> lakeFS checksum), ``documents_read``,
            ``documents_reused``, ``diff_entries`` (None when no diff was made) and ``seconds``.

        Raises:
            LakeFSPrefixNotFoundError: no markdown document under the prefix at that commit.
            LakeFSAuthenticationError, LakeFSRepositoryNotFoundError, LakeFSRefNotFoundError,
            LakeFSUnavailableError, LakeFSAPIError: see the classes.
            ValueError: a document is not valid UTF-8.
        """
        from fairforge_core.corpus_versions import document_changes

        t0 = time.perf_counter()
        if not isinstance(commit, LakeFSCommit):
            commit = self.resolve_commit(commit)
        objects = self.list_objects(commit.commit_id)
        markdown = [o for o in objects if is_markdown_path(o.path)]
        if not markdown:
            what = (f"it holds {len(objects)} other object(s) but none ending in .md or .markdown" if objects
                    else "the prefix is empty or does not exist")
            raise LakeFSPrefixNotFoundError(
                f"no markdown documents under prefix {self.corpus_prefix!r} in lakeFS repository {self.repo_id!r} "
                f"at commit {commit.commit_id} (ref {self.branch_name!r}): {what}")

        reused: dict[str, RegulatoryDocument] = {}
        diff_entries: Optional[int] = None
        if previous is not None:
            changed: Optional[set[str]]
            if previous.commit_id == commit.commit_id:
                changed = set()
            else:
                try:
                    delta = self.diff(previous.commit_id, commit.commit_id)
                    changed, diff_entries = set(delta), len(delta)
                except LakeFSRefNotFoundError:
                    logger.warning("previous commit %s no longer exists in %s; reading every document",
                                   previous.commit_id, self.repo_id)
                    changed = None
            if changed is not None:
                for o in markdown:
                    known = previous.documents.get(o.source)
                    if (known is not None and o.source not in changed and known.object_checksum
                            and known.object_checksum == o.checksum):
                        reused[o.source] = RegulatoryDocument(text=known.text, source=o.source)
        to_read = [o for o in markdown if o.source not in reused]
        docs = {d.source: d for d in self._read_many(commit.commit_id, to_read)}
        docs.update(reused)
        documents = [docs[s] for s in sorted(docs)]

        snap = CorpusSnapshot(
            snapshot_id=commit.commit_id,
            source_kind=self.source_kind,
            location=self.location,
            documents=documents,
            repository=self.repo_id,
            requested_ref=self.branch_name,
            commit_id=commit.commit_id,
            commit_message=commit.message,
            commit_date=commit.creation_date,
            extra={
                "corpus_prefix": self.corpus_prefix,
                "meta_range_id": commit.meta_range_id,
                "object_checksums": {o.source: o.checksum for o in markdown},
                "documents_read": len(to_read),
                "documents_reused": len(reused),
                "diff_entries": diff_entries,
                "seconds": time.perf_counter() - t0,
            },
        )
        if previous is not None:
            snap.previous_snapshot_id = previous.commit_id
            changes = document_changes(
                {s: RegulatoryDocument(text=k.text, source=s).checksum for s, k in previous.documents.items()},
                {d.source: d.checksum for d in documents})
            snap.documents_changed = sorted(changes)
            snap.extra["document_changes"] = changes
        logger.info("%s -> commit %s: %d documents (%d read, %d reused)", self.location, commit.commit_id,
                    len(documents), len(to_read), len(reused))
        return snap


def connector_from_uri(
    uri: str,
    *,
    host: Optional[str] = None,
    access_key_id: Optional[str] = None,
    secret_access_key: Optional[str] = None,
    environ: Optional[Mapping[str, str]] = None,
    **kwargs: Any,
) -> LakeFSCorpusConnector:
    """A connector for ``lakefs://REPOSITORY/REF/PREFIX``.

    The server and credentials are the arguments when given, else the environment variables
    ``FAIRFORGE_LAKEFS_HOST`` (e.g. ``http://127.0.0.1:8000``, without ``/api/v1``),
    ``FAIRFORGE_LAKEFS_ACCESS_KEY_ID`` and ``FAIRFORGE_LAKEFS_SECRET_ACCESS_KEY``. ``kwargs`` go to
    :class:`LakeFSCorpusConnector` (``timeout``, ``retries``, ...).

    Raises:
        LakeFSConfigError: malformed URI, or a setting missing from both the arguments and the environment (the
            message names the variables, never their values).
    """
    loc = parse_lakefs_uri(uri)
    env = os.environ if environ is None else environ
    values = {
        ENV_HOST: host or env.get(ENV_HOST, ""),
        ENV_ACCESS_KEY_ID: access_key_id or env.get(ENV_ACCESS_KEY_ID, ""),
        ENV_SECRET_ACCESS_KEY: secret_access_key or env.get(ENV_SECRET_ACCESS_KEY, ""),
    }
    missing = [k for k, v in values.items() if not v]
    if missing:
        raise LakeFSConfigError(f"reading {loc.uri} needs the lakeFS server and credentials: set "
                                f"{', '.join(missing)}")
    return LakeFSCorpusConnector(
        host=values[ENV_HOST], username=values[ENV_ACCESS_KEY_ID], password=values[ENV_SECRET_ACCESS_KEY],
        repo_id=loc.repository, corpus_prefix=loc.prefix, branch_name=loc.ref, **kwargs,
    )
