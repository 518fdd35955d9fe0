"""DuckDB storage: schema, migrations, idempotent partition writes, queries."""

from fairforge_core.store.duckdb_store import DuckDBStore

__all__ = ["DuckDBStore"]
