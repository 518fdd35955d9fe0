"""Shared fixtures. Nothing here downloads: the hub is switched off before any model library is imported."""

import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import pytest  # noqa: E402


@pytest.fixture
def fake_lakefs():
    """A fresh in-process fake lakeFS server on 127.0.0.1 (see tests/lakefs_fake.py); stopped after the test."""
    from lakefs_fake import FakeLakeFS

    with FakeLakeFS() as server:
        yield server
