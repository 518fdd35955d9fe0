"""An in-process, stateful fake of the lakeFS read API (the subset fairforge uses), on 127.0.0.1.

Standard library only (``http.server.ThreadingHTTPServer``). The semantics follow the lakeFS server
(``pkg/api/controller.go``, ``pkg/graveler/ref/resolve_ref.go`` at v1.84.0, summarised in
``shared/reference/lakefs-sdk.md``):

* repositories -> branches / tags -> commits; commits have parents, a generation, a ``meta_range_id`` (content hash of
  the tree) and a full tree ``{path: object}``; an optional per-branch staging area holds uncommitted changes, which
  reads *by branch name* see and reads by commit id (or ``branch@``) do not;
* ref resolution: a full 64-hex commit id, then a branch, then a tag, then a unique commit-id prefix; ``~N``,
  ``^N`` and a trailing ``@`` are understood;
* pagination: ``amount`` defaults to 100, values <= 0 give 100, the server caps it at 1000 (``max_per_page``);
  ``after`` is exclusive and compared byte-wise; ``next_offset`` is the last returned key, "" when ``has_more`` is
  false;
* two-dot diff (tree of left vs tree of right) and three-dot diff (merge base vs right), with prefix and pagination;
* HTTP Basic authentication; every error body is ``{"message": ...}`` (401 "error authenticating request");
* ``get_object`` answers ``application/octet-stream`` with ETag and Last-Modified (the spec's declared type).

Seeding happens through Python methods (``create_repo``, ``commit``, ``create_branch``, ``create_tag``, ``stage``),
not HTTP. Every exchange is recorded (``exchanges``) so tests can assert on the wire and validate responses against
the OpenAPI spec. ``fail_next`` injects error responses (e.g. 503) to exercise bounded retries.
"""

from __future__ import annotations

import base64
import hashlib
import itertools
import json
import re
import threading
from dataclasses import dataclass, field
from email.utils import formatdate
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Optional, Union
from urllib.parse import parse_qs, unquote, urlsplit

API_PREFIX = "/api/v1"
DEFAULT_AMOUNT = 100
MAX_AMOUNT = 1000
_HEX64 = re.compile(r"^[0-9a-f]{64}$")
_MODIFIER = re.compile(r"(~\d*|\^\d*)$")


class ApiError(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.message = message


@dataclass(frozen=True)
class StoredObject:
    data: bytes
    checksum: str  # md5 hex, as lakeFS computes for plain uploads
    mtime: int
    content_type: str
    physical_address: str


@dataclass
class Commit:
    id: str
    parents: list[str]
    message: str
    committer: str
    creation_date: int
    meta_range_id: str
    metadata: dict[str, str]
    generation: int
    tree: dict[str, StoredObject]

    def to_json(self) -> dict:
        return {
            "id": self.id, "parents": list(self.parents), "committer": self.committer, "message": self.message,
            "creation_date": self.creation_date, "meta_range_id": self.meta_range_id,
            "metadata": dict(self.metadata), "generation": self.generation, "version": 1,
        }


@dataclass
class Repository:
    id: str
    default_branch: str
    creation_date: int
    storage_namespace: str
    commits: dict[str, Commit] = field(default_factory=dict)
    branches: dict[str, str] = field(default_factory=dict)
    tags: dict[str, str] = field(default_factory=dict)
    staging: dict[str, dict[str, Optional[StoredObject]]] = field(default_factory=dict)


@dataclass
class Exchange:
    """One recorded HTTP exchange (request as sent, response as answered)."""

    method: str
    path: str  # raw (percent-encoded) path, without the query
    query: str
    headers: dict[str, str]
    status: int
    response_headers: dict[str, str]
    body: bytes


Change = Union[bytes, str, None]


class FakeLakeFS:
    """The fake server's state plus its HTTP front end.

    Args:
        access_key_id, secret_access_key: the one valid Basic-auth credential pair.

    Use as a context manager (``with FakeLakeFS() as lakefs: lakefs.url``) or call :meth:`start` / :meth:`stop`.
    """

    def __init__(self, access_key_id: str = "AKIAFAIRFORGETEST", secret_access_key: str = "fake-secret-do-not-log"):
        self.access_key_id = access_key_id
        self.secret_access_key = secret_access_key
        self.repos: dict[str, Repository] = {}
        self.exchanges: list[Exchange] = []
        self._lock = threading.RLock()
        self._clock = itertools.count(1_767_225_600)  # 2026-01-01T00:00:00Z, one second per event
        self._failures: list[tuple[str, int, int, Optional[str]]] = []
        self._server: Optional[ThreadingHTTPServer] = None
        self._thread: Optional[threading.Thread] = None

    # -- seeding ---------------------------------------------------------------------------------------------------
    def create_repo(self, repo_id: str, default_branch: str = "main") -> str:
        """Create a repository with lakeFS's "Repository created" root commit; returns that commit's id."""
        with self._lock:
            if repo_id in self.repos:
                raise ValueError(f"repository {repo_id} exists")
            now = next(self._clock)
            repo = Repository(repo_id, default_branch, now, f"local://fake/{repo_id}")
            self.repos[repo_id] = repo
            root = self._new_commit(repo, [], "Repository created", {}, {}, now)
            repo.branches[default_branch] = root.id
            return root.id

    def commit(self, repo_id: str, branch: str, changes: dict[str, Change], message: str = "update corpus",
               metadata: Optional[dict[str, str]] = None, committer: str = "fairforge-tests") -> str:
        """Commit ``changes`` (path -> new content, or ``None`` to delete) plus the branch's staged changes.

        Returns the new commit id (64 hex digits).
        """
        with self._lock:
            repo = self._repo(repo_id)
            if branch not in repo.branches:
                raise ValueError(f"branch {branch} not found")
            head = repo.commits[repo.branches[branch]]
            now = next(self._clock)
            tree = dict(head.tree)
            staged = repo.staging.pop(branch, {})
            for path, obj in {**staged, **{p: self._make_object(repo, p, c, now) for p, c in changes.items()}}.items():
                if obj is None:
                    tree.pop(path, None)
                else:
                    tree[path] = obj
            c = self._new_commit(repo, [head.id], message, metadata or {}, tree, now, committer)
            repo.branches[branch] = c.id
            return c.id

    def stage(self, repo_id: str, branch: str, changes: dict[str, Change]) -> None:
        """Write uncommitted changes on ``branch`` (visible to reads by branch name only)."""
        with self._lock:
            repo = self._repo(repo_id)
            now = next(self._clock)
            area = repo.staging.setdefault(branch, {})
            for p, c in changes.items():
                area[p] = self._make_object(repo, p, c, now)

    def create_branch(self, repo_id: str, name: str, source: str) -> str:
        with self._lock:
            repo = self._repo(repo_id)
            repo.branches[name] = self._resolve(repo, source).id
            return repo.branches[name]

    def create_tag(self, repo_id: str, tag: str, ref: str) -> str:
        with self._lock:
            repo = self._repo(repo_id)
            repo.tags[tag] = self._resolve(repo, ref).id
            return repo.tags[tag]

    def reset_branch(self, repo_id: str, branch: str, ref: str) -> None:
        """Point ``branch`` at another commit (a hard reset / force push)."""
        with self._lock:
            repo = self._repo(repo_id)
            repo.branches[branch] = self._resolve(repo, ref).id

    def fail_next(self, path_contains: str, status: int = 503, times: int = 1,
                  retry_after: Optional[str] = None) -> None:
        """Answer the next ``times`` requests whose path contains ``path_contains`` with ``status``."""
        with self._lock:
            self._failures.append((path_contains, status, times, retry_after))

    def requests_to(self, fragment: str) -> list[Exchange]:
        """Recorded exchanges whose raw path contains ``fragment``."""
        return [e for e in self.exchanges if fragment in e.path]

    # -- internals: model --------------------------------------------------------------------------------------------
    def _repo(self, repo_id: str) -> Repository:
        try:
            return self.repos[repo_id]
        except KeyError:
            raise ApiError(404, "repository not found") from None

    @staticmethod
    def _make_object(repo: Repository, path: str, content: Change, now: int) -> Optional[StoredObject]:
        if content is None:
            return None
        data = content.encode("utf-8") if isinstance(content, str) else bytes(content)
        digest = hashlib.md5(data).hexdigest()  # noqa: S324 - the lakeFS ETag, not security
        ctype = "text/markdown" if path.lower().endswith((".md", ".markdown")) else "application/octet-stream"
        return StoredObject(data, digest, now, ctype, f"{repo.storage_namespace}/data/{digest}")

    def _new_commit(self, repo: Repository, parents: list[str], message: str, metadata: dict, tree: dict,
                    now: int, committer: str = "admin") -> Commit:
        mr = hashlib.sha256()
        for p in sorted(tree):
            mr.update(p.encode("utf-8") + b"\0" + tree[p].checksum.encode() + b"\n")
        meta_range_id = mr.hexdigest()
        generation = 1 + max((repo.commits[p].generation for p in parents), default=0)
        h = hashlib.sha256(json.dumps([repo.id, parents, message, meta_range_id, now, len(repo.commits)]).encode())
        c = Commit(h.hexdigest(), parents, message, committer, now, meta_range_id, metadata, generation, tree)
        repo.commits[c.id] = c
        return c

    def _resolve(self, repo: Repository, ref: str) -> Commit:
        """Ref -> commit, in lakeFS's order: commit id, branch, tag, unique commit-id prefix; then ~N / ^N."""
        if ref.endswith("@"):
            ref = ref[:-1]
        mods: list[str] = []
        while True:
            m = _MODIFIER.search(ref)
            if not m or m.start() == 0:
                break
            mods.insert(0, m.group(1))
            ref = ref[: m.start()]
        if _HEX64.match(ref) and ref in repo.commits:
            commit = repo.commits[ref]
        elif ref in repo.branches:
            commit = repo.commits[repo.branches[ref]]
        elif ref in repo.tags:
            commit = repo.commits[repo.tags[ref]]
        else:
            matches = [cid for cid in repo.commits if len(ref) >= 4 and re.fullmatch(r"[0-9a-f]+", ref)
                       and cid.startswith(ref)]
            if len(matches) != 1:
                raise ApiError(404, f"{ref}: not found")
            commit = repo.commits[matches[0]]
        for mod in mods:
            n = int(mod[1:] or "1")
            if mod[0] == "~":
                for _ in range(n):
                    if not commit.parents:
                        raise ApiError(404, f"{ref}{mod}: not found")
                    commit = repo.commits[commit.parents[0]]
            elif n:
                if n > len(commit.parents):
                    raise ApiError(404, f"{ref}{mod}: not found")
                commit = repo.commits[commit.parents[n - 1]]
        return commit

    def _tree(self, repo: Repository, ref: str) -> dict[str, StoredObject]:
        """The tree a read at ``ref`` sees: a bare branch name includes its staged changes."""
        commit = self._resolve(repo, ref)
        area = repo.staging.get(ref) if ref in repo.branches and not ref.endswith("@") else None
        if not area:
            return commit.tree
        tree = dict(commit.tree)
        for p, obj in area.items():
            if obj is None:
                tree.pop(p, None)
            else:
                tree[p] = obj
        return tree

    def _merge_base(self, repo: Repository, a: Commit, b: Commit) -> Optional[Commit]:
        def ancestors(c: Commit) -> set[str]:
            seen, todo = set(), [c.id]
            while todo:
                cid = todo.pop()
                if cid not in seen:
                    seen.add(cid)
                    todo.extend(repo.commits[cid].parents)
            return seen

        common = ancestors(a) & ancestors(b)
        if not common:
            return None
        return max((repo.commits[c] for c in common), key=lambda c: (c.generation, c.creation_date))

    # -- internals: HTTP ---------------------------------------------------------------------------------------------
    @staticmethod
    def _amount(q: dict) -> int:
        raw = q.get("amount", [""])[0]
        try:
            n = int(raw) if raw != "" else DEFAULT_AMOUNT
        except ValueError:
            raise ApiError(400, "amount: invalid integer") from None
        if n <= 0:
            n = DEFAULT_AMOUNT
        return min(n, MAX_AMOUNT)

    @staticmethod
    def _page(keys_items: list[tuple[str, dict]], q: dict) -> dict:
        after = q.get("after", [""])[0]
        amount = FakeLakeFS._amount(q)
        after_b = after.encode("utf-8")
        items = [(k, v) for k, v in keys_items if k.encode("utf-8") > after_b]
        page = items[:amount]
        has_more = len(items) > amount
        return {
            "pagination": {"has_more": has_more, "next_offset": page[-1][0] if has_more else "",
                           "results": len(page), "max_per_page": MAX_AMOUNT},
            "results": [v for _, v in page],
        }

    @staticmethod
    def _stats(path: str, obj: StoredObject) -> dict:
        return {"path": path, "path_type": "object", "physical_address": obj.physical_address,
                "checksum": obj.checksum, "mtime": obj.mtime, "size_bytes": len(obj.data),
                "content_type": obj.content_type, "metadata": {}}

    def _authenticate(self, header: Optional[str]) -> None:
        expected = f"{self.access_key_id}:{self.secret_access_key}".encode()
        if header and header.startswith("Basic "):
            try:
                if base64.b64decode(header[6:], validate=True) == expected:
                    return
            except ValueError:
                pass
        raise ApiError(401, "error authenticating request")

    def handle(self, method: str, raw_path: str, query: str, headers: dict[str, str]
               ) -> tuple[int, dict[str, str], bytes]:
        """Route one request; returns ``(status, headers, body)``."""
        with self._lock:
            for i, (frag, status, times, retry_after) in enumerate(self._failures):
                if frag in raw_path:
                    self._failures[i] = (frag, status, times - 1, retry_after)
                    if times - 1 <= 0:
                        del self._failures[i]
                    hdrs = {"Retry-After": retry_after} if retry_after else {}
                    return self._json(status, {"message": HTTPStatus(status).phrase}, hdrs)
        if not raw_path.startswith(API_PREFIX + "/"):
            return self._json(404, {"message": "path not found"})
        parts = [unquote(p) for p in raw_path[len(API_PREFIX) + 1:].split("/")]
        q = parse_qs(query, keep_blank_values=True)
        if parts == ["healthcheck"]:
            return 204, {}, b""
        try:
            self._authenticate(headers.get("authorization"))
            with self._lock:
                return self._route(method, parts, q)
        except ApiError as e:
            return self._json(e.status, {"message": e.message})

    def _route(self, method: str, parts: list[str], q: dict) -> tuple[int, dict[str, str], bytes]:
        if method not in ("GET", "HEAD") or len(parts) < 2 or parts[0] != "repositories":
            raise ApiError(404, "path not found")
        repo = self._repo(parts[1])
        rest = parts[2:]
        match rest:
            case []:
                return self._json(200, {"id": repo.id, "creation_date": repo.creation_date,
                                        "default_branch": repo.default_branch,
                                        "storage_namespace": repo.storage_namespace, "read_only": False})
            case ["branches"]:
                items = sorted((b, {"id": b, "commit_id": c}) for b, c in repo.branches.items())
                items = [(k, v) for k, v in items if k.startswith(q.get("prefix", [""])[0])]
                return self._json(200, self._page(items, q))
            case ["branches", branch]:
                if branch not in repo.branches:
                    raise ApiError(404, "branch not found")
                return self._json(200, {"id": branch, "commit_id": repo.branches[branch]})
            case ["tags"]:
                items = sorted((t, {"id": t, "commit_id": c}) for t, c in repo.tags.items())
                items = [(k, v) for k, v in items if k.startswith(q.get("prefix", [""])[0])]
                return self._json(200, self._page(items, q))
            case ["tags", tag]:
                if tag not in repo.tags:
                    raise ApiError(404, "tag not found")
                return self._json(200, {"id": tag, "commit_id": repo.tags[tag]})
            case ["commits", ref]:
                return self._json(200, self._resolve(repo, ref).to_json())
            case ["refs", ref, "objects", "ls"]:
                return self._json(200, self._list(self._tree(repo, ref), q))
            case ["refs", ref, "objects", "stat"]:
                path = q.get("path", [""])[0]
                obj = self._tree(repo, ref).get(path)
                if obj is None:
                    raise ApiError(404, "path not found")
                return self._json(200, self._stats(path, obj))
            case ["refs", ref, "objects"]:
                path = q.get("path", [""])[0]
                obj = self._tree(repo, ref).get(path)
                if obj is None:
                    raise ApiError(404, "path not found")
                return 200, {"Content-Type": "application/octet-stream", "ETag": f'"{obj.checksum}"',
                             "Last-Modified": formatdate(obj.mtime, usegmt=True)}, obj.data
            case ["refs", left, "diff", right]:
                return self._json(200, self._diff(repo, left, right, q))
        raise ApiError(404, "path not found")

    def _list(self, tree: dict[str, StoredObject], q: dict) -> dict:
        prefix = q.get("prefix", [""])[0]
        delimiter = q.get("delimiter", [""])[0]
        entries: dict[str, dict] = {}
        for path in sorted(tree, key=lambda p: p.encode("utf-8")):
            if not path.startswith(prefix):
                continue
            if delimiter:
                cut = path.find(delimiter, len(prefix))
                if cut >= 0:
                    cp = path[: cut + len(delimiter)]
                    entries.setdefault(cp, {"path": cp, "path_type": "common_prefix", "physical_address": "",
                                            "checksum": "", "mtime": 0})
                    continue
            entries[path] = self._stats(path, tree[path])
        items = sorted(entries.items(), key=lambda kv: kv[0].encode("utf-8"))
        return self._page(items, q)

    def _diff(self, repo: Repository, left: str, right: str, q: dict) -> dict:
        kind = q.get("type", ["three_dot"])[0]
        if kind not in ("two_dot", "three_dot"):
            raise ApiError(400, "type: value is not one of the allowed values [two_dot three_dot]")
        right_tree = self._tree(repo, right)
        if kind == "two_dot":
            left_tree = self._tree(repo, left)
        else:
            base = self._merge_base(repo, self._resolve(repo, left), self._resolve(repo, right))
            left_tree = base.tree if base else {}
        prefix = q.get("prefix", [""])[0]
        items = []
        for path in sorted(set(left_tree) | set(right_tree), key=lambda p: p.encode("utf-8")):
            if not path.startswith(prefix):
                continue
            a, b = left_tree.get(path), right_tree.get(path)
            if a is None:
                kind_ = "added"
            elif b is None:
                kind_ = "removed"
            elif a.checksum != b.checksum:
                kind_ = "changed"
            else:
                continue
            size = len((b or a).data)
            items.append((path, {"type": kind_, "path": path, "path_type": "object", "size_bytes": size}))
        return self._page(items, q)

    @staticmethod
    def _json(status: int, body: dict, headers: Optional[dict[str, str]] = None) -> tuple[int, dict[str, str], bytes]:
        return status, {"Content-Type": "application/json", **(headers or {})}, json.dumps(body).encode("utf-8")

    # -- server ------------------------------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        """Base URL without ``/api/v1`` (what ``FAIRFORGE_LAKEFS_HOST`` holds), e.g. ``http://127.0.0.1:41234``."""
        if self._server is None:
            raise RuntimeError("server not started")
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> FakeLakeFS:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True  # keep-alive + Nagle costs ~40 ms per request otherwise

            def _serve(self) -> None:
                split = urlsplit(self.path)
                length = int(self.headers.get("Content-Length") or 0)
                if length:
                    self.rfile.read(length)
                hdrs = {k.lower(): v for k, v in self.headers.items()}
                try:
                    status, rh, body = fake.handle(self.command, split.path, split.query, hdrs)
                except Exception as exc:  # pragma: no cover - a bug in the fake surfaces as a 500
                    status, rh, body = fake._json(500, {"message": f"fake server error: {exc!r}"})
                fake.exchanges.append(Exchange(self.command, split.path, split.query, hdrs, status, rh, body))
                self.send_response(status)
                for k, v in rh.items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if self.command != "HEAD" and body:
                    self.wfile.write(body)

            do_GET = _serve
            do_HEAD = _serve
            do_POST = _serve
            do_PUT = _serve
            do_DELETE = _serve

            def log_message(self, format, *args):  # noqa: A002 - keep test output quiet
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                                        name="fake-lakefs", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> FakeLakeFS:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


def seed_sample_corpus(fake: FakeLakeFS, repo: str = "regs", prefix: str = "corpus/",
                       message: str = "Import the Northwind corpus") -> str:
    """Create ``repo`` and commit fairforge's bundled sample corpus under ``prefix`` on ``main``; returns the
    commit id."""
    from fairforge_core.config import SAMPLE_CORPUS

    fake.create_repo(repo)
    files = {prefix + p.relative_to(SAMPLE_CORPUS).as_posix(): p.read_bytes()
             for p in sorted(SAMPLE_CORPUS.rglob("*.md"))}
    return fake.commit(repo, "main", files, message=message)
