"""Per-chunk decision backends: the offline learned judge (default) and NLI / cross-encoder models from a local path.

Both implement :class:`fairforge_core.verdicts.ChunkJudge`; fair-forge's two-way reranker rule is
:class:`fairforge_core.verdicts.RerankerJudge`.
"""

from fairforge_core.judges.clause import ClauseJudge
from fairforge_core.judges.learned import LearnedJudge
from fairforge_core.judges.model import ComplianceModel, ModelIntegrityError, label_roles
from fairforge_core.judges.nli import NLIJudge

__all__ = ["ClauseJudge", "ComplianceModel", "LearnedJudge", "ModelIntegrityError", "NLIJudge", "label_roles"]
