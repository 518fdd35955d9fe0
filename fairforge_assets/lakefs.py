"""The lakeFS resource: server, credentials, timeouts, and what to do when the watched branch gets a new commit.

Which corpus is read stays one setting, ``FairforgeResource.corpus`` (the same key as the CLI's ``--corpus`` and
the YAML file): a folder, or ``lakefs://REPOSITORY/REF/PREFIX``. This resource only says how to reach lakeFS.
"""


import os
from collections.abc import Mapping
from typing import Any, Optional

import dagster as dg
from pydantic import Field

from fairforge_core.config import EvaluationSettings
from fairforge_core.connectors.base import CorpusConnector
from fairforge_core.connectors.lakefs import (
    DEFAULT_CONNECT_TIMEOUT,
    DEFAULT_RETRIES,
    DEFAULT_TIMEOUT,
    ENV_ACCESS_KEY_ID,
    ENV_HOST,
    ENV_SECRET_ACCESS_KEY,
    URI_SCHEME,
    LakeFSCorpusConnector,
    connector_from_uri,
)
from fairforge_core.connectors.local import LocalCorpusConnector

#: Sensor switches read by :func:`lakefs_resource_from_env` (the ``dagster dev`` definitions).
ENV_REMATERIALIZE = "FAIRFORGE_LAKEFS_REMATERIALIZE"
ENV_REMATERIALIZE_LOOKBACK_DAYS = "FAIRFORGE_LAKEFS_REMATERIALIZE_LOOKBACK_DAYS"


def is_lakefs_location(location: str) -> bool:
    """True for ``lakefs://...`` corpus locations."""
    return location.startswith(URI_SCHEME)


class LakeFSResource(dg.ConfigurableResource):
    """Connection to the lakeFS server that holds the regulatory corpus.

    Give the credentials as ``dg.EnvVar`` (the UI then shows the variable's name, never its value). Empty fields
    fall back to the environment variables ``FAIRFORGE_LAKEFS_HOST``, ``FAIRFORGE_LAKEFS_ACCESS_KEY_ID`` and
    ``FAIRFORGE_LAKEFS_SECRET_ACCESS_KEY`` when a connector is built, so a resource without values works for
    local-folder corpora and for the CLI.

    Attributes:
        host: server URL without ``/api/v1``, e.g. ``http://127.0.0.1:8000``.
        access_key_id, secret_access_key: the lakeFS credentials (HTTP Basic).
        timeout_seconds, connect_timeout_seconds: per-call read and connect timeouts (> 0).
        retries: bounded retries per call (connection errors, timeouts, HTTP 429/5xx).
        rematerialize_on_commit: when ``lakefs_corpus_sensor`` sees a new commit and the corpus job has embedded
            it, also re-run the compliance partitions whose verdicts were computed with another corpus version.
        rematerialize_lookback_days: limit that re-run to partitions dated within this many days before today
            (UTC); 0 = every materialized partition.
    """

    host: Optional[str] = Field(default=None, description="lakeFS URL without /api/v1 (FAIRFORGE_LAKEFS_HOST)")
    access_key_id: Optional[str] = Field(default=None, description="lakeFS access key id")
    secret_access_key: Optional[str] = Field(default=None, repr=False,
                                             description="lakeFS secret access key (use an EnvVar)")
    timeout_seconds: float = Field(default=DEFAULT_TIMEOUT, gt=0, description="read timeout of every call")
    connect_timeout_seconds: float = Field(default=DEFAULT_CONNECT_TIMEOUT, gt=0,
                                           description="connect timeout of every call")
    retries: int = Field(default=DEFAULT_RETRIES, ge=0, description="bounded retries per call")
    rematerialize_on_commit: bool = Field(
        default=False, description="re-run compliance partitions judged with another corpus version after a commit")
    rematerialize_lookback_days: int = Field(
        default=0, ge=0, description="only partitions dated within this many days (0 = all)")

    def connector(self, uri: str, **overrides: Any) -> LakeFSCorpusConnector:
        """A connector for ``lakefs://REPOSITORY/REF/PREFIX`` with this resource's server, credentials and limits
        (``overrides``: other :class:`LakeFSCorpusConnector` keyword arguments, e.g. ``timeout``, ``retries``).

        Raises:
            fairforge_core.connectors.lakefs.LakeFSConfigError: malformed URI or missing server/credentials.
        """
        limits: dict[str, Any] = {"timeout": self.timeout_seconds, "connect_timeout": self.connect_timeout_seconds,
                                  "retries": self.retries}
        limits.update(overrides)
        return connector_from_uri(uri, host=self.host, access_key_id=self.access_key_id,
                                  secret_access_key=self.secret_access_key, **limits)


def corpus_connector(settings: EvaluationSettings, lakefs: LakeFSResource) -> CorpusConnector:
    """The connector for ``settings.corpus``: lakeFS through ``lakefs``, otherwise the local folder."""
    location = settings.corpus_location()
    if is_lakefs_location(location):
        return lakefs.connector(location)
    return LocalCorpusConnector(location, skip_unreadable=settings.skip_unreadable_documents)


def lakefs_resource_from_env(environ: Optional[Mapping[str, str]] = None) -> LakeFSResource:
    """The resource of the ``dagster dev`` definitions: credentials as ``dg.EnvVar`` for the variables that are
    set (unset ones stay empty, so runs on a local corpus do not fail on a missing variable); the sensor's
    re-materialization switches from ``FAIRFORGE_LAKEFS_REMATERIALIZE`` (``1``/``true``) and
    ``FAIRFORGE_LAKEFS_REMATERIALIZE_LOOKBACK_DAYS``."""
    env = os.environ if environ is None else environ

    def var(name: str):
        return dg.EnvVar(name) if env.get(name) else None

    lookback = env.get(ENV_REMATERIALIZE_LOOKBACK_DAYS, "").strip()
    return LakeFSResource(
        host=var(ENV_HOST), access_key_id=var(ENV_ACCESS_KEY_ID), secret_access_key=var(ENV_SECRET_ACCESS_KEY),
        rematerialize_on_commit=env.get(ENV_REMATERIALIZE, "").strip().lower() in ("1", "true", "yes", "on"),
        rematerialize_lookback_days=int(lookback) if lookback else 0,
    )
