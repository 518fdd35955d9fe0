"""Exceptions and conditions a rule states, and an answer that rules them out.

Example: "The fee is waived if the item is defective" has the exception "waived if the item is defective"
(:data:`RULE_EXCEPTION`), which "you pay the fee, defective or not" denies (:data:`DENIAL`); "A booking made at least
7 days before departure may be cancelled" sets the condition "7 days before departure" (:data:`RULE_CONDITION`),
which "however close the departure date is" says does not matter (:data:`STRONG_DENIAL`). The detector is
``ClauseJudge._exception_denied`` (:mod:`fairforge_core.judges.clause`).
"""

from __future__ import annotations

import re

RULE_EXCEPTION = re.compile(r"\b(?:unless|except(?: for| when| if| where)?|waived (?:if|when|for)|"
                            r"does not apply (?:if|when|to)|not applicable (?:if|when|to)|excluded (?:if|when)|"
                            r"other than)\s+(?P<case>[^;.,]+)",
                            re.IGNORECASE)
DENIAL = re.compile(r"\b(?:\w+ or not|whether or not|regardless(?: of)?|even if|no matter|always|in every case|"
                    r"in all cases|without exception|no exceptions?)\b", re.IGNORECASE)
# "however close the date is", "no matter when", "regardless of the date", "whether or not": the answer says the
# circumstance after it does not matter
STRONG_DENIAL = re.compile(r"\b(?:however (?:close|late|early|long|short|soon|far|much|little|many|few)|no matter|"
                           r"regardless(?: of)?|whether or not|irrespective of|whatever the)\b", re.IGNORECASE)
# a condition a rule puts on what it allows or requires
RULE_CONDITION = re.compile(r"\b(?:only if|only when|provided(?: that)?|as long as|on condition that|if|when|"
                            r"(?:made|booked|bought|purchased|received|filed|submitted) at least)\s+(?P<case>[^;.,]+?)"
                            r"(?=\s+(?:may|must|can|cannot|is|are|will|shall|should)\b|[;.,]|$)", re.IGNORECASE)
