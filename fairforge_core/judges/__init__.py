"""Per-chunk decision backends: the offline clause judge (default) and NLI / cross-encoder models."""

from fairforge_core.judges.clause import ClauseJudge

__all__ = ["ClauseJudge"]
