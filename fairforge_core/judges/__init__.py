"""Per-chunk decision backends that say SUPPORTS / CONTRADICTS / NEUTRAL.

* :class:`LearnedJudge` (:mod:`~fairforge_core.judges.learned`): the default ``decision: offline`` backend (also
  named ``learned``), built from pair building (:mod:`~fairforge_core.judges.pairs`: rule units of a chunk x the
  answer in its conversation), the compliance model wrapper (:mod:`~fairforge_core.judges.model`:
  :class:`ComplianceModel`, the packaged cross-encoder in ``fairforge_core/judge_model/``), the comparators
  (:mod:`~fairforge_core.judges.comparators`: amounts, durations, times and days compared in code) and the evidence
  of each decision (rule sentence, answer span, reason).
* :class:`NLIJudge` (:mod:`~fairforge_core.judges.nli`): an NLI / cross-encoder model from a local path
  (``decision: nli``).

Both implement :class:`fairforge_core.verdicts.ChunkJudge`; fair-forge's two-way reranker rule is
:class:`fairforge_core.verdicts.RerankerJudge`.
"""

from fairforge_core.judges.learned import LearnedJudge
from fairforge_core.judges.model import ComplianceModel, ModelIntegrityError, label_roles
from fairforge_core.judges.nli import NLIJudge

__all__ = ["ComplianceModel", "LearnedJudge", "ModelIntegrityError", "NLIJudge", "label_roles"]
