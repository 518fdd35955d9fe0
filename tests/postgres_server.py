"""A throw-away PostgreSQL cluster on 127.0.0.1 for tests and benchmarks (the DuckLake catalog, the Dagster instance).

``PostgresServer`` runs ``initdb`` in a temporary folder and starts ``postgres`` on a free port with trust
authentication for its one user, fsync off (a test cluster: nothing in it must survive a crash). PostgreSQL refuses
to run as root, so as root it runs as the ``postgres`` system user (or ``nobody``) through ``runuser`` or
``setpriv``. Where no PostgreSQL binaries or no way to drop privileges exist, :func:`unavailable_reason` says why and
the fixtures skip with it.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Optional

USER = "fairforge"


def _bin_dir() -> Optional[Path]:
    """The folder of ``initdb``/``pg_ctl``: ``$FAIRFORGE_PG_BIN``, Debian's newest ``/usr/lib/postgresql/*/bin``, or
    the ``PATH``."""
    if os.environ.get("FAIRFORGE_PG_BIN"):
        return Path(os.environ["FAIRFORGE_PG_BIN"])
    debian = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[-3])
                    if p.split("/")[-3].isdigit() else 0)
    if debian:
        return Path(debian[-1]).parent
    found = shutil.which("initdb")
    return Path(found).parent if found else None


def _run_as() -> tuple[Optional[list[str]], Optional[str], Optional[str]]:
    """``(command prefix, user name, reason)``: how to run PostgreSQL's programs unprivileged (``[]`` when we are
    not root), or ``None`` and why not."""
    if os.geteuid() != 0:
        return [], None, None
    for name in ("postgres", "nobody"):
        try:
            pwd.getpwnam(name)
        except KeyError:
            continue
        if shutil.which("runuser"):
            return ["runuser", "-u", name, "--"], name, None
        if shutil.which("setpriv"):
            pw = pwd.getpwnam(name)
            return ["setpriv", f"--reuid={pw.pw_uid}", f"--regid={pw.pw_gid}", "--clear-groups"], name, None
        return None, None, "running as root and neither runuser nor setpriv is installed (postgres refuses root)"
    return None, None, "running as root and there is no 'postgres' or 'nobody' user to run postgres as"


def unavailable_reason() -> Optional[str]:
    """Why a cluster cannot be started here, or ``None`` when it can."""
    bin_dir = _bin_dir()
    if bin_dir is None or not (bin_dir / "pg_ctl").exists():
        return "PostgreSQL is not installed (no initdb/pg_ctl; Debian: apt-get install postgresql)"
    prefix, _, reason = _run_as()
    if prefix is None:
        return reason
    try:
        import psycopg2  # noqa: F401
    except ImportError:
        return "psycopg2 is not installed (pip install dagster-postgres)"
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PostgresServer:
    """A running throw-away cluster (context manager). ``libpq(dbname)`` is a connection string for it; ``create_
    database(name)`` makes a database. Raises ``RuntimeError`` (with PostgreSQL's log) when it does not start."""

    def __init__(self):
        reason = unavailable_reason()
        if reason:
            raise RuntimeError(reason)
        self.bin = _bin_dir()
        self.prefix, self.os_user, _ = _run_as()
        self.dir = Path(tempfile.mkdtemp(prefix="fairforge-pg-"))
        self.data = self.dir / "data"
        self.port = _free_port()
        self.host = "127.0.0.1"
        if self.os_user:
            pw = pwd.getpwnam(self.os_user)
            os.chmod(self.dir, 0o755)
            os.chown(self.dir, pw.pw_uid, pw.pw_gid)

    def _cmd(self, program: str, *args: str) -> list[str]:
        return [*self.prefix, str(self.bin / program), *args]

    def start(self) -> PostgresServer:
        env = {**os.environ, "LC_ALL": "C"}
        subprocess.run(self._cmd("initdb", "-D", str(self.data), "-U", USER, "-A", "trust", "-E", "UTF8",
                                 "--no-sync"), check=True, capture_output=True, cwd=self.dir, env=env)
        opts = (f"-h {self.host} -p {self.port} -k {self.dir} -F -c max_connections=200 "
                "-c shared_buffers=32MB -c synchronous_commit=off")
        proc = subprocess.run(self._cmd("pg_ctl", "-D", str(self.data), "-o", opts, "-l", str(self.dir / "log"),
                                        "-w", "-t", "60", "start"), capture_output=True, text=True, cwd=self.dir,
                              env=env)
        if proc.returncode != 0:
            log = (self.dir / "log").read_text(errors="replace") if (self.dir / "log").exists() else ""
            self.stop()
            raise RuntimeError(f"postgres did not start: {proc.stderr.strip()} {log[-2000:]}")
        return self

    def libpq(self, dbname: str = "postgres") -> str:
        """A libpq key=value connection string for ``dbname``."""
        return f"host={self.host} port={self.port} user={USER} dbname={dbname}"

    def create_database(self, name: str) -> str:
        """Create the database ``name`` (letters, digits, underscores); returns its connection string."""
        import psycopg2

        con = psycopg2.connect(self.libpq())
        con.autocommit = True
        with con.cursor() as cur:
            cur.execute(f'CREATE DATABASE "{name}"')
        con.close()
        return self.libpq(name)

    def stop(self) -> None:
        if (self.data / "postmaster.pid").exists():
            subprocess.run(self._cmd("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop"),
                           capture_output=True, cwd=self.dir)
        for _ in range(50):  # the postmaster removes its pid file last
            if not (self.data / "postmaster.pid").exists():
                break
            time.sleep(0.1)
        shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self) -> PostgresServer:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
