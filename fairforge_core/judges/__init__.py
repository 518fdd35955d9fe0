"""Per-chunk decision backends: the offline clause judge (default) and NLI / cross-encoder models from a local path.

Both implement :class:`fairforge_core.verdicts.ChunkJudge`; fair-forge's two-way reranker rule is
:class:`fairforge_core.verdicts.RerankerJudge`.
"""

from fairforge_core.judges.clause import ClauseJudge
from fairforge_core.judges.nli import NLIJudge, label_roles

__all__ = ["ClauseJudge", "NLIJudge", "label_roles"]
