"""Shared fixtures. Nothing here downloads: the hub is switched off before any model library is imported."""

import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.paths import DEV_SET, FAIRFORGE_EXAMPLE  # noqa: E402


@pytest.fixture
def dev_set() -> Path:
    """The labelled development set in ../shared (skipped when absent)."""
    if not (DEV_SET / "conversations.jsonl").is_file():
        pytest.skip(f"development set not found at {DEV_SET} (../shared is not part of this checkout; "
                    "set FAIRFORGE_SHARED to its folder)")
    return DEV_SET


@pytest.fixture
def fairforge_example() -> Path:
    """fair-forge's own example corpus and dataset in ../shared (skipped when absent)."""
    if not (FAIRFORGE_EXAMPLE / "corpus").is_dir():
        pytest.skip(f"fair-forge example not found at {FAIRFORGE_EXAMPLE} (../shared is not part of this checkout; "
                    "set FAIRFORGE_SHARED to its folder)")
    return FAIRFORGE_EXAMPLE


@pytest.fixture
def fake_lakefs():
    """A fresh in-process fake lakeFS server on 127.0.0.1 (see tests/lakefs_fake.py); stopped after the test."""
    from lakefs_fake import FakeLakeFS

    with FakeLakeFS() as server:
        yield server


@pytest.fixture(scope="session")
def postgres_server():
    """A throw-away PostgreSQL cluster on 127.0.0.1 for the whole session (tests/postgres_server.py); skipped with
    the reason where PostgreSQL or a way to run it unprivileged is missing."""
    from tests.postgres_server import PostgresServer, unavailable_reason

    reason = unavailable_reason()
    if reason:
        pytest.skip(f"no PostgreSQL for the DuckLake tests: {reason}")
    with PostgresServer() as server:
        yield server


@pytest.fixture
def ducklake(postgres_server, tmp_path, request):
    """A new, empty DuckLake: ``(database setting, data_path)`` with its catalog in a fresh PostgreSQL database of
    ``postgres_server`` and its Parquet files under ``tmp_path/lake``."""
    import re
    import uuid

    name = "lake_" + re.sub(r"\W", "_", request.node.name.lower())[:30] + "_" + uuid.uuid4().hex[:8]
    libpq = postgres_server.create_database(name)
    return f"ducklake:postgres:{libpq}", str(tmp_path / "lake")
